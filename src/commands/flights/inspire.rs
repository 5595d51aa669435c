//! `travel flights inspire`: the cheapest destinations from an origin.

use super::shared::cached;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;
use travel_core::model::flight::FlightDate;
use travel_core::ops::flights::InspireDestinations;

/// Find the cheapest destinations from an origin
///
/// Prices come from a cache rebuilt daily, not real time: confirm with `flights search`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin city or airport (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,

    #[command(flatten)]
    options: cached::Options,

    /// Group the results; the cheapest of each group is shown (default: destination)
    #[arg(long, value_enum)]
    view_by: Option<cached::ViewBy>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = args.options.search(
        &args.origin,
        None,
        args.view_by.map(cached::ViewBy::param),
        ctx.today(),
    )?;
    let reply = ctx.api()?.fetch::<InspireDestinations>(&query)?;
    let empty = format!("no destinations found from {}", args.origin);
    ctx.show_data(&reply, &empty, |items: &[FlightDate]| {
        cached::table(items, &reply.body, true)
    })
}
