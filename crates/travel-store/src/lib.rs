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
//! that many server nodes share ([`postgres`]). A backend is a handle on the opened
//! [`Store`]; each of its calls takes a connection for the time of the call (SQLite's
//! one, under the store's lock; one of PostgreSQL's pool), so a handler never holds
//! one while it computes.

mod damage;
mod deflated;
pub mod flights;
pub mod hotels;
pub mod live;
pub mod meta;
#[cfg(test)]
mod plans;
pub mod postgres;
mod private;
pub mod process;
mod schema;
pub mod sql;
mod sqlite;
pub mod tenant;
pub mod tenants;
pub mod tokens;
mod transfer;
pub mod unguessable;

pub use transfer::Refused;

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rusqlite::Connection;

use crate::tenant::Tenant;
use flights::Flights;
use hotels::Hotels;
use meta::Meta;
use schema::Schema;
use sql::{args, Begin, Db, Work};
use tenants::Tenants;
use tokens::Tokens;

/// Every backend's schema, in the order a new file is made.
const SCHEMAS: &[&Schema] = &[
    &tokens::SCHEMA,
    &hotels::SCHEMA,
    &flights::SCHEMA,
    &meta::SCHEMA,
    &live::SCHEMA,
    // last: its first migration lists the tenants every table above holds
    &tenants::SCHEMA,
];

pub use sql::Engine;

/// Why the state could not be opened or removed. The command that opened it says so
/// in its own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The state file could not be created or removed.
    State(String),
    /// The state file is there but cannot be used (not a state file, or damaged).
    Unreadable(String),
    /// The storage failed (full, read-only, not permitted), or the file could not be
    /// brought to this build's tables: what it holds is left as it was, and serves
    /// again once the storage does.
    Storage(String),
    /// The state file was migrated by a newer build: its data are intact, this build
    /// cannot read them. Never a reason to start afresh.
    Newer(String),
    /// The PostgreSQL database could not be reached or refused the connection: what it
    /// holds is left as it was.
    Database(String),
    /// The state file is damaged: a copy of it as found was made, named in the message,
    /// and nothing was served from it.
    Damaged(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::State(m)
            | Failure::Unreadable(m)
            | Failure::Storage(m)
            | Failure::Newer(m)
            | Failure::Database(m)
            | Failure::Damaged(m) => f.write_str(m),
        }
    }
}

/// What opening the state gives: the state, or why not.
pub type Opened<T> = std::result::Result<T, Failure>;

/// A call on the state failed: what the database said, and of what kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
    kind: Kind,
}

/// What kind of failure an [`Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// What was kept cannot be read: the service's 500.
    State,
    /// The storage failed (full, read-only, not permitted), the state being intact:
    /// writes fail until it is mended.
    Storage,
    /// The database cannot be reached for now (restarting, too busy): the service's
    /// 503, and the request may be sent again.
    Unavailable,
    /// The connection was lost before the statement ran (the database restarted since
    /// the pool made it): another connection is tried once, then it is `Unavailable`.
    Lost,
    /// A row is held already (a unique key): a document taken back twice, an id drawn
    /// twice.
    Conflict,
    /// The database gave up one of two transactions that would not agree (a deadlock,
    /// a serialization failure): it is tried again.
    Retry,
}

impl Error {
    /// A failure of the state rather than of the storage: what was kept cannot be read.
    pub fn other(message: String) -> Error {
        Error {
            message,
            kind: Kind::State,
        }
    }

    /// Whether the storage failed, rather than the state: writes fail until it is
    /// mended, and what was kept is intact.
    pub fn storage(&self) -> bool {
        self.kind == Kind::Storage
    }

    /// Whether the database cannot be reached for now: the service's 503.
    pub fn unavailable(&self) -> bool {
        matches!(self.kind, Kind::Unavailable | Kind::Lost)
    }

    /// Whether a row was held already.
    pub(crate) fn conflict(&self) -> bool {
        self.kind == Kind::Conflict
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

thread_local! {
    /// Whether this thread holds a store's lock (see `Store::with`).
    static HOLDING: Cell<bool> = const { Cell::new(false) };
}

/// This thread holds the store's lock until dropped (a panic included).
struct Held;

impl Held {
    fn new() -> Held {
        HOLDING.with(|h| h.set(true));
        Held
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        HOLDING.with(|h| h.set(false));
    }
}

/// What opening a state file found damaged does, the damage copied aside first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OnDamage {
    /// Stop, and say where the copy is.
    #[default]
    Refuse,
    /// Open what SQLite reads of it (its log up to the damage).
    Recover,
    /// Start with an empty state.
    Fresh,
}

/// Where the state is kept: a SQLite file, or a PostgreSQL database (its URL, and the
/// connections a node may hold).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    File(PathBuf),
    Postgres { url: String, pool: u32 },
}

