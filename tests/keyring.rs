//! `auth login/status/logout` against a real Secret Service.
//!
//! Needs a session bus with an unlocked keyring, so it is ignored by default; `.ci/run`
//! runs it under `dbus-run-session` with gnome-keyring. By hand:
//!     dbus-run-session -- sh -c 'echo pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null;
//!                                cargo test --test runner -- --ignored keyring::'

use crate::common;

use std::fs;
use std::path::Path;

use common::{files_under, stderr_of, stdout_of, Home, Mock, CLIENT_SECRET};

/// The session bus address must reach the child; Home::travel() clears the environment.
fn with_bus(mut cmd: assert_cmd::Command) -> assert_cmd::Command {
    for var in ["DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"] {
        if let Some(v) = std::env::var_os(var) {
            cmd.env(var, v);
        }
    }
    cmd
}

fn files_containing(dir: &Path, needle: &str) -> Vec<String> {
    files_under(dir)
        .into_iter()
        .filter(|p| fs::read(p).is_ok_and(|b| String::from_utf8_lossy(&b).contains(needle)))
        .map(|p| p.display().to_string())
        .collect()
}

#[test]
#[ignore = "needs a Secret Service (run under dbus-run-session with gnome-keyring; see .ci/run)"]
fn login_status_use_and_logout_through_the_os_keyring() {
    let home = Home::new();
    let mock = Mock::start();
    let url = mock.url();

    // Log in from a script: the secret on stdin, checked against the service first.
    let mut login = with_bus(home.travel());
    login
        .args(["--base-url", &url, "auth", "login", "--client-id", "kid-1"])
        .arg("--secret-stdin")
        .write_stdin(format!("{CLIENT_SECRET}\n"))
        .assert()
        .success();
    let first_token_req = mock
        .seen()
        .into_iter()
        .find(|s| s.is_token_request())
        .unwrap();
    assert!(
        first_token_req.body.contains("client_id=kid-1"),
        "{}",
        first_token_req.body
    );

    // Status says where they come from.
    let out = with_bus(home.travel())
        .args(["--base-url", &url, "auth", "status"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert!(
        stdout_of(&out).contains("source:      OS keyring"),
        "{}",
        stdout_of(&out)
    );
    assert!(stdout_of(&out).contains("kid-1"));

    // A command uses them.
    with_bus(home.travel())
        .args(["--base-url", &url, "airlines", "lookup", "BA"])
        .assert()
        .success();
    assert_eq!(mock.api_requests().len(), 1);

    // The secret reached no file (the token cache holds the token only).
    assert!(files_containing(home.dir.path(), CLIENT_SECRET).is_empty());

    // Logout removes them; then nothing is found and the way out is named.
    with_bus(home.travel())
        .args(["auth", "logout"])
        .assert()
        .success();
    let out = with_bus(home.travel())
        .args(["--base-url", &url, "auth", "status"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
    assert!(stderr_of(&out).contains("travel auth login"));
}

#[test]
fn without_a_keyring_service_login_points_to_the_environment_variables() {
    let home = Home::new();
    let mock = Mock::start();
    // No session bus in this environment: the keyring cannot be reached.
    let out = home
        .travel()
        .env("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
        .args([
            "--base-url",
            &mock.url(),
            "auth",
            "login",
            "--client-id",
            "k",
            "--secret-stdin",
        ])
        .write_stdin(format!("{CLIENT_SECRET}\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4), "{}", stderr_of(&out));
    let err = stderr_of(&out);
    assert!(err.contains("keyring"), "{err}");
    assert!(err.contains("AMADEUS_CLIENT_ID"), "{err}");
    // It found out before asking the service anything.
    assert!(mock.seen().is_empty());
    assert!(files_containing(home.dir.path(), CLIENT_SECRET).is_empty());
}
