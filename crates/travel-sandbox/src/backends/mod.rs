//! Everything the sandbox stores, one backend per domain as moto keeps one per service:
//! [`tokens`] (the tokens it issued, each to its client), [`meta`] (each tenant's
//! clock, the world's seed, the serial and salt of references, the servers serving the
//! file), [`flights`] (orders and the seats they hold) and [`hotels`] (room nights
//! sold, reservations and their room bookings). Each owns its tables, its migrations
//! and all its SQL; handlers ask it in the domain's words (sell these seats to this
//! order, all or nothing) and never see a table or a connection. Nothing else in the
//! crate names the database.
//!
//! The business is per tenant: a handle on [`flights`] or [`hotels`] is one tenant's
//! ([`Store::flights`]), every row it writes carries the tenant, every read asks for
//! it, and its tables are keyed and indexed by it first. Another storage (PostgreSQL)
//! would stand behind the same handles.
//!
//! Every backend keeps its tables in one SQLite file in WAL mode, so several `travel
//! --sandbox` processes (and a `travel sandbox serve`) share it safely. SQLite commits
//! atomically: a crash never leaves a half-written state behind. A backend is a handle
//! on the opened [`Store`]; each of its calls takes the store's lock for the time of
//! the call, so a handler never holds it while it computes.

mod deflated;
pub mod flights;
pub mod hotels;
pub mod meta;
#[cfg(test)]
mod plans;
mod private;
mod schema;
pub mod tokens;
mod transfer;

pub use transfer::Refused;

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rusqlite::Connection;

use crate::tenant::Tenant;
use crate::Failure;
use flights::Flights;
use hotels::Hotels;
use meta::Meta;
use schema::{Refusal, Schema};
use tokens::Tokens;

/// Every backend's schema, in the order a new file is made.
const SCHEMAS: &[&Schema] = &[
    &tokens::SCHEMA,
    &hotels::SCHEMA,
    &flights::SCHEMA,
    &meta::SCHEMA,
];

/// A call on the state failed (the service answers 500): what the database said, and
/// whether the storage itself failed (full, read-only, not permitted), the state being
/// intact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
    storage: bool,
}

impl Error {
    /// A failure of the state rather than of the storage: what was kept cannot be read.
    pub(crate) fn other(message: String) -> Error {
        Error {
            message,
            storage: false,
        }
    }

    /// Whether the storage failed, rather than the state: writes fail until it is
    /// mended, and what was kept is intact.
    pub fn storage(&self) -> bool {
        self.storage
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error {
            storage: storage_failed(&e),
            message: e.to_string(),
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

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

/// The opened state file: one connection, used by one call at a time; the tokens this
/// process issued while the storage failed, and the live tokens it remembers
/// ([`tokens`]).
pub struct Store {
    conn: Mutex<Connection>,
    unstored: tokens::Unstored,
    remembered: tokens::Remembered,
}

impl Store {
    /// Open the state file at `path`, creating it (and its directory) if need be, its
    /// owner's alone, and bring every backend's tables to this build's version. A file
    /// a newer build has migrated is refused as it is (`Failure::Newer`), and so is one
    /// the storage fails to open or write (`Failure::Storage`): only a file that is not
    /// a state file or is damaged is `Failure::Unreadable`.
    pub fn open(path: &Path) -> crate::Result<Store> {
        private::prepare(path)
            .map_err(|e| Failure::Storage(format!("sandbox state {}: {e}", path.display())))?;
        // Only a file that is not a state file, or is damaged, is unreadable (and may
        // be replaced); any other failure leaves what the file holds as it was.
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
        // Writers from other processes wait instead of failing at once.
        conn.busy_timeout(Duration::from_secs(10))
            .map_err(unreadable)?;
        // Several processes may open a new state file at once. Switching to WAL and
        // migrating need the write lock, and SQLite reports BUSY at once (without the
        // busy handler) when a lock cannot be upgraded: retry for a while instead.
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
                "sandbox state {} was written by a newer travel: {why}; this one leaves it as \
                 it is",
                path.display()
            )),
        };
        retried(&wal).map_err(refused)?;
        retried(&|| schema::migrate(&conn, SCHEMAS)).map_err(refused)?;
        Ok(Store {
            conn: Mutex::new(conn),
            unstored: tokens::Unstored::default(),
            remembered: tokens::Remembered::default(),
        })
    }

