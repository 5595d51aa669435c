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
    book_on(app.hotels(), app.seed(), today, &now, req, body)
}

pub(super) fn book_on(
    hotels: Hotels<'_>,
    seed: Seed,
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
    let mut cards = Vec::new();
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
        cards.push(sent_card(
            Api::V1,
            &format!("{base}/card"),
            &card.vendor_code,
            &card.card_number,
            &card.expiry_date,
        )?);
    }

    // Rooms: one entry per room of the offer, guests by id, each guest in one room.
    let full_name = |g: &Guest| format!("{} {}", g.name.first_name.trim(), g.name.last_name.trim());
    let mut per_room: Vec<Vec<String>> = Vec::new();
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
    let booked = place(
        hotels,
        seed,
        today,
        now,
        req,
        Placing {
            api: Api::V1,
            offer_id,
            offer_at: "/data/offerId",
            rooms: (!per_room.is_empty()).then_some((per_room, "/data/rooms")),
            everyone: r.guests.iter().map(full_name).collect(),
            cards,
        },
    )?
    .booked;
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

// ---------------------------------------------------------------------------
// What both booking operations share: the card's shape, then the offer, its rooms,
// the hotel's rules and the sale from the one inventory of rooms. A room sold by one
// operation is gone for the other.
// ---------------------------------------------------------------------------

/// Which booking operation asks: they name some refusals with codes of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Api {
    /// POST /v1/booking/hotel-bookings
    V1,
    /// POST /v2/booking/hotel-orders
    V2,
}

/// A card as sent, its shape checked.
pub(super) struct SentCard<'a> {
    pub vendor: &'a str,
    pub number: &'a str,
    pub expiry: NaiveDate,
    /// Where the card is in the request (its fields are under it).
    pub at: String,
}

/// Check a card's vendor, number and expiry (`YYYY-MM`); `at` is where the card's
/// fields are in the request.
pub(super) fn sent_card<'a>(
    api: Api,
    at: &str,
    vendor: &'a str,
    number: &'a str,
    expiry: &str,
) -> Result<SentCard<'a>, Rejection> {
    if vendor.len() != 2 || !vendor.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            &format!("{at}/vendorCode"),
            "vendorCode must be two upper-case letters",
        ));
    }
    if !CARD_VENDORS.contains(&vendor) {
        return Err(Rejection::at(
            codes::INVALID_CARD_TYPE,
            &format!("{at}/vendorCode"),
            format!("{vendor} is not a card vendor code"),
        ));
    }
    if api == Api::V2 && number.is_empty() {
        return Err(Rejection::at(
            codes::NO_CARD_NUMBER,
            &format!("{at}/cardNumber"),
            "cardNumber is required",
        ));
    }
    if !(2..=22).contains(&number.len()) || !number.bytes().all(|b| b.is_ascii_digit()) {
        let code = match api {
            Api::V1 => codes::INVALID_FORMAT,
            Api::V2 => codes::INVALID_CARD_NUMBER,
        };
        return Err(Rejection::at(
            code,
            &format!("{at}/cardNumber"),
            "cardNumber must be 2 to 22 digits",
        ));
    }
    let parsed = NaiveDate::parse_from_str(&format!("{expiry}-01"), "%Y-%m-%d")
        .ok()
        .filter(|_| expiry.len() == 7);
    let Some(parsed) = parsed else {
        let code = match api {
            Api::V1 => codes::INVALID_FORMAT,
            Api::V2 => codes::CARD_DATE_ERROR,
        };
        return Err(Rejection::at(
            code,
            &format!("{at}/expiryDate"),
            "expiryDate must be YYYY-MM",
        ));
    };
    Ok(SentCard {
        vendor,
        number,
        expiry: parsed,
        at: at.to_string(),
    })
}

/// A booking whose shape is checked: what the offer, the hotel and the rooms left
/// decide.
pub(super) struct Placing<'a> {
    pub api: Api,
    pub offer_id: &'a str,
    /// Where the offer id is in the request.
    pub offer_at: &'a str,
    /// Guest names per room as sent, and where the rooms are; `None`: every guest in
    /// every room of the offer.
    pub rooms: Option<(Vec<Vec<String>>, &'a str)>,
    pub everyone: Vec<String>,
    /// At least one.
    pub cards: Vec<SentCard<'a>>,
}

