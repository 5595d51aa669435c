//! Hotels: the list, name matches, sentiments, offers, and bookings.

use serde::{Deserialize, Serialize};

use super::location::{Address, GeoCode};
use super::{lenient_f64, lenient_i64};

/// The amenities the service knows for the hotel list's `amenities` (docs/interface.md, and
/// `SWIMMING_POOL` from its example): what `hotels list --amenities` accepts and what
/// the sandbox filters on.
pub const AMENITIES: &[&str] = &[
    "FITNESS_CENTER",
    "AIR_CONDITIONING",
    "RESTAURANT",
    "PARKING",
    "PETS_ALLOWED",
    "AIRPORT_SHUTTLE",
    "BUSINESS_CENTER",
    "DISABLED_FACILITIES",
    "WIFI",
    "MEETING_ROOMS",
    "NO_KID_ALLOWED",
    "TENNIS",
    "GOLF",
    "KITCHEN",
    "ANIMAL_WATCHING",
    "BABY-SITTING",
    "BEACH",
    "CASINO",
    "JACUZZI",
    "SAUNA",
    "SOLARIUM",
    "MASSAGE",
    "VALET_PARKING",
    "BAR or LOUNGE",
    "KIDS_WELCOME",
    "NO_PORN_FILMS",
    "MINIBAR",
    "TELEVISION",
    "WI-FI_IN_ROOM",
    "ROOM_SERVICE",
    "GUARDED_PARKG",
    "SERV_SPEC_MENU",
    "SWIMMING_POOL",
];

/// An item of the hotel list (by city, by geocode, by ids).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Hotel {
    #[serde(default)]
    pub chain_code: String,
    #[serde(default)]
    pub iata_code: String,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub dupe_id: Option<i64>,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub hotel_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo_code: Option<GeoCode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
    /// By city and by geocode: the distance from the centre or the point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub distance: Option<HotelDistance>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amenities: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_update: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct HotelDistance {
    #[serde(default, deserialize_with = "lenient_f64")]
    pub value: Option<f64>,
    #[serde(default)]
    pub unit: String,
}

/// A hotel name match (autocomplete).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelMatch {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub id: Option<i64>,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub iata_code: String,
    /// HOTEL_LEISURE or HOTEL_GDS.
    #[serde(default)]
    pub sub_type: String,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub relevance: Option<i64>,
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub hotel_ids: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo_code: Option<GeoCode>,
}

/// Review sentiment of a hotel.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelSentiment {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub hotel_id: String,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub number_of_reviews: Option<i64>,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub number_of_ratings: Option<i64>,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub overall_rating: Option<i64>,
    #[serde(default)]
    pub sentiments: Sentiments,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sentiments {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub sleep_quality: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub service: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub facilities: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub room_comforts: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub value_for_money: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub catering: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub location: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub points_of_interest: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub staff: Option<i64>,
    /// Present only for some hotels.
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub internet: Option<i64>,
}

