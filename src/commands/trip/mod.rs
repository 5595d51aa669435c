//! `travel trip`: a file per customer, with its own saved results, notes and bookings
//! (see `crate::trip`).

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

pub(crate) mod itinerary;
mod list;
mod new;
mod note;
mod show;
mod use_trip;

/// Keep a file per customer: its searches, prices, notes and bookings its own
///
/// Every command run in a trip (`--trip NAME`, `TRAVEL_TRIP=NAME`, or the one `travel
/// trip use` chose) keeps its results there, so offer 1 of one customer's search is
/// never another's, and its bookings are marked with the trip in the journal. Without
/// a trip, everything works as it always has.
#[derive(Debug, Subcommand)]
pub enum Command {
    New(new::Args),
    Use(use_trip::Args),
    List(list::Args),
    Show(show::Args),
    Note(note::Args),
    Itinerary(itinerary::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::New(args) => new::run(ctx, args),
        Command::Use(args) => use_trip::run(ctx, args),
        Command::List(args) => list::run(ctx, args),
        Command::Show(args) => show::run(ctx, args),
        Command::Note(args) => note::run(ctx, args),
        Command::Itinerary(args) => itinerary::run(ctx, args),
    }
}
