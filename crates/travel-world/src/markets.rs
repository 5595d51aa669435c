//! What may be flown and sold: one dated table of restrictions (`data/restrictions.tsv`,
//! a source on every line) that the network's routes, search, availability, cheapest
//! dates, inspiration, recommendations and insights all ask, so that no answer offers a
//! trip another refuses.
//!
//! Four kinds of rule, each between two countries (or a carrier and a country, or an
//! airport), from a first day to a last one or still in force:
//! - `trip`: nothing is sold between the two, nonstop or through any hub (Israel and
//!   the states that bar travel to and from it; Ukraine, whose airspace is closed);
//! - `nonstop`: no flight between the two countries, but a trip through a third
//!   country's hub is sold where its carriers fly both legs, as it is daily (Moscow to
//!   Helsinki through Istanbul, Delhi to Lahore through Dubai, Miami to Caracas
//!   through Panama City);
//! - `carrier`: a carrier kept out of a country (Pakistan International in the EU from
//!   2020 to 2024 and in the UK to 2025);
//! - `airport`: an airport closed to civil flights (southern Russia and Crimea).
//!
//! The sandbox applies them to look like a GDS that will not sell such trips, not as
//! legal advice.

use std::sync::OnceLock;

use chrono::NaiveDate;
use rustc_hash::FxHashMap;

use super::data;

const RESTRICTIONS_TSV: &str = include_str!("data/restrictions.tsv");

/// What a rule forbids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Trip,
    Nonstop,
    Carrier,
    Airport,
}

/// One line of the table.
#[derive(Debug)]
pub struct Restriction {
    pub kind: Kind,
    /// An airline code, or `*` for every carrier.
    pub carrier: &'static str,
    /// Countries (ISO 3166), `*` for any; an airport code for `Airport`.
    pub a: &'static str,
    pub b: &'static str,
    pub since: NaiveDate,
    pub until: Option<NaiveDate>,
    pub source: &'static str,
}

impl Restriction {
    /// Whether the rule applies on `day`; with no day, whether it is still in force
    /// (no last day), which is what the world's static network is built on.
    fn in_force(&self, day: Option<NaiveDate>) -> bool {
        match day {
            Some(d) => d >= self.since && self.until.is_none_or(|u| d <= u),
            None => self.until.is_none(),
        }
    }

    /// Whether the rule is between these two (either way round).
    fn between(&self, x: &str, y: &str) -> bool {
        let m = |p: &str, c: &str| p == "*" || p == c;
        (m(self.a, x) && m(self.b, y)) || (m(self.a, y) && m(self.b, x))
    }
}

/// The table, read once.
pub fn restrictions() -> &'static [Restriction] {
    static TABLE: OnceLock<Vec<Restriction>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let day =
            |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("restrictions.tsv: a date");
        RESTRICTIONS_TSV
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&'static str> = l.split('\t').collect();
                assert_eq!(f.len(), 7, "restrictions.tsv: {l}");
                Restriction {
                    kind: match f[0] {
                        "trip" => Kind::Trip,
                        "nonstop" => Kind::Nonstop,
                        "carrier" => Kind::Carrier,
                        "airport" => Kind::Airport,
                        k => panic!("restrictions.tsv: kind {k}"),
                    },
                    carrier: f[1],
                    a: f[2],
                    b: f[3],
                    since: day(f[4]),
                    until: (!f[5].is_empty()).then(|| day(f[5])),
                    source: f[6],
                }
            })
            .collect()
    })
}

/// The rules by what they name: an ordered pair of countries, or a country and `*` (a
/// rule on one side only: a country closed to all, a carrier kept out of one) or an
/// airport and `*`. The network's build asks some 40,000 questions; each reads only
/// the few rules that could answer it.
fn index() -> &'static FxHashMap<(&'static str, &'static str), Vec<&'static Restriction>> {
    static INDEX: OnceLock<FxHashMap<(&'static str, &'static str), Vec<&'static Restriction>>> =
        OnceLock::new();
    INDEX.get_or_init(|| {
        let mut m: FxHashMap<_, Vec<&'static Restriction>> = FxHashMap::default();
        for r in restrictions() {
            let key = match (r.a, r.b) {
                ("*", c) | (c, "*") => (c, "*"),
                (a, b) => (a.min(b), a.max(b)),
            };
            m.entry(key).or_default().push(r);
        }
        m
    })
}

/// The rules that could apply between `x` and `y`.
fn about<'a>(x: &'a str, y: &'a str) -> impl Iterator<Item = &'static Restriction> + 'a {
    let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
    let index = index();
    [(lo, hi), (x, "*"), (y, "*")]
        .into_iter()
        .enumerate()
        .filter(move |&(i, _)| !(i == 2 && x == y))
        .filter_map(move |(_, k)| index.get(&k))
        .flatten()
        .copied()
}

fn forbids(kind: Kind, day: Option<NaiveDate>, carrier: &str, x: &str, y: &str) -> bool {
    about(x, y).any(|r| {
        r.kind == kind
            && r.in_force(day)
            && (r.carrier == "*" || r.carrier == carrier)
            && r.between(x, y)
    })
}

/// Whether a trip from a country to another may be sold (ISO country codes), through
/// any hub, by the rules still in force.
pub fn may_sell(from: &str, to: &str) -> bool {
    !forbids(Kind::Trip, None, "*", from, to)
}

