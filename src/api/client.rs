//! The thin blocking HTTP layer: authentication, retries, and the error envelope.
//!
//! Commands call an operation by its declaration (`api::ops`): [`Client::call`] encodes
//! the typed query and body, and whether the request may be sent again follows from the
//! declared method alone: GETs and the POST searches are retried on 429, 5xx and broken
//! connections; bookings and cancellations are sent exactly once.

use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use reqwest::blocking::{Client as Http, RequestBuilder};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::body::{Body, Shape};
use super::token::{Token, TokenCache};
use crate::credentials::Credentials;
use crate::error::{hint_for_service_code, Error, Kind, Result};
use crate::output::{Notes, Spinner};
use travel_core::model::ApiError;
use travel_core::ops::{self, query, Operation, SANDBOX_HEADER};

/// Safe requests are tried at most this many times in all.
const MAX_ATTEMPTS: u32 = 3;
/// The longest `Retry-After` we wait through; past it the tool gives up at once and
/// says when to try again, rather than sitting silent for minutes.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(30);

pub struct Config {
    pub base_url: String,
    /// Another origin the service writes its links under (the in-process sandbox's);
    /// links there are followed at `base_url`.
    pub links_base: Option<String>,
    pub credentials: Credentials,
    /// Where to cache the token; `None` keeps it in memory only.
    pub cache_dir: Option<PathBuf>,
    /// With `--verbose`, each request and its answer, and each retry, are said in
    /// `notes` (stderr).
    pub verbose: bool,
    pub notes: Notes,
    pub timeout: Duration,
    /// Shows a call that takes a while (on a terminal).
    pub spinner: Spinner,
    /// Certificates (PEM) trusted besides the usual authorities: the CA file of a
    /// `travel sandbox serve --tls`, or a company's proxy (`SSL_CERT_FILE`).
    pub ca_file: Option<PathBuf>,
}

/// What a successful call returns: the body as received, checked to be JSON.
#[derive(Debug, Clone)]
pub struct Response {
    pub body: Body,
}

/// What a successful call of an operation returns: its `data` as the declared type,
/// and the body as received (for `--json`, and for what the type does not carry).
#[derive(Debug, Clone)]
pub struct Reply<T> {
    pub data: T,
    pub body: Body,
}

impl<T: serde::de::DeserializeOwned> Reply<T> {
    /// Read `data` from a body. An absent or null `data` reads as an empty list where
    /// the type is a list; a `data` of another shape is an error worth reporting rather
    /// than an empty table.
    pub fn from_body(body: impl Into<Body>) -> Result<Self> {
        let body = body.into();
        Ok(Reply {
            data: data_of(&body)?,
            body,
        })
    }
}

/// A body's `data` read as `T` (see `Reply::from_body`).
pub fn data_of<T: DeserializeOwned>(body: &Body) -> Result<T> {
    #[derive(serde::Deserialize)]
    #[serde(bound = "T: DeserializeOwned")]
    struct Data<T> {
        data: Option<T>,
    }
    match body.raw_bytes() {
        _ if body.is_null() => Ok(None),
        // straight from the bytes: a 250-offer body is megabytes
        _ if body.fields_known() => body
            .field_bytes("data")
            .map_or(Ok(None), serde_json::from_slice::<Option<T>>),
        raw if !raw.is_empty() => serde_json::from_slice::<Data<T>>(raw).map(|d| d.data),
        _ => match body.get("data") {
            Some(d) if !d.is_null() => T::deserialize(d).map(Some),
            _ => Ok(None),
        },
    }
    .and_then(|data| match data {
        Some(data) => Ok(data),
        None => T::deserialize(&Value::Array(Vec::new())),
    })
    .map_err(|e| crate::api::unexpected_shape(&e.to_string()))
}

/// The reply of a successful call. An answer with nothing in it is broken, not empty: a
/// script must not take it for "nothing found". Only No Content is meant to be bare.
fn answer_of<Op: Operation>(resp: Response) -> Result<Body> {
    if Op::STATUS != 204 && !resp.body.is_object() {
        return Err(Error::new(
            Kind::Unavailable,
            format!(
                "the service answered {} with no JSON object (an empty or broken answer); nothing can be read from it",
                Op::PATH
            ),
        ));
    }
    Ok(resp.body)
}

