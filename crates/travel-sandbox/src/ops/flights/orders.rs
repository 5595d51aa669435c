//! Flight orders: POST /v1/booking/flight-orders (201), GET and DELETE
//! /v1/booking/flight-orders/{flight-orderId}.
//!
//! Creation prices the offer again as pricing would (37200 PRICE DISCREPANCY with both
//! totals when the grand total moved), checks the travellers against the offer and
//! what booking requires, refuses a payment (INVALID FORMAT), then sells the seats and
//! the reserved seat labels from the one inventory every reader uses, all or nothing
//! (34651 when a class ran out meanwhile, 38034 when a seat was taken). An order is
//! queued for ticketing until the day after its ticketing date (its agreement's delay
//! or date, else the offer's last ticketing date); then its tickets are issued and it
//! can no longer be cancelled through the service, unless its agreement was to be
//! ticketed by then or cancelled (`DELAY_TO_CANCEL`): nobody tickets it in the sandbox,
//! so from that day it is gone (GET answers 404) and its seats are back. Cancelling a
//! queued order deletes it (GET then answers 404) and gives its seats back.
//!
//! An order is its tenant's: queued in the tenant's office, sold from the tenant's
//! inventory, and found (read, cancelled, its seat maps) by that tenant alone; to any
//! other its id answers 404 as an unknown one does. Its id is drawn at random, so it
//! cannot be derived from the itinerary or the traveller.

use chrono::{Duration, NaiveDate};
use serde_json::Value;

use super::price::{self, Priced};
use super::{no_order, search, seatmaps, Stock};
use crate::documented::{self, DocumentedOrder};
use crate::ops::prelude::*;
use crate::scenarios::{self, Outcome};
use serde_json::json;
use travel_core::model::flight::SearchRequest;
use travel_core::model::flight::{Dictionaries, FlightOffer};
use travel_core::model::order::{
    AssociatedRecord, CreateOrderRequest, FlightOrder, OrderId, OrderTraveler, Ticket,
    TicketingAgreement,
};
use travel_core::model::pricing::{BookingRequirements, PricingIncluded};
use travel_core::model::seatmap::{SeatMap, SeatMapOrderQuery};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;
use travel_core::parse;
use travel_core::stable;
use travel_store::flights::{NewOrder, StoredOrder, Unsold};
use travel_world::flights::fares::money;
use travel_world::flights::pricing;
use travel_world::flights::sales::{Shortfall, Take};

const OPTIONS: &[&str] = &["CONFIRM", "DELAY_TO_QUEUE", "DELAY_TO_CANCEL"];

pub fn create(app: &App, _: &Req, _: NoQuery, body: CreateOrderRequest) -> Answer<FlightOrder> {
    let stock = Stock::of(app);
    let strict = || Ok(app.strict()?.0);
    let prepared = prepare(&body, &stock, &strict);
    // priced from what orders hold: a failed read of it fails the order, whatever the
    // pricing made of it
    stock.intact()?;
    let (mut order, dict, takes, ticketing_on, warnings) = prepared?;
    order.queuing_office_id = Some(app.tenant().office_id());
    // nobody tickets an order in the sandbox: one to be ticketed or cancelled lapses
    let lapses_after = order
        .ticketing_agreement
        .as_ref()
        .filter(|a| a.option == "DELAY_TO_CANCEL")
        .map(|_| ticketing_on);
    // a reference or id in use draws another
    for _ in 0..8u32 {
        let reference = travel_store::unguessable::record_locator();
        order.id = travel_store::unguessable::order_id();
        order.associated_records[0].reference = reference.clone();
        let new = NewOrder {
            id: &order.id,
            reference: &reference,
            created_on: stock.today,
            ticketing_on,
            lapses_after,
            order: &order,
        };
        match app.flights().sell(&new, &takes, stock.today) {
            Ok(()) => {
                let ticketed = stock.today > ticketing_on;
                let mut answer = Envelope::new(with_tickets(app.seed(), order, ticketed));
                answer.dictionaries = serde_json::to_value(&dict).ok();
                answer.warnings = warnings.into();
                return Ok(answer);
            }
            Err(Unsold::Duplicate) => continue,
            Err(Unsold::Short(Shortfall::SoldOut(i))) => {
                return Err(Rejection::at(
                    codes::SEGMENT_SELL_FAILURE,
                    "/data/flightOffers[0]",
                    format!(
                        "segment {} {} on {}: no seats left in class {}",
                        takes[i].segment, takes[i].flight, takes[i].date, takes[i].class
                    ),
                ))
            }
            Err(Unsold::Short(Shortfall::SeatTaken(i, label))) => {
                return Err(Rejection::at(
                    codes::SERVICES_NOT_AVAILABLE,
                    "/data/flightOffers[0]",
                    format!(
                        "SEAT {label} on segment {} {} is no longer available: choose another seat",
                        takes[i].segment, takes[i].flight
                    ),
                ))
            }
            Err(Unsold::Failed(e)) => return Err(e.into()),
        }
    }
    Err(Rejection::new(
        500,
        codes::SYSTEM_ERROR,
        "no free booking reference was found",
    ))
}

pub fn get(app: &App, req: &Req, q: OrderId, _: NoBody) -> Answer<FlightOrder> {
    let (order, ticketed) = stored(app, req, &q.id)?;
    Ok(Envelope::new(with_tickets(app.seed(), order, ticketed)))
}

pub fn cancel(app: &App, req: &Req, q: OrderId, _: NoBody) -> Answer<Value> {
    let (_, ticketed) = stored(app, req, &q.id)?;
    if ticketed {
        return Err(Rejection::new(
            400,
            codes::INVALID_DATA,
            "the order is ticketed: it cannot be cancelled through the service; contact the consolidator",
        ));
    }
    let kept = kept_id(app, req, &q.id)?;
    if !app.flights().cancel(&kept, app.today())? {
        return Err(no_order(&q.id));
    }
    Ok(Envelope::new(Value::Null))
}

