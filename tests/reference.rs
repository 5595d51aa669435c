//! Reference-data commands end to end: the real `travel` binary against the sandbox
//! (`--sandbox`, in-process) for `cities`, `airports search|near|routes`,
//! `airlines lookup|routes|checkin` and `recommend`, and against `travel sandbox serve`.
//! (The wire-level behaviour of a served sandbox is checked in its own tests,
//! `crates/travel-sandbox/tests/service.rs`.)
//!
//! For each command: the tab-separated form (one header line, facts in the rows), the
//! body as received with `--json` (shape per docs/interface.md), the box table at a pinned width,
//! determinism, the refusals made before any request, empty results and the sandbox note.

use crate::common;

use common::{
    data, empty, is_sorted, is_sorted_desc, json, json_in, note_lines, ok, parse_table, refused,
    run, run_in, squash, stderr_of, stdout_of, tsv, tsv_in, Home, Runs, Served, Target, Tsv, TODAY,
};
use serde_json::Value;

// ---------------------------------------------------------------------------
// Determinism
// ---------------------------------------------------------------------------

/// Same command twice (in two fresh homes): byte-identical stdout.
fn deterministic(args: &[&str]) {
    let a = ok(args);
    let b = ok(args);
    assert!(!a.stdout.is_empty());
    assert_eq!(a.stdout, b.stdout, "travel {args:?} is not deterministic");
}

/// `--json` twice: byte-identical bodies, links included (the in-process sandbox writes
/// them under a reserved name, never the loopback port of the run).
fn deterministic_json(args: &[&str]) {
    let with: Vec<&str> = std::iter::once("--json")
        .chain(args.iter().copied())
        .collect();
    let (a, b) = (ok(&with), ok(&with));
    assert_eq!(a.stdout, b.stdout, "travel --json {args:?}");
    assert!(!a.stdout.contains("127.0.0.1"), "{}", a.stdout);
    if a.stdout.contains("\"links\"") {
        assert!(
            a.stdout.contains("http://sandbox.invalid/v"),
            "{}",
            a.stdout
        );
    }
}

#[test]
fn a_flight_search_and_a_paged_list_give_the_same_body_twice_links_included() {
    deterministic_json(&["flights", "search", "LHR", "JFK", "+30", "--max", "5"]);
    deterministic_json(&["insights", "traveled", "LON", "2026-09", "--max", "3"]);
}

// ---------------------------------------------------------------------------
// Tables on a terminal
// ---------------------------------------------------------------------------

/// The table at 80 columns holds what the piped form holds and fits, a link being the
/// one thing that may run past the window (never cut); a column left out is named on
/// stderr, and the rest hold the piped cells.
fn screen_matches_tsv(args: &[&str]) {
    let home = Home::new();
    let piped = run_in(&home, args);
    assert_eq!(piped.code, 0, "{}", piped.stderr);
    let t = Tsv::parse(&piped.stdout);
    let shown = home.sandbox(args).tty(80).run();
    assert_eq!(note_lines(&shown.stderr), 1, "{}", shown.stderr);
    for l in shown.stdout.lines() {
        assert!(
            l.chars().count() <= 80 || l.contains("https://"),
            "a line wider than 80 columns:\n{}",
            shown.stdout
        );
    }
    let (header, rows) = parse_table(&shown.stdout);
    let all: Vec<String> = t.header.iter().map(|h| squash(h)).collect();
    let kept: Vec<usize> = header
        .iter()
        .map(|h| {
            all.iter()
                .position(|a| a == h)
                .unwrap_or_else(|| panic!("{h} not piped"))
        })
        .collect();
    assert!(
        kept.windows(2).all(|w| w[0] < w[1]),
        "in the piped order: {header:?}"
    );
    let hidden: Vec<&str> = (0..all.len())
        .filter(|i| !kept.contains(i))
        .map(|i| t.header[i].as_str())
        .collect();
    if hidden.is_empty() {
        assert!(!shown.stderr.contains("not shown"), "{}", shown.stderr);
    } else {
        assert!(
            shown
                .stderr
                .contains(&format!("not shown: {} (see all", hidden.join(", "))),
            "{hidden:?}: {}",
            shown.stderr
        );
    }
    let want_rows: Vec<Vec<String>> = t
        .rows
        .iter()
        .map(|r| kept.iter().map(|&i| squash(&r[i])).collect())
        .collect();
    assert_eq!(rows, want_rows, "rows\n{}", shown.stdout);
}

// ---------------------------------------------------------------------------
// Small facts
// ---------------------------------------------------------------------------

fn self_link(body: &Value) -> &str {
    body.pointer("/meta/links/self")
        .and_then(Value::as_str)
        .expect("meta.links.self")
}

fn num(s: &str) -> f64 {
    s.trim_end_matches(" km")
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {s:?}"))
}

fn km_between(a: (f64, f64), b: (f64, f64)) -> f64 {
    let (la1, lo1, la2, lo2) = (
        a.0.to_radians(),
        a.1.to_radians(),
        b.0.to_radians(),
        b.1.to_radians(),
    );
    let h = ((la2 - la1) / 2.0).sin().powi(2)
        + la1.cos() * la2.cos() * ((lo2 - lo1) / 2.0).sin().powi(2);
    2.0 * 6371.0 * h.sqrt().asin()
}

fn as_i64(v: &Value) -> i64 {
    v.as_i64().unwrap_or_else(|| panic!("not an integer: {v}"))
}

// ===========================================================================
// travel cities
// ===========================================================================

#[test]
fn cities_piped_lists_paris_with_its_code_and_country() {
    let t = tsv(&["cities", "paris"]);
    t.assert_header(&["Code", "City", "Country", "State", "Latitude", "Longitude"]);
    let par = t.row("Code", "PAR");
    assert_eq!(t.cell(par, "City"), "Paris");
    assert_eq!(t.cell(par, "Country"), "FR");
    // The biggest city comes first.
    assert_eq!(t.rows[0][0], "PAR");
    let (lat, lon) = (num(t.cell(par, "Latitude")), num(t.cell(par, "Longitude")));
    assert!(
        (48.5..49.5).contains(&lat) && (1.8..3.0).contains(&lon),
        "{lat},{lon}"
    );
    // Five decimals, as documented.
    assert_eq!(
        t.cell(par, "Latitude").split('.').nth(1).map(str::len),
        Some(5)
    );
    // Paris, Texas and Paris, Tennessee carry their states.
    let states: Vec<(&str, &str)> = t
        .rows
        .iter()
        .filter(|r| r[1] == "Paris" && r[2] == "US")
        .map(|r| (r[0].as_str(), r[3].as_str()))
        .collect();
    assert!(states.contains(&("PRX", "TX")), "{states:?}");
    assert!(states.contains(&("PHT", "TN")), "{states:?}");
    // The keyword matches any part of the name.
    for city in t.column("City") {
        assert!(city.to_lowercase().contains("paris"), "{city}");
    }
}

