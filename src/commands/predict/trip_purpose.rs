//! `travel predict trip-purpose`: business or leisure.

use chrono::NaiveDate;

use crate::api::{ops, Query};
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::validate;

/// Predict whether a trip is for business or leisure
#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: String,
    /// Departure date, YYYY-MM-DD
    #[arg(value_parser = validate::clap(validate::date))]
    depart: NaiveDate,
    /// Return date, YYYY-MM-DD
    #[arg(value_parser = validate::clap(validate::date))]
    r#return: NaiveDate,
    /// When the search was made (default: today)
    #[arg(long, value_parser = validate::clap(validate::date))]
    search_date: Option<NaiveDate>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if args.r#return < args.depart {
        return Err(Error::usage(format!(
            "the return date {} is before the departure date {}",
            args.r#return, args.depart
        )));
    }
    if args.origin == args.destination {
        return Err(Error::usage(format!(
            "the origin and destination are both {}",
            args.origin
        )));
    }
    let query = Query::new()
        .set("originLocationCode", &args.origin)
        .set("destinationLocationCode", &args.destination)
        .set("departureDate", args.depart)
        .set("returnDate", args.r#return)
        .opt("searchDate", args.search_date);
    let resp = ctx
        .api()?
        .fetch::<ops::insights::PredictTripPurpose>(&query.untyped())?;
    ctx.show(&resp, "no prediction for this trip", super::table)
}
