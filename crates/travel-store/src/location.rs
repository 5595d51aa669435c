//! Where the state is kept: a SQLite file, or a PostgreSQL database, as `--state` names
//! it.

use std::path::PathBuf;

/// Where the state is kept: a SQLite file, or a PostgreSQL database (its URL, and the
/// connections a node may hold).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    File(PathBuf),
    Postgres { url: String, pool: u32 },
}

impl Location {
    /// `--state` as given: a `postgres://` (or `postgresql://`) URL, or a file's path.
    pub fn parse(state: &std::ffi::OsStr, pool: u32) -> Location {
        match state.to_str() {
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Location::Postgres {
                    url: url.to_string(),
                    pool,
                }
            }
            _ => Location::File(PathBuf::from(state)),
        }
    }
}

/// Where the state is, as said in messages: a database's password hidden.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres { url, .. } => f.write_str(&crate::postgres::shown(url)),
        }
    }
}
