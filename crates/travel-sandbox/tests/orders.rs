//! Flight orders in `travel sandbox serve`, over HTTP as an app would send them: the
//! answers conform to the provider's response schemas, and two servers sharing one state
//! file sell the last seats of a class to parallel orders exactly once.

mod common;

use std::sync::Arc;

use common::schema::Spec;
use common::{http, Home, Served};
use serde_json::{json, Value};

const ORDERS: &str = "/v1/booking/flight-orders";

fn post(s: &Served, token: &str, path: &str, body: &Value, search: bool) -> (u16, Value) {
    let auth = format!("Bearer {token}");
    let mut headers = vec![
        ("Authorization", auth.as_str()),
        ("Content-Type", "application/vnd.amadeus+json"),
    ];
    if search {
        headers.push(("X-HTTP-Method-Override", "GET"));
    }
    let r = http(s.addr(), "POST", path, &headers, &body.to_string());
    (r.status, r.json())
}

/// A priced offer of MAD-BCN for one adult whose class has fewer than nine seats left
/// (so `numberOfBookableSeats` is exact), and that count.
fn scarce_offer(s: &Served, token: &str) -> (Value, i64) {
    let found = s.get(
        "/v2/shopping/flight-offers?originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-12-15&adults=1&max=50",
        token,
    );
    assert_eq!(found.status, 200, "{}", found.body);
    let found = found.json();
    let offer = found["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| {
            o["numberOfBookableSeats"].as_i64().is_some_and(|n| n < 9)
                && o["itineraries"][0]["segments"].as_array().unwrap().len() == 1
        })
        .expect("a nonstop whose class is nearly full")
        .clone();
    let left = offer["numberOfBookableSeats"].as_i64().unwrap();
    let body = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}});
    let (status, priced) = post(s, token, "/v1/shopping/flight-offers/pricing", &body, true);
    assert_eq!(status, 200, "{priced}");
    (priced["data"]["flightOffers"][0].clone(), left)
}

fn order(offer: &Value, last_name: &str) -> Value {
    json!({"data": {"type": "flight-order", "flightOffers": [offer], "travelers": [{
        "id": "1", "dateOfBirth": "1980-04-12", "gender": "MALE",
        "name": {"firstName": "JOHN", "lastName": last_name},
        "contact": {"emailAddress": "john@example.com",
                    "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34", "number": "600000000"}]}
    }]}})
}

#[test]
fn order_answers_conform_to_the_provider_schemas() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    let (offer, _) = scarce_offer(&s, &token);
    let (status, created) = post(&s, &token, ORDERS, &order(&offer, "SMITH"), false);
    assert_eq!(status, 201, "{created}");
    let create = Spec::load("FlightCreateOrders_v1");
    create.assert_conforms(
        &create.response_schema("/booking/flight-orders", "post", "201"),
        &created,
        "a created order",
    );
    let id = created["data"]["id"].as_str().unwrap();
    let got = s.get(&format!("{ORDERS}/{id}"), &token);
    assert_eq!(got.status, 200, "{}", got.body);
    let manage = Spec::load("FlightOrderManagement_v1");
    manage.assert_conforms(
        &manage.response_schema("/booking/flight-orders/{flight-orderId}", "get", "200"),
        &got.json(),
        "a retrieved order",
    );
    let auth = format!("Bearer {token}");
    let gone = http(
        s.addr(),
        "DELETE",
        &format!("{ORDERS}/{id}"),
        &[("Authorization", &auth)],
        "",
    );
    assert_eq!((gone.status, gone.body.as_str()), (204, ""));
    let missing = s.get(&format!("{ORDERS}/{id}"), &token);
    assert_eq!(missing.status, 404);
    manage.assert_conforms(
        &manage.response_schema("/booking/flight-orders/{flight-orderId}", "get", "404"),
        &missing.json(),
        "an order not found",
    );
}

#[test]
fn two_servers_on_one_state_sell_the_last_seats_once() {
    let home = Home::new();
    let servers = Arc::new([Served::start(&home), Served::start(&home)]);
    let tokens: Arc<Vec<String>> = Arc::new(servers.iter().map(Served::token).collect());
    let (offer, left) = scarce_offer(&servers[0], &tokens[0]);
    let offer = Arc::new(offer);
    let attempts = left * 2 + 4;
    let threads: Vec<_> = (0..attempts)
        .map(|i| {
            let (servers, tokens, offer) = (servers.clone(), tokens.clone(), offer.clone());
            std::thread::spawn(move || {
                let k = (i % 2) as usize;
                let name = format!(
                    "TRAVELLER{}",
                    "ABCDEFGHIJKLMNOPQRSTUVWXYZ".as_bytes()[i as usize % 26] as char
                );
                post(
                    &servers[k],
                    &tokens[k],
                    ORDERS,
                    &order(&offer, &name),
                    false,
                )
            })
        })
        .collect();
    let results: Vec<(u16, Value)> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let sold = results.iter().filter(|(s, _)| *s == 201).count() as i64;
    assert_eq!(sold, left, "exactly the seats left were sold: {results:?}");
    for (status, body) in results.iter().filter(|(s, _)| *s != 201) {
        assert_eq!(*status, 400, "{body}");
        assert_eq!(body["errors"][0]["code"], 34651, "{body}");
    }
    let references: std::collections::BTreeSet<&str> = results
        .iter()
        .filter_map(|(_, b)| b["data"]["associatedRecords"][0]["reference"].as_str())
        .collect();
    assert_eq!(
        references.len() as i64,
        sold,
        "every order its own reference"
    );
}

