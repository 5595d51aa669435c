//! Seats the sandbox's own flight orders hold: per dated flight and booking class, and
//! the seat labels reserved.
//!
//! Every reader of seat inventory (search, availability, pricing, upselling, seat maps)
//! subtracts what orders hold from the world's own inventory, so a booked seat is gone
//! for everyone. A request's [`Sales`] reads what orders hold on a dated flight when the
//! request first asks about that flight (or, for the flights a request knows
//! beforehand, such as a search's candidates, all at once), from a [`Source`] (the
//! flights backend, for the request's tenant as of its today), and keeps it for the rest
//! of the request: what a request costs follows the flights it looks at, never how many
//! orders are kept on other flights. A sale asks the same of the counts it re-reads
//! under the write lock ([`Sales::shortfall`]), so the last seat is never sold twice.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::NaiveDate;

use super::{fares, inventory, schedule};
use travel_core::stable::Seed;

/// Where a request's [`Sales`] reads what orders hold on dated flights (each by its
/// key and date). A storage implements it; an `Err` is what it said.
/// Why what orders hold could not be read: what the state said, and whether it is
/// only away for now (a database restarting: the service's 503) rather than broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread {
    pub why: String,
    pub for_now: bool,
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.why)
    }
}

pub trait Source: Send + Sync {
    /// Seats held per booking class on each of `flights`, in the order asked: all of
    /// them at once, as a search asks about its candidate flights.
    fn sold(&self, flights: &[(&str, NaiveDate)]) -> Result<Vec<Vec<(char, u32)>>, Unread>;
    /// Seat labels reserved on one flight, each with the order that holds it.
    fn taken(&self, key: &str, date: NaiveDate) -> Result<Vec<(String, String)>, Unread>;
}

/// What orders hold on one dated flight, each part once read.
#[derive(Debug, Default)]
struct Held {
    sold: Option<Vec<(char, u32)>>,
    taken: Option<Vec<(String, String)>>,
}

/// What orders hold, as a request reads it: each dated flight read from the source the
/// first time it is asked about (or beforehand, with others, by [`Sales::read`]), then
/// kept, so the request sees one count per flight throughout. Without a source, what
/// was put in ([`Sales::hold`], [`Sales::reserve`]) is all there is.
#[derive(Default)]
pub struct Sales {
    /// The world whose inventory the orders take from.
    seed: Seed,
    source: Option<Box<dyn Source>>,
    /// By flight key, then date: looked up by `&str`, without a key built per question.
    read: Mutex<HashMap<String, HashMap<NaiveDate, Held>>>,
    /// What the source said when a read failed: the request answers 500 then (see
    /// [`Sales::failure`]), and the flights it did not read count as sold out.
    failed: OnceLock<Unread>,
}

impl std::fmt::Debug for Sales {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sales")
            .field("seed", &self.seed)
            .field("source", &self.source.is_some())
            .field("read", &self.read)
            .field("failed", &self.failed.get())
            .finish()
    }
}

/// Seats held on a flight that could not be read: every class of every cabin, whole.
fn sold_out() -> Vec<(char, u32)> {
    (0..inventory::CAPACITY.len())
        .flat_map(|cabin| fares::classes(cabin).iter().map(|&c| (c, u32::MAX)))
        .collect()
}

impl Sales {
    /// What orders hold, read from `source` as it is asked for, on the flights of the
    /// world of `seed`.
    pub fn read_from(seed: Seed, source: Box<dyn Source>) -> Sales {
        Sales {
            seed,
            source: Some(source),
            ..Sales::default()
        }
    }

    /// The seats of the world of `seed`, no order holding any.
    pub fn of_world(seed: Seed) -> Sales {
        Sales {
            seed,
            ..Sales::default()
        }
    }

    /// The world whose seats these are.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// Why reading what orders hold failed, if it did: an answer made meanwhile counted
    /// a flight sold out that may not be, and is not to be sent.
    pub fn failure(&self) -> Option<&Unread> {
        self.failed.get()
    }

