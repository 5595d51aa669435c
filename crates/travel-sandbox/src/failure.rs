//! Why the sandbox could not start, or its state could not be opened: said by the
//! command that started it in its own words (the CLI's `error.rs`).

/// Why the sandbox could not start, or its state could not be opened or removed.
/// The command that started it says so in its own words (see `error.rs`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// The port could not be had.
    #[error("{0}")]
    Listen(String),
    /// The state file could not be created or removed.
    #[error("{0}")]
    State(String),
    /// The state file is there but cannot be used (not a state file, or damaged):
    /// starting afresh would help.
    #[error("{0}")]
    Unreadable(String),
    /// The storage failed (full, read-only, not permitted), or the file could not be
    /// brought to this build's tables: what it holds is left as it was, and serves
    /// again once the storage does.
    #[error("{0}")]
    Storage(String),
    /// The state file was migrated by a newer build: its data are intact, this build
    /// cannot read them. Never a reason to start afresh.
    #[error("{0}")]
    Newer(String),
    /// HTTPS cannot be served: the certificate could not be made, read or written.
    #[error("{0}")]
    Tls(String),
    /// The PostgreSQL database could not be reached or refused the connection: what it
    /// holds is left as it was.
    #[error("{0}")]
    Database(String),
    /// The state file is damaged: a copy of it as found was made, named in the message,
    /// and nothing was served from it.
    #[error("{0}")]
    Damaged(String),
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
