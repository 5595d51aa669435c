//! Fault injection: the real `travel` binary against a scriptable mock of the service.
//!
//! Each test scripts the mock (429, 401, 5xx, truncated or HTML bodies, dropped
//! connections, refused credentials), runs one or more commands and checks what a
//! script relies on: the exit code, the exact message on stderr, and how many requests
//! reached the service. Replies that would be retried carry `Retry-After: 0` so the
//! suite does not sit through the client's back-off.

use crate::common;

use std::path::PathBuf;
use std::process::Output;
use std::time::Duration;

use common::{stderr_of, stdout_of, Home, Mock, Reply, Seen, CLIENT_ID, CLIENT_SECRET, MOCK_TOKEN};

const LOOKUP_BA: &[&str] = &["airlines", "lookup", "BA"];
const AIRLINES_PATH: &str = "/v1/reference-data/airlines?airlineCodes=BA";
const BA_BODY: &str = r#"{"meta":{"count":1},"data":[{"type":"airline","iataCode":"BA","icaoCode":"BAW","businessName":"BRITISH AIRWAYS","commonName":"BRITISH A/W"}]}"#;
const SYSTEM_ERROR: &str =
    r#"{"errors":[{"status":500,"code":141,"title":"SYSTEM ERROR HAS OCCURRED"}]}"#;
const INVALID_FORMAT: &str = r#"{"errors":[{"status":400,"code":477,"title":"INVALID FORMAT","detail":"invalid query parameter format","source":{"parameter":"airlineCodes"}}]}"#;

/// Run a command with a hard limit, so a hang fails the test instead of the suite.
fn run(mut cmd: assert_cmd::Command) -> Output {
    cmd.timeout(Duration::from_secs(30));
    cmd.output().expect("travel ran")
}

/// `travel --timeout 5 --base-url MOCK ARGS...` with credentials, run to completion.
fn against(home: &Home, mock: &Mock, args: &[&str]) -> Output {
    against_url(home, &mock.url(), args)
}

/// `travel --timeout 5 --base-url URL ARGS...` with credentials, run to completion.
fn against_url(home: &Home, url: &str, args: &[&str]) -> Output {
    let mut all = vec!["--timeout", "5"];
    all.extend_from_slice(args);
    run(home.against_url(url, &all))
}

/// Assert the exit code, showing both streams when it differs.
fn assert_exit(out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "expected exit {code}\n--- stdout\n{}\n--- stderr\n{}",
        stdout_of(out),
        stderr_of(out)
    );
}

fn assert_no_panic(out: &Output) {
    let err = stderr_of(out);
    assert!(!err.contains("panicked"), "the binary panicked:\n{err}");
    assert!(
        !err.contains("RUST_BACKTRACE"),
        "the binary panicked:\n{err}"
    );
}

/// The `error: ...` lines on stderr.
fn error_lines(out: &Output) -> Vec<String> {
    stderr_of(out)
        .lines()
        .filter(|l| l.starts_with("error: "))
        .map(str::to_string)
        .collect()
}

fn hint_lines(out: &Output) -> Vec<String> {
    stderr_of(out)
        .lines()
        .filter(|l| l.starts_with("hint: "))
        .map(str::to_string)
        .collect()
}

fn retry_now(reply: Reply) -> Reply {
    reply.with_header("Retry-After", "0")
}

fn ok_ba() -> Reply {
    Reply::json(200, BA_BODY)
}

fn assert_all_lookups(api: &[Seen]) {
    for s in api {
        assert_eq!(s.method, "GET");
        assert_eq!(s.url, AIRLINES_PATH);
    }
}

fn assert_ba_table(out: &Output) {
    let stdout = stdout_of(out);
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("BA\tBAW\tBritish Airways")),
        "no BA row in stdout:\n{stdout}"
    );
}

// 1. Rate limiting ------------------------------------------------------------------

#[test]
fn rate_limited_429_then_200_is_retried() {
    let home = Home::new();
    let mock = Mock::start();
    mock.then(retry_now(Reply::json(
        429,
        r#"{"errors":[{"status":429,"code":38194,"title":"Too many requests"}]}"#,
    )))
    .then(ok_ba());
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    let api = mock.api_requests();
    assert_eq!(api.len(), 2, "one 429 and one retry: {api:#?}");
    assert_all_lookups(&api);
    assert_eq!(mock.token_requests(), 1);
}

