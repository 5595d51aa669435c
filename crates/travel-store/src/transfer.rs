//! A tenant's state carried out as JSON and back in (`GET` and `PUT /_sandbox/state`):
//! its rows of every table that keeps tenants' rows, as they are stored, with the
//! versions of the tables and the world's seed they were written under. A team saves a
//! state its tests start from, or moves it to another server of the same build. A
//! value stored as bytes (an order's deflated record) goes as `{"blob": BASE64}`.
//!
//! Both ways a row at a time, so a tenant of any size moves without being held whole
//! in memory: the export is written to a file as it is read, and the import is read
//! from one (the upload, spooled to disk) three times: its header, then every row
//! checked, then every row written.
//!
//! Taken back whole or not at all, and only once every row checks out: every column
//! known, its value of its kind and in its range (dates, counts, clock offsets, codes),
//! an order's record JSON of an order no bigger inflated than [`MAX_RECORD`] and of the
//! row's own id, what refers to an order or reservation referring to one of the
//! document, the rooms a stay holds each night what its reservations say. A document of
//! other tables' versions or another world is refused (its orders name flights that
//! world does not have), and so is one holding an id or reference another tenant of
//! this server holds (they are unique on a server), without saying whose. Then, in one
//! transaction, the tenant's rows are replaced.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{Read, Seek, SeekFrom, Write};

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

use crate::deflated;
use crate::error::{Error, Result};
use crate::sql::{args, Arg, Cell, Db};
use crate::store::Store;
use crate::tenant::Tenant;

/// What a document says it is.
const FORMAT: &str = "travel-sandbox-tenant";

/// Every table that keeps tenants' rows, in the order rows go back in (referred to
/// before referring). A reservation's `seq` is the server's own: it is given anew when
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

/// One row of a document, as JSON, at most: a row of an order holds its record, a few
/// kilobytes deflated.
pub const MAX_ROW: usize = 4 << 20;
/// An order's record, inflated, at most (as every record is read).
pub const MAX_RECORD: usize = deflated::MOST;

/// What a value of a column must be.
#[derive(Debug, Clone, Copy)]
enum Rule {
    /// Text of at most so many bytes, printable, on one line.
    Text(usize),
    /// An order's id: base64url, at most 64 characters.
    Id,
    /// A booking reference: six capital letters or digits.
    Reference,
    /// A date, YYYY-MM-DD, between 1970 and 2200.
    Date,
    /// A date, or nothing.
    MaybeDate,
    /// A whole number in a range.
    Int(i64, i64),
    /// An order's record: deflated JSON (or JSON text, as kept before).
    Record,
}

