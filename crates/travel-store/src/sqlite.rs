//! The state in one SQLite file, the embedded default: opened, brought to this build's
//! tables, and spoken to through [`Db`].
//!
//! The file is in WAL mode, so several `travel --sandbox` processes (and a `travel
//! sandbox serve`) share it safely. SQLite commits atomically: a crash never leaves a
//! half-written state behind. One connection serves the process, under the store's
//! lock; a write transaction begins `IMMEDIATE`, taking the file's one write lock at
//! once, so what it reads stays true until it commits.

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, ToSql, TransactionBehavior};

use crate::error::Failure;
use crate::error::{Error, Kind, Result};
use crate::private;
use crate::schema::{self, Refusal, Schema};
use crate::sql::{Arg, Begin, Cell, Db, Engine, Row, Work};

/// Statements a connection keeps prepared: those of every request, and some to spare
/// for those made up per table (a reset, an export).
const PREPARED: usize = 64;

/// Open the state file at `path`, creating it (and its directory) if need be, its
/// owner's alone, and bring every backend's tables to this build's version. A file a
/// newer build has migrated is refused as it is (`Failure::Newer`), and so is one the
/// storage fails to open or write (`Failure::Storage`): only a file that is not a state
/// file or is damaged is `Failure::Unreadable`.
pub fn open(path: &Path, schemas: &[&Schema]) -> crate::error::Opened<Connection> {
    private::prepare(path)
        .map_err(|e| Failure::Storage(format!("sandbox state {}: {e}", path.display())))?;
    // Only a file that is not a state file, or is damaged, is unreadable (and may be
    // replaced); any other failure leaves what the file holds as it was.
    let unreadable = |e: rusqlite::Error| {
        let why = format!("sandbox state {}: {e}", path.display());
        if damaged(&e) && sqlite_or_empty(path) {
            Failure::Unreadable(why)
        } else if damaged(&e) {
            // not SQLite at all: someone's other file, given by mistake
            Failure::State(format!(
                "{} is not a sandbox state file: left as it is; give --state another path",
                path.display()
            ))
        } else {
            Failure::Storage(why)
        }
    };
    let conn = Connection::open(path).map_err(unreadable)?;
    conn.set_prepared_statement_cache_capacity(PREPARED);
    // Writers from other processes wait instead of failing at once.
    conn.busy_timeout(Duration::from_secs(10))
        .map_err(unreadable)?;
    // Several processes may open a new state file at once. Switching to WAL and
    // migrating need the write lock, and SQLite reports BUSY at once (without the busy
    // handler) when a lock cannot be upgraded: retry for a while instead.
    let deadline = Instant::now() + Duration::from_secs(10);
    let retried = |attempt: &dyn Fn() -> Result<(), Refusal>| loop {
        match attempt() {
            Err(Refusal::Db(e)) if is_busy(&e) && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    };
    let wal = || {
        conn.pragma_update(None, "journal_mode", "WAL")
            .and_then(|()| conn.pragma_update(None, "synchronous", "NORMAL"))
            .map_err(Refusal::Db)
    };
    let refused = |r: Refusal| match r {
        Refusal::Db(e) => unreadable(e),
        Refusal::Newer(why) => Failure::Newer(format!(
            "sandbox state {} was written by a newer travel: {why}; this one leaves it as it is",
            path.display()
        )),
    };
    retried(&wal).map_err(refused)?;
    retried(&|| schema::migrate(&conn, schemas)).map_err(refused)?;
    Ok(conn)
}

/// Run `f` in a transaction on `conn`, committed when it answers `Ok(Ok(_))` and
/// rolled back otherwise (a panic included).
pub fn transaction<T, R>(
    conn: &Connection,
    begin: Begin,
    f: &mut Work<T, R>,
) -> Result<Result<T, R>> {
    let behavior = match begin {
        Begin::Read => TransactionBehavior::Deferred,
        Begin::Write => TransactionBehavior::Immediate,
    };
    // Unchecked: the connection is shared (`&`), and nothing else runs on it meanwhile
    // (the store's lock is held). Dropped without commit, it rolls back.
    let tx = rusqlite::Transaction::new_unchecked(conn, behavior)?;
    let done = f(&mut Sqlite(&tx))?;
    if done.is_ok() {
        tx.commit()?;
    }
    Ok(done)
}

/// A connection to the state file, as a [`Db`].
pub struct Sqlite<'c>(pub &'c Connection);

