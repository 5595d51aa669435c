//! The tenants a server knows, each with the secret that proves it (see `auth`): a
//! client id belongs to whoever holds its secret. A secret is kept only as a slow hash
//! (a PHC string of Argon2id); a tenant the operator registered never expires, one
//! bound on its first use expires whole once idle (`Store::expire`).
//!
//! A tenant without a secret holds state from before secrets were kept (or that the
//! operator made for it): nobody may claim it by asking first, so it is refused until
//! the operator sets its secret. The migration that brought this table in lists every
//! tenant that held anything then, without a secret, and forgets every token issued
//! before (issued for any secret, they proved nothing).

use crate::database::Database;
use crate::error::Result;
use crate::schema::Schema;
use crate::sql::{args, Db, Row};
use crate::tokens::Tokens;

/// Every table whose rows are a tenant's business or settings, with its tenant column:
/// a tenant holding rows in any of them has state, and may not be claimed by asking
/// first. Tokens and the journal are not state.
pub(super) const STATE_TABLES: &[&str] = &[
    "flight_orders",
    "hotel_reservations",
    "sandbox_clocks",
    "sandbox_settings",
    "sandbox_faults",
];

pub(super) const SCHEMA: Schema = Schema {
    name: "tenants",
    // new with its first version: a file of any older layout starts without it
    legacy_since: i64::MAX,
    migrations: &["CREATE TABLE sandbox_tenants (
             client_id TEXT PRIMARY KEY,
             secret TEXT,
             registered INTEGER NOT NULL DEFAULT 0,
             created_at INTEGER NOT NULL,
             seen_at INTEGER NOT NULL
         ) WITHOUT ROWID;
         CREATE INDEX sandbox_tenants_by_seen ON sandbox_tenants (seen_at);
         INSERT INTO sandbox_tenants (client_id, created_at, seen_at)
             SELECT tenant, unixepoch(), unixepoch() FROM (
                 SELECT tenant FROM flight_orders UNION SELECT tenant FROM hotel_reservations
                 UNION SELECT tenant FROM sandbox_clocks UNION SELECT tenant FROM sandbox_settings
                 UNION SELECT tenant FROM sandbox_faults);
         DELETE FROM tokens;"],
    postgres: &["CREATE TABLE sandbox_tenants (
             client_id TEXT PRIMARY KEY,
             secret TEXT,
             registered BIGINT NOT NULL DEFAULT 0,
             created_at BIGINT NOT NULL,
             seen_at BIGINT NOT NULL
         );
         CREATE INDEX sandbox_tenants_by_seen ON sandbox_tenants (seen_at);
         INSERT INTO sandbox_tenants (client_id, created_at, seen_at)
             SELECT tenant, extract(epoch FROM now())::bigint, extract(epoch FROM now())::bigint
             FROM (SELECT tenant FROM flight_orders UNION SELECT tenant FROM hotel_reservations
                   UNION SELECT tenant FROM sandbox_clocks UNION SELECT tenant FROM sandbox_settings
                   UNION SELECT tenant FROM sandbox_faults) AS held;
         DELETE FROM tokens;"],
};

/// A tenant as the server knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub client_id: String,
    /// The secret's hash (a PHC string); `None` until the operator sets it, for a
    /// tenant that held state before secrets were kept.
    pub secret: Option<String>,
    /// Registered by the operator: it never expires.
    pub registered: bool,
    /// Unix seconds.
    pub created_at: i64,
    /// When a server last heard from it (written at most every minute or so).
    pub seen_at: i64,
}

/// What came of binding a secret to a tenant on its first use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bound {
    /// Bound now, to the secret given.
    Now,
    /// Another request bound it first, or it was there already: check against this.
    Already(Account),
}

/// The tenants backend.
#[derive(Clone, Copy)]
pub struct Tenants<'s> {
    pub(crate) db: &'s Database,
    /// The tokens this process remembers, forgotten with a client's secret.
    pub(crate) tokens: Tokens<'s>,
}

const COLUMNS: &str = "client_id, secret, registered, created_at, seen_at";

fn account(r: &Row) -> Result<Account> {
    Ok(Account {
        client_id: r.get(0)?,
        secret: r.get(1)?,
        registered: r.get::<i64>(2)? != 0,
        created_at: r.get(3)?,
        seen_at: r.get(4)?,
    })
}

fn find(db: &mut dyn Db, client_id: &str) -> Result<Option<Account>> {
    let sql = format!("SELECT {COLUMNS} FROM sandbox_tenants WHERE client_id = ?1");
    db.one(&sql, args![client_id])?
        .map(|r| account(&r))
        .transpose()
}

