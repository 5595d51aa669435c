//! The documentation's records in every tenant: the documented order ids read, mapped
//! and cancelled (a reset brings them back), the documented hotel offer ids rechecked
//! and booked, and an order for flights outside the sandbox's schedule sold at the
//! total it carries (operated by a carrier the sandbox does not know, as some of the
//! provider's examples' are), as the provider's documented order request is.

use crate::common;
use crate::orders::{post, ORDERS};

use chrono::Datelike;
use common::wire::token_as;
use common::{call, Home, Served, Target};
use serde_json::{json, Value};

/// The order id of the provider's GET and DELETE curl examples.
const ORDER: &str = "MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy";
/// The order id of the seat-map curl example.
const SEAT_MAP_ORDER: &str = "eJzTd9cPDPMwcooAAAtXAmE=";

fn status(s: &Served, method: &str, target: &str, token: &str) -> u16 {
    call(s, method, target, token, None).status
}

#[test]
fn documented_orders_are_every_tenants_own_cancelled_once_and_back_after_a_reset() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), "team-a"), token_as(s.addr(), "team-b"));
    let path = format!("{ORDERS}/{ORDER}");
    let read = |token: &str| {
        let r = s.get(&path, token);
        assert_eq!(r.status, 200, "{}", r.body);
        r.json()["data"].clone()
    };
    let (of_a, of_b) = (read(&a), read(&b));
    assert_eq!(of_a["id"], ORDER);
    assert_eq!(of_a["travelers"][0]["name"]["lastName"], "WATSON");
    assert_ne!(of_a["queuingOfficeId"], of_b["queuingOfficeId"]);
    assert_ne!(
        of_a["associatedRecords"][0]["reference"],
        of_b["associatedRecords"][0]["reference"]
    );
    // the same order on every read
    assert_eq!(read(&a), of_a);

    // the seat-map example names its order `flight-orderId`, as the curl example does
    let maps = s.get(
        &format!("/v1/shopping/seatmaps?flight-orderId={SEAT_MAP_ORDER}"),
        &a,
    );
    assert_eq!(maps.status, 200, "{}", maps.body);
    assert!(!maps.json()["data"].as_array().unwrap().is_empty());

    assert_eq!(status(&s, "DELETE", &path, &a), 204);
    assert_eq!(status(&s, "GET", &path, &a), 404, "cancelled is cancelled");
    assert_eq!(status(&s, "DELETE", &path, &a), 404);
    assert_eq!(status(&s, "GET", &path, &b), 200, "B's is B's");
    assert_eq!(status(&s, "POST", "/_sandbox/reset", &a), 200);
    assert_eq!(read(&a)["id"], ORDER, "a reset brings it back");
}

#[test]
fn a_documented_order_is_made_when_a_month_on_is_a_scenario_day() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    // a month after 28 January is 27 February, when prices change at pricing on purpose
    let at = json!({"at": "2027-01-28"});
    let clock = call(&s, "PUT", "/_sandbox/clock", &token, Some(&at));
    assert_eq!(clock.status, 200, "{}", clock.body);
    let r = s.get(&format!("{ORDERS}/{ORDER}"), &token);
    assert_eq!(r.status, 200, "{}", r.body);
}

#[test]
fn documented_hotel_offers_are_rechecked_and_booked() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    for id in ["TSXOJ6LFQ2", "NRPQNQBOJM"] {
        let r = s.get(&format!("/v3/shopping/hotel-offers/{id}"), &token);
        assert_eq!(r.status, 200, "{}", r.body);
        let offer = r.json()["data"].clone();
        assert_eq!(offer["hotel"]["hotelId"], "MCLONGHM");
        assert_eq!(offer["offers"][0]["id"], id);
    }
    let expiry = format!("{}-08", chrono::Utc::now().date_naive().year_ce().1 + 3);
    let body = json!({"data": {
        "offerId": "NRPQNQBOJM",
        "guests": [{"id": 1, "name": {"title": "MR", "firstName": "BOB", "lastName": "SMITH"},
            "contact": {"phone": "+33679278416", "email": "bob.smith@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard",
            "card": {"vendorCode": "VI", "cardNumber": "4151289722471370", "expiryDate": expiry}}]
    }});
    let (status, booked) = post(&s, &token, "/v1/booking/hotel-bookings", &body, false);
    assert_eq!(status, 201, "{booked}");
    assert!(booked["data"][0]["associatedRecords"][0]["reference"].is_string());
}

/// One segment of an offer: carrier, number, from, to, departure, arrival.
fn segment(id: &str, at: (&str, &str, &str, &str, &str, &str)) -> Value {
    let (carrier, number, from, to, dep, arr) = at;
    json!({"id": id, "carrierCode": carrier, "number": number, "numberOfStops": 0,
        "departure": {"iataCode": from, "at": dep}, "arrival": {"iataCode": to, "at": arr},
        "aircraft": {"code": "321"}, "operating": {"carrierCode": carrier}})
}

#[test]
fn an_offer_outside_the_schedule_is_sold_at_the_total_it_carries() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    let day = common::plain_day(40);
    let at = |t: &str| format!("{day}T{t}:00");
    let offer = json!({
        "type": "flight-offer", "id": "1", "source": "GDS",
        "itineraries": [{"segments": [
            segment("40", ("AF", "9871", "CDG", "MAD", &at("14:30"), &at("16:40")))
        ]}],
        "price": {"currency": "EUR", "total": "321.09", "base": "250.00", "grandTotal": "321.09"},
        "validatingAirlineCodes": ["AF"],
        "travelerPricings": [{"travelerId": "1", "fareOption": "STANDARD", "travelerType": "ADULT",
            "price": {"currency": "EUR", "total": "321.09", "base": "250.00"},
            "fareDetailsBySegment": [{"segmentId": "40", "cabin": "ECONOMY", "class": "Y",
                "fareBasis": "YFLEX"}]}]
    });
    // across a border, its traveller without a passport (what another system's flights
    // ask is not known here), operated by a carrier the sandbox's table lacks, as
    // some of the provider's examples' are
    let mut offer = offer;
    offer["itineraries"][0]["segments"][0]["operating"]["carrierCode"] = json!("I2");
    let body = crate::orders::order(&offer, "DUPONT");
    let (status, made) = post(&s, &token, ORDERS, &body, false);
    assert_eq!(status, 201, "{made}");
    let sold = &made["data"]["flightOffers"][0];
    assert_eq!(sold["price"]["grandTotal"], "321.09");
    assert_eq!(sold["travelerPricings"][0]["price"]["total"], "321.09");
    assert_eq!(sold["itineraries"][0]["segments"][0]["number"], "9871");
}
