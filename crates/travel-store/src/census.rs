//! What the state holds, counted over every backend ([`Holdings`]) and per tenant, and
//! read whole ([`Ledger`]), each in one read transaction.

use std::collections::{BTreeMap, BTreeSet};

use crate::database::tenants_in;
use crate::error::Result;
use crate::holdings::{Holdings, Ledger};
use crate::sql::{args, Db, Engine};
use crate::store::Store;
use crate::{flights, hotels, meta, tokens};

impl Store {
    /// What the state holds, counted in one read transaction (see [`Holdings`]).
    pub fn holdings(&self) -> Result<Holdings> {
        self.db.snapshot(|db| {
            let (mut held, tenants) = counted(db)?;
            held.tenants = tenants.len() as u64;
            Ok(held)
        })
    }

    /// Every tenant the state keeps anything of, by client id, with what it holds.
    pub fn tenants(&self) -> Result<Vec<(String, Holdings)>> {
        self.db.snapshot(|db| {
            let (_, all) = counted(db)?;
            let mut by_tenant: BTreeMap<String, Holdings> = all
                .into_iter()
                .map(|t| {
                    (
                        t,
                        Holdings {
                            tenants: 1,
                            ..Holdings::default()
                        },
                    )
                })
                .collect();
            let counted: [(&str, &str, Field); 4] = [
                ("flight_orders", "tenant", |h| &mut h.flight_orders),
                ("hotel_reservations", "tenant", |h| {
                    &mut h.hotel_reservations
                }),
                ("hotel_bookings", "tenant", |h| &mut h.hotel_bookings),
                ("tokens", "client_id", |h| &mut h.tokens),
            ];
            for (table, column, field) in counted {
                let sql = format!("SELECT {column}, count(*) FROM {table} GROUP BY {column}");
                for row in db.query(&sql, args![])? {
                    let (tenant, n): (String, u64) = (row.get(0)?, row.get(1)?);
                    if let Some(h) = by_tenant.get_mut(&tenant) {
                        *field(h) = n;
                    }
                }
            }
            Ok(by_tenant.into_iter().collect())
        })
    }

    /// The state read whole, in one read transaction (see [`Ledger`]).
    pub fn ledger(&self) -> Result<Ledger> {
        self.db.snapshot(|db| {
            let integrity = match db.engine() {
                Engine::Sqlite => db
                    .value("PRAGMA integrity_check", args![])?
                    .unwrap_or_default(),
                // the database keeps itself whole; what is checked here is the rows
                Engine::Postgres => "ok".to_string(),
            };
            let mut ledger = Ledger {
                integrity,
                ..Ledger::default()
            };
            flights::ledger(db, &mut ledger)?;
            hotels::ledger(db, &mut ledger)?;
            Ok(ledger)
        })
    }
}

/// What every backend holds, counted, and the client ids it keeps anything for.
fn counted(db: &mut dyn Db) -> Result<(Holdings, BTreeSet<String>)> {
    let mut held = Holdings::default();
    let mut tenants = BTreeSet::new();
    tokens::holdings(db, &mut held, &mut tenants)?;
    flights::holdings(db, &mut held, &mut tenants)?;
    hotels::holdings(db, &mut held, &mut tenants)?;
    meta::holdings(db, &mut tenants)?;
    tenants_in(db, "sandbox_tenants", "client_id", &mut tenants)?;
    Ok((held, tenants))
}

/// One count of [`Holdings`], by the table and column it is counted from.
type Field = fn(&mut Holdings) -> &mut u64;

#[cfg(test)]
mod tests {
    use travel_core::clock::Clock;

    use crate::tenant::Tenant;
    use crate::testing::{self, fill};
    use crate::tokens;

    use super::*;

    #[test]
    fn what_a_state_holds_is_counted_over_every_tenant() {
        testing::on_each(what_a_state_holds_is_counted);
    }

    fn what_a_state_holds_is_counted(store: &Store) {
        assert_eq!(store.holdings().unwrap(), Holdings::default());
        fill(store, "a", 1);
        fill(store, "b", 2);
        let token = tokens::Issued {
            client_id: "c".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &token, 0).unwrap();
        store
            .meta()
            .set_clock(&Tenant::new("d"), Some(Clock { offset: 60 }))
            .unwrap();
        let held = store.holdings().unwrap();
        assert_eq!(
            held,
            Holdings {
                tenants: 4,
                flight_orders: 2,
                hotel_reservations: 2,
                hotel_bookings: 2,
                tokens: 1,
            }
        );
        assert_eq!(
            held.to_string(),
            "4 tenants, 2 flight orders, 2 hotel bookings (2 reservations), 1 token"
        );
        store.reset(&Tenant::new("a")).unwrap();
        assert_eq!(store.holdings().unwrap().flight_orders, 1);
    }
}
