//! The booking journal as it grows: `cargo bench --bench journal`.
//!
//! For journals of 1,000, 10,000 and 100,000 bookings (`TRAVEL_BENCH_SIZES=1000,10000`
//! to choose), written in the journal's format into a scratch data directory as a
//! year of an agency's work would leave them (each booking a `sending` line and the
//! line that settles it, most made, some with their answer lost, some refused, one in
//! twelve cancelled later, hotels and flights, production, test and sandbox, a sandbox
//! reset now and then), the release binary's:
//! - `bookings list`, piped (the tab-separated table) and with `--json`: wall time,
//!   processor time (all threads; a shared machine's load moves it less) and peak memory
//!   (max RSS), measured by a small parent (see `common::child`);
//! - the double-booking check: `hotels book` of an offer already booked, refused before
//!   anything is sent, the first time (the journal's index made, as for a journal
//!   written by an older travel) and then with the index up to date.
//!
//! `TRAVEL_BENCH_BIN=BIN` times that binary as this build's; `TRAVEL_BENCH_OLD=BIN`
//! runs the same against another build (the journal read line
//! against line before its index: build main at fb74250), once a case at sizes over
//! 10,000, where it takes minutes. Printed as the Markdown table the README's "Journal"
//! section shows. A benchmark, not a test: nothing here asserts on time.

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::child::{timed, timed_ending, Run};
use common::stats::ms;
use common::TODAY;
use serde_json::json;

const CHECK_IN: &str = "2026-12-10";
const CHECK_OUT: &str = "2026-12-12";
const GUEST: &str = "Mr Jane Doe <jane@example.com> +33123456789";
/// The card networks' test number: no real card.
const TEST_CARD: &str = "4111111111111111";

fn main() {
    common::child::measure_if_asked();
    let sizes: Vec<usize> = std::env::var("TRAVEL_BENCH_SIZES")
        .unwrap_or_else(|_| "1000,10000,100000".into())
        .split(',')
        .map(|s| s.trim().parse().expect("TRAVEL_BENCH_SIZES: numbers"))
        .collect();
    // TRAVEL_BENCH_BIN: a copy of this build's binary, where another build may replace
    // the one in the target directory while the bench runs
    let this =
        std::env::var_os("TRAVEL_BENCH_BIN").map_or(PathBuf::from(common::BIN), PathBuf::from);
    let mut builds = vec![("this build", this)];
    if let Ok(old) = std::env::var("TRAVEL_BENCH_OLD") {
        builds.push(("old build", PathBuf::from(old)));
    }
    println!("| Build | Bookings (lines, size) | `bookings list` piped | `bookings list --json` | double-booking check, first (index made) | double-booking check |");
    println!("|---|---|---|---|---|---|");
    for &size in &sizes {
        for (name, bin) in &builds {
            let scratch = tempfile::tempdir().unwrap();
            let home = Home::new(scratch.path(), bin);
            let (lines, bytes) = write_journal(&home.journal(), size);
            let rounds = if *name == "old build" && size > 10_000 {
                1
            } else {
                (100_000 / size).clamp(3, 10)
            };
            let list = home.list(&[], rounds);
            let json = home.list(&["--json"], rounds);
            let (first, then) = home.double_booking(rounds.max(5));
            println!(
                "| {name} | {size} ({lines} lines, {:.1} MB) | {} | {} | {} | {} |",
                bytes as f64 / 1e6,
                said(&list),
                said(&json),
                said(&[first]),
                said(&then),
            );
        }
    }
}

/// The median wall time, the median processor time (in brackets) and the largest peak
/// memory of some runs.
fn said(runs: &[Run]) -> String {
    let median = |mut times: Vec<Duration>| {
        times.sort();
        times.get(times.len() / 2).copied()
    };
    let wall = median(runs.iter().map(|r| r.took).collect()).expect("runs");
    let cpu = median(runs.iter().filter_map(|r| r.cpu).collect())
        .map_or(String::new(), |c| format!(" ({:.0} ms)", ms(c)));
    let peak = runs.iter().filter_map(|r| r.max_rss).max().unwrap_or(0);
    format!("{:.0} ms{cpu}, {:.0} MB", ms(wall), peak as f64 / 1e6)
}

/// A scratch user: the data and cache directories `travel` finds through XDG.
struct Home<'a> {
    dir: &'a Path,
    bin: &'a Path,
}

