//! What the sandbox's tenants share, and what one request sees of it.
//!
//! [`Shared`] is the sandbox as every tenant has it: its state file, its world's seed,
//! its options; one per server. [`App`] is what a handler is given: the shared part
//! and the tenant of the request (the client its token was issued to), so that
//! `app.flights()`, `app.hotels()` and `app.clock()` are that tenant's and no handler
//! can reach another's.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use chrono::NaiveDate;

use crate::access_log::AccessLog;
use crate::faults::Faults;
use crate::live::Live;
use crate::metrics::Metrics;
use crate::rate::{Limits, Rate};
use travel_core::clock::Clock;
use travel_core::model::sandbox;
use travel_core::stable::Seed;
use travel_store::flights::Flights;
use travel_store::hotels::Hotels;
use travel_store::meta::Meta;
use travel_store::tenant::{Tenancy, Tenant};
use travel_store::tokens::Tokens;
use travel_store::{Holdings, Refused, Store};
use travel_world::flights::sales::{Sales, Source, Unread};

/// Where a tenant's strictness comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrictFrom {
    /// The tenant chose it on the control API.
    Tenant,
    /// The server's default (`serve --strict`, or lenient).
    Server,
}

/// The sandbox as every tenant shares it: the backends of its state, the world's seed,
/// how links are written, and the options it was started with.
pub struct Shared {
    /// Accept only the client of these credentials (the digest of its id and secret,
    /// see `auth`); `None` accepts any.
    pub(crate) credentials: Option<String>,
    /// The origin links are written under, instead of the one the client addressed.
    pub origin: Option<String>,
    pub(crate) store: Store,
    pub verbose: bool,
    /// The world's seed (see `stable`), read when the server starts and set by the
    /// operator's `POST /_sandbox/world`: each request reads it once, as it starts, and
    /// answers from that world throughout.
    seed: AtomicU64,
    /// The state file's salt, read when the server starts: the digests of credentials
    /// mix it in.
    pub(crate) salt: u64,
    /// The digest of the operator's secret, whose bearer may see and act as every
    /// tenant on the control API (`serve --admin-secret`).
    pub(crate) admin: Option<String>,
    /// Each tenant's faults and journal, in memory.
    pub(crate) live: Live,
    pub(crate) metrics: Metrics,
    /// The rates tenants, addresses and the server are held to (see `rate`).
    pub(crate) limits: Limits,
    /// Who may act as a tenant (`serve --tenants`).
    pub(crate) tenancy: Tenancy,
    /// Checks of tenants' secrets, those that passed remembered.
    pub(crate) checks: crate::secrets::Checks,
    /// Tenants bound on first use are removed whole once nobody has heard from them
    /// for this long (`serve --idle-expiry`); `None` keeps them.
    pub(crate) idle_expiry: Option<std::time::Duration>,
    /// New client ids are refused once the server knows this many tenants.
    pub(crate) max_tenants: Option<u64>,
    /// When each tenant was last heard from, not yet written to the state.
    pub(crate) seen: crate::seen::Seen,
    /// Answers given as always, or recorded, or given back (the CLI's screen tests).
    pub(crate) answers: crate::recorded::Answers,
    /// When this server opened the state, unix seconds: a tenant is idle only for the
    /// time a server was there to hear from it.
    pub(crate) started: i64,
    pub(crate) access_log: Option<AccessLog>,
    /// Whether tenants are held to the interface's letter unless they chose otherwise
    /// (`serve --strict`).
    pub(crate) strict: bool,
    /// The machine's registry of running servers (`serve`, and the operator's server
    /// of a state, which looks there before a change of world).
    pub(crate) registry: crate::registry::Registry,
    /// The state file served, canonical; none for a database nodes share.
    pub(crate) state_file: Option<std::path::PathBuf>,
}

impl Shared {
    /// Whether a read of the state may wait on the network (PostgreSQL), and so has
    /// no place on the runtime's worker threads: every request then goes to the
    /// blocking pool.
    pub(crate) fn reads_wait(&self) -> bool {
        self.shared_by_nodes()
    }

    /// Whether the state is a database several nodes share (PostgreSQL): tenants'
    /// faults and journals are kept there then, for every node, rather than in this
    /// process's memory.
    fn shared_by_nodes(&self) -> bool {
        self.store.engine() == travel_store::sql::Engine::Postgres
    }

