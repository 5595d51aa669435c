//! The sandbox's sockets: a loop that accepts connections, and a thread for each that
//! reads its requests within their limits and time and writes the answers. A client
//! that is slow, silent or sends too much holds its own thread only, and is answered
//! and let go when its time is up; past `MAX_CONNECTIONS` at once, newcomers are
//! answered 503.
//!
//! The sandbox reads HTTP itself (`wire`) rather than through tiny_http, which it used
//! before: tiny_http 0.12 reads header lines without bound, leaves a body to be read
//! on the serving thread with no deadline, answers what it cannot parse with a bare 400
//! (or closes without a word on bytes that are not ASCII), and on dropping a request
//! whose body was not read to its end allocates the rest of the declared length at
//! once: one request declaring a terabyte aborted the process.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use super::http::{Resp, AMADEUS_JSON};
use super::limits::{IDLE_TIME, MAX_CONNECTIONS, REQUEST_TIME};
use super::reject::{codes, Rejection};
use super::scenarios::transport::Line;
use super::wire::{self, Fault, Framing, Head};
use super::Shared;
use travel_core::ops::SANDBOX_HEADER;

/// How long a refused client's remaining bytes are read and let go before its
/// connection is closed: closing on unread bytes resets the connection, and the client
/// could lose the answer that says why.
const LINGER: Duration = Duration::from_secs(2);

/// How long a thread that has served a connection waits for another before it ends.
const WORKER_IDLE: Duration = Duration::from_secs(10);

/// Accept connections until the process ends.
pub fn accept_loop(listener: &TcpListener, app: &Arc<Shared>) {
    let open = Arc::new(AtomicUsize::new(0));
    let workers = Arc::new(Workers {
        app: Arc::clone(app),
        waiting: Mutex::default(),
        handed: Condvar::new(),
    });
    loop {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            // out of descriptors, or a connection reset before it was accepted: try
            // again shortly rather than spin
            Err(_) => {
                std::thread::sleep(Duration::from_millis(10));
                continue;
            }
        };
        if open.load(Ordering::Acquire) >= MAX_CONNECTIONS {
            overloaded(stream);
            continue;
        }
        workers.hand(stream, Slot::take(&open));
    }
}

/// The threads serving connections. One that is done with its connection waits a while
/// for the next, which is then served at once rather than once a thread is made for it.
struct Workers {
    app: Arc<Shared>,
    waiting: Mutex<Waiting>,
    handed: Condvar,
}

/// Connections handed over and not yet taken, and the threads waiting for one: a
/// connection is queued only when a waiting thread is sure to take it.
#[derive(Default)]
struct Waiting {
    idle: usize,
    queue: VecDeque<(TcpStream, Slot)>,
}

impl Workers {
    fn lock(&self) -> MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn hand(self: &Arc<Self>, stream: TcpStream, slot: Slot) {
        let mut waiting = self.lock();
        if waiting.idle > waiting.queue.len() {
            waiting.queue.push_back((stream, slot));
            self.handed.notify_one();
            return;
        }
        drop(waiting);
        let workers = Arc::clone(self);
        // a thread that cannot be had drops the closure: the slot is given back and the
        // connection closed
        let _ = std::thread::Builder::new().spawn(move || workers.work(stream, slot));
    }

    fn work(&self, stream: TcpStream, slot: Slot) {
        travel_core::stable::seed_this_thread(self.app.seed);
        let mut next = Some((stream, slot));
        while let Some((stream, slot)) = next.take() {
            serve(stream, &self.app);
            drop(slot);
            next = self.next();
        }
    }

    /// The next connection handed over, or `None` when none came for `WORKER_IDLE`.
    fn next(&self) -> Option<(TcpStream, Slot)> {
        let until = Instant::now() + WORKER_IDLE;
        let mut waiting = self.lock();
        waiting.idle += 1;
        loop {
            if let Some(next) = waiting.queue.pop_front() {
                waiting.idle -= 1;
                return Some(next);
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                waiting.idle -= 1;
                return None;
            }
            waiting = self
                .handed
                .wait_timeout(waiting, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }
}

/// One of the `MAX_CONNECTIONS`, given back when its connection ends.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(open: &Arc<AtomicUsize>) -> Slot {
        open.fetch_add(1, Ordering::AcqRel);
        Slot(Arc::clone(open))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Answer 503 on the accepting thread itself: a newcomer's request is not read, only
/// let go for a moment so that closing on it does not reset the answer away.
fn overloaded(mut stream: TcpStream) {
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let no = Rejection::new(
        503,
        codes::SYSTEM_ERROR,
        format!("the sandbox is serving {MAX_CONNECTIONS} connections; try again shortly"),
    );
    let resp = Resp::from(no);
    let _ = wire::write_answer(
        &mut stream,
        resp.status,
        &[
            ("Content-Type", resp.content_type),
            (SANDBOX_HEADER, "1"),
            ("Retry-After", "1"),
        ],
        &resp.body,
        false,
        true,
    );
    let _ = stream.shutdown(Shutdown::Write);
    let mut input = Timed {
        stream,
        until: Instant::now() + Duration::from_millis(200),
    };
    let _ = io::copy(&mut input, &mut io::sink());
}

/// The socket's reading side, each read bounded by the time left until `until`.
struct Timed {
    stream: TcpStream,
    until: Instant,
}

impl Read for Timed {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left))?;
        self.stream.read(buf)
    }
}

