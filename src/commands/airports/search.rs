//! `travel airports search`: airports and cities by keyword.

use crate::api::Reply;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::names::places;
use crate::output::Table;
use crate::validate;
use clap::ValueEnum;
use travel_core::model::location::Location;
use travel_core::model::location::LocationSearch;
use travel_core::ops::reference::SearchLocations;

/// Search airports and cities by name or code
///
/// The keyword matches the start of a name or an IATA code (e.g. MUC, lond, "san fr").
/// A city's name in another language (Roma, München, Lisboa, Den Haag) is looked up
/// in travel's own table of place names first, and searched as the city's code.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Name or code to look for
    #[arg(value_parser = validate::clap(validate::location_keyword))]
    keyword: String,

    /// What to look for
    #[arg(long = "type", value_enum, default_value_t = Kind::Any)]
    kind: Kind,

    /// Only in this country (ISO 3166 alpha-2)
    #[arg(long, value_parser = validate::clap(validate::country))]
    country: Option<String>,

    /// At most this many results
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100), allow_negative_numbers = true)]
    max: Option<u32>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    Airport,
    City,
    Any,
}

impl Kind {
    fn sub_types(self) -> Vec<String> {
        let names: &[&str] = match self {
            Kind::Airport => &["AIRPORT"],
            Kind::City => &["CITY"],
            Kind::Any => &["AIRPORT", "CITY"],
        };
        names.iter().map(|n| n.to_string()).collect()
    }
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let reply = match places::known(&args.keyword) {
        Some(k) => {
            ctx.note(&places::said(&k));
            search_for(ctx, &args, k.code)?
        }
        None => search(ctx, &args)?,
    };
    let empty = format!("no airport or city matches {:?}", args.keyword);
    ctx.show_data(&reply, &empty, table)
}

fn search(ctx: &Ctx, args: &Args) -> Result<Reply<Vec<Location>>> {
    search_for(ctx, args, &args.keyword)
}

/// The service asked for `keyword`: the one typed, or the code of a name the place
/// names table knows (`Roma` is `ROM`).
fn search_for(ctx: &Ctx, args: &Args, keyword: &str) -> Result<Reply<Vec<Location>>> {
    let query = LocationSearch {
        sub_type: args.kind.sub_types(),
        // a name of the place names table comes as typed: sent as the service's letters
        keyword: travel_core::parse::fold(keyword),
        country_code: args.country.clone(),
        page_limit: args.max.map(|m| m as usize),
        ..Default::default()
    };
    ctx.api()?.fetch::<SearchLocations>(&query)
}

/// The airports and cities `args` finds, for the booking wizard to offer.
///
/// A name of the place names table finds its place first, then what the service finds
/// for the name as typed ("Roma": Rome, then Roma in Queensland).
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<Vec<Location>> {
    let mut found = match places::known(&args.keyword) {
        Some(k) => {
            // the code finds the place's airports and names that merely hold its
            // letters (LON: Longdongbao): the place's own come first, in the
            // service's order
            let mut of_code = search_for(ctx, args, k.code)?.data;
            of_code.sort_by_key(|l| {
                let city = l.address.as_ref().and_then(|a| a.city_code.as_deref());
                l.iata_code.as_deref() != Some(k.code) && city != Some(k.code)
            });
            of_code
        }
        None => Vec::new(),
    };
    found.extend(search(ctx, args)?.data);
    Ok(found)
}

fn table(items: &[Location]) -> Result<Table> {
    let mut t = Table::new(&["Type", "Code", "~Name", "~City", "Country", "?1>Travelers"]);
    for l in items {
        let addr = l.address.clone().unwrap_or_default();
        t.push(vec![
            title(l.kind_of()),
            l.iata_code.clone().unwrap_or_default(),
            title(l.name.as_deref().unwrap_or_default()),
            title(addr.city_name.as_deref().unwrap_or_default()),
            addr.country_code.unwrap_or_default(),
            score(l),
        ]);
    }
    Ok(t)
}

