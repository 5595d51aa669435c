//! `trip itinerary --ics --html --text` through the real binary, the calendar read back
//! by a parser (the icalendar crate): one event per flight segment and per stay,
//! flights in their airports' zones, stays as dates, references in each, each zone's
//! periods once; the page and the text with what a traveller needs (airports and
//! airlines by name, seats, bags as sold, what was paid, the hotel's place), PRACTICE
//! on sandbox bookings; `order itinerary` for one order.

use crate::common;

use common::{Home, Runs, Tsv};
use icalendar::{Calendar, CalendarComponent, CalendarDateTime, Component, DatePerhapsTime};

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";
/// A passport whose number (987654321) no document may show whole.
const PASSPORT: &str = "P:987654321:GB:2031-01-01";
const GUEST: &str = "Ms Ada Lovelace <ada@example.com> +447700900123";

/// Trip `ada` opened in `home`, with a round trip Madrid-Barcelona and a stay in
/// Barcelona booked in the sandbox, and an agency in the configuration (with characters
/// a page must escape): the flights' booking reference.
pub(crate) fn a_booked_trip(home: &Home) -> String {
    let in_trip = |args: &[&str]| {
        let r = home.sandbox(args).env("TRAVEL_TRIP", "ada").run();
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r
    };
    assert_eq!(home.travel().args(["trip", "new", "ada"]).run().code, 0);
    in_trip(&[
        "flights", "search", "MAD", "BCN", "+20", "--return", "+27", "--max", "2",
    ]);
    // with a passport, which the documents show masked only, and a paid bag each way
    let book = home
        .sandbox(&[
            "flights",
            "book",
            "1",
            "--traveler",
            ADA,
            "--passport-stdin",
            "--add-bags",
            "1",
            "--yes",
        ])
        .env("TRAVEL_TRIP", "ada")
        .write_stdin(format!("{PASSPORT}\n"))
        .run();
    assert_eq!(book.code, 0, "{}", book.stderr);
    let booked = Tsv::parse(&book.stdout);
    let reference = booked.rows[0][booked.col("Reference")].clone();
    let offers = Tsv::parse(
        &in_trip(&[
            "hotels",
            "offers",
            "--city",
            "BCN",
            "--check-in",
            "+20",
            "--check-out",
            "+27",
            "--limit",
            "6",
        ])
        .stdout,
    );
    let stayed =
        (1..=offers.rows.len()).any(|n| home.books_stay(&n.to_string(), GUEST, Some("ada")));
    assert!(stayed, "a Barcelona offer that takes Visa");
    let agency = home
        .travel()
        .args(["config", "set", "agency", "Globe & Co <desk@globe.example>"])
        .run();
    assert_eq!(agency.code, 0, "{}", agency.stderr);
    reference
}

