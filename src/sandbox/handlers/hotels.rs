//! Hotels: the hotel list (by city, by geocode, by ids), name autocomplete, review
//! sentiments, offers search, one offer rechecked, and booking.

use std::collections::HashSet;

use chrono::{Datelike, Duration, NaiveDate};
use serde_json::{json, Value};

use crate::api::ops::{self, Operation};
use crate::model::hotel::{
    AssociatedRecord, BookingRequest, Hotel as HotelItem, HotelBooking, HotelDistance, HotelMatch,
    HotelOffer, HotelOffers, HotelSentiment, OfferHotel, Sentiments, AMENITIES,
};
use crate::model::location::Address;
use crate::model::{ApiError, Envelope, ErrorBody, ErrorSource};
use crate::sandbox::http::{
    bad, codes, error, list_envelope, optional, required, Params, Reply, Req, Resp, AMADEUS_JSON,
};
use crate::sandbox::state::State;
use crate::sandbox::world::data::{self, City};
use crate::sandbox::world::hotels::catalog::{self, Hotel, Source};
use crate::sandbox::world::hotels::inventory::{self, NewBooking};
use crate::sandbox::world::hotels::offers::{self, OfferKey, MAX_AHEAD_DAYS, MAX_NIGHTS};
use crate::sandbox::world::hotels::unit;
use crate::sandbox::App;

use super::geo;

/// The service's hotel error codes, named once.
mod hcodes {
    pub const CITY_CODE: (i64, &str) = (1157, "INVALID CITY CODE");
    pub const NOTHING_FOUND: (i64, &str) = (895, "NOTHING FOUND FOR REQUESTED CITY");
    pub const PROPERTY_NOT_FOUND: (i64, &str) = (3237, "PROPERTY CODE NOT FOUND IN SYSTEM");
    pub const PROPERTIES_NOT_FOUND: (i64, &str) = (913, "PROPERTIES NOT FOUND");
    pub const CURRENCY: (i64, &str) = (61, "INVALID CURRENCY CODE");
    pub const MAX_STAY: (i64, &str) = (377, "MAX STAY DURATION IS EXCEEDED");
    pub const CHECK_IN: (i64, &str) = (381, "INVALID CHECK-IN DATE");
    pub const CHECK_OUT: (i64, &str) = (382, "INVALID CHECK-OUT DATE");
    pub const HOTEL_CODE: (i64, &str) = (392, "INVALID HOTEL CODE");
    pub const ADULTS: (i64, &str) = (397, "INVALID NUMBER OF ADULTS");
    pub const CHECK_OUT_ORDER: (i64, &str) = (
        404,
        "CHECK_OUT DATE MUST BE FURTHER IN THE FUTURE THAN CHECK-IN DATE",
    );
    pub const TOO_FAR: (i64, &str) = (431, "CHECK-OUT DATE IS TOO FAR IN THE FUTURE");
    pub const NO_ROOMS: (i64, &str) = (3664, "NO ROOMS AVAILABLE AT REQUESTED PROPERTY");
    pub const PASSENGER_ASSOCIATION: (i64, &str) = (4725, "INVALID PASSENGER ASSOCIATION");
    pub const ROOMS_MISMATCH: (i64, &str) = (
        33555,
        "NUMBER OF ROOMS MISMATCH BETWEEN SHOPPING AND BOOKING",
    );
    pub const OFFER_EXPIRED: (i64, &str) = (
        36803,
        "OFFERID HAS EXPIRED. PLEASE GET A NEW OFFERID AND TRY AGAIN",
    );
    pub const CARD_TYPE: (i64, &str) = (1205, "INVALID CREDIT CARD TYPE");
    pub const CARD_NOT_ACCEPTED: (i64, &str) = (3682, "CREDIT CARD NOT ACCEPTED AT HOTEL PROPERTY");
    pub const CARD_EXPIRY: (i64, &str) = (
        3871,
        "CREDIT CARD EXPIRATION DATE INVALID FOR CHECK IN DATE",
    );
}

/// Card vendor codes the service knows.
const CARD_VENDORS: &[&str] = &[
    "AX", "CA", "DC", "DS", "JC", "TP", "UP", "VI", "MA", "CB", "EC",
];

const MAX_LIST_IDS: usize = 99;
const MAX_OFFER_IDS: usize = 20;
const MAX_SENTIMENT_IDS: usize = 3;
const MAX_AMENITIES: usize = 3;
const MAX_RATINGS: usize = 4;
const MAX_NAME_MATCHES: usize = 20;

fn db(e: rusqlite::Error) -> Resp {
    error(
        500,
        codes::SYSTEM_ERROR.0,
        codes::SYSTEM_ERROR.1,
        &e.to_string(),
        None,
    )
}

/// 400 pointing into the request body.
fn at(code: (i64, &str), pointer: &str, detail: &str) -> Resp {
    let body = ErrorBody {
        errors: vec![ApiError {
            status: Some(400),
            code: Some(code.0),
            title: Some(code.1.to_string()),
            detail: (!detail.is_empty()).then(|| detail.to_string()),
            source: Some(ErrorSource {
                pointer: Some(pointer.to_string()),
                ..Default::default()
            }),
        }],
    };
    Resp::json(400, AMADEUS_JSON, &body)
}

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

// ---------------------------------------------------------------------------
// Hotel list
// ---------------------------------------------------------------------------

struct ListFilter {
    radius_km: f64,
    mile: bool,
    chains: Vec<String>,
    amenities: Vec<String>,
    ratings: Vec<u8>,
    source: Option<Source>,
}

fn list_defaults() -> Vec<(&'static str, String)> {
    vec![
        ("radius", "5".into()),
        ("radiusUnit", "KM".into()),
        ("hotelSource", "ALL".into()),
    ]
}

