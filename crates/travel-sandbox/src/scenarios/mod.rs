//! Scenarios on demand: every outcome an app must handle, produced on purpose by
//! something an ordinary request carries (a route, a departure day, a traveller's or
//! guest's surname, a hotel id, a client id), never by a header the real service would
//! not accept.
//!
//! [`CATALOGUE`] declares them once: the triggers below look themselves up in it, and
//! `travel sandbox scenarios`, the table of `docs/scenarios.md` and `tests/scenarios.rs`
//! (which runs every example command) read it, so the documentation cannot drift from
//! what fires.

mod catalogue;
pub mod transport;

pub use catalogue::CATALOGUE;

use super::reject::Code;
use travel_core::stable::Seed;
use travel_world::data;
use travel_world::hotels::catalog;

/// The outcomes the catalogue can produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    NoOffers,
    PriceUp,
    PriceDiscrepancy,
    SellFailure,
    SeatTaken,
    HotelSoldOut,
    HotelTakesNoCards,
    RateLimited,
    SystemError,
    SlowAnswer,
    Ticketed,
    ExpiredToken,
}

/// What in a request sets a scenario off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trigger {
    /// Origin and destination are airports of one city: nobody flies between them.
    SameCity,
    /// The local day of the month the offer's first flight departs
    /// (`travel_world::flights::pricing`).
    DepartureDay(u32),
    /// A traveller's or guest's last name, whatever its case.
    Surname(&'static str),
    /// The last three characters of a hotel id the city's list does not hold (any id of
    /// a known chain and city names a hotel, see `travel_world::hotels::catalog::hotel`).
    HotelIdEnding(&'static str),
    /// The client id a token is asked for.
    ClientId(&'static str),
}

/// One outcome, how to trigger it, what the service answers and what `travel` does.
#[derive(Debug)]
pub struct Scenario {
    pub outcome: Outcome,
    /// The outcome in a few words.
    pub title: &'static str,
    pub trigger: Trigger,
    /// The trigger in words, for the table.
    pub how: &'static str,
    /// The HTTP status of the answer that matters.
    pub status: u16,
    /// The service's error code and title, for an error.
    pub code: Option<Code>,
    /// Commands to run first (a search to book from, a booking to cancel). A later
    /// command may use `<reference>`: the booking reference the one before printed.
    pub before: &'static [&'static str],
    /// The command that shows the outcome.
    pub example: &'static str,
    /// Its exit code.
    pub exit: u8,
    /// Words its output carries (stdout or stderr).
    pub shows: &'static str,
}

impl Scenario {
    /// Every command of the example, in order.
    pub fn commands(&self) -> impl Iterator<Item = &'static str> {
        self.before.iter().copied().chain([self.example])
    }

    /// What the service answers: `200`, or `400 37200 PRICE DISCREPANCY`.
    pub fn answer(&self) -> String {
        match self.code {
            Some(code) => format!("{} {code}", self.status),
            None => self.status.to_string(),
        }
    }
}

/// The scenario `trigger` sets off, if any.
pub fn find(trigger: impl Fn(&Trigger) -> bool) -> Option<&'static Scenario> {
    CATALOGUE.iter().find(|s| trigger(&s.trigger))
}

/// The scenario the first of these surnames that is a trigger sets off.
pub fn by_surname<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<&'static Scenario> {
    names.into_iter().find_map(|name| {
        let name = name.trim();
        find(|t| matches!(t, Trigger::Surname(s) if s.eq_ignore_ascii_case(name)))
    })
}

/// Whether one of these surnames sets off `outcome`.
pub fn surnamed<'a>(names: impl IntoIterator<Item = &'a str>, outcome: Outcome) -> bool {
    by_surname(names).is_some_and(|s| s.outcome == outcome)
}

/// Whether a search between these codes is the no-offers scenario: two airports of one
/// city (or a city and one of its airports), between which nobody flies.
pub fn nobody_flies(origin: &str, destination: &str) -> bool {
    let city = |code: &str| {
        data::airport(code)
            .map_or(code, |a| a.city_code)
            .to_string()
    };
    find(|t| *t == Trigger::SameCity).is_some() && city(origin) == city(destination)
}

