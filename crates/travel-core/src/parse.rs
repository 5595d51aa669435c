//! The small strict parsers both sides share: the client checks arguments with them
//! before sending, the sandbox checks requests with them, so the two agree on what a
//! date, a time or a duration is.

use chrono::{NaiveDate, NaiveTime};

/// A keyword as names are matched: accents folded to ASCII (`Zürich` is `Zurich`,
/// `São Paulo` is `Sao Paulo`), so a name is found however it is typed.
pub fn fold(s: &str) -> String {
    deunicode::deunicode(s)
}

/// A date written exactly `YYYY-MM-DD`.
pub fn date(s: &str) -> Option<NaiveDate> {
    (s.len() == 10)
        .then(|| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
        .flatten()
}

/// A month written exactly `YYYY-MM`, as its first day.
pub fn month(s: &str) -> Option<NaiveDate> {
    (s.len() == 7).then(|| date(&format!("{s}-01"))).flatten()
}

/// A time written exactly `hh:mm:ss`.
pub fn time(s: &str) -> Option<NaiveTime> {
    (s.len() == 8)
        .then(|| NaiveTime::parse_from_str(s, "%H:%M:%S").ok())
        .flatten()
}

/// A latitude (`limit` 90) or longitude (`limit` 180): a finite number within ±limit.
pub fn coordinate(v: f64, limit: f64) -> Option<f64> {
    (v.is_finite() && (-limit..=limit).contains(&v)).then_some(v)
}

/// Minutes of an ISO 8601 duration of days, hours and minutes, such as `PT7H55M` or
/// `P1DT2H` (seconds allowed, not counted); `None` if malformed or units out of order.
pub fn iso_minutes(v: &str) -> Option<i64> {
    let rest = v.strip_prefix('P')?;
    let (days, time) = match rest.split_once('T') {
        Some((d, t)) => (d, Some(t)),
        None => (rest, None),
    };
    let mut mins = 0i64;
    let mut any = false;
    let mut eat = |s: &str, units: &[(char, i64)]| -> Option<()> {
        let mut num = String::new();
        let mut next = 0;
        for c in s.chars() {
            if c.is_ascii_digit() {
                num.push(c);
                continue;
            }
            let i = units[next..].iter().position(|u| u.0 == c)? + next;
            if num.is_empty() {
                return None;
            }
            mins += num.parse::<i64>().ok()? * units[i].1;
            any = true;
            num.clear();
            next = i + 1;
        }
        num.is_empty().then_some(())
    };
    eat(days, &[('D', 1440)])?;
    if let Some(t) = time {
        if t.is_empty() {
            return None;
        }
        eat(t, &[('H', 60), ('M', 1), ('S', 0)])?;
    }
    any.then_some(mins)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_durations() {
        assert_eq!(iso_minutes("PT7H55M"), Some(475));
        assert_eq!(iso_minutes("PT31H10M"), Some(1870));
        assert_eq!(iso_minutes("P1DT2H"), Some(1560));
        assert_eq!(iso_minutes("PT45M30S"), Some(45));
        assert_eq!(iso_minutes("PT"), None);
        assert_eq!(iso_minutes("P"), None);
        assert_eq!(iso_minutes("PT5M2H"), None);
        assert_eq!(iso_minutes("7H"), None);
    }

    #[test]
    fn accents_fold_to_ascii() {
        assert_eq!(fold("Zürich"), "Zurich");
        assert_eq!(fold("São Paulo"), "Sao Paulo");
        assert_eq!(fold("Kraków-Balice"), "Krakow-Balice");
        assert_eq!(fold("LONDON"), "LONDON");
    }

    #[test]
    fn dates_months_and_times_are_exact() {
        assert_eq!(date("2026-12-15"), NaiveDate::from_ymd_opt(2026, 12, 15));
        assert_eq!(date("2026-12-5"), None);
        assert_eq!(month("2026-07"), NaiveDate::from_ymd_opt(2026, 7, 1));
        assert_eq!(month("2026-7"), None);
        assert_eq!(time("08:05:00"), NaiveTime::from_hms_opt(8, 5, 0));
        assert_eq!(time("8:05"), None);
        assert_eq!(coordinate(91.0, 90.0), None);
        assert_eq!(coordinate(-45.5, 90.0), Some(-45.5));
    }
}
