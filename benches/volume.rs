//! What the sandbox's requests cost against what it keeps: `cargo bench --bench volume`.
//!
//! A shared sandbox keeps every order its tenants' test suites ever made. This fills a
//! release `travel sandbox serve`'s state with 0, 10,000 and 100,000 flight orders,
//! held across four tenants (the one measured among them), and at each volume times,
//! from that tenant over one kept-alive connection:
//! - the 127-offer LHR-JFK one-way search (the server bench's);
//! - pricing its first offer;
//! - ordering the priced offer for one adult (each order cancelled again, untimed, so
//!   that every one is made on the same seats);
//!
//! p50 and p99 of each, beside the same from a server on an empty state, asked in turn
//! request by request (so load from elsewhere on the machine, which shares its two
//! cores with other work, falls on both alike), and the state file's size per order.
//! Twice: with the orders on
//! other routes (nonstop flights between other airports, on the dates around the
//! search's), and on the same route (LHR-JFK itineraries on the search's date and the
//! days around it, the measured tenant's included), where what the search reads grows
//! with the flights' own sales and nothing more.
//!
//! Orders are made as the server makes them: a seed order per offer through HTTP
//! (search, price, order), then booked again by the library's `book_again`, which sells
//! the same seats through the same sale as a new order, until its class is gone; so
//! a hundred thousand orders take a minute, not an hour of requests.
//!
//! Environment: `TRAVEL_BENCH_ROUNDS` (default 200) searches and pricings per volume,
//! half as many orders; `TRAVEL_VOLUME_MAX` (default 100000) the largest volume.
//! Printed, and written to `target/tmp/volume-report.txt`, as the Markdown table the
//! README's "Volume benchmarks" shows. A benchmark, not a test: nothing here asserts on
//! time; it refuses to report a run in which a timed request was not answered as
//! expected.

// a bench prints its report
#![allow(clippy::print_stdout, clippy::print_stderr)]

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use chrono::{Duration as Days, NaiveDate};
use common::http::Conn;
use common::served::{self, Served};
use common::stats::{ms, Stats};
use common::wire::token_as;
use common::wire::Target as _;
use common::{machine, OUT, TODAY};
use serde_json::{json, Value};
use travel_sandbox::control::StateFile;

/// The tenants holding the orders; the first is the one measured.
const TENANTS: [&str; 4] = ["volume-a", "volume-b", "volume-c", "volume-d"];

/// Routes of the other-routes placement: nonstop flights between airports the
/// measured search's itineraries do not touch.
const OTHER_ROUTES: &[(&str, &str)] = &[
    ("MAD", "BCN"),
    ("BCN", "MAD"),
    ("CDG", "FCO"),
    ("FCO", "CDG"),
    ("FRA", "MUC"),
    ("MUC", "FRA"),
    ("AMS", "CDG"),
    ("CDG", "AMS"),
    ("MAD", "LIS"),
    ("LIS", "MAD"),
    ("ORY", "NCE"),
    ("NCE", "ORY"),
    ("FRA", "VIE"),
    ("VIE", "FRA"),
    ("ARN", "CPH"),
    ("CPH", "ARN"),
];

/// Copies of each seed order on the measured route at the most: its flights keep
/// seats, so the measured order is sold at every volume.
const SAME_ROUTE_COPIES: usize = 40;

const PRICING: &str = "/v1/shopping/flight-offers/pricing";
const ORDERS: &str = "/v1/booking/flight-orders";
const AS_GET: &str = "X-HTTP-Method-Override: GET\r\n";

/// The measured search: 127 offers, about 430 KB of JSON.
fn search() -> String {
    search_of("LHR", "JFK", day(OUT), "max=250")
}

fn search_of(from: &str, to: &str, on: NaiveDate, more: &str) -> String {
    format!(
        "/v2/shopping/flight-offers?originLocationCode={from}&destinationLocationCode={to}\
&departureDate={on}&adults=1&{more}"
    )
}

fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("a date")
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Where the orders go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    OtherRoutes,
    SameRoute,
}

