//! Checks of what the service constrains, made before any request is sent.
//!
//! Each returns the normalised value (codes upper-cased) or a usage error (exit 2)
//! whose message names the rule. Used as clap `value_parser`s where they fit, so
//! clap reports them in its usual way, with the same exit code.

use chrono::{NaiveDate, NaiveTime};

use crate::error::{Error, Result};
use travel_core::shape;

/// An IATA airport or city code: three letters, case-folded. A name typed where the
/// code is due is pointed to the search that finds its code.
pub fn iata(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if shape::is_location(&up) {
        return Ok(up);
    }
    let named = s.trim().chars().filter(|c| c.is_alphabetic()).count() > 3;
    let find = if named {
        let keyword = if s.trim().contains(' ') {
            format!("\"{}\"", s.trim())
        } else {
            s.trim().to_string()
        };
        format!("; `travel airports search {keyword}` gives the codes of a place by its name")
    } else {
        String::new()
    };
    Err(Error::usage(format!(
        "{s:?} is not an IATA location code (three letters, e.g. LHR or PAR){find}"
    )))
}

/// An airline code: IATA (two characters, letters or digits, not two digits) or ICAO (three letters).
pub fn airline(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if shape::is_airline(&up) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not an airline code (IATA: two letters or digits such as BA or U2; ICAO: three letters such as BAW)"
        )))
    }
}

/// A country that issues passports and gives nationality: an ISO 3166-1 alpha-2 code
/// (the celes crate's table), or XK, Kosovo's, which airlines and the EU use though
/// ISO has not assigned it. The user-assigned codes (XX, ZZ, AA, QM..QZ) are refused:
/// no airline takes them.
pub fn iso_country(s: &str, what: &str) -> Result<String> {
    let c = s.trim().to_ascii_uppercase();
    if c == "XK" || (c.len() == 2 && celes::Country::from_alpha2(&c).is_ok()) {
        return Ok(c);
    }
    Err(Error::usage(format!(
        "{s:?} is not a country: the {what} is a two-letter ISO 3166 code, e.g. GB, FR, US"
    )))
}

/// An ISO 3166-1 alpha-2 country code.
pub fn country(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if shape::is_country(&up) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a country code (two letters, ISO 3166-1, e.g. FR)"
        )))
    }
}

/// A city search keyword: 3 to 10 characters, folded to the letters the service takes
/// (München as Munchen); a name of the place names table is kept as typed, so the note
/// that names its place spells it as the agent did (Москва, not Moskva), and folded
/// where it is sent.
pub fn city_keyword(s: &str) -> Result<String> {
    let n = s.trim().chars().count();
    if crate::names::places::known(s).is_some() {
        // looked up by its English name, whatever its length
        Ok(s.trim().to_string())
    } else if (3..=10).contains(&n) {
        Ok(travel_core::parse::fold(s.trim()))
    } else {
        Err(Error::usage(format!(
            "the keyword {s:?} has {n} characters; the service takes 3 to 10"
        )))
    }
}

/// An e-mail address as the service's pattern takes it: letters, digits and `_.+-`
/// before the `@`, a domain with a dot after it, at most 90 characters in all.
pub fn email(s: &str) -> Result<String> {
    let t = s.trim();
    let (local, domain) = t.split_once('@').unwrap_or(("", ""));
    let (host, rest) = domain.split_once('.').unwrap_or(("", ""));
    let word = |w: &str, more: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || more.contains(c))
    };
    let ok = word(local, "_.+")
        && word(host, "")
        && word(rest, ".")
        && !rest.starts_with('.')
        && !rest.ends_with('.')
        && !rest.contains("..")
        && (3..=90).contains(&t.len());
    if ok {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "{s:?} is not an e-mail address (name@example.com, at most 90 characters)"
        )))
    }
}

