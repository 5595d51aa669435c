//! `travel config set` and `unset`: a key of the file written or removed.

use crate::config;
use crate::ctx::Ctx;
use crate::error::Result;

/// Set a key in the configuration file, its value checked first
///
/// e.g. `travel config set currency EUR`, `travel config set environment sandbox`,
/// `travel config set environment http://127.0.0.1:8000`, `travel config set passengers 2`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// environment, currency, home-airport, language, passengers, agency or pager
    key: String,
    /// The value
    value: String,
}

/// Remove a key from the configuration file: its built-in default applies again
#[derive(Debug, clap::Args)]
pub struct UnsetArgs {
    /// The key to remove
    key: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let key = config::key(args.key.trim())?;
    let value = key.check(&args.value)?;
    if key.name == "logo" {
        // an image now; later the itinerary checks it again where it uses it
        crate::logo::when_set(&value)?;
    }
    config::set(key.name, Some(&value))?;
    ctx.note(&format!(
        "{} = {value:?} in {}",
        key.name,
        config::path()?.display()
    ));
    warn_if_overridden(ctx, key);
    Ok(())
}

pub fn unset(ctx: &Ctx, args: UnsetArgs) -> Result<()> {
    let key = config::key(args.key.trim())?;
    config::set(key.name, None)?;
    ctx.note(&format!(
        "{} removed from {}",
        key.name,
        config::path()?.display()
    ));
    warn_if_overridden(ctx, key);
    Ok(())
}

/// A variable set in this shell wins over the file: say so, or the change seems lost.
fn warn_if_overridden(ctx: &Ctx, key: &config::Key) {
    if let Some((var, v)) = key.in_env() {
        ctx.note(&format!(
            "warning: {var}={v} is set here and wins over the file"
        ));
    }
}
