//! A booking in the in-process sandbox through the real binary: seats and bags chosen,
//! shown by the service, refused the second time, cancelled or refused once ticketed.

use crate::common;

use common::Home;
use serde_json::Value;

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
        "12",
        // a full-service carrier's fares: the low-cost ones (the cheapest on this
        // route) choose no seat in their basic brand
        "--airlines",
        "IB",
    ];
    common::json_in(&home, &search);
    let (n, seats) = (1..=12)
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

/// `travel sandbox reset` forgets what the sandbox sold: the journal's bookings made
/// there are listed as gone from then on, and the same booking can be made again.
#[test]
fn bookings_at_a_reset_sandbox_are_listed_as_gone() {
    let home = Home::new();
    common::json_in(
        &home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--max",
            "3",
        ],
    );
    let book = || {
        use common::Runs;
        home.sandbox(&[
            "flights",
            "book",
            "1",
            "--traveler",
            ADA,
            "--passport-stdin",
            "--yes",
        ])
        .write_stdin("P:X1234567:GB:2031-05-01\n")
        .run()
    };
    let r = book();
    assert_eq!(r.code, 0, "{}", r.stderr);
    // the journal is read without asking the sandbox anything
    let states = |home: &Home| -> Vec<String> {
        let r = common::run_in(home, &["--json", "bookings", "list"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let list: Value = serde_json::from_str(&r.stdout).unwrap();
        list.as_array()
            .unwrap()
            .iter()
            .map(|e| e["state"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(states(&home), ["booked"]);
    let r = common::run_in(&home, &["sandbox", "reset"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(states(&home), ["gone"]);
    // nothing stands in the way of booking it again
    let r = book();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(states(&home), ["booked", "gone"]);
}
