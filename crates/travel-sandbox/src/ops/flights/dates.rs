//! GET /v1/shopping/flight-dates: the cheapest dates to fly between two places, at the
//! fares search finds for them.

use chrono::NaiveDate;

use super::trip::{cheapest_per, Trip};
use super::{location, Form};
use crate::ops::prelude::*;
use travel_core::model::flight::{CachedSearch, FlightDate};
use travel_core::model::location::FlightLinks;
use travel_core::ops::flights::InspireDestinations;
use travel_core::ops::Operation;
use travel_core::stable::Seed;
use travel_world::flights::{offers, reach, schedule};
use travel_world::{markets, network};

const VIEWS: [&str; 3] = ["DATE", "DURATION", "WEEK"];

pub fn answer(app: &App, req: &Req, q: CachedSearch, _: NoBody) -> Answer<Vec<FlightDate>> {
    dates(req, &q, app.seed(), app.today())
}

fn dates(req: &Req, q: &CachedSearch, seed: Seed, today: NaiveDate) -> Answer<Vec<FlightDate>> {
    let origin = location(Form::PARAMS, "origin", &q.origin)?;
    let Some(dest) = q.destination.as_deref() else {
        return Err(Rejection::missing("destination"));
    };
    let dest = location(Form::PARAMS, "destination", dest)?;
    let t = Trip::of(q, seed, today, &VIEWS, "DATE")?;
    let (oas, das) = (schedule::airports_of(&origin), schedule::airports_of(&dest));
    if let (Some(a), Some(b)) = (oas.first(), das.first()) {
        if !markets::may_sell(a.country, b.country) {
            return Err(Rejection::new(
                404,
                codes::NOT_FOUND,
                markets::refusal(a.country, b.country),
            )
            .with_parameter("destination"));
        }
    }
    let direct = oas.iter().any(|a| {
        das.iter()
            .any(|b| !network::carriers_between(a.iata, b.iata).is_empty())
    });
    // a trip with a connection only where search finds one
    let via = !direct
        && t.dates
            .first()
            .is_some_and(|&d| reach::sold(seed, &origin, &dest, d, 2));
    if !direct && (t.non_stop || !via) {
        let nonstop = if t.non_stop { "nonstop " } else { "" };
        return Err(Rejection::new(
            404,
            codes::NOT_FOUND,
            format!("no {nonstop}flights between {origin} and {dest}"),
        )
        .with_parameter("destination"));
    }
    let da = das[0];
    // the fares search finds for the same trip and party, asked of its fare engine
    let mut quotes = offers::Quotes::new(seed, today, t.non_stop);
    let mut list = Vec::new();
    for &dep in &t.dates {
        // a connection that holds on the first date may not on this one (a clock
        // changed at one end): priced only where search finds it
        if !direct && !reach::sold(seed, &origin, &dest, dep, 2) {
            continue;
        }
        for ret in t.returns(dep) {
            if let Some(price) = quotes.trip(&origin, &dest, dep, ret) {
                list.extend(t.priced(da, (dep, ret), price));
            }
        }
    }
    let best = cheapest_per(list, &t.view);
    let items: Vec<FlightDate> = best
        .iter()
        .map(|c| {
            let destinations = t.link(
                req,
                InspireDestinations::PATH,
                &[("origin", &origin)],
                "DATE",
            );
            let links = FlightLinks {
                flight_destinations: Some(destinations),
                ..Default::default()
            };
            c.item(req, "flight-date", (&origin, &dest), &t, links)
        })
        .collect();
    Ok(t.answer(req, q, items, &[origin.as_str(), dest.as_str()]))
}

#[cfg(test)]
pub(super) mod tests {
    use serde_json::Value;

    use super::*;
    use crate::ops::flights::inspire::destinations;
    use crate::ops::flights::testing::{err, get, ok, today};
    use travel_core::ops::flights::CheapestDates;
    use travel_core::parse::date as parse_date;
    use travel_world::data;

    /// An answer of `answer` to a query, as the router decodes it.
    fn asked(
        answer: fn(&Req, &CachedSearch, Seed, NaiveDate) -> Answer<Vec<FlightDate>>,
        path: &str,
        query: &str,
    ) -> Answer<Vec<FlightDate>> {
        let req = get(path, query);
        let q = travel_core::ops::query::decode(&req.params.0)?;
        answer(&req, &q, Seed::DEFAULT, today())
    }

    #[test]
    fn inspiration_and_cheapest_dates() {
        let v: Value = ok(asked(
            destinations,
            InspireDestinations::PATH,
            "origin=PAR&maxPrice=400",
        ));
        let data = v["data"].as_array().unwrap();
        assert!(data.len() > 20, "{}", data.len());
        let prices: Vec<f64> = data
            .iter()
            .map(|x| x["price"]["total"].as_str().unwrap().parse().unwrap())
            .collect();
        assert!(prices.windows(2).all(|w| w[0] <= w[1]));
        assert!(prices.iter().all(|p| *p <= 400.0));
        let mut dests: Vec<&str> = data
            .iter()
            .map(|x| x["destination"].as_str().unwrap())
            .collect();
        dests.sort();
        dests.dedup();
        assert_eq!(dests.len(), data.len());
        assert_eq!(v["meta"]["defaults"]["viewBy"], "DESTINATION");
        assert!(data[0]["links"]["flightOffers"]
            .as_str()
            .unwrap()
            .contains("adults=1"));
        assert_eq!(v["dictionaries"]["locations"]["PAR"]["subType"], "CITY");
        let d = ok(asked(
            dates,
            CheapestDates::PATH,
            "origin=MAD&destination=MUC&departureDate=2026-07-01,2026-07-31&duration=3,7",
        ));
        let data = d["data"].as_array().unwrap();
        assert_eq!(data.len(), 31);
        for x in data {
            let (dep, ret) = (
                parse_date(x["departureDate"].as_str().unwrap()).unwrap(),
                parse_date(x["returnDate"].as_str().unwrap()).unwrap(),
            );
            assert!((3..=7).contains(&(ret - dep).num_days()));
        }
        let (s, e) = err(asked(
            dates,
            CheapestDates::PATH,
            "origin=OCA&destination=MIA",
        ));
        assert_eq!((s, e["code"].as_i64()), (404, Some(1797)));
    }

