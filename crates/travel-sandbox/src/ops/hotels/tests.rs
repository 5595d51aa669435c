//! The hotel handlers, answered as the router would: the query and body decoded into
//! each operation's declared types, the envelope sent with its declared status, a
//! rejection as the service's error body. Offers and bookings run on given stores, each
//! its own connection to the state file (as several processes would), and a fixed today.

use std::sync::OnceLock;

use chrono::NaiveDate;
use serde_json::{json, Value};

use super::{book, lists, names, offers, order, sentiments};
use crate::app::App;
use crate::http::{Req, Resp};
use crate::router::{self, Answer};
use travel_core::ops::hotels as op;
use travel_core::ops::Operation;
use travel_core::stable::Seed;
use travel_store::tenant::Tenant;
use travel_store::Store;
use travel_world::hotels::catalog::{self, Hotel};
use travel_world::hotels::offers::OfferKey;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2030, 1, 10).unwrap()
}

fn get(path: &str, q: &str) -> Req {
    Req::test_get(path, q)
}

fn post(body: &Value) -> Req {
    Req::test_post(op::BookHotel::PATH, body, &[])
}

/// A response as sent: the success, or the error.
type Sent = Result<Resp, Resp>;

/// What the router sends for `Op`: the query and body decoded into the declared types,
/// `answer`'s envelope with the declared status, or its rejection.
fn respond<Op: Operation>(
    req: &Req,
    captured: &[(String, String)],
    answer: impl FnOnce(Op::Query, Op::Body) -> Answer<Op::Data>,
) -> Sent {
    router::respond::<Op>(req, captured.to_vec(), answer).map_err(Resp::from)
}

/// The tenant whose stores the bookings run on.
fn tenant() -> &'static Tenant {
    static TENANT: std::sync::LazyLock<Tenant> = std::sync::LazyLock::new(Tenant::default);
    &TENANT
}

/// An app for the handlers that read no state.
fn app() -> &'static App {
    static APP: OnceLock<(App, tempfile::TempDir)> = OnceLock::new();
    &APP.get_or_init(App::for_tests).0
}

fn by_city(req: &Req) -> Sent {
    respond::<op::HotelsByCity>(req, &[], |q, b| lists::by_city(app(), req, q, b))
}

fn by_geocode(req: &Req) -> Sent {
    respond::<op::HotelsByGeocode>(req, &[], |q, b| lists::by_geocode(app(), req, q, b))
}

fn by_hotels(req: &Req) -> Sent {
    respond::<op::HotelsByIds>(req, &[], |q, b| lists::by_ids(app(), req, q, b))
}

fn name_search(req: &Req) -> Sent {
    respond::<op::SearchHotelNames>(req, &[], |q, b| names::answer(app(), req, q, b))
}

fn sentiments(req: &Req) -> Sent {
    respond::<op::HotelSentiments>(req, &[], |q, b| sentiments::answer(app(), req, q, b))
}

fn offers_on(st: &Store, today: NaiveDate, req: &Req) -> Sent {
    respond::<op::SearchHotelOffers>(req, &[], |q, _| {
        offers::search_on(st.hotels(tenant()), Seed::DEFAULT, today, req, &q)
    })
}

fn offer_on(st: &Store, today: NaiveDate, req: &Req, id: &str) -> Sent {
    let captured = [("offerId".to_string(), id.to_string())];
    respond::<op::GetHotelOffer>(req, &captured, |q, _| {
        offers::by_id_on(st.hotels(tenant()), Seed::DEFAULT, today, req, &q.offer_id)
    })
}

fn book_on(st: &Store, today: NaiveDate, now: &str, req: &Req) -> Sent {
    respond::<op::BookHotel>(req, &[], |_, body| {
        book::book_on(st.hotels(tenant()), Seed::DEFAULT, today, now, req, body)
    })
}

