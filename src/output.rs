//! Everything that reaches stdout and stderr.
//!
//! Data goes to stdout: a table sized to the terminal for a person, the same columns
//! tab-separated under one header line when stdout is a pipe, or the service's body
//! as received with `--json`. Notes, warnings and errors go to stderr.

use std::io::{self, IsTerminal, Write};

use comfy_table::{presets, Cell, CellAlignment, ContentArrangement, Table as Comfy};
use serde_json::Value;

use crate::error::Result;

/// How the process's streams look, decided once at start-up.
#[derive(Debug, Clone)]
pub struct Output {
    /// stdout is a terminal (or `TRAVEL_FORCE_TTY` says to act as if it were).
    pub stdout_tty: bool,
    /// Colour: on a real terminal, or wherever `CLICOLOR_FORCE` asks; never with
    /// `NO_COLOR` or `--no-color`.
    pub color: bool,
    /// A pinned width (`COLUMNS` when forced); `None` lets the table ask the terminal.
    pub width: Option<u16>,
}

impl Output {
    pub fn detect(no_color_flag: bool) -> Self {
        // TRAVEL_FORCE_TTY pins table mode (and, with COLUMNS, the width) so tests and
        // `travel ... | less -R` can see exactly what a terminal shows.
        let forced =
            std::env::var_os("TRAVEL_FORCE_TTY").is_some_and(|v| !v.is_empty() && v != "0");
        let stdout_tty = forced || io::stdout().is_terminal();
        let no_color = no_color_flag || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        // CLICOLOR_FORCE (the common convention) asks for colour even when stdout is
        // forced or piped; NO_COLOR and --no-color still win.
        let color_forced =
            std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0");
        let width = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.parse().ok())
            .filter(|_| forced);
        Output {
            stdout_tty,
            color: !no_color && (color_forced || (stdout_tty && !forced)),
            width,
        }
    }

    /// Pretty-print a JSON body, keys in the order the service sent them.
    pub fn json(&self, body: &Value) -> Result<()> {
        // Buffered: stdout is line-buffered, and a pretty 250-offer body has 60,000 lines.
        let mut out = io::BufWriter::new(io::stdout().lock());
        serde_json::to_writer_pretty(&mut out, body)?;
        writeln!(out)?;
        out.flush()?;
        Ok(())
    }

    /// Print a table, or its tab-separated form when stdout is not a terminal.
    pub fn table(&self, table: &Table) -> Result<()> {
        let text = if self.stdout_tty {
            self.render_box(table)
        } else {
            render_tsv(table)
        };
        let mut out = io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
        Ok(())
    }

    /// The width tables are fitted to: the pinned width, else the terminal's, else 80.
    pub fn columns(&self) -> usize {
        self.width
            .or_else(|| Comfy::new().width())
            .map_or(80, usize::from)
    }

    /// Lines of plain text for stdout (detail views, bar charts).
    pub fn text(&self, text: &str) -> Result<()> {
        let mut out = io::stdout().lock();
        out.write_all(text.as_bytes())?;
        if !text.ends_with('\n') {
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    fn render_box(&self, table: &Table) -> String {
        let mut comfy = Comfy::new();
        comfy
            .load_preset(presets::UTF8_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Dynamic);
        if let Some(w) = self.width {
            comfy.set_width(w);
        }
        let header: Vec<Cell> = table
            .columns
            .iter()
            .map(|c| {
                let cell = Cell::new(&c.title);
                if self.color {
                    cell.add_attribute(comfy_table::Attribute::Bold)
                } else {
                    cell
                }
            })
            .collect();
        comfy.set_header(header);
        // A cell of several lines (the itineraries of a round trip) becomes continuation
        // rows, so line k of every cell stays on one row even when a narrow terminal
        // wraps some cells and not others.
        for row in &table.rows {
            let height = row
                .iter()
                .map(|c| c.lines().count())
                .max()
                .unwrap_or(1)
                .max(1);
            for k in 0..height {
                comfy.add_row(
                    row.iter()
                        .map(|c| Cell::new(c.lines().nth(k).unwrap_or(""))),
                );
            }
        }
        for (i, col) in table.columns.iter().enumerate() {
            if col.right {
                if let Some(c) = comfy.column_mut(i) {
                    c.set_cell_alignment(CellAlignment::Right);
                }
            }
        }
        format!("{comfy}\n")
    }
}

/// Print a note for a person on stderr. Never data.
pub fn note(msg: &str) {
    eprintln!("{msg}");
}

/// One column of a table.
#[derive(Debug, Clone)]
pub struct Column {
    pub title: String,
    /// Numbers read better right-aligned.
    pub right: bool,
}

/// The view a command builds from a response: the same columns serve the
/// terminal table and the tab-separated form.
#[derive(Debug, Clone, Default)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Columns by title; a title starting with `>` is right-aligned (the `>` is dropped).
    pub fn new(titles: &[&str]) -> Self {
        let columns = titles
            .iter()
            .map(|t| match t.strip_prefix('>') {
                Some(rest) => Column {
                    title: rest.to_string(),
                    right: true,
                },
                None => Column {
                    title: t.to_string(),
                    right: false,
                },
            })
            .collect();
        Table {
            columns,
            rows: Vec::new(),
        }
    }

    pub fn push(&mut self, row: Vec<String>) {
        debug_assert_eq!(row.len(), self.columns.len(), "row width");
        self.rows.push(row);
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// Tab-separated, one header line. Tabs inside a cell become spaces and the lines of a
/// multi-line cell are joined with " / ", so `cut -f` and `awk -F'\t'` always see one
/// record per row and the same number of fields.
fn render_tsv(table: &Table) -> String {
    let clean = |s: &str| s.replace('\n', " / ").replace(['\t', '\r'], " ");
    let mut out = String::new();
    let header: Vec<String> = table.columns.iter().map(|c| clean(&c.title)).collect();
    out.push_str(&header.join("\t"));
    out.push('\n');
    for row in &table.rows {
        let cells: Vec<String> = row.iter().map(|c| clean(c)).collect();
        out.push_str(&cells.join("\t"));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        let mut t = Table::new(&["Code", "Name", ">Score"]);
        t.push(vec![
            "LHR".into(),
            "HEATHROW\tLONDON\nUK".into(),
            "45".into(),
        ]);
        t
    }

    #[test]
    fn tsv_has_one_header_and_no_stray_tabs() {
        let text = render_tsv(&sample());
        assert_eq!(text, "Code\tName\tScore\nLHR\tHEATHROW LONDON / UK\t45\n");
    }

    #[test]
    fn multi_line_cells_become_aligned_continuation_rows() {
        let out = Output {
            stdout_tty: true,
            color: false,
            width: Some(60),
        };
        let mut t = Table::new(&["#", "Flights", "Depart"]);
        t.push(vec![
            "1".into(),
            "BA117\nBA112".into(),
            "LHR 08:00\nJFK 18:30".into(),
        ]);
        let text = out.render_box(&t);
        let line = |needle: &str| {
            text.lines()
                .find(|l| l.contains(needle))
                .unwrap()
                .to_string()
        };
        assert!(line("BA117").contains("LHR 08:00"), "{text}");
        assert!(line("BA112").contains("JFK 18:30"), "{text}");
        assert!(
            !line("BA112").contains('1') || line("BA112").starts_with("│   "),
            "{text}"
        );
    }

    #[test]
    fn box_table_fits_pinned_width_and_aligns_numbers() {
        let out = Output {
            stdout_tty: true,
            color: false,
            width: Some(40),
        };
        let text = out.render_box(&sample());
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        assert!(text.contains("Score"));
        assert!(text.contains(" 45 │"), "{text}");
    }
}
