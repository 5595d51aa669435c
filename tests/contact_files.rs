//! Travellers' and guests' contact details kept out of the process list: `flights book
//! --travelers FILE|-` takes the travellers one a line in the `--traveler` form (as well
//! as the service's JSON objects), and `hotels book --guests FILE|-` the guests one a
//! line in the `--guest` form, from a file or stdin, the way `--passport-stdin` keeps
//! documents out of argv. `--help` recommends them; the flags that put names, e-mails
//! and phones in argv still work.

use std::io::Write;
use std::process::Stdio;

use crate::common;

use common::{assert_refused, json_in, run_in, Home, Runs};
use serde_json::Value;

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";
const ALAN: &str = "Mr Alan Turing 1982-06-23";
const PASSPORTS: &str = "P:X1234567:GB:2031-05-01\nP:X7654321:GB:2032-01-01\n";
const JANE: &str = "Ms Jane Doe <jane@example.com> +33123456789";
const ANN: &str = "Mrs Ann Roe <ann@example.com> +33123456780";
const VISA: &str = "4111111111111111";

fn two_adults_to_barcelona(home: &Home) {
    json_in(
        home,
        &[
            "flights",
            "search",
            "MAD",
            "BCN",
            "2026-12-15",
            "--adults",
            "2",
            "--max",
            "3",
        ],
    );
}

/// The travellers of an order as the service has it: (name, e-mail, phone).
fn order_contacts(home: &Home, reference: &str) -> Vec<(String, String, String)> {
    let shown = json_in(home, &["order", "show", reference]);
    shown["data"]["travelers"]
        .as_array()
        .expect("travelers")
        .iter()
        .map(|t| {
            let s = |v: &Value| v.as_str().unwrap_or_default().to_string();
            (
                format!(
                    "{} {}",
                    s(&t["name"]["firstName"]),
                    s(&t["name"]["lastName"])
                ),
                s(&t["contact"]["emailAddress"]),
                s(&t["contact"]["phones"][0]["number"]),
            )
        })
        .collect()
}

fn reference_of(stdout: &str) -> String {
    let t = common::Tsv::parse(stdout);
    t.rows[0][t.col("Reference")].clone()
}

#[test]
fn flight_travellers_come_from_a_file_one_a_line_with_their_contacts() {
    let home = Home::new();
    two_adults_to_barcelona(&home);
    let file = home.dir.path().join("travellers.txt");
    std::fs::write(&file, format!("# the Lovelace party\n{ADA}\n\n{ALAN}\n")).unwrap();
    let file = file.to_str().unwrap();
    let r = home
        .sandbox(&["flights", "book", "1", "--travelers", file])
        .args(["--passport-stdin", "--yes"])
        .write_stdin(PASSPORTS)
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let contacts = order_contacts(&home, &reference_of(&r.stdout));
    assert_eq!(contacts.len(), 2, "{contacts:?}");
    assert_eq!(contacts[0].0, "ADA LOVELACE");
    assert_eq!(contacts[0].1, "ada@example.com");
    assert!(contacts[0].2.ends_with("7700900123"), "{contacts:?}");
    assert_eq!(contacts[1].0, "ALAN TURING");
}