struct Call<'a> {
    method: ops::Method,
    path: &'a str,
    query: &'a [(String, String)],
    body: Option<&'a Value>,
}

pub struct Client {
    http: Http,
    cfg: Config,
    token: RefCell<Option<Token>>,
    cache: Option<TokenCache>,
    sandbox_seen: Cell<bool>,
    /// A bearer sent as it is instead of a token asked for: the admin secret of a
    /// `travel sandbox serve`, for its operator's calls.
    bearer: Option<crate::credentials::Secret>,
    /// The tenant an operator's calls act on (`X-Sandbox-Tenant`), with `bearer`.
    tenant: Option<String>,
}

impl Client {
    pub fn new(cfg: Config) -> Result<Self> {
        let mut builder = Http::builder()
            .user_agent(concat!("travel/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(Duration::from_secs(10))
            .timeout(cfg.timeout)
            .gzip(true)
            .redirect(same_origin_redirects());
        if let Some(file) = &cfg.ca_file {
            for cert in trusted(file)? {
                builder = builder.add_root_certificate(cert);
            }
        }
        let http = builder
            .build()
            .map_err(|e| Error::unexpected(format!("cannot set up HTTP: {e}")))?;
        let cache = cfg
            .cache_dir
            .as_ref()
            .map(|dir| TokenCache::new(dir, &cfg.base_url, &cfg.credentials.client_id));
        Ok(Client {
            http,
            cfg,
            token: RefCell::new(None),
            cache,
            sandbox_seen: Cell::new(false),
            bearer: None,
            tenant: None,
        })
    }

    /// The same client, sending `secret` as its bearer rather than asking for tokens:
    /// an operator's calls with a server's admin secret.
    pub fn with_bearer(mut self, secret: crate::credentials::Secret) -> Client {
        self.bearer = Some(secret);
        self.cache = None;
        self
    }

    /// The same operator's client, acting on the tenant `client_id` (the sandbox's
    /// `X-Sandbox-Tenant`): a tenant's clock or reset, driven by its operator.
    pub fn for_tenant(mut self, client_id: &str) -> Client {
        self.tenant = Some(client_id.to_string());
        self
    }

    pub fn base_url(&self) -> &str {
        &self.cfg.base_url
    }

    pub fn credentials(&self) -> &Credentials {
        &self.cfg.credentials
    }

    /// Whether any response came from the built-in sandbox.
    pub fn saw_sandbox(&self) -> bool {
        self.sandbox_seen.get()
    }

    /// Call operation `Op` with its query and body. Retried only when its declaration
    /// says it may be sent again.
    pub fn call<Op: Operation>(
        &self,
        query: &Op::Query,
        body: &Op::Body,
    ) -> Result<Reply<Op::Data>> {
        Reply::from_body(self.call_body::<Op>(query, body)?)
    }

    /// Call operation `Op` and keep its answer as received, checked to be JSON and an
    /// answer, its `data` not yet read: `data_of` reads it, as `Op::Data` or as a
    /// lighter view of it (the parts a command needs).
    pub fn call_body<Op: Operation>(&self, query: &Op::Query, body: &Op::Body) -> Result<Body> {
        let mut pairs = query::encode(query);
        let path = query::fill_path(Op::PATH, &mut pairs).map_err(|name| {
            Error::unexpected(format!("{} was called without its {name}", Op::PATH))
        })?;
        let body = serde_json::to_value(body)?;
        let resp = self.send(Call {
            method: Op::METHOD,
            path: &path,
            query: &pairs,
            body: (!body.is_null()).then_some(&body),
        })?;
        answer_of::<Op>(resp)
    }

    /// Call an operation that has no body (a GET or a DELETE).
    pub fn fetch<Op: Operation<Body = ops::NoBody>>(
        &self,
        query: &Op::Query,
    ) -> Result<Reply<Op::Data>> {
        self.call::<Op>(query, &ops::NoBody)
    }

    /// The next page of a GET operation: a link the service gave in `meta.links`. Only
    /// links to this same service and to the operation's own path are followed: the
    /// token must never be sent anywhere else.
    pub fn follow<Op: Operation>(&self, link: &str) -> Result<Reply<Op::Data>> {
        let base = self.cfg.base_url.trim_end_matches('/');
        let outside = || {
            Error::new(
                Kind::Unavailable,
                format!("the service linked to {link:?}, outside {base}; not followed"),
            )
        };
        let rest = std::iter::once(base)
            .chain(self.cfg.links_base.as_deref())
            .find_map(|b| link.strip_prefix(b))
            .filter(|r| r.starts_with('/'))
            .ok_or_else(outside)?;
        let (path, q) = rest.split_once('?').unwrap_or((rest, ""));
        if Op::METHOD != ops::Method::Get || query::match_path(Op::PATH, path).is_none() {
            return Err(outside());
        }
        let pairs: Vec<(String, String)> = url::form_urlencoded::parse(q.as_bytes())
            .into_owned()
            .collect();
        let resp = self.send(Call {
            method: Op::METHOD,
            path,
            query: &pairs,
            body: None,
        })?;
        Reply::from_body(answer_of::<Op>(resp)?)
    }

    /// Get a fresh token from the service, bypassing every cache. Used by `auth status`.
    pub fn check_credentials(&self) -> Result<Token> {
        let token = self.fetch_token()?;
        *self.token.borrow_mut() = Some(token.clone());
        Ok(token)
    }

    fn send(&self, call: Call) -> Result<Response> {
        let url = self.url(call.path, call.query)?;
        let method = Method::from_bytes(call.method.http().as_bytes()).expect("a valid method");
        let may_resend = call.method.may_resend();
        let mut attempt = 1;
        let mut refreshed = false;
        loop {
            let token = self.token()?;
            let mut req = self
                .http
                .request(method.clone(), url.clone())
                .bearer_auth(&token.access_token)
                .header("Accept", "application/vnd.amadeus+json, application/json");
            if call.method.overridden() {
                req = req.header("X-HTTP-Method-Override", "POST");
            }
            if let Some(tenant) = &self.tenant {
                // the header the sandbox's router reads an operator's tenant from
                req = req.header("X-Sandbox-Tenant", tenant);
            }
            if let Some(body) = call.body {
                req = req
                    .header("Content-Type", "application/vnd.amadeus+json")
                    .body(serde_json::to_vec(body)?);
            }
            let outcome = self.execute(&method, &url, req);
            let retry_left = may_resend && attempt < MAX_ATTEMPTS;
            match outcome {
                Err(Failure::Network(e)) => {
                    if retry_left && e.retryable {
                        self.pause(attempt, None);
                        attempt += 1;
                        continue;
                    }
                    return Err(e.into_error(may_resend));
                }
                Ok(raw) if raw.status == StatusCode::UNAUTHORIZED && !refreshed => {
                    // The token may have expired or been revoked: forget it, get a new
                    // one and repeat once. A 401 means the service did not act on the
                    // request, so this is safe even for a booking.
                    refreshed = true;
                    self.forget_token();
                    continue;
                }
                Ok(raw) if is_retryable(raw.status) && retry_left && !waits_too_long(&raw) => {
                    self.pause(attempt, raw.retry_after);
                    attempt += 1;
                    continue;
                }
                Ok(raw) => {
                    let (status, wait) = (raw.status, raw.retry_after);
                    let raw = self.unechoed(raw, Some(&token.access_token), call.body);
                    return interpret(raw).map_err(|e| with_wait_hint(e, status, wait));
                }
            }
        }
    }

    fn url(&self, path: &str, query: &[(String, String)]) -> Result<reqwest::Url> {
        let base = self.cfg.base_url.trim_end_matches('/');
        let mut url = reqwest::Url::parse(&format!("{base}{path}"))
            .map_err(|e| Error::usage(format!("invalid base URL {base:?}: {e}")))?;
        if !query.is_empty() {
            let mut pairs = url.query_pairs_mut();
            for (k, v) in query {
                pairs.append_pair(k, v);
            }
        }
        Ok(url)
    }

    fn execute(
        &self,
        method: &Method,
        url: &reqwest::Url,
        req: RequestBuilder,
    ) -> Result<Raw, Failure> {
        self.trace(|| format!("> {method} {url}"));
        let started = Instant::now();
        // the in-process sandbox has an address nobody typed: named as what it is
        let host = match &self.cfg.links_base {
            Some(_) => "the sandbox".to_string(),
            None => url.host_str().unwrap_or("the service").to_string(),
        };
        let (resp, bytes) = self.cfg.spinner.during(&host, || {
            let resp = req
                .send()
                .map_err(|e| Failure::Network(NetworkError::from_reqwest(&e)))?;
            let status = resp.status();
            let headers = resp.headers().clone();
            read_capped(resp).map(|bytes| ((status, headers), bytes))
        })?;
        let (status, headers) = resp;
        if headers.contains_key(SANDBOX_HEADER) {
            self.sandbox_seen.set(true);
        }
        let retry_after = headers
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        self.trace(|| {
            format!(
                "< {} in {} ms ({} bytes)",
                status,
                started.elapsed().as_millis(),
                bytes.len()
            )
        });
        Ok(Raw {
            status,
            retry_after,
            bytes,
        })
    }

    /// A line for `--verbose`, made only when it is shown.
    fn trace(&self, line: impl FnOnce() -> String) {
        if self.cfg.verbose {
            self.cfg.notes.line(&line());
        }
    }

    fn pause(&self, attempt: u32, retry_after: Option<Duration>) {
        let backoff = Duration::from_millis(500 * 2u64.pow(attempt - 1));
        let wait = retry_after.unwrap_or(backoff);
        self.trace(|| format!("  retrying in {} ms", wait.as_millis()));
        sleep(wait);
    }

    /// An error answer without the secrets of the request it refuses (a proxy may echo
    /// the request, and the error is printed). A success is left as it came: `--json`
    /// prints it as received.
    fn unechoed(&self, mut raw: Raw, token: Option<&str>, body: Option<&Value>) -> Raw {
        if !raw.status.is_success() {
            let secret = self.cfg.credentials.client_secret.expose();
            let secrets = super::echo::secrets_of(secret, token, body);
            raw.bytes = super::echo::scrub(raw.bytes, &secrets);
        }
        raw
    }

    /// The current token: in memory, else from the disk cache, else fetched.
    fn token(&self) -> Result<Token> {
        if let Some(bearer) = &self.bearer {
            return Ok(Token {
                access_token: bearer.expose().to_string(),
                expires_at: i64::MAX,
            });
        }
        if let Some(t) = self.token.borrow().as_ref().filter(|t| t.is_fresh()) {
            return Ok(t.clone());
        }
        if let Some(t) = self.cache.as_ref().and_then(|c| c.load()) {
            *self.token.borrow_mut() = Some(t.clone());
            return Ok(t);
        }
        let t = self.fetch_token()?;
        if let Some(cache) = &self.cache {
            if let Err(e) = cache.store(&t) {
                self.trace(|| format!("  could not cache the token: {e}"));
            }
        }
        *self.token.borrow_mut() = Some(t.clone());
        Ok(t)
    }

    fn forget_token(&self) {
        *self.token.borrow_mut() = None;
        if let Some(cache) = &self.cache {
            cache.clear();
        }
    }

    /// OAuth2 client credentials: a form-encoded POST. Retried like a GET.
    fn fetch_token(&self) -> Result<Token> {
        let url = self.url(ops::TOKEN_PATH, &[])?;
        let creds = &self.cfg.credentials;
        let mut attempt = 1;
        loop {
            self.trace(|| {
                format!(
                    "  (token request for client id {}, secret redacted)",
                    redact_id(&creds.client_id)
                )
            });
            let req = self.http.post(url.clone()).form(&[
                ("grant_type", "client_credentials"),
                ("client_id", creds.client_id.as_str()),
                ("client_secret", creds.client_secret.expose()),
            ]);
            match self.execute(&Method::POST, &url, req) {
                Err(Failure::Network(e)) if e.retryable && attempt < MAX_ATTEMPTS => {}
                Err(Failure::Network(e)) => return Err(e.into_error(true)),
                Ok(raw)
                    if is_retryable(raw.status)
                        && attempt < MAX_ATTEMPTS
                        && !waits_too_long(&raw) =>
                {
                    self.pause(attempt, raw.retry_after);
                    attempt += 1;
                    continue;
                }
                Ok(raw) => {
                    let (status, wait) = (raw.status, raw.retry_after);
                    let raw = self.unechoed(raw, None, None);
                    return parse_token(raw).map_err(|e| with_wait_hint(e, status, wait));
                }
            }
            self.pause(attempt, None);
            attempt += 1;
        }
    }
}

fn redact_id(id: &str) -> String {
    let shown: String = id.chars().take(4).collect();
    format!("{shown}…")
}

fn parse_token(raw: Raw) -> Result<Token> {
    let body: Value = serde_json::from_slice(&raw.bytes).unwrap_or(Value::Null);
    if raw.status.is_success() {
        let token = body.get("access_token").and_then(Value::as_str);
        let expires_in = body
            .get("expires_in")
            .and_then(Value::as_i64)
            .unwrap_or(1799);
        return match token {
            Some(t) if !t.is_empty() => Ok(Token::from_response(t.to_string(), expires_in)),
            _ => Err(Error::new(
                Kind::Unavailable,
                "the token response carried no access_token",
            )),
        };
    }
    if raw.status.is_server_error() || raw.status == StatusCode::TOO_MANY_REQUESTS {
        return interpret(raw).map(|_| unreachable!("a failed status is never Ok"));
    }
    // The token endpoint speaks OAuth2: `error` and `error_description`.
    let what = body
        .get("error_description")
        .or_else(|| body.get("error"))
        .and_then(Value::as_str)
        .map(str::to_string)
        .unwrap_or_else(|| format!("HTTP {}", raw.status));
    Err(Error::new(
        Kind::Auth,
        format!("the service refused the credentials: {what}"),
    )
    .with_hint("check the API key and secret (`travel auth login`, or AMADEUS_CLIENT_ID / AMADEUS_CLIENT_SECRET)"))
}

struct Raw {
    status: StatusCode,
    retry_after: Option<Duration>,
    bytes: Vec<u8>,
}

enum Failure {
    Network(NetworkError),
}

struct NetworkError {
    message: String,
    retryable: bool,
    /// The request may have reached the service before the failure.
    maybe_sent: bool,
}

/// The largest answer read, after decompression: some fifty times the biggest the
/// service gives (a 250-offer round-trip search, about 1.3 MB). Past it the answer is
/// broken, and reading on would only fill the memory.
pub const MAX_ANSWER_BYTES: u64 = 64 * 1024 * 1024;

/// An answer's body, refused (a broken answer, not retried) past `MAX_ANSWER_BYTES`.
fn read_capped(resp: reqwest::blocking::Response) -> Result<Vec<u8>, Failure> {
    use std::io::Read;
    let mut bytes =
        Vec::with_capacity(resp.content_length().unwrap_or(0).min(MAX_ANSWER_BYTES) as usize);
    resp.take(MAX_ANSWER_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            let inner = e.get_ref().and_then(|i| i.downcast_ref::<reqwest::Error>());
            Failure::Network(match inner {
                Some(re) => NetworkError::from_reqwest(re),
                None => NetworkError {
                    message: format!("the connection failed ({e})"),
                    retryable: true,
                    maybe_sent: true,
                },
            })
        })?;
    if bytes.len() as u64 > MAX_ANSWER_BYTES {
        return Err(Failure::Network(NetworkError {
            message: format!(
                "a broken answer: larger than {} MB, not read to its end",
                MAX_ANSWER_BYTES / (1024 * 1024)
            ),
            retryable: false,
            maybe_sent: true,
        }));
    }
    Ok(bytes)
}

/// Redirects are followed only within the service's own origin (scheme, host and port),
/// a few at most: a redirect elsewhere would carry a request meant for the service (a
/// booking, a card) to an address nobody chose.
fn same_origin_redirects() -> reqwest::redirect::Policy {
    reqwest::redirect::Policy::custom(|attempt| {
        let first = attempt.previous().first().map(reqwest::Url::origin);
        if first.is_some_and(|o| o != attempt.url().origin()) {
            let to = attempt.url().to_string();
            attempt.error(format!(
                "the service redirected to another address, {to}: not followed"
            ))
        } else if attempt.previous().len() > 5 {
            attempt.error("the service redirected more than 5 times")
        } else {
            attempt.follow()
        }
    })
}

/// The certificates of a PEM file to trust, or why they cannot be.
fn trusted(file: &Path) -> Result<Vec<reqwest::Certificate>> {
    let unusable = |why: String| {
        Error::usage(format!(
            "SSL_CERT_FILE {}: {why}",
            file.display()
        ))
        .with_hint("point it at a PEM file of certificates, e.g. the CA file `travel sandbox serve --tls` writes")
    };
    let pem = std::fs::read(file).map_err(|e| unusable(e.to_string()))?;
    let certs = reqwest::Certificate::from_pem_bundle(&pem).map_err(|e| unusable(e.to_string()))?;
    if certs.is_empty() {
        return Err(unusable("no certificate in it".into()));
    }
    Ok(certs)
}

impl NetworkError {
    fn from_reqwest(e: &reqwest::Error) -> Self {
        let connect = e.is_connect();
        let message = if e.is_redirect() {
            format!("a broken answer: {}", root_cause(e))
        } else if e.is_timeout() {
            "the service did not answer in time".to_string()
        } else if connect {
            format!("cannot connect to the service ({})", root_cause(e))
        } else {
            format!("the connection failed ({})", root_cause(e))
        };
        NetworkError {
            message,
            // Refused connections and resets are worth another try; a timeout already
            // cost the whole budget.
            retryable: !e.is_timeout() && !e.is_redirect(),
            maybe_sent: !connect,
        }
    }

