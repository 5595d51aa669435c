//! The one test harness every suite shares.
//!
//! - [`home`]: the real `travel` binary in an isolated home (its own cache and data
//!   directories, no credentials, no colour, `TRAVEL_TODAY` pinned).
//! - [`run`]: running it against the sandbox and asserting what a run must show: a
//!   success with the sandbox note once, a refusal (exit 2, nothing sent), an empty
//!   result, the service's rejection, a box table at a pinned width.
//! - [`read`]: reading what it printed: tab-separated tables, box tables, JSON bodies,
//!   and the small values in their cells.
//! - [`mock`]: a scriptable mock of the service that records every request.
//! - [`served`]: `travel sandbox serve` as a child process, and raw HTTP to it.
//! - [`traffic`]: client threads loading a served sandbox, and its state file read back.
//!
//! Each suite declares `mod common;` and uses what it needs, so not every helper is used
//! by every suite.

#![allow(dead_code, unused_imports)]

pub mod home;
pub mod mock;
pub mod read;
pub mod run;
pub mod schema;
pub mod served;
pub mod traffic;

pub use home::{files_under, Home, TODAY};
pub use mock::{
    closing_server, Mock, Reply, Seen, CLIENT_ID, CLIENT_SECRET, EMPTY_DATA, MOCK_TOKEN,
};
pub use read::{
    data, date, is_sorted, is_sorted_desc, parse_box, parse_json, percent, squash, stderr_of,
    stdout_of, Tsv,
};
pub use run::{
    assert_box_table, assert_ok, assert_refused, assert_refused_after_request, empty, error_line,
    json, json_in, note_lines, ok, ok_in, refused, refused_in, rejected, run, run_in, tsv, tsv_in,
    Run, Runs, NOTE,
};
pub use served::{http, try_http, HttpResp, Served};
