//! Everything that reaches stdout and stderr.
//!
//! Data goes to stdout: a table sized to the terminal for a person, the same columns
//! tab-separated under one header line when stdout is a pipe, or the service's body
//! as received with `--json`. Notes, warnings and errors go to stderr.
//!
//! The context owns the one `Output` of a run, so a command prints only through it and
//! a test can hand a command buffers instead of the process's streams
//! (`Output::captured`) and read back what went to each.

mod spinner;
mod streams;
mod table;

use std::cell::RefCell;
use std::io::{self, Write};

use serde_json::Value;

use crate::error::{Error, Result};

pub use spinner::Spinner;
pub use streams::Captured;
pub use streams::Notes;
pub use table::{stacked, within, Table};

/// stdout behind the buffer that large output is written through.
type Buffered<'a> = io::BufWriter<&'a mut dyn Write>;

/// A body that prints itself pretty as it was received (the service's answers,
/// `api::Body`): the output writes it without knowing the API layer above it.
pub trait PrettyBody {
    fn write_pretty_to(&self, out: &mut dyn Write) -> io::Result<()>;
}

/// The streams of a run and how stdout looks, decided once at start-up.
pub struct Output {
    /// Tables are drawn for a terminal: stdout is one (or `TRAVEL_FORCE_TTY` says to
    /// act as if it were).
    pub stdout_tty: bool,
    /// Colour: on a real terminal, or wherever `CLICOLOR_FORCE` asks; never with
    /// `NO_COLOR` or `--no-color`.
    pub color: bool,
    /// A pinned width (`COLUMNS` when forced); `None` lets the table ask the terminal.
    pub width: Option<u16>,
    /// `--wide`: every column of a table on a terminal, however wide the lines.
    pub wide: bool,
    /// A pinned height (`LINES` when forced); `None` asks the terminal, if stdout is one.
    pub height: Option<u16>,
    /// stdout goes into the configured pager.
    paged: bool,
    /// Whether stdout and stderr really are terminals (a forced stdout only draws as
    /// if): a conversation needs a person to see it.
    stdout_terminal: bool,
    stderr_terminal: bool,
    /// Whether the process's own stderr is a terminal: waits are shown there.
    spinner: Spinner,
    stdout: RefCell<Box<dyn Write>>,
    notes: Notes,
    /// The tab-separated form of every table printed, when someone keeps them (a tool
    /// call of `travel mcp` returns them as structured rows).
    tables: Option<RefCell<Vec<String>>>,
}

impl Output {
    /// The process's own streams.
    pub fn detect(no_color_flag: bool) -> Self {
        let (stdout, stdout_terminal) = streams::process_stdout();
        let (stderr, stderr_terminal) = streams::process_stderr();
        // TRAVEL_FORCE_TTY pins table mode (and, with COLUMNS, the width) so tests and
        // `travel ... | less -R` can see exactly what a terminal shows.
        let forced =
            std::env::var_os("TRAVEL_FORCE_TTY").is_some_and(|v| !v.is_empty() && v != "0");
        let stdout_tty = forced || stdout_terminal;
        let no_color = no_color_flag || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        // CLICOLOR_FORCE (the common convention) asks for colour even when stdout is
        // forced or piped; NO_COLOR and --no-color still win.
        let color_forced =
            std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0");
        let pinned = |name: &str| {
            std::env::var(name)
                .ok()
                .and_then(|c| c.parse().ok())
                .filter(|_| forced)
        };
        let (width, height) = (pinned("COLUMNS"), pinned("LINES"));
        Output {
            stdout_tty,
            color: !no_color && (color_forced || (stdout_tty && !forced)),
            width,
            wide: false,
            height,
            paged: false,
            stdout_terminal,
            stderr_terminal,
            spinner: Spinner::new(stderr_terminal),
            stdout: RefCell::new(stdout),
            notes: Notes::new(stderr),
            tables: None,
        }
    }

