//! Offers: a hotel's room types sold at its rate plans, priced per night by stars,
//! city, season, weekday and demand; and the offer id, which carries everything
//! needed to build the same offer again in any process.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use super::catalog::{Hotel, RoomType, Source};
use super::{base36, from_base36, hash, pricing, taxes, unit};
use travel_core::stable::Seed;

/// The hash of the codes offers carry (their ids, their policies' digest): a code, not a
/// draw, so the same in the world of every seed.
fn code(key: &str) -> u64 {
    hash(Seed::DEFAULT, key)
}
use crate::data;
use crate::flights::fares::{money_in, rate, to_cents};
use travel_core::model::hotel::{
    AcceptedPayments, Cancellation, Commission, Guests, HotelOffer, HotelPrice, HotelTax,
    NightPrice, PaymentPolicy, Policies, RateFamily, Room, RoomEstimate, Text, Variations,
};

/// The longest stay the service prices.
pub const MAX_NIGHTS: i64 = 90;
/// How far ahead a stay may end.
pub const MAX_AHEAD_DAYS: i64 = 365;

/// A rate plan: code, board, payment kind and refundability.
pub struct RatePlan {
    pub code: &'static str,
    pub board: &'static str,
    pub factor: f64,
}

/// Rate plans by index (see `catalog::RoomType::rates`).
pub const RATES: [RatePlan; 4] = [
    // Flexible, room only.
    RatePlan {
        code: "RAC",
        board: "ROOM_ONLY",
        factor: 1.1,
    },
    // Best available with breakfast.
    RatePlan {
        code: "BAR",
        board: "BREAKFAST",
        factor: 1.0,
    },
    // Promotional, prepaid and non-refundable.
    RatePlan {
        code: "PRO",
        board: "ROOM_ONLY",
        factor: 0.85,
    },
    // Aggregator packages with meals (board set per hotel).
    RatePlan {
        code: "PKG",
        board: "HALF_BOARD",
        factor: 0.95,
    },
];

/// Currencies an offer can be priced in (the flight fares' fixed rates); index 0 in
/// an offer id means the hotel's own currency.
const CURRENCIES: &[&str] = &[
    "EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF",
    "TRY", "AED", "SAR", "QAR", "INR", "CNY", "SGD", "HKD", "ZAR", "BRL", "MXN", "NZD", "THB",
    "KRW", "ILS", "EGP", "MAD",
];

/// The currency a hotel prices in: its country's, or EUR/USD where the sandbox has no
/// rate for that.
pub fn local_currency(h: &Hotel) -> &'static str {
    let country = data::country(h.country());
    match country.map(|c| c.currency) {
        Some(c) if rate(c).is_some() => CURRENCIES
            .iter()
            .find(|x| **x == c)
            .copied()
            .unwrap_or("USD"),
        _ if country.is_some_and(|c| c.region == "EUROP") => "EUR",
        _ => "USD",
    }
}

/// The currency, when offers can be priced in it.
pub fn currency_code(c: &str) -> Option<&'static str> {
    CURRENCIES
        .iter()
        .find(|x| **x == c && rate(c).is_some())
        .copied()
}

/// What an offer is: hotel, stay, room type and rate, guests, rooms, currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferKey {
    pub hotel_id: String,
    pub check_in: NaiveDate,
    pub nights: i64,
    /// Index of the room type in the hotel's list.
    pub room: usize,
    /// Index into [`RATES`].
    pub rate: usize,
    pub adults: u8,
    pub rooms: u8,
    /// None: the hotel's currency.
    pub currency: Option<&'static str>,
}

fn epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(2020, 1, 1).expect("valid")
}

impl OfferKey {
    pub fn check_out(&self) -> NaiveDate {
        self.check_in + Duration::days(self.nights)
    }

