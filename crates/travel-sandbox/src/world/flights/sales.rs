//! Seats the sandbox's own flight orders hold, in the state file: per dated flight and
//! booking class (`flight_order_segments`), and the seat labels reserved
//! (`flight_seats_taken`).
//!
//! Every reader of seat inventory (search, availability, pricing, upselling, seat maps)
//! takes a [`Sales`] loaded at the start of its request and subtracts what orders hold
//! from the world's own inventory, so a booked seat is gone for everyone. Order
//! creation re-reads the counts and writes them in one `BEGIN IMMEDIATE` transaction:
//! SQLite lets one writer in at a time across processes, so the last seat is never sold
//! twice; cancelling deletes the order's rows, and the seats return.

use std::collections::HashMap;

use chrono::NaiveDate;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::{fares, inventory, schedule};

/// What orders hold, as read at one moment.
#[derive(Debug, Default)]
pub struct Sales {
    sold: HashMap<(String, NaiveDate, char), u32>,
    taken: HashMap<(String, NaiveDate), Vec<(String, String)>>,
}

fn day(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

impl Sales {
    /// Everything orders hold now. The sandbox's orders are few: one read of each
    /// table costs less than finding the flights a request touches first.
    pub fn load(conn: &Connection) -> rusqlite::Result<Sales> {
        let mut sales = Sales::default();
        let mut stmt = conn.prepare_cached(
            "SELECT flight_key, date, class, SUM(seats) FROM flight_order_segments
             GROUP BY flight_key, date, class",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, i64>(3)?,
            ))
        })?;
        for row in rows {
            let (key, date, class, n) = row?;
            if let (Some(d), Some(c)) = (day(&date), class.chars().next()) {
                sales
                    .sold
                    .insert((key, d, c), u32::try_from(n).unwrap_or(0));
            }
        }
        let mut stmt = conn
            .prepare_cached("SELECT flight_key, date, label, order_id FROM flight_seats_taken")?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?;
        for row in rows {
            let (key, date, label, order) = row?;
            if let Some(d) = day(&date) {
                sales
                    .taken
                    .entry((key, d))
                    .or_default()
                    .push((label, order));
            }
        }
        Ok(sales)
    }

    /// Seats orders hold in a cabin of a dated flight, whatever their class.
    fn sold_in(&self, key: &str, cabin: usize, date: NaiveDate) -> u32 {
        fares::classes(cabin)
            .iter()
            .filter_map(|&c| self.sold.get(&(key.to_string(), date, c)))
            .sum()
    }

    /// Seats left for sale in a class of a dated flight: the world's, less the seats
    /// orders hold in its cabin (classes are nested: a sale in any class takes a seat
    /// every class of the cabin sells from).
    pub fn left(&self, key: &str, class: char, date: NaiveDate, today: NaiveDate) -> u32 {
        let Some((cabin, level)) = schedule::class_info(class) else {
            return 0;
        };
        let sold = self.sold_in(key, cabin, date);
        inventory::class_seats(key, cabin, level, date, today, sold)
    }

    /// Seats of a cabin nobody holds yet: the world's, less the orders'.
    pub fn cabin_left(&self, key: &str, cabin: usize, date: NaiveDate, today: NaiveDate) -> u32 {
        inventory::cabin_left(key, cabin, date, today)
            .saturating_sub(self.sold_in(key, cabin, date))
    }

    /// The seat labels orders hold on a dated flight, but those of order `except`.
    pub fn taken(&self, key: &str, date: NaiveDate, except: Option<&str>) -> Vec<String> {
        self.taken
            .get(&(key.to_string(), date))
            .into_iter()
            .flatten()
            .filter(|(_, order)| Some(order.as_str()) != except)
            .map(|(label, _)| label.clone())
            .collect()
    }
}

#[cfg(test)]
impl Sales {
    /// Sales of one seat label to `order` on a dated flight, for tests.
    pub fn seat(key: &str, date: NaiveDate, label: &str, order: &str) -> Sales {
        let mut s = Sales::default();
        s.taken
            .insert((key.to_string(), date), vec![(label.into(), order.into())]);
        s
    }
}

