//! `travel book flight`: from a trip described in words to a booked flight.
//!
//! The steps run the flight commands a person would type (search, fares, price,
//! seats, book), each through its own flags; their answers and what the commands
//! keep (the numbered offers, brands and prices) feed the next question.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde_json::Value;

use super::place::{self, Place};
use super::steps::{self, Came, Go, Line};
use crate::commands::flights::shared::{offers, seatmap, seats as seat_rules};
use crate::commands::flights::{book, fares, price, search, seats};
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::format::lower_words;
use crate::saved::OfferNumber;
use crate::travellers;
use crate::validate;
use travel_core::codes;
use travel_core::model::flight::FlightOffer;
use travel_core::model::pricing::{BagOption, BookingRequirements};

/// The longest trip the search takes.
const MOST_LEGS: usize = 6;
/// Offers added to the list by "More offers".
const PAGE: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Trip {
    #[default]
    OneWay,
    Return,
    MultiCity,
}

/// The cabins offered, and the `--class` of each.
const CABINS: [(&str, Option<&str>); 5] = [
    ("Economy", Some("economy")),
    ("Premium economy", Some("premium-economy")),
    ("Business", Some("business")),
    ("First", Some("first")),
    ("Any cabin", None),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Trip,
    From(usize),
    To(usize),
    Date(usize),
    More(usize),
    Return,
    Travellers,
    Cabin,
    Offers,
    Fares,
    Price,
    Seats,
    Bags,
    People,
    Book,
}

#[derive(Debug, Clone, Default)]
struct Leg {
    from: Option<Place>,
    to: Option<Place>,
    date: Option<NaiveDate>,
}

/// A traveller as typed.
#[derive(Debug, Clone, Default)]
struct Person {
    name: String,
    born: String,
    email: String,
    phone: String,
}

/// Everything answered so far (kept when going back, as the defaults).
#[derive(Debug)]
struct Answers {
    trip: Trip,
    legs: Vec<Leg>,
    back: Option<NaiveDate>,
    adults: u8,
    children: u8,
    infants: u8,
    cabin: usize,
    /// How many offers beyond the short list are listed.
    more: usize,
    offer: Option<OfferNumber>,
    seats: Vec<seat_rules::SeatChoice>,
    bags: Option<Bags>,
    people: Vec<Person>,
    /// The seat maps shown, one line per segment.
    seat_lines: Vec<Line>,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            trip: Trip::OneWay,
            legs: vec![Leg::default()],
            back: None,
            adults: 1,
            children: 0,
            infants: 0,
            cabin: 0,
            more: 0,
            offer: None,
            seats: Vec::new(),
            bags: None,
            people: Vec::new(),
            seat_lines: Vec::new(),
        }
    }
}

/// Run the flight steps. `Ok(None)`: the person went back from the first one. Else
/// the commands that did it, in order.
pub fn run(ctx: &Ctx) -> Result<Option<Vec<Line>>> {
    let mut a = Answers::default();
    if !steps::drive(Step::Trip, &mut a, |s, a, came| step(ctx, s, a, came))? {
        return Ok(None);
    }
    let number = a.offer.expect("booked an offer");
    let mut lines = vec![search_line(&a)];
    if number.brand.is_some() {
        lines.push(Line::new(&["flights", "fares"]).arg(number.offer.to_string()));
    }
    lines.push(price_line(number));
    lines.extend(a.seat_lines.iter().cloned());
    lines.push(book_line(ctx, &a, number, true));
    Ok(Some(lines))
}

fn step(ctx: &Ctx, s: Step, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    match s {
        Step::Trip => trip(ctx, a),
        Step::From(i) => from(ctx, a, i),
        Step::To(i) => to(ctx, a, i),
        Step::Date(i) => date(ctx, a, i),
        Step::More(i) => more(ctx, a, i),
        Step::Return => back_date(ctx, a),
        Step::Travellers => travellers_count(ctx, a, came),
        Step::Cabin => cabin(ctx, a),
        Step::Offers => choose_offer(ctx, a),
        Step::Fares => choose_brand(ctx, a),
        Step::Price => confirm_price(ctx, a),
        Step::Seats => choose_seats(ctx, a),
        Step::Bags => choose_bags(ctx, a),
        Step::People => people(ctx, a, came),
        Step::Book => book_it(ctx, a),
    }
}

fn trip(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let items = [
        "One-way".to_string(),
        "Return".to_string(),
        format!("Multi-city (2 to {MOST_LEGS} flights)"),
    ];
    let kinds = [Trip::OneWay, Trip::Return, Trip::MultiCity];
    let now = kinds.iter().position(|k| *k == a.trip).unwrap_or(0);
    let Some(i) = steps::pick(ctx, "Journey", &items, now)? else {
        return Ok(Go::Back);
    };
    a.trip = kinds[i];
    if a.trip != Trip::MultiCity {
        a.legs.truncate(1);
    }
    Ok(Go::To(Step::From(0)))
}

/// "From", or "Flight 2 from" on a multi-city trip.
fn leg_prompt(a: &Answers, i: usize, what: &str) -> String {
    if a.trip == Trip::MultiCity {
        format!("Flight {} {what}", i + 1)
    } else {
        let mut w = what.to_string();
        w[..1].make_ascii_uppercase();
        w
    }
}

