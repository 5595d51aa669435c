//! Cabin layouts: where every seat of an aircraft type is, as its operator fits it, on
//! the one grid all cabins share (x: position front to back; y: column across).
//!
//! Each cabin is a block of rows drawn from a template of the grid's width, `.` where
//! no seat stands; the aisles are the columns no template fills. Narrow-bodies sit 3-3
//! (2-2 business), the A220 2-3, regional jets and turboprops 2-2; twin-aisles 3-3-3
//! (787, A350), 3-4-3 (777, 747, A380), 2-4-2 (A330, A340) or 2-3-2 (767) in economy,
//! 2-2-2 or 2-4-2 premium economy, 1-2-1 business and 1-1-1 first. Galleys and
//! lavatories stand at the front, between cabins on twin-aisles, and at the rear; exit
//! rows over the wings (narrow-bodies) or at the doors (twin-aisles).
//!
//! Seat maps, pricing and (later) orders read seats here, so a label `flights seats`
//! shows is the one pricing prices.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::{Datelike, NaiveDate};

use super::aircraft;
use super::brands::{self, Brand};
use super::fares;
use super::inventory;
use super::pricing;
use super::sales::Sales;
use super::schedule::{Leg, Pattern};
use travel_core::stable;

/// One seat of the plan.
#[derive(Debug, Clone)]
pub struct Spot {
    /// `12A`.
    pub label: String,
    pub row: u32,
    pub letter: char,
    pub x: i64,
    pub y: i64,
    /// The cabin's number (see [`fares::cabin`]).
    pub cabin: usize,
    pub window: bool,
    pub aisle: bool,
    pub exit: bool,
    /// The first row of its cabin, facing a wall.
    pub bulkhead: bool,
    /// One of the first rows of economy, sold as preferred.
    pub front: bool,
    /// The row before an exit: its seats do not recline fully.
    pub no_recline: bool,
    /// A bulkhead seat with a bassinet position (twin-aisle, not a window).
    pub bassinet: bool,
}

impl Spot {
    /// Extra legroom: an exit row, or economy's bulkhead.
    pub fn legroom(&self) -> bool {
        self.exit || (self.bulkhead && self.cabin <= 1)
    }

    /// The seat characteristic codes of the service (window `W`, aisle `A`, centre `9`,
    /// exit `E`, legroom `L`, bulkhead `K`, bassinet `B`, ...); `CH` is added by the
    /// seat map where the seat is sold.
    pub fn codes(&self, width: i64) -> Vec<&'static str> {
        let mut c = Vec::new();
        if self.window {
            c.push("W");
        }
        if self.aisle {
            c.push("A");
        }
        if !self.window && !self.aisle {
            c.push("9");
        }
        if self.exit {
            c.extend(["E", "IE", "1A"]);
        }
        if self.legroom() {
            c.push("L");
        }
        if self.bulkhead {
            c.extend(["K", "FC"]);
        }
        if self.bassinet {
            c.push("B");
        }
        if self.front {
            c.push("O");
        }
        if self.no_recline {
            c.push("1D");
        }
        c.push(if self.y * 2 < width { "LS" } else { "RS" });
        c
    }
}

/// A galley, lavatory or closet at a place of the grid.
#[derive(Debug, Clone)]
pub struct Place {
    /// `G`, `LA` or `CL`.
    pub code: &'static str,
    pub x: i64,
    pub y: i64,
    /// `FRONT` or `REAR` of the seat row beside it.
    pub position: &'static str,
}

/// The cabin plan of an aircraft type as an operator fits it.
#[derive(Debug)]
pub struct Plan {
    pub width: i64,
    pub length: i64,
    pub seats: Vec<Spot>,
    pub places: Vec<Place>,
    pub exits_x: Vec<i64>,
    /// Grid positions (x) and seat rows over the wings.
    pub wings_x: (i64, i64),
    pub wings_rows: (u32, u32),
    /// Pitch (inches) and recline of each cabin, by cabin index.
    pub pitch: [u32; 4],
    pub flat: [bool; 4],
}

impl Plan {
    /// Where the seat with this label (`12A`, any case) is in `seats`.
    pub fn index(&self, label: &str) -> Option<usize> {
        let label = label.trim().to_ascii_uppercase();
        self.seats.iter().position(|s| s.label == label)
    }

