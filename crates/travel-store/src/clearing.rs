//! What is cleared across the backends, each in one transaction: a tenant's business
//! (a reset), a tenant whole (removed), and every tenant's business (a new world).

use crate::error::Result;
use crate::sql::args;
use crate::store::Store;
use crate::tenant::Tenant;
use crate::{flights, hotels, live, meta, tenants};

impl Store {
    /// Clear a tenant's bookings, orders and the seats and rooms they hold, and its
    /// clock, in one transaction. Other tenants, the tokens and settings (the tenant's
    /// included) and what `meta` keeps about the state itself (the world's seed, the
    /// serial of references, its salt, the servers serving it) stay, so references
    /// never repeat across resets and a server that has the state open goes on serving
    /// it.
    pub fn reset(&self, tenant: &Tenant) -> Result<()> {
        self.db.write(|db| {
            flights::clear(db, Some(tenant))?;
            hotels::clear(db, Some(tenant))?;
            live::clear(db, Some(tenant))?;
            meta::restart(db, tenant)
        })
    }

    /// Remove `tenant` whole: what [`Store::reset`] clears, its settings, its tokens
    /// and its secret, in one transaction. Whether it was known or held anything.
    pub fn remove_tenant(&self, tenant: &Tenant) -> Result<bool> {
        let removed = self.db.write(|db| {
            let known = db
                .one(
                    "SELECT 1 FROM sandbox_tenants WHERE client_id = ?1",
                    args![tenant.as_str()],
                )?
                .is_some()
                || tenants::holds_state(db, tenant.as_str())?;
            flights::clear(db, Some(tenant))?;
            hotels::clear(db, Some(tenant))?;
            live::clear(db, Some(tenant))?;
            meta::restart(db, tenant)?;
            meta::forget_settings(db, tenant)?;
            db.exec(
                "DELETE FROM tokens WHERE client_id = ?1",
                args![tenant.as_str()],
            )?;
            db.exec(
                "DELETE FROM sandbox_tenants WHERE client_id = ?1",
                args![tenant.as_str()],
            )?;
            Ok(known)
        })?;
        self.tokens().forget_client(tenant.as_str());
        Ok(removed)
    }

    /// Start every tenant again in the world of `seed`: what [`Store::reset`] clears,
    /// of every tenant, in one transaction; the tokens stay.
    pub fn reseed(&self, seed: u64) -> Result<()> {
        self.db.write(|db| {
            flights::clear(db, None)?;
            hotels::clear(db, None)?;
            live::clear(db, None)?;
            meta::reseed(db, seed)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::{self, fill, rows};
    use crate::tokens;

    use super::*;

    #[test]
    fn a_reset_empties_every_business_table_of_one_tenant_and_a_new_world_of_every_one() {
        testing::on_each(a_reset_empties_every_business_table);
    }

    fn a_reset_empties_every_business_table(store: &Store) {
        let issued = tokens::Issued {
            client_id: "a".into(),
            credentials: None,
            expires_at: 100,
        };
        store.tokens().issue("t", &issued, 0).unwrap();
        store
            .tokens()
            .issue(
                "u",
                &tokens::Issued {
                    client_id: "b".into(),
                    ..issued.clone()
                },
                0,
            )
            .unwrap();
        store.meta().next_serial().unwrap();
        fill(store, "a", 1);
        fill(store, "b", 2);
        // what the file keeps about itself, the tokens, and how each tenant chose to be
        // judged (how its tests are set up, not what they made): every other table is
        // business, kept per tenant
        let kept = [
            "sandbox_meta",
            "sandbox_settings",
            "sandbox_tenants",
            "schema_versions",
            "sqlite_sequence",
            "tokens",
        ];
        // every table has a row of each tenant (a new table needs one here)
        let before = rows(store);
        assert!(
            before.iter().all(|(_, a, b)| *a > 0 && *b > 0),
            "{before:?}"
        );
        let business = |table: &str| !kept.contains(&table);
        store.raw(|db| {
            for (table, ..) in before.iter().filter(|(t, ..)| business(t)) {
                let columns = db.columns(table)?;
                assert!(
                    columns.iter().any(|c| c == "tenant"),
                    "{table}: {columns:?}"
                );
            }
            Ok(())
        });

        store.reset(&Tenant::new("a")).unwrap();
        let after = rows(store);
        assert_eq!(after.len(), before.len());
        for ((table, a, b), (_, a_before, b_before)) in after.iter().zip(&before) {
            assert_eq!(b, b_before, "{table}: b's rows are kept");
            if business(table) {
                assert_eq!(*a, 0, "{table}: a's rows are cleared");
            } else {
                assert_eq!(a, a_before, "{table} is kept");
            }
        }
        assert!(store.tokens().find("t").unwrap().is_some(), "a's token");

        store.reseed(3).unwrap();
        for (table, a, b) in rows(store) {
            if business(&table) {
                assert_eq!((a, b), (0, 0), "{table}: a new world clears every tenant");
            } else {
                assert!(a > 0, "{table} is kept");
            }
        }
    }

    #[test]
    fn a_tenant_removed_leaves_no_row_in_any_table_and_others_keep_theirs() {
        testing::on_each(|store| {
            fill(store, "a", 1);
            fill(store, "b", 2);
            for (token, client_id) in [("ta", "a"), ("tb", "b")] {
                let issued = tokens::Issued {
                    client_id: client_id.into(),
                    credentials: None,
                    expires_at: i64::MAX / 2,
                };
                store.tokens().issue(token, &issued, 0).unwrap();
            }
            assert!(store.tokens().find("ta").unwrap().is_some(), "remembered");
            let before = rows(store);
            assert!(store.remove_tenant(&Tenant::new("a")).unwrap());
            // the file's own tables hold no tenant's rows: kept as they were
            let own = ["sandbox_meta", "schema_versions", "sqlite_sequence"];
            for ((table, a, b), (_, a_before, b_before)) in rows(store).iter().zip(&before) {
                assert_eq!(b, b_before, "{table}: b's rows are kept");
                if own.contains(&table.as_str()) {
                    assert_eq!(a, a_before, "{table}");
                } else {
                    assert_eq!(*a, 0, "{table}: a's rows are gone");
                }
            }
            assert_eq!(store.tokens().find("ta").unwrap(), None, "not remembered");
            assert!(store.tokens().find("tb").unwrap().is_some());
            assert!(!store.remove_tenant(&Tenant::new("a")).unwrap(), "gone");
        });
    }
}