    /// The offer id: 19 upper-case letters and digits. Eight payload characters (day,
    /// nights, room, rate, adults, rooms, currency in 40 bits, scrambled with the hotel
    /// id), the hotel id, and three check characters.
    pub fn encode(&self) -> String {
        let days = (self.check_in - epoch()).num_days() as u64;
        let cur = self
            .currency
            .and_then(|c| CURRENCIES.iter().position(|x| *x == c))
            .map_or(0, |i| i as u64 + 1);
        let packed = (days & 0x3fff)
            | ((self.nights as u64 & 0x7f) << 14)
            | ((self.room as u64 & 0x7) << 21)
            | ((self.rate as u64 & 0x3) << 24)
            | ((u64::from(self.adults) & 0xf) << 26)
            | ((u64::from(self.rooms) & 0xf) << 30)
            | ((cur & 0x3f) << 34);
        let scrambled = packed ^ (code(&self.hotel_id) & ((1 << 40) - 1));
        let body = format!("{}{}", base36(scrambled, 8), self.hotel_id);
        let check = code(&format!("offer:{body}")) % 46_656;
        format!("{body}{}", base36(check, 3))
    }

    /// The key of an offer id, or None when it is not one the sandbox made.
    pub fn decode(id: &str) -> Option<OfferKey> {
        if id.len() != 19
            || !id
                .bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
        {
            return None;
        }
        let (body, check) = id.split_at(16);
        if from_base36(check)? != code(&format!("offer:{body}")) % 46_656 {
            return None;
        }
        let hotel_id = body[8..].to_string();
        let packed = from_base36(&body[..8])? ^ (code(&hotel_id) & ((1 << 40) - 1));
        let cur = (packed >> 34) & 0x3f;
        let currency = match cur {
            0 => None,
            i => Some(*CURRENCIES.get(i as usize - 1)?),
        };
        Some(OfferKey {
            check_in: epoch() + Duration::days((packed & 0x3fff) as i64),
            nights: ((packed >> 14) & 0x7f) as i64,
            room: ((packed >> 21) & 0x7) as usize,
            rate: ((packed >> 24) & 0x3) as usize,
            adults: ((packed >> 26) & 0xf) as u8,
            rooms: ((packed >> 30) & 0xf) as u8,
            currency,
            hotel_id,
        })
    }

    /// The nights of the stay.
    pub fn nights_iter(&self) -> impl Iterator<Item = NaiveDate> + '_ {
        (0..self.nights).map(move |i| self.check_in + Duration::days(i))
    }
}

/// The share of a room type already taken by other guests on a night (0 to 1): by
/// weekday, season and the hotel's popularity, with some nights full.
pub fn background_occupancy(h: &Hotel, room: &RoomType, night: NaiveDate) -> f64 {
    let popularity = unit(h.seed, &format!("pop:{}", h.id));
    let day = unit(h.seed, &format!("occ:{}:{}:{night}", h.id, room.code));
    // Seasons fill hotels; Christmas, New Year and fairs fill them more.
    let season = pricing::season(h.city, night) - 1.0
        + 0.3 * (pricing::events(h.city, night) - 1.0).min(1.0);
    let weekend = matches!(night.weekday(), Weekday::Fri | Weekday::Sat);
    let base = 0.2 + 0.35 * popularity + season + if weekend { 0.08 } else { 0.0 };
    if day > 0.93 {
        1.0
    } else {
        (base + 0.4 * (day - 0.5)).clamp(0.0, 0.95)
    }
}

/// Rooms of a type left to others' bookings on a night, before the sandbox's own.
pub fn base_capacity(h: &Hotel, room: &RoomType, night: NaiveDate) -> i64 {
    let taken = (f64::from(room.rooms) * background_occupancy(h, room, night)).floor() as i64;
    (i64::from(room.rooms) - taken).max(0)
}

/// A business city is dearer on weekdays, a leisure place at weekends.
fn weekday_factor(h: &Hotel, d: NaiveDate) -> f64 {
    let business = unit(h.seed, &format!("biz:{}", h.city.code)) < 0.6;
    let weekend = matches!(d.weekday(), Weekday::Fri | Weekday::Sat);
    match (business, weekend) {
        (true, true) => 0.88,
        (true, false) => 1.05,
        (false, true) => 1.12,
        (false, false) => 0.96,
    }
}

/// Meals per adult per night, EUR.
fn board_supplement(board: &str, stars: u8) -> f64 {
    let s = f64::from(stars);
    match board {
        "BREAKFAST" => 8.0 + 4.0 * s,
        "HALF_BOARD" => 22.0 + 8.0 * s,
        "FULL_BOARD" => 35.0 + 11.0 * s,
        "ALL_INCLUSIVE" => 50.0 + 14.0 * s,
        _ => 0.0,
    }
}

