//! The wizard's branches with scripted answers, against the in-process sandbox: what a
//! pty test would take long to reach (tests/wizard.rs drives the real terminal).

use chrono::{Datelike, Duration};

use super::{run, Args, What};
use crate::ctx::testing::{globals, Doubles};
use crate::ctx::Ctx;
use crate::error::Kind;
use crate::prompt::Script;

/// A day a month ahead that none of the sandbox's pricing scenarios falls on.
fn ordinary_day(from: i64) -> String {
    let today = travel_core::clock::Clock::REAL.today();
    (from..from + 10)
        .map(|n| today + Duration::days(n))
        .find(|d| ![13, 27, 29].contains(&d.day()))
        .expect("a day")
        .to_string()
}

struct Booth {
    home: tempfile::TempDir,
    script: Script,
    /// What the runs printed on stderr (the notes, the refusals said).
    stderr: crate::output::Captured,
}

impl Booth {
    fn new(script: Script) -> Self {
        Booth {
            home: tempfile::tempdir().unwrap(),
            script,
            stderr: Default::default(),
        }
    }

    /// `travel --sandbox book [WHAT]` on a terminal answered by the script.
    fn run(&self, what: Option<What>) -> crate::error::Result<()> {
        let mut doubles = Doubles::terminal(&self.script, self.home.path());
        doubles.stderr = self.stderr.clone();
        let ctx = Ctx::with_doubles(globals(&["--sandbox"]), doubles);
        let out = run(&ctx, Args { what });
        assert_eq!(
            self.script.remaining(),
            0,
            "asked: {:?}",
            self.script.asked()
        );
        out
    }

    /// What the sandbox's state holds.
    fn sold(&self) -> travel_sandbox::control::Counts {
        let path = self
            .home
            .path()
            .join("data")
            .join(travel_sandbox::STATE_FILE);
        travel_sandbox::control::StateFile::open(&path)
            .and_then(|state| {
                state
                    .tenant(travel_sandbox::control::DEFAULT_CLIENT)
                    .counts()
            })
            .unwrap()
    }

    fn journal_entries(&self) -> usize {
        crate::journal::entries(&self.paths()).len()
    }

    /// The folders its runs keep files in.
    fn paths(&self) -> crate::paths::Paths {
        crate::paths::Paths::under(self.home.path())
    }
}

/// The flight questions up to the travellers: one-way LHR-JFK, one adult, economy, the
/// cheapest offer as found, no seat, no extra bag.
fn flight_to_travellers(s: Script, day: &str) -> Script {
    s.expect_pick("Journey", "One-way")
        .expect_ask("From", "LHR")
        .expect_pick("From, for", "(LHR)")
        .expect_ask("To", "JFK")
        .expect_pick("To, for", "(JFK)")
        .expect_ask("Date", day)
        .expect_ask("Adults", "")
        .expect_ask("Children", "")
        .expect_ask("Infants", "")
        .expect_pick("Cabin", "Economy")
        .expect_pick("Offer (", "cheapest")
        .expect_pick("Fare", "as found")
        .expect_pick("Priced at", "Go on")
        .expect_pick("Seats", "No seat")
        .expect_pick("Extra checked bags", "No extra")
}

#[test]
fn declining_the_booking_goes_back_to_the_travellers_with_their_answers_kept() {
    let day = ordinary_day(30);
    let script = flight_to_travellers(Script::new(), &day)
        .expect_ask("title and name", "Mr John Smith")
        .expect_ask("date of birth", "1980-04-12")
        .expect_ask("e-mail", "john@example.com")
        .expect_ask("phone", "+441234567890")
        .expect_password("Passport of JOHN SMITH", "P:X1234567:GB:2031-05-01")
        // "no" goes back one step, to the travellers
        .expect_confirm("Book the flights above for JOHN SMITH (sandbox)", false)
        // Enter keeps each answer: an empty name would be asked again
        .expect_ask("title and name", "")
        .expect_ask("date of birth", "")
        .expect_ask("e-mail", "")
        .expect_ask("phone", "")
        .expect_password("Passport of JOHN SMITH", "P:X1234567:GB:2031-05-01")
        .expect_confirm("Book the flights above for JOHN SMITH", false)
        .expect_escape("title and name");
    let booth = Booth::new(script);
    let e = booth.run(Some(What::Flight)).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    assert!(e.message.contains("nothing was booked"), "{}", e.message);
    assert_eq!(booth.sold().flight_orders, 0);
    assert_eq!(booth.journal_entries(), 0);
}

