//! `travel mcp --http ADDR`: the same server over Streamable HTTP, on a loopback
//! address only (the SDK's service, served by hyper).
//!
//! Loopback only: the server books in the name of whoever runs it, with the card and
//! passports stored for them, so nobody else on the network may reach it; the SDK also
//! refuses requests whose `Host` is not a loopback name (DNS rebinding).

use std::net::SocketAddr;
use std::sync::Arc;

use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

use super::Server;
use crate::error::{Error, Result};

/// The path clients post to.
pub const PATH: &str = "/mcp";

/// An address to serve on: loopback, else refused.
pub fn loopback(addr: SocketAddr) -> Result<SocketAddr> {
    if addr.ip().is_loopback() {
        Ok(addr)
    } else {
        Err(Error::usage(format!(
            "--http {addr}: the server books in your name, so it listens on a loopback address only (127.0.0.1:PORT or [::1]:PORT)"
        )))
    }
}

/// A listener on `addr`, bound before the server starts so that the command can say
/// where it listens (port 0 picks one).
pub fn bind(addr: SocketAddr) -> Result<std::net::TcpListener> {
    let addr = loopback(addr)?;
    let listener = std::net::TcpListener::bind(addr)
        .map_err(|e| Error::usage(format!("--http {addr}: cannot listen there ({e})")))?;
    listener.set_nonblocking(true)?;
    Ok(listener)
}

/// Serve on `listener` until interrupted.
pub async fn serve(server: Server, listener: std::net::TcpListener) -> Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default(),
    );
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => accepted?,
            _ = tokio::signal::ctrl_c() => return Ok(()),
        };
        let service = TowerToHyperService::new(service.clone());
        tokio::spawn(async move {
            // a client that hangs up mid-answer is its own affair
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_addresses_are_served() {
        assert!(loopback("127.0.0.1:0".parse().unwrap()).is_ok());
        assert!(loopback("[::1]:8080".parse().unwrap()).is_ok());
        let e = loopback("0.0.0.0:8080".parse().unwrap()).unwrap_err();
        assert!(e.message.contains("loopback"), "{}", e.message);
    }
}
