//! The itinerary as an iCalendar file (RFC 5545), written by the icalendar crate.

use std::collections::BTreeMap;

use chrono::{Duration, NaiveDateTime};
use chrono_tz::Tz;
use icalendar::{Calendar, CalendarDateTime, Component, Event, EventLike};

use super::{offset_words, zones, Itinerary, Leg, Stay};

/// A calendar named `title`: an event per leg in the local times of its airports with
/// their zones (each zone's definition before the events), in UTC where only the
/// service's offset is known, in floating local time where neither is; and an all-day
/// event per stay.
pub fn calendar(it: &Itinerary) -> String {
    let (legs, stays) = (it.legs, it.stays);
    // sandbox bookings say so in every event's title, where a calendar shows it
    let mark = if it.practice { "PRACTICE: " } else { "" };
    let mut calendar = Calendar::new();
    calendar.name(&format!("{mark}{}", it.title));
    let mut used: BTreeMap<&str, (Tz, Vec<NaiveDateTime>)> = BTreeMap::new();
    for l in legs {
        for (zone, at) in [(l.from_zone, l.leaves), (l.to_zone, l.lands)] {
            if let Some(tz) = zone {
                used.entry(tz.name()).or_insert((tz, Vec::new())).1.push(at);
            }
        }
    }
    for l in legs {
        calendar.push(leg(l, mark));
    }
    for s in stays {
        calendar.push(stay(s, mark));
    }
    let text = calendar.done().to_string();
    // the crate has no VTIMEZONE: the zones' definitions go in as written, before the
    // first event (as a component it would add a DTSTAMP and a UID, which RFC 5545
    // does not allow in one)
    let definitions: String = used
        .into_values()
        .map(|(tz, at)| zones::vtimezone(tz, &at))
        .collect();
    match text.find("BEGIN:VEVENT\r\n") {
        Some(i) => format!("{}{definitions}{}", &text[..i], &text[i..]),
        None => text,
    }
}

fn moment(local: NaiveDateTime, zone: Option<Tz>, offset: Option<Duration>) -> CalendarDateTime {
    match (zone, offset) {
        (Some(tz), _) => CalendarDateTime::WithTimezone {
            date_time: local,
            tzid: tz.name().to_string(),
        },
        (None, Some(o)) => CalendarDateTime::Utc((local - o).and_utc()),
        (None, None) => CalendarDateTime::Floating(local),
    }
}

fn terminal(t: &Option<String>) -> String {
    t.as_ref()
        .map(|t| format!(", terminal {t}"))
        .unwrap_or_default()
}

fn leg(l: &Leg, mark: &str) -> Event {
    let airline = [
        l.airline.clone(),
        l.operated_by.as_ref().map(|o| format!("operated by {o}")),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(", ");
    let mut description = format!(
        "{mark}Booking reference {} (order {})\n\
         {} {airline}\n\
         Departs {} {} local{}{}\n\
         Arrives {} {} local{}{}\n\
         Fare: {}\nChecked bags: {}\n\
         Travellers: {}",
        l.reference,
        l.order,
        l.flight,
        l.from_name,
        l.leaves.format("%Y-%m-%d %H:%M"),
        offset_words(l.from_offset),
        terminal(&l.from_terminal),
        l.to_name,
        l.lands.format("%Y-%m-%d %H:%M"),
        offset_words(l.to_offset),
        terminal(&l.to_terminal),
        l.fare,
        l.bags,
        l.travellers.join(", "),
    );
    if !l.seats.is_empty() {
        description.push_str(&format!("\nSeats: {}", l.seats.join(", ")));
    }
    if let Some(w) = l.connection {
        description.push_str(&format!(
            "\nConnection in {}: {}",
            l.to_city.as_deref().unwrap_or(&l.to),
            super::text::wait(w)
        ));
    }
    Event::new()
        .uid(&format!("{}-{}-{}@travel", l.reference, l.segment, l.order))
        .summary(&format!(
            "{mark}{} {}→{} ({})",
            l.flight, l.from, l.to, l.reference
        ))
        .location(&format!("{}{}", l.from_name, terminal(&l.from_terminal)))
        .description(&description)
        .starts(moment(l.leaves, l.from_zone, l.from_offset))
        .ends(moment(l.lands, l.to_zone, l.to_offset))
        .done()
}

fn stay(s: &Stay, mark: &str) -> Event {
    let location = match s.place.as_ref().and_then(|p| p.city.as_ref()) {
        Some(city) => format!("{}, {city}", s.hotel),
        None => s.hotel.clone(),
    };
    let mut event = Event::new();
    if let Some((lat, lon)) = s.place.as_ref().and_then(|p| p.point) {
        // RFC 5545's GEO: calendars show the stay on a map
        event.add_property("GEO", format!("{lat:.5};{lon:.5}"));
    }
    event
        .uid(&format!("{}@travel", s.journal))
        .summary(&format!("{mark}Stay: {}", s.hotel))
        .location(&location)
        .description(&format!(
            "{mark}{}\nConfirmation: {}\nGuests: {}",
            s.what,
            s.confirmations.join(", "),
            s.guests.join(", ")
        ))
        .starts(s.check_in)
        .ends(s.check_out)
        .done()
}
