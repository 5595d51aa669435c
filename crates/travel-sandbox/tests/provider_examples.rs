//! The provider's own material against this project, read from the OpenAPI files in
//! the directory `TRAVEL_PROVIDER_OPENAPI` names (the provider suite, run by
//! `scripts/provider-checks DIR`):
//! - every operation of the files is sent what they document (GET: their parameters'
//!   examples and defaults; POST: their example bodies), dates moved into the future,
//!   and gets a 2xx answer from the sandbox (a flight outside its schedule is priced
//!   from its fare model, with a warning); ids the sandbox makes come from its answers;
//! - every answer conforms to the files' response schemas, but for the faults `EXCUSED`
//!   lists (SPEC.md says otherwise, or the file's own example answer does the same),
//!   for the examples and for the sandbox's own offers with every option.
//!
//! (That the CLI renders the files' example answers is checked in the CLI's tests,
//! `tests/provider_answers.rs`.)

use crate::common;

use common::schema::{move_dates, Spec};
use common::{Home, Served, Target, TODAY};
use serde_json::{json, Value};

const PRICING: (&str, &str) = ("FlightOffersPrice_v1", "/shopping/flight-offers/pricing");
const UPSELL: (&str, &str) = ("BrandedFaresUpsell_v1", "/shopping/flight-offers/upselling");
const SEATMAPS: (&str, &str) = ("SeatMapDisplay_v1", "/shopping/seatmaps");

/// The examples are dated 2020-2021: moved by whole weeks (weekdays kept) to after the
/// tests' pinned today.
const MOVE_DAYS: i64 = 7 * 313;

/// The example request of an operation, dates moved, checked to be in the future.
fn example_request(spec: &Spec, path: &str) -> Value {
    let mut body = spec.request_example(path, "post");
    move_dates(&mut body, MOVE_DAYS);
    // seat maps take a list of offers, pricing and upselling an object holding them
    let offers = if body["data"].is_array() {
        &body["data"]
    } else {
        &body["data"]["flightOffers"]
    };
    let first = offers[0]["itineraries"][0]["segments"][0]["departure"]["at"]
        .as_str()
        .expect("a departure")
        .to_string();
    assert!(
        first.as_str() > TODAY,
        "moved to {first}, not after {TODAY}"
    );
    body
}

/// POST `body` to the served sandbox at `/v1{path}{query}` as the files say (with
/// `X-HTTP-Method-Override: GET`); the status and body.
fn post(served: &Served, path: &str, query: &str, body: &Value) -> (u16, Value) {
    let auth = format!("Bearer {}", served.token());
    let r = common::http(
        served.addr(),
        "POST",
        &format!("/v1{path}{query}"),
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/vnd.amadeus+json"),
            ("X-HTTP-Method-Override", "GET"),
        ],
        &body.to_string(),
    );
    (r.status, r.json())
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_pricing_example_request_is_priced_and_conforms() {
    let spec = Spec::load(PRICING.0);
    let body = example_request(&spec, PRICING.1);
    let home = Home::new();
    let served = Served::start(&home);
    let schema = spec.response_schema(PRICING.1, "post", "200");
    for query in ["", "?include=detailed-fare-rules,bags&forceClass=false"] {
        let (status, answer) = post(&served, PRICING.1, query, &body);
        assert_eq!(status, 200, "{query}: {answer}");
        spec.assert_conforms(&schema, &answer, &format!("pricing the example{query}"));
        let sent = &body["data"]["flightOffers"][0];
        let priced = &answer["data"]["flightOffers"][0];
        // the same flights, classes and travellers as sent
        for (a, b) in [
            (&sent["itineraries"], &priced["itineraries"]),
            (
                &sent["travelerPricings"][0]["fareDetailsBySegment"][2]["class"],
                &priced["travelerPricings"][0]["fareDetailsBySegment"][2]["class"],
            ),
        ] {
            let strip = |v: &Value| {
                let mut v = v.clone();
                strip_volatile(&mut v);
                v
            };
            assert_eq!(strip(a), strip(b), "{query}");
        }
        assert_eq!(answer["warnings"][0]["title"], "FLIGHT NOT IN SCHEDULE");
        assert!(
            priced["price"]["grandTotal"]
                .as_str()
                .unwrap()
                .parse::<f64>()
                .unwrap()
                > 0.0
        );
        if !query.is_empty() {
            assert!(answer["included"]["bags"].is_object(), "{answer}");
            assert!(answer["included"]["detailed-fare-rules"].is_object());
        }
    }
}

