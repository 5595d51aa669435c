//! HTTP/1.1 as the sandbox reads and writes it: a request's head and body within the
//! limits of `limits`, and an answer. Reading is over any `BufRead`, so the decoder is
//! tested on plain bytes; the server hands it a socket with a deadline.

use std::io::{self, BufRead, Read, Write};

use super::limits::{MAX_BODY, MAX_HEADERS, MAX_HEADER_BYTES, MAX_TARGET};
use super::reject::{codes, Rejection};

/// A request's head as it arrived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    pub method: String,
    /// Path and query as sent, not decoded.
    pub target: String,
    /// HTTP/1.0 rather than 1.1.
    pub old: bool,
    pub headers: Vec<(String, String)>,
}

/// How the body that follows a head is framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
    Empty,
    Sized(usize),
    Chunked,
}

/// Why a request could not be read. Every one but `Gone` is answered, and the
/// connection then closed: where the next request would start is not known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// Not HTTP as the sandbox reads it.
    Malformed(String),
    /// A target longer than `MAX_TARGET`.
    LongTarget,
    /// Header lines past `MAX_HEADER_BYTES` or `MAX_HEADERS`.
    BigHead,
    /// A body past `MAX_BODY`.
    BigBody,
    /// HTTP/2 or later in a request line.
    Version,
    /// The request did not arrive within its time.
    Late,
    /// The connection failed mid-request: there is nobody to answer.
    Gone,
}

impl Fault {
    /// The answer to the client, in the service's error shape.
    pub fn rejection(&self) -> Option<Rejection> {
        let (status, code, detail) = match self {
            Fault::Malformed(why) => (400, codes::INVALID_DATA, why.clone()),
            Fault::LongTarget => (
                414,
                codes::INVALID_DATA,
                format!("the request target is longer than {MAX_TARGET} bytes"),
            ),
            Fault::BigHead => (
                413,
                codes::INVALID_HEADER,
                format!(
                    "the headers are more than {MAX_HEADERS} lines or {MAX_HEADER_BYTES} bytes"
                ),
            ),
            Fault::BigBody => (
                413,
                codes::INVALID_DATA,
                format!("the body is longer than {MAX_BODY} bytes"),
            ),
            Fault::Version => (
                505,
                codes::INVALID_DATA,
                "only HTTP/1.0 and HTTP/1.1 are served".to_string(),
            ),
            Fault::Late => (
                408,
                codes::INVALID_DATA,
                "the request did not arrive in time".to_string(),
            ),
            Fault::Gone => return None,
        };
        Some(Rejection::new(status, code, detail))
    }
}

fn malformed(why: &str) -> Fault {
    Fault::Malformed(why.to_string())
}

fn ended() -> Fault {
    malformed("the connection ended before the request was complete")
}

fn io_fault(e: &io::Error) -> Fault {
    match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Fault::Late,
        io::ErrorKind::UnexpectedEof => ended(),
        _ => Fault::Gone,
    }
}

/// One line without its end (CRLF, or a bare LF), of at most `limit` bytes, else
/// `too_long`; `None` when the input ends before its first byte.
fn line(r: &mut impl BufRead, limit: usize, too_long: Fault) -> Result<Option<Vec<u8>>, Fault> {
    let mut line = Vec::new();
    loop {
        let buf = match r.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(io_fault(&e)),
        };
        if buf.is_empty() {
            return if line.is_empty() {
                Ok(None)
            } else {
                Err(ended())
            };
        }
        let (take, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        // the line's end is not counted against its limit
        if line.len() + take > limit + 2 {
            return Err(too_long);
        }
        line.extend_from_slice(&buf[..take]);
        r.consume(take);
        if done {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(Some(line));
        }
    }
}

