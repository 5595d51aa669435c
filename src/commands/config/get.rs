//! `travel config get`: one value as this run would use it.

use crate::config;
use crate::ctx::Ctx;
use crate::error::Result;

/// Print the value of a key as this run uses it (flag, variable, file or default)
///
/// Nothing on stdout when the key has no value (the service's own default).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// environment, currency, home-airport, language, passengers, agency or pager
    key: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let key = config::key(args.key.trim())?;
    let file = config::read()?;
    let (_, value, source) = config::effective(&file, ctx.typed_environment())
        .into_iter()
        .find(|(k, _, _)| k.name == key.name)
        .expect("every key has a value");
    match value {
        Some(v) => {
            ctx.note(&format!("{} from {source}", key.name));
            ctx.out.verbatim(&v)
        }
        None => {
            ctx.note(&format!("{} is not set", key.name));
            Ok(())
        }
    }
}
