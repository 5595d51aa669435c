//! Hotel commands and the booking journal end to end: the real `travel` binary against
//! the sandbox (`--sandbox`, state in the test's own home) for `hotels list`, `find`,
//! `ratings`, `offers`, `offer` and `book`, and `bookings list` and `show`.
//!
//! For each command: the piped table checked against the body the service sent
//! (`--json`), every filter held on every row, the refusals made before anything is sent,
//! and the booking rules: one booking per run, never more rooms than there are (in turn,
//! and by processes racing on the same state file), a journal that survives crashes, and
//! a card number that is never written or printed.
//!
//! The service side of the booking rules (3682, 3664) is also checked by sending the
//! booking body to `travel sandbox serve` over plain HTTP, since the CLI refuses those
//! bookings before sending them. In turn, the CLI's recheck of the offer finds it sold
//! out before booking; the service's 3664 reaches the CLI only when the last room goes
//! between the recheck and the booking, which a relay in front of `sandbox serve` makes
//! happen on purpose.

use crate::common;

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{
    assert_ok, assert_refused, assert_refused_after_request, data, date, error_line, files_under,
    http, json_in, ok_in, parse_json, refused, run_in, stderr_of, tsv, tsv_in, Home, Run, Runs,
    Served, Target, Tsv, TODAY,
};
use serde_json::{json, Value};
use travel_sandbox::control::DEFAULT_CLIENT;

const LIST_HEADER: [&str; 6] = ["Id", "Hotel", "Chain", "City", "Stars", "Distance"];
const OFFER_HEADER: [&str; 8] = [
    "#",
    "Hotel",
    "Room",
    "Board / rate",
    "Nightly",
    "Total",
    "Payment",
    "Cancel by",
];
const RATINGS_HEADER: [&str; 13] = [
    "Hotel",
    "Overall",
    "Reviews",
    "Sleep",
    "Service",
    "Facilities",
    "Room",
    "Value",
    "Catering",
    "Location",
    "Sights",
    "Staff",
    "Internet",
];
const JOURNAL_HEADER: [&str; 9] = [
    "Id",
    "Time",
    "Env",
    "Kind",
    "What",
    "Guests",
    "Total",
    "References",
    "State",
];

/// The amenities the interface lists for the hotel list, and `SWIMMING_POOL` from its example.
const SPEC_AMENITIES: [&str; 33] = [
    "FITNESS_CENTER",
    "AIR_CONDITIONING",
    "RESTAURANT",
    "PARKING",
    "PETS_ALLOWED",
    "AIRPORT_SHUTTLE",
    "BUSINESS_CENTER",
    "DISABLED_FACILITIES",
    "WIFI",
    "MEETING_ROOMS",
    "NO_KID_ALLOWED",
    "TENNIS",
    "GOLF",
    "KITCHEN",
    "ANIMAL_WATCHING",
    "BABY-SITTING",
    "BEACH",
    "CASINO",
    "JACUZZI",
    "SAUNA",
    "SOLARIUM",
    "MASSAGE",
    "VALET_PARKING",
    "BAR or LOUNGE",
    "KIDS_WELCOME",
    "NO_PORN_FILMS",
    "MINIBAR",
    "TELEVISION",
    "WI-FI_IN_ROOM",
    "ROOM_SERVICE",
    "GUARDED_PARKG",
    "SERV_SPEC_MENU",
    "SWIMMING_POOL",
];

/// Test card numbers (they pass the Luhn check).
const VISA: &str = "4111111111111111";
const MASTERCARD: &str = "5555555555554444";
const AMEX: &str = "378282246310005";
const EXPIRY: &str = "2028-01";

const JANE: &str = "Mr Jane Doe <jane@example.com> +33123456789";
const ANN: &str = "Mrs Ann Roe <ann@example.com> +33123456780";

/// The stay most tests search: two nights in Paris, within the sandbox's horizon.
const CHECK_IN: &str = "2026-12-10";
const CHECK_OUT: &str = "2026-12-12";

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

fn num(s: &str) -> f64 {
    s.trim()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {s:?}"))
}

/// `"128.29 EUR"` → (128.29, "EUR").
fn money(cell: &str) -> (f64, String) {
    let (amount, cur) = cell
        .split_once(' ')
        .unwrap_or_else(|| panic!("not an amount: {cell:?}"));
    (num(amount), cur.to_string())
}

/// `"0.4 km"` → 0.4 (and the unit).
fn distance(cell: &str) -> (f64, &str) {
    let (v, unit) = cell
        .split_once(' ')
        .unwrap_or_else(|| panic!("not a distance: {cell:?}"));
    (num(v), unit)
}

fn plus_days(s: &str, n: i64) -> String {
    (date(s) + chrono::Duration::days(n))
        .format("%Y-%m-%d")
        .to_string()
}

fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(|x| x.as_str().expect("a string").to_string())
        .collect()
}

/// Every (hotel, offer) of a hotel-offers search body.
fn offers_of(body: &Value) -> Vec<(Value, Value)> {
    data(body)
        .iter()
        .flat_map(|item| {
            item["offers"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(move |o| (item["hotel"].clone(), o))
        })
        .collect()
}

/// The cards an offer accepts, under whichever payment kind the policy is given.
fn cards(offer: &Value) -> Vec<String> {
    let p = &offer["policies"];
    let accepted = ["guarantee", "deposit", "prepay"]
        .iter()
        .find_map(|k| p[k].get("acceptedPayments"))
        .unwrap_or_else(|| panic!("no acceptedPayments in {p}"));
    strs(&accepted["creditCards"])
}

fn vendor_name(code: &str) -> &'static str {
    match code {
        "VI" => "Visa",
        "CA" => "Mastercard",
        "AX" => "American Express",
        "DC" => "Diners Club",
        "JC" => "JCB",
        "DS" => "Discover",
        other => panic!("unexpected card vendor {other}"),
    }
}

/// Title case, as the tables print hotel names.
fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

// ---------------------------------------------------------------------------
// Offers and bookings
// ---------------------------------------------------------------------------

/// `hotels offers --city PAR --check-in CHECK_IN --check-out CHECK_OUT EXTRA...`
fn paris_args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "hotels",
        "offers",
        "--city",
        "PAR",
        "--check-in",
        CHECK_IN,
        "--check-out",
        CHECK_OUT,
    ];
    args.extend_from_slice(extra);
    args
}

/// That search, piped, with the offers header.
fn paris_offers(home: &Home, extra: &[&str]) -> Tsv {
    let t = tsv_in(home, &paris_args(extra));
    t.assert_header(&OFFER_HEADER);
    t
}

/// The same search, `--json`, as (hotel, offer) pairs.
fn paris_offers_json(home: &Home, extra: &[&str]) -> Vec<(Value, Value)> {
    offers_of(&json_in(home, &paris_args(extra)))
}

/// `hotels offer N --json`: the rechecked offer.
fn recheck(home: &Home, offer: &str) -> Value {
    let body = json_in(home, &["hotels", "offer", offer]);
    assert!(body["data"].is_object(), "`data` is one object: {body}");
    body["data"].clone()
}

/// The first `want` offers of the last search (by number) that take Visa.
fn visa_offers(home: &Home, rows: usize, want: usize) -> Vec<String> {
    let mut found = Vec::new();
    for n in 1..=rows {
        if found.len() == want {
            break;
        }
        let n = n.to_string();
        if cards(&recheck(home, &n)["offers"][0]).contains(&"VI".to_string()) {
            found.push(n);
        }
    }
    assert_eq!(
        found.len(),
        want,
        "offers taking Visa among the first {rows}"
    );
    found
}

/// The first offer of the last search (by number) that takes Visa.
fn visa_offer_number(home: &Home, rows: usize) -> String {
    visa_offers(home, rows, 1).remove(0)
}

/// Ids of the offers of a search body that take Visa.
fn visa_offer_ids(offers: &[(Value, Value)]) -> Vec<String> {
    offers
        .iter()
        .filter(|(_, o)| cards(o).contains(&"VI".to_string()))
        .map(|(_, o)| o["id"].as_str().expect("offer id").to_string())
        .collect()
}

/// `hotels book OFFER --card-stdin --card-expiry EXPIRY --yes --again`, one guest
/// (Jane) unless `extra` names guests, with `card` on stdin. `--again`: these tests book
/// the same hotel for the same guest on purpose (the refusal of a second booking has
/// its own test).
fn book_with(home: &Home, offer: &str, card: &str, extra: &[&str]) -> Run {
    let mut args = vec![
        "hotels",
        "book",
        offer,
        "--card-stdin",
        "--card-expiry",
        EXPIRY,
        "--yes",
        "--again",
    ];
    if !extra.contains(&"--guest") {
        args.extend(["--guest", JANE]);
    }
    args.extend_from_slice(extra);
    home.sandbox(&args).write_stdin(format!("{card}\n")).run()
}

fn book(home: &Home, offer: &str) -> Run {
    book_with(home, offer, VISA, &[])
}

fn booked(home: &Home, offer: &str, extra: &[&str]) -> Run {
    let r = book_with(home, offer, VISA, extra);
    assert_ok(&r, &["hotels", "book", offer]);
    r
}

/// A `room N: booking ID, confirmation C, record R (GDS)` line of a booking.
#[derive(Debug)]
struct RoomLine {
    room: usize,
    booking: String,
    confirmation: String,
    record: String,
}

fn room_lines(stdout: &str) -> Vec<RoomLine> {
    stdout
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("room "))
        .map(|l| {
            let (n, rest) = l.split_once(": ").expect("room N: ...");
            let parts: Vec<&str> = rest.split(", ").collect();
            assert_eq!(parts.len(), 3, "booking, confirmation, record: {l:?}");
            let field = |p: &str, name: &str| -> String {
                p.strip_prefix(name)
                    .unwrap_or_else(|| panic!("{name:?} in {l:?}"))
                    .to_string()
            };
            RoomLine {
                room: n.parse().expect("room number"),
                booking: field(parts[0], "booking "),
                confirmation: field(parts[1], "confirmation "),
                record: field(parts[2], "record "),
            }
        })
        .collect()
}

/// The journal id a booking run names on stderr.
fn journal_id(r: &Run) -> String {
    let line = r
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("recorded in the journal as "))
        .unwrap_or_else(|| panic!("no journal line:\n{}", r.stderr));
    line.split_whitespace().next().expect("an id").to_string()
}

/// Book until the sandbox has no room left for the offer: the successes, then the refusal.
fn book_until_refused(home: &Home, offer: &str) -> (Vec<Run>, Run) {
    let mut done = Vec::new();
    for _ in 0..12 {
        let r = book(home, offer);
        if r.code != 0 {
            return (done, r);
        }
        done.push(r);
    }
    panic!("12 bookings of {offer} and still rooms left");
}

fn journal_file(home: &Home) -> PathBuf {
    home.data_dir().join("travel").join("bookings.jsonl")
}

/// `bookings list --json`: a local command, nothing sent.
fn journal(home: &Home) -> Vec<Value> {
    let r = run_in(home, &["--json", "bookings", "list"]);
    assert_eq!(r.code, 0, "bookings list:\n{}", r.stderr);
    assert!(!r.sent(), "bookings list sends nothing");
    data_array(parse_json(&r.stdout, "bookings list --json"))
}

fn data_array(v: Value) -> Vec<Value> {
    v.as_array()
        .cloned()
        .unwrap_or_else(|| panic!("not an array: {v}"))
}

/// Reservations in the sandbox's state file (0 when there is no state).
fn reservations(home: &Home) -> i64 {
    let p = home.data_dir().join("travel").join("sandbox.sqlite3");
    if !p.exists() {
        return 0;
    }
    travel_sandbox::control::StateFile::open(&p)
        .and_then(|state| state.tenant(DEFAULT_CLIENT).counts())
        .expect("count the sandbox's hotel reservations")
        .hotel_reservations as i64
}

/// Nothing booked: the journal empty and the sandbox without a reservation.
fn assert_nothing_booked(home: &Home, what: &str) {
    assert!(
        journal(home).is_empty(),
        "{what}: the journal should be empty"
    );
    assert_eq!(
        reservations(home),
        0,
        "{what}: the sandbox booked something"
    );
}

