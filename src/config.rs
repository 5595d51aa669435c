//! The user's defaults: a TOML file in the user configuration directory
//! (`~/.config/travel/config.toml` on Linux), so the service, the currency, the home
//! airport, the language and the number of passengers are not typed on every command.
//!
//! A flag on the command line wins, then an environment variable, then the file, then
//! the built-in default. The file's values reach the commands as clap's defaults (see
//! `apply`), so a command reads its options as it always has and cannot tell where a
//! value came from; `travel config list` can.
//!
//! The file is read whole and checked when the program starts: an unknown key or a bad
//! value stops every command with a message naming the file and the key (exit 2), as a
//! bad flag would, rather than being quietly ignored.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::error::{Error, Result};

/// The file's name in the user configuration directory.
const FILE: &str = "config.toml";

/// A key of the file: its name, the environment variables that win over it, what it
/// is for, and its check (the value as kept, or why not).
pub struct Key {
    pub name: &'static str,
    pub env: &'static [&'static str],
    pub about: &'static str,
    check: fn(&str) -> Result<String>,
    /// The built-in value, if any (without one, the service's own default applies).
    pub default: Option<&'static str>,
}

/// Every key the file may hold.
pub const KEYS: &[Key] = &[
    Key {
        name: "environment",
        env: &["TRAVEL_BASE_URL", "AMADEUS_HOSTNAME"],
        about: "where requests go: sandbox (the built-in one), test, production, or a base URL",
        check: environment,
        // the provider's test service closed: with nothing configured, the sandbox
        default: Some("sandbox"),
    },
    Key {
        name: "currency",
        env: &["TRAVEL_CURRENCY"],
        about: "the currency of prices (--currency of searches and offers)",
        check: |v| crate::validate::currency(v),
        default: None,
    },
    Key {
        name: "home-airport",
        env: &["TRAVEL_HOME_AIRPORT"],
        about: "the airport of `flights inspire` and `airports routes` when none is given",
        check: |v| crate::validate::iata(v),
        default: None,
    },
    Key {
        name: "language",
        env: &["TRAVEL_LANGUAGE"],
        about: "the language of check-in links and hotel names (--language, --lang)",
        check: |v| crate::validate::language(v),
        default: None,
    },
    Key {
        name: "passengers",
        env: &["TRAVEL_PASSENGERS"],
        about: "the adults of flight searches and hotel offers (--adults), 1 to 9",
        check: passengers,
        default: Some("1"),
    },
    Key {
        name: "agency",
        env: &["TRAVEL_AGENCY"],
        about: "the agency's name and contact, at the top of the itinerary's page (--html)",
        check: agency,
        default: None,
    },
    Key {
        name: "logo",
        env: &["TRAVEL_AGENCY_LOGO"],
        about: "the agency's logo, an image file (PNG, JPEG, GIF, WebP) at the top of the itinerary's page and PDF",
        check: |v| crate::logo::check(v),
        default: None,
    },
    Key {
        name: "agency-country",
        env: &["TRAVEL_AGENCY_COUNTRY"],
        about: "the agency's country (ISO 3166 alpha-2): the itinerary's paper, Letter in the US and Canada, else A4",
        check: |v| crate::validate::iso_country(v, "agency's country"),
        default: None,
    },
    Key {
        name: "paper",
        env: &["TRAVEL_PAPER"],
        about: "the itinerary's paper, a4 or letter (default: by agency-country)",
        check: paper,
        default: None,
    },
    Key {
        name: "pager",
        env: &["TRAVEL_PAGER"],
        about: "a command long output on a terminal goes through (e.g. less -FRX); empty for none",
        check: |v| Ok(v.trim().to_string()),
        default: None,
    },
];

fn environment(v: &str) -> Result<String> {
    let v = v.trim();
    match v {
        "sandbox" | "test" | "production" => Ok(v.to_string()),
        _ if v.contains("://") => crate::globals::base_url(v).map_err(Error::usage),
        _ => Err(Error::usage(format!(
            "{v:?} is not an environment: use sandbox, test, production or a base URL (http://... or https://...)"
        ))),
    }
}

/// One line of text, and never a card number (the file is plain text).
fn agency(v: &str) -> Result<String> {
    let v = v.trim();
    if v.contains('\n') || v.chars().count() > 200 {
        return Err(Error::usage("one line of at most 200 characters"));
    }
    if crate::card::holds_a_card_number(v) {
        return Err(Error::usage("it holds what looks like a card number"));
    }
    Ok(v.to_string())
}

fn paper(v: &str) -> Result<String> {
    match v.trim().to_ascii_lowercase().as_str() {
        p @ ("a4" | "letter") => Ok(p.to_string()),
        _ => Err(Error::usage(format!("{v:?} is not a paper: a4 or letter"))),
    }
}

fn passengers(v: &str) -> Result<String> {
    match v.trim().parse::<u8>() {
        Ok(n @ 1..=9) => Ok(n.to_string()),
        _ => Err(Error::usage(format!(
            "{v:?} is not a number of passengers: 1 to 9"
        ))),
    }
}

