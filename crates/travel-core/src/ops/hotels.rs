//! Hotels: lists, name search, ratings, offers and bookings.

use super::{Method, NoBody, NoQuery, Operation};
use crate::model::hotel::{
    BookingBody, Hotel, HotelBooking, HotelIds, HotelListQuery, HotelMatch, HotelNameSearch,
    HotelOfferById, HotelOffers, HotelOffersQuery, HotelSentiment,
};
use crate::model::hotel_order::{HotelOrder, HotelOrderBody};

/// Hotels of a city.
pub struct HotelsByCity;
impl Operation for HotelsByCity {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-city";
    type Query = HotelListQuery;
    type Body = NoBody;
    type Data = Vec<Hotel>;
}

/// Hotels around a point.
pub struct HotelsByGeocode;
impl Operation for HotelsByGeocode {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-geocode";
    type Query = HotelListQuery;
    type Body = NoBody;
    type Data = Vec<Hotel>;
}

/// Hotels by id.
pub struct HotelsByIds;
impl Operation for HotelsByIds {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotels/by-hotels";
    type Query = HotelIds;
    type Body = NoBody;
    type Data = Vec<Hotel>;
}

/// Hotel name autocomplete.
pub struct SearchHotelNames;
impl Operation for SearchHotelNames {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/hotel";
    type Query = HotelNameSearch;
    type Body = NoBody;
    type Data = Vec<HotelMatch>;
}

/// Guest ratings of hotels.
pub struct HotelSentiments;
impl Operation for HotelSentiments {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/e-reputation/hotel-sentiments";
    type Query = HotelIds;
    type Body = NoBody;
    type Data = Vec<HotelSentiment>;
}

/// Room offers of hotels for dates and guests.
pub struct SearchHotelOffers;
impl Operation for SearchHotelOffers {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v3/shopping/hotel-offers";
    type Query = HotelOffersQuery;
    type Body = NoBody;
    type Data = Vec<HotelOffers>;
}

/// One offer, rechecked.
pub struct GetHotelOffer;
impl Operation for GetHotelOffer {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v3/shopping/hotel-offers/{offerId}";
    type Query = HotelOfferById;
    type Body = NoBody;
    type Data = HotelOffers;
}

/// Book a hotel offer: never sent twice.
pub struct BookHotel;
impl Operation for BookHotel {
    const METHOD: Method = Method::PostOnce;
    const PATH: &'static str = "/v1/booking/hotel-bookings";
    const STATUS: u16 = 201;
    type Query = NoQuery;
    type Body = BookingBody;
    type Data = Vec<HotelBooking>;
}

/// Order hotel rooms (the second booking operation: guests, room associations, one
/// payment): never sent twice.
pub struct CreateHotelOrder;
impl Operation for CreateHotelOrder {
    const METHOD: Method = Method::PostOnce;
    const PATH: &'static str = "/v2/booking/hotel-orders";
    const STATUS: u16 = 201;
    type Query = NoQuery;
    type Body = HotelOrderBody;
    type Data = HotelOrder;
}
