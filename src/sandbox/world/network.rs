//! Deterministic, plausible route network derived from the reference data.
//!
//! No randomness: every "coin flip" is an FNV-1a hash of stable strings, so the
//! same data always gives the same network. The graph is built once (OnceLock)
//! and all lookups afterwards are cheap.
//!
//! Model, in short:
//! * Only airports with `size > 0` take part.
//! * Each airport picks its best partners by a gravity-like score
//!   (`size(A) + size(B) - distance penalty + small hash jitter`); big airports
//!   pick many (up to ~230), small ones a handful, their nearest hubs (the
//!   distance penalty is steeper for small fields).
//! * Only plausible pairs are candidates (`Rules::plausible`): airports with
//!   traffic limits (`LIMITS`: perimeter rules at LaGuardia and Washington
//!   National, domestic-only Love Field, short-haul London City...) keep to
//!   them; a big hub flies to small fields only at home, and a mega-hub not to
//!   the minor airport of a nearby European metropolis; long-haul flights
//!   abroad (> 4,000 km) link gateways, i.e. airports big enough or near the
//!   top of their country, one end prime or a long-haul hub, and beyond
//!   9,000 km prime gateways only.
//! * The picked pairs are accepted greatest score first while both ends have
//!   capacity left (so hubs are not flooded by airstrips); an airport left
//!   without any route gets its best pick that still has a little room,
//!   preferably not a big hub. Routes are undirected, so the network is
//!   symmetric.
//! * Every route gets its carriers: airlines with a hub at either end that
//!   plausibly fly there (range of their fleet, size of the other end,
//!   domestic service, hash), home carriers first. Long-haul abroad, an
//!   airline serves the big cities and some of the other gateways, but not a
//!   rival's mid-size hub (no British Airways to Delta's Minneapolis). If no
//!   hub carrier qualifies, a nearby home or regional carrier is assigned so
//!   that every route has at least one carrier; a long-haul route without a
//!   plausible carrier is dropped.

#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::OnceLock;

use super::data::{self, Airline, Airport, City};
use crate::stable;

/// Longest nonstop considered plausible (km).
pub const MAX_NONSTOP_KM: f64 = 15_500.0;
/// Airports closer than this are never connected (km).
const MIN_NONSTOP_KM: f64 = 40.0;
const EARTH_KM: f64 = 6371.0;
/// Airports at least this big consider the whole world as partners.
const MAJOR: u8 = 16;
/// Routes longer than this are long-haul: both ends must be gateways (km).
const LONG_KM: f64 = 4_000.0;
/// Routes longer than this need a prime gateway at both ends (km).
const ULTRA_KM: f64 = 9_000.0;
/// A hub this big flies to small fields only in its own country, and not to
/// the minor airports of a nearby metropolitan area.
const BIG_HUB: u8 = 80;
const MEGA_HUB: u8 = 88;
/// A destination city at least this big (pax weight of all its airports)
/// draws long-haul carriers of any alliance, even to a rival's hub.
const OPEN_CITY: u8 = 82;

/// An airport whose traffic rights or runway restrict its routes.
struct Limit {
    iata: &'static str,
    /// Longest route (km), unless the other end is in `far`.
    max_km: f64,
    /// Country codes (2 letters) or service regions (5 letters) the other end
    /// must be in; empty = anywhere.
    within: &'static [&'static str],
    /// Countries served beyond `max_km` (Paris-Orly to the French overseas).
    far: &'static [&'static str],
    /// A downtown airport of a metropolitan area (LaGuardia, Linate, Gimpo):
    /// big hubs abroad fly to it on short sectors.
    city_airport: bool,
}

/// Curated: airports that take no long-haul or no international flights by
/// rule (perimeter rules, domestic-only terminals) or practice:
/// `lim(airport, max_km, within, far, city_airport)`, see [`Limit`].
const LIMITS: &[Limit] = &[
    // New York LaGuardia: 1,500-mile perimeter (Denver excepted), Canada only abroad
    lim("LGA", 2_650.0, &["US", "CA"], &[], true),
    // Washington National: 1,250-mile perimeter
    lim("DCA", 2_100.0, &["US", "CA", "BS"], &[], true),
    // Dallas Love Field: domestic only
    lim("DAL", 3_000.0, &["US"], &[], true),
    // Chicago Midway, Houston Hobby: domestic and near-international (Mexico, Caribbean)
    lim("MDW", 3_800.0, &["NAMER", "CAMER", "CARIB"], &[], true),
    lim("HOU", 3_800.0, &["NAMER", "CAMER", "CARIB"], &[], true),
    // Toronto Billy Bishop: turboprops, short runway
    lim("YTZ", 1_500.0, &["NAMER"], &[], true),
    // London City: short runway, European short-haul
    lim("LCY", 1_800.0, &["EUROP"], &[], true),
    // Paris-Orly: medium-haul, plus the French overseas departments
    lim(
        "ORY",
        5_000.0,
        &[],
        &["GP", "MQ", "GF", "RE", "YT", "PM"],
        false,
    ),
    // Milan Linate, Stockholm Bromma: European short-haul
    lim("LIN", 2_000.0, &["EUROP"], &[], true),
    lim("BMA", 1_500.0, &["EUROP"], &[], true),
    // Paris-Beauvais, Brussels-Charleroi: low-cost, Europe and North Africa
    lim("BVA", 3_500.0, &["EUROP", "AFRIC"], &[], false),
    lim("CRL", 3_500.0, &["EUROP", "AFRIC"], &[], false),
    // Rio Santos Dumont, Sao Paulo Congonhas: domestic shuttles
    lim("SDU", 1_500.0, &["BR"], &[], true),
    lim("CGH", 2_500.0, &["BR"], &[], true),
    // Buenos Aires Aeroparque: domestic and regional
    lim("AEP", 3_000.0, &["SAMER"], &[], true),
    // Osaka Itami: domestic only
    lim("ITM", 2_000.0, &["JP"], &[], true),
    // Seoul Gimpo, Taipei Songshan, Shanghai Hongqiao: domestic and city shuttles
    lim("GMP", 2_500.0, &[], &[], true),
    lim("TSA", 2_500.0, &[], &[], true),
    lim("SHA", 3_600.0, &[], &[], true),
    // Jakarta Halim, Kuala Lumpur Subang: domestic / short regional
    lim("HLP", 2_500.0, &["ID"], &[], true),
    lim("SZB", 1_500.0, &[], &[], true),
];

