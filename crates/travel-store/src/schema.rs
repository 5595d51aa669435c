//! Each backend's tables, versioned on their own. A backend lists its migrations in
//! order, never changing one once released; a file records in `schema_versions` how
//! many of each backend's it has had, and opening it runs the rest, in one transaction
//! re-read under the write lock, so processes opening a file at once apply each once.
//!
//! Files made before the versions were kept per backend carry one number for all,
//! SQLite's `user_version` (1 to 4, a backend's tables being added at each); they are
//! read as the versions that number meant, and carried forward. `user_version` now
//! says the versions are in `schema_versions` ([`LAYOUT`]).
//!
//! A file a newer build has migrated (a backend at a version this build does not know,
//! a backend it does not know, a layout after [`LAYOUT`]) is refused, and left as it
//! is: its data are intact, only this build cannot read them.

use std::collections::BTreeMap;

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

/// `user_version` of a file whose versions are kept per backend in `schema_versions`.
const LAYOUT: i64 = 5;

/// A backend's tables: its name in `schema_versions`, its migrations in order (its
/// version is how many have run), and the `user_version` from which a file made
/// before [`LAYOUT`] had its first migration (the later ones are new).
///
/// `postgres` is the same versions on PostgreSQL, as many: a version means the same
/// tables on either, so a tenant's state exported from one is taken back by the other.
/// PostgreSQL came at the versions of its first entry that is not empty, which makes
/// the tables whole; each later version is a migration of both.
pub struct Schema {
    pub name: &'static str,
    pub migrations: &'static [&'static str],
    pub legacy_since: i64,
    pub postgres: &'static [&'static str],
}

/// Why a file could not be brought to this build's versions.
pub enum Refusal {
    Db(rusqlite::Error),
    /// A newer build migrated it: what this build does not know.
    Newer(String),
}

impl From<rusqlite::Error> for Refusal {
    fn from(e: rusqlite::Error) -> Self {
        Refusal::Db(e)
    }
}

/// Bring every backend of `schemas` to its last version.
pub fn migrate(conn: &Connection, schemas: &[&Schema]) -> Result<(), Refusal> {
    // Most opens find every backend current: a read settles it, without the write lock.
    if !behind(&versions(conn, schemas)?, schemas) {
        return Ok(());
    }
    let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let found = versions(&tx, schemas)?;
    tx.execute_batch(
        "CREATE TABLE IF NOT EXISTS schema_versions (
             backend TEXT PRIMARY KEY,
             version INTEGER NOT NULL
         ) WITHOUT ROWID",
    )?;
    for schema in schemas {
        let at = found.get(schema.name).copied().unwrap_or(0);
        for sql in &schema.migrations[at..] {
            tx.execute_batch(sql)?;
        }
        // every backend, a file made before the versions were kept included
        tx.execute(
            "INSERT INTO schema_versions (backend, version) VALUES (?1, ?2)
             ON CONFLICT (backend) DO UPDATE SET version = excluded.version",
            params![schema.name, schema.migrations.len() as i64],
        )?;
    }
    tx.pragma_update(None, "user_version", LAYOUT)?;
    tx.commit()?;
    Ok(())
}

/// The version of each backend the file is at, or what makes it a newer build's.
fn versions(conn: &Connection, schemas: &[&Schema]) -> Result<BTreeMap<String, usize>, Refusal> {
    let layout: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if layout > LAYOUT {
        return Err(Refusal::Newer(format!(
            "its layout is version {layout}, this build knows up to {LAYOUT}"
        )));
    }
    let kept: Option<i64> = conn
        .query_row(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_versions'",
            [],
            |r| r.get(0),
        )
        .optional()?;
    if kept.is_none() {
        // made before the versions were kept per backend: what its number meant
        return Ok(schemas
            .iter()
            .map(|s| (s.name.to_string(), usize::from(layout >= s.legacy_since)))
            .collect());
    }
    let mut found = BTreeMap::new();
    let mut rows = conn.prepare("SELECT backend, version FROM schema_versions")?;
    for row in rows.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
        let (name, version) = row?;
        let Some(schema) = schemas.iter().find(|s| s.name == name) else {
            return Err(Refusal::Newer(format!(
                "it has {name} tables (version {version}), which this build does not know"
            )));
        };
        let known = schema.migrations.len();
        let version = usize::try_from(version).unwrap_or(usize::MAX);
        if version > known {
            return Err(Refusal::Newer(format!(
                "its {name} tables are at version {version}, this build knows up to {known}"
            )));
        }
        found.insert(name, version);
    }
    Ok(found)
}

