//! Flight numbers: the flagship flights agents know by number keep their real numbers,
//! every other flight takes a number from its carrier's own ranges, scattered over them
//! so that a route's flights of a day are never a run (AI172, AI174, AI176...).
//!
//! A flight and its return share a pair of numbers (an even one and the odd one after
//! it), as most carriers number them: Lufthansa's LH400 Frankfurt-New York comes back
//! as LH401. The numbers are fixed per route and carrier, so a flight keeps its number
//! whatever the date, and no two flights of a carrier share one.
//!
//! Sources: the ranges and the flagship flights are general knowledge of the carriers'
//! 2025 timetables (approximate; not a data source shipped here).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::world::data::{self, Airline, Airport};
use crate::world::network;
use travel_core::stable::fnv1a;

/// Flagship flights by their real numbers: (carrier, number there, number back, from,
/// to).
pub(crate) const FLAGSHIPS: &[(&str, u32, u32, &str, &str)] = &[
    ("AA", 1, 2, "JFK", "LAX"),
    ("AA", 100, 101, "JFK", "LHR"),
    ("AC", 848, 849, "YYZ", "LHR"),
    ("AI", 101, 102, "DEL", "JFK"),
    ("AI", 127, 126, "DEL", "ORD"),
    ("AI", 173, 174, "DEL", "SFO"),
    ("BA", 11, 12, "LHR", "SIN"),
    ("BA", 117, 112, "LHR", "JFK"),
    ("BA", 283, 282, "LHR", "LAX"),
    ("BA", 287, 286, "LHR", "SFO"),
    ("EK", 1, 2, "DXB", "LHR"),
    ("EK", 201, 202, "DXB", "JFK"),
    ("EK", 448, 449, "DXB", "AKL"),
    ("KE", 17, 18, "ICN", "LAX"),
    ("KE", 81, 82, "ICN", "JFK"),
    ("LH", 400, 401, "FRA", "JFK"),
    ("LH", 430, 431, "FRA", "ORD"),
    ("LH", 456, 457, "FRA", "LAX"),
    ("QF", 7, 8, "SYD", "DFW"),
    ("QF", 9, 10, "PER", "LHR"),
    ("QF", 11, 12, "SYD", "LAX"),
    ("QF", 93, 94, "MEL", "LAX"),
    ("QR", 920, 921, "DOH", "AKL"),
    ("SQ", 22, 21, "SIN", "EWR"),
    ("SQ", 31, 32, "SIN", "SFO"),
    ("SQ", 308, 317, "SIN", "LHR"),
    ("TK", 1, 2, "IST", "JFK"),
    ("UA", 1, 2, "SFO", "SIN"),
    ("VS", 3, 4, "LHR", "JFK"),
    ("VS", 9, 10, "LHR", "JFK"),
    ("AA", 106, 107, "JFK", "LHR"),
    ("DL", 1, 2, "JFK", "LHR"),
    ("EK", 29, 30, "DXB", "LHR"),
    ("QR", 1, 2, "DOH", "LHR"),
    ("QR", 701, 702, "DOH", "JFK"),
    ("EY", 11, 12, "AUH", "LHR"),
    ("SQ", 322, 321, "SIN", "LHR"),
    ("QF", 63, 64, "SYD", "JNB"),
    ("QF", 27, 28, "SYD", "SCL"),
    ("UA", 863, 870, "SFO", "SYD"),
    ("DL", 41, 40, "LAX", "SYD"),
    ("LH", 410, 411, "MUC", "JFK"),
];

/// An inclusive range of flight numbers.
type Range = (u32, u32);

