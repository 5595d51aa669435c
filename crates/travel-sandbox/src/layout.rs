//! The crate's layout, checked on its own sources: no file imports another that leads
//! back to it. What lies between crates (the world imports nothing that serves or
//! stores, only the store names the database) Cargo states: `travel-world` depends on
//! `travel-core` alone, and only `travel-store` depends on the database's crates.
//!
//! Every reference counts: `use` items (grouped, renamed, globbed, `self` in a group),
//! `crate::`, `super::` and `self::` paths and the submodules a module names, whether
//! imported or written in code (`crate::x::y(..)`), macro arguments included. A
//! reference goes to the file holding the deepest module it names (`super::Stock` in
//! `ops/flights/orders.rs` goes to `ops/flights/mod.rs`).
//!
//! A module naming its own submodules (declaring them, registering their handlers,
//! passing on what they define) is its structure rather than a dependency: those
//! references are left out of the cycle check. A submodule using its parent's helpers
//! counts like any other import, and so does everything between siblings and cousins.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};

/// A module's path from the crate root: `["ops", "flights"]`; the root is empty.
type ModPath = Vec<String>;

/// One reference from a file to a module of the crate.
#[derive(Debug, Clone)]
struct Reference {
    file: String,
    /// The path as written, for messages.
    written: String,
}

/// The crate as its sources say.
#[derive(Debug, Default)]
struct Layout {
    /// Each file (`src/ops/mod.rs`) and the module it is.
    files: BTreeMap<String, ModPath>,
    /// Per file, the modules of the crate it refers to.
    refs: BTreeMap<String, Vec<Reference>>,
    /// Per file, the first names of every path it writes (`rusqlite`, `std`, `crate`),
    /// and every word of the macro bodies it cannot read as expressions.
    names: BTreeMap<String, BTreeSet<String>>,
}

/// The module a file is, from where it lies: `src/lib.rs` is the root, `src/a/mod.rs`
/// and `src/a.rs` are `a`.
fn module_of(file: &str) -> ModPath {
    let rel = file.strip_prefix("src/").unwrap_or(file);
    let rel = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut parts: ModPath = rel.split('/').map(String::from).collect();
    if parts.last().is_some_and(|p| p == "mod") || parts == ["lib"] {
        parts.pop();
    }
    parts
}

impl Layout {
    /// Read sources given as (path from the crate's directory, text).
    fn read(sources: &[(String, String)]) -> Result<Layout, String> {
        let mut parsed = Vec::new();
        // every module, inline ones included, and the file that holds it
        let mut modules: BTreeMap<ModPath, String> = BTreeMap::new();
        for (file, text) in sources {
            let ast = syn::parse_file(text).map_err(|e| format!("{file}: {e}"))?;
            let here = module_of(file);
            modules.insert(here.clone(), file.clone());
            inline_modules(&ast.items, &mut here.clone(), file, &mut modules);
            parsed.push((file, here, ast));
        }
        let mut layout = Layout::default();
        for (file, here, ast) in parsed {
            let mut reader = Reader {
                modules: &modules,
                here: here.clone(),
                refs: Vec::new(),
                names: BTreeSet::new(),
            };
            reader.visit_file(&ast);
            layout.files.insert(file.clone(), here);
            layout.refs.insert(file.clone(), reader.refs);
            layout.names.insert(file.clone(), reader.names);
        }
        Ok(layout)
    }

