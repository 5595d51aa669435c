//! The shape of the source tree: no import cycle between top-level modules, and the
//! sandbox reaches only what it shares with the client (the operation declarations,
//! the model types, the clock, the shared parsers and the stable hash), so it could be
//! a crate of its own.
//!
//! Read from the sources: `crate::NAME` paths outside test modules. `api::ops` counts
//! as a module of its own, apart from the client in the rest of `api`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Graph = BTreeMap<String, BTreeSet<String>>;

/// The module a file belongs to: `sandbox`, `api`, `api::ops`, `ctx`...
fn module_of(rel: &Path) -> Option<String> {
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    match parts.as_slice() {
        [main] if main == "main" => None,
        [api, ops, ..] if api == "api" && ops == "ops" => Some("api::ops".into()),
        [first, ..] => Some(first.clone()),
        [] => None,
    }
}

/// The code of a file without its test module (by convention the last item).
fn without_tests(text: &str) -> &str {
    match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    }
}

/// What a piece of code refers to: `crate::api::ops::...` is `api::ops`.
fn references(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if name == "api" && (rest.starts_with("api::ops") || rest.starts_with("api::{ops")) {
            found.insert("api::ops".to_string());
            if rest.starts_with("api::ops") {
                continue;
            }
        }
        if !name.is_empty() {
            found.insert(name);
        }
    }
    found
}

fn graph() -> Graph {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut g = Graph::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("tests.rs") {
                continue;
            }
            let Some(module) = module_of(path.strip_prefix(&root).unwrap()) else {
                continue;
            };
            let text = fs::read_to_string(&path).expect("a source file");
            let refs = references(without_tests(&text));
            let edges = g.entry(module.clone()).or_default();
            edges.extend(refs.into_iter().filter(|r| *r != module));
        }
    }
    g
}

/// A cycle through `start`, if there is one.
fn cycle_from(g: &Graph, start: &str) -> Option<Vec<String>> {
    fn walk(g: &Graph, start: &str, at: &str, path: &mut Vec<String>) -> bool {
        for next in g.get(at).into_iter().flatten() {
            if next == start {
                path.push(next.clone());
                return true;
            }
            if path.contains(next) {
                continue;
            }
            path.push(next.clone());
            if walk(g, start, next, path) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut path = vec![start.to_string()];
    walk(g, start, start, &mut path).then_some(path)
}

#[test]
fn top_level_modules_import_each_other_without_a_cycle() {
    let g = graph();
    assert!(g.len() > 10, "the source tree was read: {g:?}");
    for module in g.keys() {
        if let Some(cycle) = cycle_from(&g, module) {
            panic!("import cycle: {}", cycle.join(" -> "));
        }
    }
}

#[test]
fn the_sandbox_reaches_only_what_it_shares_with_the_client() {
    let g = graph();
    let shared: BTreeSet<String> = ["api::ops", "model", "clock", "parse", "stable"]
        .into_iter()
        .map(String::from)
        .collect();
    let sandbox = &g["sandbox"];
    let outside: Vec<&String> = sandbox.difference(&shared).collect();
    assert!(outside.is_empty(), "the sandbox imports {outside:?}");
    let ops = &g["api::ops"];
    assert!(
        ops.iter().all(|m| m == "model"),
        "the declarations import {ops:?}"
    );
    let model = g.get("model").cloned().unwrap_or_default();
    assert!(model.is_empty(), "the model types import {model:?}");
}

#[test]
fn the_reader_finds_cycles_and_declarations() {
    let mut g = Graph::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    assert!(cycle_from(&g, "a").is_none());
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(cycle_from(&g, "a").unwrap(), vec!["a", "b", "c", "a"]);
    let refs =
        references("use crate::api::ops::Operation; use crate::api::Client; crate::model::X");
    assert_eq!(
        refs,
        ["api", "api::ops", "model"]
            .into_iter()
            .map(String::from)
            .collect()
    );
}
