//! The index the double-booking check reads, kept beside the journal in
//! `bookings.index` (SQLite): the booking lines of each kind and key, and what settles,
//! cancels or clears them. A check reads a few of its rows, however long the journal.
//!
//! The journal stays the record, and the index is never taken on trust. It says how
//! far into the journal it goes, with digests of the journal's first bytes and of the
//! last ones up to there; a check reads those bytes of the journal first. When they
//! differ (the journal replaced, cut short or edited) the index is rebuilt from the
//! journal; the lines appended past it are added to it. Either is one SQLite
//! transaction, its new extent with it: a process killed in the middle leaves the index
//! as it was before, never half of one. A file SQLite cannot read as this index (damaged,
//! not a database, an older layout) is removed and made anew; one of a newer layout is
//! left to the travel that wrote it, and the journal is read whole instead.
//!
//! Two processes at once: SQLite's locks let one bring the index up to date at a time,
//! and the other then finds it done. A file is removed only under an exclusive lock
//! (flock) on the journal, which every user of the index holds shared while it has the
//! file open, so nobody is left writing to a file no longer in place, and no rollback
//! journal of a removed file is applied to the new one. Appending to the journal takes no
//! lock, as before: a line appended while the index is read is in the next check.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{params, Connection, ErrorCode, OptionalExtension, TransactionBehavior};

use super::file;
use super::lock::Lock;
use super::says::{digest, key_digest, record, state_of, Booked, BookingLine, Record};
use super::{same_sandbox, Entry, Text, CANCELLED, GONE};

const NAME: &str = "bookings.index";

/// The layout of the tables below; an index of another is not read.
const LAYOUT: i64 = 1;

const SCHEMA: &str = "
    -- how much of the journal the index holds: its first `up_to` bytes, known by
    -- digests of their first and last SPAN bytes
    CREATE TABLE extent (
        one INTEGER PRIMARY KEY CHECK (one = 1),
        up_to INTEGER NOT NULL,
        head INTEGER NOT NULL,
        tail INTEGER NOT NULL
    );
    -- booking lines that have a key: where each is in the journal, and what decides
    -- its state (ids and keys by digest; `ids`: its service ids', 8 bytes each)
    CREATE TABLE bookings (
        at INTEGER PRIMARY KEY,
        len INTEGER NOT NULL,
        kind TEXT NOT NULL,
        key INTEGER NOT NULL,
        id INTEGER NOT NULL,
        environment TEXT NOT NULL,
        booked INTEGER NOT NULL,
        since INTEGER NOT NULL,
        ids BLOB NOT NULL
    );
    CREATE INDEX bookings_by_key ON bookings (key, kind, at);
    CREATE TABLE settles (
        id INTEGER NOT NULL, kind TEXT NOT NULL, key INTEGER NOT NULL,
        PRIMARY KEY (id, kind, key)
    ) WITHOUT ROWID;
    CREATE TABLE cancelled (
        kind TEXT NOT NULL, id INTEGER NOT NULL,
        PRIMARY KEY (kind, id)
    ) WITHOUT ROWID;
    CREATE TABLE resets (environment TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID;
    -- where each journal id is first seen
    CREATE TABLE first (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);
";

/// How many bytes at each end of the indexed part of the journal are compared.
const SPAN: u64 = 4096;

/// How long to wait for another process's lock before reading the journal whole.
const PATIENCE: Duration = Duration::from_secs(10);

/// Why the index could not answer: the caller reads the journal whole instead.
#[derive(Debug, thiserror::Error)]
pub(super) enum Unusable {
    #[error("the journal's index: {0}")]
    Sqlite(rusqlite::Error),
    #[error("the journal or its index: {0}")]
    Io(std::io::Error),
    /// Not this index as this travel writes it: made anew.
    #[error("the journal's index is {0}")]
    Damaged(&'static str),
    /// An index of a newer travel's layout: left to it.
    #[error("the journal's index is a newer travel's")]
    Newer,
}

impl Unusable {
    /// Whether the index file is no index this travel can read, to be made anew.
    fn made_anew(&self) -> bool {
        match self {
            Unusable::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase)
            ),
            Unusable::Damaged(_) => true,
            _ => false,
        }
    }
}

impl From<rusqlite::Error> for Unusable {
    fn from(e: rusqlite::Error) -> Self {
        Unusable::Sqlite(e)
    }
}

impl From<std::io::Error> for Unusable {
    fn from(e: std::io::Error) -> Self {
        Unusable::Io(e)
    }
}

type Answer = Option<(Entry, &'static str)>;

/// The latest booking of this kind and key in the journal at `journal` that still
/// stands, and its state, as the index beside it has it once up to date.
pub(super) fn standing(journal: &Path, kind: &str, key: &str) -> Result<Answer, Unusable> {
    let Some(file) = File::open(journal).map(Some).or_else(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            Ok(None)
        } else {
            Err(e)
        }
    })?
    else {
        // no journal, no booking: and no index made for nothing
        return Ok(None);
    };
    let path = journal.with_file_name(NAME);
    // shared by every user of the index while it has the file open, exclusive to
    // remove the file
    let lock = Lock::new(&file);
    lock.shared(PATIENCE)?;
    match look_up(&path, &file, kind, key) {
        Err(e) if e.made_anew() => {
            lock.exclusive(PATIENCE)?;
            remove(&path);
            lock.shared(PATIENCE)?;
            look_up(&path, &file, kind, key)
        }
        other => other,
    }
}

