//! `travel trip new`: open a trip.

use crate::ctx::Ctx;
use crate::error::Result;
use crate::trip;

/// Open a trip: a customer's file, empty until something is searched or booked in it
///
/// Then work in it with `--trip NAME` or `TRAVEL_TRIP=NAME` (one terminal each for two
/// customers served at once), or `travel trip use NAME` for every run that names none.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip's name: 1 to 64 letters, digits, '-', '_' or '.' (e.g. smith-nyc-dec)
    name: String,
    /// A first note (what the customer asked; never a card or passport number)
    #[arg(long, value_name = "TEXT")]
    note: Option<String>,
    /// Also use it from now on, as `travel trip use NAME` does
    #[arg(long = "use")]
    use_it: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let opened = trip::create(ctx.paths()?, &args.name)?;
    if let Some(note) = &args.note {
        trip::add_note(ctx.paths()?, &opened.name, note)?;
    }
    if args.use_it {
        trip::choose(ctx.paths()?, Some(&opened.name))?;
    }
    ctx.note(&format!(
        "opened trip {}{}: work in it with --trip {} or TRAVEL_TRIP={}",
        opened.name,
        if args.use_it { ", now in use" } else { "" },
        opened.name,
        opened.name
    ));
    Ok(())
}
