//! Flight shopping: offers search (GET and POST), choice prediction, inspiration,
//! cheapest dates, availability, price analysis, pricing and branded-fares upselling.
//! The engine lives in `travel_world::flights`; here, what a request may ask of it,
//! and the checks the operations share.

mod availability;
mod dates;
mod inspire;
mod orders;
mod predict;
mod price;
mod price_metrics;
mod search;
mod seatmaps;
mod trip;
mod upsell;

use std::sync::Arc;

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};
use serde::Deserialize;
use serde_json::Value;

use crate::app::App;
use crate::reject::{codes, Code, Rejection};
use crate::router::{Answer, Router};
use travel_core::model::flight::{DateTimeRange, FlightOffer, Segment, Traveler};
use travel_core::model::kinds::TravelerType;
use travel_core::ops::flights as op;
use travel_core::{parse, shape};
use travel_world::data;
use travel_world::flights::fares;
use travel_world::flights::offers::OdQuery;
use travel_world::flights::sales::Sales;
use travel_world::flights::schedule::{self, Leg};

pub fn register(r: &mut Router) {
    r.on::<op::SearchOffers>(search::answer_get)
        .on::<op::SearchOffersPost>(search::answer_post)
        .on::<op::PredictChoice>(predict::answer)
        .on::<op::InspireDestinations>(inspire::answer)
        .on::<op::CheapestDates>(dates::answer)
        .on::<op::SearchAvailability>(availability::answer)
        .on::<op::PriceMetrics>(price_metrics::answer)
        .on::<op::PriceOffers>(price::answer)
        .on::<op::UpsellOffers>(upsell::answer)
        .on::<op::SeatMapsOfOffers>(seatmaps::of_offers)
        .on::<op::SeatMapsOfOrder>(orders::seat_maps_of_order)
        .on::<op::CreateOrder>(orders::create)
        .on::<op::GetOrder>(orders::get)
        .on::<op::CancelOrder>(orders::cancel);
}

/// Origin-destinations in one search at the most.
const MAX_ODS: usize = 6;

/// How a request was given, for where its errors point and the names they use.
#[derive(Debug, Clone, Copy)]
enum Form {
    /// A JSON body: errors point into it.
    Body,
    /// Query parameters. A value is named by its parameter; a request translated into
    /// a body's shape lists the pointers of the fields each parameter became, so errors
    /// about those fields name the parameter.
    Query(&'static [(&'static str, &'static str)]),
}

impl Form {
    /// Plain query parameters: where a value is, is its parameter's name.
    const PARAMS: Form = Form::Query(&[]);

    /// The name the value at `at` goes by in this form: the parameter it came from, or
    /// the last field of a pointer.
    fn name(self, at: &str) -> &str {
        let mapped = match self {
            Form::Query(fields) => fields
                .iter()
                .find(|(pointer, _)| *pointer == at || *pointer == unindexed(at))
                .map(|(_, parameter)| *parameter),
            Form::Body => None,
        };
        mapped.unwrap_or_else(|| unindexed(at.rsplit('/').next().unwrap_or(at)))
    }

