//! The journal read once and through its index, against the rules as first written:
//! every line against every other (`oracle`), which is slow but plain.

use std::io::Write;
use std::path::PathBuf;

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
        ..Default::default()
    }
}

/// A journal file in a scratch directory, its index beside it.
struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    fn with(lines: &[Entry]) -> Scratch {
        let s = Scratch {
            dir: tempfile::tempdir().unwrap(),
        };
        for e in lines {
            s.push(e);
        }
        s
    }

    fn path(&self) -> PathBuf {
        self.dir.path().join("bookings.jsonl")
    }

    fn index(&self) -> PathBuf {
        self.dir.path().join("bookings.index")
    }

    fn push(&self, e: &Entry) {
        let mut line = serde_json::to_vec(e).unwrap();
        line.push(b'\n');
        self.push_bytes(&line);
    }

    fn push_bytes(&self, bytes: &[u8]) {
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.path())
            .unwrap();
        f.write_all(bytes).unwrap();
    }

    /// Every booking's id and state, newest first.
    fn states(&self) -> Vec<(String, &'static str)> {
        Journal::read_from(&self.path())
            .unwrap()
            .newest_first()
            .map(|b| b.map(|(e, state)| (e.id, state)).unwrap())
            .collect()
    }

    fn state(&self, id: &str) -> &'static str {
        self.states()
            .into_iter()
            .find(|(i, _)| i == id)
            .unwrap_or_else(|| panic!("{id} is no booking"))
            .1
    }

    /// The id of the booking that stands for this kind and key, as the index says, and
    /// as the journal read whole says.
    fn standing(&self, kind: &str, key: &str) -> Option<String> {
        self.standing_line(kind, key).map(|e| e.id)
    }

    fn standing_line(&self, kind: &str, key: &str) -> Option<Entry> {
        let indexed = index::standing(&self.path(), kind, key).unwrap_or_else(|e| panic!("{e}"));
        let read = Journal::read_from(&self.path())
            .unwrap()
            .standing(kind, key)
            .unwrap();
        assert_eq!(indexed, read, "the index and the journal read whole agree");
        indexed.map(|(e, _)| e)
    }
}

#[test]
fn lines_from_before_trips_read_as_they_were_and_new_fields_read_back() {
    // a line as travel wrote it before trips and deadlines were kept
    let old = r#"{"id":"F-1","time":"2026-11-22T10:00:00Z","environment":"sandbox","kind":"flight","what":"IB87 MAD-BCN","ids":["O1"],"references":["ABC123"],"guests":["ADA LOVELACE"],"total":"97.98","currency":"EUR","key":"k"}"#;
    let s = Scratch::with(&[]);
    s.push_bytes(format!("{old}\n").as_bytes());
    let mut new = entry("F-2", &["O2"], None);
    new.key = Some("k2".into());
    new.trip = Some("smith".into());
    new.starts = Some("2026-12-15T10:00:00".into());
    new.deadline = Some("2026-12-01".into());
    new.deadline_for = Some(TICKETING.into());
    new.deposit_due = Some("2026-12-01T23:59:00".into());
    new.deposit = Some("30.00".into());
    s.push(&new);
    let journal = Journal::read_from(&s.path()).unwrap();
    assert_eq!(journal.damaged(), 0);
    let all: Vec<(Entry, &str)> = journal.all_where(|_, _| true).unwrap();
    assert_eq!(all.len(), 2);
    let (old, state) = &all[1];
    assert_eq!((old.id.as_str(), *state), ("F-1", "booked"));
    assert_eq!((old.trip.as_deref(), old.starts.as_deref()), (None, None));
    assert_eq!(all[0].0, new);
    let in_trip = journal
        .all_where(|e, _| e.trip.as_ref().is_some_and(|t| t.as_ref() == "smith"))
        .unwrap();
    assert_eq!(in_trip.len(), 1);
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
    let s = Scratch::with(&[]);
    s.push_bytes(&bytes);
    let journal = Journal::read_from(&s.path()).unwrap();
    assert_eq!(journal.damaged(), 1);
    assert_eq!(s.states(), vec![("F-1".to_string(), "booked")]);
    // the index stops before the torn line, and takes up what follows it
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    // a line appended after it stands on its own
    s.push_bytes(b"\n");
    s.push_bytes(&whole);
    let journal = Journal::read_from(&s.path()).unwrap();
    assert_eq!(journal.damaged(), 1);
    assert_eq!(s.states().len(), 2);
    let mut cancel = entry("F-3", &["O1"], Some(CANCELLED));
    cancel.key = None;
    s.push(&cancel);
    assert_eq!(s.standing("flight", "k"), None, "both F-1, both cancelled");
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
    let s = Scratch::with(&[in_process, served, real]);
    s.push(&reset("sandbox via http://127.0.0.1:8000"));
    // the served one, known by its port; the in-process one not reset
    assert_eq!(s.state("F-2"), GONE);
    assert_eq!(s.state("F-1"), "booked");
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-3"));
    s.push(&reset("sandbox"));
    assert_eq!(s.state("F-1"), GONE);
    assert_eq!(s.state("F-3"), "booked");
    // gone, it no longer stands in the way of the same booking
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-3"));
    // a booking made after the reset stands
    s.push(&entry("F-4", &["O4"], None));
    assert_eq!(s.state("F-4"), "booked");
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-4"));
}