#[test]
fn rate_limited_on_every_try_exits_5_after_three_requests() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(retry_now(Reply::json(
        429,
        r#"{"errors":[{"status":429,"code":38194,"title":"Too many requests"}]}"#,
    )));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 5);
    assert_no_panic(&out);
    assert_eq!(mock.api_requests().len(), 3);
    assert_eq!(
        error_lines(&out),
        vec!["error: Too many requests (429/38194)".to_string()]
    );
}

// 2. Expired or revoked token -------------------------------------------------------

#[test]
fn a_401_drops_the_token_fetches_a_new_one_and_repeats_once() {
    let home = Home::new();
    let mock = Mock::start();
    mock.token_then(Reply::json(
        200,
        r#"{"access_token":"tok-first","expires_in":1799}"#,
    ))
    .token_then(Reply::json(
        200,
        r#"{"access_token":"tok-second","expires_in":1799}"#,
    ));
    mock.then(Reply::json(
        401,
        r#"{"errors":[{"code":38190,"title":"Invalid access token","detail":"The access token provided in the Authorization header is invalid","status":401}]}"#,
    ))
    .then(ok_ba());
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    assert_eq!(mock.token_requests(), 2, "a new token after the 401");
    let api = mock.api_requests();
    assert_eq!(api.len(), 2);
    assert_all_lookups(&api);
    assert_eq!(api[0].header("Authorization"), Some("Bearer tok-first"));
    assert_eq!(
        api[1].header("Authorization"),
        Some("Bearer tok-second"),
        "the repeat carries the new token"
    );

    // The refused token left the cache; the new one is there for the next run.
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_eq!(
        mock.token_requests(),
        2,
        "the next run uses the cached new token"
    );
    let api = mock.api_requests();
    assert_eq!(api.len(), 3);
    assert_eq!(api[2].header("Authorization"), Some("Bearer tok-second"));
}

#[test]
fn a_401_twice_in_a_row_exits_4_without_looping() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(Reply::json(
        401,
        r#"{"errors":[{"code":38190,"title":"Invalid access token","detail":"The access token provided in the Authorization header is invalid","status":401}]}"#,
    ));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 4);
    assert_no_panic(&out);
    assert_eq!(
        mock.api_requests().len(),
        2,
        "one repeat after a 401, no more"
    );
    assert_eq!(mock.token_requests(), 2);
    assert_eq!(
        error_lines(&out),
        vec![
            "error: Invalid access token (401/38190): The access token provided in the Authorization header is invalid"
                .to_string()
        ]
    );
    assert_eq!(
        hint_lines(&out),
        vec!["hint: check the credentials: `travel auth status`".to_string()]
    );
}

#[test]
fn a_401_then_refused_credentials_exits_4() {
    let home = Home::new();
    let mock = Mock::start();
    mock.token_then(Reply::json(
        200,
        r#"{"access_token":"tok-revoked","expires_in":1799}"#,
    ))
    .token_then(Reply::json(
        401,
        r#"{"error":"invalid_client","error_description":"Client credentials are invalid","code":38187,"title":"Invalid parameters"}"#,
    ));
    mock.then(Reply::json(
        401,
        r#"{"errors":[{"code":38190,"title":"Invalid access token","status":401}]}"#,
    ));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 4);
    assert_eq!(
        mock.api_requests().len(),
        1,
        "no API call without a new token"
    );
    assert_eq!(mock.token_requests(), 2);
    assert_eq!(
        error_lines(&out),
        vec![
            "error: the service refused the credentials: Client credentials are invalid"
                .to_string()
        ]
    );
    assert!(
        token_files(&home).is_empty(),
        "the refused token left the cache"
    );
}

// 3. Server errors ------------------------------------------------------------------

#[test]
fn a_500_three_times_exits_6_after_exactly_three_requests() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(retry_now(Reply::json(500, SYSTEM_ERROR)));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    let api = mock.api_requests();
    assert_eq!(
        api.len(),
        3,
        "safe requests are tried at most 3 times in all"
    );
    assert_all_lookups(&api);
    assert_eq!(mock.token_requests(), 1, "a 5xx does not cost a new token");
    assert_eq!(
        error_lines(&out),
        vec!["error: SYSTEM ERROR HAS OCCURRED (500/141)".to_string()]
    );
    assert!(stdout_of(&out).is_empty(), "no data on stdout");
}

