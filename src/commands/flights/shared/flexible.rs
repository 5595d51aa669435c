//! The flexible search's filters the service has no parameter for: a window for the
//! departure or the arrival, the most stops, the longest journey. They are applied to
//! the service's answer, before the offers are numbered, and the search says so.

use chrono::NaiveTime;

use crate::format::parse_duration_minutes;
use travel_core::model::flight::{ItinerarySummary, OfferSummary};

/// The flexible filters of `flights search`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Flexible {
    /// Only offers leaving in this window, local time (HH:MM-HH:MM; 22:00-06:00 spans
    /// midnight): the first for the outbound, a second for the return or next leg
    #[arg(long, value_name = "HH:MM-HH:MM", value_parser = window)]
    pub depart_between: Vec<Window>,

    /// Only offers arriving in this window, local time: as --depart-between
    #[arg(long, value_name = "HH:MM-HH:MM", value_parser = window)]
    pub arrive_between: Vec<Window>,

    /// At most this many stops each way (0: nonstop, as --nonstop)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=4),
          allow_negative_numbers = true)]
    pub max_stops: Option<u8>,

    /// At most this long each way, stops included (e.g. 7h, 7h30m, 90m)
    #[arg(long, value_name = "DURATION", value_parser = duration)]
    pub max_duration: Option<i64>,
}

/// A time-of-day window; `from` after `to` spans midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub from: NaiveTime,
    pub to: NaiveTime,
}

impl Window {
    fn holds(self, t: NaiveTime) -> bool {
        if self.from <= self.to {
            self.from <= t && t <= self.to
        } else {
            t >= self.from || t <= self.to
        }
    }
}

fn window(s: &str) -> Result<Window, String> {
    let bad = || format!("{s:?} is not a window of the day: give HH:MM-HH:MM, e.g. 06:00-12:00");
    let (a, b) = s.trim().split_once('-').ok_or_else(bad)?;
    let time = |t: &str| NaiveTime::parse_from_str(t.trim(), "%H:%M").map_err(|_| bad());
    Ok(Window {
        from: time(a)?,
        to: time(b)?,
    })
}

/// Minutes, from `7h`, `7h30m` or `90m`.
fn duration(s: &str) -> Result<i64, String> {
    travel_core::clock::span(s)
        .filter(|secs| secs % 60 == 0 && *secs < 100 * 3600)
        .map(|secs| secs / 60)
        .ok_or_else(|| format!("{s:?} is not a duration: e.g. 7h, 7h30m or 90m"))
}

impl Flexible {
    /// The filters given, as the command line names them.
    pub fn given(&self) -> Vec<&'static str> {
        [
            (!self.depart_between.is_empty(), "--depart-between"),
            (!self.arrive_between.is_empty(), "--arrive-between"),
            (self.max_stops.is_some_and(|n| n > 0), "--max-stops"),
            (self.max_duration.is_some(), "--max-duration"),
        ]
        .into_iter()
        .filter_map(|(given, name)| given.then_some(name))
        .collect()
    }

    /// Whether the offer passes every filter given.
    pub fn keeps(&self, o: &OfferSummary) -> bool {
        o.itineraries.iter().enumerate().all(|(i, it)| {
            let window_ok = |windows: &[Window], at: Option<&String>| {
                windows.get(i).is_none_or(|w| {
                    at.and_then(|at| crate::format::parse_local(at))
                        .is_some_and(|at| w.holds(at.time()))
                })
            };
            let stops = it.segments.len().saturating_sub(1);
            window_ok(
                &self.depart_between,
                it.segments.first().map(|s| &s.departure.at),
            ) && window_ok(
                &self.arrive_between,
                it.segments.last().map(|s| &s.arrival.at),
            ) && self.max_stops.is_none_or(|n| stops <= usize::from(n))
                && self
                    .max_duration
                    .is_none_or(|most| minutes(it).is_some_and(|m| m <= most))
        })
    }
}

fn minutes(it: &ItinerarySummary) -> Option<i64> {
    it.duration.as_deref().and_then(parse_duration_minutes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer(legs: &[(&str, &str, usize, &str)]) -> OfferSummary {
        serde_json::from_value(serde_json::json!({
            "itineraries": legs.iter().map(|(dep, arr, segs, dur)| {
                let mut segments = vec![serde_json::json!({"departure": {"at": dep}, "arrival": {"at": arr}}); *segs];
                segments[0]["departure"]["at"] = serde_json::json!(dep);
                segments[segs - 1]["arrival"]["at"] = serde_json::json!(arr);
                serde_json::json!({"duration": dur, "segments": segments})
            }).collect::<Vec<_>>()
        }))
        .unwrap()
    }

    #[test]
    fn windows_stops_and_durations_are_each_ways() {
        let o = offer(&[
            ("2026-12-15T07:10:00", "2026-12-15T13:40:00", 2, "PT6H30M"),
            ("2026-12-22T23:30:00", "2026-12-23T05:00:00", 1, "PT5H30M"),
        ]);
        let f = |args: &[&str]| {
            #[derive(clap::Parser)]
            struct P {
                #[command(flatten)]
                f: Flexible,
            }
            <P as clap::Parser>::parse_from(std::iter::once("t").chain(args.iter().copied())).f
        };
        assert!(f(&["--depart-between", "06:00-08:00"]).keeps(&o));
        assert!(!f(&["--depart-between", "08:00-12:00"]).keeps(&o));
        // the second window is the return's, and may span midnight
        assert!(f(&[
            "--depart-between",
            "06:00-08:00",
            "--depart-between",
            "22:00-01:00"
        ])
        .keeps(&o));
        assert!(!f(&[
            "--depart-between",
            "06:00-08:00",
            "--depart-between",
            "06:00-12:00"
        ])
        .keeps(&o));
        assert!(f(&["--arrive-between", "13:00-14:00"]).keeps(&o));
        assert!(f(&["--max-stops", "1"]).keeps(&o));
        assert!(!f(&["--max-stops", "0"]).keeps(&o));
        assert!(f(&["--max-duration", "6h30m"]).keeps(&o));
        assert!(!f(&["--max-duration", "6h"]).keeps(&o));
        assert_eq!(
            f(&["--max-stops", "0", "--max-duration", "6h"]).given(),
            ["--max-duration"]
        );
        assert!(window("25:00-01:00").is_err() && window("0600").is_err());
        assert!(duration("soon").is_err());
    }
}
