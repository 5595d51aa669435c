//! Flight search and pricing benchmark: `cargo bench --bench flights`.
//!
//! Measures, on the release binary:
//! 1. the sandbox's time to answer a 250-offer round-trip search (LON-NYC), over HTTP
//!    on loopback, server side only (time to last byte of the response);
//! 2. the CLI's end-to-end time to search a two-adult round trip against the sandbox
//!    and to price its first offer with `--rules --bags`;
//! 3. the CLI's end-to-end time to show that 250-offer result as a table, against a
//!    static server that returns a recorded body, next to the same run with `--json`
//!    (no table), so the difference is the cost of parsing, sorting and drawing it;
//! 4. the in-process sandbox (`--sandbox`) from a fresh process: its start-up (the
//!    reference data and the route network) with an airport's routes, and a short-haul
//!    search.
//!
//! Results are printed; the README's performance section records them. This is a
//! benchmark, not a test: nothing here asserts on time.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_travel");
const ROUNDS: usize = 30;
const TODAY: &str = "2026-11-22";
const SEARCH: &str =
    "/v2/shopping/flight-offers?originLocationCode=LON&destinationLocationCode=NYC\
&departureDate=2026-12-15&returnDate=2026-12-22&adults=1&max=250";

fn main() {
    let dir = std::env::temp_dir().join(format!("travel-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut serve = Command::new(BIN)
        .args(["sandbox", "serve", "--port", "0", "--state"])
        .arg(dir.join("state.sqlite3"))
        .env("TRAVEL_TODAY", TODAY)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the sandbox");
    let mut line = String::new();
    BufReader::new(serve.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let base = line.trim().trim_start_matches("http://").to_string();

    let token = token(&base);
    let (body, _) = get(&base, SEARCH, &token);
    let count = serde_json::from_slice::<serde_json::Value>(&body).unwrap()["data"]
        .as_array()
        .map_or(0, Vec::len);
    let mut times = Vec::new();
    for _ in 0..ROUNDS {
        let (_, t) = get(&base, SEARCH, &token);
        times.push(t);
    }
    report(
        &format!("sandbox: answer a {count}-offer round-trip search"),
        &mut times,
    );
    price_end_to_end(&format!("http://{base}"), &dir);
    in_process(&dir);
    let _ = serve.kill();
    let _ = serve.wait();

    // A static server with the recorded body, so the CLI runs measure the client only.
    let body = Arc::new(body);
    let http = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
    let url = format!("http://{}", http.server_addr().to_ip().unwrap());
    for _ in 0..2 {
        let (http, body) = (Arc::clone(&http), Arc::clone(&body));
        std::thread::spawn(move || {
            for req in http.incoming_requests() {
                let data = if req.url().starts_with("/v1/security") {
                    br#"{"access_token":"bench","expires_in":1799}"#.to_vec()
                } else {
                    body.to_vec()
                };
                let _ = req.respond(tiny_http::Response::from_data(data));
            }
        });
    }
    let run = |json: bool| {
        let mut cmd = Command::new(BIN);
        cmd.args(["--base-url", &url])
            .args([
                "flights",
                "search",
                "LON",
                "NYC",
                "2026-12-15",
                "--return",
                "2026-12-22",
            ])
            .env("TRAVEL_TODAY", TODAY)
            .env("AMADEUS_CLIENT_ID", "bench")
            .env("AMADEUS_CLIENT_SECRET", "bench")
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .env("TRAVEL_FORCE_TTY", "1")
            .env("COLUMNS", "160")
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if json {
            cmd.arg("--json");
        }
        let started = Instant::now();
        let status = cmd.status().unwrap();
        assert!(status.success(), "the CLI run failed");
        started.elapsed()
    };
    run(false); // warm the token cache and the page cache
    let (mut table, mut json) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        table.push(run(false));
        json.push(run(true));
    }
    let t = report(
        "cli: search and draw the 250-offer table (end to end)",
        &mut table,
    );
    let j = report("cli: search and print --json (end to end)", &mut json);
    println!(
        "cli: drawing the table costs about {:.1} ms over --json (medians)",
        (t.as_secs_f64() - j.as_secs_f64()) * 1000.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `travel` against `sandbox serve` at `url`, with its cache in `dir`; the time it took.
fn travel(url: &str, dir: &std::path::Path, args: &[&str]) -> Duration {
    let started = Instant::now();
    let status = Command::new(BIN)
        .args(["--base-url", url])
        .args(args)
        .env("TRAVEL_TODAY", TODAY)
        .env("AMADEUS_CLIENT_ID", "bench")
        .env("AMADEUS_CLIENT_SECRET", "bench")
        .env("XDG_CACHE_HOME", dir.join("cache-price"))
        .env("TRAVEL_FORCE_TTY", "1")
        .env("COLUMNS", "160")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "travel {args:?} failed");
    started.elapsed()
}

/// Pricing a two-adult round trip with its fare rules and bag catalogue, end to end
/// (the CLI and `sandbox serve` together), beside the search that found it.
fn price_end_to_end(url: &str, dir: &std::path::Path) {
    let search = [
        "flights",
        "search",
        "LON",
        "NYC",
        "2026-12-15",
        "--return",
        "2026-12-22",
        "--adults",
        "2",
        "--max",
        "50",
    ];
    let price = ["flights", "price", "1", "--rules", "--bags"];
    travel(url, dir, &search); // warm the token cache
    let (mut searches, mut prices) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        searches.push(travel(url, dir, &search));
        prices.push(travel(url, dir, &price));
    }
    report(
        "cli + sandbox serve: search a 2-adult round trip, 50 offers (end to end)",
        &mut searches,
    );
    report(
        "cli + sandbox serve: price it with --rules --bags (end to end)",
        &mut prices,
    );
}

/// `travel --sandbox ...` from a fresh process each time: what a script pays per call.
fn in_process(dir: &std::path::Path) {
    let run = |args: &[&str]| {
        let started = Instant::now();
        let status = Command::new(BIN)
            .arg("--sandbox")
            .args(args)
            .env("TRAVEL_TODAY", TODAY)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("XDG_CACHE_HOME", dir.join("cache-in-process"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "travel --sandbox {args:?} failed");
        started.elapsed()
    };
    let routes = ["airports", "routes", "LHR"];
    let search = ["flights", "search", "MAD", "BCN", "2026-12-15"];
    run(&routes); // create the state file
    let (mut r, mut s) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        r.push(run(&routes));
        s.push(run(&search));
    }
    report(
        "cli --sandbox: start-up with the route network, `airports routes LHR` (end to end)",
        &mut r,
    );
    report(
        "cli --sandbox: a short-haul search, MAD-BCN (end to end)",
        &mut s,
    );
}

/// Print min, median and p95; return the median.
fn report(what: &str, times: &mut [Duration]) -> Duration {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let median = times[times.len() / 2];
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    println!(
        "{what}: min {:.1} ms, median {:.1} ms, p95 {:.1} ms ({} runs)",
        ms(times[0]),
        ms(median),
        ms(p95),
        times.len()
    );
    median
}

fn token(base: &str) -> String {
    let form = "grant_type=client_credentials&client_id=bench&client_secret=bench";
    let req = format!(
        "POST /v1/security/oauth2/token HTTP/1.1\r\nHost: {base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{form}",
        form.len()
    );
    let (body, _) = exchange(base, &req);
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    v["access_token"].as_str().unwrap().to_string()
}

fn get(base: &str, path: &str, token: &str) -> (Vec<u8>, Duration) {
    let req = format!(
        "GET {path} HTTP/1.1\r\nHost: {base}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n"
    );
    exchange(base, &req)
}

/// One request on a fresh connection; the body and the time to its last byte.
fn exchange(base: &str, req: &str) -> (Vec<u8>, Duration) {
    let mut stream = TcpStream::connect(base).unwrap();
    let started = Instant::now();
    stream.write_all(req.as_bytes()).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let elapsed = started.elapsed();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let mut body = raw[split..].to_vec();
    if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        body = dechunk(&body);
    }
    (body, elapsed)
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(eol) = data.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&data[..eol]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        out.extend_from_slice(&data[eol + 2..eol + 2 + size]);
        data = &data[eol + 2 + size + 2..];
    }
    out
}
