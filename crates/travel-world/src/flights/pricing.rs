//! Pricing: an offer sent back is priced again from the current fare model and seat
//! inventory, in the classes it was sold in; with its fare rules, the bag catalogue,
//! chargeable seats and bags, and what booking will require.
//!
//! Scenarios a developer can trigger on purpose (by the local date the offer's first
//! flight departs):
//! - the 13th of a month: the fare was refiled since the search, 8% dearer;
//! - the 27th: 5% cheaper;
//! - the 29th: the seats ran out, pricing fails with SEGMENT SELL FAILURE.
//!
//! Otherwise an offer prices as the search showed it on the same day, unless its class
//! has since sold out (also SEGMENT SELL FAILURE).

use std::sync::Arc;

use chrono::{Datelike, NaiveDate};

use super::fares;
use super::offers::{self, OdQuery, Query, SegChoice, TravelerQ};
use super::sales::Sales;
use super::schedule::{self, Itin, Leg};
use travel_core::model::flight::{Dictionaries, FlightOffer};
use travel_core::model::kinds::TravelerType;
use travel_core::model::pricing::{
    BagOption, BookingRequirements, ElementaryPrice, TravelerRequirement,
};

/// Departure days of the month that change the price at pricing, and by how much.
pub const PRICE_UP_DAY: u32 = 13;
pub const PRICE_DOWN_DAY: u32 = 27;
/// Departure day of the month on which every offer's seats have run out.
pub const SOLD_OUT_DAY: u32 = 29;
/// Extra checked bags per traveller and segment at the most.
pub const MAX_EXTRA_BAGS: i64 = 2;

/// The first day from `day` on whose departures no pricing scenario touches: what the
/// sandbox makes for itself (the documented orders) must not change price on the way.
pub fn plain_day_from(mut day: NaiveDate) -> NaiveDate {
    while [PRICE_UP_DAY, PRICE_DOWN_DAY, SOLD_OUT_DAY].contains(&day.day()) {
        day = day.succ_opt().unwrap_or(day);
    }
    day
}

/// The price factor of the scenario of a first departure date.
pub fn scenario_factor(first: NaiveDate) -> f64 {
    match first.day() {
        PRICE_UP_DAY => 1.08,
        PRICE_DOWN_DAY => 0.95,
        _ => 1.0,
    }
}

/// A segment that could not be sold: its index in the offer (0-based, all
/// itineraries in order) and the class asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sold {
    pub segment: usize,
    pub class: char,
}

/// Price the itineraries (each a list of dated flights with their booking class) for
/// the travellers, in `currency`, as of `today`. The offer comes back numbered 1, with
/// the dictionaries of its flights; `Err` when a segment's class has no seats left for
/// the travellers who need one.
pub fn reprice(
    itins: &[Vec<(Leg, char)>],
    travelers: &[TravelerQ],
    currency: &str,
    today: NaiveDate,
    sales: &Arc<Sales>,
) -> Result<(FlightOffer, Dictionaries), Sold> {
    let mut kinds: Vec<TravelerType> = Vec::new();
    for t in travelers {
        if !kinds.contains(&t.kind) {
            kinds.push(t.kind.clone());
        }
    }
    let seated = travelers.iter().filter(|t| t.kind.takes_seat()).count() as u32;
    let ods: Vec<OdQuery> = itins
        .iter()
        .enumerate()
        .map(|(i, legs)| OdQuery {
            id: (i + 1).to_string(),
            origin: legs[0].0.p.from.iata.to_string(),
            dest: legs[legs.len() - 1].0.p.to.iata.to_string(),
            date: legs[0].0.date,
            time: None,
        })
        .collect();
    let q = Query {
        ods: ods.clone(),
        travelers: travelers.to_vec(),
        currency: currency.to_string(),
        max: 1,
        max_price: None,
        cabins: Vec::new(),
        included: Vec::new(),
        excluded: Vec::new(),
        max_connections: 2,
        sales: Arc::clone(sales),
        not_before: 0,
    };
    let first_day = itins[0][0].0.date;
    let round_trip = offers::is_round_trip(&ods);
    let factor = scenario_factor(first_day);
    let mut priced = Vec::with_capacity(itins.len());
    let mut index = 0;
    for (legs, od) in itins.iter().zip(&ods) {
        let mut segs: Vec<SegChoice> = Vec::with_capacity(legs.len());
        for (leg, class) in legs {
            let (cabin, level) = schedule::class_info(*class).unwrap_or((0, 0));
            let left = if first_day.day() == SOLD_OUT_DAY {
                0
            } else {
                sales.left(leg.p.key(), *class, leg.date, today)
            };
            if left < seated.max(1) {
                return Err(Sold {
                    segment: index,
                    class: *class,
                });
            }
            segs.push((cabin, level, *class, left));
            index += 1;
        }
        let itin = Itin {
            legs: legs.iter().map(|(l, _)| *l).collect(),
        };
        let mut p = offers::price_segments(itin, segs, &kinds, &q, today, od.time, round_trip);
        p.base_eur *= factor;
        priced.push(p);
    }
    let refs: Vec<&offers::Priced> = priced.iter().collect();
    let mut dict = Dictionaries::default();
    dict.currencies
        .insert(currency.to_string(), fares::currency_name(currency).into());
    let mut offer = offers::build_offer(1, &refs, &q, &kinds, today, &mut dict);
    // the search lists the price of a first bag; a priced offer lists what was added
    offer.price.additional_services.clear();
    Ok((offer, dict))
}

