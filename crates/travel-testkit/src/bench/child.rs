//! A command run to completion: its wall time and its peak memory.
//!
//! The peak is measured by a small parent: this bench binary run again with
//! `MEASURE` first. A child spawned straight from the bench starts as a copy of the
//! bench's own memory (tens of MB with a recorded body in it), and Linux keeps that
//! in the peak `wait4` reports, so every command measured the same as the bench.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub struct Run {
    pub took: Duration,
    /// Peak resident set size in bytes, where the system reports it.
    pub max_rss: Option<u64>,
    /// Processor time (user and system, all its threads), where the system reports it:
    /// what a shared machine's load moves far less than the wall time.
    pub cpu: Option<Duration>,
}

/// The first argument that makes a bench binary the measuring parent of the rest.
const MEASURE: &str = "--measure-child";

/// Run `cmd` with its output discarded; panic with what it printed if it fails.
pub fn timed(cmd: &mut Command) -> Run {
    timed_ending(cmd, 0)
}

/// Run `cmd` with its output discarded; panic with what it printed unless it ends with
/// exit status `code` (a refusal is timed as well as a success).
pub fn timed_ending(cmd: &mut Command, code: i32) -> Run {
    let mut measurer = Command::new(std::env::current_exe().expect("the bench's own path"));
    measurer
        .arg(MEASURE)
        .arg(cmd.get_program())
        .args(cmd.get_args());
    for (key, value) in cmd.get_envs() {
        match value {
            Some(v) => measurer.env(key, v),
            None => measurer.env_remove(key),
        };
    }
    if let Some(dir) = cmd.get_current_dir() {
        measurer.current_dir(dir);
    }
    let out = measurer
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    let report = String::from_utf8_lossy(&out.stdout);
    let mut fields = report.split_whitespace();
    let (Some(ended), Some(nanos), Some(rss)) = (fields.next(), fields.next(), fields.next())
    else {
        panic!("{cmd:?}: the measuring parent said {report:?}");
    };
    if ended != code.to_string() {
        let out = cmd.stderr(Stdio::piped()).output().unwrap();
        panic!(
            "{cmd:?} ended with {ended}, not {code}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Run {
        took: Duration::from_nanos(nanos.parse().expect("nanoseconds")),
        max_rss: rss.parse().ok().filter(|r| *r > 0),
        cpu: fields
            .next()
            .and_then(|c| c.parse().ok())
            .filter(|c| *c > 0)
            .map(Duration::from_nanos),
    }
}

/// Called first in a bench's `main`: when this process is a measuring parent, run the
/// command it was given, print `EXIT_STATUS NANOS PEAK_BYTES CPU_NANOS` and exit (-1
/// for a command ended by a signal).
pub fn measure_if_asked() {
    let mut args = std::env::args_os().skip(1);
    if args.next().is_none_or(|a| a != MEASURE) {
        return;
    }
    let program = args.next().expect("a program to measure");
    let started = Instant::now();
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn the measured command");
    let (code, max_rss, cpu) = reap(child);
    let took = started.elapsed();
    println!(
        "{code} {} {} {}",
        took.as_nanos(),
        max_rss.unwrap_or(0),
        cpu.map_or(0, |c| c.as_nanos())
    );
    std::process::exit(0);
}

/// Wait for the child with `wait4`, which hands back this child's own resource usage
/// (getrusage of all children would mix every run together).
#[cfg(unix)]
fn reap(child: std::process::Child) -> (i32, Option<u64>, Option<Duration>) {
    let mut status = 0;
    // SAFETY: rusage is plain data; wait4 fills it for the child we spawned and reaps
    // it, so the `Child` handle is not waited on again.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert!(pid > 0, "wait4: {}", std::io::Error::last_os_error());
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    // Linux reports kilobytes, macOS bytes.
    let unit = if cfg!(target_os = "macos") { 1 } else { 1024 };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    let cpu = time(usage.ru_utime) + time(usage.ru_stime);
    (code, Some(usage.ru_maxrss as u64 * unit), Some(cpu))
}

#[cfg(not(unix))]
fn reap(mut child: std::process::Child) -> (i32, Option<u64>, Option<Duration>) {
    (child.wait().unwrap().code().unwrap_or(-1), None, None)
}