/// The seat maps of an order's flights, its own travellers' seats free to them.
pub fn seat_maps_of_order(
    app: &App,
    req: &Req,
    q: SeatMapOrderQuery,
    _: NoBody,
) -> Answer<Vec<SeatMap>> {
    let Some(id) = q.id() else {
        return Err(Rejection::param(
            codes::MANDATORY_DATA_MISSING,
            "flightOrderId",
            "flightOrderId is required",
        ));
    };
    let kept = kept_id(app, req, id)?;
    Stock::answer(app, |stock| {
        let order = app
            .flights()
            .order(&kept, stock.today)?
            .ok_or_else(|| super::no_order(id).with_parameter("flightOrderId"))?
            .order;
        let mut maps = Vec::new();
        let mut dict = seatmaps::Dict::default();
        for (i, offer) in order.flight_offers.iter().enumerate() {
            let at = format!("/data/flightOffers[{i}]");
            seatmaps::maps_of(offer, &at, stock, Some(&order.id), &mut maps, &mut dict)?;
        }
        Ok(seatmaps::answer(maps, dict))
    })
}

/// A stored order, and whether its tickets are issued (from the day after its
/// ticketing date).
fn stored(app: &App, req: &Req, id: &str) -> Result<(FlightOrder, bool), Rejection> {
    let today = app.today();
    let kept = kept_id(app, req, id)?;
    let StoredOrder {
        order,
        ticketing_on,
        ..
    } = app
        .flights()
        .order(&kept, today)?
        .ok_or_else(|| no_order(id))?;
    Ok((order, today > ticketing_on))
}

/// The order with its electronic tickets, once issued: one per traveller with a seat
/// or on a lap, numbered after the validating carrier.
fn with_tickets(seed: Seed, mut order: FlightOrder, ticketed: bool) -> FlightOrder {
    if !ticketed {
        return order;
    }
    let segments: Vec<String> = order
        .flight_offers
        .iter()
        .flat_map(|o| o.itineraries.iter())
        .flat_map(|i| i.segments.iter().map(|s| s.id.clone()))
        .collect();
    order.tickets = order
        .travelers
        .iter()
        .map(|t| {
            let h = stable::mix(seed.hash(&[&order.id, &t.id]));
            Ticket {
                document_type: "ETICKET".into(),
                document_number: format!("{:03}-{:010}", 100 + h % 900, (h >> 12) % 10_000_000_000),
                document_status: "ISSUED".into(),
                traveler_id: t.id.clone(),
                segment_ids: segments.clone(),
            }
        })
        .collect();
    order
}

// The documented flight orders (see [`crate::documented`]): made in a tenant the
// first time it names one, from the tenant's own world and inventory (a nonstop a
// month on, priced and sold as any order), then read, mapped and cancelled like any
// order. Order ids are unique across the state file, and every tenant has the
// documented ones: each is kept under the documented id and the tenant's name, and
// answers under the documented id. Once made it is the tenant's to cancel; only a
// reset of the tenant makes it again.

/// How far after today a documented order flies.
const FLIES_AFTER_DAYS: u64 = 30;

/// The id the tenant's order `id` is kept under: a documented order's, made if the
/// tenant has not had it made since its last reset; any other id as it is.
pub(super) fn kept_id(app: &App, req: &Req, id: &str) -> Result<String, Rejection> {
    let Some(doc) = documented::flight_order(id) else {
        return Ok(id.to_string());
    };
    let kept = format!("{id} {}", app.tenant().as_str());
    if !app.flights().documented_made(id)? {
        make(app, req, doc, &kept)?;
        app.flights().documented_made_now(id)?;
    }
    Ok(kept)
}

fn make(app: &App, req: &Req, doc: &DocumentedOrder, kept: &str) -> Result<(), Rejection> {
    let stock = Stock::of(app);
    let day = pricing::plain_day_from(stock.today + chrono::Days::new(FLIES_AFTER_DAYS));
    let search: SearchRequest = from(json!({
        "originDestinations": [{"id": "1", "originLocationCode": doc.origin,
            "destinationLocationCode": doc.destination,
            "departureDateTimeRange": {"date": day.to_string()}}],
        "travelers": [{"id": "1", "travelerType": "ADULT"}],
        "sources": ["GDS"],
        "searchCriteria": {"maxFlightOffers": 1, "flightFilters":
            {"connectionRestriction": {"maxNumberOfConnections": 0}}}
    }))?;
    let offer = search::post(req, &search, &stock)?
        .data
        .into_iter()
        .next()
        .ok_or_else(|| unmade(doc, "no flight was found"))?;
    let born = (stock.today - Duration::days(40 * 365)).to_string();
    let expires = (stock.today + Duration::days(5 * 365)).to_string();
    let request: CreateOrderRequest = from(json!({"data": {
        "type": "flight-order",
        "flightOffers": [offer],
        "travelers": [{
            "id": "1", "dateOfBirth": born, "gender": "MALE",
            "name": {"firstName": "JOHN", "lastName": doc.surname},
            "contact": {"emailAddress": "traveller@example.com",
                "phones": [{"deviceType": "MOBILE", "countryCallingCode": "33",
                    "number": "600000000"}]},
            "documents": [{"documentType": "PASSPORT", "number": "000000000",
                "expiryDate": expires, "issuanceCountry": "US", "nationality": "US",
                "holder": true}]
        }]
    }}))?;
    let (mut order, _, takes, ticketing_on, _) = prepare(&request, &stock, &|| Ok(false))?;
    stock.intact()?;
    order.id = doc.id.to_string();
    order.queuing_office_id = Some(app.tenant().office_id());
    let reference = travel_store::unguessable::record_locator();
    order.associated_records[0].reference = reference.clone();
    let new = NewOrder {
        id: kept,
        reference: &reference,
        created_on: stock.today,
        ticketing_on,
        lapses_after: None,
        order: &order,
    };
    match app.flights().sell(&new, &takes, stock.today) {
        // made meanwhile by another request of the tenant's
        Ok(()) | Err(Unsold::Duplicate) => Ok(()),
        Err(Unsold::Short(_)) => Err(unmade(doc, "its flight is sold out")),
        Err(Unsold::Failed(e)) => Err(e.into()),
    }
}

