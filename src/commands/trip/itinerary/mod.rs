//! `travel trip itinerary`: a trip's flights and stays as documents a traveller keeps:
//! an iCalendar file (RFC 5545), one event per flight and per stay (`ics`), a printable
//! page (`html`), and that page as a PDF printed by Chromium (`pdf`). All are made from
//! the same legs and stays, read once.

use std::collections::HashMap;
use std::path::PathBuf;

use chrono::{Duration, NaiveDate, NaiveDateTime};

use crate::commands::order::view;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal::{Entry, Journal};
use crate::trip;
use travel_core::model::flight::FareDetails;
use travel_core::model::location::{Location, LocationById};
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::GetOrder;
use travel_core::ops::reference::GetLocation;

mod html;
mod ics;
mod pdf;
mod zones;

/// Write a trip's itinerary: a calendar file (an event per flight and stay), a page, a PDF
///
/// Flights are read from the service (the orders as they are now, so run it against
/// the environment they were booked in: `--sandbox` for sandbox bookings), each
/// segment an event from its departure to its arrival in the local times of its
/// airports with their time zones (summer time where the day flown has it), its
/// local times, terminals, booking reference and
/// travellers in the description. Stays are all-day events from check-in to
/// check-out with their confirmation numbers. The page (--html) lists the same, with
/// the travellers and their documents (numbers masked), for printing from a browser;
/// --pdf prints it with Chromium (exit 10, nothing written, when none is installed).
/// Cancelled bookings are left out.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The trip (default: the one in use)
    name: Option<String>,
    #[command(flatten)]
    documents: Documents,
}

/// A flight of the trip: one segment of a booked order.
pub(super) struct Leg {
    pub flight: String,
    pub from: String,
    pub to: String,
    /// Local times at each end, the airports' time zones and their offsets from UTC at
    /// those times when known.
    pub leaves: NaiveDateTime,
    pub lands: NaiveDateTime,
    pub from_zone: Option<chrono_tz::Tz>,
    pub to_zone: Option<chrono_tz::Tz>,
    pub from_offset: Option<Duration>,
    pub to_offset: Option<Duration>,
    pub from_terminal: Option<String>,
    pub to_terminal: Option<String>,
    pub reference: String,
    pub order: String,
    /// Its number in its order, from 1.
    pub segment: usize,
    pub travellers: Vec<String>,
    /// The travellers' documents, their numbers masked: "ADA LOVELACE: passport
    /// ****321 GB to 2031-01-01".
    pub documents: Vec<String>,
    /// The fare in words (the cabin, the brand, changes and refund: "Economy, LIGHT;
    /// changes for a fee, no refund"), and the checked bags included ("1 bag",
    /// "23 KG"), as the first traveller's fare says.
    pub fare: String,
    pub bags: Option<String>,
}

/// A stay of the trip.
pub(super) struct Stay {
    pub hotel: String,
    /// The journal's line for it: the hotel, the dates, the rooms.
    pub what: String,
    pub check_in: NaiveDate,
    pub check_out: NaiveDate,
    pub confirmations: Vec<String>,
    pub guests: Vec<String>,
    pub journal: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    args.documents.check()?;
    let name = args
        .name
        .clone()
        .or_else(|| trip::active().map(str::to_string))
        .ok_or_else(|| {
            Error::usage("which trip? give its name, or `travel trip use NAME` first")
        })?;
    let t = trip::load(&name)?;
    let bookings = Journal::read()?.all_where(|e, state| {
        e.trip.as_ref().is_some_and(|x| x.as_ref() == t.name) && matches!(state, "booked")
    })?;
    let mut offsets = Offsets::default();
    let here = ctx.environment_name();
    let (mut legs, mut stays) = (Vec::new(), Vec::new());
    for (e, _) in bookings.iter().rev() {
        if e.environment != here {
            ctx.note(&format!(
                "{} was booked in {}, and this run talks to {here}: left out",
                e.id, e.environment
            ));
            continue;
        }
        let read = match e.kind.as_str() {
            "flight" => flight_legs(ctx, e, &mut offsets).map(|l| legs.extend(l)),
            "hotel" => stay(e).map(|s| stays.push(s)),
            _ => Ok(()),
        };
        if let Err(err) = read {
            ctx.note(&format!("{} left out: {}", e.id, err.message));
        }
    }
    if legs.is_empty() && stays.is_empty() {
        return Err(Error::usage(format!(
            "trip {} has no flights or stays booked in {here} to write",
            t.name
        )));
    }
    legs.sort_by_key(|l| l.leaves);
    stays.sort_by_key(|s| s.check_in);
    args.documents
        .write(ctx, &format!("Trip {}", t.name), &legs, &stays)
}