impl<'a> Home<'a> {
    fn new(dir: &'a Path, bin: &'a Path) -> Self {
        Home { dir, bin }
    }

    fn journal(&self) -> PathBuf {
        self.dir.join("data").join("travel").join("bookings.jsonl")
    }

    fn travel(&self) -> Command {
        let mut cmd = Command::new(self.bin);
        cmd.env("XDG_DATA_HOME", self.dir.join("data"))
            .env("XDG_CACHE_HOME", self.dir.join("cache"))
            .env("XDG_CONFIG_HOME", self.dir.join("config"))
            .env("TRAVEL_TODAY", TODAY)
            .env("NO_COLOR", "1");
        cmd
    }

    fn list(&self, extra: &[&str], rounds: usize) -> Vec<Run> {
        (0..rounds)
            .map(|_| timed(self.travel().args(["bookings", "list"]).args(extra)))
            .collect()
    }

    /// Book a hotel offer of the in-process sandbox (the first of a search that takes
    /// the card), then time booking it again: refused, nothing sent. The first refusal
    /// makes the index; the others find it up to date.
    fn double_booking(&self, rounds: usize) -> (Run, Vec<Run>) {
        let status = self
            .travel()
            .args(["--sandbox", "hotels", "offers", "--city", "PAR"])
            .args(["--check-in", CHECK_IN, "--check-out", CHECK_OUT])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "hotels offers: {status}");
        let book = |offer: &str, again: bool| {
            let mut cmd = self.travel();
            cmd.args(["--sandbox", "hotels", "book", offer, "--guest", GUEST])
                .args(["--card-expiry", "2028-01", "--yes"])
                .env("TRAVEL_CARD_NUMBER", TEST_CARD);
            if again {
                cmd.arg("--again");
            }
            cmd
        };
        // --again: the journal's first check is the timed one
        let offer = (1..=20)
            .map(|n| n.to_string())
            .find(|n| book(n, true).output().unwrap().status.success())
            .expect("an offer of the first 20 that takes Visa");
        let first = timed_ending(&mut book(&offer, false), 2);
        let then = (0..rounds)
            .map(|_| timed_ending(&mut book(&offer, false), 2))
            .collect();
        (first, then)
    }
}

/// Write a journal of `bookings` bookings at `path`; its lines and bytes.
fn write_journal(path: &Path, bookings: usize) -> (usize, u64) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut lines = 0;
    let mut line = |v: serde_json::Value| {
        serde_json::to_writer(&mut out, &v).unwrap();
        out.write_all(b"\n").unwrap();
        lines += 1;
    };
    let mut n = 0u64;
    let mut made = 0;
    while made < bookings {
        n += 1;
        let b = Booking::nth(n);
        line(b.line("sending", None, &[], &[]));
        // one in fifty refused; of the rest, one in thirty-three with its answer lost
        if n.is_multiple_of(50) {
            line(b.line("not-booked", Some(&b.id(1)), &[], &[]));
            continue;
        }
        made += 1;
        if n.is_multiple_of(33) {
            line(b.line("uncertain", Some(&b.id(1)), &[], &[]));
            continue;
        }
        let (ids, refs) = b.service_ids();
        line(b.line("", Some(&b.id(1)), &ids, &refs));
        // one flight in four cancelled (n.is_multiple_of(3) is a flight)
        if n.is_multiple_of(12) {
            line(b.cancellation(&ids, &refs));
        }
        if n.is_multiple_of(5000) {
            line(json!({
                "id": format!("S-{}-{:06x}", b.date(), n), "time": b.time(),
                "environment": "sandbox", "kind": "sandbox",
                "what": "sandbox reset (/home/agent/.local/share/travel/sandbox.sqlite3)",
                "ids": [], "references": [], "guests": [], "total": "", "currency": "",
                "event": "sandbox-reset",
            }));
        }
    }
    out.flush().unwrap();
    drop(out);
    (lines, std::fs::metadata(path).unwrap().len())
}

/// The n-th booking of the generated year: what varies from one to the next.
struct Booking {
    n: u64,
    hotel: bool,
}

const NAMES: [&str; 8] = [
    "Jane Doe",
    "Leo Lima",
    "Zoë Ångström",
    "Amaka Obi",
    "Kenji Sato",
    "María José García",
    "Oliver Smith",
    "Priya Nair",
];
const CITIES: [&str; 6] = ["PAR", "LON", "NYC", "MAD", "ROM", "BER"];