fn from<T: serde::de::DeserializeOwned>(v: serde_json::Value) -> Result<T, Rejection> {
    serde_json::from_value(v).map_err(|e| Rejection::system(format!("a documented order: {e}")))
}

fn unmade(doc: &DocumentedOrder, why: &str) -> Rejection {
    Rejection::system(format!(
        "the documented order {} could not be made: {why}",
        doc.id
    ))
}

/// The order, its dictionaries, the seats it takes, its ticketing day, and the
/// warnings it is answered with.
type Prepared = (FlightOrder, Dictionaries, Vec<Take>, NaiveDate, Vec<Value>);

/// Whether the tenant is strict, asked only when a request leans on the leniency.
type Strict<'a> = &'a dyn Fn() -> Result<bool, Rejection>;

/// The priced offer at the prices it was sent with: its total, and each traveller's
/// where the sent offer gives one.
fn sold_as_sent(offer: &mut FlightOffer, sent: &FlightOffer) {
    offer.price = sent.price.clone();
    for tp in &mut offer.traveler_pricings {
        if let Some(s) = sent
            .traveler_pricings
            .iter()
            .find(|s| s.traveler_id == tp.traveler_id)
        {
            tp.price = s.price.clone();
        }
    }
}

/// Everything checked, priced and counted before anything is written.
pub(super) fn prepare(
    body: &CreateOrderRequest,
    stock: &Stock,
    strict: Strict<'_>,
) -> Result<Prepared, Rejection> {
    let d = &body.data;
    match d.kind.trim() {
        "" => {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                "/data/type",
                "type is required: flight-order",
            ))
        }
        "flight-order" => {}
        _ => {
            return Err(Rejection::at(
                codes::INVALID_DATA,
                "/data/type",
                "type must be flight-order",
            ))
        }
    }
    if d.form_of_payments.is_some() {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            "/data/formOfPayments",
            "a form of payment is not accepted in a flight order",
        ));
    }
    let json = match d.flight_offers.as_slice() {
        [one] => one,
        [] => {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                "/data/flightOffers",
                "the priced flight offer to book is required",
            ))
        }
        _ => {
            return Err(Rejection::at(
                codes::INVALID_DATA,
                "/data/flightOffers",
                "one flight offer per order",
            ))
        }
    };
    let at = "/data/flightOffers[0]";
    let sent = super::sent_offer(json, at)?;
    let mut included = PricingIncluded::default();
    let mut unscheduled = Vec::new();
    let Priced {
        mut offer,
        dict,
        requirements,
        flights,
    } = price::price_one(
        at,
        &sent,
        json,
        stock,
        (false, false),
        &mut included,
        &mut unscheduled,
    )?;
    let asked = sent
        .price
        .grand_total
        .as_deref()
        .unwrap_or(&sent.price.total);
    if !unscheduled.is_empty() {
        // Flights outside the sandbox's schedule (another system's offer, or the
        // provider's documented one) have no fare here to hold the offer to: it is
        // sold at the total it carries.
        sold_as_sent(&mut offer, &sent);
    }
    let now = offer
        .price
        .grand_total
        .as_deref()
        .unwrap_or(&offer.price.total);
    let surnames = || d.travelers.iter().map(|t| t.name.last_name.as_str());
    // The scenario: the fare went up by 3% between pricing and booking.
    let dearer = scenarios::surnamed(surnames(), Outcome::PriceDiscrepancy)
        .then(|| money(price::cents(now) * 103 / 100));
    let now = dearer.as_deref().unwrap_or(now);
    if price::cents(asked) != price::cents(now) {
        return Err(Rejection::at(
            codes::PRICE_DISCREPANCY,
            &format!("{at}/price/grandTotal"),
            format!(
                "the grand total was {asked} {cur} and is now {now} {cur}: price the offer again",
                cur = offer.price.currency
            ),
        ));
    }
    let mut warnings = Vec::new();
    let travelers = check_travelers(&d.travelers, &offer, &requirements, strict, &mut warnings)?;
    if scenarios::surnamed(surnames(), Outcome::SeatTaken) {
        return Err(Rejection::at(
            codes::SERVICES_NOT_AVAILABLE,
            at,
            "a seat or extra bag asked was taken or withdrawn meanwhile: book without it, or choose again",
        ));
    }
    let mut ticketing = ticketing(d.ticketing_agreement.as_ref(), &offer, stock.today)?;
    if scenarios::surnamed(surnames(), Outcome::Ticketed) {
        // Ticketed at once: its ticketing day is already over.
        ticketing.1 = stock.today - Duration::days(1);
    }
    let seated = offer
        .traveler_pricings
        .iter()
        .filter(|t| t.traveler_type.takes_seat())
        .count() as u32;
    let takes = flights
        .iter()
        .map(|(leg, class, segment)| Take {
            segment: segment.clone(),
            flight: format!("{}{}", leg.p.carrier.iata, leg.p.number),
            key: leg.p.key().to_string(),
            date: leg.date,
            class: *class,
            seats: seated,
            labels: offer
                .traveler_pricings
                .iter()
                .flat_map(|t| t.fare_details_by_segment.iter())
                .filter(|f| &f.segment_id == segment)
                .filter_map(|f| f.additional_services.as_ref()?.get("chargeableSeatNumber"))
                .filter_map(|v| v.as_str().map(|l| l.trim().to_ascii_uppercase()))
                .collect(),
        })
        .collect();
    let order = FlightOrder {
        kind: "flight-order".into(),
        id: String::new(),
        queuing_office_id: None,
        associated_records: vec![AssociatedRecord {
            reference: String::new(),
            creation_date: creation_date(stock.now),
            origin_system_code: "GDS".into(),
            flight_offer_id: offer.id.clone(),
        }],
        flight_offers: vec![offer],
        travelers,
        ticketing_agreement: Some(ticketing.0),
        remarks: d.remarks.clone(),
        contacts: d.contacts.clone(),
        tickets: Vec::new(),
    };
    Ok((order, dict, takes, ticketing.1, warnings))
}