/// What pricing recomputes of a sent itinerary: emissions, durations and terminals.
fn strip_volatile(v: &mut Value) {
    match v {
        Value::Object(m) => {
            for k in ["co2Emissions", "duration", "terminal", "numberOfStops"] {
                m.remove(k);
            }
            m.values_mut().for_each(strip_volatile);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_volatile),
        _ => {}
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_upsell_example_request_gets_brands_and_conforms() {
    let spec = Spec::load(UPSELL.0);
    let body = example_request(&spec, UPSELL.1);
    let home = Home::new();
    let served = Served::start(&home);
    let (status, answer) = post(&served, UPSELL.1, "", &body);
    assert_eq!(status, 200, "{answer}");
    spec.assert_conforms(
        &spec.response_schema(UPSELL.1, "post", "200"),
        &answer,
        "upselling the example",
    );
    let brands = answer["data"].as_array().unwrap();
    assert!(brands.len() >= 2, "AF sells several brands in Europe");
    let flights = |o: &Value| -> Vec<String> {
        o["itineraries"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|i| i["segments"].as_array().unwrap().iter())
            .map(|s| {
                format!(
                    "{}{} {}",
                    s["carrierCode"], s["number"], s["departure"]["at"]
                )
            })
            .collect()
    };
    let sent = flights(&body["data"]["flightOffers"][0]);
    for b in brands {
        assert_eq!(flights(b), sent, "every brand is the same flights");
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_seat_map_example_request_gets_a_map_per_segment_and_conforms() {
    let spec = Spec::load(SEATMAPS.0);
    let body = example_request(&spec, SEATMAPS.1);
    let home = Home::new();
    let served = Served::start(&home);
    let (status, answer) = post(&served, SEATMAPS.1, "", &body);
    assert_eq!(status, 200, "{answer}");
    spec.assert_conforms(
        &spec.response_schema(SEATMAPS.1, "post", "200"),
        &answer,
        "the seat maps of the example",
    );
    let segments: Vec<&Value> = body["data"][0]["itineraries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|i| i["segments"].as_array().unwrap())
        .collect();
    let maps = answer["data"].as_array().unwrap();
    assert_eq!(maps.len(), segments.len());
    for (m, s) in maps.iter().zip(segments) {
        assert_eq!(m["segmentId"], s["id"]);
        assert_eq!(m["aircraft"]["code"], s["aircraft"]["code"]);
        assert!(m["decks"][0]["seats"].as_array().unwrap().len() > 100);
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn sandbox_answers_conform_for_its_own_offers_with_every_option() {
    let home = Home::new();
    let served = Served::start(&home);
    // as `travel flights search LHR JFK 2026-12-15 --return 2026-12-22 --adults 2
    // --children 1 --infants 1 --max 3` asks for it
    let search = served.get(
        "/v2/shopping/flight-offers?originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2026-12-15&returnDate=2026-12-22&adults=2&children=1&infants=1&max=3",
        &served.token(),
    );
    assert_eq!(search.status, 200, "{}", search.body);
    let search = search.json();
    let seatmaps = Spec::load(SEATMAPS.0);
    let body = json!({"data": search["data"]});
    let (status, maps) = post(&served, SEATMAPS.1, "", &body);
    assert_eq!(status, 200, "{maps}");
    seatmaps.assert_conforms(
        &seatmaps.response_schema(SEATMAPS.1, "post", "200"),
        &maps,
        "sandbox seat maps",
    );
    // a seat a map shows free for the first traveller (basic fares choose none)
    let (map, free) = maps["data"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|m| {
            let seat = m["decks"][0]["seats"]
                .as_array()?
                .iter()
                .find(|s| s["travelerPricing"][0]["seatAvailabilityStatus"] == "AVAILABLE")?;
            Some((m, seat["number"].clone()))
        })
        .expect("a free seat on some offer");
    let mut offer = search["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == map["flightOfferId"])
        .unwrap()
        .clone();
    let details = offer["travelerPricings"][0]["fareDetailsBySegment"]
        .as_array_mut()
        .unwrap();
    let detail = details
        .iter_mut()
        .find(|d| d["segmentId"] == map["segmentId"])
        .unwrap();
    // a bag and that seat asked for the first traveller (rules 2, 3)
    detail["additionalServices"] =
        json!({"chargeableCheckedBags": {"quantity": 1}, "chargeableSeatNumber": free});
    let pricing = Spec::load(PRICING.0);
    let body = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}});
    let (status, answer) = post(
        &served,
        PRICING.1,
        "?include=detailed-fare-rules,bags",
        &body,
    );
    assert_eq!(status, 200, "{answer}");
    pricing.assert_conforms(
        &pricing.response_schema(PRICING.1, "post", "200"),
        &answer,
        "a priced sandbox offer",
    );
    assert!(
        answer.get("warnings").is_none(),
        "its flights are scheduled"
    );

    let upsell = Spec::load(UPSELL.0);
    let body =
        json!({"data": {"type": "flight-offers-upselling", "flightOffers": [search["data"][1]]}});
    let (status, answer) = post(&served, UPSELL.1, "", &body);
    assert_eq!(status, 200, "{answer}");
    upsell.assert_conforms(
        &upsell.response_schema(UPSELL.1, "post", "200"),
        &answer,
        "sandbox brands",
    );
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_checker_finds_faults() {
    // the schema check itself can fail: a priced answer with its data broken
    let spec = Spec::load(PRICING.0);
    let schema = spec.response_schema(PRICING.1, "post", "200");
    let mut answer = spec.response_example(PRICING.1, "post", "200");
    assert_eq!(spec.check(&schema, &answer), Vec::<String>::new());
    answer["data"]["flightOffers"][0]["travelerPricings"][0]["travelerType"] = json!("PILOT");
    answer["data"]["flightOffers"][0]["itineraries"] = json!("none");
    answer["data"].as_object_mut().unwrap().remove("type");
    let faults = spec.check(&schema, &answer);
    assert_eq!(faults.len(), 3, "{faults:#?}");
    assert!(faults
        .iter()
        .any(|f| f.contains("/travelerType: \"PILOT\" is not one of")));
    assert!(faults
        .iter()
        .any(|f| f.contains("/itineraries: a string where the schema wants array")));
    assert!(faults.iter().any(|f| f.contains("/data: type is required")));
}

// ---------------------------------------------------------------------------------
// Every operation of the files.

/// Why a fault of a sandbox answer against a file's schema is not the sandbox's.
#[derive(Clone, Copy, Debug)]
enum Excuse {
    /// SPEC.md says otherwise, and SPEC.md wins (its words, checked to be there).
    Spec(&'static str),
    /// The file's own example answer breaks its schema the same way (checked by
    /// `the_excused_faults_are_what_the_files_show`).
    OwnExample,
}

/// Faults of sandbox answers that are not the sandbox's: (file, a fragment of the
/// checker's fault, why). A fault is excused only in its own file. The README lists the
/// `Spec` ones under "Where SPEC.md and the provider's files disagree".
const EXCUSED: &[(&str, &str, Excuse)] = &[
    (
        "AirlineRoutes_v1",
        "/meta/count: a string where the schema wants integer",
        Excuse::Spec("a string in the airline routes response"),
    ),
    (
        "HotelSearch_v3",
        "/data: an array where the schema wants object",
        Excuse::Spec("array of hotel offers; empty when the hotel has no vacancy"),
    ),
    ("HotelNameAutocomplete_v1", "/id: ", Excuse::OwnExample),
    // a room association holds its offer and its guests, as the file's own answer does
    (
        "HotelBooking_v2",
        "roomAssociations/0: more than 1 properties",
        Excuse::OwnExample,
    ),
    (
        "HotelRatings_v2",
        "avgHotelAvailabilityResponseTime is required",
        Excuse::OwnExample,
    ),
    (
        "HotelList_v1",
        "/distance/unit: \"KM\" is not one of",
        Excuse::OwnExample,
    ),
    (
        "HotelSearch_v3",
        "/policies/paymentType: \"",
        Excuse::OwnExample,
    ),
];

/// Parameters the files give no value for that SPEC.md marks required (the sandbox
/// requires them): (file, parameter, value).
const FILLED: &[(&str, &str, &str)] = &[("AirlineCodeLookUp_v1", "airlineCodes", "BA")];

/// Operations answered by a test of their own (ids the sandbox makes, bodies), by
/// (file, method, path as the file writes it): the test that covers them.
const OWN_TESTS: &[(&str, &str, &str, &str)] = &[
    (
        "Authorizaton_v1",
        "post",
        "/security/oauth2/token",
        "the_token_endpoints_answer_as_the_files_say",
    ),
    (
        "Authorizaton_v1",
        "get",
        "/security/oauth2/token/{access_token}",
        "the_token_endpoints_answer_as_the_files_say",
    ),
    (
        "FlightOffersPrice_v1",
        "post",
        "/shopping/flight-offers/pricing",
        "the_pricing_example_request_is_priced_and_conforms",
    ),
    (
        "BrandedFaresUpsell_v1",
        "post",
        "/shopping/flight-offers/upselling",
        "the_upsell_example_request_gets_brands_and_conforms",
    ),
    (
        "SeatMapDisplay_v1",
        "post",
        "/shopping/seatmaps",
        "the_seat_map_example_request_gets_a_map_per_segment_and_conforms",
    ),
    (
        "SeatMapDisplay_v1",
        "get",
        "/shopping/seatmaps",
        "the_order_example_flow_books_shows_and_cancels",
    ),
    (
        "FlightOffersSearch_v2",
        "post",
        "/shopping/flight-offers",
        "the_search_and_prediction_examples_are_answered",
    ),
    (
        "FlightChoicePrediction_v2",
        "post",
        "/shopping/flight-offers/prediction",
        "the_search_and_prediction_examples_are_answered",
    ),
    (
        "FlightAvailabilitiesSearch_v1",
        "post",
        "/shopping/availability/flight-availabilities",
        "the_search_and_prediction_examples_are_answered",
    ),
    (
        "FlightCreateOrders_v1",
        "post",
        "/booking/flight-orders",
        "the_order_example_flow_books_shows_and_cancels",
    ),
    (
        "FlightOrderManagement_v1",
        "get",
        "/booking/flight-orders/{flight-orderId}",
        "the_order_example_flow_books_shows_and_cancels",
    ),
    (
        "FlightOrderManagement_v1",
        "delete",
        "/booking/flight-orders/{flight-orderId}",
        "the_order_example_flow_books_shows_and_cancels",
    ),
    (
        "HotelSearch_v3",
        "get",
        "/shopping/hotel-offers/{offerId}",
        "the_hotel_example_flow_finds_rechecks_and_books",
    ),
    (
        "HotelBooking_v1",
        "post",
        "/booking/hotel-bookings",
        "the_hotel_example_flow_finds_rechecks_and_books",
    ),
    (
        "HotelBooking_v2",
        "post",
        "/booking/hotel-orders",
        "the_hotel_example_flow_finds_rechecks_and_books",
    ),
];

/// Faults of `answer` (with `status`) against what the file documents for that status,
/// those SPEC.md decides otherwise left out; `what` names the call.
fn faults_of(
    spec: &Spec,
    path: &str,
    method: &str,
    status: u16,
    answer: &Value,
    what: &str,
) -> Vec<String> {
    let Some(schema) = spec.response_schema_of(path, method, &status.to_string()) else {
        return vec![format!(
            "{what}: status {status} is not one the file documents: {answer}"
        )];
    };
    spec.check(&schema, answer)
        .into_iter()
        .filter(|f| {
            !EXCUSED
                .iter()
                .any(|(file, fragment, _)| *file == spec.name() && f.contains(fragment))
        })
        .map(|f| format!("{what}: {f}"))
        .collect()
}

/// A query string of `pairs`, percent-encoded.
fn query_string(pairs: &[(String, String)]) -> String {
    let enc = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z'
                | b'a'..=b'z'
                | b'0'..=b'9'
                | b'-'
                | b'_'
                | b'.'
                | b'~'
                | b','
                | b':' => (b as char).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    pairs
        .iter()
        .map(|(k, v)| format!("{}={}", enc(k), enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// Whether an operation needs a test of its own.
fn own_test(spec: &str, method: &str, path: &str) -> Option<&'static str> {
    OWN_TESTS
        .iter()
        .find(|(s, m, p, _)| *s == spec && *m == method && *p == path)
        .map(|t| t.3)
}

/// An air-traffic period of the examples (2017) moved to the same month of the last
/// twelve before TODAY's month (`YYYY-MM`), or to last year (`YYYY`): the window the
/// service's estimates cover.
fn recent_period(period: &str) -> String {
    let year: i32 = TODAY[..4].parse().unwrap();
    let month: u32 = TODAY[5..7].parse().unwrap();
    match period.split_once('-') {
        None => (year - 1).to_string(),
        Some((_, m)) => {
            let m: u32 = m.parse().expect("a month");
            let y = if m < month { year } else { year - 1 };
            format!("{y}-{m:02}")
        }
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_excused_faults_are_what_the_files_show() {
    for (file, fragment, why) in EXCUSED {
        let spec = Spec::load(file);
        match why {
            Excuse::OwnExample => {
                let shown = spec.operations().iter().any(|(path, method)| {
                    ["200", "201"].iter().any(|status| {
                        let Some(schema) = spec.response_schema_of(path, method, status) else {
                            return false;
                        };
                        spec.response_examples(path, method, status)
                            .iter()
                            .any(|e| spec.check(&schema, e).iter().any(|f| f.contains(fragment)))
                    })
                });
                assert!(shown, "{file}: its own example does not show {fragment:?}");
            }
            Excuse::Spec(rule) => {
                let text =
                    std::fs::read_to_string(common::schema::openapi_dir().join("../SPEC.md"))
                        .unwrap();
                assert!(text.contains(rule), "SPEC.md does not say {rule:?}");
            }
        }
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn every_operation_of_the_files_is_covered() {
    let mut own = OWN_TESTS.to_vec();
    for name in common::schema::spec_names() {
        let spec = Spec::load(&name);
        for (path, method) in spec.operations() {
            if let Some(at) = own
                .iter()
                .position(|(s, m, p, _)| *s == name && *m == method && *p == path)
            {
                own.remove(at);
            } else {
                assert_eq!(method, "get", "{name} {method} {path}: no test sends it");
                assert!(
                    !path.contains('{') || path.ends_with("{locationId}"),
                    "{name}: {path}"
                );
            }
        }
    }
    assert!(
        own.is_empty(),
        "operations the files no longer have: {own:?}"
    );
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn every_get_operation_answers_its_documented_parameters_and_conforms() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let mut faults = Vec::new();
    let (mut answered, mut refused) = (0, 0);
    for name in common::schema::spec_names() {
        let spec = Spec::load(&name);
        for (path, method) in spec.operations() {
            if method != "get" || own_test(&name, &method, &path).is_some() {
                continue;
            }
            let mut target = spec.served_path(&path);
            // (name, value, required)
            let mut pairs: Vec<(String, String, bool)> = Vec::new();
            for p in spec.parameters(&path, &method) {
                let pname = p["name"].as_str().unwrap_or_default().to_string();
                let filled = FILLED.iter().find(|(s, n, _)| *s == name && *n == pname);
                let required = p["required"] == true || filled.is_some();
                let value = filled
                    .map(|f| f.2.to_string())
                    .or_else(|| spec.parameter_value(&p));
                let Some(value) = value else {
                    if p["required"] == true {
                        faults.push(format!("{name} {path}: no value for {pname}"));
                    }
                    continue;
                };
                match p["in"].as_str() {
                    Some("path") => target = target.replace(&format!("{{{pname}}}"), &value),
                    Some("query") => pairs.push((pname, value, required)),
                    _ => {}
                }
            }
            for (_, v, _) in pairs.iter_mut().filter(|(k, _, _)| k == "period") {
                *v = recent_period(v);
            }
            let dates: Vec<&str> = pairs.iter().map(|(_, v, _)| v.as_str()).collect();
            let days = common::schema::weeks_to_future(&dates, TODAY);
            for (_, v, _) in pairs.iter_mut() {
                let mut moved = Value::String(v.clone());
                move_dates(&mut moved, days);
                *v = moved.as_str().unwrap().to_string();
            }
            let with = |keep: &dyn Fn(&(String, String, bool)) -> bool| {
                let kept: Vec<(String, String)> = pairs
                    .iter()
                    .filter(|p| keep(p))
                    .map(|(k, v, _)| (k.clone(), v.clone()))
                    .collect();
                if kept.is_empty() {
                    target.clone()
                } else {
                    format!("{target}?{}", query_string(&kept))
                }
            };
            // everything documented, then the required parameters alone: answered
            for target in [with(&|_| true), with(&|p| p.2)] {
                let r = served.get(&target, &token);
                let what = format!("{name}: GET {target}");
                if !(200..300).contains(&r.status) {
                    faults.push(format!("{what}: {} {}", r.status, r.body));
                    continue;
                }
                answered += 1;
                faults.extend(faults_of(&spec, &path, &method, r.status, &r.json(), &what));
            }
            // a required parameter left out: the service's 400, as the file documents it
            if let Some(first) = pairs.iter().find(|p| p.2).map(|p| p.0.clone()) {
                let target = with(&|p| p.0 != first);
                let r = served.get(&target, &token);
                let what = format!("{name}: GET {target} (without {first})");
                if r.status != 400 {
                    faults.push(format!("{what}: {} {}", r.status, r.body));
                    continue;
                }
                refused += 1;
                faults.extend(faults_of(&spec, &path, &method, r.status, &r.json(), &what));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
    assert!(refused >= 20, "{refused} refusals checked");
    assert!(answered >= 50, "{answered} requests answered");
}

/// A body example of `file`'s POST `path`, its dates moved a week or more past TODAY
/// by whole weeks (birth and document dates kept).
fn moved_example(spec: &Spec, path: &str) -> Value {
    let mut body = spec.request_example(path, "post");
    let dates = common::schema::travel_dates(&body);
    let dates: Vec<&str> = dates.iter().map(String::as_str).collect();
    let days = common::schema::weeks_to_future(&dates, TODAY);
    move_dates(&mut body, days);
    body
}

/// Send `body` (None: none) to the served sandbox as the file says: `method` at the
/// served path of `path` (with `{name}` replaced by `id`), the method override on POST
/// searches. The status and the body (`null` when empty).
fn send(
    served: &Served,
    token: &str,
    spec: &Spec,
    method: &str,
    path: &str,
    id: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut target = spec.served_path(path);
    if let (Some(id), Some(at)) = (id, target.find('{')) {
        let end = target[at..].find('}').unwrap() + at;
        target.replace_range(at..=end, id);
    }
    let auth = format!("Bearer {token}");
    let mut headers = vec![("Authorization", auth.as_str())];
    let overridden = spec
        .parameters(path, method)
        .iter()
        .any(|p| p["name"] == "X-HTTP-Method-Override");
    if overridden {
        headers.push(("X-HTTP-Method-Override", "GET"));
    }
    if body.is_some() {
        headers.push(("Content-Type", "application/vnd.amadeus+json"));
    }
    let text = body.map(Value::to_string).unwrap_or_default();
    let r = common::http(
        served.addr(),
        &method.to_uppercase(),
        &target,
        &headers,
        &text,
    );
    let value = if r.body.trim().is_empty() {
        Value::Null
    } else {
        r.json()
    };
    (r.status, value)
}

/// Assert `answer` is a 2xx (`want`) of `method path` conforming to its file.
fn assert_answer(spec: &Spec, method: &str, path: &str, want: u16, got: (u16, &Value), what: &str) {
    assert_eq!(got.0, want, "{what}: {}", got.1);
    if want == 204 {
        return;
    }
    let faults = faults_of(spec, path, method, got.0, got.1, what);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_token_endpoints_answer_as_the_files_say() {
    let spec = Spec::load("Authorizaton_v1");
    let home = Home::new();
    let served = Served::start(&home);
    let (post, info) = (
        "/security/oauth2/token",
        "/security/oauth2/token/{access_token}",
    );
    let form = "grant_type=client_credentials&client_id=sdk-id&client_secret=sdk-secret";
    let r = common::http(
        served.addr(),
        "POST",
        &spec.served_path(post),
        &[("Content-Type", "application/x-www-form-urlencoded")],
        form,
    );
    let issued = r.json();
    assert_answer(&spec, "post", post, 200, (r.status, &issued), "a token");
    let token = issued["access_token"].as_str().unwrap();
    assert_eq!(issued["expires_in"], 1799);

    // asked about: the same token, its client, what is left of its life
    let (status, about) = send(&served, "", &spec, "get", info, Some(token), None);
    assert_answer(
        &spec,
        "get",
        info,
        200,
        (status, &about),
        "the token's information",
    );
    assert_eq!(about["access_token"], token);
    assert_eq!(about["client_id"], "sdk-id");
    assert_eq!(about["state"], "approved");
    let left = about["expires_in"].as_i64().unwrap();
    assert!((1700..=1799).contains(&left), "{left}");
    // the token is still good for calls, and asking did not need it as a bearer
    let r = served.get("/v1/reference-data/airlines?airlineCodes=BA", token);
    assert_eq!(r.status, 200);

    // one it never issued: 404 in the token endpoint's error shape
    let (status, unknown) = send(
        &served,
        "",
        &spec,
        "get",
        info,
        Some("NoSuchToken123"),
        None,
    );
    assert_answer(
        &spec,
        "get",
        info,
        404,
        (status, &unknown),
        "an unknown token",
    );
    assert_eq!(unknown["error"], "invalid_token");
    assert_eq!(unknown["code"], 38190);
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_search_and_prediction_examples_are_answered() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();

    let spec = Spec::load("FlightOffersSearch_v2");
    let path = "/shopping/flight-offers";
    let body = moved_example(&spec, path);
    let (status, offers) = send(&served, &token, &spec, "post", path, None, Some(&body));
    assert_answer(
        &spec,
        "post",
        path,
        200,
        (status, &offers),
        "the search example",
    );
    let data = offers["data"].as_array().unwrap();
    let max = body["searchCriteria"]["maxFlightOffers"].as_u64().unwrap() as usize;
    assert!(
        !data.is_empty() && data.len() <= max,
        "{} offers",
        data.len()
    );
    for o in data {
        let segments = o["itineraries"][0]["segments"].as_array().unwrap();
        assert_eq!(
            segments[0]["departure"]["at"].as_str().unwrap()[..10],
            body["originDestinations"][0]["departureDateTimeRange"]["date"]
        );
        let cabins: Vec<&str> = o["travelerPricings"][0]["fareDetailsBySegment"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["cabin"].as_str().unwrap())
            .collect();
        let business = cabins.iter().filter(|c| **c == "BUSINESS").count();
        assert!(
            business * 2 >= cabins.len(),
            "MOST_SEGMENTS in business: {cabins:?}"
        );
        assert_eq!(o["price"]["currency"], "USD");
    }

    // the prediction example (offers of 2020, moved), and the sandbox's own offers
    let spec = Spec::load("FlightChoicePrediction_v2");
    let path = "/shopping/flight-offers/prediction";
    for (what, body) in [
        ("the prediction example", moved_example(&spec, path)),
        ("the search's offers", offers.clone()),
    ] {
        let (status, ranked) = send(&served, &token, &spec, "post", path, None, Some(&body));
        assert_answer(&spec, "post", path, 200, (status, &ranked), what);
        let ranked = ranked["data"].as_array().unwrap();
        assert_eq!(
            ranked.len(),
            body["data"].as_array().unwrap().len(),
            "{what}"
        );
        let sum: f64 = ranked
            .iter()
            .map(|o| {
                o["choiceProbability"]
                    .as_str()
                    .unwrap()
                    .parse::<f64>()
                    .unwrap()
            })
            .sum();
        assert!(
            (sum - 1.0).abs() < 0.01,
            "{what}: probabilities sum to {sum}"
        );
    }

    let spec = Spec::load("FlightAvailabilitiesSearch_v1");
    let path = "/shopping/availability/flight-availabilities";
    let body = moved_example(&spec, path);
    let (status, found) = send(&served, &token, &spec, "post", path, None, Some(&body));
    assert_answer(
        &spec,
        "post",
        path,
        200,
        (status, &found),
        "the availability example",
    );
    let found = found["data"].as_array().unwrap();
    assert!(!found.is_empty());
    for a in found {
        let first = &a["segments"][0];
        assert_eq!(first["departure"]["iataCode"], "BOS", "{a}");
        for c in first["availabilityClasses"].as_array().unwrap() {
            // a closed class has no count
            let n = c["numberOfBookableSeats"].as_u64().unwrap_or(0);
            assert!(n <= 9, "{c}");
        }
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_order_example_flow_books_shows_and_cancels() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let create = Spec::load("FlightCreateOrders_v1");
    let manage = Spec::load("FlightOrderManagement_v1");
    let seatmaps = Spec::load("SeatMapDisplay_v1");
    let orders = "/booking/flight-orders";
    let one = "/booking/flight-orders/{flight-orderId}";

    // the example offer priced first, as the files' flow has it, then booked as the
    // example books it
    let mut body = moved_example(&create, orders);
    let pricing = Spec::load(PRICING.0);
    let ask = json!({"data": {"type": "flight-offers-pricing", "flightOffers": body["data"]["flightOffers"]}});
    let (status, priced) = send(
        &served,
        &token,
        &pricing,
        "post",
        PRICING.1,
        None,
        Some(&ask),
    );
    assert_eq!(status, 200, "{priced}");
    body["data"]["flightOffers"] = priced["data"]["flightOffers"].clone();
    // what the sandbox's pricing asks of this international trip that the example does
    // not carry: a document for its child (the adult's passport, as the child's own)
    let asks = priced["data"]["bookingRequirements"]["travelerRequirements"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let travelers = body["data"]["travelers"].as_array_mut().unwrap();
    let passport = travelers[0]["documents"][0].clone();
    for t in travelers.iter_mut() {
        let needs = asks
            .iter()
            .any(|r| r["travelerId"] == t["id"] && r["documentRequired"] == true);
        if needs && t.get("documents").is_none() {
            let mut own = passport.clone();
            own["number"] = json!(format!("0000000{}", t["id"].as_str().unwrap()));
            t["documents"] = json!([own]);
        }
    }
    let (status, order) = send(&served, &token, &create, "post", orders, None, Some(&body));
    assert_answer(
        &create,
        "post",
        orders,
        201,
        (status, &order),
        "the order example",
    );
    let id = order["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(order["data"]["type"], "flight-order");
    assert_eq!(
        order["data"]["travelers"].as_array().unwrap().len(),
        body["data"]["travelers"].as_array().unwrap().len()
    );

    let (status, shown) = send(&served, &token, &manage, "get", one, Some(&id), None);
    assert_answer(&manage, "get", one, 200, (status, &shown), "the order");
    assert_eq!(shown["data"]["id"], id.as_str());
    assert_eq!(
        shown["data"]["associatedRecords"][0]["reference"],
        order["data"]["associatedRecords"][0]["reference"]
    );

    // its seat maps, by order id as the file's GET form takes it
    let target = format!("/v1/shopping/seatmaps?flightOrderId={id}");
    let r = served.get(&target, &token);
    let maps = r.json();
    assert_answer(
        &seatmaps,
        "get",
        "/shopping/seatmaps",
        200,
        (r.status, &maps),
        "the order's seat maps",
    );
    let segments = body["data"]["flightOffers"][0]["itineraries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["segments"].as_array().unwrap().len())
        .sum::<usize>();
    assert_eq!(maps["data"].as_array().unwrap().len(), segments);

    let (status, gone) = send(&served, &token, &manage, "delete", one, Some(&id), None);
    assert_answer(
        &manage,
        "delete",
        one,
        204,
        (status, &gone),
        "cancelling the order",
    );
    let (status, gone) = send(&served, &token, &manage, "get", one, Some(&id), None);
    assert_answer(
        &manage,
        "get",
        one,
        404,
        (status, &gone),
        "the cancelled order",
    );

    // the files' own order id names an order of every tenant's: read, cancelled, gone
    let documented = manage.parameters(one, "get")[0].clone();
    let documented = manage.parameter_value(&documented).unwrap();
    for (method, status) in [("get", 200), ("delete", 204), ("get", 404)] {
        let (got, answer) = send(
            &served,
            &token,
            &manage,
            method,
            one,
            Some(&documented),
            None,
        );
        assert_answer(
            &manage,
            method,
            one,
            status,
            (got, &answer),
            "the documented order id",
        );
    }
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn the_hotel_example_flow_finds_rechecks_and_books() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let search = Spec::load("HotelSearch_v3");
    let booking = Spec::load("HotelBooking_v1");
    let (offers, one, book) = (
        "/shopping/hotel-offers",
        "/shopping/hotel-offers/{offerId}",
        "/booking/hotel-bookings",
    );

    let check_in = common::date(TODAY) + chrono::Duration::days(14);
    let target =
        format!("/v3/shopping/hotel-offers?hotelIds=MCLONGHM&adults=1&checkInDate={check_in}");
    let r = served.get(&target, &token);
    let found = r.json();
    assert_answer(
        &search,
        "get",
        offers,
        200,
        (r.status, &found),
        "the documented hotel's offers",
    );
    assert_eq!(found["data"][0]["hotel"]["hotelId"], "MCLONGHM");
    let offer_id = found["data"][0]["offers"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();

    let (status, offer) = send(&served, &token, &search, "get", one, Some(&offer_id), None);
    assert_answer(
        &search,
        "get",
        one,
        200,
        (status, &offer),
        "the offer rechecked",
    );
    assert_eq!(offer["data"]["offers"][0]["id"], offer_id.as_str());

    // the booking example, for this offer
    let mut body = booking.request_example(book, "post");
    body["data"]["offerId"] = json!(offer_id);
    // its card expired in the example's own time: moved on with its dates
    for p in body["data"]["payments"].as_array_mut().unwrap() {
        let expiry = p["card"]["expiryDate"].as_str().unwrap();
        let year: i32 = TODAY[..4].parse().unwrap();
        p["card"]["expiryDate"] = json!(format!("{}{}", year + 2, &expiry[4..]));
    }
    let (status, booked) = send(&served, &token, &booking, "post", book, None, Some(&body));
    assert_answer(
        &booking,
        "post",
        book,
        201,
        (status, &booked),
        "the booking example",
    );
    assert_eq!(booked["data"][0]["type"], "hotel-booking");
    assert!(booked["data"][0]["associatedRecords"][0]["reference"].is_string());

    // the order example (v2), for the same offer: another room of it
    let ordering = Spec::load("HotelBooking_v2");
    let order = "/booking/hotel-orders";
    let mut body = ordering.request_example(order, "post");
    for room in body["data"]["roomAssociations"].as_array_mut().unwrap() {
        room["hotelOfferId"] = json!(offer_id);
    }
    let card = &mut body["data"]["payment"]["paymentCard"]["paymentCardInfo"];
    let expiry = card["expiryDate"].as_str().unwrap().to_string();
    let year: i32 = TODAY[..4].parse().unwrap();
    card["expiryDate"] = json!(format!("{}{}", year + 2, &expiry[4..]));
    let (status, ordered) = send(&served, &token, &ordering, "post", order, None, Some(&body));
    assert_answer(
        &ordering,
        "post",
        order,
        201,
        (status, &ordered),
        "the order example",
    );
    assert_eq!(ordered["data"]["type"], "hotel-order");
    assert_eq!(
        ordered["data"]["hotelBookings"][0]["hotelOffer"]["id"],
        offer_id.as_str()
    );
    assert_ne!(
        ordered["data"]["associatedRecords"][0]["reference"],
        booked["data"][0]["associatedRecords"][0]["reference"]
    );

    // the files' own offer id: an offer of the documented hotel in every tenant
    let documented = search.parameters(one, "get")[0].clone();
    let documented = search.parameter_value(&documented).unwrap();
    let (status, offer) = send(
        &served,
        &token,
        &search,
        "get",
        one,
        Some(&documented),
        None,
    );
    assert_answer(
        &search,
        "get",
        one,
        200,
        (status, &offer),
        "the documented offer id",
    );
    assert_eq!(offer["data"]["offers"][0]["id"], documented.as_str());
}

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
fn every_post_operation_refuses_an_empty_body_as_the_files_document() {
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let mut faults = Vec::new();
    let mut refused = 0;
    for (name, method, path, _) in OWN_TESTS {
        if *method != "post" || *name == "Authorizaton_v1" {
            continue;
        }
        let spec = Spec::load(name);
        let (status, answer) = send(&served, &token, &spec, method, path, None, Some(&json!({})));
        let what = format!("{name}: POST {path} with {{}}");
        if status != 400 {
            faults.push(format!("{what}: {status} {answer}"));
            continue;
        }
        refused += 1;
        assert!(answer["errors"][0]["code"].is_i64(), "{what}: {answer}");
        faults.extend(faults_of(&spec, path, method, status, &answer, &what));
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(refused >= 8, "{refused}");
}
