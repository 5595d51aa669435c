//! Advisory file locks (flock) for the journal's files, taken across processes: the
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
    #[cfg(unix)]
    fn take(&self, exclusive: bool, patience: Duration) -> io::Result<()> {
        use std::os::fd::AsRawFd;
        let how = if exclusive {
            libc::LOCK_EX
        } else {
            libc::LOCK_SH
        };
        let deadline = Instant::now() + patience;
        loop {
            // SAFETY: flock on a descriptor this lock borrows, open for its lifetime.
            if unsafe { libc::flock(self.file.as_raw_fd(), how | libc::LOCK_NB) } == 0 {
                return Ok(());
            }
            let e = io::Error::last_os_error();
            if e.kind() != io::ErrorKind::WouldBlock || Instant::now() > deadline {
                return Err(e);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[cfg(not(unix))]
    fn take(&self, _exclusive: bool, _patience: Duration) -> io::Result<()> {
        let _ = (self.file, Instant::now());
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "no file locks on this system",
        ))
    }
}

impl Drop for Lock<'_> {
    fn drop(&mut self) {
        #[cfg(unix)]
        {
            use std::os::fd::AsRawFd;
            // SAFETY: as in `take`.
            unsafe { libc::flock(self.file.as_raw_fd(), libc::LOCK_UN) };
        }
    }
}
