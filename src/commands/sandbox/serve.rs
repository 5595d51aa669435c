//! `travel sandbox serve`: the sandbox as an HTTP server for any client.

use std::net::IpAddr;
use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_sandbox::{Location, Options, Tls};

/// Serve the sandbox for other clients (SDKs, scripts, tests, other machines)
///
/// Prints its base URL on stdout once it is ready (https:// with --tls, --cert), then
/// serves HTTP/1.1 and HTTP/2 until SIGTERM or Ctrl-C, when it stops accepting, lets
/// the requests in flight finish and exits 0. It says on stderr what the state holds
/// when it starts and when it stops.
///
/// A client id belongs to whoever holds its secret (--tenants bind, the default): the
/// secret of its first sign-in binds to it, kept only as a slow hash, and later tokens
/// need the same. A client id that held state before secrets were kept waits for the
/// operator to set its secret (travel sandbox tenants secret ID). --tenants registered
/// takes only the tenants the operator registered; --tenants open takes any secret, on
/// loopback only. --client-id serves one client alone: its secret comes from
/// TRAVEL_SANDBOX_CLIENT_SECRET or stdin (--client-secret-stdin), never an argument.
/// Tenants bound on first use are removed whole once idle for --idle-expiry.
///
/// The state is a SQLite file by default. Several nodes share one PostgreSQL database
/// instead (TRAVEL_SANDBOX_DATABASE_URL=postgres://USER@HOST/DB, or --state with a URL
/// without a password): any node answers any request, a token issued by one is good at
/// all, and a load balancer may spread clients over them.
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
    #[arg(long, default_value_t = 0)]
    port: u16,

    /// Address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: for
    /// every address, so that containers and other machines reach it
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1", value_parser = address)]
    bind: IpAddr,

    /// State file (default: the user data directory, shared with --sandbox), or a
    /// PostgreSQL database's postgres:// URL (its password only in
    /// TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass, never on the command line)
    #[arg(long, value_name = "FILE|URL")]
    state: Option<PathBuf>,

    /// Connections this node keeps to PostgreSQL at most
    #[arg(long, value_name = "N", default_value_t = travel_sandbox::POOL_DEFAULT,
          value_parser = clap::value_parser!(u32).range(1..=1000))]
    pool: u32,

    /// Accept only this client id
    #[arg(long)]
    client_id: Option<String>,

    /// Read the only accepted client secret from the first line of stdin
    #[arg(long, requires = "client_id")]
    client_secret_stdin: bool,

    /// Serve HTTPS with a certificate made at start for localhost, 127.0.0.1, ::1 and
    /// the --bind address, and write the certificate authority that signed it to
    /// --ca-file for clients to trust
    #[arg(long, conflicts_with_all = ["cert", "key"])]
    tls: bool,

    /// Where --tls writes its CA certificate, PEM (default: beside the state file,
    /// its name ending .ca.pem instead of .sqlite3)
    #[arg(long, value_name = "FILE", requires = "tls")]
    ca_file: Option<PathBuf>,

    /// Another name for the certificate --tls makes: one that containers or other
    /// machines reach this one by (repeatable)
    #[arg(long = "tls-name", value_name = "NAME", requires = "tls")]
    tls_names: Vec<String>,

    /// Serve HTTPS with this certificate chain (PEM) instead of making one
    #[arg(long, value_name = "FILE", requires = "key")]
    cert: Option<PathBuf>,

    /// The private key of --cert (PEM)
    #[arg(long, value_name = "FILE", requires = "cert")]
    key: Option<PathBuf>,

    /// Who may act as a tenant: bind (a client id's first secret binds to it), registered
    /// (only those the operator registered) or open (any secret; loopback only)
    #[arg(long, value_name = "MODE", default_value = "bind", value_parser = tenancy)]
    tenants: travel_sandbox::Tenancy,

    /// Remove a tenant bound on first use whole once nobody has used it for this long
    /// (30m, 12h, 3d; 0 keeps them); registered tenants never expire
    #[arg(long, value_name = "TIME", default_value = "3d", value_parser = idle)]
    idle_expiry: Idle,

    /// Refuse new client ids once the server knows this many tenants
    #[arg(long, value_name = "N", default_value_t = 1_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_tenants: u64,

    /// Hold each tenant to a rate, answering 429 past it: 10/s, 600/min, 5000/h
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    rate_limit: Option<travel_sandbox::rate::Rate>,

    /// Hold each client address to a rate, all its client ids together [default:
    /// 2000/s, or ten times --rate-limit]
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    address_rate_limit: Option<travel_sandbox::rate::Rate>,

    /// Hold the whole server to a rate [default: 20000/s, or fifty times --rate-limit]
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    server_rate_limit: Option<travel_sandbox::rate::Rate>,

    /// Tokens issued to one client address at most (the server: ten times as many)
    #[arg(long, value_name = "RATE", default_value = "6000/min", value_parser = parse_rate)]
    token_rate_limit: travel_sandbox::rate::Rate,

    /// New tenants (a client id's first sign-in) from one client address at most (the
    /// server: ten times as many)
    #[arg(long, value_name = "RATE", default_value = "3000/min", value_parser = parse_rate)]
    new_tenant_rate_limit: travel_sandbox::rate::Rate,

    /// Write a JSON line for each request to FILE (- for stderr)
    #[arg(long, value_name = "FILE")]
    access_log: Option<PathBuf>,

    /// When the state file is found damaged at the start (it is copied aside first):
    /// open what SQLite can read of it rather than stop
    #[arg(long, conflicts_with = "fresh")]
    recover: bool,

    /// When the state file is found damaged at the start (it is copied aside first):
    /// start with an empty state rather than stop
    #[arg(long)]
    fresh: bool,

    /// Hold every tenant to the interface's letter where the service was lenient (search-family
    /// POSTs need X-HTTP-Method-Override); a tenant may choose otherwise on
    /// PUT /_sandbox/settings
    #[arg(long)]
    strict: bool,
}