/// A token character (RFC 9110 5.6.2): what methods and header names are made of.
fn tchar(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

/// The next request's head; `None` when the connection ends cleanly before it.
pub fn read_head(r: &mut impl BufRead) -> Result<Option<Head>, Fault> {
    // the request line, past the empty lines a client may send before it (RFC 9112 2.2)
    let first = loop {
        match line(r, MAX_TARGET + 32, Fault::LongTarget)? {
            None => return Ok(None),
            Some(l) if l.is_empty() => continue,
            Some(l) => break l,
        }
    };
    let (method, target, old) = request_line(&first)?;
    let mut headers = Vec::new();
    let mut size = 0;
    loop {
        let l = line(r, MAX_HEADER_BYTES - size, Fault::BigHead)?.ok_or_else(ended)?;
        if l.is_empty() {
            break;
        }
        size += l.len() + 2;
        if size > MAX_HEADER_BYTES || headers.len() == MAX_HEADERS {
            return Err(Fault::BigHead);
        }
        headers.push(header_line(&l)?);
    }
    Ok(Some(Head {
        method,
        target,
        old,
        headers,
    }))
}

fn request_line(l: &[u8]) -> Result<(String, String, bool), Fault> {
    let text =
        std::str::from_utf8(l).map_err(|_| malformed("the request line is not UTF-8 text"))?;
    let mut parts = text.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(malformed("the request line is not METHOD TARGET HTTP/1.1"));
    };
    if method.is_empty() || !method.bytes().all(tchar) {
        return Err(malformed("the method is not a token"));
    }
    if target.is_empty() || target.chars().any(char::is_control) {
        return Err(malformed(
            "the request target is empty or holds control characters",
        ));
    }
    if target.len() > MAX_TARGET {
        return Err(Fault::LongTarget);
    }
    let old = match version {
        "HTTP/1.1" => false,
        "HTTP/1.0" => true,
        v if v.starts_with("HTTP/") && v[5..].starts_with(|c: char| c.is_ascii_digit()) => {
            return Err(Fault::Version)
        }
        _ => return Err(malformed("the request line's version is not HTTP/1.1")),
    };
    Ok((method.to_string(), target.to_string(), old))
}

fn header_line(l: &[u8]) -> Result<(String, String), Fault> {
    let colon = l
        .iter()
        .position(|&b| b == b':')
        .ok_or_else(|| malformed("a header line has no colon"))?;
    let (name, value) = (&l[..colon], &l[colon + 1..]);
    if name.is_empty() || !name.iter().all(|&b| tchar(b)) {
        // a line starting with white space is an obsolete continuation: refused too
        return Err(malformed("a header name is not a token"));
    }
    if value.iter().any(|&b| b != b'\t' && b.is_ascii_control()) {
        return Err(malformed("a header value holds control characters"));
    }
    let value = String::from_utf8_lossy(value);
    Ok((
        String::from_utf8_lossy(name).into_owned(),
        value.trim_matches([' ', '\t']).to_string(),
    ))
}

impl Head {
    /// The values of a header, in order.
    fn values<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.headers
            .iter()
            .filter(move |(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// How the body is framed: one that could be read two ways is refused, as is one
    /// declared bigger than `MAX_BODY` (before a byte of it is read).
    pub fn framing(&self) -> Result<Framing, Fault> {
        let coded: Vec<&str> = self.values("Transfer-Encoding").collect();
        let sized: Vec<&str> = self.values("Content-Length").collect();
        if !coded.is_empty() {
            if !sized.is_empty() {
                return Err(malformed(
                    "a request has both Transfer-Encoding and Content-Length",
                ));
            }
            return match coded.as_slice() {
                [one] if one.eq_ignore_ascii_case("chunked") => Ok(Framing::Chunked),
                _ => Err(malformed("the only transfer coding accepted is chunked")),
            };
        }
        let Some(first) = sized.first() else {
            return Ok(Framing::Empty);
        };
        if sized.iter().any(|v| v != first) || first.is_empty() {
            return Err(malformed("Content-Length is given differently"));
        }
        if !first.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed("Content-Length is not a number"));
        }
        // all digits: a number too big for usize is too big for the limit too
        match first.parse::<usize>() {
            Ok(0) => Ok(Framing::Empty),
            Ok(n) if n <= MAX_BODY => Ok(Framing::Sized(n)),
            _ => Err(Fault::BigBody),
        }
    }

    /// The client waits for `100 Continue` before it sends the body.
    pub fn expects_continue(&self) -> bool {
        !self.old
            && self
                .values("Expect")
                .any(|v| v.eq_ignore_ascii_case("100-continue"))
    }

    /// Another request may follow on this connection.
    pub fn keeps_alive(&self) -> bool {
        let says = |token: &str| {
            self.values("Connection")
                .flat_map(|v| v.split(','))
                .any(|t| t.trim().eq_ignore_ascii_case(token))
        };
        if self.old {
            says("keep-alive")
        } else {
            !says("close")
        }
    }
}

