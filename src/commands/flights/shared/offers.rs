//! The flight-offer table shared by `flights search` and `flights predict`, and the
//! orderings a person can ask for.

use std::collections::HashMap;

use clap::ValueEnum;
use serde_json::Value;

use crate::api::body::Fields;
use crate::error::{Error, Result};
use crate::format::{
    day_time_in, duration, flight, minutes, parse_duration_minutes, time_with_day_mark, title,
};
use crate::output::Table;
use travel_core::model::flight::{
    Dictionaries, FlightOffer, ItinerarySummary, OfferSummary, Price,
};

/// An offer as listed (what a table shows and sorts by), and where it is in the body
/// as received (to read in full, or send back untouched).
#[derive(Debug, Clone)]
pub struct Offer {
    pub index: usize,
    pub parsed: OfferSummary,
}

impl Offer {
    /// The offer's JSON exactly as the service sent it.
    pub fn raw<'a>(&self, body: &'a Value) -> &'a Value {
        &body["data"][self.index]
    }
}

/// The offers of a response body, in the order received.
pub fn read(body: &Value) -> Result<Vec<Offer>> {
    Ok(numbered(crate::api::data_items(body)?))
}

/// The offers of a response's `data`, read, with where each is in it.
pub fn numbered(data: Vec<OfferSummary>) -> Vec<Offer> {
    data.into_iter()
        .enumerate()
        .map(|(index, parsed)| Offer { index, parsed })
        .collect()
}

/// The offers in a JSON text (stdin): a flight-offers search or pricing response, a
/// list of offers, or one offer; each as received. Refused (exit 2) when it holds none
/// or something else.
pub fn from_json_text(text: &str) -> Result<Vec<Value>> {
    let body: Value =
        serde_json::from_str(text).map_err(|e| Error::usage(format!("stdin is not JSON: {e}")))?;
    let items: Vec<Value> = match &body {
        Value::Array(items) => items.clone(),
        Value::Object(m) if m.get("data").is_some_and(Value::is_array) => {
            body["data"].as_array().cloned().unwrap_or_default()
        }
        // a pricing request or answer
        Value::Object(m) if m.get("data").is_some_and(|d| d["flightOffers"].is_array()) => body
            ["data"]["flightOffers"]
            .as_array()
            .cloned()
            .unwrap_or_default(),
        Value::Object(m) if m.contains_key("itineraries") => vec![body.clone()],
        _ => {
            return Err(Error::usage(
                "stdin must hold a flight-offers search or pricing response, a list of offers or one offer",
            ))
        }
    };
    if items.is_empty() {
        return Err(Error::usage("there are no offers on stdin"));
    }
    for (i, json) in items.iter().enumerate() {
        if !json.is_object() || serde_json::from_value::<FlightOffer>(json.clone()).is_err() {
            return Err(Error::usage(format!(
                "item {} on stdin is not a flight offer",
                i + 1
            )));
        }
    }
    Ok(items)
}

/// The segment ids of an offer as received, in order.
pub fn segment_ids(offer: &Value) -> Vec<String> {
    offer["itineraries"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|it| it["segments"].as_array().into_iter().flatten())
        .filter_map(|s| s["id"].as_str().map(str::to_string))
        .collect()
}

