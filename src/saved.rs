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
    /// The offers of the last flight search that were priced, by their number there.
    PricedFlights,
}

impl Results {
    fn file(self) -> &'static str {
        match self {
            Results::FlightOffers => "last-flight-offers.json",
            Results::HotelOffers => "last-hotel-offers.json",
            Results::PricedFlights => "last-flight-offers-priced.json",
        }
    }

    fn command(self) -> &'static str {
        match self {
            Results::FlightOffers => "travel flights search",
            Results::HotelOffers => "travel hotels offers",
            Results::PricedFlights => "travel flights price N",
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

/// What a priced offer is kept with: when it was priced, and a fingerprint of the
/// searched offer it confirms, so that a newer search does not inherit it.
pub fn fingerprint(offer: &Value) -> String {
    format!(
        "{:016x}",
        crate::stable::fnv1a(offer.to_string().as_bytes())
    )
}

/// Keep the priced offer of number `n` of the last search (`searched` is that offer as
/// the search gave it), beside the others already priced from the same search.
pub fn keep_priced(n: usize, searched: &Value, priced: &Value, at_unix: i64) -> Result<()> {
    let mut all = load(Results::PricedFlights)
        .ok()
        .filter(Value::is_object)
        .unwrap_or_else(|| Value::Object(Default::default()));
    all[n.to_string()] = serde_json::json!({
        "pricedAt": at_unix,
        "searched": fingerprint(searched),
        "offer": priced,
    });
    save(Results::PricedFlights, &all)
}

/// The priced offer of number `n`, and when (unix seconds) it was priced: `None` when
/// it was not priced since the search that gave `searched`.
pub fn priced(n: usize, searched: &Value) -> Option<(Value, i64)> {
    let all = load(Results::PricedFlights).ok()?;
    let entry = all.get(n.to_string())?;
    (entry.get("searched")?.as_str()? == fingerprint(searched)).then(|| {
        (
            entry["offer"].clone(),
            entry["pricedAt"].as_i64().unwrap_or(0),
        )
    })
}
