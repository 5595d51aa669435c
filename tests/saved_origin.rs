//! Saved results carry the service they came from, and the commands that send an offer
//! refuse one from another service: a sandbox offer never reaches a real service (or a
//! mock standing in for one), and nothing is sent at all.

use crate::common;

use common::{run_in, Home, Mock, Run, Served};

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";
const JANE: &str = "Mr Jane Doe <jane@example.com> +33123456789";

/// `args` against the mock: refused as from another service, with nothing sent.
fn refused_unsent(home: &Home, args: &[&str], from: &str) {
    let mock = Mock::start();
    // a card number on stdin for the hotel booking; read by nothing else
    let out = home
        .against(&mock, args)
        .write_stdin("4111111111111111\n")
        .output()
        .unwrap();
    let r = Run::from_output(&out);
    assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
    assert!(
        r.stderr.contains(&format!("came from {from}")) && r.stderr.contains(&mock.url()),
        "{args:?}: {}",
        r.stderr
    );
    assert!(r.stderr.contains("nothing was sent"), "{}", r.stderr);
    let seen = mock.seen();
    assert!(seen.is_empty(), "{args:?} sent {} requests", seen.len());
}

#[test]
fn sandbox_flight_offers_are_not_sent_to_another_service() {
    let home = Home::new();
    let r = run_in(
        &home,
        &["flights", "search", "LHR", "JFK", "+30", "--max", "3"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for args in [
        vec!["flights", "show", "1"],
        vec!["flights", "price", "1"],
        vec!["flights", "fares", "1"],
        vec!["flights", "seats", "1"],
        vec!["flights", "predict"],
        vec!["predict", "delay", "--offer", "1"],
        vec!["flights", "book", "1", "--traveler", ADA, "--yes"],
    ] {
        refused_unsent(&home, &args, "the sandbox (--sandbox)");
    }
    // back at the sandbox, the same offer is still good
    let r = run_in(&home, &["flights", "show", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn sandbox_hotel_offers_are_not_sent_to_another_service() {
    let home = Home::new();
    let r = run_in(
        &home,
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
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    refused_unsent(&home, &["hotels", "offer", "1"], "the sandbox (--sandbox)");
    refused_unsent(
        &home,
        &[
            "hotels",
            "book",
            "1",
            "--guest",
            JANE,
            "--card-expiry",
            "12/30",
            "--card-stdin",
            "--yes",
        ],
        "the sandbox (--sandbox)",
    );
}

#[test]
fn a_served_sandbox_and_the_in_process_one_share_offers_but_a_service_does_not() {
    let home = Home::new();
    let served = Served::start(&home);
    let search = ["flights", "search", "MAD", "BCN", "+30", "--max", "3"];
    let r = Run::from_output(&home.against_url(&served.url, &search).output().unwrap());
    assert_eq!(r.code, 0, "{}", r.stderr);
    // the same world in process: allowed
    let r = run_in(&home, &["flights", "show", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // another base URL: refused, naming where the offers came from
    refused_unsent(
        &home,
        &["flights", "price", "1"],
        &format!("the sandbox at {}", served.url),
    );
}

/// A `travel sandbox serve` of this machine needs no credentials, and takes the offers
/// of the in-process sandbox (the same world): known for the sandbox before anything is
/// sent, as it recorded itself when it started.
#[test]
fn a_served_sandbox_needs_no_credentials_and_takes_the_in_process_sandboxs_offers() {
    let home = Home::new();
    let served = Served::start(&home);
    let r = run_in(
        &home,
        &["flights", "search", "MAD", "BCN", "+30", "--max", "3"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    // no AMADEUS_CLIENT_ID, no keyring entry: the served sandbox takes any
    for args in [
        &["flights", "show", "1"][..],
        &["flights", "price", "1"],
        &["flights", "search", "MAD", "BCN", "+30", "--max", "3"],
    ] {
        let out = home
            .travel()
            .args(["--base-url", &served.url])
            .args(args)
            .output()
            .unwrap();
        let r = Run::from_output(&out);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        // `show` reads what is kept; the others ask the served sandbox
        if args[1] != "show" {
            assert!(
                r.stderr.contains("answered by the travel sandbox"),
                "{}",
                r.stderr
            );
        }
    }
}
