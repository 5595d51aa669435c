//! The hotel catalogue: hotels generated deterministically around each city's centre
//! and, in the main cities, in their districts.
//!
//! Every city whose biggest airport has scheduled service gets hotels: a handful for a
//! small town, up to 150 for the largest cities. A hotel id is the service's eight
//! characters, chain code + city code + three letters or digits (`HLPAR4K2`), so the
//! city, and with it the hotel, is found again from the id alone; an id of that shape
//! that is not in the city's list still names a hotel of its chain there (see
//! [`hotel`]).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use super::brands::{self, Brand, Tier};
use super::places::{self, District};
use super::{base36, hash, Rng};
use crate::data::{self, City};
use travel_core::stable::Seed;

/// How likely a hotel has an amenity, at one star and at five stars, in the order a
/// hotel lists them (the provider's). `BEACH` is drawn apart; `SPA`, which the
/// provider's hotels show, is not among the amenities the list can be filtered by
/// (`model::hotel::AMENITIES`).
const AMENITY_ODDS: &[(&str, f64, f64)] = &[
    ("SWIMMING_POOL", 0.05, 0.7),
    ("SPA", 0.0, 0.7),
    ("FITNESS_CENTER", 0.05, 0.95),
    ("AIR_CONDITIONING", 0.4, 1.0),
    ("RESTAURANT", 0.2, 1.0),
    ("PARKING", 0.5, 0.7),
    ("PETS_ALLOWED", 0.3, 0.4),
    ("AIRPORT_SHUTTLE", 0.1, 0.35),
    ("BUSINESS_CENTER", 0.05, 0.9),
    ("DISABLED_FACILITIES", 0.3, 0.9),
    ("WIFI", 0.85, 1.0),
    ("MEETING_ROOMS", 0.05, 0.95),
    ("NO_KID_ALLOWED", 0.03, 0.03),
    ("TENNIS", 0.0, 0.2),
    ("GOLF", 0.0, 0.1),
    ("KITCHEN", 0.15, 0.05),
    ("BABY-SITTING", 0.0, 0.6),
    ("CASINO", 0.0, 0.06),
    ("JACUZZI", 0.0, 0.45),
    ("SAUNA", 0.02, 0.6),
    ("SOLARIUM", 0.0, 0.15),
    ("MASSAGE", 0.0, 0.7),
    ("VALET_PARKING", 0.0, 0.8),
    ("BAR or LOUNGE", 0.2, 1.0),
    ("KIDS_WELCOME", 0.4, 0.6),
    ("NO_PORN_FILMS", 0.2, 0.5),
    ("MINIBAR", 0.05, 0.95),
    ("TELEVISION", 0.8, 1.0),
    ("WI-FI_IN_ROOM", 0.6, 1.0),
    ("ROOM_SERVICE", 0.0, 1.0),
    ("GUARDED_PARKG", 0.05, 0.3),
    ("SERV_SPEC_MENU", 0.02, 0.4),
];

const INDEPENDENT_NAMES: &[&str] = &[
    "HOTEL {A}",
    "{A} HOTEL",
    "GRAND HOTEL {A}",
    "{A} SUITES",
    "HOTEL {C} {A}",
    "{A} INN",
    "BOUTIQUE HOTEL {A}",
    "{A} RESIDENCE",
];

/// Where a hotel's rates come from: a chain's own system or an aggregator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    DirectChain,
    Bedbank,
}

/// The payments a hotel accepts for every rate.
#[derive(Debug, Clone)]
pub struct Payments {
    pub cards: Vec<&'static str>,
    pub methods: Vec<&'static str>,
}

/// A room type of a hotel: its code, category, beds, capacity in adults and in rooms.
#[derive(Debug, Clone)]
pub struct RoomType {
    pub code: &'static str,
    pub category: &'static str,
    pub beds: i64,
    pub bed_type: &'static str,
    pub max_adults: u8,
    pub size_sqm: u32,
    /// Rooms of this type per night.
    pub rooms: u32,
    /// Price multiplier over the hotel's standard room.
    pub factor: f64,
    /// Which of the rate plans (`offers::RATES` index) this type is sold at.
    pub rates: Vec<usize>,
}

#[derive(Debug, Clone)]
pub struct Hotel {
    pub id: String,
    pub chain: &'static str,
    pub name: String,
    pub city: &'static City,
    pub lat: f64,
    pub lon: f64,
    pub stars: u8,
    /// The brand's market segment, which sets the price more than the stars.
    pub tier: Tier,
    pub amenities: Vec<&'static str>,
    pub dupe_id: i64,
    pub source: Source,
    pub last_update: String,
    pub payments: Payments,
    /// Direct-chain rates pay this commission (percent), when the hotel pays one.
    pub commission: Option<u32>,
    /// Guaranteed rates ask a deposit instead at this hotel.
    pub deposit_hotel: bool,
    pub room_types: Vec<RoomType>,
    /// Price level of the hotel against its peers of its stars (0.9 to 1.12).
    pub price_level: f64,
    /// The world it was drawn in, whose rooms and prices its offers draw.
    pub seed: Seed,
}

