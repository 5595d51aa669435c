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

use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

const FILE: &str = "bookings.jsonl";

#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Entry {
    /// Local id: `H-20261122-1a2b3c` (kind, date, a hash of the references).
    pub id: String,
    /// RFC 3339, UTC.
    pub time: String,
    /// test, production, or sandbox.
    pub environment: String,
    /// `hotel` or `flight`.
    pub kind: String,
    /// One line for a person: the hotel, the dates, the rooms.
    pub what: String,
    /// The service's ids of what was booked (one per room for hotels).
    pub ids: Vec<String>,
    /// Confirmation numbers and record locators.
    pub references: Vec<String>,
    pub guests: Vec<String>,
    pub total: String,
    pub currency: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_last4: Option<String>,
    /// What was booked, in a form that is the same for the same booking (the offer or
    /// the hotel and dates, or the flights; and who): a second booking of it is refused
    /// unless asked with `--again`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// What the line records: absent for a booking made; `cancelled` for the
    /// cancellation of the booking with the same ids; `uncertain` for a booking sent
    /// whose answer was lost (it may exist); `sending` for a booking about to be sent;
    /// `not-booked` for one the service refused or that was never sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// The id of the `sending` line this line settles (what came of that booking).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settles: Option<String>,
}

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

impl Entry {
    /// Whether the line records a booking (made, or maybe made), not a later event,
    /// in the journal `entries` it is part of (a settled `sending` line is not one:
    /// the line that settles it tells what came of it).
    pub fn is_booking(&self, entries: &[Entry]) -> bool {
        match self.event.as_deref() {
            None | Some(UNCERTAIN) => true,
            Some(SENDING) => !entries.iter().any(|e| {
                e.settles.as_deref() == Some(self.id.as_str())
                    && e.kind == self.kind
                    && e.key == self.key
            }),
            _ => false,
        }
    }

    /// Whether `wanted` names this booking: its journal id, a service id or a reference.
    pub fn is_named(&self, wanted: &str) -> bool {
        self.id == wanted
            || self.ids.iter().any(|i| i == wanted)
            || self
                .references
                .iter()
                .any(|r| r.eq_ignore_ascii_case(wanted))
    }
}

