//! What a newcomer meets first, through the real binary: `travel` alone prints a short
//! start screen whose commands work as written; numbers out of range are refused in
//! words ("between 1 and 9"), never as a program's range ("is not in 1..=9"); the
//! hotels' `--limit` is `--max` as everywhere else; an argument longer than any value
//! is refused with exit 2 before anything is sent; with nothing configured, commands
//! use the sandbox and say so on their note line, the real service only on purpose.

use crate::common;

use common::{Home, Mock, Runs};

#[test]
fn travel_alone_prints_a_short_start_screen_whose_commands_work() {
    let home = Home::new();
    let r = home.travel().run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        (5..=20).contains(&lines.len()),
        "{} lines:\n{}",
        lines.len(),
        r.stdout
    );
    assert!(r.stdout.contains("travel --help"), "{}", r.stdout);
    // the commands to try, as typed; those that need a person at a terminal aside
    let tried: Vec<Vec<&str>> = lines
        .iter()
        .filter_map(|l| l.trim_start().strip_prefix("travel --sandbox "))
        .map(|c| c.split("  ").next().unwrap().split_whitespace().collect())
        .collect();
    assert_eq!(tried.len(), 3, "{}", r.stdout);
    for args in tried.iter().filter(|a| a[0] != "book") {
        let run = home.sandbox(args).run();
        assert_eq!(run.code, 0, "travel --sandbox {args:?}:\n{}", run.stderr);
        assert!(!run.stdout.is_empty(), "travel --sandbox {args:?}");
    }
    // on a terminal as narrow as 60 columns it still fits
    let narrow = home.travel().tty(60).run();
    assert!(
        narrow.stdout.lines().all(|l| l.chars().count() <= 60),
        "{}",
        narrow.stdout
    );
}

/// Every counted flag of the search commands, one past each end of its range: refused
/// with exit 2, nothing sent, the range said in words.
#[test]
fn numbers_out_of_range_are_refused_in_words_and_nothing_is_sent() {
    let home = Home::new();
    let search = ["flights", "search", "LHR", "JFK", "+30"];
    let offers = ["hotels", "offers", "--city", "PAR", "--nights", "1"];
    let cases: &[(&[&str], &str, i64, i64, &str)] = &[
        (&search, "--adults", 0, 9, "adults"),
        (&search, "--children", 0, 9, "children"),
        (&search, "--seniors", 0, 9, "seniors"),
        (&search, "--max-stops", 0, 4, "stops"),
        (&search, "--max", 1, 250, "results"),
        (&offers, "--max", 1, 100, "results"),
        (&offers, "--rooms", 1, 9, "rooms"),
        (&offers, "--adults", 1, 9, "adults"),
    ];
    let mock = Mock::start();
    for (command, flag, lo, hi, noun) in cases {
        for bad in [lo - 1, hi + 1] {
            let bad = bad.to_string();
            let mut args = command.to_vec();
            args.extend([*flag, bad.as_str()]);
            let r = home.against(&mock, &args).run();
            assert_eq!(r.code, 2, "travel {args:?}:\n{}", r.stderr);
            let said = format!("{flag} takes between {lo} and {hi} {noun}, not {bad}");
            assert!(r.stderr.contains(&said), "travel {args:?}:\n{}", r.stderr);
            assert!(!r.stderr.contains("is not in"), "{}", r.stderr);
        }
    }
    assert!(mock.seen().is_empty(), "sent: {:?}", mock.seen().len());
}

#[test]
fn hotels_take_max_as_every_list_does_and_limit_still_works() {
    let home = Home::new();
    let base = [
        "hotels",
        "offers",
        "--city",
        "PAR",
        "--check-in",
        "+10",
        "--nights",
        "1",
    ];
    let with = |flag: &str| {
        let mut args = base.to_vec();
        args.extend([flag, "3"]);
        let r = home.sandbox(&args).run();
        assert_eq!(r.code, 0, "{flag}: {}", r.stderr);
        r.stdout
    };
    assert_eq!(with("--max"), with("--limit"));
    let help = home.travel().args(["hotels", "offers", "--help"]).run();
    assert!(help.stdout.contains("--max <MAX>"), "{}", help.stdout);
}

