//! Tables: the view a command builds from a response, laid out for a person on a
//! terminal, or as tab-separated lines under one header for a script.
//!
//! On a terminal a table is drawn as a GDS availability display is: a line of column
//! titles, then one line per row (a cell of several lines, such as the itineraries of a
//! round trip, takes as many), columns two spaces apart and no borders, which would cost
//! three columns each. Nothing a person copies or reads as one thing (a number, a
//! price, a time, a code, an id) is ever broken across lines: a cell is kept whole
//! unless its column is free text (`~`), which wraps between words, never inside one.
//! Where the columns do not fit, the optional ones (`?`) are left out, least wanted
//! first, and the caller is told which, to say so under the table.

/// The space between two columns.
const GAP: usize = 2;

/// One column of a table.
#[derive(Debug, Clone)]
pub struct Column {
    pub title: String,
    /// Numbers read better right-aligned.
    pub right: bool,
    /// Left out of a terminal too narrow for every column (never of the tab-separated
    /// form): the lower the rank, the sooner. `None`: always shown.
    pub drop_rank: Option<u8>,
    /// Free text (a name, a description) that may wrap between words.
    pub wrap: bool,
}

/// The view a command builds from a response: the same columns serve the terminal
/// table and the tab-separated form, unless the command gives a form of its own for
/// scripts (`piped_as`).
#[derive(Debug, Clone, Default)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
    /// What every row shares, said once above the table on a terminal (the date all
    /// offers leave on) instead of in every row. Never part of the tab-separated form.
    pub heading: Option<String>,
    /// The tab-separated form, when it is not these columns: scripts keep the columns
    /// they were written against while the terminal's layout is free to change.
    piped: Option<Box<Table>>,
}

/// The rank of an optional column marked `?` without a digit: after those marked
/// `?1` to `?4`, before `?6` to `?9`.
const DEFAULT_RANK: u8 = 5;

impl Table {
    /// Columns by title, with marks that are not shown: first `?` for an optional
    /// column, with an optional digit 1 to 9 saying how soon it is left out of a narrow
    /// terminal (`?1` first; ties go rightmost first); then `~` for free text that may
    /// wrap between words; then `>` to right-align it. E.g. `?1>Seats`, `~Hotel`.
    pub fn new(titles: &[&str]) -> Self {
        let columns = titles
            .iter()
            .map(|t| {
                let (drop_rank, t) = match t.strip_prefix('?') {
                    Some(rest) => match rest.chars().next().and_then(|c| c.to_digit(10)) {
                        Some(d) if d > 0 => (Some(d as u8), &rest[1..]),
                        _ => (Some(DEFAULT_RANK), rest),
                    },
                    None => (None, *t),
                };
                let (wrap, t) = t.strip_prefix('~').map_or((false, t), |r| (true, r));
                let (right, t) = t.strip_prefix('>').map_or((false, t), |r| (true, r));
                Column {
                    title: t.to_string(),
                    right,
                    drop_rank,
                    wrap,
                }
            })
            .collect();
        Table {
            columns,
            rows: Vec::new(),
            heading: None,
            piped: None,
        }
    }

    pub fn push(&mut self, row: Vec<String>) {
        debug_assert_eq!(row.len(), self.columns.len(), "row width");
        self.rows.push(row);
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Say `heading` above the table on a terminal.
    pub fn with_heading(mut self, heading: impl Into<String>) -> Self {
        self.heading = Some(heading.into());
        self
    }

    /// Pipe `script` instead of these columns: the form scripts rely on, when the
    /// terminal shows the same rows otherwise.
    pub fn piped_as(mut self, script: Table) -> Self {
        self.piped = Some(Box::new(script));
        self
    }

    /// How wide the table is on a terminal with every column at its natural width.
    pub fn natural_width(&self) -> usize {
        let widths: Vec<usize> = (0..self.columns.len()).map(|i| natural(self, i)).collect();
        line_width(&widths)
    }

    /// How narrow the columns that are always shown can be, their free text wrapped
    /// at its longest words: wider than the terminal, its lines run long.
    pub fn least_width(&self) -> usize {
        let widths: Vec<usize> = (0..self.columns.len())
            .filter(|&i| self.columns[i].drop_rank.is_none())
            .map(|i| least(self, i))
            .collect();
        line_width(&widths)
    }

    /// Whether scripts read a table of their own (`piped_as`).
    pub(super) fn has_piped_form(&self) -> bool {
        self.piped.is_some()
    }

    /// The table scripts read.
    pub(super) fn piped_form(&self) -> &Table {
        self.piped.as_deref().unwrap_or(self)
    }
}

/// Lines of a cell one under the other, the empty ones left out.
pub fn stacked(lines: &[&str]) -> String {
    lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join("\n")
}

/// How wide text is on a terminal, in columns.
pub(super) fn text_width(s: &str) -> usize {
    console::measure_text_width(s)
}

/// Tab-separated, one header line. Tabs inside a cell become spaces and the lines of a
/// multi-line cell are joined with " / ", so `cut -f` and `awk -F'\t'` always see one
/// record per row and the same number of fields.
pub(super) fn render_tsv(table: &Table) -> String {
    let mut out = tsv_header(table);
    for row in &table.piped_form().rows {
        out.push_str(&tsv_line(row.iter().map(String::as_str)));
    }
    out
}

/// The header line of the tab-separated form.
pub(super) fn tsv_header(table: &Table) -> String {
    tsv_line(table.piped_form().columns.iter().map(|c| c.title.as_str()))
}

/// One line of the tab-separated form, its line end included.
pub(super) fn tsv_line<'a>(cells: impl Iterator<Item = &'a str>) -> String {
    let mut line = String::new();
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            line.push('\t');
        }
        // most cells need nothing done: copied, not rebuilt
        if cell.contains(['\n', '\t', '\r']) {
            line.push_str(&cell.replace('\n', " / ").replace(['\t', '\r'], " "));
        } else {
            line.push_str(cell);
        }
    }
    line.push('\n');
    line
}

