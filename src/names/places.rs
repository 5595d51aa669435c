//! Place names as agents type them, in the languages they meet (Roma, München,
//! Lisboa, Den Haag, ...): the service knows cities by their English names and IATA
//! codes, so "Roma" finds La Romana and Roma (Queensland) but not Rome. The table
//! (`data/place-names.tsv`, source and licence in `data/README.md`) turns such a
//! name into the code before the service is asked, on the real service as on the
//! sandbox.

use std::sync::OnceLock;

/// A name of the table: what is typed, the code the service knows the place by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub typed: &'static str,
    pub code: &'static str,
    pub english: &'static str,
    pub languages: &'static str,
}

const TABLE: &str = include_str!("../../data/place-names.tsv");

fn rows() -> &'static [Known] {
    static ROWS: OnceLock<Vec<Known>> = OnceLock::new();
    ROWS.get_or_init(|| {
        TABLE
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let mut cols = l.split('\t');
                let mut next = || cols.next().unwrap_or_default().trim();
                Known {
                    typed: next(),
                    code: next(),
                    english: next(),
                    languages: next(),
                }
            })
            .collect()
    })
}

/// How names are compared: accents folded, case and spacing ignored.
fn key(s: &str) -> String {
    travel_core::parse::fold(s)
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The place `typed` names, if the table has that name: the row spelt as typed first
/// (Москва, not Moskva, which folds to the same letters), else one folded alike.
pub fn known(typed: &str) -> Option<Known> {
    let exact = typed
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let k = key(typed);
    rows()
        .iter()
        .find(|r| r.typed.to_lowercase() == exact)
        .or_else(|| rows().iter().find(|r| key(r.typed) == k))
        .copied()
}

/// Every name of the table.
#[cfg(test)]
fn all() -> &'static [Known] {
    rows()
}

/// The names a city search may know `k`'s place by, the English one first (its
/// first ten letters, as much as a city search takes), then the table's other names
/// of that place.
pub fn names_of(k: &Known) -> Vec<String> {
    let english = k.english.split(" (").next().unwrap_or(k.english);
    let mut names: Vec<String> = vec![english
        .chars()
        .take(10)
        .collect::<String>()
        .trim()
        .to_string()];
    names.extend(
        rows()
            .iter()
            .filter(|r| r.code == k.code && key(r.typed) != key(k.typed))
            .map(|r| travel_core::parse::fold(r.typed)),
    );
    names.dedup();
    names
}

/// What a note says when a name was looked up: `"Roma" is Rome (ROM)`.
pub fn said(k: &Known) -> String {
    // the table's spelling, accents and all, the row of the name as typed
    format!(
        "note: {:?} is {} ({}), as the service names it",
        k.typed, k.english, k.code
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_whole_and_no_name_means_two_places() {
        assert!(all().len() > 100, "{}", all().len());
        for r in all() {
            assert!(
                !r.typed.is_empty() && !r.english.is_empty() && !r.languages.is_empty(),
                "{r:?}"
            );
            assert!(
                r.code.len() == 3 && r.code.chars().all(|c| c.is_ascii_uppercase()),
                "{r:?}"
            );
            // the name is found however it is typed: case, accents, spaces
            for typed in [
                r.typed.to_string(),
                r.typed.to_uppercase(),
                r.typed.to_lowercase(),
                travel_core::parse::fold(r.typed),
                format!("  {}  ", r.typed.replace(' ', "   ")),
            ] {
                assert_eq!(known(&typed).map(|k| k.code), Some(r.code), "{typed:?}");
            }
            // a name the service already knows (the English one, accents aside) has no
            // row: typing "Paris" must not be looked up as "París"
            assert_ne!(key(r.typed), key(r.english), "{r:?}");
            // one name, one place: a folded spelling shared by two rows agrees
            for other in all() {
                if key(other.typed) == key(r.typed) {
                    assert_eq!(other.code, r.code, "{r:?} / {other:?}");
                }
            }
        }
        assert_eq!(known("Rome"), None);
        assert_eq!(known("Ro"), None);
        assert_eq!(known("Muenchen").map(|k| k.code), Some("MUC"));
        assert_eq!(known("MÜNCHEN").map(|k| k.code), Some("MUC"));
    }

    #[test]
    fn every_name_is_known_by_its_own_row_however_its_case_and_spaces() {
        // rows that fold alike (Москва and Moskva) each answer for themselves
        for r in all() {
            for typed in [
                r.typed.to_string(),
                r.typed.to_uppercase(),
                format!("  {}  ", r.typed.to_lowercase()),
            ] {
                assert_eq!(known(&typed).map(|k| k.typed), Some(r.typed), "{typed:?}");
            }
        }
    }
}
