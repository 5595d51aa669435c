//! The state in a PostgreSQL database, shared by every server node that names it: a
//! pool of connections per node (its size a flag), each statement prepared once per
//! connection, and each backend's tables versioned as on SQLite.
//!
//! The connections are `tokio-postgres`'s, pooled by `deadpool-postgres`, and driven by
//! one small runtime of the store's own: the backends' calls are synchronous and are
//! made off the server's async workers (on its blocking threads, or by a command), so
//! each statement is sent by blocking that thread on the pool's future while the
//! runtime's one worker reads and writes every connection's socket. A node has one
//! runtime for its whole pool, whoever opened the store (a server, a command, a test).
//!
//! Transactions run at READ COMMITTED: each statement sees what was committed before
//! it began. What a sale reads and then writes is guarded by [`Db::lock`], a
//! transaction-scoped advisory lock per dated flight or hotel, taken in the same order
//! by every writer, so two nodes selling the last seat go one after the other and the
//! second sees the first's sale. A deadlock or serialization failure the server still
//! reports is retried. A connection lost (the database restarting) fails the request
//! as unavailable, the service's 503, and the pool connects anew for the next.

use std::collections::HashMap;
use std::error::Error as StdError;
use std::future::Future;
use std::time::Duration;

use bytes::BytesMut;
use deadpool_postgres::{
    Hook, HookError, Manager, ManagerConfig, Object, PoolError, RecyclingMethod, Runtime,
};
use futures_util::TryStreamExt;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::{IsNull, ToSql, Type};
use tokio_postgres::NoTls;

use crate::error::{Error, Failure, Kind, Opened, Result};
use crate::schema::Schema;
use crate::sql::{numbered, Arg, Begin, Cell, Db, Engine, Row, Work};