#[test]
fn a_502_then_200_succeeds() {
    let home = Home::new();
    let mock = Mock::start();
    mock.then(retry_now(Reply::raw(502, "text/plain", "Bad Gateway")))
        .then(ok_ba());
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    assert_eq!(mock.api_requests().len(), 2);
}

#[test]
fn each_retryable_5xx_is_retried_and_other_5xx_are_not() {
    for status in [503u16, 504] {
        let home = Home::new();
        let mock = Mock::start();
        mock.then(retry_now(Reply::json(status, SYSTEM_ERROR)))
            .then(ok_ba());
        let out = against(&home, &mock, LOOKUP_BA);
        assert_exit(&out, 0);
        assert_eq!(mock.api_requests().len(), 2, "{status} is retried");
    }
    // 501 Not Implemented will not change on a second try.
    let home = Home::new();
    let mock = Mock::start();
    mock.then(retry_now(Reply::json(501, SYSTEM_ERROR)))
        .then(ok_ba());
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_eq!(mock.api_requests().len(), 1, "501 is not retried");
}

// 4. Rejections and the error envelope ----------------------------------------------

#[test]
fn a_400_prints_the_service_error_and_is_not_retried() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(retry_now(Reply::json(400, INVALID_FORMAT)));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 3);
    assert_no_panic(&out);
    assert_eq!(mock.api_requests().len(), 1, "a 400 is not retried");
    let expected = "error: INVALID FORMAT (400/477): invalid query parameter format";
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    // The documented form, optionally followed by the parameter the service named.
    assert!(
        lines[0] == expected || lines[0] == format!("{expected} [parameter: airlineCodes]"),
        "got {:?}",
        lines[0]
    );
    assert!(stderr_of(&out).contains(expected), "{}", stderr_of(&out));
    assert!(hint_lines(&out).is_empty(), "477 has no documented hint");
    assert!(stdout_of(&out).is_empty());
}

#[test]
fn a_documented_service_error_code_prints_its_hint() {
    let home = Home::new();
    let mock = Mock::start();
    mock.then(Reply::json(
        400,
        r#"{"errors":[{"status":400,"code":37200,"title":"PRICE DISCREPANCY","detail":"Current grand total 120.00 EUR differs from 100.00 EUR"}]}"#,
    ));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 3);
    assert_eq!(
        error_lines(&out),
        vec![
            "error: PRICE DISCREPANCY (400/37200): Current grand total 120.00 EUR differs from 100.00 EUR"
                .to_string()
        ]
    );
    let hints = hint_lines(&out);
    assert_eq!(hints.len(), 1, "{hints:?}");
    assert!(hints[0].contains("reprice"), "{hints:?}");
}

#[test]
fn several_service_errors_each_get_an_error_line() {
    let home = Home::new();
    let mock = Mock::start();
    mock.then(Reply::json(
        400,
        r#"{"errors":[{"status":400,"code":477,"title":"INVALID FORMAT","detail":"first"},{"status":400,"code":32171,"title":"MANDATORY DATA MISSING","detail":"second"}]}"#,
    ));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 3);
    assert_eq!(
        error_lines(&out),
        vec![
            "error: INVALID FORMAT (400/477): first".to_string(),
            "error: MANDATORY DATA MISSING (400/32171): second".to_string(),
        ]
    );
}

#[test]
fn a_404_without_an_error_envelope_still_exits_3_with_the_status() {
    let home = Home::new();
    let mock = Mock::start();
    mock.then(Reply::raw(404, "text/plain", "Not Found"));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 3);
    assert_no_panic(&out);
    assert_eq!(mock.api_requests().len(), 1);
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("404"), "{lines:?}");
}

// 5. Broken bodies and connections --------------------------------------------------

#[test]
fn a_truncated_json_body_is_a_clear_error_not_a_panic() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(Reply::json(200, r#"{"data":[{"type":"airl"#));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("JSON"), "{lines:?}");
    assert!(stdout_of(&out).is_empty());
}

#[test]
fn a_truncated_body_with_json_flag_is_the_same_error() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(Reply::json(200, r#"{"data":[{"type":"airl"#));
    let out = against(&home, &mock, &["--json", "airlines", "lookup", "BA"]);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert!(stderr_of(&out).contains("JSON"));
    assert!(stdout_of(&out).is_empty(), "nothing half-printed on stdout");
}

#[test]
fn an_html_error_page_on_502_names_the_status_after_the_retries() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(retry_now(Reply::raw(
        502,
        "text/html",
        "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>",
    )));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert_eq!(mock.api_requests().len(), 3);
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("502"), "{lines:?}");
}

