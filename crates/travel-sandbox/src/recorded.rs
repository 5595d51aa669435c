//! Answers recorded once and given back: what the CLI's screen tests render, so that a
//! change of the world (a route, a fare, a carrier) shows in the world's own tests and
//! not in every screen that happens to show that route.
//!
//! `TRAVEL_SANDBOX_ANSWERS=record:DIR` makes the CLI's in-process sandbox answer as
//! always and keep each answer in `DIR`, a file per request; `replay:DIR` gives the
//! kept answers back without asking the world, and answers a request never recorded
//! with 500, saying so. A request is known by its method, target and body (the in-process
//! sandbox writes its links under a fixed origin, and the tests pin the date, so the
//! same run asks the same). Nothing else reads it: a test setting, never a user's.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::http::{Req, Resp, AMADEUS_JSON, PLAIN_JSON};
use crate::scenarios::transport::Line;

/// The environment variable that records or replays.
pub const ENV: &str = "TRAVEL_SANDBOX_ANSWERS";

/// What the in-process sandbox does with its answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answers {
    /// Answered from the world and the state, as always.
    Live,
    /// Answered as always, and kept in the directory.
    Record(PathBuf),
    /// Given back from the directory.
    Replay(PathBuf),
}

impl Answers {
    /// As `TRAVEL_SANDBOX_ANSWERS` says (live when unset or not understood).
    pub fn from_env() -> Answers {
        match std::env::var(ENV) {
            Ok(v) => match v.split_once(':') {
                Some(("record", dir)) => Answers::Record(PathBuf::from(dir)),
                Some(("replay", dir)) => Answers::Replay(PathBuf::from(dir)),
                _ => Answers::Live,
            },
            Err(_) => Answers::Live,
        }
    }
}

/// One exchange as kept.
#[derive(Debug, Serialize, Deserialize)]
struct Kept {
    method: String,
    target: String,
    status: u16,
    content_type: String,
    /// Seconds to wait before asking again, when the answer said so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    retry: Option<u64>,
    body: String,
}

/// The target as the request named it: its path and its parameters, in order.
fn target(req: &Req) -> String {
    let query: Vec<String> = req
        .params
        .0
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    if query.is_empty() {
        req.path.clone()
    } else {
        format!("{}?{}", req.path, query.join("&"))
    }
}

/// The file an exchange of `req` is kept in.
fn file_of(dir: &Path, req: &Req) -> PathBuf {
    let mut hash = Sha256::new();
    hash.update(req.method.as_bytes());
    hash.update([0]);
    hash.update(target(req).as_bytes());
    hash.update([0]);
    hash.update(&req.body);
    let digest: String = hash.finalize()[..12]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let name: String = req
        .path
        .trim_start_matches('/')
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    dir.join(format!(
        "{}-{name}-{digest}.json",
        req.method.to_ascii_lowercase()
    ))
}

/// Keep the answer to `req` in `dir` (written whole, then renamed into place).
pub fn keep(dir: &Path, req: &Req, resp: &Resp, line: Option<&Line>) {
    let kept = Kept {
        method: req.method.clone(),
        target: target(req),
        status: resp.status,
        content_type: resp.content_type.to_string(),
        retry: match line {
            Some(Line::Refuse(_, wait)) => *wait,
            _ => None,
        },
        body: String::from_utf8_lossy(&resp.body).into_owned(),
    };
    let file = file_of(dir, req);
    let Ok(json) = serde_json::to_vec_pretty(&kept) else {
        return;
    };
    let _ = std::fs::create_dir_all(dir);
    let part = file.with_extension("part");
    if std::fs::write(&part, json).is_ok() {
        let _ = std::fs::rename(&part, &file);
    }
}

/// The answer kept in `dir` for `req`: 500 saying so when there is none.
pub fn given_back(dir: &Path, req: &Req) -> (Resp, Option<Line>) {
    let file = file_of(dir, req);
    let kept: Option<Kept> = std::fs::read(&file)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok());
    let Some(kept) = kept else {
        let no = crate::reject::Rejection::system(format!(
            "{} {} was never recorded in {}: record it with {ENV}=record:DIR",
            req.method,
            target(req),
            dir.display()
        ));
        return (no.into(), None);
    };
    let content_type = match kept.content_type.as_str() {
        PLAIN_JSON => PLAIN_JSON,
        _ => AMADEUS_JSON,
    };
    let line = kept.retry.map(|wait| {
        Line::Refuse(
            crate::reject::Rejection::too_many(String::new()),
            Some(wait),
        )
    });
    let resp = Resp {
        status: kept.status,
        content_type,
        body: kept.body.into_bytes(),
        file: None,
    };
    (resp, line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_kept_is_given_back_and_one_never_kept_is_said_so() {
        let dir = tempfile::tempdir().unwrap();
        let req = Req::test_get("/v1/reference-data/airlines", "airlineCodes=BA");
        let resp = Resp::json(
            200,
            AMADEUS_JSON,
            &serde_json::json!({"data": [{"iataCode": "BA"}]}),
        );
        keep(dir.path(), &req, &resp, None);
        let (again, line) = given_back(dir.path(), &req);
        assert_eq!((again.status, again.body), (200, resp.body));
        assert!(line.is_none());
        let other = Req::test_get("/v1/reference-data/airlines", "airlineCodes=IB");
        let (missing, _) = given_back(dir.path(), &other);
        assert_eq!(missing.status, 500);
        assert!(String::from_utf8_lossy(&missing.body).contains("never recorded"));
    }
}
