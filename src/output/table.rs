//! Tables: the view a command builds from a response, drawn as a box sized to the
//! terminal for a person, or as tab-separated lines under one header for a script.

use comfy_table::{
    presets, Cell, CellAlignment, ColumnConstraint, ContentArrangement, Table as Comfy, Width,
};

/// One column of a table.
#[derive(Debug, Clone)]
pub struct Column {
    pub title: String,
    /// Numbers read better right-aligned.
    pub right: bool,
    /// Left out of a terminal too narrow to show every column whole (never of the
    /// tab-separated form).
    pub optional: bool,
}

/// The view a command builds from a response: the same columns serve the
/// terminal table and the tab-separated form.
#[derive(Debug, Clone, Default)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Columns by title: a title starting with `?` is optional (left out first on a
    /// narrow terminal), then `>` right-aligns it; the marks are not shown.
    pub fn new(titles: &[&str]) -> Self {
        let columns = titles
            .iter()
            .map(|t| {
                let (optional, t) = t.strip_prefix('?').map_or((false, *t), |r| (true, r));
                let (right, t) = t.strip_prefix('>').map_or((false, t), |r| (true, r));
                Column {
                    title: t.to_string(),
                    right,
                    optional,
                }
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

    /// The same table with only the columns at these positions.
    fn only(&self, keep: &[usize]) -> Table {
        Table {
            columns: keep.iter().map(|&i| self.columns[i].clone()).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| keep.iter().map(|&i| r[i].clone()).collect())
                .collect(),
        }
    }
}

/// The widest word of a column (its title included), in characters.
fn longest_word(table: &Table, col: usize) -> usize {
    std::iter::once(table.columns[col].title.as_str())
        .chain(table.rows.iter().map(|r| r[col].as_str()))
        .flat_map(str::split_whitespace)
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0)
}

/// The width of a table showing these columns each as wide as its longest word: its
/// content, a space either side and a rule, and one more rule.
fn words_width(table: &Table, cols: &[usize]) -> usize {
    cols.iter()
        .map(|&i| longest_word(table, i) + 3)
        .sum::<usize>()
        + 1
}

/// The columns a terminal `width` wide shows: all, unless their words do not fit
/// whole; then the optional ones go, the rightmost first.
fn fitting_columns(table: &Table, width: usize) -> Vec<usize> {
    let need = |cols: &[usize]| words_width(table, cols);
    let mut shown: Vec<usize> = (0..table.columns.len()).collect();
    let optional: Vec<usize> = shown
        .iter()
        .rev()
        .copied()
        .filter(|&i| table.columns[i].optional)
        .collect();
    for i in optional {
        if need(&shown) <= width {
            break;
        }
        shown.retain(|&c| c != i);
    }
    shown
}

/// Tab-separated, one header line. Tabs inside a cell become spaces and the lines of a
/// multi-line cell are joined with " / ", so `cut -f` and `awk -F'\t'` always see one
/// record per row and the same number of fields.
pub(super) fn render_tsv(table: &Table) -> String {
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

/// The width tables are fitted to: the pinned width, else the terminal's, else 80.
pub(super) fn columns(width: Option<u16>) -> usize {
    width
        .or_else(|| Comfy::new().width())
        .map_or(80, usize::from)
}

/// A table as a terminal `width` wide shows it (the terminal's own width when not
/// pinned), in bold headers when `color`.
pub(super) fn render_box(table: &Table, width: Option<u16>, color: bool) -> String {
    let mut comfy = Comfy::new();
    comfy
        .load_preset(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(w) = width {
        comfy.set_width(w);
    }
    let shown = fitting_columns(table, columns(width));
    let narrowed;
    let table = if shown.len() == table.columns.len() {
        table
    } else {
        narrowed = table.only(&shown);
        &narrowed
    };
    let header: Vec<Cell> = table
        .columns
        .iter()
        .map(|c| {
            let cell = Cell::new(&c.title);
            if color {
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
    // Never cut a word in two where the words fit: a column is at least as wide
    // as its longest word and its padding. (Where they cannot fit, the table
    // wraps as it can rather than run off the screen.)
    let whole = words_width(table, &(0..table.columns.len()).collect::<Vec<_>>()) <= columns(width);
    for (i, col) in table.columns.iter().enumerate() {
        if let Some(c) = comfy.column_mut(i) {
            if col.right {
                c.set_cell_alignment(CellAlignment::Right);
            }
            if whole {
                let least = u16::try_from(longest_word(table, i) + 2).unwrap_or(u16::MAX);
                c.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(least)));
            }
        }
    }
    format!("{comfy}\n")
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
    fn narrow_terminals_cut_no_word_and_leave_out_optional_columns() {
        let width = Some(40);
        let mut t = Table::new(&["#", "Carrier", ">Duration", "?>Seats", "?Remark"]);
        t.push(vec![
            "1".into(),
            "American Airlines".into(),
            "13h10m".into(),
            "9".into(),
            "window seats left".into(),
        ]);
        let text = render_box(&t, width, false);
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        for word in ["Carrier", "American", "Airlines", "Duration", "13h10m"] {
            assert!(text.contains(word), "{word} cut:\n{text}");
        }
        // the rightmost optional column went first, and only as many as needed
        assert!(!text.contains("Remark") && text.contains("Seats"), "{text}");
        // piped, every column stays
        assert!(render_tsv(&t).starts_with("#\tCarrier\tDuration\tSeats\tRemark\n"));
        // wide enough, nothing is left out
        assert_eq!(fitting_columns(&t, 120), vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn multi_line_cells_become_aligned_continuation_rows() {
        let width = Some(60);
        let mut t = Table::new(&["#", "Flights", "Depart"]);
        t.push(vec![
            "1".into(),
            "BA117\nBA112".into(),
            "LHR 08:00\nJFK 18:30".into(),
        ]);
        let text = render_box(&t, width, false);
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
        let width = Some(40);
        let text = render_box(&sample(), width, false);
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        assert!(text.contains("Score"));
        assert!(text.contains(" 45 │"), "{text}");
    }
}
