//! One folder per command group, one file per leaf command holding its `Args` and `run`.

use clap::Subcommand;

use crate::ctx::Ctx;
use crate::error::Result;

pub mod airlines;
pub mod airports;
pub mod auth;
pub mod book;
pub mod bookings;
pub mod cities;
pub mod config;
pub mod docs;
pub mod flights;
pub mod hotels;
pub mod insights;
mod location_score;
pub mod mcp;
pub mod order;
pub mod predict;
pub mod recommend;
pub mod sandbox;
mod shared;
pub mod trip;
pub mod wallet;

#[derive(Debug, Subcommand)]
pub enum Command {
    Cities(cities::Args),
    #[command(subcommand, alias = "airport")]
    Airports(airports::Command),
    #[command(subcommand, alias = "airline")]
    Airlines(airlines::Command),
    Recommend(recommend::Args),
    #[command(subcommand, alias = "flight")]
    Flights(flights::Command),
    #[command(subcommand, alias = "hotel")]
    Hotels(hotels::Command),
    #[command(subcommand)]
    Order(order::Command),
    Book(book::Args),
    #[command(subcommand, alias = "booking")]
    Bookings(bookings::Command),
    #[command(subcommand)]
    Insights(insights::Command),
    LocationScore(location_score::Args),
    #[command(subcommand)]
    Predict(predict::Command),
    #[command(subcommand)]
    Auth(auth::Command),
    #[command(subcommand)]
    Sandbox(sandbox::Command),
    Mcp(mcp::Args),
    #[command(subcommand)]
    Wallet(wallet::Command),
    #[command(subcommand)]
    Trip(trip::Command),
    #[command(subcommand)]
    Config(config::Command),
    #[command(hide = true)]
    GenerateDocs(docs::Args),
}

impl Command {
    /// Whether its output may go through the user's pager (`crate::pager`): not a
    /// command that asks on the terminal (a booking, a cancellation, the wizard, a
    /// login, an editor), nor a server that runs until stopped.
    pub fn pages(&self) -> bool {
        !matches!(
            self,
            Command::Flights(flights::Command::Book(_))
                | Command::Hotels(hotels::Command::Book(_))
                | Command::Order(order::Command::Cancel(_))
                | Command::Book(_)
                | Command::Auth(_)
                | Command::Wallet(_)
                | Command::Mcp(_)
                | Command::Sandbox(sandbox::Command::Serve(_) | sandbox::Command::Reset(_))
                | Command::Config(config::Command::Edit(_))
                | Command::GenerateDocs(_)
        )
    }
}

/// Run a command. `tree` builds the whole clap tree, for `generate-docs`.
pub fn run(ctx: &Ctx, command: Command, line: crate::mcp::Commands) -> Result<()> {
    match command {
        Command::Cities(args) => cities::run(ctx, args),
        Command::Airports(cmd) => airports::run(ctx, cmd),
        Command::Airlines(cmd) => airlines::run(ctx, cmd),
        Command::Recommend(args) => recommend::run(ctx, args),
        Command::Flights(cmd) => flights::run(ctx, cmd),
        Command::Hotels(cmd) => hotels::run(ctx, cmd),
        Command::Order(cmd) => order::run(ctx, cmd),
        Command::Book(args) => book::run(ctx, args),
        Command::Bookings(cmd) => bookings::run(ctx, cmd),
        Command::Insights(cmd) => insights::run(ctx, cmd),
        Command::LocationScore(args) => location_score::run(ctx, args),
        Command::Predict(cmd) => predict::run(ctx, cmd),
        Command::Auth(cmd) => auth::run(ctx, cmd),
        Command::Sandbox(cmd) => sandbox::run(ctx, cmd),
        Command::Mcp(args) => mcp::run(ctx, args, line),
        Command::Wallet(cmd) => wallet::run(ctx, cmd),
        Command::Trip(cmd) => trip::run(ctx, cmd),
        Command::Config(cmd) => config::run(ctx, cmd),
        Command::GenerateDocs(args) => docs::run(args, line.tree),
    }
}
