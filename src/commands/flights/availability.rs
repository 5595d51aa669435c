//! `travel flights availability`: flights and their booking classes with seats left.

use chrono::{NaiveDate, NaiveTime};

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::{day_time, duration, flight, parse_local, time_with_day_mark};
use crate::output::Table;
use crate::validate::{self, DateArg};
use travel_core::model::flight::{
    AvailabilityLeg, AvailabilityRequest, DateTimeRange, FlightAvailability, Traveler,
};
use travel_core::model::kinds::TravelerType;
use travel_core::ops::flights::SearchAvailability;
use travel_core::ops::NoQuery;

/// Show flights with their booking classes and seats left
///
/// Seats are counted up to 9 per class; `9+` means nine or more.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin airport or city (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,

    /// Destination airport or city (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: String,

    /// Departure date (YYYY-MM-DD or +N)
    #[arg(value_parser = validate::clap(validate::date_arg))]
    date: DateArg,

    /// Preferred departure time (HH:MM, local)
    #[arg(long, value_parser = validate::clap(validate::clock_time))]
    time: Option<NaiveTime>,

    /// Seats wanted (adults, 1 to 9)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=9), allow_negative_numbers = true)]
    adults: u8,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let date = args.date.flight(ctx.today())?;
    if args.origin == args.destination {
        return Err(Error::usage(format!(
            "the origin and destination are both {}",
            args.origin
        )));
    }
    let body = AvailabilityRequest {
        origin_destinations: vec![AvailabilityLeg {
            id: "1".into(),
            origin_location_code: args.origin.clone(),
            destination_location_code: args.destination.clone(),
            departure_date_time: DateTimeRange {
                date: date.to_string(),
                time: args.time.map(|t| t.format("%H:%M:%S").to_string()),
            },
        }],
        travelers: (1..=args.adults)
            .map(|i| Traveler {
                id: i.to_string(),
                traveler_type: TravelerType::Adult,
                ..Default::default()
            })
            .collect(),
        sources: vec!["GDS".into()],
    };
    let reply = ctx.api()?.call::<SearchAvailability>(&NoQuery {}, &body)?;
    let empty = format!(
        "no flights found {}-{} on {}",
        args.origin, args.destination, date
    );
    ctx.show_data(&reply, &empty, |items| table(items, ctx.today()))
}

/// One row per segment; a connection's segments share the option number. On a
/// terminal, as a GDS availability display: the day of the first departure above the
/// table, each time on the clock with `+1` for a later day, the booking classes
/// wrapping between classes; piped, each departure keeps its day.
fn table(items: &[FlightAvailability], today: NaiveDate) -> Result<Table> {
    let mut screen = Table::new(&[
        "#",
        "Flight",
        "From",
        "Depart",
        "To",
        "Arrive",
        "?1>Duration",
        "~Classes (seats)",
    ]);
    let mut script = Table::new(&[
        "#",
        "Flight",
        "From",
        "Depart",
        "To",
        "Arrive",
        ">Duration",
        "Classes (seats)",
    ]);
    let first_day = items
        .iter()
        .flat_map(|i| &i.segments)
        .filter_map(|s| parse_local(&s.segment.departure.at))
        .min()
        .map(|t| t.date());
    for item in items {
        for s in &item.segments {
            let seg = &s.segment;
            let classes: Vec<String> = s
                .availability_classes
                .iter()
                .map(|c| {
                    let n = c.number_of_bookable_seats.unwrap_or(0);
                    // The service caps counts at 9: 9 means "nine or more".
                    let shown = if n >= 9 {
                        "9+".to_string()
                    } else {
                        n.to_string()
                    };
                    format!("{}{}", c.booking_class, shown)
                })
                .collect();
            let row = |departs: String| {
                vec![
                    item.id.clone(),
                    flight(&seg.carrier_code, &seg.number),
                    seg.departure.iata_code.to_string(),
                    departs,
                    seg.arrival.iata_code.to_string(),
                    time_with_day_mark(&seg.arrival.at, &seg.departure.at),
                    seg.duration.as_deref().map(duration).unwrap_or_default(),
                    classes.join(" "),
                ]
            };
            script.push(row(day_time(&seg.departure.at, today)));
            let since = first_day
                .map(|d| format!("{d}T00:00:00"))
                .unwrap_or_default();
            screen.push(row(time_with_day_mark(&seg.departure.at, &since)));
        }
    }
    let screen = match first_day {
        Some(d) => screen.with_heading(crate::format::day(d)),
        None => screen,
    };
    Ok(screen.piped_as(script))
}
