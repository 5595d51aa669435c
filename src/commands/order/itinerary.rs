//! `travel order itinerary`: one booked order's flights as a calendar file and a page.

use crate::commands::trip::itinerary::{self, Documents};
use crate::ctx::Ctx;
use crate::error::Result;
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::GetOrder;

/// Write a booked order's itinerary: a calendar file (an event per flight), a page, a PDF
///
/// As `travel trip itinerary` does for a whole trip: the order as the service has it
/// now, each segment an event in its airports' local times and time zones, with
/// terminals, booking reference and travellers; --pdf prints the page with Chromium.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The order's id, its booking reference or its journal id (an id may begin with
    /// `-`: base64url)
    #[arg(value_name = "ORDER_ID|REF", allow_hyphen_values = true)]
    order: String,
    #[command(flatten)]
    crossing: super::Crossing,
    /// The documents' title, for the traveller (default: the travellers' names and
    /// where they go)
    #[arg(long, value_name = "TEXT", value_parser = itinerary::title_text)]
    title: Option<String>,
    #[command(flatten)]
    documents: Documents,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    args.documents.check()?;
    let (id, booking) = super::resolve(ctx, &args.order, args.crossing)?;
    let state = booking.as_ref().map_or("booked", |(_, state)| *state);
    let order: FlightOrder = ctx
        .api()?
        .fetch::<GetOrder>(&OrderId { id: id.clone() })
        .map_err(|e| super::show::not_found(e, &args.order, &id, state))?
        .data;
    itinerary::of_order(ctx, &order, &args.documents, args.title)
}
