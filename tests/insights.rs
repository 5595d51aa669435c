//! Market insights, location score, flight status and predictions end to end: the real
//! `travel` binary against the sandbox (`--sandbox`, in-process), with TRAVEL_TODAY
//! pinned to 2026-11-22 (so the traveled/booked window is 2025-11..2026-10 and the
//! busiest-period years are 2023..2025).
//!
//! For each command: the piped table checked value by value (ordering, numbering, sums,
//! ranges), the `--json` body, the options honoured, and the refusals made before any
//! request (exit 2, no sandbox note) or by the service (exit 3, the note).

use crate::common;

use std::collections::BTreeSet;

use common::{
    assert_ok, data, empty, json, json_in, ok, ok_in, percent, refused, refused_in, rejected, run,
    tsv, tsv_in, Home, Runs, Tsv,
};
use serde_json::Value;

const TOP_HEADER: [&str; 4] = ["#", "Destination", "Flights %", "Travelers %"];

fn num(s: &str) -> i64 {
    s.parse()
        .unwrap_or_else(|_| panic!("{s:?} is not a whole number"))
}

// ===========================================================================
// travel insights traveled | booked
// ===========================================================================

fn top(which: &str, extra: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = ["insights", which, "PAR", "2026-06"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    a.extend(extra.iter().map(|s| s.to_string()));
    a
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// The facts every top-destinations table holds: header, numbering from `first`,
/// distinct three-letter destinations, scores 0..=100, descending by `by`.
fn check_top(t: &Tsv, first: usize, by: &str) {
    t.assert_header(&TOP_HEADER);
    let numbers: Vec<usize> = t.column("#").iter().map(|n| num(n) as usize).collect();
    let want: Vec<usize> = (first..first + t.rows.len()).collect();
    assert_eq!(numbers, want, "rows numbered from {first}");
    let dests: BTreeSet<&str> = t.column("Destination").into_iter().collect();
    assert_eq!(
        dests.len(),
        t.rows.len(),
        "destinations repeat: {:?}",
        t.rows
    );
    for d in &dests {
        assert!(
            d.len() == 3 && d.chars().all(|c| c.is_ascii_uppercase()),
            "destination {d:?}"
        );
        assert_ne!(*d, "PAR", "the origin is not its own destination");
    }
    for col in ["Flights %", "Travelers %"] {
        for v in t.column(col) {
            assert!((0..=100).contains(&num(v)), "{col} {v}");
        }
    }
    let scores: Vec<i64> = t.column(by).into_iter().map(num).collect();
    assert!(
        scores.windows(2).all(|w| w[0] >= w[1]),
        "not descending by {by}: {scores:?}"
    );
    // Ties broken by the other score, then by destination: a stable order.
    let other = if by == "Flights %" {
        "Travelers %"
    } else {
        "Flights %"
    };
    let keys: Vec<(i64, i64, &str)> = t
        .rows
        .iter()
        .map(|r| {
            (
                num(t.cell(r, by)),
                num(t.cell(r, other)),
                t.cell(r, "Destination"),
            )
        })
        .collect();
    for w in keys.windows(2) {
        let (a, b) = (w[0], w[1]);
        assert!(
            a.0 > b.0 || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 < b.2))),
            "order by {by}: {a:?} before {b:?}"
        );
    }
}

#[test]
fn top_destinations_all_25_sorted_by_the_chosen_score() {
    let home = Home::new();
    for which in ["traveled", "booked"] {
        for (sort, col) in [("flights", "Flights %"), ("travelers", "Travelers %")] {
            let args = top(which, &["--sort", sort, "--max", "25", "--all"]);
            let t = tsv_in(&home, &strs(&args));
            assert_eq!(t.rows.len(), 25, "travel {args:?}");
            check_top(&t, 1, col);
            let scores: Vec<i64> = t.column(col).into_iter().map(num).collect();
            assert!(scores[0] > scores[24], "all {col} equal: {scores:?}");
        }
    }
}

#[test]
fn top_destinations_default_is_ten_by_flights() {
    let t = tsv(&strs(&top("traveled", &[])));
    assert_eq!(t.rows.len(), 10);
    check_top(&t, 1, "Flights %");
    // From Paris: New York among the first five (a dozen Paris-JFK nonstops a day and
    // more to Newark, beside Istanbul, Madrid and Rome on many carriers), London in the
    // ten (Heathrow's ten a day with Gatwick and City)
    let cities: Vec<&str> = t.rows.iter().map(|r| r[1].as_str()).collect();
    assert!(cities[..5].contains(&"NYC"), "{:?}", t.rows);
    assert!(cities.contains(&"LON"), "{:?}", t.rows);
}

