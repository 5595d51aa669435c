//! Flight orders and what they hold: the seats per dated flight and booking class
//! (`flight_order_segments`) and the seat labels reserved (`flight_seats_taken`).
//!
//! An order's record (`body`) is the answer it gives, kept deflated (see `deflated`):
//! orders kept before, as JSON text, are read as they are.
//!
//! Every row is a tenant's, and a handle on this backend is one tenant's: it reads and
//! sells what that tenant's orders hold, against the whole world's seats, so what one
//! tenant sells never changes what another sees or can sell, and another tenant's order
//! is not there for it.
//!
//! What orders hold is read one dated flight at a time ([`Flights::sold_on`],
//! [`Flights::taken_on`]), from an index that starts with the tenant, the flight and
//! the date and holds what the read needs: a read costs what that flight holds,
//! whatever else is kept. Each row of what an order holds carries the order's
//! `lapses_after` (it never changes once the order is made), so that leaving lapsed
//! orders out needs no look at the orders themselves.
//!
//! A sale re-reads what the orders on its flights hold and writes the order in one
//! write transaction, each of its dated flights locked first (in one order, so two
//! sales never wait on each other): SQLite lets one writer in at a time across
//! processes, and PostgreSQL's locks let one sale of a flight in at a time across
//! nodes, so the last seat is never sold twice. Cancelling deletes the order's rows,
//! and the seats return.
//!
//! An order whose agreement was to be ticketed by a deadline or cancelled
//! (`DELAY_TO_CANCEL`) lapses once the sandbox's clock passes that day: nobody tickets
//! it in the sandbox. It is kept, but from the day after it stands for no reader (its
//! seats are free, a look-up finds nothing), so reading never writes; the next sale
//! sweeps it out, as its rows would otherwise keep seat labels another order may take.

use chrono::NaiveDate;

use crate::database::Database;
use crate::deflated;
use crate::error::{Error, Result};
use crate::holdings::Ledger;
use crate::schema::Schema;
use crate::sql::{args, Db, Engine};
use crate::tenant::Tenant;
use travel_core::model::order::FlightOrder;
use travel_core::parse;
use travel_world::flights::sales::{Sales, Shortfall, Take};

