//! Test support: the real `travel` binary in an isolated home, and a scriptable mock
//! service that records every request it receives.

#![allow(dead_code)]

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread;

use assert_cmd::Command;
use tempfile::TempDir;

/// The sandbox's pinned "today", so every answer is reproducible.
pub const TODAY: &str = "2026-11-22";

/// An isolated home: its own cache and data directories, no credentials, no colour.
pub struct Home {
    pub dir: TempDir,
}

impl Home {
    pub fn new() -> Self {
        Home {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn cache_dir(&self) -> PathBuf {
        self.dir.path().join("cache")
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// `travel` with a clean environment pointing at this home.
    pub fn travel(&self) -> Command {
        let mut cmd = Command::cargo_bin("travel").expect("binary built");
        cmd.env_clear()
            .env("HOME", self.dir.path())
            .env("XDG_CACHE_HOME", self.cache_dir())
            .env("XDG_DATA_HOME", self.data_dir())
            .env("XDG_CONFIG_HOME", self.dir.path().join("config"))
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("TRAVEL_TODAY", TODAY)
            .env("NO_COLOR", "1");
        cmd
    }

    /// `travel --sandbox ARGS...`
    pub fn sandbox(&self, args: &[&str]) -> Command {
        let mut cmd = self.travel();
        cmd.arg("--sandbox").args(args);
        cmd
    }

    /// `travel --base-url MOCK ARGS...` with credentials in the environment.
    pub fn against(&self, mock: &Mock, args: &[&str]) -> Command {
        let mut cmd = self.travel();
        cmd.env("AMADEUS_CLIENT_ID", CLIENT_ID)
            .env("AMADEUS_CLIENT_SECRET", CLIENT_SECRET)
            .arg("--base-url")
            .arg(mock.url())
            .args(args);
        cmd
    }
}

pub const CLIENT_ID: &str = "test-client-id";
/// Distinctive so a test can search any output for it.
pub const CLIENT_SECRET: &str = "s3cr3t-never-printed-7731";
/// The token the mock hands out, also distinctive.
pub const MOCK_TOKEN: &str = "tok-never-printed-5521";

/// One request as the mock saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    pub url: String,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Seen {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn is_token_request(&self) -> bool {
        self.url.starts_with("/v1/security/oauth2/token")
    }
}

/// A canned answer: status, extra headers, body. `Hang` takes the request and never
/// answers (tiny_http keeps the socket open), as a stuck service would.
#[derive(Debug, Clone)]
pub enum Reply {
    Answer {
        status: u16,
        headers: Vec<(String, String)>,
        body: String,
    },
    Hang,
}

impl Reply {
    pub fn json(status: u16, body: &str) -> Reply {
        Reply::Answer {
            status,
            headers: vec![("Content-Type".into(), "application/vnd.amadeus+json".into())],
            body: body.to_string(),
        }
    }

    pub fn raw(status: u16, content_type: &str, body: &str) -> Reply {
        Reply::Answer {
            status,
            headers: vec![("Content-Type".into(), content_type.into())],
            body: body.to_string(),
        }
    }

