//! A spinner on stderr while a call to the service takes a while.
//!
//! The real service takes seconds for a search; a silent terminal for that long reads
//! as a hang. So while a request is on its way and its answer read, after half a
//! second of it, one line on stderr turns and counts the seconds, then is wiped. Only
//! when stderr is the process's terminal: never on a pipe or a log, never in a test's
//! captured streams.
//!
//! It is drawn from a thread of its own, as the caller is blocked in the request. The
//! caller writes nothing meanwhile (the request's `-v` lines come before and after),
//! so the line is never torn by a note.

use std::io::{self, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// How long a call goes unremarked.
const AFTER: Duration = Duration::from_millis(500);
/// How often the line turns.
const TURN: Duration = Duration::from_millis(120);
/// Plain ASCII: readable on any terminal, with or without colour.
const FRAMES: [char; 4] = ['|', '/', '-', '\\'];

/// Whether waits are shown (the process's stderr is a terminal).
#[derive(Debug, Clone, Copy, Default)]
pub struct Spinner {
    on: bool,
}

impl Spinner {
    pub fn new(on: bool) -> Self {
        Spinner { on }
    }

    /// Run `call`; if it takes longer than half a second, say `waiting for WHAT` with
    /// the seconds so far on stderr until it returns, then wipe the line.
    pub fn during<T>(&self, what: &str, call: impl FnOnce() -> T) -> T {
        if !self.on {
            return call();
        }
        let (done, wait) = mpsc::channel::<()>();
        let what = what.to_string();
        let drawer = thread::spawn(move || {
            if wait.recv_timeout(AFTER) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let started = Instant::now() - AFTER;
            // each frame in one write, so nothing else on stderr is torn by it
            let say = |text: &str| {
                let mut err = io::stderr().lock();
                let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
            };
            for turn in 0.. {
                let frame = FRAMES[turn % FRAMES.len()];
                let secs = started.elapsed().as_secs();
                say(&format!("\r{frame} waiting for {what} {secs}s"));
                if wait.recv_timeout(TURN) != Err(RecvTimeoutError::Timeout) {
                    break;
                }
            }
            // the line wiped, the cursor back at its start, for what comes next
            say("\r\x1b[K");
        });
        let out = call();
        drop(done);
        let _ = drawer.join();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_it_only_runs_the_call() {
        let started = Instant::now();
        assert_eq!(Spinner::new(false).during("x", || 7), 7);
        assert!(started.elapsed() < AFTER);
    }
}
