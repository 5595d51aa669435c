//! `travel hotels list`: hotels in a city, near a point, or by id.

use clap::ValueEnum;

use super::shared::view;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::title;
use crate::output::Table;
use crate::validate;
use travel_core::model::hotel::{Hotel, HotelIds, HotelListQuery, AMENITIES};
use travel_core::ops::hotels::{HotelsByCity, HotelsByGeocode, HotelsByIds};

/// List hotels in a city, near a point, or by their ids
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("where").required(true).args(["city", "near", "ids"])))]
pub struct Args {
    /// City code (IATA), e.g. PAR
    #[arg(long, value_parser = validate::clap(validate::iata))]
    city: Option<String>,

    /// A point: LAT,LON
    #[arg(long, value_name = "LAT,LON", allow_hyphen_values = true)]
    near: Option<String>,

    /// Hotel ids (8 characters, comma-separated)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(view::hotel_id))]
    ids: Vec<String>,

    /// Search radius around the city centre or the point
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=300), allow_negative_numbers = true)]
    radius: Option<u32>,

    /// Unit of --radius
    #[arg(long, value_enum, requires = "radius")]
    unit: Option<Unit>,

    /// Only these hotel chains (two-letter codes, comma-separated)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(chain))]
    chains: Vec<String>,

    /// Only hotels with all of these amenities (comma-separated; see --help)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(amenity))]
    amenities: Vec<String>,

    /// Star ratings, 1 to 5 (up to four, comma-separated)
    #[arg(long, value_delimiter = ',', value_parser = clap::value_parser!(u8).range(1..=5), allow_negative_numbers = true)]
    ratings: Vec<u8>,

    /// Where the hotels come from
    #[arg(long, value_enum)]
    source: Option<Source>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Unit {
    Km,
    Mile,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Source {
    Bedbank,
    Directchain,
    All,
}

fn chain(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if up.len() == 2 && up.chars().all(|c| c.is_ascii_alphanumeric()) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a hotel chain code (two letters, e.g. HL)"
        )))
    }
}

fn amenity(s: &str) -> Result<String> {
    let t = s.trim();
    AMENITIES
        .iter()
        .find(|a| a.eq_ignore_ascii_case(t))
        .map(|a| a.to_string())
        .ok_or_else(|| {
            Error::usage(format!(
                "{t:?} is not an amenity the service knows; one of: {}",
                AMENITIES.join(", ")
            ))
        })
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if args.ratings.len() > 4 {
        return Err(Error::usage(format!(
            "{} ratings given; the service takes at most four",
            args.ratings.len()
        )));
    }
    let filters = HotelListQuery {
        radius: args.radius,
        radius_unit: args.unit.map(|u| {
            match u {
                Unit::Km => "KM",
                Unit::Mile => "MILE",
            }
            .to_string()
        }),
        chain_codes: args.chains.clone(),
        amenities: args.amenities.clone(),
        ratings: args.ratings.iter().map(u8::to_string).collect(),
        hotel_source: args.source.map(|s| {
            match s {
                Source::Bedbank => "BEDBANK",
                Source::Directchain => "DIRECTCHAIN",
                Source::All => "ALL",
            }
            .to_string()
        }),
        ..Default::default()
    };
    let by = if let Some(city) = &args.city {
        By::City(HotelListQuery {
            city_code: Some(city.clone()),
            ..filters
        })
    } else if let Some(point) = &args.near {
        let (lat, lon) = point
            .split_once(',')
            .ok_or_else(|| Error::usage(format!("{point:?} is not a point: use LAT,LON")))?;
        By::Geocode(HotelListQuery {
            latitude: Some(validate::latitude(lat)?),
            longitude: Some(validate::longitude(lon)?),
            ..filters
        })
    } else {
        By::Ids(HotelIds {
            hotel_ids: args.ids.clone(),
        })
    };
    let api = ctx.api()?;
    let reply = match by {
        By::City(q) => api.fetch::<HotelsByCity>(&q)?,
        By::Geocode(q) => api.fetch::<HotelsByGeocode>(&q)?,
        By::Ids(q) => api.fetch::<HotelsByIds>(&q)?,
    };
    ctx.show_data(&reply, "no hotels match", table)
}

/// Which of the three hotel lists answers, and what it is asked.
enum By {
    City(HotelListQuery),
    Geocode(HotelListQuery),
    Ids(HotelIds),
}

fn table(hotels: &[Hotel]) -> Result<Table> {
    let mut t = Table::new(&["Id", "~Hotel", "?2Chain", "?1City", ">Stars", ">Distance"]);
    for h in hotels {
        let distance = h
            .distance
            .as_ref()
            .and_then(|d| d.value.map(|v| format!("{v:.1} {}", d.unit.to_lowercase())))
            .unwrap_or_default();
        t.push(vec![
            h.hotel_id.clone(),
            title(&h.name),
            h.chain_code.clone(),
            h.iata_code.clone(),
            h.rating.clone().unwrap_or_default(),
            distance,
        ]);
    }
    Ok(t)
}
