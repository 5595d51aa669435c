//! Running the binary against the sandbox (`--sandbox`, in-process) and asserting what a
//! run must show.

use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;

use super::home::Home;
use super::read::{parse_json, parse_table, stderr_of, stdout_of, Tsv};

/// The line every sandbox-answered run prints on stderr, once.
pub const NOTE: &str = "note: answered by the travel sandbox: simulated fares and availability";

/// What marks a line of stderr as the sandbox's note.
const NOTE_MARK: &str = "answered by the travel sandbox";

/// A finished run.
#[derive(Debug, Clone)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn from_output(out: &Output) -> Run {
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: stdout_of(out),
            stderr: stderr_of(out),
        }
    }

    /// Whether a request reached the sandbox (its note is on stderr).
    pub fn sent(&self) -> bool {
        note_lines(&self.stderr) > 0
    }

    /// The whole run as one text, for a snapshot: the exit code, then stdout and stderr
    /// as printed (a stream that does not end with a newline says so).
    pub fn whole(&self) -> String {
        let stream = |name: &str, text: &str| {
            if text.is_empty() {
                format!("{name}: empty\n")
            } else if text.ends_with('\n') {
                format!("{name}:\n{text}")
            } else {
                format!("{name}:\n{text}\n(no newline at the end)\n")
            }
        };
        format!(
            "exit code: {}\n{}{}",
            self.code,
            stream("stdout", &self.stdout),
            stream("stderr", &self.stderr)
        )
    }
}

/// Running a prepared `travel` command to completion.
pub trait Runs {
    /// Run it and keep the exit code and both streams.
    fn run(&mut self) -> Run;
    /// Render as on a terminal `width` columns wide: `TRAVEL_FORCE_TTY` with `COLUMNS`
    /// (src/output.rs), which also keeps colour off.
    fn tty(&mut self, width: u16) -> &mut Self;
}

impl Runs for Command {
    fn run(&mut self) -> Run {
        Run::from_output(&self.output().expect("travel runs"))
    }

    fn tty(&mut self, width: u16) -> &mut Self {
        self.env("TRAVEL_FORCE_TTY", "1")
            .env("COLUMNS", width.to_string())
    }
}

/// The stderr lines that carry the sandbox note. Every line that mentions the sandbox
/// is the note, word for word.
pub fn note_lines(stderr: &str) -> usize {
    let notes: Vec<&str> = stderr.lines().filter(|l| l.contains(NOTE_MARK)).collect();
    for l in &notes {
        assert_eq!(*l, NOTE, "the sandbox note, word for word:\n{stderr}");
    }
    notes.len()
}

/// `travel --sandbox ARGS` in `home`, piped (stdout is not a terminal).
pub fn run_in(home: &Home, args: &[&str]) -> Run {
    home.sandbox(args).run()
}

/// `travel --sandbox ARGS` in a fresh home, piped.
pub fn run(args: &[&str]) -> Run {
    run_in(&Home::new(), args)
}

/// A successful sandbox run: exit 0, the sandbox note once on stderr, never on stdout.
pub fn assert_ok(r: &Run, args: &[&str]) {
    assert_eq!(r.code, 0, "travel {args:?} failed:\n{}", r.stderr);
    assert_eq!(
        note_lines(&r.stderr),
        1,
        "travel {args:?}: the sandbox note should be on stderr once:\n{}",
        r.stderr
    );
    assert!(
        !r.stdout.contains(NOTE_MARK),
        "the sandbox note leaked into stdout"
    );
}

pub fn ok_in(home: &Home, args: &[&str]) -> Run {
    let r = run_in(home, args);
    assert_ok(&r, args);
    r
}

pub fn ok(args: &[&str]) -> Run {
    ok_in(&Home::new(), args)
}

/// The piped table of a run with data, with only the sandbox note on stderr.
pub fn tsv_in(home: &Home, args: &[&str]) -> Tsv {
    let r = ok_in(home, args);
    assert_eq!(
        r.stderr.lines().count(),
        1,
        "travel {args:?}: only the sandbox note on stderr:\n{}",
        r.stderr
    );
    Tsv::parse(&r.stdout)
}

pub fn tsv(args: &[&str]) -> Tsv {
    tsv_in(&Home::new(), args)
}

/// `travel --sandbox --json ARGS`, parsed.
pub fn json_in(home: &Home, args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let r = ok_in(home, &all);
    parse_json(&r.stdout, &format!("travel {all:?}"))
}

