//! Seasons by hemisphere and market: how much people travel to and from a place on a
//! date, the one curve that fares (`flights::fares::season_factor`), the traffic
//! insights (top destinations, busiest months) and the predictions (delays, on-time
//! performance) all read.
//!
//! A place's demand is its month's level on the curve of its kind, raised on the days
//! of its market's holidays:
//! - the temperate north peaks in July and August, the temperate south in December and
//!   January, the tropics gently in their dry season;
//! - ski resorts peak from December to March (June to September in the south);
//! - winter-sun places (the Canaries, the Red Sea, the Caribbean, Florida, Goa, the
//!   Maldives, the Andaman coast) peak from December to March and are quiet in August;
//! - summer beaches of the Mediterranean peak in July and August and are nearly shut in
//!   winter; Bali, Cairns and Darwin peak in their dry winter;
//! - the Gulf hubs draw visitors in their mild winter and send residents away in the
//!   summer heat; India travels in the May-June school holidays, at Diwali and in the
//!   winter, and least in the monsoon;
//! - Christmas and New Year, and Easter, are the holidays of Europe, the Americas and
//!   Oceania (and the Philippines and South Africa); Chinese New Year and the October
//!   Golden Week those of China and its neighbours; Golden Week, Obon and New Year
//!   Japan's; Diwali India's; the two Eids those of the Gulf and the Muslim-majority
//!   countries. The Gulf and India are not on the Christmas curve.
//!
//! Sources: general knowledge of tourism seasons and public holidays (2025); lunar
//! holidays on their published dates for 2025-2028 (other years fall back to the
//! month curves). Figures are the sandbox's model, not statistics.

use std::sync::OnceLock;

use chrono::{Datelike, NaiveDate};
use rustc_hash::FxHashMap;

use super::data::{self, Airport};

/// What kind of place a curve belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Temperate north.
    North,
    /// Temperate south.
    South,
    /// The tropics north of the equator: dry from December to April.
    TropicNorth,
    /// The tropics south of the equator: dry from May to October.
    TropicSouth,
    Ski,
    /// Ski resorts of the southern hemisphere (Queenstown).
    SkiSouth,
    WinterSun,
    SummerBeach,
    /// Bali, Cairns, Darwin: the dry southern winter.
    DrySouth,
    Gulf,
    India,
}

/// Airports of ski resorts.
const SKI: &[&str] = &[
    "INN", "SZG", "CMF", "GNB", "EGE", "ASE", "HDN", "MTJ", "JAC", "SUN", "BZN", "TOY",
];
const SKI_SOUTH: &[&str] = &["ZQN"];

/// Winter-sun places: warm and dry in the northern winter.
const WINTER_SUN: &[&str] = &[
    "LPA", "TFS", "TFN", "ACE", "FUE", "SPC", "FNC", "HRG", "SSH", "RMF", "RAK", "AGA", "CUN",
    "CZM", "SJD", "PVR", "PUJ", "MBJ", "NAS", "AUA", "SXM", "BGI", "UVF", "ANU", "GCM", "PLS",
    "FLL", "PBI", "RSW", "MIA", "KEY", "PSP", "TUS", "PHX", "OGG", "KOA", "LIH", "GOI", "GOX",
    "MLE", "CMB", "HKT", "USM", "KBV", "SEZ", "MRU", "ZNZ", "VRA", "HAV", "POP", "LRM",
];

/// Summer beaches of the Mediterranean, the Black Sea and the Adriatic.
const SUMMER_BEACH: &[&str] = &[
    "PMI", "IBZ", "MAH", "AYT", "DLM", "BJV", "ADB", "HER", "CHQ", "RHO", "KGS", "CFU", "JTR",
    "JMK", "ZTH", "EFL", "PVK", "SKG", "OLB", "CAG", "AHO", "BDS", "SUF", "SPU", "DBV", "ZAD",
    "PUY", "TIV", "BOJ", "VAR", "FAO", "ALC", "AGP", "REU", "GRO", "NCE", "AJA", "BIA", "PFO",
    "LCA", "MLA", "CTA", "PMO", "NAP", "DJE", "MIR", "NBE",
];

