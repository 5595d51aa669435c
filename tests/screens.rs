//! Whole runs as a person sees them: the real `travel` binary against the sandbox
//! (TRAVEL_TODAY pinned), rendered as on a terminal of a pinned width
//! (`TRAVEL_FORCE_TTY` with `COLUMNS`, no colour; every table at 60, 80 and 120
//! columns, where nothing may be cut in two), and the refusals of bad input
//! (exit 2, nothing sent: a mock of the service counts what reaches it), each compared
//! whole (exit code, stdout, stderr) with its snapshot in `tests/snapshots/` (insta).
//!
//! The sandbox answers from answers recorded once (`tests/fixtures/answers/`, see the
//! sandbox's `recorded`): a screen changes when the CLI draws it otherwise, never
//! because the world changed (a route, a fare, a carrier): the world's own tests see
//! that. A screen asking something new is recorded with `TRAVEL_RECORD_SCREENS=1 cargo
//! test --test runner screens::`, the new files then committed.
//!
//! A change to a screen shows here as a diff of the whole run. To accept one on
//! purpose: `INSTA_UPDATE=always cargo test --test runner screens::`, then read the
//! diff of the `.snap` files before committing them (or use `cargo insta review`).

use crate::common;

use common::{assert_ok, Home, Mock, Run, Runs};

/// Where the answers the screens are drawn from are kept.
const ANSWERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/answers");

/// `travel --sandbox ARGS` in `home`, its sandbox answering from the recorded answers
/// (recording them when `TRAVEL_RECORD_SCREENS` is set).
fn sandbox(home: &Home, args: &[&str]) -> assert_cmd::Command {
    let mode = if std::env::var_os("TRAVEL_RECORD_SCREENS").is_some() {
        "record"
    } else {
        "replay"
    };
    let mut cmd = home.sandbox(args);
    cmd.env("TRAVEL_SANDBOX_ANSWERS", format!("{mode}:{ANSWERS}"));
    cmd
}

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
    let r = sandbox(home, args).tty(width).run();
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

/// The widths every table is drawn at: a narrow window, the classic terminal, a wide one.
const WIDTHS: [u16; 3] = [60, 80, 120];

/// The words of a text: what a layout may move between lines but never break.
fn words(text: &str) -> std::collections::BTreeSet<&str> {
    text.split_whitespace().collect()
}

/// A table screen answered by the sandbox at each of [`WIDTHS`], each the snapshot
/// `{name}_{width}`: a table no wider than the terminal (but for the lines `may_run_long`
/// allows: a link or a command that cannot be cut), and no word broken, each word of a
/// narrow layout being a word of the whole table (`--wide`). Its rows at 80 columns.
fn table_screens(
    name: &str,
    home: &Home,
    args: &[&str],
    may_run_long: fn(&str) -> bool,
) -> Vec<Vec<String>> {
    let mut wide_args = vec!["--wide"];
    wide_args.extend_from_slice(args);
    let whole = sandbox(home, &wide_args).tty(60).run();
    assert_ok(&whole, &wide_args);
    let mut at_80 = Vec::new();
    for width in WIDTHS {
        let r = screen(&format!("{name}_{width}"), home, args, width);
        assert_ok(&r, args);
        for l in r.stdout.lines() {
            assert!(
                l.chars().count() <= usize::from(width) || may_run_long(l),
                "travel {args:?}: a line wider than {width} columns:\n{}",
                r.stdout
            );
        }
        let broken: Vec<&str> = words(&r.stdout)
            .difference(&words(&whole.stdout))
            .copied()
            .collect();
        assert!(
            broken.is_empty(),
            "travel {args:?} at {width} columns broke {broken:?}:\n{}",
            r.stdout
        );
        if width == 80 {
            at_80 = common::parse_table(&r.stdout).1;
        }
    }
    at_80
}

