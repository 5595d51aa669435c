//! The records the provider's documentation names, there in every tenant, the way a
//! test airline gives fixed outcomes: an app's tests written from the published
//! examples (the curl examples of amadeus4dev/amadeus-code-examples, the OpenAPI
//! files' `x-example` and `example` values) find what they ask for.
//!
//! - Hotel offers: each documented offer id is an offer of the documented hotel's id
//!   (`MCLONGHM`, a London Marriott here as in the files), checking in a month after the
//!   tenant's today for two nights, one adult, one room: it can be rechecked and
//!   booked like any offer, and stays current as the clock moves.
//! - Flight status: the documented flights (AZ319, TP487) fly on every date as
//!   documented, where the sandbox's schedule has no flight of that number.
//! - Flight orders: each documented order id is an order of the tenant's, made the
//!   first time the tenant names it (see `ops::flights::orders`); it can be read,
//!   its seat maps drawn and cancelled, and a reset of the tenant brings it back.

use chrono::{Duration, NaiveDate};

use travel_world::hotels::offers::OfferKey;

/// The hotel the documented hotel offers are of.
pub const HOTEL: &str = "MCLONGHM";

/// The documented hotel offer ids, and where each is documented.
pub const HOTEL_OFFERS: &[(&str, &str)] = &[
    (
        "TSXOJ6LFQ2",
        "HotelSearch v3, GET /shopping/hotel-offers/{offerId}",
    ),
    ("NRPQNQBOJM", "HotelBooking v1, the request's example"),
    (
        "FBBA8AF0721F59AA19C68FDA7FEBEA8AD6B781236BD7DCB8009325FBAE96006B",
        "the hotel booking curl example (v1)",
    ),
];

/// How far after today a documented hotel offer checks in.
const CHECK_IN_AFTER_DAYS: i64 = 30;

/// The offer a documented hotel offer id stands for on `today`, if `id` is one.
pub fn hotel_offer(id: &str, today: NaiveDate) -> Option<OfferKey> {
    HOTEL_OFFERS
        .iter()
        .any(|(known, _)| *known == id)
        .then(|| OfferKey {
            hotel_id: HOTEL.to_string(),
            check_in: today + Duration::days(CHECK_IN_AFTER_DAYS),
            nights: 2,
            room: 0,
            rate: 0,
            adults: 1,
            rooms: 1,
            currency: None,
        })
}

/// A documented flight order id: the order the sandbox makes for it.
pub struct DocumentedOrder {
    pub id: &'static str,
    /// Where it is documented.
    pub source: &'static str,
    /// The route its order flies, a month after the tenant's today.
    pub origin: &'static str,
    pub destination: &'static str,
    /// Its traveller's surname (the first id carries `WATSON` in its base64).
    pub surname: &'static str,
}

pub const FLIGHT_ORDERS: &[DocumentedOrder] = &[
    DocumentedOrder {
        id: "MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy",
        source: "FlightOrderManagement v1 and its GET and DELETE curl examples",
        origin: "MAD",
        destination: "CDG",
        surname: "WATSON",
    },
    DocumentedOrder {
        id: "eJzTd9f3s4gKC/MEAAt8Ans=",
        source: "FlightOrderManagement v1, the path parameter's example (percent-encoded there)",
        origin: "FRA",
        destination: "LHR",
        surname: "JONES",
    },
    DocumentedOrder {
        id: "eJzTd9cPDPMwcooAAAtXAmE=",
        source: "SeatMapDisplay v1 and its GET curl example (seat maps of an order)",
        origin: "LHR",
        destination: "JFK",
        surname: "SMITH",
    },
];

/// The documented order of this id, if it is one.
pub fn flight_order(id: &str) -> Option<&'static DocumentedOrder> {
    FLIGHT_ORDERS.iter().find(|o| o.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documented_hotel_offers_are_of_the_documented_hotel_a_month_on_and_others_are_not() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        let key = hotel_offer("TSXOJ6LFQ2", today).unwrap();
        assert_eq!(key.hotel_id, HOTEL);
        assert_eq!(key.check_in, NaiveDate::from_ymd_opt(2026, 7, 1).unwrap());
        assert!(hotel_offer("TSXOJ6LFQ3", today).is_none());
        // none of them is an id the sandbox would make itself
        for (id, _) in HOTEL_OFFERS {
            assert!(OfferKey::decode(id).is_none(), "{id}");
        }
    }
}