/// The card number is in no file of the home and in no output.
fn assert_card_nowhere(home: &Home, runs: &[&Run], number: &str) {
    for r in runs {
        assert!(!r.stdout.contains(number), "card number on stdout");
        assert!(!r.stderr.contains(number), "card number on stderr");
    }
    let files = files_under(home.dir.path());
    assert!(
        files.iter().any(|f| f.ends_with("bookings.jsonl")),
        "the journal exists: {files:?}"
    );
    assert!(
        files
            .iter()
            .any(|f| f.extension().is_some_and(|e| e == "sqlite3")),
        "the sandbox state exists: {files:?}"
    );
    for f in files {
        let bytes = std::fs::read(&f).expect("read");
        assert!(
            !bytes.windows(number.len()).any(|w| w == number.as_bytes()),
            "the card number is written in {}",
            f.display()
        );
    }
}

// ===========================================================================
// hotels list
// ===========================================================================

#[test]
fn list_city_piped_is_sorted_by_distance_within_the_default_radius() {
    let t = tsv(&["hotels", "list", "--city", "PAR"]);
    t.assert_header(&LIST_HEADER);
    assert!(t.rows.len() > 20, "Paris has many hotels: {}", t.rows.len());
    let mut last = 0.0;
    let mut ids = BTreeSet::new();
    for row in &t.rows {
        let id = t.cell(row, "Id");
        assert_eq!(id.len(), 8, "{row:?}");
        assert!(ids.insert(id.to_string()), "{id} twice");
        assert_eq!(&id[..2], t.cell(row, "Chain"), "{row:?}");
        assert_eq!(t.cell(row, "City"), "PAR");
        assert!(!t.cell(row, "Hotel").is_empty());
        let stars: u8 = t.cell(row, "Stars").parse().expect("stars");
        assert!((1..=5).contains(&stars), "{row:?}");
        let (d, unit) = distance(t.cell(row, "Distance"));
        assert_eq!(unit, "km");
        assert!(d >= last, "distances ascending: {d} after {last}");
        assert!(d <= 5.0, "default radius 5 km: {row:?}");
        last = d;
    }
}

#[test]
fn list_json_is_the_body_with_hotels() {
    let home = Home::new();
    let body = json_in(&home, &["hotels", "list", "--city", "PAR", "--radius", "2"]);
    let items = data(&body);
    assert!(!items.is_empty());
    assert_eq!(body["meta"]["count"].as_u64(), Some(items.len() as u64));
    for h in items {
        let id = h["hotelId"].as_str().expect("hotelId");
        assert_eq!(id.len(), 8, "{h}");
        assert!(id.chars().all(|c| c.is_ascii_alphanumeric()), "{id}");
        let chain = h["chainCode"].as_str().expect("chainCode");
        assert_eq!(chain.len(), 2);
        assert_eq!(&id[..2], chain);
        assert_eq!(h["iataCode"], "PAR");
        assert_eq!(h["address"]["countryCode"], "FR");
        let lat = h["geoCode"]["latitude"].as_f64().expect("latitude");
        let lon = h["geoCode"]["longitude"].as_f64().expect("longitude");
        assert!((lat - 48.86).abs() < 0.1 && (lon - 2.35).abs() < 0.1, "{h}");
        assert!(h["name"].as_str().is_some_and(|n| !n.is_empty()));
    }
    // The piped table is the same hotels in the same order.
    let t = tsv_in(&home, &["hotels", "list", "--city", "PAR", "--radius", "2"]);
    let json_ids: Vec<&str> = items
        .iter()
        .map(|h| h["hotelId"].as_str().unwrap())
        .collect();
    assert_eq!(t.column("Id"), json_ids);
    for (row, h) in t.rows.iter().zip(items) {
        assert!(same_name(t.cell(row, "Hotel"), h["name"].as_str().unwrap()));
        let shown = distance(t.cell(row, "Distance")).0;
        let sent = h["distance"]["value"].as_f64().expect("distance.value");
        assert!((shown - sent).abs() <= 0.05 + 1e-9, "{shown} vs {sent}");
        assert_eq!(h["distance"]["unit"], "KM");
    }
}

#[test]
fn list_radius_in_km_and_miles_bounds_every_row() {
    let home = Home::new();
    let km = tsv_in(&home, &["hotels", "list", "--city", "PAR", "--radius", "2"]);
    for d in km.column("Distance") {
        let (v, unit) = distance(d);
        assert_eq!(unit, "km");
        assert!(v <= 2.0, "{d} beyond 2 km");
    }
    let km_unit = tsv_in(
        &home,
        &[
            "hotels", "list", "--city", "PAR", "--radius", "2", "--unit", "km",
        ],
    );
    assert_eq!(km_unit.rows, km.rows, "--unit km is the default");
    let miles = tsv_in(
        &home,
        &[
            "hotels", "list", "--city", "PAR", "--radius", "2", "--unit", "mile",
        ],
    );
    for d in miles.column("Distance") {
        let (v, unit) = distance(d);
        assert_eq!(unit, "mile");
        assert!(v <= 2.0, "{d} beyond 2 miles");
    }
    // Two miles reach further than two kilometres.
    let km_ids: BTreeSet<&str> = km.column("Id").into_iter().collect();
    let mile_ids: BTreeSet<&str> = miles.column("Id").into_iter().collect();
    assert!(km_ids.is_subset(&mile_ids));
    assert!(mile_ids.len() > km_ids.len());

    refused(
        &["hotels", "list", "--city", "PAR", "--unit", "mile"],
        &["--radius"],
    );
    refused(
        &["hotels", "list", "--city", "PAR", "--radius", "0"],
        &["0"],
    );
    refused(
        &["hotels", "list", "--city", "PAR", "--radius", "301"],
        &["301"],
    );
    refused(
        &[
            "hotels", "list", "--city", "PAR", "--radius", "2", "--unit", "feet",
        ],
        &["feet"],
    );
}

#[test]
fn list_near_a_point_sorts_by_distance_from_it() {
    let t = tsv(&[
        "hotels",
        "list",
        "--near",
        "48.8566,2.3522",
        "--radius",
        "1",
    ]);
    t.assert_header(&LIST_HEADER);
    assert!(!t.rows.is_empty());
    let d: Vec<f64> = t.column("Distance").iter().map(|c| distance(c).0).collect();
    assert!(d.windows(2).all(|w| w[0] <= w[1]), "ascending: {d:?}");
    assert!(d.iter().all(|v| *v <= 1.0), "{d:?}");
    assert!(t.column("City").iter().all(|c| *c == "PAR"));

    // Southern and eastern coordinates: Sydney.
    let t = tsv(&["hotels", "list", "--near=-33.87,151.21", "--radius", "10"]);
    assert!(!t.rows.is_empty());
    assert!(t.column("City").iter().all(|c| *c == "SYD"), "{:?}", t.rows);

    refused(&["hotels", "list", "--near", "48.8566"], &["LAT,LON"]);
    refused(&["hotels", "list", "--near", "91,2"], &["latitude"]);
    refused(&["hotels", "list", "--near", "48,181"], &["longitude"]);
    refused(&["hotels", "list"], &["--city"]);
}

#[test]
fn list_by_ids_gives_exactly_those_hotels() {
    let home = Home::new();
    let all = tsv_in(&home, &["hotels", "list", "--city", "PAR"]);
    let wanted: Vec<&str> = all
        .column("Id")
        .into_iter()
        .skip(3)
        .step_by(7)
        .take(4)
        .collect();
    let t = tsv_in(&home, &["hotels", "list", "--ids", &wanted.join(",")]);
    t.assert_header(&LIST_HEADER);
    assert_eq!(t.column("Id"), wanted);
    for id in &wanted {
        let a = all.row("Id", id);
        let b = t.row("Id", id);
        for col in ["Hotel", "Chain", "City", "Stars"] {
            assert_eq!(all.cell(a, col), t.cell(b, col), "{id} {col}");
        }
    }
    // Lower case is accepted; a malformed id is refused before sending.
    let lower = tsv_in(
        &home,
        &["hotels", "list", "--ids", &wanted[0].to_lowercase()],
    );
    assert_eq!(lower.column("Id"), vec![wanted[0]]);
    refused(&["hotels", "list", "--ids", "HLPAR12"], &["hotel id"]);
    refused(&["hotels", "list", "--ids", "HLPAR-12"], &["hotel id"]);
}

#[test]
fn list_chains_keep_only_those_chains() {
    let home = Home::new();
    let all = tsv_in(&home, &["hotels", "list", "--city", "PAR"]);
    let t = tsv_in(
        &home,
        &["hotels", "list", "--city", "PAR", "--chains", "RT,hi"],
    );
    assert!(!t.rows.is_empty());
    assert!(
        t.column("Chain").iter().all(|c| ["RT", "HI"].contains(c)),
        "{:?}",
        t.column("Chain")
    );
    let expected: Vec<&str> = all
        .rows
        .iter()
        .filter(|r| ["RT", "HI"].contains(&all.cell(r, "Chain")))
        .map(|r| all.cell(r, "Id"))
        .collect();
    assert_eq!(
        t.column("Id"),
        expected,
        "every such hotel, in the same order"
    );
    refused(
        &["hotels", "list", "--city", "PAR", "--chains", "H"],
        &["chain"],
    );
}

#[test]
fn list_amenities_are_checked_against_the_spec_and_held_by_every_hotel() {
    let home = Home::new();
    // SPA is not among the service's amenities: refused before sending, naming the list.
    let r = run_in(
        &home,
        &["hotels", "list", "--city", "PAR", "--amenities", "SPA"],
    );
    assert_refused(&r, "--amenities SPA", &["SPA", "amenity"]);
    for a in SPEC_AMENITIES {
        assert!(r.stderr.contains(a), "the message should list {a}");
    }
    refused(
        &[
            "hotels",
            "list",
            "--city",
            "PAR",
            "--amenities",
            "WIFI,HOT_TUB",
        ],
        &["HOT_TUB"],
    );

    let all = json_in(&home, &["hotels", "list", "--city", "PAR"]);
    let body = json_in(
        &home,
        &[
            "hotels",
            "list",
            "--city",
            "PAR",
            "--amenities",
            "sauna,BAR or LOUNGE",
        ],
    );
    let items = data(&body);
    assert!(!items.is_empty());
    assert!(
        items.len() < data(&all).len(),
        "the filter drops some hotels"
    );
    for h in items {
        let has = strs(&h["amenities"]);
        for a in ["SAUNA", "BAR or LOUNGE"] {
            assert!(
                has.iter().any(|x| x == a),
                "{} lacks {a}: {has:?}",
                h["hotelId"]
            );
        }
    }
    // And every hotel of the city with both is listed.
    let with_both = data(&all)
        .iter()
        .filter(|h| {
            let has = strs(&h["amenities"]);
            has.iter().any(|x| x == "SAUNA") && has.iter().any(|x| x == "BAR or LOUNGE")
        })
        .count();
    assert_eq!(items.len(), with_both);
}

#[test]
fn list_ratings_keep_those_stars_and_take_at_most_four() {
    let t = tsv(&["hotels", "list", "--city", "PAR", "--ratings", "4,5"]);
    assert!(!t.rows.is_empty());
    let stars: BTreeSet<&str> = t.column("Stars").into_iter().collect();
    assert!(stars.iter().all(|s| ["4", "5"].contains(s)), "{stars:?}");
    let t = tsv(&["hotels", "list", "--city", "PAR", "--ratings", "1"]);
    assert!(t.column("Stars").iter().all(|s| *s == "1"));

    refused(
        &["hotels", "list", "--city", "PAR", "--ratings", "1,2,3,4,5"],
        &["5 ratings", "four"],
    );
    refused(
        &["hotels", "list", "--city", "PAR", "--ratings", "6"],
        &["6"],
    );
    refused(
        &["hotels", "list", "--city", "PAR", "--ratings", "0"],
        &["0"],
    );
}

