//! travel: a command-line tool for travel agents that speaks the Amadeus Self-Service API.

use std::process::ExitCode;

/// mimalloc rather than the C library's malloc: a served search builds and frees many
/// small strings on several threads at once, and glibc's malloc took about a third of
/// the server's processor time under the search load of `benches/server.rs`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod api;
mod card;
mod cli;
mod commands;
mod credentials;
mod ctx;
mod environment;
mod error;
mod format;
mod fsutil;
mod globals;
mod interrupt;
mod journal;
mod mcp;
mod names;
mod output;
mod prompt;
mod saved;
mod served;
mod validate;
mod wallet;

use error::Kind;

fn main() -> ExitCode {
    interrupt::install();
    follow_the_sandbox_clock();
    let matches = <cli::Cli as clap::CommandFactory>::command().get_matches();
    let cli = match <cli::Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let ctx = ctx::Ctx::new(cli.global.clone());
    ExitCode::from(run(&ctx, &matches, cli.command))
}

/// A parsed command line run in its context, to the exit code: the command, the
/// sandbox's closing note, and the error reported on stderr. (Unit tests run whole
/// command lines through it too, see `ctx::testing::travel`.)
fn run(ctx: &ctx::Ctx, matches: &clap::ArgMatches, command: commands::Command) -> u8 {
    let result = refuse_sandbox_in_production(matches)
        .and_then(|()| commands::run(ctx, command, <cli::Cli as clap::CommandFactory>::command));
    ctx.finish();
    match result {
        Ok(()) => 0,
        Err(err) if err.kind == Kind::PipeClosed => 0,
        Err(err) => {
            ctx.out.error(&err);
            err.exit_code()
        }
    }
}

/// With `--sandbox`, the client checks dates and reads `+N`, `today` and `tomorrow` by
/// the in-process sandbox's clock: its own tenant's, the client id of its credentials.
/// Date arguments are checked while the command line is parsed, so this looks for the
/// flag before clap does.
fn follow_the_sandbox_clock() {
    let sandbox = std::env::args_os()
        .skip(1)
        .take_while(|a| a != "--")
        .any(|a| a == "--sandbox");
    if let (true, Ok(paths)) = (sandbox, ctx::user_paths()) {
        let tenant = credentials::Credentials::sandbox().client_id;
        travel_core::clock::follow(
            travel_sandbox::control::clock_at(&paths.sandbox_state(), &tenant).offset,
        );
    }
}

/// `--sandbox` with `--env production` typed on the command line asks for two things
/// at once; say so rather than quietly use the sandbox. (`AMADEUS_HOSTNAME` set in the
/// environment is a default, which `--sandbox` overrides.)
fn refuse_sandbox_in_production(matches: &clap::ArgMatches) -> error::Result<()> {
    let typed = matches.value_source("environment") == Some(clap::parser::ValueSource::CommandLine);
    let production = matches.get_one::<environment::Environment>("environment")
        == Some(&environment::Environment::Production);
    if matches.get_flag("sandbox") && typed && production {
        return Err(error::Error::usage(
            "--sandbox and --env production do not go together: the sandbox is never production",
        ));
    }
    Ok(())
}
