//! `travel airports search`: airports and cities by keyword.

use clap::ValueEnum;
use serde_json::Value;

use crate::api::{paths, Query};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::model::data_items;
use crate::model::location::Location;
use crate::output::Table;
use crate::validate;

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
    fn sub_type(self) -> &'static str {
        match self {
            Kind::Airport => "AIRPORT",
            Kind::City => "CITY",
            Kind::Any => "AIRPORT,CITY",
        }
    }
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = Query::new()
        .set("subType", args.kind.sub_type())
        .set("keyword", &args.keyword)
        .opt("countryCode", args.country.as_ref())
        .opt("page[limit]", args.max);
    let resp = ctx.api()?.get(paths::LOCATIONS, query.pairs())?;
    let empty = format!("no airport or city matches {:?}", args.keyword);
    ctx.show(&resp, &empty, table)
}

fn table(body: &Value) -> Result<Table> {
    let items: Vec<Location> = data_items(body)?;
    let mut t = Table::new(&["Type", "Code", "Name", "City", "Country", ">Travelers"]);
    for l in items {
        let addr = l.address.clone().unwrap_or_default();
        t.push(vec![
            title(l.kind_of()),
            l.iata_code.clone().unwrap_or_default(),
            title(l.name.as_deref().unwrap_or_default()),
            title(addr.city_name.as_deref().unwrap_or_default()),
            addr.country_code.unwrap_or_default(),
            score(&l),
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
