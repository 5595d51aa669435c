//! `travel hotels offers`: rooms and prices for hotels on dates, numbered.

use chrono::NaiveDate;
use serde_json::Value;

use super::shared::view;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::validate::{self, DateArg};
use travel_core::model::hotel::{HotelListQuery, HotelOffers, HotelOffersQuery};
use travel_core::model::Envelope;
use travel_core::ops::hotels::{HotelsByCity, SearchHotelOffers};

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

    /// With --city: how many of its hotels to search (1 to 100; default 20). `--limit`,
    /// its older name, is still read
    #[arg(long = "max", alias = "limit", value_name = "MAX", requires = "city", value_parser = clap::value_parser!(u16).range(1..=100), allow_negative_numbers = true)]
    limit: Option<u16>,

    /// Check-in date (YYYY-MM-DD or +N; default today)
    #[arg(long, value_parser = validate::clap(validate::date_arg))]
    check_in: Option<DateArg>,

    /// Check-out date (YYYY-MM-DD or +N; default one night)
    #[arg(long, value_parser = validate::clap(validate::date_arg), conflicts_with = "nights")]
    check_out: Option<DateArg>,

    /// Nights instead of a check-out date
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=90), allow_negative_numbers = true)]
    nights: Option<u16>,

    /// Adults per room (1 to 9)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=9), allow_negative_numbers = true)]
    adults: u8,

    /// Rooms (1 to 9)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=9), allow_negative_numbers = true)]
    rooms: u8,

    /// Currency of the prices (ISO 4217; default the hotel's)
    #[arg(long, value_parser = validate::clap(validate::currency))]
    currency: Option<String>,
}

/// What a search found: the offers' items as received (for `--json`) and as read, for
/// how many hotels, on which dates.
pub(crate) struct Found {
    items: Vec<Value>,
    pub parsed: Vec<HotelOffers>,
    pub hotels: usize,
    pub check_in: NaiveDate,
    pub check_out: NaiveDate,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let Found {
        items,
        parsed,
        hotels,
        check_in,
        check_out,
    } = find(ctx, &args)?;
    if hotels == 0 {
        ctx.note("no hotels to search");
        return Ok(());
    }
    let offers = view::flatten(&parsed);
    if ctx.global.json {
        return ctx.out.json(&serde_json::to_value(Envelope::new(items))?);
    }
    if offers.is_empty() {
        ctx.note(&format!(
            "no rooms available from {check_in} to {check_out}"
        ));
        return Ok(());
    }
    ctx.out.table(&view::table(&offers, ctx.moment()))?;
    if ctx.out.stdout_tty {
        if offers.iter().any(|(_, o)| view::takes_no_card(o)) {
            ctx.note(
                &format!("{}: the hotel takes no card for that offer (`travel hotels offer N` lists what it takes), so `travel hotels book` cannot book it", view::NO_CARD_MARK),
            );
        }
        ctx.note("`travel hotels offer N` rechecks offer N; `travel hotels book N` books it");
    }
    Ok(())
}

/// Search the offers and keep them, cheapest first, numbered for `hotels offer N` and
/// `hotels book N`; `run` prints them, the booking wizard offers them to pick.
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<Found> {
    if args.limit.is_some() && args.city.is_none() {
        return Err(Error::usage(
            "--max goes with --city (it caps how many of the city's hotels are searched)",
        ));
    }
    let today = ctx.today();
    let check_in = match args.check_in {
        Some(d) => d.hotel(today)?,
        None => today,
    };
    let check_out = match (args.check_out, args.nights) {
        (Some(d), _) => d.hotel(today)?,
        (None, Some(n)) => check_in + chrono::Duration::days(i64::from(n)),
        (None, None) => check_in + chrono::Duration::days(1),
    };
    if check_out <= check_in {
        return Err(Error::usage(format!(
            "the check-out date {check_out} is not after the check-in date {check_in}"
        )));
    }
    validate::within(
        check_out,
        validate::HOTEL_HORIZON_DAYS,
        "hotels take stays",
        today,
    )?;
    let api = ctx.api()?;
    let ids = match &args.city {
        Some(city) => {
            let reply = api.fetch::<HotelsByCity>(&HotelListQuery {
                city_code: Some(city.clone()),
                ..Default::default()
            })?;
            reply
                .data
                .into_iter()
                .take(usize::from(args.limit.unwrap_or(20)))
                .map(|h| h.hotel_id)
                .collect()
        }
        None => args.ids.clone(),
    };
    if ids.is_empty() {
        return Ok(Found {
            items: Vec::new(),
            parsed: Vec::new(),
            hotels: 0,
            check_in,
            check_out,
        });
    }
    // The items as received (for `--json`) and as read.
    let (mut items, mut parsed): (Vec<Value>, Vec<HotelOffers>) = (Vec::new(), Vec::new());
    for batch in ids.chunks(BATCH) {
        let query = HotelOffersQuery {
            hotel_ids: batch.to_vec(),
            adults: Some(args.adults.to_string()),
            check_in_date: Some(check_in.to_string()),
            check_out_date: Some(check_out.to_string()),
            room_quantity: Some(args.rooms),
            currency: args.currency.clone(),
            ..Default::default()
        };
        let reply = api.fetch::<SearchHotelOffers>(&query)?;
        if let Some(Value::Array(data)) = reply.body.get("data") {
            items.extend(data.iter().cloned());
        }
        parsed.extend(reply.data);
    }
    view::keep(ctx, &view::flatten(&parsed))?;
    Ok(Found {
        items,
        parsed,
        hotels: ids.len(),
        check_in,
        check_out,
    })
}
