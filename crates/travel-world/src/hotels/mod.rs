//! Hotels in the sandbox: a deterministic catalogue of hotels around every city with
//! scheduled air service (`catalog`) of real brands (`brands`) in real districts
//! (`places`), their rooms, rates and offers (`offers`) priced by tier, city, season
//! and events (`pricing`) with the local taxes (`taxes`), and the rooms left once the
//! sandbox's own bookings (kept by the hotels backend) are counted (`inventory`).
//!
//! Everything but booking references is a pure function of its inputs: the same
//! hotel id, dates and guests give the same offer, in any process, on any day the
//! dates are still bookable. The catalogue, rooms and prices are drawn in the world of
//! a seed (`hash`, `unit` and `Rng` take it; a [`catalog::Hotel`] knows its world);
//! offer ids are codes, the same in every world.

pub mod brands;
pub mod catalog;
pub mod inventory;
pub mod offers;
pub mod places;
pub mod pricing;
pub mod taxes;

use travel_core::stable::{self, Seed};

/// A well-mixed 64-bit hash of a key in the world of `seed` (FNV-1a, then the
/// SplitMix64 finaliser so that neighbouring keys give unrelated values).
pub fn hash(seed: Seed, key: &str) -> u64 {
    stable::mix(seed.fnv1a(key.as_bytes()))
}

/// A uniform number in [0, 1) from a key, in the world of `seed`.
pub fn unit(seed: Seed, key: &str) -> f64 {
    stable::to_unit(hash(seed, key))
}

/// A small deterministic generator (SplitMix64), drawing in the world of a seed.
pub struct Rng {
    state: u64,
    seed: Seed,
}

impl Rng {
    /// The draws of `key` in the world of `seed`.
    pub fn new(seed: Seed, key: &str) -> Rng {
        Rng {
            state: seed.fnv1a(key.as_bytes()),
            seed,
        }
    }

    /// The world it draws in.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        stable::mix(self.state)
    }

    /// Uniform in [0, 1).
    pub fn f(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next_u64() % (hi - lo + 1)
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.f() < p
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[(self.next_u64() % items.len() as u64) as usize]
    }
}

const BASE36: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// `n` in base 36, upper case, left-padded with zeros to `width`.
pub fn base36(mut n: u64, width: usize) -> String {
    let mut out = Vec::new();
    while n > 0 {
        out.push(BASE36[(n % 36) as usize]);
        n /= 36;
    }
    while out.len() < width {
        out.push(b'0');
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII")
}

/// The inverse of [`base36`]; `None` for anything but `[0-9A-Z]` or an overflow.
pub fn from_base36(s: &str) -> Option<u64> {
    s.bytes().try_fold(0u64, |acc, b| {
        let d = match b {
            b'0'..=b'9' => b - b'0',
            b'A'..=b'Z' => b - b'A' + 10,
            _ => return None,
        };
        acc.checked_mul(36)?.checked_add(u64::from(d))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base36_round_trips() {
        for n in [0u64, 1, 35, 36, 1_234_567_890, (1 << 40) - 1] {
            let s = base36(n, 8);
            assert_eq!(s.len(), 8);
            assert_eq!(from_base36(&s), Some(n));
        }
        assert_eq!(from_base36("a1"), None);
    }

    #[test]
    fn the_generator_is_deterministic() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(Seed::DEFAULT, "x");
                move |_| r.next_u64()
            })
            .collect();
        let mut r = Rng::new(Seed::DEFAULT, "x");
        assert_eq!(a, (0..5).map(|_| r.next_u64()).collect::<Vec<_>>());
        assert!((0..1000).all(|i| (0.0..1.0).contains(&unit(Seed::DEFAULT, &i.to_string()))));
    }
}
