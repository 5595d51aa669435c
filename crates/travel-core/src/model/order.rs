//! Flight orders: the request that books priced offers for named travellers, and the
//! order record creation returns and retrieval reads (id, booking reference, offers,
//! travellers, ticketing agreement).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::flight::FlightOffer;

/// The body of order creation: `{"data": {...}}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CreateOrderRequest {
    pub data: OrderInput,
}

/// What order creation takes: the priced offers as pricing returned them, the
/// travellers, and how ticketing is to go.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderInput {
    /// `flight-order`.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub flight_offers: Vec<Value>,
    #[serde(default)]
    pub travelers: Vec<OrderTraveler>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ticketing_agreement: Option<TicketingAgreement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remarks: Option<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contacts: Vec<Value>,
    /// Payment: the service refuses it in an order (INVALID FORMAT); read only so that
    /// the sandbox can refuse it too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form_of_payments: Option<Value>,
}

/// A flight order, as creation returns it and retrieval reads it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightOrder {
    /// `flight-order`.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queuing_office_id: Option<String>,
    #[serde(default)]
    pub associated_records: Vec<AssociatedRecord>,
    #[serde(default)]
    pub flight_offers: Vec<FlightOffer>,
    #[serde(default)]
    pub travelers: Vec<OrderTraveler>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ticketing_agreement: Option<TicketingAgreement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remarks: Option<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contacts: Vec<Value>,
    /// The tickets, once issued: an order without them is still queued for ticketing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tickets: Vec<Ticket>,
}

/// An issued ticket of one traveller.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ticket {
    /// `ETICKET`.
    #[serde(default)]
    pub document_type: String,
    /// The carrier's three-digit code and ten digits: `125-2345678901`.
    #[serde(default)]
    pub document_number: String,
    /// `ISSUED`, `REFUNDED`, `VOID`...
    #[serde(default)]
    pub document_status: String,
    #[serde(default)]
    pub traveler_id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub segment_ids: Vec<String>,
}

/// The booking reference (record locator) of the order in a reservation system.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssociatedRecord {
    /// Six characters, e.g. `2ZYVAL`.
    #[serde(default)]
    pub reference: String,
    /// The provider's files name it `creationDate` in the schema and `creationDateTime`
    /// in their example; both are read, `creationDate` is written.
    #[serde(
        default,
        alias = "creationDateTime",
        skip_serializing_if = "String::is_empty"
    )]
    pub creation_date: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub origin_system_code: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub flight_offer_id: String,
}

/// `CONFIRM` (ticket now), `DELAY_TO_QUEUE` or `DELAY_TO_CANCEL` (ticket by a deadline,
/// `delay` like `6D` or `dateTime`, else the order is cancelled).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TicketingAgreement {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub option: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delay: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_time: Option<String>,
}

/// A traveller of an order: who flies, how to reach them, their documents.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderTraveler {
    /// The `travelerId` of the offer's `travelerPricings` this traveller takes.
    #[serde(default)]
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_of_birth: Option<String>,
    /// `MALE`, `FEMALE`, `UNSPECIFIED`, `UNDISCLOSED`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<String>,
    #[serde(default)]
    pub name: PersonName,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub documents: Vec<TravelDocument>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contact: Option<TravelerContact>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PersonName {
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub middle_name: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TravelerContact {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_address: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phones: Vec<Phone>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Phone {
    /// `MOBILE`, `LANDLINE`, `FAX`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device_type: Option<String>,
    #[serde(default)]
    pub country_calling_code: String,
    #[serde(default)]
    pub number: String,
}

/// A passport or identity card. The number is a secret to the client: it is never
/// logged, journalled or printed in full.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TravelDocument {
    /// `PASSPORT`, `IDENTITY_CARD`, `VISA`, `KNOWN_TRAVELER`, `REDRESS`.
    #[serde(default)]
    pub document_type: String,
    #[serde(default)]
    pub number: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expiry_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issuance_country: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nationality: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<bool>,
}

/// The order addressed by a path: `/v1/booking/flight-orders/{flight-orderId}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct OrderId {
    #[serde(rename = "flight-orderId")]
    pub id: String,
}
