//! The success envelopes the sandbox answers with: a list with its count and `self`
//! link, and a page of a longer list with the links to the others.

use serde_json::Value;

use super::http::Req;
use super::reject::{codes, Rejection};
use travel_core::model::{Envelope, Links, Meta};

/// The service's page size when `page[limit]` is absent.
pub const DEFAULT_PAGE_SIZE: usize = 10;

/// `{"meta": {"count": n, "links": {"self": ...}}, "data": [...]}`, the `self` link
/// carrying the defaults the handler applied.
pub fn list<T>(req: &Req, defaults: &[(&str, String)], items: Vec<T>) -> Envelope<Vec<T>> {
    let count = items.len();
    Envelope::new(items).with_meta(Meta {
        count: Some(Value::from(count)),
        links: Some(Links {
            self_: Some(req.self_link(defaults)),
            ..Default::default()
        }),
        ..Default::default()
    })
}

/// One item with the `self` link of the request and, where the handler filled some in,
/// the defaults it applied (`meta.defaults`).
pub fn one<T>(req: &Req, defaults_pairs: &[(&str, String)], item: T) -> Envelope<T> {
    let defaults = (!defaults_pairs.is_empty()).then(|| {
        let fields = defaults_pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Value::from(v.as_str())));
        Value::Object(fields.collect())
    });
    Envelope::new(item).with_meta(Meta {
        links: Some(Links {
            self_: Some(req.self_link(defaults_pairs)),
            ..Default::default()
        }),
        defaults,
        ..Default::default()
    })
}

/// One page of `items` by `page[limit]` and `page[offset]`, with `meta.count` the
/// total and the `next`, `previous`, `first` and `last` links the service gives
/// (brackets encoded, which is what the official SDKs parse when they follow them).
pub fn page<T>(
    req: &Req,
    items: Vec<T>,
    limit: Option<usize>,
    offset: Option<usize>,
    defaults: &[(&str, String)],
) -> Result<Envelope<Vec<T>>, Rejection> {
    if limit == Some(0) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "page[limit]",
            "page[limit] must be a positive integer",
        ));
    }
    let limit = limit.unwrap_or(DEFAULT_PAGE_SIZE);
    let offset = offset.unwrap_or(0);
    let total = items.len();
    let mut all_defaults: Vec<(&str, String)> = vec![
        ("page[limit]", limit.to_string()),
        ("page[offset]", offset.to_string()),
    ];
    all_defaults.extend(defaults.iter().cloned());
    let at = |off: usize| {
        let mut pairs: Vec<(String, String)> = req
            .params
            .0
            .iter()
            .filter(|(k, _)| k != "page[offset]")
            .cloned()
            .collect();
        pairs.push(("page[offset]".into(), off.to_string()));
        req.link(&req.path, &pairs)
    };
    let mut links = Links {
        self_: Some(req.self_link(&all_defaults)),
        ..Default::default()
    };
    if total > 0 {
        let last = (total - 1) / limit * limit;
        if offset + limit < total {
            links.next = Some(at(offset + limit));
        }
        if offset > 0 {
            links.first = Some(at(0));
            links.previous = Some(at(offset.saturating_sub(limit)));
        }
        if last != offset {
            links.last = Some(at(last));
        }
    }
    let data: Vec<T> = items.into_iter().skip(offset).take(limit).collect();
    Ok(Envelope::new(data).with_meta(Meta {
        count: Some(Value::from(total)),
        links: Some(links),
        ..Default::default()
    }))
}