/// What becomes of a connection after one request.
enum Next {
    Again,
    Close,
    /// Answered with a refusal: where the next request would start is not known.
    Refused,
}

fn serve(stream: TcpStream, app: &Arc<Shared>) {
    // The answer's head and body go out in one write, but a second answer on the
    // same connection must not wait for the client's delayed acknowledgement either.
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(REQUEST_TIME));
    let Ok(reading) = stream.try_clone() else {
        return;
    };
    let mut input = BufReader::new(Timed {
        stream: reading,
        until: Instant::now() + IDLE_TIME,
    });
    let mut output = stream;
    loop {
        input.get_mut().until = Instant::now() + IDLE_TIME;
        // the next request's first byte, or the end of the connection
        match input.fill_buf() {
            Ok(bytes) if !bytes.is_empty() => {}
            _ => return,
        }
        input.get_mut().until = Instant::now() + REQUEST_TIME;
        match one(&mut input, &mut output, app) {
            Next::Again => {}
            Next::Close => {
                let _ = output.shutdown(Shutdown::Write);
                return;
            }
            Next::Refused => {
                let _ = output.shutdown(Shutdown::Write);
                input.get_mut().until = Instant::now() + LINGER;
                while let Ok(bytes) = input.fill_buf() {
                    if bytes.is_empty() {
                        break;
                    }
                    let n = bytes.len();
                    input.consume(n);
                }
                return;
            }
        }
    }
}

/// Read one request, answer it, and say whether the connection goes on.
fn one(input: &mut BufReader<Timed>, output: &mut TcpStream, app: &Arc<Shared>) -> Next {
    let started = Instant::now();
    let head = match wire::read_head(input) {
        Ok(Some(head)) => head,
        Ok(None) => return Next::Close,
        Err(fault) => return refuse(output, app, &fault, None, started),
    };
    let body = head.framing().and_then(|framing| {
        if framing != Framing::Empty && head.expects_continue() {
            output.write_all(wire::CONTINUE).map_err(|_| Fault::Gone)?;
        }
        wire::read_body(input, framing)
    });
    let body = match body {
        Ok(body) => body,
        Err(fault) => return refuse(output, app, &fault, Some(&head), started),
    };
    let keep = head.keeps_alive();
    let (resp, line) = super::answer(app, &head, body);
    log(app, Some(&head), resp.status, started);
    let retry;
    let mut headers = vec![("Content-Type", resp.content_type), (SANDBOX_HEADER, "1")];
    match line {
        Some(Line::Refuse(_, Some(secs))) => {
            retry = secs.to_string();
            headers.push(("Retry-After", &retry));
        }
        // This connection's own thread waits: everyone else is answered meanwhile.
        Some(Line::Delay(late)) => std::thread::sleep(late),
        Some(Line::Drop) => return Next::Close,
        _ => {}
    }
    let head_only = head.method.eq_ignore_ascii_case("HEAD");
    match wire::write_answer(output, resp.status, &headers, &resp.body, head_only, !keep) {
        Ok(()) if keep => Next::Again,
        _ => Next::Close,
    }
}

fn refuse(
    output: &mut TcpStream,
    app: &Shared,
    fault: &Fault,
    head: Option<&Head>,
    started: Instant,
) -> Next {
    let Some(no) = fault.rejection() else {
        return Next::Close;
    };
    log(app, head, no.status, started);
    let resp = Resp::from(no);
    let _ = wire::write_answer(
        output,
        resp.status,
        &[("Content-Type", AMADEUS_JSON), (SANDBOX_HEADER, "1")],
        &resp.body,
        false,
        true,
    );
    Next::Refused
}

fn log(app: &Shared, head: Option<&Head>, status: u16, started: Instant) {
    if app.verbose {
        let (method, target) = head.map_or(("-", "-".into()), |h| {
            (h.method.as_str(), super::auth::loggable(&h.target))
        });
        eprintln!(
            "{method} {target} -> {status} ({} ms)",
            started.elapsed().as_millis()
        );
    }
}
