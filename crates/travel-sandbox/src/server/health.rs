//! `GET /_sandbox/health`, the readiness probe: answered without a token and without
//! the app, so a script, a CI job or an orchestrator can wait for the server with it.
//! The server accepts connections only once it is ready (`Endpoint::run`), so any
//! answer says so. `/_sandbox/` is reserved for the sandbox's own control: no path of
//! the service begins with it.

use hyper::{Method, Request};

use crate::http::Resp;

pub const PATH: &str = "/_sandbox/health";

/// The answer when `req` asks for health.
pub fn answer<B>(req: &Request<B>) -> Option<Resp> {
    let asked = req.method() == Method::GET && req.uri().path().trim_end_matches('/') == PATH;
    asked.then(|| Resp {
        status: 200,
        content_type: "application/json",
        body: br#"{"status":"ready"}"#.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_get_of_its_path_is_health() {
        let get = |method: Method, uri: &str| {
            let req = Request::builder().method(method).uri(uri).body(()).unwrap();
            answer(&req).map(|r| (r.status, String::from_utf8(r.body).unwrap()))
        };
        let ready = Some((200, r#"{"status":"ready"}"#.to_string()));
        assert_eq!(get(Method::GET, "/_sandbox/health"), ready);
        assert_eq!(get(Method::GET, "/_sandbox/health/?x=1"), ready);
        assert_eq!(get(Method::POST, "/_sandbox/health"), None);
        assert_eq!(get(Method::GET, "/_sandbox/healthy"), None);
        assert_eq!(get(Method::GET, "/v1/_sandbox/health"), None);
    }
}
