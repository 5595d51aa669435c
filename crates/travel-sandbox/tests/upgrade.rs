//! State made by the build before tenants' secrets were kept (`fixtures/`), on SQLite
//! and on PostgreSQL, opened by this one: every order, booking and clock is there; the
//! tenants that held them wait for the operator's secret (nobody claims `team-a` by
//! asking first); the tokens issued then, for any secret, are good no more.

use crate::common;

use common::wire::{ask_token, token_with};
use common::{http, Home, HttpResp, Served, Target};
use serde_json::{json, Value};
use travel_sandbox::rate::Settings;
use travel_sandbox::{Location, Options, Tenancy};

const ADMIN: &str = "an-operator-secret-of-some-length";
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// What the earlier build's state held: each tenant's orders, and the tokens issued.
struct Held {
    orders: Vec<(String, String)>,
    tokens: Vec<String>,
}

fn served(home: &Home, state: Option<Location>) -> Served {
    Served::start_with(home, |o: &mut Options| {
        o.tenancy = Tenancy::Bind;
        o.limits = Settings::defaults(None);
        o.admin = Some(ADMIN.into());
        o.verify = true;
        if let Some(state) = state {
            o.state = state;
        }
    })
}

fn as_admin(s: &Served, method: &str, target: &str, body: &Value) -> HttpResp {
    http(
        s.addr(),
        method,
        target,
        &[
            ("Authorization", &format!("Bearer {ADMIN}")),
            ("Content-Type", "application/json"),
        ],
        &body.to_string(),
    )
}

/// What a server of this build makes of the earlier build's state.
fn opens_the_earlier_state(s: &Served, held: &Held) {
    // the tenants are listed, holding what they held, waiting for their secrets
    let listed = as_admin(s, "GET", "/_sandbox/tenants", &Value::Null).json();
    let tenants = listed["data"].as_array().unwrap();
    for (name, orders) in [("team-a", 1), ("team-b", 1)] {
        let t = tenants.iter().find(|t| t["tenant"] == name).expect(name);
        assert_eq!(t["hasSecret"], false, "{t}");
        assert_eq!(t["holdings"]["flightOrders"], orders, "{t}");
    }
    // its own old secret claims nothing, nor does a guess
    for secret in ["secret-team-a", "guessed"] {
        let r = ask_token(s.addr(), "team-a", secret);
        assert_eq!(r.status, 401, "{}", r.body);
    }
    // the tokens issued then are good no more
    assert!(!held.tokens.is_empty());
    for token in &held.tokens {
        assert_eq!(s.get("/_sandbox/info", token).status, 401);
    }
    // the operator sets the secrets: everything is there
    for name in ["team-a", "team-b"] {
        let r = as_admin(
            s,
            "PUT",
            &format!("/_sandbox/tenants/{name}/secret"),
            &json!({"secret": format!("secret-{name}")}),
        );
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let a = token_with(s.addr(), "team-a", "secret-team-a");
    let b = token_with(s.addr(), "team-b", "secret-team-b");
    for (tenant, id) in &held.orders {
        let token = if tenant == "team-a" { &a } else { &b };
        let order = s.get(&format!("/v1/booking/flight-orders/{id}"), token);
        assert_eq!(order.status, 200, "{tenant}'s {id}: {}", order.body);
        let other = if tenant == "team-a" { &b } else { &a };
        let theirs = s.get(&format!("/v1/booking/flight-orders/{id}"), other);
        assert_eq!(theirs.status, 404, "another's");
    }
    let info_a = s.get("/_sandbox/info", &a).json();
    assert_eq!(
        info_a["data"]["holdings"]["hotelReservations"], 1,
        "{info_a}"
    );
    let info_b = s.get("/_sandbox/info", &b).json();
    assert_eq!(
        info_b["data"]["clock"]["offsetSeconds"], 172_800,
        "{info_b}"
    );
    // a client id new to the server binds its own
    token_with(s.addr(), "team-c", "new-secret");
    assert_eq!(ask_token(s.addr(), "team-c", "other").status, 401);
}

#[test]
fn a_state_file_of_the_build_before_secrets_opens_its_tenants_waiting_for_theirs() {
    let home = Home::new();
    let fixture = std::path::Path::new(FIXTURES).join("before-secrets.sqlite3");
    std::fs::copy(&fixture, home.dir.path().join("served.sqlite3")).unwrap();
    let held = {
        let db = rusqlite::Connection::open(home.dir.path().join("served.sqlite3")).unwrap();
        let orders = db
            .prepare("SELECT tenant, id FROM flight_orders ORDER BY tenant")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let tokens = db
            .prepare("SELECT token FROM tokens")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        Held { orders, tokens }
    };
    assert_eq!(held.orders.len(), 2);
    let s = served(&home, None);
    opens_the_earlier_state(&s, &held);
}

#[test]
fn a_postgresql_database_of_the_build_before_secrets_opens_its_tenants_waiting_for_theirs() {
    let home = Home::new();
    let scratch = common::database::Scratch::new();
    let dump =
        std::fs::read_to_string(std::path::Path::new(FIXTURES).join("before-secrets.pg.sql"))
            .unwrap();
    scratch.rows(&dump);
    let text = |cell: &Option<String>| cell.clone().expect("a value");
    let held = Held {
        orders: scratch
            .rows("SELECT tenant, id FROM flight_orders ORDER BY tenant")
            .iter()
            .map(|r| (text(&r[0]), text(&r[1])))
            .collect(),
        tokens: scratch
            .rows("SELECT token FROM tokens")
            .iter()
            .map(|r| text(&r[0]))
            .collect(),
    };
    assert_eq!(held.orders.len(), 2);
    let s = served(&home, Some(scratch.location(4)));
    opens_the_earlier_state(&s, &held);
}
