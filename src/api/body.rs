//! A response body as received: its bytes, read without building a tree unless a
//! command asks for one.
//!
//! A 250-offer search is 1.3 MB of JSON. Building it as a `serde_json::Value` (a map per
//! object, a string per key) and dropping it again was most of a search's CPU and
//! memory, while a table needs a few fields of each offer and `--json` and the saved
//! search need the bytes as they came. So the body keeps the bytes; typed reads go
//! straight from them, `--json` re-indents them as a stream, and the tree is built only
//! the first time a command reads the body as a `Value` (through `Deref`).

use std::cell::OnceCell;
use std::io::{self, Write};
use std::ops::Range;

use serde::de::{DeserializeOwned, IgnoredAny};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;

/// A body that is valid JSON: its bytes, its tree, or both.
#[derive(Debug, Clone, Default)]
pub struct Body {
    /// The bytes as received; `None` for a body made from a tree.
    raw: Option<Vec<u8>>,
    /// Where each top-level field's value lies in `raw`, when `Shape::of` read them: a
    /// field is then read from its own bytes, not found by scanning a megabyte.
    fields: Option<Vec<(String, Range<usize>)>>,
    tree: OnceCell<Value>,
}

impl Body {
    /// A body from bytes already checked to be JSON (`Shape::of`), or blank.
    pub(crate) fn from_checked_bytes(bytes: Vec<u8>) -> Body {
        Body {
            raw: Some(bytes),
            fields: None,
            tree: OnceCell::new(),
        }
    }

    /// A body from bytes and the shape `Shape::of` read of them.
    pub(crate) fn from_shaped(bytes: Vec<u8>, shape: Shape) -> Body {
        Body {
            raw: Some(bytes),
            fields: shape.object.then_some(shape.fields),
            tree: OnceCell::new(),
        }
    }

    pub fn from_value(value: Value) -> Body {
        Body {
            raw: None,
            fields: None,
            tree: OnceCell::from(value),
        }
    }

    /// The bytes of top-level field `name` as received, when the body's fields are
    /// known (`None` also when it has no such field).
    pub(crate) fn field_bytes(&self, name: &str) -> Option<&[u8]> {
        let (raw, fields) = (self.raw.as_ref()?, self.fields.as_ref()?);
        let (_, at) = fields.iter().find(|(key, _)| key == name)?;
        raw.get(at.clone())
    }

    /// Whether the body's top-level fields are known (`field_bytes` answers for all).
    pub(crate) fn fields_known(&self) -> bool {
        self.raw.is_some() && self.fields.is_some()
    }

    pub fn into_value(mut self) -> Value {
        self.tree.take().unwrap_or_else(|| parse(self.raw_bytes()))
    }

    /// Whether the body is a JSON object, told from its first byte (it is valid JSON).
    /// Shadows `Value::is_object` so that asking does not build the tree.
    pub fn is_object(&self) -> bool {
        self.first_byte()
            .map_or_else(|| Value::is_object(self), |b| b == b'{')
    }

    /// Whether the body is blank or `null`, without building the tree.
    pub fn is_null(&self) -> bool {
        self.first_byte()
            .map_or_else(|| Value::is_null(self), |b| b == b'n')
    }

    fn first_byte(&self) -> Option<u8> {
        let raw = self.raw.as_ref()?;
        Some(
            raw.iter()
                .copied()
                .find(|b| !b.is_ascii_whitespace())
                .unwrap_or(b'n'),
        )
    }

    /// The bytes as received, if the body came from the wire.
    pub fn raw_bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or_default()
    }
}

/// Reading one top-level field of a body, whichever form it is in.
pub trait Fields {
    /// The field `name` read as `T`; `None` when absent or null or of another shape.
    fn field<T: DeserializeOwned>(&self, name: &str) -> Option<T>;
}

impl Fields for Value {
    fn field<T: DeserializeOwned>(&self, name: &str) -> Option<T> {
        self.get(name).and_then(|v| T::deserialize(v).ok())
    }
}

impl Fields for Body {
    /// Straight from the bytes, without a tree.
    fn field<T: DeserializeOwned>(&self, name: &str) -> Option<T> {
        if self.fields_known() {
            // a field of another shape reads as absent, as below
            let bytes = self.field_bytes(name)?;
            return serde_json::from_slice::<Option<T>>(bytes).ok().flatten();
        }
        let Some(raw) = &self.raw else {
            return self.get(name).and_then(|v| T::deserialize(v).ok());
        };
        let mut found = None;
        let seed = FieldSeed {
            name,
            found: &mut found,
        };
        let mut de = serde_json::Deserializer::from_slice(raw);
        serde::de::DeserializeSeed::deserialize(seed, &mut de).ok()?;
        found
    }
}