#[test]
fn cities_country_and_max_filter_every_row() {
    let t = tsv(&["cities", "san", "--country", "us", "--max", "4"]);
    assert!(!t.rows.is_empty() && t.rows.len() <= 4, "{:?}", t.rows);
    for r in &t.rows {
        assert_eq!(t.cell(r, "Country"), "US", "{r:?}");
        assert!(
            !t.cell(r, "State").is_empty(),
            "US cities carry a state: {r:?}"
        );
    }
    assert_eq!(t.row("Code", "SFO")[1], "San Francisco");

    let t = tsv(&["cities", "lond", "--max", "3"]);
    assert_eq!(t.rows.len(), 3);
    assert_eq!(t.rows[0][..3], ["LON", "London", "GB"]);

    let t = tsv(&["cities", "lond", "--country", "GB"]);
    assert!(t.column("Country").iter().all(|c| *c == "GB"));
    assert!(t.column("Code").contains(&"LON"));
}

#[test]
fn cities_with_airports_names_each_citys_airports() {
    let t = tsv(&["cities", "paris", "--country", "FR", "--airports"]);
    t.assert_header(&[
        "Code",
        "City",
        "Country",
        "State",
        "Latitude",
        "Longitude",
        "Airports",
    ]);
    let par = t.row("Code", "PAR");
    let airports = t.cell(par, "Airports");
    assert!(
        airports.starts_with("CDG Charles de Gaulle, ORY Orly"),
        "{airports}"
    );
    for r in &t.rows {
        assert!(!t.cell(r, "Airports").is_empty(), "{r:?}");
    }
}

#[test]
fn cities_json_is_the_body_with_city_locations() {
    let body = json(&["cities", "paris"]);
    let items = data(&body);
    assert!(!items.is_empty());
    assert_eq!(as_i64(&body["meta"]["count"]) as usize, items.len());
    for c in items {
        assert_eq!(c["type"], "location");
        assert_eq!(c["subType"], "city", "cities spell it subType: {c}");
        assert!(c.get("subtype").is_none());
        assert!(c["geoCode"]["latitude"].is_number(), "{c}");
        assert!(c["geoCode"]["longitude"].is_number(), "{c}");
        assert_eq!(c["address"]["countryCode"].as_str().map(str::len), Some(2));
        assert!(c.get("relationships").is_none(), "no airports unless asked");
    }
    assert!(body.get("included").is_none());
    let par = items.iter().find(|c| c["iataCode"] == "PAR").expect("PAR");
    assert_eq!(par["name"], "PARIS");
    assert_eq!(par["address"]["countryCode"], "FR");
    let link = self_link(&body);
    assert!(
        link.contains("/v1/reference-data/locations/cities?"),
        "{link}"
    );
    assert!(link.contains("keyword=paris"), "{link}");
    assert!(
        link.contains("max=10"),
        "the default max is filled in: {link}"
    );
}

#[test]
fn cities_json_with_airports_includes_them() {
    let body = json(&[
        "cities",
        "paris",
        "--country",
        "fr",
        "--max",
        "2",
        "--airports",
    ]);
    let items = data(&body);
    assert!(items.len() <= 2 && !items.is_empty());
    let link = self_link(&body);
    for p in [
        "keyword=paris",
        "countryCode=FR",
        "max=2",
        "include=AIRPORTS",
    ] {
        assert!(link.contains(p), "self link should echo {p}: {link}");
    }
    let included = body
        .pointer("/included/airports")
        .and_then(Value::as_object)
        .expect("included.airports");
    for c in items {
        assert_eq!(c["address"]["countryCode"], "FR");
        let rel = c["relationships"].as_array().expect("relationships");
        assert!(!rel.is_empty(), "{c}");
        for r in rel {
            let id = r["id"].as_str().unwrap();
            assert!(included.contains_key(id), "{id} not in included.airports");
            assert_eq!(r["href"], format!("#/included/airports/{id}"));
        }
    }
    let par = items.iter().find(|c| c["iataCode"] == "PAR").expect("PAR");
    let ids: Vec<&str> = par["relationships"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&"CDG") && ids.contains(&"ORY"), "{ids:?}");
    assert_eq!(included["CDG"]["name"], "CHARLES DE GAULLE");
    assert_eq!(included["CDG"]["iataCode"], "CDG");
    assert_eq!(included["ORY"]["address"]["countryCode"], "FR");
}

#[test]
fn cities_table_fits_80_columns() {
    screen_matches_tsv(&["cities", "paris"]);
    screen_matches_tsv(&["cities", "paris", "--airports"]);
}

#[test]
fn cities_are_deterministic() {
    deterministic(&["cities", "san", "--max", "20"]);
    deterministic(&["cities", "paris", "--airports"]);
    deterministic_json(&["cities", "lond", "--airports"]);
}

#[test]
fn cities_refuse_bad_input() {
    refused(&["cities", "pa"], &["2 characters", "3 to 10"]);
    refused(&["cities", "abcdefghijk"], &["11 characters", "3 to 10"]);
    refused(&["cities", " pa "], &["3 to 10"]);
    refused(
        &["cities", "paris", "--country", "FRA"],
        &["country code", "two letters"],
    );
    refused(&["cities", "paris", "--country", "F1"], &["country code"]);
    refused(&["cities", "paris", "--max", "0"], &["--max", "0"]);
}

#[test]
fn cities_empty_result_is_a_note() {
    empty(&["cities", "zzzzq"], "no city matches \"zzzzq\"");
    empty(
        &["cities", "paris", "--country", "JP"],
        "no city matches \"paris\"",
    );
}

#[test]
fn cities_accept_the_longest_and_shortest_keywords() {
    let t = tsv(&["cities", "new"]);
    assert!(t.column("City").iter().any(|c| c.contains("New York")));
    let t = tsv(&["cities", "manchester"]);
    assert!(t.column("Code").contains(&"MAN"), "{:?}", t.rows);
}

// ===========================================================================
// travel airports search
// ===========================================================================

#[test]
fn airports_search_piped_finds_airports_and_cities() {
    let t = tsv(&["airports", "search", "lond"]);
    t.assert_header(&["Type", "Code", "Name", "City", "Country", "Travelers"]);
    assert!(t.rows.len() <= 10, "the default page is 10");
    let lhr = t.row("Code", "LHR");
    assert_eq!(t.cell(lhr, "Type"), "Airport");
    assert_eq!(t.cell(lhr, "Name"), "Heathrow");
    assert_eq!(t.cell(lhr, "City"), "London");
    assert_eq!(t.cell(lhr, "Country"), "GB");
    let lon = t.row("Code", "LON");
    assert_eq!(t.cell(lon, "Type"), "City");
    assert_eq!(t.cell(lon, "Name"), "London");
    // Most travellers first.
    let scores: Vec<i64> = t
        .column("Travelers")
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert!(is_sorted_desc(&scores), "{scores:?}");
    assert_eq!(t.rows[0][1], "LHR");
    for code in ["LGW", "STN", "LTN", "LCY"] {
        assert_eq!(t.cell(t.row("Code", code), "City"), "London", "{code}");
    }

    let t = tsv(&["airports", "search", "muc"]);
    assert_eq!(
        t.rows[0][..5],
        ["Airport", "MUC", "Munich International", "Munich", "DE"]
    );
}

