//! GET and POST /_sandbox/tenants, PUT /_sandbox/tenants/{clientId}/secret and DELETE
//! /_sandbox/tenants/{clientId}: the operator's view of every tenant, and what only the
//! operator does (the admin secret): register a tenant with its secret, set a secret
//! anew (or the first one of a tenant kept before secrets were), remove a tenant whole.

use crate::ops::prelude::*;
use travel_core::model::sandbox::{Holdings, TenantEntry, TenantRegistration, TenantSecret};
use travel_core::model::Envelope;
use travel_core::ops::sandbox::ClientId;
use travel_core::ops::NoQuery;

/// The longest client id or secret taken.
const LONGEST: usize = 256;

fn admin_only(app: &App) -> Result<(), Rejection> {
    if app.is_admin() {
        return Ok(());
    }
    Err(Rejection::new(
        403,
        codes::INVALID_TOKEN,
        "only the admin secret (TRAVEL_SANDBOX_ADMIN_SECRET of sandbox serve) sees and sets tenants",
    ))
}

pub fn list(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Vec<TenantEntry>> {
    admin_only(app)?;
    let accounts: std::collections::HashMap<String, _> = app
        .accounts()
        .all()?
        .into_iter()
        .map(|a| (a.client_id.clone(), a))
        .collect();
    let all = app
        .tenants()?
        .into_iter()
        .map(|(tenant, holdings)| {
            let account = accounts.get(tenant.as_str());
            TenantEntry {
                office_id: tenant.office_id(),
                tenant: tenant.as_str().to_string(),
                holdings: Holdings {
                    flight_orders: holdings.flight_orders,
                    hotel_reservations: holdings.hotel_reservations,
                    hotel_bookings: holdings.hotel_bookings,
                },
                has_secret: account.is_some_and(|a| a.secret.is_some()),
                registered: account.is_some_and(|a| a.registered),
                last_seen: account.map(|a| utc(a.seen_at)),
            }
        })
        .collect();
    Ok(Envelope::new(all))
}

pub fn register(app: &App, _: &Req, _: NoQuery, body: TenantRegistration) -> Answer<TenantEntry> {
    admin_only(app)?;
    let id = client_id(&body.client_id, "/clientId")?;
    secret(&body.secret)?;
    if app.accounts().find(id)?.is_some_and(|a| a.secret.is_some()) {
        return Err(Rejection::at(
            codes::INVALID_DATA,
            "/clientId",
            format!("{id} has a secret already: PUT /_sandbox/tenants/{id}/secret sets another"),
        )
        .with_status(409));
    }
    set(app, id, &body.secret)
}

pub fn set_secret(app: &App, _: &Req, q: ClientId, body: TenantSecret) -> Answer<TenantEntry> {
    admin_only(app)?;
    let id = client_id(&q.client_id, "clientId")?;
    secret(&body.secret)?;
    set(app, id, &body.secret)
}

pub fn remove(app: &App, _: &Req, q: ClientId, _: NoBody) -> Answer<NoBody> {
    admin_only(app)?;
    let tenant = travel_store::tenant::Tenant::new(&q.client_id);
    if !app.remove_tenant(&tenant)? {
        return Err(Rejection::no_resource());
    }
    Ok(Envelope::new(NoBody))
}

/// Set `id`'s secret and answer what the tenant is now.
fn set(app: &App, id: &str, secret: &str) -> Answer<TenantEntry> {
    let hashed = crate::secrets::hash(secret).map_err(Rejection::system)?;
    let now = travel_core::clock::unix_seconds();
    app.accounts().set_secret(id, &hashed, now)?;
    let tenant = travel_store::tenant::Tenant::new(id);
    Ok(Envelope::new(TenantEntry {
        office_id: tenant.office_id(),
        tenant: id.to_string(),
        holdings: app.as_admin_of(&tenant).holdings()?,
        has_secret: true,
        registered: true,
        last_seen: Some(utc(now)),
    }))
}

fn client_id<'a>(id: &'a str, at: &str) -> Result<&'a str, Rejection> {
    let fine = !id.is_empty() && id.len() <= LONGEST && id.chars().all(|c| c.is_ascii_graphic());
    if fine {
        return Ok(id);
    }
    let no = format!("a client id of 1 to {LONGEST} printable characters, without spaces");
    Err(if at.starts_with('/') {
        Rejection::at(codes::INVALID_FORMAT, at, no)
    } else {
        Rejection::param(codes::INVALID_FORMAT, at, no)
    })
}

fn secret(secret: &str) -> Result<(), Rejection> {
    if secret.is_empty() || secret.len() > LONGEST {
        return Err(Rejection::at(
            codes::INVALID_FORMAT,
            "/secret",
            format!("a secret of 1 to {LONGEST} bytes"),
        ));
    }
    Ok(())
}

/// Unix seconds as the control API writes a moment.
fn utc(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}
