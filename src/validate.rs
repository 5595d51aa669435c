//! Checks of what the service constrains, made before any request is sent.
//!
//! Each returns the normalised value (codes upper-cased) or a usage error (exit 2)
//! whose message names the rule. Used as clap `value_parser`s where they fit, so
//! clap reports them in its usual way, with the same exit code.

use crate::error::{Error, Result};

/// An IATA airport or city code: three letters, case-folded.
pub fn iata(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if up.len() == 3 && up.bytes().all(|b| b.is_ascii_uppercase()) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not an IATA location code (three letters, e.g. LHR or PAR)"
        )))
    }
}

/// An airline code: IATA (two characters, letters or digits, not two digits) or ICAO (three letters).
pub fn airline(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    let b = up.as_bytes();
    let iata = b.len() == 2
        && b.iter().all(u8::is_ascii_alphanumeric)
        && !b.iter().all(u8::is_ascii_digit);
    let icao = b.len() == 3 && b.iter().all(u8::is_ascii_uppercase);
    if iata || icao {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not an airline code (IATA: two letters or digits such as BA or U2; ICAO: three letters such as BAW)"
        )))
    }
}

/// An ISO 3166-1 alpha-2 country code.
pub fn country(s: &str) -> Result<String> {
    let up = s.trim().to_ascii_uppercase();
    if up.len() == 2 && up.bytes().all(|b| b.is_ascii_uppercase()) {
        Ok(up)
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a country code (two letters, ISO 3166-1, e.g. FR)"
        )))
    }
}

/// A city search keyword: 3 to 10 characters.
pub fn city_keyword(s: &str) -> Result<String> {
    let n = s.trim().chars().count();
    if (3..=10).contains(&n) {
        Ok(s.trim().to_string())
    } else {
        Err(Error::usage(format!(
            "the keyword {s:?} has {n} characters; the service takes 3 to 10"
        )))
    }
}

/// A location search keyword: the characters the service accepts, at least one.
pub fn location_keyword(s: &str) -> Result<String> {
    let t = s.trim();
    let ok = !t.is_empty()
        && t.chars()
            .all(|c| c.is_ascii_alphanumeric() || " ./:()'\"-".contains(c));
    if ok {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "the keyword {s:?} may hold only letters, digits, spaces and . / : ( ) ' \" -"
        )))
    }
}

pub fn latitude(s: &str) -> Result<f64> {
    coordinate(s, "latitude", 90.0)
}

pub fn longitude(s: &str) -> Result<f64> {
    coordinate(s, "longitude", 180.0)
}

fn coordinate(s: &str, what: &str, limit: f64) -> Result<f64> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (-limit..=limit).contains(&v) => Ok(v),
        _ => Err(Error::usage(format!(
            "{s:?} is not a {what}: a decimal number from -{limit} to {limit}"
        ))),
    }
}

/// A language tag of the form `xx` or `xx-XX`.
pub fn language(s: &str) -> Result<String> {
    let t = s.trim();
    let b = t.as_bytes();
    let ok = (b.len() == 2 && b.iter().all(u8::is_ascii_alphabetic))
        || (b.len() == 5
            && b[2] == b'-'
            && b[..2].iter().all(u8::is_ascii_alphabetic)
            && b[3..].iter().all(u8::is_ascii_alphabetic));
    if ok {
        Ok(t.to_string())
    } else {
        Err(Error::usage(format!(
            "{s:?} is not a language tag (e.g. en-GB or fr)"
        )))
    }
}

/// Adapt a checker to clap's `value_parser`, which wants `Result<T, String>`.
pub fn clap<T>(
    f: fn(&str) -> Result<T>,
) -> impl Fn(&str) -> std::result::Result<T, String> + Clone {
    move |s| f(s).map_err(|e| e.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_case_folded_and_shapes_enforced() {
        assert_eq!(iata("lhr").unwrap(), "LHR");
        assert!(iata("LH").is_err());
        assert!(iata("L1R").is_err());
        assert_eq!(airline("ba").unwrap(), "BA");
        assert_eq!(airline("u2").unwrap(), "U2");
        assert_eq!(airline("baw").unwrap(), "BAW");
        assert!(airline("12").is_err());
        assert!(airline("B").is_err());
        assert!(airline("BAWX").is_err());
    }

    #[test]
    fn keyword_length_is_three_to_ten() {
        assert!(city_keyword("PA").is_err());
        assert!(city_keyword("PAR").is_ok());
        assert!(city_keyword("ABCDEFGHIJ").is_ok());
        assert!(city_keyword("ABCDEFGHIJK").is_err());
    }

    #[test]
    fn coordinates_stay_in_range() {
        assert_eq!(latitude("51.5").unwrap(), 51.5);
        assert!(latitude("91").is_err());
        assert!(longitude("-180").is_ok());
        assert!(longitude("180.1").is_err());
        assert!(longitude("NaN").is_err());
        assert!(latitude("north").is_err());
    }

    #[test]
    fn language_tags() {
        assert!(language("en-GB").is_ok());
        assert!(language("fr").is_ok());
        assert!(language("english").is_err());
    }
}
