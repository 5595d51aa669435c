//! Stopping `sandbox serve`: on SIGTERM or SIGINT it stops accepting, lets the
//! requests in flight finish (for `GRACE` at most), closes kept-alive connections and
//! returns. A second signal stops the wait. A request cut then has its handler's SQLite
//! transaction committed whole or not at all, never half-written.

use std::io;
use std::time::Duration;

use tokio::signal::unix::{signal, Signal, SignalKind};

/// How long the requests in flight are given to finish: as long as one may take to
/// arrive (answers held back by a scenario are sent at once).
pub const GRACE: Duration = crate::limits::REQUEST_TIME;

/// SIGTERM and SIGINT, caught from now on (within a runtime).
pub struct Signals {
    term: Signal,
    int: Signal,
}

impl Signals {
    pub fn catch() -> io::Result<Signals> {
        Ok(Signals {
            term: signal(SignalKind::terminate())?,
            int: signal(SignalKind::interrupt())?,
        })
    }

    /// The next one, by name.
    pub async fn next(&mut self) -> &'static str {
        tokio::select! {
            _ = self.term.recv() => "SIGTERM",
            _ = self.int.recv() => "SIGINT",
        }
    }
}
