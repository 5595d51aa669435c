//! Request rates: a few kept-alive connections asking the same thing as fast as it is
//! answered, each on a thread of its own.

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use super::http::Conn;

/// Answers per second from `conns` connections repeating `GET path` for `span`.
pub fn rate(addr: &str, token: &str, path: &str, conns: usize, span: Duration) -> f64 {
    // Every connection opens before the clock starts, so connecting is not counted.
    let start = Arc::new(Barrier::new(conns + 1));
    let threads: Vec<_> = (0..conns)
        .map(|_| {
            let mut conn = Conn::open(addr, token).expect("connect");
            let (start, path) = (Arc::clone(&start), path.to_string());
            std::thread::spawn(move || {
                start.wait();
                let until = Instant::now() + span;
                let mut answered = 0u64;
                while Instant::now() < until {
                    let (status, body) = conn.get(&path).expect("an answer");
                    assert_eq!(status, 200, "{path}: {}", String::from_utf8_lossy(&body));
                    answered += 1;
                }
                answered
            })
        })
        .collect();
    start.wait();
    let started = Instant::now();
    let answered: u64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    answered as f64 / started.elapsed().as_secs_f64()
}
