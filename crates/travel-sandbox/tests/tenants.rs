//! Tenants: each client id is an office of its own in a served sandbox. What one
//! client books, and its clock, are invisible to another and change nothing it sees or
//! can sell; another tenant's order id is answered as an unknown one. Tokens are bound
//! to the client and credentials they were issued for, and run out by wall time.

use crate::common;
use crate::orders::{order, post, scarce_offer, ORDERS};

use common::wire::{ask_token, token_as};
use common::{http, Home, HttpResp, Served, Target};
use serde_json::{json, Value};
use travel_sandbox::control::StateFile;

const A: &str = "office-a";
const B: &str = "office-b";
/// An order id no tenant has: the provider's example.
const UNKNOWN: &str = "eJzTd9f3NjIJdgIAC5ECqw";

fn delete(s: &Served, target: &str, token: &str) -> HttpResp {
    let auth = format!("Bearer {token}");
    http(s.addr(), "DELETE", target, &[("Authorization", &auth)], "")
}

/// The seats a tenant can book on the nonstop `flight` (carrier and number) of the
/// search `scarce_offer` makes.
fn seats_left(s: &Served, token: &str, flight: &str) -> i64 {
    let found = s.get(
        "/v2/shopping/flight-offers?originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-12-15&adults=1&max=50",
        token,
    );
    assert_eq!(found.status, 200, "{}", found.body);
    found.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| o["itineraries"][0]["segments"].as_array().unwrap().len() == 1)
        .find(|o| number(o) == flight)
        .map(|o| o["numberOfBookableSeats"].as_i64().unwrap())
        .unwrap_or(0)
}

