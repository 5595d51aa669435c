//! A tenant's state carried out as JSON and back in (`GET` and `PUT /_sandbox/state`):
//! its rows of every table that keeps tenants' rows, as they are stored, with the
//! versions of the tables and the world's seed they were written under. A team saves a
//! state its tests start from, or moves it to another server of the same build. A
//! value stored as bytes (an order's deflated record) goes as `{"blob": BASE64}`.
//!
//! Taken back whole or not at all: in one transaction, the tenant's rows replaced. A
//! document of other tables' versions or another world is refused (its orders name
//! flights that world does not have), and so is one whose orders or bookings another
//! tenant of this server holds (references are unique in a file).

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use serde_json::{Map, Number, Value};

use super::sql::{args, Arg, Cell, Db};
use super::{Error, Result, Store};
use crate::tenant::Tenant;

/// What a document says it is.
const FORMAT: &str = "travel-sandbox-tenant";

/// Every table that keeps tenants' rows, in the order rows go back in (referred to
/// before referring). A reservation's `seq` is the file's own: it is given anew when
/// taken back, and its bookings follow.
const TABLES: &[&str] = &[
    "sandbox_clocks",
    "flight_orders",
    "flight_order_segments",
    "flight_seats_taken",
    "hotel_reservations",
    "hotel_bookings",
    "hotel_room_nights",
];

/// Why a document was not taken: the service's 400 or, for rows another tenant holds,
/// 409.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub conflict: bool,
    pub why: String,
}

fn refused(why: impl Into<String>) -> Refused {
    Refused {
        conflict: false,
        why: why.into(),
    }
}

impl Store {
    /// `tenant`'s rows, as a document [`Store::import`] takes back.
    pub fn export(&self, tenant: &Tenant, seed: u64) -> Result<Value> {
        self.snapshot(|db| {
            let mut tables = Map::new();
            for table in TABLES {
                tables.insert(table.to_string(), Value::Array(rows(db, table, tenant)?));
            }
            Ok(serde_json::json!({
                "format": FORMAT,
                "tenant": tenant.as_str(),
                "seed": seed,
                "versions": versions(db)?,
                "tables": tables,
            }))
        })
    }

    /// Replace `tenant`'s rows with those of `doc`; the outer `Err` is a failure of
    /// the state, the inner one a document refused (nothing changed).
    pub fn import(
        &self,
        tenant: &Tenant,
        seed: u64,
        doc: &Value,
    ) -> Result<std::result::Result<(), Refused>> {
        if doc["format"] != FORMAT {
            return Ok(Err(refused(format!(
                "not a tenant's state: its format must be {FORMAT:?}, as GET /_sandbox/state gives it"
            ))));
        }
        if doc["seed"].as_u64() != Some(seed) {
            return Ok(Err(refused(format!(
                "exported from the world of seed {}; this server's is {seed}: its orders name flights of another world",
                doc["seed"]
            ))));
        }
        let Some(tables) = doc["tables"].as_object() else {
            return Ok(Err(refused("no tables")));
        };
        if let Some(unknown) = tables.keys().find(|t| !TABLES.contains(&t.as_str())) {
            return Ok(Err(refused(format!(
                "no table {unknown:?} keeps a tenant's rows"
            ))));
        }
        self.write_unless(|db| {
            if doc["versions"] != versions(db)? {
                return Ok(Err(refused(
                    "exported by a build with other tables: take it back with the travel it came from",
                )));
            }
            super::flights::clear(db, Some(tenant))?;
            super::hotels::clear(db, Some(tenant))?;
            db.exec(
                "DELETE FROM sandbox_clocks WHERE tenant = ?1",
                args![tenant.as_str()],
            )?;
            let mut seqs = std::collections::HashMap::new();
            for table in TABLES {
                let rows = tables.get(*table).and_then(Value::as_array);
                for row in rows.into_iter().flatten() {
                    match insert(db, table, tenant, row, &mut seqs) {
                        Ok(()) => {}
                        Err(Insert::Refused(r)) => return Ok(Err(r)),
                        Err(Insert::Failed(e)) => return Err(e),
                    }
                }
            }
            Ok(Ok(()))
        })
    }
}

/// The versions of every backend's tables, by name.
fn versions(db: &mut dyn Db) -> Result<Value> {
    let mut out = Map::new();
    let rows = db.query(
        "SELECT backend, version FROM schema_versions ORDER BY backend",
        args![],
    )?;
    for row in rows {
        let (name, version): (String, i64) = (row.get(0)?, row.get(1)?);
        out.insert(name, Value::from(version));
    }
    Ok(Value::Object(out))
}

