//! `travel location-score`: what travellers think of the area around a point.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use crate::validate;
use travel_core::model::insights::CategoryRatedArea;
use travel_core::model::insights::PointQuery;
use travel_core::ops::insights::LocationScore;

/// Score the area around a point for sights, food, shopping and night life (0 to 100)
///
/// The three radii the service rates (200 m, 500 m, 1500 m) side by side. Scores are
/// travellers' sentiment, not visit counts.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Latitude in decimal degrees
    #[arg(value_parser = validate::clap(validate::latitude), allow_negative_numbers = true)]
    latitude: f64,

    /// Longitude in decimal degrees
    #[arg(value_parser = validate::clap(validate::longitude), allow_negative_numbers = true)]
    longitude: f64,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = PointQuery {
        latitude: args.latitude,
        longitude: args.longitude,
    };
    let reply = ctx.api()?.fetch::<LocationScore>(&query)?;
    ctx.show_data(&reply, "no scores for this point", table)
}

fn table(areas: &[CategoryRatedArea]) -> Result<Table> {
    let mut areas = areas.to_vec();
    areas.sort_by_key(|a| a.radius.unwrap_or(0));
    let mut titles = vec!["Category".to_string()];
    titles.extend(
        areas
            .iter()
            .map(|a| format!(">{} m", a.radius.unwrap_or(0))),
    );
    let titles: Vec<&str> = titles.iter().map(String::as_str).collect();
    let mut t = Table::new(&titles);
    if areas.is_empty() {
        return Ok(t);
    }
    type Pick = fn(&CategoryRatedArea) -> Option<i64>;
    let rows: [(&str, Pick); 8] = [
        ("Sights", |a| {
            a.category_scores.as_ref()?.sight.as_ref()?.overall
        }),
        ("  historical", |a| {
            a.category_scores.as_ref()?.sight.as_ref()?.historical
        }),
        ("  beach and park", |a| {
            a.category_scores.as_ref()?.sight.as_ref()?.beach_and_park
        }),
        ("Restaurants", |a| {
            a.category_scores.as_ref()?.restaurant.as_ref()?.overall
        }),
        ("  vegetarian", |a| {
            a.category_scores.as_ref()?.restaurant.as_ref()?.vegetarian
        }),
        ("Shopping", |a| {
            a.category_scores.as_ref()?.shopping.as_ref()?.overall
        }),
        ("  luxury", |a| {
            a.category_scores.as_ref()?.shopping.as_ref()?.luxury
        }),
        ("Night life", |a| {
            a.category_scores.as_ref()?.night_life.as_ref()?.overall
        }),
    ];
    for (name, pick) in rows {
        let mut row = vec![name.to_string()];
        row.extend(
            areas
                .iter()
                .map(|a| pick(a).map(|v| v.to_string()).unwrap_or_default()),
        );
        t.push(row);
    }
    Ok(t)
}
