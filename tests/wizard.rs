//! `travel book`, the booking wizard, driven on a real pseudo-terminal: keys in, the
//! screen out, and the sandbox's own state read afterwards to see what was (not) sold.

use crate::common;

use std::path::PathBuf;

use common::{run_in, Home};
use rexpect::process::WaitStatus;
use rexpect::reader::Options;
use rexpect::session::{spawn_with_options, PtySession};
use travel_sandbox::control::DEFAULT_CLIENT;

const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";
const ESC: &str = "\x1b";

/// The wizard on a 120x50 terminal in `home`: `travel --sandbox book ARGS`.
fn wizard(home: &Home, args: &str) -> PtySession {
    wizard_at(home, args, 120)
}

/// The wizard on a terminal `columns` wide and 50 high.
fn wizard_at(home: &Home, args: &str, columns: u16) -> PtySession {
    let cmd = home.std_travel();
    let travel = cmd.get_program().to_owned();
    // the terminal's size is set inside it, as a person's terminal has one
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .arg("-c")
        .arg(format!(
            "stty rows 50 cols {columns} && exec '{}' --sandbox book {args}",
            travel.to_string_lossy()
        ));
    spawn_with_options(
        sh,
        Options::new()
            .timeout_ms(Some(30_000))
            .strip_ansi_escape_codes(true),
    )
    .expect("start the wizard on a pty")
}

trait Keys {
    /// Wait for `text` on the screen; what came before it.
    fn see(&mut self, text: &str) -> String;
    /// Press keys (`\r` is Enter).
    fn key(&mut self, keys: &str);
    /// Type a line and Enter.
    fn answer(&mut self, prompt: &str, line: &str);
    /// In a list, once drawn to its last item: go down `downs` items, then Enter.
    fn choose(&mut self, prompt: &str, downs: usize);
    /// The exit code, after the end of the output.
    fn exit_code(&mut self) -> i32;
}

impl Keys for PtySession {
    fn see(&mut self, text: &str) -> String {
        // the session reads the screen a byte a character: UTF-8 is matched as bytes
        let bytes: String = text.bytes().map(char::from).collect();
        let before = self
            .exp_string(&bytes)
            .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
        let raw: Vec<u8> = before.chars().map(|c| c as u8).collect();
        String::from_utf8_lossy(&raw).into_owned()
    }

    fn key(&mut self, keys: &str) {
        self.send(keys).unwrap();
        self.flush().unwrap();
    }

    fn answer(&mut self, prompt: &str, line: &str) {
        self.see(prompt);
        self.key(&format!("{line}\r"));
    }

    fn choose(&mut self, prompt: &str, downs: usize) {
        self.see(prompt);
        self.see("‹ Back");
        self.key(&format!("{}\r", DOWN.repeat(downs)));
    }

    fn exit_code(&mut self) -> i32 {
        let _ = self.exp_eof();
        match self.process_mut().wait().expect("wait for the wizard") {
            WaitStatus::Exited(_, code) => code,
            other => panic!("the wizard did not exit normally: {other:?}"),
        }
    }
}

