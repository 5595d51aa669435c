//! Property tests of the world a travel agent would believe, one per rule, each across
//! many routes: low-cost carriers sold with their own fares, the busiest routes at their
//! real frequencies, long-haul frequencies of one to three a day, flight numbers in the
//! carriers' ranges and never in runs, fleets that fit the airports and carriers, and
//! one rule of what may be sold between two countries.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;

use super::data::{self, Airport};
use super::flights::schedule::{self, LegRules, Pattern};
use super::flights::{aircraft, brands, fares, flagships};
use super::{markets, network};
use travel_core::stable::Seed;

/// Every route of the network once, both directions' patterns: some 13,000 routes.
fn all_patterns() -> Vec<&'static Pattern> {
    let mut out = Vec::new();
    for a in data::airports().iter().filter(|a| a.size > 0) {
        for b in network::airport_destinations(a.iata) {
            if a.iata < b.iata {
                out.extend(schedule::patterns(Seed::DEFAULT, a, b));
                out.extend(schedule::patterns(Seed::DEFAULT, b, a));
            }
        }
    }
    out
}

fn patterns() -> &'static [&'static Pattern] {
    static ALL: std::sync::OnceLock<Vec<&'static Pattern>> = std::sync::OnceLock::new();
    ALL.get_or_init(all_patterns)
}

fn ap(code: &str) -> &'static Airport {
    data::airport(code).unwrap()
}

fn any(_: &data::Airline) -> bool {
    true
}

fn day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 1, 20).unwrap()
}

#[test]
fn low_cost_carriers_fly_their_routes_in_searches_with_unbundled_fares() {
    let rules = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 0,
        allowed: &any,
    };
    let mut routes = 0;
    for al in data::airlines().iter().filter(|a| a.low_cost) {
        // economy only, unbundled: no lounge, no miles, nothing checked in the cheapest
        assert!(brands::sold(al.iata, 1).is_empty(), "{}", al.iata);
        assert!(brands::sold(al.iata, 2).is_empty(), "{}", al.iata);
        assert!(brands::sold(al.iata, 3).is_empty(), "{}", al.iata);
        let economy = brands::sold(al.iata, 0);
        assert!(economy.len() >= 2, "{}", al.iata);
        assert!(
            economy.iter().all(|b| !b.lounge && b.miles == 0),
            "{}",
            al.iata
        );
        assert_eq!(economy[0].checked_bags(800.0), 0, "{}", al.iata);
        // Jet2's every fare carries a 10 kg cabin bag (jet2.com, 2025)
        assert!(!economy[0].cabin_bag || al.iata == "LS", "{}", al.iata);
        let dests = network::airline_destinations(al.iata);
        // the carrier's routes from its main hub are found by a nonstop search
        let hub = al.hubs[0];
        for b in network::airport_destinations(hub) {
            if !network::carriers_between(hub, b.iata)
                .iter()
                .any(|c| c.iata == al.iata)
            {
                continue;
            }
            // a route whose aircraft cannot fly it is not flown (Norwegian's long haul),
            // nor a seasonal one out of its season
            if !schedule::patterns(Seed::DEFAULT, data::airport(hub).unwrap(), b)
                .iter()
                .any(|p| p.carrier.iata == al.iata && p.flies_on(day()))
            {
                continue;
            }
            let found = schedule::leg_options(hub, b.iata, day(), &rules);
            let own: Vec<_> = found
                .iter()
                .filter(|i| i.first().p.carrier.iata == al.iata)
                .collect();
            assert!(!own.is_empty(), "{} {hub}-{}", al.iata, b.iata);
            for i in own {
                let cabins: Vec<usize> = i.first().p.cabins().collect();
                assert_eq!(cabins, [0], "{} sells {cabins:?}", i.first().p.key());
            }
            routes += 1;
        }
        assert!(!dests.is_empty(), "{}", al.iata);
    }
    assert!(routes > 500, "{routes}");
    let stn_dub = schedule::leg_options("STN", "DUB", day(), &rules);
    assert!(stn_dub.iter().any(|i| i.first().p.carrier.iata == "FR"));
}

#[test]
fn the_busiest_routes_fly_at_their_real_frequencies_on_several_carriers() {
    let total = |a: &str, b: &str| -> u32 {
        network::carriers_between(a, b)
            .iter()
            .map(|c| network::daily_flights(a, b, c.iata))
            .sum()
    };
    // the regional lifelines alike (Binter, Widerøe, Loganair, Cape Air)
    for &(a, b, carriers) in network::BUSIEST
        .iter()
        .chain(network::REGIONAL)
        .chain(network::LONG_HAUL)
    {
        let listed: u32 = carriers.iter().map(|c| u32::from(c.1)).sum();
        assert!(total(a, b) >= listed, "{a}-{b}: {} < {listed}", total(a, b));
        for &(c, n) in carriers {
            assert_eq!(network::daily_flights(a, b, c), u32::from(n), "{c} {a}-{b}");
            assert_eq!(network::daily_flights(b, a, c), u32::from(n), "{c} {b}-{a}");
            // the schedule flies them all
            let flown = schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
                .iter()
                .filter(|p| p.carrier.iata == c)
                .count();
            assert_eq!(flown, usize::from(n), "{c} {a}-{b} flown");
        }
    }
    // the world's busiest, on several carriers each
    for (a, b, least, carriers) in [
        ("GMP", "CJU", 80, 7),
        ("SYD", "MEL", 50, 3),
        ("DEL", "BOM", 35, 3),
        ("SGN", "HAN", 30, 2),
        ("HND", "CTS", 45, 4),
        ("CGK", "DPS", 30, 5),
        ("ICN", "NRT", 20, 6),
        ("JED", "RUH", 25, 2),
        // and the islands' and the north's regional carriers
        ("INV", "KOI", 2, 1),
        ("BOS", "ACK", 5, 1),
        ("BOO", "TRD", 5, 2),
        ("LPA", "VDE", 2, 1),
        ("ASP", "DRW", 1, 1),
    ] {
        assert!(total(a, b) >= least, "{a}-{b} {}", total(a, b));
        assert!(network::carriers_between(a, b).len() >= carriers, "{a}-{b}");
    }
}

#[test]
fn the_two_hundred_busiest_domestic_and_hundred_international_routes_are_flown() {
    let (mut domestic, mut international) = (0, 0);
    let mut seen = HashSet::new();
    for &(a, b, carriers) in network::BUSIEST {
        let (pa, pb) = (ap(a), ap(b));
        // each pair once, between two airports with scheduled service
        assert!(seen.insert((a.min(b), a.max(b))), "{a}-{b} twice");
        assert!(pa.size > 0 && pb.size > 0, "{a}-{b}");
        assert!(markets::may_sell(pa.country, pb.country), "{a}-{b}");
        if pa.country == pb.country {
            domestic += 1;
        } else {
            international += 1;
        }
        // found by a search, on every carrier the table names, as often as it says
        let found = network::carriers_between(a, b);
        assert!(!carriers.is_empty(), "{a}-{b}");
        for &(c, n) in carriers {
            assert!(found.iter().any(|x| x.iata == c), "{c} {a}-{b} not found");
            assert_eq!(network::daily_flights(a, b, c), u32::from(n), "{c} {a}-{b}");
        }
        let nonstop = schedule::leg_options(
            a,
            b,
            day(),
            &LegRules {
                seed: Seed::DEFAULT,
                max_connections: 0,
                allowed: &any,
            },
        );
        let listed: usize = carriers.iter().map(|c| usize::from(c.1)).sum();
        let sold = nonstop
            .iter()
            .filter(|i| carriers.iter().any(|c| c.0 == i.first().p.carrier.iata))
            .filter(|i| (i.first().p.from.iata, i.first().p.to.iata) == (a, b))
            .count();
        assert_eq!(sold, listed, "{a}-{b} nonstops in search");
    }
    assert!(domestic >= 200, "{domestic} domestic");
    assert!(international >= 100, "{international} international");
}

