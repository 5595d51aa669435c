//! `travel hotels offer`: recheck one offer's price and availability, in full.

use super::shared::view;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use travel_core::model::hotel::HotelOfferById;
use travel_core::ops::hotels::GetHotelOffer;

/// Recheck one offer's current price and availability, and show it in full
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `hotels offers` table, or its id
    offer: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let id = view::resolve_offer(ctx, &args.offer)?;
    let reply = ctx
        .api()?
        .fetch::<GetHotelOffer>(&HotelOfferById { offer_id: id })?;
    if ctx.global.json {
        return ctx.out.body(&reply.body);
    }
    let item = view::current(reply)?;
    let Some(offer) = item.offers.first() else {
        return Err(Error::new(
            crate::error::Kind::Rejected,
            "the offer is no longer available",
        )
        .with_hint("choose a new offer: `travel hotels offers ...` again"));
    };
    ctx.out.text(&view::detail(&item, offer, ctx.moment()))
}
