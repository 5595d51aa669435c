//! `travel book hotel`: from a city or a hotel's name to a booked room.
//!
//! The steps run the hotel commands a person would type (airports and hotel name
//! search, offers, offer, book), each through its own flags; `hotels book` asks the
//! card number itself, hidden, with its own checks.

use chrono::NaiveDate;

use super::steps::{self, Came, Go, Line};
use crate::card;
use crate::commands::airports::search as places;
use crate::commands::hotels::shared::view;
use crate::commands::hotels::{book, find, offer, offers};
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::format::title;
use crate::validate;
use travel_core::codes;
use travel_core::model::hotel::{HotelOffer, HotelOffers};

/// Offers listed at first, and added by "More offers".
const PAGE: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Where,
    Dates,
    Guests,
    Offers,
    Recheck,
    People,
    Card,
    Book,
}

/// Where to stay: a city's hotels, or one hotel.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Stay {
    City { code: String, label: String },
    Hotel { id: String, label: String },
}

#[derive(Debug, Clone, Default)]
struct Guest {
    name: String,
    email: String,
    phone: String,
}

#[derive(Debug)]
struct Answers {
    typed: String,
    stay: Option<Stay>,
    check_in: Option<NaiveDate>,
    /// Nights, or a check-out date, as typed.
    until: String,
    adults: u8,
    rooms: u8,
    listed: usize,
    /// The offer's number in the last `hotels offers`.
    offer: Option<usize>,
    guests: Vec<Guest>,
    expiry: String,
    /// The check-out day, when the offer chosen is paid at the hotel: the card holds
    /// the room until then.
    held_until: Option<NaiveDate>,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            typed: String::new(),
            stay: None,
            check_in: None,
            until: "1".into(),
            adults: 1,
            rooms: 1,
            listed: PAGE,
            offer: None,
            guests: Vec::new(),
            expiry: String::new(),
            held_until: None,
        }
    }
}

/// Run the hotel steps. `Ok(None)`: the person went back from the first one. Else
/// the commands that did it, in order.
pub fn run(ctx: &Ctx) -> Result<Option<Vec<Line>>> {
    let mut a = Answers::default();
    if !steps::drive(Step::Where, &mut a, |s, a, came| step(ctx, s, a, came))? {
        return Ok(None);
    }
    let n = a.offer.expect("booked an offer");
    let mut book = book_line(&a, n).arg("--card-stdin");
    book.remark = Some("the card number on stdin".into());
    Ok(Some(vec![
        offers_line(&a),
        Line::new(&["hotels", "offer"]).arg(n.to_string()),
        book,
    ]))
}

fn step(ctx: &Ctx, s: Step, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    match s {
        Step::Where => where_to(ctx, a),
        Step::Dates => dates(ctx, a, came),
        Step::Guests => guests_count(ctx, a, came),
        Step::Offers => choose_offer(ctx, a),
        Step::Recheck => recheck(ctx, a),
        Step::People => people(ctx, a, came),
        Step::Card => card_expiry(ctx, a),
        Step::Book => book_it(ctx, a),
    }
}

fn where_to(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    loop {
        let Some(typed) = steps::ask(
            ctx,
            "City or hotel name",
            Some(&a.typed),
            validate::location_keyword,
        )?
        else {
            return Ok(Go::Back);
        };
        let mut found: Vec<Stay> = Vec::new();
        let cities = Line::new(&["airports", "search"])
            .arg(typed.clone())
            .flag_value("--type", "city")
            .flag_value("--max", "5");
        for c in places::find(ctx, &cities.parse()?)? {
            if let Some(code) = c.iata_code.clone() {
                let country = c
                    .address
                    .as_ref()
                    .and_then(|a| a.country_code.clone())
                    .unwrap_or_default();
                let name = title(c.name.as_deref().unwrap_or(&code));
                found.push(Stay::City {
                    label: format!("{name}, {country}: hotels in the city ({code})"),
                    code,
                });
            }
        }
        // the hotel name search takes 4 letters or more
        if typed.chars().filter(|c| c.is_alphabetic()).count() >= 4 {
            let names = Line::new(&["hotels", "find"])
                .arg(typed.clone())
                .flag_value("--max", "8");
            if let Ok(args) = names.parse() {
                for h in find::find(ctx, &args).unwrap_or_default() {
                    let city = h
                        .address
                        .as_ref()
                        .and_then(|a| a.city_name.clone())
                        .unwrap_or_else(|| h.iata_code.clone());
                    for id in h.hotel_ids.iter().take(1) {
                        found.push(Stay::Hotel {
                            id: id.clone(),
                            label: format!("{}, {} ({id})", title(&h.name), title(&city)),
                        });
                    }
                }
            }
        }
        if found.is_empty() {
            steps::say(
                ctx,
                &format!(
                    "  no city or hotel matches {typed:?}: try another spelling or the city's code"
                ),
            );
            continue;
        }
        let items: Vec<String> = found
            .iter()
            .map(|s| match s {
                Stay::City { label, .. } | Stay::Hotel { label, .. } => label.clone(),
            })
            .collect();
        let now = a
            .stay
            .as_ref()
            .and_then(|s| found.iter().position(|f| f == s))
            .unwrap_or(0);
        a.typed = typed.clone();
        if let Some(i) = steps::pick(ctx, &format!("Where, for {typed:?}"), &items, now)? {
            a.stay = Some(found.swap_remove(i));
            return Ok(Go::To(Step::Dates));
        }
    }
}