pub fn json(args: &[&str]) -> Value {
    json_in(&Home::new(), args)
}

/// A refusal before any request: exit 2, nothing on stdout, stderr starting with an
/// `error: ` that names the rule (each of `rule`), and no sandbox note (nothing was sent).
pub fn assert_refused(r: &Run, what: &str, rule: &[&str]) {
    assert_refusal(r, what, rule);
    assert!(
        r.stderr.starts_with("error: "),
        "{what}: stderr should start with the error:\n{}",
        r.stderr
    );
    assert_eq!(
        note_lines(&r.stderr),
        0,
        "{what}: nothing should have been sent:\n{}",
        r.stderr
    );
}

/// A refusal that may come after a request (a recheck of the offer): exit 2, nothing on
/// stdout, and the first line after the sandbox note an `error: ` naming the rule.
pub fn assert_refused_after_request(r: &Run, what: &str, rule: &[&str]) {
    assert_refusal(r, what, rule);
    assert!(
        error_line(r).is_some(),
        "{what}: the first line after the note is the error:\n{}",
        r.stderr
    );
}

fn assert_refusal(r: &Run, what: &str, rule: &[&str]) {
    assert_eq!(r.code, 2, "{what}: should exit 2:\n{}", r.stderr);
    assert!(r.stdout.is_empty(), "{what}: stdout: {:?}", r.stdout);
    for needle in rule {
        assert!(
            r.stderr.contains(needle),
            "{what}: the message should name the rule ({needle:?}):\n{}",
            r.stderr
        );
    }
}

/// The `error: ` line of a failed run: its first line that is not the sandbox note.
pub fn error_line(r: &Run) -> Option<&str> {
    r.stderr
        .lines()
        .find(|l| !l.contains(NOTE_MARK))
        .filter(|l| l.starts_with("error: "))
}

pub fn refused_in(home: &Home, args: &[&str], rule: &[&str]) {
    let r = run_in(home, args);
    assert_refused(&r, &format!("travel {args:?}"), rule);
}

pub fn refused(args: &[&str], rule: &[&str]) {
    refused_in(&Home::new(), args, rule);
}

/// Rejected by the service: exit 3, empty stdout, the note (the request was sent) and
/// an error line starting with `prefix` and containing each of `needles`.
pub fn rejected(args: &[&str], prefix: &str, needles: &[&str]) {
    let r = run(args);
    assert_eq!(r.code, 3, "travel {args:?} should exit 3:\n{}", r.stderr);
    assert!(
        r.stdout.is_empty(),
        "travel {args:?}: stdout {:?}",
        r.stdout
    );
    assert_eq!(
        note_lines(&r.stderr),
        1,
        "the request was sent:\n{}",
        r.stderr
    );
    let line = r
        .stderr
        .lines()
        .find(|l| l.starts_with("error: "))
        .unwrap_or_else(|| panic!("no error line:\n{}", r.stderr));
    assert!(line.starts_with(prefix), "travel {args:?}: {line}");
    for n in needles {
        assert!(
            line.contains(n),
            "travel {args:?}: {line} should name {n:?}"
        );
    }
}

/// An empty result: exit 0, nothing on stdout, the line `note` on stderr, and the
/// sandbox note once.
pub fn empty(args: &[&str], note: &str) {
    let r = run(args);
    assert_eq!(r.code, 0, "travel {args:?}:\n{}", r.stderr);
    assert!(
        r.stdout.is_empty(),
        "stdout should be empty: {:?}",
        r.stdout
    );
    assert!(
        r.stderr.lines().any(|l| l == note),
        "travel {args:?}: stderr should say {note:?}:\n{}",
        r.stderr
    );
    assert_eq!(note_lines(&r.stderr), 1, "{}", r.stderr);
}

/// A run on a terminal `width` columns wide that drew a table: exit 0, the sandbox
/// note once, no line wider than `width`, no tabs, no colour. Its titles and rows (see
/// [`parse_table`]).
pub fn assert_screen_table(r: &Run, width: usize) -> (Vec<String>, Vec<Vec<String>>) {
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(note_lines(&r.stderr), 1, "{}", r.stderr);
    for l in r.stdout.lines() {
        assert!(
            l.chars().count() <= width,
            "line wider than {width} columns ({}):\n{}",
            l.chars().count(),
            r.stdout
        );
    }
    assert!(
        !r.stdout.contains('\t'),
        "a table on a terminal has no tabs"
    );
    assert!(!r.stdout.contains('\x1b'), "no colour when forced");
    parse_table(&r.stdout)
}
