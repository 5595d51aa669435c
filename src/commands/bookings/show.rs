//! `travel bookings show`: one booking of the journal.

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal::{self, Journal};

/// Show one booking of the journal
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The journal id (from `travel bookings list`), or a booking id or reference
    id: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let wanted = args.id.trim();
    let (entry, state) = Journal::read()?
        .find(|e| e.is_named(wanted))?
        .ok_or_else(|| {
            Error::usage(format!(
                "no booking {wanted:?} in the journal (`travel bookings list`)"
            ))
        })?;
    if ctx.global.json {
        return ctx.out.json_of(&journal::Shown {
            entry: &entry,
            state,
        });
    }
    let mut lines = vec![
        format!("Booking {}", entry.id),
        format!("  made        {} ({})", entry.time, entry.environment),
        format!("  {}      {}", entry.kind, entry.what),
        format!("  guests      {}", entry.guests.join(", ")),
        format!("  total       {} {}", entry.total, entry.currency),
        format!("  ids         {}", entry.ids.join(", ")),
        format!("  references  {}", entry.references.join(", ")),
        format!("  state       {state}"),
    ];
    if let Some(l4) = &entry.card_last4 {
        lines.push(format!("  card        ****{l4}"));
    }
    ctx.out.text(&lines.join("\n"))
}
