//! The layer every backend stands on: the opened database (a SQLite file under one
//! lock, or a pool of PostgreSQL connections), the ways a backend runs its statements
//! on it (each on its own, in a write transaction, in a read snapshot), and the few
//! statements every backend makes of its own tables (a count, the tenants named, a
//! tenant's rows cleared). It names no backend: the tables a database is brought to are
//! handed down by whoever opens it (the store's list of schemas).

use std::cell::Cell;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Mutex;

use rusqlite::Connection;

use crate::error::{Opened, Result};
use crate::postgres;
use crate::schema::Schema;
use crate::sql::{args, Begin, Db, Engine, Work};
use crate::sqlite;
use crate::tenant::Tenant;

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

/// The database the state is kept in.
pub(crate) enum Database {
    /// One connection, used by one call at a time.
    Sqlite(Mutex<Connection>),
    Postgres(postgres::Pool),
}

impl Database {
    /// Open the state file at `path`, its tables brought to those of `schemas` (see
    /// [`sqlite::open`]).
    pub(crate) fn file(path: &Path, schemas: &[&Schema]) -> Opened<Database> {
        Ok(Database::Sqlite(Mutex::new(sqlite::open(path, schemas)?)))
    }

    /// Connect to the PostgreSQL database at `url` with `pool` connections at most, its
    /// tables brought to those of `schemas` (see [`postgres::open`]).
    pub(crate) fn postgres(url: &str, pool: u32, schemas: &[&Schema]) -> Opened<Database> {
        Ok(Database::Postgres(postgres::open(url, pool, schemas)?))
    }

    /// The connections to the database a node keeps at most: `None` for SQLite's one.
    pub(crate) fn connections(&self) -> Option<u32> {
        match self {
            Database::Sqlite(_) => None,
            Database::Postgres(pool) => Some(pool.max_size()),
        }
    }

    /// Which database the state is kept in.
    pub(crate) fn engine(&self) -> Engine {
        match self {
            Database::Sqlite(_) => Engine::Sqlite,
            Database::Postgres(_) => Engine::Postgres,
        }
    }

    /// What SQLite's `quick_check` finds wrong with the file, if anything.
    pub(crate) fn quick_check(&self) -> Result<Option<String>> {
        let found: Vec<String> = self.with(|db| db.column("PRAGMA quick_check", args![]))?;
        Ok((found != ["ok"]).then(|| found.join("; ")))
    }

    /// Run `f` with a connection, each statement on its own.
    pub(crate) fn with<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
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
        f(self)
    }

    /// Run `f` in a write transaction, committed when it answers `Ok(Ok(_))` and rolled
    /// back otherwise: what it read stays true until it commits (SQLite's one writer;
    /// PostgreSQL's locks, [`Db::lock`]). It may run more than once (see
    /// [`postgres::transaction`]).
    pub(crate) fn write_unless<T, R>(
        &self,
        mut f: impl FnMut(&mut dyn Db) -> Result<std::result::Result<T, R>>,
    ) -> Result<std::result::Result<T, R>> {
        self.transaction(Begin::Write, &mut f)
    }

    /// Run `f` in a write transaction, committed when it answers `Ok`.
    pub(crate) fn write<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
        let done = self.write_unless(|db| f(db).map(Ok::<T, std::convert::Infallible>))?;
        Ok(done.unwrap_or_else(|never| match never {}))
    }

    /// Run `f` in a read transaction: every statement sees the same state.
    pub(crate) fn snapshot<T>(&self, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
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

/// Add to `tenants` the distinct values of `column` in `table`.
pub(crate) fn tenants_in(
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
pub(crate) fn count(db: &mut dyn Db, table: &str) -> Result<u64> {
    let sql = format!("SELECT count(*) FROM {table}");
    Ok(db.value(&sql, args![])?.unwrap_or(0))
}

/// Delete the rows of `tables` of one tenant, or of every tenant (`None`).
pub(crate) fn clear(db: &mut dyn Db, tables: &[&str], tenant: Option<&Tenant>) -> Result<()> {
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

#[cfg(test)]
mod tests {
    use travel_core::clock::Clock;

    use crate::tenant::Tenant;
    use crate::testing;

    #[test]
    fn a_backend_called_under_the_states_lock_fails_instead_of_hanging() {
        let (store, _dir) = testing::store();
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
        let inside = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            store
                .db
                .with(|_| Ok(store.meta().clock(&Tenant::default())))
        }));
        assert!(inside.is_err());
        // the lock and the flag were given back
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
    }
}
