//! `travel flights search`: flight offers, one-way, round trip or multi-city.
//!
//! The simple form (ORIGIN DEST DATE) uses the GET search; multi-city legs and
//! traveller types only the POST search has use the POST form. The offers are kept, in
//! the order shown, so `flights show N` and later commands can refer to them.

use std::borrow::Cow;

use chrono::NaiveDate;
use clap::ValueEnum;

use super::shared::flexible::Flexible;
use super::shared::offers::{self, Sort};
use crate::api::Body;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::saved::{self, Results};
use crate::validate::{self, DateArg, Leg, LegArg};
use travel_core::model::flight::{
    CabinRestriction, CarrierRestrictions, ConnectionRestriction, FlightFilters, OfferSearch,
    SearchCriteria, SearchRequest,
};
use travel_core::model::kinds::Cabin;
use travel_core::ops::flights::{SearchOffers, SearchOffersPost};
use travel_core::ops::{NoBody, NoQuery};
use travel_core::search::{self, Party};

/// Search flight offers
///
/// One-way or round trip: `travel flights search LHR JFK 2026-12-15 --return 2026-12-22`.
/// Multi-city: `travel flights search --leg LHR-JFK:2026-12-15 --leg JFK-LAX:2026-12-18T10:00`.
/// Dates are YYYY-MM-DD or +N days from today. Offers are numbered; `travel flights show N`
/// prints one in full.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Origin airport or city (IATA), e.g. LHR or LON
    #[arg(value_parser = validate::clap(validate::iata), requires_all = ["destination", "date"])]
    origin: Option<String>,

    /// Destination airport or city (IATA)
    #[arg(value_parser = validate::clap(validate::iata))]
    destination: Option<String>,

    /// Departure date (YYYY-MM-DD or +N), at most 361 days ahead
    #[arg(value_parser = validate::clap(validate::date_arg))]
    date: Option<DateArg>,

    /// Return date for a round trip (YYYY-MM-DD or +N), at most 361 days ahead
    #[arg(long = "return", value_name = "DATE", value_parser = validate::clap(validate::date_arg))]
    return_date: Option<DateArg>,

    /// A leg of a multi-city trip, FROM-TO:DATE[THH:MM]; repeat, up to six
    #[arg(long, value_name = "FROM-TO:DATE", value_parser = validate::clap(validate::leg),
          conflicts_with_all = ["origin", "return_date"])]
    leg: Vec<LegArg>,

    /// Adults (12 years and over)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=9), allow_negative_numbers = true)]
    adults: u8,

    /// Children (2 to 11 years)
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9), allow_negative_numbers = true)]
    children: u8,

    /// Infants on an adult's lap (under 2); no more than adults
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9), allow_negative_numbers = true)]
    infants: u8,

    /// Infants in their own seat (uses the multi-city form)
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9), allow_negative_numbers = true)]
    seated_infants: u8,

    /// Seniors (uses the multi-city form)
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9), allow_negative_numbers = true)]
    seniors: u8,

    /// Cabin
    #[arg(long = "class", value_enum)]
    cabin: Option<CabinArg>,

    /// Nonstop flights only
    #[arg(long)]
    nonstop: bool,

    /// Only these airlines (IATA codes, comma-separated)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(validate::airline),
          conflicts_with = "exclude_airlines")]
    airlines: Vec<String>,

    /// Never these airlines (IATA codes, comma-separated)
    #[arg(long, value_delimiter = ',', value_parser = validate::clap(validate::airline))]
    exclude_airlines: Vec<String>,

    /// Highest price per traveller, in whole units of the currency (1 to 1000000)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000), allow_negative_numbers = true)]
    max_price: Option<u32>,

    /// Currency of the prices (ISO 4217)
    #[arg(long, value_parser = validate::clap(validate::currency))]
    currency: Option<String>,

    /// At most this many offers (1 to 250)
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=250), allow_negative_numbers = true)]
    max: Option<u16>,

    /// Order of the table (and of the numbers)
    #[arg(long, value_enum, default_value_t = Sort::Price)]
    sort: Sort,

    /// On a terminal, list every offer found (without --max, as many as the window
    /// holds are listed, at most 20; piped and --json output always hold every one)
    #[arg(long)]
    all: bool,

    #[command(flatten)]
    flexible: Flexible,

    /// Instead of the offers, the cheapest total of each pair of days up to N days
    /// either side of the dates (1 to 3, also written ±N): a table of departure by
    /// return days, a search each
    #[arg(long, value_name = "N", value_parser = days_either_side,
          conflicts_with_all = ["leg", "max", "all", "seated_infants", "seniors"])]
    pub(super) dates: Option<u8>,
}

