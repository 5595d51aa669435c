//! Traffic for a served sandbox: client threads sending a realistic mix of requests
//! (searches short and long, pricing, flight orders made, read and cancelled, hotel
//! offers and bookings) that compete for a small inventory, what they were answered,
//! and how long each kind of request took; and its state file read back.
//!
//! The sandbox's own tests (servers in the test process), the CLI's crash test and the
//! load bench (`travel sandbox serve` processes) share this file.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::wire::{self, try_http, HttpResp, Target};

pub const ORDERS: &str = "/v1/booking/flight-orders";
pub const PRICING: &str = "/v1/shopping/flight-offers/pricing";
pub const HOTEL_BOOKINGS: &str = "/v1/booking/hotel-bookings";
/// The day every client flies and checks in: no pricing scenario falls on it.
pub const DAY: &str = "2026-12-15";
const CHECK_OUT: &str = "2026-12-17";
const SHORT_SEARCH: &str = "/v2/shopping/flight-offers?originLocationCode=MAD&destinationLocationCode=BCN&departureDate=2026-12-15&adults=1&max=50";
const LONG_SEARCH: &str = "/v2/shopping/flight-offers?originLocationCode=LON&destinationLocationCode=NYC&departureDate=2026-12-15&returnDate=2026-12-22&adults=1&max=50";
/// Error codes of the inventory running out: a class (flights), a room (hotels).
pub const NO_SEATS: i64 = 34651;
pub const NO_ROOMS: i64 = 3664;

/// What every client competes for: two nearly full classes of MAD-BCN flights (one
/// only sold, one sold and cancelled), and one room type of a hotel for two nights.
pub struct Stock {
    /// The search's offer, and the same priced, of a class with `seats` left.
    pub found: Value,
    pub flight: Value,
    pub seats: i64,
    /// The class whose orders clients also cancel, and its seats left.
    pub churn: Value,
    pub churn_seats: i64,
    pub hotel_id: String,
    pub room_type: String,
    /// The one-room offer every client books, and the rooms of its type left.
    pub hotel_offer: String,
    pub rooms: i64,
}

impl Stock {
    /// Found through the API, as an app would: the counts are what the sandbox shows.
    pub fn find(s: &impl Target, token: &str) -> Stock {
        let r = wire::get(s.addr(), SHORT_SEARCH, token);
        assert_eq!(r.status, 200, "{}", r.body);
        // nonstops whose class is nearly full: their count is exact below nine
        let mut scarce: Vec<Value> = r.json()["data"]
            .as_array()
            .expect("offers")
            .iter()
            .filter(|o| {
                o["numberOfBookableSeats"].as_i64().is_some_and(|n| n < 9)
                    && o["itineraries"][0]["segments"].as_array().map(Vec::len) == Some(1)
            })
            .cloned()
            .collect();
        scarce.sort_by_key(|o| -o["numberOfBookableSeats"].as_i64().unwrap_or(0));
        let flight_of = |o: &Value| {
            let seg = &o["itineraries"][0]["segments"][0];
            format!("{}{}", seg["carrierCode"], seg["number"])
        };
        let found = scarce.first().expect("a nearly full nonstop").clone();
        let other = scarce
            .iter()
            .find(|o| flight_of(o) != flight_of(&found))
            .expect("a second nearly full flight")
            .clone();
        let (hotel_id, room_type, hotel_offer, rooms) = scarce_room(s, token);
        Stock {
            flight: priced(s, token, &found),
            seats: found["numberOfBookableSeats"].as_i64().unwrap(),
            churn: priced(s, token, &other),
            churn_seats: other["numberOfBookableSeats"].as_i64().unwrap(),
            found,
            hotel_id,
            room_type,
            hotel_offer,
            rooms,
        }
    }
}

fn priced(s: &impl Target, token: &str, offer: &Value) -> Value {
    let r = request(s.addr(), token, "POST", PRICING, Some(&pricing(offer))).expect("pricing");
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["data"]["flightOffers"][0].clone()
}