impl Location {
    /// `--state` as given: a `postgres://` (or `postgresql://`) URL, or a file's path.
    pub fn parse(state: &std::ffi::OsStr, pool: u32) -> Location {
        match state.to_str() {
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Location::Postgres {
                    url: url.to_string(),
                    pool,
                }
            }
            _ => Location::File(PathBuf::from(state)),
        }
    }
}

/// Where the state is, as said in messages: a database's password hidden.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres { url, .. } => f.write_str(&postgres::shown(url)),
        }
    }
}

/// The database the state is kept in.
enum Database {
    /// One connection, used by one call at a time.
    Sqlite(Mutex<Connection>),
    Postgres(postgres::Pool),
}

/// The opened state: its database; the tokens this process issued while the storage
/// failed, and the live tokens it remembers ([`tokens`]).
pub struct Store {
    db: Database,
    unstored: tokens::Unstored,
    remembered: tokens::Remembered,
}

impl Store {
    /// Open the state file at `path` (see [`sqlite::open`]).
    pub fn open(path: &Path) -> crate::Opened<Store> {
        Ok(Store::on(Database::Sqlite(Mutex::new(sqlite::open(path)?))))
    }

    /// Open the state where `at` says, bringing its tables to this build's version.
    pub fn open_at(at: &Location) -> crate::Opened<Store> {
        Store::open_checked(at, OnDamage::Refuse, false)
    }

    /// Open the state where `at` says, a file checked first (see [`damage`]), and
    /// with `verify` by SQLite's `quick_check` too once opened: damage found is copied
    /// aside and then refused, recovered or started afresh as `on_damage` says.
    #[allow(clippy::print_stderr)] // a damaged file is said on the operator's stderr
    pub fn open_checked(at: &Location, on_damage: OnDamage, verify: bool) -> crate::Opened<Store> {
        let path = match at {
            Location::File(path) => path,
            Location::Postgres { .. } => return Store::open_on(at),
        };
        let found = match damage::check(path) {
            Err(why) => Some(why),
            Ok(()) => match Store::open(path) {
                Ok(store) if !verify => return Ok(store),
                Ok(store) => match store.quick_check() {
                    Ok(None) => return Ok(store),
                    Ok(Some(why)) => {
                        drop(store);
                        Some(why)
                    }
                    Err(e) => {
                        return Err(crate::Failure::Storage(format!("sandbox state {at}: {e}")))
                    }
                },
                Err(crate::Failure::Unreadable(why)) => Some(why),
                Err(other) => return Err(other),
            },
        };
        let why = found.unwrap_or_default();
        let copy = damage::copy_aside(path).map_err(|e| {
            crate::Failure::Damaged(format!(
                "sandbox state {at} is damaged ({why}), and no copy of it could be made ({e}): left as it is"
            ))
        })?;
        let said = format!(
            "sandbox state {at} is damaged: {why}; a copy of it as found is in {}",
            copy.display()
        );
        match on_damage {
            OnDamage::Refuse => Err(crate::Failure::Damaged(said)),
            OnDamage::Recover => {
                let store = Store::open(path).map_err(|_| {
                    crate::Failure::Damaged(format!(
                        "{said}; SQLite cannot read it: only a fresh start is left"
                    ))
                })?;
                match store.quick_check() {
                    Ok(None) => {
                        eprintln!("warning: {said}; opened with what SQLite reads of it");
                        Ok(store)
                    }
                    _ => Err(crate::Failure::Damaged(format!(
                        "{said}; what SQLite reads of it is damaged too: only a fresh start is left"
                    ))),
                }
            }
            OnDamage::Fresh => {
                sqlite::remove(path)?;
                eprintln!("warning: {said}; started afresh");
                Store::open(path)
            }
        }
    }

    /// What SQLite's `quick_check` finds wrong with the file, if anything.
    fn quick_check(&self) -> Result<Option<String>> {
        let found: Vec<String> = self.with(|db| db.column("PRAGMA quick_check", args![]))?;
        Ok((found != ["ok"]).then(|| found.join("; ")))
    }

