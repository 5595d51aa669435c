//! What the command line says before any command runs: the start screen of `travel`
//! alone, the refusal of an argument longer than any command takes, and clap's own
//! refusals reworded where they speak as a program does ("10 is not in 0..=9") and
//! broken between words at the terminal's width.

use std::ffi::OsString;

/// The longest argument any command takes, in bytes: a path (4096 on Linux) is the
/// longest thing typed; a keyword or a name of this size is a paste gone wrong, which
/// would only come back from the service as an error nobody can read.
pub const LONGEST_ARGUMENT: usize = 4096;

/// An argument longer than [`LONGEST_ARGUMENT`], said in words: checked before the
/// command line is parsed, so nothing is sent.
pub fn overlong(args: &[OsString]) -> Option<String> {
    let (i, arg) = args
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, a)| a.len() > LONGEST_ARGUMENT)?;
    let start: String = arg.to_string_lossy().chars().take(20).collect();
    Some(format!(
        "argument {i} (\"{start}...\") is {} characters long; no value travel takes is longer than {LONGEST_ARGUMENT}",
        arg.to_string_lossy().chars().count()
    ))
}

/// What `travel` alone prints: what it is, three commands to try, where help is.
pub const START: &str = "\
travel: flights and hotels for travel agents, on a terminal.
It speaks the Amadeus Self-Service API. Until the real
service is configured (travel config set environment
production), it answers from its sandbox, a practice world
where nothing is paid (--sandbox says so on purpose).

Three commands to try:
  travel --sandbox flights search LHR JFK +30
  travel --sandbox hotels offers --city PAR --nights 2
  travel --sandbox book        (a booking step by step)

Help: travel --help, travel help COMMAND, docs/ (the book).
";

/// What people call the numbers a flag counts, for a range said in words.
const COUNTED: &[(&str, &str)] = &[
    ("--adults", "adults"),
    ("--children", "children"),
    ("--infants", "infants"),
    ("--seated-infants", "infants"),
    ("--seniors", "seniors"),
    ("--max-stops", "stops"),
    ("--max", "results"),
    ("--limit", "results"),
    ("--rooms", "rooms"),
    ("--max-price", "units of the currency"),
    ("--ratings", "stars"),
    ("--nights", "nights"),
];

/// Clap's message for `error`, reworded where it speaks as a program does.
pub fn reworded(error: &clap::Error) -> String {
    let text = error.render().to_string();
    use clap::error::{ContextKind, ContextValue};
    let flag = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(s)) => s.split(' ').next().unwrap_or_default().to_string(),
        _ => return text,
    };
    let value = match error.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(s)) => s.clone(),
        _ => return text,
    };
    let Some(cause) = std::error::Error::source(error).map(ToString::to_string) else {
        return text;
    };
    let said = if let Some((lo, hi)) = range(&cause, &value) {
        let noun = COUNTED
            .iter()
            .find(|(f, _)| *f == flag)
            .map_or("", |(_, n)| n);
        let between = format!("between {lo} and {hi} {noun}");
        format!("{flag} takes {}, not {value}", between.trim_end())
    } else if cause.contains("invalid digit") || cause.contains("cannot parse integer") {
        format!("{flag} takes a whole number, not \"{value}\"")
    } else {
        return text;
    };
    let rest = text.split_once('\n').map_or("", |(_, r)| r);
    format!("error: {said}\n{rest}")
}

/// `lo` and `hi` of clap's "V is not in LO..=HI" about `value`.
fn range(cause: &str, value: &str) -> Option<(String, String)> {
    let bounds = cause
        .strip_prefix(value)?
        .trim()
        .strip_prefix("is not in ")?;
    let (lo, hi) = bounds.split_once("..=")?;
    Some((lo.to_string(), hi.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_screen_is_short_and_names_help() {
        assert!(START.lines().count() <= 20);
        assert!(START.contains("--help"));
        // it fits the narrowest window the tables are drawn for
        assert!(START.lines().all(|l| l.chars().count() <= 60), "{START}");
    }

    #[test]
    fn a_range_is_read_from_clap_s_words() {
        assert_eq!(
            range("10 is not in 0..=9", "10"),
            Some(("0".into(), "9".into()))
        );
        assert_eq!(range("invalid digit found in string", "x"), None);
    }

    #[test]
    fn only_an_argument_over_the_limit_is_refused() {
        let ok: Vec<OsString> = vec!["travel".into(), "x".repeat(LONGEST_ARGUMENT).into()];
        assert!(overlong(&ok).is_none());
        let long: Vec<OsString> = vec!["travel".into(), "x".repeat(100_000).into()];
        assert!(overlong(&long).unwrap().contains("100000 characters"));
    }
}
