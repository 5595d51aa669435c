//! `travel bookings list`: every booking in the journal, newest first.

use super::filter::Filters;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::journal::{self, Entry, Journal, Text};
use crate::output::{Output, Table};

/// List the bookings made with travel, newest first
///
/// Hotels and flights together, each with its state: booked, cancelled (a later line
/// of the journal records the cancellation), unknown (the booking was sent but its
/// answer was lost, or the process ended while it was being sent: it may exist), or
/// gone: made at a sandbox `travel sandbox reset` has cleared since. With
/// --json, the journal's lines of bookings, each with its `state`.
///
/// In a trip (`--trip`, TRAVEL_TRIP, `travel trip use`), the trip's bookings only.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    filters: Filters,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let journal = Journal::read(ctx.paths()?)?;
    let trip = ctx.trip();
    let today = ctx.today();
    if let Some(trip) = trip {
        ctx.note(&format!("the bookings of trip {trip}"));
    }
    let wanted = |e: &Entry<Text>, state: &str| args.filters.pass(e, state, trip, today);
    let damaged = journal.damaged();
    if damaged > 0 {
        ctx.note(&format!(
            "warning: {damaged} damaged line(s) of the journal were skipped"
        ));
    }
    if ctx.global.json {
        let item = |entry: &Entry<Text>, state| {
            wanted(entry, state)
                .then(|| Output::json_item(&journal::Shown { entry, state }))
                .transpose()
        };
        return ctx.out.json_array(|each| {
            journal.each_newest_first(item, |i| match i? {
                Some(i) => each(i),
                None => Ok(()),
            })
        });
    }
    if journal.is_empty() {
        ctx.note("no bookings yet");
        return Ok(());
    }
    // a terminal stacks what identifies a booking (its travellers under what was
    // booked, its references and state under its id) rather than leave a column out;
    // scripts read a column per field, streamed row by row
    let on_screen = ctx.out.stdout_tty;
    let t = if on_screen {
        Table::new(&["~Booking", "?1Time", "?3Env", "?2Kind", "~What", "?5>Total"])
    } else {
        Table::new(&[
            "Id",
            "?1Time",
            "?3Env",
            "?2Kind",
            "~What",
            "~Guests",
            "?5>Total",
            "~References",
            "State",
        ])
    };
    let row = |e: &Entry<Text>, state: &str| {
        let r = row(e, state);
        if !on_screen {
            return r;
        }
        let [id, time, env, kind, what, guests, total, refs, state] =
            <[String; 9]>::try_from(r).expect("a row of nine fields");
        vec![
            crate::output::stacked(&[&id, &refs, &state]),
            time,
            env,
            kind,
            crate::output::stacked(&[&what, &guests]),
            total,
        ]
    };
    let mut shown = 0;
    ctx.out.table_of(t, |each| {
        journal.each_newest_first(
            |e, state| wanted(e, state).then(|| row(e, state)),
            |r| match r {
                Some(r) => {
                    shown += 1;
                    each(r)
                }
                None => Ok(()),
            },
        )
    })?;
    if shown == 0 {
        ctx.note("no bookings match");
    }
    Ok(())
}

/// A booking's row of the table.
fn row(e: &Entry<Text>, state: &str) -> Vec<String> {
    let text = |t: &Text| t.as_ref().to_string();
    let all = |v: &[Text]| v.iter().map(Text::as_ref).collect::<Vec<_>>().join(", ");
    vec![
        text(&e.id),
        text(&e.time),
        text(&e.environment),
        text(&e.kind),
        text(&e.what),
        all(&e.guests),
        format!("{} {}", e.total.as_ref(), e.currency.as_ref()),
        all(&e.references),
        state.to_string(),
    ]
}