fn ok(r: Sent) -> Value {
    let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
    serde_json::from_slice(&r.body).unwrap()
}

fn err(r: Sent) -> (u16, Value) {
    let e = r.expect_err("an error");
    (
        e.status,
        serde_json::from_slice::<Value>(&e.body).unwrap()["errors"][0].clone(),
    )
}

fn ids(v: &Value) -> Vec<String> {
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["hotelId"].as_str().unwrap().to_string())
        .collect()
}

fn state() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.sqlite3");
    (dir, path)
}

fn booking(offer_id: &str, vendor: &str, rooms: Value) -> Value {
    json!({"data": {
        "offerId": offer_id,
        "guests": [
            {"id": 1, "name": {"firstName": "BOB", "lastName": "SMITH"}, "contact": {"phone": "+33679278416", "email": "b@x.com"}},
            {"id": 2, "name": {"firstName": "ANN", "lastName": "SMITH"}, "contact": {"phone": "+33679278416", "email": "a@x.com"}}
        ],
        "payments": [{"id": 1, "method": "creditCard", "card": {"vendorCode": vendor, "cardNumber": "4111111111111111", "expiryDate": "2035-01"}}],
        "rooms": rooms,
    }})
}

/// The first offer (all rates) of the first hotel in a city matching `pick`.
fn find_offer(st: &Store, city: &str, q: &str, pick: impl Fn(&Hotel) -> bool) -> (Hotel, Value) {
    for h in catalog::city_hotels(Seed::DEFAULT, city)
        .iter()
        .filter(|h| pick(h))
    {
        let r = offers_on(
            st,
            today(),
            &get(
                op::SearchHotelOffers::PATH,
                &format!("hotelIds={}&{q}&bestRateOnly=false", h.id),
            ),
        );
        let v = ok(r);
        if let Some(item) = v["data"].as_array().unwrap().first() {
            return (h.clone(), item["offers"][0].clone());
        }
    }
    panic!("no offer in {city}");
}

#[test]
fn by_city_filters_and_sorts_by_distance() {
    let all = ok(by_city(&get(op::HotelsByCity::PATH, "cityCode=PAR")));
    let n = all["data"].as_array().unwrap().len();
    assert!(n >= 40, "{n}");
    assert!(all["meta"]["links"]["self"]
        .as_str()
        .unwrap()
        .ends_with("cityCode=PAR&radius=5&radiusUnit=KM&hotelSource=ALL"));
    let d: Vec<f64> = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["distance"]["value"].as_f64().unwrap())
        .collect();
    assert!(d.windows(2).all(|w| w[0] <= w[1]) && d.iter().all(|x| *x <= 5.0));
    // Deterministic.
    assert_eq!(
        all,
        ok(by_city(&get(op::HotelsByCity::PATH, "cityCode=PAR")))
    );
    // A wider radius finds more; miles are longer than kilometres.
    let wide = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=30",
    )));
    assert!(wide["data"].as_array().unwrap().len() > n);
    let miles = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=5&radiusUnit=MILE",
    )));
    assert!(miles["data"].as_array().unwrap().len() >= n);
    assert_eq!(miles["data"][0]["distance"]["unit"], "MILE");

    let hilton = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=50&chainCodes=HL,HX",
    )));
    assert!(ids(&hilton)
        .iter()
        .all(|i| i.starts_with("HL") || i.starts_with("HX")));
    let empty_chain = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&chainCodes=",
    )));
    assert_eq!(empty_chain["data"].as_array().unwrap().len(), n);

    let rated = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=50&ratings=4,5",
    )));
    assert!(rated["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|h| h["rating"] == "4" || h["rating"] == "5"));
    let pool = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=50&amenities=SWIMMING_POOL,BAR%20or%20LOUNGE",
    )));
    for h in pool["data"].as_array().unwrap() {
        let a: Vec<&str> = h["amenities"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap())
            .collect();
        assert!(a.contains(&"SWIMMING_POOL") && a.contains(&"BAR or LOUNGE"));
    }
    let bedbank = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=50&hotelSource=BEDBANK",
    )));
    let direct = ok(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&radius=50&hotelSource=DIRECTCHAIN",
    )));
    assert_eq!(
        bedbank["data"].as_array().unwrap().len() + direct["data"].as_array().unwrap().len(),
        ok(by_city(&get(
            op::HotelsByCity::PATH,
            "cityCode=PAR&radius=50"
        )))["data"]
            .as_array()
            .unwrap()
            .len()
    );

    let (s, e) = err(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&amenities=HELIPAD",
    )));
    assert_eq!((s, e["code"].as_i64()), (400, Some(572)));
    let (_, e) = err(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&ratings=1,2,3,4,5",
    )));
    assert_eq!(e["code"], 477);
    let (_, e) = err(by_city(&get(
        op::HotelsByCity::PATH,
        "cityCode=PAR&chainCodes=ZZ",
    )));
    assert_eq!(e["code"], 895);
    let (_, e) = err(by_city(&get(op::HotelsByCity::PATH, "cityCode=QQQ")));
    assert_eq!(e["code"], 1157);
    let (_, e) = err(by_city(&get(op::HotelsByCity::PATH, "radius=3")));
    assert_eq!(e["code"], 32171);
}

