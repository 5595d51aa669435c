//! One connection, from its first byte to its close: what the client speaks is told
//! from its opening (`sniff`); a client at the wrong door is answered and let go; TLS
//! is negotiated, HTTP/2 chosen by ALPN (or by its preface on the plain port); then
//! hyper serves it until the client leaves, its time is up (`timing`) or the server
//! stops, when the requests in flight are answered first.

use std::net::SocketAddr;
use std::sync::Arc;

use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use hyper_util::server::graceful::GracefulConnection;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::watch;

use super::sniff::{self, Opening};
use super::socket::Socket;
use super::timing::{Activity, Timed};
use super::worded::Worded;
use super::{service, stopped, Serving};
use crate::limits::{IDLE_TIME, REQUEST_TIME};

pub async fn serve(
    tcp: TcpStream,
    peer: SocketAddr,
    shared: Arc<Serving>,
    mut stop: watch::Receiver<bool>,
) {
    // an answer goes out in one write, and the next must not wait for a delayed ack
    let _ = tcp.set_nodelay(true);
    let mut socket = Socket::new(tcp);
    let opening = tokio::select! {
        opened = tokio::time::timeout(IDLE_TIME, socket.opening()) => opened,
        () = stopped(&mut stop) => return,
    };
    let Ok(Ok(Some(opening))) = opening else {
        return;
    };
    match (&shared.tls, opening) {
        (None, Opening::Tls) => {
            eprintln!(
                "a TLS handshake from {peer} arrived on this plain HTTP port: its client expects https:// (serve with --tls, or have it use http://)"
            );
            socket
                .answer_and_close(&sniff::plain_answer(sniff::tls_on_plain_port()))
                .await;
        }
        (Some(_), Opening::Http1 | Opening::Http2) => {
            eprintln!(
                "plain HTTP from {peer} arrived on this HTTPS port: its client should use https://"
            );
            let port = shared.port;
            socket
                .answer_and_close(&sniff::plain_answer(sniff::plain_on_tls_port(port)))
                .await;
        }
        (None, opening) => http(socket, opening == Opening::Http2, peer, shared, stop).await,
        (Some(tls), Opening::Tls) => {
            let accepted = tokio::select! {
                accepted = tokio::time::timeout(REQUEST_TIME, tls.accept(socket)) => accepted,
                () = stopped(&mut stop) => return,
            };
            let stream = match accepted {
                Ok(Ok(stream)) => stream,
                Ok(Err(e)) => {
                    eprintln!("TLS handshake with {peer} failed: {e}");
                    return;
                }
                Err(_) => return,
            };
            let h2 = stream.get_ref().1.alpn_protocol() == Some(b"h2");
            http(stream, h2, peer, shared, stop).await;
        }
    }
}

/// Serve HTTP/1 or HTTP/2 on `io` until the connection ends.
async fn http<IO>(
    io: IO,
    h2: bool,
    peer: SocketAddr,
    shared: Arc<Serving>,
    stop: watch::Receiver<bool>,
) where
    IO: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let activity = Activity::new();
    let io = TokioIo::new(Timed::new(Worded::new(io, !h2), Arc::clone(&activity), !h2));
    let answering = Arc::clone(&shared);
    let service = service_fn(move |req| {
        service::answer(
            Arc::clone(&answering),
            Arc::clone(&activity),
            peer.ip(),
            req,
        )
    });
    if h2 {
        until_done(shared.http2.serve_connection(io, service), stop).await;
    } else {
        until_done(shared.http1.serve_connection(io, service), stop).await;
    }
}

/// Drive a connection to its end; when the server stops, it answers the requests in
/// flight and closes (HTTP/2 says so with GOAWAY).
async fn until_done<C: GracefulConnection>(conn: C, mut stop: watch::Receiver<bool>) {
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => return,
        () = stopped(&mut stop) => {}
    }
    conn.as_mut().graceful_shutdown();
    let _ = conn.await;
}
