//! No secret in a core dump: `travel` (the CLI and `travel sandbox serve`, one binary)
//! turns core dumps off for itself as it starts, so a crash, or a signal that dumps
//! core, writes none of the card numbers, passports, client secrets, tokens and admin
//! secret it holds.
//!
//! Each test first shows that this machine writes a core where the test looks, and
//! that a secret held by the process can be found in it: a `sleep` holding a secret in
//! its environment is made to dump core the same way (its core size limit raised,
//! SIGABRT). Where the machine gives no core file at all (the kernel's `core_pattern`
//! pipes cores to a program, or writes none), the test fails saying so rather than
//! passing for want of a core.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::common;

use common::Home;

const CARD: &str = "4111111111111111";
const CLIENT_SECRET: &str = "core-dump-client-secret-5f2a91";
const ADMIN_SECRET: &str = "core-dump-admin-secret-c3d8e4";

/// Where the kernel writes the core of a process whose working directory is `cwd`,
/// as `/proc/sys/kernel/core_pattern` says: the directory, or why the test cannot see
/// a core there.
fn core_dir(cwd: &Path) -> Result<PathBuf, String> {
    let pattern = std::fs::read_to_string("/proc/sys/kernel/core_pattern")
        .map_err(|e| format!("cannot read /proc/sys/kernel/core_pattern: {e}"))?;
    let pattern = pattern.trim();
    if pattern.is_empty() {
        return Err("core_pattern is empty: the kernel writes no core".into());
    }
    if pattern.starts_with('|') {
        return Err(format!(
            "core_pattern {pattern:?} pipes cores to a program: no core file this test can read"
        ));
    }
    match Path::new(pattern).parent() {
        Some(dir) if pattern.starts_with('/') => {
            if dir.to_string_lossy().contains('%') {
                Err(format!(
                    "core_pattern {pattern:?} names its directory by the process"
                ))
            } else {
                Ok(dir.to_path_buf())
            }
        }
        // relative: in the process's working directory
        _ => Ok(cwd.to_path_buf()),
    }
}

/// The files of `dir` now.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

/// A command whose process may dump core: its core size limit raised to the hard limit
/// (the shell's soft limit is often 0), run in `cwd`.
fn may_dump_core(cmd: &mut Command, cwd: &Path) {
    cmd.current_dir(cwd);
    // SAFETY: getrlimit and setrlimit are async-signal-safe, and touch only this
    // child's limits between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let mut lim = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            if libc::getrlimit(libc::RLIMIT_CORE, &mut lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            lim.rlim_cur = lim.rlim_max;
            if libc::setrlimit(libc::RLIMIT_CORE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// SIGABRT to `child` (whose default is to dump core), and wait for it: the core, if
/// any, is written by then. The new files of `dir`.
fn abort(mut child: Child, dir: &Path, before: &[PathBuf]) -> Vec<PathBuf> {
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    // SAFETY: a signal to the child this test started and has not reaped.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGABRT) }, 0, "signal it");
    let status = child.wait().expect("wait for it");
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(libc::SIGABRT), "{status:?}");
    files_in(dir)
        .into_iter()
        .filter(|f| !before.contains(f))
        .collect()
}

/// Which of `needles` the files hold.
fn found_in(files: &[PathBuf], needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for f in files {
        let bytes = std::fs::read(f).unwrap_or_default();
        for n in needles {
            if memchr::memmem::find(&bytes, n.as_bytes()).is_some() {
                found.push(format!("{n} in {}", f.display()));
            }
        }
    }
    found
}

/// This machine writes a core where the test looks, with a secret of the process in
/// it: else the test fails here, naming why.
fn assert_cores_are_written(cwd: &Path) -> PathBuf {
    let dir = core_dir(cwd).unwrap_or_else(|why| {
        panic!("this machine writes no core file the test can read, so it cannot show that travel leaves none: {why}")
    });
    let needle = "control-secret-0b7e55";
    let mut cmd = Command::new("sleep");
    cmd.arg("600")
        .env("CONTROL_SECRET", needle)
        .stdin(Stdio::null());
    may_dump_core(&mut cmd, cwd);
    let before = files_in(&dir);
    let child = cmd.spawn().expect("start sleep");
    std::thread::sleep(Duration::from_millis(100));
    let cores = abort(child, &dir, &before);
    assert!(
        !cores.is_empty(),
        "a process allowed to dump core left no core in {} (core_pattern {:?}): this machine gives the test no core to search",
        dir.display(),
        std::fs::read_to_string("/proc/sys/kernel/core_pattern").unwrap_or_default()
    );
    assert!(
        !found_in(&cores, &[needle]).is_empty(),
        "the control's core does not hold its secret: the search would find nothing anyway"
    );
    for f in cores {
        let _ = std::fs::remove_file(f);
    }
    dir
}

/// A server that takes connections and reads what it is sent but never answers: a
/// client's request hangs, its secrets in memory. Each request's bytes go to the
/// receiver.
fn silent_server() -> (String, mpsc::Receiver<Vec<u8>>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
            let mut got = Vec::new();
            let mut buf = [0u8; 4096];
            loop {
                match stream.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => got.extend_from_slice(&buf[..n]),
                    Err(_) => break,
                }
            }
            let _ = tx.send(got);
            // kept open, unanswered
            held.push(stream);
        }
    });
    (url, rx)
}

