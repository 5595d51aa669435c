//! GET and POST /v2/shopping/flight-offers. The GET form's query is translated into the
//! POST form's body, and both go through one check into the engine's query; errors about
//! the GET form name the parameter a body field came from.

use chrono::NaiveDate;

use super::{currency, leg, leg_count, traveler_types, Form};
use crate::ops::prelude::*;
use crate::scenarios;
use travel_core::model::flight::{
    CabinRestriction, CarrierRestrictions, FlightOffer, OfferSearch, SearchRequest,
};
use travel_core::model::kinds::TravelerType;
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;
use travel_world::flights::fares;
use travel_world::flights::offers::{self, CabinRule, Coverage, OdQuery, Query, TravelerQ};

/// Offers in one answer at the most.
const MAX_OFFERS: usize = 250;

/// The GET form's parameters, by the pointer of the body field each becomes.
const PARAMETERS: Form = Form::Query(&[
    (
        "/originDestinations[0]/originLocationCode",
        "originLocationCode",
    ),
    (
        "/originDestinations[0]/destinationLocationCode",
        "destinationLocationCode",
    ),
    (
        "/originDestinations[0]/departureDateTimeRange/date",
        "departureDate",
    ),
    (
        "/originDestinations[1]/departureDateTimeRange/date",
        "returnDate",
    ),
    ("/currencyCode", "currencyCode"),
    ("/searchCriteria/maxFlightOffers", "max"),
    ("/searchCriteria/maxPrice", "maxPrice"),
    (
        "/searchCriteria/flightFilters/cabinRestrictions[0]/cabin",
        "travelClass",
    ),
    (
        "/searchCriteria/flightFilters/carrierRestrictions",
        "excludedAirlineCodes",
    ),
    (
        "/searchCriteria/flightFilters/carrierRestrictions/includedCarrierCodes",
        "includedAirlineCodes",
    ),
    (
        "/searchCriteria/flightFilters/carrierRestrictions/excludedCarrierCodes",
        "excludedAirlineCodes",
    ),
]);

pub fn answer_get(app: &App, req: &Req, q: OfferSearch, _: NoBody) -> Answer<Vec<FlightOffer>> {
    super::Stock::answer(app, |stock| get(req, q, stock))
}

pub fn answer_post(
    app: &App,
    req: &Req,
    _: NoQuery,
    body: SearchRequest,
) -> Answer<Vec<FlightOffer>> {
    super::Stock::answer(app, |stock| post(req, &body, stock))
}

/// The GET form, on a given day, with what orders hold.
pub(super) fn get(req: &Req, q: OfferSearch, stock: &super::Stock) -> Answer<Vec<FlightOffer>> {
    let mut q = check(&as_body(&q)?, PARAMETERS, stock.today)?;
    q.sales = std::sync::Arc::clone(&stock.sales);
    q.not_before = stock.now;
    Ok(offers_of(
        req,
        &q,
        stock.today,
        &[("max", q.max.to_string())],
    ))
}

/// The POST form, on a given day, with what orders hold.
pub(super) fn post(
    req: &Req,
    body: &SearchRequest,
    stock: &super::Stock,
) -> Answer<Vec<FlightOffer>> {
    let mut q = check(body, Form::Body, stock.today)?;
    q.sales = std::sync::Arc::clone(&stock.sales);
    q.not_before = stock.now;
    Ok(offers_of(req, &q, stock.today, &[]))
}

fn offers_of(
    req: &Req,
    q: &Query,
    today: NaiveDate,
    defaults: &[(&str, String)],
) -> Envelope<Vec<FlightOffer>> {
    // The no-offers scenario is kept here rather than left to the route network, so
    // it holds whatever routes the network gains.
    let nobody_flies = q
        .ods
        .iter()
        .any(|od| scenarios::nobody_flies(&od.origin, &od.dest));
    let (offers, dict) = if nobody_flies {
        Default::default()
    } else {
        offers::search(q, today)
    };
    let found = !offers.is_empty();
    let mut body = envelope::list(req, defaults, offers);
    if found {
        body.dictionaries = serde_json::to_value(&dict).ok();
    }
    body
}