impl Booking {
    fn nth(n: u64) -> Booking {
        Booking {
            n,
            hotel: !n.is_multiple_of(3),
        }
    }

    fn date(&self) -> String {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap()
            + chrono::Days::new(self.n * 365 / 100_000 % 365);
        day.format("%Y%m%d").to_string()
    }

    fn time(&self) -> String {
        let d = self.date();
        format!(
            "{}-{}-{}T{:02}:{:02}:{:02}Z",
            &d[..4],
            &d[4..6],
            &d[6..],
            8 + self.n % 10,
            self.n % 60,
            (self.n * 7) % 60
        )
    }

    /// A journal id, different for each line of each booking (`line` 0 or 1).
    fn id(&self, line: u64) -> String {
        let letter = if self.hotel { 'H' } else { 'F' };
        format!(
            "{letter}-{}-{:06x}",
            self.date(),
            (self.n * 2 + line) & 0xff_ffff
        )
    }

    fn guests(&self) -> Vec<String> {
        let first = NAMES[(self.n % 8) as usize].to_string();
        if self.n.is_multiple_of(4) {
            vec![first, NAMES[((self.n + 3) % 8) as usize].to_string()]
        } else {
            vec![first]
        }
    }

    fn environment(&self) -> &'static str {
        match self.n % 10 {
            0 => "sandbox",
            1 | 2 => "test",
            _ => "production",
        }
    }

    fn key(&self) -> String {
        let names = self.guests().join(",").to_lowercase();
        if self.hotel {
            format!(
                "hotel|HL{}{:04}|{CHECK_IN}|{CHECK_OUT}|{names}",
                CITIES[(self.n % 6) as usize],
                self.n % 9973
            )
        } else {
            format!(
                "flight|BA{} LHR-{} 2026-12-15T08:30:00,BA{} {}-LHR 2026-12-22T18:05:00|{names}",
                100 + self.n % 800,
                CITIES[(self.n % 6) as usize],
                101 + self.n % 800,
                CITIES[(self.n % 6) as usize]
            )
        }
    }

    fn what(&self) -> String {
        if self.hotel {
            format!(
                "Hotel {} ({}), {CHECK_IN} to {CHECK_OUT}, 1 room",
                ["Lumière", "Grand Central", "Les Arcades", "Riverside"][(self.n % 4) as usize],
                self.key().split('|').nth(1).unwrap()
            )
        } else {
            format!(
                "LHR-{} 2026-12-15 BA{}, back 2026-12-22",
                CITIES[(self.n % 6) as usize],
                100 + self.n % 800
            )
        }
    }

    fn service_ids(&self) -> (Vec<String>, Vec<String>) {
        let reference = format!("{:06X}", (self.n * 7919) % 0xff_ffff);
        if self.hotel {
            (vec![format!("XD_{:010}", self.n * 31)], vec![reference])
        } else {
            (
                vec![format!("eJzTd9f{:012}Ow", self.n * 17)],
                vec![reference],
            )
        }
    }

    /// A line of this booking: `event` "" for the booking made.
    fn line(
        &self,
        event: &str,
        settles: Option<&str>,
        ids: &[String],
        refs: &[String],
    ) -> serde_json::Value {
        let mut v = json!({
            "id": self.id(if event == "sending" { 0 } else { 1 }),
            "time": self.time(),
            "environment": self.environment(),
            "kind": if self.hotel { "hotel" } else { "flight" },
            "what": self.what(),
            "ids": ids,
            "references": refs,
            "guests": self.guests(),
            "total": format!("{}.{:02}", 180 + self.n % 900, self.n % 100),
            "currency": "EUR",
        });
        if self.hotel {
            v["card_last4"] = "1111".into();
        }
        v["key"] = self.key().into();
        if !event.is_empty() {
            v["event"] = event.into();
        }
        if let Some(s) = settles {
            v["settles"] = s.into();
        }
        v
    }

    /// `travel order cancel` of this booking (a flight: hotels are cancelled with the
    /// hotel).
    fn cancellation(&self, ids: &[String], refs: &[String]) -> serde_json::Value {
        let mut v = self.line("cancelled", None, ids, refs);
        v["id"] = format!("{}c", self.id(1)).into();
        v["what"] = format!("cancelled: {}", self.what()).into();
        v
    }
}
