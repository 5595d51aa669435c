//! `travel trip show`: a trip's bookings in time order, with their states, and its notes.

use serde::Serialize;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal::{self, Entry, Journal};
use crate::output::Table;
use crate::trip::{self, Trip};

/// Show a trip: its flights and hotels in time order, each with its state, and its notes
///
/// States as `travel bookings list` gives them: booked, cancelled, unknown (sent, its
/// answer lost: it may exist) or gone (a sandbox reset since). Piped, the bookings as
/// tab-separated lines; with --json, the trip, its notes and its journal lines.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip (default: the one in use)
    name: Option<String>,
}

/// The trip as --json shows it.
#[derive(Serialize)]
struct Shown<'a> {
    #[serde(flatten)]
    trip: &'a Trip,
    #[serde(rename = "inUse")]
    in_use: bool,
    bookings: Vec<journal::Shown<'a>>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let name = match args.name.or_else(|| ctx.trip().map(str::to_string)) {
        Some(n) => n,
        None => {
            return Err(
                Error::usage("which trip? give its name, or `travel trip use NAME` first")
                    .with_hint("`travel trip list` lists the trips"),
            )
        }
    };
    let t = trip::load(ctx.paths()?, &name)?;
    let bookings = in_time_order(ctx, &t.name)?;
    let in_use = ctx.trip() == Some(t.name.as_str());
    if ctx.global.json {
        return ctx.out.json_of(&Shown {
            trip: &t,
            in_use,
            bookings: bookings
                .iter()
                .map(|(entry, state)| journal::Shown { entry, state })
                .collect(),
        });
    }
    // scripts keep every field in a column of its own; a terminal stacks them, a few
    // lines a row (the travellers under what was booked, the references and the state
    // under its id), so what identifies a booking is never a column left out: the
    // table fits 60 columns once the kind and the total, which the row says otherwise,
    // are left out
    let mut script = Table::new(&[
        "From",
        "Until",
        "Kind",
        "What",
        "Travellers",
        "Total",
        "References",
        "State",
        "Journal",
    ]);
    // from 80 columns the total stays, the text wrapping to make room for it; below,
    // it is the column left out first
    let total_column = if ctx.out.columns() >= 80 {
        ">Total"
    } else {
        "?1>Total"
    };
    let mut table = Table::new(&["When", "~What", "~Booking", total_column]).with_heading(format!(
        "Trip {} (opened {}{})",
        t.name,
        t.created,
        if in_use { ", in use" } else { "" }
    ));
    for (e, state) in &bookings {
        let (from, until) = (moment(e.starts.as_deref()), moment(e.ends.as_deref()));
        let total = format!("{} {}", e.total, e.currency);
        table.push(vec![
            crate::output::stacked(&[&from, &until]),
            crate::output::stacked(&[&e.what, &e.guests.join(", ")]),
            crate::output::stacked(&[&e.id, &e.references.join(", "), state]),
            // the kind under the total: a column of its own would be the first dropped
            crate::output::stacked(&[&total, &e.kind]),
        ]);
        script.push(vec![
            from,
            until,
            e.kind.clone(),
            e.what.clone(),
            e.guests.join(", "),
            total,
            e.references.join(", "),
            state.to_string(),
            e.id.clone(),
        ]);
    }
    let table = table.piped_as(script);
    if table.is_empty() {
        ctx.note(&format!("trip {} has no bookings yet", t.name));
    } else {
        ctx.out.table(&table)?;
    }
    // the notes are for the person: a script reads them with --json
    if ctx.out.stdout_tty && !t.notes.is_empty() {
        let notes: Vec<String> = t
            .notes
            .iter()
            .map(|n| format!("  {}  {}", n.time, n.text))
            .collect();
        ctx.out.text(&format!("\nNotes:\n{}", notes.join("\n")))?;
    }
    Ok(())
}

/// A journal's local moment as a person reads it: the date, and the time to the minute.
fn moment(at: Option<&str>) -> String {
    match at.and_then(crate::format::parse_local) {
        Some(t) => t.format("%Y-%m-%d %H:%M").to_string(),
        None => at.unwrap_or_default().to_string(),
    }
}

/// The bookings of trip `name`, in the order they happen (those of unknown dates last,
/// oldest made first). A stay, known by its check-in date alone, comes after the
/// flights of that day: the traveller lands, then checks in.
fn in_time_order(ctx: &Ctx, name: &str) -> Result<Vec<(Entry, &'static str)>> {
    let mut bookings = Journal::read(ctx.paths()?)?
        .all_where(|e, _| e.trip.as_ref().is_some_and(|t| t.as_ref() == name))?;
    bookings.reverse();
    let key = |at: &str| match at.len() {
        10 => format!("{at}T24"),
        _ => at.to_string(),
    };
    bookings.sort_by(|(a, _), (b, _)| match (&a.starts, &b.starts) {
        (Some(x), Some(y)) => key(x).cmp(&key(y)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => a.time.cmp(&b.time),
    });
    Ok(bookings)
}
