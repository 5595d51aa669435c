//! The clap tree: the global flags (`globals`) and the top-level command enum.
//!
//! Doc comments are the help text: an imperative summary without a period, then detail.

use clap::Parser;

use crate::commands::Command;
use crate::globals::GlobalArgs;

macro_rules! after_help_text {
    () => {
        "\
Credentials come from AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET, else from the OS keyring
(`travel auth login`). `--sandbox` needs none: it runs the built-in local service.
Defaults (the environment, currency, passengers...) come from the configuration file
(`travel config list`); flags and environment variables win over it. A customer's work
goes in a trip (`travel trip new NAME`, then --trip NAME or TRAVEL_TRIP=NAME).

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

/// The clap tree as the binary parses it: each option the configuration file stands for
/// reading its environment variable, then the file's value (`config::apply`). With an
/// empty file, the tree of `--help`, the man pages and the completions.
pub fn command_with(file: &std::collections::BTreeMap<String, String>) -> clap::Command {
    crate::config::apply(<Cli as clap::CommandFactory>::command(), file)
}

/// The tree with no file: what the documentation describes.
pub fn command() -> clap::Command {
    command_with(&Default::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_tree_is_consistent() {
        Cli::command().debug_assert();
        command().debug_assert();
        // the home airport makes an airport argument optional, and clap must agree
        let file = [
            ("home-airport", "MAD"),
            ("currency", "EUR"),
            ("passengers", "2"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .into();
        command_with(&file).debug_assert();
    }

    /// Every option and argument of every command says what it is for, and the global
    /// flags stand under their own heading, after the command's own.
    #[test]
    fn every_argument_has_help_and_globals_their_heading() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if arg.is_hide_set() || id == "help" || id == "version" {
                    continue;
                }
                if arg.get_help().is_none() && arg.get_long_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
                if arg.is_global_set() {
                    assert_eq!(
                        arg.get_help_heading(),
                        Some("Global options"),
                        "{path} {id}"
                    );
                }
            }
            for sub in cmd.get_subcommands() {
                walk(sub, &format!("{path} {}", sub.get_name()), missing);
            }
        }
        let mut missing = Vec::new();
        walk(&Cli::command(), "travel", &mut missing);
        assert!(missing.is_empty(), "arguments without help: {missing:?}");
    }

    #[test]
    fn help_carries_the_exit_code_table() {
        let help = Cli::command().render_long_help().to_string();
        assert!(help.contains("6  service or network unavailable"), "{help}");
    }
}
