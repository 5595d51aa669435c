//! `travel predict trip-purpose`: business or leisure.

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::validate::{self, DateArg};
use travel_core::model::insights::TripPurposeQuery;
use travel_core::ops::insights::PredictTripPurpose;

/// Predict whether a trip is for business or leisure
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin city or airport (IATA), e.g. LON
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,
    /// Destination city or airport (IATA), e.g. FRA
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: String,
    /// Departure date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    depart: DateArg,
    /// Return date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    r#return: DateArg,
    /// When the search was made (default: today)
    #[arg(long, value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    search_date: Option<DateArg>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let today = ctx.today();
    let (depart, back) = (args.depart.on(today), args.r#return.on(today));
    if back < depart {
        return Err(Error::usage(format!(
            "the return date {back} is before the departure date {depart}"
        )));
    }
    if args.origin == args.destination {
        return Err(Error::usage(format!(
            "the origin and destination are both {}",
            args.origin
        )));
    }
    let query = TripPurposeQuery {
        origin_location_code: args.origin.clone(),
        destination_location_code: args.destination.clone(),
        departure_date: depart.to_string(),
        return_date: back.to_string(),
        search_date: args.search_date.map(|d| d.on(today).to_string()),
    };
    let resp = ctx.api()?.fetch::<PredictTripPurpose>(&query)?;
    ctx.show(&resp, "no prediction for this trip", super::table)
}