/// The board of a rate at a hotel (the package rate's board depends on the hotel).
pub fn board(h: &Hotel, rate: usize) -> &'static str {
    if rate == 3 {
        if h.has("BEACH") {
            "ALL_INCLUSIVE"
        } else if unit(h.seed, &format!("board:{}", h.id)) < 0.3 {
            "FULL_BOARD"
        } else {
            "HALF_BOARD"
        }
    } else {
        RATES[rate].board
    }
}

/// guarantee, deposit or prepay.
pub fn payment_type(h: &Hotel, rate: usize) -> &'static str {
    match (h.source, rate) {
        (_, 2) => "prepay",
        (Source::Bedbank, 1) => "prepay",
        (Source::Bedbank, _) => "deposit",
        (Source::DirectChain, 1) if h.deposit_hotel => "deposit",
        _ => "guarantee",
    }
}

/// Room-night price before tax, EUR, for a night: the stars' and tier's Paris price scaled by the
/// city's cost, then the hotel's own level, the room, the rate, the season and events,
/// the weekday, demand and the party.
fn night_eur(h: &Hotel, room: &RoomType, key: &OfferKey, night: NaiveDate) -> f64 {
    let city = pricing::city_cost(h.city, super::catalog::city_size(h.city));
    let demand = 0.9 + 0.25 * background_occupancy(h, room, night);
    let adults = 1.0 + 0.12 * f64::from(key.adults.saturating_sub(1));
    let room_only = pricing::hotel_base_eur(h.stars, h.tier)
        * city
        * h.price_level
        * room.factor
        * RATES[key.rate].factor
        * pricing::season(h.city, night)
        * pricing::events(h.city, night)
        * weekday_factor(h, night)
        * demand
        * adults;
    // meals cost what the city's other prices do
    room_only + board_supplement(board(h, key.rate), h.stars) * city * f64::from(key.adults)
}