/// A raw-socket server (`common::closing_server`) whose API answers are scripted as
/// `Some(body)` (a 200) or `None` (a real reset, which `Reply::Hang` cannot give):
/// `travel ARGS` against it, and how many API requests it read.
fn closing(script: &[Option<&str>], args: &[&str]) -> (Output, usize) {
    let script = script.iter().map(|s| s.map(str::to_string)).collect();
    let (url, seen) = common::closing_server(script);
    let out = against_url(&Home::new(), &url, args);
    let n = seen.lock().unwrap().len();
    (out, n)
}

#[test]
fn a_dropped_connection_is_retried_with_backoff_then_exits_6() {
    let (out, api_requests) = closing(
        &[None, None, None, None],
        &["-v", "airlines", "lookup", "BA"],
    );
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert_no_secret(&out);
    assert_eq!(api_requests, 3, "a reset is retried like a 5xx");
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("connection"), "{lines:?}");
    // Without Retry-After the client backs off 0.5 s, then 1 s.
    let err = stderr_of(&out);
    let waits: Vec<&str> = err
        .lines()
        .filter(|l| l.trim_start().starts_with("retrying in "))
        .map(str::trim)
        .collect();
    assert_eq!(
        waits,
        vec!["retrying in 500 ms", "retrying in 1000 ms"],
        "{err}"
    );
}

#[test]
fn a_dropped_connection_then_200_succeeds() {
    let (out, api_requests) = closing(&[None, Some(BA_BODY)], LOOKUP_BA);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    assert_eq!(api_requests, 2);
}

#[test]
fn a_service_that_never_answers_times_out_once_and_exits_6() {
    // The mock's Hang leaves the connection open without an answer: a hung service.
    // A timeout has used the whole budget, so it is not retried.
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(Reply::Hang);
    let out = run(home.against(&mock, &["--timeout", "1", "airlines", "lookup", "BA"]));
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert_eq!(mock.api_requests().len(), 1, "a timeout is not retried");
    assert_eq!(
        error_lines(&out),
        vec!["error: the service did not answer in time".to_string()]
    );
}

#[test]
fn nothing_listening_exits_6_with_a_connection_message() {
    let home = Home::new();
    // Bind a port, then free it: nothing listens there.
    let url = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}", l.local_addr().unwrap())
    };
    let out = against_url(&home, &url, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("connect"), "{lines:?}");
}

// 6. Token cache --------------------------------------------------------------------

fn token_files(home: &Home) -> Vec<PathBuf> {
    let dir = home.cache_dir().join("travel");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("token-") && n.ends_with(".json"))
        })
        .collect()
}