#[test]
fn list_source_splits_the_city_into_bedbank_and_direct_chain() {
    let home = Home::new();
    let ids = |source: &str| -> BTreeSet<String> {
        tsv_in(
            &home,
            &["hotels", "list", "--city", "PAR", "--source", source],
        )
        .column("Id")
        .into_iter()
        .map(str::to_string)
        .collect()
    };
    let all = ids("all");
    let bedbank = ids("bedbank");
    let direct = ids("directchain");
    assert!(!bedbank.is_empty() && !direct.is_empty());
    assert!(bedbank.is_disjoint(&direct));
    assert_eq!(&bedbank | &direct, all);
    let unfiltered: BTreeSet<String> = tsv_in(&home, &["hotels", "list", "--city", "PAR"])
        .column("Id")
        .into_iter()
        .map(str::to_string)
        .collect();
    assert_eq!(all, unfiltered, "--source all is the default");
    refused(
        &["hotels", "list", "--city", "PAR", "--source", "gds"],
        &["gds"],
    );
}

// ===========================================================================
// hotels find
// ===========================================================================

#[test]
fn find_by_name_words_at_most_twenty() {
    let home = Home::new();
    let t = tsv_in(&home, &["hotels", "find", "hilton", "paris"]);
    t.assert_header(&["Hotel ids", "Name", "City", "Country", "Relevance"]);
    assert!(!t.rows.is_empty() && t.rows.len() <= 20);
    for row in &t.rows {
        let name = t.cell(row, "Name").to_lowercase();
        assert!(name.contains("hilton") && name.contains("paris"), "{row:?}");
        assert!(t.cell(row, "Hotel ids").split(',').all(|id| id.len() == 8));
    }
    let rel: Vec<i64> = t
        .column("Relevance")
        .iter()
        .map(|r| r.parse().unwrap())
        .collect();
    assert!(
        rel.windows(2).all(|w| w[0] >= w[1]),
        "by relevance: {rel:?}"
    );

    // Many Hiltons: twenty at most, and --max 3 the first three of them.
    let many = tsv_in(&home, &["hotels", "find", "hilton"]);
    assert_eq!(many.rows.len(), 20, "capped at twenty");
    let three = tsv_in(&home, &["hotels", "find", "hilton", "--max", "3"]);
    assert_eq!(three.rows.len(), 3);
    assert_eq!(three.rows[..], many.rows[..3]);
    refused(&["hotels", "find", "hilton", "--max", "21"], &["21"]);
    refused(&["hotels", "find", "hilton", "--max", "0"], &["0"]);
}

#[test]
fn find_gds_country_and_language() {
    let home = Home::new();
    let leisure = json_in(&home, &["hotels", "find", "ibis"]);
    assert!(!data(&leisure).is_empty());
    assert!(data(&leisure)
        .iter()
        .all(|m| m["subType"] == "HOTEL_LEISURE"));
    let gds = json_in(&home, &["hotels", "find", "ibis", "--gds"]);
    assert!(!data(&gds).is_empty());
    assert!(data(&gds).iter().all(|m| m["subType"] == "HOTEL_GDS"));
    for m in data(&gds) {
        assert_eq!(m["type"], "location");
        assert!(m["name"].as_str().unwrap().contains("IBIS"));
        assert!(!strs(&m["hotelIds"]).is_empty());
    }

    let t = tsv_in(
        &home,
        &["hotels", "find", "ibis", "--country", "de", "--lang", "fr"],
    );
    assert!(!t.rows.is_empty());
    assert!(
        t.column("Country").iter().all(|c| *c == "DE"),
        "{:?}",
        t.rows
    );
    assert!(t
        .column("Name")
        .iter()
        .all(|n| n.to_lowercase().contains("ibis")));
    refused(&["hotels", "find", "ibis", "--country", "DEU"], &["DEU"]);
    refused(&["hotels", "find", "ibis", "--lang", "french"], &["french"]);
}

