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
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
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
