//! Reference data: cities, airports, routes, airlines, check-in links, recommendations.

mod airlines;
mod airports_near;
mod cities;
mod locations;
mod recommendations;
mod routes;

use crate::reject::{codes, Rejection};
use crate::router::Router;
use travel_core::ops::reference as op;
use travel_core::shape;

pub fn register(r: &mut Router) {
    r.on::<op::SearchCities>(cities::answer)
        .on::<op::SearchLocations>(locations::search)
        .on::<op::GetLocation>(locations::by_id)
        .on::<op::SearchNearestAirports>(airports_near::answer)
        .on::<op::AirportRoutes>(routes::of_airport)
        .on::<op::AirlineRoutes>(routes::of_airline)
        .on::<op::LookupAirlines>(airlines::lookup)
        .on::<op::CheckinLinks>(airlines::checkin_links)
        .on::<op::RecommendLocations>(recommendations::answer);
}

/// An optional ISO 3166-1 alpha-2 country code, upper-cased.
fn country(value: Option<&str>, name: &str) -> Result<Option<String>, Rejection> {
    match value {
        None => Ok(None),
        Some(v) if shape::is_country(v) => Ok(Some(v.to_ascii_uppercase())),
        Some(_) => Err(Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!("{name} must be an ISO 3166-1 alpha-2 country code"),
        )),
    }
}

/// A three-letter IATA code, upper-cased.
fn iata(value: &str, name: &str) -> Result<String, Rejection> {
    if shape::is_location(value) {
        Ok(value.to_ascii_uppercase())
    } else {
        Err(Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!("{name} must be a 3-letter IATA code"),
        ))
    }
}

/// A `max` of at least one.
fn positive(value: Option<usize>, name: &str) -> Result<Option<usize>, Rejection> {
    match value {
        Some(0) => Err(Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!("{name} must be a positive integer"),
        )),
        other => Ok(other),
    }
}
