//! `travel sandbox serve`: the sandbox as an HTTP server for any client.

use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_sandbox::Options;

/// Serve the sandbox on a loopback port for other clients (SDKs, scripts, tests)
///
/// Prints its base URL on stdout, then serves until interrupted. Any client id and
/// secret are accepted unless --client-id is given; the expected secret then comes from
/// TRAVEL_SANDBOX_CLIENT_SECRET or stdin (--client-secret-stdin), never an argument.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Port to listen on (0 picks a free one)
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u16), allow_negative_numbers = true)]
    port: u16,

    /// State file (default: the user data directory, shared with --sandbox)
    #[arg(long, value_name = "FILE")]
    state: Option<PathBuf>,

    /// Accept only this client id
    #[arg(long)]
    client_id: Option<String>,

    /// Read the only accepted client secret from the first line of stdin
    #[arg(long, requires = "client_id")]
    client_secret_stdin: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let state = match args.state {
        Some(p) => p,
        None => ctx.sandbox_state()?,
    };
    let secret = if args.client_secret_stdin {
        Some(ctx.read_stdin_line()?)
    } else {
        std::env::var("TRAVEL_SANDBOX_CLIENT_SECRET").ok()
    };
    if args.client_id.is_some() && secret.as_deref().is_none_or(str::is_empty) {
        return Err(Error::usage(
            "--client-id needs the secret too: set TRAVEL_SANDBOX_CLIENT_SECRET or use --client-secret-stdin",
        ));
    }
    let any_credentials = args.client_id.is_none();
    let server = travel_sandbox::Server::bind(Options {
        port: args.port,
        state,
        client: args.client_id.zip(secret),
        verbose: ctx.global.verbose,
    })?;
    // so that `--base-url` to it is known for the sandbox on this machine, with nothing
    // sent to find out
    crate::served::record(server.addr().port(), any_credentials);
    server.announce()?;
    ctx.out.text(&format!("http://{}", server.addr()))?;
    ctx.note(&format!(
        "travel sandbox listening on http://{} (state: {}); Ctrl-C stops it",
        server.addr(),
        server.state_path().display()
    ));
    server.run();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctx::testing::{globals, Doubles};

    #[test]
    fn a_client_id_without_a_secret_on_stdin_is_refused_before_serving() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(globals(&[]), Doubles::piped("\n", home.path()));
        let e = run(
            &ctx,
            Args {
                port: 0,
                state: None,
                client_id: Some("id".into()),
                client_secret_stdin: true,
            },
        )
        .unwrap_err();
        assert!(
            e.message.contains("--client-id needs the secret"),
            "{}",
            e.message
        );
    }
}
