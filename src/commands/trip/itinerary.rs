//! `travel trip itinerary`: a trip's flights and stays as an iCalendar file (RFC 5545)
//! a traveller can keep, one event per flight and per stay.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, NaiveDateTime};
use icalendar::{Calendar, CalendarDateTime, Component, Event, EventLike};

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal::{Entry, Journal};
use crate::trip;
use travel_core::model::flight::Segment;
use travel_core::model::location::{Location, LocationById};
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::GetOrder;
use travel_core::ops::reference::GetLocation;

/// Write a trip's itinerary as an iCalendar file: one event per flight and per stay
///
/// Flights are read from the service (the orders as they are now, so run it against
/// the environment they were booked in: `--sandbox` for sandbox bookings), each
/// segment an event from its departure to its arrival, in UTC (from the airports'
/// offsets the service gives), its local times, terminals, booking reference and
/// travellers in the description. Stays are all-day events from check-in to
/// check-out with their confirmation numbers. Cancelled bookings are left out.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip (default: the one in use)
    name: Option<String>,
    /// Write the calendar to FILE (`-`: stdout)
    #[arg(long, value_name = "FILE", required = true)]
    ics: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let name = args
        .name
        .or_else(|| trip::active().map(str::to_string))
        .ok_or_else(|| {
            Error::usage("which trip? give its name, or `travel trip use NAME` first")
        })?;
    let t = trip::load(&name)?;
    let bookings = Journal::read()?.all_where(|e, state| {
        e.trip.as_ref().is_some_and(|x| x.as_ref() == t.name) && matches!(state, "booked")
    })?;
    let mut calendar = Calendar::new();
    calendar.name(&format!("Trip {}", t.name));
    let mut offsets = Offsets::default();
    let here = ctx.environment_name();
    let mut events = 0;
    for (e, _) in bookings.iter().rev() {
        if e.environment != here {
            ctx.note(&format!(
                "{} was booked in {}, and this run talks to {here}: left out",
                e.id, e.environment
            ));
            continue;
        }
        let made = match e.kind.as_str() {
            "flight" => flight_events(ctx, e, &mut offsets),
            "hotel" => stay_event(e).map(|ev| vec![ev]),
            _ => Ok(Vec::new()),
        };
        match made {
            Ok(made) => {
                events += made.len();
                for ev in made {
                    calendar.push(ev);
                }
            }
            Err(err) => ctx.note(&format!("{} left out: {}", e.id, err.message)),
        }
    }
    if events == 0 {
        return Err(Error::usage(format!(
            "trip {} has no flights or stays booked in {here} to put in a calendar",
            t.name
        )));
    }
    let text = calendar.done().to_string();
    if args.ics == "-" {
        return ctx.out.text(&text);
    }
    let path = std::path::Path::new(&args.ics);
    crate::fsutil::write_atomic(path, text.as_bytes())
        .map_err(|e| Error::unexpected(format!("cannot write {}: {e}", path.display())))?;
    ctx.note(&format!(
        "wrote {} ({events} events) for trip {}",
        path.display(),
        t.name
    ));
    Ok(())
}

/// Airports' offsets from UTC, each asked of the service once.
#[derive(Default)]
struct Offsets(HashMap<String, Option<Duration>>);

impl Offsets {
    fn of(&mut self, ctx: &Ctx, iata: &str) -> Option<Duration> {
        if let Some(known) = self.0.get(iata) {
            return *known;
        }
        let asked = ctx
            .api()
            .ok()
            .and_then(|api| {
                api.fetch::<GetLocation>(&LocationById {
                    location_id: format!("A{iata}"),
                })
                .ok()
            })
            .and_then(|r| {
                let l: &Location = &r.data;
                parse_offset(l.time_zone_offset.as_deref()?)
            });
        self.0.insert(iata.to_string(), asked);
        asked
    }
}

/// `+01:00`, `-05:30` as a duration east of UTC.
fn parse_offset(s: &str) -> Option<Duration> {
    let (sign, rest) = match s.as_bytes().first()? {
        b'+' => (1, &s[1..]),
        b'-' => (-1, &s[1..]),
        _ => (1, s),
    };
    let (h, m) = rest.split_once(':').unwrap_or((rest, "0"));
    Some(Duration::minutes(
        sign * (h.parse::<i64>().ok()? * 60 + m.parse::<i64>().ok()?),
    ))
}

