//! The service's two environments and their base URLs.
//!
//! A module of its own so that the credentials, the context and the clap tree can all
//! name an environment without reaching into each other.

use clap::ValueEnum;

/// The two environments of the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Environment {
    /// The test environment: copied inventory, no real payment
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
