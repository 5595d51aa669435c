//! The OAuth2 access token and its cache on disk.
//!
//! A script may call `travel` a hundred times in a row; each process would otherwise
//! fetch its own token. The cache keeps one token per (base URL, client id) in the
//! user cache directory, readable by the user only, until shortly before it expires.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Tokens are renewed this long before the service says they expire, so a token
/// never runs out between the check and the request.
const EXPIRY_MARGIN_SECS: i64 = 60;

#[derive(Clone, Serialize, Deserialize)]
pub struct Token {
    pub access_token: String,
    /// Unix seconds.
    pub expires_at: i64,
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never let a token reach a log through `{:?}`.
        write!(f, "Token(<redacted>, expires_at={})", self.expires_at)
    }
}

/// Zeroed when dropped: a bearer token is as good as the secret for its life.
impl Drop for Token {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.access_token);
    }
}

impl Token {
    pub fn from_response(access_token: String, expires_in: i64) -> Self {
        Token {
            access_token,
            expires_at: travel_core::clock::unix_seconds() + expires_in,
        }
    }

    pub fn is_fresh(&self) -> bool {
        travel_core::clock::unix_seconds() + EXPIRY_MARGIN_SECS < self.expires_at
    }
}

/// One cache file per base URL and client id.
pub struct TokenCache {
    path: PathBuf,
}

impl TokenCache {
    pub fn new(dir: &Path, base_url: &str, client_id: &str) -> Self {
        // The key is not secret, but hashing keeps odd characters out of the file name.
        let key = travel_core::stable::fnv1a(format!("{base_url}\n{client_id}").as_bytes());
        TokenCache {
            path: dir.join(format!("token-{key:016x}.json")),
        }
    }

    /// The cached token if there is one and it is still fresh. A damaged file is ignored.
    pub fn load(&self) -> Option<Token> {
        let text = fs::read_to_string(&self.path).ok()?;
        let token: Token = serde_json::from_str(&text).ok()?;
        token.is_fresh().then_some(token)
    }

    /// Write the token atomically with mode 0600, so a reader never sees half a file
    /// and no other user can read it. Failure is not fatal: the next process just
    /// fetches its own token.
    pub fn store(&self, token: &Token) -> std::io::Result<()> {
        crate::fsutil::write_atomic(&self.path, serde_json::to_string(token)?.as_bytes())
    }

    /// Forget the token (after the service refused it).
    pub fn clear(&self) {
        let _ = fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_loads_and_clears_with_private_mode() {
        let dir = tempfile::tempdir().unwrap();
        let cache = TokenCache::new(dir.path(), "http://x", "id");
        assert!(cache.load().is_none());
        cache
            .store(&Token::from_response("abc".into(), 1799))
            .unwrap();
        assert_eq!(cache.load().unwrap().access_token, "abc");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&cache.path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        cache.clear();
        assert!(cache.load().is_none());
    }

    #[test]
    fn a_token_about_to_expire_is_not_served() {
        let dir = tempfile::tempdir().unwrap();
        let cache = TokenCache::new(dir.path(), "http://x", "id");
        cache
            .store(&Token::from_response("abc".into(), 30))
            .unwrap();
        assert!(cache.load().is_none());
    }

    #[test]
    fn keys_differ_by_base_url_and_client() {
        let d = Path::new("/tmp");
        assert_ne!(
            TokenCache::new(d, "a", "id").path,
            TokenCache::new(d, "b", "id").path
        );
        assert_ne!(
            TokenCache::new(d, "a", "id").path,
            TokenCache::new(d, "a", "id2").path
        );
    }

    #[test]
    fn debug_never_shows_the_token() {
        let t = Token::from_response("supersecret".into(), 10);
        assert!(!format!("{t:?}").contains("supersecret"));
    }
}
