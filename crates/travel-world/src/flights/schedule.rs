//! Deterministic dated flights: per route and carrier a fixed daily pattern (departure
//! time, flight number, aircraft, block time), dated on demand; connections through
//! hubs.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, TimeZone, Timelike};
use chrono_tz::Tz;

use super::block::{self, Season};
use super::{aircraft, fares, flagships, numbers, timetable};
use crate::data::{self, Airline, Airport};
use crate::network::interline;
use crate::{markets, network};
use travel_core::stable::Seed;

/// One scheduled flight, operated every day.
#[derive(Debug)]
pub struct Pattern {
    pub carrier: &'static Airline,
    pub operating: &'static Airline,
    pub number: u32,
    pub from: &'static Airport,
    pub to: &'static Airport,
    pub from_tz: Tz,
    pub to_tz: Tz,
    /// Local departure, minutes after midnight.
    pub dep_min: u32,
    /// Block minutes in the winter timetable, and in the summer one (the winds differ).
    pub block_min: i64,
    pub block_summer: i64,
    pub aircraft: &'static str,
    pub dep_terminal: Option<&'static str>,
    pub arr_terminal: Option<&'static str>,
    pub km: f64,
    /// The months a seasonal flight flies (`network::season_of`); `None` all year.
    pub season: Option<(u8, u8)>,
    /// The key of this flight in the seat inventory, made once: a search asks for it
    /// thousands of times.
    key: Box<str>,
}

impl Pattern {
    /// The key of this flight in the seat inventory: `BA117LHRJFK`.
    pub fn key(&self) -> &str {
        &self.key
    }

    fn key_of(carrier: &Airline, number: u32, from: &Airport, to: &Airport) -> Box<str> {
        format!("{}{number}{}{}", carrier.iata, from.iata, to.iata).into_boxed_str()
    }

    /// Whether the flight flies on `date` (a seasonal route only in its months).
    pub fn flies_on(&self, date: NaiveDate) -> bool {
        network::in_season(self.season, date.month() as u8)
    }

    /// Block minutes on `date`, by the timetable season.
    pub fn block_on(&self, date: NaiveDate) -> i64 {
        match Season::of(date) {
            Season::Summer => self.block_summer,
            _ => self.block_min,
        }
    }

    pub fn cabins(&self) -> impl Iterator<Item = usize> + '_ {
        let route = (self.from.iata, self.to.iata, self.km);
        let sold = aircraft::cabins_of(
            self.aircraft,
            self.operating.iata,
            self.carrier.low_cost,
            route,
        );
        (0..4).filter(move |&c| sold[c])
    }
}

/// A pattern on a date.
#[derive(Debug, Clone, Copy)]
pub struct Leg {
    pub p: &'static Pattern,
    pub date: NaiveDate,
    pub dep: NaiveDateTime,
    pub arr: NaiveDateTime,
    /// UTC instants in seconds, for comparisons across zones.
    pub dep_utc: i64,
    pub arr_utc: i64,
}

impl Leg {
    pub fn on(p: &'static Pattern, date: NaiveDate) -> Leg {
        let dep =
            date.and_hms_opt(0, 0, 0).expect("midnight") + Duration::minutes(i64::from(p.dep_min));
        let dep_u = p
            .from_tz
            .from_local_datetime(&dep)
            .earliest()
            .or_else(|| {
                p.from_tz
                    .from_local_datetime(&(dep + Duration::hours(1)))
                    .earliest()
            })
            .map(|t| t.naive_utc())
            .unwrap_or(dep);
        let arr_u = dep_u + Duration::minutes(p.block_on(date));
        let arr = p.to_tz.from_utc_datetime(&arr_u).naive_local();
        Leg {
            p,
            date,
            dep,
            arr,
            dep_utc: dep_u.and_utc().timestamp(),
            arr_utc: arr_u.and_utc().timestamp(),
        }
    }
}

/// An itinerary: one to three legs in sequence.
#[derive(Debug, Clone)]
pub struct Itin {
    pub legs: Vec<Leg>,
}

impl Itin {
    pub fn minutes(&self) -> i64 {
        (self.legs[self.legs.len() - 1].arr_utc - self.legs[0].dep_utc) / 60
    }
    pub fn first(&self) -> &Leg {
        &self.legs[0]
    }
    pub fn last(&self) -> &Leg {
        &self.legs[self.legs.len() - 1]
    }
}

fn h(seed: Seed, parts: &[&str]) -> u64 {
    seed.fnv1a(parts.join("|").as_bytes())
}

fn tz(a: &Airport) -> Tz {
    a.tz.parse().unwrap_or(Tz::UTC)
}

/// Patterns of the directed route a → b (all carriers) in the world of `seed`, cached
/// per world: their times and aircraft are drawn.
pub fn patterns(seed: Seed, a: &'static Airport, b: &'static Airport) -> &'static [Pattern] {
    type Cache = Mutex<HashMap<(Seed, &'static str, &'static str), &'static [Pattern]>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(p) = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&(seed, a.iata, b.iata))
    {
        return p;
    }
    let built: &'static [Pattern] = Box::leak(build_patterns(seed, a, b).into_boxed_slice());
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert((seed, a.iata, b.iata), built);
    built
}