    fn open_on(at: &Location) -> crate::Opened<Store> {
        match at {
            Location::File(path) => Store::open(path),
            Location::Postgres { url, pool } => Ok(Store::on(Database::Postgres(postgres::open(
                url, *pool, SCHEMAS,
            )?))),
        }
    }

    fn on(db: Database) -> Store {
        Store {
            db,
            unstored: tokens::Unstored::default(),
            remembered: tokens::Remembered::default(),
        }
    }

    /// The connections to the database a node keeps at most: `None` for SQLite's one.
    pub fn connections(&self) -> Option<u32> {
        match &self.db {
            Database::Sqlite(_) => None,
            Database::Postgres(pool) => Some(pool.max_size()),
        }
    }

    /// Which database the state is kept in.
    pub fn engine(&self) -> Engine {
        match self.db {
            Database::Sqlite(_) => Engine::Sqlite,
            Database::Postgres(_) => Engine::Postgres,
        }
    }

    pub fn tokens(&self) -> Tokens<'_> {
        Tokens { store: self }
    }

    pub fn meta(&self) -> Meta<'_> {
        Meta { store: self }
    }

    /// The tenants the server knows, with their secrets.
    pub fn accounts(&self) -> Tenants<'_> {
        Tenants { store: self }
    }

    /// The flights backend as `tenant` sees it.
    pub fn flights<'s>(&'s self, tenant: &'s Tenant) -> Flights<'s> {
        Flights {
            store: self,
            tenant,
        }
    }

    /// The faults and journal of `tenant` kept in the database (see [`live`]).
    pub fn live<'s>(&'s self, tenant: &'s Tenant) -> live::Live<'s> {
        live::Live {
            store: self,
            tenant,
        }
    }

    /// The hotels backend as `tenant` sees it.
    pub fn hotels<'s>(&'s self, tenant: &'s Tenant) -> Hotels<'s> {
        Hotels {
            store: self,
            tenant,
        }
    }

    /// Clear a tenant's bookings, orders and the seats and rooms they hold, and its
    /// clock, in one transaction. Other tenants, the tokens and settings (the tenant's
    /// included) and what `meta` keeps about the state itself (the world's seed, the
    /// serial of references, its salt, the servers serving it) stay, so references
    /// never repeat across resets and a server that has the state open goes on serving
    /// it.
    pub fn reset(&self, tenant: &Tenant) -> Result<()> {
        self.write(|db| {
            flights::clear(db, Some(tenant))?;
            hotels::clear(db, Some(tenant))?;
            live::clear(db, Some(tenant))?;
            meta::restart(db, tenant)
        })
    }

    /// Remove `tenant` whole: what [`Store::reset`] clears, its settings, its tokens
    /// and its secret, in one transaction. Whether it was known or held anything.
    pub fn remove_tenant(&self, tenant: &Tenant) -> Result<bool> {
        let removed = self.write(|db| {
            let known = db
                .one(
                    "SELECT 1 FROM sandbox_tenants WHERE client_id = ?1",
                    args![tenant.as_str()],
                )?
                .is_some()
                || tenants::holds_state(db, tenant.as_str())?;
            flights::clear(db, Some(tenant))?;
            hotels::clear(db, Some(tenant))?;
            live::clear(db, Some(tenant))?;
            meta::restart(db, tenant)?;
            meta::forget_settings(db, tenant)?;
            db.exec(
                "DELETE FROM tokens WHERE client_id = ?1",
                args![tenant.as_str()],
            )?;
            db.exec(
                "DELETE FROM sandbox_tenants WHERE client_id = ?1",
                args![tenant.as_str()],
            )?;
            Ok(known)
        })?;
        self.tokens().forget_client(tenant.as_str());
        Ok(removed)
    }

    /// Start every tenant again in the world of `seed`: what [`Store::reset`] clears,
    /// of every tenant, in one transaction; the tokens stay.
    pub fn reseed(&self, seed: u64) -> Result<()> {
        self.write(|db| {
            flights::clear(db, None)?;
            hotels::clear(db, None)?;
            live::clear(db, None)?;
            meta::reseed(db, seed)
        })
    }

    /// What the state holds, counted in one read transaction (see [`Holdings`]).
    pub fn holdings(&self) -> Result<Holdings> {
        self.snapshot(|db| {
            let (mut held, tenants) = counted(db)?;
            held.tenants = tenants.len() as u64;
            Ok(held)
        })
    }

    /// Every tenant the state keeps anything of, by client id, with what it holds.
    pub fn tenants(&self) -> Result<Vec<(String, Holdings)>> {
        self.snapshot(|db| {
            let (_, all) = counted(db)?;
            let mut by_tenant: BTreeMap<String, Holdings> = all
                .into_iter()
                .map(|t| {
                    (
                        t,
                        Holdings {
                            tenants: 1,
                            ..Holdings::default()
                        },
                    )
                })
                .collect();
            let counted: [(&str, &str, Field); 4] = [
                ("flight_orders", "tenant", |h| &mut h.flight_orders),
                ("hotel_reservations", "tenant", |h| {
                    &mut h.hotel_reservations
                }),
                ("hotel_bookings", "tenant", |h| &mut h.hotel_bookings),
                ("tokens", "client_id", |h| &mut h.tokens),
            ];
            for (table, column, field) in counted {
                let sql = format!("SELECT {column}, count(*) FROM {table} GROUP BY {column}");
                for row in db.query(&sql, args![])? {
                    let (tenant, n): (String, u64) = (row.get(0)?, row.get(1)?);
                    if let Some(h) = by_tenant.get_mut(&tenant) {
                        *field(h) = n;
                    }
                }
            }
            Ok(by_tenant.into_iter().collect())
        })
    }

    /// The state read whole, in one read transaction (see [`Ledger`]).
    pub fn ledger(&self) -> Result<Ledger> {
        self.snapshot(|db| {
            let integrity = match db.engine() {
                Engine::Sqlite => db
                    .value("PRAGMA integrity_check", args![])?
                    .unwrap_or_default(),
                // the database keeps itself whole; what is checked here is the rows
                Engine::Postgres => "ok".to_string(),
            };
            let mut ledger = Ledger {
                integrity,
                ..Ledger::default()
            };
            flights::ledger(db, &mut ledger)?;
            hotels::ledger(db, &mut ledger)?;
            Ok(ledger)
        })
    }

    /// Run `f` with a connection, each statement on its own.
    fn with<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
        self.holding(|db| match db {
            Database::Sqlite(conn) => {
                let conn = conn.lock().unwrap_or_else(|p| p.into_inner());
                f(&mut sqlite::Sqlite(&conn))
            }
            Database::Postgres(pool) => postgres::with(pool, f),
        })
    }

    /// Run `f` on the database as this thread's one call on the state: one made while
    /// the thread is in another fails loudly (the service's 500) rather than hang on
    /// SQLite's lock (or take a second of PostgreSQL's connections).
    fn holding<T>(&self, f: impl FnOnce(&Database) -> T) -> T {
        assert!(
            !HOLDING.with(Cell::get),
            "a sandbox backend called while the state's lock is held"
        );
        let _held = Held::new();
        f(&self.db)
    }

    /// Run `f` in a write transaction, committed when it answers `Ok(Ok(_))` and rolled
    /// back otherwise: what it read stays true until it commits (SQLite's one writer;
    /// PostgreSQL's locks, [`Db::lock`]). It may run more than once (see
    /// [`postgres::transaction`]).
    fn write_unless<T, R>(
        &self,
        mut f: impl FnMut(&mut dyn Db) -> Result<std::result::Result<T, R>>,
    ) -> Result<std::result::Result<T, R>> {
        self.transaction(Begin::Write, &mut f)
    }

    /// Run `f` in a write transaction, committed when it answers `Ok`.
    fn write<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
        let done = self.write_unless(|db| f(db).map(Ok::<T, std::convert::Infallible>))?;
        Ok(done.unwrap_or_else(|never| match never {}))
    }

    /// Run `f` in a read transaction: every statement sees the same state.
    fn snapshot<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
        let done = self.transaction(Begin::Read, &mut |db| {
            f(db).map(Ok::<T, std::convert::Infallible>)
        })?;
        Ok(done.unwrap_or_else(|never| match never {}))
    }

    fn transaction<T, R>(
        &self,
        begin: Begin,
        f: &mut Work<T, R>,
    ) -> Result<std::result::Result<T, R>> {
        self.holding(|db| match db {
            Database::Sqlite(conn) => {
                let conn = conn.lock().unwrap_or_else(|p| p.into_inner());
                sqlite::transaction(&conn, begin, f)
            }
            Database::Postgres(pool) => postgres::transaction(pool, begin, f),
        })
    }
}

