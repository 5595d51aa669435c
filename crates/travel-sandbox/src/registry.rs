//! The `travel sandbox serve` processes running on this machine: one registry, a small
//! JSON file in the user's cache folder (its path is the caller's, see
//! `Registry::at`), that each server adds itself to when it starts.
//!
//! Two questions are asked of it, and both must be answered without sending anything:
//! the CLI's, whether a `--base-url` on this machine is a sandbox (no credentials
//! needed, a sandbox offer is good there, its CA trusted), and a reset's, whether another
//! server serves the same state file (a change of world is refused then, since that
//! server fixed its world when it started). An entry whose process has ended no longer
//! counts and is dropped at the next start. A sandbox elsewhere (another machine, a
//! container, a PostgreSQL node) is not known this way: it is recognised once it answers.

use std::fs::File;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use travel_store::process::alive;

/// A server as it recorded itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub port: u16,
    pub pid: u32,
    /// Whether it takes any client id and secret (no --client-id).
    pub any_credentials: bool,
    /// With --tls: it serves https, with a certificate of this CA file (PEM).
    #[serde(default)]
    pub tls_ca: Option<PathBuf>,
    /// It serves https (--tls, or --cert and --key).
    #[serde(default)]
    pub https: bool,
    /// The state file it serves, canonical; none for a database nodes share.
    #[serde(default)]
    pub state: Option<PathBuf>,
    /// The seed of the world it serves (fixed when it started).
    #[serde(default)]
    pub seed: u64,
}

/// The registry at a file, or none (no home directory: no server is known and none
/// is recorded).
#[derive(Debug, Clone, Default)]
pub struct Registry {
    file: Option<PathBuf>,
}

impl Registry {
    pub fn at(file: Option<PathBuf>) -> Registry {
        Registry { file }
    }

    /// No registry: nothing known, nothing recorded.
    pub fn none() -> Registry {
        Registry::default()
    }

    fn read(&self) -> Vec<Entry> {
        self.file
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default()
    }

    /// The servers still running.
    pub fn running(&self) -> Vec<Entry> {
        self.read().into_iter().filter(|e| alive(e.pid)).collect()
    }

    /// Record `entry` (this process, at a server's start); entries of servers gone,
    /// of this process and of the same port are replaced. Servers starting at once
    /// each keep their line: the file is rewritten under a lock beside it, and whole
    /// (a crash mid-write leaves the previous file). A failure to write costs only the
    /// knowledge.
    pub fn record(&self, entry: Entry) {
        self.rewrite(|running| {
            running.retain(|e| e.port != entry.port && e.pid != entry.pid);
            running.push(entry);
        });
    }

    /// This process serves the world of `seed` from now on (the operator changed it):
    /// a change of world asked elsewhere is checked against the world served.
    pub fn record_seed(&self, seed: u64) {
        let me = std::process::id();
        self.rewrite(|running| {
            for e in running.iter_mut().filter(|e| e.pid == me) {
                e.seed = seed;
            }
        });
    }

    /// The running servers' entries changed by `change` and written back whole, under
    /// the lock beside the file.
    fn rewrite(&self, change: impl FnOnce(&mut Vec<Entry>)) {
        let Some(path) = &self.file else { return };
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let lock = File::create(path.with_extension("lock"));
        let _held = lock.as_ref().ok().map(File::lock);
        let mut all = self.running();
        change(&mut all);
        if let Ok(bytes) = serde_json::to_vec(&all) {
            let _ = crate::files::write_whole(path, &bytes);
        }
    }

    /// The running server `base_url` points to on this machine, if it is one.
    pub fn at_url(&self, base_url: &str) -> Option<Entry> {
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
        self.running()
            .into_iter()
            .find(|e| e.port == port && e.https == https)
    }

    /// The CA file of the `travel sandbox serve --tls` `base_url` points to on this
    /// machine: trusted for it, as for the plain server nothing is needed.
    pub fn ca_file(&self, base_url: &str) -> Option<PathBuf> {
        self.at_url(base_url)?.tls_ca
    }

    /// Whether `base_url` is a `travel sandbox serve` running on this machine.
    pub fn is_sandbox(&self, base_url: &str) -> bool {
        self.at_url(base_url).is_some()
    }

    /// Whether `base_url` is one that takes any credentials: none are needed.
    pub fn takes_any_credentials(&self, base_url: &str) -> bool {
        self.at_url(base_url).is_some_and(|e| e.any_credentials)
    }

    /// The servers other than this process serving the state file at `state`.
    pub fn serving(&self, state: &Path) -> Vec<Entry> {
        let state = canonical(state);
        self.running()
            .into_iter()
            .filter(|e| e.pid != std::process::id() && e.state.as_deref() == Some(&state))
            .collect()
    }
}

