//! Predictions: flight delay, airport on-time performance and trip purpose.
//!
//! Small logistic models over what the request says, with a little hash jitter so
//! that neighbouring requests do not give identical figures.

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike, Weekday};

use super::unit;
use crate::data::{self, Airport};
use crate::seasons;
use travel_core::stable::Seed;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Peak-season pressure of a date at an airport, 0 to 1: how far its demand on that
/// date (`world::seasons`, the curve fares and insights read: its hemisphere, kind and
/// market's holidays) stands above a quiet day, and the winter storms of the cold
/// north.
fn peak_season(date: NaiveDate, a: &Airport) -> f64 {
    let busy = ((seasons::demand(a, date, false) - 0.9) / 0.5).clamp(0.0, 1.0);
    let winter = a.lat > 35.0 && matches!(date.month(), 12 | 1 | 2);
    (busy + if winter { 0.3 } else { 0.0 }).min(1.0)
}

pub const DELAY_RESULTS: [&str; 4] = [
    "LESS_THAN_30_MINUTES",
    "BETWEEN_30_AND_60_MINUTES",
    "BETWEEN_60_AND_120_MINUTES",
    "OVER_120_MINUTES_OR_CANCELLED",
];

/// Decimal strings with `places` decimals for probabilities that add up to exactly 1 as
/// printed.
pub fn exact_decimals(p: &[f64], places: u32) -> Vec<String> {
    let scale = 10i64.pow(places);
    let parts = super::apportion(p, scale);
    parts
        .iter()
        .map(|v| {
            if *v >= scale {
                "1".to_string()
            } else {
                format!("0.{:0width$}", v, width = places as usize)
            }
        })
        .collect()
}

/// What the delay model reads of a flight.
pub struct Flight<'a> {
    /// The world it flies in.
    pub seed: Seed,
    pub from: &'a Airport,
    pub to: &'a Airport,
    /// Local departure at the origin.
    pub dep: NaiveDateTime,
    pub id: &'a str,
}

/// Probabilities of the four delay classes (in [`DELAY_RESULTS`] order), adding up to 1.
/// Worse late in the day (delays build up), from an airport that runs late (its
/// published punctuality) and to a busy one, on long flights, in peak season and on Fridays and Sundays.
pub fn delay(f: &Flight) -> [f64; 4] {
    let hour = f64::from(f.dep.hour());
    let km = data::distance_km((f.from.lat, f.from.lon), (f.to.lat, f.to.lon));
    let mut x = 0.0;
    x += 1.3 * ((hour - 6.0) / 16.0).clamp(0.0, 1.0);
    // the origin's punctuality (its year's on-time share), the destination's size
    x += 3.6 * (0.86 - yearly_on_time(f.seed, f.from)).max(-0.05)
        + 0.4 * f64::from(f.to.size) / 100.0;
    x += 0.4 * (km / 10_000.0).min(1.0);
    x += 0.5 * peak_season(f.dep.date(), f.from);
    if matches!(f.dep.weekday(), Weekday::Fri | Weekday::Sun) {
        x += 0.15;
    }
    x += 0.2 * (unit(f.seed, &[f.id, "delay"]) - 0.5);
    let on_time = sigmoid(3.0 - 1.4 * x);
    let rest = 1.0 - on_time;
    let w = [0.55 - 0.06 * x, 0.28 + 0.02 * x, 0.17 + 0.04 * x];
    let sw: f64 = w.iter().sum();
    [
        on_time,
        rest * w[0] / sw,
        rest * w[1] / sw,
        rest * w[2] / sw,
    ]
}

