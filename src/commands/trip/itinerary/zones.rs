//! Airports' time zones for the itinerary. A calendar application shows a flight at the
//! right hour only if the file says which zone its local times are in (RFC 5545 3.2.19,
//! `TZID`) and carries that zone's definition (3.6.5, `VTIMEZONE`). The zone of an
//! airport comes from the world's airport table; its rules from the IANA database
//! (chrono-tz), so a flight in July is written in summer time even when the itinerary
//! is written in December.

use chrono::{DateTime, Duration, NaiveDateTime, Offset, TimeZone, Timelike, Utc};
use chrono_tz::{OffsetComponents, OffsetName, Tz};

/// The IANA zone of an airport, if the airport table knows it.
pub(super) fn of(iata: &str) -> Option<Tz> {
    travel_sandbox::airport_time_zone(iata)?.parse().ok()
}

/// The offset from UTC of the local time `at` in `tz`: the earlier reading when the
/// clocks go back and `at` happens twice; None for a time the clocks skip.
pub(super) fn offset_at(tz: Tz, at: NaiveDateTime) -> Option<Duration> {
    let moment = tz.from_local_datetime(&at).earliest()?;
    Some(Duration::seconds(
        moment.offset().fix().local_minus_utc().into(),
    ))
}

/// One period of a zone's time: from `onset` (UTC) the clocks read `to` ahead of UTC,
/// having read `from` before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Observance {
    onset: DateTime<Utc>,
    from: i32,
    to: i32,
    daylight: bool,
}

/// Seconds east of UTC of `tz` at the instant `at`, and whether that is summer time.
fn reading(tz: Tz, at: DateTime<Utc>) -> (i32, bool) {
    let offset = tz.offset_from_utc_datetime(&at.naive_utc());
    (
        offset.fix().local_minus_utc(),
        !offset.dst_offset().is_zero(),
    )
}

/// The zone's abbreviation at the instant `at` (`CET`, `AEDT`), if it has one.
fn name_at(tz: Tz, at: DateTime<Utc>) -> Option<String> {
    let offset = tz.offset_from_utc_datetime(&at.naive_utc());
    offset.abbreviation().map(str::to_string)
}

/// The period of `tz` the instant `at` falls in: its onset is the last change of the
/// clocks before `at`, found by days back (a year and a little, since every zone
/// changes at most a few times a year) and then by halving to the second. A zone that
/// has not changed in that time is given one period from 1970.
fn observance(tz: Tz, at: DateTime<Utc>) -> Observance {
    let now = reading(tz, at);
    let same = |t: DateTime<Utc>| reading(tz, t) == now;
    let mut later = at;
    for _ in 0..400 {
        let earlier = later - Duration::days(1);
        if !same(earlier) {
            // the change lies in (earlier, later]: halve to the second
            let (mut before, mut after) = (earlier, later);
            while after - before > Duration::seconds(1) {
                let mid = before + (after - before) / 2;
                if same(mid) {
                    after = mid;
                } else {
                    before = mid;
                }
            }
            // the change falls on a whole second, the last one not after `after`:
            // two times of one period then find the very same onset, and their
            // period is written once
            return Observance {
                onset: after.with_nanosecond(0).unwrap_or(after),
                from: reading(tz, before).0,
                to: now.0,
                daylight: now.1,
            };
        }
        later = earlier;
    }
    Observance {
        onset: DateTime::<Utc>::UNIX_EPOCH,
        from: now.0,
        to: now.0,
        daylight: now.1,
    }
}

/// `+0100`, `-0530`: an offset as a VTIMEZONE writes it.
fn utc_offset(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let m = seconds.abs() / 60;
    format!("{sign}{:02}{:02}", m / 60, m % 60)
}

