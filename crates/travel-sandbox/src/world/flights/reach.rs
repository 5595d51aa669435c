//! Whether search sells a trip between two places: what cheapest dates, inspiration and
//! recommendations ask before they price a trip that needs a connection, answered by
//! the search itself (an itinerary on any carrier with the connections asked), so no
//! answer prices a trip that search then does not find (Tel Aviv-Karachi, Yerevan-Baku:
//! the countries may trade, but no carriers connect them).
//!
//! The timetable repeats every day, so the answer for one date is the answer for every
//! date; it is remembered per pair, as inspiration asks it of a hundred places at once.

use std::sync::{Mutex, OnceLock};

use chrono::NaiveDate;
use rustc_hash::FxHashMap;

use super::schedule::{self, LegRules};
use crate::world::data::Airline;

/// Pairs remembered at most: past it the memory starts again (a client asking every
/// pair of the world cannot make it grow without end).
const REMEMBERED: usize = 65_536;

/// Whether a search from `origin` to `dest` (airport or city codes) on `date` finds an
/// itinerary with at most `connections` connections.
pub fn sold(origin: &str, dest: &str, date: NaiveDate, connections: usize) -> bool {
    type Known = FxHashMap<(String, String, usize), bool>;
    static KNOWN: OnceLock<Mutex<Known>> = OnceLock::new();
    let known = KNOWN.get_or_init(Default::default);
    let key = (
        origin.to_ascii_uppercase(),
        dest.to_ascii_uppercase(),
        connections,
    );
    if let Some(&answer) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return answer;
    }
    let any = |_: &Airline| true;
    let rules = LegRules {
        max_connections: connections,
        allowed: &any,
    };
    // whether there is one, not which
    let answer = !schedule::leg_options_upto(&key.0, &key.1, date, &rules, 1).is_empty();
    let mut known = known.lock().unwrap_or_else(|e| e.into_inner());
    if known.len() >= REMEMBERED {
        known.clear();
    }
    known.insert(key, answer);
    answer
}
