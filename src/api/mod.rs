//! The thin HTTP layer: the client, the token, and the declarations of the service's
//! operations.

pub mod client;
pub mod ops;
pub mod token;

pub use client::{Client, Config, Reply};
