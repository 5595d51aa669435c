//! Helpers that commands of several groups share. Nothing here is a command.

pub mod route_destinations;
