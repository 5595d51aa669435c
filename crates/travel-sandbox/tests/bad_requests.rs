//! A served sandbox answers every bad request in the service's error shape and
//! goes on serving: requests past its limits, what is not HTTP, bodies that are not
//! JSON, methods and paths it does not serve, and clients too slow to wait for.

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use common::wire::{raw, read_answer};
use common::{http, Home, HttpResp, Served, Target};
use serde_json::json;

/// The limits as `docs/sandbox.md` states them (`src/limits.rs` checks it does).
const MAX_TARGET: usize = 8 * 1024;
const MAX_PARAMS: usize = 1000;
const MAX_HEADER_BYTES: usize = 16 * 1024;
const MAX_HEADERS: usize = 100;
const MAX_BODY: usize = 8 * 1024 * 1024;
/// Idle connections held open at once by the starvation test: twice the old cap of 256.
const IDLE: usize = 600;

const AIRLINES: &str = "/v1/reference-data/airlines?airlineCodes=BA";
const ORDERS: &str = "/v1/booking/flight-orders";

/// A served sandbox and a token for it.
struct Sandbox {
    _home: Home,
    served: Served,
    token: String,
}

impl Sandbox {
    fn start() -> Sandbox {
        let home = Home::new();
        let served = Served::start(&home);
        let token = served.token();
        Sandbox {
            _home: home,
            served,
            token,
        }
    }

    fn addr(&self) -> &str {
        self.served.addr()
    }

    fn bearer(&self) -> String {
        format!("Authorization: Bearer {}\r\n", self.token)
    }

    /// `METHOD TARGET` with the token and these extra header lines, then `body`.
    fn send(&self, method: &str, target: &str, headers: &str, body: &[u8]) -> HttpResp {
        let mut req = format!(
            "{method} {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{}{headers}\r\n",
            self.bearer()
        )
        .into_bytes();
        req.extend_from_slice(body);
        raw(self.addr(), &req)
    }

    /// A normal request is answered as usual.
    fn still_serves(&self) {
        let r = self.served.get(AIRLINES, &self.token);
        assert_eq!(r.status, 200, "a normal request afterwards: {}", r.body);
        assert_eq!(r.json()["data"][0]["iataCode"], "BA", "{}", r.body);
    }
}

/// `r` is `status` in the service's error shape.
fn assert_refused(r: &HttpResp, status: u16) {
    assert_eq!(r.status, status, "{}", r.body);
    let body = r.json();
    let error = &body["errors"][0];
    assert_eq!(error["status"], status, "{}", r.body);
    assert!(error["code"].is_i64(), "a numeric code: {}", r.body);
    assert!(error["title"].is_string(), "a title: {}", r.body);
    assert_eq!(
        r.header("Content-Type"),
        Some("application/vnd.amadeus+json")
    );
}

