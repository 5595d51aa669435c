//! The seat maps: POST /v1/shopping/seatmaps (of the segments of flight offers, as the
//! search or pricing gave them) and GET /v1/shopping/seatmaps?flightOrderId= (of a
//! booked order). One map per segment, drawn by `travel_world::flights::seatmap`; here, what a
//! request asks of it and the dictionaries of the answer.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};

use crate::ops::prelude::*;
use travel_core::model::flight::{Dictionaries, FlightOffer, LocationValue, Segment};
use travel_core::model::seatmap::{SeatMap, SeatMapRequest};
use travel_core::model::{Envelope, Meta};
use travel_world::flights::schedule::{self, Leg};
use travel_world::flights::seatmap::{self, Traveller};
use travel_world::flights::{brands, fares, offers};

use super::Stock;

/// Offers in one request at the most.
const MAX_OFFERS: usize = 6;

pub fn of_offers(
    app: &App,
    _: &Req,
    _: travel_core::ops::NoQuery,
    body: SeatMapRequest,
) -> Answer<Vec<SeatMap>> {
    Stock::answer(app, |stock| seat_maps(&body, stock))
}

pub(super) fn seat_maps(body: &SeatMapRequest, stock: &Stock) -> Answer<Vec<SeatMap>> {
    if body.data.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data",
            "data must hold the flight offers whose seat maps are wanted",
        ));
    }
    if body.data.len() > MAX_OFFERS {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            "/data",
            format!("at most {MAX_OFFERS} flight offers at once"),
        ));
    }
    let mut maps = Vec::new();
    let mut dict = Dict::default();
    for (i, json) in body.data.iter().enumerate() {
        let at = format!("/data[{i}]");
        let offer = super::sent_offer(json, &at)?;
        maps_of(&offer, &at, stock, None, &mut maps, &mut dict)?;
    }
    Ok(answer(maps, dict))
}

pub(super) fn answer(maps: Vec<SeatMap>, dict: Dict) -> Envelope<Vec<SeatMap>> {
    let mut answer = Envelope::new(maps);
    answer.meta = Some(Meta {
        count: Some(answer.data.len().into()),
        ..Default::default()
    });
    answer.dictionaries = Some(dict.into_json());
    answer
}

/// The maps of each segment of `offer` (at `at` in the request), added to `maps`.
pub(super) fn maps_of(
    offer: &FlightOffer,
    at: &str,
    stock: &Stock,
    mine: Option<&str>,
    maps: &mut Vec<SeatMap>,
    dict: &mut Dict,
) -> Result<(), Rejection> {
    let travellers = travellers(offer, at)?;
    for (j, it) in offer.itineraries.iter().enumerate() {
        for (k, s) in it.segments.iter().enumerate() {
            let here = format!("{at}/itineraries[{j}]/segments[{k}]");
            let (leg, _) = super::sent_flight(s, &here, stock)?;
            let (cabin, level, class) = fare_of(offer, s, at)?;
            let brand = brands::of(leg.p.carrier.iata, cabin, level);
            let held = (stock.today, stock.sales.as_ref());
            let map = seatmap::draw((&leg, s), cabin, brand, &travellers, held, mine);
            dict.note(&map, &leg);
            maps.push(SeatMap {
                id: Some((maps.len() + 1).to_string()),
                booking_class: Some(class),
                flight_offer_id: Some(offer.id.clone()).filter(|x| !x.is_empty()),
                segment_id: Some(s.id.clone()),
                ..map
            });
        }
    }
    Ok(())
}

fn travellers(offer: &FlightOffer, at: &str) -> Result<Vec<Traveller>, Rejection> {
    if offer.traveler_pricings.is_empty() || offer.itineraries.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            at,
            "an offer needs its itineraries and travelerPricings",
        ));
    }
    let holding: Vec<&str> = offer
        .traveler_pricings
        .iter()
        .filter_map(|t| t.associated_adult_id.as_deref())
        .collect();
    Ok(offer
        .traveler_pricings
        .iter()
        .filter(|t| t.traveler_type.takes_seat())
        .map(|t| {
            Traveller::new(
                &t.traveler_id,
                &t.traveler_type,
                holding.contains(&t.traveler_id.as_str()),
            )
        })
        .collect())
}

