//! How many flights a day a route has, and how its carriers share them.
//!
//! The route data says who flies where, not how often, so the daily frequency is
//! modelled: a gravity model on the passengers behind both airports' sizes, less
//! on long sectors (bigger aircraft, fewer departures) and more at home (domestic
//! trunk routes are the busiest). It is calibrated on routes whose schedules are
//! well known: about 30 flights a day New York JFK-Los Angeles, about 20
//! Heathrow-JFK, about 18 Heathrow-Dublin, 2 or 3 Heathrow-Cape Town, 1 on a thin
//! route. The carriers share a route's flights by hub strength: an airline flies
//! most often from its main hub, less from its secondary hubs, and a carrier with
//! no hub at either end (a fifth-freedom or point-to-point flight) once or twice.

use std::sync::OnceLock;

use crate::data::{self, Airline, Airport};

/// Flights a day (each way) per carrier at most: a hub shuttle.
const MAX_PER_CARRIER: f64 = 16.0;
/// Flights a day per passenger-weighted pair (calibration, see the module doc).
const SCALE: f64 = 0.15;
/// Domestic routes get this many more flights than international ones.
const DOMESTIC: f64 = 1.4;
/// Up to this distance (km) a route's frequency does not fall with distance.
const MEDIUM_KM: f64 = 3_000.0;
/// Beyond `MEDIUM_KM`, frequency halves at `MEDIUM_KM + FALL_KM`.
const FALL_KM: f64 = 6_000.0;

/// Passengers a year (millions) behind an airport size: the inverse of the log
/// scale of `tools/convert_airports.py` (110 M -> 100, 1 M -> 20).
fn passengers(size: u8) -> f64 {
    110f64.powf((f64::from(size) - 20.0) / 80.0)
}

/// Flagship routes' nonstops a day, all carriers together, each way, as the airlines'
/// winter 2025/26 timetables have them (approximate, from general knowledge): the
/// gravity model alone runs high between two big hubs far apart (it gave LHR-DXB 27 and
/// FRA-ORD 16), since size says nothing of how much the two cities trade.
const KNOWN: &[(&str, &str, f64)] = &[
    ("LHR", "JFK", 22.0),
    ("JFK", "LAX", 30.0),
    ("JFK", "SFO", 20.0),
    ("LHR", "DXB", 11.0),
    ("LHR", "DOH", 7.0),
    ("LHR", "SIN", 7.0),
    ("LHR", "HKG", 5.0),
    ("LHR", "LAX", 7.0),
    ("LHR", "SFO", 5.0),
    ("LHR", "ORD", 6.0),
    ("LHR", "BOS", 8.0),
    ("LHR", "IAD", 6.0),
    ("LHR", "MIA", 5.0),
    ("LHR", "YYZ", 6.0),
    ("LHR", "DEL", 6.0),
    ("LHR", "BOM", 5.0),
    ("LHR", "DUB", 18.0),
    ("LHR", "AMS", 16.0),
    ("LHR", "CDG", 10.0),
    ("LHR", "FRA", 10.0),
    ("LHR", "MAD", 10.0),
    ("LHR", "EDI", 15.0),
    ("CDG", "JFK", 13.0),
    ("CDG", "DXB", 4.0),
    ("FRA", "ORD", 4.0),
    ("FRA", "JFK", 5.0),
    ("JFK", "NRT", 2.0),
    ("JFK", "HND", 3.0),
    ("CDG", "HND", 4.0),
    ("LHR", "HND", 5.0),
    ("JFK", "DXB", 3.0),
    ("LAX", "SYD", 5.0),
    ("MAD", "BCN", 25.0),
    ("GRU", "LIS", 3.0),
    ("DXB", "TLV", 5.0),
    ("AUH", "TLV", 2.0),
];

/// The flights a day `KNOWN` gives the pair, either way round. Asked for each of some
/// 13,000 routes before a `--sandbox` run's first answer, so the table is looked up by
/// codes packed into integers rather than by comparing strings.
fn known(a: &str, b: &str) -> Option<f64> {
    static TABLE: OnceLock<Vec<(u64, f64)>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t: Vec<(u64, f64)> = KNOWN.iter().map(|&(x, y, n)| (pair(x, y), n)).collect();
        t.sort_unstable_by_key(|e| e.0);
        t
    });
    let key = pair(a, b);
    table
        .binary_search_by_key(&key, |e| e.0)
        .ok()
        .map(|i| table[i].1)
}

/// Two airport codes as one number, the same either way round.
pub(super) fn pair(a: &str, b: &str) -> u64 {
    let code = |s: &str| s.bytes().fold(0u32, |k, c| (k << 8) | u32::from(c));
    let (x, y) = (code(a), code(b));
    (u64::from(x.min(y)) << 32) | u64::from(x.max(y))
}

