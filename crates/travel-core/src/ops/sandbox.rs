//! The sandbox's control API: what a team's CI does to a shared `travel sandbox serve`
//! over HTTP, with its own client's token, to its own tenant only. Every path is under
//! [`PREFIX`], which the provider's service never uses, so none can clash with one of
//! its operations.
//!
//! Declared once, like the service's operations: the sandbox registers a handler on
//! each, the CLI's `sandbox clock|reset|scenarios --url` call them, and [`document`]
//! is the OpenAPI document the server gives at `GET /_sandbox/openapi.json`.

use schemars::generate::SchemaSettings;
use schemars::SchemaGenerator;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::{Method, NoBody, NoQuery, Operation};
use crate::model::sandbox::{
    ClockAdvance, ClockSet, ClockState, Fault, FaultSpec, Health, Holdings, Info, JournalEntry,
    JournalQuery, ResetDone, ScenarioEntry, ServerEntry, Settings, SettingsSet, TenantEntry,
    TenantRegistration, TenantSecret, WorldSeed,
};

/// Where the control API lives.
pub const PREFIX: &str = "/_sandbox/";

/// A fault's id, in the path.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FaultId {
    pub fault_id: String,
}

/// A tenant's client id, in the path.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClientId {
    pub client_id: String,
}

/// A tenant's state as `GET /_sandbox/state` exports it and `PUT` takes it back.
pub type StateDocument = Value;

type Scenarios = Vec<ScenarioEntry>;
type Faults = Vec<Fault>;
type Journal = Vec<JournalEntry>;
type Tenants = Vec<TenantEntry>;
type Servers = Vec<ServerEntry>;

/// What the OpenAPI document says of one control operation.
struct Described {
    name: &'static str,
    method: Method,
    path: &'static str,
    status: u16,
    summary: &'static str,
    /// Answered without a token.
    open: bool,
    /// Query parameters, by name.
    query: &'static [&'static str],
    body: Option<Value>,
    data: Option<Value>,
}

macro_rules! schema {
    ($gen:ident, none) => {
        None
    };
    ($gen:ident, $t:ty) => {
        Some($gen.subschema_for::<$t>().to_value())
    };
}

macro_rules! rust_type {
    (none) => {
        NoBody
    };
    ($t:ty) => {
        $t
    };
}

/// Declares each control operation, and [`describe_all`] of them for the document.
macro_rules! control {
    ($(
        #[doc = $summary:literal]
        $name:ident: $method:ident $path:literal => $status:literal,
        open: $open:literal, query: $query:ty [$($param:literal),*],
        body: $body:tt, data: $data:tt;
    )*) => {
        $(
            #[doc = $summary]
            pub struct $name;
            impl Operation for $name {
                const METHOD: Method = Method::$method;
                const PATH: &'static str = $path;
                const STATUS: u16 = $status;
                type Query = $query;
                type Body = rust_type!($body);
                type Data = rust_type!($data);
            }
        )*

        fn describe_all(gen: &mut SchemaGenerator) -> Vec<Described> {
            vec![$(Described {
                name: stringify!($name),
                method: Method::$method,
                path: $path,
                status: $status,
                summary: $summary.trim(),
                open: $open,
                query: &[$($param),*],
                body: schema!(gen, $body),
                data: schema!(gen, $data),
            }),*]
        }
    };
}