/// Whether a trip from a country to another may be sold on `day`.
pub fn may_sell_on(day: NaiveDate, from: &str, to: &str) -> bool {
    !forbids(Kind::Trip, Some(day), "*", from, to)
}

/// Whether `carrier` may fly nonstop between two countries (the trip rules, the
/// nonstop rules and the carrier's own), by the rules still in force, or on `day`.
pub fn may_fly(carrier: &str, from: &str, to: &str, day: Option<NaiveDate>) -> bool {
    !forbids(Kind::Trip, day, "*", from, to)
        && !forbids(Kind::Nonstop, day, carrier, from, to)
        && !about(from, to).any(|r| {
            r.kind == Kind::Carrier
                && r.carrier == carrier
                && r.in_force(day)
                && (r.b == from || r.b == to)
        })
}

/// Whether an airport is open to civil flights: no route to or from a closed one is
/// flown, so search, inspiration, dates and insights never reach it.
pub fn airport_open(iata: &str) -> bool {
    !index().get(&(iata, "*")).is_some_and(|rs| {
        rs.iter()
            .any(|r| r.kind == Kind::Airport && r.in_force(None))
    })
}

/// The reason a trip between two countries is not sold, for an answer that refuses it.
pub fn refusal(from: &str, to: &str) -> String {
    let name = |c: &str| data::country(c).map_or(c.to_string(), |k| k.name.to_string());
    format!("trips between {} and {} are not sold", name(from), name(to))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("a date")
    }

    #[test]
    fn every_line_is_dated_and_sourced_and_names_what_exists() {
        assert!(restrictions().len() > 100);
        for r in restrictions() {
            assert!(r.source.len() > 20, "{r:?}");
            assert!(r.until.is_none_or(|u| u > r.since), "{r:?}");
            if r.kind == Kind::Airport {
                assert!(data::airport(r.a).is_some(), "{r:?}");
            } else {
                for c in [r.a, r.b].into_iter().filter(|c| *c != "*") {
                    assert!(data::country(c).is_some(), "{c} in {r:?}");
                }
            }
            if r.carrier != "*" {
                assert!(data::airline(r.carrier).is_some(), "{r:?}");
            }
        }
    }

    #[test]
    fn trips_closed_both_ways_and_open_elsewhere() {
        for (a, b) in [("IL", "LB"), ("IL", "SA"), ("UA", "TR"), ("UA", "PL")] {
            assert!(!may_sell(a, b), "{a}-{b}");
            assert!(!may_sell(b, a), "{b}-{a}");
        }
        // no nonstop, but sold through a third country's hub, as every day
        for (a, b) in [
            ("RU", "FI"),
            ("RU", "LV"),
            ("BY", "GB"),
            ("IN", "PK"),
            ("US", "VE"),
        ] {
            assert!(may_sell(a, b) && may_sell(b, a), "{a}-{b}");
            assert!(
                !may_fly("TK", a, b, None) && !may_fly("TK", b, a, None),
                "{a}-{b}"
            );
        }
        for (a, b) in [
            ("RU", "TR"),
            ("IN", "AE"),
            ("IL", "JO"),
            ("GB", "US"),
            ("PK", "AE"),
        ] {
            assert!(may_sell(a, b) && may_fly("XX", a, b, None), "{a}-{b}");
        }
        assert!(refusal("IL", "LB").contains("ISRAEL"));
    }

    /// Dated rules: the Qatar blockade's nonstops closed from June 2017 to January 2021,
    /// Pakistan International kept out of the EU until November 2024 and of the UK
    /// until July 2025; rules lifted before now do not shape the network.
    #[test]
    fn rules_apply_between_their_dates_only() {
        assert!(!may_fly("QR", "QA", "AE", Some(day("2019-03-01"))));
        assert!(may_fly("QR", "QA", "AE", Some(day("2021-02-01"))));
        assert!(may_fly("QR", "QA", "AE", None));
        assert!(!may_fly("PK", "PK", "FR", Some(day("2023-06-01"))));
        assert!(may_fly("PK", "PK", "FR", Some(day("2025-01-10"))));
        assert!(!may_fly("PK", "PK", "GB", Some(day("2025-01-10"))));
        assert!(may_fly("PK", "PK", "GB", Some(day("2025-08-01"))));
        assert!(may_fly("BA", "PK", "GB", Some(day("2023-06-01"))));
        assert!(!may_fly("SU", "RU", "DE", Some(day("2022-03-01"))));
        assert!(may_fly("SU", "RU", "DE", Some(day("2021-03-01"))));
        assert!(!airport_open("ROV") && airport_open("AER"));
    }

    /// Over every pair of countries: a trip rule closes the nonstop too; a pair with no
    /// nonstop but no trip rule is sold; each rule is symmetric.
    #[test]
    fn over_every_pair_of_countries_the_rules_agree() {
        let countries: Vec<&str> = data::countries().iter().map(|c| c.code).collect();
        let mut closed = 0;
        for &a in &countries {
            for &b in &countries {
                assert_eq!(may_sell(a, b), may_sell(b, a), "{a}-{b}");
                assert_eq!(
                    may_fly("*", a, b, None),
                    may_fly("*", b, a, None),
                    "{a}-{b}"
                );
                if !may_sell(a, b) {
                    assert!(!may_fly("*", a, b, None), "{a}-{b}");
                    closed += 1;
                }
            }
        }
        assert!(closed > 400, "{closed}");
    }
}