const fn lim(
    iata: &'static str,
    max_km: f64,
    within: &'static [&'static str],
    far: &'static [&'static str],
    city_airport: bool,
) -> Limit {
    Limit {
        iata,
        max_km,
        within,
        far,
        city_airport,
    }
}

/// Whether a route of `d` km to an airport in `country` / `region` is allowed
/// by the limit.
fn limit_allows(l: &Limit, d: f64, country: &str, region: &str) -> bool {
    if d > l.max_km && !l.far.contains(&country) {
        return false;
    }
    l.within.is_empty() || l.within.iter().any(|w| *w == country || *w == region)
}

/// Target number of routes for an airport of this size.
fn target_degree(size: u8) -> usize {
    if size < 5 {
        return 2;
    }
    let x = (size as f64 - 5.0) / 95.0;
    (3.0 + 215.0 * x.powf(1.6)).round() as usize
}

/// Score penalty for distance; steeper when the smaller end is small (small
/// airports are served by short regional flights).
fn distance_penalty(d: f64, min_size: u8) -> f64 {
    let s = 1.0 - min_size as f64 / 100.0;
    let mut p = 12.0 * (1.0 + 2.0 * s * s) * (1.0 + d / 300.0).ln();
    if min_size < MAJOR {
        // a regional field links up with its nearest hubs, not the biggest one
        p *= 1.8;
    }
    if d < 150.0 {
        p += 25.0;
    }
    p
}

/// Typical maximum range (km) of an aircraft type (IATA code).
fn aircraft_range(code: &str) -> f64 {
    let c = code.as_bytes();
    match code {
        "32Q" => 7_400.0,
        "7M9" | "7M8" | "73J" | "739" | "738" | "73H" | "73W" | "73G" => 5_800.0,
        "717" | "SU9" | "CRK" | "CR9" | "E90" | "E95" | "E75" | "295" => 3_500.0,
        "AT7" | "DH4" | "DH8" => 1_600.0,
        _ if code.starts_with("35") || code.starts_with("38") || code == "77L" => 15_600.0,
        _ if code.starts_with("77") || code.starts_with("78") || code.starts_with("74") => 14_000.0,
        _ if code.starts_with("33") || code.starts_with("34") || code.starts_with("76") => 12_000.0,
        _ if code.starts_with("75") => 6_500.0,
        _ if c.first() == Some(&b'3') || code.starts_with("22") || code == "BCS3" => 5_500.0,
        _ => 4_000.0,
    }
}

fn airline_range(al: &Airline) -> f64 {
    let r = al
        .long_haul_aircraft
        .iter()
        .chain(al.short_haul_aircraft.iter())
        .map(|c| aircraft_range(c))
        .fold(0.0, f64::max)
        .min(MAX_NONSTOP_KM + 100.0);
    // low-cost carriers without long-range aircraft stay on short/medium haul
    if al.low_cost && r <= 7_400.0 {
        r.min(4_500.0)
    } else {
        r
    }
}

struct Net {
    /// per airport (index into data::airports()): (neighbour index, edge id), sorted by neighbour
    adj: Vec<Vec<(u32, u32)>>,
    /// per edge: airline indices (into data::airlines()), best first
    carriers: Vec<Vec<u16>>,
    /// per airline: destination cities, sorted by code
    airline_dests: Vec<Vec<&'static City>>,
    /// airports that are airline hubs or very big, by index
    hub_nodes: Vec<u32>,
    /// per airport: airlines with a hub there (airline index, hub rank)
    hubs_at: HashMap<u32, Vec<(u16, u8)>>,
}

fn unit(a: &Airport) -> [f64; 3] {
    let (la, lo) = (a.lat.to_radians(), a.lon.to_radians());
    [la.cos() * lo.cos(), la.cos() * lo.sin(), la.sin()]
}

fn arc_km(p: &[f64; 3], q: &[f64; 3]) -> f64 {
    let dot = (p[0] * q[0] + p[1] * q[1] + p[2] * q[2]).clamp(-1.0, 1.0);
    EARTH_KM * dot.acos()
}

const CELL_DEG: f64 = 3.0;
const LAT_CELLS: usize = 60;
const LON_CELLS: usize = 120;

struct Grid {
    cells: Vec<Vec<u32>>,
}

