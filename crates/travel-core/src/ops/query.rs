//! How a query type travels: the client encodes a struct into query pairs (and path
//! segments), the sandbox decodes the pairs back into the same struct.
//!
//! The service's conventions: a list is one comma-separated value (`a=BA,AF`; the sandbox
//! also reads `a=BA&a=AF`), booleans are `true`/`false`, an absent or empty parameter is
//! `None`. Field order is the struct's, so the URL reads as the service documents it.

use std::fmt;

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};
use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};
use serde::Serialize;
use serde_json::Value;

use super::placeholder;

/// Query pairs in order.
pub type Pairs = Vec<(String, String)>;

/// The pairs of a query struct; `None` fields and empty lists are left out.
pub fn encode<T: Serialize>(query: &T) -> Pairs {
    let value = serde_json::to_value(query).expect("query types serialise to JSON");
    let mut pairs = Pairs::new();
    let Value::Object(fields) = value else {
        return pairs;
    };
    for (key, v) in fields {
        let text = match v {
            Value::Null => continue,
            Value::Array(items) if items.is_empty() => continue,
            Value::Array(items) => items.iter().map(scalar).collect::<Vec<_>>().join(","),
            other => scalar(&other),
        };
        pairs.push((key, text));
    }
    pairs
}

fn scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Characters escaped in a path segment: everything a segment may not carry as is.
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}');

/// Fill a path's `{name}` segments from the pairs, taking those pairs out.
/// `Err(name)` when the query has no value for a segment.
pub fn fill_path(path: &str, pairs: &mut Pairs) -> Result<String, String> {
    let mut out = Vec::new();
    for segment in path.split('/') {
        match placeholder(segment) {
            Some(name) => {
                let at = pairs
                    .iter()
                    .position(|(k, _)| k == name)
                    .ok_or_else(|| name.to_string())?;
                let (_, value) = pairs.remove(at);
                out.push(utf8_percent_encode(&value, SEGMENT).to_string());
            }
            None => out.push(segment.to_string()),
        }
    }
    Ok(out.join("/"))
}

/// Match a request path against a declared one; the `{name}` segments it captured.
pub fn match_path(declared: &str, path: &str) -> Option<Pairs> {
    // A server tries every declared path in turn: the paths of other lengths are
    // refused before anything is split, and nothing is allocated before a match.
    let segments = |s: &str| s.bytes().filter(|&b| b == b'/').count();
    if segments(declared) != segments(path) {
        return None;
    }
    let mut captured = Pairs::new();
    for (w, g) in declared.split('/').zip(path.split('/')) {
        match placeholder(w) {
            Some(name) if !g.is_empty() => {
                let value = percent_decode_str(g).decode_utf8_lossy().into_owned();
                captured.push((name.to_string(), value));
            }
            Some(_) => return None,
            None if w == g => {}
            None => return None,
        }
    }
    Some(captured)
}

/// Why a query did not decode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QueryError {
    /// A required parameter is absent (or empty).
    #[error("missing parameter {0}")]
    Missing(String),
    /// A parameter's value is not of its type.
    #[error("{parameter}: {message}")]
    Invalid { parameter: String, message: String },
}

impl de::Error for QueryError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        QueryError::Invalid {
            parameter: String::new(),
            message: msg.to_string(),
        }
    }

    fn missing_field(field: &'static str) -> Self {
        QueryError::Missing(field.to_string())
    }
}

impl QueryError {
    fn at(self, key: &str) -> Self {
        match self {
            QueryError::Invalid { parameter, message } if parameter.is_empty() => {
                QueryError::Invalid {
                    parameter: key.to_string(),
                    message,
                }
            }
            other => other,
        }
    }
}

/// Decode query pairs into `T`. A parameter given several times reads as one
/// comma-separated value; an empty value reads as absent; unknown parameters are ignored.
pub fn decode<T: DeserializeOwned>(pairs: &[(String, String)]) -> Result<T, QueryError> {
    let mut grouped: Pairs = Vec::new();
    for (k, v) in pairs {
        let v = v.trim();
        if v.is_empty() {
            continue;
        }
        match grouped.iter_mut().find(|(gk, _)| gk == k) {
            Some((_, existing)) => {
                existing.push(',');
                existing.push_str(v);
            }
            None => grouped.push((k.clone(), v.to_string())),
        }
    }
    T::deserialize(Top(grouped))
}

struct Top(Pairs);

impl<'de> de::Deserializer<'de> for Top {
    type Error = QueryError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
        visitor.visit_map(Fields {
            iter: self.0.into_iter(),
            value: None,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct enum
        identifier ignored_any
    }
}

struct Fields {
    iter: std::vec::IntoIter<(String, String)>,
    value: Option<(String, String)>,
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = QueryError;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, QueryError> {
        let Some((k, v)) = self.iter.next() else {
            return Ok(None);
        };
        let key = seed.deserialize(k.as_str().into_deserializer())?;
        self.value = Some((k, v));
        Ok(Some(key))
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, QueryError> {
        let (k, v) = self.value.take().expect("a key before its value");
        seed.deserialize(Text(&v)).map_err(|e| e.at(&k))
    }
}

/// One parameter's text, read as whatever type the field asks for.
struct Text<'a>(&'a str);

impl Text<'_> {
    fn parse<T: std::str::FromStr>(&self, what: &str) -> Result<T, QueryError> {
        self.0
            .parse()
            .map_err(|_| de::Error::custom(format!("{:?} is not {what}", self.0)))
    }
}

