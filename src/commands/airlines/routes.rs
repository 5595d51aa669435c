//! `travel airlines routes`: cities an airline flies to.

use crate::commands::shared::route_destinations;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;
use travel_core::model::location::AirlineRoutesQuery;
use travel_core::ops::reference::AirlineRoutes;

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

    /// At most this many destinations (1 to 1000)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000), allow_negative_numbers = true)]
    max: Option<u32>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = AirlineRoutesQuery {
        airline_code: args.airline.clone(),
        max: args.max.map(|m| m as usize),
        arrival_country_code: args.country.clone(),
    };
    let reply = ctx.api()?.fetch::<AirlineRoutes>(&query)?;
    let empty = format!("no destinations found for airline {}", args.airline);
    ctx.show_data(&reply, &empty, route_destinations::table)
}
