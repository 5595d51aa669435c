//! Whole runs as a person sees them: the real `travel` binary against the sandbox
//! (TRAVEL_TODAY pinned), rendered as on a terminal of a pinned width
//! (`TRAVEL_FORCE_TTY` with `COLUMNS`, no colour), and the refusals of bad input
//! (exit 2, nothing sent: a mock of the service counts what reaches it), each compared
//! whole (exit code, stdout, stderr) with its snapshot in `tests/snapshots/` (insta).
//!
//! A change to a screen shows here as a diff of the whole run. To accept one on
//! purpose: `INSTA_UPDATE=always cargo test --test runner screens::`, then read the
//! diff of the `.snap` files before committing them (or use `cargo insta review`).

use crate::common;

use common::{assert_box_table, assert_ok, Home, Mock, Run, Runs};

const SEARCH_ONE_WAY: [&str; 7] = [
    "flights",
    "search",
    "LHR",
    "JFK",
    "2026-12-15",
    "--max",
    "8",
];

const SEARCH_ROUND_TRIP: [&str; 9] = [
    "flights",
    "search",
    "LHR",
    "JFK",
    "2026-12-15",
    "--return",
    "2026-12-22",
    "--max",
    "8",
];

const HOTEL_OFFERS: [&str; 10] = [
    "hotels",
    "offers",
    "--city",
    "PAR",
    "--check-in",
    "2026-12-10",
    "--check-out",
    "2026-12-12",
    "--limit",
    "5",
];

/// `travel --sandbox ARGS` in `home` on a terminal `width` columns wide: exit 0, and the
/// whole run (exit code, stdout, stderr) is the snapshot `name`.
fn screen(name: &str, home: &Home, args: &[&str], width: u16) -> Run {
    let r = home.sandbox(args).tty(width).run();
    assert_eq!(r.code, 0, "travel {args:?} failed:\n{}", r.stderr);
    assert!(!r.stdout.is_empty(), "travel {args:?}: an empty screen");
    insta::with_settings!({
        description => format!("travel --sandbox {} (a terminal {width} columns wide)", args.join(" ")),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, r.whole());
    });
    r
}

/// A screen answered by the sandbox that is one box table no wider than the terminal,
/// and nothing else; its rows.
fn table_screen(name: &str, home: &Home, args: &[&str], width: u16) -> Vec<Vec<String>> {
    let r = screen(name, home, args, width);
    assert_box_table(&r, usize::from(width)).1
}

/// A screen answered by the sandbox whose every line fits the terminal.
fn fitting_screen(name: &str, home: &Home, args: &[&str], width: u16) -> Run {
    let r = screen(name, home, args, width);
    assert_ok(&r, args);
    for l in r.stdout.lines() {
        assert!(
            l.chars().count() <= usize::from(width),
            "travel {args:?}: a line wider than {width} columns:\n{}",
            r.stdout
        );
    }
    r
}

// ===========================================================================
// Flights
// ===========================================================================

#[test]
fn flights_search_one_way_at_80_and_160_columns() {
    let home = Home::new();
    for (name, width) in [
        ("flights_search_one_way_80", 80),
        ("flights_search_one_way_160", 160),
    ] {
        let rows = table_screen(name, &home, &SEARCH_ONE_WAY, width);
        assert_eq!(rows.len(), 8, "{name}");
    }
}

#[test]
fn flights_search_round_trip_at_80_and_160_columns() {
    let home = Home::new();
    for (name, width) in [
        ("flights_search_round_trip_80", 80),
        ("flights_search_round_trip_160", 160),
    ] {
        let rows = table_screen(name, &home, &SEARCH_ROUND_TRIP, width);
        assert_eq!(rows.len(), 8, "{name}");
    }
}

