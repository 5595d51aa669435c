//! Tests of the insight models and their handlers.

use chrono::NaiveDate;
use serde_json::Value;

use super::{location_score, predict as answers, status, traffic as tops};
use crate::app::App;
use crate::http::{Req, Resp};
use crate::router::{respond, Answer, Handler};
use travel_core::ops::{insights as op, NoBody, Operation};
use travel_core::parse::iso_minutes;
use travel_core::stable::Seed;
use travel_world::data;
use travel_world::flights::offers::iso_duration;
use travel_world::flights::schedule::{self, LegRules};
use travel_world::insights::{apportion, area, predict, traffic};
use travel_world::places::utc_offset;

fn req(path: &str, query: &str) -> Req {
    Req::test_get(path, query)
}

/// Decode `query` for `Op` as the router does and answer it with `f`.
fn run<Op: Operation>(
    path: &str,
    query: &str,
    f: impl FnOnce(&Req, Op::Query) -> Answer<Op::Data>,
) -> Result<Resp, Resp> {
    run_on::<Op>(&req(path, query), f)
}

fn run_on<Op: Operation>(
    r: &Req,
    f: impl FnOnce(&Req, Op::Query) -> Answer<Op::Data>,
) -> Result<Resp, Resp> {
    respond::<Op>(r, Vec::new(), |q, _| f(r, q)).map_err(Resp::from)
}

/// A handler as the router calls it, on an app of its own.
fn plain<Op: Operation<Body = NoBody>>(r: &Req, handler: Handler<Op>) -> Result<Resp, Resp> {
    let (app, _dir) = App::for_tests();
    run_on::<Op>(r, |r, q| handler(&app, r, q, NoBody))
}

fn cra(r: &Req) -> Result<Resp, Resp> {
    plain::<op::LocationScore>(r, location_score::answer)
}

fn fst(r: &Req) -> Result<Resp, Resp> {
    plain::<op::FlightStatus>(r, status::answer)
}

fn fdl(r: &Req) -> Result<Resp, Resp> {
    plain::<op::PredictDelay>(r, answers::delay)
}

fn ont(r: &Req) -> Result<Resp, Resp> {
    plain::<op::PredictOnTime>(r, answers::on_time)
}

fn trip(path: &str, query: &str, today: NaiveDate) -> Result<Resp, Resp> {
    run::<op::PredictTripPurpose>(path, query, |r, q| {
        answers::trip(r, q, Seed::DEFAULT, today)
    })
}

fn body(r: &Resp) -> Value {
    serde_json::from_slice(&r.body).unwrap()
}

fn err(r: Result<Resp, Resp>) -> (u16, i64, String) {
    let r = r.expect_err("an error");
    let b = body(&r);
    let e = &b["errors"][0];
    (
        r.status,
        e["code"].as_i64().unwrap(),
        e["source"]["parameter"].as_str().unwrap_or("").to_string(),
    )
}