/// The width tables are fitted to: the pinned width, else the terminal's, else 80.
pub(super) fn columns(width: Option<u16>) -> usize {
    width
        .map(usize::from)
        .or_else(|| {
            console::Term::stdout()
                .size_checked()
                .map(|(_, w)| usize::from(w))
        })
        .filter(|w| *w > 0)
        .unwrap_or(80)
}

/// The widest line of a column's cells and title.
fn natural(table: &Table, col: usize) -> usize {
    std::iter::once(table.columns[col].title.as_str())
        .chain(table.rows.iter().map(|r| r[col].as_str()))
        .flat_map(str::lines)
        .map(text_width)
        .max()
        .unwrap_or(0)
}

/// The narrowest a column can be: its widest line, or for free text its widest word
/// (or its title, which never wraps).
fn least(table: &Table, col: usize) -> usize {
    if !table.columns[col].wrap {
        return natural(table, col);
    }
    table
        .rows
        .iter()
        .flat_map(|r| r[col].split_whitespace())
        .map(text_width)
        .chain(std::iter::once(text_width(&table.columns[col].title)))
        .max()
        .unwrap_or(0)
}

/// The width of a line of these columns at these widths.
fn line_width(widths: &[usize]) -> usize {
    widths.iter().sum::<usize>() + GAP * widths.len().saturating_sub(1)
}

/// What a terminal shows of a table: the columns, at their widths, in order.
#[derive(Debug, PartialEq)]
pub(super) struct Layout {
    pub shown: Vec<usize>,
    pub widths: Vec<usize>,
}

impl Layout {
    /// The titles of the columns left out.
    pub fn hidden(&self, table: &Table) -> Vec<String> {
        (0..table.columns.len())
            .filter(|i| !self.shown.contains(i))
            .map(|i| table.columns[i].title.clone())
            .collect()
    }
}

/// The optional columns in the order they are left out: lowest rank first, and of one
/// rank the rightmost first.
fn drop_order(table: &Table) -> Vec<usize> {
    let mut optional: Vec<(u8, usize)> = table
        .columns
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.drop_rank.map(|r| (r, i)))
        .collect();
    optional.sort_by_key(|&(rank, i)| (rank, std::cmp::Reverse(i)));
    optional.into_iter().map(|(_, i)| i).collect()
}