impl Grid {
    fn cell_of(lat: f64, lon: f64) -> (usize, usize) {
        let r = (((lat + 90.0) / CELL_DEG) as usize).min(LAT_CELLS - 1);
        let c = (((lon + 180.0) / CELL_DEG) as usize).min(LON_CELLS - 1);
        (r, c)
    }
    /// Calls `f` for every node in cells that may lie within `radius_km` of (lat, lon).
    fn for_near(&self, lat: f64, lon: f64, radius_km: f64, mut f: impl FnMut(u32)) {
        let dlat = radius_km / 111.0;
        let lat_lo = ((lat - dlat + 90.0) / CELL_DEG).floor().max(0.0) as usize;
        let lat_hi = (((lat + dlat + 90.0) / CELL_DEG).floor() as usize).min(LAT_CELLS - 1);
        let max_abs_lat = (lat.abs() + dlat).min(90.0);
        let coslat = max_abs_lat.to_radians().cos();
        let all_lon = coslat < 1e-3 || radius_km / (111.0 * coslat) >= 180.0;
        let (c_lo, c_hi) = if all_lon {
            (0i64, LON_CELLS as i64 - 1)
        } else {
            let dlon = radius_km / (111.0 * coslat);
            (
                ((lon - dlon + 180.0) / CELL_DEG).floor() as i64,
                ((lon + dlon + 180.0) / CELL_DEG).floor() as i64,
            )
        };
        let mut seen_cols = Vec::new();
        for c in c_lo..=c_hi {
            let col = c.rem_euclid(LON_CELLS as i64) as usize;
            if seen_cols.contains(&col) {
                continue;
            }
            seen_cols.push(col);
            for r in lat_lo..=lat_hi {
                for &n in &self.cells[r * LON_CELLS + col] {
                    f(n);
                }
            }
        }
    }
}

/// Per-airport facts behind the route rules: traffic limits, national rank
/// and gateway status, city size, hub carriers' range.
struct Rules {
    region: Vec<&'static str>,
    limit: Vec<Option<&'static Limit>>,
    /// The country's main international gateways (size 80+, or near the top
    /// of the country's airports that can take long-haul flights): only these
    /// take ultra-long-haul flights.
    prime: Vec<bool>,
    /// Airports that take long-haul flights at all.
    gateway: Vec<bool>,
    /// The airport is its city's main (biggest) airport.
    is_main: Vec<bool>,
    /// Size of the airport's city's main airport.
    city_main: Vec<u8>,
    /// Traffic weight of the airport's whole city (all its airports).
    city_size: Vec<u8>,
    /// Longest range of an airline with a hub here (0 if none).
    hub_range: Vec<f64>,
}

impl Rules {
    fn new(
        aps: &'static [Airport],
        ranges: &[f64],
        hubs_at: &HashMap<u32, Vec<(u16, u8)>>,
    ) -> Rules {
        let n = aps.len();
        let region: Vec<&'static str> = aps
            .iter()
            .map(|a| data::country(a.country).map_or("", |c| c.region))
            .collect();
        let limit: Vec<Option<&'static Limit>> = aps
            .iter()
            .map(|a| LIMITS.iter().find(|l| l.iata == a.iata))
            .collect();
        let mut by_country: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, a) in aps.iter().enumerate() {
            if a.size > 0 && limit[i].is_none_or(|l| l.max_km >= LONG_KM) {
                by_country.entry(a.country).or_default().push(i);
            }
        }
        // rank among the country's airports that can take long-haul flights
        // (biggest = 0; u16::MAX for the others)
        let mut rank = vec![u16::MAX; n];
        for list in by_country.values_mut() {
            list.sort_by(|&x, &y| {
                aps[y]
                    .size
                    .cmp(&aps[x].size)
                    .then(aps[x].iata.cmp(aps[y].iata))
            });
            for (r, &i) in list.iter().enumerate() {
                rank[i] = r.min(u16::MAX as usize - 1) as u16;
            }
        }
        let prime: Vec<bool> = (0..n)
            .map(|i| {
                let (s, r) = (aps[i].size, rank[i]);
                r != u16::MAX && (s >= 80 || r <= 3 && s >= 65 || r == 0 && s >= 20)
            })
            .collect();
        let gateway: Vec<bool> = (0..n)
            .map(|i| {
                let (s, r) = (aps[i].size, rank[i]);
                prime[i] || r != u16::MAX && (s >= 70 || r <= 5 && s >= 50)
            })
            .collect();
        let (mut is_main, mut city_main, mut city_size) =
            (vec![false; n], vec![0u8; n], vec![0u8; n]);
        for c in data::cities() {
            let main = c.airports[0];
            // passengers behind the sizes (inverse of the log scale in the data)
            let pax: f64 = c
                .airports
                .iter()
                .filter(|a| a.size >= MAJOR)
                .map(|a| 110f64.powf((a.size as f64 - 20.0) / 80.0))
                .sum();
            let w = if pax > 0.0 {
                (20.0 + 80.0 * pax.ln() / 110f64.ln())
                    .round()
                    .clamp(0.0, 100.0) as u8
            } else {
                0
            };
            for a in &c.airports {
                if let Some(i) = data::airport_index(a.iata) {
                    is_main[i] = std::ptr::eq(*a, main);
                    city_main[i] = main.size;
                    city_size[i] = w.max(main.size);
                }
            }
        }
        let mut hub_range = vec![0.0; n];
        for (&h, list) in hubs_at {
            for &(x, _) in list {
                hub_range[h as usize] = f64::max(hub_range[h as usize], ranges[x as usize]);
            }
        }
        Rules {
            region,
            limit,
            prime,
            gateway,
            is_main,
            city_main,
            city_size,
            hub_range,
        }
    }

    /// Whether a nonstop between airports `i` and `j`, `d` km apart, is plausible:
    /// * restricted airports (`LIMITS`) keep to their perimeter;
    /// * a big hub flies to small fields only at home (and not next door), and a mega-hub not to
    ///   the minor airport of a nearby European metropolis (LHR-ORY, LHR-BVA);
    /// * long-haul abroad links gateways only, one of them prime or a hub of
    ///   a carrier with the range; ultra-long-haul links prime gateways only;
    ///   long domestic sectors need mid-size airports at both ends.
    fn plausible(&self, i: usize, j: usize, d: f64) -> bool {
        let aps = data::airports();
        let (pi, pj) = (&aps[i], &aps[j]);
        let domestic = pi.country == pj.country;
        for (x, y) in [(i, j), (j, i)] {
            if let Some(l) = self.limit[x] {
                if !limit_allows(l, d, aps[y].country, self.region[y]) {
                    return false;
                }
            }
            let (sx, sy) = (aps[x].size, aps[y].size);
            if sx >= BIG_HUB && sy < MAJOR && (!domestic || d < 200.0) {
                return false;
            }
            if sx >= MEGA_HUB
                && sy < BIG_HUB
                && d < 3_500.0
                && !self.is_main[y]
                && self.city_main[y] >= BIG_HUB
                && self.region[x] == "EUROP"
                && self.region[y] == "EUROP"
                && !self.limit[y].is_some_and(|l| l.city_airport)
            {
                return false;
            }
        }
        if d <= LONG_KM {
            return true;
        }
        if domestic {
            return pi.size.min(pj.size) >= 40;
        }
        if d > ULTRA_KM {
            return self.prime[i] && self.prime[j];
        }
        self.gateway[i]
            && self.gateway[j]
            && (self.prime[i] || self.prime[j] || self.hub_range[i] >= d || self.hub_range[j] >= d)
    }
}