/// `--dates`: 1 to 3 days either side, as `N` or `±N` (how a grid around a date is
/// written).
fn days_either_side(s: &str) -> std::result::Result<u8, String> {
    let n = s
        .strip_prefix('±')
        .or_else(|| s.strip_prefix('+'))
        .unwrap_or(s);
    match n.parse::<u8>() {
        Ok(d @ 1..=3) => Ok(d),
        _ => Err(format!(
            "{s:?} is not 1 to 3 days either side (e.g. 2 or ±2)"
        )),
    }
}

impl Args {
    /// The departure and return days of the simple form (`--dates` needs them).
    pub(super) fn dates_asked(&self, today: NaiveDate) -> Result<(NaiveDate, Option<NaiveDate>)> {
        let legs = legs(self, today)?;
        check_travellers(self)?;
        Ok((legs[0].date, legs.get(1).map(|l| l.date)))
    }

    /// The simple search for these days: only the cheapest offer, unless the flexible
    /// filters are to be applied to the whole answer.
    pub(super) fn query_for(
        &self,
        out: NaiveDate,
        back: Option<NaiveDate>,
        today: NaiveDate,
    ) -> OfferSearch {
        let mut legs = legs(self, today).unwrap_or_default();
        if let Some(first) = legs.first_mut() {
            first.date = out;
        }
        legs.truncate(1);
        if let (Some(back), Some(first)) = (back, legs.first().cloned()) {
            legs.push(Leg {
                from: first.to,
                to: first.from,
                date: back,
                time: None,
            });
        }
        let mut query = offer_search(self, &legs);
        query.max = self.flexible.given().is_empty().then_some(1);
        query
    }

    /// Whether an offer passes the flexible filters.
    pub(super) fn flexible_keeps(&self, o: &travel_core::model::flight::OfferSummary) -> bool {
        self.flexible.keeps(o)
    }
}

/// Offers a terminal lists without --max or --all: a screen, not 500 lines; fewer
/// where the window is known to hold fewer, so that the cheapest are on it.
const FIRST_PAGE: usize = 20;
/// Lines of a screen taken by other than offers: the command typed, the date, the
/// titles, the notes under the table (some two lines long) and the shell's next prompt.
const AROUND_THE_OFFERS: usize = 9;
/// The fewest offers a page lists, however short the window.
const LEAST_PAGE: usize = 5;

/// How many offers make the first page: a screen's worth, each offer taking a line per
/// itinerary, at most [`FIRST_PAGE`].
fn first_page(rows: Option<usize>, list: &[offers::Offer]) -> usize {
    let lines = list
        .iter()
        .map(|o| o.parsed.itineraries.len())
        .max()
        .unwrap_or(1)
        .max(1);
    rows.map_or(FIRST_PAGE, |rows| {
        (rows.saturating_sub(AROUND_THE_OFFERS) / lines).clamp(LEAST_PAGE, FIRST_PAGE)
    })
}

/// `--class`: the service's cabins, as the command line spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CabinArg {
    Economy,
    PremiumEconomy,
    Business,
    First,
}

impl From<CabinArg> for Cabin {
    fn from(c: CabinArg) -> Cabin {
        match c {
            CabinArg::Economy => Cabin::Economy,
            CabinArg::PremiumEconomy => Cabin::PremiumEconomy,
            CabinArg::Business => Cabin::Business,
            CabinArg::First => Cabin::First,
        }
    }
}

/// What a search found: the body as kept (as received, or with only the offers listed,
/// in the order listed), and its offers numbered from 1 in that order.
pub(crate) struct Found {
    pub body: Body,
    pub list: Vec<offers::Offer>,
}

/// Search, sort, cut and keep the offers (for `flights show N` and the rest); the
/// booking wizard offers a short list of them.
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<Found> {
    find_and(ctx, args, |_, _| Ok(()))
}

/// `flights search`: the offers found, shown.
pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    find_and(ctx, &args, |body, list| show(ctx, &args, body, list)).map(drop)
}

