//! The flexible search's filters through the real binary: departure and arrival
//! windows, the most stops and the longest journey applied to the service's answer
//! before the offers are numbered, said on stderr; bad ones refused before sending;
//! `--dates N`, a grid of the cheapest totals around the dates.

use crate::common;

use common::{Home, Runs};
use serde_json::Value;

/// `--sandbox --json flights search LHR JFK +20 EXTRA`: the offers kept, and stderr.
fn search(home: &Home, extra: &[&str]) -> (Vec<Value>, String) {
    let mut args = vec![
        "--json", "flights", "search", "LHR", "JFK", "+20", "--return", "+27",
    ];
    args.extend_from_slice(extra);
    let r = home.sandbox(&args).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    (v["data"].as_array().cloned().unwrap_or_default(), r.stderr)
}

/// The local time of day an itinerary leaves or arrives, as HH:MM.
fn time_of(offer: &Value, itinerary: usize, end: &str) -> String {
    let segments = offer["itineraries"][itinerary]["segments"]
        .as_array()
        .unwrap();
    let s = if end == "departure" {
        &segments[0]
    } else {
        segments.last().unwrap()
    };
    s[end]["at"].as_str().unwrap()[11..16].to_string()
}

fn stops(offer: &Value, itinerary: usize) -> usize {
    offer["itineraries"][itinerary]["segments"]
        .as_array()
        .unwrap()
        .len()
        - 1
}

#[test]
fn windows_and_stops_filter_the_answer_before_it_is_numbered() {
    let home = Home::new();
    let (all, quiet) = search(&home, &[]);
    assert!(!quiet.contains("applied by travel"), "{quiet}");
    let outside = |o: &Value| !("06:00".."12:01").contains(&time_of(o, 0, "departure").as_str());
    assert!(
        all.iter().any(outside),
        "the unfiltered answer leaves at other hours too"
    );

    let (kept, said) = search(
        &home,
        &[
            "--depart-between",
            "06:00-12:00",
            "--depart-between",
            "12:00-23:59",
            "--max-stops",
            "1",
        ],
    );
    assert!(
        !kept.is_empty() && kept.len() < all.len(),
        "{} of {}",
        kept.len(),
        all.len()
    );
    for o in &kept {
        assert!(!outside(o), "{}", time_of(o, 0, "departure"));
        assert!(time_of(o, 1, "departure").as_str() >= "12:00");
        assert!(stops(o, 0) <= 1 && stops(o, 1) <= 1);
    }
    assert!(
        said.contains("--depart-between, --max-stops applied by travel")
            && said.contains(&format!("{} of {} offers pass", kept.len(), all.len())),
        "{said}"
    );
    // offer 1 is the first that passed: numbers count the offers listed
    let shown = home.sandbox(&["--json", "flights", "show", "1"]).run();
    assert_eq!(shown.code, 0, "{}", shown.stderr);
    let v: Value = serde_json::from_str(&shown.stdout).unwrap();
    let one = if v["data"].is_object() {
        &v["data"]
    } else {
        &v
    };
    assert_eq!(one["id"], kept[0]["id"]);

    // arrival windows, and the longest journey each way
    let (kept, _) = search(
        &home,
        &["--arrive-between", "14:00-18:00", "--max-duration", "14h"],
    );
    assert!(!kept.is_empty());
    for o in &kept {
        let t = time_of(o, 0, "arrival");
        assert!(("14:00".."18:01").contains(&t.as_str()), "{t}");
        for it in o["itineraries"].as_array().unwrap() {
            let d = it["duration"].as_str().unwrap();
            let h: i64 = d[2..].split('H').next().unwrap().parse().unwrap_or(99);
            assert!(h < 14 || d == "PT14H", "{d}");
        }
    }
    // none stops: the service's own nonstop filter, nothing said
    let (_, said) = search(&home, &["--max-stops", "0"]);
    assert!(!said.contains("applied by travel"), "{said}");
}