/// Where the documents go: `--ics`, `--html`, `--pdf` (at least one).
#[derive(Debug, clap::Args)]
#[group(required = true, multiple = true)]
pub struct Documents {
    /// Write the calendar to FILE (`-`: stdout)
    #[arg(long, value_name = "FILE")]
    ics: Option<String>,
    /// Write a printable page (HTML) to FILE (`-`: stdout)
    #[arg(long, value_name = "FILE")]
    html: Option<String>,
    /// Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)
    #[arg(long, value_name = "FILE", value_parser = pdf_file)]
    pdf: Option<PathBuf>,
}

/// A PDF goes to a file: binary on a terminal helps nobody.
fn pdf_file(s: &str) -> std::result::Result<PathBuf, String> {
    match s {
        "-" => Err("a PDF is written to a file, not to stdout".into()),
        "" => Err("a file name is needed".into()),
        _ => Ok(PathBuf::from(s)),
    }
}

impl Documents {
    /// Refuse, before anything is fetched or written, what cannot be done: a PDF with no
    /// Chromium to print it (exit 10).
    pub fn check(&self) -> Result<()> {
        if self.pdf.is_some() {
            pdf::converter()?;
        }
        Ok(())
    }

    /// Write the documents asked for, titled `title`; the page carries the agency of
    /// the configuration file (`agency`), if any.
    fn write(&self, ctx: &Ctx, title: &str, legs: &[Leg], stays: &[Stay]) -> Result<()> {
        if let Some(file) = &self.ics {
            write(ctx, file, &ics::calendar(title, legs, stays), "calendar")?;
        }
        if self.html.is_none() && self.pdf.is_none() {
            return Ok(());
        }
        let agency = crate::config::value("agency", &crate::config::read()?);
        let page = html::page(title, agency.as_deref(), legs, stays);
        if let Some(file) = &self.html {
            write(ctx, file, &page, "page")?;
        }
        if let Some(file) = &self.pdf {
            pdf::print(&pdf::converter()?, &page, file)?;
            ctx.note(&format!("wrote the PDF {}", file.display()));
        }
        Ok(())
    }
}

/// The documents of one flight order (`travel order itinerary`).
pub fn of_order(ctx: &Ctx, order: &FlightOrder, documents: &Documents) -> Result<()> {
    let mut legs = legs_of(ctx, order, &mut Offsets::default())?;
    legs.sort_by_key(|l| l.leaves);
    let reference = legs
        .first()
        .map_or(order.id.as_str(), |l| l.reference.as_str());
    documents.write(ctx, &format!("Order {reference}"), &legs, &[])
}

/// `text` to `file`, atomically, or to stdout for `-`.
fn write(ctx: &Ctx, file: &str, text: &str, what: &str) -> Result<()> {
    if file == "-" {
        return ctx.out.text(text);
    }
    let path = std::path::Path::new(file);
    crate::fsutil::write_atomic(path, text.as_bytes())
        .map_err(|e| Error::unexpected(format!("cannot write {}: {e}", path.display())))?;
    ctx.note(&format!("wrote the {what} {}", path.display()));
    Ok(())
}

/// Airports' offsets from UTC, each asked of the service once.
#[derive(Default)]
struct Offsets(HashMap<String, Option<Duration>>);

impl Offsets {
    fn of(&mut self, ctx: &Ctx, iata: &str) -> Option<Duration> {
        if let Some(known) = self.0.get(iata) {
            return *known;
        }
        let asked = ctx
            .api()
            .ok()
            .and_then(|api| {
                api.fetch::<GetLocation>(&LocationById {
                    location_id: format!("A{iata}"),
                })
                .ok()
            })
            .and_then(|r| {
                let l: &Location = &r.data;
                parse_offset(l.time_zone_offset.as_deref()?)
            });
        self.0.insert(iata.to_string(), asked);
        asked
    }
}

/// `+01:00`, `-05:30` as a duration east of UTC.
fn parse_offset(s: &str) -> Option<Duration> {
    let (sign, rest) = match s.as_bytes().first()? {
        b'+' => (1, &s[1..]),
        b'-' => (-1, &s[1..]),
        _ => (1, s),
    };
    let (h, m) = rest.split_once(':').unwrap_or((rest, "0"));
    Some(Duration::minutes(
        sign * (h.parse::<i64>().ok()? * 60 + m.parse::<i64>().ok()?),
    ))
}

/// ` (UTC+01:00)`, or nothing when the offset is not known.
pub(super) fn offset_words(offset: Option<Duration>) -> String {
    match offset {
        Some(o) => {
            let m = o.num_minutes();
            let sign = if m < 0 { '-' } else { '+' };
            format!(" (UTC{sign}{:02}:{:02})", m.abs() / 60, m.abs() % 60)
        }
        None => String::new(),
    }
}

