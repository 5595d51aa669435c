//! Reference data: cities, airports, routes, airlines, check-in links, recommendations.

use chrono::{Datelike, Duration};
use serde_json::{json, Map, Value};

use super::{
    address_of, flights_score, geo, main_airport, noon, route_destination, travelers_score,
    utc_offset,
};
use crate::api::paths;
use crate::api::token::fnv1a;
use crate::model::location::{Analytics, Distance, Location, Relationship, Score, SelfLink};
use crate::sandbox::data::{self, Airport, City};
use crate::sandbox::http::{
    bad, codes, list_envelope, optional, positive, required, Reply, Req, Resp,
};
use crate::sandbox::{network, App};

/// City search's `max` when absent.
const DEFAULT_CITY_MAX: usize = 10;

/// GET /v1/reference-data/locations/cities
pub fn cities(req: &Req) -> Reply {
    let p = &req.params;
    let keyword = required(p, "keyword")?;
    let n = keyword.chars().count();
    if !(3..=10).contains(&n) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword must be between 3 and 10 characters",
        ));
    }
    let country = country_param(p, "countryCode")?;
    let max = positive(p, "max")?.unwrap_or(DEFAULT_CITY_MAX);
    let include = p.list("include");
    if let Some(other) = include.iter().find(|v| !v.eq_ignore_ascii_case("AIRPORTS")) {
        return Err(bad(
            codes::INVALID_OPTION,
            "include",
            &format!("{other} is not a valid option; use AIRPORTS"),
        ));
    }
    let with_airports = !include.is_empty();

    let needle = keyword.to_uppercase();
    let mut found: Vec<&City> = data::cities()
        .iter()
        .filter(|c| c.name.contains(&needle))
        .filter(|c| country.as_deref().is_none_or(|cc| c.country == cc))
        .collect();
    found.sort_by(|a, b| city_weight(b).cmp(&city_weight(a)).then(a.name.cmp(b.name)));
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
                address: Some(crate::model::location::Address {
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
    let mut body = list_envelope(req, &[("max", max.to_string())], &items);
    if with_airports {
        body.included = Some(json!({ "airports": included }));
    }
    Ok(Resp::ok(&body))
}

/// A city's weight for ordering: its busiest airport.
fn city_weight(c: &City) -> u8 {
    c.airports.iter().map(|a| a.size).max().unwrap_or(0)
}

/// GET /v1/reference-data/locations (airport and city search)
pub fn locations(app: &App, req: &Req) -> Reply {
    let p = &req.params;
    let sub_types = p.list("subType");
    if sub_types.is_empty() {
        return Err(required(p, "subType").unwrap_err());
    }
    let (mut want_airports, mut want_cities) = (false, false);
    for s in &sub_types {
        match s.to_ascii_uppercase().as_str() {
            "AIRPORT" => want_airports = true,
            "CITY" => want_cities = true,
            other => {
                return Err(bad(
                    codes::INVALID_OPTION,
                    "subType",
                    &format!("{other} is not a valid subType; use AIRPORT or CITY"),
                ))
            }
        }
    }
    let keyword = required(p, "keyword")?;
    let allowed = |c: char| c.is_ascii_alphanumeric() || " ./:()'\"-".contains(c);
    if !keyword.chars().all(allowed) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "keyword",
            "keyword may contain only letters, digits and ./:()'\"-",
        ));
    }
    let country = country_param(p, "countryCode")?;
    if let Some(sort) = p.get("sort") {
        if sort != "analytics.travelers.score" {
            return Err(bad(
                codes::INVALID_OPTION,
                "sort",
                "sort must be analytics.travelers.score",
            ));
        }
    }
    let view = p
        .get("view")
        .unwrap_or_else(|| "FULL".into())
        .to_ascii_uppercase();
    if view != "FULL" && view != "LIGHT" {
        return Err(bad(
            codes::INVALID_OPTION,
            "view",
            "view must be LIGHT or FULL",
        ));
    }
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
                    airport_location(req, a, "AIRPORT", today, view == "LIGHT"),
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
                let mut loc = airport_location(req, main, "CITY", today, view == "LIGHT");
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
    crate::sandbox::http::paged(
        req,
        &items,
        &[("sort", "analytics.travelers.score".into()), ("view", view)],
    )
}

