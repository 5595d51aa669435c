//! GET /v1/reference-data/locations/cities

use serde_json::{json, Map};

use super::{country, positive};
use crate::ops::prelude::*;
use travel_core::model::location::{Address, CitySearch, Location, Relationship};
use travel_world::data::{self, City};
use travel_world::places::{geo, main_airport};

/// City search's `max` when absent.
const DEFAULT_MAX: usize = 10;

pub fn answer(_: &App, req: &Req, q: CitySearch, _: NoBody) -> Answer<Vec<Location>> {
    let n = q.keyword.chars().count();
    if !(3..=10).contains(&n) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword must be between 3 and 10 characters",
        ));
    }
    let country = country(q.country_code.as_deref(), "countryCode")?;
    let max = positive(q.max, "max")?.unwrap_or(DEFAULT_MAX);
    if let Some(other) = q
        .include
        .iter()
        .find(|v| !v.eq_ignore_ascii_case("AIRPORTS"))
    {
        return Err(Rejection::param(
            codes::INVALID_OPTION,
            "include",
            format!("{other} is not a valid option; use AIRPORTS"),
        ));
    }
    let with_airports = !q.include.is_empty();

    let needle = travel_core::parse::fold(&q.keyword).to_uppercase();
    let mut found: Vec<&City> = data::cities()
        .iter()
        .filter(|c| c.name.contains(&needle))
        .filter(|c| country.as_deref().is_none_or(|cc| c.country == cc))
        .collect();
    found.sort_by(|a, b| weight(b).cmp(&weight(a)).then(a.name.cmp(b.name)));
    found.truncate(max);

    let mut included = Map::new();
    let items: Vec<Location> = found
        .iter()
        .map(|c| {
            let mut loc = Location {
                kind: "location".into(),
                sub_type: Some("city".into()),
                name: Some(c.name.to_string()),
                iata_code: Some(c.code.to_string()),
                address: Some(Address {
                    country_code: Some(c.country.to_string()),
                    state_code: main_airport(c)
                        .and_then(|a| data::state_code(c.country, a.state))
                        .map(str::to_string),
                    ..Default::default()
                }),
                geo_code: Some(geo(c.lat, c.lon)),
                ..Default::default()
            };
            if with_airports {
                for a in c.airports.iter().filter(|a| a.size > 0) {
                    loc.relationships.push(Relationship {
                        id: a.iata.to_string(),
                        kind: "Airport".into(),
                        href: format!("#/included/airports/{}", a.iata),
                    });
                    included.insert(
                        a.iata.to_string(),
                        json!({ "name": a.name, "iataCode": a.iata, "subType": "AIRPORT",
                                "geoCode": geo(a.lat, a.lon), "address": { "countryCode": a.country } }),
                    );
                }
            }
            loc
        })
        .collect();
    let mut body = envelope::list(req, &[("max", max.to_string())], items);
    if with_airports {
        body.included = Some(json!({ "airports": included }));
    }
    Ok(body)
}

/// A city's weight for ordering: its busiest airport.
fn weight(c: &City) -> u8 {
    c.airports.iter().map(|a| a.size).max().unwrap_or(0)
}
