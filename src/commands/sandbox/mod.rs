//! `travel sandbox`: run the built-in local service for other clients, reset its state,
//! move its clock.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod clock;
mod remote;
mod reset;
mod scenarios;
mod serve;
mod tenants;

/// Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants
#[derive(Debug, Subcommand)]
pub enum Command {
    Serve(Box<serve::Args>),
    Reset(reset::Args),
    Scenarios(scenarios::Args),
    Clock(clock::Args),
    Tenants(tenants::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Serve(args) => serve::run(ctx, *args),
        Command::Reset(args) => reset::run(ctx, args),
        Command::Scenarios(args) => scenarios::run(ctx, args),
        Command::Clock(args) => clock::run(ctx, args),
        Command::Tenants(args) => tenants::run(ctx, args),
    }
}
