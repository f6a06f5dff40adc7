//! Small rooms and one convention for module and test files (issue 32). The test walks `src/` and
//! fails, naming each file, when one of these rules is broken:
//!
//! - Test code is left out: a file named `tests.rs`, a file under a `tests/` folder, and every item
//!   carrying `#[cfg(test)]` (from the attribute to the end of its braces). All other lines count.
//! - A source file holds at most [`MAX_FILE_LINES`] lines.
//! - A function holds at most [`MAX_FN_LINES`] lines, counted from the line of its `fn` keyword to the
//!   line of its closing brace. Braces are counted outside comments, strings and character literals;
//!   a `fn` without a body (a trait's declaration) is no function here.
//! - Modules are `foo.rs` beside `foo/`: no file is named `mod.rs`.
//! - Unit tests live in `tests.rs` (declared `#[cfg(test)] mod tests;`) or in an inline
//!   `#[cfg(test)]` block: any other file holding `#[test]` functions is refused. Test helpers
//!   without tests of their own (`test_support.rs`) may have any name.
//!
//! A second test keeps the layers below the command line to their imports (issue 33): ops and the
//! exchange format never reach up into presentation or the command line's error, and render only
//! presents (each layer's errors are worded above them, in `src/error.rs`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The most lines a source file may hold outside its tests.
const MAX_FILE_LINES: usize = 600;
/// The most lines a function may hold outside tests.
const MAX_FN_LINES: usize = 80;

#[test]
fn source_files_and_functions_are_small_and_named_by_one_convention() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect_rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for file in &files {
        let name = file
            .strip_prefix(root)
            .unwrap_or(file)
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("a readable source file");
        problems.extend(check_file(&name, &text));
    }
    let mut report = String::new();
    for (_, problem) in &problems {
        let _ = writeln!(report, "  {problem}");
    }
    assert!(problems.is_empty(), "rooms too big or misnamed:\n{report}");
}

/// The checker itself: what it counts and what it leaves out.
#[test]
fn the_checker_counts_code_and_leaves_tests_comments_and_strings_out() {
    let long_body = "    let x = 1;\n".repeat(MAX_FN_LINES);
    let text = format!(
        "fn long() {{\n{long_body}}}\n\
         fn short() {{ let s = \"}}}}\"; let c = '}}'; // }}\n}}\n\
         trait T {{ fn declared(&self); }}\n\
         #[cfg(test)]\nmod tests {{\n    fn also_long() {{\n{long_body}    }}\n}}\n\
         #[cfg(test)]\nmod helpers;\n"
    );
    let keys: Vec<String> = check_file("src/x.rs", &text)
        .into_iter()
        .map(|(key, _)| key)
        .collect();
    assert_eq!(keys, ["src/x.rs::long"]);
    let test_file = "use super::*;\n#[test]\nfn works() {}\n";
    assert_eq!(check_file("src/a/settle_tests.rs", test_file).len(), 1);
    assert!(check_file("src/a/tests.rs", test_file).is_empty());
    let big = "// a line\n".repeat(MAX_FILE_LINES + 1);
    assert_eq!(check_file("src/big.rs", &big).len(), 1);
    assert!(check_file("src/a/tests.rs", &big).is_empty());
    assert!(check_file("src/a/tests/b.rs", &big).is_empty());
    assert_eq!(check_file("src/a/mod.rs", "").len(), 1);
}

/// Each layer below the command line, and what its code (comments and strings left out) must not
/// name: a layer above it, or the command line's error type.
const LAYERS: [(&str, &[&str]); 3] = [
    (
        "ops",
        &[
            "crate::render",
            "crate::error",
            "crate::commands",
            "crate::session",
            "CliError",
        ],
    ),
    (
        "exchange",
        &[
            "crate::ops",
            "crate::render",
            "crate::error",
            "crate::commands",
            "crate::session",
            "CliError",
        ],
    ),
    (
        "render",
        &[
            "crate::error",
            "crate::commands",
            "crate::session",
            "CliError",
        ],
    ),
];

