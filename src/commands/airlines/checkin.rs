//! `travel airlines checkin`: an airline's online check-in pages.

use serde_json::Value;

use crate::api::{paths, Query};
use crate::ctx::Ctx;
use crate::error::Result;
use crate::model::airline::CheckinLink;
use crate::model::data_items;
use crate::output::Table;
use crate::validate;

/// Show an airline's online check-in links
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Airline code (IATA), e.g. BA
    #[arg(value_parser = validate::clap(validate::airline))]
    airline: String,

    /// Language of the pages, e.g. en-GB
    #[arg(long, value_parser = validate::clap(validate::language))]
    language: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let query = Query::new()
        .set("airlineCode", &args.airline)
        .opt("language", args.language.as_ref());
    let resp = ctx.api()?.get(paths::CHECKIN_LINKS, query.pairs())?;
    let empty = format!("no check-in links for {}", args.airline);
    ctx.show(&resp, &empty, table)
}

fn table(body: &Value) -> Result<Table> {
    let items: Vec<CheckinLink> = data_items(body)?;
    let mut t = Table::new(&["Channel", "Link"]);
    for l in items {
        t.push(vec![l.channel, l.href]);
    }
    Ok(t)
}
