//! What an operator does to a sandbox's state file rather than through its API: read or
//! move its clock, see which servers serve it, reset it (`travel sandbox clock`,
//! `travel sandbox reset`), and what a test reads of it (what it holds, whole). The CLI
//! and its tests go through here, never through the database.

use std::path::{Path, PathBuf};

use travel_core::clock::Clock;

pub use crate::backends::meta::Serving;
pub use crate::backends::Ledger;
use crate::backends::{self, Store};
use crate::{Failure, Result};

/// A state file opened for control.
pub struct StateFile {
    store: Store,
    path: PathBuf,
}

impl StateFile {
    /// Open (or create) the state file at `path`.
    pub fn open(path: &Path) -> Result<StateFile> {
        Ok(StateFile {
            store: Store::open(path)?,
            path: path.to_path_buf(),
        })
    }

    /// Open the state file, starting afresh when the file is there but cannot be used
    /// (not a state file, or one that is damaged): such a file serves nobody. Says why
    /// it was replaced. A file a newer build migrated is intact, and is never replaced.
    pub fn open_or_replace(path: &Path) -> Result<(StateFile, Option<String>)> {
        match StateFile::open(path) {
            Err(Failure::Unreadable(why)) => {
                backends::remove(path)?;
                Ok((StateFile::open(path)?, Some(why)))
            }
            other => other.map(|s| (s, None)),
        }
    }

    fn db(&self, e: backends::Error) -> Failure {
        Failure::State(format!("sandbox state {}: {e}", self.path.display()))
    }

    /// The sandbox's clock as the file has it.
    pub fn clock(&self) -> Result<Clock> {
        self.store.meta().clock().map_err(|e| self.db(e))
    }

    /// Set the clock; `None` goes back to real time.
    pub fn set_clock(&self, clock: Option<Clock>) -> Result<Clock> {
        self.store.meta().set_clock(clock).map_err(|e| self.db(e))?;
        Ok(clock.unwrap_or(Clock::REAL))
    }

    /// Move the clock `secs` seconds on; several processes advancing at once all count.
    pub fn advance_clock(&self, secs: i64) -> Result<Clock> {
        self.store
            .meta()
            .advance_clock(secs)
            .map_err(|e| self.db(e))
    }

    /// The `sandbox serve` processes serving the file, other than this one.
    pub fn servers(&self) -> Result<Vec<Serving>> {
        self.store.meta().running().map_err(|e| self.db(e))
    }

    /// Clear every booking, order, token and seat held, and the clock; the world
    /// becomes that of `seed`.
    pub fn reset(&self, seed: u64) -> Result<()> {
        self.store.reset(seed).map_err(|e| self.db(e))
    }

    /// What the file holds now, counted.
    pub fn counts(&self) -> Result<Counts> {
        let today = self.clock()?.today();
        let failed = |e| self.db(e);
        Ok(Counts {
            flight_orders: self.store.flights().count(today).map_err(failed)?,
            hotel_reservations: self.hotel_references()?.len() as u64,
            hotel_bookings: self.store.hotels().bookings().map_err(failed)?,
            tokens: self.store.tokens().count().map_err(failed)?,
        })
    }

    /// The booking references of the hotel reservations kept, oldest first.
    pub fn hotel_references(&self) -> Result<Vec<String>> {
        let kept = self.store.hotels().reservations().map_err(|e| self.db(e))?;
        Ok(kept.into_iter().map(|r| r.reference).collect())
    }

    /// The tokens kept that were issued to `client_id`.
    pub fn tokens_issued_to(&self, client_id: &str) -> Result<Vec<String>> {
        self.store
            .tokens()
            .issued_to(client_id)
            .map_err(|e| self.db(e))
    }

    /// The file read whole, to check that nothing in it is half-written.
    pub fn ledger(&self) -> Result<Ledger> {
        self.store.ledger().map_err(|e| self.db(e))
    }
}

/// What a state file holds, counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Flight orders standing now, by the file's clock (a lapsed one is not counted).
    pub flight_orders: u64,
    /// Hotel reservations, and their room bookings (one per room).
    pub hotel_reservations: u64,
    pub hotel_bookings: u64,
    /// Access tokens kept.
    pub tokens: u64,
}

/// The clock of the state file at `path`, for the client of the in-process sandbox:
/// real time when there is no state yet or it cannot be read (the sandbox then says
/// why when it starts).
pub fn clock_at(path: &Path) -> Clock {
    backends::meta::clock_at(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backends::flights::NewOrder;
    use crate::world::flights::sales::Take;

    #[test]
    fn a_damaged_file_is_replaced_and_a_newer_one_never() {
        let dir = tempfile::tempdir().unwrap();
        let damaged = dir.path().join("damaged.sqlite3");
        std::fs::write(
            &damaged,
            b"not a database, not at all: a text file of some length",
        )
        .unwrap();
        let (_, why) = StateFile::open_or_replace(&damaged).unwrap();
        assert!(why.is_some_and(|w| w.contains("damaged.sqlite3")));

        let newer = dir.path().join("newer.sqlite3");
        StateFile::open(&newer).unwrap();
        backends::testing::mark_newer(&newer);
        let before = std::fs::read(&newer).unwrap();
        let Err(Failure::Newer(why)) = StateFile::open_or_replace(&newer) else {
            panic!("a newer file is refused as such")
        };
        assert!(why.contains("newer travel"), "{why}");
        assert_eq!(std::fs::read(&newer).unwrap(), before, "left as it was");
    }

    #[test]
    fn what_a_file_holds_is_counted_and_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let file = StateFile::open(&dir.path().join("state.sqlite3")).unwrap();
        assert_eq!(file.counts().unwrap(), Counts::default());
        let tokens = file.store.tokens();
        tokens.issue("T1", "client-a", i64::MAX).unwrap();
        tokens.issue("T2", "client-b", i64::MAX).unwrap();
        assert_eq!(file.tokens_issued_to("client-a").unwrap(), ["T1"]);
        let counts = file.counts().unwrap();
        assert_eq!(
            (counts.tokens, counts.flight_orders, counts.hotel_bookings),
            (2, 0, 0)
        );
        let today = file.clock().unwrap().today();
        let order = travel_core::model::order::FlightOrder::default();
        let new = NewOrder {
            id: "O1",
            reference: "QWERTY",
            created_on: today,
            ticketing_on: today,
            lapses_after: None,
            order: &order,
        };
        let take = Take {
            segment: "1".into(),
            flight: "IB3400".into(),
            key: "IB3400".into(),
            date: today + chrono::Duration::days(100),
            class: 'Y',
            seats: 2,
            labels: vec![],
        };
        file.store.flights().sell(&new, &[take], today).unwrap();
        assert_eq!(file.counts().unwrap().flight_orders, 1);
        let ledger = file.ledger().unwrap();
        assert_eq!(ledger.integrity, "ok");
        let held = &ledger.orders["O1"];
        assert_eq!((held.len(), held[0].2.as_str(), held[0].3), (1, "Y", 2));
        assert_eq!(ledger.orphan_segments, 0);
        assert!(ledger.hotel_bookings.is_empty() && ledger.nights.is_empty());
        assert!(file.hotel_references().unwrap().is_empty());
    }
}
