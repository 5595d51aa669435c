//! `travel order`: a booked flight order.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal;

/// The order named by an id or a booking reference (or a journal id): the service's
/// order id, and its booking in the journal with its state when there is one.
pub(crate) fn resolve(wanted: &str) -> Result<(String, Option<(journal::Entry, &'static str)>)> {
    let wanted = wanted.trim();
    if wanted.is_empty() || wanted.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(Error::usage(format!(
            "{wanted:?} is not an order id or booking reference"
        )));
    }
    let found =
        journal::Journal::read()?.find(|e| e.kind.as_ref() == "flight" && e.is_named(wanted))?;
    let id = match &found {
        Some((e, _)) => match e.ids.first() {
            Some(id) => id.clone(),
            None => {
                return Err(Error::usage(format!(
                    "{wanted:?} is a booking of the journal whose answer was lost: its order id is not known"
                ))
                .with_hint("check with the service by the booking reference, if you have it"))
            }
        },
        None => wanted.to_string(),
    };
    Ok((id, found))
}

mod cancel;
mod itinerary;
mod seats;
mod show;
pub(crate) mod view;

/// Look at, and cancel, a booked flight order
#[derive(Debug, Subcommand)]
pub enum Command {
    Show(show::Args),
    Cancel(cancel::Args),
    Seats(seats::Args),
    Itinerary(itinerary::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Show(args) => show::run(ctx, args),
        Command::Cancel(args) => cancel::run(ctx, args),
        Command::Seats(args) => seats::run(ctx, args),
        Command::Itinerary(args) => itinerary::run(ctx, args),
    }
}
