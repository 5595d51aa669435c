//! The CLI's own files (the results it keeps for `show`, `price` and `book`, and the
//! booking journal) survive a process killed at any moment: every file left behind
//! parses, every booking a run reported is in the journal, and every booking the
//! service made is in it too (made, or unknown when its run died on the wire).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant, SystemTime};
use travel_sandbox::control::DEFAULT_CLIENT;

use common::{files_under, json_in, run_in, Home};
use serde_json::Value;

const LONG_SEARCH: &[&str] = &[
    "--sandbox",
    "flights",
    "search",
    "LON",
    "NYC",
    "2026-12-15",
    "--return",
    "2026-12-22",
    "--max",
    "250",
];

fn journal_file(home: &Home) -> PathBuf {
    home.data_dir().join("travel").join("bookings.jsonl")
}

/// The CLI's files under the home (not the sandbox's state, which SQLite keeps whole):
/// name, size and time of change.
fn snapshot(home: &Home) -> BTreeMap<PathBuf, (u64, Option<SystemTime>)> {
    [home.cache_dir(), home.data_dir()]
        .iter()
        .filter(|d| d.exists())
        .flat_map(|d| files_under(d))
        .filter(|p| !p.to_string_lossy().contains("sqlite"))
        .filter_map(|p| {
            let m = std::fs::metadata(&p).ok()?;
            Some((p, (m.len(), m.modified().ok())))
        })
        .collect()
}