#[test]
fn top_destinations_page_two_is_rows_11_to_20_of_all() {
    let home = Home::new();
    for (which, sort) in [
        ("traveled", "flights"),
        ("booked", "flights"),
        ("traveled", "travelers"),
    ] {
        let all = tsv_in(
            &home,
            &strs(&top(which, &["--sort", sort, "--max", "25", "--all"])),
        );
        let p2 = tsv_in(
            &home,
            &strs(&top(which, &["--sort", sort, "--max", "25", "--page", "2"])),
        );
        assert_eq!(p2.rows.len(), 10, "{which} page 2");
        check_top(
            &p2,
            11,
            if sort == "flights" {
                "Flights %"
            } else {
                "Travelers %"
            },
        );
        assert_eq!(p2.rows, all.rows[10..20].to_vec(), "{which} --sort {sort}");
        let p3 = tsv_in(
            &home,
            &strs(&top(which, &["--sort", sort, "--max", "25", "--page", "3"])),
        );
        assert_eq!(p3.rows, all.rows[20..25].to_vec(), "{which} page 3");
        let p1 = tsv_in(&home, &strs(&top(which, &["--sort", sort, "--max", "25"])));
        assert_eq!(p1.rows, all.rows[..10].to_vec(), "{which} page 1");
    }
}

#[test]
fn booked_differs_from_traveled() {
    let home = Home::new();
    let t = tsv_in(&home, &strs(&top("traveled", &["--max", "25", "--all"])));
    let b = tsv_in(&home, &strs(&top("booked", &["--max", "25", "--all"])));
    assert_ne!(t.rows, b.rows, "booked and traveled are the same table");
}

#[test]
fn top_destinations_json_matches_the_table() {
    let home = Home::new();
    for (which, sub) in [("traveled", "TRAVELED"), ("booked", "BOOKED")] {
        let all = json_in(&home, &strs(&top(which, &["--max", "25", "--all"])));
        let items = data(&all);
        assert_eq!(items.len(), 25, "{which} --json --all");
        let t = tsv_in(&home, &strs(&top(which, &["--max", "25", "--all"])));
        for (item, row) in items.iter().zip(&t.rows) {
            assert_eq!(item["type"], "air-traffic");
            assert_eq!(item["subType"], sub);
            assert_eq!(item["destination"].as_str(), Some(row[1].as_str()));
            assert_eq!(
                item["analytics"]["flights"]["score"].as_i64(),
                Some(num(&row[2]))
            );
            assert_eq!(
                item["analytics"]["travelers"]["score"].as_i64(),
                Some(num(&row[3]))
            );
        }

        // Page 1 of 25 says where page 2 is; page 1 of exactly 10 has no next.
        let p1 = json_in(&home, &strs(&top(which, &["--max", "25"])));
        assert_eq!(data(&p1).len(), 10);
        let next = p1
            .pointer("/meta/links/next")
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no meta.links.next: {p1}"));
        assert!(next.contains("page%5Boffset%5D=10"), "{next}");
        let only = json_in(&home, &strs(&top(which, &["--max", "10"])));
        assert_eq!(data(&only).len(), 10);
        assert!(
            only.pointer("/meta/links/next").is_none(),
            "next link with nothing more: {only}"
        );
    }
}

#[test]
fn top_destinations_refusals() {
    refused(
        &["insights", "traveled", "PAR", "2026-13"],
        &["2026-13", "YYYY-MM"],
    );
    refused(&["insights", "booked", "PAR", "June"], &["June", "YYYY-MM"]);
    refused(&["insights", "traveled", "PARIS", "2026-06"], &["PARIS"]);
    refused(&["insights", "booked", "P1", "2026-06"], &["P1"]);
    refused(
        &["insights", "traveled", "PAR", "2026-06", "--sort", "price"],
        &["price"],
    );
    refused(
        &["insights", "traveled", "PAR", "2026-06", "--max", "0"],
        &["--max"],
    );
    refused(
        &["insights", "traveled", "PAR", "2026-06", "--page", "0"],
        &["--page"],
    );
    refused(
        &[
            "insights", "traveled", "PAR", "2026-06", "--page", "2", "--all",
        ],
        &["--all"],
    );
}

#[test]
fn top_destinations_outside_the_window_are_invalid_date() {
    // The sandbox answers complete months from 2011 to October 2026, as the service
    // answered older periods than the interface's 12 months (a strict tenant keeps those).
    for (which, period) in [
        ("traveled", "2026-11"),
        ("traveled", "2010-12"),
        ("booked", "2026-12"),
    ] {
        rejected(
            &["insights", which, "PAR", period],
            "error: INVALID DATE (400/425): ",
            &["2011-01", "2026-10", "period"],
        );
    }
    // Both ends of the window are answered, and the documented examples' 2017.
    for period in ["2011-01", "2017-01", "2026-10"] {
        let t = tsv(&["insights", "booked", "PAR", period]);
        check_top(&t, 1, "Flights %");
    }
}

// ===========================================================================
// travel insights busiest
// ===========================================================================

fn months_of(t: &Tsv, year: &str) -> Vec<(u32, i64)> {
    t.assert_header(&["Month", "Travelers %"]);
    t.rows
        .iter()
        .map(|r| {
            let m = r[0]
                .strip_prefix(&format!("{year}-"))
                .unwrap_or_else(|| panic!("month {} not in {year}", r[0]));
            (m.parse().expect("month number"), num(&r[1]))
        })
        .collect()
}

