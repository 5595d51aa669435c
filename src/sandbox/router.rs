//! Which handler answers which path. Paths come from `api::paths`, shared with the client.

use super::auth;
use super::handlers::flights;
use super::handlers::hotels;
use super::handlers::insights;
use super::handlers::reference;
use super::http::{codes, error, Reply, Req, Resp};
use super::App;
use crate::api::paths;

pub fn route(app: &App, req: &Req) -> Resp {
    if req.path == paths::TOKEN {
        return match req.method.as_str() {
            "POST" => auth::issue_token(app, req),
            _ => not_found(),
        };
    }
    if let Err(resp) = auth::check_bearer(app, req) {
        return resp;
    }
    let reply: Reply = match (req.method.as_str(), req.path.as_str()) {
        ("GET", paths::CITIES) => reference::cities(req),
        ("GET", paths::LOCATIONS) => reference::locations(app, req),
        ("GET", paths::AIRPORTS_NEAR) => reference::airports_near(app, req),
        ("GET", paths::AIRPORT_ROUTES) => reference::airport_routes(app, req),
        ("GET", paths::AIRLINE_ROUTES) => reference::airline_routes(app, req),
        ("GET", paths::AIRLINES) => reference::airlines(req),
        ("GET", paths::CHECKIN_LINKS) => reference::checkin_links(req),
        ("GET", paths::RECOMMENDATIONS) => reference::recommendations(app, req),
        ("GET", paths::FLIGHT_OFFERS) => flights::offers_get(app, req),
        ("POST", paths::FLIGHT_OFFERS) => flights::offers_post(app, req),
        ("POST", paths::FLIGHT_PREDICTION) => flights::prediction(req),
        ("GET", paths::FLIGHT_DESTINATIONS) => flights::destinations(app, req),
        ("GET", paths::FLIGHT_DATES) => flights::dates(app, req),
        ("POST", paths::FLIGHT_AVAILABILITIES) => flights::availability(app, req),
        ("GET", paths::PRICE_METRICS) => flights::price_metrics(app, req),
        ("GET", paths::AIR_TRAFFIC_TRAVELED) => insights::traveled(app, req),
        ("GET", paths::AIR_TRAFFIC_BOOKED) => insights::booked(app, req),
        ("GET", paths::AIR_TRAFFIC_BUSIEST) => insights::busiest_period(app, req),
        ("GET", paths::LOCATION_SCORE) => insights::category_rated_areas(req),
        ("GET", paths::FLIGHT_STATUS) => insights::flight_status(req),
        ("GET", paths::DELAY_PREDICTION) => insights::flight_delay(req),
        ("GET", paths::ON_TIME_PREDICTION) => insights::on_time(req),
        ("GET", paths::TRIP_PURPOSE) => insights::trip_purpose(app, req),
        ("GET", paths::HOTELS_BY_CITY) => hotels::by_city(req),
        ("GET", paths::HOTELS_BY_GEOCODE) => hotels::by_geocode(req),
        ("GET", paths::HOTELS_BY_IDS) => hotels::by_hotels(req),
        ("GET", paths::HOTEL_NAME_SEARCH) => hotels::name_search(req),
        ("GET", paths::HOTEL_SENTIMENTS) => hotels::sentiments(req),
        ("GET", paths::HOTEL_OFFERS) => hotels::offers(app, req),
        ("POST", paths::HOTEL_BOOKINGS) => hotels::book(app, req),
        ("GET", path) if path.starts_with(paths::HOTEL_OFFERS) => match path
            .strip_prefix(paths::HOTEL_OFFERS)
            .and_then(|r| r.strip_prefix('/'))
        {
            Some(id) if !id.is_empty() && !id.contains('/') => hotels::offer(app, req, id),
            _ => Err(not_found()),
        },
        ("GET", path) => match path
            .strip_prefix(paths::LOCATIONS)
            .and_then(|r| r.strip_prefix('/'))
        {
            Some(id) if !id.contains('/') => reference::location_by_id(app, req, id),
            _ => Err(not_found()),
        },
        _ => Err(not_found()),
    };
    reply.unwrap_or_else(|e| e)
}

fn not_found() -> Resp {
    error(
        404,
        codes::RESOURCE_NOT_FOUND.0,
        codes::RESOURCE_NOT_FOUND.1,
        "The targeted resource doesn't exist",
        None,
    )
}
