//! Trips through the real binary: two customers' trips kept apart across processes
//! (their searches, offer numbers and bookings), the trip in use and the one given
//! winning over it, bookings listed in time order, notes kept without card numbers.

use crate::common;

use common::{Home, Run, Runs, Tsv};
use serde_json::Value;

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";

/// `travel --sandbox ARGS` in trip `trip` (TRAVEL_TRIP, as a terminal of its own sets it).
fn in_trip(home: &Home, trip: &str, args: &[&str]) -> Run {
    home.sandbox(args).env("TRAVEL_TRIP", trip).run()
}

fn ok(r: Run) -> Run {
    assert_eq!(r.code, 0, "{}", r.stderr);
    r
}

/// The origin of offer 1 of the last search, as `flights show 1 --json` gives it.
fn origin_of_offer_1(r: &Run) -> String {
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).expect("json");
    let offer = if v["data"].is_object() {
        &v["data"]
    } else {
        &v
    };
    offer["itineraries"][0]["segments"][0]["departure"]["iataCode"]
        .as_str()
        .unwrap_or_else(|| panic!("no origin in {v}"))
        .to_string()
}

fn new_trip(home: &Home, name: &str) {
    ok(home.travel().args(["trip", "new", name]).run());
}

#[test]
fn two_trips_in_two_processes_never_share_an_offer_number() {
    let home = Home::new();
    new_trip(&home, "alice");
    new_trip(&home, "bob");
    ok(in_trip(
        &home,
        "alice",
        &["flights", "search", "MAD", "BCN", "+20", "--max", "3"],
    ));
    ok(in_trip(
        &home,
        "bob",
        &["flights", "search", "LHR", "JFK", "+20", "--max", "3"],
    ));
    // bob's search changed nothing of what 1 means for alice, and the other way round
    let show = ["--json", "flights", "show", "1"];
    assert_eq!(origin_of_offer_1(&in_trip(&home, "alice", &show)), "MAD");
    assert_eq!(origin_of_offer_1(&in_trip(&home, "bob", &show)), "LHR");
    // without a trip there is no last search: nothing was searched outside the trips
    let none = home.sandbox(&["flights", "show", "1"]).run();
    assert_eq!(none.code, 2, "{}", none.stderr);
    // the trip in use, and a trip given winning over it
    ok(home.travel().args(["trip", "use", "alice"]).run());
    assert_eq!(origin_of_offer_1(&home.sandbox(&show).run()), "MAD");
    let mut given = vec!["--trip", "bob"];
    given.extend_from_slice(&show);
    assert_eq!(origin_of_offer_1(&home.sandbox(&given).run()), "LHR");
    ok(home.travel().args(["trip", "use", "--none"]).run());
    assert_eq!(home.sandbox(&show).run().code, 2);

    // booking offer 1 in alice's trip books alice's route, however bob searched since
    ok(in_trip(
        &home,
        "bob",
        &["flights", "search", "CDG", "FCO", "+21", "--max", "3"],
    ));
    let booked = ok(in_trip(
        &home,
        "alice",
        &["flights", "book", "1", "--traveler", ADA, "--yes"],
    ));
    assert!(booked.stderr.contains("Trip: alice"), "{}", booked.stderr);
    let shown: Value = serde_json::from_str(
        &ok(home
            .travel()
            .args(["--json", "trip", "show", "alice"])
            .run())
        .stdout,
    )
    .unwrap();
    let bookings = shown["bookings"].as_array().expect("bookings");
    assert_eq!(bookings.len(), 1, "{shown}");
    assert_eq!(bookings[0]["trip"], "alice");
    assert_eq!(bookings[0]["state"], "booked");
    assert!(
        bookings[0]["what"].as_str().unwrap().contains("MAD"),
        "{shown}"
    );
    let bob: Value = serde_json::from_str(
        &ok(home.travel().args(["--json", "trip", "show", "bob"]).run()).stdout,
    )
    .unwrap();
    assert_eq!(bob["bookings"].as_array().map(Vec::len), Some(0), "{bob}");
    // the journal's list in a trip holds that trip's bookings only
    let listed = ok(home
        .travel()
        .args(["bookings", "list"])
        .env("TRAVEL_TRIP", "bob")
        .run());
    assert_eq!(
        common::Tsv::parse(&listed.stdout).rows.len(),
        0,
        "{}",
        listed.stdout
    );
    let all = ok(home.travel().args(["bookings", "list"]).run());
    assert_eq!(
        common::Tsv::parse(&all.stdout).rows.len(),
        1,
        "{}",
        all.stdout
    );
}

