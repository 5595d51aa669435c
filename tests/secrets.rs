//! No client secret, bearer token, card number or passport number leaks: not to stdout
//! or stderr (with `-v`), not to any file under the home (journal, cache, saved
//! results, config), not to `travel sandbox serve -v`'s log, not to any process's
//! command line.
//!
//! Every command family runs twice over:
//! - against failing services (tests/common/mock.rs): a token endpoint that refuses or
//!   fails, and 401s, 400s and 500s, each answer echoing back the request it was sent
//!   (its headers, the bearer token, the form with the secret, the booking with the card
//!   and the passports), as a careless proxy might;
//! - against `travel sandbox serve -v` (requiring the test's client id and secret),
//!   with bookings made and cards and passports given the ways a user gives them: the
//!   environment,
//!   stdin, a file of traveller objects, the one argument the README warns about;
//!   and a booking of each kind with the in-process sandbox (`--sandbox`), whose state
//!   file lives in the home.
//!
//! Expected exceptions, each checked for what it may hold and nothing more:
//! - the token cache (`token-*.json` in the cache directory, mode 0600) holds the
//!   bearer token: the README says so, and it is how a script avoids a token a call;
//! - the server's state file (its SQLite database and WAL; `--sandbox`'s, in the home)
//!   holds the tokens it issued, as a service must to check them. It keeps a passport
//!   masked but for its last four characters (as the order's GET returns it) and a
//!   card as its last four digits only: the real service never returns a full card
//!   number, so the sandbox has no reason to keep one;
//! - `--passport DOC` puts the number on the command line, as its help and the README
//!   warn: that one number is allowed in argv of the process it was given to.
//!
//! Each needle is shown to be findable: it is in what the services were sent (the
//! secret in a token request, the token in a header, the cards and passports in a
//! booking), and the same search finds it there.
//!
//! The hidden prompts (a card or a passport typed at a terminal, the wizard's script
//! form) need a pseudo-terminal: tests/wizard.rs checks them.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::thread;
use std::time::{Duration, Instant};

use common::{
    files_under, Home, Mock, Reply, Run, Runs, Seen, Served, Target, Tsv, CLIENT_ID, CLIENT_SECRET,
    MOCK_TOKEN,
};
use serde_json::json;

struct Cards {
    visa: String,
    mastercard: String,
    amex: String,
}

fn cards() -> Cards {
    Cards {
        // Luhn-valid, with distinctive digits, so no other test or example (4111...)
        // can be mistaken for a leak
        visa: "4929773155210042".to_string(),
        mastercard: "5299773155210041".to_string(),
        amex: "379977315521007".to_string(),
    }
}

/// Passport numbers given by stdin, a file, stdin JSON, and the argument.
const PASSPORT_STDIN: &str = "XK7731PS5521";
const PASSPORT_FILE: &str = "XK7731PF5522";
const PASSPORT_JSON_STDIN: &str = "XK7731PJ5523";
const PASSPORT_ARGV: &str = "XK7731PA5524";

/// A card number in the forms a person types or a form prints it: plain, in groups
/// of four (Amex 4-6-5) with spaces or dashes, and its leading digits (all but the
/// last four, which may be shown).
fn card_forms(number: &str) -> Vec<(String, String)> {
    let groups: Vec<&str> = if number.len() == 15 {
        vec![&number[..4], &number[4..10], &number[10..]]
    } else {
        number
            .as_bytes()
            .chunks(4)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect()
    };
    vec![
        (format!("card {number}"), number.to_string()),
        (format!("card {number} spaced"), groups.join(" ")),
        (format!("card {number} dashed"), groups.join("-")),
        (
            format!("card {number} but its last four"),
            number[..number.len() - 4].to_string(),
        ),
    ]
}

/// What must not appear, each with a name for the report.
#[derive(Clone)]
struct Needles(Vec<(String, String)>);

impl Needles {
    fn new(secret: &str, tokens: &[String]) -> Needles {
        let c = cards();
        let mut all = vec![("the client secret".to_string(), secret.to_string())];
        for t in tokens {
            all.push((format!("the bearer token {t}"), t.clone()));
        }
        for n in [&c.visa, &c.mastercard, &c.amex] {
            all.extend(card_forms(n));
        }
        for p in [
            PASSPORT_STDIN,
            PASSPORT_FILE,
            PASSPORT_JSON_STDIN,
            PASSPORT_ARGV,
        ] {
            all.push((format!("passport {p}"), p.to_string()));
        }
        Needles(all)
    }

