//! Query parameters given more than once, read as the service read them.
//!
//! The interface writes a list as one comma-separated value (`hotelIds=A,B`); the provider's
//! Python SDK sends a list as the key repeated (`hotelIds=A&hotelIds=B`), and the
//! service read only the first of those (a report on that SDK's tracker shows a hotel
//! list by ids answering the first id alone, and the provider's own hotel app sent 40
//! ids that way for years without a refusal). So by default a repeated key is read as
//! its first value, and the documented limits apply to what is read. The one
//! parameter the files declare to be repeated (`collectionFormat: multi`, the hotel
//! name search's `subType`) is read whole. A strict tenant is refused a repeated key,
//! with the reason.

use std::borrow::Cow;

use crate::reject::{codes, Rejection};

/// Parameters the service read every value of when repeated, by operation path.
const EVERY_VALUE: &[(&str, &str)] = &[("/v1/reference-data/locations/hotel", "subType")];

/// The query pairs of a request to `path` as the service read them: a repeated key
/// by its first (non-empty) value, but where [`EVERY_VALUE`] says otherwise. With
/// `strict` (asked only when a key is repeated), a repeated key is refused.
pub fn as_read<'p>(
    path: &str,
    pairs: &'p [(String, String)],
    strict: impl FnOnce() -> Result<bool, Rejection>,
) -> Result<Cow<'p, [(String, String)]>, Rejection> {
    let given = |k: &str| {
        pairs
            .iter()
            .filter(|(pk, v)| pk == k && !v.trim().is_empty())
            .count()
    };
    let repeated = pairs
        .iter()
        .find(|(k, _)| !EVERY_VALUE.contains(&(path, k.as_str())) && given(k) > 1);
    let Some((key, _)) = repeated else {
        return Ok(Cow::Borrowed(pairs));
    };
    if strict()? {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            key,
            format!(
                "{key} is given {} times: strict mode follows the interface's description (docs/interface.md), where a list is one \
                 comma-separated value ({key}=A,B); the service read only the first",
                given(key)
            ),
        ));
    }
    let mut kept: Vec<(String, String)> = Vec::with_capacity(pairs.len());
    for (k, v) in pairs {
        let every = EVERY_VALUE.contains(&(path, k.as_str()));
        let first = !kept.iter().any(|(kk, kv)| kk == k && !kv.trim().is_empty());
        if every || first {
            kept.push((k.clone(), v.clone()));
        }
    }
    Ok(Cow::Owned(kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(q: &str) -> Vec<(String, String)> {
        q.split('&')
            .filter_map(|p| p.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn lenient() -> Result<bool, Rejection> {
        Ok(false)
    }

    #[test]
    fn a_repeated_key_reads_as_its_first_value_whatever_the_count() {
        for n in 2..60 {
            let ids: Vec<String> = (0..n).map(|i| format!("MCPAR{i:03}")).collect();
            let q: Vec<String> = ids.iter().map(|i| format!("hotelIds={i}")).collect();
            let q = format!("adults=1&{}&checkInDate=2030-01-02", q.join("&"));
            let all = pairs(&q);
            let read = as_read("/v3/shopping/hotel-offers", &all, lenient).unwrap();
            let got: Vec<&str> = read
                .iter()
                .filter(|(k, _)| k == "hotelIds")
                .map(|(_, v)| v.as_str())
                .collect();
            assert_eq!(got, [ids[0].as_str()], "{n} keys");
            assert_eq!(read.len(), 3, "the other parameters kept");
        }
    }

    #[test]
    fn an_empty_first_value_gives_way_to_the_next() {
        let all = pairs("keyword=&keyword=PARIS");
        let read = as_read("/v1/reference-data/locations/cities", &all, lenient).unwrap();
        assert!(
            read.iter().any(|(k, v)| k == "keyword" && v == "PARIS"),
            "{read:?}"
        );
    }

    #[test]
    fn keys_given_once_are_not_even_asked_about() {
        let all = pairs("hotelIds=A,B&adults=2");
        let read = as_read("/v3/shopping/hotel-offers", &all, || panic!("asked")).unwrap();
        assert!(matches!(read, Cow::Borrowed(_)));
    }

    #[test]
    fn the_declared_repeated_parameter_keeps_every_value() {
        let all = pairs("keyword=PARI&subType=HOTEL_LEISURE&subType=HOTEL_GDS");
        let read = as_read("/v1/reference-data/locations/hotel", &all, || {
            panic!("asked")
        })
        .unwrap();
        assert_eq!(read.len(), 3);
        // elsewhere a repeated subType is a repeated key like any other
        let read = as_read("/v1/reference-data/locations", &all, lenient).unwrap();
        assert_eq!(read.len(), 2);
    }

    #[test]
    fn strict_refuses_a_repeated_key_and_says_why() {
        let all = pairs("hotelIds=A&hotelIds=B&hotelIds=C");
        let e = as_read("/v3/shopping/hotel-offers", &all, || Ok(true)).unwrap_err();
        let body = serde_json::to_value(e.body()).unwrap();
        let err = &body["errors"][0];
        assert_eq!(err["code"], 477);
        assert_eq!(err["source"]["parameter"], "hotelIds");
        let detail = err["detail"].as_str().unwrap();
        assert!(
            detail.contains("3 times") && detail.contains("docs/interface.md"),
            "{detail}"
        );
    }
}
