//! The records the provider's documentation names, there in every tenant, the way a
//! test airline gives fixed outcomes: an app's tests written from the published
//! examples (the curl examples of amadeus4dev/amadeus-code-examples, the OpenAPI
//! files' `x-example` and `example` values) find what they ask for.
//!
//! - Hotel offers: each documented offer id is an offer of the documented hotel's id
//!   (`MCLONGHM`, a London Marriott here as in the files), checking in a month after the
//!   tenant's today for two nights, one adult, one room: it can be rechecked and
//!   booked like any offer, and stays current as the clock moves.
//! - Flight orders: each documented order id is an order of the tenant's, made the
//!   first time the tenant names it (see `ops::flights::orders`); it can be read,
//!   its seat maps drawn and cancelled, and a reset of the tenant brings it back.

use chrono::{Duration, NaiveDate};

use travel_world::hotels::offers::OfferKey;

/// The hotel the documented hotel offers are of.
pub const HOTEL: &str = "MCLONGHM";

/// The documented hotel offer ids, and where each is documented.
pub const HOTEL_OFFERS: &[(&str, &str)] = &[
    (
        "TSXOJ6LFQ2",
        "HotelSearch v3, GET /shopping/hotel-offers/{offerId}",
    ),
    ("NRPQNQBOJM", "HotelBooking v1, the request's example"),
    (
        "FBBA8AF0721F59AA19C68FDA7FEBEA8AD6B781236BD7DCB8009325FBAE96006B",
        "the hotel booking curl example (v1)",
    ),
];

/// How far after today a documented hotel offer checks in.
const CHECK_IN_AFTER_DAYS: i64 = 30;

/// The offer a documented hotel offer id stands for on `today`, if `id` is one.
pub fn hotel_offer(id: &str, today: NaiveDate) -> Option<OfferKey> {
    HOTEL_OFFERS
        .iter()
        .any(|(known, _)| *known == id)
        .then(|| OfferKey {
            hotel_id: HOTEL.to_string(),
            check_in: today + Duration::days(CHECK_IN_AFTER_DAYS),
            nights: 2,
            room: 0,
            rate: 0,
            adults: 1,
            rooms: 1,
            currency: None,
        })
}

/// A documented flight order id: the order the sandbox makes for it.
pub struct DocumentedOrder {
    pub id: &'static str,
    /// Where it is documented.
    pub source: &'static str,
    /// The route its order flies, a month after the tenant's today.
    pub origin: &'static str,
    pub destination: &'static str,
    /// Its traveller's surname (the first id carries `WATSON` in its base64).
    pub surname: &'static str,
}

pub const FLIGHT_ORDERS: &[DocumentedOrder] = &[
    DocumentedOrder {
        id: "MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy",
        source: "FlightOrderManagement v1 and its GET and DELETE curl examples",
        origin: "MAD",
        destination: "CDG",
        surname: "WATSON",
    },
    DocumentedOrder {
        id: "eJzTd9f3s4gKC/MEAAt8Ans=",
        source: "FlightOrderManagement v1, the path parameter's example (percent-encoded there)",
        origin: "FRA",
        destination: "LHR",
        surname: "JONES",
    },
    DocumentedOrder {
        id: "eJzTd9cPDPMwcooAAAtXAmE=",
        source: "SeatMapDisplay v1 and its GET curl example (seat maps of an order)",
        origin: "LHR",
        destination: "JFK",
        surname: "SMITH",
    },
];

/// The documented order of this id, if it is one.
pub fn flight_order(id: &str) -> Option<&'static DocumentedOrder> {
    FLIGHT_ORDERS.iter().find(|o| o.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documented_hotel_offers_are_of_the_documented_hotel_a_month_on_and_others_are_not() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        let key = hotel_offer("TSXOJ6LFQ2", today).unwrap();
        assert_eq!(key.hotel_id, HOTEL);
        assert_eq!(key.check_in, NaiveDate::from_ymd_opt(2026, 7, 1).unwrap());
        assert!(hotel_offer("TSXOJ6LFQ3", today).is_none());
        // none of them is an id the sandbox would make itself
        for (id, _) in HOTEL_OFFERS {
            assert!(OfferKey::decode(id).is_none(), "{id}");
        }
    }
}
