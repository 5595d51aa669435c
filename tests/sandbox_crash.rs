//! `travel sandbox serve` killed with SIGKILL in the middle of a load: the state file
//! it leaves opens whole, holds every order and booking answered before the kill and
//! nothing half-written, and a server restarted on it sells on from there, never more
//! than there was.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use common::traffic::{self, Fate, Ledger, Load, Stock, ORDERS};
use common::{Home, Served, Target};

#[test]
fn a_server_killed_mid_load_loses_no_answered_booking_and_serves_on() {
    let home = Home::new();
    let s = Served::start(&home);
    let token = s.token();
    let stock = Arc::new(Stock::find(&s, &token));
    let state = s.state.clone();

    let load = Load::start(&[&s], &stock, 8);
    std::thread::sleep(Duration::from_secs(3));
    s.crash();
    let out = load.stop();
    assert!(
        out.unexpected.is_empty(),
        "{} unexpected answers before the kill, the first: {:?}",
        out.unexpected.len(),
        &out.unexpected[..out.unexpected.len().min(3)]
    );
    assert!(
        out.orders.iter().any(|o| o.fate == Fate::Made) && !out.hotel_bookings.is_empty(),
        "orders and bookings were answered before the kill"
    );

    // On disk, as the kill left it: whole, and everything answered is there.
    let ledger = Ledger::read(&state);
    ledger.assert_holds(&out);

    // A server on the same file answers for them, and sells what is left, exactly.
    let s = Served::start(&home);
    let token = s.token();
    for o in &out.orders {
        let r = s.get(&format!("{ORDERS}/{}", o.id), &token);
        match o.fate {
            Fate::Made => assert_eq!(r.status, 200, "{}", r.body),
            Fate::Cancelled => assert_eq!(r.status, 404, "{}", r.body),
            Fate::Unknown => assert!([200, 404].contains(&r.status), "{}", r.body),
        }
    }
    let scarce_more = traffic::sell_out(&s, &token, &stock.flight);
    let churn_more = traffic::sell_out(&s, &token, &stock.churn);
    traffic::book_out(&s, &token, &stock.hotel_offer);
    let ledger = Ledger::read(&state);
    ledger.assert_whole();
    ledger.assert_sold_as_shown(&stock, &out, &scarce_more, &churn_more);

    // And a new booking, of another stay, goes through: the room type on the first
    // night from the 20th that the hotel still sells it (its other guests fill some).
    let offer = (20..=26)
        .find_map(|day| {
            let (check_in, check_out) = (format!("2026-12-{day}"), format!("2026-12-{}", day + 1));
            let r = s.get(
                &traffic::hotel_offers_on(&stock.hotel_id, 1, &check_in, &check_out),
                &token,
            );
            assert_eq!(r.status, 200, "{}", r.body);
            r.json()["data"][0]["offers"].as_array().and_then(|os| {
                os.iter()
                    .find(|o| o["room"]["type"] == stock.room_type.as_str())
                    .map(|o| o["id"].as_str().unwrap().to_string())
            })
        })
        .expect("the room type another night");
    let r = s.post_json(
        traffic::HOTEL_BOOKINGS,
        &token,
        &traffic::booking(&offer, "AFTERCRASH"),
    );
    assert_eq!(r.status, 201, "{}", r.body);
}