/// The rule of every column a document may hold (every column of [`TABLES`] but the
/// tenant; a test holds them to the tables).
const RULES: &[(&str, &str, Rule)] = &[
    (
        "sandbox_clocks",
        "offset_secs",
        Rule::Int(-travel_core::clock::MAX_SPAN, travel_core::clock::MAX_SPAN),
    ),
    ("flight_orders", "id", Rule::Id),
    ("flight_orders", "reference", Rule::Reference),
    ("flight_orders", "created_on", Rule::Date),
    ("flight_orders", "ticketing_on", Rule::Date),
    ("flight_orders", "body", Rule::Record),
    ("flight_orders", "lapses_after", Rule::MaybeDate),
    ("flight_order_segments", "order_id", Rule::Id),
    ("flight_order_segments", "flight_key", Rule::Text(32)),
    ("flight_order_segments", "date", Rule::Date),
    ("flight_order_segments", "class", Rule::Text(2)),
    ("flight_order_segments", "seats", Rule::Int(1, 9)),
    ("flight_order_segments", "lapses_after", Rule::MaybeDate),
    ("flight_seats_taken", "flight_key", Rule::Text(32)),
    ("flight_seats_taken", "date", Rule::Date),
    ("flight_seats_taken", "label", Rule::Text(8)),
    ("flight_seats_taken", "order_id", Rule::Id),
    ("flight_seats_taken", "lapses_after", Rule::MaybeDate),
    ("hotel_reservations", "seq", Rule::Int(1, i64::MAX)),
    ("hotel_reservations", "reference", Rule::Reference),
    ("hotel_reservations", "offer_id", Rule::Text(256)),
    ("hotel_reservations", "hotel_id", Rule::Text(16)),
    ("hotel_reservations", "room_type", Rule::Text(16)),
    ("hotel_reservations", "rate_code", Rule::Text(16)),
    ("hotel_reservations", "check_in", Rule::Date),
    ("hotel_reservations", "check_out", Rule::Date),
    ("hotel_reservations", "rooms", Rule::Int(1, 9)),
    ("hotel_reservations", "adults", Rule::Int(1, 9)),
    ("hotel_reservations", "total", Rule::Text(32)),
    ("hotel_reservations", "currency", Rule::Text(3)),
    ("hotel_reservations", "card_vendor", Rule::Text(2)),
    ("hotel_reservations", "card_last4", Rule::Text(4)),
    ("hotel_reservations", "created_at", Rule::Text(40)),
    ("hotel_bookings", "id", Rule::Text(64)),
    ("hotel_bookings", "confirmation", Rule::Text(16)),
    ("hotel_bookings", "reservation", Rule::Int(1, i64::MAX)),
    ("hotel_bookings", "room_index", Rule::Int(0, 8)),
    ("hotel_bookings", "guest_names", Rule::Text(2048)),
    ("hotel_room_nights", "hotel_id", Rule::Text(16)),
    ("hotel_room_nights", "room_type", Rule::Text(16)),
    ("hotel_room_nights", "night", Rule::Date),
    ("hotel_room_nights", "booked", Rule::Int(1, 100_000)),
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
    /// Write `tenant`'s rows to `out` as the answer `GET /_sandbox/state` gives: the
    /// document [`Store::import_from`] takes back, as `data`. Read in one snapshot and
    /// written a row at a time.
    pub fn export_to(&self, tenant: &Tenant, seed: u64, out: &mut dyn Write) -> Result<()> {
        let io = |e: std::io::Error| Error::other(format!("the export could not be written: {e}"));
        self.db.snapshot(|db| {
            let head = serde_json::json!({
                "format": FORMAT,
                "tenant": tenant.as_str(),
                "seed": seed,
                "versions": versions(db)?,
            });
            let head = serde_json::to_string(&head).expect("JSON");
            // the head's object, left open for the tables
            write!(out, "{{\"data\":{},\"tables\":{{", &head[..head.len() - 1]).map_err(io)?;
            for (i, table) in TABLES.iter().enumerate() {
                let sep = if i == 0 { "" } else { "," };
                write!(out, "{sep}\"{table}\":[").map_err(io)?;
                let mut first = true;
                rows(db, table, tenant, &mut |row| {
                    if !first {
                        out.write_all(b",").map_err(io)?;
                    }
                    first = false;
                    serde_json::to_writer(&mut *out, &row)
                        .map_err(|e| Error::other(format!("the export could not be written: {e}")))
                })?;
                out.write_all(b"]").map_err(io)?;
            }
            out.write_all(b"}}}").map_err(io)?;
            Ok(())
        })
    }

    /// Replace `tenant`'s rows with those of the document `doc` (read from its start,
    /// three times); the outer `Err` is a failure of the state, the inner one a
    /// document refused (nothing changed).
    ///
    /// `doc` is a trait object so that the reading loop, where an import spends its
    /// time, is compiled here, with this crate's optimisation, and once, rather than in
    /// every caller with the caller's.
    pub fn import_from(
        &self,
        tenant: &Tenant,
        seed: u64,
        doc: &mut dyn DocumentSource,
    ) -> Result<std::result::Result<(), Refused>> {
        let mut doc = doc;
        let doc = &mut doc;
        let head = match read_head(doc) {
            Ok(head) => head,
            Err(no) => return Ok(Err(no)),
        };
        if head.format.as_deref() != Some(FORMAT) {
            return Ok(Err(refused(format!(
                "not a tenant's state: its format must be {FORMAT:?}, as GET /_sandbox/state gives it"
            ))));
        }
        if head.seed != Some(seed) {
            let theirs = head.seed.map_or("none".to_string(), |s| s.to_string());
            return Ok(Err(refused(format!(
                "exported from the world of seed {theirs}; this server's is {seed}: its orders name flights of another world"
            ))));
        }
        let mut columns = HashMap::new();
        self.db.with(|db| {
            for table in TABLES {
                columns.insert(*table, db.columns(table)?);
            }
            Ok(())
        })?;
        // every row checked, and what it refers to, before anything is written
        let mut check = Check::new(self, tenant, &columns);
        if let Some(no) = visit(doc, &mut check)? {
            return Ok(Err(no));
        }
        if let Some(no) = check.whole()? {
            return Ok(Err(no));
        }
        self.db.write_unless(|db| {
            if Some(versions(db)?) != head.versions {
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
            let mut put = Put {
                db,
                tenant,
                seqs: HashMap::new(),
            };
            match visit(doc, &mut put)? {
                Some(no) => Ok(Err(no)),
                None => Ok(Ok(())),
            }
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

/// `tenant`'s rows of `table`, each an object of its columns but the tenant, to `f`
/// one at a time.
fn rows(
    db: &mut dyn Db,
    table: &str,
    tenant: &Tenant,
    f: &mut dyn FnMut(Value) -> Result<()>,
) -> Result<()> {
    let cols: Vec<String> = db
        .columns(table)?
        .into_iter()
        .filter(|c| c != "tenant")
        .collect();
    let sql = format!(
        "SELECT {} FROM {table} WHERE tenant = ?1 ORDER BY 1",
        cols.join(", ")
    );
    db.each(&sql, args![tenant.as_str()], &mut |r| {
        let obj = cols
            .iter()
            .enumerate()
            .map(|(i, c)| (c.clone(), json_of(r.cell(i))))
            .collect();
        f(Value::Object(obj))
    })
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

/// A value of a document, as a column holds it.
#[derive(Debug, Clone, PartialEq)]
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

    fn text(&self) -> Option<&str> {
        match self {
            Sql::Text(s) => Some(s),
            _ => None,
        }
    }

    fn int(&self) -> Option<i64> {
        match self {
            Sql::Integer(n) => Some(*n),
            _ => None,
        }
    }
}

/// `v`, a value of `table.column`, as the column holds it, if it keeps the column's
/// rule; else why not.
fn value_of(table: &str, column: &str, v: &Value) -> std::result::Result<Sql, String> {
    let Some(&(_, _, rule)) = RULES.iter().find(|(t, c, _)| *t == table && *c == column) else {
        return Err(format!("{table} has no column {column:?}"));
    };
    let at = |what: &str| format!("{table}.{column}: {what}");
    let text = |v: &Value| v.as_str().map(str::to_string);
    let date = |s: &str| {
        travel_core::parse::date(s)
            .filter(|d| (1970..=2200).contains(&chrono::Datelike::year(d)))
            .is_some()
            && s.len() == 10
    };
    match rule {
        Rule::Text(most) => {
            let s = text(v).ok_or_else(|| at("not text"))?;
            if s.len() > most || s.chars().any(char::is_control) {
                return Err(at(&format!("text of at most {most} bytes on one line")));
            }
            Ok(Sql::Text(s))
        }
        Rule::Id => {
            let s = text(v).ok_or_else(|| at("not text"))?;
            let fine = (1..=64).contains(&s.len())
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            fine.then_some(Sql::Text(s))
                .ok_or_else(|| at("an id of 1 to 64 letters, digits, - or _"))
        }
        Rule::Reference => {
            let s = text(v).ok_or_else(|| at("not text"))?;
            let fine = s.len() == 6
                && s.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
            fine.then_some(Sql::Text(s))
                .ok_or_else(|| at("six capital letters or digits"))
        }
        Rule::Date => match text(v) {
            Some(s) if date(&s) => Ok(Sql::Text(s)),
            _ => Err(at("a date YYYY-MM-DD between 1970 and 2200")),
        },
        Rule::MaybeDate => match v {
            Value::Null => Ok(Sql::Null),
            Value::String(s) if date(s) => Ok(Sql::Text(s.clone())),
            _ => Err(at("a date YYYY-MM-DD between 1970 and 2200, or null")),
        },
        Rule::Int(least, most) => match v.as_i64() {
            Some(n) if (least..=most).contains(&n) => Ok(Sql::Integer(n)),
            _ => Err(at(&format!("a whole number from {least} to {most}"))),
        },
        Rule::Record => {
            let stored = match v {
                Value::String(s) => Sql::Text(s.clone()),
                Value::Object(o) if o.len() == 1 => Sql::Blob(
                    o.get(BLOB)
                        .and_then(Value::as_str)
                        .and_then(|b| STANDARD.decode(b).ok())
                        .ok_or_else(|| at("a blob's base64"))?,
                ),
                _ => return Err(at("an order's record")),
            };
            Ok(stored)
        }
    }
}

/// An order's record as stored, read within [`MAX_RECORD`]: the order, or why not.
fn record(stored: &Sql) -> std::result::Result<travel_core::model::order::FlightOrder, String> {
    let cell = match stored {
        Sql::Text(t) => Cell::Text(t.clone()),
        Sql::Blob(b) => Cell::Blob(b.clone()),
        _ => return Err("not a record".into()),
    };
    deflated::unpack(&cell)
}

/// One row of `table` read, every value checked: the columns and their values.
fn checked(
    table: &str,
    row: &Map<String, Value>,
    known: &[String],
) -> std::result::Result<Vec<(String, Sql)>, String> {
    let mut out = Vec::with_capacity(row.len());
    for (name, value) in row {
        if name == "tenant" {
            continue;
        }
        if !known.contains(name) {
            return Err(format!("{table} has no column {name:?}"));
        }
        out.push((name.clone(), value_of(table, name, value)?));
    }
    // every column a row needs (all but those that may be left out) is there
    for (t, column, rule) in RULES {
        let optional = matches!(rule, Rule::MaybeDate) || *column == "seq";
        if *t == table && !optional && !out.iter().any(|(n, _)| n == column) {
            return Err(format!("a row of {table} has no {column}"));
        }
    }
    Ok(out)
}

/// What is done with each row of a document: checked, or written.
trait Sink {
    /// `Ok(Err)` stops at a row refused.
    fn row(
        &mut self,
        table: &str,
        row: Map<String, Value>,
    ) -> Result<std::result::Result<(), Refused>>;
}

/// A document to import: read from its start more than once.
pub trait DocumentSource: Read + Seek {}

impl<T: Read + Seek> DocumentSource for T {}

/// What a visit of a document stopped at.
enum Stop {
    Refused(Refused),
    Failed(Error),
}

/// Go through every row of the document `doc` (from its start) with `sink`: a row at a
/// time, none bigger than [`MAX_ROW`]. The refusal it stopped at, if any.
fn visit<R: Read + Seek>(doc: &mut R, sink: &mut dyn Sink) -> Result<Option<Refused>> {
    doc.seek(SeekFrom::Start(0))
        .map_err(|e| Error::other(format!("the document could not be read again: {e}")))?;
    let counted = Counted::new(doc);
    let mark = counted.mark();
    let mut de = serde_json::Deserializer::from_reader(buffered(counted));
    let mut stop = None;
    let done = Document {
        sink,
        stop: &mut stop,
        mark: &mark,
    }
    .deserialize(&mut de)
    .and_then(|()| de.end());
    match (stop, done) {
        (Some(Stop::Refused(no)), _) => Ok(Some(no)),
        (Some(Stop::Failed(e)), _) => Err(e),
        (None, Ok(())) => Ok(None),
        (None, Err(e)) => Ok(Some(refused(format!("not a document of JSON: {e}")))),
    }
}

/// How far into a row the reader is, shared with the visit that resets it per row;
/// and whether the bound holds (not while the rows a head's read skips go by).
#[derive(Clone, Default)]
struct Mark {
    since: std::rc::Rc<std::cell::Cell<usize>>,
    unbounded: std::rc::Rc<std::cell::Cell<bool>>,
}

impl Mark {
    fn set(&self, since: usize) {
        self.since.set(since);
    }
}

/// A reader that counts what it gives since the mark was reset, and fails past
/// [`MAX_ROW`]: no row, however long its strings, is read whole into memory. It sits
/// below the buffer (see [`buffered`]), so it counts a buffer's fill at a time: a row
/// is refused at most one buffer past the bound.
struct Counted<R> {
    inner: R,
    since: Mark,
}

impl<R> Counted<R> {
    fn new(inner: R) -> Self {
        Counted {
            inner,
            since: Mark::default(),
        }
    }

    fn mark(&self) -> Mark {
        self.since.clone()
    }
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let since = self.since.since.get() + n;
        self.since.since.set(since);
        if since > MAX_ROW && !self.since.unbounded.get() {
            return Err(std::io::Error::other(format!(
                "a row of more than {} MiB",
                MAX_ROW >> 20
            )));
        }
        Ok(n)
    }
}

/// The whole document: its `tables`, perhaps inside `data` (an export's answer as it
/// came).
struct Document<'a> {
    sink: &'a mut dyn Sink,
    stop: &'a mut Option<Stop>,
    mark: &'a Mark,
}

impl<'de> DeserializeSeed<'de> for Document<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Document<'_> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a tenant's state")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            self.mark.set(0);
            match key.as_str() {
                "data" => map.next_value_seed(Document {
                    sink: &mut *self.sink,
                    stop: &mut *self.stop,
                    mark: self.mark,
                })?,
                "tables" => map.next_value_seed(Tables {
                    sink: &mut *self.sink,
                    stop: &mut *self.stop,
                    mark: self.mark,
                })?,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

struct Tables<'a> {
    sink: &'a mut dyn Sink,
    stop: &'a mut Option<Stop>,
    mark: &'a Mark,
}

impl<'de> DeserializeSeed<'de> for Tables<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Tables<'_> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("the tables, by name")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<(), A::Error> {
        while let Some(table) = map.next_key::<String>()? {
            let Some(table) = TABLES.iter().find(|t| **t == table) else {
                *self.stop = Some(Stop::Refused(refused(format!(
                    "no table {table:?} keeps a tenant's rows"
                ))));
                return Err(de::Error::custom("refused"));
            };
            map.next_value_seed(Rows {
                table,
                sink: &mut *self.sink,
                stop: &mut *self.stop,
                mark: self.mark,
            })?;
        }
        Ok(())
    }
}

struct Rows<'a> {
    table: &'static str,
    sink: &'a mut dyn Sink,
    stop: &'a mut Option<Stop>,
    mark: &'a Mark,
}