/// 12 distinct months summing to 100, sorted by share descending; the busiest month.
fn check_busiest(t: &Tsv, year: &str) -> u32 {
    let m = months_of(t, year);
    assert_eq!(m.len(), 12, "{:?}", t.rows);
    let set: BTreeSet<u32> = m.iter().map(|x| x.0).collect();
    assert_eq!(set, (1..=12).collect(), "every month once");
    assert_eq!(m.iter().map(|x| x.1).sum::<i64>(), 100, "{m:?}");
    assert!(
        m.windows(2).all(|w| w[0].1 >= w[1].1),
        "not descending: {m:?}"
    );
    m[0].0
}

#[test]
fn busiest_months_peak_in_local_summer() {
    let home = Home::new();
    for dir in ["arriving", "departing"] {
        let par = tsv_in(
            &home,
            &["insights", "busiest", "PAR", "2025", "--direction", dir],
        );
        let peak = check_busiest(&par, "2025");
        assert!((6..=8).contains(&peak), "PAR {dir} peaks in month {peak}");
        let syd = tsv_in(
            &home,
            &["insights", "busiest", "SYD", "2024", "--direction", dir],
        );
        let peak = check_busiest(&syd, "2024");
        assert!(
            [12, 1, 2].contains(&peak),
            "SYD {dir} peaks in month {peak}"
        );
    }
    // Arriving is the default; the three complete years are answered.
    let default = tsv_in(&home, &["insights", "busiest", "PAR", "2023"]);
    let arriving = tsv_in(
        &home,
        &[
            "insights",
            "busiest",
            "PAR",
            "2023",
            "--direction",
            "arriving",
        ],
    );
    assert_eq!(default.rows, arriving.rows);
    check_busiest(&default, "2023");
}

#[test]
fn busiest_departing_differs_from_arriving() {
    let home = Home::new();
    let arr = tsv_in(&home, &["insights", "busiest", "PAR", "2025"]);
    let dep = tsv_in(
        &home,
        &[
            "insights",
            "busiest",
            "PAR",
            "2025",
            "--direction",
            "departing",
        ],
    );
    let mut a = months_of(&arr, "2025");
    let mut d = months_of(&dep, "2025");
    a.sort();
    d.sort();
    assert_ne!(a, d, "departing shares equal arriving");
}

#[test]
fn busiest_on_a_terminal_adds_a_calendar_bar_chart() {
    let args = [
        "insights",
        "busiest",
        "PAR",
        "2025",
        "--direction",
        "departing",
    ];
    let home = Home::new();
    let piped = tsv_in(&home, &args);
    let shares: std::collections::BTreeMap<String, i64> = piped
        .rows
        .iter()
        .map(|r| (r[0].clone(), num(&r[1])))
        .collect();
    let r = home.sandbox(&args).tty(100).run();
    assert_ok(&r, &args);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let (_, rows) = common::parse_table(&r.stdout);
    assert_eq!(rows.len(), 12, "{}", r.stdout);
    // the chart, a line apart from the table
    let apart = lines
        .iter()
        .position(|l| l.is_empty())
        .unwrap_or_else(|| panic!("no line apart:\n{}", r.stdout));
    let chart: Vec<&str> = lines[apart + 1..]
        .iter()
        .copied()
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(chart.len(), 12, "chart lines:\n{}", r.stdout);
    let top = *shares.values().max().unwrap();
    for (i, line) in chart.iter().enumerate() {
        let month = format!("2025-{:02}", i + 1);
        let parts: Vec<&str> = line.split(' ').collect();
        assert_eq!(parts.len(), 3, "{line:?}");
        assert_eq!(parts[0], month, "calendar order: {line:?}");
        let share = num(parts[2]);
        assert_eq!(share, shares[&month], "{line:?}");
        let bar = parts[1].chars().count() as i64;
        assert!(parts[1].chars().all(|c| c == '█'), "{line:?}");
        assert_eq!(bar, share * 40 / top, "bar length of {line:?}");
    }
    // The busiest months carry the full bar.
    assert!(chart.iter().any(|l| l.contains(&"█".repeat(40))));
}

#[test]
fn busiest_json_has_twelve_months() {
    let v = json(&[
        "insights",
        "busiest",
        "SYD",
        "2025",
        "--direction",
        "departing",
    ]);
    let items = data(&v);
    assert_eq!(items.len(), 12);
    let mut total = 0;
    let mut months = BTreeSet::new();
    for it in items {
        assert_eq!(it["type"], "air-traffic");
        let p = it["period"].as_str().expect("period");
        assert!(p.starts_with("2025-"), "{p}");
        months.insert(p.to_string());
        total += it["analytics"]["travelers"]["score"]
            .as_i64()
            .expect("score");
    }
    assert_eq!(months.len(), 12);
    assert_eq!(total, 100);
    let selfl = v
        .pointer("/meta/links/self")
        .and_then(Value::as_str)
        .unwrap();
    assert!(selfl.contains("direction=DEPARTING"), "{selfl}");
}

