//! `travel insights`: where travellers go from a city, and when.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod busiest;
mod top;

/// Market insights from air traffic of past months
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The most traveled destinations from a city in a month
    Traveled(top::Args),
    /// The most booked destinations from a city in a month
    Booked(top::Args),
    Busiest(busiest::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Traveled(args) => top::run(ctx, top::Which::Traveled, args),
        Command::Booked(args) => top::run(ctx, top::Which::Booked, args),
        Command::Busiest(args) => busiest::run(ctx, args),
    }
}
