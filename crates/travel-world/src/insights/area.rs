//! Location score: how travellers rate sights, restaurants, shopping and night life
//! around a point, for radii of 200, 500 and 1500 metres.
//!
//! The model: the point's urbanity, from the distance to the nearest city centres and
//! their size (the busiest airport of the city stands for its size; bigger cities
//! spread wider), gives each category an intensity; a larger radius covers more and
//! scores higher, saturating near 100, and its per-point variation (a hash of the point
//! rounded to about 100 m) is smoothed away. Parks and beaches do not need a city, but
//! they need land: they fade with the distance to the nearest airfield of any size (the
//! data has no coastline; in open ocean the nearest one is hundreds of km away, so a
//! point there scores nothing at all).

use super::unit;
use crate::data;
use travel_core::stable::Seed;

pub const RADII: [u32; 3] = [200, 500, 1500];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scores {
    pub radius: u32,
    pub sight: i64,
    pub historical: i64,
    pub beach_and_park: i64,
    pub restaurant: i64,
    pub vegetarian: i64,
    pub shopping: i64,
    pub luxury: i64,
    pub night_life: i64,
}

/// Urbanity in `[0, 1]` and the size (0-100) of the city that gives it.
fn urbanity(lat: f64, lon: f64) -> (f64, f64) {
    let mut best = (0.0, 0.0);
    for c in data::cities() {
        // cheap prefilter: nothing beyond ~2 degrees matters
        if (c.lat - lat).abs() > 3.0 {
            continue;
        }
        let size = f64::from(c.airports.iter().map(|a| a.size).max().unwrap_or(0)).max(8.0);
        let d = data::distance_km((lat, lon), (c.lat, c.lon));
        // city positions are those of their main airport, often well out of the centre
        let reach = 4.0 + size / 6.0;
        let u = (size / 100.0).powf(0.8) * (-d / reach).exp();
        if u > best.0 {
            best = (u, size);
        }
    }
    best
}

/// How far land of people is, km: the nearest airport or airfield of any size.
fn to_land_km(lat: f64, lon: f64) -> f64 {
    data::airports()
        .iter()
        // one degree of latitude is 111 km: further ones cannot be the nearest that matters
        .filter(|a| (a.lat - lat).abs() < 6.0)
        .map(|a| data::distance_km((lat, lon), (a.lat, a.lon)))
        .fold(f64::INFINITY, f64::min)
}

/// Half the parks-and-beaches intensity is gone this far from the nearest airfield.
const LAND_FADE_KM: f64 = 60.0;

/// The three radii's scores of a point, smallest radius first.
pub fn scores(seed: Seed, lat: f64, lon: f64) -> Vec<Scores> {
    let key = format!("{:.3},{:.3}", lat, lon);
    let (u, size) = urbanity(lat, lon);
    let h = |cat: &str| unit(seed, &[&key, cat]);
    // the character of the place: old town, green, upmarket, lively
    let old = 0.5 + 0.5 * h("historical");
    let green = h("park");
    let upmarket = 0.4 + 0.6 * (size / 100.0) * h("luxury").max(0.5);
    let lively = 0.6 + 0.4 * h("night");
    let land = 0.5_f64.powf(to_land_km(lat, lon) / LAND_FADE_KM);
    RADII
        .iter()
        .enumerate()
        .map(|(i, &radius)| {
            let cover = [1.0, 1.6, 2.6][i];
            // the smaller the radius, the more one street decides
            let noise = [0.25, 0.15, 0.05][i];
            let score = |intensity: f64, cat: &str| -> i64 {
                let j = 1.0 + noise * (unit(seed, &[&key, cat, &radius.to_string()]) - 0.5) * 2.0;
                let v = 100.0 * (1.0 - (-4.0 * intensity * cover * j.max(0.0)).exp());
                v.round().clamp(0.0, 100.0) as i64
            };
            Scores {
                radius,
                sight: score(u, "sight"),
                historical: score(u * old, "historical"),
                beach_and_park: score((0.03 + 0.15 * green * (1.0 - 0.5 * u)) * land, "beach"),
                restaurant: score(u * 1.05, "restaurant"),
                vegetarian: score(u * 0.75, "vegetarian"),
                shopping: score(u, "shopping"),
                luxury: score(u * upmarket, "luxury"),
                night_life: score(u * lively, "night"),
            }
        })
        .collect()
}
