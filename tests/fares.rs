//! `travel flights fares N` end to end: the real binary against the sandbox's
//! branded-fares upselling. The piped table checked against the body the service sent,
//! the box table at 80 columns, the brands numbered N.K and shown by `flights show N.K`,
//! and the refusals made before anything is sent.

use crate::common;

use common::{
    data, json_in, parse_json, parse_table, refused, refused_in, run_in, tsv_in, Home, Runs,
};
use serde_json::Value;

const FARES_HEADER: [&str; 14] = [
    "Number",
    "Brand",
    "Price",
    "vs cheapest",
    "Cabin",
    "Class",
    "Checked bags",
    "Cabin bag",
    "Seat choice",
    "Changes",
    "Refund",
    "Priority",
    "Lounge",
    "Miles",
];

const SEARCH: [&str; 9] = [
    "flights",
    "search",
    "LHR",
    "JFK",
    "2026-12-15",
    "--return",
    "2026-12-22",
    "--max",
    "5",
];

fn text(v: &Value) -> &str {
    v.as_str().unwrap_or_default()
}

fn first_fare(o: &Value) -> &Value {
    &o["travelerPricings"][0]["fareDetailsBySegment"][0]
}

/// A searched home, and the search's offers as sent.
fn searched() -> (Home, Vec<Value>) {
    let home = Home::new();
    let body = json_in(&home, &SEARCH);
    let offers = data(&body).clone();
    assert!(offers.len() >= 2);
    // the table keeps the search for the numbers
    tsv_in(&home, &SEARCH);
    (home, offers)
}

