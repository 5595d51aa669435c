//! `travel flights book N`: sell a priced offer to named travellers, once.
//!
//! Everything checkable is checked before anything is sent: the travellers against the
//! offer (one each, held infants too, dates of birth that fit their type), contacts,
//! documents, seats, bags, the ticketing agreement, and that the journal does not hold
//! the same booking. The offer is priced again unless it was priced moments ago; the
//! summary names the environment, the flights, the travellers, seats, bags and the
//! total; the order is sent once and written to the journal.

use chrono::NaiveDate;
use serde_json::Value;
use zeroize::Zeroizing;

use super::price::{self, AddBags, Chosen, Pricing};
use super::shared::seats::{self, SeatChoice};
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::journal;
use crate::order_view as view;
use crate::output::Table;
use crate::saved::OfferNumber;
use crate::travellers;
use travel_core::codes::{self, Code};
use travel_core::model::flight::FlightOffer;
use travel_core::model::order::{
    CreateOrderRequest, FlightOrder, OrderInput, OrderTraveler, TicketingAgreement,
};
use travel_core::model::pricing::BookingRequirements;
use travel_core::ops::flights::CreateOrder;
use travel_core::ops::NoQuery;
use travel_core::parse;

/// A price kept from `flights price` is used for booking this long (seconds).
const RECENT: i64 = 300;

/// Book (sell) a flight offer, once
///
/// Books offer N of the last `flights search` (N.K: brand K of `flights fares N`) for
/// the travellers given: one per traveller of the offer, in its order as `flights price
/// N` lists them, held infants included (an infant is told by the offer's type and a
/// date of birth under two). The offer is priced again first unless `flights price N`
/// priced it in the last five minutes with no seats or bags asked now; the summary
/// names the environment, the flights, the travellers, seats, bags and the final total,
/// and is confirmed on a terminal (--yes without one). The order is sent once, never
/// repeated; it prints the order id and the booking reference and is recorded in the
/// journal (`travel bookings list`). The same booking (same flights, same travellers)
/// is refused while the journal holds it, unless --again.
///
/// Names are sent as airlines ticket them: in the letters A to Z, upper case, as the
/// passport's machine-readable lines write them (Müller → MUELLER, Łódź → LODZ,
/// O'Hara → OHARA), a first name of at most 56 characters and a last name of at most
/// 57; the summary shows them so before anything is sent.
///
/// Passport numbers: give them in --travelers JSON or with --passport-stdin; --passport
/// puts the number on the command line, where other users can see it in the process
/// list and the shell keeps it in its history. So does --traveler with names, e-mails
/// and phones: --travelers FILE|- reads the same lines from a file or stdin instead.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last search (N.K: brand K of `flights fares N`)
    #[arg(value_name = "N")]
    offer: String,
    /// A traveller: "[Title] First Last YYYY-MM-DD [<email>] [+phone]", e.g. "Mr John
    /// Smith 1980-04-12 <john@example.com> +441234567890"; repeat, in the offer's order;
    /// the first needs the e-mail and phone; the title gives the gender (Mr, Mstr,
    /// Master: male; Mrs, Ms, Miss: female; Mx: unspecified; Dr, Prof: none). EXPOSES
    /// names, e-mails and phones in the process list: prefer --travelers FILE|-
    #[arg(long = "traveler", value_name = "TRAVELER")]
    travellers: Vec<String>,
    /// The travellers from a file or `-` for stdin, out of the process list (the
    /// recommended way): one a line in the --traveler form, in the offer's order
    /// (blank lines and lines starting with # skipped), or the service's traveler
    /// objects (JSON: a list, or an object with `travelers`), which may carry documents
    #[arg(
        long = "travelers",
        value_name = "FILE|-",
        conflicts_with = "travellers"
    )]
    travellers_json: Option<String>,
    /// A document per traveller in order: TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], TYPE
    /// P (passport) or I (identity card). EXPOSES the number in the process list: prefer
    /// --passport-stdin or --travelers
    #[arg(long = "passport", value_name = "DOCUMENT")]
    passports: Vec<String>,
    /// Read the documents from stdin, one line per traveller in order (an empty line
    /// for none), in the --passport form
    #[arg(long, conflicts_with = "passports")]
    passport_stdin: bool,
    /// A seat: segment id and seat label, one label per traveller with a seat in order
    /// (`1:12A` or `1:12A,12B`); repeat for other segments
    #[arg(long = "seat", value_name = "SEGMENT:LABEL")]
    seats: Vec<String>,
    /// K extra checked bags for each traveller with a seat, on the segments given
    /// (comma-separated segment ids; all segments when left out)
    #[arg(long, value_name = "K[:SEGMENTS]", aliases = ["bags", "extra-bags"])]
    add_bags: Option<String>,
    /// Ticketing: `confirm` (ticket now) or `delay-to-cancel:DURATION` (ticket within
    /// DURATION, e.g. 6D or 12H, else the order is cancelled); the service's default
    /// when left out
    #[arg(long, value_name = "confirm|delay-to-cancel:DURATION")]
    ticketing: Option<String>,
    /// Book without asking for confirmation (required without a terminal)
    #[arg(long)]
    yes: bool,
    /// Book even though the journal holds the same booking: a second one is wanted
    #[arg(long)]
    again: bool,
}