fn from(ctx: &Ctx, a: &mut Answers, i: usize) -> Result<Go<Step>> {
    // the next flight of a multi-city trip leaves, by default, from where the last landed
    let before = a.legs[i]
        .from
        .clone()
        .or_else(|| i.checked_sub(1).and_then(|p| a.legs[p].to.clone()));
    let prompt = leg_prompt(a, i, "from (city or airport, name or code)");
    let Some(p) = place::ask(ctx, &prompt, before.as_ref())? else {
        return Ok(Go::Back);
    };
    a.legs[i].from = Some(p);
    Ok(Go::To(Step::To(i)))
}

fn to(ctx: &Ctx, a: &mut Answers, i: usize) -> Result<Go<Step>> {
    let from = a.legs[i].from.clone().expect("asked before");
    loop {
        let prompt = leg_prompt(a, i, "to");
        let Some(p) = place::ask(ctx, &prompt, a.legs[i].to.as_ref())? else {
            return Ok(Go::Back);
        };
        if let Err(e) = place::differ(&from, &p) {
            steps::say(ctx, &format!("  {}", e.message));
            continue;
        }
        a.legs[i].to = Some(p);
        return Ok(Go::To(Step::Date(i)));
    }
}

fn date(ctx: &Ctx, a: &mut Answers, i: usize) -> Result<Go<Step>> {
    let earliest = i.checked_sub(1).and_then(|p| a.legs[p].date);
    let before = a.legs[i].date.map(|d| d.to_string());
    let prompt = leg_prompt(a, i, "date (YYYY-MM-DD, +N days, today, tomorrow)");
    let Some(d) = steps::ask(ctx, &prompt, before.as_deref(), |s| {
        let d = validate::flight_date(s, ctx.today())?;
        match earliest {
            Some(e) if d < e => Err(Error::usage(format!(
                "{d} is before the flight before it ({e})"
            ))),
            _ => Ok(d),
        }
    })?
    else {
        return Ok(Go::Back);
    };
    a.legs[i].date = Some(d);
    Ok(Go::To(match a.trip {
        Trip::OneWay => Step::Travellers,
        Trip::Return => Step::Return,
        Trip::MultiCity => Step::More(i),
    }))
}

fn more(ctx: &Ctx, a: &mut Answers, i: usize) -> Result<Go<Step>> {
    let next = i + 1;
    if next == 1 {
        // a multi-city trip has two flights at least
        a.legs.resize(2, Leg::default());
        return Ok(Go::Skip(Step::From(1)));
    }
    if next == MOST_LEGS {
        a.legs.truncate(MOST_LEGS);
        return Ok(Go::Skip(Step::Travellers));
    }
    let items = [
        format!("Add flight {}", next + 1),
        format!("No more flights: search these {next}"),
    ];
    let now = usize::from(a.legs.len() <= next);
    let Some(c) = steps::pick(ctx, "Another flight", &items, now)? else {
        return Ok(Go::Back);
    };
    if c == 0 {
        if a.legs.len() <= next {
            a.legs.push(Leg::default());
        }
        Ok(Go::To(Step::From(next)))
    } else {
        a.legs.truncate(next);
        Ok(Go::To(Step::Travellers))
    }
}

fn back_date(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let out = a.legs[0].date.expect("asked before");
    let before = a.back.map(|d| d.to_string());
    let Some(d) = steps::ask(
        ctx,
        &format!("Return date (YYYY-MM-DD, or +N days after the outbound flight on {out})"),
        before.as_deref(),
        |s| return_date(s, out, ctx.today()),
    )?
    else {
        return Ok(Go::Back);
    };
    a.back = Some(d);
    Ok(Go::To(Step::Travellers))
}

/// The return day: `+N` counts from the outbound flight (a person says "back a week
/// later"), any other form as every date argument takes it.
fn return_date(s: &str, out: NaiveDate, today: NaiveDate) -> Result<NaiveDate> {
    let d = match s.strip_prefix('+').map(str::parse::<u16>) {
        Some(Ok(n)) => out + chrono::Duration::days(i64::from(n)),
        _ => validate::flight_date(s, today)?,
    };
    if d < out {
        return Err(Error::usage(format!(
            "{d} is before the outbound flight ({out})"
        )));
    }
    validate::within(
        d,
        validate::FLIGHT_HORIZON_DAYS,
        "airlines sell seats",
        today,
    )
}

fn travellers_count(ctx: &Ctx, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    let mut came = came;
    loop {
        let answered = steps::in_turn(3, came, |i| {
            let (prompt, now, range) = match i {
                0 => ("Adults (12 and over)", a.adults, 1..=9),
                1 => ("Children (2 to 11)", a.children, 0..=8),
                _ => ("Infants on a lap (under 2)", a.infants, 0..=a.adults),
            };
            let Some(n) = steps::ask(ctx, prompt, Some(&now.to_string()), steps::count(range))?
            else {
                return Ok(false);
            };
            *[&mut a.adults, &mut a.children, &mut a.infants][i.min(2)] = n;
            Ok(true)
        })?;
        if !answered {
            return Ok(Go::Back);
        }
        if a.adults + a.children > 9 {
            steps::say(
                ctx,
                &format!(
                    "  {} seated travellers: one booking takes at most 9",
                    a.adults + a.children
                ),
            );
            came = Came::Forward;
            continue;
        }
        return Ok(Go::To(Step::Cabin));
    }
}

