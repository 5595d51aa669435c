use super::*;
use crate::network;

type Row = (&'static str, &'static str, &'static str, i64, &'static str);

/// The published block times (`data/block_times.tsv`), each with its source.
fn sourced() -> Vec<(Row, &'static str)> {
    include_str!("../../data/block_times.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 6, "block_times.tsv: {l}");
            assert!(!f[5].trim().is_empty(), "a row without its source: {l}");
            (
                (f[0], f[1], f[2], f[3].parse().expect("minutes"), f[4]),
                f[5],
            )
        })
        .collect()
}

/// The published block times: carrier, from, to, minutes, half.
fn published() -> Vec<Row> {
    sourced().into_iter().map(|(r, _)| r).collect()
}

fn ap(iata: &str) -> &'static Airport {
    data::airport(iata).unwrap_or_else(|| panic!("airport {iata}"))
}

fn al(code: &str) -> &'static Airline {
    data::airline(code).unwrap_or_else(|| panic!("airline {code}"))
}

/// The model's errors on one half of the table, as fractions of the published time.
fn errors(half: &str) -> Vec<(String, f64)> {
    published()
        .into_iter()
        .filter(|r| r.4 == half)
        .map(|(c, a, b, m, _)| {
            let model = minutes(al(c), ap(a), ap(b), Season::Year);
            let off = (model - m) as f64 / m as f64;
            (format!("{c} {a}-{b}: model {model}, published {m}"), off)
        })
        .collect()
}

/// The table is split in two halves of about the same size, and a route recalled from
/// general knowledge comes with its return in the same half (a data set of departures
/// from one city has no returns).
#[test]
fn the_table_is_large_split_in_two_and_every_recalled_row_has_both_directions() {
    let sourced = sourced();
    let rows = published();
    assert!(rows.len() >= 300, "{} rows", rows.len());
    let tune = rows.iter().filter(|r| r.4 == "tune").count();
    let test = rows.iter().filter(|r| r.4 == "test").count();
    assert_eq!(tune + test, rows.len(), "a row in neither half");
    assert!(
        tune.abs_diff(test) <= rows.len() / 10,
        "{tune} tune, {test} test"
    );
    for &((c, a, b, _, half), source) in &sourced {
        if !source.starts_with("general knowledge") {
            continue;
        }
        assert!(
            rows.iter().any(|r| (r.0, r.1, r.2, r.4) == (c, b, a, half)),
            "{c} {a}-{b} without its return in the same half"
        );
    }
}

/// The held-out half: what the model was not fitted on. Of its 282 rows, 19 in 20 keep
/// within 8 % of the published block, and none is further than 16 %. The ones between
/// are short sectors (an hour or so, where the timetable's five-minute rounding alone
/// is 4 %) at airports whose runway queues the model does not list (Miami, Manila,
/// Gatwick, Itami), and a few long ones (Calgary-Toronto, New York-Palm Beach).
#[test]
fn the_held_out_half_keeps_near_the_published_times() {
    let errs = errors("test");
    let far: Vec<&(String, f64)> = errs.iter().filter(|e| e.1.abs() > 0.08).collect();
    assert!(
        far.len() * 20 <= errs.len(),
        "{} of {} beyond 8 %: {far:#?}",
        far.len(),
        errs.len()
    );
    for (what, off) in &errs {
        assert!(off.abs() <= 0.16, "{what} ({:.1} %)", off * 100.0);
    }
    let rms = (errs.iter().map(|e| e.1 * e.1).sum::<f64>() / errs.len() as f64).sqrt();
    assert!(rms < 0.045, "rms {rms}");
}

/// The rows read from a data set (not recalled) that were held out: the model keeps
/// their mean error small, so it is not biased on the one set it was not told about
/// when the constants were first fitted.
#[test]
fn the_held_out_rows_from_a_data_set_are_not_biased() {
    let rows: Vec<(Row, &str)> = sourced()
        .into_iter()
        .filter(|(r, s)| r.4 == "test" && !s.starts_with("general knowledge"))
        .collect();
    assert!(rows.len() >= 40, "{} rows", rows.len());
    let mean = rows
        .iter()
        .map(|((c, a, b, m, _), _)| {
            let model = minutes(al(c), ap(a), ap(b), Season::Year);
            (model - m) as f64 / *m as f64
        })
        .sum::<f64>()
        / rows.len() as f64;
    assert!(mean.abs() < 0.03, "mean error {:.1} %", mean * 100.0);
}

