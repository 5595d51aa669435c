//! `travel airports search`: airports and cities by keyword.

use crate::api::Reply;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::output::Table;
use crate::validate;
use clap::ValueEnum;
use travel_core::model::location::Location;
use travel_core::model::location::LocationSearch;
use travel_core::ops::reference::SearchLocations;

/// Search airports and cities by name or code
///
/// The keyword matches the start of a name or an IATA code (e.g. MUC, lond, "san fr").
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
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
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
    let reply = search(ctx, &args)?;
    let empty = format!("no airport or city matches {:?}", args.keyword);
    ctx.show_data(&reply, &empty, table)
}

fn search(ctx: &Ctx, args: &Args) -> Result<Reply<Vec<Location>>> {
    let query = LocationSearch {
        sub_type: args.kind.sub_types(),
        keyword: args.keyword.clone(),
        country_code: args.country.clone(),
        page_limit: args.max.map(|m| m as usize),
        ..Default::default()
    };
    ctx.api()?.fetch::<SearchLocations>(&query)
}

/// The airports and cities `args` finds, for the booking wizard to offer.
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<Vec<Location>> {
    Ok(search(ctx, args)?.data)
}

fn table(items: &[Location]) -> Result<Table> {
    let mut t = Table::new(&["Type", "Code", "Name", "City", "Country", ">Travelers"]);
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
