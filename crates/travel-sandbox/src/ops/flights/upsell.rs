//! POST /v1/shopping/flight-offers/upselling: an offer of a search in each brand its
//! carrier sells on the same flights and cabins, cheapest first, with the brand and its
//! amenities on every segment.

use crate::ops::prelude::*;
use travel_core::model::flight::{Dictionaries, FlightOffer};
use travel_core::model::pricing::UpsellRequest;
use travel_core::model::{Envelope, Meta};
use travel_core::ops::NoQuery;
use travel_world::flights::fares;
use travel_world::flights::offers::{self, SentLeg, TravelerQ};

use super::Stock;

/// Offers in one request at the most.
const MAX_OFFERS: usize = 6;

pub fn answer(app: &App, _: &Req, _: NoQuery, body: UpsellRequest) -> Answer<Vec<FlightOffer>> {
    Stock::answer(app, |stock| upsell(&body, stock))
}

fn upsell(body: &UpsellRequest, stock: &Stock) -> Answer<Vec<FlightOffer>> {
    let today = stock.today;
    let d = &body.data;
    if d.kind.trim().is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/type",
            "type is required: flight-offers-upselling",
        ));
    }
    match d.flight_offers.len() {
        0 => {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                "/data/flightOffers",
                "flightOffers must hold the flight offer to upsell",
            ))
        }
        n if n > MAX_OFFERS => {
            return Err(Rejection::at(
                codes::INVALID_DATA,
                "/data/flightOffers",
                "at most 6 flightOffers can be upsold at once",
            ))
        }
        _ => {}
    }
    let mut dict = Dictionaries::default();
    let mut out: Vec<FlightOffer> = Vec::new();
    let mut unscheduled = Vec::new();
    for (i, json) in d.flight_offers.iter().enumerate() {
        let at = format!("/data/flightOffers[{i}]");
        let offer = super::sent_offer(json, &at)?;
        let (itins, travelers, currency) = sent(&offer, &at, stock, &mut unscheduled)?;
        let found = offers::upsell(
            &itins,
            &travelers,
            &currency,
            out.len() + 1,
            today,
            std::sync::Arc::clone(&stock.sales),
            &mut dict,
        );
        if found.is_empty() {
            return Err(Rejection::at(
                codes::UPSELL_UNAVAILABLE,
                &at,
                "no branded fare of this offer has seats left for its travelers",
            ));
        }
        out.extend(found);
    }
    let mut answer = Envelope::new(out);
    answer.meta = Some(Meta {
        count: Some(answer.data.len().into()),
        ..Default::default()
    });
    answer.dictionaries = serde_json::to_value(&dict).ok();
    if !unscheduled.is_empty() {
        answer.warnings = vec![super::unscheduled_warning(&unscheduled)].into();
    }
    Ok(answer)
}

