//! A static server answering every search with one recorded body (and any token
//! request with a token), so a client's run measures the client alone.

use std::sync::Arc;

pub struct Recorded {
    /// `http://127.0.0.1:PORT`; the server lives as long as the process.
    pub url: String,
}

impl Recorded {
    pub fn serve(body: Vec<u8>) -> Recorded {
        let body = Arc::new(body);
        let http = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let url = format!("http://{}", http.server_addr().to_ip().unwrap());
        for _ in 0..2 {
            let (http, body) = (Arc::clone(&http), Arc::clone(&body));
            std::thread::spawn(move || {
                for req in http.incoming_requests() {
                    let data = if req.url().starts_with("/v1/security") {
                        br#"{"access_token":"bench","expires_in":1799}"#.to_vec()
                    } else {
                        body.to_vec()
                    };
                    let _ = req.respond(tiny_http::Response::from_data(data));
                }
            });
        }
        Recorded { url }
    }
}
