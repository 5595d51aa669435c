//! When flights leave, how long they take, and from which terminal: the parts of a
//! timetable that follow from geography and airport rules rather than from one airline.
//!
//! - Departure windows by direction and time zone: over the Atlantic eastbound flights
//!   leave in the evening and land in the morning (red-eyes), westbound ones fly by
//!   day; Asia to Europe leaves late at night; the Gulf hubs run banks of departures,
//!   the biggest at night; Asia to Australia flies overnight, the Pacific eastbound in
//!   the evening. Short and medium haul spread over the day. A thin flight at a hub
//!   leaves and lands in the hub's banks, so that it meets the hub's other flights.
//! - Night curfews (a table): no departure and no arrival inside them, in winter or in
//!   summer time.
//! - Block times (`block`) vary a little by the hour: the banks at a busy hub queue
//!   for the runway, the night flights do not ([`by_hour_min`]).
//! - Terminals from a table of the carriers' terminals at airports with several; none
//!   elsewhere (no invented terminal).

use chrono::{NaiveDate, Offset, TimeZone};
use chrono_tz::Tz;

use crate::data::{self, Airport};

/// Local night curfews: no departure or arrival from `from` to `to` (minutes after
/// midnight, wrapping past it). Airports' published night restrictions, rounded.
const CURFEWS: &[(&str, u32, u32)] = &[
    ("LHR", 23 * 60 + 30, 4 * 60 + 30),
    ("LCY", 22 * 60 + 30, 6 * 60 + 30),
    ("FRA", 23 * 60, 5 * 60),
    ("MUC", 24 * 60 - 1, 5 * 60),
    ("DUS", 23 * 60, 6 * 60),
    ("HAM", 23 * 60, 6 * 60),
    ("BER", 24 * 60 - 1, 5 * 60),
    ("ZRH", 23 * 60 + 30, 6 * 60),
    ("GVA", 24 * 60 - 1, 6 * 60),
    ("ORY", 23 * 60 + 30, 6 * 60),
    ("LIN", 23 * 60, 7 * 60),
    ("SYD", 23 * 60, 6 * 60),
    ("ADL", 23 * 60, 6 * 60),
    ("OOL", 23 * 60, 6 * 60),
    ("NRT", 24 * 60 - 1, 6 * 60),
    ("ITM", 21 * 60, 7 * 60),
    ("SNA", 22 * 60, 7 * 60),
    ("SAN", 23 * 60 + 30, 6 * 60 + 30),
    ("DCA", 22 * 60, 7 * 60),
];

/// The airports with a night curfew (for the schedule's property tests).
#[cfg(test)]
pub fn curfew_airports() -> impl Iterator<Item = &'static str> {
    CURFEWS.iter().map(|(a, _, _)| *a)
}

/// Whether `minute` (local, 0..1440) falls inside `iata`'s curfew.
pub fn in_curfew(iata: &str, minute: u32) -> bool {
    let m = minute % (24 * 60);
    CURFEWS
        .iter()
        .filter(|(a, _, _)| *a == iata)
        .any(|&(_, from, to)| {
            if from <= to {
                (from..to).contains(&m)
            } else {
                m >= from || m < to
            }
        })
}

/// The Gulf hubs, whose long-haul departures leave in banks.
const GULF_HUBS: &[&str] = &["DXB", "DOH", "AUH", "BAH", "MCT"];

/// The banks of the Gulf hubs' long-haul departures (local start, length in minutes),
/// the night bank first: it meets the evening arrivals from Europe and Asia.
const GULF_BANKS: &[(u32, u32)] = &[
    (60, 180),
    (7 * 60 + 30, 120),
    (13 * 60 + 30, 120),
    (20 * 60, 150),
];

/// Windows of a day: (local start, length), in minutes.
type Windows = &'static [(u32, u32)];

