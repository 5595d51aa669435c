//! The configuration file through the real binary: a flag wins over a variable, which
//! wins over the file, which wins over the default, as `config list` says and the
//! requests show; unknown keys and bad values refused (exit 2), in the file as in
//! `config set`; `config edit` keeps a bad edit out of the file; the pager takes the
//! output on a terminal only.

use crate::common;

use common::{Home, Run, Runs};
use serde_json::Value;

fn ok(r: Run) -> Run {
    assert_eq!(r.code, 0, "{}", r.stderr);
    r
}

fn config(home: &Home, args: &[&str]) -> Run {
    home.travel().arg("config").args(args).run()
}

/// `config list --json` as key → (value, from).
fn listed(r: Run) -> std::collections::HashMap<String, (Value, String)> {
    let v: Value = serde_json::from_str(&ok(r).stdout).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["key"].as_str().unwrap().to_string(),
                (i["value"].clone(), i["from"].as_str().unwrap().to_string()),
            )
        })
        .collect()
}

/// The currency and the travellers of offer 1 of a search MAD-BCN.
fn searched(r: Run) -> (String, usize) {
    let v: Value = serde_json::from_str(&ok(r).stdout).unwrap();
    let offer = &v["data"][0];
    (
        offer["price"]["currency"].as_str().unwrap().to_string(),
        offer["travelerPricings"].as_array().map_or(0, Vec::len),
    )
}

const SEARCH: [&str; 7] = [
    "--json", "flights", "search", "MAD", "BCN", "+20", "--max=1",
];

#[test]
fn a_flag_wins_over_a_variable_which_wins_over_the_file() {
    let home = Home::new();
    // nothing set: the defaults
    let all = listed(config(&home, &["list", "--json"]));
    assert_eq!(all["currency"], (Value::Null, "default".to_string()));
    assert_eq!(
        all["environment"],
        ("sandbox".into(), "default".to_string())
    );

    ok(config(&home, &["set", "environment", "sandbox"]));
    ok(config(&home, &["set", "currency", "eur"]));
    ok(config(&home, &["set", "passengers", "2"]));
    let get = ok(config(&home, &["get", "currency"]));
    assert_eq!(get.stdout.trim(), "EUR");
    let all = listed(config(&home, &["list", "--json"]));
    assert_eq!(all["currency"], ("EUR".into(), "file".to_string()));
    assert_eq!(all["environment"], ("sandbox".into(), "file".to_string()));

    // the file's environment, currency and passengers: no --sandbox typed
    let r = home.travel().args(SEARCH).run();
    assert!(r.sent(), "answered by the sandbox: {}", r.stderr);
    assert_eq!(searched(r), ("EUR".to_string(), 2));
    // a variable wins over the file
    let r = home
        .travel()
        .args(SEARCH)
        .env("TRAVEL_CURRENCY", "GBP")
        .env("TRAVEL_PASSENGERS", "3")
        .run();
    assert_eq!(searched(r), ("GBP".to_string(), 3));
    let all = listed(
        home.travel()
            .args(["config", "list", "--json"])
            .env("TRAVEL_CURRENCY", "GBP")
            .run(),
    );
    assert_eq!(
        all["currency"],
        ("GBP".into(), "env TRAVEL_CURRENCY".to_string())
    );
    // and a flag over both
    let r = home
        .travel()
        .args(SEARCH)
        .args(["--currency", "USD", "--adults", "1"])
        .env("TRAVEL_CURRENCY", "GBP")
        .run();
    assert_eq!(searched(r), ("USD".to_string(), 1));
    // the environment: a flag typed is a flag
    let all = listed(
        home.travel()
            .args(["--env", "production", "config", "list", "--json"])
            .run(),
    );
    assert_eq!(
        all["environment"],
        ("production".into(), "flag".to_string())
    );
    let all = listed(
        home.travel()
            .args(["config", "list", "--json"])
            .env("AMADEUS_HOSTNAME", "production")
            .run(),
    );
    assert_eq!(
        all["environment"],
        ("production".into(), "env AMADEUS_HOSTNAME".to_string())
    );
    // removed, the default again
    ok(config(&home, &["unset", "currency"]));
    let all = listed(config(&home, &["list", "--json"]));
    assert_eq!(all["currency"].1, "default");
}

