//! "Today" and "now", for the client and the sandbox alike.
//!
//! `TRAVEL_TODAY=YYYY-MM-DD` pins it, so tests and demos written with absolute dates
//! keep working as the calendar moves on; otherwise it is the local date.
//! `TRAVEL_TODAY=YYYY-MM-DDThh:mm` pins the moment too (UTC).

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};

pub const ENV: &str = "TRAVEL_TODAY";

pub fn today() -> NaiveDate {
    pinned()
        .map(|p| p.date())
        .unwrap_or_else(|| chrono::Local::now().date_naive())
}

fn pinned() -> Option<NaiveDateTime> {
    pin(&std::env::var(ENV).ok()?)
}

/// A pinned moment as `TRAVEL_TODAY` writes it: a date alone pins its first minute.
fn pin(s: &str) -> Option<NaiveDateTime> {
    let s = s.trim();
    let day = crate::parse::date(s.get(..10)?)?;
    match s.get(10..) {
        Some("") => day.and_hms_opt(0, 0, 0),
        Some(rest) => {
            let time = rest.strip_prefix('T')?;
            NaiveTime::parse_from_str(time, "%H:%M")
                .ok()
                .map(|t| day.and_time(t))
        }
        None => None,
    }
}

/// Now, in seconds since the Unix epoch, for what has already happened (flights that
/// have left): the pinned moment when `TRAVEL_TODAY` pins one, so pinned runs stay the
/// same all day.
pub fn now_unix() -> i64 {
    pinned().map_or_else(unix_seconds, |p| p.and_utc().timestamp())
}

/// Seconds since the Unix epoch: token lifetimes on both sides.
pub fn unix_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_is_a_date_or_a_moment() {
        let at = |s: &str| pin(s).map(|t| t.to_string());
        assert_eq!(at("2026-12-15").as_deref(), Some("2026-12-15 00:00:00"));
        assert_eq!(
            at(" 2026-12-15T14:30 ").as_deref(),
            Some("2026-12-15 14:30:00")
        );
        for bad in [
            "2026-12-15 14:30",
            "2026-12-15T25:00",
            "15/12/2026",
            "2026-12-1",
            "",
        ] {
            assert_eq!(at(bad), None, "{bad}");
        }
    }
}
