//! `travel bookings`: the journal of bookings this tool made.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod due;
mod filter;
mod list;
mod show;

/// Review the bookings made with travel (the journal)
#[derive(Debug, Subcommand)]
pub enum Command {
    List(list::Args),
    Show(show::Args),
    Due(due::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::List(args) => list::run(ctx, args),
        Command::Show(args) => show::run(ctx, args),
        Command::Due(args) => due::run(ctx, args),
    }
}
