//! The sandbox as a shared test environment, through the real binary: `travel sandbox
//! serve --client-id` accepts only tokens issued for its client's credentials, across
//! restarts on one state file; it says what the state holds when it starts; `clock` and
//! `reset --client-id` act on one tenant; the state file is its owner's alone; and a
//! storage that fails is said so, the state left as it was and never proposed a reset.

use crate::common;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use common::wire::ask_token;
use common::{Home, Run, Runs, Served, Target};
use serde_json::{json, Value};
use travel_sandbox::control::StateFile;

const SECRET_ENV: &str = "TRAVEL_SANDBOX_CLIENT_SECRET";

/// `travel sandbox ARGS`.
fn sandbox_cmd(home: &Home, args: &[&str]) -> Run {
    home.travel().arg("sandbox").args(args).run()
}

/// `travel sandbox serve` on the home's state file, accepting only `client_id` with
/// `secret`.
fn serve_for(home: &Home, client_id: &str, secret: &str) -> Served {
    let (client_id, secret) = (client_id.to_string(), secret.to_string());
    Served::start_with(home, move |cmd: &mut Command| {
        cmd.args(["--client-id", &client_id])
            .env(SECRET_ENV, &secret);
    })
}

/// A token for `client_id` with `secret`, which the server must grant.
fn token(s: &Served, client_id: &str, secret: &str) -> String {
    let r = ask_token(s.addr(), client_id, secret);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["access_token"].as_str().unwrap().to_string()
}

/// The status and error code of a lookup with `token`.
fn lookup(s: &Served, token: &str) -> (u16, Value) {
    let r = s.get("/v1/reference-data/airlines?airlineCodes=IB", token);
    (r.status, r.json()["errors"][0]["code"].clone())
}

#[test]
fn a_server_of_one_client_refuses_tokens_of_another_client_or_secret_after_a_restart() {
    let home = Home::new();
    let first = serve_for(&home, "app-a", "secret-1");
    let a = token(&first, "app-a", "secret-1");
    assert_eq!(lookup(&first, &a).0, 200);
    assert_eq!(ask_token(first.addr(), "app-b", "secret-1").status, 401);
    assert_eq!(ask_token(first.addr(), "app-a", "secret-2").status, 401);
    drop(first);

    let refused = (401, json!(38190));
    let other_client = serve_for(&home, "app-b", "secret-1");
    assert_eq!(lookup(&other_client, &a), refused);
    let b = token(&other_client, "app-b", "secret-1");
    drop(other_client);
    let other_secret = serve_for(&home, "app-a", "secret-2");
    assert_eq!(lookup(&other_secret, &a), refused);
    assert_eq!(lookup(&other_secret, &b), refused);
    drop(other_secret);
    // the same client and secret again: its token outlives the restart
    let again = serve_for(&home, "app-a", "secret-1");
    assert_eq!(lookup(&again, &a).0, 200);
    assert_eq!(lookup(&again, &b), refused);
}