/// Where a carrier numbers its flights: long-haul sectors (over 4,000 km) and the rest,
/// inclusive ranges. Carriers not listed number long haul from 1 to 999 and the rest from
/// 1000 to 2999 (low-cost carriers everything from 100 to 9999), the usual practice.
const RANGES: &[(&str, Range, Range)] = &[
    ("BA", (1, 299), (300, 1499)),
    ("VS", (1, 199), (200, 999)),
    ("LH", (400, 799), (1000, 2599)),
    ("LX", (1, 299), (300, 2999)),
    ("AF", (1, 999), (1000, 1999)),
    ("KL", (400, 999), (1000, 1999)),
    ("AA", (1, 299), (300, 2999)),
    ("DL", (1, 299), (300, 2999)),
    ("UA", (1, 299), (300, 2999)),
    ("EK", (1, 449), (500, 999)),
    ("QR", (1, 999), (1000, 1999)),
    ("SQ", (1, 499), (500, 999)),
    ("TK", (1, 199), (200, 2999)),
    ("QF", (1, 199), (400, 1999)),
    ("AI", (100, 199), (400, 2999)),
    ("6E", (1, 99), (100, 2999)),
    ("FR", (1, 999), (1000, 9999)),
    ("U2", (1000, 1999), (2000, 8999)),
    ("WN", (1, 99), (100, 4999)),
    ("7C", (1, 99), (100, 1999)),
    ("JQ", (1, 99), (100, 999)),
];

/// Pairs of numbers: `(first, last)` inclusive of `range`, as even bases.
fn pair_bases(range: (u32, u32)) -> (u32, u32) {
    // there is no flight 0: the first pair of a range from 1 is 2-3
    let first = (range.0.div_ceil(2) * 2).max(2);
    let last = if range.1 % 2 == 1 {
        range.1 - 1
    } else {
        range.1 - 2
    };
    (first, last.max(first))
}

/// A scattering of the pair bases of `range`: the `k`-th base of a walk over them with a
/// step near the golden ratio of their count, which visits each once and puts no two
/// near each other in turn.
struct Walk {
    first: u32,
    count: u32,
    step: u32,
    start: u32,
    k: u32,
}

impl Walk {
    fn new(range: (u32, u32), salt: u64) -> Walk {
        let (first, last) = pair_bases(range);
        let count = (last - first) / 2 + 1;
        let mut step = ((f64::from(count) * 0.618) as u32).max(1);
        while gcd(step, count) != 1 {
            step += 1;
        }
        Walk {
            first,
            count,
            step,
            start: (salt % u64::from(count)) as u32,
            k: 0,
        }
    }

