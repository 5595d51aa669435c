//! Hotel orders (the service's second hotel booking operation, HotelBooking v2): the
//! request, with guests by a temporary id (`tid`), one room association per room and
//! one payment, and the order answered, one hotel booking per room.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::hotel::AssociatedRecord;
use super::lenient_i64;

/// The body of a hotel order request.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct HotelOrderBody {
    #[serde(
        default,
        deserialize_with = "super::object",
        skip_serializing_if = "Option::is_none"
    )]
    pub data: Option<HotelOrderRequest>,
}

/// The order asked for (`data`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelOrderRequest {
    /// `hotel-order`.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub guests: Vec<OrderGuest>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travel_agent: Option<TravelAgent>,
    #[serde(default)]
    pub room_associations: Vec<RoomAssociation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment: Option<OrderPayment>,
    /// The guests' arrival flight, kept as sent (an SDK sends `{}` when there is none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_information: Option<Value>,
}

/// A guest: `tid` in a request, `id` (given by the service) in an answer.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderGuest {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub tid: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Set for a child; a guest without it is an adult.
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub child_age: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TravelAgent {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contact: Option<AgentContact>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travel_agent_id: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct AgentContact {
    #[serde(default)]
    pub email: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fax: Option<String>,
}

/// One room: the offer it is of, and its guests (the first holds the reservation).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomAssociation {
    #[serde(default)]
    pub guest_references: Vec<GuestReference>,
    #[serde(default)]
    pub hotel_offer_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_request: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GuestReference {
    /// A string in the files; a number is read as its text.
    #[serde(default, deserialize_with = "text_or_number")]
    pub guest_reference: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hotel_loyalty_id: Option<String>,
}

fn text_or_number<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match Option::<Value>::deserialize(d)? {
        Some(Value::String(s)) => s,
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    })
}

/// The order's one payment. An SDK sends `{}` when none was given.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderPayment {
    /// `CREDIT_CARD`.
    #[serde(default)]
    pub method: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_card: Option<PaymentCard>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentCard {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_card_info: Option<PaymentCardInfo>,
}

/// Card data: travels to the service once; an answer shows it masked.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentCardInfo {
    #[serde(default)]
    pub vendor_code: String,
    #[serde(default)]
    pub holder_name: String,
    #[serde(default)]
    pub card_number: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_code: Option<String>,
    /// `YYYY-MM` in a request; `MMYY` in an answer.
    #[serde(default)]
    pub expiry_date: String,
}

impl std::fmt::Debug for PaymentCardInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.card_number.chars().count();
        let last4: String = self.card_number.chars().skip(n.saturating_sub(4)).collect();
        write!(
            f,
            "PaymentCardInfo({} ****{last4}, {})",
            self.vendor_code, self.expiry_date
        )
    }
}

/// The order answered.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelOrder {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub hotel_bookings: Vec<OrderedBooking>,
    #[serde(default)]
    pub guests: Vec<OrderGuest>,
    #[serde(default)]
    pub associated_records: Vec<AssociatedRecord>,
    #[serde(rename = "self", default)]
    pub self_link: String,
}

/// One room of an order.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderedBooking {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    /// CONFIRMED, PENDING, CANCELLED...
    #[serde(default)]
    pub booking_status: String,
    #[serde(default)]
    pub hotel_provider_information: Vec<ProviderInformation>,
    #[serde(default)]
    pub room_associations: Vec<RoomAssociation>,
    /// The offer booked, as the service describes it (`hotel-offer`).
    #[serde(default)]
    pub hotel_offer: Value,
    #[serde(default)]
    pub hotel: OrderedHotel,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment: Option<OrderPayment>,
    #[serde(default)]
    pub travel_agent_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_information: Option<Value>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProviderInformation {
    #[serde(default)]
    pub hotel_provider_code: String,
    #[serde(default)]
    pub confirmation_number: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderedHotel {
    #[serde(default)]
    pub hotel_id: String,
    #[serde(default)]
    pub chain_code: String,
    #[serde(default)]
    pub name: String,
    #[serde(rename = "self", default, skip_serializing_if = "Option::is_none")]
    pub self_link: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_never_shows_more_than_its_last_four_in_debug() {
        let c = PaymentCardInfo {
            vendor_code: "VI".into(),
            holder_name: "BOB SMITH".into(),
            card_number: "4151289722471370".into(),
            security_code: Some("123".into()),
            expiry_date: "2030-08".into(),
        };
        let shown = format!("{c:?}");
        assert!(
            shown.contains("1370") && !shown.contains("415128"),
            "{shown}"
        );
        assert!(!shown.contains("123)") && !shown.contains("BOB"), "{shown}");
    }

    #[test]
    fn a_guest_reference_may_be_a_number() {
        let r: GuestReference = serde_json::from_str(r#"{"guestReference": 2}"#).unwrap();
        assert_eq!(r.guest_reference, "2");
    }
}
