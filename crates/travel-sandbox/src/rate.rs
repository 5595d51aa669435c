//! The limits a server holds its clients to, answered 429 (code 38194) with a
//! `Retry-After` saying when to try again, as the provider's test environment did:
//!
//! - each tenant's requests (`sandbox serve --rate-limit 10/s`, off unless asked for);
//! - each client address's requests, whatever client ids it rotates through, and the
//!   server's as a whole: on by default, so that no address or flood of tenants takes
//!   the server from the others;
//! - tokens issued and tenants made, per address and for the server: a fresh client
//!   id per test is welcome, a million of them a minute is not;
//! - failed sign-ins (a wrong secret, an unknown token, a wrong admin secret): past
//!   [`FAILURES_FREE`] in a minute from one address (or for one client id), each more
//!   waits twice as long as the last, up to [`BACKOFF_MOST`]; asking again while held
//!   back counts as one more.
//!
//! The defaults are stated in the docs (`docs/security.md`); a test reads them there.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

/// A rate as `--rate-limit` gives it: `10/s`, `600/min`, `5000/h`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub requests: NonZeroU32,
    pub per: Duration,
}

impl Rate {
    /// Read `N/s`, `N/min` (or `N/m`) or `N/h`; `Err` says what is wrong.
    pub fn parse(text: &str) -> Result<Rate, String> {
        let bad =
            || format!("{text:?}: give requests per second, minute or hour, e.g. 10/s, 600/min");
        let (n, unit) = text.trim().split_once('/').ok_or_else(bad)?;
        let requests = n.trim().parse::<NonZeroU32>().map_err(|_| bad())?;
        let per = match unit.trim() {
            "s" | "sec" | "second" => Duration::from_secs(1),
            "m" | "min" | "minute" => Duration::from_secs(60),
            "h" | "hour" => Duration::from_secs(3600),
            _ => return Err(bad()),
        };
        Ok(Rate { requests, per })
    }

    const fn new(requests: u32, per_secs: u64) -> Rate {
        Rate {
            requests: match NonZeroU32::new(requests) {
                Some(n) => n,
                None => panic!("a rate of at least one request"),
            },
            per: Duration::from_secs(per_secs),
        }
    }

    /// The same rate `times` over (saturating).
    fn times(self, times: u32) -> Rate {
        Rate {
            requests: self
                .requests
                .saturating_mul(NonZeroU32::MIN.saturating_add(times - 1)),
            per: self.per,
        }
    }

    fn quota(self) -> Quota {
        Quota::with_period(self.per / self.requests.get())
            .expect("a period longer than zero")
            .allow_burst(self.requests)
    }
}

impl std::fmt::Display for Rate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let unit = match self.per.as_secs() {
            1 => "s",
            60 => "min",
            _ => "h",
        };
        write!(f, "{}/{unit}", self.requests)
    }
}

/// Requests of one address, all its tenants together, unless told otherwise.
pub const ADDRESS_DEFAULT: Rate = Rate::new(2_000, 1);
/// Requests of the whole server, unless told otherwise.
pub const SERVER_DEFAULT: Rate = Rate::new(20_000, 1);
/// With a tenant's rate given, an address may make this many tenants' worth.
pub const ADDRESS_TENANTS: u32 = 10;
/// ...and the server this many.
pub const SERVER_TENANTS: u32 = 50;
/// Tokens issued to one address.
pub const TOKENS_DEFAULT: Rate = Rate::new(6_000, 60);
/// Tenants made (first sign-in of a client id) from one address: a CI fleet behind
/// one address making 1,000 a minute stays well under.
pub const NEW_TENANTS_DEFAULT: Rate = Rate::new(3_000, 60);
/// Tokens and tenants of the whole server: this many addresses' worth.
pub const SERVER_ADDRESSES: u32 = 10;
/// Failed sign-ins in a minute before each more waits.
pub const FAILURES_FREE: u32 = 30;
/// The longest wait after failed sign-ins.
pub const BACKOFF_MOST: Duration = Duration::from_secs(300);

/// The limits a server was started with; `None` where a limit is off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub tenant: Option<Rate>,
    pub address: Option<Rate>,
    pub server: Option<Rate>,
    pub tokens: Option<Rate>,
    pub new_tenants: Option<Rate>,
}

