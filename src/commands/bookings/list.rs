//! `travel bookings list`: every booking in the journal, newest first.

use serde::ser::{Error as _, SerializeSeq};
use serde::{Serialize, Serializer};

use crate::ctx::Ctx;
use crate::error::Result;
use crate::journal::{self, Journal, Text};
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
    let journal = Journal::read()?;
    let damaged = journal.damaged();
    if damaged > 0 {
        ctx.note(&format!(
            "warning: {damaged} damaged line(s) of the journal were skipped"
        ));
    }
    if ctx.global.json {
        return ctx.out.json_of(&Listed(&journal));
    }
    if journal.is_empty() {
        ctx.note("no bookings yet");
        return Ok(());
    }
    let t = Table::new(&[
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
    let rows = journal.newest_first_as(|e, state| {
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
    });
    ctx.out.table_of(t, rows)
}

/// The bookings as --json prints them, newest first, each read back from the journal
/// as it is written out: a year's journal is never held whole.
struct Listed<'a>(&'a Journal);

impl Serialize for Listed<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut list = s.serialize_seq(None)?;
        let written = self.0.newest_first_as(|entry, state| {
            list.serialize_element(&journal::Shown { entry, state })
        });
        for w in written {
            w.map_err(S::Error::custom)??;
        }
        list.end()
    }
}
