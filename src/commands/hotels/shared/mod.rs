//! What the hotel commands share. Nothing here is a command.

pub mod view;
