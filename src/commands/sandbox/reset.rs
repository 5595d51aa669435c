//! `travel sandbox reset`: forget everything the sandbox has stored.

use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::Result;
use crate::sandbox;

/// Delete the sandbox's stored state (bookings, orders, inventory)
#[derive(Debug, clap::Args)]
pub struct Args {
    /// State file to delete (default: the one --sandbox uses)
    #[arg(long, value_name = "FILE")]
    state: Option<PathBuf>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let state = match args.state {
        Some(p) => p,
        None => ctx.sandbox_state()?,
    };
    if sandbox::state::remove(&state)? {
        ctx.note(&format!("sandbox state cleared ({})", state.display()));
    } else {
        ctx.note(&format!("the sandbox had no state ({})", state.display()));
    }
    Ok(())
}