    /// Buffers in place of the streams, for tests and tool calls: piped and
    /// colourless, the width left to the terminal, all of which a test may pin by
    /// setting the fields. `terminals` says whether stdout and stderr are to count as
    /// terminals a person sees (for prompts and the wizard).
    pub fn captured(stdout: &Captured, stderr: &Captured, terminals: bool) -> Self {
        Output {
            stdout_tty: false,
            color: false,
            width: None,
            wide: false,
            height: None,
            paged: false,
            stdout_terminal: terminals,
            stderr_terminal: terminals,
            // a test's captured stderr is no terminal to draw on
            spinner: Spinner::new(false),
            stdout: RefCell::new(Box::new(stdout.clone())),
            notes: Notes::new(Box::new(stderr.clone())),
            tables: None,
        }
    }

    /// Write stdout into `to` (a pager's stdin) from now on, drawn as for the terminal
    /// the pager shows it on.
    pub fn page_into(&mut self, to: Box<dyn Write>) {
        self.stdout = RefCell::new(to);
        self.paged = true;
    }

    /// Whether stdout goes into the configured pager (`page_into`).
    pub fn is_paged(&self) -> bool {
        self.paged
    }

    /// From now on, keep the tab-separated form of each table printed (see `tables`).
    pub fn keep_tables(&mut self) {
        self.tables = Some(RefCell::default());
    }

    /// The tab-separated form of each table printed since `keep_tables`.
    pub fn tables(&self) -> Vec<String> {
        self.tables
            .as_ref()
            .map(|t| t.borrow().clone())
            .unwrap_or_default()
    }

    /// Whether a person sees stdout (really, whatever `TRAVEL_FORCE_TTY` draws).
    pub fn stdout_is_terminal(&self) -> bool {
        self.stdout_terminal
    }

    /// What shows a wait for the service (on the process's terminal only).
    pub fn spinner(&self) -> Spinner {
        self.spinner
    }

    /// Whether a person sees stderr, where prompts are drawn.
    pub fn stderr_is_terminal(&self) -> bool {
        self.stderr_terminal
    }

    /// The notes of this run, for whoever else has something to tell the person (the
    /// API client).
    pub fn notes(&self) -> Notes {
        self.notes.clone()
    }

    /// A note for a person on stderr. Never data. On a terminal, a line wider than
    /// the window is broken between words, its continuation indented, rather than
    /// mid-word by the terminal.
    pub fn note(&self, message: &str) {
        // only a real stderr terminal: a forced one draws stdout alone as a terminal
        let width = self
            .stderr_terminal
            .then(|| console::Term::stderr().size_checked())
            .flatten()
            .map(|(_, w)| usize::from(w))
            .filter(|w| *w >= 24);
        let Some(width) = width else {
            self.notes.line(message);
            return;
        };
        self.notes.line(&table::within(message, width));
    }

    /// `error: ...` and `hint: ...` on stderr, in colour where a person sees it.
    pub fn error(&self, err: &Error) {
        let (red, yellow, reset) = if self.color && self.stderr_terminal {
            ("\x1b[1;31m", "\x1b[33m", "\x1b[0m")
        } else {
            ("", "", "")
        };
        use crate::error::Kind;
        if matches!(err.kind, Kind::Declined | Kind::Due | Kind::Overdue) {
            // the person's own choice (a "no", Esc, leaving the wizard), said as
            // Ctrl-C says it: in words, not as an error
            self.note(&err.message);
        } else {
            self.note(&format!("{red}error:{reset} {}", err.message));
        }
        if let Some(hint) = &err.hint {
            self.note(&format!("{yellow}hint:{reset} {hint}"));
        }
    }

    /// Pretty-print a JSON body, keys in the order the service sent them.
    pub fn json(&self, body: &Value) -> Result<()> {
        self.json_of(body)
    }

    /// Pretty-print anything that serializes, as `json` prints its value: a long list
    /// that serializes its items as they are read is printed without being held whole.
    pub fn json_of(&self, value: &impl serde::Serialize) -> Result<()> {
        // Buffered: stdout is line-buffered, and a pretty 250-offer body has 60,000 lines.
        self.buffered(|out| Ok(serde_json::to_writer_pretty(out, value)?))
    }

