//! The sandbox's answer to each operation, one folder per domain (mirroring
//! `src/commands/`), one file per operation. Handlers decode nothing themselves: the
//! router hands them the declared query and body types.

pub mod flights;
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

use super::handlers::{hotels, insights};
use super::router::Router;
use crate::api::ops::{self, query::Pairs};

/// Register every operation the sandbox answers.
pub fn register(r: &mut Router) {
    reference::register(r);
    flights::register(r);
    register_untyped(r);
}

/// Operations whose handlers still read the request themselves.
fn register_untyped(r: &mut Router) {
    use ops::hotels as h;
    use ops::insights as i;
    r.raw::<i::MostTraveled>(|app, req, _| insights::traveled(app, req))
        .raw::<i::MostBooked>(|app, req, _| insights::booked(app, req))
        .raw::<i::BusiestPeriod>(|app, req, _| insights::busiest_period(app, req))
        .raw::<i::LocationScore>(|_, req, _| insights::category_rated_areas(req))
        .raw::<i::FlightStatus>(|_, req, _| insights::flight_status(req))
        .raw::<i::PredictDelay>(|_, req, _| insights::flight_delay(req))
        .raw::<i::PredictOnTime>(|_, req, _| insights::on_time(req))
        .raw::<i::PredictTripPurpose>(|app, req, _| insights::trip_purpose(app, req))
        .raw::<h::HotelsByCity>(|_, req, _| hotels::by_city(req))
        .raw::<h::HotelsByGeocode>(|_, req, _| hotels::by_geocode(req))
        .raw::<h::HotelsByIds>(|_, req, _| hotels::by_hotels(req))
        .raw::<h::SearchHotelNames>(|_, req, _| hotels::name_search(req))
        .raw::<h::HotelSentiments>(|_, req, _| hotels::sentiments(req))
        .raw::<h::SearchHotelOffers>(|app, req, _| hotels::offers(app, req))
        .raw::<h::GetHotelOffer>(|app, req, captured: Pairs| {
            hotels::offer(app, req, &captured[0].1)
        })
        .raw::<h::BookHotel>(|app, req, _| hotels::book(app, req));
}