control! {
    /// Whether the server answers yet (no token).
    CheckHealth: Get "/_sandbox/health" => 200, open: true, query: NoQuery [],
        body: none, data: Health;
    /// The server's version and seed, the tenant's clock and what it holds.
    GetInfo: Get "/_sandbox/info" => 200, open: false, query: NoQuery [],
        body: none, data: Info;
    /// Clear the tenant's orders, bookings, clock, faults and journal; its tokens stay.
    ResetTenant: PostOnce "/_sandbox/reset" => 200, open: false, query: NoQuery [],
        body: none, data: ResetDone;
    /// The tenant's clock.
    GetClock: Get "/_sandbox/clock" => 200, open: false, query: NoQuery [],
        body: none, data: ClockState;
    /// Put the tenant's clock at a date or moment, from which it runs on.
    SetClock: Put "/_sandbox/clock" => 200, open: false, query: NoQuery [],
        body: ClockSet, data: ClockState;
    /// Move the tenant's clock on.
    AdvanceClock: PostOnce "/_sandbox/clock/advance" => 200, open: false, query: NoQuery [],
        body: ClockAdvance, data: ClockState;
    /// Put the tenant's clock back to real time.
    RealClock: Delete "/_sandbox/clock" => 200, open: false, query: NoQuery [],
        body: none, data: ClockState;
    /// How the tenant's requests are judged: the interface's letter or the service's leniency.
    GetSettings: Get "/_sandbox/settings" => 200, open: false, query: NoQuery [],
        body: none, data: Settings;
    /// Choose how the tenant's requests are judged (null follows the server again).
    SetSettings: Put "/_sandbox/settings" => 200, open: false, query: NoQuery [],
        body: SettingsSet, data: Settings;
    /// The outcomes the sandbox produces on purpose, and what sets each off.
    ListScenarios: Get "/_sandbox/scenarios" => 200, open: false, query: NoQuery [],
        body: none, data: Scenarios;
    /// The tenant's faults in force.
    ListFaults: Get "/_sandbox/faults" => 200, open: false, query: NoQuery [],
        body: none, data: Faults;
    /// Inject a fault into the tenant's calls of one operation.
    AddFault: PostOnce "/_sandbox/faults" => 201, open: false, query: NoQuery [],
        body: FaultSpec, data: Fault;
    /// Remove one of the tenant's faults.
    RemoveFault: Delete "/_sandbox/faults/{faultId}" => 204, open: false,
        query: FaultId ["faultId"], body: none, data: none;
    /// Remove all the tenant's faults.
    ClearFaults: Delete "/_sandbox/faults" => 204, open: false, query: NoQuery [],
        body: none, data: none;
    /// The tenant's recent requests, newest first, with near misses for unknown paths.
    GetJournal: Get "/_sandbox/journal" => 200, open: false, query: JournalQuery ["limit"],
        body: none, data: Journal;
    /// Forget the tenant's journal.
    ClearJournal: Delete "/_sandbox/journal" => 204, open: false, query: NoQuery [],
        body: none, data: none;
    /// The tenant's state as JSON: its clock, orders and bookings.
    ExportState: Get "/_sandbox/state" => 200, open: false, query: NoQuery [],
        body: none, data: StateDocument;
    /// Replace the tenant's state with one exported before.
    ImportState: Put "/_sandbox/state" => 200, open: false, query: NoQuery [],
        body: StateDocument, data: Holdings;
    /// Every tenant and what it holds: for the holder of the admin secret only.
    ListTenants: Get "/_sandbox/tenants" => 200, open: false, query: NoQuery [],
        body: none, data: Tenants;
    /// Register a tenant with its secret (admin secret only): it never expires.
    RegisterTenant: PostOnce "/_sandbox/tenants" => 201, open: false, query: NoQuery [],
        body: TenantRegistration, data: TenantEntry;
    /// Set a tenant's secret anew, or the first one of a tenant kept before secrets were (admin secret only): every token issued to it before is revoked.
    SetTenantSecret: Put "/_sandbox/tenants/{clientId}/secret" => 200, open: false,
        query: ClientId ["clientId"], body: TenantSecret, data: TenantEntry;
    /// Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret (admin secret only).
    RemoveTenant: Delete "/_sandbox/tenants/{clientId}" => 204, open: false,
        query: ClientId ["clientId"], body: none, data: none;
    /// Start every tenant again in the world of a seed: each one's orders, bookings, clock, faults and journal cleared, tokens kept (admin secret only; refused while another server serves the state).
    ResetWorld: PostOnce "/_sandbox/world" => 200, open: false, query: NoQuery [],
        body: WorldSeed, data: WorldSeed;
    /// The other `travel sandbox serve` processes serving the same state file (admin secret only).
    ListServers: Get "/_sandbox/servers" => 200, open: false, query: NoQuery [],
        body: none, data: Servers;
    /// This document (no token).
    GetOpenApi: Get "/_sandbox/openapi.json" => 200, open: true, query: NoQuery [],
        body: none, data: Value;
}

/// The name an operation goes by in faults, the journal and metrics: its declaration's
/// type name (`SearchOffers`), which is also its `operationId` in the control
/// API's OpenAPI document.
pub fn name_of<Op: Operation>() -> &'static str {
    let full = std::any::type_name::<Op>();
    full.rsplit("::").next().unwrap_or(full)
}

/// Whether `path` is one of the control API's answered without a token.
pub fn is_open(path: &str) -> bool {
    path == <CheckHealth as Operation>::PATH || path == <GetOpenApi as Operation>::PATH
}