#[test]
fn airports_search_type_country_and_max() {
    let t = tsv(&[
        "airports",
        "search",
        "par",
        "--type",
        "airport",
        "--country",
        "fr",
    ]);
    assert!(t.column("Type").iter().all(|k| *k == "Airport"));
    assert!(t.column("Country").iter().all(|c| *c == "FR"));
    let codes = t.column("Code");
    assert!(
        codes.contains(&"CDG") && codes.contains(&"ORY"),
        "{codes:?}"
    );

    let t = tsv(&["airports", "search", "par", "--type", "city"]);
    assert!(t.column("Type").iter().all(|k| *k == "City"));
    assert_eq!(t.rows[0][1], "PAR");

    let t = tsv(&["airports", "search", "lond", "--max", "3"]);
    assert_eq!(t.rows.len(), 3);

    let t = tsv(&["airports", "search", "san fr", "--type", "any"]);
    let sfo: Vec<&str> = t
        .rows
        .iter()
        .filter(|r| r[1] == "SFO")
        .map(|r| r[0].as_str())
        .collect();
    assert_eq!(sfo, ["Airport", "City"]);
}

#[test]
fn airports_search_json_shape() {
    let body = json(&["airports", "search", "lond", "--max", "4"]);
    let items = data(&body);
    assert_eq!(items.len(), 4);
    let total = as_i64(&body["meta"]["count"]);
    assert!(total > 4, "meta.count is the total: {total}");
    let link = self_link(&body);
    for p in [
        "/v1/reference-data/locations?",
        "subType=AIRPORT,CITY",
        "keyword=lond",
        "page%5Blimit%5D=4",
        "page%5Boffset%5D=0",
    ] {
        assert!(link.contains(p), "self link should hold {p}: {link}");
    }
    assert!(
        body.pointer("/meta/links/next").is_some(),
        "more pages follow"
    );
    for l in items {
        assert_eq!(l["type"], "location");
        let st = l["subType"].as_str().expect("subType");
        assert!(st == "AIRPORT" || st == "CITY", "{st}");
        assert!(l["iataCode"].as_str().is_some_and(|c| c.len() == 3));
        assert!(l["address"]["countryCode"].is_string());
        assert!(l["analytics"]["travelers"]["score"].is_i64(), "{l}");
        let tz = l["timeZoneOffset"].as_str().expect("timeZoneOffset");
        assert!(
            tz.len() == 6 && (tz.starts_with('+') || tz.starts_with('-')),
            "{tz}"
        );
    }
    let lhr = items.iter().find(|l| l["iataCode"] == "LHR").expect("LHR");
    assert_eq!(lhr["subType"], "AIRPORT");
    assert_eq!(lhr["address"]["cityCode"], "LON");
    assert_eq!(lhr["detailedName"], "LONDON/GB:HEATHROW");

    let body = json(&["airports", "search", "par", "--type", "city", "--max", "2"]);
    assert!(
        self_link(&body).contains("subType=CITY&"),
        "{}",
        self_link(&body)
    );
    assert!(data(&body).iter().all(|l| l["subType"] == "CITY"));
}

#[test]
fn airports_search_table_fits_80_columns() {
    screen_matches_tsv(&["airports", "search", "lond"]);
}

#[test]
fn airports_search_is_deterministic() {
    deterministic(&["airports", "search", "par"]);
    deterministic_json(&["airports", "search", "new", "--max", "5"]);
}

#[test]
fn airports_search_refuses_bad_input() {
    refused(&["airports", "search", "lo%nd"], &["may hold only letters"]);
    refused(
        &["airports", "search", "par", "--country", "FRA"],
        &["country code"],
    );
    refused(
        &["airports", "search", "par", "--max", "0"],
        &["--max", "0"],
    );
    refused(
        &["airports", "search", "par", "--max", "101"],
        &["--max", "between 1 and 100"],
    );
    refused(
        &["airports", "search", "par", "--type", "station"],
        &["--type", "airport, city, any"],
    );
}

#[test]
fn airports_search_empty_result_is_a_note() {
    empty(
        &["airports", "search", "qqqqzz"],
        "no airport or city matches \"qqqqzz\"",
    );
}

// ===========================================================================
// travel airports near
// ===========================================================================

#[test]
fn airports_near_heathrow_by_relevance() {
    let t = tsv(&["airports", "near", "51.57", "-0.44"]);
    t.assert_header(&[
        "Code",
        "Airport",
        "City",
        "Country",
        "Distance",
        "Flights",
        "Travelers",
        "Relevance",
    ]);
    assert_eq!(t.rows.len(), 10, "the default page is 10");
    assert_eq!(t.rows[0][..4], ["LHR", "Heathrow", "London", "GB"]);
    let d = num(t.cell(&t.rows[0], "Distance"));
    assert!((5.0..=15.0).contains(&d), "LHR is ~11 km away: {d}");
    assert!(t.cell(&t.rows[0], "Distance").ends_with(" km"));
    let rel: Vec<f64> = t.column("Relevance").iter().map(|s| num(s)).collect();
    assert!(is_sorted_desc(&rel), "{rel:?}");
    for code in ["LGW", "STN", "LTN"] {
        assert_eq!(t.cell(t.row("Code", code), "City"), "London");
    }
    for dist in t.column("Distance") {
        assert!(num(dist) <= 500.0, "{dist}");
    }
}

#[test]
fn airports_near_sorts() {
    let t = tsv(&[
        "airports", "near", "51.57", "-0.44", "--sort", "distance", "--max", "8",
    ]);
    assert_eq!(t.rows.len(), 8);
    let d: Vec<f64> = t.column("Distance").iter().map(|s| num(s)).collect();
    assert!(is_sorted(&d), "distances should ascend: {d:?}");
    assert_eq!(t.rows[0][0], "LHR");

    let t = tsv(&[
        "airports", "near", "51.57", "-0.44", "--sort", "flights", "--max", "6",
    ]);
    let f: Vec<i64> = t
        .column("Flights")
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert!(is_sorted_desc(&f), "flights should descend: {f:?}");
    assert_eq!(t.rows[0][0], "LHR");

    let t = tsv(&[
        "airports",
        "near",
        "51.57",
        "-0.44",
        "--sort",
        "travelers",
        "--max",
        "6",
    ]);
    let tr: Vec<i64> = t
        .column("Travelers")
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert!(is_sorted_desc(&tr), "travelers should descend: {tr:?}");

    let t = tsv(&[
        "airports",
        "near",
        "51.57",
        "-0.44",
        "--sort",
        "relevance",
        "--radius",
        "60",
    ]);
    for dist in t.column("Distance") {
        assert!(num(dist) <= 60.0, "--radius 60 kept {dist}");
    }
    let codes = t.column("Code");
    for code in ["LHR", "LGW", "LTN", "STN", "LCY"] {
        assert!(codes.contains(&code), "{code} is within 60 km: {codes:?}");
    }
    assert!(!codes.contains(&"CDG"));
}

#[test]
fn airports_near_negative_coordinates() {
    let t = tsv(&["airports", "near", "-33.94", "151.17", "--max", "5"]);
    assert_eq!(t.rows.len(), 5);
    assert_eq!(
        t.rows[0][..4],
        ["SYD", "Kingsford Smith Intl", "Sydney", "AU"]
    );
    assert!(num(t.cell(&t.rows[0], "Distance")) <= 3.0);

    let t = tsv(&["airports", "near", "-34.82", "-58.53", "--max", "3"]);
    assert_eq!(
        t.rows[0][..4],
        ["EZE", "Ministro Pistarini", "Buenos Aires", "AR"]
    );
    assert!(t.column("Code").contains(&"AEP"));
}

