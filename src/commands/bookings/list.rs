//! `travel bookings list`: every booking in the journal, newest first.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::journal;
use crate::output::Table;

/// List the bookings made with travel, newest first
///
/// Hotels and flights together, each with its state: booked, cancelled (a later line
/// of the journal records the cancellation), unknown (the booking was sent but its
/// answer was lost, or the process ended while it was being sent: it may exist), or
/// gone: made at a sandbox `travel sandbox reset` has cleared since. With
/// --json, the journal's lines of bookings, each with its `state`.
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let (all, damaged) = journal::read()?;
    if damaged > 0 {
        ctx.note(&format!(
            "warning: {damaged} damaged line(s) of the journal were skipped"
        ));
    }
    let mut entries: Vec<(journal::Entry, &str)> = all
        .iter()
        .filter(|e| e.is_booking(&all))
        .map(|e| (e.clone(), journal::state(&all, e)))
        .collect();
    entries.reverse();
    if ctx.global.json {
        let mut list = Vec::new();
        for (e, state) in &entries {
            let mut v = serde_json::to_value(e)?;
            v["state"] = (*state).into();
            list.push(v);
        }
        return ctx.out.json(&serde_json::Value::Array(list));
    }
    if entries.is_empty() {
        ctx.note("no bookings yet");
        return Ok(());
    }
    let mut t = Table::new(&[
        "Id",
        "?1Time",
        "?3Env",
        "?2Kind",
        "~What",
        "~Guests",
        "?5>Total",
        "~References",
        "State",
    ]);
    for (e, state) in entries {
        t.push(vec![
            e.id,
            e.time,
            e.environment,
            e.kind,
            e.what,
            e.guests.join(", "),
            format!("{} {}", e.total, e.currency),
            e.references.join(", "),
            state.to_string(),
        ]);
    }
    ctx.out.table(&t)
}