/// The body's `dictionaries` (read straight from a body's bytes, without a tree).
pub fn dictionaries(body: &impl Fields) -> Dictionaries {
    body.field("dictionaries").unwrap_or_default()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Sort {
    /// Cheapest first (the service's order)
    Price,
    /// Shortest total travel time first
    Duration,
    /// Earliest departure first
    Departure,
}

pub fn sort(offers: &mut [Offer], by: Sort) {
    match by {
        // A stable sort keeps the service's order among equal prices.
        Sort::Price => {
            offers.sort_by(|a, b| price_of(&a.parsed.price).total_cmp(&price_of(&b.parsed.price)))
        }
        Sort::Duration => offers.sort_by_key(|o| total_minutes(&o.parsed)),
        Sort::Departure => {
            offers.sort_by(|a, b| first_departure(&a.parsed).cmp(first_departure(&b.parsed)))
        }
    }
}

/// What the travellers pay in all, as a number to compare (unreadable: the highest).
pub fn price_of(p: &Price) -> f64 {
    p.grand_total().parse().unwrap_or(f64::MAX)
}

pub fn total_minutes(o: &OfferSummary) -> i64 {
    o.itineraries
        .iter()
        .filter_map(|i| i.duration.as_deref().and_then(parse_duration_minutes))
        .sum()
}

fn first_departure(o: &OfferSummary) -> &str {
    o.itineraries
        .first()
        .and_then(|i| i.segments.first())
        .map_or("", |s| s.departure.at.as_str())
}

/// The carrier's name from `dictionaries`, readable; the code when unknown.
pub fn carrier_name(dicts: &Dictionaries, code: &str) -> String {
    dicts
        .carriers
        .get(code)
        .map_or_else(|| code.to_string(), |n| title(n))
}

/// One table row per offer; a round trip's or multi-city's itineraries are lines of
/// the same cells, so an offer reads as one unit.
pub fn table(offers: &[(usize, &Offer)], dicts: &Dictionaries, probability: bool) -> Table {
    let mut titles = vec![
        "#",
        ">Price",
        "Carrier",
        "Flights",
        "Depart",
        "Arrive",
        ">Duration",
        "Stops",
        "?>Seats",
    ];
    if probability {
        titles.insert(2, ">Chance");
    }
    let mut t = Table::new(&titles);
    let names = Names::of(dicts);
    for (n, offer) in offers {
        let o = &offer.parsed;
        let lines: Vec<[String; 6]> = o
            .itineraries
            .iter()
            .map(|i| itinerary_cells(i, &names))
            .collect();
        let col = |k: usize| {
            lines
                .iter()
                .map(|l| l[k].clone())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let price = format!("{} {}", o.price.grand_total(), o.price.currency);
        let mut row = vec![
            n.to_string(),
            price,
            col(0),
            col(1),
            col(2),
            col(3),
            col(4),
            col(5),
            o.number_of_bookable_seats
                .map(|s| s.to_string())
                .unwrap_or_default(),
        ];
        if probability {
            let p = o
                .choice_probability
                .as_deref()
                .and_then(|p| p.parse::<f64>().ok())
                .map(|p| format!("{:.1}%", p * 100.0))
                .unwrap_or_default();
            row.insert(2, p);
        }
        t.push(row);
    }
    t
}

/// What every row of a table shows the same way, worked out once for all of them.
struct Names {
    /// Carrier names as shown, by code.
    carriers: HashMap<String, String>,
    this_year: i32,
}

impl Names {
    fn of(dicts: &Dictionaries) -> Names {
        Names {
            carriers: dicts
                .carriers
                .keys()
                .map(|code| (code.clone(), carrier_name(dicts, code)))
                .collect(),
            this_year: chrono::Datelike::year(&travel_core::clock::today()),
        }
    }

    fn carrier(&self, code: &str) -> String {
        self.carriers
            .get(code)
            .cloned()
            .unwrap_or_else(|| code.to_string())
    }
}

/// Carrier, flights, departure, arrival, duration and stops of one itinerary.
fn itinerary_cells(it: &ItinerarySummary, names: &Names) -> [String; 6] {
    let segs = &it.segments;
    let (Some(first), Some(last)) = (segs.first(), segs.last()) else {
        return Default::default();
    };
    let mut carriers: Vec<String> = Vec::new();
    for s in segs {
        let name = names.carrier(&s.carrier_code);
        if !carriers.contains(&name) {
            carriers.push(name);
        }
    }
    let flights: Vec<String> = segs
        .iter()
        .map(|s| flight(&s.carrier_code, &s.number))
        .collect();
    let depart = format!(
        "{} {}",
        first.departure.iata_code,
        day_time_in(&first.departure.at, names.this_year)
    );
    let arrive = format!(
        "{} {}",
        last.arrival.iata_code,
        time_with_day_mark(&last.arrival.at, &first.departure.at)
    );
    let span = it.duration.as_deref().map(duration).unwrap_or_else(|| {
        // Without a duration, the local clock difference would mislead across zones.
        String::new()
    });
    let stops = match segs.len() {
        1 => "nonstop".to_string(),
        n => {
            let via: Vec<&str> = segs[1..]
                .iter()
                .map(|s| s.departure.iata_code.as_str())
                .collect();
            format!("{} ({})", n - 1, via.join(", "))
        }
    };
    [
        carriers.join(", "),
        flights.join(" "),
        depart,
        arrive,
        span,
        stops,
    ]
}

/// Layover between two segments, e.g. `1h35m in DUB`.
pub fn layover(arrive_at: &str, depart_at: &str, airport: &str) -> String {
    match (
        crate::format::parse_local(arrive_at),
        crate::format::parse_local(depart_at),
    ) {
        (Some(a), Some(d)) => format!("{} in {airport}", minutes((d - a).num_minutes())),
        _ => format!("change in {airport}"),
    }
}
