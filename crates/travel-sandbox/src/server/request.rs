//! One request as hyper hands it over, read within the sandbox's limits (`limits`)
//! into the app's view of it (`http::Req`), or refused in the service's error shape.
//!
//! hyper reads the syntax of HTTP/1.1 and HTTP/2; its own bounds are set well above
//! these (see `HEAD_ROOM`), so a request past one of the sandbox's limits reaches this
//! reader and is told which, in the shape the service's clients parse. Only a head past
//! hyper's bounds, or one that is not HTTP at all, is refused by hyper itself.

use std::fmt::Display;

use http_body_util::{BodyExt, Limited};
use hyper::body::Body;
use hyper::Request;
use tokio::time::Instant;

use super::sniff;
use crate::http::Req;
use crate::limits::{MAX_BODY, MAX_HEADERS, MAX_HEADER_BYTES, MAX_TARGET};
use crate::reject::{codes, Rejection};

/// What hyper may read of a request's head before the sandbox sees it: four times the
/// sandbox's own limits, so that those are the ones a client meets.
pub const HEAD_ROOM: usize = 4 * (MAX_TARGET + MAX_HEADER_BYTES);

/// Header lines hyper reads before the sandbox sees them (see `HEAD_ROOM`).
pub const HEADER_ROOM: usize = 4 * MAX_HEADERS;

/// hyper's reader of HTTP/1, with its bounds above the sandbox's. A client may end
/// its side once it has sent its request (`half_close`): it is answered all the same.
pub fn http1() -> hyper::server::conn::http1::Builder {
    let mut h1 = hyper::server::conn::http1::Builder::new();
    h1.timer(hyper_util::rt::TokioTimer::new())
        // the connection's own time limits apply (`timing`)
        .header_read_timeout(None)
        .half_close(true)
        .max_buf_size(HEAD_ROOM)
        .max_headers(HEADER_ROOM);
    h1
}

/// How links are written: under a fixed origin, or under the host the client named
/// with the scheme it used.
#[derive(Debug, Clone)]
pub struct Origin {
    pub fixed: Option<String>,
    pub secure: bool,
}

impl Origin {
    fn of(&self, host: Option<&str>) -> String {
        match &self.fixed {
            Some(fixed) => fixed.clone(),
            None => {
                let scheme = if self.secure { "https" } else { "http" };
                format!("{scheme}://{}", host.unwrap_or("127.0.0.1"))
            }
        }
    }
}

/// The request, its body read to its end by `deadline`, or why it is refused.
pub async fn read<B>(req: Request<B>, origin: &Origin, deadline: Instant) -> Result<Req, Rejection>
where
    B: Body,
    B::Error: Display + Send + Sync + std::error::Error + 'static,
{
    let (parts, body) = req.into_parts();
    let mut req = head(&parts, origin)?;
    let too_big = || {
        Rejection::new(
            413,
            codes::INVALID_DATA,
            format!("the body is longer than {MAX_BODY} bytes"),
        )
    };
    // a declared length past the limit is refused before a byte of the body is read
    if body.size_hint().lower() > MAX_BODY as u64 {
        return Err(too_big());
    }
    req.body = match tokio::time::timeout_at(deadline, Limited::new(body, MAX_BODY).collect()).await
    {
        Ok(Ok(read)) => read.to_bytes().to_vec(),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => return Err(too_big()),
        Ok(Err(e)) => return Err(unread(e)),
        Err(_) => return Err(sniff::late()),
    };
    Ok(req)
}

/// A request whose body may be far bigger than any other (a tenant's state taken
/// back): its head first, and its body apart, to be spooled ([`spool`]) once the head
/// says it may send one (its bearer is good) and left unread otherwise.
pub fn split<B>(req: Request<B>, origin: &Origin) -> Result<(Req, B), Rejection> {
    let (parts, body) = req.into_parts();
    Ok((head(&parts, origin)?, body))
}

/// `body` spooled to a file as it comes, up to [`MAX_UPLOAD`] by `deadline`: the
/// request `req` (its head) with its upload.
pub async fn spool<B>(mut req: Req, mut body: B, deadline: Instant) -> Result<Req, Rejection>
where
    B: Body + Unpin,
    B::Error: Display + Send + Sync + std::error::Error + 'static,
{
    use std::io::{Seek, SeekFrom, Write};
    let too_big = || {
        Rejection::new(
            413,
            codes::INVALID_DATA,
            format!(
                "the state is longer than {} GiB, the most a tenant's state taken back may be",
                MAX_UPLOAD >> 30
            ),
        )
    };
    if body.size_hint().lower() > MAX_UPLOAD {
        return Err(too_big());
    }
    let failed = |e: std::io::Error| Rejection::system(format!("no room for the upload: {e}"));
    let mut file = tempfile::tempfile().map_err(failed)?;
    let mut read = 0u64;
    loop {
        let frame = match tokio::time::timeout_at(deadline, body.frame()).await {
            Ok(Some(Ok(frame))) => frame,
            Ok(Some(Err(e))) => return Err(unread(e)),
            Ok(None) => break,
            Err(_) => return Err(sniff::late()),
        };
        if let Ok(data) = frame.into_data() {
            let data = bytes::Buf::chunk(&data);
            read += data.len() as u64;
            if read > MAX_UPLOAD {
                return Err(too_big());
            }
            file.write_all(data).map_err(failed)?;
        }
    }
    file.seek(SeekFrom::Start(0)).map_err(failed)?;
    req.upload = Some(file);
    Ok(req)
}

