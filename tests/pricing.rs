//! `travel flights price` end to end: the real binary against the sandbox. The
//! confirmed price against the search, the scenario days (price up on the 13th, down on
//! the 27th, sold out on the 29th), fare rules and the bag catalogue, extra bags and
//! seats priced in, several offers, offers on stdin, the priced offer kept for
//! `flights show`, and every refusal made before anything is sent.

use crate::common;

use common::{
    assert_ok, assert_refused, assert_refused_after_request, json_in, note_lines, ok_in,
    refused_in, run_in, tsv_in, Home, Runs, Tsv,
};
use serde_json::Value;

/// A saved search of LHR-JFK on `date` for two adults, its body as received.
fn searched(home: &Home, date: &str) -> Value {
    json_in(
        home,
        &[
            "flights", "search", "LHR", "JFK", date, "--adults", "2", "--max", "5",
        ],
    )
}

fn amount(v: &Value) -> f64 {
    v.as_str()
        .unwrap_or_else(|| panic!("not a decimal string: {v}"))
        .parse()
        .unwrap()
}

fn cents(v: &Value) -> i64 {
    (amount(v) * 100.0).round() as i64
}

/// `flights show N`: it reads the saved search only, nothing is sent.
fn show(home: &Home, n: &str) -> common::Run {
    let r = run_in(home, &["flights", "show", n]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(note_lines(&r.stderr), 0);
    r
}

/// The tables of a piped run: one per block separated by an empty line.
fn tables(stdout: &str) -> Vec<Tsv> {
    stdout
        .split("\n\n")
        .map(|block| {
            let block = block.trim_end_matches('\n');
            Tsv::parse(&format!("{block}\n"))
        })
        .collect()
}

#[test]
fn an_offer_is_confirmed_as_searched_and_kept_for_show() {
    let home = Home::new();
    let body = searched(&home, "2026-12-15");
    let offer = &body["data"][0];
    let r = ok_in(&home, &["flights", "price", "1"]);
    let t = &tables(&r.stdout)[0];
    assert_eq!(t.rows.len(), 1);
    let row = &t.rows[0];
    assert_eq!(t.cell(row, "N"), "1");
    assert_eq!(
        t.cell(row, "Total"),
        offer["price"]["grandTotal"].as_str().unwrap()
    );
    assert_eq!(t.cell(row, "Currency"), "EUR");
    assert_eq!(
        t.cell(row, "Base"),
        offer["price"]["base"].as_str().unwrap()
    );
    assert!(t.cell(row, "Since the search").contains("price: unchanged"));
    assert!(t
        .cell(row, "Since the search")
        .contains("fare basis: unchanged"));
    assert_eq!(t.cell(row, "Added"), "");
    // taxes by code add up with the base to the total
    let taxes: f64 = t
        .cell(row, "Taxes")
        .split(", ")
        .map(|x| x.rsplit(' ').next().unwrap().parse::<f64>().unwrap())
        .sum();
    let total = amount(&offer["price"]["total"]);
    assert!((amount(&offer["price"]["base"]) + taxes - total).abs() < 0.02);
    // CO2 for both seats: twice the sum of the segments'
    let per_seat: i64 = offer["itineraries"][0]["segments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["co2Emissions"][0]["weight"].as_i64().unwrap())
        .sum();
    assert_eq!(t.cell(row, "CO2 kg"), (2 * per_seat).to_string());

    // the body as received
    let priced = json_in(&home, &["flights", "price", "1"]);
    let p = &priced["data"]["flightOffers"][0];
    assert_eq!(priced["data"]["type"], "flight-offers-pricing");
    assert_eq!(p["price"]["total"], offer["price"]["total"]);
    assert_eq!(p["travelerPricings"], offer["travelerPricings"]);
    assert_eq!(p["fareRules"]["rules"].as_array().unwrap().len(), 6);
    let reqs = &priced["data"]["bookingRequirements"];
    assert_eq!(reqs["emailAddressRequired"], true);
    assert_eq!(reqs["mobilePhoneNumberRequired"], true);
    assert_eq!(
        reqs["travelerRequirements"][1]["documentRequired"], true,
        "LHR-JFK needs documents"
    );
    assert!(priced.get("included").is_none());

    // `flights show` says which offers were priced
    let shown = show(&home, "1");
    assert!(shown.stdout.contains("\nPriced "), "{}", shown.stdout);
    assert!(shown
        .stdout
        .contains(offer["price"]["grandTotal"].as_str().unwrap()));
    let other = show(&home, "2");
    assert!(other.stdout.contains("Not priced yet"), "{}", other.stdout);
    // a new search forgets what was priced from the old one
    json_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "CDG",
            "2026-12-16",
            "--max",
            "3",
        ],
    );
    let fresh = show(&home, "1");
    assert!(fresh.stdout.contains("Not priced yet"), "{}", fresh.stdout);
}