#[test]
fn airports_near_json_shape() {
    let body = json(&[
        "airports", "near", "-33.94", "151.17", "--max", "3", "--sort", "distance",
    ]);
    let items = data(&body);
    assert_eq!(items.len(), 3);
    assert!(as_i64(&body["meta"]["count"]) >= 3);
    let link = self_link(&body);
    for p in [
        "/v1/reference-data/locations/airports?",
        "latitude=-33.94",
        "longitude=151.17",
        "page%5Blimit%5D=3",
        "sort=distance",
        "radius=500",
    ] {
        assert!(link.contains(p), "self link should hold {p}: {link}");
    }
    let mut last = 0.0;
    for a in items {
        assert_eq!(a["type"], "location");
        assert_eq!(a["subType"], "AIRPORT");
        assert!(a["detailedName"].is_string());
        assert_eq!(a["distance"]["unit"], "KM");
        let d = a["distance"]["value"]
            .as_f64()
            .expect("distance.value number");
        assert!(d >= last, "distance ascends");
        last = d;
        assert!(a["analytics"]["flights"]["score"].is_i64());
        assert!(a["analytics"]["travelers"]["score"].is_i64());
        assert!(a["relevance"].is_number());
        for k in [
            "cityName",
            "cityCode",
            "countryName",
            "countryCode",
            "regionCode",
        ] {
            assert!(a["address"][k].is_string(), "address.{k}: {a}");
        }
        let tz = a["timeZoneOffset"].as_str().unwrap();
        assert!(tz.len() == 6 && tz.as_bytes()[3] == b':', "{tz}");
    }
    let syd = &items[0];
    assert_eq!(syd["iataCode"], "SYD");
    assert_eq!(syd["address"]["countryName"], "AUSTRALIA");
    assert_eq!(syd["address"]["regionCode"], "AUSTL");
    // Sydney is on summer time in November.
    assert_eq!(syd["timeZoneOffset"], "+11:00");
    let (lat, lon) = (
        syd["geoCode"]["latitude"].as_f64().unwrap(),
        syd["geoCode"]["longitude"].as_f64().unwrap(),
    );
    let computed = km_between((-33.94, 151.17), (lat, lon));
    let reported = syd["distance"]["value"].as_f64().unwrap();
    assert!(
        (computed - reported).abs() <= 1.0,
        "{computed} vs {reported}"
    );

    let body = json(&["airports", "near", "51.57", "-0.44", "--sort", "flights"]);
    assert!(self_link(&body).contains("sort=analytics.flights.score"));
    assert!(
        self_link(&body).contains("page%5Blimit%5D=10"),
        "default filled in"
    );
    let body = json(&[
        "airports",
        "near",
        "51.57",
        "-0.44",
        "--sort",
        "travelers",
        "--radius",
        "100",
    ]);
    assert!(self_link(&body).contains("sort=analytics.travelers.score"));
    assert!(self_link(&body).contains("radius=100"));
    for a in data(&body) {
        assert!(a["distance"]["value"].as_f64().unwrap() <= 100.0);
    }
}

#[test]
fn airports_near_table_fits_80_columns() {
    screen_matches_tsv(&["airports", "near", "51.57", "-0.44"]);
    screen_matches_tsv(&["airports", "near", "-33.94", "151.17", "--sort", "distance"]);
}

#[test]
fn airports_near_is_deterministic() {
    deterministic(&["airports", "near", "51.57", "-0.44", "--sort", "distance"]);
    deterministic_json(&["airports", "near", "-33.94", "151.17"]);
}

#[test]
fn airports_near_refuses_bad_input() {
    refused(
        &["airports", "near", "91", "0"],
        &["not a latitude", "-90 to 90"],
    );
    refused(
        &["airports", "near", "-90.5", "0"],
        &["not a latitude", "-90 to 90"],
    );
    refused(
        &["airports", "near", "0", "180.5"],
        &["not a longitude", "-180 to 180"],
    );
    refused(
        &["airports", "near", "0", "-181"],
        &["not a longitude", "-180 to 180"],
    );
    refused(&["airports", "near", "north", "0"], &["not a latitude"]);
    refused(&["airports", "near", "0", "NaN"], &["not a longitude"]);
    refused(
        &["airports", "near", "0", "0", "--radius", "501"],
        &["--radius", "between 0 and 500"],
    );
    refused(
        &["airports", "near", "0", "0", "--max", "0"],
        &["--max", "0"],
    );
    refused(
        &["airports", "near", "0", "0", "--sort", "size"],
        &["--sort"],
    );
}

#[test]
fn airports_near_empty_result_is_a_note() {
    empty(
        &["airports", "near", "0", "-160", "--radius", "10"],
        "no airport near this point",
    );
}

// ===========================================================================
// travel airports routes
// ===========================================================================

#[test]
fn airports_routes_max_keeps_the_first_codes() {
    let t = tsv(&["airports", "routes", "LHR", "--max", "5"]);
    t.assert_header(&["Code", "City", "Country", "Time zone"]);
    assert_eq!(t.rows.len(), 5);
    let codes = t.column("Code");
    assert!(is_sorted(&codes), "sorted by code: {codes:?}");
    let all = tsv(&["airports", "routes", "lhr"]);
    assert!(
        all.rows.len() > 100,
        "Heathrow is a hub: {}",
        all.rows.len()
    );
    let all_codes = all.column("Code");
    assert!(is_sorted(&all_codes));
    assert_eq!(
        codes,
        all_codes[..5],
        "--max keeps the first N of the sorted list"
    );
    let jfk = all.row("Code", "JFK");
    assert_eq!(all.cell(jfk, "City"), "New York");
    assert_eq!(all.cell(jfk, "Country"), "United States of America");
    assert_eq!(all.cell(jfk, "Time zone"), "-05:00");
    assert_eq!(all.cell(all.row("Code", "CDG"), "Time zone"), "+01:00");
    assert_eq!(all.cell(all.row("Code", "DXB"), "Time zone"), "+04:00");
    assert!(!all_codes.contains(&"LHR"), "no route to itself");
}

#[test]
fn airports_routes_are_real_routes() {
    let home = Home::new();
    let lhr = tsv_in(&home, &["airports", "routes", "LHR"]);
    let codes = lhr.column("Code");
    for c in ["JFK", "DXB", "SIN", "CPT", "PER", "DUB"] {
        assert!(codes.contains(&c), "LHR-{c} missing");
    }
    // Moscow is closed to UK flights; business-aviation fields have no airline
    for c in ["SVO", "DME", "VKO", "FAB", "BQH"] {
        assert!(!codes.contains(&c), "LHR-{c}");
    }
    for field in ["FAB", "ORM", "QUG", "NCO"] {
        let body = json_in(&home, &["airports", "routes", field]);
        assert!(data(&body).is_empty(), "{field}: {body}");
    }
}