/// How long one statement may run before the database cancels it: a request never
/// hangs on a lock or a lost connection.
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a request waits for a connection of the pool (or for a new one to be
/// made) before it is answered 503.
const CHECKOUT_TIMEOUT: Duration = Duration::from_secs(5);

/// Connections of a node's pool unless told otherwise.
pub const POOL_DEFAULT: u32 = 16;

/// How often a transaction that met a deadlock or a serialization failure is tried.
const ATTEMPTS: u32 = 20;

/// A node's connections to the database, and the runtime that drives them.
pub struct Pool {
    pool: deadpool_postgres::Pool,
    /// Always there until dropped: taken then, to be shut down without waiting (a
    /// store may be dropped on a thread that must not block).
    runtime: Option<tokio::runtime::Runtime>,
}

impl Pool {
    /// The connections it keeps at most.
    pub fn max_size(&self) -> u32 {
        u32::try_from(self.pool.status().max_size).unwrap_or(u32::MAX)
    }

    /// Wait for `work`, this thread blocked while the runtime drives the connections.
    /// Called from an async worker, it panics: the backends are called off them.
    fn block_on<F: Future>(&self, work: F) -> F::Output {
        self.runtime
            .as_ref()
            .expect("the runtime, until the pool is dropped")
            .block_on(work)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// `url` with its password hidden, to be said in messages and logs.
pub fn shown(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) if u.password().is_some() => {
            let _ = u.set_password(Some("***"));
            u.to_string()
        }
        Ok(u) => u.to_string(),
        Err(_) => "a PostgreSQL URL that does not parse".to_string(),
    }
}

/// Connect to the database at `url` with `size` connections at most, and bring every
/// backend of `schemas` to this build's version: a database a newer build migrated is
/// refused as it is.
pub fn open(url: &str, size: u32, schemas: &[&Schema]) -> Opened<Pool> {
    let at = shown(url);
    let config: tokio_postgres::Config = url
        .parse()
        .map_err(|e| Failure::State(format!("sandbox state {at}: {e}")))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("travel-store-postgres")
        .enable_all()
        .build()
        .map_err(|e| Failure::Database(format!("sandbox state {at}: {e}")))?;
    let manager = Manager::from_config(
        config,
        NoTls,
        ManagerConfig {
            // a connection found broken is dropped by the failure itself (`Kind::Lost`);
            // testing each one before use would cost every request a round trip
            recycling_method: RecyclingMethod::Fast,
        },
    );
    let timeouts = format!(
        "SET statement_timeout = {}; SET lock_timeout = {}",
        STATEMENT_TIMEOUT.as_millis(),
        STATEMENT_TIMEOUT.as_millis()
    );
    let pool = deadpool_postgres::Pool::builder(manager)
        .max_size(size.max(1) as usize)
        .wait_timeout(Some(CHECKOUT_TIMEOUT))
        .create_timeout(Some(CHECKOUT_TIMEOUT))
        .runtime(Runtime::Tokio1)
        .post_create(Hook::async_fn(move |client, _| {
            let timeouts = timeouts.clone();
            Box::pin(async move {
                client
                    .batch_execute(&timeouts)
                    .await
                    .map_err(HookError::Backend)
            })
        }))
        .build()
        .map_err(|e| Failure::Database(format!("sandbox state {at}: {e}")))?;
    let pool = Pool {
        pool,
        runtime: Some(runtime),
    };
    // one connection first, to say why when there is none
    let conn = pool.block_on(pool.pool.get()).map_err(|e| {
        Failure::Database(format!(
            "sandbox state {at}: cannot connect to PostgreSQL: {}",
            pool_said(&e)
        ))
    })?;
    migrate(&mut Pg::on(&pool, &conn), schemas).map_err(|e| match e {
        Migrated::Newer(why) => Failure::Newer(format!(
            "sandbox state {at} was written by a newer travel: {why}; this one leaves it as it is"
        )),
        Migrated::Failed(e) => Failure::Storage(format!("sandbox state {at}: {e}")),
    })?;
    drop(conn);
    Ok(pool)
}

/// What PostgreSQL said, or why it could not be reached: the server's own message
/// rather than "db error".
fn said(e: &tokio_postgres::Error) -> String {
    match (e.as_db_error(), StdError::source(e)) {
        (Some(db), _) => db.message().to_string(),
        (None, Some(cause)) => format!("{e}: {cause}"),
        (None, None) => e.to_string(),
    }
}

/// Why the pool gave no connection: PostgreSQL's words when it answered.
fn pool_said(e: &PoolError) -> String {
    match e {
        PoolError::Backend(e) | PoolError::PostCreateHook(HookError::Backend(e)) => said(e),
        other => other.to_string(),
    }
}

/// Why a database was not brought to this build's tables.
enum Migrated {
    Newer(String),
    Failed(Error),
}

impl From<Error> for Migrated {
    fn from(e: Error) -> Self {
        Migrated::Failed(e)
    }
}

/// Bring every backend to its last version, in one transaction under an advisory lock,
/// so nodes starting at once apply each migration once.
fn migrate(db: &mut dyn Db, schemas: &[&Schema]) -> std::result::Result<(), Migrated> {
    db.batch("BEGIN")?;
    let done = (|| {
        db.lock("schema_versions")?;
        db.batch(
            "CREATE TABLE IF NOT EXISTS schema_versions (
                 backend TEXT PRIMARY KEY,
                 version BIGINT NOT NULL
             )",
        )?;
        let mut found = HashMap::new();
        for row in db.query("SELECT backend, version FROM schema_versions", &[])? {
            let (name, version): (String, i64) = (row.get(0)?, row.get(1)?);
            let Some(schema) = schemas.iter().find(|s| s.name == name) else {
                return Err(Migrated::Newer(format!(
                    "it has {name} tables (version {version}), which this build does not know"
                )));
            };
            let known = schema.postgres.len();
            if usize::try_from(version).map_or(true, |v| v > known) {
                return Err(Migrated::Newer(format!(
                    "its {name} tables are at version {version}, this build knows up to {known}"
                )));
            }
            found.insert(name, version as usize);
        }
        for schema in schemas {
            let at = found.get(schema.name).copied().unwrap_or(0);
            if at == schema.postgres.len() {
                continue;
            }
            for sql in &schema.postgres[at..] {
                db.batch(sql)?;
            }
            db.exec(
                "INSERT INTO schema_versions (backend, version) VALUES (?1, ?2)
                 ON CONFLICT (backend) DO UPDATE SET version = excluded.version",
                &[
                    Arg::Text(schema.name),
                    Arg::Int(schema.postgres.len() as i64),
                ],
            )?;
        }
        Ok(())
    })();
    match done {
        Ok(()) => Ok(db.batch("COMMIT")?),
        Err(e) => {
            let _ = db.batch("ROLLBACK");
            Err(e)
        }
    }
}

