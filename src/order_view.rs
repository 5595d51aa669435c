//! How a flight order reads, for `flights book` (before and after selling) and
//! `order show`: the itinerary, the travellers, seats and bags, the price, the
//! ticketing agreement.

use std::fmt::Write as _;

use serde_json::Value;

use crate::format::{flight, words};
use crate::output::Table;
use travel_core::model::flight::FlightOffer;
use travel_core::model::order::{FlightOrder, OrderTraveler, TicketingAgreement, TravelDocument};

/// The words of an environment a person cannot miss, before money moves: exactly what
/// is known of it (a base URL that did not answer as the sandbox promises nothing).
/// Broken between words to fit `width` (at most 78), never wider than its rules.
pub fn banner(environment: &str, width: usize) -> String {
    let what = if environment.starts_with("sandbox") {
        "SANDBOX: a simulated booking; nothing is sold and no money moves".to_string()
    } else if let Some((_, url)) = environment.split_once(" via ") {
        // an address given with --base-url that did not answer as the sandbox: what
        // stands behind it is not known here, so nothing is promised
        format!(
            "A SERVICE AT {url}, given with --base-url:\nwhether it sells real seats and moves real money is not known\nhere; treat the booking as real"
        )
    } else if environment.starts_with("production") {
        "PRODUCTION: a REAL booking; a real seat is sold and real money moves".to_string()
    } else {
        "TEST ENVIRONMENT: a test booking; no real ticket is issued".to_string()
    };
    let room = width.clamp(24, 78);
    let mut lines: Vec<String> = what
        .lines()
        .flat_map(|l| crate::output::Output::wrap(l, room))
        .collect();
    lines.extend(
        crate::output::Output::wrap(&format!("({environment})"), room - 2)
            .into_iter()
            .map(|l| format!("  {l}")),
    );
    // a word wider than the room (a long URL) stays whole: the rules go no wider
    let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let rule = "=".repeat(widest.min(room));
    format!("{rule}\n{}\n{rule}", lines.join("\n"))
}

/// A document number shown to a person: its last three characters only.
pub fn masked(number: &str) -> String {
    let chars: Vec<char> = number.chars().collect();
    if chars.len() <= 3 {
        return "***".into();
    }
    let tail: String = chars[chars.len() - 3..].iter().collect();
    format!("****{tail}")
}

pub fn full_name(t: &OrderTraveler) -> String {
    format!("{} {}", t.name.first_name, t.name.last_name)
        .trim()
        .to_string()
}

/// A document as a person may see it: its kind, its number masked, country, expiry.
pub fn document(d: &TravelDocument) -> String {
    let kind = match d.document_type.as_str() {
        "PASSPORT" => "passport".to_string(),
        "IDENTITY_CARD" => "identity card".to_string(),
        other => words(other),
    };
    let mut s = format!("{kind} {}", masked(&d.number));
    if let Some(c) = &d.issuance_country {
        let _ = write!(s, " {c}");
    }
    if let Some(e) = &d.expiry_date {
        let _ = write!(s, " to {e}");
    }
    s
}