    fn without(&self, keep_out: impl Fn(&str) -> bool) -> Needles {
        Needles(
            self.0
                .iter()
                .filter(|(name, _)| !keep_out(name))
                .cloned()
                .collect(),
        )
    }

    /// Where `text` holds a needle: one line per needle found.
    fn found(&self, place: &str, text: &str) -> Vec<String> {
        self.0
            .iter()
            .filter(|(_, n)| text.contains(n.as_str()))
            .map(|(name, _)| format!("{name} in {place}"))
            .collect()
    }
}

/// A run and what it printed, named for the report.
fn printed(what: &str, r: &Run, needles: &Needles) -> Vec<String> {
    let mut out = needles.found(&format!("stdout of {what}"), &r.stdout);
    out.extend(needles.found(&format!("stderr of {what}"), &r.stderr));
    out
}

fn is_token_cache(p: &Path) -> bool {
    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.starts_with("token-") && name.ends_with(".json")
}

/// Every file under the home. The token cache may hold the token (and nothing else
/// that matters), readable by the user alone.
fn files_hold(home: &Home, needles: &Needles) -> Vec<String> {
    let mut out = Vec::new();
    for f in files_under(home.dir.path()) {
        let text = String::from_utf8_lossy(&std::fs::read(&f).unwrap_or_default()).into_owned();
        let place = f.display().to_string();
        if is_token_cache(&f) {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&f).unwrap().permissions().mode() & 0o777;
            if mode != 0o600 {
                out.push(format!("{place} has mode {mode:o}, not 600"));
            }
            out.extend(
                needles
                    .without(|n| n.starts_with("the bearer token"))
                    .found(&place, &text),
            );
        } else {
            out.extend(needles.found(&place, &text));
        }
    }
    out
}

/// The common reads of every family, as typed after the global flags. Dates are past
/// `common::TODAY` where they must be future, within the last year where past.
const READS: &[&[&str]] = &[
    &["cities", "lond"],
    &["airports", "search", "lon"],
    &["airports", "near", "48.85", "2.35"],
    &["airports", "routes", "LHR"],
    &["airlines", "lookup", "BA"],
    &["airlines", "routes", "BA"],
    &["airlines", "checkin", "BA"],
    &["recommend", "PAR"],
    &[
        "flights",
        "search",
        "LHR",
        "JFK",
        "2026-12-20",
        "--max",
        "5",
    ],
    &[
        "flights",
        "search",
        "--leg",
        "LHR-JFK:2026-12-15",
        "--leg",
        "JFK-LAX:2026-12-18",
    ],
    &["flights", "inspire", "MAD"],
    &["flights", "dates", "MAD", "BCN"],
    &["flights", "availability", "LHR", "JFK", "2026-12-20"],
    &["flights", "price-analysis", "MAD", "BCN", "2026-12-20"],
    &["flights", "status", "BA117", "2026-11-23"],
    &["predict", "on-time", "LHR", "2026-11-23"],
    &[
        "predict",
        "trip-purpose",
        "MAD",
        "LHR",
        "2026-12-15",
        "2026-12-20",
    ],
    &["hotels", "list", "--city", "PAR"],
    &["hotels", "find", "hilton"],
    &["hotels", "ratings", "MCLONGHM"],
    &["insights", "traveled", "MAD", "2026-10"],
    &["insights", "booked", "MAD", "2026-10"],
    &["insights", "busiest", "MAD", "2025"],
    &["location-score", "41.39", "2.17"],
    &["auth", "status"],
];

/// What uses the offers of the last search (flights) and of the last hotel offers.
const ON_SAVED: &[&[&str]] = &[
    &["flights", "show", "1"],
    &["flights", "price", "1", "--rules", "--bags"],
    &["flights", "seats", "1"],
    &["flights", "fares", "1"],
    &["flights", "predict"],
    &["predict", "delay", "--offer", "1"],
    &["hotels", "offer", "1"],
];

const FLIGHT_SEARCH: &[&str] = &[
    "flights",
    "search",
    "MAD",
    "LHR",
    "2026-12-15",
    "--max",
    "5",
];
const HOTEL_SEARCH: &[&str] = &[
    "hotels",
    "offers",
    "RTPAR9CL",
    "RTPAR4S3",
    "MCPARUWG",
    "--check-in",
    "2026-12-10",
    "--nights",
    "2",
];

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";

