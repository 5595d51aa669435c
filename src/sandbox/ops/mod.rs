//! The sandbox's answer to each operation, one folder per domain (mirroring
//! `src/commands/`), one file per operation. Handlers decode nothing themselves: the
//! router hands them the declared query and body types.

pub mod hotels;
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

use super::handlers::{flights, insights};
use super::router::Router;
use crate::api::ops;

/// Register every operation the sandbox answers.
pub fn register(r: &mut Router) {
    reference::register(r);
    hotels::register(r);
    register_untyped(r);
}

/// Operations whose handlers still read the request themselves.
fn register_untyped(r: &mut Router) {
    use ops::flights as f;
    use ops::insights as i;
    r.raw::<f::SearchOffers>(|app, req, _| flights::offers_get(app, req))
        .raw::<f::SearchOffersPost>(|app, req, _| flights::offers_post(app, req))
        .raw::<f::PredictChoice>(|_, req, _| flights::prediction(req))
        .raw::<f::InspireDestinations>(|app, req, _| flights::destinations(app, req))
        .raw::<f::CheapestDates>(|app, req, _| flights::dates(app, req))
        .raw::<f::SearchAvailability>(|app, req, _| flights::availability(app, req))
        .raw::<f::PriceMetrics>(|app, req, _| flights::price_metrics(app, req))
        .raw::<i::MostTraveled>(|app, req, _| insights::traveled(app, req))
        .raw::<i::MostBooked>(|app, req, _| insights::booked(app, req))
        .raw::<i::BusiestPeriod>(|app, req, _| insights::busiest_period(app, req))
        .raw::<i::LocationScore>(|_, req, _| insights::category_rated_areas(req))
        .raw::<i::FlightStatus>(|_, req, _| insights::flight_status(req))
        .raw::<i::PredictDelay>(|_, req, _| insights::flight_delay(req))
        .raw::<i::PredictOnTime>(|_, req, _| insights::on_time(req))
        .raw::<i::PredictTripPurpose>(|app, req, _| insights::trip_purpose(app, req));
}