impl Body {
    /// The body with `data` replaced by the items of `data` at `picked`, in that order,
    /// everything else as received: compact JSON, the items' bytes untouched (they may
    /// be sent back to the service). `None` when the body is not an object or `data` is
    /// not a list.
    pub fn with_data_items(&self, picked: &[usize]) -> Option<Vec<u8>> {
        let owned;
        let text: &[u8] = match &self.raw {
            Some(raw) => raw,
            None => {
                owned = serde_json::to_vec(&**self).ok()?;
                &owned
            }
        };
        let entries: Vec<(std::borrow::Cow<str>, &RawValue)> =
            serde_json::from_slice::<Entries>(text).ok()?.0;
        let data = entries.iter().find(|(k, _)| k == "data")?.1;
        let items: Vec<&RawValue> = serde_json::from_str(data.get()).ok()?;
        let mut out = Vec::with_capacity(text.len());
        out.push(b'{');
        for (key, value) in &entries {
            if out.len() > 1 {
                out.push(b',');
            }
            serde_json::to_writer(&mut out, key).ok()?;
            out.push(b':');
            if key == "data" {
                out.push(b'[');
                for (n, &i) in picked.iter().enumerate() {
                    if n > 0 {
                        out.push(b',');
                    }
                    out.extend_from_slice(items.get(i)?.get().as_bytes());
                }
                out.push(b']');
            } else {
                out.extend_from_slice(value.get().as_bytes());
            }
        }
        out.push(b'}');
        Some(out)
    }

    /// Write the body pretty-printed as `serde_json` would, keys in the order received.
    /// From the bytes it is re-indented as a stream: numbers and strings are copied
    /// exactly as the service wrote them.
    pub fn write_pretty(&self, out: &mut impl Write) -> io::Result<()> {
        match &self.raw {
            Some(raw) => reindent(raw, out),
            None => serde_json::to_writer_pretty(&mut *out, &**self).map_err(io::Error::from),
        }
    }
}

impl crate::output::PrettyBody for Body {
    fn write_pretty_to(&self, mut out: &mut dyn Write) -> io::Result<()> {
        self.write_pretty(&mut out)
    }
}

impl std::ops::Deref for Body {
    type Target = Value;

    /// The body as a tree, built on first use.
    fn deref(&self) -> &Value {
        self.tree.get_or_init(|| parse(self.raw_bytes()))
    }
}

impl From<Value> for Body {
    fn from(value: Value) -> Body {
        Body::from_value(value)
    }
}

impl PartialEq<Value> for Body {
    fn eq(&self, other: &Value) -> bool {
        **self == *other
    }
}

fn parse(bytes: &[u8]) -> Value {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Value::Null;
    }
    serde_json::from_slice(bytes).unwrap_or(Value::Null)
}

/// A top-level object's entries in the order received, their values unparsed.
struct Entries<'a>(Vec<(std::borrow::Cow<'a, str>, &'a RawValue)>);

impl<'de: 'a, 'a> Deserialize<'de> for Entries<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(de: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Entries<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Entries<'de>, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    entries.push((key, map.next_value::<&'de RawValue>()?));
                }
                Ok(Entries(entries))
            }
        }
        de.deserialize_map(V)
    }
}

/// Reads one field of a top-level object and skips the rest without keeping it.
struct FieldSeed<'n, 'f, T> {
    name: &'n str,
    found: &'f mut Option<T>,
}

impl<'de, T: DeserializeOwned> serde::de::DeserializeSeed<'de> for FieldSeed<'_, '_, T> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de, T: DeserializeOwned> serde::de::Visitor<'de> for FieldSeed<'_, '_, T> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            if key == self.name && self.found.is_none() {
                // a field of another shape reads as absent, as `Value::get` then
                // `deserialize` would
                *self.found = map
                    .next_value::<Option<Value>>()?
                    .and_then(|v| T::deserialize(v).ok());
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// What an answer's top level holds, read in one pass that checks the whole body is
/// JSON without keeping any of it but `errors` and where each top-level field lies.
#[derive(Debug, Default)]
pub(crate) struct Shape {
    pub object: bool,
    /// `data` is there and not null.
    pub data: bool,
    /// `errors`, as sent, if there.
    pub errors: Option<Value>,
    /// An object's fields in the order received, and where each one's value lies.
    pub fields: Vec<(String, Range<usize>)>,
}

