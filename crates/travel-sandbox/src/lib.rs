//! The sandbox: a local implementation of the service with the same paths, fields,
//! errors and booking rules, deterministic data and persistent state.
//!
//! `travel --sandbox ...` starts it in-process on a loopback port and talks to it over
//! HTTP like any other base URL; `travel sandbox serve` runs it for other clients.
//!
//! A request goes one way: `server` reads it (hyper on tokio, within `limits`) into
//! `http`'s view of it, `router` checks the token
//! (`auth`) and decodes it for the handler `ops::routes` registered, and the handler
//! (`ops/<domain>/<op>.rs`) answers from the world's deterministic generators (`world/`,
//! which read nothing and write nothing) and the state, through the backend of its
//! domain (`backends/<domain>.rs`, the only code that touches storage). `App` hands the
//! handlers the backends; a search never writes. `scenarios` are the outcomes produced
//! on purpose; `control` is what the CLI does to a state file directly. The `layout`
//! test keeps it so: no import cycle between files, the database named only in
//! `backends/`, nothing in `world/` importing what serves or stores.

mod auth;
mod backends;
pub mod control;
mod envelope;
#[cfg(test)]
mod fuzz;
mod http;
#[cfg(test)]
mod layout;
mod limits;
mod ops;
mod reject;
mod router;
pub mod scenarios;
mod server;
mod world;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::NaiveDate;

use backends::flights::Flights;
use backends::hotels::Hotels;
use backends::meta::Meta;
use backends::tokens::Tokens;
use backends::Store;
use http::{Req, Resp};
use reject::Rejection;
use scenarios::transport::Line;
pub use server::tls::Tls;
pub use server::{default_ca_file, Stopped};
use travel_core::clock::Clock;

/// Why the sandbox could not start, or its state could not be opened or removed.
/// The command that started it says so in its own words (see `error.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The port could not be had.
    Listen(String),
    /// The state file could not be created or removed.
    State(String),
    /// The state file is there but cannot be used: starting afresh would help.
    Unreadable(String),
    /// The state file was migrated by a newer build: its data are intact, this build
    /// cannot read them. Never a reason to start afresh.
    Newer(String),
    /// HTTPS cannot be served: the certificate could not be made, read or written.
    Tls(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Listen(m)
            | Failure::State(m)
            | Failure::Unreadable(m)
            | Failure::Newer(m)
            | Failure::Tls(m) => f.write_str(m),
        }
    }
}

pub type Result<T, E = Failure> = std::result::Result<T, E>;

/// The state file's name in the user data directory.
pub const STATE_FILE: &str = "sandbox.sqlite3";

pub struct Options {
    /// The address to listen on: loopback unless another is asked for.
    pub bind: IpAddr,
    pub port: u16,
    pub state: PathBuf,
    /// Accept only this client id and secret; `None` accepts any.
    pub client: Option<(String, String)>,
    pub verbose: bool,
    /// Serve HTTPS rather than plain HTTP.
    pub tls: Option<Tls>,
}

impl Options {
    /// Plain HTTP on a loopback port (0: one the system picks), any client accepted,
    /// quietly: the in-process sandbox, and tests.
    pub fn loopback(port: u16, state: PathBuf) -> Options {
        Options {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port,
            state,
            client: None,
            verbose: false,
            tls: None,
        }
    }
}

thread_local! {
    /// The clock as this thread's request read it first (see `ThisRequest`).
    static REQUEST_CLOCK: std::cell::Cell<Option<Clock>> = const { std::cell::Cell::new(None) };
    static IN_REQUEST: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// While one request is answered on this thread: its clock is read from the state once
/// and kept, so the request sees one now throughout and the state is not asked again
/// (the token check and the handler both want it).
struct ThisRequest;

impl ThisRequest {
    fn new() -> ThisRequest {
        REQUEST_CLOCK.with(|c| c.set(None));
        IN_REQUEST.with(|r| r.set(true));
        ThisRequest
    }
}

impl Drop for ThisRequest {
    fn drop(&mut self) {
        IN_REQUEST.with(|r| r.set(false));
        REQUEST_CLOCK.with(|c| c.set(None));
    }
}

/// What every handler may use: the backends of the sandbox's state, its clock, and
/// how links are written.
pub struct App {
    pub client: Option<(String, String)>,
    /// The origin links are written under, instead of the one the client addressed.
    origin: Option<String>,
    store: Store,
    verbose: bool,
    /// The world's seed (see `stable`), read when the server starts: its threads hash
    /// with it. A reset that changes it is refused while a server runs.
    seed: u64,
}

impl App {
    pub fn tokens(&self) -> Tokens<'_> {
        self.store.tokens()
    }

    pub fn meta(&self) -> Meta<'_> {
        self.store.meta()
    }

    pub fn flights(&self) -> Flights<'_> {
        self.store.flights()
    }

    pub fn hotels(&self) -> Hotels<'_> {
        self.store.hotels()
    }

    /// The sandbox's clock, as its state has it now (another process may have set or
    /// advanced it since the last request): the one source of every handler's today
    /// and now. A state that cannot be read answers with real time; the request fails
    /// on its next read of the state anyway.
    pub fn clock(&self) -> Clock {
        if let Some(kept) = REQUEST_CLOCK.with(std::cell::Cell::get) {
            return kept;
        }
        let clock = self.meta().clock().unwrap_or(Clock::REAL);
        if IN_REQUEST.with(std::cell::Cell::get) {
            REQUEST_CLOCK.with(|c| c.set(Some(clock)));
        }
        clock
    }

    /// The sandbox's today: every answer is a function of the request, this date and
    /// the state.
    pub fn today(&self) -> NaiveDate {
        self.clock().today()
    }
}

