//! POST /v2/shopping/flight-offers/prediction: the offers of a search, each as sent,
//! with the probability that a traveller chooses it.

use serde::Deserialize;
use serde_json::Value;

use crate::ops::prelude::*;
use travel_core::model::flight::{FlightOffer, PredictionRequest, RawOffer};
use travel_core::model::{Envelope, Meta};
use travel_core::ops::NoQuery;

/// Probabilities are written with eight decimals; their units add up to exactly one.
const UNIT: i64 = 100_000_000;

pub fn answer(_: &App, _: &Req, _: NoQuery, body: PredictionRequest) -> Answer<Vec<RawOffer>> {
    predict(body)
}

fn predict(body: PredictionRequest) -> Answer<Vec<RawOffer>> {
    let Some(items) = body.data else {
        return Err(Rejection::at(
            codes::MANDATORY_DATA_MISSING,
            "/data",
            "data must be an array of flight offers",
        ));
    };
    let mut offers: Vec<RawOffer> = Vec::with_capacity(items.len());
    let mut feats = Vec::with_capacity(items.len());
    for (i, json) in items.into_iter().enumerate() {
        let offer = Some(json)
            .filter(Value::is_object)
            .and_then(|j| RawOffer::deserialize(j).ok())
            .ok_or_else(|| {
                Rejection::at(
                    codes::INVALID_FORMAT,
                    &format!("/data[{i}]"),
                    "each item must be a flight offer",
                )
            })?;
        feats.push(features(&offer.offer).ok_or_else(|| {
            Rejection::at(
                codes::MANDATORY_DATA_MISSING,
                &format!("/data[{i}]/price/grandTotal"),
                "each offer needs a price",
            )
        })?);
        offers.push(offer);
    }
    for (o, p) in offers.iter_mut().zip(shares(&feats)) {
        let p = format!("{}.{:08}", p / UNIT, p % UNIT);
        o.json["choiceProbability"] = p.clone().into();
        o.offer.choice_probability = Some(p);
    }
    let mut answer = Envelope::new(offers);
    answer.meta = body.meta.and_then(|m| Meta::deserialize(&m).ok());
    answer.dictionaries = body.dictionaries;
    Ok(answer)
}

/// What a choice depends on: the price, the minutes of the trip and the stops; `None`
/// without a price.
fn features(o: &FlightOffer) -> Option<(f64, f64, f64)> {
    let price = o.price.grand_total.as_deref().unwrap_or(&o.price.total);
    let price = price.parse::<f64>().ok()?;
    let itins = &o.itineraries;
    let mins: i64 = itins
        .iter()
        .map(|it| it.duration.as_deref().map_or(0, iso_minutes))
        .sum();
    let segs: usize = itins.iter().map(|it| it.segments.len()).sum();
    let stops = segs.saturating_sub(itins.len()) as f64;
    Some((price, mins as f64, stops))
}

/// Each offer's share of `UNIT` by (price, minutes, stops): cheaper, shorter and with
/// fewer stops is likelier.
fn shares(feats: &[(f64, f64, f64)]) -> Vec<i64> {
    if feats.is_empty() {
        return Vec::new();
    }
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
    parts
}

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

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::ops::flights::testing::{err, ok, search};

    const LON_NYC: &str =
        "originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&adults=1";

    /// The answer to a body, as the router decodes it.
    fn predicted(body: &Value) -> Answer<Vec<RawOffer>> {
        predict(serde_json::from_value(body.clone()).unwrap())
    }

    #[test]
    fn probabilities_sum_to_one_in_the_order_sent() {
        let v = search(&format!("{LON_NYC}&max=30"));
        let r = ok(predicted(&v));
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
        assert_eq!(err(predicted(&json!({"data": {}}))).1["code"], 32171);
    }
}
