//! The booking journal: every booking the tool makes, one JSON line each, appended to
//! a file in the user data directory.
//!
//! Append-only and synced: a crash can at worst leave a partial last line, which the
//! reader skips (even when it ends inside a character); earlier entries are never
//! rewritten, so never lost. Never replaced either: one line appended in one write
//! needs no temporary file, and two processes booking at once both keep their line.
//! Card numbers are never written (at most their last four digits).
//!
//! A booking is written before it is sent (a `sending` line), then settled by a line
//! naming it: the booking made, `uncertain` when its answer was lost, or `not-booked`
//! when the service refused it or it was never sent. A process killed while the
//! booking is on the wire leaves its `sending` line unsettled: it stands as a booking
//! that may exist, so a re-run does not send it a second time unasked.
//!
//! Read once: a pass over the lines notes what each says in a few maps and works out
//! every booking's state from them (`joined`), so listing a year's journal costs the
//! year, not its square. The double-booking check asks an index kept beside the
//! journal instead (`index`), brought up to date with the lines appended since it was
//! last asked: its cost does not grow with the journal. The journal stays the one
//! record; the index is rebuilt from it whenever it does not match it.

mod file;
mod index;
mod joined;
mod lock;
mod says;
mod sending;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub use file::{append, path};
pub use joined::Journal;
pub use sending::{is_practice, Failed, Sending};

/// A line of the journal. Its strings are `String`s, or `Text` borrowed from the bytes
/// of a line being read (`Entry<Text>`): a pass over a year's journal reads each line
/// without copying its strings out of it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Entry<S = String> {
    /// Local id: `H-20261122-1a2b3c` (kind, date, a hash of the references).
    pub id: S,
    /// RFC 3339, UTC.
    pub time: S,
    /// test, production, or sandbox.
    pub environment: S,
    /// `hotel` or `flight`.
    pub kind: S,
    /// One line for a person: the hotel, the dates, the rooms.
    pub what: S,
    /// The service's ids of what was booked (one per room for hotels).
    pub ids: Vec<S>,
    /// Confirmation numbers and record locators.
    pub references: Vec<S>,
    pub guests: Vec<S>,
    pub total: S,
    pub currency: S,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_last4: Option<S>,
    /// What was booked, in a form that is the same for the same booking (the offer or
    /// the hotel and dates, or the flights; and who): a second booking of it is refused
    /// unless asked with `--again`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<S>,
    /// What the line records: absent for a booking made; `cancelled` for the
    /// cancellation of the booking with the same ids; `uncertain` for a booking sent
    /// whose answer was lost (it may exist); `sending` for a booking about to be sent;
    /// `not-booked` for one the service refused or that was never sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<S>,
    /// The id of the `sending` line this line settles (what came of that booking).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settles: Option<S>,
    /// The trip the booking was made in (`travel trip`); absent without one, and on
    /// the lines of journals written before trips.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trip: Option<S>,
    /// When what was booked begins, local time where it happens: the first flight's
    /// departure (`YYYY-MM-DDTHH:MM:SS`), or the check-in date (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts: Option<S>,
    /// When it ends: the last flight's arrival, or the check-out date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<S>,
    /// The moment by which the booking needs a decision (local time, a date or a date
    /// and time), what `travel bookings due` lists; see `deadline_for`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<S>,
    /// What falls due at `deadline`: `ticketing` (a flight order is ticketed then),
    /// `lapse` (a flight order agreed to be ticketed by then or cancelled lapses unless
    /// ticketed) or `cancellation` (a hotel's free cancellation ends).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_for: Option<S>,
    /// A hotel booking guaranteed by a deposit: the moment the hotel charges it (local
    /// time), a second deadline of the booking in `bookings due`...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit_due: Option<S>,
    /// ...and its amount, in `currency`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit: Option<S>,
}

/// A string of a line as read: borrowed from the line's bytes, unless it holds an
/// escape (`\"`, `\u00e9`) and had to be unescaped.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Text<'a>(Cow<'a, str>);

