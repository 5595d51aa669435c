//! Hotels: the hotel list (by city, by geocode, by ids), name autocomplete, review
//! sentiments, offers search, one offer rechecked, and booking. The hotels themselves,
//! their offers and their rooms come from `world::hotels`.

mod book;
mod lists;
mod names;
mod offers;
mod sentiments;
#[cfg(test)]
mod tests;

use serde_json::{json, Value};

use crate::reject::{codes, Code, Rejection};
use crate::router::Router;
use travel_core::ops::hotels as op;

pub fn register(r: &mut Router) {
    r.on::<op::HotelsByCity>(lists::by_city)
        .on::<op::HotelsByGeocode>(lists::by_geocode)
        .on::<op::HotelsByIds>(lists::by_ids)
        .on::<op::SearchHotelNames>(names::answer)
        .on::<op::HotelSentiments>(sentiments::answer)
        .on::<op::SearchHotelOffers>(offers::search)
        .on::<op::GetHotelOffer>(offers::by_id)
        .on::<op::BookHotel>(book::answer);
}

/// The service's hotel error codes, named once.
pub(crate) mod hcodes {
    use crate::reject::Code;
    pub const CITY_CODE: Code = (1157, "INVALID CITY CODE");
    pub const NOTHING_FOUND: Code = (895, "NOTHING FOUND FOR REQUESTED CITY");
    pub const PROPERTY_NOT_FOUND: Code = (3237, "PROPERTY CODE NOT FOUND IN SYSTEM");
    pub const PROPERTIES_NOT_FOUND: Code = (913, "PROPERTIES NOT FOUND");
    pub const CURRENCY: Code = (61, "INVALID CURRENCY CODE");
    pub const MAX_STAY: Code = (377, "MAX STAY DURATION IS EXCEEDED");
    pub const CHECK_IN: Code = (381, "INVALID CHECK-IN DATE");
    pub const CHECK_OUT: Code = (382, "INVALID CHECK-OUT DATE");
    pub const HOTEL_CODE: Code = (392, "INVALID HOTEL CODE");
    pub const ADULTS: Code = (397, "INVALID NUMBER OF ADULTS");
    pub const CHECK_OUT_ORDER: Code = (
        404,
        "CHECK_OUT DATE MUST BE FURTHER IN THE FUTURE THAN CHECK-IN DATE",
    );
    pub const TOO_FAR: Code = (431, "CHECK-OUT DATE IS TOO FAR IN THE FUTURE");
    pub const NO_ROOMS: Code = (3664, "NO ROOMS AVAILABLE AT REQUESTED PROPERTY");
    pub const PASSENGER_ASSOCIATION: Code = (4725, "INVALID PASSENGER ASSOCIATION");
    pub const ROOMS_MISMATCH: Code = (
        33555,
        "NUMBER OF ROOMS MISMATCH BETWEEN SHOPPING AND BOOKING",
    );
    pub const OFFER_EXPIRED: Code = (
        36803,
        "OFFERID HAS EXPIRED. PLEASE GET A NEW OFFERID AND TRY AGAIN",
    );
    pub const CARD_TYPE: Code = (1205, "INVALID CREDIT CARD TYPE");
    pub const CARD_NOT_ACCEPTED: Code = (3682, "CREDIT CARD NOT ACCEPTED AT HOTEL PROPERTY");
    pub const CARD_EXPIRY: Code = (
        3871,
        "CREDIT CARD EXPIRATION DATE INVALID FOR CHECK IN DATE",
    );
}

/// An optional parameter that must pass `ok`, or INVALID FORMAT saying what it must be.
fn checked<T>(
    value: Option<T>,
    name: &str,
    expected: &str,
    ok: impl Fn(&T) -> bool,
) -> Result<Option<T>, Rejection> {
    match value {
        Some(v) if !ok(&v) => Err(Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!("{name} must be {expected}"),
        )),
        other => Ok(other),
    }
}

/// Hotel ids of a list parameter, upper-cased, duplicates dropped, at most `max`; with
/// `malformed`, each checked for shape (8 letters and digits) and refused with that code.
fn hotel_ids(
    ids: &[String],
    max: usize,
    malformed: Option<Code>,
) -> Result<Vec<String>, Rejection> {
    if ids.is_empty() {
        return Err(Rejection::missing("hotelIds"));
    }
    let mut out: Vec<String> = Vec::new();
    for id in ids {
        let id = id.to_ascii_uppercase();
        if let Some(code) = malformed {
            if id.len() != 8 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(Rejection::param(
                    code,
                    "hotelIds",
                    format!("{id} is not a hotel id (8 letters and digits)"),
                ));
            }
        }
        if !out.contains(&id) {
            out.push(id);
        }
    }
    if out.len() > max {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "hotelIds",
            format!("at most {max} hotel ids per request"),
        ));
    }
    Ok(out)
}

/// A warning naming the hotel ids the answer leaves out.
fn left_out(code: Code, detail: &str, ids: &[String]) -> Value {
    json!({
        "code": code.0,
        "title": code.1,
        "detail": detail,
        "source": {"parameter": "hotelIds", "pointer": ids.join(",")},
    })
}
