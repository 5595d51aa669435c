//! The route network: which carriers fly nonstop between which airports, and how
//! often.
//!
//! The routes are real: `data/routes.tsv`, derived from the OpenFlights route
//! database (ODbL, see `data/README.md`) by `tools/convert_routes.py`, which keeps
//! our airlines and airports with scheduled service and corrects the data (carriers
//! that stopped flying or merged, routes closed by sanctions, fields without
//! airlines, routes launched since). This module only reads it: one line per
//! airport pair, so the network is symmetric; the graph is built once (OnceLock)
//! and all lookups afterwards are cheap.
//!
//! On each route the carriers are ordered best first: carriers with a hub at
//! either end (main hub first), home carriers before foreign ones. How many
//! flights a day each runs comes from [`frequency`].

mod busiest;
pub mod connect;
mod frequency;
pub mod interline;
mod long_haul;
mod regional;
mod sources;

pub use frequency::LONG_HAUL_KM;
pub use sources::{in_season, season_of};
#[cfg(test)]
pub use {
    busiest::BUSIEST, frequency::is_known as is_flagship_pair, frequency::long_haul_max,
    long_haul::LONG_HAUL, regional::REGIONAL,
};

use std::sync::OnceLock;

use super::data::{self, Airline, Airport, City};
use rustc_hash::FxHashMap;

/// An airport at least this big is a candidate connection point even without
/// a carrier's hub.
const MAJOR: u8 = 16;

/// The graph in flat arrays (one allocation each rather than one per airport and per
/// route): every `--sandbox` run builds it before its first answer about routes.
struct Net {
    /// per airport (index into data::airports()): where its neighbours start in `adj`
    adj_start: Vec<u32>,
    /// (neighbour index, edge id), sorted by neighbour within each airport
    adj: Vec<(u32, u32)>,
    /// per edge: where its carriers start in `carriers` and `daily`
    edge_start: Vec<u32>,
    /// airline indices (into data::airlines()), best first within each edge
    carriers: Vec<u16>,
    /// flights a day each way, one per carrier in the order of `carriers`
    daily: Vec<u8>,
    /// per airport: airlines with a hub there (airline index, hub rank)
    hubs_at: FxHashMap<u32, Vec<(u16, u8)>>,
}

impl Net {
    /// An airport's (neighbour, edge) pairs, sorted by neighbour.
    fn neighbours(&self, airport: u32) -> &[(u32, u32)] {
        let i = airport as usize;
        &self.adj[self.adj_start[i] as usize..self.adj_start[i + 1] as usize]
    }

    fn span(&self, edge: u32) -> std::ops::Range<usize> {
        let e = edge as usize;
        self.edge_start[e] as usize..self.edge_start[e + 1] as usize
    }

    /// A route's carriers, best first.
    fn carriers(&self, edge: u32) -> &[u16] {
        &self.carriers[self.span(edge)]
    }

    /// A route's flights a day per carrier, in the order of [`Net::carriers`].
    fn daily(&self, edge: u32) -> &[u8] {
        &self.daily[self.span(edge)]
    }
}

/// The carriers and flights a day the busiest, regional, long-haul and 2025 tables give
/// a pair (for the tests that hold the model's frequencies to a ceiling the tables may
/// pass).
#[cfg(test)]
pub(crate) fn table_carriers(a: &str, b: &str) -> Option<&'static [(&'static str, u8)]> {
    busiest::carriers(a, b)
}

fn net() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(build)
}