fn cabin(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let items: Vec<String> = CABINS.iter().map(|(n, _)| n.to_string()).collect();
    let Some(i) = steps::pick(ctx, "Cabin", &items, a.cabin)? else {
        return Ok(Go::Back);
    };
    a.cabin = i;
    a.more = 0;
    Ok(Go::To(Step::Offers))
}

/// `flights search` for the trip answered.
fn search_line(a: &Answers) -> Line {
    let code = |p: &Option<Place>| p.as_ref().map(|p| p.code.clone()).unwrap_or_default();
    let day = |d: Option<NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
    let mut line = Line::new(&["flights", "search"]);
    if a.trip == Trip::MultiCity {
        for l in &a.legs {
            line = line.flag_value(
                "--leg",
                format!("{}-{}:{}", code(&l.from), code(&l.to), day(l.date)),
            );
        }
    } else {
        let l = &a.legs[0];
        line = line.arg(code(&l.from)).arg(code(&l.to)).arg(day(l.date));
        if a.trip == Trip::Return {
            line = line.flag_value("--return", day(a.back));
        }
    }
    if a.adults != 1 {
        line = line.flag_value("--adults", a.adults.to_string());
    }
    if a.children > 0 {
        line = line.flag_value("--children", a.children.to_string());
    }
    if a.infants > 0 {
        line = line.flag_value("--infants", a.infants.to_string());
    }
    if let Some(class) = CABINS[a.cabin].1 {
        line = line.flag_value("--class", class);
    }
    line
}