fn net() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(build)
}

fn build() -> Net {
    let aps = data::airports();
    let als = data::airlines();
    let n = aps.len();
    let xyz: Vec<[f64; 3]> = aps.iter().map(unit).collect();
    let nodes: Vec<u32> = (0..n as u32)
        .filter(|&i| aps[i as usize].size > 0)
        .collect();
    let majors: Vec<u32> = nodes
        .iter()
        .copied()
        .filter(|&i| aps[i as usize].size >= MAJOR)
        .collect();
    // separate grids for major and small airports: small airports mostly look
    // for the nearest majors, and only for small neighbours close by
    let mut grid_major = Grid {
        cells: vec![Vec::new(); LAT_CELLS * LON_CELLS],
    };
    let mut grid_small = Grid {
        cells: vec![Vec::new(); LAT_CELLS * LON_CELLS],
    };
    for &i in &nodes {
        let a = &aps[i as usize];
        let (r, c) = Grid::cell_of(a.lat, a.lon);
        let g = if a.size >= MAJOR {
            &mut grid_major
        } else {
            &mut grid_small
        };
        g.cells[r * LON_CELLS + c].push(i);
    }
    let hv: Vec<u64> = aps.iter().map(|a| stable::hash(&[a.iata])).collect();
    // symmetric deterministic jitter in [0, 6)
    let jitter = |a: u32, b: u32| -> f64 {
        let x = (hv[a as usize] ^ hv[b as usize]).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        6.0 * ((x >> 11) as f64 / (1u64 << 53) as f64)
    };
    let score = |a: u32, b: u32, d: f64| -> f64 {
        let (sa, sb) = (aps[a as usize].size, aps[b as usize].size);
        let mut g = sa as f64 + sb as f64 - distance_penalty(d, sa.min(sb)) + jitter(a, b);
        if sa < 14 && sb < 14 {
            g -= 10.0;
        }
        g
    };
    let ranges: Vec<f64> = als.iter().map(airline_range).collect();
    let mut hubs_at: HashMap<u32, Vec<(u16, u8)>> = HashMap::new();
    for (i, al) in als.iter().enumerate() {
        for (r, h) in al.hubs.iter().enumerate() {
            if let Some(hi) = data::airport_index(h) {
                hubs_at
                    .entry(hi as u32)
                    .or_default()
                    .push((i as u16, r.min(255) as u8));
            }
        }
    }
    let rules = Rules::new(aps, &ranges, &hubs_at);
    let eligible = |a: u32, b: u32, d: f64| -> bool {
        a != b
            && (MIN_NONSTOP_KM..=MAX_NONSTOP_KM).contains(&d)
            && aps[a as usize].city_code != aps[b as usize].city_code
            && rules.plausible(a as usize, b as usize, d)
    };

    // 1. every airport picks its best partners (top k, plus a few reserves),
    // in parallel chunks; the result does not depend on the chunking
    let picks_for = |a: u32, seen: &mut Vec<u32>, cand: &mut Vec<(f64, u32)>| -> Vec<(f64, u32)> {
        let ap = &aps[a as usize];
        let k = target_degree(ap.size);
        cand.clear();
        let mut consider = |b: u32, cand: &mut Vec<(f64, u32)>| {
            if seen[b as usize] == a {
                return;
            }
            seen[b as usize] = a;
            let d = arc_km(&xyz[a as usize], &xyz[b as usize]);
            if eligible(a, b, d) {
                cand.push((score(a, b, d), b));
            }
        };
        if ap.size >= MAJOR {
            for &b in &majors {
                consider(b, cand);
            }
            grid_small.for_near(ap.lat, ap.lon, 1200.0, |b| consider(b, cand));
        } else {
            grid_small.for_near(ap.lat, ap.lon, 500.0, |b| consider(b, cand));
            let mut radius = 1200.0;
            loop {
                let before = cand.len();
                grid_major.for_near(ap.lat, ap.lon, radius, |b| consider(b, cand));
                // (a small airport has no partners beyond long-haul range)
                if cand.len() - before >= k + 2 || radius >= LONG_KM {
                    break;
                }
                radius *= 2.0;
            }
        }
        let by_score = |x: &(f64, u32), y: &(f64, u32)| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1));
        let keep = k + 8;
        if cand.len() > keep {
            cand.select_nth_unstable_by(keep, by_score);
            cand.truncate(keep);
        }
        cand.sort_by(by_score);
        cand.clone()
    };
    let threads = std::thread::available_parallelism()
        .map(|x| x.get())
        .unwrap_or(1)
        .clamp(1, 8);
    let chunk = nodes.len().div_ceil(threads).max(1);
    let picked: Vec<Vec<(f64, u32)>> = std::thread::scope(|sc| {
        let handles: Vec<_> = nodes
            .chunks(chunk)
            .map(|part| {
                let picks_for = &picks_for;
                sc.spawn(move || {
                    let mut seen = vec![u32::MAX; n];
                    let mut cand = Vec::new();
                    part.iter()
                        .map(|&a| picks_for(a, &mut seen, &mut cand))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("network worker"))
            .collect()
    });
    let mut pairs: Vec<(f64, u32, u32)> = Vec::new();
    let mut best_picks: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (&a, list) in nodes.iter().zip(picked) {
        let k = target_degree(aps[a as usize].size);
        for &(g, b) in list.iter().take(k) {
            pairs.push((g, a.min(b), a.max(b)));
        }
        best_picks[a as usize] = list.into_iter().map(|c| c.1).collect();
    }
    // 2. accept pairs, best first, while both ends have capacity
    pairs.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)).then(x.2.cmp(&y.2)));
    pairs.dedup_by(|x, y| x.1 == y.1 && x.2 == y.2);
    let cap = |i: u32| {
        let k = target_degree(aps[i as usize].size);
        k + k / 10 + 2
    };
    let mut adj_set: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &(_, a, b) in &pairs {
        if adj_set[a as usize].len() < cap(a) && adj_set[b as usize].len() < cap(b) {
            adj_set[a as usize].push(b);
            adj_set[b as usize].push(a);
        }
    }
    // an airport left without routes gets its best partner that still has a
    // little room, a big hub only if no other has (if none has, it stays
    // without scheduled service)
    for &a in &nodes {
        if !adj_set[a as usize].is_empty() {
            continue;
        }
        let room = |b: &u32| adj_set[*b as usize].len() < cap(*b) + 8;
        let picks = &best_picks[a as usize];
        if let Some(b) = picks
            .iter()
            .copied()
            .find(|b| aps[*b as usize].size < BIG_HUB && room(b))
            .or_else(|| picks.iter().copied().find(room))
        {
            adj_set[a as usize].push(b);
            adj_set[b as usize].push(a);
        }
    }
    // 3. carriers per route
    let strength: Vec<f64> = als
        .iter()
        .map(|al| {
            let s: Vec<f64> = al
                .hubs
                .iter()
                .filter_map(|h| data::airport(h))
                .map(|a| a.size as f64)
                .collect();
            s.first().copied().unwrap_or(0.0) + 0.25 * s.iter().skip(1).sum::<f64>()
        })
        .collect();
    let hub_xyz: Vec<Vec<[f64; 3]>> = als
        .iter()
        .map(|al| {
            al.hubs
                .iter()
                .filter_map(|h| data::airport(h))
                .map(unit)
                .collect()
        })
        .collect();
    let mut by_country: HashMap<&str, Vec<u16>> = HashMap::new();
    for (i, al) in als.iter().enumerate() {
        by_country.entry(al.country).or_default().push(i as u16);
    }
    // An airline's long-haul flights abroad go to gateways only, and not to the
    // mid-size hub of a rival (a network carrier of that country in another
    // alliance: no British Airways to Delta's Minneapolis or Salt Lake City).
    let far_ok = |x: usize, d: u32, dist: f64| -> bool {
        let al = &als[x];
        let dest = &aps[d as usize];
        if dist <= LONG_KM || dest.country == al.country {
            return true;
        }
        if !rules.gateway[d as usize] {
            return false;
        }
        if rules.city_size[d as usize] >= OPEN_CITY {
            return true;
        }
        !hubs_at.get(&d).is_some_and(|hs| {
            hs.iter().any(|&(y, _)| {
                let rival = &als[y as usize];
                y as usize != x
                    && rival.country == dest.country
                    && !rival.low_cost
                    && (al.alliance.is_none() || rival.alliance != al.alliance)
            })
        })
    };
    let operates = |x: usize, rank: u8, h: u32, d: u32, dist: f64| -> bool {
        let al = &als[x];
        if dist > ranges[x] || !far_ok(x, d, dist) {
            return false;
        }
        // a long-haul-only airline (no short-haul fleet) skips short sectors
        if al.short_haul_aircraft.is_empty() && dist < 2_500.0 {
            return false;
        }
        let dest = &aps[d as usize];
        let domestic = dest.country == al.country;
        if dist > LONG_KM && !domestic {
            // long-haul abroad: every big city, some of the other gateways
            let p = if !rules.prime[d as usize] {
                [0.45, 0.3, 0.2][rank.min(2) as usize]
            } else if rules.city_size[d as usize] < OPEN_CITY {
                [0.6, 0.4, 0.3][rank.min(2) as usize]
            } else {
                1.0
            };
            if p < 1.0 {
                return stable::unit(&[al.iata, aps[h as usize].iata, dest.iata]) < p;
            }
        }
        if (dest.size >= 70 || rank == 0 && dest.size >= 55) && (!al.low_cost || dist <= 3500.0) {
            return true;
        }
        if rank == 0 && domestic && dest.size >= 14 {
            return true;
        }
        let mut p = [0.7, 0.45, 0.3][rank.min(2) as usize];
        if dest.size >= 55 || domestic {
            p += 0.25;
        }
        if al.low_cost && dist > 3000.0 {
            p *= 0.3;
        }
        if dest.size < MAJOR {
            p *= if domestic { 0.6 } else { 0.3 };
        }
        stable::unit(&[al.iata, aps[h as usize].iata, dest.iata]) < p
    };

    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut carriers: Vec<Vec<u16>> = Vec::new();
    let mut adj: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n];
    for a in 0..n as u32 {
        let mut nb = std::mem::take(&mut adj_set[a as usize]);
        nb.sort_unstable();
        nb.dedup();
        for b in nb {
            if b <= a {
                continue;
            }
            let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
            let dist = arc_km(&xyz[a as usize], &xyz[b as usize]);
            // (home?, -strength, airline index)
            let mut list: Vec<(u8, f64, u16)> = Vec::new();
            // long-haul between two countries: only to a prime gateway without a
            // carrier that plausibly operates it (else no nonstop at all)
            let far = dist > LONG_KM && pa.country != pb.country;
            let mut hub_carriers: Vec<(u16, f64)> = Vec::new();
            for (h, other) in [(a, b), (b, a)] {
                if let Some(hs) = hubs_at.get(&h) {
                    for &(x, rank) in hs {
                        let xs = x as usize;
                        if dist <= ranges[xs]
                            && far_ok(xs, other, dist)
                            && (!far || rules.prime[other as usize])
                        {
                            hub_carriers.push((x, strength[xs]));
                        }
                        if list.iter().any(|l| l.2 == x) || !operates(xs, rank, h, other, dist) {
                            continue;
                        }
                        let al = &als[xs];
                        let home = al.country == pa.country || al.country == pb.country;
                        let rank_factor = [1.0, 0.8, 0.6][rank.min(2) as usize];
                        list.push((if home { 0 } else { 1 }, -strength[xs] * rank_factor, x));
                    }
                }
            }
            if list.is_empty() {
                // fallback 1: the strongest hub carrier at either end
                if let Some(&(x, _)) = hub_carriers
                    .iter()
                    .max_by(|p, q| p.1.total_cmp(&q.1).then(q.0.cmp(&p.0)))
                {
                    list.push((1, 0.0, x));
                }
            }
            if list.is_empty() && far {
                continue;
            }
            if list.is_empty() {
                // fallback 2: a home carrier of either country; 3: any carrier based nearby
                // closeness of an airline's nearest hub to either end, as a dot
                // product of unit vectors (bigger = closer; avoids acos)
                let dot = |p: &[f64; 3], q: &[f64; 3]| p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
                let near = |x: u16| -> f64 {
                    hub_xyz[x as usize]
                        .iter()
                        .map(|h| dot(h, &xyz[a as usize]).max(dot(h, &xyz[b as usize])))
                        .fold(f64::NEG_INFINITY, f64::max)
                };
                let pick = |it: &mut dyn Iterator<Item = u16>| -> Option<u16> {
                    it.filter(|&x| dist <= ranges[x as usize])
                        .map(|x| (near(x), x))
                        .max_by(|p, q| p.0.total_cmp(&q.0).then(q.1.cmp(&p.1)))
                        .map(|p| p.1)
                };
                let home: Vec<u16> = [pa.country, pb.country]
                    .iter()
                    .flat_map(|c| by_country.get(c).cloned().unwrap_or_default())
                    .collect();
                let x = pick(&mut home.into_iter()).or_else(|| pick(&mut (0..als.len() as u16)));
                if let Some(x) = x {
                    list.push((2, 0.0, x));
                }
            }
            if list.is_empty() {
                continue; // no aircraft can fly it
            }
            list.sort_by(|p, q| p.0.cmp(&q.0).then(p.1.total_cmp(&q.1)).then(p.2.cmp(&q.2)));
            let id = edges.len() as u32;
            edges.push((a, b));
            carriers.push(list.into_iter().map(|l| l.2).collect());
            adj[a as usize].push((b, id));
            adj[b as usize].push((a, id));
        }
    }
    for l in adj.iter_mut() {
        l.sort_unstable();
    }
    // 4. airline destinations
    let mut dest_sets: Vec<Vec<&'static str>> = vec![Vec::new(); als.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
        for &x in &carriers[e] {
            let hubs = &als[x as usize].hubs;
            let (ha, hb) = (hubs.contains(&pa.iata), hubs.contains(&pb.iata));
            let set = &mut dest_sets[x as usize];
            if !ha || hb {
                set.push(pa.city_code);
            }
            if !hb || ha {
                set.push(pb.city_code);
            }
        }
    }
    let airline_dests = dest_sets
        .into_iter()
        .map(|mut s| {
            s.sort_unstable();
            s.dedup();
            s.into_iter().filter_map(data::city).collect()
        })
        .collect();

    let mut hub_nodes: Vec<u32> = nodes
        .iter()
        .copied()
        .filter(|&i| aps[i as usize].size >= 60 || hubs_at.contains_key(&i))
        .collect();
    hub_nodes.sort_unstable();
    Net {
        adj,
        carriers,
        airline_dests,
        hub_nodes,
        hubs_at,
    }
}