fn build() -> Net {
    let aps = data::airports();
    let als = data::airlines();
    let n = aps.len();
    let airline_index: FxHashMap<&str, u16> = als
        .iter()
        .enumerate()
        .map(|(i, al)| (al.iata, i as u16))
        .collect();
    let mut hubs_at: FxHashMap<u32, Vec<(u16, u8)>> = FxHashMap::default();
    for (i, al) in als.iter().enumerate() {
        for (r, h) in al.hubs.iter().enumerate() {
            if let Some(hi) = data::airport_index(h) {
                hubs_at
                    .entry(hi as u32)
                    .or_default()
                    .push((i as u16, r.min(255) as u8));
            }
        }
    }

    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(16_384);
    let mut edge_start: Vec<u32> = Vec::with_capacity(16_384);
    let mut carriers: Vec<u16> = Vec::with_capacity(24_576);
    let mut daily: Vec<u8> = Vec::with_capacity(24_576);
    let mut list: Vec<(f64, u16)> = Vec::new();
    let mut weights: Vec<f64> = Vec::new();
    let country = |code: &str| data::airport(code).map(|a| a.country);
    for (a, b, codes) in sources::routes(country) {
        // the converter writes only our airports and airlines; anything else is skipped
        let (Some(a), Some(b)) = (data::airport_index(a), data::airport_index(b)) else {
            continue;
        };
        let (pa, pb) = (&aps[a], &aps[b]);
        // a route the data still has between countries with no nonstop between them
        // (Frankfurt-Minsk) is not flown, nor by a carrier kept out of either country
        if !super::markets::may_fly("*", pa.country, pb.country, None) {
            continue;
        }
        // nor is one to or from an airport closed to civil flights (Rostov-on-Don)
        if !super::markets::airport_open(pa.iata) || !super::markets::airport_open(pb.iata) {
            continue;
        }
        // the busiest routes' carriers fly what the table says, first; the others share
        // what the model gives the route
        let busy = busiest::carriers(pa.iata, pb.iata).unwrap_or(&[]);
        let in_table = |x: u16| busy.iter().find(|c| c.0 == als[x as usize].iata);
        list.clear();
        list.extend(
            codes
                .iter()
                .copied()
                .chain(busy.iter().map(|c| c.0))
                .filter(|c| super::markets::may_fly(c, pa.country, pb.country, None))
                .filter_map(|c| airline_index.get(c).copied())
                .map(|x| match in_table(x) {
                    Some(c) => (1000.0 + f64::from(c.1), x),
                    None => (frequency::weight(&als[x as usize], pa, pb), x),
                }),
        );
        if list.is_empty() {
            continue;
        }
        list.sort_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)));
        list.dedup_by_key(|l| l.1);
        weights.clear();
        weights.extend(list.iter().map(|l| l.0));
        edges.push((a as u32, b as u32));
        edge_start.push(carriers.len() as u32);
        let shared = frequency::split(frequency::route_daily(pa, pb), &weights);
        daily.extend(list.iter().zip(shared).map(|(l, n)| match in_table(l.1) {
            Some(c) => c.1,
            None => n.min(frequency::per_carrier_cap(&als[l.1 as usize], pa, pb)),
        }));
        carriers.extend(list.iter().map(|l| l.1));
    }
    edge_start.push(carriers.len() as u32);

    // both directions of every edge, grouped by airport (a counting sort)
    let mut adj_start = vec![0u32; n + 1];
    for &(a, b) in &edges {
        adj_start[a as usize + 1] += 1;
        adj_start[b as usize + 1] += 1;
    }
    for i in 0..n {
        adj_start[i + 1] += adj_start[i];
    }
    let mut fill = adj_start.clone();
    let mut adj = vec![(0u32, 0u32); 2 * edges.len()];
    for (id, &(a, b)) in edges.iter().enumerate() {
        for (from, to) in [(a, b), (b, a)] {
            adj[fill[from as usize] as usize] = (to, id as u32);
            fill[from as usize] += 1;
        }
    }
    for i in 0..n {
        adj[adj_start[i] as usize..adj_start[i + 1] as usize].sort_unstable();
    }
    Net {
        adj_start,
        adj,
        edge_start,
        carriers,
        daily,
        hubs_at,
    }
}

/// Per airline: the cities it flies to (both ends of its routes, so its hub cities
/// too), sorted by code. Built on first use: only airline routes ask.
fn airline_dests() -> &'static [Vec<&'static City>] {
    static DESTS: OnceLock<Vec<Vec<&'static City>>> = OnceLock::new();
    DESTS.get_or_init(|| {
        let net = net();
        let aps = data::airports();
        let mut sets: Vec<Vec<&'static str>> = vec![Vec::new(); data::airlines().len()];
        for (a, w) in net.adj_start.windows(2).enumerate() {
            for &(b, e) in &net.adj[w[0] as usize..w[1] as usize] {
                // each edge once, from its lower end
                if (a as u32) < b {
                    for &x in net.carriers(e) {
                        let set = &mut sets[x as usize];
                        set.push(aps[a].city_code);
                        set.push(aps[b as usize].city_code);
                    }
                }
            }
        }
        sets.into_iter()
            .map(|mut s| {
                s.sort_unstable();
                s.dedup();
                s.into_iter().filter_map(data::city).collect()
            })
            .collect()
    })
}

