//! `travel trip note`: add a note to a trip.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::trip;

/// Add a note to a trip: what the customer asked, what was promised
///
/// Notes are kept in a plain file: one that holds what looks like a card number is
/// refused (exit 2); never write a passport number in one either.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip
    name: String,
    /// The note
    text: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let t = trip::add_note(ctx.paths()?, &args.name, &args.text)?;
    let n = t.notes.len();
    ctx.note(&format!(
        "noted in trip {} ({n} note{})",
        t.name,
        if n == 1 { "" } else { "s" }
    ));
    Ok(())
}
