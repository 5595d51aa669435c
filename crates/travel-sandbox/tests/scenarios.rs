//! Outcomes on demand answered over HTTP as the service answers them, to an app that
//! sends what a scenario refuses (the catalogue run through the CLI is checked in the
//! CLI's tests, `tests/scenarios.rs`).

use crate::common;

use common::{http, Home, Served, Target};
use serde_json::json;
use travel_sandbox::control::StateFile;

/// A booking body that sets off a line scenario; the server acts on it before the
/// booking itself is read, so no offer is needed.
fn surnamed(name: &str) -> String {
    json!({"data": {"type": "flight-order", "travelers": [
        {"id": "1", "name": {"firstName": "SAM", "lastName": name}}
    ]}})
    .to_string()
}

#[test]
fn a_rate_limited_answer_says_when_to_try_again_in_the_service_shape() {
    let home = Home::new();
    let s = Served::start(&home);
    let auth = format!("Bearer {}", s.token());
    let r = http(
        s.addr(),
        "POST",
        "/v1/booking/flight-orders",
        &[("Authorization", &auth)],
        &surnamed("RateLimited"),
    );
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.header("Retry-After"), Some("5"));
    assert_eq!(r.json()["errors"][0]["code"], 38194, "{}", r.body);
}

/// An app that books anyway gets the service's refusal: the sold-out hotel's offer is
/// refused 3664, the cash-only hotel's by card 3682, and neither is booked.
#[test]
fn hotel_scenarios_refuse_an_app_that_books_anyway() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    for (hotel, code) in [("MCPARFUL", 3664), ("MCPARCSH", 3682)] {
        let found = s.get(
            &format!("/v3/shopping/hotel-offers?hotelIds={hotel}&checkInDate=2027-01-15&adults=1"),
            &token,
        );
        assert_eq!(found.status, 200, "{}", found.body);
        let offer = found.json()["data"][0]["offers"][0]["id"].clone();
        assert!(
            offer.is_string(),
            "{hotel}: an offer to book: {}",
            found.body
        );
        let booking = json!({"data": {"offerId": offer,
            "guests": [{"id": 1, "name": {"title": "MR", "firstName": "SAM", "lastName": "GUEST"},
                        "contact": {"phone": "+33123456789", "email": "sam@example.com"}}],
            "payments": [{"id": 1, "method": "creditCard",
                          "card": {"vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2030-12"}}]}});
        let r = s.post_json("/v1/booking/hotel-bookings", &token, &booking);
        assert_eq!(r.status, 400, "{hotel}: {}", r.body);
        assert_eq!(r.json()["errors"][0]["code"], code, "{hotel}: {}", r.body);
    }
    let state = home.dir.path().join("served.sqlite3");
    let held = StateFile::open(&state).and_then(|s| s.tenant(common::wire::ANY_CLIENT).counts());
    assert_eq!(held.expect("the state opens").hotel_bookings, 0);
}