/// The connecting banks of the hubs: (hubs, the windows their carrier's thinner flights
/// leave in, the windows its thinner flights land in), local start and length in
/// minutes, the main bank first and the i-th arrival bank followed within a few hours
/// by the i-th departure bank: a flight flown once a day lands in the main arrival bank
/// or leaves in the main departure bank, so that the thin flights meet each other: the Gulf hubs' night bank
/// (the late-evening arrivals from Europe and Africa out again after midnight to Asia
/// and Australia), Istanbul's four waves, Addis Ababa's morning African bank and its
/// late-evening long-haul one, the Asian hubs' late-night departures to Europe; any
/// other hub ([`DEFAULT_BANKS`]) lands its thin long and medium haul in the early morning
/// and the late afternoon and sends it out from late morning and in the evening, as
/// Europe's and the Americas' hubs do. General knowledge of the carriers' 2025
/// timetables, rounded to half hours: the project's model of them, not a published table.
const HUB_BANKS: &[(&[&str], Windows, Windows)] = &[
    (
        &["DXB", "DOH", "AUH", "BAH", "MCT"],
        GULF_BANKS,
        &[
            (21 * 60 + 30, 180),
            (5 * 60, 150),
            (11 * 60, 150),
            (17 * 60 + 30, 150),
        ],
    ),
    (
        &["IST"],
        &[
            (19 * 60, 180),
            (8 * 60, 150),
            (12 * 60 + 30, 180),
            (60, 150),
        ],
        &[
            (15 * 60 + 30, 150),
            (4 * 60, 180),
            (10 * 60, 150),
            (22 * 60, 120),
        ],
    ),
    (
        &["ADD"],
        &[(22 * 60 + 30, 180), (8 * 60 + 30, 150), (13 * 60, 120)],
        &[(19 * 60, 150), (5 * 60 + 30, 150), (11 * 60, 90)],
    ),
    (
        &[
            "ICN", "HKG", "SIN", "BKK", "PEK", "PKX", "PVG", "CAN", "TPE", "NRT", "HND", "KUL",
            "DEL", "BOM", "CGK", "MNL",
        ],
        &[(19 * 60 + 30, 420), (9 * 60 + 30, 270)],
        &[(13 * 60, 330), (5 * 60, 210)],
    ),
];

/// The banks of every other hub (departures, arrivals): see [`HUB_BANKS`].
const DEFAULT_BANKS: (Windows, Windows) = (
    &[(19 * 60, 240), (10 * 60, 210)],
    &[(15 * 60, 240), (5 * 60, 270)],
);

/// The banks of `hub` (departures, arrivals).
fn banks_of(hub: &str) -> (Windows, Windows) {
    HUB_BANKS
        .iter()
        .find(|(hubs, _, _)| hubs.contains(&hub))
        .map_or(DEFAULT_BANKS, |(_, dep, arr)| (*dep, *arr))
}

/// The five-minute slots of a day that `windows` cover.
fn slots(windows: &[(u32, u32)]) -> [bool; 288] {
    let mut out = [false; 288];
    for &(start, len) in windows {
        for m in (start..start + len.max(5)).step_by(5) {
            out[(m % 1440 / 5) as usize] = true;
        }
    }
    out
}

/// The windows of the slots set in `on` (a run past midnight stays one window).
fn runs(on: &[bool; 288]) -> Vec<(u32, u32)> {
    if on.iter().all(|&x| x) {
        return vec![(0, 1440)];
    }
    // start after a free slot, so that a run across midnight is read whole
    let first_free = on.iter().position(|&x| !x).unwrap_or(0);
    let mut out = Vec::new();
    let mut run: Option<(u32, u32)> = None;
    for k in 1..=288 {
        let i = (first_free + k) % 288;
        match (on[i], run.as_mut()) {
            (true, Some(r)) => r.1 += 5,
            (true, None) => run = Some((i as u32 * 5, 5)),
            (false, _) => out.extend(run.take()),
        }
    }
    out.extend(run);
    out.sort_unstable();
    out
}

/// The size (in the airport table's score) from which an airport is a hub whose banks
/// every carrier's thin flights meet, not only its own carriers'.
const PARTNER_HUB_SIZE: u8 = 85;

/// The departure windows a → b when `a` or `b` is a hub of the flying carrier with
/// banks: the direction's windows (`direction`) where the hub's banks allow them; the
/// banks alone where the two never meet. A departure from the hub leaves in its
/// departure banks; one to it lands in its arrival banks (at the winter block and the
/// winter clocks). `None` where neither end is a hub of the carrier or a partners' hub
/// ([`PARTNER_HUB_SIZE`]).
fn banked(
    a: &Airport,
    b: &Airport,
    block: i64,
    direction: &[(u32, u32)],
    hubs: &[&str],
) -> Option<Vec<(u32, u32)>> {
    let hub = |x: &Airport| hubs.contains(&x.iata);
    let day = NaiveDate::from_ymd_opt(2027, 1, 15).expect("a date");
    let shift = block - offset_min(zone(a), day) + offset_min(zone(b), day);
    // the carrier's own hub first; else one of the world's biggest airports, where a
    // foreign carrier's flight is timed to its partners' banks (Delta's Seoul flights to
    // Korean Air's, Middle East Airlines' Paris flights to Air France's)
    let big = |x: &Airport| x.size >= PARTNER_HUB_SIZE;
    let lands_at = |bank: &[(u32, u32)]| -> [bool; 288] {
        let lands = slots(bank);
        std::array::from_fn(|i| lands[((i as i64 * 5 + shift).rem_euclid(1440) / 5) as usize])
    };
    // the hub's banks in its order (the main one first), each as the departure slots
    // it allows
    let banks: Vec<[bool; 288]> = if hub(a) || (!hub(b) && big(a)) {
        banks_of(a.iata).0.iter().map(|w| slots(&[*w])).collect()
    } else if hub(b) || big(b) {
        banks_of(b.iata).1.iter().map(|w| lands_at(&[*w])).collect()
    } else {
        return None;
    };
    let dir = slots(direction);
    // each bank where the direction's windows allow it, the main bank first (a flight
    // flown once a day leaves in it, so that the hub's other thin flights meet it); a
    // meeting of less than an hour is the edge of a window, not a bank
    let mut out = Vec::new();
    for bank in &banks {
        let both: [bool; 288] = std::array::from_fn(|i| bank[i] && dir[i]);
        if both.iter().filter(|&&x| x).count() >= 12 {
            out.extend(runs(&both));
        }
    }
    if out.is_empty() {
        out = banks.iter().flat_map(runs).collect();
    }
    Some(out)
}

