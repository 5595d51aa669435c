//! GET /v3/shopping/hotel-offers and GET /v3/shopping/hotel-offers/{offerId}

use chrono::{Duration, NaiveDate};

use super::{checked, hotel_ids, left_out};
use crate::documented;
use crate::ops::prelude::*;
use crate::reject::Code;
use crate::scenarios::{self, Outcome};
use travel_core::model::hotel::{
    HotelOffer, HotelOfferById, HotelOffers, HotelOffersQuery, OfferHotel,
};
use travel_core::model::Envelope;
use travel_core::ops::hotels::SearchHotelOffers;
use travel_core::ops::Operation;
use travel_core::parse;
use travel_store::hotels::Hotels;
use travel_world::hotels::catalog::{self, Hotel};
use travel_world::hotels::offers::{self, OfferKey, MAX_AHEAD_DAYS, MAX_NIGHTS};
use travel_world::places::geo;

/// Hotels searched in one request.
const MAX_IDS: usize = 20;

const BOARD_TYPES: &[&str] = &[
    "ROOM_ONLY",
    "BREAKFAST",
    "HALF_BOARD",
    "FULL_BOARD",
    "ALL_INCLUSIVE",
];

/// GET /v3/shopping/hotel-offers
pub fn search(app: &App, req: &Req, q: HotelOffersQuery, _: NoBody) -> Answer<Vec<HotelOffers>> {
    let today = app.today();
    search_on(app.hotels(), app.seed(), today, req, &q)
}

