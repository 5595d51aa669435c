//! A hash map for the world's own indexes (airport, city and airline codes, airport
//! numbers), built afresh by every `--sandbox` run before its first answer.
//!
//! The standard map's SipHash resists hash flooding by untrusted keys, which these
//! keys are not (they come from the tables compiled into the binary); on keys of two
//! to four bytes it costs more than the lookups around it. This is the multiply-rotate
//! hash rustc uses for its own tables, a word at a time. Iteration order is never
//! read from these maps, so the choice cannot change an answer.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A map keyed by data compiled into the binary.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// An empty [`FastMap`].
pub fn new<K, V>() -> FastMap<K, V> {
    FastMap::default()
}

#[derive(Default, Clone, Copy)]
pub struct WordHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(last));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_find_their_values() {
        let mut m: FastMap<&str, usize> = new();
        let codes = ["LHR", "LGW", "JFK", "EWR", "A", "ABCDEFGHIJ", ""];
        for (i, c) in codes.iter().enumerate() {
            m.insert(c, i);
        }
        for (i, c) in codes.iter().enumerate() {
            assert_eq!(m.get(c), Some(&i), "{c}");
        }
        assert_eq!(m.get("LHX"), None);
    }

    #[test]
    fn short_keys_spread() {
        // three-letter codes differing in one letter must not share a hash
        let hash = |s: &str| {
            let mut h = WordHasher::default();
            h.write(s.as_bytes());
            h.finish()
        };
        let mut seen: Vec<u64> = ["LHR", "LHS", "MHR", "LIR"]
            .iter()
            .map(|s| hash(s))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 4);
    }
}