/// No line may run past the window.
fn none(_: &str) -> bool {
    false
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
fn flights_search_one_way_one_line_an_offer() {
    let home = Home::new();
    let rows = table_screens("flights_search_one_way", &home, &SEARCH_ONE_WAY, none);
    assert_eq!(rows.len(), 8);
    let r = sandbox(&home, &SEARCH_ONE_WAY).tty(80).run();
    // the date once, above the titles; then a line per offer
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "Tue 15 Dec 2026", "{}", r.stdout);
    assert_eq!(lines.len(), 2 + 8, "{}", r.stdout);
}

#[test]
fn flights_search_round_trip_two_lines_an_offer() {
    let home = Home::new();
    let rows = table_screens("flights_search_round_trip", &home, &SEARCH_ROUND_TRIP, none);
    assert_eq!(rows.len(), 8);
    let r = sandbox(&home, &SEARCH_ROUND_TRIP).tty(80).run();
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "Tue 15 Dec 2026, return Tue 22 Dec 2026");
    assert_eq!(lines.len(), 2 + 2 * 8, "{}", r.stdout);
    // at 80 columns every column a GDS display has
    for title in [
        "Price EUR",
        "Cx",
        "Flights",
        "Depart",
        "Arrive",
        "Time",
        "Stops",
        "Seats",
    ] {
        assert!(lines[1].contains(title), "{title}: {}", lines[1]);
    }
    // narrower, what is left out is named with the ways to see it, within the width
    let narrow = sandbox(&home, &SEARCH_ROUND_TRIP).tty(60).run();
    assert!(
        narrow.stderr.contains(
            "not shown: Cx, Stops, Seats, Carrier (see all with --wide,\n  a pipe or --json)"
        ),
        "{}",
        narrow.stderr
    );
    assert!(narrow
        .stderr
        .lines()
        .all(|l| l.chars().count() <= 60 || l.starts_with("note:")));
}

#[test]
fn flights_show_and_predict_after_a_search() {
    let home = Home::new();
    let r = sandbox(&home, &SEARCH_ROUND_TRIP).run();
    assert_ok(&r, &SEARCH_ROUND_TRIP);
    // A local command: the offer as kept, nothing sent.
    let show = screen("flights_show", &home, &["flights", "show", "2"], 80);
    assert!(show.stdout.starts_with("Offer 2: "), "{}", show.stdout);
    assert!(show.stderr.is_empty(), "{}", show.stderr);
    let rows = table_screens("flights_predict", &home, &["flights", "predict"], none);
    assert_eq!(rows.len(), 8);
}

#[test]
fn flights_price_with_rules_and_bags() {
    let home = Home::new();
    let mut search = SEARCH_ROUND_TRIP.to_vec();
    search.extend(["--adults", "2"]);
    assert_ok(&sandbox(&home, &search).run(), &search);
    for width in WIDTHS {
        fitting_screen(
            &format!("flights_price_{width}"),
            &home,
            &["flights", "price", "1", "--rules", "--bags"],
            width,
        );
    }
}

#[test]
fn sandbox_seat_maps_at_80_and_160_columns() {
    let home = Home::new();
    // a twin-aisle with four cabins (British Airways' 777-300ER to San Francisco; its
    // A350-1000s to Los Angeles and New York have no first), and a narrow-body
    let search = [
        "flights",
        "search",
        "LHR",
        "SFO",
        "2026-12-15",
        "--nonstop",
        "--airlines",
        "BA",
        "--max",
        "1",
    ];
    assert_ok(&sandbox(&home, &search).run(), &search);
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
    assert_ok(&sandbox(&narrow, &search).run(), &search);
    fitting_screen("flights_seats_narrow_80", &narrow, &args, 80);
}

