//! `travel book`: the booking wizard, a flight or a hotel from questions on a terminal.
//!
//! It adds no way of its own to call the service: each step runs a command of the
//! `flights`, `hotels` and `airports` groups with the flags a person would type, and
//! at the end prints those commands, so the person learns the script form.

use clap::ValueEnum;

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::interrupt::InWizard;

mod flight;
mod hotel;
mod place;
mod steps;
#[cfg(test)]
mod tests;

/// Book a flight or a hotel step by step, on a terminal
///
/// Asks what a booking needs, one question at a time, and runs the commands that do
/// it: for a flight, the places (by name or code), the dates, the travellers and the
/// cabin, then a short list of offers (the cheapest, the fastest, good value; more on
/// demand), the branded fares, the price, seats on the seat map, extra bags and the
/// travellers' details; for a hotel, the city or hotel, the dates, the guests, the
/// offers cheapest first with their payment and cancellation terms, the recheck, the
/// guests' details and the card (typed hidden). The booking commands show the summary
/// and ask for the final confirmation; when the service refuses (the price changed, a
/// seat was taken, a flight or room sold out), the wizard goes back to the step that
/// fixes it. At the end it prints the same booking as commands for a script.
///
/// Type `<` (or pick ‹ Back) to go back a step. Esc or Ctrl-C leaves, with nothing
/// booked, at any point before the final confirmation. Needs a terminal on stdin and
/// stdout; scripts use `flights search`, `flights book`, `hotels offers` and `hotels book`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to book (asked when left out)
    #[arg(value_enum)]
    what: Option<What>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum What {
    Flight,
    Hotel,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if !ctx.can_prompt() || !ctx.stdout_is_terminal() {
        return Err(Error::usage(
            "`travel book` asks its questions on a terminal: stdin and stdout must be one",
        )
        .with_hint(
            "in a script, book with the commands: `travel flights search ...` then `travel flights book N --travelers FILE --yes`, or `travel hotels offers ...` then `travel hotels book N --guests FILE --card-stdin --yes`",
        ));
    }
    if ctx.global.json {
        return Err(Error::usage(
            "`travel book` is for a person at a terminal: --json goes with the commands it runs (`travel flights search --json ...`)",
        ));
    }
    let _ctrl_c = InWizard::enter();
    // the customer's file first: a booking made in the wrong trip is the costly mistake
    let file = match ctx.trip() {
        Some(name) => format!("for the trip {name}"),
        None => "in no trip (`travel trip use NAME` files bookings under a customer)".into(),
    };
    steps::say(
        ctx,
        &format!(
            "Booking on {} {file}: < goes back one question, Esc or Ctrl-C leaves with nothing booked",
            ctx.environment_name()
        ),
    );
    let mut what = args.what;
    loop {
        let chosen = match what {
            Some(w) => w,
            None => {
                let items = ["A flight".to_string(), "A hotel".to_string()];
                match ctx.prompter().pick("Book", &items, 0)? {
                    Some(0) => What::Flight,
                    Some(_) => What::Hotel,
                    None => return Err(steps::left()),
                }
            }
        };
        let done = match chosen {
            What::Flight => flight::run(ctx)?,
            What::Hotel => hotel::run(ctx)?,
        };
        match done {
            Some(lines) => {
                let width = ctx.out.columns();
                let mut s = format!(
                    "\n{}\n",
                    crate::output::Output::wrap(
                        "The same booking as commands (for a script; add --yes to book without the prompt):",
                        width
                    )
                    .join("\n")
                );
                for l in lines {
                    s.push_str(&format!("{}\n", l.fitted(ctx, width)));
                }
                return ctx.out.verbatim(s.trim_end());
            }
            // back from the first question: what to book, unless it was given
            None if args.what.is_some() => return Err(steps::left()),
            None => what = None,
        }
    }
}
