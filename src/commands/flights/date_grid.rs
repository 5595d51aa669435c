//! `flights search --dates N`: the cheapest offer of each pair of days around the
//! dates asked, N days either side, as a table of departure by return days (one
//! column for a one-way search). A search each: at most (2N+1)² of them, N at most 3.

use chrono::{Duration, NaiveDate};
use serde::Serialize;

use super::search::Args;
use super::shared::offers;
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::output::Table;
use travel_core::ops::flights::SearchOffers;
use travel_core::ops::NoBody;

/// A cell of the grid.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Cell {
    departure_date: NaiveDate,
    #[serde(skip_serializing_if = "Option::is_none")]
    return_date: Option<NaiveDate>,
    /// The cheapest offer's total for every traveller; none when nothing was found
    /// (or the day cannot be searched: past, or too far ahead).
    price: Option<f64>,
    currency: Option<String>,
}

/// Search every pair of days `around` the asked dates and show the cheapest of each.
pub fn run(ctx: &Ctx, args: &Args, around: u8) -> Result<()> {
    ctx.note("a table of days: no offers are kept; search a pair of days to number its offers");
    let today = ctx.today();
    let (out, back) = args.dates_asked(today)?;
    let days = |d: NaiveDate| -> Vec<NaiveDate> {
        (-i64::from(around)..=i64::from(around))
            .map(|k| d + Duration::days(k))
            .collect()
    };
    let departures = days(out);
    let returns = back.map(days);
    let last = today + Duration::days(crate::validate::FLIGHT_HORIZON_DAYS);
    let searchable = |d: NaiveDate| d >= today && d <= last;
    let api = ctx.api()?;
    let mut cells = Vec::new();
    for dep in &departures {
        let pairs: Vec<Option<NaiveDate>> = match &returns {
            Some(r) => r.iter().map(|d| Some(*d)).collect(),
            None => vec![None],
        };
        for ret in pairs {
            let usable = searchable(*dep) && ret.is_none_or(|r| searchable(r) && r >= *dep);
            let cheapest = if usable {
                let query = args.query_for(*dep, ret, today);
                let body = api.call_body::<SearchOffers>(&query, &NoBody)?;
                let mut list = offers::numbered(crate::api::data_of(&body)?);
                list.retain(|o| args.flexible_keeps(&o.parsed));
                list.iter()
                    .map(|o| {
                        (
                            offers::price_of(&o.parsed.price),
                            o.parsed.price.currency.clone(),
                        )
                    })
                    .filter(|(p, _)| p.is_finite() && *p < f64::MAX)
                    .min_by(|a, b| a.0.total_cmp(&b.0))
            } else {
                None
            };
            cells.push(Cell {
                departure_date: *dep,
                return_date: ret,
                price: cheapest.as_ref().map(|c| c.0),
                currency: cheapest.map(|c| c.1),
            });
        }
    }
    if ctx.global.json {
        return ctx.out.json_of(&cells);
    }
    let currency = cells
        .iter()
        .find_map(|c| c.currency.clone())
        .unwrap_or_default();
    if currency.is_empty() {
        return Err(Error::new(
            Kind::Rejected,
            format!("no offers on any of these days ({} searches)", cells.len()),
        ));
    }
    let price = |c: &Cell| c.price.map_or("-".to_string(), |p| format!("{p:.2}"));
    let grid = |day: &str, corner: &str| {
        let mark = |d: NaiveDate, asked: NaiveDate| {
            let s = d.format(day).to_string();
            if d == asked {
                format!("{s} *")
            } else {
                s
            }
        };
        match (&returns, back) {
            (Some(r), Some(back)) => {
                let mut titles = vec![corner.to_string()];
                titles.extend(r.iter().map(|d| format!(">{}", mark(*d, back))));
                let titles: Vec<&str> = titles.iter().map(String::as_str).collect();
                let mut t = Table::new(&titles);
                for (i, dep) in departures.iter().enumerate() {
                    let mut row = vec![mark(*dep, out)];
                    row.extend(cells[i * r.len()..(i + 1) * r.len()].iter().map(price));
                    t.push(row);
                }
                t
            }
            _ => {
                let mut t = Table::new(&["Depart", ">Price"]);
                for (dep, c) in departures.iter().zip(&cells) {
                    t.push(vec![mark(*dep, out), price(c)]);
                }
                t
            }
        }
    };
    // days with their month, or on a terminal too narrow for that, the weekday and
    // the day alone (the days asked are marked, and the grid spans a week at most)
    let mut table = grid("%a %d %b", "Depart \\ Return");
    if ctx.out.stdout_tty && table.natural_width() > ctx.out.columns() {
        table = grid("%a %d", "Out \\ Back");
    }
    ctx.out.table(&table.with_heading(format!(
        "The cheapest total in {currency} for every traveller, by day (* the days asked)"
    )))
}
