//! Request rates: a few kept-alive connections asking the same thing as fast as it is
//! answered, each on a thread of its own, and how long each answer took.

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use super::http::Conn;

/// Answers per second from `conns` connections repeating `GET path` for `span`.
pub fn rate(addr: &str, token: &str, path: &str, conns: usize, span: Duration) -> f64 {
    let conns = (0..conns)
        .map(|_| Conn::open(addr, token).expect("connect"))
        .collect();
    timed_rate(conns, path, span).per_second
}

/// What the connections were answered in a window.
pub struct Rate {
    pub per_second: f64,
    /// How long each answer took, from its request's first byte to its last byte.
    pub latencies: Vec<Duration>,
}

impl Rate {
    /// The latency at quantile `q` (0.99: p99).
    pub fn at(&self, q: f64) -> Duration {
        let mut v = self.latencies.clone();
        v.sort();
        v[((v.len() - 1) as f64 * q).round() as usize]
    }
}

/// The same over connections already open (plain or TLS).
pub fn timed_rate(conns: Vec<Conn>, path: &str, span: Duration) -> Rate {
    // Every connection opens before the clock starts, so connecting is not counted.
    let start = Arc::new(Barrier::new(conns.len() + 1));
    let threads: Vec<_> = conns
        .into_iter()
        .map(|mut conn| {
            let (start, path) = (Arc::clone(&start), path.to_string());
            std::thread::spawn(move || {
                start.wait();
                let until = Instant::now() + span;
                let mut took = Vec::new();
                while Instant::now() < until {
                    let asked = Instant::now();
                    let (status, body) = conn.get(&path).expect("an answer");
                    took.push(asked.elapsed());
                    assert_eq!(status, 200, "{path}: {}", String::from_utf8_lossy(&body));
                }
                took
            })
        })
        .collect();
    start.wait();
    let started = Instant::now();
    let latencies: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    Rate {
        per_second: latencies.len() as f64 / started.elapsed().as_secs_f64(),
        latencies,
    }
}
