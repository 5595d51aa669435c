//! The sandbox's answer to each operation, one folder per domain (mirroring
//! `src/commands/`), one file per operation. Handlers decode nothing themselves: the
//! router hands them the declared query and body types.

pub mod flights;
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

use super::router::Router;

/// Register every operation the sandbox answers.
pub fn register(r: &mut Router) {
    flights::register(r);
    hotels::register(r);
    insights::register(r);
    reference::register(r);
}
