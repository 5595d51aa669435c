//! What is kept in the OS keyring for bookings made without a terminal (`travel mcp`):
//! a card, and travellers' passports or identity cards, so that their numbers never
//! pass through a conversation or a command line. `travel wallet` keeps them; the
//! environment (`TRAVEL_CARD_NUMBER`, `TRAVEL_PASSPORTS`) wins over the keyring, as it
//! does for the API credentials.

use crate::credentials::{Secret, SecretStore};
use crate::error::Result;
use crate::travellers;

/// The keyring entry of the card.
pub const CARD: &str = "card";

/// A traveller's name as ticketed, first and last (`Zoë Müller` → `ZOE MUELLER`): what
/// a document is kept and found by.
pub fn traveller(name: &str) -> Result<String> {
    let (_, n) = travellers::parse_name(name)?;
    let first = crate::names::first(&n.first_name, "the traveller")?;
    let last = crate::names::last(&n.last_name, "the traveller")?;
    Ok(format!("{first} {last}"))
}

/// The keyring entry of a traveller's document (`traveller` names them).
pub fn document_entry(traveller: &str) -> String {
    format!("document {traveller}")
}

/// The card kept in the keyring, if one is and the keyring can be read (a machine
/// without one simply has none kept).
pub fn card(store: &dyn SecretStore) -> Option<Secret> {
    store.kept(CARD).ok().flatten()
}

/// The document kept for a traveller (a name as ticketed), if any.
pub fn document(store: &dyn SecretStore, traveller: &str) -> Option<Secret> {
    store.kept(&document_entry(traveller)).ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::credentials::MemoryStore;

    #[test]
    fn documents_are_kept_by_the_name_as_ticketed() {
        let store = MemoryStore::default();
        let key = traveller("Ms Zoë Müller").unwrap();
        assert_eq!(key, "ZOE MUELLER");
        store
            .keep(&document_entry(&key), &Secret::new("P:X1:DE:2031-01-01"))
            .unwrap();
        let found = document(&store, &traveller("Zoe Mueller").unwrap()).unwrap();
        assert_eq!(found.expose(), "P:X1:DE:2031-01-01");
        assert!(document(&store, "JOHN SMITH").is_none());
        assert!(card(&store).is_none());
    }
}
