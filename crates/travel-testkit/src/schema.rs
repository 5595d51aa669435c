//! The provider's OpenAPI (Swagger 2.0) files, read at test time from the directory
//! `TRAVEL_PROVIDER_OPENAPI` names: their request and response examples, and a checker
//! of a JSON value against one of their schemas. Only the provider suite reads them
//! (the tests marked as its own, run by `scripts/provider-checks DIR`); it fails
//! without the variable.
//!
//! The checker is the `jsonschema` crate (JSON Schema draft 4, which the files' schemas
//! are a dialect of), the file itself the root so its references resolve. Two of the
//! files' patterns are converted first (see `ecma_pattern`), a `multipleOf` that
//! marks floats is dropped (see `as_meant`), and `format` is not
//! checked: the files mark local times (no offset) as `date-time`. Its faults are said
//! in this module's words, one line each with its JSON pointer.
//! Nothing from the files is copied into the repository; a test reads them where they
//! are (CI has them beside the clone).

use std::path::PathBuf;

use chrono::Datelike;
use serde_json::Value;

/// One OpenAPI file.
pub struct Spec {
    doc: Value,
    name: String,
}

/// Every file, by the name `Spec::load` takes.
pub fn spec_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(openapi_dir())
        .expect("the provider's OpenAPI files")
        .filter_map(|e| {
            let name = e.ok()?.file_name().to_string_lossy().into_owned();
            Some(
                name.strip_suffix("_swagger_specification.json")?
                    .to_string(),
            )
        })
        .collect();
    names.sort();
    names
}

/// The variable naming the directory of the provider's OpenAPI files.
pub const ENV: &str = "TRAVEL_PROVIDER_OPENAPI";

/// Where the provider's files are: the directory `TRAVEL_PROVIDER_OPENAPI` names. The
/// provider suite fails without it, it never skips.
pub fn openapi_dir() -> PathBuf {
    let dir = std::env::var_os(ENV).unwrap_or_else(|| {
        panic!(
            "{ENV} names the directory of the provider's OpenAPI files, which the provider \
             suite checks against (scripts/provider-checks DIR sets it)"
        )
    });
    let dir = PathBuf::from(dir);
    assert!(
        dir.is_dir(),
        "{ENV}={}: not a directory of the provider's OpenAPI files",
        dir.display()
    );
    dir
}

