//! What inspiration and cheapest dates share: the trips a query asks about, the cached
//! prices picked per group, and the links, meta and dictionaries of their answers.

use std::collections::BTreeMap;

use chrono::{Datelike, Duration, NaiveDate};
use serde_json::{Map, Value};

use super::{date, Form};
use crate::ops::prelude::*;
use travel_core::model::flight::{
    CachedSearch, Dictionaries, FlightDate, LocationValue, TotalOnly,
};
use travel_core::model::location::FlightLinks;
use travel_core::model::{Envelope, Links, Meta};
use travel_core::ops::flights::SearchOffers;
use travel_core::ops::Operation;
use travel_core::stable::Seed;
use travel_world::data;

/// The trips a query asks about, its defaults applied.
pub(super) struct Trip {
    /// The world the trips are priced in.
    pub seed: Seed,
    pub dates: Vec<NaiveDate>,
    /// `departureDate` as the links carry it.
    date_text: String,
    pub one_way: bool,
    /// Days of stay, least and most.
    dur: (i64, i64),
    pub non_stop: bool,
    max_price: Option<f64>,
    pub view: String,
}

impl Trip {
    /// The trips of `q`; `views` are the groupings the endpoint offers.
    pub fn of(
        q: &CachedSearch,
        seed: Seed,
        today: NaiveDate,
        views: &[&str],
        default_view: &str,
    ) -> Result<Trip, Rejection> {
        let at = "departureDate";
        let given = q
            .departure_date
            .iter()
            .map(|d| date(Form::PARAMS, at, d, today))
            .collect::<Result<Vec<_>, _>>()?;
        let dur = match q.duration.as_slice() {
            [] => Some((1, 15)),
            [n] => Some((*n, *n)),
            [a, b] if a <= b => Some((*a, *b)),
            _ => None,
        }
        .map(|(a, b)| (i64::from(a), i64::from(b)))
        .filter(|(a, b)| (1..=60).contains(a) && (1..=60).contains(b))
        .ok_or_else(|| {
            Rejection::param(
                codes::INVALID_FORMAT,
                "duration",
                "duration must be a number of days (1-60) or a range n,m",
            )
        })?;
        if q.max_price.is_some_and(|x| !(x > 0.0 && x.is_finite())) {
            return Err(Rejection::param(
                codes::INVALID_FORMAT,
                "maxPrice",
                "maxPrice must be a positive number",
            ));
        }
        let view = q
            .view_by
            .as_deref()
            .map_or(default_view.to_string(), |v| v.trim().to_ascii_uppercase());
        if !views.contains(&view.as_str()) {
            return Err(Rejection::param(
                codes::INVALID_OPTION,
                "viewBy",
                format!("viewBy must be one of {}", views.join(", ")),
            ));
        }
        let (dates, date_text) = match given.as_slice() {
            [] => {
                let (a, b) = (today + Duration::days(1), today + Duration::days(180));
                (days(a, b), format!("{a},{b}"))
            }
            [a, b] => {
                if b < a {
                    return Err(Rejection::param(
                        codes::INVALID_DATE,
                        at,
                        "the end of the departureDate range is before its start",
                    ));
                }
                if (*b - *a).num_days() > 365 {
                    return Err(Rejection::param(
                        codes::INVALID_DATA,
                        at,
                        "the departureDate range is longer than a year",
                    ));
                }
                (days(*a, *b), format!("{a},{b}"))
            }
            some => {
                let text = some.iter().map(|d| d.to_string()).collect::<Vec<_>>();
                (some.to_vec(), text.join(","))
            }
        };
        Ok(Trip {
            seed,
            dates,
            date_text,
            one_way: q.one_way.unwrap_or(false),
            dur,
            non_stop: q.non_stop.unwrap_or(false),
            max_price: q.max_price,
            view,
        })
    }

    /// `duration` as the links carry it: `7` or `3,7`.
    fn dur_text(&self) -> String {
        if self.dur.0 == self.dur.1 {
            self.dur.0.to_string()
        } else {
            format!("{},{}", self.dur.0, self.dur.1)
        }
    }