impl Placement {
    fn name(self) -> &'static str {
        match self {
            Placement::OtherRoutes => "other routes",
            Placement::SameRoute => "the same route",
        }
    }

    /// The searches whose offers seed orders, in the order they are used: each route
    /// on the search's date, then the days after and before it in turn.
    fn seed_searches(self) -> Vec<String> {
        let out = day(OUT);
        let days = (0..60i64).flat_map(|n| {
            if n == 0 {
                vec![out]
            } else {
                vec![out + Days::days(n), out - Days::days(n)]
            }
        });
        let today = day(TODAY);
        let days: Vec<NaiveDate> = days.filter(|d| *d > today).collect();
        match self {
            Placement::OtherRoutes => days
                .iter()
                .flat_map(|d| {
                    OTHER_ROUTES
                        .iter()
                        .map(move |(from, to)| search_of(from, to, *d, "nonStop=true&max=20"))
                })
                .collect(),
            // every tenant seeds from every day
            Placement::SameRoute => days
                .iter()
                .flat_map(|d| {
                    let search = search_of("LHR", "JFK", *d, "max=60");
                    std::iter::repeat_n(search, TENANTS.len())
                })
                .collect(),
        }
    }

    fn copies(self) -> usize {
        match self {
            Placement::OtherRoutes => usize::MAX,
            Placement::SameRoute => SAME_ROUTE_COPIES,
        }
    }
}

/// A tenant's kept-alive connection.
struct Client {
    tenant: &'static str,
    addr: String,
    token: String,
    conn: Conn,
}

impl Client {
    fn new(served: &Served, tenant: &'static str) -> Client {
        let token = token_as(served.addr(), tenant);
        Client {
            tenant,
            conn: Conn::open(served.addr(), &token).expect("connect"),
            addr: served.addr().to_string(),
            token,
        }
    }

    /// A new connection and token: the server closes a connection left idle for 30 s,
    /// as this one may have been while the state was filled, and a token lives 30
    /// minutes, which filling a state may take (before this build, when each order
    /// read what every order held).
    fn reconnect(&mut self) {
        self.token = token_as(&self.addr, self.tenant);
        self.conn = Conn::open(&self.addr, &self.token).expect("connect");
    }

    /// GET `path`: the status, the body read as JSON, and the time from the request's
    /// first byte to the answer's last (the reading after).
    fn get(&mut self, path: &str) -> (u16, Value, Duration) {
        let started = Instant::now();
        let (status, body) = self.conn.get(path).expect("an answer");
        let took = started.elapsed();
        let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
        (status, body, took)
    }

    /// The same for a request with a JSON body (`Null`: none).
    fn send(
        &mut self,
        method: &str,
        path: &str,
        headers: &str,
        body: &Value,
    ) -> (u16, Value, Duration) {
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let started = Instant::now();
        let (status, answer) = self
            .conn
            .send(method, path, headers, &body)
            .expect("an answer");
        let took = started.elapsed();
        let answer = serde_json::from_slice(&answer).unwrap_or(Value::Null);
        (status, answer, took)
    }

    /// `offer` priced, if it still can be, and how long that took.
    fn price(&mut self, offer: &Value) -> Option<(Value, Duration)> {
        let body = json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}});
        let (status, priced, took) = self.send("POST", PRICING, AS_GET, &body);
        (status == 200).then(|| (priced["data"]["flightOffers"][0].clone(), took))
    }

    /// An order of a priced offer for one adult: its id, if sold, and how long that
    /// took.
    fn order(&mut self, priced: &Value) -> Option<(String, Duration)> {
        let (status, made, took) = self.send("POST", ORDERS, "", &order(priced));
        let id = || made["data"]["id"].as_str().expect("an id").to_string();
        (status == 201).then(|| (id(), took))
    }
}

/// An order of `offer` for one adult, with the passport a trip to the United States
/// needs.
fn order(offer: &Value) -> Value {
    json!({"data": {"type": "flight-order", "flightOffers": [offer], "travelers": [{
        "id": "1", "dateOfBirth": "1985-12-10", "gender": "FEMALE",
        "name": {"firstName": "ADA", "lastName": "LOVELACE"},
        "contact": {"emailAddress": "ada@example.com",
                    "phones": [{"deviceType": "MOBILE", "countryCallingCode": "44", "number": "7700900123"}]},
        "documents": [{"documentType": "PASSPORT", "number": "123456789", "expiryDate": "2035-01-01",
                       "issuanceCountry": "GB", "nationality": "GB", "holder": true}]
    }]}})
}