    pub fn with_header(self, name: &str, value: &str) -> Reply {
        match self {
            Reply::Answer {
                status,
                mut headers,
                body,
            } => {
                headers.push((name.into(), value.into()));
                Reply::Answer {
                    status,
                    headers,
                    body,
                }
            }
            Reply::Hang => Reply::Hang,
        }
    }
}

/// An empty success envelope.
pub const EMPTY_DATA: &str = r#"{"meta":{"count":0},"data":[]}"#;

#[derive(Default)]
struct Script {
    /// Answers for API calls, in order; when empty, `fallback` answers.
    queue: VecDeque<Reply>,
    fallback: Option<Reply>,
    /// Answers for the token endpoint; when empty, a good token.
    token_queue: VecDeque<Reply>,
    seen: Vec<Seen>,
}

/// A mock of the service on a loopback port. Token requests get a good token unless
/// scripted otherwise; API requests get the scripted replies in order.
pub struct Mock {
    addr: SocketAddr,
    script: Arc<Mutex<Script>>,
    server: Arc<tiny_http::Server>,
}

impl Mock {
    pub fn start() -> Mock {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").expect("bind mock"));
        let addr = server.server_addr().to_ip().expect("ip");
        let script = Arc::new(Mutex::new(Script::default()));
        for _ in 0..2 {
            let server = Arc::clone(&server);
            let script = Arc::clone(&script);
            thread::spawn(move || serve(&server, &script));
        }
        Mock {
            addr,
            script,
            server,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Queue replies for API calls, answered in order.
    pub fn then(&self, reply: Reply) -> &Self {
        self.script.lock().unwrap().queue.push_back(reply);
        self
    }

    /// The reply once the queue is empty (default: an empty success envelope).
    pub fn otherwise(&self, reply: Reply) -> &Self {
        self.script.lock().unwrap().fallback = Some(reply);
        self
    }

    /// Queue replies for the token endpoint.
    pub fn token_then(&self, reply: Reply) -> &Self {
        self.script.lock().unwrap().token_queue.push_back(reply);
        self
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.script.lock().unwrap().seen.clone()
    }

    pub fn token_requests(&self) -> usize {
        self.seen().iter().filter(|s| s.is_token_request()).count()
    }

    pub fn api_requests(&self) -> Vec<Seen> {
        self.seen()
            .into_iter()
            .filter(|s| !s.is_token_request())
            .collect()
    }
}

impl Drop for Mock {
    fn drop(&mut self) {
        self.server.unblock();
    }
}

fn good_token() -> Reply {
    Reply::raw(
        200,
        "application/json",
        &format!(
            r#"{{"type":"amadeusOAuth2Token","token_type":"Bearer","access_token":"{MOCK_TOKEN}","expires_in":1799,"state":"approved"}}"#
        ),
    )
}

fn serve(server: &tiny_http::Server, script: &Mutex<Script>) {
    for mut req in server.incoming_requests() {
        let mut body = String::new();
        let _ = req.as_reader().read_to_string(&mut body);
        let seen = Seen {
            method: req.method().as_str().to_string(),
            url: req.url().to_string(),
            headers: req
                .headers()
                .iter()
                .map(|h| {
                    (
                        h.field.as_str().as_str().to_string(),
                        h.value.as_str().to_string(),
                    )
                })
                .collect(),
            body,
        };
        let reply = {
            let mut s = script.lock().unwrap();
            let reply = if seen.is_token_request() {
                s.token_queue.pop_front().unwrap_or_else(good_token)
            } else {
                s.queue
                    .pop_front()
                    .or_else(|| s.fallback.clone())
                    .unwrap_or_else(|| Reply::json(200, EMPTY_DATA))
            };
            s.seen.push(seen);
            reply
        };
        match reply {
            Reply::Answer {
                status,
                headers,
                body,
            } => {
                let mut resp = tiny_http::Response::from_string(body).with_status_code(status);
                for (k, v) in headers {
                    resp.add_header(
                        tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()).unwrap(),
                    );
                }
                let _ = req.respond(resp);
            }
            Reply::Hang => {
                // Take the request and never answer: the client's timeout decides.
                drop(req.into_writer());
            }
        }
    }
}

/// stdout of a finished command as text.
pub fn stdout_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Tab-separated output: one header line, every row as wide as the header.
pub struct Tsv {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Tsv {
    pub fn parse(text: &str) -> Tsv {
        assert!(
            text.ends_with('\n'),
            "output should end with a newline: {text:?}"
        );
        let mut lines = text.lines();
        let header: Vec<String> = lines
            .next()
            .expect("a header line")
            .split('\t')
            .map(str::to_string)
            .collect();
        let rows: Vec<Vec<String>> = lines
            .map(|l| l.split('\t').map(str::to_string).collect())
            .collect();
        for row in &rows {
            assert_eq!(
                row.len(),
                header.len(),
                "row {row:?} is not as wide as header {header:?}"
            );
            assert_ne!(row, &header, "the header appears twice");
            assert!(
                !row.iter().any(|c| c.contains('│') || c.contains('┆')),
                "piped output should not be a box table: {row:?}"
            );
        }
        Tsv { header, rows }
    }

    pub fn assert_header(&self, want: &[&str]) {
        assert_eq!(self.header, want, "header columns");
    }

    pub fn col(&self, name: &str) -> usize {
        self.header
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name} in {:?}", self.header))
    }

    pub fn column(&self, name: &str) -> Vec<&str> {
        let i = self.col(name);
        self.rows.iter().map(|r| r[i].as_str()).collect()
    }

    /// The first row whose `col` is `value`.
    pub fn row(&self, col: &str, value: &str) -> &[String] {
        let i = self.col(col);
        self.rows
            .iter()
            .find(|r| r[i] == value)
            .unwrap_or_else(|| panic!("no row with {col} = {value}: {:?}", self.rows))
    }

    pub fn cell<'a>(&self, row: &'a [String], col: &str) -> &'a str {
        &row[self.col(col)]
    }
}

pub fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The cells of a box table, a cell's lines (an offer's itineraries, or a wrapped
/// cell's fragments) joined with whitespace removed: wrapping may split a word or drop
/// the space it broke at. A line whose first cell is non-empty starts a row: every
/// table's first column is a number or a short code.
pub fn parse_box(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 4, "not a box table:\n{text}");
    assert!(lines[0].starts_with('┌'), "top border:\n{text}");
    assert!(
        lines.last().unwrap().starts_with('└'),
        "bottom border:\n{text}"
    );
    let cells = |l: &str| -> Vec<String> {
        l.trim_start_matches('│')
            .trim_end_matches('│')
            .split('┆')
            .map(|c| c.trim().to_string())
            .collect()
    };
    let sep = lines
        .iter()
        .position(|l| l.starts_with('╞'))
        .expect("header separator");
    let mut header: Vec<String> = Vec::new();
    for l in &lines[1..sep] {
        let c = cells(l);
        if header.is_empty() {
            header = vec![String::new(); c.len()];
        }
        for (h, frag) in header.iter_mut().zip(c) {
            h.push_str(&squash(&frag));
        }
    }
    let mut rows: Vec<Vec<String>> = Vec::new();
    for l in &lines[sep + 1..lines.len() - 1] {
        assert!(l.starts_with('│'), "unexpected line in the body: {l}");
        let c = cells(l);
        assert_eq!(c.len(), header.len(), "cells in {l}");
        if !c[0].is_empty() || rows.is_empty() {
            rows.push(vec![String::new(); c.len()]);
        }
        let row = rows.last_mut().unwrap();
        for (cell, frag) in row.iter_mut().zip(c) {
            cell.push_str(&squash(&frag));
        }
    }
    (header, rows)
}
