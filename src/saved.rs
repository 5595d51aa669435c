//! The last results of a search, kept so later commands can refer to an offer by its
//! number (`travel flights show 3`): in the folder of the trip in use (`crate::trip`),
//! or without one in the user cache directory; the context names it (`ctx.saved()`).

use std::path::PathBuf;

use serde_json::Value;

use crate::error::{Error, Result};
use crate::fsutil::Staged;

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

/// The folder a run keeps its results in (`ctx.saved()`): its trip's, or the cache
/// directory without one.
pub struct Shelf {
    dir: PathBuf,
}

impl Shelf {
    pub fn at(dir: PathBuf) -> Shelf {
        Shelf { dir }
    }

    /// The file results of this kind are kept in (the trip's, or the cache's). Resolved on
    /// the command's own thread: a thread it starts to write beside its work uses this.
    pub fn path(&self, kind: Results) -> Result<PathBuf> {
        Ok(self.dir.join(kind.file()))
    }

    /// Keep a response body, its `data` in the order the table numbered it, with where it
    /// came from.
    pub fn save(&self, kind: Results, body: &impl serde::Serialize, from: &Origin) -> Result<()> {
        self.save_json(kind, &serde_json::to_vec(body)?, from)
    }

    /// `save` for a body already written as JSON text (a search's, kept as received).
    pub fn save_json(&self, kind: Results, body: &[u8], from: &Origin) -> Result<()> {
        self.stage_json(kind, body, from)?
            .commit()
            .map_err(cannot_keep)
    }

    /// `save_json` written and synced but not yet in place (see `fsutil::Staged`): a search
    /// is staged while its offers are read, and put in place once they are.
    pub fn stage_json(&self, kind: Results, body: &[u8], from: &Origin) -> Result<Staged> {
        stage_json_at(&self.path(kind)?, body, from)
    }

    fn write(&self, kind: Results, value: &Value) -> Result<()> {
        self.write_bytes(kind, &serde_json::to_vec(value)?)
    }

    fn write_bytes(&self, kind: Results, bytes: &[u8]) -> Result<()> {
        crate::fsutil::write_atomic(&self.path(kind)?, bytes).map_err(cannot_keep)
    }

    /// The saved body of this kind without a check of its origin, for what derives from
    /// the last search (its priced offers, its brands), checked through it.
    fn unchecked(&self, kind: Results) -> Result<Value> {
        self.read(kind).map(|(body, _)| body)
    }

    /// The last saved body of this kind, to send to `to`: refused (exit 2, nothing sent)
    /// when it came from another service.
    pub fn load(&self, kind: Results, to: &Origin) -> Result<Value> {
        let (body, from) = self.read(kind)?;
        match from {
            Some(from) if !from.may_go_to(to) => Err(Error::usage(format!(
                "the results of the last `{}` came from {}, and this run talks to {}: offers are \
                 good only at the service that made them, so nothing was sent",
                kind.command(),
                from.words(),
                to.words()
            ))
            .with_hint(format!(
                "run `{}` again against {}, or give the options that reach {}",
                kind.command(),
                to.words(),
                from.words()
            ))),
            // files kept before origins were: taken as they are
            _ => Ok(body),
        }
    }

    /// The last saved body of this kind and its origin, for this module's own bookkeeping.
    fn read(&self, kind: Results) -> Result<(Value, Option<Origin>)> {
        let p = self.path(kind)?;
        let text = std::fs::read_to_string(&p).map_err(|_| {
            Error::usage(format!(
                "there are no saved results to refer to: run `{}` first",
                kind.command()
            ))
        })?;
        let mut body: Value = serde_json::from_str(&text).map_err(|_| {
            Error::usage(format!(
                "the saved results in {} are damaged: run `{}` again",
                p.display(),
                kind.command()
            ))
        })?;
        let from = body
            .as_object_mut()
            .and_then(|m| m.remove(ORIGIN_KEY))
            .and_then(|v| serde_json::from_value(v).ok());
        Ok((body, from))
    }

    /// Item `n` (1-based, as numbered in the table) of the saved results, to send to `to`.
    pub fn item(&self, kind: Results, n: usize, to: &Origin) -> Result<Value> {
        items_of(self.load(kind, to)?, n)
    }