#[test]
fn the_home_airport_stands_for_the_airport_not_given() {
    let home = Home::new();
    let r = home.sandbox(&["airports", "routes"]).run();
    assert_eq!(
        r.code, 2,
        "without a home airport it is required: {}",
        r.stderr
    );
    ok(config(&home, &["set", "home-airport", "mad"]));
    let r = ok(home.sandbox(&["--json", "airports", "routes"]).run());
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(v["data"].as_array().is_some_and(|d| !d.is_empty()), "{v}");
    let with_other = ok(home.sandbox(&["--json", "airports", "routes", "BCN"]).run());
    assert_ne!(with_other.stdout, r.stdout, "a given airport wins");
}

#[test]
fn unknown_keys_and_bad_values_are_refused_in_the_file_as_on_the_command_line() {
    let home = Home::new();
    let refused = |r: Run, why: &str| {
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert!(r.stderr.contains(why), "{why}: {}", r.stderr);
    };
    refused(
        config(&home, &["set", "curency", "EUR"]),
        "did you mean currency",
    );
    refused(config(&home, &["set", "passengers", "12"]), "1 to 9");
    refused(
        config(&home, &["set", "environment", "staging"]),
        "not an environment",
    );
    refused(config(&home, &["get", "colour"]), "not a configuration key");
    // a file written by hand with a bad value stops every command, naming it
    let file = home.dir.path().join("config/travel/config.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "currency = \"EURO\"\n").unwrap();
    let r = home.sandbox(&["airlines", "lookup", "BA"]).run();
    refused(r.clone(), "config.toml");
    assert!(!r.sent(), "nothing sent: {}", r.stderr);
    refused(config(&home, &["list"]), "currency");
    // `config set` repairs it, comments kept
    std::fs::write(&file, "# mine\ncurrency = \"EURO\"\n").unwrap();
    ok(config(&home, &["set", "currency", "CHF"]));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("# mine") && text.contains("CHF"), "{text}");
    ok(home.sandbox(&["airlines", "lookup", "BA"]).run());
}

#[test]
fn config_edit_keeps_a_bad_edit_out_of_the_file() {
    let home = Home::new();
    let editor = |line: &str| {
        let script = home.dir.path().join(format!("editor-{}.sh", line.len()));
        std::fs::write(&script, format!("#!/bin/sh\necho '{line}' >> \"$1\"\n")).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        script
    };
    let good = editor("language = \"fr\"");
    ok(home
        .travel()
        .args(["config", "edit"])
        .env("EDITOR", &good)
        .run());
    assert_eq!(ok(config(&home, &["get", "language"])).stdout.trim(), "fr");
    let bad = editor("passengers = 0");
    let r = home
        .travel()
        .args(["config", "edit"])
        .env("EDITOR", &bad)
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("unchanged"), "{}", r.stderr);
    let file = home.dir.path().join("config/travel/config.toml");
    assert!(!std::fs::read_to_string(file)
        .unwrap()
        .contains("passengers = 0"));
    assert_eq!(ok(config(&home, &["get", "language"])).stdout.trim(), "fr");
}

/// `travel ARGS` on a pseudo-terminal 100 columns wide, `env` added: what it showed.
fn on_a_terminal(home: &Home, args: &str, env: &[(&str, &str)]) -> String {
    use rexpect::reader::Options;
    let cmd = home.std_travel();
    let travel = cmd.get_program().to_owned();
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .envs(env.iter().copied())
        .arg("-c")
        .arg(format!(
            "stty rows 40 cols 100 && exec '{}' {args}",
            travel.to_string_lossy()
        ));
    let mut p = rexpect::session::spawn_with_options(
        sh,
        Options::new()
            .timeout_ms(Some(30_000))
            .strip_ansi_escape_codes(true),
    )
    .expect("a pty");
    p.exp_eof().expect("the run ends")
}

#[test]
fn the_pager_takes_the_output_on_a_terminal_and_never_a_pipe() {
    let home = Home::new();
    // a pager that marks every line it shows
    let pager = [("TRAVEL_PAGER", "sed 's/^/PAGED: /'")];
    let shown = on_a_terminal(&home, "--sandbox airlines lookup BA", &pager);
    assert!(
        shown.contains("PAGED: ") && shown.contains("British"),
        "{shown}"
    );
    // the file's pager, the same way
    ok(config(&home, &["set", "pager", "sed 's/^/FILED: /'"]));
    let shown = on_a_terminal(&home, "--sandbox airlines lookup BA", &[]);
    assert!(shown.contains("FILED: "), "{shown}");
    // a pipe is never paged
    let piped = ok(home.sandbox(&["airlines", "lookup", "BA"]).run());
    assert!(!piped.stdout.contains("FILED"), "{}", piped.stdout);
}
