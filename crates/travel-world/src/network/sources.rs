//! Where the route list comes from: `data/routes.tsv` (OpenFlights, 2014) with the
//! airport code changes since applied to it (`AIRPORT_CHANGES`, dated), merged with
//! `data/network_2025.tsv`, the carriers and routes of 2025-26 it lacks (with their
//! flights a day, which [`super::busiest::carriers`] gives them as it gives the busiest
//! routes').

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::frequency::pair;
use super::regional::Flies;

const ROUTES_TSV: &str = include_str!("../data/routes.tsv");
const NETWORK_2025_TSV: &str = include_str!("../data/network_2025.tsv");
const SEASONAL_TSV: &str = include_str!("../data/seasonal.tsv");

/// The months (first, last, 1-12, inclusive; the last before the first for a winter
/// season) in which a carrier flies a seasonal route, from `data/seasonal.tsv`; `None`
/// for a route flown all year. Looked up by pair and carrier in a small map made on
/// the first ask (a search asks for the routes it dates, not the whole network).
pub fn season_of(a: &str, b: &str, carrier: &str) -> Option<(u8, u8)> {
    type Table = FxHashMap<(u64, &'static str), (u8, u8)>;
    static TABLE: OnceLock<Table> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        seasonal()
            .map(|(a, b, c, m, _)| {
                (
                    if b == "*" {
                        (pair(a, a), "*")
                    } else {
                        (pair(a, b), c)
                    },
                    m,
                )
            })
            .collect()
    });
    if let Some(m) = table.get(&(pair(a, b), carrier)) {
        return Some(*m);
    }
    // an airport whose foreign carriers' international flights are seasonal
    let (Some(x), Some(y)) = (crate::data::airport(a), crate::data::airport(b)) else {
        return None;
    };
    if x.country == y.country {
        return None;
    }
    let home = crate::data::airline(carrier).map(|c| c.country);
    [x, y].into_iter().find_map(|end| {
        (home != Some(end.country))
            .then(|| table.get(&(pair(end.iata, end.iata), "*")).copied())
            .flatten()
    })
}

/// The lines of `seasonal.tsv`: pair, carrier, months and source.
#[allow(clippy::type_complexity)]
fn seasonal() -> impl Iterator<
    Item = (
        &'static str,
        &'static str,
        &'static str,
        (u8, u8),
        &'static str,
    ),
> {
    SEASONAL_TSV
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&'static str> = l.split('\t').collect();
            let (m1, m2) = f[3].split_once('-').expect("seasonal.tsv: M-M");
            let m = |x: &str| x.parse::<u8>().expect("seasonal.tsv: a month");
            (
                f[0],
                f[1],
                f[2],
                (m(m1), m(m2)),
                f.get(4).copied().unwrap_or(""),
            )
        })
}

/// Whether a route of `season` is flown in `month` (1-12): every month without one.
pub fn in_season(season: Option<(u8, u8)>, month: u8) -> bool {
    match season {
        None => true,
        Some((first, last)) if first <= last => (first..=last).contains(&month),
        Some((first, last)) => month >= first || month <= last,
    }
}

/// Which carriers a code change moves: all of them, those flying abroad, or a list.
#[derive(Debug, Clone, Copy)]
pub enum Moved {
    All,
    International,
    Carriers(&'static [&'static str]),
}

/// An airport code change: the routes at `old` of the carriers it moves are flown at
/// `new` from `since` (year, month, day), with its source (read by the data README and
/// the tests).
#[derive(Debug)]
#[cfg_attr(not(test), allow(dead_code))]
pub struct Change {
    pub old: &'static str,
    pub new: &'static str,
    pub since: (i32, u32, u32),
    pub moved: Moved,
    pub source: &'static str,
}

