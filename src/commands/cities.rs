//! `travel cities`: city search by keyword.

use serde_json::Value;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::{coord, title};
use crate::names::places;
use crate::output::Table;
use crate::validate;
use travel_core::model::location::CitySearch;
use travel_core::model::location::{IncludedAirport, Location};
use travel_core::ops::reference::SearchCities;

/// Find cities whose name contains a keyword
///
/// The keyword matches any part of a city name (3 to 10 characters). A city's name in
/// another language (Roma, München, Lisboa) is looked up in travel's own table of
/// place names first, and searched by the name the service knows.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Part of the city name, e.g. PARIS or lond
    #[arg(value_parser = validate::clap(validate::city_keyword))]
    keyword: String,

    /// Only cities in this country (ISO 3166 alpha-2, e.g. FR)
    #[arg(long, value_parser = validate::clap(validate::country))]
    country: Option<String>,

    /// At most this many cities (1 to 100)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100), allow_negative_numbers = true)]
    max: Option<u32>,

    /// List each city's airports too
    #[arg(long)]
    airports: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let ask = |keyword: &str| {
        let query = CitySearch {
            // a name of the place names table comes as typed: sent as the service's letters
            keyword: travel_core::parse::fold(keyword),
            country_code: args.country.clone(),
            max: args.max.map(|m| m as usize),
            include: if args.airports {
                vec!["AIRPORTS".into()]
            } else {
                Vec::new()
            },
        };
        ctx.api()?.fetch::<SearchCities>(&query)
    };
    // a name of the place names table (Roma, München): the city by its English name,
    // the one the service knows, else by another of its names (a world that names
    // Sevilla so), else as typed: the first answer that holds the city
    let reply = match places::known(&args.keyword) {
        Some(k) => {
            ctx.note(&places::said(&k));
            let mut first = None;
            let mut found = None;
            for name in places::names_of(&k)
                .into_iter()
                .chain([args.keyword.clone()])
            {
                let Ok(keyword) = validate::city_keyword(&name) else {
                    continue;
                };
                let r = ask(&keyword)?;
                if r.data
                    .iter()
                    .any(|c| c.iata_code.as_deref() == Some(k.code))
                {
                    found = Some(r);
                    break;
                }
                first.get_or_insert(r);
            }
            match found.or(first) {
                Some(r) => r,
                None => ask(&args.keyword)?,
            }
        }
        None => ask(&args.keyword)?,
    };
    let empty = format!("no city matches {:?}", args.keyword);
    ctx.show_data(&reply, &empty, |cities: &[Location]| {
        table(cities, &reply.body, args.airports)
    })
}

fn table(cities: &[Location], body: &Value, with_airports: bool) -> Result<Table> {
    let mut titles = vec![
        "Code",
        "~City",
        "Country",
        "?2State",
        "?1>Latitude",
        "?1>Longitude",
    ];
    if with_airports {
        titles.push("~Airports");
    }
    let mut t = Table::new(&titles);
    for c in cities {
        let addr = c.address.clone().unwrap_or_default();
        let geo = c.geo_code.unwrap_or_default();
        let mut row = vec![
            c.iata_code.clone().unwrap_or_default(),
            title(c.name.as_deref().unwrap_or_default()),
            addr.country_code.unwrap_or_default(),
            addr.state_code.unwrap_or_default(),
            coord(geo.latitude),
            coord(geo.longitude),
        ];
        if with_airports {
            row.push(airport_list(body, c));
        }
        t.push(row);
    }
    Ok(t)
}

/// "CDG Charles De Gaulle, ORY Orly" from the relationships and `included.airports`.
fn airport_list(body: &Value, city: &Location) -> String {
    let included = body.pointer("/included/airports");
    city.relationships
        .iter()
        .map(|r| {
            let name = included
                .and_then(|a| a.get(&r.id))
                .and_then(|a| serde_json::from_value::<IncludedAirport>(a.clone()).ok())
                .and_then(|a| a.name)
                .map(|n| format!(" {}", title(&n)))
                .unwrap_or_default();
            format!("{}{}", r.id, name)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