#[test]
fn flights_sold_out_at_pricing_go_back_to_the_offers() {
    // the sandbox's flights on the 29th of a month are sold out when priced (34651)
    let today = travel_core::clock::Clock::REAL.today();
    let day = (7..80)
        .map(|n| today + Duration::days(n))
        .find(|d| d.day() == 29)
        .expect("a 29th")
        .to_string();
    let script = Script::new()
        .expect_pick("Journey", "One-way")
        .expect_ask("From", "LHR")
        .expect_pick("From, for", "(LHR)")
        .expect_ask("To", "JFK")
        .expect_pick("To, for", "(JFK)")
        .expect_ask("Date", &day)
        .expect_ask("Adults", "")
        .expect_ask("Children", "")
        .expect_ask("Infants", "")
        .expect_pick("Cabin", "Economy")
        .expect_pick("Offer (", "cheapest")
        .expect_pick("Fare", "as found")
        // pricing refused: the list of offers again, not the brands of the same flights
        .expect_escape("Offer (");
    let booth = Booth::new(script.clone());
    let e = booth.run(Some(What::Flight)).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    assert_eq!(
        script
            .asked()
            .iter()
            .filter(|a| a.starts_with("Offer ("))
            .count(),
        2
    );
}

#[test]
fn a_multi_city_trip_asks_each_flight_from_where_the_last_landed() {
    let (d1, d2) = (ordinary_day(30), ordinary_day(40));
    let script = Script::new()
        .expect_pick("Journey", "Multi-city")
        .expect_ask("Flight 1 from", "LHR")
        .expect_pick("Flight 1 from, for", "(LHR)")
        .expect_ask("Flight 1 to", "JFK")
        .expect_pick("Flight 1 to, for", "(JFK)")
        .expect_ask("Flight 1 date", &d1)
        // Enter: from JFK, where flight 1 landed
        .expect_ask("Flight 2 from", "")
        .expect_pick("Flight 2 from, for \"JFK\"", "(JFK)")
        .expect_ask("Flight 2 to", "LAX")
        .expect_pick("Flight 2 to, for", "(LAX)")
        // a date before flight 1 is refused and asked again
        .expect_ask("Flight 2 date", "+1")
        .expect_ask("Flight 2 date", &d2)
        .expect_pick("Another flight", "No more flights")
        .expect_ask("Adults", "2")
        .expect_ask("Children", "")
        .expect_ask("Infants", "")
        .expect_pick("Cabin", "Any cabin")
        .expect_escape("Offer (");
    let booth = Booth::new(script);
    let e = booth.run(Some(What::Flight)).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    // the search the wizard ran: both flights, two travellers
    let kept = crate::saved::Shelf::at(booth.paths().cache)
        .load(
            crate::saved::Results::FlightOffers,
            &crate::saved::Origin {
                service: "sandbox".into(),
                sandbox: true,
            },
        )
        .unwrap();
    let first = &kept["data"][0];
    assert_eq!(first["itineraries"].as_array().unwrap().len(), 2, "{first}");
    assert_eq!(first["travelerPricings"].as_array().unwrap().len(), 2);
}

#[test]
fn back_from_the_first_question_returns_to_what_to_book() {
    let script = Script::new()
        .expect_pick("Book", "A flight")
        .expect_pick("Journey", "Back")
        .expect_pick("Book", "A hotel")
        .expect_escape("City or hotel name");
    let booth = Booth::new(script.clone());
    let e = booth.run(None).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    assert_eq!(
        script.asked(),
        ["Book", "Journey", "Book", "City or hotel name"]
    );
}

#[test]
fn a_card_number_refused_is_asked_again_and_a_no_goes_back_to_the_card() {
    let script = Script::new()
        .expect_ask("City or hotel name", "paris")
        .expect_pick("Where", "(PAR)")
        .expect_ask("Check-in date", "+10")
        .expect_ask("Nights", "2")
        .expect_ask("Adults per room", "")
        .expect_ask("Rooms", "")
        .expect_pick("Offer (", " 1  ")
        .expect_pick("This offer", "Go on")
        .expect_ask("Guest 1: title and name", "Ms Ana Lima")
        .expect_ask("Guest 1: e-mail", "ana@example.com")
        .expect_ask("Guest 1: phone", "+33123456789")
        .expect_ask("Card expiry", "12/30")
        // fails the Luhn check of `hotels book`: asked again in place, nothing sent
        .expect_password("Card number", "4111111111111112")
        .expect_password("Card number", "4111111111111111")
        // "no" at the final question: back to the card, its expiry kept
        .expect_confirm("(sandbox)?", false)
        .expect_escape("Card expiry");
    let booth = Booth::new(script);
    let e = booth.run(Some(What::Hotel)).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    assert_eq!(booth.sold().hotel_bookings, 0);
    assert_eq!(booth.journal_entries(), 0);
}

