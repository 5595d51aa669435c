//! What a server keeps of each tenant in memory rather than in its state file: the
//! faults it injected and its request journal. Both are test set-up and diagnosis, not
//! business state: a restart starts them afresh, and a reset of the tenant clears them.
//!
//! Kept for every tenant the server knows, never evicted to make room for another:
//! a journal keeps its newest requests, and the journal of a tenant quiet for a while
//! is let go (`housekeeping`); faults stay until removed, reset, or the tenant goes.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::faults::Faults;
use crate::journal::Journal;

/// One tenant's faults and journal.
#[derive(Debug, Default)]
pub struct TenantLive {
    pub faults: Faults,
    pub journal: Journal,
}

#[derive(Default)]
pub struct Live {
    tenants: Mutex<HashMap<String, (TenantLive, Instant)>>,
}

impl Live {
    fn all(&self) -> std::sync::MutexGuard<'_, HashMap<String, (TenantLive, Instant)>> {
        self.tenants.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Act on `tenant`'s part, made on first use.
    pub fn with<R>(&self, tenant: &str, f: impl FnOnce(&mut TenantLive) -> R) -> R {
        let mut all = self.all();
        let (part, last) = match all.get_mut(tenant) {
            Some(found) => found,
            None => all
                .entry(tenant.to_string())
                .or_insert_with(|| (TenantLive::default(), Instant::now())),
        };
        *last = Instant::now();
        f(part)
    }

    /// The faults `tenant` has in force, without making a part for it: the check every
    /// request makes, which must cost next to nothing for a tenant without faults.
    pub fn has_faults(&self, tenant: &str) -> bool {
        self.all()
            .get(tenant)
            .is_some_and(|(p, _)| p.faults.len() > 0)
    }

    /// Forget `tenant`'s faults and journal.
    pub fn forget(&self, tenant: &str) {
        self.all().remove(tenant);
    }

    /// Forget every tenant's faults and journal (a new world).
    pub fn forget_all(&self) {
        self.all().clear();
    }

    /// Let go of the journals of tenants quiet for `quiet`, and the parts that then
    /// hold nothing.
    pub fn let_go_quiet(&self, quiet: Duration) {
        let now = Instant::now();
        self.all().retain(|_, (part, last)| {
            if now.duration_since(*last) < quiet {
                return true;
            }
            part.journal.clear();
            part.faults.len() > 0
        });
    }

    /// How many tenants have a part.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.all().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::model::sandbox::JournalEntry;

    #[test]
    fn tenants_are_kept_apart_and_none_is_evicted_for_another() {
        let live = Live::default();
        live.with("a", |p| p.journal.record(JournalEntry::default()));
        assert_eq!(live.with("a", |p| p.journal.newest(10).len()), 1);
        assert_eq!(live.with("b", |p| p.journal.newest(10).len()), 0);
        for i in 0..5000 {
            live.with(&format!("t{i}"), |_| ());
        }
        assert_eq!(live.with("a", |p| p.journal.newest(10).len()), 1, "kept");
        assert_eq!(live.len(), 5002);
        live.forget("t4000");
        assert_eq!(live.len(), 5001);
        assert!(!live.has_faults("a"));
        // quiet for long enough: journals let go, the parts holding nothing more gone
        live.let_go_quiet(Duration::ZERO);
        assert_eq!(live.len(), 0);
        live.let_go_quiet(Duration::from_secs(60));
    }
}