fn parse_rate(text: &str) -> std::result::Result<travel_sandbox::rate::Rate, String> {
    travel_sandbox::rate::Rate::parse(text)
}

fn tenancy(text: &str) -> std::result::Result<travel_sandbox::Tenancy, String> {
    travel_sandbox::Tenancy::parse(text)
}

/// How long a tenant may be idle: `None` keeps it.
#[derive(Debug, Clone, Copy)]
struct Idle(Option<std::time::Duration>);

fn idle(text: &str) -> std::result::Result<Idle, String> {
    let text = text.trim();
    if text == "0" || text == "never" {
        return Ok(Idle(None));
    }
    humantime::parse_duration(text)
        .map(|d| Idle(Some(d)))
        .map_err(|_| format!("{text:?}: give a time such as 30m, 12h or 3d (0: never)"))
}

/// An IP address, or `localhost`.
fn address(s: &str) -> std::result::Result<IpAddr, String> {
    if s.eq_ignore_ascii_case("localhost") {
        return Ok(IpAddr::from([127, 0, 0, 1]));
    }
    s.parse()
        .map_err(|_| format!("{s:?} is not an IP address (127.0.0.1, 0.0.0.0, ::1, ::)"))
}

/// The environment variable that names the PostgreSQL database, password included,
/// out of the process list.
const DATABASE_URL: &str = "TRAVEL_SANDBOX_DATABASE_URL";

