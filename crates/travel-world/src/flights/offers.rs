//! Flight offers: price the itineraries of each origin-destination, combine them into
//! offers (round trip, multi-city), filter exactly, sort by grand total.

use std::collections::HashMap;
use std::sync::Arc;

use chrono::{Duration, NaiveDate, NaiveTime, Timelike};

use super::sales::Sales;
use super::schedule::{self, Itin, LegRules};
use super::{aircraft, brands, fares};
use crate::data::{self, Airline};
use travel_core::model::flight::{
    Aircraft, Co2Emission, Dictionaries, EndPoint, FareDetails, Fee, FlightOffer, Itinerary,
    LocationValue, Operating, Price, PricingOptions, Segment, Tax, TravelerPricing,
};
use travel_core::model::kinds::TravelerType;
use travel_core::model::Text;
use travel_core::stable::Seed;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coverage {
    Most,
    AtLeastOne,
    All,
}

#[derive(Debug, Clone)]
pub struct CabinRule {
    pub cabin: usize,
    pub coverage: Coverage,
    /// Empty: every origin-destination.
    pub od_ids: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct OdQuery {
    pub id: String,
    pub origin: String,
    pub dest: String,
    pub date: NaiveDate,
    pub time: Option<NaiveTime>,
}

#[derive(Debug, Clone)]
pub struct TravelerQ {
    pub id: String,
    pub kind: TravelerType,
    pub associated: Option<String>,
}

/// The latest a traveller may check in before the first flight (seconds): 45 minutes
/// within a country, 90 across a border.
fn check_in(i: &Itin) -> i64 {
    let l = i.first();
    if l.p.from.country == i.last().p.to.country {
        45 * 60
    } else {
        90 * 60
    }
}

/// A validated search, whichever form it came in.
#[derive(Debug, Clone)]
pub struct Query {
    pub ods: Vec<OdQuery>,
    pub travelers: Vec<TravelerQ>,
    pub currency: String,
    pub max: usize,
    /// Per traveler (the first adult), whole units of `currency`.
    pub max_price: Option<i64>,
    pub cabins: Vec<CabinRule>,
    pub included: Vec<String>,
    pub excluded: Vec<String>,
    pub max_connections: usize,
    /// What the sandbox's orders hold, subtracted from the inventory.
    pub sales: Arc<Sales>,
    /// Now (unix seconds): itineraries whose first flight leaves before it, or within
    /// its check-in time, are not sold.
    pub not_before: i64,
}

impl Query {
    /// The market's question about `ods`: one adult, in euros, economy, no carrier
    /// filter, at the market's prices (no sandbox order moves them), from any hour:
    /// what cheapest dates, inspiration and price analysis ask search.
    pub fn market(seed: Seed, ods: Vec<OdQuery>, max: usize, max_connections: usize) -> Query {
        Query {
            ods,
            travelers: vec![TravelerQ {
                id: "1".into(),
                kind: TravelerType::Adult,
                associated: None,
            }],
            currency: "EUR".into(),
            max,
            max_price: None,
            cabins: vec![CabinRule {
                cabin: 0,
                coverage: Coverage::All,
                od_ids: Vec::new(),
            }],
            included: Vec::new(),
            excluded: Vec::new(),
            max_connections,
            sales: Arc::new(Sales::of_world(seed)),
            not_before: 0,
        }
    }

    /// The world searched: the one whose seats its sales count.
    pub fn seed(&self) -> Seed {
        self.sales.seed()
    }
}

/// A segment's cabin, fare level, booking class and seats left in it.
pub(super) type SegChoice = (usize, usize, char, u32);

/// An itinerary with its cabins, classes and adult fare.
pub(super) struct Priced {
    pub(super) itin: Itin,
    /// Per leg: cabin, fare level, class, seats in that class.
    pub(super) segs: Vec<SegChoice>,
    pub(super) base_eur: f64,
    /// Per distinct traveler kind of the query: (code, cents) tax lines.
    taxes: Vec<Vec<(&'static str, i64)>>,
    tax_total: Vec<i64>,
    value: f64,
}

fn flight_days(today: NaiveDate, d: NaiveDate) -> i64 {
    (d - today).num_days()
}

fn cabin_for<'a>(q: &'a Query, od: &OdQuery) -> Option<&'a CabinRule> {
    q.cabins
        .iter()
        .find(|r| r.od_ids.is_empty() || r.od_ids.contains(&od.id))
}

/// Choose cabins and classes for an itinerary; None when the cabin rule cannot be met
/// or seats are short.
#[allow(clippy::too_many_arguments)]
fn price_itin(
    itin: Itin,
    rule: Option<&CabinRule>,
    seated: u32,
    kinds: &[TravelerType],
    q: &Query,
    today: NaiveDate,
    od: &OdQuery,
    round_trip: bool,
) -> Option<Priced> {
    let want = rule.map_or(0, |r| r.cabin);
    let mut segs = Vec::with_capacity(itin.legs.len());
    let mut in_cabin = 0;
    let (mut km_in, mut km_all) = (0.0, 0.0);
    for l in &itin.legs {
        let offered: Vec<usize> = l.p.cabins().collect();
        // the wanted cabin where sold, else the best cabin below it, else the cheapest
        // sold (an all-premium aircraft has no economy)
        let cabin = offered
            .iter()
            .copied()
            .filter(|&c| c <= want)
            .max()
            .or_else(|| offered.iter().copied().min())
            .unwrap_or(0);
        km_all += l.p.km;
        if cabin == want {
            in_cabin += 1;
            km_in += l.p.km;
        }
        let pick = open_class(q, l, cabin, 0, usize::MAX, today, seated)?;
        segs.push(pick);
    }
    one_brand(&itin, &mut segs, q, today, seated);
    let n = itin.legs.len();
    if let Some(r) = rule {
        let ok = match r.coverage {
            Coverage::All => in_cabin == n,
            Coverage::AtLeastOne => in_cabin >= 1,
            // most of the flight (by distance flown) in the cabin
            Coverage::Most => km_in * 2.0 > km_all,
        };
        if !ok {
            return None;
        }
    }
    Some(price_segments(
        itin, segs, kinds, q, today, od.time, round_trip,
    ))
}