    fn into_error(self, may_resend: bool) -> Error {
        let err = Error::new(Kind::Unavailable, self.message);
        if !may_resend && self.maybe_sent {
            err.with_hint("the request may have reached the service: check before sending it again (it was not repeated)")
        } else {
            err
        }
    }
}

fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cur = e;
    while let Some(next) = cur.source() {
        cur = next;
    }
    cur.to_string()
}

/// The service asked for a longer pause than we are willing to sit through.
fn waits_too_long(raw: &Raw) -> bool {
    raw.retry_after.is_some_and(|d| d > MAX_RETRY_AFTER)
}

/// Tell the user how long the service asked them to wait, when it said so.
fn with_wait_hint(err: Error, status: StatusCode, retry_after: Option<Duration>) -> Error {
    match retry_after {
        Some(d) if is_retryable(status) && err.hint.is_none() => err.with_hint(format!(
            "the service asks to wait {} s before trying again",
            d.as_secs()
        )),
        _ => err,
    }
}

fn is_retryable(status: StatusCode) -> bool {
    matches!(status.as_u16(), 429 | 500 | 502 | 503 | 504)
}

/// Turn a final response into the body or the error a person should see.
fn interpret(raw: Raw) -> Result<Response> {
    let status = raw.status;
    // one pass that checks the body is JSON, without building it
    let parsed = Shape::of(&raw.bytes);
    if status.is_success() {
        return match parsed {
            // errors and no data under a success status: a broken answer, not an empty one
            Some(Shape {
                object: true,
                data: false,
                errors: Some(errors),
                ..
            }) => {
                let errors = serde_json::from_value::<Vec<ApiError>>(errors).unwrap_or_default();
                let mut err = service_error(Kind::Unavailable, status, &errors);
                err.message = format!(
                    "the service answered {status} but sent errors and no data: {}",
                    err.message
                );
                Err(err)
            }
            Some(shape) => Ok(Response {
                body: Body::from_shaped(raw.bytes, shape),
            }),
            None => Err(Error::new(
                Kind::Unavailable,
                format!(
                    "the service sent a response that is not valid JSON ({}, {} bytes, starting {})",
                    status,
                    raw.bytes.len(),
                    preview(&raw.bytes)
                ),
            )),
        };
    }
    let kind = match status.as_u16() {
        401 | 403 => Kind::Auth,
        429 => Kind::RateLimited,
        s if s >= 500 => Kind::Unavailable,
        _ => Kind::Rejected,
    };
    let errors = parsed
        .and_then(|shape| shape.errors)
        .and_then(|v| serde_json::from_value::<Vec<ApiError>>(v).ok())
        .unwrap_or_default();
    if errors.is_empty() {
        let what = match kind {
            Kind::RateLimited => {
                "the service is rate-limiting requests; try again later".to_string()
            }
            Kind::Unavailable => "the service is unavailable".to_string(),
            _ => "the service refused the request".to_string(),
        };
        return Err(Error::new(
            kind,
            format!("{what} ({status}; body: {})", preview(&raw.bytes)),
        ));
    }
    Err(service_error(kind, status, &errors))
}

