//! `travel sandbox serve` as a child process, on a state file of its own.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use super::{BIN, TODAY};

pub struct Served {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

impl Served {
    /// Start a server on the state in `dir` (a new one, or the one of a server started
    /// there before) and wait until it listens (it prints its URL once it does).
    pub fn start(dir: &Path) -> Served {
        let mut child = Command::new(BIN)
            .args(["sandbox", "serve", "--port", "0", "--state"])
            .arg(dir.join("served.sqlite3"))
            .env("TRAVEL_TODAY", TODAY)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start travel sandbox serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line.trim().trim_start_matches("http://").to_string();
        assert!(!addr.is_empty(), "travel sandbox serve did not start");
        Served { child, addr }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl super::wire::Target for Served {
    fn addr(&self) -> &str {
        &self.addr
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
