//! The access tokens the sandbox issued: to which client (the tenant the token speaks
//! for) and for which credentials, until when by wall time. A reset keeps them: they
//! are no business of the tenant's, and an app holding one goes on after a reset as it
//! would at the service.
//!
//! A token issued while the storage fails (full, read-only) is kept in the memory of
//! the server that issued it until it expires, so that apps can still sign in and
//! search; it is good at that server only, and gone when it stops.

use std::collections::HashMap;

use crate::database::Database;
use crate::error::{Error, Result};
use crate::schema::Schema;
use crate::sql::{args, Db, Row};

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
        // credentials a token was issued for, as a digest (none for the tokens kept
        // before). The expired are found by their expiry, to purge; a client's by its id.
        "UPDATE tokens SET expires_at = min(expires_at, unixepoch() + 1799);
         ALTER TABLE tokens ADD COLUMN credentials TEXT;
         CREATE INDEX tokens_by_expiry ON tokens (expires_at);
         CREATE INDEX tokens_by_client ON tokens (client_id);",
    ],
    postgres: &[
        "",
        "CREATE TABLE tokens (
             token TEXT PRIMARY KEY,
             client_id TEXT NOT NULL,
             expires_at BIGINT NOT NULL,
             credentials TEXT
         );
         CREATE INDEX tokens_by_expiry ON tokens (expires_at);
         CREATE INDEX tokens_by_client ON tokens (client_id);",
    ],
};

/// Expired tokens purged at most per token issued: enough to outpace the issuing, so
/// the table holds the live tokens and the recently expired, and one issue does little.
const PURGED_PER_ISSUE: i64 = 64;

/// Tokens kept in memory at most while the storage fails: beyond, the token endpoint
/// fails as the storage does.
const UNSTORED_MAX: usize = 10_000;

/// The tokens backend.
#[derive(Clone, Copy)]
pub struct Tokens<'s> {
    pub(crate) db: &'s Database,
    /// The tokens this process issued while the storage failed.
    pub(crate) unstored: &'s Unstored,
    /// The live tokens it remembers.
    pub(crate) remembered: &'s Remembered,
}

/// A token as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issued {
    pub client_id: String,
    /// A digest of the credentials it was issued for (see `auth`); `None` for a token
    /// kept before they were recorded.
    pub credentials: Option<String>,
    /// Unix seconds, wall time.
    pub expires_at: i64,
}

/// Where an issued token was kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// In the state file: good at every server of the file, across restarts.
    Stored,
    /// In this process's memory, the storage having failed.
    InMemory,
}

/// The tokens issued while the storage failed, by token.
pub(crate) type Unstored = std::sync::Mutex<HashMap<String, Issued>>;

/// Live tokens this process has read or issued, by token, with when they were read,
/// so that checking the token of every request does not read the state file (it took
/// a seventh of a lookup's time, and the file's one connection). A token never changes
/// once issued, but it goes when its tenant's secret is set anew or the tenant is
/// removed, perhaps by another server of the state: one remembered is used for
/// [`RECHECK`] at most, then read again, and the state says what became of it.
pub(crate) type Remembered = std::sync::Mutex<HashMap<String, (Issued, std::time::Instant)>>;

/// How long a token read from the state is taken on trust before it is read again:
/// the time a revocation takes to reach every server of the state.
pub const RECHECK: std::time::Duration = std::time::Duration::from_secs(5);

/// Live tokens remembered at most: past that the expired are forgotten, and if that
/// is not enough, all (they are read again as they come).
const REMEMBERED_MAX: usize = 4096;

