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
use rustc_hash::FxHashMap;
use std::sync::{Mutex, OnceLock};

/// The ordinary circuity limit for a trip of `km` great-circle kilometres: the
/// flown distance over the direct one. Short trips tolerate a long detour in ratio
/// (a 300 km island hop through the mainland hub), long ones little; never more than
/// `MOST_CIRCUITY` (no one flies Santa Ana-Ontario, 50 km by road, through Las Vegas).
pub fn ordinary_limit(km: f64) -> f64 {
    (1.25 + 750.0 / km.max(1.0)).min(MOST_CIRCUITY)
}

/// The most circuity the ordinary band sells, at the shortest distances.
const MOST_CIRCUITY: f64 = 5.0;

/// The wider limit used only for a pair with no connection within the ordinary one.
pub fn wide_limit(km: f64) -> f64 {
    (1.6 + 4000.0 / km.max(1.0))
        .min(3.2)
        .max(ordinary_limit(km))
}

/// Short and medium-haul trips below this distance, km, held to [`served_limit`]'s
/// tighter band where nonstops fly them.
pub const SERVED_SHORT_KM: f64 = 3_000.0;

/// The limit for a pair that has nonstop flights (`nonstops` a day each way): on a short
/// or medium-haul trip a traveller offered a connection beside nonstops takes one only
/// through a hub nearly on the way, the tighter the more nonstops there are (three or
/// more a day: a tenth of the distance and 50 km more; one or two: a fifth and 150 km);
/// a long-haul trip keeps the ordinary band (London-Chicago-New York is sold beside the
/// nonstops). No wider band applies to such a pair.
pub fn served_limit(km: f64, nonstops: u32) -> f64 {
    let km = km.max(1.0);
    let limit = if km >= SERVED_SHORT_KM {
        ordinary_limit(km)
    } else if nonstops >= 3 {
        1.1 + 50.0 / km
    } else {
        1.2 + 150.0 / km
    };
    limit.min(ordinary_limit(km))
}

/// The widest: a change at a carrier's own hub between two of its own flights.
pub const ONLINE_HUB_LIMIT: f64 = 3.2;

/// The widest for a short trip, whose only change may be far off (Merida-Roatan through
/// Miami, 3.8 times the great circle, as American sells it): 1 + 2000 km / distance, up
/// to 4.
pub fn online_hub_limit(km: f64) -> f64 {
    (1.0 + 2000.0 / km.max(1.0)).clamp(ONLINE_HUB_LIMIT, 4.0)
}

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
    /// Whether every change is at a hub of a carrier flying into it or out of it, or at
    /// one of the world's biggest airports ([`GATEWAY_SIZE`]).
    pub at_hubs: bool,
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
        (true, true) => online_hub_limit(direct_km).max(wide_limit(direct_km)),
    }
}

/// The carriers (airline indices) of a route, none if there is no route.
fn route(a: u32, b: u32) -> &'static [u16] {
    match edge(a, b) {
        Some(e) => net().carriers(e),
        None => &[],
    }
}

/// Nonstop flights a day each way between two airports, all carriers.
pub(crate) fn nonstops_a_day(a: u32, b: u32) -> u32 {
    match edge(a, b) {
        Some(e) => net().daily(e).iter().map(|&n| u32::from(n)).sum(),
        None => 0,
    }
}

/// Whether `carrier` changes passengers at `h`: not where its hub is another airport of
/// the same city (Turkish Airlines' hub is Istanbul's IST, not Sabiha Gokcen; a carrier
/// sells its connections through the airport its banks are built at).
pub(crate) fn connects_at(al: &Airline, h: &Airport) -> bool {
    let aps = data::airports();
    al.hubs.contains(&h.iata)
        || !al
            .hubs
            .iter()
            .any(|x| data::airport_index(x).is_some_and(|i| aps[i].city_code == h.city_code))
}

/// The carriers of a route that may change passengers at hub `h`.
fn at_change(carriers: &[u16], h: u32) -> Vec<u16> {
    let (als, ph) = (data::airlines(), &data::airports()[h as usize]);
    carriers
        .iter()
        .copied()
        .filter(|&c| connects_at(&als[c as usize], ph))
        .collect()
}

