//! Flights: offers (search, prediction), the POST search request, inspiration and
//! cheapest-date items, availabilities and price metrics, and the queries and bodies
//! of their searches.
//!
//! The client reads these to draw tables; the sandbox writes them. A command that sends
//! an offer back to the service (prediction, pricing, booking) sends the JSON it
//! received, not a re-serialisation of these types, so nothing the service added is
//! ever lost.

use std::collections::BTreeMap;

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

use super::kinds::{Cabin, TravelerType};
use super::lenient_i64;
use super::Text;

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightOffer {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default)]
    pub instant_ticketing_required: bool,
    #[serde(default)]
    pub non_homogeneous: bool,
    #[serde(default)]
    pub one_way: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_upsell_offer: bool,
    #[serde(default)]
    pub payment_card_required: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_ticketing_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_ticketing_date_time: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub number_of_bookable_seats: Option<i64>,
    #[serde(default)]
    pub itineraries: Vec<Itinerary>,
    #[serde(default)]
    pub price: Price,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pricing_options: Option<PricingOptions>,
    #[serde(default)]
    pub validating_airline_codes: Vec<String>,
    #[serde(default)]
    pub traveler_pricings: Vec<TravelerPricing>,
    /// Pricing: penalties of the fare (refund, exchange, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fare_rules: Option<super::rules::FareRules>,
    /// Added by choice prediction: a decimal string between 0 and 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice_probability: Option<String>,
}

/// What a list of offers shows and sorts by, read without the rest of each offer: its
/// traveller pricings (fare details, bags, amenities) are most of its bytes, and a
/// 250-offer search reads them in full only for the offer a person opens.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferSummary {
    #[serde(default)]
    pub id: String,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub number_of_bookable_seats: Option<i64>,
    #[serde(default)]
    pub itineraries: Vec<ItinerarySummary>,
    #[serde(default)]
    pub price: Price,
    /// Added by choice prediction: a decimal string between 0 and 1.
    #[serde(default)]
    pub choice_probability: Option<String>,
}

/// An itinerary as a list of offers shows it.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ItinerarySummary {
    #[serde(default)]
    pub duration: Option<String>,
    #[serde(default)]
    pub segments: Vec<SegmentSummary>,
}

/// A flight as a list of offers shows it: where and when, and whose.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SegmentSummary {
    #[serde(default)]
    pub departure: Stop,
    #[serde(default)]
    pub arrival: Stop,
    #[serde(default)]
    pub carrier_code: String,
    #[serde(default)]
    pub number: String,
}

/// An airport and a local time, of a departure or an arrival.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stop {
    #[serde(default)]
    pub iata_code: String,
    /// Local date-time without offset: `2026-12-15T08:00:00`.
    #[serde(default)]
    pub at: String,
}

/// A flight offer read for showing, and the JSON it was read from for passing on. It is
/// written as that JSON, so an offer passed on keeps every field, even those
/// `FlightOffer` does not know (choice prediction answers with the offers it was sent).
#[derive(Debug, Clone, Default)]
pub struct RawOffer {
    pub offer: FlightOffer,
    pub json: Value,
}

impl Serialize for RawOffer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.json.serialize(s)
    }
}

