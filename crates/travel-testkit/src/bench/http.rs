//! Raw HTTP/1.1 on loopback, so what is timed is the server and the wire, not a client
//! library.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use rustls::{ClientConfig, ClientConnection, RootCertStore, StreamOwned};

/// A token for the sandbox's test client (it takes any credentials).
pub fn token(addr: &str) -> String {
    let form = "grant_type=client_credentials&client_id=bench&client_secret=bench";
    let req = format!(
        "POST /v1/security/oauth2/token HTTP/1.1\r\nHost: {addr}\r\n\
Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
Connection: close\r\n\r\n{form}",
        form.len()
    );
    let (_, body, _) = once(addr, &req);
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    v["access_token"].as_str().unwrap().to_string()
}

/// One GET on a fresh connection: the body and the time to its last byte.
pub fn get(addr: &str, path: &str, token: &str) -> (Vec<u8>, Duration) {
    let req = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
Connection: close\r\n\r\n"
    );
    let (status, body, took) = once(addr, &req);
    assert_eq!(
        status,
        200,
        "GET {path}: {}",
        String::from_utf8_lossy(&body)
    );
    (body, took)
}

fn once(addr: &str, req: &str) -> (u16, Vec<u8>, Duration) {
    let stream = TcpStream::connect(addr).unwrap();
    let mut reader = BufReader::new(stream);
    let started = Instant::now();
    reader.get_mut().write_all(req.as_bytes()).unwrap();
    let (status, body) = read_response(&mut reader).unwrap();
    (status, body, started.elapsed())
}

/// What a connection reads and writes: a socket, or TLS over one.
pub trait Stream: Read + Write + Send {}
impl<T: Read + Write + Send> Stream for T {}

/// A kept-alive connection with a bearer token, for many requests in a row.
pub struct Conn {
    reader: BufReader<Box<dyn Stream>>,
    head: String,
}

/// A loopback socket as the connections use it.
fn socket(addr: &str) -> io::Result<TcpStream> {
    let stream = TcpStream::connect(addr)?;
    // Each request is one write; without this a request written right after an
    // answer could wait for the server's delayed acknowledgement.
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(Duration::from_secs(20)))?;
    Ok(stream)
}

impl Conn {
    pub fn open(addr: &str, token: &str) -> io::Result<Conn> {
        Ok(Conn::over(Box::new(socket(addr)?), addr, token))
    }

    /// The same over TLS (HTTP/1.1 by ALPN), its handshake done before it returns:
    /// what is timed afterwards is requests on an open connection.
    pub fn open_tls(addr: &str, token: &str, tls: &Arc<ClientConfig>) -> io::Result<Conn> {
        let mut tcp = socket(addr)?;
        let name = ServerName::try_from("localhost").expect("a server name");
        let mut conn = ClientConnection::new(Arc::clone(tls), name).map_err(io::Error::other)?;
        while conn.is_handshaking() {
            conn.complete_io(&mut tcp)?;
        }
        Ok(Conn::over(
            Box::new(StreamOwned::new(conn, tcp)),
            addr,
            token,
        ))
    }

    fn over(stream: Box<dyn Stream>, addr: &str, token: &str) -> Conn {
        Conn {
            reader: BufReader::with_capacity(64 * 1024, stream),
            head: format!("Host: {addr}\r\nAuthorization: Bearer {token}\r\n"),
        }
    }

    /// GET `path`; its status and body once the last byte is in.
    pub fn get(&mut self, path: &str) -> io::Result<(u16, Vec<u8>)> {
        let req = format!("GET {path} HTTP/1.1\r\n{}\r\n", self.head);
        self.reader.get_mut().write_all(req.as_bytes())?;
        read_response(&mut self.reader)
    }

    /// `METHOD path` with a JSON body (none when empty) and more header lines
    /// (`Name: value\r\n` each); its status and body once the last byte is in.
    pub fn send(
        &mut self,
        method: &str,
        path: &str,
        headers: &str,
        body: &str,
    ) -> io::Result<(u16, Vec<u8>)> {
        let req = format!(
            "{method} {path} HTTP/1.1\r\n{}{headers}Content-Type: application/json\r\n\
Content-Length: {}\r\n\r\n{body}",
            self.head,
            body.len()
        );
        self.reader.get_mut().write_all(req.as_bytes())?;
        read_response(&mut self.reader)
    }
}

/// Read one response, framed by Content-Length or chunked (or, failing both, by the
/// end of the connection); a 204 or 304 has no body.
fn read_response(r: &mut impl BufRead) -> io::Result<(u16, Vec<u8>)> {
    let mut line = String::new();
    r.read_line(&mut line)?;
    let status: u16 = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| bad(format!("no status line: {line:?}")))?;
    let (mut length, mut chunked) = (None, false);
    loop {
        line.clear();
        if r.read_line(&mut line)? == 0 {
            return Err(bad("the connection closed in the head".into()));
        }
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        let (name, value) = l.split_once(':').unwrap_or((l, ""));
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            length = value.parse::<usize>().ok();
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            chunked = value.eq_ignore_ascii_case("chunked");
        }
    }
    let mut body = Vec::new();
    if status == 204 || status == 304 {
        return Ok((status, body));
    }
    if chunked {
        loop {
            line.clear();
            r.read_line(&mut line)?;
            let size = usize::from_str_radix(line.trim(), 16)
                .map_err(|_| bad(format!("bad chunk size {line:?}")))?;
            let start = body.len();
            body.resize(start + size + 2, 0);
            r.read_exact(&mut body[start..])?;
            body.truncate(start + size);
            if size == 0 {
                break;
            }
        }
    } else if let Some(n) = length {
        body.resize(n, 0);
        r.read_exact(&mut body)?;
    } else {
        r.read_to_end(&mut body)?;
    }
    Ok((status, body))
}

/// A TLS client that trusts the CA file `sandbox serve --tls` wrote, and speaks
/// HTTP/1.1.
pub fn tls_client(ca_file: &Path) -> Arc<ClientConfig> {
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(ca_file).expect("the CA file") {
        roots
            .add(cert.expect("a certificate"))
            .expect("a CA certificate");
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Arc::new(config)
}

fn bad(why: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, why)
}
