//! `travel sandbox serve` as apps reach it: HTTPS on a certificate made at start,
//! trusted through the CA file it writes (by travel and by curl), HTTP/2 (by ALPN over
//! TLS, by prior knowledge on the plain port), clients at the wrong door logged and
//! told, a connection made while it starts answered, and a stop by SIGTERM or SIGINT
//! in the middle of a load that loses no order answered 201.
//!
//! curl is needed: a test that cannot run it fails rather than passes.

use crate::common;

use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::traffic::{Fate, Ledger, Load, Stock};
use common::wire::{read_answer, token};
use common::{Home, Served, Target};

/// `travel sandbox serve` with these arguments, its stderr in `log`.
fn serve(home: &Home, args: &[&str], log: &Path) -> Served {
    let file = std::fs::File::create(log).unwrap();
    Served::start_with(home, |cmd| {
        cmd.args(args).stderr(Stdio::from(file));
    })
}

/// What the server has logged so far.
fn logged(log: &Path) -> String {
    std::fs::read_to_string(log).unwrap_or_default()
}

/// Wait (20 s at most) until the log holds `what`, and return it.
fn wait_for_log(log: &Path, what: &str) -> String {
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let text = logged(log);
        if text.contains(what) || Instant::now() > until {
            return text;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// curl with these arguments, silent but for errors.
fn curl(args: &[&str]) -> Output {
    Command::new("curl")
        .args(["-sS", "--max-time", "30"])
        .args(args)
        .output()
        .expect("curl is needed for this test: install it")
}

/// The body curl printed, then the HTTP version it spoke (`-w` writes it last).
fn body_and_version(out: &Output) -> (String, String) {
    assert!(
        out.status.success(),
        "curl: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    let (body, version) = text.rsplit_once('\n').expect("a version line");
    (body.to_string(), version.to_string())
}

fn https_server(home: &Home) -> (Served, PathBuf, PathBuf) {
    let ca = home.dir.path().join("sandbox-ca.pem");
    let log = home.dir.path().join("serve.log");
    let served = serve(home, &["--tls", "--ca-file", ca.to_str().unwrap()], &log);
    (served, ca, log)
}

#[test]
fn https_on_a_certificate_made_at_start_is_trusted_through_its_ca_file() {
    let home = Home::new();
    let (served, ca, log) = https_server(&home);
    assert!(
        served.url.starts_with("https://127.0.0.1:"),
        "{}",
        served.url
    );
    let said = wait_for_log(&log, "CA certificate");
    assert!(said.contains(ca.to_str().unwrap()), "{said}");
    let ca = ca.to_str().unwrap();
    let localhost = served.url.replace("127.0.0.1", "localhost");

    // travel, trusting the CA file through SSL_CERT_FILE
    let lookup = ["airlines", "lookup", "BA"];
    let out = home
        .against_url(&served.url, &lookup)
        .env("SSL_CERT_FILE", ca)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("British Airways"), "{stdout}");
    // without it, on this machine: the server recorded itself and its CA, so travel
    // knows it for the sandbox and trusts it, at its address and at localhost
    for base in [&served.url, &localhost] {
        let out = home.against_url(base, &lookup).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{base}: {stderr}");
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("British Airways"),
            "{stderr}"
        );
        assert!(
            stderr.contains("answered by the travel sandbox"),
            "{stderr}"
        );
    }
    // another machine's travel (another home) has no record: the certificate is not trusted
    let elsewhere = Home::new();
    let out = elsewhere
        .against_url(&served.url, &lookup)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.to_lowercase().contains("certificate"), "{stderr}");

    // curl with --cacert, by name and by address; HTTP/2 as ALPN chooses it
    for base in [&served.url, &localhost] {
        let form = "grant_type=client_credentials&client_id=a&client_secret=b";
        let out = curl(&[
            "--cacert",
            ca,
            "-w",
            "\n%{http_version}",
            "-d",
            form,
            &format!("{base}/v1/security/oauth2/token"),
        ]);
        let (body, version) = body_and_version(&out);
        assert_eq!(version, "2", "{body}");
        let token: serde_json::Value = serde_json::from_str(&body).unwrap();
        let bearer = format!(
            "Authorization: Bearer {}",
            token["access_token"].as_str().unwrap()
        );
        let out = curl(&[
            "--cacert",
            ca,
            "--http1.1",
            "-w",
            "\n%{http_version}",
            "-H",
            &bearer,
            &format!("{base}/v1/reference-data/airlines?airlineCodes=BA"),
        ]);
        let (body, version) = body_and_version(&out);
        assert_eq!(version, "1.1", "{body}");
        assert!(body.contains("BRITISH"), "{body}");
    }
    // without it, curl refuses the certificate (60: peer certificate cannot be verified)
    let out = curl(&[&format!("{}/_sandbox/health", served.url)]);
    assert_eq!(out.status.code(), Some(60), "{out:?}");
}

