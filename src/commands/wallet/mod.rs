//! `travel wallet`: a card and travellers' documents kept in the OS keyring, for
//! bookings made where nobody can type them (`travel mcp`).

use clap::Subcommand;

use crate::credentials::Secret;
use crate::ctx::Ctx;
use crate::error::{Error, Result};

mod card;
mod document;

/// Keep a card or a traveller's passport in the OS keyring, for `travel mcp`
#[derive(Debug, Subcommand)]
pub enum Command {
    Document(document::Args),
    Card(card::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Document(args) => document::run(ctx, args),
        Command::Card(args) => card::run(ctx, args),
    }
}

/// The secret to keep: the first line of stdin, or typed hidden on a terminal.
fn read(ctx: &Ctx, from_stdin: bool, question: &str) -> Result<Secret> {
    if from_stdin {
        return Ok(Secret::new(ctx.read_stdin_line()?.trim()));
    }
    if !ctx.can_prompt() {
        return Err(Error::usage(
            "nothing to read it from: give it on stdin with --stdin, or run on a terminal to be asked",
        ));
    }
    ctx.prompter().password(question)
}
