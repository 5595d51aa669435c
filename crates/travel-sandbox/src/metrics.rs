//! `GET /metrics`, in the Prometheus text format: requests by operation and status, a
//! latency histogram by operation, and what the state holds (tenants, orders,
//! bookings), read when scraped. No label carries a tenant's data or a secret: an
//! operation is named by its declaration, an unknown path as `unknown`.

use std::sync::atomic::AtomicU64;
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

/// Where Prometheus scrapes.
pub const PATH: &str = "/metrics";

/// The content type of the text format.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

// Labels of names known when the sandbox was built: counting a request allocates
// nothing.
#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Call {
    operation: &'static str,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Op {
    operation: &'static str,
}

/// What the state holds, as the gauges say it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    pub tenants: u64,
    pub flight_orders: u64,
    pub hotel_bookings: u64,
}

pub struct Metrics {
    registry: Registry,
    requests: Family<Call, Counter>,
    latency: Family<Op, Histogram, fn() -> Histogram>,
    tenants: Gauge<u64, AtomicU64>,
    flight_orders: Gauge<u64, AtomicU64>,
    hotel_bookings: Gauge<u64, AtomicU64>,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        // half a millisecond to about eight seconds, doubling
        fn buckets() -> Histogram {
            Histogram::new(exponential_buckets(0.0005, 2.0, 15))
        }
        let mut m = Metrics {
            registry: Registry::with_prefix("travel_sandbox"),
            requests: Family::default(),
            latency: Family::new_with_constructor(buckets),
            tenants: Gauge::default(),
            flight_orders: Gauge::default(),
            hotel_bookings: Gauge::default(),
        };
        m.registry.register(
            "requests",
            "Requests answered, by operation and HTTP status",
            m.requests.clone(),
        );
        m.registry.register(
            "request_duration_seconds",
            "Time from a request read to its answer written, by operation",
            m.latency.clone(),
        );
        m.registry
            .register("tenants", "Tenants holding state", m.tenants.clone());
        m.registry.register(
            "flight_orders",
            "Flight orders standing, all tenants",
            m.flight_orders.clone(),
        );
        m.registry.register(
            "hotel_bookings",
            "Hotel room bookings, all tenants",
            m.hotel_bookings.clone(),
        );
        m
    }

    /// Count one answered request.
    pub fn observe(&self, operation: &'static str, status: u16, took: Duration) {
        self.requests
            .get_or_create(&Call { operation, status })
            .inc();
        self.latency
            .get_or_create(&Op { operation })
            .observe(took.as_secs_f64());
    }

    /// The text Prometheus scrapes, with the state's totals as they are now.
    pub fn render(&self, totals: Totals) -> String {
        self.tenants.set(totals.tenants);
        self.flight_orders.set(totals.flight_orders);
        self.hotel_bookings.set(totals.hotel_bookings);
        let mut out = String::new();
        encode(&mut out, &self.registry).expect("writing to a String cannot fail");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_latency_and_totals_are_scraped() {
        let m = Metrics::new();
        m.observe("SearchFlightOffers", 200, Duration::from_millis(3));
        m.observe("SearchFlightOffers", 200, Duration::from_millis(30));
        m.observe("unknown", 404, Duration::from_micros(100));
        let text = m.render(Totals {
            tenants: 2,
            flight_orders: 5,
            hotel_bookings: 1,
        });
        assert!(
            text.contains(
                "travel_sandbox_requests_total{operation=\"SearchFlightOffers\",status=\"200\"} 2"
            ),
            "{text}"
        );
        assert!(
            text.contains("travel_sandbox_requests_total{operation=\"unknown\",status=\"404\"} 1")
        );
        assert!(text.contains(
            "travel_sandbox_request_duration_seconds_count{operation=\"SearchFlightOffers\"} 2"
        ));
        assert!(text.contains("travel_sandbox_tenants 2"));
        assert!(text.contains("travel_sandbox_flight_orders 5"));
        assert!(text.ends_with("# EOF\n"));
    }
}