#[test]
fn long_haul_carriers_fly_a_city_pair_one_to_three_times_a_day() {
    let mut checked = 0;
    let mut seen = HashSet::new();
    for p in patterns() {
        let (a, b) = (p.from, p.to);
        if a.country == b.country
            || p.km <= network::LONG_HAUL_KM
            || network::is_flagship_pair(a.iata, b.iata)
            || !seen.insert((p.carrier.iata, a.iata, b.iata))
        {
            continue;
        }
        let n = network::daily_flights(a.iata, b.iata, p.carrier.iata);
        assert!(
            (1..=u32::from(network::long_haul_max(p.km))).contains(&n),
            "{} {}-{}: {n} a day over {:.0} km",
            p.carrier.iata,
            a.iata,
            b.iata,
            p.km
        );
        checked += 1;
    }
    assert!(checked > 1_500, "{checked}");
    for (a, b, c) in [
        ("JFK", "IST", "TK"),
        ("FRA", "LAX", "LH"),
        ("LHR", "CAN", "CZ"),
        ("DEL", "ORD", "AI"),
        ("AMS", "NRT", "KL"),
    ] {
        let n = network::daily_flights(a, b, c);
        assert!((1..=3).contains(&n), "{c} {a}-{b}: {n}");
    }
}

#[test]
fn international_carriers_fly_a_short_pair_at_most_six_times_a_day() {
    // the busiest routes' and 2025's tables say what their carriers fly
    let in_busiest = |a: &str, b: &str| network::table_carriers(a, b).is_some();
    let mut checked = 0;
    for p in patterns() {
        let (a, b) = (p.from, p.to);
        if a.country == b.country
            || p.km > network::LONG_HAUL_KM
            || network::is_flagship_pair(a.iata, b.iata)
            || in_busiest(a.iata, b.iata)
        {
            continue;
        }
        let n = network::daily_flights(a.iata, b.iata, p.carrier.iata);
        let most = if p.carrier.low_cost { 4 } else { 6 };
        assert!(
            (1..=most).contains(&n),
            "{} {}-{}: {n}",
            p.carrier.iata,
            a.iata,
            b.iata
        );
        checked += 1;
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn flight_numbers_are_the_carriers_own_and_never_a_run() {
    let mut by_carrier: HashMap<&str, HashSet<u32>> = HashMap::new();
    let mut per_route: HashMap<(&str, &str, &str), Vec<u32>> = HashMap::new();
    for p in patterns() {
        assert!((1..=9999).contains(&p.number), "{}", p.key());
        per_route
            .entry((p.carrier.iata, p.from.iata, p.to.iata))
            .or_default()
            .push(p.number);
        // no two flights of a carrier share a number
        assert!(
            by_carrier
                .entry(p.carrier.iata)
                .or_default()
                .insert(p.number),
            "{} twice",
            p.key()
        );
    }
    assert!(per_route.len() > 20_000, "{}", per_route.len());
    for ((c, a, b), mut v) in per_route {
        v.sort_unstable();
        for w in v.windows(2) {
            assert!(w[1] - w[0] > 2, "{c} {a}-{b}: {} then {}", w[0], w[1]);
        }
        // a flight and its return are a pair of numbers
        let back: Vec<u32> = schedule::patterns(Seed::DEFAULT, ap(b), ap(a))
            .iter()
            .filter(|p| p.carrier.iata == c)
            .map(|p| p.number)
            .collect();
        assert_eq!(back.len(), v.len(), "{c} {a}-{b}");
    }
    // the flagship flights fly under their real numbers, on their own routes
    for f in flagships::FLAGSHIPS {
        let c = f.carrier;
        for (n, x, y) in [(f.there, f.from, f.to), (f.back, f.to, f.from)] {
            let legs = schedule::numbered(Seed::DEFAULT, c, n, day());
            assert!(!legs.is_empty(), "{c}{n} {x}-{y} does not fly");
            assert!(
                legs.iter().all(|l| l.p.from.iata == x && l.p.to.iata == y),
                "{c}{n} flies {:?}",
                legs.iter().map(|l| l.p.key()).collect::<Vec<_>>()
            );
        }
    }
    // long-haul numbers in the long-haul range where a carrier keeps one
    for p in patterns()
        .iter()
        .filter(|p| p.carrier.iata == "LH" && p.km > 4_000.0)
    {
        assert!((400..=799).contains(&p.number), "{}", p.key());
    }
}

#[test]
fn flagship_flights_fly_their_routes_at_their_own_times_every_day() {
    use chrono::Timelike;
    assert!(
        flagships::FLAGSHIPS.len() >= 300,
        "{}",
        flagships::FLAGSHIPS.len()
    );
    let mut numbers: HashMap<&str, HashSet<u32>> = HashMap::new();
    for f in flagships::FLAGSHIPS {
        let c = f.carrier;
        // a number is one flight of its carrier
        for n in [f.there, f.back] {
            assert!(
                numbers.entry(c).or_default().insert(n),
                "{c}{n} twice in the table"
            );
        }
        // its carrier flies the route
        assert!(
            network::carriers_between(f.from, f.to)
                .iter()
                .any(|x| x.iata == c),
            "{c} does not fly {}-{}",
            f.from,
            f.to
        );
    }
    // on several dates (no scenario day), each number is one flight, on its route, leaving
    // at its local time
    let dates = [(2027, 1, 20), (2027, 4, 8), (2027, 7, 16), (2027, 10, 21)];
    for (y, m, d) in dates {
        let date = NaiveDate::from_ymd_opt(y, m, d).unwrap();
        for f in flagships::FLAGSHIPS {
            let c = f.carrier;
            for (n, x, to, at) in [
                (f.there, f.from, f.to, f.leaves_there),
                (f.back, f.to, f.from, f.leaves_back),
            ] {
                let legs = schedule::numbered(Seed::DEFAULT, c, n, date);
                assert_eq!(legs.len(), 1, "{c}{n} on {date}: {} flights", legs.len());
                let l = &legs[0];
                assert_eq!((l.p.from.iata, l.p.to.iata), (x, to), "{c}{n} on {date}");
                assert_eq!(l.dep.date(), date, "{c}{n}");
                let local = l.dep.time().hour() * 60 + l.dep.time().minute();
                assert_eq!(
                    local,
                    at,
                    "{c}{n} {x}-{to} leaves at {:02}:{:02}",
                    local / 60,
                    local % 60
                );
            }
        }
    }
}

#[test]
fn fleets_fit_the_airports_and_the_carriers() {
    let mut checked = 0;
    for p in patterns() {
        for end in [p.from.iata, p.to.iata] {
            assert!(
                aircraft::may_use(end, p.aircraft),
                "{} {}",
                p.key(),
                p.aircraft
            );
        }
        // the operator flies the type; the type makes the sector
        assert!(
            aircraft::flies(p.operating, p.aircraft) || aircraft::flies(p.carrier, p.aircraft),
            "{} on a {}",
            p.key(),
            p.aircraft
        );
        if p.operating.iata != p.carrier.iata {
            assert!(aircraft::flies(p.operating, p.aircraft), "{}", p.key());
        }
        assert!(
            aircraft::range_of(p.carrier.iata, p.aircraft) >= p.km,
            "{} {} {:.0} km",
            p.key(),
            p.aircraft,
            p.km
        );
        let cabins: Vec<usize> = p.cabins().collect();
        if p.carrier.low_cost {
            assert_eq!(cabins, [0], "{}", p.key());
        }
        if p.carrier.iata == "B6" && p.aircraft != "321" && p.aircraft != "32Q" {
            assert!(!cabins.contains(&2), "{} {}", p.key(), p.aircraft);
        }
        if cabins.contains(&1) {
            assert!(
                aircraft::wide_body(p.aircraft),
                "{} {}",
                p.key(),
                p.aircraft
            );
        }
        if cabins.contains(&3) {
            assert!(
                aircraft::wide_body(p.aircraft),
                "{} {}",
                p.key(),
                p.aircraft
            );
        }
        // propellers on the regional sectors: a carrier with jets flies them beyond
        if aircraft::turboprop(p.aircraft) && p.km > aircraft::TURBOPROP_KM {
            let al = p.carrier;
            assert!(
                al.short_haul_aircraft
                    .iter()
                    .chain(&al.long_haul_aircraft)
                    .all(|t| aircraft::turboprop(t) || aircraft::range_of(al.iata, t) < p.km),
                "{} on a {} over {:.0} km",
                p.key(),
                p.aircraft,
                p.km
            );
        }
        // the regional carriers and Japan's Skymark and AIRDO sell economy only
        if ["LM", "WF", "NT", "9K", "BC", "HD"].contains(&p.operating.iata) {
            assert_eq!(cabins, [0], "{}", p.key());
        }
        checked += 1;
    }
    // the trunk routes on jets; Binter's ATRs between the islands
    for (a, b) in [
        ("BOM", "DEL"),
        ("SGN", "HAN"),
        ("CGK", "DPS"),
        ("SIN", "CGK"),
    ] {
        for p in schedule::patterns(Seed::DEFAULT, ap(a), ap(b)) {
            assert!(
                !aircraft::turboprop(p.aircraft),
                "{} {}",
                p.key(),
                p.aircraft
            );
            assert!(!matches!(p.aircraft, "CRK" | "CR9"), "{}", p.key());
        }
    }
    for p in schedule::patterns(Seed::DEFAULT, ap("LPA"), ap("VDE")) {
        assert_eq!(p.aircraft, "AT7", "{}", p.key());
    }
    // the flagship routes' own types, whichever half of the fleet the sector's length
    // picks from: Delta's 767-300ER coast to coast, Qantas' A380 to Singapore
    for (a, b, c, t) in [("JFK", "LAX", "DL", "76W"), ("LHR", "SIN", "QF", "388")] {
        let flown: Vec<_> = schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
            .iter()
            .filter(|p| p.carrier.iata == c)
            .collect();
        assert!(!flown.is_empty(), "{c} {a}-{b}");
        assert!(flown.iter().all(|p| p.aircraft == t), "{c} {a}-{b}");
    }
    // Barra's beach takes the Twin Otter alone
    for p in schedule::patterns(Seed::DEFAULT, ap("GLA"), ap("BRR")) {
        assert_eq!(p.aircraft, "DHT", "{}", p.key());
    }
    assert!(checked > 30_000, "{checked}");
    // London City: no wide-body, no 737 or A320; retired types gone
    for b in network::airport_destinations("LCY") {
        for p in schedule::patterns(Seed::DEFAULT, ap("LCY"), b) {
            assert!(!aircraft::wide_body(p.aircraft), "{}", p.key());
            assert!(!p.aircraft.starts_with("73") && !p.aircraft.starts_with("32"));
        }
    }
    assert!(schedule::patterns(Seed::DEFAULT, ap("LCY"), ap("JFK")).is_empty());
    for (c, t) in [("QF", "717"), ("B6", "E90"), ("VA", "E90")] {
        assert!(!aircraft::flies(data::airline(c).unwrap(), t), "{c} {t}");
    }
    // first class only where the carrier fits it: not on Qatar's or Air France's A350s
    assert!(!aircraft::has_cabin("359", "QR", false, 3));
    assert!(!aircraft::has_cabin("359", "AF", false, 3));
    assert!(aircraft::has_cabin("388", "EK", false, 3));
    // premium economy only where the carrier fits it
    assert!(!aircraft::has_cabin("77W", "QR", false, 1));
    assert!(!aircraft::has_cabin("333", "TK", false, 1));
    assert!(aircraft::has_cabin("77W", "BA", false, 1));
    // the ultra-long-haul nonstops fly
    for (a, b, c) in [
        ("SIN", "EWR", "SQ"),
        ("DOH", "AKL", "QR"),
        ("DXB", "AKL", "EK"),
    ] {
        assert!(
            schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
                .iter()
                .any(|p| p.carrier.iata == c),
            "{c} {a}-{b}"
        );
    }
}

#[test]
fn what_may_not_be_sold_is_sold_nowhere() {
    let rules = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 2,
        allowed: &any,
    };
    // a trip rule: sold neither nonstop nor through any hub
    let closed = [
        ("TLV", "BEY"),
        ("KHI", "TLV"),
        ("TLV", "KWI"),
        ("TLV", "TUN"),
        ("KBP", "IST"),
    ];
    for (a, b) in closed {
        assert!(!markets::may_sell(ap(a).country, ap(b).country), "{a}-{b}");
        for (x, y) in [(a, b), (b, a)] {
            assert!(
                schedule::leg_options(x, y, day(), &rules).is_empty(),
                "{x}-{y} found"
            );
        }
    }
    // a nonstop rule: no nonstop, but the trip sold through a third country's hub on
    // carriers that fly both legs, as it is every day (Moscow-Helsinki through
    // Istanbul from Vnukovo, Delhi-Karachi through Dubai, Miami-Caracas through
    // Panama City)
    let nonstop_only = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 0,
        allowed: &any,
    };
    for (a, b) in [
        ("DEL", "KHI"),
        ("MOW", "HEL"),
        ("MOW", "RIX"),
        ("LON", "MOW"),
        ("MIA", "CCS"),
    ] {
        let country = |c: &str| schedule::airports_of(c)[0].country;
        assert!(markets::may_sell(country(a), country(b)), "{a}-{b}");
        for (x, y) in [(a, b), (b, a)] {
            assert!(
                schedule::leg_options(x, y, day(), &nonstop_only).is_empty(),
                "{x}-{y} nonstop"
            );
            let via = schedule::leg_options(x, y, day(), &rules);
            assert!(!via.is_empty(), "{x}-{y} not sold through a hub");
            for it in &via {
                for leg in &it.legs {
                    let (f, t) = (leg.p.from, leg.p.to);
                    for c in [leg.p.carrier, leg.p.operating] {
                        assert!(
                            markets::may_fly(c.iata, f.country, t.country, Some(day())),
                            "{x}-{y}: {} {}-{}",
                            c.iata,
                            f.iata,
                            t.iata
                        );
                    }
                }
            }
        }
    }
    // the route network agrees: no nonstop anywhere the table forbids one, by any of
    // its carriers
    let mut checked = 0;
    for p in patterns() {
        for c in [p.carrier, p.operating] {
            assert!(
                markets::may_fly(c.iata, p.from.country, p.to.country, None),
                "{} flies where the table forbids it",
                p.key()
            );
        }
        checked += 1;
    }
    assert!(checked > 30_000);
    // a sold pair still sells, through a hub where it has no nonstop
    assert!(!schedule::leg_options("DEL", "DXB", day(), &rules).is_empty());
    assert!(!schedule::leg_options("TLV", "AMM", day(), &rules).is_empty());
    // and the Gulf states at peace with Israel fly to it nonstop
    let nonstop = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 0,
        allowed: &any,
    };
    for (a, b) in [("DXB", "TLV"), ("AUH", "TLV")] {
        assert!(
            !schedule::leg_options(a, b, day(), &nonstop).is_empty(),
            "{a}-{b}"
        );
    }
}