/// Where the state is: --state, else the database of TRAVEL_SANDBOX_DATABASE_URL, else
/// the file in the user data directory.
fn location(ctx: &Ctx, args: &Args) -> Result<Location> {
    if let Some(state) = &args.state {
        let at = Location::parse(state.as_os_str(), args.pool);
        if let Location::Postgres { url, .. } = &at {
            if url::Url::parse(url).is_ok_and(|u| u.password().is_some()) {
                return Err(Error::usage(format!(
                    "--state shows its password to everyone on this machine (the process \
                     list): give the URL in {DATABASE_URL} instead, or the password in ~/.pgpass"
                )));
            }
        }
        return Ok(at);
    }
    match std::env::var(DATABASE_URL) {
        Ok(url) if !url.is_empty() => match Location::parse(url.as_ref(), args.pool) {
            at @ Location::Postgres { .. } => Ok(at),
            Location::File(_) => Err(Error::usage(format!(
                "{DATABASE_URL} must be a postgres:// URL; a state file goes in --state"
            ))),
        },
        _ => Ok(Location::File(ctx.sandbox_state()?)),
    }
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let state = location(ctx, &args)?;
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
    let tls = match (args.tls, args.cert, args.key) {
        (true, _, _) => Some(Tls::Made {
            ca_file: match (args.ca_file, &state) {
                (Some(file), _) => file,
                (None, Location::File(path)) => travel_sandbox::default_ca_file(path),
                // beside the file this machine's sandbox keeps
                (None, Location::Postgres { .. }) => {
                    travel_sandbox::default_ca_file(&ctx.sandbox_state()?)
                }
            },
            names: args.tls_names,
        }),
        (false, Some(cert), Some(key)) => Some(Tls::Files { cert, key }),
        _ => None,
    };
    if args.tenants == travel_sandbox::Tenancy::Open && !args.bind.is_loopback() {
        return Err(Error::usage(format!(
            "--tenants open takes any secret, so it serves loopback only, not {}: use --tenants bind (the default) or registered",
            args.bind
        )));
    }
    // a local server that takes a new client id with any secret: `travel` itself needs
    // no credentials for it
    let open = args.client_id.is_none() && args.tenants != travel_sandbox::Tenancy::Registered;
    let admin = std::env::var("TRAVEL_SANDBOX_ADMIN_SECRET")
        .ok()
        .filter(|s| !s.is_empty());
    if admin
        .as_ref()
        .is_some_and(|a| a.chars().count() < travel_sandbox::ADMIN_SECRET_LEAST)
    {
        return Err(Error::usage(format!(
            "TRAVEL_SANDBOX_ADMIN_SECRET is too short to guard every tenant: give at least {} characters (e.g. openssl rand -hex 24)",
            travel_sandbox::ADMIN_SECRET_LEAST
        )));
    }
    let mut limits = travel_sandbox::rate::Settings::defaults(args.rate_limit);
    limits.address = args.address_rate_limit.or(limits.address);
    limits.server = args.server_rate_limit.or(limits.server);
    limits.tokens = Some(args.token_rate_limit);
    limits.new_tenants = Some(args.new_tenant_rate_limit);
    let server = travel_sandbox::Server::bind(Options {
        bind: args.bind,
        client: args.client_id.zip(secret),
        admin,
        limits,
        tenancy: args.tenants,
        idle_expiry: args.idle_expiry.0,
        max_tenants: Some(args.max_tenants),
        on_damage: if args.recover {
            travel_sandbox::OnDamage::Recover
        } else if args.fresh {
            travel_sandbox::OnDamage::Fresh
        } else {
            travel_sandbox::OnDamage::Refuse
        },
        verify: true,
        access_log: args.access_log,
        strict: args.strict,
        verbose: ctx.global.verbose,
        tls,
        state,
        registry: ctx.served(),
        ..Options::loopback(args.port, PathBuf::new())
    })?;
    // so that `--base-url` to it is known for the sandbox on this machine, with nothing
    // sent to find out, and a change of world on its state file waits for it to stop
    server.announce();
    if !args.bind.is_loopback() {
        ctx.note(&format!(
            "warning: listening on {}, reachable from other machines{}",
            server.addr(),
            if open {
                ": any client id and secret are accepted (--client-id limits it to one)"
            } else {
                ""
            }
        ));
    }
    let url = server.url();
    let ca_file = server.ca_file().map(|p| p.display().to_string());
    let listening = format!(
        "travel sandbox listening on {} (state: {}); Ctrl-C stops it",
        server.addr(),
        server.state()
    );
    let held = holdings(&server);
    let unbound = unbound(&server, &path_of(&server));
    let path = server.state().to_string();
    crate::interrupt::serving();
    let stopped = server.run(|| -> Result<()> {
        ctx.out.verbatim(&url)?;
        ctx.note(&listening);
        ctx.note(&held);
        if let Some(unbound) = &unbound {
            ctx.note(unbound);
        }
        if let Some(ca) = &ca_file {
            ctx.note(&format!(
                "its CA certificate is in {ca}: trust it with curl --cacert {ca}, SSL_CERT_FILE={ca} (Python, travel), NODE_EXTRA_CA_CERTS={ca} (Node)"
            ));
        }
        Ok(())
    })?;
    ctx.note(&match stopped.cut {
        0 => format!(
            "stopped on {}: every request in flight was answered",
            stopped.signal
        ),
        n => format!(
            "stopped on {}: {n} connection(s) still busy were cut",
            stopped.signal
        ),
    });
    if let Some(held) = stopped.held {
        ctx.note(&format!("sandbox state {path} holds {held}"));
    }
    Ok(())
}

