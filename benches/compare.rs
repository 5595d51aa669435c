//! Side by side: `travel` next to `curl` and the provider's Python SDK on the same
//! `travel sandbox serve`, and the sandbox against its own targets. Run it through
//! `benches/compare.sh`, which sets up the SDK; `cargo bench --bench compare` alone
//! leaves out the SDK's rows.
//!
//! Every round runs every case once, in turn, so a burst of load from elsewhere on the
//! machine falls on all of them alike; medians are what to compare.
//!
//! What is fair between them:
//! - `travel` keeps its token in its cache directory between runs (a script calling it
//!   a hundred times pays for one token), so the cache is warmed first and `curl` is
//!   given a token fetched beforehand: each run is one process and one search.
//! - The SDK cannot keep a token between processes, so it is set against `travel` with
//!   its token cache emptied before every run: both fetch a token, then look up.
//! - Every output goes to /dev/null; `travel` draws its tables as on a terminal
//!   (`TRAVEL_FORCE_TTY`, 160 columns), `curl` and `--json` write the body.
//!
//! Environment: `TRAVEL_BENCH_ROUNDS` (default 20, at least 10), `TRAVEL_BENCH_SECONDS`
//! per request-rate window (default 1; three windows per path), `TRAVEL_BENCH_PYTHON` (a python with `amadeus`).
//! This is a benchmark, not a test: nothing here asserts on time.

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::child::{timed, Run};
use common::http::{self, Conn};
use common::load::rate;
use common::recorded::Recorded;
use common::served;
use common::stats::{ms, Stats};
use common::wire::Target as _;
use common::{BACK, BIN, OUT, SEARCH, TODAY};

const AIRLINE: &str = "/v1/reference-data/airlines?airlineCodes=BA";
const KEYWORDS: [&str; 3] = ["LON", "PAR", "SAN"];
const CONNECTIONS: usize = 8;
/// Request-rate windows per path, taken in turn with the other paths' so that load from
/// elsewhere falls on all of them alike; the median counts.
const WINDOWS: usize = 3;

/// One airline lookup through the SDK, from a fresh interpreter: what a script pays.
const SDK_LOOKUP: &str = "import sys
from amadeus import Client
c = Client(client_id='bench', client_secret='bench', host='127.0.0.1',
           port=int(sys.argv[1]), ssl=False)
c.reference_data.airlines.get(airlineCodes='BA')
";

/// A command timed once per round; `cold` is emptied before each run.
struct Case {
    make: Box<dyn Fn() -> Command>,
    cold: Option<PathBuf>,
    runs: Vec<Run>,
}

impl Case {
    fn new(make: impl Fn() -> Command + 'static) -> Case {
        Case {
            make: Box::new(make),
            cold: None,
            runs: Vec::new(),
        }
    }

    fn run(&mut self) {
        if let Some(dir) = &self.cold {
            let _ = std::fs::remove_dir_all(dir);
        }
        self.runs.push(timed(&mut (self.make)()));
    }

    fn stats(&self) -> Stats {
        Stats::of(&self.runs.iter().map(|r| r.took).collect::<Vec<_>>())
    }

    /// Peak memory in MB: median and p95 over the runs.
    fn memory(&self) -> Option<(f64, f64)> {
        let mut rss: Vec<u64> = self.runs.iter().filter_map(|r| r.max_rss).collect();
        rss.sort();
        let mb = |b: u64| b as f64 / (1024.0 * 1024.0);
        (!rss.is_empty()).then(|| {
            (
                mb(rss[rss.len() / 2]),
                mb(rss[(rss.len() * 95 / 100).min(rss.len() - 1)]),
            )
        })
    }
}

