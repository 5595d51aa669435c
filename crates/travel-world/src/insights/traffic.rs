//! Air traffic: most traveled and most booked destinations of a city in a month, and
//! the busiest months of a city in a year.
//!
//! Top destinations come from the flight generator: the daily flights of every route
//! from the city's airports (`schedule::patterns`, each flight once under its operating
//! carrier), travellers from the seats of their aircraft, both tilted by the
//! destination's season (`world::seasons`). Booked looks two months ahead of traveled
//! (people book before they fly) and differs a little more by hash. Scores are integer
//! percentages of all the city's departures that month: over all destinations they add
//! up to exactly 100 (destinations whose two scores both round to 0 are left out).
//! A destination is one only where trips from the city's country may be sold
//! (`world::markets`), as in search and inspiration.

use super::{apportion, unit};
use crate::data::{self, City};
use crate::flights::{aircraft, schedule};
use crate::{markets, network, seasons};
use travel_core::stable::Seed;

/// One destination city with its two scores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destination {
    pub city: &'static str,
    pub flights: i64,
    pub travelers: i64,
}

/// Seats of a typical aircraft of a type: what a flight carries, for the travellers'
/// score.
fn seats(code: &str) -> f64 {
    match code {
        "388" => 500.0,
        "748" | "74H" | "744" => 380.0,
        "77W" | "351" | "35K" => 350.0,
        _ if aircraft::wide_body(code) => 290.0,
        _ if aircraft::all_economy(code) => 76.0,
        "321" | "32Q" | "739" | "73J" | "7M9" => 200.0,
        "221" | "223" | "BCS3" | "E90" | "E95" | "295" | "319" | "73G" | "73W" => 125.0,
        _ => 175.0,
    }
}

/// All destinations of `origin` (a city code) in a month, unsorted. Empty for an
/// unknown city or one without service.
///
/// A destination weighs what flies there: the flights each carrier operates (a
/// codeshare's seats are the operating carrier's, counted once) and their seats, so the
/// shuttles and holiday routes that the busiest-routes table fills rank as they do in
/// the published route rankings (Madrid's first destination is Barcelona, Sydney's are
/// Melbourne and Brisbane with Bali among the international ones). A destination to
/// which trips are not sold from the city's country is not one ([`markets`]).
pub fn destinations(
    seed: Seed,
    origin: &str,
    year: i32,
    month: u32,
    booked: bool,
) -> Vec<Destination> {
    let Some(city) = data::city(origin) else {
        return Vec::new();
    };
    let kind = if booked { "BOOKED" } else { "TRAVELED" };
    let period = format!("{year:04}-{month:02}");
    // bookings are made ahead of travel: the booked month follows the season of later travel
    let travel_month = if booked { (month + 1) % 12 + 1 } else { month };
    let mut per_city: Vec<(&'static str, f64, f64)> = Vec::new();
    for a in city.airports.iter().filter(|a| a.size > 0) {
        for b in network::airport_destinations(a.iata) {
            if b.city_code == city.code || !markets::may_sell(a.country, b.country) {
                continue;
            }
            let (mut n, mut seats_a_day) = (0.0, 0.0);
            for p in schedule::patterns(seed, a, b) {
                if p.carrier.iata == p.operating.iata {
                    n += 1.0;
                    seats_a_day += seats(p.aircraft);
                }
            }
            if n == 0.0 {
                continue;
            }
            let s = seasons::month_demand(b, year, travel_month, true);
            let flights = n * s;
            // fuller aircraft in season
            let load = 0.7 + 0.1 * s;
            let travelers = seats_a_day * load * s;
            let j = 1.0 + 0.08 * (unit(seed, &[b.city_code, &period, kind]) - 0.5);
            let jb = if booked {
                1.0 + 0.12 * (unit(seed, &[b.city_code, &period, "book-mix"]) - 0.5)
            } else {
                1.0
            };
            match per_city.iter_mut().find(|x| x.0 == b.city_code) {
                Some(x) => {
                    x.1 += flights * j;
                    x.2 += travelers * j * jb;
                }
                None => per_city.push((b.city_code, flights * j, travelers * j * jb)),
            }
        }
    }
    per_city.sort_by(|x, y| x.0.cmp(y.0));
    let f = apportion(&per_city.iter().map(|x| x.1).collect::<Vec<_>>(), 100);
    let t = apportion(&per_city.iter().map(|x| x.2).collect::<Vec<_>>(), 100);
    per_city
        .iter()
        .zip(f.iter().zip(t.iter()))
        .filter(|(_, (f, t))| **f > 0 || **t > 0)
        .map(|(c, (f, t))| Destination {
            city: c.0,
            flights: *f,
            travelers: *t,
        })
        .collect()
}

/// The destinations of `origin` in a month as an answer lists them: by the travellers'
/// score (or the flights' with `by_flights`), then the other score, then the city code.
pub fn top(
    seed: Seed,
    origin: &str,
    year: i32,
    month: u32,
    booked: bool,
    by_flights: bool,
) -> Vec<Destination> {
    let mut dests = destinations(seed, origin, year, month, booked);
    dests.sort_by(|a, b| {
        let (ka, kb) = if by_flights {
            ((a.flights, a.travelers), (b.flights, b.travelers))
        } else {
            ((a.travelers, a.flights), (b.travelers, b.flights))
        };
        kb.cmp(&ka).then(a.city.cmp(b.city))
    });
    dests
}

fn days_in_month(year: i32, month: u32) -> f64 {
    let first = chrono::NaiveDate::from_ymd_opt(year, month, 1).expect("valid month");
    let next = if month == 12 {
        chrono::NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        chrono::NaiveDate::from_ymd_opt(year, month + 1, 1)
    }
    .expect("valid month");
    (next - first).num_days() as f64
}

/// The twelve months of a year with their share of the year's travellers (integer
/// percentages adding up to exactly 100), most travellers first, ties by month. The
/// shape is the city's season (`world::seasons`, the curve fares read too): its
/// hemisphere's summer in a temperate city, the winter at a ski resort or a winter-sun
/// island, the mild winter at the Gulf hubs for arrivals and the summer for departures,
/// its market's holidays; departures trail arrivals by a couple of weeks.
pub fn busiest(seed: Seed, city: &City, year: i32, departing: bool) -> Vec<(String, i64)> {
    let dir = if departing { "DEPARTING" } else { "ARRIVING" };
    let y = year.to_string();
    let Some(main) = city.airports.first() else {
        return Vec::new();
    };
    let weights: Vec<f64> = (1..=12u32)
        .map(|m| {
            let j = 0.03 * (unit(seed, &[city.code, &y, &m.to_string(), dir]) - 0.5);
            let level = seasons::month_demand(main, year, m, !departing);
            // departures trail arrivals by a couple of weeks: people fly home at the
            // end of their stay
            let level = if departing {
                let before = if m == 1 { 12 } else { m - 1 };
                0.7 * level + 0.3 * seasons::month_demand(main, year, before, false)
            } else {
                level
            };
            (level + j) * days_in_month(year, m) / 30.4
        })
        .collect();
    let scores = apportion(&weights, 100);
    let mut out: Vec<(String, i64)> = scores
        .iter()
        .enumerate()
        .map(|(i, s)| (format!("{year:04}-{:02}", i + 1), *s))
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}