    #[cfg(test)]
    pub fn seat(&self, label: &str) -> Option<&Spot> {
        self.index(label).map(|i| &self.seats[i])
    }

    pub fn rows(&self) -> (u32, u32) {
        let first = self.seats.iter().map(|s| s.row).min().unwrap_or(1);
        let last = self.seats.iter().map(|s| s.row).max().unwrap_or(1);
        (first, last)
    }
}

/// Rows of each cabin (first, business, premium economy, economy) and the templates of
/// an aircraft family.
struct Family {
    templates: [&'static str; 4],
    /// Rows per cabin, by cabin index (economy, premium, business, first).
    rows: [u32; 4],
    twin_aisle: bool,
}

fn family(code: &str) -> Family {
    // economy, premium economy, business, first
    const THREE_THREE: [&str; 4] = ["ABC.DEF", "ABC.DEF", "A.C.D.F", "A.C.D.F"];
    const TWO_THREE: [&str; 4] = ["AC.DEF", "AC.DEF", "AC.D.F", "AC.D.F"];
    const TWO_TWO: [&str; 4] = ["AC.DF", "AC.DF", "A..DF", "A..DF"];
    const ONE_TWO: [&str; 4] = ["A.DF", "A.DF", "A.DF", "A.DF"];
    const ONE_ONE: [&str; 4] = ["A.F", "A.F", "A.F", "A.F"];
    const NINE: [&str; 4] = ["ABC.DEF.HJK", "AC..D.F..HK", "A...D.F...K", "A....E....K"];
    const TEN: [&str; 4] = [
        "ABC.DEFG.HJK",
        "AC..DEFG..HK",
        "A...E..F...K",
        "A....E.....K",
    ];
    const EIGHT: [&str; 4] = ["AC.DEFG.HK", "AC..DF..HK", "A...EF...K", "A...EF...K"];
    const SEVEN: [&str; 4] = ["AC.DEF.HK", "AC.D.F.HK", "A..D.F..K", "A..D.F..K"];
    let (templates, rows, twin_aisle) = match code {
        "319" | "73G" | "73W" => (THREE_THREE, [21, 0, 3, 0], false),
        "320" | "32N" => (THREE_THREE, [26, 0, 4, 0], false),
        "321" | "32Q" => (THREE_THREE, [31, 0, 5, 0], false),
        "738" | "73H" | "7M8" => (THREE_THREE, [28, 0, 4, 0], false),
        "739" | "73J" | "7M9" => (THREE_THREE, [31, 0, 4, 0], false),
        "717" | "221" => (TWO_THREE, [21, 0, 3, 0], false),
        "223" | "BCS3" | "SU9" => (TWO_THREE, [25, 0, 3, 0], false),
        "290" | "295" | "E90" | "E95" => (TWO_TWO, [24, 0, 3, 0], false),
        "AT5" => (TWO_TWO, [12, 0, 0, 0], false),
        "SF3" => (ONE_TWO, [11, 0, 0, 0], false),
        "DHT" => (ONE_TWO, [6, 0, 0, 0], false),
        "CNA" | "BNI" => (ONE_ONE, [4, 0, 0, 0], false),
        "E75" | "CR9" | "CRK" | "AT7" | "DH4" | "DH8" => (TWO_TWO, [19, 0, 0, 0], false),
        "788" => (NINE, [25, 4, 6, 0], true),
        "789" | "359" => (NINE, [28, 5, 8, 2], true),
        "781" | "78J" | "351" | "35K" => (NINE, [32, 5, 10, 2], true),
        "772" | "77L" => (TEN, [30, 4, 8, 2], true),
        "77W" => (TEN, [34, 5, 10, 2], true),
        "744" | "748" | "74H" => (TEN, [34, 5, 12, 3], true),
        "388" => (TEN, [42, 6, 14, 3], true),
        "330" | "332" | "333" | "339" | "343" => (EIGHT, [28, 3, 7, 0], true),
        "763" | "764" | "767" | "76W" => (SEVEN, [24, 3, 6, 0], true),
        _ if aircraft::wide_body(code) => (NINE, [28, 5, 8, 2], true),
        _ => (THREE_THREE, [26, 0, 4, 0], false),
    };
    Family {
        templates,
        rows,
        twin_aisle,
    }
}

/// Carriers that leave out row 13.
const NO_ROW_13: &[&str] = &["LH", "LX", "OS", "SN", "AF", "KL", "IB", "AZ", "EW", "4Y"];

/// The plan of an aircraft type with the cabins its operator fits on it, kept.
#[cfg(test)]
pub fn plan(code: &str, operating: &str, low_cost: bool) -> &'static Plan {
    let cabins = [0, 1, 2, 3].map(|c| aircraft::has_cabin(code, operating, low_cost, c));
    plan_with(code, operating, low_cost, cabins)
}

