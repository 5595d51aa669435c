//! The worlds of seeds: a server answers from the world of its state's seed, whatever
//! other world this process served before, and from the new one as soon as the
//! operator starts every tenant again in another.

use crate::common;

use common::wire::token_as;
use common::{Home, Served, Target};
use serde_json::{json, Value};

const SEARCH: &str = "/v2/shopping/flight-offers?originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2026-12-15&adults=1&max=20";
const HOTELS: &str = "/v1/reference-data/locations/hotels/by-city?cityCode=PAR";
const ADMIN: &str = "operator-secret-16";

/// What a server answers to a flight search, a city's hotels and the offers of the first
/// three of them: the `data` of each, its links without the server's port.
fn answers(s: &Served) -> Value {
    let token = token_as(s.addr(), "office-a");
    let data = |target: &str| {
        let r = s.get(target, &token);
        assert_eq!(r.status, 200, "{target}: {}", r.body);
        let body: Value = serde_json::from_str(&r.body.replace(&s.url, "")).unwrap();
        body["data"].clone()
    };
    let hotels = data(HOTELS);
    let ids: Vec<&str> = hotels
        .as_array()
        .unwrap()
        .iter()
        .take(3)
        .map(|h| h["hotelId"].as_str().unwrap())
        .collect();
    let offers = data(&format!(
        "/v3/shopping/hotel-offers?hotelIds={}&checkInDate=2026-12-15&adults=1",
        ids.join(",")
    ));
    json!({"flights": data(SEARCH), "hotels": hotels, "hotelOffers": offers})
}

/// A server of its own on a state in the world of `seed`.
fn served_in(home: &Home, seed: u64) -> Served {
    let state = home.dir.path().join("served.sqlite3");
    travel_store::Store::open(&state)
        .expect("open the state")
        .reseed(seed)
        .expect("reseed the state");
    Served::start(home)
}

/// Set in the process that answers for one seed alone.
const ALONE: &str = "TRAVEL_TEST_WORLD_ALONE";
const MARK: &str = "answers of the world alone: ";

/// What the world of `seed` answers in a process that serves no other: this test's
/// binary run again for this test alone.
fn alone(seed: u64) -> Value {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "worlds::two_worlds_in_one_process_answer_each_as_it_does_alone",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(ALONE, seed.to_string())
        .output()
        .expect("run the test alone");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.split_once(MARK).map(|(_, answers)| answers))
        .unwrap_or_else(|| panic!("no answers in {stdout}"));
    serde_json::from_str(line).unwrap()
}

#[test]
fn two_worlds_in_one_process_answer_each_as_it_does_alone() {
    if let Ok(seed) = std::env::var(ALONE) {
        let home = Home::new();
        let s = served_in(&home, seed.parse().unwrap());
        #[allow(clippy::print_stdout)] // what the parent process reads
        {
            println!("{MARK}{}", answers(&s));
        }
        return;
    }
    // the seeded world first, so that what it builds once is there when the default
    // world asks
    let (seven_home, zero_home) = (Home::new(), Home::new());
    let seven = answers(&served_in(&seven_home, 7));
    let zero = answers(&served_in(&zero_home, 0));
    assert!(
        seven["flights"] != zero["flights"],
        "seeds make other worlds"
    );
    assert!(seven["hotels"] != zero["hotels"], "seeds make other worlds");
    assert!(zero == alone(0), "the default world moved by seed 7's");
    assert!(seven == alone(7), "seed 7's world moved by the default's");
}

#[test]
fn another_world_is_served_at_once() {
    let home = Home::new();
    let s = Served::start_with(&home, |o| o.admin = Some(ADMIN.into()));
    let before = answers(&s);
    let token = token_as(s.addr(), "office-a");
    let moved = s.post_json("/_sandbox/world", ADMIN, &json!({"seed": 7}));
    assert_eq!(moved.status, 200, "{}", moved.body);
    let info = s.get("/_sandbox/info", &token);
    assert_eq!(info.json()["data"]["seed"], 7, "{}", info.body);
    let after = answers(&s);
    assert!(
        before["flights"] != after["flights"],
        "the same world's flights"
    );
    assert!(
        before["hotels"] != after["hotels"],
        "the same world's hotels"
    );
    // the world of seed 7, as a server started on it serves it
    let home = Home::new();
    let fresh = answers(&served_in(&home, 7));
    for part in ["flights", "hotels", "hotelOffers"] {
        assert!(after[part] == fresh[part], "{part}: not seed 7's");
    }
}