/// `tenant`'s rows of `table`, each an object of its columns but the tenant.
fn rows(db: &mut dyn Db, table: &str, tenant: &Tenant) -> Result<Vec<Value>> {
    let cols: Vec<String> = db
        .columns(table)?
        .into_iter()
        .filter(|c| c != "tenant")
        .collect();
    let sql = format!(
        "SELECT {} FROM {table} WHERE tenant = ?1 ORDER BY 1",
        cols.join(", ")
    );
    let found = db.query(&sql, args![tenant.as_str()])?;
    Ok(found
        .iter()
        .map(|r| {
            let obj = cols
                .iter()
                .enumerate()
                .map(|(i, c)| (c.clone(), json_of(r.cell(i))))
                .collect();
            Value::Object(obj)
        })
        .collect())
}

/// The name of a value stored as bytes, in a document.
const BLOB: &str = "blob";

fn json_of(v: &Cell) -> Value {
    match v {
        Cell::Null => Value::Null,
        Cell::Int(i) => Value::from(*i),
        Cell::Real(f) => Number::from_f64(*f).map_or(Value::Null, Value::Number),
        Cell::Text(t) => Value::from(t.as_str()),
        Cell::Blob(b) => serde_json::json!({ BLOB: STANDARD.encode(b) }),
    }
}

enum Insert {
    Refused(Refused),
    Failed(Error),
}

impl From<Error> for Insert {
    fn from(e: Error) -> Self {
        Insert::Failed(e)
    }
}

/// A value of a document, as a column holds it.
enum Sql {
    Null,
    Integer(i64),
    Text(String),
    Blob(Vec<u8>),
}

impl Sql {
    fn arg(&self) -> Arg<'_> {
        match self {
            Sql::Null => Arg::Null,
            Sql::Integer(n) => Arg::Int(*n),
            Sql::Text(s) => Arg::Text(s),
            Sql::Blob(b) => Arg::Blob(b),
        }
    }
}

/// Put one row of `table` back, as `tenant`'s. Reservations get a new `seq`, noted in
/// `seqs` for their bookings.
fn insert(
    db: &mut dyn Db,
    table: &str,
    tenant: &Tenant,
    row: &Value,
    seqs: &mut std::collections::HashMap<i64, i64>,
) -> std::result::Result<(), Insert> {
    let Some(obj) = row.as_object() else {
        return Err(Insert::Refused(refused(format!(
            "a row of {table} is not an object"
        ))));
    };
    let known = db.columns(table)?;
    let mut names = vec!["tenant".to_string()];
    let mut values = vec![Sql::Text(tenant.as_str().to_string())];
    for (name, value) in obj {
        if name == "tenant" || (table == "hotel_reservations" && name == "seq") {
            continue;
        }
        if !known.contains(name) {
            return Err(Insert::Refused(refused(format!(
                "{table} has no column {name:?}"
            ))));
        }
        let mut sql = sql_of(value).ok_or_else(|| {
            Insert::Refused(refused(format!(
                "{table}.{name}: not a value a column holds"
            )))
        })?;
        if table == "hotel_bookings" && name == "reservation" {
            let Sql::Integer(old) = sql else {
                return Err(Insert::Refused(refused(
                    "hotel_bookings.reservation: not a number",
                )));
            };
            sql = Sql::Integer(*seqs.get(&old).ok_or_else(|| {
                Insert::Refused(refused(format!(
                    "a hotel booking of reservation {old}, which the document does not hold"
                )))
            })?);
        }
        names.push(name.clone());
        values.push(sql);
    }
    let marks: Vec<String> = (1..=names.len()).map(|i| format!("?{i}")).collect();
    let statement = format!(
        "INSERT INTO {table} ({}) VALUES ({})",
        names.join(", "),
        marks.join(", ")
    );
    let args: Vec<Arg> = values.iter().map(Sql::arg).collect();
    let done = if table == "hotel_reservations" {
        db.insert_numbered(&statement, &args, "seq").map(Some)
    } else {
        db.exec(&statement, &args).map(|_| None)
    };
    let drawn = match done {
        Ok(drawn) => drawn,
        Err(e) if e.conflict() => {
            return Err(Insert::Refused(Refused {
                conflict: true,
                why: format!(
                    "a row of {table} is held already (by another tenant of this server, or \
                     twice in the document): references are unique on a server"
                ),
            }));
        }
        Err(e) => return Err(Insert::Failed(e)),
    };
    if let (Some(old), Some(new)) = (obj.get("seq").and_then(Value::as_i64), drawn) {
        seqs.insert(old, new);
    }
    Ok(())
}

fn sql_of(v: &Value) -> Option<Sql> {
    Some(match v {
        Value::Null => Sql::Null,
        Value::Bool(b) => Sql::Integer(i64::from(*b)),
        // no column holds a number that is not an integer
        Value::Number(n) => Sql::Integer(n.as_i64()?),
        Value::String(s) => Sql::Text(s.clone()),
        Value::Object(o) if o.len() == 1 => {
            Sql::Blob(STANDARD.decode(o.get(BLOB)?.as_str()?).ok()?)
        }
        Value::Array(_) | Value::Object(_) => return None,
    })
}
