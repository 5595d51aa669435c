//! Passports and identity cards stored beforehand for `travel mcp`, so that their
//! numbers never pass through the conversation.
//!
//! The person puts them in the server's environment (`TRAVEL_PASSPORTS`, as the card
//! is in `TRAVEL_CARD_NUMBER`), one per traveller, named as the traveller is:
//! `John Smith=P:NUMBER:GB:2031-05-01:GB; Jane Smith=I:NUMBER:FR:2030-01-01`. A
//! booking tool hands the command the documents of its travellers the way a script
//! would (`--passport-stdin`), found by the names as they will be ticketed, so `Zoë
//! Müller` finds `ZOE MUELLER`. No message here ever carries a number.

use crate::commands::flights::travellers;
use crate::error::{Error, Result};

/// Where they are stored.
pub const ENV: &str = "TRAVEL_PASSPORTS";

/// A traveller's name as ticketed, first and last: the key a document is found by.
fn key(name: &str) -> Result<String> {
    let (_, n) = travellers::parse_name(name)?;
    let first = crate::names::first(&n.first_name, "a traveller")?;
    let last = crate::names::last(&n.last_name, "a traveller")?;
    Ok(format!("{first} {last}"))
}

/// The stored documents: (ticketed name, document as `--passport` takes it), each
/// checked for its shape. An entry is separated by `;` or a line end.
pub fn parse(text: &str) -> Result<Vec<(String, String)>> {
    let mut stored = Vec::new();
    for entry in text
        .split([';', '\n'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
    {
        let Some((name, document)) = entry.split_once('=') else {
            return Err(Error::usage(format!(
                "{ENV}: an entry has no `=` between the name and the document (NAME=TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY])"
            )));
        };
        let key = key(name.trim()).map_err(|e| Error::usage(format!("{ENV}: {}", e.message)))?;
        // the shape only, and never the number in what is said
        travellers::parse_document(document.trim()).map_err(|_| {
            Error::usage(format!(
                "{ENV}: the document of {key} is not TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY]"
            ))
        })?;
        stored.push((key, document.trim().to_string()));
    }
    Ok(stored)
}

/// The stored documents, from the environment (none when it is not set).
pub fn from_env() -> Result<Vec<(String, String)>> {
    match std::env::var(ENV) {
        Ok(text) => parse(&text),
        Err(_) => Ok(Vec::new()),
    }
}

/// What `--passport-stdin` reads for these travellers (`--traveler` values, in order):
/// a line each, their document or an empty line.
pub fn stdin_for(travellers: &[String], stored: &[(String, String)]) -> String {
    travellers
        .iter()
        .map(|t| {
            let name = travellers::parse_spec(t)
                .ok()
                .and_then(|o| key(&format!("{} {}", o.name.first_name, o.name.last_name)).ok());
            name.and_then(|n| stored.iter().find(|(k, _)| *k == n))
                .map(|(_, d)| d.clone())
                .unwrap_or_default()
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "P:X12345678:GB:2035-05-01:GB";

    #[test]
    fn documents_are_found_by_the_names_as_ticketed() {
        let stored = parse(&format!(
            "Zoë Müller={DOC}; John Smith = I:98765432:FR:2034-01-01"
        ))
        .unwrap();
        assert_eq!(stored[0].0, "ZOE MUELLER");
        let lines = stdin_for(
            &[
                "Ms Zoe Mueller 1990-01-01 <z@example.com> +441234567890".into(),
                "Mr Nobody Known 1980-01-01".into(),
                "Mr John Smith 1980-01-01".into(),
            ],
            &stored,
        );
        assert_eq!(lines, format!("{DOC}\n\nI:98765432:FR:2034-01-01\n"));
    }

    #[test]
    fn a_bad_entry_is_refused_without_its_number() {
        let e = parse("Jane Doe=P:SECRET99").unwrap_err();
        assert!(e.message.contains("JANE DOE"), "{}", e.message);
        assert!(!e.message.contains("SECRET99"), "{}", e.message);
        assert!(parse("Jane Doe P:X1:GB:2035-01-01").is_err());
        assert!(parse("").unwrap().is_empty());
    }
}
