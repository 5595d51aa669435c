//! GET /v1/reference-data/locations/hotels/by-city, .../by-geocode and .../by-hotels

use super::{checked, hotel_ids};
use crate::ops::prelude::*;
use travel_core::model::hotel::{
    Hotel as HotelItem, HotelDistance, HotelIds, HotelListQuery, AMENITIES,
};
use travel_core::model::location::Address;
use travel_world::data::{self, City};
use travel_world::hotels::catalog::{self, Hotel, Source};
use travel_world::places::geo;

const MAX_CHAINS: usize = 99;
const MAX_IDS: usize = 99;
const MAX_AMENITIES: usize = 3;
const MAX_RATINGS: usize = 4;
const KM_PER_MILE: f64 = 1.609_344;

/// GET /v1/reference-data/locations/hotels/by-city
pub fn by_city(app: &App, req: &Req, q: HotelListQuery, _: NoBody) -> Answer<Vec<HotelItem>> {
    let code = q
        .city_code
        .as_deref()
        .ok_or_else(|| Rejection::missing("cityCode"))?
        .to_ascii_uppercase();
    if !shape::is_location(&code) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "cityCode",
            "cityCode must be a 3-letter IATA code",
        ));
    }
    let filter = Filter::of(&q)?;
    // A city code searches around the city's centre; an airport code around the airport.
    let (city, centre): (&City, (f64, f64)) = match data::city(&code) {
        Some(c) => (c, (c.lat, c.lon)),
        None => match data::airport(&code) {
            Some(a) => (data::city_of(a), (a.lat, a.lon)),
            None => {
                return Err(Rejection::param(
                    codes::INVALID_CITY_CODE,
                    "cityCode",
                    format!("{code} is not a known city or airport code"),
                ))
            }
        },
    };
    let hotels = catalog::city_hotels(app.seed(), city.code);
    found(req, filter.select(&hotels, centre), "cityCode")
}

/// GET /v1/reference-data/locations/hotels/by-geocode
pub fn by_geocode(app: &App, req: &Req, q: HotelListQuery, _: NoBody) -> Answer<Vec<HotelItem>> {
    let coord = |value: Option<f64>, name: &str, limit: f64| -> Result<f64, Rejection> {
        let expected = format!("a number from -{limit} to {limit}");
        checked(value, name, &expected, |x| {
            x.is_finite() && x.abs() <= limit
        })?
        .ok_or_else(|| Rejection::missing(name))
    };
    let lat = coord(q.latitude, "latitude", 90.0)?;
    let lon = coord(q.longitude, "longitude", 180.0)?;
    let filter = Filter::of(&q)?;
    // Hotels lie within about 45 km of their city's centre (airport hotels).
    let mut hotels: Vec<Hotel> = Vec::new();
    for c in data::cities() {
        if data::distance_km((lat, lon), (c.lat, c.lon)) <= filter.radius_km + 45.0
            && catalog::hotel_count(app.seed(), c) > 0
        {
            hotels.extend(catalog::city_hotels(app.seed(), c.code).iter().cloned());
        }
    }
    found(req, filter.select(&hotels, (lat, lon)), "latitude")
}

/// GET /v1/reference-data/locations/hotels/by-hotels
pub fn by_ids(app: &App, req: &Req, q: HotelIds, _: NoBody) -> Answer<Vec<HotelItem>> {
    let ids = hotel_ids(&q.hotel_ids, MAX_IDS, Some(codes::INVALID_FORMAT))?;
    let items: Vec<HotelItem> = ids
        .iter()
        .filter_map(|id| catalog::hotel(app.seed(), id))
        .map(|h| item(&h))
        .collect();
    if items.is_empty() {
        return Err(Rejection::param(
            codes::PROPERTY_NOT_FOUND,
            "hotelIds",
            "none of the hotel ids is known",
        ));
    }
    Ok(envelope::list(req, &[], items))
}

/// The list around a city or a point, or NOTHING FOUND naming where.
fn found(req: &Req, items: Vec<HotelItem>, parameter: &str) -> Answer<Vec<HotelItem>> {
    if items.is_empty() {
        return Err(Rejection::param(
            codes::NOTHING_FOUND_FOR_CITY,
            parameter,
            "no hotel matches the request",
        ));
    }
    let defaults = [
        ("radius", "5".to_string()),
        ("radiusUnit", "KM".to_string()),
        ("hotelSource", "ALL".to_string()),
    ];
    Ok(envelope::list(req, &defaults, items))
}

