//! `travel flights price N|-`: confirm the price of offers of the last search (or of
//! offers on stdin) before selling them, with what changed since the search, and
//! optionally the fare rules, the bag catalogue, extra bags and seats.

use std::fmt::Write as _;

use serde_json::Value;

use super::shared::offers;
use super::shared::seats::{self, SeatChoice};
use crate::api::Reply;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::format::{flight, plain, title, words, wrap_items};
use crate::output::Table;
use crate::saved::OfferNumber;
use travel_core::model::flight::FlightOffer;
use travel_core::model::kinds::TravelerType;
use travel_core::model::pricing::{
    PricedOffers, PricingIncluded, PricingInput, PricingQuery, PricingRequest,
};
use travel_core::model::seatmap::SeatMapRequest;
use travel_core::ops::flights::{PriceOffers, SeatMapsOfOffers};
use travel_core::ops::NoQuery;

/// Offers in one pricing request at the most.
const MAX_OFFERS: usize = 6;

/// Confirm the price of offers before selling them
///
/// Prices offer N of the last `flights search` (several numbers for several offers; N.K
/// for brand K of `flights fares N`), or up to six offers given as JSON on stdin with `-`
/// (a search or pricing response, a list of offers, or one offer). Shows the confirmed
/// total, per traveller and in all, base, taxes by code, fees, the bags and seats added,
/// the last ticketing date, the included bags and CO2 per segment, and what changed
/// since the search. A priced offer of the last search (or brand) is kept for booking,
/// and `flights show N` says when it was priced.
///
/// --add-bags first asks for the bag catalogue, refuses a count above it, then prices
/// again with the bags (the service's order of steps). --seat first asks for the
/// offer's seat maps and refuses a seat that is not on them, or is occupied or blocked
/// for the traveller it goes to; nothing is priced then.
///
/// Piped, one row per offer; with --rules and --bags their tables follow, each after an
/// empty line.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Offer numbers of the last search (N.K: brand K of `flights fares N`), or `-` to
    /// read offers (JSON) from stdin
    #[arg(value_name = "N|-", required = true, num_args = 1..=6)]
    offers: Vec<String>,
    /// Add the fare rules: refund, exchange, revalidation, reissue, rebook, cancellation
    #[arg(long)]
    rules: bool,
    /// Add the bag catalogue: the bags that can be added, where, for whom, at what price
    #[arg(long)]
    bags: bool,
    /// K extra checked bags for each traveller with a seat, on the segments given
    /// (comma-separated segment ids; all segments when left out)
    #[arg(long, value_name = "K[:SEGMENTS]")]
    add_bags: Option<String>,
    /// A seat to reserve: segment id and seat label, one label per traveller in order
    /// (`1:12A` or `1:12A,12B`); repeat for other segments
    #[arg(long = "seat", value_name = "SEGMENT:LABEL")]
    seats: Vec<String>,
    /// Price in this currency (ISO 4217), instead of the offer's
    #[arg(long, value_name = "CUR")]
    currency: Option<String>,
}

/// Extra bags asked: how many, and on which segments (`None`: all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct AddBags {
    pub quantity: i64,
    pub segments: Option<Vec<String>>,
}

pub(super) fn parse_add_bags(spec: &str) -> Result<AddBags> {
    let bad = || {
        Error::usage(format!(
            "--add-bags {spec:?}: give K or K:SEGMENTS, K a number of bags from 1, SEGMENTS segment ids separated by commas (e.g. 1:1,2)"
        ))
    };
    let (k, segs) = match spec.split_once(':') {
        Some((k, s)) => (k, Some(s)),
        None => (spec, None),
    };
    let quantity: i64 = k.trim().parse().map_err(|_| bad())?;
    if quantity < 1 {
        return Err(bad());
    }
    let segments = match segs {
        None => None,
        Some(s) => {
            let ids: Vec<String> = s.split(',').map(|x| x.trim().to_string()).collect();
            if ids.iter().any(|x| x.is_empty()) {
                return Err(bad());
            }
            Some(ids)
        }
    };
    Ok(AddBags { quantity, segments })
}

