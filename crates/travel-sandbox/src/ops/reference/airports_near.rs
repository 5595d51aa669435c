//! GET /v1/reference-data/locations/airports (nearest relevant airports)

use crate::ops::prelude::*;
use travel_core::model::location::{Analytics, Distance, Location, NearestAirports, Score};
use travel_world::data::{self, Airport};
use travel_world::places::{address_of, flights_score, geo, noon, travelers_score, utc_offset};

/// The radius the service describes, in kilometres.
const MAX_RADIUS: u32 = 500;
const SORTS: [&str; 4] = [
    "relevance",
    "distance",
    "analytics.flights.score",
    "analytics.travelers.score",
];

pub fn answer(app: &App, req: &Req, q: NearestAirports, _: NoBody) -> Answer<Vec<Location>> {
    let lat = coordinate(q.latitude, "latitude", 90.0)?;
    let lon = coordinate(q.longitude, "longitude", 180.0)?;
    let radius = q.radius.unwrap_or(MAX_RADIUS);
    if radius > MAX_RADIUS {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "radius",
            "radius must be an integer from 0 to 500",
        ));
    }
    let sort = q.sort.unwrap_or_else(|| "relevance".into());
    if !SORTS.contains(&sort.as_str()) {
        return Err(Rejection::param(
            codes::INVALID_OPTION,
            "sort",
            "sort must be relevance, distance, analytics.flights.score or analytics.travelers.score",
        ));
    }
    let now = noon(app.today());
    let mut found: Vec<(f64, i64, i64, f64, &Airport)> = data::airports()
        .iter()
        .filter(|a| a.size > 0)
        .filter_map(|a| {
            let d = data::distance_km((lat, lon), (a.lat, a.lon));
            (d <= f64::from(radius)).then(|| {
                let (f, t) = (flights_score(a), travelers_score(a));
                // Big airports nearby matter most; relevance falls with distance.
                let relevance = (f * t) as f64 * 2.0 / (d + 1.0);
                (d, f, t, (relevance * 100_000.0).round() / 100_000.0, a)
            })
        })
        .collect();
    match sort.as_str() {
        "distance" => found.sort_by(|a, b| a.0.total_cmp(&b.0)),
        "analytics.flights.score" => found.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.total_cmp(&b.0))),
        "analytics.travelers.score" => {
            found.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.total_cmp(&b.0)))
        }
        _ => found.sort_by(|a, b| b.3.total_cmp(&a.3)),
    }
    let items: Vec<Location> = found
        .into_iter()
        .map(|(d, f, t, rel, a)| Location {
            kind: "location".into(),
            sub_type: Some("AIRPORT".into()),
            name: Some(a.name.to_string()),
            detailed_name: Some(format!("{}/{}:{}", a.city_name, a.country, a.name)),
            time_zone_offset: Some(utc_offset(a.tz, now)),
            iata_code: Some(a.iata.to_string()),
            geo_code: Some(geo(a.lat, a.lon)),
            address: Some(address_of(a)),
            distance: Some(Distance {
                value: Some(d.round()),
                unit: Some("KM".into()),
            }),
            analytics: Some(Analytics {
                flights: Some(Score { score: Some(f) }),
                travelers: Some(Score { score: Some(t) }),
            }),
            relevance: Some(rel),
            ..Default::default()
        })
        .collect();
    envelope::page(
        req,
        items,
        q.page_limit,
        q.page_offset,
        &[("radius", radius.to_string()), ("sort", sort)],
    )
}

fn coordinate(v: f64, name: &str, limit: f64) -> Result<f64, Rejection> {
    if v.is_finite() && (-limit..=limit).contains(&v) {
        Ok(v)
    } else {
        Err(Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!("{name} must be a number from -{limit} to {limit}"),
        ))
    }
}
