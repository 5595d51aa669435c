//! "Today" and "now", for the client and the sandbox alike.
//!
//! `TRAVEL_TODAY=YYYY-MM-DD` pins it, so tests and demos written with absolute dates
//! keep working as the calendar moves on; otherwise it is the local date.

use chrono::NaiveDate;

pub const ENV: &str = "TRAVEL_TODAY";

pub fn today() -> NaiveDate {
    std::env::var(ENV)
        .ok()
        .and_then(|s| crate::parse::date(s.trim()))
        .unwrap_or_else(|| chrono::Local::now().date_naive())
}

/// Seconds since the Unix epoch: token lifetimes on both sides.
pub fn unix_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}
