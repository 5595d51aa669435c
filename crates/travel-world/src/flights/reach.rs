//! Whether search sells a trip between two places: what cheapest dates, inspiration and
//! recommendations ask before they price a trip that needs a connection, answered by
//! the search itself (an itinerary on any carrier with the connections asked), so no
//! answer prices a trip that search then does not find (Tel Aviv-Karachi, Yerevan-Baku:
//! the countries may trade, but no carriers connect them).
//!
//! The timetable repeats every day, but a connection can hold in one season and not in
//! another (the clocks of the two ends change on different days: Tel Aviv-Amman-Cairo
//! connects in summer only), so the answer is remembered per pair and the two ends'
//! UTC offsets of the day, which change a few times a year: inspiration and cheapest
//! dates ask it of a hundred places and every date they price.

use std::sync::{Mutex, OnceLock};

use chrono::NaiveDate;
use rustc_hash::FxHashMap;

use super::schedule::{self, LegRules};
use crate::data::Airline;
use crate::places::{noon, offset_seconds};
use travel_core::stable::Seed;

/// Pairs remembered at most: past it the memory starts again (a client asking every
/// pair of the world cannot make it grow without end).
const REMEMBERED: usize = 65_536;

/// Whether a search in the world of `seed` from `origin` to `dest` (airport or city
/// codes) on `date` finds an itinerary with at most `connections` connections (the
/// times a connection needs are drawn, so the answer is remembered per world).
pub fn sold(seed: Seed, origin: &str, dest: &str, date: NaiveDate, connections: usize) -> bool {
    type Known = FxHashMap<(Seed, String, String, usize, [i32; 2]), bool>;
    static KNOWN: OnceLock<Mutex<Known>> = OnceLock::new();
    let known = KNOWN.get_or_init(Default::default);
    let clocks = [origin, dest].map(|code| offset_on(code, date));
    let key = (
        seed,
        origin.to_ascii_uppercase(),
        dest.to_ascii_uppercase(),
        connections,
        clocks,
    );
    if let Some(&answer) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return answer;
    }
    let any = |_: &Airline| true;
    let rules = LegRules {
        seed,
        max_connections: connections,
        allowed: &any,
    };
    // whether there is one, not which
    let answer = !schedule::leg_options_upto(&key.1, &key.2, date, &rules, 1).is_empty();
    let mut known = known.lock().unwrap_or_else(|e| e.into_inner());
    if known.len() >= REMEMBERED {
        known.clear();
    }
    known.insert(key, answer);
    answer
}

/// The UTC offset (seconds) at noon on `date` of the main airport of a code.
fn offset_on(code: &str, date: NaiveDate) -> i32 {
    schedule::airports_of(code)
        .first()
        .map_or(0, |a| offset_seconds(a.tz, noon(date)))
}
