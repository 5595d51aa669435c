//! Flight search and pricing benchmark: `cargo bench --bench flights`.
//!
//! Measures, on the release binary:
//! 1. the sandbox's time to answer a 250-offer round-trip search (LON-NYC), over HTTP
//!    on loopback, server side only (time to last byte of the response);
//! 2. the CLI's end-to-end time to search a two-adult round trip against the sandbox
//!    and to price its first offer with `--rules --bags`;
//! 3. the CLI's end-to-end time to show that 250-offer result as a table, against a
//!    static server that returns a recorded body, next to the same run with `--json`
//!    (no table), so the difference is the cost of parsing, sorting and drawing it;
//! 4. the in-process sandbox (`--sandbox`) from a fresh process: its start-up (the
//!    reference data and the route network) with an airport's routes, and a short-haul
//!    search.
//!
//! Results are printed; the README's performance section records them. This is a
//! benchmark, not a test: nothing here asserts on time.

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::process::Command;
use std::time::Duration;

use common::child::timed;
use common::recorded::Recorded;
use common::served;
use common::stats::report;
use common::wire::Target as _;
use common::{http, BACK, BIN, OUT, SEARCH, TODAY};

const ROUNDS: usize = 30;

fn main() {
    common::child::measure_if_asked();
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let served = served::serve(dir);
    let base = served.addr().to_string();

    let token = http::token(&base);
    let (body, _) = http::get(&base, SEARCH, &token);
    let count = serde_json::from_slice::<serde_json::Value>(&body).unwrap()["data"]
        .as_array()
        .map_or(0, Vec::len);
    let mut times = Vec::new();
    for _ in 0..ROUNDS {
        let (_, t) = http::get(&base, SEARCH, &token);
        times.push(t);
    }
    report(
        &format!("sandbox: answer a {count}-offer round-trip search"),
        &times,
    );
    price_end_to_end(&served.url.clone(), dir);
    in_process(dir);
    drop(served);

    // A static server with the recorded body, so the CLI runs measure the client only.
    let url = Recorded::serve(body).url;
    let run = |json: bool| {
        let mut cmd = Command::new(BIN);
        cmd.args(["--base-url", &url])
            .args(["flights", "search", "LON", "NYC", OUT, "--return", BACK])
            .env("TRAVEL_TODAY", TODAY)
            .env("AMADEUS_CLIENT_ID", "bench")
            .env("AMADEUS_CLIENT_SECRET", "bench")
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .env("TRAVEL_FORCE_TTY", "1")
            .env("COLUMNS", "160");
        if json {
            cmd.arg("--json");
        }
        timed(&mut cmd).took
    };
    run(false); // warm the token cache and the page cache
    let (mut table, mut json) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        table.push(run(false));
        json.push(run(true));
    }
    let t = report(
        "cli: search and draw the 250-offer table (end to end)",
        &table,
    );
    let j = report("cli: search and print --json (end to end)", &json);
    println!(
        "cli: drawing the table costs about {:.1} ms over --json (medians)",
        (t.as_secs_f64() - j.as_secs_f64()) * 1000.0
    );
}

/// `travel` against `sandbox serve` at `url`, with its cache in `dir`; the time it took.
fn travel(url: &str, dir: &std::path::Path, args: &[&str]) -> Duration {
    timed(
        Command::new(BIN)
            .args(["--base-url", url])
            .args(args)
            .env("TRAVEL_TODAY", TODAY)
            .env("AMADEUS_CLIENT_ID", "bench")
            .env("AMADEUS_CLIENT_SECRET", "bench")
            .env("XDG_CACHE_HOME", dir.join("cache-price"))
            .env("TRAVEL_FORCE_TTY", "1")
            .env("COLUMNS", "160"),
    )
    .took
}

/// Pricing a two-adult round trip with its fare rules and bag catalogue, end to end
/// (the CLI and `sandbox serve` together), beside the search that found it.
fn price_end_to_end(url: &str, dir: &std::path::Path) {
    let search = [
        "flights", "search", "LON", "NYC", OUT, "--return", BACK, "--adults", "2", "--max", "50",
    ];
    let price = ["flights", "price", "1", "--rules", "--bags"];
    travel(url, dir, &search); // warm the token cache
    let (mut searches, mut prices) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        searches.push(travel(url, dir, &search));
        prices.push(travel(url, dir, &price));
    }
    report(
        "cli + sandbox serve: search a 2-adult round trip, 50 offers (end to end)",
        &searches,
    );
    report(
        "cli + sandbox serve: price it with --rules --bags (end to end)",
        &prices,
    );
}

/// `travel --sandbox ...` from a fresh process each time: what a script pays per call.
fn in_process(dir: &std::path::Path) {
    let run = |args: &[&str]| {
        timed(
            Command::new(BIN)
                .arg("--sandbox")
                .args(args)
                .env("TRAVEL_TODAY", TODAY)
                .env("XDG_DATA_HOME", dir.join("data"))
                .env("XDG_CACHE_HOME", dir.join("cache-in-process")),
        )
        .took
    };
    let routes = ["airports", "routes", "LHR"];
    let search = ["flights", "search", "MAD", "BCN", OUT];
    run(&routes); // create the state file
    let (mut r, mut s) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        r.push(run(&routes));
        s.push(run(&search));
    }
    report(
        "cli --sandbox: start-up with the route network, `airports routes LHR` (end to end)",
        &r,
    );
    report(
        "cli --sandbox: a short-haul search, MAD-BCN (end to end)",
        &s,
    );
}
