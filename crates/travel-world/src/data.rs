//! Static reference data for the sandbox: countries, airports, cities, airlines.
//!
//! The tables are compiled into the binary (`include_str!`) and parsed once on
//! first use. Airport data comes from the MIT-licensed `airportsdata` package
//! (see `data/README.md` and `data/LICENSE-airportsdata`); countries and
//! airlines are hand-curated.

// Not every accessor or field is used by every build of the crate (tests, future handlers).
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::OnceLock;

use rustc_hash::FxHashMap;

const AIRPORTS_TSV: &str = include_str!("data/airports.tsv");
const COUNTRIES_TSV: &str = include_str!("data/countries.tsv");
const AIRLINES_TSV: &str = include_str!("data/airlines.tsv");
const CITY_CENTRES_TSV: &str = include_str!("data/city_centres.tsv");

#[derive(Debug)]
pub struct Country {
    pub code: &'static str,
    /// Upper-case English name as the service prints it ("UNITED KINGDOM").
    pub name: &'static str,
    /// Service region code: EUROP, NAMER, CAMER, CARIB, SAMER, AFRIC, MEAST, ASIA, AUSTL.
    pub region: &'static str,
    /// Main currency, ISO 4217.
    pub currency: &'static str,
}

#[derive(Debug)]
pub struct Airport {
    pub iata: &'static str,
    pub icao: &'static str,
    /// Upper-case service-style name ("HEATHROW", "JOHN F KENNEDY INTL").
    pub name: &'static str,
    /// Original name from the source data ("London Heathrow Airport").
    pub full_name: &'static str,
    /// IATA city code (metropolitan area code, or the airport's own code).
    pub city_code: &'static str,
    /// Upper-case city name.
    pub city_name: &'static str,
    /// ISO 3166 alpha-2 country code.
    pub country: &'static str,
    /// Subdivision name (may be empty); see [`state_code`] for US/CA/AU codes.
    pub state: &'static str,
    pub lat: f64,
    pub lon: f64,
    /// IANA time zone.
    pub tz: &'static str,
    /// 0..=100 traffic weight (log scale); 0 = no scheduled passenger service.
    pub size: u8,
}

#[derive(Debug)]
pub struct City {
    pub code: &'static str,
    pub name: &'static str,
    pub country: &'static str,
    pub lat: f64,
    pub lon: f64,
    /// Airports of the city, biggest first.
    pub airports: Vec<&'static Airport>,
}

#[derive(Debug)]
pub struct Airline {
    pub iata: &'static str,
    pub icao: &'static str,
    pub business_name: &'static str,
    pub common_name: &'static str,
    pub country: &'static str,
    /// Hub airports (IATA), main hub first.
    pub hubs: Vec<&'static str>,
    /// `STAR`, `ONEWORLD` or `SKYTEAM`.
    pub alliance: Option<&'static str>,
    pub low_cost: bool,
    /// Web check-in URL; may contain a `{lang}` placeholder.
    pub checkin_web: &'static str,
    /// Mobile check-in URL; may contain a `{lang}` placeholder.
    pub checkin_mobile: &'static str,
    /// IATA aircraft type codes used on long-haul routes.
    pub long_haul_aircraft: Vec<&'static str>,
    /// IATA aircraft type codes used on short/medium-haul routes; empty for a
    /// long-haul-only airline (written `-` in airlines.tsv).
    pub short_haul_aircraft: Vec<&'static str>,
}

// ---------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------

