//! The seat maps: POST /v1/shopping/seatmaps (of the segments of flight offers, as the
//! search or pricing gave them) and GET /v1/shopping/seatmaps?flightOrderId= (of a
//! booked order). One map per segment: the aircraft's cabin plan (`world::flights::
//! cabin`), its seats taken as the flight's inventory says, each seat's status and price
//! for each traveller by their cabin, fare brand and type, the cabin's amenities and
//! the seats left for each traveller.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::ops::prelude::*;
use crate::world::flights::cabin::{self, Plan, Spot};
use crate::world::flights::schedule::{self, Leg};
use crate::world::flights::{aircraft, brands, fares, offers};
use travel_core::model::flight::{
    Aircraft, Dictionaries, FlightOffer, LocationValue, Operating, Price, Segment,
};
use travel_core::model::seatmap::{
    AvailableSeatsCounter, Beverage, CabinAmenities, Coordinates, Deck, DeckConfiguration,
    Entertainment, Facility, Food, Power, Seat, SeatAmenity, SeatMap, SeatMapOrderQuery,
    SeatMapRequest, SeatTravelerPricing, Wifi,
};
use travel_core::model::{Envelope, Meta};

use super::Stock;

/// Offers in one request at the most.
const MAX_OFFERS: usize = 6;

pub fn of_offers(
    app: &App,
    _: &Req,
    _: travel_core::ops::NoQuery,
    body: SeatMapRequest,
) -> Answer<Vec<SeatMap>> {
    seat_maps(&body, &Stock::of(app)?)
}

/// The seat maps of an order's flights, its own travellers' seats free to them.
pub fn of_order(app: &App, _: &Req, q: SeatMapOrderQuery, _: NoBody) -> Answer<Vec<SeatMap>> {
    let Some(id) = q.id() else {
        return Err(Rejection::param(
            codes::MANDATORY_DATA_MISSING,
            "flightOrderId",
            "flightOrderId is required",
        ));
    };
    let (order, _) =
        super::orders::stored(app, id).map_err(|e| e.with_parameter("flightOrderId"))?;
    let stock = Stock::of(app)?;
    let mut maps = Vec::new();
    let mut dict = Dict::default();
    for (i, offer) in order.flight_offers.iter().enumerate() {
        let at = format!("/data/flightOffers[{i}]");
        maps_of(offer, &at, &stock, Some(&order.id), &mut maps, &mut dict)?;
    }
    Ok(answer(maps, dict))
}

/// A traveller of the offer, as the map serves them.
pub(super) struct Traveller {
    pub id: String,
    /// Children, infants in their own seat and adults holding an infant may not sit in
    /// an exit row.
    pub not_at_exits: bool,
}

impl Traveller {
    /// A seated traveller of `kind` (`ADULT`, `CHILD`...), `holding` an infant or not.
    pub fn new(id: &str, kind: &str, holding: bool) -> Traveller {
        Traveller {
            id: id.to_string(),
            not_at_exits: holding
                || matches!(
                    kind.to_ascii_uppercase().as_str(),
                    "CHILD" | "SEATED_INFANT"
                ),
        }
    }
}