/// The cabin, fare level and booking class the first traveller holds on a segment.
fn fare_of(
    offer: &FlightOffer,
    s: &Segment,
    at: &str,
) -> Result<(usize, usize, String), Rejection> {
    let detail = offer.traveler_pricings[0]
        .fare_details_by_segment
        .iter()
        .find(|f| f.segment_id == s.id)
        .ok_or_else(|| {
            Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{at}/travelerPricings[0]/fareDetailsBySegment"),
                format!("segment {} needs its fare details", s.id),
            )
        })?;
    let class = detail.booking_class.trim().to_ascii_uppercase();
    let letter = class.chars().next().unwrap_or('Y');
    let by_class = schedule::class_info(letter);
    let cabin = fares::cabin_index(&detail.cabin)
        .or(by_class.map(|(c, _)| c))
        .unwrap_or(0);
    let level = by_class.filter(|(c, _)| *c == cabin).map_or(0, |(_, l)| l);
    Ok((cabin, level, class))
}

/// The dictionaries of an answer: the places, and the facility and seat codes used.
#[derive(Default)]
pub(super) struct Dict {
    locations: BTreeMap<String, LocationValue>,
    facilities: BTreeSet<String>,
    characteristics: BTreeSet<String>,
}

impl Dict {
    /// What the map of a dated flight names.
    fn note(&mut self, map: &SeatMap, leg: &Leg) {
        for deck in &map.decks {
            let seats = deck.seats.iter().flat_map(|s| &s.characteristics_codes);
            self.characteristics.extend(seats.cloned());
            let facilities = deck.facilities.iter().map(|f| f.code.clone());
            self.facilities.extend(facilities);
        }
        // the places as every flight answer names them
        let mut named = Dictionaries::default();
        offers::note(&mut named, leg);
        self.locations.append(&mut named.locations);
    }

    fn into_json(self) -> Value {
        let facilities: BTreeMap<&str, &str> = self
            .facilities
            .iter()
            .map(|c| (c.as_str(), facility_name(c)))
            .collect();
        let seats: BTreeMap<&str, &str> = self
            .characteristics
            .iter()
            .map(|c| (c.as_str(), characteristic_name(c)))
            .collect();
        json!({
            "locations": self.locations,
            "facilities": facilities,
            "seatCharacteristics": seats,
        })
    }
}

fn facility_name(code: &str) -> &'static str {
    match code {
        "LA" => "Lavatory",
        "G" => "Galley",
        "CL" => "Closet",
        _ => "Facility",
    }
}