/// Where a place is, for the direction rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Area {
    Americas,
    Europe,
    Africa,
    MiddleEast,
    Asia,
    Pacific,
}

fn area(a: &Airport) -> Area {
    match data::country(a.country).map_or("", |c| c.region) {
        "NAMER" | "CAMER" | "CARIB" | "SAMER" => Area::Americas,
        "EUROP" => Area::Europe,
        "AFRIC" => Area::Africa,
        "MEAST" => Area::MiddleEast,
        "AUSTL" => Area::Pacific,
        _ => Area::Asia,
    }
}

/// Sectors at least this long (km) follow the long-haul windows.
const LONG_KM: f64 = 4_000.0;

/// The windows (local start at `a`, length in minutes) departures a → b are placed in.
fn windows(a: &Airport, b: &Airport, km: f64) -> Vec<(u32, u32)> {
    use Area::*;
    let day = vec![(6 * 60, 16 * 60)];
    if km < LONG_KM {
        return day;
    }
    if GULF_HUBS.contains(&a.iata) {
        return GULF_BANKS.to_vec();
    }
    let region = |x: &Airport| data::country(x.country).map_or("", |c| c.region);
    let south = |x: &Airport| region(x) == "SAMER";
    // South America's long haul flies overnight: to and from North America both ways
    // (Buenos Aires-Atlanta leaves at night and lands in the morning), and from Europe
    // (the evening departures from Madrid, Paris, Lisbon and Frankfurt); to Europe it is
    // the transatlantic red-eye below
    match (area(a), area(b)) {
        (Americas, Americas) if south(a) != south(b) => return vec![(20 * 60, 270)],
        (Europe, Americas) if south(b) => return vec![(21 * 60, 210)],
        // Africa's long haul to Europe overnight, from Europe by day or overnight
        (Africa, Europe) => return vec![(20 * 60 + 30, 240)],
        (Europe, Africa) => return vec![(9 * 60 + 30, 150), (19 * 60, 210)],
        _ => {}
    }
    match (area(a), area(b)) {
        // red-eyes east over the Atlantic, day flights west
        (Americas, Europe | Africa | MiddleEast) => vec![(16 * 60 + 30, 7 * 60)],
        (Europe | Africa, Americas) => vec![(8 * 60, 12 * 60)],
        // Asia to Europe overnight; Europe to Asia by day, landing next morning
        (Asia, Europe | Africa) => vec![(21 * 60 + 30, 5 * 60)],
        (Europe, Asia | Pacific) => vec![(10 * 60, 12 * 60 + 30)],
        // over the Pacific: eastbound in the evening, westbound late morning
        (Asia | Pacific, Americas) => vec![(16 * 60, 7 * 60 + 30)],
        (Americas, Asia | Pacific) => vec![(10 * 60, 5 * 60)],
        // to Australia and New Zealand overnight
        (Asia | MiddleEast, Pacific) => vec![(19 * 60, 5 * 60)],
        _ => vec![(7 * 60, 16 * 60)],
    }
}

/// The zone's offset from UTC on `day`, in minutes.
fn offset_min(tz: Tz, day: NaiveDate) -> i64 {
    let noon = day.and_hms_opt(12, 0, 0).expect("noon");
    tz.offset_from_utc_datetime(&noon).fix().local_minus_utc() as i64 / 60
}

fn zone(a: &Airport) -> Tz {
    a.tz.parse().unwrap_or(Tz::UTC)
}

