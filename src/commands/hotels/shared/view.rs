//! What the hotel commands share: ids, the offers table, one offer in full, and the
//! numbering of the last offers search.

use std::fmt::Write as _;

use chrono::NaiveDateTime;
use serde_json::Value;

use crate::api::Reply;
use crate::card::vendor_name;
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::format::{lower_words, title, words};
use crate::output::Table;
use crate::saved::Results;
use travel_core::model::hotel::{HotelOffer, HotelOffers};
use travel_core::model::Envelope;
use travel_core::parse;

/// A hotel id: eight letters and digits, e.g. HLPAR123.
pub fn hotel_id(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if up.len() == 8 && up.chars().all(|c| c.is_ascii_alphanumeric()) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a hotel id (eight letters and digits, e.g. HLPAR123)"
        )))
    }
}

/// An offer given as its number in the last `hotels offers` table, or as its id.
pub fn resolve_offer(ctx: &Ctx, arg: &str) -> Result<String> {
    let t = arg.trim();
    if let Ok(n) = t.parse::<usize>() {
        let item = ctx.saved()?.item(Results::HotelOffers, n, &ctx.origin())?;
        return item
            .pointer("/offers/0/id")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| Error::usage(format!("result {n} of the last search has no offer id")));
    }
    if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric()) {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "{arg:?} is neither an offer number from `travel hotels offers` nor an offer id"
        )))
    }
}

/// The hotel-offers items flattened to one (hotel, offer) per offer, cheapest total first.
pub fn flatten(items: &[HotelOffers]) -> Vec<(&HotelOffers, &HotelOffer)> {
    let mut all: Vec<(&HotelOffers, &HotelOffer)> = items
        .iter()
        .flat_map(|h| h.offers.iter().map(move |o| (h, o)))
        .collect();
    all.sort_by(|a, b| stay_total(a.1).total_cmp(&stay_total(b.1)));
    all
}

/// Rooms booked by the offer (1 unless several were asked for).
pub fn rooms(o: &HotelOffer) -> u32 {
    o.room_quantity
        .as_deref()
        .and_then(|q| q.parse().ok())
        .unwrap_or(1)
}

/// The total for the stay, all rooms: the service's price is per room.
pub fn stay_total(o: &HotelOffer) -> f64 {
    o.price.total.parse::<f64>().unwrap_or(f64::MAX) * f64::from(rooms(o))
}

pub fn nights(o: &HotelOffer) -> i64 {
    let d = |s: &str| parse::date(s);
    match (d(&o.check_in_date), d(&o.check_out_date)) {
        (Some(a), Some(b)) => (b - a).num_days().max(1),
        _ => 1,
    }
}

/// Guarantee, Deposit or Prepay.
pub fn payment_kind(o: &HotelOffer) -> String {
    o.policies
        .payment_type
        .as_deref()
        .map(|p| title(&p.to_lowercase()))
        .unwrap_or_default()
}

/// The mark by an offer's number on screen when no card can pay it.
pub const NO_CARD_MARK: char = '*';

/// Whether the offer cannot be paid by card: the hotel lists the payments it accepts
/// and no card is among them (a travel agent's id only, say).
pub fn takes_no_card(o: &HotelOffer) -> bool {
    o.policies
        .accepted()
        .is_some_and(|a| a.credit_cards.is_empty())
}

/// The offer's payment kind for the table, marked when no card can pay it:
/// `Prepay, no card`.
pub fn payment_cell(o: &HotelOffer) -> String {
    let kind = payment_kind(o);
    if takes_no_card(o) {
        format!("{kind}, no card")
    } else {
        kind
    }
}

/// When free cancellation ends, or that there is none; "passed Tue 01 Dec 18:00"
/// when the deadline is already behind: a stay booked now cannot be cancelled free.
pub fn cancel_by(o: &HotelOffer, now: NaiveDateTime) -> String {
    match &o.policies.cancellation {
        Some(c) => match &c.deadline {
            Some(d) if has_passed(d, now) => {
                format!(
                    "passed {}",
                    crate::format::day_time(d.get(..19).unwrap_or(d), now.date())
                )
            }
            Some(d) => crate::format::day_time(d.get(..19).unwrap_or(d), now.date()),
            None => "non-refundable".to_string(),
        },
        None => String::new(),
    }
}

