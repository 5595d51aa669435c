//! `travel auth login`: ask for the key and secret, check them, keep them in the keyring.

use crate::credentials::{Credentials, Secret, Source};
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::output::note;

/// Store the API key and secret in the OS keyring
///
/// Interactive by default (the secret is not echoed). For scripts, pass --client-id and
/// pipe the secret on stdin with --secret-stdin. The secret is never taken as an argument.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The API key (client id)
    #[arg(long)]
    client_id: Option<String>,

    /// Read the API secret from the first line of stdin
    #[arg(long, requires = "client_id")]
    secret_stdin: bool,

    /// Store without checking the credentials against the service first
    #[arg(long)]
    no_verify: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if ctx.global.sandbox {
        return Err(Error::usage(
            "the sandbox needs no login: it accepts any credentials",
        ));
    }
    let env = ctx.global.environment;
    // Find out now whether there is a keyring to store into, before asking for
    // anything or spending a token request.
    ctx.store().load(env)?;
    let (client_id, secret) = if args.secret_stdin {
        let secret = Secret::new(ctx.read_stdin_line()?);
        (args.client_id.unwrap_or_default(), secret)
    } else {
        prompt(ctx, args.client_id)?
    };
    if client_id.trim().is_empty() || secret.expose().is_empty() {
        return Err(Error::usage("the API key and secret must not be empty"));
    }
    let creds = Credentials {
        client_id: client_id.trim().to_string(),
        client_secret: secret,
        source: Source::Keyring,
    };
    if !args.no_verify {
        ctx.api_with(creds.clone())?.check_credentials()?;
    }
    ctx.store().save(env, &creds)?;
    note(&format!(
        "stored the credentials for the {} environment in the OS keyring",
        env.name()
    ));
    Ok(())
}

fn prompt(ctx: &Ctx, client_id: Option<String>) -> Result<(String, Secret)> {
    if !ctx.can_prompt() {
        return Err(Error::usage(
            "`travel auth login` asks on a terminal; in a script use --client-id ID --secret-stdin",
        ));
    }
    let id = match client_id {
        Some(id) => id,
        None => ctx.prompter().input("API key")?,
    };
    let secret = ctx.prompter().password("API secret")?;
    Ok((id, secret))
}
