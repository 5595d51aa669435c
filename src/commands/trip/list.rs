//! `travel trip list`: the trips, with how many bookings each holds.

use std::collections::HashMap;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::journal::Journal;
use crate::output::Table;
use crate::trip;

/// List the trips, the one in use marked
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let trips = trip::all(ctx.paths()?)?;
    let mut bookings: HashMap<String, usize> = HashMap::new();
    for (e, _) in Journal::read(ctx.paths()?)?.all_where(|e, _| e.trip.is_some())? {
        *bookings.entry(e.trip.unwrap_or_default()).or_default() += 1;
    }
    if ctx.global.json {
        let all: Vec<_> = trips
            .iter()
            .map(|t| {
                serde_json::json!({
                    "name": t.name,
                    "created": t.created,
                    "notes": t.notes.len(),
                    "bookings": bookings.get(&t.name).copied().unwrap_or(0),
                    "inUse": ctx.trip() == Some(t.name.as_str()),
                })
            })
            .collect();
        return ctx.out.json_of(&all);
    }
    if trips.is_empty() {
        ctx.note("no trips yet: `travel trip new NAME` opens one");
        return Ok(());
    }
    let mut table = Table::new(&["Trip", "?2Opened", ">Bookings", "?1>Notes", "In use"]);
    for t in &trips {
        table.push(vec![
            t.name.clone(),
            t.created.clone(),
            bookings.get(&t.name).copied().unwrap_or(0).to_string(),
            t.notes.len().to_string(),
            if ctx.trip() == Some(t.name.as_str()) {
                "yes"
            } else {
                ""
            }
            .to_string(),
        ]);
    }
    ctx.out.table(&table)
}
