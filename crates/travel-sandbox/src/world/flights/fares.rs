//! The fare model: prices by distance, cabin, fare level, days before departure,
//! weekday and carrier; taxes; traveler-type discounts; fixed currency rates.
//!
//! Everything is computed in EUR and converted once, at the end, with [`rate`].

use chrono::{Datelike, NaiveDate, Weekday};

use crate::world::data::Airline;
use travel_core::model::kinds::{Cabin, TravelerType};
use travel_core::stable::fnv1a;

/// The world counts cabins by number, from the back of the aircraft: 0 is economy, 3
/// first, in the order of [`Cabin::KNOWN`].
pub fn cabin(index: usize) -> Cabin {
    Cabin::KNOWN[index].clone()
}

/// Booking classes of a cabin, cheapest first.
pub fn classes(cabin: usize) -> &'static [char] {
    match cabin {
        0 => &['V', 'T', 'Q', 'L', 'K', 'H', 'M', 'B', 'Y'],
        1 => &['E', 'W'],
        2 => &['I', 'D', 'C', 'J'],
        _ => &['A', 'F'],
    }
}

/// The number of a cabin (see [`cabin`]); `None` for one the service does not name.
pub fn cabin_index(cabin: &Cabin) -> Option<usize> {
    Cabin::KNOWN.iter().position(|c| c == cabin)
}

/// Price multiplier of a fare level within its cabin (0 = cheapest class).
pub fn level_factor(cabin: usize, level: usize) -> f64 {
    match cabin {
        0 => 0.72 + 0.2 * level as f64,
        1 => 1.0 + 0.3 * level as f64,
        2 => 0.9 + 0.2 * level as f64,
        _ => 1.0 + 0.25 * level as f64,
    }
}

/// Cabin multiplier over economy, with a stable per-carrier touch.
pub fn cabin_factor(cabin: usize, carrier: &str) -> f64 {
    let h = (fnv1a(carrier.as_bytes()) % 1000) as f64 / 1000.0;
    match cabin {
        0 => 1.0,
        1 => 1.5 + 0.2 * h,
        2 => 3.5 + 1.0 * h,
        _ => 6.0 + 2.0 * h,
    }
}

/// Economy one-way base fare (EUR, mid level) for a great-circle distance.
pub fn distance_fare(km: f64) -> f64 {
    const CURVE: [(f64, f64); 8] = [
        (0.0, 55.0),
        (500.0, 85.0),
        (1500.0, 140.0),
        (3000.0, 220.0),
        (5500.0, 380.0),
        (9000.0, 540.0),
        (12000.0, 680.0),
        (16000.0, 860.0),
    ];
    for w in CURVE.windows(2) {
        let ((x0, y0), (x1, y1)) = (w[0], w[1]);
        if km <= x1 {
            return y0 + (y1 - y0) * (km.max(x0) - x0) / (x1 - x0);
        }
    }
    860.0 + (km - 16000.0) * 0.04
}

/// Booking far ahead is cheaper; the last two weeks are dearer.
pub fn advance_factor(days_before: i64) -> f64 {
    match days_before {
        d if d < 3 => 1.5,
        d if d < 7 => 1.35,
        d if d < 14 => 1.2,
        d if d < 21 => 1.08,
        d if d < 45 => 1.0,
        d if d < 120 => 0.93,
        _ => 0.9,
    }
}

pub fn weekday_factor(date: NaiveDate) -> f64 {
    match date.weekday() {
        Weekday::Mon => 1.04,
        Weekday::Tue => 0.92,
        Weekday::Wed => 0.94,
        Weekday::Thu => 1.0,
        Weekday::Fri => 1.12,
        Weekday::Sat => 0.97,
        Weekday::Sun => 1.14,
    }
}

/// Share of the one-way fare each direction of a round trip pays. Short-haul fares are
/// sold per direction; long-haul one-ways are filed far above half a return (a return
/// fare basis), so a return costs much less than two one-ways there.
pub fn return_factor(km: f64) -> f64 {
    match km {
        k if k < 1500.0 => 0.97,
        k if k < 3000.0 => 0.97 - 0.17 * (k - 1500.0) / 1500.0,
        k if k < 5000.0 => 0.8 - 0.18 * (k - 3000.0) / 2000.0,
        _ => 0.62,
    }
}

