//! The sandbox's seats and fares through the real binary: seat counts that do not
//! follow the travellers asked and fall only near departure, nested booking classes,
//! return fares below two one-ways on long haul, nonstops among a long-haul answer,
//! holiday peaks, price metrics with a spread, and the baggage Gulf carriers include.
//! The pinned today is 2026-11-22.

use crate::common;

use std::collections::HashMap;

use common::{data, json_in, Home};
use serde_json::Value;

fn search(home: &Home, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["flights", "search"];
    all.extend_from_slice(args);
    data(&json_in(home, &all)).clone()
}

fn total(o: &Value) -> f64 {
    o["price"]["grandTotal"].as_str().unwrap().parse().unwrap()
}

fn seats(o: &Value) -> i64 {
    o["numberOfBookableSeats"].as_i64().unwrap()
}

/// The flights of an offer: carrier, number and departure of every segment.
fn flights(o: &Value) -> String {
    let mut key = String::new();
    for i in o["itineraries"].as_array().unwrap() {
        for s in i["segments"].as_array().unwrap() {
            key.push_str(&format!(
                "{}{}@{} ",
                s["carrierCode"].as_str().unwrap(),
                s["number"].as_str().unwrap(),
                s["departure"]["at"].as_str().unwrap()
            ));
        }
    }
    key
}

fn classes(o: &Value) -> Vec<String> {
    o["travelerPricings"][0]["fareDetailsBySegment"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["class"].as_str().unwrap().to_string())
        .collect()
}

fn nonstop(o: &Value) -> bool {
    o["itineraries"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["segments"].as_array().unwrap().len() == 1)
}

#[test]
fn seats_do_not_follow_the_travellers_and_are_mostly_nine_far_out() {
    let home = Home::new();
    let one = search(&home, &["LHR", "JFK", "2027-04-20", "--adults", "1"]);
    let three = search(&home, &["LHR", "JFK", "2027-04-20", "--adults", "3"]);
    let nines = one.iter().filter(|o| seats(o) == 9).count();
    assert!(
        nines * 10 >= one.len() * 8,
        "{nines} of {} offers show 9 seats five months out",
        one.len()
    );
    let by_flights: HashMap<String, &Value> = three.iter().map(|o| (flights(o), o)).collect();
    let mut compared = 0;
    for o in one.iter().filter(|o| seats(o) >= 3) {
        if let Some(t) = by_flights.get(&flights(o)) {
            assert_eq!(classes(o), classes(t), "{}", flights(o));
            assert_eq!(seats(o), seats(t), "{}", flights(o));
            compared += 1;
        }
    }
    assert!(compared >= 50, "{compared} offers compared");
    // nearer departure, fewer
    let near = search(&home, &["MAD", "BCN", "2026-11-25"]);
    let near_nines = near.iter().filter(|o| seats(o) == 9).count();
    assert!(
        near_nines * 10 < near.len() * 8,
        "{near_nines} of {} offers three days out",
        near.len()
    );
}