/// GET /v1/reference-data/locations/{id}: one airport (`A` + code) or city (`C` + code).
pub fn location_by_id(app: &App, req: &Req, id: &str) -> Reply {
    let today = noon(app.today());
    let not_found = || {
        crate::sandbox::http::error(
            404,
            codes::NOT_FOUND.0,
            codes::NOT_FOUND.1,
            "no response found for this query parameter",
            Some("locationId"),
        )
    };
    let (prefix, code) = id.split_at(id.len().min(1));
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
    let loc = loc.ok_or_else(not_found)?;
    Ok(Resp::ok(
        &json!({ "meta": { "links": { "self": req.self_link(&[]) } }, "data": loc }),
    ))
}

/// Whether any word of `text` (or the whole text) starts with `needle`.
fn word_prefix(text: &str, needle: &str) -> bool {
    text.starts_with(needle)
        || text
            .match_indices([' ', '-', '/', '.'])
            .any(|(i, _)| text[i + 1..].starts_with(needle))
}

fn self_link(req: &Req, id: &str) -> SelfLink {
    SelfLink {
        href: format!("{}{}/{}", req.origin, paths::LOCATIONS, id),
        methods: vec!["GET".into()],
    }
}

/// An airport as the airport and city search shows it.
fn airport_location(
    req: &Req,
    a: &Airport,
    sub_type: &str,
    now: chrono::NaiveDateTime,
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

/// GET /v1/reference-data/locations/airports (nearest relevant airports)
pub fn airports_near(app: &App, req: &Req) -> Reply {
    let p = &req.params;
    let lat = coordinate(p, "latitude", 90.0)?;
    let lon = coordinate(p, "longitude", 180.0)?;
    let radius = optional(p, "radius", "an integer from 0 to 500", |v| {
        v.parse::<u32>().ok().filter(|r| *r <= 500)
    })?
    .unwrap_or(500);
    let sort = p.get("sort").unwrap_or_else(|| "relevance".into());
    if ![
        "relevance",
        "distance",
        "analytics.flights.score",
        "analytics.travelers.score",
    ]
    .contains(&sort.as_str())
    {
        return Err(bad(codes::INVALID_OPTION, "sort", "sort must be relevance, distance, analytics.flights.score or analytics.travelers.score"));
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
    crate::sandbox::http::paged(
        req,
        &items,
        &[("radius", radius.to_string()), ("sort", sort)],
    )
}

fn coordinate(p: &crate::sandbox::http::Params, name: &str, limit: f64) -> Result<f64, Resp> {
    let v = required(p, name)?;
    v.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && (-limit..=limit).contains(x))
        .ok_or_else(|| {
            bad(
                codes::INVALID_FORMAT,
                name,
                &format!("{name} must be a number from -{limit} to {limit}"),
            )
        })
}

fn country_param(p: &crate::sandbox::http::Params, name: &str) -> Result<Option<String>, Resp> {
    optional(p, name, "an ISO 3166-1 alpha-2 country code", |v| {
        (v.len() == 2 && v.chars().all(|c| c.is_ascii_alphabetic())).then(|| v.to_ascii_uppercase())
    })
}

fn iata_param(p: &crate::sandbox::http::Params, name: &str) -> Result<String, Resp> {
    let v = required(p, name)?;
    if v.len() == 3 && v.chars().all(|c| c.is_ascii_alphabetic()) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be a 3-letter IATA code"),
        ))
    }
}

fn airline_code_ok(v: &str) -> bool {
    let b = v.as_bytes();
    (b.len() == 2 && b.iter().all(u8::is_ascii_alphanumeric) && !b.iter().all(u8::is_ascii_digit))
        || (b.len() == 3 && b.iter().all(u8::is_ascii_alphabetic))
}

/// `metrics.relevance` of a route: the size of the far end, scaled so the best
/// destination of the whole network is 100. Computed before any filter or `max`, so a
/// route's relevance is the same whatever was asked.
fn relevance(a: &Airport, best: u8) -> i64 {
    (i64::from(a.size) * 100 / i64::from(best.max(1))).max(1)
}

