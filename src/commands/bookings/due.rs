//! `travel bookings due`: the queue of what needs doing soon, most urgent first.

use chrono::{Duration, NaiveDateTime};
use serde::Serialize;

use super::filter::Filters;
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::journal::{Entry, Journal, CANCELLATION, DEPOSIT, LAPSE, TICKETING};
use crate::output::Table;

/// List what needs doing soon, most urgent first, each with the command that acts on it
///
/// Flight orders whose ticketing date nears (ticketed then, or, agreed to be ticketed
/// by then or cancelled, lapsing), hotel bookings whose free cancellation ends or whose
/// deposit the hotel charges (a line for each deadline), and bookings still `unknown`
/// (sent, their answer lost: they may exist). A deadline is local time where the
/// booking is, compared with the clock of the booking's environment: the sandbox's own
/// (`travel sandbox clock`) for the in-process sandbox, the computer's otherwise. A
/// booking whose deadline has passed is overdue until its travel begins.
///
/// Exit code 0 when nothing is due, 8 when something is due within the window, 9 when
/// something is overdue: for cron and scripts. In a trip, the trip's bookings only.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// How far ahead to look: a number and d, h or m (72h, 3d, 1d12h)
    #[arg(long, value_name = "DURATION", default_value = "72h", value_parser = within)]
    within: (i64, String),

    #[command(flatten)]
    filters: Filters,
}

/// A duration in seconds, and as typed.
fn within(s: &str) -> std::result::Result<(i64, String), String> {
    travel_core::clock::span(s)
        .map(|secs| (secs, s.trim().to_string()))
        .ok_or_else(|| format!("{s:?} is not a duration: a number and d, h or m, e.g. 72h or 3d"))
}

/// An item of the queue.
#[derive(Debug, Serialize)]
struct Item {
    /// When it falls due (local time where the booking is), or for an unknown booking
    /// the time it was sent.
    due: String,
    overdue: bool,
    /// What falls due: `ticketing`, `lapse`, `cancellation`, `deposit`, or `unknown`
    /// for a booking whose answer was lost.
    falls_due: String,
    what: String,
    booking: String,
    kind: String,
    journal: String,
    references: Vec<String>,
    travellers: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    trip: Option<String>,
    command: String,
    /// Sorted on: the deadline, or `now` for an unknown booking.
    #[serde(skip)]
    at: NaiveDateTime,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let trip = ctx.trip();
    let today = ctx.today();
    let journal = Journal::read(ctx.paths()?)?;
    let standing = journal.all_where(|e, state| {
        matches!(state, "booked" | "unknown") && args.filters.pass(e, state, trip, today)
    })?;
    let mut items: Vec<Item> = standing
        .iter()
        .flat_map(|(e, state)| items(ctx, e, state, args.within.0))
        .collect();
    items.sort_by(|a, b| a.at.cmp(&b.at).then_with(|| a.journal.cmp(&b.journal)));
    let overdue = items.iter().filter(|i| i.overdue).count();
    if ctx.global.json {
        ctx.out.json_of(&items)?;
    } else if !items.is_empty() {
        // the moment on one line, unless a terminal is too narrow for the table then
        let mut t = queue_table(&items, Narrow::No);
        for narrower in [Narrow::DueWraps, Narrow::DoStacked] {
            if ctx.out.stdout_tty && !ctx.out.wide && t.least_width() > ctx.out.columns() {
                t = queue_table(&items, narrower);
            }
        }
        ctx.out.table(&t)?;
    }
    let span = &args.within.1;
    match (items.len(), overdue) {
        (0, _) => {
            ctx.note(&format!("nothing due within {span}"));
            Ok(())
        }
        (n, 0) => Err(Error::new(Kind::Due, format!("{n} due within {span}"))),
        (n, late) => Err(Error::new(
            Kind::Overdue,
            format!("{n} due within {span}, {late} of them overdue"),
        )),
    }
}

/// How much narrower than one line per field the queue is drawn.
#[derive(Clone, Copy, PartialEq)]
enum Narrow {
    No,
    /// The moment each falls due wraps between its words (`OVERDUE`, the date, the
    /// time), never inside one.
    DueWraps,
    /// Also the command to run stands under what falls due: the table fits 60 columns
    /// with long names and ids.
    DoStacked,
}