/// The GET form as the POST form's body, as the service reads it. What only the GET
/// form has (counts of travellers, and INVALID FORMAT for a `maxPrice` not above zero)
/// is checked here; everything else by [`check`].
fn as_body(q: &OfferSearch) -> Result<SearchRequest, Rejection> {
    let count = |n: usize, name: &str, least: usize| {
        if (least..=9).contains(&n) {
            Ok(n)
        } else {
            Err(Rejection::param(
                codes::INVALID_DATA,
                name,
                format!("{name} must be from {least} to 9"),
            ))
        }
    };
    let adults = count(q.adults, "adults", 1)?;
    let children = count(q.children.unwrap_or(0), "children", 0)?;
    let infants = count(q.infants.unwrap_or(0), "infants", 0)?;
    if infants > adults {
        return Err(Rejection::param(
            codes::INVALID_DATA,
            "infants",
            "infants must not outnumber adults",
        ));
    }
    if adults + children > 9 {
        return Err(Rejection::param(
            codes::INVALID_DATA,
            "children",
            "adults and children together must not exceed 9",
        ));
    }
    if q.max_price.is_some_and(|p| p <= 0) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "maxPrice",
            "maxPrice must be a positive integer",
        ));
    }
    Ok(q.as_request())
}

/// A search body, checked, as the engine's query.
fn check(b: &SearchRequest, form: Form, today: NaiveDate) -> Result<Query, Rejection> {
    leg_count(form, b.origin_destinations.len())?;
    let mut ods: Vec<OdQuery> = Vec::new();
    for (i, od) in b.origin_destinations.iter().enumerate() {
        let at = format!("/originDestinations[{i}]");
        let places = (
            od.origin_location_code.as_str(),
            od.destination_location_code.as_str(),
        );
        let when = ("departureDateTimeRange", &od.departure_date_time_range);
        let this = leg(form, &at, &od.id, places, when, today)?;
        if ods.iter().any(|o| o.id == this.id) {
            return Err(form.reject(
                codes::INVALID_DATA,
                &format!("{at}/id"),
                "originDestination ids must be unique",
            ));
        }
        if ods.last().is_some_and(|prev| this.date < prev.date) {
            let date = |i: usize| format!("/originDestinations[{i}]/departureDateTimeRange/date");
            let detail = match form {
                Form::Body => {
                    "dates of the originDestinations must be in chronological order".into()
                }
                Form::Query(_) => format!(
                    "{} must not be before {}",
                    form.name(&date(i)),
                    form.name(&date(i - 1))
                ),
            };
            return Err(form.reject(codes::INVALID_DATE, &date(i), detail));
        }
        ods.push(this);
    }
    let travelers = travelers(b, form)?;
    if let Some((i, s)) = b
        .sources
        .iter()
        .enumerate()
        .find(|(_, s)| !s.eq_ignore_ascii_case("GDS"))
    {
        return Err(form.reject(
            codes::INVALID_OPTION,
            &format!("/sources[{i}]"),
            format!("source {s} is not available; use GDS"),
        ));
    }
    let currency = currency(form, "/currencyCode", b.currency_code.as_deref())?;
    let crit = b.search_criteria.clone().unwrap_or_default();
    let max = match crit.max_flight_offers {
        None => MAX_OFFERS,
        Some(n) if (1..=MAX_OFFERS as i64).contains(&n) => n as usize,
        Some(_) => {
            let at = "/searchCriteria/maxFlightOffers";
            return Err(form.reject(
                codes::INVALID_DATA,
                at,
                format!("{} must be from 1 to {MAX_OFFERS}", form.name(at)),
            ));
        }
    };
    if crit.max_price.is_some_and(|n| n <= 0) {
        return Err(form.reject(
            codes::INVALID_DATA,
            "/searchCriteria/maxPrice",
            "maxPrice must be a positive integer",
        ));
    }
    let filters = crit.flight_filters.unwrap_or_default();
    let cabins = cabins(&filters.cabin_restrictions, &ods, form)?;
    let (included, excluded) = carriers(filters.carrier_restrictions.unwrap_or_default(), form)?;
    let max_connections = match filters
        .connection_restriction
        .and_then(|c| c.max_number_of_connections)
    {
        None => 2,
        Some(n) if (0..=2).contains(&n) => n as usize,
        Some(_) => {
            return Err(form.reject(
                codes::INVALID_DATA,
                "/searchCriteria/flightFilters/connectionRestriction/maxNumberOfConnections",
                "maxNumberOfConnections must be 0, 1 or 2",
            ))
        }
    };
    Ok(Query {
        ods,
        travelers,
        currency,
        max,
        max_price: crit.max_price,
        cabins,
        included,
        excluded,
        max_connections,
        sales: Default::default(),
        not_before: 0,
    })
}

