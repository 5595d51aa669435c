//! The user's directories for travel: where tokens, saved results, trips, the journal
//! and the sandbox's state live. The context finds them once (`user`) and hands them
//! down (`ctx.paths()`): the stores below commands (journal, trips, saved results, the
//! registry of served sandboxes) take them as a value, so a test gives them its own.

#[cfg(test)]
use std::path::Path;
use std::path::PathBuf;

use directories::ProjectDirs;

use crate::error::{Error, Result};

/// The directories travel keeps files in.
#[derive(Debug, Clone)]
pub struct Paths {
    /// Tokens, the last results.
    pub cache: PathBuf,
    /// The sandbox's state, the journal.
    pub data: PathBuf,
}

impl Paths {
    /// The sandbox state file used by `--sandbox` and by `travel sandbox serve` by default.
    pub fn sandbox_state(&self) -> PathBuf {
        self.data.join(travel_sandbox::STATE_FILE)
    }

    /// The cache and data directories under one home folder.
    #[cfg(test)]
    pub fn under(home: &Path) -> Paths {
        Paths {
            cache: home.join("cache"),
            data: home.join("data"),
        }
    }
}

/// The user's directories for travel (cache: tokens, last results; data: sandbox state,
/// journal; config: the configuration file).
pub fn dirs() -> Result<ProjectDirs> {
    ProjectDirs::from("", "", "travel").ok_or_else(no_home)
}

/// The user's directories, as the context finds them when a run starts.
pub fn user() -> Result<Paths> {
    let d = dirs()?;
    Ok(Paths {
        cache: d.cache_dir().to_path_buf(),
        data: d.data_dir().to_path_buf(),
    })
}

pub fn no_home() -> Error {
    Error::unexpected("cannot find the home directory (is HOME set?)")
}
