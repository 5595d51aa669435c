//! Connections as airlines sell them: a change of planes is offered where the carriers
//! flying into the hub and out of it can be sold on one ticket (one carrier, one
//! alliance, or interline partners), where the trip does not go abroad to change planes
//! on a domestic journey (cabotage), and where the detour stays within what the market
//! buys for the distance. Two bands of circuity: the ordinary one, and, for a pair
//! nothing joins within it, a wider one, widest through a carrier's own hub on its own
//! flights (a Gulf carrier sells Lahore-Dubai-Dhaka and São Paulo-Dubai-Accra: that is
//! what the market has).

use super::interline::joins;
use crate::data::{self, Airline, Airport};

use super::{edge, may_change_at, net, resolve};

/// The ordinary circuity limit for a trip of `km` great-circle kilometres: the
/// flown distance over the direct one. Short trips tolerate a long detour in ratio
/// (a 300 km island hop through the mainland hub), long ones little.
pub fn ordinary_limit(km: f64) -> f64 {
    1.25 + 750.0 / km.max(1.0)
}

/// The wider limit used only for a pair with no connection within the ordinary one.
pub fn wide_limit(km: f64) -> f64 {
    (1.6 + 4000.0 / km.max(1.0))
        .min(3.2)
        .max(ordinary_limit(km))
}

/// The widest: a change at a carrier's own hub between two of its own flights.
pub const ONLINE_HUB_LIMIT: f64 = 3.2;

/// Between two countries with no nonstop allowed between them (`markets`), the trip
/// goes round through a third country's hub however far that is, as the market buys
/// it (Moscow-Helsinki through Istanbul is four times the great circle).
pub const SEPARATED_LIMIT: f64 = 5.0;

/// One way to join two airports, the hubs in order (one or two) and its circuity.
#[derive(Debug, Clone)]
pub struct Plan {
    pub hubs: Vec<&'static Airport>,
    pub circuity: f64,
    /// Whether the plan needed the wider band.
    pub wide: bool,
    /// Whether some change is at a carrier's own hub between its own flights.
    pub online_hub: bool,
    score: f64,
}

fn pos(a: &Airport) -> (f64, f64) {
    (a.lat, a.lon)
}

fn km(a: &Airport, b: &Airport) -> f64 {
    data::distance_km(pos(a), pos(b))
}

/// The limit a plan of this circuity kind is held to.
pub fn limit_for(direct_km: f64, wide: bool, online_hub: bool) -> f64 {
    match (wide, online_hub) {
        (false, _) => ordinary_limit(direct_km),
        (true, false) => wide_limit(direct_km),
        (true, true) => ONLINE_HUB_LIMIT.max(wide_limit(direct_km)),
    }
}

/// The carriers (airline indices) of a route, none if there is no route.
fn route(a: u32, b: u32) -> &'static [u16] {
    match edge(a, b) {
        Some(e) => net().carriers(e),
        None => &[],
    }
}

/// How the best sellable chain of carriers over these routes scores, if there is one:
/// every carrier of the chain can be sold with every other (one ticket), and whether
/// some change is on one carrier at its own hub. Higher is better: one carrier
/// throughout, then one alliance, then interline.
fn chain(legs: &[&[u16]], hubs: &[u32]) -> Option<(f64, bool)> {
    let als = data::airlines();
    let aps = data::airports();
    let mut best: Option<(f64, bool)> = None;
    let mut pick: Vec<u16> = Vec::with_capacity(legs.len());
    fn walk(
        legs: &[&[u16]],
        hubs: &[u32],
        pick: &mut Vec<u16>,
        als: &'static [Airline],
        aps: &'static [Airport],
        best: &mut Option<(f64, bool)>,
    ) {
        let i = pick.len();
        if i == legs.len() {
            let same = pick.windows(2).filter(|w| w[0] == w[1]).count() as f64;
            let online_hub = pick.windows(2).zip(hubs).any(|(w, &h)| {
                w[0] == w[1] && als[w[0] as usize].hubs.contains(&aps[h as usize].iata)
            });
            let s = 10.0 * same + if online_hub { 5.0 } else { 0.0 };
            if best.is_none_or(|b| s > b.0) {
                *best = Some((s, online_hub));
            }
            return;
        }
        for &c in legs[i] {
            let al = &als[c as usize];
            if pick.iter().all(|&p| joins(&als[p as usize], al)) {
                pick.push(c);
                walk(legs, hubs, pick, als, aps, best);
                pick.pop();
            }
        }
    }
    walk(legs, hubs, &mut pick, als, aps, &mut best);
    best
}