/// Run `f` in a transaction on a connection of `pool`, committed when it answers
/// `Ok(Ok(_))` and rolled back otherwise; tried again, from the start, when the
/// database broke a deadlock or a serialization conflict by failing it.
pub fn transaction<T, R>(pool: &Pool, begin: Begin, f: &mut Work<T, R>) -> Result<Result<T, R>> {
    let start = match begin {
        Begin::Read => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        Begin::Write => "BEGIN",
    };
    let mut attempt = 0;
    let mut retook = false;
    loop {
        attempt += 1;
        let conn = checkout(pool)?;
        let db: &mut dyn Db = &mut Pg::on(pool, &conn);
        let mut committing = false;
        let done = db.batch(start).and_then(|()| match f(db) {
            Ok(Ok(v)) => {
                committing = true;
                db.batch("COMMIT").map(|()| Ok(v))
            }
            Ok(Err(r)) => db.batch("ROLLBACK").map(|()| Err(r)),
            Err(e) => {
                let _ = db.batch("ROLLBACK");
                Err(e)
            }
        });
        // A connection the pool kept while the database restarted fails at its first
        // statement, before anything was done: another is taken, once. Once COMMIT was
        // sent, whether it took is not known, and nothing is tried again.
        let stale = !committing && !retook;
        match done {
            Err(e) if stale && e.kind == Kind::Lost => {
                retook = true;
                attempt -= 1;
            }
            Err(e) if e.kind == Kind::Retry && attempt < ATTEMPTS => {
                // a little longer each time, never in step with the other writer
                let jitter = u64::from(std::process::id() ^ attempt) % 7;
                std::thread::sleep(Duration::from_millis(u64::from(attempt) * 3 + jitter));
            }
            Err(e) if e.kind == Kind::Retry => {
                return Err(Error {
                    kind: Kind::Unavailable,
                    message: format!("{e}, {ATTEMPTS} times over"),
                })
            }
            Err(e) if e.kind == Kind::Lost => return Err(unavailable_now(e)),
            other => return other,
        }
    }
}

/// Run `f` on a connection of `pool`, each statement on its own; on another
/// connection once more when the first was lost (kept by the pool while the database
/// restarted).
pub fn with<T>(pool: &Pool, mut f: impl FnMut(&mut dyn Db) -> Result<T>) -> Result<T> {
    let conn = checkout(pool)?;
    let done = match f(&mut Pg::on(pool, &conn)) {
        Err(e) if e.kind == Kind::Lost => {
            drop(conn);
            f(&mut Pg::on(pool, &checkout(pool)?))
        }
        other => other,
    };
    done.map_err(unavailable_now)
}

/// A connection lost a second time: the database is away, and the request is answered
/// 503.
fn unavailable_now(e: Error) -> Error {
    match e.kind {
        Kind::Lost => Error {
            kind: Kind::Unavailable,
            ..e
        },
        _ => e,
    }
}

fn checkout(pool: &Pool) -> Result<Object> {
    pool.block_on(pool.pool.get()).map_err(|e| Error {
        kind: Kind::Unavailable,
        message: format!("no connection to PostgreSQL: {}", pool_said(&e)),
    })
}

/// A connection of the pool as a [`Db`]: each statement prepared once per connection
/// (the pool's cache), and sent with this thread blocked on it.
pub struct Pg<'c> {
    pool: &'c Pool,
    conn: &'c Object,
}

impl<'c> Pg<'c> {
    fn on(pool: &'c Pool, conn: &'c Object) -> Pg<'c> {
        Pg { pool, conn }
    }
}

