//! The fare model: prices by distance, cabin, fare level, days before departure,
//! weekday and carrier; taxes; traveler-type discounts; fixed currency rates.
//!
//! Everything is computed in EUR and converted once, at the end, with [`rate`].

use chrono::{Datelike, NaiveDate, Weekday};

use crate::world::data::{self, Airline, Airport};
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

/// The season's factor of a trip leaving on `date` from one airport to another: the
/// demand at both ends by their hemisphere, kind and market (`world::seasons`), so a
/// trip to the southern summer is dear at both ends' peaks, Dubai-Doha is not on the
/// European Christmas curve, and a winter-sun island is dearer in January than in
/// August.
pub fn season_factor(date: NaiveDate, from: &Airport, to: &Airport) -> f64 {
    crate::world::seasons::trip(date, from, to)
}

/// The price level of a market against the distance curve: what an economy seat costs
/// per kilometre there. India's, South-East Asia's and Turkey's domestic markets are
/// cheap, North America's and Africa's dear, Europe's and Asia's short-haul
/// international markets held down by low-cost carriers (general knowledge of typical
/// fares, 2025; the sandbox's model).
pub fn market_level(from: &str, to: &str) -> f64 {
    if from == to {
        return match from {
            "IN" | "PK" | "BD" => 0.55,
            "ID" | "VN" | "TH" | "MY" | "PH" | "TR" | "EG" => 0.62,
            "CN" | "RU" | "KR" | "MX" | "CO" => 0.78,
            "BR" | "SA" | "AR" | "CL" | "PE" => 0.88,
            "US" | "CA" => 1.25,
            "AU" | "NZ" | "NO" | "SE" | "FI" | "JP" => 1.1,
            "ZA" | "NG" | "KE" | "ET" => 1.15,
            _ => 1.0,
        };
    }
    let region = |c: &str| data::country(c).map_or("", |k| k.region);
    match (region(from), region(to)) {
        ("AFRIC", _) | (_, "AFRIC") => 1.2,
        ("EUROP", "EUROP") => 0.85,
        ("ASIA", "ASIA") => 0.85,
        ("NAMER", "NAMER") => 1.1,
        ("SAMER" | "CAMER" | "CARIB", "SAMER" | "CAMER" | "CARIB") => 1.1,
        _ => 1.0,
    }
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
        let ap = |c: &str| crate::world::data::airport(c).unwrap();
        let (lhr, jfk, syd) = (ap("LHR"), ap("JFK"), ap("SYD"));
        let xmas = season_factor(d(2026, 12, 22), lhr, jfk);
        let november = season_factor(d(2026, 11, 17), lhr, jfk);
        assert!(xmas / november > 1.5, "{xmas} {november}");
        assert!(season_factor(d(2027, 3, 26), lhr, jfk) > 1.1, "Easter");
        assert!(season_factor(d(2027, 7, 20), lhr, jfk) > 1.2, "summer");
        // the southern summer is in January, its winter in July
        assert!(season_factor(d(2027, 1, 20), syd, syd) > season_factor(d(2027, 1, 20), lhr, lhr));
        assert!(season_factor(d(2027, 7, 20), syd, syd) < season_factor(d(2027, 7, 20), lhr, lhr));
        assert!(season_factor(d(2027, 1, 20), lhr, syd) > 1.0);
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