/// A booking made: the offer as it was booked, its hotel, and what the store kept.
pub(super) struct Placed {
    pub key: travel_world::hotels::offers::OfferKey,
    pub hotel: Box<travel_world::hotels::catalog::Hotel>,
    pub offer: Box<travel_core::model::hotel::HotelOffer>,
    pub booked: travel_store::hotels::Booked,
}

/// The offer as it is now, checked against the rooms, the hotel's cards and the stay,
/// then sold: all its rooms for every night, or 3664 if a night is gone.
pub(super) fn place(
    hotels: Hotels<'_>,
    seed: Seed,
    today: NaiveDate,
    now: &str,
    req: &Req,
    p: Placing<'_>,
) -> Result<Placed, Rejection> {
    let (key, h, offer) = match lookup(seed, p.offer_id, today, &req.origin) {
        Lookup::Found(k, h, o) => (k, h, o),
        Lookup::Unknown | Lookup::Expired => {
            let code = match p.api {
                Api::V1 => codes::OFFER_EXPIRED,
                Api::V2 => codes::OFFER_NOT_FOUND,
            };
            return Err(Rejection::at(
                code,
                p.offer_at,
                "the offer is unknown or has expired; search offers again",
            ));
        }
    };
    let rooms = usize::from(key.rooms);
    let per_room = match p.rooms {
        Some((per_room, at)) if per_room.len() != rooms => {
            return Err(Rejection::at(
                codes::ROOMS_MISMATCH,
                at,
                format!(
                    "the offer is for {rooms} room(s), the request has {}",
                    per_room.len()
                ),
            ))
        }
        Some((per_room, _)) => per_room,
        None => vec![p.everyone; rooms],
    };

    // Rule 1: only card-accepting hotels, only the cards they take.
    let first = &p.cards[0];
    let accepted = offer.policies.accepted().cloned().unwrap_or_default();
    if accepted.credit_cards.is_empty() || !accepted.methods.iter().any(|m| m == "CREDIT_CARD") {
        return Err(Rejection::at(
            codes::CARD_NOT_ACCEPTED,
            &first.at,
            format!(
                "the hotel accepts no credit cards for this offer (accepted: {})",
                accepted.methods.join(", ")
            ),
        ));
    }
    for card in &p.cards {
        if !accepted.credit_cards.iter().any(|c| c == card.vendor) {
            return Err(Rejection::at(
                codes::CARD_NOT_ACCEPTED,
                &format!("{}/vendorCode", card.at),
                format!(
                    "the hotel does not accept {}; it accepts {}",
                    card.vendor,
                    accepted.credit_cards.join(", ")
                ),
            ));
        }
    }
    // The card must be valid through the stay.
    let last_night = key.check_out() - Duration::days(1);
    for card in &p.cards {
        let (y, m) = (card.expiry.year(), card.expiry.month());
        if (y, m) < (last_night.year(), last_night.month()) {
            let code = match p.api {
                Api::V1 => codes::CARD_EXPIRY_INVALID,
                Api::V2 => codes::CARD_DATE_ERROR,
            };
            return Err(Rejection::at(
                code,
                &format!("{}/expiryDate", card.at),
                "the card expires before the stay ends",
            ));
        }
    }

    // The scenario: the rooms went between the search and this booking.
    if scenarios::of_hotel(h.seed, &h.id) == Some(Outcome::HotelSoldOut) {
        return Err(Rejection::at(
            codes::NO_ROOMS,
            p.offer_at,
            "the offer's rooms were sold meanwhile; choose a new offer",
        ));
    }
    let last4 = &first.number[first.number.len().saturating_sub(4)..];
    let total = money(cents(&offer.price.total) * i64::from(key.rooms));
    let booked = hotels.book(
        &h,
        &key,
        &NewBooking {
            offer_id: p.offer_id,
            rate_code: offer.rate_code.as_deref().unwrap_or(""),
            total: &total,
            currency: &offer.price.currency,
            card_vendor: first.vendor,
            card_last4: last4,
            guests: per_room,
            created_at: now.to_string(),
        },
    )?;
    let Some(booked) = booked else {
        return Err(Rejection::at(
            codes::NO_ROOMS,
            p.offer_at,
            "the offer's rooms are no longer available for these dates; choose a new offer",
        ));
    };
    Ok(Placed {
        key,
        hotel: h,
        offer,
        booked,
    })
}
