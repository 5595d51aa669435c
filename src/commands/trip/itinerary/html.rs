//! The itinerary as a printable page: one HTML file with its style inside, for a
//! browser to show or print, one flight or stay per block in the order they happen,
//! as the itineraries travellers know lay it out (a day's heading, the flight with its
//! airline and airports named, a connection's time between two flights, the hotel with
//! its confirmation), then what was paid. A4 or Letter as the agency's paper; on a
//! phone's narrow screen the two ends of a flight stack. Sandbox bookings carry a
//! PRACTICE band on every printed page. Every text from the journal or the service is
//! escaped (html-escape): a name is never markup.

use chrono::NaiveDate;
use html_escape::encode_text as text;

use super::{offset_words, Itinerary, Leg, Stay};

/// The page of `it`.
pub fn page(it: &Itinerary) -> String {
    let mut body = String::new();
    if let Some(logo) = &it.logo {
        let alt = it.agency.as_deref().unwrap_or("the agency");
        body.push_str(&format!(
            "<img class=\"logo\" src=\"{}\" alt=\"{}\">\n",
            logo.data_uri(),
            html_escape::encode_double_quoted_attribute(alt)
        ));
    }
    if let Some(a) = &it.agency {
        body.push_str(&format!("<p class=\"agency\">{}</p>\n", text(a)));
    }
    body.push_str(&format!("<h1>{}</h1>\n", text(&it.title)));
    let references = references(it);
    if !references.is_empty() {
        body.push_str(&format!(
            "<p class=\"refs\">Booking reference{}: {}</p>\n",
            if references.len() == 1 { "" } else { "s" },
            references
                .iter()
                .map(|r| format!("<span class=\"ref\">{}</span>", text(r)))
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    let travellers = super::text::travellers(it);
    if !travellers.is_empty() {
        body.push_str(&format!(
            "<p class=\"who\">Travellers: {}</p>\n",
            text(&travellers.join(", "))
        ));
    }
    let documents = super::text::documents(it);
    if !documents.is_empty() {
        body.push_str(&format!(
            "<p class=\"who\">Documents: {}</p>\n",
            text(&documents.join("; "))
        ));
    }
    let mut day: Option<NaiveDate> = None;
    for event in super::text::in_order(it) {
        let date = event.date();
        if day != Some(date) {
            body.push_str(&format!("<h2>{}</h2>\n", date.format("%A %-d %B %Y")));
            day = Some(date);
        }
        match event {
            super::text::Event::Flight(l) => flight(&mut body, l),
            super::text::Event::Stay(s) => stay(&mut body, s),
        }
    }
    if !it.paid.is_empty() {
        body.push_str("<div class=\"keep\"><h2>Paid</h2>\n<table class=\"paid\">\n");
        for p in it.paid {
            body.push_str(&format!(
                "<tr><td class=\"ref\">{}</td><td>{}</td><td class=\"sum\">{}</td></tr>\n",
                text(&p.reference),
                text(&p.what),
                text(&p.total)
            ));
        }
        body.push_str("</table></div>\n");
    }
    body.push_str("<p class=\"note\">Times are local at each airport. Check in with the airline before you fly; bring the documents named above.</p>\n");
    if it.practice {
        // a table's head is printed again at the top of every page, taking its room
        // there (a fixed band would cover the page's first lines)
        body = format!(
            "<table class=\"frame\"><thead><tr><td><div class=\"practice\">PRACTICE: sandbox bookings, no ticket issued, nothing paid</div></td></tr></thead>\n<tbody><tr><td>\n{body}</td></tr></tbody></table>\n"
        );
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}{}</title>\n<style>\n@page {{ size: {}; margin: 1.2cm; }}\n{STYLE}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        if it.practice { "PRACTICE: " } else { "" },
        text(&it.title),
        it.paper,
    )
}

/// The booking references of the flights and the hotels' confirmations, each once.
fn references(it: &Itinerary) -> Vec<String> {
    let mut refs: Vec<String> = Vec::new();
    let all = it
        .legs
        .iter()
        .map(|l| l.reference.clone())
        .chain(it.stays.iter().flat_map(|s| s.confirmations.clone()));
    for r in all {
        if !r.is_empty() && !refs.contains(&r) {
            refs.push(r);
        }
    }
    refs
}

fn flight(body: &mut String, l: &Leg) {
    let mut about = vec![format!("<b>{}</b>", text(&l.flight))];
    if let Some(a) = &l.airline {
        about.push(text(a).to_string());
    }
    if let Some(o) = &l.operated_by {
        about.push(format!("operated by {}", text(o)));
    }
    if let Some(a) = &l.aircraft {
        about.push(text(a).to_string());
    }
    body.push_str("<div class=\"item\">\n");
    body.push_str(&format!("<p class=\"what\">{}</p>\n", about.join(" · ")));
    body.push_str("<div class=\"ends\">");
    body.push_str(&end(
        "Departs",
        &l.from_name,
        l.leaves,
        l.from_offset,
        &l.from_terminal,
    ));
    body.push_str(&end(
        "Arrives",
        &l.to_name,
        l.lands,
        l.to_offset,
        &l.to_terminal,
    ));
    body.push_str("</div>\n<dl>");
    let mut facts = vec![("Fare", l.fare.clone()), ("Checked bags", l.bags.clone())];
    if !l.seats.is_empty() {
        facts.push(("Seats", l.seats.join(", ")));
    }
    facts.push((
        "Booking reference",
        format!("{} (order {})", l.reference, l.order),
    ));
    for (k, v) in facts {
        if !v.is_empty() {
            body.push_str(&format!("<dt>{k}</dt><dd>{}</dd>", text(&v)));
        }
    }
    body.push_str("</dl>\n</div>\n");
    if let Some(wait) = l.connection {
        body.push_str(&format!(
            "<p class=\"connection\">Connection in {}: {}</p>\n",
            text(l.to_city.as_deref().unwrap_or(&l.to)),
            super::text::wait(wait)
        ));
    }
}

fn stay(body: &mut String, s: &Stay) {
    body.push_str("<div class=\"item\">\n");
    body.push_str(&format!(
        "<p class=\"what\"><b>{}</b></p>\n<dl>",
        text(&s.hotel)
    ));
    let nights = (s.check_out - s.check_in).num_days();
    if let Some(p) = &s.place {
        // the place as words, and its point as a link to a map: the interface gives
        // no street, the point takes the traveller to the door
        let point = match (p.point_words(), p.map_link()) {
            (Some(words), Some(link)) => format!(
                "<a href=\"{}\" rel=\"noopener\">{}</a>",
                html_escape::encode_double_quoted_attribute(&link),
                text(&words)
            ),
            _ => String::new(),
        };
        let city = p.city.as_deref().map(text).unwrap_or_default();
        let sep = if city.is_empty() || point.is_empty() {
            ""
        } else {
            ", map: "
        };
        body.push_str(&format!("<dt>Where</dt><dd>{city}{sep}{point}</dd>"));
    }
    let mut facts = vec![];
    facts.push(("Check-in", s.check_in.format("%a %-d %b %Y").to_string()));
    facts.push((
        "Check-out",
        format!(
            "{} ({nights} night{})",
            s.check_out.format("%a %-d %b %Y"),
            if nights == 1 { "" } else { "s" }
        ),
    ));
    facts.push(("Confirmation", s.confirmations.join(", ")));
    facts.push(("Guests", s.guests.join(", ")));
    for (k, v) in facts {
        body.push_str(&format!("<dt>{k}</dt><dd>{}</dd>", text(&v)));
    }
    body.push_str("</dl>\n</div>\n");
}

/// An end of a flight: the airport by name and code, the local time and offset, the
/// terminal.
fn end(
    label: &str,
    airport: &str,
    at: chrono::NaiveDateTime,
    offset: Option<chrono::Duration>,
    terminal: &Option<String>,
) -> String {
    let terminal = terminal
        .as_ref()
        .map(|t| format!("<br>Terminal {}", text(t)))
        .unwrap_or_default();
    format!(
        "<div class=\"end\"><span class=\"label\">{label}</span><br><b class=\"time\">{}</b> {}{}<br>{}{terminal}</div>",
        at.format("%H:%M"),
        at.format("%a %-d %b"),
        text(&offset_words(offset)),
        text(airport),
    )
}

const STYLE: &str = "body { font-family: sans-serif; margin: 2em auto; padding: 0 2em; max-width: 50em; color: #111; line-height: 1.35; }
h1 { font-size: 1.6em; margin: 0.2em 0; }
h2 { font-size: 1.1em; margin: 1.4em 0 0.4em; border-bottom: 1px solid #999; break-after: avoid; }
.logo { display: block; max-height: 3.5em; max-width: 40%; margin-bottom: 0.3em; }
.agency { font-size: 0.9em; color: #333; border-bottom: 1px solid #999; padding-bottom: 0.5em; }
.refs { font-size: 1.1em; }
.ref { font-family: monospace; font-size: 1.1em; font-weight: bold; }
.item { border: 1px solid #ccc; border-radius: 4px; padding: 0.5em 0.8em; margin: 0.4em 0; break-inside: avoid; }
.what { margin: 0 0 0.4em; }
.ends { display: flex; gap: 1em; }
.end { flex: 1; }
.label { font-size: 0.8em; color: #555; text-transform: uppercase; }
.time { font-size: 1.3em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1em 0.8em; margin: 0.5em 0 0; }
dt { color: #555; }
dd { margin: 0; overflow-wrap: anywhere; }
.connection { margin: 0.2em 0 0.2em 1em; color: #444; font-style: italic; }
.keep { break-inside: avoid; }
table.paid { border-collapse: collapse; width: 100%; }
table.paid td { padding: 0.3em 0.6em; border-bottom: 1px solid #ddd; vertical-align: top; }
td.sum { text-align: right; white-space: nowrap; }
.note { margin-top: 2em; font-size: 0.9em; color: #555; }
table.frame { border-collapse: collapse; width: 100%; }
table.frame > * > tr > td { padding: 0; }
.practice { text-align: center; background: #ffe9a8; color: #6b4b00; font-weight: bold; padding: 0.3em; border-bottom: 2px solid #c90; margin-bottom: 0.8em; }
@media screen { table.frame thead { position: sticky; top: 0; } }
@media print {
  body { margin: 0; padding: 0; max-width: none; font-size: 9.5pt; line-height: 1.25; }
  h1 { font-size: 1.4em; }
  h2 { margin: 0.8em 0 0.3em; }
  .item { padding: 0.3em 0.6em; margin: 0.3em 0; }
  .time { font-size: 1.15em; }
  .note { margin-top: 1em; }
}
@media screen and (max-width: 600px) {
  body { margin: 1em 0; padding: 0 1em; }
  .ends { display: block; }
  .end { margin-bottom: 0.4em; }
  dl { grid-template-columns: 1fr; }
  dt { font-weight: bold; }
}
";