fn list_filter(p: &Params) -> Result<ListFilter, Resp> {
    let radius = optional(p, "radius", "an integer from 1 to 300", |v| {
        v.parse::<u32>().ok().filter(|n| (1..=300).contains(n))
    })?
    .unwrap_or(5);
    let mile = match p.get("radiusUnit").map(|v| v.trim().to_ascii_uppercase()) {
        None => false,
        Some(u) if u == "KM" => false,
        Some(u) if u == "MILE" => true,
        Some(u) => {
            return Err(bad(
                codes::INVALID_OPTION,
                "radiusUnit",
                &format!("{u} is not a valid option; use KM or MILE"),
            ))
        }
    };
    let chains: Vec<String> = p
        .list("chainCodes")
        .iter()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if chains.len() > MAX_LIST_IDS {
        return Err(bad(
            codes::INVALID_FORMAT,
            "chainCodes",
            "at most 99 chain codes",
        ));
    }
    if let Some(c) = chains
        .iter()
        .find(|c| c.len() != 2 || !c.bytes().all(|b| b.is_ascii_alphabetic()))
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "chainCodes",
            &format!("{c} is not a chain code (two letters)"),
        ));
    }
    let amenities = p.list("amenities");
    if let Some(a) = amenities.iter().find(|a| !AMENITIES.contains(&a.as_str())) {
        return Err(bad(
            codes::INVALID_OPTION,
            "amenities",
            &format!("{a} is not a valid amenity"),
        ));
    }
    if amenities.len() > MAX_AMENITIES {
        return Err(bad(
            codes::INVALID_FORMAT,
            "amenities",
            "at most 3 amenities",
        ));
    }
    let mut ratings = Vec::new();
    for r in p.list("ratings") {
        match r.parse::<u8>() {
            Ok(n) if (1..=5).contains(&n) => ratings.push(n),
            _ => {
                return Err(bad(
                    codes::INVALID_OPTION,
                    "ratings",
                    &format!("{r} is not a valid rating; use 1 to 5"),
                ))
            }
        }
    }
    if ratings.len() > MAX_RATINGS {
        return Err(bad(codes::INVALID_FORMAT, "ratings", "at most 4 ratings"));
    }
    let source = match p.get("hotelSource").map(|v| v.trim().to_ascii_uppercase()) {
        None => None,
        Some(s) if s == "ALL" => None,
        Some(s) if s == "BEDBANK" => Some(Source::Bedbank),
        Some(s) if s == "DIRECTCHAIN" => Some(Source::DirectChain),
        Some(s) => {
            return Err(bad(
                codes::INVALID_OPTION,
                "hotelSource",
                &format!("{s} is not a valid option; use BEDBANK, DIRECTCHAIN or ALL"),
            ))
        }
    };
    let radius_km = if mile {
        f64::from(radius) * 1.609_344
    } else {
        f64::from(radius)
    };
    Ok(ListFilter {
        radius_km,
        mile,
        chains,
        amenities,
        ratings,
        source,
    })
}

impl ListFilter {
    fn keeps(&self, h: &Hotel) -> bool {
        (self.chains.is_empty() || self.chains.iter().any(|c| c == h.chain))
            && self.amenities.iter().all(|a| h.has(a))
            && (self.ratings.is_empty() || self.ratings.contains(&h.stars))
            && self.source.is_none_or(|s| s == h.source)
    }

    /// The hotels within the radius of a point that pass the filters, nearest first.
    fn select(&self, hotels: &[Hotel], from: (f64, f64)) -> Vec<HotelItem> {
        let mut found: Vec<(f64, &Hotel)> = hotels
            .iter()
            .filter(|h| self.keeps(h))
            .map(|h| (data::distance_km(from, (h.lat, h.lon)), h))
            .filter(|(d, _)| *d <= self.radius_km)
            .collect();
        found.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.id.cmp(&b.1.id)));
        found
            .into_iter()
            .map(|(d, h)| {
                let (value, unit) = if self.mile {
                    (d / 1.609_344, "MILE")
                } else {
                    (d, "KM")
                };
                let mut item = list_item(h);
                item.distance = Some(HotelDistance {
                    value: Some(round2(value)),
                    unit: unit.into(),
                });
                item
            })
            .collect()
    }
}

fn list_item(h: &Hotel) -> HotelItem {
    let g = geo(h.lat, h.lon);
    HotelItem {
        chain_code: h.chain.into(),
        iata_code: h.city.code.into(),
        dupe_id: Some(h.dupe_id),
        name: h.name.clone(),
        hotel_id: h.id.clone(),
        geo_code: Some(g),
        address: Some(Address {
            country_code: Some(h.country().into()),
            ..Default::default()
        }),
        distance: None,
        amenities: h.amenities.iter().map(|a| a.to_string()).collect(),
        rating: Some(h.stars.to_string()),
        last_update: Some(h.last_update.clone()),
    }
}

fn nothing_found(parameter: &str) -> Resp {
    bad(
        hcodes::NOTHING_FOUND,
        parameter,
        "no hotel matches the request",
    )
}

/// GET /v1/reference-data/locations/hotels/by-city
pub fn by_city(req: &Req) -> Reply {
    let p = &req.params;
    let code = required(p, "cityCode")?.to_ascii_uppercase();
    if code.len() != 3 || !code.bytes().all(|b| b.is_ascii_alphabetic()) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "cityCode",
            "cityCode must be a 3-letter IATA code",
        ));
    }
    let filter = list_filter(p)?;
    // A city code searches around the city's centre; an airport code around the airport.
    let (city, centre): (&City, (f64, f64)) = match data::city(&code) {
        Some(c) => (c, (c.lat, c.lon)),
        None => match data::airport(&code) {
            Some(a) => (data::city_of(a), (a.lat, a.lon)),
            None => {
                return Err(bad(
                    hcodes::CITY_CODE,
                    "cityCode",
                    &format!("{code} is not a known city or airport code"),
                ))
            }
        },
    };
    let hotels = catalog::city_hotels(city.code);
    let items = filter.select(&hotels, centre);
    if items.is_empty() {
        return Err(nothing_found("cityCode"));
    }
    Ok(Resp::ok(&list_envelope(req, &list_defaults(), &items)))
}

/// GET /v1/reference-data/locations/hotels/by-geocode
pub fn by_geocode(req: &Req) -> Reply {
    let p = &req.params;
    let coord = |name: &str, limit: f64| -> Result<f64, Resp> {
        let v = required(p, name)?;
        v.parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && x.abs() <= limit)
            .ok_or_else(|| {
                bad(
                    codes::INVALID_FORMAT,
                    name,
                    &format!("{name} must be a number from -{limit} to {limit}"),
                )
            })
    };
    let lat = coord("latitude", 90.0)?;
    let lon = coord("longitude", 180.0)?;
    let filter = list_filter(p)?;
    // Hotels lie within about 45 km of their city's centre (airport hotels).
    let mut hotels: Vec<Hotel> = Vec::new();
    for c in data::cities() {
        if data::distance_km((lat, lon), (c.lat, c.lon)) <= filter.radius_km + 45.0
            && catalog::hotel_count(c) > 0
        {
            hotels.extend(catalog::city_hotels(c.code).iter().cloned());
        }
    }
    let items = filter.select(&hotels, (lat, lon));
    if items.is_empty() {
        return Err(nothing_found("latitude"));
    }
    Ok(Resp::ok(&list_envelope(req, &list_defaults(), &items)))
}

/// Hotel ids of a list parameter, upper-cased, checked for shape, duplicates dropped.
fn hotel_ids(p: &Params, max: usize, malformed: (i64, &str)) -> Result<Vec<String>, Resp> {
    if p.list("hotelIds").is_empty() {
        return Err(bad(
            codes::MANDATORY_DATA_MISSING,
            "hotelIds",
            "Missing mandatory query parameter 'hotelIds'",
        ));
    }
    let mut ids: Vec<String> = Vec::new();
    for id in p.list("hotelIds") {
        let id = id.to_ascii_uppercase();
        if id.len() != 8 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(bad(
                malformed,
                "hotelIds",
                &format!("{id} is not a hotel id (8 letters and digits)"),
            ));
        }
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.len() > max {
        return Err(bad(
            codes::INVALID_FORMAT,
            "hotelIds",
            &format!("at most {max} hotel ids per request"),
        ));
    }
    Ok(ids)
}

