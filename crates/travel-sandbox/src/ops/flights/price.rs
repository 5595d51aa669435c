//! POST /v1/shopping/flight-offers/pricing: up to six offers, each as the search gave
//! it, priced again from the current fare model and inventory; with the chargeable bags
//! and seats asked in `fareDetailsBySegment[].additionalServices`, fare rules, the bag
//! catalogue (`include=bags`), detailed fare rules (`include=detailed-fare-rules`) and
//! what booking will require. The scenarios (price changes, sold-out seats) are those
//! of `travel_world::flights::pricing`.

use serde_json::Value;

use super::Stock;
use crate::ops::prelude::*;
use travel_core::model::flight::{Dictionaries, Fee, FlightOffer};
use travel_core::model::pricing::{
    BookingRequirements, DetailedFareRules, PricedOffers, PricingIncluded, PricingQuery,
    PricingRequest,
};
use travel_core::model::rules::{Description, TermAndCondition};
use travel_core::model::Envelope;
use travel_world::flights::offers::TravelerQ;
use travel_world::flights::pricing::{self, MAX_EXTRA_BAGS};
use travel_world::flights::schedule::{self, Leg};
use travel_world::flights::seatmap::{seat_for, Traveller};
use travel_world::flights::{brands, fares};

const MAX_OFFERS: usize = 6;
const INCLUDES: &[&str] = &[
    "detailed-fare-rules",
    "bags",
    "credit-card-fees",
    "other-services",
];

pub fn answer(app: &App, _: &Req, q: PricingQuery, body: PricingRequest) -> Answer<PricedOffers> {
    Stock::answer(app, |stock| price(q, body, stock))
}

/// One segment of an offer as received, found in the world.
struct Found {
    leg: Leg,
    cabin: usize,
    level: usize,
    id: String,
    /// The booking class as sent.
    class: String,
}

pub(super) fn price(q: PricingQuery, body: PricingRequest, stock: &Stock) -> Answer<PricedOffers> {
    let mut wants = (false, false);
    for inc in q.include.iter().flat_map(|i| i.split(',')) {
        let inc = inc.trim();
        if !INCLUDES.contains(&inc) {
            return Err(Rejection::param(
                codes::INVALID_OPTION,
                "include",
                format!("include must be among {}", INCLUDES.join(", ")),
            ));
        }
        wants.0 |= inc == "detailed-fare-rules";
        wants.1 |= inc == "bags";
    }
    let kind = body.data.kind.trim();
    if !kind.is_empty() && kind != "flight-offers-pricing" && kind != "flight-offers-princing" {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            "/data/type",
            "type must be flight-offers-pricing",
        ));
    }
    let items = body.data.flight_offers;
    if items.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/flightOffers",
            "at least one flight offer is required",
        ));
    }
    if items.len() > MAX_OFFERS {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            "/data/flightOffers",
            format!(
                "at most {MAX_OFFERS} flight offers can be priced at once, {} were sent",
                items.len()
            ),
        ));
    }
    let mut priced = Vec::with_capacity(items.len());
    let mut dict = Dictionaries::default();
    let mut included = PricingIncluded::default();
    let mut requirements = None;
    let mut unscheduled = Vec::new();
    for (i, json) in items.iter().enumerate() {
        let at = format!("/data/flightOffers[{i}]");
        let offer = super::sent_offer(json, &at)?;
        let one = price_one(
            &at,
            &offer,
            json,
            stock,
            wants,
            &mut included,
            &mut unscheduled,
        )?;
        merge(&mut dict, one.dict);
        requirements.get_or_insert(one.requirements);
        priced.push(one.offer);
    }
    let data = PricedOffers {
        kind: "flight-offers-pricing".into(),
        flight_offers: priced,
        booking_requirements: requirements,
    };
    let mut envelope = Envelope::new(data);
    if wants.0 || wants.1 {
        envelope.included = serde_json::to_value(&included)
            .ok()
            .filter(|v| v.as_object().is_some_and(|m| !m.is_empty()));
    }
    envelope.dictionaries = serde_json::to_value(&dict).ok();
    if !unscheduled.is_empty() {
        envelope.warnings = vec![super::unscheduled_warning(&unscheduled)].into();
    }
    Ok(envelope)
}