/// A seat asked for a traveller at pricing, as the seat map shows it to them: its
/// status and price (hundredths of `currency`; `None` where it is not sold); `None`
/// when the aircraft has no such seat.
pub(super) fn seat_for(
    leg: &Leg,
    (cabin, level): (usize, usize),
    label: &str,
    t: &Traveller,
    currency: &str,
    stock: &Stock,
) -> Option<(&'static str, Option<i64>)> {
    let p = leg.p;
    let plan = cabin::plan(p.aircraft, p.operating.iata, p.carrier.low_cost);
    let i = plan.index(label)?;
    let spot = &plan.seats[i];
    let taken = cabin::occupied(leg, plan, stock.today, &stock.sales, None)[i];
    let brand = brands::of(p.carrier.iata, cabin, level);
    let state = status(spot, taken, cabin, brand, t);
    Some((state, cabin::price(spot, brand, p.km, currency)))
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

fn answer(maps: Vec<SeatMap>, dict: Dict) -> Envelope<Vec<SeatMap>> {
    let mut answer = Envelope::new(maps);
    answer.meta = Some(Meta {
        count: Some(answer.data.len().into()),
        ..Default::default()
    });
    answer.dictionaries = Some(dict.into_json());
    answer
}

/// The maps of each segment of `offer` (at `at` in the request), added to `maps`.
fn maps_of(
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
            let (leg, _) = super::sent_flight(s, &here, stock.today)?;
            let (cabin, level, class) = fare_of(offer, s, at)?;
            let brand = brands::of(leg.p.carrier.iata, cabin, level);
            let map = draw(&leg, s, cabin, brand, &travellers, stock, mine, dict);
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
        .filter(|t| !t.traveler_type.eq_ignore_ascii_case("HELD_INFANT"))
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

/// The seat statuses of a traveller: `AVAILABLE`, `BLOCKED` or `OCCUPIED`.
fn status(
    spot: &Spot,
    taken: bool,
    cabin: usize,
    brand: &brands::Brand,
    t: &Traveller,
) -> &'static str {
    if taken {
        "OCCUPIED"
    } else if spot.cabin != cabin
        || (spot.exit && t.not_at_exits)
        || (cabin == 0 && brand.seat == brands::Seat::None)
    {
        "BLOCKED"
    } else {
        "AVAILABLE"
    }
}

/// The map of one dated flight for travellers holding `cabin` on `brand`; the seats of
/// order `mine` (the order's own map) are left free for its travellers.
#[allow(clippy::too_many_arguments)]
fn draw(
    leg: &Leg,
    s: &Segment,
    cabin: usize,
    brand: &brands::Brand,
    travellers: &[Traveller],
    stock: &Stock,
    mine: Option<&str>,
    dict: &mut Dict,
) -> SeatMap {
    let p = leg.p;
    let plan = cabin::plan(p.aircraft, p.operating.iata, p.carrier.low_cost);
    let occupied = cabin::occupied(leg, plan, stock.today, &stock.sales, mine);
    let currency = "EUR";
    let mut counters = vec![0i64; travellers.len()];
    let mut seats = Vec::with_capacity(plan.seats.len());
    for (spot, &taken) in plan.seats.iter().zip(&occupied) {
        let cost = cabin::price(spot, brand, p.km, currency);
        let mut codes = spot.codes(plan.width);
        if cost.is_some() {
            codes.push("CH");
        }
        dict.characteristics.extend(codes.iter().copied());
        let traveler_pricing = travellers
            .iter()
            .zip(counters.iter_mut())
            .map(|(t, count)| {
                let state = status(spot, taken, cabin, brand, t);
                if state == "AVAILABLE" {
                    *count += 1;
                }
                SeatTravelerPricing {
                    traveler_id: t.id.clone(),
                    seat_availability_status: state.into(),
                    price: cost.filter(|_| state == "AVAILABLE").map(|c| Price {
                        currency: currency.into(),
                        total: fares::money(c),
                        base: fares::money(c),
                        ..Default::default()
                    }),
                }
            })
            .collect();
        seats.push(Seat {
            cabin: fares::CABINS[spot.cabin].into(),
            number: spot.label.clone(),
            characteristics_codes: codes.into_iter().map(String::from).collect(),
            traveler_pricing,
            coordinates: Coordinates {
                x: spot.x,
                y: spot.y,
            },
        });
    }
    let facilities = plan
        .places
        .iter()
        .map(|f| {
            dict.facilities.insert(f.code);
            // the column letter of the seats below it, and the row it stands by
            let column = plan
                .seats
                .iter()
                .find(|s| s.y == f.y)
                .map(|s| s.letter.to_string());
            let row = plan
                .seats
                .iter()
                .filter(|s| {
                    if f.position == "FRONT" {
                        s.x > f.x
                    } else {
                        s.x < f.x
                    }
                })
                .min_by_key(|s| (s.x - f.x).abs())
                .map(|s| s.row.to_string());
            Facility {
                code: f.code.into(),
                column,
                row,
                position: Some(f.position.into()),
                coordinates: Coordinates { x: f.x, y: f.y },
            }
        })
        .collect();
    // the places as every flight answer names them
    let mut named = Dictionaries::default();
    offers::note(&mut named, leg);
    dict.locations.append(&mut named.locations);
    let (first_row, last_row) = plan.rows();
    SeatMap {
        kind: "seatmap".into(),
        departure: s.departure.clone(),
        arrival: s.arrival.clone(),
        carrier_code: p.carrier.iata.into(),
        number: p.number.to_string(),
        operating: Some(Operating {
            carrier_code: p.operating.iata.into(),
        }),
        aircraft: Some(Aircraft {
            code: p.aircraft.into(),
        }),
        decks: vec![Deck {
            deck_type: "MAIN".into(),
            deck_configuration: DeckConfiguration {
                width: plan.width,
                length: plan.length,
                start_seat_row: Some(first_row.into()),
                end_seat_row: Some(last_row.into()),
                start_wings_x: Some(plan.wings_x.0),
                end_wings_x: Some(plan.wings_x.1),
                start_wings_row: Some(plan.wings_rows.0.into()),
                end_wings_row: Some(plan.wings_rows.1.into()),
                exit_rows_x: plan.exits_x.clone(),
            },
            facilities,
            seats,
        }],
        aircraft_cabin_amenities: Some(amenities(leg, plan, cabin)),
        available_seats_counters: travellers
            .iter()
            .zip(counters)
            .map(|(t, value)| AvailableSeatsCounter {
                traveler_id: t.id.clone(),
                value,
            })
            .collect(),
        ..Default::default()
    }
}

/// What the cabin offers: power on twin-aisles and new narrow-bodies, wi-fi (paid in
/// economy) except on regional aircraft, screens on twin-aisles and streaming on
/// long narrow-body flights, meals on long flights and snacks on short ones (sold on
/// low-cost carriers), drinks.
fn amenities(leg: &Leg, plan: &Plan, cabin: usize) -> CabinAmenities {
    let p = leg.p;
    let code = p.aircraft;
    let wide = aircraft::wide_body(code);
    let regional = aircraft::all_economy(code);
    let new_narrow = matches!(
        code,
        "32N" | "32Q" | "7M8" | "7M9" | "221" | "223" | "BCS3" | "295"
    );
    let low_cost = p.carrier.low_cost;
    let long = p.km > 2500.0;
    CabinAmenities {
        power: (wide || new_narrow || cabin >= 2).then(|| Power {
            is_chargeable: false,
            power_type: Some(if wide { "PLUG_OR_USB_PORT" } else { "USB_PORT" }.into()),
            usb_type: Some(if wide { "USB_A_AND_USB_C" } else { "USB_C" }.into()),
        }),
        seat: Some(SeatAmenity {
            leg_space: Some(plan.pitch[cabin].into()),
            space_unit: Some("INCHES".into()),
            tilt: Some(
                if plan.flat[cabin] {
                    "FULL_FLAT"
                } else if cabin >= 1 && wide {
                    "ANGLE_FLAT"
                } else {
                    "NORMAL"
                }
                .into(),
            ),
        }),
        wifi: (!regional).then(|| Wifi {
            is_chargeable: cabin == 0 || low_cost,
            wifi_coverage: Some(if wide || !long { "FULL" } else { "PARTIAL" }.into()),
        }),
        entertainment: if wide {
            ["AUDIO_VIDEO_ON_DEMAND", "MOVIES", "TV_SHOWS"]
                .into_iter()
                .map(|e| Entertainment {
                    is_chargeable: false,
                    entertainment_type: Some(e.into()),
                })
                .collect()
        } else if !low_cost && !regional && p.km > 1500.0 {
            vec![Entertainment {
                is_chargeable: false,
                entertainment_type: Some("IP_TV".into()),
            }]
        } else {
            Vec::new()
        },
        food: Some(Food {
            is_chargeable: low_cost,
            food_type: Some(
                match (long, cabin >= 2) {
                    (_, true) => "FRESH_MEAL",
                    (true, false) if !low_cost => "MEAL",
                    _ => "SNACK",
                }
                .into(),
            ),
        }),
        beverage: Some(Beverage {
            is_chargeable: low_cost,
            beverage_type: Some(
                if low_cost || (!long && cabin == 0) {
                    "NON_ALCOHOLIC"
                } else {
                    "ALCOHOLIC_AND_NON_ALCOHOLIC"
                }
                .into(),
            ),
        }),
    }
}

/// The dictionaries of an answer: the places, and the facility and seat codes used.
#[derive(Default)]
struct Dict {
    locations: BTreeMap<String, LocationValue>,
    facilities: std::collections::BTreeSet<&'static str>,
    characteristics: std::collections::BTreeSet<&'static str>,
}

impl Dict {
    fn into_json(self) -> Value {
        let facilities: BTreeMap<&str, &str> = self
            .facilities
            .into_iter()
            .map(|c| (c, facility_name(c)))
            .collect();
        let seats: BTreeMap<&str, &str> = self
            .characteristics
            .into_iter()
            .map(|c| (c, characteristic_name(c)))
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
