//! `travel predict delay`: how late a flight is likely to be.

use chrono::{NaiveDate, NaiveTime};

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::saved::Results;
use crate::validate::{self, DateArg};
use travel_core::model::flight::FlightOffer;
use travel_core::model::insights::DelayQuery;
use travel_core::ops::insights::PredictDelay;

/// Predict how late a flight will be: four outcomes, most likely first
///
/// Describe the flight with the options, or take it from the last `flights search` with
/// --offer N (its first segment, or --segment K).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A flight of the last search: its number in the table
    #[arg(long, conflicts_with_all = ["origin", "destination", "departure_date", "departure_time", "arrival_date", "arrival_time", "aircraft", "carrier", "flight_number", "duration"])]
    offer: Option<usize>,

    /// With --offer: which segment of its first itinerary (from 1)
    #[arg(
        long,
        default_value_t = 1,
        requires = "offer",
        allow_negative_numbers = true
    )]
    segment: usize,

    /// Origin airport (IATA), e.g. LHR
    #[arg(long, value_parser = validate::clap(validate::iata))]
    origin: Option<String>,
    /// Destination airport (IATA), e.g. JFK
    #[arg(long, value_parser = validate::clap(validate::iata))]
    destination: Option<String>,
    /// Local departure date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(long, value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    departure_date: Option<DateArg>,
    /// Local departure time, HH:MM[:SS]
    #[arg(long, value_parser = validate::clap(validate::clock_time))]
    departure_time: Option<NaiveTime>,
    /// Local arrival date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(long, value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    arrival_date: Option<DateArg>,
    /// Local arrival time, HH:MM[:SS]
    #[arg(long, value_parser = validate::clap(validate::clock_time))]
    arrival_time: Option<NaiveTime>,
    /// Aircraft (IATA type code), e.g. 321
    #[arg(long)]
    aircraft: Option<String>,
    /// Marketing airline (IATA code), e.g. BA
    #[arg(long, value_parser = validate::clap(validate::airline))]
    carrier: Option<String>,
    /// Flight number without the airline, e.g. 117
    #[arg(long)]
    flight_number: Option<String>,
    /// Block time, ISO 8601, e.g. PT7H10M
    #[arg(long, value_parser = validate::clap(validate::iso_duration))]
    duration: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = match args.offer {
        Some(n) => from_offer(ctx, n, args.segment)?,
        None => from_options(&args, ctx.today())?,
    };
    let resp = ctx.api()?.fetch::<PredictDelay>(&query)?;
    ctx.show(&resp, "no prediction for this flight", super::table)
}

fn from_options(a: &Args, today: NaiveDate) -> Result<DelayQuery> {
    let missing: Vec<&str> = [
        ("--origin", a.origin.is_none()),
        ("--destination", a.destination.is_none()),
        ("--departure-date", a.departure_date.is_none()),
        ("--departure-time", a.departure_time.is_none()),
        ("--arrival-date", a.arrival_date.is_none()),
        ("--arrival-time", a.arrival_time.is_none()),
        ("--aircraft", a.aircraft.is_none()),
        ("--carrier", a.carrier.is_none()),
        ("--flight-number", a.flight_number.is_none()),
        ("--duration", a.duration.is_none()),
    ]
    .into_iter()
    .filter_map(|(name, absent)| absent.then_some(name))
    .collect();
    if !missing.is_empty() {
        return Err(Error::usage(format!(
            "describe the flight with {} (or use --offer N)",
            missing.join(", ")
        )));
    }
    let aircraft = a.aircraft.clone().unwrap_or_default().to_ascii_uppercase();
    if aircraft.len() != 3 || !aircraft.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(Error::usage(format!(
            "{aircraft:?} is not an aircraft type code (three characters, e.g. 321)"
        )));
    }
    let number = a.flight_number.clone().unwrap_or_default();
    if !(1..=4).contains(&number.len()) || !number.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "{number:?} is not a flight number (1 to 4 digits)"
        )));
    }
    let (dd, dt, ad, at) = (
        a.departure_date.unwrap().on(today),
        a.departure_time.unwrap(),
        a.arrival_date.unwrap().on(today),
        a.arrival_time.unwrap(),
    );
    if (ad - dd).num_days() < -1 || (ad - dd).num_days() > 2 {
        return Err(Error::usage(format!(
            "the arrival date {ad} is too far from the departure date {dd}"
        )));
    }
    Ok(query(
        a.origin.as_deref().unwrap_or_default(),
        a.destination.as_deref().unwrap_or_default(),
        dd,
        dt,
        ad,
        at,
        &aircraft,
        a.carrier.as_deref().unwrap_or_default(),
        &number,
        a.duration.as_deref().unwrap_or_default(),
    ))
}

/// The flight's facts from segment `k` of the first itinerary of offer `n`.
fn from_offer(ctx: &Ctx, n: usize, k: usize) -> Result<DelayQuery> {
    let offer: FlightOffer =
        serde_json::from_value(ctx.saved()?.item(Results::FlightOffers, n, &ctx.origin())?)?;
    let segs = offer
        .itineraries
        .first()
        .map(|i| i.segments.clone())
        .unwrap_or_default();
    let seg = segs.get(k.saturating_sub(1)).ok_or_else(|| {
        Error::usage(format!(
            "offer {n} has {} segment(s) in its first itinerary",
            segs.len()
        ))
    })?;
    let at = |s: &str| {
        crate::format::parse_local(s)
            .ok_or_else(|| Error::usage(format!("the offer's time {s:?} is not readable")))
    };
    let (dep, arr) = (at(&seg.departure.at)?, at(&seg.arrival.at)?);
    Ok(query(
        &seg.departure.iata_code,
        &seg.arrival.iata_code,
        dep.date(),
        dep.time(),
        arr.date(),
        arr.time(),
        &seg.aircraft
            .as_ref()
            .map(|a| a.code.clone())
            .unwrap_or_default(),
        &seg.carrier_code,
        &seg.number,
        seg.duration.as_deref().unwrap_or("PT0M"),
    ))
}

#[allow(clippy::too_many_arguments)]
fn query(
    origin: &str,
    destination: &str,
    dd: NaiveDate,
    dt: NaiveTime,
    ad: NaiveDate,
    at: NaiveTime,
    aircraft: &str,
    carrier: &str,
    number: &str,
    duration: &str,
) -> DelayQuery {
    DelayQuery {
        origin_location_code: origin.to_string(),
        destination_location_code: destination.to_string(),
        departure_date: dd.to_string(),
        departure_time: dt.format("%H:%M:%S").to_string(),
        arrival_date: ad.to_string(),
        arrival_time: at.format("%H:%M:%S").to_string(),
        aircraft_code: aircraft.to_string(),
        carrier_code: carrier.to_string(),
        flight_number: number.to_string(),
        duration: duration.to_string(),
    }
}
