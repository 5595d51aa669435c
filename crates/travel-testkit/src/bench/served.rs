//! `travel sandbox serve` for a bench, on a state file of its own in a scratch
//! directory, its clock pinned (the process itself is [`crate::served::Served`]).

use std::path::Path;
use std::process::{Command, Stdio};

use super::TODAY;
pub use crate::served::Served;
use crate::travel_bin;

/// A server on the state in `dir` (a new one, or the one of a server started there
/// before).
pub fn serve(dir: &Path) -> Served {
    serve_with(dir, &[])
}

/// The same, with more arguments (`--tls --ca-file FILE`).
pub fn serve_with(dir: &Path, args: &[&str]) -> Served {
    let all: Vec<&str> = UNLIMITED.iter().chain(args).copied().collect();
    serve_bin(&travel_bin(), dir, &all)
}

/// A bench measures how fast the server answers from one address, which is past the
/// rates one address is held to by default (`serve --address-rate-limit`, 2000/s): the
/// limits are lifted far beyond what a bench sends. (An older build served to compare
/// is given its own arguments: it may not know these flags.)
const UNLIMITED: &[&str] = &[
    "--address-rate-limit",
    "10000000/s",
    "--server-rate-limit",
    "10000000/s",
];

/// The same, served by another build of travel (an older one, to compare).
pub fn serve_bin(bin: &Path, dir: &Path, args: &[&str]) -> Served {
    let state = dir.join("served.sqlite3");
    let mut cmd = pinned(bin);
    cmd.args(["sandbox", "serve", "--port", "0", "--state"])
        .arg(&state)
        .args(args);
    Served::spawn(cmd, state)
}

/// A node on the PostgreSQL database of `url` (given as an operator gives it, in
/// `TRAVEL_SANDBOX_DATABASE_URL`), with `pool` connections at most.
pub fn serve_on_database(url: &str, pool: u32) -> Served {
    let mut cmd = pinned(&travel_bin());
    cmd.args(["sandbox", "serve", "--port", "0", "--pool"])
        .arg(pool.to_string())
        .args(UNLIMITED)
        .env("TRAVEL_SANDBOX_DATABASE_URL", url);
    Served::spawn(cmd, Default::default())
}

fn pinned(bin: &Path) -> Command {
    let mut cmd = Command::new(bin);
    cmd.env("TRAVEL_TODAY", TODAY).stderr(Stdio::null());
    cmd
}
