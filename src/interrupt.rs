//! What Ctrl-C does, so that it never costs a booking.
//!
//! - Anywhere else it stops the process as usual.
//! - In the booking wizard, before a booking is sent, it leaves: the terminal is put
//!   back as it was, the person is told nothing was sent, and the exit code is that of
//!   a declined prompt (7).
//! - While a booking or a cancellation is on the wire (`sending`), it waits: an answer
//!   cut off there would leave a booking made and not recorded in the journal.
//!
//! The handler only does what a signal handler may (atomic loads, `tcsetattr`,
//! `write`, `_exit`, re-raising with the default action).

use std::sync::atomic::{AtomicU8, Ordering};

const ORDINARY: u8 = 0;
const WIZARD: u8 = 1;
const SENDING: u8 = 2;

static MODE: AtomicU8 = AtomicU8::new(ORDINARY);

#[cfg(unix)]
mod unix {
    use std::sync::OnceLock;

    use super::{Ordering, MODE, SENDING, WIZARD};

    /// The terminal's settings when the wizard began: a prompt may have switched echo
    /// or line editing off when Ctrl-C came.
    pub static TERMINAL: OnceLock<libc::termios> = OnceLock::new();

    const LEAVE: &[u8] = b"\x1b[?25h\nleft the booking wizard: nothing was booked\n";
    const WAIT: &[u8] =
        b"\nthe booking is being sent: its answer is awaited and recorded first (nothing is sent twice)\n";

    extern "C" fn on_interrupt(_: libc::c_int) {
        // SAFETY: only async-signal-safe calls, on buffers that live forever.
        unsafe {
            match MODE.load(Ordering::SeqCst) {
                SENDING => {
                    libc::write(2, WAIT.as_ptr().cast(), WAIT.len());
                }
                WIZARD => {
                    if let Some(t) = TERMINAL.get() {
                        libc::tcsetattr(0, libc::TCSANOW, t);
                    }
                    libc::write(2, LEAVE.as_ptr().cast(), LEAVE.len());
                    libc::_exit(i32::from(crate::error::Kind::Declined.exit_code()));
                }
                _ => {
                    libc::signal(libc::SIGINT, libc::SIG_DFL);
                    libc::raise(libc::SIGINT);
                }
            }
        }
    }

    pub fn install() {
        // SAFETY: installs a handler that only makes async-signal-safe calls.
        unsafe {
            libc::signal(
                libc::SIGINT,
                on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t,
            );
        }
    }

    pub fn remember_terminal() {
        let mut t = std::mem::MaybeUninit::<libc::termios>::uninit();
        // SAFETY: tcgetattr fills `t` when it returns 0.
        if unsafe { libc::tcgetattr(0, t.as_mut_ptr()) } == 0 {
            let _ = TERMINAL.set(unsafe { t.assume_init() });
        }
    }
}

/// Take over Ctrl-C for the whole run (at start-up).
pub fn install() {
    #[cfg(unix)]
    unix::install();
}

/// While it lives, Ctrl-C leaves the booking wizard (see the module's comment).
pub struct InWizard(());

impl InWizard {
    pub fn enter() -> Self {
        #[cfg(unix)]
        unix::remember_terminal();
        MODE.store(WIZARD, Ordering::SeqCst);
        InWizard(())
    }
}

/// Back in the wizard after a booking the service refused: nothing was booked, so
/// Ctrl-C leaves again.
pub fn back_in_wizard() {
    MODE.store(WIZARD, Ordering::SeqCst);
}

impl Drop for InWizard {
    fn drop(&mut self) {
        MODE.store(ORDINARY, Ordering::SeqCst);
    }
}

/// Run `send` (a booking or cancellation request and its answer) with Ctrl-C held off.
/// Afterwards Ctrl-C stops the process as usual: in the wizard, "nothing was booked"
/// may no longer be true (see `InWizard::rearm`).
pub fn sending<T>(send: impl FnOnce() -> T) -> T {
    MODE.store(SENDING, Ordering::SeqCst);
    let out = send();
    MODE.store(ORDINARY, Ordering::SeqCst);
    out
}