impl Hotel {
    /// The hotel taking no card, only a travel agent's id (the hotel of a scenario).
    pub fn taking_no_cards(self) -> Hotel {
        Hotel {
            payments: Payments {
                cards: vec![],
                methods: vec!["TRAVEL_AGENT_ID"],
            },
            ..self
        }
    }

    pub fn country(&self) -> &'static str {
        self.city.country
    }

    pub fn has(&self, amenity: &str) -> bool {
        self.amenities.contains(&amenity)
    }
}

/// A city's traffic weight (0 to 100): that of its biggest airport.
pub fn city_size(c: &City) -> u8 {
    c.airports.iter().map(|a| a.size).max().unwrap_or(0)
}

/// How many hotels a city has: none without scheduled air service, 5 to 20 for small
/// places, up to 150 for the largest cities.
pub fn hotel_count(seed: Seed, c: &City) -> usize {
    let s = f64::from(city_size(c));
    if s < 5.0 {
        return 0;
    }
    let jitter = 0.9 + 0.2 * super::unit(seed, &format!("count{}", c.code));
    let n = if s < 10.0 {
        5.0 + 3.0 * (s - 5.0) / 5.0
    } else {
        8.0 * ((s - 10.0) / 85.0 * (150.0f64 / 8.0).ln()).exp()
    };
    ((n * jitter).round() as usize).clamp(5, 150)
}

/// Each world's hotels, by city: a process sees a handful of worlds.
type Cache = Mutex<HashMap<(Seed, &'static str), Arc<Vec<Hotel>>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The hotels of a city (by city code) in the world of `seed`, in id order; empty for an
/// unknown city.
pub fn city_hotels(seed: Seed, code: &str) -> Arc<Vec<Hotel>> {
    let Some(city) = data::city(code) else {
        return Arc::new(Vec::new());
    };
    if let Some(v) = cache()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&(seed, city.code))
    {
        return Arc::clone(v);
    }
    let hotels = Arc::new(generate(seed, city));
    cache()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert((seed, city.code), Arc::clone(&hotels));
    hotels
}

/// A hotel by its id (case-insensitive): one of its city's list, or, for any other id
/// made of a chain code the sandbox knows, a city it knows and three letters or digits
/// (such as the provider's documented `MCLONGHM`), that chain's hotel in that city,
/// the same on every call.
pub fn hotel(seed: Seed, id: &str) -> Option<Hotel> {
    let id = id.trim().to_ascii_uppercase();
    if id.len() != 8 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    if let Some(h) = city_hotels(seed, &id[2..5]).iter().find(|h| h.id == id) {
        return Some(h.clone());
    }
    let city = data::city(&id[2..5])?;
    let chain = brands::of_chain(&id[..2]);
    if chain.is_empty() {
        return None;
    }
    Some(named_by_id(seed, city, &chain, id))
}

/// Whether its city's list holds the hotel of this id (case-insensitive), rather than
/// the id naming a hotel of its chain there.
pub fn listed(seed: Seed, id: &str) -> bool {
    let id = id.trim().to_ascii_uppercase();
    id.get(2..5)
        .is_some_and(|city| city_hotels(seed, city).iter().any(|h| h.id == id))
}

fn region_weight(b: (f64, f64, f64), region: &str) -> f64 {
    match region {
        "NAMER" | "CAMER" | "SAMER" | "CARIB" => b.0,
        "EUROP" => b.1,
        _ => b.2,
    }
}

/// What a city offers to place and name hotels: its size, spread, airport, districts
/// and neutral area names.
struct Setting {
    /// The world the hotels are drawn in.
    seed: Seed,
    city: &'static City,
    size: f64,
    spread_km: f64,
    airport: Option<&'static data::Airport>,
    districts: &'static [District],
    neutral: Vec<&'static str>,
}

impl Setting {
    fn of(seed: Seed, city: &'static City) -> Setting {
        let size = f64::from(city_size(city));
        let region = data::country(city.country).map_or("", |c| c.region);
        Setting {
            seed,
            city,
            size,
            // Bigger cities spread wider.
            spread_km: 1.0 + 3.0 * size / 100.0,
            airport: city
                .airports
                .iter()
                .copied()
                .find(|a| data::distance_km((a.lat, a.lon), (city.lat, city.lon)) < 40.0),
            districts: places::districts(city.code),
            neutral: places::neutral_areas(region, size >= 40.0),
        }
        .curated()
    }

    /// A city with districts is named by them alone: no part of Tokyo or Rio is called
    /// "centre" (Paris has no "central station", and its convention centres have
    /// names).
    fn curated(mut self) -> Setting {
        if !self.districts.is_empty() {
            self.neutral.clear();
        }
        self
    }

    /// How far from its centre a hotel named after district `d` may stand: within
    /// `DISTRICT_KM`, and nearer its centre than any other district's (less than half
    /// the way to the nearest), so that a hotel is in the district its name gives.
    fn reach_km(&self, d: &District) -> f64 {
        let nearest = self
            .districts
            .iter()
            .filter(|o| o.name != d.name)
            .map(|o| data::distance_km((o.lat, o.lon), (d.lat, d.lon)))
            .fold(f64::INFINITY, f64::min);
        DISTRICT_KM.min(0.45 * nearest)
    }