/// The itinerary on one line: `BA 117 LHR-JFK 2026-12-01 10:00, ...`.
pub fn itinerary(o: &FlightOffer) -> String {
    o.itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .map(|s| {
            format!(
                "{} {}-{} {}",
                flight(&s.carrier_code, &s.number),
                s.departure.iata_code,
                s.arrival.iata_code,
                s.departure.at.replace('T', " ").get(..16).unwrap_or("")
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The seat of a traveller on a segment, as the offer carries it.
pub fn seat_of(o: &FlightOffer, traveller: &str, segment: &str) -> Option<String> {
    service_of(o, traveller, segment)?
        .get("chargeableSeatNumber")?
        .as_str()
        .map(str::to_string)
}

/// The extra bags of a traveller on a segment, as the offer carries them.
pub fn extra_bags_of(o: &FlightOffer, traveller: &str, segment: &str) -> Option<i64> {
    service_of(o, traveller, segment)?
        .get("chargeableCheckedBags")?
        .get("quantity")?
        .as_i64()
}

fn service_of<'a>(o: &'a FlightOffer, traveller: &str, segment: &str) -> Option<&'a Value> {
    o.traveler_pricings
        .iter()
        .find(|tp| tp.traveler_id == traveller)?
        .fare_details_by_segment
        .iter()
        .find(|f| f.segment_id == segment)?
        .additional_services
        .as_ref()
}

fn included_bags(o: &FlightOffer, traveller: &str, segment: &str) -> String {
    o.included_bags(Some(traveller), segment)
        .map_or_else(|| "no bag included".into(), |b| format!("{b} included"))
}

pub fn grand_total(o: &FlightOffer) -> String {
    o.price
        .grand_total
        .clone()
        .unwrap_or_else(|| o.price.total.clone())
}

pub fn ticketing(t: Option<&TicketingAgreement>) -> String {
    match t {
        None => "not given (the service's default)".into(),
        Some(t) => {
            let mut s = match t.option.as_str() {
                "CONFIRM" => "confirm: ticket now".to_string(),
                "DELAY_TO_CANCEL" => "delay to cancel".to_string(),
                "DELAY_TO_QUEUE" => "delay to queue".to_string(),
                other => words(other),
            };
            if let Some(d) = &t.delay {
                let _ = write!(s, ", within {d}, else cancelled");
            }
            if let Some(d) = &t.date_time {
                let _ = write!(s, ", by {d}");
            }
            s
        }
    }
}

/// The travellers' type by id, as the offer prices them.
fn kind_of(o: &FlightOffer, traveller: &str) -> String {
    o.traveler_pricings
        .iter()
        .find(|tp| tp.traveler_id == traveller)
        .map(|tp| words(&tp.traveler_type))
        .unwrap_or_default()
}

/// Everything a person checks in an order, as text.
pub fn detail(
    offer: &FlightOffer,
    travellers: &[OrderTraveler],
    agreement: Option<&TicketingAgreement>,
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Flights");
    for seg in offer.itineraries.iter().flat_map(|it| &it.segments) {
        let _ = writeln!(
            s,
            "  {} {:<7} {}-{}  {} to {}",
            seg.id,
            flight(&seg.carrier_code, &seg.number),
            seg.departure.iata_code,
            seg.arrival.iata_code,
            seg.departure.at.replace('T', " ").get(..16).unwrap_or(""),
            seg.arrival.at.replace('T', " ").get(..16).unwrap_or(""),
        );
        for t in travellers {
            let on_lap = offer
                .traveler_pricings
                .iter()
                .any(|tp| tp.traveler_id == t.id && !tp.traveler_type.takes_seat());
            let seat = match seat_of(offer, &t.id, &seg.id) {
                Some(x) => format!("seat {x}"),
                None if on_lap => "on a lap".into(),
                None => "no seat chosen".into(),
            };
            let extra = extra_bags_of(offer, &t.id, &seg.id)
                .map(|q| format!(" + {q} extra bag{}", if q == 1 { "" } else { "s" }))
                .unwrap_or_default();
            let _ = writeln!(
                s,
                "    {:<24} {seat}, {}{extra}",
                full_name(t),
                included_bags(offer, &t.id, &seg.id)
            );
        }
    }
    let _ = writeln!(s, "\nTravellers");
    for t in travellers {
        let mut line = format!("  {} {}", t.id, full_name(t));
        let kind = kind_of(offer, &t.id);
        if !kind.is_empty() {
            let _ = write!(line, " ({kind})");
        }
        if let Some(d) = &t.date_of_birth {
            let _ = write!(line, ", born {d}");
        }
        let _ = writeln!(s, "{line}");
        if let Some(c) = &t.contact {
            let mut reach: Vec<String> = c.email_address.iter().cloned().collect();
            for p in &c.phones {
                reach.push(format!("+{} {}", p.country_calling_code, p.number));
            }
            if !reach.is_empty() {
                let _ = writeln!(s, "    {}", reach.join(", "));
            }
        }
        for d in &t.documents {
            let _ = writeln!(s, "    {}", document(d));
        }
    }
    let cur = &offer.price.currency;
    let _ = writeln!(s, "\nPrice");
    // a search's offer lists the prices of services it sells; only those chosen count
    let chosen = |key: &str| {
        offer.traveler_pricings.iter().any(|tp| {
            tp.fare_details_by_segment.iter().any(|f| {
                f.additional_services
                    .as_ref()
                    .is_some_and(|a| a.get(key).is_some())
            })
        })
    };
    for extra in &offer.price.additional_services {
        let what = match extra.kind.as_str() {
            "CHECKED_BAGS" if chosen("chargeableCheckedBags") => "extra bags",
            "SEATS" if chosen("chargeableSeatNumber") => "seats",
            "CHECKED_BAGS" | "SEATS" => continue,
            other => other,
        };
        let _ = writeln!(s, "  {what}: {} {cur}", extra.amount);
    }
    let _ = writeln!(s, "  TOTAL {} {cur}", grand_total(offer));
    let _ = write!(s, "\nTicketing: {}", ticketing(agreement));
    s
}

/// An order piped: one row per segment.
pub fn table(order: &FlightOrder, state: &str) -> Table {
    let mut t = Table::new(&[
        "Order",
        "Reference",
        "Segment",
        "Flight",
        "From",
        "To",
        "Departure",
        "Travellers",
        "Seats",
        "Extra bags",
        ">Total",
        "Currency",
        "Ticketing",
        "State",
    ]);
    let reference = order
        .associated_records
        .first()
        .map(|r| r.reference.clone())
        .unwrap_or_default();
    let names: Vec<String> = order.travelers.iter().map(full_name).collect();
    for o in &order.flight_offers {
        for seg in o.itineraries.iter().flat_map(|it| &it.segments) {
            let seats: Vec<String> = order
                .travelers
                .iter()
                .filter_map(|t| seat_of(o, &t.id, &seg.id))
                .collect();
            let bags: i64 = order
                .travelers
                .iter()
                .filter_map(|t| extra_bags_of(o, &t.id, &seg.id))
                .sum();
            t.push(vec![
                order.id.clone(),
                reference.clone(),
                seg.id.clone(),
                flight(&seg.carrier_code, &seg.number),
                seg.departure.iata_code.to_string(),
                seg.arrival.iata_code.to_string(),
                seg.departure.at.clone(),
                names.join(", "),
                seats.join(","),
                bags.to_string(),
                grand_total(o),
                o.price.currency.clone(),
                order
                    .ticketing_agreement
                    .as_ref()
                    .map(|a| a.option.clone())
                    .unwrap_or_default(),
                state.to_string(),
            ]);
        }
    }
    t
}

/// An order on a terminal: its id, reference and state, then the detail of each offer.
pub fn text(order: &FlightOrder, state: &str) -> String {
    let references: Vec<String> = order
        .associated_records
        .iter()
        .map(|r| r.reference.clone())
        .collect();
    let mut s = format!(
        "Order {}\n  booking reference {}\n  state {state}\n",
        order.id,
        if references.is_empty() {
            "not given".to_string()
        } else {
            references.join(", ")
        }
    );
    for o in &order.flight_offers {
        let _ = write!(
            s,
            "\n{}",
            detail(o, &order.travelers, order.ticketing_agreement.as_ref())
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_masked_and_environments_named() {
        assert_eq!(masked("123456789"), "****789");
        assert_eq!(masked("12"), "***");
        // at every width, no line wider than the rules, which fit the terminal
        for env in [
            "sandbox",
            "production",
            "test",
            "test via http://127.0.0.1:8000",
        ] {
            for width in 20..=120 {
                let b = banner(env, width);
                let lines: Vec<&str> = b.lines().collect();
                let rule = lines[0].chars().count();
                assert!(rule <= width.max(24), "{env} at {width}:\n{b}");
                assert_eq!(lines[0], *lines.last().unwrap());
                assert!(
                    lines.iter().all(|l| l.chars().count() <= rule),
                    "{env} at {width}:\n{b}"
                );
            }
        }
        assert!(banner("production", 80).contains("REAL booking"));
        assert!(banner("sandbox", 80).contains("SANDBOX"));
        assert!(banner("test", 80).contains("TEST ENVIRONMENT"));
        // a base URL that did not answer as the sandbox: nothing promised
        let unknown = banner("test via http://x", 80);
        assert!(
            unknown.contains("A SERVICE AT http://x")
                && unknown.contains("treat the booking as real"),
            "{unknown}"
        );
        assert!(!unknown.contains("no real ticket"), "{unknown}");
        assert!(banner("production via http://x", 80).contains("A SERVICE AT"));
        assert!(banner("sandbox via http://x", 80).contains("SANDBOX"));
    }

    #[test]
    fn only_services_chosen_are_priced_in_the_summary() {
        let mut o: FlightOffer = serde_json::from_value(serde_json::json!({
            "price": {"currency": "EUR", "total": "100.00", "base": "80.00",
                      "additionalServices": [{"amount": "30.00", "type": "CHECKED_BAGS"}]},
            "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT",
                "price": {"currency": "EUR", "total": "100.00", "base": "80.00"},
                "fareDetailsBySegment": [{"segmentId": "1"}]}]
        }))
        .unwrap();
        assert!(!detail(&o, &[], None).contains("extra bags"));
        o.traveler_pricings[0].fare_details_by_segment[0].additional_services =
            Some(serde_json::json!({"chargeableCheckedBags": {"quantity": 1}}));
        assert!(detail(&o, &[], None).contains("extra bags: 30.00 EUR"));
    }
}