#[test]
fn flights_show_and_predict_after_a_search() {
    let home = Home::new();
    let r = home.sandbox(&SEARCH_ROUND_TRIP).run();
    assert_ok(&r, &SEARCH_ROUND_TRIP);
    // A local command: the offer as kept, nothing sent.
    let show = screen("flights_show", &home, &["flights", "show", "2"], 80);
    assert!(show.stdout.starts_with("Offer 2: "), "{}", show.stdout);
    assert!(show.stderr.is_empty(), "{}", show.stderr);
    let rows = table_screen("flights_predict", &home, &["flights", "predict"], 80);
    assert_eq!(rows.len(), 8);
}

#[test]
fn flights_price_with_rules_and_bags() {
    let home = Home::new();
    let mut search = SEARCH_ROUND_TRIP.to_vec();
    search.extend(["--adults", "2"]);
    assert_ok(&home.sandbox(&search).run(), &search);
    fitting_screen(
        "flights_price",
        &home,
        &["flights", "price", "1", "--rules", "--bags"],
        80,
    );
}

#[test]
fn sandbox_seat_maps_at_80_and_160_columns() {
    let home = Home::new();
    // a twin-aisle with four cabins (British Airways' 777-300 to Los Angeles), and a
    // narrow-body
    let search = [
        "flights",
        "search",
        "LHR",
        "LAX",
        "2026-12-15",
        "--nonstop",
        "--airlines",
        "BA",
        "--max",
        "1",
    ];
    assert_ok(&home.sandbox(&search).run(), &search);
    let args = ["flights", "seats", "1"];
    let wide = fitting_screen("flights_seats_twin_aisle_80", &home, &args, 80);
    for cabin in ["First", "Business", "Premium Economy", "Economy", "EXIT"] {
        assert!(wide.stdout.contains(cabin), "{cabin}:\n{}", wide.stdout);
    }
    fitting_screen("flights_seats_twin_aisle_160", &home, &args, 160);
    let narrow = Home::new();
    let search = [
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-12-15",
        "--max",
        "1",
    ];
    assert_ok(&narrow.sandbox(&search).run(), &search);
    fitting_screen("flights_seats_narrow_80", &narrow, &args, 80);
}

#[test]
fn flights_fares_of_an_offer_at_80_and_160_columns() {
    let home = Home::new();
    let r = home.sandbox(&SEARCH_ROUND_TRIP).run();
    assert_ok(&r, &SEARCH_ROUND_TRIP);
    let fares = fitting_screen("flights_fares", &home, &["flights", "fares", "2"], 80);
    assert!(fares.stdout.contains("2.1"), "{}", fares.stdout);
    // Four economy brands: two groups at 80 columns, one at 160.
    let gulf = Home::new();
    let ek = [
        "flights",
        "search",
        "DXB",
        "LHR",
        "2026-12-15",
        "--airlines",
        "EK",
        "--max",
        "2",
    ];
    assert_ok(&gulf.sandbox(&ek).run(), &ek);
    let fares = ["flights", "fares", "1"];
    for (name, width, tables) in [
        ("flights_fares_four_brands_80", 80, 2),
        ("flights_fares_four_brands_160", 160, 1),
    ] {
        let r = fitting_screen(name, &gulf, &fares, width);
        let boxes = r.stdout.lines().filter(|l| l.starts_with('┌')).count();
        assert_eq!(boxes, tables, "{}", r.stdout);
    }
    let brand = screen("flights_show_brand", &home, &["flights", "show", "2.2"], 80);
    assert!(brand.stdout.starts_with("Offer 2.2: "), "{}", brand.stdout);
}

#[test]
fn flights_availability_status_and_price_analysis() {
    let home = Home::new();
    table_screen(
        "flights_availability",
        &home,
        &[
            "flights",
            "availability",
            "LHR",
            "JFK",
            "2026-12-15",
            "--time",
            "18:00",
        ],
        80,
    );
    let rows = table_screen(
        "flights_status",
        &home,
        &["flights", "status", "DL467", "2026-12-15"],
        80,
    );
    assert_eq!(rows.len(), 1);
    // The quartiles' table, then the bar with the price placed on it.
    fitting_screen(
        "flights_price_analysis",
        &home,
        &[
            "flights",
            "price-analysis",
            "MAD",
            "CDG",
            "2026-12-15",
            "--price",
            "240",
        ],
        80,
    );
}

