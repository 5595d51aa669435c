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

/// A stream kept in memory: a test hands it to a context and reads back exactly what
/// a command printed there.
#[cfg(test)]
#[derive(Clone, Default)]
pub struct Captured(Rc<RefCell<Vec<u8>>>);

#[cfg(test)]
impl Captured {
    /// Everything printed so far.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.borrow().clone()).expect("printed text is UTF-8")
    }
}

#[cfg(test)]
impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