/// The offer for a key at a hotel, or None when the key names no room or rate the
/// hotel sells, or more adults than the room takes.
pub fn build(h: &Hotel, key: &OfferKey, today: NaiveDate, origin: &str) -> Option<HotelOffer> {
    let room = h.room_types.get(key.room)?;
    if !room.rates.contains(&key.rate) || key.adults > room.max_adults || key.adults == 0 {
        return None;
    }
    if key.rooms == 0 || key.nights < 1 || key.nights > MAX_NIGHTS || key.hotel_id != h.id {
        return None;
    }
    let currency = key.currency.unwrap_or_else(|| local_currency(h));
    let levies = taxes::levies(h);

    // Per night, in the currency's hundredths, so spans and totals add up exactly; the
    // levies in the price summed per levy over the stay, with the percentage each
    // charged (None once it differs between nights).
    let mut nights: Vec<(NaiveDate, i64, i64)> = Vec::new();
    let mut per_levy = vec![0i64; levies.len()];
    let mut percent: Vec<Option<f64>> = levies.iter().map(|_| None).collect();
    for (i, n) in key.nights_iter().enumerate() {
        let eur = night_eur(h, room, key, n);
        let base = to_cents(eur, currency);
        let amounts = taxes::night_amounts(&levies, base, eur);
        for (j, l) in levies.iter().enumerate() {
            per_levy[j] += amounts[j];
            let p = l.percent(eur);
            percent[j] = if i == 0 || percent[j] == p { p } else { None };
        }
        nights.push((n, base, base + amounts.iter().sum::<i64>()));
    }
    let base: i64 = nights.iter().map(|n| n.1).sum();
    let total: i64 = nights.iter().map(|n| n.2).sum();
    let mut changes: Vec<NightPrice> = Vec::new();
    let mut span: Option<(NaiveDate, NaiveDate, i64, i64)> = None;
    for &(n, b, t) in &nights {
        match span {
            Some((s, _, sb, st)) if sb == b && st == t => {
                span = Some((s, n + Duration::days(1), sb, st))
            }
            _ => {
                if let Some(s) = span.take() {
                    changes.push(night_span(s, currency));
                }
                span = Some((n, n + Duration::days(1), b, t));
            }
        }
    }
    if let Some(s) = span {
        changes.push(night_span(s, currency));
    }
    let mut taxes: Vec<HotelTax> = Vec::new();
    for (j, l) in levies.iter().enumerate() {
        let tax = if l.included() {
            HotelTax {
                code: l.code.into(),
                pricing_frequency: "PER_STAY".into(),
                pricing_mode: "PER_PRODUCT".into(),
                amount: money_in(per_levy[j], currency),
                currency: currency.into(),
                included: true,
                percentage: percent[j].map(|p| p.to_string()),
                description: Some(l.name.into()),
            }
        } else {
            let Some((eur, per_person)) = l.flat_eur(h.stars).filter(|f| f.0 > 0.0) else {
                continue;
            };
            HotelTax {
                code: l.code.into(),
                pricing_frequency: "PER_NIGHT".into(),
                pricing_mode: if per_person {
                    "PER_OCCUPANT"
                } else {
                    "PER_PRODUCT"
                }
                .into(),
                amount: money_in(to_cents(eur, currency), currency),
                currency: currency.into(),
                included: false,
                percentage: None,
                description: Some(l.name.into()),
            }
        };
        taxes.push(tax);
    }

    let board = board(h, key.rate);
    let kind = payment_type(h, key.rate);
    let accepted = AcceptedPayments {
        credit_cards: h.payments.cards.iter().map(|c| c.to_string()).collect(),
        methods: h.payments.methods.iter().map(|c| c.to_string()).collect(),
    };
    let check_in = key.check_in;
    let first_night = nights.first().map_or(0, |n| n.2);
    let mut policy = PaymentPolicy {
        accepted_payments: Some(accepted),
        ..Default::default()
    };
    let cancellation = match key.rate {
        2 => Cancellation {
            amount: Some(money_in(total, currency)),
            kind: Some("FULL_STAY".into()),
            description: Some(text("NON-REFUNDABLE RATE")),
            deadline: None,
        },
        0 => {
            let deadline = check_in - Duration::days(1);
            Cancellation {
                amount: Some(money_in(first_night, currency)),
                kind: None,
                description: Some(text(&format!(
                    "FREE CANCELLATION UNTIL {} 18:00 LOCAL TIME, THEN 1 NIGHT CHARGED",
                    deadline.format("%d%b%y").to_string().to_uppercase()
                ))),
                deadline: Some(format!("{}T18:00:00", deadline.format("%Y-%m-%d"))),
            }
        }
        _ => {
            let deadline = check_in - Duration::days(3);
            Cancellation {
                amount: Some(money_in(first_night, currency)),
                kind: None,
                description: Some(text(&format!(
                    "CANCEL BY {} 12:00 LOCAL TIME TO AVOID A 1 NIGHT CHARGE",
                    deadline.format("%d%b%y").to_string().to_uppercase()
                ))),
                deadline: Some(format!("{}T12:00:00", deadline.format("%Y-%m-%d"))),
            }
        }
    };
    let mut policies = Policies {
        payment_type: Some(kind.into()),
        cancellation: Some(cancellation),
        ..Default::default()
    };
    match kind {
        "deposit" => {
            let due = (check_in - Duration::days(14)).max(today);
            policy.amount = Some(money_in((total as f64 * 0.3).round() as i64, currency));
            policy.deadline = Some(format!("{}T23:59:00", due.format("%Y-%m-%d")));
            policy.description = Some(text("30 PERCENT DEPOSIT, BALANCE PAID AT THE HOTEL"));
            policies.deposit = Some(policy);
        }
        "prepay" => {
            policy.deadline = Some(format!("{}T23:59:00", today.format("%Y-%m-%d")));
            policy.description = Some(text("FULL PAYMENT AT BOOKING"));
            policies.prepay = Some(policy);
        }
        _ => {
            policy.description = Some(text("CREDIT CARD GUARANTEE REQUIRED, PAY AT THE HOTEL"));
            policies.guarantee = Some(policy);
        }
    }
    let id = key.encode();
    let cancel_policy_hash = base36(
        code(&serde_json::to_string(&policies.cancellation).unwrap_or_default()) % 36u64.pow(10),
        10,
    );
    let meals = match board {
        "BREAKFAST" => ", breakfast included",
        "HALF_BOARD" => ", breakfast and dinner included",
        "FULL_BOARD" => ", all meals included",
        "ALL_INCLUSIVE" => ", all inclusive",
        _ => "",
    };
    let bed = match (room.beds, room.bed_type) {
        (1, t) => format!("1 {} bed", t.to_lowercase()),
        (n, "TWIN") => format!("{n} single beds"),
        (n, t) => format!("{n} {} beds", t.to_lowercase()),
    };
    let category = match room.category {
        "STANDARD_ROOM" => "Standard room",
        "SUPERIOR_ROOM" => "Superior room",
        "DELUXE_ROOM" => "Deluxe room",
        _ => "Suite",
    };
    let rate_text = match key.rate {
        0 => "Flexible rate",
        1 => "Best available rate",
        2 => "Prepay non-refundable rate",
        _ => "Package rate",
    };
    Some(HotelOffer {
        self_link: Some(format!("{origin}{}/{id}", <travel_core::ops::hotels::SearchHotelOffers as travel_core::ops::Operation>::PATH)),
        id,
        check_in_date: check_in.format("%Y-%m-%d").to_string(),
        check_out_date: key.check_out().format("%Y-%m-%d").to_string(),
        rate_code: Some(RATES[key.rate].code.into()),
        rate_family_estimated: Some(RateFamily {
            code: RATES[key.rate].code.into(),
            kind: "P".into(),
        }),
        commission: h
            .commission
            .filter(|_| h.source == Source::DirectChain && key.rate < 2)
            .map(|p| Commission {
                percentage: p.to_string(),
            }),
        board_type: Some(board.into()),
        room: Room {
            kind: room.code.into(),
            type_estimated: Some(RoomEstimate {
                category: room.category.into(),
                beds: Some(room.beds),
                bed_type: Some(room.bed_type.into()),
            }),
            description: Some(text(&format!(
                "{rate_text}{meals}\n{category}, {bed}, {} sqm, up to {} adults, non-smoking, free Wi-Fi",
                room.size_sqm, room.max_adults
            ))),
        },
        room_quantity: (key.rooms > 1).then(|| key.rooms.to_string()),
        guests: Guests {
            adults: Some(i64::from(key.adults)),
        },
        price: HotelPrice {
            currency: currency.into(),
            base: Some(money_in(base, currency)),
            total: money_in(total, currency),
            taxes: std::mem::take(&mut taxes),
            variations: Some(Variations {
                average: Some(NightPrice {
                    base: Some(money_in(base / key.nights, currency)),
                    ..Default::default()
                }),
                changes,
            }),
        },
        policies,
        cancel_policy_hash: Some(cancel_policy_hash),
    })
}