    pub fn tokens(&self) -> Tokens<'_> {
        Tokens { store: self }
    }

    pub fn meta(&self) -> Meta<'_> {
        Meta { store: self }
    }

    /// The flights backend as `tenant` sees it.
    pub fn flights<'s>(&'s self, tenant: &'s Tenant) -> Flights<'s> {
        Flights {
            store: self,
            tenant,
        }
    }

    /// The hotels backend as `tenant` sees it.
    pub fn hotels<'s>(&'s self, tenant: &'s Tenant) -> Hotels<'s> {
        Hotels {
            store: self,
            tenant,
        }
    }

    /// Clear a tenant's bookings, orders and the seats and rooms they hold, and its
    /// clock, in one transaction. Other tenants, the tokens and settings (the tenant's
    /// included) and
    /// what `meta` keeps about the file itself (the world's seed, the serial of
    /// references, its salt, the servers serving it) stay, so references never repeat
    /// across resets and a server that has the file open goes on serving it.
    pub fn reset(&self, tenant: &Tenant) -> Result<()> {
        self.clearing(|tx| {
            flights::clear(tx, Some(tenant))?;
            hotels::clear(tx, Some(tenant))?;
            meta::restart(tx, tenant)
        })
    }

    /// Start every tenant again in the world of `seed`: what [`Store::reset`] clears,
    /// of every tenant, in one transaction; the tokens stay.
    pub fn reseed(&self, seed: u64) -> Result<()> {
        self.clearing(|tx| {
            flights::clear(tx, None)?;
            hotels::clear(tx, None)?;
            meta::reseed(tx, seed)
        })
    }

    /// Run `clear` in one transaction that checks references once all is cleared.
    fn clearing(&self, clear: impl FnOnce(&Connection) -> rusqlite::Result<()>) -> Result<()> {
        self.with(|conn| {
            let tx = conn.unchecked_transaction()?;
            // orders' segments and seats refer to orders: check once all are gone
            tx.pragma_update(None, "defer_foreign_keys", true)?;
            clear(&tx)?;
            tx.commit()
        })
    }

    /// What the file holds, counted in one read transaction (see [`Holdings`]).
    pub fn holdings(&self) -> Result<Holdings> {
        self.with(|conn| {
            let tx = conn.unchecked_transaction()?;
            let (mut held, tenants) = counted(&tx)?;
            held.tenants = tenants.len() as u64;
            Ok(held)
        })
    }

    /// Every tenant the file keeps anything of, by client id, with what it holds.
    pub fn tenants(&self) -> Result<Vec<(String, Holdings)>> {
        self.with(|conn| {
            let tx = conn.unchecked_transaction()?;
            let (_, all) = counted(&tx)?;
            let mut by_tenant: BTreeMap<String, Holdings> = all
                .into_iter()
                .map(|t| {
                    (
                        t,
                        Holdings {
                            tenants: 1,
                            ..Holdings::default()
                        },
                    )
                })
                .collect();
            let counted: [(&str, &str, Field); 4] = [
                ("flight_orders", "tenant", |h| &mut h.flight_orders),
                ("hotel_reservations", "tenant", |h| {
                    &mut h.hotel_reservations
                }),
                ("hotel_bookings", "tenant", |h| &mut h.hotel_bookings),
                ("tokens", "client_id", |h| &mut h.tokens),
            ];
            for (table, column, field) in counted {
                let mut stmt = tx.prepare(&format!(
                    "SELECT {column}, count(*) FROM {table} GROUP BY {column}"
                ))?;
                let rows =
                    stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
                for row in rows {
                    let (tenant, n) = row?;
                    if let Some(h) = by_tenant.get_mut(&tenant) {
                        *field(h) = n as u64;
                    }
                }
            }
            Ok(by_tenant.into_iter().collect())
        })
    }

    /// The file read whole, in one read transaction (see [`Ledger`]).
    pub fn ledger(&self) -> Result<Ledger> {
        self.with(|conn| {
            let tx = conn.unchecked_transaction()?;
            let mut ledger = Ledger {
                integrity: tx.query_row("PRAGMA integrity_check", [], |r| r.get(0))?,
                ..Ledger::default()
            };
            flights::ledger(&tx, &mut ledger)?;
            hotels::ledger(&tx, &mut ledger)?;
            Ok(ledger)
        })
    }

    /// Run `f` on the connection under the store's lock; a database failure becomes
    /// an [`Error`]. The lock is not reentrant: a call made while this thread holds it
    /// fails loudly (the service's 500) rather than hang.
    fn with<T>(&self, f: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Result<T> {
        assert!(
            !HOLDING.with(Cell::get),
            "a sandbox backend called while the state's lock is held"
        );
        let conn = self.conn.lock().unwrap_or_else(|p| p.into_inner());
        let _held = Held::new();
        Ok(f(&conn)?)
    }
}