    /// 400 about the value at `at`.
    fn reject(self, code: Code, at: &str, detail: impl Into<String>) -> Rejection {
        match self {
            Form::Body => Rejection::at(code, at, detail),
            Form::Query(_) => Rejection::param(code, self.name(at), detail),
        }
    }
}

/// A pointer without the index of its last step: `/a/b[2]` is `/a/b`.
fn unindexed(at: &str) -> &str {
    at.strip_suffix(']')
        .and_then(|rest| rest.rfind('['))
        .map_or(at, |i| &at[..i])
}

/// A date well formed and not in the past.
fn date(form: Form, at: &str, value: &str, today: NaiveDate) -> Result<NaiveDate, Rejection> {
    let d = parse::date(value.trim()).ok_or_else(|| {
        form.reject(
            codes::INVALID_FORMAT,
            at,
            format!("{} must be a date in the format YYYY-MM-DD", form.name(at)),
        )
    })?;
    if d < today {
        return Err(form.reject(codes::INVALID_DATE, at, "Date/Time is in the past"));
    }
    Ok(d)
}

fn time(form: Form, at: &str, value: &str) -> Result<NaiveTime, Rejection> {
    NaiveTime::parse_from_str(value.trim(), "%H:%M:%S")
        .or_else(|_| NaiveTime::parse_from_str(value.trim(), "%H:%M"))
        .map_err(|_| {
            form.reject(
                codes::INVALID_FORMAT,
                at,
                "time must be in the format hh:mm:ss",
            )
        })
}

/// A location code the sandbox knows: 3 letters, and an airport or city with service.
fn location(form: Form, at: &str, code: &str) -> Result<String, Rejection> {
    let c = code.trim().to_ascii_uppercase();
    if !shape::is_location(&c) {
        // a location id (`ALHR`, `CPAR`) where its code is due, as apps mix them up
        let id_of = c
            .strip_prefix(['A', 'C'])
            .filter(|rest| shape::is_location(rest))
            .filter(|rest| data::airport(rest).is_some() || data::city(rest).is_some());
        let instead = id_of.map_or(String::new(), |code| {
            format!(": {c} is a location id, its IATA code is {code}")
        });
        return Err(form.reject(
            codes::INVALID_FORMAT,
            at,
            format!(
                "{} must be a 3-letter IATA airport or city code{instead}",
                form.name(at)
            ),
        ));
    }
    if data::airport(&c).is_none() && data::city(&c).is_none() {
        return Err(form.reject(
            codes::INVALID_DATA,
            at,
            format!("{c} is not a known airport or city code"),
        ));
    }
    Ok(c)
}

/// The currency of the prices: EUR unless another the sandbox converts to is asked.
fn currency(form: Form, at: &str, code: Option<&str>) -> Result<String, Rejection> {
    let Some(code) = code else {
        return Ok("EUR".to_string());
    };
    let c = code.trim().to_ascii_uppercase();
    if !shape::is_currency(&c) {
        return Err(form.reject(
            codes::INVALID_FORMAT,
            at,
            "currencyCode must be an ISO 4217 currency code",
        ));
    }
    if fares::rate(&c).is_none() {
        return Err(form.reject(
            codes::INVALID_OPTION,
            at,
            format!("currency {c} is not supported"),
        ));
    }
    Ok(c)
}

/// Between one and six origin-destinations.
fn leg_count(form: Form, n: usize) -> Result<(), Rejection> {
    let at = "/originDestinations";
    match n {
        0 => Err(form.reject(
            codes::MANDATORY_DATA_MISSING,
            at,
            "at least one originDestination is required",
        )),
        n if n > MAX_ODS => Err(form.reject(
            codes::INVALID_DATA,
            at,
            "at most 6 originDestinations are allowed",
        )),
        _ => Ok(()),
    }
}

/// One origin-destination as sent, at pointer `at`: an id, two places the sandbox
/// knows, and the day (not past) and perhaps the time in its date-time field `when`.
fn leg(
    form: Form,
    at: &str,
    id: &str,
    (origin, destination): (&str, &str),
    (field, when): (&str, &DateTimeRange),
    today: NaiveDate,
) -> Result<OdQuery, Rejection> {
    let required = |at: &str| {
        form.reject(
            codes::MANDATORY_DATA_MISSING,
            at,
            format!("{} is required", form.name(at)),
        )
    };
    if id.trim().is_empty() {
        return Err(required(&format!("{at}/id")));
    }
    let place = |name: &str, code: &str| {
        let at = format!("{at}/{name}");
        if code.trim().is_empty() {
            return Err(required(&at));
        }
        location(form, &at, code)
    };
    let origin = place("originLocationCode", origin)?;
    let dest = place("destinationLocationCode", destination)?;
    let day = format!("{at}/{field}/date");
    if when.date.trim().is_empty() {
        return Err(required(&day));
    }
    let date = date(form, &day, &when.date, today)?;
    let time = match &when.time {
        None => None,
        Some(t) => Some(time(form, &format!("{at}/{field}/time"), t)?),
    };
    Ok(OdQuery {
        id: id.to_string(),
        origin,
        dest,
        date,
        time,
    })
}

/// At least one traveller, each of a type the service knows; their types.
fn traveler_types(form: Form, travelers: &[Traveler]) -> Result<Vec<TravelerType>, Rejection> {
    if travelers.is_empty() {
        return Err(form.reject(
            codes::MANDATORY_DATA_MISSING,
            "/travelers",
            "at least one traveler is required",
        ));
    }
    travelers
        .iter()
        .enumerate()
        .map(|(i, t)| {
            if t.traveler_type.is_known() {
                Ok(t.traveler_type.clone())
            } else {
                Err(form.reject(
                    codes::INVALID_OPTION,
                    &format!("/travelers[{i}]/travelerType"),
                    format!("travelerType must be one of {}", TravelerType::listed()),
                ))
            }
        })
        .collect()
}

/// What a handler reads seat inventory as of: the tenant's day, and what the tenant's
/// orders hold (each flight read when the request first asks about it).
#[derive(Clone)]
pub(super) struct Stock {
    pub today: NaiveDate,
    pub sales: Arc<Sales>,
    /// Now (unix seconds): flights before it (and its check-in time) have left.
    pub now: i64,
}

impl Stock {
    pub fn of(app: &App) -> Stock {
        let clock = app.clock();
        // what the orders standing today hold: one whose agreement lapsed holds nothing
        Stock {
            today: clock.today(),
            sales: Arc::new(app.sales(clock.today())),
            now: clock.now_unix(),
        }
    }