#[test]
fn flight_travellers_come_from_stdin_and_never_appear_in_the_process_list() {
    let home = Home::new();
    two_adults_to_barcelona(&home);
    let mut child = home
        .std_travel()
        .args([
            "--sandbox",
            "flights",
            "book",
            "1",
            "--travelers",
            "-",
            "--yes",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn travel");
    // waiting for its stdin: what `ps` shows of it
    std::thread::sleep(std::time::Duration::from_millis(200));
    let argv = std::fs::read(format!("/proc/{}/cmdline", child.id())).unwrap();
    let argv = String::from_utf8_lossy(&argv).replace('\0', " ");
    assert!(argv.contains("flights book 1 --travelers -"), "{argv}");
    for secret in ["Lovelace", "ada@example.com", "7700900123"] {
        assert!(!argv.contains(secret), "{secret} in argv: {argv}");
    }
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{ADA}\n{ALAN}\n").as_bytes())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let contacts = order_contacts(&home, &reference_of(&String::from_utf8_lossy(&out.stdout)));
    assert_eq!(contacts[0].1, "ada@example.com");
    assert_eq!(contacts[1].0, "ALAN TURING");
}

#[test]
fn a_bad_line_of_the_travellers_file_is_refused_naming_it_and_nothing_is_sent() {
    let home = Home::new();
    two_adults_to_barcelona(&home);
    let file = home.dir.path().join("travellers.txt");
    std::fs::write(
        &file,
        format!("{ADA}\nMr Alan Turing 1982-06-23 <not-an-email> +441234567890\n"),
    )
    .unwrap();
    let args = [
        "flights",
        "book",
        "1",
        "--travelers",
        file.to_str().unwrap(),
        "--yes",
    ];
    let r = run_in(&home, &args);
    assert_refused(&r, "a bad e-mail in the file", &["traveller 2", "e-mail"]);
    // a line that is no traveller is named by its number
    std::fs::write(&file, format!("# party\n{ADA}\nMr Alan Turing\n")).unwrap();
    let r = run_in(&home, &args);
    assert_refused(
        &r,
        "a line without a date of birth",
        &["--travelers", "line 3", "date of birth"],
    );
}

/// The id of an offer in Paris that takes Visa, from a search in `home`.
fn paris_visa_offer(home: &Home) -> String {
    let body = json_in(
        home,
        &[
            "hotels",
            "offers",
            "--city",
            "PAR",
            "--check-in",
            "2026-12-10",
            "--nights",
            "2",
            "--limit",
            "5",
        ],
    );
    body["data"]
        .as_array()
        .expect("offers")
        .iter()
        .flat_map(|item| item["offers"].as_array().cloned().unwrap_or_default())
        .find(|o| {
            let p = &o["policies"];
            ["guarantee", "deposit", "prepay"]
                .iter()
                .find_map(|k| p[k].get("acceptedPayments"))
                .and_then(|a| a["creditCards"].as_array())
                .is_some_and(|cards| cards.iter().any(|c| c == "VI"))
        })
        .and_then(|o| o["id"].as_str().map(str::to_string))
        .expect("an offer paid by Visa")
}

/// The guests of the journal's bookings, newest last.
fn journal_guests(home: &Home) -> Vec<Value> {
    let r = home.travel().args(["--json", "bookings", "list"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|e| e["guests"].clone())
        .collect()
}

#[test]
fn hotel_guests_come_from_a_file_or_stdin_one_a_line() {
    let home = Home::new();
    let n = paris_visa_offer(&home);
    let file = home.dir.path().join("guests.txt");
    std::fs::write(&file, format!("{JANE}\n{ANN}\n")).unwrap();
    let r = home
        .sandbox(&["hotels", "book", &n, "--guests", file.to_str().unwrap()])
        .args(["--card-expiry", "2028-01", "--yes"])
        .env("TRAVEL_CARD_NUMBER", VISA)
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        journal_guests(&home).last().unwrap(),
        &serde_json::json!(["JANE DOE", "ANN ROE"])
    );

    // from stdin, the card from the environment
    let home = Home::new();
    let n = paris_visa_offer(&home);
    let r = home
        .sandbox(&["hotels", "book", &n, "--guests", "-"])
        .args(["--card-expiry", "2028-01", "--yes"])
        .env("TRAVEL_CARD_NUMBER", VISA)
        .write_stdin(format!("{JANE}\n"))
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        journal_guests(&home).last().unwrap(),
        &serde_json::json!(["JANE DOE"])
    );
}

#[test]
fn hotel_guests_on_stdin_and_the_card_on_stdin_are_refused_together() {
    let home = Home::new();
    let n = paris_visa_offer(&home);
    let args = [
        "hotels",
        "book",
        &n,
        "--guests",
        "-",
        "--card-stdin",
        "--card-expiry",
        "2028-01",
        "--yes",
    ];
    let r = home
        .sandbox(&args)
        .write_stdin(format!("{VISA}\n{JANE}\n"))
        .run();
    assert_refused(
        &r,
        "both on stdin",
        &["--guests -", "--card-stdin", "stdin"],
    );
    // and neither form given: refused, naming both
    let r = run_in(
        &home,
        &["hotels", "book", &n, "--card-expiry", "2028-01", "--yes"],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("--guest") && r.stderr.contains("--guests"),
        "{}",
        r.stderr
    );
    assert!(journal_guests(&home).is_empty());
}

#[test]
fn the_help_recommends_the_file_and_stdin_forms() {
    for (command, flag, file_flag) in [
        (["flights", "book"], "--traveler", "--travelers"),
        (["hotels", "book"], "--guest", "--guests"),
    ] {
        let r = ok_help(&command);
        let help = r.replace('\n', " ");
        let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(help.contains(&format!("{file_flag} <FILE|->")), "{help}");
        // the flag's own help says what it exposes and what to use instead
        let said = help
            .split(&format!("{flag} <"))
            .nth(1)
            .unwrap_or_else(|| panic!("{flag} in {help}"));
        let said = &said[..said.len().min(600)];
        assert!(
            said.contains("process list") && said.contains(file_flag),
            "{flag}: {said}"
        );
    }
}

fn ok_help(command: &[&str]) -> String {
    let home = Home::new();
    let r = home.travel().args(command).arg("--help").run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
}
