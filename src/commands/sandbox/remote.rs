//! `--url URL` of `travel sandbox clock|reset|scenarios`: drive a running `travel
//! sandbox serve`, here or on another machine, through its control API (`/_sandbox/`)
//! rather than a state file on this disk. The tenant acted on is the client id of the
//! credentials in use (AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET, or the keyring's),
//! as for any call to that server: an app's CI moves its own clock, never another's.

use crate::api::Client;
use crate::credentials::Secret;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_core::model::sandbox::{ClockAdvance, ClockSet, ClockState, ResetDone, ScenarioEntry};
use travel_core::ops::sandbox as op;
use travel_core::ops::{NoBody, NoQuery};

/// What `sandbox clock` asks of the server.
pub enum ClockCall<'a> {
    Show,
    Set(&'a str),
    Advance(&'a str),
    Real,
}

/// A client of the server at `url`, checked to be an address.
pub(super) fn client(ctx: &Ctx, url: &str) -> Result<Client> {
    let parsed = url::Url::parse(url)
        .map_err(|e| Error::usage(format!("--url {url:?}: not an address ({e})")))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(Error::usage(format!(
            "--url {url:?}: give the server's http:// or https:// address, as sandbox serve prints it"
        )));
    }
    ctx.api_at(url)
}

/// The tenant's clock after `call`, asked of `api` (a client of the server at `--url`,
/// or the operator's of a state served in this process).
pub fn clock(api: &Client, call: ClockCall) -> Result<(String, ClockState)> {
    let state = match call {
        ClockCall::Show => api.fetch::<op::GetClock>(&NoQuery {})?,
        ClockCall::Set(at) => api.call::<op::SetClock>(&NoQuery {}, &ClockSet { at: at.into() })?,
        ClockCall::Advance(by) => {
            api.call::<op::AdvanceClock>(&NoQuery {}, &ClockAdvance { by: by.into() })?
        }
        ClockCall::Real => api.fetch::<op::RealClock>(&NoQuery {})?,
    };
    Ok((api.credentials().client_id.clone(), state.data))
}

/// Clear the tenant's business state; what it held, and its client id.
pub fn reset(api: &Client) -> Result<(String, ResetDone)> {
    let done = api.call::<op::ResetTenant>(&NoQuery {}, &NoBody)?;
    Ok((api.credentials().client_id.clone(), done.data))
}

/// The operator's client of the state at `at`, served in this process for the run of
/// one command (`travel_sandbox::Operator`, stopped when dropped, after the client):
/// the `--state` forms of `sandbox clock|reset|tenants` go through the control API as
/// `--url` does.
pub(super) fn operator_of(
    ctx: &Ctx,
    at: &travel_sandbox::Location,
    on_damage: travel_sandbox::OnDamage,
) -> Result<(Client, travel_sandbox::Operator)> {
    let operator = travel_sandbox::Operator::start(at, on_damage, ctx.served())?;
    let api = ctx
        .api_as(&operator.url, crate::credentials::Credentials::sandbox())?
        .with_bearer(Secret::new(operator.admin.clone()));
    Ok((api, operator))
}

/// The server's scenario catalogue.
pub fn scenarios(ctx: &Ctx, url: &str) -> Result<Vec<ScenarioEntry>> {
    let api = client(ctx, url)?;
    Ok(api.fetch::<op::ListScenarios>(&NoQuery {})?.data)
}
