//! Two processes racing for the same booking in one home: `travel flights book` and
//! `travel hotels book` started together against `travel sandbox serve`. The journal's
//! check and its `sending` line are made under one lock, so exactly one of them sells;
//! the other sends nothing and says why (exit 2, as the refusal of a booking the
//! journal holds; exit 3 when the winner took the last room and the offer is gone).
//! Counted on the server's side: the orders and reservations it holds
//! (`/_sandbox/info`), and the booking requests it was sent (`/_sandbox/journal`).

use std::io::Write;
use std::process::{Child, Output, Stdio};

use crate::common;

use common::wire::token_with;
use common::{stderr_of, Home, Served, Target};
use serde_json::Value;

/// The tenant of a CLI run without credentials against a served sandbox of this machine.
const TENANT: &str = travel_sandbox::control::DEFAULT_CLIENT;

const PASSPORT: &str = "P:X1234567:GB:2031-05-01";
const VISA: &str = "4111111111111111";

/// Rounds of two `hotels book` at once: the window between the check and the line is
/// narrower than a flight's (no pricing between them), hit in 1 to 5 rounds of 40
/// without the lock: enough rounds that the test fails without it.
const HOTEL_ROUNDS: usize = 100;

/// The guests' last names, a name of `NAMES` with each.
const LAST_NAMES: [&str; 5] = ["Doe", "Roe", "Poe", "Moe", "Lowe"];

/// One traveller, one guest a round: each round is a booking of its own.
const NAMES: [&str; 20] = [
    "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Radia", "Niklaus",
    "Karen", "Tony", "Margaret", "Ken", "Hedy", "Dennis", "Annie", "Leslie", "Joan", "Robin",
];

/// The server's count of what the tenant holds: `flightOrders` or `hotelReservations`.
fn holding(s: &Served, token: &str, what: &str) -> u64 {
    let r = s.get("/_sandbox/info", token);
    assert_eq!(r.status, 200, "{}", r.body);
    let info = r.json();
    info["data"]["holdings"][what]
        .as_u64()
        .unwrap_or_else(|| panic!("no {what} in {info}"))
}

/// The booking requests (`POST path`) the server was sent since its journal was cleared.
fn posts(s: &Served, token: &str, path: &str) -> usize {
    let r = s.get("/_sandbox/journal?limit=200", token);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["data"]
        .as_array()
        .expect("journal entries")
        .iter()
        .filter(|e| e["method"] == "POST" && e["target"].as_str() == Some(path))
        .count()
}

fn clear_journal(s: &Served, token: &str) {
    let auth = format!("Bearer {token}");
    let r = common::http(
        s.addr(),
        "DELETE",
        "/_sandbox/journal",
        &[("Authorization", &auth)],
        "",
    );
    assert!(r.status < 300, "{}", r.body);
}

/// `travel --base-url URL ARGS` in `home`, started now, waiting for its stdin.
fn start(home: &Home, url: &str, args: &[&str]) -> Child {
    home.std_travel()
        .args(["--base-url", url])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn travel")
}

/// Both started, then, once both wait for what they read from stdin first (the card,
/// the passport), `stdin` given to both at once: neither has a head start.
fn race(home: &Home, url: &str, args: &[&str], stdin: &str) -> [Output; 2] {
    let mut both = [start(home, url, args), start(home, url, args)];
    std::thread::sleep(std::time::Duration::from_millis(50));
    let pipes: Vec<_> = both
        .iter_mut()
        .map(|c| c.stdin.take().expect("stdin"))
        .collect();
    for mut pipe in pipes {
        pipe.write_all(stdin.as_bytes()).expect("write stdin");
    }
    both.map(|c| c.wait_with_output().expect("wait for travel"))
}

/// `travel --base-url URL ARGS`, to its end, exit 0.
fn ok(home: &Home, url: &str, args: &[&str]) -> Output {
    let out = home
        .std_travel()
        .args(["--base-url", url])
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run travel");
    assert!(out.status.success(), "travel {args:?}: {}", stderr_of(&out));
    out
}

/// What the rounds came to, counted by the server, and the refusals the losers got.
#[derive(Default)]
struct Tally {
    /// Rounds that made exactly one, sent once: (round, what the losing run said).
    once: Vec<(usize, String)>,
    /// Rounds that sent more than once: (round, made, sent, exit codes).
    twice: Vec<(usize, u64, usize, [Option<i32>; 2])>,
    /// Rounds that made none: (round, exit codes, stderr).
    none: Vec<(usize, [Option<i32>; 2], String)>,
}

impl Tally {
    /// One round: made and sent as the server counts them, and the two runs.
    fn round(&mut self, round: usize, made: u64, sent: usize, outs: &[Output; 2]) {
        let codes = [outs[0].status.code(), outs[1].status.code()];
        if made == 1 && sent == 1 {
            let mut sorted = codes;
            sorted.sort();
            // the loser is refused by the journal (exit 2), or, when the winner took
            // the last room before the loser read the offer again, told by the
            // service that the offer is gone (exit 3); either way it sent no booking
            let loser = outs.iter().find(|o| o.status.code() != Some(0));
            let last_room = loser.is_some_and(|o| {
                o.status.code() == Some(3)
                    && stderr_of(o).contains("error: the offer is no longer available")
            });
            assert!(
                sorted == [Some(0), Some(2)] || (sorted == [Some(0), Some(3)] && last_room),
                "round {round}: one sells, the other is refused (exit 2, or 3 for the last room):\n{}\n{}",
                stderr_of(&outs[0]),
                stderr_of(&outs[1])
            );
            self.once.push((round, stderr_of(loser.expect("a loser"))));
        } else if made == 0 {
            let said = format!("{}\n{}", stderr_of(&outs[0]), stderr_of(&outs[1]));
            self.none.push((round, codes, said));
        } else {
            self.twice.push((round, made, sent, codes));
        }
    }