#[test]
fn money_keeps_each_currencys_minor_units() {
    for (cur, decimals) in [("JPY", 0), ("KRW", 0), ("EUR", 2), ("USD", 2)] {
        let s = fares::money_in(fares::to_cents(1234.5, cur), cur);
        let after = s.split('.').nth(1).map_or(0, str::len);
        assert_eq!(after, decimals, "{cur} {s}");
    }
}

#[test]
fn the_islands_connect_through_their_carriers_partners_in_one_stop() {
    let rules = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 2,
        allowed: &any,
    };
    for (a, b, carrier, partners) in [
        ("KOI", "LHR", "LM", &["BA"][..]),
        ("ACK", "JFK", "9K", &["B6", "AA", "DL"]),
        ("VDE", "MAD", "NT", &["IB", "UX"]),
        ("SVJ", "OSL", "WF", &["SK"]),
    ] {
        let found = schedule::leg_options(a, b, day(), &rules);
        let one_stop: Vec<_> = found.iter().filter(|i| i.legs.len() == 2).collect();
        assert!(!one_stop.is_empty(), "{a}-{b}: no one-stop");
        assert!(
            one_stop.iter().any(|i| i.legs[0].p.carrier.iata == carrier
                && partners.contains(&i.legs[1].p.carrier.iata)),
            "{a}-{b}: not on {carrier} and a partner"
        );
        // and nothing joins a low-cost carrier's flight to another carrier's
        for i in &found {
            for w in i.legs.windows(2) {
                let (x, y) = (w[0].p.carrier, w[1].p.carrier);
                assert!(
                    x.iata == y.iata || !(x.low_cost || y.low_cost),
                    "{a}-{b}: {} then {}",
                    w[0].p.key(),
                    w[1].p.key()
                );
            }
        }
    }
    // no Indian carrier flies to Kabul since 2021
    for p in schedule::patterns(Seed::DEFAULT, ap("DEL"), ap("KBL")) {
        assert!(!matches!(p.carrier.iata, "AI" | "SG" | "6E"), "{}", p.key());
    }
}