/// Book a room at the provider's example hotel for the token's tenant.
fn book_room(s: &Served, token: &str) {
    let found = s.get(
        "/v3/shopping/hotel-offers?hotelIds=MCLONGHM&checkInDate=2027-01-15&adults=1",
        token,
    );
    assert_eq!(found.status, 200, "{}", found.body);
    let offer = found.json()["data"][0]["offers"][0]["id"].clone();
    let booking = json!({"data": {"offerId": offer,
        "guests": [{"id": 1, "name": {"title": "MS", "firstName": "ADA", "lastName": "LOVELACE"},
                    "contact": {"phone": "+447700900123", "email": "ada@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard",
                      "card": {"vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2030-12"}}]}});
    let r = s.post_json("/v1/booking/hotel-bookings", token, &booking);
    assert_eq!(r.status, 201, "{}", r.body);
}

/// The line of `log` that has `needle`, once it is written.
fn line_with(log: &Path, needle: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if let Some(line) = text.lines().find(|l| l.contains(needle)) {
            return line.to_string();
        }
        assert!(Instant::now() < deadline, "no {needle:?} in: {text}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn serve_says_what_the_state_holds_and_a_reset_clears_one_tenant() {
    let home = Home::new();
    let s = Served::start(&home);
    let state = s.state.clone();
    let (a, b) = (token(&s, "app-a", "any"), token(&s, "app-b", "any"));
    book_room(&s, &a);
    book_room(&s, &b);
    drop(s);

    let log = home.dir.path().join("serve.log");
    let file = std::fs::File::create(&log).unwrap();
    let s = Served::start_with(&home, move |cmd: &mut Command| {
        cmd.stderr(file);
    });
    let held = line_with(&log, " holds ");
    assert_eq!(
        held,
        format!(
            "sandbox state {} holds 2 tenants, 0 flight orders, 2 hotel bookings (2 reservations), 2 tokens",
            state.display()
        )
    );

    // one tenant's reset and clock; the other's bookings and the tokens stay
    let path = state.to_str().unwrap();
    let r = sandbox_cmd(&home, &["reset", "--state", path, "--client-id", "app-a"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("client id app-a"), "{}", r.stderr);
    let r = home
        .travel()
        .args(["--json", "sandbox", "clock", "--state", path])
        .args(["--client-id", "app-b", "advance", "2d"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let shown: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(shown["clientId"], "app-b");
    assert_eq!(shown["offsetSeconds"], 2 * 86_400);
    let r = sandbox_cmd(&home, &["clock", "--state", path, "--client-id", "app-a"]);
    assert!(r.stderr.contains("app-a follows"), "{}", r.stderr);
    let file = StateFile::open(&state).unwrap();
    let counts = |id: &str| file.tenant(id).counts().unwrap();
    assert_eq!(counts("app-a").hotel_reservations, 0);
    assert_eq!(counts("app-b").hotel_reservations, 1);
    assert_eq!((counts("app-a").tokens, counts("app-b").tokens), (1, 1));
    assert_eq!(lookup(&s, &a).0, 200, "a's token is kept");
}

#[cfg(unix)]
fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

#[cfg(unix)]
#[test]
fn the_state_file_is_its_owners_alone() {
    use std::os::unix::fs::PermissionsExt;
    let home = Home::new();
    // made by the sandbox, with the directories it makes
    let made = home.dir.path().join("fresh/deeper/state.sqlite3");
    let r = sandbox_cmd(&home, &["clock", "--state", made.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(mode(&made), 0o600);
    assert_eq!(mode(made.parent().unwrap()), 0o700);
    assert_eq!(mode(&home.dir.path().join("fresh")), 0o700);
    // one found open to others is closed to them
    std::fs::set_permissions(&made, std::fs::Permissions::from_mode(0o644)).unwrap();
    let r = sandbox_cmd(&home, &["reset", "--state", made.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(mode(&made), 0o600);
    // and the one `--sandbox` uses
    let r = home.sandbox(&["airlines", "lookup", "IB"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        mode(
            &home
                .data_dir()
                .join("travel")
                .join(travel_sandbox::STATE_FILE)
        ),
        0o600
    );
}

#[test]
fn a_storage_that_fails_is_said_so_and_the_state_is_left_as_it_was() {
    let home = Home::new();
    let state = home.dir.path().join("kept.sqlite3");
    let path = state.to_str().unwrap();
    let r = sandbox_cmd(&home, &["clock", "--state", path, "advance", "1d"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let before = std::fs::read(&state).unwrap();
    // the log SQLite writes beside the file cannot be made: the storage fails
    std::fs::create_dir(home.dir.path().join("kept.sqlite3-wal")).unwrap();
    for args in [
        &["clock", "--state", path][..],
        &["reset", "--state", path],
        &["reset", "--state", path, "--seed", "3"],
        &["serve", "--port", "0", "--state", path],
    ] {
        let r = sandbox_cmd(&home, args);
        assert_eq!(r.code, 1, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("kept.sqlite3"), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("left as it was"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains("reset"), "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("remove"), "{args:?}: {}", r.stderr);
        assert_eq!(std::fs::read(&state).unwrap(), before, "{args:?}");
    }
}
