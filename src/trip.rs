//! Trips: a customer's file, as a GDS keeps a record per customer. A trip holds its own
//! saved results (the last searches, the offers priced, the branded fares) and notes,
//! and the bookings made in it carry its name in the journal, so two customers served
//! at once (`--trip` or `TRAVEL_TRIP` in each terminal) never share an offer number.
//!
//! The trip of a run is chosen once, when the command line has been read: `--trip`
//! (or `TRAVEL_TRIP`), else the one `travel trip use` chose; with none, results are
//! kept where they always were and everything works as it did before trips. The
//! context holds it (`ctx.trip()`) and hands it down, as it does the user's folders
//! every function here takes.
//!
//! On disk: `DATA/trips/NAME/trip.json` (its name, when it was opened, its notes) and
//! its saved results beside it; `DATA/current-trip` names the one `trip use` chose.
//! Every file is written atomically, readable by the user only.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::paths::Paths;

/// The folder of the trips under the data directory.
const DIR: &str = "trips";
/// A trip's own record in its folder.
const RECORD: &str = "trip.json";
/// The file naming the trip `travel trip use` chose.
const CURRENT: &str = "current-trip";

/// A trip's record.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Trip {
    pub name: String,
    /// RFC 3339, UTC.
    pub created: String,
    #[serde(default)]
    pub notes: Vec<Note>,
}

/// A note of a trip: what the customer asked, what was promised.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Note {
    /// RFC 3339, UTC.
    pub time: String,
    pub text: String,
}

/// A trip's name: letters, digits, `-`, `_` and `.`, 1 to 64 of them, not starting
/// with `.`: it names a folder, and is typed in every command.
pub fn check_name(name: &str) -> Result<String> {
    let name = name.trim();
    let fits = !name.is_empty()
        && name.len() <= 64
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if fits {
        Ok(name.to_string())
    } else {
        Err(Error::usage(format!(
            "{name:?} is not a trip name: use 1 to 64 letters, digits, '-', '_' or '.' (e.g. smith-nyc-dec)"
        )))
    }
}

fn trips_dir(paths: &Paths) -> PathBuf {
    paths.data.join(DIR)
}

/// The folder of trip `name` (checked).
pub fn dir(paths: &Paths, name: &str) -> PathBuf {
    trips_dir(paths).join(name)
}

fn cannot_keep(e: std::io::Error) -> Error {
    Error::unexpected(format!("cannot keep the trip: {e}"))
}

/// Trip `name`'s record; a usage error naming the way to open it when there is none.
pub fn load(paths: &Paths, name: &str) -> Result<Trip> {
    let name = check_name(name)?;
    let path = dir(paths, &name).join(RECORD);
    let text = std::fs::read_to_string(&path).map_err(|_| {
        Error::usage(format!("there is no trip {name:?}")).with_hint(format!(
            "`travel trip new {name}` opens it; `travel trip list` lists the trips"
        ))
    })?;
    serde_json::from_str(&text).map_err(|e| {
        Error::unexpected(format!(
            "the trip file {} cannot be read: {e}",
            path.display()
        ))
    })
}

/// Write a trip's record (atomically).
pub fn save(paths: &Paths, trip: &Trip) -> Result<()> {
    let bytes = serde_json::to_vec_pretty(trip)?;
    crate::fsutil::write_atomic(&dir(paths, &trip.name).join(RECORD), &bytes).map_err(cannot_keep)
}

/// Open a new trip; refused when one of that name exists.
pub fn create(paths: &Paths, name: &str) -> Result<Trip> {
    let name = check_name(name)?;
    if dir(paths, &name).join(RECORD).exists() {
        return Err(Error::usage(format!("there is already a trip {name:?}"))
            .with_hint(format!("`travel trip show {name}` shows it")));
    }
    let trip = Trip {
        name,
        created: now(),
        notes: Vec::new(),
    };
    save(paths, &trip)?;
    Ok(trip)
}

/// Every trip's record, by name.
pub fn all(paths: &Paths) -> Result<Vec<Trip>> {
    let Ok(entries) = std::fs::read_dir(trips_dir(paths)) else {
        return Ok(Vec::new());
    };
    let mut trips: Vec<Trip> = entries
        .flatten()
        .filter_map(|e| {
            let text = std::fs::read_to_string(e.path().join(RECORD)).ok()?;
            serde_json::from_str(&text).ok()
        })
        .collect();
    trips.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(trips)
}