/// GET /v1/airport/direct-destinations
pub fn airport_routes(app: &App, req: &Req) -> Reply {
    let p = &req.params;
    let from = iata_param(p, "departureAirportCode")?;
    let max = positive(p, "max")?;
    let country = country_param(p, "arrivalCountryCode")?;
    let all = network::airport_destinations(&from);
    let best = all.iter().map(|a| a.size).max().unwrap_or(1);
    let mut dests: Vec<&'static Airport> = all
        .into_iter()
        .filter(|a| country.as_deref().is_none_or(|cc| a.country == cc))
        .collect();
    // The limit applies from the start of the list sorted by airport IATA code.
    dests.sort_by_key(|a| a.iata);
    if let Some(m) = max {
        dests.truncate(m);
    }
    let today = app.today();
    let items: Vec<Location> = dests
        .iter()
        .map(|a| route_destination(a, relevance(a, best), today))
        .collect();
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

/// GET /v1/airline/destinations
pub fn airline_routes(app: &App, req: &Req) -> Reply {
    let p = &req.params;
    let code = required(p, "airlineCode")?.to_ascii_uppercase();
    if !airline_code_ok(&code) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "airlineCode",
            "airlineCode must be an IATA or ICAO airline code",
        ));
    }
    let max = positive(p, "max")?;
    let country = country_param(p, "arrivalCountryCode")?;
    // Each city with the airport that stands for it.
    let all: Vec<(&'static City, &'static Airport)> = network::airline_destinations(&code)
        .into_iter()
        .filter_map(|c| main_airport(c).map(|a| (c, a)))
        .collect();
    let best = all.iter().map(|(_, a)| a.size).max().unwrap_or(1);
    let mut cities: Vec<(&'static City, &'static Airport)> = all
        .into_iter()
        .filter(|(c, _)| country.as_deref().is_none_or(|cc| c.country == cc))
        .collect();
    // The limit applies from the start of the list sorted by city name.
    cities.sort_by(|(a, _), (b, _)| a.name.cmp(b.name).then(a.code.cmp(b.code)));
    if let Some(m) = max {
        cities.truncate(m);
    }
    let today = app.today();
    let items: Vec<Location> = cities
        .iter()
        .map(|(c, a)| {
            let mut loc = route_destination(a, relevance(a, best), today);
            loc.name = Some(c.name.to_string());
            loc.iata_code = Some(c.code.to_string());
            loc.geo_code = Some(geo(c.lat, c.lon));
            loc
        })
        .collect();
    // This endpoint carries the count as a string, and names its sort.
    let body = json!({
        "meta": { "count": items.len().to_string(), "sort": "iataCode", "links": { "self": req.self_link(&[]) } },
        "data": items,
    });
    Ok(Resp::ok(&body))
}

/// GET /v1/reference-data/airlines
pub fn airlines(req: &Req) -> Reply {
    let codes_list = req.params.list("airlineCodes");
    if codes_list.is_empty() {
        return Err(required(&req.params, "airlineCodes").unwrap_err());
    }
    if let Some(badc) = codes_list
        .iter()
        .find(|c| !airline_code_ok(&c.to_ascii_uppercase()))
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "airlineCodes",
            &format!("{badc} is not an IATA or ICAO airline code"),
        ));
    }
    // One item per airline, however many of its codes were asked for (BA and BAW).
    let mut found: Vec<&data::Airline> = Vec::new();
    for a in codes_list.iter().filter_map(|c| data::airline(c)) {
        if !found.iter().any(|f| f.iata == a.iata) {
            found.push(a);
        }
    }
    let items: Vec<crate::model::airline::Airline> = found
        .into_iter()
        .map(|a| crate::model::airline::Airline {
            kind: "airline".into(),
            iata_code: Some(a.iata.to_string()),
            icao_code: Some(a.icao.to_string()),
            business_name: Some(a.business_name.to_string()),
            common_name: Some(a.common_name.to_string()),
        })
        .collect();
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

/// GET /v2/reference-data/urls/checkin-links
pub fn checkin_links(req: &Req) -> Reply {
    let p = &req.params;
    let code = required(p, "airlineCode")?.to_ascii_uppercase();
    if !airline_code_ok(&code) {
        return Err(bad(
            codes::INVALID_FORMAT,
            "airlineCode",
            "airlineCode must be an IATA airline code",
        ));
    }
    let language = optional(p, "language", "a language tag such as en-GB", |v| {
        let b = v.as_bytes();
        let ok = (b.len() == 2 && b.iter().all(u8::is_ascii_alphabetic))
            || (b.len() == 5
                && b[2] == b'-'
                && b[..2].iter().chain(&b[3..]).all(u8::is_ascii_alphabetic));
        ok.then(|| v.to_string())
    })?
    .unwrap_or_else(|| "en-GB".into());
    let lang_id = language.to_ascii_uppercase();
    let lang_url = language.to_ascii_lowercase().replace('-', "_");
    let mut items = Vec::new();
    if let Some(a) = data::airline(&code) {
        let web = a.checkin_web.replace("{lang}", &lang_url);
        let mobile = a.checkin_mobile.replace("{lang}", &lang_url);
        let link = |channel: &str, href: &str| json!({ "type": "checkin-link", "id": format!("{}{}{}", a.iata, lang_id, channel), "href": href, "channel": channel });
        if web == mobile {
            items.push(link("All", &web));
        } else {
            items.push(link("Mobile", &mobile));
            items.push(link("Web", &web));
        }
    }
    Ok(Resp::ok(&list_envelope(
        req,
        &[("language", language.clone())],
        &items,
    )))
}