pub(super) const SCHEMA: Schema = Schema {
    name: "flights",
    legacy_since: 3,
    migrations: &[
        // Orders, the seats they hold per flight, date and class, and the seat labels
        // they reserved (one order per seat of a dated flight).
        "CREATE TABLE IF NOT EXISTS flight_orders (
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
         ) WITHOUT ROWID;",
        // The last day an order stands unless ticketed, written when it is made (for
        // the orders kept, from their agreement), so readers leave lapsed orders out
        // instead of deleting them; an order's rows found by the order.
        "ALTER TABLE flight_orders ADD COLUMN lapses_after TEXT;
         UPDATE flight_orders SET lapses_after = ticketing_on
             WHERE json_extract(body, '$.ticketingAgreement.option') = 'DELAY_TO_CANCEL';
         CREATE INDEX flight_orders_lapsing ON flight_orders (lapses_after)
             WHERE lapses_after IS NOT NULL;
         CREATE INDEX flight_order_segments_by_order ON flight_order_segments (order_id);
         CREATE INDEX flight_seats_taken_by_order ON flight_seats_taken (order_id);",
        // Every row a tenant's (the client id the order was made by); the rows of a file
        // made before tenants are the CLI's own sandbox's (`tenant::DEFAULT_CLIENT`),
        // and every statement names the tenant. A seat label is reserved per tenant:
        // the key of the labels' table gains the tenant, so the table is made anew.
        // What a tenant holds is found by the tenant first.
        "ALTER TABLE flight_orders ADD COLUMN tenant TEXT NOT NULL DEFAULT 'sandbox';
         ALTER TABLE flight_order_segments ADD COLUMN tenant TEXT NOT NULL DEFAULT 'sandbox';
         CREATE TABLE flight_seats_taken_by_tenant (
             tenant TEXT NOT NULL,
             flight_key TEXT NOT NULL,
             date TEXT NOT NULL,
             label TEXT NOT NULL,
             order_id TEXT NOT NULL REFERENCES flight_orders(id),
             PRIMARY KEY (tenant, flight_key, date, label)
         ) WITHOUT ROWID;
         INSERT INTO flight_seats_taken_by_tenant (tenant, flight_key, date, label, order_id)
             SELECT 'sandbox', flight_key, date, label, order_id FROM flight_seats_taken;
         DROP TABLE flight_seats_taken;
         ALTER TABLE flight_seats_taken_by_tenant RENAME TO flight_seats_taken;
         CREATE INDEX flight_seats_taken_by_order ON flight_seats_taken (order_id);
         DROP INDEX flight_order_segments_by_flight;
         CREATE INDEX flight_order_segments_by_flight
             ON flight_order_segments (tenant, flight_key, date);
         CREATE INDEX flight_orders_by_tenant ON flight_orders (tenant, lapses_after);",
        // What an order holds carries the order's last day, so a dated flight's seats
        // are read from one index range, the orders left alone (their bodies with
        // them); the seats' index covers the read (grouped by class, as it is asked).
        // The sweep finds lapsed orders by tenant: the index by last day alone goes.
        "ALTER TABLE flight_order_segments ADD COLUMN lapses_after TEXT;
         UPDATE flight_order_segments SET lapses_after =
             (SELECT o.lapses_after FROM flight_orders o WHERE o.id = order_id);
         ALTER TABLE flight_seats_taken ADD COLUMN lapses_after TEXT;
         UPDATE flight_seats_taken SET lapses_after =
             (SELECT o.lapses_after FROM flight_orders o WHERE o.id = order_id);
         DROP INDEX flight_order_segments_by_flight;
         CREATE INDEX flight_order_segments_by_flight
             ON flight_order_segments (tenant, flight_key, date, class, seats, lapses_after);
         DROP INDEX flight_orders_lapsing;",
        // The documented orders (`crate::documented`) a tenant has had made since its
        // last reset: made once, then cancelled or lapsed like any order.
        "CREATE TABLE flight_documented (
             tenant TEXT NOT NULL,
             id TEXT NOT NULL,
             PRIMARY KEY (tenant, id)
         ) WITHOUT ROWID;",
    ],
    // The tables as SQLite's are at version 5. What an order holds is read back in
    // the order it was written: `rowid` stands for SQLite's row number. References
    // are checked when a transaction commits, as SQLite's deferred ones are.
    postgres: &["", "", "", "", POSTGRES],
};

const POSTGRES: &str = "CREATE TABLE flight_orders (
         id TEXT PRIMARY KEY,
         reference TEXT NOT NULL UNIQUE,
         created_on TEXT NOT NULL,
         ticketing_on TEXT NOT NULL,
         body BYTEA NOT NULL,
         lapses_after TEXT,
         tenant TEXT NOT NULL
     );
     CREATE INDEX flight_orders_by_tenant ON flight_orders (tenant, lapses_after);
     CREATE TABLE flight_order_segments (
         rowid BIGINT GENERATED BY DEFAULT AS IDENTITY,
         order_id TEXT NOT NULL REFERENCES flight_orders(id) DEFERRABLE INITIALLY DEFERRED,
         flight_key TEXT NOT NULL,
         date TEXT NOT NULL,
         class TEXT NOT NULL,
         seats BIGINT NOT NULL,
         tenant TEXT NOT NULL,
         lapses_after TEXT
     );
     CREATE INDEX flight_order_segments_by_order ON flight_order_segments (order_id);
     CREATE INDEX flight_order_segments_by_flight
         ON flight_order_segments (tenant, flight_key, date, class, seats, lapses_after);
     CREATE TABLE flight_seats_taken (
         tenant TEXT NOT NULL,
         flight_key TEXT NOT NULL,
         date TEXT NOT NULL,
         label TEXT NOT NULL,
         order_id TEXT NOT NULL REFERENCES flight_orders(id) DEFERRABLE INITIALLY DEFERRED,
         lapses_after TEXT,
         PRIMARY KEY (tenant, flight_key, date, label)
     );
     CREATE INDEX flight_seats_taken_by_order ON flight_seats_taken (order_id);
     CREATE TABLE flight_documented (
         tenant TEXT NOT NULL,
         id TEXT NOT NULL,
         PRIMARY KEY (tenant, id)
     );";

/// The flights backend, as one tenant sees it.
#[derive(Clone, Copy)]
pub struct Flights<'s> {
    pub(crate) db: &'s Database,
    pub(super) tenant: &'s Tenant,
}