impl Spec {
    /// `name` as in the file name before `_swagger_specification.json`, e.g.
    /// `FlightOffersPrice_v1`.
    pub fn load(name: &str) -> Spec {
        let path = openapi_dir().join(format!("{name}_swagger_specification.json"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
        Spec {
            doc: serde_json::from_str(&text).expect("an OpenAPI file is JSON"),
            name: name.to_string(),
        }
    }

    fn operation(&self, path: &str, method: &str) -> &Value {
        let op = &self.doc["paths"][path][method];
        assert!(op.is_object(), "{}: no {method} {path}", self.name);
        op
    }

    /// The example of the body of an operation: its body parameter's (Swagger 2.0) or
    /// its `requestBody`'s (OpenAPI 3).
    pub fn request_example(&self, path: &str, method: &str) -> Value {
        let op = self.operation(path, method);
        let schema = match self.resolve(&op["requestBody"])["content"].as_object() {
            Some(content) => content
                .values()
                .next()
                .map(|c| c["schema"].clone())
                .unwrap_or_default(),
            None => self
                .parameters(path, method)
                .into_iter()
                .find(|p| p["in"] == "body")
                .unwrap_or_else(|| panic!("{}: {method} {path} takes no body", self.name))
                ["schema"]
                .clone(),
        };
        let example = self.resolve(&schema)["example"].clone();
        assert!(example.is_object(), "{}: no request example", self.name);
        example
    }

    /// The schema of an operation's answer with `status`, if the file gives one.
    pub fn response_schema_of(&self, path: &str, method: &str, status: &str) -> Option<Value> {
        let response = self.resolve(&self.operation(path, method)["responses"][status]);
        let schema = match response["content"].as_object() {
            Some(content) => content.values().next()?["schema"].clone(),
            None => response["schema"].clone(),
        };
        let schema = self.resolve(&schema).clone();
        schema.is_object().then_some(schema)
    }

    /// The schema of an operation's answer with `status`.
    pub fn response_schema(&self, path: &str, method: &str, status: &str) -> Value {
        self.response_schema_of(path, method, status)
            .unwrap_or_else(|| panic!("{}: no {status} schema", self.name))
    }

    /// Every example the file gives of an operation's answer with `status`: its schema's
    /// and, in OpenAPI 3, its content's `example` and `examples`.
    pub fn response_examples(&self, path: &str, method: &str, status: &str) -> Vec<Value> {
        let response = self.resolve(&self.operation(path, method)["responses"][status]);
        let mut out: Vec<Value> = Vec::new();
        if let Some(schema) = self.response_schema_of(path, method, status) {
            out.push(schema["example"].clone());
        }
        for content in response["content"].as_object().into_iter().flatten() {
            let content = content.1;
            out.push(content["example"].clone());
            for example in content["examples"].as_object().into_iter().flatten() {
                out.push(self.resolve(example.1)["value"].clone());
            }
        }
        out.retain(|v| !v.is_null());
        out
    }

    /// Every operation of the file: its path as the file writes it and its method.
    pub fn operations(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (path, item) in self.doc["paths"].as_object().into_iter().flatten() {
            for method in item.as_object().into_iter().flatten().map(|(m, _)| m) {
                if ["get", "post", "put", "delete", "patch"].contains(&method.as_str()) {
                    out.push((path.clone(), method.clone()));
                }
            }
        }
        out
    }

    /// The parameters of an operation (its path's and its own), references followed.
    pub fn parameters(&self, path: &str, method: &str) -> Vec<Value> {
        let shared = self.doc["paths"][path]["parameters"].as_array();
        let own = self.operation(path, method)["parameters"].as_array();
        shared
            .into_iter()
            .chain(own)
            .flatten()
            .map(|p| self.resolve(p).clone())
            .collect()
    }

    /// The path an operation is served at: the file's path under its `basePath` (Swagger
    /// 2.0) or its server's path (OpenAPI 3), e.g. `/v1/airline/destinations`.
    pub fn served_path(&self, path: &str) -> String {
        let base = self.doc["basePath"]
            .as_str()
            .or_else(|| {
                let url = self.doc["servers"][0]["url"].as_str()?;
                let rest = url.split_once("://").map_or(url, |(_, r)| r);
                rest.find('/').map(|i| &rest[i..])
            })
            .unwrap_or("");
        if path.starts_with(&format!("{base}/")) {
            path.to_string()
        } else {
            format!("{base}{path}")
        }
    }

    /// The value a parameter documents: its example, else its default, else (when it
    /// is required) the first value of its enumeration; lists joined with commas.
    pub fn parameter_value(&self, p: &Value) -> Option<String> {
        let schema = self.resolve(&p["schema"]);
        let documented = [
            &p["example"],
            &p["x-example"],
            &schema["example"],
            &p["default"],
            &schema["default"],
        ];
        let enumerated = [
            &p["enum"][0],
            &schema["enum"][0],
            &p["items"]["enum"][0],
            &schema["items"]["enum"][0],
        ];
        let required = p["required"] == true;
        let v = documented
            .into_iter()
            .chain(enumerated.into_iter().filter(|_| required))
            .find(|v| !v.is_null())?;
        Some(match v {
            Value::String(s) => s.clone(),
            Value::Array(items) => items
                .iter()
                .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string))
                .collect::<Vec<_>>()
                .join(","),
            other => other.to_string(),
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The example of an operation's answer with `status`.
    pub fn response_example(&self, path: &str, method: &str, status: &str) -> Value {
        let example = self.response_schema(path, method, status)["example"].clone();
        assert!(example.is_object(), "{}: no {status} example", self.name);
        example
    }

    /// A `$ref` followed (within this file), or the value itself.
    fn resolve<'a>(&'a self, v: &'a Value) -> &'a Value {
        let mut v = v;
        while let Some(r) = v.get("$ref").and_then(Value::as_str) {
            let pointer = r.strip_prefix('#').expect("references within the file");
            v = self
                .doc
                .pointer(pointer)
                .unwrap_or_else(|| panic!("{}: dangling {r}", self.name));
        }
        v
    }

    /// Where `value` breaks `schema`: one line per fault, with its JSON pointer. Empty
    /// when it conforms.
    pub fn check(&self, schema: &Value, value: &Value) -> Vec<String> {
        // The file is the root, so that references within it resolve; the schema
        // checked sits under a key of its own, which the root refers to.
        let mut root = self.doc.clone();
        root["x-checked"] = schema.clone();
        root["$ref"] = Value::from("#/x-checked");
        as_meant(&mut root);
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft4)
            .should_validate_formats(false)
            .build(&root)
            .unwrap_or_else(|e| panic!("{}: a schema jsonschema cannot read: {e}", self.name));
        let mut faults: Vec<String> = validator
            .iter_errors(value)
            .flat_map(|e| {
                let at = match e.instance_path().as_str() {
                    "" => "/".to_string(),
                    at => at.to_string(),
                };
                said(e.kind(), e.instance())
                    .into_iter()
                    .map(move |f| format!("{at}: {f}"))
            })
            .collect();
        faults.dedup();
        faults
    }

    /// Panics with every fault, `what` naming the answer.
    pub fn assert_conforms(&self, schema: &Value, value: &Value, what: &str) {
        let faults = self.check(schema, value);
        assert!(
            faults.is_empty(),
            "{what} does not conform to {}:\n{}",
            self.name,
            faults.join("\n")
        );
    }
}

/// A fault as this module says it (what the provider suite's list of excused faults
/// matches): several lines for several properties not allowed.
fn said(fault: &jsonschema::error::ValidationErrorKind, v: &Value) -> Vec<String> {
    use jsonschema::error::{TypeKind, ValidationErrorKind as K};
    let one = match fault {
        K::Type { kind } => {
            let wants = match kind {
                TypeKind::Single(t) => t.to_string(),
                TypeKind::Multiple(ts) => ts
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" or "),
            };
            format!("{} where the schema wants {wants}", kind_of(v))
        }
        K::Enum { options } => format!("{v} is not one of {options}"),
        K::MinLength { limit } => format!("{v} is shorter than {limit}"),
        K::MaxLength { limit } => format!("{v} is longer than {limit}"),
        K::Pattern { pattern } => format!("{v} does not match {pattern}"),
        K::Minimum { limit } => format!("{v} is below {limit}"),
        K::Maximum { limit } => format!("{v} is above {limit}"),
        K::MinItems { limit } => format!(
            "{} items, fewer than {limit}",
            v.as_array().map_or(0, Vec::len)
        ),
        K::MaxItems { limit } => format!(
            "{} items, more than {limit}",
            v.as_array().map_or(0, Vec::len)
        ),
        K::Required { property } => {
            format!("{} is required", property.as_str().unwrap_or_default())
        }
        K::MaxProperties { limit } => format!("more than {limit} properties"),
        K::AdditionalProperties { unexpected } => {
            return unexpected
                .iter()
                .map(|k| format!("{k} is not allowed"))
                .collect()
        }
        other => format!("{other:?}"),
    };
    vec![one]
}

/// Every `pattern` of `v` as the files mean it, for an ECMA regular expression engine:
/// see `ecma_pattern`.
fn as_meant(v: &mut Value) {
    match v {
        Value::Object(map) => {
            // `multipleOf` set to the largest 32-bit float marks a number as a float in
            // the files; read as JSON Schema, no number but 0 would be a multiple of it
            if map
                .get("multipleOf")
                .and_then(Value::as_f64)
                .is_some_and(|m| m >= f64::from(f32::MAX))
            {
                map.remove("multipleOf");
            }
            for (k, x) in map.iter_mut() {
                match x {
                    Value::String(p) if k == "pattern" => *p = ecma_pattern(p),
                    _ => as_meant(x),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(as_meant),
        _ => {}
    }
}

/// A pattern of the files as they mean it: a `[` inside a class is itself (ECMA reads
/// it so; one pattern relies on it), and a pattern escaped twice (`^\\\\d+`, digits)
/// also matches what it says once escaped.
fn ecma_pattern(p: &str) -> String {
    let p = if regex::Regex::new(p).is_err() {
        p.replace("[[", "[\\[")
    } else {
        p.to_string()
    };
    if p.contains("\\\\") {
        format!("(?:{p})|(?:{})", p.replace("\\\\", "\\"))
    } else {
        p
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Dates of people and their documents: not travel dates (they move with the trip all
/// the same, so travellers keep their ages and documents stay valid).
const PERSONAL_DATES: [&str; 3] = ["dateOfBirth", "issuanceDate", "expiryDate"];

/// Every date in `v` (strings starting `YYYY-MM-DD`) moved by `days`, as the provider's
/// examples are dated in the past.
pub fn move_dates(v: &mut Value, days: i64) {
    match v {
        Value::String(s) => {
            if let Some(d) = s
                .get(..10)
                .and_then(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
            {
                *s = format!("{}{}", d + chrono::Duration::days(days), &s[10..]);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|x| move_dates(x, days)),
        Value::Object(map) => map.values_mut().for_each(|x| move_dates(x, days)),
        _ => {}
    }
}

/// Days to add to the provider's example dates so the earliest of `dates` (strings
/// starting `YYYY-MM-DD`, others ignored) falls at least a week after `today`, by whole
/// weeks so weekdays are kept; 0 when they are already that late.
pub fn weeks_to_future(dates: &[&str], today: &str) -> i64 {
    let today = chrono::NaiveDate::parse_from_str(today, "%Y-%m-%d").expect("today");
    let earliest = dates
        .iter()
        .filter_map(|s| chrono::NaiveDate::parse_from_str(s.get(..10)?, "%Y-%m-%d").ok())
        .min();
    let Some(earliest) = earliest else { return 0 };
    let mut days = 0;
    if earliest < today + chrono::Duration::days(7) {
        days = ((today - earliest).num_days() + 7 + 6) / 7 * 7;
    }
    // away from the days the sandbox's pricing scenarios trigger on (README)
    while days > 0 && [13, 27, 29].contains(&(earliest + chrono::Duration::days(days)).day()) {
        days += 7;
    }
    days
}

/// Every date-time string in `v` that starts `YYYY-MM-DD`, personal dates left out.
pub fn travel_dates(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::String(s)
                if s.get(..10)
                    .is_some_and(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").is_ok()) =>
            {
                out.push(s.clone())
            }
            Value::Array(items) => items.iter().for_each(|x| walk(x, out)),
            Value::Object(map) => map
                .iter()
                .filter(|(k, _)| !PERSONAL_DATES.contains(&k.as_str()))
                .for_each(|(_, x)| walk(x, out)),
            _ => {}
        }
    }
    walk(v, &mut out);
    out
}
