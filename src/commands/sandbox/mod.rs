//! `travel sandbox`: run the built-in local service for other clients, or reset its state.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod reset;
mod scenarios;
mod serve;

/// Run or reset the built-in sandbox service
#[derive(Debug, Subcommand)]
pub enum Command {
    Serve(serve::Args),
    Reset(reset::Args),
    Scenarios(scenarios::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Serve(args) => serve::run(ctx, args),
        Command::Reset(args) => reset::run(ctx, args),
        Command::Scenarios(args) => scenarios::run(ctx, args),
    }
}