fn score(l: &Location) -> String {
    l.analytics
        .as_ref()
        .and_then(|a| a.travelers)
        .and_then(|s| s.score)
        .map(|s| s.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::ctx::testing::{travel, Doubles, Printed};
    use crate::ctx::SANDBOX_NOTE;

    const SEARCH: [&str; 4] = ["--sandbox", "airports", "search", "LON"];

    fn search(extra: &[&str], screen: Option<u16>) -> Printed {
        let home = tempfile::tempdir().unwrap();
        let args: Vec<&str> = extra.iter().chain(&SEARCH).copied().collect();
        travel(&args, Doubles::piped("", home.path()), screen)
    }

    /// Piped: the columns as TSV under one header on stdout, the sandbox's note alone
    /// on stderr.
    #[test]
    fn piped_the_table_is_tab_separated_and_stderr_has_only_the_note() {
        let run = search(&[], None);
        assert_eq!(run.code, 0, "{run:?}");
        let mut lines = run.stdout.lines();
        assert_eq!(
            lines.next(),
            Some("Type\tCode\tName\tCity\tCountry\tTravelers")
        );
        let rows: Vec<&str> = lines.collect();
        assert!(
            rows.contains(&"Airport\tLHR\tHeathrow\tLondon\tGB\t47"),
            "{run:?}"
        );
        assert!(rows.iter().all(|r| r.split('\t').count() == 6), "{run:?}");
        assert_eq!(run.stderr, format!("{SANDBOX_NOTE}\n"));
    }

    /// On a terminal 80 wide: a table no wider, titles then one line for each row of
    /// the piped form, its cells two spaces or more apart.
    #[test]
    fn on_a_terminal_the_same_rows_in_a_table_that_fits() {
        let (shown, piped) = (search(&[], Some(80)), search(&[], None));
        assert_eq!(shown.code, 0, "{shown:?}");
        let lines: Vec<&str> = shown.stdout.lines().collect();
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{shown:?}");
        let cells = |l: &str| -> Vec<String> {
            l.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(str::to_string)
                .collect()
        };
        let rows: Vec<Vec<String>> = lines.iter().map(|l| cells(l)).collect();
        for row in piped.stdout.lines() {
            let want: Vec<&str> = row.split('\t').collect();
            assert!(
                rows.iter().any(|r| r == &want),
                "{row:?} not a line of\n{}",
                shown.stdout
            );
        }
        assert_eq!(lines.len(), piped.stdout.lines().count());
        assert_eq!(shown.stderr, format!("{SANDBOX_NOTE}\n"));
    }

    /// `--json`: stdout is the service's body and nothing else; the note stays on stderr.
    #[test]
    fn json_is_the_body_alone_on_stdout() {
        let (json, piped) = (search(&["--json"], None), search(&[], None));
        assert_eq!(json.code, 0, "{json:?}");
        assert!(json.stdout.ends_with("}\n"), "{json:?}");
        let body: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
        let codes: Vec<&str> = body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["iataCode"].as_str().unwrap())
            .collect();
        let listed: Vec<&str> = piped
            .stdout
            .lines()
            .skip(1)
            .map(|r| r.split('\t').nth(1).unwrap())
            .collect();
        assert_eq!(codes, listed);
        assert!(json.stdout.contains("\n  \"data\": [\n"), "pretty-printed");
        assert_eq!(json.stderr, format!("{SANDBOX_NOTE}\n"));
    }

    /// `--verbose`: the client's lines about what it sends join the notes on stderr
    /// (the context's), and stdout is the same data as without.
    #[test]
    fn verbose_lines_are_notes_of_the_run() {
        let (verbose, quiet) = (search(&["--verbose"], None), search(&[], None));
        assert_eq!(verbose.stdout, quiet.stdout);
        let lines: Vec<&str> = verbose.stderr.lines().collect();
        assert!(
            lines[0].starts_with("  (token request for client id "),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("> GET http://127.0.0.1:")
                    && l.contains("/v1/reference-data/locations?")),
            "{lines:?}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("< 200 OK in ")),
            "{lines:?}"
        );
        assert_eq!(lines.last(), Some(&SANDBOX_NOTE));
    }
}
