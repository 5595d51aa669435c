//! `travel airlines routes`: cities an airline flies to.

use crate::api::{paths, Query};
use crate::commands::destinations;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;

/// List the cities an airline flies to
///
/// Sorted by city name; `--max` keeps the first N of that list.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Airline code (IATA), e.g. BA
    #[arg(value_parser = validate::clap(validate::airline))]
    airline: String,

    /// Only destinations in this country (ISO 3166 alpha-2)
    #[arg(long, value_parser = validate::clap(validate::country))]
    country: Option<String>,

    /// At most this many destinations
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    max: Option<u32>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = Query::new()
        .set("airlineCode", &args.airline)
        .opt("max", args.max)
        .opt("arrivalCountryCode", args.country.as_ref());
    let resp = ctx.api()?.get(paths::AIRLINE_ROUTES, query.pairs())?;
    let empty = format!("no destinations found for airline {}", args.airline);
    ctx.show(&resp, &empty, destinations::table)
}
