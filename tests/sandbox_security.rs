//! A shared `travel sandbox serve` as its operator runs it, through the real binary:
//! what it refuses to start with, the tenants seen and set from the command line
//! (`travel sandbox tenants`), and a damaged state file reported at the start, copied
//! aside, and never deleted by a reset.

use crate::common;

use std::process::Command;

use common::wire::ask_token;
use common::{Home, Run, Runs, Served, Target};
use serde_json::{json, Value};

const ADMIN: &str = "an-operator-secret-of-some-length";

fn token(s: &Served, client_id: &str, secret: &str) -> String {
    let r = ask_token(s.addr(), client_id, secret);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["access_token"].as_str().unwrap().to_string()
}

#[test]
fn serve_refuses_open_tenants_beyond_loopback_and_a_short_admin_secret() {
    let home = Home::new();
    let open = home
        .travel()
        .args([
            "sandbox",
            "serve",
            "--port",
            "0",
            "--bind",
            "0.0.0.0",
            "--tenants",
            "open",
        ])
        .run();
    assert_eq!(open.code, 2, "{}", open.stderr);
    assert!(open.stderr.contains("loopback only"), "{}", open.stderr);
    assert!(open.stdout.is_empty(), "nothing served: {}", open.stdout);
    let short = home
        .travel()
        .args(["sandbox", "serve", "--port", "0"])
        .env("TRAVEL_SANDBOX_ADMIN_SECRET", "short")
        .run();
    assert_eq!(short.code, 2, "{}", short.stderr);
    assert!(
        short.stderr.contains("at least 16 characters"),
        "{}",
        short.stderr
    );
    let bad = home
        .travel()
        .args(["sandbox", "serve", "--port", "0", "--tenants", "anyone"])
        .run();
    assert_eq!(bad.code, 2, "{}", bad.stderr);
    assert!(
        bad.stderr.contains("bind (a secret binds"),
        "{}",
        bad.stderr
    );
}

/// `travel sandbox tenants ARGS` in `home`, as the operator (the admin secret in the
/// environment), `stdin` given.
fn tenants(home: &Home, args: &[&str], stdin: &str) -> Run {
    home.travel()
        .args(["sandbox", "tenants"])
        .args(args)
        .env("TRAVEL_SANDBOX_ADMIN_SECRET", ADMIN)
        .write_stdin(stdin)
        .run()
}

#[test]
fn the_operator_lists_sets_and_removes_tenants_from_the_command_line() {
    let home = Home::new();
    let s = Served::start_with(&home, |cmd: &mut Command| {
        cmd.env("TRAVEL_SANDBOX_ADMIN_SECRET", ADMIN);
    });
    let url = s.url.clone();
    token(&s, "app-a", "first-secret");
    // without the admin secret, --url refuses before sending anything
    let refused = home
        .travel()
        .args(["sandbox", "tenants", "list", "--url", &url])
        .run();
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("TRAVEL_SANDBOX_ADMIN_SECRET"),
        "{}",
        refused.stderr
    );

    let listed = tenants(&home, &["list", "--url", &url], "");
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert!(listed.stdout.contains("app-a\tset"), "{}", listed.stdout);
    let json = tenants(&home, &["--json", "list", "--url", &url], "");
    let json: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(json["data"][0]["tenant"], "app-a");
    assert_eq!(json["data"][0]["hasSecret"], true);

    // a secret set anew from stdin: the old one refused, the new one taken
    let set = tenants(
        &home,
        &["secret", "app-a", "--url", &url],
        "second-secret\n",
    );
    assert_eq!(set.code, 0, "{}", set.stderr);
    assert!(set.stdout.is_empty(), "no secret printed: {}", set.stdout);
    assert_eq!(ask_token(s.addr(), "app-a", "first-secret").status, 401);
    token(&s, "app-a", "second-secret");
    // one made: printed once, and taken
    let made = tenants(&home, &["secret", "app-b", "--generate", "--url", &url], "");
    assert_eq!(made.code, 0, "{}", made.stderr);
    let secret = made.stdout.trim();
    assert_eq!(secret.len(), 32, "{secret}");
    token(&s, "app-b", secret);

    // removing needs a yes; without a terminal, --yes
    let no = tenants(&home, &["remove", "app-a", "--url", &url], "");
    assert_eq!(no.code, 2, "{}", no.stderr);
    token(&s, "app-a", "second-secret");
    let gone = tenants(&home, &["remove", "app-a", "--yes", "--url", &url], "");
    assert_eq!(gone.code, 0, "{}", gone.stderr);
    // app-a is new again: the next secret binds
    token(&s, "app-a", "yet-another");
    let unknown = tenants(&home, &["remove", "nobody", "--yes", "--url", &url], "");
    assert_ne!(unknown.code, 0, "{}", unknown.stderr);

    // the state file, the server stopped: the same, without the network
    let state = s.state.clone();
    drop(s);
    let state = state.to_str().unwrap();
    let listed = tenants(&home, &["list", "--state", state], "");
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert!(
        listed.stdout.contains("app-b\tset\talways"),
        "{}",
        listed.stdout
    );
    let set = tenants(
        &home,
        &["secret", "app-c", "--state", state],
        "from-a-file\n",
    );
    assert_eq!(set.code, 0, "{}", set.stderr);
    let s = Served::start(&home);
    token(&s, "app-c", "from-a-file");
    assert_eq!(ask_token(s.addr(), "app-c", "other").status, 401);
}