/// An airport code, or a city code resolved to the city's airports (biggest first).
fn resolve(code: &str) -> Vec<u32> {
    if let Some(i) = data::airport_index(code) {
        return vec![i as u32];
    }
    match data::city(code) {
        Some(c) => c
            .airports
            .iter()
            .filter_map(|a| data::airport_index(a.iata))
            .map(|i| i as u32)
            .collect(),
        None => Vec::new(),
    }
}

fn edge(a: u32, b: u32) -> Option<u32> {
    let l = &net().adj[a as usize];
    l.binary_search_by(|p| p.0.cmp(&b)).ok().map(|i| l[i].1)
}

/// Airlines that plausibly operate nonstop between two airports, best first
/// (home carriers with a hub at either end first, then other carriers with a
/// hub at either end, then a nearby home/regional carrier when no hub carrier
/// serves the route). Empty if no nonstop service is plausible. City codes are
/// accepted too (all airport pairs of the two cities are considered).
pub fn carriers_between(from: &str, to: &str) -> Vec<&'static Airline> {
    let als = data::airlines();
    let net = net();
    let mut out: Vec<u16> = Vec::new();
    // best position of each carrier over all airport pairs, then stable merge
    let mut ranked: Vec<(usize, usize, u16)> = Vec::new();
    let (fa, ta) = (resolve(from), resolve(to));
    for (pi, (&a, &b)) in fa
        .iter()
        .flat_map(|a| ta.iter().map(move |b| (a, b)))
        .enumerate()
    {
        if let Some(e) = edge(a, b) {
            for (pos, &x) in net.carriers[e as usize].iter().enumerate() {
                ranked.push((pos, pi, x));
            }
        }
    }
    ranked.sort_unstable();
    for (_, _, x) in ranked {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out.into_iter().map(|x| &als[x as usize]).collect()
}

