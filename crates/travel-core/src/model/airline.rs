//! Airlines and their check-in links.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Airline {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iata_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icao_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub business_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub common_name: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CheckinLink {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub href: String,
    #[serde(default)]
    pub channel: String,
}

/// Airline code lookup: IATA or ICAO codes.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AirlineLookup {
    #[serde(default)]
    pub airline_codes: Vec<String>,
}

/// Check-in links of an airline, in a language (`en-GB`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckinQuery {
    pub airline_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}
