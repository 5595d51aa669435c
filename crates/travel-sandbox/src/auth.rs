//! The token endpoint and the bearer check in front of every other endpoint.
//!
//! A token is bound to the client it was issued to, and that client is the tenant of
//! every request the token is sent with. A token records a digest of the credentials
//! it was issued for (salted with the state file's salt: never the secret itself). A
//! server given one client (`--client-id`) issues tokens to it alone, and accepts only
//! the tokens issued for those very credentials, whoever issued them: one issued to
//! another client, or for another secret (by another server on the same file, or before
//! a restart), is refused as an unknown one is. Tokens run out by wall time, as the
//! service's do: moving the sandbox's clock never expires them.

use serde_json::json;

use super::http::{Params, Req, Resp, PLAIN_JSON};
use super::reject::{codes, Code, Rejection};
use super::scenarios;
use crate::app::Shared;
use crate::secrets::digest;
use travel_core::clock;
use travel_core::ops::TOKEN_PATH;
use travel_store::tenant::{Tenancy, Tenant};
use travel_store::tenants::Bound;
use travel_store::tokens::Issued;
use travel_store::unguessable;

/// The lifetime the service gives its tokens.
const TOKEN_TTL_SECS: i64 = 1799;

/// How long an expired token is kept, so that it is told apart from one never issued
/// (38192 rather than 38190); then it is purged as tokens are issued.
const EXPIRED_KEPT_SECS: i64 = 3600;

/// POST /v1/security/oauth2/token (form-encoded), and how long the client must wait
/// before it asks again when it is held back.
pub fn issue_token(app: &Shared, req: &Req) -> (Resp, Option<u64>) {
    let form = Params::parse(&String::from_utf8_lossy(&req.body));
    let grant = form.get("grant_type").unwrap_or_default();
    let id = form.get("client_id").unwrap_or_default();
    let secret = zeroize::Zeroizing::new(form.get("client_secret").unwrap_or_default());
    if grant != "client_credentials" {
        return (
            oauth_error(
                400,
                "unsupported_grant_type",
                "Only client_credentials value is allowed for the body parameter grant_type",
                38187,
            ),
            None,
        );
    }
    if id.is_empty() || secret.is_empty() {
        return (
            oauth_error(
                400,
                "invalid_request",
                "Mandatory grant_type form parameter missing",
                38187,
            ),
            None,
        );
    }
    if let Err(held) = app.limits.token(req.peer) {
        return held_back(&held);
    }
    if let Some(held) = app.limits.client_waiting(&id) {
        return held_back(&held);
    }
    let credentials = digest(app.salt, &id, &secret);
    let admitted = match &app.credentials {
        // digests compared, so the time taken tells nothing of the secret
        Some(only) if *only != credentials => Err(Refusal::Invalid),
        Some(_) => Ok(()),
        None => admit(app, req, &id, &secret, &credentials),
    };
    match admitted {
        Ok(()) => {}
        Err(Refusal::Invalid) => {
            app.limits.failed(req.peer, Some(&id));
            return (invalid_client(), None);
        }
        Err(Refusal::Unbound) => {
            return (
                oauth_error(
                    401,
                    "invalid_client",
                    &format!(
                        "client id {id} has no secret on this sandbox yet: its operator sets one (travel sandbox tenants secret {id})"
                    ),
                    38187,
                ),
                None,
            )
        }
        Err(Refusal::Full(most)) => {
            return (
                oauth_error(
                    403,
                    "invalid_client",
                    &format!(
                        "this sandbox holds its most tenants ({most}): a new client id is taken once idle ones expire; ask its operator"
                    ),
                    38187,
                ),
                None,
            )
        }
        Err(Refusal::Held(held)) => return held_back(&held),
        Err(Refusal::Failed(e)) => return (Rejection::from(e).into(), None),
    }
    // Opaque and unguessable: a token is all a request needs to act as its client.
    let token = unguessable::alphanumeric(28);
    let now = clock::unix_seconds();
    // The scenario of an expired token: issued as usual, expired on arrival.
    let expires_at = if scenarios::issues_expired_tokens(&id) {
        now
    } else {
        now + TOKEN_TTL_SECS
    };
    let issued = Issued {
        client_id: id.clone(),
        credentials: Some(credentials),
        expires_at,
    };
    if let Err(e) = app.tokens().issue(&token, &issued, now - EXPIRED_KEPT_SECS) {
        return (Rejection::from(e).into(), None);
    }
    (
        Resp::json_pretty(200, PLAIN_JSON, &token_body(&id, &token, TOKEN_TTL_SECS)),
        None,
    )
}

/// Why a client id and secret were not taken.
enum Refusal {
    /// Not the secret bound to the client id, or not a client this server serves.
    Invalid,
    /// The client id holds state from before secrets were kept: the operator sets its
    /// secret.
    Unbound,
    /// A new tenant, and the server holds its most.
    Full(u64),
    /// A new tenant past the rate at which this address (or the server) makes them.
    Held(crate::rate::Held),
    Failed(travel_store::Error),
}

