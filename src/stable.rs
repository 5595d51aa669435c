//! Stable hashing: every "random" choice of the sandbox's world is a function of
//! stable strings, so the same request gives the same answer in any process; the
//! client names its token cache files with it too.

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// FNV-1a of several strings, each ended by a byte no string contains, so that
/// `["ab", "c"]` and `["a", "bc"]` differ.
pub fn hash(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0xffu8)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The top 53 bits of a hash as a number in `[0, 1)`.
pub fn to_unit(h: u64) -> f64 {
    (h >> 11) as f64 / (1u64 << 53) as f64
}

/// The SplitMix64 finaliser: neighbouring inputs give unrelated outputs.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_separated_and_values_stay_put() {
        assert_ne!(hash(&["ab", "c"]), hash(&["a", "bc"]));
        // FNV-1a's published value for the empty input: a change here moves the world.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        let u = to_unit(hash(&["LHR", "JFK"]));
        assert!((0.0..1.0).contains(&u));
    }
}