/// Tropical places whose high season is the dry southern winter.
const DRY_SOUTH: &[&str] = &["DPS", "LOP", "CNS", "DRW", "BME", "HTI", "PPP"];

/// The Gulf states.
const GULF: &[&str] = &["AE", "QA", "SA", "KW", "BH", "OM"];

/// Month levels, January first, by kind; about 1 on average.
fn curve(kind: Kind) -> [f64; 12] {
    match kind {
        Kind::North => [
            0.85, 0.88, 0.95, 1.02, 1.05, 1.12, 1.3, 1.28, 1.05, 1.0, 0.85, 1.0,
        ],
        Kind::South => [
            1.25, 1.05, 0.95, 1.0, 0.88, 0.9, 1.02, 0.95, 0.95, 1.0, 0.95, 1.15,
        ],
        Kind::TropicNorth => [
            1.1, 1.1, 1.05, 1.0, 0.95, 0.95, 1.0, 1.0, 0.88, 0.92, 1.0, 1.1,
        ],
        Kind::TropicSouth => [
            1.05, 0.92, 0.92, 0.98, 1.0, 1.05, 1.12, 1.1, 1.0, 0.95, 0.92, 1.05,
        ],
        Kind::Ski => [
            1.45, 1.5, 1.25, 0.85, 0.65, 0.78, 0.95, 0.95, 0.72, 0.68, 0.8, 1.3,
        ],
        Kind::SkiSouth => [
            1.0, 0.85, 0.8, 0.75, 0.75, 1.2, 1.45, 1.4, 1.15, 0.85, 0.85, 1.0,
        ],
        Kind::WinterSun => [
            1.35, 1.38, 1.3, 1.1, 0.85, 0.8, 0.9, 0.85, 0.78, 0.95, 1.1, 1.3,
        ],
        Kind::SummerBeach => [
            0.45, 0.5, 0.65, 0.9, 1.1, 1.4, 1.7, 1.7, 1.35, 0.95, 0.5, 0.5,
        ],
        Kind::DrySouth => [
            1.0, 0.8, 0.85, 0.95, 1.0, 1.12, 1.3, 1.3, 1.1, 0.95, 0.85, 1.1,
        ],
        Kind::Gulf => [
            1.2, 1.18, 1.12, 0.98, 0.85, 0.8, 0.85, 0.85, 0.85, 1.0, 1.1, 1.2,
        ],
        Kind::India => [
            1.05, 0.95, 0.9, 0.98, 1.18, 1.15, 0.85, 0.82, 0.85, 1.02, 1.12, 1.15,
        ],
    }
}

/// The Gulf's residents leave in the summer heat: its curve as a place people fly from.
const GULF_OUT: [f64; 12] = [
    0.9, 0.9, 0.95, 1.0, 0.95, 1.18, 1.35, 1.22, 0.9, 0.9, 0.92, 1.0,
];

/// The listed places' kinds by airport code, built once: a search asks for thousands.
fn listed() -> &'static FxHashMap<&'static str, Kind> {
    static LISTED: OnceLock<FxHashMap<&'static str, Kind>> = OnceLock::new();
    LISTED.get_or_init(|| {
        let mut m = FxHashMap::default();
        // from the least to the most decisive list: a later one overrides (ski first)
        for (codes, k) in [
            (DRY_SOUTH, Kind::DrySouth),
            (SUMMER_BEACH, Kind::SummerBeach),
            (WINTER_SUN, Kind::WinterSun),
            (SKI_SOUTH, Kind::SkiSouth),
            (SKI, Kind::Ski),
        ] {
            for &c in codes {
                m.insert(c, k);
            }
        }
        m
    })
}

/// The kind of a place.
pub fn kind(a: &Airport) -> Kind {
    if let Some(&k) = listed().get(a.iata) {
        k
    } else if GULF.contains(&a.country) {
        Kind::Gulf
    } else if a.country == "IN" {
        Kind::India
    } else if a.lat.abs() < 15.0 {
        if a.lat >= 0.0 {
            Kind::TropicNorth
        } else {
            Kind::TropicSouth
        }
    } else if a.lat > 0.0 {
        Kind::North
    } else {
        Kind::South
    }
}

