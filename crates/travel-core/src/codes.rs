//! The service's error codes, named once for both sides: the sandbox answers with them,
//! the client branches on them (the booking wizard on a price change, a sold-out
//! segment, a seat taken). Numbers and titles as the service sends them in
//! `errors[].code` and `errors[].title` (docs/interface.md, and the provider's published files).

use std::fmt;

/// One error code of the service: its number and the title the service gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Code {
    pub number: i64,
    pub title: &'static str,
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number, self.title)
    }
}

/// Declares each code as a constant and lists them all in [`ALL`].
macro_rules! codes {
    ($($(#[$doc:meta])* $name:ident = $number:literal, $title:literal;)*) => {
        $($(#[$doc])* pub const $name: Code = Code { number: $number, title: $title };)*
        /// Every code named here.
        pub const ALL: &[Code] = &[$($name),*];
    };
}

codes! {
    // What any operation may answer.
    /// A value of the wrong shape (a date, a code, a number).
    INVALID_FORMAT = 477, "INVALID FORMAT";
    MANDATORY_DATA_MISSING = 32171, "MANDATORY DATA MISSING";
    /// A value outside the ones allowed.
    INVALID_OPTION = 572, "INVALID OPTION";
    /// A date outside what the service accepts (in the past, too far ahead).
    INVALID_DATE = 425, "INVALID DATE";
    INVALID_DATA = 4926, "INVALID DATA RECEIVED";
    NOT_FOUND = 1797, "NOT FOUND";
    /// No such path, or no such resource at it (an order id).
    RESOURCE_NOT_FOUND = 38196, "Resource not found";
    INVALID_HEADER = 38191, "Invalid HTTP header";
    INVALID_TOKEN = 38190, "Invalid access token";
    EXPIRED_TOKEN = 38192, "Access token expired";
    SYSTEM_ERROR = 141, "SYSTEM ERROR HAS OCCURRED";
    /// 429: the gateway's rate limit.
    TOO_MANY_REQUESTS = 38194, "Too many requests";
    PARAMETER_COMBINATION = 2668, "PARAMETER COMBINATION INVALID/RESTRICTED";

    // Flights.
    /// A flight's class ran out between pricing and booking.
    SEGMENT_SELL_FAILURE = 34651, "SEGMENT SELL FAILURE";
    /// A seat or extra bag asked for is taken, or not sold with the fare.
    SERVICES_NOT_AVAILABLE = 38034, "ONE OR MORE SERVICES ARE NOT AVAILABLE";
    /// The grand total moved since the offer was priced: price it again.
    PRICE_DISCREPANCY = 37200, "PRICE DISCREPANCY";
    UPSELL_UNAVAILABLE = 39397, "UNABLE TO RETRIEVE UPSELL OFFER";

    // Hotels.
    INVALID_CITY_CODE = 1157, "INVALID CITY CODE";
    NOTHING_FOUND_FOR_CITY = 895, "NOTHING FOUND FOR REQUESTED CITY";
    PROPERTY_NOT_FOUND = 3237, "PROPERTY CODE NOT FOUND IN SYSTEM";
    PROPERTIES_NOT_FOUND = 913, "PROPERTIES NOT FOUND";
    INVALID_CURRENCY = 61, "INVALID CURRENCY CODE";
    MAX_STAY_EXCEEDED = 377, "MAX STAY DURATION IS EXCEEDED";
    INVALID_CHECK_IN = 381, "INVALID CHECK-IN DATE";
    INVALID_CHECK_OUT = 382, "INVALID CHECK-OUT DATE";
    INVALID_HOTEL_CODE = 392, "INVALID HOTEL CODE";
    INVALID_ADULTS = 397, "INVALID NUMBER OF ADULTS";
    CHECK_OUT_NOT_AFTER_CHECK_IN = 404, "CHECK_OUT DATE MUST BE FURTHER IN THE FUTURE THAN CHECK-IN DATE";
    CHECK_OUT_TOO_FAR = 431, "CHECK-OUT DATE IS TOO FAR IN THE FUTURE";
    /// The room of the offer is gone.
    NO_ROOMS = 3664, "NO ROOMS AVAILABLE AT REQUESTED PROPERTY";
    INVALID_PASSENGER_ASSOCIATION = 4725, "INVALID PASSENGER ASSOCIATION";
    ROOMS_MISMATCH = 33555, "NUMBER OF ROOMS MISMATCH BETWEEN SHOPPING AND BOOKING";
    OFFER_EXPIRED = 36803, "OFFERID HAS EXPIRED. PLEASE GET A NEW OFFERID AND TRY AGAIN";
    INVALID_CARD_TYPE = 1205, "INVALID CREDIT CARD TYPE";
    /// The hotel does not take this card for this offer.
    CARD_NOT_ACCEPTED = 3682, "CREDIT CARD NOT ACCEPTED AT HOTEL PROPERTY";
    CARD_EXPIRY_INVALID = 3871, "CREDIT CARD EXPIRATION DATE INVALID FOR CHECK IN DATE";
    // Hotel orders (HotelBooking v2) name some of these otherwise.
    INVALID_TYPE = 8612, "INVALID TYPE";
    OFFER_NOT_FOUND = 38420, "OFFER NOT FOUND";
    INVALID_OFFER_ID = 36801, "INVALID OFFER ID";
    GUARANTEE_REQUIRED = 1427, "GUARANTEE REQUIRED";
    DEPOSIT_REQUIRED = 1146, "DEPOSIT REQUIRED";
    INVALID_PAYMENT_METHOD = 38592, "INVALID METHOD OF PAYMENT";
    NO_CARD_NUMBER = 1240, "NO CREDIT CARD NUMBER GIVEN";
    INVALID_CARD_NUMBER = 8517, "INVALID CREDIT CARD NUMBER";
    CARD_DATE_ERROR = 24550, "ERROR IN CREDIT CARD DATE /DP-";
    NO_ADULT = 27530, "AT LEAST ONE ADULT IS REQUIRED";
}

/// The named code with this number, if it is one named here.
pub fn by_number(number: i64) -> Option<Code> {
    ALL.iter().copied().find(|c| c.number == number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_named_once_with_a_title() {
        let mut numbers: Vec<i64> = ALL.iter().map(|c| c.number).collect();
        numbers.sort_unstable();
        numbers.dedup();
        assert_eq!(numbers.len(), ALL.len(), "a number named twice");
        assert!(ALL.iter().all(|c| !c.title.trim().is_empty()));
        assert_eq!(by_number(37200), Some(PRICE_DISCREPANCY));
        assert_eq!(by_number(1), None);
        assert_eq!(PRICE_DISCREPANCY.to_string(), "37200 PRICE DISCREPANCY");
    }
}