    /// What `part` of a dated flight gives.
    fn on<T>(&self, key: &str, date: NaiveDate, part: impl FnOnce(&mut Held) -> T) -> T {
        let mut read = self.read.lock().unwrap_or_else(|p| p.into_inner());
        if !read.contains_key(key) {
            read.insert(key.to_string(), HashMap::new());
        }
        let dates = read.get_mut(key).expect("put in just now");
        part(dates.entry(date).or_default())
    }

    /// What the source says, or (no source) nothing; a failure noted, and `failed`.
    fn fetch<T: Default>(
        &self,
        read: impl FnOnce(&dyn Source) -> Result<T, Unread>,
        failed: impl FnOnce() -> T,
    ) -> T {
        match self.source.as_deref().map(read) {
            None => T::default(),
            Some(Ok(found)) => found,
            Some(Err(why)) => {
                let _ = self.failed.set(why);
                failed()
            }
        }
    }

    /// Read the seats orders hold on each of `flights` not read yet, all at once: a
    /// request that knows the flights it will ask about (a search, its candidate
    /// itineraries) reads them in one go rather than one by one as it asks.
    pub fn read<K: AsRef<str>>(&self, flights: impl IntoIterator<Item = (K, NaiveDate)>) {
        let mut read = self.read.lock().unwrap_or_else(|p| p.into_inner());
        let mut unread: Vec<(String, NaiveDate)> = flights
            .into_iter()
            .filter(|(key, date)| {
                let held = read.get(key.as_ref()).and_then(|dates| dates.get(date));
                held.is_none_or(|h| h.sold.is_none())
            })
            .map(|(key, date)| (key.as_ref().to_string(), date))
            .collect();
        // a flight of several itineraries is asked about once
        unread.sort_unstable();
        unread.dedup();
        if unread.is_empty() {
            return;
        }
        let asked: Vec<(&str, NaiveDate)> = unread.iter().map(|(k, d)| (k.as_str(), *d)).collect();
        let found = self.fetch(|s| s.sold(&asked), || vec![sold_out(); asked.len()]);
        let mut found = found.into_iter();
        for (key, date) in &unread {
            let sold = found.next().unwrap_or_default();
            read.entry(key.clone())
                .or_default()
                .entry(*date)
                .or_default()
                .sold = Some(sold);
        }
    }

    /// Count `seats` held by an order in `class` of a dated flight (a sale's re-read).
    pub fn hold(&mut self, key: &str, date: NaiveDate, class: char, seats: u32) {
        self.on(key, date, |h| {
            h.sold.get_or_insert_with(Vec::new).push((class, seats));
        });
    }

    /// Count a seat label reserved by `order` on a dated flight (a sale's re-read).
    pub fn reserve(&mut self, key: &str, date: NaiveDate, label: &str, order: &str) {
        self.on(key, date, |h| {
            h.taken
                .get_or_insert_with(Vec::new)
                .push((label.to_string(), order.to_string()));
        });
    }

    /// Seats orders hold in a cabin of a dated flight, whatever their class.
    fn sold_in(&self, key: &str, cabin: usize, date: NaiveDate) -> u32 {
        let classes = fares::classes(cabin);
        self.on(key, date, |h| {
            let sold = h.sold.get_or_insert_with(|| {
                let found = self.fetch(|s| s.sold(&[(key, date)]), || vec![sold_out()]);
                found.into_iter().next().unwrap_or_default()
            });
            sold.iter()
                .filter(|(c, _)| classes.contains(c))
                .fold(0u32, |n, &(_, seats)| n.saturating_add(seats))
        })
    }

    /// Seats left for sale in a class of a dated flight: the world's, less the seats
    /// orders hold in its cabin (classes are nested: a sale in any class takes a seat
    /// every class of the cabin sells from).
    pub fn left(&self, key: &str, class: char, date: NaiveDate, today: NaiveDate) -> u32 {
        let Some((cabin, level)) = schedule::class_info(class) else {
            return 0;
        };
        let sold = self.sold_in(key, cabin, date);
        inventory::class_seats(self.seed, key, cabin, level, date, today, sold)
    }

    /// Seats of a cabin nobody holds yet: the world's, less the orders'.
    pub fn cabin_left(&self, key: &str, cabin: usize, date: NaiveDate, today: NaiveDate) -> u32 {
        inventory::cabin_left(self.seed, key, cabin, date, today)
            .saturating_sub(self.sold_in(key, cabin, date))
    }

