//! `travel sandbox serve` under load: `cargo bench --bench load`.
//!
//! Eight clients for 30 s (`TRAVEL_LOAD_SECS` to change it) against two release
//! `travel sandbox serve` processes sharing one state file (each locks its own threads
//! out; SQLite locks the two processes out of each other): MAD-BCN and LON-NYC
//! searches, pricing, flight orders made, read back and cancelled, hotel offers and
//! bookings, all after the last seats of two flights and the last rooms of one room
//! type. Clients and servers share the machine's cores.
//!
//! Printed, and written to `target/tmp/load-report.txt`: the latency of each kind of
//! request, client side, as a table the README's "Under load" shows. A benchmark, not
//! a test: nothing here asserts on time. It refuses to report figures of a run that
//! went wrong (a server error, a request unanswered); that nothing is sold twice and
//! every order answered is there afterwards is checked by a test of its own, a fixed
//! number of turns of the same mix (`crates/travel-sandbox/tests/load.rs`).

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::served;
use common::stats::ms;
use common::traffic::{Load, Outcome, Stock};
use common::wire;
use common::wire::Target as _;

const CLIENTS: usize = 8;

/// The kinds of request the mix sends, as the table names them.
const KINDS: [(&str, &str); 8] = [
    ("search short", "search MAD-BCN, 50 offers"),
    ("search long", "search LON-NYC round trip, 50 offers"),
    ("price", "price an offer"),
    ("order create", "create a flight order"),
    ("order get", "read an order"),
    ("order cancel", "cancel an order"),
    ("hotel offers", "hotel offers"),
    ("hotel book", "book a hotel room"),
];

fn duration() -> Duration {
    let secs = std::env::var("TRAVEL_LOAD_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    Duration::from_secs(secs)
}

fn main() {
    let scratch = tempfile::tempdir().unwrap();
    let s = served::serve(scratch.path());
    let other = served::serve(scratch.path());
    let token = wire::token(s.addr());
    let stock = Arc::new(Stock::find(&s, &token));

    let started = Instant::now();
    let load = Load::start(&[&s, &other], &stock, CLIENTS);
    std::thread::sleep(duration());
    let out = load.stop();
    let took = started.elapsed();

    assert!(
        out.unexpected.is_empty(),
        "no figures: {} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert_eq!(out.lost, 0, "no figures: requests left unanswered");

    let report = format!(
        "travel sandbox serve (release), two servers on one state file, {CLIENTS} clients for {:.1} s: \
         {} requests ({:.0} a second), {} refused as sold out\n\
         stock: {} + {} seats in two classes, {} rooms for two nights\n\n{}",
        took.as_secs_f64(),
        out.requests(),
        out.requests() as f64 / took.as_secs_f64(),
        out.sold_out,
        stock.seats,
        stock.churn_seats,
        stock.rooms,
        table(&out)
    );
    println!("{report}");
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("load-report.txt");
    std::fs::write(&file, &report).expect("write the load report");
    println!("(written to {})", file.display());
}

/// p50, p90, p99 and max per kind of request, a Markdown table.
fn table(out: &Outcome) -> String {
    let mut t = String::from(
        "| Request (client side) | n | p50 | p90 | p99 | max |\n|---|---|---|---|---|---|\n",
    );
    for (kind, name) in KINDS {
        let Some(v) = out.latencies.get(kind) else {
            continue;
        };
        let mut v = v.clone();
        v.sort();
        let at = |q: f64| ms(v[((v.len() - 1) as f64 * q).round() as usize]);
        t.push_str(&format!(
            "| {name} | {} | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} ms |\n",
            v.len(),
            at(0.5),
            at(0.9),
            at(0.99),
            ms(*v.last().unwrap())
        ));
    }
    t
}
