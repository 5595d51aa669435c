//! The sandbox served from inside the test process through the library, as `travel
//! sandbox serve` serves it, on a state file of its own (plain HTTP/1.1 to it is in
//! [`crate::wire`]).

use std::path::PathBuf;
use std::sync::Once;

use tempfile::TempDir;
use travel_sandbox::{Options, Server};

use crate::wire::Target;

/// The sandbox's pinned "today" (`TRAVEL_TODAY`, as the CLI's tests pin it), so every
/// answer is reproducible.
pub const TODAY: &str = "2026-11-22";

/// Pin the sandbox's base clock for this process, once, before any server answers.
fn pin_today() {
    static PIN: Once = Once::new();
    PIN.call_once(|| std::env::set_var(travel_core::clock::ENV, TODAY));
}

/// A scratch directory for a state file, removed on drop: every server started with
/// one home serves the same file (named like the CLI tests' home, so a test reads the
/// same in both).
pub struct Home {
    pub dir: TempDir,
}

impl Default for Home {
    fn default() -> Self {
        Self::new()
    }
}

impl Home {
    pub fn new() -> Home {
        Home {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }
}

/// A server on a loopback port answering on threads of this process until it ends.
pub struct Served {
    /// `http://127.0.0.1:PORT`
    pub url: String,
    /// The state file it serves (the same for every server of one home).
    pub state: PathBuf,
}

impl Served {
    /// A server on `served.sqlite3` in `home`, as `travel sandbox serve --port 0
    /// --state FILE` starts one: any client id and secret are accepted.
    pub fn start(home: &Home) -> Served {
        Served::start_as(home, None)
    }

    /// The same, accepting only the client of this id and secret when given one, as
    /// `travel sandbox serve --client-id ID` does with its secret.
    pub fn start_as(home: &Home, client: Option<(&str, &str)>) -> Served {
        Served::start_with(home, |o| {
            o.client = client.map(|(id, secret)| (id.to_string(), secret.to_string()));
        })
    }

    /// The same, with the options `set` sets (a rate limit, an admin secret...).
    pub fn start_with(home: &Home, set: impl FnOnce(&mut Options)) -> Served {
        pin_today();
        let state = home.dir.path().join("served.sqlite3");
        let mut options = Options::loopback(0, state.clone());
        set(&mut options);
        let server = Server::bind(options).expect("bind the sandbox");
        server.spawn().expect("serve the sandbox");
        Served {
            url: format!("http://{}", server.addr()),
            state,
        }
    }
}

impl Target for Served {
    /// `127.0.0.1:PORT`
    fn addr(&self) -> &str {
        self.url.trim_start_matches("http://")
    }
}