#[test]
fn the_token_is_cached_across_invocations_with_private_mode() {
    let home = Home::new();
    let mock = Mock::start();
    for _ in 0..3 {
        let out = against(&home, &mock, LOOKUP_BA);
        assert_exit(&out, 0);
    }
    assert_eq!(mock.api_requests().len(), 3);
    assert_eq!(mock.token_requests(), 1, "three runs, one token");
    for s in mock.api_requests() {
        assert_eq!(
            s.header("Authorization"),
            Some(format!("Bearer {MOCK_TOKEN}").as_str())
        );
    }

    let files = token_files(&home);
    assert_eq!(files.len(), 1, "one cache file: {files:?}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&files[0]).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "token cache mode {:o}", mode & 0o777);
        let dir_mode = std::fs::metadata(home.cache_dir().join("travel"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(
            dir_mode & 0o077,
            0,
            "cache dir open to others: {:o}",
            dir_mode
        );
    }
    let text = std::fs::read_to_string(&files[0]).unwrap();
    assert!(!text.contains(CLIENT_SECRET), "the secret is never cached");

    // A second home has an empty cache and fetches its own token.
    let other = Home::new();
    let out = against(&other, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_eq!(mock.token_requests(), 2);
    assert_eq!(token_files(&other).len(), 1);
}

#[test]
fn a_damaged_cache_file_is_ignored_and_replaced() {
    let home = Home::new();
    let mock = Mock::start();
    assert_exit(&against(&home, &mock, LOOKUP_BA), 0);
    let files = token_files(&home);
    assert_eq!(files.len(), 1);
    std::fs::write(&files[0], "{not json").unwrap();
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_no_panic(&out);
    assert_eq!(
        mock.token_requests(),
        2,
        "a damaged cache means a new token"
    );
    assert_eq!(mock.api_requests().len(), 2);
}

#[test]
fn the_cache_is_per_base_url() {
    let home = Home::new();
    let first = Mock::start();
    let second = Mock::start();
    assert_exit(&against(&home, &first, LOOKUP_BA), 0);
    assert_exit(&against(&home, &second, LOOKUP_BA), 0);
    assert_eq!(first.token_requests(), 1);
    assert_eq!(
        second.token_requests(),
        1,
        "no token carried to another service"
    );
    assert_eq!(token_files(&home).len(), 2);
}

#[test]
fn an_unwritable_cache_is_not_fatal() {
    let home = Home::new();
    let mock = Mock::start();
    // The cache home is a file: the cache directory cannot be created.
    std::fs::write(home.cache_dir(), "not a directory").unwrap();
    mock.otherwise(ok_ba());
    let out = against(&home, &mock, &["-v", "airlines", "lookup", "BA"]);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    assert!(
        stderr_of(&out).contains("could not cache the token"),
        "{}",
        stderr_of(&out)
    );
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    assert_eq!(mock.token_requests(), 2, "no cache: one token per run");
}

#[test]
fn a_long_retry_after_is_left_to_the_user() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(
        Reply::json(
            429,
            r#"{"errors":[{"status":429,"code":38194,"title":"Too many requests"}]}"#,
        )
        .with_header("Retry-After", "3600"),
    );
    let started = std::time::Instant::now();
    let mut cmd = home.against(&mock, LOOKUP_BA);
    cmd.timeout(Duration::from_secs(20));
    let out = cmd.output().unwrap();
    assert_exit(&out, 5);
    assert_eq!(
        mock.api_requests().len(),
        1,
        "no point retrying before the hour"
    );
    assert!(started.elapsed() < Duration::from_secs(20));
}

// 7. Refused credentials ------------------------------------------------------------

#[test]
fn refused_credentials_exit_4_and_send_no_api_request() {
    let home = Home::new();
    let mock = Mock::start();
    mock.token_then(Reply::json(
        401,
        r#"{"error":"invalid_client","error_description":"Client credentials are invalid","code":38187,"title":"Invalid parameters"}"#,
    ));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 4);
    assert_no_panic(&out);
    assert_eq!(mock.token_requests(), 1, "a refusal is not retried");
    assert!(
        mock.api_requests().is_empty(),
        "no API call without a token"
    );
    assert_eq!(
        error_lines(&out),
        vec![
            "error: the service refused the credentials: Client credentials are invalid"
                .to_string()
        ]
    );
    let hints = hint_lines(&out);
    assert_eq!(hints.len(), 1, "{hints:?}");
    assert!(hints[0].contains("travel auth login"), "{hints:?}");
    assert!(hints[0].contains("AMADEUS_CLIENT_ID"), "{hints:?}");
    assert!(token_files(&home).is_empty(), "nothing cached");
}

#[test]
fn a_token_endpoint_500_is_retried_and_exits_6() {
    let home = Home::new();
    let mock = Mock::start();
    for _ in 0..3 {
        mock.token_then(retry_now(Reply::json(500, SYSTEM_ERROR)));
    }
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert_eq!(mock.token_requests(), 3);
    assert!(mock.api_requests().is_empty());
}

#[test]
fn a_token_response_without_access_token_is_a_clear_error() {
    let home = Home::new();
    let mock = Mock::start();
    mock.token_then(Reply::json(200, r#"{"token_type":"Bearer"}"#));
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 6);
    assert_no_panic(&out);
    assert!(
        stderr_of(&out).contains("access_token"),
        "{}",
        stderr_of(&out)
    );
    assert!(mock.api_requests().is_empty());
}

// 8. No credentials -----------------------------------------------------------------

#[test]
fn no_credentials_exit_4_with_the_ways_out_and_send_nothing() {
    let home = Home::new();
    let mock = Mock::start();
    let mut cmd = home.travel();
    cmd.args(["--timeout", "5", "--base-url", &mock.url()])
        .args(LOOKUP_BA);
    let out = run(cmd);
    assert_exit(&out, 4);
    assert_no_panic(&out);
    assert_eq!(
        error_lines(&out),
        vec![format!("error: no credentials for {}", mock.url())]
    );
    let hints = hint_lines(&out);
    assert_eq!(hints.len(), 1, "{hints:?}");
    for needle in ["travel auth login", "AMADEUS_CLIENT_ID", "--sandbox"] {
        assert!(hints[0].contains(needle), "hint lacks {needle}: {hints:?}");
    }
    assert!(mock.seen().is_empty(), "the mock saw {:#?}", mock.seen());
}

/// The provider's test environment chosen (`--env test`): named as closed, with the
/// ways forward, and nothing is sent anywhere. (With nothing chosen, the sandbox
/// answers: `first_contact`.)
#[test]
fn no_credentials_for_the_closed_test_environment_name_the_ways_forward() {
    let home = Home::new();
    let out = run({
        let mut cmd = home.travel();
        cmd.args(["--env", "test", "flights", "search", "LHR", "JFK", "+30"]);
        cmd
    });
    assert_exit(&out, 4);
    let errors = error_lines(&out);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("no credentials for the test environment")
            && errors[0].contains("closed its test environment")
            && errors[0].contains("2026-07-17"),
        "{errors:?}"
    );
    let hints = hint_lines(&out);
    for needle in ["--sandbox", "travel sandbox serve", "--env production"] {
        assert!(hints[0].contains(needle), "hint lacks {needle}: {hints:?}");
    }
}

#[test]
fn half_set_credentials_say_both_are_needed() {
    let home = Home::new();
    let mock = Mock::start();
    let mut cmd = home.travel();
    cmd.env("AMADEUS_CLIENT_ID", CLIENT_ID)
        .args(["--timeout", "5", "--base-url", &mock.url()])
        .args(LOOKUP_BA);
    let out = run(cmd);
    assert_exit(&out, 4);
    let lines = error_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains("AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET must both be set"),
        "{lines:?}"
    );
    assert!(mock.seen().is_empty());
}