/// The one search pipeline: ask, list, keep, and `meanwhile` (showing them) while the
/// offers are written.
fn find_and(
    ctx: &Ctx,
    args: &Args,
    meanwhile: impl FnOnce(&Body, &[offers::Offer]) -> Result<()>,
) -> Result<Found> {
    let received = ask(ctx, args)?;
    let origin = ctx.origin();
    let file = ctx.saved()?.path(Results::FlightOffers)?;
    // Writing a megabyte and syncing it to disk is a large part of a search's own
    // time, and needs no CPU: it is done beside reading and showing the offers.
    // Cheapest first (the service's own order) the answer is kept as received, so it
    // is staged while its offers are read, and put in place once they read as offers.
    let (listing, staged) = {
        let bytes = kept_bytes(&received)?;
        std::thread::scope(|s| {
            let staging = (args.sort == Sort::Price)
                .then(|| s.spawn(|| saved::stage_json_at(&file, &bytes, &origin)));
            let listing = listed(&received, args);
            (listing, staging.map(joined))
        })
    };
    let (list, reordered, answered) = listing?;
    say_filtered(ctx, args, answered);
    let staged = staged.transpose()?;
    let as_received = reordered.is_none();
    let body = reordered.unwrap_or(received);
    {
        let bytes = kept_bytes(&body)?;
        std::thread::scope(|s| {
            let keeping = s.spawn(|| match staged {
                Some(staged) if as_received => staged.commit().map_err(saved::cannot_keep),
                staged => {
                    // the staged file has the name the new one is written under
                    drop(staged);
                    saved::stage_json_at(&file, &bytes, &origin)?
                        .commit()
                        .map_err(saved::cannot_keep)
                }
            });
            let done = meanwhile(&body, &list);
            joined(keeping).and(done)
        })?;
    }
    Ok(Found { body, list })
}

/// Ask the service for the offers: its answer as received, checked to be one.
fn ask(ctx: &Ctx, args: &Args) -> Result<Body> {
    let legs = legs(args, ctx.today())?;
    check_travellers(args)?;
    let multi_city = !args.leg.is_empty() || args.seated_infants > 0 || args.seniors > 0;
    let api = ctx.api()?;
    if multi_city {
        api.call_body::<SearchOffersPost>(&NoQuery {}, &search_request(args, &legs))
    } else {
        api.call_body::<SearchOffers>(&offer_search(args, &legs), &NoBody)
    }
}

/// The offers listed, the body to keep when it is not the answer as received, and how
/// many offers of how many passed the flexible filters.
type Listed = (Vec<offers::Offer>, Option<Body>, (usize, usize));

/// The offers of an answer, sorted and cut as asked, and the body to keep instead of
/// the answer when that changed its offers or their order: the offers listed, in the
/// order listed, each as received.
fn listed(body: &Body, args: &Args) -> Result<Listed> {
    let mut list = offers::numbered(crate::api::data_of(body)?);
    let received = list.len();
    // what the service could not filter, filtered here before the offers are numbered
    list.retain(|o| args.flexible.keeps(&o.parsed));
    let passed = list.len();
    offers::sort(&mut list, args.sort);
    // Sorted by other than price, the whole answer was asked for: keep the best N of
    // that order (the service's `max` would have kept the N cheapest).
    if let Some(m) = args.max.map(usize::from).filter(|m| list.len() > *m) {
        list.truncate(m);
    }
    let as_received = list.len() == received && list.iter().enumerate().all(|(i, o)| o.index == i);
    if as_received {
        return Ok((list, None, (passed, received)));
    }
    let picked: Vec<usize> = list.iter().map(|o| o.index).collect();
    let kept = body
        .with_data_items(&picked)
        .ok_or_else(|| crate::api::unexpected_shape("`data` is not a list of offers"))?;
    for (i, o) in list.iter_mut().enumerate() {
        o.index = i;
    }
    Ok((
        list,
        Some(Body::from_checked_bytes(kept)),
        (passed, received),
    ))
}

/// Say which filters travel applied to the answer, and how many offers of how many
/// passed them (before `--max` cut the list).
fn say_filtered(ctx: &Ctx, args: &Args, (kept, received): (usize, usize)) {
    let given = args.flexible.given();
    if !given.is_empty() {
        ctx.note(&format!(
            "{} applied by travel to the service's answer, which the service does not filter by them: {kept} of {received} offers pass",
            given.join(", ")
        ));
    }
}