/// The segments of a booked flight order, as the service has it now.
fn flight_legs(ctx: &Ctx, e: &Entry, offsets: &mut Offsets) -> Result<Vec<Leg>> {
    let id = e
        .ids
        .first()
        .ok_or_else(|| Error::usage("its order id is not known"))?;
    let order: FlightOrder = ctx
        .api()?
        .fetch::<GetOrder>(&OrderId { id: id.clone() })?
        .data;
    legs_of(ctx, &order, offsets)
}

/// The segments of an order as legs, each with the order's booking reference.
fn legs_of(ctx: &Ctx, order: &FlightOrder, offsets: &mut Offsets) -> Result<Vec<Leg>> {
    let id = &order.id;
    let reference = order
        .associated_records
        .first()
        .map(|r| r.reference.clone())
        .unwrap_or_default();
    let travellers: Vec<String> = order.travelers.iter().map(view::full_name).collect();
    let documents: Vec<String> = order
        .travelers
        .iter()
        .flat_map(|t| {
            let name = view::full_name(t);
            t.documents
                .iter()
                .map(move |d| format!("{name}: {}", view::document(d)))
        })
        .collect();
    let segments = order.flight_offers.iter().flat_map(|o| {
        o.itineraries
            .iter()
            .flat_map(|it| &it.segments)
            .map(move |s| (o, s))
    });
    segments
        .enumerate()
        .map(|(i, (offer, s))| {
            let details = offer.fare_details(None, &s.id);
            let fare = details.map(fare_in_words).unwrap_or_default();
            let (dep, arr) = (&s.departure, &s.arrival);
            let (Some(leaves), Some(lands)) = (
                crate::format::parse_local(&dep.at),
                crate::format::parse_local(&arr.at),
            ) else {
                return Err(Error::unexpected(format!(
                    "segment {} has no times to write",
                    i + 1
                )));
            };
            let (from, to) = (dep.iata_code.to_string(), arr.iata_code.to_string());
            let (from_zone, to_zone) = (zones::of(&from), zones::of(&to));
            // the zone's offset on the day flown; the service's (today's) only for an
            // airport the table does not know
            let mut offset = |zone: Option<chrono_tz::Tz>, at, iata: &str| {
                zone.and_then(|z| zones::offset_at(z, at))
                    .or_else(|| offsets.of(ctx, iata))
            };
            Ok(Leg {
                flight: crate::format::flight(&s.carrier_code, &s.number),
                from_offset: offset(from_zone, leaves, &from),
                to_offset: offset(to_zone, lands, &to),
                from_zone,
                to_zone,
                from,
                to,
                leaves,
                lands,
                from_terminal: dep.terminal.as_ref().map(|t| t.to_string()),
                to_terminal: arr.terminal.as_ref().map(|t| t.to_string()),
                reference: reference.clone(),
                order: id.clone(),
                segment: i + 1,
                travellers: travellers.clone(),
                documents: documents.clone(),
                fare,
                bags: offer.included_bags(None, &s.id),
            })
        })
        .collect()
}

/// A fare as a traveller reads it: the cabin and the brand, then whether it may be
/// changed or refunded, as the brand's amenities say (nothing when they say nothing):
/// "Economy, BASIC; no changes, no refund".
fn fare_in_words(d: &FareDetails) -> String {
    use crate::commands::flights::fares::terms;
    let cabin = crate::format::title(&d.cabin.as_str().replace('_', " ").to_lowercase());
    let mut words = match d.branded_fare_label.as_ref().or(d.branded_fare.as_ref()) {
        Some(brand) => format!("{cabin}, {brand}"),
        None => cabin,
    };
    let changes = match terms(d, "CHANGE").as_str() {
        "free" => Some("changes free"),
        "for a fee" => Some("changes for a fee"),
        "no" => Some("no changes"),
        _ => None,
    };
    let refund = match terms(d, "REFUND").as_str() {
        "free" => Some("refundable"),
        "for a fee" => Some("refundable for a fee"),
        "no" => Some("no refund"),
        _ => None,
    };
    let conditions: Vec<&str> = changes.into_iter().chain(refund).collect();
    if !conditions.is_empty() {
        words.push_str(&format!("; {}", conditions.join(", ")));
    }
    words
}

/// A booked stay, from its journal line.
fn stay(e: &Entry) -> Result<Stay> {
    let day = |d: &Option<String>| {
        d.as_deref()
            .and_then(|d| travel_core::parse::date(d.get(..10)?))
            .ok_or_else(|| Error::usage("its dates were not kept (booked before trips)"))
    };
    Ok(Stay {
        hotel: e.what.split(" (").next().unwrap_or(&e.what).to_string(),
        what: e.what.clone(),
        check_in: day(&e.starts)?,
        check_out: day(&e.ends)?,
        confirmations: e.references.clone(),
        guests: e.guests.clone(),
        journal: e.id.clone(),
    })
}
