//! `travel mcp --http`: the `Origin` of a request checked, as the MCP Streamable HTTP
//! transport's security notes require against DNS rebinding. A browser page of another
//! origin is refused 403 and gets no session; the server's own loopback origin, an
//! origin configured with --allow-origin, and a client that sends no `Origin` at all
//! (a program, not a browser) are served.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};

use crate::common;

use common::wire::HttpResp;
use common::Home;

/// `travel --sandbox mcp --http 127.0.0.1:0 EXTRA...`, and its address (`127.0.0.1:PORT`).
struct Mcp {
    child: Child,
    addr: String,
}

impl Mcp {
    fn start(home: &Home, extra: &[&str]) -> Mcp {
        let mut child = home
            .std_travel()
            .args(["--sandbox", "mcp", "--http", "127.0.0.1:0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start travel mcp --http");
        let mut first = String::new();
        BufReader::new(child.stderr.take().unwrap())
            .read_line(&mut first)
            .expect("where it serves");
        let url = first
            .split("serving ")
            .nth(1)
            .unwrap_or_else(|| panic!("where it serves: {first:?}"))
            .trim();
        let addr = url
            .trim_start_matches("http://")
            .trim_end_matches("/mcp")
            .to_string();
        Mcp { child, addr }
    }

    /// An `initialize` POSTed to /mcp with these extra headers.
    fn initialize(&self, headers: &[(&str, &str)]) -> HttpResp {
        let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"origin-test","version":"1"}}}"#;
        let mut all = vec![
            ("Content-Type", "application/json"),
            ("Accept", "application/json, text/event-stream"),
        ];
        all.extend_from_slice(headers);
        common::http(&self.addr, "POST", "/mcp", &all, body)
    }
}

impl Drop for Mcp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn assert_served(r: &HttpResp, what: &str) {
    assert_eq!(r.status, 200, "{what}: {}", r.body);
    assert!(r.header("mcp-session-id").is_some(), "{what}: a session");
    assert!(r.body.contains("\"serverInfo\""), "{what}: {}", r.body);
}

fn assert_refused(r: &HttpResp, what: &str) {
    assert_eq!(r.status, 403, "{what}: {}", r.body);
    assert!(r.header("mcp-session-id").is_none(), "{what}: no session");
    assert!(!r.body.contains("serverInfo"), "{what}: {}", r.body);
}

#[test]
fn a_page_of_another_origin_is_refused_and_the_servers_own_is_served() {
    let home = Home::new();
    let mcp = Mcp::start(&home, &[]);
    let port = mcp.addr.rsplit(':').next().unwrap().to_string();
    for origin in [
        "http://evil.example".to_string(),
        "https://evil.example".to_string(),
        // a name rebound to 127.0.0.1 is still another origin
        format!("http://rebound.example:{port}"),
        // another loopback server's page (another port)
        "http://127.0.0.1:9".to_string(),
        "http://localhost:3000".to_string(),
        "null".to_string(),
    ] {
        assert_refused(
            &mcp.initialize(&[("Origin", &origin)]),
            &format!("Origin {origin}"),
        );
    }
    for origin in [
        format!("http://127.0.0.1:{port}"),
        format!("http://localhost:{port}"),
    ] {
        assert_served(
            &mcp.initialize(&[("Origin", &origin)]),
            &format!("Origin {origin}"),
        );
    }
    // a program, not a browser: no Origin at all
    assert_served(&mcp.initialize(&[]), "no Origin");
}

#[test]
fn an_origin_configured_is_served_and_no_other() {
    let home = Home::new();
    let mcp = Mcp::start(&home, &["--allow-origin", "https://assistant.example"]);
    assert_served(
        &mcp.initialize(&[("Origin", "https://assistant.example")]),
        "the origin configured",
    );
    assert_refused(
        &mcp.initialize(&[("Origin", "https://other.example")]),
        "another origin",
    );
    assert_refused(
        &mcp.initialize(&[("Origin", "http://assistant.example")]),
        "the origin configured, another scheme",
    );
}
