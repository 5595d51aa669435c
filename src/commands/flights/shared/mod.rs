//! What the flight commands share. Nothing here is a command.

pub mod cached;
pub mod flexible;
pub mod offers;
pub mod seatmap;
pub mod seats;