#[test]
fn http2_by_prior_knowledge_on_the_plain_port() {
    let home = Home::new();
    let log = home.dir.path().join("serve.log");
    let served = serve(&home, &[], &log);
    let token = token(served.addr());
    let out = curl(&[
        "--http2-prior-knowledge",
        "-w",
        "\n%{http_version}",
        "-H",
        &format!("Authorization: Bearer {token}"),
        &format!("{}/v1/reference-data/airlines?airlineCodes=BA", served.url),
    ]);
    let (body, version) = body_and_version(&out);
    assert_eq!(version, "2", "{body}");
    assert!(body.contains("BRITISH"), "{body}");
}

#[test]
fn clients_at_the_wrong_door_are_logged_and_told() {
    let home = Home::new();
    // TLS to the plain port: curl fails the handshake, the server says why
    let plain_log = home.dir.path().join("plain.log");
    let plain = serve(&home, &[], &plain_log);
    let https_to_plain = plain.url.replace("http://", "https://");
    let out = curl(&["-k", &format!("{https_to_plain}/_sandbox/health")]);
    assert!(!out.status.success(), "{out:?}");
    let said = wait_for_log(&plain_log, "TLS handshake");
    assert!(
        said.contains("a TLS handshake from 127.0.0.1:") && said.contains("plain HTTP port"),
        "{said}"
    );

    // plain HTTP to the HTTPS port: a 400 that says to use https://, and a log line
    let tls_home = Home::new();
    let (tls, _, tls_log) = https_server(&tls_home);
    let http_to_tls = tls.url.replace("https://", "http://");
    let out = curl(&[
        "-w",
        "\n%{http_code}",
        &format!("{http_to_tls}/_sandbox/health"),
    ]);
    let (body, status) = body_and_version(&out);
    assert_eq!(status, "400", "{body}");
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert!(
        body["errors"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("use https://"),
        "{body}"
    );
    let said = wait_for_log(&tls_log, "plain HTTP from");
    assert!(said.contains("arrived on this HTTPS port"), "{said}");

    // and both go on serving; SIGINT stops them as SIGTERM does
    assert_eq!(plain.get("/_sandbox/health", "").status, 200);
    for (served, log) in [(plain, plain_log), (tls, tls_log)] {
        let status = served.stop(travel_testkit::served::Signal::SIGINT);
        assert!(status.success(), "{status:?}: {}", logged(&log));
        assert!(
            logged(&log).contains("stopped on SIGINT"),
            "{}",
            logged(&log)
        );
    }
}

/// A loopback port free a moment ago.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[test]
fn a_connection_made_while_the_server_starts_is_answered() {
    let home = Home::new();
    let port = free_port();
    let mut child = home
        .std_travel()
        .args(["sandbox", "serve", "--port", &port.to_string(), "--state"])
        .arg(home.dir.path().join("served.sqlite3"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // connect as soon as the port takes connections, before the server says it is
    // ready, and ask at once: the answer comes once it is
    let until = Instant::now() + Duration::from_secs(30);
    let mut stream = loop {
        if let Ok(stream) = TcpStream::connect(("127.0.0.1", port)) {
            break stream;
        }
        assert!(Instant::now() < until, "the port never took a connection");
        std::thread::sleep(Duration::from_millis(1));
    };
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let form = "grant_type=client_credentials&client_id=a&client_secret=b";
    let request = format!(
        "POST /v1/security/oauth2/token HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
        form.len()
    );
    std::io::Write::write_all(&mut stream, request.as_bytes()).unwrap();
    let r = read_answer(&mut stream);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.json()["access_token"].is_string(), "{}", r.body);
}

#[test]
fn sigterm_during_load_loses_no_order_answered_201() {
    let home = Home::new();
    let log = home.dir.path().join("serve.log");
    let s = serve(&home, &[], &log);
    let token = s.token();
    let stock = Arc::new(Stock::find(&s, &token));
    let state = s.state.clone();

    let load = Load::start(&[&s], &stock, 8);
    std::thread::sleep(Duration::from_secs(2));
    let status = s.stop(travel_testkit::served::Signal::SIGTERM);
    let out = load.stop();
    let said = logged(&log);
    assert!(status.success(), "{status:?}: {said}");
    assert!(said.contains("stopped on SIGTERM"), "{said}");
    // requests in flight were answered, not cut: no server error, nothing half-sent
    assert!(
        out.unexpected.is_empty(),
        "{} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert!(
        out.orders.iter().any(|o| o.fate == Fate::Made),
        "orders were answered before the stop"
    );
    let ledger = Ledger::read(&state);
    ledger.assert_holds(&out);
}