/// The route's flights a day, all carriers together, each way.
pub(super) fn route_daily(a: &Airport, b: &Airport) -> f64 {
    if let Some(n) = known(a.iata, b.iata) {
        return n;
    }
    let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
    with_trunk_floor(a.size, b.size, a.country == b.country, km)
}

/// The model with the domestic trunk routes' floor.
fn with_trunk_floor(x: u8, y: u8, domestic: bool, km: f64) -> f64 {
    let n = model(x, y, domestic, km);
    if domestic && x.min(y) >= TRUNK_SIZE && km <= TRUNK_KM {
        n.max(TRUNK_DAILY)
    } else {
        n
    }
}

/// A domestic trunk route: two airports of this size (about 2.9 M passengers a year, so
/// Kaliningrad's 39 is in) or
/// more, up to `TRUNK_KM` apart, is flown at least `TRUNK_DAILY` times a day in all. The
/// gravity model gave Ottawa-Halifax and St Petersburg-Kaliningrad one or two, where Air
/// Canada and WestJet fly Ottawa-Halifax six to eight times a day and Aeroflot, Rossiya
/// and Pobeda St Petersburg-Kaliningrad about ten (general knowledge of the 2025
/// timetables); a low-cost carrier's own caps still hold between its outstations.
const TRUNK_SIZE: u8 = 38;
const TRUNK_KM: f64 = 2_000.0;
const TRUNK_DAILY: f64 = 3.0;

/// The gravity model on two sizes, whether the route is domestic, and its distance.
fn model(x: u8, y: u8, domestic: bool, km: f64) -> f64 {
    SCALE * demand(x, y) * home(domestic, km) / (1.0 + far(km).powi(2))
}

/// The passengers behind a pair: the smaller end's weigh more than the bigger's (a
/// small airport's travellers spread over its few routes, and a big hub gives a small
/// foreign field no more flights for being big: Yangon-Beijing is flown a few times a
/// week, not five times a day); two ends of one size give what the symmetric model
/// gave, (p * p)^0.6.
fn demand(x: u8, y: u8) -> f64 {
    let (small, big) = (passengers(x.min(y)), passengers(x.max(y)));
    small.powf(SMALL_END) * big.powf(1.2 - SMALL_END)
}

/// The small end's exponent in [`demand`] (of 1.2 in all).
const SMALL_END: f64 = 0.85;

/// Domestic routes fly `DOMESTIC` times more; a short- or medium-haul international
/// route's demand falls with distance from `BORDER_KM` up to `MEDIUM_KM` (neighbours
/// trade most); long haul (from `LONG_HAUL_KM`) has only the fall of [`far`].
fn home(domestic: bool, km: f64) -> f64 {
    if domestic {
        DOMESTIC
    } else if km >= LONG_HAUL_KM {
        // long haul is a class of its own, between the hubs the carriers feed, with
        // its own per-carrier caps (`long_haul_max`) and flagship table
        1.0
    } else {
        let d = (km.min(MEDIUM_KM) - BORDER_KM).max(0.0) / BORDER_FALL_KM;
        1.0 / (1.0 + d * d)
    }
}

/// Up to this distance (km) an international route's demand does not fall with it.
const BORDER_KM: f64 = 800.0;
/// Beyond `BORDER_KM`, international demand halves `BORDER_FALL_KM` further on.
const BORDER_FALL_KM: f64 = 2_000.0;

/// The long-haul fall: nothing up to `MEDIUM_KM`, halving at `MEDIUM_KM + FALL_KM`.
fn far(km: f64) -> f64 {
    ((km - MEDIUM_KM) / FALL_KM).max(0.0)
}

/// International sectors from this distance (km) are long-haul: there a carrier flies a
/// city pair one to three times a day whatever the size of the airports at either end
/// (Turkish Airlines New York-Istanbul two or three, Lufthansa Frankfurt-Los Angeles,
/// China Southern London-Guangzhou, KLM Amsterdam-Tokyo and Air India Delhi-Chicago
/// once); the gravity model gave them seven to fourteen. The flagship routes of `KNOWN`
/// take their total from that table instead.
pub const LONG_HAUL_KM: f64 = 4_000.0;

/// Flights a day one carrier runs on a long-haul international route at most, by
/// sector: three up to 6,500 km, two up to 9,000 km, one beyond (general knowledge of
/// the carriers' 2025 timetables: the very long sectors are flown once a day, by one
/// aircraft rotation).
pub fn long_haul_max(km: f64) -> u8 {
    if km > 9_000.0 {
        1
    } else if km > 6_500.0 {
        2
    } else {
        3
    }
}

