//! `travel hotels offers`: rooms and prices for hotels on dates, numbered.

use chrono::NaiveDate;
use serde_json::{json, Value};

use super::shared::view;
use crate::api::{ops, Query};
use crate::clock;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::model::data_items;
use crate::model::hotel::{Hotel, HotelOffers};
use crate::output::note;
use crate::validate;

/// Hotels asked for in one request; the service limits the list.
const BATCH: usize = 20;

/// Search hotel offers for dates
///
/// By hotel ids, or `--city PAR` to search the city's hotels (in batches the service
/// accepts). Offers are numbered, cheapest first; `travel hotels offer N` rechecks one and
/// `travel hotels book N` books it.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hotel ids (8 characters; repeat or comma-separate)
    #[arg(value_delimiter = ',', value_parser = validate::clap(view::hotel_id),
          required_unless_present = "city", conflicts_with = "city")]
    ids: Vec<String>,

    /// Search the hotels of this city (IATA city code) instead
    #[arg(long, value_parser = validate::clap(validate::iata))]
    city: Option<String>,

    /// With --city: how many of its hotels to search (1 to 100; default 20)
    #[arg(long, requires = "city", value_parser = clap::value_parser!(u16).range(1..=100))]
    limit: Option<u16>,

    /// Check-in date (YYYY-MM-DD or +N; default today)
    #[arg(long, value_parser = validate::clap(validate::travel_date))]
    check_in: Option<NaiveDate>,

    /// Check-out date (YYYY-MM-DD or +N; default one night)
    #[arg(long, value_parser = validate::clap(validate::travel_date), conflicts_with = "nights")]
    check_out: Option<NaiveDate>,

    /// Nights instead of a check-out date
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=90))]
    nights: Option<u16>,

    /// Adults per room (1 to 9)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=9))]
    adults: u8,

    /// Rooms (1 to 9)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=9))]
    rooms: u8,

    /// Currency of the prices (ISO 4217; default the hotel's)
    #[arg(long, value_parser = validate::clap(validate::currency))]
    currency: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if args.limit.is_some() && args.city.is_none() {
        return Err(Error::usage(
            "--limit goes with --city (it caps how many of the city's hotels are searched)",
        ));
    }
    let check_in = args.check_in.unwrap_or_else(clock::today);
    let check_out = match (args.check_out, args.nights) {
        (Some(d), _) => d,
        (None, Some(n)) => check_in + chrono::Duration::days(i64::from(n)),
        (None, None) => check_in + chrono::Duration::days(1),
    };
    if check_out <= check_in {
        return Err(Error::usage(format!(
            "the check-out date {check_out} is not after the check-in date {check_in}"
        )));
    }
    let api = ctx.api()?;
    let ids = match &args.city {
        Some(city) => {
            let resp = api.fetch::<ops::hotels::HotelsByCity>(
                &Query::new().set("cityCode", city).untyped(),
            )?;
            let hotels: Vec<Hotel> = data_items(&resp.body)?;
            hotels
                .into_iter()
                .take(usize::from(args.limit.unwrap_or(20)))
                .map(|h| h.hotel_id)
                .collect()
        }
        None => args.ids.clone(),
    };
    if ids.is_empty() {
        note("no hotels to search");
        return Ok(());
    }
    let mut items: Vec<Value> = Vec::new();
    for batch in ids.chunks(BATCH) {
        let query = Query::new()
            .list("hotelIds", batch)
            .set("adults", args.adults)
            .set("checkInDate", check_in)
            .set("checkOutDate", check_out)
            .set("roomQuantity", args.rooms)
            .opt("currency", args.currency.as_ref());
        let resp = api.fetch::<ops::hotels::SearchHotelOffers>(&query.untyped())?;
        if let Some(Value::Array(data)) = resp.body.get("data") {
            items.extend(data.iter().cloned());
        }
    }
    let body = json!({ "data": items });
    let parsed: Vec<HotelOffers> = data_items(&body)?;
    let offers = view::flatten(&parsed);
    view::keep(&offers)?;
    if ctx.global.json {
        return ctx.out.json(&body);
    }
    if offers.is_empty() {
        note(&format!(
            "no rooms available from {check_in} to {check_out}"
        ));
        return Ok(());
    }
    ctx.out.table(&view::table(&offers))?;
    if ctx.out.stdout_tty {
        note("`travel hotels offer N` rechecks offer N; `travel hotels book N` books it");
    }
    Ok(())
}
