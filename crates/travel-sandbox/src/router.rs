//! Which handler answers which request. Handlers are registered (`ops::routes`) on the
//! operation declarations of `api::ops`, so the sandbox serves exactly the paths and
//! methods the client calls. The router does, once for all: the token check, which
//! says the request's tenant and so the view of the sandbox its handler is given, the
//! method-override check, decoding the query and the body into the declared types, the
//! envelope, and the error shape; and what a tenant asked of its own calls: its rate
//! limit and the faults it injected. It says what it routed to ([`Routed`]), for the
//! journal, the metrics and the line.

use std::sync::Arc;

use super::auth;
use super::faults::Act;
use super::http::{Req, Resp, AMADEUS_JSON};
use super::journal::Known;
use super::reject::{codes, Rejection};
use super::scenarios::transport::Line;
use crate::app::{App, Shared};
use travel_core::model::Envelope;
use travel_core::ops::query::{self, Pairs};
use travel_core::ops::sandbox::{self as control, name_of, PREFIX};
use travel_core::ops::{Operation, TOKEN_PATH};
use travel_store::tenant::Tenant;

/// The operation name of a request that matched none.
pub const UNKNOWN: &str = "unknown";

/// The header with which the holder of the admin secret names the tenant it acts as.
pub const TENANT_HEADER: &str = "X-Sandbox-Tenant";

/// What the router made of one request.
pub struct Routed {
    pub resp: Resp,
    /// The operation it matched: its declaration's name, `Token` for the token
    /// endpoint, [`UNKNOWN`] for none.
    pub operation: &'static str,
    /// The tenant its token spoke for.
    pub tenant: Option<Tenant>,
    /// What happens on the line besides the answer (a wait, a late answer, a drop).
    pub line: Option<Line>,
    /// The fault that acted on it.
    pub fault: Option<String>,
}

