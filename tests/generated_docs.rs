//! completions/ and man/ are generated from the clap tree and committed; this test
//! regenerates them and fails when the committed copies drift.
//! To refresh them: `cargo run -- generate-docs --out .`

use crate::common;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

fn read_tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for sub in ["completions", "man"] {
        let dir = root.join(sub);
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let entry = entry.unwrap();
            let name = format!("{sub}/{}", entry.file_name().to_string_lossy());
            files.insert(name, fs::read(entry.path()).unwrap());
        }
    }
    files
}

#[test]
fn committed_completions_and_man_pages_match_the_cli() {
    let home = common::Home::new();
    let out = home.dir.path().join("generated");
    home.travel()
        .args(["generate-docs", "--out"])
        .arg(&out)
        .assert()
        .success();
    let fresh = read_tree(&out);
    let committed = read_tree(Path::new(env!("CARGO_MANIFEST_DIR")));
    let fresh_names: Vec<&String> = fresh.keys().collect();
    let committed_names: Vec<&String> = committed.keys().collect();
    assert_eq!(
        fresh_names, committed_names,
        "generated file set differs; run `cargo run -- generate-docs --out .`"
    );
    for (name, bytes) in &fresh {
        assert!(
            committed[name] == *bytes,
            "{name} is out of date; run `cargo run -- generate-docs --out .`"
        );
    }
}

#[test]
fn every_shell_and_every_command_is_covered() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for f in [
        "travel.bash",
        "_travel",
        "travel.fish",
        "_travel.ps1",
        "travel.elv",
    ] {
        assert!(root.join("completions").join(f).exists(), "missing {f}");
    }
    let bash = fs::read_to_string(root.join("completions/travel.bash")).unwrap();
    for cmd in [
        "cities",
        "airports",
        "airlines",
        "recommend",
        "auth",
        "sandbox",
    ] {
        assert!(bash.contains(cmd), "bash completion lacks {cmd}");
    }
    assert!(root.join("man/travel-airports-near.1").exists());
    assert!(
        !root.join("man/travel-generate-docs.1").exists(),
        "hidden command documented"
    );
}
