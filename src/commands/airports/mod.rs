//! `travel airports`: airport and city search, nearest airports, direct routes.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod near;
mod routes;
pub(crate) mod search;

/// Find airports and the routes they serve
#[derive(Debug, Subcommand)]
pub enum Command {
    Search(search::Args),
    Near(near::Args),
    Routes(routes::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Search(args) => search::run(ctx, args),
        Command::Near(args) => near::run(ctx, args),
        Command::Routes(args) => routes::run(ctx, args),
    }
}
