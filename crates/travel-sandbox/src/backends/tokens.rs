//! The access tokens the sandbox issued: to which client (the tenant the token speaks
//! for), until when by wall time. A reset keeps them: they are no business of the
//! tenant's, and an app holding one goes on after a reset as it would at the service.

use rusqlite::{params, OptionalExtension};

use super::schema::Schema;
use super::{Result, Store};

pub(super) const SCHEMA: Schema = Schema {
    name: "tokens",
    legacy_since: 1,
    migrations: &[
        "CREATE TABLE IF NOT EXISTS tokens (
             token TEXT PRIMARY KEY,
             client_id TEXT NOT NULL,
             expires_at INTEGER NOT NULL
         );",
        // Expiry by wall time rather than by the sandbox's clock: a token issued while
        // the clock was ahead lives at most a new token's life (1,799 s) from now. The
        // expired are found by their expiry, to purge; a client's by its id.
        "UPDATE tokens SET expires_at = min(expires_at, unixepoch() + 1799);
         CREATE INDEX tokens_by_expiry ON tokens (expires_at);
         CREATE INDEX tokens_by_client ON tokens (client_id);",
    ],
};

/// Expired tokens purged at most per token issued: enough to outpace the issuing, so
/// the table holds the live tokens and the recently expired, and one issue does little.
const PURGED_PER_ISSUE: i64 = 64;

/// The tokens backend.
#[derive(Clone, Copy)]
pub struct Tokens<'s> {
    pub(super) store: &'s Store,
}

/// A token as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issued {
    pub client_id: String,
    /// Unix seconds, wall time.
    pub expires_at: i64,
}

impl Tokens<'_> {
    /// Keep a token issued to `client_id` until `expires_at` (unix seconds), and purge
    /// a bounded number of the tokens that expired before `purge_before`.
    pub fn issue(
        &self,
        token: &str,
        client_id: &str,
        expires_at: i64,
        purge_before: i64,
    ) -> Result<()> {
        self.store.with(|conn| {
            conn.prepare_cached(
                "DELETE FROM tokens WHERE rowid IN
                     (SELECT rowid FROM tokens WHERE expires_at < ?1 LIMIT ?2)",
            )?
            .execute(params![purge_before, PURGED_PER_ISSUE])?;
            conn.prepare_cached(
                "INSERT OR REPLACE INTO tokens (token, client_id, expires_at) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![token, client_id, expires_at])?;
            Ok(())
        })
    }

    /// A token this sandbox issued, if it did (expired or not, until purged).
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
}

#[cfg(test)]
mod tests {
    use super::super::testing::store;
    use super::*;

    impl Tokens<'_> {
        /// How many tokens are kept, of every client.
        fn count(&self) -> Result<u64> {
            self.store.with(|conn| {
                conn.query_row("SELECT count(*) FROM tokens", [], |r| r.get::<_, i64>(0))
                    .map(|n| n as u64)
            })
        }
    }

    #[test]
    fn issuing_purges_the_long_expired_a_bounded_number_at_a_time() {
        let (store, _dir) = store();
        let tokens = store.tokens();
        let now = 1_000_000;
        for i in 0..100 {
            tokens
                .issue(&format!("old{i}"), "a", now - 7200, 0)
                .unwrap();
        }
        tokens.issue("recent", "a", now - 60, 0).unwrap();
        tokens.issue("live", "b", now + 1797, 0).unwrap();
        assert_eq!(tokens.count().unwrap(), 102);
        // expired more than an hour ago: purged, at most so many per issue
        tokens.issue("next", "b", now + 1798, now - 3600).unwrap();
        assert_eq!(tokens.count().unwrap(), 103 - PURGED_PER_ISSUE as u64);
        tokens.issue("again", "b", now + 1799, now - 3600).unwrap();
        assert_eq!(tokens.count().unwrap(), 4, "recent, live, next and again");
        assert!(tokens.find("old0").unwrap().is_none());
        // the recently expired are kept, to be told from tokens never issued
        assert_eq!(tokens.find("recent").unwrap().unwrap().expires_at, now - 60);
        assert_eq!(tokens.issued_to("b").unwrap(), ["live", "next", "again"]);
    }
}
