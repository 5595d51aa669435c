//! `travel airlines lookup`: names for airline codes.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::output::Table;
use crate::validate;
use travel_core::model::airline::Airline;
use travel_core::model::airline::AirlineLookup;
use travel_core::ops::reference::LookupAirlines;

/// Show the names behind airline codes
#[derive(Debug, clap::Args)]
pub struct Args {
    /// IATA (BA) or ICAO (BAW) codes; repeat or comma-separate
    #[arg(required = true, value_delimiter = ',', value_parser = validate::clap(validate::airline))]
    codes: Vec<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = AirlineLookup {
        airline_codes: args.codes.clone(),
    };
    let reply = ctx.api()?.fetch::<LookupAirlines>(&query)?;
    let empty = format!("no airline found for {}", args.codes.join(", "));
    let unknown = unknown(&args.codes, &reply.data);
    if !reply.data.is_empty() && !unknown.is_empty() && !ctx.global.json {
        ctx.note(&format!("no airline found for {}", unknown.join(", ")));
    }
    ctx.show_data(&reply, &empty, table)
}

/// The codes asked for that no airline of the answer carries, as IATA or ICAO code.
fn unknown<'a>(asked: &'a [String], found: &[Airline]) -> Vec<&'a str> {
    asked
        .iter()
        .filter(|code| {
            !found.iter().any(|a| {
                [&a.iata_code, &a.icao_code]
                    .into_iter()
                    .flatten()
                    .any(|c| c.eq_ignore_ascii_case(code))
            })
        })
        .map(String::as_str)
        .collect()
}

fn table(items: &[Airline]) -> Result<Table> {
    let mut t = Table::new(&["IATA", "ICAO", "~Name", "~Common name"]);
    for a in items {
        t.push(vec![
            a.iata_code.clone().unwrap_or_default(),
            a.icao_code.clone().unwrap_or_default(),
            title(a.business_name.as_deref().unwrap_or_default()),
            title(a.common_name.as_deref().unwrap_or_default()),
        ]);
    }
    Ok(t)
}
