//! The sandbox's control API (`/_sandbox/...`): what a team's CI asks a shared
//! `travel sandbox serve` for, and what the CLI's `sandbox clock|reset|scenarios --url`
//! read back. Not part of the provider's service: the sandbox's own, in its shape
//! (camelCase, inside `data`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `GET /_sandbox/health`: whether the server answers requests yet.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    /// `ready` once the state is open and requests are answered.
    pub status: String,
    pub version: String,
}

/// A tenant's clock: its now as a wall-clock moment, its today, and how far it is
/// from real time. The same fields as `travel sandbox clock --json`.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ClockState {
    /// `YYYY-MM-DDThh:mm`.
    pub now: String,
    /// `YYYY-MM-DD`.
    pub today: String,
    pub offset_seconds: i64,
}

/// `PUT /_sandbox/clock`: put the tenant's clock at a date (its first minute) or a
/// moment, from which it runs on.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockSet {
    /// `YYYY-MM-DD` or `YYYY-MM-DDThh:mm`.
    pub at: String,
}

/// `POST /_sandbox/clock/advance`: move the tenant's clock on.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockAdvance {
    /// Days, hours and minutes: `3d`, `12h`, `90m`, `1d12h`.
    pub by: String,
}

/// `GET /_sandbox/settings`: how the tenant's requests are judged.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// Held to the interface's letter where the service was lenient: a search-family POST
    /// without `X-HTTP-Method-Override` is refused (400, code 32171).
    pub strict: bool,
    /// `tenant` when the tenant chose, `server` when it follows the server's default
    /// (`travel sandbox serve --strict`, or lenient).
    pub strict_from: String,
}

/// `PUT /_sandbox/settings`.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsSet {
    /// `true` or `false`; null or absent follows the server's default again.
    #[serde(default)]
    pub strict: Option<bool>,
}

/// What a tenant holds, counted.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Holdings {
    /// Flight orders standing by the tenant's clock.
    pub flight_orders: u64,
    pub hotel_reservations: u64,
    /// Room bookings of those reservations (one per room).
    pub hotel_bookings: u64,
}

/// `GET /_sandbox/info`: the server and the asking tenant.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Info {
    pub version: String,
    /// The world's seed: the same seed, the same routes, schedules and fares.
    pub seed: u64,
    /// The client id the token was issued to.
    pub tenant: String,
    /// The office id in the tenant's orders (`queuingOfficeId`).
    pub office_id: String,
    pub clock: ClockState,
    pub holdings: Holdings,
    /// The tenant's fault rules in force.
    pub faults: usize,
    /// Requests a tenant may make, as `--rate-limit` gave it (`10/s`); none when off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
}

/// `POST /_sandbox/reset`: what the tenant held before its reset. Its tokens are
/// kept, its clock goes back to real time, its faults and journal are cleared.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ResetDone {
    pub removed: Holdings,
}

/// One scenario of the catalogue, as `travel sandbox scenarios` lists it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScenarioEntry {
    pub title: String,
    /// What in a request sets it off.
    pub trigger: String,
    /// What the service answers: `200`, or `400 37200 PRICE DISCREPANCY`.
    pub answer: String,
    /// A `travel` command that shows it.
    pub example: String,
}

/// A fault to inject (`POST /_sandbox/faults`): which calls, how many, and what
/// happens to them instead of their usual answer.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FaultSpec {
    /// The operation: its name (`SearchOffers`, as `GET /_sandbox/openapi.json`
    /// and the journal name it) or its path as declared (`/v2/shopping/flight-offers`).
    pub operation: String,
    /// Only the next this many calls; with neither this nor `share`, every call until
    /// the fault is removed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub times: Option<u32>,
    /// This share of the calls (0 to 1), spread evenly: 0.25 is every fourth call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share: Option<f64>,
    /// Answer this HTTP status in the service's error shape.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    /// The service's error code in that answer (default: one that fits the status).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<i64>,
    /// Its detail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// Answer this many milliseconds late (with `status`, a late error).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delay_ms: Option<u64>,
    /// Close the connection without an answer.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drop: bool,
}

/// A fault in force: its spec, its id, and what is left of it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Fault {
    pub id: String,
    #[serde(flatten)]
    pub spec: FaultSpec,
    /// Calls it has acted on so far.
    pub fired: u64,
    /// Calls it will still act on, when limited by `times`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u32>,
}

/// `GET /_sandbox/journal`'s query.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct JournalQuery {
    /// The newest this many (default 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<usize>,
}

/// One request of a tenant's journal, newest first. Secrets never appear: tokens,
/// client secrets and card or passport numbers are not kept.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JournalEntry {
    /// When it was answered, UTC (`YYYY-MM-DDThh:mm:ss.sssZ`), by the wall clock.
    pub at: String,
    pub method: String,
    /// The path and query as sent, with secrets left out.
    pub target: String,
    /// The operation it matched, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operation: Option<String>,
    pub status: u16,
    /// The service's error code of a refusal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<i64>,
    /// Why it was refused, as the answer says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The fault that acted on it, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault: Option<String>,
    pub millis: u64,
    /// For a path the service does not have: the nearest ones it has.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub near_misses: Vec<NearMiss>,
}

/// An operation whose method and path come close to a request that matched none.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct NearMiss {
    pub method: String,
    pub path: String,
    pub operation: String,
    /// Edits from the request's path to this one's.
    pub distance: usize,
}

/// A tenant as an operator holding the admin secret sees it (`GET /_sandbox/tenants`).
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantEntry {
    pub tenant: String,
    pub office_id: String,
    pub holdings: Holdings,
    /// Whether a secret proves the tenant: one without holds state kept before secrets
    /// were, and is refused until the operator sets its secret.
    #[serde(default)]
    pub has_secret: bool,
    /// Registered by the operator (or its secret set by the operator): it never expires.
    #[serde(default)]
    pub registered: bool,
    /// When a server last heard from it, UTC (`YYYY-MM-DDThh:mm:ssZ`), if it is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seen: Option<String>,
}

/// A tenant registered by the operator, with its secret.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantRegistration {
    pub client_id: String,
    pub secret: String,
}

/// A tenant's secret, set anew by the operator.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantSecret {
    pub secret: String,
}

/// The world every tenant of a state starts again in (`POST /_sandbox/world`, admin
/// secret only): its seed (0: the usual world).
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorldSeed {
    pub seed: u64,
}

/// A `travel sandbox serve` process serving the same state file, as the operator sees
/// it (`GET /_sandbox/servers`).
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServerEntry {
    pub pid: u32,
    pub port: u16,
    /// The seed of the world it serves.
    pub seed: u64,
}