/// Run the script form the wizard printed (its `travel ...` lines) in `home`, the
/// booking with --yes and `stdin` for what it reads there: what the wizard taught
/// must do the same booking.
fn run_script_form(printed: &str, home: &Home, stdin: &str) {
    // each command, its lines broken with ` \` to fit the window joined back
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for l in printed.lines().map(str::trim) {
        if open {
            let last = lines.last_mut().unwrap();
            last.truncate(last.len() - 1);
            last.push_str(l);
        } else if l.starts_with("travel ") {
            lines.push(l.to_string());
        } else {
            continue;
        }
        open = l.ends_with(" \\");
    }
    assert!(lines.len() >= 3, "the commands: {printed}");
    for line in &lines {
        let command = line.split("    #").next().unwrap().trim_end();
        let booking = command.contains(" book ");
        let mut sh = std::process::Command::new("sh");
        let travel = home.std_travel();
        sh.env_clear()
            .envs(travel.get_envs().filter_map(|(k, v)| Some((k, v?))))
            .arg("-c")
            .arg(format!(
                "'{}'{}{}",
                travel.get_program().to_string_lossy(),
                command.strip_prefix("travel").unwrap(),
                if booking { " --yes" } else { "" }
            ))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = sh.spawn().unwrap();
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        if booking {
            input.write_all(stdin.as_bytes()).unwrap();
        }
        drop(input);
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

fn state_file(home: &Home) -> PathBuf {
    home.data_dir().join("travel").join("sandbox.sqlite3")
}

/// What the sandbox's state holds: what it sold, whatever the client says.
fn sold(home: &Home) -> travel_sandbox::control::Counts {
    let path = state_file(home);
    if !path.exists() {
        return Default::default();
    }
    travel_sandbox::control::StateFile::open(&path)
        .and_then(|state| state.tenant(DEFAULT_CLIENT).counts())
        .expect("the sandbox's state")
}

/// A free economy seat of segment 1 of offer 1 of the last search, from the seat map
/// piped (one tab-separated line per seat: segment, number, cabin, state, ...).
fn free_seat(home: &Home) -> String {
    let r = run_in(home, &["flights", "seats", "1", "--segment", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() > 3 && c[2].eq_ignore_ascii_case("economy") && c[3] == "AVAILABLE")
        .map(|c| c[1].to_string())
        .unwrap_or_else(|| panic!("a free seat on the map:\n{}", r.stdout))
}

/// Through the trip's questions to the list of offers: one-way LHR to JFK on a day
/// with no pricing scenario, one adult, economy.
fn to_the_offers(w: &mut PtySession, day: &str) {
    w.choose("Journey", 0);
    w.answer("From (city or airport", "LHR");
    w.choose("From, for \"LHR\"", 0);
    w.answer("To", "JFK");
    w.choose("To, for \"JFK\"", 0);
    w.answer("Date (YYYY-MM-DD", day);
    w.answer("Adults", "");
    w.answer("Children", "");
    w.answer("Infants", "");
    w.choose("Cabin", 0);
}

/// From the list of offers to the final confirmation: the cheapest offer as found,
/// `seat` on its first flight (none on the others), the first extra bag sold, one
/// traveller, and a passport if the airline asks for one. What was shown after the
/// passport: the summary.
fn to_the_confirmation(w: &mut PtySession, seat: Option<&str>) -> String {
    w.choose("Offer (", 0);
    w.choose("Fare", 0);
    w.choose("Go on at", 0);
    match seat {
        Some(seat) => {
            w.choose("Seats", 1);
            w.answer("Seat for traveller 1 (adult) on LHR", seat);
            // the other flights of the offer, if any: no seat
            let next = |w: &mut PtySession| {
                w.exp_any(vec![
                    rexpect::ReadUntil::String("Seat for traveller 1".into()),
                    rexpect::ReadUntil::String("Extra checked bags".into()),
                ])
                .expect("the next question")
                .1
            };
            while next(w) == "Seat for traveller 1" {
                w.key("\r");
            }
            w.key(&format!("{DOWN}\r"));
        }
        None => {
            w.choose("Seats", 0);
            w.choose("Extra checked bags", 1);
        }
    }
    w.answer("title and name", "Mr John Smith");
    w.answer("date of birth", "1980-04-12");
    w.answer("e-mail", "john@example.com");
    w.answer("phone", "+441234567890");
    w.see("Passport of JOHN SMITH");
    w.key("P:X1234567:GB:2031-05-01\r");
    w.see("Book the flights above for JOHN SMITH (sandbox)")
}

#[test]
fn a_whole_flight_booking_with_a_seat_and_a_bag() {
    let home = Home::new();
    // the same search the wizard will make, to read a free seat off its map
    let search = run_in(
        &home,
        &[
            "flights", "search", "LHR", "JFK", "+30", "--class", "economy",
        ],
    );
    assert_eq!(search.code, 0, "{}", search.stderr);
    let seat = free_seat(&home);

    let mut w = wizard(&home, "flight");
    to_the_offers(&mut w, "+30");
    let summary = to_the_confirmation(&mut w, Some(&seat));
    w.see("? [y/N]");
    assert!(summary.contains(&format!("seat {seat}")), "{summary}");
    assert!(summary.contains("extra bag"), "{summary}");
    assert!(summary.contains("SANDBOX"), "{summary}");
    assert!(!summary.contains("X1234567"), "the passport is never shown");
    w.key("y");
    w.see("Booked: order");
    w.see("recorded in the journal as F-");
    let commands = w.see("note: answered by the travel sandbox");
    assert!(
        commands.contains("travel --sandbox flights search LHR JFK"),
        "{commands}"
    );
    assert!(commands.contains(&format!("--seat 1:{seat}")), "{commands}");
    assert!(commands.contains("--add-bags 1:"), "{commands}");
    assert!(commands.contains("--passport-stdin"), "{commands}");
    assert!(
        !commands.contains("X1234567"),
        "no secret in the script form"
    );
    assert_eq!(w.exit_code(), 0);

    assert_eq!(sold(&home).flight_orders, 1);
    let journal = run_in(&home, &["bookings", "list"]);
    assert_eq!(
        journal.stdout.matches("\nF-").count(),
        1,
        "{}",
        journal.stdout
    );
    let held = std::fs::read(state_file(&home)).unwrap();
    assert!(
        !String::from_utf8_lossy(&held).contains("X1234567"),
        "the passport number is not kept whole"
    );

    // the script form books the same, from scratch
    let again = Home::new();
    run_script_form(&commands, &again, "P:X1234567:GB:2031-05-01\n");
    assert_eq!(sold(&again).flight_orders, 1);
}

#[test]
fn a_whole_hotel_booking_with_a_hidden_card() {
    let home = Home::new();
    let mut w = wizard(&home, "");
    // the first question has nothing to go back to
    w.see("A hotel");
    w.key(&format!("{DOWN}\r"));
    w.answer("City or hotel name", "paris");
    w.choose("Where, for \"paris\"", 0);
    w.answer("Check-in date", "+10");
    w.answer("Nights, or the check-out date", "2");
    w.answer("Adults per room", "");
    w.answer("Rooms", "");
    let list = w.see("‹ Back");
    assert!(list.contains("cheapest first"), "{list}");
    assert!(
        list.contains("non-refundable") || list.contains("free cancellation until"),
        "the cancellation terms in words: {list}"
    );
    w.key("\r");
    w.choose("This offer", 0);
    w.answer("Guest 1: title and name", "Ms Ana Lima");
    w.answer("Guest 1: e-mail", "ana@example.com");
    w.answer("Guest 1: phone", "+33123456789");
    w.answer("Card expiry", "12/30");
    w.see("Card number");
    w.key("4111111111111111\r");
    let summary = w.see("(sandbox)?");
    assert!(summary.contains("card Visa ****1111"), "{summary}");
    w.key("y");
    let rest = w.see("note: answered by the travel sandbox");
    assert!(rest.contains("recorded in the journal as H-"), "{rest}");
    assert!(
        rest.contains("travel --sandbox hotels book 1 --guest 'Ms Ana Lima <ana@example.com> +33123456789' --card-expiry 12/30 --card-stdin"),
        "{rest}"
    );
    let all = format!("{list}{summary}{rest}");
    assert!(!all.contains("4111111111111111"), "the card was echoed");
    assert_eq!(w.exit_code(), 0);
    assert_eq!(sold(&home).hotel_bookings, 1);

    // the script form books the same, from scratch
    let again = Home::new();
    run_script_form(&rest, &again, "4111111111111111\n");
    assert_eq!(sold(&again).hotel_bookings, 1);
}

#[test]
fn a_step_goes_back_and_esc_leaves_with_nothing_sent() {
    let home = Home::new();
    let mut w = wizard(&home, "flight");
    w.choose("Journey", 0);
    w.answer("From (city or airport", "LHR");
    w.choose("From, for \"LHR\"", 0);
    // `<` at a question: the one before, its answer offered again
    w.answer("To", "<");
    w.see("From (city or airport, name or code) [LHR]");
    w.key("\r");
    // ‹ Back, the last item of a list (Up from the first): type the place again
    w.see("From, for \"LHR\"");
    w.see("‹ Back");
    w.key(&format!("{UP}\r"));
    let again = w.see("From (city or airport, name or code) [LHR]");
    assert!(
        !again.contains("To:"),
        "back from the list, not forward: {again}"
    );
    w.key(ESC);
    w.see("left the booking wizard: nothing was booked");
    assert_eq!(w.exit_code(), 7);
    assert_eq!(sold(&home).flight_orders, 0);
}

#[test]
fn ctrl_c_at_the_final_confirmation_books_nothing() {
    let home = Home::new();
    let mut w = wizard(&home, "flight");
    to_the_offers(&mut w, "+30");
    to_the_confirmation(&mut w, None);
    w.see("? [y/N]");
    w.send_control('c').unwrap();
    w.flush().unwrap();
    w.see("left the booking wizard: nothing was booked");
    assert_eq!(w.exit_code(), 7);
    // the sandbox sold nothing and the journal holds nothing
    assert_eq!(sold(&home).flight_orders, 0);
    let journal = run_in(&home, &["bookings", "list"]);
    assert!(!journal.stdout.contains("F-"), "{}", journal.stdout);
}

#[test]
fn a_price_changed_since_the_search_is_shown_before_going_on() {
    let home = Home::new();
    let mut w = wizard(&home, "flight");
    // the sandbox prices flights on the 13th 8% above what the search said
    to_the_offers(&mut w, "2026-12-13");
    w.choose("Offer (", 0);
    w.choose("Fare", 0);
    let shown = w.see("The price changed since the search");
    w.see("‹ Back");
    assert!(
        shown.contains("price: UP by"),
        "pricing says what changed: {shown}"
    );
    // going back from the price: the fare, then the offers, and the search again
    w.key(&format!("{DOWN}\r"));
    w.see("Fare");
    w.key(ESC);
    w.see("nothing was booked");
    assert_eq!(w.exit_code(), 7);
}

#[test]
fn without_a_terminal_it_refuses_at_once_and_names_the_commands() {
    let home = Home::new();
    let r = run_in(&home, &["book", "flight"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("must be one"), "{}", r.stderr);
    assert!(r.stderr.contains("travel flights book N"), "{}", r.stderr);
    assert!(r.stderr.contains("travel hotels book N"), "{}", r.stderr);
    assert!(!r.sent(), "nothing was sent: {}", r.stderr);
    assert!(r.stdout.is_empty());
}

/// What the screen said, its lines joined: a message broken to fit the window reads
/// as one.
fn flat(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A seat of segment `segment` of offer 1 of the last search, from the seat map piped
/// (segment, number, cabin, state, characteristics, price), that `fits`.
fn seat_where(home: &Home, segment: &str, fits: impl Fn(&[&str]) -> bool) -> String {
    let r = run_in(home, &["flights", "seats", "1", "--segment", segment]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() > 4 && fits(c))
        .map(|c| c[1].to_string())
        .unwrap_or_else(|| panic!("a seat that fits on the map:\n{}", r.stdout))
}

/// The line of a list drawn last (the text before `‹ Back`) that holds `part`, counted
/// from the first item: how many times to press Down.
fn downs_to(list: &str, part: &str) -> usize {
    let items: Vec<&str> = list
        .lines()
        .rev()
        .take_while(|l| l.starts_with("  ") || l.starts_with("> "))
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    items
        .iter()
        .position(|l| l.contains(part))
        .unwrap_or_else(|| panic!("no item holds {part:?}: {list}"))
}

/// Every refusal of a flight answer, each said with its rule as the answer is given
/// and asked again alone, on an 80-column terminal: the return date counted from the
/// outbound flight, an exit-row seat for the adult holding an infant, extra bags on
/// every flight at once, a name shown as it will be ticketed, an e-mail that is not
/// one, a malformed passport and one that expires on the day of the last flight. A
/// "no" at the final question goes back one step with the answers kept, and Esc then
/// leaves with the words Ctrl-C uses.
#[test]
fn a_flight_wizard_checks_each_answer_when_it_is_given() {
    let home = Home::new();
    // the search the wizard will make (today is pinned: +30 is 2026-12-22), to read
    // its seat map
    let search = run_in(
        &home,
        &[
            "flights",
            "search",
            "LHR",
            "JFK",
            "2026-12-22",
            "--return",
            "2026-12-29",
            "--infants",
            "1",
            "--class",
            "economy",
        ],
    );
    assert_eq!(search.code, 0, "{}", search.stderr);
    let exit_row = seat_where(&home, "1", |c| {
        c[3] == "BLOCKED" && c[4].split(',').any(|x| x == "E")
    });
    let free = seat_where(&home, "1", |c| c[2] == "ECONOMY" && c[3] == "AVAILABLE");

    let mut w = wizard_at(&home, "flight", 80);
    w.choose("Journey", 1);
    w.answer("From (city or airport", "LHR");
    w.choose("From, for \"LHR\"", 0);
    w.answer("To", "JFK");
    w.choose("To, for \"JFK\"", 0);
    w.answer("Date (YYYY-MM-DD", "+30");
    // +7 is a week after the outbound flight, not after today
    let asked = w.see("2026-12-22): ");
    assert!(
        asked.contains("Return date") && asked.contains("after the outbound"),
        "{asked}"
    );
    w.key("+7\r");
    w.answer("Adults", "");
    w.answer("Children", "");
    w.answer("Infants", "1");
    w.choose("Cabin", 0);
    let listed = w.see("‹ Back");
    assert!(listed.contains("return Tue 29 Dec 2026"), "{listed}");
    // the menu says the airline, the times and the stops, within 80 columns
    let menu: Vec<&str> = listed.lines().filter(|l| l.contains("→")).collect();
    assert!(!menu.is_empty(), "{listed}");
    for line in &menu {
        assert!(line.chars().count() <= 80, "{line:?}");
        // an airline code: two capitals or a capital and a digit, alone
        assert!(
            line.split_whitespace().any(|w| w.len() == 2
                && w.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                && w.chars().any(|c| c.is_ascii_uppercase())),
            "{line}"
        );
        assert!(line.contains("via") || line.contains("nonstop"), "{line}");
    }
    w.key("\r");
    w.choose("Fare", 0);
    w.choose("Go on at", 0);
    w.choose("Seats", 1);
    // an exit row for the adult holding the infant: refused as typed, asked again
    w.answer("Seat for traveller 1 (adult) on LHR", &exit_row);
    let refused = flat(&w.see("Seat for traveller 1 (adult) on LHR"));
    assert!(
        refused.contains("an exit row, which is not for an adult holding an infant"),
        "{refused}"
    );
    assert!(
        !refused.contains("--seat"),
        "the wizard's words, not a flag's: {refused}"
    );
    w.key(&format!("{free}\r"));
    // no seat on the other flights
    loop {
        let (_, next) = w
            .exp_any(vec![
                rexpect::ReadUntil::String("Seat for traveller 1".into()),
                rexpect::ReadUntil::String("Extra checked bags".into()),
            ])
            .expect("the next question");
        if next == "Extra checked bags" {
            break;
        }
        w.key("\r");
    }
    // the same bag on every flight at once
    let bags = w.see("‹ Back");
    w.key(&format!(
        "{}\r",
        DOWN.repeat(downs_to(&bags, "every flight"))
    ));
    w.answer("Traveller 1 (adult): title and name", "Mr Hans Müller");
    let said = flat(&w.see("date of birth"));
    assert!(
        said.contains("as it will be ticketed: HANS MUELLER"),
        "{said}"
    );
    w.key("1980-04-12\r");
    // an e-mail that is not one: refused with the rule, asked again
    w.answer("e-mail", "2024-13");
    let refused = flat(&w.see("Traveller 1 (adult): e-mail"));
    assert!(
        refused.contains("\"2024-13\" is not an e-mail address"),
        "{refused}"
    );
    w.key("hans@example.de\r");
    w.answer("phone", "+4915112345678");
    // the airline asks for the gender: a name without a title is refused at once
    w.answer("Traveller 2 (held infant): title and name", "Mia Müller");
    let refused = flat(&w.see("Traveller 2 (held infant): title and name"));
    assert!(
        refused.contains("the airline asks for the gender of traveller 2: begin with a title"),
        "{refused}"
    );
    w.key("Miss Mia Müller\r");
    w.answer("date of birth", "2026-03-01");
    // a malformed passport, then one that ends on the day of the last flight: each
    // refused as it is typed, and only that one asked again
    w.see("Passport of HANS MUELLER");
    w.key("P:X12:DE:2031-01-01\r");
    let refused = flat(&w.see("Passport of HANS MUELLER"));
    assert!(
        refused.contains("not 5 to 20 letters and digits"),
        "{refused}"
    );
    w.key("P:X1234567:DE:2026-12-30\r");
    let refused = flat(&w.see("Passport of HANS MUELLER"));
    assert!(refused.contains("the day of the last flight"), "{refused}");
    w.key("P:X1234567:DE:2031-01-01\r");
    let (before, next) = w
        .exp_any(vec![
            rexpect::ReadUntil::String("Passport of MIA MUELLER".into()),
            rexpect::ReadUntil::String("? [y/N]".into()),
        ])
        .expect("the next question");
    let mut summary = before;
    if next.contains("Passport") {
        w.key("P:Y7654321:DE:2031-01-01\r");
        summary = w.see("? [y/N]");
    }
    // the session reads a byte a character: back to UTF-8
    let raw: Vec<u8> = summary.chars().map(|c| c as u8).collect();
    let summary = flat(&String::from_utf8_lossy(&raw));
    assert!(
        summary.contains("Names as they will be ticketed"),
        "{summary}"
    );
    assert!(summary.contains("HANS MUELLER"), "{summary}");
    assert!(summary.contains("extra bag"), "{summary}");
    assert!(!summary.contains("X1234567"), "the passport is never shown");
    // "no": back one step, to the travellers, the answers kept as the defaults
    w.key("n");
    w.see("not booked: nothing was sent; back to the travellers");
    w.see("[Mr Hans Müller]");
    // Esc leaves, in the words Ctrl-C uses
    w.key(ESC);
    let end = w.see("left the booking wizard: nothing was booked");
    assert!(!end.ends_with("error: "), "{end:?}");
    assert_eq!(w.exit_code(), 7);
    assert_eq!(sold(&home).flight_orders, 0);
}

/// Every refusal of a hotel answer, each said with its rule as the answer is given, on
/// a 60-column terminal: a name shown as the hotel will file it, an e-mail that is not
/// one, an empty second guest's name, a card that expires before a stay paid at the
/// hotel ends. A "no" at the final question goes back to the card, its expiry kept.
#[test]
fn a_hotel_wizard_checks_each_answer_when_it_is_given() {
    let home = Home::new();
    let mut w = wizard_at(&home, "hotel", 60);
    w.answer("City or hotel name", "paris");
    w.choose("Where, for \"paris\"", 0);
    // today is pinned: the stay is 2026-12-02 to 2026-12-04
    w.answer("Check-in date", "+10");
    w.answer("Nights, or the check-out date", "2");
    w.answer("Adults per room", "2");
    w.answer("Rooms", "");
    let list = w.see("‹ Back");
    for line in list.lines() {
        assert!(line.chars().count() <= 60, "{line:?}");
    }
    // an offer paid at the hotel: the card holds the room until the check-out
    w.key(&format!(
        "{}\r",
        DOWN.repeat(downs_to(&list, "pay at hotel"))
    ));
    w.choose("This offer", 0);
    w.answer("Guest 1: title", "Miss Zoë Müller");
    let said = flat(&w.see("Guest 1: e-mail"));
    assert!(
        said.contains("as the hotel will file it: ZOE MUELLER"),
        "{said}"
    );
    w.key("2024-13\r");
    let refused = flat(&w.see("Guest 1: e-mail"));
    assert!(
        refused.contains("\"2024-13\" is not an e-mail address"),
        "{refused}"
    );
    w.key("zoe@example.de\r");
    w.answer("Guest 1: phone", "+4915112345678");
    // an empty name: refused at once, not after the card
    w.answer("Guest 2: title", "");
    let refused = flat(&w.see("Guest 2: title"));
    assert!(
        refused.contains("a guest needs a first and a last name"),
        "{refused}"
    );
    w.key("Mx Sam Lee\r");
    w.answer("Guest 2: e-mail", "");
    w.answer("Guest 2: phone", "");
    // the card ends with November; the stay with 4 December
    w.answer("Card expiry", "11/26");
    let refused = flat(&w.see("Card expiry"));
    assert!(
        refused.contains("before the stay ends (check-out 2026-12-04)"),
        "{refused}"
    );
    w.key("12/30\r");
    w.see("Card number");
    w.key("4111111111111111\r");
    let summary = flat(&w.see("? [y/N]"));
    assert!(
        summary.contains("Guests, as the hotel will file them: MS ZOE MUELLER, SAM LEE"),
        "{summary}"
    );
    // "no": back to the card, its expiry kept
    w.key("n");
    w.see("not booked: nothing was sent; back to the card");
    w.see("printed on the card) [12/30]");
    w.key(ESC);
    let end = w.see("left the booking wizard: nothing was booked");
    assert!(!end.ends_with("error: "), "{end:?}");
    assert_eq!(w.exit_code(), 7);
    assert_eq!(sold(&home).hotel_bookings, 0);
    let all = format!("{said}{refused}{summary}");
    assert!(!all.contains("4111111111111111"), "the card was echoed");
}

#[test]
fn back_goes_one_question_and_keeps_every_answer_both_ways() {
    let home = Home::new();
    // a customer's file in use: the wizard names it before the first question
    assert_eq!(run_in(&home, &["trip", "new", "smith-nyc"]).code, 0);
    assert_eq!(run_in(&home, &["trip", "use", "smith-nyc"]).code, 0);
    let mut w = wizard(&home, "flight");
    let start = w.see("Journey");
    assert!(
        flat(&start).contains("for the trip smith-nyc"),
        "the trip at the start: {start}"
    );
    w.see("‹ Back");
    w.key("\r");
    w.answer("From (city or airport", "LHR");
    w.choose("From, for \"LHR\"", 0);
    w.answer("To", "JFK");
    w.choose("To, for \"JFK\"", 0);
    w.answer("Date (YYYY-MM-DD", "+30");
    w.answer("Adults", "2");
    w.answer("Children", "1");
    // `<` at a question of several: the one before, its answer offered
    w.answer("Infants", "<");
    w.see("Children (2 to 11) [1]");
    w.key("<\r");
    w.see("Adults (12 and over) [2]");
    w.key("1\r");
    w.see("Children (2 to 11) [1]");
    w.key("0\r");
    w.answer("Infants", "");
    // back from the next step: its last question, not its first
    w.see("Cabin");
    w.see("‹ Back");
    w.key(&format!("{UP}\r"));
    w.see("Infants on a lap (under 2) [0]");
    w.key("\r");
    w.choose("Cabin", 0);
    w.choose("Offer (", 0);
    w.choose("Fare", 0);
    w.choose("Go on at", 0);
    w.choose("Seats", 1);
    // the map, its legend at the top, and the legend again with the question
    let map = w.see("Seat for traveller 1 (adult) on LHR");
    assert!(map.matches("[ ] free").count() >= 2, "{map}");
    let after_rows = map.rsplit('|').next().unwrap_or_default();
    assert!(
        after_rows.contains("[ ] free"),
        "the legend after the map: {map}"
    );
    // a seat typed wrong is said in the wizard's words, naming no flag
    w.key("AISLE\r");
    let said = w.see("is not a seat label");
    assert!(!said.contains("--seat"), "no flag in the wizard: {said}");
    assert!(!said.contains("1:AISLE"), "{said}");
    w.see("Seat for traveller 1 (adult) on LHR");
    w.key("\r");
    loop {
        let next = w
            .exp_any(vec![
                rexpect::ReadUntil::String("Seat for traveller 1".into()),
                rexpect::ReadUntil::String("Extra checked bags".into()),
            ])
            .expect("the next question")
            .1;
        if next != "Seat for traveller 1" {
            break;
        }
        w.key("\r");
    }
    w.see("‹ Back");
    w.key("\r");
    w.answer("title and name", "Mr John Smith");
    w.see("as it will be ticketed: JOHN SMITH");
    // the birth date's `<`: the name again, as typed; forward: the date as typed
    w.answer("date of birth", "<");
    w.see("title and name");
    w.see("[Mr John Smith]");
    w.key("\r");
    w.answer("date of birth", "1980-04-12");
    w.answer("e-mail", "<");
    w.see("date of birth (YYYY-MM-DD) [1980-04-12]");
    w.key("\r");
    w.answer("e-mail", "john@example.com");
    w.answer("phone", "<");
    w.see("e-mail [john@example.com]");
    w.key(ESC);
    w.see("left the booking wizard: nothing was booked");
    assert_eq!(w.exit_code(), 7);
    assert_eq!(sold(&home).flight_orders, 0);
}

#[test]
fn a_place_typed_in_another_language_is_offered_first() {
    let home = Home::new();
    let mut w = wizard_at(&home, "flight", 80);
    w.choose("Journey", 0);
    for (typed, first) in [
        ("Roma", "(ROM)"),
        ("München", "(MUC)"),
        ("Den Haag", "(RTM)"),
        ("Londres", "(LON)"),
    ] {
        w.answer("From (city or airport", typed);
        w.see(&format!("From, for {typed:?}"));
        let list = w.see("‹ Back");
        let items: Vec<&str> = list
            .lines()
            .filter(|l| l.starts_with("> ") || l.starts_with("  "))
            .map(|l| &l[2..])
            .collect();
        assert!(
            items.first().is_some_and(|l| l.contains(first)),
            "{typed}: {first} first in {list}"
        );
        // each place once
        let mut seen = std::collections::HashSet::new();
        assert!(items.iter().all(|i| seen.insert(*i)), "twice in {list}");
        // the place's own airports before names that merely hold its letters
        if typed == "Londres" {
            let own = |i: &&str| i.contains("London GB") || i.contains("(LON)");
            let last_own = items.iter().rposition(own).unwrap();
            let first_other = items.iter().position(|i| !own(i)).unwrap();
            assert!(last_own < first_other, "London's first: {list}");
        }
        // ‹ Back: the place again
        w.key(&format!("{UP}\r"));
    }
    w.see("From (city or airport");
    w.key(ESC);
    assert_eq!(w.exit_code(), 7);
}

#[test]
fn at_60_columns_the_bag_choices_are_whole() {
    let home = Home::new();
    let mut w = wizard_at(&home, "flight", 60);
    w.choose("Journey", 1);
    w.answer("From (city or airport", "LHR");
    w.choose("From, for \"LHR\"", 0);
    w.answer("To", "JFK");
    w.choose("To, for \"JFK\"", 0);
    w.answer("Date (YYYY-MM-DD", "+30");
    w.answer("Return", "+37");
    w.answer("Adults", "");
    w.answer("Children", "");
    w.answer("Infants", "");
    w.choose("Cabin", 0);
    w.choose("Offer (", 0);
    w.choose("Fare", 0);
    w.choose("Go on at", 0);
    w.choose("Seats", 0);
    w.see("Extra checked bags");
    let list = w.see("‹ Back");
    assert!(list.contains("extra bag"), "{list}");
    // every choice whole: nothing cut short with an ellipsis
    assert!(!list.contains('…'), "{list}");
    w.key(ESC);
    assert_eq!(w.exit_code(), 7);
}

#[test]
fn a_typed_answer_fits_beside_its_question_at_60_and_80_columns() {
    // the terminal, not the wizard, would cut a name typed past its edge mid-word
    for columns in [60u16, 80] {
        let home = Home::new();
        let mut w = wizard_at(&home, "flight", columns);
        to_the_offers(&mut w, "+30");
        w.choose("Offer (", 0);
        w.choose("Fare", 0);
        w.choose("Go on at", 0);
        w.choose("Seats", 0);
        w.choose("Extra checked bags", 0);
        // each question starts with who it is for: read from there to the next one
        let marker = "Traveller 1 (adult)";
        w.see(marker);
        for typed in ["Lady Ann Jones", "1980-04-12", "ann.jones@example.com"] {
            w.key(&format!("{typed}\r"));
            let screen = w.see(marker);
            let (question, _) = screen.split_once(typed).expect("the answer echoed");
            // the question's last line and the answer beside it
            let last = question.rsplit(['\n', '\r']).next().unwrap_or_default();
            let wrapped = question.contains('\n');
            let width = last.chars().count()
                + typed.chars().count()
                + if wrapped { 0 } else { marker.len() };
            assert!(
                width <= usize::from(columns),
                "{columns} columns: {last:?} then {typed:?}"
            );
        }
        w.key(ESC);
        assert_eq!(w.exit_code(), 7);
    }
}