/// The day an order is ticketed (or, agreed to be ticketed by then or cancelled,
/// lapses): the agreement's delay or date from `today`, no later than the offer's last
/// ticketing date; without either, none known.
fn ticketing_day(
    agreement: Option<&TicketingAgreement>,
    offer: &FlightOffer,
    today: NaiveDate,
) -> Option<NaiveDate> {
    let last = offer
        .last_ticketing_date
        .as_deref()
        .and_then(travel_core::parse::date);
    let agreed = agreement.and_then(|a| {
        if let Some(delay) = a.delay.as_deref() {
            let (n, unit) = delay.split_at(delay.len().saturating_sub(1));
            let n: i64 = n.parse().ok()?;
            let days = if unit.eq_ignore_ascii_case("H") {
                (n + 23) / 24
            } else {
                n
            };
            Some(today + chrono::Duration::days(days))
        } else {
            travel_core::parse::date(a.date_time.as_deref()?.get(..10)?)
        }
    });
    match (agreed, last) {
        (Some(a), Some(l)) => Some(a.min(l)),
        (a, l) => a.or(l),
    }
    .map(|d| d.max(today))
}

fn parse_ticketing(s: &str) -> Result<TicketingAgreement> {
    let bad = || {
        Error::usage(format!(
            "--ticketing {s:?}: give `confirm` or `delay-to-cancel:DURATION` (DURATION a number and D or H, e.g. 6D)"
        ))
    };
    let lower = s.trim().to_ascii_lowercase();
    if lower == "confirm" {
        return Ok(TicketingAgreement {
            option: "CONFIRM".into(),
            ..Default::default()
        });
    }
    let d = lower
        .strip_prefix("delay-to-cancel:")
        .ok_or_else(bad)?
        .to_ascii_uppercase();
    let digits = d.trim_end_matches(['D', 'H']);
    if digits.is_empty()
        || digits.len() + 1 != d.len()
        || !digits.chars().all(|c| c.is_ascii_digit())
        || digits.parse::<u32>().ok() == Some(0)
    {
        return Err(bad());
    }
    Ok(TicketingAgreement {
        option: "DELAY_TO_CANCEL".into(),
        delay: Some(d),
        date_time: None,
    })
}

fn day(at: &str) -> Option<NaiveDate> {
    parse::date(at.get(..10)?)
}

