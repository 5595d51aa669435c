//! `travel flights seats N|-`: the seat maps of an offer's segments.

use serde_json::Value;

use super::shared::offers;
use super::shared::seatmap::{self, SeatDictionaries};
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::output::Table;
use crate::saved::OfferNumber;
use travel_core::model::seatmap::{SeatMap, SeatMapRequest};
use travel_core::ops::flights::SeatMapsOfOffers;
use travel_core::ops::NoQuery;

/// Show the seat maps of an offer, segment by segment
///
/// Asks the seat maps of offer N of the last `flights search` (N.K: brand K of
/// `flights fares N`), or of the offers given as JSON on stdin with `-` (a search or
/// pricing response, a list of offers, or one offer). On a terminal, each segment's
/// cabin is drawn row by row: aisles, cabin names, exit rows, wings, lavatories and
/// galleys, each seat free, sold at a price, occupied or blocked (as the first
/// traveller sees it, with seats whose state differs by traveller marked), under the
/// flight, the aircraft, what is on board and the seats left per traveller (or, for a
/// fare that sells none, "basic fare: seats not sold"), one line per row, the legend
/// above the rows. A map taller than the terminal goes through $PAGER (else `less
/// -R`), the legend at the top of every page. Piped: one line per seat, tab-separated: segment, number, cabin, state (per
/// traveller where they differ), characteristics, price. With --json, the service's
/// body as received (all segments).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `flights search` table (N.K: brand K of `flights
    /// fares N`), or `-` to read offers (JSON) from stdin
    #[arg(value_name = "N|-")]
    offer: String,
    /// Show only the seat map of this segment (its id in the offer, as `flights price
    /// --seat` takes it)
    #[arg(long, value_name = "K")]
    segment: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let fetched = fetch(ctx, &args)?;
    show(
        ctx,
        fetched.maps,
        &fetched.body,
        args.segment.as_deref().map(str::trim),
        &fetched.named,
        true,
    )
}

/// The seat maps asked: as read and as received, and how the offer is named.
pub(crate) struct Fetched {
    pub maps: Vec<SeatMap>,
    pub body: crate::api::Body,
    pub named: String,
}

/// Ask the seat maps of the offer `args` names (the booking wizard shows them one
/// segment at a time).
pub(crate) fn fetch(ctx: &Ctx, args: &Args) -> Result<Fetched> {
    let (sent, named) = if args.offer.trim() == "-" {
        (
            offers::from_json_text(&ctx.read_stdin()?)?,
            "the offers on stdin".to_string(),
        )
    } else {
        let n: OfferNumber = args.offer.trim().parse().map_err(|why: String| {
            Error::usage(format!("{why}, or `-` to read offers from stdin"))
        })?;
        (
            vec![ctx.saved()?.offer(n, &ctx.origin())?.0],
            format!("offer {n}"),
        )
    };
    let segment = args.segment.as_deref().map(str::trim);
    if let Some(k) = segment {
        let ids: Vec<String> = sent.iter().flat_map(offers::segment_ids).collect();
        if !ids.iter().any(|id| id == k) {
            return Err(Error::usage(format!(
                "--segment {k}: {named} has no segment {k} (its segments: {})",
                ids.join(", ")
            )));
        }
    }
    let reply = ctx
        .api()?
        .call::<SeatMapsOfOffers>(&NoQuery {}, &SeatMapRequest { data: sent })?;
    Ok(Fetched {
        maps: reply.data,
        body: reply.body,
        named,
    })
}

/// Print seat maps as received (`body`, read as `maps`): drawn on a terminal, one line
/// a seat piped, the body with --json; only segment `segment`'s when given.
pub(crate) fn show(
    ctx: &Ctx,
    maps: Vec<SeatMap>,
    body: &Value,
    segment: Option<&str>,
    named: &str,
    pager: bool,
) -> Result<()> {
    if ctx.global.json {
        return ctx.out.json(body);
    }
    if maps.is_empty() {
        ctx.note(&format!("the service has no seat map for {named}"));
        return Ok(());
    }
    let given: Vec<String> = maps
        .iter()
        .map(|m| m.segment_id.clone().unwrap_or_default())
        .collect();
    let maps: Vec<SeatMap> = match segment {
        None => maps,
        Some(k) => {
            let one: Vec<SeatMap> = maps
                .into_iter()
                .filter(|m| m.segment_id.as_deref() == Some(k))
                .collect();
            if one.is_empty() {
                return Err(Error::usage(format!(
                    "--segment {k}: the service gave no seat map for segment {k} of {named} (it gave segments {})",
                    given.join(", ")
                )));
            }
            one
        }
    };
    if ctx.out.stdout_tty {
        let dicts = SeatDictionaries::from_body(body);
        let width = ctx.out.columns().max(40);
        // a screen's lines, less the pager's own line: each page begins with the legend
        let page = ctx.out.rows().map(|r| r.saturating_sub(1).max(1));
        let drawings: Vec<String> = maps
            .iter()
            .map(|m| seatmap::draw(m, &dicts, width, ctx.out.color, page))
            .collect();
        let text = drawings.join("\n");
        if pager
            && crate::pager::page_tall(&ctx.out, &text)
                .map_err(|e| Error::unexpected(format!("the pager failed: {e}")))?
        {
            return Ok(());
        }
        return ctx.out.verbatim(&text);
    }
    ctx.out.table(&seat_lines(&maps))
}

/// For scripts: one row per seat.
fn seat_lines(maps: &[SeatMap]) -> Table {
    let mut t = Table::new(&[
        "Segment",
        "Number",
        "Cabin",
        "Status",
        "Characteristics",
        ">Price",
    ]);
    for m in maps {
        for seat in m.decks.iter().flat_map(|d| &d.seats) {
            t.push(vec![
                m.segment_id.clone().unwrap_or_default(),
                seat.number.clone(),
                seat.cabin.to_string(),
                seatmap::status_text(seat),
                seat.characteristics_codes.join(","),
                seatmap::price_text(seat),
            ]);
        }
    }
    t
}
