//! Hotel bookings: the rooms sold per hotel, room type and night
//! (`hotel_room_nights`), each reservation (`hotel_reservations`) and its room
//! bookings, one per room (`hotel_bookings`).
//!
//! A booking re-reads the counts of its nights and writes them in one `BEGIN
//! IMMEDIATE` transaction: SQLite lets one writer in at a time across processes, so the
//! last room is never sold twice. The card is kept as its vendor and last four digits.
//!
//! Every row is a tenant's, and a handle on this backend is one tenant's: the rooms it
//! has sold are subtracted from the world's for it alone. A stay's rooms are read from
//! an index by tenant, hotel and night: what a read costs follows the stay's nights,
//! whatever else the tenant has sold.

use chrono::NaiveDate;
use rusqlite::{params, Connection, TransactionBehavior};

use super::schema::Schema;
use super::{Ledger, Result, Store};
use crate::tenant::Tenant;
use crate::world::hotels::catalog::Hotel;
use crate::world::hotels::inventory::{confirmation, reference, RoomsSold};
use crate::world::hotels::offers::OfferKey;
use travel_core::parse;

pub(super) const SCHEMA: Schema = Schema {
    name: "hotels",
    legacy_since: 2,
    migrations: &[FIRST, TENANTS, BY_NIGHT],
};

const FIRST: &str = "CREATE TABLE IF NOT EXISTS hotel_room_nights (
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
     );";

/// Every row a tenant's (the client id that booked); the rows of a file made before
/// tenants are the CLI's own sandbox's (`tenant::DEFAULT_CLIENT`), and every statement
/// names the tenant. Rooms are counted sold per tenant: the key of the nights' table
/// gains the tenant, so the table is made anew. The reservations keep their sequence
/// (and so references never repeat): their table gains a column in place.
const TENANTS: &str =
    "ALTER TABLE hotel_reservations ADD COLUMN tenant TEXT NOT NULL DEFAULT 'sandbox';
     ALTER TABLE hotel_bookings ADD COLUMN tenant TEXT NOT NULL DEFAULT 'sandbox';
     CREATE TABLE hotel_room_nights_by_tenant (
         tenant TEXT NOT NULL,
         hotel_id TEXT NOT NULL,
         room_type TEXT NOT NULL,
         night TEXT NOT NULL,
         booked INTEGER NOT NULL,
         PRIMARY KEY (tenant, hotel_id, room_type, night)
     ) WITHOUT ROWID;
     INSERT INTO hotel_room_nights_by_tenant (tenant, hotel_id, room_type, night, booked)
         SELECT 'sandbox', hotel_id, room_type, night, booked FROM hotel_room_nights;
     DROP TABLE hotel_room_nights;
     ALTER TABLE hotel_room_nights_by_tenant RENAME TO hotel_room_nights;
     CREATE INDEX hotel_reservations_by_tenant ON hotel_reservations (tenant, seq);
     CREATE INDEX hotel_bookings_by_tenant ON hotel_bookings (tenant);";

/// A stay's nights are found by the hotel and the night: the key goes by room type
/// first, so a stay read by it would go through every night ever sold at the hotel.
/// The index holds what the read needs.
const BY_NIGHT: &str = "CREATE INDEX hotel_room_nights_by_night
         ON hotel_room_nights (tenant, hotel_id, night, room_type, booked);";

/// The hotels backend, as one tenant sees it.
#[derive(Clone, Copy)]
pub struct Hotels<'s> {
    pub(super) store: &'s Store,
    pub(super) tenant: &'s Tenant,
}

/// What a booking records besides the stay.
pub struct NewBooking<'a> {
    pub offer_id: &'a str,
    pub rate_code: &'a str,
    /// Per room (price × rooms), and its currency.
    pub total: &'a str,
    pub currency: &'a str,
    pub card_vendor: &'a str,
    pub card_last4: &'a str,
    /// Guest names per room, one list per room of the offer.
    pub guests: Vec<Vec<String>>,
    pub created_at: String,
}

/// A confirmed booking: the shared reference and, per room, id and confirmation.
#[derive(Debug, Clone)]
pub struct Booked {
    pub reference: String,
    pub rooms: Vec<(String, String)>,
}