/// What the state holds, counted: a server says so when it starts (and stops), so
/// that a file found empty where data was is seen at once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Holdings {
    /// The client ids it keeps anything of: tokens, orders, bookings, a clock.
    pub tenants: u64,
    /// Flight orders kept, of every tenant (one lapsed is kept until its tenant's next
    /// sale sweeps it out).
    pub flight_orders: u64,
    /// Hotel reservations, and their room bookings (one per room).
    pub hotel_reservations: u64,
    pub hotel_bookings: u64,
    /// Access tokens kept, live or recently expired.
    pub tokens: u64,
}

impl std::fmt::Display for Holdings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = |count: u64, one: &str, many: &str| {
            format!("{count} {}", if count == 1 { one } else { many })
        };
        write!(
            f,
            "{}, {}, {} ({}), {}",
            n(self.tenants, "tenant", "tenants"),
            n(self.flight_orders, "flight order", "flight orders"),
            n(self.hotel_bookings, "hotel booking", "hotel bookings"),
            n(self.hotel_reservations, "reservation", "reservations"),
            n(self.tokens, "token", "tokens"),
        )
    }
}

/// What every backend holds, counted, and the client ids it keeps anything for.
fn counted(db: &mut dyn Db) -> Result<(Holdings, BTreeSet<String>)> {
    let mut held = Holdings::default();
    let mut tenants = BTreeSet::new();
    tokens::holdings(db, &mut held, &mut tenants)?;
    flights::holdings(db, &mut held, &mut tenants)?;
    hotels::holdings(db, &mut held, &mut tenants)?;
    meta::holdings(db, &mut tenants)?;
    tenants_in(db, "sandbox_tenants", "client_id", &mut tenants)?;
    Ok((held, tenants))
}