fn current_file(paths: &Paths) -> PathBuf {
    paths.data.join(CURRENT)
}

/// The trip `travel trip use` chose, if any.
pub fn chosen(paths: &Paths) -> Option<String> {
    let text = std::fs::read_to_string(current_file(paths)).ok()?;
    Some(text.trim().to_string()).filter(|t| !t.is_empty())
}

/// Make `name` the trip of every later run that names none (`None`: no trip).
pub fn choose(paths: &Paths, name: Option<&str>) -> Result<()> {
    let path = current_file(paths);
    match name {
        Some(name) => {
            crate::fsutil::write_atomic(&path, format!("{name}\n").as_bytes()).map_err(cannot_keep)
        }
        None => match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(cannot_keep(e)),
            _ => Ok(()),
        },
    }
}

/// Where the trip of this run came from, for what `trip show` and errors say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// `--trip` or `TRAVEL_TRIP`.
    Given,
    /// `travel trip use`.
    Chosen,
}

/// The trip of this run, settled once before any command runs (see `activate`): the
/// context holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Active {
    pub name: String,
    pub source: Source,
}

/// The trip of this run: `given` (`--trip` or `TRAVEL_TRIP`), else the one `trip use`
/// chose; it must exist, so that a misspelt name never starts an empty file.
/// `must_exist` is false for the `trip` commands, which name their trip themselves (and
/// `trip use` repairs a chosen one since removed).
pub fn activate(paths: &Paths, given: Option<&str>, must_exist: bool) -> Result<Option<Active>> {
    let active = match given.map(str::trim).filter(|g| !g.is_empty()) {
        Some(g) => Some((check_name(g)?, Source::Given)),
        None => chosen(paths).map(|c| (c, Source::Chosen)),
    };
    if let (Some((name, source)), true) = (&active, must_exist) {
        if let Err(e) = load(paths, name) {
            return Err(match source {
                Source::Given => e,
                Source::Chosen => Error::usage(format!(
                    "the trip in use, {name:?} (`travel trip use`), no longer exists"
                ))
                .with_hint("`travel trip use NAME` chooses another, `travel trip use --none` none"),
            });
        }
    }
    Ok(active.map(|(name, source)| Active { name, source }))
}

/// Where a run's saved results go: its trip's folder, or the cache directory without
/// one (as before trips).
pub fn results_dir(paths: &Paths, trip: Option<&str>) -> PathBuf {
    match trip {
        Some(name) => dir(paths, name),
        None => paths.cache.clone(),
    }
}

fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// A note added to trip `name`, refused when it holds what looks like a card number:
/// notes are kept in a plain file.
pub fn add_note(paths: &Paths, name: &str, text: &str) -> Result<Trip> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Error::usage("the note is empty"));
    }
    if crate::card::holds_a_card_number(text) {
        return Err(Error::usage(
            "the note holds what looks like a card number: notes are kept in a plain file, so nothing was written",
        ));
    }
    let mut trip = load(paths, name)?;
    trip.notes.push(Note {
        time: now(),
        text: text.to_string(),
    });
    save(paths, &trip)?;
    Ok(trip)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_folder_safe() {
        for good in ["smith", "smith-nyc.dec_2", "A1"] {
            assert_eq!(check_name(good).unwrap(), good);
        }
        for bad in ["", ".hidden", "../x", "a/b", "with space", &"x".repeat(65)] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn trips_are_opened_once_and_keep_their_notes() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::under(dir.path());
        create(&paths, "smith").unwrap();
        assert!(create(&paths, "smith").is_err());
        add_note(&paths, "smith", "window seats, vegetarian meals").unwrap();
        assert!(add_note(&paths, "smith", "card 4111 1111 1111 1111").is_err());
        let t = load(&paths, "smith").unwrap();
        assert_eq!(t.notes.len(), 1);
        assert_eq!(all(&paths).unwrap().len(), 1);
        assert!(load(&paths, "jones").is_err());
    }
}
