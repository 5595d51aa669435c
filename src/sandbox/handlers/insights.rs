//! Market insights (most traveled and most booked destinations, busiest period,
//! location score), flight status and predictions (flight delay, airport on-time,
//! trip purpose). The models live in `sandbox::world::insights`; this file reads and checks
//! the parameters and writes the envelopes.

use chrono::{Datelike, NaiveDate, NaiveTime, TimeZone};
use serde::Serialize;
use serde_json::json;

use crate::model::insights::{
    AirTraffic, Analytics, CategoryRatedArea, CategoryScores, GeoCode, NightLifeScores, Prediction,
    RestaurantScores, Score, ShoppingScores, SightScores,
};
use crate::model::{Envelope, Links, Meta};
use crate::sandbox::http::{
    bad, codes, list_envelope, optional, positive, required, Reply, Req, Resp,
};
use crate::sandbox::world::data::{self, Airport};
use crate::sandbox::world::flights::schedule;
use crate::sandbox::world::insights::{area, predict, status, traffic};
use crate::sandbox::App;

/// The service's code for a date outside what it accepts.
pub const INVALID_DATE: (i64, &str) = (425, "INVALID DATE");
/// Top destinations' `max` when absent.
const DEFAULT_MAX: usize = 10;
/// Top destinations' sort when absent (the provider's default).
const DEFAULT_SORT: &str = "analytics.travelers.score";
/// How many past calendar years busiest-period answers for.
const BUSIEST_YEARS: i32 = 3;

// ---------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------

/// A required three-letter code (city, airport), upper-cased.
fn code3(req: &Req, name: &str) -> Result<String, Resp> {
    let v = required(&req.params, name)?;
    if v.len() == 3 && v.chars().all(|c| c.is_ascii_alphabetic()) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be a 3-letter IATA code"),
        ))
    }
}

fn parse_date(v: &str) -> Option<NaiveDate> {
    (v.len() == 10)
        .then(|| NaiveDate::parse_from_str(v, "%Y-%m-%d").ok())
        .flatten()
}

fn date(req: &Req, name: &str) -> Result<NaiveDate, Resp> {
    let v = required(&req.params, name)?;
    parse_date(&v).ok_or_else(|| {
        bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be a date in the YYYY-MM-DD format"),
        )
    })
}

fn time(req: &Req, name: &str) -> Result<NaiveTime, Resp> {
    let v = required(&req.params, name)?;
    (v.len() == 8)
        .then(|| NaiveTime::parse_from_str(&v, "%H:%M:%S").ok())
        .flatten()
        .ok_or_else(|| {
            bad(
                codes::INVALID_FORMAT,
                name,
                &format!("{name} must be a time in the hh:mm:ss format"),
            )
        })
}

/// A required string of `min..=max` characters all satisfying `ok`.
fn shaped(
    req: &Req,
    name: &str,
    len: std::ops::RangeInclusive<usize>,
    ok: impl Fn(char) -> bool,
    expected: &str,
) -> Result<String, Resp> {
    let v = required(&req.params, name)?;
    if len.contains(&v.chars().count()) && v.chars().all(ok) {
        Ok(v.to_ascii_uppercase())
    } else {
        Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be {expected}"),
        ))
    }
}

/// Minutes of an ISO 8601 duration such as `PT7H55M` or `P1DT2H`; `None` if malformed.
pub fn iso_minutes(v: &str) -> Option<i64> {
    let rest = v.strip_prefix('P')?;
    let (days, time) = match rest.split_once('T') {
        Some((d, t)) => (d, Some(t)),
        None => (rest, None),
    };
    let mut mins = 0i64;
    let mut any = false;
    let mut eat = |s: &str, units: &[(char, i64)]| -> Option<()> {
        let mut num = String::new();
        let mut next = 0;
        for c in s.chars() {
            if c.is_ascii_digit() {
                num.push(c);
                continue;
            }
            let i = units[next..].iter().position(|u| u.0 == c)? + next;
            if num.is_empty() {
                return None;
            }
            mins += num.parse::<i64>().ok()? * units[i].1;
            any = true;
            num.clear();
            next = i + 1;
        }
        num.is_empty().then_some(())
    };
    eat(days, &[('D', 1440)])?;
    if let Some(t) = time {
        if t.is_empty() {
            return None;
        }
        // seconds count toward nothing but are allowed
        eat(t, &[('H', 60), ('M', 1), ('S', 0)])?;
    }
    any.then_some(mins)
}

