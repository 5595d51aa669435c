//! The sandbox's HTTP server: hyper on tokio, rustls for HTTPS.
//!
//! A connection is a task, not a thread: it is accepted (`listen`), told apart by its
//! first bytes (`sniff`, below TLS in `socket`), held to its time (`timing`), its
//! refusals worded as the service's (`worded`), and served by hyper (`conn`), HTTP/1.1
//! or HTTP/2. Each request is read within the sandbox's limits (`request`) and answered
//! by the app on the runtime's blocking pool (`service`). No number of idle connections
//! keeps anyone out: each costs a task and a descriptor, and is let go after
//! `IDLE_TIME`.
//!
//! `sandbox serve` runs on a runtime with a worker per core and stops gracefully on
//! SIGTERM or SIGINT (`shutdown`); the in-process sandbox and the tests serve in the
//! background on a current-thread runtime, which starts in a fraction of a millisecond.

mod conn;
mod file_body;
mod listen;
mod request;
mod service;
mod shutdown;
mod sniff;
mod socket;
mod timing;
pub mod tls;
mod worded;

#[cfg(test)]
pub use request::decoding;

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use hyper::server::conn::{http1, http2};
use hyper_util::rt::{TokioExecutor, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{watch, Notify};
use tokio_rustls::TlsAcceptor;

use crate::app::Shared;
use crate::failure::Failure;

/// How `sandbox serve` ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stopped {
    /// The signal that stopped it.
    pub signal: &'static str,
    /// Connections still busy when the grace period ended, and cut.
    pub cut: usize,
    /// What the state held once every answer was written (none when it could not be
    /// read): said at the stop as at the start.
    pub held: Option<travel_store::Holdings>,
}

/// Threads answering requests at once: one per core. Handlers compute (searches) more
/// than they wait (SQLite in WAL mode commits without a sync), so more threads would
/// only share the cores by chance; requests beyond them wait their turn, in order.
fn handler_threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().max(2))
}

/// Threads of the blocking pool: the cores, or on PostgreSQL as many as the node's
/// connections, since a request there mostly waits on the database and each thread
/// holds at most one connection.
fn blocking_threads(app: &Shared) -> usize {
    let connections = app.store.connections().unwrap_or(0) as usize;
    handler_threads().max(connections)
}

/// A bound socket, and what its connections are served with.
pub struct Endpoint {
    listener: std::net::TcpListener,
    tls: Option<tls::Prepared>,
}

impl Endpoint {
    pub fn bind(ip: IpAddr, port: u16) -> Result<Endpoint, Failure> {
        let listener = listen::bind(ip, port).map_err(|e| {
            Failure::Listen(format!(
                "cannot listen on {}: {e}",
                SocketAddr::new(ip, port)
            ))
        })?;
        Ok(Endpoint {
            listener,
            tls: None,
        })
    }

    /// Speak HTTPS as `tls` says.
    pub fn secure(&mut self, tls: &tls::Tls) -> Result<(), Failure> {
        self.tls = Some(tls::prepare(tls, self.addr().ip())?);
        Ok(())
    }

