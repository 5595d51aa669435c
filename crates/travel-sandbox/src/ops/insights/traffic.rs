//! GET /v1/travel/analytics/air-traffic/traveled, …/booked and …/busiest-period

use chrono::{Datelike, NaiveDate};

use super::{code3, invalid};
use crate::ops::prelude::*;
use travel_core::model::insights::{AirTraffic, AirTrafficQuery, Analytics, BusiestQuery, Score};
use travel_core::parse;
use travel_world::data;
use travel_world::insights::traffic;

/// Top destinations' `max` when absent.
const DEFAULT_MAX: usize = 10;
/// Top destinations' sort when absent (the provider's default).
const DEFAULT_SORT: &str = "analytics.travelers.score";
/// How many past calendar years busiest-period answers for, held to the interface's letter.
const BUSIEST_YEARS: i32 = 3;
/// The first year answered for otherwise: the interface speaks of the past 12 months, but
/// the service answered older periods (its documented examples ask for 2017), and the
/// sandbox's model answers any past month from this year on.
const FIRST_YEAR: i32 = 2011;

pub fn traveled(app: &App, req: &Req, q: AirTrafficQuery, _: NoBody) -> Answer<Vec<AirTraffic>> {
    top_destinations(req, q, app.seed(), app.today(), false, app.strict()?.0)
}

pub fn booked(app: &App, req: &Req, q: AirTrafficQuery, _: NoBody) -> Answer<Vec<AirTraffic>> {
    top_destinations(req, q, app.seed(), app.today(), true, app.strict()?.0)
}

fn score(v: i64) -> Option<Score> {
    Some(Score { score: Some(v) })
}

fn month_index(d: NaiveDate) -> i32 {
    d.year() * 12 + d.month0() as i32
}

fn month_name(i: i32) -> String {
    format!("{:04}-{:02}", i.div_euclid(12), i.rem_euclid(12) + 1)
}

/// Top destinations of a city in a month: any complete month before today's from
/// [`FIRST_YEAR`] on, or when `strict` the 12 before today's month, as the interface has it;
/// other months are INVALID DATE (425).
pub fn top_destinations(
    req: &Req,
    q: AirTrafficQuery,
    seed: Seed,
    today: NaiveDate,
    booked: bool,
    strict: bool,
) -> Answer<Vec<AirTraffic>> {
    let origin = code3(&q.origin_city_code, "originCityCode")?;
    let month = parse::month(&q.period)
        .ok_or_else(|| invalid("period", "a month in the YYYY-MM format"))?;
    let last = month_index(today) - 1;
    let first = if strict { last - 11 } else { FIRST_YEAR * 12 };
    if !(first..=last).contains(&month_index(month)) {
        let which = if strict {
            "one of the past 12 months"
        } else {
            "a past month"
        };
        return Err(Rejection::param(
            codes::INVALID_DATE,
            "period",
            format!(
                "period must be {which}, from {} to {}",
                month_name(first),
                month_name(last)
            ),
        ));
    }
    let sort = q.sort.unwrap_or_else(|| DEFAULT_SORT.to_string());
    let by_flights = match sort.as_str() {
        "analytics.flights.score" => true,
        "analytics.travelers.score" => false,
        _ => {
            return Err(Rejection::param(
                codes::INVALID_OPTION,
                "sort",
                "sort must be analytics.flights.score or analytics.travelers.score",
            ))
        }
    };
    let max = match q.max {
        Some(0) => return Err(invalid("max", "a positive integer")),
        m => m.unwrap_or(DEFAULT_MAX),
    };
    let mut dests = traffic::top(
        seed,
        &origin,
        month.year(),
        month.month(),
        booked,
        by_flights,
    );
    dests.truncate(max);
    let sub_type = if booked { "BOOKED" } else { "TRAVELED" };
    let items: Vec<AirTraffic> = dests
        .iter()
        .map(|d| AirTraffic {
            kind: "air-traffic".into(),
            sub_type: Some(sub_type.into()),
            destination: Some(d.city.to_string()),
            period: None,
            analytics: Some(Analytics {
                flights: score(d.flights),
                travelers: score(d.travelers),
            }),
        })
        .collect();
    envelope::page(
        req,
        items,
        q.page_limit,
        q.page_offset,
        &[("max", max.to_string()), ("sort", sort)],
    )
}

pub fn busiest_period(app: &App, req: &Req, q: BusiestQuery, _: NoBody) -> Answer<Vec<AirTraffic>> {
    busiest(req, q, app.seed(), app.today(), app.strict()?.0)
}

/// The months of a past year (a complete calendar year from [`FIRST_YEAR`] on, or when
/// `strict` one of the last three) by share of travellers; other years are INVALID
/// DATE (425).
pub fn busiest(
    req: &Req,
    q: BusiestQuery,
    seed: Seed,
    today: NaiveDate,
    strict: bool,
) -> Answer<Vec<AirTraffic>> {
    let city = code3(&q.city_code, "cityCode")?;
    let period = q.period;
    let year: i32 = (period.len() == 4 && period.chars().all(|c| c.is_ascii_digit()))
        .then(|| period.parse().ok())
        .flatten()
        .ok_or_else(|| invalid("period", "a year in the YYYY format"))?;
    let last = today.year() - 1;
    let first = if strict {
        today.year() - BUSIEST_YEARS
    } else {
        FIRST_YEAR
    };
    if !(first..=last).contains(&year) {
        return Err(Rejection::param(
            codes::INVALID_DATE,
            "period",
            format!("period must be a past year from {first} to {last}"),
        ));
    }
    let direction = q
        .direction
        .unwrap_or_else(|| "ARRIVING".into())
        .to_ascii_uppercase();
    let departing = match direction.as_str() {
        "ARRIVING" => false,
        "DEPARTING" => true,
        _ => {
            return Err(Rejection::param(
                codes::INVALID_OPTION,
                "direction",
                "direction must be ARRIVING or DEPARTING",
            ))
        }
    };
    let months = match data::city(&city).filter(|c| c.airports.iter().any(|a| a.size > 0)) {
        Some(c) => traffic::busiest(seed, c, year, departing),
        None => Vec::new(),
    };
    let items: Vec<AirTraffic> = months
        .into_iter()
        .map(|(period, s)| AirTraffic {
            kind: "air-traffic".into(),
            period: Some(period),
            analytics: Some(Analytics {
                flights: None,
                travelers: score(s),
            }),
            ..Default::default()
        })
        .collect();
    Ok(envelope::list(req, &[("direction", direction)], items))
}