#[test]
fn airports_routes_country_filter_holds() {
    let t = tsv(&["airports", "routes", "LHR", "--country", "fr"]);
    assert!(!t.rows.is_empty());
    for r in &t.rows {
        assert_eq!(t.cell(r, "Country"), "France", "{r:?}");
        assert_eq!(t.cell(r, "Time zone"), "+01:00", "{r:?}");
    }
    assert_eq!(t.cell(t.row("Code", "CDG"), "City"), "Paris");
    let t = tsv(&["airports", "routes", "LHR", "--country", "US", "--max", "3"]);
    assert_eq!(t.rows.len(), 3);
    assert!(t
        .column("Country")
        .iter()
        .all(|c| *c == "United States of America"));
}

#[test]
fn airports_routes_json_shape() {
    let body = json(&["airports", "routes", "LHR", "--max", "4", "--country", "FR"]);
    let items = data(&body);
    assert_eq!(items.len(), 4);
    assert!(
        body["meta"]["count"].is_u64(),
        "meta.count is an integer for airport routes: {}",
        body["meta"]
    );
    assert_eq!(as_i64(&body["meta"]["count"]), 4);
    let link = self_link(&body);
    for p in [
        "/v1/airport/direct-destinations?",
        "departureAirportCode=LHR",
        "max=4",
        "arrivalCountryCode=FR",
    ] {
        assert!(link.contains(p), "self link should hold {p}: {link}");
    }
    for d in items {
        assert_eq!(d["type"], "location");
        assert_eq!(d["subtype"], "city", "routes spell it subtype: {d}");
        assert!(d.get("subType").is_none(), "{d}");
        assert!(d["name"].is_string());
        assert!(d["iataCode"].as_str().is_some_and(|c| c.len() == 3));
        assert_eq!(d["address"]["countryName"], "FRANCE");
        assert!(d["timeZone"]["offset"].is_string());
        assert_eq!(
            d["timeZone"]["referenceLocalDateTime"],
            format!("{TODAY}T12:00:00")
        );
        assert!(d["metrics"]["relevance"].is_i64());
    }
}

#[test]
fn airports_routes_table_fits_80_columns() {
    screen_matches_tsv(&["airports", "routes", "LHR", "--country", "US"]);
}

#[test]
fn airports_routes_are_deterministic() {
    deterministic(&["airports", "routes", "LHR"]);
    deterministic_json(&["airports", "routes", "CDG", "--max", "20"]);
}

#[test]
fn airports_routes_refuse_bad_input() {
    refused(
        &["airports", "routes", "LH"],
        &["not an IATA location code", "three letters"],
    );
    refused(
        &["airports", "routes", "L1R"],
        &["not an IATA location code"],
    );
    refused(
        &["airports", "routes", "LHRX"],
        &["not an IATA location code"],
    );
    refused(
        &["airports", "routes", "LHR", "--country", "GBR"],
        &["country code"],
    );
    refused(
        &["airports", "routes", "LHR", "--max", "0"],
        &["--max", "0"],
    );
}

#[test]
fn airports_routes_empty_result_is_a_note() {
    empty(
        &["airports", "routes", "XXX"],
        "no direct destinations from XXX",
    );
}

#[test]
fn routes_are_symmetric_for_airports() {
    // Heathrow flies to Dubai, so Dubai flies to Heathrow.
    let t = tsv(&["airports", "routes", "DXB", "--country", "GB"]);
    assert!(t.column("Code").contains(&"LHR"), "{:?}", t.rows);
}

// ===========================================================================
// travel airlines lookup
// ===========================================================================

#[test]
fn airlines_lookup_iata_and_icao() {
    let t = tsv(&["airlines", "lookup", "ba,AFR"]);
    t.assert_header(&["IATA", "ICAO", "Name", "Common name"]);
    assert_eq!(t.rows.len(), 2);
    assert_eq!(t.rows[0][..3], ["BA", "BAW", "British Airways"]);
    assert_eq!(t.rows[1][..3], ["AF", "AFR", "Air France"]);

    // Repeated arguments, commas and case all read the same.
    let a = ok(&["airlines", "lookup", "ba,AFR"]).stdout;
    let b = ok(&["airlines", "lookup", "BA", "afr"]).stdout;
    let c = ok(&["airlines", "lookup", "Ba", "aF"]).stdout;
    assert_eq!(a, b);
    assert_eq!(a, c);

    let t = tsv(&["airlines", "lookup", "u2", "dlh"]);
    assert_eq!(t.row("IATA", "U2")[1], "EZY");
    assert_eq!(t.row("IATA", "LH")[1], "DLH");
}

#[test]
fn airlines_lookup_json_shape() {
    let body = json(&["airlines", "lookup", "ba,AFR"]);
    let items = data(&body);
    assert_eq!(items.len(), 2);
    assert_eq!(as_i64(&body["meta"]["count"]), 2);
    assert!(
        self_link(&body).ends_with("/v1/reference-data/airlines?airlineCodes=BA,AFR"),
        "codes are case-folded and sent comma-separated: {}",
        self_link(&body)
    );
    for a in items {
        assert_eq!(a["type"], "airline");
        for k in ["iataCode", "icaoCode", "businessName", "commonName"] {
            assert!(a[k].is_string(), "{k}: {a}");
        }
    }
    assert_eq!(items[0]["iataCode"], "BA");
    assert_eq!(items[0]["icaoCode"], "BAW");
    assert_eq!(items[0]["businessName"], "BRITISH AIRWAYS");
    assert_eq!(items[1]["iataCode"], "AF");
    assert_eq!(items[1]["icaoCode"], "AFR");
}

#[test]
fn airlines_lookup_table_fits_80_columns() {
    screen_matches_tsv(&["airlines", "lookup", "ba", "af", "lh", "u2"]);
}

#[test]
fn airlines_lookup_is_deterministic() {
    deterministic(&["airlines", "lookup", "ba,AFR,dlh"]);
    deterministic_json(&["airlines", "lookup", "ba,AFR,dlh"]);
}

#[test]
fn airlines_lookup_refuses_bad_codes() {
    refused(
        &["airlines", "lookup", "12"],
        &["not an airline code", "IATA", "ICAO"],
    );
    refused(&["airlines", "lookup", "b"], &["not an airline code"]);
    refused(&["airlines", "lookup", "bawx"], &["not an airline code"]);
    refused(&["airlines", "lookup", "ba,"], &["not an airline code"]);
    refused(&["airlines", "lookup", "ba,b4w"], &["not an airline code"]);
    let r = run(&["airlines", "lookup"]);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
}

#[test]
fn airlines_lookup_empty_result_is_a_note() {
    empty(&["airlines", "lookup", "zzz"], "no airline found for ZZZ");
}

#[test]
fn airlines_lookup_lists_each_airline_once() {
    let t = tsv(&["airlines", "lookup", "ba", "BA", "baw"]);
    assert_eq!(t.rows.len(), 1, "{:?}", t.rows);
}

// ===========================================================================
// travel airlines routes
// ===========================================================================

