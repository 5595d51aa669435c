//! The service's two environments and their base URLs.
//!
//! A module of its own so that the credentials, the context and the clap tree can all
//! name an environment without reaching into each other; the origin saved results
//! record (which service made them) lives here for the same reason.

use clap::ValueEnum;

/// The two environments of the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Environment {
    /// The provider's test environment (test.api.amadeus.com): closed to self-service
    /// keys in July 2026, for enterprise access only
    Test,
    /// The production environment
    Production,
}

impl Environment {
    pub fn base_url(self) -> &'static str {
        match self {
            Environment::Test => "https://test.api.amadeus.com",
            Environment::Production => "https://api.amadeus.com",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Environment::Test => "test",
            Environment::Production => "production",
        }
    }
}

/// Where saved results came from, and where a run sends them: offers are good only at
/// the service that made them, and a sandbox offer sent to the real service would at
/// best be refused there.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Origin {
    /// `sandbox` (in-process), `test`, `production`, or the base URL.
    pub service: String,
    /// Whether it answered as the sandbox (a base URL may be `travel sandbox serve`).
    pub sandbox: bool,
}

impl Origin {
    pub fn words(&self) -> String {
        match (self.service.as_str(), self.sandbox) {
            ("sandbox", _) => "the sandbox (--sandbox)".into(),
            ("test", false) => "the test environment".into(),
            ("production", false) => "production".into(),
            (url, true) => format!("the sandbox at {url}"),
            (url, false) => url.to_string(),
        }
    }

    /// Whether results from `self` may be sent to `to`: the same service, or a sandbox
    /// to a sandbox (in-process or served: the same world).
    pub fn may_go_to(&self, to: &Origin) -> bool {
        self.service == to.service || (self.sandbox && to.sandbox)
    }
}