/// What a state file holds, counted: a server says so when it starts (and stops), so
/// that a file found empty where data was is seen at once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Holdings {
    /// The client ids it keeps anything of: tokens, orders, bookings, a clock.
    pub tenants: u64,
    /// Flight orders kept, of every tenant (one lapsed is kept until its tenant's next
    /// sale sweeps it out).
    pub flight_orders: u64,
    /// Hotel reservations, and their room bookings (one per room).
    pub hotel_reservations: u64,
    pub hotel_bookings: u64,
    /// Access tokens kept, live or recently expired.
    pub tokens: u64,
}

impl std::fmt::Display for Holdings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = |count: u64, one: &str, many: &str| {
            format!("{count} {}", if count == 1 { one } else { many })
        };
        write!(
            f,
            "{}, {}, {} ({}), {}",
            n(self.tenants, "tenant", "tenants"),
            n(self.flight_orders, "flight order", "flight orders"),
            n(self.hotel_bookings, "hotel booking", "hotel bookings"),
            n(self.hotel_reservations, "reservation", "reservations"),
            n(self.tokens, "token", "tokens"),
        )
    }
}

/// What every backend holds, counted, and the client ids it keeps anything for.
fn counted(conn: &Connection) -> rusqlite::Result<(Holdings, BTreeSet<String>)> {
    let mut held = Holdings::default();
    let mut tenants = BTreeSet::new();
    tokens::holdings(conn, &mut held, &mut tenants)?;
    flights::holdings(conn, &mut held, &mut tenants)?;
    hotels::holdings(conn, &mut held, &mut tenants)?;
    meta::holdings(conn, &mut tenants)?;
    Ok((held, tenants))
}

/// One count of [`Holdings`], by the table and column it is counted from.
type Field = fn(&mut Holdings) -> &mut u64;

/// Add to `tenants` the distinct values of `column` in `table`.
fn tenants_in(
    conn: &Connection,
    table: &str,
    column: &str,
    tenants: &mut BTreeSet<String>,
) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare(&format!("SELECT DISTINCT {column} FROM {table}"))?;
    for tenant in stmt.query_map([], |r| r.get(0))? {
        tenants.insert(tenant?);
    }
    Ok(())
}

/// What a state file holds, read whole, to check that nothing in it is half-written
/// (after a crash, under load): every order with what it holds, every room booking
/// with its reservation, every night's count beside what the reservations hold.
#[derive(Debug, Clone, Default)]
pub struct Ledger {
    /// SQLite's own check of the file: `ok` when it is whole.
    pub integrity: String,
    /// Every order kept (a lapsed one until swept out), and what it holds of each
    /// dated flight: the flight's key, the date, the class, the seats.
    pub orders: BTreeMap<String, Vec<(String, String, String, i64)>>,
    /// Seats held, or seat labels reserved, by no order kept.
    pub orphan_segments: i64,
    /// Room bookings by id, with their reservation's reference.
    pub hotel_bookings: BTreeMap<String, String>,
    /// The references of reservations without one room booking per room.
    pub reservations_short: Vec<String>,
    /// Per hotel, room type and night: the rooms counted sold, and the rooms the
    /// reservations hold.
    pub nights: BTreeMap<(String, String, String), (i64, i64)>,
}

