//! GET /v2/schedule/flights: the generated flight of that number on that date, else
//! the documentation's flight of that number (`documented::FLIGHTS`), empty when the
//! carrier has no such flight (or an operational suffix is asked for).

use super::{date, shaped};
use crate::ops::prelude::*;
use travel_core::model::insights::{DatedFlight, FlightStatusQuery};
use travel_world::insights::status;

pub fn answer(app: &App, req: &Req, q: FlightStatusQuery, _: NoBody) -> Answer<Vec<DatedFlight>> {
    let carrier = shaped(
        &q.carrier_code,
        "carrierCode",
        2..=3,
        |c| c.is_ascii_alphanumeric(),
        "an IATA or ICAO airline code of 2 or 3 characters",
    )?;
    let number = shaped(
        &q.flight_number,
        "flightNumber",
        1..=4,
        |c| c.is_ascii_digit(),
        "a flight number of 1 to 4 digits",
    )?;
    let day = date(&q.scheduled_departure_date, "scheduledDepartureDate")?;
    let suffix = match q.operational_suffix {
        None => None,
        Some(v) => Some(shaped(
            &v,
            "operationalSuffix",
            1..=1,
            |c| c.is_ascii_alphabetic(),
            "a single letter",
        )?),
    };
    let number: u32 = number.parse().unwrap_or(0);
    let mut items = status::lookup(app.seed(), &carrier, number, day, suffix.as_deref());
    if items.is_empty() && suffix.is_none() {
        // the flights the provider's documentation shows fly as documented
        items.extend(
            crate::documented::dated_flight(&carrier, number, day)
                .and_then(|v| serde_json::from_value(v).ok()),
        );
    }
    Ok(envelope::list(req, &[], items))
}
