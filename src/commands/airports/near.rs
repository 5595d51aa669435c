//! `travel airports near`: the most relevant airports around a point.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::output::Table;
use crate::validate;
use clap::ValueEnum;
use travel_core::model::location::NearestAirports;
use travel_core::model::location::{Location, Score};
use travel_core::ops::reference::SearchNearestAirports;

/// List the airports near a point, most relevant first
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Latitude in decimal degrees (-90 to 90)
    #[arg(value_parser = validate::clap(validate::latitude), allow_negative_numbers = true)]
    latitude: f64,

    /// Longitude in decimal degrees (-180 to 180)
    #[arg(value_parser = validate::clap(validate::longitude), allow_negative_numbers = true)]
    longitude: f64,

    /// Search radius in kilometres (the service describes airports within 500 km)
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=500), allow_negative_numbers = true)]
    radius: Option<u32>,

    /// Order of the results
    #[arg(long, value_enum, default_value_t = Sort::Relevance)]
    sort: Sort,

    /// At most this many airports
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100), allow_negative_numbers = true)]
    max: Option<u32>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Sort {
    Relevance,
    Distance,
    Flights,
    Travelers,
}

impl Sort {
    fn param(self) -> &'static str {
        match self {
            Sort::Relevance => "relevance",
            Sort::Distance => "distance",
            Sort::Flights => "analytics.flights.score",
            Sort::Travelers => "analytics.travelers.score",
        }
    }
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = NearestAirports {
        latitude: args.latitude,
        longitude: args.longitude,
        radius: args.radius,
        sort: Some(args.sort.param().to_string()),
        page_limit: args.max.map(|m| m as usize),
        page_offset: None,
    };
    let reply = ctx.api()?.fetch::<SearchNearestAirports>(&query)?;
    ctx.show_data(&reply, "no airport near this point", table)
}

fn table(items: &[Location]) -> Result<Table> {
    let mut t = Table::new(&[
        "Code",
        "~Airport",
        "~City",
        "?3Country",
        ">Distance",
        "?2>Flights",
        "?1>Travelers",
        ">Relevance",
    ]);
    let score = |s: Option<Score>| {
        s.and_then(|s| s.score)
            .map(|v| v.to_string())
            .unwrap_or_default()
    };
    for l in items {
        let addr = l.address.clone().unwrap_or_default();
        let analytics = l.analytics.clone().unwrap_or_default();
        let distance = l
            .distance
            .as_ref()
            .and_then(|d| {
                d.value.map(|v| {
                    format!(
                        "{v:.0} {}",
                        d.unit.as_deref().unwrap_or("KM").to_lowercase()
                    )
                })
            })
            .unwrap_or_default();
        t.push(vec![
            l.iata_code.clone().unwrap_or_default(),
            title(l.name.as_deref().unwrap_or_default()),
            title(addr.city_name.as_deref().unwrap_or_default()),
            addr.country_code.unwrap_or_default(),
            distance,
            score(analytics.flights),
            score(analytics.travelers),
            l.relevance.map(|r| format!("{r:.1}")).unwrap_or_default(),
        ]);
    }
    Ok(t)
}