    /// A point in district `d`: `share` of its reach out on `bearing`.
    fn in_district(&self, d: &District, share: f64, bearing: f64) -> (f64, f64) {
        offset(d.lat, d.lon, self.reach_km(d) * share, bearing)
    }

    /// The names a hotel at `spot` may take, the one it was drawn with first: in a city
    /// named by its districts, the other districts nearest first (the hotel then
    /// stands in the one it is named after); elsewhere the neutral central names for a
    /// hotel near the centre, and for one at the airport or out of town none other.
    fn names_for(&self, spot: &Spot) -> Vec<&'static str> {
        let mut out = vec![spot.area];
        if spot.at_airport {
            return out;
        }
        if !self.districts.is_empty() {
            let mut near: Vec<(f64, &'static str)> = self
                .districts
                .iter()
                .map(|d| {
                    (
                        data::distance_km((d.lat, d.lon), (spot.lat, spot.lon)),
                        d.name,
                    )
                })
                .collect();
            near.sort_by(|a, b| a.0.total_cmp(&b.0));
            out.extend(near.into_iter().map(|(_, n)| n));
        } else if self.neutral.contains(&spot.area) {
            out.extend(self.neutral.iter().copied());
        }
        out.dedup();
        out
    }

    /// `spot`, renamed after `area`: a hotel named after another district moves into
    /// it (to a point drawn from its name, so the draw sequence of the city is kept).
    fn renamed(&self, spot: &Spot, area: &'static str, name: &str) -> Spot {
        match self.districts.iter().find(|d| d.name == area) {
            Some(d) if area != spot.area => {
                let (lat, lon) = self.in_district(
                    d,
                    super::unit(self.seed, &format!("share:{name}")),
                    360.0 * super::unit(self.seed, &format!("bearing:{name}")),
                );
                Spot {
                    lat,
                    lon,
                    area,
                    at_airport: false,
                    shore: d.shore || places::beach_city(self.city.code),
                }
            }
            _ => Spot { area, ..*spot },
        }
    }
}

/// The furthest a hotel named after a district stands from its centre, km.
const DISTRICT_KM: f64 = 1.2;

/// Where a hotel stands, the area its name gives, and whether it may have a beach.
#[derive(Clone, Copy)]
struct Spot {
    lat: f64,
    lon: f64,
    area: &'static str,
    at_airport: bool,
    shore: bool,
}

/// Where a hotel stands: some at the airport; in a city with districts, in one of them
/// and named after it (a luxury or upper-upscale brand never on a backpackers' street);
/// elsewhere most near the centre, named after the centre or the station, and those
/// far out after their side of town.
fn spot(rng: &mut Rng, s: &Setting, tier: Tier) -> Spot {
    // a district the brand may stand in: the drawn one, else the next that suits it
    let suits = |d: &District| !(d.budget && tier <= Tier::UpperUpscale);
    let fit = |i: usize| -> &'static District {
        let n = s.districts.len();
        (0..n)
            .map(|k| &s.districts[(i + k) % n])
            .find(|d| suits(d))
            .unwrap_or(&s.districts[i % n])
    };
    let beach_city = places::beach_city(s.city.code);
    if let (true, Some(a)) = (s.size >= 30.0 && rng.chance(0.08), s.airport) {
        let (lat, lon) = offset(a.lat, a.lon, rng.f() * 1.5, rng.f() * 360.0);
        return Spot {
            lat,
            lon,
            area: "AIRPORT",
            at_airport: true,
            shore: false,
        };
    }
    if !s.districts.is_empty() && rng.chance(0.85) {
        let i = (rng.next_u64() % s.districts.len() as u64) as usize;
        let d = fit(i);
        let (lat, lon) = s.in_district(d, rng.f(), rng.f() * 360.0);
        return Spot {
            lat,
            lon,
            area: d.name,
            at_airport: false,
            shore: d.shore || beach_city,
        };
    }
    let d = (s.spread_km * -(1.0 - rng.f() * 0.95).ln()).min(s.spread_km * 4.0);
    let bearing = rng.f() * 360.0;
    let (lat, lon) = offset(s.city.lat, s.city.lon, d, bearing);
    if !s.districts.is_empty() {
        // towards the edge of a district, and named after it
        let i = (bearing / 360.0 * s.districts.len() as f64) as usize;
        let near = fit(i);
        let share = 0.6 + 0.4 * (d / (s.spread_km * 4.0)).min(1.0);
        let (lat, lon) = s.in_district(near, share, bearing);
        if d <= s.spread_km * 2.0 {
            // the draw a neutral name took, kept so that what follows is drawn alike
            rng.next_u64();
        }
        return Spot {
            lat,
            lon,
            area: near.name,
            at_airport: false,
            shore: near.shore || beach_city,
        };
    }
    let area = if d > s.spread_km * 2.0 {
        ["NORTH", "EAST", "SOUTH", "WEST"][(((bearing + 45.0) % 360.0) / 90.0) as usize]
    } else {
        *rng.pick(&s.neutral)
    };
    Spot {
        lat,
        lon,
        area,
        at_airport: false,
        shore: beach_city,
    }
}