#[test]
fn flights_inspire_and_dates() {
    let home = Home::new();
    table_screen(
        "flights_inspire",
        &home,
        &[
            "flights",
            "inspire",
            "MAD",
            "--departure",
            "2026-12-24",
            "--nonstop",
            "--max-price",
            "200",
        ],
        80,
    );
    let rows = table_screen(
        "flights_dates",
        &home,
        &[
            "flights",
            "dates",
            "MAD",
            "MUC",
            "--departure",
            "2026-12-01,2026-12-07",
            "--duration",
            "3,7",
        ],
        80,
    );
    assert_eq!(rows.len(), 7, "one per departure date");
}

// ===========================================================================
// Hotels
// ===========================================================================

#[test]
fn hotels_offers_at_80_and_160_columns_and_one_offer() {
    let home = Home::new();
    for (name, width) in [("hotels_offers_80", 80), ("hotels_offers_160", 160)] {
        let rows = table_screen(name, &home, &HOTEL_OFFERS, width);
        assert_eq!(rows.len(), 5, "{name}");
    }
    // The detail of offer 1, rechecked with the service.
    let offer = screen("hotels_offer", &home, &["hotels", "offer", "1"], 80);
    assert_ok(&offer, &["hotels", "offer", "1"]);
}

#[test]
fn hotels_list_find_and_ratings() {
    let home = Home::new();
    table_screen(
        "hotels_list",
        &home,
        &["hotels", "list", "--city", "PAR", "--radius", "1"],
        80,
    );
    table_screen(
        "hotels_find",
        &home,
        &["hotels", "find", "hilton", "paris"],
        80,
    );
    let ratings = ["hotels", "ratings", "HLPARQ8Z", "RDPARR1D"];
    // Thirteen columns squeezed into 80, and at ease in 160.
    table_screen("hotels_ratings_80", &home, &ratings, 80);
    let rows = table_screen("hotels_ratings_160", &home, &ratings, 160);
    assert_eq!(rows.len(), 2);
}

// ===========================================================================
// Reference data
// ===========================================================================

#[test]
fn reference_screens() {
    let home = Home::new();
    table_screen("cities", &home, &["cities", "paris"], 80);
    table_screen(
        "airports_search",
        &home,
        &["airports", "search", "lond"],
        80,
    );
    let rows = table_screen(
        "airports_near",
        &home,
        &["airports", "near", "51.57", "-0.44"],
        80,
    );
    assert_eq!(rows.len(), 10);
    table_screen(
        "airports_routes",
        &home,
        &["airports", "routes", "LHR", "--country", "FR"],
        80,
    );
    let rows = table_screen(
        "airlines_lookup",
        &home,
        &["airlines", "lookup", "ba", "af", "lh", "u2"],
        80,
    );
    assert_eq!(rows.len(), 4);
    table_screen(
        "airlines_routes",
        &home,
        &["airlines", "routes", "BA", "--country", "US"],
        80,
    );
    let rows = table_screen(
        "airlines_checkin",
        &home,
        &["airlines", "checkin", "BA"],
        80,
    );
    assert_eq!(rows.len(), 2);
    table_screen("recommend", &home, &["recommend", "PAR", "LON"], 80);
}

// ===========================================================================
// Insights and predictions
// ===========================================================================

#[test]
fn insights_screens() {
    let home = Home::new();
    let rows = table_screen(
        "insights_traveled",
        &home,
        &["insights", "traveled", "PAR", "2026-06"],
        80,
    );
    assert_eq!(rows.len(), 10);
    // The table, then the calendar bar chart.
    fitting_screen(
        "insights_busiest",
        &home,
        &["insights", "busiest", "PAR", "2025"],
        80,
    );
    let rows = table_screen(
        "location_score",
        &home,
        &["location-score", "41.397158", "2.160873"],
        80,
    );
    assert_eq!(rows.len(), 8);
}