fn dates(ctx: &Ctx, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    let answered = steps::in_turn(2, came, |i| {
        if i == 0 {
            let before = a.check_in.map(|d| d.to_string());
            let Some(check_in) = steps::ask(
                ctx,
                "Check-in date (YYYY-MM-DD, +N days, today, tomorrow)",
                before.as_deref(),
                |s| validate::hotel_date(s, ctx.today()),
            )?
            else {
                return Ok(false);
            };
            a.check_in = Some(check_in);
            return Ok(true);
        }
        let check_in = a.check_in.expect("asked before");
        let Some(until) = steps::ask(ctx, "Nights, or the check-out date", Some(&a.until), |s| {
            check_out(check_in, s, ctx.today()).map(|_| s.to_string())
        })?
        else {
            return Ok(false);
        };
        a.until = until;
        Ok(true)
    })?;
    Ok(if answered {
        Go::To(Step::Guests)
    } else {
        Go::Back
    })
}

/// The check-out day from a number of nights or a date.
fn check_out(check_in: NaiveDate, s: &str, today: NaiveDate) -> Result<NaiveDate> {
    if let Ok(n) = s.parse::<u16>() {
        if !(1..=90).contains(&n) {
            return Err(Error::usage("give 1 to 90 nights"));
        }
        let out = check_in + chrono::Duration::days(i64::from(n));
        return validate::within(
            out,
            validate::HOTEL_HORIZON_DAYS,
            "hotels take stays",
            today,
        );
    }
    let out = validate::hotel_date(s, today)?;
    if out <= check_in {
        return Err(Error::usage(format!(
            "{out} is not after the check-in day ({check_in})"
        )));
    }
    Ok(out)
}

fn guests_count(ctx: &Ctx, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    let answered = steps::in_turn(2, came, |i| {
        let (prompt, now) = match i {
            0 => ("Adults per room", a.adults),
            _ => ("Rooms", a.rooms),
        };
        let Some(n) = steps::ask(ctx, prompt, Some(&now.to_string()), steps::count(1..=9))? else {
            return Ok(false);
        };
        *[&mut a.adults, &mut a.rooms][i.min(1)] = n;
        Ok(true)
    })?;
    if !answered {
        return Ok(Go::Back);
    }
    a.listed = PAGE;
    Ok(Go::To(Step::Offers))
}

/// `hotels offers` for the stay answered.
fn offers_line(a: &Answers) -> Line {
    let mut line = Line::new(&["hotels", "offers"]);
    line = match a.stay.as_ref().expect("asked before") {
        Stay::City { code, .. } => line.flag_value("--city", code.clone()),
        Stay::Hotel { id, .. } => line.arg(id.clone()),
    };
    let check_in = a.check_in.expect("asked before");
    line = line.flag_value("--check-in", check_in.to_string());
    line = match a.until.parse::<u16>() {
        Ok(n) => line.flag_value("--nights", n.to_string()),
        Err(_) => line.flag_value("--check-out", a.until.clone()),
    };
    if a.adults != 1 {
        line = line.flag_value("--adults", a.adults.to_string());
    }
    if a.rooms != 1 {
        line = line.flag_value("--rooms", a.rooms.to_string());
    }
    line
}

