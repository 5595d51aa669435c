//! Stable hashing: every "random" choice of the sandbox's world is a function of
//! stable strings, so the same request gives the same answer in any process; the
//! client names its token cache files with it too.
//!
//! A sandbox reset with `--seed N` picks another world: the seed is mixed into the
//! starting value of every hash made on the sandbox's threads (`seed_this_thread`), so
//! every generator moves at once without knowing of it. Seed 0, the default, mixes
//! nothing: the default world is byte for byte the one before seeds. The seed is per
//! thread so that the client (on its own thread) and several sandboxes in one test
//! process never see each other's.

use std::cell::Cell;

/// FNV-1a's offset basis.
const BASIS: u64 = 0xcbf2_9ce4_8422_2325;

thread_local! {
    static SEED: Cell<u64> = const { Cell::new(0) };
}

/// Hash as the world of `seed` does on this thread from now on (0: the default world).
/// A sandbox's threads call it once when they start serving.
pub fn seed_this_thread(seed: u64) {
    SEED.with(|s| s.set(seed));
}

/// Where every hash starts: FNV-1a's basis, moved by this thread's seed.
fn basis() -> u64 {
    match SEED.with(Cell::get) {
        0 => BASIS,
        seed => BASIS ^ mix(seed),
    }
}

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = basis();
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// FNV-1a of what `args` formats to, the same as `fnv1a(format!(..).as_bytes())` without
/// making the string: the world's generators hash formatted keys thousands of times a
/// search, and the allocations were a tenth of its time.
pub fn fnv1a_fmt(args: std::fmt::Arguments) -> u64 {
    let mut h = Fnv(basis());
    // writing to a hash cannot fail
    let _ = std::fmt::Write::write_fmt(&mut h, args);
    h.0
}

/// An FNV-1a state fed by `fmt::Write`.
struct Fnv(u64);

impl std::fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        for b in s.bytes() {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        Ok(())
    }
}

/// FNV-1a of several strings, each ended by a byte no string contains, so that
/// `["ab", "c"]` and `["a", "bc"]` differ.
pub fn hash(parts: &[&str]) -> u64 {
    let mut h: u64 = basis();
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
        let (key, n) = ("BA117", 3);
        assert_eq!(
            fnv1a_fmt(format_args!("{key}|close{n}")),
            fnv1a(b"BA117|close3")
        );
        let u = to_unit(hash(&["LHR", "JFK"]));
        assert!((0.0..1.0).contains(&u));
    }

    #[test]
    fn a_seed_moves_every_hash_of_its_thread_only() {
        let default = (fnv1a(b"LHR"), hash(&["LHR", "JFK"]));
        let seeded = std::thread::spawn(|| {
            seed_this_thread(7);
            let a = (fnv1a(b"LHR"), hash(&["LHR", "JFK"]));
            seed_this_thread(7);
            assert_eq!(
                a,
                (fnv1a(b"LHR"), hash(&["LHR", "JFK"])),
                "a seed is stable"
            );
            a
        })
        .join()
        .unwrap();
        assert_ne!(seeded.0, default.0);
        assert_ne!(seeded.1, default.1);
        // this thread kept the default world
        assert_eq!(default, (fnv1a(b"LHR"), hash(&["LHR", "JFK"])));
    }
}