fn wall_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl Tokens<'_> {
    /// Keep `token`, and purge a bounded number of the tokens that expired before
    /// `purge_before` (unix seconds). When the storage fails, the token is kept in
    /// memory instead.
    pub fn issue(&self, token: &str, issued: &Issued, purge_before: i64) -> Result<Kept> {
        let stored = self.db.with(|db| {
            db.exec(
                "DELETE FROM tokens WHERE token IN
                     (SELECT token FROM tokens WHERE expires_at < ?1 LIMIT ?2)",
                args![purge_before, PURGED_PER_ISSUE],
            )?;
            db.exec(
                "INSERT INTO tokens (token, client_id, credentials, expires_at)
                 VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (token) DO UPDATE SET client_id = excluded.client_id,
                     credentials = excluded.credentials, expires_at = excluded.expires_at",
                args![
                    token,
                    &issued.client_id,
                    issued.credentials.as_deref(),
                    issued.expires_at
                ],
            )?;
            Ok(())
        });
        match stored {
            Ok(()) => Ok(Kept::Stored),
            Err(e) if e.storage() => self.keep_in_memory(token, issued, purge_before, e),
            Err(e) => Err(e),
        }
    }

    fn keep_in_memory(
        &self,
        token: &str,
        issued: &Issued,
        purge_before: i64,
        failed: Error,
    ) -> Result<Kept> {
        let mut kept = self.unstored();
        kept.retain(|_, i| i.expires_at >= purge_before);
        if kept.len() >= UNSTORED_MAX {
            return Err(failed);
        }
        kept.insert(token.to_string(), issued.clone());
        Ok(Kept::InMemory)
    }

    fn unstored(&self) -> std::sync::MutexGuard<'_, HashMap<String, Issued>> {
        self.unstored.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A token this sandbox issued, if it did (expired or not, until purged): from the
    /// state file, or this process's memory.
    pub fn find(&self, token: &str) -> Result<Option<Issued>> {
        let now = wall_seconds();
        if let Some((issued, _)) = self
            .remembered()
            .get(token)
            .filter(|(i, read)| i.expires_at > now && read.elapsed() < RECHECK)
        {
            return Ok(Some(issued.clone()));
        }
        let found = self.read(token)?;
        if let Some(issued) = found.as_ref().filter(|i| i.expires_at > now) {
            self.remember(token, issued, now);
        }
        Ok(found)
    }

    fn remembered(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<String, (Issued, std::time::Instant)>> {
        self.remembered.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn remember(&self, token: &str, issued: &Issued, now: i64) {
        let mut remembered = self.remembered();
        if remembered.len() >= REMEMBERED_MAX {
            remembered.retain(|_, (i, _)| i.expires_at > now);
            if remembered.len() >= REMEMBERED_MAX {
                remembered.clear();
            }
        }
        remembered.insert(
            token.to_string(),
            (issued.clone(), std::time::Instant::now()),
        );
    }

    /// Forget what this process remembers of `client_id`'s tokens (its secret was set
    /// anew, or it was removed): they are read again, and found gone.
    pub fn forget_client(&self, client_id: &str) {
        self.remembered()
            .retain(|_, (i, _)| i.client_id != client_id);
        self.unstored().retain(|_, i| i.client_id != client_id);
    }

    /// A token as the state file (or this process's memory, the file having failed)
    /// keeps it.
    fn read(&self, token: &str) -> Result<Option<Issued>> {
        let stored = self.db.with(|db| {
            let found = db.one(
                "SELECT client_id, credentials, expires_at FROM tokens WHERE token = ?1",
                args![token],
            )?;
            found
                .map(|r: Row| {
                    Ok(Issued {
                        client_id: r.get(0)?,
                        credentials: r.get(1)?,
                        expires_at: r.get(2)?,
                    })
                })
                .transpose()
        });
        match stored {
            Ok(Some(issued)) => Ok(Some(issued)),
            Ok(None) => Ok(self.unstored().get(token).cloned()),
            Err(e) if e.storage() => self.unstored().get(token).cloned().map(Some).ok_or(e),
            Err(e) => Err(e),
        }
    }

    /// The tokens kept that were issued to `client_id`.
    pub fn issued_to(&self, client_id: &str) -> Result<Vec<String>> {
        self.db.with(|db| {
            db.column(
                "SELECT token FROM tokens WHERE client_id = ?1 ORDER BY expires_at",
                args![client_id],
            )
        })
    }
}

/// What the tokens hold, counted, and the clients they were issued to.
pub(super) fn holdings(
    db: &mut dyn Db,
    held: &mut crate::holdings::Holdings,
    tenants: &mut std::collections::BTreeSet<String>,
) -> Result<()> {
    held.tokens = crate::database::count(db, "tokens")?;
    crate::database::tenants_in(db, "tokens", "client_id", tenants)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::testing::{on_each, store};

    impl Tokens<'_> {
        /// How many tokens the state file keeps, of every client.
        fn count(&self) -> Result<u64> {
            self.db.with(|db| crate::database::count(db, "tokens"))
        }
    }

    /// A token of `client_id`'s expiring at `expires_at`.
    fn of(client_id: &str, expires_at: i64) -> Issued {
        Issued {
            client_id: client_id.to_string(),
            credentials: Some("digest".to_string()),
            expires_at,
        }
    }

    #[test]
    fn issuing_purges_the_long_expired_a_bounded_number_at_a_time() {
        on_each(|store| {
            let tokens = store.tokens();
            purges_a_bounded_number(&tokens);
        });
    }

    fn purges_a_bounded_number(tokens: &Tokens) {
        let now = 1_000_000;
        for i in 0..100 {
            tokens
                .issue(&format!("old{i}"), &of("a", now - 7200), 0)
                .unwrap();
        }
        tokens.issue("recent", &of("a", now - 60), 0).unwrap();
        tokens.issue("live", &of("b", now + 1797), 0).unwrap();
        assert_eq!(tokens.count().unwrap(), 102);
        // expired more than an hour ago: purged, at most so many per issue
        tokens
            .issue("next", &of("b", now + 1798), now - 3600)
            .unwrap();
        assert_eq!(tokens.count().unwrap(), 103 - PURGED_PER_ISSUE as u64);
        tokens
            .issue("again", &of("b", now + 1799), now - 3600)
            .unwrap();
        assert_eq!(tokens.count().unwrap(), 4, "recent, live, next and again");
        assert!(tokens.find("old0").unwrap().is_none());
        // the recently expired are kept, to be told from tokens never issued
        assert_eq!(tokens.find("recent").unwrap().unwrap().expires_at, now - 60);
        assert_eq!(tokens.issued_to("b").unwrap(), ["live", "next", "again"]);
        assert_eq!(
            tokens.find("live").unwrap().unwrap(),
            of("b", now + 1797),
            "kept whole"
        );
    }

    #[test]
    fn tokens_asked_for_all_day_long_keep_the_table_bounded() {
        let (store, _dir) = store();
        let tokens = store.tokens();
        // a token every 10 s for a day, each living 1,799 s and kept an hour after
        let (life, kept_after, every) = (1799, 3600, 10);
        let mut most = 0;
        for i in 0..8640 {
            let now = 1_000_000 + i * every;
            tokens
                .issue(&format!("t{i}"), &of("a", now + life), now - kept_after)
                .unwrap();
            most = most.max(tokens.count().unwrap());
        }
        // what lives or expired within the hour, and no more
        let bound = ((life + kept_after) / every + 1) as u64;
        assert!(
            most <= bound,
            "{most} tokens kept at most, {bound} live or recent"
        );
        assert!(most >= bound - 1, "{most}: the recent are kept");
    }

    #[test]
    fn live_tokens_are_remembered_expired_ones_read_again_and_the_memory_bounded() {
        on_each(remembered_and_read_again);
    }

    fn remembered_and_read_again(store: &Store) {
        let tokens = store.tokens();
        let now = wall_seconds();
        tokens.issue("live", &of("a", now + 1000), 0).unwrap();
        tokens.issue("expired", &of("a", now - 10), 0).unwrap();
        assert_eq!(tokens.find("live").unwrap(), Some(of("a", now + 1000)));
        assert_eq!(tokens.find("expired").unwrap(), Some(of("a", now - 10)));
        // gone from the file: the live one is answered from memory, the expired one
        // as the file now says
        store.raw(|db| db.exec("DELETE FROM tokens", args![]));
        assert_eq!(tokens.find("live").unwrap(), Some(of("a", now + 1000)));
        assert_eq!(tokens.find("expired").unwrap(), None);
        for i in 0..REMEMBERED_MAX + 10 {
            tokens.remember(&format!("t{i}"), &of("b", now + 1000), now);
        }
        assert!(tokens.remembered().len() <= REMEMBERED_MAX);
    }

    #[test]
    fn a_token_issued_while_the_storage_fails_is_good_in_memory_until_it_expires() {
        let (store, _dir) = store();
        let tokens = store.tokens();
        tokens.issue("before", &of("a", 2000), 0).unwrap();
        store.fail_writes();
        assert_eq!(
            tokens.issue("during", &of("b", 2000), 0).unwrap(),
            Kept::InMemory
        );
        assert_eq!(tokens.find("during").unwrap(), Some(of("b", 2000)));
        assert_eq!(tokens.find("before").unwrap(), Some(of("a", 2000)));
        assert_eq!(tokens.find("never").unwrap(), None);
        assert_eq!(tokens.count().unwrap(), 1, "not in the file");
        // the expired are let go as others are issued, and memory is bounded
        tokens.issue("later", &of("b", 5000), 2001).unwrap();
        assert_eq!(tokens.find("during").unwrap(), None);
        for i in 0..UNSTORED_MAX {
            tokens.issue(&format!("t{i}"), &of("c", 5000), 0).ok();
        }
        let full = tokens.issue("one-more", &of("c", 5000), 0).unwrap_err();
        assert!(full.storage(), "{full}");
        assert_eq!(tokens.find("later").unwrap(), Some(of("b", 5000)));
    }
}
