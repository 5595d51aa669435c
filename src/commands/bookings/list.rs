//! `travel bookings list`: every booking in the journal, newest first.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::journal;
use crate::output::Table;

/// List the bookings made with travel, newest first
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let (mut entries, damaged) = journal::read()?;
    if damaged > 0 {
        ctx.note(&format!(
            "warning: {damaged} damaged line(s) of the journal were skipped"
        ));
    }
    entries.reverse();
    if ctx.global.json {
        return ctx.out.json(&serde_json::to_value(&entries)?);
    }
    if entries.is_empty() {
        ctx.note("no bookings yet");
        return Ok(());
    }
    let mut t = Table::new(&[
        "Id",
        "Time",
        "Env",
        "Kind",
        "What",
        "Guests",
        ">Total",
        "References",
    ]);
    for e in entries {
        t.push(vec![
            e.id,
            e.time,
            e.environment,
            e.kind,
            e.what,
            e.guests.join(", "),
            format!("{} {}", e.total, e.currency),
            e.references.join(", "),
        ]);
    }
    ctx.out.table(&t)
}