/// The body as framed, never more than `MAX_BODY` bytes: a chunked one is refused at
/// the chunk that would pass it, before that chunk is read.
pub fn read_body(r: &mut impl BufRead, framing: Framing) -> Result<Vec<u8>, Fault> {
    match framing {
        Framing::Empty => Ok(Vec::new()),
        Framing::Sized(n) => {
            // grown as it arrives, not allocated up front for a client that may not send it
            let mut body = Vec::with_capacity(n.min(64 * 1024));
            read_exactly(r, n, &mut body)?;
            Ok(body)
        }
        Framing::Chunked => chunked(r),
    }
}

fn read_exactly(r: &mut impl BufRead, n: usize, into: &mut Vec<u8>) -> Result<(), Fault> {
    let want = into.len() + n;
    r.take(n as u64)
        .read_to_end(into)
        .map_err(|e| io_fault(&e))?;
    if into.len() < want {
        return Err(ended());
    }
    Ok(())
}

fn chunked(r: &mut impl BufRead) -> Result<Vec<u8>, Fault> {
    let mut body = Vec::new();
    loop {
        let l = line(r, 1024, malformed("a chunk's size line is too long"))?.ok_or_else(ended)?;
        let size = std::str::from_utf8(&l)
            .ok()
            .and_then(|t| t.split(';').next())
            .map(|s| s.trim_matches([' ', '\t']))
            .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| malformed("a chunk's size is not a hexadecimal number"))?;
        // all hex digits: a size too big for usize is too big for the limit too
        let n = usize::from_str_radix(size, 16).map_err(|_| Fault::BigBody)?;
        if n > MAX_BODY - body.len() {
            return Err(Fault::BigBody);
        }
        if n == 0 {
            trailers(r)?;
            return Ok(body);
        }
        read_exactly(r, n, &mut body)?;
        let end = line(r, 0, malformed("a chunk is longer than its size"))?.ok_or_else(ended)?;
        if !end.is_empty() {
            return Err(malformed("a chunk is longer than its size"));
        }
    }
}

/// The trailer lines after the last chunk, read and let go, within the header limit.
fn trailers(r: &mut impl BufRead) -> Result<(), Fault> {
    let mut size = 0;
    loop {
        let l = line(r, MAX_HEADER_BYTES - size, Fault::BigHead)?.ok_or_else(ended)?;
        if l.is_empty() {
            return Ok(());
        }
        size += l.len() + 2;
        if size > MAX_HEADER_BYTES {
            return Err(Fault::BigHead);
        }
    }
}

/// What a client that sent `Expect: 100-continue` waits for before its body.
pub const CONTINUE: &[u8] = b"HTTP/1.1 100 Continue\r\n\r\n";

