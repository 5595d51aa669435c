//! `travel sandbox clock`: show, set, advance or reset a tenant's clock in the sandbox.

use std::path::PathBuf;

use clap::Subcommand;
use serde_json::json;

use super::remote;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_core::clock::{self, Clock};
use travel_core::model::sandbox::ClockState;
use travel_sandbox::control::DEFAULT_CLIENT;

/// Show or move a tenant's clock in the sandbox
///
/// The sandbox's now, read by everything it answers: which dates are past, prices by
/// days before departure, flights that have left, hotel and flight availability,
/// orders ticketed (or cancelled under a DELAY_TO_CANCEL agreement) once their
/// ticketing day is over. Access tokens run out by real time, never by this clock.
/// `travel --sandbox` commands check dates and read `+N`, `today` and `tomorrow` by
/// the same clock.
///
/// Each client id is a tenant of the sandbox with a clock of its own: this one moves
/// the clock of the client id `travel --sandbox` uses (`sandbox`), or of --client-id
/// (an app's, against `travel sandbox serve`). Other tenants' clocks stay where they
/// are.
///
/// It is kept in the state file as an offset from real time, so it keeps moving:
/// `set` puts it at a moment from which it runs on. TRAVEL_TODAY, when set, is the
/// real time the offset is added to, so a pinned run stays pinned where it was put.
/// Times are wall-clock times: UTC under TRAVEL_TODAY, else local time.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,

    /// State file, given before the action (default: the one --sandbox uses)
    #[arg(long, value_name = "FILE")]
    state: Option<PathBuf>,

    /// The tenant whose clock this is: the client id its tokens are issued to, given
    /// before the action
    #[arg(long, value_name = "ID", default_value = DEFAULT_CLIENT)]
    client_id: String,

    /// Drive a running `travel sandbox serve` at URL instead of a state file: the
    /// clock of the tenant of the credentials in use (AMADEUS_CLIENT_ID), given before
    /// the action
    #[arg(long, value_name = "URL", conflicts_with_all = ["state", "client_id"])]
    url: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Show the clock (the default)
    Show,
    /// Put the clock at a date (its first minute) or a moment, from which it runs on
    ///
    /// Back by more than a day is confirmed on a terminal (--yes without one): what the
    /// sandbox sold since that day reads as sold in the future.
    Set {
        /// YYYY-MM-DD or YYYY-MM-DDThh:mm
        #[arg(value_name = "DATE[THH:MM]")]
        at: String,
        /// Move the clock back by more than a day without asking
        #[arg(long)]
        yes: bool,
    },
    /// Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h
    Advance {
        /// How far: 3d, 12h, 90m, 1d12h...
        #[arg(value_name = "DURATION")]
        by: String,
    },
    /// Go back to real time
    Reset,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    // the input first: nothing is opened on bad input
    let action = args.action.unwrap_or(Action::Show);
    let call = match &action {
        Action::Show => remote::ClockCall::Show,
        Action::Set { at, .. } => {
            set_to(at)?;
            remote::ClockCall::Set(at)
        }
        Action::Advance { by } => {
            advance_by(by)?;
            remote::ClockCall::Advance(by)
        }
        Action::Reset => remote::ClockCall::Real,
    };
    // one control surface: a server at --url, or the state file served in this process
    // for its operator, both through the control API
    let (api, _operator) = match &args.url {
        Some(url) => (remote::client(ctx, url)?, None),
        None => {
            let path = match args.state {
                Some(p) => p,
                None => ctx.sandbox_state()?,
            };
            let (api, operator) = remote::operator_of(
                ctx,
                &travel_sandbox::Location::File(path),
                travel_sandbox::OnDamage::Refuse,
            )?;
            (api.for_tenant(&args.client_id), Some(operator))
        }
    };
    if let Action::Set { at, yes } = &action {
        let (_, state) = remote::clock(&api, remote::ClockCall::Show)?;
        let now = clock::pin(&state.now).unwrap_or_else(|| Clock::REAL.moment());
        backwards(ctx, now, at, *yes)?;
    }
    let (client_id, state) = remote::clock(&api, call)?;
    match &args.url {
        Some(url) => show_served(ctx, url, &client_id, &state),
        None => show(
            ctx,
            &args.client_id,
            Clock {
                offset: state.offset_seconds,
            },
        ),
    }
}

/// The clock `at` puts the sandbox at, checked: a date or moment, within a hundred years.
fn set_to(at: &str) -> Result<Clock> {
    let moment = clock::pin(at).ok_or_else(|| {
        Error::usage(format!(
            "clock set {at:?}: give a date YYYY-MM-DD or a moment YYYY-MM-DDThh:mm"
        ))
    })?;
    let to = Clock::set_to(moment);
    if to.offset.abs() > clock::MAX_SPAN {
        return Err(Error::usage(format!(
            "clock set {at:?}: more than a hundred years away"
        )));
    }
    Ok(to)
}

