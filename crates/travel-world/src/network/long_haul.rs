//! Long-haul routes whose carriers' flights a day agents know, carrier by carrier.
//!
//! On the flagship routes [`super::frequency`] knows the day's total and shares it by
//! hub strength, which gives the two home carriers of a route the same count: Singapore
//! Airlines and British Airways three each between Heathrow and Singapore, where the
//! first flies four and the second two. Here those routes fly what the carriers' winter
//! 2025/26 timetables have (general knowledge, 2025, approximate), in the shape of
//! [`super::BUSIEST`].

use super::regional::Flies;

/// (airport, airport, [(carrier, flights a day each way)]), either way round.
pub const LONG_HAUL: &[(&str, &str, &[Flies])] = &[
    ("LHR", "SIN", &[("SQ", 4), ("BA", 2), ("QF", 1)]),
    ("CDG", "HND", &[("AF", 2), ("JL", 1), ("NH", 1)]),
    ("KEF", "BOS", &[("FI", 2)]),
    ("LHR", "ACC", &[("BA", 1)]),
];