/// An airline's routes, each once with its airports in code order, and its flights a day
/// each way on each.
pub fn airline_routes(code: &str) -> Vec<(&'static Airport, &'static Airport, u32)> {
    let aps = data::airports();
    data::airline_index(code)
        .and_then(|x| routes_by_airline().get(x))
        .map(|routes| {
            routes
                .iter()
                .map(|&(a, b, n)| (&aps[a as usize], &aps[b as usize], u32::from(n)))
                .collect()
        })
        .unwrap_or_default()
}

/// Per airline (by index): its routes as (airport, airport, flights a day), the lower
/// airport first. One pass over the graph's carrier lists, made the first time a
/// carrier's flights are numbered: a search that asks a hundred carriers (inspiration
/// checking its destinations) would otherwise scan the graph a hundred times.
fn routes_by_airline() -> &'static [Vec<(u32, u32, u8)>] {
    static ROUTES: OnceLock<Vec<Vec<(u32, u32, u8)>>> = OnceLock::new();
    ROUTES.get_or_init(|| {
        let net = net();
        let mut per: Vec<Vec<(u32, u32, u8)>> = vec![Vec::new(); data::airlines().len()];
        for (a, w) in net.adj_start.windows(2).enumerate() {
            for &(b, e) in &net.adj[w[0] as usize..w[1] as usize] {
                // each edge once, from its lower end (airports are sorted by code, so
                // the lower index is the lower code)
                if (a as u32) < b {
                    for (&x, &n) in net.carriers(e).iter().zip(net.daily(e)) {
                        per[x as usize].push((a as u32, b, n));
                    }
                }
            }
        }
        per
    })
}

/// An airport code, or a city code resolved to the city's airports (biggest first).
fn resolve(code: &str) -> Vec<u32> {
    if let Some(i) = data::airport_index(code) {
        return vec![i as u32];
    }
    match data::city(code) {
        Some(c) => c
            .airports
            .iter()
            .filter_map(|a| data::airport_index(a.iata))
            .map(|i| i as u32)
            .collect(),
        None => Vec::new(),
    }
}

fn edge(a: u32, b: u32) -> Option<u32> {
    let l = net().neighbours(a);
    l.binary_search_by(|p| p.0.cmp(&b)).ok().map(|i| l[i].1)
}

/// Airlines that fly nonstop between two airports, best first (carriers with a
/// hub at either end, main hubs and home carriers first). Empty if none does.
/// City codes are accepted too: the carriers of the airport pairs of the two
/// cities that have a route (never any airfield of the city).
pub fn carriers_between(from: &str, to: &str) -> Vec<&'static Airline> {
    let als = data::airlines();
    let net = net();
    let mut out: Vec<u16> = Vec::new();
    // best position of each carrier over all airport pairs, then stable merge
    let mut ranked: Vec<(usize, usize, u16)> = Vec::new();
    let (fa, ta) = (resolve(from), resolve(to));
    for (pi, (&a, &b)) in fa
        .iter()
        .flat_map(|a| ta.iter().map(move |b| (a, b)))
        .enumerate()
    {
        if let Some(e) = edge(a, b) {
            for (pos, &x) in net.carriers(e).iter().enumerate() {
                ranked.push((pos, pi, x));
            }
        }
    }
    ranked.sort_unstable();
    for (_, _, x) in ranked {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out.into_iter().map(|x| &als[x as usize]).collect()
}

/// Whether a trip from `a` to `b` may change planes at `hub`: a domestic trip does not
/// go through a foreign airport (cabotage: no carrier sells Beijing-Shanghai through
/// Seoul, nor Toronto-Vancouver through Seattle), except inside the European common
/// aviation area (the EU, Norway, Iceland, Switzerland), whose carriers may sell any
/// trip in it through their hubs. Overseas departments count as their country's
/// (Guadeloupe, Martinique, Guiana, Réunion, Mayotte with France); French Polynesia and
/// New Caledonia do not, and their trips to Paris change in Los Angeles or Tokyo, as
/// sold.
pub fn may_change_at(a: &Airport, hub: &Airport, b: &Airport) -> bool {
    fn market(country: &str) -> &str {
        match country {
            "GP" | "MQ" | "GF" | "RE" | "YT" | "BL" | "MF" | "PM" => "FR",
            "PR" | "VI" | "GU" | "AS" | "MP" => "US",
            c => c,
        }
    }
    let common = |c: &str| data::EU.contains(&c) || matches!(c, "NO" | "IS" | "CH");
    let (ma, mh, mb) = (market(a.country), market(hub.country), market(b.country));
    ma != mb || mh == ma || (common(ma) && common(mh))
}