/// A clock put back by more than a day is confirmed: on a terminal asked, without one
/// refused unless --yes (exit 2, the clock left where it is).
fn backwards(ctx: &Ctx, now: chrono::NaiveDateTime, at: &str, yes: bool) -> Result<()> {
    let Some(to) = clock::pin(at) else {
        return Ok(());
    };
    let back = now - to;
    if back <= chrono::Duration::days(1) || yes {
        return Ok(());
    }
    let how_far = match back.num_days() {
        d if d >= 730 => format!("{} years", d / 365),
        d if d >= 60 => format!("{} months", d / 30),
        d => format!("{d} days"),
    };
    let question = format!(
        "The clock reads {}: move it {how_far} back, to {}?",
        now.format("%Y-%m-%d %H:%M"),
        to.format("%Y-%m-%d %H:%M")
    );
    if !ctx.can_prompt() {
        return Err(Error::usage(format!(
            "clock set {at}: that is {how_far} before the clock's {}; add --yes to move it back",
            now.format("%Y-%m-%d %H:%M")
        )));
    }
    if ctx.prompter().confirm(&question, false)? {
        Ok(())
    } else {
        Err(Error::new(
            crate::error::Kind::Declined,
            "the clock was left where it was",
        ))
    }
}

/// Seconds `by` moves the clock on, checked.
fn advance_by(by: &str) -> Result<i64> {
    clock::span(by).ok_or_else(|| {
        Error::usage(format!(
            "clock advance {by:?}: give days, hours and minutes in that order, e.g. 3d, 12h, 90m or 1d12h"
        ))
    })
}

/// The moment on stdout (`--json`: with the day, the offset and the tenant); how far
/// from real time, and whose clock it is, on stderr.
fn show(ctx: &Ctx, client_id: &str, c: Clock) -> Result<()> {
    let now = c.moment().format("%Y-%m-%dT%H:%M").to_string();
    let base = std::env::var(clock::ENV)
        .ok()
        .filter(|v| clock::pin(v).is_some());
    if ctx.global.json {
        ctx.out.json(&json!({
            "now": now,
            "today": c.today().to_string(),
            "offsetSeconds": c.offset,
            "clientId": client_id,
            "base": base.as_deref().map_or("real time".to_string(), |v| format!("{} {v}", clock::ENV)),
        }))?;
    } else {
        ctx.out.verbatim(&now)?;
    }
    let from = base.map_or("real time".to_string(), |v| format!("{}={v}", clock::ENV));
    let whose = format!("the sandbox clock of client id {client_id}");
    ctx.note(&match c.offset {
        0 => format!("{whose} follows {from}"),
        o if o > 0 => format!("{whose} is {} ahead of {from}", span_text(o)),
        o => format!("{whose} is {} behind {from}", span_text(-o)),
    });
    Ok(())
}

/// A served sandbox's clock as its control API gives it, shown as a state file's is.
fn show_served(ctx: &Ctx, url: &str, client_id: &str, c: &ClockState) -> Result<()> {
    if ctx.global.json {
        ctx.out.json(&json!({
            "now": c.now,
            "today": c.today,
            "offsetSeconds": c.offset_seconds,
            "clientId": client_id,
            "server": url,
        }))?;
    } else {
        ctx.out.verbatim(&c.now)?;
    }
    let whose = format!("the clock of client id {client_id} at {url}");
    ctx.note(&match c.offset_seconds {
        0 => format!("{whose} follows the server's time"),
        o if o > 0 => format!("{whose} is {} ahead of the server's time", span_text(o)),
        o => format!("{whose} is {} behind the server's time", span_text(-o)),
    });
    Ok(())
}

/// `3d 4h 5m`, leaving out what is zero (seconds are not shown).
fn span_text(secs: i64) -> String {
    let (d, h, m) = (secs / 86_400, secs % 86_400 / 3_600, secs % 3_600 / 60);
    let parts: Vec<String> = [(d, "d"), (h, "h"), (m, "m")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, u)| format!("{n}{u}"))
        .collect();
    if parts.is_empty() {
        "less than a minute".into()
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_read_as_days_hours_minutes() {
        assert_eq!(span_text(3 * 86_400 + 4 * 3_600 + 5 * 60 + 7), "3d 4h 5m");
        assert_eq!(span_text(90 * 60), "1h 30m");
        assert_eq!(span_text(20), "less than a minute");
    }

    #[test]
    fn bad_input_is_refused_before_anything_is_opened() {
        for bad in ["yesterday", "2026-13-01", "2026-12-01 10:00", "+3"] {
            let e = set_to(bad).err().unwrap();
            assert_eq!(e.exit_code(), 2, "{bad}");
            assert!(e.message.contains("YYYY-MM-DD"), "{}", e.message);
        }
        for bad in ["3x", "", "12h3d", "0d"] {
            let e = advance_by(bad).err().unwrap();
            assert_eq!(e.exit_code(), 2, "{bad}");
        }
        assert_eq!(advance_by("1d12h").unwrap(), 129_600);
    }
}
