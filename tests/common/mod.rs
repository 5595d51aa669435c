//! The one harness the CLI's suites share.
//!
//! - [`home`]: the real `travel` binary in an isolated home (its own cache and data
//!   directories, no credentials, no colour, `TRAVEL_TODAY` pinned).
//! - [`run`]: running it against the sandbox and asserting what a run must show: a
//!   success with the sandbox note once, a refusal (exit 2, nothing sent), an empty
//!   result, the service's rejection, a table at a pinned width; a whole run as one
//!   text for a snapshot.
//! - [`read`]: reading what it printed: tab-separated tables, tables on a terminal, JSON bodies,
//!   and the small values in their cells.
//! - [`mock`]: a scriptable mock of the service that records every request.
//! - [`served`]: `travel sandbox serve` as a child process.
//!
//! From the sandbox's own tests (`crates/travel-sandbox/tests/common/`), which speak
//! to it over HTTP without the binary, and where they are documented:
//! - [`wire`]: plain HTTP/1.1 to a served sandbox.
//! - [`schema`]: the provider's OpenAPI files, their examples, a checker of answers.
//! - [`traffic`]: client threads loading served sandboxes, their state file read back.
//! - [`layout`]: the check that every test file is a module of the runner.

pub mod home;
pub mod mock;
pub mod read;
pub mod run;
pub mod served;

// The sandbox's tests use every item of these files, and their build reports any left
// unused; this harness uses a part of some (the files' examples and not the checker,
// the load until stopped and not a fixed number of turns), so it does not.
#[path = "../../crates/travel-sandbox/tests/common/database.rs"]
pub mod database;
#[path = "../../crates/travel-sandbox/tests/common/layout.rs"]
pub mod layout;
#[allow(dead_code)]
#[path = "../../crates/travel-sandbox/tests/common/schema.rs"]
pub mod schema;
#[allow(dead_code)]
#[path = "../../crates/travel-sandbox/tests/common/traffic.rs"]
pub mod traffic;
#[allow(dead_code)]
#[path = "../../crates/travel-sandbox/tests/common/wire.rs"]
pub mod wire;

pub use home::{files_under, Home, TODAY};
pub use mock::{
    closing_server, Mock, Reply, Seen, CLIENT_ID, CLIENT_SECRET, EMPTY_DATA, MOCK_TOKEN,
};
pub use read::{
    data, date, is_sorted, is_sorted_desc, parse_json, parse_table, percent, squash, stderr_of,
    stdout_of, Tsv,
};
pub use run::{
    assert_ok, assert_refused, assert_refused_after_request, assert_screen_table, empty,
    error_line, json, json_in, note_lines, ok, ok_in, refused, refused_in, rejected, run, run_in,
    tsv, tsv_in, Run, Runs,
};
pub use served::Served;
pub use wire::{http, Target};

/// Where a server's state is, for `database`.
pub use travel_sandbox::Location;