/// Sell an itinerary in one brand, as fare families are sold (and as upselling lists
/// them): the brand of the flight whose cheapest open class is the dearest, each flight
/// in its cheapest open class of that brand (of its own carrier's brands, the same rank).
/// Without this, a flight whose light classes are sold out would sell a standard fare
/// beside a light one on the next flight, an offer no brand of `flights fares` matches.
fn one_brand(itin: &Itin, segs: &mut [SegChoice], q: &Query, today: NaiveDate, seated: u32) {
    let rank_of = |l: &schedule::Leg, cabin: usize, level: usize| {
        brands::sold(l.p.carrier.iata, cabin)
            .iter()
            .position(|b| (b.levels.0..=b.levels.1).contains(&level))
    };
    let Some(rank) = itin
        .legs
        .iter()
        .zip(segs.iter())
        .map(|(l, &(cabin, level, ..))| rank_of(l, cabin, level))
        .collect::<Option<Vec<usize>>>()
        .and_then(|r| r.into_iter().max())
    else {
        return;
    };
    for (l, seg) in itin.legs.iter().zip(segs.iter_mut()) {
        let (cabin, level, ..) = *seg;
        let Some(brand) = brand_at(l, cabin, rank) else {
            continue;
        };
        let from = level.max(brand.levels.0);
        if let Some(pick) = open_class(q, l, cabin, from, brand.levels.1, today, seated) {
            *seg = pick;
        }
    }
}

/// `l`'s carrier's brand of rank `rank` in `cabin`, or its dearest where it sells fewer.
fn brand_at(l: &schedule::Leg, cabin: usize, rank: usize) -> Option<&'static brands::Brand> {
    let sold = brands::sold(l.p.carrier.iata, cabin);
    sold.get(rank.min(sold.len().saturating_sub(1))).copied()
}

/// The cheapest class of `cabin` on leg `l`, between levels `from` and `to` (capped to
/// the cabin's classes), with seats left for `seated` travellers.
fn open_class(
    q: &Query,
    l: &schedule::Leg,
    cabin: usize,
    from: usize,
    to: usize,
    today: NaiveDate,
    seated: u32,
) -> Option<SegChoice> {
    let classes = fares::classes(cabin);
    let key = l.p.key();
    (from..=to.min(classes.len().saturating_sub(1))).find_map(|lv| {
        let c = classes[lv];
        let n = q.sales.left(key, c, l.date, today);
        (n >= seated.max(1)).then_some((cabin, lv, c, n))
    })
}