/// The plan of the aircraft of a scheduled flight: the cabins the flight sells
/// ([`aircraft::cabins_of`]), so a seat map shows no cabin its offers cannot sell.
pub fn plan_of(p: &Pattern) -> &'static Plan {
    let route = (p.from.iata, p.to.iata, p.km);
    let cabins = aircraft::cabins_of(p.aircraft, p.operating.iata, p.carrier.low_cost, route);
    plan_with(p.aircraft, p.operating.iata, p.carrier.low_cost, cabins)
}

fn plan_with(code: &str, operating: &str, low_cost: bool, cabins: [bool; 4]) -> &'static Plan {
    type Kept = Mutex<HashMap<(String, String, bool, [bool; 4]), &'static Plan>>;
    static KEPT: OnceLock<Kept> = OnceLock::new();
    let key = (code.to_string(), operating.to_string(), low_cost, cabins);
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // aircraft codes and carriers come from the world's data or a bounded set of sent
    // flights, so this stays small
    kept.entry(key)
        .or_insert_with(|| Box::leak(Box::new(build(code, operating, low_cost, cabins))))
}

fn build(code: &str, operating: &str, low_cost: bool, sold: [bool; 4]) -> Plan {
    let mut fam = family(code);
    let cabins: Vec<usize> = [3, 2, 1, 0]
        .into_iter()
        .filter(|&c| sold[c])
        .filter(|&c| c == 0 || fam.rows[c] > 0)
        .collect();
    if fam.twin_aisle && !sold[0] {
        // an all-premium version: the economy cabin's length in business and premium
        // economy (Singapore Airlines' A350-900ULR: 67 business, 94 premium economy)
        fam.rows = [0, 16, 17, 0];
    }
    let width = fam.templates[0].len() as i64;
    let aisles: Vec<i64> = (0..width)
        .filter(|&y| {
            fam.templates
                .iter()
                .all(|t| t.as_bytes()[y as usize] == b'.')
        })
        .collect();
    // economy gets the rows the front cabins do not use on a narrow-body
    let mut rows = fam.rows;
    if !fam.twin_aisle && !cabins.contains(&2) {
        rows[0] += rows[2];
    }
    let skip13 = NO_ROW_13.contains(&operating);
    let mut places = Vec::new();
    let mut seats = Vec::new();
    let galley_row = |x: i64, position: &'static str, places: &mut Vec<Place>| {
        // lavatories at the sides, galleys between
        for y in 0..width {
            let code = if y == 0 || y == width - 1 {
                "LA"
            } else if aisles.contains(&y) {
                continue;
            } else {
                "G"
            };
            places.push(Place {
                code,
                x,
                y,
                position,
            });
        }
    };
    galley_row(0, "FRONT", &mut places);
    let mut x = 1;
    let mut row = 1;
    let mut exits_x = vec![];
    let mut exit_rows: Vec<u32> = vec![];
    for (i, &cabin) in cabins.iter().enumerate() {
        if i > 0 && fam.twin_aisle {
            // a galley and lavatories, and a door, between twin-aisle cabins
            galley_row(x, "REAR", &mut places);
            x += 1;
        }
        let template = fam.templates[cabin];
        let n = rows[cabin];
        let mut exits_here: Vec<u32> = Vec::new();
        if cabin == 0 {
            if fam.twin_aisle {
                // the door at the front of economy, and one in its middle
                let mid = n * 9 / 20;
                exits_here = vec![0, mid];
            } else if n >= 12 {
                let over = n * 2 / 5;
                exits_here = if n >= 24 {
                    vec![over, over + 1]
                } else {
                    vec![over]
                };
            }
        }
        for r in 0..n {
            if skip13 && row == 13 {
                row += 1;
            }
            if fam.twin_aisle && cabin == 0 && r > 0 && exits_here.contains(&r) {
                // the middle door takes a row of the grid
                galley_row(x, "REAR", &mut places);
                x += 1;
            }
            let exit = exits_here.contains(&r);
            let next_exit = exits_here.contains(&(r + 1)) && !fam.twin_aisle;
            if exit {
                exits_x.push(x);
                exit_rows.push(row);
            }
            for (y, letter) in template.chars().enumerate() {
                if letter == '.' {
                    continue;
                }
                let y = y as i64;
                let bytes = template.as_bytes();
                let seat_at = |v: i64| bytes[v as usize] != b'.';
                let window = template.find(|c: char| c != '.') == Some(y as usize)
                    || template.rfind(|c: char| c != '.') == Some(y as usize);
                // an aisle seat: no other seat of its row between it and an aisle
                let aisle = aisles.iter().any(|&a| {
                    let (lo, hi) = if a < y { (a + 1, y) } else { (y + 1, a) };
                    (lo..hi).all(|v| !seat_at(v))
                });
                let bulkhead = r == 0;
                seats.push(Spot {
                    label: format!("{row}{letter}"),
                    row,
                    letter,
                    x,
                    y,
                    cabin,
                    window,
                    aisle,
                    exit,
                    bulkhead,
                    front: cabin == 0 && (1..=4).contains(&r) && !exit,
                    no_recline: next_exit,
                    bassinet: bulkhead && fam.twin_aisle && cabin <= 1 && !window,
                });
            }
            x += 1;
            row += 1;
        }
    }
    galley_row(x, "REAR", &mut places);
    let length = x + 1;
    // the wings: over a third of the cabin from about its middle, a little forward
    let (first_x, last_x) = (1, x - 1);
    let span = last_x - first_x + 1;
    let wings_x = (first_x + span * 2 / 5, first_x + span * 3 / 5);
    let row_at = |wx: i64| {
        seats
            .iter()
            .filter(|s| s.x >= wx)
            .map(|s| s.row)
            .min()
            .unwrap_or(1)
    };
    let wings_rows = (row_at(wings_x.0), row_at(wings_x.1));
    let long_haul_economy = if fam.twin_aisle { 31 } else { 30 };
    Plan {
        width,
        length,
        seats,
        places,
        exits_x,
        wings_x,
        wings_rows,
        pitch: [
            if low_cost { 29 } else { long_haul_economy },
            38,
            if fam.twin_aisle { 78 } else { 34 },
            82,
        ],
        flat: [false, false, fam.twin_aisle, true],
    }
}