/// The travellers: unique ids, known types, a lap of its own for each infant on one,
/// and at most nine seats.
fn travelers(b: &SearchRequest, form: Form) -> Result<Vec<TravelerQ>, Rejection> {
    let kinds = traveler_types(form, &b.travelers)?;
    let mut travelers: Vec<TravelerQ> = Vec::new();
    for (i, (t, kind)) in b.travelers.iter().zip(kinds).enumerate() {
        let at = format!("/travelers[{i}]/id");
        if t.id.trim().is_empty() {
            return Err(form.reject(codes::MANDATORY_DATA_MISSING, &at, "id is required"));
        }
        if travelers.iter().any(|x| x.id == t.id) {
            return Err(form.reject(codes::INVALID_DATA, &at, "traveler ids must be unique"));
        }
        travelers.push(TravelerQ {
            id: t.id.clone(),
            kind,
            associated: t.associated_adult_id.clone(),
        });
    }
    for (i, t) in travelers.iter().enumerate() {
        if t.kind != TravelerType::HeldInfant {
            continue;
        }
        let at = format!("/travelers[{i}]/associatedAdultId");
        let Some(a) = &t.associated else {
            return Err(form.reject(
                codes::MANDATORY_DATA_MISSING,
                &at,
                "a HELD_INFANT needs associatedAdultId",
            ));
        };
        if !travelers
            .iter()
            .any(|x| x.id == *a && x.kind.carries_lap_infant())
        {
            return Err(form.reject(
                codes::INVALID_DATA,
                &at,
                "associatedAdultId must be the id of an adult traveler",
            ));
        }
        let held = travelers
            .iter()
            .filter(|x| x.kind == TravelerType::HeldInfant && x.associated.as_deref() == Some(a));
        if held.count() > 1 {
            return Err(form.reject(
                codes::INVALID_DATA,
                &at,
                "an adult can hold only one infant",
            ));
        }
    }
    let seated = travelers.iter().filter(|t| t.kind.takes_seat()).count();
    if seated > 9 {
        return Err(form.reject(
            codes::INVALID_DATA,
            "/travelers",
            "at most 9 seated travelers",
        ));
    }
    Ok(travelers)
}

