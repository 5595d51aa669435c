//! `travel sandbox serve` as a child process, for the CLI's tests and the benches alike:
//! started from a command the caller builds ([`crate::cli::Served::start`] in a test's
//! home, [`crate::bench::served`] on a bench's scratch state), ready once it has printed
//! its base URL, killed on drop. (The sandbox served inside the test process, through
//! the library, is [`crate::sandbox::Served`].)

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::kill;
use nix::unistd::Pid;

use crate::wire::Target;

/// A running `travel sandbox serve`.
pub struct Served {
    child: Child,
    /// `http://127.0.0.1:PORT` (`https://` with `--tls`), the first line it prints.
    pub url: String,
    /// The state file it serves (the same for every server of one home; empty for a
    /// node on a database).
    pub state: PathBuf,
}

impl Served {
    /// Start `cmd` (a `travel sandbox serve` command line) with nothing on stdin and
    /// its stdout read for the base URL; its stderr goes where the caller set it. Waits
    /// until the server listens: it prints its URL once it does.
    pub fn spawn(mut cmd: Command, state: PathBuf) -> Served {
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start travel sandbox serve");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("read the base URL");
        let url = first.trim().to_string();
        assert!(
            url.starts_with("http://127.0.0.1:") || url.starts_with("https://127.0.0.1:"),
            "the first line of travel sandbox serve should be its base URL: {first:?}"
        );
        Served { child, url, state }
    }

    /// Whether it serves HTTPS.
    pub fn tls(&self) -> bool {
        self.url.starts_with("https://")
    }

    /// `kill -9` it, as a crash would, and wait until it is gone.
    pub fn crash(mut self) {
        self.child.kill().expect("SIGKILL the server");
        self.child.wait().expect("reap the server");
    }

    /// Send it `signal` (SIGTERM, SIGINT) and wait for it to end, 60 s at most.
    pub fn stop(mut self, signal: Signal) -> std::process::ExitStatus {
        let pid = Pid::from_raw(i32::try_from(self.child.id()).expect("a pid"));
        kill(pid, signal).expect("signal the server");
        let until = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for the server") {
                return status;
            }
            assert!(
                Instant::now() < until,
                "the server did not stop within 60 s of the signal"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Its resident memory now, in MB (Linux), as `ps` shows it.
    pub fn rss_mb(&self) -> Option<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let kb: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()?;
        Some(kb / 1024.0)
    }

    /// The processor time it has used so far (user and system), in seconds (Linux).
    pub fn cpu_secs(&self) -> Option<f64> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).ok()?;
        // after the command name in parentheses: state is field 3, utime 14, stime 15
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let ticks: f64 =
            fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
        // SAFETY: sysconf reads a constant of the system.
        let per_sec = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
        Some(ticks / per_sec)
    }
}

impl Target for Served {
    /// `127.0.0.1:PORT`
    fn addr(&self) -> &str {
        self.url
            .trim_start_matches("http://")
            .trim_start_matches("https://")
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The signals [`Served::stop`] sends.
pub use nix::sys::signal::Signal;