/// One answer, head and body written together (one segment for a small answer).
pub fn write_answer(
    w: &mut impl Write,
    status: u16,
    headers: &[(&str, &str)],
    body: &[u8],
    head_only: bool,
    close: bool,
) -> io::Result<()> {
    let mut out = Vec::with_capacity(body.len() + 256);
    write!(out, "HTTP/1.1 {status} {}\r\n", reason(status))?;
    for (k, v) in headers {
        write!(out, "{k}: {v}\r\n")?;
    }
    // no length on a 204 (RFC 9110 8.6)
    if status != 204 {
        write!(out, "Content-Length: {}\r\n", body.len())?;
    }
    if close {
        out.extend_from_slice(b"Connection: close\r\n");
    }
    out.extend_from_slice(b"\r\n");
    if !head_only && status != 204 {
        out.extend_from_slice(body);
    }
    w.write_all(&out)?;
    w.flush()
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        408 => "Request Timeout",
        409 => "Conflict",
        413 => "Content Too Large",
        414 => "URI Too Long",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(raw: &str) -> Result<Option<Head>, Fault> {
        read_head(&mut raw.as_bytes())
    }

    fn request(raw: &[u8]) -> Result<(Head, Vec<u8>), Fault> {
        let mut r = raw;
        let head = read_head(&mut r)?.ok_or(Fault::Gone)?;
        let framing = head.framing()?;
        Ok((head.clone(), read_body(&mut r, framing)?))
    }

    #[test]
    fn a_plain_request_reads_with_its_body() {
        let (h, body) =
            request(b"\r\nPOST /v1/x?a=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc")
                .unwrap();
        assert_eq!(h.method, "POST");
        assert_eq!(h.target, "/v1/x?a=1");
        assert!(!h.old && h.keeps_alive());
        assert_eq!(h.headers[0], ("Host".to_string(), "h".to_string()));
        assert_eq!(body, b"abc");
    }

    #[test]
    fn chunked_bodies_are_joined_and_trailers_skipped() {
        let (_, body) = request(
            b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n2\r\nde\r\n0\r\nT: 1\r\n\r\n",
        )
        .unwrap();
        assert_eq!(body, b"abcde");
    }

    #[test]
    fn limits_are_refused_before_reading_past_them() {
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_TARGET));
        assert_eq!(head(&long), Err(Fault::LongTarget));
        let big = format!(
            "GET / HTTP/1.1\r\nX: {}\r\n\r\n",
            "a".repeat(MAX_HEADER_BYTES)
        );
        assert_eq!(head(&big), Err(Fault::BigHead));
        let many = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "A: b\r\n".repeat(MAX_HEADERS + 1)
        );
        assert_eq!(head(&many), Err(Fault::BigHead));
        let sized = format!(
            "POST / HTTP/1.1\r\nContent-Length: {}\r\n\r\n",
            MAX_BODY + 1
        );
        assert_eq!(request(sized.as_bytes()), Err(Fault::BigBody));
        let huge = "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n";
        assert_eq!(request(huge.as_bytes()), Err(Fault::BigBody));
        let chunk = format!(
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n{:x}\r\n",
            MAX_BODY + 1
        );
        assert_eq!(request(chunk.as_bytes()), Err(Fault::BigBody));
    }

    #[test]
    fn what_is_not_http_is_malformed() {
        for raw in [
            "GARBAGE\r\n\r\n",
            "GET /\r\n\r\n",
            "GET / HTTP/1.1 extra\r\n\r\n",
            "G(T / HTTP/1.1\r\n\r\n",
            "GET / SPDY/3\r\n\r\n",
            "GET / HTTP/1.1\r\nno colon\r\n\r\n",
            "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n",
            "GET / HTTP/1.1\r\nA: b\x01c\r\n\r\n",
        ] {
            assert!(
                matches!(head(raw), Err(Fault::Malformed(_))),
                "{raw:?}: {:?}",
                head(raw)
            );
        }
        assert_eq!(head("GET / HTTP/2.0\r\n\r\n"), Err(Fault::Version));
        assert!(matches!(
            read_head(&mut &b"GET /\xff HTTP/1.1\r\n\r\n"[..]),
            Err(Fault::Malformed(_))
        ));
        for raw in [
            "POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc",
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n",
        ] {
            assert!(
                matches!(request(raw.as_bytes()), Err(Fault::Malformed(_))),
                "{raw:?}"
            );
        }
    }

    #[test]
    fn an_empty_connection_is_no_request() {
        assert_eq!(head(""), Ok(None));
        assert_eq!(head("\r\n\r\n"), Ok(None));
        assert!(matches!(
            head("GET / HTTP/1.1\r\n"),
            Err(Fault::Malformed(_))
        ));
    }

    #[test]
    fn connection_and_expect_are_read() {
        let h = head("GET / HTTP/1.0\r\nExpect: 100-continue\r\n\r\n")
            .unwrap()
            .unwrap();
        assert!(!h.keeps_alive() && !h.expects_continue());
        let h =
            head("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\nExpect: 100-Continue\r\n\r\n")
                .unwrap()
                .unwrap();
        assert!(!h.keeps_alive() && h.expects_continue());
    }

    #[test]
    fn answers_carry_their_length_and_close() {
        let mut out = Vec::new();
        write_answer(&mut out, 413, &[("Content-Type", "x")], b"{}", false, true).unwrap();
        assert_eq!(
            out,
            b"HTTP/1.1 413 Content Too Large\r\nContent-Type: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"
        );
        let mut out = Vec::new();
        write_answer(&mut out, 204, &[], b"", false, false).unwrap();
        assert_eq!(out, b"HTTP/1.1 204 No Content\r\n\r\n");
    }
}
