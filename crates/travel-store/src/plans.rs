//! The plan SQLite makes of every statement the backends run for a request: each finds
//! what it reads by an index, and none goes through a table of what the tenants keep
//! (orders, what they hold, bookings, tokens, clocks). A scan costs what the table
//! holds; a search costs what it finds. This is what keeps a search, a pricing or an
//! order as fast with a hundred thousand orders kept as with none
//! (`cargo bench --bench volume` measures it).
//!
//! Every statement run is recorded (SQLite's trace, with its parameters' values), then
//! explained.

use std::collections::BTreeSet;
use std::sync::Mutex;

use chrono::NaiveDate;
use rusqlite::Connection;

use crate::flights::NewOrder;
use crate::hotels::NewBooking;
use crate::store::Store;
use crate::tenant::Tenant;
use crate::testing::store;
use crate::tokens::Issued;
use travel_core::model::order::FlightOrder;
use travel_world::flights::sales::Take;
use travel_world::hotels::catalog;
use travel_world::hotels::offers::OfferKey;

/// Tables that hold what the file keeps about itself, a few rows whatever the tenants
/// do: scanning them costs nothing that grows.
const OF_THE_FILE: &[&str] = &["sandbox_meta", "schema_versions"];

/// The statements run while tracing, as SQLite's trace gives them.
static RUN: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn noted(sql: &str) {
    RUN.lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(sql.to_string());
}

impl Store {
    /// Run `f`, and give back every statement it ran on the state.
    fn traced(&self, f: impl FnOnce()) -> BTreeSet<String> {
        let trace = |on: Option<fn(&str)>| {
            self.sqlite().trace(on);
        };
        RUN.lock().unwrap_or_else(|p| p.into_inner()).clear();
        trace(Some(noted));
        f();
        trace(None);
        let run = std::mem::take(&mut *RUN.lock().unwrap_or_else(|p| p.into_inner()));
        run.into_iter().collect()
    }
}

/// The reads whose range is the danger, and how each must be found: a dated flight's
/// seats by the flight and date (not every flight of the tenant), a stay's rooms by
/// the nights (not every night ever sold at the hotel), the lapsed orders by the day
/// (not every order of the tenant).
const RANGES: &[(&str, &str)] = &[
    (
        "SELECT f.key, s.class, SUM(s.seats) FROM json_each(",
        "(tenant=? AND flight_key=? AND date=?)",
    ),
    (
        "SELECT label, order_id FROM flight_seats_taken",
        "(tenant=? AND flight_key=? AND date=?)",
    ),
    (
        "SELECT room_type, night, booked FROM hotel_room_nights",
        "(tenant=? AND hotel_id=? AND night>? AND night<?)",
    ),
    (
        "SELECT id FROM flight_orders WHERE tenant",
        "(tenant=? AND lapses_after<?)",
    ),
];

/// The steps of SQLite's plan of `sql`.
fn plan(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    let mut plan = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
    let steps = plan.query_map([], |r| r.get::<_, String>(3))?;
    steps.collect()
}

/// The steps of a plan that read more than a statement needs of what the tenants keep:
/// a scan of a table, or all a tenant's rows of one where the statement does not
/// count them.
fn too_wide(sql: &str, steps: &[String]) -> Vec<String> {
    let counts = sql.starts_with("SELECT count(*)");
    steps
        .iter()
        .filter(|step| {
            // what a statement was given (a JSON array of flights) is not kept
            let scanned = step.strip_prefix("SCAN ").is_some_and(|rest| {
                let table = rest.split(' ').next().unwrap_or_default();
                table != "CONSTANT"
                    && !OF_THE_FILE.contains(&table)
                    && !rest.contains("VIRTUAL TABLE")
            });
            let tenants_all = step.ends_with("(tenant=?)") && !step.contains("PRIMARY KEY");
            scanned || (!counts && tenants_all)
        })
        .cloned()
        .collect()
}

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2030, m, d).expect("a date")
}