/// The airport a location code stands for: the airport itself, or a city's busiest.
fn place(code: &str, name: &str) -> Result<&'static Airport, Resp> {
    schedule::airports_of(code).first().copied().ok_or_else(|| {
        bad(
            codes::INVALID_DATA,
            name,
            &format!("{code} is not a known airport or city"),
        )
    })
}

fn month_index(d: NaiveDate) -> i32 {
    d.year() * 12 + d.month0() as i32
}

fn month_name(i: i32) -> String {
    format!("{:04}-{:02}", i.div_euclid(12), i.rem_euclid(12) + 1)
}

// ---------------------------------------------------------------------------
// Envelopes
// ---------------------------------------------------------------------------

/// `{"meta": {"links": {"self"}, "defaults"?}, "data": {...}}` for a single object.
fn single<T: Serialize>(req: &Req, defaults: &[(&str, String)], item: &T) -> Resp {
    let meta = Meta {
        links: Some(Links {
            self_: Some(req.self_link(defaults)),
            ..Default::default()
        }),
        defaults: (!defaults.is_empty()).then(|| {
            serde_json::Value::Object(
                defaults
                    .iter()
                    .map(|(k, v)| (k.to_string(), json!(v)))
                    .collect(),
            )
        }),
        ..Default::default()
    };
    Resp::ok(&Envelope::new(item).with_meta(meta))
}

fn score(v: i64) -> Option<Score> {
    Some(Score { score: Some(v) })
}

// ---------------------------------------------------------------------------
// Market insights
// ---------------------------------------------------------------------------

/// GET /v1/travel/analytics/air-traffic/traveled
pub fn traveled(app: &App, req: &Req) -> Reply {
    top_destinations(req, app.today(), false)
}

/// GET /v1/travel/analytics/air-traffic/booked
pub fn booked(app: &App, req: &Req) -> Reply {
    top_destinations(req, app.today(), true)
}

/// Top destinations of a city in a month. The data window is the 12 complete months
/// before today's month; other months are INVALID DATE (425).
pub fn top_destinations(req: &Req, today: NaiveDate, booked: bool) -> Reply {
    let p = &req.params;
    let origin = code3(req, "originCityCode")?;
    let period = required(p, "period")?;
    let month = (period.len() == 7)
        .then(|| parse_date(&format!("{period}-01")))
        .flatten()
        .ok_or_else(|| {
            bad(
                codes::INVALID_FORMAT,
                "period",
                "period must be a month in the YYYY-MM format",
            )
        })?;
    let (first, last) = (month_index(today) - 12, month_index(today) - 1);
    if !(first..=last).contains(&month_index(month)) {
        return Err(bad(
            INVALID_DATE,
            "period",
            &format!(
                "period must be one of the past 12 months, from {} to {}",
                month_name(first),
                month_name(last)
            ),
        ));
    }
    let sort = p.get("sort").unwrap_or_else(|| DEFAULT_SORT.to_string());
    let by_flights = match sort.as_str() {
        "analytics.flights.score" => true,
        "analytics.travelers.score" => false,
        _ => {
            return Err(bad(
                codes::INVALID_OPTION,
                "sort",
                "sort must be analytics.flights.score or analytics.travelers.score",
            ))
        }
    };
    let max = positive(p, "max")?.unwrap_or(DEFAULT_MAX);
    let mut dests = traffic::destinations(&origin, month.year(), month.month(), booked);
    dests.sort_by(|a, b| {
        let (ka, kb) = if by_flights {
            ((a.flights, a.travelers), (b.flights, b.travelers))
        } else {
            ((a.travelers, a.flights), (b.travelers, b.flights))
        };
        kb.cmp(&ka).then(a.city.cmp(b.city))
    });
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
    crate::sandbox::http::paged(req, &items, &[("max", max.to_string()), ("sort", sort)])
}