#[test]
fn ops_exchange_and_render_import_nothing_above_them_and_speak_their_own_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    for (layer, forbidden) in LAYERS {
        let mut files = vec![root.join("src").join(format!("{layer}.rs"))];
        collect_rust_files(&root.join("src").join(layer), &mut files);
        files.sort();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("a readable source file");
            let code = strip_comments_and_literals(&text);
            for (number, line) in code.lines().enumerate() {
                for name in forbidden.iter().filter(|name| line.contains(*name)) {
                    problems.push(format!(
                        "{}:{}: {layer} names {name}",
                        file.strip_prefix(root).unwrap_or(file).display(),
                        number + 1
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "imports against the layers:\n{}",
        problems.join("\n")
    );
}

fn collect_rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect_rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// The rules one file breaks, each as (key for [`KNOWN_EXCEPTIONS`], message).
fn check_file(name: &str, text: &str) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    if name.ends_with("/mod.rs") {
        problems.push((
            name.to_owned(),
            format!("{name}: a mod.rs; the convention is foo.rs beside foo/"),
        ));
    }
    if name.ends_with("/tests.rs") || name.contains("/tests/") {
        return problems;
    }
    let lines = code_lines(text);
    let counted = lines.iter().filter(|line| !line.in_test).count();
    if counted > MAX_FILE_LINES {
        problems.push((
            name.to_owned(),
            format!("{name}: {counted} lines outside tests (at most {MAX_FILE_LINES})"),
        ));
    }
    for (function, length) in long_functions(&lines) {
        problems.push((
            format!("{name}::{function}"),
            format!("{name}: fn {function} has {length} lines (at most {MAX_FN_LINES})"),
        ));
    }
    if holds_tests(&lines) {
        problems.push((
            format!("{name}#tests"),
            format!("{name}: a unit-test file; the convention is tests.rs"),
        ));
    }
    problems
}

/// One source line with comments, strings and character literals blanked out.
struct CodeLine {
    code: String,
    /// The brace depth at the start of the line.
    depth: usize,
    /// Inside an item that carries `#[cfg(test)]`.
    in_test: bool,
}

/// The lines of a file as code: what comments, strings and characters hold is left out, so that
/// only real braces count.
fn code_lines(text: &str) -> Vec<CodeLine> {
    let stripped = strip_comments_and_literals(text);
    let mut lines = Vec::new();
    let mut depth = 0usize;
    // The depth at which a `#[cfg(test)]` item opened, while inside it.
    let mut test_from: Option<usize> = None;
    let mut test_pending = false;
    for code in stripped.lines() {
        let start = depth;
        let trimmed = code.trim();
        if test_from.is_none() && trimmed.starts_with("#[cfg(test)]") {
            test_pending = true;
        }
        let mut in_test = test_from.is_some() || test_pending;
        for ch in code.chars() {
            match ch {
                '{' => {
                    if test_pending {
                        test_from = Some(depth);
                        test_pending = false;
                    }
                    depth += 1;
                }
                '}' => {
                    depth = depth.saturating_sub(1);
                    if test_from == Some(depth) {
                        test_from = None;
                        in_test = true;
                    }
                }
                ';' if test_pending && !trimmed.starts_with("#[") => test_pending = false,
                _ => {}
            }
        }
        lines.push(CodeLine {
            code: code.to_owned(),
            depth: start,
            in_test,
        });
    }
    lines
}

/// The functions (name, lines) outside tests that are longer than [`MAX_FN_LINES`].
fn long_functions(lines: &[CodeLine]) -> Vec<(String, usize)> {
    let mut found = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if line.in_test {
            continue;
        }
        let Some(name) = fn_name(&line.code) else {
            continue;
        };
        // The body opens at the first `{` after the signature; a `;` first means no body.
        let Some(end) = body_end(lines, at, line.depth) else {
            continue;
        };
        let length = end - at + 1;
        if length > MAX_FN_LINES {
            found.push((name, length));
        }
    }
    found
}

/// The name after a `fn` keyword on this line, if it declares a function (`fn(u32) -> u32`, a
/// pointer type, declares none: the name must follow the keyword after one space).
fn fn_name(code: &str) -> Option<String> {
    let bytes = code.as_bytes();
    let at = code
        .match_indices("fn ")
        .map(|(at, _)| at)
        .find(|&at| at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_'))?;
    let name: String = code[at + 3..]
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The index of the line that closes the body of the function declared at `at`.
fn body_end(lines: &[CodeLine], at: usize, depth: usize) -> Option<usize> {
    let mut open = false;
    let mut level = depth;
    for (index, line) in lines.iter().enumerate().skip(at) {
        for ch in line.code.chars() {
            match ch {
                '{' => {
                    open = true;
                    level += 1;
                }
                '}' => {
                    level = level.saturating_sub(1);
                    if open && level == depth {
                        return Some(index);
                    }
                }
                ';' if !open && level == depth => return None,
                _ => {}
            }
        }
    }
    None
}

/// Whether the file holds `#[test]` functions outside its own `#[cfg(test)]` blocks, which makes
/// it a unit-test file of its own.
fn holds_tests(lines: &[CodeLine]) -> bool {
    lines
        .iter()
        .any(|line| !line.in_test && line.code.trim().starts_with("#[test]"))
}

/// The text with comments removed and the insides of strings and character literals blanked, line
/// breaks kept so that line numbers stay.
fn strip_comments_and_literals(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = skip_block_comment(&chars, i, &mut out);
        } else if c == 'r' && matches!(next, Some('"' | '#')) && !is_ident_char(&chars, i) {
            i = skip_raw_string(&chars, i, &mut out);
        } else if c == '"' {
            i = skip_string(&chars, i, &mut out);
        } else if c == '\'' {
            i = skip_char_literal(&chars, i, &mut out);
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether the character before `i` belongs to an identifier (so `r` there is not a raw string).
fn is_ident_char(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Skips a (nested) block comment starting at `i`, keeping its line breaks.
fn skip_block_comment(chars: &[char], mut i: usize, out: &mut String) -> usize {
    let mut nesting = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            nesting += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            nesting -= 1;
            i += 2;
            if nesting == 0 {
                break;
            }
        } else {
            if chars[i] == '\n' {
                out.push('\n');
            }
            i += 1;
        }
    }
    i
}

/// Skips a string starting at the `"` at `i`, keeping `""` and its line breaks.
fn skip_string(chars: &[char], mut i: usize, out: &mut String) -> usize {
    out.push('"');
    i += 1;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => {
                i += 1;
                break;
            }
            '\n' => {
                out.push('\n');
                i += 1;
            }
            _ => i += 1,
        }
    }
    out.push('"');
    i
}

/// Skips a raw string `r#"..."#` starting at the `r` at `i`.
fn skip_raw_string(chars: &[char], mut i: usize, out: &mut String) -> usize {
    i += 1;
    let mut hashes = 0;
    while chars.get(i) == Some(&'#') {
        hashes += 1;
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        // `r#ident`, a raw identifier: not a string.
        out.push('r');
        return i - hashes;
    }
    i += 1;
    out.push_str("\"\"");
    while i < chars.len() {
        if chars[i] == '"' && (0..hashes).all(|k| chars.get(i + 1 + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        if chars[i] == '\n' {
            out.push('\n');
        }
        i += 1;
    }
    i
}

/// Skips a character literal at the `'` at `i`; a lifetime (`'a` without a closing quote) stays.
fn skip_char_literal(chars: &[char], i: usize, out: &mut String) -> usize {
    let closing = if chars.get(i + 1) == Some(&'\\') {
        (i + 2..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')
    } else if chars.get(i + 2) == Some(&'\'') {
        Some(i + 2)
    } else {
        None
    };
    match closing {
        Some(end) => {
            out.push_str("' '");
            end + 1
        }
        None => {
            out.push('\'');
            i + 1
        }
    }
}
