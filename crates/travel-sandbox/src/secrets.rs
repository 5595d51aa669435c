//! Tenants' secrets, kept only as slow hashes: Argon2id with the parameters OWASP
//! recommends (19 MiB, two passes, one lane), as a PHC string with a salt of its own.
//! Someone who reads the state (a copy of the file, a dump of the database) learns no
//! secret, and guessing one costs each guess tens of milliseconds of a core.
//!
//! A client asks for a token every half hour or so, for the same credentials: a check
//! that succeeded is remembered, by a digest of the credentials and the hash it was
//! checked against, so only the first costs a hash. A new hash (the secret set anew)
//! is checked afresh.

use std::collections::HashMap;
use std::sync::Mutex;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sha2::{Digest, Sha256};

/// The hash of `secret` to keep, as a PHC string.
pub fn hash(secret: &str) -> Result<String, String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(secret.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| format!("the secret could not be hashed: {e}"))
}

/// Whether `secret` is the one `kept` (a PHC string) was made of. A hash that cannot
/// be read proves nothing.
fn matches(secret: &str, kept: &str) -> bool {
    PasswordHash::new(kept).is_ok_and(|h| {
        Argon2::default()
            .verify_password(secret.as_bytes(), &h)
            .is_ok()
    })
}

/// Checks that succeeded, remembered at most.
const REMEMBERED_MAX: usize = 100_000;

/// Checks of secrets, with those that succeeded remembered.
#[derive(Default)]
pub struct Checks {
    /// By the digest of the credentials checked (see `auth::digest`): the hash they
    /// matched.
    passed: Mutex<HashMap<String, String>>,
}

impl Checks {
    /// Whether `secret`, of the credentials whose digest is `credentials`, is the one
    /// `kept` was made of.
    pub fn check(&self, credentials: &str, secret: &str, kept: &str) -> bool {
        if self.passed().get(credentials).is_some_and(|h| h == kept) {
            return true;
        }
        if !matches(secret, kept) {
            return false;
        }
        self.remember(credentials, kept);
        true
    }

    /// Remember that the credentials whose digest is `credentials` match `kept` (just
    /// hashed from them).
    pub fn remember(&self, credentials: &str, kept: &str) {
        let mut passed = self.passed();
        if passed.len() >= REMEMBERED_MAX {
            passed.clear();
        }
        passed.insert(credentials.to_string(), kept.to_string());
    }

    fn passed(&self) -> std::sync::MutexGuard<'_, HashMap<String, String>> {
        self.passed.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The digest a token records of the credentials it was issued for: SHA-256 of the
/// state file's salt, the client id and the secret, so that the file never holds a
/// secret and the same secret reads differently in another file.
pub fn digest(salt: u64, client_id: &str, secret: &str) -> String {
    let mut hash = Sha256::new();
    hash.update(salt.to_le_bytes());
    // the id's length first: no id and secret run together into another pair's
    hash.update((client_id.len() as u64).to_le_bytes());
    hash.update(client_id.as_bytes());
    hash.update(secret.as_bytes());
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_kept_as_a_salted_slow_hash_and_checked_against_it() {
        let kept = hash("s3cret-of-team-a").unwrap();
        assert!(
            kept.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{kept}"
        );
        assert!(!kept.contains("s3cret"));
        assert_ne!(kept, hash("s3cret-of-team-a").unwrap(), "salted");
        let checks = Checks::default();
        assert!(checks.check("digest-a", "s3cret-of-team-a", &kept));
        assert!(!checks.check("digest-b", "s3cret-of-team-b", &kept));
        assert!(!checks.check("digest-c", "", &kept));
        assert!(!checks.check("digest-d", "x", "not a hash"));
        // remembered for the same hash only: a secret set anew is checked afresh
        let other = hash("another").unwrap();
        assert!(!checks.check("digest-a", "s3cret-of-team-a", &other));
    }

    #[test]
    fn a_digest_of_credentials_tells_apart_every_part_and_the_file() {
        let d = digest(7, "id", "secret");
        assert_eq!(d.len(), 64);
        assert!(!d.contains("secret"));
        assert_eq!(d, digest(7, "id", "secret"), "the same for the same");
        for other in [
            digest(8, "id", "secret"),
            digest(7, "id", "secreT"),
            digest(7, "ids", "ecret"),
            digest(7, "other", "secret"),
        ] {
            assert_ne!(d, other);
        }
    }
}
