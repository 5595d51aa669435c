//! `travel flights show N`: one offer of the last search, in full.

use std::fmt::Write as _;

use super::shared::offers::{self, carrier_name, layover};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::{day_time, duration, flight, time_with_day_mark, title, words};
use crate::saved::OfferNumber;
use travel_core::model::flight::{Dictionaries, FlightOffer, Segment};
use travel_core::model::Text;

/// Print one offer of the last search in full
///
/// Segments with aircraft and operating carrier, fare basis, brand and included bags per
/// segment, amenities, the price per traveller and the last ticketing date. With --json,
/// the offer as the service sent it.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `flights search` table, or N.K for brand K of
    /// its branded fares (`flights fares N`)
    number: OfferNumber,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (raw, body) = ctx.saved()?.offer(args.number, &ctx.origin())?;
    if ctx.global.json {
        return ctx.out.json(&raw);
    }
    let dicts = offers::dictionaries(&body);
    let offer: FlightOffer = serde_json::from_value(raw.clone())?;
    let mut text = render(args.number, &offer, &dicts, ctx.today());
    match ctx.saved()?.priced(args.number, &raw) {
        Some((p, at)) => {
            let p: FlightOffer = serde_json::from_value(p).unwrap_or_default();
            let when = chrono::DateTime::from_timestamp(at, 0)
                .map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string())
                .unwrap_or_default();
            let _ = writeln!(
                text,
                "\nPriced {when}: {} {} (`travel flights price {}` again to refresh)",
                p.price.grand_total.as_deref().unwrap_or(&p.price.total),
                p.price.currency,
                args.number
            );
        }
        None => {
            let _ = writeln!(
                text,
                "\nNot priced yet: `travel flights price {}` confirms the price before booking",
                args.number
            );
        }
    }
    ctx.out.text(&text)
}

fn render(n: OfferNumber, o: &FlightOffer, d: &Dictionaries, today: chrono::NaiveDate) -> String {
    let mut s = String::new();
    let travellers = o.traveler_pricings.len();
    let _ = writeln!(
        s,
        "Offer {n}: {} {} for {travellers} traveller{}{}",
        o.grand_total(),
        o.price.currency,
        if travellers == 1 { "" } else { "s" },
        o.last_ticketing_date
            .as_deref()
            .map(|t| format!(", ticket by {t}"))
            .unwrap_or_default()
    );
    if let Some(seats) = o.number_of_bookable_seats {
        let _ = writeln!(s, "Seats left at this price: {seats}");
    }
    let names = ["Outbound", "Return"];
    for (i, it) in o.itineraries.iter().enumerate() {
        let label = if o.itineraries.len() == 2 {
            names[i].to_string()
        } else {
            format!("Leg {}", i + 1)
        };
        let (Some(first), Some(last)) = (it.segments.first(), it.segments.last()) else {
            continue;
        };
        let stops = match it.segments.len() {
            1 => "nonstop".to_string(),
            k => format!("{} stop{}", k - 1, if k == 2 { "" } else { "s" }),
        };
        let _ = writeln!(
            s,
            "\n{label}: {} → {}, {}, {}",
            first.departure.iata_code,
            last.arrival.iata_code,
            it.duration.as_deref().map(duration).unwrap_or_default(),
            stops
        );
        for (k, seg) in it.segments.iter().enumerate() {
            if k > 0 {
                let prev = &it.segments[k - 1];
                let _ = writeln!(
                    s,
                    "    ⋯ {}",
                    layover(
                        &prev.arrival.at,
                        &seg.departure.at,
                        &seg.departure.iata_code
                    )
                );
            }
            segment(&mut s, o, seg, d, today);
        }
    }
    let _ = writeln!(s, "\nPrice");
    for tp in &o.traveler_pricings {
        let _ = writeln!(
            s,
            "  traveller {} {:<13} {} {} (base {})",
            tp.traveler_id, tp.traveler_type, tp.price.total, tp.price.currency, tp.price.base
        );
    }
    let taxes =
        o.price.total.parse::<f64>().unwrap_or(0.0) - o.price.base.parse::<f64>().unwrap_or(0.0);
    let _ = writeln!(
        s,
        "  total {} {} = base {} + taxes and fees {}",
        o.grand_total(),
        o.price.currency,
        o.price.base,
        travel_core::currency::amount(taxes, &o.price.currency)
    );
    for fee in o
        .price
        .fees
        .iter()
        .filter(|f| f.amount.parse::<f64>().unwrap_or(0.0) > 0.0)
    {
        let _ = writeln!(s, "  fee {} {}", fee.kind, fee.amount);
    }
    for extra in &o.price.additional_services {
        let _ = writeln!(
            s,
            "  optional {}: {} {}",
            extra.kind, extra.amount, o.price.currency
        );
    }
    if let Some(p) = &o.pricing_options {
        let _ = writeln!(s, "  fare type {}", p.fare_type.join(", "));
    }
    if !o.validating_airline_codes.is_empty() {
        let _ = writeln!(
            s,
            "  validating airline {}",
            o.validating_airline_codes.join(", ")
        );
    }
    s
}