#[test]
fn a_cancellation_line_ends_the_booking_it_names() {
    let booked = entry("F-1", &["O1"], None);
    let s = Scratch::with(std::slice::from_ref(&booked));
    assert_eq!(s.state("F-1"), "booked");
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    assert_eq!(s.standing("hotel", "k"), None);
    assert_eq!(s.standing("flight", "other"), None);
    // a hotel's cancellation of the same id is not the flight's
    let mut hotel = entry("H-1", &["O1"], Some(CANCELLED));
    hotel.kind = "hotel".into();
    s.push(&hotel);
    assert_eq!(s.state("F-1"), "booked");
    s.push(&entry("F-2", &["O1"], Some(CANCELLED)));
    assert_eq!(s.state("F-1"), "cancelled");
    assert_eq!(s.standing("flight", "k"), None);
    s.push(&entry("F-3", &[], Some(UNCERTAIN)));
    assert_eq!(s.state("F-3"), "unknown");
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-3"));
    assert!(booked.is_named("abc123") && booked.is_named("O1") && booked.is_named("F-1"));
}

#[test]
fn a_sending_line_stands_as_unknown_until_a_later_line_settles_it() {
    let mut sent = entry("F-1", &[], Some(SENDING));
    sent.references.clear();
    let s = Scratch::with(std::slice::from_ref(&sent));
    assert_eq!(s.states(), vec![("F-1".to_string(), "unknown")]);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    // made: only the booking's line is one
    let mut made = entry("F-2", &["O1"], None);
    made.settles = Some("F-1".into());
    s.push(&made);
    assert_eq!(s.states(), vec![("F-2".to_string(), "booked")]);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-2"));
    // refused: nothing stands
    let mut refused = entry("F-3", &[], Some(NOT_BOOKED));
    refused.settles = Some("F-1".into());
    let s = Scratch::with(&[sent.clone(), refused.clone()]);
    assert_eq!(s.states(), vec![]);
    assert_eq!(s.standing("flight", "k"), None);
    // a line of another booking does not settle it
    let mut other = refused;
    other.key = Some("other".into());
    let s = Scratch::with(&[sent, other]);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
}