/// Airports with nonstop service from this airport, sorted by IATA code.
/// Symmetric: B in destinations(A) iff A in destinations(B).
pub fn airport_destinations(iata: &str) -> Vec<&'static Airport> {
    let aps = data::airports();
    match data::airport_index(iata) {
        Some(i) => net().adj[i]
            .iter()
            .map(|&(b, _)| &aps[b as usize])
            .collect(),
        None => Vec::new(),
    }
}

/// Cities an airline flies to (from its hubs), sorted by city code. Accepts an
/// IATA or ICAO airline code.
pub fn airline_destinations(code: &str) -> Vec<&'static City> {
    let Some(al) = data::airline(code) else {
        return Vec::new();
    };
    let idx = data::airlines()
        .iter()
        .position(|x| std::ptr::eq(x, al))
        .expect("airline in table");
    net().airline_dests[idx].clone()
}

/// Good connection airports for a trip, best first: hubs with nonstop service
/// on both legs, preferring hubs of carriers that serve both legs and small
/// detours. When no hub has both legs, hubs roughly on the way with at least
/// one nonstop leg are returned. At most 12. City codes are accepted.
pub fn connection_hubs(from: &str, to: &str) -> Vec<&'static Airport> {
    let aps = data::airports();
    let als = data::airlines();
    let net = net();
    let (Some(&a), Some(&b)) = (resolve(from).first(), resolve(to).first()) else {
        return Vec::new();
    };
    let (pa, pb) = (&aps[a as usize], &aps[b as usize]);
    let pos = |p: &Airport| (p.lat, p.lon);
    let d = data::distance_km(pos(pa), pos(pb)).max(1.0);
    let max_detour = 1.25 + 600.0 / d;
    let mut full: Vec<(f64, u32)> = Vec::new();
    let mut partial: Vec<(f64, u32)> = Vec::new();
    // airline hubs and very big airports, plus the bigger direct neighbours of either end
    let mut cands: Vec<u32> = net.hub_nodes.clone();
    for &x in &[a, b] {
        cands.extend(
            net.adj[x as usize]
                .iter()
                .map(|p| p.0)
                .filter(|&h| aps[h as usize].size >= MAJOR),
        );
    }
    cands.sort_unstable();
    cands.dedup();
    for h in cands {
        let ph = &aps[h as usize];
        if ph.city_code == pa.city_code || ph.city_code == pb.city_code {
            continue;
        }
        let detour =
            (data::distance_km(pos(pa), pos(ph)) + data::distance_km(pos(ph), pos(pb))) / d;
        if detour > max_detour {
            continue;
        }
        let (e1, e2) = (edge(a, h), edge(h, b));
        let mut s = ph.size as f64 - 60.0 * (detour - 1.0);
        match (e1, e2) {
            (Some(e1), Some(e2)) => {
                let (c1, c2) = (&net.carriers[e1 as usize], &net.carriers[e2 as usize]);
                if c1.iter().any(|x| c2.contains(x)) {
                    s += 20.0;
                } else if c1.iter().any(|x| {
                    let al = als[*x as usize].alliance;
                    al.is_some() && c2.iter().any(|y| als[*y as usize].alliance == al)
                }) {
                    s += 10.0;
                }
                if net.hubs_at.contains_key(&h) {
                    s += 5.0;
                }
                full.push((s, h));
            }
            (Some(_), None) | (None, Some(_)) => {
                // the smaller end is the bottleneck: prefer hubs it reaches nonstop
                let small_end_leg = if pa.size <= pb.size {
                    e1.is_some()
                } else {
                    e2.is_some()
                };
                partial.push((s + if small_end_leg { 60.0 } else { 0.0 }, h));
            }
            (None, None) => {}
        }
    }
    let mut list = if full.is_empty() { partial } else { full };
    list.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)));
    list.truncate(12);
    list.into_iter().map(|(_, h)| &aps[h as usize]).collect()
}

