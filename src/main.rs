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
mod config;
mod credentials;
mod ctx;
mod environment;
mod error;
mod format;
mod fsutil;
mod globals;
mod interrupt;
mod journal;
mod logo;
mod mcp;
mod names;
mod order_view;
#[allow(clippy::print_stdout, clippy::print_stderr)] // the streams are written here
mod output;
mod pager;
mod paths;
mod prompt;
mod saved;
mod travellers;
mod trip;
mod usage;
mod validate;
mod wallet;

use error::Kind;

fn main() -> ExitCode {
    no_core_dumps();
    interrupt::install();
    // a damaged file must not keep `travel config` from repairing it: its error waits
    // until the command is known
    let (file, file_error) = match config::read() {
        Ok(values) => (values, None),
        Err(e) => (Default::default(), Some(e)),
    };
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(said) = usage::overlong(&args) {
        let e = error::Error::usage(said);
        output::Output::detect(false).error(&e);
        return ExitCode::from(e.exit_code());
    }
    let mut command = cli::command_with(&file);
    let matches = match command.try_get_matches_from_mut(&args) {
        Ok(m) => m,
        Err(e) => return refused(&e, names_no_command(&command, &args)),
    };
    let mut cli = match <cli::Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let typed = config::settle(&mut cli.global, &matches, &file);
    let mut settled = ctx::Run::of_user().typed_environment(typed);
    let is_config = matches!(cli.command, commands::Command::Config(_));
    // the trip commands name their trip themselves; every other needs the one in use
    let is_trip = matches!(cli.command, commands::Command::Trip(_));
    let ready = match file_error {
        Some(e) if !is_config => Err(e),
        _ => pinned_today()
            .and_then(|()| settled.activate_trip(cli.global.trip.as_deref(), !is_trip)),
    };
    if let Err(e) = ready {
        output::Output::detect(cli.global.no_color).error(&e);
        return ExitCode::from(e.exit_code());
    }
    // with --sandbox, dates are read by the sandbox's clock, which the context reads
    let mut ctx = ctx::Ctx::new(cli.global.clone(), settled);
    let paged = config::value("pager", &file)
        .filter(|_| cli.command.pages())
        .and_then(|command| pager::start(&mut ctx.out, &command));
    let code = run(&ctx, &matches, cli.command);
    // the pager sees the end of the text once stdout, which the context holds, closes
    drop(ctx);
    if let Some(pager) = paged {
        pager.wait();
    }
    ExitCode::from(code)
}

/// What clap refused: help and the version as clap prints them; `travel` alone, the
/// start screen; a mistake in words, broken between words at the terminal's width.
fn refused(e: &clap::Error, alone: bool) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand
            if alone =>
        {
            let out = output::Output::detect(false);
            return match out.text(usage::START) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::from(1),
            };
        }
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
        _ => {}
    }
    let out = output::Output::detect(false);
    out.note(usage::reworded(e).trim_end());
    ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
}

/// Whether `args` name no command at all (`travel`, `travel --sandbox`): the start
/// screen, rather than the help of a command whose subcommand is missing.
fn names_no_command(command: &clap::Command, args: &[std::ffi::OsString]) -> bool {
    !args.iter().skip(1).any(|a| {
        command
            .get_subcommands()
            .any(|c| c.get_name() == a || c.get_all_aliases().any(|n| n == a))
    })
}

/// TRAVEL_TODAY, when set, must be a moment: a value the clock cannot read would be
/// ignored and every date counted from the real today, unnoticed.
fn pinned_today() -> Result<(), error::Error> {
    match std::env::var(travel_core::clock::ENV) {
        Ok(v) if !v.trim().is_empty() && travel_core::clock::pin(&v).is_none() => {
            Err(error::Error::usage(format!(
                "TRAVEL_TODAY={v:?} is not a date: use YYYY-MM-DD or YYYY-MM-DDThh:mm (UTC), or unset it"
            )))
        }
        _ => Ok(()),
    }
}

/// No core dump of this process, whatever ends it: what it holds in memory (client
/// secrets and tokens, card and passport numbers; as `sandbox serve`, the cards and
/// passports of the bookings it is sent and its admin secret) must not land in a file
/// on a crash or a SIGQUIT. First thing, before anything is read: the core size limit
/// to 0, soft and hard, so the process cannot raise it again (programs it starts, a
/// pager or Chromium, inherit it); and on Linux the process made non-dumpable, which
/// also covers a `core_pattern` that pipes cores to a program (the limit does not stop
/// those) and keeps other processes of the same user from attaching to it with ptrace.
fn no_core_dumps() {
    #[cfg(unix)]
    {
        let none = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: setrlimit reads the struct it is given, which lives across the call.
        unsafe { libc::setrlimit(libc::RLIMIT_CORE, &none) };
    }
    #[cfg(any(target_os = "linux", target_os = "android"))]
    // SAFETY: PR_SET_DUMPABLE takes a plain integer and touches no memory of ours.
    unsafe {
        libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0);
    }
}

/// A parsed command line run in its context, to the exit code: the command, the
/// sandbox's closing note, and the error reported on stderr. (Unit tests run whole
/// command lines through it too, see `ctx::testing::travel`.)
fn run(ctx: &ctx::Ctx, matches: &clap::ArgMatches, command: commands::Command) -> u8 {
    let result = refuse_sandbox_in_production(matches)
        .and_then(|()| commands::run(ctx, command, command_line()));
    // a refusal answers nothing: no note says who answered (reading the sandbox's
    // clock to check a date is not an answer)
    if !matches!(&result, Err(e) if e.kind == Kind::Usage) {
        ctx.finish();
    }
    match result {
        Ok(()) => 0,
        Err(err) if err.kind == Kind::PipeClosed => 0,
        Err(err) => {
            ctx.out.error(&err);
            err.exit_code()
        }
    }
}

/// The command line as the MCP server and `generate-docs` see it: the clap tree, and a
/// parsed line run in a context (an MCP tool call is one).
fn command_line() -> mcp::Commands {
    fn run_matches(ctx: &ctx::Ctx, matches: &clap::ArgMatches) -> error::Result<()> {
        let cli = <cli::Cli as clap::FromArgMatches>::from_arg_matches(matches)
            .map_err(|e| error::Error::usage(e.to_string()))?;
        commands::run(ctx, cli.command, command_line())
    }
    mcp::Commands {
        tree: cli::command,
        run: run_matches,
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