/// A segment: the flight, then the fare of the first traveller on it.
fn segment(
    s: &mut String,
    o: &FlightOffer,
    seg: &Segment,
    d: &Dictionaries,
    today: chrono::NaiveDate,
) {
    let aircraft = seg
        .aircraft
        .as_ref()
        .map(|a| {
            d.aircraft
                .get(&*a.code)
                .map_or_else(|| a.code.to_string(), |n| title(n))
        })
        .unwrap_or_default();
    let operated = seg
        .operating
        .as_ref()
        .filter(|op| op.carrier_code != seg.carrier_code && !op.carrier_code.is_empty())
        .map(|op| format!(", operated by {}", carrier_name(d, &op.carrier_code)))
        .unwrap_or_default();
    let terminal = |t: &Option<Text>| t.as_ref().map(|t| format!(" T{t}")).unwrap_or_default();
    let _ = writeln!(
        s,
        "  {} {}{}  {}",
        flight(&seg.carrier_code, &seg.number),
        carrier_name(d, &seg.carrier_code),
        operated,
        aircraft
    );
    let _ = writeln!(
        s,
        "    {}{} {} → {}{} {}  ({})",
        seg.departure.iata_code,
        terminal(&seg.departure.terminal),
        day_time(&seg.departure.at, today),
        seg.arrival.iata_code,
        terminal(&seg.arrival.terminal),
        time_with_day_mark(&seg.arrival.at, &seg.departure.at),
        seg.duration.as_deref().map(duration).unwrap_or_default()
    );
    let Some(fare) = o.traveler_pricings.first().and_then(|tp| {
        tp.fare_details_by_segment
            .iter()
            .find(|f| f.segment_id == seg.id)
    }) else {
        return;
    };
    let bags = fare
        .included_checked_bags
        .as_ref()
        .map(|b| match (b.quantity, b.weight) {
            (Some(q), _) => format!("{q} checked bag{}", if q == 1 { "" } else { "s" }),
            (None, Some(w)) => format!("{w} {} checked", b.weight_unit.as_deref().unwrap_or("KG")),
            _ => "no checked bag".to_string(),
        })
        .unwrap_or_else(|| "no checked bag".to_string());
    let _ = writeln!(
        s,
        "    {} class {}, fare {}{}, {}",
        words(&fare.cabin),
        fare.booking_class,
        fare.fare_basis,
        fare.branded_fare_label
            .as_ref()
            .or(fare.branded_fare.as_ref())
            .map(|b| format!(", brand {}", title(b)))
            .unwrap_or_default(),
        bags
    );
    if !fare.amenities.is_empty() {
        let list: Vec<String> = fare
            .amenities
            .iter()
            .map(|a| {
                format!(
                    "{}{}",
                    title(&a.description),
                    if a.is_chargeable { " (paid)" } else { "" }
                )
            })
            .collect();
        let _ = writeln!(s, "    {}", list.join(", "));
    }
}
