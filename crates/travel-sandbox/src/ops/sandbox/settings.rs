//! GET and PUT /_sandbox/settings: how a tenant's requests are judged. Strict holds
//! the tenant to the interface's letter where the service was lenient; by default a tenant
//! follows the server (`serve --strict`, or lenient), and its own choice outlives a
//! reset, being how its tests are set up rather than what they made.

use crate::app::StrictFrom;
use crate::ops::prelude::*;
use travel_core::model::sandbox::{Settings, SettingsSet};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn show(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Settings> {
    Ok(Envelope::new(settings(app)?))
}

pub fn set(app: &App, _: &Req, _: NoQuery, body: SettingsSet) -> Answer<Settings> {
    app.meta().set_strict(app.tenant(), body.strict)?;
    Ok(Envelope::new(settings(app)?))
}

fn settings(app: &App) -> travel_store::Result<Settings> {
    let (strict, from) = app.strict()?;
    Ok(Settings {
        strict,
        strict_from: match from {
            StrictFrom::Tenant => "tenant",
            StrictFrom::Server => "server",
        }
        .to_string(),
    })
}
