//! `travel airlines lookup`: names for airline codes.

use crate::api::ops::reference::LookupAirlines;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::model::airline::Airline;
use crate::model::airline::AirlineLookup;
use crate::output::Table;
use crate::validate;

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
    ctx.show_data(&reply, &empty, table)
}

fn table(items: &[Airline]) -> Result<Table> {
    let mut t = Table::new(&["IATA", "ICAO", "Name", "Common name"]);
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