    /// The day to come back on a trip from `o` to `d` leaving on `dep`, within the
    /// stay asked: the same every time for the same trip.
    pub fn return_for(&self, o: &str, d: &str, dep: NaiveDate) -> Option<NaiveDate> {
        if self.one_way {
            return None;
        }
        let span = (self.dur.1 - self.dur.0 + 1) as u64;
        let k = self.seed.fnv1a(format!("{o}{d}{dep}dur").as_bytes()) % span;
        Some(dep + Duration::days(self.dur.0 + k as i64))
    }

    /// A cached price to pick from, unless it is over the price asked.
    pub fn priced(
        &self,
        dest: &'static data::Airport,
        (dep, ret): (NaiveDate, Option<NaiveDate>),
        price: f64,
    ) -> Option<Cached> {
        let cached = Cached {
            dest,
            dep,
            ret,
            price,
        };
        self.max_price
            .is_none_or(|max| price <= max)
            .then_some(cached)
    }

    /// The return days a cheapest-date search looks at for a departure.
    pub fn returns(&self, dep: NaiveDate) -> Vec<Option<NaiveDate>> {
        if self.one_way {
            vec![None]
        } else {
            (self.dur.0..=self.dur.1)
                .map(|n| Some(dep + Duration::days(n)))
                .collect()
        }
    }

    /// A link to another cached-price search of the same trips, grouped by `view`.
    pub fn link(&self, req: &Req, path: &str, pairs: &[(&str, &str)], view: &str) -> String {
        let mut q: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        q.push(("departureDate".into(), self.date_text.clone()));
        q.push(("oneWay".into(), self.one_way.to_string()));
        if !self.one_way {
            q.push(("duration".into(), self.dur_text()));
        }
        q.push(("nonStop".into(), self.non_stop.to_string()));
        q.push(("viewBy".into(), view.into()));
        req.link(path, &q)
    }

    /// The answer to `q`: the items, with the places they name in `dictionaries`.
    pub fn answer(
        &self,
        req: &Req,
        q: &CachedSearch,
        items: Vec<FlightDate>,
        places: &[&str],
    ) -> Envelope<Vec<FlightDate>> {
        let meta = self.meta(req, q, items.len());
        let mut answer = Envelope::new(items).with_meta(meta);
        answer.dictionaries = dictionaries(places);
        answer
    }

    /// `meta`: the currency, the count, the `self` link and the defaults applied.
    fn meta(&self, req: &Req, q: &CachedSearch, count: usize) -> Meta {
        let mut defaults = Map::new();
        let mut link_defaults: Vec<(&str, String)> = Vec::new();
        for (k, v, given) in [
            (
                "departureDate",
                self.date_text.clone(),
                !q.departure_date.is_empty(),
            ),
            ("oneWay", self.one_way.to_string(), q.one_way.is_some()),
            (
                "duration",
                self.dur_text(),
                !q.duration.is_empty() || self.one_way,
            ),
            ("nonStop", self.non_stop.to_string(), q.non_stop.is_some()),
            ("viewBy", self.view.clone(), q.view_by.is_some()),
        ] {
            if !given {
                // the switches are JSON booleans, as the provider's schema has them
                let value = match (k, v.as_str()) {
                    ("oneWay" | "nonStop", "true" | "false") => Value::Bool(v == "true"),
                    _ => Value::String(v.clone()),
                };
                defaults.insert(k.to_string(), value);
                link_defaults.push((k, v));
            }
        }
        Meta {
            count: Some(Value::from(count)),
            links: Some(Links {
                self_: Some(req.self_link(&link_defaults)),
                ..Default::default()
            }),
            defaults: Some(Value::Object(defaults)),
            currency: Some("EUR".into()),
            ..Default::default()
        }
    }
}

fn days(from: NaiveDate, to: NaiveDate) -> Vec<NaiveDate> {
    from.iter_days().take_while(|d| *d <= to).collect()
}

