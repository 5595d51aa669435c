//! The sandbox as a process runs it: the options a server starts with ([`Options`]),
//! the server itself ([`Server`]: bind, open the state, serve until stopped), and the
//! one the CLI starts inside itself for `--sandbox`.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::Shared;
use crate::failure::{Failure, Result};
use crate::registry::{self, Registry};
use crate::server::tls::Tls;
use crate::server::Stopped;
use crate::{access_log, auth, housekeeping, ops, rate, server};
use travel_store::tenant::Tenancy;
use travel_store::{Holdings, Location, OnDamage, Store};

/// The fewest characters an admin secret may have.
pub const ADMIN_SECRET_LEAST: usize = 16;

/// The state file's name in the user data directory.
pub const STATE_FILE: &str = "sandbox.sqlite3";

pub struct Options {
    /// The address to listen on: loopback unless another is asked for.
    pub bind: IpAddr,
    pub port: u16,
    /// Where the state is kept: a SQLite file, or a PostgreSQL database nodes share.
    pub state: Location,
    /// Accept only this client id and secret; `None` accepts any. Either way a token
    /// speaks for the client it was issued to, its tenant.
    pub client: Option<(String, String)>,
    /// The secret of an operator who may see and act as every tenant on the control
    /// API.
    pub admin: Option<String>,
    /// The rates tenants, addresses and the server are held to (429 past them).
    pub limits: rate::Settings,
    /// Who may act as a tenant: open (loopback only), bound on first use, registered.
    pub tenancy: Tenancy,
    /// Remove tenants bound on first use once idle this long; `None` keeps them.
    pub idle_expiry: Option<std::time::Duration>,
    /// Refuse new client ids once this many tenants are known.
    pub max_tenants: Option<u64>,
    /// Write a JSON line for each request to this file (`-`: standard error).
    pub access_log: Option<PathBuf>,
    pub verbose: bool,
    /// Serve HTTPS rather than plain HTTP.
    pub tls: Option<Tls>,
    /// Hold every tenant to the interface's letter where the service was lenient (see
    /// `strict`); a tenant may still choose for itself on the control API.
    pub strict: bool,
    /// What a state file found damaged at the start does (copied aside first).
    pub on_damage: OnDamage,
    /// The machine's registry of running servers: where `announce` records the server,
    /// and where a change of world looks for other servers of the state file.
    pub registry: Registry,
    /// Check the state file whole with SQLite's `quick_check` at the start (a server
    /// does; the CLI's own sandbox checks only its header and log, every run).
    pub verify: bool,
}

impl Options {
    /// Plain HTTP on a loopback port (0: one the system picks), any client accepted,
    /// quietly: the in-process sandbox, and tests.
    pub fn loopback(port: u16, state: PathBuf) -> Options {
        Options {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port,
            state: Location::File(state),
            client: None,
            admin: None,
            limits: rate::Settings::none(),
            tenancy: Tenancy::Open,
            idle_expiry: None,
            max_tenants: None,
            access_log: None,
            verbose: false,
            tls: None,
            strict: false,
            on_damage: OnDamage::Refuse,
            verify: false,
            registry: Registry::none(),
        }
    }
}

pub struct Server {
    endpoint: server::Endpoint,
    app: Arc<Shared>,
    state: Location,
}

impl Server {
    /// Listen first, then open the state and make what HTTPS needs: a client that
    /// connects meanwhile waits in the backlog and is answered once the server serves.
    pub fn bind(opts: Options) -> Result<Server> {
        if opts.tenancy == Tenancy::Open && !opts.bind.is_loopback() {
            return Err(Failure::Listen(format!(
                "open tenants take any secret, so they are served on loopback only, not on {}: use bind or registered tenants",
                opts.bind
            )));
        }
        if opts
            .admin
            .as_ref()
            .is_some_and(|a| a.chars().count() < ADMIN_SECRET_LEAST)
        {
            return Err(Failure::Listen(format!(
                "the admin secret must be at least {ADMIN_SECRET_LEAST} characters"
            )));
        }
        let mut endpoint = server::Endpoint::bind(opts.bind, opts.port)?;
        let store = Store::open_checked(&opts.state, opts.on_damage, opts.verify)?;
        let mut shared = Shared::open(store, opts.client, opts.verbose)
            .map_err(|e| Failure::Storage(format!("sandbox state {}: {e}", opts.state)))?;
        shared.admin = opts
            .admin
            .map(|secret| crate::secrets::digest(shared.salt, auth::ADMIN, &secret));
        shared.limits = rate::Limits::new(opts.limits);
        shared.tenancy = opts.tenancy;
        shared.idle_expiry = opts.idle_expiry;
        shared.max_tenants = opts.max_tenants;
        shared.strict = opts.strict;
        shared.registry = opts.registry;
        if let Location::File(path) = &opts.state {
            shared.state_file = Some(registry::canonical(path));
        }
        if let Some(path) = &opts.access_log {
            shared.access_log = Some(
                access_log::AccessLog::open(path)
                    .map_err(|e| Failure::State(format!("access log {}: {e}", path.display())))?,
            );
        }
        if let Some(tls) = &opts.tls {
            endpoint.secure(tls)?;
        }
        Ok(Server {
            endpoint,
            app: Arc::new(shared),
            state: opts.state,
        })
    }

    /// Write links under `origin` rather than the address the client used.
    fn answering_as(mut self, origin: &str) -> Self {
        if let Some(app) = Arc::get_mut(&mut self.app) {
            app.origin = Some(origin.to_string());
        }
        self
    }

    pub fn addr(&self) -> SocketAddr {
        self.endpoint.addr()
    }

    /// The base URL a client on this machine uses: `http://` or `https://`, and the
    /// loopback address when every address is bound.
    pub fn url(&self) -> String {
        self.endpoint.url()
    }

