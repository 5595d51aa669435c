//! `travel predict on-time`: how likely an airport is to run without delays on a day.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::validate::{self, DateArg};
use travel_core::model::insights::OnTimeQuery;
use travel_core::ops::insights::PredictOnTime;

/// Predict whether an airport runs on time on a date
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Airport (IATA), e.g. JFK
    #[arg(value_parser = validate::clap(validate::iata))]
    airport: String,

    /// The date: YYYY-MM-DD, +N days, today or tomorrow
    #[arg(value_parser = validate::clap(validate::date_arg), allow_negative_numbers = true)]
    date: DateArg,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let date = args.date.on(ctx.today());
    let query = OnTimeQuery {
        airport_code: args.airport.clone(),
        date: date.to_string(),
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
            t.push(vec![args.airport.clone(), date.to_string(), prob]);
        }
        Ok(t)
    })
}
