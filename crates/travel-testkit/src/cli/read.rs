//! Reading what the binary printed: tab-separated tables, tables drawn for a terminal,
//! JSON bodies, and the values in their cells.

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
        assert!(
            header.len() > 1 || !header[0].contains("  "),
            "piped output should not be a table laid out for a terminal: {text}"
        );
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

/// The title line and rows of a table drawn for a terminal (src/output/table.rs):
/// an optional heading line, a line of column titles, then the rows, columns two or
/// more spaces apart, no borders; the table ends at an empty line or the end of the
/// text. Each cell's lines (an offer's itineraries, or a wrapped cell's fragments) are
/// joined with whitespace removed. A line whose first cell is non-empty starts a row:
/// every table's first column is a number or a short code.
///
/// Columns are found where every line of the table has a space, two or more wide: a
/// cell never holds two spaces running, and the titles mark every column.
pub fn parse_table(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let lines: Vec<&str> = text.lines().collect();
    let title = lines
        .iter()
        .position(|l| l.contains("  "))
        .unwrap_or_else(|| panic!("no line of column titles:\n{text}"));
    let end = lines[title..]
        .iter()
        .position(|l| l.trim().is_empty())
        .map_or(lines.len(), |n| title + n);
    let table: Vec<Vec<char>> = lines[title..end]
        .iter()
        .map(|l| l.chars().collect())
        .collect();
    assert!(table.len() >= 2, "a table without rows:\n{text}");
    let width = table.iter().map(Vec::len).max().unwrap_or(0);
    let blank = |at: usize| table.iter().all(|l| l.get(at).is_none_or(|c| *c == ' '));
    // the spans of the columns: runs of positions not all blank, split at blank runs
    // of two or more
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while at < width {
        if blank(at) {
            at += 1;
            continue;
        }
        let start = at;
        while at < width && !(blank(at) && (at + 1 >= width || blank(at + 1))) {
            at += 1;
        }
        spans.push((start, at));
    }
    let cells = |l: &[char]| -> Vec<String> {
        spans
            .iter()
            .map(|&(a, b)| {
                let part: String = l.iter().skip(a).take(b - a).collect();
                part.trim().to_string()
            })
            .collect()
    };
    let header: Vec<String> = cells(&table[0]).iter().map(|h| squash(h)).collect();
    let mut rows: Vec<Vec<String>> = Vec::new();
    for l in &table[1..] {
        let c = cells(l);
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