fn data_lines(text: &'static str) -> impl Iterator<Item = Vec<&'static str>> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

/// The name the table leaves out when it equals this derivation of the
/// original name (apostrophes kept, as the service writes "O'HARE"). Must stay
/// identical to `derived_name` in tools/convert_airports.py.
fn derive_name(full: &str) -> String {
    // every `--sandbox` run derives some 7,000 names before its first answer: one
    // upper-cased copy and one output, rather than a string per step
    let up = full.to_ascii_uppercase();
    let words = || {
        up.split(|c: char| c.is_whitespace() || c == '/' || c == ',')
            .filter(|w| !w.is_empty())
    };
    let mut n = words().count();
    if n > 1
        && matches!(
            words().next_back(),
            Some("AIRPORT" | "AIRFIELD" | "AERODROME" | "AIRSTRIP" | "AIRPARK")
        )
    {
        n -= 1;
    }
    let mut out = String::with_capacity(up.len());
    for w in words().take(n) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(if w == "INTERNATIONAL" { "INTL" } else { w });
    }
    out
}

struct Countries {
    list: Vec<Country>,
    index: FxHashMap<&'static str, usize>,
}

fn countries_db() -> &'static Countries {
    static DB: OnceLock<Countries> = OnceLock::new();
    DB.get_or_init(|| {
        let list: Vec<Country> = data_lines(COUNTRIES_TSV)
            .map(|f| Country {
                code: f[0],
                name: f[1],
                region: f[2],
                currency: f[3],
            })
            .collect();
        let index = list.iter().enumerate().map(|(i, c)| (c.code, i)).collect();
        Countries { list, index }
    })
}

struct Airports {
    list: Vec<Airport>,
    index: FxHashMap<&'static str, usize>,
}

fn airports_db() -> &'static Airports {
    static DB: OnceLock<Airports> = OnceLock::new();
    DB.get_or_init(|| {
        let mut tz_default: HashMap<&'static str, &'static str> = HashMap::new();
        for l in AIRPORTS_TSV.lines().filter(|l| l.starts_with("#tz\t")) {
            let f: Vec<&'static str> = l.split('\t').collect();
            tz_default.insert(f[1], f[2]);
        }
        let mut list: Vec<Airport> = data_lines(AIRPORTS_TSV)
            .map(|f| {
                let (iata, full_name) = (f[0], f[3]);
                let name: &'static str = if f[2].is_empty() {
                    Box::leak(derive_name(full_name).into_boxed_str())
                } else {
                    f[2]
                };
                Airport {
                    iata,
                    icao: f[1],
                    name,
                    full_name,
                    city_code: if f[4].is_empty() { iata } else { f[4] },
                    city_name: f[5],
                    country: f[6],
                    state: f[7],
                    lat: f[8].parse().expect("airports.tsv: lat"),
                    lon: f[9].parse().expect("airports.tsv: lon"),
                    tz: if f[10].is_empty() {
                        tz_default.get(f[6]).copied().unwrap_or("UTC")
                    } else {
                        f[10]
                    },
                    size: f[11].parse().expect("airports.tsv: size"),
                }
            })
            .collect();
        list.sort_by(|a, b| a.iata.cmp(b.iata));
        let index = list.iter().enumerate().map(|(i, a)| (a.iata, i)).collect();
        Airports { list, index }
    })
}

struct Cities {
    list: Vec<City>,
    index: FxHashMap<&'static str, usize>,
}

/// City centres: the GeoNames place of each city (`city_centres.tsv`), overridden by
/// the curated downtowns of the metropolitan areas that group several airports
/// (`#city<TAB>CODE<TAB>lat<TAB>lon` lines of airports.tsv).
fn city_centres() -> HashMap<&'static str, (f64, f64)> {
    let place = data_lines(CITY_CENTRES_TSV).map(|f| {
        let lat = f[1].parse().expect("city_centres.tsv: lat");
        let lon = f[2].parse().expect("city_centres.tsv: lon");
        (f[0], (lat, lon))
    });
    let curated = AIRPORTS_TSV
        .lines()
        .filter(|l| l.starts_with("#city\t"))
        .map(|l| {
            let f: Vec<&'static str> = l.split('\t').collect();
            let lat = f[2].parse().expect("airports.tsv: #city lat");
            let lon = f[3].parse().expect("airports.tsv: #city lon");
            (f[1], (lat, lon))
        });
    place.chain(curated).collect()
}