    /// Whether `tenant` has a fault in force. A database that cannot be read says no:
    /// the request fails on its own read of the state anyway.
    pub(crate) fn has_faults(&self, tenant: &Tenant) -> bool {
        if self.shared_by_nodes() {
            self.store.live(tenant).has_faults().unwrap_or(false)
        } else {
            self.live.has_faults(tenant.as_str())
        }
    }

    /// Act on `tenant`'s faults, and keep what `f` made of them. `f` may run more than
    /// once (see `backends::live`).
    pub(crate) fn faults<R>(
        &self,
        tenant: &Tenant,
        mut f: impl FnMut(&mut Faults) -> R,
    ) -> travel_store::Result<R> {
        if self.shared_by_nodes() {
            self.store.live(tenant).faults(f)
        } else {
            Ok(self.live.with(tenant.as_str(), |t| f(&mut t.faults)))
        }
    }

    /// Note a request of `tenant`'s in its journal. The journal is diagnosis: a
    /// database that cannot take the note leaves it out rather than fail the request.
    pub(crate) fn record(&self, tenant: &Tenant, entry: sandbox::JournalEntry) {
        if self.shared_by_nodes() {
            let _ = self.store.live(tenant).record(&entry);
        } else {
            self.live.with(tenant.as_str(), |t| t.journal.record(entry));
        }
    }

    /// `tenant`'s newest `limit` requests, newest first.
    pub(crate) fn journal(
        &self,
        tenant: &Tenant,
        limit: usize,
    ) -> travel_store::Result<Vec<sandbox::JournalEntry>> {
        if self.shared_by_nodes() {
            self.store.live(tenant).newest(limit)
        } else {
            Ok(self.live.with(tenant.as_str(), |t| t.journal.newest(limit)))
        }
    }

    /// Forget `tenant`'s journal.
    pub(crate) fn clear_journal(&self, tenant: &Tenant) -> travel_store::Result<()> {
        if self.shared_by_nodes() {
            self.store.live(tenant).clear_journal()
        } else {
            self.live.with(tenant.as_str(), |t| t.journal.clear());
            Ok(())
        }
    }

    /// The sandbox on `store`, accepting only the client `client` (id and secret) when
    /// given one.
    pub fn open(
        store: Store,
        client: Option<(String, String)>,
        verbose: bool,
    ) -> travel_store::Result<Self> {
        let seed = store.meta().seed()?;
        let salt = store.meta().salt()?;
        Ok(Shared {
            credentials: client.map(|(id, secret)| crate::secrets::digest(salt, &id, &secret)),
            origin: None,
            store,
            verbose,
            seed: AtomicU64::new(seed),
            salt,
            admin: None,
            live: Live::default(),
            metrics: Metrics::new(),
            limits: Limits::new(crate::rate::Settings::none()),
            tenancy: Tenancy::Open,
            checks: crate::secrets::Checks::default(),
            idle_expiry: None,
            max_tenants: None,
            seen: crate::seen::Seen::default(),
            answers: crate::recorded::Answers::Live,
            started: travel_core::clock::unix_seconds(),
            access_log: None,
            strict: false,
            registry: crate::registry::Registry::none(),
            state_file: None,
        })
    }

    /// The tokens of every client: the token endpoint and the bearer check.
    pub fn tokens(&self) -> Tokens<'_> {
        self.store.tokens()
    }

    /// What the state file keeps about itself.
    pub fn meta(&self) -> Meta<'_> {
        self.store.meta()
    }

    /// The world it serves now.
    pub fn seed(&self) -> Seed {
        Seed(self.seed.load(Ordering::Relaxed))
    }
}

/// What a handler may use: the backends of its tenant's state, its tenant's clock, and
/// how links are written. One per request.
pub struct App {
    shared: Arc<Shared>,
    tenant: Tenant,
    /// The world the request is answered from, read as it starts.
    seed: Seed,
    /// Whether the request carried the admin secret (acting as `tenant`).
    admin: bool,
    /// The tenant's clock as the request read it first (see `clock`).
    clock: OnceLock<Clock>,
}

impl App {
    /// The view of `tenant`, for one request.
    pub fn new(shared: Arc<Shared>, tenant: Tenant) -> App {
        App {
            seed: shared.seed(),
            shared,
            tenant,
            admin: false,
            clock: OnceLock::new(),
        }
    }

    /// The view of `tenant` for the holder of the admin secret.
    pub fn for_admin(shared: Arc<Shared>, tenant: Tenant) -> App {
        App {
            admin: true,
            ..App::new(shared, tenant)
        }
    }

