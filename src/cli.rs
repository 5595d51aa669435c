//! The clap tree: global flags and the top-level command enum.
//!
//! Doc comments are the help text: an imperative summary without a period, then detail.

use clap::{Args, Parser};

use crate::commands::Command;
use crate::environment::Environment;

macro_rules! after_help_text {
    () => {
        "\
Credentials come from AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET, else from the OS keyring
(`travel auth login`). `--sandbox` needs none: it runs the built-in local service.

"
    };
}

/// Search, price and book flights and hotels from the command line
///
/// `travel` speaks the Amadeus Self-Service API. Tables for people, `--json` for scripts,
/// and a built-in sandbox (`--sandbox`) that answers like the service, offline.
#[derive(Debug, Parser)]
#[command(name = "travel", version, propagate_version = true)]
#[command(after_help = concat!(after_help_text!(), crate::error::exit_codes_text!()))]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Command,
}

/// Flags every command takes.
#[derive(Debug, Clone, Args)]
pub struct GlobalArgs {
    /// Print the service's response body as received (pretty JSON), nothing dropped
    #[arg(long, global = true)]
    pub json: bool,

    /// Service environment to talk to
    #[arg(long = "env", value_enum, env = "AMADEUS_HOSTNAME", default_value_t = Environment::Test, global = true)]
    pub environment: Environment,

    /// Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)
    #[arg(long, env = "TRAVEL_BASE_URL", value_name = "URL", global = true)]
    pub base_url: Option<String>,

    /// Run the built-in sandbox in-process and talk to it (no credentials or network needed)
    #[arg(long, global = true, conflicts_with = "base_url")]
    pub sandbox: bool,

    /// Show each request, its status and timing on stderr (secrets redacted)
    #[arg(short, long, global = true)]
    pub verbose: bool,

    /// Never colour the output (also NO_COLOR)
    #[arg(long, global = true)]
    pub no_color: bool,

    /// Give up on a request after this many seconds
    #[arg(
        long,
        env = "TRAVEL_TIMEOUT",
        value_name = "SECS",
        default_value_t = 60,
        global = true
    )]
    pub timeout: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_tree_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn help_carries_the_exit_code_table() {
        let help = Cli::command().render_long_help().to_string();
        assert!(help.contains("6  service or network unavailable"), "{help}");
    }
}
