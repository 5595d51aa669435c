//! `travel sandbox serve` as a child process, on a state file of its own.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use super::TODAY;
use crate::travel_bin;

pub struct Served {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub addr: String,
    /// Whether it serves HTTPS.
    pub tls: bool,
}

impl Served {
    /// Start a server on the state in `dir` (a new one, or the one of a server started
    /// there before) and wait until it listens (it prints its URL once it does).
    pub fn start(dir: &Path) -> Served {
        Served::start_with(dir, &[])
    }

    /// The same, with more arguments (`--tls --ca-file FILE`).
    pub fn start_with(dir: &Path, args: &[&str]) -> Served {
        Served::start_bin(&travel_bin(), dir, args)
    }

    /// The same, served by another build of travel (an older one, to compare).
    pub fn start_bin(bin: &Path, dir: &Path, args: &[&str]) -> Served {
        let mut cmd = Command::new(bin);
        cmd.args(["sandbox", "serve", "--port", "0", "--state"])
            .arg(dir.join("served.sqlite3"))
            .args(args);
        Served::spawn(cmd)
    }

    /// A node on the PostgreSQL database of `url` (given as an operator gives it, in
    /// `TRAVEL_SANDBOX_DATABASE_URL`), with `pool` connections at most.
    pub fn on_database(url: &str, pool: u32) -> Served {
        let mut cmd = Command::new(travel_bin());
        cmd.args([
            "sandbox",
            "serve",
            "--port",
            "0",
            "--pool",
            &pool.to_string(),
        ])
        .env("TRAVEL_SANDBOX_DATABASE_URL", url);
        Served::spawn(cmd)
    }

    fn spawn(mut cmd: Command) -> Served {
        let mut child = cmd
            .env("TRAVEL_TODAY", TODAY)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start travel sandbox serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line.trim();
        let tls = url.starts_with("https://");
        let addr = url
            .trim_start_matches("http://")
            .trim_start_matches("https://")
            .to_string();
        assert!(!addr.is_empty(), "travel sandbox serve did not start");
        Served { child, addr, tls }
    }

    pub fn url(&self) -> String {
        let scheme = if self.tls { "https" } else { "http" };
        format!("{scheme}://{}", self.addr)
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
}

impl Served {
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

impl crate::wire::Target for Served {
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
