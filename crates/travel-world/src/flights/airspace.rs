//! Closed airspace: since 2022 the airlines of the countries that sanction Russia may
//! not cross Russian (or Belarusian) airspace, so their flights between Europe or North
//! America and North and East Asia go round it, south over the Caucasus and Central
//! Asia or north over Alaska, and take one to three hours longer than the great circle.
//! Airlines of other countries (Chinese, Gulf, Turkish, Indian...) still fly the short
//! way, as they do. Across the North Pacific the airlines of Japan and Korea keep to the
//! tracks south of the Kurils and Kamchatka and along the Aleutians, as they always
//! have: a few hundred kilometres, not a detour round Asia. The outline here is coarse
//! (a few boxes along Russia's southern border); it only has to tell which long-haul
//! great circles cross the country.
//!
//! Each closure carries the date it began and its source ([`CLOSURES`]): a route is only
//! ever flown round a closure that is in force, and a block time slower than the great
//! circle allows is only believed where one says why (`block`'s property tests).

#[cfg(test)]
use chrono::NaiveDate;

use crate::data::{self, Airline, Airport};

pub type Point = (f64, f64);

/// A closure of airspace to some airlines, dated and sourced (its name, start and
/// source are read by the tests, which print them, and by the data README).
#[derive(Debug)]
#[cfg_attr(not(test), allow(dead_code))]
pub struct Closure {
    pub name: &'static str,
    /// The first day it applied.
    pub since: (i32, u32, u32),
    /// The last day, when it has been lifted.
    pub until: Option<(i32, u32, u32)>,
    pub source: &'static str,
}

impl Closure {
    #[cfg(test)]
    pub fn in_force(&self, day: NaiveDate) -> bool {
        let d = |(y, m, dd): (i32, u32, u32)| NaiveDate::from_ymd_opt(y, m, dd).expect("a date");
        day >= d(self.since) && self.until.is_none_or(|u| day <= d(u))
    }
}

/// The closures the world knows. Russia closed its airspace to the airlines of 36
/// countries (the EU's, the UK's, Canada's...) on 28 February 2022, after the EU closed
/// its own to Russian aircraft on 27 February; the United States were added on 2 March
/// 2022, Japan and Korea's carriers left it of their own accord in the same week.
pub const CLOSURES: &[Closure] = &[Closure {
    name: "Russian and Belarusian airspace, closed to the airlines of the countries that sanction Russia",
    since: (2022, 2, 28),
    until: None,
    source: "Rosaviatsia NOTAMs of 28 Feb and 2 Mar 2022; EU Council Regulation 2022/334 (27 Feb 2022); general knowledge (2025) that it still applies",
}];

/// The closure `airline` must go round between `a` and `b`, when the great circle
/// crosses one in force for it on `day`.
#[cfg(test)]
pub fn closure(
    airline: &Airline,
    a: &Airport,
    b: &Airport,
    day: NaiveDate,
) -> Option<&'static Closure> {
    let russia = &CLOSURES[0];
    (russia.in_force(day) && kept_out(airline) && crosses((a.lat, a.lon), (b.lat, b.lon)))
        .then_some(russia)
}

/// Whether (lat, lon) is inside Russia or Belarus, coarsely: a band between a southern
/// and a northern edge that step eastward along the border and the Arctic coast, plus
/// Chukotka across the date line.
fn closed(lat: f64, lon: f64) -> bool {
    let belarus = (51.3..=56.2).contains(&lat) && (23.2..=32.8).contains(&lon);
    // (from longitude, southern edge, northern edge), stepping eastward
    const BAND: &[(f64, f64, f64)] = &[
        (28.0, 56.0, 70.5),  // east of the Baltic states, the Kola coast
        (31.0, 50.5, 70.5),  // west Russia, north of Ukraine
        (40.0, 44.5, 70.5),  // the North Caucasus
        (45.0, 44.5, 82.0),  // Novaya Zemlya, Franz Josef Land
        (48.0, 51.0, 82.0),  // along Kazakhstan
        (87.0, 50.0, 82.0),  // along Mongolia, Severnaya Zemlya
        (100.0, 50.0, 77.5), // the New Siberian Islands
        (120.0, 48.5, 77.5), // the Amur
        (130.0, 43.0, 77.5), // Primorye
        (141.0, 46.0, 72.0), // Sakhalin, the Kurils
        (156.0, 51.0, 72.0), // Kamchatka
        (163.0, 60.0, 72.0), // the Koryak coast to Wrangel Island
    ];
    let band = BAND.iter().rev().find(|(from, _, _)| lon >= *from);
    let russia = match band {
        // Finland is west of 31 degrees east north of 60
        Some(&(from, south, north)) => {
            (south..=north).contains(&lat) && !(from == 28.0 && lat >= 60.0)
        }
        None => lon <= -169.0 && (64.0..=72.0).contains(&lat), // Chukotka
    };
    belarus || russia
}