#[test]
fn find_takes_four_to_forty_letters_only() {
    refused(&["hotels", "find", "ibi"], &["3 letters", "4 to 40"]);
    refused(&["hotels", "find", "ib", "i"], &["3 letters"]);
    let forty_one = "a".repeat(41);
    refused(&["hotels", "find", &forty_one], &["41 letters", "4 to 40"]);
    refused(&["hotels", "find", "hilton2"], &["letters only"]);
    refused(&["hotels", "find", "1234"], &["letters only"]);
    refused(&["hotels", "find"], &["NAME"]);

    // Four letters, and forty in one word, are sent: an empty answer is a note.
    let t = tsv(&["hotels", "find", "ritz"]);
    assert!(t
        .column("Name")
        .iter()
        .all(|n| n.to_lowercase().contains("ritz")));
    let forty = "q".repeat(40);
    let r = run_in(&Home::new(), &["hotels", "find", &forty]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(r.stderr.contains("no hotel name matches"), "{}", r.stderr);
}

#[test]
fn find_forty_letters_in_several_words_is_searched() {
    let words = ["abcdefghij"; 4];
    let mut args = vec!["hotels", "find"];
    args.extend(words);
    let r = run_in(&Home::new(), &args);
    assert_eq!(r.code, 0, "40 letters is within the limit:\n{}", r.stderr);
}

// ===========================================================================
// hotels ratings
// ===========================================================================

#[test]
fn ratings_are_scores_from_0_to_100_with_internet_for_some_hotels() {
    let home = Home::new();
    let ids: Vec<String> = tsv_in(&home, &["hotels", "list", "--city", "PAR"])
        .column("Id")
        .into_iter()
        .take(12)
        .map(str::to_string)
        .collect();
    let mut with_internet = 0;
    let mut without = 0;
    for batch in ids.chunks(3) {
        let mut args = vec!["hotels", "ratings"];
        args.extend(batch.iter().map(String::as_str));
        let t = tsv_in(&home, &args);
        t.assert_header(&RATINGS_HEADER);
        assert_eq!(
            t.column("Hotel"),
            batch.iter().map(String::as_str).collect::<Vec<_>>()
        );
        for row in &t.rows {
            assert!(num(t.cell(row, "Reviews")) > 0.0);
            for col in RATINGS_HEADER
                .iter()
                .filter(|c| !["Hotel", "Reviews"].contains(*c))
            {
                let cell = t.cell(row, col);
                if *col == "Internet" && cell.is_empty() {
                    without += 1;
                    continue;
                }
                let v = num(cell);
                assert!((0.0..=100.0).contains(&v), "{col} {v} in {row:?}");
            }
            if !t.cell(row, "Internet").is_empty() {
                with_internet += 1;
            }
        }
        // The table is the body's numbers.
        if batch == &ids[..3] {
            let body = json_in(&home, &args);
            for (row, s) in t.rows.iter().zip(data(&body)) {
                assert_eq!(t.cell(row, "Hotel"), s["hotelId"]);
                assert_eq!(
                    num(t.cell(row, "Overall")),
                    s["overallRating"].as_f64().unwrap()
                );
                assert_eq!(
                    num(t.cell(row, "Reviews")),
                    s["numberOfReviews"].as_f64().unwrap()
                );
                assert_eq!(
                    num(t.cell(row, "Staff")),
                    s["sentiments"]["staff"].as_f64().unwrap()
                );
                assert_eq!(
                    t.cell(row, "Internet"),
                    s["sentiments"]["internet"]
                        .as_i64()
                        .map(|v| v.to_string())
                        .unwrap_or_default()
                );
            }
        }
    }
    assert!(with_internet > 0, "some hotels have an Internet score");
    assert!(without > 0, "some hotels have none");
}

#[test]
fn ratings_of_an_unknown_hotel_warn_and_give_no_row() {
    let home = Home::new();
    let body = json_in(&home, &["hotels", "ratings", "HLPARQ8Z", "XXPAR000"]);
    let items = data(&body);
    assert_eq!(items.len(), 1);
    assert_eq!(items[0]["hotelId"], "HLPARQ8Z");
    let w = &body["warnings"][0];
    assert_eq!(w["code"], 913, "{body}");
    assert!(w.to_string().contains("XXPAR000"), "{w}");

    // Piped: the rows found, and the warning on stderr beside the sandbox note.
    let r = ok_in(&home, &["hotels", "ratings", "HLPARQ8Z,XXPAR000"]);
    assert!(r.stderr.contains("XXPAR000"), "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.column("Hotel"), vec!["HLPARQ8Z"]);
    refused(&["hotels", "ratings", "HLPAR"], &["hotel id"]);
}

#[test]
fn ratings_table_says_which_hotels_were_not_found() {
    let r = ok_in(&Home::new(), &["hotels", "ratings", "HLPARQ8Z", "XXPAR000"]);
    assert!(r.stderr.contains("XXPAR000"), "{}", r.stderr);
}

#[test]
fn ratings_of_four_hotels() {
    let t = tsv(&[
        "hotels", "ratings", "HLPARQ8Z", "RDPARR1D", "FSPARLBL", "WIPARCNF",
    ]);
    assert_eq!(t.rows.len(), 4);
}

// ===========================================================================
// hotels offers
// ===========================================================================

/// Numbered 1..N, totals ascending; the totals.
fn check_offer_table(t: &Tsv) -> Vec<(f64, String)> {
    t.assert_header(&OFFER_HEADER);
    let numbers: Vec<String> = t.column("#").iter().map(|s| s.to_string()).collect();
    let expected: Vec<String> = (1..=t.rows.len()).map(|n| n.to_string()).collect();
    assert_eq!(numbers, expected, "numbered from 1");
    let totals: Vec<(f64, String)> = t.column("Total").iter().map(|c| money(c)).collect();
    assert!(
        totals.windows(2).all(|w| w[0].0 <= w[1].0),
        "cheapest first: {totals:?}"
    );
    for row in &t.rows {
        // the kind, marked when no card can pay the offer
        let payment = t.cell(row, "Payment");
        let kind = payment.strip_suffix(", no card").unwrap_or(payment);
        assert!(
            ["Guarantee", "Deposit", "Prepay"].contains(&kind),
            "{row:?}"
        );
        let (nightly, cur) = money(t.cell(row, "Nightly"));
        assert!(nightly > 0.0);
        assert_eq!(cur, money(t.cell(row, "Total")).1);
    }
    totals
}

#[test]
fn offers_for_hotel_ids_are_numbered_cheapest_first() {
    let home = Home::new();
    let ids: Vec<String> = tsv_in(&home, &["hotels", "list", "--city", "PAR"])
        .column("Id")
        .into_iter()
        .take(6)
        .map(str::to_string)
        .collect();
    let joined = ids[1..].join(",");
    let args = vec![
        "hotels",
        "offers",
        "--check-in",
        CHECK_IN,
        "--nights",
        "2",
        ids[0].as_str(),
        joined.as_str(),
    ];
    let t = tsv_in(&home, &args);
    check_offer_table(&t);
    assert!(t.rows.len() >= 3, "{:?}", t.rows);
    let names: BTreeSet<String> = t.column("Hotel").iter().map(|h| h.to_lowercase()).collect();
    let body = json_in(&home, &args);
    for item in data(&body) {
        assert!(ids.contains(&item["hotel"]["hotelId"].as_str().unwrap().to_string()));
        assert!(names.contains(&item["hotel"]["name"].as_str().unwrap().to_lowercase()));
        for o in item["offers"].as_array().unwrap() {
            assert_eq!(o["checkInDate"], CHECK_IN);
            assert_eq!(o["checkOutDate"], CHECK_OUT);
            assert_eq!(o["guests"]["adults"], 1);
        }
    }
    assert_eq!(offers_of(&body).len(), t.rows.len());
}

#[test]
fn offers_total_is_the_price_times_the_rooms() {
    let home = Home::new();
    let extra = ["--limit", "12", "--rooms", "2", "--adults", "2"];
    let t = paris_offers(&home, &extra);
    check_offer_table(&t);
    let offers = paris_offers_json(&home, &extra);
    assert_eq!(offers.len(), t.rows.len());
    for row in &t.rows {
        assert!(t.cell(row, "Room").starts_with("2 × "), "{row:?}");
        let (total, cur) = money(t.cell(row, "Total"));
        let found = offers.iter().find(|(h, o)| {
            same_name(h["name"].as_str().unwrap(), t.cell(row, "Hotel"))
                && (2.0 * num(o["price"]["total"].as_str().unwrap()) - total).abs() < 0.006
        });
        let (_, o) = found.unwrap_or_else(|| panic!("no offer at twice the price of {row:?}"));
        assert_eq!(o["roomQuantity"], "2");
        assert_eq!(o["guests"]["adults"], 2);
        assert_eq!(o["price"]["currency"], cur.as_str());
    }
}

#[test]
fn offers_for_a_city_search_it_in_batches_and_show_all_payment_kinds() {
    let home = Home::new();
    let default = paris_offers(&home, &[]);
    check_offer_table(&default);
    let hotels: BTreeSet<&str> = default.column("Hotel").into_iter().collect();
    assert!(hotels.len() <= 20, "the first 20 hotels by default");

    let t = paris_offers(&home, &["--limit", "45"]);
    check_offer_table(&t);
    let hotels: BTreeSet<&str> = t.column("Hotel").into_iter().collect();
    assert!(
        hotels.len() > 20,
        "45 hotels searched in batches of 20: offers of {} hotels",
        hotels.len()
    );
    let kinds: BTreeSet<&str> = t
        .column("Payment")
        .into_iter()
        .map(|p| p.strip_suffix(", no card").unwrap_or(p))
        .collect();
    assert_eq!(
        kinds,
        ["Deposit", "Guarantee", "Prepay"].into_iter().collect(),
        "all three payment kinds occur across the city"
    );
    refused(
        &["hotels", "offers", "--city", "PAR", "--limit", "101"],
        &["101"],
    );
}

#[test]
fn offers_limit_without_a_city_is_refused() {
    refused(
        &["hotels", "offers", "HLPARQ8Z", "--limit", "5"],
        &["--city"],
    );
}

#[test]
fn offers_currency_dates_and_defaults() {
    let home = Home::new();
    let usd = paris_offers(&home, &["--limit", "5", "--currency", "usd"]);
    check_offer_table(&usd);
    assert!(!usd.rows.is_empty());
    for row in &usd.rows {
        assert_eq!(money(usd.cell(row, "Total")).1, "USD");
        assert!(usd.cell(row, "Nightly").ends_with(" USD"));
    }
    let body = paris_offers_json(&home, &["--limit", "5", "--currency", "USD"]);
    assert!(body.iter().all(|(_, o)| o["price"]["currency"] == "USD"));
    let eur = paris_offers(&home, &["--limit", "5"]);
    assert!(eur.column("Total").iter().all(|c| c.ends_with(" EUR")));

    // Without dates: one night from today; --nights counts from the check-in.
    let body = json_in(&home, &["hotels", "offers", "HLPARQ8Z", "RDPARR1D"]);
    for (_, o) in offers_of(&body) {
        assert_eq!(o["checkInDate"], TODAY);
        assert_eq!(o["checkOutDate"], plus_days(TODAY, 1).as_str());
    }
    let body = json_in(
        &home,
        &[
            "hotels",
            "offers",
            "HLPARQ8Z",
            "--check-in",
            "+5",
            "--nights",
            "3",
        ],
    );
    for (_, o) in offers_of(&body) {
        assert_eq!(o["checkInDate"], plus_days(TODAY, 5).as_str());
        assert_eq!(o["checkOutDate"], plus_days(TODAY, 8).as_str());
    }
}

#[test]
fn offers_refuse_bad_dates_before_sending() {
    let base = ["hotels", "offers", "HLPARQ8Z"];
    let with = |extra: &[&str]| -> Vec<String> {
        base.iter().chain(extra).map(|s| s.to_string()).collect()
    };
    let cases: Vec<(Vec<String>, Vec<&str>)> = vec![
        (
            with(&["--check-in", CHECK_IN, "--check-out", CHECK_IN]),
            vec!["not after the check-in date"],
        ),
        (
            with(&["--check-in", CHECK_IN, "--check-out", "2026-12-09"]),
            vec!["not after the check-in date"],
        ),
        (with(&["--check-in", "2026-11-21"]), vec!["in the past"]),
        (with(&["--check-out", "2026-11-22"]), vec!["not after"]),
        (
            with(&[
                "--check-in",
                CHECK_IN,
                "--check-out",
                CHECK_OUT,
                "--nights",
                "2",
            ]),
            vec!["--nights", "--check-out"],
        ),
        (with(&["--check-in", "10/12/2026"]), vec!["YYYY-MM-DD"]),
        (with(&["--nights", "0"]), vec!["0"]),
        (with(&["--rooms", "10"]), vec!["10"]),
        (with(&["--adults", "0"]), vec!["0"]),
        (with(&["--currency", "EURO"]), vec!["currency"]),
    ];
    for (args, rule) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        refused(&args, &rule);
    }
}

// ===========================================================================
// hotels offer
// ===========================================================================

#[test]
fn offer_n_is_shown_in_full() {
    let home = Home::new();
    let t = paris_offers(&home, &[]);
    let row = &t.rows[2];
    let item = recheck(&home, "3");
    assert_eq!(item["type"], "hotel-offers");
    assert_eq!(item["available"], true);
    let offers = item["offers"].as_array().expect("offers");
    assert_eq!(offers.len(), 1, "one offer: {item}");
    let o = &offers[0];
    let hotel = &item["hotel"];
    assert!(same_name(
        hotel["name"].as_str().unwrap(),
        t.cell(row, "Hotel")
    ));
    let (total, cur) = money(t.cell(row, "Total"));
    assert_eq!(num(o["price"]["total"].as_str().unwrap()), total);
    assert_eq!(o["price"]["currency"], cur.as_str());

    let text = ok_in(&home, &["hotels", "offer", "3"]).stdout;
    let first = text.lines().next().expect("a first line");
    assert!(
        same_name(
            first,
            &format!(
                "{} ({})",
                hotel["name"].as_str().unwrap(),
                hotel["hotelId"].as_str().unwrap()
            )
        ),
        "hotel name and id: {first:?}"
    );
    let has = |needle: &str| {
        assert!(text.contains(needle), "{needle:?} should be in:\n{text}");
    };
    has(&format!(
        "{CHECK_IN} to {CHECK_OUT}, 2 nights, 1 adult, 1 room"
    ));
    has(&format!("Offer id: {}", o["id"].as_str().unwrap()));
    has(&format!(
        "{} {cur} per room (base {})",
        o["price"]["total"].as_str().unwrap(),
        o["price"]["base"].as_str().unwrap()
    ));
    let taxes = o["price"]["taxes"].as_array().expect("taxes");
    assert!(!taxes.is_empty());
    for tax in taxes {
        has(&format!(
            "tax {} {} {}",
            tax["code"].as_str().unwrap(),
            tax["amount"].as_str().unwrap(),
            tax["currency"].as_str().unwrap()
        ));
    }
    let changes = o["price"]["variations"]["changes"]
        .as_array()
        .expect("changes");
    assert!(!changes.is_empty());
    for c in changes {
        has(&format!(
            "nights {} to {}: {} {cur} a night",
            c["startDate"].as_str().unwrap(),
            c["endDate"].as_str().unwrap(),
            c["total"].as_str().unwrap()
        ));
    }
    let kind = o["policies"]["paymentType"].as_str().expect("paymentType");
    let kind = format!("{}{}", kind[..1].to_uppercase(), &kind[1..]);
    assert_eq!(kind, t.cell(row, "Payment"));
    has(&format!("payment: {kind}"));
    let accepted = cards(o);
    assert!(!accepted.is_empty(), "offer 3 of this search takes cards");
    let named: Vec<String> = accepted
        .iter()
        .map(|c| format!("{} ({c})", vendor_name(c)))
        .collect();
    has(&format!("cards accepted: {}", named.join(", ")));
    let cancel = &o["policies"]["cancellation"];
    match cancel["deadline"].as_str() {
        Some(d) => has(&format!("cancellation: free until {d}")),
        None => has("cancellation: non-refundable"),
    }
    has(cancel["description"]["text"].as_str().unwrap());
}

#[test]
fn offer_numbers_refer_to_the_last_search_only() {
    // A fresh home has no last search.
    let fresh = Home::new();
    let r = run_in(&fresh, &["hotels", "offer", "3"]);
    assert_refused(
        &r,
        "offer 3 in a fresh home",
        &["travel hotels offers", "first"],
    );
    let r = book(&fresh, "3");
    assert_refused(
        &r,
        "book 3 in a fresh home",
        &["travel hotels offers", "first"],
    );
    assert_nothing_booked(&fresh, "book 3 in a fresh home");

    let home = Home::new();
    let t = paris_offers(&home, &[]);
    let n = t.rows.len();
    let r = run_in(&home, &["hotels", "offer", "999"]);
    assert_refused(
        &r,
        "offer 999",
        &["no result 999", &format!("the last search has {n}")],
    );
    let r = run_in(&home, &["hotels", "offer", "0"]);
    assert_refused(&r, "offer 0", &["no result 0"]);
    let r = run_in(&home, &["hotels", "offer", "abc-def"]);
    assert_refused(&r, "offer abc-def", &["neither an offer number"]);
}

#[test]
fn offer_ids_work_in_other_processes_and_other_homes() {
    let home = Home::new();
    paris_offers(&home, &["--limit", "5"]);
    let item = recheck(&home, "2");
    let id = item["offers"][0]["id"]
        .as_str()
        .expect("offer id")
        .to_string();

    // The id in a later process of the same home, and in a fresh home.
    let same = recheck(&home, &id);
    let fresh = recheck(&Home::new(), &id);
    let strip = |mut v: Value| {
        v.as_object_mut().unwrap().remove("self");
        v["offers"][0].as_object_mut().unwrap().remove("self");
        v
    };
    assert_eq!(strip(same.clone()), strip(item.clone()));
    assert_eq!(strip(fresh), strip(item));
    assert_eq!(same["offers"][0]["id"], id.as_str());

    let text = ok_in(&Home::new(), &["hotels", "offer", &id]).stdout;
    assert!(text.contains(&format!("Offer id: {id}")), "{text}");

    // A made-up id is the service's not-found.
    let mut bad = id.clone().into_bytes();
    bad[3] = if bad[3] == b'A' { b'B' } else { b'A' };
    let bad = String::from_utf8(bad).unwrap();
    let r = run_in(&Home::new(), &["hotels", "offer", &bad]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("404"), "{}", r.stderr);
}

// ===========================================================================
// hotels book
// ===========================================================================

#[test]
fn booking_one_room_is_recorded_in_the_journal() {
    let home = Home::new();
    let t = paris_offers(&home, &[]);
    let n = visa_offer_number(&home, t.rows.len());
    let row = t.row("#", &n).to_vec();
    let item = recheck(&home, &n);
    let hotel_id = item["hotel"]["hotelId"].as_str().unwrap().to_string();
    let hotel = t.cell(&row, "Hotel").to_string();
    let total = t.cell(&row, "Total").to_string();

    let r = booked(&home, &n, &[]);
    let first = r.stdout.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        format!("Booked: {hotel} {CHECK_IN} to {CHECK_OUT}, 1 room, {total}, card Visa ****1111")
    );
    let rooms = room_lines(&r.stdout);
    assert_eq!(rooms.len(), 1, "{}", r.stdout);
    let room = &rooms[0];
    assert_eq!(room.room, 1);
    assert!(!room.booking.is_empty() && !room.confirmation.is_empty());
    assert!(room.record.ends_with(" (GDS)"), "{room:?}");
    let record = room.record.trim_end_matches(" (GDS)").to_string();
    let id = journal_id(&r);
    assert!(id.starts_with("H-"), "{id}");
    assert!(r.stderr.contains(&format!("travel bookings show {id}")));

    // The list, piped: one row with the booking.
    let list = run_in(&home, &["bookings", "list"]);
    assert_eq!(list.code, 0, "{}", list.stderr);
    assert!(!list.sent());
    let l = Tsv::parse(&list.stdout);
    l.assert_header(&JOURNAL_HEADER);
    assert_eq!(l.rows.len(), 1);
    let e = &l.rows[0];
    assert_eq!(l.cell(e, "Id"), id);
    assert!(l.cell(e, "Time").starts_with(&TODAY[..4]), "{e:?}");
    assert_eq!(l.cell(e, "Env"), "sandbox");
    assert_eq!(l.cell(e, "Kind"), "hotel");
    assert_eq!(
        l.cell(e, "What"),
        format!("{hotel} ({hotel_id}), {CHECK_IN} to {CHECK_OUT}, 1 room")
    );
    assert_eq!(l.cell(e, "Guests"), "JANE DOE");
    assert_eq!(l.cell(e, "Total"), total);
    let refs = l.cell(e, "References");
    assert!(
        refs.contains(&room.confirmation) && refs.contains(&record),
        "{refs}"
    );

    // The same in JSON, and `show` by journal id, booking id or record.
    let entries = journal(&home);
    assert_eq!(entries.len(), 1);
    let j = &entries[0];
    assert_eq!(j["id"], id.as_str());
    assert_eq!(j["environment"], "sandbox");
    assert_eq!(j["kind"], "hotel");
    assert_eq!(strs(&j["ids"]), vec![room.booking.clone()]);
    assert_eq!(strs(&j["guests"]), vec!["JANE DOE"]);
    assert_eq!(
        format!(
            "{} {}",
            j["total"].as_str().unwrap(),
            j["currency"].as_str().unwrap()
        ),
        total
    );
    assert_eq!(j["card_last4"], "1111");
    let shown = run_in(&home, &["bookings", "show", &id]);
    assert_eq!(shown.code, 0, "{}", shown.stderr);
    assert!(!shown.sent());
    for needle in [
        format!("Booking {id}"),
        "(sandbox)".to_string(),
        format!("{hotel} ({hotel_id})"),
        "guests      JANE DOE".to_string(),
        format!("total       {total}"),
        format!("ids         {}", room.booking),
        "card        ****1111".to_string(),
    ] {
        assert!(
            shown.stdout.contains(&needle),
            "{needle:?} in:\n{}",
            shown.stdout
        );
    }
    for key in [room.booking.as_str(), record.as_str()] {
        let again = run_in(&home, &["bookings", "show", key]);
        assert_eq!(again.stdout, shown.stdout, "show {key}");
    }
    let sj = run_in(&home, &["--json", "bookings", "show", &id]);
    assert_eq!(sj.code, 0);
    assert_eq!(&parse_json(&sj.stdout, "bookings show --json"), j);

    assert_card_nowhere(&home, &[&r, &list, &shown, &sj], VISA);
}

