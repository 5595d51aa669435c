//! A test folder compiled as one runner: every `.rs` file in it is a module of the
//! runner (or, in a subfolder, of that folder's `mod.rs`), else it is never built and
//! its tests never run. Both runners check their folder with this file.

use std::path::Path;

/// The modules `file` declares (`mod name;`, `pub mod name;`, with or without a
/// an attribute line above).
fn declared(file: &Path) -> Vec<String> {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
    text.lines()
        .map(str::trim)
        .map(|l| l.strip_prefix("pub ").unwrap_or(l))
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .map(|name| name.trim().to_string())
        .collect()
}

/// Every `.rs` file under `dir` that its folder's declaring file (`declarer`, then
/// `mod.rs` below) does not declare, and every subfolder holding Rust files that is
/// not a declared module with a `mod.rs`.
fn left_out(dir: &Path, declarer: &Path, out: &mut Vec<String>) {
    let modules = declared(declarer);
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if path.is_dir() {
            let has_rust = std::fs::read_dir(&path)
                .map(|mut d| {
                    d.any(|e| e.is_ok_and(|e| e.path().extension() == Some("rs".as_ref())))
                })
                .unwrap_or(false);
            if !has_rust {
                continue;
            }
            let mod_rs = path.join("mod.rs");
            if modules.contains(&name) && mod_rs.is_file() {
                left_out(&path, &mod_rs, out);
            } else {
                out.push(format!(
                    "{}/ (no `mod {name};` with a mod.rs)",
                    path.display()
                ));
            }
        } else if path.extension() == Some("rs".as_ref())
            && path != declarer
            && !modules.contains(&name)
        {
            out.push(format!(
                "{} (no `mod {name};` in {})",
                path.display(),
                declarer.display()
            ));
        }
    }
}

/// Every Rust file under `tests` that `tests/runner.rs` leaves out, one line each.
pub fn left_out_of(tests: &Path) -> Vec<String> {
    let mut out = Vec::new();
    left_out(tests, &tests.join("runner.rs"), &mut out);
    out
}

/// The check finds what it is there to find: a file declared nowhere, one whose
/// declaration is commented out, one in `common/` that `common/mod.rs` leaves out, and
/// a subfolder of Rust files that is no module; files of other kinds are no concern.
pub fn assert_the_check_finds_files_left_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "runner.rs",
        "mod common;
#[cfg(unix)]
mod kept;
// mod commented;
",
    );
    write("kept.rs", "");
    write("stray.rs", "");
    write("commented.rs", "");
    write(
        "common/mod.rs",
        "pub mod used;
",
    );
    write("common/used.rs", "");
    write("common/unused.rs", "");
    write("loose/helper.rs", "");
    write("snapshots/runner__kept__screen.snap", "");
    let found: Vec<String> = left_out_of(dir.path())
        .iter()
        .map(|l| l.replace(&format!("{}/", dir.path().display()), ""))
        .collect();
    assert_eq!(
        found,
        [
            "commented.rs (no `mod commented;` in runner.rs)",
            "common/unused.rs (no `mod unused;` in common/mod.rs)",
            "loose/ (no `mod loose;` with a mod.rs)",
            "stray.rs (no `mod stray;` in runner.rs)",
        ],
        "{found:#?}"
    );
}