#[test]
fn flights_fares_of_an_offer_side_by_side() {
    let home = Home::new();
    let r = sandbox(&home, &SEARCH_ROUND_TRIP).run();
    assert_ok(&r, &SEARCH_ROUND_TRIP);
    for width in WIDTHS {
        let fares = fitting_screen(
            &format!("flights_fares_{width}"),
            &home,
            &["flights", "fares", "2"],
            width,
        );
        assert!(fares.stdout.contains("2.1"), "{}", fares.stdout);
    }
    // Four economy brands: in two groups at 60 columns, one at 80 and 120.
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
    assert_ok(&sandbox(&gulf, &ek).run(), &ek);
    let fares = ["flights", "fares", "1"];
    for (width, tables) in [(60, 2), (80, 1), (120, 1)] {
        let r = fitting_screen(
            &format!("flights_fares_four_brands_{width}"),
            &gulf,
            &fares,
            width,
        );
        let groups = r.stdout.lines().filter(|l| l.starts_with("Fare ")).count();
        assert_eq!(groups, tables, "{}", r.stdout);
    }
    let brand = screen("flights_show_brand", &home, &["flights", "show", "2.2"], 80);
    assert!(brand.stdout.starts_with("Offer 2.2: "), "{}", brand.stdout);
}

#[test]
fn flights_availability_status_and_price_analysis() {
    let home = Home::new();
    table_screens(
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
        none,
    );
    let rows = table_screens(
        "flights_status",
        &home,
        &["flights", "status", "DL467", "2026-12-15"],
        none,
    );
    assert_eq!(rows.len(), 1);
    // The quartiles' table, then the bar with the price placed on it.
    for width in WIDTHS {
        fitting_screen(
            &format!("flights_price_analysis_{width}"),
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
            width,
        );
    }
}

#[test]
fn flights_inspire_and_dates() {
    let home = Home::new();
    table_screens(
        "flights_inspire",
        &home,
        &[
            "flights",
            "inspire",
            "MAD",
            "--departure",
            "2026-12-24",
            "--nonstop",
            // below Toulouse-Blagnac and Tarbes-Lourdes-Pyrenees, whose one long word
            // a 60-column table beside the dates cannot hold (a table runs long rather
            // than break a word)
            "--max-price",
            "181",
        ],
        none,
    );
    let rows = table_screens(
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
        none,
    );
    assert_eq!(rows.len(), 7, "one per departure date");
}

// ===========================================================================
// Hotels
// ===========================================================================

#[test]
fn hotels_offers_one_line_an_offer_and_one_offer() {
    let home = Home::new();
    let rows = table_screens("hotels_offers", &home, &HOTEL_OFFERS, none);
    assert_eq!(rows.len(), 5);
    let r = sandbox(&home, &HOTEL_OFFERS).tty(80).run();
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "Thu 10 Dec 2026 to Sat 12 Dec 2026, 2 nights");
    assert_eq!(lines.len(), 2 + 5, "{}", r.stdout);
    assert!(r.stderr.contains("not shown: Board / rate"), "{}", r.stderr);
    // The detail of offer 1, rechecked with the service.
    let offer = screen("hotels_offer", &home, &["hotels", "offer", "1"], 80);
    assert_ok(&offer, &["hotels", "offer", "1"]);
}

#[test]
fn hotels_list_find_and_ratings() {
    let home = Home::new();
    table_screens(
        "hotels_list",
        &home,
        &["hotels", "list", "--city", "PAR", "--radius", "1"],
        none,
    );
    table_screens(
        "hotels_find",
        &home,
        &["hotels", "find", "hilton", "paris"],
        none,
    );
    // Thirteen columns, the categories left out as the window narrows.
    let rows = table_screens(
        "hotels_ratings",
        &home,
        &["hotels", "ratings", "HLPARQ8Z", "RDPARR1D"],
        none,
    );
    assert_eq!(rows.len(), 2);
}

// ===========================================================================
// Reference data
// ===========================================================================

/// A check-in link is one word, never cut, however narrow the window.
fn a_link(line: &str) -> bool {
    line.contains("https://")
}