#[test]
fn booking_two_rooms_gives_two_bookings_under_one_record() {
    let home = Home::new();
    let t = paris_offers(&home, &["--limit", "8", "--rooms", "2"]);
    let picked = visa_offers(&home, t.rows.len(), 2);
    let mut totals = Vec::new();
    for n in &picked {
        let row = t.row("#", n);
        let o = recheck(&home, n)["offers"][0].clone();
        assert_eq!(o["roomQuantity"], "2");
        let (total, cur) = money(t.cell(row, "Total"));
        assert!((total - 2.0 * num(o["price"]["total"].as_str().unwrap())).abs() < 0.006);
        totals.push((total, cur));
    }

    // Guests per room, with a special request.
    let r = booked(
        &home,
        &picked[0],
        &[
            "--guest",
            JANE,
            "--guest",
            ANN,
            "--room",
            "1",
            "--room",
            "2",
            "--request",
            "high floor",
        ],
    );
    assert!(r.stdout.contains(", 2 rooms, "), "{}", r.stdout);
    let rooms = room_lines(&r.stdout);
    assert_eq!(rooms.iter().map(|x| x.room).collect::<Vec<_>>(), vec![1, 2]);
    assert_ne!(rooms[0].booking, rooms[1].booking);
    assert_ne!(rooms[0].confirmation, rooms[1].confirmation);
    assert_eq!(rooms[0].record, rooms[1].record, "one shared record");

    // One guest is enough for all the rooms of an offer.
    let r2 = booked(&home, &picked[1], &[]);
    let rooms2 = room_lines(&r2.stdout);
    assert_eq!(rooms2.len(), 2);
    assert_eq!(rooms2[0].record, rooms2[1].record);
    assert_ne!(
        rooms2[0].record, rooms[0].record,
        "a new record per booking"
    );

    let entries = journal(&home);
    assert_eq!(entries.len(), 2);
    let (second, first) = (&entries[0], &entries[1]);
    assert_eq!(first["id"], journal_id(&r).as_str());
    assert_eq!(second["id"], journal_id(&r2).as_str());
    assert_eq!(strs(&first["guests"]), vec!["JANE DOE", "ANN ROE"]);
    assert_eq!(strs(&second["guests"]), vec!["JANE DOE"]);
    for ((e, rs), (total, cur)) in [(first, &rooms), (second, &rooms2)]
        .into_iter()
        .zip(&totals)
    {
        assert!(e["what"].as_str().unwrap().ends_with(", 2 rooms"));
        assert_eq!(
            strs(&e["ids"]),
            rs.iter().map(|x| x.booking.clone()).collect::<Vec<_>>()
        );
        assert!((num(e["total"].as_str().unwrap()) - total).abs() < 0.006);
        assert_eq!(e["currency"], cur.as_str());
    }
    assert_eq!(reservations(&home), 2);
}

#[test]
fn booking_takes_the_card_from_the_environment() {
    let home = Home::new();
    let t = paris_offers(&home, &["--limit", "8"]);
    let n = visa_offer_number(&home, t.rows.len());
    assert!(cards(&recheck(&home, &n)["offers"][0]).contains(&"CA".to_string()));
    let r = home
        .sandbox(&[
            "hotels",
            "book",
            &n,
            "--guest",
            JANE,
            "--card-expiry",
            EXPIRY,
            "--yes",
        ])
        .env("TRAVEL_CARD_NUMBER", MASTERCARD)
        .run();
    assert_ok(&r, &["hotels", "book", &n]);
    assert!(
        r.stdout.contains("card Mastercard ****4444"),
        "{}",
        r.stdout
    );
    let entries = journal(&home);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["card_last4"], "4444");
    assert_card_nowhere(&home, &[&r], MASTERCARD);
}

#[test]
fn booking_input_is_checked_before_anything_is_sent() {
    let home = Home::new();
    let t = paris_offers(&home, &["--limit", "8"]);
    let n = visa_offer_number(&home, t.rows.len());
    let card = format!("{VISA}\n");
    let book_args = |extra: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = ["hotels", "book", n.as_str()]
            .iter()
            .map(|s| s.to_string())
            .collect();
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let std_tail = ["--card-stdin", "--card-expiry", EXPIRY, "--yes"];
    let two_guests = ["--guest", JANE, "--guest", ANN];
    // (what, args, stdin, env, rule, refused after the recheck)
    type Case<'a> = (
        &'a str,
        Vec<String>,
        Option<String>,
        Vec<(&'a str, &'a str)>,
        Vec<&'a str>,
        bool,
    );
    let cases: Vec<Case> = vec![
        (
            "bad Luhn",
            book_args(&[&["--guest", JANE][..], &std_tail].concat()),
            Some("4111111111111112\n".into()),
            vec![],
            vec!["Luhn"],
            false,
        ),
        (
            "expired card",
            book_args(&[
                "--guest",
                JANE,
                "--card-stdin",
                "--card-expiry",
                "2020-01",
                "--yes",
            ]),
            Some(card.clone()),
            vec![],
            vec!["expired", "2020-01"],
            false,
        ),
        (
            "malformed expiry",
            book_args(&[
                "--guest",
                JANE,
                "--card-stdin",
                "--card-expiry",
                "1/28",
                "--yes",
            ]),
            Some(card.clone()),
            vec![],
            vec!["1/28", "YYYY-MM, MM/YY or MM/YYYY"],
            false,
        ),
        (
            "empty card number on stdin",
            book_args(&[&["--guest", JANE][..], &std_tail].concat()),
            Some("\n".to_string()),
            vec![],
            vec!["the card number is empty"],
            false,
        ),
        (
            "vendor not the number's",
            book_args(&[&["--guest", JANE, "--card-vendor", "AX"][..], &std_tail].concat()),
            Some(card.clone()),
            vec![],
            vec!["Visa", "not AX"],
            false,
        ),
        (
            "no guest",
            book_args(&std_tail),
            Some(card.clone()),
            vec![],
            vec!["--guest"],
            false,
        ),
        (
            "no last name",
            book_args(
                &[
                    &["--guest", "Mr Jane <jane@example.com> +33123456789"][..],
                    &std_tail,
                ]
                .concat(),
            ),
            Some(card.clone()),
            vec![],
            vec!["first and a last name"],
            false,
        ),
        (
            "bad e-mail",
            book_args(
                &[
                    &["--guest", "Jane Doe <jane.example.com> +33123456789"][..],
                    &std_tail,
                ]
                .concat(),
            ),
            Some(card.clone()),
            vec![],
            vec!["jane.example.com", "e-mail"],
            false,
        ),
        (
            "bad phone",
            book_args(
                &[
                    &["--guest", "Jane Doe <jane@example.com> 0123456789"][..],
                    &std_tail,
                ]
                .concat(),
            ),
            Some(card.clone()),
            vec![],
            vec!["0123456789", "phone", "international"],
            false,
        ),
        (
            "room with a guest that is not there",
            book_args(&[&two_guests[..], &["--room", "3"], &std_tail].concat()),
            Some(card.clone()),
            vec![],
            vec!["--room", "1 to 2"],
            false,
        ),
        (
            "guest in two rooms",
            book_args(
                &[
                    &two_guests[..],
                    &["--room", "1,2", "--room", "2"],
                    &std_tail,
                ]
                .concat(),
            ),
            Some(card.clone()),
            vec![],
            vec!["guest 2 is in two rooms"],
            false,
        ),
        (
            "no --yes without a terminal",
            book_args(&["--guest", JANE, "--card-stdin", "--card-expiry", EXPIRY]),
            Some(card.clone()),
            vec![],
            vec!["--yes"],
            false,
        ),
        (
            "no --yes, card from the environment",
            book_args(&["--guest", JANE, "--card-expiry", EXPIRY]),
            None,
            vec![("TRAVEL_CARD_NUMBER", VISA)],
            vec!["--yes"],
            false,
        ),
        (
            "no card number anywhere",
            book_args(&["--guest", JANE, "--card-expiry", EXPIRY, "--yes"]),
            None,
            vec![],
            vec!["no card number", "--card-stdin", "TRAVEL_CARD_NUMBER"],
            false,
        ),
        (
            "as many --room as the offer's rooms",
            book_args(&[&two_guests[..], &["--room", "1", "--room", "2"], &std_tail].concat()),
            Some(card.clone()),
            vec![],
            vec!["the offer is for 1 room", "2 --room"],
            true,
        ),
    ];
    let mut outputs = Vec::new();
    for (what, args, stdin, env, rule, after_recheck) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut cmd = home.sandbox(&args);
        cmd.envs(env);
        if let Some(text) = stdin {
            cmd.write_stdin(text);
        }
        let r = cmd.run();
        if after_recheck {
            assert_refused_after_request(&r, what, &rule);
        } else {
            assert_refused(&r, what, &rule);
        }
        outputs.push(r);
    }
    assert_nothing_booked(&home, "refused bookings");
    assert!(!journal_file(&home).exists(), "no journal written");
    let still = recheck(&home, &n);
    assert_eq!(still["available"], true);
    for r in &outputs {
        assert!(!r.stdout.contains(VISA) && !r.stderr.contains(VISA));
    }
}

#[test]
fn booking_with_a_card_the_hotel_does_not_take_is_refused() {
    let home = Home::new();
    let offers = paris_offers_json(&home, &["--limit", "60"]);
    let (hotel, offer) = offers
        .iter()
        .find(|(_, o)| {
            let c = cards(o);
            !c.is_empty() && !c.contains(&"AX".to_string()) && c.contains(&"VI".to_string())
        })
        .expect("a Paris hotel that takes Visa but not American Express");
    let id = offer["id"].as_str().unwrap();
    let r = book_with(&home, id, AMEX, &[]);
    let takes: Vec<String> = cards(offer)
        .iter()
        .map(|c| format!("{} ({c})", vendor_name(c)))
        .collect();
    assert_refused_after_request(
        &r,
        &format!("Amex at {}", hotel["hotelId"]),
        &["does not take American Express", &takes.join(", ")],
    );
    assert_nothing_booked(&home, "Amex refused");
    assert_card_nowhere_in_runs(&[&r], AMEX);
    // The same offer with a card it takes is booked.
    let ok = booked(&home, id, &[]);
    assert_eq!(room_lines(&ok.stdout).len(), 1);
    assert_eq!(journal(&home).len(), 1);
}

