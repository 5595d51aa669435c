//! Random requests through everything that reads one: hyper and the sandbox's reader
//! of what hyper hands over (`server::decoding`, a connection in memory), the split of
//! the target into path and parameters, and the router with every handler behind it.
//! Nothing may panic; every answer is a success or a 4xx in the service's error shape,
//! hyper's own refusals of what is not HTTP included (`server::worded`).
//!
//! The number of cases is small for CI; `PROPTEST_CASES=N` runs more.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{json, Value};

use super::http::{Params, Req, Resp};
use super::limits::{MAX_BODY, MAX_TARGET};
use super::server::decoding::{decode, Decoded};
use crate::app::App;
use travel_core::ops::TOKEN_PATH;

fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default_cases);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// Bytes that look like HTTP often enough to get past the first line.
fn http_ish() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just(b"GET / HTTP/1.1\r\n".to_vec()),
        Just(b"POST /v1/x?a=1 HTTP/1.0\r\n".to_vec()),
        Just(b"Content-Length: 5\r\n".to_vec()),
        Just(b"Content-Length: 99999999999999999999\r\n".to_vec()),
        Just(b"Transfer-Encoding: chunked\r\n".to_vec()),
        Just(b"Expect: 100-continue\r\n".to_vec()),
        Just(b"Connection: close\r\n".to_vec()),
        Just(b"3\r\nabc\r\n".to_vec()),
        Just(b"0\r\n\r\n".to_vec()),
        Just(b"\r\n".to_vec()),
        Just(b"\n".to_vec()),
        Just(b" ".to_vec()),
        Just(b":".to_vec()),
        prop::collection::vec(any::<u8>(), 0..40),
        "[a-zA-Z0-9 /?&=%.:-]{0,40}".prop_map(String::into_bytes),
    ];
    prop::collection::vec(piece, 0..12).prop_map(|pieces| pieces.concat())
}

#[test]
fn the_decoder_reads_or_refuses_any_bytes() {
    runner(512)
        .run(&http_ish(), |bytes| {
            match decode(&bytes) {
                Decoded::Read(req) => {
                    prop_assert!(req.body.len() <= MAX_BODY);
                    prop_assert!(req.path.len() <= MAX_TARGET);
                    prop_assert!(!req.path.contains('?'));
                }
                Decoded::Refused(no) => prop_assert!((400..=499).contains(&no.status), "{no}"),
                Decoded::ByHyper(status, body) => {
                    prop_assert!([400, 413, 414].contains(&status), "{status}");
                    let body: Value = serde_json::from_str(&body)
                        .map_err(|e| TestCaseError::fail(format!("{e}: {body:?}")))?;
                    prop_assert_eq!(&body["errors"][0]["status"], &json!(status));
                }
                Decoded::Nothing => {}
            }
            Ok(())
        })
        .unwrap();
}

/// A request as a client would frame it: sized, or chunked in pieces of these sizes.
#[derive(Debug)]
struct Framed {
    method: String,
    target: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    chunks: Vec<usize>,
}

fn framed() -> impl Strategy<Value = Framed> {
    (
        "[A-Z]{1,8}",
        "/[a-zA-Z0-9/?&=%.,~_-]{0,60}",
        prop::collection::vec(("[A-Za-z][A-Za-z0-9-]{0,12}", "[ -~]{0,30}"), 0..6),
        prop::collection::vec(any::<u8>(), 0..300),
        prop::collection::vec(1usize..64, 0..8),
    )
        .prop_map(|(method, target, headers, body, chunks)| Framed {
            method,
            target,
            headers,
            body,
            chunks,
        })
}

