//! `travel sandbox serve` as a child process (plain HTTP/1.1 to it is in [`crate::wire`]).

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use super::home::Home;
use crate::wire::Target;

/// `travel sandbox serve --port 0 --state FILE` as a child, its state in `home`; killed
/// on drop.
pub struct Served {
    child: Child,
    /// `http://127.0.0.1:PORT` (`https://` with `--tls`), the first line it prints.
    pub url: String,
    /// The state file it serves (the same for every server of one home; empty for a
    /// node on a database).
    pub state: PathBuf,
}

impl Served {
    pub fn start(home: &Home) -> Served {
        Served::start_with(home, |_| {})
    }

    /// The same, the command adjusted before it starts: more arguments (`-v`,
    /// `--client-id`), its environment, where its stderr goes.
    pub fn start_with(home: &Home, adjust: impl FnOnce(&mut Command)) -> Served {
        let state = home.dir.path().join("served.sqlite3");
        let mut cmd = home.std_travel();
        cmd.args(["sandbox", "serve", "--port", "0", "--state"])
            .arg(&state);
        quiet(&mut cmd);
        adjust(&mut cmd);
        Served::spawn(cmd, state)
    }

    /// A node on the PostgreSQL database of `url`, given as an operator gives it
    /// (`TRAVEL_SANDBOX_DATABASE_URL`, out of the process list), with `pool`
    /// connections at most.
    pub fn on_database(home: &Home, url: &str, pool: u32) -> Served {
        let mut cmd = home.std_travel();
        cmd.args([
            "sandbox",
            "serve",
            "--port",
            "0",
            "--pool",
            &pool.to_string(),
        ])
        .env("TRAVEL_SANDBOX_DATABASE_URL", url);
        quiet(&mut cmd);
        Served::spawn(cmd, PathBuf::new())
    }

    fn spawn(mut cmd: Command, state: PathBuf) -> Served {
        let mut child = cmd.spawn().expect("start travel sandbox serve");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("read the base URL");
        let url = first.trim().to_string();
        let served = Served { child, url, state };
        assert!(
            served.url.starts_with("http://127.0.0.1:")
                || served.url.starts_with("https://127.0.0.1:"),
            "first line should be the base URL: {first:?}"
        );
        served
    }
}

/// Nothing on stdin, the base URL read from stdout, stderr dropped (unless the caller
/// says otherwise after).
fn quiet(cmd: &mut Command) {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
}

impl Target for Served {
    /// `127.0.0.1:PORT`
    fn addr(&self) -> &str {
        self.url
            .trim_start_matches("http://")
            .trim_start_matches("https://")
    }
}

impl Served {
    /// `kill -9` it, as a crash would, and wait until it is gone.
    pub fn crash(mut self) {
        self.child.kill().expect("SIGKILL the server");
        self.child.wait().expect("reap the server");
    }
}

impl Served {
    /// Send it `signal` (SIGTERM, SIGINT) and wait for it to end, 60 s at most.
    pub fn stop(mut self, signal: i32) -> std::process::ExitStatus {
        let pid = libc::pid_t::try_from(self.child.id()).expect("a pid");
        // SAFETY: kill sends a signal to the child this value owns and has not reaped.
        assert_eq!(unsafe { libc::kill(pid, signal) }, 0, "signal the server");
        let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for the server") {
                return status;
            }
            assert!(
                std::time::Instant::now() < until,
                "the server did not stop within 60 s of the signal"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
