//! `travel hotels`: find hotels, compare their offers, and book one.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

pub(crate) mod book;
pub(crate) mod find;
mod list;
pub(crate) mod offer;
pub(crate) mod offers;
mod ratings;
pub(crate) mod shared;

/// Find hotels, compare offers and book
#[derive(Debug, Subcommand)]
pub enum Command {
    List(list::Args),
    Find(find::Args),
    Ratings(ratings::Args),
    Offers(offers::Args),
    Offer(offer::Args),
    Book(book::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::List(args) => list::run(ctx, args),
        Command::Find(args) => find::run(ctx, args),
        Command::Ratings(args) => ratings::run(ctx, args),
        Command::Offers(args) => offers::run(ctx, args),
        Command::Offer(args) => offer::run(ctx, args),
        Command::Book(args) => book::run(ctx, args),
    }
}
