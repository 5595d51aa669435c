//! What a room night costs before tax: the brand's tier, the city's cost of a hotel
//! night, the season by hemisphere, Christmas and New Year, and the big fairs.
//!
//! Source: hand-curated typical rates and fair dates (see `world/data/README.md`,
//! "Hotel places, prices and taxes"). Fairs move a few days from year to year; the
//! sandbox keeps each on fixed dates so that a test or a demo can aim at it.

use chrono::{Datelike, NaiveDate};

use super::brands::Tier;
use crate::data::{self, City};

/// A standard room, room only, in Paris (EUR), by tier: what the tier costs where hotel
/// nights cost what they cost in Paris.
pub fn tier_base_eur(tier: Tier) -> f64 {
    match tier {
        Tier::Luxury => 1150.0,
        Tier::UpperUpscale => 430.0,
        Tier::Upscale => 260.0,
        Tier::Midscale => 165.0,
        Tier::Economy => 105.0,
    }
}

/// A standard room, room only, in Paris (EUR), by stars (1 to 5).
const STARS_BASE_EUR: [f64; 5] = [55.0, 90.0, 150.0, 240.0, 430.0];

/// A standard room, room only, in Paris (EUR), of a hotel of these stars and tier: the
/// stars set the level and the brand's tier tilts it by at most about 12 % either way,
/// so that a hotel never costs what one of two stars more costs in the same city (an
/// economy brand's 3-star is still dearer than any 1-star); only luxury, at the top,
/// takes its tier's full price.
pub fn hotel_base_eur(stars: u8, tier: Tier) -> f64 {
    let stars = stars.clamp(1, 5);
    let by_stars = STARS_BASE_EUR[usize::from(stars) - 1];
    let tilt = tier_base_eur(tier) / tier_base_eur(Tier::of_stars(stars));
    if stars == 5 && tier == Tier::Luxury {
        return by_stars * tilt;
    }
    by_stars * tilt.clamp(0.9, 1.12)
}

/// The cost of a hotel night in the main cities against Paris.
const CITY_COST: &[(&str, f64)] = &[
    ("PAR", 1.0),
    ("LON", 1.05),
    ("NYC", 1.15),
    ("TYO", 0.85),
    ("ZRH", 1.05),
    ("GVA", 1.1),
    ("SFO", 0.95),
    ("BOS", 0.95),
    ("LAX", 0.9),
    ("MIA", 0.85),
    ("WAS", 0.85),
    ("CHI", 0.8),
    ("LAS", 0.6),
    ("SIN", 0.9),
    ("HKG", 0.85),
    ("DXB", 0.75),
    ("SYD", 0.75),
    ("VCE", 1.0),
    ("MIL", 0.85),
    ("ROM", 0.85),
    ("AMS", 0.95),
    ("CPH", 0.85),
    ("DUB", 0.85),
    ("OSL", 0.75),
    ("STO", 0.7),
    ("BCN", 0.8),
    ("MAD", 0.7),
    ("MUC", 0.7),
    ("FRA", 0.65),
    ("VIE", 0.65),
    ("BER", 0.6),
    ("BRU", 0.6),
    ("LIS", 0.6),
    ("SEL", 0.55),
    ("PRG", 0.5),
    ("IST", 0.5),
    ("SHA", 0.5),
    ("BUD", 0.45),
    ("BJS", 0.45),
    ("MEX", 0.45),
    ("RIO", 0.45),
    ("SAO", 0.45),
    ("BKK", 0.35),
    ("JNB", 0.35),
    ("NBO", 0.35),
    ("BOM", 0.32),
    ("DEL", 0.3),
    ("CAI", 0.3),
    ("KUL", 0.3),
    ("JKT", 0.3),
    ("MNL", 0.3),
];

/// The cost of a hotel night in a city against Paris: the table's figure for the main
/// cities; elsewhere the country's level, less for a smaller place.
pub fn city_cost(city: &City, size: u8) -> f64 {
    if let Some((_, f)) = CITY_COST.iter().find(|(c, _)| *c == city.code) {
        return *f;
    }
    country_level(city.country) * (0.5 + 0.4 * f64::from(size) / 100.0)
}

