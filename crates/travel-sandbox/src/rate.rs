//! Rate limits per tenant (`sandbox serve --rate-limit 10/s`), as the provider's test
//! environment had them: a tenant past its rate is answered 429, code 38194, with a
//! `Retry-After` saying when to try again. Off unless asked for.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

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

/// Each tenant's allowance at one rate: a burst of up to the rate's count, refilled
/// evenly over its period.
pub struct Limits {
    rate: Rate,
    limiter: DefaultKeyedRateLimiter<String>,
}

impl Limits {
    pub fn new(rate: Rate) -> Limits {
        let quota = Quota::with_period(rate.per / rate.requests.get())
            .expect("a period longer than zero")
            .allow_burst(rate.requests);
        Limits {
            rate,
            limiter: RateLimiter::keyed(quota),
        }
    }

    pub fn rate(&self) -> Rate {
        self.rate
    }

    /// Count a request of `tenant`: `Err` holds the whole seconds to wait (at least 1,
    /// as `Retry-After` says them) when it is past its rate.
    pub fn check(&self, tenant: &str) -> Result<(), u64> {
        // the key is cloned only for a tenant's first request
        let key = tenant.to_string();
        self.limiter.check_key(&key).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            wait.as_secs() + u64::from(wait.subsec_nanos() > 0)
        })?;
        // the store keeps a cell per tenant ever seen; tenants are few, but not forever
        if self.limiter.len() > 10_000 {
            self.limiter.retain_recent();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }

    #[test]
    fn a_tenant_past_its_rate_waits_and_another_is_not_held_up() {
        let limits = Limits::new(Rate::parse("3/min").unwrap());
        for _ in 0..3 {
            assert_eq!(limits.check("a"), Ok(()));
        }
        let wait = limits.check("a").unwrap_err();
        assert!(
            (1..=20).contains(&wait),
            "a third of a minute at most: {wait}"
        );
        assert_eq!(limits.check("b"), Ok(()), "tenants are limited apart");
    }
}
