//! What an operator does to a sandbox's state file rather than through its API: read or
//! move its clock, see which servers serve it, reset it (`travel sandbox clock`,
//! `travel sandbox reset`). The CLI goes through here, never through the database.

use std::path::{Path, PathBuf};

use travel_core::clock::Clock;

use crate::meta;
pub use crate::meta::Serving;
use crate::state::State;
use crate::{Failure, Result};

/// A state file opened for control.
pub struct StateFile {
    state: State,
    path: PathBuf,
}

impl StateFile {
    /// Open (or create) the state file at `path`.
    pub fn open(path: &Path) -> Result<StateFile> {
        Ok(StateFile {
            state: State::open(path)?,
            path: path.to_path_buf(),
        })
    }

    /// Open the state file, starting afresh when the file is there but cannot be used
    /// (not a state file, or one that is damaged): such a file serves nobody. Says why
    /// it was replaced.
    pub fn open_or_replace(path: &Path) -> Result<(StateFile, Option<String>)> {
        match StateFile::open(path) {
            Err(Failure::Unreadable(why)) => {
                crate::state::remove(path)?;
                Ok((StateFile::open(path)?, Some(why)))
            }
            other => other.map(|s| (s, None)),
        }
    }

    fn db(&self, e: rusqlite::Error) -> Failure {
        Failure::State(format!("sandbox state {}: {e}", self.path.display()))
    }

    /// The sandbox's clock as the file has it.
    pub fn clock(&self) -> Result<Clock> {
        meta::clock(self.state.conn()).map_err(|e| self.db(e))
    }

    /// Set the clock; `None` goes back to real time.
    pub fn set_clock(&self, clock: Option<Clock>) -> Result<Clock> {
        meta::set_clock(self.state.conn(), clock).map_err(|e| self.db(e))?;
        Ok(clock.unwrap_or(Clock::REAL))
    }

    /// Move the clock `secs` seconds on; several processes advancing at once all count.
    pub fn advance_clock(&self, secs: i64) -> Result<Clock> {
        meta::advance_clock(self.state.conn(), secs).map_err(|e| self.db(e))
    }

    /// The `sandbox serve` processes serving the file, other than this one.
    pub fn servers(&self) -> Result<Vec<Serving>> {
        meta::running(self.state.conn()).map_err(|e| self.db(e))
    }

    /// Clear every booking, order, token and seat held, and the clock; the world
    /// becomes that of `seed`.
    pub fn reset(&self, seed: u64) -> Result<()> {
        meta::reset(self.state.conn(), seed).map_err(|e| self.db(e))
    }
}

/// The clock of the state file at `path`, for the client of the in-process sandbox:
/// real time when there is no state yet or it cannot be read (the sandbox then says
/// why when it starts).
pub fn clock_at(path: &Path) -> Clock {
    meta::clock_at(path)
}