/// Book ten hotel rooms for a tenant, then crash the server: its log holds them.
fn ten_rooms_then_crash(home: &Home) -> std::path::PathBuf {
    let s = Served::start(home);
    let t = token(&s, "team-a", "a-secret");
    for night in 1..=10 {
        let search = format!(
            "/v3/shopping/hotel-offers?hotelIds=MCLONGHM&checkInDate=2027-02-{night:02}&checkOutDate=2027-02-{:02}&adults=1",
            night + 1
        );
        let offer = s.get(&search, &t).json()["data"][0]["offers"][0]["id"].clone();
        let booking = json!({"data": {"offerId": offer,
            "guests": [{"id": 1, "name": {"title": "MR", "firstName": "SAM", "lastName": "GUEST"},
                        "contact": {"phone": "+33123456789", "email": "sam@example.com"}}],
            "payments": [{"id": 1, "method": "creditCard",
                          "card": {"vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2030-12"}}]}});
        let r = s.post_json("/v1/booking/hotel-bookings", &t, &booking);
        assert_eq!(r.status, 201, "{}", r.body);
    }
    let state = s.state.clone();
    s.crash();
    state
}

fn serve_once(home: &Home, args: &[&str]) -> Run {
    home.travel()
        .args(["sandbox", "serve", "--port", "0", "--state"])
        .arg(home.dir.path().join("served.sqlite3"))
        .args(args)
        .timeout(std::time::Duration::from_secs(30))
        .run()
}

fn copies(home: &Home) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(home.dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".damaged-"))
        .collect()
}

