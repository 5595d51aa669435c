//! The operator's calls on the state as a whole, and the sandbox a process starts on
//! a state for its operator (`Operator`): what the CLI's verbs on a state file go
//! through, the same control API as a server's.

use crate::common;

use common::wire::token_as;
use common::{http, Home, HttpResp, Served, Target};
use serde_json::{json, Value};
use travel_sandbox::registry::Entry;
use travel_sandbox::{Location, OnDamage, Operator, Registry};

fn as_admin(addr: &str, admin: &str, method: &str, target: &str, body: &Value) -> HttpResp {
    let auth = format!("Bearer {admin}");
    http(
        addr,
        method,
        target,
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/json"),
        ],
        &if body.is_null() {
            String::new()
        } else {
            body.to_string()
        },
    )
}

#[test]
fn the_operator_of_a_state_file_acts_on_it_through_the_control_api() {
    let home = Home::new();
    let s = Served::start(&home);
    let a = token_as(s.addr(), "office-a");
    let moved = s.post_json("/_sandbox/clock/advance", &a, &json!({"by": "2d"}));
    assert_eq!(moved.status, 200, "{}", moved.body);
    // the machine's registry of running servers, in which another process (this
    // test's parent, which runs) serves the same state with the world of seed 3
    let registry = Registry::at(Some(home.dir.path().join("served-sandboxes.json")));
    #[cfg(unix)]
    let other = unsafe { libc::getppid() } as u32;
    #[cfg(not(unix))]
    let other = std::process::id();
    registry.record(Entry {
        port: 1,
        pid: other,
        any_credentials: true,
        tls_ca: None,
        https: false,
        state: Some(s.state.canonicalize().unwrap()),
        seed: 3,
    });
    let operator =
        Operator::start(&Location::File(s.state.clone()), OnDamage::Refuse, registry).unwrap();
    assert_eq!(operator.admin.len(), 32);
    let addr = operator.url.trim_start_matches("http://").to_string();
    // a tenant's clock, as the operator names the tenant
    let clock = http(
        &addr,
        "GET",
        "/_sandbox/clock",
        &[
            ("Authorization", &format!("Bearer {}", operator.admin)),
            ("X-Sandbox-Tenant", "office-a"),
        ],
        "",
    );
    assert_eq!(
        clock.json()["data"]["offsetSeconds"],
        172_800,
        "{}",
        clock.body
    );
    // the servers serving the state: the other process's (this one's are its own)
    let servers = as_admin(
        &addr,
        &operator.admin,
        "GET",
        "/_sandbox/servers",
        &Value::Null,
    );
    assert_eq!(servers.status, 200, "{}", servers.body);
    assert_eq!(
        servers.json()["data"],
        json!([{"pid": other, "port": 1, "seed": 3}])
    );
    // another world is refused while it serves its own, and nothing is cleared
    let refused = as_admin(
        &addr,
        &operator.admin,
        "POST",
        "/_sandbox/world",
        &json!({"seed": 4}),
    );
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body.contains(&format!("pid {other}")),
        "{}",
        refused.body
    );
    assert_eq!(
        s.get("/_sandbox/clock", &a).json()["data"]["offsetSeconds"],
        172_800
    );
    // its own world for every tenant: a's clock back to real time
    let world = as_admin(
        &addr,
        &operator.admin,
        "POST",
        "/_sandbox/world",
        &json!({"seed": 3}),
    );
    assert_eq!(world.status, 200, "{}", world.body);
    let clock = s.get("/_sandbox/clock", &a).json();
    assert_eq!(clock["data"]["offsetSeconds"], 0, "{clock}");
    // and only the operator may
    let refused = as_admin(s.addr(), &a, "POST", "/_sandbox/world", &json!({"seed": 0}));
    assert_eq!(refused.status, 403, "{}", refused.body);
}
