//! What the state holds, counted ([`Holdings`]) and read whole ([`Ledger`]): plain
//! values each backend adds its part to, and the store sums up.

use std::collections::BTreeMap;

/// What the state holds, counted: a server says so when it starts (and stops), so
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