/// The same booking in any words: the flights and the travellers' names.
fn booking_key(o: &FlightOffer, travellers: &[OrderTraveler]) -> String {
    let flights: Vec<String> = o
        .itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .map(|s| {
            format!(
                "{}{} {}-{} {}",
                s.carrier_code,
                s.number,
                s.departure.iata_code,
                s.arrival.iata_code,
                s.departure.at
            )
        })
        .collect();
    let mut names: Vec<String> = travellers
        .iter()
        .map(|t| view::full_name(t).to_lowercase())
        .collect();
    names.sort();
    format!("flight|{}|{}", flights.join(","), names.join(","))
}

fn read_travellers(ctx: &Ctx, args: &Args) -> Result<Vec<OrderTraveler>> {
    if let Some(src) = &args.travellers_json {
        let text = Zeroizing::new(if src == "-" {
            ctx.read_stdin()?
        } else {
            std::fs::read_to_string(src)
                .map_err(|e| Error::usage(format!("--travelers {src:?}: cannot read it ({e})")))?
        });
        if text.trim_start().starts_with(['[', '{']) {
            return travellers::from_json(&text);
        }
        return travellers_of_lines(src, &text);
    }
    if args.travellers.is_empty() {
        return Err(Error::usage(
            "no travellers: give --travelers FILE|- (one a line, out of the process list), or --traveler once per traveller of the offer",
        ));
    }
    args.travellers
        .iter()
        .map(|t| travellers::parse_spec(t))
        .collect()
}

/// The travellers of `--travelers SRC` given one a line in the --traveler form, blank
/// lines and `#` lines skipped; a line that is not one is named by its number.
fn travellers_of_lines(src: &str, text: &str) -> Result<Vec<OrderTraveler>> {
    let people: Vec<OrderTraveler> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            travellers::parse_spec(l.trim()).map_err(|e| {
                Error::usage(format!("--travelers {src} line {}: {}", i + 1, e.message))
            })
        })
        .collect::<Result<_>>()?;
    if people.is_empty() {
        return Err(Error::usage(format!(
            "--travelers {src}: no travellers in it (one a line in the --traveler form, or the service's traveler objects as JSON)"
        )));
    }
    Ok(people)
}

