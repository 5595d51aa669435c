//! The fare model: prices by distance, cabin, fare level, days before departure,
//! weekday and carrier; taxes; traveler-type discounts; fixed currency rates.
//!
//! Everything is computed in EUR and converted once, at the end, with [`rate`].

use chrono::{Datelike, NaiveDate, Weekday};

use crate::data::{self, Airline, Airport};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;
use travel_core::model::kinds::{Cabin, TravelerType};
use travel_core::stable::Seed;

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

/// Cabin multiplier over economy, with a per-carrier touch drawn in the world of `seed`.
pub fn cabin_factor(seed: Seed, cabin: usize, carrier: &str) -> f64 {
    let h = (seed.fnv1a(carrier.as_bytes()) % 1000) as f64 / 1000.0;
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

/// What a connecting itinerary costs against a nonstop's fare between its two ends, the
/// way fares are built: a through fare 14 % under the nonstop's while the miles flown
/// stay within the maximum permitted mileage (1.2 times the direct distance); a
/// surcharge of 5 to 25 % on it up to 1.45 times; beyond, no through fare, but the
/// sum of the sectors' own fares (Madrid-Palma-Barcelona costs what its two flights
/// cost, dearer than the nonstop, not a discount on it).
///
/// On a short trip the through fare is no discount: the carriers sell the nonstop as
/// the product and a change at a hub for the same or more, so up to `SHORT_KM` a
/// connection costs at least `SHORT_FLOOR` times the nonstop's fare (enough that no
/// full-service carrier's connection, at its price level and the day's spread, comes
/// under another full-service carrier's nonstop in the same class; a low-cost nonstop
/// stays far under both), the floor easing to the through fare by `MEDIUM_KM`.
pub fn connection_factor(od_km: f64, legs_km: &[f64]) -> f64 {
    let flown: f64 = legs_km.iter().sum();
    let ratio = flown / od_km.max(1.0);
    let built = built_connection_factor(ratio, od_km, legs_km);
    let t = ((od_km - SHORT_KM) / (MEDIUM_KM - SHORT_KM)).clamp(0.0, 1.0);
    built.max(SHORT_FLOOR + (THROUGH - SHORT_FLOOR) * t)
}

/// The through fare's discount on a nonstop's.
const THROUGH: f64 = 0.86;
/// Up to this distance (km) a connection costs at least `SHORT_FLOOR` times the nonstop:
/// Europe's, Asia's and North America's trunk routes of up to four hours, where a change
/// at a hub was sold for less than the nonstops (Gatwick-Istanbul through Riga on
/// airBaltic); 1,500 km before, 52 of 339 such routes' cheapest trip changed planes.
const SHORT_KM: f64 = 3_000.0;
/// From this distance (km), long haul, the through fare applies in full (an indirect
/// carrier through its hub undercuts the nonstop there, as it does in the market).
const MEDIUM_KM: f64 = 4_000.0;
/// The highest full-service price level over the lowest, with the day's spread of
/// 0.97-1.03 both ways ([`carrier_factor`]: 1.179 / 0.95 * 1.03 / 0.97 = 1.318).
const SHORT_FLOOR: f64 = 1.32;

fn built_connection_factor(ratio: f64, od_km: f64, legs_km: &[f64]) -> f64 {
    if ratio <= 1.2 {
        THROUGH
    } else if ratio <= 1.45 {
        // 5 % a step of 0.05 over the limit, as the mileage surcharges go
        let steps = ((ratio - 1.2) / 0.05).ceil().max(1.0);
        THROUGH * (1.0 + 0.05 * steps)
    } else {
        legs_km.iter().map(|&km| distance_fare(km)).sum::<f64>() / distance_fare(od_km)
    }
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
    crate::seasons::trip(date, from, to)
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

/// The price level of the low-cost carriers that sell far below the full-service ones
/// of their markets: Europe's and the United States' ultra-low-cost carriers, whose
/// cheapest one-ways are 20-60 EUR (Ryanair's and Wizz Air's low season, general
/// knowledge 2025); easyJet, Vueling and Norwegian a little above them. Elsewhere the
/// low-cost carriers are the market's price (IndiGo in India, AirAsia in Malaysia), a
/// quarter or so below the full-service carriers.
const ULTRA_LOW_COST: &[(&str, f64)] = &[
    ("FR", 0.36),
    ("W6", 0.36),
    ("NK", 0.4),
    ("F9", 0.4),
    ("V7", 0.45),
    ("U2", 0.48),
    ("VY", 0.5),
    ("DY", 0.5),
    ("PC", 0.5),
    ("EW", 0.55),
];

/// A carrier's price level, with a touch drawn in the world of `seed`.
pub fn carrier_factor(seed: Seed, al: &Airline) -> f64 {
    let h = (seed.fnv1a(al.iata.as_bytes()) % 100) as f64 / 1000.0;
    if let Some(u) = ULTRA_LOW_COST.iter().find(|u| u.0 == al.iata) {
        u.1 + h / 2.0
    } else if al.low_cost {
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
            // the domestic band since April 2023 (GBP 7, or 14 in a premium cabin)
            let apd = match (long, premium) {
                _ if to_country == "GB" => {
                    if premium {
                        16.2
                    } else {
                        8.1
                    }
                }
                (false, false) => 15.5,
                (false, true) => 31.0,
                (true, false) => 102.0,
                (true, true) => 224.0,
            };
            out.push(("GB", if child { 0.0 } else { apd }));
            // the low-cost carriers' airports (Stansted, Luton) charge less
            out.push(("UB", if low_cost { 9.8 } else { 24.6 }));
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
        _ => match data::country(from_country) {
            Some(c) => out.extend(super::taxes::departure_charges(
                c.code,
                from_country == to_country,
                km,
            )),
            None => out.push(("XT", 8.0 + (km / 1000.0).min(20.0))),
        },
    }
    // entering the United States: its international arrival tax, the customs (YC),
    // immigration (XY) and animal and plant health (XA) user fees
    if to_country == "US" && from_country != "US" {
        out.push(("US", 20.9));
        out.push(("YC", 6.9));
        out.push(("XY", 6.5));
        out.push(("XA", 3.6));
    }
    // carrier surcharges on international long sectors (a domestic flight's is in its
    // fee above: no YQ on New York-Los Angeles)
    if long && !low_cost && from_country != to_country {
        out.push((
            "YQ",
            (km * 0.018).min(320.0) * if premium { 1.6 } else { 1.0 },
        ));
    }
    out
}

/// Fixed conversion rates: units of the currency per EUR, and its name, for every
/// currency of ISO 4217's active list (codes and names: ISO 4217, SIX, 2025; rates:
/// general knowledge of the market rates of late 2025, rounded; pegged currencies at
/// their pegs). Funds codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW) are priced at
/// their currency's or index's rate; precious metals and testing codes are not prices.
const RATES: &[(&str, f64, &str)] = &[
    ("AED", 3.97, "UAE DIRHAM"),
    ("AFN", 71.4, "AFGHANI"),
    ("ALL", 89.9, "LEK"),
    ("AMD", 417.0, "ARMENIAN DRAM"),
    ("ANG", 1.94, "NETHERLANDS ANTILLEAN GUILDER"),
    ("AOA", 992.0, "KWANZA"),
    ("ARS", 1390.0, "ARGENTINE PESO"),
    ("AUD", 1.64, "AUSTRALIAN DOLLAR"),
    ("AWG", 1.94, "ARUBAN FLORIN"),
    ("AZN", 1.84, "AZERBAIJAN MANAT"),
    ("BAM", 1.96, "CONVERTIBLE MARK"),
    ("BBD", 2.16, "BARBADOS DOLLAR"),
    ("BDT", 132.0, "TAKA"),
    ("BGN", 1.96, "BULGARIAN LEV"),
    ("BHD", 0.408, "BAHRAINI DINAR"),
    ("BIF", 3200.0, "BURUNDI FRANC"),
    ("BMD", 1.08, "BERMUDIAN DOLLAR"),
    ("BND", 1.4, "BRUNEI DOLLAR"),
    ("BOB", 7.46, "BOLIVIANO"),
    ("BOV", 7.46, "MVDOL"),
    ("BRL", 5.9, "BRAZILIAN REAL"),
    ("BSD", 1.08, "BAHAMIAN DOLLAR"),
    ("BTN", 94.6, "NGULTRUM"),
    ("BWP", 14.5, "PULA"),
    ("BYN", 3.2, "BELARUSIAN RUBLE"),
    ("BZD", 2.16, "BELIZE DOLLAR"),
    ("CAD", 1.47, "CANADIAN DOLLAR"),
    ("CDF", 3060.0, "CONGOLESE FRANC"),
    ("CHE", 0.862, "WIR EURO"),
    ("CHF", 0.95, "SWISS FRANC"),
    ("CHW", 0.862, "WIR FRANC"),
    ("CLF", 0.0269, "UNIDAD DE FOMENTO"),
    ("CLP", 1020.0, "CHILEAN PESO"),
    ("CNY", 7.8, "YUAN RENMINBI"),
    ("COP", 4170.0, "COLOMBIAN PESO"),
    ("COU", 10.5, "UNIDAD DE VALOR REAL"),
    ("CRC", 542.0, "COSTA RICAN COLON"),
    ("CUP", 26.0, "CUBAN PESO"),
    ("CVE", 110.3, "CABO VERDE ESCUDO"),
    ("CZK", 25.1, "CZECH KORUNA"),
    ("DJF", 192.0, "DJIBOUTI FRANC"),
    ("DKK", 7.46, "DANISH KRONE"),
    ("DOP", 68.6, "DOMINICAN PESO"),
    ("DZD", 140.0, "ALGERIAN DINAR"),
    ("EGP", 52.0, "EGYPTIAN POUND"),
    ("ERN", 16.2, "NAKFA"),
    ("ETB", 158.0, "ETHIOPIAN BIRR"),
    ("EUR", 1.0, "EURO"),
    ("FJD", 2.44, "FIJI DOLLAR"),
    ("FKP", 0.807, "FALKLAND ISLANDS POUND"),
    ("GBP", 0.85, "POUND STERLING"),
    ("GEL", 2.92, "LARI"),
    ("GHS", 11.6, "GHANA CEDI"),
    ("GIP", 0.807, "GIBRALTAR POUND"),
    ("GMD", 77.9, "DALASI"),
    ("GNF", 9360.0, "GUINEAN FRANC"),
    ("GTQ", 8.3, "QUETZAL"),
    ("GYD", 226.0, "GUYANA DOLLAR"),
    ("HKD", 8.44, "HONG KONG DOLLAR"),
    ("HNL", 28.4, "LEMPIRA"),
    ("HTG", 141.0, "GOURDE"),
    ("HUF", 392.0, "FORINT"),
    ("IDR", 17900.0, "RUPIAH"),
    ("ILS", 4.0, "NEW ISRAELI SHEQEL"),
    ("INR", 90.0, "INDIAN RUPEE"),
    ("IQD", 1410.0, "IRAQI DINAR"),
    ("IRR", 45400.0, "IRANIAN RIAL"),
    ("ISK", 135.0, "ICELAND KRONA"),
    ("JMD", 173.0, "JAMAICAN DOLLAR"),
    ("JOD", 0.766, "JORDANIAN DINAR"),
    ("JPY", 162.0, "YEN"),
    ("KES", 139.0, "KENYAN SHILLING"),
    ("KGS", 94.5, "SOM"),
    ("KHR", 4340.0, "RIEL"),
    ("KMF", 491.97, "COMORIAN FRANC"),
    ("KPW", 973.0, "NORTH KOREAN WON"),
    ("KRW", 1470.0, "WON"),
    ("KWD", 0.331, "KUWAITI DINAR"),
    ("KYD", 0.899, "CAYMAN ISLANDS DOLLAR"),
    ("KZT", 565.0, "TENGE"),
    ("LAK", 23400.0, "LAO KIP"),
    ("LBP", 96400.0, "LEBANESE POUND"),
    ("LKR", 329.0, "SRI LANKA RUPEE"),
    ("LRD", 195.0, "LIBERIAN DOLLAR"),
    ("LSL", 18.7, "LOTI"),
    ("LYD", 5.89, "LIBYAN DINAR"),
    ("MAD", 10.8, "MOROCCAN DIRHAM"),
    ("MDL", 18.3, "MOLDOVAN LEU"),
    ("MGA", 4820.0, "MALAGASY ARIARY"),
    ("MKD", 57.0, "DENAR"),
    ("MMK", 2270.0, "KYAT"),
    ("MNT", 3880.0, "TUGRIK"),
    ("MOP", 8.65, "PATACA"),
    ("MRU", 43.0, "OUGUIYA"),
    ("MUR", 49.6, "MAURITIUS RUPEE"),
    ("MVR", 16.6, "RUFIYAA"),
    ("MWK", 1870.0, "MALAWI KWACHA"),
    ("MXN", 19.5, "MEXICAN PESO"),
    ("MXV", 2.32, "MEXICAN UNIDAD DE INVERSION"),
    ("MYR", 4.5, "MALAYSIAN RINGGIT"),
    ("MZN", 69.0, "MOZAMBIQUE METICAL"),
    ("NAD", 18.7, "NAMIBIA DOLLAR"),
    ("NGN", 1580.0, "NAIRA"),
    ("NIO", 39.8, "CORDOBA ORO"),
    ("NOK", 11.6, "NORWEGIAN KRONE"),
    ("NPR", 151.0, "NEPALESE RUPEE"),
    ("NZD", 1.79, "NEW ZEALAND DOLLAR"),
    ("OMR", 0.415, "RIAL OMANI"),
    ("PAB", 1.08, "BALBOA"),
    ("PEN", 3.66, "SOL"),
    ("PGK", 4.54, "KINA"),
    ("PHP", 63.0, "PHILIPPINE PESO"),
    ("PKR", 305.0, "PAKISTAN RUPEE"),
    ("PLN", 4.32, "ZLOTY"),
    ("PYG", 7690.0, "GUARANI"),
    ("QAR", 3.93, "QATARI RIAL"),
    ("RON", 4.71, "ROMANIAN LEU"),
    ("RSD", 109.0, "SERBIAN DINAR"),
    ("RUB", 87.1, "RUSSIAN RUBLE"),
    ("RWF", 1570.0, "RWANDA FRANC"),
    ("SAR", 4.05, "SAUDI RIYAL"),
    ("SBD", 8.9, "SOLOMON ISLANDS DOLLAR"),
    ("SCR", 15.3, "SEYCHELLES RUPEE"),
    ("SDG", 649.0, "SUDANESE POUND"),
    ("SEK", 11.4, "SWEDISH KRONA"),
    ("SGD", 1.45, "SINGAPORE DOLLAR"),
    ("SHP", 0.807, "SAINT HELENA POUND"),
    ("SLE", 24.6, "LEONE"),
    ("SOS", 616.0, "SOMALI SHILLING"),
    ("SRD", 41.7, "SURINAM DOLLAR"),
    ("SSP", 4820.0, "SOUTH SUDANESE POUND"),
    ("STN", 24.5, "DOBRA"),
    ("SVC", 9.46, "EL SALVADOR COLON"),
    ("SYP", 14000.0, "SYRIAN POUND"),
    ("SZL", 18.7, "LILANGENI"),
    ("THB", 38.5, "BAHT"),
    ("TJS", 10.1, "SOMONI"),
    ("TMT", 3.78, "TURKMENISTAN NEW MANAT"),
    ("TND", 3.17, "TUNISIAN DINAR"),
    ("TOP", 2.55, "PA'ANGA"),
    ("TRY", 35.0, "TURKISH LIRA"),
    ("TTD", 7.32, "TRINIDAD AND TOBAGO DOLLAR"),
    ("TWD", 33.4, "NEW TAIWAN DOLLAR"),
    ("TZS", 2690.0, "TANZANIAN SHILLING"),
    ("UAH", 45.0, "HRYVNIA"),
    ("UGX", 3800.0, "UGANDA SHILLING"),
    ("USD", 1.08, "US DOLLAR"),
    ("USN", 1.08, "US DOLLAR (NEXT DAY)"),
    ("UYI", 43.1, "URUGUAY PESO EN UNIDADES INDEXADAS"),
    ("UYU", 43.1, "PESO URUGUAYO"),
    ("UYW", 2.6, "UNIDAD PREVISIONAL"),
    ("UZS", 13000.0, "UZBEKISTAN SUM"),
    ("VED", 232.0, "BOLIVAR SOBERANO"),
    ("VES", 232.0, "BOLIVAR SOBERANO"),
    ("VND", 28400.0, "DONG"),
    ("VUV", 130.0, "VATU"),
    ("WST", 2.97, "TALA"),
    ("XAF", 655.957, "CFA FRANC BEAC"),
    ("XCD", 2.92, "EAST CARIBBEAN DOLLAR"),
    ("XCG", 1.94, "CARIBBEAN GUILDER"),
    ("XOF", 655.957, "CFA FRANC BCEAO"),
    ("XPF", 119.33, "CFP FRANC"),
    ("YER", 258.0, "YEMENI RIAL"),
    ("ZAR", 20.1, "RAND"),
    ("ZMW", 24.6, "ZAMBIAN KWACHA"),
    ("ZWG", 27.8, "ZIMBABWE GOLD"),
];

/// Units of `currency` per EUR, or None for a currency the sandbox does not price in.
pub fn rate(currency: &str) -> Option<f64> {
    rated(currency).map(|r| r.1)
}

pub fn currency_name(currency: &str) -> &'static str {
    rated(currency).map_or("", |r| r.2)
}

/// The line of [`RATES`] for a currency, found by a map: every fare a search prices
/// is converted, some thousands of them for one inspiration.
fn rated(currency: &str) -> Option<&'static (&'static str, f64, &'static str)> {
    static BY_CODE: OnceLock<FxHashMap<&str, &(&str, f64, &str)>> = OnceLock::new();
    BY_CODE
        .get_or_init(|| RATES.iter().map(|r| (r.0, r)).collect())
        .get(currency)
        .copied()
}