/// The scenario of a hotel id the city's list does not hold, if its ending is a trigger.
pub fn by_hotel_id(id: &str) -> Option<Outcome> {
    let end = id.get(id.len().saturating_sub(3)..)?;
    find(|t| matches!(t, Trigger::HotelIdEnding(e) if e.eq_ignore_ascii_case(end)))
        .map(|s| s.outcome)
}

/// The scenario a hotel id names: only an id its city's list (in the world of `seed`)
/// does not hold may name one, so no listed hotel turns into one.
pub fn of_hotel(seed: Seed, id: &str) -> Option<Outcome> {
    if catalog::listed(seed, id) {
        return None;
    }
    by_hotel_id(id.trim())
}

/// Whether tokens asked for with this client id are issued already expired.
pub fn issues_expired_tokens(client_id: &str) -> bool {
    find(|t| matches!(t, Trigger::ClientId(c) if *c == client_id.trim()))
        .is_some_and(|s| s.outcome == Outcome::ExpiredToken)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue as the docs' markdown table (`docs/scenarios.md`).
    fn markdown() -> String {
        let mut out = String::from(
            "| Outcome | Trigger | Answer | Example (exit code) |\n|---|---|---|---|\n",
        );
        for s in CATALOGUE {
            let commands: Vec<String> = s.commands().map(|c| format!("`{c}`")).collect();
            out.push_str(&format!(
                "| {} | {} | {} | {} ({}) |\n",
                s.title,
                s.how,
                s.answer(),
                commands.join(", then "),
                s.exit
            ));
        }
        out
    }

    #[test]
    fn one_entry_per_outcome_and_trigger() {
        for (i, a) in CATALOGUE.iter().enumerate() {
            for b in &CATALOGUE[i + 1..] {
                assert_ne!(a.outcome, b.outcome, "{} twice", a.title);
                assert_ne!(a.trigger, b.trigger, "{} and {}", a.title, b.title);
            }
        }
    }

    #[test]
    fn surnames_fire_whatever_their_case_and_nothing_else_does() {
        assert_eq!(
            by_surname(["Lovelace", "ratelimited"]).map(|s| s.outcome),
            Some(Outcome::RateLimited)
        );
        assert!(by_surname(["Lovelace", "Turing", "RATE LIMITED"]).is_none());
        assert!(nobody_flies("LHR", "LGW") && nobody_flies("LON", "LCY"));
        assert!(!nobody_flies("LHR", "CDG"));
        assert_eq!(by_hotel_id("MCPARful"), Some(Outcome::HotelSoldOut));
        assert_eq!(by_hotel_id("MCLONGHM"), None);
        assert!(issues_expired_tokens("EXPIREDTOKEN"));
        assert!(!issues_expired_tokens("any-id"));
    }

    #[test]
    fn only_a_hotel_id_outside_its_citys_list_names_a_scenario() {
        assert_eq!(
            of_hotel(Seed::DEFAULT, "MCPARFUL"),
            Some(Outcome::HotelSoldOut)
        );
        assert_eq!(
            of_hotel(Seed::DEFAULT, " mcparcsh"),
            Some(Outcome::HotelTakesNoCards)
        );
        let listed = &catalog::city_hotels(Seed::DEFAULT, "PAR")[0].id;
        assert!(
            catalog::listed(Seed::DEFAULT, listed) && !catalog::listed(Seed::DEFAULT, "MCPARFUL")
        );
        // a listed hotel whose id ends like a trigger stays an ordinary hotel
        let triggering = data::cities()
            .iter()
            .flat_map(|c| catalog::city_hotels(Seed::DEFAULT, c.code).to_vec())
            .find(|h| by_hotel_id(&h.id).is_some())
            .expect("a listed hotel id with a trigger's ending");
        assert_eq!(
            of_hotel(Seed::DEFAULT, &triggering.id),
            None,
            "{}",
            triggering.id
        );
    }

    #[test]
    fn the_docs_carry_the_catalogue_table() {
        let page = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/scenarios.md"
        ));
        let table = markdown();
        assert!(
            page.contains(&table),
            "docs/scenarios.md should carry the scenario table as the catalogue writes it:\n{table}"
        );
    }
}