/// What a helper thread returned; a panic in it is an error of this tool.
fn joined<T>(handle: std::thread::ScopedJoinHandle<'_, Result<T>>) -> Result<T> {
    handle
        .join()
        .unwrap_or_else(|_| Err(Error::unexpected("keeping the search failed")))
}

/// The offers found: `--json` the body as kept, else a table.
fn show(ctx: &Ctx, args: &Args, body: &Body, list: &[offers::Offer]) -> Result<()> {
    let gone = gone(list, ctx.now_unix());
    if gone > 0 {
        ctx.note(&format!(
            "{gone} of these offers leave at a time already past: the service returned flights that have left"
        ));
    }
    if ctx.global.json {
        // The offers kept, in the order kept, with the rest of the body as received.
        return ctx.out.body(body);
    }
    if list.is_empty() {
        ctx.note("no flight offers match this search");
        return Ok(());
    }
    let dicts = offers::dictionaries(body);
    let numbered: Vec<(usize, &offers::Offer)> =
        list.iter().enumerate().map(|(i, o)| (i + 1, o)).collect();
    let page = ctx.out.stdout_tty && args.max.is_none() && !args.all;
    let shown = if page {
        &numbered[..numbered.len().min(first_page(ctx.out.rows(), list))]
    } else {
        &numbered[..]
    };
    ctx.out
        .table(&offers::table(shown, &dicts, false, ctx.today()))?;
    if ctx.out.stdout_tty {
        if shown.len() < numbered.len() {
            ctx.note(&format!(
                "the first {} of {} offers; `--all` lists them all, `flights show N` any one",
                shown.len(),
                numbered.len()
            ));
        } else {
            ctx.note("`travel flights show N` prints offer N in full");
        }
    }
    Ok(())
}

/// The trip as legs: the positional form (one or two legs) or the `--leg`s.
fn legs(args: &Args, today: NaiveDate) -> Result<Vec<Leg>> {
    if !args.leg.is_empty() {
        let legs = args
            .leg
            .iter()
            .map(|l| l.on(today))
            .collect::<Result<Vec<Leg>>>()?;
        if args.leg.len() > 6 {
            return Err(Error::usage(format!(
                "{} legs given; a multi-city search takes at most six",
                args.leg.len()
            )));
        }
        if let Some(w) = legs.windows(2).find(|w| w[1].date < w[0].date) {
            return Err(Error::usage(format!(
                "the leg {}-{} on {} departs before the leg before it ({})",
                w[1].from, w[1].to, w[1].date, w[0].date
            )));
        }
        return Ok(legs);
    }
    let (Some(from), Some(to), Some(date)) = (&args.origin, &args.destination, args.date) else {
        return Err(Error::usage(
            "give ORIGIN DESTINATION DATE, or --leg FROM-TO:DATE for each leg of a multi-city trip",
        ));
    };
    let date = date.flight(today)?;
    if from == to {
        return Err(Error::usage(format!(
            "the origin and destination are both {from}"
        )));
    }
    let mut legs = vec![Leg {
        from: from.clone(),
        to: to.clone(),
        date,
        time: None,
    }];
    if let Some(back) = args.return_date {
        let back = back.flight(today)?;
        if back < date {
            return Err(Error::usage(format!(
                "the return date {back} is before the departure date {date}"
            )));
        }
        legs.push(Leg {
            from: to.clone(),
            to: from.clone(),
            date: back,
            time: None,
        });
    }
    Ok(legs)
}

/// 1 to 9 seated travellers, and a lap for every infant.
fn check_travellers(args: &Args) -> Result<()> {
    let seated = u32::from(args.adults)
        + u32::from(args.children)
        + u32::from(args.seniors)
        + u32::from(args.seated_infants);
    if args.adults == 0 && args.seniors == 0 {
        return Err(Error::usage(
            "at least one adult is needed (--adults N or --seniors N): children and infants travel with one",
        ));
    }
    if seated > 9 {
        return Err(Error::usage(format!(
            "{seated} seated travellers; the service takes at most 9 in one search"
        )));
    }
    let laps = u32::from(args.adults) + u32::from(args.seniors);
    if u32::from(args.infants) > laps {
        return Err(Error::usage(format!(
            "{} infants but {laps} adult{}: each infant on a lap needs an adult of its own",
            args.infants,
            if laps == 1 { "" } else { "s" }
        )));
    }
    Ok(())
}

