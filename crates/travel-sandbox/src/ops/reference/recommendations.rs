//! GET /v1/reference-data/recommended-locations

use chrono::{Datelike, Duration};

use super::country;
use crate::ops::prelude::*;
use travel_core::model::location::{
    FlightLinks, Location, PriceTotal, Recommendation, RecommendationQuery,
};
use travel_core::ops::flights::{InspireDestinations, SearchOffers};
use travel_core::ops::Operation;
use travel_world::data::{self, Airport, City};
use travel_world::markets;
use travel_world::places::geo;

/// How many destinations are recommended.
const COUNT: usize = 10;

pub fn answer(
    app: &App,
    req: &Req,
    q: RecommendationQuery,
    _: NoBody,
) -> Answer<Vec<Recommendation>> {
    if q.city_codes.is_empty() {
        return Err(Rejection::missing("cityCodes"));
    }
    if let Some(bad) = q.city_codes.iter().find(|c| !shape::is_location(c)) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "cityCodes",
            format!("{bad} is not an IATA city code"),
        ));
    }
    let traveler = country(q.traveler_country_code.as_deref(), "travelerCountryCode")?
        .unwrap_or_else(|| "FR".into());
    let dest_countries: Vec<String> = q
        .destination_country_codes
        .iter()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if let Some(bad) = dest_countries.iter().find(|c| !shape::is_country(c)) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "destinationCountryCodes",
            format!("{bad} is not a country code"),
        ));
    }
    let origin_cities: Vec<&City> = q.city_codes.iter().filter_map(|c| data::city(c)).collect();
    let today = app.today();
    // Destinations like the cities asked (the service's "similarity"): of a like size,
    // climate and region, each scored against the most similar city asked, with a
    // stable taste of the traveller's country.
    let mut scored: Vec<(f64, &'static Airport, &City)> = Vec::new();
    for d in data::cities() {
        let Some(main) = d.airports.first().copied() else {
            continue;
        };
        if main.size < SERVED
            || !markets::may_sell(&traveler, d.country)
            || origin_cities.iter().any(|c| c.code == d.code)
            || (!dest_countries.is_empty() && !dest_countries.iter().any(|c| c == d.country))
        {
            continue;
        }
        // only from a city a trip there is sold from
        let best = origin_cities
            .iter()
            .filter(|oc| markets::may_sell(oc.country, d.country))
            .map(|oc| (similarity(app.seed(), oc, d, &traveler), *oc))
            .max_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((score, oc)) = best {
            scored.push((score, main, oc));
        }
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.city_code.cmp(b.1.city_code)));
    scored.truncate(COUNT);
    let depart = today + Duration::days(30 + i64::from(today.weekday().num_days_from_monday()));
    let back = depart + Duration::days(7);
    let items: Vec<Recommendation> = scored
        .iter()
        .map(|(score, d, oc)| {
            let city = data::city(d.city_code);
            let name = city.map_or(d.city_name, |c| c.name);
            let (lat, lon) = city.map_or((d.lat, d.lon), |c| (c.lat, c.lon));
            let offers = req.link(
                SearchOffers::PATH,
                &[
                    ("originLocationCode".into(), oc.code.to_string()),
                    ("destinationLocationCode".into(), d.city_code.to_string()),
                    ("departureDate".into(), depart.to_string()),
                    ("returnDate".into(), back.to_string()),
                    ("adults".into(), "1".into()),
                ],
            );
            let destinations = req.link(
                InspireDestinations::PATH,
                &[("origin".into(), d.city_code.to_string())],
            );
            Recommendation {
                location: Location {
                    kind: "flight-date".into(),
                    subtype: Some("CITY".into()),
                    name: Some(name.to_string()),
                    iata_code: Some(d.city_code.to_string()),
                    geo_code: Some(geo(lat, lon)),
                    relevance: Some((score * 100.0).round() / 100.0),
                    ..Default::default()
                },
                origin: Some(oc.code.to_string()),
                destination: Some(d.city_code.to_string()),
                departure_date: Some(depart.to_string()),
                return_date: Some(back.to_string()),
                price: Some(PriceTotal {
                    total: Some(format!("{:.2}", indicative_fare(app.seed(), oc, d))),
                    currency: Some("EUR".into()),
                }),
                links: Some(FlightLinks {
                    flight_destinations: Some(destinations),
                    flight_offers: Some(offers),
                    ..Default::default()
                }),
            }
        })
        .collect();
    Ok(envelope::list(
        req,
        &[("travelerCountryCode", traveler)],
        items,
    ))
}

/// A city whose main airport is at least this big has scheduled service worth
/// recommending (airfields and small strips are not destinations).
const SERVED: u8 = 30;

/// How much `d` is like `like`, 0 to 1: the size of its main airport, its climate (by
/// latitude), its region, and a taste of travellers from `traveler` drawn in the world
/// of `seed`.
fn similarity(seed: Seed, like: &City, d: &City, traveler: &str) -> f64 {
    let size = |c: &City| f64::from(c.airports.first().map_or(0, |a| a.size)) / 100.0;
    let region = |c: &City| data::country(c.country).map_or("", |k| k.region);
    let same_size = 1.0 - (size(like) - size(d)).abs();
    let same_climate = 1.0 - ((like.lat.abs() - d.lat.abs()).abs() / 40.0).min(1.0);
    let same_region = if region(like) == region(d) { 1.0 } else { 0.0 };
    let taste = (seed.fnv1a(format!("{traveler}{}", d.code).as_bytes()) % 1000) as f64 / 1000.0;
    0.3 * same_size + 0.25 * same_climate + 0.3 * same_region + 0.15 * taste
}

/// A cached-style indicative round-trip economy fare in EUR, from distance alone.
fn indicative_fare(seed: Seed, from: &City, to: &Airport) -> f64 {
    let km = data::distance_km((from.lat, from.lon), (to.lat, to.lon));
    let wobble = (seed.fnv1a(format!("{}{}", from.code, to.city_code).as_bytes()) % 40) as f64;
    (60.0 + km * 0.085 + wobble).round()
}