fn pricing(offer: &Value) -> Value {
    json!({"data": {"type": "flight-offers-pricing", "flightOffers": [offer]}})
}

fn hotel_offers(hotels: &str, rooms: i64) -> String {
    hotel_offers_on(hotels, rooms, DAY, CHECK_OUT)
}

/// The offers search of `rooms` rooms at `hotels` (ids, comma-separated), all rates.
pub fn hotel_offers_on(hotels: &str, rooms: i64, check_in: &str, check_out: &str) -> String {
    format!(
        "/v3/shopping/hotel-offers?hotelIds={hotels}&checkInDate={check_in}&checkOutDate={check_out}&adults=1&roomQuantity={rooms}&bestRateOnly=false"
    )
}

/// A Paris room type, paid by Visa, with two to eight rooms left for the stay: its
/// hotel, code, one-room offer and rooms left (the most rooms an offer of it is shown
/// for: offers need as many rooms left as they book).
fn scarce_room(s: &impl Target, token: &str) -> (String, String, String, i64) {
    let r = wire::get(
        s.addr(),
        "/v1/reference-data/locations/hotels/by-city?cityCode=PAR",
        token,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let ids: Vec<String> = r.json()["data"]
        .as_array()
        .expect("hotels")
        .iter()
        .filter_map(|h| h["hotelId"].as_str().map(str::to_string))
        .take(20)
        .collect();
    let r = wire::get(s.addr(), &hotel_offers(&ids.join(","), 1), token);
    assert_eq!(r.status, 200, "{}", r.body);
    let by_visa = |o: &Value| {
        o["policies"].as_object().is_some_and(|p| {
            p.values().any(|v| {
                let paid = &v["acceptedPayments"];
                paid["methods"].to_string().contains("CREDIT_CARD")
                    && paid["creditCards"].to_string().contains("\"VI\"")
            })
        })
    };
    for item in r.json()["data"].as_array().expect("hotel offers") {
        let hotel = item["hotel"]["hotelId"].as_str().unwrap_or_default();
        for offer in item["offers"].as_array().into_iter().flatten() {
            if !by_visa(offer) {
                continue;
            }
            let room = offer["room"]["type"].as_str().unwrap_or_default();
            let shown = |n: i64| {
                let r = wire::get(s.addr(), &hotel_offers(hotel, n), token);
                assert_eq!(r.status, 200, "{}", r.body);
                r.json()["data"][0]["offers"]
                    .as_array()
                    .is_some_and(|os| os.iter().any(|o| o["room"]["type"] == room))
            };
            let left = (1..=9).take_while(|&n| shown(n)).count() as i64;
            if (2..=8).contains(&left) {
                let id = offer["id"].as_str().expect("offer id").to_string();
                return (hotel.to_string(), room.to_string(), id, left);
            }
        }
    }
    panic!("no Paris room type by Visa with two to eight rooms left");
}

/// A flight order of `offer` for one adult.
pub fn order(offer: &Value, surname: &str) -> Value {
    json!({"data": {"type": "flight-order", "flightOffers": [offer], "travelers": [{
        "id": "1", "dateOfBirth": "1980-04-12", "gender": "MALE",
        "name": {"firstName": "JOHN", "lastName": surname},
        "contact": {"emailAddress": "john@example.com",
                    "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34", "number": "600000000"}]}
    }]}})
}

