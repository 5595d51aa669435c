//! POST /_sandbox/reset and GET and PUT /_sandbox/state: the tenant's business state
//! cleared, carried out as JSON, and taken back (`backends::transfer`).

use serde_json::Value;

use crate::ops::prelude::*;
use travel_core::model::sandbox::{Holdings, ResetDone};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn reset(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<ResetDone> {
    let removed = app.holdings()?;
    app.reset()?;
    Ok(Envelope::new(ResetDone { removed }))
}

pub fn export(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Value> {
    Ok(Envelope::new(app.export()?))
}

/// The document is what `export` gave as `data`; one sent inside its envelope is
/// taken too, as a script that pipes one into the other sends it.
pub fn import(app: &App, _: &Req, _: NoQuery, body: Value) -> Answer<Holdings> {
    let doc = match body.get("data") {
        Some(inner) if body.get("format").is_none() => inner,
        _ => &body,
    };
    if let Err(no) = app.import(doc)? {
        let status = if no.conflict { 409 } else { 400 };
        return Err(Rejection::new(status, codes::INVALID_DATA, no.why).with_pointer("/"));
    }
    Ok(Envelope::new(app.holdings()?))
}