    pub fn tenant(&self) -> &Tenant {
        &self.tenant
    }

    /// What the file keeps about itself: the serial and salt of references.
    pub fn meta(&self) -> Meta<'_> {
        self.shared.meta()
    }

    /// The other servers of this state file running on this machine (none for a
    /// database nodes share: its nodes run on other machines).
    pub fn other_servers(&self) -> Vec<crate::registry::Entry> {
        match &self.shared.state_file {
            Some(state) => self.shared.registry.serving(state),
            None => Vec::new(),
        }
    }

    /// The tenant's flight orders and the seats they hold.
    pub fn flights(&self) -> Flights<'_> {
        self.shared.store.flights(&self.tenant)
    }

    /// What the tenant's orders standing on `today` hold, read a dated flight at a time
    /// as the request asks about it.
    pub fn sales(&self, today: NaiveDate) -> Sales {
        Sales::read_from(
            self.seed,
            Box::new(Standing {
                shared: Arc::clone(&self.shared),
                tenant: self.tenant.clone(),
                today,
            }),
        )
    }

    /// The tenant's hotel bookings and the rooms they hold.
    pub fn hotels(&self) -> Hotels<'_> {
        self.shared.store.hotels(&self.tenant)
    }

    /// The tenant's clock, as the state has it when the request first asks (another
    /// process may have set or advanced it since the last request), then kept: the
    /// request sees one now throughout, the one source of every handler's today and
    /// now. A state that cannot be read answers with real time; the request fails on
    /// its next read of the state anyway.
    pub fn clock(&self) -> Clock {
        *self.clock.get_or_init(|| {
            self.shared
                .meta()
                .clock(&self.tenant)
                .unwrap_or(Clock::REAL)
        })
    }

    /// The tenant's today: every answer is a function of the request, this date and
    /// the tenant's state.
    pub fn today(&self) -> NaiveDate {
        self.clock().today()
    }

    /// The world the request is answered from.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// The tenant's faults, acted on (see [`Shared::faults`]).
    pub fn faults<R>(&self, f: impl FnMut(&mut Faults) -> R) -> travel_store::Result<R> {
        self.shared.faults(&self.tenant, f)
    }

    /// The tenant's newest `limit` requests, newest first.
    pub fn journal(&self, limit: usize) -> travel_store::Result<Vec<sandbox::JournalEntry>> {
        self.shared.journal(&self.tenant, limit)
    }

    /// Forget the tenant's journal.
    pub fn clear_journal(&self) -> travel_store::Result<()> {
        self.shared.clear_journal(&self.tenant)
    }

    /// The rate each tenant is held to, if any.
    pub fn rate_limit(&self) -> Option<Rate> {
        self.shared.limits.tenant_rate()
    }

    /// Whether the tenant is held to the interface's letter where the service was lenient:
    /// its own choice if it made one, else the server's (`serve --strict`), and
    /// `source` says which. Read only when a request leans on the leniency, so it
    /// costs the requests that do not nothing.
    pub fn strict(&self) -> travel_store::Result<(bool, StrictFrom)> {
        Ok(match self.meta().strict(&self.tenant)? {
            Some(chosen) => (chosen, StrictFrom::Tenant),
            None => (self.shared.strict, StrictFrom::Server),
        })
    }

    /// Whether the request carried the admin secret.
    pub fn is_admin(&self) -> bool {
        self.admin
    }

    /// What the tenant holds, by its clock.
    pub fn holdings(&self) -> travel_store::Result<sandbox::Holdings> {
        Ok(sandbox::Holdings {
            flight_orders: self.flights().count(self.today())?,
            hotel_reservations: self.hotels().reservations()?.len() as u64,
            hotel_bookings: self.hotels().bookings()?,
        })
    }

    /// Every tenant and what it holds (for the admin).
    pub fn tenants(&self) -> travel_store::Result<Vec<(Tenant, Holdings)>> {
        let all = self.shared.store.tenants()?;
        Ok(all.into_iter().map(|(t, h)| (Tenant::new(&t), h)).collect())
    }

    /// The tenants the server knows, with their secrets (for the admin).
    pub(crate) fn accounts(&self) -> travel_store::tenants::Tenants<'_> {
        self.shared.store.accounts()
    }

    /// The view of `tenant` of the holder of the admin secret.
    pub(crate) fn as_admin_of(&self, tenant: &Tenant) -> App {
        App::for_admin(Arc::clone(&self.shared), tenant.clone())
    }

    /// Remove `tenant` whole (for the admin): whether it was there.
    pub(crate) fn remove_tenant(&self, tenant: &Tenant) -> travel_store::Result<bool> {
        let removed = self.shared.store.remove_tenant(tenant)?;
        self.shared.live.forget(tenant.as_str());
        Ok(removed)
    }

    /// Start every tenant again in the world of `seed` (for the admin): their business,
    /// clocks, faults and journals cleared, tokens kept.
    pub(crate) fn reseed(&self, seed: u64) -> travel_store::Result<()> {
        self.shared.store.reseed(seed)?;
        // the requests that start from now on answer from the new world
        self.shared.seed.store(seed, Ordering::Relaxed);
        self.shared.registry.record_seed(seed);
        self.shared.live.forget_all();
        Ok(())
    }

    /// Clear the tenant's business state (its tokens stay) and its faults and journal.
    pub fn reset(&self) -> travel_store::Result<()> {
        self.shared.store.reset(&self.tenant)?;
        self.shared.live.forget(self.tenant.as_str());
        Ok(())
    }

    /// Write the tenant's state to `out`, as `GET /_sandbox/state` answers it.
    pub fn export_to(&self, out: &mut dyn std::io::Write) -> travel_store::Result<()> {
        self.shared.store.export_to(&self.tenant, self.seed.0, out)
    }

    /// Replace the tenant's state with an exported one, read from `doc`.
    pub fn import_from(
        &self,
        doc: &mut dyn travel_store::DocumentSource,
    ) -> travel_store::Result<Result<(), Refused>> {
        self.shared
            .store
            .import_from(&self.tenant, self.seed.0, doc)
    }
}

