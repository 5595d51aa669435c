//! Where printed bytes go: the process's own stdout and stderr, or buffers that a test
//! reads back. Nothing else in the tool names the process's streams.

use std::cell::RefCell;
use std::io::{self, IsTerminal, Write};
use std::rc::Rc;

/// The process's stdout, and whether it is a terminal.
pub(super) fn process_stdout() -> (Box<dyn Write>, bool) {
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    (Box::new(stdout), terminal)
}

/// The process's stderr, and whether it is a terminal.
pub(super) fn process_stderr() -> (Box<dyn Write>, bool) {
    let stderr = io::stderr();
    let terminal = stderr.is_terminal();
    (Box::new(stderr), terminal)
}

/// Notes for a person: lines on stderr, never data. The context and the API client
/// share one (the client says there what it sends and when it retries, `--verbose`),
/// so a test that captures stderr sees them all, in the order they were said.
#[derive(Clone)]
pub struct Notes(Rc<RefCell<Box<dyn Write>>>);

impl Notes {
    pub fn new(to: Box<dyn Write>) -> Self {
        Notes(Rc::new(RefCell::new(to)))
    }

    /// Notes nobody reads (a client built by a test that does not look at them).
    #[cfg(test)]
    pub fn discard() -> Self {
        Notes::new(Box::new(io::sink()))
    }

    /// Say one line. It is written in one piece, so a line is never torn by another
    /// writer of the same terminal. A note that cannot be written (stderr closed) is
    /// lost rather than failing the command: the data on stdout is what matters.
    pub fn line(&self, text: &str) {
        let mut line = Vec::with_capacity(text.len() + 1);
        line.extend_from_slice(text.as_bytes());
        line.push(b'\n');
        let mut to = self.0.borrow_mut();
        let _ = to.write_all(&line).and_then(|()| to.flush());
    }
}

/// A stream kept in memory: a test, or a tool call of `travel mcp`, hands it to a
/// context and reads back exactly what a command printed there. Clones share the
/// buffer; `teed` ones also write into a transcript shared by both streams, so what was
/// said is read back in the order a terminal would have shown it (a summary on stdout,
/// the banner under it on stderr).
#[derive(Clone, Default)]
pub struct Captured {
    own: Rc<RefCell<Vec<u8>>>,
    transcript: Option<Rc<RefCell<Vec<u8>>>>,
}

impl Captured {
    /// A buffer that also writes into `transcript`'s.
    pub fn teed(transcript: &Captured) -> Self {
        Captured {
            own: Rc::default(),
            transcript: Some(transcript.own.clone()),
        }
    }

    /// Everything printed so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.own.borrow()).into_owned()
    }
}

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.own.borrow_mut().extend_from_slice(buf);
        if let Some(t) = &self.transcript {
            t.borrow_mut().extend_from_slice(buf);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
