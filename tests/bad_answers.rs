//! Broken answers from a service, run through every command family: each gives a clear
//! message and exit 6 (a broken answer), never 0 and never a panic. A script must not
//! take a broken answer for an empty result.

use crate::common;

use std::time::Duration;

use common::{stderr_of, Home, Mock, Reply};

/// One command of each family, with arguments that pass the client's own checks.
const FAMILIES: &[&[&str]] = &[
    &["airlines", "lookup", "BA"],
    &["airlines", "routes", "BA"],
    &["airports", "search", "LON"],
    &["airports", "near", "51.5", "-0.1"],
    &["airports", "routes", "LHR"],
    &["cities", "PARIS"],
    &["flights", "search", "LHR", "JFK", "+30"],
    &["flights", "dates", "LHR", "JFK"],
    &["flights", "inspire", "LHR"],
    &["flights", "status", "BA117", "+1"],
    &["hotels", "list", "--city", "PAR"],
    &["hotels", "find", "PARIS"],
    &["hotels", "ratings", "MCLONGHM"],
    &[
        "hotels",
        "offers",
        "--city",
        "PAR",
        "--check-in",
        "+30",
        "--nights",
        "2",
    ],
    &["insights", "traveled", "MAD", "2026-01"],
    &["location-score", "41.397158", "2.160873"],
    &["recommend", "PAR"],
    &["predict", "on-time", "JFK", "+1"],
    &["predict", "trip-purpose", "NYC", "MAD", "+30", "+37"],
];

/// The broken answers, all with a success status.
fn corpus() -> Vec<(&'static str, Reply)> {
    vec![
        ("an empty body", Reply::raw(200, "application/json", "")),
        ("data a number", Reply::json(200, r#"{"data":42}"#)),
        ("data a string", Reply::json(200, r#"{"data":"none"}"#)),
        ("a JSON array", Reply::json(200, r#"[1,2,3]"#)),
        (
            "a body cut mid-way",
            Reply::json(
                200,
                r#"{"meta":{"count":2},"data":[{"type":"location","iataCo"#,
            ),
        ),
        (
            "an HTML page",
            Reply::raw(
                200,
                "text/html",
                "<html><body>Service Unavailable</body></html>",
            ),
        ),
        (
            "a 200 with an errors array",
            Reply::json(
                200,
                r#"{"errors":[{"status":500,"code":141,"title":"SYSTEM ERROR HAS OCCURRED"}]}"#,
            ),
        ),
    ]
}

#[test]
fn every_family_exits_6_on_every_broken_answer() {
    let home = Home::new();
    let mut wrong = Vec::new();
    for (what, reply) in corpus() {
        for args in FAMILIES {
            let mock = Mock::start();
            mock.otherwise(reply.clone());
            let mut cmd = home.against(&mock, args);
            cmd.timeout(Duration::from_secs(30));
            let out = cmd.output().expect("travel ran");
            let err = stderr_of(&out);
            let code = out.status.code();
            if code != Some(6) || err.contains("panicked") || !err.contains("error:") {
                wrong.push(format!("{what}: {args:?} -> {code:?}: {}", err.trim()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn a_redirect_to_another_host_is_not_followed() {
    let home = Home::new();
    let elsewhere = Mock::start();
    for args in FAMILIES {
        let mock = Mock::start();
        mock.otherwise(
            Reply::raw(302, "text/plain", "")
                .with_header("Location", &format!("{}/v1/somewhere", elsewhere.url())),
        );
        let mut cmd = home.against(&mock, args);
        cmd.timeout(Duration::from_secs(30));
        let out = cmd.output().expect("travel ran");
        let err = stderr_of(&out);
        assert_eq!(out.status.code(), Some(6), "{args:?}: {err}");
        assert!(
            err.contains("redirected to another address") && err.contains(&elsewhere.url()),
            "{args:?}: {err}"
        );
    }
    assert!(
        elsewhere.seen().is_empty(),
        "a request reached the other host"
    );
}

#[test]
fn a_huge_answer_is_refused_not_read_to_its_end() {
    let home = Home::new();
    let mock = Mock::start();
    // a valid JSON body just past the 64 MB limit
    let pad = " ".repeat(64 * 1024 * 1024);
    mock.then(Reply::json(200, &format!("{{\"data\":[]{pad}}}")));
    let mut cmd = home.against(&mock, &["airlines", "lookup", "BA"]);
    cmd.timeout(Duration::from_secs(60));
    let out = cmd.output().expect("travel ran");
    let err = stderr_of(&out);
    assert_eq!(out.status.code(), Some(6), "{err}");
    assert!(err.contains("larger than 64 MB"), "{err}");
    // not retried: one request
    let api: Vec<_> = mock
        .seen()
        .into_iter()
        .filter(|s| s.url.starts_with("/v1/reference-data"))
        .collect();
    assert_eq!(api.len(), 1, "{api:?}");
}

/// A search whose offers are not offers (an itinerary where a list of them is due) is a
/// broken answer, and the last good search stays as it was: `flights show` still reads
/// it, and no temporary file is left.
#[test]
fn a_broken_search_leaves_the_last_good_one_in_place() {
    let home = Home::new();
    let good = r#"{"meta":{"count":1},"data":[{"type":"flight-offer","id":"1",
        "itineraries":[{"duration":"PT7H","segments":[{"id":"1","carrierCode":"BA","number":"117",
        "departure":{"iataCode":"LHR","at":"2026-12-20T10:00:00"},
        "arrival":{"iataCode":"JFK","at":"2026-12-20T13:00:00"}}]}],
        "price":{"currency":"EUR","total":"412.30","grandTotal":"412.30"}}],
        "dictionaries":{"carriers":{"BA":"BRITISH AIRWAYS"}}}"#;
    let broken = r#"{"meta":{"count":1},"data":[{"type":"flight-offer","id":"1",
        "itineraries":{"duration":"PT7H"},"price":{"currency":"EUR","total":"1.00"}}]}"#;
    let search = ["flights", "search", "LHR", "JFK", "+30"];
    let kept = home.cache_dir().join("travel/last-flight-offers.json");
    for sort in ["price", "duration"] {
        let first = Mock::start();
        first.otherwise(Reply::json(200, good));
        let out = home.against(&first, &search).output().expect("travel ran");
        assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
        let before = std::fs::read(&kept).expect("the good search is kept");

        let mock = Mock::start();
        mock.otherwise(Reply::json(200, broken));
        let args: Vec<&str> = search.iter().copied().chain(["--sort", sort]).collect();
        let out = home.against(&mock, &args).output().expect("travel ran");
        assert_eq!(
            out.status.code(),
            Some(6),
            "--sort {sort}: {}",
            stderr_of(&out)
        );
        assert_eq!(std::fs::read(&kept).unwrap(), before, "--sort {sort}");
        let temporaries: Vec<_> = std::fs::read_dir(kept.parent().unwrap())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(temporaries.is_empty(), "--sort {sort}: {temporaries:?}");

        // the kept search names the service that answered it: shown against that one
        let out = home
            .against(&first, &["flights", "show", "1"])
            .output()
            .unwrap();
        let shown = String::from_utf8_lossy(&out.stdout);
        assert!(
            shown.contains("412.30"),
            "--sort {sort}: {shown}{}",
            stderr_of(&out)
        );
    }
}
