//! Closed airspace: since 2022 the airlines of the countries that sanction Russia may
//! not cross Russian (or Belarusian) airspace, so their flights between Europe or North
//! America and North and East Asia go round it, south over the Caucasus and Central
//! Asia or north over Alaska, and take one to three hours longer than the great circle.
//! Airlines of other countries (Chinese, Gulf, Turkish, Indian...) still fly the short
//! way, as they do. The outline here is coarse (a few boxes along Russia's southern
//! border); it only has to tell which long-haul great circles cross the country.

use crate::data::{self, Airline, Airport};

type Point = (f64, f64);

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
fn along(a: Point, b: Point, f: f64) -> Point {
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
/// first; or over the North Pacific and Alaska (Anchorage).
const WAYS_ROUND: &[&[Point]] = &[
    &[TBILISI],
    &[TBILISI, ALMATY],
    &[TBILISI, ALMATY, BEIJING],
    &[KRAKOW, TBILISI],
    &[KRAKOW, TBILISI, ALMATY],
    &[KRAKOW, TBILISI, ALMATY, BEIJING],
    &[ANCHORAGE],
    &[NORTH_PACIFIC, ANCHORAGE],
];
const TBILISI: Point = (41.7, 44.8);
const ALMATY: Point = (43.35, 77.0);
const BEIJING: Point = (39.9, 116.4);
const KRAKOW: Point = (50.06, 19.94);
const ANCHORAGE: Point = (61.2, -150.0);
/// South of the Kurils and Kamchatka, on the North Pacific tracks.
const NORTH_PACIFIC: Point = (48.0, 165.0);

/// Whether `airline` may not cross Russian airspace: the airlines of the countries that
/// sanction Russia, whose airlines Russia closed its airspace to.
fn kept_out(airline: &Airline) -> bool {
    data::sanctions_russia(airline.country)
}

/// The distance `airline` flies from `a` to `b`: the great circle, or the shortest way
/// round closed airspace when the airline is kept out of it and the great circle
/// crosses it (the great circle again when no way round is clear).
pub fn flown_km(airline: &Airline, a: &Airport, b: &Airport) -> f64 {
    let (pa, pb) = ((a.lat, a.lon), (b.lat, b.lon));
    let direct = data::distance_km(pa, pb);
    if !kept_out(airline) || !crosses(pa, pb) {
        return direct;
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
            clear.then(|| path.windows(2).map(|w| data::distance_km(w[0], w[1])).sum())
        })
        .min_by(f64::total_cmp)
        .unwrap_or(direct)
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
    fn finnair_to_tokyo_is_hours_longer_than_the_great_circle() {
        let (hel, nrt) = (ap("HEL"), ap("NRT"));
        let direct = data::distance_km((hel.lat, hel.lon), (nrt.lat, nrt.lon));
        assert!(flown_km(al("AY"), hel, nrt) > direct * 1.3);
    }
}
