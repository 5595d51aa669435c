//! The sandbox's clock and resets through the real binary: `travel sandbox clock`
//! (show, set, advance, reset), what moves with it (past dates on both sides, orders
//! ticketed or cancelled by their agreement), `travel sandbox reset` (orders and clock
//! cleared, references never repeated, `--seed N` worlds), and a reset while
//! `travel sandbox serve` runs on the same state file. Each acts on one tenant: the
//! client id `--sandbox` uses, or the one `--client-id` names (an app's, against a
//! served sandbox).

use crate::common;

use common::wire::ANY_CLIENT;
use common::{Home, Run, Runs, Served, Target, CLIENT_ID, TODAY};
use serde_json::Value;

/// `travel sandbox ARGS` (no `--sandbox`: these commands read the state file directly).
fn sandbox_cmd(home: &Home, args: &[&str]) -> Run {
    home.travel().arg("sandbox").args(args).run()
}

/// `travel sandbox clock ARGS`, which must succeed: the moment it prints.
fn clock(home: &Home, args: &[&str]) -> String {
    let mut all = vec!["clock"];
    all.extend_from_slice(args);
    let r = sandbox_cmd(home, &all);
    assert_eq!(r.code, 0, "sandbox {all:?}: {}", r.stderr);
    r.stdout.trim().to_string()
}

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";

/// Search MAD-BCN on 2026-12-15 and book offer 1 for Ada: its booking reference.
fn booked(home: &Home, extra: &[&str]) -> String {
    common::json_in(
        home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--max",
            "5",
        ],
    );
    let mut args = vec!["flights", "book", "1", "--traveler", ADA, "--yes"];
    args.extend_from_slice(extra);
    let r = home.sandbox(&args).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = common::Tsv::parse(&r.stdout);
    let reference = t.rows[0][t.col("Reference")].clone();
    assert_eq!(reference.len(), 6, "{}", r.stdout);
    reference
}

/// The order as the sandbox has it now (`--json order show`), or the failed run.
fn order(home: &Home, reference: &str) -> Result<Value, Run> {
    let r = home.sandbox(&["--json", "order", "show", reference]).run();
    if r.code == 0 {
        Ok(serde_json::from_str(&r.stdout).unwrap())
    } else {
        Err(r)
    }
}

#[test]
fn the_clock_is_shown_set_advanced_and_reset() {
    let home = Home::new();
    // it follows TRAVEL_TODAY (pinned by the harness) until moved
    assert_eq!(clock(&home, &[]), format!("{TODAY}T00:00"));
    let shown = sandbox_cmd(&home, &["clock", "show"]);
    assert!(
        shown.stderr.contains("follows TRAVEL_TODAY=2026-11-22"),
        "{}",
        shown.stderr
    );
    assert_eq!(
        clock(&home, &["set", "2026-12-01T09:30"]),
        "2026-12-01T09:30"
    );
    assert_eq!(clock(&home, &["advance", "1d12h"]), "2026-12-02T21:30");
    assert_eq!(clock(&home, &["advance", "90m"]), "2026-12-02T23:00");
    let r = home.travel().args(["--json", "sandbox", "clock"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["now"], "2026-12-02T23:00");
    assert_eq!(v["today"], "2026-12-02");
    assert_eq!(v["offsetSeconds"], 10 * 86_400 + 23 * 3_600);
    assert!(r.stderr.contains("10d 23h ahead"), "{}", r.stderr);
    // a date alone is its first minute
    // back more than a day: asked for (--yes without a terminal)
    assert_eq!(
        clock(&home, &["set", "2026-11-20", "--yes"]),
        "2026-11-20T00:00"
    );
    assert_eq!(clock(&home, &["reset"]), format!("{TODAY}T00:00"));
}

#[test]
fn bad_clock_input_is_refused_with_exit_2_and_the_clock_stays() {
    let home = Home::new();
    clock(&home, &["set", "2026-12-01"]);
    for args in [
        &["clock", "set", "yesterday-ish garbage"][..],
        &["clock", "set", "2026-12-01 10:00"],
        &["clock", "set", "2026-02-30"],
        &["clock", "advance", "3x"],
        &["clock", "advance", "12h3d"],
        &["clock", "advance", "0m"],
    ] {
        let r = sandbox_cmd(&home, args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.starts_with("error: clock "), "{}", r.stderr);
        assert!(r.stdout.is_empty());
    }
    let r = sandbox_cmd(&home, &["clock", "advance", "3x"]);
    assert!(r.stderr.contains("3d, 12h, 90m"), "{}", r.stderr);
    assert_eq!(clock(&home, &[]), "2026-12-01T00:00");
}

#[test]
fn a_future_date_becomes_past_when_the_clock_passes_it_for_client_and_server() {
    let home = Home::new();
    let search = [
        "flights",
        "search",
        "MAD",
        "BCN",
        "2026-11-25",
        "--max",
        "2",
    ];
    common::ok_in(&home, &search);
    clock(&home, &["advance", "4d"]);
    // the client checks by the in-process sandbox's clock: nothing is sent
    common::refused_in(&home, &search, &["2026-11-25 is in the past", "2026-11-26"]);
    // and reads relative dates by it
    let v = common::json_in(
        &home,
        &["flights", "search", "MAD", "BCN", "+3", "--max", "1"],
    );
    let dep = v["data"][0]["itineraries"][0]["segments"][0]["departure"]["at"]
        .as_str()
        .unwrap();
    assert!(dep.starts_with("2026-11-29"), "{dep}");

    // a server on its own state file, advanced: a client by --base-url checks by its
    // own day, sends, and the server refuses
    let served = Served::start(&home);
    let state = home.dir.path().join("served.sqlite3");
    let state = state.to_str().unwrap();
    let r = home.against_url(&served.url, &search).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    // the clock of the client's tenant on the server: its client id's
    clock(
        &home,
        &["--state", state, "--client-id", CLIENT_ID, "advance", "4d"],
    );
    let r = home.against_url(&served.url, &search).run();
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("in the past"), "{}", r.stderr);
}