macro_rules! parse_as {
    ($($method:ident => $visit:ident : $what:literal),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
            visitor.$visit(self.parse($what)?)
        })*
    };
}

impl<'de> de::Deserializer<'de> for Text<'_> {
    type Error = QueryError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
        visitor.visit_str(self.0)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
        match self.0.to_ascii_lowercase().as_str() {
            "true" => visitor.visit_bool(true),
            "false" => visitor.visit_bool(false),
            _ => Err(de::Error::custom(format!(
                "{:?} is not true or false",
                self.0
            ))),
        }
    }

    parse_as! {
        deserialize_i8 => visit_i8: "an integer",
        deserialize_i16 => visit_i16: "an integer",
        deserialize_i32 => visit_i32: "an integer",
        deserialize_i64 => visit_i64: "an integer",
        deserialize_u8 => visit_u8: "a non-negative integer",
        deserialize_u16 => visit_u16: "a non-negative integer",
        deserialize_u32 => visit_u32: "a non-negative integer",
        deserialize_u64 => visit_u64: "a non-negative integer",
        deserialize_f32 => visit_f32: "a number",
        deserialize_f64 => visit_f64: "a number",
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, QueryError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, QueryError> {
        let items = self
            .0
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(Text);
        visitor.visit_seq(de::value::SeqDeserializer::new(items))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, QueryError> {
        visitor.visit_enum(self.0.into_deserializer())
    }

    serde::forward_to_deserialize_any! {
        i128 u128 char str string bytes byte_buf unit unit_struct tuple tuple_struct map
        struct identifier ignored_any
    }
}

impl<'de> IntoDeserializer<'de, QueryError> for Text<'_> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Sample {
        keyword: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u32>,
        #[serde(default)]
        airline_codes: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        non_stop: Option<bool>,
        #[serde(
            rename = "page[limit]",
            default,
            skip_serializing_if = "Option::is_none"
        )]
        limit: Option<u16>,
    }

    fn pairs(q: &str) -> Pairs {
        url::form_urlencoded::parse(q.as_bytes())
            .into_owned()
            .collect()
    }

    #[test]
    fn a_struct_round_trips_through_its_pairs() {
        let s = Sample {
            keyword: "PAR".into(),
            max: Some(5),
            airline_codes: vec!["BA".into(), "AF".into()],
            non_stop: Some(true),
            limit: None,
        };
        let encoded = encode(&s);
        assert_eq!(
            encoded,
            vec![
                ("keyword".to_string(), "PAR".to_string()),
                ("max".into(), "5".into()),
                ("airlineCodes".into(), "BA,AF".into()),
                ("nonStop".into(), "true".into()),
            ]
        );
        assert_eq!(decode::<Sample>(&encoded).unwrap(), s);
    }

    #[test]
    fn lists_read_the_same_comma_separated_or_repeated() {
        let a: Sample = decode(&pairs("keyword=x&airlineCodes=BA,AF")).unwrap();
        let b: Sample = decode(&pairs("keyword=x&airlineCodes=BA&airlineCodes=AF")).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.airline_codes, vec!["BA", "AF"]);
    }

    #[test]
    fn missing_empty_and_invalid_parameters_are_named() {
        assert_eq!(
            decode::<Sample>(&pairs("keyword=&max=3")).unwrap_err(),
            QueryError::Missing("keyword".into())
        );
        match decode::<Sample>(&pairs("keyword=x&max=abc")).unwrap_err() {
            QueryError::Invalid { parameter, .. } => assert_eq!(parameter, "max"),
            other => panic!("{other:?}"),
        }
        match decode::<Sample>(&pairs("keyword=x&page%5Blimit%5D=-1")).unwrap_err() {
            QueryError::Invalid { parameter, .. } => assert_eq!(parameter, "page[limit]"),
            other => panic!("{other:?}"),
        }
        let ok: Sample = decode(&pairs("keyword=x&nonStop=FALSE&unknown=1")).unwrap();
        assert_eq!(ok.non_stop, Some(false));
    }

    #[test]
    fn path_segments_are_filled_and_matched() {
        let mut p = vec![
            ("offerId".to_string(), "A B/1".to_string()),
            ("lang".into(), "EN".into()),
        ];
        let path = fill_path("/v3/shopping/hotel-offers/{offerId}", &mut p).unwrap();
        assert_eq!(path, "/v3/shopping/hotel-offers/A%20B%2F1");
        assert_eq!(p, vec![("lang".to_string(), "EN".to_string())]);
        let captured = match_path("/v3/shopping/hotel-offers/{offerId}", &path).unwrap();
        assert_eq!(captured, vec![("offerId".to_string(), "A B/1".to_string())]);
        assert!(match_path(
            "/v3/shopping/hotel-offers/{offerId}",
            "/v3/shopping/hotel-offers"
        )
        .is_none());
        assert!(match_path("/v1/a/{id}", "/v1/b/x").is_none());
        assert_eq!(fill_path("/v1/x/{id}", &mut Vec::new()).unwrap_err(), "id");
    }
}