/// A one-room booking of hotel offer `offer`, paid by Visa.
pub fn booking(offer: &str, surname: &str) -> Value {
    json!({"data": {
        "offerId": offer,
        "guests": [{"id": 1, "name": {"firstName": "ANN", "lastName": surname},
                    "contact": {"phone": "+33679278416", "email": "ann@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard", "card": {
            "vendorCode": "VI", "cardNumber": "4111111111111111", "expiryDate": "2035-01"}}],
    }})
}

/// One request with a bearer token and a JSON body, if any; pricing is a POST read as a
/// GET, as the service wants it.
pub fn request(
    addr: &str,
    token: &str,
    method: &str,
    target: &str,
    body: Option<&Value>,
) -> std::io::Result<HttpResp> {
    let auth = format!("Bearer {token}");
    let mut headers = vec![("Authorization", auth.as_str())];
    let body = body.map(Value::to_string).unwrap_or_default();
    if !body.is_empty() {
        headers.push(("Content-Type", "application/json"));
    }
    if target == PRICING {
        headers.push(("X-HTTP-Method-Override", "GET"));
    }
    try_http(addr, method, target, &headers, &body)
}

/// The error code of a refusal.
pub fn code(r: &HttpResp) -> Option<i64> {
    serde_json::from_str::<Value>(&r.body).ok()?["errors"][0]["code"].as_i64()
}

/// What became of an order a client made.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fate {
    /// Answered 201 (and not cancelled since).
    Made,
    /// Cancelled: answered 204.
    Cancelled,
    /// Its cancellation was sent and its answer lost: it may or may not be there.
    Unknown,
}

#[derive(Debug, Clone)]
pub struct Order {
    pub id: String,
    /// Of the class only sold (else of the one also cancelled).
    pub scarce: bool,
    pub fate: Fate,
}

/// What all clients were answered.
#[derive(Default)]
pub struct Outcome {
    /// Per kind of request, how long each answered one took.
    pub latencies: BTreeMap<&'static str, Vec<Duration>>,
    /// Answers that are neither a success nor the inventory running out.
    pub unexpected: Vec<String>,
    pub orders: Vec<Order>,
    /// Hotel bookings answered 201: their ids and reference.
    pub hotel_bookings: Vec<(String, String)>,
    /// Requests the server never answered in full (it was killed).
    pub lost: usize,
    /// Refusals because the inventory ran out.
    pub sold_out: usize,
}

impl Outcome {
    fn merge(&mut self, other: Outcome) {
        for (k, v) in other.latencies {
            self.latencies.entry(k).or_default().extend(v);
        }
        self.unexpected.extend(other.unexpected);
        self.orders.extend(other.orders);
        self.hotel_bookings.extend(other.hotel_bookings);
        self.lost += other.lost;
        self.sold_out += other.sold_out;
    }

    pub fn requests(&self) -> usize {
        self.latencies.values().map(Vec::len).sum()
    }
}

/// A small generator of the mix, seeded per client so a run is repeatable.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, sides: u64) -> u64 {
        // xorshift64
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % sides
    }
}

/// One client: requests until `stop`, as a travel agent's app would send them.
struct Client<'a> {
    addr: String,
    token: String,
    stock: &'a Stock,
    out: Outcome,
    surname: String,
}

