//! A shared sandbox probed as an attacker would: a tenant is its credentials (a client
//! id someone else knows gives them nothing without its secret), an import can neither
//! stop another tenant's bookings nor fill the server's memory, rotating client ids or
//! addresses does not get round the limits, throwaway tenants evict nobody, and a
//! tenant of any size moves.

use std::io::Write;
use std::net::IpAddr;

use crate::common;
use crate::orders::{order, post, scarce_offer, ORDERS};

use common::wire::{ask_token, http_from, token_with};
use common::{http, Home, HttpResp, Served, Target};
use serde_json::{json, Value};
use travel_sandbox::rate::{Rate, Settings};
use travel_sandbox::{Options, Tenancy};

const ADMIN: &str = "an-operator-secret-of-some-length";

/// A server as `travel sandbox serve` starts one by default: a client id bound to the
/// secret of its first sign-in, the default limits per address and server, an admin.
fn bound(home: &Home, set: impl FnOnce(&mut Options)) -> Served {
    Served::start_with(home, |o| {
        o.tenancy = Tenancy::Bind;
        o.limits = Settings::defaults(None);
        o.admin = Some(ADMIN.into());
        set(o);
    })
}

fn with(s: &Served, method: &str, target: &str, bearer: &str, body: &Value) -> HttpResp {
    let auth = format!("Bearer {bearer}");
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    http(
        s.addr(),
        method,
        target,
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/json"),
        ],
        &body,
    )
}

fn book(s: &Served, token: &str, name: &str) -> Value {
    let (offer, _) = scarce_offer(s, token);
    let (status, made) = post(s, token, ORDERS, &order(&offer, name), false);
    assert_eq!(status, 201, "{made}");
    made
}

/// A room booking of a London hotel for `token`'s tenant: its status and body.
fn book_hotel(s: &Served, token: &str, nights_from: u32) -> HttpResp {
    let search = format!(
        "/v3/shopping/hotel-offers?hotelIds=MCLONGHM&checkInDate=2027-02-{nights_from:02}&checkOutDate=2027-02-{:02}&adults=1",
        nights_from + 1
    );
    let found = s.get(&search, token);
    assert_eq!(found.status, 200, "{}", found.body);
    let offer = found.json()["data"][0]["offers"][0]["id"].clone();
    let booking = json!({"data": {"offerId": offer,
        "guests": [{"id": 1, "name": {"title": "MR", "firstName": "SAM", "lastName": "GUEST"},
                    "contact": {"phone": "+33123456789", "email": "sam@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard",
                      "card": {"vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2030-12"}}]}});
    s.post_json("/v1/booking/hotel-bookings", token, &booking)
}

#[test]
fn a_client_id_belongs_to_whoever_holds_its_secret() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let a = token_with(s.addr(), "team-a", "secret-of-a");
    let made = book(&s, &a, "SMITH");
    let id = made["data"]["id"].as_str().unwrap();
    // someone who knows the client id, with another secret: no token, so nothing
    let guessed = ask_token(s.addr(), "team-a", "guessed");
    assert_eq!(guessed.status, 401, "{}", guessed.body);
    assert_eq!(guessed.json()["error"], "invalid_client");
    assert!(!guessed.body.contains("access_token"));
    // with no token, nothing of a's is reached: its order, state, faults, clock, reset
    for (method, target) in [
        ("GET", format!("{ORDERS}/{id}")),
        ("GET", "/_sandbox/state".into()),
        ("POST", "/_sandbox/faults".into()),
        ("PUT", "/_sandbox/clock".into()),
        ("POST", "/_sandbox/reset".into()),
    ] {
        let r = with(&s, method, &target, "guessed", &json!({"at": "2030-01-01"}));
        assert_eq!(r.status, 401, "{method} {target}: {}", r.body);
    }
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &a).status, 200);
    // a new client id binds its own first secret
    let b = token_with(s.addr(), "team-b", "secret-of-b");
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &b).status, 404);

    // the operator sets a's secret anew: a's tokens are revoked, the old secret refused
    let set = with(
        &s,
        "PUT",
        "/_sandbox/tenants/team-a/secret",
        ADMIN,
        &json!({"secret": "rotated-secret-of-a"}),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.json()["data"]["registered"], true);
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &a).status, 401, "revoked");
    assert_eq!(ask_token(s.addr(), "team-a", "secret-of-a").status, 401);
    let a = token_with(s.addr(), "team-a", "rotated-secret-of-a");
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &a).status, 200);
    // and only the operator may
    let by_b = with(
        &s,
        "PUT",
        "/_sandbox/tenants/team-a/secret",
        &b,
        &json!({"secret": "taken-over"}),
    );
    assert_eq!(by_b.status, 403, "{}", by_b.body);
    let listed = with(&s, "GET", "/_sandbox/tenants", ADMIN, &Value::Null).json();
    let a_listed = listed["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["tenant"] == "team-a")
        .unwrap()
        .clone();
    assert_eq!(a_listed["hasSecret"], true);
    assert!(
        !listed.to_string().contains("rotated-secret"),
        "no secret shown"
    );
}

