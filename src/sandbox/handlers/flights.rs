//! Flights: offers search (GET and POST), choice prediction, inspiration, cheapest
//! dates, availability and price analysis. The engine lives in `sandbox::world::flights`.

use std::collections::BTreeMap;

use chrono::{Datelike, Duration, NaiveDate, NaiveTime};
use serde_json::{json, Map, Value};

use crate::api::ops::{self, Operation};
use crate::model::flight::{
    AvailabilityClass, AvailabilitySegment, Dictionaries, FlightAvailability, FlightDate, IataOnly,
    PriceMetric, PriceMetricItem, SearchRequest, TotalOnly,
};
use crate::model::location::FlightLinks;
use crate::model::{ApiError, Envelope, ErrorBody, ErrorSource, Links, Meta};
use crate::sandbox::http::{bad, codes, required, Params, Reply, Req, Resp, AMADEUS_JSON};
use crate::sandbox::world::data;
use crate::sandbox::world::flights::offers::{
    self, CabinRule, Coverage, OdQuery, Query, TravelerQ,
};
use crate::sandbox::world::flights::{fares, schedule};
use crate::sandbox::{world::network, App};
use crate::stable::fnv1a;

const INVALID_DATE: (i64, &str) = (425, "INVALID DATE");
const COMBINATION: (i64, &str) = (2668, "PARAMETER COMBINATION INVALID/RESTRICTED");
const MAX_OFFERS: usize = 250;
const MAX_ODS: usize = 6;
const TRAVELER_TYPES: &[&str] = &[
    "ADULT",
    "CHILD",
    "SENIOR",
    "YOUNG",
    "HELD_INFANT",
    "SEATED_INFANT",
    "STUDENT",
];

/// Where an error points: a query parameter or a body pointer.
enum At<'a> {
    Param(&'a str),
    Pointer(String),
}

fn fail(code: (i64, &str), at: At, detail: &str) -> Resp {
    let source = match at {
        At::Param(p) => ErrorSource {
            parameter: Some(p.to_string()),
            ..Default::default()
        },
        At::Pointer(p) => ErrorSource {
            pointer: Some(p),
            ..Default::default()
        },
    };
    let body = ErrorBody {
        errors: vec![ApiError {
            status: Some(400),
            code: Some(code.0),
            title: Some(code.1.to_string()),
            detail: (!detail.is_empty()).then(|| detail.to_string()),
            source: Some(source),
        }],
    };
    Resp::json(400, AMADEUS_JSON, &body)
}

fn ptr(s: impl Into<String>) -> At<'static> {
    At::Pointer(s.into())
}

fn not_found(detail: &str, parameter: &str) -> Resp {
    crate::sandbox::http::error(
        404,
        codes::NOT_FOUND.0,
        codes::NOT_FOUND.1,
        detail,
        Some(parameter),
    )
}

// Handlers read the sandbox's today once and pass it on (tests pin it).

pub fn offers_get(app: &App, req: &Req) -> Reply {
    offers_get_on(req, app.today())
}

pub fn offers_post(app: &App, req: &Req) -> Reply {
    offers_post_on(req, app.today())
}

pub fn destinations(app: &App, req: &Req) -> Reply {
    destinations_on(req, app.today())
}

pub fn dates(app: &App, req: &Req) -> Reply {
    dates_on(req, app.today())
}

pub fn availability(app: &App, req: &Req) -> Reply {
    availability_on(req, app.today())
}

pub fn price_metrics(app: &App, req: &Req) -> Reply {
    price_metrics_on(req, app.today())
}

// ---------------------------------------------------------------------------
// Shared parsing
// ---------------------------------------------------------------------------

fn parse_date(s: &str) -> Option<NaiveDate> {
    let s = s.trim();
    (s.len() == 10)
        .then(|| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
        .flatten()
}

fn parse_time(s: &str) -> Option<NaiveTime> {
    NaiveTime::parse_from_str(s.trim(), "%H:%M:%S")
        .or_else(|_| NaiveTime::parse_from_str(s.trim(), "%H:%M"))
        .ok()
}

fn location_ok(code: &str) -> bool {
    code.len() == 3 && code.chars().all(|c| c.is_ascii_alphabetic())
}

fn airline_ok(code: &str) -> bool {
    let b = code.as_bytes();
    b.len() == 2 && b.iter().all(u8::is_ascii_alphanumeric)
}

/// A date that must be given, well formed and not in the past.
fn date_at(
    value: &str,
    at: impl Fn() -> At<'static>,
    name: &str,
    today: NaiveDate,
) -> Result<NaiveDate, Resp> {
    let d = parse_date(value).ok_or_else(|| {
        fail(
            codes::INVALID_FORMAT,
            at(),
            &format!("{name} must be a date in the format YYYY-MM-DD"),
        )
    })?;
    if d < today {
        return Err(fail(INVALID_DATE, at(), "Date/Time is in the past"));
    }
    Ok(d)
}

fn bool_param(p: &Params, name: &str) -> Result<Option<bool>, Resp> {
    match p.get(name).map(|v| v.trim().to_ascii_lowercase()) {
        None => Ok(None),
        Some(v) if v == "true" => Ok(Some(true)),
        Some(v) if v == "false" => Ok(Some(false)),
        Some(_) => Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be true or false"),
        )),
    }
}

fn count_param(p: &Params, name: &str, lo: usize, hi: usize) -> Result<Option<usize>, Resp> {
    match p.get(name) {
        None => Ok(None),
        Some(v) => {
            let n: usize = v.trim().parse().map_err(|_| {
                bad(
                    codes::INVALID_FORMAT,
                    name,
                    &format!("{name} must be an integer"),
                )
            })?;
            if n < lo || n > hi {
                return Err(bad(
                    codes::INVALID_DATA,
                    name,
                    &format!("{name} must be from {lo} to {hi}"),
                ));
            }
            Ok(Some(n))
        }
    }
}

fn currency_check(code: &str, at: impl Fn() -> At<'static>) -> Result<String, Resp> {
    let c = code.trim().to_ascii_uppercase();
    if c.len() != 3 || !c.chars().all(|x| x.is_ascii_alphabetic()) {
        return Err(fail(
            codes::INVALID_FORMAT,
            at(),
            "currencyCode must be an ISO 4217 currency code",
        ));
    }
    if fares::rate(&c).is_none() {
        return Err(fail(
            codes::INVALID_OPTION,
            at(),
            &format!("currency {c} is not supported"),
        ));
    }
    Ok(c)
}

/// A location code the sandbox knows: 3 letters, and an airport or city with service.
fn location_at(code: &str, at: impl Fn() -> At<'static>, name: &str) -> Result<String, Resp> {
    let c = code.trim().to_ascii_uppercase();
    if !location_ok(&c) {
        return Err(fail(
            codes::INVALID_FORMAT,
            at(),
            &format!("{name} must be a 3-letter IATA airport or city code"),
        ));
    }
    if data::airport(&c).is_none() && data::city(&c).is_none() {
        return Err(fail(
            codes::INVALID_DATA,
            at(),
            &format!("{c} is not a known airport or city code"),
        ));
    }
    Ok(c)
}

fn method_override(req: &Req) -> Result<(), Resp> {
    match req.header("X-HTTP-Method-Override").map(str::trim) {
        None | Some("") => Err(fail(
            codes::MANDATORY_DATA_MISSING,
            At::Param("X-HTTP-Method-Override"),
            "Missing mandatory header X-HTTP-Method-Override",
        )),
        Some(v) if v.eq_ignore_ascii_case("POST") || v.eq_ignore_ascii_case("GET") => Ok(()),
        Some(_) => Err(fail(
            codes::INVALID_OPTION,
            At::Param("X-HTTP-Method-Override"),
            "X-HTTP-Method-Override must be POST or GET",
        )),
    }
}

fn json_body<T: serde::de::DeserializeOwned>(req: &Req) -> Result<T, Resp> {
    serde_json::from_slice(&req.body).map_err(|e| {
        fail(
            codes::INVALID_FORMAT,
            ptr("/"),
            &format!("the body is not valid JSON of the expected shape: {e}"),
        )
    })
}

// ---------------------------------------------------------------------------
// Flight offers search
// ---------------------------------------------------------------------------