impl Client<'_> {
    /// Send one request and time it; `None` when the server did not answer in full.
    fn send(
        &mut self,
        kind: &'static str,
        method: &str,
        target: &str,
        body: Option<&Value>,
    ) -> Option<HttpResp> {
        let started = Instant::now();
        match request(&self.addr, &self.token, method, target, body) {
            Ok(r) => {
                let took = started.elapsed();
                self.out.latencies.entry(kind).or_default().push(took);
                Some(r)
            }
            Err(_) => {
                self.out.lost += 1;
                // the server is gone: do not spin while the test notices
                std::thread::sleep(Duration::from_millis(20));
                None
            }
        }
    }

    /// Note an answer that is neither `ok` nor the inventory refusing with `empty`.
    fn expect(&mut self, r: &HttpResp, ok: u16, empty: i64, what: &str) -> bool {
        if r.status == ok {
            return true;
        }
        if r.status == 400 && code(r) == Some(empty) {
            self.out.sold_out += 1;
        } else {
            self.out
                .unexpected
                .push(format!("{what}: {} {}", r.status, r.body));
        }
        false
    }

    fn step(&mut self, dice: &mut Dice) {
        let stock = self.stock;
        match dice.roll(100) {
            0..=19 => {
                if let Some(r) = self.send("search short", "GET", SHORT_SEARCH, None) {
                    self.expect(&r, 200, 0, "short search");
                }
            }
            20..=27 => {
                if let Some(r) = self.send("search long", "GET", LONG_SEARCH, None) {
                    self.expect(&r, 200, 0, "long search");
                }
            }
            28..=39 => {
                let body = pricing(&stock.found);
                if let Some(r) = self.send("price", "POST", PRICING, Some(&body)) {
                    self.expect(&r, 200, NO_SEATS, "pricing");
                }
            }
            40..=49 => self.order(true),
            50..=69 => self.order(false),
            70..=79 => {
                let target = hotel_offers(&stock.hotel_id, 1);
                if let Some(r) = self.send("hotel offers", "GET", &target, None) {
                    self.expect(&r, 200, 0, "hotel offers");
                }
            }
            _ => {
                let body = booking(&stock.hotel_offer, &self.surname);
                if let Some(r) = self.send("hotel book", "POST", HOTEL_BOOKINGS, Some(&body)) {
                    if self.expect(&r, 201, NO_ROOMS, "hotel booking") {
                        let v = r.json();
                        for b in v["data"].as_array().into_iter().flatten() {
                            self.out.hotel_bookings.push((
                                b["id"].as_str().unwrap_or_default().to_string(),
                                b["associatedRecords"][0]["reference"]
                                    .as_str()
                                    .unwrap_or_default()
                                    .to_string(),
                            ));
                        }
                    }
                }
            }
        }
    }

    /// An order of the scarce class, or of the other one, read back at once. When the
    /// other class is full, the client cancels its oldest order of it instead: its seat
    /// comes back, and the clients keep competing for it.
    fn order(&mut self, scarce: bool) {
        let offer = if scarce {
            &self.stock.flight
        } else {
            &self.stock.churn
        };
        let body = order(offer, &self.surname);
        let Some(r) = self.send("order create", "POST", ORDERS, Some(&body)) else {
            return;
        };
        if !self.expect(&r, 201, NO_SEATS, "order") {
            if !scarce {
                self.cancel_oldest();
            }
            return;
        }
        let id = r.json()["data"]["id"]
            .as_str()
            .expect("order id")
            .to_string();
        self.out.orders.push(Order {
            id: id.clone(),
            scarce,
            fate: Fate::Made,
        });
        if let Some(r) = self.send("order get", "GET", &format!("{ORDERS}/{id}"), None) {
            self.expect(&r, 200, 0, "order read back");
        }
    }

    fn cancel_oldest(&mut self) {
        let Some(i) = self
            .out
            .orders
            .iter()
            .position(|o| !o.scarce && o.fate == Fate::Made)
        else {
            return;
        };
        // until answered, it may or may not be gone
        self.out.orders[i].fate = Fate::Unknown;
        let at = format!("{ORDERS}/{}", self.out.orders[i].id);
        if let Some(r) = self.send("order cancel", "DELETE", &at, None) {
            if self.expect(&r, 204, 0, "order cancel") {
                self.out.orders[i].fate = Fate::Cancelled;
            }
        }
    }
}

/// Clients sending the mix to a server until stopped.
pub struct Load {
    #[allow(dead_code)] // set by `stop`, which the CLI's crash test and the load bench use
    stop: Arc<AtomicBool>,
    clients: Vec<std::thread::JoinHandle<Outcome>>,
}

impl Load {
    /// `clients` threads, each with its own token, sending the mix to the servers in
    /// turn (one each when they share a state file, as `travel --sandbox` processes do)
    /// until stopped.
    #[allow(dead_code)] // the CLI's crash test and the load bench use it
    pub fn start<S: Target>(servers: &[&S], stock: &Arc<Stock>, clients: usize) -> Load {
        Load::spawn(servers, stock, clients, usize::MAX)
    }

    /// The same, each client stopping by itself after `steps` turns of the mix (an
    /// order is read back, or another cancelled, in the same turn): what they got. The
    /// clients send the same requests every run; only how they interleave varies.
    pub fn run<S: Target>(
        servers: &[&S],
        stock: &Arc<Stock>,
        clients: usize,
        steps: usize,
    ) -> Outcome {
        Load::spawn(servers, stock, clients, steps).gather()
    }