/// The flights of an offer found in the schedule with their cabins, its travellers and
/// its currency; flights the schedule does not have added to `unscheduled`.
#[allow(clippy::type_complexity)]
fn sent(
    o: &FlightOffer,
    at: &str,
    stock: &Stock,
    unscheduled: &mut Vec<String>,
) -> Result<(Vec<Vec<SentLeg>>, Vec<TravelerQ>, String), Rejection> {
    if o.itineraries.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &format!("{at}/itineraries"),
            "the offer has no itineraries",
        ));
    }
    let Some(first) = o.traveler_pricings.first() else {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &format!("{at}/travelerPricings"),
            "the offer has no travelerPricings",
        ));
    };
    let currency = o.price.currency.trim().to_ascii_uppercase();
    if fares::rate(&currency).is_none() {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            &format!("{at}/price/currency"),
            format!("currency {currency:?} is not supported"),
        ));
    }
    let mut itins = Vec::with_capacity(o.itineraries.len());
    for (j, it) in o.itineraries.iter().enumerate() {
        if it.segments.is_empty() {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{at}/itineraries[{j}]/segments"),
                "an itinerary has no segments",
            ));
        }
        let mut legs = Vec::with_capacity(it.segments.len());
        for (k, s) in it.segments.iter().enumerate() {
            let here = format!("{at}/itineraries[{j}]/segments[{k}]");
            let (leg, scheduled) = super::sent_flight(s, &here, stock)?;
            if !scheduled {
                unscheduled.push(format!("{}{}", s.carrier_code.trim(), s.number.trim()));
            }
            let fare = first
                .fare_details_by_segment
                .iter()
                .find(|f| f.segment_id == s.id);
            let cabin = match fare {
                None => 0,
                Some(f) => fares::cabin_index(&f.cabin).ok_or_else(|| {
                    Rejection::at(
                        codes::INVALID_DATA,
                        &format!("{at}/travelerPricings[0]/fareDetailsBySegment"),
                        format!("segment {} has no known cabin", s.id),
                    )
                })?,
            };
            if !leg.p.cabins().any(|c| c == cabin) {
                return Err(Rejection::at(
                    codes::UPSELL_UNAVAILABLE,
                    &here,
                    format!(
                        "flight {}{} has no {} cabin",
                        s.carrier_code,
                        s.number,
                        fares::cabin(cabin)
                            .as_str()
                            .to_lowercase()
                            .replace('_', " ")
                    ),
                ));
            }
            legs.push(SentLeg { leg, cabin });
        }
        itins.push(legs);
    }
    let travelers = o
        .traveler_pricings
        .iter()
        .map(|t| TravelerQ {
            id: t.traveler_id.clone(),
            kind: t.traveler_type.clone(),
            associated: t.associated_adult_id.clone(),
        })
        .collect();
    Ok((itins, travelers, currency))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::testing::{err, ok, search, stock};
    use super::*;
    use travel_world::flights::schedule;

    fn body(offers: Vec<Value>) -> UpsellRequest {
        serde_json::from_value(json!({
            "data": {"type": "flight-offers-upselling", "flightOffers": offers}
        }))
        .unwrap()
    }

    fn brands(v: &Value) -> Vec<String> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                o["travelerPricings"][0]["fareDetailsBySegment"][0]["brandedFare"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    fn total(o: &Value) -> f64 {
        o["price"]["grandTotal"].as_str().unwrap().parse().unwrap()
    }

    #[test]
    fn an_offer_comes_back_in_each_brand_cheapest_first() {
        let found = search(
            "originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2026-09-15&returnDate=2026-09-22&adults=2&max=5",
        );
        let offer = found["data"][0].clone();
        let v = ok(upsell(&body(vec![offer.clone()]), &stock()));
        let data = v["data"].as_array().unwrap();
        assert!(data.len() >= 2, "{v}");
        assert_eq!(v["meta"]["count"], data.len());
        let names = brands(&v);
        let mut dedup = names.clone();
        dedup.dedup();
        assert_eq!(names, dedup);
        for w in data.windows(2) {
            assert!(total(&w[0]) <= total(&w[1]));
        }
        // the brand that was searched comes back at the price it was found at
        let sent = offer["travelerPricings"][0]["fareDetailsBySegment"][0]["brandedFare"].clone();
        let same = data
            .iter()
            .find(|o| o["travelerPricings"][0]["fareDetailsBySegment"][0]["brandedFare"] == sent)
            .expect("the searched brand");
        assert_eq!(same["price"]["grandTotal"], offer["price"]["grandTotal"]);
        for o in data {
            assert_eq!(o["itineraries"].as_array().unwrap().len(), 2);
            assert_eq!(o["travelerPricings"].as_array().unwrap().len(), 2);
            for f in o["travelerPricings"][0]["fareDetailsBySegment"]
                .as_array()
                .unwrap()
            {
                assert!(f["brandedFareLabel"].is_string());
                assert!(!f["amenities"].as_array().unwrap().is_empty());
            }
            for (a, b) in o["itineraries"]
                .as_array()
                .unwrap()
                .iter()
                .zip(offer["itineraries"].as_array().unwrap())
            {
                for (x, y) in a["segments"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .zip(b["segments"].as_array().unwrap())
                {
                    assert_eq!(x["number"], y["number"]);
                    assert_eq!(x["departure"], y["departure"]);
                }
            }
        }
        assert!(v["dictionaries"]["carriers"].is_object());
    }

    #[test]
    fn search_offers_amenities_agree_with_their_brands() {
        use travel_world::flights::brands;
        let found = search(
            "originLocationCode=PAR&destinationLocationCode=NYC&departureDate=2026-09-15&adults=1&max=60",
        );
        let mut carriers = std::collections::BTreeSet::new();
        for o in found["data"].as_array().unwrap() {
            let segs: Vec<&Value> = o["itineraries"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|i| i["segments"].as_array().unwrap())
                .collect();
            let mut all_refundable = true;
            for f in o["travelerPricings"][0]["fareDetailsBySegment"]
                .as_array()
                .unwrap()
            {
                let seg = segs.iter().find(|s| s["id"] == f["segmentId"]).unwrap();
                let carrier = seg["carrierCode"].as_str().unwrap();
                carriers.insert(carrier.to_string());
                let cabin = fares::cabin_index(&travel_core::model::kinds::Cabin::parse(
                    f["cabin"].as_str().unwrap(),
                ))
                .unwrap();
                let brand = brands::named(carrier, cabin, f["brandedFare"].as_str().unwrap())
                    .unwrap_or_else(|| panic!("{carrier} sells {}", f["brandedFare"]));
                assert_eq!(f["brandedFareLabel"], brand.label);
                let (_, level) =
                    schedule::class_info(f["class"].as_str().unwrap().chars().next().unwrap())
                        .unwrap();
                assert!((brand.levels.0..=brand.levels.1).contains(&level));
                let bags = &f["includedCheckedBags"];
                let none = bags["quantity"] == 0 || bags["weight"] == 0;
                let amenities = f["amenities"].as_array().unwrap();
                let has = |d: &str| amenities.iter().find(|a| a["description"] == d);
                assert_eq!(has("CHECKED BAG 1PC 23KG").unwrap()["isChargeable"], none);
                let refund = has("REFUNDABLE TICKET");
                assert_eq!(refund.is_some(), brand.refund != brands::Terms::No);
                assert_eq!(
                    has("STANDARD SEAT RESERVATION").is_some(),
                    brand.seat != brands::Seat::None
                );
                all_refundable &= brand.refundable();
            }
            assert_eq!(o["pricingOptions"]["refundableFare"], all_refundable);
        }
        assert!(carriers.len() >= 3, "{carriers:?}");
    }

    #[test]
    fn bad_input_is_refused() {
        let (status, e) = err(upsell(&body(vec![]), &stock()));
        assert_eq!((status, e["code"].clone()), (400, json!(32171)));
        assert_eq!(e["source"]["pointer"], "/data/flightOffers");
        let (_, e) = err(upsell(&body(vec![json!(3)]), &stock()));
        assert_eq!(e["code"], 477);
        let found = search(
            "originLocationCode=CDG&destinationLocationCode=MAD&departureDate=2026-07-04&adults=1&max=1",
        );
        let mut offer = found["data"][0].clone();
        let (_, e) = err(upsell(&body(vec![offer.clone(); 7]), &stock()));
        assert_eq!(e["code"], 4926);
        // a flight outside the schedule is upsold from the fare model, with a warning
        offer["itineraries"][0]["segments"][0]["number"] = json!("9999");
        let answer = ok(upsell(&body(vec![offer.clone()]), &stock()));
        assert_eq!(answer["warnings"][0]["title"], "FLIGHT NOT IN SCHEDULE");
        assert!(answer["warnings"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("9999"));
        assert!(!answer["data"].as_array().unwrap().is_empty());
        // one that cannot be believed is refused, pointing at it
        offer["itineraries"][0]["segments"][0]["carrierCode"] = json!("Q9");
        let (status, e) = err(upsell(&body(vec![offer]), &stock()));
        assert_eq!(status, 400);
        assert_eq!(e["code"], 4926);
        assert_eq!(
            e["source"]["pointer"],
            "/data/flightOffers[0]/itineraries[0]/segments[0]"
        );
        assert!(
            e["detail"]
                .as_str()
                .unwrap()
                .contains("carrier Q9 is unknown"),
            "{e}"
        );
    }
}
