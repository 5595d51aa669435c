//! The sandbox's view of HTTP: a parsed request, a response, and the service's
//! success and error envelopes.

use serde::Serialize;

use super::limits::MAX_PARAMS;
use super::reject::{codes, Rejection};

/// The content type the service sends; the official SDKs accept exactly this string
/// (or `application/json`), with no parameters.
pub const AMADEUS_JSON: &str = "application/vnd.amadeus+json";
pub const PLAIN_JSON: &str = "application/json";

#[derive(Debug)]
pub struct Req {
    pub method: String,
    /// The path without the query (a bare trailing `?` is dropped).
    pub path: String,
    pub params: Params,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// `http://host:port` (or `https://`) as the client addressed us, for links.
    pub origin: String,
    /// The address the request came from: what the limits per address count by.
    /// `None` for a request made up in this process (tests).
    pub peer: Option<std::net::IpAddr>,
    /// A body too big to hold (a tenant's state taken back), spooled to a file as it
    /// came; `body` is then empty.
    pub upload: Option<std::fs::File>,
}

impl Req {
    /// The request the server read: the target split into its path (as sent: nothing
    /// is decoded, and no path is ever a file) and parameters. Links are written under
    /// `origin` (`http://host:port` as the client addressed the server, or the fixed
    /// origin of the in-process sandbox).
    pub fn new(
        method: &str,
        target: &str,
        headers: Vec<(String, String)>,
        body: Vec<u8>,
        origin: String,
    ) -> Result<Req, Rejection> {
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        if query.split('&').filter(|p| !p.is_empty()).count() > MAX_PARAMS {
            return Err(Rejection::new(
                400,
                codes::INVALID_DATA,
                format!("more than {MAX_PARAMS} query parameters"),
            ));
        }
        Ok(Req {
            method: method.to_ascii_uppercase(),
            path: path.trim_end_matches('/').to_string(),
            params: Params::parse(query),
            headers,
            body,
            origin,
            peer: None,
            upload: None,
        })
    }

    /// The request as come from `peer`.
    pub fn from(mut self, peer: std::net::IpAddr) -> Req {
        self.peer = Some(peer);
        self
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// `meta.links.self`: the request URL with the defaults the handler applied filled in.
    pub fn self_link(&self, defaults: &[(&str, String)]) -> String {
        let mut pairs: Vec<(String, String)> = self.params.0.clone();
        for (k, v) in defaults {
            if !pairs.iter().any(|(pk, _)| pk == k) {
                pairs.push((k.to_string(), v.clone()));
            }
        }
        self.link(&self.path, &pairs)
    }

    /// An absolute link to a path of this service with the given parameters.
    pub fn link(&self, path: &str, pairs: &[(String, String)]) -> String {
        // one string, written once: every page of every list carries several links
        let mut link = String::with_capacity(self.origin.len() + path.len() + 24 * pairs.len());
        link.push_str(&self.origin);
        link.push_str(path);
        for (n, (k, v)) in pairs.iter().enumerate() {
            link.push(if n == 0 { '?' } else { '&' });
            encode_into(&mut link, k);
            link.push('=');
            encode_into(&mut link, v);
        }
        link
    }
}

#[cfg(test)]
impl Req {
    /// A GET as handler tests send it.
    pub fn test_get(path: &str, query: &str) -> Req {
        Req {
            method: "GET".into(),
            path: path.into(),
            params: Params::parse(query),
            headers: vec![],
            body: vec![],
            origin: "http://h".into(),
            peer: None,
            upload: None,
        }
    }