/// The share of flights arriving within 15 minutes of schedule over a year at some
/// airports: approximate figures of the published on-time rankings of 2024 (general
/// knowledge, rounded; the sandbox's model, not statistics). Osaka Itami and Tokyo
/// Haneda run among the most punctual big airports, Gatwick, Toronto and Lisbon among
/// the least.
const ON_TIME: &[(&str, f64)] = &[
    ("ITM", 0.90),
    ("HND", 0.86),
    ("NRT", 0.82),
    ("KIX", 0.83),
    ("CTS", 0.84),
    ("FUK", 0.83),
    ("MCT", 0.87),
    ("RUH", 0.85),
    ("JED", 0.80),
    ("DOH", 0.83),
    ("AUH", 0.78),
    ("DXB", 0.72),
    ("PTY", 0.89),
    ("BOG", 0.85),
    ("SCL", 0.84),
    ("LIM", 0.82),
    ("GRU", 0.80),
    ("MEX", 0.74),
    ("SLC", 0.85),
    ("MSP", 0.82),
    ("DTW", 0.82),
    ("PHX", 0.82),
    ("ATL", 0.80),
    ("IAH", 0.79),
    ("CLT", 0.79),
    ("SEA", 0.80),
    ("LGA", 0.78),
    ("ORD", 0.76),
    ("DFW", 0.76),
    ("LAX", 0.76),
    ("DEN", 0.73),
    ("BOS", 0.74),
    ("LAS", 0.74),
    ("JFK", 0.72),
    ("SFO", 0.71),
    ("MIA", 0.72),
    ("MCO", 0.70),
    ("EWR", 0.68),
    ("YYZ", 0.64),
    ("YUL", 0.67),
    ("YVR", 0.74),
    ("HEL", 0.86),
    ("ARN", 0.82),
    ("OSL", 0.82),
    ("CPH", 0.80),
    ("MAD", 0.80),
    ("VIE", 0.72),
    ("MUC", 0.73),
    ("ZRH", 0.70),
    ("FCO", 0.75),
    ("BCN", 0.75),
    ("DUB", 0.75),
    ("ATH", 0.73),
    ("IST", 0.70),
    ("CDG", 0.70),
    ("ORY", 0.72),
    ("LHR", 0.72),
    ("STN", 0.72),
    ("BRU", 0.67),
    ("AMS", 0.66),
    ("FRA", 0.65),
    ("MAN", 0.64),
    ("LGW", 0.61),
    ("LIS", 0.61),
    ("HYD", 0.87),
    ("BLR", 0.85),
    ("DEL", 0.70),
    ("BOM", 0.69),
    ("GMP", 0.80),
    ("TPE", 0.78),
    ("CGK", 0.78),
    ("SIN", 0.75),
    ("HKG", 0.72),
    ("BKK", 0.72),
    ("KUL", 0.72),
    ("PEK", 0.72),
    ("CAN", 0.72),
    ("ICN", 0.70),
    ("PVG", 0.65),
    ("MNL", 0.64),
    ("PER", 0.80),
    ("AKL", 0.75),
    ("BNE", 0.74),
    ("MEL", 0.71),
    ("SYD", 0.69),
    ("CPT", 0.82),
    ("JNB", 0.80),
    ("ADD", 0.75),
    ("CAI", 0.72),
    ("NBO", 0.72),
];

/// An airport's share of flights on time over a year: the table's figure, else a model
/// by size (big airports run later) and region (the Gulf, Japan and Latin America's
/// hubs earlier, Europe's congested sky and South Asia later).
pub fn yearly_on_time(seed: Seed, a: &Airport) -> f64 {
    if let Some((_, v)) = ON_TIME.iter().find(|(c, _)| *c == a.iata) {
        return *v;
    }
    let region = data::country(a.country).map_or("", |c| c.region);
    let base = match (region, a.country) {
        (_, "JP") => 0.86,
        (_, "IN" | "PK" | "BD" | "NP") => 0.74,
        ("MEAST", _) => 0.82,
        ("SAMER" | "CAMER", _) => 0.82,
        ("EUROP", _) => 0.76,
        ("NAMER", _) => 0.79,
        ("AFRIC", _) => 0.74,
        _ => 0.78,
    };
    let jitter = 0.04 * (unit(seed, &[a.iata, "punctual"]) - 0.5);
    (base - 0.08 * f64::from(a.size) / 100.0 + jitter).clamp(0.55, 0.93)
}