/// GET /v1/reference-data/locations/hotels/by-hotels
pub fn by_hotels(req: &Req) -> Reply {
    let ids = hotel_ids(&req.params, MAX_LIST_IDS, codes::INVALID_FORMAT)?;
    let items: Vec<HotelItem> = ids
        .iter()
        .filter_map(|id| catalog::hotel(id))
        .map(|h| list_item(&h))
        .collect();
    if items.is_empty() {
        return Err(bad(
            hcodes::PROPERTY_NOT_FOUND,
            "hotelIds",
            "none of the hotel ids is known",
        ));
    }
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

// ---------------------------------------------------------------------------
// Name autocomplete
// ---------------------------------------------------------------------------

/// GET /v1/reference-data/locations/hotel
pub fn name_search(req: &Req) -> Reply {
    let p = &req.params;
    let keyword = required(p, "keyword")?;
    // SPEC counts letters: spaces between words do not count.
    let n = keyword.chars().filter(|c| !c.is_whitespace()).count();
    if !(4..=40).contains(&n) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword must be 4 to 40 characters",
        ));
    }
    if !keyword
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || " *'-".contains(c))
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword may hold only letters, digits, spaces and * ' -",
        ));
    }
    let sub_types = p.list("subType");
    if sub_types.is_empty() {
        return Err(bad(
            codes::MANDATORY_DATA_MISSING,
            "subType",
            "Missing mandatory query parameter 'subType'",
        ));
    }
    let mut want = HashSet::new();
    for s in &sub_types {
        match s.to_ascii_uppercase().as_str() {
            "HOTEL_LEISURE" => want.insert(Source::Bedbank),
            "HOTEL_GDS" => want.insert(Source::DirectChain),
            _ => {
                return Err(bad(
                    codes::INVALID_OPTION,
                    "subType",
                    &format!("{s} is not a valid option; use HOTEL_LEISURE or HOTEL_GDS"),
                ))
            }
        };
    }
    let two_letters = |name: &str| -> Result<Option<String>, Resp> {
        optional(p, name, "two letters", |v| {
            (v.len() == 2 && v.bytes().all(|b| b.is_ascii_alphabetic()))
                .then(|| v.to_ascii_uppercase())
        })
    };
    let country = two_letters("countryCode")?;
    two_letters("lang")?;
    let max = optional(p, "max", "an integer from 1 to 20", |v| {
        v.parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_NAME_MATCHES).contains(n))
    })?
    .unwrap_or(MAX_NAME_MATCHES);

    let upper = keyword.to_ascii_uppercase();
    let words: Vec<String> = upper
        .split([' ', '*'])
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    let phrase = words.join(" ");
    let mut found: Vec<(i64, &catalog::NameEntry)> = catalog::name_index()
        .iter()
        .filter(|e| want.contains(&e.source))
        .filter(|e| country.as_deref().is_none_or(|c| e.city.country == c))
        .filter(|e| {
            let name_words: Vec<&str> = e.name.split([' ', '-']).collect();
            words
                .iter()
                .all(|w| name_words.iter().any(|nw| nw.starts_with(w.as_str())))
        })
        .map(|e| {
            let size = i64::from(catalog::city_size(e.city));
            let mut r = 30 + size / 3 + i64::from(e.stars) * 3;
            if e.name.starts_with(&phrase) {
                r += 15;
            } else if e.name.contains(&phrase) {
                r += 8;
            }
            (r.min(100), e)
        })
        .collect();
    found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.name.cmp(&b.1.name)));
    found.truncate(max);
    let items: Vec<HotelMatch> = found
        .into_iter()
        .map(|(relevance, e)| HotelMatch {
            id: Some(e.id),
            name: e.name.clone(),
            iata_code: e.city.code.into(),
            sub_type: match e.source {
                Source::Bedbank => "HOTEL_LEISURE",
                Source::DirectChain => "HOTEL_GDS",
            }
            .into(),
            relevance: Some(relevance),
            kind: "location".into(),
            hotel_ids: vec![e.hotel_id.clone()],
            address: Some(Address {
                city_name: Some(e.city.name.into()),
                country_code: Some(e.city.country.into()),
                ..Default::default()
            }),
            geo_code: Some(geo(e.lat, e.lon)),
        })
        .collect();
    Ok(Resp::ok(&list_envelope(
        req,
        &[("max", max.to_string())],
        &items,
    )))
}

// ---------------------------------------------------------------------------
// Sentiments
// ---------------------------------------------------------------------------

fn sentiment(h: &Hotel) -> HotelSentiment {
    let k = |what: &str| unit(&format!("senti:{what}:{}", h.id));
    let overall = (52.0 + 7.0 * f64::from(h.stars) + 16.0 * (k("overall") - 0.5)).round() as i64;
    let score = |what: &str, bias: f64| -> Option<i64> {
        Some(
            ((overall as f64) + bias + 18.0 * (k(what) - 0.5))
                .round()
                .clamp(0.0, 100.0) as i64,
        )
    };
    let size = f64::from(catalog::city_size(h.city));
    let reviews = (20.0 + (size * 20.0 + 300.0 * f64::from(h.stars)) * (0.3 + k("reviews"))) as i64;
    let ratings = (reviews as f64 * (0.95 + 0.2 * k("ratings"))) as i64;
    HotelSentiment {
        kind: "hotelSentiment".into(),
        hotel_id: h.id.clone(),
        number_of_reviews: Some(reviews),
        number_of_ratings: Some(ratings),
        overall_rating: Some(overall.clamp(0, 100)),
        sentiments: Sentiments {
            sleep_quality: score("sleep", 0.0),
            service: score("service", 2.0),
            facilities: score("facilities", -2.0),
            room_comforts: score("rooms", 0.0),
            value_for_money: score("value", -4.0 - f64::from(h.stars)),
            catering: score("catering", -1.0),
            location: score("location", 6.0),
            points_of_interest: score("poi", 3.0),
            staff: score("staff", 5.0),
            internet: (k("internet") < 0.4).then(|| score("wifi", -6.0)).flatten(),
        },
    }
}

/// GET /v2/e-reputation/hotel-sentiments
pub fn sentiments(req: &Req) -> Reply {
    let p = &req.params;
    let mut ids: Vec<String> = Vec::new();
    for id in p.list("hotelIds") {
        let id = id.to_ascii_uppercase();
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.is_empty() {
        return Err(bad(
            codes::MANDATORY_DATA_MISSING,
            "hotelIds",
            "Missing mandatory query parameter 'hotelIds'",
        ));
    }
    if ids.len() > MAX_SENTIMENT_IDS {
        return Err(bad(
            codes::INVALID_FORMAT,
            "hotelIds",
            "at most 3 hotel ids per request",
        ));
    }
    let mut items = Vec::new();
    let mut missing = Vec::new();
    for id in &ids {
        match catalog::hotel(id) {
            Some(h) => items.push(sentiment(&h)),
            None => missing.push(id.clone()),
        }
    }
    let mut env = list_envelope(req, &[], &items);
    if !missing.is_empty() {
        env.warnings.push(json!({
            "code": hcodes::PROPERTIES_NOT_FOUND.0,
            "title": hcodes::PROPERTIES_NOT_FOUND.1,
            "detail": "Some of the requested properties were not found in our database.",
            "source": {"parameter": "hotelIds", "pointer": missing.join(",")},
        }));
    }
    Ok(Resp::ok(&env))
}

// ---------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------

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

fn flag(p: &Params, name: &str) -> Result<Option<bool>, Resp> {
    optional(p, name, "true or false", |v| {
        match v.to_ascii_lowercase().as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        }
    })
}