/// The documents given apart from the travellers, in the travellers' order (`None`:
/// none for that traveller); zeroed when dropped.
fn read_documents(ctx: &Ctx, args: &Args) -> Result<Vec<Option<Zeroizing<String>>>> {
    if args.passport_stdin {
        if args.travellers_json.as_deref() == Some("-") {
            return Err(Error::usage(
                "--passport-stdin and --travelers - both read stdin: put the documents in the JSON",
            ));
        }
        let text = Zeroizing::new(ctx.read_stdin()?);
        return Ok(text
            .lines()
            .map(|l| Some(Zeroizing::new(l.trim().to_string())).filter(|l| !l.is_empty()))
            .collect());
    }
    Ok(args
        .passports
        .iter()
        .map(|p| Some(Zeroizing::new(p.clone())))
        .collect())
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    // 1. Everything checkable without the service.
    let number: OfferNumber = args
        .offer
        .trim()
        .parse()
        .map_err(|why: String| Error::usage(why))?;
    let seats: Vec<SeatChoice> = args
        .seats
        .iter()
        .map(|s| seats::parse(s))
        .collect::<Result<_>>()?;
    let add_bags: Option<AddBags> = args
        .add_bags
        .as_deref()
        .map(price::parse_add_bags)
        .transpose()?;
    let agreement = args.ticketing.as_deref().map(parse_ticketing).transpose()?;
    let mut people = read_travellers(ctx, &args)?;
    let documents = read_documents(ctx, &args)?;
    if documents.iter().flatten().count() > 0 && documents.len() > people.len() {
        return Err(Error::usage(format!(
            "{} documents for {} travellers",
            documents.len(),
            people.len()
        )));
    }
    for (t, d) in people.iter_mut().zip(&documents) {
        if let Some(d) = d {
            t.documents = vec![travellers::parse_document(d)?];
        }
    }
    let (searched_json, _) = ctx.saved()?.offer(number, &ctx.origin())?;
    let searched: FlightOffer = serde_json::from_value(searched_json.clone())
        .map_err(|e| Error::usage(format!("offer {number} cannot be read ({e}): search again")))?;
    let segments: Vec<_> = searched
        .itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .collect();
    let (Some(first), Some(last)) = (
        segments.first().and_then(|s| day(&s.departure.at)),
        segments.last().and_then(|s| day(&s.departure.at)),
    ) else {
        return Err(Error::usage(format!(
            "offer {number} has no dated flights: search again"
        )));
    };
    let priced_kinds = travellers::priced_of(&searched);
    // the service's objects may come in any order, each with its id
    if !people.is_empty() && people.iter().all(|t| !t.id.is_empty()) {
        people.sort_by_key(|t| {
            priced_kinds
                .iter()
                .position(|p| p.id == t.id)
                .unwrap_or(usize::MAX)
        });
    }
    let typed: Vec<String> = people.iter().map(view::full_name).collect();
    travellers::check(&mut people, &priced_kinds, first, last)?;
    let key = booking_key(&searched, &people);
    if !args.again {
        journal::refuse_a_second(&journal::path(ctx.paths()?), "flight", &key)?;
    }
    if !args.yes && !ctx.can_prompt() {
        return Err(Error::usage(
            "a booking is confirmed on a terminal; without one, add --yes",
        ));
    }

    // 2. The price as it is now, with the seats and bags asked.
    let now = travel_core::clock::unix_seconds();
    let kept = ctx
        .saved()?
        .priced(number, &searched_json)
        .filter(|(p, at)| {
            now - at <= RECENT
                && seats.is_empty()
                && add_bags.is_none()
                && p["price"]["additionalServices"]
                    .as_array()
                    .is_none_or(Vec::is_empty)
        });
    let (priced_json, requirements): (Value, Option<BookingRequirements>) = match kept {
        Some((p, at)) => {
            ctx.note(&format!(
                "using the price of offer {number} from {} s ago (`travel flights price {number}`)",
                now - at
            ));
            let kept = ctx.saved()?.priced_requirements(number, &searched_json);
            (p, serde_json::from_value(kept).ok().flatten())
        }
        None => {
            let reply = price::price_chosen(
                ctx,
                &[Chosen {
                    number,
                    json: searched_json.clone(),
                    saved: true,
                }],
                &Pricing {
                    add_bags: add_bags.clone(),
                    seats: seats.clone(),
                    ..Default::default()
                },
            )?;
            let p = reply.body["data"]["flightOffers"][0].clone();
            if p.is_null() {
                return Err(Error::new(
                    Kind::Rejected,
                    format!("pricing gave no offer for {number}: nothing was booked"),
                )
                .with_hint(format!("search again: offer {number} may be gone")));
            }
            (p, reply.data.booking_requirements)
        }
    };
    let priced: FlightOffer = serde_json::from_value(priced_json.clone())
        .map_err(|e| Error::unexpected(format!("the priced offer cannot be read: {e}")))?;
    if let Some(req) = &requirements {
        ask_missing_documents(ctx, &args, &mut people, req, last)?;
        travellers::check_requirements(&people, req)?;
    }

    // 3. What will be sold, confirmed.
    let cur = priced.price.currency.clone();
    let total = view::grand_total(&priced);
    let mut shown = priced.clone();
    // the seats and bags asked, as they will be sent, for the summary
    let mut sent_offer = priced_json.clone();
    if !seats.is_empty() || add_bags.is_some() {
        price::set_services(number, &mut sent_offer, add_bags.as_ref(), &seats)?;
        shown = serde_json::from_value(sent_offer.clone()).unwrap_or(shown);
    }
    if !args.passports.is_empty() {
        // said once the booking goes ahead, so a refusal's error stays the first line
        ctx.note("warning: --passport put the document number in the process list and the shell history; --passport-stdin or --travelers keep it out");
    }
    let environment = ctx.environment_name();
    // the summary goes to stderr even with --yes, so a log shows what was sold where
    let mut s = format!("{}\n\n", view::banner(&environment, ctx.out.columns()));
    if let Some(trip) = ctx.trip() {
        // whose file it goes in, before the flights: two customers served at once
        s.push_str(&format!("Trip: {trip}\n\n"));
    }
    s.push_str(&view::detail(&shown, &people, agreement.as_ref()));
    let renamed: Vec<String> = typed
        .iter()
        .zip(&people)
        .map(|(was, t)| (was, view::full_name(t)))
        .filter(|(was, now)| was.to_uppercase() != *now)
        .map(|(was, now)| format!("  {was} → {now}"))
        .collect();
    if !renamed.is_empty() {
        s.push_str(&format!(
            "\n\nNames as they will be ticketed (as the passport's machine-readable lines):\n{}",
            renamed.join("\n")
        ));
    }
    if searched.price.currency == cur && searched.price.total != priced.price.total {
        s.push_str(&format!(
            "\n\nThe price changed since the search: {} → {} {cur}",
            searched.price.total, priced.price.total
        ));
    }
    ctx.note(&s);
    if !args.yes {
        let question = format!(
            "Book the flights above for {} ({environment}): {total} {cur}?",
            people
                .iter()
                .map(view::full_name)
                .collect::<Vec<_>>()
                .join(", ")
        );
        if !ctx.prompter().confirm(&question, false)? {
            return Err(Error::new(Kind::Declined, "not booked: nothing was sent"));
        }
    }
    let body = CreateOrderRequest {
        data: OrderInput {
            kind: "flight-order".into(),
            flight_offers: vec![sent_offer],
            travelers: people.clone(),
            ticketing_agreement: agreement.clone(),
            ..Default::default()
        },
    };

    // 4. Sent once.
    let what = view::itinerary(&priced);
    let names: Vec<String> = people.iter().map(view::full_name).collect();
    let api = ctx.api()?;
    // In the journal before it is sent, so that no end of this process loses it; the
    // journal checked again under its booking lock, so that of two processes booking
    // it at once only one sends it.
    let sending = journal::Sending::begin(
        ctx.paths()?,
        ctx.trip(),
        journal::Entry {
            environment: ctx.environment_name(),
            kind: "flight".into(),
            what: what.clone(),
            guests: names.clone(),
            total: total.clone(),
            currency: cur.clone(),
            key: Some(key),
            starts: segments.first().map(|s| s.departure.at.clone()),
            ends: priced
                .itineraries
                .last()
                .and_then(|it| it.segments.last())
                .map(|s| s.arrival.at.clone()),
            deadline: ticketing_day(agreement.as_ref(), &priced, ctx.today())
                .map(|d| d.to_string()),
            deadline_for: Some(
                match agreement.as_ref().map(|a| a.option.as_str()) {
                    Some("DELAY_TO_CANCEL") => journal::LAPSE,
                    _ => journal::TICKETING,
                }
                .into(),
            ),
            ..Default::default()
        },
        args.again,
    )?;
    let reply = match crate::interrupt::sending(|| api.call::<CreateOrder>(&NoQuery {}, &body)) {
        Ok(r) => r,
        Err(e) => {
            let codes = e.codes.clone();
            let failed = sending.failed(&e);
            let mut explained = explain(
                ctx,
                e,
                failed,
                number,
                &searched_json,
                &priced_json,
                &priced,
                &seats,
                &add_bags,
                &what,
                &total,
                &cur,
            );
            explained.codes = codes;
            return Err(explained);
        }
    };
    let order: FlightOrder = reply.data;
    let references: Vec<String> = order
        .associated_records
        .iter()
        .map(|r| r.reference.clone())
        .filter(|r| !r.is_empty())
        .collect();
    // The order is made: a journal failure must not hide that.
    let (entry, journaled) = sending.made(vec![order.id.clone()], references.clone());
    let reference = references
        .first()
        .cloned()
        .unwrap_or_else(|| "not given".into());
    if ctx.global.json {
        ctx.out.body(&reply.body)?;
    } else if ctx.out.stdout_tty {
        ctx.out.text(&format!(
            "Booked: order {}, booking reference {reference}\n  {what}\n  {} — {total} {cur}",
            order.id,
            names.join(", ")
        ))?;
    } else {
        let mut t = Table::new(&[
            "Order",
            "Reference",
            "Flights",
            "Travellers",
            ">Total",
            "Currency",
            "Journal",
        ]);
        t.push(vec![
            order.id.clone(),
            reference,
            what,
            names.join(", "),
            total,
            cur,
            entry.id.clone(),
        ]);
        ctx.out.table(&t)?;
    }
    match journaled {
        Ok(()) => ctx.note(&format!(
            "recorded in the journal as {} (`travel bookings show {}`, `travel order show {}`)",
            entry.id, entry.id, order.id
        )),
        Err(e) => ctx.note(&format!(
            "warning: the order was made but could not be recorded in the journal: {e}"
        )),
    }
    Ok(())
}