impl Settings {
    /// The defaults, given a tenant's rate or none: an address may make
    /// [`ADDRESS_TENANTS`] tenants' worth of requests and the server
    /// [`SERVER_TENANTS`], or [`ADDRESS_DEFAULT`] and [`SERVER_DEFAULT`] without one.
    pub fn defaults(tenant: Option<Rate>) -> Settings {
        Settings {
            tenant,
            address: Some(tenant.map_or(ADDRESS_DEFAULT, |r| r.times(ADDRESS_TENANTS))),
            server: Some(tenant.map_or(SERVER_DEFAULT, |r| r.times(SERVER_TENANTS))),
            tokens: Some(TOKENS_DEFAULT),
            new_tenants: Some(NEW_TENANTS_DEFAULT),
        }
    }

    /// No limit at all: the CLI's own sandbox, and tests.
    pub fn none() -> Settings {
        Settings {
            tenant: None,
            address: None,
            server: None,
            tokens: None,
            new_tenants: None,
        }
    }
}

/// Why a request is held back: what was passed, and the whole seconds to wait.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub what: String,
    pub wait: u64,
}

/// One rate, kept per key (a tenant, an address) and for all keys together.
struct Keyed<K: Hash + Eq + Clone> {
    rate: Rate,
    each: DefaultKeyedRateLimiter<K>,
}

impl<K: Hash + Eq + Clone> Keyed<K> {
    fn new(rate: Rate) -> Keyed<K> {
        Keyed {
            rate,
            each: RateLimiter::keyed(rate.quota()),
        }
    }

    fn check(&self, key: &K) -> Result<(), u64> {
        self.each
            .check_key(key)
            .map_err(|no| wait(no.wait_time_from(now())))?;
        // a cell per key ever seen; keys are many, but not forever
        if self.each.len() > 100_000 {
            self.each.retain_recent();
        }
        Ok(())
    }
}

struct Whole {
    rate: Rate,
    all: DefaultDirectRateLimiter,
}

impl Whole {
    fn new(rate: Rate) -> Whole {
        Whole {
            rate,
            all: RateLimiter::direct(rate.quota()),
        }
    }

    fn check(&self) -> Result<(), u64> {
        self.all
            .check()
            .map_err(|no| wait(no.wait_time_from(now())))
    }
}

fn now() -> <DefaultClock as Clock>::Instant {
    DefaultClock::default().now()
}

/// Whole seconds to wait, at least 1, as `Retry-After` says them.
fn wait(d: Duration) -> u64 {
    (d.as_secs() + u64::from(d.subsec_nanos() > 0)).max(1)
}

/// A rate per address and for the server, of one kind of thing (tokens, tenants).
struct PerAddress {
    address: Keyed<IpAddr>,
    server: Whole,
}

impl PerAddress {
    fn new(rate: Rate, server_times: u32) -> PerAddress {
        PerAddress {
            address: Keyed::new(rate),
            server: Whole::new(rate.times(server_times)),
        }
    }

    fn check(&self, what: &str, from: Option<IpAddr>) -> Result<(), Held> {
        if let Some(ip) = from {
            self.address.check(&ip).map_err(|wait| Held {
                what: format!("{what} per address ({})", self.address.rate),
                wait,
            })?;
        }
        self.server.check().map_err(|wait| Held {
            what: format!("{what} of this server ({})", self.server.rate),
            wait,
        })
    }
}

/// Every limit of a server.
pub struct Limits {
    settings: Settings,
    tenant: Option<Keyed<String>>,
    address: Option<Keyed<IpAddr>>,
    server: Option<Whole>,
    tokens: Option<PerAddress>,
    new_tenants: Option<PerAddress>,
    failures: Backoff<IpAddr>,
    failures_of_client: Backoff<String>,
}

