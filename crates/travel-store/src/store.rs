//! The opened state ([`Store`]): where it is opened (a file checked for damage first,
//! or a PostgreSQL database), the list of every backend's tables it brings the
//! database to, and a handle on each backend, one tenant's where the business is per
//! tenant.

use std::path::Path;

use crate::database::Database;
use crate::error::{Failure, Opened};
use crate::flights::{self, Flights};
use crate::hotels::{self, Hotels};
use crate::live::{self, Live};
use crate::location::Location;
use crate::meta::{self, Meta};
use crate::schema::Schema;
use crate::sql::Engine;
use crate::tenant::Tenant;
use crate::tenants::{self, Tenants};
use crate::tokens::{self, Tokens};
use crate::{damage, sqlite};

/// Every backend's schema, in the order a new file is made.
pub(crate) const SCHEMAS: &[&Schema] = &[
    &tokens::SCHEMA,
    &hotels::SCHEMA,
    &flights::SCHEMA,
    &meta::SCHEMA,
    &live::SCHEMA,
    // last: its first migration lists the tenants every table above holds
    &tenants::SCHEMA,
];

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

/// The opened state: its database; the tokens this process issued while the storage
/// failed, and the live tokens it remembers ([`tokens`]).
pub struct Store {
    pub(crate) db: Database,
    unstored: tokens::Unstored,
    remembered: tokens::Remembered,
}

impl Store {
    /// Open the state file at `path` (see [`sqlite::open`]).
    pub fn open(path: &Path) -> Opened<Store> {
        Ok(Store::on(Database::file(path, SCHEMAS)?))
    }

    /// Open the state where `at` says, bringing its tables to this build's version.
    pub fn open_at(at: &Location) -> Opened<Store> {
        Store::open_checked(at, OnDamage::Refuse, false)
    }

    /// Open the state where `at` says, a file checked first (see [`damage`]), and
    /// with `verify` by SQLite's `quick_check` too once opened: damage found is copied
    /// aside and then refused, recovered or started afresh as `on_damage` says.
    #[allow(clippy::print_stderr)] // a damaged file is said on the operator's stderr
    pub fn open_checked(at: &Location, on_damage: OnDamage, verify: bool) -> Opened<Store> {
        let path = match at {
            Location::File(path) => path,
            Location::Postgres { .. } => return Store::open_on(at),
        };
        let found = match damage::check(path) {
            Err(why) => Some(why),
            Ok(()) => match Store::open(path) {
                Ok(store) if !verify => return Ok(store),
                Ok(store) => match store.db.quick_check() {
                    Ok(None) => return Ok(store),
                    Ok(Some(why)) => {
                        drop(store);
                        Some(why)
                    }
                    Err(e) => return Err(Failure::Storage(format!("sandbox state {at}: {e}"))),
                },
                Err(Failure::Unreadable(why)) => Some(why),
                Err(other) => return Err(other),
            },
        };
        let why = found.unwrap_or_default();
        let copy = damage::copy_aside(path).map_err(|e| {
            Failure::Damaged(format!(
                "sandbox state {at} is damaged ({why}), and no copy of it could be made ({e}): left as it is"
            ))
        })?;
        let said = format!(
            "sandbox state {at} is damaged: {why}; a copy of it as found is in {}",
            copy.display()
        );
        match on_damage {
            OnDamage::Refuse => Err(Failure::Damaged(said)),
            OnDamage::Recover => {
                let store = Store::open(path).map_err(|_| {
                    Failure::Damaged(format!(
                        "{said}; SQLite cannot read it: only a fresh start is left"
                    ))
                })?;
                match store.db.quick_check() {
                    Ok(None) => {
                        eprintln!("warning: {said}; opened with what SQLite reads of it");
                        Ok(store)
                    }
                    _ => Err(Failure::Damaged(format!(
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
    fn open_on(at: &Location) -> Opened<Store> {
        match at {
            Location::File(path) => Store::open(path),
            Location::Postgres { url, pool } => {
                Ok(Store::on(Database::postgres(url, *pool, SCHEMAS)?))
            }
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
        self.db.connections()
    }

    /// Which database the state is kept in.
    pub fn engine(&self) -> Engine {
        self.db.engine()
    }

    pub fn tokens(&self) -> Tokens<'_> {
        Tokens {
            db: &self.db,
            unstored: &self.unstored,
            remembered: &self.remembered,
        }
    }

    pub fn meta(&self) -> Meta<'_> {
        Meta { db: &self.db }
    }

    /// The tenants the server knows, with their secrets.
    pub fn accounts(&self) -> Tenants<'_> {
        Tenants {
            db: &self.db,
            tokens: self.tokens(),
        }
    }

    /// The flights backend as `tenant` sees it.
    pub fn flights<'s>(&'s self, tenant: &'s Tenant) -> Flights<'s> {
        Flights {
            db: &self.db,
            tenant,
        }
    }

    /// The faults and journal of `tenant` kept in the database (see [`live`]).
    pub fn live<'s>(&'s self, tenant: &'s Tenant) -> Live<'s> {
        Live {
            db: &self.db,
            tenant,
        }
    }

    /// The hotels backend as `tenant` sees it.
    pub fn hotels<'s>(&'s self, tenant: &'s Tenant) -> Hotels<'s> {
        Hotels {
            db: &self.db,
            tenant,
        }
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use super::*;

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
}
