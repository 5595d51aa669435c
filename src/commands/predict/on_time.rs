//! `travel predict on-time`: how likely an airport is to run without delays on a day.

use chrono::NaiveDate;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate;
use travel_core::model::insights::OnTimeQuery;
use travel_core::ops::insights::PredictOnTime;

/// Predict whether an airport runs on time on a date
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Airport (IATA), e.g. JFK
    #[arg(value_parser = validate::clap(validate::iata))]
    airport: String,

    /// The date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(value_parser = validate::clap(validate::date), allow_negative_numbers = true)]
    date: NaiveDate,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = OnTimeQuery {
        airport_code: args.airport.clone(),
        date: args.date.to_string(),
    };
    let resp = ctx.api()?.fetch::<PredictOnTime>(&query)?;
    ctx.show(&resp, "no prediction for this airport", |body| {
        let mut t = crate::output::Table::new(&["Airport", "Date", ">On time"]);
        for p in super::predictions(body)? {
            let prob = p
                .probability
                .as_deref()
                .and_then(|v| v.parse::<f64>().ok())
                .map(|v| format!("{:.1}%", v * 100.0))
                .unwrap_or_default();
            t.push(vec![args.airport.clone(), args.date.to_string(), prob]);
        }
        Ok(t)
    })
}
