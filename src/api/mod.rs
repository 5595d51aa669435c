//! The thin HTTP layer: the client, the token, and the declarations of the service's
//! operations.

pub mod body;
pub mod client;
mod echo;

pub mod token;

pub use body::Body;
pub use client::{data_of, Client, Config, Reply};

use serde_json::Value;

/// The items of `data` as `T`; a body whose `data` is not an array of objects is an error
/// worth reporting rather than an empty table.
pub fn data_items<T: serde::de::DeserializeOwned>(body: &Value) -> crate::error::Result<Vec<T>> {
    match body.get("data") {
        // Deserialise from the borrowed values: a 250-offer body is megabytes.
        Some(Value::Array(items)) => items
            .iter()
            .map(T::deserialize)
            .collect::<Result<Vec<T>, _>>()
            .map_err(|e| unexpected_shape(&e.to_string())),
        Some(Value::Null) | None => Ok(Vec::new()),
        Some(_) => Err(unexpected_shape("`data` is not an array")),
    }
}

pub fn unexpected_shape(why: &str) -> crate::error::Error {
    crate::error::Error::new(
        crate::error::Kind::Unavailable,
        format!("the service's response has an unexpected shape ({why})"),
    )
    .with_hint("`--json` shows the body as received")
}
