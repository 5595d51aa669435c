//! `travel hotels find`: hotels by name (autocomplete).

use crate::api::Reply;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::title;
use crate::output::Table;
use crate::validate;
use travel_core::model::hotel::{HotelMatch, HotelNameSearch};
use travel_core::ops::hotels::SearchHotelNames;

/// Find hotels by name
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Words of the hotel's name, 4 to 40 letters in all
    #[arg(required = true, num_args = 1..)]
    name: Vec<String>,

    /// Search the chains' own inventory (GDS) instead of the aggregators
    #[arg(long)]
    gds: bool,

    /// Only in this country (ISO 3166 alpha-2)
    #[arg(long, value_parser = validate::clap(validate::country))]
    country: Option<String>,

    /// Language of the results, e.g. fr (English where not available)
    #[arg(long, value_parser = validate::clap(validate::language))]
    lang: Option<String>,

    /// At most this many results (1 to 20)
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=20), allow_negative_numbers = true)]
    max: Option<u8>,
}

/// 4 to 40 letters (spaces allowed between words).
fn keyword(s: &str) -> Result<String> {
    let t = s.trim();
    let letters = t.chars().filter(|c| c.is_alphabetic()).count();
    if !t.chars().all(|c| c.is_alphabetic() || c == ' ') {
        return Err(Error::usage(format!(
            "{s:?}: the hotel name search takes letters only"
        )));
    }
    if !(4..=40).contains(&letters) {
        return Err(Error::usage(format!(
            "{s:?} has {letters} letters; the hotel name search takes 4 to 40"
        )));
    }
    Ok(travel_core::parse::fold(t))
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (name, reply) = search(ctx, &args)?;
    let empty = format!("no hotel name matches {name:?}");
    ctx.show_data(&reply, &empty, table)
}

/// The hotels whose name `args` gives, for the booking wizard to offer.
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<Vec<HotelMatch>> {
    Ok(search(ctx, args)?.1.data)
}

fn search(ctx: &Ctx, args: &Args) -> Result<(String, Reply<Vec<HotelMatch>>)> {
    let name = keyword(&args.name.join(" "))?;
    let query = HotelNameSearch {
        keyword: name.clone(),
        sub_type: vec![if args.gds {
            "HOTEL_GDS"
        } else {
            "HOTEL_LEISURE"
        }
        .to_string()],
        country_code: args.country.clone(),
        lang: args.lang.clone(),
        max: args.max.map(usize::from),
    };
    let reply = ctx.api()?.fetch::<SearchHotelNames>(&query)?;
    Ok((name, reply))
}

fn table(items: &[HotelMatch]) -> Result<Table> {
    let mut t = Table::new(&["Hotel ids", "~Name", "~City", "?2Country", "?1>Relevance"]);
    for m in items {
        let addr = m.address.clone().unwrap_or_default();
        t.push(vec![
            m.hotel_ids.join(","),
            title(&m.name),
            title(addr.city_name.as_deref().unwrap_or(&m.iata_code)),
            addr.country_code.unwrap_or_default(),
            m.relevance.map(|r| r.to_string()).unwrap_or_default(),
        ]);
    }
    Ok(t)
}
