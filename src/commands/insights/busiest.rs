//! `travel insights busiest`: a city's busiest months, with a bar chart on a terminal.

use clap::ValueEnum;
use serde_json::Value;

use crate::api::data_items;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use crate::validate;
use travel_core::model::insights::AirTraffic;
use travel_core::model::insights::BusiestQuery;
use travel_core::ops::insights::BusiestPeriod;

/// Show a city's busiest travelling months of a year
#[derive(Debug, clap::Args)]
pub struct Args {
    /// City (IATA city code), e.g. PAR
    #[arg(value_parser = validate::clap(validate::iata))]
    city: String,

    /// The year, YYYY
    #[arg(value_parser = validate::clap(validate::year))]
    year: String,

    /// Travellers arriving in or departing from the city
    #[arg(long, value_enum, default_value_t = Direction::Arriving)]
    direction: Direction,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Direction {
    Arriving,
    Departing,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = BusiestQuery {
        city_code: args.city.clone(),
        period: args.year.clone(),
        direction: Some(
            match args.direction {
                Direction::Arriving => "ARRIVING",
                Direction::Departing => "DEPARTING",
            }
            .to_string(),
        ),
    };
    let resp = ctx.api()?.fetch::<BusiestPeriod>(&query)?;
    let empty = format!("no traffic data for {} in {}", args.city, args.year);
    ctx.show(&resp, &empty, table)?;
    if ctx.out.stdout_tty && !ctx.global.json {
        if let Some(chart) = chart(&resp.body)? {
            // a line apart from the table above
            ctx.out.text(&format!("\n{chart}"))?;
        }
    }
    Ok(())
}

fn months(body: &Value) -> Result<Vec<(String, i64)>> {
    let items: Vec<AirTraffic> = data_items(body)?;
    let mut m: Vec<(String, i64)> = items
        .into_iter()
        .map(|i| {
            let score = i
                .analytics
                .and_then(|a| a.travelers)
                .and_then(|s| s.score)
                .unwrap_or(0);
            (i.period.unwrap_or_default(), score)
        })
        .collect();
    m.sort();
    Ok(m)
}

fn table(body: &Value) -> Result<Table> {
    let mut t = Table::new(&["Month", ">Travelers %"]);
    let mut ranked = months(body)?;
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (period, score) in ranked {
        t.push(vec![period, score.to_string()]);
    }
    Ok(t)
}

/// Month by month, in calendar order: `2026-07 ██████████████ 14`.
fn chart(body: &Value) -> Result<Option<String>> {
    let m = months(body)?;
    let top = m.iter().map(|(_, s)| *s).max().unwrap_or(0);
    if top <= 0 {
        return Ok(None);
    }
    let lines: Vec<String> = m
        .iter()
        .map(|(p, s)| format!("{p} {} {s}", "█".repeat(((*s * 40) / top).max(0) as usize)))
        .collect();
    Ok(Some(lines.join("\n")))
}