/// Whether a departure at `dep` (local at `a`) lands outside `b`'s curfew and leaves
/// outside `a`'s, in winter and in summer time, with the block of each season
/// (`blocks`: winter, summer).
fn clear_of_curfews(a: &Airport, b: &Airport, dep: u32, blocks: (i64, i64)) -> bool {
    if in_curfew(a.iata, dep) {
        return false;
    }
    let (ta, tb) = (zone(a), zone(b));
    [(2027, 1, 15, blocks.0), (2027, 7, 15, blocks.1)]
        .iter()
        .all(|&(y, m, d, block)| {
            let day = NaiveDate::from_ymd_opt(y, m, d).expect("a date");
            let arr = i64::from(dep) + block - offset_min(ta, day) + offset_min(tb, day);
            !in_curfew(b.iata, arr.rem_euclid(24 * 60) as u32)
        })
}

/// Up to this sector (km, about two hours) a thin route's aircraft sleeps at the small
/// end; beyond, it is based at the hub and flies out and back in a day.
const OUT_AND_BACK_KM: f64 = 1_500.0;

/// How much bigger (in the size score) a hub is than the spoke it serves with one flight.
const SPOKE_GAP: u8 = 8;

/// `n` daily departures a → b (local minutes after midnight, every 5 minutes), spread
/// over the route's windows, each moved the least it takes to clear both curfews.
/// `salt` varies the spread between carriers; `blocks` are the winter and summer blocks.
pub fn departures(
    a: &Airport,
    b: &Airport,
    km: f64,
    blocks: (i64, i64),
    n: u32,
    salt: u64,
    hubs: &[&str],
) -> Vec<u32> {
    let mut windows = windows(a, b, km);
    let hub = |x: &Airport| hubs.contains(&x.iata);
    // a thin route's one flight a day is flown by an aircraft that sleeps at the small
    // end: out to the hub in the morning, back in the evening, so that it meets the
    // hub's banks both ways (the day's window would leave both at the same hour, and a
    // passenger a night at the hub). One flight a day between two of the carrier's
    // hubs flies at midday both ways: it meets the morning flights in from the spokes
    // of the one and the evening flights out to the spokes of the other (Widerøe's
    // Trondheim-Tromsø between its spokes), where the spoke rule would land it after
    // the evening spokes had left
    if n == 1 && km < LONG_KM && hub(a) && hub(b) {
        windows = vec![(10 * 60 + 30, 2 * 60)];
    } else if n == 1 && km < LONG_KM && a.size.abs_diff(b.size) >= SPOKE_GAP {
        windows = match (a.size > b.size, km < OUT_AND_BACK_KM) {
            (true, true) => vec![(16 * 60, 4 * 60)],
            (false, true) => vec![(6 * 60, 3 * 60)],
            // a longer thin sector is flown out and back from the hub in a day by an
            // aircraft based there (Atlanta-Aruba): out in the late-morning bank,
            // after the spokes' first flights have landed, back in the afternoon,
            // landing for the hub's evening departures
            (true, false) => vec![(10 * 60 + 30, 2 * 60)],
            (false, false) => vec![(14 * 60 + 30, 2 * 60)],
        };
    }
    // a flight flown once or twice a day to or from a hub of its carrier, beyond the
    // sectors an aircraft flies out and back from a spoke, leaves and lands in the
    // hub's banks, so that it meets the flights of the hub's other spokes
    if n <= 2 && km >= OUT_AND_BACK_KM {
        if let Some(w) = banked(a, b, blocks.0, &windows, hubs) {
            windows = w;
        }
    }
    (0..n)
        .map(|i| {
            let (start, len) = windows[i as usize % windows.len()];
            // the i-th of this window's share, at its own place in the window
            let k = i / windows.len() as u32;
            let per = n.div_ceil(windows.len() as u32).max(1);
            let slot = len / per;
            let jitter = ((salt >> (i % 16)) % u64::from(slot / 2 + 1)) as u32;
            let raw = (start + k * slot + jitter) / 5 * 5;
            let dep = raw % (24 * 60);
            (0..=24 * 12)
                .flat_map(|s| [s as i64 * 5, -(s as i64) * 5])
                .map(|d| (i64::from(dep) + d).rem_euclid(24 * 60) as u32)
                .find(|&m| clear_of_curfews(a, b, m, blocks))
                .unwrap_or(dep)
        })
        .collect()
}

/// What the hour of departure adds to a block: five minutes in the morning and evening
/// banks at a busy airport (its queue for the runway), five fewer at night anywhere;
/// nothing when the change would land the flight in a curfew.
pub fn by_hour_min(a: &Airport, b: &Airport, dep: u32, blocks: (i64, i64)) -> i64 {
    let hour = dep / 60 % 24;
    let busy = a.size >= 75;
    let delta = match hour {
        7..=9 | 17..=19 if busy => 5,
        22..=23 | 0..=5 => -5,
        _ => 0,
    };
    if delta != 0 && clear_of_curfews(a, b, dep, (blocks.0 + delta, blocks.1 + delta)) {
        delta
    } else {
        0
    }
}

