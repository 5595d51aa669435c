//! The flags every command takes. Apart from the clap tree (`cli`) so that the context
//! can hold them without the tree's command enum.

use clap::Args;

use crate::environment::Environment;

/// Flags every command takes.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Global options")]
pub struct GlobalArgs {
    /// Print the service's response body as received (pretty JSON), nothing dropped
    #[arg(long, global = true)]
    pub json: bool,

    /// Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in
    /// the configuration: the sandbox)
    #[arg(long = "env", value_enum, env = "AMADEUS_HOSTNAME", default_value_t = Environment::Test, hide_default_value = true, global = true)]
    pub environment: Environment,

    /// Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)
    #[arg(long, env = "TRAVEL_BASE_URL", value_name = "URL", global = true, value_parser = base_url)]
    pub base_url: Option<String>,

    /// Run the built-in sandbox in-process and talk to it (no credentials or network
    /// needed); what runs with nothing configured
    #[arg(long, global = true, conflicts_with = "base_url")]
    pub sandbox: bool,

    /// The sandbox because nothing chose a service (no flag, variable or configuration)
    #[arg(skip)]
    pub sandbox_by_default: bool,

    /// Work in this trip (a customer's file, `travel trip new`): its own saved searches,
    /// prices and notes, its bookings marked with it. Wins over `travel trip use`
    #[arg(long, env = "TRAVEL_TRIP", value_name = "NAME", global = true)]
    pub trip: Option<String>,

    /// Show each request, its status and timing on stderr (secrets redacted)
    #[arg(short, long, global = true)]
    pub verbose: bool,

    /// Never colour the output (also NO_COLOR)
    #[arg(long, global = true)]
    pub no_color: bool,

    /// On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)
    #[arg(long, global = true)]
    pub wide: bool,

    /// Give up on a request after this many seconds
    #[arg(
        long,
        env = "TRAVEL_TIMEOUT",
        value_name = "SECS",
        default_value_t = 60,
        global = true,
        value_parser = timeout
    )]
    pub timeout: u64,
}

/// Seconds to wait for an answer: a whole number from 1 to 3600.
fn timeout(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(n @ 1..=3600) => Ok(n),
        _ => Err(format!(
            "{s:?} is not a timeout: a whole number of seconds between 1 and 3600"
        )),
    }
}

/// A base URL: `http` or `https`, a host, no query; a trailing `/` is dropped.
pub fn base_url(s: &str) -> Result<String, String> {
    let url = url::Url::parse(s.trim())
        .map_err(|e| format!("{s:?} is not a URL ({e}): use e.g. https://api.example.com"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(format!("{s:?} is not an http(s) URL with a host"));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(format!("{s:?}: a base URL carries no query or fragment"));
    }
    Ok(s.trim().trim_end_matches('/').to_string())
}
