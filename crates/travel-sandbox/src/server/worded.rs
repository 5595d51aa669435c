//! hyper's own refusals, in the service's words.
//!
//! hyper answers an HTTP/1 request head it cannot read by itself, before the sandbox
//! sees a request: 400 for what is not HTTP/1.1, 431 past its bounds (`request::
//! HEAD_ROOM`), with an empty body, then closes. The sandbox's clients expect every
//! refusal in the service's error shape (`errors[0]` with status, code and title), so
//! this stream, between hyper and the socket, recognises such an answer as hyper writes
//! it and writes the service's instead.
//!
//! It is recognised by what only hyper's own answers lack: the header every answer of
//! the sandbox carries (`SANDBOX_HEADER`). Whatever precedes it on the connection is
//! the sandbox's answers, whose bodies are JSON and never hold a raw line break, so a
//! status line of its own followed by a blank line is a head. Informational answers (`100
//! Continue`) are hyper's too and go out as they are. HTTP/2 refuses in frames of its
//! own and is passed through untouched.

use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use memchr::memmem;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use super::sniff;
use crate::limits::{MAX_HEADERS, MAX_HEADER_BYTES, MAX_TARGET};
use crate::reject::{codes, Rejection};
use travel_core::ops::SANDBOX_HEADER;

pub struct Worded<IO> {
    io: IO,
    /// HTTP/1: hyper's refusals are looked for.
    http1: bool,
    /// The service's answer written instead of hyper's, and how much of it is written.
    /// Once set, whatever else hyper writes is dropped: it closes after a refusal.
    own: Option<(Vec<u8>, usize)>,
}

impl<IO> Worded<IO> {
    pub fn new(io: IO, http1: bool) -> Worded<IO> {
        Worded {
            io,
            http1,
            own: None,
        }
    }
}

/// The service's answer for a refusal hyper wrote with `status`.
pub fn refusal(status: u16) -> Rejection {
    match status {
        // past hyper's bounds, which are above the sandbox's: the sandbox's limit says it
        431 => Rejection::new(
            413,
            codes::INVALID_HEADER,
            format!("the headers are more than {MAX_HEADERS} lines or {MAX_HEADER_BYTES} bytes"),
        ),
        414 => Rejection::new(
            414,
            codes::INVALID_DATA,
            format!("the request target is longer than {MAX_TARGET} bytes"),
        ),
        400 => Rejection::new(
            400,
            codes::INVALID_DATA,
            "the request is not HTTP/1.1: its request line or a header line could not be read",
        ),
        _ => Rejection::new(status, codes::INVALID_DATA, "the request could not be read"),
    }
}

/// Where in `written` an answer of hyper's own begins, and its status.
fn hypers_own(written: &[u8]) -> Option<(usize, u16)> {
    const STATUS_LINE: &[u8] = b"HTTP/1.1 ";
    for at in memmem::find_iter(written, STATUS_LINE) {
        let rest = &written[at..];
        let Some(end) = memmem::find(rest, b"\r\n\r\n") else {
            continue;
        };
        let head = &rest[..end];
        // a status line is one line, its reason phrase words: a body that ends naming
        // a status line is not one
        let line = &head[..memmem::find(head, b"\r\n").unwrap_or(head.len())];
        if !line[STATUS_LINE.len()..]
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b" -'".contains(b))
        {
            continue;
        }
        let status = std::str::from_utf8(head.get(9..12).unwrap_or_default())
            .ok()
            .and_then(|s| s.parse::<u16>().ok());
        let Some(status @ 400..=599) = status else {
            continue;
        };
        // hyper writes header names in lower case, as `HeaderName`s are
        if memmem::find(head, SANDBOX_HEADER.as_bytes()).is_none() {
            return Some((at, status));
        }
    }
    None
}

impl<IO: AsyncWrite + Unpin> Worded<IO> {
    /// Write the service's answer, if one replaces hyper's.
    fn poll_own(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let Some((bytes, written)) = self.own.as_mut() else {
            return Poll::Ready(Ok(()));
        };
        while *written < bytes.len() {
            match ready!(Pin::new(&mut self.io).poll_write(cx, &bytes[*written..]))? {
                0 => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                n => *written += n,
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl<IO: AsyncRead + Unpin> AsyncRead for Worded<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_read(cx, buf)
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for Worded<IO> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.own.is_some() {
            ready!(this.poll_own(cx))?;
            return Poll::Ready(Ok(buf.len()));
        }
        if !this.http1 {
            return Pin::new(&mut this.io).poll_write(cx, buf);
        }
        match hypers_own(buf) {
            None => Pin::new(&mut this.io).poll_write(cx, buf),
            // the answers before it go out first, as they are
            Some((at @ 1.., _)) => Pin::new(&mut this.io).poll_write(cx, &buf[..at]),
            Some((_, status)) => {
                this.own = Some((sniff::plain_answer(refusal(status)), 0));
                ready!(this.poll_own(cx))?;
                Poll::Ready(Ok(buf.len()))
            }
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let looked_for = this.http1 || this.own.is_some();
        if looked_for && (this.own.is_some() || bufs.iter().any(|b| hypers_own(b).is_some())) {
            // one slice at a time, each looked at as above
            let first = bufs
                .iter()
                .find(|b| !b.is_empty())
                .map_or(&[][..], |b| &b[..]);
            return Pin::new(this).poll_write(cx, first);
        }
        Pin::new(&mut this.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_own(cx))?;
        Pin::new(&mut this.io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_own(cx))?;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_own_answers_are_told_from_the_sandboxs() {
        let hypers = b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n";
        assert_eq!(hypers_own(hypers), Some((0, 400)));
        let ours =
            format!("HTTP/1.1 200 OK\r\n{SANDBOX_HEADER}: 1\r\ncontent-length: 2\r\n\r\n{{}}");
        assert_eq!(hypers_own(ours.as_bytes()), None);
        // after an answer of the sandbox's whose body names a status line
        let mut both = format!(
            "HTTP/1.1 404 Not Found\r\n{SANDBOX_HEADER}: 1\r\n\r\n{{\"x\":\"HTTP/1.1 400 \"}}"
        )
        .into_bytes();
        let at = both.len();
        both.extend_from_slice(hypers);
        assert_eq!(hypers_own(&both), Some((at, 400)));
        // informational answers are hyper's to send
        assert_eq!(hypers_own(b"HTTP/1.1 100 Continue\r\n\r\n"), None);
        assert_eq!(
            hypers_own(b"HTTP/1.1 431 Request Header Fields Too Large\r\n\r\n"),
            Some((0, 431))
        );
    }

    #[test]
    fn a_refusal_past_hypers_bounds_is_the_sandboxs_limit() {
        assert_eq!(refusal(431).status, 413);
        assert_eq!(refusal(414).status, 414);
        assert_eq!(refusal(400).status, 400);
    }
}