    /// The crate's own sources, from its directory.
    fn of_this_crate() -> Layout {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut sources = Vec::new();
        let mut dirs = vec![root.join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("the crate's sources") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let rel = path.strip_prefix(root).expect("under the crate");
                    let name = rel.to_string_lossy().replace('\\', "/");
                    let text = std::fs::read_to_string(&path).expect("a readable source");
                    sources.push((name, text));
                }
            }
        }
        Layout::read(&sources).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The edges of the import graph between files: each with one path that makes it.
    fn edges(&self) -> BTreeMap<&str, BTreeMap<&str, &str>> {
        let mut edges: BTreeMap<&str, BTreeMap<&str, &str>> = BTreeMap::new();
        for (file, refs) in &self.refs {
            let from = &self.files[file];
            let out = edges.entry(file.as_str()).or_default();
            for r in refs {
                let to = &self.files[&r.file];
                let submodule = to.len() > from.len() && to.starts_with(from);
                if r.file != *file && !submodule {
                    out.entry(r.file.as_str()).or_insert(r.written.as_str());
                }
            }
        }
        edges
    }

    /// Every import cycle, one per group of files that lead to each other, written as
    /// `a.rs → b.rs (crate::b::x) → a.rs (super::a::y)`.
    fn cycles(&self) -> Vec<String> {
        let edges = self.edges();
        strongly_connected(&edges)
            .into_iter()
            .filter(|group| group.len() > 1)
            .map(|group| {
                let start = group[0];
                let path = shortest_cycle(&edges, start, &group);
                let mut text = start.to_string();
                for pair in path.windows(2) {
                    text.push_str(&format!(" → {} ({})", pair[1], edges[pair[0]][pair[1]]));
                }
                text
            })
            .collect()
    }
}

/// Record the inline modules (`mod tests { .. }`) of `items`, nested ones too.
fn inline_modules(
    items: &[syn::Item],
    here: &mut ModPath,
    file: &str,
    modules: &mut BTreeMap<ModPath, String>,
) {
    for item in items {
        if let syn::Item::Mod(m) = item {
            here.push(m.ident.to_string());
            if let Some((_, inner)) = &m.content {
                modules.insert(here.clone(), file.to_string());
                inline_modules(inner, here, file, modules);
            }
            here.pop();
        }
    }
}

/// Reads one file's references.
struct Reader<'a> {
    modules: &'a BTreeMap<ModPath, String>,
    /// The module being read (the file's, or an inline one in it).
    here: ModPath,
    refs: Vec<Reference>,
    names: BTreeSet<String>,
}

impl Reader<'_> {
    /// Note a path, as written in code or imported (`use`).
    fn refer(&mut self, segments: &[String], imported: bool) {
        let Some(first) = segments.first() else {
            return;
        };
        self.names.insert(first.clone());
        let (mut module, rest): (ModPath, &[String]) = match first.as_str() {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (self.here.clone(), &segments[1..]),
            "super" => {
                let ups = segments.iter().take_while(|s| *s == "super").count();
                let Some(kept) = self.here.len().checked_sub(ups) else {
                    return;
                };
                (self.here[..kept].to_vec(), &segments[ups..])
            }
            _ => {
                // A submodule named as it is (`orders::create`); a single name in code
                // is a local item or variable.
                let mut child = self.here.clone();
                child.push(first.clone());
                if !(imported || segments.len() > 1) || !self.modules.contains_key(&child) {
                    return;
                }
                (self.here.clone(), segments)
            }
        };
        for s in rest {
            module.push(s.clone());
            if !self.modules.contains_key(&module) {
                module.pop();
                break;
            }
        }
        if let Some(file) = self.modules.get(&module) {
            self.refs.push(Reference {
                file: file.clone(),
                written: segments.join("::"),
            });
        }
    }
}

impl<'ast> Visit<'ast> for Reader<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        self.here.push(m.ident.to_string());
        visit::visit_item_mod(self, m);
        self.here.pop();
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut paths = Vec::new();
        flatten(&u.tree, &mut Vec::new(), &mut paths);
        if u.leading_colon.is_some() {
            // `use ::x`: another crate, by its name
            paths.iter_mut().for_each(|p| p.insert(0, String::new()));
        }
        for p in paths {
            if p.first().is_some_and(String::is_empty) {
                if let Some(name) = p.get(1) {
                    self.names.insert(name.clone());
                }
                continue;
            }
            self.refer(&p, true);
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if p.leading_colon.is_some() {
            if let Some(name) = segments.first() {
                self.names.insert(name.clone());
            }
        } else {
            self.refer(&segments, false);
        }
        visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        visit::visit_macro(self, m);
        // Most macros (`format!`, `assert_eq!`, `vec!`) take expressions: read them as
        // code. Of any other, every word counts as a name.
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        match m.parse_body_with(parser) {
            Ok(args) => args.iter().for_each(|e| self.visit_expr(e)),
            Err(_) => {
                let tokens = m.tokens.to_string();
                let words = tokens.split(|c: char| !(c.is_alphanumeric() || c == '_'));
                self.names
                    .extend(words.filter(|w| !w.is_empty()).map(String::from));
            }
        }
    }
}

