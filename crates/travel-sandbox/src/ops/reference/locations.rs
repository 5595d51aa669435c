//! GET /v1/reference-data/locations (airport and city search) and
//! GET /v1/reference-data/locations/{locationId}

use std::cmp::Reverse;

use chrono::NaiveDateTime;

use crate::ops::prelude::*;
use travel_core::model::location::{
    Analytics, Location, LocationById, LocationSearch, Score, SelfLink,
};
use travel_core::ops::reference::GetLocation;
use travel_core::ops::Operation;
use travel_world::data::{self, Airport};
use travel_world::places::{address_of, geo, main_airport, noon, travelers_score, utc_offset};

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
    let folded = travel_core::parse::fold(q.keyword.trim());
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
    let index = names();
    // each hit with its place in the search's order
    let mut hits: Vec<(u32, Hit)> = Vec::new();
    if want_airports {
        let exact = data::airport(&needle).filter(|a| a.size > 0 && a.iata == needle);
        let found = index.airports.starting(&needle);
        let airports = data::airports();
        let exact = exact.and_then(|a| data::airport_index(a.iata));
        for i in once_each(airports.len(), found.chain(exact)) {
            let a = &airports[i];
            if country.as_deref().is_none_or(|cc| a.country == cc) {
                hits.push((index.airport_places[i], Hit::Airport(a)));
            }
        }
    }
    if want_cities {
        let cities = data::cities();
        let exact = data::city_index(&needle).filter(|&i| cities[i].code == needle);
        for i in once_each(cities.len(), index.cities.starting(&needle).chain(exact)) {
            let c = &cities[i];
            let Some(main) = main_airport(c).filter(|a| a.size > 0) else {
                continue;
            };
            if country.as_deref().is_none_or(|cc| c.country == cc) {
                hits.push((index.city_places[i], Hit::City(c, main)));
            }
        }
    }
    // In the search's order (see `Names`). Only the hits up to the end of the page
    // asked for need to be in order: a short keyword matches hundreds.
    let end = q
        .page_offset
        .unwrap_or(0)
        .saturating_add(q.page_limit.unwrap_or(envelope::DEFAULT_PAGE_SIZE));
    let key = |(place, _): &(u32, Hit)| *place;
    let ordered = if end < hits.len() {
        hits.select_nth_unstable_by_key(end, key);
        &mut hits[..end]
    } else {
        &mut hits[..]
    };
    ordered.sort_unstable_by_key(key);
    // Only the page asked for is built: a short keyword matches hundreds.
    let page = envelope::page(
        req,
        hits,
        q.page_limit,
        q.page_offset,
        &[("sort", SORT.into()), ("view", view)],
    )?;
    Ok(page.map(|hits| {
        hits.into_iter()
            .map(|(_, hit)| hit.location(req, today, light))
            .collect()
    }))
}

/// Each position below `n` once, in the order first given (a name may have several
/// words that start with the keyword).
fn once_each(n: usize, positions: impl Iterator<Item = usize>) -> impl Iterator<Item = usize> {
    let mut seen = vec![0u64; n.div_ceil(64)];
    positions.filter(move |&i| {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let first = seen.get(word).is_some_and(|w| w & bit == 0);
        if first {
            seen[word] |= bit;
        }
        first
    })
}

