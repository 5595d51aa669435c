//! `travel trip itinerary`: a trip's flights and stays as documents a traveller keeps:
//! an iCalendar file (RFC 5545), one event per flight and per stay (`ics`), a printable
//! page (`html`), and that page as a PDF printed by Chromium (`pdf`). All are made from
//! the same legs and stays, read once.

use std::collections::HashMap;
use std::path::PathBuf;

use chrono::{Duration, NaiveDate, NaiveDateTime};

use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::journal::{Entry, Journal};
use crate::order_view as view;
use crate::trip;
use travel_core::model::airline::AirlineLookup;
use travel_core::model::flight::FareDetails;
use travel_core::model::hotel::HotelIds;
use travel_core::model::location::{Location, LocationById};
use travel_core::model::order::{FlightOrder, OrderId};
use travel_core::ops::flights::GetOrder;
use travel_core::ops::hotels::HotelsByIds;
use travel_core::ops::reference::{GetLocation, LookupAirlines};

mod html;
mod ics;
mod pdf;
mod text;
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
    /// The documents' title, for the traveller (default: the travellers' names and
    /// where they go)
    #[arg(long, value_name = "TEXT", value_parser = title_text)]
    title: Option<String>,
    #[command(flatten)]
    documents: Documents,
}

/// A flight of the trip: one segment of a booked order.
pub(super) struct Leg {
    pub flight: String,
    /// The marketing airline's name ("Ita Airways"), and the operating one's when
    /// another flies it.
    pub airline: Option<String>,
    pub operated_by: Option<String>,
    /// The aircraft as a traveller reads it: its name ("Airbus A320"), or "aircraft"
    /// and the IATA code the order gives when the type is not in the names table.
    pub aircraft: Option<String>,
    pub from: String,
    pub to: String,
    /// The airports as a traveller knows them, the code after: "Rome Ciampino (CIA)".
    pub from_name: String,
    pub to_name: String,
    /// The city the flight lands in ("Rome"), for the title.
    pub to_city: Option<String>,
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
    /// Checked bags as sold, included and paid for: "1 bag included + 1 paid"; per
    /// traveller when they differ ("ADA LOVELACE: ...; ...").
    pub bags: String,
    /// The seats booked: "ADA LOVELACE 12A".
    pub seats: Vec<String>,
    /// The time on the ground before the next flight of the same journey, if one follows.
    pub connection: Option<Duration>,
}

/// What a booking cost: its reference, what it is, and the total paid.
pub(super) struct Paid {
    pub reference: String,
    pub what: String,
    pub total: String,
}

/// Everything the documents are made of.
pub(super) struct Itinerary<'a> {
    /// For the traveller: their names and where they go, or what `--title` said.
    pub title: String,
    pub agency: Option<String>,
    /// The agency's logo (`logo` in the configuration), for the page.
    pub logo: Option<crate::logo::Logo>,
    /// Sandbox bookings: every document says PRACTICE, on every page.
    pub practice: bool,
    /// The page's paper: `A4` or `Letter`.
    pub paper: &'static str,
    pub legs: &'a [Leg],
    pub stays: &'a [Stay],
    pub paid: &'a [Paid],
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
    /// Where it is, as the service knows it.
    pub place: Option<HotelPlace>,
}

/// Where the service places a hotel: its city (by the city's code) and its point. The
/// interface gives no street, so the point is what takes a traveller to the door: a
/// map link on the page, GEO in the calendar.
#[derive(Debug, Clone, PartialEq)]
pub struct HotelPlace {
    /// "Rome, Italy"
    pub city: Option<String>,
    /// Latitude and longitude, in degrees.
    pub point: Option<(f64, f64)>,
}

impl HotelPlace {
    /// The point as written on paper: "41.90094, 12.49685".
    pub fn point_words(&self) -> Option<String> {
        self.point.map(|(lat, lon)| format!("{lat:.5}, {lon:.5}"))
    }