// 9. Verbose output and secrets -----------------------------------------------------

fn assert_no_secret(out: &Output) {
    for stream in [stdout_of(out), stderr_of(out)] {
        assert!(
            !stream.contains(CLIENT_SECRET),
            "client secret leaked:\n{stream}"
        );
        assert!(
            !stream.contains(MOCK_TOKEN),
            "access token leaked:\n{stream}"
        );
    }
}

#[test]
fn verbose_shows_each_request_and_status_and_never_a_secret() {
    let home = Home::new();
    let mock = Mock::start();
    // A 401 (new token), a 429 (retry), then the answer.
    mock.then(Reply::json(
        401,
        r#"{"errors":[{"code":38190,"title":"Invalid access token","status":401}]}"#,
    ))
    .then(retry_now(Reply::json(
        429,
        r#"{"errors":[{"status":429,"code":38194,"title":"Too many requests"}]}"#,
    )))
    .then(ok_ba());
    let out = against(&home, &mock, &["-v", "airlines", "lookup", "BA"]);
    assert_exit(&out, 0);
    assert_ba_table(&out);
    assert_no_secret(&out);
    assert_eq!(mock.token_requests(), 2);
    assert_eq!(mock.api_requests().len(), 3);

    let err = stderr_of(&out);
    let api_line = format!("> GET {}{AIRLINES_PATH}", mock.url());
    let token_line = format!("> POST {}/v1/security/oauth2/token", mock.url());
    let count = |prefix: &str| err.lines().filter(|l| l.starts_with(prefix)).count();
    assert_eq!(count(&api_line), 3, "each API request shown:\n{err}");
    assert_eq!(count(&token_line), 2, "each token request shown:\n{err}");
    for status in [
        "< 401 Unauthorized in ",
        "< 429 Too Many Requests in ",
        "< 200 OK in ",
    ] {
        assert!(
            err.lines().any(|l| l.starts_with(status)),
            "no {status:?} line:\n{err}"
        );
    }
    // 2 token answers + 3 API answers.
    assert_eq!(count("< "), 5, "each status shown:\n{err}");
    assert!(err.contains("retrying in 0 ms"), "{err}");
    // stdout stays data only.
    assert!(!stdout_of(&out).contains("> GET"));
}