/// Airports with nonstop service from this airport, sorted by IATA code.
/// Symmetric: B in destinations(A) iff A in destinations(B).
pub fn airport_destinations(iata: &str) -> Vec<&'static Airport> {
    let aps = data::airports();
    match data::airport_index(iata) {
        Some(i) => net()
            .neighbours(i as u32)
            .iter()
            .map(|&(b, _)| &aps[b as usize])
            .collect(),
        None => Vec::new(),
    }
}

/// Cities an airline flies to, its hub cities included, sorted by city code. Accepts an
/// IATA or ICAO airline code.
pub fn airline_destinations(code: &str) -> Vec<&'static City> {
    let Some(al) = data::airline(code) else {
        return Vec::new();
    };
    let idx = data::airlines()
        .iter()
        .position(|x| std::ptr::eq(x, al))
        .expect("airline in table");
    airline_dests()[idx].clone()
}

/// Good connection airports for a trip, best first: hubs where one ticket joins a
/// flight in and a flight out (see [`connect`]), within the circuity the market buys.
/// At most 12. City codes are accepted.
pub fn connection_hubs(from: &str, to: &str) -> Vec<&'static Airport> {
    connect::one_stop(from, to, 12)
        .into_iter()
        .map(|p| p.hubs[0])
        .collect()
}