/// The blocks (winter, summer) of a departure at `dep` stretched, where it would land
/// inside `b`'s curfew, to land as the curfew lifts (up to 90 minutes: airlines pad a
/// flight that would arrive early rather than hold it); unchanged otherwise.
pub fn stretched_to_curfew(a: &Airport, b: &Airport, dep: u32, blocks: (i64, i64)) -> (i64, i64) {
    let (ta, tb) = (zone(a), zone(b));
    let fit = |(y, m, d): (i32, u32, u32), block: i64| {
        let day = NaiveDate::from_ymd_opt(y, m, d).expect("a date");
        let arr = i64::from(dep) - offset_min(ta, day) + offset_min(tb, day);
        (0..=18)
            .map(|s| block + s * 5)
            .find(|bl| !in_curfew(b.iata, (arr + bl).rem_euclid(24 * 60) as u32))
            .unwrap_or(block)
    };
    (fit((2027, 1, 15), blocks.0), fit((2027, 7, 15), blocks.1))
}

/// Carriers' terminals at airports with several: (airport, carrier, terminal). From the
/// airports' and airlines' published terminal guides, rounded to the main terminal of
/// each carrier.
const TERMINALS: &[(&str, &str, &str)] = &[
    ("LHR", "BA", "5"),
    ("LHR", "IB", "5"),
    ("LHR", "AA", "3"),
    ("LHR", "VS", "3"),
    ("LHR", "DL", "3"),
    ("LHR", "CX", "3"),
    ("LHR", "QF", "3"),
    ("LHR", "EK", "3"),
    ("LHR", "AY", "3"),
    ("LHR", "JL", "3"),
    ("LHR", "UA", "2"),
    ("LHR", "LH", "2"),
    ("LHR", "LX", "2"),
    ("LHR", "SQ", "2"),
    ("LHR", "AC", "2"),
    ("LHR", "TK", "2"),
    ("LHR", "NH", "2"),
    ("LHR", "EI", "2"),
    ("LHR", "AF", "4"),
    ("LHR", "KL", "4"),
    ("LHR", "QR", "4"),
    ("LHR", "EY", "4"),
    ("JFK", "AA", "8"),
    ("JFK", "BA", "8"),
    ("JFK", "QR", "8"),
    ("JFK", "CX", "8"),
    ("JFK", "JL", "8"),
    ("JFK", "IB", "8"),
    ("JFK", "AY", "8"),
    ("JFK", "DL", "4"),
    ("JFK", "VS", "4"),
    ("JFK", "KL", "4"),
    ("JFK", "EK", "4"),
    ("JFK", "SQ", "4"),
    ("JFK", "EY", "4"),
    ("JFK", "B6", "5"),
    ("JFK", "EI", "5"),
    ("JFK", "AF", "1"),
    ("JFK", "LH", "1"),
    ("JFK", "TK", "1"),
    ("JFK", "KE", "1"),
    ("JFK", "UA", "7"),
    ("JFK", "NH", "7"),
    ("JFK", "AC", "7"),
    ("CDG", "AF", "2E"),
    ("CDG", "KL", "2F"),
    ("CDG", "DL", "2E"),
    ("CDG", "BA", "2A"),
    ("CDG", "EK", "2C"),
    ("CDG", "LH", "1"),
    ("CDG", "UA", "1"),
    ("CDG", "QR", "1"),
    ("CDG", "SQ", "1"),
    ("CDG", "TK", "1"),
    ("DXB", "EK", "3"),
    ("DXB", "QF", "3"),
    ("DXB", "FZ", "2"),
    ("DXB", "BA", "1"),
    ("DXB", "LH", "1"),
    ("DXB", "AF", "1"),
    ("DXB", "KL", "1"),
    ("MUC", "LH", "2"),
    ("MUC", "LX", "2"),
    ("MUC", "UA", "2"),
    ("MUC", "AC", "2"),
    ("MUC", "SQ", "2"),
    ("MUC", "BA", "1"),
    ("MUC", "AF", "1"),
    ("MUC", "KL", "1"),
    ("MUC", "EK", "1"),
    ("FRA", "LH", "1"),
    ("FRA", "UA", "1"),
    ("FRA", "SQ", "1"),
    ("FRA", "AC", "1"),
    ("FRA", "LX", "1"),
    ("FRA", "BA", "2"),
    ("FRA", "AF", "2"),
    ("FRA", "KL", "2"),
    ("FRA", "DL", "2"),
    ("FRA", "EK", "2"),
    ("ORD", "UA", "1"),
    ("ORD", "LH", "1"),
    ("ORD", "AA", "3"),
    ("ORD", "BA", "5"),
    ("ORD", "AF", "5"),
    ("ORD", "KL", "5"),
    ("ORD", "EK", "5"),
    ("ORD", "QR", "5"),
    ("ORD", "DL", "5"),
    ("MAD", "IB", "4"),
    ("MAD", "BA", "4"),
    ("MAD", "AA", "4"),
    ("MAD", "UX", "1"),
    ("MAD", "AF", "2"),
    ("MAD", "KL", "2"),
    ("MAD", "LH", "2"),
    ("LGW", "BA", "S"),
    ("LGW", "VS", "S"),
    ("LGW", "EK", "N"),
    ("LGW", "QR", "N"),
    ("NRT", "JL", "2"),
    ("NRT", "NH", "1"),
    ("NRT", "UA", "1"),
    ("NRT", "BA", "2"),
    ("NRT", "CX", "2"),
    ("NRT", "QR", "2"),
    ("NRT", "EK", "2"),
    ("NRT", "AY", "2"),
    ("NRT", "SQ", "1"),
    ("NRT", "KE", "1"),
    ("NRT", "LH", "1"),
    ("NRT", "TK", "1"),
    ("LAX", "AA", "4"),
    ("LAX", "DL", "3"),
    ("LAX", "UA", "7"),
    ("LAX", "AS", "6"),
    ("LAX", "B6", "5"),
    ("LAX", "AC", "6"),
    ("LAX", "BA", "B"),
    ("LAX", "QF", "B"),
    ("LAX", "NH", "B"),
    ("LAX", "JL", "B"),
    ("LAX", "EK", "B"),
    ("LAX", "KE", "B"),
    ("LAX", "LH", "B"),
    ("LAX", "AF", "B"),
    ("LAX", "SQ", "B"),
    ("LAX", "CX", "B"),
    ("LAX", "QR", "B"),
    ("LAX", "TK", "B"),
    ("LAX", "VS", "B"),
    ("SFO", "UA", "3"),
    ("SFO", "AS", "2"),
    ("SFO", "BA", "I"),
    ("SFO", "LH", "I"),
    ("SFO", "AF", "I"),
    ("SFO", "KL", "I"),
    ("SFO", "EK", "I"),
    ("SFO", "CX", "I"),
    ("SFO", "SQ", "I"),
    ("SFO", "NH", "I"),
    ("SFO", "JL", "I"),
    ("SFO", "QF", "I"),
    ("SFO", "EI", "I"),
    ("SFO", "TK", "I"),
    ("SFO", "VS", "I"),
    ("YYZ", "AC", "1"),
    ("YYZ", "UA", "1"),
    ("YYZ", "LH", "1"),
    ("YYZ", "LX", "1"),
    ("YYZ", "OS", "1"),
    ("YYZ", "TK", "1"),
    ("YYZ", "NH", "1"),
    ("YYZ", "WS", "3"),
    ("YYZ", "BA", "3"),
    ("YYZ", "AF", "3"),
    ("YYZ", "KL", "3"),
    ("YYZ", "AA", "3"),
    ("YYZ", "DL", "3"),
    ("YYZ", "EK", "3"),
    ("YYZ", "CX", "3"),
    ("YYZ", "VS", "3"),
    ("FCO", "AZ", "1"),
    ("FCO", "AF", "1"),
    ("FCO", "KL", "1"),
    ("FCO", "DL", "1"),
    ("FCO", "BA", "3"),
    ("FCO", "LH", "3"),
    ("FCO", "LX", "3"),
    ("FCO", "EK", "3"),
    ("FCO", "QR", "3"),
    ("FCO", "AA", "3"),
    ("FCO", "UA", "3"),
    ("FCO", "TK", "3"),
    ("SYD", "EK", "1"),
    ("SYD", "SQ", "1"),
    ("SYD", "CX", "1"),
    ("SYD", "UA", "1"),
    ("SYD", "DL", "1"),
    ("SYD", "AA", "1"),
    ("SYD", "NZ", "1"),
    ("SYD", "QR", "1"),
    ("SYD", "JL", "1"),
    ("SYD", "NH", "1"),
    ("SYD", "BA", "1"),
    ("DEL", "AI", "3"),
    ("DEL", "BA", "3"),
    ("DEL", "LH", "3"),
    ("DEL", "EK", "3"),
    ("DEL", "QR", "3"),
    ("DEL", "SQ", "3"),
    ("DEL", "AF", "3"),
    ("DEL", "KL", "3"),
    ("DEL", "UA", "3"),
    ("DEL", "AA", "3"),
    ("DEL", "TK", "3"),
    ("DEL", "EY", "3"),
    ("DEL", "VS", "3"),
    ("ICN", "KE", "2"),
    ("ICN", "DL", "2"),
    ("ICN", "AF", "2"),
    ("ICN", "KL", "2"),
    ("ICN", "LH", "1"),
    ("ICN", "UA", "1"),
    ("ICN", "SQ", "1"),
    ("ICN", "EK", "1"),
    ("ICN", "CX", "1"),
    ("ICN", "QR", "1"),
    ("ICN", "TK", "1"),
    ("ICN", "NH", "1"),
    ("ICN", "JL", "1"),
    ("IAH", "BA", "D"),
    ("IAH", "LH", "D"),
    ("IAH", "EK", "D"),
    ("IAH", "QR", "D"),
    ("IAH", "KL", "D"),
    ("IAH", "AF", "D"),
    ("IAH", "TK", "D"),
    ("IAH", "SQ", "D"),
    ("BOS", "BA", "E"),
    ("BOS", "VS", "E"),
    ("BOS", "EI", "E"),
    ("BOS", "LH", "E"),
    ("BOS", "AF", "E"),
    ("BOS", "KL", "E"),
    ("BOS", "EK", "E"),
    ("BOS", "QR", "E"),
    ("BOS", "TK", "E"),
    ("BOS", "CX", "E"),
    ("BOS", "JL", "E"),
    ("BOS", "DL", "A"),
    ("BOS", "AA", "B"),
    ("BOS", "UA", "B"),
    ("BOS", "B6", "C"),
    ("MIA", "AA", "N"),
    ("DUB", "EI", "2"),
];

