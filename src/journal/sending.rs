//! A booking written to the journal before it is sent, then settled by what came of it.

use super::{append, new_id, now, Entry, NOT_BOOKED, SENDING, UNCERTAIN};
use crate::error::{Error, Result};

/// A booking written to the journal before it is sent, to be settled by what came of
/// it: whatever happens to the process once it is sent, the journal knows of it.
pub struct Sending {
    line: Entry,
}

/// What a failed booking request leaves.
pub enum Failed {
    /// Refused by the service, or never sent: nothing booked, and the journal says so.
    NotBooked,
    /// Sent and its answer lost: it may exist. The id under which the journal holds
    /// it as unknown (its `uncertain` line, or else its `sending` line).
    MayExist(String),
}

impl Sending {
    /// Append the `sending` line of `booking` (what, guests, total, key...; its ids,
    /// references and event are set here), before the booking is sent. When it cannot
    /// be written nothing must be sent.
    pub fn begin(booking: Entry) -> Result<Sending> {
        let line = Entry {
            id: new_id(&booking.kind, &[]),
            // a booking belongs to the trip it is made in
            trip: booking
                .trip
                .clone()
                .or_else(|| crate::trip::active().map(str::to_string)),
            time: now(),
            ids: Vec::new(),
            references: Vec::new(),
            event: Some(SENDING.into()),
            settles: None,
            ..booking
        };
        append(&line)
            .map_err(|e| Error::new(e.kind, format!("{}: the booking was not sent", e.message)))?;
        Ok(Sending { line })
    }

    fn settle(
        &self,
        id: String,
        ids: Vec<String>,
        references: Vec<String>,
        event: Option<&str>,
    ) -> Entry {
        Entry {
            id,
            time: now(),
            ids,
            references,
            event: event.map(str::to_string),
            settles: Some(self.line.id.clone()),
            ..self.line.clone()
        }
    }

    /// The booking made: its line (settling the `sending` one), and whether it was
    /// written (the booking is made either way: a journal failure must not hide it).
    pub fn made(self, ids: Vec<String>, references: Vec<String>) -> (Entry, Result<()>) {
        let entry = self.settle(new_id(&self.line.kind, &references), ids, references, None);
        let written = append(&entry);
        (entry, written)
    }

    /// The request failed with `e`: written off as not booked when the service refused
    /// it or it never left, else recorded as `uncertain` (it may exist).
    pub fn failed(self, e: &Error) -> Failed {
        if may_exist(e) {
            let entry = self.settle(
                new_id(&self.line.kind, &[]),
                Vec::new(),
                Vec::new(),
                Some(UNCERTAIN),
            );
            Failed::MayExist(append(&entry).map_or(self.line.id, |()| entry.id))
        } else {
            // Unwritten, the `sending` line stands as unknown: a re-run is refused
            // until --again, which errs on the safe side.
            let _ = append(&self.settle(
                new_id(&self.line.kind, &[]),
                Vec::new(),
                Vec::new(),
                Some(NOT_BOOKED),
            ));
            Failed::NotBooked
        }
    }
}

/// Whether a booking request that failed with `e` may have been made: it was sent and
/// no answer said no (a lost connection, a timeout, a 5xx, an unreadable answer). A 4xx
/// refuses it; a connection never made sent nothing.
fn may_exist(e: &Error) -> bool {
    e.kind == crate::error::Kind::Unavailable && !e.message.starts_with("cannot connect")
}
