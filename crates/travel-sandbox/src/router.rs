//! Which handler answers which request. Handlers are registered (`ops::routes`) on the
//! operation declarations of `api::ops`, so the sandbox serves exactly the paths and
//! methods the client calls. The router does, once for all: the token check, which
//! says the request's tenant and so the view of the sandbox its handler is given, the
//! method-override check, decoding the query and the body into the declared types, the
//! envelope, and the error shape.

use std::sync::Arc;

use super::auth;
use super::http::{Req, Resp, AMADEUS_JSON};
use super::reject::{codes, Rejection};
use super::{App, Shared};
use travel_core::model::Envelope;
use travel_core::ops::query::{self, Pairs};
use travel_core::ops::{Operation, TOKEN_PATH};

/// What a handler answers: the envelope of the declared data, or a rejection.
pub type Answer<T> = Result<Envelope<T>, Rejection>;

/// A handler of operation `Op`: the app, the request as received (for links), and the
/// decoded query and body.
pub type Handler<Op> = fn(
    &App,
    &Req,
    <Op as Operation>::Query,
    <Op as Operation>::Body,
) -> Answer<<Op as Operation>::Data>;

type Erased = Box<dyn Fn(&App, &Req, Pairs) -> Result<Resp, Rejection> + Send + Sync>;

struct Route {
    method: &'static str,
    path: &'static str,
    /// Literal paths win over ones with `{name}` segments.
    placeholders: usize,
    overridden: bool,
    handler: Erased,
}

#[derive(Default)]
pub struct Router {
    routes: Vec<Route>,
}

impl Router {
    /// Answer `Op` with `handler`.
    pub fn on<Op: Operation>(&mut self, handler: Handler<Op>) -> &mut Self {
        let erased: Erased = Box::new(move |app, req, captured| {
            respond::<Op>(req, captured, |q, body| handler(app, req, q, body))
        });
        self.add::<Op>(erased)
    }

    fn add<Op: Operation>(&mut self, handler: Erased) -> &mut Self {
        let route = Route {
            method: Op::METHOD.http(),
            path: Op::PATH,
            placeholders: Op::PATH.matches('{').count(),
            overridden: Op::METHOD.overridden(),
            handler,
        };
        assert!(
            !self
                .routes
                .iter()
                .any(|r| r.method == route.method && r.path == route.path),
            "{} {} registered twice",
            route.method,
            route.path
        );
        self.routes.push(route);
        self.routes.sort_by_key(|r| r.placeholders);
        self
    }

    /// The whole answer to one request.
    pub fn route(&self, app: &Arc<Shared>, req: &Req) -> Resp {
        if req.path == TOKEN_PATH {
            return match req.method.as_str() {
                "POST" => auth::issue_token(app, req),
                _ => Rejection::no_resource().into(),
            };
        }
        if let Some(token) = req
            .path
            .strip_prefix(TOKEN_PATH)
            .and_then(|rest| rest.strip_prefix('/'))
            .filter(|t| !t.is_empty() && !t.contains('/'))
        {
            return match req.method.as_str() {
                "GET" => auth::token_info(app, token),
                _ => Rejection::no_resource().into(),
            };
        }
        let tenant = match auth::check_bearer(app, req) {
            Ok(tenant) => tenant,
            Err(no) => return no.into(),
        };
        let found = self.routes.iter().find_map(|r| {
            (r.method == req.method)
                .then(|| query::match_path(r.path, &req.path))
                .flatten()
                .map(|captured| (r, captured))
        });
        let Some((route, captured)) = found else {
            return Rejection::no_resource().into();
        };
        let answer = json_body(req)
            .and_then(|()| method_override(route, req))
            .and_then(|()| (route.handler)(&App::new(Arc::clone(app), tenant), req, captured));
        answer.unwrap_or_else(Resp::from)
    }
}

#[cfg(test)]
impl Router {
    /// Every route's method and path, for tests that walk them all.
    pub fn table(&self) -> Vec<(&'static str, &'static str)> {
        self.routes.iter().map(|r| (r.method, r.path)).collect()
    }
}

/// Decode a request for `Op` (the path's captured segments, then the query string, then
/// the body) and answer it with `f`: what the router does for every handler, and what
/// handler tests call.
pub fn respond<Op: Operation>(
    req: &Req,
    mut pairs: Pairs,
    f: impl FnOnce(Op::Query, Op::Body) -> Answer<Op::Data>,
) -> Result<Resp, Rejection> {
    pairs.extend(req.params.0.iter().cloned());
    let q: Op::Query = query::decode(&pairs)?;
    let body: Op::Body = decode_body(&req.body)?;
    let envelope = f(q, body)?;
    if Op::STATUS == 204 {
        // No Content: the status says it all, and there is no body to send.
        return Ok(Resp {
            status: 204,
            content_type: AMADEUS_JSON,
            body: Vec::new(),
        });
    }
    Ok(Resp::json(Op::STATUS, AMADEUS_JSON, &envelope))
}

/// A body, if there is one, must be said to be JSON (`application/json`, or a
/// `+json` type such as the service's own); one sent without a type is read as JSON.
fn json_body(req: &Req) -> Result<(), Rejection> {
    if req.body.iter().all(u8::is_ascii_whitespace) {
        return Ok(());
    }
    let Some(given) = req.header("Content-Type") else {
        return Ok(());
    };
    let essence = given
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    if essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
    {
        return Ok(());
    }
    Err(Rejection::param(
        codes::INVALID_HEADER,
        "Content-Type",
        format!("the body must be JSON (application/vnd.amadeus+json), not {given}"),
    ))
}

/// Searches sent as POST must say so, as the service requires.
fn method_override(route: &Route, req: &Req) -> Result<(), Rejection> {
    if !route.overridden {
        return Ok(());
    }
    let header = "X-HTTP-Method-Override";
    match req.header(header).map(str::trim) {
        None | Some("") => Err(Rejection::param(
            codes::MANDATORY_DATA_MISSING,
            header,
            "Missing mandatory header X-HTTP-Method-Override",
        )),
        Some(v) if v.eq_ignore_ascii_case("POST") || v.eq_ignore_ascii_case("GET") => Ok(()),
        Some(_) => Err(Rejection::param(
            codes::INVALID_OPTION,
            header,
            "X-HTTP-Method-Override must be POST or GET",
        )),
    }
}

/// The body as the declared type; no body reads as JSON `null` (which is what an
/// operation without one declares).
fn decode_body<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Rejection> {
    let text: &[u8] = if bytes.iter().all(u8::is_ascii_whitespace) {
        b"null"
    } else {
        bytes
    };
    serde_json::from_slice(text).map_err(|e| {
        Rejection::at(
            codes::INVALID_FORMAT,
            "/",
            format!("the body is not valid JSON of the expected shape: {e}"),
        )
    })
}

impl From<Rejection> for Resp {
    fn from(r: Rejection) -> Resp {
        Resp::json(r.status, AMADEUS_JSON, &r.body())
    }
}
