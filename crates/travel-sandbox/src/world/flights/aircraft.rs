//! IATA aircraft type codes: names for `dictionaries.aircraft`, and which cabins a type
//! carries.

/// The service's upper-case name of an aircraft type.
pub fn name(code: &str) -> &'static str {
    match code {
        "221" => "AIRBUS A220-100",
        "223" => "AIRBUS A220-300",
        "BCS3" => "AIRBUS A220-300",
        "295" => "EMBRAER 195-E2",
        "319" => "AIRBUS A319",
        "320" => "AIRBUS A320",
        "321" => "AIRBUS A321",
        "32N" => "AIRBUS A320NEO",
        "32Q" => "AIRBUS A321NEO",
        "330" => "AIRBUS A330",
        "332" => "AIRBUS A330-200",
        "333" => "AIRBUS A330-300",
        "339" => "AIRBUS A330-900NEO",
        "343" => "AIRBUS A340-300",
        "351" => "AIRBUS A350-1000",
        "359" => "AIRBUS A350-900",
        "35K" => "AIRBUS A350-1000",
        "388" => "AIRBUS A380-800",
        "717" => "BOEING 717",
        "738" => "BOEING 737-800",
        "739" => "BOEING 737-900",
        "73G" => "BOEING 737-700",
        "73H" => "BOEING 737-800 (WINGLETS)",
        "73J" => "BOEING 737-900 (WINGLETS)",
        "73W" => "BOEING 737-700 (WINGLETS)",
        "7M8" => "BOEING 737 MAX 8",
        "7M9" => "BOEING 737 MAX 9",
        "744" => "BOEING 747-400",
        "748" => "BOEING 747-8",
        "74H" => "BOEING 747-8I",
        "763" => "BOEING 767-300",
        "764" => "BOEING 767-400",
        "767" => "BOEING 767",
        "76W" => "BOEING 767-300 (WINGLETS)",
        "772" => "BOEING 777-200",
        "77L" => "BOEING 777-200LR",
        "77W" => "BOEING 777-300ER",
        "781" => "BOEING 787-10",
        "788" => "BOEING 787-8",
        "789" => "BOEING 787-9",
        "78J" => "BOEING 787-10",
        "AT7" => "ATR 72",
        "CR9" => "CANADAIR REGIONAL JET 900",
        "CRK" => "CANADAIR REGIONAL JET 1000",
        "DH4" => "DE HAVILLAND DHC-8-400",
        "DH8" => "DE HAVILLAND DHC-8",
        "E75" => "EMBRAER 175",
        "E90" => "EMBRAER 190",
        "E95" => "EMBRAER 195",
        "SU9" => "SUKHOI SUPERJET 100-95",
        _ => "AIRCRAFT",
    }
}

/// How far a type flies with a commercial load, km (the makers' ranges, rounded down to
/// what airlines schedule): no flight is given a type that cannot make its sector.
pub fn range_km(code: &str) -> f64 {
    match code {
        "AT7" | "DH8" => 1_500.0,
        "DH4" => 2_000.0,
        "717" => 2_600.0,
        "CR9" | "CRK" | "SU9" => 2_900.0,
        "E75" => 3_700.0,
        "E90" | "E95" => 4_000.0,
        "295" => 4_800.0,
        "739" | "73J" => 5_000.0,
        "738" | "73H" | "73G" | "73W" => 5_400.0,
        "221" => 5_700.0,
        "321" => 5_900.0,
        "320" => 6_100.0,
        "223" | "BCS3" | "32N" => 6_200.0,
        "319" | "7M8" | "7M9" => 6_500.0,
        "32Q" => 7_400.0,
        "764" => 10_400.0,
        "763" | "76W" | "767" => 11_000.0,
        "333" | "781" | "78J" => 11_700.0,
        "330" | "332" | "772" => 12_000.0,
        "343" | "339" => 13_000.0,
        "744" | "77W" | "788" => 13_500.0,
        "789" | "748" | "74H" => 14_000.0,
        "359" | "388" => 15_000.0,
        "351" | "35K" | "77L" => 15_800.0,
        // unknown types: a narrow-body's
        _ => 5_000.0,
    }
}

/// Twin-aisle types: premium economy and (for some carriers) first class.
pub fn wide_body(code: &str) -> bool {
    matches!(code.as_bytes().first(), Some(b'3') if !code.starts_with("32") && !code.starts_with("31"))
        || code.starts_with("74")
        || code.starts_with("76")
        || code.starts_with("77")
        || code.starts_with("78")
}

/// Turboprops and small regional jets fly an all-economy cabin.
pub fn all_economy(code: &str) -> bool {
    matches!(code, "AT7" | "DH4" | "DH8" | "CR9" | "CRK" | "E75" | "SU9")
}

/// Carriers that sell a first-class cabin on their flagship wide-bodies.
const FIRST_CARRIERS: &[&str] = &[
    "AA", "AF", "AI", "BA", "CX", "EK", "EY", "JL", "LH", "LX", "NH", "QF", "QR", "SQ", "SV", "TG",
    "KE", "OZ", "CA", "MU",
];

/// Whether `cabin` (ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST) is sold on this aircraft
/// by this carrier.
pub fn has_cabin(code: &str, carrier: &str, low_cost: bool, cabin: usize) -> bool {
    match cabin {
        0 => true,
        1 => !low_cost && wide_body(code),
        2 => !low_cost && !all_economy(code),
        _ => {
            !low_cost
                && FIRST_CARRIERS.contains(&carrier)
                && matches!(
                    code,
                    "388" | "77W" | "748" | "74H" | "744" | "35K" | "351" | "359" | "77L"
                )
        }
    }
}

/// CO2 per seat (kg) of a flight of `km` on an aircraft type in a cabin: economy about
/// 85 g a kilometre, more on old four-engine and small regional jets, less on the new
/// types; premium economy 1.6x, business 2.9x, first 4x the seat of economy.
pub fn co2_kg(km: f64, code: &str, cabin: usize) -> i64 {
    let aircraft = match code {
        "AT7" | "DH4" | "DH8" => 0.85,
        "CR9" | "CRK" | "E75" | "E90" | "E95" | "SU9" => 1.15,
        "388" | "744" | "748" | "74H" | "343" => 1.2,
        "32N" | "32Q" | "339" | "351" | "359" | "35K" | "788" | "789" | "781" | "78J" | "221"
        | "223" | "BCS3" | "295" | "7M8" | "7M9" => 0.85,
        _ => 1.0,
    };
    let seat = [1.0, 1.6, 2.9, 4.0][cabin.min(3)];
    (km * 0.085 * aircraft * seat).round().max(1.0) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_airline_aircraft_has_a_name() {
        for a in crate::world::data::airlines() {
            for c in a.long_haul_aircraft.iter().chain(&a.short_haul_aircraft) {
                assert_ne!(name(c), "AIRCRAFT", "{c} of {}", a.iata);
            }
        }
        assert!(wide_body("77W") && wide_body("359") && !wide_body("320") && !wide_body("32N"));
    }
}
