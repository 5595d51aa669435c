//! Reading what the binary printed: tab-separated tables, box tables, JSON bodies, and
//! the values in their cells.

use chrono::NaiveDate;
use serde_json::Value;

/// stdout of a finished command as text.
pub fn stdout_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Tab-separated output: one header line, every row as wide as the header.
pub struct Tsv {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Tsv {
    pub fn parse(text: &str) -> Tsv {
        assert!(
            text.ends_with('\n'),
            "output should end with a newline: {text:?}"
        );
        let mut lines = text.lines();
        let header: Vec<String> = lines
            .next()
            .expect("a header line")
            .split('\t')
            .map(str::to_string)
            .collect();
        let rows: Vec<Vec<String>> = lines
            .map(|l| l.split('\t').map(str::to_string).collect())
            .collect();
        for row in &rows {
            assert_eq!(
                row.len(),
                header.len(),
                "row {row:?} is not as wide as header {header:?}"
            );
            assert_ne!(row, &header, "the header appears twice");
            assert!(
                !row.iter().any(|c| c.contains('│') || c.contains('┆')),
                "piped output should not be a box table: {row:?}"
            );
        }
        Tsv { header, rows }
    }

    pub fn assert_header(&self, want: &[&str]) {
        assert_eq!(self.header, want, "header columns");
    }

    pub fn col(&self, name: &str) -> usize {
        self.header
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name} in {:?}", self.header))
    }

    pub fn column(&self, name: &str) -> Vec<&str> {
        let i = self.col(name);
        self.rows.iter().map(|r| r[i].as_str()).collect()
    }

    /// The first row whose `col` is `value`.
    pub fn row(&self, col: &str, value: &str) -> &[String] {
        let i = self.col(col);
        self.rows
            .iter()
            .find(|r| r[i] == value)
            .unwrap_or_else(|| panic!("no row with {col} = {value}: {:?}", self.rows))
    }

    pub fn cell<'a>(&self, row: &'a [String], col: &str) -> &'a str {
        &row[self.col(col)]
    }
}

pub fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The cells of a box table, a cell's lines (an offer's itineraries, or a wrapped
/// cell's fragments) joined with whitespace removed: wrapping may split a word or drop
/// the space it broke at. A line whose first cell is non-empty starts a row: every
/// table's first column is a number or a short code.
pub fn parse_box(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 4, "not a box table:\n{text}");
    assert!(lines[0].starts_with('┌'), "top border:\n{text}");
    assert!(
        lines.last().unwrap().starts_with('└'),
        "bottom border:\n{text}"
    );
    let cells = |l: &str| -> Vec<String> {
        l.trim_start_matches('│')
            .trim_end_matches('│')
            .split('┆')
            .map(|c| c.trim().to_string())
            .collect()
    };
    let sep = lines
        .iter()
        .position(|l| l.starts_with('╞'))
        .expect("header separator");
    let mut header: Vec<String> = Vec::new();
    for l in &lines[1..sep] {
        let c = cells(l);
        if header.is_empty() {
            header = vec![String::new(); c.len()];
        }
        for (h, frag) in header.iter_mut().zip(c) {
            h.push_str(&squash(&frag));
        }
    }
    let mut rows: Vec<Vec<String>> = Vec::new();
    for l in &lines[sep + 1..lines.len() - 1] {
        assert!(l.starts_with('│'), "unexpected line in the body: {l}");
        let c = cells(l);
        assert_eq!(c.len(), header.len(), "cells in {l}");
        if !c[0].is_empty() || rows.is_empty() {
            rows.push(vec![String::new(); c.len()]);
        }
        let row = rows.last_mut().unwrap();
        for (cell, frag) in row.iter_mut().zip(c) {
            cell.push_str(&squash(&frag));
        }
    }
    (header, rows)
}

/// A JSON document, or a panic naming `what` printed it.
pub fn parse_json(text: &str, what: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{what}: not JSON ({e}):\n{text}"))
}

/// The `data` array of a body.
pub fn data(body: &Value) -> &Vec<Value> {
    body["data"]
        .as_array()
        .unwrap_or_else(|| panic!("`data` is not an array: {body}"))
}

/// A `YYYY-MM-DD` date.
pub fn date(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_else(|e| panic!("not a date ({e}): {s}"))
}

/// `64.9%` as 64.9.
pub fn percent(s: &str) -> f64 {
    s.strip_suffix('%')
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{s:?} is not a percentage"))
}

pub fn is_sorted<T: PartialOrd>(v: &[T]) -> bool {
    v.windows(2).all(|w| w[0] <= w[1])
}

pub fn is_sorted_desc<T: PartialOrd>(v: &[T]) -> bool {
    v.windows(2).all(|w| w[0] >= w[1])
}
