//! Predictions: flight delay, airport on-time performance and trip purpose.
//!
//! Small logistic models over what the request says, with a little hash jitter so
//! that neighbouring requests do not give identical figures.

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike, Weekday};

use super::unit;
use crate::world::data::{self, Airport};

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Peak-season pressure of a date at a place: the hemisphere's summer holidays and the
/// year-end holidays, 0 to 1.
fn peak_season(date: NaiveDate, lat: f64) -> f64 {
    let m = date.month();
    let summer = if lat >= 0.0 {
        matches!(m, 6..=8)
    } else {
        matches!(m, 12 | 1 | 2)
    };
    let holidays = (m == 12 && date.day() >= 18) || (m == 1 && date.day() <= 5);
    // winter storms in the north-east of the northern winter
    let winter = lat > 35.0 && matches!(m, 12 | 1 | 2);
    let mut v: f64 = 0.0;
    if summer {
        v += 0.8;
    }
    if holidays {
        v += 0.6;
    }
    if winter {
        v += 0.3;
    }
    v.min(1.0)
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
    pub from: &'a Airport,
    pub to: &'a Airport,
    /// Local departure at the origin.
    pub dep: NaiveDateTime,
    pub id: &'a str,
}

/// Probabilities of the four delay classes (in [`DELAY_RESULTS`] order), adding up to 1.
/// Worse late in the day (delays build up), at busy airports (the origin more than the
/// destination), on long flights, in peak season and on Fridays and Sundays.
pub fn delay(f: &Flight) -> [f64; 4] {
    let hour = f64::from(f.dep.hour());
    let km = data::distance_km((f.from.lat, f.from.lon), (f.to.lat, f.to.lon));
    let mut x = 0.0;
    x += 1.3 * ((hour - 6.0) / 16.0).clamp(0.0, 1.0);
    x += 0.9 * f64::from(f.from.size) / 100.0 + 0.4 * f64::from(f.to.size) / 100.0;
    x += 0.4 * (km / 10_000.0).min(1.0);
    x += 0.5 * peak_season(f.dep.date(), f.from.lat);
    if matches!(f.dep.weekday(), Weekday::Fri | Weekday::Sun) {
        x += 0.15;
    }
    x += 0.2 * (unit(&[f.id, "delay"]) - 0.5);
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

/// Airport on-time performance on a date: the probability that the airport runs
/// without delays, and the predicted share of its flights on time.
pub fn on_time(a: &Airport, date: NaiveDate) -> (f64, f64) {
    let key = format!("{}{}", a.iata, date.format("%Y%m%d"));
    let mut p = 0.95 - 0.17 * f64::from(a.size) / 100.0;
    p -= 0.07 * peak_season(date, a.lat);
    p -= match date.weekday() {
        Weekday::Fri | Weekday::Sun => 0.03,
        Weekday::Thu | Weekday::Mon => 0.015,
        Weekday::Sat => -0.01,
        _ => 0.0,
    };
    p += 0.03 * (unit(&[&key, "p"]) - 0.5);
    let p = p.clamp(0.5, 0.99);
    // the share of flights on time trails the chance of a clean day
    let share = (p - 0.06 - 0.04 * (unit(&[&key, "r"]) - 0.5)).clamp(0.4, 0.98);
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
    x += 0.2 * (unit(&[&key, "purpose"]) - 0.5);
    sigmoid(x)
}
