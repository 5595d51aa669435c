//! What an outsider must not be able to guess: access tokens, which say whose state a
//! request may touch, and flight order ids, which alone name an order. Drawn from the
//! operating system's randomness, never from what the value is about.

/// `len` letters and digits, as the service's access tokens are written.
pub fn alphanumeric(len: usize) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    // bytes of 248 and over are left out, so that every character is as likely
    const FAIR: u8 = (256 / ALPHABET.len() * ALPHABET.len()) as u8;
    let mut out = String::with_capacity(len);
    while out.len() < len {
        for b in drawn::<32>() {
            if b < FAIR && out.len() < len {
                out.push(ALPHABET[usize::from(b) % ALPHABET.len()] as char);
            }
        }
    }
    out
}

/// `N` random bytes, base64url-encoded without padding: an opaque id such as the
/// service's order ids.
pub fn base64url<const N: usize>() -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(drawn::<N>())
}

/// A new flight order's id: opaque base64url as the service's ids read, of random
/// bytes, so that holding an itinerary, a name or a reference tells nothing of it.
pub fn order_id() -> String {
    base64url::<24>()
}

/// `N` bytes from the operating system. It cannot fail on the systems the sandbox
/// serves on; if it did, the request fails (the service's 500) rather than answer a
/// value that can be guessed.
fn drawn<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).expect("the operating system's randomness");
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_shaped_as_asked_and_never_alike() {
        let tokens: std::collections::HashSet<String> =
            (0..1000).map(|_| alphanumeric(28)).collect();
        assert_eq!(tokens.len(), 1000);
        assert!(tokens
            .iter()
            .all(|t| t.len() == 28 && t.chars().all(|c| c.is_ascii_alphanumeric())));
        let id = base64url::<18>();
        assert_eq!(id.len(), 24);
        assert!(id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_ne!(id, base64url::<18>());
    }
}