#[test]
fn airlines_routes_piped() {
    let t = tsv(&["airlines", "routes", "BA", "--max", "5"]);
    t.assert_header(&["Code", "City", "Country", "Time zone"]);
    assert_eq!(t.rows.len(), 5);
    let cities = t.column("City");
    assert!(
        is_sorted(&cities),
        "sorted by city name, as documented: {cities:?}"
    );
    let all = tsv(&["airlines", "routes", "ba"]);
    assert!(all.rows.len() > 50, "{}", all.rows.len());
    assert_eq!(t.column("Code"), all.column("Code")[..5]);
    let codes = all.column("Code");
    // City codes for multi-airport cities, not airports.
    assert!(codes.contains(&"NYC"), "{codes:?}");
    assert!(!codes.contains(&"JFK"));
    // Its home city is a destination too (flown to from everywhere else).
    assert!(codes.contains(&"LON"), "{codes:?}");
    assert_eq!(all.cell(all.row("Code", "NYC"), "City"), "New York");

    // The ICAO code gives the same answer.
    assert_eq!(
        ok(&["airlines", "routes", "BAW", "--max", "5"]).stdout,
        ok(&["airlines", "routes", "BA", "--max", "5"]).stdout
    );
}

#[test]
fn airlines_routes_country_filter_holds() {
    let t = tsv(&["airlines", "routes", "BA", "--country", "us"]);
    assert!(t.rows.len() > 5);
    for r in &t.rows {
        assert_eq!(t.cell(r, "Country"), "United States of America", "{r:?}");
    }
    let codes = t.column("Code");
    assert!(
        codes.contains(&"NYC") && codes.contains(&"LAX"),
        "{codes:?}"
    );
    let t = tsv(&["airlines", "routes", "AF", "--country", "FR", "--max", "2"]);
    assert!(t.rows.len() <= 2 && !t.rows.is_empty());
    assert!(t.column("Country").iter().all(|c| *c == "France"));
}

#[test]
fn airlines_routes_json_shape() {
    let body = json(&["airlines", "routes", "BA", "--max", "3", "--country", "US"]);
    let items = data(&body);
    assert_eq!(items.len(), 3);
    assert_eq!(
        body["meta"]["count"],
        Value::String("3".into()),
        "airline routes carry meta.count as a string"
    );
    assert_eq!(body["meta"]["sort"], "iataCode");
    let link = self_link(&body);
    for p in [
        "/v1/airline/destinations?",
        "airlineCode=BA",
        "max=3",
        "arrivalCountryCode=US",
    ] {
        assert!(link.contains(p), "self link should hold {p}: {link}");
    }
    for d in items {
        assert_eq!(d["type"], "location");
        assert_eq!(d["subtype"], "city");
        assert!(d.get("subType").is_none());
        assert_eq!(d["address"]["countryName"], "UNITED STATES OF AMERICA");
        assert!(d["geoCode"]["latitude"].is_number());
    }
}

#[test]
fn airlines_routes_table_fits_80_columns() {
    screen_matches_tsv(&["airlines", "routes", "BA", "--country", "US"]);
}

#[test]
fn airlines_routes_are_deterministic() {
    deterministic(&["airlines", "routes", "LH"]);
    deterministic_json(&["airlines", "routes", "AF", "--max", "10"]);
}

#[test]
fn airlines_routes_refuse_bad_input() {
    refused(&["airlines", "routes", "B"], &["not an airline code"]);
    refused(&["airlines", "routes", "99"], &["not an airline code"]);
    refused(
        &["airlines", "routes", "BA", "--country", "USA"],
        &["country code"],
    );
    refused(&["airlines", "routes", "BA", "--max", "0"], &["--max", "0"]);
}

#[test]
fn airlines_routes_empty_result_is_a_note() {
    empty(
        &["airlines", "routes", "ZZ"],
        "no destinations found for airline ZZ",
    );
    empty(
        &["airlines", "routes", "BA", "--country", "AQ"],
        "no destinations found for airline BA",
    );
}

// ===========================================================================
// travel airlines checkin
// ===========================================================================

#[test]
fn airlines_checkin_piped() {
    let t = tsv(&["airlines", "checkin", "BA"]);
    t.assert_header(&["Channel", "Link"]);
    assert_eq!(t.column("Channel"), ["Mobile", "Web"]);
    for link in t.column("Link") {
        assert!(
            link.starts_with("https://www.britishairways.com/"),
            "{link}"
        );
        assert!(link.contains("en_gb"), "default language en-GB: {link}");
    }
    let t = tsv(&["airlines", "checkin", "ba", "--language", "fr-FR"]);
    for link in t.column("Link") {
        assert!(link.contains("fr_fr"), "{link}");
    }
    let t = tsv(&["airlines", "checkin", "LH", "--language", "de"]);
    assert_eq!(t.rows.len(), 1);
    assert_eq!(t.rows[0][0], "All");
    assert!(
        t.rows[0][1].starts_with("https://www.lufthansa.com/"),
        "{:?}",
        t.rows
    );
}

#[test]
fn airlines_checkin_json_shape() {
    let body = json(&["airlines", "checkin", "BA", "--language", "fr-FR"]);
    let items = data(&body);
    assert_eq!(items.len(), 2);
    assert_eq!(as_i64(&body["meta"]["count"]), 2);
    let link = self_link(&body);
    assert!(
        link.contains("/v2/reference-data/urls/checkin-links?"),
        "{link}"
    );
    assert!(
        link.contains("airlineCode=BA") && link.contains("language=fr-FR"),
        "{link}"
    );
    for l in items {
        assert_eq!(l["type"], "checkin-link");
        assert!(l["id"].as_str().is_some_and(|s| !s.is_empty()));
        assert!(l["href"]
            .as_str()
            .is_some_and(|h| h.starts_with("https://")));
        let ch = l["channel"].as_str().unwrap();
        assert!(["All", "Mobile", "Web"].contains(&ch), "{ch}");
    }
    let body = json(&["airlines", "checkin", "BA"]);
    assert!(
        self_link(&body).contains("language=en-GB"),
        "the default language is filled in: {}",
        self_link(&body)
    );
    let body = json(&["airlines", "checkin", "LH"]);
    assert_eq!(data(&body)[0]["channel"], "All");
}

#[test]
fn airlines_checkin_table_fits_80_columns() {
    screen_matches_tsv(&["airlines", "checkin", "BA"]);
}

#[test]
fn airlines_checkin_is_deterministic() {
    deterministic(&["airlines", "checkin", "BA", "--language", "en-US"]);
    deterministic_json(&["airlines", "checkin", "AF"]);
}

#[test]
fn airlines_checkin_refuses_bad_input() {
    refused(
        &["airlines", "checkin", "BA", "--language", "english"],
        &["not a language tag", "en-GB"],
    );
    refused(
        &["airlines", "checkin", "BA", "--language", "en_GB"],
        &["not a language tag"],
    );
    refused(
        &["airlines", "checkin", "BA", "--language", "e1-GB"],
        &["not a language tag"],
    );
    refused(&["airlines", "checkin", "B"], &["not an airline code"]);
    refused(&["airlines", "checkin", "BAWX"], &["not an airline code"]);
}

#[test]
fn airlines_checkin_empty_result_is_a_note() {
    empty(&["airlines", "checkin", "ZZ"], "no check-in links for ZZ");
}

// ===========================================================================
// travel recommend
// ===========================================================================

