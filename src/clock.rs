//! "Today", for the client's date checks and the sandbox's answers alike.
//!
//! `TRAVEL_TODAY=YYYY-MM-DD` pins it, so tests and demos written with absolute dates
//! keep working as the calendar moves on; otherwise it is the local date.

use chrono::NaiveDate;

pub const ENV: &str = "TRAVEL_TODAY";

pub fn today() -> NaiveDate {
    std::env::var(ENV)
        .ok()
        .and_then(|s| NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok())
        .unwrap_or_else(|| chrono::Local::now().date_naive())
}
