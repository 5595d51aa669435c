//! POST /_sandbox/world and GET /_sandbox/servers: what only the operator does to the
//! state as a whole: start every tenant again in the world of a seed (refused while
//! another server serves the state, which fixed its world when it started), and see
//! the other servers serving it.

use crate::ops::prelude::*;
use travel_core::model::sandbox::{ServerEntry, WorldSeed};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

fn admin_only(app: &App) -> Result<(), Rejection> {
    if app.is_admin() {
        return Ok(());
    }
    Err(Rejection::new(
        403,
        codes::INVALID_TOKEN,
        "only the admin secret (TRAVEL_SANDBOX_ADMIN_SECRET of sandbox serve) acts on the whole state",
    ))
}

pub fn servers(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Vec<ServerEntry>> {
    admin_only(app)?;
    Ok(Envelope::new(
        app.other_servers()
            .into_iter()
            .map(|s| ServerEntry {
                pid: s.pid,
                port: s.port,
                seed: s.seed,
            })
            .collect(),
    ))
}

pub fn reset_world(app: &App, _: &Req, _: NoQuery, body: WorldSeed) -> Answer<WorldSeed> {
    admin_only(app)?;
    if let Some(s) = app.other_servers().iter().find(|s| s.seed != body.seed) {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            "/seed",
            format!(
                "travel sandbox serve (pid {}, port {}) serves this state with the world of seed {}: stop it before starting every tenant again in the world of seed {}",
                s.pid, s.port, s.seed, body.seed
            ),
        )
        .with_status(409));
    }
    app.reseed(body.seed)?;
    Ok(Envelope::new(body))
}
