//! Hotel orders (v2): what they answer, what they refuse and where, and that they sell
//! from the same rooms as v1 bookings.

use base64::Engine;

use super::*;

fn order_req(body: &Value) -> Req {
    Req::test_post(op::CreateHotelOrder::PATH, body, &[])
}

fn order_on(st: &Store, req: &Req) -> Sent {
    respond::<op::CreateHotelOrder>(req, &[], |_, body| {
        order::order_on(
            st.hotels(tenant()),
            Seed::DEFAULT,
            today(),
            "now",
            req,
            body,
        )
    })
}

/// An order of `offer_id` for two guests, one room association per entry of `rooms`
/// (the guests' tids).
fn order_body(offer_id: &str, vendor: &str, rooms: &[&[i64]]) -> Value {
    let rooms: Vec<Value> = rooms
        .iter()
        .map(|tids| {
            json!({
                "hotelOfferId": offer_id,
                "guestReferences": tids.iter().map(|t| json!({"guestReference": t.to_string()})).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({"data": {
        "type": "hotel-order",
        "guests": [
            {"tid": 1, "title": "MR", "firstName": "BOB", "lastName": "SMITH", "phone": "+33679278416", "email": "bob.smith@example.com"},
            {"tid": 2, "title": "MS", "firstName": "ANN", "lastName": "SMITH"}
        ],
        "travelAgent": {"contact": {"email": "agent@example.com"}},
        "roomAssociations": rooms,
        "arrivalInformation": {},
        "payment": {"method": "CREDIT_CARD", "paymentCard": {"paymentCardInfo": {
            "vendorCode": vendor, "cardNumber": "4151289722471370", "expiryDate": "2035-08",
            "holderName": "BOB SMITH"}}}
    }})
}

#[test]
fn an_order_answers_one_booking_per_room_under_one_reference() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let q = "checkInDate=2030-05-12&checkOutDate=2030-05-14&adults=1&roomQuantity=2";
    let (h, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards.contains(&"VI"));
    let id = offer["id"].as_str().unwrap();
    let r = order_on(&st, &order_req(&order_body(id, "VI", &[&[1], &[2]])));
    let r = r.unwrap_or_else(|e| panic!("{}", String::from_utf8_lossy(&e.body)));
    assert_eq!(r.status, 201);
    let v: Value = serde_json::from_slice(&r.body).unwrap();
    let o = &v["data"];
    assert_eq!(o["type"], "hotel-order");
    let reference = o["associatedRecords"][0]["reference"].as_str().unwrap();
    assert_eq!(reference.len(), 6);
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(o["id"].as_str().unwrap())
        .unwrap();
    assert_eq!(
        String::from_utf8(decoded).unwrap(),
        format!("{reference}/2030-05-12")
    );
    assert!(o["self"]
        .as_str()
        .unwrap()
        .ends_with(o["id"].as_str().unwrap()));
    let bookings = o["hotelBookings"].as_array().unwrap();
    assert_eq!(bookings.len(), 2);
    for (n, b) in bookings.iter().enumerate() {
        assert_eq!(b["type"], "hotel-booking");
        assert_eq!(b["bookingStatus"], "CONFIRMED");
        assert_eq!(b["hotel"]["hotelId"], h.id.as_str());
        assert_eq!(b["hotelOffer"]["id"], id);
        assert_eq!(b["hotelOffer"]["type"], "hotel-offer");
        assert_eq!(b["hotelOffer"]["roomQuantity"], 2);
        let kind = b["hotelOffer"]["policies"]["paymentType"].as_str().unwrap();
        assert!(["GUARANTEE", "DEPOSIT", "PREPAY"].contains(&kind), "{kind}");
        // the guests by the ids the order gave them (1 and 2, in the order sent)
        assert_eq!(
            b["roomAssociations"][0]["guestReferences"][0]["guestReference"],
            (n + 1).to_string()
        );
        let card = &b["payment"]["paymentCard"]["paymentCardInfo"];
        assert_eq!(card["cardNumber"], "XXXXXXXXXXXX1370");
        assert_eq!(card["expiryDate"], "0835");
        assert!(b["hotelProviderInformation"][0]["confirmationNumber"]
            .as_str()
            .unwrap()
            .bytes()
            .all(|c| c.is_ascii_digit()));
        // the SDK's empty arrival information is not echoed as if it were one
        assert!(b.get("arrivalInformation").is_none(), "{b}");
    }
    assert_ne!(bookings[0]["id"], bookings[1]["id"]);
    assert_eq!(o["guests"][1]["id"], 2);
    assert_eq!(o["guests"][1]["tid"], 2);
    // the card was not kept, but its last four digits
    let kept = st.hotels(tenant()).reservations().unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].reference, reference);
    assert_eq!(kept[0].card_last4, "1370");
    assert!(!String::from_utf8_lossy(&r.body).contains("415128"));
}

#[test]
fn orders_and_bookings_sell_the_same_rooms() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    for (city, q) in [
        (
            "LON",
            "checkInDate=2030-03-02&checkOutDate=2030-03-05&adults=1",
        ),
        (
            "NYC",
            "checkInDate=2030-06-20&checkOutDate=2030-06-21&adults=1",
        ),
        (
            "BER",
            "checkInDate=2030-02-11&checkOutDate=2030-02-13&adults=1",
        ),
    ] {
        let (h, offer) = find_offer(&st, city, q, |h| h.payments.cards.contains(&"VI"));
        let id = offer["id"].as_str().unwrap().to_string();
        let key = OfferKey::decode(&id).unwrap();
        let left = || {
            st.hotels(tenant())
                .availability(&h, key.check_in, key.check_out())
                .unwrap()[key.room]
        };
        let start = left();
        assert!(start >= 1, "{city}");
        // v2 and v1 in turn, until nothing is left
        for i in 0..start {
            let r = if i % 2 == 0 {
                order_on(&st, &order_req(&order_body(&id, "VI", &[&[1, 2]])))
            } else {
                book_on(&st, today(), "now", &post(&booking(&id, "VI", json!([]))))
            };
            assert_eq!(r.map(|r| r.status).ok(), Some(201), "{city} #{i}");
            assert_eq!(left(), start - i - 1);
        }
        let (_, e) = err(order_on(
            &st,
            &order_req(&order_body(&id, "VI", &[&[1, 2]])),
        ));
        assert_eq!(e["code"], 3664, "{city}");
        assert_eq!(
            e["source"]["pointer"],
            "/data/roomAssociations/0/hotelOfferId"
        );
        let (_, e) = err(book_on(
            &st,
            today(),
            "now",
            &post(&booking(&id, "VI", json!([]))),
        ));
        assert_eq!(e["code"], 3664, "{city}");
    }
}