#[test]
fn a_trip_lists_its_flights_and_stays_in_the_order_they_happen() {
    let home = Home::new();
    new_trip(&home, "tour");
    // the later flight booked first
    for (day, from, to) in [("+30", "MAD", "BCN"), ("+10", "BCN", "MAD")] {
        ok(in_trip(
            &home,
            "tour",
            &["flights", "search", from, to, day, "--max", "2"],
        ));
        ok(in_trip(
            &home,
            "tour",
            &["flights", "book", "1", "--traveler", ADA, "--yes"],
        ));
    }
    // a stay in Madrid from the day the first flight lands there: after that flight
    let offers = common::Tsv::parse(
        &ok(in_trip(
            &home,
            "tour",
            &[
                "hotels",
                "offers",
                "--city",
                "MAD",
                "--check-in",
                "+10",
                "--check-out",
                "+12",
                "--limit",
                "6",
            ],
        ))
        .stdout,
    );
    let ada = "Ms Ada Lovelace <ada@example.com> +447700900123";
    let stayed =
        (1..=offers.rows.len()).any(|n| home.books_stay(&n.to_string(), ada, Some("tour")));
    assert!(stayed, "a Madrid offer that takes Visa");
    let shown = ok(home.travel().args(["trip", "show", "tour"]).run());
    let t = common::Tsv::parse(&shown.stdout);
    let from: Vec<&str> = t.column("From");
    assert_eq!(from.len(), 3, "{}", shown.stdout);
    assert_eq!(
        t.column("Kind"),
        ["flight", "hotel", "flight"],
        "{}",
        shown.stdout
    );
    assert!(
        from[0].starts_with(from[1]) && from[0].len() == "2026-12-02 06:20".len(),
        "the day's flight, to the minute, then the stay: {from:?}"
    );
    assert!(from[1] < from[2], "in time order: {from:?}");
    assert!(
        t.rows[0][t.col("What")].contains("BCN-MAD"),
        "{}",
        shown.stdout
    );
    assert_eq!(t.column("State"), ["booked", "booked", "booked"]);
    // trip list counts them
    let listed = common::Tsv::parse(&ok(home.travel().args(["trip", "list"]).run()).stdout);
    assert_eq!(listed.row("Trip", "tour")[listed.col("Bookings")], "3");
}

#[test]
fn trip_names_notes_and_unknown_trips_are_checked() {
    let home = Home::new();
    let refused = |args: &[&str], why: &str| {
        let r = home.travel().args(args).run();
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(why), "{args:?}: {}", r.stderr);
    };
    refused(&["trip", "new", "../escape"], "not a trip name");
    new_trip(&home, "smith");
    refused(&["trip", "new", "smith"], "already a trip");
    refused(&["trip", "use", "jones"], "no trip \"jones\"");
    // a trip given that does not exist stops a command before anything is sent
    let r = home
        .sandbox(&["--trip", "jnoes", "flights", "search", "MAD", "BCN", "+20"])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("trip new jnoes") && !r.sent(),
        "{}",
        r.stderr
    );
    // notes: kept, but never a card number
    ok(home
        .travel()
        .args(["trip", "note", "smith", "aisle seats; call +44 7700 900123"])
        .run());
    refused(
        &["trip", "note", "smith", "pays with 4111 1111 1111 1111"],
        "card number",
    );
    let v: Value = serde_json::from_str(
        &ok(home
            .travel()
            .args(["--json", "trip", "show", "smith"])
            .run())
        .stdout,
    )
    .unwrap();
    let notes = v["notes"].as_array().unwrap();
    assert_eq!(notes.len(), 1);
    assert!(notes[0]["text"].as_str().unwrap().contains("aisle"));
    let files = common::files_under(home.dir.path());
    for f in files {
        let text = std::fs::read(&f).unwrap_or_default();
        assert!(
            !String::from_utf8_lossy(&text).contains("4111 1111"),
            "{}",
            f.display()
        );
    }
    // a trip in use that was removed since is said plainly
    ok(home.travel().args(["trip", "use", "smith"]).run());
    std::fs::remove_dir_all(home.data_dir().join("travel/trips/smith")).unwrap();
    refused(&["bookings", "list"], "no longer exists");
    ok(home.travel().args(["trip", "use", "--none"]).run());
}

/// The booking reference of offer 1 of a search from `from` booked in trip `trip`.
fn booked_in(home: &Home, trip: &str, from: &str, to: &str) -> String {
    ok(in_trip(
        home,
        trip,
        &["flights", "search", from, to, "+20", "--max", "2"],
    ));
    let r = ok(in_trip(
        home,
        trip,
        &["flights", "book", "1", "--traveler", ADA, "--yes"],
    ));
    let t = common::Tsv::parse(&r.stdout);
    t.rows[0][t.col("Reference")].clone()
}