/// On a terminal, ask the documents the airline requires and were not given (hidden,
/// like a password), each checked as it is typed (its shape, an expiry after the last
/// flight, the countries) and asked again with the rule that refused it; the ones
/// typed before are kept.
fn ask_missing_documents(
    ctx: &Ctx,
    args: &Args,
    people: &mut [OrderTraveler],
    req: &BookingRequirements,
    last: NaiveDate,
) -> Result<()> {
    if !ctx.can_prompt() || args.passport_stdin || args.travellers_json.as_deref() == Some("-") {
        return Ok(());
    }
    for (i, t) in people.iter_mut().enumerate() {
        let needed = req
            .traveler_requirements
            .iter()
            .any(|r| r.traveler_id == t.id && r.document_required == Some(true));
        if !needed || !t.documents.is_empty() {
            continue;
        }
        let who = format!("traveller {} ({})", i + 1, view::full_name(t));
        loop {
            let typed = ctx.prompter().password(&format!(
                "Passport of {} (TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], e.g. P:<number>:GB:2031-05-01)",
                view::full_name(t)
            ))?;
            let checked = travellers::parse_document(typed.expose())
                .and_then(|d| travellers::check_document(&who, &d, last).map(|()| d));
            match checked {
                Ok(d) => {
                    t.documents = vec![d];
                    break;
                }
                Err(e) => ctx.note(&format!("  {}: type it again", e.message)),
            }
        }
    }
    Ok(())
}