/// Whether a trip between ends of these sizes changes planes at `h`: a hub, a big
/// airport, or one bigger than the smaller end (an island's regional centre: Biak
/// changes at Jayapura), never a field no bigger than either end.
pub(crate) fn worth_changing_at(h: u32, smaller_end: u8) -> bool {
    let s = data::airports()[h as usize].size;
    s >= super::MAJOR || s > smaller_end || net().hubs_at.contains_key(&h)
}

/// Airports worth changing planes at next to `x` on a trip whose smaller end has
/// this size.
fn changes_near(x: u32, smaller_end: u8) -> impl Iterator<Item = u32> {
    net()
        .neighbours(x)
        .iter()
        .map(|p| p.0)
        .filter(move |&h| worth_changing_at(h, smaller_end))
}

/// Keep the ordinary-band plans if there are any, else the wide ones; best first.
fn settle(mut plans: Vec<Plan>, n: usize) -> Vec<Plan> {
    if plans.iter().any(|p| !p.wide) {
        plans.retain(|p| !p.wide);
    }
    plans.sort_by(|x, y| {
        y.score.total_cmp(&x.score).then(
            x.hubs
                .iter()
                .map(|h| h.iata)
                .cmp(y.hubs.iter().map(|h| h.iata)),
        )
    });
    plans.truncate(n);
    plans
}

/// The band a trip of this circuity falls in: `None` if beyond every band.
fn band(direct: f64, circuity: f64, online_hub: bool, separated: bool) -> Option<bool> {
    if circuity <= ordinary_limit(direct) {
        Some(false)
    } else if circuity <= limit_for(direct, true, online_hub)
        || (separated && circuity <= SEPARATED_LIMIT)
    {
        Some(true)
    } else {
        None
    }
}

/// Whether no nonstop may fly between the two airports' countries (a nonstop rule of
/// the restrictions' table in force).
fn separated(a: &Airport, b: &Airport) -> bool {
    !crate::markets::may_fly("*", a.country, b.country, None)
}

/// One-stop connections from `from` to `to` (airport or city codes; the first airport
/// of a city), best first, at most `n`.
pub fn one_stop(from: &str, to: &str, n: usize) -> Vec<Plan> {
    let aps = data::airports();
    let (Some(&a), Some(&b)) = (resolve(from).first(), resolve(to).first()) else {
        return Vec::new();
    };
    let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
    let d = km(pa, pb).max(1.0);
    let mut plans = Vec::new();
    for h in changes_near(a, pa.size.min(pb.size)) {
        let ph = &aps[h as usize];
        if ph.city_code == pa.city_code || ph.city_code == pb.city_code {
            continue;
        }
        if !may_change_at(pa, ph, pb) {
            continue;
        }
        let second = route(h, b);
        if second.is_empty() {
            continue;
        }
        let Some((s, online_hub)) = chain(&[route(a, h), second], &[h]) else {
            continue;
        };
        let circuity = (km(pa, ph) + km(ph, pb)) / d;
        let Some(wide) = band(d, circuity, online_hub, separated(pa, pb)) else {
            continue;
        };
        let hub_bonus = if net().hubs_at.contains_key(&h) {
            5.0
        } else {
            0.0
        };
        plans.push(Plan {
            hubs: vec![ph],
            circuity,
            wide,
            online_hub,
            score: ph.size as f64 + 2.0 * s + hub_bonus - 60.0 * (circuity - 1.0),
        });
    }
    settle(plans, n)
}