/// The most flights a day the model gives one carrier on a route (the busiest routes'
/// table, [`super::busiest`], may give more).
pub(super) fn per_carrier_cap(al: &Airline, a: &Airport, b: &Airport) -> u8 {
    let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
    if known(a.iata, b.iata).is_some() {
        MAX_PER_CARRIER as u8
    } else if a.country == b.country {
        if al.low_cost {
            low_cost_domestic_cap(al, a, b)
        } else {
            MAX_PER_CARRIER as u8
        }
    } else if km > LONG_HAUL_KM {
        // a hub of under about 30 M passengers feeds one long flight a day beyond
        // 6,500 km (Finnair's Dallas, Chicago and Tokyo; LOT's Chicago)
        if a.size.min(b.size) < MIDSIZE_HUB && km > 6_500.0 {
            1
        } else {
            long_haul_max(km)
        }
    } else if al.low_cost {
        INTERNATIONAL_LOW_COST_MAX
    } else {
        INTERNATIONAL_MAX
    }
}

/// Ultra-low-cost carriers, which fly a line from one base once or twice a day and build
/// frequency nowhere outside the busiest routes' table (Spirit and Frontier in 2025, after
/// Spirit's restructuring: general knowledge of their 2025 timetables).
const ULTRA_LOW_COST: &[&str] = &["NK", "F9"];

/// A low-cost carrier's flights a day on a domestic line outside the busiest routes'
/// tables, by its market: between two of its bases as the model gives; from one base four
/// at most (two for an ultra-low-cost carrier); between two outstations two (one for an
/// ultra-low-cost carrier). Spirit flew Las Vegas-Philadelphia seven times a day before.
fn low_cost_domestic_cap(al: &Airline, a: &Airport, b: &Airport) -> u8 {
    let bases = [a, b].iter().filter(|x| al.hubs.contains(&x.iata)).count();
    let ultra = ULTRA_LOW_COST.contains(&al.iata);
    match (bases, ultra) {
        (2, _) => MAX_PER_CARRIER as u8,
        (1, false) => 4,
        (1, true) => 2,
        (_, false) => 2,
        (_, true) => 1,
    }
}

/// The size (about 30 M passengers a year) under which a long-haul end is a mid-size
/// hub.
const MIDSIZE_HUB: u8 = 78;

/// Flights a day one carrier runs between two airports of different countries under
/// `LONG_HAUL_KM`, outside the tables: the model, fed by airport size, gave hub-to-hub
/// pairs such as Paris-Istanbul sixteen a day on one carrier where the busiest
/// international pairs have six to nine (Aer Lingus Dublin-Heathrow, KLM
/// Amsterdam-Heathrow, both in `KNOWN`), and low-cost carriers, whose bases count as
/// hubs here, fly two to four (general knowledge of the 2025 timetables).
const INTERNATIONAL_MAX: u8 = 6;
const INTERNATIONAL_LOW_COST_MAX: u8 = 4;

/// Whether the flagship table sets the pair's flights (either way round).
#[cfg(test)]
pub fn is_known(a: &str, b: &str) -> bool {
    known(a, b).is_some()
}

/// A carrier's share weight on a route: hub strength at either end (main hub
/// 3, second 2.5, third 2, others 1.5), a little for a carrier with no hub there.
pub(super) fn weight(al: &Airline, a: &Airport, b: &Airport) -> f64 {
    let hub = |x: &Airport| {
        al.hubs
            .iter()
            .position(|h| *h == x.iata)
            .map_or(0.0, |r| [3.0, 2.5, 2.0, 1.5][r.min(3)])
    };
    let w = hub(a) + hub(b);
    if w > 0.0 {
        w
    } else {
        0.4
    }
}

