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