#[test]
fn busiest_refusals_and_rejections() {
    refused(&["insights", "busiest", "PAR", "25"], &["25", "YYYY"]);
    refused(&["insights", "busiest", "PAR", "2025-06"], &["YYYY"]);
    refused(&["insights", "busiest", "PARIS", "2025"], &["PARIS"]);
    refused(
        &["insights", "busiest", "PAR", "2025", "--direction", "north"],
        &["north"],
    );
    for year in ["2026", "2010"] {
        rejected(
            &["insights", "busiest", "PAR", year],
            "error: INVALID DATE (400/425): ",
            &["2011", "2025", "period"],
        );
    }
}

// ===========================================================================
// travel location-score
// ===========================================================================

const SCORE_ROWS: [&str; 8] = [
    "Sights",
    "  historical",
    "  beach and park",
    "Restaurants",
    "  vegetarian",
    "Shopping",
    "  luxury",
    "Night life",
];

fn check_scores(t: &Tsv) {
    t.assert_header(&["Category", "200 m", "500 m", "1500 m"]);
    assert_eq!(t.column("Category"), SCORE_ROWS.to_vec());
    for row in &t.rows {
        for v in &row[1..] {
            assert!((0..=100).contains(&num(v)), "{row:?}");
        }
    }
}

#[test]
fn location_score_rates_three_radii() {
    let home = Home::new();
    let bcn = tsv_in(&home, &["location-score", "41.397158", "2.160873"]);
    check_scores(&bcn);
    // Negative coordinates on either axis.
    let syd = tsv_in(&home, &["location-score", "-33.8688", "151.2093"]);
    check_scores(&syd);
    let nyc = tsv_in(&home, &["location-score", "40.7128", "-74.0060"]);
    check_scores(&nyc);
    assert_ne!(bcn.rows, syd.rows, "different places score the same");
    // Deterministic.
    let again = tsv_in(&home, &["location-score", "41.397158", "2.160873"]);
    assert_eq!(bcn.rows, again.rows);
}

#[test]
fn location_score_json_matches_the_table() {
    let home = Home::new();
    let args = ["location-score", "-33.8688", "151.2093"];
    let t = tsv_in(&home, &args);
    let v = json_in(&home, &args);
    let items = data(&v);
    let radii: Vec<i64> = items
        .iter()
        .map(|i| i["radius"].as_i64().unwrap())
        .collect();
    assert_eq!(radii, [200, 500, 1500]);
    let paths = [
        "/sight/overall",
        "/sight/historical",
        "/sight/beachAndPark",
        "/restaurant/overall",
        "/restaurant/vegetarian",
        "/shopping/overall",
        "/shopping/luxury",
        "/nightLife/overall",
    ];
    for (row, path) in t.rows.iter().zip(paths) {
        for (k, it) in items.iter().enumerate() {
            assert_eq!(it["type"], "category-rated-area");
            let got = it["categoryScores"]
                .pointer(path)
                .and_then(Value::as_i64)
                .unwrap_or_else(|| panic!("no {path} in {it}"));
            assert_eq!(got, num(&row[k + 1]), "{} at {}", row[0], radii[k]);
        }
    }
}

#[test]
fn location_score_refusals() {
    refused(&["location-score", "91", "0"], &["91", "latitude"]);
    refused(&["location-score", "-90.5", "0"], &["latitude"]);
    refused(&["location-score", "0", "-181"], &["-181", "longitude"]);
    refused(&["location-score", "0", "180.01"], &["longitude"]);
    refused(&["location-score", "north", "0"], &["north"]);
}

// ===========================================================================
// travel flights status
// ===========================================================================

#[test]
fn status_matches_the_searched_flight() {
    let home = Home::new();
    let search = tsv_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-15",
            "--nonstop",
            "--max",
            "1",
        ],
    );
    assert_eq!(search.rows.len(), 1);
    let row = &search.rows[0];
    let flight = search.cell(row, "Flights").to_string();
    assert!(
        flight.len() >= 3 && !flight.contains(' ') && !flight.contains(','),
        "one flight: {flight:?}"
    );
    // "LHR Tue 15 Dec 11:10" and "JFK 14:15"
    let depart = search.cell(row, "Depart");
    let (from, dep_time) = (&depart[..3], depart.rsplit(' ').next().unwrap());
    let arrive = search.cell(row, "Arrive");
    let (to, arr_time) = (&arrive[..3], arrive.rsplit(' ').next().unwrap());
    assert_eq!((from, to), ("LHR", "JFK"));
    let duration = search.cell(row, "Duration");

    let joined = ok_in(&home, &["flights", "status", &flight, "2026-12-15"]);
    let st = Tsv::parse(&joined.stdout);
    st.assert_header(&[
        "Flight",
        "From",
        "Departs (STD)",
        "To",
        "Arrives (STA)",
        "Duration",
        "Aircraft",
    ]);
    assert_eq!(st.rows.len(), 1, "{:?}", st.rows);
    let s = &st.rows[0];
    assert_eq!(st.cell(s, "Flight"), flight);
    assert_eq!(st.cell(s, "From"), "LHR");
    assert_eq!(st.cell(s, "To"), "JFK");
    let std = st.cell(s, "Departs (STD)");
    assert!(
        std.starts_with(&format!("2026-12-15 {dep_time}")),
        "{std} vs search {dep_time}"
    );
    assert!(std.ends_with("+00:00"), "London in December is UTC: {std}");
    let sta = st.cell(s, "Arrives (STA)");
    assert!(sta.contains(arr_time), "{sta} vs search {arr_time}");
    assert!(sta.ends_with("-05:00"), "New York in December: {sta}");
    assert_eq!(st.cell(s, "Duration"), duration);
    assert!(!st.cell(s, "Aircraft").is_empty());

    // Split form: the same output.
    let (carrier, number) = flight.split_at(2);
    let split = ok_in(&home, &["flights", "status", carrier, number, "2026-12-15"]);
    assert_eq!(split.stdout, joined.stdout);
    // Lower case is accepted too.
    let lower = ok_in(
        &home,
        &["flights", "status", &flight.to_lowercase(), "2026-12-15"],
    );
    assert_eq!(lower.stdout, joined.stdout);
}

