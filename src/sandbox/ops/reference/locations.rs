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
    let index = names();
    let mut hits: Vec<(i64, Hit)> = Vec::new();
    if want_airports {
        let mut found: Vec<usize> = index.airports.starting(&needle).collect();
        let exact = data::airport(&needle).filter(|a| a.size > 0 && a.iata == needle);
        found.extend(exact.and_then(|a| data::airport_index(a.iata)));
        found.sort_unstable();
        found.dedup();
        let airports = data::airports();
        for a in found.into_iter().map(|i| &airports[i]) {
            if country.as_deref().is_none_or(|cc| a.country == cc) {
                hits.push((travelers_score(a), Hit::Airport(a)));
            }
        }
    }
    if want_cities {
        let cities = data::cities();
        let mut found: Vec<&data::City> =
            index.cities.starting(&needle).map(|i| &cities[i]).collect();
        found.extend(data::city(&needle).filter(|c| c.code == needle));
        found.sort_unstable_by_key(|c| c.code);
        found.dedup_by_key(|c| c.code);
        for c in found {
            let Some(main) = main_airport(c).filter(|a| a.size > 0) else {
                continue;
            };
            if country.as_deref().is_none_or(|cc| c.country == cc) {
                hits.push((travelers_score(main), Hit::City(c, main)));
            }
        }
    }
    // Most travellers first, as the service's default (and only) sort; then by code,
    // an airport before its city. Only the hits up to the end of the page asked for
    // need to be in order: a short keyword matches hundreds.
    let end = q
        .page_offset
        .unwrap_or(0)
        .saturating_add(q.page_limit.unwrap_or(envelope::DEFAULT_PAGE_SIZE));
    let key =
        |(score, hit): &(i64, Hit)| (std::cmp::Reverse(*score), packed(hit.code()), hit.rank());
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

/// A location the search found, built into its answer only if on the page asked for.
enum Hit {
    Airport(&'static Airport),
    /// A city and its main airport.
    City(&'static data::City, &'static Airport),
}

impl Hit {
    fn code(&self) -> &'static str {
        match self {
            Hit::Airport(a) => a.iata,
            Hit::City(c, _) => c.code,
        }
    }

    /// An airport before a city of the same code.
    fn rank(&self) -> u8 {
        match self {
            Hit::Airport(_) => 0,
            Hit::City(..) => 1,
        }
    }

    fn location(&self, req: &Req, today: NaiveDateTime, light: bool) -> Location {
        match *self {
            Hit::Airport(a) => airport_location(req, a, "AIRPORT", today, light),
            Hit::City(c, main) => {
                let mut loc = airport_location(req, main, "CITY", today, light);
                loc.name = Some(c.name.to_string());
                loc.iata_code = Some(c.code.to_string());
                loc.id = Some(format!("C{}", c.code));
                loc.detailed_name = Some(format!("{}/{}", c.name, c.country));
                loc.self_link = Some(self_link(req, &format!("C{}", c.code)));
                if !light {
                    loc.geo_code = Some(geo(c.lat, c.lon));
                }
                loc
            }
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
}

fn names() -> &'static Names {
    static NAMES: std::sync::OnceLock<Names> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| Names {
        airports: WordIndex::new(
            data::airports()
                .iter()
                .enumerate()
                .filter(|(_, a)| a.size > 0)
                .flat_map(|(i, a)| [(a.name, i), (a.city_name, i)]),
        ),
        cities: WordIndex::new(data::cities().iter().enumerate().map(|(i, c)| (c.name, i))),
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
}
