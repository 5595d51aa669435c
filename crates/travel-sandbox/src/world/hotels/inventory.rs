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

use super::base36;
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

/// Six characters from a sequence number, a letter then five letters or digits, unique
/// for every number below 26 × 36^5: an affine map modulo that, with a multiplier prime
/// to it.
pub fn reference(seq: i64) -> String {
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
pub fn confirmation(seq: i64, room: usize) -> String {
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