/// `carrier`'s terminal at `iata`, when the table has it.
pub fn terminal(iata: &str, carrier: &str) -> Option<&'static str> {
    TERMINALS
        .iter()
        .find(|(a, c, _)| *a == iata && *c == carrier)
        .map(|(_, _, t)| *t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ap(iata: &str) -> &'static Airport {
        data::airport(iata).expect(iata)
    }

    fn km(a: &str, b: &str) -> f64 {
        let (a, b) = (ap(a), ap(b));
        data::distance_km((a.lat, a.lon), (b.lat, b.lon))
    }

    use crate::flights::block::{self, Season};

    /// Block minutes of `carrier`'s flights a → b, the year's mean.
    fn block(carrier: &str, a: &str, b: &str) -> i64 {
        block::minutes(
            data::airline(carrier).expect(carrier),
            ap(a),
            ap(b),
            Season::Year,
        )
    }

    #[test]
    fn airlines_kept_out_of_russian_airspace_take_hours_longer_to_north_asia() {
        // Air France round the south, a Chinese carrier over Siberia, as they fly
        let (af, ca) = (block("AF", "CDG", "PEK"), block("CA", "CDG", "PEK"));
        assert!(af - ca >= 60, "AF {af}, CA {ca}");
        // Europe to Tokyo: about 13 to 15 hours now, some 11 before 2022
        for (carrier, a, b) in [
            ("AF", "CDG", "HND"),
            ("BA", "LHR", "HND"),
            ("AY", "HEL", "NRT"),
        ] {
            let m = block(carrier, a, b);
            assert!((765..=900).contains(&m), "{carrier} {a}-{b}: {m} min");
        }
    }

    #[test]
    fn curfews_wrap_past_midnight() {
        assert!(in_curfew("LHR", 0));
        assert!(in_curfew("LHR", 23 * 60 + 45));
        assert!(!in_curfew("LHR", 6 * 60));
        assert!(in_curfew("FRA", 23 * 60));
        assert!(!in_curfew("FRA", 22 * 60 + 55));
        assert!(!in_curfew("DXB", 2 * 60), "no curfew at Dubai");
    }

    /// Local arrival minutes (winter) of departures a → b.
    fn arrivals(a: &str, b: &str, deps: &[u32]) -> Vec<u32> {
        let day = NaiveDate::from_ymd_opt(2027, 1, 15).unwrap();
        let block = block("BA", a, b);
        deps.iter()
            .map(|&d| {
                (i64::from(d) + block - offset_min(zone(ap(a)), day) + offset_min(zone(ap(b)), day))
                    .rem_euclid(1440) as u32
            })
            .collect()
    }

    #[test]
    fn eastbound_transatlantic_flights_are_red_eyes_and_westbound_ones_fly_by_day() {
        let deps = |a: &str, b: &str| {
            let m = block("BA", a, b);
            departures(ap(a), ap(b), km(a, b), (m, m), 8, 77, &[])
        };
        let east = deps("JFK", "LHR");
        assert!(east.iter().all(|&d| d >= 16 * 60), "{east:?}");
        let landing = arrivals("JFK", "LHR", &east);
        assert!(
            landing.iter().all(|&m| (4 * 60 + 30..12 * 60).contains(&m)),
            "morning arrivals, none in the curfew: {landing:?}"
        );
        let west = deps("LHR", "JFK");
        assert!(
            west.iter().all(|&d| (8 * 60..20 * 60).contains(&d)),
            "{west:?}"
        );
    }

    #[test]
    fn the_gulf_hubs_leave_in_banks_the_night_one_included_and_curfews_hold() {
        let b = block("EK", "DXB", "LHR");
        let deps = departures(ap("DXB"), ap("LHR"), km("DXB", "LHR"), (b, b), 8, 5, &[]);
        assert!(deps.iter().any(|&d| d < 5 * 60), "a night bank: {deps:?}");
        for m in arrivals("DXB", "LHR", &deps) {
            assert!(!in_curfew("LHR", m), "lands in the LHR curfew: {m}");
        }
        let to_syd = departures(
            ap("SIN"),
            ap("SYD"),
            km("SIN", "SYD"),
            (470, 470),
            6,
            9,
            &[],
        );
        for m in arrivals("SIN", "SYD", &to_syd) {
            assert!(!in_curfew("SYD", m), "lands in the SYD curfew: {m}");
        }
    }

    #[test]
    fn thin_flights_at_a_hub_leave_in_its_departure_banks_and_land_in_its_arrival_banks() {
        use crate::hotels::Rng;
        use travel_core::stable::Seed;
        let served: Vec<&Airport> = data::airports().iter().filter(|a| a.size >= 20).collect();
        let hubs: Vec<&Airport> = data::airports().iter().filter(|a| a.size >= 60).collect();
        let mut rng = Rng::new(Seed::DEFAULT, "thin flights at hubs");
        let within = |m: u32, w: &[(u32, u32)]| slots(w)[(m % 1440 / 5) as usize];
        let day = NaiveDate::from_ymd_opt(2027, 1, 15).unwrap();
        let (mut out, mut back) = (0, 0);
        for _ in 0..4_000 {
            let (hub, spoke) = (*rng.pick(&hubs), *rng.pick(&served));
            let km = data::distance_km((hub.lat, hub.lon), (spoke.lat, spoke.lon));
            if hub.city_code == spoke.city_code
                || km < OUT_AND_BACK_KM
                || CURFEWS
                    .iter()
                    .any(|(c, _, _)| [hub.iata, spoke.iata].contains(c))
            {
                continue;
            }
            let n = rng.range(1, 2) as u32;
            let salt = rng.next_u64();
            let block = (km / 800.0 * 60.0) as i64 + 30;
            let (dep_banks, arr_banks) = banks_of(hub.iata);
            for d in departures(hub, spoke, km, (block, block), n, salt, &[hub.iata]) {
                out += 1;
                let direction = windows(hub, spoke, km);
                assert!(
                    within(d, dep_banks),
                    "{}-{} ({km:.0} km) leaves at {d} outside {dep_banks:?} (direction {direction:?})",
                    hub.iata,
                    spoke.iata
                );
            }
            for d in departures(spoke, hub, km, (block, block), n, salt, &[hub.iata]) {
                back += 1;
                let lands = i64::from(d) + block - offset_min(zone(spoke), day)
                    + offset_min(zone(hub), day);
                assert!(
                    within(lands.rem_euclid(1440) as u32, arr_banks),
                    "{}-{} ({km:.0} km) lands at {lands} outside {arr_banks:?}",
                    spoke.iata,
                    hub.iata
                );
            }
        }
        assert!(out > 2_000 && back > 2_000, "{out} out, {back} back");
    }

    #[test]
    fn bank_windows_are_read_back_whole_across_midnight() {
        assert_eq!(runs(&slots(&[(22 * 60, 240)])), vec![(22 * 60, 240)]);
        assert_eq!(runs(&slots(&[(60, 150)])), vec![(60, 150)]);
        assert_eq!(runs(&[true; 288]), vec![(0, 1440)]);
    }

    #[test]
    fn terminals_come_from_the_table_or_not_at_all() {
        assert_eq!(terminal("LHR", "BA"), Some("5"));
        assert_eq!(terminal("JFK", "DL"), Some("4"));
        assert_eq!(terminal("LHR", "ZZ"), None);
        assert_eq!(terminal("AMS", "KL"), None, "one terminal: none named");
        assert_eq!(
            terminal("LAX", "QF"),
            Some("B"),
            "Tom Bradley International"
        );
        // the table names each carrier once an airport
        let mut keys: Vec<(&str, &str)> = TERMINALS.iter().map(|(a, c, _)| (*a, *c)).collect();
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n, "a carrier twice at an airport");
    }
}