/// Whether people go to a place for its season (the beach, the slopes) rather than for
/// the city: its season decides a trip's demand more than the traveller's home does.
pub fn leisure(a: &Airport) -> bool {
    matches!(
        kind(a),
        Kind::Ski | Kind::SkiSouth | Kind::WinterSun | Kind::SummerBeach | Kind::DrySouth
    )
}

/// The holiday calendars a country keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Market {
    /// Christmas, New Year and Easter: Europe, the Americas, Oceania...
    Western,
    Gulf,
    India,
    /// Chinese New Year and China's Golden Week.
    Lunar,
    Japan,
    /// The Eids: Muslim-majority countries outside the Gulf.
    Muslim,
    Other,
}

fn market(country: &str) -> Market {
    match country {
        c if GULF.contains(&c) => Market::Gulf,
        "IN" | "NP" | "LK" => Market::India,
        "CN" | "HK" | "MO" | "TW" | "SG" | "VN" | "KR" => Market::Lunar,
        "JP" => Market::Japan,
        "ID" | "MY" | "PK" | "BD" | "EG" | "TR" | "MA" | "DZ" | "TN" | "JO" | "IR" | "IQ"
        | "AZ" | "UZ" | "KZ" | "SN" | "MV" | "BN" => Market::Muslim,
        "PH" | "ZA" => Market::Western,
        c => match data::country(c).map(|k| k.region) {
            Some("EUROP" | "NAMER" | "CAMER" | "SAMER" | "CARIB" | "AUSTL") => Market::Western,
            _ => Market::Other,
        },
    }
}

/// Easter Sunday of a year (the Gregorian computus).
pub fn easter(year: i32) -> Option<NaiveDate> {
    let (a, b, c) = (year % 19, year / 100, year % 100);
    let (d, e) = (b / 4, b % 4);
    let g = (8 * b + 13) / 25;
    let h = (19 * a + b - d - g + 15) % 30;
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 19 * l) / 433;
    let month = (h + l - 7 * m + 90) / 25;
    let day = (h + l - 7 * m + 33 * month + 19) % 32;
    NaiveDate::from_ymd_opt(year, month as u32, day as u32)
}

/// Lunar and lunisolar holidays on their published dates: (year, month, day).
const CHINESE_NEW_YEAR: &[(i32, u32, u32)] =
    &[(2025, 1, 29), (2026, 2, 17), (2027, 2, 6), (2028, 1, 26)];
const DIWALI: &[(i32, u32, u32)] = &[
    (2025, 10, 20),
    (2026, 11, 8),
    (2027, 10, 29),
    (2028, 10, 17),
];
/// Eid al-Fitr and Eid al-Adha (first day, as expected; the moon decides a day either way).
const EIDS: &[(i32, u32, u32)] = &[
    (2025, 3, 30),
    (2025, 6, 6),
    (2026, 3, 20),
    (2026, 5, 27),
    (2027, 3, 9),
    (2027, 5, 16),
    (2028, 2, 26),
    (2028, 5, 5),
];

/// Days from the nearest of `dates` to `date` (negative before it), if one is within a
/// fortnight.
fn near(date: NaiveDate, dates: &[(i32, u32, u32)]) -> Option<i64> {
    dates
        .iter()
        .filter_map(|&(y, m, d)| NaiveDate::from_ymd_opt(y, m, d))
        .map(|h| (date - h).num_days())
        .filter(|n| n.abs() <= 14)
        .min_by_key(|n| n.abs())
}

