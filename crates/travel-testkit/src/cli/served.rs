//! `travel sandbox serve` started in a test's home (plain HTTP/1.1 to it is in
//! [`crate::wire`]): the process itself is [`crate::served::Served`].

use std::path::PathBuf;
use std::process::{Command, Stdio};

use super::home::Home;
pub use crate::served::Served;

impl Served {
    /// `travel sandbox serve --port 0 --state FILE`, its state in `home`.
    pub fn start(home: &Home) -> Served {
        Served::start_with(home, |_| {})
    }

    /// The same, the command adjusted before it starts: more arguments (`-v`,
    /// `--client-id`), its environment, where its stderr goes.
    pub fn start_with(home: &Home, adjust: impl FnOnce(&mut Command)) -> Served {
        let state = home.dir.path().join("served.sqlite3");
        let mut cmd = home.std_travel();
        cmd.args(["sandbox", "serve", "--port", "0", "--state"])
            .arg(&state)
            .stderr(Stdio::null());
        adjust(&mut cmd);
        Served::spawn(cmd, state)
    }

    /// A node on the PostgreSQL database of `url`, given as an operator gives it
    /// (`TRAVEL_SANDBOX_DATABASE_URL`, out of the process list), with `pool`
    /// connections at most.
    pub fn on_database(home: &Home, url: &str, pool: u32) -> Served {
        let mut cmd = home.std_travel();
        cmd.args(["sandbox", "serve", "--port", "0", "--pool"])
            .arg(pool.to_string())
            .env("TRAVEL_SANDBOX_DATABASE_URL", url)
            .stderr(Stdio::null());
        Served::spawn(cmd, PathBuf::new())
    }
}