/// GET /v2/shopping/flight-offers
fn offers_get_on(req: &Req, today: NaiveDate) -> Reply {
    let p = &req.params;
    let origin = required(p, "originLocationCode")?;
    let origin = location_at(
        &origin,
        || At::Param("originLocationCode"),
        "originLocationCode",
    )?;
    let dest = required(p, "destinationLocationCode")?;
    let dest = location_at(
        &dest,
        || At::Param("destinationLocationCode"),
        "destinationLocationCode",
    )?;
    let dep = required(p, "departureDate")?;
    let dep = date_at(&dep, || At::Param("departureDate"), "departureDate", today)?;
    let ret = match p.get("returnDate") {
        None => None,
        Some(v) => {
            let r = date_at(&v, || At::Param("returnDate"), "returnDate", today)?;
            if r < dep {
                return Err(fail(
                    INVALID_DATE,
                    At::Param("returnDate"),
                    "returnDate must not be before departureDate",
                ));
            }
            Some(r)
        }
    };
    required(p, "adults")?;
    let adults = count_param(p, "adults", 1, 9)?.unwrap_or(1);
    let children = count_param(p, "children", 0, 9)?.unwrap_or(0);
    let infants = count_param(p, "infants", 0, 9)?.unwrap_or(0);
    if infants > adults {
        return Err(bad(
            codes::INVALID_DATA,
            "infants",
            "infants must not outnumber adults",
        ));
    }
    if adults + children > 9 {
        return Err(bad(
            codes::INVALID_DATA,
            "children",
            "adults and children together must not exceed 9",
        ));
    }
    let cabin = match p.get("travelClass") {
        None => None,
        Some(v) => Some(fares::cabin_index(v.trim()).ok_or_else(|| {
            bad(
                codes::INVALID_OPTION,
                "travelClass",
                "travelClass must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST",
            )
        })?),
    };
    let included = airline_list(p, "includedAirlineCodes")?;
    let excluded = airline_list(p, "excludedAirlineCodes")?;
    if !included.is_empty() && !excluded.is_empty() {
        return Err(fail(
            COMBINATION,
            At::Param("excludedAirlineCodes"),
            "includedAirlineCodes and excludedAirlineCodes cannot be used together",
        ));
    }
    let non_stop = bool_param(p, "nonStop")?.unwrap_or(false);
    let currency = match p.get("currencyCode") {
        None => "EUR".to_string(),
        Some(v) => currency_check(&v, || At::Param("currencyCode"))?,
    };
    let max_price = match p.get("maxPrice") {
        None => None,
        Some(v) => Some(
            v.trim()
                .parse::<i64>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| {
                    bad(
                        codes::INVALID_FORMAT,
                        "maxPrice",
                        "maxPrice must be a positive integer",
                    )
                })?,
        ),
    };
    let max = count_param(p, "max", 1, MAX_OFFERS)?.unwrap_or(MAX_OFFERS);
    let mut ods = vec![OdQuery {
        id: "1".into(),
        origin: origin.clone(),
        dest: dest.clone(),
        date: dep,
        time: None,
    }];
    if let Some(r) = ret {
        ods.push(OdQuery {
            id: "2".into(),
            origin: dest,
            dest: origin,
            date: r,
            time: None,
        });
    }
    let mut travelers = Vec::new();
    for i in 0..adults {
        travelers.push(TravelerQ {
            id: (i + 1).to_string(),
            kind: "ADULT".into(),
            associated: None,
        });
    }
    for _ in 0..children {
        travelers.push(TravelerQ {
            id: (travelers.len() + 1).to_string(),
            kind: "CHILD".into(),
            associated: None,
        });
    }
    for i in 0..infants {
        travelers.push(TravelerQ {
            id: (travelers.len() + 1).to_string(),
            kind: "HELD_INFANT".into(),
            associated: Some((i + 1).to_string()),
        });
    }
    let q = Query {
        ods,
        travelers,
        currency,
        max,
        max_price,
        cabins: cabin
            .map(|c| CabinRule {
                cabin: c,
                // the simple form keeps every segment in the class asked for
                coverage: Coverage::All,
                od_ids: Vec::new(),
            })
            .into_iter()
            .collect(),
        included,
        excluded,
        max_connections: if non_stop { 0 } else { 2 },
    };
    Ok(offers_response(req, &q, today, &[("max", max.to_string())]))
}

fn airline_list(p: &Params, name: &str) -> Result<Vec<String>, Resp> {
    let v: Vec<String> = p
        .list(name)
        .iter()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if let Some(b) = v.iter().find(|c| !airline_ok(c)) {
        return Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{b} is not a 2-character IATA airline code"),
        ));
    }
    Ok(v)
}

fn offers_response(req: &Req, q: &Query, today: NaiveDate, defaults: &[(&str, String)]) -> Resp {
    let (offers, dict) = offers::search(q, today);
    let mut body = Envelope::new(&offers).with_meta(Meta {
        count: Some(Value::from(offers.len())),
        links: Some(Links {
            self_: Some(req.self_link(defaults)),
            ..Default::default()
        }),
        ..Default::default()
    });
    if !offers.is_empty() {
        body.dictionaries = serde_json::to_value(&dict).ok();
    }
    Resp::ok(&body)
}

/// POST /v2/shopping/flight-offers
fn offers_post_on(req: &Req, today: NaiveDate) -> Reply {
    method_override(req)?;
    let body: SearchRequest = json_body(req)?;
    let q = query_from_body(&body, today)?;
    Ok(offers_response(req, &q, today, &[]))
}

