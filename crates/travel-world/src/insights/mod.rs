//! Market insights, location scores, flight status and predictions: the deterministic
//! models behind `sandbox::ops::insights`. Every figure is a function of the request (and,
//! for the air-traffic window, of today) through stable hashes: no randomness. Each is
//! drawn in the world of a seed, which `unit` and the models' inputs carry.

pub mod area;
pub mod predict;
pub mod status;
pub mod traffic;

use travel_core::stable::Seed;

/// A stable number in `[0, 1)` from some strings, in the world of `seed`.
pub fn unit(seed: Seed, parts: &[&str]) -> f64 {
    (seed.fnv1a(parts.join("|").as_bytes()) % 1_000_000) as f64 / 1_000_000.0
}

/// Integer parts of `total` proportional to `weights` that add up to exactly `total`
/// (largest remainder; ties go to the earlier weight).
pub fn apportion(weights: &[f64], total: i64) -> Vec<i64> {
    let sum: f64 = weights.iter().map(|w| w.max(0.0)).sum();
    if weights.is_empty() || sum <= 0.0 {
        return vec![0; weights.len()];
    }
    let exact: Vec<f64> = weights
        .iter()
        .map(|w| w.max(0.0) / sum * total as f64)
        .collect();
    let mut out: Vec<i64> = exact.iter().map(|x| x.floor() as i64).collect();
    let mut left = total - out.iter().sum::<i64>();
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    for i in order {
        if left <= 0 {
            break;
        }
        out[i] += 1;
        left -= 1;
    }
    out
}
