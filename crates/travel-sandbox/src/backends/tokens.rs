//! The access tokens the sandbox issued: to which client, until when.

use rusqlite::{params, Connection, OptionalExtension};

use super::schema::Schema;
use super::{Result, Store};

pub(super) const SCHEMA: Schema = Schema {
    name: "tokens",
    legacy_since: 1,
    migrations: &["CREATE TABLE IF NOT EXISTS tokens (
         token TEXT PRIMARY KEY,
         client_id TEXT NOT NULL,
         expires_at INTEGER NOT NULL
     );"],
};

/// The tokens backend.
#[derive(Clone, Copy)]
pub struct Tokens<'s> {
    pub(super) store: &'s Store,
}

/// A token as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issued {
    pub client_id: String,
    /// Unix seconds.
    pub expires_at: i64,
}

impl Tokens<'_> {
    /// Keep a token issued to `client_id` until `expires_at` (unix seconds).
    pub fn issue(&self, token: &str, client_id: &str, expires_at: i64) -> Result<()> {
        self.store.with(|conn| {
            // Expired tokens are of no use to anyone; drop them while we are here.
            conn.execute(
                "DELETE FROM tokens WHERE expires_at < ?1",
                params![expires_at - 86_400],
            )?;
            conn.execute(
                "INSERT OR REPLACE INTO tokens (token, client_id, expires_at) VALUES (?1, ?2, ?3)",
                params![token, client_id, expires_at],
            )?;
            Ok(())
        })
    }

    /// A token this sandbox issued, if it did (expired or not).
    pub fn find(&self, token: &str) -> Result<Option<Issued>> {
        self.store.with(|conn| {
            // cached: every request is checked
            conn.prepare_cached("SELECT client_id, expires_at FROM tokens WHERE token = ?1")?
                .query_row(params![token], |r| {
                    Ok(Issued {
                        client_id: r.get(0)?,
                        expires_at: r.get(1)?,
                    })
                })
                .optional()
        })
    }

    /// The tokens kept that were issued to `client_id`.
    pub fn issued_to(&self, client_id: &str) -> Result<Vec<String>> {
        self.store.with(|conn| {
            conn.prepare("SELECT token FROM tokens WHERE client_id = ?1 ORDER BY expires_at")?
                .query_map(params![client_id], |r| r.get(0))?
                .collect()
        })
    }

    /// How many tokens are kept.
    pub fn count(&self) -> Result<u64> {
        self.store.with(|conn| {
            conn.query_row("SELECT count(*) FROM tokens", [], |r| r.get::<_, i64>(0))
                .map(|n| n as u64)
        })
    }
}

/// Forget every token (a reset).
pub(super) fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM tokens", []).map(drop)
}