/// Shares a route's `total` flights among carriers by weight: every carrier at
/// least once a day (the schedule is daily; a thin route stands for a few a week).
pub(super) fn split(total: f64, weights: &[f64]) -> Vec<u8> {
    let sum: f64 = weights.iter().sum::<f64>().max(f64::EPSILON);
    weights
        .iter()
        .map(|w| (total * w / sum).round().clamp(1.0, MAX_PER_CARRIER) as u8)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_low_cost_carrier_builds_domestic_frequency_only_between_its_bases() {
        let ap =
            |c: &str| &data::airports()[data::airport_index(c).unwrap_or_else(|| panic!("{c}"))];
        let al = |c: &str| data::airline(c).unwrap_or_else(|| panic!("{c}"));
        assert!(per_carrier_cap(al("NK"), ap("LAS"), ap("PHL")) <= 2);
        assert!(per_carrier_cap(al("WN"), ap("LAS"), ap("PHL")) <= 4);
        assert!(per_carrier_cap(al("F9"), ap("PHL"), ap("ATL")) <= 1);
        assert!(per_carrier_cap(al("WN"), ap("LAS"), ap("PHX")) > 4);
        assert_eq!(
            per_carrier_cap(al("AA"), ap("PHL"), ap("LAS")),
            MAX_PER_CARRIER as u8
        );
    }

    #[test]
    fn split_gives_everyone_a_flight_and_caps_shuttles() {
        assert_eq!(split(0.2, &[3.0, 0.4]), vec![1, 1]);
        assert_eq!(split(20.0, &[3.0, 3.0, 1.5, 1.5, 1.0]), vec![6, 6, 3, 3, 2]);
        assert_eq!(split(100.0, &[1.0]), vec![16]);
    }

    /// Over thousands of generated pairs: the model's flights a day never fall as
    /// either end grows (the other end and the distance kept), nor rise with distance
    /// within a class (short and medium haul; long haul),
    /// and an international route from a small airport to a very large hub stays
    /// within what such routes fly (one to three a day).
    #[test]
    fn the_model_rises_with_market_size_and_stays_in_each_class_range() {
        let mut rng = crate::hotels::Rng::new(travel_core::stable::Seed::DEFAULT, "market sizes");
        let mut next = move |m: u64| rng.range(0, m - 1);
        for _ in 0..5_000 {
            let (s1, s2) = (10 + next(90) as u8, 10 + next(90) as u8);
            let km = 100.0 + next(12_000) as f64;
            let domestic = next(2) == 0;
            let n = model(s1, s2, domestic, km);
            assert!(model(s1, s2.saturating_add(5).min(100), domestic, km) >= n);
            // within a class: short and medium haul, and long haul
            if (km < LONG_HAUL_KM) == (km + 200.0 < LONG_HAUL_KM) {
                assert!(
                    model(s1, s2, domestic, km + 200.0) <= n + 1e-9,
                    "{s1} {s2} {km}"
                );
            }
            assert!(model(s1, s2, true, km) >= model(s1, s2, false, km));
            // a small field (up to about 6 M passengers) to a hub of 50 M or more abroad, two
            // or more hours away: at most three a day in all
            if !domestic && s1.min(s2) <= 50 && s1.max(s2) >= 85 && km >= 2_000.0 {
                assert!(n <= 3.0, "{s1} {s2} {km}: {n}");
            }
        }
        let ap = |c| data::airport(c).unwrap();
        assert!(route_daily(ap("RGN"), ap("PEK")) < 1.5);
        assert!(route_daily(ap("RGN"), ap("BKK")) > 2.0 * route_daily(ap("RGN"), ap("PEK")));
    }

    /// Over thousands of generated pairs: a domestic route between two airports of size
    /// 38 or more up to 2,000 km has three flights a day or more, the floor never lowers
    /// what the model gave, never touches an international or a smaller route, and the
    /// total still never falls as an end grows.
    #[test]
    fn domestic_trunk_routes_have_a_floor_of_three_a_day() {
        let mut rng = crate::hotels::Rng::new(travel_core::stable::Seed::DEFAULT, "trunk floor");
        let mut next = move |m: u64| rng.range(0, m - 1);
        for _ in 0..10_000 {
            let (s1, s2) = (10 + next(90) as u8, 10 + next(90) as u8);
            let km = 100.0 + next(4_000) as f64;
            let domestic = next(2) == 0;
            let n = with_trunk_floor(s1, s2, domestic, km);
            assert!(n >= model(s1, s2, domestic, km));
            if domestic && s1.min(s2) >= TRUNK_SIZE && km <= TRUNK_KM {
                assert!(n >= 3.0, "{s1} {s2} {km}: {n}");
            } else {
                assert_eq!(n, model(s1, s2, domestic, km), "{s1} {s2} {domestic} {km}");
            }
            assert!(with_trunk_floor(s1, s2.saturating_add(5).min(100), domestic, km) >= n);
        }
        let ap = |c| data::airport(c).unwrap();
        assert!(route_daily(ap("YOW"), ap("YHZ")) >= 3.0);
        assert!(route_daily(ap("LED"), ap("KGD")) >= 3.0);
    }

    #[test]
    fn bigger_and_closer_routes_fly_more() {
        let ap = |c| data::airport(c).unwrap();
        // the model, on pairs the table does not set
        let atl_ord = route_daily(ap("ATL"), ap("ORD"));
        let lhr_atl = route_daily(ap("LHR"), ap("ATL"));
        let lhr_cpt = route_daily(ap("LHR"), ap("CPT"));
        assert!(
            atl_ord > lhr_atl && lhr_atl > lhr_cpt,
            "{atl_ord} {lhr_atl} {lhr_cpt}"
        );
        assert!(route_daily(ap("LBA"), ap("LIG")) < 1.0);
        // the flagship routes the model overrates are set from the timetables
        assert_eq!(route_daily(ap("DXB"), ap("LHR")), 11.0);
        assert_eq!(route_daily(ap("FRA"), ap("ORD")), 4.0);
    }
}
