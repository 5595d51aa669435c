//! `travel order cancel ORDER_ID|REF`: cancel a booked flight order, once.

use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::journal;
use crate::order_view as view;
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::{CancelOrder, GetOrder};

/// Cancel a booked flight order
///
/// Reads the order first (by its id, or its booking reference or journal id looked up
/// in the journal) and shows what is cancelled and where; on a terminal you confirm
/// (--yes without one). The cancellation is sent once, never repeated, and appended to
/// the journal. A ticketed order cannot be cancelled through the service: the
/// consolidator must be contacted. Piped, one row (order, reference, state); with
/// --json, the service's body as received (none for a 204).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The order's id, its booking reference or its journal id (an id may begin with
    /// `-`: base64url)
    #[arg(value_name = "ORDER_ID|REF", allow_hyphen_values = true)]
    order: String,
    #[command(flatten)]
    crossing: super::Crossing,
    /// Cancel without asking for confirmation (required without a terminal)
    #[arg(long)]
    yes: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let (id, booking) = super::resolve(ctx, &args.order, args.crossing)?;
    if let Some((e, state)) = &booking {
        if *state == journal::CANCELLED {
            return Err(Error::usage(format!(
                "order {id} ({}) was already cancelled, as the journal records; nothing was sent",
                e.references.join(", ")
            )));
        }
    }
    if !args.yes && !ctx.can_prompt() {
        return Err(Error::usage(
            "a cancellation is confirmed on a terminal; without one, add --yes",
        ));
    }
    let api = ctx.api()?;
    let query = OrderId { id: id.clone() };
    let current = api
        .fetch::<GetOrder>(&query)
        .map_err(|e| super::show::not_found(e, &args.order, &id, "booked"))?;
    let order: FlightOrder = current.data;
    let environment = ctx.environment_name();
    let reference = order
        .associated_records
        .first()
        .map(|r| r.reference.clone())
        .unwrap_or_default();
    let offer = order.flight_offers.first().cloned().unwrap_or_default();
    ctx.note(&format!(
        "{}{}\n\nCANCEL {}",
        view::banner(&environment, ctx.out.columns()),
        match booking.as_ref().and_then(|(e, _)| e.trip.as_deref()) {
            Some(t) => format!("\nTrip: {t}"),
            None => String::new(),
        },
        view::text(&order, "booked")
    ));
    if !args.yes {
        let question = format!(
            "Cancel order {id} (reference {reference}{}), {} ({environment})?",
            super::trip_words(booking.as_ref()),
            view::itinerary(&offer)
        );
        if !ctx.prompter().confirm(&question, false)? {
            return Err(Error::new(
                Kind::Declined,
                "not cancelled: nothing was sent",
            ));
        }
    }
    let reply = crate::interrupt::sending(|| api.fetch::<CancelOrder>(&query)).map_err(|e| {
        if e.kind == Kind::Unavailable && !e.message.starts_with("cannot connect") {
            let m = format!(
                "{}: the cancellation was sent and may have been made; it was not sent again",
                e.message
            );
            Error::new(Kind::Unavailable, m).with_hint(format!(
                "check with `travel order show {id}` (a cancelled order is no longer found)"
            ))
        } else if e.kind == Kind::Rejected
            && e.message.to_ascii_lowercase().contains("consolidator")
        {
            e.with_hint("the order is ticketed: contact the consolidator to cancel it")
        } else {
            e
        }
    })?;
    let names: Vec<String> = order.travelers.iter().map(view::full_name).collect();
    let mark = journal::Entry {
        id: journal::new_id("flight", std::slice::from_ref(&reference)),
        time: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        environment,
        kind: "flight".into(),
        what: format!("cancelled: {}", view::itinerary(&offer)),
        ids: vec![id.clone()],
        references: if reference.is_empty() {
            Vec::new()
        } else {
            vec![reference.clone()]
        },
        guests: names,
        total: view::grand_total(&offer),
        currency: offer.price.currency.clone(),
        card_last4: None,
        event: Some(journal::CANCELLED.into()),
        settles: None,
        // the cancellation goes in the booking's trip, where `trip show` reads it
        trip: booking.as_ref().and_then(|(e, _)| e.trip.clone()),
        key: booking.and_then(|(e, _)| e.key),
        ..Default::default()
    };
    let journaled = journal::append(&journal::path(ctx.paths()?), &mark);
    if ctx.global.json {
        // the body as received: a 204 has none, so nothing is printed
        if !reply.body.is_null() {
            ctx.out.body(&reply.body)?;
        }
    } else if ctx.out.stdout_tty {
        ctx.out.text(&format!(
            "Cancelled: order {id}, booking reference {reference}"
        ))?;
    } else {
        let mut t = crate::output::Table::new(&["Order", "Reference", "State"]);
        t.push(vec![id.clone(), reference, "cancelled".into()]);
        ctx.out.table(&t)?;
    }
    match journaled {
        Ok(()) => ctx.note(&format!("recorded in the journal ({})", mark.id)),
        Err(e) => ctx.note(&format!(
            "warning: the order was cancelled but this could not be recorded in the journal: {e}"
        )),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::ctx::testing::{travel, Doubles};

    /// Without a terminal and without `--yes`, a cancellation is refused before anything
    /// is sent: the error alone on stderr, nothing on stdout, exit 2. (Had the sandbox
    /// been asked anything, its note would follow the error.)
    #[test]
    fn without_a_terminal_or_yes_it_is_refused_with_nothing_sent() {
        let home = tempfile::tempdir().unwrap();
        let args = ["--sandbox", "order", "cancel", "ABC"];
        let run = travel(&args, Doubles::piped("", home.path()), None);
        assert_eq!(run.code, 2, "{run:?}");
        assert_eq!(run.stdout, "");
        assert_eq!(
            run.stderr,
            "error: a cancellation is confirmed on a terminal; without one, add --yes\n"
        );
    }
}
