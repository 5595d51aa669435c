//! `travel auth logout`: remove the stored credentials.

use crate::credentials;
use crate::ctx::Ctx;
use crate::error::Result;

/// Remove the credentials of the environment from the OS keyring
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let env = ctx.global.environment;
    if ctx.store().remove(env)? {
        ctx.note(&format!(
            "removed the {} credentials from the OS keyring",
            env.name()
        ));
    } else {
        ctx.note(&format!(
            "no {} credentials were stored in the OS keyring",
            env.name()
        ));
    }
    if credentials::from_env().is_some() {
        ctx.note(
            "note: AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET are still set in this environment",
        );
    }
    Ok(())
}