    /// The seat labels orders hold on a dated flight, but those of order `except`.
    pub fn taken(&self, key: &str, date: NaiveDate, except: Option<&str>) -> Vec<String> {
        self.on(key, date, |h| {
            h.taken
                .get_or_insert_with(|| self.fetch(|s| s.taken(key, date), Vec::new))
                .iter()
                .filter(|(_, order)| Some(order.as_str()) != except)
                .map(|(label, _)| label.clone())
                .collect()
        })
    }

    /// The first of `takes` these sales leave no room for, if any.
    pub fn shortfall(&self, takes: &[Take], today: NaiveDate) -> Option<Shortfall> {
        takes.iter().enumerate().find_map(|(i, t)| {
            if self.left(&t.key, t.class, t.date, today) < t.seats {
                return Some(Shortfall::SoldOut(i));
            }
            let taken = self.taken(&t.key, t.date, None);
            let label = t.labels.iter().find(|l| taken.contains(l))?;
            Some(Shortfall::SeatTaken(i, label.clone()))
        })
    }
}

/// What an order takes of one dated flight.
#[derive(Debug, Clone)]
pub struct Take {
    /// The segment's id in the order, and its flight (`IB3400`), for messages.
    pub segment: String,
    pub flight: String,
    pub key: String,
    pub date: NaiveDate,
    pub class: char,
    /// Seats (travellers who need one).
    pub seats: u32,
    /// Seat labels reserved on it.
    pub labels: Vec<String>,
}