    /// Search's own answer: an itinerary on any carrier, up to two connections.
    fn searched(origin: &str, dest: &str, date: NaiveDate) -> usize {
        let any = |_: &data::Airline| true;
        let rules = schedule::LegRules {
            seed: Seed::DEFAULT,
            max_connections: 2,
            allowed: &any,
        };
        schedule::leg_options(origin, dest, date, &rules).len()
    }

    #[test]
    fn inspiration_and_cheapest_dates_price_only_what_search_finds() {
        // places whose neighbours trade with them, but not all through one carrier or
        // alliance (Tel Aviv, Yerevan, Karachi), and busy and remote ones
        let origins = [
            "TLV", "EVN", "GYD", "KHI", "MAD", "LHR", "SYD", "KTN", "NBO", "LIM", "ULN", "DEL",
        ];
        let mut checked = 0;
        for origin in origins {
            let v: Value = ok(asked(
                destinations,
                InspireDestinations::PATH,
                &format!("origin={origin}&oneWay=true"),
            ));
            for x in v["data"].as_array().unwrap() {
                let dest = x["destination"].as_str().unwrap();
                let day = parse_date(x["departureDate"].as_str().unwrap()).unwrap();
                assert!(
                    searched(origin, dest, day) > 0,
                    "inspiration prices {origin}-{dest} on {day}; search finds nothing"
                );
                checked += 1;
            }
        }
        assert!(checked > 300, "{checked}");
        for (origin, dest) in [
            ("TLV", "KHI"),
            ("EVN", "GYD"),
            ("MAD", "BCN"),
            ("KTN", "SYD"),
        ] {
            let day = today() + chrono::Duration::days(30);
            let answer = asked(
                dates,
                CheapestDates::PATH,
                &format!("origin={origin}&destination={dest}&departureDate={day}&oneWay=true"),
            );
            let found = searched(origin, dest, day);
            match answer {
                Ok(_) => assert!(found > 0, "dates prices {origin}-{dest}; search finds none"),
                Err(_) => assert_eq!(
                    found, 0,
                    "dates refuses {origin}-{dest}; search finds {found}"
                ),
            }
        }
    }

    /// The cheapest total search finds for one adult in economy, in EUR.
    pub(in crate::ops::flights) fn search_cheapest(
        origin: &str,
        dest: &str,
        dep: NaiveDate,
        ret: Option<NaiveDate>,
    ) -> Option<f64> {
        use travel_world::flights::offers::{OdQuery, Query};
        let od = |id: &str, o: &str, d: &str, date| OdQuery {
            id: id.into(),
            origin: o.into(),
            dest: d.into(),
            date,
            time: None,
        };
        let mut ods = vec![od("1", origin, dest, dep)];
        if let Some(r) = ret {
            ods.push(od("2", dest, origin, r));
        }
        let q = Query::market(Seed::DEFAULT, ods, 1, 2);
        let (found, _) = offers::search(&q, today());
        found
            .first()
            .and_then(|o| o.price.grand_total.as_deref()?.parse().ok())
    }

    #[test]
    fn cheapest_dates_quote_what_search_finds() {
        // routes drawn at random among airports with service, nonstop or not, one way
        // and round trips, dates through the year
        let served: Vec<&data::Airport> = data::airports()
            .iter()
            .filter(|a| a.size >= 20 && !network::airport_destinations(a.iata).is_empty())
            .collect();
        let mut rng =
            travel_world::hotels::Rng::new(Seed::DEFAULT, "cheapest dates against search");
        let mut compared = 0;
        let mut tries = 0;
        while compared < 60 && tries < 400 {
            tries += 1;
            let (a, b) = (*rng.pick(&served), *rng.pick(&served));
            if a.city_code == b.city_code || !markets::may_sell(a.country, b.country) {
                continue;
            }
            let dep = today() + chrono::Duration::days(rng.range(10, 300) as i64);
            let ret = rng
                .chance(0.5)
                .then(|| dep + chrono::Duration::days(rng.range(2, 10) as i64));
            let query = match ret {
                None => format!(
                    "origin={}&destination={}&departureDate={dep}&oneWay=true",
                    a.iata, b.iata
                ),
                Some(r) => format!(
                    "origin={}&destination={}&departureDate={dep}&duration={}",
                    a.iata,
                    b.iata,
                    (r - dep).num_days()
                ),
            };
            let Ok(envelope) = asked(dates, CheapestDates::PATH, &query) else {
                continue;
            };
            let v = serde_json::to_value(&envelope).unwrap();
            let Some(item) = v["data"].as_array().and_then(|d| d.first()).cloned() else {
                continue;
            };
            let quoted: f64 = item["price"]["total"].as_str().unwrap().parse().unwrap();
            let found = search_cheapest(a.iata, b.iata, dep, ret)
                .unwrap_or_else(|| panic!("{query}: quoted {quoted}, search finds nothing"));
            let ratio = quoted / found;
            assert!(
                (0.95..=1.05).contains(&ratio),
                "{query}: quoted {quoted}, search finds {found}"
            );
            compared += 1;
        }
        assert!(compared >= 60, "only {compared} routes compared");
    }
}
