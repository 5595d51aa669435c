//! Long output on a terminal through the user's pager (`pager` in the configuration
//! file, or TRAVEL_PAGER), as git does: the pager is started through the shell with
//! stdout's text on its stdin, and shows it on the terminal; travel waits for it.
//! Quitting the pager early closes the pipe, which a run takes as the end of its
//! output (exit 0), as with `| head`.

use std::process::{Child, Command, Stdio};

use crate::output::Output;

/// A pager started for this run.
pub struct Pager(Child);

/// Start `command` and send stdout into it, when stdout is a terminal a person reads;
/// `None` otherwise, or when it cannot start (said on stderr: the output then goes
/// to the terminal as without a pager).
pub fn start(out: &mut Output, command: &str) -> Option<Pager> {
    if command.trim().is_empty() || !out.stdout_is_terminal() {
        return None;
    }
    let started = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .spawn();
    match started {
        Ok(mut child) => {
            let stdin = child.stdin.take()?;
            out.page_into(Box::new(stdin));
            Some(Pager(child))
        }
        Err(e) => {
            out.note(&format!("warning: cannot start the pager {command:?}: {e}"));
            None
        }
    }
}

impl Pager {
    /// Wait for the person to leave the pager (stdout must be closed first: the
    /// context that held it dropped).
    pub fn wait(mut self) {
        let _ = self.0.wait();
    }
}
