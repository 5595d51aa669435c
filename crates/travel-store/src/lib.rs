//! Everything the sandbox stores, one backend per domain as moto keeps one per service:
//! [`tokens`] (the tokens it issued, each to its client), [`meta`] (each tenant's
//! clock, the world's seed, the serial and salt of references, the servers serving the
//! file), [`flights`] (orders and the seats they hold), [`hotels`] (room nights
//! sold, reservations and their room bookings) and [`live`] (faults and journals, when
//! nodes share a database). Each owns its tables, its migrations
//! and all its SQL; handlers ask it in the domain's words (sell these seats to this
//! order, all or nothing) and never see a table or a connection. Nothing else in the
//! crate names the database.
//!
//! The business is per tenant: a handle on [`flights`] or [`hotels`] is one tenant's
//! ([`Store::flights`]), every row it writes carries the tenant, every read asks for
//! it, and its tables are keyed and indexed by it first.
//!
//! The tables are kept in one of two databases, the same SQL speaking to both
//! ([`sql`]): a SQLite file ([`sqlite`], the embedded default) or a PostgreSQL database
//! that many server nodes share ([`postgres`]). A backend is a handle the [`Store`] gives
//! on its database; each of its calls takes a connection for the time of the call (SQLite's
//! one, under the store's lock; one of PostgreSQL's pool), so a handler never holds
//! one while it computes.
//!
//! The crate stands in layers, each importing only those below it: the [`Store`] and
//! what spans every backend (`store`, `clearing`, `census`, `transfer`) above the
//! backends, the backends above `database` (the opened database and the ways to run
//! statements on it), and that above the engines (`sqlite`, [`postgres`]), the
//! shared SQL ([`sql`]) and the crate's errors. This file is the crate's face: it
//! declares the modules and says what is public.

mod census;
mod clearing;
mod damage;
mod database;
mod deflated;
mod error;
pub mod flights;
mod holdings;
pub mod hotels;
pub mod live;
mod location;
pub mod meta;
#[cfg(test)]
mod plans;
pub mod postgres;
mod private;
pub mod process;
mod schema;
/// A schema of a test's own in the tests' PostgreSQL database: the file the
/// integration tests and benches use too.
#[cfg(any(test, feature = "testing"))]
mod scratch;
pub mod sql;
mod sqlite;
mod store;
pub mod tenant;
pub mod tenants;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod tokens;
mod transfer;
pub mod unguessable;

pub use error::{Error, Failure, Opened, Result};
pub use holdings::{Holdings, Ledger};
pub use location::Location;
pub use sql::Engine;
pub use store::{OnDamage, Store};
pub use transfer::{DocumentSource, Refused};