/// The paths a `use` tree imports: `a::{b, c::d as e, f::*, self}` is `a::b`, `a::c::d`,
/// `a::f` and `a`.
fn flatten(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let name = |ident: &syn::Ident, prefix: &Vec<String>| {
        let mut p = prefix.clone();
        if ident != "self" {
            p.push(ident.to_string());
        }
        p
    };
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => out.push(name(&n.ident, prefix)),
        syn::UseTree::Rename(r) => out.push(name(&r.ident, prefix)),
        syn::UseTree::Glob(_) => out.push(prefix.clone()),
        syn::UseTree::Group(g) => g.items.iter().for_each(|t| flatten(t, prefix, out)),
    }
}

/// The strongly connected groups of a graph (Tarjan's algorithm), each sorted.
fn strongly_connected<'a>(
    edges: &BTreeMap<&'a str, BTreeMap<&'a str, &'a str>>,
) -> Vec<Vec<&'a str>> {
    struct Walk<'e, 'a> {
        edges: &'e BTreeMap<&'a str, BTreeMap<&'a str, &'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        groups: Vec<Vec<&'a str>>,
    }
    impl<'a> Walk<'_, 'a> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for &w in self.edges.get(v).into_iter().flat_map(BTreeMap::keys) {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                group.sort_unstable();
                self.groups.push(group);
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for &v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.groups
}

