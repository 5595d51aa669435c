//! Plain HTTP/1.1 to a served sandbox, one request per connection read to its end: a
//! token, a GET or a POST with it, any request at all, or bytes that are not one.
//!
//! The sandbox's own tests and the CLI's (`tests/common/`) share this file, and the
//! load bench (`benches/common/`) through `traffic.rs`.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use serde_json::Value;

/// The client id the suites ask their tokens for: the tenant their requests speak for.
pub const ANY_CLIENT: &str = "any-id";

/// A fresh access token from the server at `addr` for [`ANY_CLIENT`] (any client id and
/// secret are accepted).
pub fn token(addr: &str) -> String {
    token_as(addr, ANY_CLIENT)
}

/// The secret the suites sign in with: a served sandbox binds a client id to the secret
/// of its first sign-in, so every sign-in of a suite's client ids gives the same.
pub const ANY_SECRET: &str = "any-secret";

/// A fresh access token for `client_id`, whose tenant it speaks for.
pub fn token_as(addr: &str, client_id: &str) -> String {
    token_with(addr, client_id, ANY_SECRET)
}

/// A fresh access token for `client_id` signing in with `secret`.
pub fn token_with(addr: &str, client_id: &str, secret: &str) -> String {
    let r = ask_token(addr, client_id, secret);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["access_token"]
        .as_str()
        .expect("access_token")
        .to_string()
}

/// The token endpoint's answer to a client id and secret.
pub fn ask_token(addr: &str, client_id: &str, secret: &str) -> HttpResp {
    http(
        addr,
        "POST",
        "/v1/security/oauth2/token",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        &format!("grant_type=client_credentials&client_id={client_id}&client_secret={secret}"),
    )
}

/// `GET TARGET` with the token.
pub fn get(addr: &str, target: &str, token: &str) -> HttpResp {
    let auth = format!("Bearer {token}");
    http(addr, "GET", target, &[("Authorization", &auth)], "")
}

/// `POST TARGET` of a JSON body with the token.
pub fn post_json(addr: &str, target: &str, token: &str, body: &Value) -> HttpResp {
    let auth = format!("Bearer {token}");
    http(
        addr,
        "POST",
        target,
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/json"),
        ],
        &body.to_string(),
    )
}

/// An HTTP response: status, headers, body (de-chunked).
pub struct HttpResp {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl HttpResp {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.body))
    }
}

/// One HTTP/1.1 request on a fresh connection, read to the end.
pub fn http(
    addr: &str,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> HttpResp {
    try_http(addr, method, target, headers, body)
        .unwrap_or_else(|e| panic!("{method} {target} to the sandbox: {e}"))
}

/// The same, failing instead of panicking when the server cannot be reached or stops
/// before its answer is complete (a server killed mid-request).
pub fn try_http(
    addr: &str,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> std::io::Result<HttpResp> {
    let mut req = format!(
        "{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    stream.write_all(req.as_bytes())?;
    try_read_answer(&mut stream)
}

/// One request from the local address `from` (another 127.0.0.x: another client
/// address, as the limits per address count them), its body `body`'s bytes read to
/// their end, its answer read whole.
pub fn http_from(
    from: std::net::IpAddr,
    addr: &str,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: &mut dyn Read,
    length: u64,
) -> HttpResp {
    let mut head = format!(
        "{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {length}\r\n"
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    let to: std::net::SocketAddr = addr.parse().expect("an address");
    let socket =
        socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).expect("a socket");
    socket
        .bind(&std::net::SocketAddr::new(from, 0).into())
        .unwrap_or_else(|e| panic!("bind {from}: {e}"));
    socket
        .connect(&to.into())
        .unwrap_or_else(|e| panic!("connect to {to} from {from}: {e}"));
    let mut stream: TcpStream = socket.into();
    stream
        .set_read_timeout(Some(Duration::from_secs(300)))
        .unwrap();
    stream.write_all(head.as_bytes()).unwrap();
    // a server that refuses before the body's end may stop reading: answered anyway
    let _ = std::io::copy(body, &mut stream);
    read_answer(&mut stream)
}

/// Send `request` as it is on a fresh connection and read the answer to the end. A
/// server that refuses the request before its end may stop reading it: the answer is
/// read all the same.
pub fn raw(addr: &str, request: &[u8]) -> HttpResp {
    let mut stream = TcpStream::connect(addr).expect("connect to the sandbox");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let _ = stream.write_all(request);
    read_answer(&mut stream)
}

/// The answer on `stream`, read until the server closes it.
pub fn read_answer(stream: &mut TcpStream) -> HttpResp {
    try_read_answer(stream).unwrap_or_else(|e| panic!("read the answer: {e}"))
}

/// The same, failing when the answer is cut short.
fn try_read_answer(stream: &mut TcpStream) -> std::io::Result<HttpResp> {
    let broken = |what: &str| std::io::Error::new(std::io::ErrorKind::UnexpectedEof, what);
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| broken("no complete head"))?;
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut rest = &raw[split + 4..];
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| broken("no status line"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let mut body = Vec::new();
    if chunked {
        // Large bodies come in chunks: `SIZE\r\nDATA\r\n`..., ending with size 0.
        loop {
            let eol = rest
                .windows(2)
                .position(|w| w == b"\r\n")
                .ok_or_else(|| broken("a chunked body cut short"))?;
            let size = std::str::from_utf8(&rest[..eol]).unwrap_or("0");
            let n = usize::from_str_radix(size.split(';').next().unwrap_or("0").trim(), 16)
                .unwrap_or(0);
            if n == 0 {
                break;
            }
            let chunk = rest
                .get(eol + 2..eol + 2 + n)
                .ok_or_else(|| broken("a chunk cut short"))?;
            body.extend_from_slice(chunk);
            rest = &rest[(eol + 4 + n).min(rest.len())..];
        }
    } else {
        let length = headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
            .and_then(|(_, v)| v.parse::<usize>().ok());
        if length.is_some_and(|n| n != rest.len()) {
            return Err(broken("a body cut short"));
        }
        body.extend_from_slice(rest);
    }
    Ok(HttpResp {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

/// A sandbox served at an address, and the requests every suite makes of it.
pub trait Target {
    /// `127.0.0.1:PORT`
    fn addr(&self) -> &str;

    /// A fresh access token for [`ANY_CLIENT`] (any client id and secret are accepted).
    fn token(&self) -> String {
        token(self.addr())
    }

    /// `GET TARGET` with the token.
    fn get(&self, target: &str, token: &str) -> HttpResp {
        get(self.addr(), target, token)
    }

    /// `POST TARGET` of a JSON body with the token.
    fn post_json(&self, target: &str, token: &str, body: &Value) -> HttpResp {
        post_json(self.addr(), target, token, body)
    }
}
