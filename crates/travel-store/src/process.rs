//! Whether a process still runs: the one answer used wherever a running server or a
//! lock's holder is recorded by its pid (a state's servers, the CLI's served sandboxes,
//! the journal's stale index locks).

/// Whether process `pid` runs. When that cannot be told (another user's process, a
/// system without signals) it is taken to run: a server wrongly taken for gone would
/// have a reset or a change of world made under its feet, which is worse than a line
/// kept a little too long. Pid 0 and pids beyond the system's range name no process.
pub fn alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        use nix::errno::Errno;
        use nix::sys::signal::kill;
        use nix::unistd::Pid;
        match i32::try_from(pid) {
            // signal "None" (0): nothing is sent, only the process's existence is checked
            Ok(raw) if raw > 0 => !matches!(kill(Pid::from_raw(raw), None), Err(Errno::ESRCH)),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::alive;

    #[test]
    fn this_process_runs_and_a_finished_child_does_not() {
        assert!(alive(std::process::id()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!alive(pid), "a reaped child is gone");
        assert!(
            !alive(0),
            "pid 0 is the caller's process group, not a process"
        );
        assert!(!alive(u32::MAX), "beyond the range of pids");
    }
}