#[test]
fn fare_ladders_bags_and_domestic_taxes_are_the_carriers_own() {
    use travel_core::model::kinds::TravelerType;
    // US carriers: no checked bag in domestic economy, coast to coast included; a bag on
    // the Atlantic from Main Cabin; Main Cabin some tens of dollars over Basic, not double
    for carrier in ["AA", "DL", "UA", "B6"] {
        let economy = brands::sold(carrier, 0);
        for b in &economy {
            let km = brands::bag_km(3_983.0, "US", "US");
            assert_eq!(b.checked_bags(km), 0, "{carrier} {}", b.code);
        }
        if carrier != "B6" {
            assert_eq!(
                economy[1].checked_bags(brands::bag_km(5_540.0, "US", "GB")),
                1
            );
        }
        let step = fares::level_factor(0, economy[1].levels.0) / fares::level_factor(0, 0);
        assert!((1.1..1.35).contains(&step), "{carrier} {step:.2}");
    }
    // a domestic ticket pays its own country's charges under their codes, never the
    // United States' customs fee, and less than an international one from there
    let taxes = |from: &str, to: &str, km: f64| {
        fares::segment_taxes(from, to, km, 0, &TravelerType::Adult, true)
    };
    let sum = |v: &[(&str, f64)]| -> f64 { v.iter().map(|t| t.1).sum() };
    let mut rng = crate::hotels::Rng::new(Seed::DEFAULT, "domestic taxes");
    let countries: Vec<&str> = data::airports()
        .iter()
        .filter(|a| a.size >= 20)
        .map(|a| a.country)
        .collect();
    for i in 0..2_000 {
        let country = if i < 6 {
            ["KR", "IN", "CN", "BR", "CA", "KE"][i]
        } else {
            *rng.pick(&countries)
        };
        let km = rng.range(150, 1_200) as f64;
        let domestic = taxes(country, country, km);
        if country != "US" {
            assert!(
                domestic
                    .iter()
                    .all(|t| !matches!(t.0, "YC" | "XY" | "XA" | "US")),
                "{country} {domestic:?}"
            );
        }
        // a country without domestic flights may charge none (the Emirates, Singapore)
        assert!(sum(&domestic) < 45.0, "{country} {domestic:?}");
        assert!(i >= 6 || sum(&domestic) >= 1.0, "{country} {domestic:?}");
        let abroad = if country == "SG" { "MY" } else { "SG" };
        assert!(
            sum(&domestic) <= sum(&taxes(country, abroad, km)),
            "{country}"
        );
    }
}