#[test]
fn a_tenant_holding_state_without_a_secret_waits_for_the_operators() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    // the operator acts as a client id nobody has signed in as yet: it holds state
    let set_clock = http(
        s.addr(),
        "PUT",
        "/_sandbox/clock",
        &[
            ("Authorization", &format!("Bearer {ADMIN}")),
            ("X-Sandbox-Tenant", "kept-team"),
            ("Content-Type", "application/json"),
        ],
        &json!({"at": "2027-03-01"}).to_string(),
    );
    assert_eq!(set_clock.status, 200, "{}", set_clock.body);
    let first = ask_token(s.addr(), "kept-team", "whoever-asks-first");
    assert_eq!(first.status, 401, "claimed by asking first: {}", first.body);
    assert!(
        first
            .body
            .contains("travel sandbox tenants secret kept-team"),
        "{}",
        first.body
    );
    let registered = with(
        &s,
        "POST",
        "/_sandbox/tenants",
        ADMIN,
        &json!({"clientId": "kept-team", "secret": "its-real-secret"}),
    );
    assert_eq!(registered.status, 201, "{}", registered.body);
    let token = token_with(s.addr(), "kept-team", "its-real-secret");
    let clock = s.get("/_sandbox/clock", &token).json();
    assert!(clock["data"]["now"]
        .as_str()
        .unwrap()
        .starts_with("2027-03-01"));
    // registering it again is refused: its secret is set with PUT
    let again = with(
        &s,
        "POST",
        "/_sandbox/tenants",
        ADMIN,
        &json!({"clientId": "kept-team", "secret": "x"}),
    );
    assert_eq!(again.status, 409, "{}", again.body);
}

#[test]
fn registered_tenants_only_and_open_tenants_on_loopback_only() {
    let home = Home::new();
    let s = bound(&home, |o| o.tenancy = Tenancy::Registered);
    assert_eq!(ask_token(s.addr(), "newcomer", "any").status, 401);
    let r = with(
        &s,
        "POST",
        "/_sandbox/tenants",
        ADMIN,
        &json!({"clientId": "newcomer", "secret": "given"}),
    );
    assert_eq!(r.status, 201, "{}", r.body);
    assert_eq!(ask_token(s.addr(), "newcomer", "any").status, 401);
    token_with(s.addr(), "newcomer", "given");

    let open_everywhere = travel_sandbox::Server::bind(Options {
        bind: "0.0.0.0".parse().unwrap(),
        tenancy: Tenancy::Open,
        ..Options::loopback(0, home.dir.path().join("open.sqlite3"))
    });
    let Err(why) = open_everywhere else {
        panic!("open tenants served beyond loopback")
    };
    assert!(why.to_string().contains("loopback only"), "{why}");
    let short_admin = travel_sandbox::Server::bind(Options {
        admin: Some("short".into()),
        ..Options::loopback(0, home.dir.path().join("short.sqlite3"))
    });
    assert!(short_admin.is_err(), "an admin secret of five characters");
}