    /// Answer with what `answer` makes of the tenant's stock, unless reading what its
    /// orders hold failed meanwhile: then the service's 500, as any failed read of the
    /// state answers (the answer made counted the flight unread as sold out).
    pub fn answer<T>(app: &App, answer: impl FnOnce(&Stock) -> Answer<T>) -> Answer<T> {
        let stock = Stock::of(app);
        let answered = answer(&stock);
        stock.intact()?;
        answered
    }

    /// `Err` (the service's 500, or 503 while the database is away) when reading what
    /// orders hold failed.
    pub fn intact(&self) -> Result<(), Rejection> {
        match self.sales.failure() {
            Some(e) if e.for_now => Err(Rejection::new(503, codes::SYSTEM_ERROR, &e.why)),
            Some(e) => Err(Rejection::system(&e.why)),
            None => Ok(()),
        }
    }
}

/// 404 for an order the sandbox does not have (any more: cancelled, or lapsed).
fn no_order(id: &str) -> Rejection {
    Rejection::new(
        404,
        codes::RESOURCE_NOT_FOUND,
        format!("no flight order {id}"),
    )
    .with_parameter("flight-orderId")
}

/// An offer sent back to the sandbox (pricing, upselling), read as a flight offer, or
/// INVALID FORMAT pointing at it.
fn sent_offer(json: &Value, at: &str) -> Result<FlightOffer, Rejection> {
    Some(json)
        .filter(|j| j.is_object())
        .and_then(|j| FlightOffer::deserialize(j).ok())
        .ok_or_else(|| {
            Rejection::at(
                codes::INVALID_FORMAT,
                at,
                "each item must be a flight offer",
            )
        })
}

/// The dated flight a sent segment names (carrier, number, airports, local departure),
/// `at` pointing at the segment: the world's when it has it; else one built from the
/// segment as sent, and `false` with it, so that offers written for the real service
/// (the provider's documented examples, an app's fixtures) are priced too, with a
/// warning. A flight in the past, or one that cannot be believed, is refused.
fn sent_flight(s: &Segment, at: &str, stock: &Stock) -> Result<(Leg, bool), Rejection> {
    let today = stock.today;
    let dep =
        NaiveDateTime::parse_from_str(&s.departure.at, "%Y-%m-%dT%H:%M:%S").map_err(|_| {
            Rejection::at(
                codes::INVALID_FORMAT,
                &format!("{at}/departure/at"),
                "departure.at must be a local date-time YYYY-MM-DDThh:mm:ss",
            )
        })?;
    let flight = format!(
        "{}{} {}-{} at {}",
        s.carrier_code, s.number, s.departure.iata_code, s.arrival.iata_code, s.departure.at
    );
    if dep.date() < today {
        return Err(Rejection::at(
            codes::INVALID_DATE,
            &format!("{at}/departure/at"),
            format!("Date/Time is in the past: flight {flight} has already left"),
        ));
    }
    let number: u32 = s.number.trim().parse().map_err(|_| {
        Rejection::at(
            codes::INVALID_FORMAT,
            &format!("{at}/number"),
            "number must be the flight number, digits only",
        )
    })?;
    let carrier = s.carrier_code.trim();
    let scheduled = schedule::numbered(stock.sales.seed(), carrier, number, dep.date())
        .into_iter()
        .find(|l| {
            l.p.from.iata == s.departure.iata_code
                && l.p.to.iata == s.arrival.iata_code
                && l.dep == dep
        });
    if let Some(leg) = scheduled {
        return Ok((leg, true));
    }
    let arr = NaiveDateTime::parse_from_str(&s.arrival.at, "%Y-%m-%dT%H:%M:%S").map_err(|_| {
        Rejection::at(
            codes::INVALID_FORMAT,
            &format!("{at}/arrival/at"),
            "arrival.at must be a local date-time YYYY-MM-DDThh:mm:ss",
        )
    })?;
    let sent = schedule::Sent {
        carrier,
        operating: s
            .operating
            .as_ref()
            .map(|o| o.carrier_code.trim())
            .filter(|c| !c.is_empty()),
        number,
        from: s.departure.iata_code.trim(),
        to: s.arrival.iata_code.trim(),
        dep,
        arr,
        aircraft: s.aircraft.as_ref().map(|a| &*a.code),
        dep_terminal: s.departure.terminal.as_deref(),
        arr_terminal: s.arrival.terminal.as_deref(),
    };
    schedule::unscheduled(&sent)
        .map(|leg| (leg, false))
        .map_err(|why| {
            Rejection::at(
                codes::INVALID_DATA,
                at,
                format!("flight {flight} cannot be sold: {why}"),
            )
        })
}

/// The warning an answer carries when it priced flights the schedule does not have.
fn unscheduled_warning(flights: &[String]) -> Value {
    serde_json::json!({
        "status": 200,
        "code": 0,
        "title": "FLIGHT NOT IN SCHEDULE",
        "detail": format!(
            "{} not in the sandbox's schedule: priced from its fare model as sent",
            flights.join(", ")
        ),
    })
}

#[cfg(test)]
/// What the handlers' tests share: a pinned today, requests, and answers read back as
/// the router would send them.
mod testing {

