//! GET /v1/shopping/flight-destinations: the cheapest destinations from an origin, at
//! the fares search finds for them.

use chrono::NaiveDate;

use super::trip::{cheapest_per, Trip};
use super::{location, Form};
use crate::ops::prelude::*;
use travel_core::model::flight::{CachedSearch, FlightDate};
use travel_core::model::location::FlightLinks;
use travel_core::ops::flights::CheapestDates;
use travel_core::ops::Operation;
use travel_core::stable::Seed;
use travel_world::flights::{offers, reach, schedule};
use travel_world::{data, markets, network};

const VIEWS: [&str; 5] = ["DATE", "DESTINATION", "DURATION", "WEEK", "COUNTRY"];

pub fn answer(app: &App, req: &Req, q: CachedSearch, _: NoBody) -> Answer<Vec<FlightDate>> {
    destinations(req, &q, app.seed(), app.today())
}

pub(super) fn destinations(
    req: &Req,
    q: &CachedSearch,
    seed: Seed,
    today: NaiveDate,
) -> Answer<Vec<FlightDate>> {
    let origin = location(Form::PARAMS, "origin", &q.origin)?;
    let t = Trip::of(q, seed, today, &VIEWS, "DESTINATION")?;
    let oas = schedule::airports_of(&origin);
    let Some(&main) = oas.first() else {
        return Err(Rejection::new(
            404,
            codes::NOT_FOUND,
            format!("no flights depart from {origin}"),
        )
        .with_parameter("origin"));
    };
    let origin_city = main.city_code;
    // nonstop destinations by city, then one-stop ones through the biggest neighbours
    let mut dests: Vec<(&'static data::Airport, bool)> = Vec::new();
    let mut seen: Vec<&str> = vec![origin_city];
    for a in &oas {
        for d in network::airport_destinations(a.iata) {
            if !seen.contains(&d.city_code) {
                seen.push(d.city_code);
                dests.push((d, false));
            }
        }
    }
    if !t.non_stop {
        let mut hubs = network::airport_destinations(main.iata);
        hubs.sort_by(|a, b| b.size.cmp(&a.size).then(a.iata.cmp(b.iata)));
        for h in hubs.iter().take(5).filter(|h| h.size >= 60) {
            for d in network::airport_destinations(h.iata) {
                if d.size >= 50 && !seen.contains(&d.city_code) {
                    seen.push(d.city_code);
                    dests.push((d, true));
                }
            }
        }
    }
    let single = t.dates.len() == 1;
    let mut list = Vec::new();
    // only where a trip from here is sold, as search sells it: between countries that
    // trade, and with a connection only where search finds one
    dests.retain(|(d, _)| markets::may_sell(main.country, d.country));
    if let Some(&first) = t.dates.first() {
        dests.retain(|&(d, stops)| !stops || reach::sold(seed, main.iata, d.iata, first, 1));
    }
    let mut quotes = offers::Quotes::new(seed, today, t.non_stop);
    for (d, stops) in dests {
        let mut any = false;
        for (i, &dep) in t.dates.iter().enumerate() {
            let last = i + 1 == t.dates.len();
            let cached = single
                || seed
                    .fnv1a(format!("{origin_city}{}{dep}", d.city_code).as_bytes())
                    .is_multiple_of(6);
            if !cached && (!last || any) {
                continue;
            }
            // a connection that holds on the first date may not on this one (a clock
            // changed at one end): priced only where search finds it
            if stops && !reach::sold(seed, main.iata, d.iata, dep, 1) {
                continue;
            }
            any = true;
            let ret = t.return_for(origin_city, d.city_code, dep);
            // the fare search finds for this trip, asked of its fare engine
            if let Some(price) = quotes.trip(origin_city, d.city_code, dep, ret) {
                list.extend(t.priced(d, (dep, ret), price));
            }
        }
    }
    let best = cheapest_per(list, &t.view);
    let items: Vec<FlightDate> = best
        .iter()
        .map(|c| {
            let dest = c.dest.city_code;
            let dates = t.link(
                req,
                CheapestDates::PATH,
                &[("origin", &origin), ("destination", dest)],
                "DURATION",
            );
            let links = FlightLinks {
                flight_dates: Some(dates),
                ..Default::default()
            };
            c.item(req, "flight-destination", (&origin, dest), &t, links)
        })
        .collect();
    let mut places: Vec<&str> = vec![origin.as_str()];
    places.extend(best.iter().map(|c| c.dest.city_code));
    Ok(t.answer(req, q, items, &places))
}