/// What a failed order creation means, and the way out; never sent again.
#[allow(clippy::too_many_arguments)]
fn explain(
    ctx: &Ctx,
    e: Error,
    failed: journal::Failed,
    number: OfferNumber,
    searched_json: &Value,
    priced_json: &Value,
    priced: &FlightOffer,
    seats: &[SeatChoice],
    bags: &Option<AddBags>,
    what: &str,
    total: &str,
    cur: &str,
) -> Error {
    let code = |c: Code| e.kind == Kind::Rejected && e.has_code(c);
    if let journal::Failed::MayExist(recorded) = failed {
        // sent, and the answer lost: it may exist
        let recorded = format!("; recorded in the journal as {recorded} (state unknown)");
        return Error::new(
            Kind::Unavailable,
            format!(
                "{}: the order was sent and MAY EXIST; it was not sent again{recorded}",
                e.message
            ),
        )
        .with_hint(format!(
            "check before booking again: `travel order show ORDER_ID|REFERENCE` once you have its reference, or `travel bookings list`; `flights book {number} --again` would make a second booking"
        ));
    }
    if code(codes::PRICE_DISCREPANCY) {
        // the kept price is stale now: the next booking prices again
        if let Ok(shelf) = ctx.saved() {
            let _ = shelf.keep_priced(
                number,
                searched_json,
                priced_json,
                &Value::Null,
                &Value::Null,
                0,
            );
        }
        return Error::new(
            Kind::Rejected,
            format!(
                "{}\nthe price changed since pricing: it was priced at {total} {cur}; nothing was booked",
                e.message
            ),
        )
        .with_hint(format!(
            "price it again (`travel flights price {number}`) and book the new total; nothing is re-sent by itself"
        ));
    }
    if code(codes::SEGMENT_SELL_FAILURE) {
        let named: Vec<String> = priced
            .itineraries
            .iter()
            .flat_map(|it| &it.segments)
            .filter(|s| {
                e.message
                    .contains(&format!("{}{}", s.carrier_code, s.number))
                    || e.message
                        .contains(&format!("{} {}", s.carrier_code, s.number))
                    || e.message.contains(&format!("segment {}", s.id))
            })
            .map(|s| {
                format!(
                    "segment {} ({} {}-{})",
                    s.id,
                    crate::format::flight(&s.carrier_code, &s.number),
                    s.departure.iata_code,
                    s.arrival.iata_code
                )
            })
            .collect();
        let which = if named.is_empty() {
            format!("one of the flights ({what})")
        } else {
            named.join(", ")
        };
        return Error::new(
            Kind::Rejected,
            format!(
                "{}\n{which} could not be sold; nothing was booked",
                e.message
            ),
        )
        .with_hint("choose another flight: `travel flights search ...` again");
    }
    let seat_words = e.message.to_ascii_uppercase().contains("SEAT");
    if code(codes::SERVICES_NOT_AVAILABLE)
        || (e.kind == Kind::Rejected && seat_words && !seats.is_empty())
    {
        let mut asked: Vec<String> = Vec::new();
        for s in seats {
            asked.push(format!("--seat {}:{}", s.segment, s.labels.join(",")));
        }
        if let Some(b) = bags {
            asked.push(format!(
                "--add-bags {}{}",
                b.quantity,
                b.segments
                    .as_ref()
                    .map(|s| format!(":{}", s.join(",")))
                    .unwrap_or_default()
            ));
        }
        let services = if asked.is_empty() {
            "no extra service was asked".to_string()
        } else {
            format!("services asked: {}", asked.join(" "))
        };
        let taken: Vec<String> = seats
            .iter()
            .flat_map(|s| {
                s.labels
                    .iter()
                    .filter(|l| e.message.contains(l.as_str()))
                    .map(move |l| format!("seat {l} on segment {}", s.segment))
            })
            .collect();
        let hint = if seat_words && !seats.is_empty() {
            format!(
                "{} taken since pricing: choose a free one (`travel flights seats {number} --segment K`) and book again, or drop --seat",
                if taken.is_empty() {
                    "a seat asked was".to_string()
                } else {
                    format!("{} was", taken.join(", "))
                }
            )
        } else if bags.is_some() {
            "the airline does not sell the extra bags: drop --add-bags and book again".to_string()
        } else {
            "drop the service the airline refuses and book again".to_string()
        };
        return Error::new(
            Kind::Rejected,
            format!("{}\n{services}; nothing was booked", e.message),
        )
        .with_hint(hint);
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticketing_agreements() {
        assert_eq!(parse_ticketing("confirm").unwrap().option, "CONFIRM");
        let t = parse_ticketing("delay-to-cancel:6d").unwrap();
        assert_eq!(
            (t.option.as_str(), t.delay.as_deref()),
            ("DELAY_TO_CANCEL", Some("6D"))
        );
        for bad in [
            "later",
            "delay-to-cancel:",
            "delay-to-cancel:0D",
            "delay-to-cancel:6W",
        ] {
            assert!(parse_ticketing(bad).is_err(), "{bad}");
        }
    }
}