fn choose_offer(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    // the dates are what the service refuses most (too far ahead, too long a stay)
    let found = match steps::refused(
        ctx,
        offers::find(ctx, &offers_line(a).parse()?),
        Go::Redo(Step::Dates),
    )? {
        Ok(found) => found,
        Err(go) => return Ok(go),
    };
    let all = view::flatten(&found.parsed);
    if all.is_empty() {
        steps::say(
            ctx,
            &format!(
                "  no rooms from {} to {}: change the dates, the guests or the place",
                found.check_in, found.check_out
            ),
        );
        return Ok(Go::Back);
    }
    loop {
        let shown = a.listed.min(all.len());
        // the offers as `hotels offers` draws them, then the list to pick from
        ctx.out.table(&view::table(&all[..shown], ctx.moment()))?;
        let currency = all[0].1.price.currency.clone();
        let shared = all.iter().all(|(_, o)| o.price.currency == currency);
        let mut items = menu(&all[..shown], shared, ctx.out.columns(), ctx.moment());
        if shown < all.len() {
            items.push(format!("More offers ({} not listed)", all.len() - shown));
        }
        let now = a.offer.map_or(0, |n| n.saturating_sub(1).min(shown));
        let Some(c) = steps::pick(
            ctx,
            &if shared {
                format!("Offer ({} found, cheapest first, in {currency})", all.len())
            } else {
                format!("Offer ({} found, cheapest first)", all.len())
            },
            &items,
            now,
        )?
        else {
            return Ok(Go::Back);
        };
        if c == shown {
            a.listed += PAGE;
            continue;
        }
        a.offer = Some(c + 1);
        let chosen = all[c].1;
        a.held_until = view::is_guarantee(chosen)
            .then(|| travel_core::parse::date(&chosen.check_out_date))
            .flatten();
        return Ok(Go::To(Step::Recheck));
    }
}

/// The offers, a line each for the menu: number, price for the stay, how it is paid
/// and cancelled, the hotel. In words where the lines fit the terminal; else in
/// short (`pay at hotel, cancel free by 01 Dec 18:00`), the hotel's name last, as
/// the table above names it too.
fn menu(
    offers: &[(&HotelOffers, &HotelOffer)],
    shared_currency: bool,
    columns: usize,
    now: chrono::NaiveDateTime,
) -> Vec<String> {
    let price = |o: &HotelOffer| {
        if shared_currency {
            travel_core::currency::amount(view::stay_total(o), &o.price.currency)
        } else {
            let total = travel_core::currency::amount(view::stay_total(o), &o.price.currency);
            format!("{total} {}", o.price.currency)
        }
    };
    // the numbers and prices as wide as the widest, not wider: every column counts
    let n_width = offers.len().to_string().len();
    let p_width = offers
        .iter()
        .map(|(_, o)| price(o).len())
        .max()
        .unwrap_or(0);
    let line = |i: usize, h: &HotelOffers, o: &HotelOffer, policy: String| {
        format!(
            "{:>n_width$}  {:>p_width$}  {policy}  {}",
            i + 1,
            price(o),
            title(&h.hotel.name)
        )
    };
    let words: Vec<String> = offers
        .iter()
        .enumerate()
        .map(|(i, (h, o))| line(i, h, o, view::policy_in_words(o, now)))
        .collect();
    if words.iter().all(|l| l.chars().count() + 4 <= columns) {
        return words;
    }
    offers
        .iter()
        .enumerate()
        .map(|(i, (h, o))| line(i, h, o, view::policy_brief(o, now)))
        .collect()
}

fn recheck(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let n = a.offer.expect("chosen before");
    let line = Line::new(&["hotels", "offer"]).arg(n.to_string());
    if let Err(e) = line.run(ctx, offer::run) {
        if e.kind != Kind::Rejected {
            return Err(e);
        }
        steps::say(ctx, &format!("  {}: choose another offer", e.message));
        return Ok(Go::Back);
    }
    match steps::pick(ctx, "This offer", &["Go on with it".to_string()], 0)? {
        Some(_) => Ok(Go::To(Step::People)),
        None => Ok(Go::Back),
    }
}

