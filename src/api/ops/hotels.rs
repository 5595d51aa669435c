//! Hotels: lists, name search, ratings, offers and bookings.

use super::{Method, NoBody, Operation, Untyped};

/// Hotels of a city.
pub struct HotelsByCity;
impl Operation for HotelsByCity {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-city";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Hotels around a point.
pub struct HotelsByGeocode;
impl Operation for HotelsByGeocode {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-geocode";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Hotels by id.
pub struct HotelsByIds;
impl Operation for HotelsByIds {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-hotels";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Hotel name autocomplete.
pub struct SearchHotelNames;
impl Operation for SearchHotelNames {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotel";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Guest ratings of hotels.
pub struct HotelSentiments;
impl Operation for HotelSentiments {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/e-reputation/hotel-sentiments";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Room offers of hotels for dates and guests.
pub struct SearchHotelOffers;
impl Operation for SearchHotelOffers {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v3/shopping/hotel-offers";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// One offer, rechecked.
pub struct GetHotelOffer;
impl Operation for GetHotelOffer {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v3/shopping/hotel-offers/{offerId}";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Book a hotel offer: never sent twice.
pub struct BookHotel;
impl Operation for BookHotel {
    const METHOD: Method = Method::PostOnce;
    const PATH: &'static str = "/v1/booking/hotel-bookings";
    const STATUS: u16 = 201;
    type Query = Untyped;
    type Body = Untyped;
    type Data = Untyped;
}
