//! A served sandbox speaks the service over HTTP: tokens for any client, the service's
//! content type, the errors envelope for a missing or made-up token, an unknown path
//! or a missing parameter, list parameters however they are written.

use crate::common;

use common::{data, http, Home, Served, Target};
use serde_json::Value;

fn self_link(body: &Value) -> &str {
    body.pointer("/meta/links/self")
        .and_then(Value::as_str)
        .expect("meta.links.self")
}

#[test]
fn served_sandbox_speaks_the_service_over_http() {
    let server_home = Home::new();
    let s = Served::start(&server_home);

    // A token for any id and secret, as a form POST.
    let r = http(
        s.addr(),
        "POST",
        "/v1/security/oauth2/token",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        "grant_type=client_credentials&client_id=whoever&client_secret=whatever",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let tok = r.json();
    assert_eq!(tok["token_type"], "Bearer");
    assert_eq!(tok["type"], "amadeusOAuth2Token");
    assert!(tok["expires_in"].as_i64().is_some_and(|e| e > 0));
    let token = tok["access_token"]
        .as_str()
        .expect("access_token")
        .to_string();
    assert!(!token.is_empty());
    assert_ne!(token, s.token(), "every token is new");

    // API calls answer in the service's own content type, without a charset.
    let r = s.get("/v1/reference-data/airlines?airlineCodes=BA", &token);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.header("Content-Type"),
        Some("application/vnd.amadeus+json")
    );
    let body = r.json();
    assert_eq!(body["data"][0]["icaoCode"], "BAW");
    assert_eq!(
        self_link(&body),
        format!("{}/v1/reference-data/airlines?airlineCodes=BA", s.url)
    );

    // No token, or a made-up one: 401 with the errors envelope.
    for auth in [None, Some("Bearer not-a-token"), Some("Basic abc")] {
        let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", *a)).collect();
        let r = http(
            s.addr(),
            "GET",
            "/v1/reference-data/airlines?airlineCodes=BA",
            &headers,
            "",
        );
        assert_eq!(r.status, 401, "{auth:?}: {}", r.body);
        assert_eq!(
            r.header("Content-Type"),
            Some("application/vnd.amadeus+json")
        );
        let errors = r.json()["errors"]
            .as_array()
            .cloned()
            .expect("errors array");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0]["status"], 401);
        assert!(errors[0]["code"].is_i64() && errors[0]["title"].is_string());
    }

    // A list is one comma-separated value, encoded or not; a key repeated is read as
    // the service read it, by its first value (src/repeated.rs).
    let comma = s
        .get("/v1/reference-data/airlines?airlineCodes=BA,AF", &token)
        .json();
    let encoded = s
        .get("/v1/reference-data/airlines?airlineCodes=BA%2CAF", &token)
        .json();
    let repeated = s
        .get(
            "/v1/reference-data/airlines?airlineCodes=BA&airlineCodes=AF",
            &token,
        )
        .json();
    let first = s
        .get("/v1/reference-data/airlines?airlineCodes=BA", &token)
        .json();
    assert_eq!(comma["data"], encoded["data"]);
    assert_eq!(data(&repeated).len(), 1, "{repeated}");
    assert_eq!(repeated["data"], first["data"]);
    assert_eq!(repeated["meta"]["count"], first["meta"]["count"]);
    let codes: Vec<&str> = data(&comma)
        .iter()
        .map(|a| a["iataCode"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["BA", "AF"]);

    // A bare trailing `?` is no query at all.
    let r = s.get("/v1/reference-data/locations/ALHR?", &token);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["data"]["iataCode"], "LHR");
    let r = s.get("/v1/reference-data/locations/cities?", &token);
    assert_eq!(
        r.status, 400,
        "routed, then refused for the missing keyword: {}",
        r.body
    );
    let r = s.get(
        "/v1/reference-data/locations/cities?keyword=PARIS&max=1",
        &token,
    );
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["data"][0]["iataCode"], "PAR");

    // An unknown path: 404 with the errors envelope.
    for target in [
        "/v1/nothing/here",
        "/v1/reference-data/locations/cities/extra",
    ] {
        let r = s.get(target, &token);
        assert_eq!(r.status, 404, "{target}: {}", r.body);
        assert_eq!(
            r.header("Content-Type"),
            Some("application/vnd.amadeus+json")
        );
        let errors = r.json()["errors"]
            .as_array()
            .cloned()
            .expect("errors array");
        assert_eq!(errors[0]["status"], 404);
    }

    // A missing required parameter: 400, MANDATORY DATA MISSING naming it.
    for (target, param) in [
        ("/v1/reference-data/locations/cities", "keyword"),
        ("/v1/reference-data/airlines", "airlineCodes"),
        (
            "/v1/airport/direct-destinations?max=3",
            "departureAirportCode",
        ),
        ("/v1/airline/destinations", "airlineCode"),
        ("/v2/reference-data/urls/checkin-links", "airlineCode"),
        ("/v1/reference-data/recommended-locations", "cityCodes"),
        (
            "/v1/reference-data/locations/airports?longitude=2",
            "latitude",
        ),
        ("/v1/reference-data/locations?keyword=PAR", "subType"),
    ] {
        let r = s.get(target, &token);
        assert_eq!(r.status, 400, "{target}: {}", r.body);
        assert_eq!(
            r.header("Content-Type"),
            Some("application/vnd.amadeus+json")
        );
        let e = &r.json()["errors"][0];
        assert_eq!(e["code"], 32171, "{target}: {e}");
        assert_eq!(e["title"], "MANDATORY DATA MISSING");
        assert_eq!(e["source"]["parameter"], param, "{target}: {e}");
    }
}
