//! `travel flights dates`: the cheapest dates to fly between two places.

use super::shared::cached;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::validate;
use travel_core::model::flight::FlightDate;
use travel_core::ops::flights::CheapestDates;

/// Find the cheapest dates to fly a route
///
/// Prices come from a cache rebuilt daily, not real time: confirm with `flights search`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin city or airport (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,

    /// Destination city or airport (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: String,

    #[command(flatten)]
    options: cached::Options,

    /// Group the results; the cheapest of each group is shown (default: date)
    #[arg(long, value_enum)]
    view_by: Option<cached::DatesViewBy>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if args.origin == args.destination {
        return Err(Error::usage(format!(
            "the origin and destination are both {}",
            args.origin
        )));
    }
    let query = args.options.search(
        &args.origin,
        Some(&args.destination),
        args.view_by.map(cached::DatesViewBy::param),
        ctx.today(),
    )?;
    let reply = ctx.api()?.fetch::<CheapestDates>(&query)?;
    let empty = format!("no dates found for {}-{}", args.origin, args.destination);
    ctx.show_data(&reply, &empty, |items: &[FlightDate]| {
        cached::table(items, &reply.body, false)
    })
}
