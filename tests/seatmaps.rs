//! Seat maps: `flights seats`, `order seats` and the seat check of `flights price
//! --seat`, through the real binary against a mock of the service: the provider's
//! example answer drawn at 80 and 160 columns, listed and passed through; a wide body
//! built here drawn within 80 columns, with and without colour; refusals before
//! anything is sent.

use crate::common;

use common::schema::Spec;
use common::{run_in, Home, Mock, Reply, Runs, Target, Tsv, EMPTY_DATA};
use serde_json::{json, Value};

const SEATS_HEADER: [&str; 6] = [
    "Segment",
    "Number",
    "Cabin",
    "Status",
    "Characteristics",
    "Price",
];

/// The provider's example answer of the offers seat map.
fn example() -> Value {
    Spec::load("SeatMapDisplay_v1").response_example("/shopping/seatmaps", "post", "200")
}

/// An offer whose segments are the flights of `maps` (one segment each, ids as the
/// maps give them), for `travellers` (`ADULT`, `CHILD`...), numbered from 1.
fn offer_for(maps: &Value, travellers: &[&str]) -> Value {
    let maps = maps["data"].as_array().unwrap();
    let segment = |m: &Value| {
        json!({
            "departure": m["departure"], "arrival": m["arrival"],
            "carrierCode": m["carrierCode"], "number": m["number"],
            "aircraft": m["aircraft"], "id": m["segmentId"], "numberOfStops": 0,
            "duration": "PT1H30M"
        })
    };
    let itineraries: Vec<Value> = maps
        .iter()
        .map(|m| json!({"duration": "PT1H30M", "segments": [segment(m)]}))
        .collect();
    let pricings: Vec<Value> = travellers
        .iter()
        .enumerate()
        .map(|(i, t)| {
            json!({
                "travelerId": (i + 1).to_string(), "fareOption": "STANDARD", "travelerType": t,
                "price": {"currency": "EUR", "total": "100.00", "base": "80.00"},
                "fareDetailsBySegment": maps.iter().map(|m| json!({
                    "segmentId": m["segmentId"], "cabin": "ECONOMY", "fareBasis": "XS50",
                    "class": "X", "includedCheckedBags": {"quantity": 1}
                })).collect::<Vec<_>>()
            })
        })
        .collect();
    let total = format!("{}.00", 100 * travellers.len());
    json!({
        "type": "flight-offer", "id": "1", "source": "GDS", "oneWay": false,
        "lastTicketingDate": "2026-12-01", "numberOfBookableSeats": 9,
        "itineraries": itineraries,
        "price": {"currency": "EUR", "total": total, "base": total, "grandTotal": total},
        "validatingAirlineCodes": ["AF"],
        "travelerPricings": pricings
    })
}