/// Price level of a country's hotels against France's.
fn country_level(country: &str) -> f64 {
    match country {
        "CH" | "NO" | "IS" | "MC" | "LU" => 1.35,
        "GB" | "DK" | "IE" | "SG" | "HK" | "AE" | "QA" | "US" => 1.15,
        "FR" | "NL" | "SE" | "FI" | "BE" | "AT" | "DE" | "IT" | "AU" | "NZ" | "CA" | "JP"
        | "IL" => 1.0,
        "ES" | "PT" | "GR" | "KR" | "SA" | "KW" | "BH" | "CY" | "MT" | "SI" => 0.85,
        _ => match data::country(country).map(|c| c.region) {
            Some("EUROP") => 0.65,
            Some("CARIB") | Some("NAMER") => 1.0,
            Some("MEAST") => 0.7,
            Some("AUSTL") => 0.8,
            Some("ASIA") => 0.45,
            Some("CAMER") | Some("SAMER") => 0.5,
            Some("AFRIC") => 0.45,
            _ => 0.6,
        },
    }
}

/// The season of a night in a city: summer dearest away from the tropics, in July and
/// August in the north and in January and February in the south; in the tropics the
/// dry northern winter is the high season.
pub fn season(city: &City, night: NaiveDate) -> f64 {
    let m = night.month();
    if city.lat.abs() < 15.0 {
        return match m {
            12 | 1 | 2 | 3 => 1.08,
            6..=9 => 0.9,
            _ => 0.98,
        };
    }
    // The southern hemisphere's month that matches this one's season in the north.
    let m = if city.lat < 0.0 { (m + 5) % 12 + 1 } else { m };
    match m {
        1 | 2 | 11 => 0.88,
        3 | 4 => 0.97,
        5 | 6 | 9 | 10 => 1.06,
        7 | 8 => 1.12,
        _ => 1.02,
    }
}

/// A big fair: its city, first and last night (month, day) and what it does to prices.
struct Fair {
    city: &'static str,
    from: (u32, u32),
    to: (u32, u32),
    factor: f64,
}

/// Fairs that fill a city's hotels, on their usual dates.
const FAIRS: &[Fair] = &[
    // CES, Las Vegas: early January.
    Fair {
        city: "LAS",
        from: (1, 5),
        to: (1, 10),
        factor: 1.8,
    },
    // Mobile World Congress, Barcelona: the turn of February and March.
    Fair {
        city: "BCN",
        from: (3, 1),
        to: (3, 5),
        factor: 1.9,
    },
    // Milan Design Week (Salone del Mobile): April.
    Fair {
        city: "MIL",
        from: (4, 7),
        to: (4, 13),
        factor: 2.0,
    },
    // Oktoberfest, Munich: late September to early October.
    Fair {
        city: "MUC",
        from: (9, 19),
        to: (10, 4),
        factor: 1.6,
    },
    // Frankfurt Book Fair: mid-October.
    Fair {
        city: "FRA",
        from: (10, 14),
        to: (10, 19),
        factor: 1.9,
    },
];

/// Christmas week, New Year's Eve and the city's fairs: 1 on an ordinary night.
pub fn events(city: &City, night: NaiveDate) -> f64 {
    let md = (night.month(), night.day());
    let fair = FAIRS
        .iter()
        .filter(|f| f.city == city.code && f.from <= md && md <= f.to)
        .map(|f| f.factor)
        .fold(1.0, f64::max);
    let holidays = match md {
        (12, 31) => 1.9,
        (12, 20..=30) => 1.15,
        (1, 1) => 1.1,
        _ => 1.0,
    };
    fair.max(holidays)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn tiers_and_cities_order_prices() {
        let tiers = [
            Tier::Luxury,
            Tier::UpperUpscale,
            Tier::Upscale,
            Tier::Midscale,
            Tier::Economy,
        ];
        assert!(tiers
            .windows(2)
            .all(|w| tier_base_eur(w[0]) > tier_base_eur(w[1])));
        let cost = |c: &str| city_cost(data::city(c).unwrap(), 90);
        assert!(cost("PAR") > 2.5 * cost("BKK"));
        assert!(cost("NYC") > cost("BER") && cost("ZRH") > cost("CAI"));
        // A town the table does not list costs less than its capital.
        assert!(city_cost(data::city("LYS").unwrap(), 40) < cost("PAR"));
    }

    #[test]
    fn seasons_follow_the_hemisphere_and_events_their_dates() {
        let par = data::city("PAR").unwrap();
        let syd = data::city("SYD").unwrap();
        assert!(season(par, day("2030-07-15")) > season(par, day("2030-01-15")));
        assert!(season(syd, day("2030-01-15")) > season(syd, day("2030-07-15")));
        assert_eq!(events(par, day("2030-12-31")), 1.9);
        assert!(events(par, day("2030-12-24")) > 1.0);
        assert_eq!(events(par, day("2030-01-15")), 1.0);
        let fra = data::city("FRA").unwrap();
        assert!(events(fra, day("2030-10-16")) > 1.5);
        assert_eq!(events(fra, day("2030-10-25")), 1.0);
        assert_eq!(events(par, day("2030-10-16")), 1.0);
    }
}