impl Db for Pg<'_> {
    fn engine(&self) -> Engine {
        Engine::Postgres
    }

    fn exec(&mut self, sql: &str, args: &[Arg]) -> Result<u64> {
        let conn = self.conn;
        self.pool.block_on(async {
            let stmt = conn.prepare_cached(&numbered(sql)).await?;
            Ok(conn.execute(&stmt, &params(args)).await?)
        })
    }

    fn query(&mut self, sql: &str, args: &[Arg]) -> Result<Vec<Row>> {
        let conn = self.conn;
        let rows = self.pool.block_on(async {
            let stmt = conn.prepare_cached(&numbered(sql)).await?;
            conn.query(&stmt, &params(args)).await
        })?;
        rows.iter().map(row).collect()
    }

    fn each(
        &mut self,
        sql: &str,
        args: &[Arg],
        f: &mut dyn FnMut(Row) -> Result<()>,
    ) -> Result<()> {
        let conn = self.conn;
        // each row handed on as it comes, not the whole answer held at once
        self.pool.block_on(async {
            let stmt = conn.prepare_cached(&numbered(sql)).await?;
            let rows = conn.query_raw(&stmt, params(args)).await?;
            let mut rows = std::pin::pin!(rows);
            while let Some(r) = rows.try_next().await? {
                f(row(&r)?)?;
            }
            Ok(())
        })
    }

    fn batch(&mut self, sql: &str) -> Result<()> {
        let conn = self.conn;
        Ok(self.pool.block_on(conn.batch_execute(sql))?)
    }

    fn lock(&mut self, key: &str) -> Result<()> {
        self.query(
            "SELECT pg_advisory_xact_lock(hashtextextended(?1, 0))",
            &[Arg::Text(key)],
        )
        .map(drop)
    }
}

