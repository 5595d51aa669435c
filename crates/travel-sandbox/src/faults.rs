//! Faults a tenant injects into its own calls (`/_sandbox/faults`), as LocalStack's
//! chaos API and WireMock's faults do: make the next N calls of an operation, or a
//! share of them, answer a status and code, arrive late, or lose their connection.
//!
//! A share is spread evenly rather than drawn at random (0.25 acts on the 4th, 8th,
//! 12th call...), so a test that counts on it sees the same calls fail on every run.
//! Faults live in memory: a test sets them up, and a restart is a clean slate; nodes
//! sharing a PostgreSQL database keep them there, for all (`backends::live`).

use std::time::Duration;

use travel_core::codes::{self, Code};
use travel_core::model::sandbox::{Fault, FaultSpec};

use crate::journal::Known;
use crate::reject::Rejection;

/// The most faults a tenant may have in force: enough for any test, and a bound on
/// what each call checks.
pub const MOST: usize = 64;

/// The longest a fault may hold an answer back: past every client's timeout, short of
/// holding a connection for good.
pub const LONGEST_DELAY: Duration = Duration::from_secs(120);

/// What a fault does to a call instead of, or before, its usual answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// Answer this, perhaps late.
    Refuse(Rejection, Duration),
    /// Answer as usual, this much later.
    Late(Duration),
    /// Close the connection without an answer.
    Drop,
}

/// One tenant's faults in force (kept as JSON when nodes share a database).
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Faults {
    rules: Vec<Rule>,
    issued: u64,
}

/// Faults are kept by the store as they serialize, none kept when there are none.
impl travel_store::live::Kept for Faults {
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Rule {
    fault: Fault,
    /// Calls of its operation seen since it was added, fired or not (for `share`).
    seen: u64,
}

impl Faults {
    /// Add a fault on the operation `spec` names: one of `known` by name, or every one
    /// at a declared path (the GET and the POST of a search). Refused in the service's
    /// shape when the spec does not say something that can be done.
    pub fn add(&mut self, mut spec: FaultSpec, known: &[Known]) -> Result<Fault, Rejection> {
        let bad = |field: &str, why: &str| {
            Rejection::at(codes::INVALID_DATA, &format!("/{field}"), why.to_string())
        };
        spec.operation = spec.operation.trim().to_string();
        if !known
            .iter()
            .any(|&(_, path, name)| name == spec.operation || path == spec.operation)
        {
            let nearest = known
                .iter()
                .map(|&(_, _, name)| (strsim::levenshtein(name, &spec.operation), name))
                .min()
                .map(|(_, name)| format!(" (nearest: {name})"))
                .unwrap_or_default();
            return Err(bad(
                "operation",
                &format!(
                    "no such operation{nearest}: give its name as the journal names it, or \
                     its path as declared, such as /v2/shopping/flight-offers"
                ),
            ));
        }
        if spec.status.is_none() && spec.delay_ms.is_none() && !spec.drop {
            return Err(bad(
                "status",
                "say what the fault does: a status, a delayMs, or drop",
            ));
        }
        if spec.drop && (spec.status.is_some() || spec.code.is_some()) {
            return Err(bad(
                "drop",
                "a dropped call answers nothing: no status or code with it",
            ));
        }
        if let Some(status) = spec.status {
            if !(400..=599).contains(&status) {
                return Err(bad("status", "a fault answers an error: 400 to 599"));
            }
        }
        if spec.code.is_some() && spec.status.is_none() {
            return Err(bad("code", "a code goes with a status"));
        }
        if spec
            .delay_ms
            .is_some_and(|ms| Duration::from_millis(ms) > LONGEST_DELAY)
        {
            return Err(bad("delayMs", "at most 120000 ms"));
        }
        match (spec.times, spec.share) {
            (Some(_), Some(_)) => return Err(bad("share", "give times or share, not both")),
            (Some(0), None) => return Err(bad("times", "at least 1")),
            (None, Some(s)) if !(s > 0.0 && s <= 1.0) => {
                return Err(bad("share", "a share of the calls: more than 0, at most 1"))
            }
            _ => {}
        }
        if self.rules.len() >= MOST {
            return Err(Rejection::at(
                codes::INVALID_DATA,
                "/",
                format!("at most {MOST} faults at once: remove some first"),
            ));
        }
        self.issued += 1;
        let fault = Fault {
            id: format!("F{}", self.issued),
            remaining: spec.times,
            spec,
            fired: 0,
        };
        self.rules.push(Rule {
            fault: fault.clone(),
            seen: 0,
        });
        Ok(fault)
    }