/// GET /v1/reference-data/recommended-locations
pub fn recommendations(app: &App, req: &Req) -> Reply {
    let p = &req.params;
    let origins = p.list("cityCodes");
    if origins.is_empty() {
        return Err(required(p, "cityCodes").unwrap_err());
    }
    if let Some(badc) = origins
        .iter()
        .find(|c| c.len() != 3 || !c.chars().all(|x| x.is_ascii_alphabetic()))
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "cityCodes",
            &format!("{badc} is not an IATA city code"),
        ));
    }
    let traveler = country_param(p, "travelerCountryCode")?.unwrap_or_else(|| "FR".into());
    let dest_countries: Vec<String> = p
        .list("destinationCountryCodes")
        .iter()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if let Some(badc) = dest_countries
        .iter()
        .find(|c| c.len() != 2 || !c.chars().all(|x| x.is_ascii_alphabetic()))
    {
        return Err(bad(
            codes::INVALID_FORMAT,
            "destinationCountryCodes",
            &format!("{badc} is not a country code"),
        ));
    }
    let origin_cities: Vec<&City> = origins.iter().filter_map(|c| data::city(c)).collect();
    let today = app.today();
    // Candidate destinations: cities served from the origins' airports, scored by size
    // and a stable per-traveller-country taste, closer than the far side of the world.
    let mut scored: Vec<(f64, &'static Airport, &City)> = Vec::new();
    for oc in &origin_cities {
        for oa in &oc.airports {
            for d in network::airport_destinations(oa.iata) {
                if origin_cities.iter().any(|c| c.code == d.city_code)
                    || scored.iter().any(|(_, a, _)| a.city_code == d.city_code)
                    || (!dest_countries.is_empty()
                        && !dest_countries.iter().any(|c| c == d.country))
                {
                    continue;
                }
                let taste =
                    (fnv1a(format!("{traveler}{}", d.city_code).as_bytes()) % 1000) as f64 / 1000.0;
                let score = f64::from(d.size) / 100.0 * 0.6 + taste * 0.4;
                scored.push((score, d, oc));
            }
        }
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.city_code.cmp(b.1.city_code)));
    scored.truncate(10);
    let depart = today + Duration::days(30 + i64::from(today.weekday().num_days_from_monday()));
    let back = depart + Duration::days(7);
    let items: Vec<Value> = scored
        .iter()
        .map(|(score, d, oc)| {
            let city = data::city(d.city_code);
            let name = city.map_or(d.city_name, |c| c.name);
            let (lat, lon) = city.map_or((d.lat, d.lon), |c| (c.lat, c.lon));
            let price = indicative_fare(oc, d);
            let offers = req.link(
                "/v2/shopping/flight-offers",
                &[
                    ("originLocationCode".into(), oc.code.to_string()),
                    ("destinationLocationCode".into(), d.city_code.to_string()),
                    ("departureDate".into(), depart.to_string()),
                    ("returnDate".into(), back.to_string()),
                    ("adults".into(), "1".into()),
                ],
            );
            let destinations = req.link(
                "/v1/shopping/flight-destinations",
                &[("origin".into(), d.city_code.to_string())],
            );
            json!({
                "type": "flight-date",
                "subtype": "CITY",
                "name": name,
                "iataCode": d.city_code,
                "geoCode": geo(lat, lon),
                "relevance": (score * 100.0).round() / 100.0,
                "origin": oc.code,
                "destination": d.city_code,
                "departureDate": depart.to_string(),
                "returnDate": back.to_string(),
                "price": { "total": format!("{price:.2}") },
                "links": { "flightDestinations": destinations, "flightOffers": offers },
            })
        })
        .collect();
    let body = list_envelope(req, &[("travelerCountryCode", traveler)], &items);
    Ok(Resp::ok(&body))
}

/// A cached-style indicative round-trip economy fare in EUR, from distance alone.
fn indicative_fare(from: &City, to: &Airport) -> f64 {
    let km = data::distance_km((from.lat, from.lon), (to.lat, to.lon));
    let wobble = (fnv1a(format!("{}{}", from.code, to.city_code).as_bytes()) % 40) as f64;
    (60.0 + km * 0.085 + wobble).round()
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

    #[test]
    fn airline_code_shapes() {
        assert!(airline_code_ok("BA"));
        assert!(airline_code_ok("U2"));
        assert!(airline_code_ok("BAW"));
        assert!(!airline_code_ok("22"));
        assert!(!airline_code_ok("B"));
    }
}
