//! The thin HTTP layer: the client, the token, and the service's paths.

pub mod client;
pub mod paths;
pub mod token;

pub use client::{Client, Config, Response};

/// Query parameters in the order they are added; optional ones are skipped when absent.
#[derive(Debug, Default, Clone)]
pub struct Query(Vec<(&'static str, String)>);

impl Query {
    pub fn new() -> Self {
        Query::default()
    }

    pub fn set(mut self, key: &'static str, value: impl ToString) -> Self {
        self.0.push((key, value.to_string()));
        self
    }

    pub fn opt<T: ToString>(self, key: &'static str, value: Option<T>) -> Self {
        match value {
            Some(v) => self.set(key, v),
            None => self,
        }
    }

    /// A list sent comma-separated, as the service documents; skipped when empty.
    pub fn list<T: AsRef<str>>(self, key: &'static str, values: &[T]) -> Self {
        if values.is_empty() {
            return self;
        }
        let joined: Vec<&str> = values.iter().map(AsRef::as_ref).collect();
        self.set(key, joined.join(","))
    }

    pub fn pairs(&self) -> &[(&'static str, String)] {
        &self.0
    }
}