#[test]
fn recommend_piped() {
    let t = tsv(&["recommend", "PAR"]);
    t.assert_header(&["Code", "City", "Relevance", "Dates", "From"]);
    assert!(!t.rows.is_empty() && t.rows.len() <= 10);
    let rel: Vec<f64> = t.column("Relevance").iter().map(|s| num(s)).collect();
    assert!(is_sorted_desc(&rel), "{rel:?}");
    assert!(!t.column("Code").contains(&"PAR"), "not the origin itself");
    for r in &t.rows {
        let dates = t.cell(r, "Dates");
        let (dep, ret) = dates.split_once(" – ").unwrap_or_else(|| panic!("{dates}"));
        assert!(dep > TODAY, "departure after today: {dep}");
        assert!(ret > dep, "{dates}");
        let price = t.cell(r, "From");
        let (amount, currency) = price.split_once(' ').unwrap_or_else(|| panic!("{price}"));
        assert!(num(amount) > 0.0, "{price}");
        assert_eq!(currency, "EUR", "every amount shows its currency: {price}");
    }

    let two = tsv(&["recommend", "par", "LON", "--traveler-country", "GB"]);
    let codes = two.column("Code");
    assert!(
        !codes.contains(&"PAR") && !codes.contains(&"LON"),
        "{codes:?}"
    );
}

#[test]
fn recommend_depends_on_the_city_asked_and_the_traveller() {
    let codes = |args: &[&str]| -> Vec<String> {
        tsv(args)
            .column("Code")
            .iter()
            .map(|c| c.to_string())
            .collect()
    };
    let region = |code: &str| -> String {
        let body = json(&["airports", "search", code, "--type", "city"]);
        let city = data(&body)
            .iter()
            .find(|l| l["iataCode"] == code)
            .cloned()
            .unwrap_or_else(|| panic!("city {code}"));
        city["address"]["regionCode"]
            .as_str()
            .unwrap_or("")
            .to_string()
    };
    let paris = codes(&["recommend", "PAR"]);
    let bangkok = codes(&["recommend", "BKK"]);
    let shared = paris.iter().filter(|c| bangkok.contains(c)).count();
    assert!(shared <= 1, "{paris:?} / {bangkok:?}");
    // cities like the one asked: mostly of its own region
    let european = paris.iter().filter(|c| region(c) == "EUROP").count();
    assert!(european >= 7, "{paris:?}");
    let asian = bangkok.iter().filter(|c| region(c) == "ASIA").count();
    assert!(asian >= 7, "{bangkok:?}");
    // where no trip at all is sold (the restrictions table's `trip` rules: Israel and
    // the countries that bar travel to and from it), nothing is recommended to its
    // travellers; a traveller of another country is offered them
    let country = |code: &str| -> String {
        let body = json(&["airports", "search", code, "--type", "city"]);
        data(&body)
            .iter()
            .find(|l| l["iataCode"] == code)
            .and_then(|l| l["address"]["countryCode"].as_str())
            .unwrap_or("")
            .to_string()
    };
    let barred = ["LB", "SY", "IR", "IQ", "YE", "PK", "KW", "SA", "DZ"];
    let israeli = codes(&["recommend", "DXB", "DOH", "--traveler-country", "IL"]);
    assert!(!israeli.is_empty(), "IL: {israeli:?}");
    for c in &israeli {
        assert!(
            !barred.contains(&country(c).as_str()),
            "IL: {c} in {israeli:?}"
        );
    }
    let french = codes(&["recommend", "DXB", "DOH", "--traveler-country", "FR"]);
    assert!(
        french.iter().any(|c| barred.contains(&country(c).as_str())),
        "FR: {french:?}"
    );
}

#[test]
fn recommend_destination_countries_filter() {
    let comma = ok(&["recommend", "PAR", "--destination-country", "ES,IT"]).stdout;
    let repeated = ok(&[
        "recommend",
        "PAR",
        "--destination-country",
        "es",
        "--destination-country",
        "it",
    ])
    .stdout;
    assert_eq!(comma, repeated);
    let t = Tsv::parse(&comma);
    assert!(!t.rows.is_empty());
    // Check each destination's country through the city search.
    for code in t.column("Code") {
        let body = json(&["airports", "search", code, "--type", "city"]);
        let city = data(&body)
            .iter()
            .find(|l| l["iataCode"] == code)
            .unwrap_or_else(|| panic!("city {code} not found"));
        let cc = city["address"]["countryCode"].as_str().unwrap();
        assert!(cc == "ES" || cc == "IT", "{code} is in {cc}");
    }
    let codes = t.column("Code");
    assert!(codes.contains(&"MAD"), "{codes:?}");
}

#[test]
fn recommend_json_shape() {
    let body = json(&[
        "recommend",
        "PAR",
        "--traveler-country",
        "GB",
        "--destination-country",
        "ES",
    ]);
    let items = data(&body);
    assert!(!items.is_empty());
    assert_eq!(as_i64(&body["meta"]["count"]) as usize, items.len());
    let link = self_link(&body);
    for p in [
        "/v1/reference-data/recommended-locations?",
        "cityCodes=PAR",
        "travelerCountryCode=GB",
        "destinationCountryCodes=ES",
    ] {
        assert!(link.contains(p), "self link should hold {p}: {link}");
    }
    for r in items {
        assert_eq!(r["type"], "flight-date");
        assert_eq!(r["subtype"], "CITY");
        assert_eq!(r["origin"], "PAR");
        assert_eq!(r["destination"], r["iataCode"]);
        assert!(r["relevance"].is_number());
        let total = r["price"]["total"]
            .as_str()
            .expect("price.total is a string");
        assert!(total.parse::<f64>().is_ok_and(|v| v > 0.0), "{total}");
        let dep = r["departureDate"].as_str().unwrap();
        let ret = r["returnDate"].as_str().unwrap();
        assert!(dep.len() == 10 && ret.len() == 10 && dep > TODAY && ret > dep);
        let offers = r["links"]["flightOffers"]
            .as_str()
            .expect("links.flightOffers");
        assert!(offers.contains("originLocationCode=PAR"), "{offers}");
        assert!(
            offers.contains(&format!(
                "destinationLocationCode={}",
                r["iataCode"].as_str().unwrap()
            )),
            "{offers}"
        );
        assert!(r["links"]["flightDestinations"].is_string());
    }
    // The traveller's country defaults to one the service fills in.
    let body = json(&["recommend", "PAR"]);
    assert!(
        self_link(&body).contains("travelerCountryCode="),
        "{}",
        self_link(&body)
    );
}

#[test]
fn recommend_table_fits_80_columns() {
    screen_matches_tsv(&["recommend", "PAR", "LON"]);
}

#[test]
fn recommend_is_deterministic() {
    deterministic(&["recommend", "PAR", "LON", "--traveler-country", "US"]);
    deterministic_json(&["recommend", "NYC"]);
}

#[test]
fn recommend_refuses_bad_input() {
    refused(&["recommend", "PA"], &["not an IATA location code"]);
    refused(&["recommend", "PAR", "L0N"], &["not an IATA location code"]);
    refused(
        &["recommend", "PAR", "--traveler-country", "GBR"],
        &["country code"],
    );
    refused(
        &["recommend", "PAR", "--destination-country", "ES,"],
        &["country code"],
    );
    refused(
        &["recommend", "PAR", "--destination-country", "E5"],
        &["country code"],
    );
    let r = run(&["recommend"]);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
}

