//! `travel sandbox tenants`: the operator's view of a sandbox's tenants, and what only
//! the operator does: set the secret that proves a tenant, remove one whole.

use std::path::PathBuf;

use clap::Subcommand;

use crate::credentials::Secret;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::output::Table;
use travel_core::model::sandbox::{TenantEntry, TenantSecret};
use travel_core::ops::sandbox::{self as op, ClientId};
use travel_core::ops::{NoBody, NoQuery};

/// See the sandbox's tenants, set the secret that proves one, remove one
///
/// A client id belongs to whoever holds its secret: a `travel sandbox serve` binds the
/// secret of a client id's first sign-in to it (--tenants bind). A client id that held
/// state before secrets were kept has none, and is refused until its secret is set
/// here; a secret set here registers the tenant (it never expires) and revokes every
/// token issued to it before.
///
/// On a state file (--state, default: the one --sandbox uses) or a running server
/// (--url, with the server's TRAVEL_SANDBOX_ADMIN_SECRET in the environment).
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Args)]
struct Where {
    /// State file, or a PostgreSQL database's postgres:// URL (its password only in
    /// TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)
    #[arg(long, value_name = "FILE|URL")]
    state: Option<PathBuf>,

    /// A running `travel sandbox serve` at URL instead, as its operator: its admin
    /// secret in TRAVEL_SANDBOX_ADMIN_SECRET
    #[arg(long, value_name = "URL", conflicts_with = "state")]
    url: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Every tenant: what it holds, whether a secret proves it, when it was last used
    List {
        #[command(flatten)]
        at: Where,
    },
    /// Set a tenant's secret (registering it: it never expires); its earlier tokens
    /// are revoked. The secret is read from stdin's first line, asked for without echo
    /// on a terminal, or made with --generate
    Secret {
        /// The tenant's client id
        #[arg(value_name = "CLIENT_ID")]
        client_id: String,
        /// Make a new secret and print it (once: it is kept only as a hash)
        #[arg(long)]
        generate: bool,
        #[command(flatten)]
        at: Where,
    },
    /// Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and
    /// secret
    Remove {
        /// The tenant's client id
        #[arg(value_name = "CLIENT_ID")]
        client_id: String,
        /// Remove it without asking (needed without a terminal)
        #[arg(long)]
        yes: bool,
        #[command(flatten)]
        at: Where,
    },
}

/// The environment variable a server's admin secret is in, here as for `sandbox serve`.
const ADMIN_SECRET: &str = "TRAVEL_SANDBOX_ADMIN_SECRET";

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    match args.action {
        Action::List { at } => list(ctx, &at),
        Action::Secret {
            client_id,
            generate,
            at,
        } => {
            check_id(&client_id)?;
            // the secret first: nothing is opened or sent without it
            let secret = new_secret(ctx, generate)?;
            set_secret(ctx, &at, &client_id, &secret)?;
            if generate {
                ctx.out.verbatim(secret.expose())?;
            }
            ctx.note(&format!(
                "tenant {client_id}: its secret is set, its earlier tokens revoked; it never expires"
            ));
            Ok(())
        }
        Action::Remove { client_id, yes, at } => {
            check_id(&client_id)?;
            remove(ctx, &at, &client_id, yes)
        }
    }
}

fn check_id(id: &str) -> Result<()> {
    if id.is_empty() || id.len() > 256 || !id.chars().all(|c| c.is_ascii_graphic()) {
        return Err(Error::usage(format!(
            "{id:?} is not a client id: give 1 to 256 printable characters, without spaces"
        )));
    }
    Ok(())
}

/// The secret to set: made, read from stdin, or asked for twice without echo.
fn new_secret(ctx: &Ctx, generate: bool) -> Result<Secret> {
    if generate {
        return Ok(Secret::new(generated()));
    }
    let secret = if ctx.can_prompt() {
        let first = ctx.prompter().password("New secret")?;
        let again = ctx.prompter().password("The same again")?;
        if first.expose() != again.expose() {
            return Err(Error::usage("the two secrets differ: nothing was set"));
        }
        first
    } else {
        Secret::new(ctx.read_stdin_line()?)
    };
    if secret.expose().is_empty() || secret.expose().len() > 256 {
        return Err(Error::usage(
            "give a secret of 1 to 256 bytes on stdin's first line, or --generate one",
        ));
    }
    Ok(secret)
}

/// 32 letters and digits from the operating system's randomness.
fn generated() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    let mut out = String::with_capacity(32);
    while out.len() < 32 {
        let mut bytes = [0u8; 64];
        getrandom::fill(&mut bytes).expect("the operating system's randomness");
        for b in bytes {
            // bytes past the last whole multiple of the alphabet are left out, so that
            // every character is as likely
            if usize::from(b) < 256 / ALPHABET.len() * ALPHABET.len() && out.len() < 32 {
                out.push(ALPHABET[usize::from(b) % ALPHABET.len()] as char);
            }
        }
    }
    out
}

