//! The token endpoint and the bearer check in front of every other endpoint.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::json;

use super::http::{Params, Req, Resp, PLAIN_JSON};
use super::reject::{codes, Code, Rejection};
use super::scenarios;
use super::App;
use travel_core::ops::TOKEN_PATH;
use travel_core::stable::fnv1a;

/// The lifetime the service gives its tokens.
const TOKEN_TTL_SECS: i64 = 1799;

static ISSUED: AtomicU64 = AtomicU64::new(0);

/// POST /v1/security/oauth2/token (form-encoded).
pub fn issue_token(app: &App, req: &Req) -> Resp {
    let form = Params::parse(&String::from_utf8_lossy(&req.body));
    let grant = form.get("grant_type").unwrap_or_default();
    let id = form.get("client_id").unwrap_or_default();
    let secret = form.get("client_secret").unwrap_or_default();
    if grant != "client_credentials" {
        return oauth_error(
            400,
            "unsupported_grant_type",
            "Only client_credentials value is allowed for the body parameter grant_type",
            38187,
        );
    }
    if id.is_empty() || secret.is_empty() {
        return oauth_error(
            400,
            "invalid_request",
            "Mandatory grant_type form parameter missing",
            38187,
        );
    }
    if let Some((want_id, want_secret)) = &app.client {
        if &id != want_id || &secret != want_secret {
            return oauth_error(
                401,
                "invalid_client",
                "Client credentials are invalid",
                38187,
            );
        }
    }
    let token = new_token(&id);
    // The scenario of an expired token: issued as usual, expired on arrival.
    let expires_at = if scenarios::issues_expired_tokens(&id) {
        now(app)
    } else {
        now(app) + TOKEN_TTL_SECS
    };
    if let Err(e) = app.tokens().issue(&token, &id, expires_at) {
        return Rejection::from(e).into();
    }
    Resp::json(200, PLAIN_JSON, &token_body(&id, &token, TOKEN_TTL_SECS))
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

/// GET /v1/security/oauth2/token/{token}: a live token this sandbox issued, with the
/// seconds it has left; 404 in the token endpoint's error shape for one it never issued
/// or that has expired. The token in the path is its own credential: no bearer header.
pub fn token_info(app: &App, token: &str) -> Resp {
    let now = now(app);
    match app.tokens().find(token) {
        Err(e) => Rejection::from(e).into(),
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
        Ok(None) => oauth_error(
            404,
            "invalid_token",
            "The access token provided is not valid",
            codes::INVALID_TOKEN.number,
        ),
    }
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
        404 => "Not found",
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

/// Tokens are opaque; this one mixes the client, the time and a counter so two are
/// never alike.
fn new_token(client_id: &str) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let n = ISSUED.fetch_add(1, Ordering::Relaxed);
    let mut out = String::with_capacity(28);
    let mut seed = fnv1a(format!("{client_id}/{nanos}/{n}/{}", std::process::id()).as_bytes());
    while out.len() < 28 {
        seed = fnv1a(&seed.to_le_bytes());
        out.push(ALPHABET[(seed % ALPHABET.len() as u64) as usize] as char);
    }
    out
}

/// Check `Authorization: Bearer <token>`; `Err` is the service's 401.
pub fn check_bearer(app: &App, req: &Req) -> Result<(), Rejection> {
    let Some(token) = req
        .header("authorization")
        .and_then(|h| {
            h.strip_prefix("Bearer ")
                .or_else(|| h.strip_prefix("bearer "))
        })
        .map(str::trim)
        .filter(|t| !t.is_empty())
    else {
        return Err(unauthorized(
            codes::INVALID_HEADER,
            "Missing or invalid format for mandatory Authorization header",
        ));
    };
    match app.tokens().find(token)?.map(|issued| issued.expires_at) {
        None => Err(unauthorized(
            codes::INVALID_TOKEN,
            "The access token provided in the Authorization header is invalid",
        )),
        Some(exp) if exp <= now(app) => Err(unauthorized(
            codes::EXPIRED_TOKEN,
            "The access token provided in the Authorization header is expired",
        )),
        Some(_) => Ok(()),
    }
}

/// Token time: the sandbox's clock, never pinned, so tokens run out when it is
/// advanced past them.
fn now(app: &App) -> i64 {
    app.clock().unix_seconds()
}

fn unauthorized(code: Code, detail: &str) -> Rejection {
    Rejection::new(401, code, detail)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(r: &Resp) -> serde_json::Value {
        serde_json::from_slice(&r.body).unwrap()
    }

    #[test]
    fn token_information_for_live_expired_and_unknown_tokens() {
        let (app, _dir) = App::for_tests();
        let now = now(&app);
        app.tokens()
            .issue("LiveToken", "client-a", now + 600)
            .unwrap();
        app.tokens().issue("OldToken", "client-b", now - 5).unwrap();
        let live = token_info(&app, "LiveToken");
        assert_eq!(live.status, 200);
        let b = body(&live);
        assert_eq!(b["client_id"], "client-a");
        assert_eq!(b["access_token"], "LiveToken");
        assert_eq!(b["type"], "amadeusOAuth2Token");
        let left = b["expires_in"].as_i64().unwrap();
        assert!((595..=600).contains(&left), "{left}");

        let old = token_info(&app, "OldToken");
        assert_eq!(old.status, 404);
        assert_eq!(body(&old)["code"], codes::EXPIRED_TOKEN.number);
        let unknown = token_info(&app, "NeverIssued");
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
