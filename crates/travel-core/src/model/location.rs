//! Locations: cities, airports, route destinations and recommendations.

use serde::{Deserialize, Serialize};

use super::{lenient_f64, lenient_i64};

/// Any `type: location` item (and the recommendation items, which share its shape).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_type: Option<String>,
    /// Route destinations and recommendations spell it `subtype`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtype: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detailed_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(rename = "self", default, skip_serializing_if = "Option::is_none")]
    pub self_link: Option<SelfLink>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone_offset: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo_code: Option<GeoCode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<TimeZone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub distance: Option<Distance>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analytics: Option<Analytics>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<Metrics>,
    #[serde(
        default,
        deserialize_with = "lenient_f64",
        skip_serializing_if = "Option::is_none"
    )]
    pub relevance: Option<f64>,
    /// City search with `include=AIRPORTS`: references into `included.airports`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relationships: Vec<Relationship>,
}

impl Location {
    /// `subType` or `subtype`, whichever the endpoint used.
    pub fn kind_of(&self) -> &str {
        self.sub_type
            .as_deref()
            .or(self.subtype.as_deref())
            .unwrap_or("")
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct SelfLink {
    #[serde(default)]
    pub href: String,
    #[serde(default)]
    pub methods: Vec<String>,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct GeoCode {
    #[serde(default, deserialize_with = "lenient_f64")]
    pub latitude: Option<f64>,
    #[serde(default, deserialize_with = "lenient_f64")]
    pub longitude: Option<f64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Address {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_name: Option<String>,
    /// One sample of the service spells it `CountryCode`.
    #[serde(
        default,
        alias = "CountryCode",
        skip_serializing_if = "Option::is_none"
    )]
    pub country_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region_code: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeZone {
    #[serde(default)]
    pub offset: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_local_date_time: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Distance {
    #[serde(
        default,
        deserialize_with = "lenient_f64",
        serialize_with = "super::whole_as_integer"
    )]
    pub value: Option<f64>,
    #[serde(default)]
    pub unit: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Analytics {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flights: Option<Score>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travelers: Option<Score>,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct Score {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub score: Option<i64>,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct Metrics {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub relevance: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Relationship {
    #[serde(default)]
    pub id: String,
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub href: String,
}

/// An entry of `included.airports` in a city search with `include=AIRPORTS`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IncludedAirport {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub iata_code: Option<String>,
    #[serde(default)]
    pub sub_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo_code: Option<GeoCode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
}

/// A recommended destination: a city with the flight-date fields of a cheapest-date
/// item (origin, dates, price and the links to follow up).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    #[serde(flatten)]
    pub location: Location,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price: Option<PriceTotal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub links: Option<FlightLinks>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PriceTotal {
    #[serde(default)]
    pub total: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightLinks {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_dates: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_destinations: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_offers: Option<String>,
}

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

/// City search.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CitySearch {
    pub keyword: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
    /// `AIRPORTS` adds each city's airports.
    #[serde(default)]
    pub include: Vec<String>,
}

/// Airport and city search.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocationSearch {
    /// `AIRPORT`, `CITY`, or both.
    #[serde(default)]
    pub sub_type: Vec<String>,
    pub keyword: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<String>,
    /// `FULL` (default) or `LIGHT`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<String>,
    #[serde(
        rename = "page[limit]",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub page_limit: Option<usize>,
    #[serde(
        rename = "page[offset]",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub page_offset: Option<usize>,
}

/// One location by id: `A` or `C` and the IATA code.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocationById {
    pub location_id: String,
}

/// Nearest relevant airports.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct NearestAirports {
    pub latitude: f64,
    pub longitude: f64,
    /// Kilometres, 0 to 500.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<String>,
    #[serde(
        rename = "page[limit]",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub page_limit: Option<usize>,
    #[serde(
        rename = "page[offset]",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub page_offset: Option<usize>,
}

/// Nonstop destinations of an airport.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AirportRoutesQuery {
    pub departure_airport_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_country_code: Option<String>,
}

/// Destinations of an airline.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AirlineRoutesQuery {
    pub airline_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_country_code: Option<String>,
}

/// Travel recommendations.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecommendationQuery {
    #[serde(default)]
    pub city_codes: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub traveler_country_code: Option<String>,
    #[serde(default)]
    pub destination_country_codes: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_city_sample_with_string_coordinates_and_capitalised_country() {
        let loc: Location = serde_json::from_str(
            r#"{"type":"location","subType":"city","name":"PARIS","iataCode":"PAR",
                "address":{"CountryCode":"FR"},"geoCode":{"latitude":"49.01278","longitude":"2.55"}}"#,
        )
        .unwrap();
        assert_eq!(loc.geo_code.unwrap().latitude, Some(49.01278));
        assert_eq!(
            loc.address.as_ref().unwrap().country_code.as_deref(),
            Some("FR")
        );
        assert_eq!(loc.kind_of(), "city");
    }

    #[test]
    fn leaves_out_absent_fields_when_written() {
        let loc = Location {
            kind: "location".into(),
            subtype: Some("city".into()),
            ..Default::default()
        };
        assert_eq!(
            serde_json::to_string(&loc).unwrap(),
            r#"{"type":"location","subtype":"city"}"#
        );
    }
}