fn query_from_body(b: &SearchRequest, today: NaiveDate) -> Result<Query, Resp> {
    if b.origin_destinations.is_empty() {
        return Err(fail(
            codes::MANDATORY_DATA_MISSING,
            ptr("/originDestinations"),
            "at least one originDestination is required",
        ));
    }
    if b.origin_destinations.len() > MAX_ODS {
        return Err(fail(
            codes::INVALID_DATA,
            ptr("/originDestinations"),
            "at most 6 originDestinations are allowed",
        ));
    }
    let mut ods: Vec<OdQuery> = Vec::new();
    for (i, od) in b.origin_destinations.iter().enumerate() {
        let base = format!("/originDestinations[{i}]");
        if od.id.trim().is_empty() {
            return Err(fail(
                codes::MANDATORY_DATA_MISSING,
                ptr(format!("{base}/id")),
                "id is required",
            ));
        }
        if ods.iter().any(|o| o.id == od.id) {
            return Err(fail(
                codes::INVALID_DATA,
                ptr(format!("{base}/id")),
                "originDestination ids must be unique",
            ));
        }
        let field = |name: &str, v: &str| -> Result<String, Resp> {
            let at = || ptr(format!("{base}/{name}"));
            if v.trim().is_empty() {
                return Err(fail(
                    codes::MANDATORY_DATA_MISSING,
                    at(),
                    &format!("{name} is required"),
                ));
            }
            location_at(v, at, name)
        };
        let origin = field("originLocationCode", &od.origin_location_code)?;
        let dest = field("destinationLocationCode", &od.destination_location_code)?;
        let dat = format!("{base}/departureDateTimeRange/date");
        if od.departure_date_time_range.date.trim().is_empty() {
            return Err(fail(
                codes::MANDATORY_DATA_MISSING,
                ptr(dat),
                "date is required",
            ));
        }
        let date = date_at(
            &od.departure_date_time_range.date,
            || ptr(dat.clone()),
            "date",
            today,
        )?;
        if let Some(prev) = ods.last() {
            if date < prev.date {
                return Err(fail(
                    INVALID_DATE,
                    ptr(dat),
                    "dates of the originDestinations must be in chronological order",
                ));
            }
        }
        let time = match &od.departure_date_time_range.time {
            None => None,
            Some(t) => Some(parse_time(t).ok_or_else(|| {
                fail(
                    codes::INVALID_FORMAT,
                    ptr(format!("{base}/departureDateTimeRange/time")),
                    "time must be in the format hh:mm:ss",
                )
            })?),
        };
        ods.push(OdQuery {
            id: od.id.clone(),
            origin,
            dest,
            date,
            time,
        });
    }
    if b.travelers.is_empty() {
        return Err(fail(
            codes::MANDATORY_DATA_MISSING,
            ptr("/travelers"),
            "at least one traveler is required",
        ));
    }
    let mut travelers: Vec<TravelerQ> = Vec::new();
    for (i, t) in b.travelers.iter().enumerate() {
        let base = format!("/travelers[{i}]");
        if t.id.trim().is_empty() {
            return Err(fail(
                codes::MANDATORY_DATA_MISSING,
                ptr(format!("{base}/id")),
                "id is required",
            ));
        }
        if travelers.iter().any(|x| x.id == t.id) {
            return Err(fail(
                codes::INVALID_DATA,
                ptr(format!("{base}/id")),
                "traveler ids must be unique",
            ));
        }
        let kind = t.traveler_type.trim().to_ascii_uppercase();
        if !TRAVELER_TYPES.contains(&kind.as_str()) {
            return Err(fail(
                codes::INVALID_OPTION,
                ptr(format!("{base}/travelerType")),
                "travelerType must be one of ADULT, CHILD, SENIOR, YOUNG, HELD_INFANT, SEATED_INFANT, STUDENT",
            ));
        }
        travelers.push(TravelerQ {
            id: t.id.clone(),
            kind,
            associated: t.associated_adult_id.clone(),
        });
    }
    let adult_like = |k: &str| matches!(k, "ADULT" | "SENIOR");
    for (i, t) in travelers.iter().enumerate() {
        if t.kind != "HELD_INFANT" {
            continue;
        }
        let at = || ptr(format!("/travelers[{i}]/associatedAdultId"));
        let Some(a) = &t.associated else {
            return Err(fail(
                codes::MANDATORY_DATA_MISSING,
                at(),
                "a HELD_INFANT needs associatedAdultId",
            ));
        };
        if !travelers.iter().any(|x| x.id == *a && adult_like(&x.kind)) {
            return Err(fail(
                codes::INVALID_DATA,
                at(),
                "associatedAdultId must be the id of an adult traveler",
            ));
        }
        if travelers
            .iter()
            .filter(|x| x.kind == "HELD_INFANT" && x.associated.as_deref() == Some(a))
            .count()
            > 1
        {
            return Err(fail(
                codes::INVALID_DATA,
                at(),
                "an adult can hold only one infant",
            ));
        }
    }
    let seated = travelers.iter().filter(|t| t.kind != "HELD_INFANT").count();
    if seated > 9 {
        return Err(fail(
            codes::INVALID_DATA,
            ptr("/travelers"),
            "at most 9 seated travelers",
        ));
    }
    if let Some((i, s)) = b
        .sources
        .iter()
        .enumerate()
        .find(|(_, s)| !s.eq_ignore_ascii_case("GDS"))
    {
        return Err(fail(
            codes::INVALID_OPTION,
            ptr(format!("/sources[{i}]")),
            &format!("source {s} is not available; use GDS"),
        ));
    }
    let currency = match &b.currency_code {
        None => "EUR".to_string(),
        Some(c) => currency_check(c, || ptr("/currencyCode"))?,
    };
    let crit = b.search_criteria.clone().unwrap_or_default();
    let max = match crit.max_flight_offers {
        None => MAX_OFFERS,
        Some(n) if (1..=MAX_OFFERS as i64).contains(&n) => n as usize,
        Some(_) => {
            return Err(fail(
                codes::INVALID_DATA,
                ptr("/searchCriteria/maxFlightOffers"),
                "maxFlightOffers must be from 1 to 250",
            ))
        }
    };
    let max_price = match crit.max_price {
        None => None,
        Some(n) if n > 0 => Some(n),
        Some(_) => {
            return Err(fail(
                codes::INVALID_DATA,
                ptr("/searchCriteria/maxPrice"),
                "maxPrice must be a positive integer",
            ))
        }
    };
    let filters = crit.flight_filters.unwrap_or_default();
    let mut cabins = Vec::new();
    for (i, r) in filters.cabin_restrictions.iter().enumerate() {
        let base = format!("/searchCriteria/flightFilters/cabinRestrictions[{i}]");
        let cabin = fares::cabin_index(r.cabin.trim()).ok_or_else(|| {
            fail(
                codes::INVALID_OPTION,
                ptr(format!("{base}/cabin")),
                "cabin must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST",
            )
        })?;
        let coverage = match r
            .coverage
            .as_deref()
            .map(str::to_ascii_uppercase)
            .as_deref()
        {
            None | Some("MOST_SEGMENTS") => Coverage::Most,
            Some("AT_LEAST_ONE_SEGMENT") => Coverage::AtLeastOne,
            Some("ALL_SEGMENTS") => Coverage::All,
            Some(_) => {
                return Err(fail(
                    codes::INVALID_OPTION,
                    ptr(format!("{base}/coverage")),
                    "coverage must be MOST_SEGMENTS, AT_LEAST_ONE_SEGMENT or ALL_SEGMENTS",
                ))
            }
        };
        if let Some(bad_id) = r
            .origin_destination_ids
            .iter()
            .find(|id| !ods.iter().any(|o| o.id == **id))
        {
            return Err(fail(
                codes::INVALID_DATA,
                ptr(format!("{base}/originDestinationIds")),
                &format!("{bad_id} is not an originDestination id"),
            ));
        }
        cabins.push(CabinRule {
            cabin,
            coverage,
            od_ids: r.origin_destination_ids.clone(),
        });
    }
    let carriers = filters.carrier_restrictions.unwrap_or_default();
    let up =
        |v: &[String]| -> Vec<String> { v.iter().map(|c| c.trim().to_ascii_uppercase()).collect() };
    let (included, excluded) = (
        up(&carriers.included_carrier_codes),
        up(&carriers.excluded_carrier_codes),
    );
    if !included.is_empty() && !excluded.is_empty() {
        return Err(fail(
            COMBINATION,
            ptr("/searchCriteria/flightFilters/carrierRestrictions"),
            "includedCarrierCodes and excludedCarrierCodes cannot be used together",
        ));
    }
    for (name, list) in [
        ("includedCarrierCodes", &included),
        ("excludedCarrierCodes", &excluded),
    ] {
        if let Some((i, c)) = list.iter().enumerate().find(|(_, c)| !airline_ok(c)) {
            return Err(fail(
                codes::INVALID_FORMAT,
                ptr(format!(
                    "/searchCriteria/flightFilters/carrierRestrictions/{name}[{i}]"
                )),
                &format!("{c} is not a 2-character IATA airline code"),
            ));
        }
    }
    let max_connections =
        match filters
            .connection_restriction
            .and_then(|c| c.max_number_of_connections)
        {
            None => 2,
            Some(n) if (0..=2).contains(&n) => n as usize,
            Some(_) => return Err(fail(
                codes::INVALID_DATA,
                ptr("/searchCriteria/flightFilters/connectionRestriction/maxNumberOfConnections"),
                "maxNumberOfConnections must be 0, 1 or 2",
            )),
        };
    Ok(Query {
        ods,
        travelers,
        currency,
        max,
        max_price,
        cabins,
        included,
        excluded,
        max_connections,
    })
}

// ---------------------------------------------------------------------------
// Choice prediction
// ---------------------------------------------------------------------------

/// Minutes of an ISO 8601 duration such as `PT7H35M` or `P1DT2H`.
fn iso_minutes(s: &str) -> i64 {
    let mut total = 0i64;
    let mut num = 0i64;
    let mut in_time = false;
    for c in s.chars() {
        match c {
            '0'..='9' => num = num * 10 + i64::from(c as u8 - b'0'),
            'T' => in_time = true,
            'D' => {
                total += num * 1440;
                num = 0
            }
            'H' => {
                total += num * 60;
                num = 0
            }
            'M' if in_time => {
                total += num;
                num = 0
            }
            _ => num = 0,
        }
    }
    total
}

/// POST /v2/shopping/flight-offers/prediction
pub fn prediction(req: &Req) -> Reply {
    method_override(req)?;
    let mut body: Value = json_body(req)?;
    let Some(items) = body.get_mut("data").and_then(Value::as_array_mut) else {
        return Err(fail(
            codes::MANDATORY_DATA_MISSING,
            ptr("/data"),
            "data must be an array of flight offers",
        ));
    };
    let mut feats: Vec<(f64, f64, f64)> = Vec::new();
    for (i, o) in items.iter().enumerate() {
        if !o.is_object() {
            return Err(fail(
                codes::INVALID_FORMAT,
                ptr(format!("/data[{i}]")),
                "each item must be a flight offer",
            ));
        }
        let price = o["price"]["grandTotal"]
            .as_str()
            .or_else(|| o["price"]["total"].as_str())
            .and_then(|s| s.parse::<f64>().ok())
            .ok_or_else(|| {
                fail(
                    codes::MANDATORY_DATA_MISSING,
                    ptr(format!("/data[{i}]/price/grandTotal")),
                    "each offer needs a price",
                )
            })?;
        let itins = o["itineraries"].as_array().cloned().unwrap_or_default();
        let mins: i64 = itins
            .iter()
            .map(|it| it["duration"].as_str().map_or(0, iso_minutes))
            .sum();
        let segs: usize = itins
            .iter()
            .map(|it| it["segments"].as_array().map_or(0, Vec::len))
            .sum();
        let stops = segs.saturating_sub(itins.len()) as f64;
        feats.push((price, mins as f64, stops));
    }
    if !feats.is_empty() {
        let pmin = feats
            .iter()
            .map(|f| f.0)
            .fold(f64::INFINITY, f64::min)
            .max(1.0);
        let dmin = feats
            .iter()
            .map(|f| f.1)
            .fold(f64::INFINITY, f64::min)
            .max(1.0);
        let w: Vec<f64> = feats
            .iter()
            .map(|&(p, d, s)| (-(3.0 * (p / pmin - 1.0) + 2.0 * (d / dmin - 1.0) + 0.5 * s)).exp())
            .collect();
        let sum: f64 = w.iter().sum();
        const UNIT: i64 = 100_000_000;
        let mut parts: Vec<i64> = w
            .iter()
            .map(|x| (x / sum * UNIT as f64).round() as i64)
            .collect();
        let n = parts.len();
        let rest: i64 = parts[..n - 1].iter().sum();
        parts[n - 1] = (UNIT - rest).max(0);
        // rounding never pushes the rest below zero in practice; if it did, trim the largest
        let excess = parts.iter().sum::<i64>() - UNIT;
        if excess > 0 {
            if let Some(m) = parts.iter_mut().max() {
                *m -= excess;
            }
        }
        for (o, p) in items.iter_mut().zip(parts) {
            o["choiceProbability"] = Value::String(format!("{}.{:08}", p / UNIT, p % UNIT));
        }
    }
    Ok(Resp::ok(&body))
}