#[test]
fn by_geocode_and_by_hotels() {
    let near = ok(by_geocode(&get(
        op::HotelsByGeocode::PATH,
        "latitude=51.5074&longitude=-0.1278&radius=2",
    )));
    let list = near["data"].as_array().unwrap();
    assert!(!list.is_empty());
    assert!(list
        .iter()
        .all(|h| h["iataCode"] == "LON" && h["distance"]["value"].as_f64().unwrap() <= 2.0));
    let some: Vec<String> = ids(&near).into_iter().take(3).collect();
    let q = format!("hotelIds={},XXLON000", some.join(","));
    let by_ids = ok(by_hotels(&get(op::HotelsByIds::PATH, &q)));
    assert_eq!(ids(&by_ids), some);
    let (_, e) = err(by_hotels(&get(op::HotelsByIds::PATH, "hotelIds=XXLON000")));
    assert_eq!(e["code"], 3237);
    let (_, e) = err(by_geocode(&get(
        op::HotelsByGeocode::PATH,
        "latitude=91&longitude=0",
    )));
    assert_eq!(e["code"], 477);
}

#[test]
fn name_search_and_sentiments() {
    let v = ok(name_search(&get(
        op::SearchHotelNames::PATH,
        "keyword=HILTON%20PARIS&subType=HOTEL_GDS&subType=HOTEL_LEISURE",
    )));
    let list = v["data"].as_array().unwrap();
    assert!(!list.is_empty() && list.len() <= 20);
    assert!(list
        .iter()
        .all(|m| m["name"].as_str().unwrap().contains("HILTON")
            && m["type"] == "location"
            && m["hotelIds"].as_array().unwrap().len() == 1));
    let gds_fr = ok(name_search(&get(
        op::SearchHotelNames::PATH,
        "keyword=IBIS&subType=HOTEL_GDS&countryCode=FR&max=5",
    )));
    let list = gds_fr["data"].as_array().unwrap();
    assert_eq!(list.len(), 5);
    assert!(list
        .iter()
        .all(|m| m["subType"] == "HOTEL_GDS" && m["address"]["countryCode"] == "FR"));
    let (_, e) = err(name_search(&get(
        op::SearchHotelNames::PATH,
        "keyword=IBI&subType=HOTEL_GDS",
    )));
    assert_eq!(e["code"], 477);
    let (_, e) = err(name_search(&get(
        op::SearchHotelNames::PATH,
        "keyword=IBIS",
    )));
    assert_eq!(e["code"], 32171);

    let id = &catalog::city_hotels(Seed::DEFAULT, "LON")[0].id;
    let v = ok(sentiments(&get(
        op::HotelSentiments::PATH,
        &format!("hotelIds={id},XXYYY001"),
    )));
    assert_eq!(v["data"][0]["hotelId"], id.as_str());
    assert_eq!(v["data"][0]["type"], "hotelSentiment");
    assert!((0..=100).contains(&v["data"][0]["overallRating"].as_i64().unwrap()));
    assert_eq!(v["warnings"][0]["code"], 913);
    assert_eq!(v["warnings"][0]["source"]["pointer"], "XXYYY001");
    let (_, e) = err(sentiments(&get(
        op::HotelSentiments::PATH,
        "hotelIds=A1234567,B1234567,C1234567,D1234567",
    )));
    assert_eq!(e["code"], 477);
}

