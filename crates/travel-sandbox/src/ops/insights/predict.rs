//! GET /v1/travel/predictions/flight-delay, /v1/airport/predictions/on-time and
//! /v1/travel/predictions/trip-purpose

use super::{code3, date, invalid, place, shaped, time};
use crate::ops::prelude::*;
use chrono::{NaiveDate, NaiveDateTime, TimeZone};
use travel_core::model::insights::{DelayQuery, OnTimeQuery, Prediction, TripPurposeQuery};
use travel_core::parse;
use travel_world::data::{self, Airport};
use travel_world::insights::predict;

fn prediction(sub_type: &str, id: &str, probability: String, result: String) -> Prediction {
    Prediction {
        kind: "prediction".into(),
        sub_type: Some(sub_type.into()),
        id: Some(id.into()),
        probability: Some(probability),
        result: Some(result),
    }
}

/// UTC seconds of a local moment at an airport.
fn utc_seconds(a: &Airport, at: NaiveDateTime) -> i64 {
    let tz: chrono_tz::Tz = a.tz.parse().unwrap_or(chrono_tz::Tz::UTC);
    tz.from_local_datetime(&at)
        .earliest()
        .or_else(|| {
            tz.from_local_datetime(&(at + chrono::Duration::hours(1)))
                .earliest()
        })
        .map(|t| t.timestamp())
        .unwrap_or_else(|| at.and_utc().timestamp())
}

fn must_differ(from: &Airport, to: &Airport) -> Result<(), Rejection> {
    if from.city_code == to.city_code {
        return Err(Rejection::param(
            codes::INVALID_DATA,
            "destinationLocationCode",
            "origin and destination must differ",
        ));
    }
    Ok(())
}

pub fn delay(app: &App, req: &Req, q: DelayQuery, _: NoBody) -> Answer<Vec<Prediction>> {
    let origin = code3(&q.origin_location_code, "originLocationCode")?;
    let dest = code3(&q.destination_location_code, "destinationLocationCode")?;
    let dep_date = date(&q.departure_date, "departureDate")?;
    let dep_time = time(&q.departure_time, "departureTime")?;
    let arr_date = date(&q.arrival_date, "arrivalDate")?;
    let arr_time = time(&q.arrival_time, "arrivalTime")?;
    shaped(
        &q.aircraft_code,
        "aircraftCode",
        3..=3,
        |c| c.is_ascii_alphanumeric(),
        "an IATA aircraft code of 3 characters",
    )?;
    let carrier = shaped(
        &q.carrier_code,
        "carrierCode",
        1..=2,
        |c| c.is_ascii_alphanumeric(),
        "an IATA airline code of 2 characters",
    )?;
    let number = shaped(
        &q.flight_number,
        "flightNumber",
        1..=4,
        |c| c.is_ascii_digit(),
        "a flight number of 1 to 4 digits",
    )?;
    if parse::iso_minutes(&q.duration).is_none() {
        return Err(invalid("duration", "an ISO 8601 duration such as PT2H35M"));
    }
    let from = place(&origin, "originLocationCode")?;
    let to = place(&dest, "destinationLocationCode")?;
    must_differ(from, to)?;
    let dep = dep_date.and_time(dep_time);
    let arr = arr_date.and_time(arr_time);
    if utc_seconds(to, arr) <= utc_seconds(from, dep) {
        return Err(Rejection::param(
            codes::INVALID_DATA,
            "arrivalDate",
            "arrival must be after departure",
        ));
    }
    let id = format!(
        "{carrier}{number}{origin}{dest}{}",
        dep_date.format("%Y%m%d")
    );
    let probs = predict::delay(&predict::Flight {
        seed: app.seed(),
        from,
        to,
        dep,
        id: &id,
    });
    let printed = predict::exact_decimals(&probs, 8);
    let items: Vec<Prediction> = predict::DELAY_RESULTS
        .iter()
        .zip(printed)
        .map(|(r, p)| prediction("flight-delay", &id, p, r.to_string()))
        .collect();
    Ok(envelope::list(req, &[], items))
}

pub fn on_time(app: &App, req: &Req, q: OnTimeQuery, _: NoBody) -> Answer<Prediction> {
    let code = code3(&q.airport_code, "airportCode")?;
    let day = date(&q.date, "date")?;
    let airport = data::airport(&code).filter(|a| a.size > 0).ok_or_else(|| {
        Rejection::param(
            codes::INVALID_DATA,
            "airportCode",
            format!("{code} is not a known airport"),
        )
    })?;
    let (p, share) = predict::on_time(app.seed(), airport, day);
    let id = format!("{code}{}", day.format("%Y%m%d"));
    let item = prediction("on-time", &id, format!("{p:.3}"), format!("{share:.8}"));
    Ok(envelope::one(req, &[], item))
}

pub fn trip_purpose(app: &App, req: &Req, q: TripPurposeQuery, _: NoBody) -> Answer<Prediction> {
    trip(req, q, app.seed(), app.today())
}

pub fn trip(req: &Req, q: TripPurposeQuery, seed: Seed, today: NaiveDate) -> Answer<Prediction> {
    let origin = code3(&q.origin_location_code, "originLocationCode")?;
    let dest = code3(&q.destination_location_code, "destinationLocationCode")?;
    let departure = date(&q.departure_date, "departureDate")?;
    let ret = date(&q.return_date, "returnDate")?;
    let search = match &q.search_date {
        Some(s) => Some(date(s, "searchDate")?),
        None => None,
    };
    let from = place(&origin, "originLocationCode")?;
    let to = place(&dest, "destinationLocationCode")?;
    must_differ(from, to)?;
    if ret < departure {
        return Err(Rejection::param(
            codes::INVALID_DATA,
            "returnDate",
            "returnDate must not be before departureDate",
        ));
    }
    let search_date = search.unwrap_or(today);
    if departure < search_date {
        return Err(Rejection::param(
            codes::INVALID_DATE,
            "departureDate",
            "departureDate must not be before the search date",
        ));
    }
    let p = predict::business(&predict::Trip {
        seed,
        origin: &origin,
        destination: &dest,
        dest_airport: Some(to),
        departure,
        ret,
        search: search_date,
    });
    let (result, prob) = if p >= 0.5 {
        ("BUSINESS", p)
    } else {
        ("LEISURE", 1.0 - p)
    };
    let id = format!("{origin}{dest}{}", departure.format("%Y%m%d"));
    let item = prediction("trip-purpose", &id, format!("{prob:.7}"), result.into());
    let defaults: Vec<(&str, String)> = if search.is_none() {
        vec![("searchDate", search_date.format("%Y-%m-%d").to_string())]
    } else {
        Vec::new()
    };
    Ok(envelope::one(req, &defaults, item))
}
