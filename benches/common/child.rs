//! A command run to completion: its wall time and its peak memory.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub struct Run {
    pub took: Duration,
    /// Peak resident set size in bytes, where the system reports it.
    pub max_rss: Option<u64>,
}

/// Run `cmd` with its output discarded; panic with what it printed if it fails.
pub fn timed(cmd: &mut Command) -> Run {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let started = Instant::now();
    let child = cmd.spawn().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    let (ok, max_rss) = reap(child);
    let took = started.elapsed();
    if !ok {
        let out = cmd.stderr(Stdio::piped()).output().unwrap();
        panic!("{cmd:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    Run { took, max_rss }
}

/// Wait for the child with `wait4`, which hands back this child's own resource usage
/// (getrusage of all children would mix every run together).
#[cfg(unix)]
fn reap(child: std::process::Child) -> (bool, Option<u64>) {
    let mut status = 0;
    // SAFETY: rusage is plain data; wait4 fills it for the child we spawned and reaps
    // it, so the `Child` handle is not waited on again.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert!(pid > 0, "wait4: {}", std::io::Error::last_os_error());
    let ok = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    // Linux reports kilobytes, macOS bytes.
    let unit = if cfg!(target_os = "macos") { 1 } else { 1024 };
    (ok, Some(usage.ru_maxrss as u64 * unit))
}

#[cfg(not(unix))]
fn reap(mut child: std::process::Child) -> (bool, Option<u64>) {
    (child.wait().unwrap().success(), None)
}