/// The airport code changes since the route data was published (2014). Codes that
/// changed on their own (Astana TSE → NQZ in 2017) have no routes left under the old
/// code: the airport data no longer knows it, and `network_2025.tsv` flies the new one.
pub const AIRPORT_CHANGES: &[Change] = &[
    Change {
        old: "ULN",
        new: "UBN",
        since: (2021, 7, 4),
        moved: Moved::All,
        source: "Chinggis Khaan International opened 4 July 2021 and took every scheduled flight from Buyant-Ukhaa (general knowledge, 2025)",
    },
    Change {
        old: "PEK",
        new: "PKX",
        since: (2019, 10, 27),
        moved: Moved::Carriers(&["CZ", "MU", "BA"]),
        source: "Beijing Daxing opened 25 September 2019; China Southern, China Eastern and British Airways moved their Beijing flights there by the winter 2019 timetable (general knowledge, 2025)",
    },
    Change {
        old: "DKR",
        new: "DSS",
        since: (2017, 12, 7),
        moved: Moved::All,
        source: "Dakar's Blaise Diagne airport opened 7 December 2017 and took every scheduled flight from Leopold Sedar Senghor (general knowledge, 2025)",
    },
    Change {
        old: "CTU",
        new: "TFU",
        since: (2021, 6, 27),
        moved: Moved::International,
        source: "Chengdu Tianfu opened 27 June 2021; Chengdu's international flights were concentrated there (general knowledge, 2025)",
    },
];

/// A route line: the pair and its carriers (OpenFlights' and the code changes').
pub type Route = (&'static str, &'static str, Vec<&'static str>);

/// Every route, once a pair (lower code first), sorted: `routes.tsv` after the code
/// changes, and the pairs of `network_2025.tsv` it lacks (no carriers of their own:
/// [`network_2025`] gives them theirs). `country` tells an airport's country, for the
/// changes that move international routes only.
pub fn routes(country: impl Fn(&str) -> Option<&'static str>) -> Vec<Route> {
    let mut by_pair: FxHashMap<(&'static str, &'static str), Vec<&'static str>> =
        FxHashMap::default();
    let ordered = |a: &'static str, b: &'static str| if a <= b { (a, b) } else { (b, a) };
    for line in ROUTES_TSV.lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let mut f = line.split('\t');
        let (Some(a), Some(b), Some(codes)) = (f.next(), f.next(), f.next()) else {
            continue;
        };
        let change = AIRPORT_CHANGES.iter().find(|c| c.old == a || c.old == b);
        for code in codes.split(',') {
            let moves = change.is_some_and(|c| match c.moved {
                Moved::All => true,
                Moved::Carriers(list) => list.contains(&code),
                Moved::International => country(a) != country(b),
            });
            let (x, y) = match change {
                Some(c) if moves => (
                    if a == c.old { c.new } else { a },
                    if b == c.old { c.new } else { b },
                ),
                _ => (a, b),
            };
            let list = by_pair.entry(ordered(x, y)).or_default();
            if !list.contains(&code) {
                list.push(code);
            }
        }
    }
    for &(a, b, _) in network_2025() {
        by_pair.entry(ordered(a, b)).or_default();
    }
    let mut out: Vec<Route> = by_pair.into_iter().map(|((a, b), c)| (a, b, c)).collect();
    out.sort_unstable_by(|p, q| (p.0, p.1).cmp(&(q.0, q.1)));
    out
}

/// The lines of `network_2025.tsv`: pair and carriers with their flights a day (one at
/// least: the world flies every route daily).
pub fn network_2025() -> &'static [(&'static str, &'static str, &'static [Flies])] {
    type Lines = Vec<(&'static str, &'static str, &'static [Flies])>;
    static LINES: OnceLock<Lines> = OnceLock::new();
    LINES.get_or_init(|| {
        NETWORK_2025_TSV
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&'static str> = l.split('\t').collect();
                let flies: Vec<Flies> = f[2]
                    .split(',')
                    .map(|c| {
                        let (code, n) = c.split_once(':').expect("network_2025.tsv: CODE:N");
                        (code, n.parse::<u8>().expect("network_2025.tsv: N").max(1))
                    })
                    .collect();
                (f[0], f[1], &*Box::leak(flies.into_boxed_slice()))
            })
            .collect()
    })
}