/// Whether `client_id` has rows in any table of a tenant's state.
pub(super) fn holds_state(db: &mut dyn Db, client_id: &str) -> Result<bool> {
    for table in STATE_TABLES {
        let sql = format!("SELECT 1 FROM {table} WHERE tenant = ?1 LIMIT 1");
        if db.one(&sql, args![client_id])?.is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}

impl Tenants<'_> {
    /// The tenant `client_id`, if the server knows it.
    pub fn find(&self, client_id: &str) -> Result<Option<Account>> {
        self.db.with(|db| find(db, client_id))
    }

    /// How many tenants the server knows.
    pub fn count(&self) -> Result<u64> {
        self.db
            .with(|db| crate::database::count(db, "sandbox_tenants"))
    }

    /// Every tenant, by client id.
    pub fn all(&self) -> Result<Vec<Account>> {
        self.db.with(|db| {
            let sql = format!("SELECT {COLUMNS} FROM sandbox_tenants ORDER BY client_id");
            db.query(&sql, args![])?.iter().map(account).collect()
        })
    }

    /// Bind `secret` (its hash) to `client_id` on its first use, at `now`. A tenant
    /// that holds state already without being known (the operator acted as it before
    /// it signed in) is recorded without a secret instead, and answered as one.
    pub fn bind(&self, client_id: &str, secret: &str, now: i64) -> Result<Bound> {
        self.db.write(|db| {
            if let Some(found) = find(db, client_id)? {
                return Ok(Bound::Already(found));
            }
            let secret = (!holds_state(db, client_id)?).then_some(secret);
            db.exec(
                "INSERT INTO sandbox_tenants (client_id, secret, registered, created_at, seen_at)
                 VALUES (?1, ?2, 0, ?3, ?3)",
                args![client_id, secret, now],
            )?;
            match secret {
                Some(_) => Ok(Bound::Now),
                None => Ok(Bound::Already(
                    find(db, client_id)?.expect("the row just written"),
                )),
            }
        })
    }

    /// Set the secret of `client_id` (the operator's doing): registered, it never
    /// expires. Every token issued to it before is forgotten: they were issued for
    /// another secret, or for none.
    pub fn set_secret(&self, client_id: &str, secret: &str, now: i64) -> Result<()> {
        self.db.write(|db| {
            db.exec(
                "INSERT INTO sandbox_tenants (client_id, secret, registered, created_at, seen_at)
                 VALUES (?1, ?2, 1, ?3, ?3)
                 ON CONFLICT (client_id) DO UPDATE SET secret = excluded.secret, registered = 1",
                args![client_id, secret, now],
            )?;
            db.exec("DELETE FROM tokens WHERE client_id = ?1", args![client_id])?;
            Ok(())
        })?;
        self.tokens.forget_client(client_id);
        Ok(())
    }

    /// Bind `secret` (its hash) to `client_id` if it has none yet: what an open server
    /// does for the servers that check.
    pub fn claim(&self, client_id: &str, secret: &str) -> Result<()> {
        self.db.with(|db| {
            db.exec(
                "UPDATE sandbox_tenants SET secret = ?2 WHERE client_id = ?1 AND secret IS NULL",
                args![client_id, secret],
            )?;
            Ok(())
        })
    }

    /// Note when each of `seen` (client id, unix seconds) was last heard from.
    pub fn seen(&self, seen: &[(String, i64)]) -> Result<()> {
        if seen.is_empty() {
            return Ok(());
        }
        self.db.write(|db| {
            for (client_id, at) in seen {
                db.exec(
                    "UPDATE sandbox_tenants SET seen_at = ?2 WHERE client_id = ?1 AND seen_at < ?2",
                    args![client_id, *at],
                )?;
            }
            Ok(())
        })
    }

    /// The tenants bound on first use that nobody has heard from since `before`
    /// (unix seconds): those an idle expiry removes. Registered tenants and those
    /// waiting for their secret are kept.
    pub fn idle_since(&self, before: i64) -> Result<Vec<String>> {
        self.db.with(|db| {
            db.column(
                "SELECT client_id FROM sandbox_tenants
                 WHERE registered = 0 AND secret IS NOT NULL AND seen_at < ?1
                 ORDER BY seen_at LIMIT 1000",
                args![before],
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tenant::Tenant;
    use crate::testing::on_each;

    #[test]
    fn a_secret_binds_once_and_a_tenant_with_state_waits_for_the_operator() {
        on_each(|store| {
            let tenants = store.accounts();
            assert_eq!(tenants.bind("a", "hash-a", 100).unwrap(), Bound::Now);
            let Bound::Already(a) = tenants.bind("a", "hash-other", 200).unwrap() else {
                panic!("bound twice");
            };
            assert_eq!(a.secret.as_deref(), Some("hash-a"));
            assert!(!a.registered);
            assert_eq!((a.created_at, a.seen_at), (100, 100));

            // a tenant the operator acted as before it signed in holds state
            store
                .meta()
                .set_clock(
                    &Tenant::new("b"),
                    Some(travel_core::clock::Clock { offset: 60 }),
                )
                .unwrap();
            let Bound::Already(b) = tenants.bind("b", "hash-b", 100).unwrap() else {
                panic!("a tenant with state claimed by asking first");
            };
            assert_eq!(b.secret, None);
            tenants.set_secret("b", "hash-b2", 300).unwrap();
            let b = tenants.find("b").unwrap().unwrap();
            assert_eq!(b.secret.as_deref(), Some("hash-b2"));
            assert!(b.registered);
            assert_eq!(tenants.count().unwrap(), 2);

            tenants
                .seen(&[("a".into(), 5_000), ("b".into(), 50)])
                .unwrap();
            assert_eq!(tenants.find("a").unwrap().unwrap().seen_at, 5_000);
            assert_eq!(
                tenants.find("b").unwrap().unwrap().seen_at,
                100,
                "never back"
            );
            assert_eq!(tenants.idle_since(6_000).unwrap(), ["a"], "b registered");
            assert!(tenants.idle_since(4_000).unwrap().is_empty());
        });
    }
}
