//! Seat maps drawn for a terminal: pure functions from a [`SeatMap`] (with the
//! response's dictionaries, a width and whether to colour) to text.
//!
//! The deck is a grid: x the row position front to back, y the column across the
//! width (`deckConfiguration.width` columns). A column no seat of the deck uses is an
//! aisle. Each seat is a three-character cell whose symbol reads without colour:
//! `[ ]` free, `[a]` sold at price a (the legend gives it), `[X]` occupied, `[-]`
//! blocked; angle brackets `<a>` mark a seat whose state differs by traveller.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde_json::Value;

use crate::format::{flight, plain, title, words, wrap_items};
use travel_core::model::seatmap::{CabinAmenities, Deck, Seat, SeatMap};

/// What the answer's `dictionaries` name: facilities (`LA` lavatory...) and aircraft.
#[derive(Debug, Clone, Default)]
pub struct SeatDictionaries {
    pub facilities: BTreeMap<String, String>,
    pub aircraft: BTreeMap<String, String>,
}

impl SeatDictionaries {
    /// Read from a response body; what is missing stays empty.
    pub fn from_body(body: &Value) -> Self {
        let map = |key: &str| -> BTreeMap<String, String> {
            body.pointer(&format!("/dictionaries/{key}"))
                .and_then(Value::as_object)
                .map(|m| {
                    m.iter()
                        .filter_map(|(k, v)| v.as_str().map(|s| (k.clone(), s.to_string())))
                        .collect()
                })
                .unwrap_or_default()
        };
        SeatDictionaries {
            facilities: map("facilities"),
            aircraft: map("aircraft"),
        }
    }
}

/// The state a traveller sees a seat in.
pub const AVAILABLE: &str = "AVAILABLE";

/// The seat's state for a traveller (by id); the first traveller's where that one is
/// not listed; empty when the seat lists none.
pub fn status_for<'a>(seat: &'a Seat, traveller: &str) -> &'a str {
    seat.traveler_pricing
        .iter()
        .find(|tp| tp.traveler_id == traveller)
        .or_else(|| seat.traveler_pricing.first())
        .map_or("", |tp| tp.seat_availability_status.as_str())
}

/// The first traveller's state, the one a drawing shows.
pub fn first_status(seat: &Seat) -> &str {
    seat.traveler_pricing
        .first()
        .map_or("", |tp| tp.seat_availability_status.as_str())
}

/// Whether travellers see the seat in different states (exit rows blocked for a child).
pub fn differs(seat: &Seat) -> bool {
    let first = first_status(seat);
    seat.traveler_pricing
        .iter()
        .any(|tp| tp.seat_availability_status != first)
}

/// `AVAILABLE`, or `1:AVAILABLE 2:BLOCKED` where travellers differ.
pub fn status_text(seat: &Seat) -> String {
    if differs(seat) {
        seat.traveler_pricing
            .iter()
            .map(|tp| format!("{}:{}", tp.traveler_id, tp.seat_availability_status))
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        first_status(seat).to_string()
    }
}

/// `12.00 EUR`, the first price a traveller is given, or empty.
pub fn price_text(seat: &Seat) -> String {
    seat.traveler_pricing
        .iter()
        .find_map(|tp| tp.price.as_ref())
        .map(|p| format!("{} {}", p.total, p.currency))
        .unwrap_or_default()
}

/// The row number of a seat label (`12` of `12A`).
fn row_of(label: &str) -> &str {
    label.trim_end_matches(|c: char| c.is_ascii_alphabetic())
}

/// The letter of a seat label (`A` of `12A`).
fn letter_of(label: &str) -> &str {
    &label[row_of(label).len()..]
}

/// A price of a chargeable free seat, as a sort key and its text.
fn price_of(seat: &Seat) -> Option<(f64, String)> {
    let p = seat.traveler_pricing.first()?.price.as_ref()?;
    let amount: f64 = p.total.trim().parse().ok()?;
    (amount > 0.0).then(|| (amount, format!("{} {}", p.total, p.currency)))
}

/// ANSI colours of the states; none when colour is off.
struct Paint(bool);