/// Airport on-time performance on a date: the probability that the airport runs
/// without delays, and the predicted share of its flights on time. Its year's share
/// ([`yearly_on_time`]) moves with its season's pressure and the weekday.
pub fn on_time(seed: Seed, a: &Airport, date: NaiveDate) -> (f64, f64) {
    let key = format!("{}{}", a.iata, date.format("%Y%m%d"));
    // the year's average stands for a middling day: a quiet day does better, a peak worse
    let mut share = yearly_on_time(seed, a) + 0.03 - 0.09 * peak_season(date, a);
    share -= match date.weekday() {
        Weekday::Fri | Weekday::Sun => 0.03,
        Weekday::Thu | Weekday::Mon => 0.015,
        Weekday::Sat => -0.01,
        _ => 0.0,
    };
    share += 0.03 * (unit(seed, &[&key, "r"]) - 0.5);
    let share = share.clamp(0.4, 0.97);
    // the chance of a clean day runs a little ahead of the share of flights on time
    let p = (share + 0.06 + 0.02 * (unit(seed, &[&key, "p"]) - 0.5)).clamp(0.5, 0.99);
    (p, share)
}

/// A few destinations travellers go to for the beach or the slopes, whatever their size.
const LEISURE: &[&str] = &[
    "ACE", "AGP", "ALC", "AYT", "BJV", "CFU", "CUN", "CZM", "DPS", "DJE", "FAO", "FUE", "GOI",
    "HER", "HKT", "HNL", "HRG", "IBZ", "JTR", "KGS", "LCA", "LPA", "MBJ", "MLE", "NAS", "OGG",
    "OLB", "PMI", "POP", "PPT", "PUJ", "PVR", "RHO", "RMF", "SID", "SJD", "SSH", "SXM", "TFS",
    "USM", "VRA", "ZTH", "AUA", "BGI", "PFO", "SPU", "DBV", "INN",
];

/// What the trip purpose model reads.
pub struct Trip<'a> {
    /// The world it is made in.
    pub seed: Seed,
    pub origin: &'a str,
    pub destination: &'a str,
    /// The destination's busiest airport, if known.
    pub dest_airport: Option<&'a Airport>,
    pub departure: NaiveDate,
    pub ret: NaiveDate,
    pub search: NaiveDate,
}

/// The probability that a trip is for business: short stays in the working week
/// between business cities, booked shortly before, are; long stays, weekends, beach
/// destinations and early bookings are leisure.
pub fn business(t: &Trip) -> f64 {
    let nights = (t.ret - t.departure).num_days();
    let mut x = match nights {
        i64::MIN..=1 => 1.4,
        2 => 1.1,
        3 => 0.6,
        4 => 0.1,
        5..=6 => -0.5,
        n => -1.2 - 0.1 * (n - 7).min(10) as f64,
    };
    x += match t.departure.weekday() {
        Weekday::Mon => 0.6,
        Weekday::Tue => 0.5,
        Weekday::Wed => 0.3,
        Weekday::Thu => 0.1,
        Weekday::Fri => -0.6,
        Weekday::Sat => -1.0,
        Weekday::Sun => 0.0,
    };
    x += match t.ret.weekday() {
        Weekday::Wed | Weekday::Thu | Weekday::Fri => 0.3,
        Weekday::Sat => -0.6,
        Weekday::Sun => -0.4,
        _ => 0.0,
    };
    // a Saturday night away is the classic leisure marker
    let saturday_night = (0..nights.max(0))
        .any(|i| (t.departure + chrono::Duration::days(i)).weekday() == Weekday::Sat);
    if saturday_night {
        x -= 0.7;
    }
    let leisure_place = LEISURE.contains(&t.destination)
        || t.dest_airport.is_some_and(|a| LEISURE.contains(&a.iata));
    if leisure_place {
        x -= 1.2;
    } else if let Some(a) = t.dest_airport {
        // big cities draw business travel
        x += 0.9 * (f64::from(a.size) - 50.0) / 50.0;
    }
    let lead = (t.departure - t.search).num_days();
    x += match lead {
        i64::MIN..=6 => 0.5,
        7..=20 => 0.2,
        21..=60 => -0.1,
        _ => -0.6,
    };
    let key = format!("{}{}{}", t.origin, t.destination, t.departure);
    x += 0.2 * (unit(t.seed, &[&key, "purpose"]) - 0.5);
    sigmoid(x)
}