fn assert_card_nowhere_in_runs(runs: &[&Run], number: &str) {
    for r in runs {
        assert!(!r.stdout.contains(number) && !r.stderr.contains(number));
    }
}

#[test]
fn the_offers_table_marks_the_offers_no_card_can_pay() {
    let home = Home::new();
    let no_card = paris_offers_json(&home, &["--limit", "60"])
        .iter()
        .filter(|(_, o)| cards(o).is_empty())
        .count();
    assert!(no_card > 0, "no Paris offer without cards to mark");
    let t = paris_offers(&home, &["--limit", "60"]);
    let marked: Vec<usize> = t
        .column("Payment")
        .iter()
        .enumerate()
        .filter(|(_, p)| p.ends_with(", no card"))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(marked.len(), no_card, "{:?}", t.column("Payment"));
    // a marked offer lists no card when rechecked, an unmarked one lists some
    let first = marked[0].to_string();
    assert!(cards(&recheck(&home, &first)["offers"][0]).is_empty());
    let unmarked = (1..).find(|i| !marked.contains(i)).unwrap().to_string();
    assert!(!cards(&recheck(&home, &unmarked)["offers"][0]).is_empty());
}

#[test]
fn a_hotel_that_takes_no_card_is_refused() {
    let home = Home::new();
    let offers = paris_offers_json(&home, &["--limit", "60"]);
    let (_, offer) = offers
        .iter()
        .find(|(_, o)| cards(o).is_empty())
        .expect("a Paris hotel that takes no cards");
    let id = offer["id"].as_str().unwrap();
    let item = recheck(&home, id);
    let o = &item["offers"][0];
    assert!(cards(o).is_empty(), "{o}");
    let text = ok_in(&home, &["hotels", "offer", id]).stdout;
    assert!(text.contains("no cards accepted"), "{text}");
    let r = book(&home, id);
    assert_refused_after_request(
        &r,
        "a hotel without cards",
        &["takes no card payment", "card"],
    );
    assert!(r.stderr.contains("hint: "), "{}", r.stderr);
    assert_nothing_booked(&home, "no-card hotel");
}

// ===========================================================================
// Selling out: in turn, through a relay, in parallel
// ===========================================================================

#[test]
fn booking_in_turn_until_sold_out_keeps_the_journal_exact() {
    let home = Home::new();
    paris_offers(&home, &["--limit", "5"]);
    let n = visa_offer_number(&home, 5);
    let (done, refused) = book_until_refused(&home, &n);
    assert!(!done.is_empty(), "at least one room: {}", refused.stderr);
    // Sold out: the CLI's recheck of the offer finds it gone before booking (a race can
    // still reach the service's 3664, which says the same).
    assert_eq!(refused.code, 3, "{}", refused.stderr);
    let first = error_line(&refused).unwrap_or_default();
    assert!(
        first == "error: the offer is no longer available"
            || first.starts_with("error: NO ROOMS AVAILABLE AT REQUESTED PROPERTY (400/3664)"),
        "{}",
        refused.stderr
    );
    let hint = refused
        .stderr
        .lines()
        .find(|l| l.starts_with("hint: "))
        .unwrap_or_else(|| panic!("a hint:\n{}", refused.stderr));
    assert!(
        hint.contains("offer") && hint.contains("travel hotels offers"),
        "{hint}"
    );
    assert!(refused.stdout.is_empty());

    let entries = journal(&home);
    assert_eq!(entries.len(), done.len(), "exactly the bookings made");
    let ids: BTreeSet<String> = done.iter().map(journal_id).collect();
    let listed: BTreeSet<String> = entries
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids, listed);
    assert_eq!(reservations(&home), done.len() as i64);

    // Rechecking says so too.
    let r = run_in(&home, &["hotels", "offer", &n]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("no longer available"), "{}", r.stderr);
}