fn cities_db() -> &'static Cities {
    static DB: OnceLock<Cities> = OnceLock::new();
    DB.get_or_init(|| {
        let centres = city_centres();
        let mut groups: FxHashMap<&'static str, Vec<&'static Airport>> = FxHashMap::default();
        for a in airports() {
            groups.entry(a.city_code).or_default().push(a);
        }
        let mut list: Vec<City> = groups
            .into_iter()
            .map(|(code, mut aps)| {
                aps.sort_by(|a, b| b.size.cmp(&a.size).then(a.iata.cmp(b.iata)));
                // position: the city's centre, else (a place GeoNames does not
                // know) the main airport; never a mean of airports, which lands in
                // the suburbs or the sea
                let (lat, lon) = centres
                    .get(code)
                    .copied()
                    .unwrap_or((aps[0].lat, aps[0].lon));
                City {
                    code,
                    name: aps[0].city_name,
                    country: aps[0].country,
                    lat,
                    lon,
                    airports: aps,
                }
            })
            .collect();
        list.sort_by(|a, b| a.code.cmp(b.code));
        let index = list.iter().enumerate().map(|(i, c)| (c.code, i)).collect();
        Cities { list, index }
    })
}

struct Airlines {
    list: Vec<Airline>,
    by_iata: FxHashMap<&'static str, usize>,
    by_icao: FxHashMap<&'static str, usize>,
}

fn airlines_db() -> &'static Airlines {
    static DB: OnceLock<Airlines> = OnceLock::new();
    DB.get_or_init(|| {
        let split = |s: &'static str| -> Vec<&'static str> {
            s.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty() && *x != "-")
                .collect()
        };
        let mut list: Vec<Airline> = data_lines(AIRLINES_TSV)
            .map(|f| Airline {
                iata: f[0],
                icao: f[1],
                business_name: f[2],
                common_name: f[3],
                country: f[4],
                hubs: split(f[5]),
                alliance: if f[6] == "-" || f[6].is_empty() {
                    None
                } else {
                    Some(f[6])
                },
                low_cost: f[7] == "Y",
                checkin_web: f[8],
                checkin_mobile: f[9],
                long_haul_aircraft: split(f[10]),
                short_haul_aircraft: split(f[11]),
            })
            .collect();
        list.sort_by(|a, b| a.iata.cmp(b.iata));
        let by_iata = list.iter().enumerate().map(|(i, a)| (a.iata, i)).collect();
        let by_icao = list.iter().enumerate().map(|(i, a)| (a.icao, i)).collect();
        Airlines {
            list,
            by_iata,
            by_icao,
        }
    })
}

/// Upper-cases a short ASCII code into `buf`; None if too long or not ASCII.
fn upper_key<'b>(code: &str, buf: &'b mut [u8; 8]) -> Option<&'b str> {
    let code = code.trim();
    if code.len() > buf.len() || !code.is_ascii() {
        return None;
    }
    let out = &mut buf[..code.len()];
    out.copy_from_slice(code.as_bytes());
    out.make_ascii_uppercase();
    std::str::from_utf8(out).ok()
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/// All airports that have an IATA code, sorted by IATA code.
pub fn airports() -> &'static [Airport] {
    &airports_db().list
}

/// Airport by IATA code (case-insensitive).
pub fn airport(iata: &str) -> Option<&'static Airport> {
    let mut buf = [0u8; 8];
    let key = upper_key(iata, &mut buf)?;
    let db = airports_db();
    db.index.get(key).map(|&i| &db.list[i])
}

/// Position of an airport in [`airports()`].
pub fn airport_index(iata: &str) -> Option<usize> {
    let mut buf = [0u8; 8];
    let key = upper_key(iata, &mut buf)?;
    airports_db().index.get(key).copied()
}