#[test]
fn insights_sell_only_what_may_be_sold_and_rank_as_the_route_rankings() {
    use super::insights::traffic;
    // every destination of every served city's traffic insights may be sold from its
    // country, traveled and booked, in winter and in summer
    let mut checked = 0;
    for city in data::cities() {
        if !city.airports.iter().any(|a| a.size >= 30) {
            continue;
        }
        for (month, booked) in [(1, false), (7, false), (4, true)] {
            for d in traffic::destinations(Seed::DEFAULT, city.code, 2026, month, booked) {
                let to = data::city(d.city).unwrap();
                assert!(
                    markets::may_sell(city.country, to.country),
                    "{} -> {} in an insight",
                    city.code,
                    d.city
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
    let has = |from: &str, to: &str| {
        [false, true].iter().any(|&b| {
            traffic::destinations(Seed::DEFAULT, from, 2026, 3, b)
                .iter()
                .any(|d| d.city == to)
        })
    };
    for (a, b) in [
        ("TLV", "BEY"),
        ("DEL", "KHI"),
        ("MOW", "HEL"),
        ("MOW", "RIX"),
    ] {
        assert!(!has(a, b) && !has(b, a), "{a}-{b} in an insight");
    }
    assert!(has("TLV", "AMM") && has("MOW", "IST"));

    let rank = |from: &str, month: u32, to: &str| {
        traffic::top(Seed::DEFAULT, from, 2026, month, false, false)
            .iter()
            .position(|d| d.city == to)
            .unwrap_or(usize::MAX)
    };
    for month in 1..=12 {
        // the shuttles first
        assert_eq!(rank("SYD", month, "MEL"), 0, "SYD in {month}");
        // Barcelona first or second (summer's islands and London may pass it)
        assert!(rank("MAD", month, "BCN") <= 1, "MAD in {month}");
        assert_eq!(rank("DEL", month, "BOM").min(rank("DEL", month, "BLR")), 0);
        // Bali among Sydney's first ten in its dry season and the summer holidays,
        // among the first fifteen the year round
        let bali = rank("SYD", month, "DPS");
        assert!(bali < 15, "DPS {bali} in {month}");
        if [12, 1, 6, 7, 8, 9].contains(&month) {
            assert!(bali < 10, "DPS {bali} in {month}");
        }
        // Madrid's American destinations come after Barcelona, by either score
        for by_flights in [false, true] {
            let top = traffic::top(Seed::DEFAULT, "MAD", 2026, month, false, by_flights);
            let bcn = top.iter().position(|d| d.city == "BCN").unwrap();
            for (i, d) in top.iter().enumerate() {
                if data::city(d.city).unwrap().country == "US" {
                    assert!(i > bcn, "MAD: {} before BCN in {month}", d.city);
                }
            }
        }
    }
}

// Hotels: districts, brands, prices by stars, taxes by country.

mod hotels {
    use std::collections::HashSet;

    use chrono::NaiveDate;

    use crate::data;
    use crate::hotels::brands::{self, Tier};
    use crate::hotels::catalog::{self, Hotel};
    use crate::hotels::{offers, places, taxes};
    use travel_core::stable::Seed;

    /// The brand a hotel's name starts with, if any.
    fn brand_of(h: &Hotel) -> Option<&'static str> {
        brands::BRANDS
            .iter()
            .filter(|b| {
                b.chain == h.chain && h.name.starts_with(&format!("{} {} ", b.name, h.city.name))
            })
            .map(|b| b.name)
            .max_by_key(|n| n.len())
    }

    #[test]
    fn hotels_stand_in_their_citys_named_districts() {
        for city in places::curated_cities() {
            let districts = places::districts(city);
            for h in catalog::city_hotels(Seed::DEFAULT, city).iter() {
                if h.name.contains("AIRPORT") {
                    continue;
                }
                // named after one of the city's districts, and standing near it
                let d = districts
                    .iter()
                    .filter(|d| h.name.contains(d.name))
                    .max_by_key(|d| d.name.len())
                    .unwrap_or_else(|| panic!("{} names no district of {city}", h.name));
                let km = data::distance_km((d.lat, d.lon), (h.lat, h.lon));
                assert!(km < 5.0, "{} stands {km:.1} km from {}", h.name, d.name);
                // never "centre" or "downtown" for a part of a city that has names
                for word in ["CENTRE", "CENTER", "DOWNTOWN"] {
                    assert!(
                        !h.name.contains(word) || districts.iter().any(|d| d.name.contains(word)),
                        "{}",
                        h.name
                    );
                }
                // no luxury or upper-upscale brand on a backpackers' street
                if d.budget {
                    assert!(h.tier > Tier::UpperUpscale, "{} ({:?})", h.name, h.tier);
                }
            }
        }
        let has = |city: &str, district: &str| {
            catalog::city_hotels(Seed::DEFAULT, city)
                .iter()
                .filter(|h| h.name.contains(district))
                .count()
        };
        for d in ["COPACABANA", "IPANEMA", "LEBLON", "CENTRO"] {
            assert!(has("RIO", d) >= 2, "RIO {d}");
        }
        for d in ["SHINJUKU", "GINZA", "SHIBUYA"] {
            assert!(has("TYO", d) >= 3, "TYO {d}");
        }
        assert!(has("BKK", "KHAO SAN") >= 1);
        // the next cities by hotel searches are named by their districts too
        assert!(places::curated_cities().count() >= 68);
        for (city, district, least) in [
            ("HNL", "WAIKIKI", 2),
            ("LIS", "BAIXA", 1),
            ("PRG", "STARE MESTO", 1),
            ("SFO", "UNION SQUARE", 1),
            ("DEL", "CONNAUGHT PLACE", 1),
            ("MIA", "SOUTH BEACH", 1),
        ] {
            assert!(has(city, district) >= least, "{city} {district}");
        }
    }

    #[test]
    fn a_small_place_has_one_hotel_of_a_brand() {
        let mut places_checked = 0;
        for city in data::cities() {
            let n = catalog::hotel_count(Seed::DEFAULT, city);
            if n == 0 || n > catalog::SMALL_SET {
                continue;
            }
            let mut seen = HashSet::new();
            for h in catalog::city_hotels(Seed::DEFAULT, city.code).iter() {
                if let Some(b) = brand_of(h) {
                    assert!(seen.insert(b), "two {b} in {} ({n} hotels)", city.code);
                }
            }
            places_checked += 1;
        }
        assert!(places_checked > 1000, "{places_checked}");
    }

    /// The cheapest total of a hotel's offers for one adult and one night, in EUR.
    fn cheapest(h: &Hotel, d: NaiveDate) -> f64 {
        offers::keys(h, d, 1, 1, 1, Some("EUR"))
            .iter()
            .filter_map(|k| offers::build(h, k, d, ""))
            .map(|o| o.price.total.parse::<f64>().unwrap())
            .fold(f64::INFINITY, f64::min)
    }

    #[test]
    fn prices_rise_with_the_stars_in_every_city() {
        let mut cities = 0;
        for city in data::cities() {
            if catalog::city_size(city) < 35 {
                continue;
            }
            for d in [(2027, 1, 20), (2027, 8, 7)] {
                let d = NaiveDate::from_ymd_opt(d.0, d.1, d.2).unwrap();
                let mut by_stars: [Vec<f64>; 6] = Default::default();
                for h in catalog::city_hotels(Seed::DEFAULT, city.code).iter() {
                    let p = cheapest(h, d);
                    if p.is_finite() {
                        by_stars[usize::from(h.stars)].push(p);
                    }
                }
                let max = |s: usize| {
                    by_stars[s]
                        .iter()
                        .copied()
                        .fold(f64::NEG_INFINITY, f64::max)
                };
                let min = |s: usize| by_stars[s].iter().copied().fold(f64::INFINITY, f64::min);
                let mean = |s: usize| by_stars[s].iter().sum::<f64>() / by_stars[s].len() as f64;
                for s in 1..=3 {
                    // never dearer than a hotel of two stars more
                    assert!(
                        max(s) <= min(s + 2),
                        "{} on {d}: a {s}-star at {:.0} EUR, a {}-star at {:.0}",
                        city.code,
                        max(s),
                        s + 2,
                        min(s + 2)
                    );
                }
                for s in 1..=4 {
                    if by_stars[s].len() >= 3 && by_stars[s + 1].len() >= 3 {
                        assert!(mean(s) < mean(s + 1), "{} on {d}: {s} stars", city.code);
                    }
                }
            }
            cities += 1;
        }
        assert!(cities > 150, "{cities}");
    }

    #[test]
    fn taxes_are_named_by_country() {
        // every country of a big city names its own taxes
        let mut missing = Vec::new();
        for city in data::cities() {
            if catalog::city_size(city) >= 45 && !taxes::named(city.country) {
                missing.push(format!("{} {}", city.code, city.country));
            }
        }
        assert!(missing.is_empty(), "{missing:?}");
        let names = |city: &str| -> Vec<&str> {
            let h = catalog::city_hotels(Seed::DEFAULT, city)[0].clone();
            taxes::levies(&h).iter().map(|l| l.name).collect()
        };
        assert!(names("RIO").contains(&"ISS") && names("SAO").contains(&"ISS"));
        assert!(!names("RIO").contains(&"VAT"));
        assert!(names("MEX").contains(&"IVA"));
        assert!(names("JNB").contains(&"VAT"));
    }
}

// Seasons by hemisphere and market, one curve for fares, insights and predictions;
// punctuality by airport; price levels by market.

mod seasons {
    use chrono::NaiveDate;

    use super::ap;
    use crate::data;
    use crate::flights::fares;
    use crate::insights::{predict, traffic};
    use travel_core::stable::Seed;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn fare_season(d: NaiveDate, a: &str, b: &str) -> f64 {
        fares::season_factor(d, ap(a), ap(b))
    }

    /// The `n` busiest months (1-12) of an airport's city in 2025, arriving or departing.
    fn busiest(city: &str, n: usize, departing: bool) -> Vec<u32> {
        let city = data::city(ap(city).city_code).unwrap();
        traffic::busiest(Seed::DEFAULT, city, 2025, departing)
            .iter()
            .take(n)
            .map(|(p, _)| p[5..].parse().unwrap())
            .collect()
    }

    #[test]
    fn christmas_is_europes_and_the_americas_not_the_gulfs_or_indias() {
        for year in [2025, 2026, 2027] {
            let (xmas, november) = (day(year, 12, 21), day(year, 11, 18));
            for (a, b) in [
                ("LHR", "CDG"),
                ("FRA", "MAD"),
                ("JFK", "ORD"),
                ("LHR", "JFK"),
            ] {
                let r = fare_season(xmas, a, b) / fare_season(november, a, b);
                assert!(r > 1.5, "{a}-{b} {year}: {r:.2}");
            }
            for (a, b) in [
                ("DXB", "DOH"),
                ("DEL", "BOM"),
                ("RUH", "JED"),
                ("BLR", "HYD"),
            ] {
                let r = fare_season(xmas, a, b) / fare_season(november, a, b);
                assert!(r < 1.3, "{a}-{b} {year}: {r:.2}");
            }
            // Diwali is India's peak, Chinese New Year China's
            let diwali = [day(2025, 10, 18), day(2026, 11, 6), day(2027, 10, 27)];
            let d = diwali[(year - 2025) as usize];
            assert!(fare_season(d, "DEL", "BOM") > 1.3, "Diwali {year}");
            assert!(
                fare_season(d, "LHR", "CDG") < 1.1,
                "Diwali in Europe {year}"
            );
        }
        let cny = day(2026, 2, 15);
        assert!(fare_season(cny, "PEK", "SHA") > 1.3);
        assert!(fare_season(cny, "FRA", "MAD") < 1.0);
    }

    #[test]
    fn seasons_follow_the_hemisphere_and_the_place() {
        let (jan, feb, apr, jul, aug) = (
            day(2027, 1, 20),
            day(2027, 2, 17),
            day(2027, 4, 21),
            day(2027, 7, 21),
            day(2027, 8, 18),
        );
        // the temperate north's summer and the south's
        assert!(fare_season(jul, "LHR", "CDG") > fare_season(jan, "LHR", "CDG"));
        assert!(fare_season(jan, "SYD", "MEL") > fare_season(jul, "SYD", "MEL"));
        assert!(fare_season(jan, "EZE", "SCL") > fare_season(jul, "EZE", "SCL"));
        // winter-sun routes are dearer in January than in August
        for (a, b) in [
            ("LGW", "TFS"),
            ("MAN", "LPA"),
            ("LHR", "HRG"),
            ("JFK", "CUN"),
            ("FRA", "MLE"),
            ("CDG", "PUJ"),
        ] {
            assert!(
                fare_season(jan, a, b) > fare_season(aug, a, b),
                "{a}-{b}: {:.2} in January, {:.2} in August",
                fare_season(jan, a, b),
                fare_season(aug, a, b)
            );
        }
        // the Mediterranean's summer beaches the other way round
        for (a, b) in [("LGW", "PMI"), ("MUC", "HER"), ("MAN", "AYT")] {
            assert!(
                fare_season(aug, a, b) > 1.3 * fare_season(jan, a, b),
                "{a}-{b}"
            );
        }
        // ski resorts in winter; Bali and Cairns in their dry winter
        assert!(fare_season(feb, "LGW", "INN") > fare_season(apr, "LGW", "INN"));
        assert!(fare_season(aug, "SYD", "ZQN") > fare_season(apr, "SYD", "ZQN"));
        assert!(fare_season(jul, "SIN", "DPS") > fare_season(feb, "SIN", "DPS"));
        assert!(fare_season(jul, "SYD", "CNS") > fare_season(feb, "SYD", "CNS"));

        // the busiest months of the insights read the same curve
        let winter = [12, 1, 2, 3];
        for city in ["INN", "SZG", "TFS", "LPA", "CUN", "MLE"] {
            for m in busiest(city, 3, false) {
                assert!(winter.contains(&m), "{city} peaks in {m}");
            }
        }
        for city in ["PMI", "AYT", "HER"] {
            for m in busiest(city, 2, false) {
                assert!([7, 8].contains(&m), "{city} peaks in {m}");
            }
        }
        // Dubai draws visitors in its mild winter and its residents leave in summer
        for m in busiest("DXB", 3, false) {
            assert!([11, 12, 1, 2, 3].contains(&m), "DXB arrivals peak in {m}");
        }
        for m in busiest("DXB", 2, true) {
            assert!([6, 7, 8].contains(&m), "DXB departures peak in {m}");
        }
        assert!(busiest("SYD", 2, false).contains(&1));
        assert!(busiest("CDG", 2, false).iter().all(|m| [7, 8].contains(m)));
        // a holiday raises the fares more than the traffic: Paris's December is busier
        // than its November but not than its summer
        let paris = traffic::busiest(Seed::DEFAULT, data::city("PAR").unwrap(), 2025, false);
        let share = |m: &str| paris.iter().find(|(p, _)| p.ends_with(m)).unwrap().1;
        assert!(share("-12") >= share("-11") && share("-12") < share("-07"));

        // and the predictions: a quiet November day runs better than a peak one
        for (code, peak, quiet) in [
            ("LHR", day(2027, 7, 21), day(2027, 11, 17)),
            ("SYD", day(2027, 1, 6), day(2027, 5, 19)),
            ("INN", day(2027, 2, 17), day(2027, 10, 20)),
        ] {
            let (_, at_peak) = predict::on_time(Seed::DEFAULT, ap(code), peak);
            let (_, when_quiet) = predict::on_time(Seed::DEFAULT, ap(code), quiet);
            assert!(at_peak < when_quiet, "{code}: {at_peak} vs {when_quiet}");
        }
    }

    #[test]
    fn punctuality_is_each_airports_own() {
        let wed = day(2027, 5, 19);
        let share = |c: &str| predict::on_time(Seed::DEFAULT, ap(c), wed).1;
        // the published rankings' order
        for (good, bad) in [
            ("ITM", "LGW"),
            ("HND", "LHR"),
            ("MAD", "FRA"),
            ("DOH", "DXB"),
        ] {
            assert!(share(good) > share(bad) + 0.05, "{good} {bad}");
        }
        // spread across the big airports, not all between 0.69 and 0.82
        let big: Vec<f64> = data::airports()
            .iter()
            .filter(|a| a.size >= 60)
            .map(|a| predict::on_time(Seed::DEFAULT, a, wed).1)
            .collect();
        assert!(big.len() > 100);
        let (lo, hi) = big
            .iter()
            .fold((1.0f64, 0.0f64), |(l, h), &v| (l.min(v), h.max(v)));
        assert!(lo < 0.66 && hi > 0.88, "{lo:.2}-{hi:.2}");
        // every airport's year within what published statistics show
        for a in data::airports().iter().filter(|a| a.size > 0) {
            let y = predict::yearly_on_time(Seed::DEFAULT, a);
            assert!((0.55..=0.93).contains(&y), "{} {y}", a.iata);
        }
    }

    #[test]
    fn markets_have_their_own_price_levels() {
        // a domestic kilometre in India or Indonesia costs about half one in the US
        assert!(fares::market_level("IN", "IN") < 0.6 * fares::market_level("US", "US"));
        assert!(fares::market_level("ID", "ID") < 0.6 * fares::market_level("US", "US"));
        assert!(fares::market_level("FR", "ES") < fares::market_level("US", "US"));
        assert!(fares::market_level("KE", "ZA") > fares::market_level("FR", "ES"));
        assert_eq!(fares::market_level("FR", "US"), 1.0);
    }
}

#[test]
fn routes_their_carriers_left_are_not_flown() {
    // (carrier, a, b): each ended by 2025, the source beside it in
    // tools/convert_routes.py's ROUTES_ENDED
    for (c, a, b) in [
        ("QF", "DXB", "SYD"),
        ("QF", "DXB", "MEL"),
        ("BA", "CTU", "LHR"),
        ("VS", "HKG", "LHR"),
        ("VS", "LHR", "PVG"),
        ("VS", "DXB", "LHR"),
        ("DL", "JFK", "NRT"),
    ] {
        for (x, y) in [(a, b), (b, a)] {
            assert!(
                !schedule::patterns(Seed::DEFAULT, ap(x), ap(y))
                    .iter()
                    .any(|p| p.carrier.iata == c || p.operating.iata == c),
                "{c} still flies {x}-{y}"
            );
        }
    }
    // the routes themselves fly on, with the carriers that stayed
    for (a, b, c) in [
        ("DXB", "SYD", "EK"),
        ("HKG", "LHR", "CX"),
        ("LHR", "PVG", "MU"),
    ] {
        assert!(
            schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
                .iter()
                .any(|p| p.carrier.iata == c),
            "{c} {a}-{b}"
        );
    }
}

/// Fleets, cabins and fares by airline: every flight on a type its operator flies there,
/// no cabin sold or drawn that the carrier does not fit on that aircraft, and the
/// low-cost carriers' own brands at their markets' prices.
mod fleets_cabins_and_fares {
    use std::sync::Arc;

    use super::*;
    use crate::flights::cabin;
    use crate::flights::offers::{self, CabinRule, Coverage, OdQuery, Query, TravelerQ};
    use travel_core::model::flight::FlightOffer;
    use travel_core::model::kinds::TravelerType;

    /// A one-way search for one adult on `date`, nonstop, in `cabin` on every flight
    /// where given, priced in `currency` on 2026-11-27.
    fn search(
        from: &str,
        to: &str,
        date: NaiveDate,
        cabin: Option<usize>,
        currency: &str,
    ) -> Vec<FlightOffer> {
        let q = Query {
            ods: vec![OdQuery {
                id: "1".into(),
                origin: from.into(),
                dest: to.into(),
                date,
                time: None,
            }],
            travelers: vec![TravelerQ {
                id: "1".into(),
                kind: TravelerType::Adult,
                associated: None,
            }],
            currency: currency.into(),
            max: 250,
            max_price: None,
            cabins: cabin
                .map(|c| CabinRule {
                    cabin: c,
                    coverage: Coverage::All,
                    od_ids: Vec::new(),
                })
                .into_iter()
                .collect(),
            included: Vec::new(),
            excluded: Vec::new(),
            max_connections: 0,
            sales: Arc::default(),
            not_before: 0,
        };
        offers::search(&q, NaiveDate::from_ymd_opt(2026, 11, 27).unwrap()).0
    }

    fn carrier(o: &FlightOffer) -> &str {
        &o.itineraries[0].segments[0].carrier_code
    }

    fn total(o: &FlightOffer) -> f64 {
        o.price
            .grand_total
            .as_deref()
            .unwrap_or(&o.price.total)
            .parse()
            .unwrap()
    }

    #[test]
    fn every_flight_is_on_a_type_its_operator_flies_there_with_the_cabins_it_fits() {
        let mut checked = 0;
        for p in patterns() {
            let (op, t) = (p.operating, p.aircraft);
            assert!(
                aircraft::flies(op, t),
                "{} on a {t}: not {}'s",
                p.key(),
                op.iata
            );
            assert!(
                aircraft::carrier_may_use(op.iata, t, p.from.iata, p.to.iata),
                "{} on {}'s {t}",
                p.key(),
                op.iata
            );
            // the seat map draws the cabins the offers sell, and no other
            let sold: Vec<usize> = p.cabins().collect();
            let mut drawn: Vec<usize> = cabin::plan_of(p).seats.iter().map(|s| s.cabin).collect();
            drawn.sort_unstable();
            drawn.dedup();
            assert_eq!(sold, drawn, "{} on a {t}", p.key());
            assert!(!sold.is_empty(), "{}", p.key());
            if sold.contains(&1) {
                assert!(
                    p.km >= aircraft::PREMIUM_ECONOMY_KM,
                    "{} premium economy",
                    p.key()
                );
            }
            checked += 1;
        }
        assert!(checked > 30_000, "{checked}");
        // the carriers' fleets as of 2025: American has no A320neo, Virgin Atlantic flies
        // the A350-1000, not the -900
        let al = |c: &str| data::airline(c).unwrap();
        assert!(!aircraft::flies(al("AA"), "32N"));
        for t in ["319", "320", "321", "32Q", "738", "7M8"] {
            assert!(aircraft::flies(al("AA"), t), "AA {t}");
        }
        assert!(!aircraft::flies(al("VS"), "359") && aircraft::flies(al("VS"), "351"));
        // British Airways' E190s only at London City, Japan Airlines' only at Itami
        let on = |c: &str, a: &str, b: &str| -> Vec<&'static str> {
            schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
                .iter()
                .filter(|p| p.operating.iata == c)
                .map(|p| p.aircraft)
                .collect()
        };
        for (a, b) in [
            ("LHR", "AMS"),
            ("AMS", "LHR"),
            ("LHR", "EDI"),
            ("LGW", "EDI"),
        ] {
            assert!(!on("BA", a, b).contains(&"E90"), "BA {a}-{b}");
        }
        for (a, b) in [("HND", "CTS"), ("CTS", "HND"), ("HND", "FUK")] {
            assert!(
                !on("JL", a, b).is_empty() && !on("JL", a, b).contains(&"E90"),
                "JL {a}-{b}"
            );
        }
        assert!(on("BA", "LCY", "EDI").iter().all(|t| *t == "E90"));
        // the flagships on their own aircraft
        assert!(!on("LH", "FRA", "JFK").is_empty());
        assert!(on("LH", "FRA", "JFK").iter().all(|t| *t == "748"), "LH400");
        assert!(on("QF", "PER", "LHR").iter().all(|t| *t == "789"), "QF9");
        assert!(
            on("AA", "JFK", "LAX").iter().all(|t| *t == "321"),
            "AA's A321T"
        );
        assert!(on("AS", "KTN", "JNU").iter().all(|t| *t != "E75"));
    }

    #[test]
    fn the_all_premium_a350_sells_no_economy() {
        let day = day();
        for (a, b) in [
            ("SIN", "EWR"),
            ("EWR", "SIN"),
            ("SIN", "JFK"),
            ("JFK", "SIN"),
        ] {
            let sq: Vec<&Pattern> = schedule::patterns(Seed::DEFAULT, ap(a), ap(b))
                .iter()
                .filter(|p| p.carrier.iata == "SQ")
                .collect();
            // Singapore-Newark at least (Singapore-JFK where the network has it)
            assert!(!sq.is_empty() || b == "JFK" || a == "JFK", "SQ {a}-{b}");
            for p in sq {
                assert_eq!(p.aircraft, "359");
                assert_eq!(p.cabins().collect::<Vec<_>>(), [1, 2], "{}", p.key());
                let plan = cabin::plan_of(p);
                assert!(plan.seats.iter().all(|s| s.cabin != 0), "{}", p.key());
                let seats = |c: usize| plan.seats.iter().filter(|s| s.cabin == c).count();
                assert!((60..=70).contains(&seats(2)) && (90..=100).contains(&seats(1)));
            }
        }
        // a search in economy does not sell it; one in any cabin sells it in premium
        let economy = search("SIN", "EWR", day, Some(0), "EUR");
        assert!(
            economy.iter().all(|o| carrier(o) != "SQ"),
            "SQ22 sold in economy"
        );
        let any = search("SIN", "EWR", day, None, "EUR");
        let sq: Vec<&FlightOffer> = any.iter().filter(|o| carrier(o) == "SQ").collect();
        assert!(!sq.is_empty());
        for o in sq {
            for f in &o.traveler_pricings[0].fare_details_by_segment {
                assert_ne!(fares::cabin_index(&f.cabin), Some(0), "{}", o.id);
            }
        }
        // the regular A350s keep their economy
        let lax = schedule::patterns(Seed::DEFAULT, ap("SIN"), ap("LAX"));
        assert!(lax
            .iter()
            .filter(|p| p.carrier.iata == "SQ")
            .all(|p| p.cabins().any(|c| c == 0)));
    }

    #[test]
    fn low_cost_carriers_sell_their_own_brands_at_their_markets_prices() {
        // the cheapest low-season one-way of the ultra-low-cost carriers: 20-60 EUR
        let jan = NaiveDate::from_ymd_opt(2027, 1, 13).unwrap();
        for (a, b, c) in [
            ("LTN", "BUD", "W6"),
            ("STN", "DUB", "FR"),
            ("BUD", "LTN", "W6"),
        ] {
            let found = search(a, b, jan, None, "EUR");
            let cheapest = found
                .iter()
                .filter(|o| carrier(o) == c)
                .map(total)
                .fold(f64::MAX, f64::min);
            assert!((15.0..=60.0).contains(&cheapest), "{c} {a}-{b}: {cheapest}");
            // below the full-service carriers of the same route, where they fly it
            let full = found
                .iter()
                .filter(|o| !data::airline(carrier(o)).unwrap().low_cost)
                .map(total)
                .fold(f64::MAX, f64::min);
            assert!(
                full == f64::MAX || cheapest < full,
                "{a}-{b}: {cheapest} {full}"
            );
        }
        // IndiGo sells India's domestic market at India's prices, with its own brands
        let found = search("BOM", "DEL", jan, None, "INR");
        let indigo: Vec<&FlightOffer> = found.iter().filter(|o| carrier(o) == "6E").collect();
        assert!(!indigo.is_empty());
        let cheapest = indigo.iter().copied().map(total).fold(f64::MAX, f64::min);
        assert!(
            (2_500.0..=9_000.0).contains(&cheapest),
            "6E BOM-DEL {cheapest} INR"
        );
        let brand = |o: &FlightOffer| {
            o.traveler_pricings[0].fare_details_by_segment[0]
                .branded_fare_label
                .as_deref()
                .unwrap_or("")
                .to_string()
        };
        assert!(indigo
            .iter()
            .all(|o| ["SAVER", "FLEXI PLUS", "SUPER 6E"].contains(&brand(o).as_str())));
        // Jeju Air is not Ryanair
        for (a, b, c) in [("GMP", "CJU", "7C"), ("STN", "DUB", "FR")] {
            let found = search(a, b, jan, None, "EUR");
            let names: HashSet<String> = found
                .iter()
                .filter(|o| carrier(o) == c)
                .map(brand)
                .collect();
            assert!(!names.is_empty(), "{c}");
            for n in &names {
                assert_eq!(
                    brands::sold(c, 0)
                        .iter()
                        .filter(|b| b.label == n.as_str())
                        .count(),
                    1,
                    "{c} sells {n}"
                );
            }
        }
        // every active currency is priced, each with its own minor units: the Kuwaiti
        // dinar has three
        let kwd = search("LHR", "KWI", jan, None, "KWD");
        assert!(!kwd.is_empty());
        for o in &kwd {
            let t = o.price.grand_total.as_deref().unwrap_or(&o.price.total);
            assert_eq!(t.split('.').nth(1).map(str::len), Some(3), "{t}");
        }
    }
}

#[test]
fn closed_airports_fly_nowhere_and_their_neighbours_still_fly() {
    for code in ["ROV", "KRR", "AAQ", "GDZ", "SIP"] {
        assert!(
            network::airport_destinations(code).is_empty(),
            "{code} is closed but flown"
        );
    }
    // the route data has Rostov-Dubai and Rostov-Antalya: not flown
    assert!(network::carriers_between("DXB", "ROV").is_empty());
    for open in ["AER", "MRV", "VOG"] {
        assert!(markets::airport_open(open));
        assert!(!network::airport_destinations(open).is_empty(), "{open}");
    }
}