/// GET /v1/travel/analytics/air-traffic/busiest-period
pub fn busiest_period(app: &App, req: &Req) -> Reply {
    busiest(req, app.today())
}

/// The months of a past year (one of the last three complete calendar years) by share
/// of travellers; other years are INVALID DATE (425).
pub fn busiest(req: &Req, today: NaiveDate) -> Reply {
    let p = &req.params;
    let city = code3(req, "cityCode")?;
    let period = required(p, "period")?;
    let year: i32 = (period.len() == 4 && period.chars().all(|c| c.is_ascii_digit()))
        .then(|| period.parse().ok())
        .flatten()
        .ok_or_else(|| {
            bad(
                codes::INVALID_FORMAT,
                "period",
                "period must be a year in the YYYY format",
            )
        })?;
    let (first, last) = (today.year() - BUSIEST_YEARS, today.year() - 1);
    if !(first..=last).contains(&year) {
        return Err(bad(
            INVALID_DATE,
            "period",
            &format!("period must be a past year from {first} to {last}"),
        ));
    }
    let direction = p
        .get("direction")
        .unwrap_or_else(|| "ARRIVING".into())
        .to_ascii_uppercase();
    let departing = match direction.as_str() {
        "ARRIVING" => false,
        "DEPARTING" => true,
        _ => {
            return Err(bad(
                codes::INVALID_OPTION,
                "direction",
                "direction must be ARRIVING or DEPARTING",
            ))
        }
    };
    let months = match data::city(&city).filter(|c| c.airports.iter().any(|a| a.size > 0)) {
        Some(c) => traffic::busiest(c, year, departing),
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
    Ok(Resp::ok(&list_envelope(
        req,
        &[("direction", direction)],
        &items,
    )))
}

fn coordinate(req: &Req, name: &str, limit: f64) -> Result<f64, Resp> {
    let v = required(&req.params, name)?;
    v.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && (-limit..=limit).contains(x))
        .ok_or_else(|| {
            bad(
                codes::INVALID_FORMAT,
                name,
                &format!("invalid query parameter format: {name} must be a number from -{limit} to {limit}"),
            )
        })
}