#[test]
fn bad_windows_and_durations_are_refused_before_sending() {
    let home = Home::new();
    for bad in [
        ["--depart-between", "6-12"],
        ["--arrive-between", "25:00-01:00"],
        ["--max-duration", "soon"],
        ["--max-stops", "9"],
    ] {
        let mut args = vec!["flights", "search", "LHR", "JFK", "+20"];
        args.extend_from_slice(&bad);
        let r = home.sandbox(&args).run();
        assert_eq!(r.code, 2, "{bad:?}: {}", r.stderr);
        assert!(!r.sent(), "{bad:?} sent nothing");
    }
}

/// The cheapest grand total of a search MAD-BCN leaving `out` (and back `back`).
fn cheapest(home: &Home, out: &str, back: Option<&str>) -> f64 {
    let mut args = vec!["--json", "flights", "search", "MAD", "BCN", out];
    if let Some(back) = back {
        args.extend_from_slice(&["--return", back]);
    }
    let r = home.sandbox(&args).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            o["price"]["grandTotal"]
                .as_str()
                .unwrap()
                .parse::<f64>()
                .unwrap()
        })
        .fold(f64::MAX, f64::min)
}

#[test]
fn a_grid_of_days_holds_the_cheapest_of_each_pair() {
    let home = Home::new();
    // a day either side of 12 December out and 19 December back, as a GDS writes it
    let grid = [
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-12-12",
        "--return",
        "2026-12-19",
        "--dates",
        "±1",
    ];
    let r = home.sandbox(&[&["--json"][..], &grid].concat()).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let cells: Vec<Value> = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(cells.len(), 9, "3 departure days by 3 return days");
    for (out, back) in [("2026-12-12", "2026-12-19"), ("2026-12-11", "2026-12-20")] {
        let cell = cells
            .iter()
            .find(|c| c["departureDate"] == out && c["returnDate"] == back)
            .expect("the pair is in the grid");
        let price = cell["price"].as_f64().unwrap();
        assert!(
            (price - cheapest(&home, out, Some(back))).abs() < 0.005,
            "{cell}"
        );
    }
    // piped: a row per departure day, a column per return day
    let t = home.sandbox(&grid).run();
    let lines: Vec<&str> = t.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", t.stdout);
    assert_eq!(lines[0].split('\t').count(), 4, "{}", t.stdout);
    // on a terminal: the days with their month at 80 columns; at 60, two days either
    // side fit with the weekday and the day alone, every line within the width
    let wide = home.sandbox(&grid).tty(80).run();
    assert!(wide.stdout.contains("Sat 12 Dec *"), "{}", wide.stdout);
    let five = [&grid[..8], &["2"][..]].concat();
    let narrow = home.sandbox(&five).tty(60).run();
    assert_eq!(narrow.code, 0, "{}", narrow.stderr);
    assert!(
        narrow.stdout.contains("Sat 12 *") && !narrow.stdout.contains(" Dec"),
        "{}",
        narrow.stdout
    );
    let longest = narrow.stdout.lines().map(|l| l.chars().count()).max();
    assert!(longest <= Some(60), "{}", narrow.stdout);
    // one way, from tomorrow: yesterday cannot be searched
    let r = home
        .sandbox(&[
            "--json", "flights", "search", "MAD", "BCN", "+1", "--dates", "2",
        ])
        .run();
    let cells: Vec<Value> = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(cells.len(), 5);
    assert!(
        cells[0]["price"].is_null() && cells[1]["price"].is_number(),
        "{cells:?}"
    );
    // too wide, or multi-city: refused before sending
    for bad in [
        vec!["flights", "search", "MAD", "BCN", "+20", "--dates", "4"],
        vec!["flights", "search", "MAD", "BCN", "+20", "--dates", "±0"],
        vec![
            "flights",
            "search",
            "--leg",
            "MAD-BCN:2026-12-12",
            "--dates",
            "1",
        ],
    ] {
        let r = home.sandbox(&bad).run();
        assert_eq!(r.code, 2, "{bad:?}: {}", r.stderr);
        assert!(!r.sent());
    }
}