    /// A POST of a JSON body as handler tests send it, with these headers.
    pub fn test_post(path: &str, body: &serde_json::Value, headers: &[(&str, &str)]) -> Req {
        Req {
            method: "POST".into(),
            path: path.into(),
            params: Params::default(),
            headers: headers
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            body: serde_json::to_vec(body).expect("a JSON body"),
            origin: "http://h".into(),
            peer: None,
            upload: None,
        }
    }
}

/// Percent-encode a query component as the service's own links do: commas stay
/// readable, brackets are encoded (`page%5Boffset%5D=10`), which is what the official
/// SDKs look for when they follow `next` and `last`.
fn encode_into(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' | b':' => {
                out.push(b as char)
            }
            _ => {
                out.push('%');
                out.push(HEX[usize::from(b >> 4)] as char);
                out.push(HEX[usize::from(b & 15)] as char);
            }
        }
    }
}

/// Query parameters. Clients send lists comma-separated or as repeated parameters
/// (`a=1,2` or `a=1&a=2`); both read the same here.
#[derive(Debug, Default, Clone)]
pub struct Params(pub Vec<(String, String)>);

impl Params {
    pub fn parse(query: &str) -> Self {
        Params(
            url::form_urlencoded::parse(query.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        )
    }

    /// The value of a single-valued parameter; repeated values are joined by commas so
    /// the handler's own checks see (and reject) them.
    pub fn get(&self, name: &str) -> Option<String> {
        let values: Vec<&str> = self
            .0
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .collect();
        (!values.is_empty()).then(|| values.join(","))
    }
}

#[derive(Debug)]
pub struct Resp {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
    /// A body too big to hold (a tenant's export), in a file from its start: sent
    /// from there rather than `body`.
    pub file: Option<std::fs::File>,
}

impl Resp {
    /// An answer laid out as the service laid out its token answers: a member a line,
    /// indented by four. The provider's curl examples read the token with `grep
    /// access_token | sed ...`, a line at a time, and find nothing in one line of JSON.
    pub fn json_pretty(status: u16, content_type: &'static str, body: &impl Serialize) -> Resp {
        let mut bytes = Vec::new();
        let mut out = serde_json::Serializer::with_formatter(
            &mut bytes,
            serde_json::ser::PrettyFormatter::with_indent(b"    "),
        );
        if body.serialize(&mut out).is_err() {
            bytes = b"{}".to_vec();
        }
        Resp {
            status,
            content_type,
            body: bytes,
            file: None,
        }
    }

    pub fn json(status: u16, content_type: &'static str, body: &impl Serialize) -> Resp {
        // Written into this thread's scratch buffer, which keeps its size from one
        // answer to the next, then copied once at the size it came to: a search answer
        // (some 430 KB) grown from small doubled seven times, and the growing was a
        // tenth of its cost.
        let bytes = SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            scratch.clear();
            let written = serde_json::to_writer(&mut *scratch, body).is_ok();
            let bytes = if written {
                scratch.as_slice().to_vec()
            } else {
                b"{}".to_vec()
            };
            if scratch.capacity() > SCRATCH_KEPT {
                *scratch = Vec::new();
            }
            bytes
        });
        Resp {
            status,
            content_type,
            body: bytes,
            file: None,
        }
    }
}

/// The largest scratch buffer a thread keeps between answers; one grown past it for a
/// rare larger answer is let go.
const SCRATCH_KEPT: usize = 4 << 20;

thread_local! {
    static SCRATCH: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_encode_brackets_like_the_service() {
        let req = Req {
            method: "GET".into(),
            path: "/v1/x".into(),
            params: Params::parse("a=B,C"),
            headers: vec![],
            body: vec![],
            origin: "http://h".into(),
            peer: None,
            upload: None,
        };
        assert_eq!(
            req.self_link(&[("page[offset]", "10".into())]),
            "http://h/v1/x?a=B,C&page%5Boffset%5D=10"
        );
    }

    #[test]
    fn bracketed_names_are_literal() {
        let p = Params::parse("page%5Blimit%5D=5&page[offset]=10");
        assert_eq!(p.get("page[limit]").as_deref(), Some("5"));
        assert_eq!(p.get("page[offset]").as_deref(), Some("10"));
    }
}
