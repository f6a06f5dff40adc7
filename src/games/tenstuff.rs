//! Tenstuff (rules/tenstuff.txt): a shedding game for 2–8 players, scored by finishing order.

pub mod sets;