impl AsRef<str> for Text<'_> {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Text<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Text<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E>(self, v: &'de str) -> std::result::Result<Text<'de>, E> {
                Ok(Text(Cow::Borrowed(v)))
            }
            fn visit_str<E>(self, v: &str) -> std::result::Result<Text<'de>, E> {
                Ok(Text(Cow::Owned(v.to_owned())))
            }
            fn visit_string<E>(self, v: String) -> std::result::Result<Text<'de>, E> {
                Ok(Text(Cow::Owned(v)))
            }
        }
        d.deserialize_str(Visit)
    }
}

impl Entry<Text<'_>> {
    /// The line with its strings its own.
    pub fn to_owned_entry(&self) -> Entry {
        let text = |t: &Text| t.as_ref().to_string();
        let all = |v: &[Text]| v.iter().map(text).collect();
        let some = |o: &Option<Text>| o.as_ref().map(text);
        Entry {
            id: text(&self.id),
            time: text(&self.time),
            environment: text(&self.environment),
            kind: text(&self.kind),
            what: text(&self.what),
            ids: all(&self.ids),
            references: all(&self.references),
            guests: all(&self.guests),
            total: text(&self.total),
            currency: text(&self.currency),
            card_last4: some(&self.card_last4),
            key: some(&self.key),
            event: some(&self.event),
            settles: some(&self.settles),
            trip: some(&self.trip),
            starts: some(&self.starts),
            ends: some(&self.ends),
            deadline: some(&self.deadline),
            deadline_for: some(&self.deadline_for),
            deposit_due: some(&self.deposit_due),
            deposit: some(&self.deposit),
        }
    }
}

/// A booking line as --json shows it: the line's fields, then its `state`.
#[derive(Serialize)]
pub struct Shown<'a, S: Serialize = String> {
    #[serde(flatten)]
    pub entry: &'a Entry<S>,
    pub state: &'a str,
}

/// What falls due at a booking's deadline: its tickets (a flight order).
pub const TICKETING: &str = "ticketing";
/// What falls due at a booking's deadline: a flight order agreed to be ticketed by
/// then or cancelled (`DELAY_TO_CANCEL`) lapses unless ticketed.
pub const LAPSE: &str = "lapse";
/// What falls due at a booking's deadline: its free cancellation ends (a hotel).
pub const CANCELLATION: &str = "cancellation";
/// What falls due at a hotel booking's `deposit_due`: the hotel charges its deposit.
pub const DEPOSIT: &str = "deposit";

/// An event: a booking cancelled.
pub const CANCELLED: &str = "cancelled";
/// An event: a booking sent whose answer was lost.
pub const UNCERTAIN: &str = "uncertain";
/// An event: a booking about to be sent; it stands as `unknown` until a later line
/// settles it.
pub const SENDING: &str = "sending";
/// An event: the booking of a `sending` line was not made (refused, or never sent).
pub const NOT_BOOKED: &str = "not-booked";
/// An event: `travel sandbox reset` cleared the sandbox named by the line's
/// `environment`; what was booked there before it is gone.
pub const SANDBOX_RESET: &str = "sandbox-reset";
/// The state of a booking made at a sandbox cleared since.
pub const GONE: &str = "gone";

impl<S: AsRef<str>> Entry<S> {
    /// Whether `wanted` names this booking: its journal id, a service id or a reference.
    pub fn is_named(&self, wanted: &str) -> bool {
        self.id.as_ref() == wanted
            || self.ids.iter().any(|i| i.as_ref() == wanted)
            || self
                .references
                .iter()
                .any(|r| r.as_ref().eq_ignore_ascii_case(wanted))
    }
}

/// Whether two environments of the journal name the same sandbox: `sandbox` (the
/// in-process one), or `sandbox via URL` of a served one, known by its port on this
/// machine (`localhost:8000` and `127.0.0.1:8000` are one).
fn same_sandbox(a: &str, b: &str) -> bool {
    let port = |env: &str| {
        let url = env.strip_prefix("sandbox via ")?;
        url::Url::parse(url).ok()?.port_or_known_default()
    };
    a.starts_with("sandbox") && (a == b || port(a).is_some_and(|p| port(b) == Some(p)))
}

