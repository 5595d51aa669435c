//! POST /v2/booking/hotel-orders: the service's second hotel booking operation
//! (HotelBooking v2). Guests come with a temporary id (`tid`), each room is a room
//! association naming its offer and its guests, and the order has one payment. It
//! sells from the same rooms as /v1/booking/hotel-bookings (see `book::place`), so a
//! room sold by one is gone for the other, and its reservation is kept beside theirs.
//!
//! The answer is one order: one hotel booking per room, the guests with the ids the
//! service gave them, and the reservation's reference. Its ids are what the service's
//! are: base64 of the reference and the check-in day (the order), of the room's
//! number, confirmation and booking id (a booking).

use std::collections::HashSet;

use base64::Engine;
use chrono::NaiveDate;
use serde_json::{json, Value};

use super::book::{place, sent_card, Api, Placed, Placing};
use crate::ops::prelude::*;
use travel_core::model::hotel::AssociatedRecord;
use travel_core::model::hotel_order::{
    GuestReference, HotelOrder, HotelOrderBody, HotelOrderRequest, OrderGuest, OrderPayment,
    OrderedBooking, OrderedHotel, PaymentCard, PaymentCardInfo, ProviderInformation,
    RoomAssociation,
};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;
use travel_store::hotels::Hotels;

/// Room associations an order may hold (the file's `maxItems`).
const MAX_ROOMS: usize = 9;

pub fn answer(app: &App, req: &Req, _: NoQuery, body: HotelOrderBody) -> Answer<HotelOrder> {
    let clock = app.clock();
    let now = chrono::DateTime::from_timestamp(clock.unix_seconds(), 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    order_on(app.hotels(), app.seed(), clock.today(), &now, req, body)
}

pub(super) fn order_on(
    hotels: Hotels<'_>,
    seed: Seed,
    today: NaiveDate,
    now: &str,
    req: &Req,
    body: HotelOrderBody,
) -> Answer<HotelOrder> {
    let r: HotelOrderRequest = body.data.ok_or_else(|| {
        Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data",
            "the body needs a `data` object",
        )
    })?;
    match r.kind.trim() {
        "hotel-order" => {}
        "" => {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                "/data/type",
                "type is required: hotel-order",
            ))
        }
        other => {
            return Err(Rejection::at(
                codes::INVALID_TYPE,
                "/data/type",
                format!("type must be hotel-order, not {other}"),
            ))
        }
    }
    let tids = guests(&r.guests)?;
    agent(&r)?;
    let (offer_id, per_room) = rooms(&r, &tids)?;
    let card = payment(r.payment.as_ref())?;

    let name = |g: &OrderGuest| format!("{} {}", g.first_name.trim(), g.last_name.trim());
    let names = per_room
        .iter()
        .map(|room| room.iter().map(|&i| name(&r.guests[i])).collect())
        .collect();
    let placed = place(
        hotels,
        seed,
        today,
        now,
        req,
        Placing {
            api: Api::V2,
            offer_id,
            offer_at: "/data/roomAssociations/0/hotelOfferId",
            rooms: Some((names, "/data/roomAssociations")),
            everyone: Vec::new(),
            cards: vec![card],
        },
    )?;
    Ok(Envelope::new(answered(req, &r, &per_room, &placed)))
}

/// Each guest's `tid`, unique, and a name the service can book under.
fn guests(guests: &[OrderGuest]) -> Result<Vec<i64>, Rejection> {
    if guests.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/guests",
            "at least one guest is required",
        ));
    }
    let mut tids = Vec::with_capacity(guests.len());
    for (i, g) in guests.iter().enumerate() {
        let at = format!("/data/guests/{i}");
        let Some(tid) = g.tid else {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{at}/tid"),
                "tid (the guest's id in this request, an integer) is required",
            ));
        };
        if tids.contains(&tid) {
            return Err(Rejection::at(
                codes::INVALID_PASSENGER_ASSOCIATION,
                &format!("{at}/tid"),
                format!("two guests have tid {tid}"),
            ));
        }
        tids.push(tid);
        for (field, v, max) in [
            ("firstName", &g.first_name, shape::FIRST_NAME_MAX),
            ("lastName", &g.last_name, shape::LAST_NAME_MAX),
        ] {
            if v.trim().is_empty() {
                return Err(Rejection::at(
                    codes::MANDATORY_DATA_MISSING,
                    &format!("{at}/{field}"),
                    format!("{field} is required"),
                ));
            }
            if !shape::is_service_name(v, max) {
                return Err(Rejection::at(
                    codes::INVALID_FORMAT,
                    &format!("{at}/{field}"),
                    format!("{field} may hold only the letters A to Z, spaces, hyphens and apostrophes, at most {max} characters"),
                ));
            }
        }
        if let Some(email) = g.email.as_deref().filter(|e| !is_email(e)) {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{at}/email"),
                format!("{email:?} is not an e-mail address"),
            ));
        }
    }
    Ok(tids)
}