/// A location search keyword: the letters, digits and signs the service takes, folded
/// to them (Zürich as Zurich); a name of the place names table is kept as typed (see
/// [`city_keyword`]).
pub fn location_keyword(s: &str) -> Result<String> {
    if crate::names::places::known(s).is_some() {
        return Ok(s.trim().to_string());
    }
    let folded = travel_core::parse::fold(s.trim());
    let t = folded.as_str();
    let ok = !t.is_empty()
        && t.chars()
            .all(|c| c.is_ascii_alphanumeric() || " ./:()'\"-".contains(c));
    if ok {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "the keyword {s:?} may hold only letters, digits, spaces and . / : ( ) ' \" -"
        )))
    }
}

pub fn latitude(s: &str) -> Result<f64> {
    coordinate(s, "latitude", 90.0)
}

pub fn longitude(s: &str) -> Result<f64> {
    coordinate(s, "longitude", 180.0)
}

fn coordinate(s: &str, what: &str, limit: f64) -> Result<f64> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (-limit..=limit).contains(&v) => Ok(v),
        _ => Err(Error::usage(format!(
            "{s:?} is not a {what}: a decimal number from -{limit} to {limit}"
        ))),
    }
}

/// A language tag of the form `xx` or `xx-XX`.
pub fn language(s: &str) -> Result<String> {
    let t = s.trim();
    if shape::is_language_tag(t) {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a language tag (e.g. en-GB or fr)"
        )))
    }
}

/// A date as every date argument takes it: `YYYY-MM-DD`, `+N` or `-N` days from
/// today, `today`, `tomorrow` or `yesterday`. Kept as typed until a run's clock reads
/// it (`on`): clap parses the command line before the context, which knows whether
/// today is the sandbox's, exists; a malformed date is still refused while parsing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateArg {
    /// `YYYY-MM-DD`.
    Day(NaiveDate),
    /// So many days from today (`+N`, `-N`, `today`, `tomorrow`, `yesterday`).
    FromToday(i64),
}

impl DateArg {
    /// The day it names when today is `today`.
    pub fn on(self, today: NaiveDate) -> NaiveDate {
        match self {
            DateArg::Day(day) => day,
            DateArg::FromToday(n) => today + chrono::Duration::days(n),
        }
    }

    /// A travel date (see [`travel_date`]): never in the past.
    pub fn travel(self, today: NaiveDate) -> Result<NaiveDate> {
        not_past(self.on(today), today)
    }

    /// A day of a flight to search (see [`flight_date`]).
    pub fn flight(self, today: NaiveDate) -> Result<NaiveDate> {
        within(
            self.travel(today)?,
            FLIGHT_HORIZON_DAYS,
            "airlines sell seats",
            today,
        )
    }

    /// A day of a hotel stay (see [`hotel_date`]).
    pub fn hotel(self, today: NaiveDate) -> Result<NaiveDate> {
        within(
            self.travel(today)?,
            HOTEL_HORIZON_DAYS,
            "hotels take stays",
            today,
        )
    }
}

impl std::str::FromStr for DateArg {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<DateArg, String> {
        date_arg(s).map_err(|e| e.message)
    }
}

/// A date as typed (see [`DateArg`]), its form checked.
pub fn date_arg(s: &str) -> Result<DateArg> {
    let t = s.trim();
    let days = |n: &str| n.parse::<u32>().ok().map(i64::from);
    let found = match t.to_ascii_lowercase().as_str() {
        "today" => Some(DateArg::FromToday(0)),
        "tomorrow" => Some(DateArg::FromToday(1)),
        "yesterday" => Some(DateArg::FromToday(-1)),
        other => match (other.strip_prefix('+'), other.strip_prefix('-')) {
            (Some(n), _) => days(n).map(DateArg::FromToday),
            (_, Some(n)) => days(n).map(|d| DateArg::FromToday(-d)),
            _ => travel_core::parse::date(t).map(DateArg::Day),
        },
    };
    found.ok_or_else(|| {
        Error::usage(format!(
            "{s:?} is not a date: use YYYY-MM-DD or +N (days from today), today or tomorrow"
        ))
    })
}

