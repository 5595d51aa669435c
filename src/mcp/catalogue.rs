//! Which commands `travel mcp` offers as tools, under which names.
//!
//! A tool is a command of the CLI: its input schema is built from the command's own
//! arguments (`schema`), its call is that command run in-process (`call`), so a tool
//! takes what the command takes, checks what it checks, and numbers results as it
//! does ("price offer 3" means offer 3 of the last search, on the command line too).

/// A tool: its name, the command it runs, and what kind of thing it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tool {
    pub name: &'static str,
    /// The command's words after `travel` (`["flights", "search"]`).
    pub command: &'static [&'static str],
    pub writes: Writes,
}

/// Whether a tool may sell or cancel something.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writes {
    /// Reads only: searches, prices, maps, what was booked.
    No,
    /// Sells or cancels: never without the person's explicit yes (`confirm`).
    Yes,
}

const fn read(name: &'static str, command: &'static [&'static str]) -> Tool {
    Tool {
        name,
        command,
        writes: Writes::No,
    }
}

const fn write(name: &'static str, command: &'static [&'static str]) -> Tool {
    Tool {
        name,
        command,
        writes: Writes::Yes,
    }
}

/// Every tool, in the order a client lists them.
pub const TOOLS: &[Tool] = &[
    read("cities", &["cities"]),
    read("airports_search", &["airports", "search"]),
    read("airports_near", &["airports", "near"]),
    read("airports_routes", &["airports", "routes"]),
    read("airlines_lookup", &["airlines", "lookup"]),
    read("airlines_routes", &["airlines", "routes"]),
    read("airlines_checkin", &["airlines", "checkin"]),
    read("recommend", &["recommend"]),
    read("flights_search", &["flights", "search"]),
    read("flights_show", &["flights", "show"]),
    read("flights_fares", &["flights", "fares"]),
    read("flights_price", &["flights", "price"]),
    read("flights_seats", &["flights", "seats"]),
    read("flights_availability", &["flights", "availability"]),
    read("flights_inspire", &["flights", "inspire"]),
    read("flights_dates", &["flights", "dates"]),
    read("flights_predict", &["flights", "predict"]),
    read("flights_price_analysis", &["flights", "price-analysis"]),
    read("flights_status", &["flights", "status"]),
    read("hotels_list", &["hotels", "list"]),
    read("hotels_find", &["hotels", "find"]),
    read("hotels_ratings", &["hotels", "ratings"]),
    read("hotels_offers", &["hotels", "offers"]),
    read("hotels_offer", &["hotels", "offer"]),
    read("insights_traveled", &["insights", "traveled"]),
    read("insights_booked", &["insights", "booked"]),
    read("insights_busiest", &["insights", "busiest"]),
    read("location_score", &["location-score"]),
    read("predict_delay", &["predict", "delay"]),
    read("predict_on_time", &["predict", "on-time"]),
    read("predict_trip_purpose", &["predict", "trip-purpose"]),
    read("bookings_list", &["bookings", "list"]),
    read("bookings_show", &["bookings", "show"]),
    read("order_show", &["order", "show"]),
    read("order_seats", &["order", "seats"]),
    write("flights_book", &["flights", "book"]),
    write("hotels_book", &["hotels", "book"]),
    write("order_cancel", &["order", "cancel"]),
];

/// The tool of this name.
pub fn find(name: &str) -> Option<&'static Tool> {
    TOOLS.iter().find(|t| t.name == name)
}

/// Arguments a tool never takes, though its command does, and why: secrets never pass
/// through the model, nothing is read from a stdin the model has not got, and a
/// writing tool's confirmation is the person's, never an argument (`--yes`).
pub fn withheld(arg: &str) -> Option<&'static str> {
    Some(match arg {
        "passport" | "passport_stdin" | "passports" | "documents" | "travelers" => {
            "passport and identity card numbers never pass through the conversation: keep them beforehand with `travel wallet document NAME` (or TRAVEL_PASSPORTS in the environment of `travel mcp`), or book with `travel flights book` on a terminal"
        }
        "card_stdin" | "card" | "card_number" | "cardNumber" => {
            "card numbers never pass through the conversation: keep the card beforehand with `travel wallet card` (or TRAVEL_CARD_NUMBER in the environment of `travel mcp`), or book with `travel hotels book` on a terminal"
        }
        "guests" => {
            "the guests are given one each as `guest`: nothing is read from a file or a stdin the model names"
        }
        "yes" => "a booking or a cancellation is confirmed by the person, through the client, never by an argument",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Each tool names a command that exists, once.
    #[test]
    fn every_tool_is_a_command_of_the_cli() {
        let tree = crate::cli::Cli::command();
        for t in TOOLS {
            let mut cmd = &tree;
            for word in t.command {
                cmd = cmd
                    .find_subcommand(word)
                    .unwrap_or_else(|| panic!("{}: no command {word}", t.name));
            }
            assert_eq!(TOOLS.iter().filter(|u| u.name == t.name).count(), 1);
        }
    }

    #[test]
    fn only_bookings_and_cancellations_write() {
        let writing: Vec<&str> = TOOLS
            .iter()
            .filter(|t| t.writes == Writes::Yes)
            .map(|t| t.name)
            .collect();
        assert_eq!(writing, ["flights_book", "hotels_book", "order_cancel"]);
    }

    #[test]
    fn secrets_and_yes_are_withheld() {
        for arg in [
            "passport",
            "passport_stdin",
            "card_stdin",
            "yes",
            "travelers",
            "guests",
        ] {
            assert!(withheld(arg).is_some(), "{arg}");
        }
        assert!(withheld("traveler").is_none());
    }
}