/// The cabin restrictions: a cabin, a coverage, and origin-destinations of the search.
fn cabins(
    restrictions: &[CabinRestriction],
    ods: &[OdQuery],
    form: Form,
) -> Result<Vec<CabinRule>, Rejection> {
    let mut cabins = Vec::new();
    for (i, r) in restrictions.iter().enumerate() {
        let at = format!("/searchCriteria/flightFilters/cabinRestrictions[{i}]");
        let cabin = fares::cabin_index(&r.cabin).ok_or_else(|| {
            let at = format!("{at}/cabin");
            form.reject(
                codes::INVALID_OPTION,
                &at,
                format!(
                    "{} must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST",
                    form.name(&at)
                ),
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
                return Err(form.reject(
                    codes::INVALID_OPTION,
                    &format!("{at}/coverage"),
                    "coverage must be MOST_SEGMENTS, AT_LEAST_ONE_SEGMENT or ALL_SEGMENTS",
                ))
            }
        };
        if let Some(bad_id) = r
            .origin_destination_ids
            .iter()
            .find(|id| !ods.iter().any(|o| o.id == **id))
        {
            return Err(form.reject(
                codes::INVALID_DATA,
                &format!("{at}/originDestinationIds"),
                format!("{bad_id} is not an originDestination id"),
            ));
        }
        cabins.push(CabinRule {
            cabin,
            coverage,
            od_ids: r.origin_destination_ids.clone(),
        });
    }
    Ok(cabins)
}

/// The airlines to keep only, or never to sell (not both), upper-cased.
fn carriers(c: CarrierRestrictions, form: Form) -> Result<(Vec<String>, Vec<String>), Rejection> {
    let at = "/searchCriteria/flightFilters/carrierRestrictions";
    let up =
        |v: &[String]| -> Vec<String> { v.iter().map(|c| c.trim().to_ascii_uppercase()).collect() };
    let (included, excluded) = (up(&c.included_carrier_codes), up(&c.excluded_carrier_codes));
    let (inc, exc) = (
        format!("{at}/includedCarrierCodes"),
        format!("{at}/excludedCarrierCodes"),
    );
    if !included.is_empty() && !excluded.is_empty() {
        return Err(form.reject(
            codes::PARAMETER_COMBINATION,
            at,
            format!(
                "{} and {} cannot be used together",
                form.name(&inc),
                form.name(&exc)
            ),
        ));
    }
    for (list_at, list) in [(inc, &included), (exc, &excluded)] {
        if let Some((i, c)) = list
            .iter()
            .enumerate()
            .find(|(_, c)| !shape::is_airline_iata(c))
        {
            return Err(form.reject(
                codes::INVALID_FORMAT,
                &format!("{list_at}[{i}]"),
                format!("{c} is not a 2-character IATA airline code"),
            ));
        }
    }
    Ok((included, excluded))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::ops::flights::testing::{
        err, ok, post as request, routed, routed_strict, search, searched,
    };
    use travel_core::ops::flights::SearchOffersPost;
    use travel_core::ops::Operation;

    /// The POST search's answer to a body, as the router decodes it.
    fn posted(body: &Value) -> Answer<Vec<FlightOffer>> {
        let req = request(SearchOffersPost::PATH, body, true);
        post(
            &req,
            &serde_json::from_value(body.clone()).unwrap(),
            &super::super::testing::stock(),
        )
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
    fn a_round_trip_from_an_island_joins_its_carrier_and_a_partner_both_ways() {
        // Kirkwall-Heathrow: Loganair and British Airways out, British Airways and
        // Loganair back, on one ticket
        let q = "originLocationCode=KOI&destinationLocationCode=LHR&departureDate=2026-12-15\
&returnDate=2026-12-22&adults=1";
        let v: Value = serde_json::to_value(searched(q).unwrap()).unwrap();
        let data = v["data"].as_array().unwrap();
        assert!(!data.is_empty(), "no round trip");
        let carriers = |o: &Value, bound: usize| -> Vec<String> {
            o["itineraries"][bound]["segments"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["carrierCode"].as_str().unwrap().to_string())
                .collect()
        };
        assert!(data
            .iter()
            .any(|o| carriers(o, 1).first().map(String::as_str) == Some("BA")
                && carriers(o, 0).first().map(String::as_str) == Some("LM")));
    }

    #[test]
    fn same_request_same_bytes_and_rich_round_trip_fills_250() {
        let q = format!("{LON_NYC}&returnDate=2026-12-22");
        let a = serde_json::to_vec(&searched(&q).unwrap()).unwrap();
        let b = serde_json::to_vec(&searched(&q).unwrap()).unwrap();
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
        let v = ok(posted(&body));
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
        // the interface's letter wants the method-override header; a strict tenant is held to it
        let (s, v) = routed_strict(request(SearchOffersPost::PATH, &body, false));
        let e = &v["errors"][0];
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
        let v = ok(posted(&body));
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
    fn the_get_forms_errors_name_its_parameters_in_their_text() {
        let detail = |q: &str| err(searched(&format!("{LON_NYC}&{q}"))).1["detail"].clone();
        assert_eq!(
            detail("travelClass=LUXURY"),
            "travelClass must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST"
        );
        assert_eq!(detail("max=0"), "max must be from 1 to 250");
        assert_eq!(
            detail("returnDate=2026-12-01"),
            "returnDate must not be before departureDate"
        );
        assert_eq!(
            detail("includedAirlineCodes=BA&excludedAirlineCodes=AF"),
            "includedAirlineCodes and excludedAirlineCodes cannot be used together"
        );
        let (_, e) = err(searched(&format!("{LON_NYC}&excludedAirlineCodes=BA,B")));
        assert_eq!(e["source"]["parameter"], "excludedAirlineCodes");
        assert_eq!(e["detail"], "B is not a 2-character IATA airline code");
        // two digits are no airline's designator, as the client and the reference data
        // operations agree
        let (_, e) = err(searched(&format!("{LON_NYC}&includedAirlineCodes=11")));
        assert_eq!(e["detail"], "11 is not a 2-character IATA airline code");
        let (_, e) = err(searched(&format!("{LON_NYC}&maxPrice=0")));
        assert_eq!(
            (e["code"].as_i64(), &e["detail"]),
            (Some(477), &json!("maxPrice must be a positive integer"))
        );
        // The same checks in the POST form point into the body, by the body's names.
        let (_, e) = err(posted(&json!({
            "originDestinations": [{"id": "1", "originLocationCode": "PAR", "destinationLocationCode": "ROM", "departureDateTimeRange": {"date": "2026-09-01"}}],
            "travelers": [{"id": "1", "travelerType": "ADULT"}],
            "searchCriteria": {"flightFilters": {"cabinRestrictions": [{"cabin": "LUXURY"}]}}
        })));
        assert_eq!(
            e["source"]["pointer"],
            "/searchCriteria/flightFilters/cabinRestrictions[0]/cabin"
        );
        assert_eq!(
            e["detail"],
            "cabin must be ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST"
        );
    }

    #[test]
    fn a_location_id_where_a_code_is_due_is_answered_with_the_code() {
        let detail = |q: &str| err(searched(q)).1["detail"].as_str().unwrap().to_string();
        let given = detail(
            "originLocationCode=ALHR&destinationLocationCode=JFK&departureDate=2026-12-15&adults=1",
        );
        assert!(
            given.ends_with("ALHR is a location id, its IATA code is LHR"),
            "{given}"
        );
        let other = detail(
            "originLocationCode=LHRX&destinationLocationCode=JFK&departureDate=2026-12-15&adults=1",
        );
        assert!(!other.contains("location id"), "{other}");
    }

    #[test]
    fn validation_errors_carry_the_service_codes() {
        let code = |q: &str| {
            let (s, e) = err(searched(q));
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
        let (_, e) = err(posted(&body));
        assert_eq!(e["code"], 425);
        assert_eq!(
            e["source"]["pointer"],
            "/originDestinations[0]/departureDateTimeRange/date"
        );
        let mut r = request(SearchOffersPost::PATH, &json!({}), true);
        r.body = b"not json".to_vec();
        assert_eq!(routed(r).1["errors"][0]["code"], 477);
        let seven: Vec<Value> = (0..7).map(|i| json!({"id": i.to_string(), "originLocationCode": "PAR", "destinationLocationCode": "ROM", "departureDateTimeRange": {"date": "2026-09-01"}})).collect();
        let (_, e) = err(posted(
            &json!({"originDestinations": seven, "travelers": [{"id": "1", "travelerType": "ADULT"}]}),
        ));
        assert_eq!(e["code"], 4926);
    }
}

#[cfg(test)]
mod gone {
    use super::super::testing::{get as request, ok, stock};
    use super::*;
    use travel_core::ops::flights::SearchOffers;
    use travel_core::ops::Operation;

    #[test]
    fn flights_that_have_left_or_close_check_in_are_not_sold() {
        let query = |day: &str| {
            format!("originLocationCode=MAD&destinationLocationCode=BCN&departureDate={day}&adults=1&max=250")
        };
        let search = |s: &super::super::Stock| {
            let req = request(SearchOffers::PATH, &query(&s.today.to_string()));
            let q = travel_core::ops::query::decode(&req.params.0).unwrap();
            ok(get(&req, q, s))
        };
        let morning = stock();
        let all = search(&morning);
        // at noon UTC (14:00 in Madrid), nothing before 14:45 local is sold
        let noon = super::super::Stock {
            now: morning
                .today
                .and_hms_opt(12, 0, 0)
                .unwrap()
                .and_utc()
                .timestamp(),
            ..stock()
        };
        let later = search(&noon);
        let first = |v: &serde_json::Value| -> Vec<String> {
            v["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| {
                    o["itineraries"][0]["segments"][0]["departure"]["at"]
                        .as_str()
                        .unwrap()
                        .to_string()
                })
                .collect()
        };
        let (before, after) = (first(&all), first(&later));
        assert!(
            before.iter().any(|t| &t[11..16] < "14:45"),
            "morning flights exist"
        );
        assert!(!after.is_empty(), "afternoon flights remain");
        assert!(after.iter().all(|t| &t[11..16] >= "14:45"), "{after:?}");
    }
}
