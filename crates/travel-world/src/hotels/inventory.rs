//! Room inventory: what a room type has left for a stay once the sandbox's own
//! bookings are counted, and the references those bookings are given.
//!
//! A room type has a few rooms a night (the catalogue), some taken by other guests
//! (`offers::base_capacity`), and those booked through the sandbox, which the hotels
//! backend (`backends::hotels`) counts per hotel, room type and night and hands over as
//! [`RoomsSold`]. A booking re-reads the counts and writes them in one transaction, so
//! the last room is never sold twice.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::catalog::{Hotel, RoomType};
use super::offers::base_capacity;

/// Rooms the sandbox has sold at one hotel, per room type and night.
#[derive(Debug, Default)]
pub struct RoomsSold(HashMap<(String, NaiveDate), i64>);

impl RoomsSold {
    /// Count `rooms` sold of a room type on a night.
    pub fn add(&mut self, room_type: &str, night: NaiveDate, rooms: i64) {
        *self.0.entry((room_type.to_string(), night)).or_default() += rooms;
    }

    /// Rooms left of a room type for every night of a stay: the fewest any night has.
    pub fn left(
        &self,
        h: &Hotel,
        room: &RoomType,
        check_in: NaiveDate,
        check_out: NaiveDate,
    ) -> i64 {
        check_in
            .iter_days()
            .take_while(|d| *d < check_out)
            .map(|night| {
                let taken = self
                    .0
                    .get(&(room.code.to_string(), night))
                    .copied()
                    .unwrap_or(0);
                (base_capacity(h, room, night) - taken).max(0)
            })
            .min()
            .unwrap_or(0)
    }

    /// Rooms left of each of a hotel's room types (by index) for every night of a stay.
    pub fn left_of_each(&self, h: &Hotel, check_in: NaiveDate, check_out: NaiveDate) -> Vec<i64> {
        h.room_types
            .iter()
            .map(|room| self.left(h, room, check_in, check_out))
            .collect()
    }
}