#[test]
fn guesses_of_the_admin_secret_or_of_a_secret_wait_longer_each_time() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    token_with(s.addr(), "team-a", "secret-of-a");
    let mut statuses = Vec::new();
    for i in 0..40 {
        let r = with(
            &s,
            "GET",
            "/_sandbox/tenants",
            &format!("guess-{i}"),
            &Value::Null,
        );
        statuses.push(r.status);
    }
    let free = statuses.iter().take_while(|s| **s == 401).count();
    // the free ones, and the one past them that sets the first wait
    assert_eq!(
        free,
        travel_sandbox::rate::FAILURES_FREE as usize + 1,
        "{statuses:?}"
    );
    assert!(statuses[free..].iter().all(|s| *s == 429), "{statuses:?}");
    let held = with(&s, "GET", "/_sandbox/tenants", ADMIN, &Value::Null);
    assert_eq!(held.status, 429, "even the right one waits: {}", held.body);
    assert!(held.header("retry-after").is_some());
    // guesses of one client id's secret hold that client id back, from any address
    let other: IpAddr = "127.0.0.3".parse().unwrap();
    let ask = |from: IpAddr, secret: &str| {
        let form = format!("grant_type=client_credentials&client_id=team-a&client_secret={secret}");
        http_from(
            from,
            s.addr(),
            "POST",
            "/v1/security/oauth2/token",
            &[("Content-Type", "application/x-www-form-urlencoded")],
            &mut form.as_bytes(),
            form.len() as u64,
        )
        .status
    };
    let mut guesses = Vec::new();
    for i in 0..40u8 {
        guesses.push(ask(IpAddr::from([127, 0, 2, i]), "wrong"));
    }
    assert!(guesses.contains(&429), "{guesses:?}");
    assert_eq!(ask(other, "secret-of-a"), 429, "held back for now");
}

#[test]
fn the_metrics_of_a_server_with_an_operator_are_the_operators() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let open = http(s.addr(), "GET", "/metrics", &[], "");
    assert_eq!(open.status, 401, "{}", open.body);
    let auth = format!("Bearer {ADMIN}");
    let scraped = http(s.addr(), "GET", "/metrics", &[("Authorization", &auth)], "");
    assert_eq!(scraped.status, 200);
    assert!(
        scraped.body.contains("travel_sandbox_tenants"),
        "{}",
        scraped.body
    );
}

/// The references a hotel reservation had before they were drawn at random: the one
/// for the file's n-th reservation, as anyone could work it out.
fn former_hotel_reference(seq: u64) -> String {
    const TAIL: u64 = 60_466_176; // 36^5
    const M: u64 = 26 * TAIL;
    let x = ((seq % M) * 1_073_741_827 + 918_273_645) % M;
    let mut tail = String::new();
    let mut n = x % TAIL;
    for _ in 0..5 {
        tail.insert(
            0,
            char::from_digit((n % 36) as u32, 36)
                .unwrap()
                .to_ascii_uppercase(),
        );
        n /= 36;
    }
    format!("{}{tail}", (b'A' + (x / TAIL) as u8) as char)
}

/// A tenant's exported state, as JSON.
fn export(s: &Served, token: &str) -> Value {
    let r = s.get("/_sandbox/state", token);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["data"].clone()
}

fn import(s: &Served, token: &str, doc: &Value) -> HttpResp {
    with(s, "PUT", "/_sandbox/state", token, doc)
}