/// A last search in `home` (answered by `mock`) holding `offer` as offer 1.
fn searched(home: &Home, mock: &Mock, offer: &Value) {
    mock.then(Reply::json(
        200,
        &json!({"meta": {"count": 1}, "data": [offer]}).to_string(),
    ));
    let r = home
        .against(mock, &["flights", "search", "NCE", "ORY", "2026-12-15"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The seats of an answer, across its maps and decks.
fn seats(body: &Value) -> Vec<&Value> {
    body["data"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|m| m["decks"].as_array().unwrap())
        .flat_map(|d| d["seats"].as_array().unwrap())
        .collect()
}

/// A seat of the first map by label, to change its state.
fn seat_mut<'a>(body: &'a mut Value, label: &str) -> &'a mut Value {
    body["data"][0]["decks"][0]["seats"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|s| s["number"] == label)
        .unwrap_or_else(|| panic!("no seat {label}"))
}

/// The first seat of the first map every traveller may take, other than `not`.
fn free_seat(body: &Value, not: &[&str]) -> String {
    seats(&json!({"data": [body["data"][0].clone()]}))
        .into_iter()
        .find(|s| {
            s["travelerPricing"]
                .as_array()
                .unwrap()
                .iter()
                .all(|tp| tp["seatAvailabilityStatus"] == "AVAILABLE")
                && !not.contains(&s["number"].as_str().unwrap())
        })
        .map(|s| s["number"].as_str().unwrap().to_string())
        .expect("a free seat")
}

fn assert_within(text: &str, width: usize) {
    for l in text.lines() {
        let visible = strip_ansi(l);
        assert!(
            visible.chars().count() <= width,
            "line wider than {width} ({}):\n{visible}\n\n{text}",
            visible.chars().count()
        );
    }
}

fn strip_ansi(s: &str) -> String {
    regex::Regex::new("\x1b\\[[0-9;]*m")
        .unwrap()
        .replace_all(s, "")
        .to_string()
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_provider_s_example_is_drawn_listed_and_passed_through() {
    let home = Home::new();
    let mock = Mock::start();
    let body = example();
    let text = serde_json::to_string_pretty(&body).unwrap();
    let offer = offer_for(&body, &["ADULT", "ADULT"]);
    searched(&home, &mock, &offer);
    mock.otherwise(Reply::json(200, &text));

    for width in [80u16, 160] {
        let r = home
            .against(&mock, &["flights", "seats", "1"])
            .tty(width)
            .run();
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_within(&r.stdout, usize::from(width));
        assert!(!r.stdout.contains('\x1b'), "no colour when forced");
        insta::assert_snapshot!(format!("flights_seats_example_{width}"), r.whole());
    }
    let sent = mock.api_requests().pop().unwrap();
    assert_eq!(sent.method, "POST");
    assert!(
        sent.url.starts_with("/v1/shopping/seatmaps"),
        "{}",
        sent.url
    );
    let sent: Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(sent, json!({ "data": [offer] }));

    let r = home.against(&mock, &["flights", "seats", "1"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    t.assert_header(&SEATS_HEADER);
    assert_eq!(t.rows.len(), seats(&body).len());
    let first = &t.rows[0];
    assert_eq!(t.cell(first, "Segment"), "1");
    assert_eq!(t.cell(first, "Number"), "1D");
    assert_eq!(t.cell(first, "Status"), "BLOCKED");
    assert_eq!(t.cell(first, "Characteristics"), "1B,A,FC,K,O,RS,1");
    let priced = t
        .rows
        .iter()
        .find(|r| !t.cell(r, "Price").is_empty())
        .unwrap();
    assert!(t.cell(priced, "Price").ends_with(".00 EUR"), "{priced:?}");
    assert_eq!(
        t.column("Segment").iter().filter(|s| **s == "4").count(),
        seats(&body).len() / 2
    );

    let r = home
        .against(&mock, &["--json", "flights", "seats", "1"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, format!("{text}\n"), "the body as received");
}

/// A wide body on one 12-column grid: business 2-2-2, premium economy 2-4-2, economy
/// 3-4-3 with exit rows, wings, lavatories and galleys, some seats occupied, blocked,
/// sold, and exit seats blocked for the child (traveller 2).
fn wide_body() -> Value {
    let letters = ["A", "B", "C", "", "D", "E", "F", "G", "", "H", "J", "K"];
    let mut seats = Vec::new();
    let mut push = |cabin: &str,
                    row: i64,
                    x: i64,
                    y: usize,
                    states: [&str; 2],
                    price: Option<&str>,
                    codes: &[&str]| {
        let pricing: Vec<Value> = states
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut tp =
                    json!({"travelerId": (i + 1).to_string(), "seatAvailabilityStatus": s});
                if let Some(p) = price {
                    tp["price"] = json!({"currency": "EUR", "total": p, "base": p,
                                         "taxes": [{"amount": "0.00", "code": "SUPC"}]});
                }
                tp
            })
            .collect();
        seats.push(json!({
            "cabin": cabin, "number": format!("{row}{}", letters[y]),
            "characteristicsCodes": codes, "travelerPricing": pricing,
            "coordinates": {"x": x, "y": y}
        }));
    };
    const FREE: [&str; 2] = ["AVAILABLE", "AVAILABLE"];
    const TAKEN: [&str; 2] = ["OCCUPIED", "OCCUPIED"];
    const BLOCKED: [&str; 2] = ["BLOCKED", "BLOCKED"];
    // business, rows 1-3 at x 1-3
    for (x, row) in [(1, 1), (2, 2), (3, 3)] {
        for y in [0, 2, 5, 6, 9, 11] {
            let state = if (row + y as i64) % 4 == 0 {
                TAKEN
            } else {
                FREE
            };
            push("BUSINESS", row, x, y, state, Some("180.00"), &["CH"]);
        }
    }
    // premium economy, rows 10-12 at x 6-8
    for (x, row) in [(6, 10), (7, 11), (8, 12)] {
        for y in [0, 2, 4, 5, 6, 7, 9, 11] {
            let state = if y == 5 && row == 11 { TAKEN } else { FREE };
            push("PREMIUM_ECONOMY", row, x, y, state, Some("60.00"), &["CH"]);
        }
    }
    // economy, rows 20-31 at x 10-21; exits at rows 20 and 26
    for (i, row) in (20..=31).enumerate() {
        let x = 10 + i as i64;
        for (y, l) in letters.iter().enumerate() {
            if l.is_empty() {
                continue;
            }
            let exit = row == 20 || row == 26;
            let state = if exit {
                ["AVAILABLE", "BLOCKED"]
            } else if (row * 7 + y as i64) % 5 == 0 {
                TAKEN
            } else if row == 31 && y > 8 {
                BLOCKED
            } else {
                FREE
            };
            let price = if exit {
                Some("35.00")
            } else if row <= 22 {
                Some("12.50")
            } else {
                None
            };
            let codes: &[&str] = if exit { &["E", "CH"] } else { &[] };
            push("ECONOMY", row, x, y, state, price, codes);
        }
    }
    let facility = |code: &str, x: i64, y: i64, position: &str| json!({"code": code, "position": position, "coordinates": {"x": x, "y": y}});
    json!({
        "meta": {"count": 1},
        "data": [{
            "type": "seatmap", "id": "1", "flightOfferId": "1", "segmentId": "1",
            "departure": {"iataCode": "CDG", "terminal": "2E", "at": "2026-12-15T10:30:00"},
            "arrival": {"iataCode": "JFK", "terminal": "1", "at": "2026-12-15T13:05:00"},
            "carrierCode": "AF", "number": "6", "operating": {"carrierCode": "AF"},
            "aircraft": {"code": "77W"}, "class": "Y",
            "decks": [{
                "deckType": "MAIN",
                "deckConfiguration": {"width": 12, "length": 23, "startSeatRow": 1, "endSeatRow": 31,
                                      "startWingsX": 14, "endWingsX": 19, "exitRowsX": [10, 16]},
                "facilities": [
                    facility("LA", 0, 0, "FRONT"), facility("G", 0, 5, "FRONT"), facility("G", 0, 6, "FRONT"),
                    facility("LA", 0, 11, "FRONT"), facility("LA", 5, 0, "REAR"), facility("G", 5, 5, "REAR"),
                    facility("LA", 9, 11, "FRONT"), facility("CL", 9, 0, "FRONT"),
                    facility("LA", 22, 0, "REAR"), facility("G", 22, 5, "REAR"), facility("G", 22, 6, "REAR"),
                    facility("LA", 22, 11, "REAR")
                ],
                "seats": seats
            }],
            "aircraftCabinAmenities": {
                "power": {"isChargeable": false, "powerType": "PLUG_OR_USB_PORT", "usbType": "USB_A_AND_USB_C"},
                "seat": {"legSpace": 31, "spaceUnit": "INCHES", "tilt": "NORMAL"},
                "wifi": {"isChargeable": true, "wifiCoverage": "FULL"},
                "entertainment": [{"isChargeable": false, "entertainmentType": "MOVIES"}],
                "food": {"isChargeable": false, "foodType": "MEAL"},
                "beverage": {"isChargeable": false, "beverageType": "ALCOHOLIC_AND_NON_ALCOHOLIC"}
            },
            "availableSeatsCounters": [{"travelerId": "1", "value": 180}, {"travelerId": "2", "value": 164}]
        }],
        "dictionaries": {
            "facilities": {"LA": "Lavatory", "G": "Galley", "CL": "Closet"},
            "seatCharacteristics": {"E": "Exit row seat", "CH": "Chargeable seats"}
        }
    })
}

#[test]
fn a_wide_body_is_drawn_within_80_columns_with_and_without_colour() {
    let home = Home::new();
    let mock = Mock::start();
    let body = wide_body();
    mock.otherwise(Reply::json(200, &body.to_string()));
    let offer = offer_for(&body, &["ADULT", "CHILD"]);
    let stdin = offer.to_string();

    let r = home
        .against(&mock, &["flights", "seats", "-"])
        .tty(80)
        .write_stdin(stdin.clone())
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_within(&r.stdout, 80);
    assert!(!r.stdout.contains('\x1b'));
    // one part: every column of a row on one line
    let row = r.stdout.lines().find(|l| l.contains(" 24 ")).unwrap();
    assert_eq!(
        row.matches('[').count() + row.matches('<').count(),
        10,
        "{row}"
    );
    for needle in [
        "Business",
        "Premium Economy",
        "Economy",
        "EXIT",
        "==",
        "LA",
        "<b>",
        "[a] 12.50 EUR",
    ] {
        assert!(r.stdout.contains(needle), "{needle:?} in\n{}", r.stdout);
    }
    insta::assert_snapshot!("flights_seats_wide_body_80", r.whole());

    let mut coloured = home.against(&mock, &["flights", "seats", "-"]);
    coloured
        .tty(80)
        .env_remove("NO_COLOR")
        .env("CLICOLOR_FORCE", "1")
        .write_stdin(stdin.clone());
    let c = coloured.run();
    assert_eq!(c.code, 0, "{}", c.stderr);
    assert!(c.stdout.contains("\x1b[31m[X]\x1b[0m"), "{}", c.stdout);
    assert_within(&c.stdout, 80);
    assert_eq!(
        strip_ansi(&c.stdout),
        r.stdout,
        "colour adds nothing but colour"
    );
    insta::assert_snapshot!("flights_seats_wide_body_80_colour", c.whole());

    // NO_COLOR and --no-color still win over CLICOLOR_FORCE
    let plain = home
        .against(&mock, &["flights", "seats", "-"])
        .tty(80)
        .env("CLICOLOR_FORCE", "1")
        .write_stdin(stdin.clone())
        .run();
    assert!(!plain.stdout.contains('\x1b'));
    let plain = home
        .against(&mock, &["--no-color", "flights", "seats", "-"])
        .tty(80)
        .env_remove("NO_COLOR")
        .env("CLICOLOR_FORCE", "1")
        .write_stdin(stdin.clone())
        .run();
    assert!(!plain.stdout.contains('\x1b'));

    // piped: the exit seats list each traveller's state
    let r = home
        .against(&mock, &["flights", "seats", "-"])
        .write_stdin(stdin)
        .run();
    let t = Tsv::parse(&r.stdout);
    let exit = t.row("Number", "26A");
    assert_eq!(t.cell(exit, "Status"), "1:AVAILABLE 2:BLOCKED");
    assert_eq!(t.cell(exit, "Characteristics"), "E,CH");
    assert_eq!(t.cell(exit, "Price"), "35.00 EUR");
    assert_eq!(t.cell(t.row("Number", "24A"), "Price"), "");
    assert_eq!(t.rows.len(), seats(&body).len());
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn one_segment_is_chosen_and_an_unknown_one_refused_before_sending() {
    let home = Home::new();
    let mock = Mock::start();
    let body = example();
    searched(&home, &mock, &offer_for(&body, &["ADULT", "ADULT"]));
    mock.otherwise(Reply::json(200, &body.to_string()));

    let r = home
        .against(&mock, &["flights", "seats", "1", "--segment", "4"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert!(!t.rows.is_empty());
    assert!(t.column("Segment").iter().all(|s| *s == "4"));
    let r = home
        .against(&mock, &["flights", "seats", "1", "--segment", "4"])
        .tty(80)
        .run();
    assert!(
        r.stdout.contains("Segment 4: AF6200") || r.stdout.contains("Segment 4: AF 6200"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("Segment 1:"), "{}", r.stdout);

    let before = mock.api_requests().len();
    for args in [
        &["flights", "seats", "1", "--segment", "2"][..],
        &["flights", "seats", "2"],
        &["flights", "seats", "0"],
        &["flights", "seats", "1.1"],
    ] {
        let r = home.against(&mock, args).run();
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        assert!(r.stderr.starts_with("error: "), "{}", r.stderr);
    }
    let r = home
        .against(&mock, &["flights", "seats", "1", "--segment", "2"])
        .run();
    assert!(
        r.stderr.contains("no segment 2") && r.stderr.contains("1, 4"),
        "{}",
        r.stderr
    );
    assert_eq!(mock.api_requests().len(), before, "nothing was sent");

    // no search at all
    let fresh = Home::new();
    let r = fresh.against(&mock, &["flights", "seats", "1"]).run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(mock.api_requests().len(), before, "nothing was sent");
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn an_order_s_seat_maps_are_asked_by_its_id() {
    let home = Home::new();
    let mock = Mock::start();
    let body = example();
    mock.then(Reply::json(200, &body.to_string()))
        .then(Reply::json(200, EMPTY_DATA));
    let id = "eJzTd9f3NjIJdgcAC";
    let r = home.against(&mock, &["order", "seats", id]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(Tsv::parse(&r.stdout).rows.len(), seats(&body).len());
    let sent = mock.api_requests().pop().unwrap();
    assert_eq!(sent.method, "GET");
    assert_eq!(
        sent.url,
        format!("/v1/shopping/seatmaps?flightOrderId={id}")
    );

    // an order without seat maps: the usual empty result
    let r = home.against(&mock, &["order", "seats", id]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert!(r.stderr.contains("no seat map for order"), "{}", r.stderr);

    let before = mock.api_requests().len();
    let r = home.against(&mock, &["order", "seats", " "]).run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(mock.api_requests().len(), before, "nothing was sent");
}

/// The requests the mock saw after the search, by path.
fn paths_after_search(mock: &Mock) -> Vec<String> {
    mock.api_requests()
        .iter()
        .skip(1)
        .map(|s| s.url.split('?').next().unwrap().to_string())
        .collect()
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn a_seat_taken_or_blocked_is_refused_before_pricing_and_a_free_one_priced() {
    let mut body = example();
    let free = free_seat(&body, &[]);
    let taken = free_seat(&body, &[&free]);
    let child_blocked = free_seat(&body, &[&free, &taken]);
    seat_mut(&mut body, &taken)["travelerPricing"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .for_each(|tp| tp["seatAvailabilityStatus"] = "OCCUPIED".into());
    seat_mut(&mut body, &child_blocked)["travelerPricing"][1]["seatAvailabilityStatus"] =
        "BLOCKED".into();
    let offer = offer_for(&body, &["ADULT", "CHILD"]);

    // occupied: refused, only the seat map was asked
    let home = Home::new();
    let mock = Mock::start();
    searched(&home, &mock, &offer);
    mock.otherwise(Reply::json(200, &body.to_string()));
    let seat = format!("1:{taken}");
    let r = home
        .against(&mock, &["flights", "price", "1", "--seat", &seat])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    for needle in [
        taken.as_str(),
        "OCCUPIED",
        "traveller 1",
        "travel flights seats 1 --segment 1",
    ] {
        assert!(r.stderr.contains(needle), "{needle:?}:\n{}", r.stderr);
    }
    assert_eq!(paths_after_search(&mock), ["/v1/shopping/seatmaps"]);

    // blocked for the second traveller (the child) only
    let seat = format!("1:{free},{child_blocked}");
    let r = home
        .against(&mock, &["flights", "price", "1", "--seat", &seat])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains(&child_blocked) && r.stderr.contains("BLOCKED for traveller 2"),
        "{}",
        r.stderr
    );

    // not on the map
    let r = home
        .against(&mock, &["flights", "price", "1", "--seat", "1:99K"])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("99K is not on the seat map of segment 1"),
        "{}",
        r.stderr
    );
    assert!(
        paths_after_search(&mock)
            .iter()
            .all(|p| p == "/v1/shopping/seatmaps"),
        "never priced"
    );

    // free for both: the check passes and the pricing is sent with the seats
    let home = Home::new();
    let mock = Mock::start();
    searched(&home, &mock, &offer);
    let mut priced = offer.clone();
    priced["type"] = "flight-offer".into();
    mock.then(Reply::json(200, &body.to_string()))
        .then(Reply::json(
            200,
            &json!({"data": {"type": "flight-offers-pricing", "flightOffers": [priced]}})
                .to_string(),
        ));
    let seat = format!("1:{child_blocked},{free}");
    let r = home
        .against(&mock, &["flights", "price", "1", "--seat", &seat])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        paths_after_search(&mock),
        [
            "/v1/shopping/seatmaps",
            "/v1/shopping/flight-offers/pricing"
        ]
    );
    let sent: Value = serde_json::from_str(&mock.api_requests().pop().unwrap().body).unwrap();
    let tps = &sent["data"]["flightOffers"][0]["travelerPricings"];
    assert_eq!(
        tps[0]["fareDetailsBySegment"][0]["additionalServices"]["chargeableSeatNumber"],
        child_blocked.as_str()
    );
    assert_eq!(
        tps[1]["fareDetailsBySegment"][0]["additionalServices"]["chargeableSeatNumber"],
        free.as_str()
    );
}

// Against the sandbox: its own seat maps, and pricing with the seats they show.

/// The piped seat list of offer `n` of the last search, segment 1.
fn listed(home: &Home, n: &str) -> Tsv {
    common::tsv_in(home, &["flights", "seats", n, "--segment", "1"])
}

#[test]
fn sandbox_seat_maps_are_listed_and_their_free_seats_priced() {
    let home = Home::new();
    common::json_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-15",
            "--adults",
            "2",
            "--nonstop",
            "--max",
            "12",
        ],
    );
    // an offer whose fare lets its travellers choose seats (basic fares, and the
    // cheapest fares of the US carriers and low-cost ones, do not): among the twelve
    // cheapest
    let (n, t) = (1..=12)
        .map(|n| (n.to_string(), listed(&home, &n.to_string())))
        .find(|(_, t)| t.column("Status").contains(&"AVAILABLE"))
        .expect("an offer with free seats");
    t.assert_header(&SEATS_HEADER);
    assert!(
        t.rows.len() > 150,
        "a whole aircraft: {} seats",
        t.rows.len()
    );
    let status = t.column("Status");
    assert!(status.contains(&"OCCUPIED"), "some seats are taken");
    // two free seats side by side in one row are not needed: any two free ones
    let free: Vec<&[String]> = t
        .rows
        .iter()
        .filter(|r| r[t.col("Status")] == "AVAILABLE")
        .map(|r| r.as_slice())
        .take(2)
        .collect();
    assert_eq!(free.len(), 2);
    let labels = format!(
        "1:{},{}",
        free[0][t.col("Number")],
        free[1][t.col("Number")]
    );
    let price = |r: &[String]| -> i64 {
        let p = &r[t.col("Price")];
        p.split_whitespace()
            .next()
            .map_or(0, |a| (a.parse::<f64>().unwrap() * 100.0).round() as i64)
    };
    let expected: i64 = free.iter().map(|r| price(r)).sum();
    let body = common::json_in(&home, &["flights", "price", &n, "--seat", &labels]);
    let offer = &body["data"]["flightOffers"][0];
    let seats_added: i64 = offer["price"]["additionalServices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|s| s["type"] == "SEATS")
        .map(|s| (s["amount"].as_str().unwrap().parse::<f64>().unwrap() * 100.0).round() as i64)
        .sum();
    assert_eq!(seats_added, expected, "the seats cost what the map says");
    assert_eq!(
        offer["travelerPricings"][1]["fareDetailsBySegment"][0]["additionalServices"]
            ["chargeableSeatNumber"],
        free[1][t.col("Number")].as_str()
    );

    // a taken seat, and one the aircraft does not have: refused before pricing
    let taken = &t.rows[status.iter().position(|s| *s == "OCCUPIED").unwrap()][t.col("Number")];
    for (label, why) in [(taken.as_str(), "OCCUPIED"), ("99Z", "99Z")] {
        let r = home
            .sandbox(&[
                "-v",
                "flights",
                "price",
                &n,
                "--seat",
                &format!("1:{label}"),
            ])
            .run();
        assert_eq!(r.code, 2, "{label}: {}", r.stderr);
        assert!(r.stderr.contains(why), "{label}: {}", r.stderr);
        assert!(
            !r.stderr.contains("/v1/shopping/flight-offers/pricing"),
            "{label}: nothing priced:\n{}",
            r.stderr
        );
    }
}

#[test]
fn sandbox_exit_rows_are_blocked_for_a_child_and_the_sold_out_day_is_full() {
    let home = Home::new();
    common::json_in(
        &home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--children",
            "1",
            "--max",
            "3",
        ],
    );
    let t = listed(&home, "1");
    let exits: Vec<&Vec<String>> = t
        .rows
        .iter()
        .filter(|r| r[t.col("Characteristics")].split(',').any(|c| c == "E"))
        .collect();
    assert!(!exits.is_empty());
    for r in exits {
        // the adult may sit there (or it is taken), the child never
        let s = &r[t.col("Status")];
        assert!(!s.ends_with("2:AVAILABLE") && s != "AVAILABLE", "{r:?}");
    }
    let home = Home::new();
    common::json_in(
        &home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-29",
            "--max",
            "1",
        ],
    );
    let t = listed(&home, "1");
    assert!(t.column("Status").iter().all(|s| *s == "OCCUPIED"));
}

#[test]
fn a_seat_an_order_holds_is_occupied_in_new_maps_and_its_own_in_the_order_map() {
    let home = Home::new();
    let served = common::Served::start(&home);
    let run = |args: &[&str]| {
        let r = home.against_url(&served.url, args).output().unwrap();
        assert_eq!(
            r.status.code(),
            Some(0),
            "{args:?}: {}",
            common::stderr_of(&r)
        );
        common::stdout_of(&r)
    };
    run(&[
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-12-15",
        "--max",
        "12",
        // a full-service carrier's fares: the low-cost ones (the cheapest on this
        // route) choose no seat in their basic brand
        "--airlines",
        "IB",
    ]);
    // an offer whose fare lets its traveller choose a seat, and a free one
    let (n, label) = (1..=12)
        .find_map(|n| {
            let t = Tsv::parse(&run(&[
                "flights",
                "seats",
                &n.to_string(),
                "--segment",
                "1",
            ]));
            let free = t.rows.iter().find(|r| r[t.col("Status")] == "AVAILABLE")?;
            Some((n.to_string(), free[t.col("Number")].clone()))
        })
        .expect("an offer with a free seat");
    let seat = format!("1:{label}");
    let priced: Value =
        serde_json::from_str(&run(&["--json", "flights", "price", &n, "--seat", &seat])).unwrap();
    let order = json!({"data": {"type": "flight-order",
        "flightOffers": [priced["data"]["flightOffers"][0]],
        "travelers": [{"id": "1", "dateOfBirth": "1980-04-12",
            "name": {"firstName": "ANA", "lastName": "GARCIA"},
            "contact": {"emailAddress": "ana@example.com",
                "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34", "number": "600000000"}]}}]}});
    // the order is the CLI's client's, so its seat is taken in the maps that client reads
    let token = common::wire::token_with(served.addr(), common::CLIENT_ID, common::CLIENT_SECRET);
    let made = served.post_json("/v1/booking/flight-orders", &token, &order);
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.json()["data"]["id"].as_str().unwrap().to_string();
    let status_of = |text: &str| {
        let t = Tsv::parse(text);
        t.row("Number", &label)[t.col("Status")].clone()
    };
    // a new map of the same flight: taken
    let again = run(&["flights", "seats", &n, "--segment", "1"]);
    assert_eq!(status_of(&again), "OCCUPIED");
    // and pricing it for someone else is refused before pricing
    let r = home
        .against_url(&served.url, &["flights", "price", &n, "--seat", &seat])
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(2), "{}", common::stderr_of(&r));
    // the order's own map leaves it to its traveller
    let own = run(&["order", "seats", &id]);
    let t = Tsv::parse(&own);
    let mine: Vec<&Vec<String>> = t
        .rows
        .iter()
        .filter(|r| r[t.col("Number")] == label)
        .collect();
    assert_eq!(mine.len(), 1, "{own}");
    assert_eq!(mine[0][t.col("Status")], "AVAILABLE");
}

/// `travel --sandbox ARGS` on a pseudo-terminal `rows` high and 80 wide, with `pager`
/// as $PAGER: the screen, to its end.
fn on_a_terminal(home: &Home, args: &str, rows: u16, pager: &str) -> String {
    let cmd = home.std_travel();
    let travel = cmd.get_program().to_owned();
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .env("PAGER", pager)
        .arg("-c")
        .arg(format!(
            "stty rows {rows} cols 80 && exec '{}' --sandbox {args}",
            travel.to_string_lossy()
        ));
    let mut p = rexpect::session::spawn_with_options(
        sh,
        rexpect::reader::Options::new()
            .timeout_ms(Some(30_000))
            .strip_ansi_escape_codes(true),
    )
    .unwrap();
    let raw: Vec<u8> = p.exp_eof().unwrap().chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&raw).replace('\r', "")
}

#[test]
fn a_map_taller_than_the_screen_goes_through_the_pager_with_the_legend_on_every_page() {
    let home = Home::new();
    // a long-haul wide body: its map is far taller than 20 lines
    let r = run_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "SIN",
            "+30",
            "--nonstop",
            "--max",
            "3",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for rows in [20u16, 33] {
        // the pager marks each line it is given
        let screen = on_a_terminal(
            &home,
            "flights seats 1 --segment 1",
            rows,
            "sed 's/^/PAGED|/'",
        );
        let paged: Vec<&str> = screen
            .lines()
            .filter_map(|l| l.strip_prefix("PAGED|"))
            .collect();
        assert!(paged.len() > usize::from(rows), "paged:\n{screen}");
        let page = usize::from(rows) - 1;
        let map_rows = paged.iter().filter(|l| l.contains('|')).count();
        assert!(map_rows > page, "{screen}");
        // every screenful the pager shows begins with the legend, the first after the header
        let first = paged.iter().position(|l| l.starts_with("Seats: ")).unwrap();
        assert!(first < page, "{screen}");
        for k in 1..paged.len().div_ceil(page) {
            assert!(
                paged[k * page].starts_with("Seats: "),
                "page {k} at {rows} rows begins {:?}:\n{}",
                paged[k * page],
                paged.join("\n")
            );
        }
        // whole pages: the pager's last screen begins with the legend too
        assert_eq!(paged.len() % page, 0, "{}", paged.len());
        // one line per row of seats
        let numbers: Vec<&str> = paged
            .iter()
            .filter(|l| l.contains('|') && l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        let mut unique = numbers.clone();
        unique.dedup();
        assert_eq!(
            unique.len(),
            numbers.len(),
            "a row on two lines: {numbers:?}"
        );
    }
    // piped: the seats as a table, no pager
    let r = run_in(&home, &["flights", "seats", "1", "--segment", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("Segment\tNumber"), "{}", r.stdout);
}