impl From<travel_store::Error> for Refusal {
    fn from(e: travel_store::Error) -> Self {
        Refusal::Failed(e)
    }
}

/// Whether the client id `id` may have a token for `secret`, as the server's tenancy
/// says (see `Tenancy`); a client id new to the server becomes a tenant here.
fn admit(
    app: &Shared,
    req: &Req,
    id: &str,
    secret: &str,
    credentials: &str,
) -> Result<(), Refusal> {
    // a scenario's client id is everyone's: it is bound to no secret
    if scenarios::issues_expired_tokens(id) {
        return Ok(());
    }
    let tenants = app.store.accounts();
    let account = match tenants.find(id)? {
        Some(account) => account,
        None if app.tenancy == Tenancy::Registered => return Err(Refusal::Invalid),
        None => {
            if let Some(most) = app.max_tenants {
                if tenants.count()? >= most {
                    return Err(Refusal::Full(most));
                }
            }
            app.limits.new_tenant(req.peer).map_err(Refusal::Held)?;
            let hashed = crate::secrets::hash(secret)
                .map_err(|e| Refusal::Failed(travel_store::Error::other(e)))?;
            match tenants.bind(id, &hashed, clock::unix_seconds())? {
                Bound::Now => {
                    app.checks.remember(credentials, &hashed);
                    return Ok(());
                }
                Bound::Already(account) => account,
            }
        }
    };
    match (&account.secret, app.tenancy) {
        (_, Tenancy::Open) => {
            if account.secret.is_none() {
                // bound for the servers that check, to the first secret it is asked with
                let hashed = crate::secrets::hash(secret)
                    .map_err(|e| Refusal::Failed(travel_store::Error::other(e)))?;
                tenants.claim(id, &hashed)?;
            }
            Ok(())
        }
        (None, _) => Err(Refusal::Unbound),
        (Some(kept), _) if app.checks.check(credentials, secret, kept) => Ok(()),
        (Some(_), _) => Err(Refusal::Invalid),
    }
}

/// The token endpoint's refusal of a client whose secret is not the one kept.
fn invalid_client() -> Resp {
    oauth_error(
        401,
        "invalid_client",
        "Client credentials are invalid",
        38187,
    )
}

/// 429 in the token endpoint's shape, with the seconds to wait.
fn held_back(held: &crate::rate::Held) -> (Resp, Option<u64>) {
    (
        oauth_error(
            429,
            "too_many_requests",
            &format!(
                "more {} than this sandbox allows: try again in {} s",
                held.what, held.wait
            ),
            codes::TOO_MANY_REQUESTS.number,
        ),
        Some(held.wait),
    )
}

/// What the service says of a token, at issue and on inquiry: `expires_in` is what is
/// left of its life.
fn token_body(client_id: &str, token: &str, expires_in: i64) -> serde_json::Value {
    json!({
        "type": "amadeusOAuth2Token",
        "username": "sandbox@travel.local",
        "application_name": "travel sandbox",
        "client_id": client_id,
        "token_type": "Bearer",
        "access_token": token,
        "expires_in": expires_in,
        "state": "approved",
        "scope": ""
    })
}

/// GET /v1/security/oauth2/token/{token}: a live token this sandbox issued (to the
/// client it serves, when it serves one), with the seconds it has left; 404 in the
/// token endpoint's error shape for one it never issued or that has expired. The token
/// in the path is its own credential: no bearer header.
pub fn token_info(app: &Shared, token: &str) -> Resp {
    let now = clock::unix_seconds();
    match app.tokens().find(token) {
        Err(e) => Rejection::from(e).into(),
        Ok(Some(issued)) if !serves(app, &issued) => not_issued(),
        Ok(Some(issued)) if issued.expires_at > now => Resp::json(
            200,
            PLAIN_JSON,
            &token_body(&issued.client_id, token, issued.expires_at - now),
        ),
        Ok(Some(_)) => oauth_error(
            404,
            "invalid_token",
            "The access token provided has expired",
            codes::EXPIRED_TOKEN.number,
        ),
        Ok(None) => not_issued(),
    }
}

fn not_issued() -> Resp {
    oauth_error(
        404,
        "invalid_token",
        "The access token provided is not valid",
        codes::INVALID_TOKEN.number,
    )
}

/// Whether this server accepts a token: any, unless it was given one client; then only
/// one issued for that client's very credentials.
fn serves(app: &Shared, issued: &Issued) -> bool {
    app.credentials
        .as_ref()
        .is_none_or(|d| issued.credentials.as_ref() == Some(d))
}

/// A request target fit for the `-v` log. The token endpoint's targets may carry
/// credentials: a token in the path (the token inquiry), or a secret in the query of a
/// client that sent its form there; their rest is left out. Others are logged whole.
pub fn loggable(target: &str) -> std::borrow::Cow<'_, str> {
    let path = target.split('?').next().unwrap_or(target);
    if !path.starts_with(TOKEN_PATH) {
        return target.into();
    }
    let mut shown = TOKEN_PATH.to_string();
    if path.len() > TOKEN_PATH.len() {
        shown.push_str("/<redacted>");
    }
    if path.len() < target.len() {
        shown.push_str("?<redacted>");
    }
    shown.into()
}