#[test]
fn an_order_is_ticketed_or_cancelled_by_its_agreement_once_the_clock_passes_its_day() {
    let home = Home::new();
    let confirmed = booked(&home, &[]);
    // the same offer for the same traveller again: `--again`
    let delayed = booked(&home, &["--ticketing", "delay-to-cancel:2D", "--again"]);
    for reference in [&confirmed, &delayed] {
        let v = order(&home, reference).unwrap();
        assert!(v["data"].get("tickets").is_none(), "{v}");
    }
    // past the delay nobody ticketed it: the order is cancelled
    clock(&home, &["advance", "3d"]);
    let gone = order(&home, &delayed).unwrap_err();
    assert_eq!(gone.code, 3, "{}", gone.stderr);
    // past the offer's last ticketing date: ticketed, and no longer cancellable
    clock(&home, &["set", "2026-12-14"]);
    let v = order(&home, &confirmed).unwrap();
    assert_eq!(
        v["data"]["tickets"].as_array().map(Vec::len),
        Some(1),
        "{v}"
    );
    let cancel = home
        .sandbox(&["order", "cancel", &confirmed, "--yes"])
        .run();
    assert_eq!(cancel.code, 3, "{}", cancel.stderr);
    assert!(cancel.stderr.contains("consolidator"), "{}", cancel.stderr);
}

#[test]
fn a_reset_clears_orders_and_the_clock_and_references_never_repeat() {
    let home = Home::new();
    let before = booked(&home, &[]);
    let id_before = order(&home, &before).unwrap()["data"]["id"].clone();
    clock(&home, &["advance", "2d"]);
    let r = sandbox_cmd(&home, &["reset"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("sandbox state cleared"), "{}", r.stderr);
    assert_eq!(clock(&home, &[]), format!("{TODAY}T00:00"));
    let gone = order(&home, &before).unwrap_err();
    assert_eq!(gone.code, 3, "{}", gone.stderr);
    // the same booking again (`--again`: the journal still has the first)
    common::json_in(
        &home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--max",
            "5",
        ],
    );
    let r = home
        .sandbox(&[
            "flights",
            "book",
            "1",
            "--traveler",
            ADA,
            "--yes",
            "--again",
        ])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = common::Tsv::parse(&r.stdout);
    let after = t.rows[0][t.col("Reference")].clone();
    assert_ne!(after, before);
    let id_after = order(&home, &after).unwrap()["data"]["id"].clone();
    assert_ne!(id_after, id_before);
}

/// The offers of a MAD-BCN search as sent.
fn offers(home: &Home) -> Value {
    common::json_in(
        home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--max",
            "10",
        ],
    )["data"]
        .clone()
}