/// An order to keep: its id, reference, the day it was made, the day its ticket is
/// issued, the last day it stands unless ticketed (a delay-to-cancel agreement), and
/// its record as answered.
pub struct NewOrder<'a> {
    pub id: &'a str,
    pub reference: &'a str,
    pub created_on: NaiveDate,
    pub ticketing_on: NaiveDate,
    pub lapses_after: Option<NaiveDate>,
    pub order: &'a FlightOrder,
}

/// An order kept: its record as answered, the day its ticket is issued, and the last
/// day it stands unless ticketed.
#[derive(Debug, Clone)]
pub struct StoredOrder {
    pub order: FlightOrder,
    pub ticketing_on: NaiveDate,
    pub lapses_after: Option<NaiveDate>,
}

/// Why an order was not sold.
#[derive(Debug)]
pub enum Unsold {
    /// A flight has not the seats it takes.
    Short(Shortfall),
    /// Its id or reference is in use: draw another.
    Duplicate,
    Failed(Error),
}

fn day(s: &str) -> Option<NaiveDate> {
    parse::date(s)
}

impl Flights<'_> {
    /// Seats the tenant's orders standing on `today` hold on each of `flights` (key
    /// and date), per booking class, in the order asked: what a reader of their
    /// inventory subtracts from the world's. In one read: a search's candidate flights
    /// cost one statement, not one each.
    pub fn sold_on_each(
        &self,
        flights: &[(&str, NaiveDate)],
        today: NaiveDate,
    ) -> Result<Vec<Vec<(char, u32)>>> {
        let tenant = self.tenant.as_str();
        self.db.with(|db| sold_on(db, tenant, flights, today))
    }

    /// The seat labels the tenant's orders standing on `today` reserved on one dated
    /// flight, each with its order.
    pub fn taken_on(
        &self,
        key: &str,
        date: NaiveDate,
        today: NaiveDate,
    ) -> Result<Vec<(String, String)>> {
        let tenant = self.tenant.as_str();
        self.db.with(|db| taken_on(db, tenant, key, date, today))
    }

    /// Sell `takes` to a new order of the tenant, all or nothing: what the tenant's
    /// orders on their flights hold is read again inside the transaction that writes
    /// it, each flight locked first.
    pub fn sell(&self, order: &NewOrder, takes: &[Take], today: NaiveDate) -> Result<(), Unsold> {
        let body = deflated::pack(order.order).map_err(|e| {
            Unsold::Failed(Error::other(format!("an order that cannot be kept: {e}")))
        })?;
        let tenant = self.tenant.as_str();
        let mut flights: Vec<(&str, NaiveDate)> =
            takes.iter().map(|t| (t.key.as_str(), t.date)).collect();
        flights.sort_unstable();
        flights.dedup();
        let sold = self.db.write_unless(|db| {
            for (key, date) in &flights {
                db.lock(&format!("flight {tenant} {key} {date}"))?;
            }
            let in_use = db.one(
                "SELECT 1 FROM flight_orders WHERE reference = ?1 OR id = ?2",
                args![order.reference, order.id],
            )?;
            if in_use.is_some() {
                return Ok(Err(Unsold::Duplicate));
            }
            sweep(db, tenant, today)?;
            let mut now = Sales::default();
            let sold = sold_on(db, tenant, &flights, today)?;
            for (&(key, date), sold) in flights.iter().zip(sold) {
                for (class, seats) in sold {
                    now.hold(key, date, class, seats);
                }
                for (label, order) in taken_on(db, tenant, key, date, today)? {
                    now.reserve(key, date, &label, &order);
                }
            }
            if let Some(short) = now.shortfall(takes, today) {
                return Ok(Err(Unsold::Short(short)));
            }
            match write(db, tenant, order, &body, takes) {
                // another node drew the same id or reference meanwhile
                Err(e) if e.conflict() => Ok(Err(Unsold::Duplicate)),
                other => other.map(Ok),
            }
        });
        sold.map_err(Unsold::Failed)?
    }

    /// The tenant's order `id`, if it stands on `today`: another tenant's is not there.
    pub fn order(&self, id: &str, today: NaiveDate) -> Result<Option<StoredOrder>> {
        let found = self.db.with(|db| {
            db.one(
                "SELECT body, ticketing_on, lapses_after FROM flight_orders
                 WHERE id = ?1 AND tenant = ?2 AND (lapses_after IS NULL OR lapses_after >= ?3)",
                args![id, self.tenant.as_str(), today.to_string()],
            )
        })?;
        let Some(row) = found else {
            return Ok(None);
        };
        let (on, lapses): (String, Option<String>) = (row.get(1)?, row.get(2)?);
        let unreadable = |why: String| Error::other(format!("stored order {id}: {why}"));
        let order = deflated::unpack(row.cell(0)).map_err(unreadable)?;
        let ticketing_on = day(&on).ok_or_else(|| unreadable(format!("ticketing day {on}")))?;
        let lapses_after = match lapses {
            None => None,
            Some(d) => Some(day(&d).ok_or_else(|| unreadable(format!("last day {d}")))?),
        };
        Ok(Some(StoredOrder {
            order,
            ticketing_on,
            lapses_after,
        }))
    }

    /// What the tenant's order `id` holds, as the sale that made it took it: its seats
    /// per dated flight and class, each with the seat labels it reserved there.
    pub fn takes(&self, id: &str) -> Result<Vec<Take>> {
        let tenant = self.tenant.as_str();
        self.db.with(|db| {
            let segments = db.query(
                "SELECT flight_key, date, class, seats FROM flight_order_segments
                 WHERE order_id = ?1 AND tenant = ?2 ORDER BY rowid",
                args![id, tenant],
            )?;
            let mut takes = Vec::new();
            for row in segments {
                let (key, date, class, seats): (String, String, String, u32) =
                    (row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?);
                let (Some(on), Some(class)) = (day(&date), class.chars().next()) else {
                    continue;
                };
                let labels = db.column(
                    "SELECT label FROM flight_seats_taken
                     WHERE order_id = ?1 AND tenant = ?2 AND flight_key = ?3 AND date = ?4",
                    args![id, tenant, &key, &date],
                )?;
                takes.push(Take {
                    segment: (takes.len() + 1).to_string(),
                    flight: key.clone(),
                    key,
                    date: on,
                    class,
                    seats,
                    labels,
                });
            }
            Ok(takes)
        })
    }

    /// Whether the documented order `id` was made for the tenant since its last reset.
    pub fn documented_made(&self, id: &str) -> Result<bool> {
        self.db.with(|db| {
            let found = db.one(
                "SELECT 1 FROM flight_documented WHERE tenant = ?1 AND id = ?2",
                args![self.tenant.as_str(), id],
            )?;
            Ok(found.is_some())
        })
    }

    /// Note that the documented order `id` was made for the tenant.
    pub fn documented_made_now(&self, id: &str) -> Result<()> {
        self.db.with(|db| {
            db.exec(
                "INSERT INTO flight_documented (tenant, id) VALUES (?1, ?2)
                 ON CONFLICT DO NOTHING",
                args![self.tenant.as_str(), id],
            )
            .map(drop)
        })
    }

    /// Delete the tenant's order `id` standing on `today` and give its seats back;
    /// `false` when the tenant had none.
    pub fn cancel(&self, id: &str, today: NaiveDate) -> Result<bool> {
        // Two cancels of one order on two nodes: the second waits for the first's row
        // lock, then finds the order gone. SQLite has one writer at a time already.
        let sql = match self.db.engine() {
            Engine::Sqlite => STANDING,
            Engine::Postgres => STANDING_LOCKED,
        };
        self.db.write(|db| {
            let standing = db.one(sql, args![id, self.tenant.as_str(), today.to_string()])?;
            if standing.is_none() {
                return Ok(false);
            }
            delete(db, id)?;
            Ok(true)
        })
    }

    /// How many of the tenant's orders stand on `today`.
    pub fn count(&self, today: NaiveDate) -> Result<u64> {
        self.db.with(|db| {
            Ok(db
                .value(
                    "SELECT count(*) FROM flight_orders
                     WHERE tenant = ?1 AND (lapses_after IS NULL OR lapses_after >= ?2)",
                    args![self.tenant.as_str(), today.to_string()],
                )?
                .unwrap_or(0))
        })
    }
}