fn main() {
    common::child::measure_if_asked();
    let rounds = setting("TRAVEL_BENCH_ROUNDS", 20).max(10);
    let span = Duration::from_secs(setting("TRAVEL_BENCH_SECONDS", 1).max(1) as u64);
    let python = std::env::var_os("TRAVEL_BENCH_PYTHON").map(PathBuf::from);
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().to_path_buf();
    let served = served::serve(&dir);
    let token = http::token(served.addr());
    let (body, _) = http::get(served.addr(), SEARCH, &token);
    let offers = serde_json::from_slice::<serde_json::Value>(&body).unwrap()["data"]
        .as_array()
        .map_or(0, Vec::len);
    assert_eq!(offers, 250, "the LON-NYC search should give 250 offers");
    println!("{}", machine(rounds));
    let recorded = Recorded::serve(body).url;

    let url = served.url.clone();
    let travel = {
        let (url, dir) = (url.clone(), dir.clone());
        move |cache: &str, args: &[&str]| against(&url, &dir.join(cache), args)
    };
    let curl = {
        let (url, token) = (url.clone(), token.clone());
        move |path: &str| {
            let mut cmd = Command::new("curl");
            cmd.args(["-sS", "--fail", "-o", "/dev/null", "-H"])
                .arg(format!("Authorization: Bearer {token}"))
                .arg(format!("{url}{path}"));
            cmd
        }
    };
    let search = ["flights", "search", "LON", "NYC", OUT, "--return", BACK];
    let search: Vec<&str> = search.iter().chain(&["--max", "250"]).copied().collect();
    let as_json: Vec<&str> = search.iter().chain(&["--json"]).copied().collect();
    let lookup = ["airlines", "lookup", "BA"];

    let mut table = Case::new({
        let (travel, search) = (travel.clone(), search.clone());
        move || travel("cache", &search)
    });
    let mut json = Case::new({
        let travel = travel.clone();
        move || travel("cache", &as_json)
    });
    let mut curl_search = Case::new({
        let curl = curl.clone();
        move || curl(SEARCH)
    });
    let mut looked_up = Case::new({
        let travel = travel.clone();
        move || travel("cache", &lookup)
    });
    let mut curl_lookup = Case::new(move || curl(AIRLINE));
    let mut client_only = Case::new({
        let (dir, search) = (dir.clone(), search.clone());
        move || against(&recorded, &dir.join("cache-recorded"), &search)
    });
    let mut cold_lookup = Case::new(move || travel("cache-cold", &lookup));
    cold_lookup.cold = Some(dir.join("cache-cold"));
    let mut sdk = python.clone().map(|py| {
        let port = served.addr().rsplit(':').next().unwrap().to_string();
        Case::new(move || {
            let mut cmd = Command::new(&py);
            cmd.args(["-c", SDK_LOOKUP, &port]);
            cmd
        })
    });
    let mut short = Case::new({
        let dir = dir.clone();
        move || in_process(&dir, &["flights", "search", "MAD", "BCN", OUT])
    });
    let mut long = Case::new({
        let (dir, search) = (dir.clone(), search.clone());
        move || in_process(&dir, &search)
    });
    let mut startup = Case::new({
        let dir = dir.clone();
        move || in_process(&dir, &["airports", "routes", "LHR"])
    });
    let mut start = Case::new(|| {
        let mut cmd = Command::new(BIN);
        cmd.arg("--version");
        cmd
    });
    let mut sdk_import = python.map(|py| {
        Case::new(move || {
            let mut cmd = Command::new(&py);
            cmd.args(["-c", "import amadeus"]);
            cmd
        })
    });

    let mut all: Vec<&mut Case> = vec![
        &mut table,
        &mut json,
        &mut curl_search,
        &mut looked_up,
        &mut curl_lookup,
        &mut cold_lookup,
        &mut short,
        &mut long,
        &mut start,
        &mut client_only,
        &mut startup,
    ];
    all.extend(sdk.as_mut());
    all.extend(sdk_import.as_mut());
    // Once untimed: the token cache, the --sandbox state file and the page cache.
    for case in all.iter_mut() {
        case.run();
        case.runs.clear();
    }
    for _ in 0..rounds {
        for case in all.iter_mut() {
            case.run();
        }
    }

    let served_search = server_time(served.addr(), &token, rounds.max(30));
    let paths: Vec<String> = std::iter::once(AIRLINE.to_string())
        .chain(
            KEYWORDS
                .iter()
                .map(|k| format!("/v1/reference-data/locations?subType=AIRPORT,CITY&keyword={k}")),
        )
        .collect();
    let mut windows = vec![Vec::new(); paths.len()];
    for _ in 0..WINDOWS {
        for (path, rates) in paths.iter().zip(&mut windows) {
            rates.push(rate(served.addr(), &token, path, CONNECTIONS, span));
        }
    }
    let mut rates = windows.into_iter().map(|mut w| {
        w.sort_by(f64::total_cmp);
        w[w.len() / 2]
    });
    let airline_rate = rates.next().unwrap();
    let keyword_rates: Vec<(&str, f64)> = KEYWORDS.into_iter().zip(rates).collect();
    drop(served);

    let mut rows = vec![
        Row::vs(
            "1a. `flights search LON NYC --return --max 250`, table",
            &table,
            "curl, same search",
            &curl_search,
            Target::RatioAtMost(1.5),
        ),
        Row::vs(
            "1b. the same search, `--json`",
            &json,
            "curl, same search",
            &curl_search,
            Target::RatioAtMost(1.3),
        ),
        Row::memory(
            "1c. peak memory (max RSS) of the table run",
            &table,
            "curl, same search",
            &curl_search,
            20.0,
        ),
        Row::vs(
            "2a. `airlines lookup BA`",
            &looked_up,
            "curl, same lookup",
            &curl_lookup,
            Target::None,
        ),
    ];
    if let Some(sdk) = &sdk {
        rows.push(Row::vs(
            "2b. `airlines lookup BA`, no cached token",
            &cold_lookup,
            "Python SDK (`amadeus`), fresh process",
            sdk,
            Target::None,
        ));
    }
    rows.extend([
        Row::alone(
            "3a. `--sandbox flights search MAD BCN`, fresh process",
            &short.stats(),
            50.0,
        ),
        Row::alone(
            "3b. `--sandbox flights search LON NYC --return --max 250`, fresh process",
            &long.stats(),
            100.0,
        ),
        Row::alone(
            "4. `sandbox serve`: the 250-offer search, time to last byte, kept-alive",
            &served_search,
            20.0,
        ),
    ]);
    for (keyword, per_sec) in &keyword_rates {
        rows.push(Row::rates(
            &format!("5. `sandbox serve`: location search `{keyword}`, {CONNECTIONS} connections"),
            *per_sec,
            airline_rate,
        ));
    }
    rows.push(Row::alone_untargeted(
        "client only: 1a against a static server with the same body",
        &client_only.stats(),
    ));
    rows.push(Row::alone_untargeted(
        "`--sandbox airports routes LHR`: start-up with the route network",
        &startup.stats(),
    ));
    rows.push(Row::alone_untargeted(
        "process start: `travel --version`",
        &start.stats(),
    ));
    rows.push(Row::alone_untargeted(
        "token fetch: 2b's `travel` run less 2a's (medians)",
        &Stats::of(&[cold_lookup
            .stats()
            .median
            .saturating_sub(looked_up.stats().median)]),
    ));
    if let Some(sdk_import) = &sdk_import {
        rows.push(Row::alone_untargeted(
            "Python start and `import amadeus`",
            &sdk_import.stats(),
        ));
    }
    print_table(&rows);
    println!("\n{}", machine(rounds));
}