#[test]
fn offers_validate_and_are_stable() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let h = &catalog::city_hotels(Seed::DEFAULT, "PAR")[0];
    let q = format!(
        "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-02-04&adults=1",
        h.id
    );
    let a = ok(offers_on(
        &st,
        today(),
        &get(op::SearchHotelOffers::PATH, &q),
    ));
    assert_eq!(
        a,
        ok(offers_on(
            &st,
            today(),
            &get(op::SearchHotelOffers::PATH, &q)
        ))
    );
    // Another process (another connection) builds the same offer from the id alone.
    let id = a["data"][0]["offers"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let st2 = Store::open(&path).unwrap();
    let again = ok(offer_on(&st2, today(), &get("", ""), &id));
    assert_eq!(again["data"]["offers"][0], a["data"][0]["offers"][0]);
    assert_eq!(again["data"]["available"], true);

    let all = ok(offers_on(
        &st,
        today(),
        &get(
            op::SearchHotelOffers::PATH,
            &format!("{q}&bestRateOnly=false"),
        ),
    ));
    assert!(
        all["data"][0]["offers"].as_array().unwrap().len()
            >= a["data"][0]["offers"].as_array().unwrap().len()
    );
    let usd = ok(offers_on(
        &st,
        today(),
        &get(op::SearchHotelOffers::PATH, &format!("{q}&currency=USD")),
    ));
    assert_eq!(usd["data"][0]["offers"][0]["price"]["currency"], "USD");

    let cases = [
        ("hotelIds=XX", 392),
        (&*format!("hotelIds={}&checkInDate=2030-01-09", h.id), 381),
        (
            &*format!(
                "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-02-01",
                h.id
            ),
            404,
        ),
        (
            &*format!(
                "hotelIds={}&checkInDate=2030-02-01&checkOutDate=2030-06-01",
                h.id
            ),
            377,
        ),
        (&*format!("hotelIds={}&adults=10", h.id), 397),
        (&*format!("hotelIds={}&currency=usd", h.id), 61),
        (&*format!("hotelIds={}&boardType=SOME", h.id), 572),
        (&*format!("hotelIds={}&priceRange=100-200", h.id), 32171),
    ];
    for (q, code) in cases {
        let (_, e) = err(offers_on(
            &st,
            today(),
            &get(op::SearchHotelOffers::PATH, q),
        ));
        assert_eq!(e["code"], code, "{q}");
    }
    let many: Vec<String> = catalog::city_hotels(Seed::DEFAULT, "PAR")
        .iter()
        .take(21)
        .map(|h| h.id.clone())
        .collect();
    let (_, e) = err(offers_on(
        &st,
        today(),
        &get(
            op::SearchHotelOffers::PATH,
            &format!("hotelIds={}", many.join(",")),
        ),
    ));
    assert_eq!(e["code"], 477);
    let (s, e) = err(offer_on(&st, today(), &get("", ""), "TSXOJ6LFQ3"));
    assert_eq!((s, e["code"].as_i64()), (404, Some(1797)));
    // the documentation's own offer id is an offer of the documented hotel, a month on
    let documented = ok(offer_on(&st, today(), &get("", ""), "TSXOJ6LFQ2"));
    let offer = &documented["data"]["offers"][0];
    assert_eq!(documented["data"]["hotel"]["hotelId"], "MCLONGHM");
    assert_eq!(offer["id"], "TSXOJ6LFQ2");
    assert_eq!(
        offer["checkInDate"],
        (today() + chrono::Duration::days(30)).to_string()
    );
}

