//! GET /v1/reference-data/locations/hotel (hotel name autocomplete)

use std::collections::HashSet;

use super::checked;
use crate::ops::prelude::*;
use travel_core::model::hotel::{HotelMatch, HotelNameSearch};
use travel_core::model::location::Address;
use travel_world::hotels::catalog::{self, NameEntry, Source};
use travel_world::places::geo;

const MAX_MATCHES: usize = 20;

pub fn answer(app: &App, req: &Req, q: HotelNameSearch, _: NoBody) -> Answer<Vec<HotelMatch>> {
    let folded = travel_core::parse::fold(&q.keyword);
    let keyword = folded.as_str();
    // The interface counts letters: spaces between words do not count.
    let n = keyword.chars().filter(|c| !c.is_whitespace()).count();
    if !(4..=40).contains(&n) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword must be 4 to 40 characters",
        ));
    }
    if !keyword
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || " *'-".contains(c))
    {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword may hold only letters, digits, spaces and * ' -",
        ));
    }
    if q.sub_type.is_empty() {
        return Err(Rejection::missing("subType"));
    }
    let mut want = HashSet::new();
    for s in &q.sub_type {
        match s.to_ascii_uppercase().as_str() {
            "HOTEL_LEISURE" => want.insert(Source::Bedbank),
            "HOTEL_GDS" => want.insert(Source::DirectChain),
            _ => {
                return Err(Rejection::param(
                    codes::INVALID_OPTION,
                    "subType",
                    format!("{s} is not a valid option; use HOTEL_LEISURE or HOTEL_GDS"),
                ))
            }
        };
    }
    let two_letters = |v: &Option<String>, name: &str| -> Result<(), Rejection> {
        checked(v.as_ref(), name, "two letters", |v| {
            v.len() == 2 && v.bytes().all(|b| b.is_ascii_alphabetic())
        })
        .map(drop)
    };
    two_letters(&q.country_code, "countryCode")?;
    two_letters(&q.lang, "lang")?;
    let country = q.country_code.as_deref().map(str::to_ascii_uppercase);
    let max = checked(q.max, "max", "an integer from 1 to 20", |n| {
        (1..=MAX_MATCHES).contains(n)
    })?
    .unwrap_or(MAX_MATCHES);

    let upper = keyword.to_ascii_uppercase();
    let words: Vec<String> = upper
        .split([' ', '*'])
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    let phrase = words.join(" ");
    let mut found: Vec<(i64, &NameEntry)> = catalog::name_index(app.seed())
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
    Ok(envelope::list(req, &[("max", max.to_string())], items))
}
