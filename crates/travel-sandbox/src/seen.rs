//! When each tenant was last heard from: noted on every request, written by the
//! housekeeping pass (see `housekeeping`), which expires tenants idle too long.

use std::collections::HashMap;
use std::sync::Mutex;

/// When each tenant was last heard from, since the last pass wrote it.
#[derive(Default)]
pub struct Seen {
    pending: Mutex<HashMap<String, i64>>,
}

impl Seen {
    /// Note a request of `tenant`'s, now.
    pub fn note(&self, tenant: &str) {
        let now = travel_core::clock::unix_seconds();
        let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
        match pending.get_mut(tenant) {
            Some(at) => *at = now,
            None => {
                pending.insert(tenant.to_string(), now);
            }
        }
    }

    pub(crate) fn take(&self) -> Vec<(String, i64)> {
        let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
        pending.drain().collect()
    }
}
