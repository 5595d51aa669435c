//! What a server keeps of each tenant in memory rather than in its state file: the
//! faults it injected and its request journal. Both are test set-up and diagnosis, not
//! business state: a restart starts them afresh, and a reset of the tenant clears them.
//!
//! Bounded: a journal keeps its newest requests, and at most [`MOST_TENANTS`] tenants
//! are kept, the one least recently heard of making room for a new one.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use crate::faults::Faults;
use crate::journal::Journal;

/// Tenants kept in memory at once.
pub const MOST_TENANTS: usize = 1024;

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
    /// Act on `tenant`'s part, made on first use.
    pub fn with<R>(&self, tenant: &str, f: impl FnOnce(&mut TenantLive) -> R) -> R {
        let mut all = self.tenants.lock().unwrap_or_else(|e| e.into_inner());
        if !all.contains_key(tenant) && all.len() >= MOST_TENANTS {
            let stalest = all
                .iter()
                .min_by_key(|(_, (_, last))| *last)
                .map(|(k, _)| k.clone());
            if let Some(k) = stalest {
                all.remove(&k);
            }
        }
        let (part, last) = all
            .entry(tenant.to_string())
            .or_insert_with(|| (TenantLive::default(), Instant::now()));
        *last = Instant::now();
        f(part)
    }

    /// The faults `tenant` has in force, without making a part for it: the check every
    /// request makes, which must cost next to nothing for a tenant without faults.
    pub fn has_faults(&self, tenant: &str) -> bool {
        let all = self.tenants.lock().unwrap_or_else(|e| e.into_inner());
        all.get(tenant).is_some_and(|(p, _)| p.faults.len() > 0)
    }

    /// Forget `tenant`'s faults and journal.
    pub fn forget(&self, tenant: &str) {
        let mut all = self.tenants.lock().unwrap_or_else(|e| e.into_inner());
        all.remove(tenant);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use travel_core::model::sandbox::JournalEntry;

    #[test]
    fn tenants_are_kept_apart_and_bounded() {
        let live = Live::default();
        live.with("a", |p| p.journal.record(JournalEntry::default()));
        assert_eq!(live.with("a", |p| p.journal.newest(10).len()), 1);
        assert_eq!(live.with("b", |p| p.journal.newest(10).len()), 0);
        for i in 0..MOST_TENANTS + 10 {
            live.with(&format!("t{i}"), |_| ());
        }
        let kept = live.tenants.lock().unwrap().len();
        assert_eq!(kept, MOST_TENANTS);
        live.forget("t5000");
        assert!(!live.has_faults("a"));
    }
}