impl Limits {
    pub fn new(settings: Settings) -> Limits {
        Limits {
            settings,
            tenant: settings.tenant.map(Keyed::new),
            address: settings.address.map(Keyed::new),
            server: settings.server.map(Whole::new),
            tokens: settings
                .tokens
                .map(|r| PerAddress::new(r, SERVER_ADDRESSES)),
            new_tenants: settings
                .new_tenants
                .map(|r| PerAddress::new(r, SERVER_ADDRESSES)),
            failures: Backoff::default(),
            failures_of_client: Backoff::default(),
        }
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// A tenant's rate, when limited.
    pub fn tenant_rate(&self) -> Option<Rate> {
        self.settings.tenant
    }

    /// Count a request from `from`: past its address's rate, the server's, or an
    /// address waiting after failed sign-ins.
    pub fn request(&self, from: Option<IpAddr>) -> Result<(), Held> {
        if let Some(ip) = from {
            if let Some(wait) = self.failures.waiting(&ip) {
                // hammering on while held back holds it back longer
                self.failures.fail(ip);
                return Err(Held {
                    what: "failed sign-ins from this address".into(),
                    wait,
                });
            }
            if let Some(address) = &self.address {
                address.check(&ip).map_err(|wait| Held {
                    what: format!("requests per address ({})", address.rate),
                    wait,
                })?;
            }
        }
        if let Some(server) = &self.server {
            server.check().map_err(|wait| Held {
                what: format!("requests of this server ({})", server.rate),
                wait,
            })?;
        }
        Ok(())
    }

    /// Count a request of `tenant` (the service's operations; the control API is not
    /// limited per tenant).
    pub fn tenant(&self, tenant: &str) -> Result<(), Held> {
        let Some(limit) = &self.tenant else {
            return Ok(());
        };
        // the key is cloned only for a tenant's first request
        limit.check(&tenant.to_string()).map_err(|wait| Held {
            what: format!("requests per tenant ({})", limit.rate),
            wait,
        })
    }

    /// Count a token issued to `from`.
    pub fn token(&self, from: Option<IpAddr>) -> Result<(), Held> {
        self.tokens
            .as_ref()
            .map_or(Ok(()), |t| t.check("tokens", from))
    }

    /// Count a tenant made by `from`.
    pub fn new_tenant(&self, from: Option<IpAddr>) -> Result<(), Held> {
        self.new_tenants
            .as_ref()
            .map_or(Ok(()), |t| t.check("new tenants", from))
    }

    /// Whether `client_id` waits after failed sign-ins (from any address).
    pub fn client_waiting(&self, client_id: &str) -> Option<Held> {
        let key = client_id.to_string();
        let wait = self.failures_of_client.waiting(&key)?;
        self.failures_of_client.fail(key);
        Some(Held {
            what: "failed sign-ins of this client id".into(),
            wait,
        })
    }

    /// Count a failed sign-in from `from` (of `client_id`, for a wrong secret).
    pub fn failed(&self, from: Option<IpAddr>, client_id: Option<&str>) {
        if let Some(ip) = from {
            self.failures.fail(ip);
        }
        if let Some(id) = client_id {
            self.failures_of_client.fail(id.to_string());
        }
    }
}

/// Failed attempts per key: the first [`FAILURES_FREE`] of a minute cost nothing,
/// then each waits twice as long as the one before, up to [`BACKOFF_MOST`].
struct Backoff<K: Hash + Eq> {
    keys: Mutex<HashMap<K, Failures>>,
}

impl<K: Hash + Eq> Default for Backoff<K> {
    fn default() -> Self {
        Backoff {
            keys: Mutex::new(HashMap::new()),
        }
    }
}

struct Failures {
    /// Failures since `since`.
    count: u32,
    since: Instant,
    /// No attempt before this.
    until: Option<Instant>,
}

/// How long failures are counted together.
const FAILURES_WINDOW: Duration = Duration::from_secs(60);

/// Keys with failures remembered at most: past it, those of a quiet minute go.
const BACKOFF_KEYS: usize = 100_000;

impl<K: Hash + Eq> Backoff<K> {
    fn keys(&self) -> std::sync::MutexGuard<'_, HashMap<K, Failures>> {
        self.keys.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The whole seconds `key` still waits, if it does.
    fn waiting(&self, key: &K) -> Option<u64> {
        let keys = self.keys();
        let until = keys.get(key)?.until?;
        let left = until.checked_duration_since(Instant::now())?;
        Some(wait(left))
    }

    fn fail(&self, key: K) {
        let now = Instant::now();
        let mut keys = self.keys();
        if keys.len() >= BACKOFF_KEYS {
            keys.retain(|_, f| {
                now.duration_since(f.since) < FAILURES_WINDOW || f.until.is_some_and(|u| u > now)
            });
        }
        let f = keys.entry(key).or_insert(Failures {
            count: 0,
            since: now,
            until: None,
        });
        let quiet =
            now.duration_since(f.since) >= FAILURES_WINDOW && f.until.is_none_or(|u| u <= now);
        if quiet {
            *f = Failures {
                count: 0,
                since: now,
                until: None,
            };
        }
        f.count += 1;
        if f.count > FAILURES_FREE {
            let doubled = 1u64 << (f.count - FAILURES_FREE - 1).min(16);
            let wait = Duration::from_secs(doubled).min(BACKOFF_MOST);
            f.until = Some(now + wait);
            // counted together until the wait is over
            f.since = now;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_state_the_defaults() {
        let page = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/security.md"
        ));
        let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
        for said in [
            format!("| {ADDRESS_DEFAULT}, or ten times `--rate-limit` |"),
            format!("| {SERVER_DEFAULT}, or fifty times `--rate-limit` |"),
            format!("| {TOKENS_DEFAULT} (the server: ten times) |"),
            format!("| {NEW_TENANTS_DEFAULT} (the server: ten times) |"),
            format!("the first {FAILURES_FREE} of a minute"),
            format!("up to {} s", BACKOFF_MOST.as_secs()),
        ] {
            assert!(page.contains(&said), "docs/security.md should say {said:?}");
        }
        assert_eq!(ADDRESS_TENANTS, 10);
        assert_eq!(SERVER_TENANTS, 50);
        assert_eq!(SERVER_ADDRESSES, 10);
    }