/// The shortest way from `start` back to itself within `group`, both ends included.
fn shortest_cycle<'a>(
    edges: &BTreeMap<&'a str, BTreeMap<&'a str, &'a str>>,
    start: &'a str,
    group: &[&'a str],
) -> Vec<&'a str> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in edges.get(v).into_iter().flat_map(BTreeMap::keys) {
            if !group.contains(&w) {
                continue;
            }
            if w == start {
                let mut path = vec![start, v];
                let mut at = v;
                while at != start {
                    at = came_from[at];
                    path.push(at);
                }
                path.reverse();
                return path;
            }
            if !came_from.contains_key(w) {
                came_from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    vec![start]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(files: &[(&str, &str)]) -> Layout {
        let sources: Vec<(String, String)> = files
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect();
        Layout::read(&sources).unwrap()
    }

    fn targets<'a>(layout: &'a Layout, file: &str) -> BTreeSet<&'a str> {
        layout.refs[file].iter().map(|r| r.file.as_str()).collect()
    }

    #[test]
    fn a_grouped_import_is_seen_whole() {
        let layout = read(&[
            ("src/lib.rs", "mod a; mod b; mod c; mod d;"),
            ("src/a.rs", "use crate::{b::Thing, c, d::{self as dee}};"),
            ("src/b.rs", "pub struct Thing;"),
            ("src/c.rs", ""),
            ("src/d.rs", ""),
        ]);
        assert_eq!(
            targets(&layout, "src/a.rs"),
            BTreeSet::from(["src/b.rs", "src/c.rs", "src/d.rs"])
        );
    }

    #[test]
    fn a_cycle_through_an_import_and_a_path_in_code_is_found() {
        let layout = read(&[
            ("src/lib.rs", "mod a; mod b; mod c;"),
            ("src/a.rs", "use crate::{b::f, c};"),
            ("src/b.rs", "pub fn f() { crate::a::g(1) }"),
            ("src/c.rs", "pub fn h() {}"),
        ]);
        let cycles = layout.cycles();
        assert_eq!(cycles.len(), 1, "{cycles:?}");
        assert_eq!(
            cycles[0],
            "src/a.rs → src/b.rs (crate::b::f) → src/a.rs (crate::a::g)"
        );
    }

    #[test]
    fn super_self_and_macro_paths_resolve_to_their_files() {
        let layout = read(&[
            ("src/lib.rs", "mod x;"),
            ("src/x/mod.rs", "mod y; mod z; pub fn shared() {}"),
            ("src/x/y.rs", "fn f() { assert_eq!(super::z::Z, 1); }"),
            (
                "src/x/z.rs",
                "pub const Z: u8 = 1;
                 mod inner { fn g() { super::super::y::f(); super::super::shared(); } }
                 fn k() { self::inner::g() }",
            ),
        ]);
        assert_eq!(
            targets(&layout, "src/x/y.rs"),
            BTreeSet::from(["src/x/z.rs"])
        );
        assert_eq!(
            targets(&layout, "src/x/z.rs"),
            BTreeSet::from(["src/x/y.rs", "src/x/mod.rs", "src/x/z.rs"])
        );
        let cycles = layout.cycles();
        assert_eq!(cycles.len(), 1, "{cycles:?}");
        assert!(cycles[0].contains("super::super::y::f"), "{cycles:?}");
    }

    #[test]
    fn a_module_naming_its_submodules_makes_no_cycle_with_them() {
        let layout = read(&[
            ("src/lib.rs", "mod ops; pub struct App;"),
            (
                "src/ops/mod.rs",
                "mod search; pub use search::answer; pub fn check() {}
                 fn register() { let _ = search::answer; }",
            ),
            (
                "src/ops/search.rs",
                "use super::check; pub fn answer(_: &crate::App) { check() }",
            ),
        ]);
        assert!(targets(&layout, "src/ops/mod.rs").contains("src/ops/search.rs"));
        assert_eq!(layout.cycles(), Vec::<String>::new());
    }

    #[test]
    fn this_crate_is_read() {
        let layout = Layout::of_this_crate();
        assert!(layout.files.contains_key("src/layout.rs"));
        // a file's imports of its own crate are found
        assert!(targets(&layout, "src/ops/flights/search.rs").contains("src/scenarios/mod.rs"));
    }

    #[test]
    fn no_import_cycle_between_files() {
        let cycles = Layout::of_this_crate().cycles();
        assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
    }

    /// The crates `krate` (a folder of `crates/`) depends on, as its manifest lists them
    /// under `[dependencies]`.
    fn dependencies(krate: &str) -> Vec<String> {
        let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(krate)
            .join("Cargo.toml");
        let text = std::fs::read_to_string(&manifest).expect("the crate's manifest");
        let manifest: toml::Table = toml::from_str(&text).expect("a manifest in TOML");
        manifest
            .get("dependencies")
            .and_then(toml::Value::as_table)
            .map(|deps| deps.keys().cloned().collect())
            .unwrap_or_default()
    }

    #[test]
    fn the_world_imports_nothing_that_serves_or_stores() {
        let deps = dependencies("travel-world");
        assert!(deps.contains(&"travel-core".to_string()), "{deps:?}");
        for above in [
            "travel-store",
            "travel-sandbox",
            "hyper",
            "tokio",
            "rusqlite",
            "postgres",
        ] {
            assert!(
                !deps.iter().any(|d| d == above),
                "the world depends on {above}"
            );
        }
    }

    #[test]
    fn only_the_backends_name_the_database() {
        for krate in ["travel-core", "travel-world", "travel-sandbox"] {
            let deps = dependencies(krate);
            for db in ["rusqlite", "tokio-postgres", "deadpool-postgres"] {
                assert!(!deps.iter().any(|d| d == db), "{krate} depends on {db}");
            }
        }
        let store = dependencies("travel-store");
        for db in ["rusqlite", "tokio-postgres", "deadpool-postgres"] {
            assert!(
                store.iter().any(|d| d == db),
                "travel-store depends on {db}"
            );
        }
    }
}
