//! Block times, gate to gate: the path the airline flies (the great circle, or round a
//! closed airspace, `airspace`), the winds along it by season, the ground time at each
//! end and the routing the airways impose.
//!
//! - The wind is the westerly jet stream of each hemisphere: a band centred near 40
//!   degrees (further north in summer, nearer the equator and stronger in winter),
//!   strongest over East Asia and the North Pacific and over North America and the
//!   Atlantic. The path is followed every 200 km; at each step the wind's part along the
//!   track adds to the cruise speed or takes from it. Westbound flights avoid the jet's
//!   core, but the tracks they are given still cost them more than the eastbound gain,
//!   so a headwind counts for more than a tailwind of the same speed.
//! - Ground time grows with the airport: a few minutes' taxi at a small field, a quarter
//!   of an hour and more at the busiest hubs; schedules in Africa, Latin America and the
//!   Middle East carry a few more minutes.
//! - Chinese airspace has few civil airways: flights in it fly about a fifth further
//!   than the great circle; between the countries of Northeast Asia the fixed
//!   international airways add a little more.
//! - New York's airports add a runway queue on departure and on arrival.
//!
//! The constants were fitted on half of the published block times in
//! `data/block_times.tsv` and are tested on the other half (see the tests below).

use chrono::{Datelike, NaiveDate};

use super::airspace::{self, Point};
use crate::data::{self, Airline, Airport};

/// The season whose winds a timetable is planned for: the northern winter (IATA's
/// winter season, November to March, approximated by months), the summer, or the mean
/// of the year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Season {
    Winter,
    Summer,
    Year,
}

impl Season {
    /// The timetable season of `day`: April to October is the summer timetable.
    pub fn of(day: NaiveDate) -> Season {
        if (4..=10).contains(&day.month()) {
            Season::Summer
        } else {
            Season::Winter
        }
    }

    /// How strong the jet is, and how far its core moves poleward (degrees), in the
    /// northern and the southern hemisphere.
    fn jet(self) -> ((f64, f64), (f64, f64)) {
        match self {
            Season::Winter => ((1.3, -3.0), (0.7, 3.0)),
            Season::Summer => ((0.7, 3.0), (1.3, -3.0)),
            Season::Year => ((1.0, 0.0), (1.0, 0.0)),
        }
    }
}

/// Cruise true airspeed of the jets, km/h.
const CRUISE_KMH: f64 = 890.0;
/// Climb, descent and approach beyond the cruise, minutes.
const CLIMB_MIN: f64 = 13.0;
/// What a sector loses to flying low and slow, growing to `SHORT_MIN` as the sector
/// lengthens past `SHORT_KM`.
const SHORT_MIN: f64 = 15.0;
const SHORT_KM: f64 = 1_100.0;
/// The jet stream's mean speed at its core (km/h), the latitude of the core and the
/// band's half-width (degrees).
const JET_KMH: f64 = 60.0;
const JET_LAT: f64 = 40.0;
/// Over Japan and the western North Pacific the jet runs further south than elsewhere
/// (its mean core near 33 degrees north, over southern Japan), where the flights
/// between East Asia and North America and round Japan meet it.
const EAST_ASIA_JET_LAT: f64 = 34.0;
const JET_WIDTH: f64 = 22.0;
/// The southern jet, against the northern.
const SOUTH_JET: f64 = 1.5;
/// The jet over East Asia and the North Pacific, and over North America and the
/// Atlantic, against elsewhere.
const PACIFIC_JET: f64 = 1.3;
const ATLANTIC_JET: f64 = 1.3;
/// A headwind costs this many times what a tailwind of the same speed gains.
const HEADWIND: f64 = 1.5;
/// Ground time at a small field, and what the busiest hubs add, minutes.
const GROUND_MIN: f64 = 5.0;
const HUB_GROUND_MIN: f64 = 12.0;
/// The extra minutes schedules carry at each end in these regions.
const PADDED_REGIONS: &[&str] = &["AFRIC", "SAMER", "CAMER", "MEAST"];
const REGION_PAD_MIN: f64 = 5.0;
/// The Maghreb's schedules do not carry it: their flights are mostly to Europe, planned
/// to Europe's airspace and slots.
const UNPADDED_COUNTRIES: &[&str] = &["MA", "DZ", "TN"];
/// Airports whose schedules carry a runway queue beyond what their size explains:
/// minutes added on departure and on arrival. New York's three airports share the most
/// crowded terminal airspace in the United States; departures queue for the runway
/// (taxi-out there averages over 20 minutes against about 15 at other large US
/// airports, general knowledge of the FAA's ASPM figures) and arrivals are sequenced
/// from far out. Fitted on the tune half of the table, whose New York departures come
/// from the Bureau of Transportation Statistics' 2013 schedules.
const QUEUES: &[(&str, f64, f64)] = &[("JFK", 14.0, 8.0), ("LGA", 14.0, 8.0), ("EWR", 14.0, 8.0)];
/// How much further than the great circle flights in Chinese airspace fly.
const CHINA_ROUTING: f64 = 1.18;
/// Between the countries of Northeast Asia (China, Korea, Japan, Taiwan, Hong Kong,
/// Macau) flights keep to a few international airways whose entry points are fixed by
/// agreement (round the Korean peninsula's coasts, the corridors over the East China
/// Sea), so such a sector flies this much further than its great circle.
const NORTHEAST_ASIA: &[&str] = &["CN", "KR", "JP", "TW", "HK", "MO"];
const NORTHEAST_ASIA_ROUTING: f64 = 1.08;

