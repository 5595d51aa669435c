//! A tenant's request journal (`GET /_sandbox/journal`), as WireMock keeps one: its
//! recent requests with the status, the service's error code and why a refused one was
//! refused, and for a path the service does not have, the near misses: the operations
//! whose path comes closest, so a typo in an app's URL is found at a glance.
//!
//! Bounded: the newest [`KEPT`] requests of each tenant, in memory. Nothing secret is
//! kept: no body, no header, and targets as `auth::loggable` leaves them.

use std::collections::VecDeque;

use travel_core::model::sandbox::{JournalEntry, NearMiss};
use travel_core::ops::placeholder;

/// Requests kept per tenant.
pub const KEPT: usize = travel_store::live::JOURNAL_KEPT;

/// Entries `GET /_sandbox/journal` gives when not told how many.
pub const DEFAULT_LIMIT: usize = 50;

/// Near misses given for an unknown path.
const NEAR_MISSES: usize = 3;

#[derive(Debug, Default)]
pub struct Journal {
    entries: VecDeque<JournalEntry>,
}

impl Journal {
    pub fn record(&mut self, entry: JournalEntry) {
        if self.entries.len() == KEPT {
            self.entries.pop_front();
        }
        self.entries.push_back(entry);
    }

    /// The newest `limit` entries, newest first.
    pub fn newest(&self, limit: usize) -> Vec<JournalEntry> {
        self.entries.iter().rev().take(limit).cloned().collect()
    }

    pub fn clear(&mut self) {
        self.entries.clear();
    }
}

/// One operation the server answers, for near misses: method, declared path, name.
pub type Known = (&'static str, &'static str, &'static str);

/// The operations whose path comes closest to `path`, nearest first: at most a few,
/// and none further than a third of the path's length (beyond that a path is not a
/// typo of another). A `{name}` segment of a declared path matches any one segment.
pub fn near_misses(method: &str, path: &str, known: &[Known]) -> Vec<NearMiss> {
    let limit = (path.len() / 3).max(3);
    let mut near: Vec<NearMiss> = known
        .iter()
        .map(|&(m, declared, name)| {
            let mut distance = strsim::levenshtein(&filled(declared, path), path);
            if !m.eq_ignore_ascii_case(method) {
                distance += 1;
            }
            NearMiss {
                method: m.to_string(),
                path: declared.to_string(),
                operation: name.to_string(),
                distance,
            }
        })
        .filter(|n| n.distance <= limit)
        .collect();
    near.sort_by(|a, b| a.distance.cmp(&b.distance).then(a.path.cmp(&b.path)));
    near.truncate(NEAR_MISSES);
    near
}

/// `declared` with each `{name}` segment replaced by the request's segment at that
/// place, so an id in the request costs nothing.
fn filled(declared: &str, path: &str) -> String {
    let mut given = path.split('/');
    declared
        .split('/')
        .map(|segment| {
            let theirs = given.next();
            match (placeholder(segment), theirs) {
                (Some(_), Some(t)) => t,
                _ => segment,
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: &[Known] = &[
        ("GET", "/v1/reference-data/airlines", "LookupAirlines"),
        ("POST", "/v2/shopping/flight-offers", "PostFlightOffers"),
        ("GET", "/v2/shopping/flight-offers", "SearchFlightOffers"),
        (
            "GET",
            "/v1/booking/flight-orders/{flightOrderId}",
            "GetFlightOrder",
        ),
    ];

    #[test]
    fn a_typo_finds_the_path_meant_first() {
        let near = near_misses("GET", "/v2/shopping/flight-offer", KNOWN);
        assert_eq!(near[0].operation, "SearchFlightOffers");
        assert_eq!(near[0].distance, 1);
        assert_eq!(
            near[1].operation, "PostFlightOffers",
            "the other method costs one more"
        );
        let near = near_misses(
            "GET",
            "/v1/booking/flight-order/eJzTd9cPDPMwcooAAAtXAmE",
            KNOWN,
        );
        assert_eq!(near[0].operation, "GetFlightOrder", "an id costs nothing");
        assert!(near_misses("GET", "/something/else/entirely", KNOWN).is_empty());
    }

    #[test]
    fn only_the_newest_are_kept_and_given_newest_first() {
        let mut j = Journal::default();
        for i in 0..KEPT + 5 {
            j.record(JournalEntry {
                target: format!("/{i}"),
                ..JournalEntry::default()
            });
        }
        let newest = j.newest(2);
        assert_eq!(newest[0].target, format!("/{}", KEPT + 4));
        assert_eq!(newest[1].target, format!("/{}", KEPT + 3));
        assert_eq!(j.newest(usize::MAX).len(), KEPT);
        j.clear();
        assert!(j.newest(10).is_empty());
    }
}
