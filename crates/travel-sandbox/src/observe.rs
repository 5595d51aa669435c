//! What a server notes of each request once the router has answered it: a line of the
//! tenant's journal, the metrics, and a line of the access log. Only what the request
//! line and the answer's error say: never a header, a body or a token, so no secret,
//! card or passport number is noted anywhere.

use std::time::Duration;

use serde_json::Value;

use crate::access_log::Entry;
use crate::app::Shared;
use crate::http::Req;
use crate::journal;
use crate::router::{Routed, UNKNOWN};
use crate::scenarios::transport::Line;
use travel_core::model::sandbox::JournalEntry;

/// Note `routed`, the answer to `req`, which took `took`.
pub fn note(app: &Shared, req: &Req, routed: &Routed, took: Duration) {
    let dropped = matches!(routed.line, Some(Line::Drop));
    // a dropped call is answered nothing, which the journal says with status 0
    let status = if dropped { 0 } else { routed.resp.status };
    app.metrics.observe(routed.operation, status, took);
    let target = target(req);
    let (code, reason) = if dropped {
        (
            None,
            Some("no answer: the connection was dropped".to_string()),
        )
    } else {
        refusal(status, &routed.resp.body)
    };
    if let Some(log) = &app.access_log {
        log.write(&Entry {
            ts: now(),
            tenant: routed.tenant.as_ref().map(|t| t.as_str()),
            method: &req.method,
            target: &target,
            operation: routed.operation,
            status,
            code,
            millis: took.as_secs_f64() * 1000.0,
            bytes: routed.resp.body.len(),
        });
    }
    let Some(tenant) = &routed.tenant else {
        return;
    };
    app.seen.note(tenant.as_str());
    let near_misses = if routed.operation == UNKNOWN {
        journal::near_misses(&req.method, &req.path, &crate::ops::routes().known())
    } else {
        Vec::new()
    };
    let entry = JournalEntry {
        at: now(),
        method: req.method.clone(),
        target,
        operation: (routed.operation != UNKNOWN).then(|| routed.operation.to_string()),
        status,
        code,
        reason,
        fault: routed.fault.clone(),
        millis: took.as_millis() as u64,
        near_misses,
    };
    app.record(tenant, entry);
}

/// The target as the log may show it: the path and the parameters, but for the token
/// endpoint's (`auth::loggable`).
fn target(req: &Req) -> String {
    let mut target = req.path.clone();
    if !req.params.0.is_empty() {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(req.params.0.iter())
            .finish();
        target.push('?');
        target.push_str(&query);
    }
    crate::auth::loggable(&target).into_owned()
}

/// The service's error code of a refusal and why, as its body says: the first of
/// `errors[]`, or the token endpoint's `code` and `error_description`.
fn refusal(status: u16, body: &[u8]) -> (Option<i64>, Option<String>) {
    if status < 400 {
        return (None, None);
    }
    let Ok(json) = serde_json::from_slice::<Value>(body) else {
        return (None, None);
    };
    let first = &json["errors"][0];
    if first.is_object() {
        let why = first["detail"].as_str().or_else(|| first["title"].as_str());
        return (first["code"].as_i64(), why.map(str::to_string));
    }
    (
        json["code"].as_i64(),
        json["error_description"].as_str().map(str::to_string),
    )
}

/// Now, UTC, to the millisecond, by the wall clock (never the tenant's moved one).
fn now() -> String {
    // the same text as the format `%Y-%m-%dT%H:%M:%S%.3fZ`, without reading a format
    // string on every request
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_utc_to_the_millisecond() {
        let at = now();
        assert_eq!(at.len(), "2026-11-26T20:10:00.123Z".len(), "{at}");
        assert!(at.ends_with('Z') && at.as_bytes()[19] == b'.', "{at}");
        assert!(chrono::DateTime::parse_from_rfc3339(&at).is_ok(), "{at}");
    }

    #[test]
    fn a_refusal_says_its_code_and_why_in_either_shape() {
        let service = br#"{"errors":[{"status":400,"code":477,"title":"INVALID FORMAT","detail":"bad date"}]}"#;
        assert_eq!(refusal(400, service), (Some(477), Some("bad date".into())));
        let oauth = br#"{"error":"invalid_client","error_description":"Client credentials are invalid","code":38187}"#;
        assert_eq!(
            refusal(401, oauth),
            (Some(38187), Some("Client credentials are invalid".into()))
        );
        assert_eq!(refusal(200, service), (None, None));
        assert_eq!(refusal(500, b"not json"), (None, None));
    }
}