/// When a record was made, as the service writes it: local date and time to the
/// millisecond, without a zone (`2024-01-01T05:50:00.000`). The sandbox's clock counts
/// whole seconds.
fn creation_date(now_unix: i64) -> String {
    chrono::DateTime::from_timestamp(now_unix, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%S%.3f")
        .to_string()
}

/// The service's warning when a traveller's document could not be added to the
/// booking: the order is made all the same.
fn documents_not_added() -> Value {
    json!({
        "status": 200,
        "code": 0,
        "title": "SSRDocsNotAddedBookingWarning",
        "detail": "At least one of the passengers' document has not been added. Please proceed manually",
    })
}

/// The service's warning when the contact the airline needs (e-mail and mobile phone)
/// could not be added: the order is made all the same.
fn contact_not_added() -> Value {
    json!({
        "status": 200,
        "code": 0,
        "title": "ContactInfoSsrNotAddedToBookingWarning",
        "detail": "Unable to create some contact information SSR. Email and mobile phone number required.",
    })
}

/// Why a strict tenant is refused what the service booked with a warning.
const STRICT_REQUIREMENT: &str =
    "strict mode holds an order to the offer's bookingRequirements (docs/interface.md); \
     the service booked it with a warning";

/// The travellers against the offer's traveller pricings and what booking requires;
/// returned as kept (document numbers masked but for their last four characters).
///
/// What pricing says booking requires but the service booked without (a document, the
/// contact) is refused to a strict tenant, and answered with the service's warning
/// otherwise; what is sent is checked either way.
fn check_travelers(
    travelers: &[OrderTraveler],
    offer: &FlightOffer,
    req: &BookingRequirements,
    strict: Strict<'_>,
    warnings: &mut Vec<Value>,
) -> Result<Vec<OrderTraveler>, Rejection> {
    let missing = |at: String, what: &str| {
        Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            &at,
            format!("{what} is required"),
        )
    };
    let invalid = |at: String, why: String| Rejection::at(codes::INVALID_DATA, &at, why);
    if travelers.len() != offer.traveler_pricings.len() {
        return Err(invalid(
            "/data/travelers".into(),
            format!(
                "the offer is priced for {} travelers, {} were sent",
                offer.traveler_pricings.len(),
                travelers.len()
            ),
        ));
    }
    let first_day = offer
        .itineraries
        .first()
        .and_then(|i| i.segments.first())
        .and_then(|s| s.departure.at.get(..10))
        .and_then(parse::date);
    let last_day = offer
        .itineraries
        .last()
        .and_then(|i| i.segments.last())
        .and_then(|s| s.arrival.at.get(..10))
        .and_then(parse::date);
    let mut kept = Vec::with_capacity(travelers.len());
    for (i, t) in travelers.iter().enumerate() {
        let at = format!("/data/travelers[{i}]");
        let Some(tp) = offer
            .traveler_pricings
            .iter()
            .find(|p| p.traveler_id == t.id)
        else {
            return Err(invalid(
                format!("{at}/id"),
                format!("traveler {:?} is not a traveler of the offer", t.id),
            ));
        };
        if t.name.first_name.trim().is_empty() {
            return Err(missing(format!("{at}/name/firstName"), "the first name"));
        }
        if t.name.last_name.trim().is_empty() {
            return Err(missing(format!("{at}/name/lastName"), "the last name"));
        }
        for (field, name, max) in [
            ("firstName", &t.name.first_name, shape::FIRST_NAME_MAX),
            ("lastName", &t.name.last_name, shape::LAST_NAME_MAX),
        ] {
            if !shape::is_service_name(name, max) {
                return Err(Rejection::at(
                    codes::INVALID_FORMAT,
                    &format!("{at}/name/{field}"),
                    format!("{field} may hold only the letters A to Z, spaces, hyphens and apostrophes, at most {max} characters"),
                ));
            }
        }
        let needs = req
            .traveler_requirements
            .iter()
            .find(|r| r.traveler_id == t.id);
        let birth = match t.date_of_birth.as_deref() {
            None if needs.is_some_and(|r| r.date_of_birth_required == Some(true)) => {
                return Err(missing(format!("{at}/dateOfBirth"), "the date of birth"))
            }
            None => None,
            Some(d) => Some(parse::date(d).ok_or_else(|| {
                invalid(
                    format!("{at}/dateOfBirth"),
                    "dateOfBirth must be YYYY-MM-DD".into(),
                )
            })?),
        };
        if let (Some(born), Some(flies)) = (birth, first_day) {
            let age = flies.years_since(born).map_or(-1, i64::from);
            let kind = &tp.traveler_type;
            if !kind.admits_age(age) {
                return Err(invalid(
                    format!("{at}/dateOfBirth"),
                    format!("a traveler born {born} is {age} at departure: not {kind}"),
                ));
            }
        }
        if needs.is_some_and(|r| r.gender_required == Some(true)) && t.gender.is_none() {
            return Err(missing(format!("{at}/gender"), "the gender"));
        }
        let mut t = t.clone();
        let document_required = needs.is_some_and(|r| r.document_required == Some(true));
        if document_required && t.documents.is_empty() {
            if strict()? {
                return Err(Rejection::at(
                    codes::MANDATORY_DATA_MISSING,
                    &format!("{at}/documents"),
                    format!("a passport or identity card is required: {STRICT_REQUIREMENT}"),
                ));
            }
            if warnings
                .iter()
                .all(|w| w["title"] != "SSRDocsNotAddedBookingWarning")
            {
                warnings.push(documents_not_added());
            }
        }
        if let Some(doc) = t.documents.first().filter(|_| document_required) {
            let dat = format!("{at}/documents[0]");
            if doc.number.trim().len() < 5 {
                return Err(invalid(
                    format!("{dat}/number"),
                    "the document number is too short".into(),
                ));
            }
            let expiry = doc
                .expiry_date
                .as_deref()
                .and_then(parse::date)
                .ok_or_else(|| {
                    missing(format!("{dat}/expiryDate"), "the expiry date (YYYY-MM-DD)")
                })?;
            if last_day.is_some_and(|d| expiry < d) {
                return Err(invalid(
                    format!("{dat}/expiryDate"),
                    format!("the document expires on {expiry}, before the trip ends"),
                ));
            }
            for (field, value) in [
                ("issuanceCountry", &doc.issuance_country),
                ("nationality", &doc.nationality),
            ] {
                if value.as_deref().is_none_or(|c| c.len() != 2) {
                    return Err(missing(
                        format!("{dat}/{field}"),
                        &format!("{field} (a country code)"),
                    ));
                }
            }
        }
        for doc in &mut t.documents {
            let n = doc.number.chars().count();
            doc.number = doc
                .number
                .chars()
                .enumerate()
                .map(|(k, c)| if k + 4 < n { '*' } else { c })
                .collect();
        }
        kept.push(t);
    }
    let contact = travelers.iter().filter_map(|t| t.contact.as_ref());
    let mut lacking = Vec::new();
    if req.email_address_required == Some(true)
        && !contact
            .clone()
            .filter_map(|c| c.email_address.as_deref())
            .any(|e| e.contains('@') && e.contains('.'))
    {
        lacking.push((
            "/data/travelers[0]/contact/emailAddress",
            "an e-mail address",
        ));
    }
    if req.mobile_phone_number_required == Some(true)
        && !contact
            .flat_map(|c| c.phones.iter())
            .any(|p| p.number.chars().filter(char::is_ascii_digit).count() >= 6)
    {
        lacking.push(("/data/travelers[0]/contact/phones", "a phone number"));
    }
    if let Some((at, what)) = lacking.first() {
        if strict()? {
            return Err(Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                at,
                format!("{what} is required: {STRICT_REQUIREMENT}"),
            ));
        }
        warnings.push(contact_not_added());
    }
    Ok(kept)
}

