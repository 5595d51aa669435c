//! GET /_sandbox/health, /_sandbox/info and /_sandbox/tenants: whether the server
//! answers, what it is and what the asking tenant holds; every tenant for the holder
//! of the admin secret.

use crate::ops::prelude::*;
use travel_core::model::sandbox::{Health, Info, TenantEntry};
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
        seed: app.seed(),
        tenant: tenant.as_str().to_string(),
        office_id: tenant.office_id(),
        clock: super::clock::state(app.clock()),
        holdings: app.holdings()?,
        faults: app.faults(|f| f.len())?,
        rate_limit: app.rate_limit().map(|r| r.to_string()),
    }))
}

pub fn tenants(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Vec<TenantEntry>> {
    if !app.is_admin() {
        return Err(Rejection::new(
            403,
            codes::INVALID_TOKEN,
            "only the admin secret (TRAVEL_SANDBOX_ADMIN_SECRET of sandbox serve) sees every tenant",
        ));
    }
    let all = app
        .tenants()?
        .into_iter()
        .map(|(tenant, holdings)| TenantEntry {
            office_id: tenant.office_id(),
            tenant: tenant.as_str().to_string(),
            holdings: travel_core::model::sandbox::Holdings {
                flight_orders: holdings.flight_orders,
                hotel_reservations: holdings.hotel_reservations,
                hotel_bookings: holdings.hotel_bookings,
            },
        })
        .collect();
    Ok(Envelope::new(all))
}