/// The OpenAPI 3.1 document of the control API, built from the declarations above: a
/// path, method or type changed there changes it, so it cannot drift.
pub fn document(version: &str) -> Value {
    let mut gen = SchemaGenerator::new(
        SchemaSettings::draft2020_12().with(|s| s.definitions_path = "/components/schemas".into()),
    );
    let described = describe_all(&mut gen);
    let mut paths = Map::new();
    for d in &described {
        let item = paths
            .entry(d.path)
            .or_insert_with(|| json!({}))
            .as_object_mut()
            .expect("a path item");
        item.insert(d.method.http().to_ascii_lowercase(), operation(d));
    }
    let schemas: Map<String, Value> = gen.take_definitions(true).into_iter().collect();
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "travel sandbox control API",
            "version": version,
            "description": "Control of a shared `travel sandbox serve`: each call acts on \
                the tenant of its bearer token (the client id the token was issued to), \
                never on another's.",
        },
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "bearer": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "A token from POST /v1/security/oauth2/token, as for \
                        the service's own operations",
                },
            },
        },
        "security": [{"bearer": []}],
    })
}

fn operation(d: &Described) -> Value {
    let mut op = json!({
        "operationId": d.name,
        "summary": d.summary,
        "responses": {},
    });
    if d.open {
        op["security"] = json!([]);
    }
    let params: Vec<Value> = d
        .query
        .iter()
        .map(|&name| {
            let place = if d.path.contains(&format!("{{{name}}}")) {
                "path"
            } else {
                "query"
            };
            let schema = if name == "limit" {
                json!({"type": "integer", "minimum": 1})
            } else {
                json!({"type": "string"})
            };
            json!({"name": name, "in": place, "required": place == "path", "schema": schema})
        })
        .collect();
    if !params.is_empty() {
        op["parameters"] = Value::Array(params);
    }
    if let Some(body) = &d.body {
        op["requestBody"] = json!({
            "required": true,
            "content": {"application/json": {"schema": body}},
        });
    }
    let ok = match &d.data {
        Some(data) => json!({
            "description": "done",
            "content": {"application/json": {"schema": {
                "type": "object",
                "required": ["data"],
                "properties": {"data": data},
            }}},
        }),
        None => json!({"description": "done"}),
    };
    op["responses"][d.status.to_string()] = ok;
    op["responses"]["default"] = json!({
        "description": "refused, in the service's error shape (errors[] with status, \
            code, title, detail)",
    });
    if !d.open {
        op["responses"]["401"] = json!({"description": "no token, or not a valid one"});
    }
    op
}

/// Every control operation's method and path, for the sandbox's check that it
/// answers each of them.
pub fn declared() -> Vec<(&'static str, &'static str)> {
    let mut gen = SchemaGenerator::default();
    describe_all(&mut gen)
        .iter()
        .map(|d| (d.method.http(), d.path))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_path_is_under_the_prefix_and_names_are_short() {
        assert!(declared().iter().all(|(_, p)| p.starts_with(PREFIX)));
        assert!(is_open("/_sandbox/health") && !is_open("/_sandbox/info"));
        assert_eq!(name_of::<AdvanceClock>(), "AdvanceClock");
        assert_eq!(
            name_of::<crate::ops::reference::LookupAirlines>(),
            "LookupAirlines"
        );
    }

    #[test]
    fn the_document_names_every_operation_with_its_schemas() {
        let doc = document("9.9.9");
        assert_eq!(doc["info"]["version"], "9.9.9");
        let advance = &doc["paths"]["/_sandbox/clock/advance"]["post"];
        assert_eq!(advance["operationId"], "AdvanceClock");
        let body = advance["requestBody"]["content"]["application/json"]["schema"]["$ref"]
            .as_str()
            .unwrap();
        assert_eq!(body, "#/components/schemas/ClockAdvance");
        let schema = &doc["components"]["schemas"]["FaultSpec"];
        assert_eq!(schema["required"], json!(["operation"]));
        assert!(schema["properties"]["delayMs"].is_object(), "{schema}");
        assert_eq!(
            doc["paths"]["/_sandbox/health"]["get"]["security"],
            json!([])
        );
        let remove = &doc["paths"]["/_sandbox/faults/{faultId}"]["delete"];
        assert_eq!(remove["parameters"][0]["in"], "path");
        assert!(remove["responses"]["204"].is_object());
        let ops: usize = doc["paths"]
            .as_object()
            .unwrap()
            .values()
            .map(|item| item.as_object().unwrap().len())
            .sum();
        assert_eq!(ops, declared().len());
    }
}
