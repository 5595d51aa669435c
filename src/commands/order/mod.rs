//! `travel order`: a booked flight order.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod seats;

/// Look at a booked flight order
#[derive(Debug, Subcommand)]
pub enum Command {
    Seats(seats::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Seats(args) => seats::run(ctx, args),
    }
}
