//! Advisory file locks (the standard library's: flock on Unix) for the journal's files, taken across processes: the
//! index's lock on the journal (`index`), and the booking lock (`sending`) under which
//! a booking checks the journal and writes its `sending` line.
//!
//! A lock belongs to the open file it was taken on: two opens of one file conflict even
//! within a process (`travel mcp` books on threads of its own), and the lock goes with
//! the descriptor when a process ends however it ends, so a killed process never leaves
//! one behind.

use std::fs::File;
use std::io;
use std::time::{Duration, Instant};

/// An advisory lock on `file`, taken by `shared` or `exclusive` (each waits up to the
/// patience given), released when dropped.
pub(super) struct Lock<'f> {
    file: &'f File,
}

impl<'f> Lock<'f> {
    /// The lock on `file`, not yet taken.
    pub(super) fn new(file: &'f File) -> Self {
        Lock { file }
    }

    pub(super) fn shared(&self, patience: Duration) -> io::Result<()> {
        self.take(false, patience)
    }

    pub(super) fn exclusive(&self, patience: Duration) -> io::Result<()> {
        self.take(true, patience)
    }

    /// Taken, or `WouldBlock` once `patience` has passed with another holding it; any
    /// other error when the file system has no such locks.
    fn take(&self, exclusive: bool, patience: Duration) -> io::Result<()> {
        use std::fs::TryLockError;
        let deadline = Instant::now() + patience;
        loop {
            let tried = if exclusive {
                self.file.try_lock()
            } else {
                self.file.try_lock_shared()
            };
            match tried {
                Ok(()) => return Ok(()),
                Err(TryLockError::WouldBlock) if Instant::now() <= deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(TryLockError::WouldBlock) => return Err(io::ErrorKind::WouldBlock.into()),
                Err(TryLockError::Error(e)) => return Err(e),
            }
        }
    }
}

impl Drop for Lock<'_> {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}
