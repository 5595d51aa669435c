//! Served sandboxes under load: eight clients, a fixed number of turns each,
//! searching, pricing, ordering the last seats of two flights and booking the last
//! rooms of one room type, all at once, through two servers sharing one state file.
//! No answer is a server error, nothing is sold twice or lost, and every order
//! answered is there afterwards. How long the requests take is the load bench's
//! concern (`cargo bench --bench load`), never asserted here.

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;

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
    let token = s.token();
    let stock = Arc::new(Stock::find(&s, &token));

    let out = Load::run(&[&s, &other], &stock, CLIENTS, STEPS);

    assert!(
        out.unexpected.is_empty(),
        "{} unexpected answers, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert_eq!(out.lost, 0, "requests left unanswered");
    assert!(
        out.requests() >= CLIENTS * STEPS,
        "every turn answered: {} requests",
        out.requests()
    );
    assert!(out.sold_out > 0, "the clients ran the stock out");
    assert!(
        out.orders.iter().any(|o| o.fate == Fate::Cancelled) && !out.hotel_bookings.is_empty(),
        "the mix made, cancelled and booked something"
    );

    // Every order answered 201 is there; every one cancelled is gone.
    for o in &out.orders {
        let r = s.get(&format!("{ORDERS}/{}", o.id), &token);
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
    let scarce_more = traffic::sell_out(&s, &token, &stock.flight);
    let churn_more = traffic::sell_out(&s, &token, &stock.churn);
    let rooms_more = traffic::book_out(&s, &token, &stock.hotel_offer);
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
    let ledger = Ledger::read(&s.state);
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
