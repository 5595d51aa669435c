//! /_sandbox/faults: the faults the tenant injects into its own calls (`crate::faults`).

use crate::ops::prelude::*;
use travel_core::model::sandbox::{Fault, FaultSpec};
use travel_core::model::Envelope;
use travel_core::ops::sandbox::FaultId;
use travel_core::ops::NoQuery;

pub fn list(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<Vec<Fault>> {
    let all = app.faults(|f| f.list())?;
    Ok(Envelope::new(all))
}

pub fn add(app: &App, _: &Req, _: NoQuery, spec: FaultSpec) -> Answer<Fault> {
    let known = crate::ops::routes().faultable();
    let added = app.faults(|f| f.add(spec.clone(), &known))??;
    Ok(Envelope::new(added))
}

pub fn remove(app: &App, _: &Req, q: FaultId, _: NoBody) -> Answer<NoBody> {
    let removed = app.faults(|f| f.remove(&q.fault_id))?;
    if !removed {
        return Err(Rejection::no_resource());
    }
    Ok(Envelope::new(NoBody))
}

pub fn clear(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<NoBody> {
    app.faults(|f| f.clear())?;
    Ok(Envelope::new(NoBody))
}