    /// A map of the point (OpenStreetMap's, which needs no account and no key).
    pub fn map_link(&self) -> Option<String> {
        self.point.map(|(lat, lon)| {
            format!("https://www.openstreetmap.org/?mlat={lat:.5}&mlon={lon:.5}#map=17/{lat:.5}/{lon:.5}")
        })
    }
}

impl std::fmt::Display for HotelPlace {
    /// "Rome, Italy (41.90094, 12.49685)", or whichever half is known.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.city, self.point_words()) {
            (Some(c), Some(p)) => write!(f, "{c} ({p})"),
            (Some(c), None) => f.write_str(c),
            (None, Some(p)) => f.write_str(&p),
            (None, None) => Ok(()),
        }
    }
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    args.documents.check()?;
    let name = args
        .name
        .clone()
        .or_else(|| ctx.trip().map(str::to_string))
        .ok_or_else(|| {
            Error::usage("which trip? give its name, or `travel trip use NAME` first")
        })?;
    let t = trip::load(ctx.paths()?, &name)?;
    let bookings = Journal::read(ctx.paths()?)?.all_where(|e, state| {
        e.trip.as_ref().is_some_and(|x| x.as_ref() == t.name) && matches!(state, "booked")
    })?;
    let mut offsets = Lookups::default();
    let here = ctx.environment_name();
    let (mut legs, mut stays, mut paid) = (Vec::new(), Vec::new(), Vec::new());
    for (e, _) in bookings.iter().rev() {
        if e.environment != here {
            ctx.note(&format!(
                "{} was booked in {}, and this run talks to {here}: left out",
                e.id, e.environment
            ));
            continue;
        }
        let read = match e.kind.as_str() {
            "flight" => flight_legs(ctx, e, &mut offsets).map(|(l, p)| {
                legs.extend(l);
                paid.push(p);
            }),
            "hotel" => stay(ctx, e).map(|s| {
                paid.push(Paid {
                    reference: s.confirmations.join(", "),
                    what: s.hotel.clone(),
                    total: crate::format::money(&e.total, Some(&e.currency)),
                });
                stays.push(s)
            }),
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
    let title = args.title.unwrap_or_else(|| title(&legs, &stays));
    args.documents.write(ctx, title, &legs, &stays, &paid)
}

/// A title the traveller reads: one line, not empty, not endless.
pub(crate) fn title_text(s: &str) -> std::result::Result<String, String> {
    let s = s.trim();
    if s.is_empty() || s.chars().count() > 120 || s.chars().any(char::is_control) {
        return Err("a title is one line of 1 to 120 characters".into());
    }
    Ok(s.to_string())
}

/// "Ada Lovelace and John Smith to Rome": the travellers and where the first journey
/// ends (its last flight before a stay of more than a day), or the first hotel's city.
fn title(legs: &[Leg], stays: &[Stay]) -> String {
    let mut names: Vec<String> = legs
        .iter()
        .flat_map(|l| l.travellers.iter())
        .chain(stays.iter().flat_map(|s| s.guests.iter()))
        .map(|n| crate::format::title(n))
        .collect();
    names.dedup();
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(n.clone()));
    let who = match names.as_slice() {
        [] => "Your trip".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    let place = legs
        .iter()
        .find(|l| l.connection.is_none())
        .and_then(|l| l.to_city.clone())
        .or_else(|| stays.first().and_then(|s| s.place.as_ref()?.city.clone()));
    match place {
        Some(p) => format!("{who} to {}", p.split(',').next().unwrap_or(&p)),
        None => who,
    }
}

/// The page's paper: the `paper` setting, else Letter in the countries that use it
/// (the United States, Canada, Mexico, the Philippines and a few of the Americas),
/// else A4.
fn paper(setting: Option<&str>, country: Option<&str>) -> &'static str {
    /// Where Letter is the usual paper (general knowledge, 2026).
    const LETTER: &[&str] = &[
        "US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "CR", "PA", "DO", "PR", "SV", "NI",
    ];
    match setting.map(str::to_ascii_lowercase).as_deref() {
        Some("letter") => "Letter",
        Some("a4") => "A4",
        _ if country.is_some_and(|c| LETTER.contains(&c.to_ascii_uppercase().as_str())) => "Letter",
        _ => "A4",
    }
}

