//! What is read of a sandbox's state file outside a server: what a tenant holds and
//! the file whole (for tests and benches), a tenant's clock for the client of the
//! in-process sandbox, and the volume a bench fills a state with. Everything an
//! operator changes (a tenant's clock, resets, the world, tenants and their secrets)
//! goes through the control API, of a server at a URL or of the state served in the
//! process for its operator (`Operator`): one control surface.

use std::path::Path;

use travel_core::clock::Clock;

use crate::failure::{Failure, Result};
use travel_store::flights::{NewOrder, Unsold};
use travel_store::tenant::Tenant;
pub use travel_store::tenant::{DEFAULT_CLIENT, DEFAULT_SECRET};
use travel_store::{self, Location, Store};
pub use travel_store::{Holdings, Ledger};

/// A state file opened for control.
pub struct StateFile {
    store: Store,
    at: Location,
}

impl StateFile {
    /// Open (or create) the state file at `path`.
    pub fn open(path: &Path) -> Result<StateFile> {
        StateFile::open_at(&Location::File(path.to_path_buf()))
    }

    /// Open the state where `at` says: a file, or a PostgreSQL database.
    pub fn open_at(at: &Location) -> Result<StateFile> {
        Ok(StateFile {
            store: Store::open_at(at)?,
            at: at.clone(),
        })
    }

    /// What the storage said when it failed: the state is intact.
    fn failed(&self, e: travel_store::Error) -> Failure {
        Failure::Storage(format!("sandbox state {}: {e}", self.at))
    }

    /// What the file holds of the tenant `client_id`.
    pub fn tenant(&self, client_id: &str) -> TenantState<'_> {
        TenantState {
            file: self,
            tenant: Tenant::new(client_id),
        }
    }

    /// What the file holds, counted over every tenant.
    pub fn holdings(&self) -> Result<Holdings> {
        self.store.holdings().map_err(|e| self.failed(e))
    }

    /// The file read whole, every tenant's, to check that nothing in it is half-written.
    pub fn ledger(&self) -> Result<Ledger> {
        self.store.ledger().map_err(|e| self.failed(e))
    }
}

/// One tenant's share of a state file.
pub struct TenantState<'f> {
    file: &'f StateFile,
    tenant: Tenant,
}

impl TenantState<'_> {
    /// The tenant's clock as the file has it.
    pub fn clock(&self) -> Result<Clock> {
        let meta = self.file.store.meta();
        meta.clock(&self.tenant).map_err(|e| self.file.failed(e))
    }

    /// Book the tenant's order `id` again, as the service books the same offer for the
    /// same travellers once more today: what it holds sold again from the tenant's
    /// inventory by the same sale, all or nothing, as a new order with an id and a
    /// reference of its own. The new order's id; `None` when the order is not there
    /// (any more) or its seats are gone. It fills a state to the volume a shared sandbox
    /// reaches without a request per order (`benches/volume.rs`).
    pub fn book_again(&self, id: &str) -> Result<Option<String>> {
        let today = self.clock()?.today();
        let failed = |e| self.file.failed(e);
        let store = &self.file.store;
        let flights = store.flights(&self.tenant);
        let Some(kept) = flights.order(id, today).map_err(failed)? else {
            return Ok(None);
        };
        let takes = flights.takes(id).map_err(failed)?;
        let reference = travel_store::unguessable::record_locator();
        let mut order = kept.order;
        order.id = travel_store::unguessable::order_id();
        for record in &mut order.associated_records {
            record.reference.clone_from(&reference);
            record.creation_date = format!("{today}T00:00:00");
        }
        let new = NewOrder {
            id: &order.id,
            reference: &reference,
            created_on: today,
            ticketing_on: kept.ticketing_on,
            lapses_after: kept.lapses_after,
            order: &order,
        };
        match flights.sell(&new, &takes, today) {
            Ok(()) => Ok(Some(order.id.clone())),
            Err(Unsold::Short(_)) => Ok(None),
            Err(Unsold::Duplicate) => Err(Failure::State(format!(
                "order {} or reference {reference} is in use already",
                order.id
            ))),
            Err(Unsold::Failed(e)) => Err(failed(e)),
        }
    }

    /// What the tenant holds now, counted.
    pub fn counts(&self) -> Result<Counts> {
        let today = self.clock()?.today();
        let failed = |e| self.file.failed(e);
        let store = &self.file.store;
        Ok(Counts {
            flight_orders: store.flights(&self.tenant).count(today).map_err(failed)?,
            hotel_reservations: self.hotel_references()?.len() as u64,
            hotel_bookings: store.hotels(&self.tenant).bookings().map_err(failed)?,
            tokens: self.tokens()?.len() as u64,
        })
    }

    /// The booking references of the tenant's hotel reservations, oldest first.
    pub fn hotel_references(&self) -> Result<Vec<String>> {
        let hotels = self.file.store.hotels(&self.tenant);
        let kept = hotels.reservations().map_err(|e| self.file.failed(e))?;
        Ok(kept.into_iter().map(|r| r.reference).collect())
    }

    /// The tokens kept that were issued to the tenant's client.
    pub fn tokens(&self) -> Result<Vec<String>> {
        self.file
            .store
            .tokens()
            .issued_to(self.tenant.as_str())
            .map_err(|e| self.file.failed(e))
    }
}

