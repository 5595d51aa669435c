//! `travel order seats ORDER_ID`: the seat maps of a booked order's segments.

use crate::api::ops::flights::SeatMapsOfOrder;
use crate::api::ops::NoBody;
use crate::commands::flights::seats::show;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::model::seatmap::SeatMapOrderQuery;

/// Show the seat maps of a booked flight order
///
/// Asks the seat maps of the order's segments by the order's id (`flightOrderId`), and
/// shows them as `flights seats` does: drawn on a terminal with a legend; piped, one
/// line per seat, tab-separated (segment, number, cabin, state, characteristics,
/// price); with --json, the service's body as received.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The order's id, as order creation returned it
    #[arg(value_name = "ORDER_ID")]
    order: String,
    /// Show only the seat map of this segment (its id in the order)
    #[arg(long, value_name = "K")]
    segment: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = SeatMapOrderQuery {
        order_id: Some(args.order.clone()),
        old_order_id: None,
    };
    let refused = || {
        Error::usage(format!(
            "{:?} is not an order id: give the id order creation returned",
            args.order
        ))
    };
    let id = query.id().ok_or_else(refused)?.to_string();
    if id.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(refused());
    }
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
    )
}