#[test]
fn status_json_is_the_dated_flight() {
    // DL1 New York-London: a flagship keeps its real number whatever the world's
    // numbering of the other flights
    let v = json(&["flights", "status", "DL", "1", "2026-12-15"]);
    let items = data(&v);
    assert_eq!(items.len(), 1, "{v}");
    let f = &items[0];
    assert_eq!(f["flightDesignator"]["carrierCode"], "DL");
    assert_eq!(f["flightDesignator"]["flightNumber"].as_i64(), Some(1));
    assert_eq!(f["scheduledDepartureDate"], "2026-12-15");
    let selfl = v
        .pointer("/meta/links/self")
        .and_then(Value::as_str)
        .unwrap();
    assert!(selfl.contains("carrierCode=DL"), "{selfl}");
    assert!(selfl.contains("flightNumber=1&"), "{selfl}");
}

#[test]
fn status_of_no_flight_is_a_note() {
    for (args, note) in [
        (
            // British Airways numbers beyond its own ranges only the routes they
            // cannot hold, which it does not have
            vec!["flights", "status", "BA8999", "2026-12-15"],
            "BA8999 does not operate on 2026-12-15",
        ),
        // The sandbox knows no operational suffixes.
        (
            vec!["flights", "status", "DL1", "2026-12-15", "--suffix", "a"],
            "DL1 does not operate on 2026-12-15",
        ),
    ] {
        empty(&args, note);
    }
}

#[test]
fn status_suffix_is_sent() {
    let v = json(&["flights", "status", "DL1", "2026-12-15", "--suffix", "a"]);
    assert_eq!(data(&v).len(), 0);
    let selfl = v
        .pointer("/meta/links/self")
        .and_then(Value::as_str)
        .unwrap();
    assert!(selfl.contains("operationalSuffix=A"), "{selfl}");
}

#[test]
fn status_refusals() {
    refused(
        &["flights", "status", "DL", "12345", "2026-12-15"],
        &["12345", "1 to 4 digits"],
    );
    refused(
        &["flights", "status", "DL12345", "2026-12-15"],
        &["12345", "1 to 4 digits"],
    );
    refused(
        &["flights", "status", "DL1", "2026-12-32"],
        &["2026-12-32", "YYYY-MM-DD"],
    );
    refused(&["flights", "status", "DL1", "15/12/2026"], &["15/12/2026"]);
    refused(
        &["flights", "status", "DL1", "2026-12-15", "--suffix", "12"],
        &["12", "operational suffix"],
    );
    refused(&["flights", "status", "DL", "4A7", "2026-12-15"], &["4A7"]);
    refused(&["flights", "status", "DL1"], &[]);
}

// ===========================================================================
// travel predict delay
// ===========================================================================

const DELAY_OPTS: [&str; 18] = [
    "--origin",
    "LHR",
    "--destination",
    "JFK",
    "--departure-date",
    "2026-12-15",
    "--departure-time",
    "11:50",
    "--arrival-date",
    "2026-12-15",
    "--arrival-time",
    "14:55",
    "--aircraft",
    "76W",
    "--carrier",
    "DL",
    "--flight-number",
    "299",
];

