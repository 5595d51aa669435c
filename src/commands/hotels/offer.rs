//! `travel hotels offer`: recheck one offer's price and availability, in full.

use super::shared::view;
use crate::api::ops;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::model::hotel::HotelOffers;

/// Recheck one offer's current price and availability, and show it in full
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `hotels offers` table, or its id
    offer: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let id = view::resolve_offer(&args.offer)?;
    let resp = ctx
        .api()?
        .fetch::<ops::hotels::GetHotelOffer>(&serde_json::json!({ "offerId": id }))?;
    if ctx.global.json {
        return ctx.out.json(&resp.body);
    }
    let item = current(&resp.body)?;
    let Some(offer) = item.offers.first() else {
        return Err(Error::new(
            crate::error::Kind::Rejected,
            "the offer is no longer available",
        )
        .with_hint("choose a new offer: `travel hotels offers ...` again"));
    };
    ctx.out.text(&view::detail(&item, offer))
}

/// The rechecked offer: `data` is one hotel-offers object.
pub fn current(body: &serde_json::Value) -> Result<HotelOffers> {
    body.get("data")
        .and_then(|d| serde_json::from_value::<HotelOffers>(d.clone()).ok())
        .ok_or_else(|| {
            Error::new(
                crate::error::Kind::Unavailable,
                "the offer response has no hotel offer in `data`",
            )
            .with_hint("`--json` shows the body as received")
        })
}