// ---------------------------------------------------------------------------
// Inspiration and cheapest dates
// ---------------------------------------------------------------------------

fn date_range(p: &Params, name: &str, today: NaiveDate) -> Result<Option<Vec<NaiveDate>>, Resp> {
    let list = p.list(name);
    if list.is_empty() {
        return Ok(None);
    }
    let mut v = Vec::new();
    for s in &list {
        v.push(date_at(s, || At::Param("departureDate"), name, today)?);
    }
    Ok(Some(v))
}

fn days_range(p: &Params, name: &str) -> Result<Option<(i64, i64)>, Resp> {
    let list = p.list(name);
    if list.is_empty() {
        return Ok(None);
    }
    let nums: Option<Vec<i64>> = list
        .iter()
        .map(|s| s.parse::<i64>().ok().filter(|n| (1..=60).contains(n)))
        .collect();
    match nums.as_deref() {
        Some([n]) => Ok(Some((*n, *n))),
        Some([a, b]) if a <= b => Ok(Some((*a, *b))),
        _ => Err(bad(
            codes::INVALID_FORMAT,
            name,
            &format!("{name} must be a number of days (1-60) or a range n,m"),
        )),
    }
}

fn max_price_param(p: &Params) -> Result<Option<f64>, Resp> {
    match p.get("maxPrice") {
        None => Ok(None),
        Some(v) => v
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|x| *x > 0.0 && x.is_finite())
            .map(Some)
            .ok_or_else(|| {
                bad(
                    codes::INVALID_FORMAT,
                    "maxPrice",
                    "maxPrice must be a positive number",
                )
            }),
    }
}

/// One cached option.
struct Cached {
    dest: &'static data::Airport,
    dep: NaiveDate,
    ret: Option<NaiveDate>,
    price: f64,
}

fn view_key(c: &Cached, view: &str) -> String {
    match view {
        "DATE" => c.dep.to_string(),
        "DURATION" => c.ret.map_or(0, |r| (r - c.dep).num_days()).to_string(),
        "WEEK" => {
            let w = c.dep.iso_week();
            format!("{}-{:02}", w.year(), w.week())
        }
        "COUNTRY" => c.dest.country.to_string(),
        _ => c.dest.city_code.to_string(),
    }
}

fn cheapest_per(list: Vec<Cached>, view: &str) -> Vec<Cached> {
    let mut best: BTreeMap<String, Cached> = BTreeMap::new();
    for c in list {
        let k = view_key(&c, view);
        let better = best.get(&k).is_none_or(|b| {
            (c.price, c.dep, c.dest.city_code) < (b.price, b.dep, b.dest.city_code)
        });
        if better {
            best.insert(k, c);
        }
    }
    let mut v: Vec<Cached> = best.into_values().collect();
    v.sort_by(|a, b| {
        a.price
            .total_cmp(&b.price)
            .then(a.dep.cmp(&b.dep))
            .then(a.dest.city_code.cmp(b.dest.city_code))
    });
    v
}

fn location_dict(codes_: &[&str]) -> Value {
    let mut m = Map::new();
    for c in codes_ {
        if m.contains_key(*c) {
            continue;
        }
        let entry = if let Some(city) = data::city(c)
            .filter(|ci| ci.code == *c && (ci.airports.len() > 1 || data::airport(c).is_none()))
        {
            json!({ "subType": "CITY", "detailedName": format!("{}/{}", city.name, city.country) })
        } else if let Some(a) = data::airport(c) {
            json!({ "subType": "AIRPORT", "detailedName": format!("{}/{}", a.name, a.country) })
        } else {
            continue;
        };
        m.insert(c.to_string(), entry);
    }
    Value::Object(m)
}

struct Trip {
    dates: Vec<NaiveDate>,
    date_text: String,
    one_way: bool,
    dur: (i64, i64),
    non_stop: bool,
    max_price: Option<f64>,
    view: String,
}

fn trip_params(
    p: &Params,
    today: NaiveDate,
    views: &[&str],
    default_view: &str,
) -> Result<Trip, Resp> {
    let dates = date_range(p, "departureDate", today)?;
    let one_way = bool_param(p, "oneWay")?.unwrap_or(false);
    let dur = days_range(p, "duration")?.unwrap_or((1, 15));
    let non_stop = bool_param(p, "nonStop")?.unwrap_or(false);
    let max_price = max_price_param(p)?;
    let view = p
        .get("viewBy")
        .map(|v| v.trim().to_ascii_uppercase())
        .unwrap_or_else(|| default_view.to_string());
    if !views.contains(&view.as_str()) {
        return Err(bad(
            codes::INVALID_OPTION,
            "viewBy",
            &format!("viewBy must be one of {}", views.join(", ")),
        ));
    }
    let (dates, date_text) = match dates {
        None => {
            let (a, b) = (today + Duration::days(1), today + Duration::days(180));
            (
                a.iter_days().take_while(|d| *d <= b).collect::<Vec<_>>(),
                format!("{a},{b}"),
            )
        }
        Some(v) if v.len() == 2 => {
            if v[1] < v[0] {
                return Err(fail(
                    INVALID_DATE,
                    At::Param("departureDate"),
                    "the end of the departureDate range is before its start",
                ));
            }
            if (v[1] - v[0]).num_days() > 365 {
                return Err(bad(
                    codes::INVALID_DATA,
                    "departureDate",
                    "the departureDate range is longer than a year",
                ));
            }
            (
                v[0].iter_days().take_while(|d| *d <= v[1]).collect(),
                format!("{},{}", v[0], v[1]),
            )
        }
        Some(v) => {
            let text = v
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(",");
            (v, text)
        }
    };
    Ok(Trip {
        dates,
        date_text,
        one_way,
        dur,
        non_stop,
        max_price,
        view,
    })
}

fn trip_meta(req: &Req, t: &Trip, count: usize) -> Value {
    let dur = if t.dur.0 == t.dur.1 {
        t.dur.0.to_string()
    } else {
        format!("{},{}", t.dur.0, t.dur.1)
    };
    let mut defaults = Map::new();
    let mut link_defaults: Vec<(&str, String)> = Vec::new();
    for (k, v) in [
        ("departureDate", t.date_text.clone()),
        ("oneWay", t.one_way.to_string()),
        ("duration", dur),
        ("nonStop", t.non_stop.to_string()),
        ("viewBy", t.view.clone()),
    ] {
        if req.params.get(k).is_none() && !(k == "duration" && t.one_way) {
            defaults.insert(k.to_string(), Value::String(v.clone()));
            link_defaults.push((k, v));
        }
    }
    json!({
        "currency": "EUR",
        "count": count,
        "links": { "self": req.self_link(&link_defaults) },
        "defaults": defaults,
    })
}

fn offers_link(req: &Req, o: &str, d: &str, c: &Cached, non_stop: bool) -> String {
    let mut q = vec![
        ("originLocationCode".to_string(), o.to_string()),
        ("destinationLocationCode".to_string(), d.to_string()),
        ("departureDate".to_string(), c.dep.to_string()),
    ];
    if let Some(r) = c.ret {
        q.push(("returnDate".into(), r.to_string()));
    }
    q.push(("adults".into(), "1".into()));
    if non_stop {
        q.push(("nonStop".into(), "true".into()));
    }
    req.link(ops::flights::SearchOffers::PATH, &q)
}