fn delay_args(extra: &[&'static str]) -> Vec<&'static str> {
    let mut a = vec!["predict", "delay"];
    a.extend_from_slice(&DELAY_OPTS);
    a.extend_from_slice(extra);
    a
}

/// Four outcomes, most likely first, adding up to 100% (rounding aside).
fn check_delay(t: &Tsv) {
    t.assert_header(&["Outcome", "Probability"]);
    assert_eq!(t.rows.len(), 4, "{:?}", t.rows);
    let outcomes: BTreeSet<&str> = t.column("Outcome").into_iter().collect();
    let want: BTreeSet<&str> = [
        "less than 30 minutes",
        "between 30 and 60 minutes",
        "between 60 and 120 minutes",
        "over 120 minutes or cancelled",
    ]
    .into_iter()
    .collect();
    assert_eq!(outcomes, want);
    let p: Vec<f64> = t.column("Probability").into_iter().map(percent).collect();
    assert!(p.windows(2).all(|w| w[0] >= w[1]), "not descending: {p:?}");
    let sum: f64 = p.iter().sum();
    assert!((sum - 100.0).abs() <= 0.25, "sum {sum}: {p:?}");
    assert!(p.iter().all(|x| (0.0..=100.0).contains(x)));
}

#[test]
fn delay_from_options_and_from_an_offer_agree() {
    let home = Home::new();
    let explicit = tsv_in(&home, &delay_args(&["--duration", "PT8H5M"]));
    check_delay(&explicit);
    // Lower-case duration is normalised.
    let lower = tsv_in(&home, &delay_args(&["--duration", "pt8h5m"]));
    assert_eq!(lower.rows, explicit.rows);

    // the options of the offer's own flight, read off the search's answer
    let found = json_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-15",
            "--nonstop",
            "--max",
            "1",
        ],
    );
    let itinerary = &data(&found)[0]["itineraries"][0];
    let seg = &itinerary["segments"][0];
    let text = |v: &Value| v.as_str().expect("a string").to_string();
    let (dep, arr) = (text(&seg["departure"]["at"]), text(&seg["arrival"]["at"]));
    let owned: Vec<String> = vec![
        "predict".into(),
        "delay".into(),
        "--origin".into(),
        text(&seg["departure"]["iataCode"]),
        "--destination".into(),
        text(&seg["arrival"]["iataCode"]),
        "--departure-date".into(),
        dep[..10].into(),
        "--departure-time".into(),
        dep[11..16].into(),
        "--arrival-date".into(),
        arr[..10].into(),
        "--arrival-time".into(),
        arr[11..16].into(),
        "--aircraft".into(),
        text(&seg["aircraft"]["code"]),
        "--carrier".into(),
        text(&seg["carrierCode"]),
        "--flight-number".into(),
        text(&seg["number"]),
        "--duration".into(),
        text(&itinerary["duration"]),
    ];
    let args: Vec<&str> = owned.iter().map(String::as_str).collect();
    let explicit = tsv_in(&home, &args);
    check_delay(&explicit);
    let offer = tsv_in(&home, &["predict", "delay", "--offer", "1"]);
    check_delay(&offer);
    assert_eq!(
        offer.rows, explicit.rows,
        "--offer 1 vs the explicit options"
    );
    let seg = tsv_in(
        &home,
        &["predict", "delay", "--offer", "1", "--segment", "1"],
    );
    assert_eq!(seg.rows, explicit.rows);
    refused_in(
        &home,
        &["predict", "delay", "--offer", "1", "--segment", "2"],
        &["offer 1", "segment"],
    );
    refused_in(&home, &["predict", "delay", "--offer", "5"], &["5"]);
}

#[test]
fn delay_json_has_four_predictions() {
    let v = json(&delay_args(&["--duration", "PT8H5M"]));
    let items = data(&v);
    assert_eq!(items.len(), 4);
    let sum: f64 = items
        .iter()
        .map(|i| {
            assert_eq!(i["type"], "prediction");
            assert_eq!(i["subType"], "flight-delay");
            i["probability"].as_str().unwrap().parse::<f64>().unwrap()
        })
        .sum();
    assert!((sum - 1.0).abs() < 1e-6, "{sum}");
    let selfl = v
        .pointer("/meta/links/self")
        .and_then(Value::as_str)
        .unwrap();
    for p in [
        "departureTime=11:50:00",
        "aircraftCode=76W",
        "duration=PT8H5M",
    ] {
        assert!(selfl.contains(p), "{p} in {selfl}");
    }
}

#[test]
fn delay_refusals() {
    refused(
        &["predict", "delay", "--origin", "LHR", "--carrier", "DL"],
        &[
            "--destination",
            "--departure-date",
            "--departure-time",
            "--arrival-date",
            "--arrival-time",
            "--aircraft",
            "--flight-number",
            "--duration",
        ],
    );
    let r = run(&["predict", "delay", "--origin", "LHR", "--carrier", "DL"]);
    assert!(
        !r.stderr.contains("--origin,"),
        "--origin is given: {}",
        r.stderr
    );
    refused(&delay_args(&[]), &["--duration"]);
    refused(&["predict", "delay", "--offer", "1"], &[]);
    refused(
        &delay_args(&["--duration", "7h55m"]),
        &["7h55m", "duration"],
    );
    refused(&delay_args(&["--duration", "PT0M"]), &["duration"]);
    let mut bad_time = delay_args(&["--duration", "PT8H5M"]);
    bad_time[9] = "25:00";
    refused(&bad_time, &["25:00"]);
    let mut bad_aircraft = delay_args(&["--duration", "PT8H5M"]);
    bad_aircraft[15] = "7777";
    refused(&bad_aircraft, &["7777", "aircraft"]);
    let mut bad_number = delay_args(&["--duration", "PT8H5M"]);
    bad_number[19] = "12345";
    refused(&bad_number, &["12345"]);
    refused(
        &["predict", "delay", "--offer", "1", "--origin", "LHR"],
        &["--origin"],
    );
}

// ===========================================================================
// travel predict on-time
// ===========================================================================

