//! Medians, 95th and 99th percentiles of timed runs.

use std::time::Duration;

#[derive(Clone, Copy)]
pub struct Stats {
    pub min: Duration,
    pub median: Duration,
    pub p95: Duration,
    pub p99: Duration,
    pub runs: usize,
}

impl Stats {
    pub fn of(times: &[Duration]) -> Stats {
        assert!(!times.is_empty(), "no runs to summarise");
        let mut t = times.to_vec();
        t.sort();
        Stats {
            min: t[0],
            median: t[t.len() / 2],
            p95: t[(t.len() * 95 / 100).min(t.len() - 1)],
            p99: t[(t.len() * 99 / 100).min(t.len() - 1)],
            runs: t.len(),
        }
    }
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Print min, median and p95 on one line; return the median.
pub fn report(what: &str, times: &[Duration]) -> Duration {
    let s = Stats::of(times);
    println!(
        "{what}: min {:.1} ms, median {:.1} ms, p95 {:.1} ms ({} runs)",
        ms(s.min),
        ms(s.median),
        ms(s.p95),
        s.runs
    );
    s.median
}