impl Routed {
    fn answer(operation: &'static str, resp: Resp) -> Routed {
        Routed {
            resp,
            operation,
            tenant: None,
            line: None,
            fault: None,
        }
    }
}

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
    /// The operation's name (`name_of`).
    name: &'static str,
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
        let erased: Erased = Box::new(move |app, req, mut pairs| {
            pairs.extend(read_query::<Op>(app, req)?.iter().cloned());
            answer_from::<Op>(req, pairs, |q, body| handler(app, req, q, body))
        });
        self.add::<Op>(erased)
    }

    /// Answer `Op` with `handler`, which makes the whole answer itself from the decoded
    /// query and the request (its body left to it): what is too big to go through an
    /// envelope in memory, a tenant's whole state.
    pub fn on_raw<Op: Operation>(
        &mut self,
        handler: fn(&App, &Req, Op::Query) -> Result<Resp, Rejection>,
    ) -> &mut Self {
        let erased: Erased = Box::new(move |app, req, mut pairs| {
            pairs.extend(read_query::<Op>(app, req)?.iter().cloned());
            let q: Op::Query = query::decode(&pairs)?;
            handler(app, req, q)
        });
        self.add::<Op>(erased)
    }

    fn add<Op: Operation>(&mut self, handler: Erased) -> &mut Self {
        let route = Route {
            method: Op::METHOD.http(),
            path: Op::PATH,
            name: name_of::<Op>(),
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

    /// The whole answer to one request, and what it was.
    pub fn route(&self, app: &Arc<Shared>, req: &Req) -> Routed {
        if req.method == "GET" && control::is_open(&req.path) {
            return self.open(app, req);
        }
        if let Err(held) = app.limits.request(req.peer) {
            return held_back(&held);
        }
        if req.path == TOKEN_PATH {
            let (resp, wait) = match req.method.as_str() {
                "POST" => auth::issue_token(app, req),
                _ => (Rejection::no_resource().into(), None),
            };
            let mut routed = Routed::answer("Token", resp);
            routed.line = wait.map(|w| Line::Refuse(Rejection::too_many(String::new()), Some(w)));
            return routed;
        }
        if let Some(token) = req
            .path
            .strip_prefix(TOKEN_PATH)
            .and_then(|rest| rest.strip_prefix('/'))
            .filter(|t| !t.is_empty() && !t.contains('/'))
        {
            let resp = match req.method.as_str() {
                "GET" => auth::token_info(app, token),
                _ => Rejection::no_resource().into(),
            };
            return Routed::answer("TokenInfo", resp);
        }
        let is_control = req.path.starts_with(PREFIX);
        let view = match self.view(app, req, is_control) {
            Ok(view) => view,
            Err(no) => return Routed::answer(UNKNOWN, no.into()),
        };
        let found = self.routes.iter().find_map(|r| {
            (r.method == req.method)
                .then(|| query::match_path(r.path, &req.path))
                .flatten()
                .map(|captured| (r, captured))
        });
        let mut routed = Routed::answer(UNKNOWN, Resp::from(Rejection::no_resource()));
        // the admin secret acting as no tenant in particular is noted as none: its
        // calls belong to no tenant's journal
        let as_nobody = view.is_admin() && req.header(TENANT_HEADER).is_none();
        routed.tenant = (!as_nobody).then(|| view.tenant().clone());
        let Some((route, captured)) = found else {
            return routed;
        };
        routed.operation = route.name;
        if !is_control {
            if let Some(no) = rate_limited(app, view.tenant(), &mut routed) {
                routed.resp = no.into();
                return routed;
            }
            if app.has_faults(view.tenant()) {
                let acted = app
                    .faults(view.tenant(), |f| f.on_call(route.name, route.path))
                    .unwrap_or(None);
                if let Some((id, act)) = acted {
                    routed.fault = Some(id);
                    match act {
                        Act::Refuse(no, late) => {
                            routed.resp = no.into();
                            routed.line = (!late.is_zero()).then_some(Line::Delay(late));
                            return routed;
                        }
                        Act::Drop => {
                            routed.resp = Rejection::system("the connection was dropped").into();
                            routed.line = Some(Line::Drop);
                            return routed;
                        }
                        Act::Late(late) => routed.line = Some(Line::Delay(late)),
                    }
                }
            }
        }
        let answer = json_body(req)
            .and_then(|()| method_override(route, req, &view))
            .and_then(|()| (route.handler)(&view, req, captured));
        routed.resp = answer.unwrap_or_else(Resp::from);
        routed
    }

    /// The view of the sandbox the request's bearer gives: its tenant's, or for the
    /// admin secret on the control API, the tenant it names.
    fn view(&self, app: &Arc<Shared>, req: &Req, is_control: bool) -> Result<App, Rejection> {
        if is_control && auth::carries_admin_secret(app, req) {
            let named = req.header(TENANT_HEADER).map(str::trim).unwrap_or("");
            let tenant = if named.is_empty() {
                Tenant::default()
            } else {
                Tenant::new(named)
            };
            return Ok(App::for_admin(Arc::clone(app), tenant));
        }
        auth::check_bearer(app, req).map(|tenant| App::new(Arc::clone(app), tenant))
    }

    /// What answers without a token: health, and the control API's OpenAPI document
    /// (not in an envelope: it is a document of its own).
    fn open(&self, app: &Arc<Shared>, req: &Req) -> Routed {
        if req.path == <control::GetOpenApi as Operation>::PATH {
            static DOC: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
            let body = DOC.get_or_init(|| {
                serde_json::to_vec(&control::document(env!("CARGO_PKG_VERSION")))
                    .expect("a document")
            });
            let resp = Resp {
                status: 200,
                content_type: super::http::PLAIN_JSON,
                body: body.clone(),
                file: None,
            };
            return Routed::answer("GetOpenApi", resp);
        }
        let route = self
            .routes
            .iter()
            .find(|r| r.method == "GET" && r.path == req.path)
            .expect("every open path is registered");
        let view = App::new(Arc::clone(app), Tenant::default());
        let resp = (route.handler)(&view, req, Pairs::new()).unwrap_or_else(Resp::from);
        Routed::answer(route.name, resp)
    }

    /// The operations a fault may act on: the service's, not the control API's.
    pub fn faultable(&self) -> Vec<Known> {
        let mut all = self.known();
        all.retain(|(_, path, _)| !path.starts_with(PREFIX));
        all
    }

    /// Every operation of the service answered, for near misses.
    pub fn known(&self) -> Vec<Known> {
        self.routes
            .iter()
            .map(|r| (r.method, r.path, r.name))
            .collect()
    }
}

/// 429 when the tenant is past its rate, with the seconds to wait on the line.
fn rate_limited(app: &Shared, tenant: &Tenant, routed: &mut Routed) -> Option<Rejection> {
    let held = app.limits.tenant(tenant.as_str()).err()?;
    let no = refusal(&held);
    routed.line = Some(Line::Refuse(no.clone(), Some(held.wait)));
    Some(no)
}

/// The service's 429 for what `held` says was passed.
fn refusal(held: &crate::rate::Held) -> Rejection {
    Rejection::too_many(format!(
        "more {} than this sandbox allows: try again in {} s",
        held.what, held.wait
    ))
}

/// A request held back before it was routed (its address, or the server, past its
/// rate): answered 429 with the seconds to wait, as no operation.
fn held_back(held: &crate::rate::Held) -> Routed {
    let no = refusal(held);
    let mut routed = Routed::answer(UNKNOWN, no.clone().into());
    routed.line = Some(Line::Refuse(no, Some(held.wait)));
    routed
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
/// handler tests call. The router itself reads the query first as the service did
/// ([`read_query`]), which needs the tenant; handler tests give the pairs as read.
#[cfg(test)]
pub fn respond<Op: Operation>(
    req: &Req,
    mut pairs: Pairs,
    f: impl FnOnce(Op::Query, Op::Body) -> Answer<Op::Data>,
) -> Result<Resp, Rejection> {
    pairs.extend(req.params.0.iter().cloned());
    answer_from::<Op>(req, pairs, f)
}

/// The request's query as the service read it (a repeated key by its first value, see
/// [`repeated`](super::repeated)); a strict tenant is refused a repeated key.
fn read_query<'r, Op: Operation>(
    app: &App,
    req: &'r Req,
) -> Result<std::borrow::Cow<'r, [(String, String)]>, Rejection> {
    super::repeated::as_read(Op::PATH, &req.params.0, || Ok(app.strict()?.0))
}

