//! `travel trip use`: the trip of every run that names none.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::trip;

/// Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)
///
/// It holds for every terminal of this user: to serve two customers at once, set
/// TRAVEL_TRIP in each terminal instead (`export TRAVEL_TRIP=smith`).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip to use
    #[arg(required_unless_present = "none")]
    name: Option<String>,
    /// Use no trip from now on: results are kept as without trips
    #[arg(long, conflicts_with = "name")]
    none: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let Some(name) = args.name.filter(|_| !args.none) else {
        trip::choose(ctx.paths()?, None)?;
        ctx.note("no trip in use");
        return Ok(());
    };
    let t = trip::load(ctx.paths()?, &name)?;
    trip::choose(ctx.paths()?, Some(&t.name))?;
    ctx.note(&format!(
        "trip {} in use for every run that names none; for this terminal only: export TRAVEL_TRIP={}",
        t.name, t.name
    ));
    if let Some(given) = ctx.global.trip.as_deref().filter(|g| *g != t.name) {
        ctx.note(&format!(
            "warning: this run names trip {given} (--trip or TRAVEL_TRIP), which wins over `trip use` until it is unset"
        ));
    }
    Ok(())
}
