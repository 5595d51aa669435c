//! Nodes on one PostgreSQL database against one node on a SQLite file:
//! `scripts/with-postgres cargo bench --bench nodes`.
//!
//! One run, side by side: one release `travel sandbox serve` on a SQLite file, then
//! one, two and three on a PostgreSQL database of the run's own (the database of
//! `TRAVEL_TEST_DATABASE_URL`, on this machine). Each gets the same clients for
//! `TRAVEL_NODES_SECS` seconds (20 unless told), sending the mix of the load bench
//! (searches, pricing, orders made, read and cancelled, hotel bookings) spread over the
//! nodes. Printed, and written to `target/tmp/nodes-report.txt`: searches and order
//! requests answered a second, their p50 and p99, client side, and the orders made a
//! second (the clients compete for the last seats of two flights, one of them sold and
//! cancelled over and over: once a class is gone an order request is answered 400,
//! sold out, having read and locked its flight all the same). The clients, the nodes and
//! the database share the machine's cores: on one machine more nodes add no cores, so
//! the figures show what a node costs, not how nodes on their own machines scale.
//!
//! A benchmark, not a test: nothing asserts on time. A run with a server error or a
//! request unanswered gives no figures; what is sold is checked by the tests
//! (`crates/travel-sandbox/tests/load.rs`, `tests/sandbox_postgres.rs`).

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::database::Scratch;
use common::served::{self, Served};
use common::stats::ms;
use common::traffic::{Load, Outcome, Stock};
use common::wire;
use common::wire::Target as _;

/// Clients at once, spread over the nodes.
const CLIENTS: usize = 12;

/// Connections each PostgreSQL node keeps at most.
const POOL: u32 = 8;

fn duration() -> Duration {
    let secs = std::env::var("TRAVEL_NODES_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    Duration::from_secs(secs)
}

/// What one configuration was answered, and in how long.
struct Run {
    name: String,
    out: Outcome,
    took: Duration,
}

fn run(name: &str, nodes: &[Served]) -> Run {
    let token = wire::token(nodes[0].addr());
    let stock = Arc::new(Stock::find(&nodes[0], &token));
    let started = Instant::now();
    let load = Load::start(&nodes.iter().collect::<Vec<_>>(), &stock, CLIENTS);
    std::thread::sleep(duration());
    let out = load.stop();
    let took = started.elapsed();
    assert!(
        out.unexpected.is_empty(),
        "{name}: no figures: {} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert_eq!(out.lost, 0, "{name}: no figures: requests left unanswered");
    Run {
        name: name.to_string(),
        out,
        took,
    }
}

fn main() {
    let mut runs = Vec::new();
    {
        let dir = tempfile::tempdir().expect("a scratch directory");
        let node = served::serve(dir.path());
        runs.push(run("1 node, SQLite file", &[node]));
    }
    for n in 1..=3 {
        let scratch = Scratch::new();
        let nodes: Vec<Served> = (0..n)
            .map(|_| served::serve_on_database(&scratch.url, POOL))
            .collect();
        let name = format!("{n} node{}, PostgreSQL", if n == 1 { "" } else { "s" });
        runs.push(run(&name, &nodes));
    }
    let report = format!(
        "travel sandbox serve (release), {CLIENTS} clients for {} s a row; {}\n\n{}",
        duration().as_secs(),
        common::machine(),
        table(&runs)
    );
    println!("{report}");
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("nodes-report.txt");
    std::fs::write(&file, &report).expect("write the report");
    println!("(written to {})", file.display());
}

/// Requests of `kinds` answered, a second, with their p50 and p99.
fn rate(run: &Run, kinds: &[&str]) -> String {
    let mut v: Vec<Duration> = kinds
        .iter()
        .filter_map(|k| run.out.latencies.get(k))
        .flatten()
        .copied()
        .collect();
    if v.is_empty() {
        return "| - | - | -".to_string();
    }
    v.sort();
    let at = |q: f64| ms(v[((v.len() - 1) as f64 * q).round() as usize]);
    format!(
        "| {:.0}/s | {:.1} ms | {:.1} ms",
        v.len() as f64 / run.took.as_secs_f64(),
        at(0.5),
        at(0.99)
    )
}

fn table(runs: &[Run]) -> String {
    let mut t = String::from(
        "| Nodes | searches | p50 | p99 | order requests | p50 | p99 | orders made | all requests |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    for r in runs {
        let secs = r.took.as_secs_f64();
        t.push_str(&format!(
            "| {} {} {} | {:.0}/s | {:.0}/s |\n",
            r.name,
            rate(r, &["search short", "search long"]),
            rate(r, &["order create"]),
            r.out.orders.len() as f64 / secs,
            r.out.requests() as f64 / secs
        ));
    }
    t
}