/// The server at `url`, as its operator.
fn operator(ctx: &Ctx, url: &str) -> Result<crate::api::Client> {
    let admin = std::env::var(ADMIN_SECRET)
        .ok()
        .filter(|s| !s.is_empty())
        .ok_or_else(|| {
            Error::usage(format!(
                "--url acts as the server's operator: set {ADMIN_SECRET} to its admin secret"
            ))
        })?;
    Ok(super::remote::client(ctx, url)?.with_bearer(Secret::new(admin)))
}

/// A refusal of the operator's bearer said as what it is: not the server's admin secret.
fn as_operator<T>(url: &str, done: Result<T>) -> Result<T> {
    done.map_err(|e| {
        if e.kind == crate::error::Kind::Auth {
            Error::new(
                crate::error::Kind::Auth,
                format!("{url} refused {ADMIN_SECRET}: it is not the admin secret that server was started with"),
            )
        } else {
            e
        }
    })
}

/// The operator's client of where `at` says, and a name for it in messages: a server
/// at --url (its admin secret from the environment), or the state (a file or a
/// database) served in this process for its operator. One control surface either way.
fn operate(
    ctx: &Ctx,
    at: &Where,
) -> Result<(crate::api::Client, Option<travel_sandbox::Operator>, String)> {
    if let Some(url) = &at.url {
        return Ok((operator(ctx, url)?, None, url.clone()));
    }
    let location = match &at.state {
        Some(state) => travel_sandbox::Location::parse(state.as_os_str(), 1),
        None => travel_sandbox::Location::File(ctx.sandbox_state()?),
    };
    let named = location.to_string();
    let (api, served) =
        super::remote::operator_of(ctx, &location, travel_sandbox::OnDamage::Refuse)?;
    Ok((api, Some(served), named))
}

fn list(ctx: &Ctx, at: &Where) -> Result<()> {
    let (api, _served, named) = operate(ctx, at)?;
    let reply = as_operator(&named, api.fetch::<op::ListTenants>(&NoQuery {}))?;
    if ctx.global.json {
        return ctx.out.body(&reply.body);
    }
    let entries: Vec<TenantEntry> = reply.data;
    if entries.is_empty() {
        ctx.note("no tenants: none has signed in or holds anything yet");
        return Ok(());
    }
    let mut table = Table::new(&[
        "Client id",
        "Secret",
        "?2Kept",
        "?1Last seen",
        ">Orders",
        ">Hotel bookings",
    ]);
    for e in &entries {
        table.push(vec![
            e.tenant.clone(),
            if e.has_secret { "set" } else { "NEEDED" }.into(),
            if e.registered { "always" } else { "until idle" }.into(),
            e.last_seen.clone().unwrap_or_default(),
            e.holdings.flight_orders.to_string(),
            e.holdings.hotel_bookings.to_string(),
        ]);
    }
    ctx.out.table(&table)?;
    let waiting = entries.iter().filter(|e| !e.has_secret).count();
    if waiting > 0 {
        ctx.note(&format!(
            "{waiting} tenant(s) refused until their secret is set: travel sandbox tenants secret CLIENT_ID"
        ));
    }
    Ok(())
}

fn set_secret(ctx: &Ctx, at: &Where, client_id: &str, secret: &Secret) -> Result<()> {
    let (api, _served, named) = operate(ctx, at)?;
    let done = api.call::<op::SetTenantSecret>(
        &ClientId {
            client_id: client_id.into(),
        },
        &TenantSecret {
            secret: secret.expose().into(),
        },
    );
    as_operator(&named, done)?;
    Ok(())
}

fn remove(ctx: &Ctx, at: &Where, client_id: &str, yes: bool) -> Result<()> {
    if !yes {
        if !ctx.can_prompt() {
            return Err(Error::usage(format!(
                "removing tenant {client_id} deletes its orders and bookings: confirm on a terminal, or give --yes"
            )));
        }
        let asked = format!(
            "Remove tenant {client_id} whole (its orders, bookings, clock, tokens and secret)?"
        );
        if !ctx.prompter().confirm(&asked, false)? {
            ctx.note("nothing removed");
            return Ok(());
        }
    }
    let (api, _served, named) = operate(ctx, at)?;
    let done = api.call::<op::RemoveTenant>(
        &ClientId {
            client_id: client_id.into(),
        },
        &NoBody,
    );
    let removed = match as_operator(&named, done) {
        Ok(_) => true,
        // the service's 404: no such tenant there
        Err(e) if e.kind == crate::error::Kind::Rejected => false,
        Err(e) => return Err(e),
    };
    if !removed {
        return Err(Error::new(
            crate::error::Kind::Rejected,
            format!("no tenant {client_id} here: nothing removed"),
        ));
    }
    ctx.note(&format!("tenant {client_id} removed whole"));
    Ok(())
}
