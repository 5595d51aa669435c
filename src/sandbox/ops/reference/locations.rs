//! GET /v1/reference-data/locations (airport and city search) and
//! GET /v1/reference-data/locations/{locationId}

use chrono::NaiveDateTime;

use crate::api::ops::reference::GetLocation;
use crate::api::ops::Operation;
use crate::model::location::{Analytics, Location, LocationById, LocationSearch, Score, SelfLink};
use crate::sandbox::ops::prelude::*;
use crate::sandbox::world::data::{self, Airport};
use crate::sandbox::world::places::{
    address_of, geo, main_airport, noon, travelers_score, utc_offset,
};

/// The only sort the service offers.
const SORT: &str = "analytics.travelers.score";

pub fn search(app: &App, req: &Req, q: LocationSearch, _: NoBody) -> Answer<Vec<Location>> {
    if q.sub_type.is_empty() {
        return Err(Rejection::missing("subType"));
    }
    let (mut want_airports, mut want_cities) = (false, false);
    for s in &q.sub_type {
        match s.to_ascii_uppercase().as_str() {
            "AIRPORT" => want_airports = true,
            "CITY" => want_cities = true,
            other => {
                return Err(Rejection::param(
                    codes::INVALID_OPTION,
                    "subType",
                    format!("{other} is not a valid subType; use AIRPORT or CITY"),
                ))
            }
        }
    }
    let folded = crate::parse::fold(q.keyword.trim());
    let keyword = folded.as_str();
    let allowed = |c: char| c.is_ascii_alphanumeric() || " ./:()'\"-".contains(c);
    if !keyword.chars().all(allowed) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword may contain only letters, digits and ./:()'\"-",
        ));
    }
    let country = super::country(q.country_code.as_deref(), "countryCode")?;
    if q.sort.as_deref().is_some_and(|s| s != SORT) {
        return Err(Rejection::param(
            codes::INVALID_OPTION,
            "sort",
            format!("sort must be {SORT}"),
        ));
    }
    let view = q.view.as_deref().unwrap_or("FULL").to_ascii_uppercase();
    if view != "FULL" && view != "LIGHT" {
        return Err(Rejection::param(
            codes::INVALID_OPTION,
            "view",
            "view must be LIGHT or FULL",
        ));
    }
    let light = view == "LIGHT";
    let today = noon(app.today());
    let needle = keyword.to_uppercase();
    let mut hits: Vec<(i64, Location)> = Vec::new();
    if want_airports {
        for a in data::airports().iter().filter(|a| a.size > 0) {
            if country.as_deref().is_some_and(|cc| a.country != cc) {
                continue;
            }
            if a.iata == needle || word_prefix(a.name, &needle) || word_prefix(a.city_name, &needle)
            {
                hits.push((
                    travelers_score(a),
                    airport_location(req, a, "AIRPORT", today, light),
                ));
            }
        }
    }
    if want_cities {
        for c in data::cities() {
            let Some(main) = main_airport(c).filter(|a| a.size > 0) else {
                continue;
            };
            if country.as_deref().is_some_and(|cc| c.country != cc) {
                continue;
            }
            if c.code == needle || word_prefix(c.name, &needle) {
                let mut loc = airport_location(req, main, "CITY", today, light);
                loc.name = Some(c.name.to_string());
                loc.iata_code = Some(c.code.to_string());
                loc.id = Some(format!("C{}", c.code));
                loc.detailed_name = Some(format!("{}/{}", c.name, c.country));
                loc.self_link = Some(self_link(req, &format!("C{}", c.code)));
                loc.geo_code = Some(geo(c.lat, c.lon));
                hits.push((travelers_score(main), loc));
            }
        }
    }
    // Most travellers first, as the service's default (and only) sort.
    hits.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then_with(|| a.1.iata_code.cmp(&b.1.iata_code))
    });
    let items: Vec<Location> = hits.into_iter().map(|(_, l)| l).collect();
    envelope::page(
        req,
        items,
        q.page_limit,
        q.page_offset,
        &[("sort", SORT.into()), ("view", view)],
    )
}

/// One airport (`A` + code) or city (`C` + code).
pub fn by_id(app: &App, req: &Req, q: LocationById, _: NoBody) -> Answer<Location> {
    let today = noon(app.today());
    let id = q.location_id.as_str();
    // the first character, whatever its width: an id may be any text
    let (prefix, code) = id.split_at(id.chars().next().map_or(0, char::len_utf8));
    let loc = match prefix {
        "A" => data::airport(code)
            .filter(|a| a.iata == code)
            .map(|a| airport_location(req, a, "AIRPORT", today, false)),
        "C" => data::cities()
            .iter()
            .find(|c| c.code == code)
            .and_then(|c| {
                main_airport(c).map(|m| {
                    let mut loc = airport_location(req, m, "CITY", today, false);
                    loc.name = Some(c.name.to_string());
                    loc.iata_code = Some(c.code.to_string());
                    loc.id = Some(id.to_string());
                    loc.self_link = Some(self_link(req, id));
                    loc
                })
            }),
        _ => None,
    };
    let loc = loc.ok_or_else(|| {
        Rejection::new(
            404,
            codes::NOT_FOUND,
            "no response found for this query parameter",
        )
        .with_parameter("locationId")
    })?;
    Ok(envelope::one(req, &[], loc))
}

/// Whether any word of `text` (or the whole text) starts with `needle`.
fn word_prefix(text: &str, needle: &str) -> bool {
    text.starts_with(needle)
        || text
            .match_indices([' ', '-', '/', '.'])
            .any(|(i, _)| text[i + 1..].starts_with(needle))
}

fn self_link(req: &Req, id: &str) -> SelfLink {
    let path = GetLocation::PATH.replace("{locationId}", id);
    SelfLink {
        href: format!("{}{path}", req.origin),
        methods: vec!["GET".into()],
    }
}

/// An airport as the airport and city search shows it.
fn airport_location(
    req: &Req,
    a: &Airport,
    sub_type: &str,
    now: NaiveDateTime,
    light: bool,
) -> Location {
    let id = format!("{}{}", &sub_type[..1], a.iata);
    let mut loc = Location {
        kind: "location".into(),
        sub_type: Some(sub_type.to_string()),
        name: Some(a.name.to_string()),
        detailed_name: Some(format!("{}/{}:{}", a.city_name, a.country, a.name)),
        id: Some(id.clone()),
        self_link: Some(self_link(req, &id)),
        time_zone_offset: Some(utc_offset(a.tz, now)),
        iata_code: Some(a.iata.to_string()),
        geo_code: Some(geo(a.lat, a.lon)),
        address: Some(address_of(a)),
        analytics: Some(Analytics {
            flights: None,
            travelers: Some(Score {
                score: Some(travelers_score(a)),
            }),
        }),
        ..Default::default()
    };
    if light {
        loc.time_zone_offset = None;
        loc.geo_code = None;
        loc.analytics = None;
    }
    loc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_prefix_matches_any_word_start() {
        assert!(word_prefix("SAN FRANCISCO INTL", "FRAN"));
        assert!(word_prefix("SAN FRANCISCO INTL", "SAN FR"));
        assert!(!word_prefix("SAN FRANCISCO INTL", "CISCO"));
    }
}
