//! Seat maps: one per flight segment, its decks drawn on an x (row, front to back) and
//! y (column, left to right) grid, with the seats' characteristics, per-traveller
//! availability and price, the facilities and the cabin amenities.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::flight::{Aircraft, EndPoint, Operating, Price};
use super::kinds::Cabin;

/// The query of the order seat map: the order's id. The provider's files name the
/// parameter `flightOrderId` and keep the older `flight-orderId`; either is read.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct SeatMapOrderQuery {
    #[serde(
        rename = "flightOrderId",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub order_id: Option<String>,
    #[serde(
        rename = "flight-orderId",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub old_order_id: Option<String>,
}

impl SeatMapOrderQuery {
    /// The order asked for, by either name.
    pub fn id(&self) -> Option<&str> {
        self.order_id
            .as_deref()
            .or(self.old_order_id.as_deref())
            .map(str::trim)
            .filter(|s| !s.is_empty())
    }
}

/// The body of the offers seat map: `{"data": [flight offers as received]}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct SeatMapRequest {
    #[serde(default)]
    pub data: Vec<Value>,
}

/// The seat map of one segment.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatMap {
    /// `seatmap`.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default)]
    pub departure: EndPoint,
    #[serde(default)]
    pub arrival: EndPoint,
    #[serde(default)]
    pub carrier_code: String,
    #[serde(default)]
    pub number: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operating: Option<Operating>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aircraft: Option<Aircraft>,
    /// The booking class the map was asked for.
    #[serde(rename = "class", default, skip_serializing_if = "Option::is_none")]
    pub booking_class: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight_offer_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub segment_id: Option<String>,
    #[serde(default)]
    pub decks: Vec<Deck>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aircraft_cabin_amenities: Option<CabinAmenities>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub available_seats_counters: Vec<AvailableSeatsCounter>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Deck {
    /// `MAIN`, `UPPER` or `LOWER`.
    #[serde(default)]
    pub deck_type: String,
    #[serde(default)]
    pub deck_configuration: DeckConfiguration,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub facilities: Vec<Facility>,
    #[serde(default)]
    pub seats: Vec<Seat>,
}

/// The deck's grid: `width` columns (y), `length` rows (x), the seat rows it holds, the
/// rows (x) over the wings and of the exits.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeckConfiguration {
    #[serde(default)]
    pub width: i64,
    #[serde(default)]
    pub length: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_seat_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_seat_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_wings_x: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_wings_x: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_wings_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_wings_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exit_rows_x: Vec<i64>,
}

/// A lavatory, galley, closet... at a place of the grid.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Facility {
    /// `LA` lavatory, `G` galley, `CL` closet, `SO` storage (see the dictionary).
    #[serde(default)]
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<String>,
    /// `FRONT`, `REAR` or `SEAT`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    #[serde(default)]
    pub coordinates: Coordinates,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coordinates {
    #[serde(default)]
    pub x: i64,
    #[serde(default)]
    pub y: i64,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Seat {
    #[serde(default)]
    pub cabin: Cabin,
    /// The label: `12A`.
    #[serde(default)]
    pub number: String,
    #[serde(default)]
    pub characteristics_codes: Vec<String>,
    #[serde(default)]
    pub traveler_pricing: Vec<SeatTravelerPricing>,
    #[serde(default)]
    pub coordinates: Coordinates,
}

impl Seat {
    pub fn has(&self, code: &str) -> bool {
        self.characteristics_codes.iter().any(|c| c == code)
    }
}

/// `AVAILABLE`, `BLOCKED` or `OCCUPIED` for one traveller, and the price where the
/// seat is sold.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatTravelerPricing {
    #[serde(default)]
    pub traveler_id: String,
    #[serde(default)]
    pub seat_availability_status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price: Option<Price>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AvailableSeatsCounter {
    #[serde(default)]
    pub traveler_id: String,
    #[serde(default)]
    pub value: i64,
}

/// Power, seat, wi-fi, entertainment, food and beverage on board.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CabinAmenities {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<Power>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<SeatAmenity>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wifi: Option<Wifi>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entertainment: Vec<Entertainment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub food: Option<Food>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub beverage: Option<Beverage>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Power {
    #[serde(default)]
    pub is_chargeable: bool,
    /// `PLUG`, `USB_PORT`, `ADAPTOR`, `PLUG_OR_USB_PORT`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_type: Option<String>,
    /// `USB_A`, `USB_C`, `USB_A_AND_USB_C`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usb_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatAmenity {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leg_space: Option<i64>,
    /// `INCHES` or (as the provider spells it) `CENTIMENTERS`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub space_unit: Option<String>,
    /// `FULL_FLAT`, `ANGLE_FLAT`, `NORMAL`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tilt: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Wifi {
    #[serde(default)]
    pub is_chargeable: bool,
    /// `FULL` or `PARTIAL`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wifi_coverage: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Entertainment {
    #[serde(default)]
    pub is_chargeable: bool,
    /// `LIVE_TV`, `MOVIES`, `AUDIO_VIDEO_ON_DEMAND`, `TV_SHOWS`, `IP_TV`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entertainment_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Food {
    #[serde(default)]
    pub is_chargeable: bool,
    /// `MEAL`, `FRESH_MEAL`, `SNACK`, `FRESH_SNACK`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub food_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Beverage {
    #[serde(default)]
    pub is_chargeable: bool,
    /// `ALCOHOLIC`, `NON_ALCOHOLIC`, `ALCOHOLIC_AND_NON_ALCOHOLIC`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub beverage_type: Option<String>,
}