/// One count of [`Holdings`], by the table and column it is counted from.
type Field = fn(&mut Holdings) -> &mut u64;

/// Add to `tenants` the distinct values of `column` in `table`.
fn tenants_in(
    db: &mut dyn Db,
    table: &str,
    column: &str,
    tenants: &mut BTreeSet<String>,
) -> Result<()> {
    let sql = format!("SELECT DISTINCT {column} FROM {table}");
    tenants.extend(db.column::<String>(&sql, args![])?);
    Ok(())
}

/// How many rows `table` holds.
fn count(db: &mut dyn Db, table: &str) -> Result<u64> {
    let sql = format!("SELECT count(*) FROM {table}");
    Ok(db.value(&sql, args![])?.unwrap_or(0))
}

/// What a state file holds, read whole, to check that nothing in it is half-written
/// (after a crash, under load): every order with what it holds, every room booking
/// with its reservation, every night's count beside what the reservations hold.
#[derive(Debug, Clone, Default)]
pub struct Ledger {
    /// SQLite's own check of the file: `ok` when it is whole.
    pub integrity: String,
    /// Every order kept (a lapsed one until swept out), and what it holds of each
    /// dated flight: the flight's key, the date, the class, the seats.
    pub orders: BTreeMap<String, Vec<(String, String, String, i64)>>,
    /// Seats held, or seat labels reserved, by no order kept.
    pub orphan_segments: i64,
    /// Room bookings by id, with their reservation's reference.
    pub hotel_bookings: BTreeMap<String, String>,
    /// The references of reservations without one room booking per room.
    pub reservations_short: Vec<String>,
    /// Per hotel, room type and night: the rooms counted sold, and the rooms the
    /// reservations hold.
    pub nights: BTreeMap<(String, String, String), (i64, i64)>,
}

/// Delete the rows of `tables` of one tenant, or of every tenant (`None`).
fn clear(db: &mut dyn Db, tables: &[&str], tenant: Option<&Tenant>) -> Result<()> {
    for table in tables {
        match tenant {
            Some(t) => db.exec(
                &format!("DELETE FROM {table} WHERE tenant = ?1"),
                args![t.as_str()],
            )?,
            None => db.exec(&format!("DELETE FROM {table}"), args![])?,
        };
    }
    Ok(())
}

/// A schema of a test's own in the tests' PostgreSQL database: the file the
/// integration tests and benches use too.
#[cfg(any(test, feature = "testing"))]
mod scratch;