/// The travel agent's contact e-mail, which the file requires.
fn agent(r: &HotelOrderRequest) -> Result<(), Rejection> {
    let email = r
        .travel_agent
        .as_ref()
        .and_then(|a| a.contact.as_ref())
        .map(|c| c.email.trim())
        .unwrap_or("");
    if email.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/travelAgent/contact/email",
            "the travel agent's contact e-mail is required",
        ));
    }
    if !is_email(email) {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            "/data/travelAgent/contact/email",
            format!("{email:?} is not an e-mail address"),
        ));
    }
    Ok(())
}

/// The one offer the rooms are of, and each room's guests (indexes into `guests`):
/// every guest in exactly one room, an adult in each.
fn rooms<'r>(
    r: &'r HotelOrderRequest,
    tids: &[i64],
) -> Result<(&'r str, Vec<Vec<usize>>), Rejection> {
    let rooms = &r.room_associations;
    if rooms.is_empty() {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data/roomAssociations",
            "at least one room association is required",
        ));
    }
    if rooms.len() > MAX_ROOMS {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            "/data/roomAssociations",
            format!("at most {MAX_ROOMS} room associations"),
        ));
    }
    let offer_id = rooms[0].hotel_offer_id.trim();
    let mut placed = HashSet::new();
    let mut per_room = Vec::with_capacity(rooms.len());
    for (i, room) in rooms.iter().enumerate() {
        let at = format!("/data/roomAssociations/{i}");
        let id = room.hotel_offer_id.trim();
        if id.is_empty() {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{at}/hotelOfferId"),
                "hotelOfferId is required",
            ));
        }
        if !(2..=100).contains(&id.len())
            || !id
                .bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
        {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{at}/hotelOfferId"),
                "an offer id is 2 to 100 upper-case letters and digits",
            ));
        }
        if id != offer_id {
            return Err(Rejection::at(
                codes::INVALID_OFFER_ID,
                &format!("{at}/hotelOfferId"),
                format!("every room of an order is of one offer: {offer_id}, not {id}"),
            ));
        }
        if let Some(s) = &room.special_request {
            if !(2..=120).contains(&s.chars().count()) {
                return Err(Rejection::at(
                    codes::INVALID_FORMAT,
                    &format!("{at}/specialRequest"),
                    "a special request is 2 to 120 characters",
                ));
            }
        }
        let refs_at = format!("{at}/guestReferences");
        if room.guest_references.is_empty() {
            return Err(Rejection::at(
                codes::INVALID_PASSENGER_ASSOCIATION,
                &refs_at,
                "every room needs at least one guest",
            ));
        }
        let mut guests = Vec::new();
        for g in &room.guest_references {
            let reference = g.guest_reference.trim();
            let Some(k) = reference
                .parse::<i64>()
                .ok()
                .and_then(|tid| tids.iter().position(|&t| t == tid))
            else {
                return Err(Rejection::at(
                    codes::INVALID_PASSENGER_ASSOCIATION,
                    &refs_at,
                    format!("no guest has tid {reference:?}"),
                ));
            };
            if !placed.insert(k) {
                return Err(Rejection::at(
                    codes::INVALID_PASSENGER_ASSOCIATION,
                    &refs_at,
                    format!("guest {reference} is in more than one room"),
                ));
            }
            guests.push(k);
        }
        if guests.iter().all(|&k| r.guests[k].child_age.is_some()) {
            return Err(Rejection::at(
                codes::NO_ADULT,
                &refs_at,
                "every room needs an adult (a guest without childAge)",
            ));
        }
        per_room.push(guests);
    }
    if let Some(k) = (0..tids.len()).find(|k| !placed.contains(k)) {
        return Err(Rejection::at(
            codes::INVALID_PASSENGER_ASSOCIATION,
            "/data/roomAssociations",
            format!("guest {} is in no room", tids[k]),
        ));
    }
    Ok((offer_id, per_room))
}