/// Remove the index and what SQLite keeps beside it, the rollback journal first: a
/// removal cut short leaves an index without the journal that would have repaired it,
/// which is found unreadable or stale in turn, never the journal of one index beside
/// another.
fn remove(path: &Path) {
    for suffix in ["-journal", "-wal", "-shm", ""] {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(p));
    }
}

fn look_up(path: &Path, file: &File, kind: &str, key: &str) -> Result<Answer, Unusable> {
    let mut conn = open(path)?;
    up_to_date(&mut conn, file)?;
    let resets: Vec<(String, u64)> = conn
        .prepare("SELECT environment, at FROM resets")?
        .query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?
        .collect::<Result<_, _>>()?;
    let mut settled =
        conn.prepare("SELECT 1 FROM settles WHERE id = ?1 AND kind = ?2 AND key = ?3")?;
    let mut cancelled = conn.prepare("SELECT 1 FROM cancelled WHERE kind = ?1 AND id = ?2")?;
    let key_n = key_digest(Some(key)) as i64;
    let mut lines = conn.prepare(
        "SELECT at, len, id, environment, booked, since, ids FROM bookings
         WHERE key = ?1 AND kind = ?2 ORDER BY at DESC",
    )?;
    let mut rows = lines.query(params![key_n, kind])?;
    let mut window = file::Window::new(file);
    while let Some(row) = rows.next()? {
        let at = row.get::<_, i64>(0)? as u64;
        let len = row.get::<_, i64>(1)? as usize;
        let id: i64 = row.get(2)?;
        let environment: String = row.get(3)?;
        let booked =
            Booked::from_code(row.get(4)?).ok_or(Unusable::Damaged("of no known layout"))?;
        let since = row.get::<_, i64>(5)? as u64;
        let ids: Vec<u8> = row.get(6)?;
        let is_settled = settled.exists(params![id, kind, key_n])?;
        let mut is_cancelled = false;
        for digest in ids.chunks_exact(8) {
            let digest = i64::from_le_bytes(digest.try_into().expect("8 bytes"));
            if cancelled.exists(params![kind, digest])? {
                is_cancelled = true;
                break;
            }
        }
        let reset = resets
            .iter()
            .any(|(env, at)| *at >= since && same_sandbox(env, &environment));
        let Some(state) = state_of(booked, is_settled, is_cancelled, reset) else {
            continue;
        };
        if matches!(state, CANCELLED | GONE) {
            continue;
        }
        // its line, checked against the key itself (the index knows it by a digest)
        let entry: Entry = serde_json::from_slice(window.line(at, len)?)
            .map_err(|_| Unusable::Damaged("not of this journal"))?;
        if entry.kind == kind && entry.key.as_deref() == Some(key) {
            return Ok(Some((entry, state)));
        }
    }
    Ok(None)
}