/// A state file's path as every process names it, however it was given.
pub(crate) fn canonical(state: &Path) -> PathBuf {
    state.canonicalize().unwrap_or_else(|_| state.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(port: u16, pid: u32) -> Entry {
        Entry {
            port,
            pid,
            any_credentials: true,
            tls_ca: None,
            https: false,
            state: None,
            seed: 0,
        }
    }

    fn write(registry: &Registry, all: &[Entry]) {
        std::fs::write(
            registry.file.as_ref().unwrap(),
            serde_json::to_vec(all).unwrap(),
        )
        .unwrap();
    }

    #[test]
    fn a_server_recorded_is_known_by_its_url_while_it_runs_and_only_on_this_machine() {
        let dir = tempfile::tempdir().unwrap();
        let registry = Registry::at(Some(dir.path().join("cache/served.json")));
        let me = std::process::id();
        assert!(!registry.is_sandbox("http://127.0.0.1:8123"));
        // this process stands for the server
        registry.record(entry(8123, me));
        assert!(registry.is_sandbox("http://127.0.0.1:8123"));
        assert!(registry.is_sandbox("http://localhost:8123/"));
        assert!(registry.takes_any_credentials("http://127.0.0.1:8123"));
        for elsewhere in [
            "http://127.0.0.1:8124",
            "https://127.0.0.1:8123",
            "http://example.com:8123",
        ] {
            assert!(!registry.is_sandbox(elsewhere), "{elsewhere}");
        }
        // a server whose process is gone no longer counts (a pid above any pid_max)
        let mut all = registry.read();
        all.push(entry(8125, 2_147_483_632));
        write(&registry, &all);
        assert!(!registry.is_sandbox("http://127.0.0.1:8125"));
        // a --tls server of another process: known at its https URL, with its CA
        #[cfg(unix)]
        let parent = unsafe { libc::getppid() } as u32;
        #[cfg(not(unix))]
        let parent = me;
        registry.record(Entry {
            https: true,
            any_credentials: false,
            tls_ca: Some(PathBuf::from("/tmp/ca.pem")),
            ..entry(8126, parent)
        });
        assert!(registry.is_sandbox("https://localhost:8126"));
        assert!(!registry.is_sandbox("http://localhost:8126"));
        assert!(!registry.takes_any_credentials("https://localhost:8126"));
        assert_eq!(
            registry.ca_file("https://127.0.0.1:8126"),
            Some(PathBuf::from("/tmp/ca.pem"))
        );
        // the gone server's line was dropped when the last one was recorded
        let ports: Vec<u16> = registry.read().iter().map(|e| e.port).collect();
        assert_eq!(ports, [8123, 8126]);
    }

    #[test]
    fn a_server_given_another_world_records_it() {
        let dir = tempfile::tempdir().unwrap();
        let registry = Registry::at(Some(dir.path().join("served.json")));
        let me = std::process::id();
        let mut other = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap();
        registry.record(Entry {
            seed: 3,
            ..entry(8123, me)
        });
        registry.record(Entry {
            seed: 3,
            ..entry(8124, other.id())
        });
        registry.record_seed(9);
        let seeds: Vec<(u16, u64)> = registry
            .running()
            .iter()
            .map(|e| (e.port, e.seed))
            .collect();
        other.kill().unwrap();
        let _ = other.wait();
        assert!(
            seeds.contains(&(8123, 9)) && seeds.contains(&(8124, 3)),
            "{seeds:?}"
        );
    }

    #[test]
    fn a_state_file_is_served_by_the_running_servers_other_than_this_process() {
        let dir = tempfile::tempdir().unwrap();
        let registry = Registry::at(Some(dir.path().join("served.json")));
        let state = dir.path().join("a.sqlite3");
        std::fs::write(&state, b"").unwrap();
        let me = std::process::id();
        registry.record(Entry {
            state: Some(canonical(&state)),
            ..entry(8080, me)
        });
        assert_eq!(
            registry.serving(&state),
            vec![],
            "this process is not listed"
        );
        #[cfg(unix)]
        {
            // this test's parent process (cargo's test runner or a shell) runs
            let parent = unsafe { libc::getppid() } as u32;
            let other = Entry {
                state: Some(canonical(&state)),
                seed: 3,
                ..entry(8081, parent)
            };
            registry.record(other.clone());
            // named another way, the same file
            let roundabout = dir.path().join(".").join("a.sqlite3");
            assert_eq!(registry.serving(&roundabout), vec![other]);
            assert_eq!(registry.serving(&dir.path().join("b.sqlite3")), vec![]);
        }
    }

    #[cfg(unix)]
    #[test]
    fn servers_recording_at_once_each_keep_their_line() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("served.json");
        // eight processes that run, standing for eight servers starting at once
        let mut children: Vec<_> = (0..8)
            .map(|_| {
                std::process::Command::new("sleep")
                    .arg("30")
                    .spawn()
                    .unwrap()
            })
            .collect();
        std::thread::scope(|s| {
            for (port, child) in (9000..).zip(&children) {
                let registry = Registry::at(Some(file.clone()));
                let pid = child.id();
                s.spawn(move || registry.record(entry(port, pid)));
            }
        });
        let mut ports: Vec<u16> = Registry::at(Some(file))
            .running()
            .iter()
            .map(|e| e.port)
            .collect();
        for child in &mut children {
            let _ = child.kill();
            let _ = child.wait();
        }
        ports.sort();
        assert_eq!(ports, (9000..9008).collect::<Vec<_>>());
    }
}