#[test]
fn references_squatted_by_an_import_stop_nobodys_bookings() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let (a, b) = (
        token_with(s.addr(), "office-a", "a-secret"),
        token_with(s.addr(), "office-b", "b-secret"),
    );
    // b's own state, a hotel reservation in it, its rows copied under the references
    // the server would have handed out next when they were worked out from a count
    let r = book_hotel(&s, &b, 3);
    assert_eq!(r.status, 201, "{}", r.body);
    let mut doc = export(&s, &b);
    let template = doc["tables"]["hotel_reservations"][0].clone();
    let booking = doc["tables"]["hotel_bookings"][0].clone();
    let night = doc["tables"]["hotel_room_nights"][0].clone();
    let mut reservations = Vec::new();
    let mut bookings = Vec::new();
    for n in 1..=120u64 {
        let mut row = template.clone();
        row["seq"] = json!(n + 1000);
        row["reference"] = json!(former_hotel_reference(n));
        reservations.push(row);
        let mut b_row = booking.clone();
        b_row["id"] = json!(format!("XD_9{n:09}"));
        b_row["confirmation"] = json!(format!("9{n:09}"));
        b_row["reservation"] = json!(n + 1000);
        bookings.push(b_row);
    }
    let mut nights = night.clone();
    nights["booked"] = json!(120);
    doc["tables"]["hotel_reservations"] = json!(reservations);
    doc["tables"]["hotel_bookings"] = json!(bookings);
    doc["tables"]["hotel_room_nights"] = json!([nights]);
    let taken = import(&s, &b, &doc);
    assert_eq!(taken.status, 200, "{}", taken.body);
    // a's bookings go through, every one
    for night in 1..=20 {
        let r = book_hotel(&s, &a, night);
        assert_eq!(r.status, 201, "night {night}: {}", r.body);
    }
    for name in ["ONE", "TWO", "THREE"] {
        book(&s, &a, name);
    }
}

#[test]
fn an_import_holding_another_tenants_id_or_reference_is_refused_without_saying_whose() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let (a, b) = (
        token_with(s.addr(), "office-a", "a-secret"),
        token_with(s.addr(), "office-b", "b-secret"),
    );
    let of_a = book(&s, &a, "SMITH");
    book(&s, &b, "JONES");
    let theirs = of_a["data"]["associatedRecords"][0]["reference"].clone();
    let mut doc = export(&s, &b);
    let ours = doc["tables"]["flight_orders"][0]["reference"].clone();
    doc["tables"]["flight_orders"][0]["reference"] = theirs.clone();
    let refused = import(&s, &b, &doc);
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(!refused.body.contains("office-a"), "{}", refused.body);
    assert!(refused.body.contains("another tenant"), "{}", refused.body);
    // nothing of b's changed, and a's order stands
    assert_eq!(
        export(&s, &b)["tables"]["flight_orders"][0]["reference"],
        ours
    );
    let id = of_a["data"]["id"].as_str().unwrap();
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &a).status, 200);
}

#[test]
fn crafted_values_and_a_decompression_bomb_are_refused_before_anything_is_written() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let b = token_with(s.addr(), "office-b", "b-secret");
    book(&s, &b, "JONES");
    let doc = export(&s, &b);
    let refused_with = |edit: &dyn Fn(&mut Value), said: &str| {
        let mut crafted = doc.clone();
        edit(&mut crafted);
        let r = import(&s, &b, &crafted);
        assert_eq!(r.status, 400, "{said}: {}", r.body);
        assert!(r.body.contains(said), "{said}: {}", r.body);
    };
    refused_with(
        &|d| d["tables"]["sandbox_clocks"] = json!([{"offset_secs": i64::MAX}]),
        "sandbox_clocks.offset_secs",
    );
    refused_with(
        &|d| d["tables"]["flight_order_segments"][0]["seats"] = json!(-4),
        "flight_order_segments.seats",
    );
    refused_with(
        &|d| d["tables"]["flight_orders"][0]["created_on"] = json!("not a date"),
        "flight_orders.created_on",
    );
    refused_with(
        &|d| d["tables"]["flight_order_segments"][0]["order_id"] = json!("NoSuchOrder"),
        "which the document does not hold",
    );
    // a gibibyte of zeros, deflated to about a megabyte, as an order's record
    let bomb = {
        use base64::Engine as _;
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..1024 {
            z.write_all(&zeros).unwrap();
        }
        base64::engine::general_purpose::STANDARD.encode(z.finish().unwrap())
    };
    let before = peak_memory();
    refused_with(
        &|d| d["tables"]["flight_orders"][0]["body"] = json!({ "blob": bomb }),
        "not an order's record within 1024 KiB",
    );
    let grew = peak_memory().saturating_sub(before);
    assert!(grew < 200 << 20, "the bomb took {} MiB", grew >> 20);
    // every refusal left b's state as it was, and b is served
    assert_eq!(export(&s, &b), doc);
    assert_eq!(
        with(&s, "POST", "/_sandbox/reset", &b, &Value::Null).status,
        200
    );
}