impl<'de> DeserializeSeed<'de> for Rows<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Rows<'_> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "the rows of {}", self.table)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<(), A::Error> {
        loop {
            self.mark.set(0);
            let Some(row) = seq.next_element::<Value>()? else {
                return Ok(());
            };
            let Value::Object(row) = row else {
                *self.stop = Some(Stop::Refused(refused(format!(
                    "a row of {} is not an object",
                    self.table
                ))));
                return Err(de::Error::custom("refused"));
            };
            match self.sink.row(self.table, row) {
                Ok(Ok(())) => {}
                Ok(Err(no)) => {
                    *self.stop = Some(Stop::Refused(no));
                    return Err(de::Error::custom("refused"));
                }
                Err(e) => {
                    *self.stop = Some(Stop::Failed(e));
                    return Err(de::Error::custom("failed"));
                }
            }
        }
    }
}

/// The buffer the JSON reader reads from a byte at a time: above the count, so that
/// each byte costs a copy out of the buffer rather than a call through every reader.
fn buffered<R: Read>(counted: Counted<R>) -> std::io::BufReader<Counted<R>> {
    std::io::BufReader::with_capacity(64 << 10, counted)
}

/// What a document says of itself.
#[derive(Debug, Default)]
struct Head {
    format: Option<String>,
    seed: Option<u64>,
    versions: Option<Value>,
}

