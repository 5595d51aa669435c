//! The user's directories for travel: where tokens, saved results, trips, the journal
//! and the sandbox's state live. The context hands them to commands (`ctx.paths()`);
//! the stores below commands (journal, trips, the registry of served sandboxes) read
//! them here, so that they need nothing of the context above them.

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

/// Where the saved results and the journal live: the user's directories, or in unit
/// tests the home the test's context was given (kept per thread, so tests running side
/// by side never share files, nor touch the real ones).
pub fn user() -> Result<Paths> {
    #[cfg(test)]
    if let Some(p) = TEST_HOME.with(|h| h.borrow().clone()) {
        return Ok(p);
    }
    let d = dirs()?;
    Ok(Paths {
        cache: d.cache_dir().to_path_buf(),
        data: d.data_dir().to_path_buf(),
    })
}

pub fn no_home() -> Error {
    Error::unexpected("cannot find the home directory (is HOME set?)")
}

#[cfg(test)]
thread_local! {
    /// The files of the context last made on this thread (see `user`).
    static TEST_HOME: std::cell::RefCell<Option<Paths>> =
        const { std::cell::RefCell::new(None) };
}

/// In unit tests: the cache and data directories under `home`, which files written on
/// this thread go to from now on.
#[cfg(test)]
pub fn home_for_this_thread(home: &Path) -> Paths {
    let paths = Paths::under(home);
    TEST_HOME.with(|h| *h.borrow_mut() = Some(paths.clone()));
    paths
}
