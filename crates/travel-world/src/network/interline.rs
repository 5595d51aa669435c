//! Which carriers one ticket may join: what both the schedule's connections and the
//! network's connection finder ask, kept below both.

use crate::data::Airline;
use rustc_hash::FxHashSet;
use std::sync::OnceLock;

/// Interline and codeshare partners outside the alliances, either way round: the
/// regional carriers' connections to the network carriers at their hubs (Loganair with
/// British Airways, KLM, Air France, Emirates and Aer Lingus; Cape Air with JetBlue and
/// the US majors; Binter with Iberia, Air Europa and TAP; Widerøe with SAS and KLM;
/// AIRDO with ANA; Citilink with Garuda; Korea's low-cost subsidiaries with their
/// groups' full-service carriers; Air Tahiti Nui with Air France, American, Qantas and
/// JAL; Airlink with Qatar Airways, Emirates, KLM and British Airways; ASKY with
/// Ethiopian, its shareholder; MIAT with Korean Air; interCaribbean and Winair with
/// Caribbean Airlines and KLM; GOL with Air France-KLM, American and Emirates; flydubai
/// with Emirates, its sister carrier; the groups' own low-cost and regional arms with the
/// full-service carrier that sells their flights in its connections: Jetstar with Qantas,
/// Scoot with Singapore Airlines, Air India Express with Air India, Firefly with Malaysia
/// Airlines, Wings Air and Batik Air with Lion Air; Discover with the Lufthansa group's
/// carriers, whose connections sell its leisure flights; Icelandair with its codeshare
/// partners Alaska, JetBlue, SAS, Finnair and, since September 2025, Emirates; Aer Lingus,
/// outside the alliances, with its IAG sisters British Airways and Iberia and its codeshare
/// partners American, United, JetBlue and Etihad), from the
/// carriers' published partner lists (general knowledge, 2025; Icelandair-Emirates:
/// vb.is, 2025).
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
    ("JQ", &["QF"]),
    ("TR", &["SQ"]),
    ("IX", &["AI"]),
    ("FY", &["MH"]),
    ("IW", &["JT", "ID"]),
    ("ID", &["JT"]),
    ("4Y", &["LH", "LX", "OS", "SN"]),
    ("FI", &["AS", "B6", "SK", "AY", "EK"]),
    ("EI", &["BA", "IB", "AA", "UA", "B6", "EY"]),
];

/// Low-cost carriers that sell point to point only: no booking of theirs joins two
/// flights, even two of their own, so a change of planes is the traveller's own affair
/// and is not offered (easyJet, Wizz Air, Volotea, Peach, FlySafair, ZIPAIR, Wingo, Jet2 and
/// transavia; their booking sites and conditions of carriage, general knowledge 2025). The other
/// low-cost carriers sell connections on their own flights (Southwest, AirAsia's Fly-Thru,
/// IndiGo, Pegasus, Scoot...).
const POINT_TO_POINT: &[&str] = &["U2", "W6", "V7", "MM", "FA", "ZG", "P5", "LS", "HV", "TO"];

/// Whether a change of planes from a flight of `x` to one of `y` is sold on one
/// ticket: carriers one ticket may join ([`compatible`]), neither of them one that
/// sells point to point only ([`POINT_TO_POINT`]; its return flight is still sold on
/// the booking of the outbound).
pub(crate) fn joins(x: &Airline, y: &Airline) -> bool {
    compatible(x, y) && !POINT_TO_POINT.iter().any(|&c| c == x.iata || c == y.iata)
}

/// Whether one ticket may join flights of these two carriers: the same carrier, one
/// alliance, or interline partners ([`INTERLINE`]); a low-cost carrier sells its own
/// flights only.
pub(crate) fn compatible(x: &Airline, y: &Airline) -> bool {
    x.iata == y.iata
        || (x.alliance.is_some() && x.alliance == y.alliance)
        || partners().contains(&(code(x.iata), code(y.iata)))
}

/// An airline code as a number: the schedule asks [`joins`] for every pair of flights
/// at a hub, and comparing two numbers is what keeps that cheap.
fn code(iata: &str) -> u32 {
    iata.bytes().fold(0, |n, b| n << 8 | u32::from(b))
}

/// [`INTERLINE`] both ways round, as codes.
fn partners() -> &'static FxHashSet<(u32, u32)> {
    static PARTNERS: OnceLock<FxHashSet<(u32, u32)>> = OnceLock::new();
    PARTNERS.get_or_init(|| {
        INTERLINE
            .iter()
            .flat_map(|(c, with)| with.iter().map(move |w| (code(c), code(w))))
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::airline;

    #[test]
    fn a_point_to_point_carrier_joins_no_flights_and_others_join_their_own_at_a_change() {
        let of = |c: &str| airline(c).unwrap_or_else(|| panic!("{c} in the airline table"));
        for c in POINT_TO_POINT {
            assert!(!joins(of(c), of(c)), "{c} with itself");
            assert!(!joins(of(c), of("BA")) && !joins(of("BA"), of(c)), "{c}");
            assert!(compatible(of(c), of(c)), "{c}: a return on one booking");
        }
        for c in ["WN", "AK", "6E", "PC", "TR", "BA"] {
            assert!(joins(of(c), of(c)), "{c} sells its own connections");
        }
    }
}