/// Fills a state with orders of a placement, seed by seed.
struct Filler {
    placement: Placement,
    searches: std::vec::IntoIter<String>,
    /// Orders made so far, and how long the filling took.
    made: usize,
    took: Duration,
    turn: usize,
}

impl Filler {
    fn new(placement: Placement) -> Filler {
        Filler {
            placement,
            searches: placement.seed_searches().into_iter(),
            made: 0,
            took: Duration::ZERO,
            turn: 0,
        }
    }

    /// Orders made until `target` are held, each tenant in turn seeding from a search.
    fn fill_to(&mut self, target: usize, clients: &mut [Client], file: &StateFile) {
        let started = Instant::now();
        while self.made < target {
            let search = self.searches.next().unwrap_or_else(|| {
                panic!("{}: out of seeds at {}", self.placement.name(), self.made)
            });
            let client = &mut clients[self.turn % clients.len()];
            self.turn += 1;
            client.reconnect();
            let (status, found, _) = client.get(&search);
            assert_eq!(status, 200, "{search}: {found}");
            for offer in found["data"].as_array().into_iter().flatten() {
                if self.made >= target {
                    break;
                }
                let priced = client.price(offer);
                let Some((id, _)) = priced.and_then(|(p, _)| client.order(&p)) else {
                    continue;
                };
                self.made += 1;
                let tenant = file.tenant(client.tenant);
                let mut copies = 0;
                while self.made < target && copies < self.placement.copies() {
                    match tenant.book_again(&id).expect("the state") {
                        Some(_) => {
                            self.made += 1;
                            copies += 1;
                        }
                        None => break,
                    }
                }
            }
        }
        self.took += started.elapsed();
    }
}

/// Untimed rounds before the timed ones: the servers' caches warm.
const WARM: usize = 5;

/// What one server answered in a measurement: how long each request took.
#[derive(Default)]
struct Timed {
    search: Vec<Duration>,
    pricing: Vec<Duration>,
    order: Vec<Duration>,
    offers: usize,
}

/// `f` on the clients of both servers in turn, `n` times after [`WARM`] untimed ones,
/// which goes first changing every round, so that load from elsewhere on the machine
/// falls on both alike; each one's times.
fn in_turn(
    clients: &mut [&mut Client; 2],
    n: usize,
    mut f: impl FnMut(usize, &mut Client) -> Duration,
) -> [Vec<Duration>; 2] {
    let mut took = [Vec::new(), Vec::new()];
    for round in 0..WARM + n {
        let first = round % 2;
        for k in [first, 1 - first] {
            let t = f(k, clients[k]);
            if round >= WARM {
                took[k].push(t);
            }
        }
    }
    took
}

/// The search, pricing its first offer and ordering it (cancelled again, untimed), as
/// the measured tenant of each server: `rounds` times each, orders half as many.
fn measure(mut clients: [&mut Client; 2], rounds: usize) -> [Timed; 2] {
    for client in clients.iter_mut() {
        client.reconnect();
    }
    let search = search();
    let mut timed: [Timed; 2] = Default::default();
    let mut first = [Value::Null, Value::Null];
    let [searches, more] = in_turn(&mut clients, rounds, |k, client| {
        let (status, found, took) = client.get(&search);
        assert_eq!(status, 200, "the search: {found}");
        timed[k].offers = found["data"].as_array().map_or(0, Vec::len);
        first[k] = found["data"][0].clone();
        took
    });
    let mut priced = [Value::Null, Value::Null];
    let [pricings, more_pricings] = in_turn(&mut clients, rounds, |k, client| {
        let (answer, took) = client.price(&first[k]).expect("the first offer priced");
        priced[k] = answer;
        took
    });
    let [orders, more_orders] = in_turn(&mut clients, rounds.div_ceil(2), |k, client| {
        let (id, took) = client.order(&priced[k]).expect("the priced offer ordered");
        let cancel = format!("{ORDERS}/{id}");
        let (status, ..) = client.send("DELETE", &cancel, "", &Value::Null);
        assert_eq!(status, 204, "the order cancelled");
        took
    });
    for (t, (search, (pricing, order))) in timed.iter_mut().zip(
        [searches, more].into_iter().zip(
            [pricings, more_pricings]
                .into_iter()
                .zip([orders, more_orders]),
        ),
    ) {
        (t.search, t.pricing, t.order) = (search, pricing, order);
    }
    timed
}