pub(super) fn search_on(
    hotels: Hotels<'_>,
    seed: Seed,
    today: NaiveDate,
    req: &Req,
    q: &HotelOffersQuery,
) -> Answer<Vec<HotelOffers>> {
    let ids = hotel_ids(&q.hotel_ids, MAX_IDS, Some(codes::INVALID_HOTEL_CODE))?;
    let adults = match q.adults.as_deref() {
        None => 1,
        Some(v) => v
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=9).contains(n))
            .ok_or_else(|| {
                Rejection::param(
                    codes::INVALID_ADULTS,
                    "adults",
                    "adults must be from 1 to 9",
                )
            })?,
    };
    let check_in = date(
        q.check_in_date.as_deref(),
        "checkInDate",
        codes::INVALID_CHECK_IN,
    )?
    .unwrap_or(today);
    if check_in < today {
        return Err(Rejection::param(
            codes::INVALID_CHECK_IN,
            "checkInDate",
            "checkInDate must not be in the past",
        ));
    }
    if check_in > today + Duration::days(MAX_AHEAD_DAYS - 1) {
        return Err(Rejection::param(
            codes::INVALID_CHECK_IN,
            "checkInDate",
            "checkInDate is too far in the future",
        ));
    }
    let check_out = date(
        q.check_out_date.as_deref(),
        "checkOutDate",
        codes::INVALID_CHECK_OUT,
    )?
    .unwrap_or(check_in + Duration::days(1));
    if check_out <= check_in {
        return Err(Rejection::param(
            codes::CHECK_OUT_NOT_AFTER_CHECK_IN,
            "checkOutDate",
            "checkOutDate must be after checkInDate",
        ));
    }
    let nights = (check_out - check_in).num_days();
    if nights > MAX_NIGHTS {
        return Err(Rejection::param(
            codes::MAX_STAY_EXCEEDED,
            "checkOutDate",
            format!("a stay is at most {MAX_NIGHTS} nights"),
        ));
    }
    if check_out > today + Duration::days(MAX_AHEAD_DAYS) {
        return Err(Rejection::param(
            codes::CHECK_OUT_TOO_FAR,
            "checkOutDate",
            format!("checkOutDate must be within {MAX_AHEAD_DAYS} days"),
        ));
    }
    let rooms = checked(
        q.room_quantity,
        "roomQuantity",
        "an integer from 1 to 9",
        |n| (1..=9).contains(n),
    )?
    .unwrap_or(1);
    let currency = match q.currency.as_deref() {
        None => None,
        Some(c) if shape::is_currency(c) && shape::is_upper(c) => {
            // A currency the hotel cannot price in gives its own (as the service does).
            offers::currency_code(c)
        }
        Some(c) => {
            return Err(Rejection::param(
                codes::INVALID_CURRENCY,
                "currency",
                format!("{c} is not an ISO 4217 currency code"),
            ))
        }
    };
    let price_range = match q.price_range.as_deref() {
        None => None,
        Some(r) => {
            if q.currency.is_none() {
                return Err(Rejection::param(
                    codes::MANDATORY_DATA_MISSING,
                    "currency",
                    "currency is mandatory with priceRange",
                ));
            }
            Some(parse_range(r).ok_or_else(|| {
                Rejection::param(
                    codes::INVALID_FORMAT,
                    "priceRange",
                    "priceRange must be MIN-MAX, -MAX or MIN",
                )
            })?)
        }
    };
    let policy = one_of(
        q.payment_policy.as_deref(),
        "paymentPolicy",
        &["NONE", "GUARANTEE", "DEPOSIT"],
    )?
    .unwrap_or("NONE");
    let board = one_of(q.board_type.as_deref(), "boardType", BOARD_TYPES)?;
    let include_closed = q.include_closed.unwrap_or(false);
    let best_only = q.best_rate_only.unwrap_or(true);
    checked(q.lang.as_deref(), "lang", "a language code", |v| {
        (2..=5).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    })?;
    checked(
        q.country_of_residence.as_deref(),
        "countryOfResidence",
        "an ISO 3166-1 country code",
        |v| shape::is_country(v) && shape::is_upper(v),
    )?;

    let mut items = Vec::new();
    let mut unknown = Vec::new();
    for id in &ids {
        let Some(h) = hotel(seed, id) else {
            unknown.push(id.clone());
            continue;
        };
        let left = hotels.availability(&h, check_in, check_out)?;
        let mut found: Vec<(i64, HotelOffer)> =
            offers::keys(&h, check_in, nights, adults, rooms, currency)
                .into_iter()
                .filter(|k| left[k.room] >= i64::from(rooms))
                .filter_map(|k| offers::build(&h, &k, today, &req.origin))
                .filter(|o| board.is_none_or(|b| o.board_type.as_deref() == Some(b)))
                .filter(|o| match policy {
                    "GUARANTEE" => o.policies.payment_type.as_deref() == Some("guarantee"),
                    "DEPOSIT" => o.policies.payment_type.as_deref() == Some("deposit"),
                    _ => true,
                })
                .map(|o| (cents(&o.price.total), o))
                .filter(|(c, _)| {
                    price_range.is_none_or(|(lo, hi)| {
                        let per_night = *c as f64 / 100.0 / nights as f64;
                        lo.is_none_or(|lo| per_night >= lo) && hi.is_none_or(|hi| per_night <= hi)
                    })
                })
                .collect();
        found.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.id.cmp(&b.1.id)));
        if best_only {
            found.truncate(1);
        }
        if found.is_empty() && !include_closed {
            continue;
        }
        let mut self_pairs = vec![
            ("hotelIds".to_string(), h.id.clone()),
            ("adults".to_string(), adults.to_string()),
            ("checkInDate".to_string(), ymd(check_in)),
            ("checkOutDate".to_string(), ymd(check_out)),
            ("paymentPolicy".to_string(), policy.to_string()),
            ("roomQuantity".to_string(), rooms.to_string()),
        ];
        if let Some(c) = &q.currency {
            self_pairs.push(("currency".to_string(), c.clone()));
        }
        items.push(HotelOffers {
            kind: "hotel-offers".into(),
            hotel: offer_hotel(&h),
            available: !found.is_empty(),
            offers: found.into_iter().map(|(_, o)| o).collect(),
            self_link: Some(req.link(SearchHotelOffers::PATH, &self_pairs)),
        });
    }
    if items.is_empty() && unknown.len() == ids.len() {
        return Err(Rejection::param(
            codes::INVALID_HOTEL_CODE,
            "hotelIds",
            format!("unknown hotel ids: {}", unknown.join(",")),
        ));
    }
    let defaults = [
        ("adults", adults.to_string()),
        ("checkInDate", ymd(check_in)),
        ("checkOutDate", ymd(check_out)),
        ("roomQuantity", rooms.to_string()),
        ("paymentPolicy", policy.to_string()),
        ("bestRateOnly", best_only.to_string()),
    ];
    let mut env = envelope::list(req, &defaults, items);
    if !unknown.is_empty() {
        env.warnings.push(left_out(
            codes::INVALID_HOTEL_CODE,
            "Some of the requested hotels are not known; they are left out.",
            &unknown,
        ));
    }
    Ok(env)
}

/// GET /v3/shopping/hotel-offers/{offerId}
pub fn by_id(app: &App, req: &Req, q: HotelOfferById, _: NoBody) -> Answer<HotelOffers> {
    let today = app.today();
    by_id_on(app.hotels(), app.seed(), today, req, &q.offer_id)
}