    #[test]
    fn rates_are_read_and_said_back() {
        assert_eq!(Rate::parse("10/s").unwrap().to_string(), "10/s");
        assert_eq!(
            Rate::parse(" 600/min ").unwrap(),
            Rate {
                requests: NonZeroU32::new(600).unwrap(),
                per: Duration::from_secs(60)
            }
        );
        for bad in ["10", "0/s", "ten/s", "10/d", "-1/s", ""] {
            assert!(Rate::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Rate::parse("10/s").unwrap().times(10).to_string(), "100/s");
    }

    fn limits(tenant: &str) -> Limits {
        Limits::new(Settings::defaults(Some(Rate::parse(tenant).unwrap())))
    }

    #[test]
    fn a_tenant_past_its_rate_waits_and_another_is_not_held_up() {
        let limits = limits("3/min");
        for _ in 0..3 {
            assert_eq!(limits.tenant("a"), Ok(()));
        }
        let held = limits.tenant("a").unwrap_err();
        assert!(
            (1..=20).contains(&held.wait),
            "a third of a minute at most: {held:?}"
        );
        assert!(held.what.contains("per tenant (3/min)"), "{held:?}");
        assert_eq!(limits.tenant("b"), Ok(()), "tenants are limited apart");
    }

    #[test]
    fn an_address_rotating_client_ids_is_held_to_its_own_rate() {
        let limits = limits("2/min");
        let a: IpAddr = "127.0.0.2".parse().unwrap();
        let b: IpAddr = "127.0.0.3".parse().unwrap();
        // ten tenants' worth from one address, whatever the client ids
        let passed = (0..100).filter(|_| limits.request(Some(a)).is_ok()).count();
        assert_eq!(passed, 20);
        let held = limits.request(Some(a)).unwrap_err();
        assert!(held.what.contains("per address (20/min)"), "{held:?}");
        assert!(
            limits.request(Some(b)).is_ok(),
            "another address is not held"
        );
        // the server's fifty tenants' worth, over every address
        let mut passed = 21;
        for i in 0..200u8 {
            let ip = IpAddr::from([127, 0, 1, i]);
            passed += (0..20).filter(|_| limits.request(Some(ip)).is_ok()).count();
        }
        assert_eq!(passed, 100);
        let held = limits.request(Some(b)).unwrap_err();
        assert!(held.what.contains("of this server (100/min)"), "{held:?}");
    }

    #[test]
    fn tenants_made_are_counted_per_address_and_for_the_server() {
        let limits = Limits::new(Settings {
            new_tenants: Some(Rate::parse("5/min").unwrap()),
            ..Settings::none()
        });
        let a: IpAddr = "127.0.0.2".parse().unwrap();
        assert_eq!(
            (0..9)
                .filter(|_| limits.new_tenant(Some(a)).is_ok())
                .count(),
            5
        );
        assert!(limits
            .new_tenant(Some("127.0.0.3".parse().unwrap()))
            .is_ok());
        assert!(limits.token(Some(a)).is_ok(), "tokens are off");
    }

    #[test]
    fn failed_sign_ins_past_the_free_ones_wait_longer_each_time() {
        let limits = Limits::new(Settings::none());
        let a: IpAddr = "127.0.0.2".parse().unwrap();
        for _ in 0..FAILURES_FREE {
            limits.failed(Some(a), Some("team-a"));
        }
        assert!(limits.request(Some(a)).is_ok(), "the first are free");
        assert!(limits.client_waiting("team-a").is_none());
        limits.failed(Some(a), Some("team-a"));
        assert_eq!(limits.request(Some(a)).unwrap_err().wait, 1);
        assert!(limits.client_waiting("team-a").is_some());
        // asked again while held back: held back longer
        assert_eq!(limits.request(Some(a)).unwrap_err().wait, 2);
        limits.failed(Some(a), None);
        assert_eq!(limits.request(Some(a)).unwrap_err().wait, 8);
        for _ in 0..40 {
            limits.failed(Some(a), None);
        }
        assert_eq!(
            limits.request(Some(a)).unwrap_err().wait,
            BACKOFF_MOST.as_secs()
        );
        assert!(limits.request(Some("127.0.0.3".parse().unwrap())).is_ok());
        assert!(limits.client_waiting("team-b").is_none());
    }
}