/// The key named `name`, or a usage error listing the keys.
pub fn key(name: &str) -> Result<&'static Key> {
    KEYS.iter().find(|k| k.name == name).ok_or_else(|| {
        let similar = KEYS
            .iter()
            .find(|k| strsim::jaro_winkler(k.name, name) > 0.8)
            .map(|k| format!(" (did you mean {}?)", k.name))
            .unwrap_or_default();
        Error::usage(format!("{name:?} is not a configuration key{similar}")).with_hint(format!(
            "the keys: {}",
            KEYS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
        ))
    })
}

impl Key {
    /// `value` as the file keeps it, or why it cannot be.
    pub fn check(&self, value: &str) -> Result<String> {
        (self.check)(value).map_err(|e| Error::usage(format!("{}: {}", self.name, e.message)))
    }

    /// The environment variable that sets this key in this run, and its value.
    pub fn in_env(&self) -> Option<(&'static str, String)> {
        self.env.iter().find_map(|var| {
            let v = std::env::var(var).ok().filter(|v| !v.trim().is_empty())?;
            Some((*var, v))
        })
    }
}

/// Where the file is.
pub fn path() -> Result<PathBuf> {
    Ok(crate::paths::dirs()?.config_dir().join(FILE))
}

/// The file's values, checked: none when there is no file.
pub fn read() -> Result<BTreeMap<String, String>> {
    let path = path()?;
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => {
            return Err(Error::unexpected(format!(
                "cannot read {}: {e}",
                path.display()
            )))
        }
    };
    parse(&text).map_err(|e| {
        Error::usage(format!("{}: {}", path.display(), e.message))
            .with_hint("`travel config edit` opens it; `travel config list` lists the keys")
    })
}

/// The values of a file's text, each checked.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>> {
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| Error::usage(format!("not TOML: {}", e.message())))?;
    let mut values = BTreeMap::new();
    for (name, value) in table {
        let key = key(&name)?;
        let text = match value {
            toml::Value::String(s) => s,
            toml::Value::Integer(n) => n.to_string(),
            other => {
                return Err(Error::usage(format!(
                    "{name}: a {} where a string or a number goes",
                    other.type_str()
                )))
            }
        };
        values.insert(name, key.check(&text)?);
    }
    Ok(values)
}

/// Write `name = value` into the file (`None`: remove the key), keeping its other
/// lines and comments; atomically.
pub fn set(name: &str, value: Option<&str>) -> Result<()> {
    let path = path()?;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut doc: toml_edit::DocumentMut = text.parse().map_err(|e| {
        Error::usage(format!("{} is not TOML: {e}", path.display()))
            .with_hint("`travel config edit` opens it")
    })?;
    match value {
        Some(v) if name == "passengers" => {
            doc[name] = toml_edit::value(v.parse::<i64>().unwrap_or(1));
        }
        Some(v) => doc[name] = toml_edit::value(v),
        None => {
            doc.remove(name);
        }
    }
    write(&doc.to_string())
}

/// Replace the file with `text` (checked first by the caller).
pub fn write(text: &str) -> Result<()> {
    let path = path()?;
    crate::fsutil::write_atomic(&path, text.as_bytes())
        .map_err(|e| Error::unexpected(format!("cannot write {}: {e}", path.display())))
}

/// What a new file holds before `config edit` opens it: every key, commented out.
pub fn template() -> String {
    let mut t = String::from(
        "# travel's defaults: a flag wins over an environment variable, which wins over this file.\n",
    );
    for k in KEYS {
        t.push_str(&format!("\n# {}\n# {} = \"\"\n", k.about, k.name));
    }
    t
}

/// The clap tree with the file's values as the defaults of the options they stand
/// for, and each option's environment variable: `--currency` of every command reads
/// TRAVEL_CURRENCY, then the file. With `file` empty it is the tree `--help`, the man
/// pages and the completions show.
pub fn apply(cmd: clap::Command, file: &BTreeMap<String, String>) -> clap::Command {
    let value = |name: &str| file.get(name).cloned();
    let (currency, language, adults, home) = (
        value("currency"),
        value("language"),
        value("passengers"),
        value("home-airport"),
    );
    walk(cmd, "", &|path, arg| match arg.get_id().as_str() {
        "currency" => with(arg.env("TRAVEL_CURRENCY"), &currency),
        "language" | "lang" => with(arg.env("TRAVEL_LANGUAGE"), &language),
        "adults" => with(arg.env("TRAVEL_PASSENGERS"), &adults),
        "origin" if path == " flights inspire" => home_default(arg, &home),
        "airport" if path == " airports routes" => home_default(arg, &home),
        _ => arg,
    })
}

fn with(arg: clap::Arg, default: &Option<String>) -> clap::Arg {
    match default {
        Some(v) => arg.default_value(v.clone()),
        None => arg,
    }
}