/// Each pair's carriers from the tables, merged: a pair in several (the busiest routes
/// and 2025's) gets every carrier of each, the first table's first.
pub fn merged<'a>(
    tables: impl Iterator<Item = &'a (&'static str, &'static str, &'static [Flies])>,
) -> FxHashMap<u64, &'static [Flies]> {
    let mut acc: FxHashMap<u64, Vec<Flies>> = FxHashMap::default();
    for &(a, b, flies) in tables {
        let list = acc.entry(pair(a, b)).or_default();
        for f in flies {
            if !list.iter().any(|x| x.0 == f.0) {
                list.push(*f);
            }
        }
    }
    acc.into_iter()
        .map(|(k, v)| (k, &*Box::leak(v.into_boxed_slice())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data;

    #[test]
    fn every_line_of_2025_names_known_airports_and_carriers_and_a_source() {
        for l in NETWORK_2025_TSV.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "{l}");
            assert!(
                data::airport(f[0]).is_some() && data::airport(f[1]).is_some(),
                "{l}"
            );
            for c in f[2].split(',') {
                let code = c.split(':').next().unwrap();
                assert!(data::airline(code).is_some(), "{code} in {l}");
            }
            assert!(!f[3].is_empty(), "{l}");
        }
    }

    #[test]
    fn every_seasonal_line_is_a_flown_route_with_months_and_a_source() {
        for (a, b, c, (m1, m2), source) in seasonal() {
            if b == "*" {
                assert!(
                    crate::data::airport(a).is_some() && !source.is_empty(),
                    "{a}"
                );
                continue;
            }
            assert!(
                (1..=12).contains(&m1) && (1..=12).contains(&m2),
                "{a}-{b} {c}"
            );
            assert!(!source.is_empty(), "{a}-{b} {c}");
            assert!(
                crate::network::daily_flights(a, b, c) > 0,
                "{a}-{b}: {c} does not fly it"
            );
            assert_eq!(season_of(b, a, c), Some((m1, m2)));
        }
        // Finnair's Dallas is a summer route; its Helsinki-London all year
        let dfw = season_of("DFW", "HEL", "AY");
        assert!(!in_season(dfw, 1) && in_season(dfw, 7));
        assert!(in_season(season_of("HEL", "LHR", "AY"), 1));
        // the summer islands: Jet2's Corfu in summer only, Aegean's Athens-Corfu all year
        assert!(!in_season(season_of("MAN", "CFU", "LS"), 1));
        assert!(in_season(season_of("MAN", "CFU", "LS"), 7));
        assert_eq!(season_of("ATH", "CFU", "A3"), None);
        // a winter season runs over the new year
        assert!(in_season(Some((12, 3)), 1) && !in_season(Some((12, 3)), 7));
    }

    #[test]
    fn changed_codes_carry_the_routes_and_the_old_ones_none() {
        let routes = routes(|a| data::airport(a).map(|x| x.country));
        let at = |code: &str| routes.iter().filter(|r| r.0 == code || r.1 == code).count();
        assert_eq!(at("ULN"), 0);
        assert_eq!(at("DKR"), 0);
        assert!(at("DSS") >= 10, "Dakar: {}", at("DSS"));
        for new in ["UBN", "PKX", "TFU", "NQZ", "GOX"] {
            assert!(at(new) >= 3, "{new}: {}", at(new));
        }
        // Air China stays at Capital, China Southern left it
        let peking = |c: &str| {
            routes
                .iter()
                .any(|r| (r.0 == "PEK" || r.1 == "PEK") && r.2.contains(&c))
        };
        assert!(peking("CA") && !peking("CZ"));
        for c in AIRPORT_CHANGES {
            assert!(c.since.0 >= 2014 && !c.source.is_empty(), "{}", c.old);
        }
    }
}
