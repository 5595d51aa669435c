//! `travel order show ORDER_ID|REF`: a booked flight order as the service has it.

use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::journal;
use crate::order_view as view;
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::GetOrder;

/// Show a booked flight order
///
/// Asks the service for the order by its id, or by its booking reference or journal
/// id (looked up in the journal), and shows the flights, the travellers (document
/// numbers masked), seats and bags, the price, the ticketing agreement and its state
/// (booked, or cancelled as the journal records). Piped, one row per segment,
/// tab-separated; with --json, the service's body as received.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The order's id, its booking reference or its journal id (an id may begin with
    /// `-`: base64url)
    #[arg(value_name = "ORDER_ID|REF", allow_hyphen_values = true)]
    order: String,
    #[command(flatten)]
    crossing: super::Crossing,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (id, booking) = super::resolve(ctx, &args.order, args.crossing)?;
    let state = booking.as_ref().map_or("booked", |(_, state)| *state);
    let reply = ctx
        .api()?
        .fetch::<GetOrder>(&OrderId { id: id.clone() })
        .map_err(|e| not_found(e, &args.order, &id, state))?;
    if ctx.global.json {
        return ctx.out.body(&reply.body);
    }
    let order: FlightOrder = reply.data;
    if ctx.out.stdout_tty {
        ctx.out.text(&view::text(&order, state))
    } else {
        ctx.out.table(&view::table(&order, state))
    }
}

/// A 404 says what the journal knows, or how a reference is looked up.
pub(super) fn not_found(e: Error, given: &str, id: &str, state: &str) -> Error {
    if e.kind != Kind::Rejected || !e.message.contains("(404/") {
        return e;
    }
    let hint = if state == journal::CANCELLED {
        format!("the journal records order {id} as cancelled")
    } else if given == id {
        format!(
            "no order {id:?} at the service, and no booking of that reference in the journal (`travel bookings list`)"
        )
    } else {
        format!("the journal names order {id} for {given:?}; the service no longer has it")
    };
    e.with_hint(hint)
}