/// The state `bookings list` gives the booking of `reference`.
fn state_of(home: &Home, reference: &str) -> String {
    let t = common::Tsv::parse(&ok(home.travel().args(["bookings", "list"]).run()).stdout);
    t.rows
        .iter()
        .find(|r| r.iter().any(|c| c.contains(reference)))
        .map(|r| r[t.col("State")].clone())
        .unwrap_or_else(|| panic!("{reference} listed"))
}

#[test]
fn an_order_of_another_customers_trip_is_refused_even_with_yes() {
    let home = Home::new();
    new_trip(&home, "smith-nyc");
    new_trip(&home, "jones-rome");
    let jones = booked_in(&home, "jones-rome", "MAD", "BCN");
    let smith = booked_in(&home, "smith-nyc", "BCN", "MAD");
    // every order command, typed in the Smiths' window with the Joneses' reference:
    // refused, naming the order's trip, nothing sent
    for args in [
        vec!["order", "cancel", jones.as_str(), "--yes"],
        vec!["order", "show", jones.as_str()],
        vec!["order", "seats", jones.as_str()],
        vec!["order", "itinerary", jones.as_str(), "--ics", "-"],
    ] {
        let r = in_trip(&home, "smith-nyc", &args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("belongs to trip jones-rome")
                && r.stderr.contains("smith-nyc")
                && r.stderr.contains("--other-trip"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.sent(), "{args:?}: {}", r.stderr);
    }
    assert_eq!(state_of(&home, &jones), "booked");
    // --trip of another trip than the order's is no way round either
    let r = home
        .sandbox(&["--trip", "jones-rome", "order", "cancel", &smith, "--yes"])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("belongs to trip smith-nyc"),
        "{}",
        r.stderr
    );
    assert_eq!(state_of(&home, &smith), "booked");
    // in its own trip it is cancelled; from another with --other-trip too
    ok(in_trip(
        &home,
        "jones-rome",
        &["order", "cancel", &jones, "--yes"],
    ));
    assert_eq!(state_of(&home, &jones), "cancelled");
    ok(in_trip(
        &home,
        "jones-rome",
        &["order", "cancel", &smith, "--yes", "--other-trip"],
    ));
    assert_eq!(state_of(&home, &smith), "cancelled");
}

#[test]
fn a_trip_of_real_bookings_takes_no_sandbox_booking() {
    let home = Home::new();
    new_trip(&home, "real");
    // a booking made at the production service in trip `real`, as the journal holds it
    let line = serde_json::json!({
        "id": "F-20261201-abcdef", "time": "2026-12-01T10:00:00Z",
        "environment": "production", "kind": "flight", "what": "BA117 LHR-JFK",
        "ids": ["ORDER1"], "references": ["REAL01"], "guests": ["ADA LOVELACE"],
        "total": "500.00", "currency": "EUR", "trip": "real"
    });
    let journal = home.data_dir().join("travel").join("bookings.jsonl");
    std::fs::create_dir_all(journal.parent().unwrap()).unwrap();
    std::fs::write(&journal, format!("{line}\n")).unwrap();
    ok(in_trip(
        &home,
        "real",
        &["flights", "search", "MAD", "BCN", "+20", "--max", "2"],
    ));
    let r = in_trip(
        &home,
        "real",
        &["flights", "book", "1", "--traveler", ADA, "--yes"],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("trip real holds real bookings") && r.stderr.contains("nothing was sent"),
        "{}",
        r.stderr
    );
    // the journal holds the real booking only
    let lines = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(lines.lines().count(), 1, "{lines}");
}

#[test]
fn trip_show_keeps_each_booking_s_total_and_kind_from_80_columns() {
    let home = Home::new();
    crate::itinerary::a_booked_trip(&home);
    let piped = home.travel().args(["trip", "show", "ada"]).run();
    assert_eq!(piped.code, 0, "{}", piped.stderr);
    let t = Tsv::parse(&piped.stdout);
    assert!(t.rows.len() >= 2, "{}", piped.stdout);
    for width in [80u16, 90, 100, 120] {
        let r = home.travel().args(["trip", "show", "ada"]).tty(width).run();
        assert_eq!(r.code, 0, "{}", r.stderr);
        for row in &t.rows {
            for col in ["Total", "Kind"] {
                let cell = &row[t.col(col)];
                assert!(
                    r.stdout.contains(cell.as_str()),
                    "{col} {cell:?} at {width}:\n{}",
                    r.stdout
                );
            }
        }
        assert!(!r.stderr.contains("not shown"), "{width}: {}", r.stderr);
        for line in r.stdout.lines() {
            assert!(
                line.chars().count() <= usize::from(width),
                "{width}: {line:?}"
            );
        }
    }
    // at 60 the total is the column left out first, and said so
    let r = home.travel().args(["trip", "show", "ada"]).tty(60).run();
    assert!(r.stderr.contains("not shown: Total"), "{}", r.stderr);
}