/// A hotel-offers search item: a hotel and its offers.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct HotelOffers {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub hotel: OfferHotel,
    #[serde(default)]
    pub available: bool,
    #[serde(default)]
    pub offers: Vec<HotelOffer>,
    #[serde(rename = "self", default, skip_serializing_if = "Option::is_none")]
    pub self_link: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferHotel {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub hotel_id: String,
    #[serde(default)]
    pub chain_code: String,
    /// A string here, an integer in the hotel list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dupe_id: Option<String>,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub city_code: String,
    #[serde(
        default,
        deserialize_with = "lenient_f64",
        skip_serializing_if = "Option::is_none"
    )]
    pub latitude: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient_f64",
        skip_serializing_if = "Option::is_none"
    )]
    pub longitude: Option<f64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelOffer {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub check_in_date: String,
    #[serde(default)]
    pub check_out_date: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_family_estimated: Option<RateFamily>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commission: Option<Commission>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_type: Option<String>,
    #[serde(default)]
    pub room: Room,
    /// A string, present when more than one room is requested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room_quantity: Option<String>,
    #[serde(default)]
    pub guests: Guests,
    #[serde(default)]
    pub price: HotelPrice,
    #[serde(default)]
    pub policies: Policies,
    #[serde(rename = "self", default, skip_serializing_if = "Option::is_none")]
    pub self_link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancel_policy_hash: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct RateFamily {
    #[serde(default)]
    pub code: String,
    #[serde(rename = "type", default)]
    pub kind: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Commission {
    #[serde(default)]
    pub percentage: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Room {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_estimated: Option<RoomEstimate>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomEstimate {
    #[serde(default)]
    pub category: String,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub beds: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bed_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Text {
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub lang: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Guests {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub adults: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct HotelPrice {
    #[serde(default)]
    pub currency: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    #[serde(default)]
    pub total: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taxes: Vec<HotelTax>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variations: Option<Variations>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelTax {
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub pricing_frequency: String,
    #[serde(default)]
    pub pricing_mode: String,
    #[serde(default)]
    pub amount: String,
    #[serde(default)]
    pub currency: String,
    #[serde(default)]
    pub included: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percentage: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Variations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub average: Option<NightPrice>,
    #[serde(default)]
    pub changes: Vec<NightPrice>,
}

/// A nightly price over a span: `startDate` to `endDate` (exclusive), or an average.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NightPrice {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Policies {
    /// guarantee, deposit or prepay (the service writes them in several cases).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<PaymentPolicy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit: Option<PaymentPolicy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prepay: Option<PaymentPolicy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancellation: Option<Cancellation>,
}

impl Policies {
    /// The accepted payments, wherever the offer's payment kind put them.
    pub fn accepted(&self) -> Option<&AcceptedPayments> {
        [&self.guarantee, &self.deposit, &self.prepay]
            .into_iter()
            .flatten()
            .find_map(|p| p.accepted_payments.as_ref())
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentPolicy {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted_payments: Option<AcceptedPayments>,
    /// Deposits: the amount and when it is due.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AcceptedPayments {
    /// Card vendor codes: VI, CA, AX, DC, JC...
    #[serde(default)]
    pub credit_cards: Vec<String>,
    /// CREDIT_CARD, and other methods some hotels take.
    #[serde(default)]
    pub methods: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cancellation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<String>,
    /// e.g. FULL_STAY.
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
    /// The moment after which cancelling costs `amount` (local date-time).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
}

/// The hotel booking request (`data`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BookingRequest {
    #[serde(default)]
    pub offer_id: String,
    #[serde(default)]
    pub guests: Vec<Guest>,
    #[serde(default)]
    pub payments: Vec<Payment>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rooms: Vec<RoomRequest>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Guest {
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(default)]
    pub name: GuestName,
    #[serde(default)]
    pub contact: Contact,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GuestName {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Contact {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub email: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Payment {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub id: Option<i64>,
    #[serde(default)]
    pub method: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
}

/// Card data: travels to the service once and is never stored or printed by the tool.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    #[serde(default)]
    pub vendor_code: String,
    #[serde(default)]
    pub card_number: String,
    /// YYYY-MM.
    #[serde(default)]
    pub expiry_date: String,
}

impl std::fmt::Debug for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let last4: String = self
            .card_number
            .chars()
            .rev()
            .take(4)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        write!(
            f,
            "Card({} ****{last4}, {})",
            self.vendor_code, self.expiry_date
        )
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomRequest {
    #[serde(default)]
    pub guest_ids: Vec<i64>,
    #[serde(
        default,
        deserialize_with = "lenient_i64",
        skip_serializing_if = "Option::is_none"
    )]
    pub payment_id: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_request: Option<String>,
}

/// An item of the booking response: one per room.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelBooking {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub provider_confirmation_id: String,
    #[serde(default)]
    pub associated_records: Vec<AssociatedRecord>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssociatedRecord {
    #[serde(default)]
    pub reference: String,
    #[serde(default)]
    pub origin_system_code: String,
}

// ---------------------------------------------------------------------------
// Queries and the booking body
// ---------------------------------------------------------------------------

/// The hotel list around a city (by-city: `cityCode`) or a point (by-geocode:
/// `latitude` and `longitude`), with the filters both take.
///
/// Ratings are text, as sent: a value that is not a star rating gets the service's
/// INVALID OPTION rather than a format error.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelListQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latitude: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longitude: Option<f64>,
    /// 1 to 300, in `radiusUnit`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius: Option<u32>,
    /// `KM` (default) or `MILE`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radius_unit: Option<String>,
    #[serde(default)]
    pub chain_codes: Vec<String>,
    /// Of [`AMENITIES`], at most three.
    #[serde(default)]
    pub amenities: Vec<String>,
    /// Star ratings, 1 to 5, at most four.
    #[serde(default)]
    pub ratings: Vec<String>,
    /// `BEDBANK`, `DIRECTCHAIN` or `ALL` (default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hotel_source: Option<String>,
}

/// Hotels by id: the hotel list by ids, and the sentiments.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelIds {
    #[serde(default)]
    pub hotel_ids: Vec<String>,
}

/// Hotel name autocomplete.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelNameSearch {
    pub keyword: String,
    /// `HOTEL_LEISURE` (aggregators), `HOTEL_GDS` (chains), or both.
    #[serde(default)]
    pub sub_type: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// 1 to 20.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
}

/// Offers of hotels for dates and guests.
///
/// Adults and the dates are text, as sent: a malformed value gets the service's own
/// code for that parameter (INVALID NUMBER OF ADULTS, INVALID CHECK-IN DATE...) rather
/// than a format error.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelOffersQuery {
    #[serde(default)]
    pub hotel_ids: Vec<String>,
    /// Adults per room, 1 to 9 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adults: Option<String>,
    /// YYYY-MM-DD; default today.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check_in_date: Option<String>,
    /// YYYY-MM-DD; default one night.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check_out_date: Option<String>,
    /// 1 to 9 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room_quantity: Option<u8>,
    /// ISO 4217; default the hotel's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// Per night: `MIN-MAX`, `-MAX` or `MIN`; needs `currency`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_range: Option<String>,
    /// `NONE` (default), `GUARANTEE` or `DEPOSIT`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_policy: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub include_closed: Option<bool>,
    /// Default true: the cheapest offer of each hotel only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_rate_only: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_of_residence: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

/// One offer by its id (a path segment).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HotelOfferById {
    pub offer_id: String,
}

/// The hotel booking body: `{"data": BookingRequest}`. `data` is optional here so the
/// sandbox can say it is missing the way the service does.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct BookingBody {
    #[serde(
        default,
        deserialize_with = "super::object",
        skip_serializing_if = "Option::is_none"
    )]
    pub data: Option<BookingRequest>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_debug_shows_only_the_last_four() {
        let c = Card {
            vendor_code: "VI".into(),
            card_number: "4111111111111111".into(),
            expiry_date: "2030-01".into(),
        };
        let shown = format!("{c:?}");
        assert!(shown.contains("****1111"));
        assert!(!shown.contains("411111"));
    }

    #[test]
    fn accepted_payments_are_found_under_any_payment_kind() {
        let p: Policies = serde_json::from_str(
            r#"{"paymentType":"guarantee","guarantee":{"acceptedPayments":{"creditCards":["VI"],"methods":["CREDIT_CARD"]}}}"#,
        )
        .unwrap();
        assert_eq!(p.accepted().unwrap().credit_cards, vec!["VI"]);
    }
}