/// Forces the network to be built now (e.g. at sandbox start-up).
pub fn warm_up() {
    let _ = net();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes<T>(v: &[&T], f: impl Fn(&T) -> &'static str) -> Vec<&'static str> {
        v.iter().map(|x| f(x)).collect()
    }

    #[test]
    fn transatlantic_carriers() {
        let c = codes(&carriers_between("JFK", "LHR"), |a| a.iata);
        assert!(c.contains(&"BA") && c.contains(&"AA"), "{c:?}");
        let c2 = codes(&carriers_between("LHR", "JFK"), |a| a.iata);
        assert_eq!(c, c2);
        let c = codes(&carriers_between("NYC", "PAR"), |a| a.iata);
        assert!(c.contains(&"AF"), "{c:?}");
    }

    #[test]
    fn symmetric_and_sizes() {
        let lhr = airport_destinations("LHR");
        assert!(lhr.len() > 100, "{}", lhr.len());
        assert!(lhr.len() <= 350);
        assert!(lhr.windows(2).all(|w| w[0].iata < w[1].iata));
        for a in data::airports() {
            for b in airport_destinations(a.iata) {
                assert!(
                    airport_destinations(b.iata)
                        .iter()
                        .any(|x| x.iata == a.iata),
                    "{} -> {} not symmetric",
                    a.iata,
                    b.iata
                );
                assert!(
                    !carriers_between(a.iata, b.iata).is_empty(),
                    "{}-{} has no carrier",
                    a.iata,
                    b.iata
                );
            }
        }
    }

    #[test]
    fn airstrip_has_none() {
        let a = data::airport("OCA").unwrap();
        assert_eq!(a.size, 0);
        assert!(airport_destinations("OCA").is_empty());
        assert!(carriers_between("OCA", "MIA").is_empty());
        // too far for any aircraft
        assert!(carriers_between("MAD", "AKL").is_empty());
    }

    #[test]
    fn small_airport_has_few_routes() {
        let small = data::airports()
            .iter()
            .find(|a| a.size == 5 && a.country == "US")
            .unwrap();
        let n = airport_destinations(small.iata).len();
        assert!(n <= 12, "{} has {n}", small.iata);
    }

    #[test]
    fn airline_networks() {
        let ba = airline_destinations("BA");
        assert!(ba.len() >= 50 && ba.len() <= 300, "{}", ba.len());
        assert!(ba.iter().any(|c| c.code == "NYC"));
        assert_eq!(airline_destinations("BAW").len(), ba.len());
        let fr = airline_destinations("FR");
        assert!(fr.len() >= 20, "{}", fr.len());
        assert!(airline_destinations("ZZ").is_empty());
    }

    #[test]
    fn connections() {
        let h = connection_hubs("ZRH", "SYD");
        assert!(!h.is_empty());
        let c = codes(&h, |a| a.iata);
        assert!(
            c.iter()
                .any(|x| ["SIN", "DXB", "DOH", "HKG", "BKK", "AUH"].contains(x)),
            "{c:?}"
        );
        assert!(!c.contains(&"ZRH") && !c.contains(&"SYD"));
    }

    #[test]
    fn heathrow_keeps_to_plausible_destinations() {
        let d = codes(&airport_destinations("LHR"), |a| a.iata);
        assert!((180..=240).contains(&d.len()), "{}", d.len());
        // perimeter-restricted / domestic-only airports, minor fields abroad,
        // the other airports of nearby Paris
        for c in [
            "LGA", "DCA", "DAL", "MDW", "HOU", "AUF", "BVE", "ACI", "BVA", "ORY", "HNL", "CLE",
            "IND", "OAK", "SMF",
        ] {
            assert!(!d.contains(&c), "LHR-{c}");
        }
        for c in [
            "JFK", "EWR", "CDG", "DXB", "SIN", "ORD", "LAX", "BOS", "EDI", "DUB",
        ] {
            assert!(d.contains(&c), "LHR-{c} missing");
        }
    }

    #[test]
    fn restricted_airports_keep_to_their_perimeter() {
        for l in LIMITS {
            let Some(a) = data::airport(l.iata) else {
                panic!("{} in LIMITS is no airport", l.iata)
            };
            for b in airport_destinations(l.iata) {
                let d = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
                let region = data::country(b.country).map_or("", |c| c.region);
                assert!(
                    limit_allows(l, d, b.country, region),
                    "{}-{}",
                    a.iata,
                    b.iata
                );
            }
        }
    }

    #[test]
    fn long_haul_links_gateways() {
        let rules = Rules::new(data::airports(), &[], &HashMap::new());
        let aps = data::airports();
        for (i, a) in aps.iter().enumerate() {
            for b in airport_destinations(a.iata) {
                let j = data::airport_index(b.iata).unwrap();
                let d = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
                if d > LONG_KM && a.country != b.country {
                    assert!(
                        rules.gateway[i] && rules.gateway[j],
                        "{}-{}",
                        a.iata,
                        b.iata
                    );
                }
                if d > ULTRA_KM && a.country != b.country {
                    assert!(rules.prime[i] && rules.prime[j], "{}-{}", a.iata, b.iata);
                }
            }
        }
        // Bordeaux has no long-haul service to Atlanta
        assert!(carriers_between("BOD", "ATL").is_empty());
    }

    #[test]
    fn flag_carrier_flies_long_haul_to_big_gateways_only() {
        let ba = codes(&airline_destinations("BA"), |c| c.code);
        assert!((120..=240).contains(&ba.len()), "{}", ba.len());
        // mid-size US airports, Delta's fortress hubs, Dammam, Honolulu, San Juan
        for c in [
            "HNL", "SJU", "SMF", "OAK", "CLE", "IND", "MKC", "STL", "SLC", "MSP", "DMM",
        ] {
            assert!(!ba.contains(&c), "BA flies to {c}");
        }
        for c in [
            "NYC", "CHI", "WAS", "LAX", "SFO", "MIA", "DFW", "BOS", "HKG", "SIN",
        ] {
            assert!(ba.contains(&c), "BA does not fly to {c}");
        }
        // Delta's own alliance partners do fly to its hubs
        assert!(!carriers_between("LHR", "MSP").is_empty());
    }

    #[test]
    fn regional_fields_link_up_with_nearby_hubs() {
        // Auxerre and Alderney: no Heathrow, a hub at home or next door instead
        for (code, country) in [("AUF", "FR"), ("BVE", "FR")] {
            let d = airport_destinations(code);
            assert!(!d.is_empty(), "{code}");
            assert!(
                d.iter().all(|b| b.country == country),
                "{code}: {:?}",
                codes(&d, |a| a.iata)
            );
        }
        let aci = codes(&airport_destinations("ACI"), |a| a.iata);
        assert!(!aci.is_empty() && !aci.contains(&"LHR"), "{aci:?}");
    }

    #[test]
    fn deterministic() {
        let a = codes(&airport_destinations("CDG"), |a| a.iata);
        let b = codes(&airport_destinations("CDG"), |a| a.iata);
        assert_eq!(a, b);
        assert_eq!(build().carriers.len(), net().carriers.len());
        let rebuilt = build();
        assert_eq!(rebuilt.adj, net().adj);
        assert_eq!(rebuilt.carriers, net().carriers);
    }
}
