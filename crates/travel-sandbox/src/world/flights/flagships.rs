//! The flagship flights agents know by number: the long-haul and shuttle flights whose
//! numbers are part of the trade's vocabulary (BA117, SQ22, QF1). They fly under their
//! real numbers, on their own routes, every day the route is flown.
//!
//! Sources: general knowledge of the carriers' 2025 timetables (approximate; not a data
//! source shipped here).

/// A flagship flight: its carrier, its number out and back, and its route.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Flagship {
    pub carrier: &'static str,
    /// the number from `from` to `to`
    pub there: u32,
    /// the number of the return, from `to` to `from`
    pub back: u32,
    pub from: &'static str,
    pub to: &'static str,
}

const fn f(
    carrier: &'static str,
    there: u32,
    back: u32,
    from: &'static str,
    to: &'static str,
) -> Flagship {
    Flagship {
        carrier,
        there,
        back,
        from,
        to,
    }
}

pub(crate) const FLAGSHIPS: &[Flagship] = &[
    f("AA", 1, 2, "JFK", "LAX"),
    f("AA", 100, 101, "JFK", "LHR"),
    f("AC", 848, 849, "YYZ", "LHR"),
    f("AI", 101, 102, "DEL", "JFK"),
    f("AI", 127, 126, "DEL", "ORD"),
    f("AI", 173, 174, "DEL", "SFO"),
    f("BA", 11, 12, "LHR", "SIN"),
    f("BA", 117, 112, "LHR", "JFK"),
    f("BA", 283, 282, "LHR", "LAX"),
    f("BA", 287, 286, "LHR", "SFO"),
    f("EK", 1, 2, "DXB", "LHR"),
    f("EK", 201, 202, "DXB", "JFK"),
    f("EK", 448, 449, "DXB", "AKL"),
    f("KE", 17, 18, "ICN", "LAX"),
    f("KE", 81, 82, "ICN", "JFK"),
    f("LH", 400, 401, "FRA", "JFK"),
    f("LH", 430, 431, "FRA", "ORD"),
    f("LH", 456, 457, "FRA", "LAX"),
    f("QF", 7, 8, "SYD", "DFW"),
    f("QF", 9, 10, "PER", "LHR"),
    f("QF", 11, 12, "SYD", "LAX"),
    f("QF", 93, 94, "MEL", "LAX"),
    f("QR", 920, 921, "DOH", "AKL"),
    f("SQ", 22, 21, "SIN", "EWR"),
    f("SQ", 31, 32, "SIN", "SFO"),
    f("SQ", 308, 317, "SIN", "LHR"),
    f("TK", 1, 2, "IST", "JFK"),
    f("UA", 1, 2, "SFO", "SIN"),
    f("VS", 3, 4, "LHR", "JFK"),
    f("VS", 9, 10, "LHR", "JFK"),
    f("AA", 106, 107, "JFK", "LHR"),
    f("DL", 1, 2, "JFK", "LHR"),
    f("EK", 29, 30, "DXB", "LHR"),
    f("QR", 1, 2, "DOH", "LHR"),
    f("QR", 701, 702, "DOH", "JFK"),
    f("EY", 11, 12, "AUH", "LHR"),
    f("SQ", 322, 321, "SIN", "LHR"),
    f("QF", 63, 64, "SYD", "JNB"),
    f("QF", 27, 28, "SYD", "SCL"),
    f("UA", 863, 870, "SFO", "SYD"),
    f("DL", 41, 40, "LAX", "SYD"),
    f("LH", 410, 411, "MUC", "JFK"),
];

/// A carrier's flagship flights.
pub(crate) fn of(carrier: &str) -> impl Iterator<Item = &'static Flagship> + '_ {
    FLAGSHIPS.iter().filter(move |f| f.carrier == carrier)
}