/// All cities (metropolitan areas and single-airport cities), sorted by code.
pub fn cities() -> &'static [City] {
    &cities_db().list
}

/// City by city code (case-insensitive). An airport code is accepted only when
/// the airport's city code is the airport's own code (single-airport city).
pub fn city(code: &str) -> Option<&'static City> {
    let mut buf = [0u8; 8];
    let key = upper_key(code, &mut buf)?;
    let db = cities_db();
    db.index.get(key).map(|&i| &db.list[i])
}

/// Position in `cities()` of the city with this code (as `city` reads it).
pub fn city_index(code: &str) -> Option<usize> {
    let mut buf = [0u8; 8];
    let key = upper_key(code, &mut buf)?;
    cities_db().index.get(key).copied()
}

/// The city an airport belongs to.
pub fn city_of(a: &Airport) -> &'static City {
    city(a.city_code).expect("every airport's city is in the city table")
}

pub fn countries() -> &'static [Country] {
    &countries_db().list
}

/// Country by ISO alpha-2 code (case-insensitive).
pub fn country(code: &str) -> Option<&'static Country> {
    let mut buf = [0u8; 8];
    let key = upper_key(code, &mut buf)?;
    let db = countries_db();
    db.index.get(key).map(|&i| &db.list[i])
}

/// All airlines, sorted by IATA code.
pub fn airlines() -> &'static [Airline] {
    &airlines_db().list
}

/// Airline by IATA (2 characters) or ICAO (3 characters) code, case-insensitive.
pub fn airline(code: &str) -> Option<&'static Airline> {
    let mut buf = [0u8; 8];
    let key = upper_key(code, &mut buf)?;
    let db = airlines_db();
    let i = match key.len() {
        2 => db.by_iata.get(key),
        3 => db.by_icao.get(key),
        _ => None,
    }?;
    Some(&db.list[*i])
}

/// The position of an airline in [`airlines`], by IATA or ICAO code.
pub fn airline_index(code: &str) -> Option<usize> {
    let al = airline(code)?;
    airlines_db().by_iata.get(al.iata).copied()
}

/// The member states of the European Union.
pub const EU: &[&str] = &[
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
    "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
];

/// Whether a country sanctions Russia (and Belarus) with a flight ban both ways: the EU,
/// the UK, the EEA, Switzerland, North America, Japan, South Korea, Australia and New
/// Zealand. Its airlines fly neither to Russia nor over it.
pub fn sanctions_russia(country: &str) -> bool {
    const OTHERS: &[&str] = &[
        "GB", "US", "CA", "CH", "NO", "IS", "LI", "JP", "KR", "AU", "NZ",
    ];
    EU.contains(&country) || OTHERS.contains(&country)
}

/// Great-circle distance in km between two (lat, lon) points in degrees (haversine).
pub fn distance_km(a: (f64, f64), b: (f64, f64)) -> f64 {
    const R: f64 = 6371.0;
    let (la1, lo1) = (a.0.to_radians(), a.1.to_radians());
    let (la2, lo2) = (b.0.to_radians(), b.1.to_radians());
    let h = ((la2 - la1) / 2.0).sin().powi(2)
        + la1.cos() * la2.cos() * ((lo2 - lo1) / 2.0).sin().powi(2);
    2.0 * R * h.sqrt().min(1.0).asin()
}