#[test]
fn verbose_failures_never_show_a_secret_either() {
    let home = Home::new();
    let mock = Mock::start();
    mock.otherwise(retry_now(Reply::json(500, SYSTEM_ERROR)));
    let out = against(&home, &mock, &["--verbose", "airlines", "lookup", "BA"]);
    assert_exit(&out, 6);
    assert_no_secret(&out);

    let mock = Mock::start();
    mock.token_then(Reply::json(
        401,
        r#"{"error":"invalid_client","error_description":"Client credentials are invalid","code":38187,"title":"Invalid parameters"}"#,
    ));
    let out = against(
        &Home::new(),
        &mock,
        &["--verbose", "airlines", "lookup", "BA"],
    );
    assert_exit(&out, 4);
    assert_no_secret(&out);
    assert!(
        !stderr_of(&out).contains(CLIENT_ID),
        "client id shown in full"
    );
}

// 10. What each request carries -----------------------------------------------------

#[test]
fn requests_carry_bearer_user_agent_and_gzip_and_the_token_request_is_a_form() {
    let home = Home::new();
    let mock = Mock::start();
    let out = against(&home, &mock, LOOKUP_BA);
    assert_exit(&out, 0);
    let seen = mock.seen();
    assert_eq!(seen.len(), 2, "{seen:#?}");

    for s in &seen {
        let ua = s.header("User-Agent").unwrap_or_default();
        assert!(ua.starts_with("travel/"), "User-Agent {ua:?}");
        let enc = s.header("Accept-Encoding").unwrap_or_default();
        assert!(enc.contains("gzip"), "Accept-Encoding {enc:?}");
    }

    let token = &seen[0];
    assert!(token.is_token_request());
    assert_eq!(token.method, "POST");
    assert_eq!(token.url, "/v1/security/oauth2/token");
    let ct = token.header("Content-Type").unwrap_or_default();
    assert!(
        ct.starts_with("application/x-www-form-urlencoded"),
        "Content-Type {ct:?}"
    );
    assert!(token.header("Authorization").is_none());
    let mut form: Vec<(String, String)> = url::form_urlencoded::parse(token.body.as_bytes())
        .into_owned()
        .collect();
    form.sort();
    assert_eq!(
        form,
        vec![
            ("client_id".to_string(), CLIENT_ID.to_string()),
            ("client_secret".to_string(), CLIENT_SECRET.to_string()),
            ("grant_type".to_string(), "client_credentials".to_string()),
        ]
    );

    let api = &seen[1];
    assert_eq!(api.method, "GET");
    assert_eq!(api.url, AIRLINES_PATH);
    assert_eq!(
        api.header("Authorization"),
        Some(format!("Bearer {MOCK_TOKEN}").as_str())
    );
    assert!(
        api.header("X-HTTP-Method-Override").is_none(),
        "a GET carries no method override"
    );
}

// 11. Validation sends nothing ------------------------------------------------------

#[test]
fn invalid_input_exits_2_and_sends_nothing() {
    let cases: &[&[&str]] = &[
        &["airlines", "lookup", "12"],
        &["airlines", "lookup", "BA,B"],
        &["airports", "routes", "LH"],
        &["cities", "pa"],
        &["cities", "abcdefghijk"],
        &["airports", "near", "95", "0"],
        &["airports", "near", "0", "-181"],
    ];
    let mock = Mock::start();
    for args in cases {
        let home = Home::new();
        let out = against(&home, &mock, args);
        assert_exit(&out, 2);
        assert_no_panic(&out);
        assert!(
            stdout_of(&out).is_empty(),
            "{args:?} printed on stdout: {}",
            stdout_of(&out)
        );
        assert!(
            stderr_of(&out).contains("error"),
            "{args:?}: {}",
            stderr_of(&out)
        );
        assert!(mock.seen().is_empty(), "{args:?} sent {:#?}", mock.seen());
    }
}

// 12. Exit-code table ---------------------------------------------------------------