/// Decode `pairs` (the path's segments and the query) and the body for `Op`, and
/// answer with `f`.
fn answer_from<Op: Operation>(
    req: &Req,
    pairs: Pairs,
    f: impl FnOnce(Op::Query, Op::Body) -> Answer<Op::Data>,
) -> Result<Resp, Rejection> {
    let q: Op::Query = query::decode(&pairs)?;
    let body: Op::Body = decode_body(&req.body)?;
    let envelope = f(q, body)?;
    if Op::STATUS == 204 {
        // No Content: the status says it all, and there is no body to send.
        return Ok(Resp {
            status: 204,
            content_type: AMADEUS_JSON,
            body: Vec::new(),
            file: None,
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

/// Searches sent as POST say so: The interface makes `X-HTTP-Method-Override` mandatory, but
/// the service answered them without it (the provider's own curl examples and SDKs
/// omit it), so only a strict tenant is refused for leaving it out. A value other
/// than POST or GET is refused either way.
fn method_override(route: &Route, req: &Req, app: &App) -> Result<(), Rejection> {
    if !route.overridden {
        return Ok(());
    }
    let header = "X-HTTP-Method-Override";
    match req.header(header).map(str::trim) {
        None | Some("") if !app.strict()?.0 => Ok(()),
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
    let mut de = serde_json::Deserializer::from_slice(text);
    let read = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| (pointer_of(e.path()), e.into_inner()))
        .and_then(|v| de.end().map(|()| v).map_err(|e| ("/".to_string(), e)));
    read.map_err(|(pointer, e)| {
        Rejection::at(
            codes::INVALID_FORMAT,
            &pointer,
            unwrapped(text, &e).unwrap_or_else(|| {
                format!("the body is not valid JSON of the expected shape: {e}")
            }),
        )
    })
}

/// Where in the body a decoding error is, as a JSON pointer (`/data/travelers/0`):
/// the field whose value is not of its type; `/` for the body itself or JSON that
/// does not parse.
fn pointer_of(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut pointer = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => pointer.push_str(&format!("/{index}")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                pointer.push('/');
                pointer.push_str(&key.replace('~', "~0").replace('/', "~1"));
            }
            Segment::Unknown => break,
        }
    }
    if pointer.is_empty() {
        pointer.push('/');
    }
    pointer
}

/// What to send instead when a body's fields came without the `data` object they go
/// in, as more than one SDK's documentation shows them.
fn unwrapped(text: &[u8], e: &serde_json::Error) -> Option<String> {
    if !e.to_string().starts_with("missing field `data`") {
        return None;
    }
    let serde_json::Value::Object(top) = serde_json::from_slice(text).ok()? else {
        return None;
    };
    let found: Vec<String> = top.keys().take(4).map(|k| format!("\"{k}\"")).collect();
    let found = if found.is_empty() {
        "an empty object".to_string()
    } else {
        found.join(", ")
    };
    Some(format!(
        "the body's fields go inside \"data\": send {{\"data\": {{...}}}}, not {found} at the top level"
    ))
}

impl From<Rejection> for Resp {
    fn from(r: Rejection) -> Resp {
        Resp::json(r.status, AMADEUS_JSON, &r.body())
    }
}
