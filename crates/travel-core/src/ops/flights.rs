//! Flights: search, choice prediction, inspiration, cheapest dates, availability, price
//! analysis; pricing, branded fares, seat maps and orders.

use super::{Method, NoBody, NoQuery, Operation};
use crate::model::flight::{
    AvailabilityRequest, CachedSearch, FlightAvailability, FlightDate, FlightOffer, OfferSearch,
    PredictionRequest, PriceMetricItem, PriceMetricsQuery, RawOffer, SearchRequest,
};
use crate::model::order::{CreateOrderRequest, FlightOrder, OrderId};
use crate::model::pricing::{PricedOffers, PricingQuery, PricingRequest, UpsellRequest};
use crate::model::seatmap::{SeatMap, SeatMapOrderQuery, SeatMapRequest};

/// Flight offers, the simple form (GET).
pub struct SearchOffers;
impl Operation for SearchOffers {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/shopping/flight-offers";
    type Query = OfferSearch;
    type Body = NoBody;
    type Data = Vec<FlightOffer>;
}

/// Flight offers, the full form (multi-city, traveller types, filters).
pub struct SearchOffersPost;
impl Operation for SearchOffersPost {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v2/shopping/flight-offers";
    type Query = NoQuery;
    type Body = SearchRequest;
    type Data = Vec<FlightOffer>;
}

/// The offers of a search with the probability each is chosen.
pub struct PredictChoice;
impl Operation for PredictChoice {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v2/shopping/flight-offers/prediction";
    type Query = NoQuery;
    type Body = PredictionRequest;
    type Data = Vec<RawOffer>;
}

/// The cheapest destinations from an origin.
pub struct InspireDestinations;
impl Operation for InspireDestinations {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/shopping/flight-destinations";
    type Query = CachedSearch;
    type Body = NoBody;
    type Data = Vec<FlightDate>;
}

/// The cheapest dates between two cities.
pub struct CheapestDates;
impl Operation for CheapestDates {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/shopping/flight-dates";
    type Query = CachedSearch;
    type Body = NoBody;
    type Data = Vec<FlightDate>;
}

/// Seats left per booking class on each flight.
pub struct SearchAvailability;
impl Operation for SearchAvailability {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v1/shopping/availability/flight-availabilities";
    type Query = NoQuery;
    type Body = AvailabilityRequest;
    type Data = Vec<FlightAvailability>;
}

/// Where a price stands among the fares paid on a route.
pub struct PriceMetrics;
impl Operation for PriceMetrics {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/analytics/itinerary-price-metrics";
    type Query = PriceMetricsQuery;
    type Body = NoBody;
    type Data = Vec<PriceMetricItem>;
}

/// Confirm the price of up to six offers (`include`: fare rules, bags).
pub struct PriceOffers;
impl Operation for PriceOffers {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v1/shopping/flight-offers/pricing";
    type Query = PricingQuery;
    type Body = PricingRequest;
    type Data = PricedOffers;
}

/// The branded fares of an offer.
pub struct UpsellOffers;
impl Operation for UpsellOffers {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v1/shopping/flight-offers/upselling";
    type Query = NoQuery;
    type Body = UpsellRequest;
    type Data = Vec<FlightOffer>;
}

/// Seat maps of the segments of flight offers.
pub struct SeatMapsOfOffers;
impl Operation for SeatMapsOfOffers {
    const METHOD: Method = Method::PostSearch;
    const PATH: &'static str = "/v1/shopping/seatmaps";
    type Query = NoQuery;
    type Body = SeatMapRequest;
    type Data = Vec<SeatMap>;
}

/// Seat maps of a booked order (`flightOrderId`).
pub struct SeatMapsOfOrder;
impl Operation for SeatMapsOfOrder {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/shopping/seatmaps";
    type Query = SeatMapOrderQuery;
    type Body = NoBody;
    type Data = Vec<SeatMap>;
}

/// Book a priced offer: never sent twice.
pub struct CreateOrder;
impl Operation for CreateOrder {
    const METHOD: Method = Method::PostOnce;
    const PATH: &'static str = "/v1/booking/flight-orders";
    const STATUS: u16 = 201;
    type Query = NoQuery;
    type Body = CreateOrderRequest;
    type Data = FlightOrder;
}

/// A flight order by id.
pub struct GetOrder;
impl Operation for GetOrder {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/booking/flight-orders/{flight-orderId}";
    type Query = OrderId;
    type Body = NoBody;
    type Data = FlightOrder;
}

/// Cancel a flight order: never sent twice.
pub struct CancelOrder;
impl Operation for CancelOrder {
    const METHOD: Method = Method::Delete;
    const PATH: &'static str = "/v1/booking/flight-orders/{flight-orderId}";
    const STATUS: u16 = 204;
    type Query = OrderId;
    type Body = NoBody;
    /// 204: no body at all (read as null).
    type Data = serde_json::Value;
}
