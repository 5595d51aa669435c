//! `travel auth login`: ask for the key and secret, check them, keep them in the keyring.

use crate::credentials::{Credentials, Secret, Source};
use crate::ctx::Ctx;
use crate::error::{Error, Result};

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
    ctx.note(&format!(
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::ctx::testing::{globals, Doubles};
    use crate::environment::Environment;
    use crate::error::Kind;
    use crate::prompt::Script;
    use travel_sandbox::Options;

    fn args(client_id: Option<&str>, secret_stdin: bool, no_verify: bool) -> Args {
        Args {
            client_id: client_id.map(str::to_string),
            secret_stdin,
            no_verify,
        }
    }

    fn stored(ctx: &Ctx) -> Option<Credentials> {
        ctx.store().load(Environment::Test).unwrap()
    }

    /// A sandbox server that accepts only `id` with `secret`; its base URL.
    fn service_accepting(id: &str, secret: &str, dir: &Path) -> String {
        let server = travel_sandbox::Server::bind(Options {
            client: Some((id.to_string(), secret.to_string())),
            ..Options::loopback(0, dir.join("service.sqlite"))
        })
        .unwrap();
        server.spawn().unwrap();
        server.url()
    }

    #[test]
    fn asks_the_key_and_the_secret_hidden_then_stores_them() {
        let home = tempfile::tempdir().unwrap();
        let script = Script::new()
            .expect_input("API key", " my-id ")
            .expect_password("API secret", "s3cret");
        let ctx = Ctx::with_doubles(
            globals(&["--env", "test"]),
            Doubles::terminal(&script, home.path()),
        );
        run(&ctx, args(None, false, true)).unwrap();
        assert_eq!(script.remaining(), 0);
        let creds = stored(&ctx).expect("stored");
        assert_eq!(creds.client_id, "my-id");
        assert_eq!(creds.client_secret.expose(), "s3cret");
        assert!(ctx.store().load(Environment::Production).unwrap().is_none());
    }

    #[test]
    fn a_client_id_given_asks_only_the_secret() {
        let home = tempfile::tempdir().unwrap();
        let script = Script::new().expect_password("API secret", "s3cret");
        let ctx = Ctx::with_doubles(
            globals(&["--env", "test"]),
            Doubles::terminal(&script, home.path()),
        );
        run(&ctx, args(Some("given-id"), false, true)).unwrap();
        assert_eq!(script.asked(), ["API secret"]);
        assert_eq!(stored(&ctx).unwrap().client_id, "given-id");
    }

    #[test]
    fn without_a_terminal_it_refuses_and_names_the_way_for_scripts() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            globals(&["--env", "test"]),
            Doubles::piped("s3cret\n", home.path()),
        );
        let e = run(&ctx, args(Some("id"), false, true)).unwrap_err();
        assert_eq!(e.kind, Kind::Usage);
        assert!(e.message.contains("--secret-stdin"), "{}", e.message);
        assert!(stored(&ctx).is_none());
    }

    #[test]
    fn secret_stdin_takes_the_first_line_as_it_is() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            globals(&["--env", "test"]),
            Doubles::piped("s3 cret\r\nnext line\n", home.path()),
        );
        run(&ctx, args(Some("id"), true, true)).unwrap();
        assert_eq!(stored(&ctx).unwrap().client_secret.expose(), "s3 cret");
    }

    #[test]
    fn an_empty_secret_is_refused_and_nothing_stored() {
        let home = tempfile::tempdir().unwrap();
        let script = Script::new()
            .expect_input("API key", "id")
            .expect_password("API secret", "");
        let ctx = Ctx::with_doubles(
            globals(&["--env", "test"]),
            Doubles::terminal(&script, home.path()),
        );
        let e = run(&ctx, args(None, false, true)).unwrap_err();
        assert_eq!(e.kind, Kind::Usage);
        assert!(stored(&ctx).is_none());
    }

    #[test]
    fn the_sandbox_needs_no_login_and_nothing_is_asked() {
        let home = tempfile::tempdir().unwrap();
        let script = Script::new();
        let ctx = Ctx::with_doubles(
            globals(&["--sandbox"]),
            Doubles::terminal(&script, home.path()),
        );
        assert_eq!(
            run(&ctx, args(None, false, true)).unwrap_err().kind,
            Kind::Usage
        );
        assert!(script.asked().is_empty());
    }

    #[test]
    fn credentials_are_checked_with_the_service_before_they_are_stored() {
        let home = tempfile::tempdir().unwrap();
        let url = service_accepting("my-id", "right", home.path());
        let login = |secret: &str| {
            let script = Script::new()
                .expect_input("API key", "my-id")
                .expect_password("API secret", secret);
            let ctx = Ctx::with_doubles(
                globals(&["--env", "test", "--base-url", &url]),
                Doubles::terminal(&script, home.path()),
            );
            let result = run(&ctx, args(None, false, false));
            (result, stored(&ctx))
        };
        let (result, kept) = login("wrong");
        assert_eq!(result.unwrap_err().kind, Kind::Auth);
        assert!(kept.is_none(), "refused credentials were stored");
        let (result, kept) = login("right");
        result.unwrap();
        assert_eq!(kept.unwrap().client_secret.expose(), "right");
    }
}