fn oauth_error(status: u16, err: &str, description: &str, code: i64) -> Resp {
    let title = match status {
        403 => "Forbidden",
        404 => "Not found",
        429 => "Too many requests",
        _ => "Invalid parameters",
    };
    Resp::json(
        status,
        PLAIN_JSON,
        &json!({
            "error": err,
            "error_description": description,
            "code": code,
            "title": title
        }),
    )
}

/// Whether the request's bearer is the operator's admin secret (`serve
/// --admin-secret`), compared by digest so the secret itself is never kept.
pub fn carries_admin_secret(app: &Shared, req: &Req) -> bool {
    let Some(admin) = app.admin.as_deref() else {
        return false;
    };
    bearer(req).is_some_and(|given| digest(app.salt, ADMIN, given) == admin)
}

/// The name the admin secret's digest is made under.
pub const ADMIN: &str = "admin";

/// The token of `Authorization: Bearer <token>`, if the request carries one.
fn bearer(req: &Req) -> Option<&str> {
    req.header("authorization")
        .and_then(|h| {
            h.strip_prefix("Bearer ")
                .or_else(|| h.strip_prefix("bearer "))
        })
        .map(str::trim)
        .filter(|t| !t.is_empty())
}

/// Whether the head of a request that would take a tenant's state back may send its
/// body: one with the admin secret, or a good token. Nobody else has a gigabyte read
/// to disk.
pub fn may_upload(app: &Shared, head: &Req) -> bool {
    carries_admin_secret(app, head) || check_bearer(app, head).is_ok()
}

/// Check `Authorization: Bearer <token>`: the tenant of the request, the client the
/// token was issued to; `Err` is the service's 401.
pub fn check_bearer(app: &Shared, req: &Req) -> Result<Tenant, Rejection> {
    let Some(token) = bearer(req) else {
        return Err(unauthorized(
            codes::INVALID_HEADER,
            "Missing or invalid format for mandatory Authorization header",
        ));
    };
    match app.tokens().find(token)? {
        Some(issued) if serves(app, &issued) => {
            if issued.expires_at <= clock::unix_seconds() {
                return Err(unauthorized(
                    codes::EXPIRED_TOKEN,
                    "The access token provided in the Authorization header is expired",
                ));
            }
            Ok(Tenant::new(&issued.client_id))
        }
        // never issued, purged, or issued to a client this server does not serve: a
        // guess, as far as the server can tell (of a token, or of the admin secret)
        _ => {
            app.limits.failed(req.peer, None);
            Err(unauthorized(
                codes::INVALID_TOKEN,
                "The access token provided in the Authorization header is invalid",
            ))
        }
    }
}

fn unauthorized(code: Code, detail: &str) -> Rejection {
    Rejection::new(401, code, detail)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::App;

    fn body(r: &Resp) -> serde_json::Value {
        serde_json::from_slice(&r.body).unwrap()
    }

    #[test]
    fn token_information_for_live_expired_and_unknown_tokens() {
        let (app, _dir) = App::for_tests();
        let app = app.shared();
        let now = clock::unix_seconds();
        let of = |client_id: &str, expires_at| Issued {
            client_id: client_id.into(),
            credentials: None,
            expires_at,
        };
        app.tokens()
            .issue("LiveToken", &of("client-a", now + 600), 0)
            .unwrap();
        app.tokens()
            .issue("OldToken", &of("client-b", now - 5), 0)
            .unwrap();
        let live = token_info(app, "LiveToken");
        assert_eq!(live.status, 200);
        let b = body(&live);
        assert_eq!(b["client_id"], "client-a");
        assert_eq!(b["access_token"], "LiveToken");
        assert_eq!(b["type"], "amadeusOAuth2Token");
        let left = b["expires_in"].as_i64().unwrap();
        assert!((595..=600).contains(&left), "{left}");

        let old = token_info(app, "OldToken");
        assert_eq!(old.status, 404);
        assert_eq!(body(&old)["code"], codes::EXPIRED_TOKEN.number);
        let unknown = token_info(app, "NeverIssued");
        assert_eq!(unknown.status, 404);
        let b = body(&unknown);
        assert_eq!(b["code"], codes::INVALID_TOKEN.number);
        assert_eq!(b["error"], "invalid_token");
        for field in ["error", "error_description", "code", "title"] {
            assert!(b.get(field).is_some(), "{field}");
        }
    }

    #[test]
    fn the_log_shows_no_token_or_secret_of_the_token_endpoint() {
        assert_eq!(
            loggable("/v1/security/oauth2/token/Abc123"),
            "/v1/security/oauth2/token/<redacted>"
        );
        assert_eq!(
            loggable("/v1/security/oauth2/token?client_secret=s3"),
            "/v1/security/oauth2/token?<redacted>"
        );
        assert_eq!(
            loggable("/v1/security/oauth2/token"),
            "/v1/security/oauth2/token"
        );
        let search = "/v2/shopping/flight-offers?originLocationCode=MAD";
        assert_eq!(loggable(search), search);
    }
}