/// `travel` against `url` with its token cache in `cache`.
fn against(url: &str, cache: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.args(["--base-url", url])
        .args(args)
        .env("AMADEUS_CLIENT_ID", "bench")
        .env("AMADEUS_CLIENT_SECRET", "bench")
        .env("XDG_CACHE_HOME", cache);
    as_a_user(&mut cmd, cache);
    cmd
}

/// `travel --sandbox` with its state in `dir`.
fn in_process(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.arg("--sandbox")
        .args(args)
        .env("XDG_CACHE_HOME", dir.join("cache-in-process"));
    as_a_user(&mut cmd, dir);
    cmd
}

/// A terminal 160 columns wide, today pinned, and nothing of the real user's.
fn as_a_user(cmd: &mut Command, dir: &Path) {
    cmd.env("TRAVEL_TODAY", TODAY)
        .env("TRAVEL_FORCE_TTY", "1")
        .env("COLUMNS", "160")
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"));
}

/// The sandbox's own time for the 250-offer search: request written to last byte read,
/// on one kept-alive connection, so neither connecting nor a client counts.
fn server_time(addr: &str, token: &str, rounds: usize) -> Stats {
    let mut conn = Conn::open(addr, token).expect("connect");
    conn.get(SEARCH).expect("an answer");
    let times: Vec<Duration> = (0..rounds)
        .map(|_| {
            let started = Instant::now();
            let (status, _) = conn.get(SEARCH).expect("an answer");
            assert_eq!(status, 200);
            started.elapsed()
        })
        .collect();
    Stats::of(&times)
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What the figures depend on: cores, and the load from anything else running.
fn machine(rounds: usize) -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into());
    format!("{cores} cores, load average {load}; {rounds} rounds of every case")
}

