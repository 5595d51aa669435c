//! The `travel sandbox serve` servers running on this machine, as they record
//! themselves, so a `--base-url` to one is known for the sandbox before anything is
//! sent to it: it needs no credentials (unless started with --client-id), and a
//! sandbox offer is good there.
//!
//! Known without asking: a run that refuses (exit 2, nothing sent) must not have sent
//! a token request or a probe first. Each server writes its port, its pid and whether
//! it takes any credentials to a small file in the user cache directory when it
//! starts; an entry whose process is gone no longer counts. A sandbox elsewhere (another
//! machine, a container) is not known this way: it is recognised once it answers.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::paths::Paths;

const FILE: &str = "served-sandboxes.json";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    port: u16,
    pid: u32,
    /// Whether it takes any client id and secret (no --client-id).
    any_credentials: bool,
    /// With --tls: it serves https, with a certificate of this CA file (PEM).
    #[serde(default)]
    tls_ca: Option<PathBuf>,
    /// It serves https (--tls, or --cert and --key).
    #[serde(default)]
    https: bool,
}

/// The registry of the user's folders (`ctx.served()`); without a home directory it
/// knows no server and records none.
pub struct Served {
    file: Option<PathBuf>,
}

impl Served {
    pub fn new(paths: Option<&Paths>) -> Served {
        Served {
            file: paths.map(|p| p.cache.join(FILE)),
        }
    }

    fn read(&self) -> Vec<Entry> {
        self.file
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default()
    }

    /// Record this process as a server on `port` (at `travel sandbox serve`'s start);
    /// entries of servers gone are dropped. A failure to write costs only the knowledge.
    pub fn record(&self, port: u16, any_credentials: bool, https: bool, tls_ca: Option<PathBuf>) {
        let Some(p) = &self.file else { return };
        let mut all: Vec<Entry> = self
            .read()
            .into_iter()
            .filter(|e| e.port != port && travel_sandbox::process_alive(e.pid))
            .collect();
        all.push(Entry {
            port,
            pid: std::process::id(),
            any_credentials,
            tls_ca,
            https,
        });
        if let Some(dir) = p.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Ok(bytes) = serde_json::to_vec(&all) {
            let _ = crate::fsutil::write_atomic(p, &bytes);
        }
    }

    /// The running server `base_url` points to on this machine, if it is one.
    fn find(&self, base_url: &str) -> Option<Entry> {
        let url = url::Url::parse(base_url).ok()?;
        let local = match url.host()? {
            url::Host::Domain(d) => d.eq_ignore_ascii_case("localhost"),
            url::Host::Ipv4(ip) => ip.is_loopback(),
            url::Host::Ipv6(ip) => ip.is_loopback(),
        };
        if !local {
            return None;
        }
        let port = url.port()?;
        let https = url.scheme() == "https";
        self.read()
            .into_iter()
            .find(|e| e.port == port && e.https == https && travel_sandbox::process_alive(e.pid))
    }

    /// The CA file of the `travel sandbox serve --tls` `base_url` points to on this
    /// machine: trusted for it, as for the plain server nothing is needed.
    pub fn ca_file(&self, base_url: &str) -> Option<PathBuf> {
        self.find(base_url)?.tls_ca
    }

    /// Whether `base_url` is a `travel sandbox serve` running on this machine.
    pub fn is_sandbox(&self, base_url: &str) -> bool {
        self.find(base_url).is_some()
    }

    /// Whether `base_url` is one that takes any credentials: none are needed.
    pub fn takes_any_credentials(&self, base_url: &str) -> bool {
        self.find(base_url).is_some_and(|e| e.any_credentials)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_recorded_is_known_while_it_runs_and_only_on_this_machine() {
        let home = tempfile::tempdir().unwrap();
        let paths = Paths::under(home.path());
        let served = Served::new(Some(&paths));
        let (is_sandbox, takes_any_credentials) = (
            |u: &str| served.is_sandbox(u),
            |u: &str| served.takes_any_credentials(u),
        );
        let record = |port, any| served.record(port, any, false, None);
        assert!(!is_sandbox("http://127.0.0.1:8123"));
        // this process stands for the server
        record(8123, true);
        assert!(is_sandbox("http://127.0.0.1:8123"));
        assert!(is_sandbox("http://localhost:8123/"));
        assert!(takes_any_credentials("http://127.0.0.1:8123"));
        assert!(!is_sandbox("http://127.0.0.1:8124"));
        assert!(!is_sandbox("https://127.0.0.1:8123"));
        assert!(!is_sandbox("http://example.com:8123"));
        record(8124, false);
        assert!(is_sandbox("http://127.0.0.1:8124"));
        assert!(!takes_any_credentials("http://127.0.0.1:8124"));
        // a server whose process is gone no longer counts
        let gone = Entry {
            port: 8125,
            pid: u32::MAX - 1,
            any_credentials: true,
            tls_ca: None,
            https: false,
        };
        let mut all = served.read();
        all.push(gone);
        std::fs::write(
            served.file.as_ref().unwrap(),
            serde_json::to_vec(&all).unwrap(),
        )
        .unwrap();
        assert!(!is_sandbox("http://127.0.0.1:8125"));
        // a --tls server: known at its https URL, with its CA, not at http
        served.record(8126, true, true, Some(PathBuf::from("/tmp/ca.pem")));
        assert!(is_sandbox("https://localhost:8126"));
        assert!(!is_sandbox("http://localhost:8126"));
        assert_eq!(
            served.ca_file("https://127.0.0.1:8126"),
            Some(PathBuf::from("/tmp/ca.pem"))
        );
        assert_eq!(served.ca_file("http://127.0.0.1:8124"), None);
    }
}
