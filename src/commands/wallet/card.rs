//! `travel wallet card`: keep the card hotel bookings are paid with.

use crate::card::{self, CardNumber};
use crate::credentials::Secret;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::wallet;

/// Keep the card hotel bookings are paid with in the OS keyring
///
/// For bookings made where nobody can type it (`travel mcp`'s hotels_book), and by
/// `travel hotels book` when neither --card-stdin nor TRAVEL_CARD_NUMBER gives one.
/// Typed hidden on a terminal, or the first line of stdin with --stdin; checked (Luhn,
/// a known vendor) before it is kept. Only its last four digits are ever shown.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Read the card number from the first line of stdin instead of asking
    #[arg(long)]
    stdin: bool,
    /// Remove the card kept instead
    #[arg(long, conflicts_with = "stdin")]
    remove: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    if args.remove {
        let removed = ctx.store().forget(wallet::CARD)?;
        ctx.note(if removed {
            "removed the card kept"
        } else {
            "no card was kept"
        });
        return Ok(());
    }
    let typed = super::read(ctx, args.stdin, "Card number")?;
    let number = CardNumber::parse(typed.expose())?;
    let vendor = card::vendor(&number, None)?;
    ctx.store()
        .keep(wallet::CARD, &Secret::new(number.expose()))?;
    ctx.note(&format!(
        "kept card {} ****{} in the OS keyring, for hotel bookings",
        card::vendor_name(&vendor),
        number.last4()
    ));
    Ok(())
}