#[test]
fn the_last_room_is_sold_once_then_3664() {
    let (_d, path) = state();
    let a = Store::open(&path).unwrap();
    let b = Store::open(&path).unwrap();
    let q = "checkInDate=2030-03-02&checkOutDate=2030-03-05&adults=1";
    let (h, offer) = find_offer(&a, "LON", q, |h| {
        !h.payments.cards.is_empty() && h.payments.cards.contains(&"VI")
    });
    let id = offer["id"].as_str().unwrap().to_string();
    let key = OfferKey::decode(&id).unwrap();
    let left = |st: &Store| {
        st.hotels(tenant())
            .availability(&h, key.check_in, key.check_out())
            .unwrap()[key.room]
    };
    let start = left(&a);
    assert!(start >= 1);
    // Two connections (as two processes) book in turn until nothing is left.
    for i in 0..start {
        let st = if i % 2 == 0 { &a } else { &b };
        let r = book_on(st, today(), "now", &post(&booking(&id, "VI", json!([]))));
        let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
        assert_eq!(r.status, 201);
        assert_eq!(left(&a), start - i - 1);
        assert_eq!(left(&b), start - i - 1);
    }
    let (s, e) = err(book_on(
        &b,
        today(),
        "now",
        &post(&booking(&id, "VI", json!([]))),
    ));
    assert_eq!((s, e["code"].as_i64()), (400, Some(3664)));
    let (_, e) = err(book_on(
        &a,
        today(),
        "now",
        &post(&booking(&id, "VI", json!([]))),
    ));
    assert_eq!(e["code"], 3664);
    // The recheck says so too.
    let v = ok(offer_on(&b, today(), &get("", ""), &id));
    assert_eq!(v["data"]["available"], false);
    assert!(v["data"]["offers"].as_array().unwrap().is_empty());
    // And the card number was not stored.
    let kept = a.hotels(tenant()).reservations().unwrap();
    assert_eq!(kept.len() as i64, start);
    assert!(kept.iter().all(|r| r.card_last4 == "1111"));
    // Another tenant has sold nothing: every room is left to it, and it books one.
    let other = Tenant::new("another-office");
    let theirs = b.hotels(&other);
    assert_eq!(
        theirs
            .availability(&h, key.check_in, key.check_out())
            .unwrap()[key.room],
        start
    );
    assert!(theirs.reservations().unwrap().is_empty());
    let r = respond::<op::BookHotel>(&post(&booking(&id, "VI", json!([]))), &[], |_, body| {
        book::book_on(
            theirs,
            Seed::DEFAULT,
            today(),
            "now",
            &post(&booking(&id, "VI", json!([]))),
            body,
        )
    });
    assert_eq!(r.map(|r| r.status).ok(), Some(201));
    assert_eq!(theirs.reservations().unwrap().len(), 1);
    assert_eq!(
        a.hotels(tenant()).reservations().unwrap().len() as i64,
        start
    );
}

