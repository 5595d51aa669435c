//! The sandbox's answer to each operation, one folder per domain (mirroring
//! `src/commands/`), one file per operation. Handlers decode nothing themselves: the
//! router hands them the declared query and body types.

pub mod hotels;
pub mod insights;
pub mod reference;

/// What every handler file uses.
pub mod prelude {
    pub use crate::api::ops::NoBody;
    pub use crate::sandbox::envelope;
    pub use crate::sandbox::http::Req;
    pub use crate::sandbox::reject::{codes, Rejection};
    pub use crate::sandbox::router::Answer;
    pub use crate::sandbox::App;
}

use super::handlers::flights;
use super::router::Router;
use crate::api::ops;

/// Register every operation the sandbox answers.
pub fn register(r: &mut Router) {
    insights::register(r);
    reference::register(r);
    hotels::register(r);
    register_untyped(r);
}

/// Operations whose handlers still read the request themselves.
fn register_untyped(r: &mut Router) {
    use ops::flights as f;
    r.raw::<f::SearchOffers>(|app, req, _| flights::offers_get(app, req))
        .raw::<f::SearchOffersPost>(|app, req, _| flights::offers_post(app, req))
        .raw::<f::PredictChoice>(|_, req, _| flights::prediction(req))
        .raw::<f::InspireDestinations>(|app, req, _| flights::destinations(app, req))
        .raw::<f::CheapestDates>(|app, req, _| flights::dates(app, req))
        .raw::<f::SearchAvailability>(|app, req, _| flights::availability(app, req))
        .raw::<f::PriceMetrics>(|app, req, _| flights::price_metrics(app, req));
}