/// Whether a hotel's deadline (its local time, `YYYY-MM-DDThh:mm[:ss]`, or a date
/// alone meaning its end) is behind `now`, the run's clock. The hotel's zone is not
/// known here: a deadline within hours of now is judged by the agent's clock.
pub fn has_passed(deadline: &str, now: NaiveDateTime) -> bool {
    let at = crate::format::parse_local(deadline.get(..19).unwrap_or(deadline))
        .or_else(|| travel_core::parse::date(deadline.get(..10)?)?.and_hms_opt(23, 59, 59));
    at.is_some_and(|at| at < now)
}

/// How the stay is paid and cancelled, in words: "pay at the hotel, free cancellation
/// until Mon 14 Dec 18:00".
pub fn policy_in_words(o: &HotelOffer, now: NaiveDateTime) -> String {
    let pay = match o
        .policies
        .payment_type
        .as_deref()
        .map(str::to_ascii_uppercase)
    {
        // the card holds the room
        Some(p) if p == "GUARANTEE" => "pay at the hotel",
        Some(p) if p == "DEPOSIT" => "deposit now",
        Some(p) if p == "PREPAY" => "pay now",
        _ => "payment terms not given",
    };
    let cancel = match cancel_by(o, now).as_str() {
        "" => "cancellation terms not given".to_string(),
        "non-refundable" => "non-refundable".to_string(),
        by if by.starts_with("passed ") => format!("no free cancellation: its deadline {by}",),
        by => format!("free cancellation until {by}"),
    };
    format!("{pay}, {cancel}")
}

/// The same in short, for a narrow menu: "pay at hotel, cancel free by 14 Dec 18:00".
pub fn policy_brief(o: &HotelOffer, now: NaiveDateTime) -> String {
    let pay = match o
        .policies
        .payment_type
        .as_deref()
        .map(str::to_ascii_uppercase)
    {
        Some(p) if p == "GUARANTEE" => "pay at hotel",
        Some(p) if p == "DEPOSIT" => "deposit now",
        Some(p) if p == "PREPAY" => "pay now",
        _ => "payment ?",
    };
    let cancel = match cancel_by(o, now).as_str() {
        "" => "cancellation ?".to_string(),
        "non-refundable" => "non-refundable".to_string(),
        by if by.starts_with("passed ") => "free cancellation passed".to_string(),
        // the weekday left out: `Mon 14 Dec 18:00` is `14 Dec 18:00`
        by => format!(
            "cancel free by {}",
            by.split_once(' ').map_or(by, |(_, rest)| rest)
        ),
    };
    format!("{pay}, {cancel}")
}

/// Whether the offer is paid at the hotel, the card holding the room (a guarantee).
pub fn is_guarantee(o: &HotelOffer) -> bool {
    o.policies
        .payment_type
        .as_deref()
        .is_some_and(|p| p.eq_ignore_ascii_case("GUARANTEE"))
}

/// The room as the offer describes it: its estimated category, else its type code.
pub fn room_name(o: &HotelOffer) -> String {
    o.room
        .type_estimated
        .as_ref()
        .map(|e| words(&e.category))
        .unwrap_or_else(|| o.room.kind.clone())
}

