//! One error type for the whole tool, and the table of exit codes.
//!
//! Exit codes are part of the interface: scripts branch on them. The same table
//! appears in the README and in `travel --help`; a test keeps the three in step.

use travel_core::codes::{self, Code};

/// What went wrong, as a script needs to know it. Each kind maps to one exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A bug or an unforeseen condition.
    Unexpected,
    /// Bad usage or input refused before any request was sent.
    Usage,
    /// The service rejected the request (a 4xx other than 401 and 429).
    Rejected,
    /// No credentials, or the service refused them.
    Auth,
    /// Still rate-limited after the retries.
    RateLimited,
    /// The service or the network is unavailable (5xx, timeout, connection).
    Unavailable,
    /// stdout was closed by the reader (`travel ... | head`): not a failure.
    PipeClosed,
    /// The person said no at a booking or cancellation prompt, or left the booking
    /// wizard (Esc, Ctrl-C): nothing was sent.
    Declined,
    /// `travel bookings due` listed something to do within its window: not a failure,
    /// a signal for cron and scripts.
    Due,
    /// `travel bookings due` listed a deadline already passed.
    Overdue,
    /// A program the command hands work to is not installed (Chromium for
    /// `itinerary --pdf`): nothing was written.
    Missing,
}

impl Kind {
    pub fn exit_code(self) -> u8 {
        match self {
            Kind::Unexpected => 1,
            Kind::Usage => 2,
            Kind::Rejected => 3,
            Kind::Auth => 4,
            Kind::RateLimited => 5,
            Kind::Unavailable => 6,
            Kind::PipeClosed => 0,
            Kind::Declined => 7,
            Kind::Due => 8,
            Kind::Overdue => 9,
            Kind::Missing => 10,
        }
    }
}

/// The exit-code table as text, a macro so `--help` can `concat!` it at compile time.
macro_rules! exit_codes_text {
    () => {
        "\
Exit codes:
  0  success (an empty result is a success too)
  1  unexpected error
  2  bad usage or input, refused before any request was sent
  3  the service rejected the request (4xx)
  4  authentication: no credentials, or the service refused them
  5  rate-limited after retries
  6  service or network unavailable, or a broken answer (5xx, timeout, bad body)
  7  declined at a booking or cancellation prompt, or left `travel book`: nothing was sent
  8  `bookings due`: something falls due within the window
  9  `bookings due`: a deadline has passed (overdue)
 10  a program the command needs is not installed (Chromium for `--pdf`): nothing written"
    };
}
pub(crate) use exit_codes_text;

/// An error with a message for a person, an optional hint on the way out,
/// and the kind that decides the exit code.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    pub kind: Kind,
    pub message: String,
    pub hint: Option<String>,
    /// The service's error numbers, when the service refused (`codes::PRICE_DISCREPANCY`,
    /// `codes::SEGMENT_SELL_FAILURE`...): what the booking wizard branches on to send the
    /// person back to the step that fixes it. Numbers, not `Code`s: the service may send
    /// one that is not named.
    pub codes: Vec<i64>,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn new(kind: Kind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
            hint: None,
            codes: Vec::new(),
        }
    }

    /// Input refused before any request (exit 2).
    pub fn usage(message: impl Into<String>) -> Self {
        Error::new(Kind::Usage, message)
    }

    pub fn unexpected(message: impl Into<String>) -> Self {
        Error::new(Kind::Unexpected, message)
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn exit_code(&self) -> u8 {
        self.kind.exit_code()
    }

    /// Whether the service refused with this error code.
    pub fn has_code(&self, code: Code) -> bool {
        self.codes.contains(&code.number)
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return Error::new(Kind::PipeClosed, "stdout closed");
        }
        Error::unexpected(format!("I/O error: {e}"))
    }
}

impl From<anyhow::Error> for Error {
    fn from(e: anyhow::Error) -> Self {
        match e.downcast::<Error>() {
            Ok(err) => err,
            Err(e) => Error::unexpected(format!("{e:#}")),
        }
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        if e.io_error_kind() == Some(std::io::ErrorKind::BrokenPipe) {
            return Error::new(Kind::PipeClosed, "stdout closed");
        }
        Error::unexpected(format!("JSON error: {e}"))
    }
}

/// A hint for the service error codes whose way out the interface names (docs/interface.md).
pub fn hint_for_service_code(number: i64) -> Option<&'static str> {
    Some(match codes::by_number(number)? {
        codes::PRICE_DISCREPANCY => "the price changed: reprice the offer (`travel flights price`) and book the new total",
        codes::NO_ROOMS => "the offer is no longer available: pick another offer (`travel hotels offers ...` again)",
        codes::SEGMENT_SELL_FAILURE => "this segment could not be sold: try another flight",
        codes::SERVICES_NOT_AVAILABLE => "the airline does not permit this service (a bag the fare does not sell, or a seat taken meanwhile): drop it, or choose a free seat (`travel flights seats N`), and try again",
        codes::CARD_NOT_ACCEPTED => "the hotel does not take this card for this offer: use another card, or choose an offer paid by card (`travel hotels offer N` lists the cards)",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_distinct_code_listed_in_the_table() {
        let kinds = [
            Kind::Unexpected,
            Kind::Usage,
            Kind::Rejected,
            Kind::Auth,
            Kind::RateLimited,
            Kind::Unavailable,
            Kind::Declined,
            Kind::Due,
            Kind::Overdue,
            Kind::Missing,
        ];
        let mut codes: Vec<u8> = kinds.iter().map(|k| k.exit_code()).collect();
        for code in &codes {
            assert!(
                exit_codes_text!().contains(&format!("\n {code:>2}  ")),
                "{code} missing"
            );
        }
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), kinds.len());
    }

    #[test]
    fn hints_exist_for_the_documented_codes_only() {
        for code in [
            codes::PRICE_DISCREPANCY,
            codes::NO_ROOMS,
            codes::SEGMENT_SELL_FAILURE,
            codes::SERVICES_NOT_AVAILABLE,
            codes::CARD_NOT_ACCEPTED,
        ] {
            assert!(hint_for_service_code(code.number).is_some(), "{code}");
        }
        assert!(hint_for_service_code(codes::INVALID_FORMAT.number).is_none());
        assert!(hint_for_service_code(99_999).is_none());
    }
}
