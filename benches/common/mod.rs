//! The benches take what they share from `travel-testkit` (its `bench` module, and the
//! traffic, plain HTTP and database schemas the tests use too). Each bench declares
//! `mod common;` and uses what it needs.

#![allow(unused_imports, dead_code)]

pub use travel_testkit::bench::*;
pub use travel_testkit::{database, traffic, wire, Location};

/// The `travel` binary of this build.
pub const BIN: &str = env!("CARGO_BIN_EXE_travel");
