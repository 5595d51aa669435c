//! Reference data: cities, airports, routes, airlines, check-in links, recommendations.

use super::{Method, NoBody, Operation};
use crate::model::airline::{Airline, AirlineLookup, CheckinLink, CheckinQuery};
use crate::model::location::{
    AirlineRoutesQuery, AirportRoutesQuery, CitySearch, Location, LocationById, LocationSearch,
    NearestAirports, Recommendation, RecommendationQuery,
};

/// City search by keyword.
pub struct SearchCities;
impl Operation for SearchCities {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/cities";
    type Query = CitySearch;
    type Body = NoBody;
    type Data = Vec<Location>;
}

/// Airport and city search by keyword.
pub struct SearchLocations;
impl Operation for SearchLocations {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations";
    type Query = LocationSearch;
    type Body = NoBody;
    type Data = Vec<Location>;
}

/// One airport or city by its id (`A` or `C` and the code), as search results link it.
pub struct GetLocation;
impl Operation for GetLocation {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/{locationId}";
    type Query = LocationById;
    type Body = NoBody;
    type Data = Location;
}

/// Nearest relevant airports.
pub struct SearchNearestAirports;
impl Operation for SearchNearestAirports {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/locations/airports";
    type Query = NearestAirports;
    type Body = NoBody;
    type Data = Vec<Location>;
}

/// Airports served nonstop from an airport.
pub struct AirportRoutes;
impl Operation for AirportRoutes {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/airport/direct-destinations";
    type Query = AirportRoutesQuery;
    type Body = NoBody;
    type Data = Vec<Location>;
}

/// Cities an airline flies to.
pub struct AirlineRoutes;
impl Operation for AirlineRoutes {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/airline/destinations";
    type Query = AirlineRoutesQuery;
    type Body = NoBody;
    type Data = Vec<Location>;
}

/// Airlines by IATA or ICAO code.
pub struct LookupAirlines;
impl Operation for LookupAirlines {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/airlines";
    type Query = AirlineLookup;
    type Body = NoBody;
    type Data = Vec<Airline>;
}

/// An airline's online check-in pages.
pub struct CheckinLinks;
impl Operation for CheckinLinks {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v2/reference-data/urls/checkin-links";
    type Query = CheckinQuery;
    type Body = NoBody;
    type Data = Vec<CheckinLink>;
}

/// Destinations recommended to travellers from some cities.
pub struct RecommendLocations;
impl Operation for RecommendLocations {
    const METHOD: Method = Method::Get;
    const PATH: &'static str = "/v1/reference-data/recommended-locations";
    type Query = RecommendationQuery;
    type Body = NoBody;
    type Data = Vec<Recommendation>;
}