/// Which offers to list: the cheapest, the fastest, the best few (price and time
/// together), then `more` in price order. Each with its tag.
fn short_list(list: &[offers::Offer], more: usize) -> Vec<(usize, &'static str)> {
    let price = |i: usize| offers::price_of(&list[i].parsed.price);
    let minutes = |i: usize| offers::total_minutes(&list[i].parsed).max(1) as f64;
    let mut picked: Vec<(usize, &'static str)> = vec![(0, "cheapest")];
    let fastest = (0..list.len())
        .min_by(|x, y| minutes(*x).total_cmp(&minutes(*y)))
        .unwrap_or(0);
    if fastest == 0 {
        picked[0].1 = "cheapest, fastest";
    } else {
        picked.push((fastest, "fastest"));
    }
    let (p0, m0) = (price(0).max(0.01), minutes(fastest));
    let mut best: Vec<usize> = (0..list.len()).collect();
    best.sort_by(|x, y| {
        let score = |i: usize| price(i) / p0 + minutes(i) / m0;
        score(*x).total_cmp(&score(*y))
    });
    for i in best
        .into_iter()
        .filter(|i| *i != 0 && *i != fastest)
        .take(3)
    {
        picked.push((i, "good value"));
    }
    let rest: Vec<usize> = (0..list.len())
        .filter(|i| !picked.iter().any(|(p, _)| p == i))
        .take(more)
        .collect();
    picked.extend(rest.into_iter().map(|i| (i, "")));
    picked
}

fn choose_offer(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let line = search_line(a);
    let found = match steps::refused(ctx, search::find(ctx, &line.parse()?), Go::Back)? {
        Ok(found) => found,
        Err(go) => return Ok(go),
    };
    if found.list.is_empty() {
        steps::say(
            ctx,
            "  no flight offers for this trip: change the dates, the places or the cabin",
        );
        return Ok(Go::Back);
    }
    let dicts = offers::dictionaries(&found.body);
    loop {
        let listed = short_list(&found.list, a.more);
        // the offers as `flights search` draws them, then a short list to pick from
        let rows: Vec<(usize, &offers::Offer)> = listed
            .iter()
            .map(|(i, _)| (i + 1, &found.list[*i]))
            .collect();
        ctx.out
            .table(&offers::table(&rows, &dicts, false, ctx.today()))?;
        let currency = found.list[0].parsed.price.currency.clone();
        let shared = found
            .list
            .iter()
            .all(|o| o.parsed.price.currency == currency);
        let mut items = menu(
            &found.list,
            &listed,
            &dicts,
            shared,
            ctx.out.columns(),
            ctx.today(),
        );
        let left = found.list.len() - listed.len();
        if left > 0 {
            items.push(format!("More offers ({left} not listed)"));
        }
        let now = a
            .offer
            .and_then(|o| listed.iter().position(|(i, _)| *i + 1 == o.offer))
            .unwrap_or(0);
        let Some(c) = steps::pick(
            ctx,
            &if shared {
                format!("Offer ({} found, prices in {currency})", found.list.len())
            } else {
                format!("Offer ({} found)", found.list.len())
            },
            &items,
            now,
        )?
        else {
            return Ok(Go::Back);
        };
        if c == listed.len() {
            a.more += PAGE;
            continue;
        }
        let number = OfferNumber {
            offer: listed[c].0 + 1,
            brand: None,
        };
        if a.offer.map(|o| o.offer) != Some(number.offer) {
            // seats and bags were for another offer
            a.seats.clear();
            a.bags = None;
            a.seat_lines.clear();
        }
        a.offer = Some(number);
        return Ok(Go::To(Step::Fares));
    }
}

/// The offers listed, a line each for the menu: number, price, tag, airline, times
/// and stops. The tag is left out where the lines would not fit the terminal
/// otherwise (the table above shows everything).
fn menu(
    list: &[offers::Offer],
    listed: &[(usize, &'static str)],
    dicts: &travel_core::model::flight::Dictionaries,
    shared_currency: bool,
    columns: usize,
    today: NaiveDate,
) -> Vec<String> {
    let price = |o: &offers::Offer| {
        if shared_currency {
            o.parsed.price.grand_total().to_string()
        } else {
            format!(
                "{} {}",
                o.parsed.price.grand_total(),
                o.parsed.price.currency
            )
        }
    };
    // the numbers and prices as wide as the widest, not wider: every column counts
    let n_width = listed
        .iter()
        .map(|(i, _)| (i + 1).to_string().len())
        .max()
        .unwrap_or(1);
    let p_width = listed
        .iter()
        .map(|(i, _)| price(&list[*i]).len())
        .max()
        .unwrap_or(0);
    let line = |i: usize, tag: Option<&str>| {
        let tag = tag.map(|t| format!("{t:<10}  ")).unwrap_or_default();
        format!(
            "{:>n_width$}  {:>p_width$}  {tag}{}",
            i + 1,
            price(&list[i]),
            offers::in_brief(&list[i], dicts, today)
        )
    };
    let fits = |lines: &[String]| lines.iter().all(|l| l.chars().count() + 4 <= columns);
    let tagged: Vec<String> = listed.iter().map(|(i, t)| line(*i, Some(t))).collect();
    if fits(&tagged) {
        return tagged;
    }
    listed.iter().map(|(i, _)| line(*i, None)).collect()
}

/// The brand of an offer as a person reads it: its fare family and cabin.
fn brand_of(o: &FlightOffer) -> String {
    let seg = o
        .itineraries
        .first()
        .and_then(|i| i.segments.first())
        .map(|s| s.id.clone())
        .unwrap_or_default();
    match o.fare_details(None, &seg) {
        Some(f) => {
            let name = f
                .branded_fare_label
                .clone()
                .or_else(|| f.branded_fare.clone())
                .unwrap_or_else(|| "fare".into());
            format!("{}, {}", crate::format::title(&name), lower_words(&f.cabin))
        }
        None => "fare".into(),
    }
}

fn total_of(o: &FlightOffer) -> String {
    format!("{} {}", o.grand_total(), o.price.currency)
}

fn read_offer(ctx: &Ctx, number: OfferNumber) -> Result<(Value, FlightOffer)> {
    let (json, _) = ctx.saved()?.offer(number, &ctx.origin())?;
    let parsed = serde_json::from_value(json.clone())
        .map_err(|e| Error::unexpected(format!("offer {number} cannot be read: {e}")))?;
    Ok((json, parsed))
}

fn choose_brand(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let n = a.offer.expect("chosen before").offer;
    let line = Line::new(&["flights", "fares"]).arg(n.to_string());
    match line.run(ctx, fares::run) {
        Ok(()) => {}
        Err(e) if e.kind == Kind::Rejected => {
            steps::say(
                ctx,
                &format!("  no branded fares for offer {n}: {}", e.message),
            );
            a.offer = Some(OfferNumber {
                offer: n,
                brand: None,
            });
            return Ok(Go::Skip(Step::Price));
        }
        Err(e) => return Err(e),
    }
    let (_, own) = read_offer(
        ctx,
        OfferNumber {
            offer: n,
            brand: None,
        },
    )?;
    let mut brands: Vec<FlightOffer> = Vec::new();
    while let Ok((_, b)) = read_offer(
        ctx,
        OfferNumber {
            offer: n,
            brand: Some(brands.len() + 1),
        },
    ) {
        brands.push(b);
    }
    if brands.is_empty() {
        return Ok(Go::Skip(Step::Price));
    }
    let mut items = vec![format!(
        "offer {n} as found: {}  {}",
        brand_of(&own),
        total_of(&own)
    )];
    items.extend(
        brands
            .iter()
            .enumerate()
            .map(|(k, b)| format!("{n}.{}  {}  {}", k + 1, brand_of(b), total_of(b))),
    );
    let now = a.offer.and_then(|o| o.brand).unwrap_or(0);
    let Some(c) = steps::pick(ctx, "Fare", &items, now)? else {
        return Ok(Go::Back);
    };
    let number = OfferNumber {
        offer: n,
        brand: (c > 0).then_some(c),
    };
    if a.offer != Some(number) {
        a.seats.clear();
        a.bags = None;
        a.seat_lines.clear();
    }
    a.offer = Some(number);
    Ok(Go::To(Step::Price))
}

fn price_line(number: OfferNumber) -> Line {
    Line::new(&["flights", "price"])
        .arg(number.to_string())
        .arg("--bags")
}

fn confirm_price(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let number = a.offer.expect("chosen before");
    if let Err(e) = price_line(number).run(ctx, price::run) {
        if e.kind != Kind::Rejected {
            return Err(e);
        }
        steps::say(ctx, &format!("  the offer cannot be priced: {}", e.message));
        if e.has_code(codes::SEGMENT_SELL_FAILURE) {
            // sold out: every brand of these flights is, so choose other flights
            steps::say(ctx, "  its flights are sold out: choose another offer");
            return Ok(Go::Redo(Step::Offers));
        }
        return Ok(Go::Back);
    }
    let (json, searched) = read_offer(ctx, number)?;
    let Some((priced, _)) = ctx.saved()?.priced(number, &json) else {
        return Err(Error::unexpected(format!(
            "the price of offer {number} was not kept"
        )));
    };
    let priced: FlightOffer = serde_json::from_value(priced)
        .map_err(|e| Error::unexpected(format!("the priced offer cannot be read: {e}")))?;
    let (was, now) = (total_of(&searched), total_of(&priced));
    let prompt = if was == now {
        format!("Priced at {now}")
    } else {
        format!("The price changed since the search, {was} → {now}")
    };
    match steps::pick(ctx, &prompt, &[format!("Go on at {now}")], 0)? {
        Some(_) => Ok(Go::To(Step::Seats)),
        None => Ok(Go::Back),
    }
}

fn choose_seats(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let number = a.offer.expect("chosen before");
    let items = [
        "No seat choice: the airline assigns the seats".to_string(),
        "Choose seats on the seat map".to_string(),
    ];
    let now = usize::from(!a.seats.is_empty());
    let Some(c) = steps::pick(ctx, "Seats", &items, now)? else {
        return Ok(Go::Back);
    };
    if c == 0 {
        a.seats.clear();
        a.seat_lines.clear();
        return Ok(Go::To(Step::Bags));
    }
    let all = Line::new(&["flights", "seats"]).arg(number.to_string());
    let fetched = seats::fetch(ctx, &all.parse()?)?;
    if fetched.maps.is_empty() {
        steps::say(
            ctx,
            &format!("  the airline gives no seat map for offer {number}: it assigns the seats"),
        );
        return Ok(Go::To(Step::Bags));
    }
    let (json, offer) = read_offer(ctx, number)?;
    let who = seat_rules::seated_travellers(&json);
    let kind_of = |id: &str| {
        offer
            .traveler_pricings
            .iter()
            .find(|t| t.traveler_id == id)
            .map(|t| lower_words(&t.traveler_type))
            .unwrap_or_default()
    };
    let mut chosen: Vec<seat_rules::SeatChoice> = Vec::new();
    let mut lines: Vec<Line> = Vec::new();
    for segment in offer.itineraries.iter().flat_map(|i| &i.segments) {
        let k = segment.id.clone();
        if !fetched
            .maps
            .iter()
            .any(|m| m.segment_id.as_deref() == Some(&k))
        {
            continue;
        }
        let line = all.clone().flag_value("--segment", k.clone());
        seats::show(
            ctx,
            fetched.maps.clone(),
            &fetched.body,
            Some(&k),
            &fetched.named,
            // not paged: the question follows the map, with its legend again
            false,
        )?;
        // the map's legend again, beside the question: the map itself has scrolled
        // away or was read in a pager
        if let Some(map) = fetched
            .maps
            .iter()
            .find(|m| m.segment_id.as_deref() == Some(&k))
        {
            let dicts = seatmap::SeatDictionaries::from_body(&fetched.body);
            let width = ctx.out.columns().max(40);
            steps::say(
                ctx,
                seatmap::legend_of(map, &dicts, width, false).trim_end(),
            );
        }
        let earlier = a.seats.iter().find(|s| s.segment == k);
        let mut labels: Vec<String> = Vec::new();
        let mut t = 0;
        // each seat checked as it is typed, for its traveller (type, fare, exit rows),
        // and asked again with the rule that refused it; the others are kept
        while t < who.len() {
            let id = &who[t];
            let before = labels
                .get(t)
                .or_else(|| earlier.and_then(|s| s.labels.get(t)))
                .map(String::as_str);
            let prompt = format!(
                "Seat for traveller {id} ({}) on {} → {} (e.g. 12A{})",
                kind_of(id),
                segment.departure.iata_code,
                segment.arrival.iata_code,
                if t == 0 { "; Enter for none" } else { "" }
            );
            let taken = labels[..t.min(labels.len())].to_vec();
            let typed = steps::ask(ctx, &prompt, before, |s| {
                if s.is_empty() {
                    return Ok(String::new());
                }
                let label = seat_rules::label(s).map_err(Error::usage)?;
                seat_rules::check_one(
                    &fetched.maps,
                    &json,
                    &k,
                    &label,
                    id,
                    &taken,
                    &number.to_string(),
                )?;
                Ok(label)
            })?;
            let Some(label) = typed else {
                if t == 0 {
                    return Ok(Go::Back);
                }
                // back to the traveller before, on this flight
                t -= 1;
                continue;
            };
            if label.is_empty() {
                if t == 0 {
                    labels.clear();
                    break;
                }
                steps::say(
                    ctx,
                    "  every traveller with a seat gets one on this flight, or none does",
                );
                continue;
            }
            labels.truncate(t);
            labels.push(label);
            t += 1;
        }
        if !labels.is_empty() {
            chosen.push(seat_rules::SeatChoice {
                segment: k.clone(),
                labels,
            });
            lines.push(line);
        }
    }
    a.seats = chosen;
    a.seat_lines = lines;
    Ok(Go::To(Step::Bags))
}

/// A choice of extra bags: how many per traveller, on which flights (empty: all).
type Bags = (i64, Vec<String>);

fn choose_bags(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let number = a.offer.expect("chosen before");
    let (json, offer) = read_offer(ctx, number)?;
    let catalogue: BTreeMap<String, BagOption> =
        serde_json::from_value(ctx.saved()?.priced_bags(number, &json)).unwrap_or_default();
    let options: Vec<&BagOption> = catalogue
        .values()
        .filter(|b| b.quantity.unwrap_or(0) > 0)
        .collect();
    if options.is_empty() {
        steps::say(ctx, "  no extra bags are sold with this fare");
        a.bags = None;
        return Ok(Go::Skip(Step::People));
    }
    let all: Vec<String> = offer
        .itineraries
        .iter()
        .flat_map(|i| &i.segments)
        .map(|s| s.id.clone())
        .collect();
    let mut choices: Vec<(Bags, String)> = every_flight(&options, &all);
    choices.extend(options.iter().map(|b| {
        let q = b.quantity.unwrap_or(0);
        let text = format!(
            // said once: a list at 60 columns has no room for "per traveller" twice
            "{q} extra bag{} a traveller, flight{} {}: {}",
            if q == 1 { "" } else { "s" },
            if b.segment_ids.len() == 1 { "" } else { "s" },
            b.segment_ids.join(", "),
            price_of(b)
        );
        ((q, b.segment_ids.clone()), text)
    }));
    let mut items = vec!["No extra bag".to_string()];
    items.extend(choices.iter().map(|(_, t)| t.clone()));
    let now = a
        .bags
        .as_ref()
        .and_then(|chosen| choices.iter().position(|(c, _)| c == chosen))
        .map_or(0, |i| i + 1);
    let Some(c) = steps::pick(ctx, "Extra checked bags", &items, now)? else {
        return Ok(Go::Back);
    };
    a.bags = (c > 0).then(|| choices[c - 1].0.clone());
    Ok(Go::To(Step::People))
}

/// The same number of bags on every flight at once, where the catalogue sells that
/// number on each (one option for the way out, one for the way back): one choice each,
/// priced as the options together.
fn every_flight(options: &[&BagOption], all: &[String]) -> Vec<(Bags, String)> {
    let mut quantities: Vec<i64> = options.iter().filter_map(|b| b.quantity).collect();
    quantities.sort_unstable();
    quantities.dedup();
    let mut out = Vec::new();
    for q in quantities {
        let mut covered: Vec<&String> = Vec::new();
        let mut parts: Vec<&BagOption> = Vec::new();
        for b in options.iter().filter(|b| b.quantity == Some(q)) {
            if b.segment_ids.iter().any(|s| covered.contains(&s)) {
                continue;
            }
            covered.extend(&b.segment_ids);
            parts.push(b);
        }
        // one option already on every flight is listed as itself
        if parts.len() < 2 || !all.iter().all(|s| covered.contains(&s)) {
            continue;
        }
        let amounts: Option<Vec<f64>> = parts
            .iter()
            .map(|b| b.price.as_ref().and_then(|p| p.amount.parse::<f64>().ok()))
            .collect();
        let currency = parts
            .first()
            .and_then(|b| b.price.as_ref())
            .and_then(|p| p.currency_code.clone())
            .unwrap_or_default();
        let price = amounts
            .map(|a| {
                let sum = a.iter().sum::<f64>();
                format!(
                    "{} {currency}",
                    travel_core::currency::amount(sum, &currency)
                )
            })
            .unwrap_or_else(|| "priced per flight".into());
        out.push((
            (q, Vec::new()),
            format!(
                "{q} extra bag{} a traveller, every flight: {price}",
                if q == 1 { "" } else { "s" }
            ),
        ));
    }
    out
}

fn price_of(b: &BagOption) -> String {
    b.price
        .as_ref()
        .map(|p| {
            format!(
                "{} {}",
                p.amount,
                p.currency_code.clone().unwrap_or_default()
            )
        })
        .unwrap_or_default()
}

fn people(ctx: &Ctx, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    let number = a.offer.expect("chosen before");
    let (json, offer) = read_offer(ctx, number)?;
    let priced = travellers::priced_of(&offer);
    let days: Vec<NaiveDate> = offer
        .itineraries
        .iter()
        .flat_map(|i| &i.segments)
        .filter_map(|s| crate::format::parse_local(&s.departure.at).map(|t| t.date()))
        .collect();
    let (Some(first), Some(last)) = (days.first().copied(), days.last().copied()) else {
        return Err(Error::unexpected(format!(
            "offer {number} has no dated flights"
        )));
    };
    // what the airline asks, as pricing said: a gender needs a title that gives it
    let asks: Option<BookingRequirements> =
        serde_json::from_value(ctx.saved()?.priced_requirements(number, &json))
            .ok()
            .flatten();
    let gender_asked = |id: &str| {
        asks.as_ref().is_some_and(|r| {
            r.traveler_requirements
                .iter()
                .any(|t| t.traveler_id == id && t.gender_required == Some(true))
        })
    };
    a.people.resize(priced.len(), Person::default());
    // one question at a time, each answer kept as soon as it is given: `<` goes to
    // the question before with its answer, and forward again shows each one
    let mut questions: Vec<(usize, Field)> = Vec::new();
    for i in 0..priced.len() {
        questions.extend([(i, Field::Name), (i, Field::Born)]);
        if i == 0 {
            questions.extend([(i, Field::Email), (i, Field::Phone)]);
        }
    }
    let mut came = came;
    loop {
        // each answer checked as it is given, by the rule `flights book` applies
        let answered = steps::in_turn(questions.len(), came, |q| {
            let (i, field) = questions[q];
            let p = &priced[i];
            let n = i + 1;
            let who = format!("Traveller {n} ({})", lower_words(&p.kind));
            let person = &mut a.people[i];
            let typed = match field {
                Field::Name => steps::ask(
                    ctx,
                    &format!(
                        "{who}: title and name, e.g. {} (titles: {})",
                        example_name(&p.kind),
                        travellers::TITLES_LISTED
                    ),
                    Some(&person.name),
                    |s| name(s, n, gender_asked(&p.id)),
                )?,
                Field::Born => steps::ask(
                    ctx,
                    &format!("{who}: date of birth (YYYY-MM-DD)"),
                    Some(&person.born),
                    |s| {
                        let born = birth_date(s, ctx.today())?;
                        travellers::fits_type(&format!("traveller {n}"), &born, &p.kind, n, first)?;
                        Ok(born)
                    },
                )?,
                Field::Email => steps::ask(
                    ctx,
                    &format!("{who}: e-mail"),
                    Some(&person.email),
                    validate::email,
                )?,
                Field::Phone => steps::ask(
                    ctx,
                    &format!("{who}: phone, with the country code (+44...)"),
                    Some(&person.phone),
                    phone,
                )?,
            };
            let Some(typed) = typed else {
                return Ok(false);
            };
            if field == Field::Name {
                steps::say(
                    ctx,
                    &format!("  as it will be ticketed: {}", ticketed_name(&typed, n)?),
                );
            }
            *match field {
                Field::Name => &mut person.name,
                Field::Born => &mut person.born,
                Field::Email => &mut person.email,
                Field::Phone => &mut person.phone,
            } = typed;
            Ok(true)
        })?;
        if !answered {
            return Ok(Go::Back);
        }
        came = Came::Forward;
        // the checks of `flights book`, on all of them: each passed above
        let parsed: Result<Vec<_>> = specs(a).iter().map(|s| travellers::parse_spec(s)).collect();
        match parsed.and_then(|mut all| travellers::check(&mut all, &priced, first, last)) {
            Ok(()) => return Ok(Go::To(Step::Book)),
            Err(e) if e.kind == Kind::Usage => steps::tell(ctx, &e),
            Err(e) => return Err(e),
        }
    }
}

/// A question about a traveller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Name,
    Born,
    Email,
    Phone,
}

/// A name to show in the prompt, fit for the traveller's type.
fn example_name(kind: &travel_core::model::kinds::TravelerType) -> &'static str {
    if kind.carries_lap_infant() {
        "Ms Ana Lima"
    } else {
        "Mstr Leo Lima"
    }
}

/// A title and a name, each word one that can be ticketed; a title that gives the
/// gender when the airline asks for it.
fn name(s: &str, n: usize, gender_asked: bool) -> Result<String> {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    ticketed_name(&s, n)?;
    if gender_asked && travellers::parse_name(&s)?.0.is_none() {
        return Err(Error::usage(format!(
            "the airline asks for the gender of traveller {n}: begin with a title that gives it ({})",
            travellers::GENDER_TITLES
        )));
    }
    Ok(s)
}

/// The name as it will be ticketed, e.g. `HANS MUELLER`.
fn ticketed_name(s: &str, n: usize) -> Result<String> {
    let (_, typed) = travellers::parse_name(s)?;
    let whose = format!("traveller {n}");
    Ok(format!(
        "{} {}",
        crate::names::first(&typed.first_name, &whose)?,
        crate::names::last(&typed.last_name, &whose)?
    ))
}

fn birth_date(s: &str, today: NaiveDate) -> Result<String> {
    let d = travel_core::parse::date(s)
        .ok_or_else(|| Error::usage(format!("{s:?} is not a date: use YYYY-MM-DD")))?;
    if d >= today {
        return Err(Error::usage(format!("{d} is not in the past")));
    }
    Ok(d.to_string())
}

fn phone(s: &str) -> Result<String> {
    travellers::parse_phone(s)?;
    Ok(s.to_string())
}

/// The travellers as `--traveler` takes them.
fn specs(a: &Answers) -> Vec<String> {
    a.people
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i == 0 {
                format!("{} {} <{}> {}", p.name, p.born, p.email, p.phone)
            } else {
                format!("{} {}", p.name, p.born)
            }
        })
        .collect()
}

