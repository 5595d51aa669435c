//! `travel mcp`: serve the CLI's operations to an AI assistant (Model Context Protocol).

use std::net::SocketAddr;

use crate::ctx::Ctx;
use crate::error::Result;

/// Serve the operations as MCP tools to an AI assistant
///
/// Speaks the Model Context Protocol on stdin and stdout (what an MCP client starts),
/// or with --http ADDR over Streamable HTTP on a loopback address (http://ADDR/mcp).
/// Over HTTP a request carrying a browser's `Origin` is refused (403) unless it is the
/// server's own (http://ADDR, http://localhost:PORT) or one given with --allow-origin,
/// so a web page cannot drive it (DNS rebinding); clients that send no `Origin` (not
/// browsers) are served.
/// The global flags apply to every tool: `travel --sandbox mcp` serves the sandbox.
///
/// Tools: the reading commands (places, airlines, flight search, offers, fares,
/// pricing, seat maps, availability, hotels, insights, status, predictions, the
/// journal, orders), their results numbered as on the command line; and
/// flights_book, hotels_book and order_cancel, which ask the person through the client
/// (elicitation) with the summary the command line shows and proceed only on an
/// explicit yes; with a client that cannot ask, they refuse and name the command to
/// run instead. Card and passport numbers are never tool arguments: they are kept
/// beforehand in the OS keyring (`travel wallet card`, `travel wallet document NAME`),
/// or given in the server's environment, which wins: TRAVEL_CARD_NUMBER, and
/// TRAVEL_PASSPORTS ("First Last=P:NUMBER:COUNTRY:EXPIRY[:NATIONALITY]; ...").
/// Bookings go through the journal, as on the command line.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Serve Streamable HTTP on this loopback address (e.g. 127.0.0.1:8765; port 0
    /// picks a free one, said on stderr) instead of stdio
    #[arg(long, value_name = "ADDR")]
    http: Option<SocketAddr>,
    /// With --http, a browser origin served besides the server's own, e.g.
    /// https://assistant.example (SCHEME://HOST[:PORT]); repeat for more
    #[arg(long = "allow-origin", value_name = "ORIGIN", requires = "http")]
    allow_origins: Vec<String>,
}

pub fn run(ctx: &Ctx, args: Args, commands: crate::mcp::Commands) -> Result<()> {
    let origins: Vec<String> = args
        .allow_origins
        .iter()
        .map(|o| crate::mcp::origin(o))
        .collect::<Result<_>>()?;
    let listener = match args.http {
        Some(addr) => {
            let listener = crate::mcp::bind(addr)?;
            ctx.note(&format!(
                "travel mcp: serving http://{}{}",
                listener.local_addr()?,
                crate::mcp::PATH
            ));
            Some((listener, origins))
        }
        None => None,
    };
    crate::mcp::serve(ctx.global.clone(), ctx.run().clone(), commands, listener)
}
