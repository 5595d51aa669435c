//! A place typed as a person says it ("london", "heathrow", "JFK"), found with the
//! airport search (`travel airports search`) and confirmed from a list: a city means
//! any of its airports, an airport that one only.

use super::steps::{self, Line};
use crate::commands::airports::search;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::title;
use crate::validate;
use travel_core::model::location::Location;

/// A place confirmed: its IATA code and how the person saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub code: String,
    pub label: String,
}

/// How a place is listed: "London, GB: any airport (LON)" or "Heathrow, London GB (LHR)".
fn label(l: &Location) -> Option<(String, String)> {
    let code = l.iata_code.clone().filter(|c| c.len() == 3)?;
    let addr = l.address.clone().unwrap_or_default();
    let name = title(l.name.as_deref().unwrap_or(&code));
    let country = addr.country_code.unwrap_or_default();
    let text = if l.kind_of() == "CITY" {
        format!("{name}, {country}: any airport ({code})")
    } else {
        let city = title(addr.city_name.as_deref().unwrap_or_default());
        if city.is_empty() || city == name {
            format!("{name} {country} ({code})")
        } else {
            format!("{name}, {city} {country} ({code})")
        }
    };
    Some((code, text))
}

/// Ask for a place until one is confirmed; `None` to go back.
pub fn ask(ctx: &Ctx, prompt: &str, before: Option<&Place>) -> Result<Option<Place>> {
    loop {
        // the keyword as the service takes it (accents folded), and as typed, for the list
        let Some((typed, keyword)) =
            steps::ask(ctx, prompt, before.map(|p| p.code.as_str()), |s| {
                validate::location_keyword(s).map(|k| (s.trim().to_string(), k))
            })?
        else {
            return Ok(None);
        };
        let line = Line::new(&["airports", "search"])
            .arg(keyword.clone())
            .flag_value("--max", "10");
        let found = search::find(ctx, &line.parse()?)?;
        let mut places: Vec<(String, String)> = found.iter().filter_map(label).collect();
        // a code typed exactly comes first: "LON" is London before Londrina; so does
        // the place a name of the place names table means ("Roma": Rome)
        let first = match crate::names::places::known(&keyword) {
            Some(k) => k.code.to_string(),
            None => keyword.trim().to_ascii_uppercase(),
        };
        places.sort_by_key(|(code, _)| *code != first);
        // the code's search and the name's find some places both: each once, where
        // it first came
        let mut seen = std::collections::HashSet::new();
        places.retain(|p| seen.insert(p.clone()));
        if places.is_empty() {
            steps::say(
                ctx,
                &format!(
                "  no airport or city matches {typed:?}: try another spelling, the city or the code"
            ),
            );
            continue;
        }
        let items: Vec<String> = places.iter().map(|(_, t)| t.clone()).collect();
        let which = prompt.split(" (").next().unwrap_or(prompt);
        match steps::pick(ctx, &format!("{which}, for {typed:?}"), &items, 0)? {
            Some(i) => {
                let (code, label) = places.swap_remove(i);
                return Ok(Some(Place { code, label }));
            }
            // back from the list: type the place again
            None => continue,
        }
    }
}

/// Two places of one leg must differ.
pub fn differ(from: &Place, to: &Place) -> Result<()> {
    if from.code == to.code {
        return Err(Error::usage(format!(
            "the origin and destination are both {}",
            from.label
        )));
    }
    Ok(())
}
