//! Link flags of the `tenscore` binary, and the index of its message files.

// A build that cannot read its own message files should stop, saying which.
#![allow(clippy::expect_used)]

use std::fmt::Write as _;
use std::path::Path;

#[path = "src/i18n/scan.rs"]
mod scan;

fn main() {
    // Bind functions on first call rather than at start: rustc links with `-z now`, and a
    // BIND_NOW executable makes the loader bind every library's functions at start too, the C
    // library's own included (31,000 of `tenscore --version`'s 389,000 instructions; DESIGN
    // section 6: within 1.3x of a hello-world program). The executable's own imports are bound at
    // start either way (rustc calls them through the GOT); RELRO of what the loader does not
    // write later stays.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,lazy");
        // A fixed-address executable (the libraries, stack and heap keep their random places):
        // a position-independent one made the loader apply about 6,300 relocations at every
        // start, a fifth of `tenscore --version`. Scoped to the binaries; the library, tests
        // and dependencies build as before.
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    index_messages();
    list_areas();
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/i18n/scan.rs");
    println!("cargo:rerun-if-changed=locales");
}

/// Writes, for each message file `locales/LANG/AREA.ftl`, `OUT_DIR/locales/LANG/AREA.rs`: its
/// messages sorted by id, each as byte offsets into the file (id start, id end, source end,
/// plain text start and end, or 0 and 0). A lookup is then a binary search, with nothing read or
/// built at run time; offsets rather than `&str`s, which the loader would relocate at start.
fn index_messages() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for lang in std::fs::read_dir("locales").expect("the locales folder") {
        let lang = lang.expect("a locales entry").path();
        for file in std::fs::read_dir(&lang).expect("a language folder") {
            let file = file.expect("a message file").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                write_index(
                    &file,
                    &Path::new(&out)
                        .join(&lang)
                        .join(file.with_extension("rs").file_name().expect("a name")),
                );
            }
        }
    }
}

/// Writes `OUT_DIR/areas.rs`: the static list of message areas, one per `locales/en/*.ftl` (the
/// file's name is the area's prefix), so that adding a file adds its area. `lang` (the language
/// names, read first) leads; the others follow by name. A message is looked up by the longest
/// prefix of its id, so the order only makes the list stable.
fn list_areas() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut areas: Vec<String> = std::fs::read_dir("locales/en")
        .expect("the English message folder")
        .map(|file| file.expect("a message file").path())
        .filter(|file| file.extension().is_some_and(|e| e == "ftl"))
        .map(|file| {
            let stem = file.file_stem().expect("a name").to_str();
            stem.expect("a message file named in UTF-8").to_string()
        })
        .collect();
    areas.sort_by_key(|area| (area != "lang", area.clone()));
    let mut code = format!("pub(super) static RESOURCES: [Area; {}] = [\n", areas.len());
    for area in &areas {
        let _ = writeln!(code, "    area!({area:?}),");
    }
    code.push_str("];\n");
    std::fs::write(Path::new(&out).join("areas.rs"), code).expect("OUT_DIR is writable");
}

fn write_index(file: &Path, to: &Path) {
    let text = std::fs::read_to_string(file).expect("a message file in UTF-8");
    let mut entries = scan::entries(&text);
    entries.sort_by(|a, b| text[a.id.0..a.id.1].cmp(&text[b.id.0..b.id.1]));
    let mut code = String::from("&[\n");
    for entry in entries {
        let (plain_start, plain_end) = entry.plain.unwrap_or((0, 0));
        let _ = writeln!(
            code,
            "    ({}, {}, {}, {plain_start}, {plain_end}),",
            entry.id.0, entry.id.1, entry.source.1
        );
    }
    code.push(']');
    std::fs::create_dir_all(to.parent().expect("a folder")).expect("OUT_DIR is writable");
    std::fs::write(to, code).expect("OUT_DIR is writable");
}