/// The seats a tenant sees left in `class` of the nonstop `flight` of the search
/// `scarce_offer` makes, as flight availabilities count them (none for a closed class).
fn available(s: &Served, token: &str, flight: &str, class: &str) -> i64 {
    let body = json!({
        "originDestinations": [{"id": "1", "originLocationCode": "MAD",
            "destinationLocationCode": "BCN", "departureDateTime": {"date": "2026-12-15"}}],
        "travelers": [{"id": "1", "travelerType": "ADULT"}],
        "sources": ["GDS"]
    });
    let (status, found) = post(
        s,
        token,
        "/v1/shopping/availability/flight-availabilities",
        &body,
        true,
    );
    assert_eq!(status, 200, "{found}");
    let segment = found["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["segments"].as_array().unwrap().len() == 1)
        .map(|a| &a["segments"][0])
        .find(|s| {
            format!(
                "{}{}",
                s["carrierCode"].as_str().unwrap(),
                s["number"].as_str().unwrap()
            ) == flight
        })
        .expect("the flight is available")
        .clone();
    let classes = segment["availabilityClasses"].as_array().unwrap();
    let of_class = classes
        .iter()
        .find(|c| c["class"] == class)
        .expect("its class");
    of_class["numberOfBookableSeats"].as_i64().unwrap_or(0)
}

/// Carrier and number of an offer's first flight.
fn number(offer: &Value) -> String {
    let segment = &offer["itineraries"][0]["segments"][0];
    format!(
        "{}{}",
        segment["carrierCode"].as_str().unwrap(),
        segment["number"].as_str().unwrap()
    )
}

#[test]
fn a_tenants_order_is_its_own_to_read_cancel_and_sell_from() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let (offer, left) = scarce_offer(&s, &a);
    let flight = number(&offer);
    let class = offer["travelerPricings"][0]["fareDetailsBySegment"][0]["class"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(seats_left(&s, &b, &flight), left, "the same world");
    assert_eq!(available(&s, &a, &flight, &class), left);

    let (status, made) = post(&s, &a, ORDERS, &order(&offer, "SMITH"), false);
    assert_eq!(status, 201, "{made}");
    let id = made["data"]["id"].as_str().unwrap().to_string();
    let office_a = made["data"]["queuingOfficeId"]
        .as_str()
        .unwrap()
        .to_string();
    let reference = made["data"]["associatedRecords"][0]["reference"]
        .as_str()
        .unwrap();
    // the id tells nothing of the order: not the reference, the name or the day
    use base64::Engine as _;
    let decoded = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(&id)
        .unwrap_or_default();
    let decoded = String::from_utf8_lossy(&decoded);
    for part in [reference, "SMITH", "2026"] {
        assert!(!decoded.contains(part), "{id} reads {decoded:?}");
    }

    // to b, a's order is an unknown one: the same answer, word for word
    let unknown = format!("{ORDERS}/{UNKNOWN}");
    let theirs = format!("{ORDERS}/{id}");
    let not_found = s.get(&unknown, &b);
    assert_eq!(not_found.status, 404, "{}", not_found.body);
    // (the detail names the id asked for)
    let alike = |r: &HttpResp, asked: &str| r.body.replace(asked, "ID");
    let read = s.get(&theirs, &b);
    assert_eq!(read.status, 404, "{}", read.body);
    assert_eq!(alike(&read, &id), alike(&not_found, UNKNOWN));
    let cancel = delete(&s, &theirs, &b);
    assert_eq!(cancel.status, 404, "{}", cancel.body);
    let cancel_unknown = delete(&s, &unknown, &b);
    assert_eq!(alike(&cancel, &id), alike(&cancel_unknown, UNKNOWN));
    let seats = |id: &str| format!("/v1/shopping/seatmaps?flightOrderId={id}");
    let maps = s.get(&seats(&id), &b);
    assert_eq!(maps.status, 404, "{}", maps.body);
    let maps_unknown = s.get(&seats(UNKNOWN), &b);
    assert_eq!(alike(&maps, &id), alike(&maps_unknown, UNKNOWN));
    // and it is still a's, whole
    let got = s.get(&theirs, &a);
    assert_eq!(got.status, 200, "{}", got.body);
    assert_eq!(got.json()["data"]["id"], id.as_str());
    assert_eq!(s.get(&seats(&id), &a).status, 200);

    // a's sale is a's inventory: b can book every seat there was, in its own office
    assert!(seats_left(&s, &a, &flight) < left, "a sold one");
    assert_eq!(
        seats_left(&s, &b, &flight),
        left,
        "b's seats are as they were"
    );
    // and so do flight availabilities count them
    assert_eq!(available(&s, &a, &flight, &class), left - 1);
    assert_eq!(available(&s, &b, &flight, &class), left);
    let (status, theirs) = post(&s, &b, ORDERS, &order(&offer, "JONES"), false);
    assert_eq!(status, 201, "{theirs}");
    let office_b = theirs["data"]["queuingOfficeId"].as_str().unwrap();
    assert_ne!(office_a, office_b);
    assert_ne!(theirs["data"]["id"], id.as_str());
    assert_eq!(token_as(s.addr(), A).len(), 28);
}

#[test]
fn a_tenants_hotel_rooms_are_its_own() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let search = "/v3/shopping/hotel-offers?hotelIds=MCLONGHM&checkInDate=2027-01-15&checkOutDate=2027-01-16&adults=1";
    let offer_of = |token: &str| {
        let found = s.get(search, token);
        assert_eq!(found.status, 200, "{}", found.body);
        found.json()["data"][0]["offers"][0]["id"].clone()
    };
    let offer = offer_of(&a);
    assert!(offer.is_string(), "an offer to book");
    let booking = |offer: &Value| {
        json!({"data": {"offerId": offer,
            "guests": [{"id": 1, "name": {"title": "MR", "firstName": "SAM", "lastName": "GUEST"},
                        "contact": {"phone": "+33123456789", "email": "sam@example.com"}}],
            "payments": [{"id": 1, "method": "creditCard",
                          "card": {"vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2030-12"}}]}})
    };
    // a books a room at a time until none is left to it
    let mut booked = 0;
    loop {
        let r = s.post_json("/v1/booking/hotel-bookings", &a, &booking(&offer));
        if r.status != 201 {
            assert_eq!(r.json()["errors"][0]["code"], 3664, "{}", r.body);
            break;
        }
        booked += 1;
        assert!(booked < 50, "rooms without end");
    }
    assert!(booked > 0);
    let available = |token: &str| {
        let r = s.get(
            &format!("/v3/shopping/hotel-offers/{}", offer.as_str().unwrap()),
            token,
        );
        assert_eq!(r.status, 200, "{}", r.body);
        r.json()["data"]["available"].clone()
    };
    assert_eq!(available(&a), false, "sold out to a");
    // b has sold nothing: the offer is there, and it books it
    assert_eq!(available(&b), true);
    assert_eq!(offer_of(&b), offer, "the same world");
    let r = s.post_json("/v1/booking/hotel-bookings", &b, &booking(&offer));
    assert_eq!(r.status, 201, "{}", r.body);
    let file = StateFile::open(&s.state).unwrap();
    let count = |client_id: &str| file.tenant(client_id).counts().unwrap().hotel_reservations;
    assert_eq!((count(A), count(B)), (booked, 1));
}