#[test]
fn prediction_screens() {
    let home = Home::new();
    let rows = table_screen(
        "predict_delay",
        &home,
        &[
            "predict",
            "delay",
            "--origin",
            "LHR",
            "--destination",
            "JFK",
            "--departure-date",
            "2026-12-15",
            "--departure-time",
            "07:20",
            "--arrival-date",
            "2026-12-15",
            "--arrival-time",
            "10:15",
            "--aircraft",
            "76W",
            "--carrier",
            "DL",
            "--flight-number",
            "467",
            "--duration",
            "PT7H55M",
        ],
        80,
    );
    assert_eq!(rows.len(), 4);
    let rows = table_screen(
        "predict_on_time",
        &home,
        &["predict", "on-time", "JFK", "2026-12-15"],
        80,
    );
    assert_eq!(rows.len(), 1);
    let rows = table_screen(
        "predict_trip_purpose",
        &home,
        &[
            "predict",
            "trip-purpose",
            "LON",
            "NYC",
            "2026-12-15",
            "2026-12-17",
        ],
        80,
    );
    assert_eq!(rows.len(), 1);
}

// ===========================================================================
// Refusals
// ===========================================================================

/// `travel ARGS` in `home` against a mock of the service, piped, `COLUMNS` 80: refused
/// before any request (the mock saw none, not even a token request), exit 2, nothing
/// on stdout, and the whole run is the snapshot `name`.
fn refusal(name: &str, home: &Home, args: &[&str]) {
    let mock = Mock::start();
    let r = home.against(&mock, args).env("COLUMNS", "80").run();
    let seen: Vec<String> = mock
        .seen()
        .iter()
        .map(|s| format!("{} {}", s.method, s.url))
        .collect();
    assert!(seen.is_empty(), "travel {args:?} sent {seen:?}");
    assert_eq!(r.code, 2, "travel {args:?}:\n{}", r.stderr);
    assert!(r.stdout.is_empty(), "travel {args:?}: {}", r.stdout);
    insta::with_settings!({
        description => format!("travel {} (refused, nothing sent)", args.join(" ")),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, r.whole());
    });
}

#[test]
fn bad_input_is_refused_with_exit_2_and_nothing_sent() {
    let home = Home::new();
    for (name, args) in [
        (
            "refused_date_in_the_past",
            &["flights", "search", "LHR", "JFK", "2020-01-01"][..],
        ),
        (
            "refused_not_a_date",
            &["flights", "search", "LHR", "JFK", "15/12/2026"],
        ),
        (
            "refused_same_origin_and_destination",
            &["flights", "search", "LHR", "LHR", "2026-12-15"],
        ),
        (
            "refused_return_before_departure",
            &[
                "flights",
                "search",
                "LHR",
                "JFK",
                "2026-12-15",
                "--return",
                "2026-12-10",
            ],
        ),
        (
            "refused_ten_seated_travellers",
            &[
                "flights",
                "search",
                "LHR",
                "JFK",
                "2026-12-15",
                "--adults",
                "5",
                "--children",
                "5",
            ],
        ),
        (
            "refused_more_infants_than_adults",
            &[
                "flights",
                "search",
                "LHR",
                "JFK",
                "2026-12-15",
                "--infants",
                "2",
            ],
        ),
        (
            "refused_unknown_flag",
            &["flights", "search", "LHR", "JFK", "2026-12-15", "--bogus"],
        ),
        ("refused_missing_arguments", &["flights", "search", "LHR"]),
        (
            "refused_not_a_flight",
            &["flights", "status", "DL", "2026-12-15"],
        ),
        ("refused_no_saved_results", &["flights", "show", "3"]),
        (
            "refused_booking_without_travellers",
            &["flights", "book", "1", "--yes"],
        ),
        (
            "refused_check_out_before_check_in",
            &[
                "hotels",
                "offers",
                "--city",
                "PAR",
                "--check-in",
                "2026-12-12",
                "--check-out",
                "2026-12-10",
            ],
        ),
        ("refused_not_a_latitude", &["airports", "near", "91", "0"]),
        (
            "refused_not_a_month",
            &["insights", "traveled", "PAR", "2026-13"],
        ),
    ] {
        refusal(name, &home, args);
    }
}
