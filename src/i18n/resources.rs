//! The message files, one per area of the program, embedded in the binary. Adding an area means
//! a file in each of `locales/en`, `locales/nl` and `locales/de`: the list of areas is written by
//! build.rs from the English folder.

use super::Area;

macro_rules! area {
    ($prefix:literal) => {
        Area::new(
            $prefix,
            [
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/en/",
                    $prefix,
                    ".ftl"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/nl/",
                    $prefix,
                    ".ftl"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/de/",
                    $prefix,
                    ".ftl"
                )),
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

// Every area; its prefix is its file's name (`RESOURCES`, written by build.rs).
include!(concat!(env!("OUT_DIR"), "/areas.rs"));