fn d(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

const TODAY: &str = "2026-06-10";

#[test]
fn apportion_adds_up() {
    let v = apportion(&[1.0, 1.0, 1.0], 100);
    assert_eq!(v.iter().sum::<i64>(), 100);
    assert_eq!(apportion(&[0.0, 0.0], 100), vec![0, 0]);
}

#[test]
fn traveled_scores_add_up_to_100_and_are_deterministic() {
    for booked in [false, true] {
        let all = traffic::destinations(Seed::DEFAULT, "LON", 2026, 1, booked);
        assert!(all.len() > 20);
        assert_eq!(all.iter().map(|x| x.flights).sum::<i64>(), 100);
        assert_eq!(all.iter().map(|x| x.travelers).sum::<i64>(), 100);
        assert_eq!(
            all,
            traffic::destinations(Seed::DEFAULT, "LON", 2026, 1, booked)
        );
    }
    // month-dependent and booked differs from traveled
    assert_ne!(
        traffic::destinations(Seed::DEFAULT, "MAD", 2026, 1, false),
        traffic::destinations(Seed::DEFAULT, "MAD", 2025, 7, false)
    );
    assert_ne!(
        traffic::destinations(Seed::DEFAULT, "MAD", 2026, 1, false),
        traffic::destinations(Seed::DEFAULT, "MAD", 2026, 1, true)
    );
    assert!(traffic::destinations(Seed::DEFAULT, "ZZZ", 2026, 1, false).is_empty());
}

#[test]
fn traveled_handler_pages_sorts_and_validates() {
    let today = d(TODAY);
    let r = run::<op::MostTraveled>(
        op::MostTraveled::PATH,
        "originCityCode=MAD&period=2026-01&max=25&page[limit]=10",
        |r, q| tops::top_destinations(r, q, Seed::DEFAULT, today, false, true),
    )
    .unwrap();
    let b = body(&r);
    assert_eq!(b["meta"]["count"], 25);
    let items = b["data"].as_array().unwrap();
    assert_eq!(items.len(), 10);
    assert_eq!(items[0]["subType"], "TRAVELED");
    assert_eq!(items[0]["type"], "air-traffic");
    let scores: Vec<i64> = items
        .iter()
        .map(|i| i["analytics"]["travelers"]["score"].as_i64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]));
    let links = &b["meta"]["links"];
    assert!(links["next"]
        .as_str()
        .unwrap()
        .contains("page%5Boffset%5D=10"));
    assert!(links["last"]
        .as_str()
        .unwrap()
        .contains("page%5Boffset%5D=20"));
    assert!(links["self"]
        .as_str()
        .unwrap()
        .contains("sort=analytics.travelers.score"));

    let q = |s: &str| {
        run::<op::MostTraveled>("/x", s, |r, q| {
            tops::top_destinations(r, q, Seed::DEFAULT, today, true, true)
        })
    };
    assert_eq!(
        err(q("period=2026-01")),
        (400, 32171, "originCityCode".into())
    );
    assert_eq!(
        err(q("originCityCode=MA1&period=2026-01")),
        (400, 477, "originCityCode".into())
    );
    assert_eq!(
        err(q("originCityCode=MAD&period=2026-1")),
        (400, 477, "period".into())
    );
    assert_eq!(
        err(q("originCityCode=MAD&period=2026-06")),
        (400, 425, "period".into())
    );
    assert_eq!(
        err(q("originCityCode=MAD&period=2025-05")),
        (400, 425, "period".into())
    );
    assert!(q("originCityCode=MAD&period=2025-06").is_ok());
    assert_eq!(
        err(q("originCityCode=MAD&period=2026-01&sort=x")),
        (400, 572, "sort".into())
    );
    assert_eq!(
        err(q("originCityCode=MAD&period=2026-01&max=0")),
        (400, 477, "max".into())
    );
}

#[test]
fn busiest_adds_up_to_100_and_follows_the_hemisphere() {
    for (city, peaks) in [("LON", vec![6, 7, 8]), ("SYD", vec![12, 1])] {
        for departing in [false, true] {
            let c = data::city(city).unwrap();
            let v = traffic::busiest(Seed::DEFAULT, c, 2025, departing);
            assert_eq!(v.len(), 12);
            assert_eq!(v.iter().map(|x| x.1).sum::<i64>(), 100);
            let top: u32 = v[0].0[5..].parse().unwrap();
            assert!(peaks.contains(&top), "{city} {v:?}");
            assert!(v.windows(2).all(|w| w[0].1 >= w[1].1));
        }
    }
    let today = d(TODAY);
    let q = |s: &str| {
        run::<op::BusiestPeriod>("/x", s, |r, q| {
            tops::busiest(r, q, Seed::DEFAULT, today, true)
        })
    };
    let b = body(&q("cityCode=PAR&period=2025").unwrap());
    assert_eq!(b["meta"]["count"], 12);
    assert!(b["meta"]["links"]["self"]
        .as_str()
        .unwrap()
        .contains("direction=ARRIVING"));
    assert!(b["data"][0]["analytics"].get("flights").is_none());
    assert_eq!(
        err(q("cityCode=PAR&period=2026")),
        (400, 425, "period".into())
    );
    assert_eq!(
        err(q("cityCode=PAR&period=25")),
        (400, 477, "period".into())
    );
    assert_eq!(
        err(q("cityCode=PAR&period=2025&direction=UP")),
        (400, 572, "direction".into())
    );
}