fn night_span(
    (start, end, base, total): (NaiveDate, NaiveDate, i64, i64),
    currency: &str,
) -> NightPrice {
    NightPrice {
        start_date: Some(start.format("%Y-%m-%d").to_string()),
        end_date: Some(end.format("%Y-%m-%d").to_string()),
        base: Some(money_in(base, currency)),
        total: Some(money_in(total, currency)),
    }
}

fn text(s: &str) -> Text {
    Text {
        text: s.to_string(),
        lang: "EN".into(),
    }
}

/// Every offer key a hotel sells for a stay and party, room types in order.
pub fn keys(
    h: &Hotel,
    check_in: NaiveDate,
    nights: i64,
    adults: u8,
    rooms: u8,
    currency: Option<&'static str>,
) -> Vec<OfferKey> {
    let mut out = Vec::new();
    for (i, room) in h.room_types.iter().enumerate() {
        if adults > room.max_adults {
            continue;
        }
        for &rate in &room.rates {
            out.push(OfferKey {
                hotel_id: h.id.clone(),
                check_in,
                nights,
                room: i,
                rate,
                adults,
                rooms,
                currency,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hotels::brands::Tier;
    use crate::hotels::catalog;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn offer_ids_round_trip_and_reject_tampering() {
        let key = OfferKey {
            hotel_id: "HLPAR4K2".into(),
            check_in: day("2031-07-14"),
            nights: 90,
            room: 7,
            rate: 3,
            adults: 9,
            rooms: 9,
            currency: Some("MAD"),
        };
        let id = key.encode();
        assert_eq!(id.len(), 19);
        assert!(id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase()));
        assert_eq!(OfferKey::decode(&id), Some(key.clone()));
        let local = OfferKey {
            currency: None,
            rooms: 1,
            ..key.clone()
        };
        assert_eq!(OfferKey::decode(&local.encode()), Some(local));
        let mut bad = id.clone().into_bytes();
        bad[3] = if bad[3] == b'A' { b'B' } else { b'A' };
        assert_eq!(OfferKey::decode(&String::from_utf8(bad).unwrap()), None);
        assert_eq!(OfferKey::decode("TSXOJ6LFQ2"), None);
        assert_eq!(OfferKey::decode(&id.to_lowercase()), None);
    }

    #[test]
    fn offers_are_deterministic_and_add_up() {
        let h = &catalog::city_hotels(Seed::DEFAULT, "PAR")[0];
        let today = day("2030-01-10");
        let keys = keys(h, day("2030-03-06"), 4, 2, 1, None);
        assert!(!keys.is_empty());
        for k in &keys {
            let a = build(h, k, today, "http://h").unwrap();
            let b = build(h, k, today, "http://h").unwrap();
            assert_eq!(
                serde_json::to_string(&a).unwrap(),
                serde_json::to_string(&b).unwrap()
            );
            assert_eq!(a.price.currency, "EUR");
            let total: f64 = a.price.total.parse().unwrap();
            let spans: f64 = a
                .price
                .variations
                .as_ref()
                .unwrap()
                .changes
                .iter()
                .map(|c| {
                    let s = day(c.start_date.as_deref().unwrap());
                    let e = day(c.end_date.as_deref().unwrap());
                    c.total.as_deref().unwrap().parse::<f64>().unwrap() * (e - s).num_days() as f64
                })
                .sum();
            assert!((total - spans).abs() < 0.005, "{total} vs {spans}");
            assert!(a.policies.accepted().is_some());
        }
        // Dearer in another currency by the fixed rate; a suite dearer than a room.
        let usd = OfferKey {
            currency: Some("USD"),
            ..keys[0].clone()
        };
        let e: f64 = build(h, &keys[0], today, "")
            .unwrap()
            .price
            .total
            .parse()
            .unwrap();
        let u: f64 = build(h, &usd, today, "")
            .unwrap()
            .price
            .total
            .parse()
            .unwrap();
        assert!((u / e - 1.08).abs() < 0.01);
    }

    #[test]
    fn prices_follow_stars_and_all_payment_kinds_occur() {
        let hotels = catalog::city_hotels(Seed::DEFAULT, "LON");
        let d = day("2030-05-14");
        let avg = |stars: u8| {
            let v: Vec<f64> = hotels
                .iter()
                .filter(|h| h.stars == stars)
                .filter_map(|h| build(h, &keys(h, d, 1, 1, 1, Some("EUR"))[0], d, ""))
                .map(|o| o.price.total.parse::<f64>().unwrap())
                .collect();
            v.iter().sum::<f64>() / v.len().max(1) as f64
        };
        assert!(
            avg(5) > avg(3) && avg(3) > avg(2),
            "{} {} {}",
            avg(5),
            avg(3),
            avg(2)
        );
        let mut kinds = std::collections::HashSet::new();
        for h in hotels.iter() {
            for k in keys(h, d, 1, 1, 1, None) {
                kinds.insert(payment_type(h, k.rate));
            }
        }
        assert_eq!(kinds.len(), 3, "{kinds:?}");
    }

    /// The cheapest total of a hotel's offers for one adult and one night.
    fn cheapest(h: &Hotel, night: &str) -> f64 {
        let d = day(night);
        keys(h, d, 1, 1, 1, Some("EUR"))
            .iter()
            .filter_map(|k| build(h, k, d, ""))
            .map(|o| o.price.total.parse::<f64>().unwrap())
            .fold(f64::INFINITY, f64::min)
    }

    #[test]
    fn luxury_in_paris_costs_several_times_economy() {
        let paris = catalog::city_hotels(Seed::DEFAULT, "PAR");
        let of_tier =
            |t: Tier| -> Vec<Hotel> { paris.iter().filter(|h| h.tier == t).cloned().collect() };
        let mut luxury = of_tier(Tier::Luxury);
        luxury.push(catalog::hotel(Seed::DEFAULT, "FSPARLBL").unwrap());
        let economy = of_tier(Tier::Economy);
        assert!(economy.len() >= 5, "{}", economy.len());
        let avg = |hs: &[Hotel]| {
            hs.iter().map(|h| cheapest(h, "2030-05-15")).sum::<f64>() / hs.len() as f64
        };
        let (lux, eco) = (avg(&luxury), avg(&economy));
        assert!((900.0..2500.0).contains(&lux), "luxury {lux}");
        assert!((60.0..200.0).contains(&eco), "economy {eco}");
        assert!(lux > 5.0 * eco, "{lux} vs {eco}");
        // The same tier costs less in Bangkok and more in London.
        let bkk: Vec<Hotel> = catalog::city_hotels(Seed::DEFAULT, "BKK")
            .iter()
            .filter(|h| h.tier == Tier::Economy)
            .cloned()
            .collect();
        assert!(avg(&bkk) < 0.5 * eco, "{} vs {eco}", avg(&bkk));
    }

    #[test]
    fn new_years_eve_and_fairs_are_dearer() {
        for h in catalog::city_hotels(Seed::DEFAULT, "PAR").iter().take(20) {
            let nye = cheapest(h, "2030-12-31");
            let january = cheapest(h, "2031-01-15");
            assert!(nye > 1.6 * january, "{}: {nye} vs {january}", h.id);
        }
        for h in catalog::city_hotels(Seed::DEFAULT, "FRA").iter().take(10) {
            let fair = cheapest(h, "2030-10-16");
            let after = cheapest(h, "2030-10-23");
            assert!(fair > 1.4 * after, "{}: {fair} vs {after}", h.id);
        }
    }

    /// The taxes of a hotel's first offer for two adults and two nights in May.
    fn taxes_of(h: &Hotel) -> (HotelPrice, f64) {
        let d = day("2030-05-14");
        let o = build(h, &keys(h, d, 2, 2, 1, None)[0], d, "").unwrap();
        let base: f64 = o.price.base.as_deref().unwrap().parse().unwrap();
        (o.price, base)
    }

    #[test]
    fn paris_and_london_taxes_are_named_and_rated_as_there() {
        let paris = catalog::city_hotels(Seed::DEFAULT, "PAR");
        let h = paris.iter().find(|h| h.stars == 4).unwrap();
        let (price, base) = taxes_of(h);
        assert_eq!(price.taxes.len(), 2, "{:?}", price.taxes);
        let vat = &price.taxes[0];
        assert_eq!(
            (vat.code.as_str(), vat.description.as_deref()),
            ("VALUE_ADDED_TAX", Some("TVA"))
        );
        assert_eq!(vat.percentage.as_deref(), Some("10"));
        let amount: f64 = vat.amount.parse().unwrap();
        assert!((amount - base * 0.10).abs() < 0.02, "{amount} on {base}");
        let total: f64 = price.total.parse().unwrap();
        assert!((total - base - amount).abs() < 0.005);
        let city = &price.taxes[1];
        assert_eq!(city.description.as_deref(), Some("TAXE DE SEJOUR"));
        assert_eq!(
            (city.code.as_str(), city.amount.as_str(), city.included),
            ("CITY_TAX", "8.13", false)
        );
        assert_eq!(
            (city.pricing_frequency.as_str(), city.pricing_mode.as_str()),
            ("PER_NIGHT", "PER_OCCUPANT")
        );

        let h = &catalog::city_hotels(Seed::DEFAULT, "LON")[0];
        let (price, base) = taxes_of(h);
        assert_eq!(price.currency, "GBP");
        assert_eq!(price.taxes.len(), 1, "{:?}", price.taxes);
        let vat = &price.taxes[0];
        assert_eq!(
            (
                vat.code.as_str(),
                vat.description.as_deref(),
                vat.percentage.as_deref()
            ),
            ("VALUE_ADDED_TAX", Some("VAT"), Some("20"))
        );
        let total: f64 = price.total.parse().unwrap();
        assert!((total - base * 1.2).abs() < 0.03, "{total} vs {base}");
    }

    #[test]
    fn a_service_charge_is_taxed_too() {
        let h = &catalog::city_hotels(Seed::DEFAULT, "SIN")[0];
        let (price, base) = taxes_of(h);
        let codes: Vec<&str> = price.taxes.iter().map(|t| t.code.as_str()).collect();
        assert_eq!(codes, ["SERVICE_CHARGE", "VALUE_ADDED_TAX"]);
        let total: f64 = price.total.parse().unwrap();
        assert!(
            (total - base * 1.1 * 1.09).abs() < 0.05,
            "{total} vs {base}"
        );
    }
}