/// The document's head (its rows skipped, not held), from inside `data` when the
/// document came as an export's answer: each value of it within [`MAX_ROW`].
fn read_head<R: Read + Seek>(doc: &mut R) -> std::result::Result<Head, Refused> {
    doc.seek(SeekFrom::Start(0))
        .map_err(|e| refused(format!("the document could not be read: {e}")))?;
    let counted = Counted::new(doc);
    let mark = counted.mark();
    let mut de = serde_json::Deserializer::from_reader(buffered(counted));
    let mut head = Head::default();
    HeadOf {
        head: &mut head,
        mark: &mark,
    }
    .deserialize(&mut de)
    .and_then(|()| de.end())
    .map_err(|e| refused(format!("not a document of JSON: {e}")))?;
    Ok(head)
}

/// A visit of a document that keeps its head and skips its rows.
struct HeadOf<'a> {
    head: &'a mut Head,
    mark: &'a Mark,
}

impl<'de> DeserializeSeed<'de> for HeadOf<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for HeadOf<'_> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a tenant's state")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<(), A::Error> {
        let mut inner = Head::default();
        let mut has_format = false;
        while let Some(key) = map.next_key::<String>()? {
            self.mark.set(0);
            match key.as_str() {
                "format" => {
                    has_format = true;
                    self.head.format = map.next_value()?;
                }
                "seed" => self.head.seed = map.next_value()?,
                "versions" => self.head.versions = map.next_value()?,
                "data" => map.next_value_seed(HeadOf {
                    head: &mut inner,
                    mark: self.mark,
                })?,
                _ => {
                    // the rows go by unheld: no bound on them here
                    self.mark.unbounded.set(true);
                    map.next_value::<IgnoredAny>()?;
                    self.mark.set(0);
                    self.mark.unbounded.set(false);
                }
            }
        }
        if !has_format && inner.format.is_some() {
            *self.head = inner;
        }
        Ok(())
    }
}