#[test]
fn a_tenants_clock_and_reset_are_its_own_and_keep_its_tokens() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let (offer, _) = scarce_offer(&s, &a);
    let (status, of_a) = post(&s, &a, ORDERS, &order(&offer, "SMITH"), false);
    assert_eq!(status, 201, "{of_a}");
    let (status, of_b) = post(&s, &b, ORDERS, &order(&offer, "JONES"), false);
    assert_eq!(status, 201, "{of_b}");
    let at = |o: &Value| format!("{ORDERS}/{}", o["data"]["id"].as_str().unwrap());

    let file = StateFile::open(&s.state).unwrap();
    // a's clock moved as a's app moves it: through the control API
    let advance = |by: &str| {
        let r = s.post_json("/_sandbox/clock/advance", &a, &json!({ "by": by }));
        assert_eq!(r.status, 200, "{}", r.body);
    };
    let search = "/v2/shopping/flight-offers?originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-11-23&adults=1&max=1";
    // past a token's life and past tomorrow for a; b's day stays
    advance("31m");
    let r = s.get(search, &a);
    assert_eq!(r.status, 200, "a token runs out by wall time: {}", r.body);
    advance("2d");
    let r = s.get(search, &a);
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(
        r.json()["errors"][0]["code"],
        425,
        "in the past: {}",
        r.body
    );
    assert_eq!(s.get(search, &b).status, 200, "b's clock did not move");
    let info = s.get(&format!("/v1/security/oauth2/token/{a}"), "");
    assert_eq!(info.status, 200, "{}", info.body);
    let left = info.json()["expires_in"].as_i64().unwrap();
    assert!((1700..=1799).contains(&left), "{left}");

    // a's reset clears a's order and clock, keeps a's token and b's order
    let reset = s.post_json("/_sandbox/reset", &a, &Value::Null);
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert_eq!(s.get(&at(&of_a), &a).status, 404);
    assert_eq!(s.get(search, &a).status, 200, "a's token lives on");
    assert_eq!(s.get(&at(&of_b), &b).status, 200, "b's order stays");
    assert_eq!(file.tenant(B).counts().unwrap().flight_orders, 1);
}

/// The token endpoint's answer for `client_id` with `secret`, and the token.
fn asked(s: &Served, client_id: &str, secret: &str) -> (u16, String) {
    let r = ask_token(s.addr(), client_id, secret);
    let token = r.json()["access_token"].as_str().unwrap_or("").to_string();
    (r.status, token)
}

/// What a served sandbox makes of a bearer token: the status, and the error code.
fn answer_to(s: &Served, token: &str) -> (u16, Value) {
    let r = s.get("/v1/reference-data/airlines?airlineCodes=IB", token);
    (r.status, r.json()["errors"][0]["code"].clone())
}

#[test]
fn a_server_of_one_client_accepts_only_tokens_issued_for_its_credentials() {
    let home = Home::new();
    let unknown = (401, json!(38190));
    // tokens issued on the same file by a server that accepts any client
    let open = Served::start(&home);
    let (_, other_client) = asked(&open, "someone-else", "s3cret");
    let (_, other_secret) = asked(&open, A, "another-secret");
    let (_, same) = asked(&open, A, "s3cret");

    let one = Served::start_as(&home, Some((A, "s3cret")));
    assert_eq!(asked(&one, "someone-else", "s3cret").0, 401);
    assert_eq!(asked(&one, A, "wrong").0, 401);
    let (status, mine) = asked(&one, A, "s3cret");
    assert_eq!(status, 200);
    assert_eq!(answer_to(&one, &mine).0, 200);
    assert_eq!(answer_to(&one, &same).0, 200, "the same credentials");
    assert_eq!(answer_to(&one, &other_client), unknown);
    assert_eq!(answer_to(&one, &other_secret), unknown);
    let info = one.get(&format!("/v1/security/oauth2/token/{other_client}"), "");
    assert_eq!(info.status, 404, "{}", info.body);
    assert_eq!(info.json()["code"], 38190);

    // restarted for another secret, or another client: its earlier tokens are refused
    let rekeyed = Served::start_as(&home, Some((A, "new-secret")));
    assert_eq!(answer_to(&rekeyed, &mine), unknown);
    let another = Served::start_as(&home, Some((B, "s3cret")));
    assert_eq!(answer_to(&another, &mine), unknown);
    // and restarted as it was, they are good again, as the service's outlive a restart
    let again = Served::start_as(&home, Some((A, "s3cret")));
    assert_eq!(answer_to(&again, &mine).0, 200);
    // the file holds no secret
    let bytes = std::fs::read(&again.state).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(!text.contains("s3cret") && !text.contains("new-secret"));
}
