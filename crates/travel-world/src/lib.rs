//! The sandbox's world: deterministic generators that requests are answered from.
//! Nothing here reads a request; `sandbox::ops` does that.
//!
//! - `data`: airports, countries and airlines compiled into the binary;
//! - `network`: the route network derived from them;
//! - `flights`: schedules, seats and fares on that network;
//! - `hotels`: the hotel catalogue, offers and room inventory;
//! - `insights`: traffic, location scores, flight status and predictions;
//! - `places`: airports and cities as the answers write them;
//! - `seasons`: demand by place and date, the one curve fares, insights and
//!   predictions read.
//!
//! The indexes over the compiled-in tables (codes, airport numbers) are `FxHashMap`s:
//! their keys are not untrusted, so SipHash's resistance to flooding buys nothing and
//! costs more than the lookups around it on keys of two to four bytes. No answer reads
//! their iteration order, so the hasher cannot change one.

#[cfg(test)]
mod believable;
pub mod data;
pub mod flights;
pub mod hotels;
pub mod insights;
pub mod markets;
pub mod network;
pub mod places;
pub mod seasons;