#[test]
fn reference_screens() {
    let home = Home::new();
    table_screens("cities", &home, &["cities", "paris"], none);
    table_screens(
        "airports_search",
        &home,
        &["airports", "search", "lond"],
        none,
    );
    let rows = table_screens(
        "airports_near",
        &home,
        &["airports", "near", "51.57", "-0.44"],
        none,
    );
    assert_eq!(rows.len(), 10);
    table_screens(
        "airports_routes",
        &home,
        &["airports", "routes", "LHR", "--country", "FR"],
        none,
    );
    let rows = table_screens(
        "airlines_lookup",
        &home,
        &["airlines", "lookup", "ba", "af", "lh", "u2"],
        none,
    );
    assert_eq!(rows.len(), 4);
    table_screens(
        "airlines_routes",
        &home,
        &["airlines", "routes", "BA", "--country", "US"],
        none,
    );
    let rows = table_screens(
        "airlines_checkin",
        &home,
        &["airlines", "checkin", "BA"],
        a_link,
    );
    assert_eq!(rows.len(), 2);
    table_screens("recommend", &home, &["recommend", "PAR", "LON"], none);
}

// ===========================================================================
// Insights and predictions
// ===========================================================================

#[test]
fn insights_screens() {
    let home = Home::new();
    let rows = table_screens(
        "insights_traveled",
        &home,
        &["insights", "traveled", "PAR", "2026-06"],
        none,
    );
    assert_eq!(rows.len(), 10);
    // The table, then the calendar bar chart.
    for width in WIDTHS {
        fitting_screen(
            &format!("insights_busiest_{width}"),
            &home,
            &["insights", "busiest", "PAR", "2025"],
            width,
        );
    }
    let rows = table_screens(
        "location_score",
        &home,
        &["location-score", "41.397158", "2.160873"],
        none,
    );
    assert_eq!(rows.len(), 8);
}

#[test]
fn prediction_screens() {
    let home = Home::new();
    let rows = table_screens(
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
        none,
    );
    assert_eq!(rows.len(), 4);
    let rows = table_screens(
        "predict_on_time",
        &home,
        &["predict", "on-time", "JFK", "2026-12-15"],
        none,
    );
    assert_eq!(rows.len(), 1);
    let rows = table_screens(
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
        none,
    );
    assert_eq!(rows.len(), 1);
}

// ===========================================================================
// The sandbox and the journal
// ===========================================================================

/// A line of one of the catalogue's commands: `try` or `then` and the command, or a
/// continuation of it (after a line ending in ` \`).
fn a_command(line: &str) -> bool {
    line.trim_start().starts_with("try ") || line.trim_start().starts_with("then ")
}

#[test]
fn sandbox_scenarios_a_block_each_with_whole_commands() {
    let home = Home::new();
    for width in WIDTHS {
        let r = screen(
            &format!("sandbox_scenarios_{width}"),
            &home,
            &["sandbox", "scenarios"],
            width,
        );
        let lines: Vec<&str> = r.stdout.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let continued = i > 0 && lines[i - 1].ends_with(" \\");
            // within the width, but for a single shell word wider than the window (a
            // quoted traveller), which stays whole on a line of its own
            let one_word = continued && !l.trim().trim_end_matches(" \\").contains("\" ");
            assert!(
                l.chars().count() <= usize::from(width) || one_word,
                "a line wider than {width} columns: {l}"
            );
            if a_command(l) {
                assert!(l.contains("travel ") || l.ends_with(" \\"), "{l}");
            }
        }
        // every command reads back whole, its continuations joined as a shell joins them
        let joined = r.stdout.replace(" \\\n", " ");
        let joined: Vec<String> = joined
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        assert!(
            joined.contains(&"then travel --sandbox flights book 1 --traveler \"Ms Ada PRICECHANGE 1985-12-10 <ada@example.com> +447700900123\" --yes".to_string()),
            "{joined:#?}"
        );
        if width >= 80 {
            assert!(
                r.stdout.contains("  try      travel --sandbox flights search MAD BCN 2027-01-13\n  then     travel --sandbox flights price 1\n"),
                "{}",
                r.stdout
            );
        }
    }
}