/// What tests use of a store (this crate's, and the sandbox's with the `testing`
/// feature).
#[cfg(any(test, feature = "testing"))]
pub mod testing {
    use std::path::Path;

    use super::{sql::Db, Store};

    /// A store on a new state file, and the directory that goes with it.
    pub fn store() -> (Store, tempfile::TempDir) {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let store = Store::open(&dir.path().join("state.sqlite3")).expect("a new state file");
        (store, dir)
    }

    pub use super::scratch::Scratch;

    /// A store on a schema of its own in the tests' PostgreSQL database.
    pub fn pg_store() -> (Store, Scratch) {
        let scratch = Scratch::new();
        let store = Store::open_at(&scratch.location(4)).expect("a new schema migrated");
        (store, scratch)
    }

    /// Run `test` on a store of each engine: every backend test holds for both.
    pub fn on_each(test: impl Fn(&Store)) {
        let (sqlite, _dir) = store();
        test(&sqlite);
        let (pg, _scratch) = pg_store();
        test(&pg);
    }

    impl Store {
        /// Run `f` on a connection, as the backends do (for tests that write rows
        /// themselves).
        pub fn raw<T>(&self, f: impl FnMut(&mut dyn Db) -> super::Result<T>) -> T {
            self.with(f).expect("the test's statements")
        }

        /// The SQLite connection of a store on a file.
        pub fn sqlite(&self) -> std::sync::MutexGuard<'_, rusqlite::Connection> {
            match &self.db {
                super::Database::Sqlite(conn) => conn.lock().unwrap_or_else(|p| p.into_inner()),
                super::Database::Postgres(_) => panic!("a store on PostgreSQL has no SQLite"),
            }
        }

        /// From now on, every write fails as on a read-only storage; reads still work.
        pub fn fail_writes(&self) {
            self.raw(|db| db.batch("PRAGMA query_only = true"));
        }

