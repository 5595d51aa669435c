//! `travel airlines checkin`: an airline's online check-in pages.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use crate::validate;
use travel_core::model::airline::CheckinLink;
use travel_core::model::airline::CheckinQuery;
use travel_core::ops::reference::CheckinLinks;

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
    let query = CheckinQuery {
        airline_code: args.airline.clone(),
        language: args.language.clone(),
    };
    let reply = ctx.api()?.fetch::<CheckinLinks>(&query)?;
    let empty = format!("no check-in links for {}", args.airline);
    ctx.show_data(&reply, &empty, table)
}

fn table(items: &[CheckinLink]) -> Result<Table> {
    let mut t = Table::new(&["Channel", "Link"]);
    for l in items {
        t.push(vec![l.channel.clone(), l.href.clone()]);
    }
    Ok(t)
}