/// What a seat costs a traveller on a fare (hundredths of `currency`): `None` where it
/// is not sold (premium cabins, and seats the brand includes); the brand's seat rule
/// decides the rest. Extra legroom costs most, then the front rows, then windows and
/// aisles, then middles; more on long flights.
pub fn price(spot: &Spot, brand: &Brand, km: f64, currency: &str) -> Option<i64> {
    if spot.cabin >= 1 {
        return None;
    }
    let free_choice = brand.seat == brands::Seat::Free;
    let eur = if spot.legroom() {
        if free_choice {
            18.0
        } else {
            35.0
        }
    } else if free_choice {
        return None;
    } else if spot.front {
        22.0
    } else if spot.window || spot.aisle {
        12.0
    } else {
        8.0
    };
    let long = if km > 2000.0 { 1.6 } else { 1.0 };
    Some(fares::to_cents(eur * long, currency))
}

/// Which seats of a dated flight are taken (in the order of `plan.seats`), as the
/// inventory says: each cabin as full as its booking classes are sold, the seats people
/// prefer (windows, aisles, the front) taken first, and every seat on the day all seats
/// are gone (the sold-out scenario day). The sandbox's own orders take their seats too
/// (`sales`), but those of order `mine`. The same flight on the same day always fills
/// the same way.
pub fn occupied(
    leg: &Leg,
    plan: &Plan,
    today: NaiveDate,
    sales: &Sales,
    mine: Option<&str>,
) -> Vec<bool> {
    let sold_out = leg.date.day() == pricing::SOLD_OUT_DAY;
    let key = leg.p.key();
    let date = leg.date.to_string();
    let mut taken_now = vec![false; plan.seats.len()];
    for cabin in 0..4 {
        let here: Vec<usize> = (0..plan.seats.len())
            .filter(|&i| plan.seats[i].cabin == cabin)
            .collect();
        if here.is_empty() {
            continue;
        }
        // the share of the inventory's cabin still unsold, on this aircraft's cabin
        let free = if sold_out {
            0
        } else {
            let left = f64::from(sales.cabin_left(key, cabin, leg.date, today));
            let share = left / f64::from(inventory::CAPACITY[cabin]);
            ((here.len() as f64 * share).round() as usize).min(here.len())
        };
        let mut ranked: Vec<(f64, usize)> = here
            .iter()
            .map(|&i| {
                let s = &plan.seats[i];
                let mut score =
                    stable::to_unit(stable::mix(sales.seed().hash(&[key, &date, &s.label])));
                if s.window || s.aisle {
                    score += 0.25;
                }
                if s.front || s.bulkhead {
                    score += 0.1;
                }
                if s.exit {
                    score -= 0.2;
                }
                (score, i)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        for &(_, i) in &ranked[..here.len() - free] {
            taken_now[i] = true;
        }
    }
    for label in sales.taken(key, leg.date, mine) {
        if let Some(i) = plan.index(&label) {
            taken_now[i] = true;
        }
    }
    taken_now
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::stable::Seed;

    fn row_letters(p: &Plan, row: u32) -> String {
        p.seats
            .iter()
            .filter(|s| s.row == row)
            .map(|s| s.letter)
            .collect()
    }

    #[test]
    fn narrow_bodies_seat_three_three_with_two_two_business() {
        let p = plan("320", "BA", false);
        assert_eq!(p.width, 7);
        assert_eq!(row_letters(p, 1), "ACDF", "business 2-2");
        let (_, last) = p.rows();
        assert_eq!(row_letters(p, last), "ABCDEF");
        // an aisle in the middle: C and D are aisle seats, B a middle one
        let c = p.seat(&format!("{last}C")).unwrap();
        let b = p.seat(&format!("{last}B")).unwrap();
        assert!(c.aisle && !c.window);
        assert!(!b.aisle && !b.window);
        assert!(p.seat(&format!("{last}A")).unwrap().window);
        // overwing exits, with extra legroom
        let exits: Vec<&Spot> = p.seats.iter().filter(|s| s.exit).collect();
        assert_eq!(exits.len(), 12, "two exit rows of six");
        assert!(exits.iter().all(|s| s.legroom()));
        assert!(p.wings_rows.0 <= exits[0].row && exits[0].row <= p.wings_rows.1 + 2);
        // a low-cost carrier sells economy only, from row 1
        let lc = plan("320", "U2", true);
        assert_eq!(row_letters(lc, 1), "ABCDEF");
        assert_eq!(lc.seats.len(), 30 * 6);
    }

    #[test]
    fn twin_aisles_share_one_grid_and_keep_their_aisles() {
        let p = plan("77W", "BA", false);
        assert_eq!(p.width, 12);
        let cabins: Vec<usize> = {
            let mut c: Vec<usize> = p.seats.iter().map(|s| s.cabin).collect();
            c.dedup();
            c
        };
        assert_eq!(cabins, [3, 2, 1, 0], "first, business, premium, economy");
        let econ_row = p.seats.iter().rev().find(|s| s.cabin == 0).unwrap().row;
        assert_eq!(row_letters(p, econ_row), "ABCDEFGHJK", "3-4-3");
        assert_eq!(row_letters(p, 1), "AEK", "first 1-1-1");
        // no seat of any cabin stands in the aisles
        for aisle in [3, 8] {
            assert!(p.seats.iter().all(|s| s.y != aisle), "aisle {aisle}");
        }
        // every seat on the grid, and no two on one spot
        let mut spots: Vec<(i64, i64)> = p.seats.iter().map(|s| (s.x, s.y)).collect();
        assert!(spots
            .iter()
            .all(|&(x, y)| x > 0 && x < p.length && (0..12).contains(&y)));
        spots.sort_unstable();
        spots.dedup();
        assert_eq!(spots.len(), p.seats.len());
        // door exits at the front and the middle of economy
        assert_eq!(p.exits_x.len(), 2);
        // a 787 seats 3-3-3 and has no first class at a carrier without one
        let d = plan("789", "U2", false);
        assert!(d.seats.iter().all(|s| s.cabin != 3));
        let last = d.rows().1;
        assert_eq!(row_letters(d, last), "ABCDEFHJK");
    }

    #[test]
    fn some_carriers_have_no_row_13() {
        let lh = plan("320", "LH", false);
        assert!(lh.seats.iter().all(|s| s.row != 13));
        assert!(lh.seat("14A").is_some());
        let ba = plan("320", "BA", false);
        assert!(ba.seat("13A").is_some());
        // labels the aircraft does not have
        for label in ["12G", "40A", "A", "0A", "12"] {
            assert!(ba.index(label).is_none(), "{label}");
        }
        assert!(ba.index("12a").is_some(), "any case");
        assert!(
            plan("AT7", "BA", false).index("3B").is_none(),
            "2-2 has no B"
        );
    }

    #[test]
    fn seats_cost_by_their_place_and_the_brand() {
        let p = plan("320", "BA", false);
        let light = brands::of("BA", 0, 0);
        let flex = brands::of("BA", 0, 8);
        let last = p.rows().1;
        let middle = p.seat(&format!("{last}B")).unwrap();
        let window = p.seat(&format!("{last}A")).unwrap();
        let exit = p.seats.iter().find(|s| s.exit).unwrap();
        let cost = |s: &Spot, b: &Brand| price(s, b, 1000.0, "EUR");
        assert!(cost(middle, light) < cost(window, light));
        assert!(cost(window, light) < cost(exit, light));
        assert_eq!(
            cost(window, flex),
            None,
            "a flexible fare includes the seat"
        );
        assert!(cost(exit, flex).is_some(), "but not the extra legroom");
        let business = p.seat("1A").unwrap();
        assert_eq!(cost(business, light), None);
        assert!(price(window, light, 6000.0, "EUR") > cost(window, light));
    }

    #[test]
    fn occupancy_follows_the_inventory_and_the_sold_out_day() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        let none = Sales::default();
        let legs = |day| {
            let date = NaiveDate::from_ymd_opt(2026, 7, day).unwrap();
            let lhr = crate::data::airport("LHR").unwrap();
            let jfk = crate::data::airport("JFK").unwrap();
            let p = &super::super::schedule::patterns(Seed::DEFAULT, lhr, jfk)[0];
            Leg::on(p, date)
        };
        let leg = legs(15);
        let p = plan(leg.p.aircraft, leg.p.operating.iata, leg.p.carrier.low_cost);
        let taken = occupied(&leg, p, today, &none, None);
        let n = taken.iter().filter(|&&t| t).count();
        assert!(n > 0 && n < p.seats.len(), "{n} of {} taken", p.seats.len());
        assert_eq!(
            taken,
            occupied(&leg, p, today, &none, None),
            "the same every time"
        );
        // nearer departure, fuller
        let later = occupied(
            &leg,
            p,
            NaiveDate::from_ymd_opt(2026, 7, 14).unwrap(),
            &none,
            None,
        );
        assert!(later.iter().filter(|&&t| t).count() >= n);
        // an order's seat is taken for everyone else
        let free = p.seats.iter().zip(&taken).find(|(_, &t)| !t).unwrap().0;
        let mut sold = Sales::default();
        sold.reserve(leg.p.key(), leg.date, &free.label, "ORDER1");
        let with = occupied(&leg, p, today, &sold, None);
        let i = p.seats.iter().position(|s| s.label == free.label).unwrap();
        assert!(with[i]);
        // but not in the order's own map
        assert!(!occupied(&leg, p, today, &sold, Some("ORDER1"))[i]);
        // the sold-out day: every seat
        let full = legs(pricing::SOLD_OUT_DAY);
        assert!(occupied(&full, p, today, &none, None).iter().all(|&t| t));
    }
}
