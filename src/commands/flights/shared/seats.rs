//! Seats asked for an offer (`--seat SEGMENT:LABEL[,LABEL]`): reading them, and
//! checking them against the offer's seat maps before anything is priced or booked.

use serde_json::Value;

use super::seatmap::{status_for, AVAILABLE};
use crate::error::{Error, Result};
use crate::format::{flight, lower_words};
use travel_core::model::kinds::{Cabin, TravelerType};
use travel_core::model::seatmap::{Seat, SeatMap};

/// A seat asked: the segment id and one label per traveller with a seat, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatChoice {
    pub segment: String,
    pub labels: Vec<String>,
}

/// `1:12A` or `1:12A,12B`: the format and each label checked, labels upper-cased.
pub fn parse(spec: &str) -> Result<SeatChoice> {
    let bad = |why: &str| Error::usage(format!("--seat {spec:?}: {why}"));
    let (segment, labels) = spec
        .split_once(':')
        .ok_or_else(|| bad("give SEGMENT:LABEL, e.g. 1:12A"))?;
    let segment = segment.trim().to_string();
    if segment.is_empty() {
        return Err(bad("the segment id is missing"));
    }
    let labels: Vec<String> = labels
        .split(',')
        .map(|l| label(l).map_err(|why| bad(&why)))
        .collect::<Result<_>>()?;
    Ok(SeatChoice { segment, labels })
}

/// One seat label, upper-cased (`12a` → `12A`), or why it is none, in words that
/// name no flag (the wizard says them as they are).
pub fn label(typed: &str) -> std::result::Result<String, String> {
    let l = typed.trim().to_ascii_uppercase();
    let digits = l.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let letters = &l[digits.len()..];
    let ok = (1..=3).contains(&digits.len())
        && digits.chars().all(|c| c.is_ascii_digit())
        && !digits.starts_with('0')
        && letters.len() == 1;
    if ok {
        Ok(l)
    } else {
        Err(format!(
            "{l:?} is not a seat label (a row number and a letter, e.g. 12A)"
        ))
    }
}