#[test]
fn an_argument_longer_than_any_value_is_refused_before_anything_is_sent() {
    let home = Home::new();
    for (len, refused) in [(4096, false), (4097, true), (100_000, true)] {
        let mock = Mock::start();
        let keyword = "a".repeat(len);
        let r = home.against(&mock, &["cities", &keyword]).run();
        let said = format!("is {len} characters long");
        if refused {
            assert_eq!(r.code, 2, "{len} characters:\n{}", r.stderr);
            assert!(r.stderr.contains(&said), "{}", r.stderr);
            assert!(r.stderr.len() < 400, "the argument echoed back whole");
            assert!(
                mock.seen().is_empty(),
                "{len} characters: sent {:?}",
                mock.seen().len()
            );
        } else {
            assert!(!r.stderr.contains(&said), "{}", r.stderr);
        }
    }
}

#[test]
fn with_nothing_configured_commands_use_the_sandbox_and_say_so() {
    let home = Home::new();
    // no flag, no variable, no file: the sandbox, said on the note line
    let r = home
        .travel()
        .args(["flights", "search", "LHR", "JFK", "+30"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.lines().count() > 1, "{}", r.stdout);
    let note = r.stderr.lines().last().unwrap_or_default();
    assert!(
        note.starts_with("note: answered by the travel sandbox (nothing configured)")
            && note.contains("travel config set environment production"),
        "{}",
        r.stderr
    );
    // a date refused (read by the sandbox's clock, today unpinned, the folders under
    // HOME as most users have them): nothing answered,
    // so no note, with the sandbox chosen by default or typed (a search first, so the
    // sandbox's state is there to read the clock from)
    let as_most_users = |mut cmd: assert_cmd::Command| {
        for var in [
            "TRAVEL_TODAY",
            "XDG_CACHE_HOME",
            "XDG_DATA_HOME",
            "XDG_CONFIG_HOME",
        ] {
            cmd.env_remove(var);
        }
        cmd
    };
    let mut search = home.travel();
    search.args(["flights", "search", "LHR", "JFK", "+3", "--max", "1"]);
    let unpinned = as_most_users(search).run();
    assert_eq!(unpinned.code, 0, "{}", unpinned.stderr);
    let mut by_default = home.travel();
    by_default.args(["flights", "search", "LHR", "JFK", "yesterday"]);
    let typed = home.sandbox(&["flights", "search", "LHR", "JFK", "yesterday"]);
    for past in [by_default, typed] {
        let past = as_most_users(past).run();
        common::assert_refused(&past, "a past date", &["in the past"]);
    }
    // --sandbox typed: the sandbox on purpose, the plain note
    let r = home.sandbox(&["airlines", "lookup", "BA"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("nothing configured"), "{}", r.stderr);
    // the real service is chosen on purpose: configured, it is asked (and, with no
    // credentials here, says so), never the sandbox
    let set = home
        .travel()
        .args(["config", "set", "environment", "production"])
        .run();
    assert_eq!(set.code, 0, "{}", set.stderr);
    let r = home.travel().args(["airlines", "lookup", "BA"]).run();
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(r.stderr.contains("production"), "{}", r.stderr);
    assert!(
        !r.stderr.contains("answered by the travel sandbox"),
        "{}",
        r.stderr
    );
    // as is `--env test` typed: the closed test service, not the sandbox
    let r = home
        .travel()
        .args(["--env", "test", "airlines", "lookup", "BA"])
        .run();
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(
        !r.stderr.contains("answered by the travel sandbox"),
        "{}",
        r.stderr
    );
}