    use chrono::NaiveDate;
    use serde::Serialize;
    use serde_json::Value;

    use crate::app::App;
    use crate::http::Req;
    use crate::ops::routes;
    use crate::router::Answer;
    use travel_core::model::flight::FlightOffer;
    use travel_core::ops::{self, Operation};

    pub fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 6, 1).unwrap()
    }

    /// The pinned today, no orders.
    pub fn stock() -> super::Stock {
        super::Stock {
            today: today(),
            sales: Default::default(),
            now: 0,
        }
    }

    pub fn get(path: &str, query: &str) -> Req {
        Req::test_get(path, query)
    }

    /// A POST search, with the method-override header when `header`.
    pub fn post(path: &str, body: &Value, header: bool) -> Req {
        let headers: &[(&str, &str)] = if header {
            &[("X-HTTP-Method-Override", "GET")]
        } else {
            &[]
        };
        Req::test_post(path, body, headers)
    }

    /// The body of a successful answer, as sent.
    pub fn ok<T: Serialize>(a: Answer<T>) -> Value {
        let envelope = a.unwrap_or_else(|e| panic!("{e}"));
        serde_json::to_value(&envelope).unwrap()
    }

    /// The status and the one error of a refusal, as sent.
    pub fn err<T>(a: Answer<T>) -> (u16, Value) {
        let Err(e) = a else {
            panic!("an error expected")
        };
        let body = serde_json::to_value(e.body()).unwrap();
        (e.status, body["errors"][0].clone())
    }

    /// The GET search's answer to a query, as the router decodes it.
    pub fn searched(query: &str) -> Answer<Vec<FlightOffer>> {
        let req = get(ops::flights::SearchOffers::PATH, query);
        let q = travel_core::ops::query::decode(&req.params.0)?;
        super::search::get(&req, q, &stock())
    }

    /// The offers of the GET search.
    pub fn search(query: &str) -> Value {
        ok(searched(query))
    }

    /// The whole answer of the sandbox's router to `req`, sent with a fresh token, as
    /// status and body: what decoding and the method-override check refuse.
    pub fn routed(req: Req) -> (u16, Value) {
        let (app, _dir) = App::for_tests();
        routed_in(&app, req)
    }

    /// The same, for a tenant that chose to be held to the interface's letter.
    pub fn routed_strict(req: Req) -> (u16, Value) {
        let (app, _dir) = App::for_tests();
        app.meta()
            .set_strict(app.tenant(), Some(true))
            .expect("the tenant's choice is kept");
        routed_in(&app, req)
    }

    /// The same on `app`, whose state lives on between requests, sent as its tenant.
    pub fn routed_in(app: &App, mut req: Req) -> (u16, Value) {
        let mut token = get(ops::TOKEN_PATH, "");
        token.method = "POST".into();
        token.body = format!(
            "grant_type=client_credentials&client_id={}&client_secret=test",
            app.tenant().as_str()
        )
        .into_bytes();
        let shared = app.shared();
        let issued: Value =
            serde_json::from_slice(&routes().route(shared, &token).resp.body).unwrap();
        let bearer = format!("Bearer {}", issued["access_token"].as_str().unwrap());
        req.headers.push(("Authorization".into(), bearer));
        let resp = routes().route(shared, &req).resp;
        let body = if resp.body.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&resp.body).unwrap()
        };
        (resp.status, body)
    }

    /// Offers of a search on a day 40 days or so after the live today (the router
    /// answers as of the live today), away from the scenario days.
    pub fn live_search(query: &str) -> Value {
        let mut day = travel_core::clock::Clock::REAL.today() + chrono::Duration::days(40);
        while [13, 27, 29].contains(&chrono::Datelike::day(&day)) {
            day += chrono::Duration::days(1);
        }
        let req = get(
            ops::flights::SearchOffers::PATH,
            &format!("{query}&departureDate={day}"),
        );
        let q = travel_core::ops::query::decode(&req.params.0).unwrap();
        let live = super::Stock {
            today: travel_core::clock::Clock::REAL.today(),
            sales: Default::default(),
            now: 0,
        };
        ok(super::search::get(&req, q, &live))
    }
}
