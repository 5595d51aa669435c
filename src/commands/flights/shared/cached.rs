//! What `flights inspire` and `flights dates` share: the options of the cached
//! (daily rebuilt) price searches, their checks, and their table.

use chrono::NaiveDate;
use clap::ValueEnum;
use serde_json::Value;

use super::offers;
use crate::error::{Error, Result};
use crate::format::title;
use crate::output::Table;
use crate::validate;
use travel_core::model::flight::{CachedSearch, Dictionaries, FlightDate};

#[derive(Debug, clap::Args)]
pub struct Options {
    /// Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)
    #[arg(long, value_name = "DATE[,DATE]")]
    departure: Option<String>,

    /// One-way trips only (default: round trips)
    #[arg(long)]
    one_way: bool,

    /// Length of stay in days, N or N,N (round trips)
    #[arg(long, value_name = "DAYS[,DAYS]", conflicts_with = "one_way")]
    duration: Option<String>,

    /// Nonstop flights only
    #[arg(long)]
    nonstop: bool,

    /// Highest price, in whole units of the currency (1 to 1000000)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000), allow_negative_numbers = true)]
    max_price: Option<u32>,
}

/// How to group the results (the cheapest of each group is shown). Inspiration takes
/// all five; cheapest dates only DATE, DURATION and WEEK.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ViewBy {
    Date,
    Destination,
    Duration,
    Week,
    Country,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DatesViewBy {
    Date,
    Duration,
    Week,
}

impl ViewBy {
    pub fn param(self) -> &'static str {
        match self {
            ViewBy::Date => "DATE",
            ViewBy::Destination => "DESTINATION",
            ViewBy::Duration => "DURATION",
            ViewBy::Week => "WEEK",
            ViewBy::Country => "COUNTRY",
        }
    }
}

impl DatesViewBy {
    pub fn param(self) -> &'static str {
        match self {
            DatesViewBy::Date => "DATE",
            DatesViewBy::Duration => "DURATION",
            DatesViewBy::Week => "WEEK",
        }
    }
}

impl Options {
    /// Checked, as the search from `origin` (to `destination`, for cheapest dates).
    pub fn search(
        &self,
        origin: &str,
        destination: Option<&str>,
        view_by: Option<&'static str>,
        today: NaiveDate,
    ) -> Result<CachedSearch> {
        let departure = self
            .departure
            .as_deref()
            .map(|s| dates(s, today))
            .transpose()?;
        let duration = self.duration.as_deref().map(days).transpose()?;
        Ok(CachedSearch {
            origin: origin.to_string(),
            destination: destination.map(str::to_string),
            departure_date: departure.unwrap_or_default(),
            one_way: self.one_way.then_some(true),
            duration: duration.unwrap_or_default(),
            non_stop: self.nonstop.then_some(true),
            max_price: self.max_price.map(f64::from),
            view_by: view_by.map(str::to_string),
        })
    }
}

/// `DATE` or `DATE,DATE`, each checked, the range in order.
fn dates(s: &str, today: NaiveDate) -> Result<Vec<String>> {
    let parts: Vec<NaiveDate> = s
        .split(',')
        .map(|d| validate::travel_date(d, today))
        .collect::<Result<_>>()?;
    match parts.as_slice() {
        [one] => Ok(vec![one.to_string()]),
        [a, b] if a <= b => Ok(vec![a.to_string(), b.to_string()]),
        [a, b] => Err(Error::usage(format!(
            "the range {a},{b} ends before it starts"
        ))),
        _ => Err(Error::usage(
            "--departure takes one date or a range DATE,DATE",
        )),
    }
}

/// `N` or `N,M` days, 1 or more, in order.
fn days(s: &str) -> Result<Vec<u32>> {
    let parts: Vec<u32> = s
        .split(',')
        .map(|p| p.trim().parse::<u32>().ok().filter(|n| *n >= 1))
        .collect::<Option<_>>()
        .ok_or_else(|| {
            Error::usage(format!(
                "{s:?} is not a stay length: use N or N,M days (1 or more)"
            ))
        })?;
    match parts.as_slice() {
        [_] => Ok(parts),
        [a, b] if a <= b => Ok(parts),
        [a, b] => Err(Error::usage(format!(
            "the stay range {a},{b} ends before it starts"
        ))),
        _ => Err(Error::usage("--duration takes N or N,M")),
    }
}

/// Destination, dates and price of each item, the city named from the `dictionaries`
/// of the response.
pub fn table(items: &[FlightDate], body: &Value, with_destination: bool) -> Result<Table> {
    let dicts = offers::dictionaries(body);
    let currency = body
        .pointer("/meta/currency")
        .and_then(Value::as_str)
        .unwrap_or("");
    let mut titles = vec!["Origin", "~Destination", "Depart", "Return", ">Price"];
    if !with_destination {
        titles.remove(1);
        titles[0] = "Route";
    }
    let mut t = Table::new(&titles);
    for it in items {
        let price = format!("{} {currency}", it.price.total).trim().to_string();
        let mut row = vec![
            it.origin.clone(),
            place(&dicts, &it.destination),
            it.departure_date.clone(),
            it.return_date.clone().unwrap_or_default(),
            price,
        ];
        if !with_destination {
            row.remove(1);
            row[0] = format!("{}-{}", it.origin, it.destination);
        }
        t.push(row);
    }
    Ok(t)
}

/// `PAR Paris/Fr` from `dictionaries.locations.<code>.detailedName`, else the code.
fn place(dicts: &Dictionaries, code: &str) -> String {
    dicts
        .locations
        .get(code)
        .and_then(|l| l.detailed_name.as_deref())
        .map_or_else(|| code.to_string(), |n| format!("{code} {}", title(n)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_checked() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        assert_eq!(days("7").unwrap(), [7]);
        assert_eq!(days("3,10").unwrap(), [3, 10]);
        assert!(days("10,3").is_err());
        assert!(days("0").is_err());
        assert!(days("a").is_err());
        assert!(dates("+5,+2", today).is_err());
        assert!(dates("+2,+5", today).is_ok());
        assert!(dates("+1,+2,+3", today).is_err());
    }
}