/// Every row checked, and what the rows refer to gathered, before any is written.
struct Check<'a> {
    store: &'a Store,
    tenant: &'a Tenant,
    columns: &'a HashMap<&'static str, Vec<String>>,
    /// Orders by id, and the references of orders and reservations: each once.
    orders: HashSet<String>,
    references: HashSet<String>,
    /// Reservations by their number in the document, with what they hold each night.
    reservations: HashSet<i64>,
    held: BTreeMap<(String, String, String), i64>,
    nights: BTreeMap<(String, String, String), i64>,
    /// Rows that refer to an order or reservation, checked once every row is read.
    referring: Vec<(&'static str, Referred)>,
    bookings: HashSet<String>,
    confirmations: HashSet<String>,
}

#[derive(Debug)]
enum Referred {
    Order(String),
    Reservation(i64),
}

impl<'a> Check<'a> {
    fn new(
        store: &'a Store,
        tenant: &'a Tenant,
        columns: &'a HashMap<&'static str, Vec<String>>,
    ) -> Self {
        Check {
            store,
            tenant,
            columns,
            orders: HashSet::new(),
            references: HashSet::new(),
            reservations: HashSet::new(),
            held: BTreeMap::new(),
            nights: BTreeMap::new(),
            referring: Vec::new(),
            bookings: HashSet::new(),
            confirmations: HashSet::new(),
        }
    }

