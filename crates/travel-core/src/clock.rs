//! "Today" and "now", for the client and the sandbox alike.
//!
//! The base clock is real time: `TRAVEL_TODAY=YYYY-MM-DD` pins it, so tests and demos
//! written with absolute dates keep working as the calendar moves on; otherwise it is
//! the local date. `TRAVEL_TODAY=YYYY-MM-DDThh:mm` pins the moment too (UTC).
//!
//! The sandbox keeps its own clock in its state as an offset from the base clock
//! (`travel sandbox clock`), so a shifted sandbox keeps moving with real time, and a
//! pinned one (tests) stays exactly where it was put: the offset applies on top of
//! `TRAVEL_TODAY`. A `Clock` is the base clock shifted by such an offset; the sandbox
//! reads its own for every request, and the client's context holds the in-process
//! sandbox's, so its date checks and relative dates agree with it. No clock is kept
//! in a process-wide value: whoever reads the time is handed the clock to read.

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};

pub const ENV: &str = "TRAVEL_TODAY";

/// The base clock shifted by `offset` seconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Clock {
    pub offset: i64,
}

impl Clock {
    pub const REAL: Clock = Clock { offset: 0 };

    /// The wall-clock moment: the pinned moment (UTC) when `TRAVEL_TODAY` pins one,
    /// else local time, shifted.
    pub fn moment(self) -> NaiveDateTime {
        let base = pinned().unwrap_or_else(|| chrono::Local::now().naive_local());
        base + Duration::seconds(self.offset)
    }

    pub fn today(self) -> NaiveDate {
        self.moment().date()
    }

    /// Now, in seconds since the Unix epoch, for what has already happened (flights
    /// that have left): the pinned moment when `TRAVEL_TODAY` pins one, so pinned runs
    /// stay the same all day.
    pub fn now_unix(self) -> i64 {
        pinned().map_or_else(unix_seconds, |p| p.and_utc().timestamp()) + self.offset
    }

    /// Seconds since the Unix epoch, never pinned, shifted: token lifetimes in the
    /// sandbox, which must run out even in a pinned run, and do when the clock is
    /// advanced past them.
    pub fn unix_seconds(self) -> i64 {
        unix_seconds() + self.offset
    }

    /// The offset that makes the wall clock read `at`.
    pub fn set_to(at: NaiveDateTime) -> Clock {
        // up to the next whole second: truncating would leave the clock a fraction
        // short of `at`, and the minute shown as the one before
        let millis = (at - Clock::REAL.moment()).num_milliseconds();
        Clock {
            offset: millis.div_euclid(1000) + i64::from(millis.rem_euclid(1000) > 0),
        }
    }
}

fn pinned() -> Option<NaiveDateTime> {
    pin(&std::env::var(ENV).ok()?)
}

/// A moment written `YYYY-MM-DD` or `YYYY-MM-DDThh:mm`: a date alone is its first
/// minute. `TRAVEL_TODAY` and `travel sandbox clock set` read it.
pub fn pin(s: &str) -> Option<NaiveDateTime> {
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

/// Seconds of a span written as days, hours and minutes in that order, each at most
/// once: `3d`, `12h`, `90m`, `1d12h`; `None` if malformed or zero.
pub fn span(s: &str) -> Option<i64> {
    let s = s.trim().to_ascii_lowercase();
    let mut total = 0i64;
    let mut num = String::new();
    let mut units = ['d', 'h', 'm'].iter();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let unit = units.by_ref().find(|u| **u == c)?;
        let n: i64 = num.parse().ok()?;
        let secs = match unit {
            'd' => 86_400,
            'h' => 3_600,
            _ => 60,
        };
        total = total.checked_add(n.checked_mul(secs)?)?;
        num.clear();
    }
    (num.is_empty() && total > 0 && total <= MAX_SPAN).then_some(total)
}

/// About a hundred years: a clock further out than that is a typing error.
pub const MAX_SPAN: i64 = 100 * 366 * 86_400;

/// Real seconds since the Unix epoch, never pinned nor shifted: the client's token
/// cache, and how long ago an offer was priced.
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

    #[test]
    fn a_span_is_days_hours_minutes_in_that_order() {
        assert_eq!(span("3d"), Some(3 * 86_400));
        assert_eq!(span("12h"), Some(12 * 3_600));
        assert_eq!(span("90m"), Some(90 * 60));
        assert_eq!(span("1d12h"), Some(86_400 + 12 * 3_600));
        assert_eq!(span(" 2D30M "), Some(2 * 86_400 + 30 * 60));
        for bad in [
            "",
            "3",
            "3x",
            "d",
            "12h3d",
            "1d1d",
            "0d",
            "-3d",
            "3 d",
            "99999999d",
        ] {
            assert_eq!(span(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_clock_is_the_base_clock_shifted() {
        let later = Clock {
            offset: 86_400 + 3_600,
        };
        assert_eq!(later.now_unix() - Clock::REAL.now_unix(), 90_000);
        // the moment set is the moment read, whatever the base clock is
        let at = pin("2031-03-04T05:06").unwrap();
        let read = Clock::set_to(at).moment();
        assert!((read - at).num_seconds().abs() <= 1, "{read} vs {at}");
        // and shows as that minute, not the one before (unless a second has passed)
        let shown = read.format("%H:%M").to_string();
        assert!(read >= at && shown == "05:06", "{read}");
    }
}
