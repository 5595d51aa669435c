//! Hotels: the hotel list (by city, by geocode, by ids), name autocomplete, review
//! sentiments, offers search, one offer rechecked, and booking (v1 bookings and v2
//! orders, from the same rooms). The hotels themselves,
//! their offers and their rooms come from `travel_world::hotels`.

mod book;
mod lists;
mod names;
mod offers;
mod order;
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
        .on::<op::BookHotel>(book::answer)
        .on::<op::CreateHotelOrder>(order::answer);
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
        "code": code.number,
        "title": code.title,
        "detail": detail,
        "source": {"parameter": "hotelIds", "pointer": ids.join(",")},
    })
}