/// The index file's own view: the journal bytes it says it holds.
fn indexed_up_to(s: &Scratch) -> i64 {
    rusqlite::Connection::open(s.index())
        .unwrap()
        .query_row("SELECT up_to FROM extent", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn the_index_is_made_for_a_journal_without_one_and_follows_what_is_appended() {
    let s = Scratch::with(&[entry("F-1", &["O1"], None)]);
    assert!(!s.index().exists(), "a journal as older travels leave it");
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    assert!(s.index().exists());
    let size = std::fs::metadata(s.path()).unwrap().len() as i64;
    assert_eq!(indexed_up_to(&s), size);
    // appended by another process: taken up at the next check, and only that
    s.push(&entry("F-2", &["O1"], Some(CANCELLED)));
    assert_eq!(s.standing("flight", "k"), None);
    s.push(&entry("F-3", &["O3"], None));
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-3"));
    assert_eq!(
        indexed_up_to(&s),
        std::fs::metadata(s.path()).unwrap().len() as i64
    );
    // no journal: no booking, and no index made for nothing
    let none = Scratch::with(&[]);
    assert_eq!(none.standing("flight", "k"), None);
    assert!(!none.index().exists());
}

#[test]
fn an_index_that_no_longer_matches_its_journal_is_rebuilt() {
    let s = Scratch::with(&[entry("F-1", &["O1"], None), entry("F-2", &["O2"], None)]);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-2"));
    // the journal replaced by a shorter one: the index holds more than it
    std::fs::remove_file(s.path()).unwrap();
    s.push(&entry("F-9", &["O9"], None));
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-9"));
    // replaced by one as long, whose last line differs: the digests tell
    let before = std::fs::read(s.path()).unwrap();
    std::fs::remove_file(s.path()).unwrap();
    let mut other = entry("F-8", &["O8"], None);
    other.key = Some("x".into());
    s.push(&other);
    assert_eq!(std::fs::read(s.path()).unwrap().len(), before.len());
    assert_eq!(s.standing("flight", "k"), None);
    assert_eq!(s.standing("flight", "x").as_deref(), Some("F-8"));
    // longer, with other lines where the index had some: rebuilt too
    std::fs::remove_file(s.path()).unwrap();
    s.push(&entry("F-7", &["O7"], Some(CANCELLED)));
    s.push(&entry("F-6", &["O6"], None));
    s.push(&entry("F-5", &["O5"], None));
    assert_eq!(s.standing("flight", "x"), None);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-5"));
}

#[test]
fn a_damaged_index_is_made_anew_never_believed() {
    let s = Scratch::with(&[entry("F-1", &["O1"], None)]);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    let garbage: &[&[u8]] = &[
        b"not a database at all, but long enough to be read as a header of one........",
        b"",
        &[0u8; 8192],
    ];
    for bytes in garbage {
        std::fs::write(s.index(), bytes).unwrap();
        assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
        assert!(indexed_up_to(&s) > 0);
    }
    // a database of something else under its name
    std::fs::remove_file(s.index()).unwrap();
    rusqlite::Connection::open(s.index())
        .unwrap()
        .execute_batch("CREATE TABLE other (x)")
        .unwrap();
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    // an index whose rows were tampered with, its extent kept: the line read back
    // is checked against the key, and the journal is the record
    let conn = rusqlite::Connection::open(s.index()).unwrap();
    conn.execute("UPDATE bookings SET len = len - 3", [])
        .unwrap();
    drop(conn);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
}

#[test]
fn a_half_written_last_line_is_indexed_once_it_is_whole() {
    let s = Scratch::with(&[entry("F-1", &["O1"], None)]);
    let mut cancel = serde_json::to_vec(&entry("F-2", &["O1"], Some(CANCELLED))).unwrap();
    cancel.push(b'\n');
    let (half, rest) = cancel.split_at(cancel.len() / 2);
    s.push_bytes(half);
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-1"));
    let size = std::fs::metadata(s.path()).unwrap().len() as i64;
    assert_eq!(indexed_up_to(&s), size - half.len() as i64, "not past it");
    s.push_bytes(rest);
    assert_eq!(s.standing("flight", "k"), None);
    // a whole line without its line end counts, as the journal read whole counts it
    s.push_bytes(&serde_json::to_vec(&entry("F-3", &["O3"], None)).unwrap());
    assert_eq!(s.standing("flight", "k").as_deref(), Some("F-3"));
}

#[test]
fn two_processes_checking_at_once_both_find_the_booking() {
    let s = Scratch::with(&[]);
    for i in 0..300 {
        s.push(&entry(&format!("F-{i}"), &[&format!("O{i}")], None));
    }
    let path = s.path();
    std::thread::scope(|scope| {
        let checks: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| index::standing(&path, "flight", "k").unwrap()))
            .collect();
        for c in checks {
            assert_eq!(c.join().unwrap().unwrap().0.id, "F-299");
        }
    });
}

/// The rules as first written: each line against every other line of the journal.
mod oracle {
    use super::super::*;

    pub fn is_booking(e: &Entry, entries: &[Entry]) -> bool {
        match e.event.as_deref() {
            None | Some(UNCERTAIN) => true,
            Some(SENDING) => !entries.iter().any(|o| {
                o.settles.as_deref() == Some(e.id.as_str()) && o.kind == e.kind && o.key == e.key
            }),
            _ => false,
        }
    }

    pub fn state(entries: &[Entry], booking: &Entry) -> &'static str {
        let cancelled = entries.iter().any(|e| {
            e.event.as_deref() == Some(CANCELLED)
                && e.kind == booking.kind
                && e.ids.iter().any(|i| booking.ids.contains(i))
        });
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

    pub fn standing<'a>(entries: &'a [Entry], kind: &str, key: &str) -> Option<&'a Entry> {
        entries
            .iter()
            .rev()
            .filter(|e| e.kind == kind && e.key.as_deref() == Some(key) && is_booking(e, entries))
            .find(|e| !matches!(state(entries, e), CANCELLED | GONE))
    }
}

