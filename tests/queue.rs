//! The queue through the real binary: `bookings due` lists what falls due within its
//! window, most urgent first, with the command that acts on each; its exit code says
//! nothing (0), something due (8) or something overdue (9) as the sandbox's clock is
//! moved; `bookings list` filters by traveller, dates, state, environment and trip.

use crate::common;

use common::{Home, Run, Runs, Tsv};

const ADA: &str = "Ms Ada Lovelace 1985-12-10 <ada@example.com> +447700900123";
const ALAN: &str = "Mr Alan Turing 1982-06-23 <alan@example.com> +441234567890";
const JANE: &str = "Mr Jane Doe <jane@example.com> +33123456789";

/// Book offer 1 of a search MAD-BCN on `day` for `who`, with `extra` flags.
fn book_flight(home: &Home, day: &str, who: &str, extra: &[&str]) -> String {
    let r = home
        .sandbox(&["flights", "search", "MAD", "BCN", day, "--max", "2"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut args = vec!["flights", "book", "1", "--traveler", who, "--yes"];
    args.extend_from_slice(extra);
    let r = home.sandbox(&args).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    t.rows[0][t.col("Reference")].clone()
}

/// Book a hotel in Paris whose free cancellation ends before the stay.
fn book_hotel(home: &Home) {
    let r = home
        .sandbox(&[
            "hotels",
            "offers",
            "--city",
            "PAR",
            "--check-in",
            "2026-11-26",
            "--check-out",
            "2026-11-28",
            "--limit",
            "8",
        ])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let offers = Tsv::parse(&r.stdout);
    let booked = offers.rows.iter().enumerate().any(|(i, row)| {
        row[offers.col("Cancel by")] != "non-refundable"
            && home.books_stay(&(i + 1).to_string(), JANE, None)
    });
    assert!(
        booked,
        "a refundable Paris offer that takes Visa: {}",
        r.stdout
    );
}

fn due(home: &Home, within: &str) -> Run {
    home.travel()
        .args(["bookings", "due", "--within", within])
        .run()
}

fn clock_set(home: &Home, at: &str) {
    let r = home.travel().args(["sandbox", "clock", "set", at]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn the_queue_lists_the_most_urgent_first_and_its_exit_code_says_how_late() {
    let home = Home::new();
    // nothing booked: nothing due
    let r = due(&home, "72h");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.is_empty() && r.stderr.contains("nothing due"),
        "{}",
        r.stderr
    );
    // an order that lapses unless ticketed in 2 days, one ticketed on its own date,
    // and a hotel whose free cancellation ends before the stay of 26 November
    let lapsing = book_flight(&home, "+20", ADA, &["--ticketing", "delay-to-cancel:2D"]);
    let confirmed = book_flight(&home, "+25", ALAN, &[]);
    book_hotel(&home);
    let all = Tsv::parse(&home.travel().args(["bookings", "list"]).run().stdout);
    assert_eq!(all.rows.len(), 3);

    // the window decides what is due
    let none = due(&home, "1m");
    assert_eq!(none.code, 0, "{}", none.stderr);
    let r = due(&home, "30d");
    assert_eq!(r.code, 8, "due, none overdue: {}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.rows.len(), 3, "{}", r.stdout);
    let dues: Vec<&str> = t.column("Due");
    assert!(common::is_sorted(&dues), "most urgent first: {dues:?}");
    let row = t.row("References", &lapsing);
    assert!(
        row[t.col("What")].contains("lapses unless ticketed"),
        "{row:?}"
    );
    assert_eq!(
        row[t.col("Do")],
        format!("travel order show {lapsing}; travel order cancel {lapsing}")
    );
    assert!(t.column("References").contains(&confirmed.as_str()));
    assert!(t
        .column("What")
        .iter()
        .any(|w| w.contains("free cancellation ends")));

    // cancelled, a booking leaves the queue
    let r = home
        .sandbox(&["order", "cancel", &confirmed, "--yes"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = due(&home, "60d");
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(!r.stdout.contains(&confirmed), "{}", r.stdout);
    // the sandbox's clock past the lapsing order's date: overdue, before what is only due
    clock_set(&home, "2026-11-25T09:00");
    let r = due(&home, "12h");
    assert_eq!(r.code, 9, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    let dues: Vec<&str> = t.column("Due");
    // overdue first, then what is due, each the nearest deadline first
    let days: Vec<&str> = dues
        .iter()
        .map(|d| d.strip_prefix("OVERDUE ").unwrap_or(d))
        .collect();
    assert!(
        common::is_sorted(&days),
        "the oldest deadline first: {dues:?}"
    );
    let late = dues.iter().filter(|d| d.starts_with("OVERDUE ")).count();
    assert!(late >= 1 && late < dues.len(), "{dues:?}");
    assert!(
        dues[..late].iter().all(|d| d.starts_with("OVERDUE ")),
        "{dues:?}"
    );
    let row = t.row("References", &lapsing);
    assert!(
        row[t.col("Due")].starts_with("OVERDUE 2026-11-24"),
        "{row:?}"
    );
    assert!(
        row[t.col("What")].contains("lapsed unless ticketed"),
        "{row:?}"
    );
    assert_eq!(row[t.col("Do")], format!("travel order show {lapsing}"));
    // once every stay and flight has begun, nothing is due any more
    clock_set(&home, "2027-01-10");
    let r = due(&home, "72h");
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    // a duration that is not one is refused
    let r = due(&home, "soon");
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn bookings_list_filters_by_traveller_dates_state_environment_and_trip() {
    let home = Home::new();
    let ada = book_flight(&home, "+20", ADA, &[]);
    let r = home.travel().args(["trip", "new", "turing"]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let search = ["flights", "search", "MAD", "BCN", "+30", "--max", "2"];
    assert_eq!(
        home.sandbox(&search)
            .env("TRAVEL_TRIP", "turing")
            .run()
            .code,
        0
    );
    let r = home
        .sandbox(&["flights", "book", "1", "--traveler", ALAN, "--yes"])
        .env("TRAVEL_TRIP", "turing")
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let list = |args: &[&str]| {
        let r = home.travel().arg("bookings").arg("list").args(args).run();
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        Tsv::parse(&r.stdout)
            .column("References")
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(list(&[]).len(), 2);
    assert_eq!(list(&["--traveller", "lovelace"]), vec![ada.clone()]);
    assert_eq!(list(&["--to", "+25"]), vec![ada.clone()]);
    assert_eq!(list(&["--from", "+25"]).len(), 1);
    assert_ne!(list(&["--from", "+25"]), vec![ada.clone()]);
    assert_eq!(list(&["--from", "+40"]).len(), 0);
    assert_eq!(list(&["--state", "booked"]).len(), 2);
    assert_eq!(list(&["--state", "cancelled"]).len(), 0);
    assert_eq!(list(&["--environment", "sandbox"]).len(), 2);
    assert_eq!(list(&["--environment", "production"]).len(), 0);
    assert_eq!(list(&["--trip", "turing"]).len(), 1);
    assert_ne!(list(&["--trip", "turing"]), vec![ada.clone()]);
    let r = home
        .travel()
        .args(["bookings", "list", "--state", "lost"])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn a_booking_whose_answer_was_lost_is_due_now() {
    let home = Home::new();
    let r = home
        .sandbox(&["flights", "search", "MAD", "BCN", "+20", "--max", "2"])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    // the sandbox answers this traveller's booking past the client's timeout
    let r = home
        .sandbox(&[
            "--timeout",
            "2",
            "flights",
            "book",
            "1",
            "--traveler",
            "Ms Ada Slowanswer 1985-12-10 <ada@example.com> +447700900123",
            "--yes",
        ])
        .run();
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.contains("MAY EXIST"), "{}", r.stderr);
    let r = due(&home, "1h");
    assert_eq!(r.code, 8, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.rows.len(), 1, "{}", r.stdout);
    assert_eq!(t.rows[0][t.col("Due")], "now");
    assert!(t.rows[0][t.col("What")].contains("MAY EXIST"));
    assert!(
        t.rows[0][t.col("Do")].starts_with("travel bookings show "),
        "{:?}",
        t.rows[0]
    );
}

#[test]
fn a_hotels_deposit_and_its_free_cancellation_are_a_line_each() {
    let home = Home::new();
    // a stay a month ahead whose hotel takes a deposit, charged two weeks before it
    let r = home
        .sandbox(&[
            "--json",
            "hotels",
            "offers",
            "--city",
            "BCN",
            "--check-in",
            "+30",
            "--check-out",
            "+33",
            // every hotel of the city: a deposit is the best rate of only a few
            "--limit",
            "100",
        ])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let body = common::parse_json(&r.stdout, "hotel offers");
    let with_deposit: Vec<String> = common::data(&body)
        .iter()
        .flat_map(|h| h["offers"].as_array().cloned().unwrap_or_default())
        .filter(|o| {
            o["policies"]["deposit"]["deadline"].is_string()
                && o["policies"]["cancellation"]["deadline"].is_string()
        })
        .filter_map(|o| o["id"].as_str().map(str::to_string))
        .collect();
    let booked = with_deposit
        .iter()
        .any(|id| home.books_stay(id, JANE, None));
    assert!(booked, "a Barcelona offer with a deposit that takes Visa");

    let r = due(&home, "30d");
    assert_eq!(r.code, 8, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.rows.len(), 2, "a line per deadline: {}", r.stdout);
    let whats = t.column("What");
    assert!(
        whats[0].starts_with("deposit ") && whats[0].contains(" EUR "),
        "{whats:?}"
    );
    assert!(whats[1].contains("free cancellation ends"), "{whats:?}");
    assert_eq!(t.column("Due")[0], "2026-12-08 23:59", "{}", r.stdout);
    assert!(common::is_sorted(&t.column("Due")), "{}", r.stdout);
    let journal = t.rows[0][t.col("Do")].clone();
    assert!(journal.starts_with("travel bookings show H-"), "{journal}");
    assert_eq!(t.rows[1][t.col("Do")], journal);
    // what the queue says to run shows both deadlines
    let id = journal.rsplit(' ').next().unwrap();
    let shown = home.travel().args(["bookings", "show", id]).run();
    assert_eq!(shown.code, 0, "{}", shown.stderr);
    assert!(
        shown.stdout.contains("(free cancellation ends)")
            && shown
                .stdout
                .lines()
                .any(|l| l.starts_with("  deposit ") && l.ends_with("EUR by 2026-12-08 23:59")),
        "{}",
        shown.stdout
    );
    let json = home
        .travel()
        .args(["--json", "bookings", "due", "--within", "30d"])
        .run();
    let items = common::parse_json(&json.stdout, "the queue");
    let falls_due: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|i| i["falls_due"].as_str())
        .collect();
    assert_eq!(falls_due, ["deposit", "cancellation"], "{}", json.stdout);

    // on a terminal: the moment on one line where the table fits so; at 60 columns it
    // wraps between the date and the time, and every line fits
    let wide = home
        .travel()
        .args(["bookings", "due", "--within", "30d"])
        .tty(100)
        .run();
    assert!(wide.stdout.contains("2026-12-08 23:59"), "{}", wide.stdout);
    let narrow = home
        .travel()
        .args(["bookings", "due", "--within", "30d"])
        .tty(60)
        .run();
    assert!(
        narrow.stdout.lines().all(|l| l.chars().count() <= 60)
            && narrow.stdout.lines().any(|l| l.starts_with("2026-12-08 ")),
        "{}",
        narrow.stdout
    );

    // the deposit's day passed, free cancellation still ahead: overdue
    clock_set(&home, "2026-12-10T09:00");
    let r = due(&home, "72h");
    assert_eq!(r.code, 9, "{}", r.stderr);
    let t = Tsv::parse(&r.stdout);
    assert_eq!(t.rows.len(), 1, "{}", r.stdout);
    assert_eq!(t.rows[0][t.col("Due")], "OVERDUE 2026-12-08 23:59");
    assert!(
        t.rows[0][t.col("What")].contains("was due"),
        "{:?}",
        t.rows[0]
    );
}
