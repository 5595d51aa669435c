//! `travel recommend`: destinations travellers from these cities also like.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::{money, title};
use crate::output::Table;
use crate::validate;
use travel_core::model::location::Recommendation;
use travel_core::model::location::RecommendationQuery;
use travel_core::ops::reference::RecommendLocations;

/// Recommend destinations similar to the given cities
///
/// Recommendations are personalised by the traveller's country and can be limited to
/// destinations in some countries.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// City codes the traveller searched or booked, e.g. PAR LON
    #[arg(required = true, value_parser = validate::clap(validate::iata))]
    cities: Vec<String>,

    /// The traveller's country (ISO 3166 alpha-2)
    #[arg(long, value_parser = validate::clap(validate::country))]
    traveler_country: Option<String>,

    /// Only destinations in these countries (repeat or comma-separate)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(validate::country))]
    destination_country: Vec<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = RecommendationQuery {
        city_codes: args.cities.clone(),
        traveler_country_code: args.traveler_country.clone(),
        destination_country_codes: args.destination_country.clone(),
    };
    let reply = ctx.api()?.fetch::<RecommendLocations>(&query)?;
    ctx.show_data(&reply, "no recommendations for these cities", table)
}

fn table(items: &[Recommendation]) -> Result<Table> {
    let mut t = Table::new(&["Code", "~City", "?1>Relevance", "Dates", ">From"]);
    for r in items {
        let dates = match (&r.departure_date, &r.return_date) {
            (Some(d), Some(b)) => format!("{d} – {b}"),
            (Some(d), None) => d.clone(),
            _ => String::new(),
        };
        let price = r
            .price
            .as_ref()
            .and_then(|p| p.total.as_deref())
            .map(|total| money(total, r.price.as_ref().and_then(|p| p.currency.as_deref())))
            .unwrap_or_default();
        t.push(vec![
            r.location.iata_code.clone().unwrap_or_default(),
            title(r.location.name.as_deref().unwrap_or_default()),
            r.location
                .relevance
                .map(|v| format!("{v:.2}"))
                .unwrap_or_default(),
            dates,
            price,
        ]);
    }
    Ok(t)
}