pub(super) fn merge(into: &mut Dictionaries, d: Dictionaries) {
    into.locations.extend(d.locations);
    into.aircraft.extend(d.aircraft);
    into.currencies.extend(d.currencies);
    into.carriers.extend(d.carriers);
}

/// One offer priced: the offer, its dictionaries, what booking it requires, and the
/// dated flights it sells with the inventory class of each and its segment id.
pub(super) struct Priced {
    pub offer: FlightOffer,
    pub dict: Dictionaries,
    pub requirements: BookingRequirements,
    pub flights: Vec<(Leg, char, String)>,
}

pub(super) fn price_one(
    at: &str,
    offer: &FlightOffer,
    json: &Value,
    stock: &Stock,
    (want_rules, want_bags): (bool, bool),
    included: &mut PricingIncluded,
    unscheduled: &mut Vec<String>,
) -> Result<Priced, Rejection> {
    if offer.itineraries.is_empty() || offer.itineraries.iter().any(|i| i.segments.is_empty()) {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &format!("{at}/itineraries"),
            "an offer needs itineraries with segments",
        ));
    }
    let Some(first_tp) = offer.traveler_pricings.first() else {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &format!("{at}/travelerPricings"),
            "an offer needs its travelerPricings",
        ));
    };
    let mut travelers = Vec::with_capacity(offer.traveler_pricings.len());
    for (t, tp) in offer.traveler_pricings.iter().enumerate() {
        let kind = tp.traveler_type.clone();
        if !kind.is_known() || tp.traveler_id.trim().is_empty() {
            return Err(Rejection::at(
                codes::INVALID_DATA,
                &format!("{at}/travelerPricings[{t}]"),
                "each traveler pricing needs a travelerId and a known travelerType",
            ));
        }
        travelers.push(TravelerQ {
            id: tp.traveler_id.clone(),
            kind,
            associated: tp.associated_adult_id.clone(),
        });
    }
    let currency = match offer.price.currency.trim() {
        "" => "EUR".to_string(),
        c => c.to_ascii_uppercase(),
    };
    if fares::rate(&currency).is_none() {
        return Err(Rejection::at(
            codes::INVALID_OPTION,
            &format!("{at}/price/currency"),
            format!("currency {currency} is not supported"),
        ));
    }
    // the flights and classes asked, in order
    let unscheduled_before = unscheduled.len();
    let mut itins: Vec<Vec<(Leg, char)>> = Vec::new();
    let mut found: Vec<Found> = Vec::new();
    for (ii, it) in offer.itineraries.iter().enumerate() {
        let mut legs = Vec::new();
        for (si, s) in it.segments.iter().enumerate() {
            let sat = format!("{at}/itineraries[{ii}]/segments[{si}]");
            let (leg, scheduled) = super::sent_flight(s, &sat, stock)?;
            let fares_at = format!("{at}/travelerPricings[0]/fareDetailsBySegment");
            let detail = first_tp
                .fare_details_by_segment
                .iter()
                .find(|f| f.segment_id == s.id)
                .filter(|f| !f.booking_class.trim().is_empty())
                .ok_or_else(|| {
                    Rejection::at(
                        codes::MANDATORY_DATA_MISSING,
                        &fares_at,
                        format!("segment {} needs its fare details and class", s.id),
                    )
                })?;
            let sent_class = detail.booking_class.trim().to_ascii_uppercase();
            let class = sent_class.chars().next().unwrap_or('Y');
            let not_sold = || {
                Rejection::at(
                    codes::INVALID_DATA,
                    &fares_at,
                    format!("class {class} is not sold on segment {}", s.id),
                )
            };
            let (cabin, level) = if scheduled {
                schedule::class_info(class)
                    .filter(|(c, _)| leg.p.cabins().any(|x| x == *c))
                    .ok_or_else(not_sold)?
            } else {
                // Other systems letter their classes otherwise: the cabin as sent, and
                // the class's level in it where the letter is one of ours.
                let cabin = fares::cabin_index(&detail.cabin)
                    .or_else(|| schedule::class_info(class).map(|(c, _)| c))
                    .filter(|c| leg.p.cabins().any(|x| x == *c))
                    .ok_or_else(not_sold)?;
                let level = fares::classes(cabin)
                    .iter()
                    .position(|&x| x == class)
                    .unwrap_or(0);
                unscheduled.push(format!("{}{}", s.carrier_code.trim(), s.number.trim()));
                (cabin, level)
            };
            legs.push((leg, fares::classes(cabin)[level]));
            found.push(Found {
                leg,
                cabin,
                level,
                id: s.id.clone(),
                class: sent_class,
            });
        }
        itins.push(legs);
    }
    let (mut priced, dict) =
        pricing::reprice(&itins, &travelers, &currency, stock.today, &stock.sales).map_err(
            |sold| {
                let f = &found[sold.segment];
                Rejection::at(
                    codes::SEGMENT_SELL_FAILURE,
                    at,
                    format!(
                        "segment {} {}{} {}-{} on {}: no seats left in class {}",
                        f.id,
                        f.leg.p.carrier.iata,
                        f.leg.p.number,
                        f.leg.p.from.iata,
                        f.leg.p.to.iata,
                        f.leg.date,
                        sold.class
                    ),
                )
            },
        )?;
    // keep the ids as sent
    priced.id = offer.id.clone();
    let mut n = 0;
    for it in &mut priced.itineraries {
        for s in &mut it.segments {
            s.id = found[n].id.clone();
            n += 1;
        }
    }
    for tp in &mut priced.traveler_pricings {
        for (fd, f) in tp.fare_details_by_segment.iter_mut().zip(&found) {
            fd.segment_id = f.id.clone();
            fd.booking_class = f.class.clone();
        }
    }
    // The rules of the carrier's brand each flight is sold in (as `flights fares` shows
    // them); for the offer, the strictest brand's.
    let brand_of = |f: &Found| brands::of(f.leg.p.carrier.iata, f.cabin, f.level);
    priced.fare_rules = found
        .iter()
        .map(brand_of)
        .min_by_key(|b| b.strictness())
        .map(|b| b.rules(&currency));
    // chargeable bags and seats asked, per traveller and segment
    let (bags, seats) = services(at, json, &found, &travelers, &currency, &mut priced, stock)?;
    let mut grand = cents(&priced.price.total);
    for (amount, kind) in [(bags, "CHECKED_BAGS"), (seats, "SEATS")] {
        if amount > 0 {
            priced.price.additional_services.push(Fee {
                amount: fares::money_in(amount, &currency),
                kind: kind.into(),
            });
            grand += amount;
        }
    }
    priced.price.grand_total = Some(fares::money_in(grand, &currency));
    if want_rules {
        for f in &found {
            let key = (included.detailed_fare_rules.len() + 1).to_string();
            let fd = priced.traveler_pricings[0]
                .fare_details_by_segment
                .iter()
                .find(|d| d.segment_id == f.id);
            let rules = brand_of(f).rules(&currency).rules;
            included.detailed_fare_rules.insert(
                key,
                DetailedFareRules {
                    fare_basis: fd.map(|d| d.fare_basis.clone()).unwrap_or_default(),
                    name: Some(
                        brands::of(f.leg.p.carrier.iata, f.cabin, f.level)
                            .label
                            .to_string(),
                    ),
                    fare_notes: Some(TermAndCondition {
                        descriptions: rules
                            .iter()
                            .flat_map(|r| {
                                r.descriptions.iter().map(|d| Description {
                                    description_type: r.category.clone(),
                                    text: d.text.clone(),
                                })
                            })
                            .collect(),
                        ..Default::default()
                    }),
                    segment_id: f.id.clone(),
                },
            );
        }
    }
    if want_bags {
        let seated: Vec<String> = travelers
            .iter()
            .filter(|t| t.kind.takes_seat())
            .map(|t| t.id.clone())
            .collect();
        let mut start = 0;
        for it in &offer.itineraries {
            let segs: Vec<(String, f64)> = found[start..start + it.segments.len()]
                .iter()
                .filter(|f| pricing::can_add_bags(f.cabin))
                .map(|f| (f.id.clone(), f.leg.p.km))
                .collect();
            start += it.segments.len();
            if segs.is_empty() {
                continue;
            }
            for quantity in 1..=MAX_EXTRA_BAGS {
                let key = (included.bags.len() + 1).to_string();
                included.bags.insert(
                    key,
                    pricing::bag_option(&segs, &seated, quantity, &currency),
                );
            }
        }
    }
    let international = found
        .iter()
        .any(|f| f.leg.p.from.country != f.leg.p.to.country);
    let to_us = found
        .iter()
        .any(|f| f.leg.p.to.country == "US" && f.leg.p.from.country != "US");
    // What another system's flights ask of travellers is not known here: an offer with
    // flights outside the schedule asks for documents only on a trip to the United
    // States (the provider's documented order has no passport for its child).
    let outside = unscheduled.len() > unscheduled_before;
    let international = international && (to_us || !outside);
    let reqs = pricing::booking_requirements(international, to_us, &travelers);
    let flights = itins
        .iter()
        .flatten()
        .zip(&found)
        .map(|((leg, class), f)| (*leg, *class, f.id.clone()))
        .collect();
    Ok(Priced {
        offer: priced,
        dict,
        requirements: reqs,
        flights,
    })
}