#[test]
fn recommend_empty_result_is_a_note() {
    empty(&["recommend", "XXX"], "no recommendations for these cities");
}

// ===========================================================================
// Facts a travel agent would check
// ===========================================================================

#[test]
fn route_relevance_does_not_depend_on_max() {
    let rel = |args: &[&str]| -> Vec<(String, i64)> {
        data(&json(args))
            .iter()
            .map(|d| {
                (
                    d["iataCode"].as_str().unwrap().to_string(),
                    as_i64(&d["metrics"]["relevance"]),
                )
            })
            .collect()
    };
    let full = rel(&["airports", "routes", "LHR", "--country", "FR"]);
    let first = rel(&["airports", "routes", "LHR", "--country", "FR", "--max", "3"]);
    assert_eq!(first, full[..3]);
}

#[test]
fn san_salvador_is_served_by_sal() {
    let t = tsv(&["cities", "salvador", "--country", "SV"]);
    assert!(t.column("Code").contains(&"SAL"), "{:?}", t.rows);
}

#[test]
fn new_york_is_one_city() {
    let t = tsv(&["cities", "york", "--country", "US"]);
    let ny: Vec<&str> = t
        .rows
        .iter()
        .filter(|r| r[1] == "New York")
        .map(|r| r[0].as_str())
        .collect();
    assert_eq!(ny, ["NYC"]);
}

#[test]
fn paramaribo_is_one_city_with_pbm() {
    let t = tsv(&["cities", "paramarib"]);
    assert_eq!(t.column("Code"), ["PBM"]);
}

#[test]
fn city_geocode_is_near_the_city_centre() {
    let t = tsv(&["cities", "paris", "--country", "FR", "--max", "1"]);
    let par = t.row("Code", "PAR");
    let p = (num(t.cell(par, "Latitude")), num(t.cell(par, "Longitude")));
    assert!(km_between(p, (48.8566, 2.3522)) < 10.0, "{p:?}");
    let t = tsv(&["cities", "new york", "--country", "US", "--max", "1"]);
    let nyc = t.row("Code", "NYC");
    let p = (num(t.cell(nyc, "Latitude")), num(t.cell(nyc, "Longitude")));
    assert!(km_between(p, (40.7128, -74.0060)) < 10.0, "{p:?}");
}

#[test]
fn heathrow_has_no_nonstop_to_domestic_only_us_airports() {
    let t = tsv(&["airports", "routes", "LHR", "--country", "US"]);
    let codes = t.column("Code");
    for code in ["LGA", "DAL", "MDW", "HOU"] {
        assert!(!codes.contains(&code), "LHR-{code} is implausible");
    }
}

// ===========================================================================
// `travel sandbox serve` over HTTP
// ===========================================================================

#[test]
fn served_sandbox_answers_the_travel_binary_with_any_credentials() {
    let server_home = Home::new();
    let s = Served::start(&server_home);
    let home = Home::new();
    let out = home
        .travel()
        .env("AMADEUS_CLIENT_ID", "some-agency")
        .env("AMADEUS_CLIENT_SECRET", "anything-at-all")
        .args(["--base-url", &s.url, "airlines", "lookup", "ba,AFR"])
        .output()
        .expect("travel runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let t = Tsv::parse(&stdout_of(&out));
    t.assert_header(&["IATA", "ICAO", "Name", "Common name"]);
    assert_eq!(t.rows.len(), 2);
    assert_eq!(t.rows[0][..2], ["BA", "BAW"]);
    assert_eq!(t.rows[1][..2], ["AF", "AFR"]);
    assert_eq!(note_lines(&stderr_of(&out)), 1, "{}", stderr_of(&out));

    // The same answer as the in-process sandbox.
    assert_eq!(
        stdout_of(&out),
        ok(&["airlines", "lookup", "ba,AFR"]).stdout
    );

    // Another endpoint through the same server and the same token cache.
    let out = home
        .travel()
        .env("AMADEUS_CLIENT_ID", "some-agency")
        .env("AMADEUS_CLIENT_SECRET", "anything-at-all")
        .args([
            "--base-url",
            &s.url,
            "airports",
            "routes",
            "LHR",
            "--max",
            "3",
        ])
        .output()
        .expect("travel runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let t = Tsv::parse(&stdout_of(&out));
    assert_eq!(t.rows.len(), 3);
}

/// Codes that match no airline are named, not silently dropped.
#[test]
fn airlines_lookup_names_the_codes_it_did_not_find() {
    let r = ok(&["airlines", "lookup", "BA", "AFR", "6X"]);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.rows.len(), 2, "{}", r.stdout);
    let notes: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("no airline"))
        .collect();
    assert_eq!(notes, ["no airline found for 6X"], "{}", r.stderr);
    // All found: no such line.
    let all = ok(&["airlines", "lookup", "BA", "AFR"]);
    assert!(!all.stderr.contains("no airline found"), "{}", all.stderr);
}

/// A count out of range names the real range, not the integer type's.
#[test]
fn counts_out_of_range_name_the_real_range() {
    refused(&["cities", "PARIS", "--max", "0"], &["between 1 and 100"]);
    refused(
        &["airports", "routes", "LHR", "--max", "0"],
        &["between 1 and 1000"],
    );
    refused(
        &["airlines", "routes", "BA", "--max", "5000"],
        &["between 1 and 1000"],
    );
    refused(
        &["insights", "traveled", "MAD", "2026-01", "--page", "0"],
        &["between 1 and 50"],
    );
    refused(&["flights", "fares", "0"], &["between 1 and 250"]);
    refused(
        &["flights", "search", "LHR", "JFK", "+3", "--max-price", "0"],
        &["between 1 and 1000000"],
    );
}

/// The sandbox is never production: asking for both on the command line is refused;
/// AMADEUS_HOSTNAME=production in the environment is a default `--sandbox` overrides.
#[test]
fn sandbox_and_production_together_are_refused() {
    refused(
        &["--env", "production", "cities", "PARIS"],
        &["--sandbox and --env production do not go together"],
    );
    let home = Home::new();
    let mut cmd = home.sandbox(&["cities", "PARIS"]);
    cmd.env("AMADEUS_HOSTNAME", "production");
    let r = cmd.run();
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// Accents fold on both sides: the client sends Zurich for Zürich, and the sandbox
/// finds Zürich when a client sends it as typed.
#[test]
fn accented_names_are_found() {
    for (args, code) in [
        (&["cities", "Zürich"][..], "ZRH"),
        (&["cities", "São Paulo"][..], "SAO"),
        (&["airports", "search", "Zürich"][..], "ZRH"),
    ] {
        let t = tsv(args);
        assert!(t.column("Code").contains(&code), "{args:?}: {:?}", t.rows);
    }
    let home = Home::new();
    let served = Served::start(&home);
    let token = served.token();
    let r = served.get(
        "/v1/reference-data/locations/cities?keyword=Z%C3%BCrich",
        &token,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("\"ZRH\""), "{}", r.body);
}
