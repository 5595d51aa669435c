//! Seat inventory of a dated flight: how full each cabin is, and how many of its seats
//! each booking class may still sell.
//!
//! A cabin fills along a booking curve (few seats sold months ahead, most in the last
//! weeks) up to the demand of that flight. Its booking classes are nested, as airlines'
//! revenue management nests them: every class sells from the cabin's one pool of seats,
//! and a cheaper class closes at a lower load factor than a dearer one, so a lower class
//! never has more seats than a higher class of the same cabin, and the top class sells
//! the last seat. The cheapest economy classes also close with their advance-purchase
//! rule. Far from departure nearly every class has nine or more seats (the service shows
//! 9 at the most); counts fall only as departure nears or the flight fills.
//!
//! This is the world's own inventory; [`super::sales::Sales`] subtracts what the
//! sandbox's orders hold (from the whole cabin, as a sale takes a seat of the pool).

use chrono::NaiveDate;

use super::fares;
use travel_core::stable::Seed;

/// Seats per cabin the inventory sells (economy, premium economy, business, first). The
/// seat map scales the share sold to its own aircraft's cabins.
pub const CAPACITY: [u32; 4] = [200, 24, 30, 8];

/// Days before departure a class of economy stops selling (advance purchase), by fare
/// level; the levels not listed sell until departure.
const ADVANCE_PURCHASE: [i64; 4] = [21, 14, 7, 3];

/// A number in [0, 1) drawn for one thing (`what`, of `cabin`) of a dated flight in the
/// world of `seed`.
fn unit(seed: Seed, key: &str, what: &str, cabin: usize, date: NaiveDate) -> f64 {
    (seed.fnv1a_fmt(format_args!("{key}|{what}{cabin}|{}", Ymd(date))) % 10_000) as f64 / 10_000.0
}

/// A date as chrono writes it (`2026-12-15`) for years 0 to 9999, in one write rather
/// than chrono's character at a time: inventory hashes a date for every class of every
/// flight a search looks at.
struct Ymd(NaiveDate);

impl std::fmt::Display for Ymd {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        use chrono::Datelike;
        let (y, m, d) = (self.0.year(), self.0.month(), self.0.day());
        if !(0..=9999).contains(&y) {
            return write!(f, "{}", self.0);
        }
        let y = y as u32;
        let digit = |n: u32| b'0' + (n % 10) as u8;
        let text = [
            digit(y / 1000),
            digit(y / 100),
            digit(y / 10),
            digit(y),
            b'-',
            digit(m / 10),
            digit(m),
            b'-',
            digit(d / 10),
            digit(d),
        ];
        // ASCII digits and dashes
        f.write_str(std::str::from_utf8(&text).map_err(|_| std::fmt::Error)?)
    }
}

/// Share of a cabin sold as of `today`: this flight's demand (55% to 105% of the cabin
/// by departure: some flights go out full) times the share of bookings made by then.
pub fn load(seed: Seed, key: &str, cabin: usize, date: NaiveDate, today: NaiveDate) -> f64 {
    let days = (date - today).num_days().max(0) as f64;
    let demand = 0.55 + 0.5 * unit(seed, key, "demand", cabin, date);
    // half the bookings come in the last five to six weeks
    let booked = (-days / 55.0).exp();
    (demand * booked).min(1.0)
}

/// Seats of a cabin not yet sold by the world (before the sandbox's orders).
pub fn cabin_left(seed: Seed, key: &str, cabin: usize, date: NaiveDate, today: NaiveDate) -> u32 {
    let cap = f64::from(CAPACITY[cabin]);
    (cap * (1.0 - load(seed, key, cabin, date, today))).floor() as u32
}

/// Seats a booking class of a flight may sell on a date, as of `today`, before the
/// sandbox's orders: the seats below the load factor at which the class closes.
#[cfg(test)]
pub fn seats(seed: Seed, key: &str, class: char, date: NaiveDate, today: NaiveDate) -> u32 {
    let Some((cabin, level)) = super::schedule::class_info(class) else {
        return 0;
    };
    class_seats(seed, key, cabin, level, date, today, 0)
}

