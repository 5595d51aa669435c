//! GET /v1/airport/direct-destinations and GET /v1/airline/destinations

use serde_json::Value;

use super::{country, iata, positive};
use crate::ops::prelude::*;
use travel_core::model::location::{AirlineRoutesQuery, AirportRoutesQuery, Location};
use travel_world::data::{Airport, City};
use travel_world::network;
use travel_world::places::{geo, main_airport, route_destination};

/// `metrics.relevance` of a route: the size of the far end, scaled so the best
/// destination of the whole network is 100. Computed before any filter or `max`, so a
/// route's relevance is the same whatever was asked.
fn relevance(a: &Airport, best: u8) -> i64 {
    (i64::from(a.size) * 100 / i64::from(best.max(1))).max(1)
}

pub fn of_airport(app: &App, req: &Req, q: AirportRoutesQuery, _: NoBody) -> Answer<Vec<Location>> {
    let from = iata(&q.departure_airport_code, "departureAirportCode")?;
    let max = positive(q.max, "max")?;
    let country = country(q.arrival_country_code.as_deref(), "arrivalCountryCode")?;
    let all = network::airport_destinations(&from);
    let best = all.iter().map(|a| a.size).max().unwrap_or(1);
    let mut dests: Vec<&'static Airport> = all
        .into_iter()
        .filter(|a| country.as_deref().is_none_or(|cc| a.country == cc))
        .collect();
    // The limit applies from the start of the list sorted by airport IATA code.
    dests.sort_by_key(|a| a.iata);
    if let Some(m) = max {
        dests.truncate(m);
    }
    let today = app.today();
    let items: Vec<Location> = dests
        .iter()
        .map(|a| route_destination(a, relevance(a, best), today))
        .collect();
    Ok(envelope::list(req, &[], items))
}

pub fn of_airline(app: &App, req: &Req, q: AirlineRoutesQuery, _: NoBody) -> Answer<Vec<Location>> {
    let code = q.airline_code.to_ascii_uppercase();
    if !shape::is_airline(&code) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "airlineCode",
            "airlineCode must be an IATA or ICAO airline code",
        ));
    }
    let max = positive(q.max, "max")?;
    let country = country(q.arrival_country_code.as_deref(), "arrivalCountryCode")?;
    // Each city with the airport that stands for it.
    let all: Vec<(&'static City, &'static Airport)> = network::airline_destinations(&code)
        .into_iter()
        .filter_map(|c| main_airport(c).map(|a| (c, a)))
        .collect();
    let best = all.iter().map(|(_, a)| a.size).max().unwrap_or(1);
    let mut cities: Vec<(&'static City, &'static Airport)> = all
        .into_iter()
        .filter(|(c, _)| country.as_deref().is_none_or(|cc| c.country == cc))
        .collect();
    // The limit applies from the start of the list sorted by city name.
    cities.sort_by(|(a, _), (b, _)| a.name.cmp(b.name).then(a.code.cmp(b.code)));
    if let Some(m) = max {
        cities.truncate(m);
    }
    let today = app.today();
    let items: Vec<Location> = cities
        .iter()
        .map(|(c, a)| {
            let mut loc = route_destination(a, relevance(a, best), today);
            loc.name = Some(c.name.to_string());
            loc.iata_code = Some(c.code.to_string());
            loc.geo_code = Some(geo(c.lat, c.lon));
            loc
        })
        .collect();
    // This endpoint carries the count as a string, and names its sort.
    let mut body = envelope::list(req, &[], items);
    let meta = body.meta.as_mut().expect("a list has meta");
    meta.count = Some(Value::from(body.data.len().to_string()));
    meta.sort = Some(Value::from("iataCode"));
    Ok(body)
}