/// The offers to price: their number (in the last search, or in the order given on
/// stdin), the offer as received, and whether it comes from the last search.
pub(super) struct Chosen {
    pub number: OfferNumber,
    pub json: Value,
    pub saved: bool,
}

fn choose(ctx: &Ctx, args: &Args) -> Result<Vec<Chosen>> {
    if args.offers.iter().any(|a| a == "-") {
        if args.offers.len() > 1 {
            return Err(Error::usage(
                "`-` reads the offers from stdin: give no offer numbers with it",
            ));
        }
        let items = offers::from_json_text(&ctx.read_stdin()?)?;
        if items.len() > MAX_OFFERS {
            return Err(Error::usage(format!(
                "{} offers on stdin: at most {MAX_OFFERS} can be priced at once",
                items.len()
            )));
        }
        let mut chosen = Vec::new();
        for (i, json) in items.into_iter().enumerate() {
            chosen.push(Chosen {
                number: OfferNumber {
                    offer: i + 1,
                    brand: None,
                },
                json,
                saved: false,
            });
        }
        return Ok(chosen);
    }
    let mut numbers: Vec<OfferNumber> = Vec::new();
    for a in &args.offers {
        let n: OfferNumber = a.trim().parse().map_err(|why: String| {
            Error::usage(format!("{why}, or `-` to read offers from stdin"))
        })?;
        if !numbers.contains(&n) {
            numbers.push(n);
        }
    }
    let mut chosen = Vec::new();
    for n in numbers {
        chosen.push(Chosen {
            number: n,
            json: ctx.saved()?.offer(n, &ctx.origin())?.0,
            saved: true,
        });
    }
    Ok(chosen)
}

