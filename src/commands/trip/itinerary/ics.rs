//! The itinerary as an iCalendar file (RFC 5545), written by the icalendar crate.

use chrono::{Duration, NaiveDateTime};
use icalendar::{Calendar, CalendarDateTime, Component, Event, EventLike};

use super::{offset_words, Leg, Stay};

/// A calendar named `title`: an event per leg, in UTC where the airport's offset
/// is known (floating local time otherwise), and an all-day event per stay.
pub fn calendar(title: &str, legs: &[Leg], stays: &[Stay]) -> String {
    let mut calendar = Calendar::new();
    calendar.name(title);
    for l in legs {
        calendar.push(leg(l));
    }
    for s in stays {
        calendar.push(stay(s));
    }
    calendar.done().to_string()
}

fn moment(local: NaiveDateTime, offset: Option<Duration>) -> CalendarDateTime {
    match offset {
        Some(o) => CalendarDateTime::Utc((local - o).and_utc()),
        None => CalendarDateTime::Floating(local),
    }
}

fn terminal(t: &Option<String>) -> String {
    t.as_ref()
        .map(|t| format!(", terminal {t}"))
        .unwrap_or_default()
}

fn leg(l: &Leg) -> Event {
    let description = format!(
        "Booking reference {} (order {})\n\
         Departs {} {} local{}{}\n\
         Arrives {} {} local{}{}\n\
         Fare: {}; checked bags: {}\n\
         Travellers: {}",
        l.reference,
        l.order,
        l.from,
        l.leaves.format("%Y-%m-%d %H:%M"),
        offset_words(l.from_offset),
        terminal(&l.from_terminal),
        l.to,
        l.lands.format("%Y-%m-%d %H:%M"),
        offset_words(l.to_offset),
        terminal(&l.to_terminal),
        l.fare,
        l.bags.as_deref().unwrap_or("none"),
        l.travellers.join(", "),
    );
    Event::new()
        .uid(&format!("{}-{}-{}@travel", l.reference, l.segment, l.order))
        .summary(&format!(
            "{} {}→{} ({})",
            l.flight, l.from, l.to, l.reference
        ))
        .location(&format!("{}{}", l.from, terminal(&l.from_terminal)))
        .description(&description)
        .starts(moment(l.leaves, l.from_offset))
        .ends(moment(l.lands, l.to_offset))
        .done()
}

fn stay(s: &Stay) -> Event {
    Event::new()
        .uid(&format!("{}@travel", s.journal))
        .summary(&format!("Stay: {}", s.hotel))
        .location(&s.hotel)
        .description(&format!(
            "{}\nConfirmation: {}\nGuests: {}",
            s.what,
            s.confirmations.join(", "),
            s.guests.join(", ")
        ))
        .starts(s.check_in)
        .ends(s.check_out)
        .done()
}
