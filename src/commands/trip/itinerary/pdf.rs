//! The itinerary's page as a PDF, printed by headless Chromium: the page a browser
//! would print, without linking a PDF library of our own. Chromium prints into a
//! private temporary directory; the PDF is then checked and put in place atomically,
//! so a failed or interrupted print never replaces a good file with half of one.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::error::{Error, Kind, Result};

/// The names Chromium goes by on PATH: Debian's package, other distributions', Google's.
const CHROMIUM: &[&str] = &[
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
];

/// The Chromium on PATH that prints the PDF, or the error (exit 10) naming what to
/// install; asked before anything is fetched or written.
pub fn converter() -> Result<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .flat_map(|dir| CHROMIUM.iter().map(move |name| dir.join(name)))
        .find(|p| is_executable(p))
        .ok_or_else(|| {
            Error::new(
                Kind::Missing,
                format!(
                    "--pdf prints the page with Chromium, and none is on PATH ({}): nothing was written",
                    CHROMIUM.join(", ")
                ),
            )
            .with_hint(
                "install Chromium (Debian, Ubuntu: `sudo apt install chromium`), or write the \
                 page with --html and print it from a browser",
            )
        })
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Print `page` (HTML) with `chromium` and write the PDF to `file` atomically.
pub fn print(chromium: &Path, page: &str, file: &Path) -> Result<()> {
    let io = |what: &str, e: std::io::Error| Error::unexpected(format!("{what}: {e}"));
    // Chromium reads the page from a file and writes the PDF beside it, both in a
    // directory only this user can read (the page names the travellers).
    let dir = tempfile::Builder::new()
        .prefix("travel-pdf")
        .tempdir()
        .map_err(|e| io("cannot make a temporary directory", e))?;
    let html = dir.path().join("itinerary.html");
    let pdf = dir.path().join("itinerary.pdf");
    std::fs::write(&html, page).map_err(|e| io("cannot write the page to print", e))?;
    let url = url::Url::from_file_path(&html)
        .map_err(|()| Error::unexpected("the page to print has no absolute path"))?;
    let mut cmd = Command::new(chromium);
    cmd.arg("--headless")
        .arg("--disable-gpu")
        // the file's own address and the date are not the traveller's business
        .arg("--no-pdf-header-footer")
        .arg(format!(
            "--user-data-dir={}",
            dir.path().join("profile").display()
        ))
        .arg(format!("--print-to-pdf={}", pdf.display()));
    // Chromium refuses to start as root with its sandbox on; the page is our own,
    // without scripts, so printing it unsandboxed risks nothing.
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        cmd.arg("--no-sandbox");
    }
    let out = cmd
        .arg(url.as_str())
        .stdin(Stdio::null())
        .output()
        .map_err(|e| io(&format!("cannot run {}", chromium.display()), e))?;
    let bytes = std::fs::read(&pdf).unwrap_or_default();
    if !out.status.success() || !bytes.starts_with(b"%PDF-") {
        let said = String::from_utf8_lossy(&out.stderr);
        let last = said.lines().rev().find(|l| !l.trim().is_empty());
        return Err(Error::unexpected(format!(
            "{} did not print the page ({}){}: {} was left as it was",
            chromium.display(),
            out.status,
            last.map(|l| format!(": {}", l.trim())).unwrap_or_default(),
            file.display()
        )));
    }
    crate::fsutil::write_atomic(file, &bytes)
        .map_err(|e| io(&format!("cannot write {}", file.display()), e))
}
