//! Serde types for the service's resources, shared by the client and the sandbox.
//!
//! Lenient on the way in: every field is optional, unknown fields are ignored and
//! numbers the service sometimes sends as strings are accepted either way, so a
//! field the service adds or drops never breaks a table. Exact on the way out: the
//! sandbox serialises the same types, and `None` fields are left out.

pub mod airline;
pub mod flight;
pub mod hotel;
pub mod hotel_order;
pub mod insights;
pub mod kinds;
pub mod location;
pub mod order;
pub mod pricing;
pub mod rules;
pub mod sandbox;
pub mod seatmap;

use serde::{Deserialize, Deserializer, Serialize};

/// Text of an answer that is most often one of the world's fixed strings (an airport or
/// carrier code, an amenity's wording): the sandbox lends it without copying, a search
/// answer holds tens of thousands of them; read off the wire it is owned.
pub type Text = std::borrow::Cow<'static, str>;
use serde_json::Value;

/// The success envelope: `data` plus, where present, `meta`, `dictionaries`, `warnings`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Envelope<T> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<Meta>,
    pub data: T,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub included: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dictionaries: Option<Value>,
    #[serde(default, skip_serializing_if = "Warnings::left_out")]
    pub warnings: Warnings,
}

impl<T> Envelope<T> {
    pub fn new(data: T) -> Self {
        Envelope {
            meta: None,
            data,
            included: None,
            dictionaries: None,
            warnings: Warnings::default(),
        }
    }

    /// The same envelope around other data (made from this one's).
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Envelope<U> {
        Envelope {
            meta: self.meta,
            data: f(self.data),
            included: self.included,
            dictionaries: self.dictionaries,
            warnings: self.warnings,
        }
    }

    pub fn with_meta(mut self, meta: Meta) -> Self {
        self.meta = Some(meta);
        self
    }
}

/// The `warnings` of an envelope, used as the list it is. Left out when empty, except
/// where an endpoint always sends the list (`Warnings::listed`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Warnings {
    items: Vec<Value>,
    #[serde(skip)]
    always: bool,
}

impl Warnings {
    /// No warnings, sent as `"warnings": []`, as some endpoints do.
    pub fn listed() -> Self {
        Warnings {
            items: Vec::new(),
            always: true,
        }
    }

    fn left_out(&self) -> bool {
        self.items.is_empty() && !self.always
    }
}

impl std::ops::Deref for Warnings {
    type Target = Vec<Value>;
    fn deref(&self) -> &Vec<Value> {
        &self.items
    }
}

impl From<Vec<Value>> for Warnings {
    fn from(items: Vec<Value>) -> Self {
        Warnings {
            items,
            always: false,
        }
    }
}

impl std::ops::DerefMut for Warnings {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.items
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Meta {
    /// An integer on most endpoints, a string on some (airline routes, city search).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub links: Option<Links>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defaults: Option<Value>,
    /// Inspiration and cheapest dates name the currency of their prices here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Links {
    #[serde(rename = "self", default, skip_serializing_if = "Option::is_none")]
    pub self_: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
}

/// The error envelope: `{"errors": [...]}`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct ErrorBody {
    #[serde(default)]
    pub errors: Vec<ApiError>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct ApiError {
    #[serde(default, deserialize_with = "lenient_i64")]
    pub status: Option<i64>,
    #[serde(default, deserialize_with = "lenient_i64")]
    pub code: Option<i64>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<ErrorSource>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct ErrorSource {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pointer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<String>,
}

/// A number the service may send as a JSON number or as a string.
pub fn lenient_f64<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    Ok(match Option::<Value>::deserialize(d)? {
        Some(Value::Number(n)) => n.as_f64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    })
}

/// A number written as a JSON integer when it is whole (the service's airport
/// distances are integers), else as it is.
pub fn whole_as_integer<S: serde::Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(f) if f.fract() == 0.0 && f.abs() < 9e15 => s.serialize_i64(*f as i64),
        Some(f) => s.serialize_f64(*f),
        None => s.serialize_none(),
    }
}

/// An integer the service may send as a JSON number or as a string.
pub fn lenient_i64<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    Ok(match Option::<Value>::deserialize(d)? {
        Some(Value::Number(n)) => n.as_i64().or_else(|| n.as_f64().map(|f| f as i64)),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    })
}

/// A request's object that must come as one: serde's derived structs also read a JSON
/// list as their fields in order, which would take `"data": []` for an empty request
/// rather than refuse a body of the wrong shape at its field. `null` reads as absent.
pub fn object<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    use serde::de::{value::MapAccessDeserializer, MapAccess, Visitor};

    struct Object<T>(std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for Object<T> {
        type Value = Option<T>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an object")
        }
        fn visit_none<E>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Self::Value, D2::Error> {
            d.deserialize_map(self)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
            T::deserialize(MapAccessDeserializer::new(map)).map(Some)
        }
    }
    d.deserialize_option(Object(std::marker::PhantomData))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_are_left_out_when_none_unless_listed() {
        let mut e = Envelope::new(Vec::<Value>::new());
        assert!(serde_json::to_value(&e).unwrap().get("warnings").is_none());
        e.warnings = Warnings::listed();
        assert_eq!(
            serde_json::to_value(&e).unwrap()["warnings"],
            serde_json::json!([])
        );
        e.warnings.push(serde_json::json!({ "code": 1 }));
        let back: Envelope<Vec<Value>> =
            serde_json::from_value(serde_json::to_value(&e).unwrap()).unwrap();
        assert_eq!(back.warnings.len(), 1);
    }

    #[test]
    fn error_body_accepts_codes_as_strings_and_numbers() {
        let body: ErrorBody = serde_json::from_str(
            r#"{"errors":[{"status":"400","code":477,"title":"INVALID FORMAT","source":{"parameter":"keyword"}}]}"#,
        )
        .unwrap();
        assert_eq!(body.errors[0].status, Some(400));
        assert_eq!(body.errors[0].code, Some(477));
        assert_eq!(
            body.errors[0].source.as_ref().unwrap().parameter.as_deref(),
            Some("keyword")
        );
    }

    #[test]
    fn an_object_field_refuses_a_list_and_reads_null_as_absent() {
        #[derive(Debug, Deserialize, Default)]
        struct Inner {
            #[serde(default)]
            a: i64,
        }
        #[derive(Debug, Deserialize)]
        struct Outer {
            #[serde(default, deserialize_with = "object")]
            data: Option<Inner>,
        }
        for (text, a) in [
            (r#"{"data": {"a": 3}}"#, Some(3)),
            (r#"{"data": {}}"#, Some(0)),
            (r#"{"data": null}"#, None),
            (r#"{}"#, None),
        ] {
            let o: Outer = serde_json::from_str(text).unwrap();
            assert_eq!(o.data.map(|i| i.a), a, "{text}");
        }
        for text in [
            r#"{"data": []}"#,
            r#"{"data": [3]}"#,
            r#"{"data": 1}"#,
            r#"{"data": "x"}"#,
        ] {
            let e = serde_json::from_str::<Outer>(text).unwrap_err();
            assert!(e.to_string().contains("expected an object"), "{text}: {e}");
        }
        // an error inside the object is still the inner field's
        let e = serde_json::from_str::<Outer>(r#"{"data": {"a": [1]}}"#).unwrap_err();
        assert!(e.to_string().contains("i64"), "{e}");
    }
}