/// Start `travel ARGS` with its output to files (a full pipe would stall it), and kill
/// it with SIGKILL at the `nth` change it makes to its files (a temporary file made, a
/// file grown or renamed), or when `nth` is 0 after `delay`. Its stdout and stderr, and
/// whether it ran to the end. `env`: more of its environment.
fn kill_during(
    home: &Home,
    args: &[&str],
    env: &[(&str, &str)],
    nth: usize,
    delay: Duration,
) -> (String, String, bool) {
    let out = home.dir.path().join("run.out");
    let err = home.dir.path().join("run.err");
    let mut child: Child = home
        .std_travel()
        .env("TRAVEL_CARD_NUMBER", "4111111111111111")
        .envs(env.iter().copied())
        .args(args)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .expect("spawn travel");
    let deadline = Instant::now() + Duration::from_secs(60);
    let started = Instant::now();
    let mut seen = snapshot(home);
    let mut changes = 0;
    let finished = loop {
        if child.try_wait().expect("wait").is_some() {
            break true;
        }
        assert!(Instant::now() < deadline, "travel {args:?} hangs");
        if nth == 0 {
            if started.elapsed() >= delay {
                break false;
            }
        } else {
            let now = snapshot(home);
            if now != seen {
                changes += 1;
                seen = now;
                if changes == nth {
                    break false;
                }
            }
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    if !finished {
        let _ = child.kill();
    }
    let status = child.wait().expect("reap travel");
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    (read(&out), read(&err), finished && status.success())
}

/// Every file the CLI keeps parses: the saved results as JSON, the journal by the CLI
/// itself (a line torn by a kill is skipped, never the journal refused).
fn assert_whole(home: &Home) -> Vec<Value> {
    for p in files_under(&home.cache_dir()) {
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if name.ends_with(".json") && !name.starts_with('.') {
            let bytes = std::fs::read(&p).unwrap();
            assert!(
                serde_json::from_slice::<Value>(&bytes).is_ok(),
                "{} is not whole JSON ({} bytes)",
                p.display(),
                bytes.len()
            );
        }
    }
    let r = run_in(home, &["--json", "bookings", "list"]);
    assert_eq!(r.code, 0, "bookings list: {}", r.stderr);
    let listed: Value = serde_json::from_str(&r.stdout).expect("bookings list --json");
    listed
        .as_array()
        .or_else(|| listed["data"].as_array())
        .cloned()
        .unwrap_or_default()
}

/// Hotel offers paid by Visa, a few hotels' worth, to book one room of each in turn.
fn visa_offers(home: &Home) -> Vec<String> {
    let v = json_in(
        home,
        &[
            "hotels",
            "offers",
            "--city",
            "PAR",
            "--check-in",
            "2026-12-10",
            "--check-out",
            "2026-12-12",
            "--limit",
            "20",
        ],
    );
    let ids: Vec<String> = v["data"]
        .as_array()
        .expect("data")
        .iter()
        .flat_map(|h| h["offers"].as_array().cloned().unwrap_or_default())
        .filter(|o| o["policies"].to_string().contains("\"VI\""))
        .filter_map(|o| o["id"].as_str().map(str::to_string))
        .collect();
    assert!(ids.len() >= 3, "offers by Visa: {ids:?}");
    ids
}

#[test]
#[allow(clippy::print_stdout)] // the run's figures, shown with --nocapture
fn runs_killed_at_any_moment_leave_whole_results_and_a_journal_of_every_booking_reported() {
    let home = Home::new();
    let offers = visa_offers(&home);
    let book = |offer: &str| -> Vec<String> {
        [
            "--sandbox",
            "hotels",
            "book",
            offer,
            "--guest",
            "Mr Jane Doe <jane@example.com> +33123456789",
            "--card-expiry",
            "2030-12",
            "--yes",
            "--again",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let mut reported = Vec::new();
    let mut note = |err: &str| {
        if let Some(id) = err
            .lines()
            .find_map(|l| l.strip_prefix("recorded in the journal as "))
        {
            reported.push(id.split_whitespace().next().unwrap().to_string());
        }
    };
    // One whole run of each, timed, to spread the kills over a run.
    let timed = |args: &[&str]| {
        let started = Instant::now();
        let (_, err, finished) = kill_during(&home, args, &[], 0, Duration::from_secs(60));
        assert!(finished, "travel {args:?}: {err}");
        (started.elapsed(), err)
    };
    let search: Vec<&str> = LONG_SEARCH.to_vec();
    let (search_time, _) = timed(&search);
    let first = book(&offers[0]);
    let (book_time, err) = timed(&first.iter().map(String::as_str).collect::<Vec<_>>());
    note(&err);
    let mut killed = 0;
    for round in 0..16usize {
        let k = (round / 2) as u32;
        let (args, nth, delay) = if round % 2 == 0 {
            // searches: at the first or second change of the files (the temporary made,
            // written, renamed), or at a moment spread over the run
            let nth = if k < 4 { 1 + k as usize % 2 } else { 0 };
            (
                LONG_SEARCH.iter().map(|s| s.to_string()).collect(),
                nth,
                search_time * k.saturating_sub(3) / 5,
            )
        } else {
            // bookings: as the journal changes, or late in the run, about when the
            // booking is sent and answered
            let nth = usize::from(k.is_multiple_of(2));
            (
                book(&offers[k as usize % offers.len()]),
                nth,
                book_time * (12 + k) / 20,
            )
        };
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (_, err, finished) = kill_during(&home, &args, &[], nth, delay);
        killed += usize::from(!finished);
        note(&err);
        assert_whole(&home);
    }
    // And one held in the middle of its first journal write, then killed: whatever
    // that write records, the service must not have a booking the journal lacks.
    let held = book(&offers[1]);
    let held: Vec<&str> = held.iter().map(String::as_str).collect();
    let (_, err, finished) = kill_during(
        &home,
        &held,
        &[("TRAVEL_TEST_STOP_MID_JOURNAL_WRITE", "1")],
        0,
        book_time * 3,
    );
    assert!(!finished, "held mid-write: {err}");
    killed += 1;
    note(&err);
    assert!(
        killed >= 8,
        "most runs were killed before their end ({killed})"
    );
    // A whole search after the kills clears the temporary files its killed runs left.
    let (_, err, finished) = kill_during(&home, &search, &[], 0, Duration::from_secs(60));
    assert!(finished, "{err}");
    let left: Vec<PathBuf> = files_under(&home.cache_dir())
        .into_iter()
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(".last-flight-offers.json.") && name.ends_with(".tmp")
        })
        .collect();
    assert!(left.is_empty(), "temporaries left: {left:?}");
    let listed = assert_whole(&home);
    for id in &reported {
        assert!(
            listed.iter().any(|e| e["id"] == id.as_str()),
            "booking {id} reported but not in the journal"
        );
    }
    // Every booking the service made is in the journal: booked, with its reference,
    // or unknown (its run died while it was on the wire: written before it was sent).
    let state = home.data_dir().join("travel").join("sandbox.sqlite3");
    let made: Vec<String> = travel_sandbox::control::StateFile::open(&state)
        .and_then(|s| s.tenant(DEFAULT_CLIENT).hotel_references())
        .expect("the sandbox's state");
    let in_state = |s: &str| listed.iter().filter(|e| e["state"] == s).count();
    let refs = |e: &Value| -> Vec<String> {
        e["references"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_str().map(str::to_string))
            .collect()
    };
    let booked: Vec<&Value> = listed.iter().filter(|e| e["state"] == "booked").collect();
    for e in &booked {
        assert!(
            refs(e).iter().any(|r| made.contains(r)),
            "a booked line names a booking the service made: {e}"
        );
    }
    let booked_refs: Vec<String> = booked.iter().flat_map(|e| refs(e)).collect();
    let unjournaled = made.iter().filter(|r| !booked_refs.contains(r)).count();
    println!(
        "19 runs, {killed} killed; {} bookings reported, {} booked and {} unknown in the journal, {} made ({unjournaled} not as booked)",
        reported.len(),
        in_state("booked"),
        in_state("unknown"),
        made.len()
    );
    assert!(
        unjournaled <= in_state("unknown"),
        "{unjournaled} of the {} bookings made are not in the journal as booked, and only {} as unknown",
        made.len(),
        in_state("unknown")
    );
    assert!(!reported.is_empty(), "the whole booking run reported one");
}

/// A journal whose last line a crash tore inside a multi-byte character (a guest's
/// accented name) still lists every booking before it.
#[test]
fn a_journal_torn_inside_a_character_lists_every_booking_before_it() {
    let home = Home::new();
    let entry = serde_json::json!({
        "id": "H-20261122-abcdef", "time": "2026-11-22T10:00:00Z", "environment": "sandbox",
        "kind": "hotel", "what": "Hôtel Zoë (RTPAR001), 2026-12-10 to 2026-12-12, 1 room",
        "ids": ["XD_1234567890"], "references": ["1234567890", "ABC123"],
        "guests": ["Zoë Ångström"], "total": "287.34", "currency": "EUR"
    });
    let mut bytes = serde_json::to_vec(&entry).unwrap();
    bytes.push(b'\n');
    let second = serde_json::to_vec(&entry).unwrap();
    let cut = second.iter().position(|&b| b >= 0x80).unwrap() + 1;
    bytes.extend_from_slice(&second[..cut]);
    assert!(std::str::from_utf8(&bytes).is_err(), "torn inside `ô`");
    let file = journal_file(&home);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, &bytes).unwrap();

    let r = run_in(&home, &["bookings", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("H-20261122-abcdef"), "{}", r.stdout);
    assert!(r.stderr.contains("1 damaged line(s)"), "{}", r.stderr);
}
