//! IATA aircraft type codes: names for `dictionaries.aircraft`, which cabins a type
//! carries, and which type a carrier flies on a route.

use crate::data::Airline;

/// The service's upper-case name of an aircraft type (`travel_core::aircraft`).
pub fn name(code: &str) -> &'static str {
    travel_core::aircraft::name(code).unwrap_or("AIRCRAFT")
}

/// How far a type flies with a commercial load, km (the makers' ranges, rounded down to
/// what airlines schedule): no flight is given a type that cannot make its sector.
pub fn range_km(code: &str) -> f64 {
    match code {
        "BNI" => 600.0,
        "CNA" | "DHT" => 900.0,
        "AT5" | "SF3" => 1_300.0,
        "AT7" | "DH8" => 1_500.0,
        "DH4" => 2_000.0,
        "717" => 2_600.0,
        // the Fokker 100 (about 3,100 km with a full load) and the MD-80s: the MD-82
        // about 3,800 km, the MD-83 and MD-88 with their extra tanks about 4,600 km
        // (the manufacturers' published ranges, general knowledge 2025)
        "100" => 3_100.0,
        "M80" | "M81" | "M82" | "M87" => 3_800.0,
        "M83" | "M88" | "M90" => 4_600.0,
        "CR9" | "CRK" | "SU9" => 2_900.0,
        "E75" => 3_700.0,
        "E90" | "E95" => 4_000.0,
        "290" | "295" => 4_800.0,
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

/// Carriers' versions of a type that fly further than the type's usual range, km:
/// Singapore Airlines' A350-900ULR (Singapore-New York, 18 hours) and Qantas' 787-9s,
/// planned for Perth-London (14,500 km, 17 hours).
const LONG_RANGE_VERSIONS: &[(&str, &str, f64)] =
    &[("SQ", "359", 18_000.0), ("QF", "789", 15_000.0)];

/// How far `carrier`'s aircraft of a type flies with a commercial load, km.
pub fn range_of(carrier: &str, code: &str) -> f64 {
    LONG_RANGE_VERSIONS
        .iter()
        .find(|v| v.0 == carrier && v.1 == code)
        .map_or_else(|| range_km(code), |v| v.2)
}

/// Airports that take only some types (steep approaches, short runways), and the types
/// they take: London City's 5.5-degree approach and 1,500 m runway admit the A220-100,
/// the E-jets, the Dash 8 and the ATR, no A320 or 737 and no wide-body (London City
/// Airport's published list of approved types, 2025).
const RESTRICTED: &[(&str, &[&str])] = &[
    (
        "LCY",
        &["221", "E75", "E90", "E95", "295", "DH4", "DH8", "AT7"],
    ),
    // Barra's runways are its beach, Tiree's, Campbeltown's and Colonsay's short: the
    // Twin Otter (Loganair, 2025)
    ("BRR", &["DHT"]),
    ("TRE", &["DHT"]),
    ("CAL", &["DHT"]),
    // Orkney's outer isles: gravel strips for Loganair's eight-seat Islanders
    ("WRY", &["BNI"]),
    ("PPW", &["BNI"]),
    ("NRL", &["BNI"]),
    ("SOY", &["BNI"]),
    ("NDY", &["BNI"]),
    ("EOI", &["BNI"]),
    // Norway's short-runway airports (about 800-1,000 m): Widerøe's Dash 8-100/200/300
    ("RET", &["DH8"]),
    ("SKN", &["DH8"]),
    ("SVJ", &["DH8"]),
    ("LKN", &["DH8"]),
    ("MQN", &["DH8"]),
    ("SSJ", &["DH8"]),
    ("BNN", &["DH8"]),
    ("RVK", &["DH8"]),
    ("OSY", &["DH8"]),
    ("MJF", &["DH8"]),
    ("VAW", &["DH8"]),
    ("VDS", &["DH8"]),
    ("BJF", &["DH8"]),
    ("MEH", &["DH8"]),
    ("BVG", &["DH8"]),
    ("HVG", &["DH8"]),
    ("HFT", &["DH8"]),
    ("SOJ", &["DH8"]),
    ("HAA", &["DH8"]),
    ("SOG", &["DH8"]),
    ("FDE", &["DH8"]),
    ("FRO", &["DH8"]),
    ("SDN", &["DH8"]),
    ("HOV", &["DH8"]),
    // Vieques and Culebra: Cape Air's Cessnas
    ("VQS", &["CNA"]),
    ("CPX", &["CNA"]),
];

/// Whether an airport admits only some aircraft types.
pub fn restricted(airport: &str) -> bool {
    RESTRICTED.iter().any(|r| r.0 == airport)
}

/// Whether a type may land at and leave an airport.
pub fn may_use(airport: &str, code: &str) -> bool {
    RESTRICTED
        .iter()
        .find(|r| r.0 == airport)
        .is_none_or(|r| r.1.contains(&code))
}

/// The type a carrier flies on a route whatever else its fleet has (either direction):
/// the flagships agents know by their aircraft (the carriers' 2025 schedules, general
/// knowledge): Lufthansa's Frankfurt-New York on the 747-8, Singapore Airlines' New
/// York nonstops on the A350-900ULR, Qantas' Perth-London on the 787-9 and its
/// Singapore-London on the A380, American's and
/// JetBlue's transcontinental flights on their A321s (American's A321T, JetBlue's Mint),
/// Delta's on the 767-300ER with Delta One.
const ROUTE_TYPES: &[(&str, &str, &str, &str)] = &[
    ("LH", "FRA", "JFK", "748"),
    ("SQ", "SIN", "EWR", "359"),
    ("SQ", "SIN", "JFK", "359"),
    ("QF", "PER", "LHR", "789"),
    ("QF", "SIN", "LHR", "388"),
    ("AA", "JFK", "LAX", "321"),
    ("AA", "JFK", "SFO", "321"),
    ("B6", "JFK", "LAX", "321"),
    ("B6", "JFK", "SFO", "321"),
    ("DL", "JFK", "LAX", "76W"),
    ("DL", "JFK", "SFO", "76W"),
];

/// Types a carrier flies only from some airports: British Airways' E190s (BA
/// CityFlyer) at London City, Japan Airlines' E190s (J-Air) at Osaka Itami, Loganair's
/// Twin Otters and Islanders to the short island strips (the carriers' 2025 fleets, general
/// knowledge). A flight of that type has one of them at one end.
const TYPE_AT: &[(&str, &str, &[&str])] = &[
    ("BA", "E90", &["LCY"]),
    ("JL", "E90", &["ITM"]),
    ("LM", "DHT", &["BRR", "TRE", "CAL"]),
    ("LM", "BNI", &["WRY", "PPW", "NRL", "SOY", "NDY", "EOI"]),
];

/// Types a carrier does not fly at some airports: Alaska Airlines flies its mainline
/// 737s in Alaska, its E175s (Horizon) only in the lower 48 (general knowledge 2025).
const TYPE_NOT_AT: &[(&str, &str, &[&str])] = &[(
    "AS",
    "E75",
    &[
        "ANC", "FAI", "JNU", "KTN", "SIT", "PSG", "WRG", "YAK", "CDV", "ADQ", "BET", "OME", "OTZ",
        "SCC", "BRW", "ADK", "DLG", "AKN",
    ],
)];

/// Whether `carrier` flies the type between these airports, as far as its airport
/// rules go ([`TYPE_AT`], [`TYPE_NOT_AT`]).
pub fn carrier_may_use(carrier: &str, code: &str, from: &str, to: &str) -> bool {
    let only = TYPE_AT
        .iter()
        .find(|r| r.0 == carrier && r.1 == code)
        .is_none_or(|r| r.2.contains(&from) || r.2.contains(&to));
    let barred = TYPE_NOT_AT
        .iter()
        .find(|r| r.0 == carrier && r.1 == code)
        .is_some_and(|r| r.2.contains(&from) || r.2.contains(&to));
    only && !barred
}

/// The type of the `k`-th flight of a carrier on a route, of the `fleet` that makes the
/// sector and may use both airports: the route's own type where it has one
/// ([`ROUTE_TYPES`]), else one of the fleet the carrier flies at these airports, in
/// turn. Patterns are built once per route, so this runs once a flight.
pub fn choose(
    al: &Airline,
    from: &str,
    to: &str,
    fleet: &[&'static str],
    k: usize,
) -> &'static str {
    let own = ROUTE_TYPES
        .iter()
        .find(|r| r.0 == al.iata && ((r.1 == from && r.2 == to) || (r.1 == to && r.2 == from)))
        // the route's type even where the sector's length would pick from the other half
        // of the fleet (Delta's 767-300ER on the 3,980 km of New York-Los Angeles)
        .filter(|r| fleet.contains(&r.3) || flies(al, r.3))
        .map(|r| r.3);
    if let Some(t) = own {
        return t;
    }
    let here: Vec<&'static str> = fleet
        .iter()
        .copied()
        .filter(|t| carrier_may_use(al.iata, t, from, to))
        .collect();
    if here.is_empty() {
        fleet[k % fleet.len()]
    } else {
        here[k % here.len()]
    }
}

/// Routes a carrier flies in an all-premium version of a type: Singapore Airlines'
/// A350-900ULR, 67 business and 94 premium economy seats and no economy, on the New York
/// nonstops (singaporeair.com, 2025).
const ALL_PREMIUM: &[(&str, &str, &str, &str)] =
    &[("SQ", "359", "SIN", "EWR"), ("SQ", "359", "SIN", "JFK")];

/// Whether the flight is flown in an all-premium version of its type.
pub fn all_premium(carrier: &str, code: &str, from: &str, to: &str) -> bool {
    ALL_PREMIUM.iter().any(|r| {
        r.0 == carrier && r.1 == code && ((r.2 == from && r.3 == to) || (r.2 == to && r.3 == from))
    })
}

/// Premium economy is sold from this sector length (km): carriers fit it on the
/// wide-bodies of their long-haul fleets, not the regional ones (Cathay Pacific's
/// regional A330s, Japan Airlines' domestic 767s).
pub const PREMIUM_ECONOMY_KM: f64 = 3_000.0;

/// The cabins (by number) a scheduled flight sells: those its operator fits on the type
/// ([`has_cabin`]), premium economy only on long sectors, and an all-premium version's
/// business and premium economy alone.
pub fn cabins_of(
    code: &str,
    operating: &str,
    low_cost: bool,
    (from, to, km): (&str, &str, f64),
) -> [bool; 4] {
    if all_premium(operating, code, from, to) {
        return [false, true, true, false];
    }
    let mut c = [0, 1, 2, 3].map(|c| has_cabin(code, operating, low_cost, c));
    c[1] &= km >= PREMIUM_ECONOMY_KM;
    c
}

/// Whether an airline has the type in its fleet.
pub fn flies(al: &Airline, code: &str) -> bool {
    al.long_haul_aircraft
        .iter()
        .chain(&al.short_haul_aircraft)
        .any(|t| *t == code)
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
    turboprop(code) || matches!(code, "CR9" | "CRK" | "E75" | "SU9")
}

/// Beyond this sector (km) a carrier that has jets flies them, not its propeller types:
/// IndiGo's, Vietnam Airlines' and Citilink's ATRs fly the regional sectors around
/// their hubs, never Delhi-Mumbai or Hanoi-Ho Chi Minh City (the carriers' 2025
/// timetables, general knowledge).
pub const TURBOPROP_KM: f64 = 800.0;

/// Carriers that fly their propeller types on every sector up to a length (km), their
/// jets beyond: Binter's ATRs between the Canary Islands, its E195-E2s to Madeira, the
/// mainland and Africa; Widerøe's Dash 8s along the coast, its E190-E2s between the
/// cities (the carriers' 2025 timetables, general knowledge).
const PROPS_UP_TO: &[(&str, f64)] = &[("NT", 400.0), ("WF", 400.0)];

/// The sector length up to which a carrier flies only its propeller types, if it does.
pub fn props_up_to(carrier: &str) -> Option<f64> {
    PROPS_UP_TO.iter().find(|p| p.0 == carrier).map(|p| p.1)
}

/// Propeller types: the regional sectors, not the trunk routes.
pub fn turboprop(code: &str) -> bool {
    matches!(
        code,
        "AT5" | "AT7" | "DH4" | "DH8" | "DHT" | "SF3" | "CNA" | "BNI"
    )
}

/// The types on which each carrier sells first class (the carriers' published seat
/// maps, 2025, general knowledge): a carrier not listed, or a type not listed for it, has
/// no first cabin (Qatar Airways' A350s, Air France's A350s and British Airways' A350s
/// fly business as their best cabin; Thai retired its first class).
const FIRST: &[(&str, &[&str])] = &[
    ("AA", &["77W"]),
    ("AF", &["77W"]),
    ("AI", &["77W"]),
    ("BA", &["77W", "388", "772"]),
    ("CA", &["748", "77W"]),
    ("CX", &["77W"]),
    ("EK", &["388", "77W"]),
    ("EY", &["388"]),
    ("JL", &["77W"]),
    ("KE", &["388", "748", "77W"]),
    ("LH", &["748", "359"]),
    ("LX", &["77W"]),
    ("MU", &["77W"]),
    ("NH", &["77W"]),
    ("OZ", &["388"]),
    ("QF", &["388"]),
    ("QR", &["388"]),
    ("SQ", &["388", "77W"]),
    ("SV", &["77W"]),
];

/// Carriers that fit a premium economy cabin on their wide-bodies (the carriers'
/// published seat maps, general knowledge, 2025). The others (Qatar Airways, Etihad,
/// Turkish Airlines, Korean Air, Thai, Saudia, Aer Lingus...) fly business and economy
/// only, and no carrier sells it on a narrow-body.
const PREMIUM_ECONOMY: &[&str] = &[
    "AA", "AC", "AF", "AI", "AY", "AZ", "BA", "BR", "CA", "CI", "CX", "CZ", "DL", "EK", "IB", "JL",
    "KL", "LH", "LX", "MU", "NH", "NZ", "OS", "PR", "QF", "SK", "SQ", "UA", "VN", "VS", "WS",
];

/// Full-service carriers that sell economy only: the regional airlines (Loganair,
/// Widerøe, Binter, Cape Air) and Japan's Skymark and AIRDO (the carriers' 2025 seat
/// maps, general knowledge).
const ECONOMY_ONLY: &[&str] = &["LM", "WF", "NT", "9K", "BC", "HD"];

/// Low-fare carriers that sell a business cabin only on some types: JetBlue's Mint on
/// its A321s, none on its A320s and A220s (jetblue.com, 2025).
const BUSINESS_ONLY_ON: &[(&str, &[&str])] = &[("B6", &["321", "32Q"])];

/// Whether `cabin` (ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST) is sold on this aircraft
/// by this carrier.
pub fn has_cabin(code: &str, carrier: &str, low_cost: bool, cabin: usize) -> bool {
    match cabin {
        0 => true,
        1 => !low_cost && wide_body(code) && PREMIUM_ECONOMY.contains(&carrier),
        2 => {
            !low_cost
                && !all_economy(code)
                && !ECONOMY_ONLY.contains(&carrier)
                && BUSINESS_ONLY_ON
                    .iter()
                    .find(|b| b.0 == carrier)
                    .is_none_or(|b| b.1.contains(&code))
        }
        _ => !low_cost && FIRST.iter().any(|f| f.0 == carrier && f.1.contains(&code)),
    }
}

/// CO2 per seat (kg) of a flight of `km` on an aircraft type in a cabin: economy about
/// 85 g a kilometre, more on old four-engine and small regional jets, less on the new
/// types; premium economy 1.6x, business 2.9x, first 4x the seat of economy.
pub fn co2_kg(km: f64, code: &str, cabin: usize) -> i64 {
    let aircraft = match code {
        "AT5" | "AT7" | "DH4" | "DH8" | "SF3" => 0.85,
        "CNA" | "DHT" | "BNI" => 1.3,
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
        for a in crate::data::airlines() {
            for c in a.long_haul_aircraft.iter().chain(&a.short_haul_aircraft) {
                assert_ne!(name(c), "AIRCRAFT", "{c} of {}", a.iata);
            }
        }
        assert!(wide_body("77W") && wide_body("359") && !wide_body("320") && !wide_body("32N"));
    }
}