    /// The faults in force, oldest first.
    pub fn list(&self) -> Vec<Fault> {
        self.rules.iter().map(|r| r.fault.clone()).collect()
    }

    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// Remove the fault `id`; whether there was one.
    pub fn remove(&mut self, id: &str) -> bool {
        let before = self.rules.len();
        self.rules.retain(|r| r.fault.id != id);
        self.rules.len() < before
    }

    pub fn clear(&mut self) {
        self.rules.clear();
    }

    /// A call of `operation`, declared at `path`, is about to be answered: what the
    /// first fault that acts on it does, and that fault's id. A fault whose `times` are
    /// used up goes.
    pub fn on_call(&mut self, operation: &str, path: &str) -> Option<(String, Act)> {
        let mut acting = None;
        for (i, rule) in self.rules.iter_mut().enumerate() {
            let named = &rule.fault.spec.operation;
            if named != operation && named != path {
                continue;
            }
            rule.seen += 1;
            if acting.is_some() || !rule.fires() {
                continue;
            }
            rule.fault.fired += 1;
            if let Some(left) = rule.fault.remaining.as_mut() {
                *left -= 1;
            }
            acting = Some((i, rule.fault.id.clone(), act(&rule.fault.spec)));
        }
        let (i, id, act) = acting?;
        if self.rules[i].fault.remaining == Some(0) {
            self.rules.remove(i);
        }
        Some((id, act))
    }
}

impl Rule {
    /// Whether this call (the `seen`th) is one the fault acts on.
    fn fires(&self) -> bool {
        match self.fault.spec.share {
            // the calls where the running share crosses a whole number
            Some(share) => {
                let n = self.seen as f64;
                (n * share + 1e-9).floor() > ((n - 1.0) * share + 1e-9).floor()
            }
            None => true,
        }
    }
}

fn act(spec: &FaultSpec) -> Act {
    let delay = Duration::from_millis(spec.delay_ms.unwrap_or(0));
    if spec.drop {
        return Act::Drop;
    }
    match spec.status {
        Some(status) => {
            let code = spec.code.map_or_else(|| code_for(status), known_code);
            let detail = spec
                .detail
                .clone()
                .unwrap_or_else(|| "fault injected through the sandbox's control API".into());
            Act::Refuse(Rejection::new(status, code, detail), delay)
        }
        None => Act::Late(delay),
    }
}

/// The code the service gives with `status` when the fault names none.
fn code_for(status: u16) -> Code {
    match status {
        401 => codes::INVALID_TOKEN,
        404 => codes::RESOURCE_NOT_FOUND,
        429 => codes::TOO_MANY_REQUESTS,
        500..=599 => codes::SYSTEM_ERROR,
        _ => codes::INVALID_DATA,
    }
}

/// A code by its number, with the service's title when it is one named in `codes`.
fn known_code(number: i64) -> Code {
    codes::ALL
        .iter()
        .copied()
        .find(|c| c.number == number)
        .unwrap_or(Code {
            number,
            title: "ERROR",
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: &[Known] = &[
        ("GET", "/v2/shopping/flight-offers", "SearchOffers"),
        ("POST", "/v2/shopping/flight-offers", "SearchOffersPost"),
        ("GET", "/v1/reference-data/airlines", "LookupAirlines"),
    ];
    const SEARCH: &str = "/v2/shopping/flight-offers";
    const AIRLINES: &str = "/v1/reference-data/airlines";

    fn spec(json: serde_json::Value) -> FaultSpec {
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn the_next_n_calls_fail_then_the_fault_goes() {
        let mut f = Faults::default();
        let added = f
            .add(
                spec(serde_json::json!({"operation": "/v2/shopping/flight-offers", "times": 2, "status": 503})),
                KNOWN,
            )
            .unwrap();
        assert_eq!(added.spec.operation, SEARCH);
        assert_eq!(
            f.on_call("LookupAirlines", AIRLINES),
            None,
            "another operation is untouched"
        );
        for name in ["SearchOffers", "SearchOffersPost"] {
            let (id, act) = f.on_call(name, SEARCH).unwrap();
            assert_eq!(id, added.id);
            let Act::Refuse(no, delay) = act else {
                panic!("{act:?}")
            };
            assert_eq!(
                (no.status, no.code, delay),
                (503, codes::SYSTEM_ERROR, Duration::ZERO)
            );
        }
        assert_eq!(f.on_call("SearchOffers", SEARCH), None);
        assert_eq!(f.len(), 0, "used up");
    }

    #[test]
    fn a_share_acts_on_evenly_spread_calls() {
        let mut f = Faults::default();
        f.add(
            spec(serde_json::json!({"operation": "LookupAirlines", "share": 0.25, "drop": true})),
            KNOWN,
        )
        .unwrap();
        let fired: Vec<usize> = (1..=12)
            .filter(|_| f.on_call("LookupAirlines", AIRLINES).is_some())
            .collect();
        assert_eq!(fired, [4, 8, 12]);
        let all = f.list();
        assert_eq!((all[0].fired, all[0].remaining), (3, None));
    }

    #[test]
    fn late_answers_and_known_codes() {
        let mut f = Faults::default();
        f.add(
            spec(serde_json::json!({"operation": "LookupAirlines", "delayMs": 1500})),
            KNOWN,
        )
        .unwrap();
        assert_eq!(
            f.on_call("LookupAirlines", AIRLINES).unwrap().1,
            Act::Late(Duration::from_millis(1500))
        );
        f.clear();
        f.add(
            spec(serde_json::json!({"operation": "LookupAirlines", "status": 400, "code": 37200})),
            KNOWN,
        )
        .unwrap();
        let Act::Refuse(no, _) = f.on_call("LookupAirlines", AIRLINES).unwrap().1 else {
            panic!()
        };
        assert_eq!(no.code, codes::PRICE_DISCREPANCY);
    }

    #[test]
    fn what_cannot_be_done_is_refused_and_nothing_is_added() {
        let mut f = Faults::default();
        for bad in [
            serde_json::json!({"operation": "LookupAirline", "status": 500}),
            serde_json::json!({"operation": "LookupAirlines"}),
            serde_json::json!({"operation": "LookupAirlines", "status": 200}),
            serde_json::json!({"operation": "LookupAirlines", "status": 500, "times": 1, "share": 0.5}),
            serde_json::json!({"operation": "LookupAirlines", "status": 500, "share": 1.5}),
            serde_json::json!({"operation": "LookupAirlines", "status": 500, "times": 0}),
            serde_json::json!({"operation": "LookupAirlines", "drop": true, "status": 500}),
            serde_json::json!({"operation": "LookupAirlines", "delayMs": 600000}),
        ] {
            let no = f.add(spec(bad.clone()), KNOWN).unwrap_err();
            assert_eq!((no.status, no.code), (400, codes::INVALID_DATA), "{bad}");
            if bad["operation"] == "LookupAirline" {
                assert!(
                    no.detail.contains("(nearest: LookupAirlines)"),
                    "{}",
                    no.detail
                );
            }
        }
        assert_eq!(f.len(), 0);
        assert!(!f.remove("F1"));
    }
}