#[test]
fn refusals_name_the_rule_and_the_field() {
    let (_d, path) = state();
    let st = Store::open(&path).unwrap();
    let q = "checkInDate=2030-05-12&checkOutDate=2030-05-14&adults=1";
    let (_, offer) = find_offer(&st, "PAR", q, |h| h.payments.cards == ["VI", "CA"]);
    let id = offer["id"].as_str().unwrap().to_string();
    let good = order_body(&id, "VI", &[&[1, 2]]);
    type Change = fn(&mut Value);
    let cases: &[(&str, Change, i64, &str)] = &[
        (
            "no type",
            |b| b["data"]["type"] = json!(""),
            32171,
            "/data/type",
        ),
        (
            "a wrong type",
            |b| b["data"]["type"] = json!("hotel-booking"),
            8612,
            "/data/type",
        ),
        (
            "no guests",
            |b| b["data"]["guests"] = json!([]),
            32171,
            "/data/guests",
        ),
        (
            "no tid",
            |b| {
                b["data"]["guests"][1]
                    .as_object_mut()
                    .unwrap()
                    .remove("tid");
            },
            32171,
            "/data/guests/1/tid",
        ),
        (
            "a tid twice",
            |b| b["data"]["guests"][1]["tid"] = json!(1),
            4725,
            "/data/guests/1/tid",
        ),
        (
            "no last name",
            |b| b["data"]["guests"][0]["lastName"] = json!(" "),
            32171,
            "/data/guests/0/lastName",
        ),
        (
            "digits in a name",
            |b| b["data"]["guests"][0]["firstName"] = json!("B0B"),
            477,
            "/data/guests/0/firstName",
        ),
        (
            "a bad e-mail",
            |b| b["data"]["guests"][0]["email"] = json!("bob"),
            477,
            "/data/guests/0/email",
        ),
        (
            "no travel agent",
            |b| {
                b["data"].as_object_mut().unwrap().remove("travelAgent");
            },
            32171,
            "/data/travelAgent/contact/email",
        ),
        (
            "no room association",
            |b| b["data"]["roomAssociations"] = json!([]),
            32171,
            "/data/roomAssociations",
        ),
        (
            "a malformed offer id",
            |b| b["data"]["roomAssociations"][0]["hotelOfferId"] = json!("abc"),
            477,
            "/data/roomAssociations/0/hotelOfferId",
        ),
        (
            "an unknown offer",
            |b| b["data"]["roomAssociations"][0]["hotelOfferId"] = json!("NOSUCHOFFER1"),
            38420,
            "/data/roomAssociations/0/hotelOfferId",
        ),
        (
            "an unknown guest",
            |b| {
                b["data"]["roomAssociations"][0]["guestReferences"][1]["guestReference"] =
                    json!("7")
            },
            4725,
            "/data/roomAssociations/0/guestReferences",
        ),
        (
            "a guest in no room",
            |b| {
                b["data"]["roomAssociations"][0]["guestReferences"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            },
            4725,
            "/data/roomAssociations",
        ),
        (
            "children alone",
            |b| {
                b["data"]["guests"][0]["childAge"] = json!(8);
                b["data"]["guests"][1]["childAge"] = json!(5);
            },
            27530,
            "/data/roomAssociations/0/guestReferences",
        ),
        (
            "two rooms of a one-room offer",
            |b| {
                let room = b["data"]["roomAssociations"][0].clone();
                b["data"]["roomAssociations"] = json!([room.clone(), room]);
                b["data"]["roomAssociations"][0]["guestReferences"] =
                    json!([{"guestReference": "1"}]);
                b["data"]["roomAssociations"][1]["guestReferences"] =
                    json!([{"guestReference": "2"}]);
            },
            33555,
            "/data/roomAssociations",
        ),
        (
            "no payment (an SDK's default {})",
            |b| b["data"]["payment"] = json!({}),
            1427,
            "/data/payment",
        ),
        (
            "another method",
            |b| b["data"]["payment"]["method"] = json!("VCC_BILLBACK"),
            38592,
            "/data/payment/method",
        ),
        (
            "no card",
            |b| {
                b["data"]["payment"]
                    .as_object_mut()
                    .unwrap()
                    .remove("paymentCard");
            },
            1240,
            "/data/payment/paymentCard/paymentCardInfo",
        ),
        (
            "no holder",
            |b| b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["holderName"] = json!(""),
            32171,
            "/data/payment/paymentCard/paymentCardInfo/holderName",
        ),
        (
            "no card number",
            |b| b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["cardNumber"] = json!(""),
            1240,
            "/data/payment/paymentCard/paymentCardInfo/cardNumber",
        ),
        (
            "letters in the number",
            |b| {
                b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["cardNumber"] =
                    json!("4111-1111")
            },
            8517,
            "/data/payment/paymentCard/paymentCardInfo/cardNumber",
        ),
        (
            "an expiry as MMYY",
            |b| {
                b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["expiryDate"] = json!("0835")
            },
            24550,
            "/data/payment/paymentCard/paymentCardInfo/expiryDate",
        ),
        (
            "a card expired before the stay",
            |b| {
                b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["expiryDate"] =
                    json!("2030-04")
            },
            24550,
            "/data/payment/paymentCard/paymentCardInfo/expiryDate",
        ),
        (
            "a vendor the hotel does not take",
            |b| b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["vendorCode"] = json!("AX"),
            3682,
            "/data/payment/paymentCard/paymentCardInfo/vendorCode",
        ),
        (
            "a vendor nobody knows",
            |b| b["data"]["payment"]["paymentCard"]["paymentCardInfo"]["vendorCode"] = json!("ZZ"),
            1205,
            "/data/payment/paymentCard/paymentCardInfo/vendorCode",
        ),
    ];
    for (what, change, code, pointer) in cases {
        let mut body = good.clone();
        change(&mut body);
        let (status, e) = err(order_on(&st, &order_req(&body)));
        assert_eq!(
            (status, e["code"].as_i64(), e["source"]["pointer"].as_str()),
            (400, Some(*code), Some(*pointer)),
            "{what}: {e}"
        );
        assert!(!e["detail"].as_str().unwrap_or("").is_empty(), "{what}");
    }
    // nothing was sold by any of them; the good one is
    assert!(st.hotels(tenant()).reservations().unwrap().is_empty());
    assert_eq!(
        order_on(&st, &order_req(&good)).map(|r| r.status).ok(),
        Some(201)
    );
}
