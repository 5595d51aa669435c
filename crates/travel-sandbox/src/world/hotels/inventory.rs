//! Room inventory and bookings in the state file.
//!
//! A room type has a few rooms a night (the catalogue), some taken by other guests
//! (`offers::base_capacity`), and those booked through the sandbox, counted per
//! hotel, room type and night in `hotel_room_nights`. A booking re-reads the counts
//! and writes them in one `BEGIN IMMEDIATE` transaction: SQLite lets one writer in at
//! a time across processes, so the last room is never sold twice.

use std::collections::HashMap;

use chrono::NaiveDate;
use rusqlite::{params, Connection, TransactionBehavior};

use super::base36;
use super::catalog::{Hotel, RoomType};
use super::offers::{base_capacity, OfferKey};

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// Rooms the sandbox has sold per room type and night of a stay at a hotel.
fn sold(
    conn: &Connection,
    hotel_id: &str,
    from: NaiveDate,
    to: NaiveDate,
) -> rusqlite::Result<HashMap<(String, String), i64>> {
    let mut stmt = conn.prepare_cached(
        "SELECT room_type, night, booked FROM hotel_room_nights
         WHERE hotel_id = ?1 AND night >= ?2 AND night < ?3",
    )?;
    let rows = stmt.query_map(params![hotel_id, ymd(from), ymd(to)], |r| {
        Ok((
            (r.get::<_, String>(0)?, r.get::<_, String>(1)?),
            r.get::<_, i64>(2)?,
        ))
    })?;
    rows.collect()
}

/// Rooms left of each of a hotel's room types (by index) for every night of a stay.
pub fn availability(
    conn: &Connection,
    h: &Hotel,
    check_in: NaiveDate,
    check_out: NaiveDate,
) -> rusqlite::Result<Vec<i64>> {
    let sold = sold(conn, &h.id, check_in, check_out)?;
    Ok(h.room_types
        .iter()
        .map(|room| left(h, room, check_in, check_out, &sold))
        .collect())
}

fn left(
    h: &Hotel,
    room: &RoomType,
    check_in: NaiveDate,
    check_out: NaiveDate,
    sold: &HashMap<(String, String), i64>,
) -> i64 {
    check_in
        .iter_days()
        .take_while(|d| *d < check_out)
        .map(|night| {
            let taken = sold
                .get(&(room.code.to_string(), ymd(night)))
                .copied()
                .unwrap_or(0);
            (base_capacity(h, room, night) - taken).max(0)
        })
        .min()
        .unwrap_or(0)
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

/// Book the offer's rooms for every night, atomically, if they are all still there.
/// `Ok(None)` when some night has fewer rooms left than the offer needs.
pub fn book(
    conn: &Connection,
    h: &Hotel,
    key: &OfferKey,
    what: &NewBooking,
) -> rusqlite::Result<Option<Booked>> {
    let room = &h.room_types[key.room];
    // Unchecked: the connection is shared (`&`), and nothing else runs on it meanwhile
    // (the state is behind a mutex). Dropped without commit, it rolls back.
    let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let sold = sold(&tx, &h.id, key.check_in, key.check_out())?;
    if left(h, room, key.check_in, key.check_out(), &sold) < i64::from(key.rooms) {
        return Ok(None);
    }
    for night in key.nights_iter() {
        tx.execute(
            "INSERT INTO hotel_room_nights (hotel_id, room_type, night, booked)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (hotel_id, room_type, night) DO UPDATE SET booked = booked + ?4",
            params![h.id, room.code, ymd(night), i64::from(key.rooms)],
        )?;
    }
    // A placeholder reference first: the sequence number makes the real one.
    tx.execute(
        "INSERT INTO hotel_reservations (reference, offer_id, hotel_id, room_type, rate_code,
             check_in, check_out, rooms, adults, total, currency, card_vendor, card_last4,
             created_at)
         VALUES ('?' || hex(randomblob(8)), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
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
            "INSERT INTO hotel_bookings (id, confirmation, reservation, room_index, guest_names)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, confirmation, seq, i as i64, names.join("; ")],
        )?;
        rooms.push((id, confirmation));
    }
    tx.commit()?;
    Ok(Some(Booked { reference, rooms }))
}

/// Six characters from a sequence number, a letter then five letters or digits, unique
/// for every number below 26 × 36^5: an affine map modulo that, with a multiplier prime
/// to it.
fn reference(seq: i64) -> String {
    const TAIL: u64 = 60_466_176; // 36^5
    const M: u64 = 26 * TAIL;
    let x = ((seq as u64 % M) * 1_073_741_827 + 918_273_645) % M;
    format!(
        "{}{}",
        (b'A' + (x / TAIL) as u8) as char,
        base36(x % TAIL, 5)
    )
}

/// A ten-digit provider confirmation number, unique per (booking, room).
fn confirmation(seq: i64, room: usize) -> String {
    const M: u128 = 9_000_000_000;
    let x = ((u128::from(seq as u64 * 10 + room as u64) % M * 2_654_435_761 + 1_234_567_891) % M)
        as u64;
    (1_000_000_000 + x).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn references_and_confirmations_are_unique_and_well_formed() {
        let refs: HashSet<String> = (1..5000).map(reference).collect();
        assert_eq!(refs.len(), 4999);
        assert!(refs
            .iter()
            .all(|r| r.len() == 6 && r.as_bytes()[0].is_ascii_uppercase()));
        let confs: HashSet<String> = (1..2000)
            .flat_map(|s| (0..9).map(move |r| confirmation(s, r)))
            .collect();
        assert_eq!(confs.len(), 1999 * 9);
        assert!(confs.iter().all(|c| c.len() == 10));
    }
}
