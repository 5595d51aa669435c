//! What the `travel` client and its sandbox both mean, so neither can drift from the
//! other: the service's model types, the declaration of every operation with the query
//! codec both sides use, the strict parsers, the clock and the stable hash.
//!
//! Nothing here does I/O beyond reading the clock and `TRAVEL_TODAY`.

pub mod aircraft;
pub mod clock;
pub mod codes;
pub mod currency;
pub mod model;
pub mod ops;
pub mod parse;
pub mod search;
pub mod shape;
pub mod stable;