    /// Pretty-print a response body as received, streamed from its bytes.
    pub fn body(&self, body: &impl PrettyBody) -> Result<()> {
        self.buffered(|out| Ok(body.write_pretty_to(out)?))
    }

    /// Write through a large buffer, then a line ending, and flush. The buffer is of
    /// one known type, so the many small writes of a body are plain copies; only a full
    /// buffer goes through to the stream.
    fn buffered(&self, write: impl FnOnce(&mut Buffered<'_>) -> Result<()>) -> Result<()> {
        let mut stdout = self.stdout.borrow_mut();
        let mut out: Buffered = io::BufWriter::with_capacity(64 * 1024, &mut **stdout);
        write(&mut out)?;
        writeln!(out)?;
        out.flush()?;
        Ok(())
    }

    /// Print a table laid out for the terminal, or its tab-separated form when stdout
    /// is not a terminal. Columns a narrow terminal leaves out are named on stderr,
    /// with the ways to see them.
    pub fn table(&self, table: &Table) -> Result<()> {
        if let Some(kept) = &self.tables {
            kept.borrow_mut().push(table::render_tsv(table));
        }
        let (text, hidden) = if self.stdout_tty {
            table::render_screen(table, self.columns(), self.wide, self.color)
        } else {
            (table::render_tsv(table), Vec::new())
        };
        {
            let mut out = self.stdout.borrow_mut();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
        if !hidden.is_empty() {
            // within the window too, broken between words
            let said = hidden_columns(&hidden);
            let width = if said.chars().count() <= self.columns() {
                self.columns()
            } else {
                self.columns().saturating_sub(2).max(20)
            };
            for (i, line) in table::wrap(&said, width).iter().enumerate() {
                self.note(&format!("{}{line}", if i == 0 { "" } else { "  " }));
            }
        }
        Ok(())
    }

    /// Print `table` with the rows `fill` hands over as they come. Piped, each row is
    /// written as it comes, so a table of many thousands of rows is never held whole; for
    /// a terminal, which fits the columns to every row, and when tables are kept, it is
    /// gathered first and printed as `table` prints it.
    pub fn table_of(
        &self,
        mut table: Table,
        fill: impl FnOnce(&mut dyn FnMut(Vec<String>) -> Result<()>) -> Result<()>,
    ) -> Result<()> {
        if self.stdout_tty || self.tables.is_some() || table.has_piped_form() {
            fill(&mut |row| {
                table.push(row);
                Ok(())
            })?;
            return self.table(&table);
        }
        let mut stdout = self.stdout.borrow_mut();
        let mut out: Buffered = io::BufWriter::with_capacity(64 * 1024, &mut **stdout);
        out.write_all(table::tsv_header(&table).as_bytes())?;
        fill(&mut |row| {
            out.write_all(table::tsv_line(row.iter().map(String::as_str)).as_bytes())?;
            Ok(())
        })?;
        out.flush()?;
        Ok(())
    }

    /// Pretty-print a JSON array of the items `fill` hands over as they come, each made
    /// by `json_item` (so on any thread): as `json` prints the array, without holding it.
    pub fn json_array(
        &self,
        fill: impl FnOnce(&mut dyn FnMut(Vec<u8>) -> Result<()>) -> Result<()>,
    ) -> Result<()> {
        self.buffered(|out| {
            out.write_all(b"[")?;
            let mut first = true;
            fill(&mut |item| {
                out.write_all(if first { b"\n" } else { b",\n" })?;
                first = false;
                out.write_all(&item)?;
                Ok(())
            })?;
            out.write_all(if first { b"]" } else { b"\n]" })?;
            Ok(())
        })
    }

    /// An item of `json_array`: `value` pretty-printed as an element of an array is,
    /// one level in. JSON strings hold no line ends (they are escaped), so indenting
    /// each line of the value printed alone is what printing it in the array does.
    pub fn json_item(value: &impl serde::Serialize) -> Result<Vec<u8>> {
        let alone = serde_json::to_vec_pretty(value)?;
        let mut item = Vec::with_capacity(alone.len() + alone.len() / 8);
        item.extend_from_slice(b"  ");
        for &b in &alone {
            item.push(b);
            if b == b'\n' {
                item.extend_from_slice(b"  ");
            }
        }
        Ok(item)
    }

    /// The width tables are fitted to: the pinned width, else the terminal's, else 80.
    pub fn columns(&self) -> usize {
        table::columns(self.width)
    }

    /// `text` in lines no wider than `width`, broken between words only.
    pub fn wrap(text: &str, width: usize) -> Vec<String> {
        table::wrap(text, width)
    }

    /// How many lines a screen of the terminal holds: the pinned height, else the
    /// terminal's when stdout is one; `None` when not known (a pipe, a forced terminal
    /// without `LINES`).
    pub fn rows(&self) -> Option<usize> {
        self.height.map(usize::from).or_else(|| {
            self.stdout_terminal
                .then(|| console::Term::stdout().size_checked())
                .flatten()
                .map(|(rows, _)| usize::from(rows))
        })
    }

    /// Text for stdout exactly as given, however wide: what is copied rather than read
    /// (a command, a link, a secret, a document, a drawing made to the width).
    pub fn verbatim(&self, text: &str) -> Result<()> {
        self.write_text(text)
    }

    /// Lines of plain text for stdout (detail views, bar charts). On a terminal, a
    /// line wider than the window is broken between words, its continuation indented
    /// under it, rather than mid-word by the terminal.
    pub fn text(&self, text: &str) -> Result<()> {
        let text = if self.stdout_tty && !self.wide {
            table::within(text, self.columns())
        } else {
            text.to_string()
        };
        self.write_text(&text)
    }

    /// `text` on stdout, ending its last line.
    fn write_text(&self, text: &str) -> Result<()> {
        let mut out = self.stdout.borrow_mut();
        out.write_all(text.as_bytes())?;
        if !text.ends_with('\n') {
            out.write_all(b"\n")?;
        }
        out.flush()?;
        Ok(())
    }
}

/// What a narrow terminal left out of a table, and how to see it.
fn hidden_columns(titles: &[String]) -> String {
    format!(
        "not shown: {} (see all with --wide, a pipe or --json)",
        titles.join(", ")
    )
}

#[cfg(test)]
mod tests {

    use super::{Captured, Output, Table};
    use crate::error::Result;

    /// What a command printing through `print` writes to stdout, piped.
    fn printed(print: impl FnOnce(&Output) -> Result<()>) -> String {
        let (stdout, stderr) = (Captured::default(), Captured::default());
        print(&Output::captured(&stdout, &stderr, false)).unwrap();
        stdout.text()
    }

    #[test]
    fn an_array_printed_item_by_item_is_the_array_printed_whole() {
        let items = [
            serde_json::json!({"id": "F-1", "ids": [], "guests": ["Zoë", "a \"b\"\nc"],
                "nested": {"deeper": [1, {"x": []}], "empty": {}}, "state": "booked"}),
            serde_json::json!("a string"),
            serde_json::json!([]),
            serde_json::json!({}),
        ];
        for n in 0..=items.len() {
            let whole = printed(|out| out.json(&serde_json::Value::from(items[..n].to_vec())));
            let by_item = printed(|out| {
                out.json_array(|each| {
                    items[..n]
                        .iter()
                        .try_for_each(|i| each(Output::json_item(i)?))
                })
            });
            assert_eq!(by_item, whole, "{n} items");
        }
    }

    #[test]
    fn a_table_piped_row_by_row_is_the_table_piped_whole() {
        let rows = vec![
            vec!["a".to_string(), "two\nlines".into(), "tab\there".into()],
            vec!["b".into(), String::new(), "x\r".into()],
        ];
        let mut whole = Table::new(&["Id", "?1Two", "~Three"]);
        for r in &rows {
            whole.push(r.clone());
        }
        let streamed = printed(|out| {
            out.table_of(Table::new(&["Id", "?1Two", "~Three"]), |each| {
                rows.iter().try_for_each(|r| each(r.clone()))
            })
        });
        assert_eq!(streamed, printed(|out| out.table(&whole)));
        assert_eq!(
            streamed,
            "Id\tTwo\tThree\na\ttwo / lines\ttab here\nb\t\tx \n"
        );
    }
}