/// A small generator of journals: few ids, keys and environments, so that lines settle,
/// cancel and clear each other often.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: usize) -> usize {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }

    fn pick<'a>(&mut self, of: &[&'a str]) -> &'a str {
        of[self.roll(of.len())]
    }

    fn line(&mut self) -> Entry {
        let ids = ["A", "B", "C", "D", "E", "F", "G", "H"];
        let events = [
            None,
            None,
            Some(SENDING),
            Some(SENDING),
            Some(UNCERTAIN),
            Some(NOT_BOOKED),
            Some(CANCELLED),
            Some(SANDBOX_RESET),
        ];
        let environments = [
            "sandbox",
            "sandbox via http://localhost:8000",
            "sandbox via http://127.0.0.1:8000",
            "production",
        ];
        let event = events[self.roll(events.len())];
        let service: Vec<String> = (0..self.roll(3))
            .map(|_| self.pick(&["O1", "O2", "O3", "O4"]).to_string())
            .collect();
        Entry {
            id: self.pick(&ids).to_string(),
            time: "2026-11-22T10:00:00Z".into(),
            environment: self.pick(&environments).to_string(),
            kind: self.pick(&["flight", "hotel"]).to_string(),
            what: "a booking".into(),
            ids: service,
            references: vec![self.pick(&["R1", "R2"]).to_string()],
            guests: vec!["Jane Doe".into()],
            total: "100.00".into(),
            currency: "EUR".into(),
            card_last4: None,
            key: [None, Some("k1"), Some("k2")][self.roll(3)].map(str::to_string),
            event: event.map(str::to_string),
            settles: (self.roll(2) == 0).then(|| self.pick(&ids).to_string()),
            ..Default::default()
        }
    }
}

#[test]
fn read_once_and_through_the_index_the_journal_says_what_it_said_line_by_line() {
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15);
    for round in 0..150 {
        let lines: Vec<Entry> = (0..1 + dice.roll(24)).map(|_| dice.line()).collect();
        let s = Scratch::with(&[]);
        // in two goes, so that the index is brought up to date once in between
        let (first, second) = lines.split_at(lines.len() / 2);
        for e in first {
            s.push(e);
        }
        let _ = index::standing(&s.path(), "flight", "k1").unwrap();
        for e in second {
            s.push(e);
        }
        let want: Vec<(String, &str)> = lines
            .iter()
            .rev()
            .filter(|e| oracle::is_booking(e, &lines))
            .map(|e| (e.id.clone(), oracle::state(&lines, e)))
            .collect();
        assert_eq!(s.states(), want, "round {round}: {lines:#?}");
        for kind in ["flight", "hotel"] {
            for key in ["k1", "k2"] {
                let want = oracle::standing(&lines, kind, key).cloned();
                let got = s.standing_line(kind, key);
                assert_eq!(got, want, "round {round}: {kind} {key}");
            }
        }
    }
}

#[test]
fn a_long_list_read_back_on_two_threads_comes_newest_first_whole() {
    let s = Scratch::with(&[]);
    for i in 0..5000 {
        let mut e = entry(&format!("F-{i}"), &[&format!("O{i}")], None);
        if i % 7 == 0 {
            e.event = Some(SENDING.into());
        }
        s.push(&e);
        if i % 11 == 0 {
            s.push(&entry(
                &format!("C-{i}"),
                &[&format!("O{i}")],
                Some(CANCELLED),
            ));
        }
    }
    let journal = Journal::read_from(&s.path()).unwrap();
    let one_by_one: Vec<(String, &str)> = journal
        .newest_first()
        .map(|b| b.map(|(e, state)| (e.id, state)).unwrap())
        .collect();
    assert_eq!(one_by_one.len(), 5000);
    assert_eq!(one_by_one[0], ("F-4999".to_string(), "booked"));
    assert_eq!(one_by_one[4999 - 4998], ("F-4998".to_string(), "unknown"));
    assert_eq!(one_by_one[4999 - 4983], ("F-4983".to_string(), "cancelled"));
    let mut threaded = Vec::new();
    journal
        .each_newest_first(
            |e, state| (e.id.as_ref().to_string(), state),
            |b| {
                threaded.push(b);
                Ok(())
            },
        )
        .unwrap();
    assert_eq!(threaded, one_by_one);
    // a stop on the way (a closed pipe) stops it, and says why
    let mut taken = 0;
    let stopped = journal.each_newest_first(
        |e, _| e.id.as_ref().to_string(),
        |_| {
            taken += 1;
            if taken == 1500 {
                return Err(crate::error::Error::unexpected("stopped"));
            }
            Ok(())
        },
    );
    assert_eq!(stopped.unwrap_err().message, "stopped");
    assert_eq!(taken, 1500);
}