/// Where the published times of a route differ by 20 minutes or more between the two
/// directions, the model's longer direction is the published longer one.
#[test]
fn the_longer_direction_is_the_published_one() {
    let rows = published();
    for &(c, a, b, m, _) in &rows {
        let Some(back) = rows.iter().find(|r| (r.0, r.1, r.2) == (c, b, a)) else {
            continue;
        };
        if m - back.3 >= 20 {
            let (there, home) = (
                minutes(al(c), ap(a), ap(b), Season::Year),
                minutes(al(c), ap(b), ap(a), Season::Year),
            );
            assert!(
                there > home,
                "{c} {a}-{b} {there} vs {home}, published {m} vs {}",
                back.3
            );
        }
    }
}

/// Every generated nonstop, both ways, each carrier: eastbound at middle latitudes is
/// the faster way; no block is slower than 1.3 times the still-air great circle unless
/// a closure in force says why; winter westbound is slower than summer westbound.
#[test]
fn every_generated_nonstop_is_believable() {
    let day = NaiveDate::from_ymd_opt(2027, 1, 14).expect("a date");
    let mut checked = 0;
    for airline in data::airlines() {
        for (a, b, _) in network::airline_routes(airline.iata) {
            for (x, y) in [(a, b), (b, a)] {
                let m = minutes(airline, x, y, Season::Year);
                let still = still_air_minutes(x, y);
                let closed = airspace::closure(airline, x, y, day);
                assert!(
                    (m as f64) <= still * 1.3 + 5.0 || closed.is_some(),
                    "{} {}-{}: {m} min, {still:.0} in still air",
                    airline.iata,
                    x.iata,
                    y.iata
                );
                assert!(
                    m as f64 >= still * 0.8,
                    "{} {}-{} too fast",
                    airline.iata,
                    x.iata,
                    y.iata
                );
                checked += 1;
            }
            // a long east-west sector in the northern middle latitudes
            let km = data::distance_km((a.lat, a.lon), (b.lat, b.lon));
            let dlon = (b.lon - a.lon + 540.0).rem_euclid(360.0) - 180.0;
            let mid = (a.lat + b.lat) / 2.0;
            let east_west = dlon.abs() * 111.0 * mid.to_radians().cos() > 0.8 * km;
            if km > 2_500.0 && east_west && dlon.abs() < 120.0 && (30.0..=50.0).contains(&mid) {
                let (east, west) = if dlon > 0.0 { (a, b) } else { (b, a) };
                let there = minutes(airline, east, west, Season::Year);
                let back = minutes(airline, west, east, Season::Year);
                assert!(
                    there < back,
                    "{} {}-{} eastbound {there}, back {back}",
                    airline.iata,
                    east.iata,
                    west.iata
                );
                let winter = minutes(airline, west, east, Season::Winter);
                let summer = minutes(airline, west, east, Season::Summer);
                assert!(
                    winter > summer,
                    "{} {}-{} westbound winter {winter}, summer {summer}",
                    airline.iata,
                    west.iata,
                    east.iata
                );
            }
        }
    }
    assert!(checked > 10_000, "{checked} nonstops");
}

#[test]
fn the_pacific_takes_eleven_hours_east_and_thirteen_west() {
    let (icn, lax) = (ap("ICN"), ap("LAX"));
    let east = minutes(al("KE"), icn, lax, Season::Year);
    let west = minutes(al("KE"), lax, icn, Season::Year);
    assert!((600..=720).contains(&east), "ICN-LAX {east}");
    assert!((720..=840).contains(&west), "LAX-ICN {west}");
    // a US carrier too, and the flight from Shanghai: no detour west round Asia
    let pvg = ap("PVG");
    for (c, a, b) in [("UA", lax, pvg), ("AA", lax, pvg), ("MU", pvg, lax)] {
        let m = minutes(al(c), a, b, Season::Year);
        assert!((640..=860).contains(&m), "{c} {}-{}: {m}", a.iata, b.iata);
    }
    // Singapore-New York: over the pole both ways, westbound no shorter
    let (sin, jfk) = (ap("SIN"), ap("JFK"));
    let (out, back) = (
        minutes(al("SQ"), sin, jfk, Season::Year),
        minutes(al("SQ"), jfk, sin, Season::Year),
    );
    assert!(
        (1_040..=1_180).contains(&out) && (1_040..=1_180).contains(&back),
        "{out} {back}"
    );
}