/// A new order `id` of one seat, and seat `label`, on a dated flight.
fn sell(store: &Store, tenant: &Tenant, id: &str, lapses_after: Option<NaiveDate>, label: &str) {
    let order = FlightOrder {
        id: id.into(),
        ..FlightOrder::default()
    };
    let new = NewOrder {
        id,
        reference: id,
        created_on: day(1, 1),
        ticketing_on: day(1, 5),
        lapses_after,
        order: &order,
    };
    let take = Take {
        segment: "1".into(),
        flight: "IB3400".into(),
        key: "IB3400MADBCN".into(),
        date: day(6, 1),
        class: 'Y',
        seats: 1,
        labels: vec![label.into()],
    };
    store
        .flights(tenant)
        .sell(&new, &[take], day(1, 10))
        .unwrap_or_else(|e| panic!("{id} sold: {e:?}"));
}

#[test]
fn no_statement_of_a_request_scans_what_the_tenants_keep() {
    let (store, _dir) = store();
    let (ours, theirs) = (Tenant::new("ours"), Tenant::new("theirs"));
    // something of every kind kept, by two tenants
    sell(&store, &theirs, "THEIRS", None, "12A");
    sell(&store, &ours, "LAPSED", Some(day(1, 5)), "12B");
    let hotel = catalog::city_hotels(travel_core::stable::Seed::DEFAULT, "PAR")
        .first()
        .cloned()
        .expect("a hotel in Paris");
    let key = OfferKey {
        hotel_id: hotel.id.clone(),
        check_in: day(3, 2),
        nights: 3,
        room: 0,
        rate: 0,
        adults: 1,
        rooms: 1,
        currency: None,
    };
    let booking = NewBooking {
        offer_id: "OFFER",
        rate_code: "RAC",
        total: "100.00",
        currency: "EUR",
        card_vendor: "VI",
        card_last4: "1111",
        guests: vec![vec!["ADA LOVELACE".into()]],
        created_at: "2030-01-10T00:00:00Z".into(),
    };
    store.hotels(&theirs).book(&hotel, &key, &booking).unwrap();
    let token = |client: &str| Issued {
        client_id: client.into(),
        credentials: None,
        expires_at: 100,
    };
    store.tokens().issue("OLD", &token("theirs"), 0).unwrap();

    // what requests run: a token issued and checked, the clock read, seats read and
    // sold (a lapsed order swept out by the sale), an order read and cancelled, rooms
    // read and booked, what a tenant holds counted
    let run = store.traced(|| {
        let tokens = store.tokens();
        tokens.issue("NEW", &token("ours"), 1_000).unwrap();
        tokens.find("NEW").unwrap();
        let meta = store.meta();
        meta.clock(&ours).unwrap();
        meta.next_serial().unwrap();
        meta.salt().unwrap();
        let flights = store.flights(&ours);
        let asked = [("IB3400MADBCN", day(6, 1)), ("IB3402MADBCN", day(6, 1))];
        flights.sold_on_each(&asked, day(1, 10)).unwrap();
        flights
            .taken_on("IB3400MADBCN", day(6, 1), day(1, 10))
            .unwrap();
        sell(&store, &ours, "OURS", None, "12B");
        flights.order("OURS", day(1, 10)).unwrap();
        flights.count(day(1, 10)).unwrap();
        flights.cancel("OURS", day(1, 10)).unwrap();
        let hotels = store.hotels(&ours);
        hotels
            .availability(&hotel, key.check_in, key.check_out())
            .unwrap();
        hotels.book(&hotel, &key, &booking).unwrap();
        hotels.bookings().unwrap();
    });
    assert!(
        store
            .flights(&ours)
            .order("LAPSED", day(1, 1))
            .unwrap()
            .is_none(),
        "swept"
    );
    assert!(run.len() > 20, "{run:#?}");
    let plans: Vec<(String, Vec<String>)> = {
        let conn = store.sqlite();
        run.iter()
            .map(|sql| {
                Ok((
                    sql.split_whitespace().collect::<Vec<_>>().join(" "),
                    plan(&conn, sql)?,
                ))
            })
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap()
    };
    let wide: Vec<(&str, Vec<String>)> = plans
        .iter()
        .map(|(sql, steps)| (sql.as_str(), too_wide(sql, steps)))
        .filter(|(_, wide)| !wide.is_empty())
        .collect();
    assert!(wide.is_empty(), "{wide:#?}");
    for (read, by) in RANGES {
        let (sql, steps) = plans
            .iter()
            .find(|(sql, _)| sql.starts_with(read))
            .unwrap_or_else(|| panic!("{read} was not run"));
        assert!(steps.iter().any(|s| s.ends_with(by)), "{sql}: {steps:?}");
    }
}
