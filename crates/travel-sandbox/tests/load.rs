//! Served sandboxes under load: clients taking a fixed number of turns each,
//! searching, pricing, ordering the last seats of two flights and booking the last
//! rooms of one room type, all at once, through several servers sharing one state:
//! two on one SQLite file, three nodes on one PostgreSQL database. No answer is a
//! server error, nothing is sold twice or lost, and every order answered is there
//! afterwards, through every node. How long the requests take is the load bench's
//! concern (`cargo bench --bench load`), never asserted here.

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;

use common::database::Scratch;
use common::traffic::{self, Fate, Ledger, Load, Stock, ORDERS};
use common::{Home, Served, Target};

const CLIENTS: usize = 8;
/// Turns of the mix per client: a tenth of them order the class only sold, a fifth
/// the one also cancelled, a fifth book the room type, so every client alone asks for
/// more than there is.
const STEPS: usize = 60;

#[test]
fn eight_clients_competing_for_the_last_seats_and_rooms_never_oversell() {
    let home = Home::new();
    let s = Served::start(&home);
    let other = Served::start(&home);
    compete(&[&s, &other], CLIENTS, STEPS, || Ledger::read(&s.state));
}

/// Buyers at once for the last seats of one flight on three nodes of one PostgreSQL
/// database, each node on a pool smaller than the buyers, and the turns each takes:
/// together they ask for several times the seats there are.
const BUYERS: usize = 32;
const BUYER_STEPS: usize = 20;

#[test]
fn thirty_two_buyers_on_three_nodes_of_one_database_sell_each_seat_once() {
    let home = Home::new();
    let scratch = Scratch::new();
    let nodes: Vec<Served> = (0..3)
        .map(|_| Served::start_with(&home, |o| o.state = scratch.location(8)))
        .collect();
    let nodes: Vec<&Served> = nodes.iter().collect();
    compete(&nodes, BUYERS, BUYER_STEPS, || {
        Ledger::at(&scratch.location(1))
    });
}

/// `clients` at once through `nodes` (each client on one, in turn) for what `Stock`
/// finds scarce, then every assertion of what was sold against `ledger`, the state
/// read whole.
fn compete(nodes: &[&Served], clients: usize, steps: usize, ledger: impl Fn() -> Ledger) {
    let s = nodes[0];
    let token = s.token();
    let stock = Arc::new(Stock::find(s, &token));

    let out = Load::run(nodes, &stock, clients, steps);

    assert!(
        out.unexpected.is_empty(),
        "{} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert_eq!(out.lost, 0, "requests left unanswered");
    assert!(
        out.requests() >= clients * steps,
        "every turn answered: {} requests",
        out.requests()
    );
    assert!(out.sold_out > 0, "the clients ran the stock out");
    assert!(
        out.orders.iter().any(|o| o.fate == Fate::Cancelled) && !out.hotel_bookings.is_empty(),
        "the mix made, cancelled and booked something"
    );

    // Every order answered 201 is there, through every node; every one cancelled is
    // gone.
    for (o, node) in out
        .orders
        .iter()
        .flat_map(|o| nodes.iter().map(move |n| (o, n)))
    {
        let r = node.get(&format!("{ORDERS}/{}", o.id), &token);
        match o.fate {
            Fate::Made => {
                assert_eq!(r.status, 200, "{}", r.body);
                assert_eq!(r.json()["data"]["id"], o.id.as_str());
            }
            Fate::Cancelled => assert_eq!(r.status, 404, "{}", r.body),
            Fate::Unknown => unreachable!("every request was answered"),
        }
    }
    let made = |scarce: bool| -> Vec<String> {
        out.orders
            .iter()
            .filter(|o| o.fate == Fate::Made && o.scarce == scarce)
            .map(|o| o.id.clone())
            .collect()
    };
    let (scarce, churn) = (made(true), made(false));

    // What is left is sold one by one: with what the clients bought, exactly the seats
    // and rooms the sandbox showed at the start, not one more.
    let scarce_more = traffic::sell_out(s, &token, &stock.flight);
    let churn_more = traffic::sell_out(s, &token, &stock.churn);
    let rooms_more = traffic::book_out(s, &token, &stock.hotel_offer);
    assert_eq!(
        (scarce.len() + scarce_more.len()) as i64,
        stock.seats,
        "seats of the class only sold"
    );
    assert_eq!(
        (churn.len() + churn_more.len()) as i64,
        stock.churn_seats,
        "seats of the class sold and cancelled"
    );
    assert_eq!(
        out.hotel_bookings.len() as i64 + rooms_more,
        stock.rooms,
        "rooms"
    );

    // The state file agrees: these orders and no other, their seats, the rooms of
    // every booking answered.
    let ledger = ledger();
    ledger.assert_whole();
    let all: BTreeSet<&String> = [&scarce, &churn, &scarce_more, &churn_more]
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(ledger.orders.keys().collect::<BTreeSet<_>>(), all);
    let first = |a: &[String], b: &[String]| a.first().or(b.first()).expect("one").clone();
    assert_eq!(
        ledger.seats_like(&first(&scarce, &scarce_more)),
        stock.seats
    );
    assert_eq!(
        ledger.seats_like(&first(&churn, &churn_more)),
        stock.churn_seats
    );
    for (id, reference) in &out.hotel_bookings {
        assert_eq!(
            ledger.hotel_bookings.get(id),
            Some(reference),
            "booking {id}"
        );
    }
    assert_eq!(
        ledger.rooms_sold(&stock.hotel_id, &stock.room_type),
        [stock.rooms, stock.rooms],
        "rooms sold each night"
    );
}
