//! `travel mcp --http ADDR`: the same server over Streamable HTTP, on a loopback
//! address only (the SDK's service, served by hyper).
//!
//! Loopback only: the server books in the name of whoever runs it, with the card and
//! passports stored for them, so nobody else on the network may reach it; the SDK also
//! refuses requests whose `Host` is not a loopback name (DNS rebinding).
//!
//! And a page in the person's browser may not reach it either: as the transport's
//! security notes require, a request whose `Origin` is not the server's own
//! (`http://127.0.0.1:PORT`, `http://localhost:PORT`) or one given with
//! `--allow-origin` is refused 403 before it reaches a session (the SDK's check, made
//! to enforce). A request without `Origin` comes from a program, not a browser, and is
//! served.

use std::net::{IpAddr, SocketAddr};
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

/// An origin given with --allow-origin as the check compares it: its scheme, host and
/// port (the scheme's own when left out), `https://assistant.example:443`; refused
/// (exit 2) when it is not an origin.
pub fn origin(given: &str) -> Result<String> {
    let bad = |why: &str| {
        Error::usage(format!(
            "--allow-origin {given:?}: {why}; give SCHEME://HOST[:PORT], e.g. https://assistant.example"
        ))
    };
    let url = url::Url::parse(given.trim()).map_err(|_| bad("not an origin"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(bad("the scheme is http or https"));
    }
    let host = url.host_str().ok_or_else(|| bad("it has no host"))?;
    if url.path() != "/"
        || url.query().is_some()
        || url.fragment().is_some()
        || !url.username().is_empty()
        || url.password().is_some()
    {
        return Err(bad("an origin has no path, query or user"));
    }
    let port = url.port_or_known_default().ok_or_else(|| bad("no port"))?;
    Ok(format!("{}://{host}:{port}", url.scheme()))
}

/// The browser origins of the server at `addr` itself: its address and `localhost`.
fn own_origins(addr: SocketAddr) -> Vec<String> {
    let port = addr.port();
    let ip = match addr.ip() {
        IpAddr::V6(ip) => format!("[{ip}]"),
        ip => ip.to_string(),
    };
    vec![
        format!("http://{ip}:{port}"),
        format!("http://localhost:{port}"),
    ]
}

/// Serve on `listener` until interrupted, to requests with no `Origin`, the server's
/// own, or one of `origins` (from `origin`).
pub async fn serve(
    server: Server,
    listener: std::net::TcpListener,
    origins: Vec<String>,
) -> Result<()> {
    let mut allowed = own_origins(listener.local_addr()?);
    allowed.extend(origins);
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default()
            .with_allowed_origins(allowed)
            .enforce_origin_validation(),
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
    fn origins_are_compared_with_their_port() {
        assert_eq!(
            origin("https://assistant.example").unwrap(),
            "https://assistant.example:443"
        );
        assert_eq!(
            origin("http://localhost:5173/").unwrap(),
            "http://localhost:5173"
        );
        assert_eq!(origin("http://[::1]:8080").unwrap(), "http://[::1]:8080");
        for bad in [
            "assistant.example",
            "ftp://assistant.example",
            "https://assistant.example/chat",
            "https://user@assistant.example",
            "null",
        ] {
            let e = origin(bad).unwrap_err();
            assert!(e.message.contains("--allow-origin"), "{bad}: {}", e.message);
        }
        assert_eq!(
            own_origins("127.0.0.1:8765".parse().unwrap()),
            ["http://127.0.0.1:8765", "http://localhost:8765"]
        );
        assert_eq!(
            own_origins("[::1]:8765".parse().unwrap()),
            ["http://[::1]:8765", "http://localhost:8765"]
        );
    }

    #[test]
    fn only_loopback_addresses_are_served() {
        assert!(loopback("127.0.0.1:0".parse().unwrap()).is_ok());
        assert!(loopback("[::1]:8080".parse().unwrap()).is_ok());
        let e = loopback("0.0.0.0:8080".parse().unwrap()).unwrap_err();
        assert!(e.message.contains("loopback"), "{}", e.message);
    }
}
