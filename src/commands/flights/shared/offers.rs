//! The flight-offer table shared by `flights search` and `flights predict`, and the
//! orderings a person can ask for.

use std::collections::HashMap;

use clap::ValueEnum;
use serde_json::Value;

use crate::api::body::Fields;
use crate::error::{Error, Result};
use crate::format::{
    day_time_in, duration, flight, hours, minutes, parse_duration_minutes, time_with_day_mark,
    title,
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

/// The offers for a person on a terminal, as a GDS availability display lists them
/// (one line per itinerary: carrier, flight numbers, departure and arrival, time,
/// stops and seats; the date once above the table where every offer shares it), with
/// [`script_table`]'s columns piped. `probability` adds the chance a traveller picks
/// each offer (`flights predict`).
pub fn table(
    offers: &[(usize, &Offer)],
    dicts: &Dictionaries,
    probability: bool,
    today: chrono::NaiveDate,
) -> Table {
    let names = Names::of(dicts, today);
    let currency = shared_currency(offers);
    let dates = shared_dates(offers);
    let price_title = match &currency {
        Some(c) => format!(">Price {c}"),
        None => ">Price".to_string(),
    };
    let mut titles = vec!["#", price_title.as_str()];
    if probability {
        titles.push(">Chance");
    }
    titles.extend(["?3Cx", "Flights"]);
    if dates.is_none() {
        titles.push("Date");
    }
    titles.extend([
        "Depart",
        "Arrive",
        "?5>Time",
        "?4Stops",
        "?2>Seats",
        "?1Carrier",
    ]);
    let mut t = Table::new(&titles);
    for (n, offer) in offers {
        let o = &offer.parsed;
        let lines: Vec<Itinerary> = o
            .itineraries
            .iter()
            .map(|i| Itinerary::of(i, &names))
            .collect();
        let col =
            |f: &dyn Fn(&Itinerary) -> String| lines.iter().map(f).collect::<Vec<_>>().join("\n");
        let price = match &currency {
            Some(_) => o.price.grand_total().to_string(),
            None => format!("{} {}", o.price.grand_total(), o.price.currency),
        };
        let mut row = vec![n.to_string(), price];
        if probability {
            row.push(chance(o));
        }
        row.push(col(&|i| i.cx.clone()));
        row.push(col(&|i| i.flights.join(" ")));
        if dates.is_none() {
            row.push(col(&|i| i.day.clone()));
        }
        row.extend([
            col(&|i| format!("{} {}", i.from, i.leaves)),
            col(&|i| format!("{} {}", i.to, i.arrives)),
            col(&|i| i.minutes.map(hours).unwrap_or_default()),
            col(&|i| i.stops.clone()),
            seats(o),
            col(&|i| i.carriers.join(", ")),
        ]);
        t.push(row);
    }
    let t = match dates {
        Some(days) => t.with_heading(days),
        None => t,
    };
    t.piped_as(script_table(offers, &names, probability))
}

/// The offers for a script (piped): one row per offer, a round trip's or
/// multi-city's itineraries joined in each cell, the columns scripts were written
/// against.
fn script_table(offers: &[(usize, &Offer)], names: &Names, probability: bool) -> Table {
    let mut titles = vec![
        "#",
        ">Price",
        "Carrier",
        "Flights",
        "Depart",
        "Arrive",
        ">Duration",
        "Stops",
        ">Seats",
    ];
    if probability {
        titles.insert(2, ">Chance");
    }
    let mut t = Table::new(&titles);
    for (n, offer) in offers {
        let o = &offer.parsed;
        let lines: Vec<Itinerary> = o
            .itineraries
            .iter()
            .map(|i| Itinerary::of(i, names))
            .collect();
        let col =
            |f: &dyn Fn(&Itinerary) -> String| lines.iter().map(f).collect::<Vec<_>>().join("\n");
        let mut row = vec![
            n.to_string(),
            format!("{} {}", o.price.grand_total(), o.price.currency),
            col(&|i| i.carriers.join(", ")),
            col(&|i| i.flights.join(" ")),
            col(&|i| format!("{} {}", i.from, i.departs)),
            col(&|i| format!("{} {}", i.to, i.arrives)),
            col(&|i| i.duration.clone()),
            col(&|i| match i.via.len() {
                0 => "nonstop".to_string(),
                n => format!("{n} ({})", i.via.join(", ")),
            }),
            seats(o),
        ];
        if probability {
            row.insert(2, chance(o));
        }
        t.push(row);
    }
    t
}

/// The seats left at the offer's price, as the service counts them.
fn seats(o: &OfferSummary) -> String {
    o.number_of_bookable_seats
        .map(|s| s.to_string())
        .unwrap_or_default()
}

/// The chance a traveller picks the offer, `12.5%`.
fn chance(o: &OfferSummary) -> String {
    o.choice_probability
        .as_deref()
        .and_then(|p| p.parse::<f64>().ok())
        .map(|p| format!("{:.1}%", p * 100.0))
        .unwrap_or_default()
}

/// The currency every offer is priced in, if they share one (then said once, in the
/// price's title).
fn shared_currency(offers: &[(usize, &Offer)]) -> Option<String> {
    let first = &offers.first()?.1.parsed.price.currency;
    offers
        .iter()
        .all(|(_, o)| &o.parsed.price.currency == first)
        .then(|| first.clone())
        .filter(|c| !c.is_empty())
}

/// The day each itinerary leaves on, when every offer's itinerary in that place (the
/// outbound, the return...) leaves the same day: said once above the table, e.g.
/// "Tue 15 Dec 2026, return Tue 22 Dec 2026".
fn shared_dates(offers: &[(usize, &Offer)]) -> Option<String> {
    let day_of = |it: &ItinerarySummary| {
        it.segments
            .first()
            .and_then(|s| crate::format::parse_local(&s.departure.at))
            .map(|t| t.date())
    };
    let first = &offers.first()?.1.parsed.itineraries;
    let days: Vec<chrono::NaiveDate> = first.iter().map(day_of).collect::<Option<_>>()?;
    let same = offers.iter().all(|(_, o)| {
        o.parsed.itineraries.len() == days.len()
            && o.parsed
                .itineraries
                .iter()
                .zip(&days)
                .all(|(it, d)| day_of(it).as_ref() == Some(d))
    });
    if !same || days.is_empty() {
        return None;
    }
    let said: Vec<String> = days.iter().map(|d| crate::format::day(*d)).collect();
    Some(match said.as_slice() {
        [one] => one.clone(),
        [out, back] => format!("{out}, return {back}"),
        many => format!("Flights on {}", many.join(", ")),
    })
}

/// What every row of a table shows the same way, worked out once for all of them.
struct Names {
    /// Carrier names as shown, by code.
    carriers: HashMap<String, String>,
    this_year: i32,
}

impl Names {
    /// The names of `dicts`, departures dated as seen on `today`.
    fn of(dicts: &Dictionaries, today: chrono::NaiveDate) -> Names {
        Names {
            carriers: dicts
                .carriers
                .keys()
                .map(|code| (code.clone(), carrier_name(dicts, code)))
                .collect(),
            this_year: chrono::Datelike::year(&today),
        }
    }

    fn carrier(&self, code: &str) -> String {
        self.carriers
            .get(code)
            .cloned()
            .unwrap_or_else(|| code.to_string())
    }
}

/// One itinerary as the tables show it.
#[derive(Default)]
struct Itinerary {
    /// The airline of the first flight.
    cx: String,
    /// Carrier names, each once.
    carriers: Vec<String>,
    flights: Vec<String>,
    from: String,
    to: String,
    /// `Tue 15 Dec` (with the year when not this one).
    day: String,
    /// `Tue 15 Dec 08:05` (and the year when not this one).
    departs: String,
    /// `08:05`.
    leaves: String,
    /// `11:10`, or `06:20+1` on a later day than the departure.
    arrives: String,
    /// As the service gives it, `PT11H10M`, written `11h10m`.
    duration: String,
    minutes: Option<i64>,
    /// The airports of the connections.
    via: Vec<String>,
    /// `nonstop`, `1 DUB`, `2 DUB,ORD`.
    stops: String,
}

impl Itinerary {
    fn of(it: &ItinerarySummary, names: &Names) -> Itinerary {
        let segs = &it.segments;
        let (Some(first), Some(last)) = (segs.first(), segs.last()) else {
            return Itinerary::default();
        };
        let mut carriers: Vec<String> = Vec::new();
        for s in segs {
            let name = names.carrier(&s.carrier_code);
            if !carriers.contains(&name) {
                carriers.push(name);
            }
        }
        let via: Vec<String> = segs[1..]
            .iter()
            .map(|s| s.departure.iata_code.clone())
            .collect();
        let departs = day_time_in(&first.departure.at, names.this_year);
        let leaves = crate::format::parse_local(&first.departure.at)
            .map(|t| t.format("%H:%M").to_string())
            .unwrap_or_else(|| first.departure.at.clone());
        let day = departs
            .strip_suffix(leaves.as_str())
            .map(str::trim_end)
            .unwrap_or_default()
            .to_string();
        Itinerary {
            cx: first.carrier_code.clone(),
            carriers,
            flights: segs
                .iter()
                .map(|s| flight(&s.carrier_code, &s.number))
                .collect(),
            from: first.departure.iata_code.clone(),
            to: last.arrival.iata_code.clone(),
            day,
            departs,
            leaves,
            arrives: time_with_day_mark(&last.arrival.at, &first.departure.at),
            // Without a duration, the local clock difference would mislead across zones.
            duration: it.duration.as_deref().map(duration).unwrap_or_default(),
            minutes: it.duration.as_deref().and_then(parse_duration_minutes),
            stops: match via.len() {
                0 => "nonstop".to_string(),
                n => format!("{n} {}", via.join(",")),
            },
            via,
        }
    }
}

/// One line for a menu: the airline of the first flight, then each itinerary's
/// departure and arrival times and stops, e.g. `EI 13:25→19:55 via DUB / 22:40→13:15+1 via DUB`.
pub fn in_brief(offer: &Offer, dicts: &Dictionaries, today: chrono::NaiveDate) -> String {
    let names = Names::of(dicts, today);
    let lines: Vec<Itinerary> = offer
        .parsed
        .itineraries
        .iter()
        .map(|i| Itinerary::of(i, &names))
        .collect();
    let legs: Vec<String> = lines
        .iter()
        .map(|i| {
            let stops = match i.via.as_slice() {
                [] => "nonstop".to_string(),
                few @ [_, _] | few @ [_] => format!("via {}", few.join(" ")),
                many => format!("{} stops", many.len()),
            };
            format!("{}→{} {stops}", i.leaves, i.arrives)
        })
        .collect();
    let cx = lines.first().map(|i| i.cx.as_str()).unwrap_or_default();
    format!("{cx} {}", legs.join(" / "))
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