/// The order's card. Without one the hotel's guarantee is missing, which the service
/// answers before it looks at the offer.
fn payment(p: Option<&OrderPayment>) -> Result<super::book::SentCard<'_>, Rejection> {
    let at = "/data/payment";
    let method = p.map(|p| p.method.trim()).unwrap_or("");
    if method.is_empty() {
        return Err(Rejection::at(
            codes::GUARANTEE_REQUIRED,
            at,
            "a payment is required: method CREDIT_CARD and its paymentCard",
        ));
    }
    if method != "CREDIT_CARD" {
        return Err(Rejection::at(
            codes::INVALID_PAYMENT_METHOD,
            &format!("{at}/method"),
            format!("the payment method must be CREDIT_CARD, not {method}"),
        ));
    }
    let card_at = format!("{at}/paymentCard/paymentCardInfo");
    let Some(card) = p
        .and_then(|p| p.payment_card.as_ref())
        .and_then(|c| c.payment_card_info.as_ref())
    else {
        return Err(Rejection::at(
            codes::NO_CARD_NUMBER,
            &card_at,
            "the payment needs paymentCard.paymentCardInfo",
        ));
    };
    if card.holder_name.trim().is_empty() || card.holder_name.chars().count() > 99 {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &format!("{card_at}/holderName"),
            "holderName is required (at most 99 characters)",
        ));
    }
    if let Some(code) = &card.security_code {
        if !(3..=4).contains(&code.len()) || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{card_at}/securityCode"),
                "securityCode is 3 or 4 digits",
            ));
        }
    }
    sent_card(
        Api::V2,
        &card_at,
        &card.vendor_code,
        &card.card_number,
        &card.expiry_date,
    )
}

/// The order as the service answers it.
fn answered(req: &Req, r: &HotelOrderRequest, per_room: &[Vec<usize>], p: &Placed) -> HotelOrder {
    let b64 = |s: String| base64::engine::general_purpose::STANDARD.encode(s);
    let reference = &p.booked.reference;
    let id = b64(format!("{reference}/{}", p.key.check_in.format("%Y-%m-%d")));
    // guests get ids 1, 2... in the order sent; room associations name them by id
    let guest_id = |k: usize| (k + 1) as i64;
    let guests = r
        .guests
        .iter()
        .enumerate()
        .map(|(k, g)| OrderGuest {
            id: Some(guest_id(k)),
            ..g.clone()
        })
        .collect();
    let card = r
        .payment
        .as_ref()
        .and_then(|p| p.payment_card.as_ref())
        .and_then(|c| c.payment_card_info.as_ref())
        .expect("checked before the sale");
    let payment = OrderPayment {
        method: "CREDIT_CARD".into(),
        payment_card: Some(PaymentCard {
            payment_card_info: Some(PaymentCardInfo {
                vendor_code: card.vendor_code.clone(),
                holder_name: card.holder_name.trim().to_string(),
                card_number: masked(&card.card_number),
                security_code: None,
                // YYYY-MM as sent, MMYY as the service shows it
                expiry_date: format!("{}{}", &card.expiry_date[5..7], &card.expiry_date[2..4]),
            }),
        }),
    };
    let agent_id = r
        .travel_agent
        .as_ref()
        .and_then(|a| a.travel_agent_id.clone())
        .unwrap_or_else(|| "00000000".into());
    let offer = hotel_offer(&p.offer);
    let hotel = OrderedHotel {
        hotel_id: p.hotel.id.clone(),
        chain_code: p.hotel.chain.to_string(),
        name: p.hotel.name.clone(),
        self_link: Some(req.link(
            &format!("/v1/reference-data/locations/by-hotel/{}", p.hotel.id),
            &[],
        )),
    };
    let hotel_bookings = p
        .booked
        .rooms
        .iter()
        .zip(per_room)
        .enumerate()
        .map(|(n, ((room_id, confirmation), guests))| {
            let sent = &r.room_associations[n];
            OrderedBooking {
                kind: "hotel-booking".into(),
                id: b64(format!("{}/{confirmation}/{room_id}", n + 1)),
                booking_status: "CONFIRMED".into(),
                hotel_provider_information: vec![ProviderInformation {
                    hotel_provider_code: p.hotel.chain.to_string(),
                    confirmation_number: confirmation.clone(),
                }],
                room_associations: vec![RoomAssociation {
                    hotel_offer_id: p.offer.id.clone(),
                    guest_references: guests
                        .iter()
                        .zip(&sent.guest_references)
                        .map(|(&k, g)| GuestReference {
                            guest_reference: guest_id(k).to_string(),
                            hotel_loyalty_id: g.hotel_loyalty_id.clone(),
                        })
                        .collect(),
                    special_request: sent.special_request.clone(),
                }],
                hotel_offer: offer.clone(),
                hotel: hotel.clone(),
                payment: Some(payment.clone()),
                travel_agent_id: agent_id.clone(),
                arrival_information: r
                    .arrival_information
                    .clone()
                    .filter(|a| a.as_object().is_some_and(|o| !o.is_empty())),
            }
        })
        .collect();
    HotelOrder {
        kind: "hotel-order".into(),
        id: id.clone(),
        hotel_bookings,
        guests,
        associated_records: vec![AssociatedRecord {
            reference: reference.clone(),
            origin_system_code: "GDS".into(),
        }],
        self_link: req.link(&format!("/v2/booking/hotel-orders/{id}"), &[]),
    }
}

