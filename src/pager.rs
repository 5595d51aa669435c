//! Long output on a terminal through the user's pager (`pager` in the configuration
//! file, or TRAVEL_PAGER), as git does: the pager is started through the shell with
//! stdout's text on its stdin, and shows it on the terminal; travel waits for it.
//! Quitting the pager early closes the pipe, which a run takes as the end of its
//! output (exit 0), as with `| head`.
//!
//! A drawing taller than the screen (a seat map) goes through a pager of its own even
//! without that setting: `$PAGER`, else `less -R` (which keeps its colours).

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

/// `text` for a person at a terminal: through `$PAGER` (else `less -R`) when it is
/// taller than the screen and no pager already takes stdout; `Ok(false)` when it was
/// not paged (not a terminal, short enough, or no pager could start), for the caller
/// to print it as it is.
pub fn page_tall(out: &Output, text: &str) -> std::io::Result<bool> {
    let Some(rows) = out
        .rows()
        .filter(|_| out.stdout_is_terminal() && !out.is_paged())
    else {
        return Ok(false);
    };
    if text.lines().count() < rows {
        return Ok(false);
    }
    let command = std::env::var("PAGER")
        .ok()
        .filter(|p| !p.trim().is_empty())
        .unwrap_or_else(|| "less -R".to_string());
    let started = Command::new("sh")
        .arg("-c")
        .arg(&command)
        .stdin(Stdio::piped())
        .spawn();
    let mut child = match started {
        Ok(child) => child,
        Err(e) => {
            out.note(&format!("warning: cannot start the pager {command:?}: {e}"));
            return Ok(false);
        }
    };
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        // the person may quit before the end: a closed pipe is not a failure
        match stdin.write_all(text.as_bytes()) {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e),
            _ => {}
        }
    }
    child.wait()?;
    Ok(true)
}