/// Easter Sunday of a year (the Gregorian computus).
fn easter(year: i32) -> Option<NaiveDate> {
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

/// Demand of a travel date at one end of a trip (`south`: the southern hemisphere):
/// the Christmas and New Year peak, Easter, the summer holidays of the hemisphere, and
/// the quiet weeks after New Year and in November.
fn season_at(date: NaiveDate, south: bool) -> f64 {
    let (m, d) = (date.month(), date.day());
    let to_easter = easter(date.year()).map_or(99, |e| (date - e).num_days());
    match (m, d) {
        (12, 20..) | (1, ..=3) => 1.45,
        (12, 15..) | (1, 4..=6) => 1.2,
        _ if (-9..=8).contains(&to_easter) => 1.2,
        (7, _) | (8, 1..=25) if !south => 1.3,
        (6, 20..) | (8, 26..) if !south => 1.12,
        (1, _) | (2, ..=10) if south => 1.25,
        (1, _) | (2, _) | (3, ..=15) | (11, _) => 0.85,
        (12, _) => 0.95,
        _ => 1.0,
    }
}

/// The season's factor of a trip leaving on `date` between two latitudes: the mean of
/// the demand at both ends, so a trip to the southern summer is dear at both ends' peaks.
pub fn season_factor(date: NaiveDate, from_lat: f64, to_lat: f64) -> f64 {
    (season_at(date, from_lat < 0.0) + season_at(date, to_lat < 0.0)) / 2.0
}

/// The season letter of a fare basis: high, shoulder or low.
pub fn season_code(factor: f64) -> char {
    if factor >= 1.1 {
        'H'
    } else if factor <= 0.9 {
        'L'
    } else {
        'K'
    }
}

const PREMIUM: &[&str] = &[
    "BA", "LH", "LX", "EK", "QR", "SQ", "CX", "AF", "KL", "NH", "JL", "QF", "OS", "EY",
];

pub fn carrier_factor(al: &Airline) -> f64 {
    let h = (fnv1a(al.iata.as_bytes()) % 100) as f64 / 1000.0;
    if al.low_cost {
        0.68 + h
    } else if PREMIUM.contains(&al.iata) {
        1.08 + h
    } else {
        0.95 + h
    }
}

/// Share of an adult's fare per traveler type (base fare; infants on a lap pay 10%).
pub fn traveler_factor(kind: &TravelerType) -> f64 {
    match kind {
        TravelerType::Child | TravelerType::SeatedInfant => 0.75,
        TravelerType::HeldInfant => 0.1,
        TravelerType::Senior | TravelerType::Young | TravelerType::Student => 0.9,
        _ => 1.0,
    }
}

/// Taxes of one flown segment for one traveler (EUR): (code, amount). Departure
/// country's tax, airport charges, and the carrier surcharge on long haul.
pub fn segment_taxes(
    from_country: &str,
    to_country: &str,
    km: f64,
    cabin: usize,
    traveler: &TravelerType,
    low_cost: bool,
) -> Vec<(&'static str, f64)> {
    if *traveler == TravelerType::HeldInfant {
        return vec![("YR", 4.0)];
    }
    let premium = cabin >= 1;
    let long = km > 2000.0;
    let child = matches!(traveler, TravelerType::Child | TravelerType::SeatedInfant);
    let mut out: Vec<(&'static str, f64)> = Vec::new();
    match from_country {
        "GB" => {
            let apd = match (long, premium) {
                (false, false) => 15.5,
                (false, true) => 31.0,
                (true, false) => 102.0,
                (true, true) => 224.0,
            };
            out.push(("GB", if child { 0.0 } else { apd }));
            out.push(("UB", 24.6));
        }
        "US" => {
            out.push(("US", if to_country == "US" { 5.6 } else { 20.9 }));
            out.push(("XF", 4.3));
            out.push(("AY", 5.2));
        }
        "FR" => {
            out.push(("FR", if long { 11.9 } else { 4.5 }));
            out.push(("QX", 17.3));
        }
        "DE" => {
            out.push((
                "DE",
                if long {
                    59.4
                } else if km > 600.0 {
                    24.2
                } else {
                    15.5
                },
            ));
            out.push(("RA", 18.9));
        }
        _ => {
            out.push(("YC", 8.0 + (km / 1000.0).min(20.0)));
            out.push(("XT", 12.0));
        }
    }
    if to_country == "US" && from_country != "US" {
        out.push(("US", 20.9));
        out.push(("YC", 6.9));
    }
    if long && !low_cost {
        out.push((
            "YQ",
            (km * 0.018).min(320.0) * if premium { 1.6 } else { 1.0 },
        ));
    }
    out
}

/// Fixed conversion rates: units of the currency per EUR, its name, and whether it is
/// priced without decimals.
const RATES: &[(&str, f64, &str)] = &[
    ("EUR", 1.0, "EURO"),
    ("USD", 1.08, "US DOLLAR"),
    ("GBP", 0.85, "POUND STERLING"),
    ("CHF", 0.95, "SWISS FRANC"),
    ("JPY", 162.0, "YEN"),
    ("CAD", 1.47, "CANADIAN DOLLAR"),
    ("AUD", 1.64, "AUSTRALIAN DOLLAR"),
    ("SEK", 11.4, "SWEDISH KRONA"),
    ("NOK", 11.6, "NORWEGIAN KRONE"),
    ("DKK", 7.46, "DANISH KRONE"),
    ("PLN", 4.32, "ZLOTY"),
    ("CZK", 25.1, "CZECH KORUNA"),
    ("HUF", 392.0, "FORINT"),
    ("TRY", 35.0, "TURKISH LIRA"),
    ("AED", 3.97, "UAE DIRHAM"),
    ("SAR", 4.05, "SAUDI RIYAL"),
    ("QAR", 3.93, "QATARI RIAL"),
    ("INR", 90.0, "INDIAN RUPEE"),
    ("CNY", 7.8, "YUAN RENMINBI"),
    ("SGD", 1.45, "SINGAPORE DOLLAR"),
    ("HKD", 8.44, "HONG KONG DOLLAR"),
    ("ZAR", 20.1, "RAND"),
    ("BRL", 5.9, "BRAZILIAN REAL"),
    ("MXN", 19.5, "MEXICAN PESO"),
    ("NZD", 1.79, "NEW ZEALAND DOLLAR"),
    ("THB", 38.5, "BAHT"),
    ("KRW", 1470.0, "WON"),
    ("ILS", 4.0, "NEW ISRAELI SHEQEL"),
    ("EGP", 52.0, "EGYPTIAN POUND"),
    ("MAD", 10.8, "MOROCCAN DIRHAM"),
];

/// Units of `currency` per EUR, or None for a currency the sandbox does not price in.
pub fn rate(currency: &str) -> Option<f64> {
    RATES.iter().find(|r| r.0 == currency).map(|r| r.1)
}

pub fn currency_name(currency: &str) -> &'static str {
    RATES.iter().find(|r| r.0 == currency).map_or("", |r| r.2)
}

/// Currencies priced in whole units (amounts still print with two decimals).
pub fn whole_units(currency: &str) -> bool {
    matches!(currency, "JPY" | "KRW" | "HUF")
}

/// An EUR amount in `currency`, in hundredths, rounded as the currency is priced.
pub fn to_cents(eur: f64, currency: &str) -> i64 {
    let v = eur * rate(currency).unwrap_or(1.0);
    if whole_units(currency) {
        v.round() as i64 * 100
    } else {
        (v * 100.0).round() as i64
    }
}

/// Hundredths of `currency` written with the currency's own minor units (ISO 4217):
/// `12345` EUR → `"123.45"`, `9451700` KRW → `"94517"`.
pub fn money_in(cents: i64, currency: &str) -> String {
    match travel_core::currency::decimals(currency) {
        0 => {
            let whole = (cents.abs() + 50) / 100;
            let sign = if cents < 0 && whole > 0 { "-" } else { "" };
            format!("{sign}{whole}")
        }
        3 => format!("{}0", money(cents)),
        _ => money(cents),
    }
}

/// `12345` → `"123.45"`.
pub fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let c = cents.abs();
    format!("{sign}{}.{:02}", c / 100, c % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn curve_is_realistic_and_monotonic() {
        assert!((60.0..=120.0).contains(&distance_fare(400.0)));
        assert!((300.0..=450.0).contains(&distance_fare(5550.0)));
        let mut last = 0.0;
        for km in (0..18000).step_by(250) {
            let f = distance_fare(km as f64);
            assert!(f >= last);
            last = f;
        }
    }

    #[test]
    fn peaks_and_returns() {
        let d = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(easter(2026), Some(d(2026, 4, 5)));
        assert_eq!(easter(2027), Some(d(2027, 3, 28)));
        let (london, sydney) = (51.5, -33.9);
        let xmas = season_factor(d(2026, 12, 22), london, 40.6);
        let november = season_factor(d(2026, 11, 17), london, 40.6);
        assert!(xmas / november > 1.5, "{xmas} {november}");
        assert!(season_factor(d(2027, 3, 26), london, 40.6) > 1.1, "Easter");
        assert!(season_factor(d(2027, 7, 20), london, 40.6) > 1.2, "summer");
        // the southern summer is in January, its winter in July
        assert!(season_at(d(2027, 1, 20), true) > season_at(d(2027, 1, 20), false));
        assert!(season_at(d(2027, 7, 20), true) < season_at(d(2027, 7, 20), false));
        assert!(season_factor(d(2027, 1, 20), london, sydney) > 1.0);
        assert_eq!(season_code(xmas), 'H');
        assert_eq!(season_code(november), 'L');
        assert!(return_factor(500.0) > 0.95);
        assert!(return_factor(5500.0) < 0.7);
        let mut last = 1.0;
        for km in (0..16000).step_by(100) {
            assert!(return_factor(km as f64) <= last);
            last = return_factor(km as f64);
        }
    }

    #[test]
    fn money_and_currencies() {
        assert_eq!(money(12345), "123.45");
        assert_eq!(money(5), "0.05");
        assert_eq!(to_cents(100.0, "JPY") % 100, 0);
        assert!(rate("XXX").is_none());
        assert_eq!(rate("EUR"), Some(1.0));
    }
}