/// Delete the rows of `tables` of one tenant, or of every tenant (`None`).
fn clear(conn: &Connection, tables: &[&str], tenant: Option<&Tenant>) -> rusqlite::Result<()> {
    for table in tables {
        match tenant {
            Some(t) => conn.execute(
                &format!("DELETE FROM {table} WHERE tenant = ?1"),
                rusqlite::params![t.as_str()],
            )?,
            None => conn.execute(&format!("DELETE FROM {table}"), [])?,
        };
    }
    Ok(())
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
/// ([`Store::reset`]), so a server that has it open keeps serving the same file.
pub fn remove(path: &Path) -> crate::Result<bool> {
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
pub(crate) mod testing {
    use std::path::Path;

    use super::Store;

    /// A store on a new state file, and the directory that goes with it.
    pub fn store() -> (Store, tempfile::TempDir) {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let store = Store::open(&dir.path().join("state.sqlite3")).expect("a new state file");
        (store, dir)
    }

    impl Store {
        /// From now on, every write fails as on a read-only storage; reads still work.
        pub fn fail_writes(&self) {
            self.with(|conn| conn.pragma_update(None, "query_only", true))
                .expect("writes refused");
        }

        /// From now on, the seats orders hold cannot be read, as in a damaged file: the
        /// table is gone (its rows kept under another name).
        pub fn lose_seats_held(&self) {
            self.with(|conn| {
                conn.execute_batch("ALTER TABLE flight_order_segments RENAME TO seats_lost")
            })
            .expect("the seats' table renamed");
        }
    }

    /// Make the state file at `path` one a newer build migrated: its flights tables a
    /// version ahead of this build's.
    pub fn mark_newer(path: &Path) {
        let ahead = super::flights::SCHEMA.migrations.len() + 1;
        rusqlite::Connection::open(path)
            .and_then(|c| {
                c.execute(
                    "UPDATE schema_versions SET version = ?1 WHERE backend = 'flights'",
                    [ahead as i64],
                )
            })
            .expect("a state file marked newer");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::clock::Clock;

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
        assert!(remove(&path).unwrap());
        assert!(!path.exists());
        assert!(!remove(&path).unwrap());
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

    /// A row of `tenant`'s in every business table.
    fn fill(store: &Store, tenant: &str, n: i64) {
        store
            .with(|c| {
                c.execute_batch(&format!(
                    "INSERT INTO hotel_room_nights (tenant, hotel_id, room_type, night, booked)
                         VALUES ('{tenant}', 'HLPAR001', 'A1K', '2030-03-02', 1);
                     INSERT INTO hotel_reservations (tenant, seq, reference, offer_id, hotel_id,
                         room_type, rate_code, check_in, check_out, rooms, adults, total,
                         currency, card_vendor, card_last4, created_at)
                     VALUES ('{tenant}', {n}, 'REF{n}', 'O', 'HLPAR001', 'A1K', 'RAC',
                         '2030-03-02', '2030-03-03', 1, 1, '1.00', 'EUR', 'VI', '1111', 'now');
                     INSERT INTO hotel_bookings
                         (tenant, id, confirmation, reservation, room_index, guest_names)
                         VALUES ('{tenant}', 'XD_{n}', '100000000{n}', {n}, 0, 'ADA');
                     INSERT INTO flight_orders
                         (tenant, id, reference, created_on, ticketing_on, body)
                         VALUES ('{tenant}', 'O{n}', 'QWERT{n}', '2030-01-01', '2030-01-05', '{{}}');
                     INSERT INTO flight_order_segments
                         (tenant, order_id, flight_key, date, class, seats)
                         VALUES ('{tenant}', 'O{n}', 'IB3400', '2030-02-01', 'Y', 1);
                     INSERT INTO flight_seats_taken (tenant, flight_key, date, label, order_id)
                         VALUES ('{tenant}', 'IB3400', '2030-02-01', '12A', 'O{n}');
                     INSERT INTO sandbox_clocks (tenant, offset_secs) VALUES ('{tenant}', {n});
                     INSERT INTO sandbox_settings (tenant, strict) VALUES ('{tenant}', 1);
                     INSERT INTO flight_documented (tenant, id) VALUES ('{tenant}', 'D{n}');"
                ))
            })
            .unwrap();
    }

    /// Per table of the file, its rows of tenants `a` and `b` (all its rows, twice, for
    /// a table without tenants).
    fn rows(store: &Store) -> Vec<(String, i64, i64)> {
        store
            .with(|c| {
                let tables: Vec<String> = c
                    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")?
                    .query_map([], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
                tables
                    .into_iter()
                    .map(|t| {
                        let of = |tenant: &str| {
                            let by_tenant = format!("SELECT count(*) FROM {t} WHERE tenant = ?1");
                            c.query_row(&by_tenant, [tenant], |r| r.get(0))
                                .or_else(|_| {
                                    c.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| {
                                        r.get(0)
                                    })
                                })
                        };
                        Ok((t.clone(), of("a")?, of("b")?))
                    })
                    .collect()
            })
            .unwrap()
    }

    #[test]
    fn a_reset_empties_every_business_table_of_one_tenant_and_a_new_world_of_every_one() {
        let (store, _dir) = testing::store();
        let issued = tokens::Issued {
            client_id: "a".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &issued, 0).unwrap();
        store.meta().serving(8080, 0).unwrap();
        store.meta().next_serial().unwrap();
        fill(&store, "a", 1);
        fill(&store, "b", 2);
        // what the file keeps about itself, the tokens, and how each tenant chose to be
        // judged (how its tests are set up, not what they made): every other table is
        // business, kept per tenant
        let kept = [
            "sandbox_meta",
            "sandbox_servers",
            "sandbox_settings",
            "schema_versions",
            "sqlite_sequence",
            "tokens",
        ];
        // every table has a row of each tenant (a new table needs one here)
        let before = rows(&store);
        assert!(
            before.iter().all(|(_, a, b)| *a > 0 && *b > 0),
            "{before:?}"
        );
        let business = |table: &str| !kept.contains(&table);
        store
            .with(|c| {
                for (table, ..) in before.iter().filter(|(t, ..)| business(t)) {
                    let columns: Vec<String> = c
                        .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))?
                        .query_map([], |r| r.get(0))?
                        .collect::<rusqlite::Result<_>>()?;
                    assert!(
                        columns.iter().any(|c| c == "tenant"),
                        "{table}: {columns:?}"
                    );
                }
                Ok(())
            })
            .unwrap();

        store.reset(&Tenant::new("a")).unwrap();
        let after = rows(&store);
        assert_eq!(after.len(), before.len());
        for ((table, a, b), (_, a_before, b_before)) in after.iter().zip(&before) {
            assert_eq!(b, b_before, "{table}: b's rows are kept");
            if business(table) {
                assert_eq!(*a, 0, "{table}: a's rows are cleared");
            } else {
                assert_eq!(a, a_before, "{table} is kept");
            }
        }
        assert!(store.tokens().find("t").unwrap().is_some(), "a's token");

        store.reseed(3).unwrap();
        for (table, a, b) in rows(&store) {
            if business(&table) {
                assert_eq!((a, b), (0, 0), "{table}: a new world clears every tenant");
            } else {
                assert!(a > 0, "{table} is kept");
            }
        }
    }

    #[test]
    fn what_a_file_holds_is_counted_over_every_tenant() {
        let (store, _dir) = testing::store();
        assert_eq!(store.holdings().unwrap(), Holdings::default());
        fill(&store, "a", 1);
        fill(&store, "b", 2);
        let token = tokens::Issued {
            client_id: "c".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &token, 0).unwrap();
        store
            .meta()
            .set_clock(&Tenant::new("d"), Some(Clock { offset: 60 }))
            .unwrap();
        let held = store.holdings().unwrap();
        assert_eq!(
            held,
            Holdings {
                tenants: 4,
                flight_orders: 2,
                hotel_reservations: 2,
                hotel_bookings: 2,
                tokens: 1,
            }
        );
        assert_eq!(
            held.to_string(),
            "4 tenants, 2 flight orders, 2 hotel bookings (2 reservations), 1 token"
        );
        store.reset(&Tenant::new("a")).unwrap();
        assert_eq!(store.holdings().unwrap().flight_orders, 1);
    }

    #[test]
    fn a_backend_called_under_the_states_lock_fails_instead_of_hanging() {
        let (store, _dir) = testing::store();
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
        let inside = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            store.with(|_| Ok(store.meta().clock(&Tenant::default())))
        }));
        assert!(inside.is_err());
        // the lock and the flag were given back
        assert_eq!(store.meta().clock(&Tenant::default()).unwrap(), Clock::REAL);
    }
}
