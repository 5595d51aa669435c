//! `travel sandbox serve`: the sandbox as an HTTP server for any client.

use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_sandbox::Options;

/// Serve the sandbox on a loopback port for other clients (SDKs, scripts, tests)
///
/// Prints its base URL on stdout, then serves until interrupted; says on stderr what
/// the state file holds when it starts. Any client id and secret are accepted unless
/// --client-id is given; the expected secret then comes from
/// TRAVEL_SANDBOX_CLIENT_SECRET or stdin (--client-secret-stdin), never an argument,
/// and only the tokens issued for that id and secret are accepted: one issued to
/// another client or for another secret (by another server on the same file, or before
/// a restart) is refused.
///
/// Each client id is a tenant, an office of its own: its orders, hotel bookings, the
/// seats and rooms they hold, its clock, faults and journal are its alone, and another
/// tenant's order is not found. A token speaks for the client it was issued to, and
/// runs out 1,799 s after issue in real time, whatever the sandbox's clock says.
///
/// Each tenant drives its own part over HTTP with its own token, under /_sandbox/:
/// health, info, reset, clock, scenarios, faults, journal, state export and import
/// (GET /_sandbox/openapi.json describes them). GET /metrics is in the Prometheus
/// text format. TRAVEL_SANDBOX_ADMIN_SECRET, when set, is a bearer that may list
/// every tenant and act as any (X-Sandbox-Tenant: ID).
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

    /// Hold each tenant to a rate, answering 429 past it: 10/s, 600/min, 5000/h
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    rate_limit: Option<travel_sandbox::rate::Rate>,

    /// Write a JSON line for each request to FILE (- for stderr)
    #[arg(long, value_name = "FILE")]
    access_log: Option<PathBuf>,
}

fn parse_rate(text: &str) -> std::result::Result<travel_sandbox::rate::Rate, String> {
    travel_sandbox::rate::Rate::parse(text)
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
    let admin = std::env::var("TRAVEL_SANDBOX_ADMIN_SECRET")
        .ok()
        .filter(|s| !s.is_empty());
    let any_credentials = args.client_id.is_none();
    let server = travel_sandbox::Server::bind(Options {
        client: args.client_id.zip(secret),
        admin,
        rate_limit: args.rate_limit,
        access_log: args.access_log,
        verbose: ctx.global.verbose,
        ..Options::loopback(args.port, state)
    })?;
    // so that `--base-url` to it is known for the sandbox on this machine, with nothing
    // sent to find out
    crate::served::record(server.addr().port(), any_credentials);
    match server.announce() {
        // a full or read-only storage: the server still answers what needs no write
        Err(travel_sandbox::Failure::Storage(why)) => ctx.note(&format!(
            "warning: {why}: serving what needs no write until the storage is mended"
        )),
        other => other?,
    }
    ctx.out.text(&format!("http://{}", server.addr()))?;
    ctx.note(&format!(
        "travel sandbox listening on http://{} (state: {}); Ctrl-C stops it",
        server.addr(),
        server.state_path().display()
    ));
    ctx.note(&holdings(&server));
    server.run();
    Ok(())
}

/// What the state file holds, one line for the log: a file found empty where data
/// was is seen at once.
fn holdings(server: &travel_sandbox::Server) -> String {
    let path = server.state_path().display();
    match server.holdings() {
        Ok(held) => format!("sandbox state {path} holds {held}"),
        Err(e) => format!("warning: what the sandbox state holds cannot be read: {e}"),
    }
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
                rate_limit: None,
                access_log: None,
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