/// Price an itinerary in the classes chosen for its legs: base fare (EUR), taxes per
/// traveler kind, and its value for ranking.
pub(super) fn price_segments(
    itin: Itin,
    segs: Vec<SegChoice>,
    kinds: &[TravelerType],
    q: &Query,
    today: NaiveDate,
    time: Option<NaiveTime>,
    round_trip: bool,
) -> Priced {
    let n = itin.legs.len();
    let first = itin.first();
    let last = itin.last();
    let od_km = data::distance_km(
        (first.p.from.lat, first.p.from.lon),
        (last.p.to.lat, last.p.to.lon),
    )
    .max(50.0);
    let flown: f64 = itin.legs.iter().map(|l| l.p.km).sum::<f64>().max(1.0);
    let od_fare =
        fares::distance_fare(od_km) * fares::market_level(first.p.from.country, last.p.to.country);
    let validating = first.p.carrier;
    let mut base = 0.0;
    for (l, &(cabin, level, _, _)) in itin.legs.iter().zip(&segs) {
        base += od_fare
            * (l.p.km / flown)
            * fares::cabin_factor(q.seed(), cabin, l.p.carrier.iata)
            * fares::level_factor(cabin, level);
    }
    if n > 1 {
        let legs: Vec<f64> = itin.legs.iter().map(|l| l.p.km).collect();
        base *= fares::connection_factor(od_km, &legs);
    }
    if round_trip {
        base *= fares::return_factor(od_km);
    }
    base *= fares::advance_factor(flight_days(today, first.date))
        * fares::season_factor(first.date, first.p.from, last.p.to)
        * fares::weekday_factor(first.date)
        * fares::carrier_factor(q.seed(), validating);
    let jitter = (q
        .seed()
        .fnv1a_fmt(format_args!("{}{}", first.p.key(), first.date))
        % 60) as f64
        / 1000.0;
    base *= 0.97 + jitter;
    let mut taxes = Vec::with_capacity(kinds.len());
    let mut tax_total = Vec::with_capacity(kinds.len());
    for kind in kinds {
        let mut lines: Vec<(&'static str, f64)> = Vec::new();
        for (l, &(cabin, ..)) in itin.legs.iter().zip(&segs) {
            for (code, amt) in fares::segment_taxes(
                l.p.from.country,
                l.p.to.country,
                l.p.km,
                cabin,
                kind,
                l.p.carrier.low_cost,
            ) {
                match lines.iter_mut().find(|x| x.0 == code) {
                    Some(x) => x.1 += amt,
                    None => lines.push((code, amt)),
                }
            }
        }
        let cents: Vec<(&'static str, i64)> = lines
            .into_iter()
            .map(|(c, a)| (c, fares::to_cents(a, &q.currency)))
            .collect();
        tax_total.push(cents.iter().map(|x| x.1).sum());
        taxes.push(cents);
    }
    let mut value = base + itin.minutes() as f64 * 0.6;
    if let Some(t) = time {
        let dep = first.dep.time();
        let diff = (i64::from(dep.num_seconds_from_midnight())
            - i64::from(t.num_seconds_from_midnight()))
        .abs()
            / 60;
        value += diff as f64 * 0.5;
    }
    Priced {
        itin,
        segs,
        base_eur: base,
        taxes,
        tax_total,
        value,
    }
}

/// The search result: offers sorted by grand total, and their dictionaries.
pub fn search(q: &Query, today: NaiveDate) -> (Vec<FlightOffer>, Dictionaries) {
    let mut kinds: Vec<TravelerType> = Vec::new();
    for t in &q.travelers {
        if !kinds.contains(&t.kind) {
            kinds.push(t.kind.clone());
        }
    }
    let seated = q.travelers.iter().filter(|t| t.kind.takes_seat()).count() as u32;
    // low-cost carriers are sold too: an agent expects Ryanair on Stansted-Dublin
    let allowed = |al: &Airline| {
        (q.included.is_empty() || q.included.iter().any(|c| c == al.iata))
            && !q.excluded.iter().any(|c| c == al.iata)
    };
    let rules = LegRules {
        seed: q.seed(),
        max_connections: q.max_connections,
        allowed: &allowed,
    };
    let round_trip = is_round_trip(&q.ods);
    let n = q.ods.len();
    // The pool of options is the same whatever `max` asks for, so `max=N` returns the
    // first N of the full answer: the N cheapest, not the N best of a smaller pool.
    const POOL: usize = SEARCH_POOL;
    let target = (POOL * 8) as f64;
    let k = if n == 1 {
        POOL * 2
    } else {
        (target.powf(1.0 / n as f64).ceil() as usize).max(2)
    };
    let mut per_od: Vec<Vec<Priced>> = Vec::with_capacity(n);
    for od in &q.ods {
        let rule = cabin_for(q, od);
        let options: Vec<Itin> = schedule::leg_options(&od.origin, &od.dest, od.date, &rules)
            .into_iter()
            .filter(|i| i.legs.len() <= q.max_connections + 1)
            .filter(|i| i.legs.iter().all(|l| allowed(l.p.carrier)))
            .filter(|i| i.first().dep_utc >= q.not_before + check_in(i))
            .collect();
        // what orders hold on every candidate flight, read at once
        q.sales.read(
            options
                .iter()
                .flat_map(|i| &i.legs)
                .map(|l| (l.p.key(), l.date)),
        );
        let mut v: Vec<Priced> = options
            .into_iter()
            .filter_map(|i| price_itin(i, rule, seated, &kinds, q, today, od, round_trip))
            .collect();
        v.sort_by(|a, b| {
            a.value
                .total_cmp(&b.value)
                .then_with(|| a.itin.first().dep_utc.cmp(&b.itin.first().dep_utc))
                .then_with(|| a.itin.first().p.key().cmp(b.itin.first().p.key()))
        });
        let v = diverse(v, k);
        if v.is_empty() {
            return (Vec::new(), Dictionaries::default());
        }
        per_od.push(v);
    }
    // enumerate the combinations of the best options of each origin-destination
    let counts: Vec<i64> = q
        .travelers
        .iter()
        .map(|t| kinds.iter().position(|k| *k == t.kind).unwrap_or(0) as i64)
        .collect();
    let price_kind = q
        .travelers
        .iter()
        .position(|t| t.kind == TravelerType::Adult)
        .unwrap_or(0);
    let mut combos: Vec<(i64, i64, Vec<usize>)> = Vec::new();
    let mut idx = vec![0usize; n];
    'outer: loop {
        let legs: Vec<&Priced> = idx.iter().zip(&per_od).map(|(&i, v)| &v[i]).collect();
        if valid_sequence(&legs) {
            let base_eur: f64 = legs.iter().map(|p| p.base_eur).sum();
            let mut total = 0i64;
            let mut per_trav_first = 0;
            for (ti, &kind) in counts.iter().enumerate() {
                let kind = kind as usize;
                let b =
                    fares::to_cents(base_eur * fares::traveler_factor(&kinds[kind]), &q.currency);
                let t: i64 = legs.iter().map(|p| p.tax_total[kind]).sum();
                if ti == price_kind {
                    per_trav_first = b + t;
                }
                total += b + t;
            }
            let within = q.max_price.is_none_or(|m| per_trav_first <= m * 100);
            if within {
                let mins: i64 = legs.iter().map(|p| p.itin.minutes()).sum();
                combos.push((total, mins, idx.clone()));
            }
        }
        for d in (0..n).rev() {
            idx[d] += 1;
            if idx[d] < per_od[d].len() {
                continue 'outer;
            }
            idx[d] = 0;
        }
        break;
    }
    combos.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(a.1.cmp(&b.1))
            .then_with(|| a.2.cmp(&b.2))
    });
    let nonstop = |c: &(i64, i64, Vec<usize>)| {
        c.2.iter()
            .zip(&per_od)
            .all(|(&i, v)| v[i].itin.legs.len() == 1)
    };
    let mut combos = with_nonstops(combos, POOL, nonstop);
    combos.truncate(q.max);
    let mut dict = Dictionaries::default();
    dict.currencies.insert(
        q.currency.clone(),
        fares::currency_name(&q.currency).to_string(),
    );
    let offers: Vec<FlightOffer> = combos
        .iter()
        .enumerate()
        .map(|(i, (_, _, idx))| {
            let legs: Vec<&Priced> = idx.iter().zip(&per_od).map(|(&i, v)| &v[i]).collect();
            build_offer(i + 1, &legs, q, &kinds, today, &mut dict)
        })
        .collect();
    (offers, dict)
}