#[test]
fn bookings_list_keeps_ids_whole() {
    let home = Home::new();
    // a hotel and a flight booked, so the journal holds one of each; a hotel whose
    // name has no word too long for 60 columns beside a whole id (a table runs long
    // rather than break a word such as Saint-Germain)
    let offers = [
        "hotels",
        "offers",
        "RTPAR9CL",
        "--check-in",
        "2026-12-10",
        "--nights",
        "2",
    ];
    assert_ok(&sandbox(&home, &offers).run(), &offers);
    let book = [
        "hotels",
        "book",
        "1",
        "--guest",
        "Ms Ana Lima <ana@example.com> +33123456789",
        "--card-expiry",
        "2030-01",
        "--card-stdin",
        "--yes",
    ];
    let r = sandbox(&home, &book)
        .write_stdin("4111111111111111\n")
        .run();
    assert_ok(&r, &book);
    let search = [
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-12-15",
        "--max",
        "1",
    ];
    assert_ok(&sandbox(&home, &search).run(), &search);
    let book = [
        "flights",
        "book",
        "1",
        "--traveler",
        "Mr John Smith 1980-04-12 <john@example.com> +441234567890",
        "--yes",
    ];
    let r = sandbox(&home, &book).run();
    assert_ok(&r, &book);
    let list = ["bookings", "list"];
    let piped = sandbox(&home, &list).run();
    let ids: Vec<String> = common::Tsv::parse(&piped.stdout)
        .column("Id")
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(ids.len(), 2);
    for width in WIDTHS {
        let r = sandbox(&home, &list).tty(width).run();
        assert_eq!(r.code, 0, "{}", r.stderr);
        for id in &ids {
            assert!(
                r.stdout.contains(id.as_str()),
                "{id} broken at {width}:\n{}",
                r.stdout
            );
        }
        for l in r.stdout.lines() {
            assert!(l.chars().count() <= usize::from(width), "{}", r.stdout);
        }
    }
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
        // a place's name where its code is due: the search that finds the code
        (
            "refused_a_city_name_for_a_code",
            &["flights", "search", "London", "New York", "2026-12-15"],
        ),
        (
            "refused_a_name_with_a_space_for_a_code",
            &["flights", "search", "LHR", "New York", "2026-12-15"],
        ),
        // a negative count: the allowed range, not clap's advice to write `-- -1`
        (
            "refused_a_negative_count",
            &[
                "flights",
                "search",
                "LHR",
                "JFK",
                "2026-12-15",
                "--adults",
                "-1",
            ],
        ),
        (
            "refused_a_negative_room_count",
            &[
                "hotels",
                "offers",
                "--city",
                "PAR",
                "--check-in",
                "+30",
                "--rooms",
                "-2",
            ],
        ),
        // beyond what airlines and hotels sell: refused before sending
        (
            "refused_a_flight_beyond_the_horizon",
            &["flights", "search", "LHR", "JFK", "+800"],
        ),
        (
            "refused_a_stay_beyond_the_horizon",
            &[
                "hotels",
                "offers",
                "--city",
                "PAR",
                "--check-in",
                "+360",
                "--nights",
                "10",
            ],
        ),
    ] {
        refusal(name, &home, args);
    }
}

// ===========================================================================
// First contact
// ===========================================================================

/// `travel` alone, and with only global options: the start screen, exit 0, at every
/// width within the window.
#[test]
fn travel_alone_is_a_start_screen() {
    let home = Home::new();
    for width in WIDTHS {
        for args in [&[][..], &["--sandbox"]] {
            let r = home.travel().args(args).tty(width).run();
            assert_eq!(r.code, 0, "travel {args:?}:\n{}", r.stderr);
            assert!(
                r.stdout
                    .lines()
                    .all(|l| l.chars().count() <= usize::from(width)),
                "{}",
                r.stdout
            );
            insta::with_settings!({
                description => format!("travel, alone or with --sandbox (a terminal {width} columns wide)"),
                omit_expression => true,
            }, {
                insta::assert_snapshot!(format!("start_screen_{width}"), r.whole());
            });
        }
    }
}
