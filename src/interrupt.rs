//! What Ctrl-C does, so that it never costs a booking.
//!
//! - Anywhere else it stops the process as usual.
//! - In the booking wizard, before a booking is sent, it leaves: the terminal is put
//!   back as it was, the person is told nothing was sent, and the exit code is that of
//!   a declined prompt (7).
//! - While a booking or a cancellation is on the wire (`sending`), it waits: an answer
//!   cut off there would leave a booking made and not recorded in the journal.
//! - While `travel sandbox serve` serves (`serving`), it does nothing here: the server
//!   catches it too and stops gracefully, answering the requests in flight first.
//!
//! signal-hook installs the handler (and keeps any other a library registers); the
//! handler itself only does what a signal handler may: atomic loads, `tcsetattr`,
//! `write` to stderr's descriptor, `_exit`, or the default action.

use std::sync::atomic::{AtomicU8, Ordering};

const ORDINARY: u8 = 0;
const WIZARD: u8 = 1;
const SENDING: u8 = 2;
const SERVING: u8 = 3;

static MODE: AtomicU8 = AtomicU8::new(ORDINARY);

#[cfg(unix)]
mod unix {
    use std::sync::OnceLock;

    use signal_hook::consts::SIGINT;
    use signal_hook::low_level;

    use super::{Ordering, MODE, SENDING, SERVING, WIZARD};

    /// The terminal's settings when the wizard began: a prompt may have switched echo
    /// or line editing off when Ctrl-C came.
    static TERMINAL: OnceLock<libc::termios> = OnceLock::new();

    pub(super) const LEAVE: &[u8] = b"\x1b[?25h\nleft the booking wizard: nothing was booked\n";
    pub(super) const WAIT: &[u8] =
        b"\nthe booking is being sent: its answer is awaited and recorded first (nothing is sent twice)\n";

    /// Ctrl-C, in a signal handler: only async-signal-safe calls, on buffers that live
    /// forever. (The context's stderr cannot be used here: it may be mid-write.)
    fn on_interrupt() {
        match MODE.load(Ordering::SeqCst) {
            SENDING => say(WAIT),
            SERVING => {}
            WIZARD => {
                if let Some(t) = TERMINAL.get() {
                    // SAFETY: tcsetattr is async-signal-safe; `t` is a whole termios.
                    unsafe { libc::tcsetattr(0, libc::TCSANOW, t) };
                }
                say(LEAVE);
                low_level::exit(i32::from(crate::error::Kind::Declined.exit_code()));
            }
            _ => {
                // Known to it, SIGINT cannot fail to be emulated; abort if it somehow did.
                if low_level::emulate_default_handler(SIGINT).is_err() {
                    low_level::abort();
                }
            }
        }
    }

    /// Straight to stderr's descriptor, unbuffered.
    fn say(text: &[u8]) {
        // SAFETY: write is async-signal-safe; the buffer lives forever.
        unsafe { libc::write(2, text.as_ptr().cast(), text.len()) };
    }

    pub fn install() {
        // SAFETY: `on_interrupt` only makes async-signal-safe calls. The one way
        // registering can fail, a forbidden signal, is not SIGINT's.
        let _ = unsafe { low_level::register(SIGINT, on_interrupt) };
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

/// From now on Ctrl-C is the sandbox server's to handle: it stops gracefully.
pub fn serving() {
    MODE.store(SERVING, Ordering::SeqCst);
}

/// Run `send` (a booking or cancellation request and its answer) with Ctrl-C held off.
/// Afterwards Ctrl-C stops the process as usual: in the wizard, "nothing was booked"
/// may no longer be true (see `back_in_wizard`).
pub fn sending<T>(send: impl FnOnce() -> T) -> T {
    MODE.store(SENDING, Ordering::SeqCst);
    let out = send();
    MODE.store(ORDINARY, Ordering::SeqCst);
    out
}

/// Ctrl-C in each mode, in a process of its own: this test binary run again for the
/// one test `interrupted_in_a_child`, told the mode by an environment variable.
#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Output, Stdio};

    use super::{install, sending, unix, InWizard};

    const MODE_VAR: &str = "TRAVEL_TEST_INTERRUPTED_IN";

    /// The child's side: install the handler, enter the mode, press Ctrl-C.
    #[test]
    #[ignore = "the tests beside it run it, each in a process of its own"]
    fn interrupted_in_a_child() {
        let mode = std::env::var(MODE_VAR).expect("run by the tests beside it");
        install();
        let ctrl_c = || signal_hook::low_level::raise(libc::SIGINT).unwrap();
        match mode.as_str() {
            "sending" => sending(ctrl_c),
            "wizard" => {
                let _wizard = InWizard::enter();
                ctrl_c();
            }
            _ => ctrl_c(),
        }
        // Only the one that waits gets here.
        std::process::exit(42);
    }

    fn interrupted_in(mode: &str) -> Output {
        Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "interrupt::tests::interrupted_in_a_child"])
            .args(["--ignored", "--test-threads", "1", "--nocapture"])
            .env(MODE_VAR, mode)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    }

    fn stderr(out: &Output) -> String {
        String::from_utf8_lossy(&out.stderr).into_owned()
    }

    #[test]
    fn ctrl_c_stops_an_ordinary_run_as_usual() {
        let out = interrupted_in("ordinary");
        assert_eq!(out.status.signal(), Some(libc::SIGINT), "{out:?}");
    }

    #[test]
    fn ctrl_c_waits_while_a_booking_is_sent() {
        let out = interrupted_in("sending");
        assert_eq!(out.status.code(), Some(42), "{out:?}");
        let said = String::from_utf8_lossy(unix::WAIT).into_owned();
        assert!(stderr(&out).contains(&said), "{out:?}");
    }

    #[test]
    fn ctrl_c_leaves_the_wizard_with_nothing_booked() {
        let out = interrupted_in("wizard");
        assert_eq!(out.status.code(), Some(7), "{out:?}");
        let said = String::from_utf8_lossy(unix::LEAVE).into_owned();
        assert!(stderr(&out).contains(&said), "{out:?}");
    }
}