// Through the real binary against the built-in sandbox.

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";
const ALAN: &str = "Mr Alan Turing 1982-06-23";

fn travel(home: &Home, today: &str, args: &[&str]) -> common::Run {
    use common::Runs;
    home.sandbox(args).env("TRAVEL_TODAY", today).run()
}

/// Two free seats side by side of offer `n` of the last search, segment 1, if its fare
/// lets travellers choose seats.
fn two_free_seats(home: &Home, n: &str) -> Option<String> {
    let t = common::tsv_in(home, &["flights", "seats", n, "--segment", "1"]);
    let free: Vec<String> = t
        .rows
        .iter()
        .filter(|r| r[t.col("Status")] == "AVAILABLE")
        .map(|r| r[t.col("Number")].clone())
        .take(2)
        .collect();
    (free.len() == 2).then(|| format!("1:{},{}", free[0], free[1]))
}

#[test]
fn booked_in_the_sandbox_with_seats_and_bags_shown_and_cancelled_or_refused_once_ticketed() {
    let home = Home::new();
    let search = [
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-12-15",
        "--adults",
        "2",
        "--max",
        "5",
    ];
    common::json_in(&home, &search);
    let (n, seats) = (1..=5)
        .find_map(|n| Some((n.to_string(), two_free_seats(&home, &n.to_string())?)))
        .expect("an offer whose travellers may choose seats");
    let book = |extra: &[&str]| {
        let mut args = vec![
            "flights",
            "book",
            n.as_str(),
            "--traveler",
            ADA,
            "--traveler",
            ALAN,
        ];
        args.extend_from_slice(extra);
        args.push("--yes");
        travel(&home, common::TODAY, &args)
    };
    let r = book(&["--seat", &seats, "--add-bags", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let booked = common::Tsv::parse(&r.stdout);
    let reference = booked.rows[0][booked.col("Reference")].clone();
    assert_eq!(reference.len(), 6, "{}", r.stdout);
    // the same booking again is refused, nothing sent
    let again = book(&["--seat", &seats, "--add-bags", "1"]);
    assert_eq!(again.code, 2, "{}", again.stderr);
    assert!(again.stderr.contains(&reference));
    // the order as the service has it: its seats and bags
    let shown = common::json_in(&home, &["order", "show", &reference]);
    let fd = &shown["data"]["flightOffers"][0]["travelerPricings"][1]["fareDetailsBySegment"][0];
    let second = seats.split(',').nth(1).unwrap();
    assert_eq!(fd["additionalServices"]["chargeableSeatNumber"], second);
    assert_eq!(
        fd["additionalServices"]["chargeableCheckedBags"]["quantity"],
        1
    );
    // those seats are taken in a new seat map of the flight
    let t = common::tsv_in(&home, &["flights", "seats", &n, "--segment", "1"]);
    assert_eq!(t.row("Number", second)[t.col("Status")], "OCCUPIED");
    // three weeks on, past its ticketing date, the ticket is issued: cancel refused
    let late = travel(
        &home,
        "2026-12-14",
        &["order", "cancel", &reference, "--yes"],
    );
    assert_eq!(late.code, 3, "{}", late.stderr);
    assert!(late.stderr.contains("consolidator"), "{}", late.stderr);
    let ticketed = travel(
        &home,
        "2026-12-14",
        &["--json", "order", "show", &reference],
    );
    let v: Value = serde_json::from_str(&ticketed.stdout).unwrap();
    assert_eq!(v["data"]["tickets"].as_array().map(Vec::len), Some(2));
    // on the day it was booked, cancelled once; then the service no longer has it
    let cancel = travel(
        &home,
        common::TODAY,
        &["order", "cancel", &reference, "--yes"],
    );
    assert_eq!(cancel.code, 0, "{}", cancel.stderr);
    let gone = travel(&home, common::TODAY, &["order", "show", &reference]);
    assert_eq!(gone.code, 3, "{}", gone.stderr);
    let list = {
        use common::Runs;
        let r = home.travel().args(["bookings", "list"]).run();
        assert_eq!(r.code, 0, "{}", r.stderr);
        common::Tsv::parse(&r.stdout)
    };
    assert!(
        list.column("State").contains(&"cancelled"),
        "{:?}",
        list.rows
    );
    // and its seats are free again
    let t = common::tsv_in(&home, &["flights", "seats", &n, "--segment", "1"]);
    assert_eq!(t.row("Number", second)[t.col("Status")], "AVAILABLE");
}