#[test]
fn what_a_client_frames_reads_back_the_same() {
    runner(256)
        .run(&framed(), |f| {
            let Framed {
                method,
                target,
                headers,
                body,
                chunks,
            } = f;
            let headers: Vec<(String, String)> = headers
                .into_iter()
                .filter(|(k, _)| {
                    !["content-length", "transfer-encoding"].contains(&k.to_lowercase().as_str())
                })
                .map(|(k, v)| (k, v.trim().to_string()))
                .collect();
            let mut raw = format!("{method} {target} HTTP/1.1\r\n");
            for (k, v) in &headers {
                raw.push_str(&format!("{k}: {v}\r\n"));
            }
            let mut raw = raw.into_bytes();
            if chunks.is_empty() {
                raw.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
                raw.extend_from_slice(&body);
            } else {
                raw.extend_from_slice(b"Transfer-Encoding: chunked\r\n\r\n");
                let mut rest = &body[..];
                for size in chunks.iter().cycle() {
                    if rest.is_empty() {
                        break;
                    }
                    let (chunk, after) = rest.split_at((*size).min(rest.len()));
                    raw.extend_from_slice(format!("{:x};ext=1\r\n", chunk.len()).as_bytes());
                    raw.extend_from_slice(chunk);
                    raw.extend_from_slice(b"\r\n");
                    rest = after;
                }
                raw.extend_from_slice(b"0\r\n\r\n");
            }
            let req = match decode(&raw) {
                Decoded::Read(req) => req,
                other => return Err(TestCaseError::fail(format!("{other:?}"))),
            };
            let (path, query) = target.split_once('?').unwrap_or((&target, ""));
            prop_assert_eq!(&req.method, &method);
            prop_assert_eq!(req.path.as_str(), path.trim_end_matches('/'));
            prop_assert_eq!(&req.params.0, &Params::parse(query).0);
            // hyper gives header names in lower case, each name's values together
            let by_name = |headers: &[(String, String)]| {
                let mut named: Vec<(String, String)> = headers
                    .iter()
                    .map(|(k, v)| (k.to_ascii_lowercase(), v.clone()))
                    .filter(|(k, _)| k != "content-length" && k != "transfer-encoding")
                    .collect();
                named.sort_by(|a, b| a.0.cmp(&b.0));
                named
            };
            prop_assert_eq!(by_name(&req.headers), by_name(&headers));
            prop_assert_eq!(req.body, body);
            Ok(())
        })
        .unwrap();
}

#[test]
fn query_strings_of_any_text_parse() {
    runner(512)
        .run(&"[a-z&=%.,\\[\\]+0-9\\PC]{0,80}", |query| {
            let params = Params::parse(&query);
            prop_assert!(params.0.len() <= query.len() + 1);
            for (k, _) in &params.0 {
                prop_assert!(params.get(k).is_some());
            }
            Ok(())
        })
        .unwrap();
}

/// Parameter names the handlers read, and some they do not.
const NAMES: &[&str] = &[
    "originLocationCode",
    "destinationLocationCode",
    "departureDate",
    "returnDate",
    "adults",
    "children",
    "max",
    "nonStop",
    "currencyCode",
    "airlineCodes",
    "hotelIds",
    "checkInDate",
    "checkOutDate",
    "cityCode",
    "latitude",
    "longitude",
    "radius",
    "keyword",
    "subType",
    "page[limit]",
    "page[offset]",
    "sort",
    "include",
    "view",
    "x",
];

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("LHR".to_string()),
        Just("PAR".to_string()),
        Just("BA".to_string()),
        Just("2027-01-15".to_string()),
        Just("1".to_string()),
        Just("-1".to_string()),
        Just("true".to_string()),
        Just("..%2F..%2Fetc".to_string()),
        "[0-9]{1,12}",
        "[A-Z]{0,4}",
        "\\PC{0,12}",
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        "\\PC{0,10}".prop_map(Value::from),
        value().prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-zA-Z]{1,12}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A request to a path of the route table, its placeholders filled at random.
fn request(routes: Vec<(&'static str, &'static str)>) -> impl Strategy<Value = Req> {
    let segment = prop_oneof![
        Just("..".to_string()),
        Just("%2e%2e".to_string()),
        Just("1".to_string()),
        "[A-Za-z0-9=_-]{0,30}",
        "\\PC{0,8}",
    ];
    (
        prop::sample::select(routes),
        prop::sample::select(vec!["GET", "POST", "DELETE", "PUT", "BREW", "HEAD"]),
        prop::bool::weighted(0.7),
        prop::collection::vec(segment, 4),
        prop::collection::vec((prop::sample::select(NAMES), value()), 0..8),
        prop_oneof![
            Just(None),
            json_value().prop_map(Some),
            Just(Some(json!({"data": {}})))
        ],
        prop::sample::select(vec![
            None,
            Some("application/vnd.amadeus+json"),
            Some("application/json; charset=utf-8"),
            Some("text/plain"),
        ]),
        prop::sample::select(vec![None, Some("GET"), Some("POST"), Some("BREW")]),
    )
        .prop_map(
            |((method, path), other, same, segments, pairs, body, kind, over)| {
                let mut filled = String::new();
                let mut n = 0;
                for part in path.split('/').skip(1) {
                    filled.push('/');
                    if part.starts_with('{') {
                        filled.push_str(&segments[n % segments.len()]);
                        n += 1;
                    } else {
                        filled.push_str(part);
                    }
                }
                let mut headers = Vec::new();
                if let Some(kind) = kind {
                    headers.push(("Content-Type".to_string(), kind.to_string()));
                }
                if let Some(over) = over {
                    headers.push(("X-HTTP-Method-Override".to_string(), over.to_string()));
                }
                Req {
                    method: if same { method } else { other }.to_string(),
                    path: filled,
                    params: Params(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()),
                    headers,
                    body: body.map_or_else(Vec::new, |b| b.to_string().into_bytes()),
                    origin: "http://h".to_string(),
                    peer: None,
                    upload: None,
                }
            },
        )
}