    fn spawn<S: Target>(servers: &[&S], stock: &Arc<Stock>, clients: usize, steps: usize) -> Load {
        let stop = Arc::new(AtomicBool::new(false));
        let clients = (0..clients)
            .map(|i| {
                let (stock, stop) = (Arc::clone(stock), Arc::clone(&stop));
                let s = servers[i % servers.len()];
                let addr = s.addr().to_string();
                let token = wire::token(&addr);
                std::thread::spawn(move || {
                    let mut client = Client {
                        addr,
                        token,
                        stock: &stock,
                        out: Outcome::default(),
                        // plain names: none of the sandbox's scenario surnames
                        surname: format!(
                            "CLIENT{}{}",
                            (b'A' + (i / 26 % 26) as u8) as char,
                            (b'A' + (i % 26) as u8) as char
                        ),
                    };
                    let mut dice = Dice(0x9e37_79b9_7f4a_7c15 ^ ((i as u64 + 1) * 0x2545_f491));
                    for _ in 0..steps {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        client.step(&mut dice);
                    }
                    client.out
                })
            })
            .collect();
        Load { stop, clients }
    }

    /// Stop the clients (each ends its request under way) and gather what they got.
    #[allow(dead_code)] // the CLI's crash test and the load bench use it
    pub fn stop(self) -> Outcome {
        self.stop.store(true, Ordering::Relaxed);
        self.gather()
    }

    fn gather(self) -> Outcome {
        let mut all = Outcome::default();
        for t in self.clients {
            all.merge(t.join().expect("a client thread"));
        }
        all
    }
}

/// Order `offer` one by one until its class is sold out: the ids of the orders made.
pub fn sell_out(s: &impl Target, token: &str, offer: &Value) -> Vec<String> {
    let mut made = Vec::new();
    while made.len() < 20 {
        let r = wire::post_json(s.addr(), ORDERS, token, &order(offer, "LASTONE"));
        if r.status != 201 {
            assert_eq!((r.status, code(&r)), (400, Some(NO_SEATS)), "{}", r.body);
            return made;
        }
        made.push(r.json()["data"]["id"].as_str().expect("id").to_string());
    }
    panic!("a class of fewer than nine seats sold twenty more");
}

/// Book hotel offer `offer` one by one until its rooms are gone: how many more it sold.
pub fn book_out(s: &impl Target, token: &str, offer: &str) -> i64 {
    for sold in 0..20 {
        let r = wire::post_json(s.addr(), HOTEL_BOOKINGS, token, &booking(offer, "LASTONE"));
        if r.status != 201 {
            assert_eq!((r.status, code(&r)), (400, Some(NO_ROOMS)), "{}", r.body);
            return sold;
        }
    }
    panic!("a room type of fewer than nine rooms sold twenty more");
}

/// What the state file holds, read whole as it is on disk (beside any server): the
/// store's own ledger, with the assertions the tests make of it.
pub struct Ledger(pub travel_sandbox::control::Ledger);

/// A dated class of a flight: the flight's key, the date, the booking class.
type Class = (String, String, String);

