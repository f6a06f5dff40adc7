//! tenscore: scorekeeper and referee for five card games around the number ten.
//!
//! `main.rs` only calls [`run`]; everything else lives here: running a command line (`run.rs`),
//! its definition ([`cli`]), thin commands ([`commands`]), the operations they share ([`ops`]),
//! pure rules engines ([`games`]), storage ([`store`]), presentation ([`render`]), the format
//! export and import share ([`exchange`]), the interactive `play` session ([`session`]), club
//! nights' draw and rankings ([`events`]). This file only declares the modules.

pub mod cli;
pub mod commands;
pub mod error;
pub mod events;
pub mod exchange;
pub mod games;
pub mod i18n;
pub mod ops;
pub mod output;
pub mod packed;
pub mod render;
mod run;
pub mod session;
pub mod store;
#[cfg(test)]
mod test_support;

pub use run::run;