/// A flight booking whose passport comes on stdin (`passport_on_stdin`).
const BOOK_WITH_PASSPORT_ON_STDIN: &[&str] = &[
    "flights",
    "book",
    "1",
    "--traveler",
    ADA,
    "--passport-stdin",
    "--yes",
];

fn passport_on_stdin() -> String {
    format!("P:{PASSPORT_STDIN}:GB:2031-05-01\n")
}

/// A traveller object of the service, with her passport.
fn traveller_json(last: &str, passport: &str) -> String {
    json!([{
        "id": "1",
        "dateOfBirth": "1985-12-10",
        "name": {"firstName": "ADA", "lastName": last},
        "gender": "FEMALE",
        "contact": {"emailAddress": "ada@example.com",
            "phones": [{"deviceType": "MOBILE", "countryCallingCode": "44", "number": "7700900123"}]},
        "documents": [{"documentType": "PASSPORT", "number": passport, "expiryDate": "2031-05-01",
            "issuanceCountry": "GB", "nationality": "GB", "holder": true}]
    }])
    .to_string()
}

/// One booking run: its arguments, stdin, and environment.
struct Booking {
    args: Vec<String>,
    stdin: Option<String>,
    env: Vec<(&'static str, String)>,
}

fn booking(args: &[&str], stdin: Option<String>, env: &[(&'static str, &str)]) -> Booking {
    Booking {
        args: args.iter().map(|s| s.to_string()).collect(),
        stdin,
        env: env.iter().map(|(k, v)| (*k, v.to_string())).collect(),
    }
}

/// The bookings made in every family: cards from the environment (spaced) and stdin
/// (dashed), passports from stdin lines, a JSON file (written in `dir`, the user's
/// own), JSON on stdin, and `--passport`.
fn bookings(dir: &Path) -> Vec<Booking> {
    let c = cards();
    let spaced = card_forms(&c.visa)[1].1.clone();
    let dashed = card_forms(&c.mastercard)[2].1.clone();
    let file = dir.join("travellers.json");
    std::fs::write(&file, traveller_json("BYRON", PASSPORT_FILE)).unwrap();
    let file = file.display().to_string();
    let hotel = |n: &str, guest: &str| -> Vec<String> {
        vec![
            "hotels".into(),
            "book".into(),
            n.into(),
            "--guest".into(),
            guest.into(),
            "--card-expiry".into(),
            "2030-12".into(),
            "--yes".into(),
        ]
    };
    let with = |mut v: Vec<String>, more: &[&str]| {
        v.extend(more.iter().map(|s| s.to_string()));
        v
    };
    vec![
        Booking {
            args: hotel("1", "Mr Sam Guest <sam@example.com> +33123456789"),
            stdin: None,
            env: vec![("TRAVEL_CARD_NUMBER", spaced)],
        },
        Booking {
            args: with(
                hotel("2", "Ms Kim Guest <kim@example.com> +33123456789"),
                &["--card-stdin"],
            ),
            stdin: Some(format!("{dashed}\n")),
            env: vec![],
        },
        Booking {
            args: with(
                hotel("3", "Mr Lee Guest <lee@example.com> +33123456789"),
                &["--card-stdin", "--json"],
            ),
            stdin: Some(format!("{}\n", c.amex)),
            env: vec![],
        },
        booking(BOOK_WITH_PASSPORT_ON_STDIN, Some(passport_on_stdin()), &[]),
        booking(
            &[
                "flights",
                "book",
                "2",
                "--travelers",
                &file,
                "--yes",
                "--json",
            ],
            None,
            &[],
        ),
        booking(
            &["flights", "book", "3", "--travelers", "-", "--yes"],
            Some(traveller_json("KING", PASSPORT_JSON_STDIN)),
            &[],
        ),
        booking(
            &[
                "flights",
                "book",
                "4",
                "--traveler",
                "Ms Ada Noel 1985-12-10 <ada@example.com> +447700900123",
                "--passport",
                &format!("P:{PASSPORT_ARGV}:GB:2031-05-01"),
                "--yes",
            ],
            None,
            &[],
        ),
    ]
}

/// `travel -v --base-url URL ARGS` in `home`, the test credentials in the environment.
fn run_at(
    home: &Home,
    url: &str,
    args: &[String],
    stdin: Option<&str>,
    env: &[(&str, String)],
) -> Run {
    let mut all = vec!["-v".to_string()];
    all.extend_from_slice(args);
    let refs: Vec<&str> = all.iter().map(String::as_str).collect();
    let mut cmd = home.against_url(url, &refs);
    cmd.args(["--timeout", "20"]);
    for (k, v) in env {
        cmd.env(k, v);
    }
    if let Some(s) = stdin {
        cmd.write_stdin(s.to_string());
    } else {
        cmd.write_stdin("");
    }
    cmd.run()
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// Bodies of successful answers, to seed a mock's home with offers to act on.
struct Seeds {
    search: String,
    price: String,
    hotel_offers: String,
    hotel_offer: String,
}

fn seeds() -> Seeds {
    let home = Home::new();
    let json = |args: &[&str]| {
        let mut all = vec!["--json"];
        all.extend_from_slice(args);
        let r = home.sandbox(&all).run();
        assert_eq!(r.code, 0, "travel {all:?}:\n{}", r.stderr);
        r.stdout
    };
    Seeds {
        search: json(FLIGHT_SEARCH),
        price: json(&["flights", "price", "1"]),
        hotel_offers: json(HOTEL_SEARCH),
        hotel_offer: json(&["hotels", "offer", "1"]),
    }
}

/// The in-process sandbox (`--sandbox`): its state file is in the user's data
/// directory, under the home, so the home's files are its database too. It may hold
/// the tokens it issued (to its fixed credentials); no card, no passport in full.
fn in_process() -> Vec<String> {
    let home = Home::new();
    let needles = Needles::new(CLIENT_SECRET, &[]);
    let c = cards();
    let mut leaks = Vec::new();
    let runs: [(&[&str], Option<String>, Option<String>); 6] = [
        (FLIGHT_SEARCH, None, None),
        (BOOK_WITH_PASSPORT_ON_STDIN, Some(passport_on_stdin()), None),
        (HOTEL_SEARCH, None, None),
        (
            &[
                "hotels",
                "book",
                "1",
                "--guest",
                "Mr Sam Guest <sam@example.com> +33123456789",
                "--card-expiry",
                "2030-12",
                "--yes",
            ],
            None,
            Some(card_forms(&c.mastercard)[2].1.clone()),
        ),
        (&["bookings", "list"], None, None),
        (&["--json", "bookings", "list"], None, None),
    ];
    for (args, stdin, card) in runs {
        let mut cmd = home.sandbox(&["-v"]);
        cmd.args(args).write_stdin(stdin.unwrap_or_default());
        if let Some(n) = card {
            cmd.env("TRAVEL_CARD_NUMBER", n);
        }
        let r = cmd.run();
        assert_eq!(r.code, 0, "travel --sandbox {args:?}:\n{}", r.stderr);
        leaks.extend(printed(&format!("--sandbox {args:?}"), &r, &needles));
    }
    leaks.extend(files_hold(&home, &needles));
    leaks
}

/// How a mock fails.
#[derive(Clone, Copy, Debug)]
enum Failing {
    /// The token endpoint refuses (401), its error describing the form it was sent.
    TokenRefused,
    /// The token endpoint fails (500), echoing the form as text.
    TokenDown,
    /// Every call is refused (401, even with a fresh token), echoed in JSON.
    Unauthorized,
    /// Every call is rejected (400), echoed in JSON.
    Rejected,
    /// Every call fails (500), echoed as text.
    Down,
}

impl Failing {
    fn token_fails(self) -> bool {
        matches!(self, Failing::TokenRefused | Failing::TokenDown)
    }
}

/// One failing mock: its home seeded with a flight search and hotel offers, then every
/// read and booking run against it. What leaked, and the requests the mock saw.
fn against_failing(how: Failing, seeds: &Seeds) -> (Vec<String>, Vec<Seen>) {
    let home = Home::new();
    let mock = Mock::start();
    let url = mock.url();
    let needles = Needles::new(CLIENT_SECRET, &[MOCK_TOKEN.to_string()]);
    let mut leaks = Vec::new();
    let mut check = |what: &str, r: &Run| leaks.extend(printed(what, r, &needles));
    let own = tempfile::tempdir().unwrap();

    // Seed: offers to book, from good answers.
    mock.then(Reply::json(200, &seeds.search));
    mock.then(Reply::json(200, &seeds.hotel_offers));
    for args in [FLIGHT_SEARCH, HOTEL_SEARCH] {
        let r = run_at(&home, &url, &strings(args), None, &[]);
        assert_eq!(r.code, 0, "seeding {args:?}:\n{}", r.stderr);
        check(&format!("{args:?} (seeding)"), &r);
    }
    let failure = match how {
        Failing::TokenRefused | Failing::Unauthorized => Reply::Echo {
            status: 401,
            json: true,
        },
        Failing::Rejected => Reply::Echo {
            status: 400,
            json: true,
        },
        Failing::TokenDown | Failing::Down => Reply::Echo {
            status: 500,
            json: false,
        },
    };
    if how.token_fails() {
        mock.token_otherwise(failure.clone());
        // the seeding runs cached a good token: every run from here asks for one
        for f in files_under(home.dir.path()) {
            if is_token_cache(&f) {
                std::fs::remove_file(f).unwrap();
            }
        }
    } else {
        mock.otherwise(failure);
    }

    // The bookings, one by one: each reaches its order or booking (a good recheck or
    // price first), which fails.
    for b in bookings(own.path()) {
        if !how.token_fails() {
            let first = if b.args[0] == "hotels" {
                &seeds.hotel_offer
            } else {
                &seeds.price
            };
            mock.then(Reply::json(200, first));
        }
        let r = run_at(&home, &url, &b.args, b.stdin.as_deref(), &b.env);
        assert!(
            matches!(r.code, 3 | 4 | 6),
            "{how:?}: travel {:?} should fail at the service:\n{}",
            b.args,
            r.stderr
        );
        check(&format!("{how:?} {:?}", b.args), &r);
    }

    // Everything else, in parallel: nothing queued is left, every answer fails.
    let mut rest: Vec<Vec<String>> = READS.iter().chain(ON_SAVED).map(|a| strings(a)).collect();
    rest.push(strings(&["order", "show", "eJzTd9f3NjIPsTAEAAtqAlM"]));
    rest.push(strings(&["order", "seats", "eJzTd9f3NjIPsTAEAAtqAlM"]));
    rest.push(strings(&[
        "order",
        "cancel",
        "eJzTd9f3NjIPsTAEAAtqAlM",
        "--yes",
    ]));
    let runs: Vec<(Vec<String>, Run)> = thread::scope(|s| {
        let handles: Vec<_> = rest
            .into_iter()
            .map(|args| {
                let (home, url) = (&home, &url);
                s.spawn(move || {
                    let r = run_at(home, url, &args, None, &[]);
                    (args, r)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (args, r) in &runs {
        // what needs no request, or only a token, which these services give
        let local = args[..2] == ["flights", "show"]
            || (args[..2] == ["auth", "status"] && !how.token_fails());
        assert!(
            local || (3..=6).contains(&r.code),
            "{how:?}: travel {args:?} should have failed at the service (exit {}):\n{}",
            r.code,
            r.stderr
        );
        check(&format!("{how:?} {args:?}"), r);
    }
    for args in [
        strings(&["bookings", "list"]),
        strings(&["auth", "login", "--client-id", CLIENT_ID, "--secret-stdin"]),
    ] {
        let r = run_at(&home, &url, &args, Some(&format!("{CLIENT_SECRET}\n")), &[]);
        check(&format!("{how:?} {args:?}"), &r);
    }
    leaks.extend(files_hold(&home, &needles));
    (leaks, mock.seen())
}

/// The sandbox served with `-v`, its log in a file of its own directory.
struct Service {
    served: Served,
    home: Home,
    log: PathBuf,
}

impl Service {
    fn start() -> Service {
        let home = Home::new();
        let log = home.dir.path().join("serve.log");
        let file = std::fs::File::create(&log).unwrap();
        let served = Served::start_with(&home, |cmd| {
            cmd.args(["-v", "--client-id", CLIENT_ID])
                .env("TRAVEL_SANDBOX_CLIENT_SECRET", CLIENT_SECRET)
                .stderr(Stdio::from(file));
        });
        Service { served, home, log }
    }

    /// Every token the service issued to the test's client, from its own state file.
    fn tokens(&self) -> Vec<String> {
        travel_sandbox::control::StateFile::open(&self.home.dir.path().join("served.sqlite3"))
            .and_then(|state| state.tenant(CLIENT_ID).tokens())
            .unwrap()
    }
}

/// The sandbox: every family with bookings made, then the order commands on them;
/// each run named, and the client's home.
fn against_the_sandbox(service: &Service) -> (Vec<(String, Run)>, Home) {
    let home = Home::new();
    let url = service.served.url.clone();
    let mut runs: Vec<(String, Run)> = Vec::new();
    let mut go = |args: Vec<String>, stdin: Option<&str>, env: &[(&str, String)]| -> Run {
        let r = run_at(&home, &url, &args, stdin, env);
        assert_eq!(r.code, 0, "travel {args:?} at the sandbox:\n{}", r.stderr);
        runs.push((format!("{args:?} at the sandbox"), r.clone()));
        r
    };
    for a in READS {
        go(strings(a), None, &[]);
    }
    go(strings(HOTEL_SEARCH), None, &[]);
    go(strings(FLIGHT_SEARCH), None, &[]);
    for a in ON_SAVED {
        go(strings(a), None, &[]);
    }
    let mut journal_ids = Vec::new();
    let mut references = Vec::new();
    // the traveller file is the user's own, outside travel's directories
    let own = tempfile::tempdir().unwrap();
    for b in bookings(own.path()) {
        let r = go(b.args.clone(), b.stdin.as_deref(), &b.env);
        // the one way on the command line is not taken silently
        let argv = b.args.iter().any(|a| a == "--passport");
        assert_eq!(
            argv,
            r.stderr
                .contains("--passport put the document number in the process list"),
            "travel {:?}:\n{}",
            b.args,
            r.stderr
        );
        if b.args[0] == "flights" && !b.args.iter().any(|a| a == "--json") {
            let t = Tsv::parse(&r.stdout);
            references.push(t.cell(&t.rows[0], "Reference").to_string());
            journal_ids.push(t.cell(&t.rows[0], "Journal").to_string());
        }
    }
    for reference in &references {
        go(strings(&["order", "show", reference]), None, &[]);
        go(strings(&["--json", "order", "show", reference]), None, &[]);
        go(strings(&["order", "seats", reference]), None, &[]);
    }
    go(
        strings(&["order", "cancel", &references[0], "--yes"]),
        None,
        &[],
    );
    go(strings(&["bookings", "list"]), None, &[]);
    go(strings(&["--json", "bookings", "list"]), None, &[]);
    for id in &journal_ids {
        go(strings(&["bookings", "show", id]), None, &[]);
    }
    // A client asking what the service knows of a token (the token in the path), and
    // one sending its credentials in the query rather than the form.
    let token = service.tokens().pop().expect("a token was issued");
    let info = common::http(
        service.served.addr(),
        "GET",
        &format!("/v1/security/oauth2/token/{token}"),
        &[],
        "",
    );
    assert_eq!(info.status, 200, "{}", info.body);
    let _ = common::http(
        service.served.addr(),
        "POST",
        &format!(
            "/v1/security/oauth2/token?grant_type=client_credentials&client_id={CLIENT_ID}&client_secret={CLIENT_SECRET}"
        ),
        &[],
        "",
    );
    (runs, home)
}

/// Every process's command line: (pid, arguments joined by spaces).
fn command_lines() -> Vec<(u32, String)> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| {
            let raw = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
            Some((pid, String::from_utf8_lossy(&raw).replace('\0', " ")))
        })
        .collect()
}

/// The processes `pid` started (that still run): those whose parent it is, as every
/// process's `stat` says. (`/proc/PID/task/*/children` is missing where the kernel is
/// built without it, and reading that, the check passed without looking.)
fn children(pid: u32) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| {
            let child = e.file_name().to_str()?.parse::<u32>().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{child}/stat")).ok()?;
            // `PID (NAME) STATE PPID ...`, the name in parentheses that it may hold too
            let parent = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?;
            (parent.parse::<u32>().ok()? == pid).then(|| child.to_string())
        })
        .collect()
}

/// A booking held on the wire (the service takes it and does not answer): while the
/// card or the passport is in the process's hands, no command line on the machine
/// holds a needle, and the process has started none. `first` is the good answer
/// before the booking (the recheck, the price); `path` the booking's.
fn on_the_wire(
    seeds: &Seeds,
    needles: &Needles,
    b: &Booking,
    first: &str,
    path: &str,
) -> (Vec<String>, Seen) {
    let home = Home::new();
    let mock = Mock::start();
    let url = mock.url();
    mock.then(Reply::json(200, &seeds.search))
        .then(Reply::json(200, &seeds.hotel_offers));
    for args in [FLIGHT_SEARCH, HOTEL_SEARCH] {
        assert_eq!(run_at(&home, &url, &strings(args), None, &[]).code, 0);
    }
    mock.then(Reply::json(200, first)).then(Reply::Hang);
    let said = home.dir.path().join("stderr");
    let mut cmd = home.std_travel();
    cmd.env("AMADEUS_CLIENT_ID", CLIENT_ID)
        .env("AMADEUS_CLIENT_SECRET", CLIENT_SECRET)
        .args(["--base-url", &url, "--timeout", "20"])
        .args(&b.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::from(std::fs::File::create(&said).unwrap()));
    for (k, v) in &b.env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin
            .write_all(b.stdin.as_deref().unwrap_or("").as_bytes())
            .unwrap();
    }
    let started = Instant::now();
    let sent = loop {
        if let Some(s) = mock.seen().into_iter().find(|s| s.url.starts_with(path)) {
            break s;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "travel {:?} never sent its booking:\n{}",
            b.args,
            std::fs::read_to_string(&said).unwrap()
        );
        thread::sleep(Duration::from_millis(20));
    };
    let mut leaks = Vec::new();
    for (pid, line) in command_lines() {
        leaks.extend(needles.found(
            &format!("the command line of process {pid} ({line})"),
            &line,
        ));
    }
    for c in children(child.id()) {
        leaks.push(format!("travel {:?} started process {c}", b.args));
    }
    let _ = child.kill();
    let _ = child.wait();
    (leaks, sent)
}

#[test]
fn no_secret_token_card_or_passport_leaks_anywhere() {
    let seeds = seeds();
    let service = Service::start();
    let modes = [
        Failing::TokenRefused,
        Failing::TokenDown,
        Failing::Unauthorized,
        Failing::Rejected,
        Failing::Down,
    ];
    let wire_dir = tempfile::tempdir().unwrap();
    let wire = bookings(wire_dir.path());
    // the argument form is the one a person was warned about; all others stay off argv
    let argv_needles = Needles::new(CLIENT_SECRET, &[MOCK_TOKEN.to_string()])
        .without(|n| n.contains(PASSPORT_ARGV));
    let mut leaks = Vec::new();
    let (failing, (sandbox_runs, client_home), wired) = thread::scope(|s| {
        let failing: Vec<_> = modes
            .iter()
            .map(|&how| {
                let seeds = &seeds;
                s.spawn(move || (how, against_failing(how, seeds)))
            })
            .collect();
        let sandbox = s.spawn(|| against_the_sandbox(&service));
        let in_process = s.spawn(in_process);
        // a hotel booking with the card from the environment, a flight order with the
        // passport from stdin, while everything else runs
        let wired = vec![
            on_the_wire(
                &seeds,
                &argv_needles,
                &wire[0],
                &seeds.hotel_offer,
                "/v1/booking/hotel-bookings",
            ),
            on_the_wire(
                &seeds,
                &argv_needles,
                &wire[3],
                &seeds.price,
                "/v1/booking/flight-orders",
            ),
        ];
        let failing: Vec<_> = failing.into_iter().map(|h| h.join().unwrap()).collect();
        leaks.extend(in_process.join().unwrap());
        (failing, sandbox.join().unwrap(), wired)
    });

    // Failing services: each needle was sent (so the search would find an echo of it).
    let mock_needles = Needles::new(CLIENT_SECRET, &[MOCK_TOKEN.to_string()]);
    for (how, (found, seen)) in &failing {
        leaks.extend(found.iter().cloned());
        let sent: String = seen.iter().map(Seen::dump).collect::<Vec<_>>().join("\n");
        let shown = mock_needles.found("sent", &sent);
        assert!(
            shown.iter().any(|l| l.starts_with("the client secret")),
            "{how:?}: the secret was never sent, so its absence proves nothing"
        );
        if !how.token_fails() {
            let c = cards();
            for must in [
                "the bearer token",
                &format!("card {}", c.visa),
                &format!("card {}", c.mastercard),
                &format!("card {}", c.amex),
                &format!("passport {PASSPORT_STDIN}"),
                &format!("passport {PASSPORT_FILE}"),
                &format!("passport {PASSPORT_JSON_STDIN}"),
                &format!("passport {PASSPORT_ARGV}"),
            ] {
                assert!(
                    shown.iter().any(|l| l.starts_with(must)),
                    "{how:?}: {must} was never sent to the service (and echoed back):\n{shown:?}"
                );
            }
        }
    }

    // The sandbox: the tokens it issued, read from its own database.
    let tokens = service.tokens();
    assert!(!tokens.is_empty(), "the sandbox issued no token");
    let needles = Needles::new(CLIENT_SECRET, &tokens);
    for (what, r) in &sandbox_runs {
        leaks.extend(printed(what, r, &needles));
    }
    leaks.extend(files_hold(&client_home, &needles));
    // the client's token cache holds one of them: the search reads the files it should
    let cached: String = files_under(client_home.dir.path())
        .iter()
        .filter(|f| is_token_cache(f))
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect();
    assert!(
        tokens.iter().any(|t| cached.contains(t.as_str())),
        "the token cache holds none of the tokens issued"
    );
    drop(service.served);
    let log = std::fs::read_to_string(&service.log).unwrap();
    assert!(
        log.contains("POST /v1/booking/flight-orders")
            && log.contains("POST /v1/booking/hotel-bookings"),
        "the server's -v log shows the bookings:\n{log}"
    );
    leaks.extend(needles.found("the log of travel sandbox serve -v", &log));
    // Its state: the tokens it issued (it must know them), nothing else.
    let mut state = String::new();
    for f in files_under(service.home.dir.path()) {
        if f.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("served.sqlite3")
        {
            state.push_str(&String::from_utf8_lossy(&std::fs::read(&f).unwrap()));
        }
    }
    assert!(
        tokens.iter().any(|t| state.contains(t.as_str())),
        "the server's state holds its tokens: the search reads SQLite files"
    );
    leaks.extend(
        needles
            .without(|n| n.starts_with("the bearer token"))
            .found("the state of travel sandbox serve", &state),
    );

    // On the wire: each booking carried its card or passport when the command lines
    // were read.
    let c = cards();
    let (hotel, flight) = (&wired[0].1, &wired[1].1);
    assert!(hotel.body.contains(&c.visa), "{}", hotel.body);
    assert!(flight.body.contains(PASSPORT_STDIN), "{}", flight.body);
    for (found, _) in &wired {
        leaks.extend(found.iter().cloned());
    }

    assert!(leaks.is_empty(), "leaked:\n{}", leaks.join("\n"));
}

/// The ways to give a secret are off the command line: no option takes the client
/// secret or a card number, and the one that takes a passport says in its help that the
/// process list shows it (the README's word).
#[test]
fn no_option_takes_a_secret_or_a_card_and_the_passport_one_warns() {
    let home = Home::new();
    for (args, option) in [
        (&["auth", "login", "--client-id", "id"][..], "--secret"),
        (
            &["auth", "login", "--client-id", "id"][..],
            "--client-secret",
        ),
        (
            &[
                "hotels",
                "book",
                "1",
                "--guest",
                "G",
                "--card-expiry",
                "2030-12",
            ][..],
            "--card-number",
        ),
        (
            &[
                "hotels",
                "book",
                "1",
                "--guest",
                "G",
                "--card-expiry",
                "2030-12",
            ][..],
            "--card",
        ),
    ] {
        let r = home.travel().args(args).args([option, "x"]).run();
        assert_eq!(r.code, 2, "travel {args:?} {option}: {}", r.stderr);
        assert!(
            r.stderr.contains("unexpected argument"),
            "travel {args:?} {option} x should be no option at all:\n{}",
            r.stderr
        );
    }
    let help = home.travel().args(["flights", "book", "--help"]).run();
    assert!(
        help.stdout
            .contains("EXPOSES the number in the process list"),
        "{}",
        help.stdout
    );
    let help = home.travel().args(["hotels", "book", "--help"]).run();
    assert!(
        help.stdout.contains("never from an argument"),
        "{}",
        help.stdout
    );
}
