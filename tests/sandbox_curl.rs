//! Two apps on one `travel sandbox serve`, spoken to with curl as a CI script would
//! (the README's team setup): each one's order, clock, faults and journal are its own,
//! and past its rate limit one app waits while the other is answered.

use crate::common;

use std::process::{Command, Output};

use common::{Home, Served};
use serde_json::Value;

/// curl with these arguments; its output as JSON (`-w` appends the status last).
fn curl(args: &[&str]) -> (u16, Value) {
    let out: Output = Command::new("curl")
        .args(["-sS", "--max-time", "30", "-w", "\n%{http_code}"])
        .args(args)
        .output()
        .expect("curl is needed for this test: install it");
    assert!(
        out.status.success(),
        "curl: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let (body, status) = text.rsplit_once('\n').unwrap();
    let json = serde_json::from_str(body).unwrap_or(Value::Null);
    (status.parse().unwrap(), json)
}

fn token(url: &str, client_id: &str) -> String {
    let (status, body) = curl(&[
        "-d",
        "grant_type=client_credentials",
        "-d",
        &format!("client_id={client_id}"),
        "-d",
        "client_secret=x",
        &format!("{url}/v1/security/oauth2/token"),
    ]);
    assert_eq!(status, 200, "{body}");
    body["access_token"].as_str().unwrap().to_string()
}

#[test]
fn two_apps_through_curl_each_see_their_own() {
    let home = Home::new();
    let s = Served::start_with(&home, |cmd| {
        cmd.args(["--rate-limit", "20/min"]);
    });
    let url = s.url.as_str();
    let bearer = |t: &str| format!("Authorization: Bearer {t}");
    let (a, b) = (bearer(&token(url, "app-a")), bearer(&token(url, "app-b")));

    let (status, moved) = curl(&[
        "-H",
        &a,
        "--json",
        r#"{"by":"3d"}"#,
        &format!("{url}/_sandbox/clock/advance"),
    ]);
    assert_eq!(
        (status, moved["data"]["offsetSeconds"].as_i64()),
        (200, Some(259_200))
    );
    let (_, b_clock) = curl(&["-H", &b, &format!("{url}/_sandbox/clock")]);
    assert_eq!(b_clock["data"]["offsetSeconds"], 0);

    let fault = r#"{"operation":"LookupAirlines","times":1,"status":502}"#;
    let (status, _) = curl(&["-H", &a, "--json", fault, &format!("{url}/_sandbox/faults")]);
    assert_eq!(status, 201);
    let airlines = format!("{url}/v1/reference-data/airlines?airlineCodes=BA");
    assert_eq!(
        curl(&["-H", &b, &airlines]).0,
        200,
        "B's lookup is untouched"
    );
    assert_eq!(curl(&["-H", &a, &airlines]).0, 502);

    let (_, journal) = curl(&["-H", &b, &format!("{url}/_sandbox/journal")]);
    assert!(journal["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["status"] != 502 && e["operation"] != "AdvanceClock"));

    // A spends its allowance; B is still answered
    let mut last = 0;
    for _ in 0..25 {
        last = curl(&["-H", &a, &airlines]).0;
        if last == 429 {
            break;
        }
    }
    assert_eq!(last, 429, "A is held to 20 a minute");
    assert_eq!(curl(&["-H", &b, &airlines]).0, 200);
}
