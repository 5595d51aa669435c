//! Why the sandbox could not start, or its state could not be opened: said by the
//! command that started it in its own words (the CLI's `error.rs`).

/// Why the sandbox could not start, or its state could not be opened or removed.
/// The command that started it says so in its own words (see `error.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The port could not be had.
    Listen(String),
    /// The state file could not be created or removed.
    State(String),
    /// The state file is there but cannot be used (not a state file, or damaged):
    /// starting afresh would help.
    Unreadable(String),
    /// The storage failed (full, read-only, not permitted), or the file could not be
    /// brought to this build's tables: what it holds is left as it was, and serves
    /// again once the storage does.
    Storage(String),
    /// The state file was migrated by a newer build: its data are intact, this build
    /// cannot read them. Never a reason to start afresh.
    Newer(String),
    /// HTTPS cannot be served: the certificate could not be made, read or written.
    Tls(String),
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
            Failure::Listen(m)
            | Failure::State(m)
            | Failure::Unreadable(m)
            | Failure::Storage(m)
            | Failure::Newer(m)
            | Failure::Tls(m)
            | Failure::Database(m)
            | Failure::Damaged(m) => f.write_str(m),
        }
    }
}

pub type Result<T, E = Failure> = std::result::Result<T, E>;

/// Why the state could not be opened, in the sandbox's words.
impl From<travel_store::Failure> for Failure {
    fn from(f: travel_store::Failure) -> Self {
        match f {
            travel_store::Failure::State(m) => Failure::State(m),
            travel_store::Failure::Unreadable(m) => Failure::Unreadable(m),
            travel_store::Failure::Storage(m) => Failure::Storage(m),
            travel_store::Failure::Newer(m) => Failure::Newer(m),
            travel_store::Failure::Database(m) => Failure::Database(m),
            travel_store::Failure::Damaged(m) => Failure::Damaged(m),
        }
    }
}