#[test]
fn a_damaged_log_stops_the_server_with_a_copy_and_a_reset_never_deletes_the_file() {
    let home = Home::new();
    let state = ten_rooms_then_crash(&home);
    let wal = std::path::PathBuf::from(format!("{}-wal", state.display()));
    let mut log = std::fs::read(&wal).expect("a crash leaves the log");
    assert!(log.len() > 20_000, "{}", log.len());
    // two kilobytes of garbage in the log's first frames
    for b in &mut log[200..2248] {
        *b = b'g';
    }
    std::fs::write(&wal, &log).unwrap();
    let before = (std::fs::read(&state).unwrap(), log.clone());

    let refused = serve_once(&home, &[]);
    assert_eq!(refused.code, 1, "{}", refused.stderr);
    assert!(refused.stderr.contains("is damaged"), "{}", refused.stderr);
    assert!(
        refused.stderr.contains("fails its checksum"),
        "{}",
        refused.stderr
    );
    assert!(refused.stderr.contains("--recover"), "{}", refused.stderr);
    assert!(
        refused.stdout.is_empty(),
        "nothing served: {}",
        refused.stdout
    );
    let copy = copies(&home);
    assert_eq!(copy.len(), 1, "{copy:?}");
    assert!(
        refused.stderr.contains(&*copy[0].to_string_lossy()),
        "{}",
        refused.stderr
    );
    assert_eq!(
        std::fs::read(copy[0].join("served.sqlite3-wal")).unwrap(),
        log,
        "the copy is the log as found"
    );
    assert_eq!(
        (std::fs::read(&state).unwrap(), std::fs::read(&wal).unwrap()),
        before,
        "left as it was"
    );

    // a reset of one tenant deletes nothing: it is refused the same way
    let reset = home
        .travel()
        .args(["sandbox", "reset", "--client-id", "someone", "--state"])
        .arg(&state)
        .run();
    assert_eq!(reset.code, 1, "{}", reset.stderr);
    assert!(reset.stderr.contains("is damaged"), "{}", reset.stderr);
    assert!(state.exists() && wal.exists());

    // told to, it opens what SQLite reads of it, and says so
    let s = Served::start_with(&home, |cmd: &mut Command| {
        cmd.arg("--recover");
    });
    assert_eq!(ask_token(s.addr(), "someone-new", "x").status, 200);
    drop(s);
}

#[test]
fn an_emptied_state_file_is_damage_and_a_fresh_start_is_asked_for() {
    let home = Home::new();
    let state = ten_rooms_then_crash(&home);
    std::fs::write(&state, b"").unwrap();
    let _ = std::fs::remove_file(format!("{}-wal", state.display()));
    let refused = serve_once(&home, &[]);
    assert_eq!(refused.code, 1, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("the file is empty"),
        "{}",
        refused.stderr
    );
    assert_eq!(
        std::fs::metadata(&state).unwrap().len(),
        0,
        "left as it was"
    );
    // a fresh start, asked for: served, the copy kept
    let reset = home
        .travel()
        .args(["sandbox", "reset", "--fresh", "--state"])
        .arg(&state)
        .run();
    assert_eq!(reset.code, 0, "{}", reset.stderr);
    assert!(reset.stderr.contains("started afresh"), "{}", reset.stderr);
    assert!(copies(&home).len() >= 2, "{:?}", copies(&home));
    let s = Served::start(&home);
    assert_eq!(ask_token(s.addr(), "team-a", "a-new-secret").status, 200);
}

/// Every verb on a state file goes through the control API of the state served for its
/// operator, checked whole first as a server checks it: a damaged log is never read or
/// written by `sandbox clock` or `sandbox tenants`, as it never is by `reset` or `serve`.
#[test]
fn the_operators_verbs_on_a_damaged_state_file_refuse_it_and_leave_it_as_it_was() {
    let home = Home::new();
    let state = ten_rooms_then_crash(&home);
    let wal = std::path::PathBuf::from(format!("{}-wal", state.display()));
    let mut log = std::fs::read(&wal).expect("a crash leaves the log");
    for b in &mut log[200..2248] {
        *b = b'g';
    }
    std::fs::write(&wal, &log).unwrap();
    let before = (std::fs::read(&state).unwrap(), log);
    let path = state.to_str().unwrap();
    for args in [
        &["clock", "--state", path, "advance", "1d"][..],
        &["clock", "--state", path],
        &["tenants", "list", "--state", path],
        &["tenants", "remove", "team-a", "--yes", "--state", path],
    ] {
        let r = home.travel().arg("sandbox").args(args).run();
        assert_eq!(r.code, 1, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("is damaged"), "{args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
        assert_eq!(
            (std::fs::read(&state).unwrap(), std::fs::read(&wal).unwrap()),
            before,
            "{args:?}: left as it was"
        );
    }
}
