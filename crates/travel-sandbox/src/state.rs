//! The sandbox's persistent state: one SQLite file in WAL mode, so several
//! `travel --sandbox` processes (and a `travel sandbox serve`) can share it safely.
//! SQLite commits atomically: a crash never leaves a half-written state behind.

use std::path::Path;
use std::time::Duration;

use rusqlite::{params, Connection, OptionalExtension};

use super::{Failure, Result};

/// The schema version this build writes; older files are migrated forward in `open`.
const SCHEMA_VERSION: i64 = 4;

pub struct State {
    conn: Connection,
}

impl State {
    pub fn open(path: &Path) -> Result<State> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| Failure::State(format!("cannot create {}: {e}", dir.display())))?;
        }
        let conn = Connection::open(path).map_err(|e| db_error(path, e))?;
        // Writers from other processes wait instead of failing at once.
        conn.busy_timeout(Duration::from_secs(10))
            .map_err(|e| db_error(path, e))?;
        // Several processes may open a new state file at once. Switching to WAL and
        // migrating need the write lock, and SQLite reports BUSY at once (without the
        // busy handler) when a lock cannot be upgraded: retry for a while instead.
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        let state = loop {
            let attempt = conn
                .pragma_update(None, "journal_mode", "WAL")
                .and_then(|()| conn.pragma_update(None, "synchronous", "NORMAL"));
            match attempt {
                Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(e) => return Err(db_error(path, e)),
                Ok(()) => break State { conn },
            }
        };
        loop {
            match state.migrate() {
                Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(e) => return Err(db_error(path, e)),
                Ok(()) => break,
            }
        }
        Ok(state)
    }

    fn migrate(&self) -> rusqlite::Result<()> {
        let version: i64 = self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version < 1 {
            self.conn.execute_batch(
                "BEGIN IMMEDIATE;
                 CREATE TABLE IF NOT EXISTS tokens (
                     token TEXT PRIMARY KEY,
                     client_id TEXT NOT NULL,
                     expires_at INTEGER NOT NULL
                 );
                 COMMIT;",
            )?;
        }
        if version < 2 {
            // Hotels: room nights sold, reservations and their room bookings.
            // Written here once and for all: a migration never changes.
            self.conn.execute_batch(
                "BEGIN IMMEDIATE;
                 CREATE TABLE IF NOT EXISTS hotel_room_nights (
                     hotel_id TEXT NOT NULL,
                     room_type TEXT NOT NULL,
                     night TEXT NOT NULL,
                     booked INTEGER NOT NULL,
                     PRIMARY KEY (hotel_id, room_type, night)
                 ) WITHOUT ROWID;
                 CREATE TABLE IF NOT EXISTS hotel_reservations (
                     seq INTEGER PRIMARY KEY AUTOINCREMENT,
                     reference TEXT NOT NULL UNIQUE,
                     offer_id TEXT NOT NULL,
                     hotel_id TEXT NOT NULL,
                     room_type TEXT NOT NULL,
                     rate_code TEXT NOT NULL,
                     check_in TEXT NOT NULL,
                     check_out TEXT NOT NULL,
                     rooms INTEGER NOT NULL,
                     adults INTEGER NOT NULL,
                     total TEXT NOT NULL,
                     currency TEXT NOT NULL,
                     card_vendor TEXT NOT NULL,
                     card_last4 TEXT NOT NULL,
                     created_at TEXT NOT NULL
                 );
                 CREATE TABLE IF NOT EXISTS hotel_bookings (
                     id TEXT PRIMARY KEY,
                     confirmation TEXT NOT NULL UNIQUE,
                     reservation INTEGER NOT NULL REFERENCES hotel_reservations(seq),
                     room_index INTEGER NOT NULL,
                     guest_names TEXT NOT NULL
                 );
                 COMMIT;",
            )?;
        }
        if version < 3 {
            // Flight orders, the seats they hold per flight, date and class, and the
            // seat labels they reserved (one order per seat of a dated flight).
            self.conn.execute_batch(
                "BEGIN IMMEDIATE;
                 CREATE TABLE IF NOT EXISTS flight_orders (
                     id TEXT PRIMARY KEY,
                     reference TEXT NOT NULL UNIQUE,
                     created_on TEXT NOT NULL,
                     ticketing_on TEXT NOT NULL,
                     body TEXT NOT NULL
                 );
                 CREATE TABLE IF NOT EXISTS flight_order_segments (
                     order_id TEXT NOT NULL REFERENCES flight_orders(id),
                     flight_key TEXT NOT NULL,
                     date TEXT NOT NULL,
                     class TEXT NOT NULL,
                     seats INTEGER NOT NULL
                 );
                 CREATE INDEX IF NOT EXISTS flight_order_segments_by_flight
                     ON flight_order_segments (flight_key, date);
                 CREATE TABLE IF NOT EXISTS flight_seats_taken (
                     flight_key TEXT NOT NULL,
                     date TEXT NOT NULL,
                     label TEXT NOT NULL,
                     order_id TEXT NOT NULL REFERENCES flight_orders(id),
                     PRIMARY KEY (flight_key, date, label)
                 ) WITHOUT ROWID;
                 COMMIT;",
            )?;
        }
        if version < 4 {
            // What the sandbox keeps about itself (its clock, its world's seed, the
            // serial of references) and the servers serving this file: see `meta`.
            // A reset keeps both tables.
            self.conn.execute_batch(
                "BEGIN IMMEDIATE;
                 CREATE TABLE IF NOT EXISTS sandbox_meta (
                     key TEXT PRIMARY KEY,
                     value INTEGER NOT NULL
                 ) WITHOUT ROWID;
                 CREATE TABLE IF NOT EXISTS sandbox_servers (
                     pid INTEGER PRIMARY KEY,
                     port INTEGER NOT NULL,
                     seed INTEGER NOT NULL
                 );
                 COMMIT;",
            )?;
        }
        self.conn
            .pragma_update(None, "user_version", SCHEMA_VERSION)?;
        Ok(())
    }

    pub fn save_token(
        &self,
        token: &str,
        client_id: &str,
        expires_at: i64,
    ) -> rusqlite::Result<()> {
        // Expired tokens are of no use to anyone; drop them while we are here.
        self.conn.execute(
            "DELETE FROM tokens WHERE expires_at < ?1",
            params![expires_at - 86_400],
        )?;
        self.conn.execute(
            "INSERT OR REPLACE INTO tokens (token, client_id, expires_at) VALUES (?1, ?2, ?3)",
            params![token, client_id, expires_at],
        )?;
        Ok(())
    }

    /// The connection, for the domain modules that keep their own tables.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The expiry of a token this sandbox issued, if it did.
    pub fn token_expiry(&self, token: &str) -> rusqlite::Result<Option<i64>> {
        // cached: every request is checked
        self.conn
            .prepare_cached("SELECT expires_at FROM tokens WHERE token = ?1")?
            .query_row(params![token], |r| r.get(0))
            .optional()
    }
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

fn db_error(path: &Path, e: rusqlite::Error) -> Failure {
    Failure::Unreadable(format!("sandbox state {}: {e}", path.display()))
}

/// Delete the state file and its WAL companions. Returns whether anything was there.
/// Only for a file that cannot be opened: a readable state is reset in place
/// (`meta::reset`), so a server that has it open keeps serving the same file.
pub fn remove(path: &Path) -> Result<bool> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_persist_across_opens_and_reset_removes_everything() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/state.sqlite3");
        State::open(&path)
            .unwrap()
            .save_token("t1", "id", 100)
            .unwrap();
        assert_eq!(
            State::open(&path).unwrap().token_expiry("t1").unwrap(),
            Some(100)
        );
        assert_eq!(
            State::open(&path).unwrap().token_expiry("t2").unwrap(),
            None
        );
        assert!(remove(&path).unwrap());
        assert!(!path.exists());
        assert!(!remove(&path).unwrap());
    }
}
