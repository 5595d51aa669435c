//! The busiest domestic and regional routes, with each carrier's flights a day.
//!
//! The gravity model of [`super::frequency`] knows airports, not the shuttles between
//! them: it gave Seoul Gimpo-Jeju, Sydney-Melbourne or Delhi-Mumbai six to eleven
//! flights a day where forty to a hundred fly on several carriers. On these routes the
//! table decides, carrier by carrier, and adds a carrier the route data lacks (Delta's
//! shuttles at LaGuardia).
//!
//! Figures: flights a day each way, per carrier, as the carriers' 2025 timetables have
//! them (general knowledge, 2025, approximate and rounded; not a data source shipped
//! here). Only carriers of `data/airlines.tsv` are listed, so a route whose other
//! carriers (T'way, Jin Air, Skymark, Bamboo...) are not in the table shows fewer
//! flights than fly in all.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

/// A carrier and its flights a day each way.
pub type Flies = (&'static str, u8);

/// (airport, airport, [(carrier, flights a day each way)]), either way round.
pub const BUSIEST: &[(&str, &str, &[Flies])] = &[
    // East Asia
    ("CJU", "GMP", &[("KE", 14), ("7C", 14), ("OZ", 11)]),
    ("CTS", "HND", &[("NH", 17), ("JL", 16)]),
    ("FUK", "HND", &[("NH", 17), ("JL", 16)]),
    ("HND", "ITM", &[("JL", 15), ("NH", 15)]),
    ("HND", "OKA", &[("NH", 11), ("JL", 10)]),
    (
        "PEK",
        "SHA",
        &[("MU", 16), ("CA", 14), ("HU", 4), ("FM", 4), ("CZ", 3)],
    ),
    ("HKG", "TPE", &[("CX", 16), ("CI", 8), ("BR", 7), ("HX", 3)]),
    ("GMP", "HND", &[("KE", 3), ("OZ", 3), ("JL", 3), ("NH", 3)]),
    ("ICN", "NRT", &[("KE", 5), ("OZ", 4), ("7C", 4), ("JL", 2)]),
    ("ICN", "KIX", &[("7C", 6), ("KE", 4), ("OZ", 3), ("MM", 3)]),
    (
        "NRT",
        "TPE",
        &[("BR", 5), ("CI", 5), ("JL", 2), ("TR", 2), ("NH", 1)],
    ),
    // South-East Asia
    ("HAN", "SGN", &[("VJ", 18), ("VN", 17)]),
    ("DAD", "SGN", &[("VN", 8), ("VJ", 7)]),
    ("DAD", "HAN", &[("VN", 6), ("VJ", 5)]),
    ("KUL", "SIN", &[("AK", 10), ("MH", 9), ("SQ", 7), ("TR", 6)]),
    ("CGK", "SIN", &[("SQ", 8), ("GA", 6), ("TR", 6), ("JT", 2)]),
    ("CGK", "KUL", &[("AK", 8), ("MH", 5), ("GA", 3), ("JT", 3)]),
    ("CGK", "DPS", &[("JT", 10), ("GA", 8)]),
    ("BKK", "SIN", &[("SQ", 7), ("TG", 6), ("TR", 5)]),
    ("BKK", "HKG", &[("CX", 9), ("TG", 4), ("HX", 3), ("PG", 1)]),
    ("HKG", "MNL", &[("CX", 7), ("PR", 5), ("5J", 4)]),
    ("CEB", "MNL", &[("5J", 12), ("PR", 9)]),
    ("CNX", "DMK", &[("FD", 10)]),
    ("DMK", "HKT", &[("FD", 9)]),
    ("BKK", "CNX", &[("TG", 5), ("PG", 3)]),
    // India and the Gulf
    ("BOM", "DEL", &[("6E", 20), ("AI", 19), ("SG", 3)]),
    ("BLR", "DEL", &[("6E", 18), ("AI", 13), ("SG", 2)]),
    ("BLR", "BOM", &[("6E", 14), ("AI", 10), ("SG", 2)]),
    ("CCU", "DEL", &[("6E", 12), ("AI", 7), ("SG", 2)]),
    ("DEL", "HYD", &[("6E", 12), ("AI", 6), ("SG", 1)]),
    ("BOM", "GOI", &[("6E", 6), ("AI", 3), ("SG", 1)]),
    ("DEL", "DXB", &[("EK", 4), ("6E", 3), ("AI", 3), ("SG", 1)]),
    ("BOM", "DXB", &[("EK", 5), ("6E", 4), ("AI", 3)]),
    ("JED", "RUH", &[("SV", 17), ("XY", 12)]),
    ("DOH", "DXB", &[("QR", 8), ("FZ", 7), ("EK", 4)]),
    ("DXB", "RUH", &[("FZ", 6), ("EK", 4), ("SV", 4), ("XY", 3)]),
    ("CAI", "JED", &[("MS", 8), ("SV", 6)]),
    // Oceania
    ("MEL", "SYD", &[("QF", 28), ("VA", 24), ("JQ", 14)]),
    ("BNE", "SYD", &[("QF", 16), ("VA", 14), ("JQ", 6)]),
    ("BNE", "MEL", &[("QF", 10), ("VA", 10), ("JQ", 6)]),
    ("OOL", "SYD", &[("VA", 6), ("JQ", 6), ("QF", 4)]),
    ("MEL", "PER", &[("QF", 8), ("VA", 5), ("JQ", 3)]),
    ("AKL", "WLG", &[("NZ", 16), ("JQ", 4)]),
    ("AKL", "SYD", &[("NZ", 5), ("QF", 4), ("JQ", 2)]),
    // Australia's holiday island: Bali is among the first destinations of Sydney, Perth
    // and Melbourne
    ("DPS", "PER", &[("JQ", 4), ("VA", 3), ("QF", 2)]),
    ("DPS", "SYD", &[("JQ", 3), ("VA", 2), ("QF", 1), ("GA", 1)]),
    ("DPS", "MEL", &[("JQ", 3), ("VA", 2), ("QF", 1)]),
    // Europe
    ("BCN", "MAD", &[("IB", 15), ("VY", 8), ("UX", 5)]),
    ("BCN", "PMI", &[("VY", 12), ("FR", 4), ("UX", 3)]),
    ("DUB", "STN", &[("FR", 9)]),
    ("DUB", "LGW", &[("FR", 6), ("EI", 5)]),
    ("EDI", "LGW", &[("U2", 6), ("BA", 3)]),
    ("BUD", "LTN", &[("W6", 4), ("U2", 2)]),
    ("BGY", "STN", &[("FR", 4)]),
    ("CIA", "STN", &[("FR", 3)]),
    ("BGO", "OSL", &[("SK", 12), ("DY", 12)]),
    ("OSL", "TRD", &[("SK", 11), ("DY", 10)]),
    ("ARN", "GOT", &[("SK", 6), ("DY", 2)]),
    // The Americas
    (
        "LGA",
        "ORD",
        &[("UA", 17), ("AA", 17), ("DL", 7), ("NK", 3)],
    ),
    ("BOS", "LGA", &[("DL", 13), ("AA", 11)]),
    ("DCA", "LGA", &[("AA", 14), ("DL", 12)]),
    (
        "LAS",
        "LAX",
        &[
            ("WN", 12),
            ("AA", 5),
            ("DL", 5),
            ("UA", 4),
            ("AS", 3),
            ("NK", 3),
        ],
    ),
    (
        "LAX",
        "SFO",
        &[("UA", 14), ("WN", 10), ("AA", 5), ("DL", 5), ("AS", 4)],
    ),
    ("ATL", "MCO", &[("DL", 14), ("WN", 7)]),
    ("CGH", "SDU", &[("LA", 17), ("G3", 16), ("AD", 6)]),
    ("CUN", "MEX", &[("AM", 10), ("Y4", 9)]),
    ("GDL", "MEX", &[("AM", 12), ("Y4", 6)]),
    ("MEX", "MTY", &[("AM", 16), ("Y4", 7)]),
    ("BOG", "MDE", &[("AV", 20)]),
    ("CUZ", "LIM", &[("LA", 16), ("H2", 5)]),
    ("LIM", "SCL", &[("LA", 8), ("H2", 3), ("AV", 2)]),
    ("AEP", "COR", &[("AR", 8)]),
    // Africa
    ("CPT", "JNB", &[("SA", 6)]),
];

/// The table's carriers and flights a day of a pair (either way round), looked up by the
/// pair packed into a number: asked for every route while the network is built.
pub(super) fn carriers(a: &str, b: &str) -> Option<&'static [Flies]> {
    static INDEX: OnceLock<FxHashMap<u64, &'static [Flies]>> = OnceLock::new();
    INDEX
        .get_or_init(|| {
            BUSIEST
                .iter()
                .map(|&(x, y, c)| (super::frequency::pair(x, y), c))
                .collect()
        })
        .get(&super::frequency::pair(a, b))
        .copied()
}