#[test]
fn a_hotel_booking_of_two_rooms_names_every_guest() {
    let script = Script::new()
        .expect_ask("City or hotel name", "PAR")
        .expect_pick("Where", "(PAR)")
        .expect_ask("Check-in date", "+12")
        .expect_ask("Nights", "")
        .expect_ask("Adults per room", "2")
        .expect_ask("Rooms", "2")
        .expect_pick("Offer (", " 1  ")
        .expect_pick("This offer", "Go on")
        .expect_ask("Guest 1: title and name", "Ms Ana Lima")
        .expect_ask("Guest 1: e-mail", "ana@example.com")
        .expect_ask("Guest 1: phone", "+33123456789")
        // the other guests are reached through the first unless told otherwise
        .expect_ask("Guest 2: title and name", "Mr Rui Lima")
        .expect_ask("Guest 2: e-mail", "")
        .expect_ask("Guest 2: phone", "")
        .expect_ask("Guest 3: title and name", "Ms Eva Lima")
        .expect_ask("Guest 3: e-mail", "eva@example.com")
        .expect_ask("Guest 3: phone", "")
        .expect_ask("Guest 4: title and name", "Mr Leo Lima")
        .expect_ask("Guest 4: e-mail", "")
        .expect_ask("Guest 4: phone", "")
        .expect_ask("Card expiry", "12/30")
        .expect_password("Card number", "4111111111111111")
        .expect_confirm("2 rooms", true);
    let booth = Booth::new(script);
    booth.run(Some(What::Hotel)).unwrap();
    assert_eq!(booth.sold().hotel_bookings, 2, "a booking per room");
    let journal = crate::journal::Journal::read(&booth.paths()).unwrap();
    // the line written before sending is settled by the booking's: one booking
    let entries: Vec<_> = journal.newest_first().map(Result::unwrap).collect();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].0.guests.len(), 4);
}

#[test]
fn each_passport_is_checked_as_it_is_typed_and_the_ones_before_are_kept() {
    let day = ordinary_day(30);
    // two adults: the count questions come before the cabin
    let script = Script::new()
        .expect_pick("Journey", "One-way")
        .expect_ask("From", "LHR")
        .expect_pick("From, for", "(LHR)")
        .expect_ask("To", "JFK")
        .expect_pick("To, for", "(JFK)")
        .expect_ask("Date", &day)
        .expect_ask("Adults", "2")
        .expect_ask("Children", "")
        .expect_ask("Infants", "")
        .expect_pick("Cabin", "Economy")
        .expect_pick("Offer (", "cheapest")
        .expect_pick("Fare", "as found")
        .expect_pick("Priced at", "Go on")
        .expect_pick("Seats", "No seat")
        .expect_pick("Extra checked bags", "No extra")
        .expect_ask("Traveller 1 (adult): title and name", "Mr John Smith")
        .expect_ask("date of birth", "1980-04-12")
        .expect_ask("e-mail", "john@example.com")
        .expect_ask("phone", "+441234567890")
        .expect_ask("Traveller 2 (adult): title and name", "Ms Jane Smith")
        .expect_ask("date of birth", "1982-06-30")
        // malformed, then expiring on the day of the flight: asked again each time
        .expect_password("Passport of JOHN SMITH", "P:X12:GB:2031-05-01")
        .expect_password("Passport of JOHN SMITH", &format!("P:X1234567:GB:{day}"))
        .expect_password("Passport of JOHN SMITH", "P:X1234567:GB:2031-05-01")
        // the first traveller's passport is kept: the second is asked next
        .expect_password("Passport of JANE SMITH", "P:Y7654321:GB:2032-01-01")
        .expect_confirm("Book the flights above for JOHN SMITH, JANE SMITH", false)
        .expect_escape("Traveller 1 (adult): title and name");
    let booth = Booth::new(script);
    let e = booth.run(Some(What::Flight)).unwrap_err();
    assert_eq!(e.kind, Kind::Declined);
    let said = booth.stderr.text();
    assert!(
        said.contains("the document number is not 5 to 20 letters and digits"),
        "{said}"
    );
    // the cheapest offer may land the day after: the passport expires on the day of the
    // last flight or before it, refused either way
    assert!(
        said.contains(&format!(
            "the document expires {day}, the day of the last flight"
        )) || said.contains(&format!(
            "the document expires {day}, before the last flight"
        )),
        "{said}"
    );
    for secret in ["X12", "X1234567", "Y7654321"] {
        assert!(
            !said.contains(&format!(":{secret}")) && !said.contains(&format!(" {secret}")),
            "{said}"
        );
    }
    assert_eq!(booth.sold().flight_orders, 0);
}
