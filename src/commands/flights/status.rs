//! `travel flights status`: a dated flight's schedule: points, times, legs, aircraft.

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::{day_time, duration, flight};
use crate::output::Table;
use crate::validate;
use travel_core::model::insights::DatedFlight;
use travel_core::model::insights::FlightStatusQuery;
use travel_core::ops::insights::FlightStatus;

/// Show a flight's schedule on a date
///
/// `travel flights status BA 117 2026-12-15` or `travel flights status BA117 +3`. The date
/// is YYYY-MM-DD, +N or -N days, today, tomorrow or yesterday. Times are local to each
/// airport, with their UTC offset.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Airline code and flight number: BA117, or BA then 117
    #[arg(required = true, num_args = 2..=3, value_names = ["FLIGHT", "DATE"], allow_negative_numbers = true)]
    parts: Vec<String>,

    /// Operational suffix (one letter), when the airline marks a changed flight
    #[arg(long, value_parser = suffix)]
    suffix: Option<char>,
}

fn suffix(s: &str) -> std::result::Result<char, String> {
    let mut c = s.trim().chars();
    match (c.next(), c.next()) {
        (Some(ch), None) if ch.is_ascii_alphabetic() => Ok(ch.to_ascii_uppercase()),
        _ => Err(format!("{s:?} is not an operational suffix (one letter)")),
    }
}

/// (carrier, number, date) from `BA117 DATE` or `BA 117 DATE`.
fn designator(
    parts: &[String],
    today: chrono::NaiveDate,
) -> Result<(String, String, chrono::NaiveDate)> {
    let (carrier, number, date) = match parts {
        [joined, date] => {
            let j = joined.trim();
            if j.len() < 3 {
                return Err(Error::usage(format!(
                    "{joined:?} is not a flight: use e.g. BA117"
                )));
            }
            (j[..2].to_string(), j[2..].to_string(), date)
        }
        [carrier, number, date] => (carrier.clone(), number.clone(), date),
        _ => {
            return Err(Error::usage(
                "give the flight (BA117, or BA 117) and the date",
            ))
        }
    };
    let carrier = validate::airline(&carrier)?;
    let number = number.trim().to_string();
    if !(1..=4).contains(&number.len()) || !number.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "{number:?} is not a flight number (1 to 4 digits)"
        )));
    }
    Ok((carrier, number, validate::date(date, today)?))
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (carrier, number, date) = designator(&args.parts, ctx.today())?;
    let query = FlightStatusQuery {
        carrier_code: carrier.clone(),
        flight_number: number.clone(),
        scheduled_departure_date: date.to_string(),
        operational_suffix: args.suffix.map(String::from),
    };
    let reply = ctx.api()?.fetch::<FlightStatus>(&query)?;
    let empty = format!("{} does not operate on {date}", flight(&carrier, &number));
    ctx.show_data(&reply, &empty, |flights| table(flights, ctx.today()))
}

/// One row per leg. Piped, the times as the service gives them (`2026-12-15
/// 14:05-08:00`); on a terminal, as the airport's clock reads them (`Tue 15 Dec
/// 14:05`), as every other table shows local times.
fn table(flights: &[DatedFlight], today: chrono::NaiveDate) -> Result<Table> {
    let mut screen = Table::new(&[
        "Flight",
        "From",
        "Departs (STD)",
        "To",
        "Arrives (STA)",
        "?2>Duration",
        "?1Aircraft",
    ]);
    let mut script = Table::new(&[
        "Flight",
        "From",
        "Departs (STD)",
        "To",
        "Arrives (STA)",
        ">Duration",
        "Aircraft",
    ]);
    for f in flights {
        let d = f.flight_designator.clone().unwrap_or_default();
        let name = flight(
            d.carrier_code.as_deref().unwrap_or(""),
            &d.flight_number.map(|n| n.to_string()).unwrap_or_default(),
        );
        let time_at = |code: &str, departing: bool| -> String {
            f.flight_points
                .iter()
                .filter(|p| p.iata_code.as_deref() == Some(code))
                .filter_map(|p| {
                    if departing {
                        p.departure.as_ref()
                    } else {
                        p.arrival.as_ref()
                    }
                })
                .flat_map(|t| t.timings.iter())
                .find_map(|t| t.value.clone())
                .unwrap_or_default()
        };
        // the local clock of an ISO time with its offset, `Tue 15 Dec 14:05`
        let local = |at: &str| match at.get(..16) {
            Some(clock) if crate::format::parse_local(clock).is_some() => day_time(clock, today),
            _ => at.replace('T', " "),
        };
        for leg in &f.legs {
            let from = leg.board_point_iata_code.clone().unwrap_or_default();
            let to = leg.off_point_iata_code.clone().unwrap_or_default();
            let (departs, arrives) = (time_at(&from, true), time_at(&to, false));
            let row = |departs: String, arrives: String| {
                vec![
                    name.clone(),
                    from.clone(),
                    departs,
                    to.clone(),
                    arrives,
                    leg.scheduled_leg_duration
                        .as_deref()
                        .map(duration)
                        .unwrap_or_default(),
                    leg.aircraft_equipment
                        .as_ref()
                        .and_then(|a| a.aircraft_type.clone())
                        .unwrap_or_default(),
                ]
            };
            screen.push(row(local(&departs), local(&arrives)));
            script.push(row(departs.replace('T', " "), arrives.replace('T', " ")));
        }
    }
    Ok(screen.piped_as(script))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn designators_joined_or_apart() {
        let p = |v: &[&str]| {
            designator(
                &v.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                chrono::NaiveDate::from_ymd_opt(2026, 11, 22).unwrap(),
            )
        };
        let (c, n, _) = p(&["ba117", "2026-12-15"]).unwrap();
        assert_eq!((c.as_str(), n.as_str()), ("BA", "117"));
        let (c, n, _) = p(&["B6", "79", "2026-12-15"]).unwrap();
        assert_eq!((c.as_str(), n.as_str()), ("B6", "79"));
        assert!(p(&["BA", "12345", "2026-12-15"]).is_err());
        assert!(p(&["BA117", "15/12/2026"]).is_err());
    }
}