pub(super) fn by_id_on(
    hotels: Hotels<'_>,
    seed: Seed,
    today: NaiveDate,
    req: &Req,
    id: &str,
) -> Answer<HotelOffers> {
    if id.is_empty()
        || !id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "offerId",
            "an offer id is upper-case letters and digits",
        ));
    }
    let (key, h, offer) = match lookup(seed, id, today, &req.origin) {
        Lookup::Found(k, h, o) => (k, h, o),
        Lookup::Unknown => {
            return Err(
                Rejection::new(404, codes::NOT_FOUND, "no offer has this id")
                    .with_parameter("offerId"),
            )
        }
        Lookup::Expired => {
            return Err(Rejection::param(
                codes::OFFER_EXPIRED,
                "offerId",
                "the offer's check-in date has passed",
            ))
        }
    };
    let left = hotels.availability(&h, key.check_in, key.check_out())?;
    let available = left[key.room] >= i64::from(key.rooms);
    let item = HotelOffers {
        kind: "hotel-offers".into(),
        hotel: offer_hotel(&h),
        available,
        offers: if available { vec![*offer] } else { vec![] },
        self_link: Some(req.link(&format!("{}/{id}", SearchHotelOffers::PATH), &[])),
    };
    Ok(Envelope::new(item))
}

/// A hotel of the catalogue as its offers show it: the hotel of the no-cards scenario
/// takes no card.
fn hotel(seed: Seed, id: &str) -> Option<Hotel> {
    let h = catalog::hotel(seed, id)?;
    Some(match scenarios::of_hotel(h.seed, &h.id) {
        Some(Outcome::HotelTakesNoCards) => h.taking_no_cards(),
        _ => h,
    })
}

/// An offer id's key, hotel and offer as of today, or the reason it is gone.
pub(super) enum Lookup {
    Found(OfferKey, Box<Hotel>, Box<HotelOffer>),
    Unknown,
    Expired,
}

/// In the world of `seed`.
pub(super) fn lookup(seed: Seed, id: &str, today: NaiveDate, origin: &str) -> Lookup {
    let Some(key) = OfferKey::decode(id).or_else(|| documented::hotel_offer(id, today)) else {
        return Lookup::Unknown;
    };
    let Some(h) = hotel(seed, &key.hotel_id) else {
        return Lookup::Unknown;
    };
    let Some(mut offer) = offers::build(&h, &key, today, origin) else {
        return Lookup::Unknown;
    };
    // a documented offer goes by the id it is documented under
    offer.id = id.to_string();
    if key.check_in < today {
        return Lookup::Expired;
    }
    Lookup::Found(key, Box::new(h), Box::new(offer))
}

/// `"123.45"` → 12345.
pub(super) fn cents(s: &str) -> i64 {
    s.parse::<f64>()
        .map_or(i64::MAX, |v| (v * 100.0).round() as i64)
}

fn offer_hotel(h: &Hotel) -> OfferHotel {
    let g = geo(h.lat, h.lon);
    OfferHotel {
        kind: "hotel".into(),
        hotel_id: h.id.clone(),
        chain_code: h.chain.into(),
        dupe_id: Some(h.dupe_id.to_string()),
        name: h.name.clone(),
        city_code: h.city.code.into(),
        latitude: g.latitude,
        longitude: g.longitude,
    }
}

/// One of `options` (any case), or INVALID OPTION listing them.
fn one_of(
    value: Option<&str>,
    name: &str,
    options: &[&'static str],
) -> Result<Option<&'static str>, Rejection> {
    let Some(v) = value else {
        return Ok(None);
    };
    let v = v.to_ascii_uppercase();
    options
        .iter()
        .find(|o| **o == v)
        .copied()
        .map(Some)
        .ok_or_else(|| {
            Rejection::param(
                codes::INVALID_OPTION,
                name,
                format!("{v} is not a valid option; use {}", options.join(", ")),
            )
        })
}

/// A `YYYY-MM-DD` date, or the service's `code` for that date.
fn date(value: Option<&str>, name: &str, code: Code) -> Result<Option<NaiveDate>, Rejection> {
    value
        .map(|v| {
            parse::date(v).ok_or_else(|| {
                Rejection::param(code, name, format!("{name} must be a date YYYY-MM-DD"))
            })
        })
        .transpose()
}

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// `200-300`, `-300`, `100` or `100-`: per-night bounds.
fn parse_range(r: &str) -> Option<(Option<f64>, Option<f64>)> {
    let num = |s: &str| -> Option<Option<f64>> {
        let s = s.trim();
        if s.is_empty() {
            Some(None)
        } else {
            s.parse::<f64>().ok().filter(|v| *v >= 0.0).map(Some)
        }
    };
    let (lo, hi) = match r.split_once('-') {
        Some((a, b)) => (num(a)?, num(b)?),
        None => (num(r)?, None),
    };
    if lo.is_none() && hi.is_none() {
        return None;
    }
    if let (Some(a), Some(b)) = (lo, hi) {
        if a > b {
            return None;
        }
    }
    Some((lo, hi))
}