/// A flight the provider's documentation shows the status of: on any date it is asked
/// for, it flies as documented (when the sandbox's own schedule has no flight of that
/// number), so an app written from the documentation finds it.
pub struct DocumentedFlight {
    pub carrier: &'static str,
    pub number: u32,
    /// Where it is documented.
    pub source: &'static str,
    /// Board and off point, each with its time zone and local time.
    pub from: (&'static str, chrono_tz::Tz, &'static str),
    pub to: (&'static str, chrono_tz::Tz, &'static str),
    pub duration: &'static str,
    pub aircraft: &'static str,
    /// The operating carrier and number of a codeshare.
    pub operated_by: Option<(&'static str, u32)>,
}

pub const FLIGHTS: &[DocumentedFlight] = &[
    DocumentedFlight {
        carrier: "AZ",
        number: 319,
        source: "the developer guide's flight status example (2021-03-13), used by the provider's flight status app",
        from: ("CDG", chrono_tz::Europe::Paris, "11:10"),
        to: ("FCO", chrono_tz::Europe::Rome, "13:15"),
        duration: "PT2H5M",
        aircraft: "32S",
        operated_by: None,
    },
    DocumentedFlight {
        carrier: "TP",
        number: 487,
        source: "OnDemandFlightStatus v2, its parameters' and answer's example (2023-08-01)",
        from: ("NCE", chrono_tz::Europe::Paris, "18:10"),
        to: ("LIS", chrono_tz::Europe::Lisbon, "19:45"),
        duration: "PT2H35M",
        aircraft: "E90",
        operated_by: Some(("A3", 1748)),
    },
];

/// The documented flight `carrier` `number` on `day`, as the flight status answers
/// it (a `DatedFlight`), if it is one.
pub fn dated_flight(carrier: &str, number: u32, day: NaiveDate) -> Option<serde_json::Value> {
    use chrono::TimeZone;
    let f = FLIGHTS
        .iter()
        .find(|f| f.carrier.eq_ignore_ascii_case(carrier) && f.number == number)?;
    let at = |(_, tz, time): (&str, chrono_tz::Tz, &str)| {
        let local = day.and_time(chrono::NaiveTime::parse_from_str(time, "%H:%M").ok()?);
        let zoned = tz.from_local_datetime(&local).earliest()?;
        Some(zoned.format("%Y-%m-%dT%H:%M%:z").to_string())
    };
    let (departs, arrives) = (at(f.from)?, at(f.to)?);
    let mut segment = serde_json::json!({
        "boardPointIataCode": f.from.0,
        "offPointIataCode": f.to.0,
        "scheduledSegmentDuration": f.duration,
    });
    if let Some((carrier, number)) = f.operated_by {
        segment["partnership"] = serde_json::json!({"operatingFlight": {"carrierCode": carrier, "flightNumber": number}});
    }
    Some(serde_json::json!({
        "type": "DatedFlight",
        "scheduledDepartureDate": day.format("%Y-%m-%d").to_string(),
        "flightDesignator": {"carrierCode": f.carrier, "flightNumber": f.number},
        "flightPoints": [
            {"iataCode": f.from.0, "departure": {"timings": [{"qualifier": "STD", "value": departs}]}},
            {"iataCode": f.to.0, "arrival": {"timings": [{"qualifier": "STA", "value": arrives}]}}
        ],
        "segments": [segment],
        "legs": [{
            "boardPointIataCode": f.from.0,
            "offPointIataCode": f.to.0,
            "aircraftEquipment": {"aircraftType": f.aircraft},
            "scheduledLegDuration": f.duration,
        }],
    }))
}

#[cfg(test)]
mod flight_tests {
    use super::*;

    #[test]
    fn the_documented_flights_fly_as_documented_on_their_documented_days() {
        let az = dated_flight("AZ", 319, NaiveDate::from_ymd_opt(2021, 3, 13).unwrap()).unwrap();
        let points = &az["flightPoints"];
        assert_eq!(
            points[0]["departure"]["timings"][0]["value"],
            "2021-03-13T11:10+01:00"
        );
        assert_eq!(
            points[1]["arrival"]["timings"][0]["value"],
            "2021-03-13T13:15+01:00"
        );
        assert_eq!(az["legs"][0]["aircraftEquipment"]["aircraftType"], "32S");
        let tp = dated_flight("tp", 487, NaiveDate::from_ymd_opt(2023, 8, 1).unwrap()).unwrap();
        let points = &tp["flightPoints"];
        assert_eq!(
            points[0]["departure"]["timings"][0]["value"],
            "2023-08-01T18:10+02:00"
        );
        assert_eq!(
            points[1]["arrival"]["timings"][0]["value"],
            "2023-08-01T19:45+01:00"
        );
        assert_eq!(
            tp["segments"][0]["partnership"]["operatingFlight"]["flightNumber"],
            1748
        );
        assert!(dated_flight("AZ", 318, NaiveDate::from_ymd_opt(2021, 3, 13).unwrap()).is_none());
    }

    #[test]
    fn on_every_day_the_documented_times_hold_in_local_time() {
        let mut day = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
        for _ in 0..730 {
            for f in FLIGHTS {
                let v = dated_flight(f.carrier, f.number, day).unwrap();
                let dep = v["flightPoints"][0]["departure"]["timings"][0]["value"]
                    .as_str()
                    .unwrap();
                let want = format!("{}T{}", day.format("%Y-%m-%d"), f.from.2);
                assert!(dep.starts_with(&want), "{dep}");
                assert_eq!(
                    v["scheduledDepartureDate"],
                    day.format("%Y-%m-%d").to_string()
                );
            }
            day = day.succ_opt().unwrap();
        }
    }
}
