//! Thin routes agents know by their carriers: the island and Highland services of
//! regional airlines, with each carrier's flights a day.
//!
//! The gravity model of [`super::frequency`] sizes a route by its airports, and the
//! airports of islands and the far north are small in the data (Kirkwall, Bodø,
//! Nantucket), so it gives their lifelines one flight a day where several fly: Binter
//! between the Canary Islands, Widerøe along the Norwegian coast, Cape Air to the
//! islands off Cape Cod, Loganair to Orkney and Shetland. Here those routes fly what
//! the carriers' winter 2025/26 timetables have (general knowledge, 2025, approximate
//! and rounded; not a data source shipped here), in the shape of [`super::BUSIEST`].

/// A carrier and its flights a day each way (this table's and [`super::BUSIEST`]'s).
pub type Flies = (&'static str, u8);

/// (airport, airport, [(carrier, flights a day each way)]), either way round.
pub const REGIONAL: &[(&str, &str, &[Flies])] = &[
    // the Canary Islands (Binter)
    ("LPA", "TFN", &[("NT", 16)]),
    ("LPA", "ACE", &[("NT", 9)]),
    ("LPA", "FUE", &[("NT", 8)]),
    ("TFN", "SPC", &[("NT", 7)]),
    ("LPA", "VDE", &[("NT", 2)]),
    ("TFN", "VDE", &[("NT", 3)]),
    ("LPA", "SPC", &[("NT", 2)]),
    ("TFN", "ACE", &[("NT", 4)]),
    ("TFN", "FUE", &[("NT", 3)]),
    // northern Norway (Widerøe, SAS, Norwegian)
    ("BOO", "TRD", &[("WF", 4), ("SK", 2)]),
    ("BOO", "TOS", &[("WF", 4), ("SK", 1)]),
    ("BOO", "SVJ", &[("WF", 4)]),
    ("BOO", "LKN", &[("WF", 4)]),
    ("BOO", "EVE", &[("WF", 3)]),
    ("BOO", "ANX", &[("WF", 2)]),
    ("TOS", "ALF", &[("WF", 4)]),
    ("TOS", "HFT", &[("WF", 3)]),
    ("BGO", "SVG", &[("WF", 6)]),
    // Scotland's islands (Loganair)
    ("INV", "KOI", &[("LM", 2)]),
    ("INV", "SYY", &[("LM", 2)]),
    ("KOI", "ABZ", &[("LM", 3)]),
    ("KOI", "EDI", &[("LM", 2)]),
    ("KOI", "GLA", &[("LM", 1)]),
    ("LSI", "ABZ", &[("LM", 4)]),
    ("LSI", "EDI", &[("LM", 2)]),
    ("LSI", "GLA", &[("LM", 1)]),
    ("SYY", "GLA", &[("LM", 2)]),
    ("SYY", "EDI", &[("LM", 1)]),
    ("BRR", "GLA", &[("LM", 2)]),
    ("BEB", "GLA", &[("LM", 2)]),
    ("TRE", "GLA", &[("LM", 1)]),
    ("ILY", "GLA", &[("LM", 2)]),
    ("CAL", "GLA", &[("LM", 2)]),
    // Cape Cod and the islands (Cape Air; JetBlue, American and Delta fly Nantucket
    // in summer only)
    ("BOS", "ACK", &[("9K", 7)]),
    ("BOS", "MVY", &[("9K", 5)]),
    ("BOS", "HYA", &[("9K", 4)]),
    ("BOS", "PVC", &[("9K", 3)]),
    ("HYA", "ACK", &[("9K", 5)]),
    ("ACK", "MVY", &[("9K", 2)]),
    // Australia's centre and north (Qantas)
    ("ASP", "DRW", &[("QF", 1)]),
];
