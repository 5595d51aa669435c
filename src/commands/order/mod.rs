//! `travel order`: a booked flight order.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal;

/// Acting on an order of another customer's trip, asked for by name.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Crossing {
    /// Act on the order though it belongs to another trip than the one in use (its
    /// trip is named either way; `--trip` of its own trip needs no such flag)
    #[arg(long)]
    other_trip: bool,
}

/// The order named by an id or a booking reference (or a journal id): the service's
/// order id, and its booking in the journal with its state when there is one. An
/// order the journal holds in another trip than the one in use is refused (exit 2,
/// nothing sent) unless `crossing` says so: the trip is the customer's file, and a
/// reference typed in the wrong window must not touch the other customer's flights.
pub(crate) fn resolve(
    ctx: &Ctx,
    wanted: &str,
    crossing: Crossing,
) -> Result<(String, Option<(journal::Entry, &'static str)>)> {
    let (id, found) = resolve_any(ctx, wanted)?;
    if let Some((e, _)) = &found {
        same_trip(&id, e, ctx.trip(), crossing.other_trip)?;
    }
    Ok((id, found))
}

/// Refuse an order of trip A when trip B is in use, naming both and the two ways on.
fn same_trip(id: &str, e: &journal::Entry, active: Option<&str>, other_trip: bool) -> Result<()> {
    let (Some(own), Some(here)) = (e.trip.as_deref(), active) else {
        return Ok(());
    };
    if own == here || other_trip {
        return Ok(());
    }
    let reference = match e.references.first() {
        Some(r) => format!(" ({r}, {})", e.guests.join(", ")),
        None => String::new(),
    };
    Err(Error::usage(format!(
        "order {id}{reference} belongs to trip {own}, not to trip {here} in use here; nothing was sent"
    ))
    .with_hint(format!(
        "`--trip {own}` acts on it in its own trip; --other-trip acts on it from trip {here}"
    )))
}

/// The trip an order of the journal belongs to, in words for a summary ("" without one).
pub(crate) fn trip_words(booking: Option<&(journal::Entry, &'static str)>) -> String {
    match booking.and_then(|(e, _)| e.trip.as_deref()) {
        Some(t) => format!(", trip {t}"),
        None => String::new(),
    }
}

fn resolve_any(
    ctx: &Ctx,
    wanted: &str,
) -> Result<(String, Option<(journal::Entry, &'static str)>)> {
    let wanted = wanted.trim();
    if wanted.is_empty() || wanted.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(Error::usage(format!(
            "{wanted:?} is not an order id or booking reference"
        )));
    }
    let found = journal::Journal::read(ctx.paths()?)?
        .find(|e| e.kind.as_ref() == "flight" && e.is_named(wanted))?;
    let id = match &found {
        Some((e, _)) => match e.ids.first() {
            Some(id) => id.clone(),
            None => {
                return Err(Error::usage(format!(
                    "{wanted:?} is a booking of the journal whose answer was lost: its order id is not known"
                ))
                .with_hint("check with the service by the booking reference, if you have it"))
            }
        },
        None => wanted.to_string(),
    };
    Ok((id, found))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn booked_in(trip: Option<&str>) -> journal::Entry {
        journal::Entry {
            trip: trip.map(str::to_string),
            references: vec!["SRAFTQ".into()],
            guests: vec!["JOHN SMITH".into()],
            ..Default::default()
        }
    }

    /// Every pairing of the order's trip and the trip in use: refused exactly when both
    /// are named and differ, unless --other-trip; the refusal names both trips.
    #[test]
    fn an_order_of_another_trip_is_refused_unless_asked() {
        let trips = [None, Some("smith-nyc"), Some("jones-rome")];
        for own in trips {
            for here in trips {
                for other in [false, true] {
                    let got = same_trip("ID1", &booked_in(own), here, other);
                    let crosses = matches!((own, here), (Some(a), Some(b)) if a != b);
                    assert_eq!(got.is_err(), crosses && !other, "{own:?} {here:?} {other}");
                    if let Err(e) = got {
                        assert!(e.message.contains(own.unwrap()), "{}", e.message);
                        assert!(e.message.contains(here.unwrap()), "{}", e.message);
                        assert!(e.message.contains("JOHN SMITH"), "{}", e.message);
                    }
                }
            }
        }
    }
}

mod cancel;
mod itinerary;
mod seats;
mod show;

/// Look at, and cancel, a booked flight order
#[derive(Debug, Subcommand)]
pub enum Command {
    Show(show::Args),
    Cancel(cancel::Args),
    Seats(seats::Args),
    Itinerary(itinerary::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Show(args) => show::run(ctx, args),
        Command::Cancel(args) => cancel::run(ctx, args),
        Command::Seats(args) => seats::run(ctx, args),
        Command::Itinerary(args) => itinerary::run(ctx, args),
    }
}