/// Why an order's takes cannot all be sold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shortfall {
    /// The take at this index has no seats left in its class.
    SoldOut(usize),
    /// The take at this index asks a seat another order holds.
    SeatTaken(usize, String),
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2030, 6, d).unwrap()
    }

    /// Two seats of Y and seat 12A held on every flight, or a failure; every read
    /// counted.
    #[derive(Default)]
    struct Counted {
        /// Reads of seats sold, and the flights they asked about.
        reads: AtomicUsize,
        sold: AtomicUsize,
        taken: AtomicUsize,
        fails: bool,
    }

    impl Source for Arc<Counted> {
        fn sold(&self, flights: &[(&str, NaiveDate)]) -> Result<Vec<Vec<(char, u32)>>, Unread> {
            self.reads.fetch_add(1, Ordering::SeqCst);
            self.sold.fetch_add(flights.len(), Ordering::SeqCst);
            if self.fails {
                return Err(Unread {
                    why: "disk I/O error".into(),
                    for_now: false,
                });
            }
            Ok(vec![vec![('Y', 2)]; flights.len()])
        }

        fn taken(&self, _: &str, _: NaiveDate) -> Result<Vec<(String, String)>, Unread> {
            self.taken.fetch_add(1, Ordering::SeqCst);
            Ok(vec![("12A".into(), "ORDER1".into())])
        }
    }

    #[test]
    fn a_request_reads_each_flight_it_asks_about_once_and_no_other() {
        let counted = Arc::new(Counted::default());
        let sales = Sales::read_from(Seed::DEFAULT, Box::new(Arc::clone(&counted)));
        let none = Sales::default();
        let today = day(1);
        for _ in 0..3 {
            for class in ['Y', 'B', 'M'] {
                assert_eq!(
                    sales.left("BA117LHRJFK", class, day(20), today),
                    none.left("BA117LHRJFK", class, day(20), today)
                        .saturating_sub(2),
                    "{class}: two seats of the cabin held"
                );
            }
            assert_eq!(
                sales.cabin_left("BA117LHRJFK", 0, day(20), today) + 2,
                none.cabin_left("BA117LHRJFK", 0, day(20), today)
            );
            assert_eq!(
                sales.cabin_left("BA117LHRJFK", 2, day(20), today),
                none.cabin_left("BA117LHRJFK", 2, day(20), today),
                "business holds nothing"
            );
            sales.left("BA117LHRJFK", 'Y', day(21), today);
        }
        // two dated flights asked about, each read once
        assert_eq!(counted.sold.load(Ordering::SeqCst), 2);
        assert_eq!(counted.taken.load(Ordering::SeqCst), 0, "no label asked");
        assert_eq!(sales.taken("BA117LHRJFK", day(20), None), ["12A"]);
        assert!(sales
            .taken("BA117LHRJFK", day(20), Some("ORDER1"))
            .is_empty());
        assert_eq!(counted.taken.load(Ordering::SeqCst), 1);
        assert_eq!(sales.failure(), None);
    }

    #[test]
    fn flights_known_beforehand_are_read_at_once() {
        let counted = Arc::new(Counted::default());
        let sales = Sales::read_from(Seed::DEFAULT, Box::new(Arc::clone(&counted)));
        let today = day(1);
        let flights = ["BA117LHRJFK", "BA175LHRJFK", "BA117LHRJFK", "AA101LHRJFK"];
        sales.read(flights.iter().map(|k| (*k, day(20))));
        assert_eq!(counted.reads.load(Ordering::SeqCst), 1, "one read");
        assert_eq!(counted.sold.load(Ordering::SeqCst), 3, "each flight once");
        for key in flights {
            assert_eq!(sales.cabin_left(key, 2, day(20), today), {
                Sales::default().cabin_left(key, 2, day(20), today)
            });
            sales.left(key, 'Y', day(20), today);
        }
        // read again with one more: only that one is asked
        sales.read(flights.iter().chain(&["VS3LHRJFK"]).map(|k| (*k, day(20))));
        assert_eq!(counted.reads.load(Ordering::SeqCst), 2);
        assert_eq!(counted.sold.load(Ordering::SeqCst), 4);
        sales.read(flights.iter().map(|k| (*k, day(20))));
        assert_eq!(
            counted.reads.load(Ordering::SeqCst),
            2,
            "nothing left to read"
        );
    }

    #[test]
    fn a_flight_that_cannot_be_read_is_sold_out_and_the_failure_kept() {
        let counted = Arc::new(Counted {
            fails: true,
            ..Counted::default()
        });
        let sales = Sales::read_from(Seed::DEFAULT, Box::new(Arc::clone(&counted)));
        let today = day(1);
        assert_eq!(sales.left("BA117LHRJFK", 'Y', day(20), today), 0);
        assert_eq!(sales.cabin_left("BA117LHRJFK", 3, day(20), today), 0);
        assert_eq!(
            sales.failure().map(ToString::to_string).as_deref(),
            Some("disk I/O error")
        );
        // not asked again within the request: it stays sold out
        sales.left("BA117LHRJFK", 'J', day(20), today);
        assert_eq!(counted.sold.load(Ordering::SeqCst), 1);
        // and so does every flight of a read that failed
        sales.read([("BA175LHRJFK", day(20)), ("AA101LHRJFK", day(20))]);
        assert_eq!(sales.left("AA101LHRJFK", 'Y', day(20), today), 0);
        assert_eq!(counted.sold.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn a_sales_re_read_is_what_was_put_in() {
        let mut sales = Sales::default();
        let today = day(1);
        let before = sales.left("BA117LHRJFK", 'Y', day(20), today);
        sales.hold("BA117LHRJFK", day(20), 'Y', 1);
        sales.hold("BA117LHRJFK", day(20), 'B', 2);
        sales.reserve("BA117LHRJFK", day(20), "12A", "ORDER1");
        assert_eq!(sales.left("BA117LHRJFK", 'Y', day(20), today), before - 3);
        let take = |labels: &[&str], seats| Take {
            segment: "1".into(),
            flight: "BA117".into(),
            key: "BA117LHRJFK".into(),
            date: day(20),
            class: 'Y',
            seats,
            labels: labels.iter().map(|l| l.to_string()).collect(),
        };
        assert_eq!(sales.shortfall(&[take(&["12B"], 1)], today), None);
        assert_eq!(
            sales.shortfall(&[take(&["12B"], 1), take(&["12A"], 1)], today),
            Some(Shortfall::SeatTaken(1, "12A".into()))
        );
        assert_eq!(
            sales.shortfall(&[take(&[], before - 2)], today),
            Some(Shortfall::SoldOut(0))
        );
    }
}