/// The holiday level of a date in a market: 0 on an ordinary day.
fn holiday(date: NaiveDate, m: Market) -> f64 {
    let (mo, d) = (date.month(), date.day());
    let to_easter = easter(date.year()).map_or(99, |e| (date - e).num_days());
    match m {
        Market::Western => match (mo, d) {
            (12, 20..) | (1, ..=3) => 1.45,
            (12, 15..) | (1, 4..=6) => 1.2,
            _ if (-9..=8).contains(&to_easter) => 1.2,
            _ => 0.0,
        },
        Market::Lunar => match near(date, CHINESE_NEW_YEAR) {
            Some(n) if (-7..=6).contains(&n) => 1.4,
            _ if mo == 10 && d <= 7 => 1.35,
            _ => 0.0,
        },
        Market::Japan => match (mo, d) {
            (12, 27..) | (1, ..=4) => 1.4,
            (4, 29..) | (5, ..=5) => 1.35,
            (8, 10..=16) => 1.3,
            _ => 0.0,
        },
        Market::India => match near(date, DIWALI) {
            Some(n) if (-6..=3).contains(&n) => 1.35,
            // the winter holidays, without the European peak
            _ if (mo, d) >= (12, 22) || (mo, d) <= (1, 2) => 1.15,
            _ => 0.0,
        },
        Market::Gulf | Market::Muslim => match near(date, EIDS) {
            Some(n) if (-3..=4).contains(&n) => 1.3,
            _ if m == Market::Gulf && ((mo, d) >= (12, 20) || (mo, d) <= (1, 3)) => 1.12,
            _ => 0.0,
        },
        Market::Other => 0.0,
    }
}

/// Demand at a place on a date, as a destination (`inbound`) or an origin: its month's
/// level, or its market's holiday when higher. About 1 on an ordinary day.
pub fn demand(a: &Airport, date: NaiveDate, inbound: bool) -> f64 {
    let m = date.month0() as usize;
    let k = kind(a);
    let level = if k == Kind::Gulf && !inbound {
        GULF_OUT[m]
    } else {
        curve(k)[m]
    };
    level.max(holiday(date, market(a.country)))
}

/// How many travel on a day, against an ordinary one: the month's level, and a third of
/// a holiday's rise above it (a holiday fills the aircraft and raises the fares more
/// than it adds flights).
fn volume(a: &Airport, date: NaiveDate, inbound: bool) -> f64 {
    let m = date.month0() as usize;
    let k = kind(a);
    let level = if k == Kind::Gulf && !inbound {
        GULF_OUT[m]
    } else {
        curve(k)[m]
    };
    level + (demand(a, date, inbound) - level) / 3.0
}

/// A place's average traffic over a month (1-12) of a year, holidays included.
pub fn month_demand(a: &Airport, year: i32, month: u32, inbound: bool) -> f64 {
    let Some(first) = NaiveDate::from_ymd_opt(year, month, 1) else {
        return 1.0;
    };
    let days: Vec<NaiveDate> = first
        .iter_days()
        .take_while(|d| d.month() == month)
        .collect();
    days.iter().map(|&d| volume(a, d, inbound)).sum::<f64>() / days.len() as f64
}

/// The season of a trip leaving on `date` from `from` to `to`: the demand at both ends,
/// the destination's weighing more where people go for its season (a winter-sun island
/// is dearer in January than in August whatever the season at home).
pub fn trip(date: NaiveDate, from: &Airport, to: &Airport) -> f64 {
    let w = if leisure(to) { 0.7 } else { 0.5 };
    (1.0 - w) * demand(from, date, false) + w * demand(to, date, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ap(c: &str) -> &'static Airport {
        data::airport(c).unwrap()
    }

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn kinds_and_markets() {
        assert_eq!(kind(ap("LHR")), Kind::North);
        assert_eq!(kind(ap("SYD")), Kind::South);
        assert_eq!(kind(ap("INN")), Kind::Ski);
        assert_eq!(kind(ap("TFS")), Kind::WinterSun);
        assert_eq!(kind(ap("PMI")), Kind::SummerBeach);
        assert_eq!(kind(ap("DXB")), Kind::Gulf);
        assert_eq!(kind(ap("BOM")), Kind::India);
        assert_eq!(market("FR"), Market::Western);
        assert_eq!(market("AE"), Market::Gulf);
        assert_eq!(easter(2027), Some(d(2027, 3, 28)));
        // every curve averages about 1
        for k in [
            Kind::North,
            Kind::South,
            Kind::TropicNorth,
            Kind::TropicSouth,
            Kind::Ski,
            Kind::SkiSouth,
            Kind::WinterSun,
            Kind::SummerBeach,
            Kind::DrySouth,
            Kind::Gulf,
            Kind::India,
        ] {
            let mean = curve(k).iter().sum::<f64>() / 12.0;
            assert!((0.95..1.07).contains(&mean), "{k:?} {mean}");
        }
    }
}
