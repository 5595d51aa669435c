//! Passports and identity cards stored beforehand for `travel mcp`, so that their
//! numbers never pass through the conversation.
//!
//! The person keeps them in the OS keyring (`travel wallet document NAME`), or puts
//! them in the server's environment (`TRAVEL_PASSPORTS`, as the card may be in
//! `TRAVEL_CARD_NUMBER`), one per traveller, named as the traveller is:
//! `John Smith=P:NUMBER:GB:2031-05-01:GB; Jane Smith=I:NUMBER:FR:2030-01-01`; the
//! environment wins. A booking tool hands the command the documents of its travellers
//! the way a script would (`--passport-stdin`), found by the names as they will be
//! ticketed, so `Zoë Müller` finds `ZOE MUELLER`. No message here ever carries a
//! number.

use crate::credentials::SecretStore;
use crate::error::{Error, Result};
use crate::travellers;
use crate::wallet::traveller as key;

/// Where they are stored.
pub const ENV: &str = "TRAVEL_PASSPORTS";

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
        travellers::parse_document(document.trim())
            .map_err(|e| Error::usage(format!("{ENV}: the document of {key}: {}", e.message)))?;
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
/// a line each, their document (from `stored`, else from the keyring `store`) or an
/// empty line.
pub fn stdin_for(
    travellers: &[String],
    stored: &[(String, String)],
    store: &dyn SecretStore,
) -> String {
    travellers
        .iter()
        .map(|t| {
            let Some(name) = travellers::parse_spec(t)
                .ok()
                .and_then(|o| key(&format!("{} {}", o.name.first_name, o.name.last_name)).ok())
            else {
                return String::new();
            };
            match stored.iter().find(|(k, _)| *k == name) {
                Some((_, d)) => d.clone(),
                None => crate::wallet::document(store, &name)
                    .map(|d| d.expose().to_string())
                    .unwrap_or_default(),
            }
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
        let keyring = crate::credentials::MemoryStore::default();
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
            &keyring,
        );
        assert_eq!(lines, format!("{DOC}\n\nI:98765432:FR:2034-01-01\n"));
    }

    #[test]
    fn the_environment_wins_over_the_keyring() {
        let keyring = crate::credentials::MemoryStore::default();
        for (who, doc) in [
            ("JOHN SMITH", "P:K1111111:GB:2034-01-01"),
            ("NOBODY KNOWN", DOC),
        ] {
            keyring
                .keep(
                    &crate::wallet::document_entry(who),
                    &crate::credentials::Secret::new(doc),
                )
                .unwrap();
        }
        let stored = parse("John Smith=I:98765432:FR:2034-01-01").unwrap();
        let travellers = [
            "Mr John Smith 1980-01-01".to_string(),
            "Mr Nobody Known 1980-01-01".to_string(),
        ];
        assert_eq!(
            stdin_for(&travellers, &stored, &keyring),
            format!("I:98765432:FR:2034-01-01\n{DOC}\n")
        );
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
