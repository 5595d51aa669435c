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
    let (entry, state) = Journal::read(ctx.paths()?)?
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
    // the deadlines, so the queue's "travel bookings show" shows what falls due
    let moment = |at: &str| {
        crate::format::parse_local(at)
            .map_or(at.to_string(), |t| t.format("%Y-%m-%d %H:%M").to_string())
    };
    let falls_due = |what: Option<&str>| match what {
        Some(journal::TICKETING) => " (ticketed then)",
        Some(journal::LAPSE) => " (lapses unless ticketed by then)",
        Some(journal::CANCELLATION) => " (free cancellation ends)",
        _ => "",
    };
    let mut fields: Vec<(&str, String)> = vec![
        ("made", format!("{} ({})", entry.time, entry.environment)),
        (&entry.kind, entry.what.clone()),
        ("guests", entry.guests.join(", ")),
        ("total", format!("{} {}", entry.total, entry.currency)),
        ("ids", entry.ids.join(", ")),
        ("references", entry.references.join(", ")),
        ("state", state.to_string()),
    ];
    if let Some(t) = &entry.trip {
        fields.push(("trip", t.clone()));
    }
    if let (Some(from), Some(to)) = (&entry.starts, &entry.ends) {
        fields.push(("travel", format!("{} to {}", moment(from), moment(to))));
    }
    if let Some(d) = &entry.deadline {
        let what = falls_due(entry.deadline_for.as_deref());
        fields.push(("deadline", format!("{}{what}", moment(d))));
    }
    if let Some(d) = &entry.deposit_due {
        let amount = entry.deposit.as_deref().unwrap_or("");
        let deposit = format!("{amount} {} by {}", entry.currency, moment(d));
        fields.push(("deposit", deposit.trim_start().to_string()));
    }
    if let Some(l4) = &entry.card_last4 {
        fields.push(("card", format!("****{l4}")));
    }
    let mut lines = vec![format!("Booking {}", entry.id)];
    lines.extend(fields.iter().map(|(k, v)| format!("  {k:<12}{v}")));
    ctx.out.text(&lines.join("\n"))
}
