//! How a call on the state fails ([`Error`], of a [`Kind`]), and why the state could not
//! be opened ([`Failure`]): the words every layer of the crate answers in.

/// Why the state could not be opened or removed. The command that opened it says so
/// in its own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The state file could not be created or removed.
    State(String),
    /// The state file is there but cannot be used (not a state file, or damaged).
    Unreadable(String),
    /// The storage failed (full, read-only, not permitted), or the file could not be
    /// brought to this build's tables: what it holds is left as it was, and serves
    /// again once the storage does.
    Storage(String),
    /// The state file was migrated by a newer build: its data are intact, this build
    /// cannot read them. Never a reason to start afresh.
    Newer(String),
    /// The PostgreSQL database could not be reached or refused the connection: what it
    /// holds is left as it was.
    Database(String),
    /// The state file is damaged: a copy of it as found was made, named in the message,
    /// and nothing was served from it.
    Damaged(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::State(m)
            | Failure::Unreadable(m)
            | Failure::Storage(m)
            | Failure::Newer(m)
            | Failure::Database(m)
            | Failure::Damaged(m) => f.write_str(m),
        }
    }
}

/// What opening the state gives: the state, or why not.
pub type Opened<T> = std::result::Result<T, Failure>;

/// A call on the state failed: what the database said, and of what kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub(crate) message: String,
    pub(crate) kind: Kind,
}

/// What kind of failure an [`Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// What was kept cannot be read: the service's 500.
    State,
    /// The storage failed (full, read-only, not permitted), the state being intact:
    /// writes fail until it is mended.
    Storage,
    /// The database cannot be reached for now (restarting, too busy): the service's
    /// 503, and the request may be sent again.
    Unavailable,
    /// The connection was lost before the statement ran (the database restarted since
    /// the pool made it): another connection is tried once, then it is `Unavailable`.
    Lost,
    /// A row is held already (a unique key): a document taken back twice, an id drawn
    /// twice.
    Conflict,
    /// The database gave up one of two transactions that would not agree (a deadlock,
    /// a serialization failure): it is tried again.
    Retry,
}

impl Error {
    /// A failure of the state rather than of the storage: what was kept cannot be read.
    pub fn other(message: String) -> Error {
        Error {
            message,
            kind: Kind::State,
        }
    }

    /// Whether the storage failed, rather than the state: writes fail until it is
    /// mended, and what was kept is intact.
    pub fn storage(&self) -> bool {
        self.kind == Kind::Storage
    }

    /// Whether the database cannot be reached for now: the service's 503.
    pub fn unavailable(&self) -> bool {
        matches!(self.kind, Kind::Unavailable | Kind::Lost)
    }

    /// Whether a row was held already.
    pub(crate) fn conflict(&self) -> bool {
        self.kind == Kind::Conflict
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