/// The service's errors, one line each, with a hint for a documented code.
fn service_error(kind: Kind, status: StatusCode, errors: &[ApiError]) -> Error {
    let lines: Vec<String> = errors
        .iter()
        .map(|e| {
            let mut line = format!(
                "{} ({}/{})",
                e.title.as_deref().unwrap_or("ERROR"),
                e.status.unwrap_or(i64::from(status.as_u16())),
                e.code.map_or("-".to_string(), |c| c.to_string()),
            );
            if let Some(d) = e.detail.as_deref().filter(|d| !d.is_empty()) {
                line.push_str(": ");
                line.push_str(d);
            }
            if let Some(p) = e.source.as_ref().and_then(|s| s.parameter.as_deref()) {
                line.push_str(&format!(" [parameter: {p}]"));
            }
            line
        })
        .collect();
    let mut err = Error::new(kind, lines.join("\nerror: "));
    err.codes = errors.iter().filter_map(|e| e.code).collect();
    if let Some(hint) = errors
        .iter()
        .filter_map(|e| e.code)
        .find_map(hint_for_service_code)
    {
        err = err.with_hint(hint);
    } else if kind == Kind::Auth {
        err = err.with_hint("check the credentials: `travel auth status`");
    }
    err
}

/// The first bytes of a body, printable, for error messages.
fn preview(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "empty".to_string();
    }
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(60)]);
    let clean: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!("{:?}", clean.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(status: u16, body: &str) -> Raw {
        Raw {
            status: StatusCode::from_u16(status).unwrap(),
            retry_after: None,
            bytes: body.as_bytes().to_vec(),
        }
    }

    #[test]
    fn a_success_with_errors_and_no_data_is_a_broken_answer() {
        let body = r#"{"errors":[{"status":500,"code":141,"title":"SYSTEM ERROR HAS OCCURRED"}]}"#;
        let e = interpret(raw(200, body)).unwrap_err();
        assert_eq!(e.kind, Kind::Unavailable);
        assert!(
            e.message.contains("200 OK but sent errors and no data"),
            "{}",
            e.message
        );
        assert!(e.has_code(travel_core::codes::SYSTEM_ERROR), "{e:?}");
        // data beside them is an answer (the service's warnings travel that way too)
        let with_data = r#"{"data":[],"errors":[{"code":1}]}"#;
        assert!(interpret(raw(200, with_data)).is_ok());
    }

    #[test]
    fn formats_service_errors_with_code_and_hint() {
        let err = interpret(raw(
            400,
            r#"{"errors":[{"status":400,"code":37200,"title":"PRICE DISCREPANCY","detail":"Current grand total 120.00 differs from 100.00"}]}"#,
        ))
        .unwrap_err();
        assert_eq!(err.kind, Kind::Rejected);
        assert_eq!(
            err.message,
            "PRICE DISCREPANCY (400/37200): Current grand total 120.00 differs from 100.00"
        );
        assert!(err.hint.unwrap().contains("reprice"));
    }

    #[test]
    fn html_and_truncated_bodies_are_clear_errors() {
        let html = interpret(raw(502, "<html><body>Bad gateway</body></html>")).unwrap_err();
        assert_eq!(html.kind, Kind::Unavailable);
        assert!(html.message.contains("502"), "{}", html.message);
        let cut = interpret(raw(200, r#"{"data":[{"type":"loc"#)).unwrap_err();
        assert_eq!(cut.kind, Kind::Unavailable);
        assert!(cut.message.contains("not valid JSON"));
    }

    /// A loopback server answering every API call with `status`, counting requests by
    /// path and recording the method-override header.
    /// (path, X-HTTP-Method-Override) of every request the test server saw.
    type Log = std::sync::Arc<std::sync::Mutex<Vec<(String, Option<String>)>>>;

    fn server(status: u16) -> (String, Log) {
        use std::sync::{Arc, Mutex};
        let seen: Log = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&seen);
        let respond = move |req: &wiremock::Request| {
            let token = req.url.path().starts_with(ops::TOKEN_PATH);
            let overridden = req
                .headers
                .get("X-HTTP-Method-Override")
                .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
            let target = match req.url.query() {
                Some(q) => format!("{}?{q}", req.url.path()),
                None => req.url.path().to_string(),
            };
            log.lock().unwrap().push((target, overridden));
            let (code, body) = if token {
                (200, r#"{"access_token":"t","expires_in":1799}"#)
            } else {
                (
                    status,
                    r#"{"errors":[{"status":503,"code":141,"title":"SYSTEM ERROR HAS OCCURRED"}]}"#,
                )
            };
            wiremock::ResponseTemplate::new(code).set_body_bytes(body)
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let server = runtime.block_on(async {
            let server = wiremock::MockServer::start().await;
            wiremock::Mock::given(wiremock::matchers::any())
                .respond_with(respond)
                .mount(&server)
                .await;
            server
        });
        let url = server.uri();
        // serves to the test process's end (answered on a thread of wiremock's own)
        std::mem::forget(server);
        (url, seen)
    }

    fn client(url: String) -> Client {
        Client::new(Config {
            base_url: url,
            links_base: None,
            credentials: Credentials::sandbox(),
            cache_dir: None,
            verbose: false,
            notes: Notes::discard(),
            timeout: Duration::from_secs(5),
            spinner: Spinner::default(),
            ca_file: None,
        })
        .unwrap()
    }

    fn api_calls(
        seen: &std::sync::Mutex<Vec<(String, Option<String>)>>,
    ) -> Vec<(String, Option<String>)> {
        seen.lock()
            .unwrap()
            .iter()
            .filter(|(u, _)| !u.starts_with(ops::TOKEN_PATH))
            .cloned()
            .collect()
    }

    #[test]
    fn bookings_and_cancellations_are_sent_once_even_on_503() {
        let (url, seen) = server(503);
        let c = client(url);
        let err = c
            .call::<ops::hotels::BookHotel>(&ops::NoQuery {}, &Default::default())
            .unwrap_err();
        assert_eq!(err.kind, Kind::Unavailable);
        let order = travel_core::model::order::OrderId { id: "X".into() };
        let err = c.fetch::<ops::flights::CancelOrder>(&order).unwrap_err();
        assert_eq!(err.kind, Kind::Unavailable);
        let calls = api_calls(&seen);
        assert_eq!(calls.len(), 2, "each sent exactly once");
        assert_eq!(calls[1].0, "/v1/booking/flight-orders/X");
    }

    #[test]
    fn post_searches_carry_the_override_header_and_are_retried() {
        let (url, seen) = server(503);
        let c = client(url);
        let _ = c.call::<ops::flights::SearchOffersPost>(&ops::NoQuery {}, &Default::default());
        let calls = api_calls(&seen);
        assert_eq!(calls.len(), MAX_ATTEMPTS as usize);
        assert!(calls.iter().all(|(_, h)| h.as_deref() == Some("POST")));
    }

    #[test]
    fn empty_success_body_is_null() {
        assert_eq!(interpret(raw(204, "")).unwrap().body, Value::Null);
    }
}