/// A state file and its log, in bytes.
fn size(state: &Path) -> u64 {
    ["", "-wal"]
        .iter()
        .filter_map(|suffix| std::fs::metadata(format!("{}{suffix}", state.display())).ok())
        .map(|m| m.len())
        .sum()
}

/// p50 and p99 of `times`, beside the empty state's in the same run and the ratio of
/// the medians.
fn against(times: &[Duration], empty: &[Duration]) -> (String, f64) {
    let (s, e) = (Stats::of(times), Stats::of(empty));
    let ratio = ms(s.median) / ms(e.median);
    let cell = format!(
        "{:.2} / {:.2} ms (empty: {:.2} / {:.2} ms; {ratio:.2}×)",
        ms(s.median),
        ms(s.p99),
        ms(e.median),
        ms(e.p99)
    );
    (cell, ratio)
}

fn main() {
    // the library's clock (book_again's today) is the server's
    std::env::set_var(travel_core::clock::ENV, TODAY);
    let rounds = setting("TRAVEL_BENCH_ROUNDS", 200).max(10);
    let most = setting("TRAVEL_VOLUME_MAX", 100_000);
    let volumes: Vec<usize> = [0, 10_000, 100_000]
        .into_iter()
        .map(|v| v.min(most))
        .collect();
    let started = machine();
    println!("{started}");
    // the empty state every volume is measured against, request by request
    let scratch = tempfile::tempdir().unwrap();
    let reference = served::serve(&scratch.path().join("empty"));
    let mut empty = Client::new(&reference, TENANTS[0]);
    let mut report = String::from(
        "| Orders held, on | Search p50 / p99 | Pricing p50 / p99 | Order p50 / p99 | State, per order |\n\
         |---|---|---|---|---|\n",
    );
    let mut worst: f64 = 0.0;
    for placement in [Placement::OtherRoutes, Placement::SameRoute] {
        let dir = scratch.path().join(placement.name().replace(' ', "-"));
        let served = served::serve(&dir);
        let state = dir.join("served.sqlite3");
        let file = StateFile::open(&state).expect("the server's state");
        let mut clients: Vec<Client> = TENANTS.iter().map(|t| Client::new(&served, t)).collect();
        let mut filler = Filler::new(placement);
        for &volume in &volumes {
            filler.fill_to(volume, &mut clients, &file);
            let [filled, alone] = measure([&mut clients[0], &mut empty], rounds);
            let held = file.holdings().expect("the state counted").flight_orders;
            let bytes = size(&state);
            let per_order = if held == 0 {
                String::new()
            } else {
                format!(", {:.1} KB", bytes as f64 / held as f64 / 1024.0)
            };
            let (search, r1) = against(&filled.search, &alone.search);
            let (pricing, r2) = against(&filled.pricing, &alone.pricing);
            let (order, r3) = against(&filled.order, &alone.order);
            worst = worst.max(r1).max(r2).max(r3);
            let line = format!(
                "| {held} on {}{} | {search} | {pricing} | {order} | {:.1} MB{per_order} |",
                placement.name(),
                if filled.offers == 127 {
                    String::new()
                } else {
                    format!(" (the search: {} offers)", filled.offers)
                },
                bytes as f64 / 1e6,
            );
            println!("{line}  (filled in {:.0} s)", filler.took.as_secs_f64());
            report.push_str(&line);
            report.push('\n');
        }
    }
    let report = format!(
        "at the start: {started}; at the end: {}; {rounds} searches and pricings, {} orders \
         per volume, each in turn with the same request to an empty state's server\n\n\
         {report}\nThe largest ratio of a median to the empty state's: {worst:.2}×\n",
        machine(),
        rounds.div_ceil(2),
    );
    println!("\n{report}");
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join("volume-report.txt");
    std::fs::write(&file, &report).expect("write the report");
    println!("(written to {})", file.display());
}