fn build_patterns(seed: Seed, a: &'static Airport, b: &'static Airport) -> Vec<Pattern> {
    let carriers = network::carriers_between(a.iata, b.iata);
    let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
    let (ta, tb) = (tz(a), tz(b));
    let (lo, hi) = if a.iata < b.iata {
        (a.iata, b.iata)
    } else {
        (b.iata, a.iata)
    };
    let mut out = Vec::new();
    for al in carriers.iter() {
        let season = network::season_of(a.iata, b.iata, al.iata);
        let block = block::minutes(al, a, b, Season::Winter);
        let summer = block::minutes(al, a, b, Season::Summer);
        let hr = h(seed, &[al.iata, lo, hi]);
        let n = network::daily_flights(a.iata, b.iata, al.iata).max(1);
        let departures = timetable::departures(a, b, km, (block, summer), n, hr, &al.hubs);
        // the flagship flights leave at their own times: the i-th of the carrier's on the
        // route is its i-th daily flight, the one that carries its number
        let flagships = flagships::on_route(al.iata, a.iata, b.iata);
        let long = km > 4000.0 || al.short_haul_aircraft.is_empty();
        let preferred = if long && !al.long_haul_aircraft.is_empty() {
            &al.long_haul_aircraft
        } else if !al.short_haul_aircraft.is_empty() {
            &al.short_haul_aircraft
        } else {
            &al.long_haul_aircraft
        };
        // only types that make the sector with a margin and may use both airports; a
        // carrier whose fleet cannot does not fly it (no 737 across the Pacific, no ATR
        // on a three-hour sector, no wide-body at London City)
        let fits = |t: &str, margin: f64| {
            aircraft::range_of(al.iata, t) >= km * margin
                && aircraft::may_use(a.iata, t)
                && aircraft::may_use(b.iata, t)
        };
        let every = || al.short_haul_aircraft.iter().chain(&al.long_haul_aircraft);
        let mut fleet: Vec<&'static str> =
            preferred.iter().filter(|t| fits(t, 1.1)).copied().collect();
        if fleet.is_empty() {
            fleet = every().filter(|t| fits(t, 1.1)).copied().collect();
        }
        if fleet.is_empty() {
            // the ultra-long-haul sectors are planned at the type's full range
            fleet = every().filter(|t| fits(t, 1.0)).copied().collect();
        }
        if km > aircraft::TURBOPROP_KM {
            // a carrier with jets flies them on the longer sectors, whichever list they
            // are in (no ATR on Delhi-Mumbai)
            let mut jets: Vec<&'static str> = fleet
                .iter()
                .copied()
                .filter(|t| !aircraft::turboprop(t))
                .collect();
            if jets.is_empty() {
                jets = every()
                    .filter(|t| !aircraft::turboprop(t) && fits(t, 1.1))
                    .copied()
                    .collect();
            }
            if !jets.is_empty() {
                fleet = jets;
            }
        }
        if aircraft::props_up_to(al.iata).is_some_and(|up_to| km <= up_to)
            && fleet.iter().any(|t| aircraft::turboprop(t))
        {
            fleet.retain(|t| aircraft::turboprop(t));
        }
        let restricted = aircraft::restricted(a.iata) || aircraft::restricted(b.iata);
        if fleet.is_empty() && (restricted || !(preferred.is_empty() && km < 5_000.0)) {
            continue;
        }
        // a partner of the same alliance on the route sometimes operates (codeshare)
        let partner = al.alliance.and_then(|all| {
            carriers
                .iter()
                .find(|x| x.iata != al.iata && x.alliance == Some(all))
                .copied()
        });
        for i in 0..n {
            let hi_ = h(seed, &[al.iata, a.iata, b.iata, &i.to_string()]);
            let dep = flagships
                .get(i as usize)
                .map_or(departures[i as usize], |f| f.leaves(a.iata));
            let aircraft = if fleet.is_empty() {
                "320"
            } else {
                aircraft::choose(al, a.iata, b.iata, &fleet, hr as usize + i as usize / 2)
            };
            // the partner operates only an aircraft of its own fleet
            let operating = match partner {
                Some(p) if hi_ % 100 < 10 && aircraft::flies(p, aircraft) => p,
                _ => al,
            };
            let number = numbers::number(al, a, b, i);
            let by_hour = timetable::by_hour_min(a, b, dep, (block, summer));
            let (winter_i, summer_i) =
                timetable::stretched_to_curfew(a, b, dep, (block + by_hour, summer + by_hour));
            out.push(Pattern {
                carrier: al,
                operating,
                number,
                from: a,
                to: b,
                from_tz: ta,
                to_tz: tb,
                dep_min: dep,
                block_min: winter_i,
                block_summer: summer_i,
                aircraft,
                dep_terminal: timetable::terminal(a.iata, operating.iata),
                arr_terminal: timetable::terminal(b.iata, operating.iata),
                km,
                season,
                key: Pattern::key_of(al, number, a, b),
            });
        }
    }
    out
}

/// The served airports of an airport or city code: an airport code means that airport.
pub fn airports_of(code: &str) -> Vec<&'static Airport> {
    let code = code.trim().to_ascii_uppercase();
    if let Some(a) = data::airport(&code).filter(|a| a.iata == code && a.size > 0) {
        if data::city(&code).is_none_or(|c| c.airports.len() <= 1 || a.city_code != code) {
            return vec![a];
        }
    }
    match data::city(&code) {
        Some(c) => c.airports.iter().copied().filter(|a| a.size > 0).collect(),
        None => Vec::new(),
    }
}

