//! `travel auth status`: where the credentials come from, and whether they work.

use crate::credentials;
use crate::ctx::Ctx;
use crate::error::Result;

/// Say where the credentials come from and check them by getting a token
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(ctx: &Ctx, _args: Args) -> Result<()> {
    let client = if ctx.global.sandbox {
        ctx.api()?
    } else {
        let creds = credentials::resolve(
            ctx.global.environment,
            ctx.global.base_url.as_deref(),
            ctx.store(),
        )?;
        &ctx.api_with(creds)?
    };
    let creds = client.credentials();
    let token = client.check_credentials()?;
    let minutes = (token.expires_at - travel_core::clock::unix_seconds()) / 60;
    ctx.out.text(&format!(
        "environment: {}\nservice:     {}\nsource:      {}\nclient id:   {}\ntoken:       ok (valid for {minutes} min)",
        if ctx.global.sandbox { "sandbox" } else { ctx.global.environment.name() },
        client.base_url(),
        creds.source.describe(),
        creds.client_id,
    ))?;
    if creds.source == credentials::Source::Environment {
        ctx.note("note: environment variables take precedence over the keyring");
    }
    Ok(())
}
