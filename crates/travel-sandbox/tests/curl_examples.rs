//! The provider's published curl examples (amadeus4dev/amadeus-code-examples, one
//! script per operation) as they reach the sandbox: the token read from the token
//! answer a line at a time, as their `grep access_token | sed ...` does; every request
//! sent as curl sends it, with `Content-Type: application/json` and without
//! `X-HTTP-Method-Override`; their GET targets as published, dates of 2017 to 2022
//! included. Each gets the documented kind of answer: 2xx, or a documented error for
//! what has aged since (a departure in the past: 400, code 425).
//!
//! CI reaches no GitHub, so the scripts are not run here: their request lines are
//! written below, and their POST bodies, which carry offers of 2022, are stood for by
//! bodies of the same shape around the sandbox's own offers.

use crate::common;

use common::{call, http, Home, Served, Target};
use serde_json::json;

/// The token as the examples read it: the line holding `access_token`, the text
/// between its quotes after the colon.
fn token_as_the_examples_read_it(s: &Served) -> String {
    let r = http(
        s.addr(),
        "POST",
        "/v1/security/oauth2/token",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        "grant_type=client_credentials&client_id=curl-examples&client_secret=any",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let line = r
        .body
        .lines()
        .find(|l| l.contains("access_token"))
        .expect("a line with the token");
    // sed 's/"access_token": "\(.*\)"\,/\1/' | tr -d '[:space:]'
    let token = line
        .trim()
        .strip_prefix("\"access_token\": \"")
        .and_then(|rest| rest.strip_suffix("\","))
        .unwrap_or_else(|| panic!("the examples' sed finds no token in {line:?}"));
    token.to_string()
}

/// The examples' GET requests as published, and the answer each gets.
const GETS: &[(&str, u16)] = &[
    ("/v1/reference-data/airlines?airlineCodes=BA", 200),
    ("/v1/airline/destinations?airlineCode=BA", 200),
    ("/v1/reference-data/locations?subType=AIRPORT,CITY&keyword=r", 200),
    ("/v1/reference-data/locations/ALHR", 200),
    ("/v1/reference-data/locations/airports?latitude=49.0000&longitude=2.55", 200),
    ("/v1/airport/predictions/on-time?airportCode=JFK&date=2022-09-01", 200),
    ("/v1/travel/analytics/air-traffic/traveled?originCityCode=MAD&period=2017-01&direction=ARRIVING", 200),
    ("/v1/shopping/flight-dates?origin=MAD&destination=MUC", 200),
    ("/v2/reference-data/urls/checkin-links?airlineCode=BA", 200),
    ("/v1/travel/predictions/flight-delay?originLocationCode=NCE&destinationLocationCode=IST&departureDate=2022-08-01&departureTime=18:20:00&arrivalDate=2022-08-01&arrivalTime=22:15:00&aircraftCode=321&carrierCode=TK&flightNumber=1816&duration=PT31H10M", 200),
    ("/v1/shopping/flight-destinations?origin=MAD", 200),
    ("/v1/travel/analytics/air-traffic/booked?originCityCode=MAD&period=2017-08", 200),
    ("/v1/travel/analytics/air-traffic/traveled?originCityCode=MAD&period=2017-01", 200),
    ("/v2/shopping/flight-offers?originLocationCode=SYD&destinationLocationCode=BKK&departureDate=2022-08-01&returnDate=2022-08-05&adults=2&includedAirlineCodes=TG&max=3", 400),
    ("/v1/analytics/itinerary-price-metrics?originIataCode=MAD&destinationIataCode=CDG&departureDate=2022-03-21&currencyCode=EUR&oneWay=false", 400),
    ("/v1/reference-data/locations/hotel?keyword=PARI&subType=HOTEL_LEISURE&subType=HOTEL_GDS", 200),
    ("/v2/e-reputation/hotel-sentiments?hotelIds=ADNYCCTB", 200),
    ("/v1/location/analytics/category-rated-areas?latitude=41.397158&longitude=2.160873", 200),
    ("/v2/schedule/flights?carrierCode=AZ&flightNumber=319&scheduledDepartureDate=2022-03-13", 200),
    ("/v1/shopping/seatmaps?flight-orderId=eJzTd9cPDPMwcooAAAtXAmE=", 200),
    ("/v1/reference-data/recommended-locations?cityCodes=PAR&travelerCountryCode=FR", 200),
    ("/v1/travel/predictions/trip-purpose?originLocationCode=NYC&destinationLocationCode=MAD&departureDate=2022-08-01&returnDate=2022-08-12&searchDate=2022-06-11", 200),
    // the order examples, in the order a reader runs them: read, then cancel
    ("/v1/booking/flight-orders/MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy", 200),
];

#[test]
fn the_get_examples_get_their_documented_kind_of_answer() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = token_as_the_examples_read_it(&s);
    for (target, status) in GETS {
        let r = call(&s, "GET", target, &token, None);
        assert_eq!(r.status, *status, "{target}: {}", r.body);
        if *status == 400 {
            // aged since: a departure in the past
            assert_eq!(r.json()["errors"][0]["code"], 425, "{target}: {}", r.body);
        }
    }
    let order = "/v1/booking/flight-orders/MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy";
    assert_eq!(call(&s, "DELETE", order, &token, None).status, 204);
}

#[test]
fn the_post_examples_are_answered_without_the_override_header() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = token_as_the_examples_read_it(&s);
    let day = common::plain_day(45).to_string();
    let search = json!({
        "currencyCode": "USD",
        "originDestinations": [{"id": "1", "originLocationCode": "NYC",
            "destinationLocationCode": "MAD", "departureDateTimeRange": {"date": day, "time": "10:00:00"}}],
        "travelers": [{"id": "1", "travelerType": "ADULT"}],
        "sources": ["GDS"],
        "searchCriteria": {"maxFlightOffers": 2}
    });
    let found = call(
        &s,
        "POST",
        "/v2/shopping/flight-offers",
        &token,
        Some(&search),
    );
    assert_eq!(found.status, 200, "{}", found.body);
    let found = found.json();
    let offer = found["data"][0].clone();
    for (target, body) in [
        ("/v2/shopping/flight-offers/prediction", found.clone()),
        (
            "/v1/shopping/flight-offers/pricing",
            json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer.clone()]}}),
        ),
        (
            "/v1/shopping/flight-offers/upselling",
            json!({"data": {"type": "flight-offers-upselling", "flightOffers": [offer.clone()]}}),
        ),
        ("/v1/shopping/seatmaps", json!({"data": [offer.clone()]})),
        (
            "/v1/shopping/availability/flight-availabilities",
            json!({"originDestinations": [{"id": "1", "originLocationCode": "MIA",
                "destinationLocationCode": "ATL", "departureDateTime": {"date": day}}],
                "travelers": [{"id": "1", "travelerType": "ADULT"}], "sources": ["GDS"]}),
        ),
    ] {
        let r = call(&s, "POST", target, &token, Some(&body));
        assert_eq!(r.status, 200, "{target}: {}", r.body);
    }
}
