//! Where the API key and secret come from: the environment (the names the official
//! SDKs use), else the OS keyring. Never a plain file, never a command-line argument.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::environment::Environment;
use crate::error::{Error, Kind, Result};

pub const ENV_CLIENT_ID: &str = "AMADEUS_CLIENT_ID";
pub const ENV_CLIENT_SECRET: &str = "AMADEUS_CLIENT_SECRET";

/// The keyring service name; the entry's user is the environment name.
const KEYRING_SERVICE: &str = "travel";

/// A string that never prints itself, zeroed when dropped.
#[derive(Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

/// Zeroed when dropped, so the secret does not linger in freed memory.
impl Drop for Secret {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Environment,
    Keyring,
    /// The built-in sandbox accepts any credentials; these are fixed.
    Sandbox,
}

impl Source {
    pub fn describe(self) -> &'static str {
        match self {
            Source::Environment => "environment (AMADEUS_CLIENT_ID / AMADEUS_CLIENT_SECRET)",
            Source::Keyring => "OS keyring",
            Source::Sandbox => "built-in sandbox (no credentials needed)",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Credentials {
    pub client_id: String,
    pub client_secret: Secret,
    #[serde(skip, default = "keyring_source")]
    pub source: Source,
}

fn keyring_source() -> Source {
    Source::Keyring
}

impl Credentials {
    pub fn sandbox() -> Self {
        Credentials {
            client_id: travel_sandbox::control::DEFAULT_CLIENT.into(),
            client_secret: Secret::new(travel_sandbox::control::DEFAULT_SECRET),
            source: Source::Sandbox,
        }
    }
}

/// Storage for credentials, behind a trait so the logic is testable without a keyring.
pub trait SecretStore {
    fn load(&self, env: Environment) -> Result<Option<Credentials>>;
    fn save(&self, env: Environment, creds: &Credentials) -> Result<()>;
    /// Returns whether there was anything to remove.
    fn remove(&self, env: Environment) -> Result<bool>;
    /// Another secret kept under `name` (a card, a traveller's document: `wallet`).
    fn kept(&self, name: &str) -> Result<Option<Secret>>;
    fn keep(&self, name: &str, value: &Secret) -> Result<()>;
    /// Returns whether there was anything to forget.
    fn forget(&self, name: &str) -> Result<bool>;
}

/// The OS keyring (Keychain, Credential Manager, Secret Service).
pub struct OsKeyring;

impl OsKeyring {
    fn entry(env: Environment) -> Result<keyring::Entry> {
        keyring::Entry::new(KEYRING_SERVICE, env.name()).map_err(keyring_error)
    }
}

impl SecretStore for OsKeyring {
    fn kept(&self, name: &str) -> Result<Option<Secret>> {
        let entry = keyring::Entry::new(KEYRING_SERVICE, name).map_err(keyring_error)?;
        match entry.get_password() {
            Ok(text) => Ok(Some(Secret::new(text))),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(keyring_error(e)),
        }
    }

    fn keep(&self, name: &str, value: &Secret) -> Result<()> {
        keyring::Entry::new(KEYRING_SERVICE, name)
            .and_then(|e| e.set_password(value.expose()))
            .map_err(keyring_error)
    }

    fn forget(&self, name: &str) -> Result<bool> {
        let entry = keyring::Entry::new(KEYRING_SERVICE, name).map_err(keyring_error)?;
        match entry.delete_credential() {
            Ok(()) => Ok(true),
            Err(keyring::Error::NoEntry) => Ok(false),
            Err(e) => Err(keyring_error(e)),
        }
    }

    fn load(&self, env: Environment) -> Result<Option<Credentials>> {
        let entry = Self::entry(env)?;
        match entry.get_password() {
            Ok(text) => {
                // the entry's JSON holds the secret: zeroed once read
                let text = zeroize::Zeroizing::new(text);
                let creds: Credentials = serde_json::from_str(&text).map_err(|_| {
                    Error::new(Kind::Auth, "the keyring entry for travel is damaged")
                        .with_hint("run `travel auth login` again")
                })?;
                Ok(Some(creds))
            }
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(keyring_error(e)),
        }
    }

    fn save(&self, env: Environment, creds: &Credentials) -> Result<()> {
        let text = zeroize::Zeroizing::new(serde_json::to_string(creds)?);
        Self::entry(env)?.set_password(&text).map_err(keyring_error)
    }

    fn remove(&self, env: Environment) -> Result<bool> {
        match Self::entry(env)?.delete_credential() {
            Ok(()) => Ok(true),
            Err(keyring::Error::NoEntry) => Ok(false),
            Err(e) => Err(keyring_error(e)),
        }
    }
}

fn keyring_error(e: keyring::Error) -> Error {
    let why = match &e {
        keyring::Error::NoDefaultStore => {
            "no keyring service is available on this machine".to_string()
        }
        keyring::Error::NoStorageAccess(inner) => {
            format!("the keyring is not accessible ({inner})")
        }
        keyring::Error::PlatformFailure(inner) => format!("the keyring service failed ({inner})"),
        other => format!("keyring error: {other}"),
    };
    Error::new(Kind::Auth, why).with_hint(format!(
        "set {ENV_CLIENT_ID} and {ENV_CLIENT_SECRET} in the environment instead (travel never writes secrets to a plain file)"
    ))
}

/// Credentials from the environment, if both variables are set.
pub fn from_env() -> Option<Credentials> {
    let id = std::env::var(ENV_CLIENT_ID)
        .ok()
        .filter(|s| !s.is_empty())?;
    let secret = std::env::var(ENV_CLIENT_SECRET)
        .ok()
        .filter(|s| !s.is_empty())?;
    Some(Credentials {
        client_id: id,
        client_secret: Secret::new(secret),
        source: Source::Environment,
    })
}

/// The environment first, then the store. With neither, an error that names the ways
/// out: for `base_url` when one is given, else for the environment.
pub fn resolve(
    env: Environment,
    base_url: Option<&str>,
    store: &dyn SecretStore,
) -> Result<Credentials> {
    if let Some(c) = from_env() {
        return Ok(c);
    }
    let half_set =
        std::env::var_os(ENV_CLIENT_ID).is_some() != std::env::var_os(ENV_CLIENT_SECRET).is_some();
    // An unavailable keyring is the same as an empty one here: the message below names
    // the environment variables, which is the way out on such a machine.
    if let Ok(Some(c)) = store.load(env) {
        return Ok(c);
    }
    let mut msg = match base_url {
        Some(url) => format!("no credentials for {url}"),
        None => format!("no credentials for the {} environment", env.name()),
    };
    if half_set {
        msg.push_str(&format!(
            " ({ENV_CLIENT_ID} and {ENV_CLIENT_SECRET} must both be set)"
        ));
    }
    if base_url.is_some() {
        return Err(Error::new(Kind::Auth, msg).with_hint(format!(
            "run `travel auth login`, or set {ENV_CLIENT_ID} and {ENV_CLIENT_SECRET}; a `travel sandbox serve` on another machine takes any ({ENV_CLIENT_ID}=any {ENV_CLIENT_SECRET}=any); for the built-in sandbox, --sandbox"
        )));
    }
    let hint = match env {
        // the provider's test environment is gone: the ways forward, not a login to it
        Environment::Test => {
            msg.push_str(&format!(
                "; the provider closed its test environment with its self-service portal on {CLOSED}"
            ));
            format!(
                "add --sandbox for the built-in sandbox (the same interface, offline), or --base-url URL for a `travel sandbox serve`; with enterprise access, `travel auth login --env production` or {ENV_CLIENT_ID} and {ENV_CLIENT_SECRET} with --env production"
            )
        }
        Environment::Production => format!(
            "run `travel auth login --env production`, or set {ENV_CLIENT_ID} and {ENV_CLIENT_SECRET}; without enterprise access, add --sandbox for the built-in sandbox"
        ),
    };
    Err(Error::new(Kind::Auth, msg).with_hint(hint))
}

/// The day the provider closed its self-service portal, its keys and its test
/// environment.
pub const CLOSED: &str = "2026-07-17";

/// An in-memory store for tests (`Ctx::with_doubles`).
#[cfg(test)]
#[derive(Default)]
pub struct MemoryStore(std::cell::RefCell<std::collections::HashMap<String, String>>);

#[cfg(test)]
impl SecretStore for MemoryStore {
    fn load(&self, env: Environment) -> Result<Option<Credentials>> {
        Ok(self
            .0
            .borrow()
            .get(env.name())
            .map(|t| serde_json::from_str(t).unwrap()))
    }
    fn save(&self, env: Environment, creds: &Credentials) -> Result<()> {
        self.0.borrow_mut().insert(
            env.name().to_string(),
            serde_json::to_string(creds).unwrap(),
        );
        Ok(())
    }
    fn remove(&self, env: Environment) -> Result<bool> {
        Ok(self.0.borrow_mut().remove(env.name()).is_some())
    }
    fn kept(&self, name: &str) -> Result<Option<Secret>> {
        Ok(self.0.borrow().get(name).map(|v| Secret::new(v.clone())))
    }
    fn keep(&self, name: &str, value: &Secret) -> Result<()> {
        self.0
            .borrow_mut()
            .insert(name.to_string(), value.expose().to_string());
        Ok(())
    }
    fn forget(&self, name: &str) -> Result<bool> {
        Ok(self.0.borrow_mut().remove(name).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_never_prints() {
        let c = Credentials {
            client_id: "id".into(),
            client_secret: Secret::new("hunter2"),
            source: Source::Keyring,
        };
        assert!(!format!("{c:?}").contains("hunter2"));
    }

    #[test]
    fn store_round_trip_is_per_environment() {
        let store = MemoryStore::default();
        let c = Credentials {
            client_id: "id".into(),
            client_secret: Secret::new("s"),
            source: Source::Keyring,
        };
        store.save(Environment::Test, &c).unwrap();
        assert!(store.load(Environment::Production).unwrap().is_none());
        let back = store.load(Environment::Test).unwrap().unwrap();
        assert_eq!(back.client_secret, Secret::new("s"));
        assert_eq!(back.source, Source::Keyring);
        assert!(store.remove(Environment::Test).unwrap());
        assert!(!store.remove(Environment::Test).unwrap());
    }
}
