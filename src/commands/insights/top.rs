//! `travel insights traveled|booked`: top destinations from a city in a month.

use clap::ValueEnum;
use serde_json::Value;

use crate::api::data_items;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::output::Table;
use crate::validate;
use travel_core::model::insights::AirTraffic;
use travel_core::model::insights::AirTrafficQuery;
use travel_core::model::{Envelope, Links, Meta};
use travel_core::ops::insights::{MostBooked, MostTraveled};
use travel_core::ops::Operation;

/// The arguments both top-destination commands take.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin city (IATA city code), e.g. MAD
    #[arg(value_parser = validate::clap(validate::iata))]
    city: String,

    /// The month, YYYY-MM
    #[arg(value_parser = validate::clap(validate::month))]
    period: String,

    /// Rank by share of flights or of travellers
    #[arg(long, value_enum, default_value_t = Sort::Flights)]
    sort: Sort,

    /// At most this many destinations in all (the service's default is 10)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=500), allow_negative_numbers = true)]
    max: Option<u32>,

    /// The page to show, ten destinations a page (1 to 50)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=50), conflicts_with = "all", allow_negative_numbers = true)]
    page: Option<u32>,

    /// Follow the pages to the end
    #[arg(long)]
    all: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Sort {
    Flights,
    Travelers,
}

pub enum Which {
    Traveled,
    Booked,
}

pub fn run(ctx: &Ctx, which: Which, args: Args) -> Result<()> {
    const PAGE: u32 = 10;
    let offset = (args.page.unwrap_or(1) - 1) * PAGE;
    let query = AirTrafficQuery {
        origin_city_code: args.city.clone(),
        period: args.period.clone(),
        sort: Some(
            match args.sort {
                Sort::Flights => "analytics.flights.score",
                Sort::Travelers => "analytics.travelers.score",
            }
            .to_string(),
        ),
        max: args.max.map(|m| m as usize),
        page_limit: Some(PAGE as usize),
        page_offset: Some(offset as usize),
    };
    let api = ctx.api()?;
    let mut resp = match which {
        Which::Traveled => api.fetch::<MostTraveled>(&query)?,
        Which::Booked => api.fetch::<MostBooked>(&query)?,
    };
    if args.all {
        resp.body = match which {
            Which::Traveled => follow_pages::<MostTraveled>(ctx, resp.body.into_value())?.into(),
            Which::Booked => follow_pages::<MostBooked>(ctx, resp.body.into_value())?.into(),
        };
    }
    let page = args.page.unwrap_or(1);
    let empty = match last_page(&resp.body, PAGE).filter(|&last| page > 1 && last < page) {
        // past the end is not "no data at all"
        Some(last) => format!(
            "page {page} is past the end: {} {} has {last} page{} (`--page {last}`)",
            args.city,
            args.period,
            if last == 1 { "" } else { "s" }
        ),
        None => format!("no air-traffic data from {} for {}", args.city, args.period),
    };
    ctx.show(&resp, &empty, |body| table(body, offset as usize))
}

/// The number of the last page, from the offset of `meta.links.last`.
fn last_page(body: &Value, size: u32) -> Option<u32> {
    let last = body.pointer("/meta/links/last")?.as_str()?;
    let (_, query) = last.split_once('?')?;
    url::form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "page[offset]")
        .and_then(|(_, v)| v.parse::<u32>().ok())
        .map(|offset| offset / size + 1)
}

/// Follow `meta.links.next` to the last page and join the `data` of every page.
fn follow_pages<Op: Operation>(ctx: &Ctx, first: Value) -> Result<Value> {
    let mut data: Vec<Value> = first
        .get("data")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let mut next = next_link(&first);
    let mut seen = 0;
    while let Some(url) = next {
        seen += 1;
        if seen > 100 {
            return Err(Error::new(
                crate::error::Kind::Unavailable,
                "the service's pages do not end (over 100 followed)",
            ));
        }
        let page = ctx.api()?.follow::<Op>(&url)?;
        data.extend(
            page.body
                .get("data")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
        );
        next = next_link(&page.body);
    }
    // All pages in one body: only the `self` link still means something.
    let meta = Meta {
        count: Some(data.len().into()),
        links: Some(Links {
            self_: first
                .pointer("/meta/links/self")
                .and_then(Value::as_str)
                .map(str::to_string),
            ..Default::default()
        }),
        ..Default::default()
    };
    Ok(serde_json::to_value(Envelope::new(data).with_meta(meta))?)
}

fn next_link(body: &Value) -> Option<String> {
    body.pointer("/meta/links/next")
        .and_then(Value::as_str)
        .map(str::to_string)
}

fn table(body: &Value, offset: usize) -> Result<Table> {
    let items: Vec<AirTraffic> = data_items(body)?;
    let mut t = Table::new(&["#", "~Destination", ">Flights %", ">Travelers %"]);
    for (i, it) in items.iter().enumerate() {
        let a = it.analytics.clone().unwrap_or_default();
        let n = |s: Option<travel_core::model::location::Score>| {
            s.and_then(|s| s.score)
                .map(|v| v.to_string())
                .unwrap_or_default()
        };
        t.push(vec![
            (offset + i + 1).to_string(),
            it.destination.clone().unwrap_or_default(),
            n(a.flights),
            n(a.travelers),
        ]);
    }
    Ok(t)
}
