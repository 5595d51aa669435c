//! What tests use of a store (this crate's, and the sandbox's with the `testing`
//! feature): stores on a fresh file or schema, writes made to fail, a file marked newer.

use std::path::Path;

use crate::sql::Db;
use crate::store::Store;

/// A store on a new state file, and the directory that goes with it.
pub fn store() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = Store::open(&dir.path().join("state.sqlite3")).expect("a new state file");
    (store, dir)
}

pub use crate::scratch::Scratch;

/// A store on a schema of its own in the tests' PostgreSQL database.
pub fn pg_store() -> (Store, Scratch) {
    let scratch = Scratch::new();
    let store = Store::open_at(&scratch.location(4)).expect("a new schema migrated");
    (store, scratch)
}

/// Run `test` on a store of each engine: every backend test holds for both.
pub fn on_each(test: impl Fn(&Store)) {
    let (sqlite, _dir) = store();
    test(&sqlite);
    let (pg, _scratch) = pg_store();
    test(&pg);
}

impl Store {
    /// Run `f` on a connection, as the backends do (for tests that write rows
    /// themselves).
    pub fn raw<T>(&self, f: impl FnMut(&mut dyn Db) -> crate::error::Result<T>) -> T {
        self.db.with(f).expect("the test's statements")
    }

    /// The SQLite connection of a store on a file.
    pub fn sqlite(&self) -> std::sync::MutexGuard<'_, rusqlite::Connection> {
        match &self.db {
            crate::database::Database::Sqlite(conn) => {
                conn.lock().unwrap_or_else(|p| p.into_inner())
            }
            crate::database::Database::Postgres(_) => panic!("a store on PostgreSQL has no SQLite"),
        }
    }

    /// From now on, every write fails as on a read-only storage; reads still work.
    pub fn fail_writes(&self) {
        self.raw(|db| db.batch("PRAGMA query_only = true"));
    }

    /// From now on, the seats orders hold cannot be read, as in a damaged file: the
    /// table is gone (its rows kept under another name).
    pub fn lose_seats_held(&self) {
        self.raw(|db| db.batch("ALTER TABLE flight_order_segments RENAME TO seats_lost"));
    }
}

/// Make the state file at `path` one a newer build migrated: its flights tables a
/// version ahead of this build's.
pub fn mark_newer(path: &Path) {
    let ahead = crate::flights::SCHEMA.migrations.len() + 1;
    rusqlite::Connection::open(path)
        .and_then(|c| {
            c.execute(
                "UPDATE schema_versions SET version = ?1 WHERE backend = 'flights'",
                [ahead as i64],
            )
        })
        .expect("a state file marked newer");
}

/// A row of `tenant`'s in every business table.
#[cfg(test)]
pub(crate) fn fill(store: &Store, tenant: &str, n: i64) {
    store.raw(|db| {
        db.batch(&format!(
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
                 INSERT INTO flight_documented (tenant, id) VALUES ('{tenant}', 'D{n}');
                 INSERT INTO sandbox_faults (tenant, state) VALUES ('{tenant}', '{{}}');
                 INSERT INTO sandbox_journal (tenant, entry) VALUES ('{tenant}', '{{}}');
                 INSERT INTO sandbox_tenants (client_id, secret, created_at, seen_at)
                     VALUES ('{tenant}', 'hash', 0, 0);"
        ))
    });
}

/// Per table of the state, its rows of tenants `a` and `b` (all its rows, twice,
/// for a table without tenants).
#[cfg(test)]
pub(crate) fn rows(store: &Store) -> Vec<(String, i64, i64)> {
    store.raw(|db| {
        let tables = db.tables()?;
        let mut rows = Vec::new();
        for t in tables {
            let mut of = |tenant: &str| -> crate::error::Result<i64> {
                let columns = db.columns(&t)?;
                let column = ["tenant", "client_id"]
                    .into_iter()
                    .find(|c| columns.iter().any(|have| have == c));
                if let Some(column) = column {
                    let by_tenant = format!("SELECT count(*) FROM {t} WHERE {column} = ?1");
                    Ok(db
                        .value(&by_tenant, crate::sql::args![tenant])?
                        .unwrap_or(0))
                } else {
                    Ok(crate::database::count(db, &t)? as i64)
                }
            };
            let (a, b) = (of("a")?, of("b")?);
            rows.push((t, a, b));
        }
        Ok(rows)
    })
}
