//! What a refusal must not carry back to the screen: the secrets of the request it
//! refuses.
//!
//! A proxy or gateway in front of the service may answer an error with the request it
//! was sent (its form, its headers, its body), and travel prints a refusal's details
//! and the first bytes of a body it cannot read. Those would show the client secret,
//! the bearer token, a card number or a passport number on the terminal and in every
//! log that keeps stderr. Before an error answer is read, what travel itself sent of
//! them is replaced.

use serde_json::Value;

/// What replaces a secret in an error answer.
pub const REDACTED: &str = "<redacted>";

/// Shorter strings occur by chance in any text: replacing them would garble the message
/// and protect nothing.
const SHORTEST: usize = 4;

/// The secrets a request carried: the client secret (also form-encoded, as the token
/// request sends it), the bearer token, and from a body, card numbers and security codes
/// and travel documents' numbers.
pub fn secrets_of(client_secret: &str, token: Option<&str>, body: Option<&Value>) -> Vec<String> {
    let mut out = vec![client_secret.to_string()];
    out.push(url::form_urlencoded::byte_serialize(client_secret.as_bytes()).collect());
    out.extend(token.map(str::to_string));
    if let Some(b) = body {
        collect(b, &mut out);
    }
    out.retain(|s| s.len() >= SHORTEST);
    // The longest first, so a secret inside another is not left half replaced.
    out.sort_by_key(|s| std::cmp::Reverse(s.len()));
    out.dedup();
    out
}

fn collect(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            let document = map.contains_key("documentType");
            for (k, v) in map {
                let secret = matches!(k.as_str(), "cardNumber" | "securityCode")
                    || (document && k == "number");
                match v {
                    Value::String(s) if secret => out.push(s.clone()),
                    _ => collect(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect(i, out)),
        _ => {}
    }
}

/// `bytes` with every secret replaced; untouched (not even re-encoded) when none is in
/// it.
pub fn scrub(bytes: Vec<u8>, secrets: &[String]) -> Vec<u8> {
    let text = String::from_utf8_lossy(&bytes);
    if !secrets.iter().any(|s| text.contains(s.as_str())) {
        return bytes;
    }
    let mut text = text.into_owned();
    for s in secrets {
        text = text.replace(s.as_str(), REDACTED);
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn cards_documents_the_secret_and_the_token_are_found_and_replaced() {
        let body = json!({"data": {
            "payments": [{"card": {"cardNumber": "4929773155210049", "vendorCode": "VI"}}],
            "travelers": [{"id": "1", "contact": {"phones": [{"number": "7700900123"}]},
                "documents": [{"documentType": "PASSPORT", "number": "XK7731"}]}]}});
        let secrets = secrets_of("s3cr/t", Some("tok-123"), Some(&body));
        for s in [
            "4929773155210049",
            "XK7731",
            "s3cr/t",
            "s3cr%2Ft",
            "tok-123",
        ] {
            assert!(secrets.contains(&s.to_string()), "{s}: {secrets:?}");
        }
        assert!(
            !secrets.contains(&"7700900123".to_string()),
            "a phone is no secret"
        );
        let echoed = "client_secret=s3cr%2Ft&x Bearer tok-123 4929773155210049 XK7731";
        let out = String::from_utf8(scrub(echoed.as_bytes().to_vec(), &secrets)).unwrap();
        assert_eq!(
            out,
            "client_secret=<redacted>&x Bearer <redacted> <redacted> <redacted>"
        );
    }

    #[test]
    fn an_answer_without_them_is_left_as_it_came() {
        let bytes = vec![0xff, b'a', b'b'];
        assert_eq!(scrub(bytes.clone(), &["secret".into()]), bytes);
        assert!(
            secrets_of("abc", None, None).is_empty(),
            "too short to look for"
        );
    }
}