impl Paint {
    fn paint(&self, code: &str, text: &str) -> String {
        if self.0 && !code.is_empty() {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

const GREEN: &str = "32";
const YELLOW: &str = "33";
const RED: &str = "31";
const DIM: &str = "2";
const MAGENTA: &str = "35";

/// The prices of free chargeable seats, cheapest first, each with its letter.
fn price_tiers(deck: &Deck) -> Vec<String> {
    let mut tiers: Vec<(f64, String)> = Vec::new();
    for s in &deck.seats {
        if first_status(s) != AVAILABLE {
            continue;
        }
        if let Some((a, t)) = price_of(s) {
            if !tiers.iter().any(|(_, x)| *x == t) {
                tiers.push((a, t));
            }
        }
    }
    tiers.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    tiers.into_iter().map(|(_, t)| t).collect()
}

fn tier_letter(i: usize) -> char {
    // a-z, then `$` for any further price
    u8::try_from(i)
        .ok()
        .filter(|i| *i < 26)
        .map_or('$', |i| char::from(b'a' + i))
}

/// The symbol of a seat and its colour.
fn symbol(seat: &Seat, tiers: &[String]) -> (char, &'static str) {
    match first_status(seat) {
        AVAILABLE => match price_of(seat) {
            Some((_, t)) => {
                let i = tiers.iter().position(|x| *x == t).unwrap_or(usize::MAX);
                (tier_letter(i), YELLOW)
            }
            None => (' ', GREEN),
        },
        "OCCUPIED" => ('X', RED),
        "BLOCKED" => ('-', DIM),
        _ => ('?', ""),
    }
}

/// The three-character cell of a seat: `[s]`, or `<s>` where travellers differ.
fn seat_cell(seat: &Seat, tiers: &[String], paint: &Paint) -> String {
    let (c, colour) = symbol(seat, tiers);
    let (text, colour) = if differs(seat) {
        (format!("<{c}>"), MAGENTA)
    } else {
        (format!("[{c}]"), colour)
    };
    paint.paint(colour, &text)
}

/// The columns (y) of a deck: its width, or as far as anything on it reaches.
fn deck_width(deck: &Deck) -> i64 {
    let reach = deck
        .seats
        .iter()
        .map(|s| s.coordinates.y + 1)
        .chain(deck.facilities.iter().map(|f| f.coordinates.y + 1))
        .max()
        .unwrap_or(0);
    deck.deck_configuration.width.max(reach).max(0)
}

/// The aisles: the columns (y) of the width no seat of the deck is in.
pub fn aisles(deck: &Deck) -> Vec<i64> {
    let used: BTreeSet<i64> = deck.seats.iter().map(|s| s.coordinates.y).collect();
    (0..deck_width(deck))
        .filter(|y| !used.contains(y))
        .collect()
}

/// Characters of a row line around its cells: exit mark, row number, wing, wall on
/// each side.
const MARGIN: usize = 24;

/// Columns of the deck in groups that fit `width`, split after an aisle where the
/// whole width does not fit.
fn column_groups(deck: &Deck, width: usize) -> Vec<Vec<i64>> {
    let all: Vec<i64> = (0..deck_width(deck)).collect();
    let fits = |n: usize| MARGIN + 4 * n <= width + 1;
    if fits(all.len()) {
        return vec![all];
    }
    let aisles = aisles(deck);
    // blocks of columns, each ending with its aisle
    let mut blocks: Vec<Vec<i64>> = vec![Vec::new()];
    for y in all {
        blocks.last_mut().expect("a block").push(y);
        if aisles.contains(&y) {
            blocks.push(Vec::new());
        }
    }
    let mut groups: Vec<Vec<i64>> = Vec::new();
    let mut current: Vec<i64> = Vec::new();
    for block in blocks.into_iter().filter(|b| !b.is_empty()) {
        if !current.is_empty() && !fits(current.len() + block.len()) {
            groups.push(std::mem::take(&mut current));
        }
        for y in block {
            if !current.is_empty() && !fits(current.len() + 1) {
                groups.push(std::mem::take(&mut current));
            }
            current.push(y);
        }
    }
    if !current.is_empty() {
        groups.push(current);
    }
    // an aisle at the edge of a part is no use
    for g in &mut groups {
        while g.len() > 1 && g.last().is_some_and(|y| aisles.contains(y)) {
            g.pop();
        }
    }
    groups
}

/// The wing rows (x) of a deck: `startWingsX..endWingsX`, else the rows named by
/// `startWingsRow..endWingsRow`.
fn wing_xs(deck: &Deck) -> Option<(i64, i64)> {
    let c = &deck.deck_configuration;
    if let (Some(a), Some(b)) = (c.start_wings_x, c.end_wings_x) {
        return Some((a, b));
    }
    let (a, b) = (c.start_wings_row?, c.end_wings_row?);
    let x_of_row = |r: i64| {
        deck.seats
            .iter()
            .find(|s| row_of(&s.number).parse::<i64>().ok() == Some(r))
            .map(|s| s.coordinates.x)
    };
    Some((x_of_row(a)?, x_of_row(b)?))
}

/// What a legend must explain, gathered while drawing.
#[derive(Default)]
struct Seen {
    states: BTreeSet<char>,
    differs: bool,
    exits: bool,
    wings: bool,
    facilities: BTreeSet<String>,
}

/// The rows of one deck, over the columns `ys`.
fn draw_rows(deck: &Deck, ys: &[i64], tiers: &[String], paint: &Paint, seen: &mut Seen) -> String {
    let mut out = String::new();
    let seat_at: BTreeMap<(i64, i64), &Seat> = deck
        .seats
        .iter()
        .map(|s| ((s.coordinates.x, s.coordinates.y), s))
        .collect();
    let facility_at: BTreeMap<(i64, i64), &str> = deck
        .facilities
        .iter()
        .map(|f| ((f.coordinates.x, f.coordinates.y), f.code.as_str()))
        .collect();
    let xs: BTreeSet<i64> = seat_at
        .keys()
        .chain(facility_at.keys())
        .map(|(x, _)| *x)
        .collect();
    let exits: BTreeSet<i64> = deck
        .deck_configuration
        .exit_rows_x
        .iter()
        .copied()
        .collect();
    let wings = wing_xs(deck);
    let pad = " ".repeat(MARGIN / 2 - 1);
    let mut cabin: Option<&str> = None;
    for x in xs {
        let row_seats: Vec<&Seat> = ys
            .iter()
            .filter_map(|y| seat_at.get(&(x, *y)).copied())
            .collect();
        let all_seats_here = deck.seats.iter().filter(|s| s.coordinates.x == x);
        let row_cabin = all_seats_here.clone().next().map(|s| s.cabin.as_str());
        if let Some(c) = row_cabin {
            if cabin != Some(c) {
                if cabin.is_some() {
                    out.push('\n');
                }
                cabin = Some(c);
                let _ = writeln!(out, "{pad} {}", words(c));
                let letters: Vec<String> = ys
                    .iter()
                    .map(|y| {
                        let letter = deck
                            .seats
                            .iter()
                            .find(|s| s.cabin.as_str() == c && s.coordinates.y == *y)
                            .map_or("", |s| letter_of(&s.number));
                        format!("{letter:^3}")
                    })
                    .collect();
                let _ = writeln!(out, "{}", format!("{pad} {}", letters.join(" ")).trim_end());
            }
        }
        let number = all_seats_here
            .map(|s| row_of(&s.number))
            .find(|r| !r.is_empty())
            .unwrap_or("");
        let cells: Vec<String> = ys
            .iter()
            .map(|y| {
                if let Some(s) = seat_at.get(&(x, *y)) {
                    seen.states.insert(symbol(s, tiers).0);
                    seen.differs |= differs(s);
                    seat_cell(s, tiers, paint)
                } else if let Some(code) = facility_at.get(&(x, *y)) {
                    seen.facilities.insert((*code).to_string());
                    format!("{:^3}", code.chars().take(3).collect::<String>())
                } else {
                    "   ".to_string()
                }
            })
            .collect();
        // an exit row by the deck's list, or by its seats' `E` (exit row seat)
        let exit =
            !row_seats.is_empty() && (exits.contains(&x) || row_seats.iter().any(|s| s.has("E")));
        let wing = wings.is_some_and(|(a, b)| (a..=b).contains(&x));
        seen.exits |= exit;
        seen.wings |= wing;
        let (exit_l, exit_r) = if exit {
            ("EXIT ", " EXIT")
        } else {
            ("     ", "")
        };
        let w = if wing { "==" } else { "  " };
        let line = format!(
            "{exit_l}{number:>3} {w}|{}|{w} {number:<3}{exit_r}",
            cells.join(" ")
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// Items separated by two spaces, on as many lines as `width` needs, ended by a newline.
fn wrap(lead: &str, items: &[(String, usize)], width: usize) -> String {
    format!("{}\n", wrap_items(lead, items, "  ", width))
}

/// The legend of what a drawing shows.
fn legend(
    seen: &Seen,
    tiers: &[String],
    dicts: &SeatDictionaries,
    width: usize,
    paint: &Paint,
) -> String {
    let cell = |text: &str, colour: &str, what: &str| -> (String, usize) {
        let n = text.chars().count() + 1 + what.chars().count();
        (format!("{} {what}", paint.paint(colour, text)), n)
    };
    let mut items = vec![cell("[ ]", GREEN, "free")];
    for (i, t) in tiers.iter().enumerate() {
        let c = tier_letter(i);
        if seen.states.contains(&c) {
            items.push(cell(&format!("[{c}]"), YELLOW, t));
        }
    }
    items.push(cell("[X]", RED, "occupied"));
    items.push(cell("[-]", DIM, "blocked"));
    if seen.states.contains(&'?') {
        items.push(plain("[?] state not given"));
    }
    if seen.differs {
        items.push(cell(
            "< >",
            MAGENTA,
            "state differs by traveller, drawn as the first sees it",
        ));
    }
    let mut text = wrap("Seats: ", &items, width);
    let mut marks = Vec::new();
    if seen.exits {
        marks.push(plain("EXIT exit row"));
    }
    if seen.wings {
        marks.push(plain("== over the wing"));
    }
    for code in &seen.facilities {
        let name = dicts
            .facilities
            .get(code)
            .map_or_else(|| code.clone(), |n| n.to_lowercase());
        marks.push(plain(format!("{code} {name}")));
    }
    if !marks.is_empty() {
        text.push_str(&wrap("Marks: ", &marks, width));
    }
    text
}

/// An amenity's kind in words: `USB_PORT` → `USB port`.
fn amenity_words(s: &str) -> String {
    s.split('_')
        .map(|w| match w {
            "USB" | "TV" | "IP" | "A" | "C" => w.to_string(),
            _ => w.to_lowercase(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn paid(chargeable: bool) -> &'static str {
    if chargeable {
        ", paid"
    } else {
        ""
    }
}

/// Power, wi-fi, entertainment, food, beverage and seat, as phrases.
fn amenities(a: &CabinAmenities) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(p) = &a.power {
        let kind = p
            .power_type
            .as_deref()
            .map(amenity_words)
            .unwrap_or_default();
        let usb = p
            .usb_type
            .as_deref()
            .map(|u| {
                format!(
                    " ({})",
                    amenity_words(u).replace(' ', "-").replace("-and-", " and ")
                )
            })
            .unwrap_or_default();
        out.push(format!("power {kind}{usb}{}", paid(p.is_chargeable)).replace("  ", " "));
    }
    if let Some(w) = &a.wifi {
        let cover = w
            .wifi_coverage
            .as_deref()
            .map(|c| format!(" ({} coverage)", amenity_words(c)))
            .unwrap_or_default();
        out.push(format!("wi-fi{cover}{}", paid(w.is_chargeable)));
    }
    if !a.entertainment.is_empty() {
        let kinds: Vec<String> = a
            .entertainment
            .iter()
            .map(|e| {
                format!(
                    "{}{}",
                    e.entertainment_type
                        .as_deref()
                        .map(amenity_words)
                        .unwrap_or_default(),
                    paid(e.is_chargeable)
                )
            })
            .collect();
        out.push(format!("entertainment: {}", kinds.join(", ")));
    }
    if let Some(f) = &a.food {
        let kind = f
            .food_type
            .as_deref()
            .map(amenity_words)
            .unwrap_or_else(|| "food".into());
        out.push(format!("food: {kind}{}", paid(f.is_chargeable)));
    }
    if let Some(b) = &a.beverage {
        let kind = b
            .beverage_type
            .as_deref()
            .map(amenity_words)
            .unwrap_or_else(|| "drinks".into());
        out.push(format!("drinks: {kind}{}", paid(b.is_chargeable)));
    }
    if let Some(s) = &a.seat {
        let mut seat = Vec::new();
        if let Some(l) = s.leg_space {
            let unit = match s.space_unit.as_deref() {
                Some("INCHES") => "in",
                Some(u) if u.starts_with("CENTI") => "cm",
                Some(u) => u,
                None => "",
            };
            seat.push(format!("pitch {l} {unit}").trim_end().to_string());
        }
        if let Some(t) = &s.tilt {
            seat.push(format!("tilt {}", amenity_words(t)));
        }
        if !seat.is_empty() {
            out.push(format!("seat {}", seat.join(", ")));
        }
    }
    out
}

/// The lines above a map: flight, route, date, aircraft, amenities, seats left.
fn header(map: &SeatMap, dicts: &SeatDictionaries, width: usize) -> String {
    let mut s = String::new();
    let (dep, arr) = (&map.departure, &map.arrival);
    let time = |at: &str| at.get(11..16).unwrap_or("").to_string();
    let mut first = vec![
        flight(&map.carrier_code, &map.number),
        format!("{}-{}", dep.iata_code, arr.iata_code),
        format!(
            "{} {}-{}",
            dep.at.get(..10).unwrap_or(&dep.at),
            time(&dep.at),
            time(&arr.at)
        ),
    ];
    if let Some(a) = &map.aircraft {
        // a seat map's answer names no aircraft of its own: the type table does
        let name = dicts
            .aircraft
            .get(&*a.code)
            .map(String::as_str)
            .or_else(|| travel_core::aircraft::name(&a.code))
            .map(|n| format!(" {}", title(n)))
            .unwrap_or_default();
        first.push(format!("aircraft {}{name}", a.code));
    }
    if let Some(op) = map
        .operating
        .as_ref()
        .filter(|o| !o.carrier_code.is_empty() && o.carrier_code != map.carrier_code)
    {
        first.push(format!("operated by {}", op.carrier_code));
    }
    if let Some(c) = &map.booking_class {
        first.push(format!("class {c}"));
    }
    let segment = map.segment_id.as_deref().unwrap_or("?");
    let first: Vec<(String, usize)> = first.into_iter().map(plain).collect();
    s.push_str(&wrap(&format!("Segment {segment}: "), &first, width));
    if let Some(a) = &map.aircraft_cabin_amenities {
        let items: Vec<(String, usize)> = amenities(a).into_iter().map(plain).collect();
        if !items.is_empty() {
            s.push_str(&wrap("On board: ", &items, width));
        }
    }
    if !map.available_seats_counters.is_empty() {
        let none_left = map.available_seats_counters.iter().all(|c| c.value == 0);
        let seats: Vec<&Seat> = map.decks.iter().flat_map(|d| &d.seats).collect();
        let all_taken = seats.iter().all(|seat| first_status(seat) == "OCCUPIED");
        if none_left && !seats.is_empty() && !all_taken {
            // seats there but none for these travellers: the fare sells none, which
            // "Seats left: 0" would leave to be guessed
            let why = plain(
                "basic fare: seats not sold (the airline assigns them at check-in)".to_string(),
            );
            s.push_str(&wrap("Seat choice: ", &[why], width));
        } else if none_left && all_taken {
            s.push_str(&wrap(
                "Seat choice: ",
                &[plain("none, every seat is taken".to_string())],
                width,
            ));
        } else {
            let items: Vec<(String, usize)> = map
                .available_seats_counters
                .iter()
                .map(|c| plain(format!("{} for traveller {}", c.value, c.traveler_id)))
                .collect();
            s.push_str(&wrap("Seats left: ", &items, width));
        }
    }
    s
}

/// The legend of `map` alone, as its drawing shows it: for the wizard's seat question,
/// below a map that has scrolled away or was read in a pager.
pub fn legend_of(map: &SeatMap, dicts: &SeatDictionaries, width: usize, color: bool) -> String {
    let paint = Paint(color);
    let mut out = String::new();
    for deck in &map.decks {
        let tiers = price_tiers(deck);
        let mut seen = Seen::default();
        for ys in &column_groups(deck, width) {
            draw_rows(deck, ys, &tiers, &paint, &mut seen);
        }
        out.push_str(&legend(&seen, &tiers, dicts, width, &paint));
    }
    out
}

/// The whole drawing of one seat map: the header, then each deck's legend and its
/// cabin (in parts of columns where the width needs it). With `page` (the lines a
/// screen shows), the legend of the deck is drawn again at the top of every page, so
/// that a pager's every screen explains its seats.
pub fn draw(
    map: &SeatMap,
    dicts: &SeatDictionaries,
    width: usize,
    color: bool,
    page: Option<usize>,
) -> String {
    let paint = Paint(color);
    let mut lines: Vec<String> = header(map, dicts, width)
        .lines()
        .map(String::from)
        .collect();
    let decks = map.decks.len();
    for deck in &map.decks {
        let tiers = price_tiers(deck);
        let mut seen = Seen::default();
        let mut body = String::new();
        if decks > 1 {
            let _ = writeln!(body, "\n{} deck", title(&deck.deck_type.to_lowercase()));
        }
        let groups = column_groups(deck, width);
        for ys in &groups {
            body.push('\n');
            if groups.len() > 1 {
                let letters: BTreeSet<&str> = deck
                    .seats
                    .iter()
                    .filter(|s| ys.contains(&s.coordinates.y))
                    .map(|s| letter_of(&s.number))
                    .collect();
                let letters: Vec<&str> = letters.into_iter().collect();
                let _ = writeln!(body, "Seats {}", letters.join(" "));
            }
            body.push_str(&draw_rows(deck, ys, &tiers, &paint, &mut seen));
        }
        // the legend above the rows it explains, where a reader starts
        let legend: Vec<String> = legend(&seen, &tiers, dicts, width, &paint)
            .lines()
            .map(String::from)
            .collect();
        lines.push(String::new());
        lines.extend(legend.iter().cloned());
        for line in body.lines() {
            // a new page begins: its legend first (unless the legend fills a page)
            if let Some(h) = page.filter(|&h| h > legend.len() + 1) {
                if lines.len().is_multiple_of(h) {
                    lines.extend(legend.iter().cloned());
                }
            }
            lines.push(line.to_string());
        }
    }
    if map.decks.iter().all(|d| d.seats.is_empty()) {
        lines.push(String::new());
        lines.push("The service gave no seats for this segment.".into());
    }
    // the last page filled out: a pager shows a short last page from the end of the
    // text, which would begin mid-map rather than with its legend
    if let Some(h) = page.filter(|&h| lines.len() > h) {
        while !lines.len().is_multiple_of(h) {
            lines.push(String::new());
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A seat at (x, y) with a state per traveller and a price.
    fn seat(
        cabin: &str,
        number: &str,
        x: i64,
        y: i64,
        states: &[&str],
        price: Option<&str>,
    ) -> Value {
        let pricing: Vec<Value> = states
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut tp =
                    json!({"travelerId": (i + 1).to_string(), "seatAvailabilityStatus": s});
                if let Some(p) = price {
                    tp["price"] = json!({"currency": "EUR", "total": p, "base": p});
                }
                tp
            })
            .collect();
        json!({"cabin": cabin, "number": number, "characteristicsCodes": [],
               "travelerPricing": pricing, "coordinates": {"x": x, "y": y}})
    }

    /// A 3-4-3 wide body: business rows 1-2 (2-2-2 on the same grid), economy rows
    /// 10-13 with an exit at row 12 and wings over rows 11-12, lavatories in front.
    fn wide_body() -> SeatMap {
        let letters = ["A", "B", "C", "", "D", "E", "F", "G", "", "H", "J", "K"];
        let mut seats = Vec::new();
        for (x, row) in [(1, 1), (2, 2)] {
            for y in [0, 2, 4, 7, 9, 11] {
                seats.push(seat(
                    "BUSINESS",
                    &format!("{row}{}", letters[y]),
                    x,
                    y as i64,
                    &["AVAILABLE"],
                    None,
                ));
            }
        }
        for (x, row) in [(4, 10), (5, 11), (6, 12), (7, 13)] {
            for (y, l) in letters.iter().enumerate() {
                if l.is_empty() {
                    continue;
                }
                let states: &[&str] = match (row, *l) {
                    (10, "A") => &["OCCUPIED"],
                    (12, _) => &["AVAILABLE"],
                    (13, "C") => &["BLOCKED"],
                    _ => &["AVAILABLE"],
                };
                let price = (row == 12).then_some("25.00");
                seats.push(seat(
                    "ECONOMY",
                    &format!("{row}{l}"),
                    x,
                    y as i64,
                    states,
                    price,
                ));
            }
        }
        serde_json::from_value(json!({
            "type": "seatmap", "segmentId": "1", "carrierCode": "XX", "number": "100",
            "departure": {"iataCode": "AAA", "at": "2026-12-15T08:00:00"},
            "arrival": {"iataCode": "BBB", "at": "2026-12-15T18:00:00"},
            "decks": [{
                "deckType": "MAIN",
                "deckConfiguration": {"width": 12, "length": 8, "startWingsX": 5, "endWingsX": 6, "exitRowsX": [6]},
                "facilities": [{"code": "LA", "coordinates": {"x": 0, "y": 0}}, {"code": "G", "coordinates": {"x": 0, "y": 5}}],
                "seats": seats
            }]
        }))
        .unwrap()
    }

    fn dicts() -> SeatDictionaries {
        SeatDictionaries::from_body(
            &json!({"dictionaries": {"facilities": {"LA": "Lavatory", "G": "Galley"}}}),
        )
    }

    #[test]
    fn aisles_are_the_columns_no_seat_uses() {
        let map = wide_body();
        assert_eq!(aisles(&map.decks[0]), vec![3, 8]);
    }

    #[test]
    fn a_three_four_three_fits_80_columns_in_one_part() {
        let map = wide_body();
        assert_eq!(column_groups(&map.decks[0], 80).len(), 1);
        let text = draw(&map, &dicts(), 80, false, None);
        for l in text.lines() {
            assert!(l.chars().count() <= 80, "{l:?}\n{text}");
        }
        let row = text.lines().find(|l| l.contains(" 10 ")).unwrap();
        assert!(
            row.contains("[X] [ ] [ ]     [ ] [ ] [ ] [ ]     [ ] [ ] [ ]"),
            "{row}"
        );
        let exit = text.lines().find(|l| l.contains(" 12 ")).unwrap();
        assert!(
            exit.starts_with("EXIT  12 ==|") && exit.ends_with("|== 12  EXIT"),
            "{exit}"
        );
    }

    #[test]
    fn a_narrow_terminal_splits_the_map_after_an_aisle() {
        let map = wide_body();
        let groups = column_groups(&map.decks[0], 60);
        assert!(groups.len() > 1);
        assert_eq!(groups[0], vec![0, 1, 2, 3, 4, 5, 6, 7]);
        let text = draw(&map, &dicts(), 60, false, None);
        assert!(text.lines().all(|l| l.chars().count() <= 60), "{text}");
        assert!(text.contains("Seats A B C D E F G"), "{text}");
    }

    #[test]
    fn each_cabin_is_named_where_it_starts() {
        let text = draw(&wide_body(), &dicts(), 80, false, None);
        let names: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| *l == "Business" || *l == "Economy")
            .collect();
        assert_eq!(names, ["Business", "Economy"]);
        let lines: Vec<&str> = text.lines().collect();
        let at = lines.iter().position(|l| l.trim() == "Economy").unwrap();
        assert!(
            lines[at + 1].contains(" A   B   C       D   E   F   G       H   J   K"),
            "{}",
            lines[at + 1]
        );
    }

    #[test]
    fn the_legend_explains_what_the_map_shows() {
        let mut map = wide_body();
        // a seat the second traveller may not take
        map.decks[0].seats[20].traveler_pricing = serde_json::from_value(json!([
            {"travelerId": "1", "seatAvailabilityStatus": "AVAILABLE"},
            {"travelerId": "2", "seatAvailabilityStatus": "BLOCKED"}
        ]))
        .unwrap();
        let text = draw(&map, &dicts(), 80, false, None);
        assert!(text.contains("[a] 25.00 EUR"), "{text}");
        assert!(
            text.contains("[X] occupied") && text.contains("[-] blocked"),
            "{text}"
        );
        assert!(text.contains("< > state differs by traveller"), "{text}");
        assert!(
            text.contains("EXIT exit row") && text.contains("== over the wing"),
            "{text}"
        );
        assert!(
            text.contains("LA lavatory") && text.contains("G galley"),
            "{text}"
        );
        assert!(!text.contains('\x1b'));
        let coloured = draw(&map, &dicts(), 80, true, None);
        assert!(coloured.contains("\x1b[33m[a]\x1b[0m"), "{coloured}");
    }

    #[test]
    fn states_read_per_traveller() {
        let s: Seat = serde_json::from_value(seat(
            "ECONOMY",
            "12A",
            1,
            0,
            &["AVAILABLE", "BLOCKED"],
            Some("12.00"),
        ))
        .unwrap();
        assert!(differs(&s));
        assert_eq!(status_text(&s), "1:AVAILABLE 2:BLOCKED");
        assert_eq!(status_for(&s, "2"), "BLOCKED");
        assert_eq!(status_for(&s, "9"), "AVAILABLE");
        assert_eq!(price_text(&s), "12.00 EUR");
        assert_eq!(row_of("12A"), "12");
        assert_eq!(letter_of("12A"), "A");
    }

    #[test]
    fn every_page_begins_with_the_legend_and_the_legend_comes_before_the_rows() {
        let map = wide_body();
        let plain = draw(&map, &dicts(), 80, false, None);
        let first_row = plain.lines().position(|l| l.contains("|")).unwrap();
        let legend = plain
            .lines()
            .position(|l| l.starts_with("Seats: "))
            .unwrap();
        assert!(legend < first_row, "{plain}");
        let legend_lines = plain.lines().filter(|l| l.starts_with("Seats: ")).count();
        for h in [8usize, 10, 13, 24, 40] {
            let paged = draw(&map, &dicts(), 80, false, Some(h));
            let lines: Vec<&str> = paged.lines().collect();
            // the same rows, none lost or doubled
            let rows = |t: &str| t.lines().filter(|l| l.contains('|')).count();
            assert_eq!(rows(&paged), rows(&plain), "{h}");
            for k in 1..lines.len().div_ceil(h) {
                assert!(
                    lines[k * h].starts_with("Seats: "),
                    "page {k} of {h}:\n{paged}"
                );
            }
            let pages = lines.len().div_ceil(h);
            assert_eq!(
                paged.lines().filter(|l| l.starts_with("Seats: ")).count(),
                legend_lines * pages,
                "{h}"
            );
        }
    }

    #[test]
    fn a_fare_that_sells_no_seat_says_so_rather_than_none_left() {
        let counters = |map: &mut SeatMap, left: i64| {
            map.available_seats_counters = serde_json::from_value(
                json!([{"travelerId": "1", "value": left}, {"travelerId": "2", "value": left}]),
            )
            .unwrap();
        };
        let mut map = wide_body();
        counters(&mut map, 0);
        let text = draw(&map, &dicts(), 80, false, None);
        assert!(text.contains("basic fare: seats not sold"), "{text}");
        assert!(!text.contains("Seats left"), "{text}");
        // every seat occupied: a full flight, not the fare
        for seat in map.decks.iter_mut().flat_map(|d| &mut d.seats) {
            for tp in &mut seat.traveler_pricing {
                tp.seat_availability_status = "OCCUPIED".into();
            }
        }
        let text = draw(&map, &dicts(), 80, false, None);
        assert!(text.contains("every seat is taken"), "{text}");
        assert!(!text.contains("basic fare"), "{text}");
        // seats left: counted
        let mut map = wide_body();
        counters(&mut map, 7);
        let text = draw(&map, &dicts(), 80, false, None);
        assert!(
            text.contains("Seats left: 7 for traveller 1  7 for traveller 2"),
            "{text}"
        );
    }
}