/// How many flights a day (each way) an airline runs nonstop between two
/// airports: 0 if it does not fly the route.
pub fn daily_flights(from: &str, to: &str, airline: &str) -> u32 {
    let net = net();
    let (Some(a), Some(b)) = (data::airport_index(from), data::airport_index(to)) else {
        return 0;
    };
    let Some(e) = edge(a as u32, b as u32) else {
        return 0;
    };
    let als = data::airlines();
    net.carriers(e)
        .iter()
        .position(|&x| als[x as usize].iata == airline)
        .map_or(0, |i| u32::from(net.daily(e)[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes<T>(v: &[&T], f: impl Fn(&T) -> &'static str) -> Vec<&'static str> {
        v.iter().map(|x| f(x)).collect()
    }

    /// Every route of the network as (airport, airport, carriers).
    fn routes() -> impl Iterator<Item = (&'static Airport, &'static Airport, Vec<&'static str>)> {
        let aps = data::airports();
        aps.iter().flat_map(move |a| {
            airport_destinations(a.iata)
                .into_iter()
                .filter(move |b| a.iata < b.iata)
                .map(move |b| (a, b, codes(&carriers_between(a.iata, b.iata), |c| c.iata)))
        })
    }

    fn total_daily(a: &str, b: &str) -> u32 {
        carriers_between(a, b)
            .iter()
            .map(|c| daily_flights(a, b, c.iata))
            .sum()
    }

    #[test]
    fn transatlantic_carriers() {
        let c = codes(&carriers_between("JFK", "LHR"), |a| a.iata);
        for x in ["BA", "VS", "AA", "DL"] {
            assert!(c.contains(&x), "{c:?}");
        }
        // British Airways and Virgin Atlantic from their main hub first
        assert!(["BA", "VS"].contains(&c[0]), "{c:?}");
        assert_eq!(c, codes(&carriers_between("LHR", "JFK"), |a| a.iata));
        let c = codes(&carriers_between("NYC", "PAR"), |a| a.iata);
        assert!(c.contains(&"AF"), "{c:?}");
    }

    /// Over every domestic pair of the hundred busiest airports of each country with
    /// several: no connection point abroad, outside Europe's common aviation area.
    #[test]
    fn domestic_trips_change_planes_at_home() {
        let mut by_country: std::collections::BTreeMap<&str, Vec<&Airport>> = Default::default();
        for a in data::airports().iter().filter(|a| a.size >= 20) {
            by_country.entry(a.country).or_default().push(a);
        }
        let mut checked = 0;
        for (country, mut aps) in by_country {
            aps.sort_by(|x, y| y.size.cmp(&x.size).then(x.iata.cmp(y.iata)));
            aps.truncate(12);
            for a in &aps {
                for b in &aps {
                    if a.city_code == b.city_code {
                        continue;
                    }
                    for h in connection_hubs(a.iata, b.iata) {
                        assert!(
                            may_change_at(a, h, b),
                            "{}-{} through {} ({})",
                            a.iata,
                            b.iata,
                            h.iata,
                            h.country
                        );
                        // the big domestic markets, which no foreign hub serves
                        if ["CN", "US", "CA", "IN", "JP", "BR", "AU", "KR", "MX"].contains(&country)
                        {
                            assert_eq!(
                                h.country, country,
                                "{}-{} through {}",
                                a.iata, b.iata, h.iata
                            );
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 2_000, "{checked}");
        let hubs = codes(&connection_hubs("PEK", "SHA"), |a| a.iata);
        assert!(
            !hubs
                .iter()
                .any(|h| ["ICN", "CJU", "NRT", "HKG"].contains(h)),
            "{hubs:?}"
        );
        // French Polynesia to Paris is sold through Los Angeles
        let ppt = codes(&connection_hubs("PPT", "CDG"), |a| a.iata);
        assert!(ppt.contains(&"LAX"), "{ppt:?}");
    }

    #[test]
    fn the_carriers_that_fly_from_their_hubs_alone_have_no_line_between_two_other_airports_abroad()
    {
        // Iberia, Lufthansa, ITA, Air Europa and TAP fly only from their hubs; SAS and
        // Aegean keep their lines at home (tools/convert_routes.py, `HUB_ONLY`)
        let home: &[(&str, &[&str])] = &[("SK", &["SE", "DK", "NO"]), ("A3", &["GR"])];
        let mut checked = 0;
        for c in ["IB", "LH", "AZ", "UX", "TP", "SK", "A3"] {
            let al = data::airline(c).unwrap();
            let homes = home.iter().find(|(x, _)| *x == c).map_or(&[][..], |h| h.1);
            for (a, b, _) in airline_routes(c) {
                checked += 1;
                let at_hub = al.hubs.contains(&a.iata) || al.hubs.contains(&b.iata);
                let at_home = homes.contains(&a.country) && homes.contains(&b.country);
                assert!(at_hub || at_home, "{c} {}-{}", a.iata, b.iata);
            }
        }
        assert!(checked > 600, "{checked}");
    }

    #[test]
    fn symmetric_with_carriers_and_frequencies() {
        let mut n = 0;
        for (a, b, c) in routes() {
            n += 1;
            assert!(
                airport_destinations(b.iata)
                    .iter()
                    .any(|x| x.iata == a.iata),
                "{}-{} not symmetric",
                a.iata,
                b.iata
            );
            assert!(a.size > 0 && b.size > 0, "{}-{}", a.iata, b.iata);
            assert!(!c.is_empty(), "{}-{} has no carrier", a.iata, b.iata);
            for x in c {
                let d = daily_flights(a.iata, b.iata, x);
                // a hub shuttle at most, but on the busiest routes of their table
                let most = busiest::carriers(a.iata, b.iata)
                    .map_or(16, |r| r.iter().map(|c| u32::from(c.1)).max().unwrap_or(16));
                assert!((1..=most).contains(&d), "{x} {}-{}: {d}", a.iata, b.iata);
                assert_eq!(d, daily_flights(b.iata, a.iata, x));
            }
        }
        assert!((10_000..20_000).contains(&n), "{n} routes");
    }

    #[test]
    fn no_route_where_flights_are_banned() {
        // countries that closed their airspace to Russia and fly no flights there
        let sanctions = [
            "GB", "FR", "DE", "NL", "IT", "ES", "FI", "PL", "SE", "DK", "AT", "CZ", "GR", "US",
            "CA", "NO", "CH", "JP", "KR", "AU", "NZ",
        ];
        for (a, b, c) in routes() {
            let pair = [a.country, b.country];
            if pair.contains(&"RU") {
                let other = if a.country == "RU" { b } else { a };
                assert!(!sanctions.contains(&other.country), "{}-{}", a.iata, b.iata);
            }
            if sanctions.contains(&a.country) || sanctions.contains(&b.country) {
                assert!(!c.contains(&"SU"), "Aeroflot {}-{}", a.iata, b.iata);
            }
            assert!(
                !(pair.contains(&"IN") && pair.contains(&"PK")),
                "{}-{}",
                a.iata,
                b.iata
            );
            assert!(!pair.contains(&"UA"), "{}-{}", a.iata, b.iata);
        }
        assert!(carriers_between("LHR", "SVO").is_empty());
        assert!(carriers_between("LON", "MOW").is_empty());
        // Russia's own network and its flights to friendly countries stay
        assert!(!carriers_between("SVO", "LED").is_empty());
    }

    #[test]
    fn carriers_that_stopped_flying_have_no_routes() {
        // Czech Airlines and Vistara: still in the airline table, no flights
        for code in ["OK", "UK"] {
            assert!(data::airline(code).is_some());
            assert!(airline_destinations(code).is_empty(), "{code}");
            assert!(routes().all(|(_, _, c)| !c.contains(&code)), "{code}");
        }
        // Vistara's Delhi-Mumbai went to Air India; US Airways' to American
        assert!(!carriers_between("DEL", "BOM").is_empty());
        assert!(codes(&carriers_between("PHL", "CLT"), |c| c.iata).contains(&"AA"));
    }

    #[test]
    fn general_aviation_fields_have_no_airline_service() {
        for code in [
            "FAB", "ORM", "QUG", "NCO", "BQH", "TEB", "LBG", "RKE", "OCA",
        ] {
            assert!(airport_destinations(code).is_empty(), "{code}");
        }
        assert!(carriers_between("OCA", "MIA").is_empty());
        // too far for any aircraft
        assert!(carriers_between("MAD", "AKL").is_empty());
    }

    #[test]
    fn city_codes_are_not_widened_to_any_airfield() {
        // Copenhagen is CPH, never Roskilde; Bangkok nonstops are the routes the
        // data has at each of its airports
        let cph = carriers_between("CPH", "LON");
        assert!(!cph.is_empty());
        assert!(airport_destinations("RKE").is_empty());
        for b in airport_destinations("DMK") {
            assert!(!carriers_between("DMK", b.iata).is_empty());
        }
        // Don Mueang is not Suvarnabhumi: a route at one is not one at the other
        let bkk = codes(&airport_destinations("BKK"), |a| a.iata);
        let dmk = codes(&airport_destinations("DMK"), |a| a.iata);
        assert!(bkk.contains(&"LHR") && !dmk.contains(&"LHR"));
    }

    #[test]
    fn heathrow_flies_real_routes() {
        let d = codes(&airport_destinations("LHR"), |a| a.iata);
        assert!((150..=260).contains(&d.len()), "{}", d.len());
        assert!(d.windows(2).all(|w| w[0] < w[1]));
        for c in [
            "JFK", "EWR", "CDG", "DXB", "SIN", "ORD", "LAX", "BOS", "EDI", "DUB", "CPT", "PER",
            "HND", "JNB",
        ] {
            assert!(d.contains(&c), "LHR-{c} missing");
        }
        // Moscow (sanctions), perimeter-restricted airports, Paris' minor fields
        for c in [
            "SVO", "DME", "VKO", "LED", "LGA", "DCA", "ORY", "BVA", "CRL",
        ] {
            assert!(!d.contains(&c), "LHR-{c}");
        }
        let cpt = codes(&carriers_between("LHR", "CPT"), |a| a.iata);
        assert!(cpt.contains(&"BA") && cpt.contains(&"VS"), "{cpt:?}");
        assert_eq!(codes(&carriers_between("ABZ", "AMS"), |a| a.iata), ["KL"]);
    }

    #[test]
    fn flagship_routes_fly_many_times_a_day() {
        let lhr_jfk = total_daily("LHR", "JFK");
        assert!((18..=30).contains(&lhr_jfk), "LHR-JFK {lhr_jfk}");
        let jfk_lax = total_daily("JFK", "LAX");
        assert!((25..=40).contains(&jfk_lax), "JFK-LAX {jfk_lax}");
        let lhr_dub = total_daily("LHR", "DUB");
        assert!((12..=30).contains(&lhr_dub), "LHR-DUB {lhr_dub}");
        let lhr_cpt = total_daily("LHR", "CPT");
        assert!((2..=4).contains(&lhr_cpt), "LHR-CPT {lhr_cpt}");
        // a hub carrier flies more than a foreign carrier without a hub there
        assert!(daily_flights("LHR", "JFK", "BA") > daily_flights("LHR", "JFK", "KU"));
        assert_eq!(daily_flights("LHR", "JFK", "KU"), 1);
        assert_eq!(daily_flights("LHR", "JFK", "LH"), 0);
        // KLM's Aberdeen-Amsterdam a few times a day; a thin route once
        assert!((2..=5).contains(&total_daily("ABZ", "AMS")));
        assert_eq!(total_daily("LBA", "LIG"), 1);
    }

    #[test]
    fn airline_networks() {
        let ba = codes(&airline_destinations("BA"), |c| c.code);
        assert!((100..=300).contains(&ba.len()), "{}", ba.len());
        for c in [
            "NYC", "CHI", "WAS", "LAX", "SFO", "MIA", "DFW", "HKG", "SIN", "CPT",
        ] {
            assert!(ba.contains(&c), "BA does not fly to {c}");
        }
        assert!(!ba.contains(&"MOW"));
        assert_eq!(airline_destinations("BAW").len(), ba.len());
        assert!(airline_destinations("FR").len() >= 100);
        assert!(airline_destinations("ZZ").is_empty());
        // Qantas does not fly to Denver; it does fly Perth-London
        assert!(carriers_between("DEN", "SYD").is_empty());
        assert!(!codes(&airline_destinations("QF"), |c| c.code).contains(&"DEN"));
        assert!(codes(&carriers_between("PER", "LHR"), |c| c.iata).contains(&"QF"));
    }

    #[test]
    fn connections() {
        let h = connection_hubs("ZRH", "SYD");
        assert!(!h.is_empty());
        let c = codes(&h, |a| a.iata);
        assert!(
            c.iter()
                .any(|x| ["SIN", "DXB", "DOH", "HKG", "BKK", "AUH"].contains(x)),
            "{c:?}"
        );
        assert!(!c.contains(&"ZRH") && !c.contains(&"SYD"));
        // no nonstop Aberdeen-Boston: through a hub both fly to
        assert!(carriers_between("ABZ", "BOS").is_empty());
        let c = codes(&connection_hubs("ABZ", "BOS"), |a| a.iata);
        assert!(c.iter().any(|x| ["LHR", "AMS", "CDG"].contains(x)), "{c:?}");
    }

    #[test]
    fn deterministic() {
        let rebuilt = build();
        assert_eq!(rebuilt.adj_start, net().adj_start);
        assert_eq!(rebuilt.adj, net().adj);
        assert_eq!(rebuilt.edge_start, net().edge_start);
        assert_eq!(rebuilt.carriers, net().carriers);
        assert_eq!(rebuilt.daily, net().daily);
    }

    /// Domestic routes between two airports of size 40 (about 3 M passengers a year) or
    /// more, up to 2,000 km: how many have fewer than three flights a day in all, and
    /// the thinnest of them. The trunk routes of one country are flown several times a
    /// day (Ottawa-Halifax, St Petersburg-Kaliningrad).
    fn thin_trunk_routes(full_service_only: bool) -> (usize, usize, Vec<String>) {
        let (mut all, mut thin, mut ex) = (0, 0, Vec::new());
        for (a, b, _) in routes() {
            let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
            if a.country != b.country || a.size.min(b.size) < 40 || km > 2_000.0 {
                continue;
            }
            all += 1;
            let n = total_daily(a.iata, b.iata);
            // a low-cost carrier between two of its outstations flies its own caps
            // and a route the 2025 tables set flies what they say
            if full_service_only
                && (carriers_between(a.iata, b.iata).iter().all(|c| c.low_cost)
                    || busiest::carriers(a.iata, b.iata).is_some())
            {
                continue;
            }
            if n < 3 {
                thin += 1;
                if ex.len() < 40 {
                    ex.push(format!("{}-{} {n}", a.iata, b.iata));
                }
            }
        }
        (all, thin, ex)
    }

    #[test]
    #[ignore = "measurement: cargo test -p travel-world measure_thin_trunk -- --ignored --nocapture"]
    #[allow(clippy::print_stdout)]
    fn measure_thin_trunk_routes() {
        let (all, thin, ex) = thin_trunk_routes(false);
        println!("{thin} of {all} domestic trunk routes under 3 a day: {ex:?}");
        let (all, thin, ex) = thin_trunk_routes(true);
        println!("{thin} of {all} with a full-service carrier: {ex:?}");
    }

    /// Every domestic route between two airports of size 40 or more up to 2,000 km with a
    /// full-service carrier on it is flown at least three times a day.
    #[test]
    fn domestic_trunk_routes_are_flown_several_times_a_day() {
        let (all, thin, ex) = thin_trunk_routes(true);
        assert!(all > 500, "{all}");
        assert_eq!(thin, 0, "{ex:?}");
    }
}