/// The index at `path`, made if there is none; its layout checked.
fn open(path: &Path) -> Result<Connection, Unusable> {
    if !path.exists() {
        // readable by the user only, as the journal is (SQLite's rollback journal
        // takes the file's mode)
        let mut opts = std::fs::OpenOptions::new();
        opts.create(true).append(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
        opts.open(path)?;
    }
    let mut conn = Connection::open(path)?;
    conn.busy_timeout(PATIENCE)?;
    // Made from a year's journal, the index is some tens of megabytes written in one
    // transaction: a cache that holds it spares writing pages out and reading them back
    // as the rows land all over it. Only what is used is taken.
    conn.pragma_update(None, "cache_size", -64 * 1024)?;
    let layout =
        |c: &Connection| c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0));
    if layout(&conn)? == 0 {
        // new, or left by a process killed before its first commit: made under the
        // write lock, so that two processes do not both make it
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        if layout(&tx)? == 0 {
            let empty: bool =
                tx.query_row("SELECT count(*) = 0 FROM sqlite_master", [], |r| r.get(0))?;
            if !empty {
                return Err(Unusable::Damaged("another database"));
            }
            tx.execute_batch(SCHEMA)?;
            tx.pragma_update(None, "user_version", LAYOUT)?;
        }
        tx.commit()?;
    }
    match layout(&conn)? {
        LAYOUT => Ok(conn),
        newer if newer > LAYOUT => Err(Unusable::Newer),
        _ => Err(Unusable::Damaged("of an older layout")),
    }
}

/// How far the index goes into the journal.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Extent {
    up_to: u64,
    head: u64,
    tail: u64,
}

impl Extent {
    /// The extent of the journal's first `up_to` bytes.
    fn of(file: &File, up_to: u64) -> std::io::Result<Extent> {
        let span = |from: u64, to: u64| -> std::io::Result<u64> {
            let mut buf = vec![0u8; (to - from) as usize];
            file::read_exact_at(file, &mut buf, from)?;
            Ok(digest(&buf))
        };
        Ok(Extent {
            up_to,
            head: span(0, up_to.min(SPAN))?,
            tail: span(up_to.saturating_sub(SPAN), up_to)?,
        })
    }

    fn read(conn: &Connection) -> rusqlite::Result<Option<Extent>> {
        conn.query_row("SELECT up_to, head, tail FROM extent", [], |r| {
            Ok(Extent {
                up_to: r.get::<_, i64>(0)? as u64,
                head: r.get::<_, i64>(1)? as u64,
                tail: r.get::<_, i64>(2)? as u64,
            })
        })
        .optional()
    }

    /// Whether the journal still begins with what the index holds.
    fn holds(&self, file: &File, size: u64) -> std::io::Result<bool> {
        Ok(self.up_to <= size && Extent::of(file, self.up_to)? == *self)
    }
}