/// Two origin-destinations, the second back to the city of the first: fared as a round
/// trip.
pub(super) fn is_round_trip(ods: &[OdQuery]) -> bool {
    ods.len() == 2
        && schedule::airports_of(&ods[0].origin)
            .first()
            .map(|a| a.city_code)
            == schedule::airports_of(&ods[1].dest)
                .first()
                .map(|a| a.city_code)
}

/// A flight of an offer sent back to the service (upselling), found in the schedule:
/// the dated flight and the cabin it was sold in.
#[derive(Debug, Clone, Copy)]
pub struct SentLeg {
    pub leg: schedule::Leg,
    pub cabin: usize,
}

/// Upselling: the same itineraries (one per origin-destination) in each brand the
/// carrier of the first flight sells in its cabin, priced by the fare model at the
/// cheapest class of the brand with seats for the travellers, cheapest first and
/// numbered from `first_id`. A brand with no seats left is left out. Each flight takes
/// its own carrier's brand of the same rank (the last one where its carrier sells
/// fewer). Dictionaries are noted in `dict`.
pub fn upsell(
    itins: &[Vec<SentLeg>],
    travelers: &[TravelerQ],
    currency: &str,
    first_id: usize,
    today: NaiveDate,
    sales: Arc<Sales>,
    dict: &mut Dictionaries,
) -> Vec<FlightOffer> {
    let Some(first) = itins.first().and_then(|i| i.first()) else {
        return Vec::new();
    };
    let mut kinds: Vec<TravelerType> = Vec::new();
    for t in travelers {
        if !kinds.contains(&t.kind) {
            kinds.push(t.kind.clone());
        }
    }
    let seated = travelers.iter().filter(|t| t.kind.takes_seat()).count() as u32;
    let q = Query {
        ods: Vec::new(),
        travelers: travelers.to_vec(),
        currency: currency.to_string(),
        max: 1,
        max_price: None,
        cabins: Vec::new(),
        included: Vec::new(),
        excluded: Vec::new(),
        max_connections: 2,
        sales,
        not_before: 0,
    };
    let round_trip = itins.len() == 2
        && itins[1].last().map(|l| l.leg.p.to.city_code) == Some(first.leg.p.from.city_code);
    let ranks = brands::sold(first.leg.p.carrier.iata, first.cabin).len();
    let mut seen: Vec<Vec<SegChoice>> = Vec::new();
    let mut found: Vec<(i64, Vec<Priced>)> = Vec::new();
    'brand: for rank in 0..ranks {
        let mut priced = Vec::with_capacity(itins.len());
        let mut all: Vec<SegChoice> = Vec::new();
        for itin in itins {
            let mut segs = Vec::with_capacity(itin.len());
            for s in itin {
                let Some(brand) = brand_at(&s.leg, s.cabin, rank) else {
                    continue 'brand;
                };
                let pick = open_class(
                    &q,
                    &s.leg,
                    s.cabin,
                    brand.levels.0,
                    brand.levels.1,
                    today,
                    seated,
                );
                let Some(pick) = pick else {
                    continue 'brand;
                };
                segs.push(pick);
            }
            all.extend(segs.iter().copied());
            let legs = Itin {
                legs: itin.iter().map(|s| s.leg).collect(),
            };
            priced.push(price_segments(
                legs, segs, &kinds, &q, today, None, round_trip,
            ));
        }
        if seen.contains(&all) {
            continue;
        }
        seen.push(all);
        let base: f64 = priced.iter().map(|p| p.base_eur).sum();
        found.push((fares::to_cents(base, currency), priced));
    }
    found.sort_by_key(|f| f.0);
    dict.currencies.insert(
        currency.to_string(),
        fares::currency_name(currency).to_string(),
    );
    found
        .iter()
        .enumerate()
        .map(|(i, (_, priced))| {
            let refs: Vec<&Priced> = priced.iter().collect();
            build_offer(first_id + i, &refs, &q, &kinds, today, dict)
        })
        .collect()
}

/// The answer's `pool` offers out of `sorted` (cheapest first): the cheapest, with a
/// fifth of the places kept for the cheapest nonstops. On a long route the cheap
/// connections alone would fill the answer, and the service still lists the nonstops
/// (dearer, and what many travellers look for first). Still cheapest first, so `max=N`
/// is the N cheapest.
fn with_nonstops<T>(sorted: Vec<T>, pool: usize, nonstop: impl Fn(&T) -> bool) -> Vec<T> {
    let quota = pool / 5;
    let mut keep = vec![false; sorted.len()];
    let mut n = 0;
    for (i, c) in sorted.iter().enumerate() {
        if n == quota {
            break;
        }
        if nonstop(c) {
            keep[i] = true;
            n += 1;
        }
    }
    for k in keep.iter_mut() {
        if n >= pool {
            break;
        }
        if !*k {
            *k = true;
            n += 1;
        }
    }
    sorted
        .into_iter()
        .zip(keep)
        .filter_map(|(c, k)| k.then_some(c))
        .collect()
}

