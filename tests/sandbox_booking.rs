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