/// Requests the handlers answer with data, to be changed a little at random: so the
/// cases reach past the query's validation into the handlers themselves.
const GOOD: &[(&str, &str)] = &[
    ("/v1/reference-data/airlines", "airlineCodes=BA,AF"),
    ("/v1/reference-data/locations", "subType=AIRPORT,CITY&keyword=LON"),
    ("/v1/reference-data/locations/CPAR", ""),
    ("/v1/reference-data/locations/hotels/by-city", "cityCode=PAR&radius=5"),
    ("/v1/airline/destinations", "airlineCode=BA&max=5"),
    ("/v1/airport/direct-destinations", "departureAirportCode=MAD"),
    (
        "/v2/shopping/flight-offers",
        "originLocationCode=LHR&destinationLocationCode=CDG&departureDate=2027-01-15&adults=1&max=3",
    ),
    (
        "/v3/shopping/hotel-offers",
        "hotelIds=MCLONGHM&checkInDate=2027-01-15&adults=1",
    ),
    ("/v1/reference-data/locations/airports", "latitude=51.57&longitude=-0.7&radius=100"),
];

/// A good request, one parameter dropped, changed or added.
fn nearly_good() -> impl Strategy<Value = Req> {
    (
        prop::sample::select(GOOD),
        0usize..3,
        any::<prop::sample::Index>(),
        prop::sample::select(NAMES),
        value(),
    )
        .prop_map(|((path, query), change, at, name, value)| {
            let mut req = Req::test_get(path, query);
            let pairs = &mut req.params.0;
            let i = at.index(pairs.len().max(1));
            match change {
                0 if !pairs.is_empty() => {
                    pairs.remove(i);
                }
                1 if !pairs.is_empty() => pairs[i].1 = value,
                _ => pairs.push((name.to_string(), value)),
            }
            req
        })
}

fn token(app: &App) -> String {
    let req = Req {
        method: "POST".into(),
        path: TOKEN_PATH.into(),
        params: Params::default(),
        headers: vec![],
        body: b"grant_type=client_credentials&client_id=a&client_secret=b".to_vec(),
        origin: "http://h".into(),
        peer: None,
        upload: None,
    };
    let resp = super::ops::routes().route(app.shared(), &req).resp;
    let body: Value = serde_json::from_slice(&resp.body).expect("a token");
    body["access_token"].as_str().expect("a token").to_string()
}

/// A success, or a 4xx in the service's error shape.
fn check(resp: &Resp) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&resp.body);
    prop_assert!(
        (200..300).contains(&resp.status) || (400..500).contains(&resp.status),
        "{} {text}",
        resp.status
    );
    if resp.status >= 400 {
        let body: Value = serde_json::from_slice(&resp.body)
            .map_err(|e| TestCaseError::fail(format!("not JSON ({e}): {text}")))?;
        let error = &body["errors"][0];
        prop_assert_eq!(&error["status"], &json!(resp.status), "{}", text);
        prop_assert!(error["code"].is_i64(), "{}", text);
        prop_assert!(error["title"].is_string(), "{}", text);
    }
    Ok(())
}

#[test]
fn the_router_answers_any_request_in_the_service_shape() {
    let (app, _dir) = App::for_tests();
    let bearer = format!("Bearer {}", token(&app));
    let routes = super::ops::routes().table();
    runner(96)
        .run(
            &(
                prop_oneof![request(routes), nearly_good()],
                prop::bool::weighted(0.9),
            ),
            |(mut req, authorised)| {
                if authorised {
                    req.headers.push(("Authorization".into(), bearer.clone()));
                }
                check(&super::ops::routes().route(app.shared(), &req).resp)
            },
        )
        .unwrap();
}