/// One row per offer, numbered from 1: on a terminal one line each, the stay's dates
/// above the table when every offer shares them and the currency in the prices'
/// titles; piped, the columns scripts were written against.
pub fn table(offers: &[(&HotelOffers, &HotelOffer)], now: NaiveDateTime) -> Table {
    let currency = offers
        .first()
        .map(|(_, o)| o.price.currency.clone())
        .filter(|c| !c.is_empty() && offers.iter().all(|(_, o)| &o.price.currency == c));
    let priced = |title: &str| match &currency {
        Some(c) => format!("{title} {c}"),
        None => title.to_string(),
    };
    let (nightly, total) = (priced("?2>Nightly"), priced(">Total"));
    let mut screen = Table::new(&[
        "#",
        "~Hotel",
        "?4~Room",
        "?1~Board / rate",
        &nightly,
        &total,
        "?3Payment",
        "Cancel by",
    ]);
    let mut script = Table::new(&[
        "#",
        "Hotel",
        "Room",
        "Board / rate",
        ">Nightly",
        ">Total",
        "Payment",
        "Cancel by",
    ]);
    for (i, (h, o)) in offers.iter().enumerate() {
        let cur = &o.price.currency;
        // On the same basis as Total (taxes included, all rooms), so that nightly times
        // nights is the total an agent quotes.
        let per_night = travel_core::currency::amount(stay_total(o) / nights(o) as f64, cur);
        let whole = travel_core::currency::amount(stay_total(o), cur);
        let room = room_name(o);
        let rooms = rooms(o);
        let board = [o.board_type.as_deref().map(words), o.rate_code.clone()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" / ");
        let room = if rooms > 1 {
            format!("{rooms} × {room}")
        } else {
            room
        };
        let amount = |a: &str| match &currency {
            Some(_) => a.to_string(),
            None => format!("{a} {cur}"),
        };
        // marked in the one column every width shows: Payment is the first to go
        let number = if takes_no_card(o) {
            format!("{}{NO_CARD_MARK}", i + 1)
        } else {
            (i + 1).to_string()
        };
        screen.push(vec![
            number,
            title(&h.hotel.name),
            room.clone(),
            board.clone(),
            amount(&per_night),
            amount(&whole),
            payment_cell(o),
            cancel_by(o, now),
        ]);
        script.push(vec![
            (i + 1).to_string(),
            title(&h.hotel.name),
            room,
            board,
            format!("{per_night} {cur}"),
            format!("{whole} {cur}"),
            payment_cell(o),
            cancel_by(o, now),
        ]);
    }
    let stays: Vec<(&str, &str)> = offers
        .iter()
        .map(|(_, o)| (o.check_in_date.as_str(), o.check_out_date.as_str()))
        .collect();
    let screen = match stays.first() {
        Some(first) if stays.iter().all(|s| s == first) => match stay_in_words(first) {
            Some(words) => screen.with_heading(words),
            None => screen,
        },
        _ => screen,
    };
    screen.piped_as(script)
}

/// `Thu 10 Dec 2026 to Sat 12 Dec 2026, 2 nights`.
fn stay_in_words((check_in, check_out): &(&str, &str)) -> Option<String> {
    let (a, b) = (parse::date(check_in)?, parse::date(check_out)?);
    let n = (b - a).num_days();
    Some(format!(
        "{} to {}, {n} night{}",
        crate::format::day(a),
        crate::format::day(b),
        if n == 1 { "" } else { "s" }
    ))
}

/// Keep the offers in the order shown: one hotel-offers item per offer, so item N is
/// offer N with its hotel.
pub fn keep(ctx: &Ctx, offers: &[(&HotelOffers, &HotelOffer)]) -> Result<()> {
    let data: Vec<HotelOffers> = offers
        .iter()
        .map(|(h, o)| HotelOffers {
            kind: h.kind.clone(),
            hotel: h.hotel.clone(),
            available: h.available,
            offers: vec![(*o).clone()],
            self_link: None,
        })
        .collect();
    ctx.saved()?
        .save(Results::HotelOffers, &Envelope::new(data), &ctx.origin())
}

/// The rechecked offer: `data` is one hotel-offers object.
pub fn current(reply: Reply<HotelOffers>) -> Result<HotelOffers> {
    if reply.body.get("data").is_none_or(Value::is_null) {
        return Err(Error::new(
            Kind::Unavailable,
            "the offer response has no hotel offer in `data`",
        )
        .with_hint("`--json` shows the body as received"));
    }
    Ok(reply.data)
}