/// The offer booked as an order shows it: a `hotel-offer`, its room count a number,
/// its payment type in capitals.
fn hotel_offer(offer: &travel_core::model::hotel::HotelOffer) -> Value {
    let mut v = serde_json::to_value(offer).unwrap_or_else(|_| json!({}));
    if let Some(o) = v.as_object_mut() {
        o.insert("type".into(), json!("hotel-offer"));
        let rooms = offer
            .room_quantity
            .as_deref()
            .and_then(|q| q.parse::<i64>().ok())
            .unwrap_or(1);
        o.insert("roomQuantity".into(), json!(rooms));
        o.remove("self");
        // an order names the payment type in capitals (GUARANTEE, DEPOSIT, PREPAY)
        if let Some(kind) = o.get_mut("policies").and_then(|p| p.get_mut("paymentType")) {
            if let Some(upper) = kind.as_str().map(str::to_ascii_uppercase) {
                *kind = json!(upper);
            }
        }
    }
    v
}

/// A card number as an answer shows it: all but the last four digits hidden.
fn masked(number: &str) -> String {
    let n = number.len();
    number
        .char_indices()
        .map(|(k, c)| if k + 4 < n { 'X' } else { c })
        .collect()
}

/// What the file's pattern takes for an e-mail address: a local part, `@`, a domain
/// with a dot.
fn is_email(e: &str) -> bool {
    let Some((local, domain)) = e.split_once('@') else {
        return false;
    };
    let ok = |s: &str, extra: &[u8]| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || extra.contains(&b))
    };
    ok(local, b"_.+-")
        && ok(domain, b"-.")
        && domain
            .split_once('.')
            .is_some_and(|(a, b)| !a.is_empty() && !b.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_number_shows_only_its_last_four() {
        for n in ["4151289722471370", "12345", "4111111111111111111"] {
            let m = masked(n);
            assert_eq!(m.len(), n.len());
            assert_eq!(&m[m.len() - 4..], &n[n.len() - 4..]);
            assert!(m[..m.len() - 4].bytes().all(|b| b == b'X'), "{m}");
        }
    }

    #[test]
    fn e_mail_addresses_as_the_file_takes_them() {
        for ok in ["bob.smith@email.com", "a+b@x-y.co.uk"] {
            assert!(is_email(ok), "{ok}");
        }
        for bad in [
            "",
            "bob",
            "bob@",
            "@x.com",
            "bob@com",
            "bob smith@x.com",
            "b@x.",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }
}