/// The arguments of a statement as the client takes them.
fn params<'a>(args: &'a [Arg<'a>]) -> Vec<&'a (dyn ToSql + Sync)> {
    args.iter().map(|a| a as _).collect()
}

/// A row as the backends read it: integers of every width as one, text, bytes.
fn row(r: &tokio_postgres::Row) -> Result<Row> {
    let cells = r.columns().iter().enumerate().map(|(i, c)| {
        let ty = c.type_();
        let cell = if *ty == Type::INT8 {
            r.try_get::<_, Option<i64>>(i)?.map(Cell::Int)
        } else if *ty == Type::INT4 {
            r.try_get::<_, Option<i32>>(i)?.map(|n| Cell::Int(n.into()))
        } else if *ty == Type::INT2 {
            r.try_get::<_, Option<i16>>(i)?.map(|n| Cell::Int(n.into()))
        } else if *ty == Type::BOOL {
            r.try_get::<_, Option<bool>>(i)?
                .map(|b| Cell::Int(b.into()))
        } else if *ty == Type::FLOAT8 {
            r.try_get::<_, Option<f64>>(i)?.map(Cell::Real)
        } else if *ty == Type::BYTEA {
            r.try_get::<_, Option<Vec<u8>>>(i)?.map(Cell::Blob)
        } else if *ty == Type::VOID {
            None
        } else {
            r.try_get::<_, Option<String>>(i)?.map(Cell::Text)
        };
        Ok(cell.unwrap_or(Cell::Null))
    });
    Ok(Row(cells.collect::<Result<_>>()?))
}

/// An argument as the parameter's type asks: the backends hold every number as a
/// 64-bit integer, which goes into a narrower column (or a boolean) as it fits.
impl ToSql for Arg<'_> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> std::result::Result<IsNull, Box<dyn StdError + Sync + Send>> {
        match *self {
            Arg::Null => Ok(IsNull::Yes),
            Arg::Int(n) if *ty == Type::INT4 => i32::try_from(n)?.to_sql(ty, out),
            Arg::Int(n) if *ty == Type::INT2 => i16::try_from(n)?.to_sql(ty, out),
            Arg::Int(n) if *ty == Type::BOOL => (n != 0).to_sql(ty, out),
            Arg::Int(n) if *ty == Type::TEXT || *ty == Type::VARCHAR => {
                n.to_string().to_sql(ty, out)
            }
            Arg::Int(n) => n.to_sql(ty, out),
            Arg::Text(s) => s.to_sql(ty, out),
            Arg::Blob(b) => b.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    tokio_postgres::types::to_sql_checked!();
}

impl From<tokio_postgres::Error> for Error {
    fn from(e: tokio_postgres::Error) -> Self {
        let kind = match e.code() {
            // no answer at all: the connection is gone
            None => Kind::Lost,
            Some(c) if lost(c) => Kind::Lost,
            Some(c) if *c == SqlState::T_R_SERIALIZATION_FAILURE => Kind::Retry,
            Some(c) if *c == SqlState::T_R_DEADLOCK_DETECTED => Kind::Retry,
            Some(c) if *c == SqlState::UNIQUE_VIOLATION => Kind::Conflict,
            Some(c) if *c == SqlState::FOREIGN_KEY_VIOLATION => Kind::Conflict,
            Some(c) if unavailable(c) => Kind::Unavailable,
            Some(_) => Kind::State,
        };
        let message = format!("PostgreSQL: {}", said(&e));
        Error { kind, message }
    }
}

/// The connection is gone: the server shut it (restarting, shutting down: 57P0x) or
/// it broke (08). What was sent on it did not run, unless it was a COMMIT.
fn lost(c: &SqlState) -> bool {
    let code = c.code();
    code.starts_with("08") || code.starts_with("57P0")
}

/// The database is full or too busy for now, or a statement ran out of time: the data
/// are intact and the request may be sent again.
fn unavailable(c: &SqlState) -> bool {
    // 53: insufficient resources; 57014: a statement cancelled (its timeout)
    c.code().starts_with("53")
        || *c == SqlState::QUERY_CANCELED
        || *c == SqlState::LOCK_NOT_AVAILABLE
        || *c == SqlState::READ_ONLY_SQL_TRANSACTION
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::Location;
    use crate::sql::args;
    use crate::store::Store;
    use crate::testing::Scratch;

    fn open(scratch: &Scratch) -> crate::error::Opened<Store> {
        Store::open_at(&Location::Postgres {
            url: scratch.url.clone(),
            pool: 2,
        })
    }

    #[test]
    fn a_database_a_newer_build_migrated_is_refused_and_left_as_it_is() {
        let scratch = Scratch::new();
        let store = open(&scratch).expect("a new database migrated");
        let ahead = crate::flights::SCHEMA.postgres.len() as i64 + 1;
        store.raw(|db| {
            db.exec(
                "UPDATE schema_versions SET version = ?1 WHERE backend = 'flights'",
                args![ahead],
            )
        });
        let Err(Failure::Newer(why)) = open(&scratch) else {
            panic!("a newer build's database is refused")
        };
        assert!(why.contains("newer travel"), "{why}");
        assert!(!why.contains("travel:travel@"), "no password said: {why}");
        let kept: Option<i64> = store.raw(|db| {
            db.value(
                "SELECT version FROM schema_versions WHERE backend = 'flights'",
                args![],
            )
        });
        assert_eq!(kept, Some(ahead), "left as it is");
    }

    #[test]
    fn nodes_opening_one_new_database_at_once_migrate_it_once() {
        let scratch = Scratch::new();
        let opened: Vec<bool> = std::thread::scope(|s| {
            let all: Vec<_> = (0..4).map(|_| s.spawn(|| open(&scratch).is_ok())).collect();
            all.into_iter().map(|t| t.join().unwrap()).collect()
        });
        assert_eq!(opened, [true; 4]);
    }

    #[test]
    fn callers_beyond_the_pool_wait_their_turn_and_each_gets_its_own_answer() {
        let scratch = Scratch::new();
        // two connections for eight threads, each blocked on the pool in turn
        let store = open(&scratch).expect("a new database migrated");
        assert_eq!(store.connections(), Some(2));
        let serials: Vec<u64> = std::thread::scope(|s| {
            let all: Vec<_> = (0..8)
                .map(|_| {
                    s.spawn(|| {
                        (0..25)
                            .map(|_| store.meta().next_serial().expect("a serial"))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            all.into_iter().flat_map(|t| t.join().unwrap()).collect()
        });
        let mut distinct = serials.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 200, "no serial given twice");
        assert_eq!(distinct.first().copied(), Some(1));
        assert_eq!(distinct.last().copied(), Some(200));
    }

    #[test]
    fn a_store_dropped_on_an_async_worker_does_not_block_it() {
        let scratch = Scratch::new();
        let store = open(&scratch).expect("a new database migrated");
        store.meta().next_serial().expect("a connection used");
        let worker = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        // the pool's runtime shut down without waiting: dropping it as a runtime is
        // dropped would panic here
        worker.block_on(async move { drop(store) });
    }

    #[test]
    fn a_password_is_never_said() {
        assert_eq!(
            shown("postgres://travel:s3cret@db.example:5432/sandbox"),
            "postgres://travel:***@db.example:5432/sandbox"
        );
        assert_eq!(
            shown("postgres://travel@db/sandbox"),
            "postgres://travel@db/sandbox"
        );
        assert!(!shown("postgres://a:b@[bad").contains('b'));
    }
}
