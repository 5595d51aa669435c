//! travel: a command-line tool for travel agents that speaks the Amadeus Self-Service API.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;

mod api;
mod card;
mod cli;
mod clock;
mod commands;
mod credentials;
mod ctx;
mod environment;
mod error;
mod format;
mod fsutil;
mod globals;
mod journal;
mod model;
mod output;
mod parse;
mod prompt;
mod sandbox;
mod saved;
mod stable;
mod validate;

use error::Kind;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    let ctx = ctx::Ctx::new(cli.global.clone());
    let result = commands::run(
        &ctx,
        cli.command,
        <cli::Cli as clap::CommandFactory>::command,
    );
    ctx.finish();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind == Kind::PipeClosed => ExitCode::SUCCESS,
        Err(err) => {
            report(&err, ctx.out.color);
            ExitCode::from(err.exit_code())
        }
    }
}

/// `error: ...` and `hint: ...` on stderr.
fn report(err: &error::Error, color: bool) {
    let color = color && std::io::stderr().is_terminal();
    let (red, yellow, reset) = if color {
        ("\x1b[1;31m", "\x1b[33m", "\x1b[0m")
    } else {
        ("", "", "")
    };
    eprintln!("{red}error:{reset} {}", err.message);
    if let Some(hint) = &err.hint {
        eprintln!("{yellow}hint:{reset} {hint}");
    }
}