        /// From now on, the seats orders hold cannot be read, as in a damaged file: the
        /// table is gone (its rows kept under another name).
        pub fn lose_seats_held(&self) {
            self.raw(|db| db.batch("ALTER TABLE flight_order_segments RENAME TO seats_lost"));
        }
    }

    /// Make the state file at `path` one a newer build migrated: its flights tables a
    /// version ahead of this build's.
    pub fn mark_newer(path: &Path) {
        let ahead = super::flights::SCHEMA.migrations.len() + 1;
        rusqlite::Connection::open(path)
            .and_then(|c| {
                c.execute(
                    "UPDATE schema_versions SET version = ?1 WHERE backend = 'flights'",
                    [ahead as i64],
                )
            })
            .expect("a state file marked newer");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Failure;
    use travel_core::clock::Clock;

    #[test]
    fn tokens_persist_across_opens_and_remove_deletes_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/state.sqlite3");
        let issued = tokens::Issued {
            client_id: "id".into(),
            credentials: Some("digest".into()),
            expires_at: 100,
        };
        Store::open(&path)
            .unwrap()
            .tokens()
            .issue("t1", &issued, 0)
            .unwrap();
        let expiry = |t| Store::open(&path).unwrap().tokens().find(t).unwrap();
        assert_eq!(expiry("t1").map(|i| i.expires_at), Some(100));
        assert_eq!(expiry("t2"), None);
        assert!(sqlite::remove(&path).unwrap());
        assert!(!path.exists());
        assert!(!sqlite::remove(&path).unwrap());
    }

    #[test]
    fn another_programs_database_is_refused_as_it_is_never_as_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let theirs = dir.path().join("theirs.sqlite3");
        Connection::open(&theirs)
            .and_then(|c| {
                c.execute_batch(
                    "CREATE TABLE tokens (name TEXT, value TEXT);
                     INSERT INTO tokens VALUES ('theirs', 'kept');",
                )
            })
            .unwrap();
        // not Unreadable, which a reset would start afresh
        let Err(Failure::Storage(why)) = Store::open(&theirs) else {
            panic!("refused as a file left as it is")
        };
        assert!(why.contains("theirs.sqlite3"), "{why}");
        let value: String = Connection::open(&theirs)
            .and_then(|c| c.query_row("SELECT value FROM tokens", [], |r| r.get(0)))
            .unwrap();
        assert_eq!(value, "kept");
    }

    /// A row of `tenant`'s in every business table.
    fn fill(store: &Store, tenant: &str, n: i64) {
        store.raw(|db| {
            db.batch(&format!(
                    "INSERT INTO hotel_room_nights (tenant, hotel_id, room_type, night, booked)
                         VALUES ('{tenant}', 'HLPAR001', 'A1K', '2030-03-02', 1);
                     INSERT INTO hotel_reservations (tenant, seq, reference, offer_id, hotel_id,
                         room_type, rate_code, check_in, check_out, rooms, adults, total,
                         currency, card_vendor, card_last4, created_at)
                     VALUES ('{tenant}', {n}, 'REF{n}', 'O', 'HLPAR001', 'A1K', 'RAC',
                         '2030-03-02', '2030-03-03', 1, 1, '1.00', 'EUR', 'VI', '1111', 'now');
                     INSERT INTO hotel_bookings
                         (tenant, id, confirmation, reservation, room_index, guest_names)
                         VALUES ('{tenant}', 'XD_{n}', '100000000{n}', {n}, 0, 'ADA');
                     INSERT INTO flight_orders
                         (tenant, id, reference, created_on, ticketing_on, body)
                         VALUES ('{tenant}', 'O{n}', 'QWERT{n}', '2030-01-01', '2030-01-05', '{{}}');
                     INSERT INTO flight_order_segments
                         (tenant, order_id, flight_key, date, class, seats)
                         VALUES ('{tenant}', 'O{n}', 'IB3400', '2030-02-01', 'Y', 1);
                     INSERT INTO flight_seats_taken (tenant, flight_key, date, label, order_id)
                         VALUES ('{tenant}', 'IB3400', '2030-02-01', '12A', 'O{n}');
                     INSERT INTO sandbox_clocks (tenant, offset_secs) VALUES ('{tenant}', {n});
                     INSERT INTO sandbox_settings (tenant, strict) VALUES ('{tenant}', 1);
                     INSERT INTO flight_documented (tenant, id) VALUES ('{tenant}', 'D{n}');
                     INSERT INTO sandbox_faults (tenant, state) VALUES ('{tenant}', '{{}}');
                     INSERT INTO sandbox_journal (tenant, entry) VALUES ('{tenant}', '{{}}');
                     INSERT INTO sandbox_tenants (client_id, secret, created_at, seen_at)
                         VALUES ('{tenant}', 'hash', 0, 0);"
            ))
        });
    }

    /// Per table of the state, its rows of tenants `a` and `b` (all its rows, twice,
    /// for a table without tenants).
    fn rows(store: &Store) -> Vec<(String, i64, i64)> {
        store.raw(|db| {
            let tables = db.tables()?;
            let mut rows = Vec::new();
            for t in tables {
                let mut of = |tenant: &str| -> Result<i64> {
                    let columns = db.columns(&t)?;
                    let column = ["tenant", "client_id"]
                        .into_iter()
                        .find(|c| columns.iter().any(|have| have == c));
                    if let Some(column) = column {
                        let by_tenant = format!("SELECT count(*) FROM {t} WHERE {column} = ?1");
                        Ok(db.value(&by_tenant, args![tenant])?.unwrap_or(0))
                    } else {
                        Ok(count(db, &t)? as i64)
                    }
                };
                let (a, b) = (of("a")?, of("b")?);
                rows.push((t, a, b));
            }
            Ok(rows)
        })
    }

    #[test]
    fn a_reset_empties_every_business_table_of_one_tenant_and_a_new_world_of_every_one() {
        testing::on_each(a_reset_empties_every_business_table);
    }

    fn a_reset_empties_every_business_table(store: &Store) {
        let issued = tokens::Issued {
            client_id: "a".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &issued, 0).unwrap();
        store
            .tokens()
            .issue(
                "u",
                &tokens::Issued {
                    client_id: "b".into(),
                    ..issued.clone()
                },
                0,
            )
            .unwrap();
        store.meta().serving(8080, 0).unwrap();
        store.meta().next_serial().unwrap();
        fill(store, "a", 1);
        fill(store, "b", 2);
        // what the file keeps about itself, the tokens, and how each tenant chose to be
        // judged (how its tests are set up, not what they made): every other table is
        // business, kept per tenant
        let kept = [
            "sandbox_meta",
            "sandbox_servers",
            "sandbox_settings",
            "sandbox_tenants",
            "schema_versions",
            "sqlite_sequence",
            "tokens",
        ];
        // every table has a row of each tenant (a new table needs one here)
        let before = rows(store);
        assert!(
            before.iter().all(|(_, a, b)| *a > 0 && *b > 0),
            "{before:?}"
        );
        let business = |table: &str| !kept.contains(&table);
        store.raw(|db| {
            for (table, ..) in before.iter().filter(|(t, ..)| business(t)) {
                let columns = db.columns(table)?;
                assert!(
                    columns.iter().any(|c| c == "tenant"),
                    "{table}: {columns:?}"
                );
            }
            Ok(())
        });

        store.reset(&Tenant::new("a")).unwrap();
        let after = rows(store);
        assert_eq!(after.len(), before.len());
        for ((table, a, b), (_, a_before, b_before)) in after.iter().zip(&before) {
            assert_eq!(b, b_before, "{table}: b's rows are kept");
            if business(table) {
                assert_eq!(*a, 0, "{table}: a's rows are cleared");
            } else {
                assert_eq!(a, a_before, "{table} is kept");
            }
        }
        assert!(store.tokens().find("t").unwrap().is_some(), "a's token");

        store.reseed(3).unwrap();
        for (table, a, b) in rows(store) {
            if business(&table) {
                assert_eq!((a, b), (0, 0), "{table}: a new world clears every tenant");
            } else {
                assert!(a > 0, "{table} is kept");
            }
        }
    }

    #[test]
    fn a_tenant_removed_leaves_no_row_in_any_table_and_others_keep_theirs() {
        testing::on_each(|store| {
            fill(store, "a", 1);
            fill(store, "b", 2);
            for (token, client_id) in [("ta", "a"), ("tb", "b")] {
                let issued = tokens::Issued {
                    client_id: client_id.into(),
                    credentials: None,
                    expires_at: i64::MAX / 2,
                };
                store.tokens().issue(token, &issued, 0).unwrap();
            }
            assert!(store.tokens().find("ta").unwrap().is_some(), "remembered");
            let before = rows(store);
            assert!(store.remove_tenant(&Tenant::new("a")).unwrap());
            // the file's own tables hold no tenant's rows: kept as they were
            let own = [
                "sandbox_meta",
                "sandbox_servers",
                "schema_versions",
                "sqlite_sequence",
            ];
            for ((table, a, b), (_, a_before, b_before)) in rows(store).iter().zip(&before) {
                assert_eq!(b, b_before, "{table}: b's rows are kept");
                if own.contains(&table.as_str()) {
                    assert_eq!(a, a_before, "{table}");
                } else {
                    assert_eq!(*a, 0, "{table}: a's rows are gone");
                }
            }
            assert_eq!(store.tokens().find("ta").unwrap(), None, "not remembered");
            assert!(store.tokens().find("tb").unwrap().is_some());
            assert!(!store.remove_tenant(&Tenant::new("a")).unwrap(), "gone");
        });
    }

    #[test]
    fn what_a_state_holds_is_counted_over_every_tenant() {
        testing::on_each(what_a_state_holds_is_counted);
    }

    fn what_a_state_holds_is_counted(store: &Store) {
        assert_eq!(store.holdings().unwrap(), Holdings::default());
        fill(store, "a", 1);
        fill(store, "b", 2);
        let token = tokens::Issued {
            client_id: "c".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &token, 0).unwrap();
        store
            .meta()
            .set_clock(&Tenant::new("d"), Some(Clock { offset: 60 }))
            .unwrap();
        let held = store.holdings().unwrap();
        assert_eq!(
            held,
            Holdings {
                tenants: 4,
                flight_orders: 2,
                hotel_reservations: 2,
                hotel_bookings: 2,
                tokens: 1,
            }
        );
        assert_eq!(
            held.to_string(),
            "4 tenants, 2 flight orders, 2 hotel bookings (2 reservations), 1 token"
        );
        store.reset(&Tenant::new("a")).unwrap();
        assert_eq!(store.holdings().unwrap().flight_orders, 1);
    }

    #[test]
    fn a_backend_called_under_the_states_lock_fails_instead_of_hanging() {
        let (store, _dir) = testing::store();
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
        let inside = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            store.with(|_| Ok(store.meta().clock(&Tenant::default())))
        }));
        assert!(inside.is_err());
        // the lock and the flag were given back
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
    }
}