    /// Whether another tenant of the server holds `value` in `table.column`.
    fn held_by_another(&self, table: &str, column: &str, value: &str) -> Result<bool> {
        let sql = format!("SELECT 1 FROM {table} WHERE {column} = ?1 AND tenant <> ?2");
        self.store
            .db
            .with(|db| Ok(db.one(&sql, args![value, self.tenant.as_str()])?.is_some()))
    }

    /// What refers to an order or reservation refers to one of the document, and the
    /// rooms held each night are what the reservations hold.
    fn whole(&self) -> Result<Option<Refused>> {
        for (table, referred) in &self.referring {
            let there = match referred {
                Referred::Order(id) => self.orders.contains(id),
                Referred::Reservation(n) => self.reservations.contains(n),
            };
            if !there {
                return Ok(Some(refused(format!(
                    "a row of {table} refers to {referred:?}, which the document does not hold"
                ))));
            }
        }
        if self.held != self.nights {
            return Ok(Some(refused(
                "hotel_room_nights does not hold what the document's reservations hold each night",
            )));
        }
        Ok(None)
    }
}

/// The value of `column` of a checked row.
fn of<'r>(row: &'r [(String, Sql)], column: &str) -> Option<&'r Sql> {
    row.iter().find(|(n, _)| n == column).map(|(_, v)| v)
}

fn conflict() -> Refused {
    Refused {
        conflict: true,
        why: "the document holds an id or reference that another tenant of this server holds: \
              ids and references are unique on a server"
            .into(),
    }
}

