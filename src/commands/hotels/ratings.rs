//! `travel hotels ratings`: what reviews say about hotels.

use serde_json::Value;

use super::shared::view;
use crate::api::{ops, Query};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::model::data_items;
use crate::model::hotel::HotelSentiment;
use crate::output::Table;
use crate::validate;

/// Show hotels' ratings from review sentiment (0 to 100)
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hotel ids (8 characters; repeat or comma-separate)
    #[arg(required = true, value_delimiter = ',', value_parser = validate::clap(view::hotel_id))]
    ids: Vec<String>,
}

/// Hotels per request: the service rates at most three at a time.
const BATCH: usize = 3;

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let api = ctx.api()?;
    let (mut data, mut warnings) = (Vec::new(), Vec::new());
    for batch in args.ids.chunks(BATCH) {
        let query = Query::new().list("hotelIds", batch);
        let resp = api.fetch::<ops::hotels::HotelSentiments>(&query.untyped())?;
        let take = |key: &str| {
            resp.body
                .get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        data.extend(take("data"));
        warnings.extend(take("warnings"));
    }
    let mut body = serde_json::json!({ "meta": { "count": data.len() }, "data": data });
    if !warnings.is_empty() {
        body["warnings"] = serde_json::json!(warnings);
    }
    ctx.show(
        &crate::api::Reply { data: (), body },
        "no ratings for these hotels",
        table,
    )
}

fn table(body: &Value) -> Result<Table> {
    let items: Vec<HotelSentiment> = data_items(body)?;
    let mut t = Table::new(&[
        "Hotel",
        ">Overall",
        ">Reviews",
        ">Sleep",
        ">Service",
        ">Facilities",
        ">Room",
        ">Value",
        ">Catering",
        ">Location",
        ">Sights",
        ">Staff",
        ">Internet",
    ]);
    let n = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
    for h in items {
        let s = &h.sentiments;
        t.push(vec![
            h.hotel_id.clone(),
            n(h.overall_rating),
            n(h.number_of_reviews),
            n(s.sleep_quality),
            n(s.service),
            n(s.facilities),
            n(s.room_comforts),
            n(s.value_for_money),
            n(s.catering),
            n(s.location),
            n(s.points_of_interest),
            n(s.staff),
            n(s.internet),
        ]);
    }
    Ok(t)
}