/// A hotel's name: the brand, the city and the area, or an independent's pattern.
fn hotel_name(rng: &mut Rng, brand: &Brand, city: &City, area: &str) -> String {
    if brand.name.is_empty() {
        rng.pick(INDEPENDENT_NAMES)
            .replace("{A}", area)
            .replace("{C}", city.name)
    } else {
        format!("{} {} {area}", brand.name, city.name)
    }
}

/// Generate a city's hotels. Pure: the same city always gives the same hotels.
fn generate(seed: Seed, city: &'static City) -> Vec<Hotel> {
    let n = hotel_count(seed, city);
    if n == 0 {
        return Vec::new();
    }
    let setting = Setting::of(seed, city);
    let size = setting.size;
    let region = data::country(city.country).map_or("", |c| c.region);
    let mut rng = Rng::new(seed, &format!("hotels:{}", city.code));
    // Bigger cities have more luxury hotels; small towns have mostly independents and
    // budget brands.
    let lux = (size / 100.0).powi(2);
    let indep_boost = 1.0 + 3.0 * (1.0 - size / 100.0);
    let choices: Vec<(&'static Brand, f64)> = brands::BRANDS
        .iter()
        .chain(
            brands::NATIONAL
                .iter()
                .filter(|b| b.home == Some(city.country)),
        )
        .map(|b| {
            let mut w = region_weight(b.weight, region);
            if b.stars.0 >= 5 {
                w *= lux;
            } else if b.stars.1 >= 4 {
                w *= 0.3 + 0.7 * size / 100.0;
            }
            (b, w)
        })
        .chain(brands::INDEPENDENT.iter().map(|b| {
            let w = region_weight(b.weight, region);
            (
                b,
                if b.stars.0 >= 5 {
                    w * lux
                } else {
                    w * indep_boost
                },
            )
        }))
        .collect();

    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    let mut brands_here: HashSet<&'static str> = HashSet::new();
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let mut brand = weighted(&mut rng, &choices);
        // a small place has one hotel of a brand at most: a second is an independent
        if n <= SMALL_SET && !brand.name.is_empty() && !brands_here.insert(brand.name) {
            brand = &brands::INDEPENDENT[brands::INDEPENDENT.len() - 1];
        }
        let stars = rng.range(u64::from(brand.stars.0), u64::from(brand.stars.1)) as u8;
        let tier = brand.tier(stars);
        let spot = spot(&mut rng, &setting, tier);
        let Some((brand, name, spot)) =
            unique_name(&mut rng, &setting, brand, stars, spot, &mut names)
        else {
            continue;
        };
        let id = loop {
            let id = format!(
                "{}{}{}",
                brand.chain,
                city.code,
                base36(rng.next_u64() % 46_656, 3)
            );
            if ids.insert(id.clone()) {
                break id;
            }
        };
        out.push(furnish(&mut rng, city, brand, stars, id, name, &spot));
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
}

/// A name no other hotel of the city has, the brand it is of and the spot it names:
/// the drawn area, then the others the spot may take (`Setting::names_for`; a
/// luxury or upper-upscale brand never after a backpackers' street); a brand that has
/// used them all gives way to an independent hotel of the same stars, named by one of
/// the same areas. None when even those are taken (a hotel fewer in the city).
fn unique_name(
    rng: &mut Rng,
    s: &Setting,
    brand: &'static Brand,
    stars: u8,
    spot: Spot,
    names: &mut HashSet<String>,
) -> Option<(&'static Brand, String, Spot)> {
    let tier = brand.tier(stars);
    let backpackers = |area: &str| {
        tier <= Tier::UpperUpscale && s.districts.iter().any(|d| d.budget && d.name == area)
    };
    let areas: Vec<&'static str> = s
        .names_for(&spot)
        .into_iter()
        .enumerate()
        .filter(|(i, a)| *i == 0 || !backpackers(a))
        .map(|(_, a)| a)
        .collect();
    for &area in &areas {
        let name = hotel_name(rng, brand, s.city, area);
        if names.insert(name.clone()) {
            let spot = s.renamed(&spot, area, &name);
            return Some((brand, name, spot));
        }
    }
    let independent = brands::INDEPENDENT
        .iter()
        .find(|b| (b.stars.0..=b.stars.1).contains(&stars))
        .unwrap_or(&brands::INDEPENDENT[brands::INDEPENDENT.len() - 1]);
    for &area in &areas {
        for pattern in INDEPENDENT_NAMES {
            let name = pattern.replace("{A}", area).replace("{C}", s.city.name);
            if names.insert(name.clone()) {
                let spot = s.renamed(&spot, area, &name);
                return Some((independent, name, spot));
            }
        }
    }
    None
}

/// A city with at most this many hotels has no two of one brand.
pub const SMALL_SET: usize = 25;

/// One of `choices` drawn by weight.
fn weighted<'a>(rng: &mut Rng, choices: &[(&'a Brand, f64)]) -> &'a Brand {
    let total: f64 = choices.iter().map(|c| c.1).sum();
    let mut x = rng.f() * total;
    for c in choices {
        if x < c.1 {
            return c.0;
        }
        x -= c.1;
    }
    choices[choices.len() - 1].0
}