impl ToSql for Arg<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match *self {
            Arg::Null => ValueRef::Null,
            Arg::Int(n) => ValueRef::Integer(n),
            Arg::Text(s) => ValueRef::Text(s.as_bytes()),
            Arg::Blob(b) => ValueRef::Blob(b),
        }))
    }
}

fn cell(v: ValueRef) -> Cell {
    match v {
        ValueRef::Null => Cell::Null,
        ValueRef::Integer(n) => Cell::Int(n),
        ValueRef::Real(f) => Cell::Real(f),
        ValueRef::Text(t) => Cell::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Cell::Blob(b.to_vec()),
    }
}

impl Db for Sqlite<'_> {
    fn engine(&self) -> Engine {
        Engine::Sqlite
    }

    fn exec(&mut self, sql: &str, args: &[Arg]) -> Result<u64> {
        let mut stmt = self.0.prepare_cached(sql)?;
        Ok(stmt.execute(rusqlite::params_from_iter(args))? as u64)
    }

    fn query(&mut self, sql: &str, args: &[Arg]) -> Result<Vec<Row>> {
        let mut stmt = self.0.prepare_cached(sql)?;
        let width = stmt.column_count();
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(Row((0..width)
                .map(|i| r.get_ref(i).map(cell))
                .collect::<rusqlite::Result<_>>()?));
        }
        Ok(out)
    }

    fn each(
        &mut self,
        sql: &str,
        args: &[Arg],
        f: &mut dyn FnMut(Row) -> Result<()>,
    ) -> Result<()> {
        let mut stmt = self.0.prepare_cached(sql)?;
        let width = stmt.column_count();
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        while let Some(r) = rows.next()? {
            f(Row((0..width)
                .map(|i| r.get_ref(i).map(cell))
                .collect::<rusqlite::Result<_>>()?))?;
        }
        Ok(())
    }

    fn batch(&mut self, sql: &str) -> Result<()> {
        Ok(self.0.execute_batch(sql)?)
    }

    fn lock(&mut self, _key: &str) -> Result<()> {
        Ok(())
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        let kind = if storage_failed(&e) {
            Kind::Storage
        } else if e.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) {
            Kind::Conflict
        } else {
            Kind::State
        };
        Error {
            kind,
            message: e.to_string(),
        }
    }
}

/// Whether the storage failed rather than the file: full, read-only, not permitted,
/// locked, out of memory. The data are intact then, and nothing proposes to start
/// afresh.
fn storage_failed(e: &rusqlite::Error) -> bool {
    use rusqlite::ErrorCode::*;
    matches!(
        e.sqlite_error_code(),
        Some(
            DiskFull
                | ReadOnly
                | CannotOpen
                | PermissionDenied
                | SystemIoFailure
                | DatabaseBusy
                | DatabaseLocked
                | OutOfMemory
                | FileLockingProtocolFailed
                | NoLargeFileSupport
        )
    )
}

/// Whether the file at `path` is SQLite's (by its first bytes) or empty: one that a
/// failed open may say is damaged and a reset may start afresh. Any other file is
/// someone's own and is never replaced.
fn sqlite_or_empty(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 16];
    match std::fs::File::open(path).and_then(|mut f| f.read(&mut head)) {
        Ok(0) => true,
        Ok(n) => head[..n] == b"SQLite format 3\0"[..n] && n == 16,
        Err(_) => false,
    }
}

/// Whether the file is not a state file, or is damaged: nothing in it can be read.
fn damaged(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// Delete the state file and its WAL companions. Returns whether anything was there.
/// Only for a file that cannot be opened: a readable state is reset in place
/// (`Store::reset`), so a server that has it open keeps serving the same file.
pub fn remove(path: &Path) -> crate::error::Opened<bool> {
    let mut any = false;
    for suffix in ["", "-wal", "-shm"] {
        let p = format!("{}{suffix}", path.display());
        match std::fs::remove_file(&p) {
            Ok(()) => any = true,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(Failure::State(format!("cannot remove {p}: {e}"))),
        }
    }
    Ok(any)
}