    pub fn addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener")
    }

    /// The base URL a client on this machine uses: the loopback address when every
    /// address is bound.
    pub fn url(&self) -> String {
        let addr = self.addr();
        let shown = match addr.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => {
                SocketAddr::new(Ipv4Addr::LOCALHOST.into(), addr.port())
            }
            IpAddr::V6(ip) if ip.is_unspecified() => {
                SocketAddr::new(Ipv6Addr::LOCALHOST.into(), addr.port())
            }
            _ => addr,
        };
        let scheme = if self.tls.is_some() { "https" } else { "http" };
        format!("{scheme}://{shown}")
    }

    /// Where the certificate authority of a certificate made at start was written.
    pub fn ca_file(&self) -> Option<&Path> {
        self.tls.as_ref().and_then(|t| t.ca_file.as_deref())
    }

    fn shared(&self, app: Arc<Shared>, stop: watch::Receiver<bool>) -> Arc<Serving> {
        let mut h2 = http2::Builder::new(TokioExecutor::new());
        h2.timer(TokioTimer::new())
            .max_header_list_size(request::HEAD_ROOM as u32)
            .max_concurrent_streams(100);
        Arc::new(Serving {
            origin: request::Origin {
                fixed: app.origin.clone(),
                secure: self.tls.is_some(),
            },
            verbose: app.verbose,
            app,
            tls: self.tls.as_ref().map(|t| t.acceptor.clone()),
            port: self.addr().port(),
            http1: request::http1(),
            http2: h2,
            stop,
        })
    }

    /// Serve in the background on a runtime of its own, until the process ends.
    pub fn spawn(&self, app: Arc<Shared>) -> Result<(), Failure> {
        let failed =
            |e: std::io::Error| Failure::Listen(format!("cannot serve on {}: {e}", self.addr()));
        let listener = self.listener.try_clone().map_err(failed)?;
        listen::raise_descriptor_limit();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .max_blocking_threads(handler_threads())
            .build()
            .map_err(failed)?;
        let (never, stop) = watch::channel(false);
        let shared = self.shared(app, stop);
        std::thread::Builder::new()
            .name("sandbox".into())
            .spawn(move || {
                let _never = never;
                runtime.block_on(accept(listener, shared, Live::new()));
            })
            .map_err(failed)?;
        Ok(())
    }

    /// Serve in the background until the `Stopper` returned is stopped (or dropped):
    /// then the thread ends and, with it, every hold it had on `app` (its state is
    /// closed once the caller lets go of its own).
    pub fn spawn_until_stopped(&self, app: Arc<Shared>) -> Result<Stopper, Failure> {
        let failed =
            |e: std::io::Error| Failure::Listen(format!("cannot serve on {}: {e}", self.addr()));
        let listener = self.listener.try_clone().map_err(failed)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .max_blocking_threads(handler_threads())
            .build()
            .map_err(failed)?;
        let (stop, stopped) = watch::channel(false);
        let shared = self.shared(app, stopped);
        let thread = std::thread::Builder::new()
            .name("sandbox".into())
            .spawn(move || {
                runtime.block_on(accept(listener, shared, Live::new()));
                // the connections still open are dropped with the runtime
                runtime.shutdown_timeout(Duration::from_secs(1));
            })
            .map_err(failed)?;
        Ok(Stopper {
            stop,
            thread: Some(thread),
        })
    }

    /// Serve until SIGTERM or SIGINT, then stop gracefully (`shutdown`). `ready` is
    /// called once the signals are caught and everything is built, just before the
    /// first connection is accepted: connections made before wait in the backlog.
    pub fn run<E: From<Failure>>(
        self,
        app: Arc<Shared>,
        ready: impl FnOnce() -> Result<(), E>,
    ) -> Result<Stopped, E> {
        let failed =
            |e: std::io::Error| Failure::Listen(format!("cannot serve on {}: {e}", self.addr()));
        listen::raise_descriptor_limit();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(handler_threads())
            .max_blocking_threads(blocking_threads(&app))
            .thread_name("sandbox")
            .enable_all()
            .build()
            .map_err(failed)?;
        let mut signals = {
            let _in = runtime.enter();
            shutdown::Signals::catch().map_err(failed)?
        };
        let (stop_all, stop) = watch::channel(false);
        let shared = self.shared(app, stop);
        ready()?;
        let live = Live::new();
        let stopped = runtime.block_on(async {
            let serving = tokio::spawn(accept(self.listener, shared, Arc::clone(&live)));
            let signal = signals.next().await;
            let _ = stop_all.send(true);
            let _ = serving.await;
            tokio::select! {
                () = live.none() => {}
                () = tokio::time::sleep(shutdown::GRACE) => {}
                _ = signals.next() => {}
            }
            Stopped {
                signal,
                cut: live.count(),
                held: None,
            }
        });
        runtime.shutdown_timeout(Duration::from_secs(1));
        Ok(stopped)
    }
}

/// A server started by `spawn_until_stopped`: stopped, its thread ended, when dropped.
pub struct Stopper {
    stop: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Stopper {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// What every connection of a server is served with.
pub struct Serving {
    app: Arc<Shared>,
    origin: request::Origin,
    verbose: bool,
    tls: Option<TlsAcceptor>,
    port: u16,
    http1: http1::Builder,
    http2: http2::Builder<TokioExecutor>,
    /// Turns true when the server stops.
    stop: watch::Receiver<bool>,
}

/// Once the server stops (never, when nobody can stop it).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    if stop.wait_for(|stopping| *stopping).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// Accept connections until the server stops, each served by a task of its own.
async fn accept(listener: std::net::TcpListener, shared: Arc<Serving>, live: Arc<Live>) {
    let listener = match listener
        .set_nonblocking(true)
        .and_then(|()| TcpListener::from_std(listener))
    {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("the sandbox cannot accept connections: {e}");
            return;
        }
    };
    let mut stop = shared.stop.clone();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stopped(&mut stop) => return,
        };
        match accepted {
            Ok((tcp, peer)) => {
                let (shared, stop, alive) =
                    (Arc::clone(&shared), shared.stop.clone(), live.enter());
                tokio::spawn(async move {
                    conn::serve(tcp, peer, shared, stop).await;
                    drop(alive);
                });
            }
            // out of descriptors, or a connection reset before it was accepted: try
            // again shortly rather than spin
            Err(e) => {
                if shared.verbose {
                    eprintln!("accepting a connection failed: {e}");
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
}

/// The connections being served, to wait for when the server stops.
struct Live {
    count: AtomicUsize,
    none_left: Notify,
}

struct Alive(Arc<Live>);

impl Live {
    fn new() -> Arc<Live> {
        Arc::new(Live {
            count: AtomicUsize::new(0),
            none_left: Notify::new(),
        })
    }

    fn enter(self: &Arc<Self>) -> Alive {
        self.count.fetch_add(1, Ordering::AcqRel);
        Alive(Arc::clone(self))
    }

    fn count(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }

    /// Once no connection is left.
    async fn none(&self) {
        loop {
            let notified = self.none_left.notified();
            if self.count() == 0 {
                return;
            }
            notified.await;
        }
    }
}

impl Drop for Alive {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.none_left.notify_waiters();
        }
    }
}

/// The default place of the CA certificate of a certificate made at start: beside
/// the state file.
pub fn default_ca_file(state: &Path) -> PathBuf {
    state.with_extension("ca.pem")
}