/// The most a tenant's state taken back may be.
pub const MAX_UPLOAD: u64 = crate::limits::MAX_UPLOAD;

fn unread(e: impl Display) -> Rejection {
    Rejection::new(
        400,
        codes::INVALID_DATA,
        format!("the body could not be read: {e}"),
    )
}

/// The request's head, checked against the limits: a request without its body yet.
fn head(parts: &hyper::http::request::Parts, origin: &Origin) -> Result<Req, Rejection> {
    let target = parts.uri.path_and_query().map_or("/", |t| t.as_str());
    if target.len() > MAX_TARGET {
        return Err(Rejection::new(
            414,
            codes::INVALID_DATA,
            format!("the request target is longer than {MAX_TARGET} bytes"),
        ));
    }
    // as the lines were sent: name, ": ", value, line end
    let head_bytes: usize = parts
        .headers
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len() + 4)
        .sum();
    if parts.headers.len() > MAX_HEADERS || head_bytes > MAX_HEADER_BYTES {
        return Err(Rejection::new(
            413,
            codes::INVALID_HEADER,
            format!("the headers are more than {MAX_HEADERS} lines or {MAX_HEADER_BYTES} bytes"),
        ));
    }
    let headers: Vec<(String, String)> = parts
        .headers
        .iter()
        .map(|(k, v)| {
            let value = String::from_utf8_lossy(v.as_bytes()).into_owned();
            (k.as_str().to_string(), value)
        })
        .collect();
    // HTTP/2 names the host in the target (`:authority`), HTTP/1.1 in a header
    let host = parts
        .uri
        .authority()
        .map(|a| a.as_str().to_string())
        .or_else(|| {
            headers
                .iter()
                .find(|(k, _)| k == "host")
                .map(|(_, v)| v.clone())
        });
    let origin = origin.of(host.as_deref());
    Req::new(parts.method.as_str(), target, headers, Vec::new(), origin)
}

/// Bytes off the wire read as the server reads them, for the tests of decoding: hyper
/// serves them as one HTTP/1.1 connection in memory, with the server's bounds and its
/// refusals worded as the server words them (`worded`), and this reader reads the
/// first request it hands over.
#[cfg(test)]
pub mod decoding {
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use hyper::service::service_fn;
    use hyper_util::rt::TokioIo;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::Origin;
    use crate::http::Req;
    use crate::reject::Rejection;
    use crate::server::worded::Worded;

    /// What became of the bytes.
    #[derive(Debug)]
    pub enum Decoded {
        /// A request, read whole.
        Read(Req),
        /// Refused by the sandbox's reader, in the service's error shape.
        Refused(Rejection),
        /// Refused by hyper before the reader saw a request: the status and body of
        /// the answer, in the service's words.
        ByHyper(u16, String),
        /// No request: the bytes ended before one began, or hyper closed in silence.
        Nothing,
    }