fn title_case(s: &str) -> String {
    s.split(' ')
        .map(|w| {
            let mut c = w.chars();
            c.next().map_or(String::new(), |f| {
                f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase()
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn fares_piped_json_and_boxed_agree() {
    let (home, offers) = searched();
    let body = json_in(&home, &["flights", "fares", "2"]);
    let brands = data(&body);
    assert!(brands.len() >= 2, "{body}");
    assert_eq!(body["meta"]["count"], brands.len());
    // the searched brand comes back at the searched price, the same flights each time
    let sent = &offers[1];
    assert!(brands
        .iter()
        .any(|b| b["price"]["grandTotal"] == sent["price"]["grandTotal"]
            && first_fare(b)["brandedFare"] == first_fare(sent)["brandedFare"]));
    for b in brands {
        assert_eq!(b["itineraries"].as_array().unwrap().len(), 2);
        for (x, y) in b["itineraries"][0]["segments"]
            .as_array()
            .unwrap()
            .iter()
            .zip(sent["itineraries"][0]["segments"].as_array().unwrap())
        {
            assert_eq!(x["number"], y["number"]);
        }
    }

    let t = tsv_in(&home, &["flights", "fares", "2"]);
    t.assert_header(&FARES_HEADER);
    assert_eq!(t.rows.len(), brands.len());
    let prices: Vec<f64> = brands
        .iter()
        .map(|b| text(&b["price"]["grandTotal"]).parse().unwrap())
        .collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "cheapest first");
    for (k, (row, b)) in t.rows.iter().zip(brands).enumerate() {
        assert_eq!(t.cell(row, "Number"), format!("2.{}", k + 1));
        assert_eq!(
            t.cell(row, "Price"),
            format!("{} EUR", text(&b["price"]["grandTotal"]))
        );
        let brand = title_case(text(&first_fare(b)["brandedFareLabel"]));
        assert!(t.cell(row, "Brand").starts_with(&brand), "{row:?}");
        assert_eq!(t.cell(row, "Cabin"), "Economy");
        let diff = prices[k] - prices[0];
        let want = if k == 0 {
            "cheapest".to_string()
        } else {
            format!("+{diff:.2}")
        };
        assert_eq!(t.cell(row, "vs cheapest"), want);
    }
    // the cheapest brand includes no checked bag on some flight (British Airways'
    // long-haul Basic is hand baggage only), the dearest is refundable
    assert!(
        t.cell(&t.rows[0], "Checked bags").contains("none"),
        "{:?}",
        t.rows[0]
    );
    assert_eq!(t.cell(&t.rows[0], "Refund"), "no");
    let last = &t.rows[t.rows.len() - 1];
    assert_eq!(t.cell(last, "Refund"), "free");
    assert_eq!(t.cell(last, "Changes"), "free");

    let boxed = home.sandbox(&["flights", "fares", "2"]).tty(80).run();
    assert_eq!(boxed.code, 0, "{}", boxed.stderr);
    assert!(
        boxed.stdout.lines().all(|l| l.chars().count() <= 80),
        "{}",
        boxed.stdout
    );
    // the first group of brands
    let first: String = boxed
        .stdout
        .lines()
        .take_while(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    let (header, rows) = parse_table(&first);
    assert_eq!(header[0], "Fare");
    assert_eq!(header[1], "2.1");
    // cells are read without their spaces
    let names: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    for want in [
        "Brand",
        "Price",
        "Checkedbags",
        "Seatchoice",
        "Refund",
        "Miles",
    ] {
        assert!(names.contains(&want), "{names:?}");
    }
}

#[test]
fn more_brands_than_fit_come_in_groups_within_the_width() {
    let home = Home::new();
    tsv_in(
        &home,
        &[
            "flights",
            "search",
            "DXB",
            "LHR",
            "2026-12-15",
            "--airlines",
            "EK",
            "--max",
            "2",
        ],
    );
    // four brands side by side in 80 columns; in two groups in 60
    for (width, groups) in [(80, 1), (60, 2)] {
        let r = home.sandbox(&["flights", "fares", "1"]).tty(width).run();
        assert_eq!(r.code, 0, "{}", r.stderr);
        for l in r.stdout.lines() {
            assert!(l.chars().count() <= usize::from(width), "{}", r.stdout);
        }
        let tables = r.stdout.lines().filter(|l| l.starts_with("Fare ")).count();
        assert_eq!(tables, groups, "four brands at {width}:\n{}", r.stdout);
    }
    let r = home.sandbox(&["flights", "fares", "1"]).tty(60).run();
    for k in 1..=4 {
        assert!(r.stdout.contains(&format!("1.{k}")), "{}", r.stdout);
    }
}

#[test]
fn a_brand_is_shown_as_n_dot_k() {
    let (home, _) = searched();
    let body = json_in(&home, &["flights", "fares", "2"]);
    let brands = data(&body);
    // `show` reads the saved brands: nothing is sent
    let r = run_in(&home, &["--json", "flights", "show", "2.2"]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert_eq!(parse_json(&r.stdout, "show --json 2.2"), brands[1]);
    let r = run_in(&home, &["flights", "show", "2.2"]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let first = r.stdout.lines().next().unwrap();
    assert!(
        first.starts_with(&format!(
            "Offer 2.2: {} EUR",
            text(&brands[1]["price"]["grandTotal"])
        )),
        "{first}"
    );
    let label = title_case(text(&first_fare(&brands[1])["brandedFareLabel"]));
    assert!(r.stdout.contains(&format!("brand {label}")), "{}", r.stdout);

    refused_in(
        &home,
        &["flights", "show", "2.9"],
        &["no brand 2.9", &format!("2.1 to 2.{}", brands.len())],
    );
    refused_in(
        &home,
        &["flights", "show", "3.1"],
        &["run `travel flights fares 3` first"],
    );
    refused_in(&home, &["flights", "show", "2.0"], &["0 is not in 1.."]);
    refused_in(&home, &["flights", "show", "2.x"], &["N.K"]);
    // another search leaves no brands of the last one to refer to
    tsv_in(
        &home,
        &[
            "flights",
            "search",
            "CDG",
            "MAD",
            "2026-12-16",
            "--max",
            "3",
        ],
    );
    refused_in(
        &home,
        &["flights", "show", "2.1"],
        &["run `travel flights fares 2` first"],
    );
}

#[test]
fn fares_are_refused_before_anything_is_sent() {
    refused(
        &["flights", "fares", "1"],
        &["no saved results", "run `travel flights search` first"],
    );
    refused(&["flights", "fares", "0"], &["between 1 and 250, not 0"]);
    let (home, offers) = searched();
    let past = (offers.len() + 1).to_string();
    refused_in(
        &home,
        &["flights", "fares", &past],
        &[&format!("there is no result {past}")],
    );
    let r = run_in(&home, &["flights", "fares", "two"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

/// An offer as a service might send it: one segment, the fields the table reads.
fn offer(id: &str, total: &str, brand: &str, class: &str, bags: i64, amenities: Value) -> Value {
    serde_json::json!({
        "type": "flight-offer", "id": id, "source": "GDS", "oneWay": true,
        "itineraries": [{"duration": "PT2H5M", "segments": [{
            "departure": {"iataCode": "CDG", "at": "2026-12-15T09:30:00"},
            "arrival": {"iataCode": "MAD", "at": "2026-12-15T11:35:00"},
            "carrierCode": "AF", "number": "1300", "id": "1", "numberOfStops": 0
        }]}],
        "price": {"currency": "EUR", "total": total, "base": "100.00", "grandTotal": total},
        "validatingAirlineCodes": ["AF"],
        "travelerPricings": [{
            "travelerId": "1", "fareOption": "STANDARD", "travelerType": "ADULT",
            "price": {"currency": "EUR", "total": total, "base": "100.00"},
            "fareDetailsBySegment": [{
                "segmentId": "1", "cabin": "ECONOMY", "fareBasis": "XS50", "brandedFare": brand,
                "class": class, "includedCheckedBags": {"quantity": bags}, "amenities": amenities
            }]
        }]
    })
}

#[test]
fn another_service_s_answer_is_sent_as_received_and_rendered() {
    use common::{Mock, Reply};
    let home = Home::new();
    let amenity = |d: &str, paid: bool, t: &str| serde_json::json!({"description": d, "isChargeable": paid, "amenityType": t});
    let searched = offer("1", "150.00", "LIGHT1", "Q", 0, serde_json::json!([]));
    let upsold = serde_json::json!({
        "meta": {"count": 2},
        "data": [
            offer("1", "150.00", "LIGHT1", "Q", 0, serde_json::json!([
                amenity("CABIN BAGGAGE 12KG", false, "BAGGAGE"),
                amenity("LIGHT MILES ACCRUAL", false, "BRANDED_FARES"),
                amenity("CHOICE OF STANDARD SEAT", true, "PRE_RESERVED_SEAT"),
            ])),
            offer("2", "210.50", "FLEX1", "Y", 1, serde_json::json!([
                amenity("CABIN BAGGAGE 12KG", false, "BAGGAGE"),
                amenity("CHANGEABLE TICKET", false, "BRANDED_FARES"),
                amenity("REFUNDABLE TICKET", true, "BRANDED_FARES"),
            ])),
        ]
    });
    let mock = Mock::start();
    mock.then(Reply::json(
        200,
        &serde_json::json!({"meta": {"count": 1}, "data": [searched.clone()]}).to_string(),
    ))
    .then(Reply::json(200, &upsold.to_string()));
    let search = ["flights", "search", "CDG", "MAD", "2026-12-15"];
    let r = home.against(&mock, &search).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = home.against(&mock, &["flights", "fares", "1"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let sent = mock.api_requests().pop().unwrap();
    assert_eq!(sent.method, "POST");
    assert!(
        sent.url.contains("/v1/shopping/flight-offers/upselling"),
        "{}",
        sent.url
    );
    assert_eq!(sent.header("X-HTTP-Method-Override"), Some("POST"));
    let body: Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(body["data"]["type"], "flight-offers-upselling");
    assert_eq!(body["data"]["flightOffers"], serde_json::json!([searched]));
    let t = common::Tsv::parse(&r.stdout);
    t.assert_header(&FARES_HEADER);
    let cells = |k: usize| -> Vec<&str> { t.rows[k].iter().map(String::as_str).collect() };
    assert_eq!(
        cells(0),
        [
            "1.1",
            "LIGHT1",
            "150.00 EUR",
            "cheapest",
            "Economy",
            "Q",
            "none",
            "included",
            "paid",
            "no",
            "no",
            "no",
            "no",
            "yes"
        ]
    );
    assert_eq!(
        cells(1),
        [
            "1.2",
            "FLEX1",
            "210.50 EUR",
            "+60.50",
            "Economy",
            "Y",
            "1",
            "included",
            "no",
            "free",
            "for a fee",
            "no",
            "no",
            "no"
        ]
    );
}
