//! Pricing and branded fares: the requests that send offers back, the priced offers,
//! and what pricing includes on request (detailed fare rules, the bag catalogue).
//!
//! Offers travel back to the service as the JSON they came in (`Vec<Value>`): nothing
//! the service added may be lost on the way. Answers are read leniently, like every
//! model type.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::flight::FlightOffer;
use super::lenient_i64;
use super::rules::TermAndCondition;

/// The query of flight-offers pricing.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricingQuery {
    /// `detailed-fare-rules`, `bags`, `credit-card-fees`, `other-services`.
    #[serde(default)]
    pub include: Vec<String>,
    /// Price in the booking class of the offer, even where a cheaper one is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force_class: Option<bool>,
}

/// The body of flight-offers pricing: `{"data": {...}}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PricingRequest {
    pub data: PricingInput,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricingInput {
    /// `flight-offers-pricing` (a provider sample spells it `flight-offers-princing`).
    #[serde(rename = "type", default)]
    pub kind: String,
    /// Up to six offers, each as the search gave it (services set where wanted).
    #[serde(default)]
    pub flight_offers: Vec<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub payments: Vec<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub travelers: Vec<Value>,
}

/// `data` of a pricing answer.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricedOffers {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub flight_offers: Vec<FlightOffer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub booking_requirements: Option<BookingRequirements>,
}

/// What order creation will ask of the travellers of a priced offer.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BookingRequirements {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_address_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mobile_phone_number_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traveler_requirements: Vec<TravelerRequirement>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TravelerRequirement {
    #[serde(default)]
    pub traveler_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_issuance_city_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_of_birth_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redress_required_if_any: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub residence_required: Option<bool>,
}

/// `included` of a pricing answer, each map keyed as the service keys it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PricingIncluded {
    #[serde(
        rename = "detailed-fare-rules",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    pub detailed_fare_rules: BTreeMap<String, DetailedFareRules>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bags: BTreeMap<String, BagOption>,
}

/// The fare rules of one fare basis on one segment.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DetailedFareRules {
    #[serde(default)]
    pub fare_basis: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fare_notes: Option<TermAndCondition>,
    #[serde(default)]
    pub segment_id: String,
}

/// One entry of the bag catalogue: bags that can be added, where and for whom.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BagOption {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub quantity: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub weight: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight_unit: Option<String>,
    /// `CHECKED_BAG`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price: Option<ElementaryPrice>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bookable_by_itinerary: Option<bool>,
    #[serde(default)]
    pub segment_ids: Vec<String>,
    #[serde(default)]
    pub traveler_ids: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ElementaryPrice {
    #[serde(default)]
    pub amount: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency_code: Option<String>,
}

/// The body of branded-fares upselling: `{"data": {...}}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct UpsellRequest {
    pub data: UpsellInput,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpsellInput {
    /// `flight-offers-upselling`.
    #[serde(rename = "type", default)]
    pub kind: String,
    /// The offer (as the search gave it) whose other brands are wanted.
    #[serde(default)]
    pub flight_offers: Vec<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub payments: Vec<Value>,
}
