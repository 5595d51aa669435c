//! A spinner on stderr while a call to the service takes a while.
//!
//! The real service takes seconds for a search; a silent terminal for that long reads
//! as a hang. So while a request is on its way and its answer read, after half a
//! second of it, one line on stderr turns and counts the seconds, then is wiped. Only
//! when stderr is the process's terminal: never on a pipe or a log, never in a test's
//! captured streams.
//!
//! indicatif draws it (frames, seconds, the line wiped after; nothing when stderr is
//! not a terminal, or is one that cannot wipe a line: TERM unset or `dumb`). A
//! waiting thread of ours only holds it back for the first half second, so a quick
//! call shows nothing at all. The caller writes nothing meanwhile (the request's `-v`
//! lines come before and after), so the line is never torn by a note.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// How long a call goes unremarked.
const AFTER: Duration = Duration::from_millis(500);
/// How often the line turns.
const TURN: Duration = Duration::from_millis(120);

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
        // plain ASCII frames: readable on any terminal, with or without colour
        let style = ProgressStyle::with_template("{spinner} waiting for {msg} {secs}s")
            .expect("a fixed template")
            .tick_chars("|/-\\ ")
            // whole seconds so far, rounded down (indicatif's `elapsed` rounds half a
            // second up to "1s")
            .with_key(
                "secs",
                |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{}", state.elapsed().as_secs());
                },
            );
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
            .with_style(style)
            .with_message(what.to_string());
        let (done, wait) = mpsc::channel::<()>();
        let shown = bar.clone();
        let holder = thread::spawn(move || {
            if wait.recv_timeout(AFTER) == Err(RecvTimeoutError::Timeout) {
                shown.enable_steady_tick(TURN);
            }
        });
        let out = call();
        drop(done);
        let _ = holder.join();
        bar.finish_and_clear();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn off_it_only_runs_the_call() {
        let started = Instant::now();
        assert_eq!(Spinner::new(false).during("x", || 7), 7);
        assert!(started.elapsed() < AFTER);
    }
}