/// Bring the index up to date with the journal: the lines appended since added, or,
/// when the journal is no longer what it indexed, all of it anew.
fn up_to_date(conn: &mut Connection, file: &File) -> Result<(), Unusable> {
    let size = file.metadata()?.len();
    // most checks find nothing new: a read, no write lock
    if let Some(x) = Extent::read(conn)? {
        if x.up_to == size && x.holds(file, size)? {
            return Ok(());
        }
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // again under the lock: another process may have done it meanwhile
    let from = match Extent::read(&tx)? {
        Some(x) if x.holds(file, size)? => x.up_to,
        _ => {
            tx.execute_batch(
                "DELETE FROM extent; DELETE FROM bookings; DELETE FROM settles;
                 DELETE FROM cancelled; DELETE FROM resets; DELETE FROM first;",
            )?;
            0
        }
    };
    let mut adding = Adding::new(&tx)?;
    // A last line without its line end is taken when it reads as an entry (a line
    // appended after it starts on a line of its own); when it does not, it is torn, or
    // being written: the index stops before it, and takes it up once it is whole.
    let mut torn_at = None;
    let end = file::each_line(file, from, u64::MAX, |line| {
        match serde_json::from_slice::<Entry<Text>>(line.bytes) {
            Ok(e) => record(&mut adding, line.at, line.bytes.len(), &e)?,
            Err(_) if !line.ended => torn_at = Some(line.at),
            Err(_) => {}
        }
        Ok::<(), Unusable>(())
    })?;
    drop(adding);
    let x = Extent::of(file, torn_at.unwrap_or(end))?;
    tx.execute(
        "INSERT OR REPLACE INTO extent (one, up_to, head, tail) VALUES (1, ?1, ?2, ?3)",
        params![x.up_to as i64, x.head as i64, x.tail as i64],
    )?;
    tx.commit()?;
    Ok(())
}

/// The statements that add lines to the index.
struct Adding<'c> {
    first: rusqlite::Statement<'c>,
    settles: rusqlite::Statement<'c>,
    booking: rusqlite::Statement<'c>,
    cancelled: rusqlite::Statement<'c>,
    reset: rusqlite::Statement<'c>,
}

impl<'c> Adding<'c> {
    fn new(conn: &'c Connection) -> rusqlite::Result<Self> {
        Ok(Adding {
            first: conn.prepare("INSERT OR IGNORE INTO first (id, at) VALUES (?1, ?2)")?,
            settles: conn
                .prepare("INSERT OR IGNORE INTO settles (id, kind, key) VALUES (?1, ?2, ?3)")?,
            booking: conn.prepare(
                "INSERT INTO bookings (at, len, kind, key, id, environment, booked, since, ids)
                 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, at, ?8 FROM first WHERE id = ?5",
            )?,
            cancelled: conn
                .prepare("INSERT OR IGNORE INTO cancelled (kind, id) VALUES (?1, ?2)")?,
            reset: conn.prepare(
                "INSERT INTO resets (environment, at) VALUES (?1, ?2)
                 ON CONFLICT (environment) DO UPDATE SET at = max(at, excluded.at)",
            )?,
        })
    }
}

impl Record for Adding<'_> {
    type Error = Unusable;

    fn id_at(&mut self, id: u64, at: u64) -> Result<(), Unusable> {
        self.first.execute(params![id as i64, at as i64])?;
        Ok(())
    }

    fn settles(&mut self, id: u64, kind: &str, key: u64) -> Result<(), Unusable> {
        self.settles.execute(params![id as i64, kind, key as i64])?;
        Ok(())
    }

    fn booking(&mut self, line: BookingLine<'_>) -> Result<(), Unusable> {
        // what the check looks for: a booking of a key
        if line.key == key_digest(None) {
            return Ok(());
        }
        let ids: Vec<u8> = line.ids.iter().flat_map(|d| d.to_le_bytes()).collect();
        self.booking.execute(params![
            line.at as i64,
            line.len as i64,
            line.kind,
            line.key as i64,
            line.id as i64,
            line.environment,
            line.booked.code(),
            ids
        ])?;
        Ok(())
    }

    fn cancelled(&mut self, kind: &str, id: u64) -> Result<(), Unusable> {
        self.cancelled.execute(params![kind, id as i64])?;
        Ok(())
    }

    fn reset(&mut self, environment: &str, at: u64) -> Result<(), Unusable> {
        self.reset.execute(params![environment, at as i64])?;
        Ok(())
    }
}