/// The agreement as kept, and the day the ticket is issued at the end of.
fn ticketing(
    sent: Option<&TicketingAgreement>,
    offer: &FlightOffer,
    today: NaiveDate,
) -> Result<(TicketingAgreement, NaiveDate), Rejection> {
    let agreement = sent.cloned().unwrap_or(TicketingAgreement {
        option: "CONFIRM".into(),
        ..Default::default()
    });
    let option = agreement.option.trim().to_ascii_uppercase();
    if !OPTIONS.contains(&option.as_str()) {
        return Err(Rejection::at(
            codes::INVALID_OPTION,
            "/data/ticketingAgreement/option",
            format!("option must be one of {}", OPTIONS.join(", ")),
        ));
    }
    let last = offer
        .last_ticketing_date
        .as_deref()
        .and_then(parse::date)
        .unwrap_or(today);
    let by_agreement = if let Some(delay) = agreement.delay.as_deref() {
        let (n, unit) = delay.trim().split_at(delay.trim().len().saturating_sub(1));
        let n: i64 = n.parse().map_err(|_| {
            Rejection::at(
                codes::INVALID_FORMAT,
                "/data/ticketingAgreement/delay",
                "delay must be a number of days or hours, e.g. 6D or 12H",
            )
        })?;
        let days = match unit {
            "D" | "d" => n,
            "H" | "h" => (n + 23) / 24,
            _ => {
                return Err(Rejection::at(
                    codes::INVALID_FORMAT,
                    "/data/ticketingAgreement/delay",
                    "delay must be a number of days or hours, e.g. 6D or 12H",
                ))
            }
        };
        Some(today + Duration::days(days.max(0)))
    } else {
        agreement
            .date_time
            .as_deref()
            .and_then(|d| d.get(..10))
            .and_then(parse::date)
    };
    let on = by_agreement.map_or(last, |d| d.min(last)).max(today);
    Ok((
        TicketingAgreement {
            option,
            ..agreement
        },
        on,
    ))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::testing::{live_search, post, routed_in};
    use super::*;
    use crate::http::Req;
    use travel_core::ops::{flights as op, Operation};

    /// An offer of a live search, priced as pricing answers it.
    fn priced(app: &App, query: &str) -> Value {
        let found = live_search(query);
        let body =
            json!({"data": {"type": "flight-offers-pricing", "flightOffers": [found["data"][0]]}});
        let (status, v) = routed_in(app, post(op::PriceOffers::PATH, &body, true));
        assert_eq!(status, 200, "{v}");
        v["data"]["flightOffers"][0].clone()
    }

    fn traveller(id: &str, born: &str) -> Value {
        json!({
            "id": id, "dateOfBirth": born, "gender": "FEMALE",
            "name": {"firstName": "ADA", "lastName": "LOVELACE"},
            "contact": {"emailAddress": "ada@example.com",
                        "phones": [{"deviceType": "MOBILE", "countryCallingCode": "44", "number": "7700900123"}]},
            "documents": [{"documentType": "PASSPORT", "number": "123456789", "expiryDate": "2035-01-01",
                           "issuanceCountry": "GB", "nationality": "GB", "holder": true}]
        })
    }

    fn order(offer: &Value, travellers: Vec<Value>) -> Value {
        json!({"data": {"type": "flight-order", "flightOffers": [offer], "travelers": travellers}})
    }

    fn create(app: &App, body: &Value) -> (u16, Value) {
        routed_in(app, post(op::CreateOrder::PATH, body, false))
    }

    fn at_order(method: &str, id: &str) -> Req {
        let mut r = Req::test_get(&format!("/v1/booking/flight-orders/{id}"), "");
        r.method = method.into();
        r
    }

    #[test]
    fn an_order_is_created_read_and_cancelled_and_its_seats_come_back() {
        let (app, _dir) = App::for_tests();
        let offer = priced(
            &app,
            "originLocationCode=LHR&destinationLocationCode=CDG&adults=1&max=1",
        );
        let (status, v) = create(&app, &order(&offer, vec![traveller("1", "1985-12-10")]));
        assert_eq!(status, 201, "{v}");
        let o = &v["data"];
        let reference = o["associatedRecords"][0]["reference"].as_str().unwrap();
        assert_eq!(reference.len(), 6);
        assert!(reference
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()));
        assert_eq!(
            o["flightOffers"][0]["price"]["grandTotal"],
            offer["price"]["grandTotal"]
        );
        // the passport number is kept masked
        assert_eq!(o["travelers"][0]["documents"][0]["number"], "*****6789");
        assert!(!v.to_string().contains("123456789"));
        assert_eq!(o["ticketingAgreement"]["option"], "CONFIRM");
        let id = o["id"].as_str().unwrap();
        let (status, got) = routed_in(&app, at_order("GET", id));
        assert_eq!(status, 200, "{got}");
        assert_eq!(got["data"]["id"], id);
        assert!(
            got["data"].get("tickets").is_none(),
            "queued for ticketing today"
        );
        let (status, gone) = routed_in(&app, at_order("DELETE", id));
        assert_eq!((status, gone), (204, Value::Null));
        let (status, e) = routed_in(&app, at_order("GET", id));
        assert_eq!(status, 404, "{e}");
        let (status, _) = routed_in(&app, at_order("DELETE", id));
        assert_eq!(status, 404, "cancelled once");
    }

    #[test]
    fn on_a_failed_storage_writes_answer_500_in_the_service_shape_and_the_rest_is_served() {
        let (app, _dir) = App::for_tests();
        let query = "originLocationCode=LHR&destinationLocationCode=CDG&adults=1&max=1";
        let offer = priced(&app, query);
        let body = order(&offer, vec![traveller("1", "1985-12-10")]);
        let (status, v) = create(&app, &body);
        assert_eq!(status, 201, "{v}");
        let kept = v["data"]["id"].as_str().unwrap().to_string();

        // the disk is full, or the file read-only: what was kept is intact
        app.shared().store.fail_writes();
        let (status, e) = create(&app, &body);
        assert_eq!(status, 500, "{e}");
        let error = &e["errors"][0];
        assert_eq!(error["status"], 500);
        assert_eq!(error["code"], codes::SYSTEM_ERROR.number);
        assert_eq!(error["title"], codes::SYSTEM_ERROR.title);
        let detail = error["detail"].as_str().unwrap();
        assert!(detail.contains("readonly"), "{detail}");
        assert!(!e.to_string().to_lowercase().contains("reset"), "{e}");
        assert_eq!(routed_in(&app, at_order("DELETE", &kept)).0, 500);
        // a token is still issued (each request above got a new one), searches,
        // pricing and the orders kept are still answered
        let search = Req::test_get(
            op::SearchOffers::PATH,
            &format!("{query}&departureDate={}", app.today() + Duration::days(30)),
        );
        let (status, found) = routed_in(&app, search);
        assert_eq!(status, 200, "{found}");
        assert_eq!(priced(&app, query)["type"], "flight-offer");
        let (status, got) = routed_in(&app, at_order("GET", &kept));
        assert_eq!((status, got["data"]["id"].as_str()), (200, Some(&*kept)));
    }

    #[test]
    fn seats_that_cannot_be_read_answer_500_rather_than_a_guess() {
        let (app, _dir) = App::for_tests();
        let query = "originLocationCode=LHR&destinationLocationCode=CDG&adults=1&max=1";
        let offer = priced(&app, query);
        app.shared().store.lose_seats_held();
        let system_error = |(status, e): (u16, Value)| {
            assert_eq!(status, 500, "{e}");
            assert_eq!(e["errors"][0]["code"], codes::SYSTEM_ERROR.number, "{e}");
        };
        let search = Req::test_get(
            op::SearchOffers::PATH,
            &format!("{query}&departureDate={}", app.today() + Duration::days(30)),
        );
        system_error(routed_in(&app, search));
        let pricing = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}});
        system_error(routed_in(&app, post(op::PriceOffers::PATH, &pricing, true)));
        system_error(routed_in(
            &app,
            post(op::SeatMapsOfOffers::PATH, &json!({"data": [offer]}), true),
        ));
        system_error(create(
            &app,
            &order(&offer, vec![traveller("1", "1985-12-10")]),
        ));
    }

    #[test]
    fn a_lapsed_delay_to_cancel_order_is_gone_for_every_reader_and_no_reader_deletes_it() {
        let (app, _dir) = App::for_tests();
        let offer = priced(
            &app,
            "originLocationCode=LHR&destinationLocationCode=CDG&adults=1&max=1",
        );
        let mut body = order(&offer, vec![traveller("1", "1985-12-10")]);
        body["data"]["ticketingAgreement"] = json!({"option": "DELAY_TO_CANCEL", "delay": "1D"});
        let (status, v) = create(&app, &body);
        assert_eq!(status, 201, "{v}");
        let id = v["data"]["id"].as_str().unwrap().to_string();
        let seats_map = || Req::test_get(op::SeatMapsOfOrder::PATH, &format!("flightOrderId={id}"));
        assert_eq!(routed_in(&app, seats_map()).0, 200);
        // past its ticketing day nobody ticketed it: it is gone for every reader
        app.meta().advance_clock(app.tenant(), 3 * 86_400).unwrap();
        assert_eq!(routed_in(&app, at_order("GET", &id)).0, 404);
        assert_eq!(routed_in(&app, at_order("DELETE", &id)).0, 404);
        assert_eq!(routed_in(&app, seats_map()).0, 404);
        let (status, _) = routed_in(
            &app,
            post(
                op::PriceOffers::PATH,
                &json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}}),
                true,
            ),
        );
        assert_eq!(status, 200);
        // and none of those reads wrote: the order is still kept
        let kept = app.ledger();
        assert_eq!(kept.orders.keys().collect::<Vec<_>>(), [&id]);
    }

    #[test]
    fn a_reserved_seat_is_taken_for_everyone_else() {
        let (app, _dir) = App::for_tests();
        let mut offer = priced(
            &app,
            "originLocationCode=LHR&destinationLocationCode=CDG&adults=1&max=1",
        );
        // the full-fare class, which keeps seats after this order's
        offer["travelerPricings"][0]["fareDetailsBySegment"][0]["class"] = json!("Y");
        let maps = |app: &App, offer: &Value| {
            let (status, v) = routed_in(
                app,
                post(op::SeatMapsOfOffers::PATH, &json!({"data": [offer]}), true),
            );
            assert_eq!(status, 200, "{v}");
            v["data"][0]["decks"][0]["seats"]
                .as_array()
                .unwrap()
                .clone()
        };
        let state_of = |seats: &[Value], label: &str| {
            seats.iter().find(|s| s["number"] == label).unwrap()["travelerPricing"][0]
                ["seatAvailabilityStatus"]
                .clone()
        };
        let seats = maps(&app, &offer);
        let Some(free) = seats
            .iter()
            .find(|s| s["travelerPricing"][0]["seatAvailabilityStatus"] == "AVAILABLE")
        else {
            // a fare that chooses no seat: nothing to reserve on this route today
            return;
        };
        let label = free["number"].as_str().unwrap().to_string();
        offer["travelerPricings"][0]["fareDetailsBySegment"][0]["additionalServices"] =
            json!({"chargeableSeatNumber": label});
        let body = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}});
        let (_, repriced) = routed_in(&app, post(op::PriceOffers::PATH, &body, true));
        let with_seat = repriced["data"]["flightOffers"][0].clone();
        let (status, v) = create(&app, &order(&with_seat, vec![traveller("1", "1985-12-10")]));
        assert_eq!(status, 201, "{v}");
        let id = v["data"]["id"].as_str().unwrap().to_string();
        assert_eq!(state_of(&maps(&app, &offer), &label), "OCCUPIED");
        // the order's own map leaves it to its traveller
        let (status, own) = routed_in(
            &app,
            Req::test_get(op::SeatMapsOfOrder::PATH, &format!("flightOrderId={id}")),
        );
        assert_eq!(status, 200, "{own}");
        let own_seats = own["data"][0]["decks"][0]["seats"].as_array().unwrap();
        assert_eq!(state_of(own_seats, &label), "AVAILABLE");
        // the same seat priced for someone else: occupied
        let (status, e) = routed_in(&app, post(op::PriceOffers::PATH, &body, true));
        assert_eq!(status, 400, "{e}");
        assert_eq!(e["errors"][0]["code"], 38034, "{e}");
        assert!(e["errors"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("occupied"));
        // another tenant's inventory is its own: the seat is free there, to see and to
        // price
        let other = app.as_tenant("another-office");
        assert_eq!(state_of(&maps(&other, &offer), &label), "AVAILABLE");
        let (status, v) = routed_in(&other, post(op::PriceOffers::PATH, &body, true));
        assert_eq!(status, 200, "{v}");
        // cancelled: the seat is free again
        routed_in(&app, at_order("DELETE", &id));
        assert_eq!(state_of(&maps(&app, &offer), &label), "AVAILABLE");
    }

    #[test]
    fn the_last_seats_of_a_class_are_never_sold_twice() {
        let (app, _dir) = App::for_tests();
        let found =
            live_search("originLocationCode=MAD&destinationLocationCode=BCN&adults=1&max=50");
        // the scarcest nonstop: its count is exact below nine
        let scarce = found["data"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["itineraries"][0]["segments"].as_array().unwrap().len() == 1)
            .min_by_key(|o| o["numberOfBookableSeats"].as_i64())
            .expect("a nonstop")
            .clone();
        let left = scarce["numberOfBookableSeats"].as_i64().unwrap();
        let body = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [scarce]}});
        let (status, v) = routed_in(&app, post(op::PriceOffers::PATH, &body, true));
        assert_eq!(status, 200, "{v}");
        let offer = v["data"]["flightOffers"][0].clone();
        let mut sold = 0;
        let mut refused = None;
        for _ in 0..400 {
            let (status, v) = create(&app, &order(&offer, vec![traveller("1", "1985-12-10")]));
            if status == 201 {
                sold += 1;
            } else {
                refused = Some(v);
                break;
            }
        }
        let e = refused.expect("the class runs out");
        let code = e["errors"][0]["code"].as_i64();
        // pricing sees the class gone first (34651), or the sale does
        assert_eq!(code, Some(34651), "{e}");
        if left < 9 {
            assert_eq!(sold, left, "{sold} sold of {left} shown");
        } else {
            assert!(sold >= 9, "{sold} sold of 9 or more shown");
        }
    }

    #[test]
    fn refusals_name_what_is_wrong() {
        let (app, _dir) = App::for_tests();
        let offer = priced(
            &app,
            "originLocationCode=LHR&destinationLocationCode=JFK&adults=1&max=1",
        );
        let one = || vec![traveller("1", "1985-12-10")];
        let code = |(s, v): (u16, Value)| (s, v["errors"][0]["code"].as_i64().unwrap_or(0), v);
        // the price moved since
        let mut stale = offer.clone();
        stale["price"]["grandTotal"] = json!("1.00");
        let (s, c, v) = code(create(&app, &order(&stale, one())));
        assert_eq!((s, c), (400, 37200), "{v}");
        let detail = v["errors"][0]["detail"].as_str().unwrap();
        assert!(
            detail.contains("1.00")
                && detail.contains(offer["price"]["grandTotal"].as_str().unwrap())
        );
        // a payment
        let mut paid = order(&offer, one());
        paid["data"]["formOfPayments"] = json!([{"creditCard": {"number": "4111111111111111"}}]);
        assert_eq!(code(create(&app, &paid)).1, 477);
        // two travellers for a one-traveller offer, a child's birth date for an adult
        assert_eq!(
            code(create(
                &app,
                &order(
                    &offer,
                    vec![traveller("1", "1985-12-10"), traveller("2", "1985-12-10")]
                )
            ))
            .1,
            4926
        );
        assert_eq!(
            code(create(
                &app,
                &order(&offer, vec![traveller("1", "2020-01-01")])
            ))
            .1,
            4926
        );
        // a passport sent is checked, though the service booked without one
        let mut t = traveller("1", "1985-12-10");
        t["documents"][0]["number"] = json!("12");
        let (_, c, v) = code(create(&app, &order(&offer, vec![t])));
        assert_eq!(c, 4926, "{v}");
        assert_eq!(
            v["errors"][0]["source"]["pointer"],
            "/data/travelers[0]/documents[0]/number"
        );
        // an unknown ticketing option
        let mut bad = order(&offer, one());
        bad["data"]["ticketingAgreement"] = json!({"option": "SOMEDAY"});
        assert_eq!(code(create(&app, &bad)).1, 572);
        // nothing was sold by any of them
        let (status, _) = create(&app, &order(&offer, one()));
        assert_eq!(status, 201);
    }

    #[test]
    fn what_the_service_booked_with_a_warning_is_booked_with_it_unless_strict() {
        let offer = |app: &App| {
            priced(
                app,
                "originLocationCode=MAD&destinationLocationCode=LHR&adults=1&max=1",
            )
        };
        let without = |field: &str| {
            let mut t = traveller("1", "1985-12-10");
            match field {
                "documents" => {
                    t.as_object_mut().unwrap().remove("documents");
                }
                _ => {
                    t["contact"].as_object_mut().unwrap().remove(field);
                }
            }
            t
        };
        for (field, title, pointer) in [
            (
                "documents",
                "SSRDocsNotAddedBookingWarning",
                "/data/travelers[0]/documents",
            ),
            (
                "emailAddress",
                "ContactInfoSsrNotAddedToBookingWarning",
                "/data/travelers[0]/contact/emailAddress",
            ),
        ] {
            let (app, _dir) = App::for_tests();
            let o = offer(&app);
            let (s, v) = create(&app, &order(&o, vec![without(field)]));
            assert_eq!(s, 201, "{field}: {v}");
            let warnings = v["warnings"].as_array().unwrap();
            assert_eq!(warnings.len(), 1, "{v}");
            assert_eq!(warnings[0]["title"], title);
            assert_eq!(warnings[0]["status"], 200);
            assert_eq!(warnings[0]["code"], 0);
            // with everything sent, no warning
            let (s, v) = create(&app, &order(&o, vec![traveller("1", "1985-12-10")]));
            assert_eq!(s, 201);
            assert!(v.get("warnings").is_none(), "{v}");

            // a strict tenant is refused, and told which rule
            let (app, _dir) = App::for_tests();
            app.meta().set_strict(app.tenant(), Some(true)).unwrap();
            let o = offer(&app);
            let (s, v) = create(&app, &order(&o, vec![without(field)]));
            let e = &v["errors"][0];
            assert_eq!((s, e["code"].as_i64()), (400, Some(32171)), "{v}");
            assert_eq!(e["source"]["pointer"], pointer);
            let detail = e["detail"].as_str().unwrap();
            assert!(
                detail.contains("strict") && detail.contains("bookingRequirements"),
                "{detail}"
            );
        }
    }

    #[test]
    fn a_record_is_dated_to_the_millisecond_as_the_service_wrote_it() {
        for t in [0, 1, 1_700_000_000, 1_893_456_000, 2_000_000_123] {
            let d = creation_date(t);
            assert_eq!(d.len(), "2024-01-01T05:50:00.000".len(), "{d}");
            assert!(d.ends_with(".000") && d.as_bytes()[10] == b'T', "{d}");
            assert_eq!(
                chrono::NaiveDateTime::parse_from_str(&d, "%Y-%m-%dT%H:%M:%S%.3f")
                    .unwrap()
                    .and_utc()
                    .timestamp(),
                t
            );
        }
    }

    #[test]
    fn a_ticketed_order_cannot_be_cancelled() {
        let (app, _dir) = App::for_tests();
        let yesterday = app.today() - Duration::days(1);
        let order = FlightOrder {
            kind: "flight-order".into(),
            id: "T1".into(),
            travelers: vec![serde_json::from_value(traveller("1", "1985-12-10")).unwrap()],
            ..Default::default()
        };
        let new = NewOrder {
            id: "T1",
            reference: "TKT001",
            created_on: yesterday,
            ticketing_on: yesterday,
            lapses_after: None,
            order: &order,
        };
        app.flights().sell(&new, &[], app.today()).unwrap();
        let (status, e) = routed_in(&app, at_order("DELETE", "T1"));
        assert_eq!(status, 400, "{e}");
        assert!(e["errors"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("consolidator"));
        let (status, v) = routed_in(&app, at_order("GET", "T1"));
        assert_eq!(status, 200);
        assert_eq!(
            v["data"]["tickets"].as_array().map(Vec::len),
            Some(1),
            "one ticket per traveller"
        );
    }
}
