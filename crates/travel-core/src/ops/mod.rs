//! Every operation of the service, declared once: method, path, whether it may be
//! resent, and the types of its query, body and response data.
//!
//! Both sides read these declarations. The client calls `Client::call::<Op>()` and gets
//! the typed data back; the sandbox registers a handler with `router.on::<Op>()`. No
//! path, method or resend policy is written anywhere else.
//!
//! A declaration per domain file:
//!
//! ```text
//! pub struct SearchCities;
//! impl Operation for SearchCities {
//!     const METHOD: Method = Method::Get;
//!     const PATH: &'static str = "/v1/reference-data/locations/cities";
//!     type Query = location::CitySearch;
//!     type Body = NoBody;
//!     type Data = Vec<location::Location>;
//! }
//! ```
//!
//! A `{name}` segment in `PATH` is filled from the query field of that name (and taken
//! out of the query string); the sandbox puts it back when it decodes the request.

pub mod query;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The service's path for the OAuth2 token. Not an [`Operation`]: it is form-encoded
/// and answers outside the envelope.
pub const TOKEN_PATH: &str = "/v1/security/oauth2/token";

/// Responses from the built-in sandbox carry this header, so the client's output can
/// say so.
pub const SANDBOX_HEADER: &str = "x-travel-sandbox";

/// How an operation goes over HTTP, and so whether the client may send it again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// A read: retried on 429, 5xx and broken connections.
    Get,
    /// A POST that only reads (searches, pricing): carries `X-HTTP-Method-Override: POST`
    /// as the service requires, and is retried like a GET.
    PostSearch,
    /// A POST that changes something (a booking): sent exactly once, whatever happens.
    PostOnce,
    /// A DELETE (a cancellation): sent exactly once.
    Delete,
    /// A PUT that replaces what is there (the sandbox's clock, a tenant's state): the
    /// same result however often it is sent, so retried like a read.
    Put,
}

impl Method {
    pub const fn http(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::PostSearch | Method::PostOnce => "POST",
            Method::Delete => "DELETE",
            Method::Put => "PUT",
        }
    }

    /// Whether sending it twice changes nothing on the service.
    pub const fn may_resend(self) -> bool {
        matches!(self, Method::Get | Method::PostSearch | Method::Put)
    }

    /// Whether the request must carry `X-HTTP-Method-Override`.
    pub const fn overridden(self) -> bool {
        matches!(self, Method::PostSearch)
    }
}

/// One operation of the service.
pub trait Operation: 'static {
    const METHOD: Method;
    /// The path, with `{name}` for a segment taken from the query field `name`.
    const PATH: &'static str;
    /// The status of a successful answer.
    const STATUS: u16 = 200;
    /// Query parameters (and path segments), encoded by [`query`].
    type Query: Serialize + DeserializeOwned;
    /// The JSON body; [`NoBody`] for GET and DELETE.
    type Body: Serialize + DeserializeOwned;
    /// What `data` holds in a successful answer.
    type Data: Serialize + DeserializeOwned;
}

/// An operation without a body (GET, DELETE, a POST that carries nothing). Sent as no
/// body at all; whatever a client sends anyway (`{}`, as SDKs' generic POST does) is
/// read and let go.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct NoBody;

impl<'de> Deserialize<'de> for NoBody {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<NoBody, D::Error> {
        serde::de::IgnoredAny::deserialize(d).map(|_| NoBody)
    }
}

/// An operation without query parameters (the POSTs): sends none, and reads any as none.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct NoQuery {}

/// The name of a `{name}` segment of a path, or `None` for a literal segment.
pub fn placeholder(segment: &str) -> Option<&str> {
    segment.strip_prefix('{')?.strip_suffix('}')
}

pub mod flights;
pub mod hotels;
pub mod insights;
pub mod reference;
pub mod sandbox;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_reads_may_be_resent() {
        assert!(Method::Get.may_resend() && Method::PostSearch.may_resend());
        assert!(!Method::PostOnce.may_resend() && !Method::Delete.may_resend());
        assert!(Method::Put.may_resend() && !Method::Put.overridden());
        assert!(Method::PostSearch.overridden() && !Method::PostOnce.overridden());
    }
}
