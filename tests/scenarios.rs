//! The sandbox's scenario catalogue (`travel sandbox scenarios`), run: every example
//! command it documents, through the real binary, gives the outcome it documents, so
//! the table cannot drift from what the sandbox does.

use crate::common;

use std::io::Write;
use std::net::TcpStream;

use common::{files_under, Home, Runs, Served, Target, Tsv};
use serde_json::{json, Value};
use travel_sandbox::control::{Counts, StateFile, DEFAULT_CLIENT};

/// Where the token example expects `travel sandbox serve --port 8000`.
const DOCUMENTED_SERVER: &str = "http://127.0.0.1:8000";

/// The catalogue as `travel --json sandbox scenarios` gives it.
fn catalogue() -> Vec<Value> {
    let r = Home::new()
        .travel()
        .args(["--json", "sandbox", "scenarios"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).expect("JSON");
    v.as_array().expect("a list").clone()
}

/// A command line as a shell reads it: `NAME=value` assignments first, then words,
/// double quotes keeping spaces.
fn words(line: &str) -> (Vec<(String, String)>, Vec<String>) {
    let mut all = Vec::new();
    let (mut word, mut quoted, mut started) = (String::new(), false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    all.push(std::mem::take(&mut word));
                }
                started = false;
            }
            _ => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        all.push(word);
    }
    let assigned = all
        .iter()
        .take_while(|w| w.contains('=') && !w.starts_with('-'))
        .count();
    let env = all[..assigned]
        .iter()
        .map(|w| w.split_once('=').unwrap())
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    (env, all[assigned..].to_vec())
}

/// What the sandbox's state holds (nothing when there is no state yet).
fn rows(home: &Home) -> Counts {
    let Some(file) = files_under(&home.data_dir())
        .into_iter()
        .find(|p| p.file_name().is_some_and(|n| n == "sandbox.sqlite3"))
    else {
        return Counts::default();
    };
    StateFile::open(&file)
        .and_then(|state| state.tenant(DEFAULT_CLIENT).counts())
        .expect("the state opens")
}

#[test]
fn every_example_gives_its_documented_outcome() {
    let all = catalogue();
    assert!(all.len() >= 12, "{all:?}");
    let mut failed = Vec::new();
    for s in &all {
        let outcome = s["outcome"].as_str().unwrap();
        let home = Home::new();
        let served = s["commands"]
            .to_string()
            .contains(DOCUMENTED_SERVER)
            .then(|| Served::start(&home));
        let commands: Vec<&str> = s["commands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let mut reference = String::new();
        for (i, line) in commands.iter().enumerate() {
            let line = line.replace("<reference>", &reference);
            let line = match &served {
                Some(s) => line.replace(DOCUMENTED_SERVER, &s.url),
                None => line,
            };
            let (env, argv) = words(&line);
            assert_eq!(argv[0], "travel", "{outcome}: {line}");
            let r = home.travel().envs(env).args(&argv[1..]).run();
            let said = format!("{}{}", r.stdout, r.stderr);
            if i + 1 < commands.len() {
                assert_eq!(r.code, 0, "{outcome}: `{line}`\n{said}");
                let t = Tsv::parse(&r.stdout);
                if t.header.iter().any(|h| h == "Reference") {
                    reference = t.rows[0][t.col("Reference")].clone();
                }
                continue;
            }
            let want = s["exitCode"].as_i64().unwrap() as i32;
            let shows = s["shows"].as_str().unwrap();
            // the service's answer as travel words it: `TITLE (status/code)`
            let answer = match s["code"].as_i64() {
                Some(code) if want != 2 => format!("({}/{code})", s["status"]),
                _ => String::new(),
            };
            if r.code != want || !said.contains(shows) || !said.contains(&answer) {
                failed.push(format!(
                    "{outcome}: `{line}` should exit {want} and show {shows:?} {answer}; it exited {}:\n{said}",
                    r.code
                ));
                continue;
            }
            // a refused booking booked nothing (a slow one may well have)
            let booking = line.contains(" book ");
            if booking && want != 0 && !shows.contains("in time") {
                assert_eq!(rows(&home).flight_orders, 0, "{outcome}");
                assert_eq!(rows(&home).hotel_bookings, 0, "{outcome}");
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[test]
fn a_ticketed_order_shows_its_tickets_and_stays_after_the_refused_cancellation() {
    let home = Home::new();
    let run = |args: &[&str]| {
        let r = home.sandbox(args).run();
        assert_eq!(r.code, 0, "{args:?}\n{}", r.stderr);
        r
    };
    run(&["flights", "search", "MAD", "BCN", "2027-01-15"]);
    let booked = run(&[
        "flights",
        "book",
        "1",
        "--traveler",
        "Mr Sam Ticketed 1980-01-01 <sam@example.com> +447700900123",
        "--yes",
    ]);
    let t = Tsv::parse(&booked.stdout);
    let reference = t.rows[0][t.col("Reference")].clone();
    let refused = home
        .sandbox(&["order", "cancel", &reference, "--yes"])
        .run();
    assert_eq!(refused.code, 3, "{}", refused.stderr);
    let shown = run(&["--json", "order", "show", &reference]);
    let v: Value = serde_json::from_str(&shown.stdout).unwrap();
    assert_eq!(v["data"]["tickets"].as_array().map(Vec::len), Some(1));
    assert_eq!(rows(&home).flight_orders, 1);
}

/// A booking body that sets off a line scenario; the server acts on it before the
/// booking itself is read, so no offer is needed.
fn surnamed(name: &str) -> String {
    json!({"data": {"type": "flight-order", "travelers": [
        {"id": "1", "name": {"firstName": "SAM", "lastName": name}}
    ]}})
    .to_string()
}

#[test]
fn slow_answers_do_not_hold_up_other_requests() {
    let home = Home::new();
    let s = Served::start(&home);
    // more slow requests in flight than the server has threads
    let pending: Vec<TcpStream> = (0..8)
        .map(|_| {
            let body = surnamed("SLOWANSWER");
            let mut stream = TcpStream::connect(s.addr()).expect("connect");
            write!(
                stream,
                "POST /v1/booking/flight-orders HTTP/1.1\r\nHost: x\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            )
            .unwrap();
            stream
        })
        .collect();
    let r = home
        .against_url(&s.url, &["--timeout", "5", "airlines", "lookup", "BA"])
        .run();
    assert_eq!(r.code, 0, "answered meanwhile:\n{}", r.stderr);
    drop(pending);
}
