//! One request answered: routed (its token, its tenant, its handler), observed (the
//! journal, the metrics, the access log), its body's secrets zeroed. What hyper's
//! service calls for each request (`server::service`), on the thread that answers it.

use std::sync::Arc;

use crate::app::Shared;
use crate::http::{Req, Resp};
use crate::recorded::{self, Answers};
use crate::reject::Rejection;
use crate::scenarios::transport::Line;
use crate::{auth, metrics, observe, ops, reject, router, scenarios};

/// The answer to one request, and what a scenario or a fault makes of its transport
/// (a refusal with a wait, an answer held back, a dropped connection). Called once per
/// request, on the thread that answers it.
pub fn answer(app: &Arc<Shared>, req: Req) -> (Resp, Option<Line>) {
    if let Answers::Replay(dir) = &app.answers {
        return recorded::given_back(dir, &req);
    }
    let started = std::time::Instant::now();
    if req.path == metrics::PATH && req.method == "GET" {
        // with an operator, its figures are the operator's: no token opens them
        if app.admin.is_some() && !auth::carries_admin_secret(app, &req) {
            let no = Rejection::new(
                401,
                reject::codes::INVALID_TOKEN,
                "the metrics of a sandbox with an admin secret need it as the bearer (Prometheus: authorization credentials)",
            );
            return (no.into(), None);
        }
        return (scrape(app), None);
    }
    let routed = match scenarios::transport::of_body(&req.body) {
        Some(Line::Refuse(no, wait)) => router::Routed {
            resp: no.clone().into(),
            operation: router::UNKNOWN,
            tenant: None,
            line: Some(Line::Refuse(no, wait)),
            fault: None,
        },
        line => {
            // A bug in one handler must not take the server down: answer 500 as the
            // service would.
            let mut routed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ops::routes().route(app, &req)
            }))
            .unwrap_or_else(|_| router::Routed {
                resp: Rejection::system("").into(),
                operation: router::UNKNOWN,
                tenant: None,
                line: None,
                fault: None,
            });
            if routed.line.is_none() {
                routed.line = line;
            }
            routed
        }
    };
    observe::note(app, &req, &routed, started.elapsed());
    if let Answers::Record(dir) = &app.answers {
        recorded::keep(dir, &req, &routed.resp, routed.line.as_ref());
    }
    // a booking's body holds a card number and passports: zeroed, not left in freed
    // memory
    let mut req = req;
    zeroize::Zeroize::zeroize(&mut req.body);
    (routed.resp, routed.line)
}

/// `GET /metrics`: the Prometheus text, with the state's totals read now.
fn scrape(app: &Shared) -> Resp {
    let totals = app.store.holdings().map_or_else(
        |_| metrics::Totals::default(),
        |h| metrics::Totals {
            tenants: h.tenants,
            flight_orders: h.flight_orders,
            hotel_bookings: h.hotel_bookings,
        },
    );
    Resp {
        status: 200,
        content_type: metrics::CONTENT_TYPE,
        body: app.metrics.render(totals).into_bytes(),
        file: None,
    }
}
