//! Three `travel sandbox serve` nodes on one PostgreSQL database, under load: one is
//! killed with SIGKILL, then the database itself restarts. Every order answered 201 is
//! there afterwards, nothing is sold twice, the only server errors are the documented
//! 503 while the database is away, and the nodes answer normally again on their own.

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::database::Scratch;
use common::traffic::{self, Fate, Ledger, Load, Outcome, Stock, ORDERS};
use common::{Home, Served, Target};

/// Clients at once, spread over the nodes.
const CLIENTS: usize = 24;

/// Connections each node keeps to the database at most: fewer than its clients.
const POOL: u32 = 4;

/// These tests restart the database every test of this binary shares: one at a time.
static DATABASE: Mutex<()> = Mutex::new(());

fn nodes(home: &Home, scratch: &Scratch) -> Vec<Served> {
    (0..3)
        .map(|_| Served::on_database(home, &scratch.url, POOL))
        .collect()
}

#[test]
fn a_node_killed_mid_load_loses_no_order_and_the_others_serve_on() {
    let _one = DATABASE.lock().unwrap_or_else(|p| p.into_inner());
    let (home, scratch) = (Home::new(), Scratch::new());
    let mut nodes = nodes(&home, &scratch);
    let token = nodes[0].token();
    let stock = Arc::new(Stock::find(&nodes[0], &token));

    let load = Load::start(&nodes.iter().collect::<Vec<_>>(), &stock, CLIENTS);
    std::thread::sleep(Duration::from_secs(3));
    nodes.remove(1).crash();
    std::thread::sleep(Duration::from_secs(1));
    let out = load.stop();
    assert!(
        out.unexpected.is_empty(),
        "{} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert!(out.lost > 0, "the killed node's clients lost their answers");
    sold_exactly(&nodes, &scratch, &stock, &out);
}

#[test]
fn a_database_restarted_under_load_costs_only_503s_and_the_nodes_recover() {
    let _one = DATABASE.lock().unwrap_or_else(|p| p.into_inner());
    let restart = std::env::var("TRAVEL_TEST_DATABASE_RESTART").expect(
        "TRAVEL_TEST_DATABASE_RESTART: the command that restarts the tests' database \
         (scripts/with-postgres sets it)",
    );
    let (home, scratch) = (Home::new(), Scratch::new());
    let nodes = nodes(&home, &scratch);
    let token = nodes[0].token();
    let stock = Arc::new(Stock::find(&nodes[0], &token));

    let load = Load::start(&nodes.iter().collect::<Vec<_>>(), &stock, CLIENTS);
    std::thread::sleep(Duration::from_secs(2));
    let done = std::process::Command::new("sh")
        .args(["-c", &restart])
        .status()
        .expect("run the restart command");
    assert!(done.success(), "{restart}: {done}");
    std::thread::sleep(Duration::from_secs(3));
    let out = load.stop();

    // The only failures: the service's 503 in its error shape, while it was away.
    let other: Vec<&String> = out
        .unexpected
        .iter()
        .filter(|u| !u.contains(": 503 {\"errors\":[{\"status\":503"))
        .collect();
    assert!(
        other.is_empty(),
        "{} answers other than the documented 503, the first: {:?}",
        other.len(),
        &other[..other.len().min(3)]
    );
    assert_eq!(out.lost, 0, "every request was answered");

    // Every node answers normally again, with no help.
    for node in &nodes {
        let until = Instant::now() + Duration::from_secs(20);
        loop {
            let r = node.get("/v1/reference-data/airlines?airlineCodes=BA", &token);
            if r.status == 200 {
                break;
            }
            assert!(Instant::now() < until, "still {} {}", r.status, r.body);
            std::thread::sleep(Duration::from_millis(200));
        }
    }
    sold_exactly(&nodes, &scratch, &stock, &out);
}

/// Every order answered 201 is there through every node still running; what is left
/// is sold one by one, and the database holds exactly the seats and rooms the sandbox
/// showed at the start.
fn sold_exactly(nodes: &[Served], scratch: &Scratch, stock: &Stock, out: &Outcome) {
    assert!(
        out.orders.iter().any(|o| o.fate == Fate::Made),
        "orders were answered"
    );
    let token = nodes[0].token();
    for o in out.orders.iter().filter(|o| o.fate == Fate::Made) {
        for node in nodes {
            let r = node.get(&format!("{ORDERS}/{}", o.id), &token);
            assert_eq!(r.status, 200, "order {}: {}", o.id, r.body);
        }
    }
    let s = &nodes[0];
    let scarce_more = traffic::sell_out(s, &token, &stock.flight);
    let churn_more = traffic::sell_out(s, &token, &stock.churn);
    traffic::book_out(s, &token, &stock.hotel_offer);
    let ledger = Ledger::at(&scratch.location(1));
    ledger.assert_holds(out);
    ledger.assert_sold_as_shown(stock, out, &scarce_more, &churn_more);
}

/// What `travel sandbox serve` said and how it ended, with `env` set.
fn serve(home: &Home, args: &[&str], env: &[(&str, &str)]) -> (i32, String) {
    let mut cmd = home.std_travel();
    cmd.args(["sandbox", "serve", "--port", "0"]).args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run travel sandbox serve");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_database_password_never_goes_on_the_command_line_nor_into_a_message() {
    let home = Home::new();
    let (code, said) = serve(
        &home,
        &["--state", "postgres://sandbox:hunter2@localhost/sandbox"],
        &[],
    );
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("TRAVEL_SANDBOX_DATABASE_URL"), "{said}");
    assert!(!said.contains("hunter2"), "{said}");

    let (code, said) = serve(
        &home,
        &[],
        &[("TRAVEL_SANDBOX_DATABASE_URL", "./a.sqlite3")],
    );
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("must be a postgres:// URL"), "{said}");

    // nothing listens on port 1: refused at once, said so, the password hidden
    let (code, said) = serve(
        &home,
        &[],
        &[(
            "TRAVEL_SANDBOX_DATABASE_URL",
            "postgres://sandbox:hunter2@127.0.0.1:1/sandbox",
        )],
    );
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("cannot connect to PostgreSQL"), "{said}");
    assert!(
        said.contains("postgres://sandbox:***@127.0.0.1:1/sandbox"),
        "{said}"
    );
    assert!(!said.contains("hunter2"), "{said}");
    assert!(
        !said.contains("disk is full"),
        "not a storage's hint: {said}"
    );
}
