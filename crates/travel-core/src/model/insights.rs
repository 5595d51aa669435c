//! Market insights, location scores, flight status and predictions: the air-traffic
//! item, the category rated area, the dated flight and the prediction.
//!
//! Lenient on the way in (every field optional or defaulted, numbers accepted as
//! strings), `None` left out on the way out.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::lenient_i64;
pub use super::location::{Analytics, GeoCode, Score};

/// A decimal the service sends as a string (`"0.928"`); a bare number is accepted too.
fn lenient_string<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(match Option::<Value>::deserialize(d)? {
        Some(Value::String(s)) => Some(s),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    })
}

/// Most traveled / most booked destinations (`destination`, `subType`) and busiest
/// period (`period`): `analytics.flights.score` and `analytics.travelers.score`, integer
/// percentages (busiest period carries only the travelers score).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AirTraffic {
    #[serde(rename = "type", default)]
    pub kind: String,
    /// `TRAVELED` or `BOOKED`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_type: Option<String>,
    /// A city code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination: Option<String>,
    /// `YYYY-MM`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analytics: Option<Analytics>,
}

/// One radius (200, 500 or 1500 m) of a location score.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryRatedArea {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo_code: Option<GeoCode>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub radius: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category_scores: Option<CategoryScores>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryScores {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sight: Option<SightScores>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restaurant: Option<RestaurantScores>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shopping: Option<ShoppingScores>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night_life: Option<NightLifeScores>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SightScores {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub overall: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub historical: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub beach_and_park: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RestaurantScores {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub overall: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub vegetarian: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShoppingScores {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub overall: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub luxury: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NightLifeScores {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub overall: Option<i64>,
}

/// Flight status: one dated flight.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DatedFlight {
    #[serde(rename = "type", default)]
    pub kind: String,
    /// `YYYY-MM-DD`, local to the first board point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduled_departure_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_designator: Option<FlightDesignator>,
    #[serde(default)]
    pub flight_points: Vec<FlightPoint>,
    #[serde(default)]
    pub segments: Vec<DatedSegment>,
    #[serde(default)]
    pub legs: Vec<DatedLeg>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightDesignator {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrier_code: Option<String>,
    /// An integer on the wire.
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub flight_number: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operational_suffix: Option<String>,
}

/// An airport of the flight: `departure` timings at the board point, `arrival` at the
/// off point (both at an intermediate stop).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightPoint {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure: Option<PointTimings>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival: Option<PointTimings>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PointTimings {
    #[serde(default)]
    pub timings: Vec<Timing>,
}

/// `qualifier` `STD` (scheduled departure) or `STA` (scheduled arrival); `value` a
/// local date-time with its offset, minutes precision: `2026-12-15T08:45+00:00`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Timing {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DatedSegment {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_point_iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub off_point_iata_code: Option<String>,
    /// ISO 8601 duration: `PT7H55M`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduled_segment_duration: Option<String>,
    /// Present on a codeshare: the operating carrier's flight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partnership: Option<Partnership>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Partnership {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operating_flight: Option<FlightDesignator>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DatedLeg {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_point_iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub off_point_iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aircraft_equipment: Option<AircraftEquipment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduled_leg_duration: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AircraftEquipment {
    /// IATA aircraft code: `77W`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aircraft_type: Option<String>,
}

/// Flight delay (four per flight), airport on-time and trip purpose.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Prediction {
    #[serde(rename = "type", default)]
    pub kind: String,
    /// `flight-delay`, `on-time` or `trip-purpose`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// A decimal string between 0 and 1.
    #[serde(
        default,
        deserialize_with = "lenient_string",
        skip_serializing_if = "Option::is_none"
    )]
    pub probability: Option<String>,
    /// Flight delay: `LESS_THAN_30_MINUTES`, `BETWEEN_30_AND_60_MINUTES`,
    /// `BETWEEN_60_AND_120_MINUTES`, `OVER_120_MINUTES_OR_CANCELLED`; trip purpose:
    /// `BUSINESS` or `LEISURE`; on-time: a decimal string.
    #[serde(
        default,
        deserialize_with = "lenient_string",
        skip_serializing_if = "Option::is_none"
    )]
    pub result: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lenient_on_the_way_in() {
        let f: DatedFlight = serde_json::from_str(
            r#"{"type":"DatedFlight","flightDesignator":{"carrierCode":"TP","flightNumber":"487"},"extra":1}"#,
        )
        .unwrap();
        assert_eq!(f.flight_designator.unwrap().flight_number, Some(487));
        assert!(f.legs.is_empty());
        let p: Prediction =
            serde_json::from_str(r#"{"type":"prediction","probability":0.9,"result":"0.84"}"#)
                .unwrap();
        assert_eq!(p.probability.as_deref(), Some("0.9"));
        let a: AirTraffic = serde_json::from_str(
            r#"{"type":"air-traffic","period":"2017-05","analytics":{"travelers":{"score":"9"}}}"#,
        )
        .unwrap();
        assert_eq!(a.analytics.unwrap().travelers.unwrap().score, Some(9));
        let out = serde_json::to_string(&AirTraffic::default()).unwrap();
        assert_eq!(out, r#"{"type":""}"#);
    }
}

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

/// Most traveled or most booked destinations of a city in a month.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AirTrafficQuery {
    pub origin_city_code: String,
    /// `YYYY-MM`.
    pub period: String,
    /// `analytics.flights.score` or `analytics.travelers.score`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
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

/// A city's busiest months of a year.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BusiestQuery {
    pub city_code: String,
    /// `YYYY`.
    pub period: String,
    /// `ARRIVING` (default) or `DEPARTING`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<String>,
}

/// A point to score.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PointQuery {
    pub latitude: f64,
    pub longitude: f64,
}

/// A dated flight by carrier, number and date.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightStatusQuery {
    pub carrier_code: String,
    pub flight_number: String,
    /// `YYYY-MM-DD`.
    pub scheduled_departure_date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operational_suffix: Option<String>,
}

/// A flight whose delay to predict: every field is required.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DelayQuery {
    pub origin_location_code: String,
    pub destination_location_code: String,
    pub departure_date: String,
    /// Local to the origin, `hh:mm:ss`.
    pub departure_time: String,
    pub arrival_date: String,
    /// Local to the destination, `hh:mm:ss`.
    pub arrival_time: String,
    pub aircraft_code: String,
    pub carrier_code: String,
    pub flight_number: String,
    /// ISO 8601, e.g. `PT7H10M`.
    pub duration: String,
}

/// An airport and a day.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OnTimeQuery {
    pub airport_code: String,
    pub date: String,
}

/// A round trip whose purpose to predict.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TripPurposeQuery {
    pub origin_location_code: String,
    pub destination_location_code: String,
    pub departure_date: String,
    pub return_date: String,
    /// When the search was made; today when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_date: Option<String>,
}
