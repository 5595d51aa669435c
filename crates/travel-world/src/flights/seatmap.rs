//! A dated flight's seat map as the service draws it: the aircraft's cabin plan
//! ([`cabin`]) with the seats taken, each seat's status and price for each traveller by
//! their cabin, fare brand and type, the cabin's amenities and the seats left for each
//! traveller. The seat maps answer with it, and pricing prices a seat asked the way the
//! map shows it.

use chrono::NaiveDate;

use super::cabin::{self, Plan, Spot};
use super::sales::Sales;
use super::schedule::Leg;
use super::{aircraft, brands, fares};
use travel_core::model::flight::{Aircraft, Operating, Price, Segment};
use travel_core::model::kinds::TravelerType;
use travel_core::model::seatmap::{
    AvailableSeatsCounter, Beverage, CabinAmenities, Coordinates, Deck, DeckConfiguration,
    Entertainment, Facility, Food, Power, Seat, SeatAmenity, SeatMap, SeatTravelerPricing, Wifi,
};

/// A traveller of the offer, as the map serves them.
pub struct Traveller {
    pub id: String,
    /// Children, infants in their own seat and adults holding an infant may not sit in
    /// an exit row.
    pub not_at_exits: bool,
}

impl Traveller {
    /// A seated traveller of `kind`, `holding` an infant or not.
    pub fn new(id: &str, kind: &TravelerType, holding: bool) -> Traveller {
        Traveller {
            id: id.to_string(),
            not_at_exits: holding
                || matches!(kind, TravelerType::Child | TravelerType::SeatedInfant),
        }
    }
}

/// A seat asked for a traveller at pricing, as the seat map shows it to them: its
/// status and price (hundredths of `currency`; `None` where it is not sold); `None`
/// when the aircraft has no such seat.
pub fn seat_for(
    leg: &Leg,
    (cabin, level): (usize, usize),
    label: &str,
    t: &Traveller,
    currency: &str,
    (today, sales): (NaiveDate, &Sales),
) -> Option<(&'static str, Option<i64>)> {
    let p = leg.p;
    let plan = cabin::plan_of(p);
    let i = plan.index(label)?;
    let spot = &plan.seats[i];
    let taken = cabin::occupied(leg, plan, today, sales, None)[i];
    let brand = brands::of(p.carrier.iata, cabin, level);
    let state = status(spot, taken, cabin, brand, t);
    Some((state, cabin::price(spot, brand, p.km, currency)))
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

/// The map of one dated flight (its segment as offered) for travellers holding `cabin`
/// on `brand`, its seats taken as `sales` and the flight's inventory on `today` say; the
/// seats of order `mine` (the order's own map) are left free for its travellers.
pub fn draw(
    (leg, s): (&Leg, &Segment),
    cabin: usize,
    brand: &brands::Brand,
    travellers: &[Traveller],
    (today, sales): (NaiveDate, &Sales),
    mine: Option<&str>,
) -> SeatMap {
    let p = leg.p;
    let plan = cabin::plan_of(p);
    let occupied = cabin::occupied(leg, plan, today, sales, mine);
    let currency = "EUR";
    let mut counters = vec![0i64; travellers.len()];
    let mut seats = Vec::with_capacity(plan.seats.len());
    for (spot, &taken) in plan.seats.iter().zip(&occupied) {
        let cost = cabin::price(spot, brand, p.km, currency);
        let mut codes = spot.codes(plan.width);
        if cost.is_some() {
            codes.push("CH");
        }
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
                        total: fares::money_in(c, currency),
                        base: fares::money_in(c, currency),
                        ..Default::default()
                    }),
                }
            })
            .collect();
        seats.push(Seat {
            cabin: fares::cabin(spot.cabin),
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