enum Target {
    None,
    RatioAtMost(f64),
    RatioAtLeast(f64),
    BelowMs(f64),
    BelowMb(f64),
}

impl Target {
    fn shown(&self) -> String {
        match self {
            Target::None => "—".into(),
            Target::RatioAtMost(r) => format!("≤ {r}×"),
            Target::RatioAtLeast(r) => format!("≥ {r}"),
            Target::BelowMs(v) => format!("< {v} ms"),
            Target::BelowMb(v) => format!("< {v} MB"),
        }
    }

    /// Whether `value` (a ratio, milliseconds or MB as the target reads) meets it.
    fn met(&self, value: f64) -> &'static str {
        let ok = match self {
            Target::None => return "—",
            Target::RatioAtMost(t) => value <= *t,
            Target::RatioAtLeast(t) => value >= *t,
            Target::BelowMs(t) | Target::BelowMb(t) => value < *t,
        };
        if ok {
            "yes"
        } else {
            "**no**"
        }
    }
}

/// One line of the printed table.
struct Row {
    cells: [String; 9],
}

impl Row {
    fn vs(case: &str, ours: &Case, reference: &str, theirs: &Case, target: Target) -> Row {
        let (a, b) = (ours.stats(), theirs.stats());
        let ratio = ms(a.median) / ms(b.median);
        Row {
            cells: [
                case.into(),
                millis(a.median),
                millis(a.p95),
                reference.into(),
                millis(b.median),
                millis(b.p95),
                format!("{ratio:.2}×"),
                target.shown(),
                target.met(ratio).into(),
            ],
        }
    }

    fn alone(case: &str, s: &Stats, below_ms: f64) -> Row {
        let target = Target::BelowMs(below_ms);
        let met = target.met(ms(s.median));
        Row::single(case, millis(s.median), millis(s.p95), target.shown(), met)
    }

    fn alone_untargeted(case: &str, s: &Stats) -> Row {
        let p95 = if s.runs > 1 { millis(s.p95) } else { "".into() };
        Row::single(case, millis(s.median), p95, "—".into(), "—")
    }

    fn memory(case: &str, ours: &Case, reference: &str, theirs: &Case, below_mb: f64) -> Row {
        let target = Target::BelowMb(below_mb);
        let (Some((median, p95)), Some((their_median, their_p95))) =
            (ours.memory(), theirs.memory())
        else {
            return Row::single(case, "n/a".into(), "".into(), target.shown(), "—");
        };
        Row {
            cells: [
                case.into(),
                format!("{median:.1} MB"),
                format!("{p95:.1} MB"),
                reference.into(),
                format!("{their_median:.1} MB"),
                format!("{their_p95:.1} MB"),
                format!("{:.2}×", median / their_median),
                target.shown(),
                target.met(median).into(),
            ],
        }
    }

    fn rates(case: &str, ours: f64, airline: f64) -> Row {
        let target = Target::RatioAtLeast(0.5);
        let ratio = ours / airline;
        Row {
            cells: [
                case.into(),
                format!("{ours:.0} req/s"),
                "".into(),
                "airline lookup `BA`, same connections".into(),
                format!("{airline:.0} req/s"),
                "".into(),
                format!("{ratio:.2}"),
                target.shown(),
                target.met(ratio).into(),
            ],
        }
    }

    fn single(case: &str, median: String, p95: String, target: String, met: &str) -> Row {
        Row {
            cells: [
                case.into(),
                median,
                p95,
                "—".into(),
                "".into(),
                "".into(),
                "".into(),
                target,
                met.into(),
            ],
        }
    }
}

fn millis(d: Duration) -> String {
    format!("{:.1} ms", ms(d))
}

/// A Markdown table, so it can go into the README as printed.
fn print_table(rows: &[Row]) {
    let head = [
        "Case",
        "travel median",
        "p95",
        "Reference",
        "median",
        "p95",
        "Ratio",
        "Target",
        "Met",
    ];
    println!("\n| {} |", head.join(" | "));
    println!("|{}", "---|".repeat(head.len()));
    for row in rows {
        println!("| {} |", row.cells.join(" | "));
    }
}