/// What an order takes of one dated flight.
#[derive(Debug, Clone)]
pub struct Take {
    /// The segment's id in the order, and its flight (`IB3400`), for messages.
    pub segment: String,
    pub flight: String,
    pub key: String,
    pub date: NaiveDate,
    pub class: char,
    /// Seats (travellers who need one).
    pub seats: u32,
    /// Seat labels reserved on it.
    pub labels: Vec<String>,
}

/// An order to write: its id, reference, the day it was made, the day its ticket is
/// issued, and its record as answered.
pub struct NewOrder<'a> {
    pub id: &'a str,
    pub reference: &'a str,
    pub created_on: NaiveDate,
    pub ticketing_on: NaiveDate,
    pub body: &'a str,
}

/// Why an order could not be sold.
#[derive(Debug)]
pub enum Unsold {
    /// The take at this index has no seats left in its class.
    SoldOut(usize),
    /// The take at this index asks a seat another order holds.
    SeatTaken(usize, String),
    /// The reference is in use: draw another.
    Duplicate,
    Db(rusqlite::Error),
}

impl From<rusqlite::Error> for Unsold {
    fn from(e: rusqlite::Error) -> Self {
        Unsold::Db(e)
    }
}

/// Sell `takes` to a new order, all or nothing: counts re-read inside the transaction.
pub fn sell(
    conn: &Connection,
    order: &NewOrder,
    takes: &[Take],
    today: NaiveDate,
) -> Result<(), Unsold> {
    let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let in_use: Option<i64> = tx
        .query_row(
            "SELECT 1 FROM flight_orders WHERE reference = ?1 OR id = ?2",
            params![order.reference, order.id],
            |r| r.get(0),
        )
        .optional()?;
    if in_use.is_some() {
        return Err(Unsold::Duplicate);
    }
    let now = Sales::load(&tx)?;
    for (i, t) in takes.iter().enumerate() {
        if now.left(&t.key, t.class, t.date, today) < t.seats {
            return Err(Unsold::SoldOut(i));
        }
        let taken = now.taken(&t.key, t.date, None);
        if let Some(label) = t.labels.iter().find(|l| taken.contains(l)) {
            return Err(Unsold::SeatTaken(i, label.clone()));
        }
    }
    tx.execute(
        "INSERT INTO flight_orders (id, reference, created_on, ticketing_on, body)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            order.id,
            order.reference,
            order.created_on.to_string(),
            order.ticketing_on.to_string(),
            order.body
        ],
    )?;
    for t in takes {
        let date = t.date.to_string();
        tx.execute(
            "INSERT INTO flight_order_segments (order_id, flight_key, date, class, seats)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![order.id, t.key, date, t.class.to_string(), t.seats],
        )?;
        for label in &t.labels {
            tx.execute(
                "INSERT INTO flight_seats_taken (flight_key, date, label, order_id)
                 VALUES (?1, ?2, ?3, ?4)",
                params![t.key, date, label, order.id],
            )?;
        }
    }
    tx.commit()?;
    Ok(())
}

/// A stored order: its record as answered, and the day its ticket is issued.
pub fn order(conn: &Connection, id: &str) -> rusqlite::Result<Option<(String, NaiveDate)>> {
    conn.query_row(
        "SELECT body, ticketing_on FROM flight_orders WHERE id = ?1",
        params![id],
        |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
    )
    .optional()
    .map(|o| o.and_then(|(body, on)| day(&on).map(|d| (body, d))))
}

/// Delete an order and give its seats back; `false` when there was none.
pub fn cancel(conn: &Connection, id: &str) -> rusqlite::Result<bool> {
    let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    tx.execute(
        "DELETE FROM flight_seats_taken WHERE order_id = ?1",
        params![id],
    )?;
    tx.execute(
        "DELETE FROM flight_order_segments WHERE order_id = ?1",
        params![id],
    )?;
    let gone = tx.execute("DELETE FROM flight_orders WHERE id = ?1", params![id])?;
    tx.commit()?;
    Ok(gone > 0)
}
