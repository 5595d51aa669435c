//! The provider's OpenAPI (Swagger 2.0) files, read at test time from the directory
//! `TRAVEL_PROVIDER_OPENAPI` names: their request and response examples, and a checker
//! of a JSON value against one of their schemas. Only the provider suite reads them
//! (the tests marked as its own, run by `scripts/provider-checks DIR`); it fails
//! without the variable.
//!
//! The checker knows the keywords those files use: `$ref`, `allOf`, `type`, `enum`,
//! `required`, `properties`, `additionalProperties`, `items`, `minItems`, `maxItems`,
//! `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`, `maxProperties`.
//! `format` is not checked: the files mark local times (no offset) as `date-time`.
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
        let mut faults = Vec::new();
        self.walk(schema, value, "", &mut faults);
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

    fn walk(&self, schema: &Value, v: &Value, at: &str, out: &mut Vec<String>) {
        let s = self.resolve(schema);
        if let Some(all) = s["allOf"].as_array() {
            for part in all {
                self.walk(part, v, at, out);
            }
            return self.walk_own(s, v, at, out);
        }
        if let Some(t) = s["type"].as_str() {
            let fits = match t {
                "object" => v.is_object(),
                "array" => v.is_array(),
                "string" => v.is_string(),
                "integer" => v.is_i64() || v.is_u64(),
                "number" => v.is_number(),
                "boolean" => v.is_boolean(),
                _ => true,
            };
            if !fits {
                let at = if at.is_empty() { "/" } else { at };
                out.push(format!("{at}: {} where the schema wants {t}", kind(v)));
                return;
            }
        }
        self.walk_own(s, v, at, out);
    }

    /// The keywords of one schema object besides `type` and `allOf`.
    fn walk_own(&self, s: &Value, v: &Value, at: &str, out: &mut Vec<String>) {
        let here = |k: &str| format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
        let mut faults: Vec<String> = Vec::new();
        if let Some(allowed) = s["enum"].as_array() {
            if !allowed.contains(v) {
                faults.push(format!(
                    "{v} is not one of {}",
                    Value::Array(allowed.clone())
                ));
            }
        }
        if let Some(text) = v.as_str() {
            let len = text.chars().count() as u64;
            if s["minLength"].as_u64().is_some_and(|m| len < m) {
                faults.push(format!("{v} is shorter than {}", s["minLength"]));
            }
            if s["maxLength"].as_u64().is_some_and(|m| len > m) {
                faults.push(format!("{v} is longer than {}", s["maxLength"]));
            }
            if let Some(p) = s["pattern"].as_str() {
                // (ECMA reads `[` inside a class as itself; one pattern of the files
                // relies on it)
                let re = regex::Regex::new(p)
                    .or_else(|_| regex::Regex::new(&p.replace("[[", "[\\[")))
                    .unwrap_or_else(|e| panic!("pattern {p}: {e}"));
                // (a pattern of the files is escaped twice, `^\\\\d+`: it means digits)
                let once = regex::Regex::new(&p.replace("\\\\", "\\")).ok();
                if !re.is_match(text) && !once.is_some_and(|re| re.is_match(text)) {
                    faults.push(format!("{v} does not match {p}"));
                }
            }
        }
        if let Some(n) = v.as_f64() {
            if s["minimum"].as_f64().is_some_and(|m| n < m) {
                faults.push(format!("{v} is below {}", s["minimum"]));
            }
            if s["maximum"].as_f64().is_some_and(|m| n > m) {
                faults.push(format!("{v} is above {}", s["maximum"]));
            }
        }
        if let Some(items) = v.as_array() {
            let n = items.len() as u64;
            if s["minItems"].as_u64().is_some_and(|m| n < m) {
                faults.push(format!("{n} items, fewer than {}", s["minItems"]));
            }
            if s["maxItems"].as_u64().is_some_and(|m| n > m) {
                faults.push(format!("{n} items, more than {}", s["maxItems"]));
            }
            if s["items"].is_object() {
                for (i, item) in items.iter().enumerate() {
                    self.walk(&s["items"], item, &format!("{at}/{i}"), out);
                }
            }
        }
        if let Some(map) = v.as_object() {
            for name in s["required"].as_array().into_iter().flatten() {
                let name = name.as_str().unwrap_or_default();
                if !map.contains_key(name) {
                    faults.push(format!("{name} is required"));
                }
            }
            if s["maxProperties"]
                .as_u64()
                .is_some_and(|m| map.len() as u64 > m)
            {
                faults.push(format!("more than {} properties", s["maxProperties"]));
            }
            let props = s["properties"].as_object();
            for (k, item) in map {
                match props.and_then(|p| p.get(k)) {
                    Some(sub) => self.walk(sub, item, &here(k), out),
                    None => match &s["additionalProperties"] {
                        Value::Bool(false) => faults.push(format!("{k} is not allowed")),
                        extra @ Value::Object(_) => self.walk(extra, item, &here(k), out),
                        _ => {}
                    },
                }
            }
        }
        let at = if at.is_empty() { "/" } else { at };
        out.extend(faults.into_iter().map(|f| format!("{at}: {f}")));
    }
}

fn kind(v: &Value) -> &'static str {
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