    pub fn decode(bytes: &[u8]) -> Decoded {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            tokio::time::timeout(Duration::from_secs(20), serve(bytes))
                .await
                .expect("the bytes are decoded without waiting")
        })
    }

    async fn serve(bytes: &[u8]) -> Decoded {
        let (mut client, server) = tokio::io::duplex(64 * 1024);
        let read: Arc<Mutex<Option<Result<Req, Rejection>>>> = Arc::default();
        let slot = Arc::clone(&read);
        let service = service_fn(move |req| {
            let slot = Arc::clone(&slot);
            async move {
                let origin = Origin {
                    fixed: None,
                    secure: false,
                };
                let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
                let got = super::read(req, &origin, deadline).await;
                slot.lock().unwrap().get_or_insert(got);
                Ok::<_, std::convert::Infallible>(hyper::Response::new(http_body_util::Empty::<
                    bytes::Bytes,
                >::new()))
            }
        });
        let conn = tokio::spawn(
            super::http1().serve_connection(TokioIo::new(Worded::new(server, true)), service),
        );
        // the whole request, then the end of the client's side: nothing waits for more
        let (mut reading, mut writing) = tokio::io::split(&mut client);
        let write = async {
            let _ = writing.write_all(bytes).await;
            let _ = writing.shutdown().await;
        };
        let mut answered = Vec::new();
        let (_, _) = tokio::join!(write, reading.read_to_end(&mut answered));
        let _ = conn.await;
        if let Some(got) = read.lock().unwrap().take() {
            return match got {
                Ok(req) => Decoded::Read(req),
                Err(no) => Decoded::Refused(no),
            };
        }
        let answered = String::from_utf8_lossy(&answered);
        let status = answered.get(9..12).and_then(|s| s.parse().ok());
        let body = answered.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        status.map_or(Decoded::Nothing, |status| {
            Decoded::ByHyper(status, body.to_string())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::decoding::{decode, Decoded};
    use super::*;

    fn refused(raw: &[u8]) -> u16 {
        match decode(raw) {
            Decoded::Refused(no) => no.status,
            other => panic!("{}: {other:?}", shown(raw)),
        }
    }

    /// The start of a request, for a message.
    fn shown(raw: &[u8]) -> String {
        String::from_utf8_lossy(&raw[..raw.len().min(60)]).into_owned()
    }

    /// The status hyper refused `raw` with, its answer in the service's error shape.
    fn by_hyper(raw: &[u8]) -> u16 {
        match decode(raw) {
            Decoded::ByHyper(status, body) => {
                let body: serde_json::Value = serde_json::from_str(&body)
                    .unwrap_or_else(|e| panic!("{}: {e}: {body:?}", shown(raw)));
                assert_eq!(body["errors"][0]["status"], status, "{body}");
                assert!(body["errors"][0]["code"].is_i64(), "{body}");
                status
            }
            other => panic!("{}: {other:?}", shown(raw)),
        }
    }

    #[test]
    fn a_plain_request_reads_with_its_body() {
        let Decoded::Read(req) =
            decode(b"\r\nPOST /v1/x/?a=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc")
        else {
            panic!("read");
        };
        assert_eq!((req.method.as_str(), req.path.as_str()), ("POST", "/v1/x"));
        assert_eq!(req.params.get("a").as_deref(), Some("1"));
        assert_eq!(req.header("HOST"), Some("h"));
        assert_eq!(req.origin, "http://h");
        assert_eq!(req.body, b"abc");
    }

    #[test]
    fn chunked_bodies_are_joined_and_trailers_skipped() {
        let Decoded::Read(req) = decode(
            b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n2\r\nde\r\n0\r\nT: 1\r\n\r\n",
        ) else {
            panic!("read");
        };
        assert_eq!(req.body, b"abcde");
    }

    #[test]
    fn the_sandboxs_limits_are_refused_in_its_error_shape() {
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_TARGET));
        assert_eq!(refused(long.as_bytes()), 414);
        let big = format!(
            "GET / HTTP/1.1\r\nX: {}\r\n\r\n",
            "a".repeat(MAX_HEADER_BYTES)
        );
        assert_eq!(refused(big.as_bytes()), 413);
        let many = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "A: b\r\n".repeat(MAX_HEADERS + 1)
        );
        assert_eq!(refused(many.as_bytes()), 413);
        let sized = format!(
            "POST / HTTP/1.1\r\nContent-Length: {}\r\n\r\n",
            MAX_BODY + 1
        );
        assert_eq!(refused(sized.as_bytes()), 413);
        // chunked: refused once what arrived passes the limit (hyper hands a chunk over
        // as it arrives, not its declared size)
        let mut chunk = format!(
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n{:x}\r\n",
            MAX_BODY + 1
        )
        .into_bytes();
        chunk.resize(chunk.len() + MAX_BODY + 1, b' ');
        assert_eq!(refused(&chunk), 413);
        let params = format!("GET /?{} HTTP/1.1\r\n\r\n", "x=1&".repeat(1001));
        assert_eq!(refused(params.as_bytes()), 400);
        // cut short: the body is not all there
        assert_eq!(
            refused(b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc"),
            400
        );
        assert_eq!(
            refused(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n"),
            400
        );
    }

    #[test]
    fn past_hypers_own_bounds_hyper_refuses() {
        // a head beyond HEAD_ROOM, lines beyond HEADER_ROOM: hyper's 431, worded as the
        // sandbox's own limit
        let huge = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(2 * HEAD_ROOM));
        assert_eq!(by_hyper(huge.as_bytes()), 413);
        let lines = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "A: b\r\n".repeat(HEADER_ROOM + 1)
        );
        assert_eq!(by_hyper(lines.as_bytes()), 413);
    }

    #[test]
    fn what_is_not_http_is_refused_by_hyper() {
        for raw in [
            &b"GARBAGE\r\n\r\n"[..],
            b"GET /\r\n\r\n",
            b"GET / HTTP/1.1 extra\r\n\r\n",
            b"G(T / HTTP/1.1\r\n\r\n",
            b"GET / SPDY/3\r\n\r\n",
            b"GET / HTTP/1.1\r\nno colon\r\n\r\n",
            b"GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n",
            b"GET / HTTP/1.1\r\nA: b\x01c\r\n\r\n",
            b"GET /\xff HTTP/1.1\r\n\r\n",
            b"GET / HTTP/2.0\r\n\r\n",
            b"POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            b"POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n",
            b"POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n",
            b"POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n",
        ] {
            assert_eq!(by_hyper(raw), 400, "{}", shown(raw));
        }
    }

    #[test]
    fn an_empty_connection_is_no_request() {
        assert!(matches!(decode(b""), Decoded::Nothing));
        assert!(matches!(decode(b"\r\n\r\n"), Decoded::Nothing));
    }
}
