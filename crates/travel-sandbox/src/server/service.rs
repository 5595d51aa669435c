//! What hyper calls for each request: read it (`request`), answer it (see below), and
//! write the answer as the service does, scenarios of the line included.
//!
//! The handlers are synchronous: they read and write SQLite and compute searches, and
//! a request keeps one clock throughout (`ThisRequest`, a thread-local), so each
//! request is answered within one call. A GET only reads (SQLite in WAL mode: readers
//! never wait for a writer) and computes, so it is answered right on the runtime's
//! worker thread: handing it to another thread and back would cost more than most
//! GETs take (an airline lookup is some microseconds). What may write, and so may wait
//! for another process's write lock, goes to the blocking pool, sized to the cores
//! (`super::handler_threads`), so a wait there holds up no connection's reading. On
//! PostgreSQL every read is a round trip on the network: every request goes there.

use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::header::{HeaderValue, CONNECTION, CONTENT_TYPE, RETRY_AFTER};
use hyper::{Request, Response, Version};

use super::request;
use super::timing::Activity;
use super::Serving;
use crate::http::Resp;
use crate::reject::Rejection;
use crate::scenarios::transport::Line;
use travel_core::ops::SANDBOX_HEADER;

pub type Answer = Response<BoxBody<Bytes, std::io::Error>>;

/// A connection closed on purpose without an answer: a fault injected through the
/// control API (`drop`). Returned to hyper as the service's error, which closes it.
#[derive(Debug)]
pub struct Dropped;

impl std::fmt::Display for Dropped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("dropped on purpose by a fault")
    }
}

impl std::error::Error for Dropped {}

/// Answer one request of a connection.
pub async fn answer(
    shared: Arc<Serving>,
    activity: Arc<Activity>,
    peer: std::net::IpAddr,
    req: Request<Incoming>,
) -> Result<Answer, Dropped> {
    let busy = activity.begin();
    let started = Instant::now();
    let http1 = req.version() <= Version::HTTP_11;
    let logged = shared.verbose.then(|| {
        (
            req.method().to_string(),
            crate::auth::loggable(target(&req)).into_owned(),
        )
    });
    let deadline = busy.head_from + crate::limits::REQUEST_TIME;
    let read = if is_upload(&req) {
        upload(&shared, req, busy.head_from + crate::limits::UPLOAD_TIME).await
    } else {
        request::read(req, &shared.origin, deadline).await
    };
    let read = read.map(|req| req.from(peer.to_canonical()));
    let (resp, line, refused) = match read {
        Err(no) => (Resp::from(no), None, true),
        Ok(req) if req.method == "GET" && !shared.app.reads_wait() => {
            let (resp, line) = crate::answer::answer(&shared.app, req);
            (resp, line, false)
        }
        Ok(req) => {
            let app = Arc::clone(&shared.app);
            match tokio::task::spawn_blocking(move || crate::answer::answer(&app, req)).await {
                Ok((resp, line)) => (resp, line, false),
                Err(_) => (Rejection::system("").into(), None, false),
            }
        }
    };
    if let Some((method, target)) = logged {
        eprintln!(
            "{method} {target} -> {} ({} ms)",
            resp.status,
            started.elapsed().as_millis()
        );
    }
    let mut retry = None;
    match line {
        Some(Line::Refuse(_, wait)) => retry = wait,
        // held back here rather than on a handler's thread; a server stopping sends it
        Some(Line::Delay(late)) => {
            let mut stop = shared.stop.clone();
            tokio::select! {
                () = tokio::time::sleep(late) => {}
                () = super::stopped(&mut stop) => {}
            }
        }
        Some(Line::Drop) => return Err(Dropped),
        None => {}
    }
    drop(busy);
    // after a refusal, where the next request would start is not known: HTTP/1 closes
    Ok(response(resp, retry, refused && http1))
}

/// A request taking a tenant's state back: its body spooled to disk once its head's
/// bearer may send one (checked on the blocking pool when a check may wait on the
/// database), else left unread: the request is answered as one without a body.
async fn upload(
    shared: &Serving,
    req: Request<Incoming>,
    deadline: tokio::time::Instant,
) -> Result<crate::http::Req, Rejection> {
    let (head, body) = request::split(req, &shared.origin)?;
    let app = Arc::clone(&shared.app);
    let (head, may) = if app.reads_wait() {
        tokio::task::spawn_blocking(move || {
            let may = crate::auth::may_upload(&app, &head);
            (head, may)
        })
        .await
        .map_err(|_| Rejection::system(""))?
    } else {
        let may = crate::auth::may_upload(&app, &head);
        (head, may)
    };
    if !may {
        return Ok(head);
    }
    request::spool(head, body, deadline).await
}

/// Whether `req` takes a tenant's state back: its body is spooled to disk.
fn is_upload<B>(req: &Request<B>) -> bool {
    use travel_core::ops::Operation;
    req.method() == hyper::Method::PUT
        && req.uri().path().trim_end_matches('/')
            == <travel_core::ops::sandbox::ImportState as Operation>::PATH
}

/// The target as sent, for the log.
fn target<B>(req: &Request<B>) -> &str {
    req.uri().path_and_query().map_or("/", |t| t.as_str())
}

/// The service's answer as hyper writes it (it adds the length, and leaves the body
/// out of an answer to HEAD).
fn response(resp: Resp, retry: Option<u64>, close: bool) -> Answer {
    let body = match resp.file {
        Some(file) => super::file_body::FileBody::new(file).boxed(),
        None => Full::new(Bytes::from(resp.body))
            .map_err(|never| match never {})
            .boxed(),
    };
    let mut answer = Response::new(body);
    *answer.status_mut() = hyper::StatusCode::from_u16(resp.status)
        .unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    let headers = answer.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(resp.content_type));
    headers.insert(SANDBOX_HEADER, HeaderValue::from_static("1"));
    if let Some(secs) = retry {
        headers.insert(RETRY_AFTER, HeaderValue::from(secs));
    }
    if close {
        headers.insert(CONNECTION, HeaderValue::from_static("close"));
    }
    answer
}