#[test]
fn on_time_is_one_percentage() {
    let home = Home::new();
    let t = tsv_in(&home, &["predict", "on-time", "JFK", "2026-12-15"]);
    t.assert_header(&["Airport", "Date", "On time"]);
    assert_eq!(t.rows.len(), 1);
    let r = &t.rows[0];
    assert_eq!((r[0].as_str(), r[1].as_str()), ("JFK", "2026-12-15"));
    let p = percent(&r[2]);
    assert!((0.0..=100.0).contains(&p), "{p}");
    let v = json_in(&home, &["predict", "on-time", "JFK", "2026-12-15"]);
    assert_eq!(v["data"]["subType"], "on-time");
    let prob: f64 = v["data"]["probability"].as_str().unwrap().parse().unwrap();
    assert_eq!(format!("{:.1}%", prob * 100.0), r[2]);
    // Lower case airport.
    let lower = tsv_in(&home, &["predict", "on-time", "jfk", "2026-12-15"]);
    assert_eq!(lower.rows, t.rows);
}

#[test]
fn on_time_refusals() {
    refused(
        &["predict", "on-time", "JFK", "2026-02-30"],
        &["2026-02-30", "YYYY-MM-DD"],
    );
    refused(&["predict", "on-time", "JFK", "someday"], &["someday"]);
    refused(&["predict", "on-time", "JFKX", "2026-12-15"], &["JFKX"]);
}

// ===========================================================================
// travel predict trip-purpose
// ===========================================================================

fn purpose(t: &Tsv) -> (String, f64) {
    t.assert_header(&["Outcome", "Probability"]);
    assert_eq!(t.rows.len(), 1, "{:?}", t.rows);
    let p = percent(&t.rows[0][1]);
    assert!((50.0..=100.0).contains(&p), "the likelier purpose: {p}");
    (t.rows[0][0].clone(), p)
}

#[test]
fn short_midweek_city_trip_is_business() {
    // 2026-12-15 is a Tuesday; back Thursday.
    let (what, _) = purpose(&tsv(&[
        "predict",
        "trip-purpose",
        "LON",
        "NYC",
        "2026-12-15",
        "2026-12-17",
    ]));
    assert_eq!(what, "business");
}

#[test]
fn ten_days_saturday_to_tuesday_in_majorca_is_leisure() {
    // 2026-12-19 is a Saturday, 2026-12-29 a Tuesday.
    let (what, _) = purpose(&tsv(&[
        "predict",
        "trip-purpose",
        "LON",
        "PMI",
        "2026-12-19",
        "2026-12-29",
    ]));
    assert_eq!(what, "leisure");
}

#[test]
fn trip_purpose_search_date_is_sent_and_defaults_to_today() {
    let home = Home::new();
    let base = [
        "predict",
        "trip-purpose",
        "LON",
        "NYC",
        "2026-12-15",
        "2026-12-17",
    ];
    let v = json_in(&home, &base);
    assert_eq!(v["data"]["subType"], "trip-purpose");
    assert_eq!(v["data"]["result"], "BUSINESS");
    assert_eq!(
        v.pointer("/meta/defaults/searchDate")
            .and_then(Value::as_str),
        Some("2026-11-22")
    );
    let mut with = base.to_vec();
    with.extend(["--search-date", "2026-12-01"]);
    let w = json_in(&home, &with);
    let selfl = w
        .pointer("/meta/links/self")
        .and_then(Value::as_str)
        .unwrap();
    assert!(selfl.contains("searchDate=2026-12-01"), "{selfl}");
    assert!(w.pointer("/meta/defaults/searchDate").is_none());
    assert_ne!(
        v["data"]["probability"], w["data"]["probability"],
        "the search date makes no difference"
    );
    // An explicit search date equal to today gives today's answer.
    let mut today = base.to_vec();
    today.extend(["--search-date", "2026-11-22"]);
    assert_eq!(
        json_in(&home, &today)["data"]["probability"],
        v["data"]["probability"]
    );
}

#[test]
fn trip_purpose_refusals() {
    refused(
        &[
            "predict",
            "trip-purpose",
            "LON",
            "NYC",
            "2026-12-15",
            "2026-12-14",
        ],
        &["2026-12-14", "before", "2026-12-15"],
    );
    refused(
        &[
            "predict",
            "trip-purpose",
            "LON",
            "LON",
            "2026-12-15",
            "2026-12-17",
        ],
        &["LON"],
    );
    refused(
        &[
            "predict",
            "trip-purpose",
            "LON",
            "NYC",
            "2026-12-15",
            "2026-12-32",
        ],
        &["2026-12-32"],
    );
    refused(
        &[
            "predict",
            "trip-purpose",
            "LON",
            "NYC",
            "2026-12-15",
            "2026-12-17",
            "--search-date",
            "last week",
        ],
        &["last week"],
    );
}

#[test]
fn trip_purpose_departure_before_search_date_is_rejected() {
    rejected(
        &[
            "predict",
            "trip-purpose",
            "LON",
            "NYC",
            "2026-12-15",
            "2026-12-17",
            "--search-date",
            "2026-12-20",
        ],
        "error: INVALID DATE (400/425): ",
        &["departureDate"],
    );
}