/// A reservation kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reservation {
    pub reference: String,
    pub hotel_id: String,
    pub check_in: String,
    pub check_out: String,
    pub rooms: i64,
    pub card_vendor: String,
    pub card_last4: String,
}

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// Rooms a tenant has sold per room type and night of a stay at a hotel.
fn sold(
    conn: &Connection,
    tenant: &str,
    hotel_id: &str,
    from: NaiveDate,
    to: NaiveDate,
) -> rusqlite::Result<RoomsSold> {
    let mut stmt = conn.prepare_cached(
        "SELECT room_type, night, booked FROM hotel_room_nights
         WHERE tenant = ?1 AND hotel_id = ?2 AND night >= ?3 AND night < ?4",
    )?;
    let rows = stmt.query_map(params![tenant, hotel_id, ymd(from), ymd(to)], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, i64>(2)?,
        ))
    })?;
    let mut sold = RoomsSold::default();
    for row in rows {
        let (room_type, night, n) = row?;
        if let Some(night) = parse::date(&night) {
            sold.add(&room_type, night, n);
        }
    }
    Ok(sold)
}

impl Hotels<'_> {
    /// Rooms left to the tenant of each of a hotel's room types (by index) for every
    /// night of a stay.
    pub fn availability(
        &self,
        h: &Hotel,
        check_in: NaiveDate,
        check_out: NaiveDate,
    ) -> Result<Vec<i64>> {
        let sold = self
            .store
            .with(|conn| sold(conn, self.tenant.as_str(), &h.id, check_in, check_out))?;
        Ok(sold.left_of_each(h, check_in, check_out))
    }

    /// Book the offer's rooms for every night, all or nothing, if they are all still
    /// there. `Ok(None)` when some night has fewer rooms left than the offer needs.
    pub fn book(&self, h: &Hotel, key: &OfferKey, what: &NewBooking) -> Result<Option<Booked>> {
        self.store
            .with(|conn| book(conn, self.tenant.as_str(), h, key, what))
    }

    /// Every reservation of the tenant kept, oldest first.
    pub fn reservations(&self) -> Result<Vec<Reservation>> {
        self.store.with(|conn| {
            conn.prepare(
                "SELECT reference, hotel_id, check_in, check_out, rooms, card_vendor, card_last4
                 FROM hotel_reservations WHERE tenant = ?1 ORDER BY seq",
            )?
            .query_map(params![self.tenant.as_str()], |r| {
                Ok(Reservation {
                    reference: r.get(0)?,
                    hotel_id: r.get(1)?,
                    check_in: r.get(2)?,
                    check_out: r.get(3)?,
                    rooms: r.get(4)?,
                    card_vendor: r.get(5)?,
                    card_last4: r.get(6)?,
                })
            })?
            .collect()
        })
    }

    /// How many room bookings of the tenant are kept (one per room of each
    /// reservation).
    pub fn bookings(&self) -> Result<u64> {
        self.store.with(|conn| {
            conn.query_row(
                "SELECT count(*) FROM hotel_bookings WHERE tenant = ?1",
                params![self.tenant.as_str()],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| n as u64)
        })
    }
}

fn book(
    conn: &Connection,
    tenant: &str,
    h: &Hotel,
    key: &OfferKey,
    what: &NewBooking,
) -> rusqlite::Result<Option<Booked>> {
    let room = &h.room_types[key.room];
    // Unchecked: the connection is shared (`&`), and nothing else runs on it meanwhile
    // (the store's lock is held). Dropped without commit, it rolls back.
    let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let sold = sold(&tx, tenant, &h.id, key.check_in, key.check_out())?;
    if sold.left(h, room, key.check_in, key.check_out()) < i64::from(key.rooms) {
        return Ok(None);
    }
    for night in key.nights_iter() {
        tx.execute(
            "INSERT INTO hotel_room_nights (tenant, hotel_id, room_type, night, booked)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (tenant, hotel_id, room_type, night) DO UPDATE SET booked = booked + ?5",
            params![tenant, h.id, room.code, ymd(night), i64::from(key.rooms)],
        )?;
    }
    // A placeholder reference first: the sequence number makes the real one.
    tx.execute(
        "INSERT INTO hotel_reservations (tenant, reference, offer_id, hotel_id, room_type,
             rate_code, check_in, check_out, rooms, adults, total, currency, card_vendor,
             card_last4, created_at)
         VALUES (?1, '?' || hex(randomblob(8)), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,
             ?13, ?14)",
        params![
            tenant,
            what.offer_id,
            h.id,
            room.code,
            what.rate_code,
            ymd(key.check_in),
            ymd(key.check_out()),
            i64::from(key.rooms),
            i64::from(key.adults),
            what.total,
            what.currency,
            what.card_vendor,
            what.card_last4,
            what.created_at,
        ],
    )?;
    let seq = tx.last_insert_rowid();
    let reference = reference(seq);
    tx.execute(
        "UPDATE hotel_reservations SET reference = ?1 WHERE seq = ?2",
        params![reference, seq],
    )?;
    let mut rooms = Vec::new();
    for i in 0..usize::from(key.rooms) {
        let confirmation = confirmation(seq, i);
        let id = format!("XD_{confirmation}");
        let names = what
            .guests
            .get(i)
            .or(what.guests.first())
            .cloned()
            .unwrap_or_default();
        tx.execute(
            "INSERT INTO hotel_bookings
                 (tenant, id, confirmation, reservation, room_index, guest_names)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![tenant, id, confirmation, seq, i as i64, names.join("; ")],
        )?;
        rooms.push((id, confirmation));
    }
    tx.commit()?;
    Ok(Some(Booked { reference, rooms }))
}

