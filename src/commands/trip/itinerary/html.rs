//! The itinerary as a printable page: one HTML file with its style inside, flights and
//! stays in tables, for a browser to show or print; on a phone's narrow screen each row
//! is a block of its cells, each named. Every text from the journal or the service is
//! escaped (html-escape): a name is never markup.

use html_escape::encode_text as text;

use super::{offset_words, Leg, Stay};

/// The page titled `title` (a trip's, an order's), from `agency` when the
/// configuration names one.
pub fn page(title: &str, agency: Option<&str>, legs: &[Leg], stays: &[Stay]) -> String {
    let mut travellers: Vec<&str> = legs
        .iter()
        .flat_map(|l| l.travellers.iter())
        .chain(stays.iter().flat_map(|s| s.guests.iter()))
        .map(String::as_str)
        .collect();
    travellers.sort_unstable();
    travellers.dedup();
    // each document once, its number masked (an order's lines repeat them per leg)
    let mut documents: Vec<&str> = legs
        .iter()
        .flat_map(|l| l.documents.iter())
        .map(String::as_str)
        .collect();
    documents.sort_unstable();
    documents.dedup();
    let mut body = agency
        .map(|a| format!("<p class=\"agency\">{}</p>\n", text(a)))
        .unwrap_or_default();
    body.push_str(&format!("<h1>Itinerary: {}</h1>\n", text(title)));
    if !travellers.is_empty() {
        body.push_str(&format!(
            "<p class=\"who\">Travellers: {}</p>\n",
            text(&travellers.join(", "))
        ));
    }
    if !documents.is_empty() {
        body.push_str(&format!(
            "<p class=\"who\">Documents: {}</p>\n",
            text(&documents.join("; "))
        ));
    }
    let flights = legs
        .iter()
        .map(|l| {
            vec![
                text(&l.flight).to_string(),
                end(&l.from, l.leaves, l.from_offset, &l.from_terminal),
                end(&l.to, l.lands, l.to_offset, &l.to_terminal),
                text(&l.fare).to_string(),
                text(l.bags.as_deref().unwrap_or("none")).to_string(),
                text(&l.reference).to_string(),
            ]
        })
        .collect();
    let columns = [
        "Flight",
        "Departs",
        "Arrives",
        "Fare",
        "Checked bags",
        "Booking reference",
    ];
    section(&mut body, "Flights", &columns, 5, flights);
    let nights = stays
        .iter()
        .map(|s| {
            vec![
                text(&s.hotel).to_string(),
                s.check_in.format("%a %-d %b %Y").to_string(),
                s.check_out.format("%a %-d %b %Y").to_string(),
                text(&s.confirmations.join(", ")).to_string(),
                text(&s.guests.join(", ")).to_string(),
            ]
        })
        .collect();
    let columns = ["Hotel", "Check-in", "Check-out", "Confirmation", "Guests"];
    section(&mut body, "Stays", &columns, 3, nights);
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Itinerary: {}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n{body}<p class=\"note\">Times are local at each airport. Check in with the airline before you fly.</p>\n</body>\n</html>\n",
        text(title)
    )
}

/// A section of the page, unless it has no rows: its heading and a table of `rows`
/// (cells already escaped), the column `reference` marked for the style.
fn section(
    body: &mut String,
    heading: &str,
    columns: &[&str],
    reference: usize,
    rows: Vec<Vec<String>>,
) {
    if rows.is_empty() {
        return;
    }
    body.push_str(&format!("<h2>{heading}</h2>\n<table>\n<tr>"));
    for c in columns {
        body.push_str(&format!("<th>{c}</th>"));
    }
    body.push_str("</tr>\n");
    for row in rows {
        body.push_str("<tr>");
        // each cell names its column, for a phone's screen where a row is a block
        for (i, (cell, column)) in row.iter().zip(columns).enumerate() {
            let class = if i == reference { " class=\"ref\"" } else { "" };
            body.push_str(&format!("<td{class} data-label=\"{column}\">{cell}</td>"));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</table>\n");
}

/// An end of a flight: the airport, the local time and offset, the terminal.
fn end(
    airport: &str,
    at: chrono::NaiveDateTime,
    offset: Option<chrono::Duration>,
    terminal: &Option<String>,
) -> String {
    let terminal = terminal
        .as_ref()
        .map(|t| format!(", terminal {}", text(t)))
        .unwrap_or_default();
    format!(
        "<b>{}</b> {}{}{}",
        text(airport),
        at.format("%a %-d %b %Y %H:%M"),
        text(&offset_words(offset)),
        terminal
    )
}

const STYLE: &str = "body { font-family: sans-serif; margin: 2em; color: #111; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 1.5em; border-bottom: 1px solid #999; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3em 0.6em; border-bottom: 1px solid #ddd; vertical-align: top; }
.ref { font-family: monospace; font-size: 1.1em; }
.agency { font-size: 0.9em; color: #333; border-bottom: 1px solid #999; padding-bottom: 0.5em; }
.note { margin-top: 2em; font-size: 0.9em; color: #555; }
@media print { body { margin: 1cm; } }
@media screen and (max-width: 600px) {
  body { margin: 1em; }
  table, tbody, tr, td { display: block; }
  tr:first-child { display: none; }
  tr { border-bottom: 1px solid #ddd; padding: 0.4em 0; }
  td { border: none; padding: 0.1em 0; }
  td::before { content: attr(data-label) \": \"; font: bold 1rem sans-serif; }
}
";