    fn next(&mut self) -> Option<u32> {
        if self.k >= self.count {
            return None;
        }
        let i = (u64::from(self.start) + u64::from(self.k) * u64::from(self.step))
            % u64::from(self.count);
        self.k += 1;
        Some(self.first + 2 * i as u32)
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The ranges of a carrier: long haul, the rest.
fn ranges(al: &Airline) -> ((u32, u32), (u32, u32)) {
    if let Some(r) = RANGES.iter().find(|r| r.0 == al.iata) {
        return (r.1, r.2);
    }
    if al.low_cost {
        ((100, 9999), (100, 9999))
    } else {
        ((1, 999), (1000, 2999))
    }
}

/// A long-haul sector for numbering, as the fleets count it.
fn long(km: f64) -> bool {
    km > network::LONG_HAUL_KM
}

/// Per carrier and undirected route (airports in code order), per daily flight: its
/// numbers from the first airport to the second, and back.
type Index = HashMap<(&'static str, &'static str, &'static str), Vec<(u32, u32)>>;

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(build)
}

fn build() -> Index {
    let mut per: HashMap<&'static str, Vec<(&'static Airport, &'static Airport)>> = HashMap::new();
    for x in data::airports().iter().filter(|x| x.size > 0) {
        for y in network::airport_destinations(x.iata) {
            if x.iata < y.iata {
                for c in network::carriers_between(x.iata, y.iata) {
                    per.entry(c.iata).or_default().push((x, y));
                }
            }
        }
    }
    let mut map = Index::new();
    let mut carriers: Vec<_> = per.into_iter().collect();
    carriers.sort_unstable_by_key(|c| c.0);
    for (code, mut routes) in carriers {
        let Some(al) = data::airline(code) else {
            continue;
        };
        // hub routes first, the biggest first: the flights agents see most get the
        // numbers of the carrier's own ranges before any overflow
        routes.sort_by_key(|(x, y)| {
            let hub = al.hubs.contains(&x.iata) || al.hubs.contains(&y.iata);
            (!hub, std::cmp::Reverse(x.size.min(y.size)), x.iata, y.iata)
        });
        let flagships: Vec<_> = FLAGSHIPS.iter().filter(|f| f.0 == code).collect();
        let mut taken: std::collections::HashSet<u32> =
            flagships.iter().flat_map(|f| [f.1, f.2]).collect();
        let (long_range, short_range) = ranges(al);
        let salt = fnv1a(code.as_bytes());
        let mut walks = [
            Walk::new(long_range, salt),
            Walk::new(short_range, salt >> 16),
            // beyond a carrier's own ranges, numbers no one else of it uses
            Walk::new((1, 9999), salt >> 32),
        ];
        let mut spare: Vec<u32> = Vec::new();
        for (x, y) in routes {
            let n = network::daily_flights(x.iata, y.iata, code).max(1);
            let km = data::distance_km((x.lat, x.lon), (y.lat, y.lon));
            // the first end the one a flight leaves from with the even number: the
            // carrier's hub where it has one at an end
            let rank = |a: &Airport| al.hubs.iter().position(|h| *h == a.iata);
            let x_first = match (rank(x), rank(y)) {
                (Some(i), Some(j)) => i <= j,
                (None, Some(_)) => false,
                _ => true,
            };
            let mut slots = Vec::with_capacity(n as usize);
            for f in flagships
                .iter()
                .filter(|f| (f.3, f.4) == (x.iata, y.iata) || (f.3, f.4) == (y.iata, x.iata))
            {
                if slots.len() < n as usize {
                    slots.push(if f.3 == x.iata {
                        (f.1, f.2)
                    } else {
                        (f.2, f.1)
                    });
                }
            }
            let first = if long(km) { 0 } else { 1 };
            while slots.len() < n as usize {
                // a free pair, not next to one of this route's own (a base passed over
                // for that is kept for the next route)
                let near = |b: u32| slots.iter().any(|s: &(u32, u32)| s.0.abs_diff(b) <= 4);
                let base = match spare.iter().position(|&b| !near(b)) {
                    Some(i) => spare.swap_remove(i),
                    None => loop {
                        let free = |b: &u32| !taken.contains(b) && !taken.contains(&(b + 1));
                        let next = walks[first..]
                            .iter_mut()
                            .find_map(|w| std::iter::from_fn(|| w.next()).find(free));
                        match next {
                            Some(b) if near(b) => spare.push(b),
                            Some(b) => break b,
                            None => break 9998,
                        }
                    },
                };
                taken.extend([base, base + 1]);
                let (even, odd) = (base, base + 1);
                slots.push(if x_first { (even, odd) } else { (odd, even) });
            }
            map.insert((code, x.iata, y.iata), slots);
        }
    }
    map
}

/// The number of the `i`-th daily flight of `al` from `a` to `b`.
pub fn number(al: &Airline, a: &Airport, b: &Airport, i: u32) -> u32 {
    let forward = a.iata < b.iata;
    let (x, y) = if forward {
        (a.iata, b.iata)
    } else {
        (b.iata, a.iata)
    };
    index()
        .get(&(al.iata, x, y))
        .and_then(|v| v.get(i as usize))
        .map_or(9999, |&(there, back)| if forward { there } else { back })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_visits_every_pair_once() {
        let mut w = Walk::new((1000, 1999), 12345);
        let mut seen = std::collections::HashSet::new();
        let mut last = None;
        while let Some(b) = w.next() {
            assert!((1000..=1998).contains(&b) && b % 2 == 0, "{b}");
            assert!(seen.insert(b));
            if let Some(l) = last {
                assert!(b.abs_diff(l) > 10, "{l} then {b}");
            }
            last = Some(b);
        }
        assert_eq!(seen.len(), 500);
    }
}
