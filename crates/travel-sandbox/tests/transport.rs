//! The server's transport as clients meet it: HTTP/1.0 kept alive, the health probe,
//! HTTPS on a certificate made at start and plain HTTP sent to it. HTTPS and HTTP/2
//! through real clients (the CLI, curl) are tested at the workspace root
//! (`tests/serve_transport.rs`).

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use common::wire::raw;
use common::{Home, Served, Target};
use travel_sandbox::{Options, Server, Tls};

const AIRLINES: &str = "/v1/reference-data/airlines?airlineCodes=BA";

/// One answer read off a connection kept open: its status line, headers and body.
fn read_one(r: &mut impl BufRead) -> (String, Vec<(String, String)>, String) {
    let mut status = String::new();
    r.read_line(&mut status).expect("a status line");
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        r.read_line(&mut line).expect("a header line");
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (k, v) = line.split_once(':').expect("name: value");
        headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
    }
    let length: usize = headers
        .iter()
        .find(|(k, _)| k == "content-length")
        .and_then(|(_, v)| v.parse().ok())
        .expect("a content length");
    let mut body = vec![0; length];
    r.read_exact(&mut body).expect("the body");
    (
        status.trim_end().to_string(),
        headers,
        String::from_utf8(body).unwrap(),
    )
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[test]
fn http_1_0_kept_alive_is_answered_so_and_stays_open() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let stream = TcpStream::connect(served.addr()).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut reader = BufReader::new(stream);
    let request = format!(
        "GET {AIRLINES} HTTP/1.0\r\nConnection: keep-alive\r\nAuthorization: Bearer {token}\r\n\r\n"
    );
    for _ in 0..2 {
        reader.get_mut().write_all(request.as_bytes()).unwrap();
        let (status, headers, body) = read_one(&mut reader);
        assert_eq!(status, "HTTP/1.0 200 OK", "{body}");
        // without it, an HTTP/1.0 client waits for the close that marks the end
        assert_eq!(header(&headers, "connection"), Some("keep-alive"));
        assert!(body.contains("\"BA\""), "{body}");
    }
    // not asked to keep it: answered and closed
    let request = format!("GET {AIRLINES} HTTP/1.0\r\nAuthorization: Bearer {token}\r\n\r\n");
    reader.get_mut().write_all(request.as_bytes()).unwrap();
    let (status, headers, _) = read_one(&mut reader);
    assert_eq!(status, "HTTP/1.0 200 OK");
    assert_ne!(header(&headers, "connection"), Some("keep-alive"));
    let mut rest = Vec::new();
    reader.read_to_end(&mut rest).expect("closed by the server");
    assert!(rest.is_empty());
}

#[test]
fn health_is_answered_without_a_token() {
    let home = Home::new();
    let served = Served::start(&home);
    let r = raw(
        served.addr(),
        b"GET /_sandbox/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["data"]["status"], "ready", "{}", r.body);
    // the service's paths still want one
    let r = raw(
        served.addr(),
        format!("GET {AIRLINES} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
    );
    assert_eq!(r.status, 401, "{}", r.body);
}

#[test]
fn plain_http_to_the_https_port_is_told_to_use_https() {
    let home = Home::new();
    let ca_file = home.dir.path().join("ca.pem");
    let server = Server::bind(Options {
        tls: Some(Tls::Made {
            ca_file: ca_file.clone(),
            names: vec![],
        }),
        ..Options::loopback(0, home.dir.path().join("tls.sqlite3"))
    })
    .expect("bind the sandbox");
    server.spawn().expect("serve the sandbox");
    assert!(
        server.url().starts_with("https://127.0.0.1:"),
        "{}",
        server.url()
    );
    assert_eq!(server.ca_file(), Some(ca_file.as_path()));
    let pem = std::fs::read_to_string(&ca_file).expect("the CA file written");
    assert!(pem.starts_with("-----BEGIN CERTIFICATE-----"), "{pem}");

    let addr = server.addr().to_string();
    let r = raw(
        &addr,
        b"GET /_sandbox/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    let error = &r.json()["errors"][0];
    assert_eq!(error["status"], 400, "{}", r.body);
    assert!(
        error["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("https://"),
        "{}",
        r.body
    );
}
