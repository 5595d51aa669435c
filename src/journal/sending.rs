//! A booking written to the journal before it is sent, then settled by what came of it.
//!
//! Once across processes: the check that the journal does not hold the same booking and
//! the `sending` line are made under one lock, an exclusive flock on `bookings.lock`
//! beside the journal. Of two processes booking the same thing at once, the second
//! takes the lock after the first has written its `sending` line, finds it, and sends
//! nothing. The lock is held for the check and one line, not while the booking is on
//! the wire: bookings of other things wait for nobody's answer. On a file system
//! without locks the check and the line are made unlocked, as before there was a lock.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::lock::Lock;
use super::{append, file, new_id, now, refuse_a_second, Entry, NOT_BOOKED, SENDING, UNCERTAIN};
use crate::error::{Error, Result};

/// Whether a booking made at `environment` is practice (a sandbox) rather than real.
pub fn is_practice(environment: &str) -> bool {
    environment.starts_with("sandbox")
}

/// A trip holds one environment's bookings: a practice booking never lands in a trip
/// of real ones, nor a real one in a trip of practice (exit 2, nothing sent), so a
/// trip's itinerary is wholly real or wholly practice.
fn one_environment(journal: &Path, trip: &str, environment: &str) -> Result<()> {
    let practice = is_practice(environment);
    let other = super::Journal::read_from(journal)?.find(|e| {
        e.trip.as_ref().is_some_and(|t| t.as_ref() == trip)
            && e.kind.as_ref() != "sandbox"
            && is_practice(e.environment.as_ref()) != practice
    })?;
    let Some((e, _)) = other else {
        return Ok(());
    };
    let (these, those) = if practice {
        ("a sandbox (practice) booking", "real bookings")
    } else {
        ("a real booking", "sandbox (practice) bookings")
    };
    Err(Error::usage(format!(
        "trip {trip} holds {those} ({} at {}): {these} is not added to it; nothing was sent",
        e.id, e.environment
    ))
    .with_hint(format!(
        "book it in a trip of its own (`travel trip new {trip}-{}`, then --trip)",
        if practice { "practice" } else { "real" }
    )))
}

/// The booking lock's file, beside the journal.
const LOCK: &str = "bookings.lock";

/// How long a booking waits for another's hold on the booking lock: a check of the
/// journal and one line, milliseconds, unless the index is being made from a long
/// journal.
const PATIENCE: Duration = Duration::from_secs(30);

/// A booking written to the journal before it is sent, to be settled by what came of
/// it: whatever happens to the process once it is sent, the journal knows of it.
pub struct Sending {
    line: Entry,
    /// The journal it is written to.
    journal: PathBuf,
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
    /// be written nothing must be sent. Unless `again`, a booking of its kind and key
    /// that the journal holds (made, maybe made, or being sent by another process right
    /// now) refuses it as `refuse_a_second` does: checked under the booking lock, with
    /// the line written before the lock is let go.
    /// `trip` is the trip of the run (`ctx.trip()`), which the booking goes in unless
    /// it names its own.
    pub fn begin(
        paths: &crate::paths::Paths,
        trip: Option<&str>,
        booking: Entry,
        again: bool,
    ) -> Result<Sending> {
        let journal = file::path(paths);
        let lock_file = open_lock(&journal)?;
        let lock = Lock::new(&lock_file);
        match lock.exclusive(PATIENCE) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                return Err(Error::unexpected(format!(
                    "another travel has held the journal's booking lock ({}) for over {} s: the booking was not sent",
                    journal.with_file_name(LOCK).display(),
                    PATIENCE.as_secs()
                ))
                .with_hint("try again once the other booking is done (`travel bookings list` shows it)"));
            }
            // no file locks here: checked and written unlocked
            Err(_) => {}
        }
        if !again {
            if let Some(key) = &booking.key {
                refuse_a_second(&journal, &booking.kind, key)?;
            }
        }
        // a booking belongs to the trip it is made in
        let trip = booking.trip.clone().or_else(|| trip.map(str::to_string));
        if let Some(trip) = &trip {
            one_environment(&journal, trip, &booking.environment)?;
        }
        let line = Entry {
            id: new_id(&booking.kind, &[]),
            trip,
            time: now(),
            ids: Vec::new(),
            references: Vec::new(),
            event: Some(SENDING.into()),
            settles: None,
            ..booking
        };
        append(&journal, &line)
            .map_err(|e| Error::new(e.kind, format!("{}: the booking was not sent", e.message)))?;
        drop(lock);
        Ok(Sending { line, journal })
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
        let written = append(&self.journal, &entry);
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
            Failed::MayExist(append(&self.journal, &entry).map_or(self.line.id, |()| entry.id))
        } else {
            // Unwritten, the `sending` line stands as unknown: a re-run is refused
            // until --again, which errs on the safe side.
            let _ = append(
                &self.journal,
                &self.settle(
                    new_id(&self.line.kind, &[]),
                    Vec::new(),
                    Vec::new(),
                    Some(NOT_BOOKED),
                ),
            );
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

/// The booking lock's file beside `journal`, made if there is none (readable by the
/// user only, as the journal is).
fn open_lock(journal: &Path) -> Result<File> {
    let path: PathBuf = journal.with_file_name(LOCK);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut opts = std::fs::OpenOptions::new();
    opts.create(true).truncate(false).read(true).write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
    opts.open(&path).map_err(|e| {
        Error::unexpected(format!(
            "cannot open the journal's booking lock {}: {e}: the booking was not sent",
            path.display()
        ))
    })
}