/// The state of a booking of the journal: `cancelled` when a later line cancels it,
/// `unknown` when its answer was lost or it was being sent when the process ended,
/// else `booked`.
pub fn state(entries: &[Entry], booking: &Entry) -> &'static str {
    let cancelled = entries.iter().any(|e| {
        e.event.as_deref() == Some(CANCELLED)
            && e.kind == booking.kind
            && e.ids.iter().any(|i| booking.ids.contains(i))
    });
    // a reset after it (the journal is in the order things happened) of its sandbox
    let reset = entries.iter().skip_while(|e| e.id != booking.id).any(|e| {
        e.event.as_deref() == Some(SANDBOX_RESET)
            && same_sandbox(&e.environment, &booking.environment)
    });
    if cancelled {
        CANCELLED
    } else if reset {
        GONE
    } else if matches!(booking.event.as_deref(), Some(UNCERTAIN | SENDING)) {
        "unknown"
    } else {
        "booked"
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
pub fn sandbox_reset(environments: &[String], state_file: &str) -> Result<()> {
    for environment in environments {
        append(&Entry {
            id: new_id("sandbox", &[]),
            time: now(),
            environment: environment.clone(),
            kind: "sandbox".into(),
            what: format!("sandbox reset ({state_file})"),
            event: Some(SANDBOX_RESET.into()),
            ..Default::default()
        })?;
    }
    Ok(())
}

/// The latest booking of this kind and key that still stands (booked, or maybe
/// booked), if any: not cancelled, and not at a sandbox reset since.
pub fn standing(entries: &[Entry], kind: &str, key: &str) -> Option<Entry> {
    entries
        .iter()
        .rev()
        .filter(|e| e.kind == kind && e.key.as_deref() == Some(key) && e.is_booking(entries))
        .find(|e| !matches!(state(entries, e), CANCELLED | GONE))
        .cloned()
}

/// Refuse (exit 2) a booking of this kind and key that the journal holds, naming it;
/// nothing is sent. One that may exist (its answer lost, or the process ended while
/// it was on the wire) is to be checked first.
pub fn refuse_a_second(kind: &str, key: &str) -> Result<()> {
    let (entries, _) = read()?;
    let Some(e) = standing(&entries, kind, key) else {
        return Ok(());
    };
    let state = state(&entries, &e);
    let references = if e.references.is_empty() {
        "unknown".to_string()
    } else {
        e.references.join(", ")
    };
    let error = Error::usage(format!(
        "this booking was already made: {} on {} (reference {references}, {state}); nothing was sent",
        e.id, e.time
    ));
    Err(if state == "unknown" {
        let check = if kind == "flight" {
            "`travel order show REFERENCE` once you have its reference"
        } else {
            "the hotel's confirmation"
        };
        error.with_hint(format!(
            "it was sent and its answer never read, so it MAY EXIST: check before booking again ({check}, `travel bookings show {}`); --again books a second one",
            e.id
        ))
    } else {
        error.with_hint(format!(
            "`travel bookings show {}` shows it; add --again if a second booking is wanted",
            e.id
        ))
    })
}

/// A booking written to the journal before it is sent, to be settled by what came of
/// it: whatever happens to the process once it is sent, the journal knows of it.
pub struct Sending {
    line: Entry,
}

/// What a failed booking request leaves.
pub enum Failed {
    /// Refused by the service, or never sent: nothing booked, and the journal says so.
    NotBooked,
    /// Sent and its answer lost: it may exist. The id under which the journal holds
    /// it as unknown (its `uncertain` line, or else its `sending` line).
    MayExist(String),
}

impl Sending {
    /// Append the `sending` line of `booking` (what, guests, total, key...; its ids,
    /// references and event are set here), before the booking is sent. When it cannot
    /// be written nothing must be sent.
    pub fn begin(booking: Entry) -> Result<Sending> {
        let line = Entry {
            id: new_id(&booking.kind, &[]),
            time: now(),
            ids: Vec::new(),
            references: Vec::new(),
            event: Some(SENDING.into()),
            settles: None,
            ..booking
        };
        append(&line)
            .map_err(|e| Error::new(e.kind, format!("{}: the booking was not sent", e.message)))?;
        Ok(Sending { line })
    }

    fn settle(
        &self,
        id: String,
        ids: Vec<String>,
        references: Vec<String>,
        event: Option<&str>,
    ) -> Entry {
        Entry {
            id,
            time: now(),
            ids,
            references,
            event: event.map(str::to_string),
            settles: Some(self.line.id.clone()),
            ..self.line.clone()
        }
    }

    /// The booking made: its line (settling the `sending` one), and whether it was
    /// written (the booking is made either way: a journal failure must not hide it).
    pub fn made(self, ids: Vec<String>, references: Vec<String>) -> (Entry, Result<()>) {
        let entry = self.settle(new_id(&self.line.kind, &references), ids, references, None);
        let written = append(&entry);
        (entry, written)
    }

    /// The request failed with `e`: written off as not booked when the service refused
    /// it or it never left, else recorded as `uncertain` (it may exist).
    pub fn failed(self, e: &Error) -> Failed {
        if may_exist(e) {
            let entry = self.settle(
                new_id(&self.line.kind, &[]),
                Vec::new(),
                Vec::new(),
                Some(UNCERTAIN),
            );
            Failed::MayExist(append(&entry).map_or(self.line.id, |()| entry.id))
        } else {
            // Unwritten, the `sending` line stands as unknown: a re-run is refused
            // until --again, which errs on the safe side.
            let _ = append(&self.settle(
                new_id(&self.line.kind, &[]),
                Vec::new(),
                Vec::new(),
                Some(NOT_BOOKED),
            ));
            Failed::NotBooked
        }
    }
}

/// Whether a booking request that failed with `e` may have been made: it was sent and
/// no answer said no (a lost connection, a timeout, a 5xx, an unreadable answer). A 4xx
/// refuses it; a connection never made sent nothing.
fn may_exist(e: &Error) -> bool {
    e.kind == crate::error::Kind::Unavailable && !e.message.starts_with("cannot connect")
}

/// The time of a line: RFC 3339, UTC, to the second.
fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

fn path() -> Result<PathBuf> {
    Ok(crate::ctx::user_paths()?.data.join(FILE))
}

/// Append one entry as one line with one write, then sync.
pub fn append(entry: &Entry) -> Result<()> {
    let p = path()?;
    if let Some(dir) = p.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut line = serde_json::to_vec(entry)?;
    line.push(b'\n');
    // A new journal's name must outlive a power cut as its first line does.
    let new = !p.exists();
    let mut opts = OpenOptions::new();
    opts.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut file = opts
        .open(&p)
        .map_err(|e| Error::unexpected(format!("cannot open the journal {}: {e}", p.display())))?;
    // A crash may have left half a line at the end: start a fresh line so this entry
    // is not glued to it (the reader skips the torn one).
    if ends_torn(&p) {
        line.insert(0, b'\n');
    }
    // Test switch: TRAVEL_TEST_STOP_MID_JOURNAL_WRITE writes half the line, syncs it and
    // waits there for good, so a test can kill the process at that exact moment
    // (tests/hotels.rs, killed_bookings_leave_a_readable_journal).
    if std::env::var_os("TRAVEL_TEST_STOP_MID_JOURNAL_WRITE").is_some() {
        file.write_all(&line[..line.len() / 2])?;
        file.sync_all()?;
        loop {
            std::thread::park();
        }
    }
    file.write_all(&line)?;
    file.sync_all()?;
    if let Some(dir) = p.parent().filter(|_| new) {
        crate::fsutil::sync_dir(dir);
    }
    Ok(())
}

fn ends_torn(p: &std::path::Path) -> bool {
    use std::io::{Read, Seek, SeekFrom};
    let Ok(mut f) = std::fs::File::open(p) else {
        return false;
    };
    let mut last = [0u8; 1];
    f.seek(SeekFrom::End(-1)).is_ok() && f.read_exact(&mut last).is_ok() && last[0] != b'\n'
}

/// Every readable entry, oldest first, and the number of damaged lines skipped.
pub fn read() -> Result<(Vec<Entry>, usize)> {
    let p = path()?;
    // Bytes, not text: a line torn by a crash may end inside a multi-byte character,
    // and that must cost only its own line, not the whole journal.
    let bytes = match std::fs::read(&p) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((Vec::new(), 0)),
        Err(e) => {
            return Err(Error::unexpected(format!(
                "cannot read {}: {e}",
                p.display()
            )))
        }
    };
    Ok(parse(&bytes))
}