/// Seats of the class at `level` of `cabin` once `sold` more seats of the cabin went to
/// the sandbox's orders.
pub fn class_seats(
    seed: Seed,
    key: &str,
    cabin: usize,
    level: usize,
    date: NaiveDate,
    today: NaiveDate,
    sold: u32,
) -> u32 {
    let n = fares::classes(cabin).len();
    let days = (date - today).num_days();
    if cabin == 0 && ADVANCE_PURCHASE.get(level).is_some_and(|&d| days < d) {
        return 0;
    }
    let cap = f64::from(CAPACITY[cabin]);
    let left = cabin_left(seed, key, cabin, date, today).saturating_sub(sold);
    if level + 1 >= n {
        return left;
    }
    // the cheapest class closes at 40-55% sold, the next dearer ones in even steps
    // towards the top; the same for every class of one flight, so nesting holds
    let start = 0.4 + 0.15 * unit(seed, key, "close", cabin, date);
    let closes = start + (1.0 - start) * level as f64 / (n - 1) as f64;
    let sold_share = 1.0 - f64::from(left) / cap;
    let open = ((closes - sold_share) * cap).floor().max(0.0) as u32;
    open.min(left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn day(m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, d).unwrap()
    }

    #[test]
    fn dates_are_hashed_as_chrono_writes_them() {
        for (y, m, d) in [(2026, 12, 15), (2027, 1, 2), (1999, 10, 31), (33, 1, 1)] {
            let date = NaiveDate::from_ymd_opt(y, m, d).unwrap();
            assert_eq!(Ymd(date).to_string(), date.to_string());
        }
    }

    #[test]
    fn inventory_is_stable_and_bounded() {
        let (d, t) = (day(12, 15), day(6, 1));
        assert_eq!(
            seats(Seed::DEFAULT, "BA117LHRJFK", 'Y', d, t),
            seats(Seed::DEFAULT, "BA117LHRJFK", 'Y', d, t)
        );
        assert!(seats(Seed::DEFAULT, "BA117LHRJFK", 'Y', d, t) >= 9);
        assert_eq!(seats(Seed::DEFAULT, "BA117LHRJFK", 'Z', d, t), 0);
        for (cabin, &cap) in CAPACITY.iter().enumerate() {
            assert!(cabin_left(Seed::DEFAULT, "BA117LHRJFK", cabin, d, d) <= cap);
        }
    }

    #[test]
    fn classes_are_nested_in_every_cabin() {
        let d = day(12, 15);
        for i in 0..200 {
            let key = format!("XX{i}AAABBB");
            for ahead in [0, 2, 10, 30, 60, 120, 300] {
                let today = d - Duration::days(ahead);
                for cabin in 0..4 {
                    let counts: Vec<u32> = fares::classes(cabin)
                        .iter()
                        .map(|&c| seats(Seed::DEFAULT, &key, c, d, today))
                        .collect();
                    assert!(
                        counts.windows(2).all(|w| w[0] <= w[1]),
                        "{key} {ahead} days, cabin {cabin}: {counts:?}"
                    );
                    assert_eq!(
                        counts[counts.len() - 1],
                        cabin_left(Seed::DEFAULT, &key, cabin, d, today),
                        "the top class sells the last seat"
                    );
                }
            }
        }
    }

    #[test]
    fn nine_or_more_far_out_fewer_near_departure() {
        let d = day(12, 15);
        let share_of_nines = |ahead: i64| {
            let today = d - Duration::days(ahead);
            let all: Vec<u32> = (0..300)
                .flat_map(|i| {
                    let key = format!("XX{i}AAABBB");
                    fares::classes(0)
                        .iter()
                        .map(move |&c| seats(Seed::DEFAULT, &key, c, d, today))
                        .collect::<Vec<_>>()
                })
                .collect();
            all.iter().filter(|&&n| n >= 9).count() as f64 / all.len() as f64
        };
        let far = share_of_nines(150);
        let near = share_of_nines(3);
        assert!(far > 0.95, "{far}");
        assert!(near < 0.7, "{near}");
        // a class sold to orders takes from the whole cabin
        let (key, today) = ("BA117LHRJFK", d - Duration::days(5));
        let y = class_seats(Seed::DEFAULT, key, 0, 8, d, today, 0);
        assert_eq!(class_seats(Seed::DEFAULT, key, 0, 8, d, today, 2), y - 2);
        // the cheapest classes close with their advance purchase
        assert_eq!(seats(Seed::DEFAULT, key, 'V', d, d - Duration::days(20)), 0);
    }
}