/// Currencies priced in whole units: those ISO 4217 gives no minor unit, and the
/// forint, whose fillér are gone.
pub fn whole_units(currency: &str) -> bool {
    travel_core::currency::decimals(currency) == 0 || currency == "HUF"
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
    fn a_connection_costs_by_the_miles_it_flies() {
        // Heathrow-Dublin-JFK flies barely more than the nonstop: a through fare under it
        assert_eq!(connection_factor(5_540.0, &[450.0, 5_100.0]), 0.86);
        // a detour of 1.3 times on a longer trip: the through fare with a surcharge,
        // still under a nonstop; on a short one, over it
        let some = connection_factor(5_000.0, &[3_250.0, 3_250.0]);
        assert!(some > 0.86 && some < 1.0, "{some}");
        assert!(connection_factor(1_000.0, &[650.0, 650.0]) >= SHORT_FLOOR);
        assert!(connection_factor(2_500.0, &[1_400.0, 1_400.0]) >= SHORT_FLOOR);
        // Madrid-Palma-Barcelona: the two flights' fares, well over the nonstop's
        let far = connection_factor(483.0, &[547.0, 203.0]);
        assert!(far > 1.5, "{far}");
        // never cheaper for flying further
        let mut last = 0.0;
        for detour in 0..40 {
            let leg = 500.0 + 10.0 * f64::from(detour);
            let f = connection_factor(800.0, &[leg, leg]);
            assert!(f >= last, "{leg}: {f} < {last}");
            last = f;
        }
    }

    /// Over thousands of generated short and medium routes (up to 3,000 km) and pairs of full-service carriers of
    /// the table: a connection in a class never costs less than a nonstop in the same
    /// class, whichever carriers' price levels and the day's spread (0.97-1.03); a
    /// low-cost carrier's nonstop is cheaper than both.
    #[test]
    fn no_full_service_connection_undercuts_a_nonstop_on_a_short_route() {
        let full: Vec<&Airline> = crate::data::airlines()
            .iter()
            .filter(|a| !a.low_cost)
            .collect();
        let mut rng = crate::hotels::Rng::new(travel_core::stable::Seed::DEFAULT, "short routes");
        let mut next = move |m: u64| rng.range(0, m - 1);
        for i in 0..5_000 {
            let od = 150.0 + next(2_850) as f64;
            let detour = 1.0 + next(100) as f64 / 100.0;
            let first = od * detour * (0.2 + next(60) as f64 / 100.0);
            let legs = [first, od * detour - first];
            let seed = Seed(i);
            let nonstop = full[next(full.len() as u64) as usize];
            let via = full[next(full.len() as u64) as usize];
            let lo =
                distance_fare(od) * connection_factor(od, &legs) * carrier_factor(seed, via) * 0.97;
            let hi = distance_fare(od) * carrier_factor(seed, nonstop) * 1.03;
            assert!(
                lo >= hi,
                "{od} {legs:?} {} over {}: {lo} < {hi}",
                via.iata,
                nonstop.iata
            );
        }
    }

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
        let ap = |c: &str| crate::data::airport(c).unwrap();
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
        // every active currency of ISO 4217 is priced: the Kuwaiti dinar too
        for c in [
            "KWD", "BHD", "OMR", "VND", "IDR", "ARS", "NGN", "XOF", "ISK", "TWD",
        ] {
            assert!(rate(c).is_some_and(|r| r > 0.0), "{c}");
            assert!(!currency_name(c).is_empty(), "{c}");
        }
        assert!(RATES.len() > 150, "{}", RATES.len());
        let mut codes: Vec<&str> = RATES.iter().map(|r| r.0).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), RATES.len(), "each currency once");
        assert_eq!(to_cents(10.0, "VND") % 100, 0, "the dong has no minor unit");
        assert_eq!(money_in(to_cents(100.0, "KWD"), "KWD"), "33.100");
    }
}