    /// Where the CA certificate of a certificate made at start was written.
    pub fn ca_file(&self) -> Option<&Path> {
        self.endpoint.ca_file()
    }

    /// Where the state is kept.
    pub fn state(&self) -> &Location {
        &self.state
    }

    /// Serve in the background, until the process ends.
    pub fn spawn(&self) -> Result<()> {
        self.endpoint.spawn(Arc::clone(&self.app))
    }

    /// Record this process in the machine's registry of running servers (`travel
    /// sandbox serve`; the in-process sandbox ends with its run): a `--base-url` to it
    /// is then known for a sandbox with nothing sent, and a change of world made
    /// meanwhile on the same state file is refused.
    pub fn announce(&self) {
        self.app.registry.record(registry::Entry {
            port: self.addr().port(),
            pid: std::process::id(),
            // a new client id with any secret: `travel` itself needs no credentials
            any_credentials: self.app.credentials.is_none()
                && self.app.tenancy != Tenancy::Registered,
            // what `--base-url https://localhost:PORT` of this machine trusts it by
            tls_ca: self
                .ca_file()
                .map(|f| std::path::absolute(f).unwrap_or_else(|_| f.to_path_buf())),
            https: self.url().starts_with("https:"),
            state: self.app.state_file.clone(),
            seed: self.app.seed().0,
        });
    }

    /// What the state file holds now, counted over every tenant: said when the server
    /// starts and when it stops, so that a file found empty where data was is seen.
    pub fn holdings(&self) -> Result<Holdings> {
        self.app
            .store
            .holdings()
            .map_err(|e| Failure::Storage(format!("sandbox state {}: {e}", self.state)))
    }

    /// The client ids that hold state without a secret (kept before secrets were):
    /// refused until the operator sets theirs, so the start says which.
    pub fn unbound(&self) -> Result<Vec<String>> {
        let all = self
            .app
            .store
            .accounts()
            .all()
            .map_err(|e| Failure::Storage(format!("sandbox state {}: {e}", self.state)))?;
        Ok(all
            .into_iter()
            .filter(|a| a.secret.is_none())
            .map(|a| a.client_id)
            .collect())
    }

    /// Build the world's indexes, then serve until SIGTERM or SIGINT and stop
    /// gracefully: no more connections, the requests in flight answered. `ready` is
    /// called once the server is about to accept (`travel sandbox serve` prints its URL).
    pub fn run<E: From<Failure>>(
        self,
        ready: impl FnOnce() -> Result<(), E>,
    ) -> Result<Stopped, E> {
        warm();
        let app = Arc::clone(&self.app);
        housekeeping::spawn(Arc::clone(&app));
        let mut stopped = self.endpoint.run(self.app, ready)?;
        housekeeping::flush(&app);
        stopped.held = app.store.holdings().ok();
        Ok(stopped)
    }
}

/// Build what the first requests would otherwise wait for: the route table and the
/// world's route network.
fn warm() {
    ops::routes();
    travel_world::network::airport_destinations("LHR");
}

/// Where the in-process sandbox (`--sandbox`) writes its links: a reserved name rather
/// than the loopback port of the run, so the same request gives the same body byte for
/// byte. The client follows them by this name (`api::Config::links_base`).
pub const IN_PROCESS_ORIGIN: &str = "http://sandbox.invalid";

/// The IANA time zone of an airport (`Europe/Madrid` for MAD) from the world's airport
/// table (airportsdata, MIT): what the itinerary writes local times in, since the
/// service gives an airport's offset of today, not of the day it is flown.
pub fn airport_time_zone(iata: &str) -> Option<&'static str> {
    travel_world::data::airport(iata).map(|a| a.tz)
}

/// Start the sandbox inside this process and return its address. Its answers are
/// recorded or given back when `TRAVEL_SANDBOX_ANSWERS` says so (see `recorded`).
pub fn start_in_process(state: &Path) -> Result<SocketAddr> {
    let mut server =
        Server::bind(Options::loopback(0, state.to_path_buf()))?.answering_as(IN_PROCESS_ORIGIN);
    if let Some(app) = Arc::get_mut(&mut server.app) {
        app.answers = crate::recorded::Answers::from_env();
    }
    server.spawn()?;
    Ok(server.addr())
}

/// A sandbox started inside this process on a state, for its operator: the CLI's
/// verbs on a state file (`travel sandbox clock|reset|tenants --state FILE`) are the
/// control API's calls to it, as `--url` makes them to a server elsewhere, with an
/// admin secret drawn for this process alone. One control surface, whichever way the
/// state is reached.
pub struct Operator {
    /// `http://127.0.0.1:PORT`
    pub url: String,
    /// The bearer of this server's operator.
    pub admin: String,
    /// Dropped first: the server stops and lets go of the state...
    _serving: server::Stopper,
    /// ...then the state is closed (a state file's log checkpointed and removed), as
    /// the operator's command ends.
    _server: Server,
}

impl Operator {
    /// Serve the state where `at` says for this process's operator, the state checked
    /// whole first (damage found is copied aside and handled as `on_damage` says).
    pub fn start(at: &Location, on_damage: OnDamage, registry: Registry) -> Result<Operator> {
        let admin = travel_store::unguessable::alphanumeric(32);
        let server = Server::bind(Options {
            state: at.clone(),
            admin: Some(admin.clone()),
            on_damage,
            registry,
            verify: true,
            ..Options::loopback(0, PathBuf::new())
        })?;
        let serving = server
            .endpoint
            .spawn_until_stopped(Arc::clone(&server.app))?;
        Ok(Operator {
            url: server.url(),
            admin,
            _serving: serving,
            _server: server,
        })
    }
}