impl Shape {
    /// The shape of a body; `None` when it is not JSON. A blank body is JSON's null.
    pub fn of(bytes: &[u8]) -> Option<Shape> {
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Some(Shape::default());
        }
        let mut de = serde_json::Deserializer::from_slice(bytes);
        let shape = ShapeVisitor { bytes }.deserialize_from(&mut de).ok()?;
        de.end().ok()?;
        Some(shape)
    }
}

/// Reads a shape; `bytes` is the text it reads, to tell where each field lies.
struct ShapeVisitor<'b> {
    bytes: &'b [u8],
}

impl ShapeVisitor<'_> {
    fn deserialize_from<'de, D: serde::Deserializer<'de>>(self, de: D) -> Result<Shape, D::Error> {
        de.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for ShapeVisitor<'_> {
    type Value = Shape;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("JSON")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Shape, A::Error> {
        let mut shape = Shape {
            object: true,
            ..Shape::default()
        };
        let base = self.bytes.as_ptr() as usize;
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            // borrowed from the text read: only where it lies is kept
            let value = map.next_value::<&'de RawValue>()?.get();
            let start = (value.as_ptr() as usize).wrapping_sub(base);
            let at = start..start + value.len();
            if self.bytes.get(at.clone()) != Some(value.as_bytes()) {
                return Err(serde::de::Error::custom("a field outside the text read"));
            }
            match &*key {
                "data" => shape.data |= value != "null",
                "errors" => {
                    shape.errors =
                        Some(serde_json::from_str(value).map_err(serde::de::Error::custom)?)
                }
                _ => {}
            }
            shape.fields.push((key.into_owned(), at));
        }
        Ok(shape)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Shape, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Shape::default())
    }

    fn visit_bool<E>(self, _: bool) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_i64<E>(self, _: i64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_u64<E>(self, _: u64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_f64<E>(self, _: f64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_str<E>(self, _: &str) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_unit<E>(self) -> Result<Shape, E> {
        Ok(Shape::default())
    }
}

/// Re-indent JSON text as `serde_json::to_writer_pretty` lays it out (two spaces, `": "`,
/// empty containers as `{}` and `[]`), copying every string and number as it is. The
/// text must be valid JSON (`Shape::of` checked it).
fn reindent(json: &[u8], out: &mut impl Write) -> io::Result<()> {
    let mut buf: Vec<u8> = Vec::with_capacity(64 * 1024);
    // a newline and the widest indent needed so far; each line break copies a prefix
    let mut margin: Vec<u8> = b"\n".to_vec();
    let mut depth = 0usize;
    let newline = |buf: &mut Vec<u8>, margin: &mut Vec<u8>, depth: usize| {
        let width = 1 + 2 * depth;
        if margin.len() < width {
            margin.resize(width, b' ');
        }
        buf.extend_from_slice(&margin[..width]);
    };
    let mut i = 0;
    while i < json.len() {
        let b = json[i];
        match b {
            b'"' => {
                // copy the whole string, escapes included
                let start = i;
                i += 1;
                while let Some(p) = memchr::memchr2(b'"', b'\\', &json[i..]) {
                    i += p;
                    if json[i] == b'"' {
                        break;
                    }
                    i += 2;
                }
                i = (i + 1).min(json.len());
                buf.extend_from_slice(&json[start..i]);
                if buf.len() >= 60 * 1024 {
                    out.write_all(&buf)?;
                    buf.clear();
                }
                continue;
            }
            b'{' | b'[' => {
                let close = if b == b'{' { b'}' } else { b']' };
                let next = json[i + 1..]
                    .iter()
                    .position(|c| !c.is_ascii_whitespace())
                    .map(|p| i + 1 + p);
                if next.is_some_and(|n| json[n] == close) {
                    buf.push(b);
                    buf.push(close);
                    i = next.unwrap_or(i) + 1;
                    continue;
                }
                buf.push(b);
                depth += 1;
                newline(&mut buf, &mut margin, depth);
            }
            b'}' | b']' => {
                depth = depth.saturating_sub(1);
                newline(&mut buf, &mut margin, depth);
                buf.push(b);
            }
            b',' => {
                buf.push(b',');
                newline(&mut buf, &mut margin, depth);
            }
            b':' => buf.extend_from_slice(b": "),
            b' ' | b'\n' | b'\r' | b'\t' => {}
            _ => buf.push(b),
        }
        i += 1;
    }
    out.write_all(&buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pretty(text: &str) -> String {
        let mut out = Vec::new();
        Body::from_checked_bytes(text.as_bytes().to_vec())
            .write_pretty(&mut out)
            .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn reindented_text_is_what_serde_json_writes() {
        for text in [
            r#"{"data":[{"id":"1","price":{"total":"12.50"},"n":4,"ok":true,"none":null}],"meta":{"count":1},"e":{},"l":[],"s":"a \"quoted\", {braced} [bracketed]: text\\"}"#,
            r#"[1,2.5,-3e-7,"x",[[]],{"a":{"b":[{}]}}]"#,
            "  { \"spaced\" : [ 1 , { } , [ ] ] }\n",
            r#""just a string""#,
            "12",
            r#"{"unicode":"é ✈ \u00e9"}"#,
        ] {
            let tree: Value = serde_json::from_str(text).unwrap();
            let want = serde_json::to_string_pretty(&tree)
                .unwrap()
                // the one place the two differ on purpose: escapes are kept as sent
                .replace("\"é ✈ é\"", "\"é ✈ \\u00e9\"");
            assert_eq!(pretty(text), want, "{text}");
        }
    }

    #[test]
    fn the_shape_of_an_answer() {
        let s = Shape::of(br#"{"meta":{},"data":[{"a":1}],"errors":[{"code":1}]}"#).unwrap();
        assert!(s.object && s.data && s.errors.is_some());
        let s = Shape::of(br#"{"data":null}"#).unwrap();
        assert!(s.object && !s.data && s.errors.is_none());
        let s = Shape::of(b"[1]").unwrap();
        assert!(!s.object);
        assert!(!Shape::of(b"  ").unwrap().object);
        for broken in [&b"{\"data\":[1,"[..], b"<html>", b"{} {}", b"{\"a\":1}x"] {
            assert!(Shape::of(broken).is_none(), "{broken:?}");
        }
    }

    #[test]
    fn a_shaped_body_reads_each_field_from_where_it_lies() {
        let text = " { \"meta\" : {\"n\": 1} ,\"d\\u0061ta\":[ {\"id\":\"1\"} ],\"s\":\"x\", \"dictionaries\":{\"k\":\"v\"}, \"nil\": null } ";
        let shape = Shape::of(text.as_bytes()).unwrap();
        let keys: Vec<&str> = shape.fields.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["meta", "data", "s", "dictionaries", "nil"]);
        assert!(shape.data);
        let body = Body::from_shaped(text.as_bytes().to_vec(), shape);
        assert_eq!(body.field_bytes("data"), Some(&br#"[ {"id":"1"} ]"#[..]));
        let d: Option<std::collections::BTreeMap<String, String>> = body.field("dictionaries");
        assert_eq!(d.unwrap()["k"], "v");
        // absent, null and of another shape all read as absent, as from a tree
        assert_eq!(body.field::<String>("missing"), None);
        assert_eq!(body.field::<String>("nil"), None);
        assert_eq!(body.field::<u32>("s"), None);
        assert_eq!(body.field::<String>("s").as_deref(), Some("x"));
        let tree: Value = serde_json::from_str(text).unwrap();
        assert_eq!(*body, tree, "the tree is still the whole body");
    }

    #[test]
    fn fields_and_items_are_read_without_a_tree() {
        let body = Body::from_checked_bytes(
            br#"{"data":[{"id":"1"},{"id":"2","x":[1, 2]}],"dictionaries":{"k":"v"}}"#.to_vec(),
        );
        let d: Option<std::collections::BTreeMap<String, String>> = body.field("dictionaries");
        assert_eq!(d.unwrap()["k"], "v");
        assert_eq!(body.field::<String>("missing"), None);
        let kept = body.with_data_items(&[1, 0]).unwrap();
        assert_eq!(
            String::from_utf8(kept).unwrap(),
            r#"{"data":[{"id":"2","x":[1, 2]},{"id":"1"}],"dictionaries":{"k":"v"}}"#
        );
        assert_eq!(body.with_data_items(&[2]), None, "no third item");
        assert!(body.is_object() && !body.is_null());
        assert!(Body::from_checked_bytes(b" ".to_vec()).is_null());
        assert!(!Body::from_checked_bytes(b"[]".to_vec()).is_object());
        assert!(body.tree.get().is_none(), "no tree was built");
        // and from a tree, the same
        assert_eq!(body["data"][0]["id"], "1");
        let tree = Body::from_value(body.clone().into_value());
        assert_eq!(
            String::from_utf8(tree.with_data_items(&[0]).unwrap()).unwrap(),
            r#"{"data":[{"id":"1"}],"dictionaries":{"k":"v"}}"#
        );
        assert_eq!(tree.field::<String>("missing"), None);
    }
}