#[test]
fn parallel_bookings_never_oversell() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let q = "checkInDate=2030-04-07&checkOutDate=2030-04-08&adults=1";
    let (h, offer) = find_offer(&st, "NYC", q, |h| h.payments.cards.contains(&"VI"));
    let id = offer["id"].as_str().unwrap().to_string();
    let key = OfferKey::decode(&id).unwrap();
    let start = st
        .hotels(tenant())
        .availability(&h, key.check_in, key.check_out())
        .unwrap()[key.room];
    let threads: Vec<_> = (0..8)
        .map(|_| {
            let path = path.clone();
            let id = id.clone();
            std::thread::spawn(move || {
                let st = Store::open(&path).unwrap();
                (0..3)
                    .filter(|_| {
                        book_on(&st, today(), "now", &post(&booking(&id, "VI", json!([])))).is_ok()
                    })
                    .count() as i64
            })
        })
        .collect();
    let sold: i64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    assert_eq!(sold, start);
    let left = st
        .hotels(tenant())
        .availability(&h, key.check_in, key.check_out())
        .unwrap()[key.room];
    assert_eq!(left, 0);
}

#[test]
fn cards_must_be_accepted() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let q = "checkInDate=2030-03-02&checkOutDate=2030-03-03";
    let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards.is_empty());
    assert!(offer["policies"].to_string().contains("TRAVEL_AGENT_ID"));
    let (_, e) = err(book_on(
        &st,
        today(),
        "now",
        &post(&booking(offer["id"].as_str().unwrap(), "VI", json!([]))),
    ));
    assert_eq!(e["code"], 3682);
    let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards == ["VI", "CA"]);
    let (_, e) = err(book_on(
        &st,
        today(),
        "now",
        &post(&booking(offer["id"].as_str().unwrap(), "AX", json!([]))),
    ));
    assert_eq!(e["code"], 3682);
    assert_eq!(e["source"]["pointer"], "/data/payments/0/card/vendorCode");
    let (_, e) = err(book_on(
        &st,
        today(),
        "now",
        &post(&booking(offer["id"].as_str().unwrap(), "ZZ", json!([]))),
    ));
    assert_eq!(e["code"], 1205);
    let (_, e) = err(book_on(
        &st,
        today(),
        "now",
        &post(&booking(offer["id"].as_str().unwrap(), "visa", json!([]))),
    ));
    assert_eq!(e["code"], 477);
    let mut missing = booking(offer["id"].as_str().unwrap(), "VI", json!([]));
    missing["data"]["guests"] = json!([]);
    let (_, e) = err(book_on(&st, today(), "now", &post(&missing)));
    assert_eq!(
        (e["code"].as_i64(), e["source"]["pointer"].as_str()),
        (Some(32171), Some("/data/guests"))
    );
    let (_, e) = err(book_on(
        &st,
        today(),
        "now",
        &post(&booking("NOSUCHOFFER1", "VI", json!([]))),
    ));
    assert_eq!(e["code"], 36803);
}

#[test]
fn several_rooms_give_one_item_each_with_one_reference() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let q = "checkInDate=2030-05-12&checkOutDate=2030-05-14&adults=1&roomQuantity=2";
    let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards.contains(&"VI"));
    assert_eq!(offer["roomQuantity"], "2");
    let id = offer["id"].as_str().unwrap();
    // Guests by room.
    let rooms = json!([{"guestIds": [1]}, {"guestIds": [2], "paymentId": 1}]);
    let v = ok(book_on(
        &st,
        today(),
        "now",
        &post(&booking(id, "VI", rooms)),
    ));
    let items = v["data"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["type"], "hotel-booking");
    assert_eq!(items[0]["associatedRecords"], items[1]["associatedRecords"]);
    assert_ne!(items[0]["id"], items[1]["id"]);
    let reference = items[0]["associatedRecords"][0]["reference"]
        .as_str()
        .unwrap();
    assert_eq!(reference.len(), 6);
    // Wrong room count, unknown guest, a guest twice.
    for (rooms, code) in [
        (json!([{"guestIds": [1]}]), 33555),
        (json!([{"guestIds": [1]}, {"guestIds": [3]}]), 4725),
        (json!([{"guestIds": [1]}, {"guestIds": [1]}]), 4725),
    ] {
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(id, "VI", rooms)),
        ));
        assert_eq!(e["code"], code);
    }
}

mod orders;