/// A tenant's orders standing on a day, as a request's [`Sales`] reads them: it owns
/// what it reads through, so the request keeps it as long as it needs.
struct Standing {
    shared: Arc<Shared>,
    tenant: Tenant,
    today: NaiveDate,
}

impl Source for Standing {
    fn sold(&self, flights: &[(&str, NaiveDate)]) -> Result<Vec<Vec<(char, u32)>>, Unread> {
        let orders = self.shared.store.flights(&self.tenant);
        orders.sold_on_each(flights, self.today).map_err(unread)
    }

    fn taken(&self, key: &str, date: NaiveDate) -> Result<Vec<(String, String)>, Unread> {
        let flights = self.shared.store.flights(&self.tenant);
        flights.taken_on(key, date, self.today).map_err(unread)
    }
}

/// A failure to read what orders hold, as the world's sales keep it.
fn unread(e: travel_store::Error) -> Unread {
    Unread {
        for_now: e.unavailable(),
        why: e.to_string(),
    }
}

#[cfg(test)]
impl App {
    /// The tenant of handler tests: the client id `routed_in` asks its tokens for.
    pub const TEST_CLIENT: &'static str = "test";

    /// An app of the tenant [`App::TEST_CLIENT`] on a fresh state file, for handler
    /// tests; the directory goes with it.
    pub fn for_tests() -> (App, tempfile::TempDir) {
        let (store, dir) = travel_store::testing::store();
        let shared = Arc::new(Shared::open(store, None, false).expect("the state read"));
        (App::new(shared, Tenant::new(App::TEST_CLIENT)), dir)
    }

    /// The same sandbox as another tenant sees it.
    pub fn as_tenant(&self, client_id: &str) -> App {
        App::new(Arc::clone(&self.shared), Tenant::new(client_id))
    }

    /// The shared part, for the router.
    pub fn shared(&self) -> &Arc<Shared> {
        &self.shared
    }

    /// The state file read whole.
    pub fn ledger(&self) -> travel_store::Ledger {
        self.shared.store.ledger().expect("the state read whole")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_reads_the_clock_once_and_sees_one_now() {
        let (app, _dir) = App::for_tests();
        let ahead = Clock { offset: 86_400 };
        assert_eq!(app.clock(), Clock::REAL);
        app.meta().set_clock(app.tenant(), Some(ahead)).unwrap();
        assert_eq!(app.clock(), Clock::REAL, "kept for the rest of the request");
        // the next request reads the state again, and another tenant's is its own
        let next = app.as_tenant(App::TEST_CLIENT);
        assert_eq!(next.clock(), ahead);
        assert_eq!(app.as_tenant("other").clock(), Clock::REAL);
    }
}