/// The filters by-city and by-geocode share.
struct Filter {
    radius_km: f64,
    mile: bool,
    chains: Vec<String>,
    amenities: Vec<String>,
    ratings: Vec<u8>,
    source: Option<Source>,
}

impl Filter {
    fn of(q: &HotelListQuery) -> Result<Filter, Rejection> {
        let radius = checked(q.radius, "radius", "an integer from 1 to 300", |n| {
            (1..=300).contains(n)
        })?
        .unwrap_or(5);
        let mile = match q.radius_unit.as_deref().map(str::to_ascii_uppercase) {
            None => false,
            Some(u) if u == "KM" => false,
            Some(u) if u == "MILE" => true,
            Some(u) => {
                return Err(Rejection::param(
                    codes::INVALID_OPTION,
                    "radiusUnit",
                    format!("{u} is not a valid option; use KM or MILE"),
                ))
            }
        };
        let chains: Vec<String> = q
            .chain_codes
            .iter()
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if chains.len() > MAX_CHAINS {
            return Err(Rejection::param(
                codes::INVALID_FORMAT,
                "chainCodes",
                "at most 99 chain codes",
            ));
        }
        if let Some(c) = chains.iter().find(|c| !shape::is_hotel_chain(c)) {
            return Err(Rejection::param(
                codes::INVALID_FORMAT,
                "chainCodes",
                format!("{c} is not a chain code (two letters)"),
            ));
        }
        if let Some(a) = q
            .amenities
            .iter()
            .find(|a| !AMENITIES.contains(&a.as_str()))
        {
            return Err(Rejection::param(
                codes::INVALID_OPTION,
                "amenities",
                format!("{a} is not a valid amenity"),
            ));
        }
        if q.amenities.len() > MAX_AMENITIES {
            return Err(Rejection::param(
                codes::INVALID_FORMAT,
                "amenities",
                "at most 3 amenities",
            ));
        }
        let mut ratings = Vec::new();
        for r in &q.ratings {
            match r.parse::<u8>() {
                Ok(n) if (1..=5).contains(&n) => ratings.push(n),
                _ => {
                    return Err(Rejection::param(
                        codes::INVALID_OPTION,
                        "ratings",
                        format!("{r} is not a valid rating; use 1 to 5"),
                    ))
                }
            }
        }
        if ratings.len() > MAX_RATINGS {
            return Err(Rejection::param(
                codes::INVALID_FORMAT,
                "ratings",
                "at most 4 ratings",
            ));
        }
        let source = match q.hotel_source.as_deref().map(str::to_ascii_uppercase) {
            None => None,
            Some(s) if s == "ALL" => None,
            Some(s) if s == "BEDBANK" => Some(Source::Bedbank),
            Some(s) if s == "DIRECTCHAIN" => Some(Source::DirectChain),
            Some(s) => {
                return Err(Rejection::param(
                    codes::INVALID_OPTION,
                    "hotelSource",
                    format!("{s} is not a valid option; use BEDBANK, DIRECTCHAIN or ALL"),
                ))
            }
        };
        let radius_km = if mile {
            f64::from(radius) * KM_PER_MILE
        } else {
            f64::from(radius)
        };
        Ok(Filter {
            radius_km,
            mile,
            chains,
            amenities: q.amenities.clone(),
            ratings,
            source,
        })
    }

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
                    (d / KM_PER_MILE, "MILE")
                } else {
                    (d, "KM")
                };
                let mut item = item(h);
                item.distance = Some(HotelDistance {
                    value: Some(round2(value)),
                    unit: unit.into(),
                });
                item
            })
            .collect()
    }
}

/// A hotel as the lists show it.
fn item(h: &Hotel) -> HotelItem {
    HotelItem {
        chain_code: h.chain.into(),
        iata_code: h.city.code.into(),
        dupe_id: Some(h.dupe_id),
        name: h.name.clone(),
        hotel_id: h.id.clone(),
        geo_code: Some(geo(h.lat, h.lon)),
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

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}