/// A location the search found, built into its answer only if on the page asked for.
enum Hit {
    Airport(&'static Airport),
    /// A city and its main airport.
    City(&'static data::City, &'static Airport),
}

impl Hit {
    /// The location as the search and the look-up by id show it. A city is shown with
    /// its own name, code and place, and its main airport's time zone, address and
    /// traffic.
    fn location(&self, req: &Req, now: NaiveDateTime, light: bool) -> Location {
        let (sub_type, code, name, detailed_name, (lat, lon), airport) = match *self {
            Hit::Airport(a) => (
                "AIRPORT",
                a.iata,
                a.name,
                format!("{}/{}:{}", a.city_name, a.country, a.name),
                (a.lat, a.lon),
                a,
            ),
            Hit::City(c, main) => (
                "CITY",
                c.code,
                c.name,
                format!("{}/{}", c.name, c.country),
                (c.lat, c.lon),
                main,
            ),
        };
        let id = format!("{}{code}", &sub_type[..1]);
        let full = !light;
        Location {
            kind: "location".into(),
            sub_type: Some(sub_type.to_string()),
            name: Some(name.to_string()),
            detailed_name: Some(detailed_name),
            self_link: Some(self_link(req, &id)),
            id: Some(id),
            time_zone_offset: full.then(|| utc_offset(airport.tz, now)),
            iata_code: Some(code.to_string()),
            geo_code: full.then(|| geo(lat, lon)),
            address: Some(address_of(airport)),
            analytics: full.then(|| Analytics {
                flights: None,
                travelers: Some(Score {
                    score: Some(travelers_score(airport)),
                }),
            }),
            ..Default::default()
        }
    }
}

/// A code as a number that sorts as the code does (codes are a few ASCII letters).
fn packed(code: &str) -> u64 {
    code.bytes()
        .take(8)
        .chain(std::iter::repeat(0))
        .take(8)
        .fold(0, |n, b| n << 8 | u64::from(b))
}

/// The airports' and cities' names by every word in them, for the keyword search:
/// built once, then a search is a binary search instead of a scan of every name.
struct Names {
    airports: WordIndex,
    cities: WordIndex,
    /// Each airport's and city's place in the search's order, by position in
    /// `data::airports()` and `data::cities()`: most travellers first (the service's
    /// default and only sort), then by code, an airport before its city. The order
    /// never changes, so a search orders its hits by one number.
    airport_places: Vec<u32>,
    city_places: Vec<u32>,
}

fn names() -> &'static Names {
    static NAMES: std::sync::OnceLock<Names> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let (airports, cities) = (data::airports(), data::cities());
        // most travellers first, then the code, an airport (0) before a city (1); then
        // the position
        let mut order: Vec<(Reverse<i64>, u64, u8, usize)> = Vec::new();
        for (i, a) in airports.iter().enumerate().filter(|(_, a)| a.size > 0) {
            order.push((Reverse(travelers_score(a)), packed(a.iata), 0, i));
        }
        for (i, c) in cities.iter().enumerate() {
            if let Some(main) = main_airport(c).filter(|a| a.size > 0) {
                order.push((Reverse(travelers_score(main)), packed(c.code), 1, i));
            }
        }
        order.sort_unstable();
        let (mut airport_places, mut city_places) =
            (vec![u32::MAX; airports.len()], vec![u32::MAX; cities.len()]);
        for (place, (_, _, kind, i)) in (0u32..).zip(order) {
            let places = if kind == 0 {
                &mut airport_places
            } else {
                &mut city_places
            };
            places[i] = place;
        }
        Names {
            airports: WordIndex::new(
                airports
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.size > 0)
                    .flat_map(|(i, a)| [(a.name, i), (a.city_name, i)]),
            ),
            cities: WordIndex::new(cities.iter().enumerate().map(|(i, c)| (c.name, i))),
            airport_places,
            city_places,
        }
    })
}