/// Postal-style subdivision code for US states, Canadian provinces and
/// Australian states ("New York" -> "NY"), as the service's `stateCode`.
pub fn state_code(country: &str, state: &str) -> Option<&'static str> {
    const US: &[(&str, &str)] = &[
        ("Alabama", "AL"),
        ("Alaska", "AK"),
        ("Arizona", "AZ"),
        ("Arkansas", "AR"),
        ("California", "CA"),
        ("Colorado", "CO"),
        ("Connecticut", "CT"),
        ("Delaware", "DE"),
        ("District of Columbia", "DC"),
        ("Florida", "FL"),
        ("Georgia", "GA"),
        ("Hawaii", "HI"),
        ("Idaho", "ID"),
        ("Illinois", "IL"),
        ("Indiana", "IN"),
        ("Iowa", "IA"),
        ("Kansas", "KS"),
        ("Kentucky", "KY"),
        ("Louisiana", "LA"),
        ("Maine", "ME"),
        ("Maryland", "MD"),
        ("Massachusetts", "MA"),
        ("Michigan", "MI"),
        ("Minnesota", "MN"),
        ("Mississippi", "MS"),
        ("Missouri", "MO"),
        ("Montana", "MT"),
        ("Nebraska", "NE"),
        ("Nevada", "NV"),
        ("New Hampshire", "NH"),
        ("New Jersey", "NJ"),
        ("New Mexico", "NM"),
        ("New York", "NY"),
        ("North Carolina", "NC"),
        ("North Dakota", "ND"),
        ("Ohio", "OH"),
        ("Oklahoma", "OK"),
        ("Oregon", "OR"),
        ("Pennsylvania", "PA"),
        ("Puerto Rico", "PR"),
        ("Rhode Island", "RI"),
        ("South Carolina", "SC"),
        ("South Dakota", "SD"),
        ("Tennessee", "TN"),
        ("Texas", "TX"),
        ("Utah", "UT"),
        ("Vermont", "VT"),
        ("Virgin Islands", "VI"),
        ("Virginia", "VA"),
        ("Washington", "WA"),
        ("West Virginia", "WV"),
        ("Wisconsin", "WI"),
        ("Wyoming", "WY"),
    ];
    const CA: &[(&str, &str)] = &[
        ("Alberta", "AB"),
        ("British Columbia", "BC"),
        ("Manitoba", "MB"),
        ("New Brunswick", "NB"),
        ("Newfoundland and Labrador", "NL"),
        ("Northwest Territories", "NT"),
        ("Nova Scotia", "NS"),
        ("Nunavut", "NU"),
        ("Ontario", "ON"),
        ("Prince Edward Island", "PE"),
        ("Quebec", "QC"),
        ("Saskatchewan", "SK"),
        ("Yukon", "YT"),
    ];
    const AU: &[(&str, &str)] = &[
        ("ACT", "ACT"),
        ("New South Wales", "NSW"),
        ("Northern Territory", "NT"),
        ("Queensland", "QLD"),
        ("South Australia", "SA"),
        ("Tasmania", "TAS"),
        ("Victoria", "VIC"),
        ("Western Australia", "WA"),
    ];
    let table = match country.to_ascii_uppercase().as_str() {
        "US" => US,
        "CA" => CA,
        "AU" => AU,
        _ => return None,
    };
    table
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(state))
        .map(|(_, c)| *c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heathrow() {
        let a = airport("lhr").unwrap();
        assert_eq!(a.iata, "LHR");
        assert_eq!(a.icao, "EGLL");
        assert_eq!(a.name, "HEATHROW");
        assert_eq!(a.city_code, "LON");
        assert_eq!(a.city_name, "LONDON");
        assert_eq!(a.country, "GB");
        assert_eq!(a.tz, "Europe/London");
        assert!(a.size > 90);
        let c = country(a.country).unwrap();
        assert_eq!(c.name, "UNITED KINGDOM");
        assert_eq!(c.region, "EUROP");
        assert_eq!(c.currency, "GBP");
    }

    #[test]
    fn derived_names_and_tz() {
        let z = airport("ZRH").unwrap();
        assert_eq!(z.name, "ZURICH");
        assert_eq!(z.full_name, "Zurich Airport");
        assert_eq!(z.tz, "Europe/Zurich");
        assert_eq!(airport("JFK").unwrap().name, "JOHN F KENNEDY INTL");
        assert_eq!(airport("JFK").unwrap().tz, "America/New_York");
        assert_eq!(airport("LAX").unwrap().tz, "America/Los_Angeles");
        assert_eq!(state_code("US", airport("JFK").unwrap().state), Some("NY"));
    }

    #[test]
    fn every_airport_resolves() {
        assert!(airports().len() > 7500);
        assert!(airports().windows(2).all(|w| w[0].iata < w[1].iata));
        for a in airports() {
            assert_eq!(a.iata.len(), 3, "{}", a.iata);
            assert!(
                country(a.country).is_some(),
                "country {} of {}",
                a.country,
                a.iata
            );
            assert!(a.tz.contains('/') || a.tz == "UTC", "{} {}", a.iata, a.tz);
            assert!(!a.name.is_empty(), "{}", a.iata);
            assert!(a.size <= 100);
            assert!(a.lat.abs() <= 90.0 && a.lon.abs() <= 180.0);
            let c = city_of(a);
            assert!(c.airports.iter().any(|x| x.iata == a.iata));
        }
    }

    #[test]
    fn cities_and_groups() {
        let lon = city("lon").unwrap();
        assert_eq!(lon.name, "LONDON");
        assert_eq!(lon.airports[0].iata, "LHR");
        assert!(lon.airports.iter().any(|a| a.iata == "LGW"));
        assert!(distance_km((lon.lat, lon.lon), (51.5074, -0.1278)) < 40.0);
        let nyc = city("NYC").unwrap();
        let codes: Vec<&str> = nyc.airports.iter().map(|a| a.iata).collect();
        for c in ["JFK", "LGA", "EWR"] {
            assert!(codes.contains(&c), "{c}");
        }
        for c in [
            "PAR", "TYO", "MIL", "ROM", "CHI", "WAS", "STO", "OSA", "SEL", "MOW", "BUE", "SAO",
            "RIO", "YTO", "YMQ", "BJS", "SHA", "JKT", "BKK",
        ] {
            assert!(
                city(c).map(|c| c.airports.len() >= 2).unwrap_or(false),
                "{c}"
            );
        }
        assert!(
            city("LHR").is_none(),
            "LHR is an airport of LON, not a city"
        );
        assert_eq!(city("ZRH").unwrap().airports[0].iata, "ZRH");
        assert!(cities().windows(2).all(|w| w[0].code < w[1].code));
    }

    #[test]
    fn san_salvador_is_served_by_sal() {
        let a = airport("SAL").unwrap();
        assert_eq!((a.city_code, a.city_name), ("SAL", "SAN SALVADOR"));
        let c = city("SAL").unwrap();
        assert_eq!((c.name, c.country), ("SAN SALVADOR", "SV"));
        assert_eq!(c.airports[0].iata, "SAL");
        assert_eq!(airport("ILS").unwrap().city_code, "SAL");
    }

    #[test]
    fn paramaribo_is_one_city_with_pbm() {
        let c = city("PBM").unwrap();
        assert_eq!((c.name, c.country), ("PARAMARIBO", "SR"));
        assert_eq!(c.airports[0].iata, "PBM");
        assert_eq!(airport("ORG").unwrap().city_code, "PBM");
        let named: Vec<&str> = cities()
            .iter()
            .filter(|c| c.name == "PARAMARIBO")
            .map(|c| c.code)
            .collect();
        assert_eq!(named, ["PBM"]);
    }

    #[test]
    fn no_two_cities_of_a_country_share_a_name_nearby() {
        // New York once appeared twice (NYC and SWF, Stewart, filed as "New York")
        let ny: Vec<&str> = cities()
            .iter()
            .filter(|c| c.name == "NEW YORK" && c.country == "US")
            .map(|c| c.code)
            .collect();
        assert_eq!(ny, ["NYC"]);
        assert_eq!(airport("SWF").unwrap().city_name, "NEWBURGH");
        let mut by_name: HashMap<(&str, &str), Vec<&City>> = HashMap::new();
        for c in cities() {
            by_name.entry((c.country, c.name)).or_default().push(c);
        }
        for ((country, name), list) in by_name {
            for (i, a) in list.iter().enumerate() {
                for b in &list[i + 1..] {
                    let d = distance_km((a.lat, a.lon), (b.lat, b.lon));
                    assert!(
                        d > 100.0,
                        "{country} {name}: {} and {} are {d:.0} km apart",
                        a.code,
                        b.code
                    );
                }
            }
        }
    }

    #[test]
    fn city_position_is_the_centre_or_the_main_airport() {
        let near = |code: &str, p: (f64, f64)| {
            let c = city(code).unwrap();
            distance_km((c.lat, c.lon), p)
        };
        assert!(near("PAR", (48.8566, 2.3522)) < 5.0);
        assert!(near("NYC", (40.7128, -74.006)) < 5.0);
        assert!(near("LON", (51.5074, -0.1278)) < 5.0);
        assert!(near("TYO", (35.6762, 139.6503)) < 5.0);
        assert!(near("PBM", (5.852, -55.2038)) < 5.0);
        // a city of one airport sits at its GeoNames place, not at the airport
        assert!(near("ZRH", (47.3769, 8.5417)) < 3.0);
        assert!(near("LAX", (34.0522, -118.2437)) < 3.0);
        assert!(near("LIM", (-12.0464, -77.0428)) < 3.0);
    }

    /// Every city with hotels has a centre from a source: its GeoNames place or a
    /// curated downtown, within reach of its main airport; the curated downtowns agree
    /// with GeoNames' place of the city. A city at its airport is one GeoNames knows no
    /// place near (remote fields), and is a small one.
    #[test]
    fn city_centres_come_from_a_source_and_lie_near_their_airports() {
        let sourced: HashMap<&str, ((f64, f64), &str)> = data_lines(CITY_CENTRES_TSV)
            .map(|f| (f[0], ((f[1].parse().unwrap(), f[2].parse().unwrap()), f[5])))
            .collect();
        let mut at_airport = 0;
        for c in cities().iter().filter(|c| c.airports[0].size >= 5) {
            let main = c.airports[0];
            let km = distance_km((c.lat, c.lon), (main.lat, main.lon));
            assert!(km < 80.0, "{} {km:.0} km from {}", c.code, main.iata);
            if !sourced.contains_key(c.code)
                && !AIRPORTS_TSV.contains(&format!("#city\t{}\t", c.code))
            {
                assert_eq!((c.lat, c.lon), (main.lat, main.lon), "{}", c.code);
                assert!(main.size <= 40, "{} has no sourced centre", c.code);
                at_airport += 1;
            }
            if let (Some((p, "name")), true) = (
                sourced.get(c.code),
                AIRPORTS_TSV.contains(&format!("#city\t{}\t", c.code)),
            ) {
                let off = distance_km(*p, (c.lat, c.lon));
                // Dubai's GeoNames place is in the new town, the curated one in Deira
                assert!(off < 8.0 || c.code == "DXB", "{} {off:.1} km", c.code);
            }
        }
        assert!(at_airport < 1_200, "{at_airport} cities at their airport");
        // a place is one city's only: no heliport or second field in another's centre
        let mut places = std::collections::HashSet::new();
        for f in data_lines(CITY_CENTRES_TSV) {
            assert!(places.insert(f[3]), "GeoNames place {} twice", f[3]);
        }
    }

    #[test]
    fn metropolitan_city_codes() {
        for (ap, code) in [
            ("MCI", "MKC"),
            ("MKC", "MKC"),
            ("MCO", "ORL"),
            ("OTP", "BUH"),
            ("DFW", "DFW"),
            ("DAL", "DFW"),
            ("IAH", "HOU"),
            ("EWR", "NYC"),
        ] {
            assert_eq!(airport(ap).unwrap().city_code, code, "{ap}");
        }
        assert!(city("MCI").is_none(), "MCI is an airport of MKC");
        let mkc = city("MKC").unwrap();
        assert_eq!(mkc.airports[0].iata, "MCI");
        assert_eq!(mkc.name, "KANSAS CITY");
    }

    #[test]
    fn service_style_names_keep_apostrophes() {
        assert_eq!(airport("ORD").unwrap().name, "O'HARE INTERNATIONAL");
        assert_eq!(
            derive_name("Chicago O'Hare International Airport"),
            "CHICAGO O'HARE INTL"
        );
        assert_eq!(airport("XIY").unwrap().name, "XI'AN XIANYANG INTL");
    }

    #[test]
    fn names_are_names() {
        // airport names are not cut down to a generic word
        assert_eq!(airport("MUQ").unwrap().name, "MUCCAN STATION");
        assert_eq!(airport("AIS").unwrap().name, "ARORAE ISLAND");
        assert_eq!(airport("BGO").unwrap().name, "FLESLAND");
        // city names are the city: no airport word, commune or island suffix
        for (ap, want) in [
            ("ORR", "YORKETOWN"),
            ("CDU", "CAMDEN"),
            ("AUF", "AUXERRE"),
            ("TLS", "TOULOUSE"),
            ("BOD", "BORDEAUX"),
            ("KNO", "MEDAN"),
            ("TOS", "TROMSO"),
            ("AUZ", "AURORA"),
        ] {
            assert_eq!(airport(ap).unwrap().city_name, want, "{ap}");
        }
        const GENERIC: &[&str] = &[
            "STATION",
            "ISLAND",
            "INTL",
            "REGIONAL",
            "MUNICIPAL",
            "COUNTY",
            "FIELD",
            "AIRPORT",
            "EXECUTIVE",
            "DOWNTOWN",
            "MEMORIAL",
            "LAKE",
            "RIVER",
            "CREEK",
        ];
        for a in airports() {
            assert!(!GENERIC.contains(&a.name), "{} is named {}", a.iata, a.name);
            let c = a.city_name;
            assert!(
                !c.ends_with(" AIRPORT") && !c.ends_with(" AERODROME") && !c.contains(", "),
                "{} city {c}",
                a.iata
            );
            assert!(
                !c.contains('/') || a.city_code == "EAP",
                "{} city {c}",
                a.iata
            );
        }
    }

    #[test]
    fn airlines_lookup() {
        let ba = airline("baw").unwrap();
        assert_eq!(ba.iata, "BA");
        assert_eq!(ba.business_name, "BRITISH AIRWAYS");
        assert_eq!(ba.common_name, "BRITISH A/W");
        assert_eq!(ba.alliance, Some("ONEWORLD"));
        assert_eq!(airline("ba").unwrap().icao, "BAW");
        assert!(airline("FR").unwrap().low_cost);
        assert!(airline("XXX").is_none() && airline("B").is_none());
        assert!(airlines().len() >= 80);
        for al in airlines() {
            assert!(country(al.country).is_some(), "{}", al.iata);
            assert!(!al.hubs.is_empty(), "{}", al.iata);
            for h in &al.hubs {
                assert!(
                    airport(h).map(|a| a.size > 0).unwrap_or(false),
                    "{} hub {h}",
                    al.iata
                );
            }
            assert!(al.checkin_web.starts_with("https://"), "{}", al.iata);
            assert!(!al.long_haul_aircraft.is_empty() || !al.short_haul_aircraft.is_empty());
        }
    }

    #[test]
    fn haversine() {
        let d = distance_km((51.4706, -0.46194), (40.63993, -73.77869));
        assert!((d - 5540.0).abs() < 30.0, "{d}");
        assert_eq!(distance_km((10.0, 10.0), (10.0, 10.0)), 0.0);
    }
}