impl std::ops::Deref for Ledger {
    type Target = travel_sandbox::control::Ledger;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Ledger {
    pub fn read(path: &Path) -> Ledger {
        Ledger::at(&travel_sandbox::Location::File(path.to_path_buf()))
    }

    /// The state where `at` says (a file, a PostgreSQL database), read whole.
    pub fn at(at: &travel_sandbox::Location) -> Ledger {
        Ledger(
            travel_sandbox::control::StateFile::open_at(at)
                .and_then(|state| state.ledger())
                .expect("the state read whole"),
        )
    }

    /// Whole, and holding what `out` was answered: every order answered 201 (and none
    /// answered cancelled), every hotel booking with its reference.
    #[allow(dead_code)] // the CLI's crash and SIGTERM tests use it
    pub fn assert_holds(&self, out: &Outcome) {
        self.assert_whole();
        for o in &out.orders {
            match o.fate {
                Fate::Made => assert!(self.orders.contains_key(&o.id), "order {} lost", o.id),
                Fate::Cancelled => assert!(!self.orders.contains_key(&o.id), "{} back", o.id),
                Fate::Unknown => {}
            }
        }
        for (id, reference) in &out.hotel_bookings {
            assert_eq!(self.hotel_bookings.get(id), Some(reference), "booking {id}");
        }
    }

    /// Nothing half-written: every order with its segments and nothing else's, every
    /// reservation with one booking per room, every night's count its reservations'.
    pub fn assert_whole(&self) {
        assert_eq!(self.integrity, "ok", "PRAGMA integrity_check");
        assert_eq!(self.orphan_segments, 0, "seats held by no order");
        let bare: Vec<&String> = self
            .orders
            .iter()
            .filter(|(_, segs)| segs.is_empty())
            .map(|(id, _)| id)
            .collect();
        assert!(bare.is_empty(), "orders without segments: {bare:?}");
        assert!(
            self.reservations_short.is_empty(),
            "reservations without all their rooms: {:?}",
            self.reservations_short
        );
        let off: Vec<_> = self.nights.iter().filter(|(_, (a, b))| a != b).collect();
        assert!(
            off.is_empty(),
            "nights counted sold (left) unlike their reservations (right): {off:?}"
        );
    }

    /// Once what was left was sold one by one (`scarce_more`, `churn_more` and the
    /// rooms), exactly the seats and rooms `stock` showed at the start are held, with
    /// the orders `out` was answered and those.
    #[allow(dead_code)] // the CLI's crash and database tests use it
    pub fn assert_sold_as_shown(
        &self,
        stock: &Stock,
        out: &Outcome,
        scarce_more: &[String],
        churn_more: &[String],
    ) {
        // each class by an order of it whose answer a client had, or sold since...
        let known = |scarce: bool, more: &[String]| {
            out.orders
                .iter()
                .filter(|o| o.scarce == scarce && o.fate == Fate::Made)
                .map(|o| o.id.as_str())
                .chain(more.iter().map(String::as_str))
                .find_map(|id| self.class_of(id))
        };
        let (scarce, churn) = (known(true, scarce_more), known(false, churn_more));
        // ...or, when a restart lost every answer of one class and it was sold out
        // meanwhile, the ledger's class that is not the other one
        let or_other = |class: Option<Class>, other: &Option<Class>| {
            class.or_else(|| {
                self.orders
                    .values()
                    .filter_map(|segments| segments.first())
                    .map(|(f, d, c, _)| (f.clone(), d.clone(), c.clone()))
                    .find(|c| Some(c) != other.as_ref())
            })
        };
        let held = |class: Option<Class>| class.map_or(0, |c| self.seats_in(&c));
        assert_eq!(held(or_other(scarce.clone(), &churn)), stock.seats);
        assert_eq!(held(or_other(churn, &scarce)), stock.churn_seats);
        assert_eq!(
            self.rooms_sold(&stock.hotel_id, &stock.room_type),
            [stock.rooms, stock.rooms],
            "rooms sold each night"
        );
    }

    /// Seats orders hold in the class of order `id`'s first segment.
    pub fn seats_like(&self, id: &str) -> i64 {
        self.class_of(id).map_or(0, |c| self.seats_in(&c))
    }

    /// The dated class of order `id`'s first segment, if the order is kept.
    fn class_of(&self, id: &str) -> Option<Class> {
        let (f, d, c, _) = self.orders.get(id)?.first()?;
        Some((f.clone(), d.clone(), c.clone()))
    }

    /// Seats orders hold in a dated class.
    fn seats_in(&self, class: &Class) -> i64 {
        self.orders
            .values()
            .flatten()
            .filter(|(f, d, c, _)| (f, d, c) == (&class.0, &class.1, &class.2))
            .map(|s| s.3)
            .sum()
    }

    /// Rooms sold of a hotel's room type, per night.
    pub fn rooms_sold(&self, hotel: &str, room: &str) -> Vec<i64> {
        self.nights
            .iter()
            .filter(|((h, r, _), _)| h == hotel && r == room)
            .map(|(_, (sold, _))| *sold)
            .collect()
    }
}
