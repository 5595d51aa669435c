//! The last results of a search, kept in the user cache directory so later commands
//! can refer to an offer by its number (`travel flights show 3`).

use std::path::PathBuf;

use serde_json::Value;

use crate::ctx::dirs;
use crate::error::{Error, Result};

/// What kind of results a file holds.
#[derive(Debug, Clone, Copy)]
pub enum Results {
    FlightOffers,
    HotelOffers,
}

impl Results {
    fn file(self) -> &'static str {
        match self {
            Results::FlightOffers => "last-flight-offers.json",
            Results::HotelOffers => "last-hotel-offers.json",
        }
    }

    fn command(self) -> &'static str {
        match self {
            Results::FlightOffers => "travel flights search",
            Results::HotelOffers => "travel hotels offers",
        }
    }
}

fn path(kind: Results) -> Result<PathBuf> {
    Ok(dirs()?.cache_dir().join(kind.file()))
}

/// Keep a response body, its `data` in the order the table numbered it.
pub fn save(kind: Results, body: &impl serde::Serialize) -> Result<()> {
    let bytes = serde_json::to_vec(body)?;
    crate::fsutil::write_atomic(&path(kind)?, &bytes)
        .map_err(|e| Error::unexpected(format!("cannot keep the results: {e}")))
}

/// The last saved body of this kind.
pub fn load(kind: Results) -> Result<Value> {
    let p = path(kind)?;
    let text = std::fs::read_to_string(&p).map_err(|_| {
        Error::usage(format!(
            "there are no saved results to refer to: run `{}` first",
            kind.command()
        ))
    })?;
    serde_json::from_str(&text).map_err(|_| {
        Error::usage(format!(
            "the saved results in {} are damaged: run `{}` again",
            p.display(),
            kind.command()
        ))
    })
}

/// Item `n` (1-based, as numbered in the table) of the saved results.
pub fn item(kind: Results, n: usize) -> Result<Value> {
    let body = load(kind)?;
    let items = body
        .get("data")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if n == 0 || n > items.len() {
        return Err(Error::usage(format!(
            "there is no result {n}: the last search has {} (numbered from 1)",
            items.len()
        )));
    }
    Ok(items[n - 1].clone())
}