/// The directed routes on which an airline markets flights, cached per airline.
fn carrier_routes(al: &'static Airline) -> &'static [(&'static Airport, &'static Airport)] {
    type Routes = &'static [(&'static Airport, &'static Airport)];
    static CACHE: OnceLock<Mutex<HashMap<&'static str, Routes>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(r) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(al.iata) {
        return r;
    }
    let mut out = Vec::new();
    for (a, b, _) in network::airline_routes(al.iata) {
        out.extend(
            [(a, b), (b, a)]
                .into_iter()
                .filter(|(from, _)| from.size > 0),
        );
    }
    let built: Routes = Box::leak(out.into_boxed_slice());
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(al.iata, built);
    built
}

/// The dated flights an airline markets under a flight number on a (local departure)
/// date, earliest first: what flight status reports. The same patterns as the offers,
/// so a flight an offer shows is found here with the same times and aircraft.
pub fn numbered(seed: Seed, carrier: &str, number: u32, date: NaiveDate) -> Vec<Leg> {
    let Some(al) = data::airline(carrier) else {
        return Vec::new();
    };
    let mut out: Vec<Leg> = carrier_routes(al)
        .iter()
        .flat_map(|&(a, b)| patterns(seed, a, b).iter())
        .filter(|p| p.carrier.iata == al.iata && p.number == number && p.flies_on(date))
        .map(|p| Leg::on(p, date))
        .collect();
    out.sort_by_key(|l| (l.dep_utc, l.p.from.iata, l.p.to.iata));
    out
}

/// What a leg search may use.
pub struct LegRules<'a> {
    /// The world searched.
    pub seed: Seed,
    pub max_connections: usize,
    pub allowed: &'a dyn Fn(&Airline) -> bool,
}

/// The longest wait at a hub sold when no same-day connection exists (minutes): a
/// night at the hub, up to a day and the longest minimum connecting time, so that a
/// daily onward flight leaving just inside the connecting time of the landing is
/// reached the next day (a day less 2 hours left every such pair unjoined).
const OVERNIGHT_MIN: i64 = 24 * 60 + 90;

/// Minimum connecting time at a hub (minutes).
fn mct(hub: &Airport, international: bool) -> i64 {
    let base = if hub.size >= 70 { 60 } else { 45 };
    if international {
        base + 30
    } else {
        base
    }
}

/// Itineraries from `origin` to `dest` (airport or city codes) departing on `date`:
/// nonstop flights and connections through hubs.
pub fn leg_options(origin: &str, dest: &str, date: NaiveDate, rules: &LegRules) -> Vec<Itin> {
    leg_options_upto(origin, dest, date, rules, usize::MAX)
}

/// [`leg_options`], stopping once `enough` are found: 1 asks only whether there is one.
/// No itinerary is offered that takes much longer than the quickest found for the day
/// ([`near_best`]).
pub fn leg_options_upto(
    origin: &str,
    dest: &str,
    date: NaiveDate,
    rules: &LegRules,
    enough: usize,
) -> Vec<Itin> {
    let mut out = gather(origin, dest, date, rules, enough);
    near_best(&mut out);
    out
}

/// How much longer than the quickest itinerary of a search another may take and still be
/// offered: twice its elapsed time, or five hours more where that is more (an agent sells
/// London-Chicago-New York beside the nonstops, not a trip of a day and a half through
/// two hubs beside one of twelve hours). The project's rule, not a published figure.
pub fn near_best_limit(best_minutes: i64) -> i64 {
    (2 * best_minutes).max(best_minutes + 5 * 60)
}

/// Drops the itineraries that take longer than [`near_best_limit`] of the quickest.
fn near_best(out: &mut Vec<Itin>) {
    if let Some(best) = out.iter().map(Itin::minutes).min() {
        let limit = near_best_limit(best);
        out.retain(|i| i.minutes() <= limit);
    }
}