/// A moment of a segment: in UTC when the airport's offset is known, else floating
/// (local time, as the calendar's reader's).
fn moment(local: NaiveDateTime, offset: Option<Duration>) -> CalendarDateTime {
    match offset {
        Some(o) => CalendarDateTime::Utc((local - o).and_utc()),
        None => CalendarDateTime::Floating(local),
    }
}

fn words_of(offset: Option<Duration>) -> String {
    match offset {
        Some(o) => {
            let m = o.num_minutes();
            let sign = if m < 0 { '-' } else { '+' };
            format!(" (UTC{sign}{:02}:{:02})", m.abs() / 60, m.abs() % 60)
        }
        None => String::new(),
    }
}

fn flight_events(ctx: &Ctx, e: &Entry, offsets: &mut Offsets) -> Result<Vec<Event>> {
    let id = e
        .ids
        .first()
        .ok_or_else(|| Error::usage("its order id is not known"))?;
    let order: FlightOrder = ctx
        .api()?
        .fetch::<GetOrder>(&OrderId { id: id.clone() })?
        .data;
    let reference = e.references.first().cloned().unwrap_or_default();
    let travellers = order
        .travelers
        .iter()
        .map(crate::commands::order::view::full_name)
        .collect::<Vec<_>>()
        .join(", ");
    let segments: Vec<&Segment> = order
        .flight_offers
        .iter()
        .flat_map(|o| &o.itineraries)
        .flat_map(|it| &it.segments)
        .collect();
    segments
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (dep, arr) = (&s.departure, &s.arrival);
            let (Some(leaves), Some(lands)) = (
                crate::format::parse_local(&dep.at),
                crate::format::parse_local(&arr.at),
            ) else {
                return Err(Error::unexpected(format!(
                    "segment {} has no times the calendar can take",
                    i + 1
                )));
            };
            let (from, to) = (dep.iata_code.to_string(), arr.iata_code.to_string());
            let (off_from, off_to) = (offsets.of(ctx, &from), offsets.of(ctx, &to));
            let terminal = |t: &Option<travel_core::model::Text>| {
                t.as_ref()
                    .map(|t| format!(", terminal {t}"))
                    .unwrap_or_default()
            };
            let flight = crate::format::flight(&s.carrier_code, &s.number);
            let description = format!(
                "Booking reference {reference} (order {id})\n\
                 Departs {from} {} local{}{}\n\
                 Arrives {to} {} local{}{}\n\
                 Travellers: {travellers}",
                leaves.format("%Y-%m-%d %H:%M"),
                words_of(off_from),
                terminal(&dep.terminal),
                lands.format("%Y-%m-%d %H:%M"),
                words_of(off_to),
                terminal(&arr.terminal),
            );
            Ok(Event::new()
                .uid(&format!("{reference}-{}-{id}@travel", i + 1))
                .summary(&format!("{flight} {from}→{to} ({reference})"))
                .location(&format!("{from}{}", terminal(&dep.terminal)))
                .description(&description)
                .starts(moment(leaves, off_from))
                .ends(moment(lands, off_to))
                .done())
        })
        .collect()
}

fn stay_event(e: &Entry) -> Result<Event> {
    let day = |d: &Option<String>| {
        d.as_deref()
            .and_then(|d| travel_core::parse::date(d.get(..10)?))
            .ok_or_else(|| Error::usage("its dates were not kept (booked before trips)"))
    };
    let (check_in, check_out): (NaiveDate, NaiveDate) = (day(&e.starts)?, day(&e.ends)?);
    let hotel = e.what.split(" (").next().unwrap_or(&e.what);
    Ok(Event::new()
        .uid(&format!("{}@travel", e.id))
        .summary(&format!("Stay: {hotel}"))
        .location(hotel)
        .description(&format!(
            "{}\nConfirmation: {}\nGuests: {}",
            e.what,
            e.references.join(", "),
            e.guests.join(", ")
        ))
        .starts(check_in)
        .ends(check_out)
        .done())
}
