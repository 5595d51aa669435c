//! The one way the sandbox says no: status, code, title, detail and where the problem
//! is (a query parameter or a pointer into the body), sent as the service's error
//! envelope.

use std::fmt;

use travel_core::model::{ApiError, ErrorBody, ErrorSource};
use travel_core::ops::query::QueryError;

pub use travel_core::codes::{self, Code};

/// Where in the request the problem is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A query parameter (or header) by name.
    Parameter(String),
    /// A JSON pointer into the body.
    Pointer(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    pub status: u16,
    pub code: Code,
    pub detail: String,
    pub source: Option<Source>,
}

impl Rejection {
    pub fn new(status: u16, code: Code, detail: impl Into<String>) -> Self {
        Rejection {
            status,
            code,
            detail: detail.into(),
            source: None,
        }
    }

    /// 400 about a query parameter: `Rejection::param(codes::INVALID_FORMAT, "max", "...")`.
    pub fn param(code: Code, parameter: &str, detail: impl Into<String>) -> Self {
        Rejection::new(400, code, detail).with_parameter(parameter)
    }

    /// 400 pointing into the body: `Rejection::at(codes::INVALID_DATA, "/data/guests", "...")`.
    pub fn at(code: Code, pointer: &str, detail: impl Into<String>) -> Self {
        Rejection::new(400, code, detail).with_pointer(pointer)
    }

    /// A required query parameter is absent.
    pub fn missing(parameter: &str) -> Self {
        Rejection::param(
            codes::MANDATORY_DATA_MISSING,
            parameter,
            format!("Missing mandatory query parameter '{parameter}'"),
        )
    }

    /// 404: nothing answers this path.
    pub fn no_resource() -> Self {
        Rejection::new(
            404,
            codes::RESOURCE_NOT_FOUND,
            "The targeted resource doesn't exist",
        )
    }

    /// 429: more requests than the sandbox allows.
    pub fn too_many(detail: impl Into<String>) -> Self {
        Rejection::new(429, codes::TOO_MANY_REQUESTS, detail)
    }

    /// 500, as the service answers when something broke on its side.
    pub fn system(detail: impl Into<String>) -> Self {
        Rejection::new(500, codes::SYSTEM_ERROR, detail)
    }

    /// The same refusal under another status (409 for what is held already).
    pub fn with_status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }

    pub fn with_parameter(mut self, parameter: &str) -> Self {
        self.source = Some(Source::Parameter(parameter.to_string()));
        self
    }

    pub fn with_pointer(mut self, pointer: &str) -> Self {
        self.source = Some(Source::Pointer(pointer.to_string()));
        self
    }

    /// The service's error envelope.
    pub fn body(&self) -> ErrorBody {
        let source = self.source.as_ref().map(|s| match s {
            Source::Parameter(p) => ErrorSource {
                parameter: Some(p.clone()),
                ..Default::default()
            },
            Source::Pointer(p) => ErrorSource {
                pointer: Some(p.clone()),
                ..Default::default()
            },
        });
        ErrorBody {
            errors: vec![ApiError {
                status: Some(i64::from(self.status)),
                code: Some(self.code.number),
                title: Some(self.code.title.to_string()),
                detail: (!self.detail.is_empty()).then(|| self.detail.clone()),
                source,
            }],
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.status, self.code, self.detail)
    }
}

/// A failure of the storage is the service's 500; a database that cannot be reached
/// for now (restarting, every connection busy) its 503, which clients retry.
impl From<travel_store::Error> for Rejection {
    fn from(e: travel_store::Error) -> Self {
        if e.unavailable() {
            Rejection::new(503, codes::SYSTEM_ERROR, e.to_string())
        } else {
            Rejection::system(e.to_string())
        }
    }
}

/// A query that did not decode: the parameter it names, missing or malformed.
impl From<QueryError> for Rejection {
    fn from(e: QueryError) -> Self {
        match e {
            QueryError::Missing(p) => Rejection::missing(&p),
            QueryError::Invalid { parameter, message } => Rejection::param(
                codes::INVALID_FORMAT,
                &parameter,
                format!("{parameter}: {message}"),
            ),
        }
    }
}