/// The ids of the travellers of an offer who have a seat (all but lap infants), in
/// order: the labels of a choice go to them in this order.
pub fn seated_travellers(offer: &Value) -> Vec<String> {
    offer["travelerPricings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|tp| TravelerType::parse(tp["travelerType"].as_str().unwrap_or("")).takes_seat())
        .enumerate()
        .map(|(i, tp)| match &tp["travelerId"] {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            _ => (i + 1).to_string(),
        })
        .collect()
}

/// Refuse (exit 2) a seat that is not on its segment's map, or is occupied or blocked
/// for the traveller it goes to, or is asked twice. `maps` are the offer's seat maps;
/// `see` is how the person names the offer (`3`, `3.2`, `-`), for the hint.
pub fn check(maps: &[SeatMap], offer: &Value, choices: &[SeatChoice], see: &str) -> Result<()> {
    let travellers = seated_travellers(offer);
    for choice in choices {
        for (i, label) in choice.labels.iter().enumerate() {
            let traveller = travellers
                .get(i)
                .cloned()
                .unwrap_or_else(|| (i + 1).to_string());
            check_one(
                maps,
                offer,
                &choice.segment,
                label,
                &traveller,
                &choice.labels[..i],
                see,
            )
            .map_err(|mut e| {
                // on the command line, the flag that asked it
                e.message = format!("--seat {}: {}", choice.segment, e.message);
                e
            })?;
        }
    }
    Ok(())
}

/// Refuse (exit 2) one seat for one traveller, as it is chosen: on the segment's map,
/// not among the seats `earlier` chosen on it, and free for that traveller, or why not
/// (occupied; another cabin than the fare's; an exit row, which is not for a child or
/// an adult holding an infant; a fare that chooses no seat).
pub fn check_one(
    maps: &[SeatMap],
    offer: &Value,
    segment: &str,
    label: &str,
    traveller: &str,
    earlier: &[String],
    see: &str,
) -> Result<()> {
    let hint = format!("`travel flights seats {see} --segment {segment}` shows the free seats");
    let Some(map) = maps
        .iter()
        .find(|m| m.segment_id.as_deref() == Some(segment))
    else {
        return Err(Error::usage(format!(
            "the service gave no seat map for segment {segment}, so its seats cannot be chosen"
        )));
    };
    let what = format!(
        "segment {segment} ({} {}-{})",
        flight(&map.carrier_code, &map.number),
        map.departure.iata_code,
        map.arrival.iata_code
    );
    if earlier.iter().any(|e| e.eq_ignore_ascii_case(label)) {
        return Err(
            Error::usage(format!("seat {label} is asked twice on {what}"))
                .with_hint("give one seat per traveller"),
        );
    }
    let Some(seat) = map
        .decks
        .iter()
        .flat_map(|d| &d.seats)
        .find(|s| s.number.eq_ignore_ascii_case(label))
    else {
        return Err(
            Error::usage(format!("seat {label} is not on the seat map of {what}")).with_hint(hint),
        );
    };
    let state = status_for(seat, traveller);
    if state == AVAILABLE {
        return Ok(());
    }
    let why = match state {
        "OCCUPIED" => "someone has it".to_string(),
        "BLOCKED" => blocked_because(seat, offer, traveller, segment),
        "" => "its state is not known".to_string(),
        _ => "not available".to_string(),
    };
    Err(Error::usage(format!(
        "seat {label} on {what} is {} for traveller {traveller}: {why}",
        if state.is_empty() { "unknown" } else { state },
    ))
    .with_hint(hint))
}

/// Why a seat the map shows blocked for a traveller is not theirs, as far as the map and
/// the offer tell: the rule, in words.
fn blocked_because(seat: &Seat, offer: &Value, traveller: &str, segment: &str) -> String {
    let pricings = offer["travelerPricings"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let id = |tp: &Value| match &tp["travelerId"] {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let Some(own) = pricings.iter().find(|tp| id(tp) == traveller) else {
        return "not bookable for this traveller".into();
    };
    let kind = TravelerType::parse(own["travelerType"].as_str().unwrap_or(""));
    let holds_infant = pricings
        .iter()
        .any(|tp| tp["associatedAdultId"].as_str() == Some(traveller));
    let fare_cabin = own["fareDetailsBySegment"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["segmentId"].as_str() == Some(segment))
        .and_then(|f| f["cabin"].as_str())
        .map(Cabin::parse);
    match fare_cabin {
        Some(cabin) if cabin.is_known() && seat.cabin.is_known() && cabin != seat.cabin => {
            format!(
                "a {} seat, and the fare is {}",
                lower_words(&seat.cabin),
                lower_words(&cabin)
            )
        }
        _ if seat.has("E") && holds_infant => {
            "an exit row, which is not for an adult holding an infant".into()
        }
        _ if seat.has("E") && !kind.carries_lap_infant() => {
            format!(
                "an exit row, which is not for a {}",
                lower_words(&kind)
            )
        }
        _ => "the fare chosen does not choose this seat (a basic fare chooses none): choose another, or another fare".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn seat_specs() {
        let s = parse("2:12a,12B").unwrap();
        assert_eq!(s.segment, "2");
        assert_eq!(s.labels, vec!["12A", "12B"]);
        for bad in ["12A", ":12A", "1:A", "1:012A", "1:12", "1:12AB", "1:1234A"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    fn map() -> Vec<SeatMap> {
        let seat = |n: &str, states: [&str; 2]| {
            json!({"number": n, "cabin": "ECONOMY", "coordinates": {"x": 1, "y": 0},
                   "travelerPricing": [
                       {"travelerId": "1", "seatAvailabilityStatus": states[0]},
                       {"travelerId": "3", "seatAvailabilityStatus": states[1]}]})
        };
        vec![serde_json::from_value(json!({
            "segmentId": "1", "carrierCode": "XX", "number": "1",
            "decks": [{"seats": [
                seat("1A", ["AVAILABLE", "AVAILABLE"]),
                seat("1B", ["OCCUPIED", "OCCUPIED"]),
                seat("1C", ["AVAILABLE", "BLOCKED"])
            ]}]
        }))
        .unwrap()]
    }

    fn offer() -> Value {
        json!({"travelerPricings": [
            {"travelerId": "1", "travelerType": "ADULT"},
            {"travelerId": "2", "travelerType": "HELD_INFANT"},
            {"travelerId": "3", "travelerType": "CHILD"}
        ]})
    }

    #[test]
    fn seats_go_to_seated_travellers_and_are_checked() {
        assert_eq!(seated_travellers(&offer()), ["1", "3"]);
        let ok = |spec: &str| check(&map(), &offer(), &[parse(spec).unwrap()], "1");
        assert!(ok("1:1A").is_ok());
        assert!(ok("1:1C,1A").is_ok());
        let e = ok("1:1A,1C").unwrap_err();
        assert!(
            e.message.contains("1C") && e.message.contains("BLOCKED for traveller 3"),
            "{}",
            e.message
        );
        assert!(e
            .hint
            .unwrap()
            .contains("travel flights seats 1 --segment 1"));
        let e = ok("1:1B").unwrap_err();
        assert!(e.message.contains("OCCUPIED"), "{}", e.message);
        assert!(ok("1:9Z")
            .unwrap_err()
            .message
            .contains("not on the seat map"));
        assert!(ok("2:1A")
            .unwrap_err()
            .message
            .contains("no seat map for segment 2"));
        assert!(ok("1:1A,1A").unwrap_err().message.contains("twice"));
    }

    #[test]
    fn a_blocked_seat_says_the_rule_that_blocks_it() {
        let seat = |n: &str, cabin: &str, codes: &[&str]| {
            json!({"number": n, "cabin": cabin, "characteristicsCodes": codes,
                   "travelerPricing": [
                       {"travelerId": "1", "seatAvailabilityStatus": "BLOCKED"},
                       {"travelerId": "3", "seatAvailabilityStatus": "BLOCKED"}]})
        };
        let maps: Vec<SeatMap> = vec![serde_json::from_value(json!({
            "segmentId": "1", "carrierCode": "XX", "number": "1",
            "decks": [{"seats": [
                seat("8A", "ECONOMY", &["W", "E"]),
                seat("2A", "BUSINESS", &["W"]),
                seat("9A", "ECONOMY", &["W"])
            ]}]
        }))
        .unwrap()];
        let offer = json!({"travelerPricings": [
            {"travelerId": "1", "travelerType": "ADULT",
             "fareDetailsBySegment": [{"segmentId": "1", "cabin": "ECONOMY"}]},
            {"travelerId": "2", "travelerType": "HELD_INFANT", "associatedAdultId": "1"},
            {"travelerId": "3", "travelerType": "CHILD",
             "fareDetailsBySegment": [{"segmentId": "1", "cabin": "ECONOMY"}]}
        ]});
        let why = |label: &str, who: &str| {
            check_one(&maps, &offer, "1", label, who, &[], "1")
                .unwrap_err()
                .message
        };
        let m = why("8A", "1");
        assert!(
            m.contains("an exit row, which is not for an adult holding an infant"),
            "{m}"
        );
        let m = why("8A", "3");
        assert!(m.contains("an exit row, which is not for a child"), "{m}");
        let m = why("2A", "1");
        assert!(
            m.contains("a business seat, and the fare is economy"),
            "{m}"
        );
        let m = why("9A", "1");
        assert!(
            m.contains("the fare chosen does not choose this seat"),
            "{m}"
        );
        // a seat taken by the traveller before on the same flight
        let e = check_one(&maps, &offer, "1", "8a", "3", &["8A".into()], "1").unwrap_err();
        assert!(e.message.contains("asked twice"), "{}", e.message);
    }
}
