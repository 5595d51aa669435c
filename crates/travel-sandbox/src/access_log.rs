//! The access log (`sandbox serve --access-log FILE`, `-` for standard error): a JSON
//! object a line for each request, for a log shipper or `jq`. Targets as
//! `auth::loggable` leaves them, no header and no body: no token, secret, card or
//! passport number reaches it.

use std::fs::{File, OpenOptions};
use std::io::{self, LineWriter, Write};
use std::path::Path;
use std::sync::Mutex;

use serde::Serialize;

/// One request, as a line of the log.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry<'a> {
    /// When it was answered, UTC, by the wall clock.
    pub ts: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tenant: Option<&'a str>,
    pub method: &'a str,
    pub target: &'a str,
    pub operation: &'a str,
    pub status: u16,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<i64>,
    pub millis: f64,
    pub bytes: usize,
}

pub struct AccessLog {
    out: Mutex<Box<dyn Write + Send>>,
}

impl AccessLog {
    /// Append to `path` (made readable by its owner alone: the log names tenants), or
    /// write to standard error for `-`.
    pub fn open(path: &Path) -> io::Result<AccessLog> {
        let out: Box<dyn Write + Send> = if path == Path::new("-") {
            Box::new(LineWriter::new(io::stderr()))
        } else {
            Box::new(LineWriter::new(append(path)?))
        };
        Ok(AccessLog {
            out: Mutex::new(out),
        })
    }

    /// Write one line. A log that cannot be written loses the line, never the answer.
    pub fn write(&self, entry: &Entry) {
        let Ok(mut line) = serde_json::to_vec(entry) else {
            return;
        };
        line.push(b'\n');
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        let _ = out.write_all(&line);
    }
}

fn append(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_a_request_appended() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("access.jsonl");
        std::fs::write(&path, "{\"kept\":true}\n").unwrap();
        let log = AccessLog::open(&path).unwrap();
        for status in [200, 404] {
            log.write(&Entry {
                ts: "2026-11-26T12:00:00.000Z".into(),
                tenant: Some("team-a"),
                method: "GET",
                target: "/v1/reference-data/airlines?airlineCodes=BA",
                operation: "LookupAirlines",
                status,
                code: (status == 404).then_some(38196),
                millis: 0.4,
                bytes: 120,
            });
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3, "appended to what was there");
        assert_eq!(lines[2]["status"], 404);
        assert_eq!(lines[2]["code"], 38196);
        assert_eq!(lines[1]["tenant"], "team-a");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let fresh = dir.path().join("fresh.jsonl");
            AccessLog::open(&fresh).unwrap();
            let mode = std::fs::metadata(&fresh).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}
