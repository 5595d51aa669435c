//! GET /_sandbox/scenarios: the catalogue, as `travel sandbox scenarios` lists it.

use crate::ops::prelude::*;
use crate::scenarios::CATALOGUE;
use travel_core::model::sandbox::ScenarioEntry;
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn list(_: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Vec<ScenarioEntry>> {
    let all = CATALOGUE
        .iter()
        .map(|s| ScenarioEntry {
            title: s.title.to_string(),
            trigger: s.how.to_string(),
            answer: s.answer(),
            example: s.example.to_string(),
        })
        .collect();
    Ok(Envelope::new(all))
}