/// What a tenant holds in a state file, counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Flight orders standing now, by the tenant's clock (a lapsed one is not counted).
    pub flight_orders: u64,
    /// Hotel reservations, and their room bookings (one per room).
    pub hotel_reservations: u64,
    pub hotel_bookings: u64,
    /// Access tokens kept that were issued to the tenant.
    pub tokens: u64,
}

/// A tenant's clock in the state file at `path`, for the client of the in-process
/// sandbox (the tenant `client_id`): real time when there is no state yet or it cannot
/// be read (the sandbox then says why when it starts).
pub fn clock_at(path: &Path, client_id: &str) -> Clock {
    travel_store::meta::clock_at(path, &Tenant::new(client_id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_store::OnDamage;

    /// The state at `path` opened as a server opens it: checked whole first.
    fn open_checked(path: &Path, on_damage: OnDamage) -> Result<Store> {
        Ok(Store::open_checked(
            &Location::File(path.to_path_buf()),
            on_damage,
            true,
        )?)
    }
    use travel_world::flights::sales::Take;

    /// What an order of two full-fare seats on IB3400 (inventory `key`) on `date` takes.
    fn two_full_fare_seats(key: &str, date: chrono::NaiveDate, labels: Vec<String>) -> Take {
        Take {
            segment: "1".into(),
            flight: "IB3400".into(),
            key: key.into(),
            date,
            class: 'Y',
            seats: 2,
            labels,
        }
    }

    #[test]
    fn a_damaged_file_is_copied_aside_and_refused_or_started_afresh_and_a_newer_one_or_anothers_left(
    ) {
        let dir = tempfile::tempdir().unwrap();
        let damaged = dir.path().join("damaged.sqlite3");
        let mut bytes = b"SQLite format 3\0".to_vec();
        bytes.extend_from_slice(&[0xA5; 200]);
        std::fs::write(&damaged, &bytes).unwrap();
        let Err(Failure::Damaged(why)) = open_checked(&damaged, OnDamage::Refuse) else {
            panic!("a damaged file is refused")
        };
        assert!(why.contains("damaged.sqlite3 is damaged"), "{why}");
        assert!(why.contains("a copy of it as found is in"), "{why}");
        assert_eq!(std::fs::read(&damaged).unwrap(), bytes, "left as it was");
        let copies = std::fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .starts_with("damaged.sqlite3.damaged-")
            })
            .count();
        assert_eq!(copies, 1);
        open_checked(&damaged, OnDamage::Fresh).expect("afresh");
        assert_ne!(std::fs::read(&damaged).unwrap(), bytes);

        // a file that is not SQLite at all is someone's own, given by mistake
        let notes = dir.path().join("notes.txt");
        let text = b"not a database, not at all: a text file of some length";
        std::fs::write(&notes, text).unwrap();
        let Err(Failure::State(why)) = open_checked(&notes, OnDamage::Refuse) else {
            panic!("another file is refused")
        };
        assert!(
            why.contains("not a sandbox state file: left as it is"),
            "{why}"
        );
        assert_eq!(std::fs::read(&notes).unwrap(), text, "left as it was");

        let newer = dir.path().join("newer.sqlite3");
        StateFile::open(&newer).unwrap();
        travel_store::testing::mark_newer(&newer);
        let before = std::fs::read(&newer).unwrap();
        let Err(Failure::Newer(why)) = open_checked(&newer, OnDamage::Refuse) else {
            panic!("a newer file is refused as such")
        };
        assert!(why.contains("newer travel"), "{why}");
        assert_eq!(std::fs::read(&newer).unwrap(), before, "left as it was");

        // a file in a directory that cannot be written to is not damaged: it is kept
        let kept = dir.path().join("kept.sqlite3");
        drop(StateFile::open(&kept).unwrap());
        let before = std::fs::read(&kept).unwrap();
        let blocked = dir.path().join("kept.sqlite3-wal");
        std::fs::create_dir(&blocked).unwrap();
        let Err(Failure::Storage(why)) = open_checked(&kept, OnDamage::Refuse) else {
            panic!("a file the storage cannot open is refused as such")
        };
        assert!(why.contains("kept.sqlite3"), "{why}");
        assert_eq!(std::fs::read(&kept).unwrap(), before, "left as it was");
    }

    #[test]
    fn what_a_tenant_holds_is_counted_and_the_file_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let file = StateFile::open(&dir.path().join("state.sqlite3")).unwrap();
        let (a, b) = (file.tenant("client-a"), file.tenant("client-b"));
        assert_eq!(a.counts().unwrap(), Counts::default());
        let tokens = file.store.tokens();
        let to = |client_id: &str| travel_store::tokens::Issued {
            client_id: client_id.into(),
            credentials: None,
            expires_at: i64::MAX,
        };
        tokens.issue("T1", &to("client-a"), 0).unwrap();
        tokens.issue("T2", &to("client-b"), 0).unwrap();
        assert_eq!(a.tokens().unwrap(), ["T1"]);
        let counts = a.counts().unwrap();
        assert_eq!(
            (counts.tokens, counts.flight_orders, counts.hotel_bookings),
            (1, 0, 0)
        );
        let today = a.clock().unwrap().today();
        let order = travel_core::model::order::FlightOrder::default();
        let new = NewOrder {
            id: "O1",
            reference: "QWERTY",
            created_on: today,
            ticketing_on: today,
            lapses_after: None,
            order: &order,
        };
        let take = two_full_fare_seats("IB3400", today + chrono::Duration::days(100), vec![]);
        let seller = Tenant::new("client-a");
        file.store
            .flights(&seller)
            .sell(&new, &[take], today)
            .unwrap();
        assert_eq!(a.counts().unwrap().flight_orders, 1);
        assert_eq!(b.counts().unwrap().flight_orders, 0, "a's order is a's");
        // a's clock moved past its ticketing day leaves it standing; b's stays
        file.store.meta().advance_clock(&seller, 86_400).unwrap();
        assert_eq!(b.clock().unwrap(), Clock::REAL);
        let ledger = file.ledger().unwrap();
        assert_eq!(ledger.integrity, "ok");
        let held = &ledger.orders["O1"];
        assert_eq!((held.len(), held[0].2.as_str(), held[0].3), (1, "Y", 2));
        assert_eq!(ledger.orphan_segments, 0);
        assert!(ledger.hotel_bookings.is_empty() && ledger.nights.is_empty());
        assert!(a.hotel_references().unwrap().is_empty());
        // a's reset clears its order and clock, and keeps its token and b's
        file.store.reset(&seller).unwrap();
        assert_eq!(a.clock().unwrap(), Clock::REAL);
        assert_eq!(
            a.counts().unwrap(),
            Counts {
                tokens: 1,
                ..Counts::default()
            }
        );
        assert_eq!(b.tokens().unwrap(), ["T2"]);
    }

    #[test]
    fn an_order_booked_again_is_a_new_order_of_the_same_seats_until_they_are_gone() {
        let dir = tempfile::tempdir().unwrap();
        let file = StateFile::open(&dir.path().join("state.sqlite3")).unwrap();
        let tenant = file.tenant("client-a");
        let today = tenant.clock().unwrap().today();
        let order = travel_core::model::order::FlightOrder {
            id: "O1".into(),
            associated_records: vec![Default::default()],
            ..Default::default()
        };
        let sell = |id: &str, labels: Vec<String>| {
            let new = NewOrder {
                id,
                reference: id,
                created_on: today,
                ticketing_on: today,
                lapses_after: None,
                order: &order,
            };
            // two seats of the full fare, days before departure: a few dozen left
            let take =
                two_full_fare_seats("IB3400MADBCN", today + chrono::Duration::days(2), labels);
            let seller = Tenant::new("client-a");
            file.store
                .flights(&seller)
                .sell(&new, &[take], today)
                .unwrap();
        };
        sell("O1", vec![]);
        sell("SEATED", vec!["12A".into()]);
        // a seat label is one order's: the same seat cannot be booked again
        assert_eq!(tenant.book_again("SEATED").unwrap(), None);
        assert_eq!(tenant.book_again("UNKNOWN").unwrap(), None);
        let again = tenant.book_again("O1").unwrap().expect("seats left");
        assert_ne!(again, "O1");
        let seller = Tenant::new("client-a");
        let flights = file.store.flights(&seller);
        let kept = flights
            .order(&again, today)
            .unwrap()
            .expect("the new order");
        assert_eq!(kept.order.id, again);
        let reference = &kept.order.associated_records[0].reference;
        assert_eq!(reference.len(), 6);
        assert_eq!(flights.takes(&again).unwrap()[0].seats, 2);
        // and again, each time two seats more, until the class is gone
        let mut made = 2;
        while tenant.book_again("O1").unwrap().is_some() {
            made += 1;
            assert!(made < 200, "the seats run out");
        }
        assert_eq!(tenant.counts().unwrap().flight_orders, made + 1);
        let ledger = file.ledger().unwrap();
        assert_eq!(ledger.orphan_segments, 0);
        let held: i64 = ledger.orders.values().flatten().map(|h| h.3).sum();
        assert_eq!(held, 2 * (made as i64 + 1));
        // none of it is another tenant's
        assert_eq!(file.tenant("client-b").book_again("O1").unwrap(), None);
    }
}
