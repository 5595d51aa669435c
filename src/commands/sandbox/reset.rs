//! `travel sandbox reset`: forget what one tenant of the sandbox has stored, or start
//! every tenant again in another world.

use std::path::PathBuf;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_core::model::sandbox::{ServerEntry, WorldSeed};
use travel_core::ops::sandbox as op;
use travel_core::ops::NoQuery;
use travel_sandbox::control::DEFAULT_CLIENT;

/// Clear a tenant's state in the sandbox: its bookings, orders, the seats and rooms
/// they hold, its clock
///
/// Each client id is a tenant of the sandbox, an office of its own: this clears the
/// tenant of the client id `travel --sandbox` uses (`sandbox`), or of --client-id (an
/// app's, against `travel sandbox serve`). Other tenants are kept as they are, and so
/// are the tenant's access tokens: an app goes on with the token it holds.
///
/// The state file is cleared in place, so a `travel sandbox serve` running on it serves
/// the cleared state at once. References and ids handed out afterwards never repeat
/// earlier ones.
///
/// The bookings the journal holds at the cleared tenant (`travel bookings list`) are
/// marked gone from then on: the in-process sandbox's when its tenant of its own file
/// is cleared, and with --seed those made through each `travel sandbox serve` running
/// on the file too.
///
/// --seed N starts every tenant again in another world, the same for the same N:
/// other prices, seats and hotel rates from the same airports, airlines and hotels
/// (0: the usual world). Without it the world stays as it is. Changing the seed is
/// refused while a server runs on the file in another world: stop it first, or ask it
/// (`POST /_sandbox/world` with the admin secret).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// State file to reset (default: the one --sandbox uses)
    #[arg(long, value_name = "FILE")]
    state: Option<PathBuf>,

    /// The tenant to clear: the client id its tokens are issued to
    #[arg(long, value_name = "ID", default_value = DEFAULT_CLIENT, conflicts_with = "seed")]
    client_id: String,

    /// Start every tenant again in the world of seed N (0: the usual one)
    #[arg(long, value_name = "N", value_parser = seed, allow_negative_numbers = true)]
    seed: Option<u64>,

    /// When the state file is damaged (it is copied aside first, and named): start it
    /// afresh, every tenant's state gone, rather than stop
    #[arg(long, conflicts_with = "url")]
    fresh: bool,

    /// Clear a tenant of a running `travel sandbox serve` at URL instead of a state
    /// file: the tenant of the credentials in use (AMADEUS_CLIENT_ID); its tokens stay
    #[arg(long, value_name = "URL", conflicts_with_all = ["state", "client_id", "seed"])]
    url: Option<String>,
}

/// A seed: a whole number from 0.
fn seed(s: &str) -> std::result::Result<u64, String> {
    s.trim().parse().map_err(|_| {
        format!(
            "{s:?} is not a seed: give a whole number from 0 to {}",
            u64::MAX
        )
    })
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if let Some(url) = &args.url {
        let (client_id, done) = super::remote::reset(&super::remote::client(ctx, url)?)?;
        let removed = done.removed;
        if ctx.global.json {
            return ctx.out.json(&serde_json::json!({
                "clientId": client_id,
                "server": url,
                "removed": removed,
            }));
        }
        ctx.note(&format!(
            "client id {client_id} cleared at {url}: {} flight orders, {} hotel reservations ({} room bookings) removed; its tokens stay",
            removed.flight_orders, removed.hotel_reservations, removed.hotel_bookings
        ));
        return Ok(());
    }
    let path = match args.state {
        Some(p) => p,
        None => ctx.sandbox_state()?,
    };
    if !path.exists() && args.seed.is_none_or(|s| s == 0) {
        ctx.note(&format!("the sandbox had no state ({})", path.display()));
        return Ok(());
    }
    // a damaged file is copied aside and refused, never deleted, unless told
    let on_damage = if args.fresh {
        travel_sandbox::OnDamage::Fresh
    } else {
        travel_sandbox::OnDamage::Refuse
    };
    // one control surface: the file served in this process for its operator, and
    // cleared through the control API as a server at --url is
    let (api, _operator) = super::remote::operator_of(
        ctx,
        &travel_sandbox::Location::File(path.clone()),
        on_damage,
    )?;
    let servers = api.fetch::<op::ListServers>(&NoQuery {})?.data;
    let cleared = match args.seed {
        None => {
            super::remote::reset(&api.for_tenant(&args.client_id))?;
            format!("client id {}", args.client_id)
        }
        Some(seed) => {
            if let Some(s) = servers.iter().find(|s| s.seed != seed) {
                return Err(Error::usage(format!(
                    "travel sandbox serve (pid {}, port {}) serves {} with the world of seed {}: \
                     stop it before resetting to seed {seed}",
                    s.pid,
                    s.port,
                    path.display(),
                    s.seed,
                ))
                .with_hint(
                    "`travel sandbox reset` without --seed clears a tenant and keeps the server's world",
                ));
            }
            api.call::<op::ResetWorld>(&NoQuery {}, &WorldSeed { seed })?;
            match seed {
                0 => "every client id".to_string(),
                n => format!("every client id, world of seed {n}"),
            }
        }
    };
    mark_gone(
        ctx,
        &path,
        &servers,
        args.seed.is_some() || args.client_id == DEFAULT_CLIENT,
        args.seed.is_some(),
    );
    ctx.note(&format!(
        "sandbox state cleared ({}: {cleared})",
        path.display()
    ));
    for s in &servers {
        ctx.note(&format!(
            "travel sandbox serve (pid {}, port {}) serves the cleared state",
            s.pid, s.port
        ));
    }
    Ok(())
}

/// Mark gone in the journal the bookings the reset cleared: the in-process sandbox's
/// (`own`: its tenant of its own file was cleared) and, when every tenant was (`all`),
/// those made through the servers on the file.
fn mark_gone(ctx: &Ctx, path: &std::path::Path, servers: &[ServerEntry], own: bool, all: bool) {
    let same = |a: &std::path::Path, b: &std::path::Path| {
        a == b || std::fs::canonicalize(a).ok() == std::fs::canonicalize(b).ok()
    };
    let mut cleared: Vec<String> = Vec::new();
    if own && ctx.sandbox_state().is_ok_and(|mine| same(&mine, path)) {
        cleared.push("sandbox".into());
    }
    if all {
        cleared.extend(
            servers
                .iter()
                .map(|s| format!("sandbox via http://127.0.0.1:{}", s.port)),
        );
    }
    if let Err(e) = ctx
        .paths()
        .and_then(|p| crate::journal::sandbox_reset(p, &cleared, &path.display().to_string()))
    {
        ctx.note(&format!(
            "warning: the journal could not record the reset ({}): `travel bookings list` still lists its bookings",
            e.message
        ));
    }
}