#[test]
fn a_sandbox_answer_prints_the_note_once() {
    for args in [
        vec!["insights", "traveled", "MAD", "2026-01"],
        vec!["insights", "busiest", "MAD", "2025"],
        vec!["location-score", "40.4168", "-3.7038"],
        vec!["predict", "on-time", "MAD", "2026-12-01"],
    ] {
        let r = ok(&args);
        assert!(!r.stdout.is_empty(), "travel {args:?}: no output");
    }
}

#[test]
fn empty_insights_are_notes() {
    empty(
        &[
            "insights", "traveled", "PAR", "2026-06", "--max", "25", "--page", "4",
        ],
        "page 4 is past the end: PAR 2026-06 has 3 pages (`--page 3`)",
    );
    empty(
        &["insights", "booked", "XXX", "2026-06"],
        "no air-traffic data from XXX for 2026-06",
    );
    empty(
        &["insights", "busiest", "XXX", "2025"],
        "no traffic data for XXX in 2025",
    );
}

#[test]
fn busiest_json_on_a_terminal_has_no_chart() {
    let args = ["--json", "insights", "busiest", "PAR", "2025"];
    let r = Home::new().sandbox(&args).tty(100).run();
    assert_ok(&r, &args);
    let v: Value = serde_json::from_str(&r.stdout).expect("only JSON on stdout");
    assert_eq!(data(&v).len(), 12);
    assert!(!r.stdout.contains('█'));
}

#[test]
fn delay_arrival_checks() {
    // Too far apart: refused before sending.
    let mut far = delay_args(&["--duration", "PT8H5M"]);
    far[11] = "2026-12-19";
    refused(&far, &["2026-12-19", "too far"]);
    // Arriving before departing (in UTC): the service's rejection.
    let mut early = delay_args(&["--duration", "PT8H5M"]);
    early[13] = "01:15";
    rejected(
        &early,
        "error: INVALID DATA RECEIVED (400/4926): ",
        &["arrival must be after departure", "arrivalDate"],
    );
}

#[test]
fn top_destinations_json_all_has_no_next_link() {
    let v = json(&[
        "insights", "traveled", "PAR", "2026-06", "--max", "25", "--all",
    ]);
    assert_eq!(data(&v).len(), 25);
    assert_eq!(v.pointer("/meta/count").and_then(Value::as_i64), Some(25));
    assert!(
        v.pointer("/meta/links/next").is_none(),
        "a next link after following every page: {}",
        v["meta"]
    );
}

// ===========================================================================
// Dates: every date argument takes the same forms
// ===========================================================================

/// The pinned today is 2026-11-22: `+23` is 2026-12-15, `-2` is 2026-11-20.
#[test]
fn every_date_argument_takes_relative_forms() {
    let pairs: [(&[&str], &[&str]); 5] = [
        (
            &["flights", "status", "DL1", "+23"],
            &["flights", "status", "DL1", "2026-12-15"],
        ),
        (
            &["flights", "status", "DL", "1", "-2"],
            &["flights", "status", "DL", "1", "2026-11-20"],
        ),
        (
            &["predict", "on-time", "JFK", "tomorrow"],
            &["predict", "on-time", "JFK", "2026-11-23"],
        ),
        (
            &["predict", "on-time", "JFK", "today"],
            &["predict", "on-time", "JFK", "2026-11-22"],
        ),
        (
            &["predict", "trip-purpose", "LON", "FRA", "+10", "+12"],
            &[
                "predict",
                "trip-purpose",
                "LON",
                "FRA",
                "2026-12-02",
                "2026-12-04",
            ],
        ),
    ];
    for (relative, absolute) in pairs {
        let a = ok(relative);
        let b = ok(absolute);
        assert!(!a.stdout.trim().is_empty(), "{relative:?} printed nothing");
        assert_eq!(a.stdout, b.stdout, "{relative:?} vs {absolute:?}");
    }
    refused(
        &["predict", "on-time", "JFK", "someday"],
        &["\"someday\" is not a date", "+N", "today"],
    );
}

#[test]
fn a_page_past_the_end_says_so_and_names_the_last() {
    let home = Home::new();
    let r = common::run_in(
        &home,
        &["insights", "traveled", "MAD", "2026-10", "--page", "50"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(
        r.stderr
            .contains("page 50 is past the end: MAD 2026-10 has"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("no air-traffic data"), "{}", r.stderr);
}

#[test]
fn flagship_flights_fly_under_their_real_numbers() {
    let home = Home::new();
    for (flight, from, to) in [
        ("LH400", "FRA", "JFK"),
        ("LH401", "JFK", "FRA"),
        ("SQ22", "SIN", "EWR"),
        ("QF9", "PER", "LHR"),
        ("QR920", "DOH", "AKL"),
        ("BA117", "LHR", "JFK"),
    ] {
        let st = Tsv::parse(&ok_in(&home, &["flights", "status", flight, "2026-12-15"]).stdout);
        assert_eq!(st.rows.len(), 1, "{flight}: {:?}", st.rows);
        let s = &st.rows[0];
        assert_eq!(st.cell(s, "Flight"), flight);
        assert_eq!(
            (st.cell(s, "From"), st.cell(s, "To")),
            (from, to),
            "{flight}"
        );
    }
}
