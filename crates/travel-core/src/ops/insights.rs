//! Market insights, location scores, flight status and predictions.

use super::{Method, NoBody, Operation};
use crate::model::insights::{
    AirTraffic, AirTrafficQuery, BusiestQuery, CategoryRatedArea, DatedFlight, DelayQuery,
    FlightStatusQuery, OnTimeQuery, PointQuery, Prediction, TripPurposeQuery,
};

/// The most travelled destinations from a city in a month.
pub struct MostTraveled;
impl Operation for MostTraveled {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/traveled";
    type Query = AirTrafficQuery;
    type Body = NoBody;
    type Data = Vec<AirTraffic>;
}

/// The most booked destinations from a city in a month.
pub struct MostBooked;
impl Operation for MostBooked {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/booked";
    type Query = AirTrafficQuery;
    type Body = NoBody;
    type Data = Vec<AirTraffic>;
}

/// A city's busiest months of a year.
pub struct BusiestPeriod;
impl Operation for BusiestPeriod {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/analytics/air-traffic/busiest-period";
    type Query = BusiestQuery;
    type Body = NoBody;
    type Data = Vec<AirTraffic>;
}

/// How good an area is for sights, food, shopping and nightlife.
pub struct LocationScore;
impl Operation for LocationScore {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/location/analytics/category-rated-areas";
    type Query = PointQuery;
    type Body = NoBody;
    type Data = Vec<CategoryRatedArea>;
}

/// A dated flight's schedule and status.
pub struct FlightStatus;
impl Operation for FlightStatus {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/schedule/flights";
    type Query = FlightStatusQuery;
    type Body = NoBody;
    type Data = Vec<DatedFlight>;
}

/// How late a flight is likely to be.
pub struct PredictDelay;
impl Operation for PredictDelay {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/predictions/flight-delay";
    type Query = DelayQuery;
    type Body = NoBody;
    type Data = Vec<Prediction>;
}

/// How punctual an airport is likely to be on a day.
pub struct PredictOnTime;
impl Operation for PredictOnTime {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/airport/predictions/on-time";
    type Query = OnTimeQuery;
    type Body = NoBody;
    type Data = Prediction;
}

/// Whether a trip is for business or leisure.
pub struct PredictTripPurpose;
impl Operation for PredictTripPurpose {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/travel/predictions/trip-purpose";
    type Query = TripPurposeQuery;
    type Body = NoBody;
    type Data = Prediction;
}