#[test]
fn air_traffic_answers_past_periods_back_to_2011_unless_held_to_the_letter() {
    let today = d(TODAY);
    let traveled = |s: &str, strict: bool| {
        run::<op::MostTraveled>("/x", s, |r, q| {
            tops::top_destinations(r, q, Seed::DEFAULT, today, false, strict)
        })
    };
    let busiest = |s: &str, strict: bool| {
        run::<op::BusiestPeriod>("/x", s, |r, q| {
            tops::busiest(r, q, Seed::DEFAULT, today, strict)
        })
    };
    // the provider's documented examples ask for 2017
    let old = body(&traveled("originCityCode=MAD&period=2017-01", false).unwrap());
    assert_eq!(old["data"].as_array().unwrap().len(), 10);
    assert!(traveled("originCityCode=MAD&period=2011-01", false).is_ok());
    assert!(busiest("cityCode=MAD&period=2017", false).is_ok());
    assert!(busiest("cityCode=MAD&period=2011", false).is_ok());
    for strict in [false, true] {
        // before the model's first year, the month not yet over, the future
        for period in ["2010-12", "2026-06", "2027-01"] {
            let q = format!("originCityCode=MAD&period={period}");
            let refused = err(traveled(&q, strict));
            assert_eq!(refused, (400, 425, "period".into()), "{period} {strict}");
        }
        for period in ["2010", "2026", "2030"] {
            let q = format!("cityCode=MAD&period={period}");
            let refused = err(busiest(&q, strict));
            assert_eq!(refused, (400, 425, "period".into()), "{period} {strict}");
        }
    }
    // the interface's letter: the past 12 months, the last three years
    assert_eq!(
        err(traveled("originCityCode=MAD&period=2017-01", true)),
        (400, 425, "period".into())
    );
    assert_eq!(
        err(busiest("cityCode=MAD&period=2017", true)),
        (400, 425, "period".into())
    );
}

#[test]
fn location_scores_are_bounded_with_three_radii() {
    let centre = area::scores(Seed::DEFAULT, 48.8566, 2.3522);
    assert_eq!(
        centre.iter().map(|s| s.radius).collect::<Vec<_>>(),
        vec![200, 500, 1500]
    );
    let remote = area::scores(Seed::DEFAULT, -45.0, -120.0);
    for s in centre.iter().chain(remote.iter()) {
        for v in [
            s.sight,
            s.historical,
            s.beach_and_park,
            s.restaurant,
            s.vegetarian,
            s.shopping,
            s.luxury,
            s.night_life,
        ] {
            assert!((0..=100).contains(&v));
        }
    }
    assert!(centre[0].restaurant > remote[0].restaurant + 30);
    // open ocean, far from any land: nothing at all, beaches and parks included
    for s in &remote {
        assert_eq!(
            (
                s.sight,
                s.beach_and_park,
                s.restaurant,
                s.shopping,
                s.night_life
            ),
            (0, 0, 0, 0, 0),
            "{s:?}"
        );
    }
    // a coast with airfields near: parks and beaches without a city
    let coast = area::scores(Seed::DEFAULT, 43.695, 7.265);
    assert!(coast[2].beach_and_park > 0, "{coast:?}");
    assert_eq!(centre, area::scores(Seed::DEFAULT, 48.8566, 2.3522));
    let r = cra(&req("/x", "latitude=41.397158&longitude=2.160873")).unwrap();
    let b = body(&r);
    assert_eq!(b["meta"]["count"], 3);
    assert_eq!(b["data"][2]["radius"], 1500);
    assert_eq!(b["data"][0]["geoCode"]["latitude"], 41.397158);
    assert!(b["data"][0]["categoryScores"]["nightLife"]["overall"].is_i64());
    assert_eq!(
        err(cra(&req("/x", "latitude=91&longitude=2"))),
        (400, 477, "latitude".into())
    );
    assert_eq!(
        err(cra(&req("/x", "latitude=41"))),
        (400, 32171, "longitude".into())
    );
}

