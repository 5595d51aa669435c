//! A connection's time limits, kept on the stream hyper reads (above TLS): a kept-alive
//! connection with no request for `IDLE_TIME` is closed, and an HTTP/1 request head
//! begun and not finished within `REQUEST_TIME` is answered 408 and its connection
//! closed. A request's body is held to the same time by the reader (`request`), which
//! learns here when its head began.
//!
//! Every connection is a task rather than a thread, so a silent or slow client costs
//! a little memory and holds up nobody; these limits only give its socket back.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

use super::sniff;
use crate::limits::{IDLE_TIME, REQUEST_TIME};

/// What the requests of one connection are doing, shared by its stream and its service.
#[derive(Debug)]
pub struct Activity {
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    /// Requests being answered.
    busy: usize,
    /// Since when nothing was asked or answered.
    quiet_since: Instant,
    /// When the bytes of a request head not yet read whole began to arrive.
    head_from: Option<Instant>,
}

/// Why a connection's time is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Overdue {
    Idle,
    Late,
}

impl Activity {
    pub fn new() -> Arc<Activity> {
        Arc::new(Activity {
            state: Mutex::new(State {
                busy: 0,
                quiet_since: Instant::now(),
                head_from: None,
            }),
        })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A request's head was read: it is being answered until the guard is dropped. The
    /// guard knows when its head began, which its body's time counts from.
    pub fn begin(self: &Arc<Self>) -> Busy {
        let mut s = self.state();
        s.busy += 1;
        let head_from = s.head_from.take().unwrap_or_else(Instant::now);
        Busy {
            activity: Arc::clone(self),
            head_from,
        }
    }

    fn arrived(&self) {
        let mut s = self.state();
        if s.busy == 0 && s.head_from.is_none() {
            s.head_from = Some(Instant::now());
        }
    }

    /// When this connection's time is up, if nothing happens first.
    fn deadline(&self) -> Option<(Instant, Overdue)> {
        let s = self.state();
        match s.head_from {
            _ if s.busy > 0 => None,
            Some(from) => Some((from + REQUEST_TIME, Overdue::Late)),
            None => Some((s.quiet_since + IDLE_TIME, Overdue::Idle)),
        }
    }
}

/// One request being answered.
pub struct Busy {
    activity: Arc<Activity>,
    pub head_from: Instant,
}

impl Drop for Busy {
    fn drop(&mut self) {
        let mut s = self.activity.state();
        s.busy -= 1;
        if s.busy == 0 {
            s.quiet_since = Instant::now();
        }
    }
}

/// The stream hyper reads, within the connection's time.
pub struct Timed<IO> {
    io: IO,
    activity: Arc<Activity>,
    /// HTTP/1: its heads are bytes this side can see begin, and it can be answered 408
    /// here. HTTP/2 sends frames of its own between requests and is only let go idle.
    http1: bool,
    timer: Pin<Box<Sleep>>,
    /// The 408 being written instead of a head that did not arrive, and how much of it.
    late: Option<(Vec<u8>, usize)>,
}

impl<IO> Timed<IO> {
    pub fn new(io: IO, activity: Arc<Activity>, http1: bool) -> Timed<IO> {
        Timed {
            io,
            activity,
            http1,
            timer: Box::pin(tokio::time::sleep(IDLE_TIME)),
            late: None,
        }
    }
}

impl<IO: AsyncWrite + Unpin> Timed<IO> {
    /// Write the 408, then read as ended: hyper closes the connection.
    fn poll_late(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let Some((bytes, written)) = self.late.as_mut() else {
            return Poll::Ready(Ok(()));
        };
        while *written < bytes.len() {
            match ready!(Pin::new(&mut self.io).poll_write(cx, &bytes[*written..])) {
                Ok(n) if n > 0 => *written += n,
                _ => return Poll::Ready(Ok(())),
            }
        }
        let _ = ready!(Pin::new(&mut self.io).poll_flush(cx));
        Poll::Ready(Ok(()))
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> AsyncRead for Timed<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.late.is_some() {
            return this.poll_late(cx);
        }
        let before = buf.filled().len();
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Pending => {}
            ready => {
                if this.http1 && buf.filled().len() > before {
                    this.activity.arrived();
                }
                return ready;
            }
        }
        let Some((at, overdue)) = this.activity.deadline() else {
            return Poll::Pending;
        };
        if this.timer.deadline() != at {
            this.timer.as_mut().reset(at);
        }
        ready!(this.timer.as_mut().poll(cx));
        match overdue {
            Overdue::Late if this.http1 => {
                this.late = Some((sniff::plain_answer(sniff::late()), 0));
                this.poll_late(cx)
            }
            // read as the end of the connection: hyper closes it without a word
            _ => Poll::Ready(Ok(())),
        }
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for Timed<IO> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().io).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_shutdown(cx)
    }
}
