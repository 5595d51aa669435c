//! What the benchmarks share.
//!
//! - [`served`]: `travel sandbox serve` as a child process on a scratch state.
//! - [`http`]: raw HTTP/1.1 to it: a token, one request on a fresh connection, or many
//!   on a kept-alive one.
//! - [`load`]: request rates from a few concurrent kept-alive connections.
//! - [`traffic`]: client threads sending a realistic mix of requests that compete for
//!   a small inventory, and [`wire`], the plain HTTP/1.1 it is sent with: shared with
//!   the sandbox's tests (`crates/travel-sandbox/tests/common/`), where they live.
//! - [`database`]: a PostgreSQL schema of a run's own (shared with the tests too).
//! - [`recorded`]: a static server with a recorded body, to time a client alone.
//! - [`child`]: a command run to completion, its wall time and peak memory.
//! - [`stats`]: medians, 95th and 99th percentiles; [`machine`], the cores and load
//!   a run had.
//!
//! Each bench declares `mod common;` and uses what it needs, so not every helper is
//! used by every bench.

#![allow(dead_code)]

pub mod child;
#[path = "../../crates/travel-sandbox/tests/common/database.rs"]
pub mod database;
pub mod http;
pub mod load;
pub mod recorded;
pub mod served;
pub mod stats;
#[path = "../../crates/travel-sandbox/tests/common/traffic.rs"]
pub mod traffic;
#[path = "../../crates/travel-sandbox/tests/common/wire.rs"]
pub mod wire;

pub const BIN: &str = env!("CARGO_BIN_EXE_travel");

/// The machine as a run found it: cores and load average (1, 5 and 15 minutes), said
/// beside the figures.
pub fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    format!("{cores} cores, load average {}", load.join(" "))
}

/// Pinned so every run searches the same dates against the same fares: the outbound
/// date is about three weeks ahead of it.
pub const TODAY: &str = "2026-11-22";
pub const OUT: &str = "2026-12-15";
pub const BACK: &str = "2026-12-22";

/// The 250-offer LON-NYC round trip, as the CLI asks for it with `--max 250`.
pub const SEARCH: &str =
    "/v2/shopping/flight-offers?originLocationCode=LON&destinationLocationCode=NYC\
&departureDate=2026-12-15&returnDate=2026-12-22&adults=1&max=250";

/// Where a server's state is, for `database`.
pub use travel_sandbox::Location;