/// The reservations and room bookings kept, counted, and their tenants.
pub(super) fn holdings(
    conn: &Connection,
    held: &mut super::Holdings,
    tenants: &mut std::collections::BTreeSet<String>,
) -> rusqlite::Result<()> {
    let count = |table: &str| {
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| {
            r.get::<_, i64>(0)
        })
        .map(|n| n as u64)
    };
    held.hotel_reservations = count("hotel_reservations")?;
    held.hotel_bookings = count("hotel_bookings")?;
    super::tenants_in(conn, "hotel_reservations", "tenant", tenants)
}

/// The room bookings and their reservations, and every night's count beside what the
/// reservations hold (see `Ledger`): a booking counts for its reservation only under
/// the same tenant, a night's count beside that tenant's reservations (summed over
/// tenants, so the key stays the hotel, room type and night).
pub(super) fn ledger(conn: &Connection, ledger: &mut Ledger) -> rusqlite::Result<()> {
    let mut bookings = conn.prepare(
        "SELECT b.id, r.reference FROM hotel_bookings b
         JOIN hotel_reservations r ON r.seq = b.reservation AND r.tenant = b.tenant",
    )?;
    for row in bookings.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))? {
        let (id, reference) = row?;
        ledger.hotel_bookings.insert(id, reference);
    }
    let mut short = conn.prepare(
        "SELECT r.reference FROM hotel_reservations r
         WHERE r.rooms != (SELECT count(*) FROM hotel_bookings b
                           WHERE b.reservation = r.seq AND b.tenant = r.tenant)",
    )?;
    for reference in short.query_map([], |r| r.get(0))? {
        ledger.reservations_short.push(reference?);
    }
    let mut counted =
        conn.prepare("SELECT hotel_id, room_type, night, booked FROM hotel_room_nights")?;
    for row in counted.query_map([], |r| Ok(((r.get(0)?, r.get(1)?, r.get(2)?), r.get(3)?)))? {
        let (night, booked): (_, i64) = row?;
        ledger.nights.entry(night).or_default().0 += booked;
    }
    // the nights of each reservation, counted by SQLite's own date arithmetic
    let mut held = conn.prepare(
        "WITH RECURSIVE n(hotel_id, room_type, night, check_out, rooms) AS (
             SELECT hotel_id, room_type, check_in, check_out, rooms FROM hotel_reservations
             UNION ALL
             SELECT hotel_id, room_type, date(night, '+1 day'), check_out, rooms FROM n
             WHERE date(night, '+1 day') < check_out)
         SELECT hotel_id, room_type, night, rooms FROM n",
    )?;
    for row in held.query_map([], |r| Ok(((r.get(0)?, r.get(1)?, r.get(2)?), r.get(3)?)))? {
        let (night, rooms): (_, i64) = row?;
        ledger.nights.entry(night).or_default().1 += rooms;
    }
    Ok(())
}

/// Forget a tenant's bookings (its reset), or every tenant's (`None`: a new world). The
/// reservations' sequence goes on: AUTOINCREMENT never hands out a number twice, so
/// references never repeat across resets.
pub(super) fn clear(conn: &Connection, tenant: Option<&Tenant>) -> rusqlite::Result<()> {
    super::clear(
        conn,
        &["hotel_bookings", "hotel_reservations", "hotel_room_nights"],
        tenant,
    )
}

#[cfg(test)]
mod tests {
    use super::super::testing::store;

    #[test]
    fn hotel_reservations_number_on_across_a_reset() {
        let (store, _dir) = store();
        let reserve = || {
            store
                .with(|c| {
                    c.execute(
                        "INSERT INTO hotel_reservations (reference, offer_id, hotel_id,
                         room_type, rate_code, check_in, check_out, rooms, adults, total,
                         currency, card_vendor, card_last4, created_at) VALUES
                         (hex(randomblob(4)), 'o', 'h', 'r', 'c', '2026-12-01', '2026-12-02',
                         1, 1, '1', 'EUR', 'VI', '1111', 'now')",
                        [],
                    )?;
                    Ok(c.last_insert_rowid())
                })
                .unwrap()
        };
        let before = reserve();
        store.reseed(0).unwrap();
        assert!(
            reserve() > before,
            "AUTOINCREMENT is not rewound by a reset"
        );
    }
}