/// `"123.45"` in hundredths.
pub(super) fn cents(amount: &str) -> i64 {
    let (whole, frac) = amount.split_once('.').unwrap_or((amount, "0"));
    let frac = format!("{frac:0<2}");
    whole.parse::<i64>().unwrap_or(0) * 100 + frac[..2].parse::<i64>().unwrap_or(0)
}

/// An integer given as a number or a string of digits.
fn int(v: &Value) -> Option<i64> {
    v.as_i64().or_else(|| v.as_str()?.trim().parse().ok())
}

/// The bags and seats asked on the offer as sent, priced (hundredths of `currency`),
/// and echoed on the priced offer; a bag count above the catalogue, a bag where the
/// fare sells none, a seat the aircraft does not have, or one the seat map shows the
/// traveller as taken or blocked, refused.
fn services(
    at: &str,
    json: &Value,
    found: &[Found],
    travelers: &[TravelerQ],
    currency: &str,
    priced: &mut FlightOffer,
    stock: &Stock,
) -> Result<(i64, i64), Rejection> {
    let (mut bags, mut seats) = (0, 0);
    let Some(tps) = json["travelerPricings"].as_array() else {
        return Ok((0, 0));
    };
    for (t, tp) in tps.iter().enumerate() {
        let Some(details) = tp["fareDetailsBySegment"].as_array() else {
            continue;
        };
        for (j, fd) in details.iter().enumerate() {
            let add = &fd["additionalServices"];
            if !add.is_object() {
                continue;
            }
            let here =
                format!("{at}/travelerPricings[{t}]/fareDetailsBySegment[{j}]/additionalServices");
            let seg_id = fd["segmentId"].as_str().unwrap_or("");
            let Some(f) = found.iter().find(|f| f.id == seg_id) else {
                return Err(Rejection::at(
                    codes::INVALID_DATA,
                    &here,
                    format!("segment {seg_id} is not a segment of the offer"),
                ));
            };
            let infant = travelers.get(t).is_some_and(|x| !x.kind.takes_seat());
            let bag = &add["chargeableCheckedBags"];
            if !bag.is_null() {
                let q = int(&bag["quantity"]).ok_or_else(|| {
                    Rejection::at(
                        codes::INVALID_FORMAT,
                        &format!("{here}/chargeableCheckedBags/quantity"),
                        "quantity must be a whole number",
                    )
                })?;
                if !(0..=MAX_EXTRA_BAGS).contains(&q) {
                    return Err(Rejection::at(
                        codes::INVALID_DATA,
                        &format!("{here}/chargeableCheckedBags/quantity"),
                        format!(
                            "at most {MAX_EXTRA_BAGS} extra checked bags per traveler can be added on segment {seg_id}"
                        ),
                    ));
                }
                if q > 0 && (infant || !pricing::can_add_bags(f.cabin)) {
                    return Err(Rejection::at(
                        codes::SERVICES_NOT_AVAILABLE,
                        &format!("{here}/chargeableCheckedBags"),
                        format!("extra checked bags cannot be added on segment {seg_id} for this traveler and fare"),
                    ));
                }
                bags += pricing::bag_price(f.leg.p.km, q, currency);
            }
            if let Some(label) = add.get("chargeableSeatNumber").filter(|v| !v.is_null()) {
                let label = label.as_str().unwrap_or("");
                let pointer = format!("{here}/chargeableSeatNumber");
                let Some(traveller) = travelers.get(t).filter(|_| !infant) else {
                    return Err(Rejection::at(
                        codes::INVALID_DATA,
                        &pointer,
                        "a seat can be reserved only for a traveler who has one",
                    ));
                };
                let holding = travelers
                    .iter()
                    .any(|x| x.associated.as_deref() == Some(traveller.id.as_str()));
                let who = Traveller::new(&traveller.id, &traveller.kind, holding);
                let held = (stock.today, stock.sales.as_ref());
                let (state, price) =
                    seat_for(&f.leg, (f.cabin, f.level), label, &who, currency, held).ok_or_else(
                        || {
                            Rejection::at(
                                codes::INVALID_DATA,
                                &pointer,
                                format!(
                                    "seat {label} does not exist on segment {seg_id} ({})",
                                    travel_world::flights::aircraft::name(f.leg.p.aircraft)
                                ),
                            )
                        },
                    )?;
                if state != "AVAILABLE" {
                    return Err(Rejection::at(
                        codes::SERVICES_NOT_AVAILABLE,
                        &pointer,
                        format!(
                            "seat {label} on segment {seg_id} is {} for traveler {}",
                            state.to_ascii_lowercase(),
                            traveller.id
                        ),
                    ));
                }
                seats += price.unwrap_or(0);
            }
            // echo what was asked on the priced offer
            if let Some(out) = priced.traveler_pricings.get_mut(t).and_then(|p| {
                p.fare_details_by_segment
                    .iter_mut()
                    .find(|d| d.segment_id == seg_id)
            }) {
                out.additional_services = Some(add.clone());
            }
        }
    }
    Ok((bags, seats))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::testing::{err, live_search, ok, post, routed, routed_strict, search, stock};
    use super::*;
    use travel_core::ops::flights::PriceOffers;
    use travel_core::ops::Operation;

    fn offer_on(date: &str) -> Value {
        let v = search(&format!(
            "originLocationCode=LHR&destinationLocationCode=JFK&departureDate={date}&adults=2&max=5"
        ));
        v["data"][0].clone()
    }

    fn body(offers: Vec<Value>) -> PricingRequest {
        serde_json::from_value(
            json!({"data": {"type": "flight-offers-pricing", "flightOffers": offers}}),
        )
        .unwrap()
    }

    fn query(include: &[&str]) -> PricingQuery {
        PricingQuery {
            include: include.iter().map(|s| s.to_string()).collect(),
            force_class: None,
        }
    }

    fn priced(offers: Vec<Value>, include: &[&str]) -> Value {
        ok(price(query(include), body(offers), &stock()))
    }

    #[test]
    fn an_offer_prices_as_searched() {
        let o = offer_on("2026-07-15");
        let v = priced(vec![o.clone()], &[]);
        let p = &v["data"]["flightOffers"][0];
        assert_eq!(v["data"]["type"], "flight-offers-pricing");
        assert_eq!(p["id"], o["id"]);
        assert_eq!(p["price"]["total"], o["price"]["total"]);
        assert_eq!(p["price"]["grandTotal"], o["price"]["grandTotal"]);
        assert_eq!(p["travelerPricings"], o["travelerPricings"]);
        assert!(
            p["itineraries"][0]["segments"][0]["co2Emissions"][0]["weight"]
                .as_i64()
                .unwrap()
                > 0
        );
        assert_eq!(p["fareRules"]["rules"].as_array().unwrap().len(), 6);
        let reqs = &v["data"]["bookingRequirements"];
        assert_eq!(reqs["emailAddressRequired"], true);
        assert_eq!(reqs["travelerRequirements"].as_array().unwrap().len(), 2);
        assert!(v.get("included").is_none());
    }

    #[test]
    fn scenario_days_change_the_price_or_fail() {
        let up = offer_on("2026-07-13");
        let v = priced(vec![up.clone()], &[]);
        let was: f64 = up["price"]["total"].as_str().unwrap().parse().unwrap();
        let now: f64 = v["data"]["flightOffers"][0]["price"]["total"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(now > was, "{now} > {was}");
        let down = offer_on("2026-07-27");
        let v = priced(vec![down.clone()], &[]);
        let was: f64 = down["price"]["total"].as_str().unwrap().parse().unwrap();
        let now: f64 = v["data"]["flightOffers"][0]["price"]["total"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(now < was);
        let sold = offer_on("2026-07-29");
        let (status, e) = err(price(query(&[]), body(vec![sold]), &stock()));
        assert_eq!(status, 400);
        assert_eq!(e["code"], 34651);
        assert_eq!(e["title"], "SEGMENT SELL FAILURE");
    }

    #[test]
    fn includes_rules_and_bags() {
        let o = offer_on("2026-07-15");
        let v = priced(vec![o], &["detailed-fare-rules", "bags"]);
        let rules = v["included"]["detailed-fare-rules"].as_object().unwrap();
        assert!(!rules.is_empty());
        assert_eq!(rules["1"]["segmentId"], "1");
        let bags = v["included"]["bags"].as_object().unwrap();
        assert_eq!(bags["1"]["quantity"], 1);
        assert_eq!(bags["1"]["name"], "CHECKED_BAG");
        assert_eq!(bags["1"]["travelerIds"], json!(["1", "2"]));
        let (status, e) = err(price(
            query(&["seats"]),
            body(vec![offer_on("2026-07-15")]),
            &stock(),
        ));
        assert_eq!((status, e["code"].as_i64()), (400, Some(572)));
    }

    #[test]
    fn bags_and_seats_are_added_to_the_price() {
        let mut o = offer_on("2026-07-15");
        let total: f64 = o["price"]["total"].as_str().unwrap().parse().unwrap();
        // a seat the map shows free for the traveller, and one it shows taken
        let request = travel_core::model::seatmap::SeatMapRequest {
            data: vec![o.clone()],
        };
        let maps = ok(super::super::seatmaps::seat_maps(&request, &stock()));
        let seats = maps["data"][0]["decks"][0]["seats"].as_array().unwrap();
        let with = |state: &str| {
            seats
                .iter()
                .find(|s| s["travelerPricing"][0]["seatAvailabilityStatus"] == state)
                .unwrap_or_else(|| panic!("a seat {state}"))
        };
        let (free, taken) = (with("AVAILABLE"), with("OCCUPIED"));
        o["travelerPricings"][0]["fareDetailsBySegment"][0]["additionalServices"] = json!({
            "chargeableCheckedBags": {"quantity": 1},
            "chargeableSeatNumber": free["number"]
        });
        let v = priced(vec![o.clone()], &[]);
        let p = &v["data"]["flightOffers"][0]["price"];
        let seat_cost = p["additionalServices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["type"] == "SEATS")
            .map(|s| s["amount"].clone());
        assert_eq!(
            seat_cost,
            free["travelerPricing"][0]["price"].get("total").cloned(),
            "the seat costs what the map says (nothing where it is included)"
        );
        let kinds: Vec<&str> = p["additionalServices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["type"].as_str().unwrap())
            .collect();
        assert!(kinds.contains(&"CHECKED_BAGS"));
        let grand: f64 = p["grandTotal"].as_str().unwrap().parse().unwrap();
        assert!(grand > total);
        assert_eq!(p["total"], o["price"]["total"]);
        o["travelerPricings"][0]["fareDetailsBySegment"][0]["additionalServices"] =
            json!({"chargeableCheckedBags": {"quantity": 3}});
        let (_, e) = err(price(query(&[]), body(vec![o.clone()]), &stock()));
        assert_eq!(e["code"], 4926);
        o["travelerPricings"][0]["fareDetailsBySegment"][0]["additionalServices"] =
            json!({"chargeableSeatNumber": "99Z"});
        let (_, e) = err(price(query(&[]), body(vec![o.clone()]), &stock()));
        assert_eq!(e["code"], 4926);
        assert!(e["detail"].as_str().unwrap().contains("99Z"));
        o["travelerPricings"][0]["fareDetailsBySegment"][0]["additionalServices"] =
            json!({"chargeableSeatNumber": taken["number"]});
        let (_, e) = err(price(query(&[]), body(vec![o]), &stock()));
        assert_eq!(e["code"], 38034);
        assert!(e["detail"].as_str().unwrap().contains("occupied"), "{e}");
    }

    #[test]
    fn bad_requests_are_refused() {
        let (_, e) = err(price(query(&[]), body(vec![]), &stock()));
        assert_eq!(e["code"], 32171);
        let o = offer_on("2026-07-15");
        let (_, e) = err(price(query(&[]), body(vec![o.clone(); 7]), &stock()));
        assert_eq!(e["code"], 4926);
        // a flight outside the schedule is priced from the fare model, with a warning
        let mut other = o.clone();
        other["itineraries"][0]["segments"][0]["number"] = json!("9999");
        // (the full-fare class, which always has a seat)
        other["travelerPricings"][0]["fareDetailsBySegment"][0]["class"] = json!("Y");
        let answer = ok(price(query(&[]), body(vec![other.clone()]), &stock()));
        assert_eq!(answer["warnings"][0]["title"], "FLIGHT NOT IN SCHEDULE");
        assert_eq!(
            answer["data"]["flightOffers"][0]["itineraries"][0]["segments"][0]["number"],
            "9999"
        );
        // one that cannot be believed is refused: an arrival before its departure
        let dep = other["itineraries"][0]["segments"][0]["departure"]["at"].clone();
        other["itineraries"][0]["segments"][0]["arrival"]["at"] = dep;
        let (status, e) = err(price(query(&[]), body(vec![other]), &stock()));
        assert_eq!(status, 400);
        // (0 minutes, or less where the arrival's zone is ahead of the departure's)
        let detail = e["detail"].as_str().unwrap();
        let minutes: i64 = detail
            .split("would fly ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|m| m.parse().ok())
            .unwrap_or_else(|| panic!("{e}"));
        assert!(minutes <= 0, "{e}");
        let (_, e) = err(price(query(&[]), body(vec![json!("offer")]), &stock()));
        assert_eq!(e["code"], 477);
    }

    #[test]
    fn routed_with_the_header_and_the_providers_spelling() {
        // the router prices as of the live today: search from it too
        let found =
            live_search("originLocationCode=MAD&destinationLocationCode=CDG&adults=1&max=2");
        let body =
            json!({"data": {"type": "flight-offers-princing", "flightOffers": [found["data"][0]]}});
        let (status, v) = routed(post(PriceOffers::PATH, &body, true));
        assert_eq!(status, 200, "{v}");
        assert_eq!(
            v["data"]["flightOffers"][0]["price"]["total"],
            found["data"][0]["price"]["total"]
        );
        assert_eq!(v["dictionaries"]["currencies"]["EUR"], "EURO");
        // without the header, as the provider's SDKs send pricing with `include`: answered
        // as the service answered it, unless the tenant chose the interface's letter
        let (status, v) = routed(post(PriceOffers::PATH, &body, false));
        assert_eq!(status, 200, "{v}");
        assert_eq!(
            v["data"]["flightOffers"][0]["price"]["total"],
            found["data"][0]["price"]["total"]
        );
        let (status, v) = routed_strict(post(PriceOffers::PATH, &body, false));
        assert_eq!(status, 400);
        assert_eq!(
            v["errors"][0]["detail"],
            "Missing mandatory header X-HTTP-Method-Override"
        );
    }
}