#[test]
fn a_seed_gives_another_world_and_the_same_one_every_time() {
    let usual = offers(&Home::new());
    let home = Home::new();
    let r = sandbox_cmd(&home, &["reset", "--seed", "7"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("seed 7"), "{}", r.stderr);
    let seven = offers(&home);
    assert_ne!(seven, usual);
    assert_eq!(offers(&home), seven, "the same world twice");
    let elsewhere = Home::new();
    sandbox_cmd(&elsewhere, &["reset", "--seed", "7"]);
    assert_eq!(offers(&elsewhere), seven, "seed 7 is one world");
    // a reset without a seed keeps the world; seed 0 is the usual world again
    sandbox_cmd(&home, &["reset"]);
    assert_eq!(offers(&home), seven, "a tenant's reset keeps the world");
    sandbox_cmd(&home, &["reset", "--seed", "0"]);
    assert_eq!(offers(&home), usual);
}

#[test]
fn a_reset_while_serving_clears_what_the_server_serves_and_refuses_another_seed() {
    let home = Home::new();
    let served = Served::start(&home);
    let state = home.dir.path().join("served.sqlite3");
    let state = state.to_str().unwrap();
    let of_the_app = |args: &[&'static str]| -> Vec<&str> {
        let mut all = vec!["--state", state, "--client-id", ANY_CLIENT];
        all.extend_from_slice(args);
        all
    };
    let token = served.token();
    let search = "/v2/shopping/flight-offers?originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-11-23&adults=1&max=1";
    let airline = "/v1/reference-data/airlines?airlineCodes=IB";
    assert_eq!(served.get(search, &token).status, 200);
    clock(&home, &of_the_app(&["advance", "2d"]));
    // the server reads its tenant's clock for every request: the date is past, and
    // the token lives on (tokens run out by real time)
    let r = served.get(search, &token);
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(
        r.json()["errors"][0]["code"],
        425,
        "in the past: {}",
        r.body
    );
    assert_eq!(served.get(airline, &token).status, 200);

    let port = served.addr().rsplit(':').next().unwrap().to_string();
    let refused = sandbox_cmd(&home, &["reset", "--seed", "7", "--state", state]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("pid ") && refused.stderr.contains(&format!("port {port}")),
        "{}",
        refused.stderr
    );
    assert_eq!(
        clock(&home, &of_the_app(&[])),
        "2026-11-24T00:00",
        "nothing reset"
    );

    let r = sandbox_cmd(
        &home,
        &["reset", "--state", state, "--client-id", ANY_CLIENT],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains(&format!("port {port}) serves the cleared state")),
        "{}",
        r.stderr
    );
    assert!(std::path::Path::new(state).exists(), "the file stays");
    // its clock is back, its token kept, and it goes on serving the same file
    assert_eq!(served.get(search, &token).status, 200);
    let token = served.token();
    assert_eq!(served.get(search, &token).status, 200);
    clock(&home, &of_the_app(&["advance", "2d"]));
    let token = served.token();
    assert_eq!(served.get(search, &token).status, 400);
}

/// One line of JSON-RPC to a `travel mcp` over stdio, and its answer (the line whose
/// `id` is `id`).
fn rpc(
    to: &mut impl std::io::Write,
    from: &mut impl std::io::BufRead,
    id: u64,
    method: &str,
    params: Value,
) -> Value {
    let line = serde_json::json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
    writeln!(to, "{line}").unwrap();
    to.flush().unwrap();
    loop {
        let mut answer = String::new();
        assert!(from.read_line(&mut answer).unwrap() > 0, "the server ended");
        let v: Value = serde_json::from_str(&answer).unwrap();
        if v["id"] == id {
            return v;
        }
    }
}

#[test]
fn a_long_running_mcp_reads_each_calls_dates_by_the_sandbox_clock_as_it_then_stands() {
    use std::io::{BufReader, Write};
    use std::process::Stdio;
    let home = Home::new();
    let mut mcp = home
        .std_travel()
        .args(["--sandbox", "mcp"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("travel --sandbox mcp");
    let mut to = mcp.stdin.take().unwrap();
    let mut from = BufReader::new(mcp.stdout.take().unwrap());
    let init = serde_json::json!({
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "clock-test", "version": "1"}
    });
    rpc(&mut to, &mut from, 1, "initialize", init);
    writeln!(
        to,
        r#"{{"jsonrpc":"2.0","method":"notifications/initialized"}}"#
    )
    .unwrap();
    let search = |to: &mut std::process::ChildStdin, from: &mut BufReader<_>, id, date: &str| {
        let args =
            serde_json::json!({"origin": "MAD", "destination": "BCN", "date": date, "max": 1});
        rpc(
            to,
            from,
            id,
            "tools/call",
            serde_json::json!({"name": "flights_search", "arguments": args}),
        )["result"]
            .clone()
    };
    let first = search(&mut to, &mut from, 2, "+3");
    assert_eq!(first["isError"], false, "{first}");
    // the sandbox's clock moved while the server runs: a later call reads `+3` and
    // checks dates by it, as a fresh `travel --sandbox` would
    for (n, (by, day)) in [("40d", "2027-01-04"), ("400d", "2028-02-08")]
        .iter()
        .enumerate()
    {
        clock(&home, &["advance", by]);
        let moved = search(&mut to, &mut from, 3 + n as u64 * 2, "+3");
        assert_eq!(moved["isError"], false, "+3 after {by}: {moved}");
        // the offers it kept leave on that day
        let kept = std::fs::read_to_string(
            home.cache_dir()
                .join("travel")
                .join("last-flight-offers.json"),
        )
        .expect("the search's offers kept");
        let kept: Value = serde_json::from_str(&kept).unwrap();
        let dep = kept["data"][0]["itineraries"][0]["segments"][0]["departure"]["at"]
            .as_str()
            .unwrap_or_default();
        assert!(dep.starts_with(day), "+3 after {by} is {day}, not {dep}");
        let past = search(&mut to, &mut from, 4 + n as u64 * 2, "2026-11-25");
        assert_eq!(past["isError"], true, "{past}");
        assert!(past.to_string().contains("in the past"), "{past}");
    }
    drop(to);
    let _ = mcp.wait();
}
