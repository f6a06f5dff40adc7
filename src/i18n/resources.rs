//! The message files, one per area of the program, embedded in the binary. Adding an area means
//! a file in each of `locales/en`, `locales/nl` and `locales/de`, and one line here.

use super::Area;

macro_rules! area {
    ($prefix:literal) => {
        Area::new(
            $prefix,
            [
                include_str!(concat!("../../locales/en/", $prefix, ".ftl")),
                include_str!(concat!("../../locales/nl/", $prefix, ".ftl")),
                include_str!(concat!("../../locales/de/", $prefix, ".ftl")),
            ],
            // Written by build.rs: each file's messages, sorted by id.
            [
                include!(concat!(env!("OUT_DIR"), "/locales/en/", $prefix, ".rs")),
                include!(concat!(env!("OUT_DIR"), "/locales/nl/", $prefix, ".rs")),
                include!(concat!(env!("OUT_DIR"), "/locales/de/", $prefix, ".rs")),
            ],
        )
    };
}

/// Every area; its prefix is its file's name.
pub(super) static RESOURCES: [Area; 17] = [
    // The language itself, and what every area shares: game names, round words, notes.
    area!("lang"),
    area!("game"),
    // Card notation: the names of suits, values and special cards, and what a card cannot be.
    area!("cards"),
    // Each game's engine, `check` forms and `play` prompts.
    area!("under10"),
    area!("updown"),
    area!("pig10"),
    area!("krumme10"),
    area!("tenstuff"),
    // `play` and its prompts.
    area!("play"),
    // What the commands print: every write's report, confirmations, summaries.
    area!("cmd"),
    // Errors and their hints.
    area!("error"),
    // Tables: standings, show, history, stats, player list, charts.
    area!("table"),
    // `tenscore rules GAME`, one file per game.
    area!("rules-under10"),
    area!("rules-updown"),
    area!("rules-pig10"),
    area!("rules-krumme10"),
    area!("rules-tenstuff"),
];