#[test]
fn parallel_bookings_never_oversell() {
    // Rooms left of the cheapest offer: booked in turn in a scratch home.
    let scratch = Home::new();
    let id = visa_offer_ids(&paris_offers_json(&scratch, &["--limit", "5"]))
        .into_iter()
        .next()
        .expect("an offer paid by Visa");
    let (done, _) = book_until_refused(&scratch, &id);
    let capacity = done.len();
    assert!(capacity >= 1);

    // In a fresh home, capacity + 3 processes at once on the same state file. Each waits
    // for its card on stdin, so all are started before any books.
    let home = Home::new();
    let mut children: Vec<Child> = (0..capacity + 3)
        .map(|_| {
            home.std_travel()
                .args(["--sandbox", "hotels", "book", &id, "--guest", JANE])
                .args(["--card-stdin", "--card-expiry", EXPIRY, "--yes", "--again"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn travel")
        })
        .collect();
    for c in &mut children {
        let mut stdin = c.stdin.take().expect("stdin");
        stdin.write_all(format!("{VISA}\n").as_bytes()).unwrap();
    }
    let outs: Vec<_> = children
        .into_iter()
        .map(|c| c.wait_with_output().expect("wait"))
        .collect();
    let ok = outs.iter().filter(|o| o.status.code() == Some(0)).count();
    let mut sold_out = 0;
    for o in outs.iter().filter(|o| o.status.code() != Some(0)) {
        let err = stderr_of(o);
        assert_eq!(o.status.code(), Some(3), "{err}");
        let first = err
            .lines()
            .find(|l| l.starts_with("error: "))
            .unwrap_or_default();
        if first.starts_with("error: NO ROOMS AVAILABLE AT REQUESTED PROPERTY (400/3664)") {
            sold_out += 1;
        } else {
            assert_eq!(first, "error: the offer is no longer available", "{err}");
        }
        assert!(err
            .lines()
            .any(|l| l.starts_with("hint: ") && l.contains("offer")));
    }
    assert_eq!(
        ok,
        capacity,
        "{capacity} rooms, {} processes: {ok} booked ({sold_out} refused with 3664)",
        capacity + 3
    );
    assert_eq!(journal(&home).len(), capacity);
    assert_eq!(reservations(&home), capacity as i64);
}

// ---------------------------------------------------------------------------
// `travel sandbox serve` over plain HTTP
// ---------------------------------------------------------------------------

/// `POST /v1/booking/hotel-bookings` to a served sandbox: the status and the body.
fn book_served(s: &Served, token: &str, body: &Value) -> (u16, Value) {
    let r = s.post_json("/v1/booking/hotel-bookings", token, body);
    (r.status, parse_json(&r.body, "booking response"))
}

/// A booking body for an offer, paid by Visa.
fn booking_body(offer_id: &str) -> Value {
    json!({"data": {
        "offerId": offer_id,
        "guests": [{"id": 1, "name": {"title": "MR", "firstName": "JANE", "lastName": "DOE"},
                    "contact": {"phone": "+33123456789", "email": "jane@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard",
                      "card": {"vendorCode": "VI", "cardNumber": VISA, "expiryDate": EXPIRY}}]
    }})
}

fn first_error(body: &Value) -> &Value {
    &body["errors"][0]
}

#[test]
fn served_sandbox_refuses_a_no_card_hotel_with_3682_and_a_sold_out_offer_with_3664() {
    // Offer ids are the same in any state: take them from a search in another home.
    let offers = paris_offers_json(&Home::new(), &["--limit", "60"]);
    let no_card = offers
        .iter()
        .find(|(_, o)| cards(o).is_empty())
        .map(|(_, o)| o["id"].as_str().unwrap().to_string())
        .expect("a hotel without cards");
    let visa = visa_offer_ids(&offers)
        .into_iter()
        .next()
        .expect("a hotel that takes Visa");

    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();

    let (status, body) = book_served(&s, &token, &booking_body(&no_card));
    assert_eq!(status, 400, "{body}");
    let e = first_error(&body);
    assert_eq!(e["code"], 3682, "{body}");
    assert_eq!(e["status"], 400);
    assert!(e["title"].as_str().unwrap().contains("NOT ACCEPTED"), "{e}");

    let mut made = 0;
    let refusal = loop {
        let (status, body) = book_served(&s, &token, &booking_body(&visa));
        if status != 201 {
            break (status, body);
        }
        let items = data(&body);
        assert_eq!(items.len(), 1);
        assert_eq!(items[0]["type"], "hotel-booking");
        made += 1;
        assert!(made <= 10, "rooms never run out");
    };
    assert!(made >= 1);
    let (status, body) = refusal;
    assert_eq!(status, 400, "{body}");
    let e = first_error(&body);
    assert_eq!(e["code"], 3664, "{body}");
    assert_eq!(e["title"], "NO ROOMS AVAILABLE AT REQUESTED PROPERTY");

    // Rechecked by id, the offer is gone.
    let r = s.get(&format!("/v3/shopping/hotel-offers/{visa}"), &token);
    assert_eq!(r.status, 200, "{}", r.body);
    let item = parse_json(&r.body, "offer");
    assert_eq!(item["data"]["available"], false);
    assert!(item["data"]["offers"].as_array().unwrap().is_empty());
}

/// A relay in front of a served sandbox. Armed, it first books whatever is left of the
/// offer of a booking request it passes on (sending the same request until refused), as
/// other agents could between the CLI's recheck and its booking.
fn relay(upstream: String, armed: Arc<AtomicBool>) -> String {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime to start the relay");
    let server = runtime.block_on(async {
        let server = wiremock::MockServer::start().await;
        wiremock::Mock::given(wiremock::matchers::any())
            .respond_with(Relay { upstream, armed })
            .mount(&server)
            .await;
        server
    });
    let url = server.uri();
    // The relay serves the test to its end (a thread of wiremock's own answers).
    std::mem::forget(server);
    url
}

/// What the relay does with each request: see `relay`.
struct Relay {
    upstream: String,
    armed: Arc<AtomicBool>,
}

impl wiremock::Respond for Relay {
    fn respond(&self, req: &wiremock::Request) -> wiremock::ResponseTemplate {
        let upstream = &self.upstream;
        let body = String::from_utf8_lossy(&req.body).into_owned();
        let kept: Vec<(String, String)> = req
            .headers
            .iter()
            .map(|(k, v)| {
                (
                    k.as_str().to_string(),
                    String::from_utf8_lossy(v.as_bytes()).into_owned(),
                )
            })
            .filter(|(k, _)| {
                ["authorization", "content-type", "x-http-method-override"]
                    .contains(&k.to_ascii_lowercase().as_str())
            })
            .collect();
        let headers: Vec<(&str, &str)> =
            kept.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let method = req.method.as_str().to_string();
        let target = match req.url.query() {
            Some(q) => format!("{}?{q}", req.url.path()),
            None => req.url.path().to_string(),
        };
        if self.armed.load(Ordering::SeqCst)
            && method == "POST"
            && target.contains("hotel-bookings")
        {
            for _ in 0..12 {
                if http(upstream, &method, &target, &headers, &body).status != 201 {
                    break;
                }
            }
        }
        let up = http(upstream, &method, &target, &headers, &body);
        up.headers
            .iter()
            .filter(|(k, _)| {
                k.eq_ignore_ascii_case("content-type") || k.eq_ignore_ascii_case("x-travel-sandbox")
            })
            .fold(
                wiremock::ResponseTemplate::new(up.status).set_body_bytes(up.body.clone()),
                |answer, (k, v)| answer.insert_header(k.as_str(), v.as_str()),
            )
    }
}

#[test]
fn an_offer_sold_out_after_the_recheck_is_refused_with_3664() {
    let home = Home::new();
    let served = Served::start(&home);
    let armed = Arc::new(AtomicBool::new(false));
    let url = relay(served.addr().to_string(), Arc::clone(&armed));
    let cli = |args: &[&str], stdin: Option<&str>| -> Run {
        let mut cmd = home.travel();
        cmd.env("AMADEUS_CLIENT_ID", "relay-client")
            .env("AMADEUS_CLIENT_SECRET", "relay-secret")
            .args(["--base-url", &url])
            .args(args);
        if let Some(s) = stdin {
            cmd.write_stdin(s.to_string());
        }
        cmd.run()
    };
    let search = cli(
        &[
            "--json",
            "hotels",
            "offers",
            "--city",
            "PAR",
            "--check-in",
            CHECK_IN,
            "--nights",
            "2",
            "--limit",
            "5",
        ],
        None,
    );
    assert_eq!(search.code, 0, "{}", search.stderr);
    let offer = visa_offer_ids(&offers_of(&parse_json(&search.stdout, "offers")))
        .into_iter()
        .next()
        .expect("an offer paid by Visa");
    let book_args = [
        "hotels",
        "book",
        &offer,
        "--guest",
        JANE,
        "--card-stdin",
        "--card-expiry",
        EXPIRY,
        "--yes",
        "--again",
    ];
    let card = format!("{VISA}\n");
    let first = cli(&book_args, Some(&card));
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(room_lines(&first.stdout).len(), 1);

    // Others take the rest between the recheck and the booking.
    armed.store(true, Ordering::SeqCst);
    let r = cli(&book_args, Some(&card));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert!(
        r.stderr
            .lines()
            .any(|l| l.starts_with("error: NO ROOMS AVAILABLE AT REQUESTED PROPERTY (400/3664)")),
        "{}",
        r.stderr
    );
    let hint = r
        .stderr
        .lines()
        .find(|l| l.starts_with("hint: "))
        .unwrap_or_else(|| panic!("a hint:\n{}", r.stderr));
    assert!(
        hint.contains("offer") && hint.contains("travel hotels offers"),
        "{hint}"
    );
    assert!(!r.stderr.contains("recorded in the journal"));

    let entries = journal(&home);
    assert_eq!(entries.len(), 1, "only the booking made");
    assert_eq!(entries[0]["id"], journal_id(&first).as_str());
    // Answered by `sandbox serve`: the journal says so, not "test".
    assert_eq!(entries[0]["environment"], format!("sandbox via {url}"));
    assert_card_nowhere(&home, &[&search, &first, &r], VISA);
}

// ===========================================================================
// The journal
// ===========================================================================

#[test]
fn an_empty_journal_is_a_note_and_unknown_bookings_are_refused() {
    let home = Home::new();
    let r = run_in(&home, &["bookings", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(r.stderr.contains("no bookings yet"), "{}", r.stderr);
    assert!(!r.sent());
    assert!(journal(&home).is_empty());
    let r = run_in(&home, &["bookings", "show", "NOPE"]);
    assert_refused(
        &r,
        "bookings show NOPE",
        &["no booking \"NOPE\"", "travel bookings list"],
    );
}

/// Two bookings, then the partial line a crash in the middle of a write would leave;
/// the journal ids, and the id of an offer left to book.
fn two_bookings_and_a_torn_line(home: &Home) -> (Vec<String>, String) {
    let offers = visa_offer_ids(&paris_offers_json(home, &["--limit", "8"]));
    assert!(offers.len() >= 3, "{offers:?}");
    let ids: Vec<String> = offers[..2]
        .iter()
        .map(|o| journal_id(&booked(home, o, &[])))
        .collect();
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(journal_file(home))
        .expect("the journal exists");
    f.write_all(br#"{"id":"H-2026"#).unwrap();
    (ids, offers[2].clone())
}

#[test]
fn a_torn_journal_line_is_skipped_with_a_warning() {
    let home = Home::new();
    let (ids, _) = two_bookings_and_a_torn_line(&home);
    let r = run_in(&home, &["bookings", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("warning: 1 damaged line(s) of the journal were skipped"),
        "{}",
        r.stderr
    );
    let t = Tsv::parse(&r.stdout);
    let mut listed = t.column("Id");
    listed.reverse();
    assert_eq!(listed, ids, "newest first, both kept");
    let shown = run_in(&home, &["bookings", "show", &ids[0]]);
    assert_eq!(shown.code, 0, "{}", shown.stderr);
}

#[test]
fn the_journal_survives_a_crash_mid_write() {
    let home = Home::new();
    let (mut ids, third) = two_bookings_and_a_torn_line(&home);
    ids.push(journal_id(&booked(&home, &third, &[])));
    let r = run_in(&home, &["bookings", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("1 damaged line"), "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    let mut listed = t.column("Id");
    listed.reverse();
    assert_eq!(listed, ids, "all three bookings");
}

/// Book `offer` with the binary's test switch that stops it halfway through writing its
/// journal line, wait until that half is in the file, and kill it there (SIGKILL).
fn kill_mid_journal_write(home: &Home, offer: &str) {
    let journal = journal_file(home);
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    let before = size(&journal);
    let mut child = home
        .std_travel()
        .env("TRAVEL_TEST_STOP_MID_JOURNAL_WRITE", "1")
        .args(["--sandbox", "hotels", "book", offer, "--guest", JANE])
        .args(["--card-stdin", "--card-expiry", EXPIRY, "--yes", "--again"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn travel");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(format!("{VISA}\n").as_bytes()).unwrap();
    drop(stdin);
    let deadline = Instant::now() + Duration::from_secs(60);
    while size(&journal) == before {
        if let Some(status) = child.try_wait().expect("wait") {
            let mut err = String::new();
            let _ = child.stderr.take().unwrap().read_to_string(&mut err);
            panic!("booking {offer} ended ({status}) before writing its journal line:\n{err}");
        }
        assert!(Instant::now() < deadline, "no journal write within 60 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().expect("kill travel");
    let status = child.wait().expect("wait");
    assert_eq!(status.code(), None, "killed in the middle of the write");
}

/// Bookings killed in the middle of writing their journal line (at that exact moment,
/// not at a guessed delay): the entries before stay as they were and are listed, each
/// torn half is skipped with a warning, and the next booking starts a line of its own.
/// (The first line a booking writes is the one before it is sent: the killed ones are
/// never sent.)
#[test]
fn killed_bookings_leave_a_readable_journal() {
    let home = Home::new();
    let ids = visa_offer_ids(&paris_offers_json(&home, &["--limit", "10"]));
    assert!(ids.len() >= 4, "{ids:?}");
    let made = booked(&home, &ids[0], &[]);
    let good = std::fs::read(journal_file(&home)).expect("the journal");

    kill_mid_journal_write(&home, &ids[1]);
    let torn = std::fs::read(journal_file(&home)).expect("the journal");
    assert!(
        torn.starts_with(&good),
        "the entry before the kill was changed"
    );
    let half = &torn[good.len()..];
    assert!(
        !half.contains(&b'\n') && serde_json::from_slice::<Value>(half).is_err(),
        "the killed booking left half a line: {:?}",
        String::from_utf8_lossy(half)
    );
    let r = run_in(&home, &["bookings", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("warning: 1 damaged line(s) of the journal were skipped"),
        "{}",
        r.stderr
    );
    assert_eq!(Tsv::parse(&r.stdout).column("Id"), [journal_id(&made)]);

    // Killed again right after a torn line, then a booking that completes.
    kill_mid_journal_write(&home, &ids[2]);
    let twice = std::fs::read(journal_file(&home)).expect("the journal");
    assert!(
        twice.starts_with(&torn),
        "the journal before the kill was changed"
    );
    let after = booked(&home, &ids[3], &[]);
    let text = std::fs::read_to_string(journal_file(&home)).expect("the journal");
    assert!(text.as_bytes().starts_with(&twice));
    assert!(text.ends_with('\n'), "a completed booking ends its line");
    // Each line is one entry or one torn half: nothing glued to a torn line (a
    // booking made is two lines: before it was sent, and once made).
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    let entries: Vec<Value> = lines
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] != "sending")
        .collect();
    let want = [journal_id(&made), journal_id(&after)];
    let got: Vec<&str> = entries.iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(got, want, "the two completed bookings, in order:\n{text}");
    let listed = journal(&home);
    assert_eq!(listed.len(), 2);
    for id in &want {
        assert!(listed.iter().any(|e| e["id"] == id.as_str()), "{id}");
    }
    let r = run_in(&home, &["bookings", "list"]);
    assert!(
        r.stderr
            .contains("warning: 2 damaged line(s) of the journal were skipped"),
        "{}",
        r.stderr
    );
    assert_card_nowhere(&home, &[&made, &after], VISA);
}

#[test]
fn journal_ids_stay_unique_across_a_sandbox_reset() {
    let home = Home::new();
    paris_offers(&home, &["--limit", "5"]);
    let n = visa_offer_number(&home, 5);
    let first = journal_id(&booked(&home, &n, &[]));
    let r = home
        .travel()
        .args(["sandbox", "reset"])
        .output()
        .expect("reset");
    assert!(r.status.success(), "{}", stderr_of(&r));
    let second = journal_id(&booked(&home, &n, &[]));
    let ids: BTreeSet<String> = journal(&home)
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect();
    assert_ne!(first, second);
    assert_eq!(ids.len(), 2);
}

/// Nightly and Total are on the same basis: the nightly rate times the nights is the
/// total (taxes included, all rooms).
#[test]
fn nightly_times_nights_is_the_total() {
    let t = tsv(&[
        "hotels",
        "offers",
        "--city",
        "PAR",
        "--check-in",
        CHECK_IN,
        "--nights",
        "3",
        "--rooms",
        "2",
        "--limit",
        "5",
    ]);
    assert!(!t.rows.is_empty());
    for row in &t.rows {
        let (nightly, _) = money(t.cell(row, "Nightly"));
        let (total, _) = money(t.cell(row, "Total"));
        assert!(
            (nightly * 3.0 - total).abs() <= 0.03,
            "{nightly} x 3 nights vs {total}: {row:?}"
        );
    }
}

/// The same booking again (same hotel, dates and guest) is refused with the first one's
/// reference and exit 2, nothing booked; `--again` books a second one.
#[test]
fn booking_the_same_again_is_refused_unless_asked() {
    let home = Home::new();
    paris_offers(&home, &["--limit", "5"]);
    let n = visa_offer_number(&home, 5);
    let args = [
        "hotels",
        "book",
        n.as_str(),
        "--guest",
        JANE,
        "--card-stdin",
        "--card-expiry",
        EXPIRY,
        "--yes",
    ];
    let card = format!("{VISA}\n");
    let first = home.sandbox(&args).write_stdin(card.clone()).run();
    assert_ok(&first, &args);
    let id = journal_id(&first);
    let reference = journal(&home)[0]["references"][0]
        .as_str()
        .unwrap()
        .to_string();

    let again = home.sandbox(&args).write_stdin(card.clone()).run();
    assert_eq!(again.code, 2, "{}", again.stderr);
    let line = error_line(&again).unwrap_or_default();
    assert!(
        line.contains("already made") && line.contains(&id) && line.contains(&reference),
        "{}",
        again.stderr
    );
    assert!(again.stderr.contains("--again"), "{}", again.stderr);
    assert!(again.stdout.is_empty());
    assert!(
        !again.sent(),
        "refused before the recheck: {}",
        again.stderr
    );
    assert_eq!(journal(&home).len(), 1);
    assert_eq!(reservations(&home), 1, "nothing booked the second time");

    let mut with_again = args.to_vec();
    with_again.push("--again");
    let second = home.sandbox(&with_again).write_stdin(card).run();
    assert_ok(&second, &with_again);
    assert_ne!(journal_id(&second), id);
    assert_eq!(journal(&home).len(), 2);
    assert_eq!(reservations(&home), 2);
}

/// The connection lost after the booking was sent: it may exist, it is not sent again,
/// the journal records it as unknown, and a re-run is refused until --again.
#[test]
fn a_connection_lost_after_booking_is_recorded_and_not_resent() {
    use common::closing_server;
    let home = Home::new();
    paris_offers(&home, &["--limit", "5"]);
    let n = visa_offer_number(&home, 5);
    let offer = json_in(&home, &["hotels", "offer", &n]);
    let body = offer.to_string();
    // by its id: the numbers of a sandbox search are not sent to another service
    let id = offer["data"]["offers"][0]["id"].as_str().expect("offer id");
    let (url, seen) = closing_server(vec![Some(body.clone()), None, None, None]);
    let args = [
        "hotels",
        "book",
        id,
        "--guest",
        JANE,
        "--card-stdin",
        "--card-expiry",
        EXPIRY,
        "--yes",
    ];
    let r = home
        .against_url(&url, &args)
        .write_stdin(format!("{VISA}\n"))
        .run();
    assert_eq!(r.code, 6, "{}", r.stderr);
    let posts = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|l| l.starts_with("POST /v1/booking/hotel-bookings"))
        .count();
    assert_eq!(posts, 1, "sent once, never again");
    assert!(r.stderr.contains("MAY EXIST"), "{}", r.stderr);
    let entries = journal(&home);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["state"], "unknown");
    assert!(!std::fs::read_to_string(journal_file(&home))
        .unwrap()
        .contains(VISA));

    // The same again is refused, nothing sent.
    let (url, seen) = closing_server(vec![Some(body)]);
    let r = home
        .against_url(&url, &args)
        .write_stdin(format!("{VISA}\n"))
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("already made"), "{}", r.stderr);
    assert!(seen.lock().unwrap().iter().all(|l| !l.starts_with("POST")));
}

// ===========================================================================
// The sandbox's hotels: the provider's documented ids, prices, taxes
// ===========================================================================

#[test]
fn the_providers_documented_hotel_ids_work_from_list_to_booking() {
    let home = Home::new();
    let body = json_in(&home, &["hotels", "list", "--ids", "MCLONGHM,TELONMFS"]);
    let items = data(&body);
    let seen: Vec<(&str, &str, &str)> = items
        .iter()
        .map(|h| {
            let s = |k: &str| h[k].as_str().unwrap_or_default();
            (s("hotelId"), s("chainCode"), s("iataCode"))
        })
        .collect();
    assert_eq!(seen, [("MCLONGHM", "MC", "LON"), ("TELONMFS", "TE", "LON")]);
    assert!(items[0]["name"]
        .as_str()
        .unwrap()
        .contains("MARRIOTT LONDON"));
    let ratings = tsv_in(&home, &["hotels", "ratings", "MCLONGHM", "TELONMFS"]);
    assert_eq!(ratings.column("Hotel"), vec!["MCLONGHM", "TELONMFS"]);

    let t = tsv_in(
        &home,
        &[
            "hotels",
            "offers",
            "MCLONGHM",
            "--check-in",
            "2027-01-13",
            "--nights",
            "2",
        ],
    );
    assert!(!t.rows.is_empty());
    assert!(t
        .column("Hotel")
        .iter()
        .all(|h| h.starts_with("Marriott London")));
    let n = visa_offer_number(&home, t.rows.len());
    let r = booked(&home, &n, &[]);
    assert!(
        r.stdout.starts_with("Booked: Marriott London"),
        "{}",
        r.stdout
    );

    // A chain or city the sandbox does not know is still no hotel.
    let r = run_in(&home, &["hotels", "list", "--ids", "QQLON001,MCZZZ001"]);
    assert_ne!(r.code, 0, "{}", r.stdout);
    assert!(r.stderr.contains("3237"), "{}", r.stderr);
}

/// The cheapest total of each hotel's offers in a search body, by hotel id.
fn cheapest_by_hotel(body: &Value) -> std::collections::BTreeMap<String, f64> {
    let mut out = std::collections::BTreeMap::new();
    for (h, o) in offers_of(body) {
        let total = num(o["price"]["total"].as_str().unwrap());
        let e = out
            .entry(h["hotelId"].as_str().unwrap().to_string())
            .or_insert(f64::INFINITY);
        *e = f64::min(*e, total);
    }
    out
}

#[test]
fn paris_luxury_costs_several_times_economy_and_new_years_eve_more() {
    let home = Home::new();
    // A Four Seasons and an ibis budget, in January and on New Year's Eve.
    let search = |day: &str| {
        cheapest_by_hotel(&json_in(
            &home,
            &[
                "hotels",
                "offers",
                "FSPARLBL",
                "RTPAR9CL",
                "--check-in",
                day,
            ],
        ))
    };
    let (jan, nye) = (search("2027-01-13"), search("2026-12-31"));
    let (lux, eco) = (jan["FSPARLBL"], jan["RTPAR9CL"]);
    assert!((900.0..2500.0).contains(&lux), "{lux}");
    assert!(lux > 5.0 * eco, "{lux} vs {eco}");
    for id in ["FSPARLBL", "RTPAR9CL"] {
        assert!(nye[id] > 1.6 * jan[id], "{id}: {} vs {}", nye[id], jan[id]);
    }
}

#[test]
fn paris_and_london_offers_carry_their_own_taxes() {
    let home = Home::new();
    let taxes = |id: &str| -> Vec<Value> {
        let body = json_in(&home, &["hotels", "offers", id, "--check-in", "2027-01-13"]);
        let (_, o) = offers_of(&body).remove(0);
        o["price"]["taxes"].as_array().unwrap().clone()
    };
    let paris = taxes("FSPARLBL");
    assert_eq!(paris[0]["code"], "VALUE_ADDED_TAX");
    assert_eq!(paris[0]["description"], "TVA");
    assert_eq!(paris[0]["percentage"], "10");
    assert_eq!(paris[1]["code"], "CITY_TAX");
    assert_eq!(paris[1]["description"], "TAXE DE SEJOUR");
    assert_eq!(paris[1]["amount"], "10.73");
    assert_eq!(paris[1]["pricingMode"], "PER_OCCUPANT");
    assert_eq!(paris[1]["included"], false);
    let london = taxes("MCLONGHM");
    assert_eq!(london.len(), 1, "{london:?}");
    assert_eq!(london[0]["description"], "VAT");
    assert_eq!(london[0]["percentage"], "20");
    assert_eq!(london[0]["currency"], "GBP");
}

/// A deadline of the offers table ("Tue 01 Dec 18:00", in the year of `TODAY`) read
/// back, with whether it is marked passed.
fn cancel_deadline(cell: &str) -> Option<(chrono::NaiveDateTime, bool)> {
    let (passed, when) = match cell.strip_prefix("passed ") {
        Some(rest) => (true, rest),
        None => (false, cell),
    };
    let year = &TODAY[..4];
    let at = chrono::NaiveDateTime::parse_from_str(&format!("{year} {when}"), "%Y %a %d %b %H:%M")
        .ok()?;
    Some((at, passed))
}

/// Checking in today or tomorrow, in cities all over: a deadline already behind the
/// clock is marked passed, and one ahead of it never is; `hotels offer` says the same in
/// words. Some offers do have a passed deadline (the check can fail).
#[test]
fn a_cancellation_deadline_already_behind_is_marked_passed() {
    let home = Home::new();
    let now = chrono::NaiveDate::parse_from_str(TODAY, "%Y-%m-%d")
        .unwrap()
        .and_hms_opt(0, 0, 0)
        .unwrap();
    let mut passed = 0;
    for city in ["ROM", "PAR", "NYC", "MAD", "LON", "TYO"] {
        for check_in in ["today", "tomorrow"] {
            let args = [
                "hotels",
                "offers",
                "--city",
                city,
                "--check-in",
                check_in,
                "--nights",
                "2",
                "--limit",
                "20",
            ];
            let r = home.sandbox(&args).run();
            assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
            let t = Tsv::parse(&r.stdout);
            for row in &t.rows {
                let cell = &row[t.col("Cancel by")];
                let Some((at, marked)) = cancel_deadline(cell) else {
                    continue;
                };
                assert_eq!(marked, at < now, "{city} {check_in}: {cell:?}");
                passed += usize::from(marked);
            }
        }
    }
    assert!(passed > 0, "no offer with a deadline already behind");
}

/// `travel --sandbox hotels book ARGS` on a 80x50 pseudo-terminal in `home`.
fn book_on_a_terminal(home: &Home, args: &str) -> rexpect::session::PtySession {
    let cmd = home.std_travel();
    let travel = cmd.get_program().to_owned();
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .env_remove("TRAVEL_CARD_NUMBER")
        .arg("-c")
        .arg(format!(
            "stty rows 50 cols 80 && exec '{}' --sandbox hotels book {args}",
            travel.to_string_lossy()
        ));
    rexpect::session::spawn_with_options(
        sh,
        rexpect::reader::Options::new()
            .timeout_ms(Some(30_000))
            .strip_ansi_escape_codes(true),
    )
    .expect("start hotels book on a pty")
}

#[test]
fn the_card_expiry_comes_before_the_number_and_a_wrong_number_is_asked_again_in_place() {
    let home = Home::new();
    let r = home
        .sandbox(&[
            "hotels",
            "offers",
            "--city",
            "PAR",
            "--check-in",
            "+10",
            "--nights",
            "2",
        ])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let guest = format!("--guest '{JANE}'");

    // an expired card: said before the number is asked, nothing asked, exit 2
    let mut w = book_on_a_terminal(&home, &format!("1 {guest} --card-expiry 01/20"));
    let said = w.exp_eof().unwrap();
    assert!(said.contains("expired"), "{said}");
    assert!(
        !said.contains("Card number"),
        "asked before the expiry: {said}"
    );
    match w.process_mut().wait().unwrap() {
        rexpect::process::WaitStatus::Exited(_, code) => assert_eq!(code, 2, "{said}"),
        other => panic!("{other:?}"),
    }

    // typed numbers each wrong in another way, then a right one: asked again in
    // place each time, the reason said, no digit of any shown
    let wrong = [
        "4111111111111112", // the check digit
        "41111111",         // too short
        "4111-1111-1111-111x",
    ];
    let mut w = book_on_a_terminal(&home, &format!("1 {guest} --card-expiry 12/30 --again"));
    let mut screen = w.exp_string("Card number").unwrap();
    for typed in wrong {
        w.send_line(typed).unwrap();
        screen += &w.exp_string("(Esc leaves)").unwrap();
        screen += &w.exp_string("Card number").unwrap();
    }
    w.send_line(VISA).unwrap();
    screen += &w.exp_string("(sandbox)?").unwrap();
    assert!(screen.contains("fails its check digit"), "{screen}");
    assert!(screen.contains("has 8 digits"), "{screen}");
    assert!(screen.contains("only digits"), "{screen}");
    for typed in wrong.iter().chain([&VISA]) {
        let digits: String = typed.chars().filter(char::is_ascii_digit).collect();
        assert!(!screen.contains(&digits), "a card number shown: {screen}");
    }
    assert!(screen.contains("****1111"), "the summary's card: {screen}");
    w.exp_string("[y/N]").unwrap();
    w.send("n").unwrap();
    w.flush().unwrap();
    let rest = w.exp_eof().unwrap();
    assert!(!rest.contains("4111111111111111"), "{rest}");
    match w.process_mut().wait().unwrap() {
        rexpect::process::WaitStatus::Exited(_, code) => assert_eq!(code, 7, "{rest}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_offer_no_card_pays_is_refused_before_the_card_number_is_asked() {
    let home = Home::new();
    let n = paris_offers(&home, &["--limit", "60"])
        .column("Payment")
        .iter()
        .position(|p| p.ends_with(", no card"))
        .expect("a Paris offer that takes no card")
        + 1;
    // the screen marks it by its number, the one column every width keeps
    let screen = home
        .sandbox(&paris_args(&["--limit", "60"]))
        .env("COLUMNS", "80")
        .env("TRAVEL_FORCE_TTY", "1")
        .run();
    let marked = format!("\n{n}* ");
    assert!(
        screen.stdout.contains(&marked),
        "offer {n} marked: {}",
        screen.stdout
    );
    let guest = format!("--guest '{JANE}'");
    let mut w = book_on_a_terminal(&home, &format!("{n} {guest} --card-expiry 12/30"));
    let said = w.exp_eof().unwrap();
    assert!(said.contains("takes no card payment"), "{said}");
    assert!(!said.contains("Card number"), "asked for a card: {said}");
    match w.process_mut().wait().unwrap() {
        rexpect::process::WaitStatus::Exited(_, code) => assert_eq!(code, 2, "{said}"),
        other => panic!("{other:?}"),
    }
    assert_nothing_booked(&home, "no-card offer by number");
}
