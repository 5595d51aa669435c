//! `travel auth`: store, check and remove the API key and secret.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod login;
mod logout;
mod status;

/// Manage the API credentials kept in the OS keyring
#[derive(Debug, Subcommand)]
pub enum Command {
    Login(login::Args),
    Status(status::Args),
    Logout(logout::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Login(args) => login::run(ctx, args),
        Command::Status(args) => status::run(ctx, args),
        Command::Logout(args) => logout::run(ctx, args),
    }
}