    /// Keep the priced offer of number `n` of the last search or brand `n.k` of its branded
    /// fares (`searched` is that offer as the service gave it), beside the others already
    /// priced from the same search, with what order creation will ask of its travellers
    /// (`bookingRequirements` of the pricing answer, or null) and the bags that can be
    /// added (`included.bags`, or null).
    pub fn keep_priced(
        &self,
        n: OfferNumber,
        searched: &Value,
        priced: &Value,
        requirements: &Value,
        bags: &Value,
        at_unix: i64,
    ) -> Result<()> {
        let mut all = self
            .unchecked(Results::PricedFlights)
            .ok()
            .filter(Value::is_object)
            .unwrap_or_else(|| Value::Object(Default::default()));
        all[n.to_string()] = serde_json::json!({
            "pricedAt": at_unix,
            "searched": fingerprint(searched),
            "offer": priced,
            "bookingRequirements": requirements,
            "bags": bags,
        });
        self.write(Results::PricedFlights, &all)
    }

    /// The booking requirements kept with the priced offer of number `n` (null when none
    /// were given or it was not priced since the search that gave `searched`).
    pub fn priced_requirements(&self, n: OfferNumber, searched: &Value) -> Value {
        self.kept_with_priced(n, searched, "bookingRequirements")
    }

    /// The bag catalogue kept with the priced offer of number `n` (null when there was none,
    /// or it was not priced since the search that gave `searched`).
    pub fn priced_bags(&self, n: OfferNumber, searched: &Value) -> Value {
        self.kept_with_priced(n, searched, "bags")
    }

    fn kept_with_priced(&self, n: OfferNumber, searched: &Value, field: &str) -> Value {
        self.unchecked(Results::PricedFlights)
            .ok()
            .and_then(|all| {
                let entry = all.get(n.to_string())?;
                (entry.get("searched")?.as_str()? == fingerprint(searched))
                    .then(|| entry[field].clone())
            })
            .unwrap_or(Value::Null)
    }

    /// The priced offer of number `n` (or brand `n.k`), and when (unix seconds) it was
    /// priced: `None` when it was not priced since the search that gave `searched`.
    pub fn priced(&self, n: OfferNumber, searched: &Value) -> Option<(Value, i64)> {
        let all = self.unchecked(Results::PricedFlights).ok()?;
        let entry = all.get(n.to_string())?;
        (entry.get("searched")?.as_str()? == fingerprint(searched)).then(|| {
            (
                entry["offer"].clone(),
                entry["pricedAt"].as_i64().unwrap_or(0),
            )
        })
    }

    fn fares_path(&self) -> Result<PathBuf> {
        Ok(self.dir.join(FARES_FILE))
    }

    fn saved_fares(&self) -> serde_json::Map<String, Value> {
        self.fares_path()
            .ok()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|t| serde_json::from_str::<Value>(&t).ok())
            .and_then(|v| v.get("offers").and_then(Value::as_object).cloned())
            .unwrap_or_default()
    }

    /// Keep the branded-fares answer `body` for offer `n` of the last search (`offer`, as
    /// it was sent), numbered `n.1`, `n.2`... in the order of its `data`.
    pub fn save_fares(&self, n: usize, offer: &Value, body: &Value) -> Result<()> {
        let mut all = self.saved_fares();
        // brands of offers of an earlier search are dropped
        all.retain(|k, v| {
            k.parse::<usize>()
                .ok()
                .and_then(|k| items_of(self.unchecked(Results::FlightOffers).ok()?, k).ok())
                .is_some_and(|o| v.get("offer") == Some(&o))
        });
        all.insert(
            n.to_string(),
            serde_json::json!({ "offer": offer, "body": body }),
        );
        let bytes = serde_json::to_vec(&serde_json::json!({ "offers": all }))?;
        crate::fsutil::write_atomic(&self.fares_path()?, &bytes)
            .map_err(|e| Error::unexpected(format!("cannot keep the branded fares: {e}")))
    }

    /// Offer `N` of the last search, or brand `N.K` of its saved branded fares, to send to
    /// `to`: the offer as the service sent it, and the body it came in (for its
    /// dictionaries).
    pub fn offer(&self, number: OfferNumber, to: &Origin) -> Result<(Value, Value)> {
        let body = self.load(Results::FlightOffers, to)?;
        let searched = items_of(body.clone(), number.offer)?;
        let Some(k) = number.brand else {
            return Ok((searched, body));
        };
        let n = number.offer;
        let body = self.saved_fares()
            .remove(&n.to_string())
            .filter(|v| v.get("offer") == Some(&searched))
            .and_then(|mut v| v.get_mut("body").map(Value::take))
            .ok_or_else(|| {
                Error::usage(format!(
                    "offer {n} has no branded fares to refer to: run `travel flights fares {n}` first"
                ))
            })?;
        let brands = body
            .get("data")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if k > brands {
            return Err(Error::usage(format!(
                "there is no brand {number}: offer {n} has {brands} (numbered {n}.1 to {n}.{brands})"
            )));
        }
        Ok((body["data"][k - 1].clone(), body))
    }
}

