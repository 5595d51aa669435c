//! The provider's own material against this project, read from the OpenAPI files in
//! `../shared/api/openapi/` at test time:
//! - their example requests for pricing and upselling, dates moved into the future, get
//!   a 2xx answer from the sandbox (a flight outside its schedule is priced from its fare
//!   model, with a warning);
//! - the sandbox's answers to those operations conform to the files' response schemas,
//!   for its own offers with every option and for the examples;
//! - `flights price` and `flights fares` render the files' example answers, served by a
//!   mock as the real service would send them.

mod common;

use common::schema::{move_dates, Spec};
use common::{json_in, Home, Mock, Reply, Served, TODAY};
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
fn sandbox_answers_conform_for_its_own_offers_with_every_option() {
    let home = Home::new();
    let search = json_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-15",
            "--return",
            "2026-12-22",
            "--adults",
            "2",
            "--children",
            "1",
            "--infants",
            "1",
            "--max",
            "3",
        ],
    );
    let served = Served::start(&home);
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

#[test]
fn flights_price_renders_the_providers_example_answer() {
    let spec = Spec::load(PRICING.0);
    let request = spec.request_example(PRICING.1, "post");
    let answer = spec.response_example(PRICING.1, "post", "200");
    let mock = Mock::start();
    mock.then(Reply::json(200, &answer.to_string()));
    let home = Home::new();
    let stdin = request["data"]["flightOffers"].to_string();
    let r = home
        .against(&mock, &["flights", "price", "-"])
        .write_stdin(stdin)
        .output()
        .unwrap();
    let (out, err) = (common::stdout_of(&r), common::stderr_of(&r));
    assert_eq!(r.status.code(), Some(0), "{err}");
    let priced = &answer["data"]["flightOffers"][0];
    let t = common::Tsv::parse(out.split("\n\n").next().unwrap());
    assert_eq!(t.column("N"), ["1"]);
    let total = priced["price"]["grandTotal"]
        .as_str()
        .or(priced["price"]["total"].as_str())
        .unwrap();
    assert_eq!(t.column("Total"), [total]);
    assert_eq!(
        t.column("Currency"),
        [priced["price"]["currency"].as_str().unwrap()]
    );
    let sent = mock.api_requests();
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].url.contains("/v1/shopping/flight-offers/pricing"),
        "{}",
        sent[0].url
    );
}

#[test]
fn flights_fares_renders_the_providers_example_answer() {
    let spec = Spec::load(UPSELL.0);
    let request = spec.request_example(UPSELL.1, "post");
    let answer = spec.response_example(UPSELL.1, "post", "200");
    let mock = Mock::start();
    let search = json!({"meta": {"count": 1}, "data": request["data"]["flightOffers"]});
    mock.then(Reply::json(200, &search.to_string()))
        .then(Reply::json(200, &answer.to_string()));
    let home = Home::new();
    let args = ["flights", "search", "CDG", "MAD", "2026-12-15"];
    let r = home.against(&mock, &args).output().unwrap();
    assert_eq!(r.status.code(), Some(0), "{}", common::stderr_of(&r));
    let args = ["flights", "fares", "1"];
    let r = home.against(&mock, &args).output().unwrap();
    let out = common::stdout_of(&r);
    assert_eq!(r.status.code(), Some(0), "{}", common::stderr_of(&r));
    let t = common::Tsv::parse(&out);
    let brands = answer["data"].as_array().unwrap();
    let numbers: Vec<String> = (1..=brands.len()).map(|k| format!("1.{k}")).collect();
    assert_eq!(t.column("Number"), numbers);
    for (row, b) in t.rows.iter().zip(brands) {
        let total = b["price"]["grandTotal"]
            .as_str()
            .or(b["price"]["total"].as_str())
            .unwrap();
        assert!(row[t.col("Price")].starts_with(total), "{row:?} vs {total}");
    }
}