/// The hotel an id outside the city's list names: a brand of its chain (the one common
/// in the region more often), placed and named as the list's hotels are, drawn from the
/// id alone.
fn named_by_id(seed: Seed, city: &'static City, chain: &[&'static Brand], id: String) -> Hotel {
    let setting = Setting::of(seed, city);
    let region = data::country(city.country).map_or("", |c| c.region);
    let mut rng = Rng::new(seed, &format!("hotel:{id}"));
    let choices: Vec<(&'static Brand, f64)> = chain
        .iter()
        .map(|b| match b.home {
            // a national chain's hotel abroad only when the chain has nothing else
            Some(home) if home != city.country => (*b, 0.001),
            _ => (*b, 0.1 + region_weight(b.weight, region)),
        })
        .collect();
    let brand = weighted(&mut rng, &choices);
    let stars = rng.range(u64::from(brand.stars.0), u64::from(brand.stars.1)) as u8;
    let spot = spot(&mut rng, &setting, brand.tier(stars));
    let name = hotel_name(&mut rng, brand, city, spot.area);
    furnish(&mut rng, city, brand, stars, id, name, &spot)
}

/// The rest of a hotel once its brand, stars, id, name and place are known: amenities,
/// source, payments, commission, rooms and price level.
fn furnish(
    rng: &mut Rng,
    city: &'static City,
    brand: &Brand,
    stars: u8,
    id: String,
    name: String,
    spot: &Spot,
) -> Hotel {
    let beach = spot.shore && rng.chance(0.4);
    let mut amenities: Vec<&'static str> = AMENITY_ODDS
        .iter()
        .filter(|(a, p1, p5)| {
            let p = p1 + (p5 - p1) * f64::from(stars - 1) / 4.0;
            let p = if *a == "AIRPORT_SHUTTLE" && spot.at_airport {
                0.9
            } else {
                p
            };
            rng.chance(p)
        })
        .map(|(a, _, _)| *a)
        .collect();
    if beach {
        // Where the provider's order has it: after BABY-SITTING.
        let rank = |a: &str| AMENITY_ODDS.iter().position(|(x, _, _)| *x == a);
        let at = amenities
            .iter()
            .position(|a| rank(a) > rank("BABY-SITTING"))
            .unwrap_or(amenities.len());
        amenities.insert(at, "BEACH");
    }

    let source = if rng.chance(if brand.name.is_empty() { 0.55 } else { 0.12 }) {
        Source::Bedbank
    } else {
        Source::DirectChain
    };
    let payments = match rng.f() {
        x if x < 0.08 => Payments {
            cards: vec![],
            methods: vec!["TRAVEL_AGENT_ID"],
        },
        x if x < 0.2 => Payments {
            cards: vec!["VI", "CA"],
            methods: vec!["CREDIT_CARD"],
        },
        x if x < 0.5 => Payments {
            cards: vec!["VI", "CA", "AX"],
            methods: vec!["CREDIT_CARD"],
        },
        _ => Payments {
            cards: vec!["AX", "CA", "DC", "JC", "VI"],
            methods: vec!["CREDIT_CARD"],
        },
    };
    let commission =
        (source == Source::DirectChain && rng.chance(0.6)).then(|| *rng.pick(&[8u32, 10, 10, 12]));
    let deposit_hotel = rng.chance(0.2);
    let room_types = room_types(rng, stars, source);
    let h = hash(rng.seed(), &id);
    let last_update = {
        let day = chrono::NaiveDate::from_ymd_opt(2023, 1, 1).expect("valid")
            + chrono::Duration::days((h % 700) as i64);
        let secs = (h >> 20) % 86_400;
        format!(
            "{}T{:02}:{:02}:{:02}",
            day.format("%Y-%m-%d"),
            secs / 3600,
            secs / 60 % 60,
            secs % 60
        )
    };
    Hotel {
        dupe_id: 700_000_000 + ((h >> 8) % 99_000_000) as i64,
        id,
        chain: brand.chain,
        name,
        city,
        lat: spot.lat,
        lon: spot.lon,
        stars,
        tier: brand.tier(stars),
        amenities,
        source,
        last_update,
        payments,
        commission,
        deposit_hotel,
        room_types,
        price_level: 0.9 + 0.22 * rng.f(),
        seed: rng.seed(),
    }
}

/// Room type templates: code, category, beds, bed type, adults, size, factor.
const ROOM_TEMPLATES: &[(&str, &str, i64, &str, u8, u32, f64)] = &[
    ("A1K", "STANDARD_ROOM", 1, "KING", 2, 22, 1.0),
    ("A1D", "STANDARD_ROOM", 1, "DOUBLE", 2, 18, 0.95),
    ("A2T", "STANDARD_ROOM", 2, "TWIN", 2, 22, 1.0),
    ("A1Q", "STANDARD_ROOM", 1, "QUEEN", 2, 20, 1.0),
    ("B1K", "SUPERIOR_ROOM", 1, "KING", 2, 28, 1.22),
    ("B2Q", "SUPERIOR_ROOM", 2, "QUEEN", 4, 32, 1.35),
    ("C1K", "DELUXE_ROOM", 1, "KING", 3, 36, 1.55),
    ("S1K", "SUITE", 1, "KING", 4, 60, 2.4),
];

fn room_types(rng: &mut Rng, stars: u8, source: Source) -> Vec<RoomType> {
    let mut picked: Vec<usize> = vec![rng.range(0, 3) as usize];
    if rng.chance(0.5) {
        let other = rng.range(0, 3) as usize;
        if !picked.contains(&other) {
            picked.push(other);
        }
    }
    if stars >= 3 && rng.chance(0.7) {
        picked.push(4);
    }
    if stars >= 3 && rng.chance(0.3) {
        picked.push(5);
    }
    if stars >= 4 && rng.chance(0.8) {
        picked.push(6);
    }
    if stars >= 4 && rng.chance(if stars == 5 { 0.9 } else { 0.5 }) {
        picked.push(7);
    }
    picked.sort_unstable();
    picked
        .into_iter()
        .map(|t| {
            let (code, category, beds, bed_type, max_adults, size_sqm, factor) = ROOM_TEMPLATES[t];
            let rooms = match category {
                "SUITE" => rng.range(2, 3),
                "DELUXE_ROOM" => rng.range(2, 5),
                "SUPERIOR_ROOM" => rng.range(3, 6),
                _ => rng.range(4, 8),
            } as u32;
            // Rate plans: 0 flexible and 1 with breakfast always (one of them at
            // least), 2 non-refundable often, 3 (board packages) at aggregators.
            let mut rates = Vec::new();
            let flex = rng.chance(0.85);
            if flex {
                rates.push(0);
            }
            if !flex || rng.chance(0.7) {
                rates.push(1);
            }
            if rng.chance(0.6) {
                rates.push(2);
            }
            if source == Source::Bedbank && rng.chance(0.5) {
                rates.push(3);
            }
            RoomType {
                code,
                category,
                beds,
                bed_type,
                max_adults,
                size_sqm: size_sqm + (stars as u32) * 2,
                rooms,
                factor,
                rates,
            }
        })
        .collect()
}

/// A point `km` away from (lat, lon) on a bearing in degrees.
fn offset(lat: f64, lon: f64, km: f64, bearing: f64) -> (f64, f64) {
    let r = km / 6371.0;
    let (la, lo, br) = (lat.to_radians(), lon.to_radians(), bearing.to_radians());
    let la2 = (la.sin() * r.cos() + la.cos() * r.sin() * br.cos()).asin();
    let lo2 = lo + (br.sin() * r.sin() * la.cos()).atan2(r.cos() - la.sin() * la2.sin());
    let lon2 = (lo2.to_degrees() + 540.0) % 360.0 - 180.0;
    (la2.to_degrees(), lon2)
}

/// An entry of the name index: enough to answer a name search without the hotel.
pub struct NameEntry {
    /// Position in the index: the match's integer id.
    pub id: i64,
    pub hotel_id: String,
    pub name: String,
    pub city: &'static City,
    pub lat: f64,
    pub lon: f64,
    pub source: Source,
    pub stars: u8,
}

/// Every hotel of every city in the world of `seed`, by name, built once per world on
/// first use (a process sees a handful of worlds).
pub fn name_index(seed: Seed) -> &'static [NameEntry] {
    type Built = Mutex<HashMap<Seed, &'static [NameEntry]>>;
    static INDEX: OnceLock<Built> = OnceLock::new();
    let mut built = INDEX
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    built.entry(seed).or_insert_with(|| {
        let mut out = Vec::new();
        for city in data::cities() {
            if hotel_count(seed, city) == 0 {
                continue;
            }
            for h in generate(seed, city) {
                out.push(NameEntry {
                    id: 1_000_000 + out.len() as i64 * 7,
                    hotel_id: h.id,
                    name: h.name,
                    city,
                    lat: h.lat,
                    lon: h.lon,
                    source: h.source,
                    stars: h.stars,
                });
            }
        }
        Box::leak(out.into_boxed_slice())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::model::hotel::AMENITIES;

    #[test]
    fn hotels_are_deterministic_and_well_formed() {
        let a = generate(Seed::DEFAULT, data::city("PAR").unwrap());
        let b = generate(Seed::DEFAULT, data::city("PAR").unwrap());
        assert_eq!(a.len(), b.len());
        assert!((60..=150).contains(&a.len()), "{}", a.len());
        let ids: HashSet<&str> = a.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids.len(), a.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.id, y.id);
            assert_eq!(x.name, y.name);
            assert_eq!(x.lat, y.lat);
            assert_eq!(x.amenities, y.amenities);
        }
        for h in &a {
            assert_eq!(h.id.len(), 8);
            assert_eq!(&h.id[..2], h.chain);
            assert_eq!(&h.id[2..5], "PAR");
            assert!((1..=5).contains(&h.stars));
            assert!(!h.room_types.is_empty());
            assert!(h.room_types.iter().all(|t| !t.rates.is_empty()));
            let km = data::distance_km((h.lat, h.lon), (48.8566, 2.3522));
            assert!(km < 40.0, "{} is {km} km out", h.id);
            assert!(h
                .amenities
                .iter()
                .all(|x| AMENITIES.contains(x) || *x == "SPA"));
        }
        assert!(a.iter().any(|h| h.source == Source::Bedbank));
        assert!(a.iter().any(|h| h.payments.cards.is_empty()));
    }

    #[test]
    fn small_places_have_a_few_and_ids_find_their_hotel() {
        let cody = hotel_count(Seed::DEFAULT, data::city("COD").unwrap());
        assert!((5..=20).contains(&cody), "{cody}");
        let first = city_hotels(Seed::DEFAULT, "LON")[3].clone();
        assert_eq!(
            hotel(Seed::DEFAULT, &first.id.to_lowercase()).unwrap().name,
            first.name
        );
        assert!(hotel(Seed::DEFAULT, "HLXXX123").is_none());
        assert!(hotel(Seed::DEFAULT, "short").is_none());
    }

    #[test]
    fn names_belong_to_their_city() {
        let paris: Vec<String> = city_hotels(Seed::DEFAULT, "PAR")
            .iter()
            .map(|h| h.name.clone())
            .collect();
        let districts: Vec<&str> = places::districts("PAR").iter().map(|d| d.name).collect();
        for name in &paris {
            assert!(
                districts
                    .iter()
                    .chain(&["CENTRE", "AIRPORT", "NORTH", "EAST", "SOUTH", "WEST"])
                    .any(|d| name.ends_with(d) || name.contains(&format!("{d} "))),
                "{name} names no place of Paris"
            );
        }
        assert!(city_hotels(Seed::DEFAULT, "PAR")
            .iter()
            .all(|h| !h.has("BEACH")));
        // Shore words only where the city's own districts have them.
        for e in name_index(Seed::DEFAULT) {
            // The city's own name may have one (CAMBRIDGE).
            let name = e.name.replace(e.city.name, "");
            for word in [
                "HARBOUR",
                "WATERFRONT",
                "BEACH",
                "LAKESIDE",
                "RIVERSIDE",
                "BRIDGE",
            ] {
                if name.contains(word) {
                    let own = places::districts(e.city.code)
                        .iter()
                        .any(|d| d.name.contains(word));
                    assert!(own, "{} in {}", e.name, e.city.code);
                }
            }
        }
        assert!(city_hotels(Seed::DEFAULT, "CUN")
            .iter()
            .any(|h| h.has("BEACH")));
    }

    #[test]
    fn documented_ids_name_a_hotel_of_their_chain_in_their_city() {
        for (id, chain) in [("MCLONGHM", "MC"), ("TELONMFS", "TE"), ("ADPAR001", "AD")] {
            let h = hotel(Seed::DEFAULT, id).unwrap_or_else(|| panic!("{id} unknown"));
            assert_eq!((h.id.as_str(), h.chain), (id, chain));
            assert_eq!(h.city.code, &id[2..5]);
            let again = hotel(Seed::DEFAULT, &id.to_lowercase()).unwrap();
            assert_eq!(
                (again.name, again.lat, again.stars),
                (h.name, h.lat, h.stars)
            );
            assert!(!h.room_types.is_empty());
        }
        assert!(hotel(Seed::DEFAULT, "MCLONGHM")
            .unwrap()
            .name
            .contains("MARRIOTT LONDON"));
        assert_eq!(hotel(Seed::DEFAULT, "FSPARLBL").unwrap().tier, Tier::Luxury);
        // An unknown chain or city, or a malformed id, names nothing.
        assert!(data::city("ZZZ").is_none());
        for bad in ["QQLON001", "MCZZZ001", "MCLON00", "MCLON0-1", "12LON001"] {
            assert!(hotel(Seed::DEFAULT, bad).is_none(), "{bad}");
        }
    }
}

