//! Which bookings of the journal a list shows: by traveller, trip, dates, state and
//! environment. Shared by `bookings list` and `bookings due`.

use chrono::NaiveDate;

use crate::journal::{Entry, Text};
use crate::validate::{self, DateArg};

/// The filters of a list of bookings.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Filters {
    /// Only bookings with a traveller or guest whose name contains this (any case)
    #[arg(long = "traveller", visible_alias = "traveler", value_name = "NAME")]
    pub traveller: Option<String>,

    /// Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)
    #[arg(long, value_name = "DATE", value_parser = validate::clap(validate::date_arg))]
    pub from: Option<DateArg>,

    /// Only bookings whose travel begins on or before this date
    #[arg(long, value_name = "DATE", value_parser = validate::clap(validate::date_arg))]
    pub to: Option<DateArg>,

    /// Only bookings in this state
    #[arg(long, value_enum)]
    pub state: Option<State>,

    /// Only bookings made in this environment: sandbox, test, production, or a base URL
    /// (a served sandbox's bookings are `sandbox via URL`; `sandbox` takes them all)
    #[arg(long = "environment", value_name = "ENV")]
    pub made_in: Option<String>,
}

/// A booking's state, as the journal works it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum State {
    Booked,
    Cancelled,
    /// Sent, its answer lost: it may exist
    Unknown,
    /// Made at a sandbox reset since
    Gone,
}

impl State {
    fn word(self) -> &'static str {
        match self {
            State::Booked => "booked",
            State::Cancelled => "cancelled",
            State::Unknown => "unknown",
            State::Gone => "gone",
        }
    }
}

impl Filters {
    /// Whether booking `e`, in state `state`, of trip-or-none `trip`, passes.
    /// Whether entry `e` in `state` passes, in `trip`, with `today` reading relative dates.
    pub fn pass(&self, e: &Entry<Text>, state: &str, trip: Option<&str>, today: NaiveDate) -> bool {
        let trip_ok = trip.is_none_or(|t| e.trip.as_ref().is_some_and(|x| x.as_ref() == t));
        let traveller_ok = self.traveller.as_deref().is_none_or(|wanted| {
            let wanted = wanted.to_lowercase();
            e.guests
                .iter()
                .any(|g| g.as_ref().to_lowercase().contains(&wanted))
        });
        let state_ok = self.state.is_none_or(|s| s.word() == state);
        let env_ok = self.made_in.as_deref().is_none_or(|wanted| {
            let env = e.environment.as_ref();
            let wanted = wanted.trim().trim_end_matches('/');
            env == wanted
                || env.starts_with(&format!("{wanted} via "))
                || env.ends_with(&format!(" via {wanted}"))
        });
        // a range asks for dated bookings: lines written before dates were kept have none
        let begins = e
            .starts
            .as_ref()
            .and_then(|s| travel_core::parse::date(s.as_ref().get(..10)?));
        let dates_ok = (self.from.is_none() && self.to.is_none())
            || begins.is_some_and(|d| {
                self.from.is_none_or(|f| d >= f.on(today))
                    && self.to.is_none_or(|t| d <= t.on(today))
            });
        trip_ok && traveller_ok && state_ok && env_ok && dates_ok
    }
}
