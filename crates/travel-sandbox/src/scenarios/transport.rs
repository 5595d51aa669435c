//! The scenarios of the line rather than of the booking: rate limiting, a failure on
//! the service's side and a slow answer. They are set off by a surname anywhere in a
//! request's body (`lastName` of a flight order's travellers or a hotel booking's
//! guests), which only bookings carry, and the server acts on them around the router.

use std::time::Duration;

use serde_json::Value;

use super::{by_surname, Outcome, Scenario};
use crate::reject::Rejection;

/// How long a slow answer is held back: past the timeouts tests set (`--timeout 2`),
/// within the one `travel` has by default (60 s), so a patient client still gets it.
pub const SLOW_ANSWER: Duration = Duration::from_secs(15);
/// The `Retry-After` a rate-limited request is told: within what clients wait through.
pub const RETRY_AFTER_SECS: u64 = 5;

/// What the server does instead of, or besides, answering normally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Answer this instead, with a `Retry-After` header when it is given.
    Refuse(Rejection, Option<u64>),
    /// Answer normally, this much later.
    Delay(Duration),
    /// Close the connection without an answer (a fault injected through the control
    /// API).
    Drop,
}

/// What a request's body sets off on the line, if anything.
pub fn of_body(body: &[u8]) -> Option<Line> {
    if !body.windows(8).any(|w| w == b"lastName") {
        return None;
    }
    let json: Value = serde_json::from_slice(body).ok()?;
    let mut names = Vec::new();
    last_names(&json, &mut names);
    let s = by_surname(names)?;
    match s.outcome {
        Outcome::RateLimited => Some(Line::Refuse(
            refuse_with(s, "too many requests: slow down and try again later")?,
            Some(RETRY_AFTER_SECS),
        )),
        Outcome::SystemError => Some(Line::Refuse(
            refuse_with(s, "the service failed; nothing was done")?,
            None,
        )),
        Outcome::SlowAnswer => Some(Line::Delay(SLOW_ANSWER)),
        _ => None,
    }
}

fn refuse_with(s: &Scenario, detail: &str) -> Option<Rejection> {
    Some(Rejection::new(s.status, s.code?, detail))
}

/// Every `lastName` string in a JSON value, however deep.
fn last_names<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                match v {
                    Value::String(s) if k == "lastName" => out.push(s),
                    _ => last_names(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| last_names(v, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn surnames_in_a_booking_set_off_the_line_scenarios() {
        let order = |name: &str| {
            serde_json::json!({"data": {"travelers": [
                {"name": {"firstName": "ADA", "lastName": "LOVELACE"}},
                {"name": {"firstName": "SAM", "lastName": name}}
            ]}})
            .to_string()
        };
        let Some(Line::Refuse(r, wait)) = of_body(order("RateLimited").as_bytes()) else {
            panic!("rate limited");
        };
        assert_eq!((r.status, r.code.number, wait), (429, 38194, Some(5)));
        let Some(Line::Refuse(r, None)) = of_body(order("SYSTEMERROR").as_bytes()) else {
            panic!("system error");
        };
        assert_eq!((r.status, r.code.number), (500, 141));
        assert_eq!(
            of_body(order("SLOWANSWER").as_bytes()),
            Some(Line::Delay(SLOW_ANSWER))
        );
        // booking scenarios are the handlers' business; ordinary names nothing
        assert_eq!(of_body(order("TICKETED").as_bytes()), None);
        assert_eq!(of_body(order("TURING").as_bytes()), None);
        assert_eq!(of_body(b"not json lastName"), None);
    }
}
