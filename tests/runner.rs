//! The CLI's integration tests, one binary: the real `travel` binary against the
//! sandbox (in-process with `--sandbox`, or `travel sandbox serve`) and against a
//! fault-injecting mock. What speaks to the sandbox over HTTP alone is tested in the
//! sandbox's own crate (`crates/travel-sandbox/tests/runner.rs`).
//!
//! Every `.rs` file of this folder is a module here; a test below fails when one is
//! left out. One suite: `cargo test --test runner flights::`; the keyring test, which
//! needs a Secret Service: `cargo test --test runner -- --ignored keyring::`.

mod common;

mod bad_answers;
mod booking_race;
mod cli_files;
mod config;
mod contact_files;
mod core_dumps;
mod fare_model;
mod fares;
mod first_contact;
mod flexible;
mod flights;
mod generated_docs;
mod hotels;
mod http_faults;
mod insights;
mod itinerary;
mod itinerary_page;
mod keyring;
mod mcp_http;
mod orders;
mod place_names;
mod pricing;
mod provider_answers;
mod queue;
mod reference;
mod sandbox_booking;
mod sandbox_clock;
mod sandbox_crash;
mod sandbox_curl;
mod sandbox_postgres;
mod sandbox_remote;
mod sandbox_security;
mod sandbox_tenants;
mod saved_origin;
mod scenarios;
mod screens;
mod seatmaps;
mod secrets;
mod serve_transport;
mod trips;
mod typed_input;
mod whole_words;
mod wizard;

#[test]
fn every_test_file_is_a_module_of_this_runner() {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let left_out = common::layout::left_out_of(&tests);
    assert!(
        left_out.is_empty(),
        "test files this runner does not build:\n{}",
        left_out.join("\n")
    );
}

#[test]
fn the_check_finds_test_files_left_out() {
    common::layout::assert_the_check_finds_files_left_out();
}
