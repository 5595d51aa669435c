//! The shapes of the service's codes, checked the same way on both sides: the client
//! before it sends, the sandbox before it answers. Each takes the value as given: a
//! caller that accepts either case upper-cases first; one that must refuse lower case
//! (as the service does for some parameters) checks [`is_upper`] as well.

/// Only ASCII letters, `n` of them.
fn letters(s: &str, n: usize) -> bool {
    s.len() == n && s.bytes().all(|b| b.is_ascii_alphabetic())
}

/// No lower-case letter.
pub fn is_upper(s: &str) -> bool {
    !s.bytes().any(|b| b.is_ascii_lowercase())
}

/// An IATA airport or city code: three letters (`LHR`, `PAR`).
pub fn is_location(s: &str) -> bool {
    letters(s, 3)
}

/// An IATA airline designator: two letters or digits, not both digits (`BA`, `U2`).
pub fn is_airline_iata(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 2 && b.iter().all(u8::is_ascii_alphanumeric) && !b.iter().all(u8::is_ascii_digit)
}

/// An ICAO airline designator: three letters (`BAW`).
pub fn is_airline_icao(s: &str) -> bool {
    letters(s, 3)
}

/// An airline code of either kind.
pub fn is_airline(s: &str) -> bool {
    is_airline_iata(s) || is_airline_icao(s)
}

/// An ISO 3166-1 alpha-2 country code (`FR`).
pub fn is_country(s: &str) -> bool {
    letters(s, 2)
}

/// An ISO 4217 currency code (`EUR`).
pub fn is_currency(s: &str) -> bool {
    letters(s, 3)
}

/// A language tag: `en` or `en-GB`.
pub fn is_language_tag(s: &str) -> bool {
    match s.split_once('-') {
        None => letters(s, 2),
        Some((language, region)) => letters(language, 2) && letters(region, 2),
    }
}

/// A hotel chain code: two letters (`HI`, `MC`).
pub fn is_hotel_chain(s: &str) -> bool {
    letters(s, 2)
}

/// The longest first name (middle names included) the service takes.
pub const FIRST_NAME_MAX: usize = 56;
/// The longest last name the service takes.
pub const LAST_NAME_MAX: usize = 57;

/// Whether a traveller's or guest's name is one the service takes: the letters A to Z
/// (either case), with spaces, hyphens and apostrophes between them, at most `max`
/// characters. A name with other letters (`Müller`) or digits is refused, as airline
/// systems refuse it; `travel` writes names so before it sends them (`src/names.rs`).
pub fn is_service_name(name: &str, max: usize) -> bool {
    let name = name.trim();
    name.chars().any(|c| c.is_ascii_alphabetic())
        && name.chars().count() <= max
        && name
            .chars()
            .all(|c| c.is_ascii_alphabetic() || matches!(c, ' ' | '-' | '\''))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_letters_a_to_z_within_the_lengths() {
        for ok in ["SMITH", "Smith-Jones", "O'HARA", "DE LA CRUZ"] {
            assert!(is_service_name(ok, LAST_NAME_MAX), "{ok}");
        }
        for bad in ["Müller", "Sm1th", "", "--", &"A".repeat(58)] {
            assert!(!is_service_name(bad, LAST_NAME_MAX), "{bad}");
        }
        assert!(is_service_name(&"A".repeat(57), LAST_NAME_MAX));
    }

    #[test]
    fn codes_have_their_shapes() {
        assert!(is_location("LHR") && is_location("par"));
        assert!(!is_location("LH") && !is_location("LH1") && !is_location("LÖN"));
        for ok in ["BA", "U2", "9W", "ba"] {
            assert!(is_airline_iata(ok) && is_airline(ok), "{ok}");
        }
        for bad in ["11", "22", "B", "B-", "BAWX", ""] {
            assert!(!is_airline(bad), "{bad}");
        }
        assert!(is_airline_icao("BAW") && is_airline("BAW") && !is_airline_icao("BA1"));
        assert!(is_country("FR") && !is_country("FRA") && !is_country("F1"));
        assert!(is_currency("EUR") && !is_currency("EU") && !is_currency("E1R"));
        assert!(is_hotel_chain("HI") && !is_hotel_chain("H1"));
        assert!(is_language_tag("en") && is_language_tag("en-GB"));
        assert!(!is_language_tag("eng") && !is_language_tag("en-") && !is_language_tag("e1"));
        assert!(is_upper("EUR") && is_upper("U2") && !is_upper("Eur"));
    }
}
