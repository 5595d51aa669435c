//! GET, PUT and DELETE /_sandbox/clock and POST /_sandbox/clock/advance: the tenant's
//! clock, as `travel sandbox clock` moves a state file's. Tokens never follow it.

use crate::ops::prelude::*;
use travel_core::clock::{self, Clock};
use travel_core::model::sandbox::{ClockAdvance, ClockSet, ClockState};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn show(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<ClockState> {
    Ok(Envelope::new(state(app.clock())))
}

pub fn set(app: &App, _: &Req, _: NoQuery, body: ClockSet) -> Answer<ClockState> {
    let moment = clock::pin(body.at.trim()).ok_or_else(|| {
        Rejection::at(
            codes::INVALID_FORMAT,
            "/at",
            "give a date YYYY-MM-DD or a moment YYYY-MM-DDThh:mm",
        )
    })?;
    let to = Clock::set_to(moment);
    if to.offset.abs() > clock::MAX_SPAN {
        return Err(Rejection::at(
            codes::INVALID_DATE,
            "/at",
            "more than a hundred years away",
        ));
    }
    app.meta().set_clock(app.tenant(), Some(to))?;
    Ok(Envelope::new(state(to)))
}

pub fn advance(app: &App, _: &Req, _: NoQuery, body: ClockAdvance) -> Answer<ClockState> {
    let secs = clock::span(body.by.trim()).ok_or_else(|| {
        Rejection::at(
            codes::INVALID_FORMAT,
            "/by",
            "give days, hours and minutes in that order, e.g. 3d, 12h, 90m or 1d12h",
        )
    })?;
    let now = app.meta().advance_clock(app.tenant(), secs)?;
    Ok(Envelope::new(state(now)))
}

pub fn real(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<ClockState> {
    app.meta().set_clock(app.tenant(), None)?;
    Ok(Envelope::new(state(Clock::REAL)))
}

/// A clock as the API and `travel sandbox clock --json` give it.
pub fn state(c: Clock) -> ClockState {
    ClockState {
        now: c.moment().format("%Y-%m-%dT%H:%M").to_string(),
        today: c.today().to_string(),
        offset_seconds: c.offset,
    }
}