fn gather(origin: &str, dest: &str, date: NaiveDate, rules: &LegRules, enough: usize) -> Vec<Itin> {
    let (oas, das) = (airports_of(origin), airports_of(dest));
    let mut out: Vec<Itin> = Vec::new();
    let usable = |p: &Pattern| (rules.allowed)(p.carrier);
    for &oa in &oas {
        for &da in &das {
            if oa.city_code == da.city_code || !markets::may_sell_on(date, oa.country, da.country) {
                continue;
            }
            for p in patterns(rules.seed, oa, da)
                .iter()
                .filter(|p| usable(p) && p.flies_on(date))
            {
                out.push(Itin {
                    legs: vec![Leg::on(p, date)],
                });
            }
        }
    }
    if rules.max_connections == 0 || out.len() >= enough {
        return out;
    }
    let nonstops = out.len();
    let top = |v: &[&'static Airport], n: usize| -> Vec<&'static Airport> {
        let mut v = v.to_vec();
        v.sort_by(|a, b| b.size.cmp(&a.size).then(a.iata.cmp(b.iata)));
        v.truncate(n);
        v
    };
    let long =
        |a: &Airport, b: &Airport| data::distance_km((a.lat, a.lon), (b.lat, b.lon)) > 5000.0;
    for &oa in &top(&oas, 3) {
        for &da in &top(&das, 3) {
            if oa.city_code == da.city_code || !markets::may_sell_on(date, oa.country, da.country) {
                continue;
            }
            let same_day = if long(oa, da) { 12 * 60 } else { 6 * 60 };
            let hubs = network::connection_hubs(oa.iata, da.iata);
            // a same-day connection first; a thin route whose only flight leaves before
            // the first one lands is sold with a night at the hub, as the carriers do
            let before = out.len();
            for max_wait in [same_day, OVERNIGHT_MIN] {
                let mut found_here = 0;
                for &hub in hubs.iter().take(7) {
                    let first: Vec<&Pattern> = patterns(rules.seed, oa, hub)
                        .iter()
                        .filter(|p| usable(p) && p.flies_on(date))
                        .collect();
                    let second: Vec<&Pattern> = patterns(rules.seed, hub, da)
                        .iter()
                        .filter(|p| usable(p))
                        .collect();
                    if first.is_empty() || second.is_empty() {
                        continue;
                    }
                    let intl = oa.country != hub.country || hub.country != da.country;
                    let m = mct(hub, intl);
                    // the onward legs of every day at the hub that the latest first
                    // leg's landing and the longest wait reach (a long first flight
                    // lands the next day, and a night at the hub reaches the day
                    // after), dated once for every first leg; a day more for the
                    // hub's local date ahead of UTC's
                    let reach = first
                        .iter()
                        .map(|p| Leg::on(p, date).arr_utc)
                        .max()
                        .unwrap_or_default()
                        + max_wait * 60;
                    let last_day = chrono::DateTime::from_timestamp(reach, 0)
                        .map_or(date, |t| t.date_naive())
                        + Duration::days(1);
                    let onward: Vec<Leg> = date
                        .iter_days()
                        .take_while(|d| *d <= last_day)
                        .flat_map(|d| {
                            second
                                .iter()
                                .filter(move |p2| p2.flies_on(d))
                                .map(move |p2| Leg::on(p2, d))
                        })
                        .collect();
                    for p1 in &first {
                        let l1 = Leg::on(p1, date);
                        let mut joins: Vec<(i64, Leg)> = Vec::new();
                        for &l2 in &onward {
                            if !interline::joins(p1.carrier, l2.p.carrier) {
                                continue;
                            }
                            let wait = (l2.dep_utc - l1.arr_utc) / 60;
                            if wait >= m && wait <= max_wait {
                                joins.push((wait, l2));
                            }
                        }
                        joins.sort_by_key(|j| (j.0, j.1.p.number));
                        for (_, l2) in joins.into_iter().take(2) {
                            out.push(Itin { legs: vec![l1, l2] });
                            found_here += 1;
                        }
                        if out.len() >= enough {
                            return out;
                        }
                    }
                }
                // two connections only where one is not enough, not even with a night at
                // the hub (Chicago Midway-Winnipeg changes once, at Minneapolis, and is
                // not sold through Atlanta and Minneapolis); each of their changes same-day
                if found_here == 0
                    && nonstops == 0
                    && rules.max_connections >= 2
                    && max_wait == OVERNIGHT_MIN
                {
                    let had = out.len();
                    two_stops(rules.seed, oa, da, date, same_day, &usable, &mut out);
                    if out.len() == had {
                        two_stops(rules.seed, oa, da, date, max_wait, &usable, &mut out);
                    }
                    if out.len() >= enough {
                        return out;
                    }
                }
                if out.len() > before || nonstops > 0 {
                    break;
                }
            }
        }
    }
    out
}

fn two_stops(
    seed: Seed,
    oa: &'static Airport,
    da: &'static Airport,
    date: NaiveDate,
    max_wait: i64,
    usable: &dyn Fn(&Pattern) -> bool,
    out: &mut Vec<Itin>,
) {
    let mut n = 0;
    for plan in network::connect::two_stops(oa.iata, da.iata, 12) {
        let (h1, h2) = (plan.hubs[0], plan.hubs[1]);
        let first: Vec<&Pattern> = patterns(seed, oa, h1)
            .iter()
            .filter(|p| usable(p) && p.flies_on(date))
            .collect();
        if first.is_empty() {
            continue;
        }
        let mid: Vec<&Pattern> = patterns(seed, h1, h2)
            .iter()
            .filter(|p| usable(p))
            .collect();
        let last: Vec<&Pattern> = patterns(seed, h2, da)
            .iter()
            .filter(|p| usable(p))
            .collect();
        if mid.is_empty() || last.is_empty() {
            continue;
        }
        for p1 in &first {
            let l1 = Leg::on(p1, date);
            let Some(l2) = next_leg(&l1, &mid, h1, max_wait) else {
                continue;
            };
            // one ticket: the last flight's carrier sells with the first's too
            let last: Vec<&Pattern> = last
                .iter()
                .copied()
                .filter(|p| interline::joins(p1.carrier, p.carrier))
                .collect();
            let Some(l3) = next_leg(&l2, &last, h2, max_wait) else {
                continue;
            };
            // a low-cost carrier sells one change at most on its own flights (Ryanair's
            // and AirAsia's connections change once): no trip with two changes flown by
            // low-cost carriers alone (GOL's feeders to its partners' long haul stay)
            if [&l1, &l2, &l3].iter().all(|l| l.p.carrier.low_cost) {
                continue;
            }
            out.push(Itin {
                legs: vec![l1, l2, l3],
            });
            n += 1;
            if n >= 30 {
                return;
            }
        }
    }
}

fn next_leg(prev: &Leg, cands: &[&'static Pattern], hub: &Airport, max_wait: i64) -> Option<Leg> {
    let m = mct(hub, true);
    let mut best: Option<(i64, Leg)> = None;
    for d in [prev.arr.date(), prev.arr.date() + Duration::days(1)] {
        for p in cands
            .iter()
            .filter(|p| interline::joins(prev.p.carrier, p.carrier) && p.flies_on(d))
        {
            let l = Leg::on(p, d);
            let wait = (l.dep_utc - prev.arr_utc) / 60;
            if wait >= m && wait <= max_wait && best.as_ref().is_none_or(|b| wait < b.0) {
                best = Some((wait, l));
            }
        }
    }
    best.map(|b| b.1)
}

/// The cabin (its number, see [`fares::cabin`]) and fare level of a booking class letter.
pub fn class_info(class: char) -> Option<(usize, usize)> {
    (0..4).find_map(|c| {
        fares::classes(c)
            .iter()
            .position(|&x| x == class)
            .map(|l| (c, l))
    })
}

/// A flight as a request sent it, for one the schedule does not have (an offer built by
/// hand or copied from the provider's documentation).
pub struct Sent<'a> {
    pub carrier: &'a str,
    pub operating: Option<&'a str>,
    pub number: u32,
    pub from: &'a str,
    pub to: &'a str,
    pub dep: NaiveDateTime,
    pub arr: NaiveDateTime,
    pub aircraft: Option<&'a str>,
    pub dep_terminal: Option<&'a str>,
    pub arr_terminal: Option<&'a str>,
}

/// Flights outside the schedule kept at once, at the most: each is built once and kept,
/// so the same offer priced again finds it, but invented flights cannot grow a running
/// server's memory without end.
const MAX_UNSCHEDULED: usize = 4096;

/// Longest block time believed of a sent flight.
const MAX_BLOCK_MIN: i64 = 20 * 60;

/// A flight the schedule does not have, dated as sent: the carrier and airports must be
/// known; the aircraft, terminals and times are taken as sent. Pricing and upselling
/// price it like a scheduled one (same fare model, inventory and rules), so examples
/// written for the real service work; the reason when it cannot be believed.
pub fn unscheduled(f: &Sent) -> Result<Leg, String> {
    type Kept = Mutex<HashMap<String, &'static Pattern>>;
    static KEPT: OnceLock<Kept> = OnceLock::new();
    let carrier = data::airline(f.carrier).ok_or(format!("carrier {} is unknown", f.carrier))?;
    // An operating carrier the sandbox's table lacks (a subsidiary or regional one,
    // such as Iberia Express I2 or Portugalia NI in the provider's examples) is taken
    // as flying for the marketing carrier.
    let operating = f.operating.and_then(data::airline).unwrap_or(carrier);
    let from = data::airport(f.from).ok_or(format!("airport {} is unknown", f.from))?;
    let to = data::airport(f.to).ok_or(format!("airport {} is unknown", f.to))?;
    let (from_tz, to_tz) = (tz(from), tz(to));
    let utc = |zone: Tz, t: NaiveDateTime| {
        zone.from_local_datetime(&t)
            .earliest()
            .map(|x| x.naive_utc())
    };
    let (Some(dep_u), Some(arr_u)) = (utc(from_tz, f.dep), utc(to_tz, f.arr)) else {
        return Err("a local time that does not exist (a clock change)".into());
    };
    let block_min = (arr_u - dep_u).num_minutes();
    if !(15..=MAX_BLOCK_MIN).contains(&block_min) || from.iata == to.iata {
        return Err(format!(
            "{}{} {}-{} would fly {block_min} minutes",
            carrier.iata, f.number, from.iata, to.iata
        ));
    }
    let aircraft = f.aircraft.map(str::trim).filter(|a| !a.is_empty());
    let key = format!(
        "{}|{}|{}|{}|{}|{}|{block_min}|{}|{}|{}",
        carrier.iata,
        operating.iata,
        f.number,
        from.iata,
        to.iata,
        f.dep.time(),
        aircraft.unwrap_or(""),
        f.dep_terminal.unwrap_or(""),
        f.arr_terminal.unwrap_or("")
    );
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(p) = kept.get(&key) {
        return Ok(Leg::on(p, f.dep.date()));
    }
    if kept.len() >= MAX_UNSCHEDULED {
        return Err("too many flights outside the schedule were sent; restart the sandbox".into());
    }
    let keep = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    let pattern: &'static Pattern = Box::leak(Box::new(Pattern {
        carrier,
        operating,
        number: f.number,
        from,
        to,
        from_tz,
        to_tz,
        dep_min: f.dep.time().num_seconds_from_midnight() / 60,
        block_min,
        block_summer: block_min,
        aircraft: keep(aircraft.unwrap_or("320")),
        dep_terminal: f.dep_terminal.map(keep),
        arr_terminal: f.arr_terminal.map(keep),
        km: data::distance_km((from.lat, from.lon), (to.lat, to.lon)),
        season: None,
        key: Pattern::key_of(carrier, f.number, from, to),
    }));
    kept.insert(key, pattern);
    Ok(Leg::on(pattern, f.dep.date()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn any(_: &Airline) -> bool {
        true
    }

    #[test]
    fn lhr_jfk_takes_about_eight_hours_and_jfk_lhr_arrives_next_day() {
        let (lhr, jfk) = (data::airport("LHR").unwrap(), data::airport("JFK").unwrap());
        let d = NaiveDate::from_ymd_opt(2026, 12, 15).unwrap();
        let west = patterns(Seed::DEFAULT, lhr, jfk);
        assert!(!west.is_empty());
        for p in west {
            let l = Leg::on(p, d);
            let mins = (l.arr_utc - l.dep_utc) / 60;
            assert!((420..=540).contains(&mins), "{mins}");
            // local clock difference: 5 h behind
            let local = (l.arr - l.dep).num_minutes();
            assert_eq!(local, mins - 300);
        }
        let east = patterns(Seed::DEFAULT, jfk, lhr);
        let evening: Vec<Leg> = east
            .iter()
            .map(|p| Leg::on(p, d))
            .filter(|l| l.dep.format("%H").to_string().as_str() >= "17")
            .collect();
        assert!(!evening.is_empty());
        for l in evening {
            assert_eq!(l.arr.date(), d + Duration::days(1), "{:?}", l);
        }
    }

    #[test]
    fn a_connection_a_first_flight_reaches_is_never_missed_on_the_day_it_lands() {
        // generated pairs, large airports to small ones: long first flights land the
        // next day, and their onward flights of that day must be found
        let date = NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
        let big: Vec<&Airport> = data::airports().iter().filter(|a| a.size >= 60).collect();
        let small: Vec<&Airport> = data::airports()
            .iter()
            .filter(|a| (10..40).contains(&a.size))
            .collect();
        let rules = LegRules {
            seed: Seed::DEFAULT,
            max_connections: 1,
            allowed: &any,
        };
        let (mut checked, mut next_day) = (0, 0);
        for i in 0..400u64 {
            let h = travel_core::stable::mix(i.wrapping_mul(0x9e37_79b9));
            let (oa, da) = (
                big[h as usize % big.len()],
                small[(h >> 32) as usize % small.len()],
            );
            if oa.city_code == da.city_code
                || !markets::may_sell_on(date, oa.country, da.country)
                || !patterns(Seed::DEFAULT, oa, da).is_empty()
            {
                continue;
            }
            let found = leg_options(oa.iata, da.iata, date, &rules);
            let long = data::distance_km((oa.lat, oa.lon), (da.lat, da.lon)) > 5000.0;
            let max_wait = if long { 12 * 60 } else { 6 * 60 };
            for hub in network::connection_hubs(oa.iata, da.iata)
                .into_iter()
                .take(7)
            {
                let intl = oa.country != hub.country || hub.country != da.country;
                let m = mct(hub, intl);
                for p1 in patterns(Seed::DEFAULT, oa, hub)
                    .iter()
                    .filter(|p| p.flies_on(date))
                {
                    let l1 = Leg::on(p1, date);
                    let lands = l1.arr.date();
                    // the earliest landing of the onward flights it joins
                    let joins = patterns(Seed::DEFAULT, hub, da)
                        .iter()
                        .filter(|p2| interline::joins(p1.carrier, p2.carrier))
                        .flat_map(|p2| {
                            [lands - Duration::days(1), lands, lands + Duration::days(1)]
                                .into_iter()
                                .filter(|d| p2.flies_on(*d))
                                .map(move |d| Leg::on(p2, d))
                        })
                        .filter(|l2| {
                            let wait = (l2.dep_utc - l1.arr_utc) / 60;
                            wait >= m && wait <= max_wait
                        })
                        .map(|l2| l2.arr_utc)
                        .min();
                    let Some(arrives) = joins else {
                        continue;
                    };
                    // a trip far slower than the day's quickest is not offered
                    // (`near_best`): not a missed connection
                    let quickest = found.iter().map(Itin::minutes).min().unwrap_or(i64::MAX);
                    if (arrives - l1.dep_utc) / 60 > near_best_limit(quickest) {
                        continue;
                    }
                    checked += 1;
                    next_day += usize::from(lands > date);
                    assert!(
                        found.iter().any(|it| it.legs.len() == 2
                            && it.legs[0].p.key() == p1.key()
                            && it.legs[1].p.from.iata == hub.iata),
                        "{} {} via {}: {} lands {} and connects",
                        oa.iata,
                        da.iata,
                        hub.iata,
                        p1.key(),
                        l1.arr
                    );
                }
            }
        }
        assert!(
            checked > 50 && next_day > 5,
            "{checked} checked, {next_day} landing the next day"
        );
    }

    #[test]
    fn cities_search_all_their_airports() {
        assert!(airports_of("LON").len() >= 3);
        assert_eq!(airports_of("JFK").len(), 1);
        let rules = LegRules {
            seed: Seed::DEFAULT,
            max_connections: 2,
            allowed: &any,
        };
        let d = NaiveDate::from_ymd_opt(2026, 12, 15).unwrap();
        let v = leg_options("LON", "NYC", d, &rules);
        assert!(v.iter().any(|i| i.legs.len() == 1));
        assert!(v.iter().any(|i| i.legs.len() == 2));
        for i in &v {
            for w in i.legs.windows(2) {
                assert!(w[1].dep_utc - w[0].arr_utc >= 45 * 60);
                assert_eq!(w[0].p.to.iata, w[1].p.from.iata);
            }
        }
    }

    #[test]
    fn carriers_run_the_network_frequency_under_numbers_of_their_own() {
        let (lhr, jfk) = (data::airport("LHR").unwrap(), data::airport("JFK").unwrap());
        let ba = patterns(Seed::DEFAULT, lhr, jfk)
            .iter()
            .filter(|p| p.carrier.iata == "BA")
            .count();
        assert_eq!(ba as u32, network::daily_flights("LHR", "JFK", "BA"));
        assert!(ba >= 5, "{ba}");
        // every route's block of numbers fits four digits, and no two routes of an
        // airline share a number
        let (aa, dl) = (data::airline("AA").unwrap(), data::airline("DL").unwrap());
        for al in [aa, dl] {
            let mut seen = std::collections::HashSet::new();
            for &(a, b) in carrier_routes(al) {
                for p in patterns(Seed::DEFAULT, a, b)
                    .iter()
                    .filter(|p| p.carrier.iata == al.iata)
                {
                    assert!(p.number <= 9999, "{}", p.key());
                    assert!(seen.insert(p.number), "{} twice", p.number);
                }
            }
        }
    }

    /// The big hubs' routes, both ways: a sample that holds every kind of sector.
    fn hub_patterns() -> Vec<&'static Pattern> {
        let hubs = [
            "LHR", "JFK", "DXB", "SIN", "FRA", "LAX", "SYD", "NRT", "GRU", "JNB",
        ];
        let mut out = Vec::new();
        for h in hubs {
            let a = data::airport(h).unwrap();
            for b in network::airport_destinations(h) {
                out.extend(patterns(Seed::DEFAULT, a, b).iter());
                out.extend(patterns(Seed::DEFAULT, b, a).iter());
            }
        }
        out
    }

    #[test]
    fn no_flight_is_given_a_type_that_cannot_make_its_sector() {
        let all = hub_patterns();
        assert!(all.len() > 2_000, "{}", all.len());
        for p in all {
            assert!(
                aircraft::range_of(p.carrier.iata, p.aircraft) >= p.km,
                "{} on a {} over {:.0} km",
                p.key(),
                p.aircraft,
                p.km
            );
        }
    }

    #[test]
    fn no_flight_leaves_or_lands_inside_a_curfew_in_winter_or_summer() {
        let days = [
            NaiveDate::from_ymd_opt(2027, 1, 15).unwrap(),
            NaiveDate::from_ymd_opt(2027, 7, 15).unwrap(),
        ];
        let minute = |t: NaiveDateTime| t.hour() * 60 + t.minute();
        let mut checked = 0;
        for c in timetable::curfew_airports() {
            let a = data::airport(c).unwrap();
            for b in network::airport_destinations(c) {
                for p in patterns(Seed::DEFAULT, a, b)
                    .iter()
                    .chain(patterns(Seed::DEFAULT, b, a))
                {
                    for d in days {
                        let leg = Leg::on(p, d);
                        assert!(
                            !timetable::in_curfew(p.from.iata, minute(leg.dep)),
                            "{} leaves {} at {}",
                            p.key(),
                            p.from.iata,
                            leg.dep
                        );
                        assert!(
                            !timetable::in_curfew(p.to.iata, minute(leg.arr)),
                            "{} lands at {} at {}",
                            p.key(),
                            p.to.iata,
                            leg.arr
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
    }

    #[test]
    fn eastbound_transatlantic_flights_are_red_eyes() {
        let (jfk, lhr) = (data::airport("JFK").unwrap(), data::airport("LHR").unwrap());
        let day = NaiveDate::from_ymd_opt(2027, 1, 15).unwrap();
        let east = patterns(Seed::DEFAULT, jfk, lhr);
        assert!(east.len() >= 10, "{}", east.len());
        for p in east {
            let leg = Leg::on(p, day);
            assert!(leg.dep.hour() >= 16, "{} leaves at {}", p.key(), leg.dep);
            assert!(
                leg.arr.date() > day && leg.arr.hour() < 12,
                "{} lands {}",
                p.key(),
                leg.arr
            );
        }
    }
    /// Intercontinental pairs of airports with scheduled service (size 25 and more,
    /// their regions apart), drawn from the world's Rng weighted by size, as the audit
    /// draws them; and the share whose quickest trip on an ordinary date takes more than
    /// twice the great circle at cruise plus 4 hours (a trip nobody would sell).
    fn absurd_quickest_share(n: usize) -> (usize, usize, Vec<String>, usize) {
        use crate::hotels::Rng;
        let served: Vec<&'static Airport> = data::airports()
            .iter()
            .filter(|a| a.size >= 25 && !network::airport_destinations(a.iata).is_empty())
            .collect();
        let total: u64 = served.iter().map(|a| u64::from(a.size)).sum();
        let mut rng = Rng::new(Seed::DEFAULT, "intercontinental quickest");
        let pick = |rng: &mut Rng| {
            let mut x = rng.range(0, total - 1);
            for a in &served {
                if x < u64::from(a.size) {
                    return *a;
                }
                x -= u64::from(a.size);
            }
            served[0]
        };
        let region = |a: &Airport| data::country(a.country).map_or("", |c| c.region);
        let rules = LegRules {
            seed: Seed::DEFAULT,
            max_connections: 2,
            allowed: &any,
        };
        let date = NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
        let (mut judged, mut absurd, mut worst, mut off_hub) = (0, 0, Vec::new(), 0);
        while judged < n {
            let (a, b) = (pick(&mut rng), pick(&mut rng));
            if region(a) == region(b) || !markets::may_sell_on(date, a.country, b.country) {
                continue;
            }
            let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
            let found = leg_options(a.iata, b.iata, date, &rules);
            let Some(quickest) = found.iter().min_by_key(|i| i.minutes()) else {
                continue;
            };
            let best = quickest.minutes();
            let legs: Vec<String> = quickest
                .legs
                .iter()
                .map(|l| {
                    format!(
                        "{}{} {}-{} {}>{} n{} {:.0}",
                        l.p.carrier.iata,
                        l.p.number,
                        l.p.from.iata,
                        l.p.to.iata,
                        l.dep.format("%d %H:%M"),
                        l.arr.format("%d %H:%M"),
                        network::daily_flights(l.p.from.iata, l.p.to.iata, l.p.carrier.iata),
                        l.p.km
                    )
                })
                .collect();
            judged += 1;
            // a change at an airport that is no hub of either flight's carrier, nor one of
            // the world's biggest
            off_hub += usize::from(found.iter().any(|it| {
                it.legs.windows(2).any(|w| {
                    let h = w[0].p.to;
                    h.size < 85
                        && !w[0].p.carrier.hubs.contains(&h.iata)
                        && !w[1].p.carrier.hubs.contains(&h.iata)
                })
            }));
            let limit = 2.0 * km / 890.0 * 60.0 + 240.0;
            if best as f64 > limit {
                absurd += 1;
                worst.push(format!(
                    "{}-{} {}h{:02} ({:.0} km): {}",
                    a.iata,
                    b.iata,
                    best / 60,
                    best % 60,
                    km,
                    legs.join(", ")
                ));
            }
        }
        (judged, absurd, worst, off_hub)
    }

    #[test]
    fn quickest_intercontinental_trips_are_seldom_absurd() {
        // 395 of 2,000 before the hubs' banks, 310 after (the rest mostly flights of
        // another day at a hub both ways, or a circuitous pair of hubs)
        let (judged, absurd, _, _) = absurd_quickest_share(2_000);
        assert!(absurd * 100 <= judged * 16, "{absurd} of {judged}");
    }

    #[test]
    #[allow(clippy::print_stdout)]
    #[ignore = "a measurement: cargo test -p travel-world absurd_quickest -- --ignored --nocapture"]
    fn measure_absurd_quickest_intercontinental_trips() {
        let (judged, absurd, worst, off_hub) = absurd_quickest_share(2_000);
        for w in &worst {
            println!("{w}");
        }
        println!("{absurd} of {judged} quickest trips over 2x the great circle + 4 h");
        println!(
            "{off_hub} of {judged} pairs offer a change at no hub of its carriers nor a gateway"
        );
    }
    /// Pairs of a Russian airport and one of a country whose nonstops with Russia are
    /// suspended (the restrictions' table), drawn from the world's Rng: how many find an
    /// itinerary through a third country on one of four days, and the ones that do not.
    fn separated_pairs_joined(n: usize) -> (usize, usize, Vec<String>) {
        use crate::hotels::Rng;
        let served = |a: &&'static Airport| !network::airport_destinations(a.iata).is_empty();
        let date = NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
        let russian: Vec<&'static Airport> = data::airports()
            .iter()
            .filter(|a| a.country == "RU" && a.size >= 25)
            .filter(served)
            .collect();
        let apart: Vec<&'static Airport> = data::airports()
            .iter()
            .filter(|a| a.size >= 40 && a.country != "RU")
            .filter(|a| !markets::may_fly("*", "RU", a.country, Some(date)))
            .filter(served)
            .collect();
        let mut rng = crate::hotels::Rng::new(Seed::DEFAULT, "separated pairs");
        let rules = LegRules {
            seed: Seed::DEFAULT,
            max_connections: 2,
            allowed: &any,
        };
        let (mut judged, mut joined, mut unjoined) = (0, 0, Vec::new());
        let _: &mut Rng = &mut rng;
        while judged < n {
            let (a, b) = (*rng.pick(&russian), *rng.pick(&apart));
            if !markets::may_sell_on(date, a.country, b.country) {
                continue;
            }
            judged += 1;
            let found = (0..4).any(|i| {
                !leg_options_upto(a.iata, b.iata, date + Duration::days(i), &rules, 1).is_empty()
            });
            if found {
                joined += 1;
            } else {
                unjoined.push(format!("{}-{}", a.iata, b.iata));
            }
        }
        (judged, joined, unjoined)
    }

    #[test]
    #[allow(clippy::print_stdout)]
    #[ignore = "a measurement: cargo test -p travel-world separated_pairs -- --ignored --nocapture"]
    fn measure_separated_pairs_joined() {
        let (judged, joined, unjoined) = separated_pairs_joined(400);
        println!("{}", unjoined.join(" "));
        println!("{joined} of {judged} Russia pairs with a country of the bans joined");
    }
}