/// One offer in full: for `hotels offer` and before a booking.
pub fn detail(h: &HotelOffers, o: &HotelOffer, now: NaiveDateTime) -> String {
    let mut s = String::new();
    let cur = &o.price.currency;
    let _ = writeln!(s, "{} ({})", title(&h.hotel.name), h.hotel.hotel_id);
    let _ = writeln!(
        s,
        "{} to {}, {} night{}, {} adult{}, {} room{}",
        o.check_in_date,
        o.check_out_date,
        nights(o),
        if nights(o) == 1 { "" } else { "s" },
        o.guests.adults.unwrap_or(1),
        if o.guests.adults.unwrap_or(1) == 1 {
            ""
        } else {
            "s"
        },
        rooms(o),
        if rooms(o) == 1 { "" } else { "s" },
    );
    if let Some(d) = &o.room.description {
        let _ = writeln!(s, "Room: {}", d.text.replace('\n', " "));
    }
    if let Some(b) = &o.board_type {
        let _ = writeln!(s, "Board: {}", words(b));
    }
    let _ = writeln!(
        s,
        "Offer id: {}{}",
        o.id,
        o.rate_code
            .as_ref()
            .map(|r| format!(" (rate {r})"))
            .unwrap_or_default()
    );
    let _ = writeln!(s, "\nPrice");
    let _ = writeln!(
        s,
        "  {} {cur} per room{}",
        o.price.total,
        o.price
            .base
            .as_ref()
            .map(|b| format!(" (base {b})"))
            .unwrap_or_default()
    );
    if rooms(o) > 1 {
        let total = travel_core::currency::amount(stay_total(o), cur);
        let _ = writeln!(s, "  {total} {cur} for {} rooms", rooms(o));
    }
    for tax in &o.price.taxes {
        let _ = writeln!(
            s,
            "  tax {} {} {}{} ({})",
            tax.code,
            tax.amount,
            tax.currency,
            if tax.included {
                ", included"
            } else {
                ", to pay"
            },
            lower_words(&tax.pricing_frequency)
        );
    }
    if let Some(v) = &o.price.variations {
        for c in &v.changes {
            let _ = writeln!(
                s,
                "  nights {} to {}: {} {cur} a night",
                c.start_date.as_deref().unwrap_or("?"),
                c.end_date.as_deref().unwrap_or("?"),
                c.total
                    .as_ref()
                    .or(c.base.as_ref())
                    .map_or("?", |v| v.as_str())
            );
        }
    }
    let _ = writeln!(s, "\nPolicies");
    let _ = writeln!(s, "  payment: {}", payment_kind(o));
    let accepted = o.policies.accepted();
    match accepted {
        Some(a) if !a.credit_cards.is_empty() => {
            let names: Vec<String> = a
                .credit_cards
                .iter()
                .map(|c| format!("{} ({c})", vendor_name(c)))
                .collect();
            let _ = writeln!(s, "  cards accepted: {}", names.join(", "));
        }
        Some(a) => {
            let _ = writeln!(s, "  no cards accepted ({})", a.methods.join(", "));
        }
        None => {}
    }
    if let Some(dep) = &o.policies.deposit {
        if let Some(amount) = &dep.amount {
            let _ = writeln!(
                s,
                "  deposit: {amount} {cur}{}",
                dep.deadline
                    .as_ref()
                    .map(|d| format!(" by {d}"))
                    .unwrap_or_default()
            );
        }
    }
    if let Some(c) = &o.policies.cancellation {
        let mut line = String::from("  cancellation: ");
        match &c.deadline {
            Some(d) if has_passed(d, now) => {
                line.push_str(&format!("no longer free: the deadline {d} has passed"))
            }
            Some(d) => line.push_str(&format!("free until {d}")),
            None => line.push_str("non-refundable"),
        }
        if let Some(a) = &c.amount {
            line.push_str(&format!(", then {a} {cur}"));
        }
        let _ = writeln!(s, "{line}");
        if let Some(d) = &c.description {
            let _ = writeln!(s, "    {}", d.text);
        }
    }
    if let Some(c) = &o.commission {
        let _ = writeln!(s, "  commission: {}%", c.percentage);
    }
    s
}
