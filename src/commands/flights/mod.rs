//! `travel flights`: shopping for flights.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

mod availability;
pub(crate) mod book;
mod date_grid;
mod dates;
pub(crate) mod fares;
mod inspire;
mod predict;
pub(crate) mod price;
mod price_analysis;
pub(crate) mod search;
pub(crate) mod seats;
pub(crate) mod shared;
mod show;
mod status;

/// Search, compare and inspect flights
#[derive(Debug, Subcommand)]
pub enum Command {
    Search(search::Args),
    Show(show::Args),
    Fares(fares::Args),
    Inspire(inspire::Args),
    Dates(dates::Args),
    Availability(availability::Args),
    Predict(predict::Args),
    Price(price::Args),
    Book(book::Args),
    Seats(seats::Args),
    PriceAnalysis(price_analysis::Args),
    Status(status::Args),
}

pub fn run(ctx: &Ctx, cmd: Command) -> Result<()> {
    match cmd {
        Command::Search(args) => match args.dates {
            Some(around) => date_grid::run(ctx, &args, around),
            None => search::run(ctx, args),
        },
        Command::Show(args) => show::run(ctx, args),
        Command::Fares(args) => fares::run(ctx, args),
        Command::Inspire(args) => inspire::run(ctx, args),
        Command::Dates(args) => dates::run(ctx, args),
        Command::Availability(args) => availability::run(ctx, args),
        Command::Predict(args) => predict::run(ctx, args),
        Command::Price(args) => price::run(ctx, args),
        Command::Book(args) => book::run(ctx, args),
        Command::Seats(args) => seats::run(ctx, args),
        Command::PriceAnalysis(args) => price_analysis::run(ctx, args),
        Command::Status(args) => status::run(ctx, args),
    }
}