/// An airport argument that the home airport may stand for: TRAVEL_HOME_AIRPORT, then
/// the file; still required when neither gives one.
fn home_default(arg: clap::Arg, home: &Option<String>) -> clap::Arg {
    let arg = arg.env("TRAVEL_HOME_AIRPORT");
    match home {
        Some(v) => arg.required(false).default_value(v.clone()),
        None => arg,
    }
}

fn walk(
    mut cmd: clap::Command,
    path: &str,
    f: &dyn Fn(&str, clap::Arg) -> clap::Arg,
) -> clap::Command {
    let path = if path.is_empty() && cmd.get_name() == "travel" {
        String::new()
    } else {
        format!("{path} {}", cmd.get_name())
    };
    let ids: Vec<clap::Id> = cmd.get_arguments().map(|a| a.get_id().clone()).collect();
    for id in ids {
        cmd = cmd.mut_arg(id, |a| f(&path, a));
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(name, |s| walk(s, &path, f));
    }
    cmd
}

/// The value of key `name` in this run: its variable, else the file.
pub fn value(name: &str, file: &BTreeMap<String, String>) -> Option<String> {
    let key = key(name).ok()?;
    key.in_env()
        .map(|(_, v)| v)
        .or_else(|| file.get(key.name).cloned())
        .filter(|v| !v.trim().is_empty())
}

/// Where a value of this run came from, as `config list` says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Flag,
    Env(&'static str),
    File,
    Default,
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Flag => f.write_str("flag"),
            Source::Env(var) => write!(f, "env {var}"),
            Source::File => f.write_str("file"),
            Source::Default => f.write_str("default"),
        }
    }
}

/// The file's environment applied to this run's global flags, unless a flag or a
/// variable chose one (`--sandbox`, `--base-url`/TRAVEL_BASE_URL, `--env`/AMADEUS_HOSTNAME).
/// Returns the environment the flags chose when they were typed on the command line, as
/// the file would name it, for the context to hold (`config list` says where it came from).
pub fn settle(
    global: &mut crate::globals::GlobalArgs,
    matches: &clap::ArgMatches,
    file: &BTreeMap<String, String>,
) -> Option<String> {
    use clap::parser::ValueSource;
    let source = |id: &str| matches.value_source(id);
    let typed = ["sandbox", "base_url", "environment"]
        .into_iter()
        .any(|id| source(id) == Some(ValueSource::CommandLine));
    let flag = typed.then(|| environment_of(global));
    let by_variable = ["base_url", "environment"]
        .into_iter()
        .any(|id| source(id) == Some(ValueSource::EnvVariable));
    if typed || by_variable {
        return flag;
    }
    match file.get("environment").map(String::as_str) {
        Some("sandbox") => global.sandbox = true,
        Some("production") => global.environment = crate::environment::Environment::Production,
        Some("test") => {}
        // nothing configured: the sandbox, said on the run's note line; the real
        // service is chosen on purpose (`config set environment production`, --base-url)
        None => {
            global.sandbox = true;
            global.sandbox_by_default = true;
        }
        Some(url) => global.base_url = Some(url.to_string()),
    }
    flag
}

/// The environment of these flags, as the file would name it.
fn environment_of(global: &crate::globals::GlobalArgs) -> String {
    if global.sandbox {
        "sandbox".into()
    } else if let Some(url) = &global.base_url {
        url.clone()
    } else {
        global.environment.name().into()
    }
}

/// Every key's value in this run and where it came from: a flag of this run (the
/// environment `typed`, see `settle`), a variable, the file, or the built-in default.
pub fn effective(
    file: &BTreeMap<String, String>,
    typed: Option<&str>,
) -> Vec<(&'static Key, Option<String>, Source)> {
    KEYS.iter()
        .map(|k| {
            let flag = typed
                .filter(|_| k.name == "environment")
                .map(str::to_string);
            if let Some(v) = flag {
                return (k, Some(v), Source::Flag);
            }
            if let Some((var, v)) = k.in_env() {
                // what it stands for: AMADEUS_HOSTNAME holds test or production
                return (k, Some(v), Source::Env(var));
            }
            match file.get(k.name) {
                Some(v) => (k, Some(v.clone()), Source::File),
                None => (k, k.default.map(str::to_string), Source::Default),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_and_unknown_keys_refused() {
        let v = parse("currency = \"eur\"\npassengers = 2\nenvironment = \"sandbox\"").unwrap();
        assert_eq!(v["currency"], "EUR");
        assert_eq!(v["passengers"], "2");
        let e = parse("curency = \"EUR\"").unwrap_err();
        assert!(e.message.contains("did you mean currency"), "{}", e.message);
        assert!(parse("passengers = 12").is_err());
        assert!(parse("currency = \"EURO\"").is_err());
        assert!(parse("environment = \"ftp://x\"").is_err());
        assert!(parse("environment = \"staging\"").is_err());
        assert!(parse("currency = [\"EUR\"]").is_err());
        assert!(parse("not toml").is_err());
    }

    #[test]
    fn the_template_parses_to_nothing() {
        assert!(parse(&template()).unwrap().is_empty());
    }
}