/// The tenant's order, if it stands on a day.
const STANDING: &str = "SELECT 1 FROM flight_orders
     WHERE id = ?1 AND tenant = ?2 AND (lapses_after IS NULL OR lapses_after >= ?3)";

/// [`STANDING`], its row locked until the transaction ends.
const STANDING_LOCKED: &str = "SELECT 1 FROM flight_orders
     WHERE id = ?1 AND tenant = ?2 AND (lapses_after IS NULL OR lapses_after >= ?3)
     FOR UPDATE";

/// Write a new order of `tenant` and what it holds.
fn write(
    db: &mut dyn Db,
    tenant: &str,
    order: &NewOrder,
    body: &[u8],
    takes: &[Take],
) -> Result<()> {
    let lapses_after = order.lapses_after.map(|d| d.to_string());
    let lapses_after = lapses_after.as_deref();
    db.exec(
        "INSERT INTO flight_orders
             (tenant, id, reference, created_on, ticketing_on, lapses_after, body)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        args![
            tenant,
            order.id,
            order.reference,
            order.created_on.to_string(),
            order.ticketing_on.to_string(),
            lapses_after,
            body
        ],
    )?;
    for t in takes {
        let date = t.date.to_string();
        db.exec(
            "INSERT INTO flight_order_segments
                 (tenant, order_id, flight_key, date, class, seats, lapses_after)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            args![
                tenant,
                order.id,
                &t.key,
                &date,
                t.class.to_string(),
                t.seats,
                lapses_after
            ],
        )?;
        for label in &t.labels {
            db.exec(
                "INSERT INTO flight_seats_taken
                     (tenant, flight_key, date, label, order_id, lapses_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                args![tenant, &t.key, &date, label, order.id, lapses_after],
            )?;
        }
    }
    Ok(())
}

/// Seats the tenant's orders standing on `today` hold on each of `flights`, per
/// class, in the order asked: the flights go in as one JSON array, and each is one
/// range of `flight_order_segments_by_flight`, which holds all the read needs. A
/// statement per flight would cost a search some microseconds each of its hundreds of
/// candidate flights, most of which hold nothing.
fn sold_on(
    db: &mut dyn Db,
    tenant: &str,
    flights: &[(&str, NaiveDate)],
    today: NaiveDate,
) -> Result<Vec<Vec<(char, u32)>>> {
    let mut sold = vec![Vec::new(); flights.len()];
    if flights.is_empty() {
        return Ok(sold);
    }
    let asked: Vec<(&str, String)> = flights.iter().map(|(k, d)| (*k, d.to_string())).collect();
    let asked = serde_json::to_string(&asked).expect("strings are written");
    let sql = match db.engine() {
        Engine::Sqlite => {
            "SELECT f.key, s.class, SUM(s.seats)
             FROM json_each(?2) f JOIN flight_order_segments s
                 ON s.tenant = ?1 AND s.flight_key = f.value ->> 0 AND s.date = f.value ->> 1
             WHERE s.lapses_after IS NULL OR s.lapses_after >= ?3
             GROUP BY f.key, s.class"
        }
        Engine::Postgres => {
            "SELECT f.i - 1, s.class, CAST(SUM(s.seats) AS BIGINT)
             FROM json_array_elements(CAST(?2 AS TEXT)::json) WITH ORDINALITY AS f(v, i)
             JOIN flight_order_segments s
                 ON s.tenant = ?1 AND s.flight_key = f.v ->> 0 AND s.date = f.v ->> 1
             WHERE s.lapses_after IS NULL OR s.lapses_after >= ?3
             GROUP BY f.i, s.class"
        }
    };
    for row in db.query(sql, args![tenant, &asked, today.to_string()])? {
        let (at, class, n): (usize, String, i64) = (row.get(0)?, row.get(1)?, row.get(2)?);
        if let (Some(held), Some(c)) = (sold.get_mut(at), class.chars().next()) {
            held.push((c, u32::try_from(n).unwrap_or(0)));
        }
    }
    Ok(sold)
}

/// The seat labels the tenant's orders standing on `today` reserved on a dated flight,
/// with their orders: one range of the labels' key.
fn taken_on(
    db: &mut dyn Db,
    tenant: &str,
    key: &str,
    date: NaiveDate,
    today: NaiveDate,
) -> Result<Vec<(String, String)>> {
    let rows = db.query(
        "SELECT label, order_id FROM flight_seats_taken
         WHERE tenant = ?1 AND flight_key = ?2 AND date = ?3
             AND (lapses_after IS NULL OR lapses_after >= ?4)",
        args![tenant, key, date.to_string(), today.to_string()],
    )?;
    rows.iter().map(|r| Ok((r.get(0)?, r.get(1)?))).collect()
}

/// Delete the tenant's orders that lapsed before `today` (the tenant's), with what they
/// held.
fn sweep(db: &mut dyn Db, tenant: &str, today: NaiveDate) -> Result<()> {
    let lapsed: Vec<String> = db.column(
        "SELECT id FROM flight_orders WHERE tenant = ?1 AND lapses_after < ?2",
        args![tenant, today.to_string()],
    )?;
    lapsed.iter().try_for_each(|id| delete(db, id))
}

/// Delete an order and what it holds.
fn delete(db: &mut dyn Db, id: &str) -> Result<()> {
    db.exec(
        "DELETE FROM flight_seats_taken WHERE order_id = ?1",
        args![id],
    )?;
    db.exec(
        "DELETE FROM flight_order_segments WHERE order_id = ?1",
        args![id],
    )?;
    db.exec("DELETE FROM flight_orders WHERE id = ?1", args![id])?;
    Ok(())
}

/// The orders kept, counted, and their tenants.
pub(super) fn holdings(
    db: &mut dyn Db,
    held: &mut crate::holdings::Holdings,
    tenants: &mut std::collections::BTreeSet<String>,
) -> Result<()> {
    held.flight_orders = crate::database::count(db, "flight_orders")?;
    crate::database::tenants_in(db, "flight_orders", "tenant", tenants)
}

/// The orders kept and what they hold, and what is held by no order of its tenant (see
/// `Ledger`).
pub(super) fn ledger(db: &mut dyn Db, ledger: &mut Ledger) -> Result<()> {
    let mut tenants = std::collections::HashMap::new();
    for row in db.query("SELECT id, tenant FROM flight_orders", args![])? {
        let (id, tenant): (String, String) = (row.get(0)?, row.get(1)?);
        ledger.orders.insert(id.clone(), Vec::new());
        tenants.insert(id, tenant);
    }
    let segments = db.query(
        "SELECT order_id, tenant, flight_key, date, class, seats FROM flight_order_segments",
        args![],
    )?;
    for r in segments {
        let (order, tenant): (String, String) = (r.get(0)?, r.get(1)?);
        let held = (r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?);
        match ledger.orders.get_mut(&order) {
            Some(holds) if tenants.get(&order) == Some(&tenant) => holds.push(held),
            _ => ledger.orphan_segments += 1,
        }
    }
    ledger.orphan_segments += db
        .value::<i64>(
            "SELECT count(*) FROM flight_seats_taken t WHERE NOT EXISTS
                 (SELECT 1 FROM flight_orders o WHERE o.id = t.order_id AND o.tenant = t.tenant)",
            args![],
        )?
        .unwrap_or(0);
    Ok(())
}

/// Forget a tenant's orders (its reset), or every tenant's (`None`: a new world).
pub(super) fn clear(db: &mut dyn Db, tenant: Option<&Tenant>) -> Result<()> {
    crate::database::clear(
        db,
        &[
            "flight_seats_taken",
            "flight_order_segments",
            "flight_orders",
            "flight_documented",
        ],
        tenant,
    )
}

#[cfg(test)]
impl Flights<'_> {
    /// What the tenant's orders standing on `today` hold on one dated flight.
    pub(crate) fn sold_on(
        &self,
        key: &str,
        date: NaiveDate,
        today: NaiveDate,
    ) -> Result<Vec<(char, u32)>> {
        let mut each = self.sold_on_each(&[(key, date)], today)?;
        Ok(each.pop().unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::testing::on_each;

    fn on(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2030, 1, d).unwrap()
    }

    /// One seat of class Y on a dated flight far ahead, with a seat label.
    fn take(label: &str) -> Take {
        Take {
            segment: "1".into(),
            flight: "IB3400".into(),
            key: "IB3400".into(),
            date: NaiveDate::from_ymd_opt(2030, 6, 1).unwrap(),
            class: 'Y',
            seats: 1,
            labels: vec![label.into()],
        }
    }

    /// The tenant of most tests here.
    fn ours() -> Tenant {
        Tenant::new("ours")
    }

    fn sell(
        store: &Store,
        id: &str,
        lapses_after: Option<NaiveDate>,
        label: &str,
    ) -> Result<(), Unsold> {
        sell_as(store, &ours(), id, lapses_after, label)
    }

    fn sell_as(
        store: &Store,
        tenant: &Tenant,
        id: &str,
        lapses_after: Option<NaiveDate>,
        label: &str,
    ) -> Result<(), Unsold> {
        let order = FlightOrder {
            id: id.into(),
            ..Default::default()
        };
        let new = NewOrder {
            id,
            reference: id,
            created_on: on(1),
            ticketing_on: on(5),
            lapses_after,
            order: &order,
        };
        store.flights(tenant).sell(&new, &[take(label)], on(1))
    }

    /// The seat labels the tenant's orders standing on `today` hold on the test's
    /// flight on `date`, in order.
    fn labels(flights: &Flights, date: NaiveDate, today: NaiveDate) -> Vec<String> {
        let mut labels: Vec<String> = flights
            .taken_on("IB3400", date, today)
            .unwrap()
            .into_iter()
            .map(|(label, _)| label)
            .collect();
        labels.sort();
        labels
    }

    fn kept(store: &Store) -> u64 {
        store.raw(|db| crate::database::count(db, "flight_orders"))
    }

    #[test]
    fn an_orders_record_is_kept_deflated_and_read_back_as_it_was() {
        on_each(|store: &Store| {
            let amenity = serde_json::json!({"code": "0GO", "description": "CHECKED BAG 1PC 23KG",
                "isChargeable": true, "amenityType": "BAGGAGE",
                "amenityProvider": {"name": "BrandedFare"}});
            let segment = |id: &str| {
                serde_json::json!({"segmentId": id, "cabin": "ECONOMY", "fareBasis": "VHOWGB6",
                    "brandedFare": "BASIC", "class": "V", "amenities": vec![amenity.clone(); 6]})
            };
            let order: FlightOrder = serde_json::from_value(serde_json::json!({
                "type": "flight-order", "id": "A1",
                "flightOffers": [{"type": "flight-offer", "id": "1", "travelerPricings": [{
                    "travelerId": "1", "fareOption": "STANDARD", "travelerType": "ADULT",
                    "price": {"currency": "EUR", "total": "440.41"},
                    "fareDetailsBySegment": [segment("1"), segment("2")]}]}]
            }))
            .unwrap();
            let new = NewOrder {
                id: "A1",
                reference: "A1",
                created_on: on(1),
                ticketing_on: on(5),
                lapses_after: None,
                order: &order,
            };
            store.flights(&ours()).sell(&new, &[], on(1)).unwrap();
            let sql = match store.engine() {
                Engine::Sqlite => "SELECT typeof(body), length(body) FROM flight_orders",
                Engine::Postgres => "SELECT pg_typeof(body)::text, length(body) FROM flight_orders",
            };
            let row = store.raw(|db| db.one(sql, args![])).unwrap();
            let (kind, bytes): (String, usize) = (row.get(0).unwrap(), row.get(1).unwrap());
            let json = serde_json::to_string(&order).unwrap();
            assert!(kind == "blob" || kind == "bytea", "{kind}");
            assert!(bytes * 4 < json.len(), "{bytes} bytes of {}", json.len());
            let kept = store.flights(&ours()).order("A1", on(1)).unwrap().unwrap();
            assert_eq!(serde_json::to_string(&kept.order).unwrap(), json);
        });
    }

    #[test]
    fn a_seat_is_sold_once_and_an_id_used_once() {
        on_each(|store: &Store| {
            sell(store, "A1", None, "12A").unwrap();
            assert!(matches!(
                sell(store, "A2", None, "12A"),
                Err(Unsold::Short(Shortfall::SeatTaken(0, label))) if label == "12A"
            ));
            assert!(matches!(
                sell(store, "A1", None, "12B"),
                Err(Unsold::Duplicate)
            ));
            let tenant = ours();
            let flights = store.flights(&tenant);
            assert_eq!(flights.count(on(1)).unwrap(), 1);
            let date = take("").date;
            assert_eq!(labels(&flights, date, on(1)), ["12A"]);
            assert_eq!(flights.sold_on("IB3400", date, on(1)).unwrap(), [('Y', 1)]);
            assert!(flights.cancel("A1", on(1)).unwrap());
            assert!(!flights.cancel("A1", on(1)).unwrap(), "cancelled once");
            sell(store, "A3", None, "12A").unwrap();
        });
    }

    #[test]
    fn a_tenant_sells_from_its_own_inventory_and_finds_only_its_own_orders() {
        on_each(|store: &Store| {
            let (a, b) = (Tenant::new("a"), Tenant::new("b"));
            sell_as(store, &a, "A1", None, "12A").unwrap();
            // the same seat for b: a's sale is not b's
            sell_as(store, &b, "B1", None, "12A").unwrap();
            let date = take("").date;
            let (of_a, of_b) = (store.flights(&a), store.flights(&b));
            assert_eq!(
                of_a.taken_on("IB3400", date, on(1)).unwrap(),
                [("12A".to_string(), "A1".to_string())]
            );
            assert_eq!(
                of_b.taken_on("IB3400", date, on(1)).unwrap(),
                [("12A".to_string(), "B1".to_string())]
            );
            assert_eq!(
                of_b.sold_on("IB3400", date, on(1)).unwrap(),
                of_a.sold_on("IB3400", date, on(1)).unwrap(),
                "one seat each"
            );
            // several flights read at once, each as asked
            let asked = [
                ("IB3400", date),
                ("IB3401", date),
                ("IB3400", date.succ_opt().unwrap()),
            ];
            assert_eq!(
                of_a.sold_on_each(&asked, on(1)).unwrap(),
                [vec![('Y', 1)], vec![], vec![]]
            );
            // a tenant with no order holds nothing there
            let c = Tenant::new("c");
            assert!(store
                .flights(&c)
                .sold_on("IB3400", date, on(1))
                .unwrap()
                .is_empty());
            assert!(store
                .flights(&c)
                .taken_on("IB3400", date, on(1))
                .unwrap()
                .is_empty());
            // a's order is not there for b, to read or cancel
            assert!(of_b.order("A1", on(1)).unwrap().is_none());
            assert!(!of_b.cancel("A1", on(1)).unwrap());
            assert!(of_a.order("A1", on(1)).unwrap().is_some());
            assert_eq!(
                (of_a.count(on(1)).unwrap(), of_b.count(on(1)).unwrap()),
                (1, 1)
            );
            // and an id is one order's, whoever asks
            assert!(matches!(
                sell_as(store, &b, "A1", None, "14C"),
                Err(Unsold::Duplicate)
            ));
        });
    }

    #[test]
    fn a_lapsed_order_stands_for_no_reader_and_reading_writes_nothing() {
        on_each(|store: &Store| {
            sell(store, "LAPSING", Some(on(5)), "12A").unwrap();
            sell(store, "KEPT", None, "12B").unwrap();
            let tenant = ours();
            let flights = store.flights(&tenant);
            let date = take("").date;
            // on its last day it stands
            assert!(flights.order("LAPSING", on(5)).unwrap().is_some());
            assert_eq!(labels(&flights, date, on(5)), ["12A", "12B"]);
            assert_eq!(flights.sold_on("IB3400", date, on(5)).unwrap(), [('Y', 2)]);
            // the day after, nobody sees it: not its seat, not the order
            let after = on(6);
            assert_eq!(labels(&flights, date, after), ["12B"]);
            assert_eq!(flights.sold_on("IB3400", date, after).unwrap(), [('Y', 1)]);
            assert!(flights.order("LAPSING", after).unwrap().is_none());
            assert!(!flights.cancel("LAPSING", after).unwrap());
            assert_eq!(flights.count(after).unwrap(), 1);
            assert!(flights.order("KEPT", after).unwrap().is_some());
            // and none of that wrote: it is still kept
            assert_eq!(kept(store), 2);
            // a sale sweeps it out, and its seat can be sold again
            let order = FlightOrder::default();
            let new = NewOrder {
                id: "NEXT",
                reference: "NEXT",
                created_on: after,
                ticketing_on: after,
                lapses_after: None,
                order: &order,
            };
            flights.sell(&new, &[take("12A")], after).unwrap();
            assert_eq!(kept(store), 2, "KEPT and NEXT");
            assert!(flights.order("LAPSING", on(5)).unwrap().is_none());
        });
    }
}
