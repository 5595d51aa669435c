//! Names as airlines ticket them (and hotels file them): the letters A to Z, upper
//! case, within the service's lengths.
//!
//! A ticket carries a name in 26 letters, and the airline matches it against the
//! passport's machine-readable zone at check-in; a name sent as typed (`Müller`) is
//! either refused or ticketed in a form that no longer matches the passport. So every
//! name is written here as the passport's machine-readable zone writes it (ICAO Doc
//! 9303, part 3), before it is sent and before the person confirms:
//!
//! - the letters that passports spell out in two: Ä Æ → AE, Ö Ø Œ → OE, Ü → UE,
//!   Å → AA, ß → SS, Þ → TH, Ĳ → IJ (`Müller` → `MUELLER`);
//! - every other Latin letter without its marks: É → E, Ñ → N, Ł → L, Đ → D
//!   (`Łódź` → `LODZ`); letters of other scripts as their common romanisation
//!   (`Ελένη` → `ELENE`);
//! - apostrophes and dots left out (`O'Hara` → `OHARA`, `St. John` → `ST JOHN`);
//!   hyphens a space (`Smith-Jones` → `SMITH JONES`), as the passport's filler;
//! - digits and other signs refused: a name holds none;
//! - a first name (middle names included) of at most 56 letters and spaces, a last
//!   name of at most 57: the lengths the service publishes for a guest's name, which
//!   airline systems also keep within.

use crate::error::{Error, Result};

pub mod places;

/// The longest first name (with middle names) and last name the service takes, which
/// the sandbox holds requests to as well.
pub use travel_core::shape::{FIRST_NAME_MAX as FIRST_MAX, LAST_NAME_MAX as LAST_MAX};

/// The letters the passport's zone spells out in two (upper and lower case).
const SPELLED_OUT: &[(char, &str)] = &[
    ('Ä', "AE"),
    ('ä', "AE"),
    ('Æ', "AE"),
    ('æ', "AE"),
    ('Ö', "OE"),
    ('ö', "OE"),
    ('Ø', "OE"),
    ('ø', "OE"),
    ('Œ', "OE"),
    ('œ', "OE"),
    ('Ü', "UE"),
    ('ü', "UE"),
    ('Å', "AA"),
    ('å', "AA"),
    ('ß', "SS"),
    ('ẞ', "SS"),
    ('Þ', "TH"),
    ('þ', "TH"),
    ('Ĳ', "IJ"),
    ('ĳ', "IJ"),
];

/// `typed` as it will be ticketed: transliterated, upper-cased, one space between
/// words. `what` names the field in a refusal (`the last name of traveller 1`).
pub fn ticketed(typed: &str, what: &str, most: usize) -> Result<String> {
    let mut out = String::new();
    for c in typed.chars() {
        if let Some((_, two)) = SPELLED_OUT.iter().find(|(l, _)| *l == c) {
            out.push_str(two);
        } else if matches!(c, '\'' | '’' | 'ʼ' | '`' | '.') {
            // left out, as the passport leaves them out
        } else if c == '-' || c.is_whitespace() {
            out.push(' ');
        } else if c.is_alphabetic() {
            let folded = travel_core::parse::fold(c.encode_utf8(&mut [0; 4]));
            let letters: String = folded
                .chars()
                .filter(char::is_ascii_alphabetic)
                .map(|l| l.to_ascii_uppercase())
                .collect();
            if letters.is_empty() {
                return Err(Error::usage(format!(
                    "{what} {typed:?}: {c:?} has no form in the letters A to Z; type it as the passport's machine-readable lines spell it"
                )));
            }
            out.push_str(&letters);
        } else {
            return Err(Error::usage(format!(
                "{what} {typed:?} holds {c:?}: a name holds letters, spaces, hyphens and apostrophes only"
            )));
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    if out.is_empty() {
        return Err(Error::usage(format!("{what} is empty")));
    }
    let n = out.chars().count();
    if n > most {
        return Err(Error::usage(format!(
            "{what} has {n} letters and spaces as ticketed; the service takes at most {most}"
        ))
        .with_hint("give the name as the passport's machine-readable lines shorten it"));
    }
    Ok(out)
}

/// The first name (middle names included) as ticketed.
pub fn first(typed: &str, whose: &str) -> Result<String> {
    ticketed(typed, &format!("the first name of {whose}"), FIRST_MAX)
}

/// The last name as ticketed.
pub fn last(typed: &str, whose: &str) -> Result<String> {
    ticketed(typed, &format!("the last name of {whose}"), LAST_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> String {
        ticketed(s, "the name", 57).unwrap()
    }

    #[test]
    fn names_are_written_as_the_passports_machine_readable_zone_writes_them() {
        assert_eq!(t("Müller"), "MUELLER");
        assert_eq!(t("Łódź"), "LODZ");
        assert_eq!(t("Øster-Åberg"), "OESTER AABERG");
        assert_eq!(t("Strauß"), "STRAUSS");
        assert_eq!(t("José María"), "JOSE MARIA");
        assert_eq!(t("O'Hara"), "OHARA");
        assert_eq!(t("St. John"), "ST JOHN");
        assert_eq!(t("  de   la Cruz "), "DE LA CRUZ");
        assert_eq!(t("Şükrü"), "SUEKRUE");
        assert_eq!(t("Ελένη"), "ELENE");
        assert_eq!(t("smith"), "SMITH");
    }

    #[test]
    fn what_cannot_be_a_name_is_refused_with_the_rule() {
        let e = ticketed("Sm1th", "the last name of traveller 1", 57).unwrap_err();
        assert!(
            e.message.contains("'1'") && e.message.contains("letters"),
            "{}",
            e.message
        );
        let e = ticketed("''", "the last name of traveller 1", 57).unwrap_err();
        assert!(e.message.contains("is empty"), "{}", e.message);
        let long = "A".repeat(300);
        let e = last(&long, "traveller 1").unwrap_err();
        assert!(
            e.message.contains("300 letters") && e.message.contains("at most 57"),
            "{}",
            e.message
        );
        assert!(first(&"B".repeat(56), "traveller 1").is_ok());
        assert!(first(&"B".repeat(57), "traveller 1").is_err());
    }
}
