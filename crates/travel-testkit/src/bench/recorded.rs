//! A static server answering every search with one recorded body (and any token
//! request with a token), so a client's run measures the client alone.

pub struct Recorded {
    /// `http://127.0.0.1:PORT`; the server lives as long as the process.
    pub url: String,
}

impl Recorded {
    pub fn serve(body: Vec<u8>) -> Recorded {
        use wiremock::matchers::{any, path_regex};
        use wiremock::{Mock, ResponseTemplate};
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime to start the server");
        let server = runtime.block_on(async {
            let server = wiremock::MockServer::start().await;
            Mock::given(path_regex("^/v1/security"))
                .respond_with(
                    ResponseTemplate::new(200)
                        .set_body_bytes(&br#"{"access_token":"bench","expires_in":1799}"#[..]),
                )
                .with_priority(1)
                .mount(&server)
                .await;
            Mock::given(any())
                .respond_with(ResponseTemplate::new(200).set_body_bytes(body))
                .mount(&server)
                .await;
            server
        });
        let url = server.uri();
        // Kept for the process's life (a bench reads only the URL): dropped, the server
        // would go back to wiremock's pool and forget its answers.
        std::mem::forget(server);
        Recorded { url }
    }
}