fn one_of(p: &Params, name: &str, options: &[&'static str]) -> Result<Option<&'static str>, Resp> {
    match p.get(name) {
        None => Ok(None),
        Some(v) => {
            let v = v.trim().to_ascii_uppercase();
            options
                .iter()
                .find(|o| **o == v)
                .copied()
                .map(Some)
                .ok_or_else(|| {
                    bad(
                        codes::INVALID_OPTION,
                        name,
                        &format!("{v} is not a valid option; use {}", options.join(", ")),
                    )
                })
        }
    }
}

fn date(p: &Params, name: &str, code: (i64, &str)) -> Result<Option<NaiveDate>, Resp> {
    match p.get(name) {
        None => Ok(None),
        Some(v) => NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d")
            .map(Some)
            .map_err(|_| bad(code, name, &format!("{name} must be a date YYYY-MM-DD"))),
    }
}

/// GET /v3/shopping/hotel-offers
pub fn offers(app: &App, req: &Req) -> Reply {
    app.with_state(|s| Ok(offers_on(s, app.today(), req)))?
}

fn offers_on(state: &State, today: NaiveDate, req: &Req) -> Reply {
    let p = &req.params;
    let ids = hotel_ids(p, MAX_OFFER_IDS, hcodes::HOTEL_CODE)?;
    let adults = optional(p, "adults", "an integer from 1 to 9", |v| {
        v.parse::<u8>().ok().filter(|n| (1..=9).contains(n))
    })
    .map_err(|_| bad(hcodes::ADULTS, "adults", "adults must be from 1 to 9"))?
    .unwrap_or(1);
    let check_in = date(p, "checkInDate", hcodes::CHECK_IN)?.unwrap_or(today);
    if check_in < today {
        return Err(bad(
            hcodes::CHECK_IN,
            "checkInDate",
            "checkInDate must not be in the past",
        ));
    }
    if check_in > today + Duration::days(MAX_AHEAD_DAYS - 1) {
        return Err(bad(
            hcodes::CHECK_IN,
            "checkInDate",
            "checkInDate is too far in the future",
        ));
    }
    let check_out =
        date(p, "checkOutDate", hcodes::CHECK_OUT)?.unwrap_or(check_in + Duration::days(1));
    if check_out <= check_in {
        return Err(bad(
            hcodes::CHECK_OUT_ORDER,
            "checkOutDate",
            "checkOutDate must be after checkInDate",
        ));
    }
    let nights = (check_out - check_in).num_days();
    if nights > MAX_NIGHTS {
        return Err(bad(
            hcodes::MAX_STAY,
            "checkOutDate",
            &format!("a stay is at most {MAX_NIGHTS} nights"),
        ));
    }
    if check_out > today + Duration::days(MAX_AHEAD_DAYS) {
        return Err(bad(
            hcodes::TOO_FAR,
            "checkOutDate",
            &format!("checkOutDate must be within {MAX_AHEAD_DAYS} days"),
        ));
    }
    let rooms = optional(p, "roomQuantity", "an integer from 1 to 9", |v| {
        v.parse::<u8>().ok().filter(|n| (1..=9).contains(n))
    })?
    .unwrap_or(1);
    let currency = match p.get("currency").map(|c| c.trim().to_string()) {
        None => None,
        Some(c) if c.len() == 3 && c.bytes().all(|b| b.is_ascii_uppercase()) => {
            // A currency the hotel cannot price in gives its own (as the service does).
            offers::currency_code(&c)
        }
        Some(c) => {
            return Err(bad(
                hcodes::CURRENCY,
                "currency",
                &format!("{c} is not an ISO 4217 currency code"),
            ))
        }
    };
    let price_range = match p.get("priceRange") {
        None => None,
        Some(r) => {
            if p.get("currency").is_none() {
                return Err(bad(
                    codes::MANDATORY_DATA_MISSING,
                    "currency",
                    "currency is mandatory with priceRange",
                ));
            }
            Some(parse_range(&r).ok_or_else(|| {
                bad(
                    codes::INVALID_FORMAT,
                    "priceRange",
                    "priceRange must be MIN-MAX, -MAX or MIN",
                )
            })?)
        }
    };
    let policy = one_of(p, "paymentPolicy", &["NONE", "GUARANTEE", "DEPOSIT"])?.unwrap_or("NONE");
    let board = one_of(
        p,
        "boardType",
        &[
            "ROOM_ONLY",
            "BREAKFAST",
            "HALF_BOARD",
            "FULL_BOARD",
            "ALL_INCLUSIVE",
        ],
    )?;
    let include_closed = flag(p, "includeClosed")?.unwrap_or(false);
    let best_only = flag(p, "bestRateOnly")?.unwrap_or(true);
    optional(p, "lang", "a language code", |v| {
        (2..=5)
            .contains(&v.len())
            .then_some(())
            .filter(|_| v.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
    })?;
    optional(p, "countryOfResidence", "an ISO 3166-1 country code", |v| {
        (v.len() == 2 && v.bytes().all(|b| b.is_ascii_uppercase())).then_some(())
    })?;

    let mut items = Vec::new();
    let mut unknown = Vec::new();
    for id in &ids {
        let Some(h) = catalog::hotel(id) else {
            unknown.push(id.clone());
            continue;
        };
        let left = inventory::availability(state.conn(), &h, check_in, check_out).map_err(db)?;
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
        if let Some(c) = p.get("currency") {
            self_pairs.push(("currency".to_string(), c));
        }
        items.push(HotelOffers {
            kind: "hotel-offers".into(),
            hotel: offer_hotel(&h),
            available: !found.is_empty(),
            offers: found.into_iter().map(|(_, o)| o).collect(),
            self_link: Some(req.link(ops::hotels::SearchHotelOffers::PATH, &self_pairs)),
        });
    }
    if items.is_empty() && unknown.len() == ids.len() {
        return Err(bad(
            hcodes::HOTEL_CODE,
            "hotelIds",
            &format!("unknown hotel ids: {}", unknown.join(",")),
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
    let mut env = list_envelope(req, &defaults, &items);
    if !unknown.is_empty() {
        env.warnings.push(json!({
            "code": hcodes::HOTEL_CODE.0,
            "title": hcodes::HOTEL_CODE.1,
            "detail": "Some of the requested hotels are not known; they are left out.",
            "source": {"parameter": "hotelIds", "pointer": unknown.join(",")},
        }));
    }
    Ok(Resp::ok(&env))
}

/// `"123.45"` → 12345.
fn cents(s: &str) -> i64 {
    s.parse::<f64>()
        .map_or(i64::MAX, |v| (v * 100.0).round() as i64)
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

/// An offer id's key, hotel and offer as of today; `Err` is the reason it is gone.
enum Lookup {
    Found(OfferKey, Box<Hotel>, Box<HotelOffer>),
    Unknown,
    Expired,
}

fn lookup(id: &str, today: NaiveDate, origin: &str) -> Lookup {
    let Some(key) = OfferKey::decode(id) else {
        return Lookup::Unknown;
    };
    let Some(h) = catalog::hotel(&key.hotel_id) else {
        return Lookup::Unknown;
    };
    let Some(offer) = offers::build(&h, &key, today, origin) else {
        return Lookup::Unknown;
    };
    if key.check_in < today {
        return Lookup::Expired;
    }
    Lookup::Found(key, Box::new(h), Box::new(offer))
}

/// GET /v3/shopping/hotel-offers/{offerId}
pub fn offer(app: &App, req: &Req, id: &str) -> Reply {
    app.with_state(|s| Ok(offer_on(s, app.today(), req, id)))?
}

fn offer_on(state: &State, today: NaiveDate, req: &Req, id: &str) -> Reply {
    if id.is_empty()
        || !id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "offerId",
            "an offer id is upper-case letters and digits",
        ));
    }
    let (key, h, offer) = match lookup(id, today, &req.origin) {
        Lookup::Found(k, h, o) => (k, h, o),
        Lookup::Unknown => {
            return Err(error(
                404,
                codes::NOT_FOUND.0,
                codes::NOT_FOUND.1,
                "no offer has this id",
                Some("offerId"),
            ))
        }
        Lookup::Expired => {
            return Err(bad(
                hcodes::OFFER_EXPIRED,
                "offerId",
                "the offer's check-in date has passed",
            ))
        }
    };
    let left =
        inventory::availability(state.conn(), &h, key.check_in, key.check_out()).map_err(db)?;
    let available = left[key.room] >= i64::from(key.rooms);
    let item = HotelOffers {
        kind: "hotel-offers".into(),
        hotel: offer_hotel(&h),
        available,
        offers: if available { vec![*offer] } else { vec![] },
        self_link: Some(req.link(
            &format!("{}/{id}", ops::hotels::SearchHotelOffers::PATH),
            &[],
        )),
    };
    Ok(Resp::ok(&Envelope::new(item)))
}

// ---------------------------------------------------------------------------
// Booking
// ---------------------------------------------------------------------------

/// POST /v1/booking/hotel-bookings
pub fn book(app: &App, req: &Req) -> Reply {
    let now = chrono::Utc::now().format("%Y-%m-%dT%H:%M:%SZ").to_string();
    app.with_state(|s| Ok(book_on(s, app.today(), &now, req)))?
}

fn is_name(s: &str) -> bool {
    !s.trim().is_empty()
        && s.chars()
            .all(|c| c.is_alphabetic() || c == ' ' || c == '-' || c == '\'')
}

fn book_on(state: &State, today: NaiveDate, now: &str, req: &Req) -> Reply {
    let body: Value = serde_json::from_slice(&req.body).map_err(|e| {
        at(
            codes::INVALID_FORMAT,
            "/",
            &format!("the body is not JSON: {e}"),
        )
    })?;
    let data = body.get("data").filter(|d| d.is_object()).ok_or_else(|| {
        at(
            codes::MANDATORY_DATA_MISSING,
            "/data",
            "the body needs a `data` object",
        )
    })?;
    let r: BookingRequest = serde_json::from_value(data.clone()).map_err(|e| {
        at(
            codes::INVALID_FORMAT,
            "/data",
            &format!("`data` does not have the expected shape: {e}"),
        )
    })?;

    // Shape first: offer id, guests, payments, rooms.
    let offer_id = r.offer_id.trim();
    if offer_id.is_empty() {
        return Err(at(
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
        return Err(at(
            codes::INVALID_FORMAT,
            "/data/offerId",
            "an offer id is 2 to 100 upper-case letters and digits",
        ));
    }
    if r.guests.is_empty() {
        return Err(at(
            codes::MANDATORY_DATA_MISSING,
            "/data/guests",
            "at least one guest is required",
        ));
    }
    for (i, g) in r.guests.iter().enumerate() {
        for (field, v) in [
            ("firstName", &g.name.first_name),
            ("lastName", &g.name.last_name),
        ] {
            if v.trim().is_empty() {
                return Err(at(
                    codes::MANDATORY_DATA_MISSING,
                    &format!("/data/guests/{i}/name/{field}"),
                    &format!("{field} is required"),
                ));
            }
            if !is_name(v) {
                return Err(at(
                    codes::INVALID_FORMAT,
                    &format!("/data/guests/{i}/name/{field}"),
                    &format!("{field} may hold only letters, spaces, hyphens and apostrophes"),
                ));
            }
        }
    }
    if r.payments.is_empty() {
        return Err(at(
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
            return Err(at(
                codes::INVALID_FORMAT,
                &format!("{base}/method"),
                "the payment method must be creditCard",
            ));
        }
        let Some(card) = &pay.card else {
            return Err(at(
                codes::MANDATORY_DATA_MISSING,
                &format!("{base}/card"),
                "the card is required",
            ));
        };
        let v = &card.vendor_code;
        if v.len() != 2 || !v.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(at(
                codes::INVALID_FORMAT,
                &format!("{base}/card/vendorCode"),
                "vendorCode must be two upper-case letters",
            ));
        }
        if !CARD_VENDORS.contains(&v.as_str()) {
            return Err(at(
                hcodes::CARD_TYPE,
                &format!("{base}/card/vendorCode"),
                &format!("{v} is not a card vendor code"),
            ));
        }
        let n = &card.card_number;
        if !(2..=22).contains(&n.len()) || !n.bytes().all(|b| b.is_ascii_digit()) {
            return Err(at(
                codes::INVALID_FORMAT,
                &format!("{base}/card/cardNumber"),
                "cardNumber must be 2 to 22 digits",
            ));
        }
        let expiry = NaiveDate::parse_from_str(&format!("{}-01", card.expiry_date), "%Y-%m-%d")
            .ok()
            .filter(|_| card.expiry_date.len() == 7);
        let Some(expiry) = expiry else {
            return Err(at(
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
            return Err(at(
                hcodes::OFFER_EXPIRED,
                "/data/offerId",
                "the offer is unknown or has expired; search offers again",
            ))
        }
    };
    let rooms = usize::from(key.rooms);

    // Rooms: one entry per room of the offer, guests by id, each guest in one room.
    let mut per_room: Vec<Vec<String>> = Vec::new();
    if !r.rooms.is_empty() {
        if r.rooms.len() != rooms {
            return Err(at(
                hcodes::ROOMS_MISMATCH,
                "/data/rooms",
                &format!(
                    "the offer is for {rooms} room(s), the request has {}",
                    r.rooms.len()
                ),
            ));
        }
        let mut placed = HashSet::new();
        for (i, room) in r.rooms.iter().enumerate() {
            let pointer = format!("/data/rooms/{i}/guestIds");
            if room.guest_ids.is_empty() {
                return Err(at(
                    hcodes::PASSENGER_ASSOCIATION,
                    &pointer,
                    "every room needs at least one guest",
                ));
            }
            let mut names = Vec::new();
            for gid in &room.guest_ids {
                let Some(g) = r.guests.iter().find(|g| g.id == Some(*gid)) else {
                    return Err(at(
                        hcodes::PASSENGER_ASSOCIATION,
                        &pointer,
                        &format!("no guest has id {gid}"),
                    ));
                };
                if !placed.insert(*gid) {
                    return Err(at(
                        hcodes::PASSENGER_ASSOCIATION,
                        &pointer,
                        &format!("guest {gid} is in more than one room"),
                    ));
                }
                names.push(format!(
                    "{} {}",
                    g.name.first_name.trim(),
                    g.name.last_name.trim()
                ));
            }
            if let Some(pid) = room.payment_id {
                if !r.payments.iter().any(|p| p.id == Some(pid)) {
                    return Err(at(
                        codes::INVALID_FORMAT,
                        &format!("/data/rooms/{i}/paymentId"),
                        &format!("no payment has id {pid}"),
                    ));
                }
            }
            per_room.push(names);
        }
    } else {
        let all: Vec<String> = r
            .guests
            .iter()
            .map(|g| format!("{} {}", g.name.first_name.trim(), g.name.last_name.trim()))
            .collect();
        per_room = vec![all; rooms];
    }

    // Rule 1: only card-accepting hotels, only the cards they take.
    let accepted = offer.policies.accepted().cloned().unwrap_or_default();
    if accepted.credit_cards.is_empty() || !accepted.methods.iter().any(|m| m == "CREDIT_CARD") {
        return Err(at(
            hcodes::CARD_NOT_ACCEPTED,
            "/data/payments/0/card",
            &format!(
                "the hotel accepts no credit cards for this offer (accepted: {})",
                accepted.methods.join(", ")
            ),
        ));
    }
    for (i, pay) in r.payments.iter().enumerate() {
        let v = &pay.card.as_ref().expect("checked above").vendor_code;
        if !accepted.credit_cards.contains(v) {
            return Err(at(
                hcodes::CARD_NOT_ACCEPTED,
                &format!("/data/payments/{i}/card/vendorCode"),
                &format!(
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
            return Err(at(
                hcodes::CARD_EXPIRY,
                &format!("/data/payments/{i}/card/expiryDate"),
                "the card expires before the stay ends",
            ));
        }
    }

    // Rule 4: book every night, or fail with 3664 if a night is gone.
    let card = r.payments[0].card.as_ref().expect("checked above");
    let last4: String = card.card_number[card.card_number.len().saturating_sub(4)..].to_string();
    let total = crate::sandbox::world::flights::fares::money(
        cents(&offer.price.total) * i64::from(key.rooms),
    );
    let booked = inventory::book(
        state.conn(),
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
    )
    .map_err(db)?;
    let Some(booked) = booked else {
        return Err(at(
            hcodes::NO_ROOMS,
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
    Ok(Resp::json(201, AMADEUS_JSON, &Envelope::new(items)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::http::Params;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2030, 1, 10).unwrap()
    }

    fn get(path: &str, q: &str) -> Req {
        Req {
            method: "GET".into(),
            path: path.into(),
            params: Params::parse(q),
            headers: vec![],
            body: vec![],
            origin: "http://h".into(),
        }
    }

    fn post(body: &Value) -> Req {
        Req {
            method: "POST".into(),
            path: ops::hotels::BookHotel::PATH.into(),
            params: Params::default(),
            headers: vec![],
            body: serde_json::to_vec(body).unwrap(),
            origin: "http://h".into(),
        }
    }

    fn ok(r: Reply) -> Value {
        let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
        serde_json::from_slice(&r.body).unwrap()
    }

    fn err(r: Reply) -> (u16, Value) {
        let e = r.expect_err("an error");
        (
            e.status,
            serde_json::from_slice::<Value>(&e.body).unwrap()["errors"][0].clone(),
        )
    }

    fn ids(v: &Value) -> Vec<String> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["hotelId"].as_str().unwrap().to_string())
            .collect()
    }

    fn state() -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.sqlite3");
        (dir, path)
    }

    fn booking(offer_id: &str, vendor: &str, rooms: Value) -> Value {
        json!({"data": {
            "offerId": offer_id,
            "guests": [
                {"id": 1, "name": {"firstName": "BOB", "lastName": "SMITH"}, "contact": {"phone": "+33679278416", "email": "b@x.com"}},
                {"id": 2, "name": {"firstName": "ANN", "lastName": "SMITH"}, "contact": {"phone": "+33679278416", "email": "a@x.com"}}
            ],
            "payments": [{"id": 1, "method": "creditCard", "card": {"vendorCode": vendor, "cardNumber": "4111111111111111", "expiryDate": "2035-01"}}],
            "rooms": rooms,
        }})
    }

    /// The first offer (all rates) of the first hotel in a city matching `pick`.
    fn find_offer(
        st: &State,
        city: &str,
        q: &str,
        pick: impl Fn(&Hotel) -> bool,
    ) -> (Hotel, Value) {
        for h in catalog::city_hotels(city).iter().filter(|h| pick(h)) {
            let r = offers_on(
                st,
                today(),
                &get(
                    ops::hotels::SearchHotelOffers::PATH,
                    &format!("hotelIds={}&{q}&bestRateOnly=false", h.id),
                ),
            );
            let v = ok(r);
            if let Some(item) = v["data"].as_array().unwrap().first() {
                return (h.clone(), item["offers"][0].clone());
            }
        }
        panic!("no offer in {city}");
    }

    #[test]
    fn by_city_filters_and_sorts_by_distance() {
        let all = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR",
        )));
        let n = all["data"].as_array().unwrap().len();
        assert!(n >= 40, "{n}");
        assert!(all["meta"]["links"]["self"]
            .as_str()
            .unwrap()
            .ends_with("cityCode=PAR&radius=5&radiusUnit=KM&hotelSource=ALL"));
        let d: Vec<f64> = all["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["distance"]["value"].as_f64().unwrap())
            .collect();
        assert!(d.windows(2).all(|w| w[0] <= w[1]) && d.iter().all(|x| *x <= 5.0));
        // Deterministic.
        assert_eq!(
            all,
            ok(by_city(&get(
                ops::hotels::HotelsByCity::PATH,
                "cityCode=PAR"
            )))
        );
        // A wider radius finds more; miles are longer than kilometres.
        let wide = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=30",
        )));
        assert!(wide["data"].as_array().unwrap().len() > n);
        let miles = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=5&radiusUnit=MILE",
        )));
        assert!(miles["data"].as_array().unwrap().len() >= n);
        assert_eq!(miles["data"][0]["distance"]["unit"], "MILE");

        let hilton = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=50&chainCodes=HL,HX",
        )));
        assert!(ids(&hilton)
            .iter()
            .all(|i| i.starts_with("HL") || i.starts_with("HX")));
        let empty_chain = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&chainCodes=",
        )));
        assert_eq!(empty_chain["data"].as_array().unwrap().len(), n);

        let rated = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=50&ratings=4,5",
        )));
        assert!(rated["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|h| h["rating"] == "4" || h["rating"] == "5"));
        let pool = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=50&amenities=SWIMMING_POOL,BAR%20or%20LOUNGE",
        )));
        for h in pool["data"].as_array().unwrap() {
            let a: Vec<&str> = h["amenities"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_str().unwrap())
                .collect();
            assert!(a.contains(&"SWIMMING_POOL") && a.contains(&"BAR or LOUNGE"));
        }
        let bedbank = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=50&hotelSource=BEDBANK",
        )));
        let direct = ok(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&radius=50&hotelSource=DIRECTCHAIN",
        )));
        assert_eq!(
            bedbank["data"].as_array().unwrap().len() + direct["data"].as_array().unwrap().len(),
            ok(by_city(&get(
                ops::hotels::HotelsByCity::PATH,
                "cityCode=PAR&radius=50"
            )))["data"]
                .as_array()
                .unwrap()
                .len()
        );

        let (s, e) = err(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&amenities=HELIPAD",
        )));
        assert_eq!((s, e["code"].as_i64()), (400, Some(572)));
        let (_, e) = err(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&ratings=1,2,3,4,5",
        )));
        assert_eq!(e["code"], 477);
        let (_, e) = err(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=PAR&chainCodes=ZZ",
        )));
        assert_eq!(e["code"], 895);
        let (_, e) = err(by_city(&get(
            ops::hotels::HotelsByCity::PATH,
            "cityCode=QQQ",
        )));
        assert_eq!(e["code"], 1157);
        let (_, e) = err(by_city(&get(ops::hotels::HotelsByCity::PATH, "radius=3")));
        assert_eq!(e["code"], 32171);
    }

    #[test]
    fn by_geocode_and_by_hotels() {
        let near = ok(by_geocode(&get(
            ops::hotels::HotelsByGeocode::PATH,
            "latitude=51.5074&longitude=-0.1278&radius=2",
        )));
        let list = near["data"].as_array().unwrap();
        assert!(!list.is_empty());
        assert!(list
            .iter()
            .all(|h| h["iataCode"] == "LON" && h["distance"]["value"].as_f64().unwrap() <= 2.0));
        let some: Vec<String> = ids(&near).into_iter().take(3).collect();
        let q = format!("hotelIds={},XXLON000", some.join(","));
        let by_ids = ok(by_hotels(&get(ops::hotels::HotelsByIds::PATH, &q)));
        assert_eq!(ids(&by_ids), some);
        let (_, e) = err(by_hotels(&get(
            ops::hotels::HotelsByIds::PATH,
            "hotelIds=XXLON000",
        )));
        assert_eq!(e["code"], 3237);
        let (_, e) = err(by_geocode(&get(
            ops::hotels::HotelsByGeocode::PATH,
            "latitude=91&longitude=0",
        )));
        assert_eq!(e["code"], 477);
    }

    #[test]
    fn name_search_and_sentiments() {
        let v = ok(name_search(&get(
            ops::hotels::SearchHotelNames::PATH,
            "keyword=HILTON%20PARIS&subType=HOTEL_GDS&subType=HOTEL_LEISURE",
        )));
        let list = v["data"].as_array().unwrap();
        assert!(!list.is_empty() && list.len() <= 20);
        assert!(list
            .iter()
            .all(|m| m["name"].as_str().unwrap().contains("HILTON")
                && m["type"] == "location"
                && m["hotelIds"].as_array().unwrap().len() == 1));
        let gds_fr = ok(name_search(&get(
            ops::hotels::SearchHotelNames::PATH,
            "keyword=IBIS&subType=HOTEL_GDS&countryCode=FR&max=5",
        )));
        let list = gds_fr["data"].as_array().unwrap();
        assert_eq!(list.len(), 5);
        assert!(list
            .iter()
            .all(|m| m["subType"] == "HOTEL_GDS" && m["address"]["countryCode"] == "FR"));
        let (_, e) = err(name_search(&get(
            ops::hotels::SearchHotelNames::PATH,
            "keyword=IBI&subType=HOTEL_GDS",
        )));
        assert_eq!(e["code"], 477);
        let (_, e) = err(name_search(&get(
            ops::hotels::SearchHotelNames::PATH,
            "keyword=IBIS",
        )));
        assert_eq!(e["code"], 32171);

        let id = &catalog::city_hotels("LON")[0].id;
        let v = ok(sentiments(&get(
            ops::hotels::HotelSentiments::PATH,
            &format!("hotelIds={id},XXYYY001"),
        )));
        assert_eq!(v["data"][0]["hotelId"], id.as_str());
        assert_eq!(v["data"][0]["type"], "hotelSentiment");
        assert!((0..=100).contains(&v["data"][0]["overallRating"].as_i64().unwrap()));
        assert_eq!(v["warnings"][0]["code"], 913);
        assert_eq!(v["warnings"][0]["source"]["pointer"], "XXYYY001");
        let (_, e) = err(sentiments(&get(
            ops::hotels::HotelSentiments::PATH,
            "hotelIds=A1234567,B1234567,C1234567,D1234567",
        )));
        assert_eq!(e["code"], 477);
    }

    #[test]
    fn offers_validate_and_are_stable() {
        let (_d, path) = state();
        let st = State::open(&path).unwrap();
        let h = &catalog::city_hotels("PAR")[0];
        let q = format!(
            "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-02-04&adults=1",
            h.id
        );
        let a = ok(offers_on(
            &st,
            today(),
            &get(ops::hotels::SearchHotelOffers::PATH, &q),
        ));
        assert_eq!(
            a,
            ok(offers_on(
                &st,
                today(),
                &get(ops::hotels::SearchHotelOffers::PATH, &q)
            ))
        );
        // Another process (another connection) builds the same offer from the id alone.
        let id = a["data"][0]["offers"][0]["id"]
            .as_str()
            .unwrap()
            .to_string();
        let st2 = State::open(&path).unwrap();
        let again = ok(offer_on(&st2, today(), &get("", ""), &id));
        assert_eq!(again["data"]["offers"][0], a["data"][0]["offers"][0]);
        assert_eq!(again["data"]["available"], true);

        let all = ok(offers_on(
            &st,
            today(),
            &get(
                ops::hotels::SearchHotelOffers::PATH,
                &format!("{q}&bestRateOnly=false"),
            ),
        ));
        assert!(
            all["data"][0]["offers"].as_array().unwrap().len()
                >= a["data"][0]["offers"].as_array().unwrap().len()
        );
        let usd = ok(offers_on(
            &st,
            today(),
            &get(
                ops::hotels::SearchHotelOffers::PATH,
                &format!("{q}&currency=USD"),
            ),
        ));
        assert_eq!(usd["data"][0]["offers"][0]["price"]["currency"], "USD");

        let cases = [
            ("hotelIds=XX", 392),
            (&*format!("hotelIds={}&checkInDate=2030-01-09", h.id), 381),
            (
                &*format!(
                    "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-02-01",
                    h.id
                ),
                404,
            ),
            (
                &*format!(
                    "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-06-01",
                    h.id
                ),
                377,
            ),
            (&*format!("hotelIds={}&adults=10", h.id), 397),
            (&*format!("hotelIds={}&currency=usd", h.id), 61),
            (&*format!("hotelIds={}&boardType=SOME", h.id), 572),
            (&*format!("hotelIds={}&priceRange=100-200", h.id), 32171),
        ];
        for (q, code) in cases {
            let (_, e) = err(offers_on(
                &st,
                today(),
                &get(ops::hotels::SearchHotelOffers::PATH, q),
            ));
            assert_eq!(e["code"], code, "{q}");
        }
        let many: Vec<String> = catalog::city_hotels("PAR")
            .iter()
            .take(21)
            .map(|h| h.id.clone())
            .collect();
        let (_, e) = err(offers_on(
            &st,
            today(),
            &get(
                ops::hotels::SearchHotelOffers::PATH,
                &format!("hotelIds={}", many.join(",")),
            ),
        ));
        assert_eq!(e["code"], 477);
        let (s, e) = err(offer_on(&st, today(), &get("", ""), "TSXOJ6LFQ2"));
        assert_eq!((s, e["code"].as_i64()), (404, Some(1797)));
    }

    #[test]
    fn the_last_room_is_sold_once_then_3664() {
        let (_d, path) = state();
        let a = State::open(&path).unwrap();
        let b = State::open(&path).unwrap();
        let q = "checkInDate=2030-03-02&checkOutDate=2030-03-05&adults=1";
        let (h, offer) = find_offer(&a, "LON", q, |h| {
            !h.payments.cards.is_empty() && h.payments.cards.contains(&"VI")
        });
        let id = offer["id"].as_str().unwrap().to_string();
        let key = OfferKey::decode(&id).unwrap();
        let left = |st: &State| {
            inventory::availability(st.conn(), &h, key.check_in, key.check_out()).unwrap()[key.room]
        };
        let start = left(&a);
        assert!(start >= 1);
        // Two connections (as two processes) book in turn until nothing is left.
        for i in 0..start {
            let st = if i % 2 == 0 { &a } else { &b };
            let r = book_on(st, today(), "now", &post(&booking(&id, "VI", json!([]))));
            let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
            assert_eq!(r.status, 201);
            assert_eq!(left(&a), start - i - 1);
            assert_eq!(left(&b), start - i - 1);
        }
        let (s, e) = err(book_on(
            &b,
            today(),
            "now",
            &post(&booking(&id, "VI", json!([]))),
        ));
        assert_eq!((s, e["code"].as_i64()), (400, Some(3664)));
        let (_, e) = err(book_on(
            &a,
            today(),
            "now",
            &post(&booking(&id, "VI", json!([]))),
        ));
        assert_eq!(e["code"], 3664);
        // The recheck says so too.
        let v = ok(offer_on(&b, today(), &get("", ""), &id));
        assert_eq!(v["data"]["available"], false);
        assert!(v["data"]["offers"].as_array().unwrap().is_empty());
        // And the card number was not stored.
        let stored: String = a
            .conn()
            .query_row(
                "SELECT group_concat(card_last4) FROM hotel_reservations",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(stored.split(',').all(|x| x == "1111"));
    }

    #[test]
    fn parallel_bookings_never_oversell() {
        let (_d, path) = state();
        let st = State::open(&path).unwrap();
        let q = "checkInDate=2030-04-07&checkOutDate=2030-04-08&adults=1";
        let (h, offer) = find_offer(&st, "NYC", q, |h| h.payments.cards.contains(&"VI"));
        let id = offer["id"].as_str().unwrap().to_string();
        let key = OfferKey::decode(&id).unwrap();
        let start = inventory::availability(st.conn(), &h, key.check_in, key.check_out()).unwrap()
            [key.room];
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let path = path.clone();
                let id = id.clone();
                std::thread::spawn(move || {
                    let st = State::open(&path).unwrap();
                    (0..3)
                        .filter(|_| {
                            book_on(&st, today(), "now", &post(&booking(&id, "VI", json!([]))))
                                .is_ok()
                        })
                        .count() as i64
                })
            })
            .collect();
        let sold: i64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
        assert_eq!(sold, start);
        let left = inventory::availability(st.conn(), &h, key.check_in, key.check_out()).unwrap()
            [key.room];
        assert_eq!(left, 0);
    }

    #[test]
    fn cards_must_be_accepted() {
        let (_d, path) = state();
        let st = State::open(&path).unwrap();
        let q = "checkInDate=2030-03-02&checkOutDate=2030-03-03";
        let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards.is_empty());
        assert!(offer["policies"].to_string().contains("TRAVEL_AGENT_ID"));
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(offer["id"].as_str().unwrap(), "VI", json!([]))),
        ));
        assert_eq!(e["code"], 3682);
        let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards == ["VI", "CA"]);
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(offer["id"].as_str().unwrap(), "AX", json!([]))),
        ));
        assert_eq!(e["code"], 3682);
        assert_eq!(e["source"]["pointer"], "/data/payments/0/card/vendorCode");
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(offer["id"].as_str().unwrap(), "ZZ", json!([]))),
        ));
        assert_eq!(e["code"], 1205);
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(offer["id"].as_str().unwrap(), "visa", json!([]))),
        ));
        assert_eq!(e["code"], 477);
        let mut missing = booking(offer["id"].as_str().unwrap(), "VI", json!([]));
        missing["data"]["guests"] = json!([]);
        let (_, e) = err(book_on(&st, today(), "now", &post(&missing)));
        assert_eq!(
            (e["code"].as_i64(), e["source"]["pointer"].as_str()),
            (Some(32171), Some("/data/guests"))
        );
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking("NOSUCHOFFER1", "VI", json!([]))),
        ));
        assert_eq!(e["code"], 36803);
    }

    #[test]
    fn several_rooms_give_one_item_each_with_one_reference() {
        let (_d, path) = state();
        let st = State::open(&path).unwrap();
        let q = "checkInDate=2030-05-12&checkOutDate=2030-05-14&adults=1&roomQuantity=2";
        let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards.contains(&"VI"));
        assert_eq!(offer["roomQuantity"], "2");
        let id = offer["id"].as_str().unwrap();
        // Guests by room.
        let rooms = json!([{"guestIds": [1]}, {"guestIds": [2], "paymentId": 1}]);
        let v = ok(book_on(
            &st,
            today(),
            "now",
            &post(&booking(id, "VI", rooms)),
        ));
        let items = v["data"].as_array().unwrap();
        assert_eq!(items.len(), 2);
        assert_eq!(items[0]["type"], "hotel-booking");
        assert_eq!(items[0]["associatedRecords"], items[1]["associatedRecords"]);
        assert_ne!(items[0]["id"], items[1]["id"]);
        let reference = items[0]["associatedRecords"][0]["reference"]
            .as_str()
            .unwrap();
        assert_eq!(reference.len(), 6);
        // Wrong room count, unknown guest, a guest twice.
        for (rooms, code) in [
            (json!([{"guestIds": [1]}]), 33555),
            (json!([{"guestIds": [1]}, {"guestIds": [3]}]), 4725),
            (json!([{"guestIds": [1]}, {"guestIds": [1]}]), 4725),
        ] {
            let (_, e) = err(book_on(
                &st,
                today(),
                "now",
                &post(&booking(id, "VI", rooms)),
            ));
            assert_eq!(e["code"], code);
        }
    }
}
