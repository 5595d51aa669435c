//! The itinerary as plain text, for the body of an e-mail: the same flights and stays
//! as the page, in the order they happen, lines short enough for any mail reader,
//! and what the page and the text both need (the events in order, the travellers).

use chrono::{Duration, NaiveDate};
use std::fmt::Write as _;

use super::{offset_words, Itinerary, Leg, Stay};

/// A flight or a stay, in the order they happen.
pub(super) enum Event<'a> {
    Flight(&'a Leg),
    Stay(&'a Stay),
}

impl Event<'_> {
    /// The day it happens: the departure's, the check-in's.
    pub fn date(&self) -> NaiveDate {
        match self {
            Event::Flight(l) => l.leaves.date(),
            Event::Stay(s) => s.check_in,
        }
    }
}

/// The flights and stays in time order: a stay after every flight that leaves on its
/// check-in day (a hotel is reached after landing, and a connection's two flights stay
/// together, rather than a hotel drawn between them).
pub(super) fn in_order<'a>(it: &Itinerary<'a>) -> Vec<Event<'a>> {
    let mut events: Vec<(chrono::NaiveDateTime, Event)> = it
        .legs
        .iter()
        .map(|l| (l.leaves, Event::Flight(l)))
        .chain(it.stays.iter().map(|s| {
            let day_done = s.check_in.and_hms_opt(23, 59, 59).unwrap_or_default();
            (day_done, Event::Stay(s))
        }))
        .collect();
    events.sort_by_key(|(at, _)| *at);
    events.into_iter().map(|(_, e)| e).collect()
}

/// Everyone travelling, each once, in the order they first appear.
pub(super) fn travellers(it: &Itinerary) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    let names = it
        .legs
        .iter()
        .flat_map(|l| l.travellers.iter())
        .chain(it.stays.iter().flat_map(|s| s.guests.iter()));
    for n in names {
        if !all.contains(n) {
            all.push(n.clone());
        }
    }
    all
}

/// Each travel document once, its number masked.
pub(super) fn documents(it: &Itinerary) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    for d in it.legs.iter().flat_map(|l| l.documents.iter()) {
        if !all.contains(d) {
            all.push(d.clone());
        }
    }
    all
}

/// "1 h 35 min", "45 min".
pub(super) fn wait(d: Duration) -> String {
    let m = d.num_minutes().max(0);
    match (m / 60, m % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m:02} min"),
    }
}

/// The text.
pub fn plain(it: &Itinerary) -> String {
    let mut s = String::new();
    if it.practice {
        let _ = writeln!(
            s,
            "PRACTICE: sandbox bookings, no ticket issued, nothing paid\n"
        );
    }
    if let Some(a) = &it.agency {
        let _ = writeln!(s, "{a}\n");
    }
    let _ = writeln!(s, "{}\n", it.title);
    let travellers = travellers(it);
    if !travellers.is_empty() {
        let _ = writeln!(s, "Travellers: {}", travellers.join(", "));
    }
    for d in documents(it) {
        let _ = writeln!(s, "  {d}");
    }
    let mut day = None;
    for event in in_order(it) {
        if day != Some(event.date()) {
            let _ = writeln!(s, "\n{}", event.date().format("%A %-d %B %Y"));
            day = Some(event.date());
        }
        match event {
            Event::Flight(l) => {
                let mut about = vec![l.flight.clone()];
                about.extend(l.airline.clone());
                about.extend(l.operated_by.as_ref().map(|o| format!("operated by {o}")));
                about.extend(l.aircraft.clone());
                let _ = writeln!(s, "  Flight {}", about.join(", "));
                for (what, name, at, off, terminal) in [
                    (
                        "Departs",
                        &l.from_name,
                        l.leaves,
                        l.from_offset,
                        &l.from_terminal,
                    ),
                    ("Arrives", &l.to_name, l.lands, l.to_offset, &l.to_terminal),
                ] {
                    let terminal = terminal
                        .as_ref()
                        .map(|t| format!(", terminal {t}"))
                        .unwrap_or_default();
                    let _ = writeln!(
                        s,
                        "    {what} {}{} {name}{terminal}",
                        at.format("%a %-d %b %H:%M"),
                        offset_words(off)
                    );
                }
                let _ = writeln!(s, "    Fare: {}", l.fare);
                let _ = writeln!(s, "    Checked bags: {}", l.bags);
                if !l.seats.is_empty() {
                    let _ = writeln!(s, "    Seats: {}", l.seats.join(", "));
                }
                let _ = writeln!(
                    s,
                    "    Booking reference {} (order {})",
                    l.reference, l.order
                );
                if let Some(w) = l.connection {
                    let city = l.to_city.as_deref().unwrap_or(&l.to);
                    let _ = writeln!(s, "  Connection in {city}: {}", wait(w));
                }
            }
            Event::Stay(h) => {
                let nights = (h.check_out - h.check_in).num_days();
                let _ = writeln!(s, "  Hotel {}", h.hotel);
                if let Some(a) = &h.place {
                    let _ = writeln!(s, "    {a}");
                }
                let _ = writeln!(
                    s,
                    "    Check-in {}, check-out {} ({nights} night{})",
                    h.check_in.format("%a %-d %b"),
                    h.check_out.format("%a %-d %b"),
                    if nights == 1 { "" } else { "s" }
                );
                let _ = writeln!(s, "    Confirmation {}", h.confirmations.join(", "));
                let _ = writeln!(s, "    Guests: {}", h.guests.join(", "));
            }
        }
    }
    if !it.paid.is_empty() {
        let _ = writeln!(s, "\nPaid");
        for p in it.paid {
            let _ = writeln!(s, "  {} {}: {}", p.reference, p.what, p.total);
        }
    }
    let _ = writeln!(
        s,
        "\nTimes are local at each airport. Check in with the airline before you fly."
    );
    if it.practice {
        let _ = writeln!(s, "PRACTICE: nothing above is booked for real.");
    }
    s
}
