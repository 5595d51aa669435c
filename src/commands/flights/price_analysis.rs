//! `travel flights price-analysis`: how a price compares with the market for a route.

use std::fmt::Write as _;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use crate::validate::{self, DateArg};
use travel_core::model::flight::{PriceMetricItem, PriceMetricsQuery};
use travel_core::ops::flights::PriceMetrics;

/// Show the price quartiles of a route on a date
///
/// With --price, also where that price falls among them.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin airport or city (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    origin: String,

    /// Destination airport or city (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: String,

    /// Departure date (YYYY-MM-DD or +N)
    #[arg(value_parser = validate::clap(validate::date_arg))]
    date: DateArg,

    /// Currency (ISO 4217; the service's default is EUR)
    #[arg(long, value_parser = validate::clap(validate::currency))]
    currency: Option<String>,

    /// One-way prices (default: round trip)
    #[arg(long)]
    one_way: bool,

    /// A price to place among the quartiles
    #[arg(long, value_parser = positive_price, allow_negative_numbers = true)]
    price: Option<f64>,
}

fn positive_price(s: &str) -> std::result::Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|p| p.is_finite() && *p > 0.0)
        .ok_or_else(|| format!("{s:?} is not a price (a positive number)"))
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let date = args.date.travel(ctx.today())?;
    if args.origin == args.destination {
        return Err(crate::error::Error::usage(format!(
            "the origin and destination are both {}",
            args.origin
        )));
    }
    let query = PriceMetricsQuery {
        origin_iata_code: args.origin.clone(),
        destination_iata_code: args.destination.clone(),
        departure_date: date.to_string(),
        currency_code: args.currency.clone(),
        one_way: Some(args.one_way),
    };
    let reply = ctx.api()?.fetch::<PriceMetrics>(&query)?;
    let empty = format!(
        "no price data for {}-{} on {}",
        args.origin, args.destination, date
    );
    ctx.show_data(&reply, &empty, table)?;
    if let (Some(price), false) = (args.price, ctx.global.json) {
        if let Some(bar) = placement(&reply.data, price, ctx.out.columns()) {
            if ctx.out.stdout_tty {
                // a line apart from the table above
                ctx.out.text(&format!("\n{bar}"))?;
            } else {
                ctx.note(&bar);
            }
        }
    }
    Ok(())
}

fn table(items: &[PriceMetricItem]) -> Result<Table> {
    let mut t = Table::new(&["Route", "Date", "Trip", "Quartile", ">Price"]);
    for it in items {
        for m in &it.price_metrics {
            t.push(vec![
                format!("{}-{}", it.origin.iata_code, it.destination.iata_code),
                it.departure_date.clone(),
                if it.one_way { "one-way" } else { "round trip" }.to_string(),
                m.quartile_ranking.clone(),
                format!("{} {}", m.amount, it.currency_code),
            ]);
        }
    }
    Ok(t)
}

/// A bar from the minimum to the maximum with the quartiles marked and the price shown:
///
/// ```text
/// 120.00 |=====|=======|=========|======| 480.00 EUR
///                  ^ 250.00: between the first quartile and the median
/// ```
/// The bar is 40 characters wide, less on a terminal narrower than it and its labels
/// (`width`); the verdict goes under the caret when it does not fit beside it.
fn placement(items: &[PriceMetricItem], price: f64, width: usize) -> Option<String> {
    let it = items.first()?;
    let amounts: Vec<f64> = it
        .price_metrics
        .iter()
        .filter_map(|m| m.amount.parse::<f64>().ok())
        .collect();
    if amounts.len() != 5 {
        return None;
    }
    let (lo, hi) = (amounts[0], amounts[4]);
    let cur = it.currency_code.as_str();
    let left = format!("{} |", travel_core::currency::amount(lo, cur));
    let right = format!("| {} {cur}", travel_core::currency::amount(hi, cur));
    let labels = left.chars().count() + right.chars().count() + 1;
    let bar_width = width.saturating_sub(labels).clamp(10, 40);
    let span = (hi - lo).max(f64::EPSILON);
    let at = |v: f64| (((v - lo) / span).clamp(0.0, 1.0) * bar_width as f64).round() as usize;
    let mut bar: Vec<char> = vec!['='; bar_width + 1];
    for q in &amounts[1..4] {
        bar[at(*q)] = '|';
    }
    let mut s = String::new();
    let _ = writeln!(s, "{left}{}{right}", bar.iter().collect::<String>());
    let verdict = match price {
        p if p < amounts[0] => "below the lowest price seen",
        p if p <= amounts[1] => "between the minimum and the first quartile: a good price",
        p if p <= amounts[2] => "between the first quartile and the median",
        p if p <= amounts[3] => "between the median and the third quartile",
        p if p <= amounts[4] => "between the third quartile and the maximum: a high price",
        _ => "above the highest price seen",
    };
    let caret = " ".repeat(left.chars().count() + at(price));
    let shown = travel_core::currency::amount(price, cur);
    let said = format!("{shown}: {verdict}");
    if caret.len() + 2 + said.chars().count() <= width {
        let _ = write!(s, "{caret}^ {said}");
    } else if said.chars().count() <= width {
        let _ = write!(s, "{caret}^\n{said}");
    } else {
        // a narrow window: the price under the caret, the verdict on a line of its own
        let _ = write!(s, "{caret}^\n{shown}:\n{verdict}");
    }
    Some(s)
}