#[cfg(test)]
impl App {
    /// An app on a fresh state file, for handler tests; the directory goes with it.
    pub fn for_tests() -> (App, tempfile::TempDir) {
        let (store, dir) = backends::testing::store();
        let app = App {
            client: None,
            origin: None,
            store,
            verbose: false,
            seed: 0,
        };
        (app, dir)
    }
}

pub struct Server {
    endpoint: server::Endpoint,
    app: Arc<App>,
    state_path: PathBuf,
}

impl Server {
    /// Listen first, then open the state and make what HTTPS needs: a client that
    /// connects meanwhile waits in the backlog and is answered once the server serves.
    pub fn bind(opts: Options) -> Result<Server> {
        let mut endpoint = server::Endpoint::bind(opts.bind, opts.port)?;
        let store = Store::open(&opts.state)?;
        let seed = store.meta().seed().map_err(|e| {
            Failure::Unreadable(format!("sandbox state {}: {e}", opts.state.display()))
        })?;
        if let Some(tls) = &opts.tls {
            endpoint.secure(tls)?;
        }
        Ok(Server {
            endpoint,
            app: Arc::new(App {
                client: opts.client,
                origin: None,
                store,
                verbose: opts.verbose,
                seed,
            }),
            state_path: opts.state,
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

    pub fn state_path(&self) -> &Path {
        &self.state_path
    }

    /// Serve in the background, until the process ends.
    pub fn spawn(&self) -> Result<()> {
        self.endpoint.spawn(Arc::clone(&self.app))
    }

    /// List this process in the state as a server of it, so a reset run meanwhile
    /// knows of it (`travel sandbox serve`; the in-process sandbox ends with its run).
    pub fn announce(&self) -> Result<()> {
        let port = self.addr().port();
        self.app.meta().serving(port, self.app.seed).map_err(|e| {
            Failure::Unreadable(format!("sandbox state {}: {e}", self.state_path.display()))
        })
    }

    /// Build the world's indexes, then serve until SIGTERM or SIGINT and stop
    /// gracefully: no more connections, the requests in flight answered. `ready` is
    /// called once the server is about to accept (`travel sandbox serve` prints its URL).
    pub fn run<E: From<Failure>>(
        self,
        ready: impl FnOnce() -> Result<(), E>,
    ) -> Result<Stopped, E> {
        warm();
        self.endpoint.run(self.app, ready)
    }
}

/// Build what the first requests would otherwise wait for: the route table and the
/// world's route network.
fn warm() {
    ops::routes();
    world::network::airport_destinations("LHR");
}

/// Where the in-process sandbox (`--sandbox`) writes its links: a reserved name rather
/// than the loopback port of the run, so the same request gives the same body byte for
/// byte. The client follows them by this name (`api::Config::links_base`).
pub const IN_PROCESS_ORIGIN: &str = "http://sandbox.invalid";

/// Start the sandbox inside this process and return its address.
pub fn start_in_process(state: &Path) -> Result<SocketAddr> {
    let server =
        Server::bind(Options::loopback(0, state.to_path_buf()))?.answering_as(IN_PROCESS_ORIGIN);
    server.spawn()?;
    Ok(server.addr())
}

/// The answer to one request, and what a scenario makes of its transport (a refusal
/// with a wait, or an answer held back). Called once per request on a thread of the
/// server's blocking pool, so the request sees one clock (`ThisRequest`).
fn answer(app: &App, req: Req) -> (Resp, Option<Line>) {
    travel_core::stable::seed_this_thread(app.seed);
    let line = scenarios::transport::of_body(&req.body);
    let _request = ThisRequest::new();
    let resp = match &line {
        Some(Line::Refuse(no, _)) => no.clone().into(),
        // A bug in one handler must not take the server down: answer 500 as the
        // service would.
        _ => std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            ops::routes().route(app, &req)
        }))
        .unwrap_or_else(|_| Rejection::system("").into()),
    };
    (resp, line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_reads_the_clock_once_and_sees_one_now() {
        let (app, _dir) = App::for_tests();
        let ahead = Clock { offset: 86_400 };
        {
            let _request = ThisRequest::new();
            assert_eq!(app.clock(), Clock::REAL);
            app.meta().set_clock(Some(ahead)).unwrap();
            assert_eq!(app.clock(), Clock::REAL, "kept for the rest of the request");
        }
        // the next request reads the state again
        let _request = ThisRequest::new();
        assert_eq!(app.clock(), ahead);
    }
}
