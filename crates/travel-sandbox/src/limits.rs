//! What the sandbox accepts of one request, named once. Anything bigger is refused in
//! the service's error shape; the sandbox's docs page (`docs/sandbox.md`, "Requests it
//! refuses") states these numbers.

use std::time::Duration;

/// The request target, path and query together: longer is refused 414.
pub const MAX_TARGET: usize = 8 * 1024;
/// Query parameters in one request: more are refused 400.
pub const MAX_PARAMS: usize = 1000;
/// The header lines together (names, values and line ends): more is refused 413.
pub const MAX_HEADER_BYTES: usize = 16 * 1024;
/// Header lines in one request: more are refused 413.
pub const MAX_HEADERS: usize = 100;
/// A request body, sized or chunked: bigger is refused 413. No legitimate body comes
/// near it (a booking of nine travellers is some kilobytes).
pub const MAX_BODY: usize = 8 * 1024 * 1024;
/// A tenant's state taken back (`PUT /_sandbox/state`), spooled to disk as it comes:
/// bigger is refused 413. A hundred thousand orders take some 300 MiB.
pub const MAX_UPLOAD: u64 = 4 << 30;
/// ...and the time it may take, from its first byte to its last.
pub const UPLOAD_TIME: Duration = Duration::from_secs(30 * 60);
/// From a request's first byte to its body's last: a client slower than that is
/// answered 408 and its connection closed.
pub const REQUEST_TIME: Duration = Duration::from_secs(10);
/// How long a connection may wait for its (next) request before it is closed. There
/// is no cap on connections at once: an idle one costs a task and a descriptor.
pub const IDLE_TIME: Duration = Duration::from_secs(30);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_docs_state_the_limits() {
        let page = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/sandbox.md"
        ));
        let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
        for said in [
            format!("target over {} KiB is refused 414", MAX_TARGET / 1024),
            format!("more than {MAX_PARAMS} query parameters 400"),
            format!(
                "headers over {} KiB or {MAX_HEADERS} lines 413",
                MAX_HEADER_BYTES / 1024
            ),
            format!("a body over {} MiB 413", MAX_BODY / (1024 * 1024)),
            format!("within {} s of its first byte", REQUEST_TIME.as_secs()),
            format!("after {} s idle", IDLE_TIME.as_secs()),
        ] {
            assert!(page.contains(&said), "docs/sandbox.md should say {said:?}");
        }
    }
}
