//! The thin HTTP layer: the client, the token, and the declarations of the service's
//! operations.

pub mod client;
pub mod ops;
pub mod token;

pub use client::{Client, Config, Reply};

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

    /// The pairs as the query of an operation whose query type is not written yet.
    pub fn untyped(&self) -> ops::Untyped {
        let fields = self
            .0
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone().into()));
        serde_json::Value::Object(fields.collect())
    }
}