#[cfg(test)]
mod placed {
    //! Property tests over every city of the world: names unique in their city, and
    //! every hotel standing where its name says.
    use super::*;

    /// The district a hotel's name gives (the longest district name in it).
    fn named_district(h: &Hotel) -> Option<&'static District> {
        places::districts(h.city.code)
            .iter()
            .filter(|d| {
                h.name.ends_with(&format!(" {}", d.name))
                    || h.name.starts_with(&format!("{} ", d.name))
                    || h.name.contains(&format!(" {} ", d.name))
            })
            .max_by_key(|d| d.name.len())
    }

    #[test]
    fn no_city_has_two_hotels_of_one_name() {
        let mut hotels = 0;
        for c in data::cities() {
            let list = city_hotels(Seed::DEFAULT, c.code);
            let mut seen = HashSet::new();
            for h in list.iter() {
                assert!(seen.insert(&h.name), "{} twice in {}", h.name, c.code);
            }
            hotels += list.len();
        }
        assert!(hotels > 40_000, "{hotels} hotels");
    }

    #[test]
    fn a_hotel_named_after_a_district_stands_in_it() {
        let mut checked = 0;
        for c in data::cities() {
            let districts = places::districts(c.code);
            if districts.is_empty() {
                continue;
            }
            for h in city_hotels(Seed::DEFAULT, c.code).iter() {
                if h.name.split(' ').any(|w| w == "AIRPORT") {
                    continue;
                }
                let d = named_district(h)
                    .unwrap_or_else(|| panic!("{} names no district of {}", h.name, c.code));
                let km = data::distance_km((d.lat, d.lon), (h.lat, h.lon));
                assert!(
                    km <= DISTRICT_KM + 0.01,
                    "{} {km:.1} km from {}",
                    h.name,
                    d.name
                );
                for o in districts.iter().filter(|o| o.name != d.name) {
                    let other = data::distance_km((o.lat, o.lon), (h.lat, h.lon));
                    assert!(other > km, "{} nearer {} than {}", h.name, o.name, d.name);
                }
                checked += 1;
            }
        }
        assert!(checked > 3_000, "{checked}");
    }

    /// Elsewhere a hotel named after the centre stands within a ride of it, one named
    /// after a side of town on that side, one named after the airport at an airport.
    #[test]
    fn other_names_say_where_the_hotel_is() {
        for c in data::cities() {
            if !places::districts(c.code).is_empty() {
                continue;
            }
            for h in city_hotels(Seed::DEFAULT, c.code).iter() {
                let km = data::distance_km((c.lat, c.lon), (h.lat, h.lon));
                // the city's own name may have one (WEST MEMPHIS)
                let own = h.name.replace(c.name, "");
                let words: Vec<&str> = own.split(' ').collect();
                let side_word = ["NORTH", "EAST", "SOUTH", "WEST"]
                    .into_iter()
                    .find(|w| words.contains(w));
                if words.contains(&"AIRPORT") {
                    let at = c
                        .airports
                        .iter()
                        .any(|a| data::distance_km((a.lat, a.lon), (h.lat, h.lon)) < 2.0);
                    assert!(at, "{} in {}", h.name, c.code);
                } else if let Some(side) = side_word {
                    // its bearing from the centre within the side's quarter (and a
                    // few degrees for the drawing on the sphere)
                    let (dlat, dlon) = (h.lat - c.lat, h.lon - c.lon);
                    let bearing = (dlon * c.lat.to_radians().cos()).atan2(dlat).to_degrees();
                    let towards = match side {
                        "NORTH" => 0.0,
                        "EAST" => 90.0,
                        "SOUTH" => 180.0,
                        _ => 270.0,
                    };
                    let off = (bearing - towards + 540.0).rem_euclid(360.0) - 180.0;
                    assert!(
                        off.abs() <= 50.0,
                        "{} in {} at {bearing:.0} degrees",
                        h.name,
                        c.code
                    );
                } else {
                    assert!(
                        km <= 8.5,
                        "{} {km:.1} km from the centre of {}",
                        h.name,
                        c.code
                    );
                }
            }
        }
    }

    /// A national chain stands only in its country, and every city of that country
    /// with 40 hotels or more has one of them (Tokyo's APA and Toyoko Inn, Mumbai's
    /// Taj, Madrid's Meliá and NH, Dubai's Rotana).
    #[test]
    fn national_chains_stand_at_home_and_in_its_large_cities() {
        let mut large = 0;
        for c in data::cities() {
            let list = city_hotels(Seed::DEFAULT, c.code);
            let national = |h: &Hotel| {
                brands::NATIONAL
                    .iter()
                    .find(|b| h.chain == b.chain && h.name.starts_with(&format!("{} ", b.name)))
            };
            for h in list.iter() {
                if let Some(b) = national(h) {
                    assert_eq!(b.home, Some(c.country), "{} in {}", h.name, c.code);
                }
            }
            let home = brands::NATIONAL.iter().any(|b| b.home == Some(c.country));
            if home && list.len() >= 40 {
                assert!(
                    list.iter().any(|h| national(h).is_some()),
                    "no national chain in {}",
                    c.code
                );
                large += 1;
            }
        }
        assert!(large >= 10, "{large} large cities with national chains");
    }

    /// Counts follow the city's size: of any two cities ten points of traffic apart,
    /// the bigger lists more hotels, and the largest (Tokyo, London) over a hundred.
    #[test]
    fn counts_follow_the_size_of_the_city() {
        let mut by_size: Vec<(u8, usize, &str)> = data::cities()
            .iter()
            .map(|c| {
                (
                    city_size(c),
                    city_hotels(Seed::DEFAULT, c.code).len(),
                    c.code,
                )
            })
            .filter(|(s, _, _)| *s >= 5)
            .collect();
        by_size.sort();
        for (i, small) in by_size.iter().enumerate() {
            for big in by_size[i..].iter().filter(|b| b.0 >= small.0 + 10) {
                assert!(big.1 > small.1, "{big:?} against {small:?}");
            }
        }
        for code in ["TYO", "LON", "NYC", "PAR"] {
            assert!(city_hotels(Seed::DEFAULT, code).len() > 100, "{code}");
        }
    }
}