/// GET /v1/location/analytics/category-rated-areas
pub fn category_rated_areas(req: &Req) -> Reply {
    let lat = coordinate(req, "latitude", 90.0)?;
    let lon = coordinate(req, "longitude", 180.0)?;
    let items: Vec<CategoryRatedArea> = area::scores(lat, lon)
        .into_iter()
        .map(|s| CategoryRatedArea {
            kind: "category-rated-area".into(),
            geo_code: Some(GeoCode {
                latitude: Some(lat),
                longitude: Some(lon),
            }),
            radius: Some(i64::from(s.radius)),
            category_scores: Some(CategoryScores {
                sight: Some(SightScores {
                    overall: Some(s.sight),
                    historical: Some(s.historical),
                    beach_and_park: Some(s.beach_and_park),
                }),
                restaurant: Some(RestaurantScores {
                    overall: Some(s.restaurant),
                    vegetarian: Some(s.vegetarian),
                }),
                shopping: Some(ShoppingScores {
                    overall: Some(s.shopping),
                    luxury: Some(s.luxury),
                }),
                night_life: Some(NightLifeScores {
                    overall: Some(s.night_life),
                }),
            }),
        })
        .collect();
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

// ---------------------------------------------------------------------------
// Flight status
// ---------------------------------------------------------------------------

/// GET /v2/schedule/flights: the generated flight of that number on that date, empty
/// when the carrier has no such flight (or an operational suffix is asked for).
pub fn flight_status(req: &Req) -> Reply {
    let carrier = shaped(
        req,
        "carrierCode",
        2..=3,
        |c| c.is_ascii_alphanumeric(),
        "an IATA or ICAO airline code of 2 or 3 characters",
    )?;
    let number = shaped(
        req,
        "flightNumber",
        1..=4,
        |c| c.is_ascii_digit(),
        "a flight number of 1 to 4 digits",
    )?;
    let day = date(req, "scheduledDepartureDate")?;
    let suffix = optional(&req.params, "operationalSuffix", "a single letter", |v| {
        (v.len() == 1 && v.chars().all(|c| c.is_ascii_alphabetic())).then(|| v.to_ascii_uppercase())
    })?;
    let number: u32 = number.parse().unwrap_or(0);
    let items = status::lookup(&carrier, number, day, suffix.as_deref());
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

// ---------------------------------------------------------------------------
// Predictions
// ---------------------------------------------------------------------------

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
fn utc_seconds(a: &Airport, at: chrono::NaiveDateTime) -> i64 {
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

/// GET /v1/travel/predictions/flight-delay
pub fn flight_delay(req: &Req) -> Reply {
    let origin = code3(req, "originLocationCode")?;
    let dest = code3(req, "destinationLocationCode")?;
    let dep_date = date(req, "departureDate")?;
    let dep_time = time(req, "departureTime")?;
    let arr_date = date(req, "arrivalDate")?;
    let arr_time = time(req, "arrivalTime")?;
    shaped(
        req,
        "aircraftCode",
        3..=3,
        |c| c.is_ascii_alphanumeric(),
        "an IATA aircraft code of 3 characters",
    )?;
    let carrier = shaped(
        req,
        "carrierCode",
        1..=2,
        |c| c.is_ascii_alphanumeric(),
        "an IATA airline code of 2 characters",
    )?;
    let number = shaped(
        req,
        "flightNumber",
        1..=4,
        |c| c.is_ascii_digit(),
        "a flight number of 1 to 4 digits",
    )?;
    let duration = required(&req.params, "duration")?;
    if iso_minutes(&duration).is_none() {
        return Err(bad(
            codes::INVALID_FORMAT,
            "duration",
            "duration must be an ISO 8601 duration such as PT2H35M",
        ));
    }
    let from = place(&origin, "originLocationCode")?;
    let to = place(&dest, "destinationLocationCode")?;
    if from.city_code == to.city_code {
        return Err(bad(
            codes::INVALID_DATA,
            "destinationLocationCode",
            "origin and destination must differ",
        ));
    }
    let dep = dep_date.and_time(dep_time);
    let arr = arr_date.and_time(arr_time);
    if utc_seconds(to, arr) <= utc_seconds(from, dep) {
        return Err(bad(
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
    Ok(Resp::ok(&list_envelope(req, &[], &items)))
}

/// GET /v1/airport/predictions/on-time
pub fn on_time(req: &Req) -> Reply {
    let code = code3(req, "airportCode")?;
    let day = date(req, "date")?;
    let airport = data::airport(&code).filter(|a| a.size > 0).ok_or_else(|| {
        bad(
            codes::INVALID_DATA,
            "airportCode",
            &format!("{code} is not a known airport"),
        )
    })?;
    let (p, share) = predict::on_time(airport, day);
    let id = format!("{code}{}", day.format("%Y%m%d"));
    let item = prediction("on-time", &id, format!("{p:.3}"), format!("{share:.8}"));
    Ok(single(req, &[], &item))
}

/// GET /v1/travel/predictions/trip-purpose
pub fn trip_purpose(app: &App, req: &Req) -> Reply {
    trip(req, app.today())
}

pub fn trip(req: &Req, today: NaiveDate) -> Reply {
    let origin = code3(req, "originLocationCode")?;
    let dest = code3(req, "destinationLocationCode")?;
    let departure = date(req, "departureDate")?;
    let ret = date(req, "returnDate")?;
    let search = match req.params.get("searchDate") {
        Some(_) => Some(date(req, "searchDate")?),
        None => None,
    };
    let from = place(&origin, "originLocationCode")?;
    let to = place(&dest, "destinationLocationCode")?;
    if from.city_code == to.city_code {
        return Err(bad(
            codes::INVALID_DATA,
            "destinationLocationCode",
            "origin and destination must differ",
        ));
    }
    if ret < departure {
        return Err(bad(
            codes::INVALID_DATA,
            "returnDate",
            "returnDate must not be before departureDate",
        ));
    }
    let search_date = search.unwrap_or(today);
    if departure < search_date {
        return Err(bad(
            INVALID_DATE,
            "departureDate",
            "departureDate must not be before the search date",
        ));
    }
    let p = predict::business(&predict::Trip {
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
    Ok(single(req, &defaults, &item))
}