/// Whether extra checked bags can be bought on a fare: not on first class, whose
/// allowance is already the most a carrier gives.
pub fn can_add_bags(cabin: usize) -> bool {
    cabin < 3
}

/// The price (hundredths of `currency`) of `quantity` extra checked bags for one
/// traveller on one flight: the second bag costs half as much again as the first.
pub fn bag_price(km: f64, quantity: i64, currency: &str) -> i64 {
    let first = if km > 2000.0 { 60.0 } else { 30.0 };
    let eur = match quantity {
        q if q <= 0 => 0.0,
        1 => first,
        q => first + 1.5 * first * (q - 1) as f64,
    };
    fares::to_cents(eur, currency)
}

/// One entry of the bag catalogue: `quantity` extra bags on the segments given, for
/// the travellers given, priced per traveller for all those segments.
pub fn bag_option(
    segments: &[(String, f64)],
    travelers: &[String],
    quantity: i64,
    currency: &str,
) -> BagOption {
    let cents: i64 = segments
        .iter()
        .map(|(_, km)| bag_price(*km, quantity, currency))
        .sum();
    BagOption {
        quantity: Some(quantity),
        weight: None,
        weight_unit: None,
        name: Some("CHECKED_BAG".into()),
        price: Some(ElementaryPrice {
            amount: fares::money_in(cents, currency),
            currency_code: Some(currency.to_string()),
        }),
        bookable_by_itinerary: Some(true),
        segment_ids: segments.iter().map(|(id, _)| id.clone()).collect(),
        traveler_ids: travelers.to_vec(),
    }
}

/// What order creation will ask: e-mail and phone always; documents, birth dates and
/// (for the United States) gender where the trip crosses a border.
pub fn booking_requirements(
    international: bool,
    to_us: bool,
    travelers: &[TravelerQ],
) -> BookingRequirements {
    BookingRequirements {
        email_address_required: Some(true),
        mobile_phone_number_required: Some(true),
        traveler_requirements: if international {
            travelers
                .iter()
                .map(|t| TravelerRequirement {
                    traveler_id: t.id.clone(),
                    gender_required: to_us.then_some(true),
                    document_required: Some(true),
                    document_issuance_city_required: None,
                    date_of_birth_required: Some(true),
                    redress_required_if_any: to_us.then_some(true),
                    residence_required: None,
                })
                .collect()
        } else {
            Vec::new()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bags_are_priced_plausibly() {
        assert_eq!(bag_price(500.0, 1, "EUR"), 3000);
        assert_eq!(bag_price(500.0, 2, "EUR"), 7500);
        assert_eq!(bag_price(6000.0, 1, "EUR"), 6000);
    }
}