/// A date (see [`DateArg`]) when today is `today`.
pub fn date(s: &str, today: NaiveDate) -> Result<NaiveDate> {
    Ok(date_arg(s)?.on(today))
}

/// A travel date (see [`date`]), never in the past.
pub fn travel_date(s: &str, today: NaiveDate) -> Result<NaiveDate> {
    date_arg(s)?.travel(today)
}

fn not_past(date: NaiveDate, today: NaiveDate) -> Result<NaiveDate> {
    if date < today {
        return Err(Error::usage(format!(
            "{date} is in the past (today is {today})"
        )));
    }
    Ok(date)
}

/// How far ahead airlines sell seats: schedules are loaded about 361 days ahead, so a
/// search for a later day finds nothing that could be booked.
pub const FLIGHT_HORIZON_DAYS: i64 = 361;
/// How far ahead hotels take a stay (its check-out day included).
pub const HOTEL_HORIZON_DAYS: i64 = 365;

/// A day of a flight to search: a travel date (see [`travel_date`]) no further ahead
/// than airlines sell seats.
pub fn flight_date(s: &str, today: NaiveDate) -> Result<NaiveDate> {
    date_arg(s)?.flight(today)
}

/// A day of a hotel stay: a travel date no further ahead than hotels take stays.
pub fn hotel_date(s: &str, today: NaiveDate) -> Result<NaiveDate> {
    date_arg(s)?.hotel(today)
}

/// `date` refused when more than `days` ahead of `today`: nothing is sent.
pub fn within(date: NaiveDate, days: i64, who: &str, today: NaiveDate) -> Result<NaiveDate> {
    let last = today + chrono::Duration::days(days);
    if date > last {
        return Err(Error::usage(format!(
            "{date} is {} days ahead; {who} at most {days} days ahead (until {last})",
            (date - today).num_days()
        )));
    }
    Ok(date)
}

/// A month period, `YYYY-MM`.
pub fn month(s: &str) -> Result<String> {
    let t = s.trim();
    travel_core::parse::month(t)
        .map(|_| t.to_string())
        .ok_or_else(|| Error::usage(format!("{s:?} is not a month: use YYYY-MM")))
}

/// A year period, `YYYY`.
pub fn year(s: &str) -> Result<String> {
    let t = s.trim();
    if t.len() == 4 && t.chars().all(|c| c.is_ascii_digit()) {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!("{s:?} is not a year: use YYYY")))
    }
}

/// An ISO 8601 duration of hours and minutes, e.g. `PT7H10M`.
pub fn iso_duration(s: &str) -> Result<String> {
    let t = s.trim().to_ascii_uppercase();
    match travel_core::parse::iso_minutes(&t) {
        Some(m) if m > 0 => Ok(t),
        _ => Err(Error::usage(format!(
            "{s:?} is not a duration: use ISO 8601, e.g. PT7H10M"
        ))),
    }
}

/// A clock time `HH:MM` (also `HH:MM:SS`).
pub fn clock_time(s: &str) -> Result<NaiveTime> {
    let t = s.trim();
    NaiveTime::parse_from_str(t, "%H:%M")
        .or_else(|_| NaiveTime::parse_from_str(t, "%H:%M:%S"))
        .map_err(|_| Error::usage(format!("{s:?} is not a time: use HH:MM (24-hour)")))
}

/// An ISO 4217 currency code: three letters.
pub fn currency(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if shape::is_currency(&up) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a currency code (three letters, ISO 4217, e.g. EUR)"
        )))
    }
}

/// One leg of a multi-city search: `LHR-JFK:2026-12-15`, optionally `T10:00`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leg {
    pub from: String,
    pub to: String,
    pub date: NaiveDate,
    pub time: Option<NaiveTime>,
}

