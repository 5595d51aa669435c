//! `travel flights inspire`: the cheapest destinations from an origin.

use super::shared::cached;
use crate::api::{ops, Query};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;

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
    let query = args.options.query(
        Query::new().set("origin", &args.origin),
        args.view_by.map(cached::ViewBy::param),
    )?;
    let resp = ctx
        .api()?
        .fetch::<ops::flights::InspireDestinations>(&query.untyped())?;
    let empty = format!("no destinations found from {}", args.origin);
    ctx.show(&resp, &empty, |body| cached::table(body, true))
}