/// `flights book` with everything answered. `again`: the script form, which names
/// documents asked on the terminal as read from stdin.
fn book_line(ctx: &Ctx, a: &Answers, number: OfferNumber, script: bool) -> Line {
    let mut line = Line::new(&["flights", "book"]).arg(number.to_string());
    for s in specs(a) {
        line = line.flag_value("--traveler", s);
    }
    for s in &a.seats {
        line = line.flag_value("--seat", format!("{}:{}", s.segment, s.labels.join(",")));
    }
    match &a.bags {
        // every flight: the flag's own default
        Some((q, segs)) if segs.is_empty() => line = line.flag_value("--add-bags", q.to_string()),
        Some((q, segs)) => {
            line = line.flag_value("--add-bags", format!("{q}:{}", segs.join(",")));
        }
        None => {}
    }
    if script {
        let documents = read_offer(ctx, number)
            .and_then(|(json, _)| Ok(ctx.saved()?.priced_requirements(number, &json)))
            .ok()
            .and_then(|r| r.get("travelerRequirements").cloned())
            .and_then(|r| r.as_array().cloned())
            .is_some_and(|r| r.iter().any(|t| t["documentRequired"] == Value::Bool(true)));
        if documents {
            line = line.arg("--passport-stdin");
            line.remark = Some("the passports on stdin, one line per traveller".into());
        }
    }
    line
}