#[test]
fn flight_status_matches_the_flight_generator() {
    let date = d("2026-12-15");
    let any = |_: &data::Airline| true;
    let rules = LegRules {
        seed: Seed::DEFAULT,
        max_connections: 0,
        allowed: &any,
    };
    let itins = schedule::leg_options("LHR", "JFK", date, &rules);
    let leg = itins.first().expect("a nonstop LHR-JFK flight").first();
    let p = leg.p;
    let q = format!(
        "carrierCode={}&flightNumber={}&scheduledDepartureDate=2026-12-15",
        p.carrier.iata, p.number
    );
    let b = body(&fst(&req(op::FlightStatus::PATH, &q)).unwrap());
    let flights = b["data"].as_array().unwrap();
    assert_eq!(b["meta"]["count"].as_u64().unwrap() as usize, flights.len());
    let f = flights
        .iter()
        .find(|f| {
            f["flightPoints"][0]["iataCode"] == "LHR" && f["flightPoints"][1]["iataCode"] == "JFK"
        })
        .expect("the searched flight");
    assert_eq!(f["type"], "DatedFlight");
    assert_eq!(f["flightDesignator"]["flightNumber"], p.number);
    assert_eq!(f["flightDesignator"]["carrierCode"], p.carrier.iata);
    let std = format!(
        "{}{}",
        leg.dep.format("%Y-%m-%dT%H:%M"),
        utc_offset(p.from.tz, leg.dep)
    );
    let sta = format!(
        "{}{}",
        leg.arr.format("%Y-%m-%dT%H:%M"),
        utc_offset(p.to.tz, leg.arr)
    );
    assert_eq!(
        f["flightPoints"][0]["departure"]["timings"][0]["qualifier"],
        "STD"
    );
    assert_eq!(
        f["flightPoints"][0]["departure"]["timings"][0]["value"],
        std
    );
    assert_eq!(f["flightPoints"][1]["arrival"]["timings"][0]["value"], sta);
    assert!(
        std.ends_with("+00:00") && sta.ends_with("-05:00"),
        "{std} {sta}"
    );
    assert_eq!(
        f["legs"][0]["aircraftEquipment"]["aircraftType"],
        p.aircraft
    );
    assert_eq!(
        f["segments"][0]["scheduledSegmentDuration"],
        iso_duration(p.block_min)
    );
    assert_eq!(f["scheduledDepartureDate"], "2026-12-15");

    // no such flight, or a suffix the generator never uses: empty
    let none = body(
        &fst(&req(
            "/x",
            "carrierCode=BA&flightNumber=9999&scheduledDepartureDate=2026-12-15",
        ))
        .unwrap(),
    );
    assert_eq!(none["meta"]["count"], 0);
    let sfx = body(&fst(&req("/x", &format!("{q}&operationalSuffix=A"))).unwrap());
    assert_eq!(sfx["data"].as_array().unwrap().len(), 0);

    let e = |s: &str| err(fst(&req("/x", s)));
    assert_eq!(
        e("flightNumber=1&scheduledDepartureDate=2026-12-15"),
        (400, 32171, "carrierCode".into())
    );
    assert_eq!(
        e("carrierCode=BA&flightNumber=12345&scheduledDepartureDate=2026-12-15"),
        (400, 477, "flightNumber".into())
    );
    assert_eq!(
        e("carrierCode=BA&flightNumber=1&scheduledDepartureDate=15-12-2026"),
        (400, 477, "scheduledDepartureDate".into())
    );
    assert_eq!(
        e("carrierCode=BA&flightNumber=1&scheduledDepartureDate=2026-12-15&operationalSuffix=AB"),
        (400, 477, "operationalSuffix".into())
    );
}

