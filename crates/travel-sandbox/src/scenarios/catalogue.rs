//! The catalogue itself: one entry per outcome. The examples run against the in-process
//! sandbox (`--sandbox`) from a fixed search, except the token's, which needs a server
//! that outlives one run (`travel sandbox serve --port 8000`).

use super::{Outcome, Scenario, Trigger};
use crate::reject::codes;
use travel_world::flights::pricing::{PRICE_UP_DAY, SOLD_OUT_DAY};

/// The search the booking examples book its first offer of: a domestic trip, so no
/// passport is asked, on a day no pricing scenario falls on.
const SEARCH: &str = "travel --sandbox flights search MAD BCN 2027-01-15";

/// `travel flights book 1` for one traveller of this surname, after `global` options.
macro_rules! book_as {
    ($surname:literal) => {
        book_as!("", $surname)
    };
    ($global:literal, $surname:literal) => {
        concat!(
            "travel --sandbox ",
            $global,
            "flights book 1 --traveler \"Ms Ada ",
            $surname,
            " 1985-12-10 <ada@example.com> +447700900123\" --yes"
        )
    };
}

/// `travel hotels offers` for one night at a hotel id.
macro_rules! hotel_offers {
    ($id:literal) => {
        concat!(
            "travel --sandbox hotels offers ",
            $id,
            " --check-in 2027-01-15"
        )
    };
}

/// Booking the first hotel offer of the last search, by card.
const BOOK_HOTEL: &str = "TRAVEL_CARD_NUMBER=4111111111111111 travel --sandbox hotels book 1 \
     --guest \"Mr Sam Guest <sam@example.com> +33123456789\" --card-expiry 2030-12 --yes";

pub const CATALOGUE: &[Scenario] = &[
    Scenario {
        outcome: Outcome::NoOffers,
        title: "No offers for a route",
        trigger: Trigger::SameCity,
        how: "a route between two airports of one city (LHR-LGW, JFK-LGA, CDG-ORY)",
        status: 200,
        code: None,
        before: &[],
        example: "travel --sandbox flights search LHR LGW 2027-01-15",
        exit: 0,
        shows: "no flight offers match this search",
    },
    Scenario {
        outcome: Outcome::PriceUp,
        title: "The price changed between search and pricing",
        trigger: Trigger::DepartureDay(PRICE_UP_DAY),
        how: "first flight departs on the 13th of a month (8% dearer; the 27th: 5% cheaper)",
        status: 200,
        code: None,
        before: &["travel --sandbox flights search MAD BCN 2027-01-13"],
        example: "travel --sandbox flights price 1",
        exit: 0,
        shows: "price: UP by",
    },
    Scenario {
        outcome: Outcome::PriceDiscrepancy,
        title: "The price changed between pricing and booking",
        trigger: Trigger::Surname("PRICECHANGE"),
        how: "a traveller surnamed PRICECHANGE (the total is 3% dearer at booking)",
        status: 400,
        code: Some(codes::PRICE_DISCREPANCY),
        before: &[SEARCH],
        example: book_as!("PRICECHANGE"),
        exit: 3,
        shows: "the price changed since pricing",
    },
    Scenario {
        outcome: Outcome::SellFailure,
        title: "The seats ran out",
        trigger: Trigger::DepartureDay(SOLD_OUT_DAY),
        how: "first flight departs on the 29th of a month",
        status: 400,
        code: Some(codes::SEGMENT_SELL_FAILURE),
        before: &["travel --sandbox flights search MAD BCN 2027-01-29"],
        example: "travel --sandbox flights price 1",
        exit: 3,
        shows: "no seats left",
    },
    Scenario {
        outcome: Outcome::SeatTaken,
        title: "A seat or bag asked is no longer available at booking",
        trigger: Trigger::Surname("SEATTAKEN"),
        how: "a traveller surnamed SEATTAKEN",
        status: 400,
        code: Some(codes::SERVICES_NOT_AVAILABLE),
        before: &[SEARCH],
        example: book_as!("SEATTAKEN"),
        exit: 3,
        shows: "taken or withdrawn meanwhile",
    },
    Scenario {
        outcome: Outcome::Ticketed,
        title: "The order is already ticketed: cancelling is refused",
        trigger: Trigger::Surname("TICKETED"),
        how: "a traveller surnamed TICKETED (the order is ticketed when it is made)",
        status: 400,
        code: Some(codes::INVALID_DATA),
        before: &[SEARCH, book_as!("TICKETED")],
        example: "travel --sandbox order cancel <reference> --yes",
        exit: 3,
        shows: "contact the consolidator",
    },
    Scenario {
        outcome: Outcome::HotelSoldOut,
        title: "The hotel sold out between search and booking",
        trigger: Trigger::HotelIdEnding("FUL"),
        how: "a hotel id ending in FUL (MCPARFUL)",
        status: 400,
        code: Some(codes::NO_ROOMS),
        before: &[hotel_offers!("MCPARFUL")],
        example: BOOK_HOTEL,
        exit: 3,
        shows: "sold meanwhile",
    },
    Scenario {
        outcome: Outcome::HotelTakesNoCards,
        title: "The hotel takes no cards",
        trigger: Trigger::HotelIdEnding("CSH"),
        how: "a hotel id ending in CSH (MCPARCSH): its offers accept TRAVEL_AGENT_ID only; a booking by card is refused",
        status: 400,
        code: Some(codes::CARD_NOT_ACCEPTED),
        before: &[hotel_offers!("MCPARCSH")],
        example: BOOK_HOTEL,
        exit: 2,
        shows: "takes no card payment",
    },
    Scenario {
        outcome: Outcome::RateLimited,
        title: "Rate limited",
        trigger: Trigger::Surname("RATELIMITED"),
        how: "a traveller or guest surnamed RATELIMITED (with `Retry-After: 5`)",
        status: 429,
        code: Some(codes::TOO_MANY_REQUESTS),
        before: &[SEARCH],
        example: book_as!("RATELIMITED"),
        exit: 5,
        shows: "wait 5 s",
    },
    Scenario {
        outcome: Outcome::SystemError,
        title: "The service failed",
        trigger: Trigger::Surname("SYSTEMERROR"),
        how: "a traveller or guest surnamed SYSTEMERROR (nothing is booked)",
        status: 500,
        code: Some(codes::SYSTEM_ERROR),
        before: &[SEARCH],
        example: book_as!("SYSTEMERROR"),
        exit: 6,
        shows: "MAY EXIST",
    },
    Scenario {
        outcome: Outcome::SlowAnswer,
        title: "A slow answer, past the client's timeout",
        trigger: Trigger::Surname("SLOWANSWER"),
        how: "a traveller or guest surnamed SLOWANSWER (the answer, made at once, is sent 15 s late)",
        status: 201,
        code: None,
        before: &[SEARCH],
        example: book_as!("--timeout 2 ", "SLOWANSWER"),
        exit: 6,
        shows: "did not answer in time",
    },
    Scenario {
        outcome: Outcome::ExpiredToken,
        title: "The access token expired",
        trigger: Trigger::ClientId("EXPIREDTOKEN"),
        how: "client id EXPIREDTOKEN (any secret): its tokens are expired when issued",
        status: 401,
        code: Some(codes::EXPIRED_TOKEN),
        before: &[],
        example: "AMADEUS_CLIENT_ID=EXPIREDTOKEN AMADEUS_CLIENT_SECRET=any travel --base-url http://127.0.0.1:8000 airlines lookup BA",
        exit: 4,
        shows: "38192",
    },
];
