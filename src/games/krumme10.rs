//! Krumme10: double-sided cards laid into a display that must reach exactly 10 (or 15).

pub mod display;
