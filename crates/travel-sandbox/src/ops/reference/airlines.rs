//! GET /v1/reference-data/airlines and GET /v2/reference-data/urls/checkin-links

use crate::ops::prelude::*;
use travel_core::model::airline::{Airline, AirlineLookup, CheckinLink, CheckinQuery};
use travel_world::data;

pub fn lookup(_: &App, req: &Req, q: AirlineLookup, _: NoBody) -> Answer<Vec<Airline>> {
    if q.airline_codes.is_empty() {
        return Err(Rejection::missing("airlineCodes"));
    }
    if let Some(bad) = q
        .airline_codes
        .iter()
        .find(|c| !shape::is_airline(&c.to_ascii_uppercase()))
    {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "airlineCodes",
            format!("{bad} is not an IATA or ICAO airline code"),
        ));
    }
    // One item per airline, however many of its codes were asked for (BA and BAW).
    let mut found: Vec<&data::Airline> = Vec::new();
    for a in q.airline_codes.iter().filter_map(|c| data::airline(c)) {
        if !found.iter().any(|f| f.iata == a.iata) {
            found.push(a);
        }
    }
    let items: Vec<Airline> = found
        .into_iter()
        .map(|a| Airline {
            kind: "airline".into(),
            iata_code: Some(a.iata.to_string()),
            icao_code: Some(a.icao.to_string()),
            business_name: Some(a.business_name.to_string()),
            common_name: Some(a.common_name.to_string()),
        })
        .collect();
    Ok(envelope::list(req, &[], items))
}

pub fn checkin_links(_: &App, req: &Req, q: CheckinQuery, _: NoBody) -> Answer<Vec<CheckinLink>> {
    let code = q.airline_code.to_ascii_uppercase();
    if !shape::is_airline(&code) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "airlineCode",
            "airlineCode must be an IATA airline code",
        ));
    }
    let language = q.language.unwrap_or_else(|| "en-GB".into());
    if !shape::is_language_tag(&language) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "language",
            "language must be a language tag such as en-GB",
        ));
    }
    let lang_id = language.to_ascii_uppercase();
    let lang_url = language.to_ascii_lowercase().replace('-', "_");
    let mut items = Vec::new();
    if let Some(a) = data::airline(&code) {
        let web = a.checkin_web.replace("{lang}", &lang_url);
        let mobile = a.checkin_mobile.replace("{lang}", &lang_url);
        let link = |channel: &str, href: &str| CheckinLink {
            kind: "checkin-link".into(),
            id: format!("{}{}{}", a.iata, lang_id, channel),
            href: href.to_string(),
            channel: channel.to_string(),
        };
        if web == mobile {
            items.push(link("All", &web));
        } else {
            items.push(link("Mobile", &mobile));
            items.push(link("Web", &web));
        }
    }
    Ok(envelope::list(req, &[("language", language)], items))
}