/// The state as `--state` names it.
fn path_of(server: &travel_sandbox::Server) -> String {
    server.state().to_string()
}

/// The tenants that hold state without a secret, refused until the operator sets
/// theirs: said at the start, with how.
fn unbound(server: &travel_sandbox::Server, state: &str) -> Option<String> {
    let unbound = server.unbound().ok()?;
    if unbound.is_empty() {
        return None;
    }
    let shown: Vec<&str> = unbound.iter().take(5).map(String::as_str).collect();
    let more = unbound.len().saturating_sub(shown.len());
    Some(format!(
        "warning: {} tenant(s) hold state kept before secrets were, and are refused until their operator sets a secret: {}{}; travel sandbox tenants secret ID --state {state}",
        unbound.len(),
        shown.join(", "),
        if more > 0 { format!(" and {more} more") } else { String::new() }
    ))
}

/// What the state file holds, one line for the log: a file found empty where data
/// was is seen at once.
fn holdings(server: &travel_sandbox::Server) -> String {
    let path = server.state();
    match server.holdings() {
        Ok(held) => format!("sandbox state {path} holds {held}"),
        Err(e) => format!("warning: what the sandbox state holds cannot be read: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctx::testing::{globals, Doubles};

    fn args() -> Args {
        Args {
            port: 0,
            bind: IpAddr::from([127, 0, 0, 1]),
            state: None,
            pool: travel_sandbox::POOL_DEFAULT,
            client_id: None,
            client_secret_stdin: false,
            tls: false,
            ca_file: None,
            tls_names: vec![],
            cert: None,
            key: None,
            tenants: travel_sandbox::Tenancy::Bind,
            idle_expiry: Idle(None),
            max_tenants: 1_000_000,
            rate_limit: None,
            address_rate_limit: None,
            server_rate_limit: None,
            token_rate_limit: travel_sandbox::rate::Rate::parse("6000/min").unwrap(),
            new_tenant_rate_limit: travel_sandbox::rate::Rate::parse("3000/min").unwrap(),
            access_log: None,
            recover: false,
            fresh: false,
            strict: false,
        }
    }

    #[test]
    fn a_client_id_without_a_secret_on_stdin_is_refused_before_serving() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(globals(&[]), Doubles::piped("\n", home.path()));
        let e = run(
            &ctx,
            Args {
                client_id: Some("id".into()),
                client_secret_stdin: true,
                ..args()
            },
        )
        .unwrap_err();
        assert!(
            e.message.contains("--client-id needs the secret"),
            "{}",
            e.message
        );
    }

    #[test]
    fn certificate_files_that_cannot_be_read_are_refused_before_serving() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(globals(&[]), Doubles::piped("", home.path()));
        let missing = home.path().join("missing.pem");
        let e = run(
            &ctx,
            Args {
                state: Some(home.path().join("s.sqlite3")),
                cert: Some(missing.clone()),
                key: Some(missing),
                ..args()
            },
        )
        .unwrap_err();
        assert_eq!(e.kind, crate::error::Kind::Usage, "{}", e.message);
        assert!(e.message.contains("missing.pem"), "{}", e.message);
    }

    #[test]
    fn addresses_are_ip_addresses_or_localhost() {
        assert_eq!(address("localhost"), Ok(IpAddr::from([127, 0, 0, 1])));
        assert_eq!(address("::"), Ok("::".parse().unwrap()));
        assert!(address("example.com")
            .unwrap_err()
            .contains("not an IP address"));
    }
}