/// The queue as a table, `narrow` as the terminal needs.
fn queue_table(items: &[Item], narrow: Narrow) -> Table {
    // scripts keep a column per field; a terminal stacks the booking, its travellers,
    // references and trip in one cell of several lines, so none is ever left out
    let mut script = Table::new(&[
        "Due",
        "What",
        "Booking",
        "Travellers",
        "References",
        "Trip",
        "Do",
    ]);
    let due_title = if narrow == Narrow::No { "Due" } else { "~Due" };
    let mut t = if narrow == Narrow::DoStacked {
        Table::new(&[due_title, "~What", "~Booking"])
    } else {
        Table::new(&[due_title, "~What", "~Booking", "~Do"])
    };
    for i in items {
        let due = if i.overdue {
            format!("OVERDUE {}", i.due)
        } else {
            i.due.clone()
        };
        let (travellers, references) = (i.travellers.join(", "), i.references.join(", "));
        let trip = i.trip.clone().unwrap_or_default();
        let filed = match trip.as_str() {
            "" => references.clone(),
            t => format!("{references} (trip {t})"),
        };
        let booking = crate::output::stacked(&[&i.booking, &travellers, &filed]);
        t.push(if narrow == Narrow::DoStacked {
            vec![
                due.clone(),
                crate::output::stacked(&[&i.what, &i.command]),
                booking,
            ]
        } else {
            vec![due.clone(), i.what.clone(), booking, i.command.clone()]
        });
        script.push(vec![
            due,
            i.what.clone(),
            i.booking.clone(),
            travellers,
            references,
            trip,
            i.command.clone(),
        ]);
    }
    t.piped_as(script)
}

/// Booking `e` as items of the queue, one per deadline that falls within `within`
/// seconds (or has passed, until its travel begins).
fn items(ctx: &Ctx, e: &Entry, state: &str, within: i64) -> Vec<Item> {
    let now = now_in(ctx, &e.environment);
    let reference = e.references.first();
    let look = match (e.kind.as_str(), reference) {
        ("flight", Some(r)) => format!("travel order show {r}"),
        _ => format!("travel bookings show {}", e.id),
    };
    let base = |due: String, at: NaiveDateTime, overdue: bool, falls_due: &str, what: String| {
        let command = match reference {
            Some(r) if !overdue && e.kind == "flight" && falls_due != "unknown" => {
                format!("travel order show {r}; travel order cancel {r}")
            }
            _ => look.clone(),
        };
        Item {
            due,
            overdue,
            falls_due: falls_due.to_string(),
            what,
            booking: e.what.clone(),
            kind: e.kind.clone(),
            journal: e.id.clone(),
            references: e.references.clone(),
            travellers: e.guests.clone(),
            trip: e.trip.clone(),
            command,
            at,
        }
    };
    if state == "unknown" {
        // it may exist: nothing is more urgent than finding out
        let what = "answer lost: it MAY EXIST, check it";
        return vec![base("now".into(), now, false, "unknown", what.into())];
    }
    let begun = e
        .starts
        .as_deref()
        .and_then(crate::format::parse_local)
        .or_else(|| travel_core::parse::date(e.starts.as_deref()?)?.and_hms_opt(0, 0, 0))
        .is_some_and(|s| s <= now);
    if begun {
        return Vec::new();
    }
    deadlines_of(e)
        .into_iter()
        .filter(|(at, _)| *at <= now + Duration::seconds(within))
        .map(|(at, falls_due)| {
            let overdue = at < now;
            let deposit = || {
                let amount = e.deposit.as_deref().unwrap_or("the");
                format!("{amount} {}", e.currency).trim().to_string()
            };
            let what = match (falls_due, overdue) {
                (TICKETING, false) => "ticketed this day: free to cancel before".into(),
                (TICKETING, true) => "ticketing date passed: check the tickets".into(),
                (LAPSE, false) => "lapses unless ticketed by then".into(),
                (LAPSE, true) => "lapsed unless ticketed: check it".into(),
                (CANCELLATION, false) => {
                    "free cancellation ends: cancel with the hotel before".into()
                }
                (CANCELLATION, true) => "free cancellation ended".into(),
                (DEPOSIT, false) => format!("deposit {} charged to the card then", deposit()),
                (DEPOSIT, true) => format!("deposit {} was due: check it was paid", deposit()),
                _ => "deadline".into(),
            };
            let shown = at.format("%Y-%m-%d %H:%M").to_string();
            base(shown, at, overdue, falls_due, what)
        })
        .collect()
}

/// Booking `e`'s deadlines and what falls due at each: its own (`deadline`), and a
/// hotel's deposit. A date alone is due at its end.
fn deadlines_of(e: &Entry) -> Vec<(NaiveDateTime, &str)> {
    let moment = |d: &str| {
        crate::format::parse_local(d)
            .or_else(|| travel_core::parse::date(d.get(..10)?)?.and_hms_opt(23, 59, 0))
    };
    let own = e.deadline.as_deref().and_then(moment).map(|at| {
        let falls_due = e.deadline_for.as_deref().unwrap_or("deadline");
        (at, falls_due)
    });
    let deposit = e
        .deposit_due
        .as_deref()
        .and_then(moment)
        .map(|at| (at, DEPOSIT));
    own.into_iter().chain(deposit).collect()
}

/// Now by the clock of environment `env`: the in-process sandbox's own clock for its
/// bookings (moved with `travel sandbox clock`), the computer's for any other.
fn now_in(ctx: &Ctx, env: &str) -> NaiveDateTime {
    let clock = match (env, ctx.sandbox_state()) {
        ("sandbox", Ok(state)) => travel_sandbox::control::clock_at(
            &state,
            &crate::credentials::Credentials::sandbox().client_id,
        ),
        _ => travel_core::clock::Clock::REAL,
    };
    clock.moment()
}
