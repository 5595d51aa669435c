//! The service's paths, shared by the client commands and the sandbox router so the
//! two can never disagree.

pub const TOKEN: &str = "/v1/security/oauth2/token";

// Reference data
pub const CITIES: &str = "/v1/reference-data/locations/cities";
pub const LOCATIONS: &str = "/v1/reference-data/locations";
pub const AIRPORTS_NEAR: &str = "/v1/reference-data/locations/airports";
pub const AIRPORT_ROUTES: &str = "/v1/airport/direct-destinations";
pub const AIRLINE_ROUTES: &str = "/v1/airline/destinations";
pub const AIRLINES: &str = "/v1/reference-data/airlines";
pub const CHECKIN_LINKS: &str = "/v2/reference-data/urls/checkin-links";
pub const RECOMMENDATIONS: &str = "/v1/reference-data/recommended-locations";

// Flights: shopping
pub const FLIGHT_OFFERS: &str = "/v2/shopping/flight-offers";
pub const FLIGHT_PREDICTION: &str = "/v2/shopping/flight-offers/prediction";
pub const FLIGHT_DESTINATIONS: &str = "/v1/shopping/flight-destinations";
pub const FLIGHT_DATES: &str = "/v1/shopping/flight-dates";
pub const FLIGHT_AVAILABILITIES: &str = "/v1/shopping/availability/flight-availabilities";
pub const PRICE_METRICS: &str = "/v1/analytics/itinerary-price-metrics";

// Hotels
pub const HOTELS_BY_CITY: &str = "/v1/reference-data/locations/hotels/by-city";
pub const HOTELS_BY_GEOCODE: &str = "/v1/reference-data/locations/hotels/by-geocode";
pub const HOTELS_BY_IDS: &str = "/v1/reference-data/locations/hotels/by-hotels";
pub const HOTEL_NAME_SEARCH: &str = "/v1/reference-data/locations/hotel";
pub const HOTEL_SENTIMENTS: &str = "/v2/e-reputation/hotel-sentiments";
pub const HOTEL_OFFERS: &str = "/v3/shopping/hotel-offers";
pub const HOTEL_BOOKINGS: &str = "/v1/booking/hotel-bookings";

// Market insights, location scores, schedules and predictions
pub const AIR_TRAFFIC_TRAVELED: &str = "/v1/travel/analytics/air-traffic/traveled";
pub const AIR_TRAFFIC_BOOKED: &str = "/v1/travel/analytics/air-traffic/booked";
pub const AIR_TRAFFIC_BUSIEST: &str = "/v1/travel/analytics/air-traffic/busiest-period";
pub const LOCATION_SCORE: &str = "/v1/location/analytics/category-rated-areas";
pub const FLIGHT_STATUS: &str = "/v2/schedule/flights";
pub const DELAY_PREDICTION: &str = "/v1/travel/predictions/flight-delay";
pub const ON_TIME_PREDICTION: &str = "/v1/airport/predictions/on-time";
pub const TRIP_PURPOSE: &str = "/v1/travel/predictions/trip-purpose";