#[test]
fn bodies_past_the_limit_are_refused_413() {
    let s = Sandbox::start();
    // declared too big: refused before a byte of it is sent
    let r = s.send(
        "POST",
        ORDERS,
        &format!("Content-Length: {}\r\n", MAX_BODY + 1),
        b"",
    );
    assert_refused(&r, 413);
    s.still_serves();
    // a length no memory could hold, and the client gone before sending it
    let r = s.send("POST", ORDERS, "Content-Length: 1000000000000\r\n", b"{");
    assert_refused(&r, 413);
    s.still_serves();
    // chunked: refused at the chunk that passes the limit
    let mut body = Vec::new();
    let chunk = vec![b' '; 1024 * 1024];
    for _ in 0..=MAX_BODY / chunk.len() {
        body.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        body.extend_from_slice(&chunk);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(b"0\r\n\r\n");
    let r = s.send("POST", ORDERS, "Transfer-Encoding: chunked\r\n", &body);
    assert_refused(&r, 413);
    s.still_serves();
    // a body of just the limit is read to its end: the form's last field is there
    let fields = "&grant_type=client_credentials&client_id=a&client_secret=b";
    let body = format!("pad={}{fields}", "a".repeat(MAX_BODY - fields.len() - 4));
    assert_eq!(body.len(), MAX_BODY);
    let r = http(
        s.addr(),
        "POST",
        "/v1/security/oauth2/token",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        &body,
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

#[test]
fn headers_past_the_limit_are_refused_413() {
    let s = Sandbox::start();
    let long = format!("X-Long: {}\r\n", "a".repeat(MAX_HEADER_BYTES));
    assert_refused(&s.send("GET", AIRLINES, &long, b""), 413);
    s.still_serves();
    let many = "X-Many: a\r\n".repeat(MAX_HEADERS + 1);
    assert_refused(&s.send("GET", AIRLINES, &many, b""), 413);
    s.still_serves();
    // well within both: served
    let some = "X-Some: a\r\n".repeat(MAX_HEADERS / 2);
    assert_eq!(s.send("GET", AIRLINES, &some, b"").status, 200);
}

#[test]
fn long_targets_and_many_parameters_are_refused() {
    let s = Sandbox::start();
    let long = format!("{AIRLINES}&x={}", "a".repeat(MAX_TARGET));
    assert_refused(&s.send("GET", &long, "", b""), 414);
    s.still_serves();
    let many = format!("{AIRLINES}{}", "&x=1".repeat(MAX_PARAMS));
    assert_refused(&s.send("GET", &many, "", b""), 400);
    s.still_serves();
}

#[test]
fn what_is_not_http_is_answered_400_in_the_error_shape() {
    let s = Sandbox::start();
    for request in [
        &b"GARBAGE\r\n\r\n"[..],
        b"GET /v1/reference-data/airlines\r\n\r\n",
        b"GET / HTTP/1.1 and more\r\n\r\n",
        b"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: x\r\n folded: line\r\n\r\n",
        b"GET /v1/reference-data/airlines?airlineCodes=\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /v1/\xc3\x28 HTTP/1.1\r\nHost: x\r\n\r\n",
        b"POST /v1/booking/flight-orders HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        b"POST /v1/booking/flight-orders HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nnot hex\r\n",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 a TLS hello\r\n\r\n",
    ] {
        let r = raw(s.addr(), request);
        assert_refused(&r, 400);
        s.still_serves();
    }
    // HTTP/2 is served, but not written as HTTP/1 text
    assert_refused(&raw(s.addr(), b"GET / HTTP/2.0\r\n\r\n"), 400);
    s.still_serves();
}

#[test]
fn bodies_that_are_not_json_are_refused_400() {
    let s = Sandbox::start();
    let json = "Content-Type: application/json\r\n";
    for body in [&b"{not json"[..], b"[1,2", b"\xff\xfe", b"{\"data\": 5}"] {
        let r = s.send(
            "POST",
            ORDERS,
            &format!("{json}Content-Length: {}\r\n", body.len()),
            body,
        );
        assert_refused(&r, 400);
        s.still_serves();
    }
    // JSON sent as something else: the header is wrong
    let body = br#"{"data": {}}"#;
    for kind in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
    ] {
        let r = s.send(
            "POST",
            ORDERS,
            &format!("Content-Type: {kind}\r\nContent-Length: {}\r\n", body.len()),
            body,
        );
        assert_refused(&r, 400);
        assert_eq!(r.json()["errors"][0]["code"], 38191, "{}", r.body);
        assert_eq!(
            r.json()["errors"][0]["source"]["parameter"],
            "Content-Type",
            "{}",
            r.body
        );
    }
    s.still_serves();
}

#[test]
fn methods_and_paths_it_does_not_serve_are_404() {
    let s = Sandbox::start();
    for method in ["BREW", "DELETE", "PUT", "PATCH", "OPTIONS"] {
        assert_refused(&s.send(method, AIRLINES, "", b""), 404);
        s.still_serves();
    }
}

#[test]
fn paths_outside_the_service_are_404_and_nothing_is_read_from_disk() {
    let s = Sandbox::start();
    for target in [
        "/../../etc/passwd",
        "/v1/../../../etc/passwd",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/v1/reference-data/%2e%2e/%2e%2e/etc/passwd",
        "/..\\..\\etc\\passwd",
        "/v1/booking/flight-orders/..%2F..%2Fetc%2Fpasswd",
        "/v1/booking/flight-orders/../../../etc/passwd",
        "//etc/passwd",
        "http://x/../etc/passwd",
        "*",
    ] {
        let r = s.send("GET", target, "", b"");
        assert_refused(&r, 404);
        assert!(!r.body.contains("root:"), "{target}: {}", r.body);
        s.still_serves();
    }
}

/// The answers on one connection, read until the server closes it.
fn read_all(stream: &mut TcpStream) -> String {
    let mut all = Vec::new();
    stream.read_to_end(&mut all).expect("read the answers");
    String::from_utf8_lossy(&all).into_owned()
}

#[test]
fn an_answer_in_flight_is_sent_before_the_next_request_is_refused() {
    let s = Sandbox::start();
    let mut stream = TcpStream::connect(s.addr()).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "GET {AIRLINES} HTTP/1.1\r\nHost: x\r\n{}\r\nGET {AIRLINES} HTTP/1.1\r\nHost: x\r\n{}\r\nNOT HTTP\r\n\r\n",
        s.bearer(),
        s.bearer()
    )
    .unwrap();
    let answers = read_all(&mut stream);
    let statuses: Vec<&str> = answers
        .match_indices("HTTP/1.1 ")
        .map(|(i, _)| &answers[i + 9..i + 12])
        .collect();
    assert_eq!(statuses, ["200", "200", "400"], "{answers}");
    assert!(answers.ends_with("}"), "{answers}");
    s.still_serves();
}

#[test]
fn slow_and_silent_clients_hold_up_nobody_and_are_let_go() {
    let s = Sandbox::start();
    let start = |head_only: bool| {
        let mut stream = TcpStream::connect(s.addr()).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        write!(
            stream,
            "POST {ORDERS} HTTP/1.1\r\nHost: x\r\n{}Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n",
            s.bearer()
        )
        .unwrap();
        if !head_only {
            stream.write_all(b"{\"data\": ").unwrap();
        }
        stream
    };
    // mid-body, and headers sent but never the body
    let mut slow: Vec<TcpStream> = (0..16).map(|i| start(i % 4 == 0)).collect();
    // and one that trickles a byte a second for as long as it may
    let trickling = start(false);
    let mut writing = trickling.try_clone().unwrap();
    let trickle = std::thread::spawn(move || {
        while writing.write_all(b" ").is_ok() {
            std::thread::sleep(Duration::from_secs(1));
        }
    });
    // a client of a connection of its own: answered meanwhile
    s.still_serves();
    let r = http(
        s.addr(),
        "POST",
        "/v1/security/oauth2/token",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        "grant_type=client_credentials&client_id=a&client_secret=b",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    // the slow ones are told they were too slow, and let go
    slow.push(trickling.try_clone().unwrap());
    for stream in &mut slow {
        assert_refused(&read_answer(stream), 408);
    }
    drop(trickling);
    trickle.join().unwrap();
    s.still_serves();
}

#[test]
fn hundreds_of_idle_connections_keep_no_newcomer_out() {
    let s = Sandbox::start();
    // connected and silent, as a pool of kept-alive connections or a client that hangs
    let mut idle: Vec<TcpStream> = (0..IDLE)
        .map(|_| TcpStream::connect(s.addr()).unwrap())
        .collect();
    // a newcomer on a connection of its own is answered
    let request = format!(
        "GET {AIRLINES} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{}\r\n",
        s.bearer()
    );
    let r = raw(s.addr(), request.as_bytes());
    assert_eq!(r.status, 200, "{}", r.body);
    // and the idle ones were held, not dropped: the first and the last are answered
    // when at last they ask
    for at in [0, IDLE - 1] {
        let stream = &mut idle[at];
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let r = read_answer(stream);
        assert_eq!(r.status, 200, "{}", r.body);
    }
}

#[test]
fn a_body_of_the_wrong_shape_is_refused_at_the_field() {
    let s = Sandbox::start();
    // (path, body, where it is wrong)
    let cases = [
        (
            ORDERS,
            json!({"data": {"type": "flight-order", "travelers": {"id": "1"}}}),
            "/data/travelers",
        ),
        (
            "/v1/booking/hotel-bookings",
            json!({"data": {"offerId": "X1", "guests": {"id": 1}}}),
            "/data/guests",
        ),
        (
            "/v2/booking/hotel-orders",
            json!({"data": {"type": "hotel-order", "roomAssociations": {"hotelOfferId": "X1"}}}),
            "/data/roomAssociations",
        ),
        (
            "/v2/booking/hotel-orders",
            json!({"data": {"guests": [{"tid": 1}, {"firstName": ["BOB"]}]}}),
            "/data/guests/1/firstName",
        ),
        ("/v2/booking/hotel-orders", json!({"data": []}), "/data"),
        ("/v1/booking/hotel-bookings", json!({"data": []}), "/data"),
    ];
    for (path, body, pointer) in cases {
        let r = common::http(
            s.served.addr(),
            "POST",
            path,
            &[
                ("Authorization", &format!("Bearer {}", s.token)),
                ("Content-Type", "application/vnd.amadeus+json"),
            ],
            &body.to_string(),
        );
        assert_eq!(r.status, 400, "{path} {body}: {}", r.body);
        let e = &r.json()["errors"][0];
        assert_eq!(e["code"], 477, "{path} {body}: {}", r.body);
        assert_eq!(e["source"]["pointer"], pointer, "{path} {body}: {}", r.body);
    }
    // JSON that does not parse has no field to point at
    let r = s.send(
        "POST",
        ORDERS,
        "Content-Type: application/json\r\nContent-Length: 9\r\n",
        b"{not json",
    );
    assert_eq!(
        r.json()["errors"][0]["source"]["pointer"],
        "/",
        "{}",
        r.body
    );
}