/// One cached price: a destination, the days out and back, the price in EUR.
pub(super) struct Cached {
    pub dest: &'static data::Airport,
    pub dep: NaiveDate,
    pub ret: Option<NaiveDate>,
    pub price: f64,
}

impl Cached {
    /// This price as an item of `kind` (`flight-destination`, `flight-date`), with its
    /// links: `links` and the offers search of the trip.
    pub fn item(
        &self,
        req: &Req,
        kind: &str,
        (o, d): (&str, &str),
        t: &Trip,
        links: FlightLinks,
    ) -> FlightDate {
        FlightDate {
            kind: kind.into(),
            origin: o.to_string(),
            destination: d.to_string(),
            departure_date: self.dep.to_string(),
            return_date: self.ret.map(|r| r.to_string()),
            price: TotalOnly {
                total: format!("{:.2}", self.price),
            },
            links: Some(FlightLinks {
                flight_offers: Some(self.offers_link(req, o, d, t.non_stop)),
                ..links
            }),
        }
    }

    /// A link to the offers search of this trip.
    fn offers_link(&self, req: &Req, o: &str, d: &str, non_stop: bool) -> String {
        let mut q = vec![
            ("originLocationCode".to_string(), o.to_string()),
            ("destinationLocationCode".to_string(), d.to_string()),
            ("departureDate".to_string(), self.dep.to_string()),
        ];
        if let Some(r) = self.ret {
            q.push(("returnDate".into(), r.to_string()));
        }
        q.push(("adults".into(), "1".into()));
        if non_stop {
            q.push(("nonStop".into(), "true".into()));
        }
        req.link(SearchOffers::PATH, &q)
    }

    /// The group of this price when the cheapest of each group is picked.
    fn group(&self, view: &str) -> String {
        match view {
            "DATE" => self.dep.to_string(),
            "DURATION" => self
                .ret
                .map_or(0, |r| (r - self.dep).num_days())
                .to_string(),
            "WEEK" => {
                let w = self.dep.iso_week();
                format!("{}-{:02}", w.year(), w.week())
            }
            "COUNTRY" => self.dest.country.to_string(),
            _ => self.dest.city_code.to_string(),
        }
    }
}

/// The cheapest price of each group, cheapest first.
pub(super) fn cheapest_per(list: Vec<Cached>, view: &str) -> Vec<Cached> {
    let mut best: BTreeMap<String, Cached> = BTreeMap::new();
    for c in list {
        let k = c.group(view);
        let better = best.get(&k).is_none_or(|b| {
            (c.price, c.dep, c.dest.city_code) < (b.price, b.dep, b.dest.city_code)
        });
        if better {
            best.insert(k, c);
        }
    }
    let mut v: Vec<Cached> = best.into_values().collect();
    v.sort_by(|a, b| {
        a.price
            .total_cmp(&b.price)
            .then(a.dep.cmp(&b.dep))
            .then(a.dest.city_code.cmp(b.dest.city_code))
    });
    v
}

/// `dictionaries`: the currency, and each place named (a city, or an airport that is
/// not its city's only one).
fn dictionaries(places: &[&str]) -> Option<Value> {
    let mut locations = BTreeMap::new();
    for c in places {
        if locations.contains_key(*c) {
            continue;
        }
        let (sub_type, detailed_name) = if let Some(city) = data::city(c)
            .filter(|ci| ci.code == *c && (ci.airports.len() > 1 || data::airport(c).is_none()))
        {
            ("CITY", format!("{}/{}", city.name, city.country))
        } else if let Some(a) = data::airport(c) {
            ("AIRPORT", format!("{}/{}", a.name, a.country))
        } else {
            continue;
        };
        let entry = LocationValue {
            sub_type: Some(sub_type.into()),
            detailed_name: Some(detailed_name),
            ..Default::default()
        };
        locations.insert(c.to_string(), entry);
    }
    let dict = Dictionaries {
        locations,
        currencies: BTreeMap::from([("EUR".to_string(), "EURO".to_string())]),
        ..Default::default()
    };
    serde_json::to_value(dict).ok()
}
