//! What an operator does to a sandbox's state file rather than through its API: read or
//! move its clock, see which servers serve it, reset it (`travel sandbox clock`,
//! `travel sandbox reset`). The CLI goes through here, never through the database.

use std::path::{Path, PathBuf};

use travel_core::clock::Clock;

pub use crate::backends::meta::Serving;
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
}