impl Sink for Check<'_> {
    fn row(
        &mut self,
        table: &str,
        row: Map<String, Value>,
    ) -> Result<std::result::Result<(), Refused>> {
        let known = &self.columns[table];
        let row = match checked(table, &row, known) {
            Ok(row) => row,
            Err(why) => return Ok(Err(refused(why))),
        };
        let text = |c: &str| of(&row, c).and_then(Sql::text).unwrap_or("").to_string();
        let twice = |what: &str| refused(format!("{table}: {what} twice in the document"));
        match table {
            "flight_orders" => {
                let (id, reference) = (text("id"), text("reference"));
                let order = match of(&row, "body").map(record) {
                    Some(Ok(order)) => order,
                    Some(Err(why)) => {
                        return Ok(Err(refused(format!(
                        "flight_orders.body of {id}: not an order's record within {} KiB ({why})",
                        MAX_RECORD >> 10
                    ))))
                    }
                    None => return Ok(Err(refused("a row of flight_orders has no body"))),
                };
                if order.id != id {
                    return Ok(Err(refused(format!(
                        "flight_orders.body of {id} is the record of another order"
                    ))));
                }
                if !self.orders.insert(id.clone()) {
                    return Ok(Err(twice("an order id")));
                }
                if !self.references.insert(reference.clone()) {
                    return Ok(Err(twice("a reference")));
                }
                if self.held_by_another("flight_orders", "id", &id)?
                    || self.held_by_another("flight_orders", "reference", &reference)?
                    || self.held_by_another("hotel_reservations", "reference", &reference)?
                {
                    return Ok(Err(conflict()));
                }
            }
            "flight_order_segments" | "flight_seats_taken" => {
                let referring = if table == "flight_seats_taken" {
                    "flight_seats_taken"
                } else {
                    "flight_order_segments"
                };
                self.referring
                    .push((referring, Referred::Order(text("order_id"))));
            }
            "hotel_reservations" => {
                let reference = text("reference");
                let (check_in, check_out) = (text("check_in"), text("check_out"));
                let (Some(from), Some(to)) = (
                    travel_core::parse::date(&check_in),
                    travel_core::parse::date(&check_out),
                ) else {
                    return Ok(Err(refused("hotel_reservations: dates")));
                };
                let nights = (to - from).num_days();
                if !(1..=366).contains(&nights) {
                    return Ok(Err(refused(format!(
                        "hotel_reservations {reference}: a stay of 1 to 366 nights, check_out after check_in"
                    ))));
                }
                if let Some(n) = of(&row, "seq").and_then(Sql::int) {
                    if !self.reservations.insert(n) {
                        return Ok(Err(twice("a reservation's seq")));
                    }
                }
                if !self.references.insert(reference.clone()) {
                    return Ok(Err(twice("a reference")));
                }
                if self.held_by_another("hotel_reservations", "reference", &reference)?
                    || self.held_by_another("flight_orders", "reference", &reference)?
                {
                    return Ok(Err(conflict()));
                }
                let rooms = of(&row, "rooms").and_then(Sql::int).unwrap_or(0);
                let mut night = from;
                while night < to {
                    let key = (text("hotel_id"), text("room_type"), night.to_string());
                    *self.held.entry(key).or_default() += rooms;
                    night = night.succ_opt().unwrap_or(to);
                }
            }
            "hotel_bookings" => {
                let (id, confirmation) = (text("id"), text("confirmation"));
                if !self.bookings.insert(id.clone()) {
                    return Ok(Err(twice("a room booking's id")));
                }
                if !self.confirmations.insert(confirmation.clone()) {
                    return Ok(Err(twice("a confirmation")));
                }
                if self.held_by_another("hotel_bookings", "id", &id)?
                    || self.held_by_another("hotel_bookings", "confirmation", &confirmation)?
                {
                    return Ok(Err(conflict()));
                }
                let n = of(&row, "reservation").and_then(Sql::int).unwrap_or(0);
                self.referring
                    .push(("hotel_bookings", Referred::Reservation(n)));
            }
            "hotel_room_nights" => {
                let key = (text("hotel_id"), text("room_type"), text("night"));
                let booked = of(&row, "booked").and_then(Sql::int).unwrap_or(0);
                if self.nights.insert(key, booked).is_some() {
                    return Ok(Err(twice("a room type's night")));
                }
            }
            _ => {}
        }
        Ok(Ok(()))
    }
}