/// The entries of a journal's bytes, and the number of damaged lines skipped.
fn parse(bytes: &[u8]) -> (Vec<Entry>, usize) {
    let mut entries = Vec::new();
    let mut damaged = 0;
    for line in bytes
        .split(|&b| b == b'\n')
        .filter(|l| !l.trim_ascii().is_empty())
    {
        match serde_json::from_slice(line) {
            Ok(e) => entries.push(e),
            Err(_) => damaged += 1,
        }
    }
    (entries, damaged)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_differ_even_for_the_same_references() {
        let a = new_id("hotel", &["ABC".into()]);
        assert_ne!(a, new_id("hotel", &["ABC".into()]));
        assert!(a.starts_with("H-"));
    }

    fn entry(id: &str, ids: &[&str], event: Option<&str>) -> Entry {
        Entry {
            id: id.into(),
            time: String::new(),
            environment: "sandbox".into(),
            kind: "flight".into(),
            what: String::new(),
            ids: ids.iter().map(|s| s.to_string()).collect(),
            references: vec!["ABC123".into()],
            guests: Vec::new(),
            total: String::new(),
            currency: String::new(),
            card_last4: None,
            key: Some("k".into()),
            event: event.map(str::to_string),
            settles: None,
        }
    }

    #[test]
    fn a_line_torn_inside_a_character_costs_only_itself() {
        let mut guest = entry("F-1", &["O1"], None);
        guest.guests = vec!["Zoë Ångström".into()];
        let mut bytes = serde_json::to_vec(&guest).unwrap();
        bytes.push(b'\n');
        let whole = bytes.clone();
        // the next line cut after the first byte of `ë`
        let torn = serde_json::to_vec(&entry("F-2", &["O2"], None)).unwrap();
        bytes.extend_from_slice(&torn[..torn.len() / 2]);
        bytes.extend_from_slice(&"ë".as_bytes()[..1]);
        assert!(std::str::from_utf8(&bytes).is_err());
        assert_eq!(parse(&bytes), (vec![guest.clone()], 1));
        // a line appended after it stands on its own
        bytes.push(b'\n');
        bytes.extend_from_slice(&whole);
        assert_eq!(parse(&bytes), (vec![guest.clone(), guest], 1));
    }

    #[test]
    fn a_sandbox_reset_after_a_booking_leaves_it_gone_and_no_other() {
        let reset = |env: &str| Entry {
            id: "S-1".into(),
            environment: env.into(),
            kind: "sandbox".into(),
            event: Some(SANDBOX_RESET.into()),
            ..Default::default()
        };
        let in_process = entry("F-1", &["O1"], None);
        let mut served = entry("F-2", &["O2"], None);
        served.environment = "sandbox via http://localhost:8000".into();
        let mut real = entry("F-3", &["O3"], None);
        real.environment = "production".into();
        let mut all = vec![in_process.clone(), served.clone(), real.clone()];
        all.push(reset("sandbox via http://127.0.0.1:8000"));
        // the served one, known by its port; the in-process one not reset
        assert_eq!(state(&all, &served), GONE);
        assert_eq!(state(&all, &in_process), "booked");
        all.push(reset("sandbox"));
        assert_eq!(state(&all, &in_process), GONE);
        assert_eq!(state(&all, &real), "booked");
        // gone, it no longer stands in the way of the same booking
        assert!(standing(&all, "flight", "k").is_some_and(|e| e.id == "F-3"));
        // a booking made after the reset stands
        let after = entry("F-4", &["O4"], None);
        all.push(after.clone());
        assert_eq!(state(&all, &after), "booked");
    }

    #[test]
    fn a_cancellation_line_ends_the_booking_it_names() {
        let booked = entry("F-1", &["O1"], None);
        let mut all = vec![booked.clone()];
        assert_eq!(state(&all, &booked), "booked");
        assert_eq!(standing(&all, "flight", "k").unwrap().id, "F-1");
        assert!(standing(&all, "hotel", "k").is_none());
        all.push(entry("F-2", &["O1"], Some(CANCELLED)));
        assert_eq!(state(&all, &booked), "cancelled");
        assert!(standing(&all, "flight", "k").is_none());
        let lost = entry("F-3", &[], Some(UNCERTAIN));
        all.push(lost.clone());
        assert_eq!(state(&all, &lost), "unknown");
        assert_eq!(standing(&all, "flight", "k").unwrap().id, "F-3");
        assert!(booked.is_named("abc123") && booked.is_named("O1") && booked.is_named("F-1"));
    }

    #[test]
    fn a_sending_line_stands_as_unknown_until_a_later_line_settles_it() {
        let mut sent = entry("F-1", &[], Some(SENDING));
        sent.references.clear();
        let mut all = vec![sent.clone()];
        assert!(sent.is_booking(&all));
        assert_eq!(state(&all, &sent), "unknown");
        assert_eq!(standing(&all, "flight", "k").unwrap().id, "F-1");
        // made: only the booking's line is one
        let mut made = entry("F-2", &["O1"], None);
        made.settles = Some("F-1".into());
        all.push(made.clone());
        assert!(!sent.is_booking(&all) && made.is_booking(&all));
        assert_eq!(standing(&all, "flight", "k").unwrap().id, "F-2");
        // refused: nothing stands
        let mut refused = entry("F-3", &[], Some(NOT_BOOKED));
        refused.settles = Some("F-1".into());
        let all = vec![sent.clone(), refused.clone()];
        assert!(!sent.is_booking(&all) && !refused.is_booking(&all));
        assert!(standing(&all, "flight", "k").is_none());
        // a line of another booking does not settle it
        let mut other = refused;
        other.key = Some("other".into());
        let all = vec![sent.clone(), other];
        assert_eq!(standing(&all, "flight", "k").unwrap().id, "F-1");
    }
}