#[test]
fn scenario_days_change_the_price_or_sell_out() {
    let home = Home::new();
    let up = searched(&home, "2026-12-13");
    let p = json_in(&home, &["flights", "price", "1"]);
    let (was, now) = (
        cents(&up["data"][0]["price"]["total"]),
        cents(&p["data"]["flightOffers"][0]["price"]["total"]),
    );
    assert!(now > was, "the 13th prices dearer: {now} > {was}");
    let r = ok_in(&home, &["flights", "price", "1"]);
    let t = &tables(&r.stdout)[0];
    let change = t.cell(&t.rows[0], "Since the search");
    let by = format!("price: UP by {:.2} EUR", (now - was) as f64 / 100.0);
    assert!(change.contains(&by), "{change} should say {by}");

    let down = searched(&home, "2026-12-27");
    let r = ok_in(&home, &["flights", "price", "1"]);
    let t = &tables(&r.stdout)[0];
    let change = t.cell(&t.rows[0], "Since the search");
    assert!(change.contains("price: down by"), "{change}");
    assert!(change.contains(down["data"][0]["price"]["total"].as_str().unwrap()));

    searched(&home, "2026-12-29");
    let r = run_in(&home, &["flights", "price", "1"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(note_lines(&r.stderr), 1, "sent:\n{}", r.stderr);
    assert!(r.stderr.contains("SEGMENT SELL FAILURE"), "{}", r.stderr);
    assert!(r.stderr.contains("34651"), "{}", r.stderr);
    let shown = show(&home, "1");
    assert!(shown.stdout.contains("Not priced yet"));
}

#[test]
fn rules_and_bag_catalogue() {
    let home = Home::new();
    searched(&home, "2026-12-15");
    let body = json_in(&home, &["flights", "price", "1", "--rules", "--bags"]);
    let rules = body["included"]["detailed-fare-rules"].as_object().unwrap();
    assert!(!rules.is_empty());
    let bags = body["included"]["bags"].as_object().unwrap();
    let r = ok_in(&home, &["flights", "price", "1", "--rules", "--bags"]);
    let t = tables(&r.stdout);
    assert_eq!(t.len(), 3, "{}", r.stdout);
    // the rules: six categories, as the offer's fareRules say
    let offer_rules = body["data"]["flightOffers"][0]["fareRules"]["rules"]
        .as_array()
        .unwrap();
    assert_eq!(
        t[1].column("Rule"),
        [
            "REFUND",
            "EXCHANGE",
            "REVALIDATION",
            "REISSUE",
            "REBOOK",
            "CANCELLATION"
        ]
    );
    for (row, rule) in t[1].rows.iter().zip(offer_rules) {
        let allowed = if rule["notApplicable"] == true {
            "no"
        } else {
            "yes"
        };
        assert_eq!(t[1].cell(row, "Allowed"), allowed);
        assert_eq!(
            t[1].cell(row, "Max penalty"),
            rule["maxPenaltyAmount"].as_str().unwrap_or("")
        );
    }
    // the catalogue, entry by entry
    assert_eq!(t[2].rows.len(), bags.len());
    for (key, b) in bags {
        let row = t[2].row("Option", key);
        assert_eq!(t[2].cell(row, "Bags"), b["quantity"].to_string());
        assert_eq!(
            t[2].cell(row, "Price"),
            b["price"]["amount"].as_str().unwrap()
        );
        assert_eq!(t[2].cell(row, "Travellers"), "1,2");
    }
}

#[test]
fn extra_bags_are_priced_in() {
    let home = Home::new();
    searched(&home, "2026-12-15");
    let args = ["flights", "price", "1", "--add-bags", "1"];
    let body = json_in(&home, &args);
    let p = &body["data"]["flightOffers"][0]["price"];
    let services = p["additionalServices"].as_array().unwrap();
    let kinds: Vec<&str> = services
        .iter()
        .map(|s| s["type"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"CHECKED_BAGS"), "{kinds:?}");
    let added: i64 = services.iter().map(|s| cents(&s["amount"])).sum();
    assert_eq!(cents(&p["grandTotal"]), cents(&p["total"]) + added);
    // the services asked are on the priced offer, for each traveller (seats are checked
    // against the offer's seat maps first: tests/seatmaps.rs)
    let fd = &body["data"]["flightOffers"][0]["travelerPricings"][1]["fareDetailsBySegment"][0];
    assert_eq!(
        fd["additionalServices"]["chargeableCheckedBags"]["quantity"],
        1
    );
    let r = ok_in(&home, &args);
    let t = &tables(&r.stdout)[0];
    let row = &t.rows[0];
    assert_eq!(t.cell(row, "Total"), p["grandTotal"].as_str().unwrap());
    assert!(t.cell(row, "Added").contains("CHECKED_BAGS"));

    // more bags than the catalogue: refused after the catalogue, not priced with them
    let over = ["flights", "price", "1", "--add-bags", "3"];
    assert_refused_after_request(
        &run_in(&home, &over),
        "--add-bags 3",
        &["the bag catalogue offers at most 2 extra bags"],
    );
    let mut verbose = vec!["-v"];
    verbose.extend(over);
    let r = home.sandbox(&verbose).run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    let pricing_requests = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("> POST") && l.contains("/v1/shopping/flight-offers/pricing"))
        .count();
    assert_eq!(
        pricing_requests, 1,
        "only the catalogue was asked:\n{}",
        r.stderr
    );
}

#[test]
fn several_offers_another_currency_and_offers_on_stdin() {
    let home = Home::new();
    let body = searched(&home, "2026-12-15");
    let r = ok_in(&home, &["flights", "price", "1", "3", "--currency", "USD"]);
    let t = &tables(&r.stdout)[0];
    assert_eq!(t.column("N"), ["1", "3"]);
    assert_eq!(t.column("Currency"), ["USD", "USD"]);
    assert!(t.rows[0][t.col("Since the search")].contains("now in USD"));

    // offers on stdin, in a home with no saved search
    let two = serde_json::json!({"data": [body["data"][0].clone(), body["data"][1].clone()]});
    let fresh = Home::new();
    let r = fresh
        .sandbox(&["flights", "price", "-"])
        .write_stdin(two.to_string())
        .run();
    assert_ok(&r, &["flights", "price", "-"]);
    let t = &tables(&r.stdout)[0];
    assert_eq!(t.column("N"), ["1", "2"]);
    assert_eq!(
        t.column("Total"),
        [
            body["data"][0]["price"]["grandTotal"].as_str().unwrap(),
            body["data"][1]["price"]["grandTotal"].as_str().unwrap()
        ]
    );
    // a pricing answer piped back is priced again: the same offers
    let again = fresh
        .sandbox(&["--json", "flights", "price", "-"])
        .write_stdin(two.to_string())
        .run();
    let r = fresh
        .sandbox(&["flights", "price", "-"])
        .write_stdin(again.stdout.clone())
        .run();
    assert_ok(&r, &["flights", "price", "-"]);
    assert_eq!(tables(&r.stdout)[0].column("N"), ["1", "2"]);
    // one offer alone is read too
    let r = fresh
        .sandbox(&["--json", "flights", "price", "-"])
        .write_stdin(body["data"][2].to_string())
        .run();
    assert_ok(&r, &["flights", "price", "-"]);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["data"]["flightOffers"][0]["id"], body["data"][2]["id"]);

    let seven = serde_json::json!({"data": vec![body["data"][0].clone(); 7]});
    let r = fresh
        .sandbox(&["flights", "price", "-"])
        .write_stdin(seven.to_string())
        .run();
    assert_refused(&r, "seven offers on stdin", &["at most 6"]);
    let r = fresh
        .sandbox(&["flights", "price", "-"])
        .write_stdin("not json")
        .run();
    assert_refused(&r, "garbage on stdin", &["stdin is not JSON"]);
    let r = fresh
        .sandbox(&["flights", "price", "-"])
        .write_stdin("{\"data\": [{\"itineraries\": 3}]}")
        .run();
    assert_refused(
        &r,
        "not an offer",
        &["item 1 on stdin is not a flight offer"],
    );
}

