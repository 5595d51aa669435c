//! What may be sold between two countries: the one rule that search, availability,
//! inspiration, cheapest dates and recommendations all ask, so that no answer offers a
//! trip another refuses.
//!
//! A trip is not sold, nonstop or through any hub, between
//! - Russia or Belarus and the countries that ban flights with them since 2022 (the EU,
//!   the UK, the EEA, Switzerland, North America, Japan, South Korea, Australia, New
//!   Zealand: [`data::sanctions_russia`]);
//! - India and Pakistan (no air links since 2019, each airspace closed to the other's
//!   airlines since 2025);
//! - Israel and the states that bar travel to and from it or do not admit its travellers
//!   (Lebanon, Syria, Iran, Iraq, Yemen, Pakistan, Kuwait, Saudi Arabia, Algeria, Libya,
//!   Tunisia, Bangladesh, Malaysia, Brunei);
//! - Ukraine and anywhere: its airspace is closed to civil flights since 2022;
//! - the airports of southern Russia and Crimea closed to civil flights since 24
//!   February 2022 ([`airport_open`]).
//!
//! Sources: the governments' published measures as reported in 2025 (general knowledge,
//! 2025); the sandbox applies them to look like a GDS that will not sell such trips, not
//! as legal advice.

use super::data;

/// Pairs of countries with no trips sold between them, either way round, besides the
/// Russia rule.
const CLOSED_PAIRS: &[(&str, &str)] = &[
    ("IN", "PK"),
    ("IL", "LB"),
    ("IL", "SY"),
    ("IL", "IR"),
    ("IL", "IQ"),
    ("IL", "YE"),
    ("IL", "PK"),
    ("IL", "KW"),
    ("IL", "SA"),
    ("IL", "DZ"),
    ("IL", "LY"),
    ("IL", "BD"),
    ("IL", "MY"),
    ("IL", "BN"),
    ("IL", "TN"),
];

/// Countries to and from which nothing is sold.
const CLOSED: &[&str] = &["UA"];

/// Whether a trip from a country to another may be sold (ISO country codes).
pub fn may_sell(from: &str, to: &str) -> bool {
    if CLOSED.contains(&from) || CLOSED.contains(&to) {
        return false;
    }
    let russia = |c: &str| matches!(c, "RU" | "BY");
    if (russia(from) && data::sanctions_russia(to)) || (russia(to) && data::sanctions_russia(from))
    {
        return false;
    }
    !CLOSED_PAIRS
        .iter()
        .any(|&(a, b)| (a, b) == (from, to) || (b, a) == (from, to))
}

/// Airports closed to civil flights though the route data still lists their routes:
/// Russia's aviation authority closed these in southern Russia and Crimea on 24
/// February 2022 and has kept them closed since (Rostov-on-Don, Krasnodar, Anapa,
/// Gelendzhik, Belgorod, Kursk, Voronezh, Lipetsk, Elista, Bryansk, Simferopol; general
/// knowledge, 2025). Sochi, Mineralnye Vody and Volgograd reopened and stay open.
const CLOSED_AIRPORTS: &[&str] = &[
    "ROV", "KRR", "AAQ", "GDZ", "EGO", "URS", "VOZ", "LPK", "ESL", "BZK", "SIP",
];

/// Whether an airport is open to civil flights: no route to or from a closed one is
/// flown, so search, inspiration, dates and insights never reach it.
pub fn airport_open(iata: &str) -> bool {
    !CLOSED_AIRPORTS.contains(&iata)
}

/// The reason a trip between two countries is not sold, for an answer that refuses it.
pub fn refusal(from: &str, to: &str) -> String {
    let name = |c: &str| data::country(c).map_or(c.to_string(), |k| k.name.to_string());
    format!("trips between {} and {} are not sold", name(from), name(to))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_both_ways_and_open_elsewhere() {
        for (a, b) in [
            ("RU", "FI"),
            ("RU", "LV"),
            ("RU", "PL"),
            ("IN", "PK"),
            ("IL", "LB"),
            ("BY", "GB"),
            ("UA", "TR"),
        ] {
            assert!(!may_sell(a, b), "{a}-{b}");
            assert!(!may_sell(b, a), "{b}-{a}");
        }
        for (a, b) in [
            ("RU", "TR"),
            ("IN", "AE"),
            ("IL", "JO"),
            ("GB", "US"),
            ("PK", "AE"),
        ] {
            assert!(may_sell(a, b), "{a}-{b}");
        }
        assert!(refusal("IN", "PK").contains("INDIA"));
    }
}