/// Two-stop connections, for a pair no single change joins, best first, at most `n`.
pub fn two_stops(from: &str, to: &str, n: usize) -> Vec<Plan> {
    let aps = data::airports();
    let (Some(&a), Some(&b)) = (resolve(from).first(), resolve(to).first()) else {
        return Vec::new();
    };
    let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
    let d = km(pa, pb).max(1.0);
    let smaller = pa.size.min(pb.size);
    let lasts: Vec<u32> = changes_near(b, smaller)
        .filter(|&h| {
            let p = &aps[h as usize];
            p.city_code != pa.city_code && p.city_code != pb.city_code && may_change_at(pa, p, pb)
        })
        .collect();
    let mut plans = Vec::new();
    for h1 in changes_near(a, smaller) {
        let p1 = &aps[h1 as usize];
        if p1.city_code == pa.city_code || p1.city_code == pb.city_code {
            continue;
        }
        if !may_change_at(pa, p1, pb) {
            continue;
        }
        let first = route(a, h1);
        let to_h1 = km(pa, p1);
        for &h2 in &lasts {
            let p2 = &aps[h2 as usize];
            if p2.city_code == p1.city_code {
                continue;
            }
            let circuity = (to_h1 + km(p1, p2) + km(p2, pb)) / d;
            if circuity > limit_for(d, true, true) {
                continue;
            }
            let mid = route(h1, h2);
            if mid.is_empty() {
                continue;
            }
            let Some((s, online_hub)) = chain(&[first, mid, route(h2, b)], &[h1, h2]) else {
                continue;
            };
            let Some(wide) = band(d, circuity, online_hub, false) else {
                continue;
            };
            plans.push(Plan {
                hubs: vec![p1, p2],
                circuity,
                wide,
                online_hub,
                score: (p1.size as f64 + p2.size as f64) / 2.0 + 2.0 * s - 80.0 * (circuity - 1.0),
            });
        }
    }
    settle(plans, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flights::schedule::{self, LegRules};
    use crate::hotels::Rng;
    use chrono::{Duration, NaiveDate};
    use travel_core::stable::Seed;

    fn any(_: &Airline) -> bool {
        true
    }

    const RULES: LegRules = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 2,
        allowed: &any,
    };

    /// Airports with scheduled service, by a seeded draw.
    fn served() -> Vec<&'static Airport> {
        data::airports()
            .iter()
            .filter(|a| !super::super::airport_destinations(a.iata).is_empty())
            .collect()
    }

    fn draw(seed: &str, n: usize) -> Vec<(&'static Airport, &'static Airport)> {
        let aps = served();
        let mut rng = Rng::new(Seed::DEFAULT, seed);
        let mut out = Vec::new();
        while out.len() < n {
            let (a, b) = (*rng.pick(&aps), *rng.pick(&aps));
            if a.city_code != b.city_code {
                out.push((a, b));
            }
        }
        out
    }

    fn day(rng: &mut Rng) -> NaiveDate {
        NaiveDate::from_ymd_opt(2027, 1, 1).unwrap() + Duration::days(rng.range(0, 364) as i64)
    }

    #[test]
    fn a_sold_connection_is_one_ticket_within_its_circuity_and_cabotage() {
        let mut rng = Rng::new(Seed::DEFAULT, "connections sold");
        let mut joined = 0;
        for (a, b) in draw("sold pairs", 1500) {
            for it in schedule::leg_options(a.iata, b.iata, day(&mut rng), &RULES) {
                if it.legs.len() < 2 {
                    continue;
                }
                joined += 1;
                let name = || {
                    it.legs
                        .iter()
                        .map(|l| {
                            format!(
                                "{}{} {}-{}",
                                l.p.carrier.iata, l.p.number, l.p.from.iata, l.p.to.iata
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                for (i, x) in it.legs.iter().enumerate() {
                    for y in &it.legs[i + 1..] {
                        assert!(joins(x.p.carrier, y.p.carrier), "{}", name());
                    }
                }
                let flown: f64 = it.legs.iter().map(|l| km(l.p.from, l.p.to)).sum();
                let o = it.legs[0].p.from;
                let z = it.legs.last().unwrap().p.to;
                let direct = km(o, z).max(1.0);
                // two countries no nonstop may join (Russia and Cyprus) are joined
                // however far round a third country's hub is, as the market buys it
                let limit = if separated(o, z) {
                    SEPARATED_LIMIT
                } else {
                    limit_for(direct, true, true)
                };
                assert!(
                    flown / direct <= limit + 1e-9,
                    "{}: circuity {:.2}",
                    name(),
                    flown / direct
                );
                for l in &it.legs[1..] {
                    assert!(may_change_at(o, l.p.from, z), "{}", name());
                }
            }
        }
        assert!(joined > 300, "only {joined} connections in the draw");
    }

    /// A change joining the two ends on one alliance's carriers, or on one Gulf
    /// carrier at its hub, within the circuity that band allows: a reference search
    /// over every airport, independent of the finder's shortcuts.
    fn reference_one_stop(a: &Airport, b: &Airport) -> Option<&'static Airport> {
        let als = data::airlines();
        let d = km(a, b).max(1.0);
        let (ia, ib) = (
            data::airport_index(a.iata)? as u32,
            data::airport_index(b.iata)? as u32,
        );
        data::airports().iter().enumerate().find_map(|(h, ph)| {
            let h = h as u32;
            if ph.city_code == a.city_code
                || ph.city_code == b.city_code
                || !may_change_at(a, ph, b)
                || !worth_changing_at(h, a.size.min(b.size))
            {
                return None;
            }
            let circ = (km(a, ph) + km(ph, b)) / d;
            let (c1, c2) = (route(ia, h), route(h, ib));
            let ok = c1.iter().any(|&x| {
                c2.iter().any(|&y| {
                    let (x, y) = (&als[x as usize], &als[y as usize]);
                    let gulf = x.iata == y.iata
                        && matches!(x.iata, "EK" | "QR" | "EY")
                        && x.hubs.contains(&ph.iata);
                    (gulf && circ <= limit_for(d, true, true))
                        || (x.alliance.is_some()
                            && x.alliance == y.alliance
                            && circ <= ordinary_limit(d))
                })
            });
            ok.then_some(ph)
        })
    }

    #[test]
    fn ends_served_by_one_alliance_or_a_gulf_network_find_an_itinerary() {
        let mut rng = Rng::new(Seed::DEFAULT, "connections found");
        let mut checked = 0;
        for (a, b) in draw("found pairs", 3000) {
            if !crate::markets::may_sell(a.country, b.country) {
                continue;
            }
            let Some(h) = reference_one_stop(a, b) else {
                continue;
            };
            checked += 1;
            let start = day(&mut rng);
            let found = (0..7).any(|i| {
                !schedule::leg_options_upto(a.iata, b.iata, start + Duration::days(i), &RULES, 1)
                    .is_empty()
            });
            assert!(
                found,
                "{}-{}: nothing in a week, though {} joins them",
                a.iata, b.iata, h.iata
            );
        }
        assert!(
            checked > 100,
            "only {checked} pairs joined by a reference hub"
        );
    }

    #[test]
    fn connections_the_carriers_sell() {
        let day = NaiveDate::from_ymd_opt(2027, 1, 14).unwrap();
        for (a, b, via) in [
            ("LHE", "DAC", "DXB"),
            ("FLN", "ACC", ""),
            ("BSB", "VNO", "LIS"),
            ("MCI", "CXR", "ICN"),
        ] {
            let found: Vec<_> = (0..7)
                .flat_map(|i| schedule::leg_options(a, b, day + Duration::days(i), &RULES))
                .collect();
            assert!(!found.is_empty(), "{a}-{b}");
            if !via.is_empty() {
                assert!(
                    found
                        .iter()
                        .any(|it| it.legs.iter().any(|l| l.p.to.iata == via)),
                    "{a}-{b} not via {via}"
                );
            }
        }
    }
}