/// The names of the seat characteristic codes the sandbox uses.
fn characteristic_name(code: &str) -> &'static str {
    match code {
        "W" => "Window seat",
        "A" => "Aisle seat",
        "9" => "Center seat (not window, not aisle)",
        "E" => "Exit row seat",
        "IE" => "Seat not suitable for child",
        "1A" => "Seat not allowed for infant",
        "L" => "Leg space seat",
        "K" => "Bulkhead seat",
        "FC" => "Front of cabin class/compartment",
        "B" => "Seat with bassinet facility",
        "O" => "Preferential seat",
        "1D" => "Restricted recline seat",
        "LS" => "Left side of aircraft",
        "RS" => "Right side of aircraft",
        "CH" => "Chargeable seats",
        _ => "Seat characteristic",
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::testing::{err, ok, post, routed, search, stock};
    use super::*;
    use travel_core::ops::{flights as op, Operation};

    fn offer(query: &str) -> Value {
        search(query)["data"][0].clone()
    }

    fn maps(offers: Vec<Value>) -> Value {
        ok(seat_maps(&SeatMapRequest { data: offers }, &stock()))
    }

    fn seats(map: &Value) -> &Vec<Value> {
        map["decks"][0]["seats"].as_array().unwrap()
    }

    fn state(seat: &Value, traveller: usize) -> &str {
        seat["travelerPricing"][traveller]["seatAvailabilityStatus"]
            .as_str()
            .unwrap()
    }

    #[test]
    fn one_map_per_segment_with_the_whole_cabin_on_one_grid() {
        // British Airways: its cheapest fare chooses seats (US basic economy would not)
        let o = offer(
            "originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2026-07-15&returnDate=2026-07-22&adults=1&nonStop=true&includedAirlineCodes=BA&max=1",
        );
        let answer = maps(vec![o.clone()]);
        let data = answer["data"].as_array().unwrap();
        assert_eq!(data.len(), 2, "one map per segment");
        assert_eq!(answer["meta"]["count"], 2);
        let m = &data[0];
        let seg = &o["itineraries"][0]["segments"][0];
        assert_eq!(m["type"], "seatmap");
        assert_eq!(m["segmentId"], seg["id"]);
        assert_eq!(m["flightOfferId"], o["id"]);
        assert_eq!(m["number"], seg["number"]);
        assert_eq!(m["aircraft"]["code"], seg["aircraft"]["code"]);
        let conf = &m["decks"][0]["deckConfiguration"];
        let width = conf["width"].as_i64().unwrap();
        let length = conf["length"].as_i64().unwrap();
        for s in seats(m) {
            let (x, y) = (
                s["coordinates"]["x"].as_i64().unwrap(),
                s["coordinates"]["y"].as_i64().unwrap(),
            );
            assert!((0..width).contains(&y) && (0..length).contains(&x), "{s}");
        }
        assert!(!conf["exitRowsX"].as_array().unwrap().is_empty());
        assert!(m["decks"][0]["facilities"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["code"] == "LA"));
        // the traveller's cabin is economy: other cabins blocked, some economy free
        let booked = o["travelerPricings"][0]["fareDetailsBySegment"][0]["cabin"]
            .as_str()
            .unwrap();
        assert_eq!(booked, "ECONOMY");
        let free = seats(m)
            .iter()
            .filter(|s| state(s, 0) == "AVAILABLE")
            .count();
        assert!(free > 0);
        assert!(seats(m)
            .iter()
            .filter(|s| s["cabin"] != "ECONOMY")
            .all(|s| state(s, 0) != "AVAILABLE"));
        assert_eq!(m["availableSeatsCounters"][0]["value"], free);
        assert!(
            m["aircraftCabinAmenities"]["seat"]["legSpace"]
                .as_i64()
                .unwrap()
                >= 29
        );
        assert!(answer["dictionaries"]["seatCharacteristics"]["W"].is_string());
        // the same every time
        assert_eq!(maps(vec![o]), answer);
    }

    #[test]
    fn exit_rows_are_blocked_for_children_and_infants_have_no_seat() {
        let o = offer(
            "originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-07-15&adults=1&children=1&infants=1&max=1",
        );
        let answer = maps(vec![o]);
        let m = &answer["data"][0];
        let exits: Vec<&Value> = seats(m)
            .iter()
            .filter(|s| {
                s["characteristicsCodes"]
                    .as_array()
                    .unwrap()
                    .contains(&json!("E"))
            })
            .collect();
        assert!(!exits.is_empty());
        // adult 1 holds the infant, traveller 2 is the child: neither at an exit
        assert_eq!(seats(m)[0]["travelerPricing"].as_array().unwrap().len(), 2);
        for s in exits {
            assert_ne!(state(s, 0), "AVAILABLE");
            assert_ne!(state(s, 1), "AVAILABLE");
        }
    }

    #[test]
    fn the_sold_out_day_shows_every_seat_occupied() {
        let o = offer(
            "originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-07-28&adults=1&max=1",
        );
        let mut o = o;
        for part in ["departure", "arrival"] {
            let at = o["itineraries"][0]["segments"][0][part]["at"]
                .as_str()
                .unwrap()
                .replace("2026-07-28", "2026-07-29");
            o["itineraries"][0]["segments"][0][part]["at"] = json!(at);
        }
        let answer = maps(vec![o]);
        let m = &answer["data"][0];
        assert!(seats(m).iter().all(|s| state(s, 0) == "OCCUPIED"));
        assert_eq!(m["availableSeatsCounters"][0]["value"], 0);
    }

    #[test]
    fn bad_requests_and_unknown_orders_are_refused() {
        let (_, e) = err(seat_maps(&SeatMapRequest::default(), &stock()));
        assert_eq!(e["code"], 32171);
        let (_, e) = err(seat_maps(
            &SeatMapRequest {
                data: vec![json!(3)],
            },
            &stock(),
        ));
        assert_eq!(e["code"], 477);
        let (status, e) = routed(crate::http::Req::test_get(op::SeatMapsOfOrder::PATH, ""));
        assert_eq!(
            (status, e["errors"][0]["code"].as_i64()),
            (400, Some(32171)),
            "{e}"
        );
        let (status, e) = routed(crate::http::Req::test_get(
            op::SeatMapsOfOrder::PATH,
            "flightOrderId=NOPE",
        ));
        assert_eq!(status, 404, "{e}");
        // the POST form through the router, with the method override
        let o = offer(
            "originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-07-15&adults=1&max=1",
        );
        let (status, body) = routed(post(
            op::SeatMapsOfOffers::PATH,
            &json!({"data": [o]}),
            true,
        ));
        // the router prices as of the live today: the offer of a past pinned day may be
        // in the past; either way it is the seat map's own answer
        assert!(
            status == 200 || body["errors"][0]["code"] == 425,
            "{status} {body}"
        );
    }
}
