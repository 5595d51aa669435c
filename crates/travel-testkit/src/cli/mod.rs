//! The CLI's harness.
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

pub mod home;
pub mod mock;
pub mod read;
pub mod run;
pub mod served;

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