/// The columns a terminal `width` wide shows and their widths: every row on one line
/// where leaving out optional columns makes that possible; else only the columns that
/// must be shown, their free text wrapped between words (the lines run long where even
/// the longest words do not fit, rather than break one).
pub(super) fn fit(table: &Table, width: usize) -> Layout {
    let all: Vec<usize> = (0..table.columns.len()).collect();
    let full: Vec<usize> = all.iter().map(|&i| natural(table, i)).collect();
    let tight: Vec<usize> = all.iter().map(|&i| least(table, i)).collect();
    let of = |shown: &[usize], w: &[usize]| shown.iter().map(|&i| w[i]).collect::<Vec<_>>();
    // one line per row, leaving out as few optional columns as needed
    let mut shown = all;
    for next in std::iter::once(None).chain(drop_order(table).iter().map(Some)) {
        if let Some(i) = next {
            shown.retain(|c| c != i);
        }
        if line_width(&of(&shown, &full)) <= width {
            return Layout {
                widths: of(&shown, &full),
                shown,
            };
        }
    }
    // the free text wraps; the room left is shared among its columns a character at a
    // time, each up to its natural width, so no column is squeezed to its longest word
    // while another takes all it could use
    let mut widths = of(&shown, &tight);
    let mut room = width.saturating_sub(line_width(&widths));
    while room > 0 {
        let mut grew = false;
        for (k, &i) in shown.iter().enumerate() {
            if table.columns[i].wrap && room > 0 && widths[k] < full[i] {
                widths[k] += 1;
                room -= 1;
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    Layout { shown, widths }
}

/// Words on lines no wider than `width` (a word wider stays whole on its own line).
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && text_width(&line) + 1 + text_width(word) > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// `text` with every line wider than `width` broken between words, each continuation
/// indented two columns past the line's own indent (a word wider than the room stays
/// whole: a link or a command is never cut). Lines that fit are left as they are.
pub fn within(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in text.split('\n') {
        if text_width(line) <= width {
            lines.push(line.to_string());
            continue;
        }
        let body = line.trim_start();
        let lead = &line[..line.len() - body.len()];
        let room = width.saturating_sub(lead.len() + 2).max(20);
        for (i, part) in wrap(body, room).into_iter().enumerate() {
            let more = if i == 0 { "" } else { "  " };
            lines.push(format!("{lead}{more}{part}"));
        }
    }
    lines.join("\n")
}

/// `text` padded to `width`, on the right or the left.
fn pad(text: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text_width(text)));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// A table laid out for a terminal `width` wide (the whole table whatever its width
/// when `wide`), titles in bold when `color`; and the titles of the columns left out.
pub(super) fn render_screen(
    table: &Table,
    width: usize,
    wide: bool,
    color: bool,
) -> (String, Vec<String>) {
    let layout = if wide {
        fit(table, usize::MAX)
    } else {
        fit(table, width)
    };
    let mut out = String::new();
    // the heading wraps between words as free text does, unless the table is --wide
    if let Some(h) = &table.heading {
        let lines = if wide {
            vec![h.clone()]
        } else {
            wrap(h, width)
        };
        for l in lines {
            out.push_str(&l);
            out.push('\n');
        }
    }
    let line = |cells: Vec<String>| -> String {
        let mut l = cells.join(&" ".repeat(GAP));
        l.truncate(l.trim_end().len());
        l.push('\n');
        l
    };
    let titles: Vec<String> = layout
        .shown
        .iter()
        .zip(&layout.widths)
        .map(|(&i, &w)| {
            let c = &table.columns[i];
            pad(&c.title, w, c.right)
        })
        .collect();
    let header = line(titles);
    if color {
        out.push_str(&format!("\x1b[1m{}\x1b[0m\n", header.trim_end()));
    } else {
        out.push_str(&header);
    }
    for row in &table.rows {
        // a cell of free text flows, its lines wrapped one after another; the lines of
        // the other cells keep their places, line k of each on line k of the row (an
        // itinerary's departure beside its arrival)
        let parts: Vec<Vec<String>> = layout
            .shown
            .iter()
            .zip(&layout.widths)
            .map(|(&i, &w)| {
                if table.columns[i].wrap {
                    row[i].lines().flat_map(|l| wrap(l, w)).collect()
                } else {
                    row[i].lines().map(str::to_string).collect()
                }
            })
            .collect();
        let tall = parts.iter().map(Vec::len).max().unwrap_or(1).max(1);
        for j in 0..tall {
            let cells = layout
                .shown
                .iter()
                .zip(&layout.widths)
                .zip(&parts)
                .map(|((&i, &w), p)| {
                    pad(
                        p.get(j).map_or("", String::as_str),
                        w,
                        table.columns[i].right,
                    )
                })
                .collect();
            out.push_str(&line(cells));
        }
    }
    (out, layout.hidden(table))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offers() -> Table {
        let mut t = Table::new(&["#", ">Price", "~Carrier", "Depart", "?2>Time", "?1>Seats"]);
        t.push(vec![
            "1".into(),
            "690.28 EUR".into(),
            "Aer Lingus".into(),
            "LHR 15:25\nJFK 22:40".into(),
            "11h10m\n9h35m".into(),
            "9".into(),
        ]);
        t.push(vec![
            "12".into(),
            "1508.75 EUR".into(),
            "American Airlines".into(),
            "LHR 08:00\nJFK 18:30".into(),
            "13h20m\n7h05m".into(),
            "".into(),
        ]);
        t
    }

    #[test]
    fn tsv_has_one_header_and_no_stray_tabs() {
        let mut t = Table::new(&["Code", "~Name", ">Score"]);
        t.push(vec![
            "LHR".into(),
            "HEATHROW\tLONDON\nUK".into(),
            "45".into(),
        ]);
        let text = render_tsv(&t);
        assert_eq!(text, "Code\tName\tScore\nLHR\tHEATHROW LONDON / UK\t45\n");
    }

    #[test]
    fn wide_enough_every_row_is_one_line_per_itinerary_without_borders() {
        let (text, hidden) = render_screen(&offers(), 80, false, false);
        assert!(hidden.is_empty());
        assert_eq!(
            text,
            "\
#         Price  Carrier            Depart       Time  Seats
1    690.28 EUR  Aer Lingus         LHR 15:25  11h10m      9
                                    JFK 22:40   9h35m
12  1508.75 EUR  American Airlines  LHR 08:00  13h20m
                                    JFK 18:30   7h05m
"
        );
    }

    #[test]
    fn narrower_the_optional_columns_go_first_then_text_wraps_between_words() {
        // 48 columns: the seats go, then the time, and every row keeps one line
        let (text, hidden) = render_screen(&offers(), 48, false, false);
        assert_eq!(hidden, ["Time", "Seats"]);
        // piped, every column stays; wide enough, nothing is left out
        assert!(render_tsv(&offers()).starts_with("#\tPrice\tCarrier\tDepart\tTime\tSeats\n"));
        assert_eq!(fit(&offers(), 120).shown, [0, 1, 2, 3, 4, 5]);
        assert!(text.lines().all(|l| text_width(l) <= 48), "{text}");
        assert_eq!(text.lines().count(), 5, "{text}");
        // 36: the carrier's name wraps at a space; nothing else is broken
        let (text, _) = render_screen(&offers(), 36, false, false);
        assert!(text.lines().all(|l| text_width(l) <= 36), "{text}");
        for whole in ["690.28 EUR", "1508.75 EUR", "LHR 15:25", "JFK 18:30"] {
            assert!(text.contains(whole), "{whole} broken:\n{text}");
        }
        assert!(
            text.contains("American ") && text.contains("Airlines"),
            "{text}"
        );
        assert!(
            !text.lines().any(|l| l.contains("American Airlines")),
            "{text}"
        );
        // the second itinerary's depart stays beside its own line of the other cells
        let line = text.lines().find(|l| l.contains("JFK 22:40")).unwrap();
        assert!(!line.contains("690.28"), "{text}");
    }

    #[test]
    fn free_text_columns_share_the_room_rather_than_the_first_taking_it_all() {
        let mut t = Table::new(&["~What", "~Do"]);
        let what = "free cancellation ends: cancel with the hotel before";
        t.push(vec![
            what.into(),
            "travel order show ABC123; travel order cancel ABC123".into(),
        ]);
        // 60 columns: neither fits whole; each gets about half, not one its longest word
        let layout = fit(&t, 60);
        assert_eq!(line_width(&layout.widths), 60, "{layout:?}");
        assert!(layout.widths.iter().all(|&w| w >= 25), "{layout:?}");
        // a column that needs less than its share leaves the rest to the other
        let mut t = Table::new(&["~What", "~Do"]);
        t.push(vec!["lapses".into(), what.repeat(2)]);
        assert_eq!(fit(&t, 60).widths, [6, 52]);
    }

    #[test]
    fn too_narrow_for_what_must_be_shown_lines_run_long_rather_than_break_a_word() {
        let (text, _) = render_screen(&offers(), 20, false, false);
        for whole in ["1508.75 EUR", "LHR 08:00", "American", "Airlines"] {
            assert!(text.contains(whole), "{whole} broken:\n{text}");
        }
    }

    #[test]
    fn wide_shows_every_column_whatever_the_width() {
        let (text, hidden) = render_screen(&offers(), 30, true, false);
        assert!(hidden.is_empty());
        assert!(text.contains("Seats") && text.contains("American Airlines"));
    }

    #[test]
    fn ranks_say_which_optional_column_goes_first() {
        let t = Table::new(&["A", "?B", "?1C", "?9D", "?E"]);
        // C (rank 1), then E and B (rank 5, rightmost first), then D
        assert_eq!(drop_order(&t), [2, 4, 1, 3]);
        assert_eq!(t.columns[1].title, "B");
        assert!(!t.columns[0].right && t.columns[0].drop_rank.is_none());
    }

    #[test]
    fn a_heading_and_a_form_of_its_own_for_scripts() {
        let mut script = Table::new(&["#", "Depart"]);
        script.push(vec!["1".into(), "LHR Tue 15 Dec 15:25".into()]);
        let mut screen = Table::new(&["#", "Depart"]).with_heading("Tue 15 Dec");
        screen.push(vec!["1".into(), "LHR 15:25".into()]);
        let screen = screen.piped_as(script);
        let (text, _) = render_screen(&screen, 80, false, false);
        assert_eq!(text, "Tue 15 Dec\n#  Depart\n1  LHR 15:25\n");
        assert_eq!(render_tsv(&screen), "#\tDepart\n1\tLHR Tue 15 Dec 15:25\n");
    }

    #[test]
    fn colour_makes_the_titles_bold() {
        let (text, _) = render_screen(&offers(), 80, false, true);
        assert!(text.starts_with("\x1b[1m#"), "{text}");
    }
}
