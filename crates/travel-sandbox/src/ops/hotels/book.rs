//! POST /v1/booking/hotel-bookings

use std::collections::HashSet;

use chrono::{Datelike, Duration, NaiveDate};

use super::offers::{cents, lookup, Lookup};
use crate::ops::prelude::*;
use crate::scenarios::{self, Outcome};
use travel_core::model::hotel::{
    AssociatedRecord, BookingBody, BookingRequest, Guest, HotelBooking,
};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;
use travel_store::hotels::{Hotels, NewBooking};
use travel_world::flights::fares::money;

/// Card vendor codes the service knows.
const CARD_VENDORS: &[&str] = &[
    "AX", "CA", "DC", "DS", "JC", "TP", "UP", "VI", "MA", "CB", "EC",
];

pub fn answer(app: &App, req: &Req, _: NoQuery, body: BookingBody) -> Answer<Vec<HotelBooking>> {
    // the booking's time and day by the sandbox's clock
    let clock = app.clock();
    let now = chrono::DateTime::from_timestamp(clock.unix_seconds(), 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    let today = clock.today();
    book_on(app.hotels(), today, &now, req, body)
}

pub(super) fn book_on(
    hotels: Hotels<'_>,
    today: NaiveDate,
    now: &str,
    req: &Req,
    body: BookingBody,
) -> Answer<Vec<HotelBooking>> {
    let r: BookingRequest = body.data.ok_or_else(|| {
        Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data",
            "the body needs a `data` object",
        )
    })?;

    // Shape first: offer id, guests, payments, rooms.
    let offer_id = r.offer_id.trim();
    if offer_id.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/offerId",
            "offerId is required",
        ));
    }
    if !(2..=100).contains(&offer_id.len())
        || !offer_id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            "/data/offerId",
            "an offer id is 2 to 100 upper-case letters and digits",
        ));
    }
    if r.guests.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/guests",
            "at least one guest is required",
        ));
    }
    for (i, g) in r.guests.iter().enumerate() {
        for (field, v, max) in [
            ("firstName", &g.name.first_name, shape::FIRST_NAME_MAX),
            ("lastName", &g.name.last_name, shape::LAST_NAME_MAX),
        ] {
            let pointer = format!("/data/guests/{i}/name/{field}");
            if v.trim().is_empty() {
                return Err(Rejection::at(
                    codes::MANDATORY_DATA_MISSING,
                    &pointer,
                    format!("{field} is required"),
                ));
            }
            if !shape::is_service_name(v, max) {
                return Err(Rejection::at(
                    codes::INVALID_FORMAT,
                    &pointer,
                    format!("{field} may hold only the letters A to Z, spaces, hyphens and apostrophes, at most {max} characters"),
                ));
            }
        }
    }
    if r.payments.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/payments",
            "a payment is required",
        ));
    }
    let mut expiries = Vec::new();
    for (i, pay) in r.payments.iter().enumerate() {
        let base = format!("/data/payments/{i}");
        let m = pay.method.replace('_', "").to_ascii_lowercase();
        if m != "creditcard" {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{base}/method"),
                "the payment method must be creditCard",
            ));
        }
        let Some(card) = &pay.card else {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{base}/card"),
                "the card is required",
            ));
        };
        let v = &card.vendor_code;
        if v.len() != 2 || !v.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{base}/card/vendorCode"),
                "vendorCode must be two upper-case letters",
            ));
        }
        if !CARD_VENDORS.contains(&v.as_str()) {
            return Err(Rejection::at(
                codes::INVALID_CARD_TYPE,
                &format!("{base}/card/vendorCode"),
                format!("{v} is not a card vendor code"),
            ));
        }
        let n = &card.card_number;
        if !(2..=22).contains(&n.len()) || !n.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{base}/card/cardNumber"),
                "cardNumber must be 2 to 22 digits",
            ));
        }
        let expiry = NaiveDate::parse_from_str(&format!("{}-01", card.expiry_date), "%Y-%m-%d")
            .ok()
            .filter(|_| card.expiry_date.len() == 7);
        let Some(expiry) = expiry else {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{base}/card/expiryDate"),
                "expiryDate must be YYYY-MM",
            ));
        };
        expiries.push(expiry);
    }

    // The offer, as it is now.
    let (key, h, offer) = match lookup(offer_id, today, &req.origin) {
        Lookup::Found(k, h, o) => (k, h, o),
        Lookup::Unknown | Lookup::Expired => {
            return Err(Rejection::at(
                codes::OFFER_EXPIRED,
                "/data/offerId",
                "the offer is unknown or has expired; search offers again",
            ))
        }
    };
    let rooms = usize::from(key.rooms);

    // Rooms: one entry per room of the offer, guests by id, each guest in one room.
    let full_name = |g: &Guest| format!("{} {}", g.name.first_name.trim(), g.name.last_name.trim());
    let mut per_room: Vec<Vec<String>> = Vec::new();
    if !r.rooms.is_empty() {
        if r.rooms.len() != rooms {
            return Err(Rejection::at(
                codes::ROOMS_MISMATCH,
                "/data/rooms",
                format!(
                    "the offer is for {rooms} room(s), the request has {}",
                    r.rooms.len()
                ),
            ));
        }
        let mut placed = HashSet::new();
        for (i, room) in r.rooms.iter().enumerate() {
            let pointer = format!("/data/rooms/{i}/guestIds");
            if room.guest_ids.is_empty() {
                return Err(Rejection::at(
                    codes::INVALID_PASSENGER_ASSOCIATION,
                    &pointer,
                    "every room needs at least one guest",
                ));
            }
            let mut names = Vec::new();
            for gid in &room.guest_ids {
                let Some(g) = r.guests.iter().find(|g| g.id == Some(*gid)) else {
                    return Err(Rejection::at(
                        codes::INVALID_PASSENGER_ASSOCIATION,
                        &pointer,
                        format!("no guest has id {gid}"),
                    ));
                };
                if !placed.insert(*gid) {
                    return Err(Rejection::at(
                        codes::INVALID_PASSENGER_ASSOCIATION,
                        &pointer,
                        format!("guest {gid} is in more than one room"),
                    ));
                }
                names.push(full_name(g));
            }
            if let Some(pid) = room.payment_id {
                if !r.payments.iter().any(|p| p.id == Some(pid)) {
                    return Err(Rejection::at(
                        codes::INVALID_FORMAT,
                        &format!("/data/rooms/{i}/paymentId"),
                        format!("no payment has id {pid}"),
                    ));
                }
            }
            per_room.push(names);
        }
    } else {
        let all: Vec<String> = r.guests.iter().map(full_name).collect();
        per_room = vec![all; rooms];
    }

    // Rule 1: only card-accepting hotels, only the cards they take.
    let accepted = offer.policies.accepted().cloned().unwrap_or_default();
    if accepted.credit_cards.is_empty() || !accepted.methods.iter().any(|m| m == "CREDIT_CARD") {
        return Err(Rejection::at(
            codes::CARD_NOT_ACCEPTED,
            "/data/payments/0/card",
            format!(
                "the hotel accepts no credit cards for this offer (accepted: {})",
                accepted.methods.join(", ")
            ),
        ));
    }
    for (i, pay) in r.payments.iter().enumerate() {
        let v = &pay.card.as_ref().expect("checked above").vendor_code;
        if !accepted.credit_cards.contains(v) {
            return Err(Rejection::at(
                codes::CARD_NOT_ACCEPTED,
                &format!("/data/payments/{i}/card/vendorCode"),
                format!(
                    "the hotel does not accept {v}; it accepts {}",
                    accepted.credit_cards.join(", ")
                ),
            ));
        }
    }
    // The card must be valid through the stay.
    let last_night = key.check_out() - Duration::days(1);
    for (i, exp) in expiries.iter().enumerate() {
        let (y, m) = (exp.year(), exp.month());
        if (y, m) < (last_night.year(), last_night.month()) {
            return Err(Rejection::at(
                codes::CARD_EXPIRY_INVALID,
                &format!("/data/payments/{i}/card/expiryDate"),
                "the card expires before the stay ends",
            ));
        }
    }

    // The scenario: the rooms went between the search and this booking.
    if scenarios::of_hotel(&h.id) == Some(Outcome::HotelSoldOut) {
        return Err(Rejection::at(
            codes::NO_ROOMS,
            "/data/offerId",
            "the offer's rooms were sold meanwhile; choose a new offer",
        ));
    }
    // Rule 4: book every night, or fail with 3664 if a night is gone.
    let card = r.payments[0].card.as_ref().expect("checked above");
    let last4: String = card.card_number[card.card_number.len().saturating_sub(4)..].to_string();
    let total = money(cents(&offer.price.total) * i64::from(key.rooms));
    let booked = hotels.book(
        &h,
        &key,
        &NewBooking {
            offer_id,
            rate_code: offer.rate_code.as_deref().unwrap_or(""),
            total: &total,
            currency: &offer.price.currency,
            card_vendor: &card.vendor_code,
            card_last4: &last4,
            guests: per_room,
            created_at: now.to_string(),
        },
    )?;
    let Some(booked) = booked else {
        return Err(Rejection::at(
            codes::NO_ROOMS,
            "/data/offerId",
            "the offer's rooms are no longer available for these dates; choose a new offer",
        ));
    };
    // Rule 2: one item per room, one shared reference.
    let items: Vec<HotelBooking> = booked
        .rooms
        .iter()
        .map(|(id, confirmation)| HotelBooking {
            kind: "hotel-booking".into(),
            id: id.clone(),
            provider_confirmation_id: confirmation.clone(),
            associated_records: vec![AssociatedRecord {
                reference: booked.reference.clone(),
                origin_system_code: "GDS".into(),
            }],
        })
        .collect();
    Ok(Envelope::new(items))
}
