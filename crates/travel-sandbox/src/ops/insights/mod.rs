//! Market insights, location scores, flight status and predictions. The models live in
//! `travel_world::insights`; these files check the typed queries and write the answers.

mod location_score;
mod predict;
mod status;
mod traffic;

#[cfg(test)]
mod tests;

use chrono::{NaiveDate, NaiveTime};

use crate::reject::{codes, Rejection};
use crate::router::Router;
use travel_core::ops::insights as op;
use travel_core::{parse, shape};
use travel_world::data::Airport;
use travel_world::flights::schedule;

pub fn register(r: &mut Router) {
    r.on::<op::MostTraveled>(traffic::traveled)
        .on::<op::MostBooked>(traffic::booked)
        .on::<op::BusiestPeriod>(traffic::busiest_period)
        .on::<op::LocationScore>(location_score::answer)
        .on::<op::FlightStatus>(status::answer)
        .on::<op::PredictDelay>(predict::delay)
        .on::<op::PredictOnTime>(predict::on_time)
        .on::<op::PredictTripPurpose>(predict::trip_purpose);
}

fn invalid(name: &str, expected: &str) -> Rejection {
    Rejection::param(
        codes::INVALID_FORMAT,
        name,
        format!("{name} must be {expected}"),
    )
}

/// A three-letter code (city, airport), upper-cased.
fn code3(v: &str, name: &str) -> Result<String, Rejection> {
    if shape::is_location(v) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(invalid(name, "a 3-letter IATA code"))
    }
}

fn date(v: &str, name: &str) -> Result<NaiveDate, Rejection> {
    parse::date(v).ok_or_else(|| invalid(name, "a date in the YYYY-MM-DD format"))
}

fn time(v: &str, name: &str) -> Result<NaiveTime, Rejection> {
    parse::time(v).ok_or_else(|| invalid(name, "a time in the hh:mm:ss format"))
}

/// A string of `len` characters all satisfying `ok`, upper-cased.
fn shaped(
    v: &str,
    name: &str,
    len: std::ops::RangeInclusive<usize>,
    ok: impl Fn(char) -> bool,
    expected: &str,
) -> Result<String, Rejection> {
    if len.contains(&v.chars().count()) && v.chars().all(ok) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(invalid(name, expected))
    }
}

/// The airport a location code stands for: the airport itself, or a city's busiest.
fn place(code: &str, name: &str) -> Result<&'static Airport, Rejection> {
    schedule::airports_of(code).first().copied().ok_or_else(|| {
        Rejection::param(
            codes::INVALID_DATA,
            name,
            format!("{code} is not a known airport or city"),
        )
    })
}
