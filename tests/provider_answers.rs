//! The provider's example answers, read from the OpenAPI files in
//! the directory `TRAVEL_PROVIDER_OPENAPI` names (the provider suite) and served by a mock as the real service would
//! send them, rendered by `flights price` and `flights fares`. (The sandbox's answers
//! against the same files are checked in its own tests,
//! `crates/travel-sandbox/tests/provider_examples.rs`.)

use crate::common;

use common::schema::Spec;
use common::{Home, Mock, Reply};
use serde_json::json;

const PRICING: (&str, &str) = ("FlightOffersPrice_v1", "/shopping/flight-offers/pricing");
const UPSELL: (&str, &str) = ("BrandedFaresUpsell_v1", "/shopping/flight-offers/upselling");

#[test]
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
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
#[ignore = "the provider suite: reads the provider's OpenAPI files from TRAVEL_PROVIDER_OPENAPI (scripts/provider-checks)"]
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
