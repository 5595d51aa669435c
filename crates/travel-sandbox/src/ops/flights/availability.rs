//! POST /v1/shopping/availability/flight-availabilities: the flights of each
//! origin-destination with the seats left in each booking class.

use chrono::Duration;

use super::{leg, leg_count, traveler_types, Form};
use crate::ops::prelude::*;
use travel_core::model::flight::{
    AvailabilityClass, AvailabilityRequest, AvailabilitySegment, Dictionaries, FlightAvailability,
};
use travel_core::ops::NoQuery;
use travel_world::data;
use travel_world::flights::offers::{self, iso_duration, OdQuery};
use travel_world::flights::{fares, schedule};

/// Flights of one origin-destination at the most.
const MAX_OPTIONS: usize = 100;

pub fn answer(
    app: &App,
    req: &Req,
    _: NoQuery,
    body: AvailabilityRequest,
) -> Answer<Vec<FlightAvailability>> {
    super::Stock::answer(app, |stock| availability(req, &body, stock))
}

fn availability(
    req: &Req,
    b: &AvailabilityRequest,
    stock: &super::Stock,
) -> Answer<Vec<FlightAvailability>> {
    let today = stock.today;
    let form = Form::Body;
    leg_count(form, b.origin_destinations.len())?;
    traveler_types(form, &b.travelers)?;
    let legs = b
        .origin_destinations
        .iter()
        .enumerate()
        .map(|(i, od)| {
            let places = (
                od.origin_location_code.as_str(),
                od.destination_location_code.as_str(),
            );
            let when = ("departureDateTime", &od.departure_date_time);
            leg(
                form,
                &format!("/originDestinations[{i}]"),
                &od.id,
                places,
                when,
                today,
            )
        })
        .collect::<Result<Vec<OdQuery>, _>>()?;
    let every = |_: &data::Airline| true;
    let rules = schedule::LegRules {
        seed: stock.sales.seed(),
        max_connections: 2,
        allowed: &every,
    };
    let mut dict = Dictionaries::default();
    let mut items: Vec<FlightAvailability> = Vec::new();
    for od in legs {
        let mut v = schedule::leg_options(&od.origin, &od.dest, od.date, &rules);
        if let Some(t) = od.time {
            let from = od.date.and_time(t) - Duration::hours(2);
            v.retain(|i| i.first().dep >= from);
        }
        // flights that have left are no longer for sale
        v.retain(|i| i.first().dep_utc >= stock.now);
        // nonstop flights first, each group by departure time
        v.sort_by(|a, b| {
            a.legs
                .len()
                .cmp(&b.legs.len())
                .then(a.first().dep.cmp(&b.first().dep))
                .then(a.minutes().cmp(&b.minutes()))
                .then_with(|| a.first().p.key().cmp(b.first().p.key()))
        });
        v.truncate(MAX_OPTIONS);
        // what orders hold on every flight listed, read at once
        stock
            .sales
            .read(v.iter().flat_map(|i| &i.legs).map(|l| (l.p.key(), l.date)));
        for it in v {
            let segments = it
                .legs
                .iter()
                .enumerate()
                .map(|(si, l)| {
                    offers::note(&mut dict, l);
                    let mut segment = offers::segment_of(l, (si + 1).to_string(), 0);
                    segment.co2_emissions.clear();
                    let key = l.p.key();
                    let availability_classes =
                        l.p.cabins()
                            .flat_map(|c| fares::classes(c).iter().rev())
                            .map(|&c| {
                                // a closed class is listed without a count: the
                                // provider's schema counts from 1
                                let left = stock.sales.left(key, c, l.date, today).min(9);
                                AvailabilityClass {
                                    number_of_bookable_seats: (left > 0).then(|| i64::from(left)),
                                    booking_class: c.to_string(),
                                }
                            })
                            .collect();
                    AvailabilitySegment {
                        segment,
                        availability_classes,
                    }
                })
                .collect();
            items.push(FlightAvailability {
                kind: "flight-availability".into(),
                id: (items.len() + 1).to_string(),
                origin_destination_id: od.id.clone(),
                source: "GDS".into(),
                instant_ticketing_required: false,
                payment_card_required: false,
                duration: iso_duration(it.minutes()),
                segments,
            });
        }
    }
    let found = !items.is_empty();
    let mut answer = envelope::list(req, &[], items);
    if found {
        answer.dictionaries = serde_json::to_value(&dict).ok();
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ops::flights::testing::{ok, post, search, stock};
    use travel_core::ops::flights::SearchAvailability;
    use travel_core::ops::Operation;

    #[test]
    fn availability_matches_offer_inventory() {
        let v = search("originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&adults=1&nonStop=true&max=10");
        let body = json!({
            "originDestinations": [{"id": "1", "originLocationCode": "LON", "destinationLocationCode": "NYC", "departureDateTime": {"date": "2026-12-15"}}],
            "travelers": [{"id": "1", "travelerType": "ADULT"}],
            "sources": ["GDS"]
        });
        let req = post(SearchAvailability::PATH, &body, true);
        let a = ok(availability(
            &req,
            &serde_json::from_value(body).unwrap(),
            &stock(),
        ));
        let items = a["data"].as_array().unwrap();
        assert!(!items.is_empty());
        for it in items {
            assert_eq!(it["type"], "flight-availability");
            for s in it["segments"].as_array().unwrap() {
                for c in s["availabilityClasses"].as_array().unwrap() {
                    // a closed class has no count
                    let n = c
                        .get("numberOfBookableSeats")
                        .map_or(Some(0), |n| n.as_i64());
                    assert!(matches!(n, Some(0..=9)), "{c}");
                    assert_ne!(c["numberOfBookableSeats"], 0);
                }
            }
        }
        for o in v["data"].as_array().unwrap() {
            let seg = &o["itineraries"][0]["segments"][0];
            let class = o["travelerPricings"][0]["fareDetailsBySegment"][0]["class"]
                .as_str()
                .unwrap();
            let found = items
                .iter()
                .flat_map(|i| i["segments"].as_array().unwrap())
                .find(|s| {
                    s["carrierCode"] == seg["carrierCode"]
                        && s["number"] == seg["number"]
                        && s["departure"]["at"] == seg["departure"]["at"]
                });
            let found = found.expect("the offer's flight is in availability");
            let seats = found["availabilityClasses"]
                .as_array()
                .unwrap()
                .iter()
                .find(|c| c["class"] == class)
                .unwrap()["numberOfBookableSeats"]
                .as_i64()
                .unwrap_or(0);
            assert_eq!(seats, o["numberOfBookableSeats"].as_i64().unwrap());
        }
    }
}
