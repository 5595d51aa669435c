//! A scriptable mock of the service on a loopback port that records every request: a
//! `wiremock` server whose one responder answers from the script.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

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

/// A canned answer: status, extra headers, body. `Hang` takes the request and answers
/// only after an hour, as a stuck service would: the client's timeout decides.
#[derive(Debug, Clone)]
pub enum Reply {
    Answer {
        status: u16,
        headers: Vec<(String, String)>,
        body: String,
    },
    /// An error made of the request itself, as a careless proxy echoes back what it
    /// was sent: `status`, and the request (method, URL, headers, body) as the detail
    /// of an error body of both shapes the client reads (the API's `errors`, OAuth2's
    /// `error_description`), or as plain text.
    Echo {
        status: u16,
        json: bool,
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
            other => other,
        }
    }
}

impl Seen {
    /// The request as a proxy would echo it: request line, headers, body.
    pub fn dump(&self) -> String {
        let mut out = format!("{} {}\n", self.method, self.url);
        for (k, v) in &self.headers {
            out.push_str(&format!("{k}: {v}\n"));
        }
        out.push('\n');
        out.push_str(&self.body);
        out
    }

    /// What `Reply::Echo` answers to this request.
    fn echo(&self, status: u16, json: bool) -> Reply {
        let dump = self.dump();
        if !json {
            return Reply::raw(status, "text/plain", &dump);
        }
        let body = serde_json::json!({
            "error": "invalid_client",
            "error_description": dump,
            "errors": [{"status": status, "code": 38187, "title": "ECHOED", "detail": dump}],
        });
        Reply::json(status, &body.to_string())
    }
}

/// An empty success envelope.
pub const EMPTY_DATA: &str = r#"{"meta":{"count":0},"data":[]}"#;

#[derive(Default)]
struct Script {
    /// Answers for API calls, in order; when empty, `fallback` answers.
    queue: VecDeque<Reply>,
    fallback: Option<Reply>,
    /// Answers for the token endpoint; when empty, `token_fallback`, else a good token.
    token_queue: VecDeque<Reply>,
    token_fallback: Option<Reply>,
    seen: Vec<Seen>,
}

/// A mock of the service on a loopback port. Token requests get a good token unless
/// scripted otherwise; API requests get the scripted replies in order.
pub struct Mock {
    server: wiremock::MockServer,
    script: Arc<Mutex<Script>>,
}

/// What answers every request of a mock: the next reply of its script.
struct Scripted(Arc<Mutex<Script>>);

impl wiremock::Respond for Scripted {
    fn respond(&self, req: &wiremock::Request) -> wiremock::ResponseTemplate {
        let url = match req.url.query() {
            Some(q) => format!("{}?{q}", req.url.path()),
            None => req.url.path().to_string(),
        };
        let seen = Seen {
            method: req.method.as_str().to_string(),
            url,
            headers: req
                .headers
                .iter()
                .map(|(k, v)| {
                    (
                        k.as_str().to_string(),
                        String::from_utf8_lossy(v.as_bytes()).into_owned(),
                    )
                })
                .collect(),
            body: String::from_utf8_lossy(&req.body).into_owned(),
        };
        let reply = {
            let mut s = self.0.lock().unwrap();
            let reply = if seen.is_token_request() {
                s.token_queue
                    .pop_front()
                    .or_else(|| s.token_fallback.clone())
                    .unwrap_or_else(good_token)
            } else {
                s.queue
                    .pop_front()
                    .or_else(|| s.fallback.clone())
                    .unwrap_or_else(|| Reply::json(200, EMPTY_DATA))
            };
            let reply = match reply {
                Reply::Echo { status, json } => seen.echo(status, json),
                other => other,
            };
            s.seen.push(seen);
            reply
        };
        match reply {
            Reply::Answer {
                status,
                headers,
                body,
            } => headers.into_iter().fold(
                wiremock::ResponseTemplate::new(status).set_body_bytes(body),
                |answer, (k, v)| answer.insert_header(k.as_str(), v.as_str()),
            ),
            Reply::Echo { .. } => unreachable!("made into an answer above"),
            // Take the request and keep the client waiting: its timeout decides.
            Reply::Hang => {
                wiremock::ResponseTemplate::new(200).set_delay(Duration::from_secs(3600))
            }
        }
    }
}

impl Mock {
    pub fn start() -> Mock {
        let script = Arc::new(Mutex::new(Script::default()));
        // The server answers on a thread of its own; this runtime only starts it.
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime to start the mock");
        let server = runtime.block_on(async {
            let server = wiremock::MockServer::start().await;
            wiremock::Mock::given(wiremock::matchers::any())
                .respond_with(Scripted(Arc::clone(&script)))
                .mount(&server)
                .await;
            server
        });
        Mock { server, script }
    }

    pub fn url(&self) -> String {
        self.server.uri()
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

    /// The token endpoint's reply once its queue is empty (default: a good token).
    pub fn token_otherwise(&self, reply: Reply) -> &Self {
        self.script.lock().unwrap().token_fallback = Some(reply);
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

fn good_token() -> Reply {
    Reply::raw(
        200,
        "application/json",
        &format!(
            r#"{{"type":"amadeusOAuth2Token","token_type":"Bearer","access_token":"{MOCK_TOKEN}","expires_in":1799,"state":"approved"}}"#
        ),
    )
}

/// A server on raw sockets: a good token, then the scripted API answers in order, each
/// `Some(body)` a 200 or `None`: read the request, then close the socket without a
/// byte (the connection lost after the order was sent). Returns its URL and the API
/// request lines it read.
pub fn closing_server(
    script: Vec<Option<String>>,
) -> (String, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = std::sync::Arc::clone(&seen);
    std::thread::spawn(move || {
        let mut script = std::collections::VecDeque::from(script);
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request_line = String::new();
            if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
                continue;
            }
            let mut length = 0usize;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if let Some((k, v)) = line.split_once(':') {
                    if k.eq_ignore_ascii_case("content-length") {
                        length = v.trim().parse().unwrap_or(0);
                    }
                }
            }
            let mut body = vec![0; length];
            let _ = reader.read_exact(&mut body);
            let answer = if request_line.contains("/v1/security/oauth2/token") {
                Some(format!(
                    r#"{{"access_token":"{MOCK_TOKEN}","expires_in":1799}}"#
                ))
            } else {
                log.lock().unwrap().push(request_line.trim().to_string());
                script.pop_front().flatten()
            };
            match answer {
                Some(body) => {
                    let _ = write!(
                        stream,
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                        body.len()
                    );
                }
                None => {
                    let _ = stream.shutdown(std::net::Shutdown::Both);
                }
            }
        }
    });
    (url, seen)
}