/// The most memory this process has held, in bytes.
fn peak_memory() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    kib * 1024
}

#[test]
fn an_address_rotating_client_ids_is_held_to_its_own_rate_and_another_address_is_not() {
    let home = Home::new();
    let s = bound(&home, |o| {
        o.limits = Settings::defaults(Some(Rate::parse("10/s").unwrap()));
    });
    let attacker: IpAddr = "127.0.0.2".parse().unwrap();
    let other: IpAddr = "127.0.0.3".parse().unwrap();
    let get_from = |from: IpAddr, token: &str| {
        let auth = format!("Bearer {token}");
        http_from(
            from,
            s.addr(),
            "GET",
            "/v1/reference-data/airlines?airlineCodes=BA",
            &[("Authorization", &auth)],
            &mut std::io::empty(),
            0,
        )
        .status
    };
    let sign_in = |from: IpAddr, id: &str| {
        let form = format!("grant_type=client_credentials&client_id={id}&client_secret=s");
        let r = http_from(
            from,
            s.addr(),
            "POST",
            "/v1/security/oauth2/token",
            &[("Content-Type", "application/x-www-form-urlencoded")],
            &mut form.as_bytes(),
            form.len() as u64,
        );
        (
            r.status,
            r.json()["access_token"].as_str().map(str::to_string),
        )
    };
    // a hundred client ids from one address, each within its own rate
    let started = std::time::Instant::now();
    let mut tokens = Vec::new();
    for i in 0..100 {
        if let (200, Some(t)) = sign_in(attacker, &format!("rotating-{i}")) {
            tokens.push(t);
        }
    }
    let mut answered = 0;
    let mut held = 0;
    for token in &tokens {
        for _ in 0..8 {
            match get_from(attacker, token) {
                200 => answered += 1,
                429 => held += 1,
                other => panic!("{other}"),
            }
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    // the address's allowance: ten tenants' worth, a burst of 100 and 100 a second
    let allowance = 100.0 + 100.0 * seconds;
    assert!(
        (answered + tokens.len()) as f64 <= allowance + 5.0,
        "{answered} answered and {} signed in within {seconds:.1} s",
        tokens.len()
    );
    assert!(held > 0, "nothing held back");
    // another address is served all the same
    let (status, token) = sign_in(other, "bystander");
    assert_eq!(status, 200);
    assert_eq!(get_from(other, &token.unwrap()), 200);
}

#[test]
fn new_tenants_are_counted_per_address() {
    let home = Home::new();
    let s = bound(&home, |o| {
        o.limits.new_tenants = Some(Rate::parse("5/min").unwrap());
    });
    let sign_in = |from: IpAddr, id: &str| {
        let form = format!("grant_type=client_credentials&client_id={id}&client_secret=s");
        http_from(
            from,
            s.addr(),
            "POST",
            "/v1/security/oauth2/token",
            &[("Content-Type", "application/x-www-form-urlencoded")],
            &mut form.as_bytes(),
            form.len() as u64,
        )
    };
    let fleet: IpAddr = "127.0.0.2".parse().unwrap();
    for i in 0..5 {
        assert_eq!(sign_in(fleet, &format!("new-{i}")).status, 200);
    }
    let held = sign_in(fleet, "new-5");
    assert_eq!(held.status, 429, "{}", held.body);
    assert!(held.header("retry-after").is_some());
    assert_eq!(
        sign_in(fleet, "new-0").status,
        200,
        "a known tenant signs in"
    );
    assert_eq!(
        sign_in("127.0.0.3".parse().unwrap(), "new-5").status,
        200,
        "another address makes its own"
    );
}

#[test]
fn a_server_holding_its_most_tenants_refuses_a_new_one_and_serves_the_known() {
    let home = Home::new();
    let s = bound(&home, |o| o.max_tenants = Some(3));
    for id in ["one", "two", "three"] {
        token_with(s.addr(), id, "s");
    }
    let fourth = ask_token(s.addr(), "four", "s");
    assert_eq!(fourth.status, 403, "{}", fourth.body);
    assert!(
        fourth.body.contains("holds its most tenants (3)"),
        "{}",
        fourth.body
    );
    token_with(s.addr(), "two", "s");
    // one removed by the operator makes room
    let r = with(&s, "DELETE", "/_sandbox/tenants/one", ADMIN, &Value::Null);
    assert_eq!(r.status, 204, "{}", r.body);
    token_with(s.addr(), "four", "s");
}

#[test]
fn a_thousand_throwaway_client_ids_from_one_address_evict_no_tenants_faults_or_journal() {
    let home = Home::new();
    let s = bound(&home, |_| {});
    let a = token_with(s.addr(), "office-a", "a-secret");
    let fault = json!({"operation": "LookupAirlines", "status": 503, "times": 1});
    assert_eq!(with(&s, "POST", "/_sandbox/faults", &a, &fault).status, 201);
    let airlines = "/v1/reference-data/airlines?airlineCodes=BA";
    assert_eq!(
        s.get("/v1/reference-data/locations/cities?keyword=PARIS", &a)
            .status,
        200
    );
    // 1,030 new client ids a minute from one address: a CI fleet's, all taken
    let fleet: IpAddr = "127.0.0.2".parse().unwrap();
    let threads: Vec<_> = (0..2)
        .map(|half| {
            let addr = s.addr().to_string();
            std::thread::spawn(move || {
                (0..515)
                    .map(|i| {
                        let id = format!("throwaway-{half}-{i}");
                        let form =
                            format!("grant_type=client_credentials&client_id={id}&client_secret=s");
                        http_from(
                            fleet,
                            &addr,
                            "POST",
                            "/v1/security/oauth2/token",
                            &[("Content-Type", "application/x-www-form-urlencoded")],
                            &mut form.as_bytes(),
                            form.len() as u64,
                        )
                        .status
                    })
                    .filter(|s| *s == 200)
                    .count()
            })
        })
        .collect();
    let taken: usize = threads.into_iter().map(|t| t.join().unwrap()).sum();
    assert_eq!(taken, 1030);
    // a's fault is still in force, and its journal still holds its calls
    assert_eq!(s.get(airlines, &a).status, 503, "the fault fired");
    let journal = s.get("/_sandbox/journal?limit=200", &a).json();
    let operations: Vec<&str> = journal["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["operation"].as_str())
        .collect();
    assert!(operations.contains(&"SearchCities"), "{operations:?}");
    assert!(operations.contains(&"AddFault"), "{operations:?}");
}

/// A document of `n` flight orders of one tenant, written to a file: the rows of one
/// real order copied under new ids and references, each record its own.
fn many_orders(doc: &Value, n: usize) -> std::fs::File {
    use base64::Engine as _;
    use std::io::{Read, Seek, SeekFrom};
    let b64 = base64::engine::general_purpose::STANDARD;
    let order = &doc["tables"]["flight_orders"][0];
    let segment = &doc["tables"]["flight_order_segments"][0];
    let packed = b64.decode(order["body"]["blob"].as_str().unwrap()).unwrap();
    let mut record = Vec::new();
    flate2::read::DeflateDecoder::new(&packed[..])
        .read_to_end(&mut record)
        .unwrap();
    let record: Value = serde_json::from_slice(&record).unwrap();
    let mut out = std::io::BufWriter::new(tempfile::tempfile().unwrap());
    let head = json!({"format": doc["format"], "tenant": doc["tenant"], "seed": doc["seed"],
        "versions": doc["versions"]});
    let head = head.to_string();
    write!(
        out,
        "{},\"tables\":{{\"flight_orders\":[",
        &head[..head.len() - 1]
    )
    .unwrap();
    let id = |i: usize| format!("Moved{i:07}");
    let reference = |i: usize| {
        const A: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        (0..6)
            .map(|k| A[(i >> (5 * k)) & 31] as char)
            .collect::<String>()
    };
    for i in 0..n {
        let mut rec = record.clone();
        rec["id"] = json!(id(i));
        rec["associatedRecords"][0]["reference"] = json!(reference(i));
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
        z.write_all(&serde_json::to_vec(&rec).unwrap()).unwrap();
        let mut row = order.clone();
        row["id"] = json!(id(i));
        row["reference"] = json!(reference(i));
        row["body"] = json!({"blob": b64.encode(z.finish().unwrap())});
        if i > 0 {
            out.write_all(b",").unwrap();
        }
        serde_json::to_writer(&mut out, &row).unwrap();
    }
    out.write_all(b"],\"flight_order_segments\":[").unwrap();
    for i in 0..n {
        let mut row = segment.clone();
        row["order_id"] = json!(id(i));
        if i > 0 {
            out.write_all(b",").unwrap();
        }
        serde_json::to_writer(&mut out, &row).unwrap();
    }
    out.write_all(b"]}}").unwrap();
    let mut file = out.into_inner().unwrap();
    file.seek(SeekFrom::Start(0)).unwrap();
    file
}

fn put_file(s: &Served, token: &str, file: &mut std::fs::File) -> HttpResp {
    let length = file.metadata().unwrap().len();
    let auth = format!("Bearer {token}");
    http_from(
        "127.0.0.1".parse().unwrap(),
        s.addr(),
        "PUT",
        "/_sandbox/state",
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/json"),
        ],
        file,
        length,
    )
}

#[test]
fn a_tenant_of_a_hundred_thousand_orders_moves_to_another_server() {
    const ORDERS_MOVED: usize = 100_000;
    let (home, other_home) = (Home::new(), Home::new());
    let (s, t) = (bound(&home, |_| {}), bound(&other_home, |_| {}));
    let big = token_with(s.addr(), "big-team", "its-secret");
    book(&s, &big, "SMITH");
    let doc = export(&s, &big);
    let mut file = many_orders(&doc, ORDERS_MOVED);
    assert!(
        file.metadata().unwrap().len() > 100 << 20,
        "a document of some size"
    );
    let taken = put_file(&s, &big, &mut file);
    assert_eq!(taken.status, 200, "{}", taken.body);
    assert_eq!(taken.json()["data"]["flightOrders"], ORDERS_MOVED);
    // out of the first server, into another, an order read back whole
    let out = s.get("/_sandbox/state", &big);
    assert_eq!(out.status, 200);
    let moved = t.addr();
    let there = token_with(moved, "big-team", "its-secret");
    let mut body = out.body.as_bytes();
    let length = body.len() as u64;
    let auth = format!("Bearer {there}");
    let taken = http_from(
        "127.0.0.1".parse().unwrap(),
        moved,
        "PUT",
        "/_sandbox/state",
        &[
            ("Authorization", &auth),
            ("Content-Type", "application/json"),
        ],
        &mut body,
        length,
    );
    assert_eq!(taken.status, 200, "{}", taken.body);
    assert_eq!(taken.json()["data"]["flightOrders"], ORDERS_MOVED);
    let one = format!("{ORDERS}/Moved0054321");
    let (here, moved_order) = (s.get(&one, &big), t.get(&one, &there));
    assert_eq!(moved_order.status, 200, "{}", moved_order.body);
    assert_eq!(here.json(), moved_order.json());
}