fn trip_link(req: &Req, path: &str, pairs: &[(&str, &str)], t: &Trip, view: &str) -> String {
    let mut q: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    q.push(("departureDate".into(), t.date_text.clone()));
    q.push(("oneWay".into(), t.one_way.to_string()));
    if !t.one_way {
        q.push((
            "duration".into(),
            if t.dur.0 == t.dur.1 {
                t.dur.0.to_string()
            } else {
                format!("{},{}", t.dur.0, t.dur.1)
            },
        ));
    }
    q.push(("nonStop".into(), t.non_stop.to_string()));
    q.push(("viewBy".into(), view.into()));
    req.link(path, &q)
}

fn pick_return(o: &str, d: &str, dep: NaiveDate, t: &Trip) -> Option<NaiveDate> {
    if t.one_way {
        return None;
    }
    let span = (t.dur.1 - t.dur.0 + 1) as u64;
    let k = fnv1a(format!("{o}{d}{dep}dur").as_bytes()) % span;
    Some(dep + Duration::days(t.dur.0 + k as i64))
}

/// GET /v1/shopping/flight-destinations
fn destinations_on(req: &Req, today: NaiveDate) -> Reply {
    let p = &req.params;
    let origin = required(p, "origin")?;
    let origin = location_at(&origin, || At::Param("origin"), "origin")?;
    let t = trip_params(
        p,
        today,
        &["DATE", "DESTINATION", "DURATION", "WEEK", "COUNTRY"],
        "DESTINATION",
    )?;
    let oas = schedule::airports_of(&origin);
    let Some(&main) = oas.first() else {
        return Err(not_found(
            &format!("no flights depart from {origin}"),
            "origin",
        ));
    };
    let origin_city = main.city_code;
    // nonstop destinations by city, then one-stop ones through the biggest neighbours
    let mut dests: Vec<(&'static data::Airport, bool)> = Vec::new();
    let mut seen: Vec<&str> = vec![origin_city];
    for a in &oas {
        for d in network::airport_destinations(a.iata) {
            if !seen.contains(&d.city_code) {
                seen.push(d.city_code);
                dests.push((d, false));
            }
        }
    }
    if !t.non_stop {
        let mut hubs = network::airport_destinations(main.iata);
        hubs.sort_by(|a, b| b.size.cmp(&a.size).then(a.iata.cmp(b.iata)));
        for h in hubs.iter().take(5).filter(|h| h.size >= 60) {
            for d in network::airport_destinations(h.iata) {
                if d.size >= 50 && !seen.contains(&d.city_code) {
                    seen.push(d.city_code);
                    dests.push((d, true));
                }
            }
        }
    }
    let single = t.dates.len() == 1;
    let mut list = Vec::new();
    for (d, stops) in dests {
        let km = data::distance_km((main.lat, main.lon), (d.lat, d.lon));
        let mut any = false;
        for (i, &dep) in t.dates.iter().enumerate() {
            let last = i + 1 == t.dates.len();
            let cached =
                single || fnv1a(format!("{origin_city}{}{dep}", d.city_code).as_bytes()) % 6 == 0;
            if !cached && (!last || any) {
                continue;
            }
            any = true;
            let ret = pick_return(origin_city, d.city_code, dep, &t);
            let price = offers::cached_price(origin_city, d.city_code, km, dep, ret, stops, today);
            if t.max_price.is_some_and(|m| price > m) {
                continue;
            }
            list.push(Cached {
                dest: d,
                dep,
                ret,
                price,
            });
        }
    }
    let best = cheapest_per(list, &t.view);
    let items: Vec<FlightDate> = best
        .iter()
        .map(|c| FlightDate {
            kind: "flight-destination".into(),
            origin: origin.clone(),
            destination: c.dest.city_code.to_string(),
            departure_date: c.dep.to_string(),
            return_date: c.ret.map(|r| r.to_string()),
            price: TotalOnly {
                total: format!("{:.2}", c.price),
            },
            links: Some(FlightLinks {
                flight_dates: Some(trip_link(
                    req,
                    ops::flights::CheapestDates::PATH,
                    &[("origin", &origin), ("destination", c.dest.city_code)],
                    &t,
                    "DURATION",
                )),
                flight_destinations: None,
                flight_offers: Some(offers_link(req, &origin, c.dest.city_code, c, t.non_stop)),
            }),
        })
        .collect();
    let mut codes_: Vec<&str> = vec![origin.as_str()];
    codes_.extend(best.iter().map(|c| c.dest.city_code));
    let body = json!({
        "data": items,
        "dictionaries": { "currencies": { "EUR": "EURO" }, "locations": location_dict(&codes_) },
        "meta": trip_meta(req, &t, items.len()),
    });
    Ok(Resp::ok(&body))
}

/// GET /v1/shopping/flight-dates
fn dates_on(req: &Req, today: NaiveDate) -> Reply {
    let p = &req.params;
    let origin = required(p, "origin")?;
    let origin = location_at(&origin, || At::Param("origin"), "origin")?;
    let dest = required(p, "destination")?;
    let dest = location_at(&dest, || At::Param("destination"), "destination")?;
    let t = trip_params(p, today, &["DATE", "DURATION", "WEEK"], "DATE")?;
    let (oas, das) = (schedule::airports_of(&origin), schedule::airports_of(&dest));
    let direct = oas.iter().any(|a| {
        das.iter()
            .any(|b| !network::carriers_between(a.iata, b.iata).is_empty())
    });
    let via = !direct
        && oas
            .first()
            .zip(das.first())
            .is_some_and(|(a, b)| !network::connection_hubs(a.iata, b.iata).is_empty());
    if !direct && (t.non_stop || !via) {
        return Err(not_found(
            &format!(
                "no {}flights between {origin} and {dest}",
                if t.non_stop { "nonstop " } else { "" }
            ),
            "destination",
        ));
    }
    let (oa, da) = (oas[0], das[0]);
    let km = data::distance_km((oa.lat, oa.lon), (da.lat, da.lon));
    let (oc, dc) = (oa.city_code, da.city_code);
    let mut list = Vec::new();
    for &dep in &t.dates {
        let rets: Vec<Option<NaiveDate>> = if t.one_way {
            vec![None]
        } else {
            (t.dur.0..=t.dur.1)
                .map(|n| Some(dep + Duration::days(n)))
                .collect()
        };
        for ret in rets {
            let price = offers::cached_price(oc, dc, km, dep, ret, !direct, today);
            if t.max_price.is_some_and(|m| price > m) {
                continue;
            }
            list.push(Cached {
                dest: da,
                dep,
                ret,
                price,
            });
        }
    }
    let best = cheapest_per(list, &t.view);
    let items: Vec<FlightDate> = best
        .iter()
        .map(|c| FlightDate {
            kind: "flight-date".into(),
            origin: origin.clone(),
            destination: dest.clone(),
            departure_date: c.dep.to_string(),
            return_date: c.ret.map(|r| r.to_string()),
            price: TotalOnly {
                total: format!("{:.2}", c.price),
            },
            links: Some(FlightLinks {
                flight_dates: None,
                flight_destinations: Some(trip_link(
                    req,
                    ops::flights::InspireDestinations::PATH,
                    &[("origin", &origin)],
                    &t,
                    "DATE",
                )),
                flight_offers: Some(offers_link(req, &origin, &dest, c, t.non_stop)),
            }),
        })
        .collect();
    let body = json!({
        "data": items,
        "dictionaries": { "currencies": { "EUR": "EURO" }, "locations": location_dict(&[origin.as_str(), dest.as_str()]) },
        "meta": trip_meta(req, &t, items.len()),
    });
    Ok(Resp::ok(&body))
}

// ---------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------

/// POST /v1/shopping/availability/flight-availabilities
fn availability_on(req: &Req, today: NaiveDate) -> Reply {
    method_override(req)?;
    let body: Value = json_body(req)?;
    let Some(ods) = body
        .get("originDestinations")
        .and_then(Value::as_array)
        .filter(|v| !v.is_empty())
    else {
        return Err(fail(
            codes::MANDATORY_DATA_MISSING,
            ptr("/originDestinations"),
            "at least one originDestination is required",
        ));
    };
    if ods.len() > MAX_ODS {
        return Err(fail(
            codes::INVALID_DATA,
            ptr("/originDestinations"),
            "at most 6 originDestinations are allowed",
        ));
    }
    let travelers = body
        .get("travelers")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if travelers.is_empty() {
        return Err(fail(
            codes::MANDATORY_DATA_MISSING,
            ptr("/travelers"),
            "at least one traveler is required",
        ));
    }
    for (i, t) in travelers.iter().enumerate() {
        let kind = t["travelerType"]
            .as_str()
            .unwrap_or("")
            .to_ascii_uppercase();
        if !TRAVELER_TYPES.contains(&kind.as_str()) {
            return Err(fail(codes::INVALID_OPTION, ptr(format!("/travelers[{i}]/travelerType")), "travelerType must be one of ADULT, CHILD, SENIOR, YOUNG, HELD_INFANT, SEATED_INFANT, STUDENT"));
        }
    }
    let mut parsed = Vec::new();
    for (i, od) in ods.iter().enumerate() {
        let base = format!("/originDestinations[{i}]");
        let s = |name: &str| od[name].as_str().map(str::trim).unwrap_or("").to_string();
        let id = match &od["id"] {
            Value::String(x) if !x.is_empty() => x.clone(),
            Value::Number(n) => n.to_string(),
            _ => {
                return Err(fail(
                    codes::MANDATORY_DATA_MISSING,
                    ptr(format!("{base}/id")),
                    "id is required",
                ))
            }
        };
        let mut codes2 = Vec::new();
        for name in ["originLocationCode", "destinationLocationCode"] {
            let v = s(name);
            let at = || ptr(format!("{base}/{name}"));
            if v.is_empty() {
                return Err(fail(
                    codes::MANDATORY_DATA_MISSING,
                    at(),
                    &format!("{name} is required"),
                ));
            }
            codes2.push(location_at(&v, at, name)?);
        }
        let dt = &od["departureDateTime"];
        let dpath = format!("{base}/departureDateTime/date");
        let Some(ds) = dt["date"].as_str() else {
            return Err(fail(
                codes::MANDATORY_DATA_MISSING,
                ptr(dpath),
                "date is required",
            ));
        };
        let date = date_at(ds, || ptr(dpath.clone()), "date", today)?;
        let time = match dt["time"].as_str() {
            None => None,
            Some(x) => Some(parse_time(x).ok_or_else(|| {
                fail(
                    codes::INVALID_FORMAT,
                    ptr(format!("{base}/departureDateTime/time")),
                    "time must be in the format hh:mm:ss",
                )
            })?),
        };
        parsed.push((id, codes2[0].clone(), codes2[1].clone(), date, time));
    }
    let sold = |al: &data::Airline| !al.low_cost;
    let rules = schedule::LegRules {
        max_connections: 2,
        allowed: &sold,
    };
    let mut dict = Dictionaries::default();
    let mut items: Vec<FlightAvailability> = Vec::new();
    for (od_id, o, d, date, time) in parsed {
        let mut v = schedule::leg_options(&o, &d, date, &rules);
        if let Some(t) = time {
            let from = date.and_time(t) - Duration::hours(2);
            v.retain(|i| i.first().dep >= from);
        }
        // nonstop flights first, each group by departure time
        v.sort_by(|a, b| {
            a.legs
                .len()
                .cmp(&b.legs.len())
                .then(a.first().dep.cmp(&b.first().dep))
                .then(a.minutes().cmp(&b.minutes()))
                .then_with(|| a.first().p.key().cmp(&b.first().p.key()))
        });
        v.truncate(100);
        for it in v {
            let segments = it
                .legs
                .iter()
                .enumerate()
                .map(|(si, l)| {
                    offers::note(&mut dict, l);
                    let mut segment = offers::segment_of(l, (si + 1).to_string(), 0);
                    segment.co2_emissions.clear();
                    let key = l.p.key();
                    let availability_classes =
                        l.p.cabins()
                            .flat_map(|c| fares::classes(c).iter().rev())
                            .map(|&c| AvailabilityClass {
                                number_of_bookable_seats: Some(i64::from(
                                    schedule::seats(&key, c, l.date, today).min(9),
                                )),
                                booking_class: c.to_string(),
                            })
                            .collect();
                    AvailabilitySegment {
                        segment,
                        availability_classes,
                    }
                })
                .collect();
            items.push(FlightAvailability {
                kind: "flight-availability".into(),
                id: (items.len() + 1).to_string(),
                origin_destination_id: od_id.clone(),
                source: "GDS".into(),
                instant_ticketing_required: false,
                payment_card_required: false,
                duration: crate::sandbox::world::flights::offers::iso_duration(it.minutes()),
                segments,
            });
        }
    }
    let mut env = Envelope::new(&items).with_meta(Meta {
        count: Some(Value::from(items.len())),
        links: Some(Links {
            self_: Some(req.self_link(&[])),
            ..Default::default()
        }),
        ..Default::default()
    });
    if !items.is_empty() {
        env.dictionaries = serde_json::to_value(&dict).ok();
    }
    Ok(Resp::ok(&env))
}

// ---------------------------------------------------------------------------
// Price analysis
// ---------------------------------------------------------------------------

/// GET /v1/analytics/itinerary-price-metrics
fn price_metrics_on(req: &Req, today: NaiveDate) -> Reply {
    let p = &req.params;
    let o = required(p, "originIataCode")?;
    let o = location_at(&o, || At::Param("originIataCode"), "originIataCode")?;
    let d = required(p, "destinationIataCode")?;
    let d = location_at(
        &d,
        || At::Param("destinationIataCode"),
        "destinationIataCode",
    )?;
    let date = required(p, "departureDate")?;
    let date = date_at(&date, || At::Param("departureDate"), "departureDate", today)?;
    let currency = match p.get("currencyCode") {
        None => "EUR".to_string(),
        Some(v) => currency_check(&v, || At::Param("currencyCode"))?,
    };
    let one_way = bool_param(p, "oneWay")?.unwrap_or(false);
    let mut items = Vec::new();
    if let Some(levels) = offers::price_levels(&o, &d, date, one_way, today) {
        let n = levels.len() - 1;
        let picks = [0, n / 4, n / 2, 3 * n / 4, n];
        let names = ["MINIMUM", "FIRST", "MEDIUM", "THIRD", "MAXIMUM"];
        items.push(PriceMetricItem {
            kind: "itinerary-price-metric".into(),
            origin: IataOnly {
                iata_code: o.clone(),
            },
            destination: IataOnly {
                iata_code: d.clone(),
            },
            departure_date: date.to_string(),
            transport_type: "FLIGHT".into(),
            currency_code: currency.clone(),
            one_way,
            price_metrics: picks
                .iter()
                .zip(names)
                .map(|(&i, name)| PriceMetric {
                    amount: fares::money(fares::to_cents(levels[i], &currency)),
                    quartile_ranking: name.into(),
                })
                .collect(),
        });
    }
    let body = json!({
        "warnings": [],
        "data": items,
        "meta": {
            "count": items.len(),
            "links": { "self": req.self_link(&[("currencyCode", currency), ("oneWay", one_way.to_string())]) },
        },
    });
    Ok(Resp::ok(&body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 6, 1).unwrap()
    }

    fn get(path: &str, query: &str) -> Req {
        Req {
            method: "GET".into(),
            path: path.into(),
            params: Params::parse(query),
            headers: vec![],
            body: vec![],
            origin: "http://h".into(),
        }
    }

    fn post(path: &str, body: &Value, header: bool) -> Req {
        Req {
            method: "POST".into(),
            path: path.into(),
            params: Params::default(),
            headers: if header {
                vec![("X-HTTP-Method-Override".into(), "GET".into())]
            } else {
                vec![]
            },
            body: serde_json::to_vec(body).unwrap(),
            origin: "http://h".into(),
        }
    }

    fn ok(r: Reply) -> Value {
        let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
        assert_eq!(r.status, 200);
        serde_json::from_slice(&r.body).unwrap()
    }

    fn err(r: Reply) -> (u16, Value) {
        let e = r.expect_err("an error");
        (
            e.status,
            serde_json::from_slice::<Value>(&e.body).unwrap()["errors"][0].clone(),
        )
    }

    fn search(q: &str) -> Value {
        ok(offers_get_on(
            &get(ops::flights::SearchOffers::PATH, q),
            today(),
        ))
    }

    fn segments(v: &Value) -> Vec<Value> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|o| o["itineraries"].as_array().unwrap().clone())
            .flat_map(|i| i["segments"].as_array().unwrap().clone())
            .collect()
    }

    const LON_NYC: &str =
        "originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&adults=1";

    #[test]
    fn same_request_same_bytes_and_rich_round_trip_fills_250() {
        let q = format!("{LON_NYC}&returnDate=2026-12-22");
        let a = offers_get_on(&get(ops::flights::SearchOffers::PATH, &q), today())
            .unwrap()
            .body;
        let b = offers_get_on(&get(ops::flights::SearchOffers::PATH, &q), today())
            .unwrap()
            .body;
        assert_eq!(a, b);
        let v: Value = serde_json::from_slice(&a).unwrap();
        let data = v["data"].as_array().unwrap();
        assert_eq!(data.len(), 250);
        assert_eq!(v["meta"]["count"], 250);
        let totals: Vec<f64> = data
            .iter()
            .map(|o| o["price"]["grandTotal"].as_str().unwrap().parse().unwrap())
            .collect();
        assert!(totals.windows(2).all(|w| w[0] <= w[1]));
        for (i, o) in data.iter().enumerate() {
            assert_eq!(o["id"], (i + 1).to_string());
            assert_eq!(o["itineraries"].as_array().unwrap().len(), 2);
            let sum: f64 = o["travelerPricings"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| {
                    t["price"]["total"]
                        .as_str()
                        .unwrap()
                        .parse::<f64>()
                        .unwrap()
                })
                .sum();
            assert!((sum - totals[i]).abs() < 0.001);
        }
        for s in segments(&v) {
            let code = s["aircraft"]["code"].as_str().unwrap();
            assert!(v["dictionaries"]["aircraft"][code].is_string());
            assert!(
                v["dictionaries"]["carriers"][s["operating"]["carrierCode"].as_str().unwrap()]
                    .is_string()
            );
            assert!(
                v["dictionaries"]["locations"][s["arrival"]["iataCode"].as_str().unwrap()]
                    ["cityCode"]
                    .is_string()
            );
        }
    }

    #[test]
    fn filters_are_honoured() {
        let v = search(&format!("{LON_NYC}&nonStop=true"));
        assert!(!v["data"].as_array().unwrap().is_empty());
        for o in v["data"].as_array().unwrap() {
            assert!(o["itineraries"]
                .as_array()
                .unwrap()
                .iter()
                .all(|i| i["segments"].as_array().unwrap().len() == 1));
        }
        let v = search(&format!("{LON_NYC}&excludedAirlineCodes=BA,DL"));
        assert!(!v["data"].as_array().unwrap().is_empty());
        assert!(segments(&v)
            .iter()
            .all(|s| s["carrierCode"] != "BA" && s["carrierCode"] != "DL"));
        let v = search(&format!("{LON_NYC}&includedAirlineCodes=BA"));
        assert!(!v["data"].as_array().unwrap().is_empty());
        assert!(segments(&v).iter().all(|s| s["carrierCode"] == "BA"));
        let v = search(&format!("{LON_NYC}&travelClass=BUSINESS&max=40"));
        let data = v["data"].as_array().unwrap();
        assert!(!data.is_empty() && data.len() <= 40);
        for o in data {
            for t in o["travelerPricings"].as_array().unwrap() {
                for f in t["fareDetailsBySegment"].as_array().unwrap() {
                    assert_eq!(f["cabin"], "BUSINESS");
                }
            }
        }
        let cheap = search(LON_NYC)["data"][0]["price"]["grandTotal"]
            .as_str()
            .unwrap()
            .parse::<f64>()
            .unwrap();
        let business = data[0]["price"]["grandTotal"]
            .as_str()
            .unwrap()
            .parse::<f64>()
            .unwrap();
        assert!(business > cheap * 2.5, "{business} vs {cheap}");
        let v = search(&format!("{LON_NYC}&maxPrice={}", cheap as i64 + 30));
        for o in v["data"].as_array().unwrap() {
            assert!(
                o["price"]["grandTotal"]
                    .as_str()
                    .unwrap()
                    .parse::<f64>()
                    .unwrap()
                    <= cheap + 30.0
            );
        }
        let usd = search(&format!("{LON_NYC}&currencyCode=USD&max=1"));
        assert_eq!(usd["data"][0]["price"]["currency"], "USD");
        assert_eq!(usd["dictionaries"]["currencies"]["USD"], "US DOLLAR");
    }

    #[test]
    fn travelers_are_priced_by_type() {
        let v = search("originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&adults=2&children=1&infants=1&max=3");
        let o = &v["data"][0];
        let tp = o["travelerPricings"].as_array().unwrap();
        assert_eq!(tp.len(), 4);
        let base = |i: usize| {
            tp[i]["price"]["base"]
                .as_str()
                .unwrap()
                .parse::<f64>()
                .unwrap()
        };
        assert!((base(2) / base(0) - 0.75).abs() < 0.01);
        assert!((base(3) / base(0) - 0.1).abs() < 0.01);
        assert_eq!(tp[3]["travelerType"], "HELD_INFANT");
        assert_eq!(tp[3]["associatedAdultId"], "1");
    }

    #[test]
    fn multi_city_gives_itineraries_in_order() {
        let body = json!({
            "originDestinations": [
                {"id": "1", "originLocationCode": "PAR", "destinationLocationCode": "ROM", "departureDateTimeRange": {"date": "2026-09-01", "time": "09:00:00"}},
                {"id": "2", "originLocationCode": "ROM", "destinationLocationCode": "MAD", "departureDateTimeRange": {"date": "2026-09-05"}},
                {"id": "3", "originLocationCode": "MAD", "destinationLocationCode": "PAR", "departureDateTimeRange": {"date": "2026-09-09"}}
            ],
            "travelers": [{"id": "1", "travelerType": "ADULT"}],
            "sources": ["GDS"],
            "searchCriteria": {"maxFlightOffers": 20}
        });
        let v = ok(offers_post_on(
            &post(ops::flights::SearchOffers::PATH, &body, true),
            today(),
        ));
        let data = v["data"].as_array().unwrap();
        assert!(!data.is_empty() && data.len() <= 20);
        for o in data {
            let its = o["itineraries"].as_array().unwrap();
            assert_eq!(its.len(), 3);
            let dep = |i: usize| {
                its[i]["segments"][0]["departure"]["at"].as_str().unwrap()[..10].to_string()
            };
            assert_eq!(dep(0), "2026-09-01");
            assert_eq!(dep(1), "2026-09-05");
            assert_eq!(dep(2), "2026-09-09");
        }
        let (s, e) = err(offers_post_on(
            &post(ops::flights::SearchOffers::PATH, &body, false),
            today(),
        ));
        assert_eq!((s, e["code"].as_i64()), (400, Some(32171)));
        assert_eq!(
            e["detail"],
            "Missing mandatory header X-HTTP-Method-Override"
        );
    }

    #[test]
    fn post_cabin_restrictions_and_connections() {
        let body = json!({
            "originDestinations": [
                {"id": "1", "originLocationCode": "ZRH", "destinationLocationCode": "SYD", "departureDateTimeRange": {"date": "2026-09-01"}}
            ],
            "travelers": [{"id": "1", "travelerType": "ADULT"}, {"id": "2", "travelerType": "HELD_INFANT", "associatedAdultId": "1"}],
            "searchCriteria": {"maxFlightOffers": 30, "flightFilters": {
                "cabinRestrictions": [{"cabin": "BUSINESS", "coverage": "ALL_SEGMENTS", "originDestinationIds": ["1"]}],
                "connectionRestriction": {"maxNumberOfConnections": 1}
            }}
        });
        let v = ok(offers_post_on(
            &post(ops::flights::SearchOffers::PATH, &body, true),
            today(),
        ));
        let data = v["data"].as_array().unwrap();
        assert!(!data.is_empty());
        for o in data {
            assert!(o["itineraries"][0]["segments"].as_array().unwrap().len() <= 2);
            for f in o["travelerPricings"][0]["fareDetailsBySegment"]
                .as_array()
                .unwrap()
            {
                assert_eq!(f["cabin"], "BUSINESS");
            }
        }
    }

    #[test]
    fn validation_errors_carry_the_service_codes() {
        let code = |q: &str| {
            let (s, e) = err(offers_get_on(
                &get(ops::flights::SearchOffers::PATH, q),
                today(),
            ));
            (
                s,
                e["code"].as_i64().unwrap(),
                e["source"]["parameter"].as_str().unwrap_or("").to_string(),
            )
        };
        assert_eq!(
            code("destinationLocationCode=NYC&departureDate=2026-12-15&adults=1"),
            (400, 32171, "originLocationCode".into())
        );
        assert_eq!(code("originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-05-01&adults=1"), (400, 425, "departureDate".into()));
        assert_eq!(
            code(&format!("{LON_NYC}&returnDate=2026-12-01")),
            (400, 425, "returnDate".into())
        );
        assert_eq!(code("originLocationCode=LON&destinationLocationCode=NYC&departureDate=15-12-2026&adults=1"), (400, 477, "departureDate".into()));
        assert_eq!(
            code(&format!(
                "{LON_NYC}&includedAirlineCodes=BA&excludedAirlineCodes=AF"
            )),
            (400, 2668, "excludedAirlineCodes".into())
        );
        assert_eq!(
            code(&format!("{LON_NYC}&travelClass=LUXURY")),
            (400, 572, "travelClass".into())
        );
        assert_eq!(
            code(&format!("{LON_NYC}&currencyCode=XYZ")),
            (400, 572, "currencyCode".into())
        );
        assert_eq!(
            code(&format!("{LON_NYC}&max=251")),
            (400, 4926, "max".into())
        );
        assert_eq!(
            code(&format!("{LON_NYC}&infants=2")),
            (400, 4926, "infants".into())
        );
        assert_eq!(code("originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&adults=0"), (400, 4926, "adults".into()));
        let body = json!({"originDestinations": [{"id": "1", "originLocationCode": "PAR", "destinationLocationCode": "ROM", "departureDateTimeRange": {"date": "2020-01-01"}}], "travelers": [{"id": "1", "travelerType": "ADULT"}]});
        let (_, e) = err(offers_post_on(
            &post(ops::flights::SearchOffers::PATH, &body, true),
            today(),
        ));
        assert_eq!(e["code"], 425);
        assert_eq!(
            e["source"]["pointer"],
            "/originDestinations[0]/departureDateTimeRange/date"
        );
        let mut r = post(ops::flights::SearchOffers::PATH, &json!({}), true);
        r.body = b"not json".to_vec();
        assert_eq!(err(offers_post_on(&r, today())).1["code"], 477);
        let seven: Vec<Value> = (0..7).map(|i| json!({"id": i.to_string(), "originLocationCode": "PAR", "destinationLocationCode": "ROM", "departureDateTimeRange": {"date": "2026-09-01"}})).collect();
        let (_, e) = err(offers_post_on(
            &post(
                ops::flights::SearchOffers::PATH,
                &json!({"originDestinations": seven, "travelers": [{"id": "1", "travelerType": "ADULT"}]}),
                true,
            ),
            today(),
        ));
        assert_eq!(e["code"], 4926);
    }

    #[test]
    fn probabilities_sum_to_one_in_the_order_sent() {
        let v = search(&format!("{LON_NYC}&max=30"));
        let r = ok(prediction(&post(
            ops::flights::PredictChoice::PATH,
            &v,
            true,
        )));
        let data = r["data"].as_array().unwrap();
        assert_eq!(data.len(), 30);
        let mut units = 0i64;
        for (a, b) in data.iter().zip(v["data"].as_array().unwrap()) {
            assert_eq!(a["id"], b["id"]);
            let s = a["choiceProbability"].as_str().unwrap();
            let p: f64 = s.parse().unwrap();
            assert!((0.0..=1.0).contains(&p));
            units += s.replace('.', "").parse::<i64>().unwrap();
        }
        assert_eq!(units, 100_000_000);
        // An offer cheaper, no longer and with no more stops than another is likelier.
        let feature = |o: &Value| {
            let price: f64 = o["price"]["grandTotal"].as_str().unwrap().parse().unwrap();
            let itins = o["itineraries"].as_array().unwrap();
            let mins: i64 = itins
                .iter()
                .map(|i| iso_minutes(i["duration"].as_str().unwrap()))
                .sum();
            let segs: usize = itins
                .iter()
                .map(|i| i["segments"].as_array().unwrap().len())
                .sum();
            let p: f64 = o["choiceProbability"].as_str().unwrap().parse().unwrap();
            (price, mins, segs, p)
        };
        let f: Vec<_> = data.iter().map(feature).collect();
        let mut compared = 0;
        for a in &f {
            for b in &f {
                let dominates = a.0 < b.0 && a.1 <= b.1 && a.2 <= b.2;
                if dominates {
                    compared += 1;
                    assert!(a.3 > b.3, "{a:?} should be likelier than {b:?}");
                }
            }
        }
        assert!(compared > 0, "no dominated offer to compare");
        assert_eq!(
            err(prediction(&post(
                ops::flights::PredictChoice::PATH,
                &json!({"data": {}}),
                true
            )))
            .1["code"],
            32171
        );
    }

    #[test]
    fn availability_matches_offer_inventory() {
        let v = search(&format!("{LON_NYC}&nonStop=true&max=10"));
        let body = json!({
            "originDestinations": [{"id": "1", "originLocationCode": "LON", "destinationLocationCode": "NYC", "departureDateTime": {"date": "2026-12-15"}}],
            "travelers": [{"id": "1", "travelerType": "ADULT"}],
            "sources": ["GDS"]
        });
        let a = ok(availability_on(
            &post(ops::flights::SearchAvailability::PATH, &body, true),
            today(),
        ));
        let items = a["data"].as_array().unwrap();
        assert!(!items.is_empty());
        for it in items {
            assert_eq!(it["type"], "flight-availability");
            for s in it["segments"].as_array().unwrap() {
                for c in s["availabilityClasses"].as_array().unwrap() {
                    let n = c["numberOfBookableSeats"].as_i64().unwrap();
                    assert!((0..=9).contains(&n));
                }
            }
        }
        for o in v["data"].as_array().unwrap() {
            let seg = &o["itineraries"][0]["segments"][0];
            let class = o["travelerPricings"][0]["fareDetailsBySegment"][0]["class"]
                .as_str()
                .unwrap();
            let found = items
                .iter()
                .flat_map(|i| i["segments"].as_array().unwrap())
                .find(|s| {
                    s["carrierCode"] == seg["carrierCode"]
                        && s["number"] == seg["number"]
                        && s["departure"]["at"] == seg["departure"]["at"]
                });
            let found = found.expect("the offer's flight is in availability");
            let seats = found["availabilityClasses"]
                .as_array()
                .unwrap()
                .iter()
                .find(|c| c["class"] == class)
                .unwrap()["numberOfBookableSeats"]
                .as_i64()
                .unwrap();
            assert_eq!(seats, o["numberOfBookableSeats"].as_i64().unwrap());
        }
    }

    #[test]
    fn price_metrics_increase() {
        let v = ok(price_metrics_on(&get(ops::flights::PriceMetrics::PATH, "originIataCode=MAD&destinationIataCode=CDG&departureDate=2026-09-01&currencyCode=USD"), today()));
        let m = v["data"][0]["priceMetrics"].as_array().unwrap();
        assert_eq!(m.len(), 5);
        let amounts: Vec<f64> = m
            .iter()
            .map(|x| x["amount"].as_str().unwrap().parse().unwrap())
            .collect();
        assert!(amounts.windows(2).all(|w| w[0] < w[1]), "{amounts:?}");
        assert_eq!(m[0]["quartileRanking"], "MINIMUM");
        assert_eq!(m[4]["quartileRanking"], "MAXIMUM");
        assert_eq!(v["data"][0]["currencyCode"], "USD");
        assert!(v["warnings"].is_array());
    }

    #[test]
    fn inspiration_and_cheapest_dates() {
        let v = ok(destinations_on(
            &get(
                ops::flights::InspireDestinations::PATH,
                "origin=PAR&maxPrice=400",
            ),
            today(),
        ));
        let data = v["data"].as_array().unwrap();
        assert!(data.len() > 20, "{}", data.len());
        let prices: Vec<f64> = data
            .iter()
            .map(|x| x["price"]["total"].as_str().unwrap().parse().unwrap())
            .collect();
        assert!(prices.windows(2).all(|w| w[0] <= w[1]));
        assert!(prices.iter().all(|p| *p <= 400.0));
        let mut dests: Vec<&str> = data
            .iter()
            .map(|x| x["destination"].as_str().unwrap())
            .collect();
        dests.sort();
        dests.dedup();
        assert_eq!(dests.len(), data.len());
        assert_eq!(v["meta"]["defaults"]["viewBy"], "DESTINATION");
        assert!(data[0]["links"]["flightOffers"]
            .as_str()
            .unwrap()
            .contains("adults=1"));
        assert_eq!(v["dictionaries"]["locations"]["PAR"]["subType"], "CITY");
        let d = ok(dates_on(
            &get(
                ops::flights::CheapestDates::PATH,
                "origin=MAD&destination=MUC&departureDate=2026-07-01,2026-07-31&duration=3,7",
            ),
            today(),
        ));
        let data = d["data"].as_array().unwrap();
        assert_eq!(data.len(), 31);
        for x in data {
            let (dep, ret) = (
                parse_date(x["departureDate"].as_str().unwrap()).unwrap(),
                parse_date(x["returnDate"].as_str().unwrap()).unwrap(),
            );
            assert!((3..=7).contains(&(ret - dep).num_days()));
        }
        let (s, e) = err(dates_on(
            &get(
                ops::flights::CheapestDates::PATH,
                "origin=OCA&destination=MIA",
            ),
            today(),
        ));
        assert_eq!((s, e["code"].as_i64()), (404, Some(1797)));
    }
}
