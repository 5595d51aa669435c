//! The sandbox: a local implementation of the service with the same paths, fields,
//! errors and booking rules, a deterministic world and persistent state.
//!
//! `travel --sandbox ...` starts it in-process on a loopback port and talks to it over
//! HTTP like any other base URL; `travel sandbox serve` runs it for other clients.
//!
//! A request goes one way: `server` reads it (hyper on tokio, within `limits`) into
//! `http`'s view of it; `answer` hands it to the `router`, which checks the token
//! (`auth`: the token says the request's tenant), the limits (`rate`) and the faults
//! the tenant injected, and decodes it for the handler `ops::routes` registered; the
//! handler (`ops/<domain>/<op>.rs`) answers from the world (the `travel-world` crate:
//! deterministic generators that read and write nothing) and the tenant's state (the
//! `travel-store` crate, the only code that touches storage), as `App` gives them to
//! the request's tenant (`app`); a search never writes. `observe` notes the answer in
//! the tenant's journal, the metrics and the access log. `scenarios` are the outcomes
//! produced on purpose; the control API (`ops/sandbox/`) is how a tenant and the
//! operator drive it. `serving` starts and stops it; `housekeeping` runs beside.
//!
//! This file is the crate's face: it declares the modules and says what is public.

mod access_log;
mod answer;
mod app;
mod auth;
pub mod control;
pub mod documented;
mod envelope;
mod failure;
mod faults;
mod files;
#[cfg(test)]
mod fuzz;
#[allow(clippy::print_stderr)] // its warnings are the server's log
mod housekeeping;
mod http;
mod journal;
#[cfg(test)]
mod layout;
mod limits;
mod live;
mod metrics;
mod observe;
mod ops;
pub mod rate;
mod recorded;
pub mod registry;
mod reject;
mod repeated;
mod router;
pub mod scenarios;
mod secrets;
mod seen;
#[allow(clippy::print_stderr)] // its warnings are the server's log
mod server;
mod serving;

pub use failure::{Failure, Result};
pub use registry::Registry;
pub use server::tls::Tls;
pub use server::{default_ca_file, Stopped};
pub use serving::{
    airport_time_zone, start_in_process, Operator, Options, Server, ADMIN_SECRET_LEAST,
    IN_PROCESS_ORIGIN, STATE_FILE,
};
pub use travel_store::postgres::POOL_DEFAULT;
pub use travel_store::process::alive as process_alive;
pub use travel_store::tenant::Tenancy;
pub use travel_store::{Holdings, Location, OnDamage};
