//! GET and DELETE /_sandbox/journal: the tenant's recent requests (`crate::journal`).

use crate::journal::DEFAULT_LIMIT;
use crate::ops::prelude::*;
use travel_core::model::sandbox::{JournalEntry, JournalQuery};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn newest(app: &App, _: &Req, q: JournalQuery, _: NoBody) -> Answer<Vec<JournalEntry>> {
    if q.limit == Some(0) {
        return Err(Rejection::param(
            codes::INVALID_FORMAT,
            "limit",
            "at least 1",
        ));
    }
    let limit = q.limit.unwrap_or(DEFAULT_LIMIT);
    let entries = app.journal(limit)?;
    Ok(Envelope::new(entries))
}

pub fn clear(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<NoBody> {
    app.clear_journal()?;
    Ok(Envelope::new(NoBody))
}
