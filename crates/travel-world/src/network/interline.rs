//! Which carriers one ticket may join: what both the schedule's connections and the
//! network's connection finder ask, kept below both.

use crate::data::Airline;

/// Interline and codeshare partners outside the alliances, either way round: the
/// regional carriers' connections to the network carriers at their hubs (Loganair with
/// British Airways, KLM, Air France, Emirates and Aer Lingus; Cape Air with JetBlue and
/// the US majors; Binter with Iberia, Air Europa and TAP; Widerøe with SAS and KLM;
/// AIRDO with ANA; Citilink with Garuda; Korea's low-cost subsidiaries with their
/// groups' full-service carriers; Air Tahiti Nui with Air France, American, Qantas and
/// JAL; Airlink with Qatar Airways, Emirates, KLM and British Airways; ASKY with
/// Ethiopian, its shareholder; MIAT with Korean Air; interCaribbean and Winair with
/// Caribbean Airlines and KLM; GOL with Air France-KLM, American and Emirates; flydubai
/// with Emirates, its sister carrier), from the carriers' published partner lists (general
/// knowledge, 2025).
const INTERLINE: &[(&str, &[&str])] = &[
    ("LM", &["BA", "KL", "AF", "EK", "EI"]),
    ("9K", &["B6", "AA", "UA", "DL", "AS"]),
    ("NT", &["IB", "UX", "TP"]),
    ("WF", &["SK", "KL"]),
    ("HD", &["NH"]),
    ("QG", &["GA"]),
    ("LJ", &["KE"]),
    ("BX", &["OZ", "KE"]),
    ("RS", &["OZ"]),
    ("TN", &["AF", "AA", "QF", "JL"]),
    ("4Z", &["QR", "EK", "KL", "BA"]),
    ("KP", &["ET"]),
    ("OM", &["KE"]),
    ("JY", &["BW"]),
    ("WM", &["BW", "KL"]),
    ("G3", &["AF", "KL", "AA", "EK"]),
    ("FZ", &["EK"]),
];

/// Whether one ticket may join flights of these two carriers: the same carrier, one
/// alliance, or interline partners ([`INTERLINE`]); a low-cost carrier sells its own
/// flights only.
pub(crate) fn compatible(x: &Airline, y: &Airline) -> bool {
    let partners = |a: &Airline, b: &Airline| {
        INTERLINE
            .iter()
            .any(|(c, with)| *c == a.iata && with.contains(&b.iata))
    };
    x.iata == y.iata
        || (x.alliance.is_some() && x.alliance == y.alliance)
        || partners(x, y)
        || partners(y, x)
}