#[test]
fn refusals_before_anything_is_sent() {
    let empty = Home::new();
    refused_in(
        &empty,
        &["flights", "price", "1"],
        &["no saved results", "travel flights search"],
    );
    let home = Home::new();
    searched(&home, "2026-12-15");
    for (args, rule) in [
        (vec!["flights", "price", "9"], "there is no result 9"),
        (vec!["flights", "price", "0"], "numbered from 1"),
        (vec!["flights", "price", "one"], "is not an offer number"),
        (
            vec!["flights", "price", "1.2"],
            "run `travel flights fares 1` first",
        ),
        (vec!["flights", "price", "1", "-"], "give no offer numbers"),
        (
            vec!["flights", "price", "1", "--seat", "9:12A"],
            "offer 1 has no segment 9",
        ),
        (
            vec!["flights", "price", "1", "--seat", "1:A12"],
            "is not a seat label",
        ),
        (
            vec!["flights", "price", "1", "--seat", "12A"],
            "give SEGMENT:LABEL",
        ),
        (
            vec!["flights", "price", "1", "--seat", "1:1A,1B,1C"],
            "3 seats for 2 travellers",
        ),
        (
            vec!["flights", "price", "1", "--add-bags", "0"],
            "--add-bags",
        ),
        (
            vec!["flights", "price", "1", "--add-bags", "x:1"],
            "--add-bags",
        ),
        (
            vec!["flights", "price", "1", "--add-bags", "1:7"],
            "offer 1 has no segment 7",
        ),
        (
            vec!["flights", "price", "1", "--currency", "EURO"],
            "ISO 4217",
        ),
    ] {
        refused_in(&home, &args, &[rule]);
    }
    // nothing was priced by any of them
    let shown = show(&home, "1");
    assert!(shown.stdout.contains("Not priced yet"));
}

