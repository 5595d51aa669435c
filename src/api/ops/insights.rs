//! Market insights, location scores, flight status and predictions.

use super::{Method, NoBody, Operation, Untyped};

/// The most travelled destinations from a city in a month.
pub struct MostTraveled;
impl Operation for MostTraveled {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/traveled";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// The most booked destinations from a city in a month.
pub struct MostBooked;
impl Operation for MostBooked {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/booked";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// A city's busiest months of a year.
pub struct BusiestPeriod;
impl Operation for BusiestPeriod {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/busiest-period";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// How good an area is for sights, food, shopping and nightlife.
pub struct LocationScore;
impl Operation for LocationScore {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/location/analytics/category-rated-areas";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// A dated flight's schedule and status.
pub struct FlightStatus;
impl Operation for FlightStatus {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/schedule/flights";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// How late a flight is likely to be.
pub struct PredictDelay;
impl Operation for PredictDelay {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/predictions/flight-delay";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// How punctual an airport is likely to be on a day.
pub struct PredictOnTime;
impl Operation for PredictOnTime {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/airport/predictions/on-time";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}

/// Whether a trip is for business or leisure.
pub struct PredictTripPurpose;
impl Operation for PredictTripPurpose {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/predictions/trip-purpose";
    type Query = Untyped;
    type Body = NoBody;
    type Data = Untyped;
}