/// Every row written back, as the tenant's, in the transaction `db` is in.
/// Reservations get a new `seq`, noted in `seqs` for their bookings.
struct Put<'a> {
    db: &'a mut dyn Db,
    tenant: &'a Tenant,
    seqs: HashMap<i64, i64>,
}

impl Sink for Put<'_> {
    fn row(
        &mut self,
        table: &str,
        row: Map<String, Value>,
    ) -> Result<std::result::Result<(), Refused>> {
        let known = self.db.columns(table)?;
        let row = match checked(table, &row, &known) {
            Ok(row) => row,
            Err(why) => return Ok(Err(refused(why))),
        };
        let mut names = vec!["tenant".to_string()];
        let mut values = vec![Sql::Text(self.tenant.as_str().to_string())];
        for (name, mut value) in row.iter().cloned() {
            if table == "hotel_reservations" && name == "seq" {
                continue;
            }
            if table == "hotel_bookings" && name == "reservation" {
                let old = value.int().unwrap_or(0);
                let Some(new) = self.seqs.get(&old) else {
                    return Ok(Err(refused(format!(
                        "a hotel booking of reservation {old}, which the document does not hold"
                    ))));
                };
                value = Sql::Integer(*new);
            }
            names.push(name);
            values.push(value);
        }
        let marks: Vec<String> = (1..=names.len()).map(|i| format!("?{i}")).collect();
        let statement = format!(
            "INSERT INTO {table} ({}) VALUES ({})",
            names.join(", "),
            marks.join(", ")
        );
        let args: Vec<Arg> = values.iter().map(Sql::arg).collect();
        let done = if table == "hotel_reservations" {
            self.db.insert_numbered(&statement, &args, "seq").map(Some)
        } else {
            self.db.exec(&statement, &args).map(|_| None)
        };
        match done {
            Ok(Some(new)) => {
                if let Some(old) = of(&row, "seq").and_then(Sql::int) {
                    self.seqs.insert(old, new);
                }
                Ok(Ok(()))
            }
            Ok(None) => Ok(Ok(())),
            // drawn by another tenant since the rows were checked
            Err(e) if e.conflict() => Ok(Err(conflict())),
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::on_each;

    #[test]
    fn every_column_a_document_carries_has_a_rule() {
        on_each(|store| {
            store.raw(|db| {
                for table in TABLES {
                    for column in db.columns(table)? {
                        if column == "tenant" {
                            continue;
                        }
                        assert!(
                            RULES.iter().any(|(t, c, _)| t == table && *c == column),
                            "{table}.{column} has no rule"
                        );
                    }
                }
                Ok(())
            });
        });
    }

    #[test]
    fn values_out_of_their_kind_or_range_are_refused() {
        let ok = |t, c, v: Value| value_of(t, c, &v).is_ok();
        assert!(ok("sandbox_clocks", "offset_secs", Value::from(86_400)));
        assert!(!ok("sandbox_clocks", "offset_secs", Value::from(i64::MAX)));
        assert!(!ok("flight_order_segments", "seats", Value::from(-3)));
        assert!(!ok("flight_order_segments", "seats", Value::from(0)));
        assert!(ok("flight_order_segments", "seats", Value::from(2)));
        assert!(!ok(
            "flight_orders",
            "created_on",
            Value::from("2026-13-01")
        ));
        assert!(!ok(
            "flight_orders",
            "created_on",
            Value::from("9999-01-01")
        ));
        assert!(ok("flight_orders", "created_on", Value::from("2026-12-01")));
        assert!(!ok("flight_orders", "reference", Value::from("abc123")));
        assert!(!ok("flight_orders", "id", Value::from("a b")));
        assert!(!ok("hotel_reservations", "currency", Value::from("EURO")));
        assert!(!ok("hotel_bookings", "guest_names", Value::from("A\nB")));
        assert!(!ok("flight_orders", "nonsense", Value::from(1)));
    }

    #[test]
    fn a_row_longer_than_the_most_is_refused_before_it_is_read_whole() {
        let mut counted = Counted::new(std::io::repeat(b'x').take(MAX_ROW as u64 + 10));
        let mut sink = Vec::new();
        let e = std::io::copy(&mut counted, &mut sink).unwrap_err();
        assert!(e.to_string().contains("a row of more than 4 MiB"), "{e}");
        assert!(sink.len() <= MAX_ROW + 8192);
    }
}
