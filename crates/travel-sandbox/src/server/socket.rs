//! A connection's socket, below TLS: the first bytes read to tell what the client
//! speaks (`sniff`) and given back to whoever reads next, and a close that does not
//! lose the last answer.
//!
//! Closing a socket with bytes still unread makes the kernel reset the connection, and
//! a reset can discard the answer the client has not read yet: the 413 that says why
//! its body was not read, say. So a socket the server closes first is shut for writing
//! and read to its end (for `LINGER` at most) before it is let go.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::TcpStream;

use super::sniff::{self, Opening};

/// How long a socket closed by the server is read and let go before it is dropped.
const LINGER: Duration = Duration::from_secs(2);

pub struct Socket {
    /// `None` once handed to the lingering close.
    tcp: Option<TcpStream>,
    /// The bytes read to tell the protocol, and how many of them were read again.
    opening: Vec<u8>,
    replayed: usize,
    /// The client ended its side: nothing is left to read.
    ended: bool,
}

impl Socket {
    pub fn new(tcp: TcpStream) -> Socket {
        Socket {
            tcp: Some(tcp),
            opening: Vec::new(),
            replayed: 0,
            ended: false,
        }
    }

    fn tcp(&mut self) -> &mut TcpStream {
        self.tcp.as_mut().expect("a socket not yet let go")
    }

    /// Read until the first bytes tell what the client speaks; `None` when it closes
    /// first. They are read again by whoever reads the socket next.
    pub async fn opening(&mut self) -> io::Result<Option<Opening>> {
        let mut chunk = [0u8; 64];
        loop {
            if let Some(opening) = sniff::opening(&self.opening) {
                return Ok(Some(opening));
            }
            let n = self.tcp().read(&mut chunk).await?;
            if n == 0 {
                self.ended = true;
                return Ok(None);
            }
            self.opening.extend_from_slice(&chunk[..n]);
        }
    }

    /// Write a whole answer of the server's own (to a client that knocked at the wrong
    /// door) and close.
    pub async fn answer_and_close(mut self, bytes: &[u8]) {
        let _ = self.tcp().write_all(bytes).await;
    }
}

impl AsyncRead for Socket {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.replayed < this.opening.len() {
            let left = &this.opening[this.replayed..];
            let n = left.len().min(buf.remaining());
            buf.put_slice(&left[..n]);
            this.replayed += n;
            return Poll::Ready(Ok(()));
        }
        let before = buf.filled().len();
        let read = Pin::new(this.tcp()).poll_read(cx, buf);
        if matches!(read, Poll::Ready(Ok(())))
            && buf.filled().len() == before
            && buf.remaining() > 0
        {
            this.ended = true;
        }
        read
    }
}

impl AsyncWrite for Socket {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(self.get_mut().tcp()).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(self.get_mut().tcp()).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.as_ref().is_some_and(TcpStream::is_write_vectored)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(self.get_mut().tcp()).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(self.get_mut().tcp()).poll_shutdown(cx)
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        let Some(tcp) = self.tcp.take() else { return };
        if self.ended {
            return;
        }
        // outside a runtime (it is shutting down) the socket is simply closed
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(linger(tcp));
        }
    }
}

/// Shut the socket for writing, then read what the client still sends until it closes
/// its side or `LINGER` is up.
async fn linger(mut tcp: TcpStream) {
    let _ = tcp.shutdown().await;
    let mut sink = [0u8; 16 * 1024];
    let _ = tokio::time::timeout(LINGER, async {
        while let Ok(1..) = tcp.read(&mut sink).await {}
    })
    .await;
}
