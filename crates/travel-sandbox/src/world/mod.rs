//! The sandbox's world: deterministic generators that requests are answered from.
//! Nothing here reads a request; `sandbox::ops` does that.
//!
//! - `data`: airports, countries and airlines compiled into the binary;
//! - `network`: the route network derived from them;
//! - `fastmap`: the hash map of their indexes;
//! - `flights`: schedules, seats and fares on that network;
//! - `hotels`: the hotel catalogue, offers and room inventory;
//! - `insights`: traffic, location scores, flight status and predictions;
//! - `places`: airports and cities as the answers write them.

pub mod data;
mod fastmap;
pub mod flights;
pub mod hotels;
pub mod insights;
pub mod network;
pub mod places;
