//! The sandbox's harness.
//!
//! - [`served`]: the sandbox served from the test process through the library, on a
//!   state file of its own, its base clock pinned.
//! - with [`crate::wire`], plain HTTP/1.1 to it: a token, GET and POST with it, any
//!   request, bytes that are not one.

pub mod served;

use chrono::NaiveDate;
use serde_json::Value;

pub use crate::wire::{http, HttpResp, Target};
pub use served::{Home, Served, TODAY};

/// The `data` array of a body.
pub fn data(body: &Value) -> &Vec<Value> {
    body["data"]
        .as_array()
        .unwrap_or_else(|| panic!("`data` is not an array: {body}"))
}

/// The first day `ahead` days or more from today that no pricing scenario touches
/// (the 13th, 27th and 29th of a month change prices or sell out on purpose).
pub fn plain_day(ahead: u64) -> NaiveDate {
    use chrono::Datelike;
    let mut day = chrono::Utc::now().date_naive() + chrono::Days::new(ahead);
    while [13, 27, 29].contains(&day.day()) {
        day = day.succ_opt().expect("a next day");
    }
    day
}

/// `METHOD TARGET` to `s` with the token, and a JSON body if given, as an app's HTTP
/// library sends it.
pub fn call(s: &Served, method: &str, target: &str, token: &str, body: Option<&Value>) -> HttpResp {
    let auth = format!("Bearer {token}");
    let mut headers = vec![("Authorization", auth.as_str())];
    if body.is_some() {
        headers.push(("Content-Type", "application/json"));
    }
    let text = body.map(Value::to_string).unwrap_or_default();
    http(s.addr(), method, target, &headers, &text)
}

/// A `YYYY-MM-DD` date.
pub fn date(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_else(|e| panic!("not a date ({e}): {s}"))
}
