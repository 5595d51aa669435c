//! The control API (`/_sandbox/...`, declared in `travel_core::ops::sandbox`): what a
//! team's CI does to its own tenant of a shared server, with its own token. Every
//! handler acts on the request's tenant and no other; health and the OpenAPI document
//! answer without a token (the router lets them through), and the document, being
//! no envelope, is answered by the router itself.

mod clock;
mod faults;
mod info;
mod journal;
mod scenarios;
mod settings;
mod state;
mod tenants;
mod world;

use crate::router::Router;
use travel_core::ops::sandbox as op;

pub fn register(r: &mut Router) {
    r.on::<op::CheckHealth>(info::health)
        .on::<op::GetInfo>(info::info)
        .on::<op::ListTenants>(tenants::list)
        .on::<op::RegisterTenant>(tenants::register)
        .on::<op::SetTenantSecret>(tenants::set_secret)
        .on::<op::RemoveTenant>(tenants::remove)
        .on::<op::ResetWorld>(world::reset_world)
        .on::<op::ListServers>(world::servers)
        .on::<op::ResetTenant>(state::reset)
        .on_raw::<op::ExportState>(state::export)
        .on_raw::<op::ImportState>(state::import)
        .on::<op::GetClock>(clock::show)
        .on::<op::SetClock>(clock::set)
        .on::<op::AdvanceClock>(clock::advance)
        .on::<op::RealClock>(clock::real)
        .on::<op::GetSettings>(settings::show)
        .on::<op::SetSettings>(settings::set)
        .on::<op::ListScenarios>(scenarios::list)
        .on::<op::ListFaults>(faults::list)
        .on::<op::AddFault>(faults::add)
        .on::<op::RemoveFault>(faults::remove)
        .on::<op::ClearFaults>(faults::clear)
        .on::<op::GetJournal>(journal::newest)
        .on::<op::ClearJournal>(journal::clear);
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_declared_control_operation_is_answered_and_no_other() {
        let mut answered: Vec<_> = crate::ops::routes()
            .table()
            .into_iter()
            .filter(|(_, path)| path.starts_with(travel_core::ops::sandbox::PREFIX))
            .collect();
        // the document is answered by the router itself, outside any envelope
        answered.push(("GET", "/_sandbox/openapi.json"));
        answered.sort();
        let mut declared = travel_core::ops::sandbox::declared();
        declared.sort();
        assert_eq!(answered, declared);
    }
}