#[test]
fn a_cli_dumping_core_while_booking_leaves_no_card_and_no_client_secret() {
    let home = Home::new();
    let cwd = tempfile::tempdir().expect("temp dir");
    let dir = assert_cores_are_written(cwd.path());
    let (url, requests) = silent_server();
    let mut cmd = home.std_travel();
    cmd.env("AMADEUS_CLIENT_ID", "core-dump-client")
        .env("AMADEUS_CLIENT_SECRET", CLIENT_SECRET)
        .args(["--base-url", &url, "--timeout", "120", "hotels", "book"])
        .args([
            "OFFERCORE1",
            "--guest",
            "Ms Jane Doe <jane@example.com> +33123456789",
        ])
        .args(["--card-stdin", "--card-expiry", "2030-01", "--yes"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    may_dump_core(&mut cmd, cwd.path());
    let before = files_in(&dir);
    let mut child = cmd.spawn().expect("start travel");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{CARD}\n").as_bytes())
        .unwrap();
    // the card read, and the secret on its way to the token endpoint: both in memory
    let sent = requests
        .recv_timeout(Duration::from_secs(60))
        .expect("travel asked for a token");
    assert!(
        memchr::memmem::find(&sent, CLIENT_SECRET.as_bytes()).is_some(),
        "the token request carries the secret"
    );
    let cores = abort(child, &dir, &before);
    let found = found_in(&cores, &[CARD, CLIENT_SECRET]);
    for f in &cores {
        let _ = std::fs::remove_file(f);
    }
    assert!(found.is_empty(), "secrets in the CLI's core: {found:?}");
    assert!(cores.is_empty(), "the CLI left a core: {cores:?}");
}

#[test]
fn a_served_sandbox_dumping_core_leaves_no_card_and_no_admin_secret() {
    let home = Home::new();
    let cwd = tempfile::tempdir().expect("temp dir");
    let dir = assert_cores_are_written(cwd.path());
    let state = home.dir.path().join("served.sqlite3");
    let mut cmd = home.std_travel();
    cmd.args(["sandbox", "serve", "--port", "0", "--state"])
        .arg(&state)
        .env("TRAVEL_SANDBOX_ADMIN_SECRET", ADMIN_SECRET)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    may_dump_core(&mut cmd, cwd.path());
    let before = files_in(&dir);
    let mut child = cmd.spawn().expect("start travel sandbox serve");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .expect("its URL");
    let addr = first.trim().trim_start_matches("http://").to_string();
    // a hotel booked, paid by the card: the server has had it in memory
    let token = common::wire::token(&addr);
    let offers = common::wire::get(
        &addr,
        "/v3/shopping/hotel-offers?hotelIds=MCLONGHM&checkInDate=2026-12-10&adults=1",
        &token,
    );
    let offer = offers.json()["data"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|h| h["offers"].as_array().cloned().unwrap_or_default())
        .find_map(|o| o["id"].as_str().map(str::to_string));
    let body = serde_json::json!({"data": {
        "offerId": offer.unwrap_or_else(|| panic!("an offer: {}", offers.body)),
        "guests": [{"id": 1, "name": {"title": "MS", "firstName": "JANE", "lastName": "DOE"},
                    "contact": {"phone": "+33123456789", "email": "jane@example.com"}}],
        "payments": [{"id": 1, "method": "creditCard",
                      "card": {"vendorCode": "VI", "cardNumber": CARD, "expiryDate": "2030-01"}}]
    }});
    let booked = common::wire::post_json(&addr, "/v1/booking/hotel-bookings", &token, &body);
    assert_eq!(booked.status, 201, "{}", booked.body);
    // and the admin secret asked for
    let tenants = common::http(
        &addr,
        "GET",
        "/_sandbox/tenants",
        &[("Authorization", &format!("Bearer {ADMIN_SECRET}"))],
        "",
    );
    assert_eq!(tenants.status, 200, "{}", tenants.body);
    let cores = abort(child, &dir, &before);
    let found = found_in(&cores, &[CARD, ADMIN_SECRET]);
    for f in &cores {
        let _ = std::fs::remove_file(f);
    }
    assert!(found.is_empty(), "secrets in the server's core: {found:?}");
    assert!(cores.is_empty(), "the server left a core: {cores:?}");
}