impl<'de> Deserialize<'de> for RawOffer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let json = Value::deserialize(d)?;
        let offer = FlightOffer::deserialize(&json).map_err(de::Error::custom)?;
        Ok(RawOffer { offer, json })
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Itinerary {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    #[serde(default)]
    pub segments: Vec<Segment>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Segment {
    #[serde(default)]
    pub departure: EndPoint,
    #[serde(default)]
    pub arrival: EndPoint,
    #[serde(default)]
    pub carrier_code: Text,
    #[serde(default)]
    pub number: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aircraft: Option<Aircraft>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operating: Option<Operating>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    #[serde(default)]
    pub id: String,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub number_of_stops: Option<i64>,
    #[serde(rename = "blacklistedInEU", default)]
    pub blacklisted_in_eu: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub co2_emissions: Vec<Co2Emission>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EndPoint {
    #[serde(default)]
    pub iata_code: Text,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terminal: Option<Text>,
    /// Local date-time without offset: `2026-12-15T08:00:00`.
    #[serde(default)]
    pub at: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Aircraft {
    #[serde(default)]
    pub code: Text,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Operating {
    #[serde(default)]
    pub carrier_code: Text,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Co2Emission {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub weight: Option<i64>,
    #[serde(default)]
    pub weight_unit: Option<Text>,
    #[serde(default)]
    pub cabin: Option<Cabin>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Price {
    #[serde(default)]
    pub currency: String,
    #[serde(default)]
    pub total: String,
    #[serde(default)]
    pub base: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fees: Vec<Fee>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taxes: Vec<Tax>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grand_total: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_services: Vec<Fee>,
}

impl Price {
    /// What the travellers pay in all: `grandTotal`, else `total`.
    pub fn grand_total(&self) -> &str {
        self.grand_total.as_deref().unwrap_or(&self.total)
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Fee {
    #[serde(default)]
    pub amount: String,
    #[serde(rename = "type", default)]
    pub kind: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Tax {
    #[serde(default)]
    pub amount: String,
    #[serde(default)]
    pub code: Text,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricingOptions {
    #[serde(default)]
    pub fare_type: Vec<String>,
    #[serde(default)]
    pub included_checked_bags_only: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refundable_fare: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_restriction_fare: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_penalty_fare: Option<bool>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TravelerPricing {
    #[serde(default)]
    pub traveler_id: String,
    #[serde(default)]
    pub fare_option: String,
    #[serde(default)]
    pub traveler_type: TravelerType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub associated_adult_id: Option<String>,
    #[serde(default)]
    pub price: Price,
    #[serde(default)]
    pub fare_details_by_segment: Vec<FareDetails>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FareDetails {
    #[serde(default)]
    pub segment_id: String,
    #[serde(default)]
    pub cabin: Cabin,
    #[serde(default)]
    pub fare_basis: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branded_fare: Option<Text>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branded_fare_label: Option<Text>,
    #[serde(rename = "class", default)]
    pub booking_class: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub included_checked_bags: Option<Bags>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amenities: Vec<Amenity>,
    /// Request side (pricing): chargeable bags and seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_services: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Bags {
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
}

impl Bags {
    /// The allowance in words (`1 bag`, `2 bags`, `23 KG`); `None` when it is none.
    pub fn words(&self) -> Option<String> {
        match (self.quantity, self.weight) {
            (Some(q), _) if q > 0 => Some(format!("{q} bag{}", if q == 1 { "" } else { "s" })),
            (Some(_), _) => None,
            (None, Some(w)) if w > 0 => Some(format!(
                "{w} {}",
                self.weight_unit.as_deref().unwrap_or("KG")
            )),
            _ => None,
        }
    }
}

impl FlightOffer {
    /// What the travellers pay in all: `grandTotal`, else `total`.
    pub fn grand_total(&self) -> &str {
        self.price.grand_total()
    }

    /// The fare details of a traveller (the first when `None`) on a segment.
    pub fn fare_details(&self, traveller: Option<&str>, segment: &str) -> Option<&FareDetails> {
        self.traveler_pricings
            .iter()
            .find(|tp| traveller.is_none_or(|t| tp.traveler_id == t))?
            .fare_details_by_segment
            .iter()
            .find(|f| f.segment_id == segment)
    }

    /// The checked bags included for a traveller (the first when `None`) on a segment,
    /// in words; `None` when there are none.
    pub fn included_bags(&self, traveller: Option<&str>, segment: &str) -> Option<String> {
        self.fare_details(traveller, segment)?
            .included_checked_bags
            .as_ref()?
            .words()
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Amenity {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<Text>,
    #[serde(default)]
    pub description: Text,
    #[serde(default)]
    pub is_chargeable: bool,
    /// BAGGAGE, BRANDED_FARES, PRE_RESERVED_SEAT, TRAVEL_SERVICES, MEAL, ENTERTAINMENT...
    #[serde(default)]
    pub amenity_type: Text,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amenity_provider: Option<AmenityProvider>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct AmenityProvider {
    #[serde(default)]
    pub name: Text,
}

/// `dictionaries` of a flight response: codes to names.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Dictionaries {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub locations: BTreeMap<String, LocationValue>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub aircraft: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub currencies: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub carriers: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocationValue {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub city_code: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub country_code: String,
    /// Inspiration and cheapest-date dictionaries: `CITY` or `AIRPORT`, `PARIS/FR`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detailed_name: Option<String>,
}

/// The POST flight-offers search body.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency_code: Option<String>,
    #[serde(default)]
    pub origin_destinations: Vec<OriginDestination>,
    #[serde(default)]
    pub travelers: Vec<Traveler>,
    #[serde(default)]
    pub sources: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_criteria: Option<SearchCriteria>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OriginDestination {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub origin_location_code: String,
    #[serde(default)]
    pub destination_location_code: String,
    #[serde(default)]
    pub departure_date_time_range: DateTimeRange,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct DateTimeRange {
    #[serde(default)]
    pub date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Traveler {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub traveler_type: TravelerType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub associated_adult_id: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fare_options: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchCriteria {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub max_flight_offers: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub max_price: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_filters: Option<FlightFilters>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightFilters {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cabin_restrictions: Vec<CabinRestriction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrier_restrictions: Option<CarrierRestrictions>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_restriction: Option<ConnectionRestriction>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CabinRestriction {
    #[serde(default)]
    pub cabin: Cabin,
    /// MOST_SEGMENTS, AT_LEAST_ONE_SEGMENT, ALL_SEGMENTS.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coverage: Option<String>,
    #[serde(default)]
    pub origin_destination_ids: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CarrierRestrictions {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded_carrier_codes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub included_carrier_codes: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConnectionRestriction {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub max_number_of_connections: Option<i64>,
}

/// The choice prediction body: a flight-offers search response, sent back as received.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PredictionRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meta: Option<Value>,
    /// The offers, each exactly as the search gave it. `None` when absent or not a list,
    /// which the service refuses.
    #[serde(default, deserialize_with = "list_or_none")]
    pub data: Option<Vec<Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dictionaries: Option<Value>,
}

/// A list, or `None` for anything else (absent, `null`, an object...).
fn list_or_none<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<Value>>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Array(items) => Some(items),
        _ => None,
    })
}

/// The availability search body.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AvailabilityRequest {
    #[serde(default)]
    pub origin_destinations: Vec<AvailabilityLeg>,
    #[serde(default)]
    pub travelers: Vec<Traveler>,
    #[serde(default)]
    pub sources: Vec<String>,
}

/// One origin-destination of an availability search: a departure day, and a time to
/// start from.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AvailabilityLeg {
    /// A string; a number is read as its digits.
    #[serde(default, deserialize_with = "text_or_number")]
    pub id: String,
    #[serde(default)]
    pub origin_location_code: String,
    #[serde(default)]
    pub destination_location_code: String,
    #[serde(default)]
    pub departure_date_time: DateTimeRange,
}

/// A string as is, a number as its digits, anything else as empty.
fn text_or_number<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::String(s) => s,
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    })
}

/// Inspiration (`flight-destination`) and cheapest-date (`flight-date`) items.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightDate {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub origin: String,
    #[serde(default)]
    pub destination: String,
    #[serde(default)]
    pub departure_date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_date: Option<String>,
    #[serde(default)]
    pub price: TotalOnly,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub links: Option<super::location::FlightLinks>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct TotalOnly {
    #[serde(default)]
    pub total: String,
}

/// One item of an availability search.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightAvailability {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub origin_destination_id: String,
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub instant_ticketing_required: bool,
    #[serde(default)]
    pub payment_card_required: bool,
    #[serde(default)]
    pub duration: String,
    #[serde(default)]
    pub segments: Vec<AvailabilitySegment>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AvailabilitySegment {
    #[serde(flatten)]
    pub segment: Segment,
    #[serde(default)]
    pub availability_classes: Vec<AvailabilityClass>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AvailabilityClass {
    /// Absent for a closed class.
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub number_of_bookable_seats: Option<i64>,
    #[serde(rename = "class", default)]
    pub booking_class: String,
}

/// Flight price analysis.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceMetricItem {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub origin: IataOnly,
    #[serde(default)]
    pub destination: IataOnly,
    #[serde(default)]
    pub departure_date: String,
    #[serde(default)]
    pub transport_type: String,
    #[serde(default)]
    pub currency_code: String,
    #[serde(default)]
    pub one_way: bool,
    #[serde(default)]
    pub price_metrics: Vec<PriceMetric>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IataOnly {
    #[serde(default)]
    pub iata_code: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceMetric {
    #[serde(default)]
    pub amount: String,
    /// MINIMUM, FIRST, MEDIUM, THIRD, MAXIMUM.
    #[serde(default)]
    pub quartile_ranking: String,
}

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

/// The simple flight-offers search (GET): one way or a round trip.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferSearch {
    pub origin_location_code: String,
    pub destination_location_code: String,
    /// `YYYY-MM-DD`.
    pub departure_date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_date: Option<String>,
    pub adults: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<usize>,
    /// Infants on an adult's lap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub infants: Option<usize>,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travel_class: Option<Cabin>,
    #[serde(default)]
    pub included_airline_codes: Vec<String>,
    #[serde(default)]
    pub excluded_airline_codes: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub non_stop: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency_code: Option<String>,
    /// Per traveller, in whole units of the currency.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_price: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
}

/// The searches of cached prices: inspiration (the cheapest destinations from
/// `origin`) and cheapest dates (from `origin` to `destination`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CachedSearch {
    pub origin: String,
    /// Cheapest dates only, where it is required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination: Option<String>,
    /// One date or a range of two (`YYYY-MM-DD`); cheapest dates also take several.
    #[serde(default)]
    pub departure_date: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_way: Option<bool>,
    /// Days of stay: one value, or a range of two.
    #[serde(default)]
    pub duration: Vec<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub non_stop: Option<bool>,
    #[serde(
        default,
        serialize_with = "decimal",
        skip_serializing_if = "Option::is_none"
    )]
    pub max_price: Option<f64>,
    /// How the cheapest are picked: DATE, DESTINATION, DURATION, WEEK or COUNTRY.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view_by: Option<String>,
}

/// A decimal parameter, written without a fraction when it has none (`300`, not `300.0`).
fn decimal<S: Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(x) if x.fract() == 0.0 && x.abs() < 1e15 => s.serialize_some(&(*x as i64)),
        other => other.serialize(s),
    }
}

/// Flight price analysis of a route on a date.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceMetricsQuery {
    pub origin_iata_code: String,
    pub destination_iata_code: String,
    /// `YYYY-MM-DD`.
    pub departure_date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_way: Option<bool>,
}
