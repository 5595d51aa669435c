//! `travel sandbox clock|reset|scenarios --url`: a running `travel sandbox serve` driven
//! through its control API with an app's credentials, as a CI job on another machine
//! would. Each acts on the tenant of the credentials in use and no other; bad input is
//! refused before anything is sent.

use crate::common;

use common::wire::token_with;
use common::{Home, Run, Runs, Served, Target};
use serde_json::Value;

/// `travel sandbox ARGS` with `client_id`'s credentials in the environment.
fn as_client(home: &Home, client_id: &str, args: &[&str]) -> Run {
    home.travel()
        .env("AMADEUS_CLIENT_ID", client_id)
        .env("AMADEUS_CLIENT_SECRET", "ci-secret")
        .arg("sandbox")
        .args(args)
        .run()
}

/// A tenant's clock offset, as the server says it to that tenant's token.
fn offset(s: &Served, client_id: &str) -> i64 {
    let r = s.get(
        "/_sandbox/clock",
        &token_with(s.addr(), client_id, "ci-secret"),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["data"]["offsetSeconds"].as_i64().unwrap()
}

#[test]
fn each_app_moves_and_clears_its_own_tenant_through_the_url() {
    let home = Home::new();
    let s = Served::start(&home);
    let advanced = as_client(&home, "app-a", &["clock", "--url", &s.url, "advance", "2d"]);
    assert_eq!(advanced.code, 0, "{}", advanced.stderr);
    assert!(
        advanced.stderr.contains("client id app-a") && advanced.stderr.contains("2d ahead"),
        "{}",
        advanced.stderr
    );
    assert_eq!(offset(&s, "app-a"), 172_800);
    assert_eq!(offset(&s, "app-b"), 0, "another app's clock stays");

    let shown = home
        .travel()
        .env("AMADEUS_CLIENT_ID", "app-b")
        .env("AMADEUS_CLIENT_SECRET", "ci-secret")
        .args(["--json", "sandbox", "clock", "--url", &s.url])
        .run();
    let json: Value = serde_json::from_str(&shown.stdout).expect(&shown.stderr);
    assert_eq!(
        (json["clientId"].as_str(), json["offsetSeconds"].as_i64()),
        (Some("app-b"), Some(0))
    );

    let reset = as_client(&home, "app-a", &["reset", "--url", &s.url]);
    assert_eq!(reset.code, 0, "{}", reset.stderr);
    assert!(
        reset.stderr.contains("client id app-a cleared"),
        "{}",
        reset.stderr
    );
    assert_eq!(offset(&s, "app-a"), 0, "a reset puts the clock back");

    let listed = as_client(&home, "app-a", &["scenarios", "--url", &s.url]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert!(
        listed.stdout.contains("PRICE DISCREPANCY"),
        "{}",
        listed.stdout
    );
}

#[test]
fn bad_input_is_refused_before_anything_reaches_the_server() {
    let home = Home::new();
    let s = Served::start(&home);
    let a = token_with(s.addr(), "app-a", "ci-secret");
    for args in [
        vec!["clock", "--url", s.url.as_str(), "set", "next week"],
        vec!["clock", "--url", s.url.as_str(), "advance", "3x"],
        vec!["clock", "--url", "ftp://example.com", "show"],
        vec!["reset", "--url", s.url.as_str(), "--seed", "3"],
        vec!["reset", "--url", s.url.as_str(), "--client-id", "app-b"],
    ] {
        let refused = as_client(&home, "app-a", &args);
        assert_eq!(refused.code, 2, "{args:?}: {}", refused.stderr);
    }
    // the server heard nothing from app-a but the token this test asked for
    let journal = s.get("/_sandbox/journal?limit=50", &a).json();
    let heard: Vec<&str> = journal["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["target"].as_str().unwrap())
        .collect();
    assert!(heard.is_empty(), "{heard:?}");
}
