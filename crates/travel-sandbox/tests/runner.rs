//! The sandbox's integration tests, one binary: the sandbox served from the test
//! process through the library and spoken to over HTTP as any app would. What needs
//! the `travel` binary (its commands, `travel sandbox serve` as a process) is tested
//! at the workspace root (`tests/runner.rs`).
//!
//! Every `.rs` file of this folder is a module here; a test below fails when one is
//! left out.

mod common;

mod bad_requests;
mod control;
mod curl_examples;
mod documented;
mod load;
mod operator;
mod orders;
mod provider_examples;
mod scenarios;
mod security;
mod service;
mod tenants;
mod transport;
mod upgrade;
mod worlds;

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