/// The point a fraction `f` of the way along the great circle from `a` to `b`.
pub fn along(a: Point, b: Point, f: f64) -> Point {
    let to_vec = |(lat, lon): Point| {
        let (la, lo) = (lat.to_radians(), lon.to_radians());
        [la.cos() * lo.cos(), la.cos() * lo.sin(), la.sin()]
    };
    let (p, q) = (to_vec(a), to_vec(b));
    let dot = (p[0] * q[0] + p[1] * q[1] + p[2] * q[2]).clamp(-1.0, 1.0);
    let angle = dot.acos();
    if angle < 1e-9 {
        return a;
    }
    let (s, t) = (
        ((1.0 - f) * angle).sin() / angle.sin(),
        (f * angle).sin() / angle.sin(),
    );
    let v = [
        s * p[0] + t * q[0],
        s * p[1] + t * q[1],
        s * p[2] + t * q[2],
    ];
    let lat = v[2].atan2((v[0] * v[0] + v[1] * v[1]).sqrt());
    (lat.to_degrees(), v[1].atan2(v[0]).to_degrees())
}

/// Whether the great circle from `a` to `b` crosses closed airspace (tested every
/// hundred kilometres or so).
fn crosses(a: Point, b: Point) -> bool {
    let steps = (data::distance_km(a, b) / 100.0).ceil().max(1.0) as usize;
    (1..steps).any(|i| {
        let (lat, lon) = along(a, b, i as f64 / steps as f64);
        closed(lat, lon)
    })
}

/// The ways round, as the airlines fly them: over the Caucasus (Tbilisi), Central Asia
/// (Almaty) and China (Beijing), from the north of Europe by way of Poland (Krakow)
/// first; over Alaska (Anchorage); or on the North Pacific tracks, east of Hokkaido,
/// south of Kamchatka and along the Aleutians.
const WAYS_ROUND: &[&[Point]] = &[
    &[HOKKAIDO_EAST],
    &[KAMCHATKA_SOUTH],
    &[ALEUTIANS],
    &[HOKKAIDO_EAST, KAMCHATKA_SOUTH],
    &[HOKKAIDO_EAST, KAMCHATKA_SOUTH, ALEUTIANS],
    &[HOKKAIDO_EAST, ALEUTIANS, ANCHORAGE],
    &[ALEUTIANS, ANCHORAGE],
    &[TBILISI],
    &[TBILISI, ALMATY],
    &[TBILISI, ALMATY, BEIJING],
    &[KRAKOW, TBILISI],
    &[KRAKOW, TBILISI, ALMATY],
    &[KRAKOW, TBILISI, ALMATY, BEIJING],
    &[ANCHORAGE],
];
const TBILISI: Point = (41.7, 44.8);
const ALMATY: Point = (43.35, 77.0);
const BEIJING: Point = (39.9, 116.4);
const KRAKOW: Point = (50.06, 19.94);
const ANCHORAGE: Point = (61.2, -150.0);
/// The North Pacific tracks: off Hokkaido's east coast, south of the Kurils and
/// Kamchatka, and along the Aleutians.
const HOKKAIDO_EAST: Point = (41.0, 146.0);
const KAMCHATKA_SOUTH: Point = (48.5, 163.0);
const ALEUTIANS: Point = (52.0, 180.0);

/// Whether `airline` may not cross Russian airspace: the airlines of the countries that
/// sanction Russia, whose airlines Russia closed its airspace to, while the closure has
/// not been lifted (the sandbox's dates are all after it began).
fn kept_out(airline: &Airline) -> bool {
    CLOSURES[0].until.is_none() && data::sanctions_russia(airline.country)
}

/// The length of a path of points, km.
pub fn length_km(path: &[Point]) -> f64 {
    path.windows(2).map(|w| data::distance_km(w[0], w[1])).sum()
}

/// The distance `airline` flies from `a` to `b` (see [`path`]).
#[cfg(test)]
pub fn flown_km(airline: &Airline, a: &Airport, b: &Airport) -> f64 {
    length_km(&path(airline, a, b))
}

