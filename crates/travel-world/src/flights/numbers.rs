//! Flight numbers: the flagship flights agents know by number keep their real numbers,
//! every other flight takes a number from its carrier's own ranges, scattered over them
//! so that a route's flights of a day are never a run (AI172, AI174, AI176...).
//!
//! A flight and its return share a pair of numbers (an even one and the odd one after
//! it), as most carriers number them: Lufthansa's LH400 Frankfurt-New York comes back
//! as LH401. The numbers are fixed per route and carrier, so a flight keeps its number
//! whatever the date, and no two flights of a carrier share one. They are the world's
//! data, as carriers give them, not a draw: the same in the world of every seed (the
//! salt hashes from FNV-1a's own basis), so they are built once per process.
//!
//! Sources: the ranges and the flagship flights are general knowledge of the carriers'
//! 2025 timetables (approximate; not a data source shipped here).

use std::collections::HashSet;
use std::sync::OnceLock;

use super::flagships::{self, Flagship};
use crate::data::{self, Airline, Airport};
use crate::network;
use rustc_hash::FxHashMap;
use travel_core::stable::fnv1a;

/// An inclusive range of flight numbers.
type Range = (u32, u32);

/// Where a carrier numbers its flights: long-haul sectors (over 4,000 km) and the rest,
/// inclusive ranges. Carriers not listed number their international flights from 1 to
/// 999 and their domestic ones from 1000 to 2999 (Thai's TG316 Delhi-Bangkok, Air
/// China's CA1501 Beijing-Shanghai; low-cost carriers everything from 100 to 9999), the
/// usual practice.
const RANGES: &[(&str, Range, Range)] = &[
    ("BA", (1, 299), (300, 1499)),
    ("VS", (1, 199), (200, 999)),
    ("LH", (400, 799), (1000, 2599)),
    ("LX", (1, 299), (300, 2999)),
    ("AF", (1, 999), (1000, 1999)),
    ("KL", (400, 999), (1000, 1999)),
    // Iberia: its long haul in the 6000s (IB6251 Madrid-New York), Europe and Spain in
    // the 3000s (IB3166 Madrid-London; general knowledge of its 2025 timetable)
    ("IB", (6000, 6999), (3000, 3999)),
    // the US majors number their transcontinental, Hawaiian and international flights
    // below 1000 (United's Pacific 800s and 900s, American's Latin 900s), some 300 to
    // 500 long sectors each
    ("AA", (1, 999), (1000, 2999)),
    ("DL", (1, 999), (1000, 2999)),
    ("UA", (1, 999), (1000, 2999)),
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
    ("LJ", (1, 99), (100, 999)),
    ("TW", (401, 499), (100, 999)),
    ("BX", (100, 199), (100, 999)),
    ("ZE", (600, 699), (200, 999)),
    ("RS", (700, 799), (700, 999)),
    ("BC", (1, 99), (1, 799)),
    ("HD", (1, 99), (1, 199)),
    ("QG", (100, 199), (100, 999)),
    ("ID", (1, 999), (6000, 7999)),
    ("IU", (500, 599), (500, 999)),
    ("QZ", (7000, 7999), (7000, 7999)),
    ("LM", (1, 99), (100, 999)),
    ("WF", (1, 99), (100, 999)),
    ("NT", (1, 99), (100, 999)),
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

/// One carrier's numbers: per undirected route (airports in code order), per daily
/// flight, its numbers from the first airport to the second, and back.
type Numbers = FxHashMap<(&'static str, &'static str), Vec<(u32, u32)>>;

/// A carrier's numbers, made on the first flight of it asked for: a search asks a few
/// carriers, and numbering every carrier's every route at start cost a fresh `--sandbox`
/// process a tenth of its time.
fn numbers_of(al: &'static Airline) -> &'static Numbers {
    static ALL: OnceLock<Vec<OnceLock<Numbers>>> = OnceLock::new();
    let all = ALL.get_or_init(|| data::airlines().iter().map(|_| OnceLock::new()).collect());
    match data::airline_index(al.iata).and_then(|i| all.get(i)) {
        Some(cell) => cell.get_or_init(|| build(al)),
        None => {
            static NONE: OnceLock<Numbers> = OnceLock::new();
            NONE.get_or_init(Numbers::default)
        }
    }
}

/// Numbers a carrier's routes. The result depends on the carrier's routes alone, so a
/// flight keeps its number whichever carrier was asked first.
fn build(al: &'static Airline) -> Numbers {
    let code = al.iata;
    let mut routes = network::airline_routes(code);
    // hub routes first, the biggest first: the flights agents see most get the
    // numbers of the carrier's own ranges before any overflow
    routes.sort_by_key(|(x, y, _)| {
        let hub = al.hubs.contains(&x.iata) || al.hubs.contains(&y.iata);
        (!hub, std::cmp::Reverse(x.size.min(y.size)), x.iata, y.iata)
    });
    let flagships: Vec<&Flagship> = flagships::of(code).collect();
    let mut taken: HashSet<u32> = flagships.iter().flat_map(|f| [f.there, f.back]).collect();
    let (long_range, short_range) = ranges(al);
    let salt = fnv1a(code.as_bytes());
    let mut walks = [
        Walk::new(long_range, salt),
        Walk::new(short_range, salt >> 16),
        // beyond a carrier's own ranges, four-figure numbers no one else of it uses
        // (China Southern's domestic flights run to 8999)
        Walk::new((1000, 9999), salt >> 32),
    ];
    let mut spare: Vec<u32> = Vec::new();
    let mut map = Numbers::default();
    // whether the carrier numbers in ranges of its own: the same for every route
    let listed = RANGES.iter().any(|r| r.0 == code);
    for (x, y, daily) in routes {
        let n = daily.max(1);
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
            .filter(|f| (f.from, f.to) == (x.iata, y.iata) || (f.from, f.to) == (y.iata, x.iata))
        {
            if slots.len() < n as usize {
                slots.push(if f.from == x.iata {
                    (f.there, f.back)
                } else {
                    (f.back, f.there)
                });
            }
        }
        let international = x.country != y.country;
        let first = if long(km) || (international && !listed) {
            0
        } else {
            1
        };
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
        map.insert((x.iata, y.iata), slots);
    }
    map
}

/// The number of the `i`-th daily flight of `al` from `a` to `b`.
pub fn number(al: &'static Airline, a: &Airport, b: &Airport, i: u32) -> u32 {
    let forward = a.iata < b.iata;
    let (x, y) = if forward {
        (a.iata, b.iata)
    } else {
        (b.iata, a.iata)
    };
    numbers_of(al)
        .get(&(x, y))
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

    /// A carrier's long sectors take numbers of its long-haul range, as its timetable
    /// has them (an overflow of a few into its other range is a carrier with more long
    /// routes than the range has pairs, as some have): at most one in ten beyond.
    #[test]
    fn long_sectors_are_numbered_in_their_carriers_long_haul_range() {
        for al in data::airlines().iter().filter(|a| !a.low_cost) {
            let (long_range, _) = ranges(al);
            let (mut beyond, mut all) = (0, 0);
            for ((x, y), slots) in numbers_of(al) {
                let (a, b) = (data::airport(x).unwrap(), data::airport(y).unwrap());
                if !long(data::distance_km((a.lat, a.lon), (b.lat, b.lon))) {
                    continue;
                }
                all += slots.len();
                beyond += slots.iter().filter(|s| s.0.min(s.1) > long_range.1).count();
            }
            assert!(
                beyond * 10 <= all,
                "{}: {beyond} of {all} long sectors beyond {long_range:?}",
                al.iata
            );
        }
    }

    /// A carrier of no listed ranges numbers its international flights in three
    /// figures and its domestic ones in four: at most one in ten beyond.
    #[test]
    fn international_flights_of_the_usual_practice_take_three_figures() {
        let usual = data::airlines()
            .iter()
            .filter(|a| !a.low_cost && !RANGES.iter().any(|r| r.0 == a.iata));
        let mut carriers = 0;
        for al in usual {
            let (mut beyond, mut all) = (0, 0);
            for ((x, y), slots) in numbers_of(al) {
                let (a, b) = (data::airport(x).unwrap(), data::airport(y).unwrap());
                if a.country == b.country {
                    // a flagship keeps its real number (Air Canada's AC116)
                    let flagship = |n: u32| flagships::of(al.iata).any(|f| f.there == n);
                    assert!(
                        long(data::distance_km((a.lat, a.lon), (b.lat, b.lon)))
                            || slots
                                .iter()
                                .all(|s| s.0.min(s.1) >= 1000 || flagship(s.0.min(s.1))),
                        "{} {x}-{y}: {slots:?} domestic",
                        al.iata
                    );
                    continue;
                }
                all += slots.len();
                beyond += slots.iter().filter(|s| s.0.min(s.1) > 999).count();
            }
            assert!(beyond * 10 <= all, "{}: {beyond} of {all}", al.iata);
            carriers += 1;
        }
        assert!(carriers > 50, "{carriers}");
    }
}