/// The `VTIMEZONE` of `tz` with the periods the local times `at` fall in, one each,
/// in time order.
pub(super) fn vtimezone(tz: Tz, at: &[NaiveDateTime]) -> String {
    let mut periods: Vec<(Observance, Option<String>)> = at
        .iter()
        .filter_map(|t| tz.from_local_datetime(t).earliest())
        .map(|m| {
            let utc = m.with_timezone(&Utc);
            (observance(tz, utc), name_at(tz, utc))
        })
        .collect();
    periods.sort();
    periods.dedup();
    let mut out = format!("BEGIN:VTIMEZONE\r\nTZID:{}\r\n", tz.name());
    for (p, name) in periods {
        let kind = if p.daylight { "DAYLIGHT" } else { "STANDARD" };
        // an observance starts at the local time of its onset as the clocks read it
        // before the change (RFC 5545 3.6.5)
        let start = p.onset.naive_utc() + Duration::seconds(p.from.into());
        out.push_str(&format!(
            "BEGIN:{kind}\r\nDTSTART:{}\r\nTZOFFSETFROM:{}\r\nTZOFFSETTO:{}\r\n",
            start.format("%Y%m%dT%H%M%S"),
            utc_offset(p.from),
            utc_offset(p.to),
        ));
        if let Some(name) = name {
            out.push_str(&format!("TZNAME:{name}\r\n"));
        }
        out.push_str(&format!("END:{kind}\r\n"));
    }
    out.push_str("END:VTIMEZONE\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn local(y: i32, m: u32, d: u32, h: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(y, m, d)
            .unwrap()
            .and_hms_opt(h, 0, 0)
            .unwrap()
    }

    #[test]
    fn madrid_in_winter_and_in_summer_are_two_periods_with_their_changes() {
        let tz: Tz = "Europe/Madrid".parse().unwrap();
        let block = vtimezone(tz, &[local(2026, 12, 4, 9), local(2027, 7, 2, 9)]);
        assert!(block.starts_with("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n"));
        // winter time began on 25 October 2026 at 03:00 summer time (01:00 UTC)
        assert!(
            block.contains(
                "BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\n"
            ),
            "{block}"
        );
        // summer time began on 28 March 2027 at 02:00 winter time
        assert!(
            block.contains(
                "BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\n"
            ),
            "{block}"
        );
        assert_eq!(
            offset_at(tz, local(2027, 7, 2, 9)),
            Some(Duration::hours(2))
        );
    }

    #[test]
    fn sydney_is_in_summer_time_in_december_and_dubai_never_changes() {
        let sydney: Tz = "Australia/Sydney".parse().unwrap();
        let block = vtimezone(sydney, &[local(2026, 12, 20, 7), local(2026, 12, 22, 7)]);
        assert_eq!(block.matches("BEGIN:DAYLIGHT").count(), 1, "{block}");
        assert!(block.contains("TZOFFSETTO:+1100"), "{block}");
        let dubai: Tz = "Asia/Dubai".parse().unwrap();
        let block = vtimezone(dubai, &[local(2026, 12, 20, 7)]);
        assert!(
            block.contains(
                "BEGIN:STANDARD\r\nDTSTART:19700101T040000\r\nTZOFFSETFROM:+0400\r\nTZOFFSETTO:+0400\r\n"
            ),
            "{block}"
        );
    }

    /// Any two times of one period (here every hour of a winter fortnight, and of two
    /// zones) give that period once: a calendar repeats no identical block.
    #[test]
    fn times_of_one_period_write_it_once() {
        for zone in [
            "Europe/London",
            "Europe/Rome",
            "America/New_York",
            "Asia/Tokyo",
        ] {
            let tz: Tz = zone.parse().unwrap();
            let times: Vec<NaiveDateTime> = (0..14 * 24)
                .step_by(7)
                .map(|h| local(2026, 12, 1, 0) + Duration::hours(h))
                .collect();
            let block = vtimezone(tz, &times);
            let periods =
                block.matches("BEGIN:STANDARD").count() + block.matches("BEGIN:DAYLIGHT").count();
            assert_eq!(periods, 1, "{block}");
        }
    }

    #[test]
    fn a_time_the_clocks_skip_has_no_offset() {
        let tz: Tz = "Europe/London".parse().unwrap();
        let skipped = NaiveDate::from_ymd_opt(2027, 3, 28)
            .unwrap()
            .and_hms_opt(1, 30, 0)
            .unwrap();
        assert_eq!(offset_at(tz, skipped), None);
        assert_eq!(of("LHR"), Some(tz));
        assert_eq!(of("ZZZ"), None);
    }
}