/// Every tail of a name that starts a word (the whole name, and the rest after each
/// space, hyphen, slash or dot), sorted, with the position of what it names.
struct WordIndex(Vec<(&'static str, usize)>);

impl WordIndex {
    fn new(names: impl Iterator<Item = (&'static str, usize)>) -> WordIndex {
        let mut tails: Vec<(&'static str, usize)> = Vec::new();
        for (name, i) in names {
            tails.push((name, i));
            tails.extend(
                name.match_indices(WORD_BREAKS)
                    .map(|(at, _)| (&name[at + 1..], i)),
            );
        }
        tails.sort_unstable();
        tails.dedup();
        WordIndex(tails)
    }

    /// What has a word that starts with `prefix` (a word may be followed by more, so
    /// "NEW YO" finds New York); each may come more than once.
    fn starting<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = usize> + 'a {
        let from = self.0.partition_point(|(tail, _)| *tail < prefix);
        self.0[from..]
            .iter()
            .take_while(move |(tail, _)| tail.starts_with(prefix))
            .map(|&(_, i)| i)
    }
}

const WORD_BREAKS: [char; 4] = [' ', '-', '/', '.'];

/// One airport (`A` + code) or city (`C` + code).
pub fn by_id(app: &App, req: &Req, q: LocationById, _: NoBody) -> Answer<Location> {
    let today = noon(app.today());
    let id = q.location_id.as_str();
    // the first character, whatever its width: an id may be any text
    let (prefix, code) = id.split_at(id.chars().next().map_or(0, char::len_utf8));
    let loc = match prefix {
        "A" => data::airport(code)
            .filter(|a| a.iata == code)
            .map(|a| Hit::Airport(a).location(req, today, false)),
        "C" => data::city(code)
            .filter(|c| c.code == code)
            .and_then(|c| main_airport(c).map(|m| Hit::City(c, m).location(req, today, false))),
        _ => None,
    };
    let loc = loc.ok_or_else(|| {
        Rejection::new(404, codes::NOT_FOUND, not_found(id)).with_parameter("locationId")
    })?;
    Ok(envelope::one(req, &[], loc))
}

/// The service's words for an unknown location id, and what was meant where the id is
/// a bare IATA code, as apps often send: `LHR` for the airport `ALHR`, `LON` for the
/// city `CLON`.
fn not_found(id: &str) -> String {
    const FOUND: &str = "no response found for this query parameter";
    let upper = id.to_ascii_uppercase();
    let airport = data::airport(&upper)
        .filter(|a| a.iata == upper)
        .map(|_| 'A');
    let city = data::city(&upper).filter(|c| c.code == upper).map(|_| 'C');
    let meant: Vec<String> = [airport, city]
        .into_iter()
        .flatten()
        .map(|kind| format!("{kind}{upper}"))
        .collect();
    if id.len() != 3 || meant.is_empty() {
        return FOUND.to_string();
    }
    let kinds = if meant.len() == 2 {
        format!("{} for the airport, {} for the city", meant[0], meant[1])
    } else if airport.is_some() {
        format!("{} for the airport", meant[0])
    } else {
        format!("{} for the city", meant[0])
    };
    format!("{FOUND}: a location id is A (airport) or C (city) and the IATA code: {kinds}")
}

fn self_link(req: &Req, id: &str) -> SelfLink {
    // the operation's path ends in its one parameter
    let path = GetLocation::PATH.trim_end_matches("{locationId}");
    let mut href = String::with_capacity(req.origin.len() + path.len() + id.len());
    for part in [req.origin.as_str(), path, id] {
        href.push_str(part);
    }
    SelfLink {
        href,
        methods: vec!["GET".into()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iata_code_given_as_a_location_id_is_answered_with_the_ids_meant() {
        assert!(
            not_found("LHR").ends_with(": ALHR for the airport"),
            "{}",
            not_found("LHR")
        );
        let both = not_found("MAD");
        assert!(
            both.ends_with("AMAD for the airport, CMAD for the city"),
            "{both}"
        );
        assert_eq!(
            not_found("ZZZZZ"),
            "no response found for this query parameter"
        );
        assert_eq!(
            not_found("QQQ"),
            "no response found for this query parameter"
        );
    }

    #[test]
    fn the_word_index_finds_a_name_by_the_start_of_any_word() {
        let index = WordIndex::new(
            [
                ("SAN FRANCISCO INTL", 0),
                ("FRANKFURT/MAIN", 1),
                ("LA-GUARDIA", 2),
            ]
            .into_iter(),
        );
        let find = |prefix: &str| {
            let mut found: Vec<usize> = index.starting(prefix).collect();
            found.sort_unstable();
            found.dedup();
            found
        };
        assert_eq!(find("FRAN"), [0, 1]);
        assert_eq!(find("SAN FR"), [0]);
        assert_eq!(find("MAIN"), [1]);
        assert_eq!(find("GUARD"), [2]);
        assert_eq!(find("CISCO"), [] as [usize; 0], "not the middle of a word");
        assert_eq!(find("INTL X"), [] as [usize; 0]);
    }

    #[test]
    fn codes_sort_as_numbers_as_they_do_as_text() {
        let mut codes = ["LHR", "LGW", "LON", "A", "ZZZ", "LH"];
        let mut by_number = codes;
        codes.sort_unstable();
        by_number.sort_unstable_by_key(|c| packed(c));
        assert_eq!(codes, by_number);
    }

    type Key = (Reverse<i64>, u64, u8);

    #[test]
    fn every_place_has_its_rank_in_the_search_order() {
        let index = names();
        // (place, (most travellers first, code, an airport (0) before a city (1)))
        let mut ranked: Vec<(u32, Key)> = Vec::new();
        for (i, a) in data::airports().iter().enumerate() {
            let place = index.airport_places[i];
            assert_eq!(place == u32::MAX, a.size == 0, "{}", a.iata);
            if a.size > 0 {
                ranked.push((place, (Reverse(travelers_score(a)), packed(a.iata), 0)));
            }
        }
        for (i, c) in data::cities().iter().enumerate() {
            if let Some(main) = main_airport(c).filter(|a| a.size > 0) {
                let key = (Reverse(travelers_score(main)), packed(c.code), 1);
                ranked.push((index.city_places[i], key));
            }
        }
        ranked.sort_unstable();
        assert!(
            ranked
                .windows(2)
                .all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1),
            "the places follow the order: most travellers, code, an airport first"
        );
    }

    #[test]
    fn a_city_reads_the_same_by_id_as_the_search_finds_it() {
        let (app, _dir) = crate::app::App::for_tests();
        let req = Req::test_get("/v1/reference-data/locations", "");
        let q = LocationSearch {
            sub_type: vec!["CITY".into()],
            keyword: "PARIS".into(),
            ..Default::default()
        };
        let found = search(&app, &req, q, NoBody).unwrap().data;
        let paris = found.iter().find(|l| l.iata_code.as_deref() == Some("PAR"));
        let by_id = by_id(
            &app,
            &req,
            LocationById {
                location_id: "CPAR".into(),
            },
            NoBody,
        )
        .unwrap()
        .data;
        let json = |l: &Location| serde_json::to_value(l).unwrap();
        assert_eq!(json(paris.expect("Paris found")), json(&by_id));
        assert_eq!(by_id.detailed_name.as_deref(), Some("PARIS/FR"));
    }
}