/// The points `airline` flies through from `a` to `b`: the great circle, or the shortest
/// way round closed airspace when the airline is kept out of it and the great circle
/// crosses it (the great circle again when no way round is clear).
pub fn path(airline: &Airline, a: &Airport, b: &Airport) -> Vec<Point> {
    let (pa, pb) = ((a.lat, a.lon), (b.lat, b.lon));
    if !kept_out(airline) || !crosses(pa, pb) {
        return vec![pa, pb];
    }
    // each way round either way along it
    let forward = WAYS_ROUND.iter().map(|via| via.to_vec());
    let backward = WAYS_ROUND
        .iter()
        .map(|via| via.iter().rev().copied().collect());
    forward
        .chain(backward)
        .filter_map(|via: Vec<Point>| {
            let path: Vec<Point> = std::iter::once(pa)
                .chain(via)
                .chain(std::iter::once(pb))
                .collect();
            let clear = path.windows(2).all(|w| !crosses(w[0], w[1]));
            clear.then(|| (length_km(&path), path))
        })
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .map_or(vec![pa, pb], |(_, path)| path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ap(c: &str) -> &'static Airport {
        data::airport(c).expect(c)
    }

    fn al(c: &str) -> &'static Airline {
        data::airline(c).expect(c)
    }

    #[test]
    fn the_outline_holds_the_places_it_should() {
        for (lat, lon, name) in [
            (55.75, 37.6, "Moscow"),
            (59.9, 30.3, "Saint Petersburg"),
            (55.0, 82.9, "Novosibirsk"),
            (62.0, 129.7, "Yakutsk"),
            (43.1, 131.9, "Vladivostok"),
            (53.9, 27.6, "Minsk"),
            (66.0, -172.0, "Chukotka"),
        ] {
            assert!(closed(lat, lon), "{name}");
        }
        for (lat, lon, name) in [
            (60.2, 24.9, "Helsinki"),
            (62.9, 27.7, "Kuopio"),
            (56.9, 24.1, "Riga"),
            (50.45, 30.5, "Kyiv"),
            (43.2, 76.9, "Almaty"),
            (47.9, 106.9, "Ulaanbaatar"),
            (39.9, 116.4, "Beijing"),
            (35.7, 139.7, "Tokyo"),
            (61.2, -150.0, "Anchorage"),
            (41.7, 44.8, "Tbilisi"),
        ] {
            assert!(!closed(lat, lon), "{name}");
        }
    }

    #[test]
    fn european_airlines_go_round_to_north_asia_and_others_do_not() {
        let (cdg, hnd) = (ap("CDG"), ap("HND"));
        let direct = data::distance_km((cdg.lat, cdg.lon), (hnd.lat, hnd.lon));
        let af = flown_km(al("AF"), cdg, hnd);
        assert!(af > direct * 1.12 && af < direct * 1.35, "{af} vs {direct}");
        // a Chinese carrier flies the great circle; so does anyone to Singapore
        assert_eq!(flown_km(al("CA"), ap("FRA"), ap("PEK")), {
            let (f, p) = (ap("FRA"), ap("PEK"));
            data::distance_km((f.lat, f.lon), (p.lat, p.lon))
        });
        // to Singapore the great circle only grazes the outline (over Ukraine, closed
        // to all): a little round
        let (lhr, sin) = (ap("LHR"), ap("SIN"));
        let direct = data::distance_km((lhr.lat, lhr.lon), (sin.lat, sin.lon));
        assert!(flown_km(al("BA"), lhr, sin) < direct * 1.02);
        // and the transatlantic is untouched
        let jfk = ap("JFK");
        assert_eq!(
            flown_km(al("BA"), lhr, jfk),
            data::distance_km((lhr.lat, lhr.lon), (jfk.lat, jfk.lon))
        );
    }

    #[test]
    fn the_north_pacific_is_flown_on_its_tracks_not_round_asia() {
        for (carrier, a, b) in [
            ("KE", "ICN", "LAX"),
            ("OZ", "LAX", "ICN"),
            ("JL", "HND", "SEA"),
            ("UA", "SFO", "ICN"),
        ] {
            let Some(al) = data::airline(carrier) else {
                continue;
            };
            let (pa, pb) = (ap(a), ap(b));
            let direct = data::distance_km((pa.lat, pa.lon), (pb.lat, pb.lon));
            let flown = flown_km(al, pa, pb);
            assert!(
                flown < direct * 1.06,
                "{carrier} {a}-{b}: {flown} vs {direct}"
            );
        }
    }

    #[test]
    fn closures_are_dated() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        let (af, cdg, hnd) = (al("AF"), ap("CDG"), ap("HND"));
        assert!(closure(af, cdg, hnd, day(2021, 6, 1)).is_none());
        let c = closure(af, cdg, hnd, day(2027, 1, 14)).expect("closed in 2027");
        assert!(!c.name.is_empty() && !c.source.is_empty() && c.since.0 == 2022);
        assert!(closure(al("CA"), ap("FRA"), ap("PEK"), day(2027, 1, 14)).is_none());
    }

    #[test]
    fn finnair_to_tokyo_is_hours_longer_than_the_great_circle() {
        let (hel, nrt) = (ap("HEL"), ap("NRT"));
        let direct = data::distance_km((hel.lat, hel.lon), (nrt.lat, nrt.lon));
        assert!(flown_km(al("AY"), hel, nrt) > direct * 1.3);
    }
}
