//! What an outsider must not be able to guess: access tokens, which say whose state a
//! request may touch, flight order ids, which alone name an order, and the references
//! and confirmation numbers of bookings, which nobody may take before they are drawn. Drawn from the
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

/// `len` characters of `alphabet`, each as likely as any other.
fn of(alphabet: &[u8], len: usize) -> String {
    let fair = (256 / alphabet.len() * alphabet.len()) as u16;
    let mut out = String::with_capacity(len);
    while out.len() < len {
        for b in drawn::<32>() {
            if u16::from(b) < fair && out.len() < len {
                out.push(alphabet[usize::from(b) % alphabet.len()] as char);
            }
        }
    }
    out
}

/// A flight order's booking reference (record locator): six letters and digits
/// without the look-alikes (no I, O, 0 or 1), as agents read them over the phone;
/// drawn, so that nobody can tell the next one, nor take it first.
pub fn record_locator() -> String {
    of(b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
}

/// A hotel reservation's reference: a letter, then five letters or digits.
pub fn hotel_reference() -> String {
    let mut r = of(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1);
    r.push_str(&of(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5));
    r
}

/// A hotel's ten-digit confirmation number of one room.
pub fn confirmation() -> String {
    let mut c = of(b"123456789", 1);
    c.push_str(&of(b"0123456789", 9));
    c
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
        let locators: std::collections::HashSet<String> =
            (0..2000).map(|_| record_locator()).collect();
        assert!(locators.len() > 1990);
        assert!(locators.iter().all(|r| r.len() == 6
            && r.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
            && !r.contains(['I', 'O', '0', '1'])));
        let h = hotel_reference();
        assert!(h.len() == 6 && h.as_bytes()[0].is_ascii_uppercase(), "{h}");
        let c = confirmation();
        assert!(c.len() == 10 && c.chars().all(|d| d.is_ascii_digit()) && !c.starts_with('0'));
    }
}