/// Where a refusal of the order is fixed, and what to tell the person; `None` for
/// the refusals no step fixes.
fn fixed_at(e: &Error, seats_chosen: bool) -> Option<(Step, &'static str)> {
    let about_seats = e.message.to_uppercase().contains("SEAT");
    if e.has_code(codes::PRICE_DISCREPANCY) {
        Some((Step::Price, "the price changed; here it is again"))
    } else if e.has_code(codes::SEGMENT_SELL_FAILURE) {
        Some((
            Step::Offers,
            "a flight could not be sold; choose another offer",
        ))
    } else if seats_chosen && about_seats && e.kind == Kind::Rejected {
        Some((Step::Seats, "a seat was taken; choose another"))
    } else if e.has_code(codes::SERVICES_NOT_AVAILABLE) {
        Some((
            Step::Bags,
            "the airline refused the extra bags; choose again",
        ))
    } else {
        None
    }
}

fn book_it(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let number = a.offer.expect("chosen before");
    let Err(e) = book_line(ctx, a, number, false).run(ctx, book::run) else {
        return Ok(Go::Done);
    };
    // refused: nothing was booked, Ctrl-C leaves again
    crate::interrupt::back_in_wizard();
    if let Some((step, what)) = fixed_at(&e, !a.seats.is_empty()) {
        steps::say(ctx, &format!("error: {}", e.message));
        steps::say(ctx, &format!("  nothing was booked: {what}"));
        return Ok(Go::Redo(step));
    }
    match e.kind {
        // a "no" at the final question: the travellers' first question, every
        // answer kept, to read them over
        Kind::Declined => {
            steps::declined(ctx, "the travellers");
            Ok(Go::Redo(Step::People))
        }
        // refused before sending, or by the service: nothing was booked
        Kind::Usage | Kind::Rejected => {
            steps::tell(ctx, &e);
            Ok(Go::Redo(Step::People))
        }
        // anything else may have booked (an answer lost): never sent again
        _ => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::codes::Code;

    fn refused(code: Code, message: &str) -> Error {
        let mut e = Error::new(Kind::Rejected, message);
        e.codes = vec![code.number];
        e
    }

    #[test]
    fn each_refusal_of_the_order_goes_back_to_the_step_that_fixes_it() {
        let at = |e: &Error, seats| fixed_at(e, seats).map(|(s, _)| s);
        assert_eq!(
            at(
                &refused(codes::PRICE_DISCREPANCY, "PRICE DISCREPANCY"),
                false
            ),
            Some(Step::Price)
        );
        assert_eq!(
            at(
                &refused(codes::SEGMENT_SELL_FAILURE, "SEGMENT SELL FAILURE"),
                true
            ),
            Some(Step::Offers)
        );
        let seat_taken = refused(
            codes::SERVICES_NOT_AVAILABLE,
            "ONE OR MORE SERVICES ARE NOT AVAILABLE: SEAT 12A",
        );
        assert_eq!(at(&seat_taken, true), Some(Step::Seats));
        // no seat was chosen: the service the airline refused is the bag
        assert_eq!(at(&seat_taken, false), Some(Step::Bags));
        assert_eq!(
            at(
                &refused(codes::SERVICES_NOT_AVAILABLE, "BAGS NOT PERMITTED"),
                true
            ),
            Some(Step::Bags)
        );
        // nothing a step fixes: an unknown refusal, a declined prompt, a lost answer
        assert_eq!(
            at(&refused(codes::INVALID_FORMAT, "INVALID FORMAT"), true),
            None
        );
        assert_eq!(at(&Error::new(Kind::Declined, "not booked"), true), None);
        assert_eq!(at(&Error::new(Kind::Unavailable, "timed out"), true), None);
    }
}