/// The westerly wind at cruise height at (lat, lon) in `season`, km/h (negative from
/// the east).
pub fn wind_kmh(lat: f64, lon: f64, season: Season) -> f64 {
    let ((north, north_shift), (south, south_shift)) = season.jet();
    if lat >= 0.0 {
        let l = lon.rem_euclid(360.0);
        let by_lon = if (110.0..=215.0).contains(&l) {
            PACIFIC_JET
        } else if (255.0..=345.0).contains(&l) {
            ATLANTIC_JET
        } else {
            1.0
        };
        let core = if (115.0..=180.0).contains(&l) {
            EAST_ASIA_JET_LAT
        } else {
            JET_LAT
        } + north_shift;
        JET_KMH * north * by_lon * (-((lat - core) / JET_WIDTH).powi(2)).exp()
    } else {
        let core = JET_LAT + 5.0 + south_shift;
        JET_KMH * SOUTH_JET * south * (-((-lat - core) / JET_WIDTH).powi(2)).exp()
    }
}

/// The initial course from `p` to `q`, radians from north.
fn course(p: Point, q: Point) -> f64 {
    let (la1, lo1, la2, lo2) = (
        p.0.to_radians(),
        p.1.to_radians(),
        q.0.to_radians(),
        q.1.to_radians(),
    );
    let y = (lo2 - lo1).sin() * la2.cos();
    let x = la1.cos() * la2.sin() - la1.sin() * la2.cos() * (lo2 - lo1).cos();
    y.atan2(x)
}

/// Whether a point is in Chinese airspace (coarsely: the mainland's populated east).
fn in_china(lat: f64, lon: f64) -> bool {
    (20.0..=45.0).contains(&lat) && (98.0..=123.0).contains(&lon)
}

/// Minutes on the ground and in the regional padding at `a`.
fn ground_min(a: &Airport) -> f64 {
    let busy = ((f64::from(a.size) - 45.0) / 50.0).clamp(0.0, 1.0);
    let region = data::country(a.country).map_or("", |c| c.region);
    let pad = if PADDED_REGIONS.contains(&region) && !UNPADDED_COUNTRIES.contains(&a.country) {
        REGION_PAD_MIN
    } else {
        0.0
    };
    GROUND_MIN + pad + HUB_GROUND_MIN * busy * busy
}

/// The runway queue on leaving `a` and on reaching `b`, minutes.
fn queue_min(a: &Airport, b: &Airport) -> f64 {
    let find = |x: &Airport| QUEUES.iter().find(|q| q.0 == x.iata);
    find(a).map_or(0.0, |q| q.1) + find(b).map_or(0.0, |q| q.2)
}

/// The fixed part of a block and the short-sector loss, minutes, for `km` flown.
fn overhead_min(a: &Airport, b: &Airport, km: f64) -> f64 {
    CLIMB_MIN
        + ground_min(a)
        + ground_min(b)
        + queue_min(a, b)
        + SHORT_MIN * (1.0 - (-km / SHORT_KM).exp())
}

/// Block minutes (unrounded) along `path` from `a` to `b` in `season`.
fn along_path(a: &Airport, b: &Airport, path: &[Point], season: Season) -> f64 {
    let mut cruise = 0.0;
    let mut km = 0.0;
    for w in path.windows(2) {
        let d = data::distance_km(w[0], w[1]);
        let n = (d / 200.0).ceil().max(1.0) as usize;
        for k in 0..n {
            let f = |x: f64| airspace::along(w[0], w[1], x / n as f64);
            let (from, to, mid) = (f(k as f64), f(k as f64 + 1.0), f(k as f64 + 0.5));
            let wind = wind_kmh(mid.0, mid.1, season) * course(from, to).sin();
            let wind = if wind < 0.0 { wind * HEADWIND } else { wind };
            let step = if in_china(mid.0, mid.1) {
                d / n as f64 * CHINA_ROUTING
            } else {
                d / n as f64
            };
            cruise += step / (CRUISE_KMH + wind) * 60.0;
            km += step;
        }
    }
    let airways = if a.country != b.country
        && NORTHEAST_ASIA.contains(&a.country)
        && NORTHEAST_ASIA.contains(&b.country)
    {
        NORTHEAST_ASIA_ROUTING
    } else {
        1.0
    };
    overhead_min(a, b, km) + cruise * airways
}

/// Block minutes of `airline`'s flights a → b in `season`, rounded to 5 minutes as
/// timetables are.
pub fn minutes(airline: &Airline, a: &Airport, b: &Airport, season: Season) -> i64 {
    let path = airspace::path(airline, a, b);
    let m = along_path(a, b, &path, season);
    ((m / 5.0).round() * 5.0) as i64
}

/// The block a → b would take on the great circle in still air at cruise speed,
/// minutes: what the 1.3 ceiling of the property tests is measured against.
pub fn still_air_minutes(a: &Airport, b: &Airport) -> f64 {
    let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
    overhead_min(a, b, km) + km / CRUISE_KMH * 60.0
}

#[cfg(test)]
mod tests;
