//! The CLI's tests take their harness from `travel-testkit`: the binary in a scratch
//! home, the mock of the service, a served sandbox, plain HTTP to it, the layout check.

pub use travel_testkit::cli::*;
pub use travel_testkit::wire::{http, Target};
pub use travel_testkit::{database, layout, schema, traffic, wire};