/// Where the documents go: `--ics`, `--html`, `--pdf`, `--text` (at least one).
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
    /// Write the itinerary as plain text, for an e-mail's body, to FILE (`-`: stdout)
    #[arg(long, value_name = "FILE")]
    text: Option<String>,
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
    /// the configuration file (`agency`), if any, on its paper (`paper`, else the
    /// agency's country's).
    fn write(
        &self,
        ctx: &Ctx,
        title: String,
        legs: &[Leg],
        stays: &[Stay],
        paid: &[Paid],
    ) -> Result<()> {
        let config = crate::config::read()?;
        let it = Itinerary {
            title,
            agency: crate::config::value("agency", &config),
            // read again now: the file may have gone or changed since it was set
            logo: match crate::config::value("logo", &config) {
                Some(path) if self.html.is_some() || self.pdf.is_some() => {
                    Some(crate::logo::read(std::path::Path::new(&path))?)
                }
                _ => None,
            },
            practice: crate::journal::is_practice(&ctx.environment_name()),
            paper: paper(
                crate::config::value("paper", &config).as_deref(),
                crate::config::value("agency-country", &config).as_deref(),
            ),
            legs,
            stays,
            paid,
        };
        if let Some(file) = &self.ics {
            write(ctx, file, &ics::calendar(&it), "calendar")?;
        }
        if let Some(file) = &self.text {
            write(ctx, file, &text::plain(&it), "text")?;
        }
        if self.html.is_none() && self.pdf.is_none() {
            return Ok(());
        }
        let page = html::page(&it);
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
pub fn of_order(
    ctx: &Ctx,
    order: &FlightOrder,
    documents: &Documents,
    title: Option<String>,
) -> Result<()> {
    let (mut legs, paid) = legs_of(ctx, order, &mut Lookups::default())?;
    legs.sort_by_key(|l| l.leaves);
    let title = title.unwrap_or_else(|| self::title(&legs, &[]));
    documents.write(ctx, title, &legs, &[], &[paid])
}

/// `text` to `file`, atomically, or to stdout for `-`.
fn write(ctx: &Ctx, file: &str, text: &str, what: &str) -> Result<()> {
    if file == "-" {
        return ctx.out.verbatim(text);
    }
    let path = std::path::Path::new(file);
    crate::fsutil::write_atomic(path, text.as_bytes())
        .map_err(|e| Error::unexpected(format!("cannot write {}: {e}", path.display())))?;
    ctx.note(&format!("wrote the {what} {}", path.display()));
    Ok(())
}

/// Airports and airlines as the service names them, each asked once: the itinerary
/// names them as a traveller knows them, against any service (nothing of the
/// sandbox's own tables).
#[derive(Default)]
struct Lookups {
    airports: HashMap<String, Option<Location>>,
    airlines: HashMap<String, Option<String>>,
}

impl Lookups {
    fn airport(&mut self, ctx: &Ctx, iata: &str) -> Option<&Location> {
        self.airports
            .entry(iata.to_string())
            .or_insert_with(|| {
                let api = ctx.api().ok()?;
                let query = LocationById {
                    location_id: format!("A{iata}"),
                };
                Some(api.fetch::<GetLocation>(&query).ok()?.data)
            })
            .as_ref()
    }

    /// The airport's offset from UTC today, as the service says.
    fn offset(&mut self, ctx: &Ctx, iata: &str) -> Option<Duration> {
        parse_offset(self.airport(ctx, iata)?.time_zone_offset.as_deref()?)
    }

    /// "Rome Ciampino (CIA)", "Madrid Barajas (MAD)"; the code alone when unknown.
    fn airport_name(&mut self, ctx: &Ctx, iata: &str) -> String {
        let Some(l) = self.airport(ctx, iata) else {
            return iata.to_string();
        };
        let name = l.name.as_deref().unwrap_or_default();
        let city = l.address.as_ref().and_then(|a| a.city_name.as_deref());
        let words = match city {
            Some(c) if !name.to_uppercase().contains(&c.to_uppercase()) => format!("{c} {name}"),
            _ => name.to_string(),
        };
        match words.trim() {
            "" => iata.to_string(),
            w => format!("{} ({iata})", crate::format::title(w)),
        }
    }

    fn city(&mut self, ctx: &Ctx, iata: &str) -> Option<String> {
        let l = self.airport(ctx, iata)?;
        let city = l.address.as_ref()?.city_name.as_deref()?;
        Some(crate::format::title(city))
    }

    /// An airline's name ("British Airways"), if the service knows it.
    fn airline(&mut self, ctx: &Ctx, code: &str) -> Option<String> {
        self.airlines
            .entry(code.to_string())
            .or_insert_with(|| {
                let api = ctx.api().ok()?;
                let query = AirlineLookup {
                    airline_codes: vec![code.to_string()],
                };
                let found = api.fetch::<LookupAirlines>(&query).ok()?.data;
                let a = found.into_iter().next()?;
                // the business name, as a traveller knows it: the common name is
                // the reservation systems' short one ("BRITISH A/W")
                let name = a.business_name.or(a.common_name)?;
                Some(crate::format::title(&name))
            })
            .clone()
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

/// The segments of a booked flight order, as the service has it now, and what it cost.
fn flight_legs(ctx: &Ctx, e: &Entry, offsets: &mut Lookups) -> Result<(Vec<Leg>, Paid)> {
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

/// An aircraft type by its name, which the order does not give (only the code).
fn aircraft(code: &str) -> String {
    travel_core::aircraft::name(code)
        .map_or_else(|| format!("aircraft {code}"), crate::format::title)
}

/// The segments of an order as legs, each with the order's booking reference.
fn legs_of(ctx: &Ctx, order: &FlightOrder, offsets: &mut Lookups) -> Result<(Vec<Leg>, Paid)> {
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
    // each segment with the one after it in the same journey, if any
    let segments = order.flight_offers.iter().flat_map(|o| {
        o.itineraries.iter().flat_map(move |it| {
            it.segments
                .iter()
                .enumerate()
                .map(move |(k, s)| (o, s, it.segments.get(k + 1)))
        })
    });
    let paid = Paid {
        reference: reference.clone(),
        what: order
            .flight_offers
            .iter()
            .map(view::itinerary)
            .collect::<Vec<_>>()
            .join(", "),
        total: order
            .flight_offers
            .first()
            .map(|o| crate::format::money(&view::grand_total(o), Some(&o.price.currency)))
            .unwrap_or_default(),
    };
    let legs = segments
        .enumerate()
        .map(|(i, (offer, s, next))| {
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
                    .or_else(|| offsets.offset(ctx, iata))
            };
            let from_offset = offset(from_zone, leaves, &from);
            let to_offset = offset(to_zone, lands, &to);
            let connection = next
                .and_then(|n| crate::format::parse_local(&n.departure.at))
                .map(|departs| {
                    // both ends are at the same airport: its local times compare
                    departs - lands
                });
            let operating = s
                .operating
                .as_ref()
                .map(|o| o.carrier_code.to_string())
                .filter(|c| !c.is_empty() && *c != *s.carrier_code);
            Ok(Leg {
                flight: crate::format::flight(&s.carrier_code, &s.number),
                airline: offsets.airline(ctx, &s.carrier_code),
                operated_by: operating.map(|c| offsets.airline(ctx, &c).unwrap_or(c)),
                aircraft: s.aircraft.as_ref().map(|a| aircraft(&a.code)),
                from_name: offsets.airport_name(ctx, &dep.iata_code),
                to_name: offsets.airport_name(ctx, &arr.iata_code),
                to_city: offsets.city(ctx, &arr.iata_code),
                connection,
                from_offset,
                to_offset,
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
                bags: bags_sold(offer, &order.travelers, &s.id),
                seats: order
                    .travelers
                    .iter()
                    .filter_map(|t| {
                        let seat = view::seat_of(offer, &t.id, &s.id)?;
                        Some(format!("{} {seat}", view::full_name(t)))
                    })
                    .collect(),
            })
        })
        .collect::<Result<Vec<Leg>>>()?;
    Ok((legs, paid))
}

/// The checked bags of a segment as sold: included in the fare and bought beside it,
/// per traveller; once for all when they are the same.
fn bags_sold(
    offer: &travel_core::model::flight::FlightOffer,
    travellers: &[travel_core::model::order::OrderTraveler],
    segment: &str,
) -> String {
    let each: Vec<(String, String)> = travellers
        .iter()
        .map(|t| {
            let included = offer.included_bags(Some(&t.id), segment);
            let paid = view::extra_bags_of(offer, &t.id, segment).filter(|&q| q > 0);
            (view::full_name(t), bag_words(included.as_deref(), paid))
        })
        .collect();
    let first = each.first().map(|(_, b)| b.clone());
    match first {
        None => bag_words(offer.included_bags(None, segment).as_deref(), None),
        Some(b) if each.iter().all(|(_, x)| *x == b) => b,
        Some(_) => each
            .iter()
            .map(|(n, b)| format!("{n}: {b}"))
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// "1 bag included + 1 paid", "1 paid bag", "23 KG included", "none".
fn bag_words(included: Option<&str>, paid: Option<i64>) -> String {
    let included = included.filter(|i| !i.is_empty() && !i.starts_with('0'));
    match (included, paid) {
        (Some(i), Some(p)) => format!("{i} included + {p} paid"),
        (Some(i), None) => format!("{i} included"),
        (None, Some(1)) => "1 paid bag".into(),
        (None, Some(p)) => format!("{p} paid bags"),
        (None, None) => "none".into(),
    }
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

/// A booked stay, from its journal line, where the service places the hotel.
fn stay(ctx: &Ctx, e: &Entry) -> Result<Stay> {
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
        place: hotel_id(&e.what).and_then(|id| hotel_place(ctx, id)),
    })
}

/// The hotel's id in a journal line's words: "Hotel Name (HOTELID), dates...".
fn hotel_id(what: &str) -> Option<&str> {
    let (_, rest) = what.split_once(" (")?;
    let id = rest.split(')').next()?;
    (id.len() == 8 && id.chars().all(|c| c.is_ascii_alphanumeric())).then_some(id)
}

/// Where the service places the hotel: its city by the city's code and its point.
fn hotel_place(ctx: &Ctx, id: &str) -> Option<HotelPlace> {
    let query = HotelIds {
        hotel_ids: vec![id.to_string()],
    };
    let api = ctx.api().ok()?;
    let hotel = api
        .fetch::<HotelsByIds>(&query)
        .ok()?
        .data
        .into_iter()
        .next()?;
    let city = api
        .fetch::<GetLocation>(&LocationById {
            location_id: format!("C{}", hotel.iata_code),
        })
        .ok()
        .and_then(|c| {
            let a = c.data.address?;
            let parts: Vec<String> = [a.city_name, a.country_name]
                .into_iter()
                .flatten()
                .map(|p| crate::format::title(&p))
                .collect();
            (!parts.is_empty()).then(|| parts.join(", "))
        });
    let point = hotel
        .geo_code
        .and_then(|g| Some((g.latitude?, g.longitude?)));
    (city.is_some() || point.is_some()).then_some(HotelPlace { city, point })
}
