//! `travel airports routes`: destinations served nonstop from an airport.

use crate::commands::shared::route_destinations;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;
use travel_core::model::location::AirportRoutesQuery;
use travel_core::ops::reference::AirportRoutes;

/// List the destinations served nonstop from an airport
///
/// Sorted by IATA code; `--max` keeps the first N of that list.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Departure airport (IATA), e.g. MAD
    #[arg(value_parser = validate::clap(validate::iata))]
    airport: String,

    /// Only destinations in this country (ISO 3166 alpha-2)
    #[arg(long, value_parser = validate::clap(validate::country))]
    country: Option<String>,

    /// At most this many destinations (1 to 1000)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000), allow_negative_numbers = true)]
    max: Option<u32>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = AirportRoutesQuery {
        departure_airport_code: args.airport.clone(),
        max: args.max.map(|m| m as usize),
        arrival_country_code: args.country.clone(),
    };
    let reply = ctx.api()?.fetch::<AirportRoutes>(&query)?;
    let empty = format!("no direct destinations from {}", args.airport);
    ctx.show_data(&reply, &empty, route_destinations::table)
}