fn people(ctx: &Ctx, a: &mut Answers, came: Came) -> Result<Go<Step>> {
    let count = usize::from(a.adults) * usize::from(a.rooms);
    a.guests.resize(count.min(9), Guest::default());
    let mut came = came;
    loop {
        // one question at a time, each answer checked as it is given (by the rule
        // `hotels book` applies) and kept at once: `<` goes to the question before
        let answered = steps::in_turn(a.guests.len() * 3, came, |q| {
            let i = q / 3;
            let first = a.guests[0].clone();
            let was = a.guests[i].clone();
            let who = format!("Guest {}", i + 1);
            // the others are reached through the first guest unless told otherwise
            let or_first =
                |mine: &str, theirs: &str| if mine.is_empty() { theirs } else { mine }.to_string();
            let typed = match q % 3 {
                0 => steps::ask(
                    ctx,
                    &format!(
                        "{who}: title and name, e.g. Ms Ana Lima (titles: {})",
                        book::TITLES_LISTED
                    ),
                    Some(&was.name),
                    |s| {
                        let (_, first, last) = book::guest_name(s)?;
                        steps::say(ctx, &format!("  as the hotel will file it: {first} {last}"));
                        Ok(s.split_whitespace().collect::<Vec<_>>().join(" "))
                    },
                )?,
                1 => steps::ask(
                    ctx,
                    &format!("{who}: e-mail"),
                    Some(&or_first(&was.email, &first.email)),
                    crate::validate::email,
                )?,
                _ => steps::ask(
                    ctx,
                    &format!("{who}: phone, with the country code (+33...)"),
                    Some(&or_first(&was.phone, &first.phone)),
                    |s| book::guest_phone(s).map(|_| s.to_string()),
                )?,
            };
            let Some(typed) = typed else {
                return Ok(false);
            };
            let guest = &mut a.guests[i];
            *[&mut guest.name, &mut guest.email, &mut guest.phone][q % 3] = typed;
            Ok(true)
        })?;
        if !answered {
            return Ok(Go::Back);
        }
        came = Came::Forward;
        // the checks of `hotels book`, on all of them: each passed above
        match specs(a)
            .iter()
            .try_for_each(|g| book::parse_guest(g).map(drop))
        {
            Ok(()) => return Ok(Go::To(Step::Card)),
            Err(e) => steps::tell(ctx, &e),
        }
    }
}

/// The guests as `--guest` takes them.
fn specs(a: &Answers) -> Vec<String> {
    a.guests
        .iter()
        .map(|g| format!("{} <{}> {}", g.name, g.email, g.phone))
        .collect()
}

fn card_expiry(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let Some(expiry) = steps::ask(
        ctx,
        "Card expiry (MM/YY as printed on the card)",
        Some(&a.expiry),
        |s| {
            let expiry = card::expiry(s, ctx.today())?;
            if let Some(out) = a.held_until {
                card::covers_stay(&expiry, out)?;
            }
            Ok(s.to_string())
        },
    )?
    else {
        return Ok(Go::Back);
    };
    a.expiry = expiry;
    Ok(Go::To(Step::Book))
}

/// `hotels book` with everything answered but the card number, which it asks.
fn book_line(a: &Answers, n: usize) -> Line {
    let mut line = Line::new(&["hotels", "book"]).arg(n.to_string());
    for g in specs(a) {
        line = line.flag_value("--guest", g);
    }
    if a.rooms > 1 {
        let per = usize::from(a.adults);
        for r in 0..usize::from(a.rooms) {
            let ids: Vec<String> = (r * per + 1..=(r + 1) * per)
                .filter(|g| *g <= a.guests.len())
                .map(|g| g.to_string())
                .collect();
            if !ids.is_empty() {
                line = line.flag_value("--room", ids.join(","));
            }
        }
    }
    line.flag_value("--card-expiry", a.expiry.clone())
}

fn book_it(ctx: &Ctx, a: &mut Answers) -> Result<Go<Step>> {
    let n = a.offer.expect("chosen before");
    let Err(e) = book_line(a, n).run(ctx, book::run) else {
        return Ok(Go::Done);
    };
    // refused: nothing was booked, Ctrl-C leaves again
    crate::interrupt::back_in_wizard();
    let say = |what: &str| {
        steps::tell(ctx, &e);
        steps::say(ctx, &format!("  nothing was booked: {what}"));
    };
    if e.has_code(codes::NO_ROOMS) || e.message.contains("no longer available") {
        say("the room is gone; choose another offer");
        return Ok(Go::Redo(Step::Offers));
    }
    match e.kind {
        // a "no" at the final question: one step back, every answer kept
        Kind::Declined => {
            steps::declined(ctx, "the card");
            Ok(Go::Back)
        }
        // a card refused here or by the service (3682): another card, or another offer
        Kind::Usage | Kind::Rejected => {
            say("change what the error names (the card, the guests) and try again");
            Ok(Go::Back)
        }
        // anything else may have booked (an answer lost): never sent again
        _ => Err(e),
    }
}
