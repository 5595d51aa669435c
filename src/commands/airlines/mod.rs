//! `travel airlines`: code lookup, destinations, check-in links.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod checkin;
mod lookup;
mod routes;

/// Look up airlines, their destinations and check-in pages
#[derive(Debug, Subcommand)]
pub enum Command {
    Lookup(lookup::Args),
    Routes(routes::Args),
    Checkin(checkin::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Lookup(args) => lookup::run(ctx, args),
        Command::Routes(args) => routes::run(ctx, args),
        Command::Checkin(args) => checkin::run(ctx, args),
    }
}