/// How the best sellable chain of carriers over these routes scores, if there is one:
/// every carrier of the chain can be sold with every other (one ticket), whether some
/// change is on one carrier at its own hub, and whether every change is at a hub of a
/// carrier flying into it or out of it. Higher is better: every change at a hub, then
/// one carrier throughout, then one alliance, then interline.
fn chain(legs: &[&[u16]], hubs: &[u32]) -> Option<(f64, bool, bool)> {
    let als = data::airlines();
    let aps = data::airports();
    let mut best: Option<(f64, bool, bool)> = None;
    let mut pick: Vec<u16> = Vec::with_capacity(legs.len());
    fn walk(
        legs: &[&[u16]],
        hubs: &[u32],
        pick: &mut Vec<u16>,
        als: &'static [Airline],
        aps: &'static [Airport],
        best: &mut Option<(f64, bool, bool)>,
    ) {
        let i = pick.len();
        if i == legs.len() {
            let same = pick.windows(2).filter(|w| w[0] == w[1]).count() as f64;
            let online_hub = pick.windows(2).zip(hubs).any(|(w, &h)| {
                w[0] == w[1] && als[w[0] as usize].hubs.contains(&aps[h as usize].iata)
            });
            let at_hubs = pick.windows(2).zip(hubs).all(|(w, &h)| {
                let h = &aps[h as usize];
                h.size >= GATEWAY_SIZE
                    || als[w[0] as usize].hubs.contains(&h.iata)
                    || als[w[1] as usize].hubs.contains(&h.iata)
            });
            let s = 10.0 * same
                + if online_hub { 5.0 } else { 0.0 }
                + if at_hubs { AT_HUBS_BONUS } else { 0.0 };
            if best.is_none_or(|b| s > b.0) {
                *best = Some((s, online_hub, at_hubs));
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

/// The world's biggest airports (size in the airport table's score), where carriers
/// hand passengers to each other though neither has its hub there (Air Tahiti Nui to
/// Air France at Los Angeles): a change there counts as one at a hub.
const GATEWAY_SIZE: u8 = 85;

/// A chain whose every change is at a hub of its carriers scores this much more.
const AT_HUBS_BONUS: f64 = 30.0;

/// From this distance (km) a trip changes planes only at its carriers' hubs where some
/// plan does: a long trip is sold through the hubs its carriers' banks are built at,
/// not through a spoke both happen to serve (Austin-Porto Alegre through Dallas or
/// Houston and Panama or São Paulo, not New Orleans or Cancún).
pub const AT_HUBS_KM: f64 = 3_000.0;

/// Keep the ordinary-band plans if there are any, else the wide ones; of a long trip
/// (`long`), those changing only at hubs if there are any; best first.
fn settle(mut plans: Vec<Plan>, n: usize, long: bool) -> Vec<Plan> {
    if plans.iter().any(|p| !p.wide) {
        plans.retain(|p| !p.wide);
    }
    if long && plans.iter().any(|p| p.at_hubs) {
        plans.retain(|p| p.at_hubs);
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
fn band(
    direct: f64,
    circuity: f64,
    online_hub: bool,
    separated: bool,
    nonstops: u32,
) -> Option<bool> {
    if nonstops > 0 {
        return (circuity <= served_limit(direct, nonstops)).then_some(false);
    }
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

/// Which search a remembered answer is of.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Changes {
    One,
    Two,
}

/// Pairs remembered at most: past it the memory starts again (a client asking every
/// pair of the world cannot make it grow without end).
const REMEMBERED: usize = 65_536;

/// The plans of a pair, found once: they follow from the route table alone (no world's
/// seed, no date), while a search asks the same pair on every date and in both of its
/// passes (same-day, then a night at the hub), and inspiration asks hundreds of pairs
/// for each of its dates.
fn remembered(
    changes: Changes,
    (a, b): (u32, u32),
    n: usize,
    find: impl FnOnce() -> Vec<Plan>,
) -> Vec<Plan> {
    type Known = FxHashMap<(Changes, u32, u32, usize), Vec<Plan>>;
    static KNOWN: OnceLock<Mutex<Known>> = OnceLock::new();
    let known = KNOWN.get_or_init(Default::default);
    let key = (changes, a, b, n);
    if let Some(plans) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return plans.clone();
    }
    let plans = find();
    let mut known = known.lock().unwrap_or_else(|e| e.into_inner());
    if known.len() >= REMEMBERED {
        known.clear();
    }
    known.insert(key, plans.clone());
    plans
}

/// One-stop connections from `from` to `to` (airport or city codes; the first airport
/// of a city), best first, at most `n`.
pub fn one_stop(from: &str, to: &str, n: usize) -> Vec<Plan> {
    let (Some(&a), Some(&b)) = (resolve(from).first(), resolve(to).first()) else {
        return Vec::new();
    };
    remembered(Changes::One, (a, b), n, || find_one_stop(a, b, n))
}

fn find_one_stop(a: u32, b: u32, n: usize) -> Vec<Plan> {
    let aps = data::airports();
    let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
    let d = km(pa, pb).max(1.0);
    let nonstops = nonstops_a_day(a, b);
    let mut plans = Vec::new();
    for h in changes_near(a, pa.size.min(pb.size)) {
        let ph = &aps[h as usize];
        if ph.city_code == pa.city_code || ph.city_code == pb.city_code {
            continue;
        }
        if !may_change_at(pa, ph, pb) {
            continue;
        }
        let second = at_change(route(h, b), h);
        if second.is_empty() {
            continue;
        }
        let first = at_change(route(a, h), h);
        let Some((s, online_hub, at_hubs)) = chain(&[&first, &second], &[h]) else {
            continue;
        };
        let circuity = (km(pa, ph) + km(ph, pb)) / d;
        let Some(wide) = band(d, circuity, online_hub, separated(pa, pb), nonstops) else {
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
            at_hubs,
            score: ph.size as f64 + 2.0 * s + hub_bonus - 60.0 * (circuity - 1.0),
        });
    }
    settle(plans, n, d >= AT_HUBS_KM)
}

/// The longest first flight of a one-change plan that rules two changes out: one short
/// enough to land early in the next day at the latest, so that the onward flights of the
/// day of departure and the next, which the schedule joins, include one a night at the
/// hub reaches (Chicago-Istanbul lands in the afternoon of the next day, after the day's
/// last flight on to Agri; the day after is past what the schedule looks at).
pub const ONE_CHANGE_FIRST_LEG_KM: f64 = 4_000.0;

/// Whether a one-change plan joins the pair with a first flight of at most
/// [`ONE_CHANGE_FIRST_LEG_KM`]: then no two-change trip is sold.
pub fn one_change_will_do(from: &str, to: &str) -> bool {
    let aps = data::airports();
    let Some(&a) = resolve(from).first() else {
        return false;
    };
    one_stop(from, to, 12)
        .iter()
        .any(|p| km(&aps[a as usize], p.hubs[0]) <= ONE_CHANGE_FIRST_LEG_KM)
}

/// Two-stop connections, for a pair no single change joins, best first, at most `n`:
/// none where one change does (JED-DOH-HKG-CEB is not sold where Jeddah-Manila-Cebu or
/// Jeddah-Dubai-Cebu is, even if the one change needs a longer wait or a night).
pub fn two_stops(from: &str, to: &str, n: usize) -> Vec<Plan> {
    let (Some(&a), Some(&b)) = (resolve(from).first(), resolve(to).first()) else {
        return Vec::new();
    };
    if one_change_will_do(from, to) {
        return Vec::new();
    }
    remembered(Changes::Two, (a, b), n, || find_two_stops(a, b, n))
}

fn find_two_stops(a: u32, b: u32, n: usize) -> Vec<Plan> {
    let aps = data::airports();
    let nonstops = nonstops_a_day(a, b);
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
            let legs = [
                at_change(first, h1),
                at_change(&at_change(mid, h1), h2),
                at_change(route(h2, b), h2),
            ];
            let Some((s, online_hub, at_hubs)) = chain(&[&legs[0], &legs[1], &legs[2]], &[h1, h2])
            else {
                continue;
            };
            let Some(wide) = band(d, circuity, online_hub, false, nonstops) else {
                continue;
            };
            plans.push(Plan {
                hubs: vec![p1, p2],
                circuity,
                wide,
                online_hub,
                at_hubs,
                score: (p1.size as f64 + p2.size as f64) / 2.0 + 2.0 * s - 80.0 * (circuity - 1.0),
            });
        }
    }
    settle(plans, n, d >= AT_HUBS_KM)
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
                let name = || legs_of(&it);
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
    fn a_long_trip_changes_at_its_carriers_hubs_where_some_plan_does() {
        let als = data::airlines();
        let (mut long, mut at_hubs) = (0, 0);
        for (a, b) in draw("hub changes", 15_000) {
            if km(a, b) < AT_HUBS_KM {
                continue;
            }
            let plans = one_stop(a.iata, b.iata, 12);
            if plans.is_empty() {
                continue;
            }
            long += 1;
            let hubs = plans.iter().filter(|p| p.at_hubs).count();
            assert!(
                hubs == 0 || hubs == plans.len(),
                "{}-{}: {:?}",
                a.iata,
                b.iata,
                plans
                    .iter()
                    .map(|p| (p.hubs[0].iata, p.at_hubs))
                    .collect::<Vec<_>>()
            );
            for p in plans.iter().filter(|p| p.at_hubs) {
                at_hubs += 1;
                let h = p.hubs[0];
                let (ia, ib, ih) = (
                    data::airport_index(a.iata).unwrap() as u32,
                    data::airport_index(b.iata).unwrap() as u32,
                    data::airport_index(h.iata).unwrap() as u32,
                );
                let hub_of = |c: &u16| als[*c as usize].hubs.contains(&h.iata);
                assert!(
                    h.size >= GATEWAY_SIZE
                        || route(ia, ih).iter().any(hub_of)
                        || route(ih, ib).iter().any(hub_of),
                    "{}-{} through {}",
                    a.iata,
                    b.iata,
                    h.iata
                );
            }
        }
        assert!(
            long > 300 && at_hubs > 300,
            "{long} long pairs, {at_hubs} at hubs"
        );
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
            // an end whose foreign flights are seasonal (Rhodes in winter) may have no
            // reference flight on the week drawn
            let seasonal = |x: &Airport| super::super::sources::season_of(x.iata, x.iata, "*");
            if [a, b, h].iter().any(|x| seasonal(x).is_some()) {
                continue;
            }
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

    /// Pairs with a nonstop, by a seeded draw: an airport and one of its destinations.
    fn served_pairs(seed: &str, n: usize) -> Vec<(&'static Airport, &'static Airport)> {
        let aps = served();
        let mut rng = Rng::new(Seed::DEFAULT, seed);
        let mut out = Vec::new();
        while out.len() < n {
            let a = *rng.pick(&aps);
            let dests = super::super::airport_destinations(a.iata);
            let b = *rng.pick(&dests);
            if a.city_code != b.city_code {
                out.push((a, b));
            }
        }
        out
    }

    fn legs_of(it: &schedule::Itin) -> String {
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
    }

    #[test]
    fn a_pair_with_nonstops_is_joined_only_through_a_hub_nearly_on_the_way() {
        let mut rng = Rng::new(Seed::DEFAULT, "served connections");
        let mut joined = 0;
        for (a, b) in served_pairs("served pairs", 1500) {
            for it in schedule::leg_options(a.iata, b.iata, day(&mut rng), &RULES) {
                if it.legs.len() < 2 {
                    continue;
                }
                let (o, z) = (it.legs[0].p.from, it.legs.last().unwrap().p.to);
                let (io, iz) = (
                    data::airport_index(o.iata).unwrap() as u32,
                    data::airport_index(z.iata).unwrap() as u32,
                );
                let n = nonstops_a_day(io, iz);
                if n == 0 {
                    continue;
                }
                joined += 1;
                let direct = km(o, z).max(1.0);
                let flown: f64 = it.legs.iter().map(|l| km(l.p.from, l.p.to)).sum();
                assert!(
                    flown / direct <= served_limit(direct, n) + 1e-9,
                    "{}: circuity {:.2} beside {n} nonstops a day",
                    legs_of(&it),
                    flown / direct
                );
            }
        }
        assert!(joined > 300, "only {joined} connections beside nonstops");
        // Paris-Munich: Frankfurt and Zurich are on the way, Brussels and Amsterdam not
        let (cdg, muc) = (data::airport("CDG").unwrap(), data::airport("MUC").unwrap());
        let hubs: Vec<&str> = one_stop("CDG", "MUC", 12)
            .iter()
            .map(|p| p.hubs[0].iata)
            .collect();
        assert!(!hubs.contains(&"BRU") && !hubs.contains(&"AMS"), "{hubs:?}");
        assert!(km(cdg, muc) < 700.0);
    }

    #[test]
    fn two_changes_only_where_no_one_change_joins_the_pair() {
        let mut rng = Rng::new(Seed::DEFAULT, "two changes");
        let mut two = 0;
        for (a, b) in draw("two-change pairs", 2500) {
            for it in schedule::leg_options(a.iata, b.iata, day(&mut rng), &RULES) {
                if it.legs.len() < 3 {
                    continue;
                }
                two += 1;
                let (o, z) = (it.legs[0].p.from, it.legs.last().unwrap().p.to);
                assert!(
                    !one_change_will_do(o.iata, z.iata),
                    "{} sold, though one change joins it",
                    legs_of(&it)
                );
            }
        }
        assert!(two > 20, "only {two} two-change itineraries in the draw");
    }

    #[test]
    fn no_carrier_changes_passengers_at_another_airport_of_its_hub_city() {
        // every change the finder offers is joined by carriers that connect there: none
        // through an airport of a city whose hub, for that carrier, is another airport
        let als = data::airlines();
        let mut plans = 0;
        for (a, b) in draw("hub airport pairs", 4000) {
            let (ia, ib) = (
                data::airport_index(a.iata).unwrap() as u32,
                data::airport_index(b.iata).unwrap() as u32,
            );
            for p in one_stop(a.iata, b.iata, 12) {
                plans += 1;
                let ph = p.hubs[0];
                let h = data::airport_index(ph.iata).unwrap() as u32;
                let ok = route(ia, h).iter().any(|&x| {
                    route(h, ib).iter().any(|&y| {
                        let (x, y) = (&als[x as usize], &als[y as usize]);
                        joins(x, y) && connects_at(x, ph) && connects_at(y, ph)
                    })
                });
                assert!(ok, "{}-{}-{}", a.iata, ph.iata, b.iata);
            }
        }
        assert!(plans > 400, "only {plans} plans");
        let (tk, saw) = (data::airline("TK").unwrap(), data::airport("SAW").unwrap());
        assert!(!connects_at(tk, saw) && tk.hubs.len() == 1 && tk.hubs[0] == "IST");
        assert!(
            super::super::airport_destinations("SAW").iter().all(|d| {
                !super::super::carriers_between("SAW", d.iata)
                    .iter()
                    .any(|c| c.iata == "TK")
            }),
            "Turkish Airlines' Sabiha Gokcen flights are AJet's"
        );
    }

    /// Over thousands of generated pairs: no itinerary is offered that takes longer than
    /// twice the quickest of the day (or five hours more), and no trip with two changes
    /// is offered between two airports that a trip with one change joins that day.
    #[test]
    fn no_trip_is_offered_far_slower_than_the_quickest_nor_with_a_needless_second_change() {
        let day = NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
        let mut joined = 0;
        for (a, b) in draw("elapsed", 5000) {
            let found = schedule::leg_options(a.iata, b.iata, day, &RULES);
            let Some(best) = found.iter().map(|i| i.minutes()).min() else {
                continue;
            };
            joined += 1;
            let limit = schedule::near_best_limit(best);
            for i in &found {
                assert!(
                    i.minutes() <= limit,
                    "{}-{}: {} against {best}",
                    a.iata,
                    b.iata,
                    i.minutes()
                );
                if i.legs.len() == 3 {
                    let ends = (i.legs[0].p.from.iata, i.legs[2].p.to.iata);
                    assert!(
                        !found.iter().any(|j| j.legs.len() == 2
                            && (j.legs[0].p.from.iata, j.legs[1].p.to.iata) == ends),
                        "{}-{}: two changes beside one",
                        a.iata,
                        b.iata
                    );
                }
            }
        }
        assert!(joined > 1000, "{joined} of 5000 pairs joined");
    }

    #[test]
    fn no_trip_changes_twice_on_low_cost_carriers_alone() {
        let mut rng = Rng::new(Seed::DEFAULT, "low-cost changes");
        let (mut two, mut low_cost_legs) = (0, 0);
        for (a, b) in draw("low-cost pairs", 3000) {
            for it in schedule::leg_options(a.iata, b.iata, day(&mut rng), &RULES) {
                if it.legs.len() < 3 {
                    continue;
                }
                two += 1;
                low_cost_legs += it.legs.iter().filter(|l| l.p.carrier.low_cost).count();
                assert!(
                    !it.legs.iter().all(|l| l.p.carrier.low_cost),
                    "{}",
                    legs_of(&it)
                );
            }
        }
        assert!(
            two > 50 && low_cost_legs > 0,
            "{two} trips, {low_cost_legs}"
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