/// Set the bags and seats asked on an offer, as the interface's rules 2 and 3 (docs/interface.md) say: in each
/// traveller's `fareDetailsBySegment[].additionalServices`.
pub(super) fn set_services(
    n: OfferNumber,
    offer: &mut Value,
    bags: Option<&AddBags>,
    seats: &[SeatChoice],
) -> Result<()> {
    let ids = offers::segment_ids(offer);
    if let Some(AddBags {
        segments: Some(segs),
        ..
    }) = bags
    {
        if let Some(s) = segs.iter().find(|s| !ids.contains(s)) {
            return Err(Error::usage(format!(
                "--add-bags: offer {n} has no segment {s} (its segments: {})",
                ids.join(", ")
            )));
        }
    }
    let seated: Vec<usize> = offer["travelerPricings"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .filter(|(_, tp)| {
            TravelerType::parse(tp["travelerType"].as_str().unwrap_or("")).takes_seat()
        })
        .map(|(i, _)| i)
        .collect();
    for seat in seats {
        if !ids.contains(&seat.segment) {
            return Err(Error::usage(format!(
                "--seat: offer {n} has no segment {} (its segments: {})",
                seat.segment,
                ids.join(", ")
            )));
        }
        if seat.labels.len() > seated.len() {
            return Err(Error::usage(format!(
                "--seat {}: {} seats for {} traveller{} with a seat",
                seat.segment,
                seat.labels.len(),
                seated.len(),
                if seated.len() == 1 { "" } else { "s" }
            )));
        }
    }
    let Some(tps) = offer["travelerPricings"].as_array_mut() else {
        return Ok(());
    };
    for (t, tp) in tps.iter_mut().enumerate() {
        let Some(position) = seated.iter().position(|&i| i == t) else {
            continue;
        };
        let Some(details) = tp["fareDetailsBySegment"].as_array_mut() else {
            continue;
        };
        for fd in details {
            let seg = fd["segmentId"].as_str().unwrap_or("").to_string();
            let mut add = serde_json::Map::new();
            if let Some(b) = bags {
                if b.segments.as_ref().is_none_or(|s| s.contains(&seg)) {
                    add.insert(
                        "chargeableCheckedBags".into(),
                        serde_json::json!({ "quantity": b.quantity }),
                    );
                }
            }
            if let Some(label) = seats
                .iter()
                .filter(|s| s.segment == seg)
                .find_map(|s| s.labels.get(position))
            {
                add.insert("chargeableSeatNumber".into(), label.clone().into());
            }
            if !add.is_empty() {
                fd["additionalServices"] = Value::Object(add);
            }
        }
    }
    Ok(())
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    // every check before anything is sent
    let add_bags = args.add_bags.as_deref().map(parse_add_bags).transpose()?;
    let seats = args
        .seats
        .iter()
        .map(|s| seats::parse(s))
        .collect::<Result<Vec<_>>>()?;
    let currency = match &args.currency {
        None => None,
        Some(c) => {
            let c = c.trim().to_ascii_uppercase();
            if c.len() != 3 || !c.chars().all(|x| x.is_ascii_alphabetic()) {
                return Err(Error::usage(format!(
                    "--currency {c:?}: give an ISO 4217 code such as EUR or USD"
                )));
            }
            Some(c)
        }
    };
    let chosen = choose(ctx, &args)?;
    if chosen.len() > MAX_OFFERS {
        return Err(Error::usage(format!(
            "at most {MAX_OFFERS} offers can be priced at once"
        )));
    }
    let reply = price_chosen(
        ctx,
        &chosen,
        &Pricing {
            currency,
            rules: args.rules,
            bags: args.bags,
            add_bags,
            seats,
        },
    )?;
    if ctx.global.json {
        return ctx.out.body(&reply.body);
    }
    let included = included(&reply.body);
    let views: Vec<(OfferNumber, FlightOffer, FlightOffer)> = chosen
        .iter()
        .zip(&reply.data.flight_offers)
        .map(|(c, p)| {
            let searched: FlightOffer = serde_json::from_value(c.json.clone()).unwrap_or_default();
            (c.number, searched, p.clone())
        })
        .collect();
    if ctx.out.stdout_tty {
        let mut s = String::new();
        for (i, (n, searched, priced)) in views.iter().enumerate() {
            if i > 0 {
                s.push('\n');
            }
            render(&mut s, *n, searched, priced, ctx.out.columns());
            if args.rules {
                render_rules(&mut s, priced, &included);
            }
        }
        if args.bags {
            render_bags(&mut s, &included);
        }
        return ctx.out.text(&s);
    }
    ctx.out.table(&summary_table(&views))?;
    if args.rules {
        ctx.out.text("")?;
        ctx.out.table(&rules_table(&views))?;
    }
    if args.bags {
        ctx.out.text("")?;
        ctx.out.table(&bags_table(&included))?;
    }
    Ok(())
}

/// How offers are to be priced: the currency, what to include, the services to add.
#[derive(Debug, Clone, Default)]
pub(super) struct Pricing {
    pub currency: Option<String>,
    pub rules: bool,
    pub bags: bool,
    pub add_bags: Option<AddBags>,
    pub seats: Vec<SeatChoice>,
}

/// Price offers as the service's steps go, for `flights price` and `flights book`:
/// the services checked against every offer first, the seats asked checked on the
/// offers' seat maps, the bag catalogue asked before bags are added, then the price
/// with the services; priced offers of the last search are kept.
pub(super) fn price_chosen(
    ctx: &Ctx,
    chosen: &[Chosen],
    how: &Pricing,
) -> Result<Reply<PricedOffers>> {
    let add_bags = how.add_bags.as_ref();
    let seats = &how.seats;
    let mut sent: Vec<Value> = Vec::with_capacity(chosen.len());
    for c in chosen {
        let mut o = c.json.clone();
        if let Some(cur) = &how.currency {
            o["price"]["currency"] = cur.clone().into();
        }
        // check the services against every offer before sending anything
        let mut probe = o.clone();
        set_services(c.number, &mut probe, add_bags, seats)?;
        sent.push(o);
    }
    let mut include = Vec::new();
    if how.rules {
        include.push("detailed-fare-rules".to_string());
    }
    if how.bags || add_bags.is_some() {
        include.push("bags".to_string());
    }
    let query = PricingQuery {
        include,
        force_class: None,
    };
    let request = |offers: Vec<Value>| PricingRequest {
        data: PricingInput {
            kind: "flight-offers-pricing".into(),
            flight_offers: offers,
            ..Default::default()
        },
    };
    let api = ctx.api()?;
    if !seats.is_empty() {
        // the seats asked must be on the offer's seat maps and free for their
        // travellers, before anything is priced
        for c in chosen {
            let maps = api.call::<SeatMapsOfOffers>(
                &NoQuery {},
                &SeatMapRequest {
                    data: vec![c.json.clone()],
                },
            )?;
            let see = if c.saved {
                c.number.to_string()
            } else {
                "-".to_string()
            };
            seats::check(&maps.data, &c.json, seats, &see)?;
        }
    }
    if let Some(bags) = add_bags {
        // rule 3: the catalogue first, then the price with the bags
        let first = api.call::<PriceOffers>(&query, &request(sent.clone()))?;
        let included = included(&first.body);
        check_catalogue(bags, &included)?;
    }
    let mut with_services = sent.clone();
    if add_bags.is_some() || !seats.is_empty() {
        for (c, o) in chosen.iter().zip(&mut with_services) {
            set_services(c.number, o, add_bags, seats)?;
        }
    }
    let reply = api.call::<PriceOffers>(&query, &request(with_services))?;
    let priced_json: Vec<Value> = reply.body["data"]["flightOffers"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let now = travel_core::clock::unix_seconds();
    for (c, p) in chosen.iter().zip(&priced_json) {
        if c.saved {
            let requirements = &reply.body["data"]["bookingRequirements"];
            let bags = &reply.body["included"]["bags"];
            ctx.saved()?
                .keep_priced(c.number, &c.json, p, requirements, bags, now)?;
        }
    }
    Ok(reply)
}

fn included(body: &Value) -> PricingIncluded {
    body.get("included")
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

/// Refuse extra bags above what the catalogue lists for the segments asked.
fn check_catalogue(bags: &AddBags, inc: &PricingIncluded) -> Result<()> {
    let most = |seg: &str| {
        inc.bags
            .values()
            .filter(|b| b.segment_ids.iter().any(|s| s == seg))
            .filter_map(|b| b.quantity)
            .max()
            .unwrap_or(0)
    };
    let segs: Vec<String> = match &bags.segments {
        Some(s) => s.clone(),
        None => {
            let mut all: Vec<String> = inc
                .bags
                .values()
                .flat_map(|b| b.segment_ids.clone())
                .collect();
            all.sort();
            all.dedup();
            if all.is_empty() {
                return Err(Error::usage(
                    "--add-bags: the fare sells no extra bags (the bag catalogue is empty); nothing was added",
                ));
            }
            all
        }
    };
    for s in segs {
        let m = most(&s);
        if bags.quantity > m {
            return Err(Error::usage(format!(
                "--add-bags {}: the bag catalogue offers at most {m} extra bag{} on segment {s}; the offer was not priced with bags",
                bags.quantity,
                if m == 1 { "" } else { "s" }
            )));
        }
    }
    Ok(())
}

fn amount(s: &str) -> f64 {
    s.parse().unwrap_or(0.0)
}

/// Taxes of all travellers summed by code, in the order met.
fn taxes_by_code(o: &FlightOffer) -> Vec<(String, f64)> {
    let mut out: Vec<(String, f64)> = Vec::new();
    for tp in &o.traveler_pricings {
        for t in &tp.price.taxes {
            match out.iter_mut().find(|x| x.0 == t.code) {
                Some(x) => x.1 += amount(&t.amount),
                None => out.push((t.code.to_string(), amount(&t.amount))),
            }
        }
    }
    out
}

fn co2(o: &FlightOffer) -> Vec<(String, i64)> {
    o.itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .map(|s| {
            (
                s.id.clone(),
                s.co2_emissions.iter().filter_map(|c| c.weight).sum(),
            )
        })
        .collect()
}

fn seated(o: &FlightOffer) -> usize {
    o.traveler_pricings
        .iter()
        .filter(|t| t.traveler_type.takes_seat())
        .count()
}

fn bags_of(o: &FlightOffer, segment: &str) -> String {
    o.included_bags(None, segment)
        .unwrap_or_else(|| "no bag".into())
}

fn fare_bases(o: &FlightOffer) -> Vec<String> {
    o.traveler_pricings
        .first()
        .map(|tp| {
            tp.fare_details_by_segment
                .iter()
                .map(|f| f.fare_basis.clone())
                .collect()
        })
        .unwrap_or_default()
}

/// What changed since the search, one line each.
fn changes(searched: &FlightOffer, priced: &FlightOffer) -> Vec<String> {
    let mut out = Vec::new();
    let cur = &priced.price.currency;
    if searched.price.currency != *cur {
        out.push(format!(
            "price: now in {cur}, {} (the search said {} {})",
            priced.price.total, searched.price.total, searched.price.currency
        ));
    } else {
        let (was, now) = (amount(&searched.price.total), amount(&priced.price.total));
        let diff = now - was;
        out.push(if diff.abs() < 0.005 {
            format!("price: unchanged, {} {cur}", priced.price.total)
        } else {
            format!(
                "price: {} by {} {cur}, from {} to {}",
                if diff > 0.0 { "UP" } else { "down" },
                travel_core::currency::amount(diff.abs(), cur),
                searched.price.total,
                priced.price.total
            )
        });
    }
    let ids: Vec<String> = priced
        .itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .map(|s| s.id.clone())
        .collect();
    let bag_changes: Vec<String> = ids
        .iter()
        .filter(|id| bags_of(searched, id) != bags_of(priced, id))
        .map(|id| {
            format!(
                "segment {id} {} → {}",
                bags_of(searched, id),
                bags_of(priced, id)
            )
        })
        .collect();
    out.push(if bag_changes.is_empty() {
        "bags: unchanged".into()
    } else {
        format!("bags: {}", bag_changes.join(", "))
    });
    let (fb_was, fb_now) = (fare_bases(searched), fare_bases(priced));
    out.push(if fb_was == fb_now {
        "fare basis: unchanged".into()
    } else {
        format!("fare basis: {} → {}", fb_was.join(","), fb_now.join(","))
    });
    out.push(
        match (
            searched.number_of_bookable_seats,
            priced.number_of_bookable_seats,
        ) {
            (Some(a), Some(b)) if a != b => format!("seats left: {a} → {b}"),
            (_, Some(b)) => format!("seats left: {b}, unchanged"),
            _ => "seats left: not given".into(),
        },
    );
    out
}

fn render(s: &mut String, n: OfferNumber, searched: &FlightOffer, o: &FlightOffer, width: usize) {
    let cur = &o.price.currency;
    let travellers = o.traveler_pricings.len();
    let _ = writeln!(
        s,
        "Offer {n} priced: {} {cur} for {travellers} traveller{}",
        o.grand_total(),
        if travellers == 1 { "" } else { "s" }
    );
    if let Some(t) = &o.last_ticketing_date {
        let _ = writeln!(s, "Ticket by {t}");
    }
    let _ = writeln!(s, "\nSince the search");
    for line in changes(searched, o) {
        let _ = writeln!(s, "  {line}");
    }
    let _ = writeln!(s, "\nPrice");
    for tp in &o.traveler_pricings {
        let _ = writeln!(
            s,
            "  traveller {} {:<13} {:>9} {cur} (base {})",
            tp.traveler_id,
            words(&tp.traveler_type),
            tp.price.total,
            tp.price.base
        );
    }
    let taxes = taxes_by_code(o);
    let tax_total: f64 = taxes.iter().map(|t| t.1).sum();
    let fees: f64 = o.price.fees.iter().map(|f| amount(&f.amount)).sum();
    let _ = writeln!(
        s,
        "  base {} + taxes {} + fees {} = {} {cur}",
        o.price.base,
        travel_core::currency::amount(tax_total, cur),
        travel_core::currency::amount(fees, cur),
        o.price.total
    );
    if !taxes.is_empty() {
        let list: Vec<String> = taxes
            .iter()
            .map(|(c, a)| format!("{c} {}", travel_core::currency::amount(*a, cur)))
            .collect();
        let _ = writeln!(s, "{}", wrap("  taxes: ", &list, width.min(80) - 2));
    }
    for extra in &o.price.additional_services {
        let what = match extra.kind.as_str() {
            "CHECKED_BAGS" => "extra bags",
            "SEATS" => "seats",
            other => other,
        };
        let _ = writeln!(s, "  added {what}: {} {cur}", extra.amount);
    }
    if !o.price.additional_services.is_empty() {
        let _ = writeln!(s, "  grand total {} {cur}", o.grand_total());
    }
    let _ = writeln!(s, "\nSegments");
    let co2 = co2(o);
    let fare = |id: &str| {
        o.traveler_pricings.first().and_then(|tp| {
            tp.fare_details_by_segment
                .iter()
                .find(|f| f.segment_id == id)
        })
    };
    for seg in o.itineraries.iter().flat_map(|it| &it.segments) {
        let f = fare(&seg.id);
        let _ = writeln!(
            s,
            "  {} {:<7} {}-{} {}  {} {}",
            seg.id,
            flight(&seg.carrier_code, &seg.number),
            seg.departure.iata_code,
            seg.arrival.iata_code,
            seg.departure.at.get(..10).unwrap_or(""),
            f.map(|f| words(&f.cabin)).unwrap_or_default(),
            f.map(|f| f.booking_class.clone()).unwrap_or_default(),
        );
        let kg = co2.iter().find(|c| c.0 == seg.id).map_or(0, |c| c.1);
        let facts = [
            format!(
                "fare {}{}",
                f.map(|f| f.fare_basis.clone()).unwrap_or_default(),
                f.and_then(|f| f.branded_fare_label.clone().or(f.branded_fare.clone()))
                    .map(|b| format!(" ({})", title(&b)))
                    .unwrap_or_default()
            ),
            format!("{} included", bags_of(o, &seg.id)),
            format!("CO2 {kg} kg a seat"),
        ];
        let _ = writeln!(s, "{}", wrap("    ", &facts, width.min(80) - 2));
    }
    let per_seat: i64 = co2.iter().map(|c| c.1).sum();
    let k = seated(o) as i64;
    let _ = writeln!(
        s,
        "  CO2 in all: {per_seat} kg a seat, {} kg for {k} seat{}",
        per_seat * k,
        if k == 1 { "" } else { "s" }
    );
}

/// Items after a lead, separated by commas, on as many lines as `width` needs.
fn wrap(lead: &str, items: &[String], width: usize) -> String {
    let items: Vec<(String, usize)> = items.iter().map(|i| plain(i.as_str())).collect();
    wrap_items(lead, &items, ", ", width)
}

fn render_rules(s: &mut String, o: &FlightOffer, inc: &PricingIncluded) {
    let Some(rules) = &o.fare_rules else {
        let _ = writeln!(s, "\nFare rules: not given");
        return;
    };
    let cur = rules.currency.as_deref().unwrap_or(&o.price.currency);
    let _ = writeln!(s, "\nFare rules (penalties in {cur})");
    for r in &rules.rules {
        let allowed = if r.not_applicable == Some(true) {
            "not allowed".to_string()
        } else {
            match r.max_penalty_amount.as_deref() {
                Some(p) if amount(p) == 0.0 => "allowed, free".to_string(),
                Some(p) => format!("allowed, up to {p}"),
                None => "allowed".to_string(),
            }
        };
        let _ = writeln!(
            s,
            "  {:<13} {allowed}",
            title(r.category.as_deref().unwrap_or("OTHER"))
        );
        for d in &r.descriptions {
            let _ = writeln!(s, "    {}", d.text);
        }
    }
    let ids: Vec<String> = o
        .itineraries
        .iter()
        .flat_map(|it| &it.segments)
        .map(|s| s.id.clone())
        .collect();
    for d in inc.detailed_fare_rules.values() {
        if ids.contains(&d.segment_id) {
            let _ = writeln!(
                s,
                "  segment {}: fare {}{}",
                d.segment_id,
                d.fare_basis,
                d.name
                    .as_deref()
                    .map(|n| format!(", {}", title(n)))
                    .unwrap_or_default()
            );
        }
    }
}

fn render_bags(s: &mut String, inc: &PricingIncluded) {
    if inc.bags.is_empty() {
        let _ = writeln!(s, "\nBags to add: none sold on this fare");
        return;
    }
    let _ = writeln!(s, "\nBags to add (price per traveller)");
    for b in inc.bags.values() {
        let q = b.quantity.unwrap_or(0);
        let _ = writeln!(
            s,
            "  {q} extra bag{}  segments {}  travellers {}  {} {}",
            if q == 1 { " " } else { "s" },
            b.segment_ids.join(","),
            b.traveler_ids.join(","),
            b.price
                .as_ref()
                .map(|p| p.amount.clone())
                .unwrap_or_default(),
            b.price
                .as_ref()
                .and_then(|p| p.currency_code.clone())
                .unwrap_or_default()
        );
    }
}

fn summary_table(views: &[(OfferNumber, FlightOffer, FlightOffer)]) -> Table {
    let mut t = Table::new(&[
        ">N",
        ">Total",
        "Currency",
        "Per traveller",
        ">Base",
        "Taxes",
        "Added",
        "Last ticketing",
        ">CO2 kg",
        "Since the search",
    ]);
    for (n, searched, o) in views {
        let per: Vec<String> = o
            .traveler_pricings
            .iter()
            .map(|tp| format!("{} {}", tp.traveler_id, tp.price.total))
            .collect();
        let taxes: Vec<String> = taxes_by_code(o)
            .iter()
            .map(|(c, a)| {
                format!(
                    "{c} {}",
                    travel_core::currency::amount(*a, &o.price.currency)
                )
            })
            .collect();
        let added: Vec<String> = o
            .price
            .additional_services
            .iter()
            .map(|a| format!("{} {}", a.kind, a.amount))
            .collect();
        let kg: i64 = co2(o).iter().map(|c| c.1).sum::<i64>() * seated(o) as i64;
        t.push(vec![
            n.to_string(),
            o.grand_total().to_string(),
            o.price.currency.clone(),
            per.join(", "),
            o.price.base.clone(),
            taxes.join(", "),
            added.join(", "),
            o.last_ticketing_date.clone().unwrap_or_default(),
            kg.to_string(),
            changes(searched, o).join("; "),
        ]);
    }
    t
}

fn rules_table(views: &[(OfferNumber, FlightOffer, FlightOffer)]) -> Table {
    let mut t = Table::new(&["N", "Rule", "Allowed", ">Max penalty", "Text"]);
    for (n, _, o) in views {
        for r in o.fare_rules.iter().flat_map(|f| &f.rules) {
            t.push(vec![
                n.to_string(),
                r.category.clone().unwrap_or_default(),
                if r.not_applicable == Some(true) {
                    "no"
                } else {
                    "yes"
                }
                .into(),
                r.max_penalty_amount.clone().unwrap_or_default(),
                r.descriptions
                    .iter()
                    .map(|d| d.text.clone())
                    .collect::<Vec<_>>()
                    .join(" "),
            ]);
        }
    }
    t
}

fn bags_table(inc: &PricingIncluded) -> Table {
    let mut t = Table::new(&[
        "Option",
        ">Bags",
        "Segments",
        "Travellers",
        ">Price",
        "Currency",
    ]);
    for (key, b) in &inc.bags {
        t.push(vec![
            key.clone(),
            b.quantity.unwrap_or(0).to_string(),
            b.segment_ids.join(","),
            b.traveler_ids.join(","),
            b.price
                .as_ref()
                .map(|p| p.amount.clone())
                .unwrap_or_default(),
            b.price
                .as_ref()
                .and_then(|p| p.currency_code.clone())
                .unwrap_or_default(),
        ]);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first() -> OfferNumber {
        OfferNumber {
            offer: 1,
            brand: None,
        }
    }

    #[test]
    fn long_lists_wrap() {
        let items: Vec<String> = (0..20).map(|i| format!("T{i} 10.00")).collect();
        let text = wrap("  taxes: ", &items, 40);
        assert!(text.lines().count() > 1);
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        assert!(text.lines().skip(1).all(|l| l.starts_with("         T")));
        assert_eq!(wrap("x: ", &["a".into(), "b".into()], 40), "x: a, b");
    }

    #[test]
    fn bag_specs() {
        assert_eq!(
            parse_add_bags("2").unwrap(),
            AddBags {
                quantity: 2,
                segments: None
            }
        );
        assert_eq!(
            parse_add_bags("1:1,3").unwrap().segments,
            Some(vec!["1".to_string(), "3".to_string()])
        );
        for bad in ["0", "x", "1:", "1:1,,2", "-1", ""] {
            assert!(parse_add_bags(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn services_are_set_per_traveller_and_segment() {
        let mut o = serde_json::json!({
            "itineraries": [{"segments": [{"id": "1"}, {"id": "2"}]}],
            "travelerPricings": [
                {"travelerType": "ADULT", "fareDetailsBySegment": [{"segmentId": "1"}, {"segmentId": "2"}]},
                {"travelerType": "HELD_INFANT", "fareDetailsBySegment": [{"segmentId": "1"}, {"segmentId": "2"}]},
                {"travelerType": "ADULT", "fareDetailsBySegment": [{"segmentId": "1"}, {"segmentId": "2"}]}
            ]
        });
        let bags = AddBags {
            quantity: 1,
            segments: Some(vec!["2".into()]),
        };
        let seats = vec![seats::parse("1:3A,3B").unwrap()];
        set_services(first(), &mut o, Some(&bags), &seats).unwrap();
        let tp = &o["travelerPricings"];
        assert_eq!(
            tp[0]["fareDetailsBySegment"][0]["additionalServices"]["chargeableSeatNumber"],
            "3A"
        );
        assert_eq!(
            tp[2]["fareDetailsBySegment"][0]["additionalServices"]["chargeableSeatNumber"],
            "3B"
        );
        assert_eq!(
            tp[0]["fareDetailsBySegment"][1]["additionalServices"]["chargeableCheckedBags"]
                ["quantity"],
            1
        );
        assert!(tp[1]["fareDetailsBySegment"][0]
            .get("additionalServices")
            .is_none());
        assert!(set_services(
            first(),
            &mut o.clone(),
            None,
            &[seats::parse("3:1A").unwrap()]
        )
        .is_err());
        assert!(set_services(
            first(),
            &mut o.clone(),
            None,
            &[seats::parse("1:1A,1B,1C").unwrap()]
        )
        .is_err());
    }
}