#[test]
fn a_trips_itinerary_is_a_calendar_with_an_event_per_flight_and_stay() {
    let home = Home::new();
    // nothing booked yet: nothing to write
    assert_eq!(home.travel().args(["trip", "new", "empty"]).run().code, 0);
    let empty = home
        .sandbox(&["trip", "itinerary", "empty", "--ics", "-"])
        .run();
    assert_eq!(empty.code, 2, "{}", empty.stderr);

    let reference = a_booked_trip(&home);
    let in_trip = |args: &[&str]| {
        let r = home.sandbox(args).env("TRAVEL_TRIP", "ada").run();
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r
    };
    // the agency of the configuration heads the page, escaped as every text is
    let file = home.dir.path().join("ada.ics");
    let page = home.dir.path().join("ada.html");
    in_trip(&[
        "trip",
        "itinerary",
        "--ics",
        file.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
    ]);
    // the page: the flights in the order they fly, the stay, the reference
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(
        html.contains("Globe &amp; Co &lt;desk@globe.example&gt;") && !html.contains("<desk@"),
        "{html}"
    );
    assert!(
        html.contains("<dt>Fare</dt><dd>Economy") && html.contains(" refund"),
        "{html}"
    );
    // the bag paid for is on the page, with what the fare includes
    assert!(
        html.matches("<dt>Checked bags</dt><dd>").count() == 2
            && html.matches(" paid").count() >= 2
            && !html.contains("<dd>none</dd>"),
        "{html}"
    );
    // the airports and the airline by name, the title for the traveller
    assert!(
        html.contains("Madrid") && html.contains("(MAD)") && html.contains("(BCN)"),
        "{html}"
    );
    assert!(
        html.contains("<h1>Ada Lovelace to Barcelona</h1>"),
        "{html}"
    );
    assert!(
        !html.contains("Trip ada"),
        "the agent's file name is not the title: {html}"
    );
    // the reference at the top and on each flight, and what was paid for each booking
    assert!(
        html.contains(&format!("<span class=\"ref\">{reference}</span>")),
        "{html}"
    );
    assert_eq!(
        html.matches(&format!("<dd>{reference} (order ")).count(),
        2,
        "{html}"
    );
    let paid = html.split("<h2>Paid</h2>").nth(1).expect("what was paid");
    assert_eq!(paid.matches(" EUR</td>").count(), 2, "{paid}");
    // sandbox bookings are practice, on the page and in its title
    assert!(
        html.contains("<div class=\"practice\">PRACTICE") && html.contains("<title>PRACTICE: "),
        "{html}"
    );
    assert!(
        html.contains("ADA LOVELACE: passport ****321 GB to 2031-01-01")
            && !html.contains("987654321"),
        "the passport masked: {html}"
    );
    let flights: Vec<usize> = html
        .match_indices("<div class=\"end\"><span class=\"label\">Departs")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(flights.len(), 2, "{html}");
    let (out, back) = (&html[flights[0]..], &html[flights[1]..]);
    assert!(
        out.find("(MAD)") < out.find("(BCN)") && back.find("(BCN)") < back.find("(MAD)"),
        "outbound first: {html}"
    );
    assert!(
        html.contains("<dt>Confirmation</dt>")
            && html.contains(
                "<dt>Where</dt><dd>Barcelona, Spain, map: <a href=\"https://www.openstreetmap.org/?mlat=41."
            ),
        "the stay, and where it is, with a map of its point: {html}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!text.contains("987654321"), "{text}");
    let calendar: Calendar = text.parse().expect("RFC 5545");
    let events: Vec<_> = calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Event(e) => Some(e),
            _ => None,
        })
        .collect();
    assert_eq!(events.len(), 3, "two flights and a stay:\n{text}");
    let flights: Vec<_> = events
        .iter()
        .filter(|e| e.get_summary().is_some_and(|s| s.contains(&reference)))
        .collect();
    assert_eq!(flights.len(), 2, "{text}");
    // the stay's point, for a calendar's map: in Barcelona
    let stay = events
        .iter()
        .find(|e| e.get_summary().is_some_and(|s| s.contains("Stay")))
        .expect("the stay");
    let geo = stay.property_value("GEO").expect("the stay's GEO");
    let (lat, lon) = geo.split_once(';').expect("GEO is lat;lon");
    let (lat, lon): (f64, f64) = (lat.parse().unwrap(), lon.parse().unwrap());
    assert!(
        (lat - 41.39).abs() < 0.2 && (lon - 2.17).abs() < 0.2,
        "{geo}"
    );
    // each zone the flights use is defined in the file, once
    let zones: std::collections::HashMap<String, &_> = calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Other(o) if o.component_kind() == "VTIMEZONE" => {
                Some((o.property_value("TZID")?.to_string(), o))
            }
            _ => None,
        })
        .collect();
    for f in &flights {
        // a flight starts at its local time in its airport's zone (Madrid, Barcelona)
        let Some(DatePerhapsTime::DateTime(CalendarDateTime::WithTimezone {
            date_time: start,
            tzid,
        })) = f.get_start()
        else {
            panic!("a flight starts at a local time with its zone: {text}");
        };
        assert_eq!(tzid, "Europe/Madrid", "{text}");
        let description = f.get_description().unwrap_or_default();
        let departs = description
            .split("Departs ")
            .nth(1)
            .expect("the departure in the description");
        // "Madrid Barajas (MAD) 2026-12-22 07:10 local (UTC+01:00)"
        let after_code = departs.split(") ").nth(1).expect("the airport's code");
        let local = after_code.get(..16).expect("the local departure");
        let local = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%d %H:%M").unwrap();
        assert_eq!(local, start, "{description}");
        // the zone's definition in the file gives the offset the description says:
        // its period in force at the departure (the latest that began before it)
        let zone = zones
            .get(&tzid)
            .unwrap_or_else(|| panic!("{tzid} defined: {text}"));
        let period = zone
            .components()
            .iter()
            .filter_map(|p| {
                let begins = chrono::NaiveDateTime::parse_from_str(
                    p.property_value("DTSTART")?,
                    "%Y%m%dT%H%M%S",
                )
                .ok()?;
                (begins <= start).then_some((begins, p))
            })
            .max_by_key(|(begins, _)| *begins)
            .map(|(_, p)| p)
            .unwrap_or_else(|| panic!("a period of {tzid} in force: {text}"));
        let to = period.property_value("TZOFFSETTO").unwrap();
        let said = format!("local (UTC{}:{})", &to[..3], &to[3..]);
        assert!(departs.contains(&said), "{said} in {description}\n{text}");
        let Some(DatePerhapsTime::DateTime(CalendarDateTime::WithTimezone {
            date_time: end, ..
        })) = f.get_end()
        else {
            panic!("{text}");
        };
        assert!(end > start);
        assert!(description.contains("ADA LOVELACE"), "{description}");
        assert!(description.contains("Fare: Economy"), "{description}");
        assert!(description.contains("Checked bags: "), "{description}");
    }
    // each zone's periods once: no two identical blocks
    for (tzid, zone) in &zones {
        let starts: Vec<_> = zone
            .components()
            .iter()
            .filter_map(|p| p.property_value("DTSTART"))
            .collect();
        let mut once = starts.clone();
        once.dedup();
        assert_eq!(starts, once, "{tzid}: {text}");
    }
    // every event of sandbox bookings says PRACTICE where a calendar shows it
    for e in &events {
        let summary = e.get_summary().unwrap_or_default();
        assert!(summary.starts_with("PRACTICE: "), "{summary}");
    }
    let stay = events
        .iter()
        .find(|e| e.get_summary().is_some_and(|s| s.contains("Stay: ")))
        .expect("the stay");
    let (Some(DatePerhapsTime::Date(check_in)), Some(DatePerhapsTime::Date(check_out))) =
        (stay.get_start(), stay.get_end())
    else {
        panic!("a stay is all-day dates: {text}");
    };
    assert_eq!((check_out - check_in).num_days(), 7);
    let uids: std::collections::HashSet<_> = events.iter().filter_map(|e| e.get_uid()).collect();
    assert_eq!(uids.len(), 3, "each event its own UID");
}