/// A leg as typed (see [`leg`]): its day read by the run's clock (`on`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegArg {
    pub from: String,
    pub to: String,
    pub date: DateArg,
    pub time: Option<NaiveTime>,
}

impl LegArg {
    /// The leg when today is `today`: its day one that airlines sell seats on.
    pub fn on(&self, today: NaiveDate) -> Result<Leg> {
        Ok(Leg {
            from: self.from.clone(),
            to: self.to.clone(),
            date: self.date.flight(today)?,
            time: self.time,
        })
    }
}

pub fn leg(s: &str) -> Result<LegArg> {
    let shape = || {
        Error::usage(format!(
            "{s:?} is not a leg: use FROM-TO:DATE, e.g. LHR-JFK:2026-12-15 or LHR-JFK:+30T10:00"
        ))
    };
    let (route, when) = s.trim().split_once(':').ok_or_else(shape)?;
    let (from, to) = route.split_once('-').ok_or_else(shape)?;
    let (date, time) = match when.split_once('T') {
        Some((d, t)) => (d, Some(clock_time(t)?)),
        None => (when, None),
    };
    Ok(LegArg {
        from: iata(from)?,
        to: iata(to)?,
        date: date_arg(date)?,
        time,
    })
}

/// Adapt a checker to clap's `value_parser`, which wants `Result<T, String>`.
pub fn clap<T>(
    f: fn(&str) -> Result<T>,
) -> impl Fn(&str) -> std::result::Result<T, String> + Clone {
    move |s| f(s).map_err(|e| e.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Days a run may take for today: dates are read by the run's clock, never by one
    /// of the process.
    fn todays() -> Vec<NaiveDate> {
        let first = NaiveDate::from_ymd_opt(2024, 1, 1).unwrap();
        (0..40)
            .map(|i| first + chrono::Duration::days(i * 37 + i * i))
            .chain([NaiveDate::from_ymd_opt(2028, 2, 29).unwrap()])
            .collect()
    }

    #[test]
    fn codes_are_case_folded_and_shapes_enforced() {
        assert_eq!(iata("lhr").unwrap(), "LHR");
        assert!(iata("LH").is_err());
        assert!(iata("L1R").is_err());
        assert_eq!(airline("ba").unwrap(), "BA");
        assert_eq!(airline("u2").unwrap(), "U2");
        assert_eq!(airline("baw").unwrap(), "BAW");
        assert!(airline("12").is_err());
        assert!(airline("B").is_err());
        assert!(airline("BAWX").is_err());
    }

    #[test]
    fn a_name_where_a_code_is_due_points_to_the_search() {
        let e = iata("London").unwrap_err();
        assert!(
            e.message.contains("`travel airports search London`"),
            "{}",
            e.message
        );
        let e = iata("New York").unwrap_err();
        assert!(
            e.message.contains("`travel airports search \"New York\"`"),
            "{}",
            e.message
        );
        assert!(!iata("L1").unwrap_err().message.contains("airports search"));
    }

    #[test]
    fn searches_stop_at_the_horizon() {
        for today in todays() {
            let at = |n: i64| (today + chrono::Duration::days(n)).to_string();
            assert!(flight_date(&at(361), today).is_ok());
            let e = flight_date(&at(800), today).unwrap_err();
            assert!(
                e.message.contains("800 days ahead") && e.message.contains("at most 361"),
                "{}",
                e.message
            );
            assert!(flight_date("+362", today).is_err());
            assert!(hotel_date("+365", today).is_ok() && hotel_date("+366", today).is_err());
        }
    }

    #[test]
    fn keyword_length_is_three_to_ten() {
        assert!(city_keyword("PA").is_err());
        assert!(city_keyword("PAR").is_ok());
        assert!(city_keyword("ABCDEFGHIJ").is_ok());
        assert!(city_keyword("ABCDEFGHIJK").is_err());
    }

    #[test]
    fn coordinates_stay_in_range() {
        assert_eq!(latitude("51.5").unwrap(), 51.5);
        assert!(latitude("91").is_err());
        assert!(longitude("-180").is_ok());
        assert!(longitude("180.1").is_err());
        assert!(longitude("NaN").is_err());
        assert!(latitude("north").is_err());
    }

    #[test]
    fn dates_absolute_relative_and_never_past() {
        for today in todays() {
            assert_eq!(travel_date("+0", today).unwrap(), today);
            assert_eq!(
                travel_date("+30", today).unwrap(),
                today + chrono::Duration::days(30)
            );
            let past = today - chrono::Duration::days(1);
            let err = travel_date(&past.to_string(), today).unwrap_err();
            assert!(err.message.contains("in the past"));
            assert!(travel_date("2026-13-01", today).is_err());
            assert!(travel_date("+x", today).is_err());
            assert!(travel_date("yesterday", today).is_err());
        }
    }

    #[test]
    fn every_date_argument_takes_the_same_forms() {
        for today in todays() {
            let day = chrono::Duration::days(1);
            assert_eq!(date("today", today).unwrap(), today);
            assert_eq!(date("Tomorrow", today).unwrap(), today + day);
            assert_eq!(date("yesterday", today).unwrap(), today - day);
            assert_eq!(date("+2", today).unwrap(), today + day * 2);
            assert_eq!(date("-3", today).unwrap(), today - day * 3);
            assert_eq!(
                date(" 2026-12-15 ", today).unwrap().to_string(),
                "2026-12-15"
            );
            for bad in ["+", "-x", "+1.5", "2026-12-5", "soon", ""] {
                let err = date(bad, today).unwrap_err();
                assert!(
                    err.message.contains("is not a date"),
                    "{bad:?}: {}",
                    err.message
                );
            }
        }
    }

    #[test]
    fn legs_and_times() {
        let l = leg("lhr-JFK:+10T10:30").unwrap();
        assert_eq!((l.from.as_str(), l.to.as_str()), ("LHR", "JFK"));
        assert_eq!(l.time, NaiveTime::from_hms_opt(10, 30, 0));
        assert!(leg("LHR-JFK").is_err());
        assert!(leg("LHRJFK:+1").is_err());
        assert!(leg("LHR-JFK:+1T25:00").is_err());
        assert!(currency("eur").is_ok());
        assert!(currency("EURO").is_err());
    }

    #[test]
    fn periods_and_durations() {
        assert!(month("2026-11").is_ok());
        assert!(month("2026-13").is_err());
        assert!(month("2026-1").is_err());
        assert!(year("2026").is_ok());
        assert!(year("26").is_err());
        assert_eq!(iso_duration("pt7h10m").unwrap(), "PT7H10M");
        assert!(iso_duration("7h").is_err());
        assert!(date_arg("2020-02-29").is_ok());
    }

    #[test]
    fn email_addresses_as_the_service_takes_them() {
        for ok in [
            "ana@example.com",
            "a.b+c_d-e@mail-1.example.co.uk",
            " j@x.io ",
        ] {
            assert_eq!(email(ok).unwrap(), ok.trim(), "{ok}");
        }
        for bad in [
            "2024-13",
            "ana@",
            "@example.com",
            "ana@example",
            "ana@example.",
            "a b@x.com",
            "ana@@x.com",
            "ana@x..com",
            "añа@x.com",
        ] {
            let e = email(bad).unwrap_err();
            assert!(
                e.message.contains("is not an e-mail address"),
                "{bad}: {}",
                e.message
            );
        }
        assert!(email(&format!("{}@example.com", "a".repeat(80))).is_err());
    }

    #[test]
    fn language_tags() {
        assert!(language("en-GB").is_ok());
        assert!(language("fr").is_ok());
        assert!(language("english").is_err());
    }
}