/// The `k` best options by value, with the best few of every carrier and the best
/// nonstops kept so one airline, or cheap connections, cannot crowd the others out of
/// the combinations.
fn diverse(v: Vec<Priced>, k: usize) -> Vec<Priced> {
    let mut per: HashMap<&'static str, usize> = HashMap::new();
    let mut keep = vec![false; v.len()];
    let mut n = 0;
    let mut nonstops = 0;
    for (i, p) in v.iter().enumerate() {
        if p.itin.legs.len() == 1 && nonstops < k / 4 {
            nonstops += 1;
            keep[i] = true;
            n += 1;
        }
    }
    for (i, p) in v.iter().enumerate() {
        if keep[i] {
            continue;
        }
        let c = per.entry(p.itin.first().p.carrier.iata).or_default();
        if *c < 3 && n < k {
            *c += 1;
            keep[i] = true;
            n += 1;
        }
    }
    for k_ in keep.iter_mut() {
        if n >= k {
            break;
        }
        if !*k_ {
            *k_ = true;
            n += 1;
        }
    }
    v.into_iter()
        .zip(keep)
        .filter_map(|(p, k)| k.then_some(p))
        .collect()
}

/// Legs in time order with a connection's worth of time between them, sold under one
/// validating carrier (same airline or alliance).
fn valid_sequence(legs: &[&Priced]) -> bool {
    let v = legs[0].itin.first().p.carrier;
    legs.windows(2)
        .all(|w| w[1].itin.first().dep_utc >= w[0].itin.last().arr_utc + 3600)
        // each bound on the validating carrier, its alliance or its interline partners:
        // Loganair and British Airways out, British Airways and Loganair back
        && legs
            .iter()
            .all(|p| crate::network::interline::compatible(v, p.itin.first().p.carrier))
}

pub fn iso_duration(mins: i64) -> String {
    use std::fmt::Write;
    let (d, h, m) = (mins / 1440, (mins % 1440) / 60, mins % 60);
    let mut s = String::with_capacity(12);
    s.push('P');
    // writing to a String cannot fail
    if d > 0 {
        let _ = write!(s, "{d}D");
    }
    s.push('T');
    if h > 0 || m == 0 {
        let _ = write!(s, "{h}H");
    }
    if m > 0 {
        let _ = write!(s, "{m}M");
    }
    s
}

/// `2026-12-15T10:05:00`, as chrono's `%Y-%m-%dT%H:%M:%S` writes it for the years the
/// world has, without reading a format string for each of the thousands of times a
/// search writes.
fn local_time(t: chrono::NaiveDateTime) -> String {
    use chrono::Datelike;
    fn digits(s: &mut String, n: u32, width: u32) {
        for place in (0..width).rev() {
            s.push(char::from(b'0' + (n / 10u32.pow(place) % 10) as u8));
        }
    }
    let mut s = String::with_capacity(19);
    digits(&mut s, t.year().clamp(0, 9999) as u32, 4);
    for (sep, n) in [('-', t.month()), ('-', t.day()), ('T', t.hour())] {
        s.push(sep);
        digits(&mut s, n, 2);
    }
    for n in [t.minute(), t.second()] {
        s.push(':');
        digits(&mut s, n, 2);
    }
    s
}

#[cfg(test)]
#[test]
fn local_times_are_written_as_chrono_writes_them() {
    for at in [
        "2026-12-15T10:05:00",
        "2027-01-02T23:59:59",
        "2030-07-09T00:00:07",
    ] {
        let t: chrono::NaiveDateTime = at.parse().unwrap();
        assert_eq!(local_time(t), t.format("%Y-%m-%dT%H:%M:%S").to_string());
    }
}

pub fn segment_of(l: &schedule::Leg, id: String, cabin: usize) -> Segment {
    let p = l.p;
    Segment {
        departure: EndPoint {
            iata_code: p.from.iata.into(),
            terminal: p.dep_terminal.map(Text::from),
            at: local_time(l.dep),
        },
        arrival: EndPoint {
            iata_code: p.to.iata.into(),
            terminal: p.arr_terminal.map(Text::from),
            at: local_time(l.arr),
        },
        carrier_code: p.carrier.iata.into(),
        number: p.number.to_string(),
        aircraft: Some(Aircraft {
            code: p.aircraft.into(),
        }),
        operating: Some(Operating {
            carrier_code: p.operating.iata.into(),
        }),
        duration: Some(iso_duration((l.arr_utc - l.dep_utc) / 60)),
        id,
        number_of_stops: Some(0),
        blacklisted_in_eu: false,
        co2_emissions: vec![Co2Emission {
            weight: Some(aircraft::co2_kg(p.km, p.aircraft, cabin)),
            weight_unit: Some("KG".into()),
            cabin: Some(fares::cabin(cabin)),
        }],
    }
}

/// Note a segment's airports, aircraft and carriers in the dictionaries (each once: a
/// search notes the same few hundreds of times).
pub fn note(dict: &mut Dictionaries, l: &schedule::Leg) {
    for a in [l.p.from, l.p.to] {
        if !dict.locations.contains_key(a.iata) {
            dict.locations.insert(
                a.iata.to_string(),
                LocationValue {
                    city_code: a.city_code.to_string(),
                    country_code: a.country.to_string(),
                    ..Default::default()
                },
            );
        }
    }
    if !dict.aircraft.contains_key(l.p.aircraft) {
        dict.aircraft.insert(
            l.p.aircraft.to_string(),
            aircraft::name(l.p.aircraft).to_string(),
        );
    }
    for c in [l.p.carrier, l.p.operating] {
        if !dict.carriers.contains_key(c.iata) {
            dict.carriers
                .insert(c.iata.to_string(), c.business_name.to_string());
        }
    }
}

