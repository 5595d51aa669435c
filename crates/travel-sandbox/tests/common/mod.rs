//! The sandbox's tests take their harness from `travel-testkit`: the sandbox served in
//! this process, plain HTTP to it, client threads loading it, a PostgreSQL schema of a
//! test's own, the layout check.

pub use travel_testkit::sandbox::*;
pub use travel_testkit::{database, layout, schema, traffic, wire};
