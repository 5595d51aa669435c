//! The world's places as the service writes them: offsets, coordinates, addresses,
//! scores and route destinations, shared by the answers of several domains.
use chrono::{NaiveDate, NaiveDateTime, Offset, TimeZone};

use super::data::{self, Airport, City};
use travel_core::model::location::{Address, GeoCode, Location, TimeZone as Tz};

/// The UTC offset of an IANA zone at a local moment, as the service prints it: `+01:00`.
pub fn utc_offset(zone: &str, at: NaiveDateTime) -> String {
    let secs = offset_seconds(zone, at);
    let sign = if secs < 0 { '-' } else { '+' };
    let secs = secs.abs();
    format!("{sign}{:02}:{:02}", secs / 3600, (secs % 3600) / 60)
}

/// The UTC offset (seconds) of an IANA zone at a local moment; 0 for a zone not known.
pub fn offset_seconds(zone: &str, at: NaiveDateTime) -> i32 {
    zone.parse::<chrono_tz::Tz>()
        .ok()
        .and_then(|tz| tz.offset_from_local_datetime(&at).earliest())
        .map_or(0, |o| o.fix().local_minus_utc())
}

/// Noon of a date: a safe moment to read a zone's offset for that day.
pub fn noon(date: NaiveDate) -> NaiveDateTime {
    date.and_hms_opt(12, 0, 0).expect("noon exists")
}

fn round5(v: f64) -> f64 {
    (v * 100_000.0).round() / 100_000.0
}

pub fn geo(lat: f64, lon: f64) -> GeoCode {
    GeoCode {
        latitude: Some(round5(lat)),
        longitude: Some(round5(lon)),
    }
}

/// The address block the location endpoints share.
pub fn address_of(a: &Airport) -> Address {
    let country = data::country(a.country);
    Address {
        city_name: Some(a.city_name.to_string()),
        city_code: Some(a.city_code.to_string()),
        country_name: country.map(|c| c.name.to_string()),
        country_code: Some(a.country.to_string()),
        state_code: None,
        region_code: country.map(|c| c.region.to_string()),
    }
}

/// The analytics scores of an airport, from its traffic weight.
pub fn travelers_score(a: &Airport) -> i64 {
    (i64::from(a.size) / 2).max(1)
}

pub fn flights_score(a: &Airport) -> i64 {
    // Hubs carry relatively more flights than travellers per flight; small fields less.
    ((f64::from(a.size) * 0.42).round() as i64).max(1)
}

/// A route destination (airport and airline routes): `subtype` spelled lower-case.
pub fn route_destination(a: &Airport, relevance: i64, today: NaiveDate) -> Location {
    let now = noon(today);
    let mut address = address_of(a);
    address.city_code = None;
    address.country_code = None;
    Location {
        kind: "location".into(),
        subtype: Some("city".into()),
        name: Some(a.city_name.to_string()),
        iata_code: Some(a.iata.to_string()),
        geo_code: Some(geo(a.lat, a.lon)),
        address: Some(address),
        time_zone: Some(Tz {
            offset: Some(utc_offset(a.tz, now)),
            reference_local_date_time: Some(now.format("%Y-%m-%dT%H:%M:%S").to_string()),
        }),
        metrics: Some(travel_core::model::location::Metrics {
            relevance: Some(relevance),
        }),
        ..Default::default()
    }
}

/// The biggest airport of a city stands for it where one point is needed.
pub fn main_airport(c: &City) -> Option<&'static Airport> {
    c.airports.first().copied()
}
