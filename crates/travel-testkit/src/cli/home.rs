//! The real `travel` binary in an isolated home.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;

use assert_cmd::Command;
use tempfile::TempDir;

use super::mock::{Mock, CLIENT_ID, CLIENT_SECRET};

/// The sandbox's pinned "today", so every answer is reproducible.
pub const TODAY: &str = "2026-11-22";

/// An isolated home: its own cache and data directories, no credentials, no colour.
pub struct Home {
    pub dir: TempDir,
}

impl Default for Home {
    fn default() -> Self {
        Self::new()
    }
}

impl Home {
    pub fn new() -> Self {
        Home {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn cache_dir(&self) -> PathBuf {
        self.dir.path().join("cache")
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// The whole environment of a run in this home (every other variable is cleared).
    fn env(&self) -> Vec<(&'static str, OsString)> {
        vec![
            ("HOME", self.dir.path().into()),
            ("XDG_CACHE_HOME", self.cache_dir().into()),
            ("XDG_DATA_HOME", self.data_dir().into()),
            ("XDG_CONFIG_HOME", self.dir.path().join("config").into()),
            ("PATH", std::env::var_os("PATH").unwrap_or_default()),
            ("TRAVEL_TODAY", TODAY.into()),
            ("NO_COLOR", "1".into()),
        ]
    }

    /// `travel` with a clean environment pointing at this home.
    pub fn travel(&self) -> Command {
        let mut cmd = Command::new(crate::travel_bin());
        cmd.env_clear().envs(self.env());
        cmd
    }

    /// The same as a plain child process, for piping, racing and killing.
    pub fn std_travel(&self) -> StdCommand {
        let mut cmd = StdCommand::new(crate::travel_bin());
        cmd.env_clear().envs(self.env());
        cmd
    }

    /// `travel --sandbox ARGS...`
    pub fn sandbox(&self, args: &[&str]) -> Command {
        let mut cmd = self.travel();
        cmd.arg("--sandbox").args(args);
        cmd
    }

    /// `travel --sandbox hotels book OFFER` for `guest`, paid by a test Visa card (its
    /// number in the environment), in `trip` when given: whether it was booked (an
    /// offer may take no card, or be gone).
    pub fn books_stay(&self, offer: &str, guest: &str, trip: Option<&str>) -> bool {
        let args = [
            "hotels",
            "book",
            offer,
            "--guest",
            guest,
            "--card-expiry",
            "2028-01",
            "--yes",
        ];
        let mut cmd = self.sandbox(&args);
        if let Some(trip) = trip {
            cmd.env("TRAVEL_TRIP", trip);
        }
        // the exit status alone: this sits below `run`, which builds on homes
        cmd.env("TRAVEL_CARD_NUMBER", "4111111111111111")
            .output()
            .expect("travel runs")
            .status
            .success()
    }

    /// `travel --base-url MOCK ARGS...` with credentials in the environment.
    pub fn against(&self, mock: &Mock, args: &[&str]) -> Command {
        self.against_url(&mock.url(), args)
    }

    /// `travel --base-url URL ARGS...` with the test credentials in the environment.
    pub fn against_url(&self, url: &str, args: &[&str]) -> Command {
        let mut cmd = self.travel();
        cmd.env("AMADEUS_CLIENT_ID", CLIENT_ID)
            .env("AMADEUS_CLIENT_SECRET", CLIENT_SECRET)
            .arg("--base-url")
            .arg(url)
            .args(args);
        cmd
    }
}

/// Every file under `dir`, in every subdirectory.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
        let p = entry.path();
        if p.is_dir() {
            out.extend(files_under(&p));
        } else {
            out.push(p);
        }
    }
    out
}