pub use crate::environment::Origin;

/// The key under which a saved file keeps its origin, beside the body's own keys; taken
/// out again on reading, so no command ever sends it.
const ORIGIN_KEY: &str = "travelOrigin";

/// `stage_json` into `file` (from `path`).
pub fn stage_json_at(file: &std::path::Path, body: &[u8], from: &Origin) -> Result<Staged> {
    // the origin spliced in as the object's first key: a search body is a megabyte,
    // and building it as a tree (or copying it) to add one key cost a fifth of a
    // search's time
    let Some((b'{', rest)) = body.split_first() else {
        return crate::fsutil::stage(file, &[body]).map_err(cannot_keep);
    };
    let mut head = b"{".to_vec();
    head.extend_from_slice(&serde_json::to_vec(ORIGIN_KEY)?);
    head.push(b':');
    head.extend_from_slice(&serde_json::to_vec(from)?);
    if rest.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'}') {
        head.push(b',');
    }
    crate::fsutil::stage(file, &[&head, rest]).map_err(cannot_keep)
}

pub fn cannot_keep(e: std::io::Error) -> Error {
    Error::unexpected(format!("cannot keep the results: {e}"))
}

fn items_of(body: Value, n: usize) -> Result<Value> {
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
        travel_core::stable::fnv1a(offer.to_string().as_bytes())
    )
}

/// An offer's number as the tables give it: `3` is offer 3 of the last search, `3.2`
/// brand 2 of its branded fares (`travel flights fares 3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OfferNumber {
    pub offer: usize,
    pub brand: Option<usize>,
}

impl std::str::FromStr for OfferNumber {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, String> {
        let positive = |t: &str| match t.parse::<usize>() {
            Ok(0) => Err("0 is not in 1.. (offers and brands are numbered from 1)".to_string()),
            Ok(n) => Ok(n),
            Err(_) => Err(format!(
                "{s:?} is not an offer number: give N or N.K (brand K of offer N)"
            )),
        };
        match s.split_once('.') {
            None => Ok(OfferNumber {
                offer: positive(s)?,
                brand: None,
            }),
            Some((n, k)) => Ok(OfferNumber {
                offer: positive(n)?,
                brand: Some(positive(k)?),
            }),
        }
    }
}

impl std::fmt::Display for OfferNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.brand {
            None => write!(f, "{}", self.offer),
            Some(k) => write!(f, "{}.{k}", self.offer),
        }
    }
}

/// Branded fares are kept per offer of the last search, each beside the offer it was
/// asked for, so a new search leaves no stale brands behind.
const FARES_FILE: &str = "last-flight-fares.json";

#[cfg(test)]
mod tests {
    use super::*;

    fn origin(service: &str, sandbox: bool) -> Origin {
        Origin {
            service: service.into(),
            sandbox,
        }
    }

    #[test]
    fn the_origin_is_kept_beside_the_body_and_checked_on_reading() {
        let dir = tempfile::tempdir().unwrap();
        let shelf = Shelf::at(dir.path().join("cache"));
        std::fs::create_dir_all(dir.path().join("cache")).unwrap();
        let sandbox = origin("sandbox", true);
        let served = origin("http://127.0.0.1:8000", true);
        let production = origin("production", false);
        for body in [serde_json::json!({}), serde_json::json!({"data": [1, 2]})] {
            shelf.save(Results::HotelOffers, &body, &sandbox).unwrap();
            // read back without the origin, whatever the body
            assert_eq!(shelf.load(Results::HotelOffers, &served).unwrap(), body);
            let e = shelf.load(Results::HotelOffers, &production).unwrap_err();
            assert!(e.to_string().contains("came from the sandbox"), "{e}");
        }
        assert_eq!(shelf.item(Results::HotelOffers, 2, &sandbox).unwrap(), 2);
        // production's offers go nowhere else, a file from before origins anywhere
        shelf
            .save(
                Results::HotelOffers,
                &serde_json::json!({"data": [3]}),
                &production,
            )
            .unwrap();
        assert!(shelf
            .load(Results::HotelOffers, &origin("test", false))
            .is_err());
        shelf
            .write(Results::HotelOffers, &serde_json::json!({"data": [4]}))
            .unwrap();
        assert_eq!(shelf.item(Results::HotelOffers, 1, &production).unwrap(), 4);
    }
}