pub(super) fn build_offer(
    n: usize,
    legs: &[&Priced],
    q: &Query,
    kinds: &[TravelerType],
    today: NaiveDate,
    dict: &mut Dictionaries,
) -> FlightOffer {
    let cur = q.currency.clone();
    let first_leg = legs[0].itin.first();
    let validating = first_leg.p.carrier;
    let one_way = legs.len() == 1;
    let mut itineraries = Vec::new();
    let mut seg_refs: Vec<(String, &schedule::Leg, SegChoice)> = Vec::new();
    let mut sid = 0;
    let mut seats_min = 9u32;
    for p in legs {
        let mut segments = Vec::new();
        for (l, &s) in p.itin.legs.iter().zip(&p.segs) {
            sid += 1;
            note(dict, l);
            segments.push(segment_of(l, sid.to_string(), s.0));
            seg_refs.push((sid.to_string(), l, s));
            seats_min = seats_min.min(s.3);
        }
        itineraries.push(Itinerary {
            duration: Some(iso_duration(p.itin.minutes())),
            segments,
        });
    }
    let base_eur: f64 = legs.iter().map(|p| p.base_eur).sum();
    let trip = if one_way { "OW" } else { "RT" };
    let mut total = 0i64;
    let mut base_total = 0i64;
    let mut bags_only = true;
    let traveler_pricings: Vec<TravelerPricing> = q
        .travelers
        .iter()
        .map(|t| {
            let ki = kinds.iter().position(|k| *k == t.kind).unwrap_or(0);
            let base = fares::to_cents(base_eur * fares::traveler_factor(&t.kind), &cur);
            let mut lines: Vec<(&'static str, i64)> = Vec::new();
            for p in legs {
                for &(c, a) in &p.taxes[ki] {
                    match lines.iter_mut().find(|x| x.0 == c) {
                        Some(x) => x.1 += a,
                        None => lines.push((c, a)),
                    }
                }
            }
            let tot = base + lines.iter().map(|x| x.1).sum::<i64>();
            total += tot;
            base_total += base;
            let suffix = match t.kind {
                TravelerType::Child => "/CH",
                TravelerType::HeldInfant => "/IN",
                TravelerType::SeatedInfant => "/INS",
                _ => "",
            };
            let fare_details = seg_refs
                .iter()
                .map(|(id, l, (cabin, level, class, _))| {
                    let brand = brands::of(l.p.carrier.iata, *cabin, *level);
                    let bag_km = brands::bag_km(l.p.km, l.p.from.country, l.p.to.country);
                    let bags = brand.checked_bags(bag_km);
                    if bags == 0 {
                        bags_only = false;
                    }
                    let digit = (q
                        .seed()
                        .fnv1a_fmt(format_args!("{}{}", l.p.carrier.iata, class))
                        % 9)
                        + 1;
                    let season = fares::season_code(fares::season_factor(l.date, l.p.from, l.p.to));
                    FareDetails {
                        segment_id: id.clone(),
                        cabin: fares::cabin(*cabin),
                        fare_basis: format!(
                            "{class}{season}{trip}{}{digit}{suffix}",
                            l.p.from.country
                        ),
                        branded_fare: Some(brand.code.into()),
                        branded_fare_label: Some(brand.label.into()),
                        booking_class: class.to_string(),
                        included_checked_bags: Some(brand.included(bag_km)),
                        amenities: brand.amenities(bags),
                        additional_services: None,
                    }
                })
                .collect();
            TravelerPricing {
                traveler_id: t.id.clone(),
                fare_option: "STANDARD".into(),
                traveler_type: t.kind.clone(),
                associated_adult_id: t.associated.clone(),
                price: Price {
                    currency: cur.clone(),
                    total: fares::money_in(tot, &cur),
                    base: fares::money_in(base, &cur),
                    taxes: lines
                        .iter()
                        .map(|(c, a)| Tax {
                            amount: fares::money_in(*a, &cur),
                            code: Text::from(*c),
                        })
                        .collect(),
                    ..Default::default()
                },
                fare_details_by_segment: fare_details,
            }
        })
        .collect();
    // Fare conditions from the brands sold: refundable when every brand refunds free.
    let flexible = !seg_refs.is_empty()
        && seg_refs.iter().all(|(_, l, (cabin, level, ..))| {
            brands::of(l.p.carrier.iata, *cabin, *level).refundable()
        });
    // A first checked bag can be bought on every segment that includes none.
    let bagless = traveler_pricings.first().map_or(0, |tp| {
        tp.fare_details_by_segment
            .iter()
            .filter(|f| {
                f.included_checked_bags
                    .as_ref()
                    .is_some_and(|b| b.quantity == Some(0) || b.weight == Some(0))
            })
            .count()
    });
    let seated = traveler_pricings
        .iter()
        .filter(|tp| tp.traveler_type.takes_seat())
        .count();
    let additional_services = if bagless > 0 {
        vec![Fee {
            amount: fares::money_in(
                fares::to_cents(35.0 * (bagless * seated) as f64, &cur),
                &cur,
            ),
            kind: "CHECKED_BAGS".into(),
        }]
    } else {
        Vec::new()
    };
    let ahead = 1 + (q.seed().fnv1a(first_leg.p.key().as_bytes()) % 6) as i64;
    let last_ticketing = (today + Duration::days(ahead))
        .min(first_leg.date)
        .max(today);
    FlightOffer {
        kind: "flight-offer".into(),
        id: n.to_string(),
        source: Some("GDS".into()),
        instant_ticketing_required: false,
        non_homogeneous: false,
        one_way,
        is_upsell_offer: false,
        payment_card_required: false,
        last_ticketing_date: Some(last_ticketing.to_string()),
        last_ticketing_date_time: Some(last_ticketing.to_string()),
        number_of_bookable_seats: Some(i64::from(seats_min.min(9))),
        itineraries,
        price: Price {
            currency: cur.clone(),
            total: fares::money_in(total, &cur),
            base: fares::money_in(base_total, &cur),
            fees: vec![
                Fee {
                    amount: "0.00".into(),
                    kind: "SUPPLIER".into(),
                },
                Fee {
                    amount: "0.00".into(),
                    kind: "TICKETING".into(),
                },
            ],
            grand_total: Some(fares::money_in(total, &cur)),
            additional_services,
            ..Default::default()
        },
        pricing_options: Some(PricingOptions {
            fare_type: vec!["PUBLISHED".into()],
            included_checked_bags_only: bags_only,
            refundable_fare: Some(flexible),
            no_restriction_fare: Some(flexible),
            no_penalty_fare: Some(flexible),
        }),
        validating_airline_codes: vec![validating.iata.to_string()],
        traveler_pricings,
        fare_rules: None,
        choice_probability: None,
    }
}

/// The cheapest economy fares of one bound for one adult, in EUR cents, with the
/// validating carrier: what search prices that bound at, its options ranked and
/// trimmed as search trims them, so that a quote never finds a fare search hides.
fn bound_fares(
    seed: Seed,
    from: &str,
    to: &str,
    date: NaiveDate,
    round_trip: bool,
    max_connections: usize,
    today: NaiveDate,
) -> Vec<(i64, &'static Airline)> {
    let any = |_: &Airline| true;
    let rules = LegRules {
        seed,
        max_connections,
        allowed: &any,
    };
    let od = OdQuery {
        id: "1".into(),
        origin: from.into(),
        dest: to.into(),
        date,
        time: None,
    };
    let kinds = [TravelerType::Adult];
    let q = Query::market(seed, vec![od.clone()], 1, max_connections);
    let rule = cabin_for(&q, &od);
    let mut v: Vec<Priced> = schedule::leg_options(from, to, date, &rules)
        .into_iter()
        .filter(|i| i.legs.len() <= max_connections + 1)
        .filter_map(|i| price_itin(i, rule, 1, &kinds, &q, today, &od, round_trip))
        .collect();
    v.sort_by(|a, b| {
        a.value
            .total_cmp(&b.value)
            .then_with(|| a.itin.first().dep_utc.cmp(&b.itin.first().dep_utc))
            .then_with(|| a.itin.first().p.key().cmp(b.itin.first().p.key()))
    });
    // the pool search keeps of each bound: the whole pool alone, a share of it in a
    // round trip
    let k = if round_trip {
        ((SEARCH_POOL * 8) as f64).sqrt().ceil() as usize
    } else {
        SEARCH_POOL * 2
    };
    let mut out: Vec<(i64, &'static Airline)> = diverse(v, k)
        .iter()
        .map(|p| {
            let base = fares::to_cents(p.base_eur * fares::traveler_factor(&kinds[0]), "EUR");
            (base + p.tax_total[0], p.itin.first().p.carrier)
        })
        .collect();
    out.sort_by_key(|x| x.0);
    out
}

/// A bound as quoted: from, to, date, and whether it is part of a round trip.
type BoundKey = (String, String, NaiveDate, bool);

/// The pool of options search keeps (see [`search`]).
const SEARCH_POOL: usize = 250;

/// Quotes of the cheapest fare of a trip for one adult in economy (EUR), as cheapest
/// dates and inspiration show them: asked of the fare engine search uses, each bound
/// priced once per request and date, so that a cached price is the fare search finds.
pub struct Quotes {
    seed: Seed,
    today: NaiveDate,
    max_connections: usize,
    bounds: HashMap<BoundKey, Vec<(i64, &'static Airline)>>,
}

impl Quotes {
    pub fn new(seed: Seed, today: NaiveDate, non_stop: bool) -> Quotes {
        Quotes {
            seed,
            today,
            max_connections: if non_stop { 0 } else { 2 },
            bounds: HashMap::new(),
        }
    }

    fn bound(
        &mut self,
        from: &str,
        to: &str,
        date: NaiveDate,
        rt: bool,
    ) -> &[(i64, &'static Airline)] {
        let (seed, today, max) = (self.seed, self.today, self.max_connections);
        self.bounds
            .entry((from.to_string(), to.to_string(), date, rt))
            .or_insert_with(|| bound_fares(seed, from, to, date, rt, max, today))
    }

    /// The cheapest fare from `from` to `to` leaving on `dep` (and back on `ret`), in
    /// EUR; `None` when search sells no such trip. A round trip's two bounds are on
    /// carriers one ticket may join, as search combines them.
    pub fn trip(
        &mut self,
        from: &str,
        to: &str,
        dep: NaiveDate,
        ret: Option<NaiveDate>,
    ) -> Option<f64> {
        let cents = match ret {
            None => self.bound(from, to, dep, false).first()?.0,
            Some(r) => {
                let out = self.bound(from, to, dep, true).to_vec();
                let back = self.bound(to, from, r, true);
                out.iter()
                    .flat_map(|o| {
                        back.iter()
                            .find(|b| crate::network::interline::compatible(o.1, b.1))
                            .map(|b| o.0 + b.0)
                    })
                    .min()?
            }
        };
        Some(cents as f64 / 100.0)
    }
}

/// The fares an adult pays in economy on a route and date (EUR, ascending), for price
/// analysis. They come from the live offers of that day, so the quartiles always bracket
/// what `flights search` finds; the flexible fares above the cheapest of each flight
/// stretch the top end. `None` when the route has no service.
pub fn price_levels(
    seed: Seed,
    from: &str,
    to: &str,
    date: NaiveDate,
    one_way: bool,
    today: NaiveDate,
) -> Option<Vec<f64>> {
    let od = |id: &str, origin: &str, dest: &str, date: NaiveDate| OdQuery {
        id: id.into(),
        origin: origin.into(),
        dest: dest.into(),
        date,
        time: None,
    };
    let mut ods = vec![od("1", from, to, date)];
    if !one_way {
        ods.push(od("2", to, from, date + chrono::Duration::days(7)));
    }
    let q = Query::market(seed, ods, 250, 2);
    let (found, _) = search(&q, today);
    let mut v: Vec<f64> = found.iter().flat_map(fares_paid).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    Some(v)
}

/// What travellers pay for the flights of an offer, in each economy class from the
/// offer's own (the cheapest open) to the full fare: the offer's taxes, and its base
/// fare scaled by the fare model's level factors.
fn fares_paid(o: &FlightOffer) -> Vec<f64> {
    let parse = |s: Option<&str>| s.and_then(|s| s.parse::<f64>().ok());
    let (Some(total), Some(base)) = (
        parse(o.price.grand_total.as_deref()),
        parse(Some(o.price.base.as_str())),
    ) else {
        return Vec::new();
    };
    let level = o
        .traveler_pricings
        .first()
        .and_then(|t| t.fare_details_by_segment.first())
        .and_then(|f| f.booking_class.chars().next())
        .and_then(schedule::class_info)
        .map_or(0, |c| c.1);
    let top = fares::classes(0).len();
    (level..top)
        .map(|lv| total - base + base * fares::level_factor(0, lv) / fares::level_factor(0, level))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over every `step`-th trunk route (flown three times a day or more, from an airport
    /// of size 40 or more): on an ordinary date, whether the cheapest economy trip for one
    /// adult changes planes though a nonstop is sold; and of those, how many undercut a
    /// full-service nonstop with a full-service connection.
    fn connections_cheapest(step: usize) -> (usize, usize, usize, Vec<String>) {
        let seed = Seed::DEFAULT;
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let date = NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
        let any = |_: &Airline| true;
        let rules = LegRules {
            seed,
            max_connections: 2,
            allowed: &any,
        };
        let kinds = [TravelerType::Adult];
        let mut routes = Vec::new();
        for a in data::airports().iter().filter(|a| a.size >= 40) {
            for b in crate::network::airport_destinations(a.iata) {
                let total: u32 = crate::network::carriers_between(a.iata, b.iata)
                    .iter()
                    .map(|c| crate::network::daily_flights(a.iata, b.iata, c.iata))
                    .sum();
                if total >= 3 {
                    routes.push((a.iata, b.iata));
                }
            }
        }
        let (mut all, mut cheaper, mut over_full, mut ex) = (0, 0, 0, Vec::new());
        let mut short = (0, 0);
        for &(from, to) in routes.iter().step_by(step) {
            let od = OdQuery {
                id: "1".into(),
                origin: from.into(),
                dest: to.into(),
                date,
                time: None,
            };
            let q = Query::market(seed, vec![od.clone()], 1, 2);
            let rule = cabin_for(&q, &od);
            let priced: Vec<Priced> = schedule::leg_options(from, to, date, &rules)
                .into_iter()
                .filter_map(|i| price_itin(i, rule, 1, &kinds, &q, today, &od, false))
                .collect();
            let total = |p: &Priced| to_cents_of(p);
            let Some(best_nonstop) = priced
                .iter()
                .filter(|p| p.itin.legs.len() == 1)
                .min_by_key(|p| total(p))
            else {
                continue;
            };
            all += 1;
            let Some(best) = priced.iter().min_by_key(|p| total(p)) else {
                continue;
            };
            let km = data::distance_km(
                (best.itin.first().p.from.lat, best.itin.first().p.from.lon),
                (best.itin.last().p.to.lat, best.itin.last().p.to.lon),
            );
            if km < 4_000.0 {
                short.0 += 1;
            }
            if best.itin.legs.len() > 1 {
                cheaper += 1;
                if km < 4_000.0 {
                    short.1 += 1;
                }
                let full = |p: &Priced| p.itin.legs.iter().all(|l| !l.p.carrier.low_cost);
                if full(best) && full(best_nonstop) {
                    over_full += 1;
                }
                if ex.len() < 40 && km < 4_000.0 {
                    ex.push(format!(
                        "{from}-{to} {} {} < {} {}",
                        best.itin
                            .legs
                            .iter()
                            .map(|l| format!("{}:{}", l.p.carrier.iata, l.p.to.iata))
                            .collect::<Vec<_>>()
                            .join(","),
                        total(best),
                        best_nonstop.itin.first().p.carrier.iata,
                        total(best_nonstop)
                    ));
                }
            }
        }
        ex.push(format!("under 4,000 km: {} of {}", short.1, short.0));
        (all, cheaper, over_full, ex)
    }

    fn to_cents_of(p: &Priced) -> i64 {
        fares::to_cents(p.base_eur, "EUR") + p.tax_total[0]
    }

    #[test]
    #[ignore = "measurement: cargo test -p travel-world measure_connections_cheapest -- --ignored --nocapture"]
    #[allow(clippy::print_stdout)]
    fn measure_connections_cheapest() {
        let (all, cheaper, full, ex) = connections_cheapest(25);
        println!("{cheaper} of {all} trunk routes with a nonstop: a connection cheapest ({full} full-service over full-service): {ex:#?}");
    }
}