#[test]
fn availability_classes_are_nested_in_each_cabin() {
    const ORDER: [&str; 4] = ["VTQLKHMBY", "EW", "IDCJ", "AF"];
    let home = Home::new();
    let mut checked = 0;
    for (from, to, date) in [
        ("LHR", "JFK", "2026-12-02"),
        ("MAD", "BCN", "2026-11-24"),
        ("FRA", "SIN", "2027-02-10"),
    ] {
        let body = json_in(&home, &["flights", "availability", from, to, date]);
        for item in data(&body) {
            for s in item["segments"].as_array().unwrap() {
                let mut count: HashMap<char, i64> = HashMap::new();
                for c in s["availabilityClasses"].as_array().unwrap() {
                    let class = c["class"].as_str().unwrap().chars().next().unwrap();
                    // a closed class has no count
                    let n = c
                        .get("numberOfBookableSeats")
                        .map_or(0, |n| n.as_i64().unwrap());
                    count.insert(class, n);
                }
                for cabin in ORDER {
                    let shown: Vec<i64> = cabin
                        .chars()
                        .filter_map(|c| count.get(&c))
                        .copied()
                        .collect();
                    assert!(
                        shown.windows(2).all(|w| w[0] <= w[1]),
                        "{from}-{to} {date} {cabin}: {shown:?} in {s}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 50, "{checked}");
}

#[test]
fn long_haul_returns_cost_less_than_two_one_ways() {
    let home = Home::new();
    let (out, back) = ("2027-02-09", "2027-02-16");
    let routes = [
        ("LHR", "JFK"),
        ("CDG", "JFK"),
        ("FRA", "SIN"),
        ("LHR", "DXB"),
        ("AMS", "NRT"),
    ];
    let mut cheaper = Vec::new();
    for (a, b) in routes {
        let cheapest = |args: &[&str]| {
            let mut all = args.to_vec();
            all.extend(["--max", "1"]);
            search(&home, &all).first().map(total).unwrap()
        };
        let rt = cheapest(&[a, b, out, "--return", back]);
        let ow = cheapest(&[a, b, out]) + cheapest(&[b, a, back]);
        cheaper.push((a, b, rt, ow, rt < ow * 0.9));
    }
    let n = cheaper.iter().filter(|c| c.4).count();
    assert!(
        n >= 4,
        "a return at least 10% under two one-ways: {cheaper:?}"
    );
}

#[test]
fn a_long_haul_answer_lists_nonstops() {
    let home = Home::new();
    let found = search(&home, &["LHR", "JFK", "2026-12-15"]);
    assert!(found.len() >= 50, "{}", found.len());
    let n = found.iter().filter(|o| nonstop(o)).count();
    assert!(n >= 10, "{n} nonstops among {}", found.len());
    let back = search(
        &home,
        &["LHR", "JFK", "2026-12-15", "--return", "2026-12-22"],
    );
    assert!(back.iter().any(nonstop), "a nonstop round trip");
}

#[test]
fn christmas_costs_more_than_a_november_week() {
    let home = Home::new();
    let week = |days: &[&str]| {
        days.iter()
            .map(|d| total(&search(&home, &["LHR", "JFK", d, "--max", "1"])[0]))
            .sum::<f64>()
    };
    let christmas = week(&[
        "2026-12-19",
        "2026-12-20",
        "2026-12-21",
        "2026-12-22",
        "2026-12-23",
    ]);
    // a year on, so booked further ahead (a little cheaper for that alone)
    let november = week(&[
        "2027-11-13",
        "2027-11-14",
        "2027-11-15",
        "2027-11-16",
        "2027-11-17",
    ]);
    assert!(
        christmas > november * 1.25,
        "Christmas {christmas:.0}, November {november:.0}"
    );
}

#[test]
fn price_metrics_spread_like_a_market() {
    let home = Home::new();
    for (one_way, from, to) in [(true, "LHR", "JFK"), (false, "MAD", "CDG")] {
        let mut args = vec!["flights", "price-analysis", from, to, "2026-12-15"];
        if one_way {
            args.push("--one-way");
        }
        let body = json_in(&home, &args);
        let amounts: Vec<f64> = body["data"][0]["priceMetrics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["amount"].as_str().unwrap().parse().unwrap())
            .collect();
        assert_eq!(amounts.len(), 5);
        let spread = amounts[4] / amounts[0];
        // a market with ultra-low-cost carriers (Vueling on MAD-CDG) spreads wider
        assert!((1.8..=8.0).contains(&spread), "{from}-{to}: {amounts:?}");
        assert!(
            amounts.windows(2).all(|w| w[1] > w[0] * 1.05),
            "quartiles apart: {from}-{to}: {amounts:?}"
        );
        // the cheapest offer of the search is within the market's range
        let mut search_args = vec![from, to, "2026-12-15", "--max", "1"];
        if !one_way {
            search_args.extend(["--return", "2026-12-22"]);
        }
        let cheapest = total(&search(&home, &search_args)[0]);
        assert!(
            amounts[0] <= cheapest + 0.01 && cheapest < amounts[2],
            "{cheapest} in {amounts:?}"
        );
    }
}

#[test]
fn gulf_and_asian_economy_includes_baggage() {
    let home = Home::new();
    for (from, to, carrier, brand) in [
        ("LHR", "DXB", "EK", "SPECIAL"),
        ("LHR", "DOH", "QR", "CLASSIC"),
        ("LHR", "SIN", "SQ", "LITE"),
    ] {
        let found = search(&home, &[from, to, "2027-01-20", "--airlines", carrier]);
        let cheapest = found
            .iter()
            .find(|o| o["travelerPricings"][0]["fareDetailsBySegment"][0]["brandedFare"] == brand)
            .unwrap_or_else(|| panic!("a {carrier} {brand} offer"));
        for f in cheapest["travelerPricings"][0]["fareDetailsBySegment"]
            .as_array()
            .unwrap()
        {
            let bags = &f["includedCheckedBags"];
            assert!(
                bags["weight"].as_i64().is_some_and(|w| w >= 20)
                    || bags["quantity"].as_i64().is_some_and(|q| q >= 1),
                "{carrier} {brand}: {f}"
            );
        }
    }
    // a European light fare: no bag on short haul
    let found = search(
        &home,
        &["FRA", "MAD", "2027-01-20", "--airlines", "LH", "--max", "1"],
    );
    let f = &found[0]["travelerPricings"][0]["fareDetailsBySegment"][0];
    assert_eq!(f["brandedFare"], "LIGHT", "{f}");
    assert_eq!(f["includedCheckedBags"]["quantity"], 0, "{f}");
}