fn delay_query(from: &str, to: &str, dep: &str, arr_date: &str, arr: &str) -> String {
    format!(
        "originLocationCode={from}&destinationLocationCode={to}&departureDate=2026-08-07&departureTime={dep}\
         &arrivalDate={arr_date}&arrivalTime={arr}&aircraftCode=320&carrierCode=XX&flightNumber=123&duration=PT2H"
    )
}

fn less_than_30(b: &Value) -> f64 {
    b["data"][0]["probability"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn delay_probabilities_add_up_and_late_big_airports_are_worse() {
    let late = body(
        &fdl(&req(
            "/x",
            &delay_query("LHR", "JFK", "22:00:00", "2026-08-08", "01:00:00"),
        ))
        .unwrap(),
    );
    let items = late["data"].as_array().unwrap();
    assert_eq!(items.len(), 4);
    assert_eq!(items[0]["result"], "LESS_THAN_30_MINUTES");
    assert_eq!(items[3]["result"], "OVER_120_MINUTES_OR_CANCELLED");
    assert_eq!(items[0]["id"], "XX123LHRJFK20260807");
    let total: i64 = items
        .iter()
        .map(|i| {
            i["probability"]
                .as_str()
                .unwrap()
                .replace("0.", "")
                .parse::<i64>()
                .unwrap()
        })
        .sum();
    assert_eq!(total, 100_000_000);
    // a small field early in the morning
    let small = data::airports()
        .iter()
        .find(|a| a.size > 0 && a.size < 15 && a.country == "GB")
        .unwrap();
    let early = body(
        &fdl(&req(
            "/x",
            &delay_query(small.iata, "LHR", "07:00:00", "2026-08-07", "09:00:00"),
        ))
        .unwrap(),
    );
    assert!(
        less_than_30(&early) > less_than_30(&late) + 0.1,
        "{early} {late}"
    );
    // deterministic
    assert_eq!(
        late,
        body(
            &fdl(&req(
                "/x",
                &delay_query("LHR", "JFK", "22:00:00", "2026-08-08", "01:00:00")
            ))
            .unwrap()
        )
    );

    let e = |s: &str| err(fdl(&req("/x", s)));
    assert_eq!(
        e(&delay_query(
            "LHR",
            "JFK",
            "22:00",
            "2026-08-08",
            "01:00:00"
        )),
        (400, 477, "departureTime".into())
    );
    assert_eq!(
        e(&delay_query(
            "LHR",
            "JFK",
            "22:00:00",
            "2026-08-07",
            "16:00:00"
        )),
        (400, 4926, "arrivalDate".into())
    );
    assert_eq!(
        e(&delay_query("LHR", "JFK", "22:00:00", "2026-08-08", "01:00:00").replace("PT2H", "2H")),
        (400, 477, "duration".into())
    );
    assert_eq!(
        e(
            &delay_query("LHR", "JFK", "22:00:00", "2026-08-08", "01:00:00")
                .replace("aircraftCode=320&", "")
        ),
        (400, 32171, "aircraftCode".into())
    );
    assert_eq!(
        e(&delay_query(
            "LHR",
            "QQQ",
            "22:00:00",
            "2026-08-08",
            "01:00:00"
        )),
        (400, 4926, "destinationLocationCode".into())
    );
}

#[test]
fn iso_durations_parse() {
    assert_eq!(iso_minutes("PT7H55M"), Some(475));
    assert_eq!(iso_minutes("PT31H10M"), Some(1870));
    assert_eq!(iso_minutes("P1DT2H"), Some(1560));
    assert_eq!(iso_minutes("PT"), None);
    assert_eq!(iso_minutes("P"), None);
    assert_eq!(iso_minutes("PT5M2H"), None);
    assert_eq!(iso_minutes("7H"), None);
}

#[test]
fn on_time_depends_on_size_and_validates() {
    let big = body(&ont(&req("/x", "airportCode=JFK&date=2026-07-10")).unwrap());
    assert_eq!(big["data"]["type"], "prediction");
    assert_eq!(big["data"]["subType"], "on-time");
    assert_eq!(big["data"]["id"], "JFK20260710");
    let small = data::airports()
        .iter()
        .find(|a| a.size > 0 && a.size < 10)
        .unwrap();
    let small = body(
        &ont(&req(
            "/x",
            &format!("airportCode={}&date=2026-03-11", small.iata),
        ))
        .unwrap(),
    );
    let p = |b: &Value| {
        b["data"]["probability"]
            .as_str()
            .unwrap()
            .parse::<f64>()
            .unwrap()
    };
    assert!(p(&small) > p(&big));
    assert!(big["data"]["result"]
        .as_str()
        .unwrap()
        .parse::<f64>()
        .is_ok());
    assert_eq!(
        err(ont(&req("/x", "airportCode=JFK&date=2026-7-10"))),
        (400, 477, "date".into())
    );
    assert_eq!(
        err(ont(&req("/x", "date=2026-07-10"))),
        (400, 32171, "airportCode".into())
    );
}

#[test]
fn trip_purpose_reads_stay_weekdays_and_place() {
    let today = d(TODAY);
    // Tuesday to Thursday, London to Frankfurt, booked a week ahead
    let biz = body(&trip("/x", "originLocationCode=LON&destinationLocationCode=FRA&departureDate=2026-06-16&returnDate=2026-06-18&searchDate=2026-06-09", today).unwrap());
    assert_eq!(biz["data"]["result"], "BUSINESS", "{biz}");
    assert!(biz["meta"].get("defaults").is_none());
    // ten days over a weekend to Palma
    let fun = body(&trip("/x", "originLocationCode=LON&destinationLocationCode=PMI&departureDate=2026-07-10&returnDate=2026-07-20", today).unwrap());
    assert_eq!(fun["data"]["result"], "LEISURE");
    assert_eq!(fun["data"]["id"], "LONPMI20260710");
    assert_eq!(fun["meta"]["defaults"]["searchDate"], TODAY);
    assert!(fun["meta"]["links"]["self"]
        .as_str()
        .unwrap()
        .contains("searchDate=2026-06-10"));
    let p: f64 = fun["data"]["probability"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((0.5..=1.0).contains(&p));

    let e = |s: &str| err(trip("/x", s, today));
    assert_eq!(e("originLocationCode=LON&destinationLocationCode=PMI&departureDate=2026-07-10&returnDate=2026-07-01"), (400, 4926, "returnDate".into()));
    assert_eq!(e("originLocationCode=LON&destinationLocationCode=PMI&departureDate=2026-05-10&returnDate=2026-07-01"), (400, 425, "departureDate".into()));
    assert_eq!(
        e("originLocationCode=LON&destinationLocationCode=PMI&departureDate=2026-07-10"),
        (400, 32171, "returnDate".into())
    );
    assert_eq!(e("originLocationCode=LON&destinationLocationCode=PMI&departureDate=2026-07-10&returnDate=2026-07-20&searchDate=x"), (400, 477, "searchDate".into()));
}

#[test]
fn delay_model_is_monotone_in_hour() {
    let (lhr, cdg) = (data::airport("LHR").unwrap(), data::airport("CDG").unwrap());
    let at = |h: u32| {
        predict::delay(&predict::Flight {
            seed: Seed::DEFAULT,
            from: lhr,
            to: cdg,
            dep: d("2026-03-11").and_hms_opt(h, 0, 0).unwrap(),
            id: "X",
        })[0]
    };
    assert!(at(7) > at(14) && at(14) > at(21));
}
