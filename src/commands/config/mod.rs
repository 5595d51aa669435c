//! `travel config`: the user's defaults, kept in a TOML file (see `crate::config`).

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod edit;
mod get;
mod list;
mod set;

/// Keep defaults: the environment, currency, home airport, language, passengers, agency, pager
///
/// In `config.toml` of the user configuration directory (`~/.config/travel/` on
/// Linux). A flag on the command line wins, then an environment variable, then the
/// file. An unknown key or a bad value is refused with exit code 2, in the file as on
/// the command line.
#[derive(Debug, Subcommand)]
pub enum Command {
    Get(get::Args),
    Set(set::Args),
    Unset(set::UnsetArgs),
    List(list::Args),
    Edit(edit::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Get(args) => get::run(ctx, args),
        Command::Set(args) => set::run(ctx, args),
        Command::Unset(args) => set::unset(ctx, args),
        Command::List(args) => list::run(ctx, args),
        Command::Edit(args) => edit::run(ctx, args),
    }
}
