//! `travel sandbox reset`: forget everything the sandbox has stored.

use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_sandbox::control::StateFile;

/// Clear the sandbox's state: bookings, orders, tokens, the seats they hold, its clock
///
/// The state file is cleared in place, so a `travel sandbox serve` running on it serves
/// the cleared state at once (its clients are given new tokens when they next ask).
/// References and ids handed out afterwards never repeat earlier ones.
///
/// The bookings the journal holds at this sandbox (`travel bookings list`) are marked
/// gone from then on: the in-process sandbox's when its own file is reset, and those
/// made through each `travel sandbox serve` running on the file.
///
/// --seed N picks another world, the same for the same N: other prices, seats and
/// hotel rates from the same airports, airlines and hotels. Without it the sandbox goes
/// back to the usual world (seed 0). A server fixes its world when it starts, so
/// changing the seed is refused while one runs on the file: stop it first.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// State file to reset (default: the one --sandbox uses)
    #[arg(long, value_name = "FILE")]
    state: Option<PathBuf>,

    /// The world to start again with (0: the usual one)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        value_parser = seed,
        allow_negative_numbers = true
    )]
    seed: u64,
}

/// A seed: a whole number from 0.
fn seed(s: &str) -> std::result::Result<u64, String> {
    s.trim().parse().map_err(|_| {
        format!(
            "{s:?} is not a seed: give a whole number from 0 to {}",
            u64::MAX
        )
    })
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let path = match args.state {
        Some(p) => p,
        None => ctx.sandbox_state()?,
    };
    if !path.exists() && args.seed == 0 {
        ctx.note(&format!("the sandbox had no state ({})", path.display()));
        return Ok(());
    }
    let (state, replaced) = StateFile::open_or_replace(&path)?;
    if let Some(why) = replaced {
        // a file that cannot be read serves nobody: it was started afresh
        ctx.note(&format!("{why}: removed"));
    }
    let servers = state.servers()?;
    if let Some(s) = servers.iter().find(|s| s.seed != args.seed) {
        return Err(Error::usage(format!(
            "travel sandbox serve (pid {}, port {}) serves {} with the world of seed {}: \
             stop it before resetting to seed {}",
            s.pid,
            s.port,
            path.display(),
            s.seed,
            args.seed
        ))
        .with_hint(format!(
            "`travel sandbox reset --seed {}` clears the state and keeps the server's world",
            s.seed
        )));
    }
    state.reset(args.seed)?;
    // the journal's bookings at this sandbox are gone with its state: said so there
    let mut cleared: Vec<String> = Vec::new();
    let same = |a: &std::path::Path, b: &std::path::Path| {
        a == b
            || std::fs::canonicalize(a).ok() == Some(b).and_then(|b| std::fs::canonicalize(b).ok())
    };
    if ctx.sandbox_state().is_ok_and(|own| same(&own, &path)) {
        cleared.push("sandbox".into());
    }
    cleared.extend(
        servers
            .iter()
            .map(|s| format!("sandbox via http://127.0.0.1:{}", s.port)),
    );
    if let Err(e) = crate::journal::sandbox_reset(&cleared, &path.display().to_string()) {
        ctx.note(&format!(
            "warning: the journal could not record the reset ({}): `travel bookings list` still lists its bookings",
            e.message
        ));
    }
    let world = match args.seed {
        0 => String::new(),
        n => format!(", world of seed {n}"),
    };
    ctx.note(&format!(
        "sandbox state cleared ({}{world})",
        path.display()
    ));
    for s in &servers {
        ctx.note(&format!(
            "travel sandbox serve (pid {}, port {}) serves the cleared state",
            s.pid, s.port
        ));
    }
    Ok(())
}
