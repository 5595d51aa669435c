//! The sandbox's answer to each operation, one folder per domain (mirroring
//! `src/commands/`), one file per operation. Handlers decode nothing themselves: the
//! router hands them the declared query and body types.

pub mod flights;
pub mod hotels;
pub mod insights;
pub mod reference;
pub mod sandbox;

/// What every handler file uses.
pub(crate) mod prelude {
    pub(crate) use crate::app::App;
    pub(crate) use crate::envelope;
    pub(crate) use crate::http::Req;
    pub(crate) use crate::reject::{codes, Rejection};
    pub(crate) use crate::router::Answer;
    pub(crate) use travel_core::ops::NoBody;
    pub(crate) use travel_core::shape;
    pub(crate) use travel_core::stable::Seed;
}

use std::sync::OnceLock;

use crate::router::Router;

/// The sandbox's routes: every operation it answers, registered once.
pub fn routes() -> &'static Router {
    static ROUTES: OnceLock<Router> = OnceLock::new();
    ROUTES.get_or_init(|| {
        let mut r = Router::default();
        flights::register(&mut r);
        hotels::register(&mut r);
        insights::register(&mut r);
        reference::register(&mut r);
        sandbox::register(&mut r);
        r
    })
}