/// The lines of an exit-code table: the code right-aligned in three columns, two spaces,
/// what it means.
fn exit_code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim_end)
        .filter(|l| {
            l.len() > 5
                && l.starts_with(' ')
                && l.get(..3)
                    .is_some_and(|c| c.trim_start().parse::<u8>().is_ok())
                && l.get(3..5) == Some("  ")
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn help_lists_exit_codes_0_to_10_as_the_docs_do() {
    let home = Home::new();
    let mut cmd = home.travel();
    cmd.arg("--help");
    let out = run(cmd);
    assert_exit(&out, 0);
    let help = stdout_of(&out);
    assert!(help.contains("\nExit codes:\n"), "{help}");
    let lines = exit_code_lines(&help);
    let codes: Vec<u8> = lines
        .iter()
        .map(|l| l[..3].trim_start().parse().unwrap())
        .collect();
    assert_eq!(codes, (0..=10).collect::<Vec<u8>>(), "{lines:#?}");
    for (line, words) in lines.iter().zip([
        "success",
        "unexpected",
        "bad usage",
        "rejected",
        "authentication",
        "rate-limited",
        "unavailable",
        "declined",
        "falls due",
        "overdue",
        "not installed",
    ]) {
        assert!(line.contains(words), "{line:?} should mention {words:?}");
    }

    let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/agents.md");
    if let Ok(text) = std::fs::read_to_string(&page) {
        assert_eq!(
            exit_code_lines(&text),
            lines,
            "docs/agents.md and `travel --help` disagree on the exit codes"
        );
    }
}

/// A base URL that is not one is refused before anything is sent.
#[test]
fn a_malformed_base_url_is_refused_before_sending() {
    let home = Home::new();
    let mock = Mock::start();
    let with_query = format!("{}/?debug=1", mock.url());
    for url in ["notaurl", "ftp://example.com", with_query.as_str()] {
        let out = against_url(&home, url, &["airlines", "lookup", "BA"]);
        assert_exit(&out, 2);
        let err = stderr_of(&out);
        assert!(err.contains("--base-url"), "{url}: {err}");
    }
    assert!(mock.seen().is_empty(), "nothing was sent");
}

#[test]
fn a_200_with_an_empty_or_non_object_body_is_a_broken_answer_not_an_empty_result() {
    for body in ["", "   ", "[]", "null"] {
        let home = Home::new();
        let mock = Mock::start();
        mock.otherwise(Reply::json(200, body));
        let out = against(&home, &mock, LOOKUP_BA);
        assert_exit(&out, 6);
        assert_no_panic(&out);
        assert!(out.stdout.is_empty(), "{body:?}: nothing printed as data");
        let err = error_lines(&out).join("\n");
        assert!(err.contains("no JSON object"), "{body:?}: {err}");
        assert_eq!(mock.api_requests().len(), 1, "{body:?}: not retried");
    }
}

// 9. Waiting ------------------------------------------------------------------------

/// A call that takes a while shows a spinner on a terminal's stderr, naming whom it
/// waits for and counting the seconds, and wipes it before what follows is printed; on
/// a pipe nothing of it is written.
#[test]
fn a_slow_answer_shows_a_spinner_on_a_terminal_and_nothing_on_a_pipe() {
    use rexpect::session::spawn_with_options;
    let home = Home::new();
    // a service that takes the request and never answers: the client gives up at 2 s
    let mock = Mock::start();
    mock.otherwise(Reply::Hang);
    let cmd = home.against(&mock, &["--timeout", "2", "airlines", "lookup", "BA"]);
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        // a terminal that can wipe a line (on a dumb one, or with TERM unset, the wait
        // goes unshown)
        .env("TERM", "xterm")
        .arg("-c")
        .arg(format!(
            "stty rows 30 cols 80 && exec '{}' {}",
            cmd.get_program().to_string_lossy(),
            cmd.get_args()
                .map(|a| format!("'{}'", a.to_string_lossy()))
                .collect::<Vec<_>>()
                .join(" ")
        ));
    let mut pty = spawn_with_options(
        sh,
        rexpect::reader::Options::new()
            .timeout_ms(Some(30_000))
            .strip_ansi_escape_codes(true),
    )
    .expect("travel on a pty");
    pty.exp_string("waiting for 127.0.0.1 0s")
        .expect("the spinner, after half a second");
    let turning = pty.exp_string("error:").expect("the end of the wait");
    assert!(turning.contains("waiting for 127.0.0.1 1s"), "{turning}");
    // the spinner's line wiped (its escape stripped here): the error starts a line
    assert!(turning.ends_with('\r'), "{turning:?}");
    pty.exp_string("did not answer in time").expect("the error");

    // the same on a pipe: not a trace of it
    let out = run(home.against(&mock, &["--timeout", "2", "airlines", "lookup", "BA"]));
    assert_eq!(out.status.code(), Some(6), "{}", stderr_of(&out));
    assert!(!stderr_of(&out).contains("waiting"), "{}", stderr_of(&out));
    assert!(
        stderr_of(&out).starts_with("error: the service did not answer in time"),
        "{}",
        stderr_of(&out)
    );
}
