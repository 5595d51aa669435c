//! What a client speaks, told from its first bytes: a TLS handshake starts with a
//! handshake record (0x16), HTTP/2 with prior knowledge with its preface, anything
//! else is read as HTTP/1. And the few answers the server writes itself rather than
//! through hyper, to clients hyper never reads: one that knocked at the wrong door
//! (TLS to the plain port, plain HTTP to the HTTPS one) and one whose request head did
//! not arrive in time.

use crate::http::Resp;
use crate::reject::{codes, Rejection};
use travel_core::ops::SANDBOX_HEADER;

/// The first byte of a TLS handshake record.
const TLS_HANDSHAKE: u8 = 0x16;
/// How HTTP/2 with prior knowledge opens (RFC 9113 3.4); no HTTP/1 method is `PRI`.
const H2_OPENS: &[u8] = b"PRI ";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    Tls,
    Http2,
    Http1,
}

/// What the client speaks, or `None` while its bytes so far could open either
/// HTTP/2 or HTTP/1.
pub fn opening(first: &[u8]) -> Option<Opening> {
    match first {
        [] => None,
        [TLS_HANDSHAKE, ..] => Some(Opening::Tls),
        b if b.starts_with(H2_OPENS) => Some(Opening::Http2),
        b if H2_OPENS.starts_with(b) => None,
        _ => Some(Opening::Http1),
    }
}

/// The refusal for a TLS handshake on the plain HTTP port: a TLS client reads it as a
/// protocol error ("wrong version number"), a person reading the bytes understands.
pub fn tls_on_plain_port() -> Rejection {
    Rejection::new(
        400,
        codes::INVALID_DATA,
        "this port serves plain HTTP and a TLS handshake arrived: use http://, or serve with --tls",
    )
}

/// The refusal for plain HTTP on the HTTPS port.
pub fn plain_on_tls_port(port: u16) -> Rejection {
    Rejection::new(
        400,
        codes::INVALID_DATA,
        format!("this port serves HTTPS and plain HTTP arrived: use https:// (port {port})"),
    )
}

/// The answer to a request that did not arrive within its time.
pub fn late() -> Rejection {
    Rejection::new(
        408,
        codes::INVALID_DATA,
        "the request did not arrive in time",
    )
}

/// A whole HTTP/1.1 answer in the service's error shape, after which the connection
/// is closed.
pub fn plain_answer(no: Rejection) -> Vec<u8> {
    let resp = Resp::from(no);
    let mut out = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\n{SANDBOX_HEADER}: 1\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        resp.status,
        hyper::StatusCode::from_u16(resp.status)
            .ok()
            .and_then(|s| s.canonical_reason())
            .unwrap_or(""),
        resp.content_type,
        resp.body.len()
    )
    .into_bytes();
    out.extend_from_slice(&resp.body);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bytes_tell_the_protocol() {
        assert_eq!(opening(b""), None);
        assert_eq!(opening(b"\x16\x03\x01"), Some(Opening::Tls));
        assert_eq!(opening(b"PRI * HTTP/2.0\r\n"), Some(Opening::Http2));
        assert_eq!(opening(b"PR"), None, "PRI or a method not yet known");
        assert_eq!(opening(b"POST /"), Some(Opening::Http1));
        assert_eq!(opening(b"PUT"), Some(Opening::Http1));
        assert_eq!(opening(b"GET"), Some(Opening::Http1));
        assert_eq!(opening(b"\r\n"), Some(Opening::Http1));
    }

    #[test]
    fn answers_written_by_hand_are_whole_and_close() {
        let text = String::from_utf8(plain_answer(late())).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(
            head.starts_with("HTTP/1.1 408 Request Timeout\r\n"),
            "{head}"
        );
        assert!(head.contains("Connection: close"), "{head}");
        assert!(
            head.contains(&format!("Content-Length: {}", body.len())),
            "{head}"
        );
        let body: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(body["errors"][0]["status"], 408);
    }
}
