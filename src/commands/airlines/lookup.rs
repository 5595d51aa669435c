//! `travel airlines lookup`: names for airline codes.

use serde_json::Value;

use crate::api::{paths, Query};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::title;
use crate::model::airline::Airline;
use crate::model::data_items;
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
    let query = Query::new().list("airlineCodes", &args.codes);
    let resp = ctx.api()?.get(paths::AIRLINES, query.pairs())?;
    let empty = format!("no airline found for {}", args.codes.join(", "));
    ctx.show(&resp, &empty, table)
}

fn table(body: &Value) -> Result<Table> {
    let items: Vec<Airline> = data_items(body)?;
    let mut t = Table::new(&["IATA", "ICAO", "Name", "Common name"]);
    for a in items {
        t.push(vec![
            a.iata_code.unwrap_or_default(),
            a.icao_code.unwrap_or_default(),
            title(a.business_name.as_deref().unwrap_or_default()),
            title(a.common_name.as_deref().unwrap_or_default()),
        ]);
    }
    Ok(t)
}
