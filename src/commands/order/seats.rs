//! `travel order seats ORDER_ID`: the seat maps of a booked order's segments.

use crate::commands::flights::seats::show;
use crate::ctx::Ctx;
use crate::error::Result;
use travel_core::model::seatmap::SeatMapOrderQuery;
use travel_core::ops::flights::SeatMapsOfOrder;
use travel_core::ops::NoBody;

/// Show the seat maps of a booked flight order
///
/// Asks the seat maps of the order's segments by the order's id (`flightOrderId`; a
/// booking reference or journal id is looked up in the journal), and
/// shows them as `flights seats` does: drawn on a terminal with a legend; piped, one
/// line per seat, tab-separated (segment, number, cabin, state, characteristics,
/// price); with --json, the service's body as received.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The order's id, its booking reference or its journal id (an id may begin with
    /// `-`: base64url)
    #[arg(value_name = "ORDER_ID|REF", allow_hyphen_values = true)]
    order: String,
    #[command(flatten)]
    crossing: super::Crossing,
    /// Show only the seat map of this segment (its id in the order)
    #[arg(long, value_name = "K")]
    segment: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (id, _) = super::resolve(ctx, &args.order, args.crossing)?;
    let query = SeatMapOrderQuery {
        order_id: Some(id.clone()),
        old_order_id: None,
    };
    let reply = ctx.api()?.call::<SeatMapsOfOrder>(&query, &NoBody)?;
    show(
        ctx,
        reply.data,
        &reply.body,
        args.segment.as_deref().map(str::trim),
        &format!("order {id}"),
        true,
    )
}
