//! `travel predict`: flight delays, airport punctuality, trip purpose.

use clap::Subcommand;
use serde_json::Value;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use travel_core::model::insights::Prediction;

mod delay;
mod on_time;
mod trip_purpose;

/// Predict delays, airport punctuality and trip purpose
#[derive(Debug, Subcommand)]
pub enum Command {
    Delay(delay::Args),
    OnTime(on_time::Args),
    TripPurpose(trip_purpose::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Delay(args) => delay::run(ctx, args),
        Command::OnTime(args) => on_time::run(ctx, args),
        Command::TripPurpose(args) => trip_purpose::run(ctx, args),
    }
}

/// The predictions of a body (`data` an array or a single object), most likely first.
fn predictions(body: &Value) -> Result<Vec<Prediction>> {
    let mut items: Vec<Prediction> = match body.get("data") {
        Some(Value::Object(_)) => body
            .get("data")
            .map(|d| serde_json::from_value(d.clone()))
            .transpose()?
            .into_iter()
            .collect(),
        _ => crate::api::data_items(body)?,
    };
    let p = |x: &Prediction| {
        x.probability
            .as_deref()
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    items.sort_by(|a, b| p(b).total_cmp(&p(a)));
    Ok(items)
}

/// Outcome and probability, most likely first.
fn table(body: &Value) -> Result<Table> {
    let mut t = Table::new(&["Outcome", ">Probability"]);
    for p in predictions(body)? {
        let prob = p
            .probability
            .as_deref()
            .and_then(|v| v.parse::<f64>().ok())
            .map(|v| format!("{:.1}%", v * 100.0))
            .unwrap_or_default();
        let outcome = p
            .result
            .unwrap_or_default()
            .replace('_', " ")
            .to_lowercase();
        t.push(vec![outcome, prob]);
    }
    Ok(t)
}
