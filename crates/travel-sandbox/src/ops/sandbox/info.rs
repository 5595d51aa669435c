//! GET /_sandbox/health, /_sandbox/info and /_sandbox/tenants: whether the server
//! answers, what it is and what the asking tenant holds (every tenant, for the holder
//! of the admin secret: `tenants`).

use crate::ops::prelude::*;
use travel_core::model::sandbox::{Health, Info};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub fn health(_: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Health> {
    Ok(Envelope::new(Health {
        status: "ready".into(),
        version: VERSION.into(),
    }))
}

pub fn info(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Info> {
    let tenant = app.tenant();
    Ok(Envelope::new(Info {
        version: VERSION.into(),
        seed: app.seed().0,
        tenant: tenant.as_str().to_string(),
        office_id: tenant.office_id(),
        clock: super::clock::state(app.clock()),
        holdings: app.holdings()?,
        faults: app.faults(|f| f.len())?,
        rate_limit: app.rate_limit().map(|r| r.to_string()),
    }))
}
