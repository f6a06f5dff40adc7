//! Every message the program asks for by a literal id exists in English, Dutch and German: what
//! a compile-time check such as i18n-embed's `fl!` would give, as a test. A missing message
//! would otherwise show up only when that line runs (in a debug build it panics; in a release
//! build it falls back to English, or prints the bare id).

use std::collections::BTreeSet;
use std::path::Path;

use fluent_syntax::ast;

const LANGUAGES: [&str; 3] = ["en", "nl", "de"];

/// The scan, kept simple: in every `src/**/*.rs` but unit-test files (`tests.rs`), outside
/// `#[cfg(test)]` items and `//` comments, (1) the string literal right after every `t!(`
/// (also `crate::t!(`), and (2) every string literal shaped like a message id: a message file's
/// name (`cmd`, `table`, `under10`, ...) then `-` and lower-case letters, digits and `-`, which
/// catches the ids kept in tables and passed on later (`title_id: "..."`, `i18n::message(id)`).
/// Ids built at run time (`format!`) are not seen.
#[test]
fn every_message_id_used_in_src_exists_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let areas = areas(&root.join("locales/en"));
    let mut used = BTreeSet::new();
    for file in rust_files(&root.join("src")) {
        let text = std::fs::read_to_string(&file).unwrap();
        for id in used_ids(&outside_tests(&text), &areas) {
            used.insert((id, file.strip_prefix(root).unwrap().display().to_string()));
        }
    }
    assert!(used.len() > 500, "the scan found only {} ids", used.len());
    let mut missing = Vec::new();
    for lang in LANGUAGES {
        let defined = defined_ids(&root.join("locales").join(lang));
        for (id, file) in &used {
            if !defined.contains(id) {
                missing.push(format!("{id} (used in {file}) is not in locales/{lang}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages missing:\n{}",
        missing.join("\n")
    );
}

/// The message files' names, the prefixes of their ids.
fn areas(english: &Path) -> Vec<String> {
    let mut areas: Vec<String> = ftl_files(english)
        .iter()
        .map(|path| path.file_stem().unwrap().to_str().unwrap().to_string())
        .collect();
    assert!(
        !areas.is_empty(),
        "no message files in {}",
        english.display()
    );
    areas.sort();
    areas
}

fn ftl_files(dir: &Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect()
}

/// Every message id of a language's files.
fn defined_ids(dir: &Path) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for file in ftl_files(dir) {
        let text = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", file.display()));
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                ids.insert(message.id.name.to_string());
            }
        }
    }
    ids
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            files.push(path);
        }
    }
    files
}

/// The source without its `//` comments and its `#[cfg(test)]` items (a `mod x;` line, or an
/// item up to its closing brace, counted naively).
fn outside_tests(text: &str) -> String {
    let code: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect();
    let code = code.join("\n");
    let mut kept = String::new();
    let mut rest = code.as_str();
    while let Some(start) = rest.find("#[cfg(test)]") {
        kept.push_str(&rest[..start]);
        rest = &rest[start..];
        let item_end = match rest.find([';', '{']) {
            Some(at) if rest.as_bytes()[at] == b';' => at + 1,
            Some(at) => at + closing_brace(&rest[at..]),
            None => rest.len(),
        };
        rest = &rest[item_end..];
    }
    kept.push_str(rest);
    kept
}

/// The length of `text` (which starts with `{`) up to its matching `}`.
fn closing_brace(text: &str) -> usize {
    let mut depth = 0;
    for (at, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 1 => return at + 1,
            '}' => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// The ids a source uses: the literal after each `t!(`, and every literal shaped like an id.
fn used_ids(code: &str, areas: &[String]) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (start, _) in code.match_indices("t!(") {
        let macro_name_starts =
            start == 0 || !code[..start].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let after = code[start + 3..].trim_start();
        if let (true, Some(rest)) = (macro_name_starts, after.strip_prefix('"')) {
            ids.insert(rest.split('"').next().unwrap_or_default().to_string());
        }
    }
    // Between every two quotes, not only the literals' own (an escaped quote or a '"' would shift
    // the pairs): text with the shape of an id is never the code between two literals.
    let between_quotes: Vec<&str> = code.split('"').collect();
    let inner = between_quotes.len().saturating_sub(2);
    for literal in between_quotes.iter().skip(1).take(inner) {
        if looks_like_id(literal, areas) {
            ids.insert(literal.to_string());
        }
    }
    ids
}

/// A message file's name, `-`, then lower-case letters, digits and `-`.
fn looks_like_id(literal: &str, areas: &[String]) -> bool {
    areas.iter().any(|area| {
        literal.strip_prefix(area.as_str()).is_some_and(|rest| {
            rest.len() > 1
                && rest.starts_with('-')
                && rest
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
    })
}
