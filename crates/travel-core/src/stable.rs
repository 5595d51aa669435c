//! Stable hashing: every "random" choice of the sandbox's world is a function of
//! stable strings, so the same request gives the same answer in any process; the
//! client names its token cache files with it too.
//!
//! A sandbox reset with `--seed N` picks another world: a [`Seed`] moves the starting
//! value of the hashes its world makes, so every generator given it moves at once.
//! The seed is a value the world's generators are handed (in the request's context),
//! never a thread's or the process's: the free functions below hash from FNV-1a's own
//! basis always, so the client's file names and the world's data tables are the same
//! whichever world a sandbox of the process serves. Seed 0, the default, mixes nothing:
//! the default world is byte for byte the one before seeds.

/// FNV-1a's offset basis.
const BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// The seed of a sandbox's world: where its hashes start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seed(pub u64);

impl Seed {
    /// The default world's, which moves nothing.
    pub const DEFAULT: Seed = Seed(0);

    /// Where this world's hashes start: FNV-1a's basis, moved by the seed.
    fn basis(self) -> u64 {
        match self.0 {
            0 => BASIS,
            seed => BASIS ^ mix(seed),
        }
    }

    /// FNV-1a, 64 bits, from this world's basis.
    pub fn fnv1a(self, bytes: &[u8]) -> u64 {
        let mut h = Fnv(self.basis());
        h.feed(bytes);
        h.0
    }

    /// FNV-1a of what `args` formats to, the same as `fnv1a(format!(..).as_bytes())`
    /// without making the string: the world's generators hash formatted keys thousands
    /// of times a search, and the allocations were a tenth of its time.
    pub fn fnv1a_fmt(self, args: std::fmt::Arguments) -> u64 {
        let mut h = Fnv(self.basis());
        // writing to a hash cannot fail
        let _ = std::fmt::Write::write_fmt(&mut h, args);
        h.0
    }

    /// FNV-1a of several strings, each ended by a byte no string contains, so that
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    pub fn hash(self, parts: &[&str]) -> u64 {
        let mut h = Fnv(self.basis());
        for p in parts {
            h.feed(p.as_bytes());
            h.feed(&[0xff]);
        }
        h.0
    }
}

/// FNV-1a, 64 bits (the default world's, see [`Seed::fnv1a`]).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    Seed::DEFAULT.fnv1a(bytes)
}

/// [`Seed::fnv1a_fmt`] from FNV-1a's own basis.
pub fn fnv1a_fmt(args: std::fmt::Arguments) -> u64 {
    Seed::DEFAULT.fnv1a_fmt(args)
}

/// [`Seed::hash`] from FNV-1a's own basis.
pub fn hash(parts: &[&str]) -> u64 {
    Seed::DEFAULT.hash(parts)
}

/// An FNV-1a state fed bytes, or by `fmt::Write`.
struct Fnv(u64);

impl Fnv {
    fn feed(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl std::fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.feed(s.as_bytes());
        Ok(())
    }
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
        let (key, n) = ("BA117", 3);
        assert_eq!(
            fnv1a_fmt(format_args!("{key}|close{n}")),
            fnv1a(b"BA117|close3")
        );
        let u = to_unit(hash(&["LHR", "JFK"]));
        assert!((0.0..1.0).contains(&u));
    }

    #[test]
    fn a_seed_moves_its_world_and_nothing_else() {
        let seven = Seed(7);
        assert_ne!(seven.fnv1a(b"LHR"), fnv1a(b"LHR"));
        assert_ne!(seven.hash(&["LHR", "JFK"]), hash(&["LHR", "JFK"]));
        assert_eq!(
            seven.fnv1a_fmt(format_args!("{}|{}", "LHR", 1)),
            seven.fnv1a(b"LHR|1")
        );
        // the default seed is the plain hash, and the free functions never move
        assert_eq!(Seed::DEFAULT.hash(&["LHR", "JFK"]), hash(&["LHR", "JFK"]));
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