    fn assert_once_each(&self, rounds: usize, what: &str) {
        assert!(
            self.twice.is_empty() && self.none.is_empty(),
            "{rounds} rounds of two `{what}` at once: sent more than once in {} of them \
             (round, made, sent, exit codes: {:?}); made in none in {:?}",
            self.twice.len(),
            self.twice,
            self.none
        );
        assert_eq!(self.once.len(), rounds);
        for (_, said) in &self.once {
            // (the last room's loser was told by the service, checked above)
            if !said.contains("error: the offer is no longer available") {
                assert_told_why(said);
            }
        }
    }
}

/// The refusal of the loser, as the refusal of a booking the journal holds: exit 2,
/// the journal's line named, nothing sent, and what to do.
fn assert_told_why(err: &str) {
    let first = err
        .lines()
        .find(|l| l.starts_with("error: "))
        .unwrap_or_else(|| panic!("an error line:\n{err}"));
    assert!(
        first.contains("this booking was already made") && first.contains("nothing was sent"),
        "{err}"
    );
    let hint = err
        .lines()
        .find(|l| l.starts_with("hint: "))
        .unwrap_or_else(|| panic!("a hint:\n{err}"));
    assert!(
        hint.contains("travel bookings show") && hint.contains("--again"),
        "{err}"
    );
}

/// The number of an offer of a `flights search --json` body with seats to spare: the
/// winner's seat does not sell the loser's out from under its pricing.
fn roomy_offer(body: &Value) -> String {
    let n = body["data"]
        .as_array()
        .expect("offers")
        .iter()
        .position(|o| o["numberOfBookableSeats"].as_u64().is_some_and(|n| n >= 4))
        .expect("an offer with seats to spare");
    (n + 1).to_string()
}

#[test]
fn two_processes_booking_the_same_flight_at_once_sell_it_once() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = token_with(s.addr(), TENANT, travel_sandbox::control::DEFAULT_SECRET);
    let mut tally = Tally::default();
    for (round, name) in NAMES.iter().enumerate() {
        // a flight of another day each round: no round sells the seats of another
        let day = format!("2026-12-{:02}", round + 1);
        let search = ok(
            &home,
            &s.url,
            &[
                "--json", "flights", "search", "MAD", "BCN", &day, "--max", "10",
            ],
        );
        let offer = roomy_offer(&serde_json::from_slice(&search.stdout).expect("offers JSON"));
        let traveler = format!("Ms {name} Lovelace 1985-12-10 <ada@example.com> +447700900123");
        let before = holding(&s, &token, "flightOrders");
        clear_journal(&s, &token);
        let outs = race(
            &home,
            &s.url,
            &[
                "flights",
                "book",
                &offer,
                "--traveler",
                &traveler,
                "--passport-stdin",
                "--yes",
            ],
            &format!("{PASSPORT}\n"),
        );
        let made = holding(&s, &token, "flightOrders") - before;
        let sent = posts(&s, &token, "/v1/booking/flight-orders");
        tally.round(round, made, sent, &outs);
    }
    tally.assert_once_each(NAMES.len(), "flights book N");
}

/// The id of an offer of a `hotels offers --json` body that takes Visa.
fn visa_offer(body: &Value) -> String {
    body["data"]
        .as_array()
        .expect("offers")
        .iter()
        .flat_map(|item| item["offers"].as_array().cloned().unwrap_or_default())
        .find(|o| {
            let p = &o["policies"];
            ["guarantee", "deposit", "prepay"]
                .iter()
                .find_map(|k| p[k].get("acceptedPayments"))
                .and_then(|a| a["creditCards"].as_array())
                .is_some_and(|cards| cards.iter().any(|c| c == "VI"))
        })
        .and_then(|o| o["id"].as_str().map(str::to_string))
        .expect("an offer paid by Visa")
}

#[test]
fn two_processes_booking_the_same_hotel_at_once_book_it_once() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = token_with(s.addr(), TENANT, travel_sandbox::control::DEFAULT_SECRET);
    let mut tally = Tally::default();
    let first_night = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    for round in 0..HOTEL_ROUNDS {
        // a night of its own each round: no round takes the rooms of another
        let check_in = (first_night + chrono::Days::new(round as u64)).to_string();
        let name = NAMES[round % NAMES.len()];
        let search = ok(
            &home,
            &s.url,
            &[
                "--json",
                "hotels",
                "offers",
                "--city",
                "PAR",
                "--check-in",
                &check_in,
                "--nights",
                "1",
                "--limit",
                "5",
            ],
        );
        let body: Value = serde_json::from_slice(&search.stdout).expect("offers JSON");
        let offer = visa_offer(&body);
        let last = LAST_NAMES[round / NAMES.len()];
        let guest = format!("Ms {name} {last} <jane@example.com> +33123456789");
        let before = holding(&s, &token, "hotelReservations");
        clear_journal(&s, &token);
        let outs = race(
            &home,
            &s.url,
            &[
                "hotels",
                "book",
                &offer,
                "--guest",
                &guest,
                "--card-stdin",
                "--card-expiry",
                "2028-01",
                "--yes",
            ],
            &format!("{VISA}\n"),
        );
        let made = holding(&s, &token, "hotelReservations") - before;
        let sent = posts(&s, &token, "/v1/booking/hotel-bookings");
        tally.round(round, made, sent, &outs);
    }
    tally.assert_once_each(HOTEL_ROUNDS, "hotels book");
}
