//! Seats the sandbox's own flight orders hold: per dated flight and booking class, and
//! the seat labels reserved. The flights backend (`backends::flights`) fills a
//! [`Sales`] from what it stores.
//!
//! Every reader of seat inventory (search, availability, pricing, upselling, seat maps)
//! takes a [`Sales`] read at the start of its request and subtracts what orders hold
//! from the world's own inventory, so a booked seat is gone for everyone. A sale asks
//! the same of the counts it re-reads under the write lock ([`Sales::shortfall`]), so
//! the last seat is never sold twice.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::{fares, inventory, schedule};

/// What orders hold, as read at one moment.
#[derive(Debug, Default)]
pub struct Sales {
    sold: HashMap<(String, NaiveDate, char), u32>,
    taken: HashMap<(String, NaiveDate), Vec<(String, String)>>,
}

impl Sales {
    /// Count `seats` held by an order in `class` of a dated flight.
    pub fn hold(&mut self, key: &str, date: NaiveDate, class: char, seats: u32) {
        *self.sold.entry((key.to_string(), date, class)).or_default() += seats;
    }

    /// Count a seat label reserved by `order` on a dated flight.
    pub fn reserve(&mut self, key: &str, date: NaiveDate, label: &str, order: &str) {
        self.taken
            .entry((key.to_string(), date))
            .or_default()
            .push((label.to_string(), order.to_string()));
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

    /// The first of `takes` these sales leave no room for, if any.
    pub fn shortfall(&self, takes: &[Take], today: NaiveDate) -> Option<Shortfall> {
        takes.iter().enumerate().find_map(|(i, t)| {
            if self.left(&t.key, t.class, t.date, today) < t.seats {
                return Some(Shortfall::SoldOut(i));
            }
            let taken = self.taken(&t.key, t.date, None);
            let label = t.labels.iter().find(|l| taken.contains(l))?;
            Some(Shortfall::SeatTaken(i, label.clone()))
        })
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

/// Why an order's takes cannot all be sold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shortfall {
    /// The take at this index has no seats left in its class.
    SoldOut(usize),
    /// The take at this index asks a seat another order holds.
    SeatTaken(usize, String),
}
