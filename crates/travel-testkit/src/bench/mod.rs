//! What the benchmarks share.
//!
//! - [`served`]: `travel sandbox serve` as a child process on a scratch state.
//! - [`http`]: raw HTTP/1.1 to it: a token, one request on a fresh connection, or many
//!   on a kept-alive one.
//! - [`load`]: request rates from a few concurrent kept-alive connections.
//! - [`recorded`]: a static server with a recorded body, to time a client alone.
//! - [`child`]: a command run to completion, its wall time and peak memory.
//! - [`stats`]: medians, 95th and 99th percentiles; [`machine`], the cores and load
//!   a run had.
//!
//! With [`crate::traffic`], [`crate::wire`] and [`crate::database`], shared with the
//! tests.

#[allow(clippy::print_stdout, clippy::print_stderr)] // a bench's report
pub mod child;
pub mod http;
pub mod load;
pub mod recorded;
pub mod served;
#[allow(clippy::print_stdout, clippy::print_stderr)] // a bench's report
pub mod stats;

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