/// Whether some backend's tables are behind this build's.
fn behind(found: &BTreeMap<String, usize>, schemas: &[&Schema]) -> bool {
    schemas
        .iter()
        .any(|s| found.get(s.name).copied().unwrap_or(0) < s.migrations.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Store, SCHEMAS};

    #[test]
    fn each_backend_has_as_many_versions_on_either_engine() {
        for schema in SCHEMAS {
            assert_eq!(
                schema.migrations.len(),
                schema.postgres.len(),
                "{}: a version means the same tables on SQLite and PostgreSQL",
                schema.name
            );
        }
    }
    use crate::error::Failure;
    use crate::tenant::{Tenant, DEFAULT_CLIENT};

    /// The schema of each state file version before the versions were kept per
    /// backend, as those builds wrote it: the tables each `user_version` added.
    const LEGACY: &[(i64, &str)] = &[
        (
            1,
            "CREATE TABLE tokens (
                 token TEXT PRIMARY KEY,
                 client_id TEXT NOT NULL,
                 expires_at INTEGER NOT NULL
             );",
        ),
        (
            2,
            "CREATE TABLE hotel_room_nights (
                 hotel_id TEXT NOT NULL,
                 room_type TEXT NOT NULL,
                 night TEXT NOT NULL,
                 booked INTEGER NOT NULL,
                 PRIMARY KEY (hotel_id, room_type, night)
             ) WITHOUT ROWID;
             CREATE TABLE hotel_reservations (
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
             CREATE TABLE hotel_bookings (
                 id TEXT PRIMARY KEY,
                 confirmation TEXT NOT NULL UNIQUE,
                 reservation INTEGER NOT NULL REFERENCES hotel_reservations(seq),
                 room_index INTEGER NOT NULL,
                 guest_names TEXT NOT NULL
             );",
        ),
        (
            3,
            "CREATE TABLE flight_orders (
                 id TEXT PRIMARY KEY,
                 reference TEXT NOT NULL UNIQUE,
                 created_on TEXT NOT NULL,
                 ticketing_on TEXT NOT NULL,
                 body TEXT NOT NULL
             );
             CREATE TABLE flight_order_segments (
                 order_id TEXT NOT NULL REFERENCES flight_orders(id),
                 flight_key TEXT NOT NULL,
                 date TEXT NOT NULL,
                 class TEXT NOT NULL,
                 seats INTEGER NOT NULL
             );
             CREATE INDEX flight_order_segments_by_flight
                 ON flight_order_segments (flight_key, date);
             CREATE TABLE flight_seats_taken (
                 flight_key TEXT NOT NULL,
                 date TEXT NOT NULL,
                 label TEXT NOT NULL,
                 order_id TEXT NOT NULL REFERENCES flight_orders(id),
                 PRIMARY KEY (flight_key, date, label)
             ) WITHOUT ROWID;",
        ),
        (
            4,
            "CREATE TABLE sandbox_meta (
                 key TEXT PRIMARY KEY,
                 value INTEGER NOT NULL
             ) WITHOUT ROWID;
             CREATE TABLE sandbox_servers (
                 pid INTEGER PRIMARY KEY,
                 port INTEGER NOT NULL,
                 seed INTEGER NOT NULL
             );",
        ),
    ];

    /// Rows an older build may have written, each in the tables of the version that
    /// added them.
    const LEGACY_ROWS: &[(i64, &str)] = &[
        (
            1,
            "INSERT INTO tokens VALUES ('OldToken', 'old-client', 4102444800);",
        ),
        (
            2,
            "INSERT INTO hotel_room_nights VALUES ('HLPAR001', 'A1K', '2030-03-02', 1);
             INSERT INTO hotel_reservations (reference, offer_id, hotel_id, room_type,
                 rate_code, check_in, check_out, rooms, adults, total, currency,
                 card_vendor, card_last4, created_at)
             VALUES ('ABC123', 'OFFER', 'HLPAR001', 'A1K', 'RAC', '2030-03-02',
                 '2030-03-03', 1, 1, '100.00', 'EUR', 'VI', '1111', '2030-01-01T00:00:00Z');
             INSERT INTO hotel_bookings VALUES ('XD_1', '1000000001', 1, 0, 'ADA LOVELACE');",
        ),
        (
            3,
            r#"INSERT INTO flight_orders VALUES ('ORDER1', 'QWERTY', '2030-01-01', '2030-01-05',
                 '{"type":"flight-order","id":"ORDER1","ticketingAgreement":{"option":"DELAY_TO_CANCEL"}}');
             INSERT INTO flight_orders VALUES ('ORDER2', 'ASDFGH', '2030-01-01', '2030-01-05',
                 '{"type":"flight-order","id":"ORDER2","ticketingAgreement":{"option":"CONFIRM"}}');
             INSERT INTO flight_order_segments VALUES ('ORDER1', 'IB3400', '2030-02-01', 'Y', 1);
             INSERT INTO flight_order_segments VALUES ('ORDER2', 'IB3400', '2030-02-01', 'Y', 2);
             INSERT INTO flight_seats_taken VALUES ('IB3400', '2030-02-01', '12A', 'ORDER1');"#,
        ),
        (
            4,
            "INSERT INTO sandbox_meta VALUES ('clock_offset', 3600), ('serial', 41), ('seed', 7);",
        ),
    ];

    /// A state file as the build that wrote `user_version` `version` left it.
    fn legacy_file(dir: &std::path::Path, version: i64) -> std::path::PathBuf {
        let path = dir.join(format!("v{version}.sqlite3"));
        let conn = Connection::open(&path).unwrap();
        for (v, sql) in LEGACY.iter().chain(LEGACY_ROWS) {
            if *v <= version {
                conn.execute_batch(sql).unwrap();
            }
        }
        conn.pragma_update(None, "user_version", version).unwrap();
        path
    }

    fn count(path: &std::path::Path, table: &str) -> i64 {
        Connection::open(path)
            .unwrap()
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    }

    fn recorded(path: &std::path::Path) -> Vec<(String, i64)> {
        let conn = Connection::open(path).unwrap();
        let mut q = conn
            .prepare("SELECT backend, version FROM schema_versions ORDER BY backend")
            .unwrap();
        q.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    fn latest() -> Vec<(String, i64)> {
        let mut all: Vec<(String, i64)> = SCHEMAS
            .iter()
            .map(|s| (s.name.to_string(), s.migrations.len() as i64))
            .collect();
        all.sort();
        all
    }

    #[test]
    fn files_of_every_older_version_migrate_forward_with_their_rows() {
        let dir = tempfile::tempdir().unwrap();
        for version in 1..=4 {
            let path = legacy_file(dir.path(), version);
            let store = Store::open(&path).unwrap_or_else(|e| panic!("version {version}: {e}"));
            assert_eq!(recorded(&path), latest(), "version {version}");
            let today = chrono::NaiveDate::from_ymd_opt(2030, 1, 2).unwrap();
            // what a file held before tenants is the CLI's own sandbox's
            let tenant = Tenant::new(DEFAULT_CLIENT);
            // tokens issued before secrets were kept (for any secret) proved nothing:
            // forgotten; and what was held then waits for its operator's secret
            assert_eq!(store.tokens().find("OldToken").unwrap(), None);
            let waiting = store.accounts().find(DEFAULT_CLIENT).unwrap();
            if version >= 2 {
                let waiting = waiting.expect("the CLI's sandbox held state: listed");
                assert_eq!(waiting.secret, None, "version {version}");
                assert!(!waiting.registered);
            }
            if version >= 2 {
                assert_eq!(count(&path, "hotel_room_nights"), 1);
                let kept = store.hotels(&tenant).reservations().unwrap();
                assert_eq!(kept.len(), 1, "version {version}");
                assert_eq!(
                    (kept[0].reference.as_str(), kept[0].card_last4.as_str()),
                    ("ABC123", "1111")
                );
                assert_eq!(count(&path, "hotel_bookings"), 1);
            }
            if version >= 3 {
                let flights = store.flights(&tenant);
                let order = flights.order("ORDER1", today).unwrap().expect("kept");
                assert_eq!(order.order.id, "ORDER1");
                assert_eq!(flights.count(today).unwrap(), 2);
                let date = chrono::NaiveDate::from_ymd_opt(2030, 2, 1).unwrap();
                assert_eq!(
                    flights.taken_on("IB3400", date, today).unwrap(),
                    [("12A".to_string(), "ORDER1".to_string())]
                );
                assert_eq!(flights.sold_on("IB3400", date, today).unwrap(), [('Y', 3)]);
                // the delay-to-cancel order lapses once its ticketing day is over
                let later = chrono::NaiveDate::from_ymd_opt(2030, 1, 6).unwrap();
                assert!(flights.order("ORDER1", later).unwrap().is_none());
                assert!(flights.order("ORDER2", later).unwrap().is_some());
                // and so do its seats: what it holds carries its last day
                assert_eq!(flights.sold_on("IB3400", date, later).unwrap(), [('Y', 2)]);
                assert!(flights.taken_on("IB3400", date, later).unwrap().is_empty());
            }
            if version >= 4 {
                let meta = store.meta();
                assert_eq!(meta.clock(&tenant).unwrap().offset, 3600);
                assert_eq!(meta.seed().unwrap(), 7);
                assert_eq!(meta.next_serial().unwrap(), 42);
            }
            drop(store);
            // opened again: nothing left to do, nothing changed
            Store::open(&path).unwrap();
            assert_eq!(recorded(&path), latest(), "version {version}");
        }
    }

    /// How many migrations each backend had before tenants.
    const BEFORE_TENANTS: &[(&str, usize)] = &[
        ("tokens", 1),
        ("hotels", 1),
        ("flights", 2),
        ("meta", 1),
        ("live", 0),
        ("tenants", 0),
    ];

    /// How many migrations each backend had before what orders hold was read per
    /// dated flight (and orders' records deflated).
    const BEFORE_PER_FLIGHT: &[(&str, usize)] = &[
        ("tokens", 2),
        ("hotels", 2),
        ("flights", 3),
        ("meta", 2),
        ("live", 0),
        ("tenants", 0),
    ];

    /// A state file as a build of the backends' `versions` made it: its connection.
    fn made_at(path: &std::path::Path, versions: &[(&str, usize)]) -> Connection {
        let older: Vec<Schema> = SCHEMAS
            .iter()
            .map(|s| {
                let (_, n) = versions.iter().find(|(name, _)| *name == s.name).unwrap();
                Schema {
                    migrations: &s.migrations[..*n],
                    ..**s
                }
            })
            .collect();
        let conn = Connection::open(path).unwrap();
        let older: Vec<&Schema> = older.iter().collect();
        migrate(&conn, &older).unwrap_or_else(|_| panic!("the schema of {versions:?}"));
        conn
    }

    #[test]
    fn a_file_made_before_reads_per_flight_keeps_its_orders_seats_and_lapses() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("before.sqlite3");
        made_at(&path, BEFORE_PER_FLIGHT)
            .execute_batch(
                r#"INSERT INTO flight_orders
                     (tenant, id, reference, created_on, ticketing_on, lapses_after, body)
                 VALUES ('a', 'LAPSING', 'QWERTY', '2030-01-01', '2030-01-05', '2030-01-05',
                     '{"type":"flight-order","id":"LAPSING"}'),
                     ('a', 'KEPT', 'ASDFGH', '2030-01-01', '2030-01-05', NULL,
                     '{"type":"flight-order","id":"KEPT"}'),
                     ('b', 'THEIRS', 'ZXCVBN', '2030-01-01', '2030-01-05', NULL,
                     '{"type":"flight-order","id":"THEIRS"}');
                 INSERT INTO flight_order_segments (tenant, order_id, flight_key, date, class, seats)
                 VALUES ('a', 'LAPSING', 'IB3400', '2030-02-01', 'Y', 1),
                     ('a', 'KEPT', 'IB3400', '2030-02-01', 'B', 2),
                     ('b', 'THEIRS', 'IB3400', '2030-02-01', 'Y', 4);
                 INSERT INTO flight_seats_taken (tenant, flight_key, date, label, order_id)
                 VALUES ('a', 'IB3400', '2030-02-01', '12A', 'LAPSING'),
                     ('b', 'IB3400', '2030-02-01', '12A', 'THEIRS');"#,
            )
            .unwrap();
        let store = Store::open(&path).unwrap();
        assert_eq!(recorded(&path), latest());
        let (a, b) = (Tenant::new("a"), Tenant::new("b"));
        let (today, later) = (
            chrono::NaiveDate::from_ymd_opt(2030, 1, 2).unwrap(),
            chrono::NaiveDate::from_ymd_opt(2030, 1, 6).unwrap(),
        );
        let date = chrono::NaiveDate::from_ymd_opt(2030, 2, 1).unwrap();
        let flights = store.flights(&a);
        for id in ["LAPSING", "KEPT"] {
            let kept = flights.order(id, today).unwrap().expect("kept");
            assert_eq!(kept.order.id, id, "its record read as it was kept");
        }
        let mut sold = flights.sold_on("IB3400", date, today).unwrap();
        sold.sort_unstable();
        assert_eq!(sold, [('B', 2), ('Y', 1)]);
        let label = |order: &str| vec![("12A".to_string(), order.to_string())];
        assert_eq!(
            flights.taken_on("IB3400", date, today).unwrap(),
            label("LAPSING")
        );
        // the lapse went with the seats: from the day after, they are free
        assert_eq!(flights.sold_on("IB3400", date, later).unwrap(), [('B', 2)]);
        assert!(flights.taken_on("IB3400", date, later).unwrap().is_empty());
        assert!(flights.order("LAPSING", later).unwrap().is_none());
        // and each tenant's are its own
        let theirs = store.flights(&b);
        assert_eq!(theirs.sold_on("IB3400", date, later).unwrap(), [('Y', 4)]);
        assert_eq!(
            theirs.taken_on("IB3400", date, later).unwrap(),
            label("THEIRS")
        );
        assert_eq!(store.ledger().unwrap().orphan_segments, 0);
    }

    #[test]
    fn a_file_made_before_tenants_keeps_its_rows_as_the_cli_sandboxs() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("before.sqlite3");
        {
            let conn = made_at(&path, BEFORE_TENANTS);
            conn.execute_batch(
                r#"INSERT INTO tokens VALUES ('Far', 'someone', 4102444800);
                 INSERT INTO flight_orders (id, reference, created_on, ticketing_on, body)
                     VALUES ('ORDER1', 'QWERTY', '2030-01-01', '2030-01-05',
                     '{"type":"flight-order","id":"ORDER1"}');
                 INSERT INTO flight_order_segments VALUES ('ORDER1', 'IB3400', '2030-02-01', 'Y', 2);
                 INSERT INTO flight_seats_taken VALUES ('IB3400', '2030-02-01', '12A', 'ORDER1');
                 INSERT INTO hotel_room_nights VALUES ('HLPAR001', 'A1K', '2030-03-02', 1);
                 INSERT INTO hotel_reservations (reference, offer_id, hotel_id, room_type,
                     rate_code, check_in, check_out, rooms, adults, total, currency,
                     card_vendor, card_last4, created_at)
                 VALUES ('ABC123', 'OFFER', 'HLPAR001', 'A1K', 'RAC', '2030-03-02',
                     '2030-03-03', 1, 1, '100.00', 'EUR', 'VI', '1111', 'then');
                 INSERT INTO hotel_bookings VALUES ('XD_1', '1000000001', 1, 0, 'ADA LOVELACE');
                 INSERT INTO sandbox_meta VALUES ('clock_offset', 7200);"#,
            )
            .unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(recorded(&path), latest());
        let today = chrono::NaiveDate::from_ymd_opt(2030, 1, 2).unwrap();
        let ours = Tenant::new(DEFAULT_CLIENT);
        let flights = store.flights(&ours);
        let order = flights.order("ORDER1", today).unwrap().expect("kept");
        assert_eq!(order.order.id, "ORDER1");
        let date = chrono::NaiveDate::from_ymd_opt(2030, 2, 1).unwrap();
        assert_eq!(
            flights.taken_on("IB3400", date, today).unwrap(),
            [("12A".to_string(), "ORDER1".to_string())]
        );
        assert_eq!(flights.sold_on("IB3400", date, today).unwrap(), [('Y', 2)]);
        let kept = store.hotels(&ours).reservations().unwrap();
        assert_eq!(kept.len(), 1);
        assert_eq!(store.hotels(&ours).bookings().unwrap(), 1);
        assert_eq!(store.meta().clock(&ours).unwrap().offset, 7200);
        // and none of it is another tenant's
        let other = Tenant::new("someone");
        assert!(store
            .flights(&other)
            .order("ORDER1", today)
            .unwrap()
            .is_none());
        assert!(store
            .flights(&other)
            .taken_on("IB3400", date, today)
            .unwrap()
            .is_empty());
        assert!(store
            .flights(&other)
            .sold_on("IB3400", date, today)
            .unwrap()
            .is_empty());
        assert!(store.hotels(&other).reservations().unwrap().is_empty());
        assert_eq!(store.meta().clock(&other).unwrap().offset, 0);
        // tokens issued before secrets were kept proved nothing: forgotten, and the
        // tenant that held state waits for its operator's secret
        assert_eq!(store.tokens().find("Far").unwrap(), None);
        let waiting = store
            .accounts()
            .find(DEFAULT_CLIENT)
            .unwrap()
            .expect("listed");
        assert_eq!(waiting.secret, None);
        let ledger = store.ledger().unwrap();
        assert_eq!(ledger.orphan_segments, 0);
        assert!(ledger.reservations_short.is_empty());
        assert!(ledger.nights.values().all(|(sold, held)| sold == held));
    }

    #[test]
    fn a_new_file_records_every_backend_at_its_last_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.sqlite3");
        Store::open(&path).unwrap();
        assert_eq!(recorded(&path), latest());
        let layout: i64 = Connection::open(&path)
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(layout, LAYOUT);
    }

    #[test]
    fn a_file_a_newer_build_migrated_is_refused_and_left_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let newer = |name: &str, sql: &str| {
            let path = dir.path().join(name);
            Store::open(&path).unwrap();
            Connection::open(&path).unwrap().execute_batch(sql).unwrap();
            let before = std::fs::read(&path).unwrap();
            let refused = Store::open(&path).err().expect("refused");
            assert_eq!(std::fs::read(&path).unwrap(), before, "left as it was");
            assert!(path.exists());
            refused
        };
        let flights = SCHEMAS.iter().find(|s| s.name == "flights").unwrap();
        let ahead = flights.migrations.len() + 1;
        let Failure::Newer(why) = newer(
            "ahead.sqlite3",
            &format!("UPDATE schema_versions SET version = {ahead} WHERE backend = 'flights'"),
        ) else {
            panic!("not refused as newer")
        };
        assert!(why.contains("written by a newer travel"), "{why}");
        assert!(
            why.contains(&format!(
                "flights tables are at version {ahead}, this build knows up to {}",
                ahead - 1
            )),
            "{why}"
        );
        let Failure::Newer(why) = newer(
            "unknown.sqlite3",
            "INSERT INTO schema_versions VALUES ('loyalty', 1)",
        ) else {
            panic!("not refused as newer")
        };
        assert!(why.contains("loyalty tables (version 1)"), "{why}");
        let Failure::Newer(why) = newer("layout.sqlite3", "PRAGMA user_version = 6") else {
            panic!("not refused as newer")
        };
        assert!(
            why.contains("layout is version 6, this build knows up to 5"),
            "{why}"
        );
    }
}
