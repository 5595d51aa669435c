//! Flight shopping in the sandbox: a deterministic schedule over the route network, a
//! fare model, seat inventory and the offer engine the flight handlers share.

pub mod aircraft;
mod airspace;
pub mod block;
pub mod brands;
pub mod cabin;
pub mod fares;
pub(crate) mod flagships;
pub mod inventory;
pub mod numbers;
pub mod offers;
pub mod pricing;
pub mod reach;
pub mod sales;
pub mod schedule;
pub mod seatmap;
pub mod taxes;
pub mod timetable;