/// The simple form: one way or a round trip, travellers counted by type.
fn offer_search(args: &Args, legs: &[Leg]) -> OfferSearch {
    let out = &legs[0];
    OfferSearch {
        origin_location_code: out.from.clone(),
        destination_location_code: out.to.clone(),
        departure_date: out.date.to_string(),
        return_date: legs.get(1).map(|l| l.date.to_string()),
        adults: args.adults.into(),
        children: (args.children > 0).then_some(args.children.into()),
        infants: (args.infants > 0).then_some(args.infants.into()),
        travel_class: args.cabin.map(Cabin::from),
        included_airline_codes: args.airlines.clone(),
        excluded_airline_codes: args.exclude_airlines.clone(),
        non_stop: nonstop(args).then_some(true),
        currency_code: args.currency.clone(),
        max_price: args.max_price.map(i64::from),
        max: asked_max(args).map(usize::from),
    }
}

/// The full form: any legs, each traveller on their own, the filters as restrictions.
fn search_request(args: &Args, legs: &[Leg]) -> SearchRequest {
    let origin_destinations = legs
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let time = l.time.map(|t| t.format("%H:%M:%S").to_string());
            search::leg(i + 1, &l.from, &l.to, &l.date.to_string(), time.as_deref())
        })
        .collect();
    let party = Party {
        adults: usize::from(args.adults),
        seniors: usize::from(args.seniors),
        children: usize::from(args.children),
        seated_infants: usize::from(args.seated_infants),
        held_infants: usize::from(args.infants),
    };
    let travelers = party.travelers();
    let filters = FlightFilters {
        cabin_restrictions: args
            .cabin
            .map(|c| CabinRestriction {
                cabin: Cabin::from(c),
                coverage: Some("MOST_SEGMENTS".to_string()),
                origin_destination_ids: (1..=legs.len()).map(|i| i.to_string()).collect(),
            })
            .into_iter()
            .collect(),
        carrier_restrictions: (!args.airlines.is_empty() || !args.exclude_airlines.is_empty())
            .then(|| CarrierRestrictions {
                included_carrier_codes: args.airlines.clone(),
                excluded_carrier_codes: args.exclude_airlines.clone(),
            }),
        connection_restriction: nonstop(args).then_some(ConnectionRestriction {
            max_number_of_connections: Some(0),
        }),
    };
    let filtered = !filters.cabin_restrictions.is_empty()
        || filters.carrier_restrictions.is_some()
        || filters.connection_restriction.is_some();
    SearchRequest {
        currency_code: args.currency.clone(),
        origin_destinations,
        travelers,
        sources: vec!["GDS".to_string()],
        search_criteria: Some(SearchCriteria {
            max_flight_offers: Some(asked_max(args).map_or(250, i64::from)),
            max_price: args.max_price.map(i64::from),
            flight_filters: filtered.then_some(filters),
        }),
    }
}

/// Offers whose first flight has surely left by `now` (unix seconds). Departures are
/// local times without their zone: one earlier than now less the widest time-zone
/// offset (14 hours) has left wherever it leaves from.
fn gone(list: &[offers::Offer], now: i64) -> usize {
    let Some(past) = chrono::DateTime::from_timestamp(now - 14 * 3600, 0) else {
        return 0;
    };
    let past = past.naive_utc();
    list.iter()
        .filter(|o| {
            o.parsed
                .itineraries
                .first()
                .and_then(|i| i.segments.first())
                .and_then(|s| crate::format::parse_local(&s.departure.at))
                .is_some_and(|dep| dep < past)
        })
        .count()
}

/// The body's bytes as received (written out when it was made as a tree).
fn kept_bytes(body: &Body) -> Result<Cow<'_, [u8]>> {
    Ok(match body.raw_bytes() {
        [] => Cow::Owned(serde_json::to_vec(&**body)?),
        raw => Cow::Borrowed(raw),
    })
}

/// What to ask the service for: `--max` itself when sorting by price (its own order)
/// and nothing is filtered here, else everything, filtered, sorted and cut here.
fn asked_max(args: &Args) -> Option<u16> {
    args.max
        .filter(|_| args.sort == Sort::Price && args.flexible.given().is_empty())
}

/// Nonstop flights only: --nonstop, or --max-stops 0 (which the service applies).
fn nonstop(args: &Args) -> bool {
    args.nonstop || args.flexible.max_stops == Some(0)
}
