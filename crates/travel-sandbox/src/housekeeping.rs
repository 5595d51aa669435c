//! What a server does besides answering, a pass every [`EVERY`]: it writes when each
//! tenant was last heard from, removes whole the tenants idle past `--idle-expiry`,
//! and lets go of the journals of tenants quiet for [`JOURNAL_QUIET`] (a journal is
//! diagnosis; a tenant's faults and business are never dropped while it is known).
//!
//! A tenant is idle only for the time a server was there to hear from it: one that
//! starts after a week off expires nobody until a whole `--idle-expiry` has passed.

use std::sync::Arc;
use std::time::Duration;

use crate::app::Shared;
use travel_store::tenant::Tenant;

/// How often the pass runs.
pub const EVERY: Duration = Duration::from_secs(30);

/// A tenant not heard from for this long has its journal let go from memory.
pub const JOURNAL_QUIET: Duration = Duration::from_secs(3600);

/// One pass at `now` (unix seconds): the tenants removed for being idle.
pub fn pass(app: &Shared, now: i64) -> travel_store::Result<Vec<String>> {
    let seen = app.seen.take();
    if let Err(e) = app.store.accounts().seen(&seen) {
        // not written: noted again, for the next pass
        for (tenant, _) in &seen {
            app.seen.note(tenant);
        }
        return Err(e);
    }
    app.live.let_go_quiet(JOURNAL_QUIET);
    let Some(idle) = app.idle_expiry else {
        return Ok(Vec::new());
    };
    let before = now - idle.as_secs() as i64;
    if app.started > before {
        return Ok(Vec::new());
    }
    let idle = app.store.accounts().idle_since(before)?;
    for client_id in &idle {
        let tenant = Tenant::new(client_id);
        app.store.remove_tenant(&tenant)?;
        app.live.forget(client_id);
    }
    Ok(idle)
}

/// Run the pass every [`EVERY`] on a thread of its own, for as long as the process
/// runs; `verbose` says on stderr which tenants expired.
pub fn spawn(app: Arc<Shared>) {
    let spawned = std::thread::Builder::new()
        .name("housekeeping".into())
        .spawn(move || loop {
            std::thread::sleep(EVERY);
            match pass(&app, travel_core::clock::unix_seconds()) {
                Ok(expired) if !expired.is_empty() => eprintln!(
                    "{} tenant(s) idle past --idle-expiry removed whole",
                    expired.len()
                ),
                Ok(_) => {}
                Err(e) => eprintln!("warning: the sandbox's housekeeping failed: {e}"),
            }
        });
    if let Err(e) = spawned {
        eprintln!("warning: the sandbox's housekeeping did not start: {e}");
    }
}

/// Write what is pending (when the server stops).
pub fn flush(app: &Shared) {
    let seen = app.seen.take();
    if let Err(e) = app.store.accounts().seen(&seen) {
        eprintln!("warning: when tenants were last heard from was not written: {e}");
    }
}