#[test]
fn the_terminal_view_has_every_section() {
    let home = Home::new();
    searched(&home, "2026-12-15");
    let r = home
        .sandbox(&["flights", "price", "2", "--rules", "--bags"])
        .tty(80)
        .run();
    assert_ok(&r, &["flights", "price", "2"]);
    for section in [
        "Offer 2 priced: ",
        "Since the search",
        "Price",
        "Segments",
        "CO2 in all:",
        "Fare rules",
        "Bags to add",
    ] {
        assert!(r.stdout.contains(section), "{section}:\n{}", r.stdout);
    }
    for l in r.stdout.lines() {
        assert!(l.chars().count() <= 80, "wider than 80: {l}");
    }
}

/// `flights price --rules` and `flights fares` agree: a fare's refund (or change) is not
/// allowed in the rules exactly when the brand it is sold in (the brand at the searched
/// price) says no.
#[test]
fn price_rules_agree_with_the_brands_fares_shows() {
    let home = Home::new();
    let search = tsv_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-15",
            "--max",
            "10",
        ],
    );
    assert_eq!(search.rows.len(), 10);
    for (i, row) in search.rows.iter().enumerate() {
        let n = (i + 1).to_string();
        let price = search.cell(row, "Price").to_string();
        let priced = json_in(&home, &["flights", "price", &n, "--rules"]);
        let rules = priced["data"]["flightOffers"][0]["fareRules"]["rules"]
            .as_array()
            .unwrap_or_else(|| panic!("offer {n}: fare rules: {priced}"));
        let refund = rules
            .iter()
            .find(|r| r["category"] == "REFUND")
            .expect("a refund rule");
        let fares = tsv_in(&home, &["flights", "fares", &n]);
        let brand = fares
            .rows
            .iter()
            .find(|r| fares.cell(r, "Price") == price)
            .unwrap_or_else(|| panic!("offer {n}: a brand at {price}: {:?}", fares.rows));
        let says_no = |column: &str| fares.cell(brand, column).split(" / ").any(|v| v == "no");
        assert_eq!(
            refund["notApplicable"] == true,
            says_no("Refund"),
            "offer {n}: rules {refund} vs fares {:?}",
            fares.cell(brand, "Refund")
        );
        let exchange = rules
            .iter()
            .find(|r| r["category"] == "EXCHANGE")
            .expect("an exchange rule");
        assert_eq!(
            exchange["notApplicable"] == true,
            says_no("Changes"),
            "offer {n}: rules {exchange} vs fares {:?}",
            fares.cell(brand, "Changes")
        );
    }
}

#[test]
fn a_brand_of_flights_fares_is_priced_by_its_number_and_kept() {
    let home = Home::new();
    searched(&home, "2026-12-15");
    let fares = json_in(&home, &["flights", "fares", "1"]);
    let brands = fares["data"].as_array().unwrap();
    assert!(brands.len() >= 2, "LHR-JFK sells several brands");
    let shown = show(&home, "1.2");
    assert!(shown.stdout.contains("Not priced yet"), "{}", shown.stdout);
    let priced = json_in(&home, &["flights", "price", "1.2"]);
    let offer = &priced["data"]["flightOffers"][0];
    // the brand was sent, not the searched offer: its fare and price came back
    let brand =
        |o: &Value| o["travelerPricings"][0]["fareDetailsBySegment"][0]["brandedFare"].clone();
    assert_eq!(brand(offer), brand(&brands[1]));
    assert_eq!(
        offer["price"]["grandTotal"],
        brands[1]["price"]["grandTotal"]
    );
    let t = tsv_in(&home, &["flights", "price", "1.2", "1"]);
    assert_eq!(t.column("N"), ["1.2", "1"]);
    // kept under its own number: the brand says priced, the searched offer too now
    assert!(show(&home, "1.2").stdout.contains("Priced "));
    assert!(show(&home, "1").stdout.contains("Priced "));
    refused_in(
        &home,
        &["flights", "price", "1.9"],
        &[&format!(
            "there is no brand 1.9: offer 1 has {}",
            brands.len()
        )],
    );
}