#[test]
fn an_orders_itinerary_is_its_flights_by_reference() {
    let home = Home::new();
    let r = home
        .sandbox(&["flights", "search", "MAD", "BCN", "+20", "--max", "2"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = home
        .sandbox(&["flights", "book", "1", "--traveler", ADA, "--yes"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let booked = Tsv::parse(&r.stdout);
    let reference = booked.rows[0][booked.col("Reference")].clone();
    let r = home
        .sandbox(&["order", "itinerary", &reference, "--ics", "-"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let calendar: Calendar = r.stdout.parse().expect("RFC 5545");
    let summaries: Vec<String> = calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Event(e) => e.get_summary().map(str::to_string),
            _ => None,
        })
        .collect();
    assert_eq!(summaries.len(), 1, "{}", r.stdout);
    assert!(summaries[0].contains(&reference) && summaries[0].contains("MAD→BCN"));
    // neither document asked for: refused before anything is sent
    let r = home.sandbox(&["order", "itinerary", &reference]).run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(!r.sent());
}

/// A seat bought and a bag paid for, on a route whose fare sells seats: the text for an
/// e-mail names them, the airports and airline by name, and what was paid.
#[test]
fn an_orders_text_itinerary_names_seats_bags_and_the_total() {
    let home = Home::new();
    let r = home
        .sandbox(&["flights", "search", "LHR", "FCO", "+20", "--max", "3"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let (offer, seat) = (1..=3)
        .find_map(|n| {
            let r = home.sandbox(&["flights", "seats", &n.to_string()]).run();
            let t = Tsv::parse(&r.stdout);
            let seat = t
                .rows
                .iter()
                .find(|row| row[t.col("Segment")] == "1" && row[t.col("Status")] == "AVAILABLE")?;
            Some((n.to_string(), seat[t.col("Number")].clone()))
        })
        .expect("an offer that sells seats");
    let r = home
        .sandbox(&[
            "flights",
            "book",
            &offer,
            "--traveler",
            ADA,
            "--passport-stdin",
            "--add-bags",
            "1",
            "--seat",
            &format!("1:{seat}"),
            "--yes",
        ])
        .write_stdin(format!("{PASSPORT}\n"))
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let booked = Tsv::parse(&r.stdout);
    let reference = booked.rows[0][booked.col("Reference")].clone();
    let total = booked.rows[0][booked.col("Total")].clone();
    let r = home
        .sandbox(&["order", "itinerary", &reference, "--text", "-"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = &r.stdout;
    assert!(text.starts_with("PRACTICE: "), "{text}");
    assert!(
        text.contains(&format!("Seats: ADA LOVELACE {seat}")),
        "{text}"
    );
    assert!(text.contains("London Heathrow (LHR)"), "{text}");
    assert!(text.contains("(FCO)") && text.contains("Rome"), "{text}");
    assert!(text.contains("paid"), "the bag paid for: {text}");
    assert!(!text.contains("Checked bags: none"), "{text}");
    assert!(text.contains(&format!("{total} EUR")), "{total}: {text}");
    assert!(
        text.contains(&format!("Booking reference {reference}")),
        "{text}"
    );
    assert!(!text.contains("987654321"), "{text}");
    // the aircraft by its name, which the order does not give (only its code)
    let order = home.sandbox(&["--json", "order", "show", &reference]).run();
    assert_eq!(order.code, 0, "{}", order.stderr);
    let order: serde_json::Value = serde_json::from_str(&order.stdout).unwrap();
    let code = order["data"]["flightOffers"][0]["itineraries"][0]["segments"][0]["aircraft"]
        ["code"]
        .as_str()
        .expect("the aircraft's code")
        .to_string();
    let name = travel_core::aircraft::name(&code).expect("a type the table names");
    let first_word = name.split(' ').next().unwrap();
    let first_word = format!("{}{}", &first_word[..1], first_word[1..].to_lowercase());
    assert!(
        text.contains(&format!(", {first_word} ")) && !text.contains(&format!("aircraft {code}")),
        "{code} by name ({name}): {text}"
    );
    // the airline by the name a traveller knows it by, not the systems' short one
    let carrier = order["data"]["flightOffers"][0]["itineraries"][0]["segments"][0]["carrierCode"]
        .as_str()
        .expect("the carrier's code")
        .to_string();
    let airline = home
        .sandbox(&["--json", "airlines", "lookup", &carrier])
        .run();
    let airline: serde_json::Value = serde_json::from_str(&airline.stdout).unwrap();
    let business = airline["data"][0]["businessName"].as_str().unwrap();
    assert!(
        text.to_lowercase().contains(&business.to_lowercase()),
        "{carrier} as {business}: {text}"
    );
}

/// A 1x1 PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

#[test]
fn the_agency_s_logo_is_on_the_page_and_a_file_that_is_none_is_refused() {
    let home = Home::new();
    a_booked_trip(&home);
    let dir = home.dir.path();
    let set = |file: &std::path::Path| {
        home.travel()
            .args(["config", "set", "logo"])
            .arg(file)
            .run()
    };
    // refused when set: missing, not an image
    let missing = dir.join("no-such-logo.png");
    let text = dir.join("logo.txt");
    std::fs::write(&text, "Globe & Co").unwrap();
    for bad in [&missing, &text] {
        let r = set(bad);
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert!(r.stderr.contains("the agency's logo"), "{}", r.stderr);
    }
    // an image: embedded in the page, so it travels with it
    let png = dir.join("logo.png");
    std::fs::write(&png, PNG).unwrap();
    let r = set(&png);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let page = dir.join("ada.html");
    let r = home
        .sandbox(&["trip", "itinerary", "--html"])
        .arg(&page)
        .env("TRAVEL_TRIP", "ada")
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(
        html.contains("<img class=\"logo\" src=\"data:image/png;base64,iVBORw0KGgo"),
        "{html}"
    );
    assert!(
        html.contains("alt=\"Globe &amp; Co &lt;desk@globe.example&gt;\""),
        "{html}"
    );
    // the file gone since: refused when the page is made, in words, nothing written
    std::fs::remove_file(&png).unwrap();
    let again = dir.join("again.html");
    let r = home
        .sandbox(&["trip", "itinerary", "--html"])
        .arg(&again)
        .env("TRAVEL_TRIP", "ada")
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("the agency's logo"), "{}", r.stderr);
    assert!(!again.exists());
    // the calendar needs no logo
    let r = home
        .sandbox(&["trip", "itinerary", "--ics"])
        .arg(dir.join("ada.ics"))
        .env("TRAVEL_TRIP", "ada")
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_hotel_comes_after_the_connection_that_reaches_it() {
    let home = Home::new();
    assert_eq!(home.travel().args(["trip", "new", "bo"]).run().code, 0);
    let in_trip = |args: &[&str]| home.sandbox(args).env("TRAVEL_TRIP", "bo").run();
    // a one-way flight with a stop, leaving after 14:00 (so its second flight leaves
    // in the afternoon), landing on the day of the hotel's check-in
    let found = in_trip(&["flights", "search", "LHR", "JFK", "+30", "--all"]);
    assert_eq!(found.code, 0, "{}", found.stderr);
    let t = Tsv::parse(&found.stdout);
    let n = (0..t.rows.len())
        .find(|&i| {
            let row = &t.rows[i];
            let leaves = row[t.col("Depart")].rsplit(' ').next().unwrap_or_default();
            let arrives = &row[t.col("Arrive")];
            row[t.col("Stops")].starts_with('1')
                && ("14:00".."18:00").contains(&leaves)
                && !arrives.contains('+')
        })
        .map(|i| (i + 1).to_string())
        .unwrap_or_else(|| panic!("an afternoon offer with one stop:\n{}", found.stdout));
    let book = home
        .sandbox(&[
            "flights",
            "book",
            &n,
            "--traveler",
            ADA,
            "--passport-stdin",
            "--yes",
        ])
        .env("TRAVEL_TRIP", "bo")
        .write_stdin(format!("{PASSPORT}\n"))
        .run();
    assert_eq!(book.code, 0, "{}", book.stderr);
    let offers = in_trip(&[
        "hotels",
        "offers",
        "--city",
        "NYC",
        "--check-in",
        "+30",
        "--nights",
        "2",
        "--max",
        "6",
    ]);
    assert_eq!(offers.code, 0, "{}", offers.stderr);
    let rows = Tsv::parse(&offers.stdout).rows.len();
    assert!((1..=rows).any(|k| home.books_stay(&k.to_string(), GUEST, Some("bo"))));
    let text = home.dir.path().join("bo.txt");
    let r = in_trip(&["trip", "itinerary", "--text", text.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(text).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let connection = lines
        .iter()
        .position(|l| l.trim_start().starts_with("Connection in"))
        .unwrap_or_else(|| panic!("a connection:\n{text}"));
    let hotel = lines
        .iter()
        .position(|l| l.trim_start().starts_with("Hotel "))
        .unwrap_or_else(|| panic!("a hotel:\n{text}"));
    // the connection's second flight comes right after it, the hotel after that flight
    assert!(
        lines[connection + 1].trim_start().starts_with("Flight "),
        "{text}"
    );
    assert!(hotel > connection + 1, "{text}");
}