/// Record that `travel sandbox reset` cleared these sandboxes (`sandbox`, or `sandbox
/// via URL` for each server of the file): what the journal holds of them is gone.
pub fn sandbox_reset(
    paths: &crate::paths::Paths,
    environments: &[String],
    state_file: &str,
) -> Result<()> {
    for environment in environments {
        append(
            &path(paths),
            &Entry {
                id: new_id("sandbox", &[]),
                time: now(),
                environment: environment.clone(),
                kind: "sandbox".into(),
                what: format!("sandbox reset ({state_file})"),
                event: Some(SANDBOX_RESET.into()),
                ..Default::default()
            },
        )?;
    }
    Ok(())
}

/// Refuse (exit 2) a booking of this kind and key that the journal holds, naming it;
/// nothing is sent. One that may exist (its answer lost, or the process ended while
/// it was on the wire) is to be checked first; one whose `sending` line nothing has
/// settled yet may also be on the wire from another process right now.
pub fn refuse_a_second(journal: &std::path::Path, kind: &str, key: &str) -> Result<()> {
    let Some((e, state)) = standing(journal, kind, key)? else {
        return Ok(());
    };
    let references = if e.references.is_empty() {
        "unknown".to_string()
    } else {
        e.references.join(", ")
    };
    let unsettled = e.event.as_deref() == Some(SENDING);
    let error = Error::usage(if unsettled {
        format!(
            "this booking was already made, or is being made: {} sent on {} (reference {references}, {state}); nothing was sent",
            e.id, e.time
        )
    } else {
        format!(
            "this booking was already made: {} on {} (reference {references}, {state}); nothing was sent",
            e.id, e.time
        )
    });
    Err(if state == "unknown" {
        let check = if kind == "flight" {
            "`travel order show REFERENCE` once you have its reference"
        } else {
            "the hotel's confirmation"
        };
        let how = if unsettled {
            "it was sent and its answer is not in the journal: another travel may be waiting for it right now, or ended before it came"
        } else {
            "it was sent and its answer never read"
        };
        error.with_hint(format!(
            "{how}, so it MAY EXIST: check before booking again ({check}, `travel bookings show {}`); --again books a second one",
            e.id
        ))
    } else {
        error.with_hint(format!(
            "`travel bookings show {}` shows it; add --again if a second booking is wanted",
            e.id
        ))
    })
}

/// The latest booking of this kind and key that still stands (booked, or maybe
/// booked), with its state: from the index, or, where the index cannot be used (a
/// read-only or full disk, a file system without locks), from the journal read whole.
fn standing(
    journal: &std::path::Path,
    kind: &str,
    key: &str,
) -> Result<Option<(Entry, &'static str)>> {
    match index::standing(journal, kind, key) {
        Ok(found) => Ok(found),
        Err(_) => Journal::read_from(journal)?.standing(kind, key),
    }
}

/// The time of a line: RFC 3339, UTC, to the second.
fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// A journal id: the kind's letter, the date, and six hex digits of the references and
/// the moment (a reset sandbox may hand out the same references again).
pub fn new_id(kind: &str, references: &[String]) -> String {
    let letter = kind.chars().next().unwrap_or('X').to_ascii_uppercase();
    let now = chrono::Utc::now();
    let date = now.format("%Y%m%d");
    let stamp = now.timestamp_nanos_opt().unwrap_or(0);
    let hash = travel_core::stable::fnv1a(format!("{}@{stamp}", references.join(",")).as_bytes());
    format!("{letter}-{date}-{:06x}", hash & 0xff_ffff)
}

/// Every readable entry of the user's journal, oldest first: what tests look at.
#[cfg(test)]
pub fn entries(paths: &crate::paths::Paths) -> Vec<Entry> {
    let bytes = std::fs::read(path(paths)).unwrap_or_default();
    bytes
        .split(|&b| b == b'\n')
        .filter_map(|l| serde_json::from_slice(l).ok())
        .collect()
}

#[cfg(test)]
mod tests;
